"""Frozen entry point of the game: ``project-l`` (the CLI dispatcher, the game window by default)."""

import multiprocessing
import sys

from app.cli import main

if __name__ == "__main__":
    # the worker processes (spawn) start this executable again: let them run their work
    multiprocessing.freeze_support()
    sys.exit(main())
