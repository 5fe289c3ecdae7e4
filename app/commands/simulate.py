"""``project-l simulate``: AI games played headless, with statistics per AI level.

    project-l simulate --players hard,medium [--games N] [--seed S] [--solo DIFFICULTY]
                       [--jobs J] [--records DIR] [--budget SECONDS]

Game ``g`` is dealt from seed ``S + g``; the seats rotate between games so that every level
plays every seat. With ``--solo`` each listed level plays the solo variant on the same seeds.
``--records DIR`` writes every game as a record that ``project-l replay`` accepts.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.ai import HARD_BUDGET, LEVELS, make_ai
from app.ai.match import play_game
from app.model.atomic import WriteFailed, atomic_write_bytes
from app.rules.deck import DIFFICULTIES


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
    p.add_argument("--games", type=int, default=10, help="games to play (default 10)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    p.add_argument("--solo", choices=DIFFICULTIES, help="play the solo variant at this difficulty")
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel (default 1)")
    p.add_argument("--records", metavar="DIR", help="write every game's record into DIR")
    p.add_argument(
        "--budget",
        type=float,
        default=HARD_BUDGET,
        help=f"seconds per decision of the hard AI (default {HARD_BUDGET})",
    )


@dataclass(frozen=True, slots=True)
class Task:
    """One game to play."""

    index: int
    seed: int
    levels: tuple[str, ...]  # per seat
    solo: str | None
    budget: float


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
    levels: Sequence[str], games: int, seed: int, solo: str | None, budget: float
) -> Iterator[Task]:
    """The games to play: seats rotate between games; solo: every level on every seed."""
    if solo is not None:
        i = 0
        for g in range(games):
            for lv in levels:
                yield Task(i, seed + g, (lv,), solo, budget)
                i += 1
        return
    n = len(levels)
    for g in range(games):
        seats = tuple(levels[(s + g) % n] for s in range(n))
        yield Task(g, seed + g, seats, None, budget)


def play(task: Task) -> Outcome:
    """Play one game (in a worker process when ``--jobs`` > 1)."""
    players = [
        make_ai(lv, task.seed * 16 + s, task.budget if lv == "hard" else None)
        for s, lv in enumerate(task.levels)
    ]
    names = [f"{lv.capitalize()} AI {s + 1}" for s, lv in enumerate(task.levels)]
    result = play_game(players, task.seed, task.solo, names=names)
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


def _p99(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)]


def _sd(values: Sequence[float]) -> float:
    return statistics.stdev(values) if len(values) > 1 else 0.0


def report(outcomes: Sequence[Outcome], levels: Sequence[str], solo: str | None) -> str:
    """The statistics table, one line per AI level."""
    order = list(dict.fromkeys(levels))
    header = (
        f"{'player':<8} {'games':>5} {'wins':>5} {'win rate':>8} {'score':>7} {'sd':>6} "
        f"{'puzzles':>7} {'mean ms':>8} {'p99 ms':>8}"
    )
    if solo is not None:
        header += f" {'automaton':>9} {'margin':>7}"
    lines = [header]
    for lv in order:
        games = wins = 0
        scores: list[float] = []
        puzzles: list[float] = []
        times: list[float] = []
        autos: list[float] = []
        margins: list[float] = []
        for o in outcomes:
            seats = [s for s, x in enumerate(o.levels) if x == lv]
            if not seats:
                continue
            games += 1
            if any(s in o.winners for s in seats):
                wins += 1
            for s in seats:
                scores.append(o.scores[s])
                puzzles.append(o.completed[s])
                times += o.times[s]
                if o.automaton is not None:
                    autos.append(o.automaton)
                    margins.append(o.scores[s] - o.automaton)
        if not games:
            continue
        rate = 100.0 * wins / games
        mean_ms = 1000.0 * statistics.fmean(times) if times else 0.0
        p99_ms = 1000.0 * _p99(times) if times else 0.0
        line = (
            f"{lv:<8} {games:>5} {wins:>5} {rate:>7.1f}% {statistics.fmean(scores):>7.2f} "
            f"{_sd(scores):>6.2f} {statistics.fmean(puzzles):>7.2f} {mean_ms:>8.1f} {p99_ms:>8.1f}"
        )
        if solo is not None:
            line += f" {statistics.fmean(autos):>9.2f} {statistics.fmean(margins):>+7.2f}"
        lines.append(line)
    return "\n".join(lines)


def _write_record(folder: Path, outcome: Outcome) -> None:
    name = f"game-{outcome.index + 1:04d}-{'-'.join(outcome.levels)}.json"
    atomic_write_bytes(folder / name, outcome.record)


def run(args: argparse.Namespace) -> int:
    """Exit 0 when all games were played, 2 for bad options or an unwritable folder."""
    levels = [x.strip().lower() for x in str(args.players).split(",") if x.strip()]
    bad = [x for x in levels if x not in LEVELS]
    err = None
    if bad:
        err = f"unknown AI level {bad[0]!r} (choose {', '.join(LEVELS)})"
    elif not levels:
        err = "--players needs at least one AI level"
    elif args.solo is None and not 2 <= len(levels) <= 4:
        err = f"a game has 2 to 4 players, not {len(levels)} (or use --solo)"
    elif args.games < 1:
        err = "--games must be at least 1"
    elif args.jobs < 1:
        err = "--jobs must be at least 1"
    elif not args.budget > 0:
        err = "--budget must be positive"
    if err is not None:
        print(f"project-l simulate: {err}", file=sys.stderr)
        return 2
    folder = None
    if args.records:
        folder = Path(args.records)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            print(f"project-l simulate: cannot create {folder}: {exc.strerror}", file=sys.stderr)
            return 2
    todo = list(tasks(levels, args.games, args.seed, args.solo, args.budget))
    kind = f"solo {args.solo}" if args.solo else f"{len(levels)} players"
    print(
        f"{len(todo)} games ({kind}; {', '.join(levels)}), seeds {args.seed}-"
        f"{args.seed + args.games - 1}, hard budget {args.budget:g} s, {args.jobs} job(s)"
    )
    outcomes: list[Outcome] = []
    try:
        if args.jobs == 1:
            results: Iterator[Outcome] = map(play, todo)
            for o in results:
                outcomes.append(o)
                if folder is not None:
                    _write_record(folder, o)
        else:
            with ProcessPoolExecutor(max_workers=args.jobs) as pool:
                for o in pool.map(play, todo):
                    outcomes.append(o)
                    if folder is not None:
                        _write_record(folder, o)
    except WriteFailed as exc:
        print(f"project-l simulate: cannot write a record: {exc}", file=sys.stderr)
        return 2
    print(report(outcomes, levels, args.solo))
    if folder is not None:
        print(f"records: {len(outcomes)} written to {folder}")
    return 0
