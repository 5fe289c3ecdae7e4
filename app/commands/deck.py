"""``project-l deck validate FILE``: the editor's validation findings, on the command line.

Exit status: 0 if the deck has no errors (warnings allowed), 1 if it has validation errors,
2 if the file cannot be read or is not a valid deck file.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.model.deck_library import read_deck
from app.model.validation import DeckReport, Severity, validate_deck
from app.rules import Deck, InvalidDeck


def add_parser(sub: Any, name: str) -> None:
    """Register the subcommand."""
    p = sub.add_parser(name, help="work with deck files (.pldeck)")
    actions = p.add_subparsers(dest="deck_command", required=True)
    v = actions.add_parser(
        "validate",
        help="check a deck: errors, warnings and solver statistics per puzzle",
        description="Check a deck file the way the editor does. Exit status: 0 no errors, "
        "1 validation errors, 2 unreadable or invalid file.",
    )
    v.add_argument("file", help="the deck file (.pldeck or .json)")
    v.add_argument("--json", action="store_true", help="print the report as JSON")
    v.add_argument(
        "--puzzles", action="store_true", help="also list every puzzle with its statistics"
    )
    v.add_argument("--quiet", "-q", action="store_true", help="print errors and warnings only")


def _puzzle_lines(deck: Deck, report: DeckReport) -> list[str]:
    lines = ["puzzles:"]
    for p in deck.puzzles:
        st = report.puzzles.get(p.id)
        head = f"  {p.id:<6} {p.colour:<5} {p.points:>2} pts  reward {p.reward:<5}"
        if st is None:
            lines.append(head + "  (not solved)")
        elif st.fillable_with_reserve is None:
            lines.append(head + f"  {st.size:>2} squares  unknown: too hard for the solver")
        elif not st.fillable_with_reserve:
            lines.append(head + f"  {st.size:>2} squares  cannot be filled")
        else:
            fewest = "?" if st.fewest_pieces is None else str(st.fewest_pieces)
            tail = "  (too hard to count)" if st.too_hard else ""
            lines.append(
                head + f"  {st.size:>2} squares  fewest {fewest}  "
                f"fillings {st.fillings_text()}{tail}"
            )
    return lines


def run(args: argparse.Namespace) -> int:
    """Validate the deck file; see the module docstring for the exit status."""
    try:
        deck = read_deck(args.file)
    except InvalidDeck as exc:
        if args.json:
            print(json.dumps({"ok": False, "invalid": str(exc)}))
        print(f"project-l deck validate: {args.file}: {exc}", file=sys.stderr)
        return 2
    report = validate_deck(deck)
    if args.json:
        out = report.to_json()
        out["name"] = deck.name
        print(json.dumps(out, ensure_ascii=False))
        return 0 if report.ok else 1
    shown = (Severity.ERROR, Severity.WARNING) if args.quiet else tuple(Severity)
    if not args.quiet:
        print(
            f"{args.file}: {deck.name!r}: {len(deck.shapes)} pieces, "
            f"{len(deck.whites)} white and {len(deck.blacks)} black puzzles"
        )
    for f in report.findings:
        if f.severity in shown:
            print(f"{f.severity.value}: {f.message}")
    if args.puzzles:
        print("\n".join(_puzzle_lines(deck, report)))
    n_err, n_warn = len(report.errors), len(report.warnings)
    print(
        f"{n_err} error{'s' if n_err != 1 else ''}, {n_warn} warning{'s' if n_warn != 1 else ''}"
    )
    return 0 if report.ok else 1
