"""Game analysis: how long a 2-player game takes to analyse, and how well two runs agree.

    python bench/analysis.py [--budget S] [--workers W] [--seed N] [--levels hard,hard]
                             [--games G] [--ai-budget S] [--compare]

Plays ``--games`` 2-player games of the given AI levels (deal seed N, N+1, ...), then analyses
each at the budget (the default budget unless told) with ``--workers`` worker processes:
- twice with the same analysis seed: the figures must be identical (reproducibility: share of
  identical marks 100%, largest value difference 0);
- once more with another analysis seed: the agreement between two independent runs (share of
  turns with the same mark, largest and mean |value difference|), which is the noise of the
  guesses at this budget.
It prints the time per game and per turn, and the losses seen (the figures behind the
thresholds of docs/analysis.md). With ``--compare`` each game is also analysed by the method of
analysis version 3 (the hand-set planner, every candidate played out to the end), with seeds 0
and 1: its time, its own agreement between the two seeds, and its agreement with today's
method (the same mark, the same best turn).
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.ai import make_ai
from app.ai.analysis import DEFAULT_BUDGET, GameAnalysis, analyse, mark_for, record_digest
from app.ai.assess import TurnJob, TurnResult, assess, effort_for, replay_fast, split_turns
from app.ai.match import play_game
from app.rules import Action, GameRecord

Row = tuple[int, float, float, tuple[Action, ...]]
"""One analysed turn: (turn number, played value, best value, best turn)."""


def rows_of(analysis: GameAnalysis) -> list[Row]:
    """The rows of an analysis's verdicts, by turn number."""
    return sorted((v.turn, v.played_value, v.best_value, v.best) for v in analysis.turns)


def rows_of_results(results: Sequence[TurnResult]) -> list[Row]:
    """The rows of the results of :func:`assess`, by turn number."""
    return sorted((r.turn.number, r.played_value, r.best_value, r.best) for r in results)


def compare(a: Sequence[Row], b: Sequence[Row]) -> tuple[float, float, float, float]:
    """(share of turns with the same mark, share with the same best turn, largest and mean
    |loss difference|) of two analyses of the same turns."""
    if not a:
        return 1.0, 1.0, 0.0, 0.0
    same_mark = same_best = 0
    diffs: list[float] = []
    for (n, pa, ba, besta), (m, pb, bb, bestb) in zip(a, b, strict=True):
        assert n == m
        la, lb = max(0.0, ba - pa), max(0.0, bb - pb)
        same_mark += mark_for(la) == mark_for(lb)
        same_best += besta == bestb
        diffs.append(abs(la - lb))
    return same_mark / len(a), same_best / len(a), max(diffs), statistics.fmean(diffs)


def analyse_v3(record: GameRecord, budget: float, seed: int, workers: int) -> list[TurnResult]:
    """Every turn of ``record`` analysed by the method of analysis version 3."""
    effort = replace(effort_for(budget), learned=False)
    key = record_digest(record)
    jobs = [TurnJob(record, key, t, seed, effort) for t in split_turns(replay_fast(record))]
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max(1, workers), mp_context=spawn) as pool:
        return list(pool.map(assess, jobs))


def agreement(a: GameAnalysis, b: GameAnalysis) -> tuple[float, float, float]:
    """(share of turns with the same mark, largest |value difference|, mean |difference|) over
    the played and best values of every turn."""
    same = sum(1 for x, y in zip(a.turns, b.turns, strict=True) if x.mark == y.mark)
    diffs = [
        abs(getattr(x, f) - getattr(y, f))
        for x, y in zip(a.turns, b.turns, strict=True)
        for f in ("played_value", "best_value")
    ]
    share = same / len(a.turns) if a.turns else 1.0
    return share, max(diffs, default=0.0), statistics.fmean(diffs) if diffs else 0.0


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=DEFAULT_BUDGET)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=7, help="deal seed of the first game")
    ap.add_argument("--levels", default="hard,hard")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--ai-budget", type=float, default=1.0, help="the players' seconds a move")
    ap.add_argument("--compare", action="store_true",
                    help="also analyse by the method of analysis version 3 and compare")
    args = ap.parse_args(argv)
    levels = args.levels.split(",")
    effort = effort_for(args.budget)
    print(f"budget {args.budget:g} (worlds {effort.worlds}, candidate turns {effort.plans}, "
          f"beam {effort.beam}), {args.workers} workers, players {'/'.join(levels)}")
    losses: list[float] = []
    for g in range(args.games):
        seed = args.seed + g
        t0 = time.perf_counter()
        players = [make_ai(lv, seed * 16 + s, args.ai_budget) for s, lv in enumerate(levels)]
        game = play_game(players, seed)
        played = time.perf_counter() - t0
        record = game.record
        t0 = time.perf_counter()
        first = analyse(record, None, args.budget, 0, workers=args.workers)
        took = time.perf_counter() - t0
        again = analyse(record, None, args.budget, 0, workers=args.workers)
        other = analyse(record, None, args.budget, 1, workers=args.workers)
        turns = len(first.turns)
        print(f"\ngame {seed}: {len(record.actions)} actions, {turns} turns, scores "
              f"{'-'.join(str(s) for s in game.scores)} (played in {played:.1f} s)")
        print(f"  analysis: {took:.1f} s, {took / max(1, turns):.2f} s per turn "
              f"({took * args.workers / max(1, turns):.2f} s of work per turn)")
        same, worst, _ = agreement(first, again)
        print(f"  same seed twice: identical JSON {first.to_json() == again.to_json()}, "
              f"same marks {100 * same:.0f}%, largest value difference {worst:g}")
        same, worst, mean = agreement(first, other)
        print(f"  another seed: same marks {100 * same:.0f}%, value difference largest "
              f"{worst:.2f}, mean {mean:.2f} points")
        for s in first.summaries:
            print(f"  player {s.player}: accuracy {s.accuracy:.0f}, mean loss {s.mean_loss:.2f}, "
                  f"slips {s.slips}, mistakes {s.mistakes}, blunders {s.blunders}, "
                  f"biggest swings {list(s.biggest_swings)}")
        print(f"  decided at turn {first.decided_at}")
        if args.compare:
            t0 = time.perf_counter()
            old = rows_of_results(analyse_v3(record, args.budget, 0, args.workers))
            old_took = time.perf_counter() - t0
            old_other = rows_of_results(analyse_v3(record, args.budget, 1, args.workers))
            marks, bests, worst, mean = compare(old, old_other)
            print(f"  version 3 method: {old_took:.1f} s; another seed: same marks "
                  f"{100 * marks:.0f}%, same best turn {100 * bests:.0f}%, loss difference "
                  f"largest {worst:.2f}, mean {mean:.2f}")
            marks, bests, worst, mean = compare(rows_of(first), rows_of(other))
            print(f"  this method, another seed: same marks {100 * marks:.0f}%, same best turn "
                  f"{100 * bests:.0f}%, loss difference largest {worst:.2f}, mean {mean:.2f}")
            marks, bests, worst, mean = compare(rows_of(first), old)
            print(f"  this method against version 3: same marks {100 * marks:.0f}%, same best "
                  f"turn {100 * bests:.0f}%, loss difference largest {worst:.2f}, mean "
                  f"{mean:.2f}")
        for v in first.turns:
            if v.mark is not None:
                print(f"    turn {v.turn} (round {v.round}, player {v.player}): loss "
                      f"{v.loss:.2f} {v.mark.value}: {v.reason}")
        losses += [v.loss for v in first.turns]
    if losses:
        ordered = sorted(losses)
        q = [ordered[min(len(ordered) - 1, int(p * len(ordered)))] for p in (0.5, 0.9, 0.95)]
        print(f"\nlosses over {len(losses)} turns: median {q[0]:.2f}, 90% {q[1]:.2f}, "
              f"95% {q[2]:.2f}, largest {ordered[-1]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
