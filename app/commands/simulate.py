"""``project-l simulate``: AI games played headless, with statistics per AI level.

    project-l simulate --players hard,medium [--games N] [--seed S] [--solo DIFFICULTY]
                       [--jobs J] [--records DIR] [--budget SECONDS] [--deck FILE]

Game ``g`` is dealt from seed ``S + g``; the seats rotate between games so that every level
plays every seat. With ``--solo`` each listed level plays the solo variant on the same seeds.
``--records DIR`` writes every game as a record that ``project-l replay`` accepts (and the game
window's replay review opens). ``--deck FILE`` plays a deck of your own instead of the classic
deck, dealt the same way from the same seeds.

The games are generated as they are played (at most two per worker wait in the pool) and only
their figures are kept, so memory does not grow with the records of ``--games``.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import unicodedata
from array import array
from collections import deque
from collections.abc import Generator, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.ai import HARD_BUDGET, LEVELS, make_ai
from app.ai.match import play_game
from app.commands.options import seconds, whole_number
from app.core.atomic import WriteFailed, atomic_write_bytes
from app.core.deck_library import read_playable_deck
from app.core.words import CommandText, fill
from app.processes import end_pool, interrupts_asked, interrupts_held
from app.rules import DIFFICULTIES, Deck, InvalidDeck, visible

MAX_GAMES = 100_000
MAX_JOBS = 32  # (Windows allows at most 61 worker processes)
MAX_BUDGET = 600.0  # seconds per decision
SEED_RANGE = (-(2**63), 2**63 - 1)  # records take seeds of 64 bits; S + g stays inside


def add_parser(sub: Any, name: str) -> None:
    """Register the subcommand."""
    p = sub.add_parser(
        name,
        help="play AI games headless and print statistics per AI level",
        description="Play AI games headless and print, per AI level: wins, win rate, mean "
        "and spread of scores, puzzles completed, and decision times.",
    )
    p.add_argument(
        "--players",
        required=True,
        help="AI levels, comma-separated, one per seat (2-4), e.g. hard,medium; "
        "with --solo: the levels that each play the solo games",
    )
    p.add_argument(
        "--games",
        type=whole_number(1, MAX_GAMES),
        default=10,
        help=f"games to play, 1-{MAX_GAMES} (default 10)",
    )
    p.add_argument(
        "--seed",
        type=whole_number(*SEED_RANGE),
        default=0,
        help="seed of the first game, a 64-bit whole number (default 0)",
    )
    p.add_argument("--solo", choices=DIFFICULTIES, help="play the solo variant at this difficulty")
    p.add_argument(
        "--jobs",
        type=whole_number(1, MAX_JOBS),
        default=1,
        help=f"games played in parallel, 1-{MAX_JOBS} (default 1)",
    )
    p.add_argument("--records", metavar="DIR", help="write every game's record into DIR")
    p.add_argument("--deck", metavar="FILE",
                   help="play this deck (.pldeck) instead of the classic deck")
    p.add_argument(
        "--budget",
        type=seconds(0.0, MAX_BUDGET),
        default=HARD_BUDGET,
        help=f"seconds per decision of the hard AI, at most {MAX_BUDGET:g} "
        f"(default {HARD_BUDGET})",
    )


@dataclass(frozen=True, slots=True)
class Task:
    """One game to play."""

    index: int
    seed: int
    levels: tuple[str, ...]  # per seat
    solo: str | None
    budget: float
    deck: Deck | None = None  # None: the classic deck


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one game gives the statistics (and the record's bytes)."""

    index: int
    levels: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    completed: tuple[int, ...]
    times: tuple[tuple[float, ...], ...]
    automaton: int | None
    record: bytes


def tasks(
    levels: Sequence[str], games: int, seed: int, solo: str | None, budget: float,
    deck: Deck | None = None,
) -> Iterator[Task]:
    """The games to play: seats rotate between games; solo: every level on every seed."""
    if deck is not None:
        deck = deck.without_back()  # (each task carries its deck to a worker)
    if solo is not None:
        i = 0
        for g in range(games):
            for lv in levels:
                yield Task(i, seed + g, (lv,), solo, budget, deck)
                i += 1
        return
    n = len(levels)
    for g in range(games):
        seats = tuple(levels[(s + g) % n] for s in range(n))
        yield Task(g, seed + g, seats, None, budget, deck)


def play(task: Task) -> Outcome:
    """Play one game (in a worker process when ``--jobs`` > 1)."""
    players = [
        make_ai(lv, task.seed * 16 + s, task.budget if lv == "hard" else None)
        for s, lv in enumerate(task.levels)
    ]
    names = [f"{lv.capitalize()} AI {s + 1}" for s, lv in enumerate(task.levels)]
    result = play_game(players, task.seed, task.solo, deck=task.deck, names=names)
    return Outcome(
        task.index,
        task.levels,
        result.scores,
        result.winners,
        result.completed,
        result.times,
        result.automaton_points,
        result.record.to_bytes(),
    )


@dataclass(slots=True)
class LevelFigures:
    """What the statistics keep of the games of one AI level (numbers only, no records)."""

    games: int = 0
    wins: int = 0
    scores: array[float] = field(default_factory=lambda: array("d"))
    puzzles: array[float] = field(default_factory=lambda: array("d"))
    times: array[float] = field(default_factory=lambda: array("d"))
    autos: array[float] = field(default_factory=lambda: array("d"))
    margins: array[float] = field(default_factory=lambda: array("d"))


class Tally:
    """The figures per AI level, added game by game."""

    def __init__(self, levels: Sequence[str]) -> None:
        self.levels = {lv: LevelFigures() for lv in dict.fromkeys(levels)}
        self.games = 0

    def add(self, o: Outcome) -> None:
        """Count one game."""
        self.games += 1
        for lv, fig in self.levels.items():
            seats = [s for s, x in enumerate(o.levels) if x == lv]
            if not seats:
                continue
            fig.games += 1
            if any(s in o.winners for s in seats):
                fig.wins += 1
            for s in seats:
                fig.scores.append(o.scores[s])
                fig.puzzles.append(o.completed[s])
                fig.times.extend(o.times[s])
                if o.automaton is not None:
                    fig.autos.append(o.automaton)
                    fig.margins.append(o.scores[s] - o.automaton)


def _p99(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)]


def _sd(values: Sequence[float]) -> float:
    return statistics.stdev(values) if len(values) > 1 else 0.0


class SimulateText(CommandText):
    """What ``simulate`` says, in the system's language (the AI levels keep their option
    names: they are what ``--players`` takes)."""

    def columns(self, solo: bool) -> list[tuple[str, int]]:
        """The table's column titles with the width of their figures."""
        out = [(self.tr("player"), 8), (self.tr("games"), 5), (self.tr("wins"), 5),
               (self.tr("win rate"), 8), (self.tr("score"), 7), (self.tr("sd"), 6),
               (self.tr("puzzles"), 7), (self.tr("mean ms"), 8), (self.tr("p99 ms"), 8)]
        if solo:
            out += [(self.tr("automaton"), 9), (self.tr("margin"), 7)]
        return out

    def start(self, count: int, levels: Sequence[str], solo: str | None, first: int, last: int,
              budget: float, jobs: int) -> str:
        """The first line: what is played."""
        kind = (fill(self.tr("solo %1"), solo) if solo
                else self.tr("%n player(s)", "", len(levels)))
        return fill(self.tr("%1 (%2; %3), seeds %4-%5, hard budget %6 s, %7"),
                    self.tr("%n game(s)", "", count), kind, ", ".join(levels), first, last,
                    f"{budget:g}", self.tr("%n job(s)", "", jobs))

    def deck(self, name: str) -> str:
        """The second line with ``--deck``: which deck is played."""
        return fill(self.tr("deck: %1"), name)

    def records(self, games: int, folder: Path) -> str:
        """The last line with ``--records``."""
        return fill(self.tr("records: %1 written to %2"), games, folder)

    def unknown_level(self, level: str) -> str:
        """An AI level that does not exist."""
        return fill(self.tr("unknown AI level %1 (choose %2)"), repr(level), ", ".join(LEVELS))

    def no_level(self) -> str:
        """--players given empty."""
        return self.tr("--players needs at least one AI level")

    def players(self, n: int) -> str:
        """Too few or too many players."""
        return self.tr("a game has 2 to 4 players, not %n (or use --solo)", "", n)

    def solo_levels(self, n: int) -> str:
        """Too many levels for --solo."""
        return self.tr("--solo plays each of 1 to 4 levels, not %n", "", n)

    def cannot_create(self, folder: Path, why: str) -> str:
        """The records folder cannot be made."""
        return fill(self.tr("cannot create %1: %2"), folder, why)

    def cannot_write(self, why: str) -> str:
        """A record cannot be written."""
        return fill(self.tr("cannot write a record: %1"), why)


def shown_width(text: str) -> int:
    """How many terminal columns ``text`` takes: East Asian wide and full-width characters take
    two, combining marks none (Thai vowels and tone marks sit on their consonant)."""
    width = 0
    for ch in text:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def _pad(text: str, width: int, *, left: bool) -> str:
    """``text`` padded with spaces to ``width`` terminal columns (:func:`shown_width`)."""
    room = " " * max(0, width - shown_width(text))
    return text + room if left else room + text


def report(tally: Tally, solo: str | None, text: SimulateText | None = None) -> str:
    """The statistics table, one line per AI level."""
    text = text or SimulateText()
    columns = text.columns(solo is not None)
    num = text.words.number  # the system's digits: "1,234.50" / "1.234,50"
    widths = [max(width, shown_width(title)) for title, width in columns]
    header = " ".join(
        _pad(title, w, left=i == 0)
        for i, ((title, _), w) in enumerate(zip(columns, widths, strict=True))
    )
    lines = [header.rstrip()]
    for lv, fig in tally.levels.items():
        if not fig.games:
            continue
        rate = 100.0 * fig.wins / fig.games
        times = fig.times
        mean_ms = 1000.0 * statistics.fmean(times) if times else 0.0
        p99_ms = 1000.0 * _p99(times) if times else 0.0
        cells = [lv, num(fig.games), num(fig.wins), num(rate, 1) + "%",
                 num(statistics.fmean(fig.scores), 2), num(_sd(fig.scores), 2),
                 num(statistics.fmean(fig.puzzles), 2), num(mean_ms, 1), num(p99_ms, 1)]
        if solo is not None:
            margin = statistics.fmean(fig.margins)
            cells += [num(statistics.fmean(fig.autos), 2),
                      ("+" if margin >= 0 else "") + num(margin, 2)]
        lines.append(" ".join(
            _pad(cell, w, left=i == 0)
            for i, (cell, w) in enumerate(zip(cells, widths, strict=True))))
    return "\n".join(lines)


def played(todo: Iterable[Task], jobs: int) -> Generator[Outcome, None, None]:
    """The outcomes of ``todo`` in order, taking tasks only as they are needed.

    With ``jobs`` > 1 the games run in worker processes, at most ``2 * jobs`` of them submitted
    at a time, so a huge ``--games`` costs no memory before the first game is played.
    """
    if jobs == 1:
        yield from map(play, todo)
        return
    # spawn, as every worker process of the project: fork would copy a process with threads,
    # and the frozen bundle can only start spawn children (freeze_support)
    spawn = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=spawn)
    waiting: deque[Future[Outcome]] = deque()
    try:
        with interrupts_asked() as asked:  # (Ctrl+C is looked at between waits)
            for task in todo:
                with interrupts_held():  # (a worker started now never sees a Ctrl+C)
                    waiting.append(pool.submit(play, task))
                if len(waiting) >= 2 * jobs:
                    yield asked.result(waiting.popleft())
            while waiting:
                yield asked.result(waiting.popleft())
    except BaseException:  # Ctrl+C, or stopped early: the games under way are ended
        end_pool(pool)
        raise
    pool.shutdown(wait=True)


def _write_record(folder: Path, outcome: Outcome) -> None:
    name = f"game-{outcome.index + 1:04d}-{'-'.join(outcome.levels)}.json"
    atomic_write_bytes(folder / name, outcome.record)


def run(args: argparse.Namespace) -> int:
    """Exit 0 when all games were played, 2 for bad options or an unwritable folder."""
    text = SimulateText()
    levels = [x.strip().lower() for x in str(args.players).split(",") if x.strip()]
    bad = [x for x in levels if x not in LEVELS]
    err = None
    if bad:
        err = text.unknown_level(bad[0][:20])
    elif not levels:
        err = text.no_level()
    elif args.solo is None and not 2 <= len(levels) <= 4:
        err = text.players(len(levels))
    elif args.solo is not None and len(levels) > 4:
        err = text.solo_levels(len(levels))
    if err is not None:
        print(f"project-l simulate: {err}", file=sys.stderr)
        return 2
    deck = None
    if args.deck:
        try:
            deck = read_playable_deck(args.deck, [1 if args.solo else len(levels)])
        except InvalidDeck as exc:
            print(f"project-l simulate: {visible(args.deck)}: {visible(str(exc))}",
                  file=sys.stderr)
            return 2
    folder = None
    if args.records:
        folder = Path(args.records)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            print(f"project-l simulate: {text.cannot_create(folder, str(exc.strerror))}",
                  file=sys.stderr)
            return 2
    count = args.games * len(levels) if args.solo else args.games
    print(text.start(count, levels, args.solo, args.seed, args.seed + args.games - 1,
                     args.budget, args.jobs), flush=True)
    if deck is not None:
        print(text.deck(visible(deck.name)), flush=True)
    tally = Tally(levels)
    games = played(tasks(levels, args.games, args.seed, args.solo, args.budget, deck), args.jobs)
    try:
        for o in games:
            tally.add(o)
            if folder is not None:
                _write_record(folder, o)
    except WriteFailed as exc:
        print(f"project-l simulate: {text.cannot_write(str(exc))}", file=sys.stderr)
        return 2
    finally:
        games.close()  # (stopped early, by Ctrl+C too: its worker processes end now)
    print(report(tally, args.solo, text))
    if folder is not None:
        print(text.records(tally.games, folder))
    return 0
