"""The ``project-l`` command: the game window by default, and headless subcommands.

Each subcommand lives in its own module under ``app.commands`` with ``add_parser`` and ``run``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# subcommand name -> module under app.commands
COMMANDS: dict[str, str] = {
    "replay": "app.commands.replay",
}


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="project-l",
        description="Project L for the desktop. Without a command, opens the game window.",
    )
    parser.add_argument("--smoke-test", action="store_true",
                        help="start offscreen, play a few AI actions, save, reload, render; print SMOKE OK")
    parser.add_argument("--screenshot", metavar="FILE", help="with --smoke-test: save the table as PNG")
    parser.add_argument("file", nargs="?", help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command")
    for name, module in COMMANDS.items():
        importlib.import_module(module).add_parser(sub, name)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``project-l``."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    # a lone file argument (double-clicked save or deck) opens the game with it
    if args_list and args_list[0] in COMMANDS:
        parser = build_parser()
        args = parser.parse_args(args_list)
        module = importlib.import_module(COMMANDS[args.command])
        return int(module.run(args))
    parser = build_parser()
    args = parser.parse_args(args_list)
    if args.smoke_test:
        from app.commands.smoke import run_smoke

        return run_smoke(args.screenshot)
    from app.table.main import run_game

    return run_game(args.file)


if __name__ == "__main__":
    sys.exit(main())
