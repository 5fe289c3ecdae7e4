"""The ``project-l`` command: the game window by default, and headless subcommands.

Each subcommand lives in its own module under ``app.commands`` with ``add_parser`` and ``run``.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

# subcommand name -> module under app.commands
COMMANDS: dict[str, str] = {
    "replay": "app.commands.replay",
    "analyse": "app.commands.analyse",
    "simulate": "app.commands.simulate",
    "deck": "app.commands.deck",
    "serve": "app.commands.serve",
    "bot": "app.commands.bot",
}


class CommandParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line: what is wrong and where to read more.

    Subcommand parsers are made of the same class (argparse's default), so every option of every
    subcommand answers the same way: ``project-l simulate: argument --games: must be a whole
    number from 1 to 100000, not '0' (see project-l simulate --help)``, exit status 2.
    """

    def error(self, message: str) -> NoReturn:
        """Print the problem on one line and exit with status 2."""
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def build_command_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of the headless subcommands (``project-l replay FILE`` ...), or of the one
    named ``only``: a command imports its own module and no other's, so that ``project-l
    replay`` does not wait for the server, the simulations and the analysis to load (about a
    quarter of a second of every start)."""
    parser = CommandParser(prog="project-l", description="Project L headless commands.")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, module in COMMANDS.items():
        if only is None or name == only:
            importlib.import_module(module).add_parser(sub, name)
    return parser


def build_game_parser() -> argparse.ArgumentParser:
    """The parser of the game window's options."""
    commands = ", ".join(COMMANDS)
    parser = CommandParser(
        prog="project-l",
        description="Project L for the desktop. Opens the game window "
        f"(headless commands: {commands}; see 'project-l COMMAND --help').",
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="start offscreen, play a few AI actions, save, reload, render; print SMOKE OK",
    )
    parser.add_argument("--screenshot", metavar="FILE", help="with --smoke-test: save the table as PNG")
    parser.add_argument("--host", metavar="SETUP", help="host the network game of a setup file "
                        "(JSON, docs/formats.md); prints HOSTING URL CODE (for tests and "
                        "dedicated hosts)")
    parser.add_argument("--autostart", action="store_true",
                        help="with --host: start as soon as every remote seat is ready")
    parser.add_argument("--save-finished", metavar="FILE",
                        help="with --host: save the finished game to FILE, then quit")
    parser.add_argument("file", nargs="?", help="a saved game (.plsave) or deck (.pldeck) to open")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``project-l``."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        if args_list and args_list[0] in COMMANDS:
            args = build_command_parser(args_list[0]).parse_args(args_list)
            module = importlib.import_module(COMMANDS[args.command])
            try:
                return int(module.run(args))
            except KeyboardInterrupt:  # Ctrl+C: the command ended its workers on the way here
                from app.core.words import InterruptText
                from app.processes import INTERRUPTED

                print(f"project-l {args.command}: {InterruptText().interrupted()}",
                      file=sys.stderr, flush=True)
                return INTERRUPTED
            except BrokenPipeError:  # the reader went away (``| head``): stop quietly
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, sys.stdout.fileno())
                return 1
        args = build_game_parser().parse_args(args_list)
    except SystemExit as exc:  # --help, or options refused: argparse has said why
        return exc.code if isinstance(exc.code, int) else 2
    if args.smoke_test:
        from app.commands.smoke import run_smoke

        return run_smoke(args.screenshot)
    from app.table.main import run_game

    if args.host:
        from app.table.main import run_hosted_game

        return run_hosted_game(args.host, autostart=args.autostart,
                               save_finished=args.save_finished)
    return run_game(args.file)


if __name__ == "__main__":
    sys.exit(main())
