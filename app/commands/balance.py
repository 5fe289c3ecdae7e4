"""``project-l deck balance FILE``: the balance lab's report on the command line.

    project-l deck balance FILE --players 2,3,4[,solo-standard...] --games N [--ai LEVELS]
                               [--seed S] [--jobs J] [--json] [--no-classic]
                               [--records DIR] [--no-history]

Every figure comes with its 95% interval and the classic deck's figure for the same choices
beside it (computed once and cached in the data folder's ``cache``), and the previous version's
figure when the run history holds a run of another version of this deck with the same AI
levels (app/core/balance_history.py; each run is kept there unless ``--no-history``). The
games are those of ``project-l simulate`` on the same seeds (app/core/balance.py); progress
goes to the standard error while they play. ``--records DIR`` writes every game's record there
(the game window's replay review opens them); the report names the odd games' files. Exit
status 0, or 2 for bad options, an unreadable deck or a records folder that cannot be made.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from app.ai import HARD_BUDGET, LEVELS
from app.commands.options import whole_number
from app.core.atomic import WriteFailed, atomic_write_bytes
from app.core.balance import (
    DEFAULT_GAMES,
    Balance,
    Figures,
    Setting,
    cache_folder,
    cached_classic,
    edge_verdict,
    parse_setting,
    run_balance,
)
from app.core.balance_history import (
    Run,
    changes,
    previous_version,
    record_name,
    save_run,
)
from app.core.deck_library import read_playable_deck
from app.core.words import CommandText, fill, system_words
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
        "length, how each puzzle fares against how often it was on offer, which rewards go "
        "with wins and how often shortages happen, each with its 95%% interval and beside "
        "the classic deck's figure (and the previous version's, from the run history).",
    )
    b.add_argument("file", help="the deck file (.pldeck or .json)")
    b.add_argument("--players", default="2,3,4",
                   help="player counts and solo variants, comma-separated: 2, 3, 4, "
                   "solo-standard, solo-challenging, solo-unbeatable (default 2,3,4)")
    b.add_argument("--ai", default="medium",
                   help="AI levels, comma-separated, repeated over the seats (default medium)")
    b.add_argument("--games", type=whole_number(1, MAX_GAMES), default=DEFAULT_GAMES,
                   help=f"games per setting, 1-{MAX_GAMES} (default {DEFAULT_GAMES})")
    b.add_argument("--seed", type=whole_number(*SEED_RANGE), default=0,
                   help="seed of the first game (default 0)")
    b.add_argument("--jobs", type=whole_number(1, MAX_JOBS), default=1,
                   help=f"games played in parallel, 1-{MAX_JOBS} (default 1)")
    b.add_argument("--json", action="store_true", help="print the report as JSON")
    b.add_argument("--no-classic", action="store_true",
                   help="leave out the classic deck's figures")
    b.add_argument("--records", metavar="DIR",
                   help="write every game's record into DIR (the replay review opens them)")
    b.add_argument("--no-history", action="store_true",
                   help="neither keep this run in the run history nor compare with it")


class BalanceText(CommandText):
    """What ``deck balance`` says, in the system's language (the JSON stays as it is)."""

    def percent(self, value: float, signed: bool = False) -> str:
        """A share as a percentage with one decimal."""
        text = fill(self.tr("%1%"), self.words.number(100.0 * value, 1))
        return ("+" + text) if signed and value >= 0 else text

    def interval(self, lo: float, hi: float, signed: bool = False) -> str:
        """A 95% confidence interval of shares."""
        return fill(self.tr("95% interval %1 to %2"), self.percent(lo, signed),
                    self.percent(hi, signed))

    def p_value(self, p: float) -> str:
        """A p-value after its relation: "= 0.042" or "< 0.001"."""
        if p < 0.001:
            return "< " + self.words.number(0.001, 3)
        return "= " + self.words.number(p, 3)

    def span(self, lo: str, hi: str) -> str:
        """A 95% confidence interval of numbers (already written)."""
        return fill(self.tr("95% interval %1 to %2"), lo, hi)

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

    def progress(self, done: int, total: int) -> str:
        """The progress line on the standard error."""
        return fill(self.tr("played %1 of %n game(s)", "", total), done)

    def beside(self, text: str, classic: str | None, previous: str | None = None) -> str:
        """A figure with the classic deck's (and the previous version's) figure beside it."""
        if classic is not None:
            text = fill(self.tr("%1   [classic: %2]"), text, classic)
        if previous is not None:
            text = fill(self.tr("%1   [previous version: %2]"), text, previous)
        return text

    def seat(self, seat: int, rate: str, interval: str) -> str:
        """One seat's share of the wins."""
        return fill(self.tr("seat %1 wins %2 (%3)"), seat, rate, interval)

    def ties(self, games: int) -> str:
        """How many games ended in a tie."""
        return self.tr("%n game(s) tied: each winner counts a share of the win", "", games)

    def edge(self, value: str, interval: str) -> str:
        """The first player's advantage over a fair share."""
        return fill(self.tr("first player's edge %1 (%2)"), value, interval)

    def verdict(self, verdict: str, p: str, needed: int) -> str:
        """What the edge says, after Holm's correction for every seat tested."""
        if verdict == "ahead":
            return fill(self.tr("the first player wins more than a fair share (Holm-adjusted "
                                "p %1)"), p)
        if verdict == "behind":
            return fill(self.tr("the first player wins less than a fair share (Holm-adjusted "
                                "p %1)"), p)
        if verdict == "even":
            return self.tr("the first player's edge is under 5 points either way")
        return self.tr("too few games to tell an edge of 5 points: about %n game(s) per "
                       "setting are needed", "", needed)

    def score(self, mean: str, interval: str, sd: str, low: int, high: int) -> str:
        """The score distribution, in short."""
        return fill(self.tr("score: mean %1 (%2), standard deviation %3, from %4 to %5"),
                    mean, interval, sd, low, high)

    def rounds(self, mean: str, mean_interval: str, median: str, median_interval: str,
               low: int, high: int) -> str:
        """Game length."""
        return fill(self.tr("rounds: mean %1 (%2), median %3 (%4), from %5 to %6"), mean,
                    mean_interval, median, median_interval, low, high)

    def odd_game(self, game: int, seed: int, levels: str, rounds: int) -> str:
        """A game far outside the usual length."""
        return fill(self.tr("odd game: game %1 (seed %2, %3) lasted %4"), game, seed, levels,
                    self.tr("%n round(s)", "", rounds))

    def record(self, path: Path) -> str:
        """Where an odd game's record was written."""
        return fill(self.tr("its record: %1"), path)

    def automaton(self, mean: str, interval: str) -> str:
        """Solo: the automaton's points."""
        return fill(self.tr("automaton: mean score %1 (%2)"), mean, interval)

    def shortages(self, games: int, total: int, rate: str, interval: str) -> str:
        """How often the shortage rule was needed."""
        return fill(self.tr("shortages: in %1 of the games (%2; %3)"), rate, interval,
                    self.tr("%n shortage(s) in all", "", total)) if games else \
            self.tr("shortages: none")

    def rewards(self, fair: str) -> str:
        """The heading of the reward list."""
        return fill(self.tr("reward pieces: share of the wins of the seats that received "
                            "them, against a fair %1, strongest evidence first:"), fair)

    def reward(self, piece: str, share: str, interval: str, holders: int) -> str:
        """One reward piece."""
        return fill(self.tr("%1 %2 (%3) of %4"), piece, share, interval,
                    self.tr("%n seat(s)", "", holders))

    def puzzles(self, count: int) -> str:
        """The heading of the puzzle table."""
        return self.tr("puzzles (their intervals hold for all %n puzzles together):", "",
                       count)

    def puzzle_columns(self) -> list[str]:
        """The puzzle table's column titles."""
        return [self.tr("puzzle"), self.tr("points"), self.tr("squares"), self.tr("dealt"),
                self.tr("on offer"), self.tr("taken when on offer"),
                self.tr("completed when taken"), self.tr("points per game dealt"),
                self.tr("verdict")]

    def puzzle_verdict(self, verdict: str) -> str:
        """A puzzle's flag."""
        return {"strong": self.tr("too strong"), "weak": self.tr("too weak"),
                "few": self.tr("too few games")}.get(verdict, "")

    def tests(self, count: int) -> str:
        """The note on the correction for many tests."""
        return self.tr("Holm's correction for %n seat(s) tested against a fair share", "",
                       count)

    def previous(self, when: str, games: int) -> str:
        """Which previous version the figures are compared with."""
        return fill(self.tr("previous version: the run of %1 (%2 per setting)"), when,
                    self.tr("%n game(s)", "", games))

    def changes(self, added: str, removed: str, changed: str) -> str:
        """What changed since the previous version."""
        none = self.tr("none")
        return fill(self.tr("changed since: added %1; removed %2; changed %3"),
                    added or none, removed or none, changed or none)

    def records(self, games: int, folder: Path) -> str:
        """The last line with ``--records``."""
        return fill(self.tr("records: %1 written to %2"), games, folder)

    def no_setting(self, text: str) -> str:
        """A --players entry that is not a setting."""
        return fill(self.tr("unknown setting %1 (choose 2, 3, 4 or solo-%2)"), repr(text),
                    "/solo-".join(DIFFICULTIES))

    def unknown_level(self, level: str) -> str:
        """An AI level that does not exist."""
        return fill(self.tr("unknown AI level %1 (choose %2)"), repr(level), ", ".join(LEVELS))

    def cannot_create(self, folder: Path, why: str) -> str:
        """The records folder cannot be made."""
        return fill(self.tr("cannot create %1: %2"), folder, why)


def _settings(text: str) -> list[Setting]:
    out: list[Setting] = []
    for part in text.split(","):
        if part.strip():
            s = parse_setting(part)
            if s not in out:
                out.append(s)
    return out


Summary = dict[str, Any]


def _figure_lines(fig: Figures, mine: Summary, theirs: Summary | None, before: Summary | None,
                  text: BalanceText, records: dict[int, Path]) -> list[str]:
    num = text.words.number
    pct = text.percent
    lines = [text.setting(fig.setting, fig.games)]

    def row(make: Callable[[Summary], str]) -> str:
        classic = make(theirs) if theirs is not None and theirs["games"] else None
        previous = make(before) if before is not None and before["games"] else None
        return "  " + text.beside(make(mine), classic, previous)

    for i in range(len(mine["seats"])):
        def seat(s: Summary, i: int = i) -> str:
            r = s["seats"][i]
            return text.seat(r["seat"], pct(r["rate"]), text.interval(*r["interval"]))
        lines.append(row(seat))
    if mine["ties"]:
        lines.append("  " + text.ties(mine["ties"]))
    if mine["first_player_edge"] is not None:
        def edge(s: Summary) -> str:
            e = s["first_player_edge"]
            lo, hi = e["interval"]
            return text.edge(pct(e["value"], True), text.interval(lo, hi, True))
        lines.append(row(edge))
        e = mine["first_player_edge"]
        lines.append("  " + text.verdict(edge_verdict(mine), text.p_value(e.get("p_holm", e["p"])),
                                         mine["games_needed"]))

    def score(s: Summary) -> str:
        h, m = s["score"]["histogram"], s["score"]["mean"]
        return text.score(num(m["value"], 2), text.span(num(m["interval"][0], 2),
                                                       num(m["interval"][1], 2)),
                          num(s["score"]["sd"], 2), h[0][0] if h else 0, h[-1][0] if h else 0)

    def rounds(s: Summary) -> str:
        h, m, md = s["rounds"]["histogram"], s["rounds"]["mean"], s["rounds"]["median"]
        return text.rounds(num(m["value"], 2), text.span(num(m["interval"][0], 2),
                                                         num(m["interval"][1], 2)),
                           num(md["value"], 1), text.span(num(md["interval"][0], 1),
                                                          num(md["interval"][1], 1)),
                           h[0][0] if h else 0, h[-1][0] if h else 0)

    def short(s: Summary) -> str:
        sh = s["shortages"]
        return text.shortages(sh["games"], sh["total"], pct(sh["rate"]["value"]),
                              text.interval(*sh["rate"]["interval"]))

    lines += [row(score), row(rounds)]
    for odd in mine["rounds"]["odd_games"]:
        lines.append("  " + text.odd_game(odd["index"] + 1, odd["seed"], ", ".join(odd["levels"]),
                                          odd["rounds"]))
        if odd["index"] in records:
            lines.append("    " + text.record(records[odd["index"]]))
    if mine["automaton"] is not None:
        def auto(s: Summary) -> str:
            a = s["automaton"] or {"value": 0.0, "interval": [0.0, 0.0]}
            return text.automaton(num(a["value"], 2), text.span(num(a["interval"][0], 2),
                                                                num(a["interval"][1], 2)))
        lines.append(row(auto))
    lines.append(row(short))
    if mine["rewards"]:
        fair = mine["rewards"][0]["fair"]
        lines.append("  " + text.rewards(pct(fair) if fair is not None else "—"))
        for r in mine["rewards"]:
            lines.append("    " + text.reward(r["piece"], pct(r["share"]["value"]),
                                              text.interval(*r["share"]["interval"]),
                                              r["holders"]))
    return lines


def _puzzle_lines(balance: Balance, fig: Figures, text: BalanceText) -> list[str]:
    num = text.words.number
    pct = text.percent

    def cell(e: Any, as_percent: bool = True) -> str:
        if as_percent:
            return f"{pct(e.value)} ({pct(e.low)}-{pct(e.high)})"
        return f"{num(e.value, 2)} ({num(e.low, 2)}-{num(e.high, 2)})"

    titles = text.puzzle_columns()
    puzzles = fig.puzzles(balance.deck)
    rows = [[p.id, num(p.points), num(p.size), num(p.dealt), num(p.offered),
             cell(p.take_rate) if p.offered else "—", cell(p.completion) if p.taken else "—",
             cell(p.worth, False) if p.dealt else "—", text.puzzle_verdict(p.verdict)]
            for p in puzzles]
    from app.commands.simulate import _pad, shown_width

    widths = [max(shown_width(c) for c in col) for col in zip(titles, *rows, strict=True)]
    out = ["  " + text.puzzles(len(puzzles))]
    for row in [titles, *rows]:
        out.append("    " + " ".join(_pad(c, w, left=i in (0, len(row) - 1))
                                     for i, (c, w) in enumerate(zip(row, widths, strict=True))))
    return [line.rstrip() for line in out]


def report(balance: Balance, classic: Balance | None, text: BalanceText | None = None,
           previous: Run | None = None, records: dict[str, dict[int, Path]] | None = None,
           ) -> str:
    """The text report: every setting's figures, the classic deck's (and the previous
    version's) beside them."""
    text = text or BalanceText()
    mine = balance.summaries()
    theirs = classic.summaries() if classic is not None else {}
    before = previous.balance().summaries() if previous is not None else {}
    lines: list[str] = []
    if previous is not None:
        lines.append(text.previous(previous.saved_at.replace("T", " ")[:16], previous.games))
        diff = changes(previous.deck, balance.deck)
        lines.append(text.changes(", ".join(diff.added), ", ".join(diff.removed),
                                  ", ".join(diff.changed)))
    for key, fig in balance.figures.items():
        lines += ["", *_figure_lines(fig, mine[key], theirs.get(key), before.get(key), text,
                                     (records or {}).get(key, {})),
                  *_puzzle_lines(balance, fig, text)]
    tests = next(iter(mine.values()))["tests"] if mine else 0
    if tests:
        lines += ["", text.tests(tests)]
    return "\n".join(lines)


def _write_records(folder: Path, balance: Balance) -> dict[str, dict[int, Path]]:
    """Every game's record in ``folder``; the paths of the odd games', by setting and game."""
    odd: dict[str, dict[int, Path]] = {}
    for key, fig in balance.figures.items():
        odd_ones = {g.index: g for g in fig.odd_games()}
        for f in fig.facts:
            path = folder / record_name(key, f.index, f.levels)
            atomic_write_bytes(path, f.record_bytes())
            if f.index in odd_ones:
                odd.setdefault(key, {})[f.index] = path
    return odd


class _Progress:
    """The progress line on the standard error: rewritten in place on a terminal, else a line
    at each tenth of the games (and the last)."""

    def __init__(self, text: BalanceText, stream: TextIO) -> None:
        self.text = text
        self.stream = stream
        self.live = stream.isatty()
        self.shown = -1

    def __call__(self, done: int, total: int) -> None:
        line = self.text.progress(done, total)
        if self.live:
            self.stream.write("\r" + line + ("\n" if done == total else ""))
        else:
            step = max(1, total // 10)
            if done != total and done // step == self.shown:
                return
            self.shown = done // step
            self.stream.write(line + "\n")
        self.stream.flush()


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
        deck = read_playable_deck(args.file, [s.players for s in settings])
    except InvalidDeck as exc:
        print(f"project-l deck balance: {args.file}: {system_words().problem(exc)}",
              file=sys.stderr)
        return 2
    folder = Path(args.records) if args.records else None
    if folder is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            print(f"project-l deck balance: {text.cannot_create(folder, str(exc.strerror))}",
                  file=sys.stderr)
            return 2
    if not args.json:
        print(text.head(deck.name, args.games, ",".join(levels), args.seed,
                        args.seed + args.games - 1, args.jobs), flush=True)
    previous = None if args.no_history else previous_version(deck, settings, levels)
    balance = run_balance(deck, settings, levels, args.games, args.seed, args.jobs, HARD_BUDGET,
                          progress=_Progress(text, sys.stderr))
    classic = None if args.no_classic else cached_classic(
        cache_folder(), settings, levels, args.games, args.seed, args.jobs, HARD_BUDGET)
    if not args.no_history:
        save_run(balance, levels, args.games, args.seed)
    records: dict[str, dict[int, Path]] = {}
    if folder is not None:
        try:
            records = _write_records(folder, balance)
        except WriteFailed as exc:
            print(f"project-l deck balance: {exc}", file=sys.stderr)
            return 2
    if args.json:
        out: dict[str, Any] = balance.to_json()
        out["classic"] = classic.to_json() if classic is not None else None
        out["previous"] = None if previous is None else {
            "saved_at": previous.saved_at, "games": previous.games,
            **previous.balance().to_json()}
        print(json.dumps(out, ensure_ascii=False))
        return 0
    print(report(balance, classic, text, previous, records))
    if folder is not None:
        print(text.records(balance.games, folder))
    return 0
