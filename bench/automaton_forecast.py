"""How well the solo evaluation foresees the automaton's points. Prints its figures; asserts
nothing.

    python bench/automaton_forecast.py [--solo unbeatable] [--games N] [--seed S]

N solo games (30 by default) of the medium player (player seed i on deal S + i, S = 10,000 by
default, as ``bench/ai_anytime.py --solo``) are played to the end. At the start of each of the
player's turns, the automaton's points so far plus what the evaluation expects it still to take
(``Evaluator.automaton_future``) are compared with the points it had at the end, by two models:

- **forecast**: the evaluation's own, which plays the automaton's rule forward on the grid (the
  locks keep cards from it, for as many turns as the counters take to move);
- **pool** (the evaluation before 2026-11-29, kept here as the baseline): the next take exactly,
  then the best cards of the grid and the deck's expected ones, whatever the locks.

Both take the game's length from the solo clock (the pool its expected number of takes, the
forecast its rounds, playing the stalls itself). Per model: the mean error (bias; > 0:
too many points expected) and the mean absolute error, overall and by cards left in the deck.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.ai.evaluate import Evaluator
from app.ai.greedy import GreedyAI
from app.ai.hidden import expected_points, solo_deck_colours
from app.ai.match import play_game
from app.rules import GameState, Phase, apply


def pool_future(ev: Evaluator, state: GameState) -> float:
    """The automaton's points still to come, as the evaluation judged them before 2026-11-29:
    its next take exactly, then the best of the grid's and the deck's (expected) cards for each
    take the solo clock expects, whatever the locks."""
    solo = state.solo
    assert solo is not None
    if state.phase is not Phase.PLAYING:
        return 0.0
    pz = state.deck.puzzle_by_id
    nxt = ev.automaton_next(state)
    rest = ev.automaton_turns(state)[0]
    if rest <= 0:
        return float(nxt)
    pool = sorted((float(pz[pid].points) for pid in solo.grid if pid is not None), reverse=True)
    if nxt and nxt in pool:
        pool.remove(nxt)
    nw, nb = solo_deck_colours(state)
    ew, eb = expected_points(state)
    pool += [ew] * nw + [eb] * nb
    pool.sort(reverse=True)
    k = int(rest)
    frac = rest - k
    return nxt + sum(pool[:k]) + (pool[k] * frac if k < len(pool) else 0.0)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--solo", choices=("standard", "challenging", "unbeatable"),
                    default="unbeatable")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=10_000)
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    errors: dict[str, list[float]] = {"forecast": [], "pool": []}
    stages: dict[str, dict[int, list[float]]] = {"forecast": {}, "pool": {}}
    for i in range(args.games):
        result = play_game([GreedyAI(i, None)], args.seed + i, args.solo)
        assert result.state.solo is not None
        final = result.state.solo.opponent_points
        state = result.record.initial_state()
        ev = Evaluator(state)
        for action in result.record.actions:
            solo = state.solo
            if solo is not None and state.phase is Phase.PLAYING and state.actions_left == 3:
                stage = len(solo.deck) // 4
                for name, future in (("forecast", ev.automaton_future(state)),
                                     ("pool", pool_future(ev, state))):
                    error = solo.opponent_points + future - final
                    errors[name].append(error)
                    stages[name].setdefault(stage, []).append(error)
            state = apply(state, action, validate=False)
    print(f"{args.solo}, medium, deals {args.seed}-{args.seed + args.games - 1}: "
          f"{len(errors['forecast'])} positions (a turn's start), {time.perf_counter() - t0:.0f} s")
    for name in ("forecast", "pool"):
        e = errors[name]
        print(f"{name:9s} bias {statistics.mean(e):+.2f}  mean absolute error "
              f"{statistics.mean(abs(x) for x in e):.2f} points")
        for stage in sorted(stages[name]):
            v = stages[name][stage]
            print(f"    deck {4 * stage:2d}-{4 * stage + 3:2d} cards: bias {statistics.mean(v):+.2f}"
                  f"  mean absolute error {statistics.mean(abs(x) for x in v):.2f}  ({len(v)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
