"""``project-l deck balance FILE``: the balance lab's report on the command line.

    project-l deck balance FILE --players 2,3,4[,solo-standard...] --games N [--ai LEVELS]
                               [--seed S] [--jobs J] [--json] [--no-classic]

Every figure comes with the classic deck's figure for the same choices beside it (computed once
and cached in the data folder's ``cache``). The games are those of ``project-l simulate`` on
the same seeds (app/model/balance.py). Exit status 0, or 2 for bad options or an unreadable deck.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.ai import HARD_BUDGET, LEVELS
from app.commands.options import whole_number
from app.commands.words import CommandText, fill, system_words
from app.model.balance import (
    Balance,
    Figures,
    Setting,
    cache_folder,
    cached_classic,
    parse_setting,
    run_balance,
)
from app.model.deck_library import read_deck
from app.rules import DIFFICULTIES, InvalidDeck

MAX_GAMES = 100_000
MAX_JOBS = 32
SEED_RANGE = (-(2**62), 2**62)


def add_subparser(actions: Any) -> None:
    """Register ``deck balance`` under ``deck``'s subcommands."""
    b = actions.add_parser(
        "balance",
        help="play AI games on a deck and report how it plays, beside the classic deck",
        description="Play AI games on a deck and print win rates by seat, scores, game "
        "length, how each puzzle fares, which rewards go with wins and how often shortages "
        "happen, each beside the classic deck's figure.",
    )
    b.add_argument("file", help="the deck file (.pldeck or .json)")
    b.add_argument("--players", default="2,3,4",
                   help="player counts and solo variants, comma-separated: 2, 3, 4, "
                   "solo-standard, solo-challenging, solo-unbeatable (default 2,3,4)")
    b.add_argument("--ai", default="medium",
                   help="AI levels, comma-separated, repeated over the seats (default medium)")
    b.add_argument("--games", type=whole_number(1, MAX_GAMES), default=20,
                   help=f"games per setting, 1-{MAX_GAMES} (default 20)")
    b.add_argument("--seed", type=whole_number(*SEED_RANGE), default=0,
                   help="seed of the first game (default 0)")
    b.add_argument("--jobs", type=whole_number(1, MAX_JOBS), default=1,
                   help=f"games played in parallel, 1-{MAX_JOBS} (default 1)")
    b.add_argument("--json", action="store_true", help="print the report as JSON")
    b.add_argument("--no-classic", action="store_true",
                   help="leave out the classic deck's figures")


class BalanceText(CommandText):
    """What ``deck balance`` says, in the system's language (the JSON stays as it is)."""

    def percent(self, value: float) -> str:
        """A share as a percentage with one decimal."""
        return fill(self.tr("%1%"), self.words.number(100.0 * value, 1))

    def interval(self, lo: float, hi: float) -> str:
        """A 95% confidence interval."""
        return fill(self.tr("95% interval %1 to %2"), self.percent(lo), self.percent(hi))

    def setting(self, key: str, games: int) -> str:
        """A setting's heading."""
        if key.startswith("solo-"):
            name = fill(self.tr("solo, %1"), key[5:])
        else:
            name = self.tr("%n player(s)", "", int(key))
        return fill(self.tr("%1: %2"), name, self.tr("%n game(s)", "", games))

    def head(self, deck: str, games: int, ai: str, first: int, last: int, jobs: int) -> str:
        """The first line: what is played."""
        return fill(self.tr("Balance of “%1”: %2 per setting, AI %3, seeds %4 to %5, %6"),
                    deck, self.tr("%n game(s)", "", games), ai, first, last,
                    self.tr("%n job(s)", "", jobs))

    def beside(self, text: str, classic: str | None) -> str:
        """A figure with the classic deck's figure beside it."""
        if classic is None:
            return text
        return fill(self.tr("%1   [classic: %2]"), text, classic)

    def seat(self, seat: int, rate: str, interval: str) -> str:
        """One seat's win rate."""
        return fill(self.tr("seat %1 wins %2 (%3)"), seat, rate, interval)

    def edge(self, value: str, interval: str) -> str:
        """The first player's advantage over a fair share."""
        return fill(self.tr("first player's edge %1 (%2)"), value,
                    interval)

    def score(self, mean: str, sd: str, low: int, high: int) -> str:
        """The score distribution, in short."""
        return fill(self.tr("score: mean %1, standard deviation %2, from %3 to %4"), mean, sd,
                    low, high)

    def rounds(self, mean: str, low: int, high: int) -> str:
        """Game length."""
        return fill(self.tr("rounds: mean %1, from %2 to %3"), mean, low, high)

    def automaton(self, mean: str) -> str:
        """Solo: the automaton's points."""
        return fill(self.tr("automaton: mean score %1"), mean)

    def shortages(self, games: int, total: int, rate: str) -> str:
        """How often the shortage rule was needed."""
        return fill(self.tr("shortages: in %1 of the games (%2)"), rate,
                    self.tr("%n shortage(s) in all", "", total)) if games else \
            self.tr("shortages: none")

    def rewards(self) -> str:
        """The heading of the reward list."""
        return self.tr("rewards received by the winner (share of all received):")

    def reward(self, piece: str, share: str, received: int) -> str:
        """One reward piece."""
        return fill(self.tr("%1 %2 of %3"), piece, share, received)

    def puzzle_columns(self) -> list[str]:
        """The puzzle table's column titles."""
        return [self.tr("puzzle"), self.tr("points"), self.tr("taken"), self.tr("completed"),
                self.tr("unfinished"), self.tr("points per game")]

    def no_setting(self, text: str) -> str:
        """A --players entry that is not a setting."""
        return fill(self.tr("unknown setting %1 (choose 2, 3, 4 or solo-%2)"), repr(text),
                    "/solo-".join(DIFFICULTIES))

    def unknown_level(self, level: str) -> str:
        """An AI level that does not exist."""
        return fill(self.tr("unknown AI level %1 (choose %2)"), repr(level), ", ".join(LEVELS))


def _settings(text: str) -> list[Setting]:
    out: list[Setting] = []
    for part in text.split(","):
        if part.strip():
            s = parse_setting(part)
            if s not in out:
                out.append(s)
    return out


def _figure_lines(fig: Figures, classic: Figures | None, text: BalanceText) -> list[str]:
    num = text.words.number
    mine, theirs = fig.summary(), classic.summary() if classic else None
    lines = [text.setting(fig.setting, fig.games)]

    def side(make: Any) -> str | None:
        return make(theirs) if theirs is not None and theirs["games"] else None

    for i in range(len(mine["seats"])):
        def rate(s: dict[str, Any], i: int = i) -> str:
            r = s["seats"][i]
            return text.seat(r["seat"], text.percent(r["rate"]), text.interval(*r["interval"]))
        lines.append("  " + text.beside(rate(mine), side(rate)))
    if fig.seats > 1:
        def edge(s: dict[str, Any]) -> str:
            e = s["first_player_edge"]
            sign = "+" if e["value"] >= 0 else ""
            return text.edge(sign + text.percent(e["value"]), text.interval(*e["interval"]))
        lines.append("  " + text.beside(edge(mine), side(edge)))

    def score(s: dict[str, Any]) -> str:
        h = s["score"]["histogram"]
        return text.score(num(s["score"]["mean"], 2), num(s["score"]["sd"], 2),
                          h[0][0] if h else 0, h[-1][0] if h else 0)

    def rounds(s: dict[str, Any]) -> str:
        h = s["rounds"]["histogram"]
        return text.rounds(num(s["rounds"]["mean"], 2), h[0][0] if h else 0,
                           h[-1][0] if h else 0)

    def short(s: dict[str, Any]) -> str:
        sh = s["shortages"]
        return text.shortages(sh["games"], sh["total"], text.percent(sh["rate"]))

    lines += ["  " + text.beside(score(mine), side(score)),
              "  " + text.beside(rounds(mine), side(rounds))]
    if mine["automaton"] is not None:
        def auto(s: dict[str, Any]) -> str:
            return text.automaton(num(s["automaton"] or 0.0, 2))
        lines.append("  " + text.beside(auto(mine), side(auto)))
    lines.append("  " + text.beside(short(mine), side(short)))
    if mine["rewards"]:
        lines.append("  " + text.rewards())
        lines.append("    " + ", ".join(
            text.reward(r["piece"], text.percent(r["share"]), r["received"])
            for r in mine["rewards"]))
    return lines


def _puzzle_lines(balance: Balance, fig: Figures, text: BalanceText) -> list[str]:
    num = text.words.number
    titles = text.puzzle_columns()
    rows = [[p.id, num(p.points), num(p.taken), num(p.completed), num(p.unfinished),
             num(p.worth, 2)] for p in fig.puzzles(balance.deck)]
    from app.commands.simulate import _pad, shown_width

    widths = [max(shown_width(c) for c in col) for col in zip(titles, *rows, strict=True)]
    out = []
    for row in [titles, *rows]:
        out.append("    " + " ".join(_pad(c, w, left=i == 0)
                                     for i, (c, w) in enumerate(zip(row, widths, strict=True))))
    return [line.rstrip() for line in out]


def report(balance: Balance, classic: Balance | None, text: BalanceText | None = None) -> str:
    """The text report: every setting's figures, the classic deck's beside them."""
    text = text or BalanceText()
    lines: list[str] = []
    for key, fig in balance.figures.items():
        other = classic.figures.get(key) if classic is not None else None
        lines += ["", *_figure_lines(fig, other, text), *_puzzle_lines(balance, fig, text)]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Play the games and print the report; 2 for bad options or an unreadable deck."""
    text = BalanceText()
    try:
        settings = _settings(str(args.players))
    except ValueError as exc:
        print(f"project-l deck balance: {text.no_setting(str(exc)[:20])}", file=sys.stderr)
        return 2
    levels = [x.strip().lower() for x in str(args.ai).split(",") if x.strip()] or ["medium"]
    bad = [x for x in levels if x not in LEVELS]
    if bad or not settings:
        err = text.unknown_level(bad[0][:20]) if bad else text.no_setting("")
        print(f"project-l deck balance: {err}", file=sys.stderr)
        return 2
    try:
        deck = read_deck(args.file)
    except InvalidDeck as exc:
        print(f"project-l deck balance: {args.file}: {system_words().problem(exc)}",
              file=sys.stderr)
        return 2
    if not args.json:
        print(text.head(deck.name, args.games, ",".join(levels), args.seed,
                        args.seed + args.games - 1, args.jobs), flush=True)
    balance = run_balance(deck, settings, levels, args.games, args.seed, args.jobs, HARD_BUDGET)
    classic = None if args.no_classic else cached_classic(
        cache_folder(), settings, levels, args.games, args.seed, args.jobs, HARD_BUDGET)
    if args.json:
        out: dict[str, Any] = balance.to_json()
        out["classic"] = classic.to_json() if classic is not None else None
        print(json.dumps(out, ensure_ascii=False))
        return 0
    print(report(balance, classic, text))
    return 0
