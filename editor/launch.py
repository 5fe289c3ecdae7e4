""" "Play this deck": start the game with a deck file, as ``project-l DECK.pldeck`` would.

The game opens its new-game dialog with that deck chosen. In a bundled build the game's
program lies next to the editor's; otherwise the ``project-l`` command is used if it is on the
PATH, else this Python runs ``app.cli``.
"""

from __future__ import annotations

from pathlib import Path

from app.launch import launch, program_command


def game_command(deck_path: Path | None) -> tuple[str, list[str]]:
    """The program and arguments that open the game with a deck (None: the classic deck)."""
    args = [str(deck_path)] if deck_path is not None else []
    return program_command("project-l", "app.cli", args)


def launch_game(deck_path: Path | None) -> bool:
    """Start the game in a process of its own; returns whether it started."""
    return launch("project-l", "app.cli", [str(deck_path)] if deck_path is not None else [])
