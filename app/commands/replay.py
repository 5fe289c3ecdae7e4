"""``project-l replay FILE [--json | --trace]``: apply a game record and report (formats.md)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.rules import InvalidRecord, load_record, replay, state_summary, trace_lines, visible


def add_parser(sub: Any, name: str) -> None:
    """Register the subcommand."""
    p = sub.add_parser(name, help="apply a game record's actions and report the final state")
    p.add_argument("file", help="the game record (JSON) or saved game (.plsave)")
    shown = p.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help="print the final state as JSON")
    shown.add_argument(
        "--trace",
        action="store_true",
        help="print every action in the action notation with the position after it, then a "
        "picture of the final position (or of the position before an illegal action)",
    )


def run(args: argparse.Namespace) -> int:
    """Exit 0 if all actions are legal, 1 at the first illegal one, 2 for an invalid file."""
    try:
        record = load_record(args.file)
        result = replay(record)
    except InvalidRecord as exc:
        print(f"project-l replay: {visible(args.file)}: {visible(str(exc))}", file=sys.stderr)
        return 2
    except RecursionError:
        print(f"project-l replay: {visible(args.file)}: the file is nested too deeply",
              file=sys.stderr)
        return 2
    if args.trace:
        lines, ok = trace_lines(record)
        # names from the file are made visible; the final picture keeps its own lines
        print("\n".join(visible(part) for line in lines for part in line.split("\n")))
        return 0 if ok else 1
    summary = state_summary(result.state)
    if not result.ok:
        print(
            json.dumps(
                {"error": {"index": result.error_index, "message": result.error}, "state": summary}
            )
        )
        return 1
    if args.json:
        print(json.dumps(summary))
    else:
        from app.commands.replay_text import ReplayText  # Qt: only for the summary

        print(ReplayText().describe(summary))
    return 0
