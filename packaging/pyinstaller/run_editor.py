"""Frozen entry point of the deck editor: ``project-l-editor``."""

import multiprocessing
import sys

from editor.main import main

if __name__ == "__main__":
    # the worker processes (spawn) start this executable again: let them run their work
    multiprocessing.freeze_support()
    sys.exit(main())
