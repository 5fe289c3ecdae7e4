"""Frozen entry point of the game: ``project-l`` (the CLI dispatcher, the game window by default)."""

import sys

from app.cli import main

if __name__ == "__main__":
    sys.exit(main())
