""" "Play this deck": start the game with a deck file, as ``project-l DECK.pldeck`` would.

The game opens its new-game dialog with that deck chosen. In a bundled build the game's
program lies next to the editor's; otherwise the ``project-l`` command is used if it is on the
PATH, else this Python runs ``app.cli``.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from PySide6.QtCore import QProcess


def game_command(deck_path: Path | None) -> tuple[str, list[str]]:
    """The program and arguments that open the game with a deck (None: the classic deck)."""
    args = [str(deck_path)] if deck_path is not None else []
    if getattr(sys, "frozen", False):
        exe = "project-l.exe" if os.name == "nt" else "project-l"
        sibling = Path(sys.executable).with_name(exe)
        if sibling.exists():
            return str(sibling), args
    found = shutil.which("project-l")
    if found:
        return found, args
    return sys.executable, ["-m", "app.cli", *args]


def launch_game(deck_path: Path | None) -> bool:
    """Start the game in a process of its own; returns whether it started."""
    program, args = game_command(deck_path)
    # from a source checkout, ``-m app.cli`` needs the folder that holds the app package
    workdir = str(Path(__file__).resolve().parents[1])
    ok, _pid = QProcess.startDetached(program, args, workdir)
    return bool(ok)
