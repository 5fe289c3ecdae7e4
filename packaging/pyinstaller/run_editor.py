"""Frozen entry point of the deck editor: ``project-l-editor``."""

import sys

from editor.main import main

if __name__ == "__main__":
    sys.exit(main())
