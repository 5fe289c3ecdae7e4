"""Measure how far the evaluation's margin is from the final margin in the hard player's solo
games: the tables behind app/ai/odds.py. Prints its figures; asserts nothing.

    python bench/solo_odds.py [--games N] [--seed S] [--jobs J] [--margin]

N games (30 by default) are dealt from seeds S, S+1, ... (20,000 by default: not the deals
of the strength matches, which start at 0 and 10,000), at challenging and unbeatable in turn,
and played by the hard player with its 1 s search sizes and no clock, so every game is a
function of its seed. ``--margin`` plays the hard player that maximises the expected margin
(``play_to_win=False``), as before the chance of winning was its aim. At every decision of the
player the evaluation's margin (the player's own ``Evaluator.value``, ``--solo-model``'s when
one is given) and the player's actions left are kept,
and at the end the final margin. Each position goes to the knot nearest its actions left; the
table gives, per knot, the mean of (final margin - evaluation's margin) and its spread
(population standard deviation), in the form of ``app.ai.odds.ODDS_TABLE``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_strength import run_all

from app.ai.learned import ValueModel, shipped_model
from app.ai.match import play_game
from app.ai.search import SearchAI, settings_for
from app.rules import Phase, apply

KNOTS = (1.0, 2.0, 3.0, 6.0, 9.0, 12.0, 15.0, 18.0, 21.0, 24.0, 30.0)
"""Actions left at which the table has a row (app.ai.odds interpolates between them)."""


@dataclass(frozen=True, slots=True)
class Job:
    """One solo game (picklable: it crosses into a worker process)."""

    deal: int
    difficulty: str
    to_win: bool
    solo_model: str = ""  # a solo model's file ("": the hand-set evaluation, as the game's)


def positions(job: Job) -> list[tuple[float, float, int]]:
    """(evaluation's margin, actions left, final margin) at each of the player's decisions."""
    solo_model = ValueModel.load(Path(job.solo_model)) if job.solo_model else None
    ai = SearchAI(job.deal, None, settings=settings_for(1.0, True, 1), model=shipped_model(),
                  play_to_win=job.to_win, solo_model=solo_model)
    result = play_game([ai], job.deal, job.difficulty)
    solo = result.state.solo
    assert solo is not None
    final = result.state.players[0].score - solo.opponent_points
    state = result.record.initial_state()
    ev = ai.evaluator(state)  # the player's own judgement: the table corrects it
    rows = []
    for action in result.record.actions:
        if state.phase is Phase.PLAYING and not state.pending and state.current == 0:
            rows.append((ev.value(state, 0), ev.actions_left(state, 0), final))
        state = apply(state, action, validate=False)
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=20_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--margin", action="store_true", help="the player that maximises the margin")
    ap.add_argument("--solo-model", default="", metavar="FILE",
                    help="a model fitted on solo games for the player to judge them with "
                    "(default: the hand-set evaluation, as the game's)")
    args = ap.parse_args(argv)
    jobs = [Job(args.seed + i, ("challenging", "unbeatable")[i % 2], not args.margin,
                args.solo_model)
            for i in range(args.games)]
    t0 = time.perf_counter()
    rows = [r for rs in run_all(jobs, args.jobs, positions) for r in rs]
    near: dict[float, list[float]] = {k: [] for k in KNOTS}
    for value, actions, final in rows:
        knot = min(KNOTS, key=lambda k: (abs(k - actions), k))
        near[knot].append(final - value)
    print(f"{len(rows)} positions of {args.games} games, deals {args.seed}-"
          f"{args.seed + args.games - 1}, {'margin' if args.margin else 'to win'}, "
          f"{time.perf_counter() - t0:.0f} s")
    print("ODDS_TABLE = (")
    for k in KNOTS:
        d = near[k]
        if len(d) >= 2:
            print(f"    ({k}, {statistics.fmean(d):.2f}, {statistics.pstdev(d):.2f}),  # {len(d)}")
    print(")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
