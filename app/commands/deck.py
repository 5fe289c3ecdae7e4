"""``project-l deck validate FILE``: the editor's validation findings, on the command line.

Exit status: 0 if the deck has no errors (warnings allowed), 1 if it has validation errors (a
draft: it says so, and what it lacks for which player counts), 2 if the file cannot be read or
is not a valid deck file.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.commands import balance
from app.core.deck_library import read_deck_file
from app.core.deck_state import DeckStateText
from app.core.validation import DeckReport, Readiness, Severity, readiness, validate_deck
from app.core.words import CommandText, fill, system_words
from app.rules import Deck, InvalidDeck, visible, visible_json


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
    balance.add_subparser(actions)


class DeckValidateText(CommandText):
    """What ``deck validate`` says, in the system's language (the JSON stays as it is)."""

    def severity(self, severity: Severity) -> str:
        """"error", "warning" or "info"."""
        return {Severity.ERROR: self.tr("error"), Severity.WARNING: self.tr("warning"),
                Severity.INFO: self.tr("info")}[severity]

    def finding(self, severity: Severity, reason: str) -> str:
        """One finding's line: its severity, then the reason (languages set the colon their
        own way: "avertissement : ...")."""
        return fill(self.tr("%1: %2", "deck validate: a finding's severity, then its reason"),
                    self.severity(severity), reason)

    def head(self, file: str, deck: Deck) -> str:
        """The first line: the file, the deck's name and its size."""
        return fill(self.tr("%1: “%2”: %3, %4 and %5"), file, deck.name,
                    self.tr("%n piece(s)", "", len(deck.shapes)),
                    self.tr("%n white puzzle(s)", "", len(deck.whites)),
                    self.tr("%n black puzzle(s)", "", len(deck.blacks)))

    def state(self, ready: Readiness, words: DeckStateText) -> list[str]:
        """Whether the deck is a draft, and what it lacks; or for which games it plays."""
        if not ready.draft:
            return [fill(self.tr("playable: %1"), words.plays_with(ready))]
        lines = [self.tr("draft: a game cannot be played with this deck as it is")]
        if ready.playable_for:
            lines.append("  " + fill(self.tr("plays with: %1"), words.plays_with(ready)))
        lines += ["  - " + line for line in words.all_lacks(ready)]
        return lines

    def tail(self, errors: int, warnings: int) -> str:
        """The last line: how many errors and warnings."""
        return fill(self.tr("%1, %2"), self.tr("%n error(s)", "", errors),
                    self.tr("%n warning(s)", "", warnings))

    def puzzle_lines(self, deck: Deck, report: DeckReport) -> list[str]:
        """With ``--puzzles``: a line per puzzle with its statistics."""
        lines = [self.tr("puzzles:")]
        white, black = self.tr("white"), self.tr("black")
        wide = max(len(white), len(black))
        for p in deck.puzzles:
            st = report.puzzles.get(p.id)
            colour = white if p.colour == "white" else black
            points = self.tr("%n point(s)", "", p.points)
            head = f"  {visible(p.id):<6} {colour:<{wide}} " + fill(self.tr("%1  reward %2"),
                                                      f"{points:<9}", f"{p.reward:<5}")
            if st is None:
                lines.append(head + "  " + self.tr("(not solved)"))
                continue
            squares = self.tr("%n square(s)", "", st.size)
            size = f"  {squares:<10}  "
            if st.fillable_with_reserve is None:
                lines.append(head + size + self.tr("unknown: too hard for the solver"))
            elif not st.fillable_with_reserve:
                lines.append(head + size + self.tr("cannot be filled"))
            else:
                fewest = "?" if st.fewest_pieces is None else str(st.fewest_pieces)
                tail = "  " + self.tr("(too hard to count)") if st.too_hard else ""
                fillings = ("?" if st.fillings is None else self.words.number(st.fillings)
                            + ("+" if st.fillings_capped else ""))
                lines.append(head + size + fill(self.tr("fewest %1  fillings %2"), fewest,
                                                fillings) + tail)
        return lines


def run(args: argparse.Namespace) -> int:
    """Validate the deck file; see the module docstring for the exit status."""
    if args.deck_command == "balance":
        return balance.run(args)
    try:
        deck, recorded = read_deck_file(args.file)
    except InvalidDeck as exc:
        if args.json:  # the JSON is the same in every language: English, and the code
            code = exc.reason.kind.name if exc.reason is not None else None
            print(json.dumps({"ok": False, "invalid": str(exc), "code": code}))
        print(f"project-l deck validate: {visible(args.file)}: "
              f"{visible(system_words().problem(exc))}",
              file=sys.stderr)
        return 2
    report = validate_deck(deck)
    ready = readiness(deck, report=report)
    if args.json:
        out = report.to_json()
        out["name"] = deck.name
        out["state"] = ready.state
        out["recorded_state"] = recorded.state
        out["playable_for"] = sorted(ready.playable_for)
        out["lacks"] = [s.to_json() for s in ready.shortfalls]
        print(visible_json(json.dumps(out, ensure_ascii=False)))  # (names from the file)
        return 0 if report.ok else 1
    text = DeckValidateText()
    shown = (Severity.ERROR, Severity.WARNING) if args.quiet else tuple(Severity)
    if not args.quiet:
        print(text.head(args.file, deck))
    if not args.quiet or ready.draft:
        print("\n".join(text.state(ready, DeckStateText(text.words))))
    for f in report.findings:
        if f.severity in shown:
            print(text.finding(f.severity, text.words.reason(f.reason)))
    if args.puzzles:
        print("\n".join(text.puzzle_lines(deck, report)))
    print(text.tail(len(report.errors), len(report.warnings)))
    return 0 if report.ok else 1
