"""The two analysis methods against a reference: whose better turns are really better?

    python bench/analysis_reference.py [--seeds 3 4 5 6] [--budget 6] [--worlds 48]

Plays a two-player game of the hard player against itself for each deal seed (no clock: the
search sizes of its 1 s budget, so each game is a function of its seed), then analyses every turn at the budget
by today's method (analysis version 4: in two-player games the learned evaluation's planner and
two rounds of play-out, then its judgement) and by version 3's (the hand-set planner, every
candidate played out to the end). Wherever either method's best turn differs from the turn
played, the played turn and both best turns are played out to the end by the medium players in
``--worlds`` other worlds (version 3's own measure, with more worlds: the reference). It prints
each such turn, then per method: the reference gain of its best turns over the turns played,
summed; the turns it marked (loss of 1 point or more) and how many of them were false (a
reference gain below 0.5); the turns where the other method found a turn better by a point or
more and it did not; and its processor time. Asserts nothing; docs/analysis.md has the figures.
About 25 minutes for the four default seeds on one core.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.ai.analysis import SLIP, record_digest
from app.ai.assess import (
    Player,
    Turn,
    TurnJob,
    TurnResult,
    assess,
    effort_for,
    final_margins,
    guess_world,
    replay_fast,
    shown_cards,
    split_turns,
    world_rng,
)
from app.ai.learned import shipped_model
from app.ai.match import play_game
from app.ai.search import SearchAI
from app.rules import Action, GameState

FALSE = 0.5
"""A mark is false when the reference gain of its best turn is below this many points."""


@dataclass
class Tally:
    """One method's figures."""

    gain: float = 0.0
    marks: int = 0
    false: int = 0
    missed: int = 0
    seconds: float = 0.0


def reference(states: Sequence[GameState], turn: Turn, plans: Sequence[tuple[Action, ...]],
              worlds: int) -> list[float]:
    """The mean final margin of the turn's player after each plan, played out to the end by
    the medium players in ``worlds`` worlds other than the analyses' (seed 99)."""
    start = states[turn.first]
    shown = shown_cards(start, states[turn.end])
    player = Player(None, None)
    totals = [0.0] * len(plans)
    for k in range(worlds):
        world = guess_world(start, shown, world_rng(99, turn.number, k, "deal"))
        for c, plan in enumerate(plans):
            rng = world_rng(99, turn.number, k, "play")
            after = player.play_turn(world, plan, turn, rng)
            totals[c] += final_margins(player.play_out(after, rng))[turn.player]
    return [t / worlds for t in totals]


def main(argv: list[str] | None = None) -> int:
    """Play, analyse both ways, check against the reference and print the figures."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=[3, 4, 5, 6])
    ap.add_argument("--budget", type=float, default=6.0)
    ap.add_argument("--worlds", type=int, default=48)
    args = ap.parse_args(argv)
    effort = effort_for(args.budget)
    model = shipped_model()  # the hard player's (make_ai would give it its 1 s clock)
    methods = {"version 4": effort, "version 3": replace(effort, learned=False)}
    tally = {name: Tally() for name in methods}
    turns = 0
    for seed in args.seeds:
        players = [SearchAI(seed * 16 + s, None, model=model) for s in range(2)]
        record = play_game(players, seed).record
        states = replay_fast(record)
        key = record_digest(record)
        for turn in split_turns(states):
            turns += 1
            got: dict[str, TurnResult] = {}
            for name, eff in methods.items():
                t0 = time.process_time()
                got[name] = assess(TurnJob(record, key, turn, 0, eff))
                tally[name].seconds += time.process_time() - t0
            if all(r.best == r.played for r in got.values()):
                continue
            first = next(iter(got.values()))
            ref = reference(states, turn, [first.played, *(r.best for r in got.values())],
                            args.worlds)
            gains = {name: ref[1 + i] - ref[0] for i, name in enumerate(got)}
            words = []
            for name, r in got.items():
                loss = r.best_value - r.played_value
                t = tally[name]
                t.gain += gains[name]
                if loss >= SLIP:
                    t.marks += 1
                    t.false += gains[name] < FALSE
                if any(g >= SLIP and gains[name] < g - FALSE
                       for other, g in gains.items() if other != name):
                    t.missed += 1
                words.append(f"{name} loss {loss:.2f}, reference gain {gains[name]:+.2f}")
            print(f"game {seed}, turn {turn.number} (round {turn.round}, player {turn.player}): "
                  + "; ".join(words), flush=True)
    print(f"\n{turns} turns of {len(args.seeds)} games, budget {args.budget:g}, reference "
          f"{args.worlds} worlds")
    for name, t in tally.items():
        print(f"{name}: reference gain of its best turns {t.gain:+.2f} in all; {t.marks} turns "
              f"marked, {t.false} of them false; {t.missed} missed; {t.seconds:.0f} s of "
              f"processor time")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
