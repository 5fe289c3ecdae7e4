"""Where the hard player's solo losses come from: two upper bounds. Prints its figures; asserts
nothing.

    python bench/solo_limits.py [--solo unbeatable] [--games N] [--seed S] [--jobs J]
                                [--cap ACTIONS] [--no-seeing] [--no-endgame]

Deal ``S + i`` is played with player seed ``i`` (as ``bench/ai_anytime.py --solo``), by the
hard player with its 1 s search sizes and no clock, three ways:

1. **hard**: as the game plays it.
2. **seeing**: the same player, but every world it imagines is the true one (its guesses of the
   face-down deck are replaced by the deck itself; a diagnosis, never a way to play): what not
   knowing the hidden cards costs it.
3. **endgame**: game 1 again up to the moment the solo deck is empty; from there the rest of
   the game hides nothing (the automaton is deterministic), and an exhaustive search over the
   player's candidate actions (``app.ai.moves.candidates``, Finishing Touches by
   ``best_finish``, positions met again looked up) finds the best final margin any such play
   reaches. It is given up after ``--cap`` actions applied (shown as ``>cap``). Compared with
   game 1's own finish, it says how much the hard player's endgame leaves on the table.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_anytime import make, seeing_the_deck
from ai_strength import run_all

from app.ai.evaluate import Evaluator
from app.ai.match import new_record, play_game
from app.ai.moves import best_finish, candidates
from app.ai.player import public_key
from app.ai.search import SearchAI
from app.rules import GameState, Phase, apply


@dataclass(frozen=True, slots=True)
class Deal:
    """One solo deal (picklable: it crosses into a worker process)."""

    index: int
    seed: int
    difficulty: str
    seeing: bool
    endgame: bool
    cap: int


@dataclass(frozen=True, slots=True)
class Row:
    deal: int
    hard: int  # final margin over the automaton
    seeing: int | None
    left: int | None  # the player's actions left when the deck emptied (None: it never did)
    best: float | None  # the exhaustive search's best margin from there (None: given up)
    applied: int


class _Exhausted(Exception):
    """The search applied its cap of actions."""


def player(index: int) -> SearchAI:
    """The hard player of ``bench/ai_anytime.py --player hard --solo`` (the same games)."""
    return cast(SearchAI, make("hard", index, solo=True))


def margin(state: GameState) -> int:
    solo = state.solo
    assert solo is not None
    return state.players[0].score - solo.opponent_points


def best_margin(state: GameState, ev: Evaluator, patience: int | None, cap: int) -> tuple[float | None, int]:
    """(the best final margin from ``state`` over every play of the candidate actions, or None
    if the search applied more than ``cap`` actions; actions applied)."""
    memo: dict[int, float] = {}
    applied = 0

    def best(s: GameState) -> float:
        nonlocal applied
        if s.phase is Phase.FINISHED:
            return float(margin(s))
        if s.phase is Phase.FINISHING_TOUCHES and not s.pending:
            return best(apply(s, best_finish(s, ev.costs), validate=False))
        key = public_key(s)
        got = memo.get(key)
        if got is not None:
            return got
        value = -1e9
        for a in candidates(s, ev.costs, patience):
            applied += 1
            if applied > cap:
                raise _Exhausted
            value = max(value, best(apply(s, a, validate=False)))
        memo[key] = value
        return value

    try:
        return best(state), applied
    except _Exhausted:
        return None, applied


def play(deal: Deal) -> Row:
    seed = deal.seed + deal.index
    ai = player(deal.index)
    state = new_record(["hard"], seed, deal.difficulty, None).initial_state()
    left: int | None = None
    found: float | None = None
    applied = 0
    while state.phase is not Phase.FINISHED:
        solo = state.solo
        assert solo is not None
        if deal.endgame and left is None and not solo.deck and state.phase is Phase.PLAYING \
                and not state.pending:
            left = state.actions_left
            found, applied = best_margin(state, ai.evaluator(state), ai.patience, deal.cap)
        state = apply(state, ai.choose(state), validate=False)
    seeing = None
    if deal.seeing:
        with seeing_the_deck():  # the true deck: the player's guesses see it
            seeing = margin(play_game([player(deal.index)], seed, deal.difficulty).state)
    return Row(seed, margin(state), seeing, left, found, applied)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--solo", choices=("standard", "challenging", "unbeatable"),
                    default="unbeatable")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=10_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--cap", type=int, default=600_000, help="actions the exhaustive search "
                    "may apply per deal before it is given up")
    ap.add_argument("--no-seeing", action="store_true", help="skip the player that sees the deck")
    ap.add_argument("--no-endgame", action="store_true", help="skip the exhaustive endgame")
    args = ap.parse_args(argv)
    start = time.monotonic()
    rows: list[Row] = run_all(
        [Deal(i, args.seed, args.solo, not args.no_seeing, not args.no_endgame, args.cap)
         for i in range(args.games)], args.jobs, play)
    print("deal    hard  seeing  actions-left-at-empty  best-from-there  (actions applied)")
    for r in rows:
        best = "-" if r.left is None else ">cap" if r.best is None else f"{r.best:+.0f}"
        print(f"{r.deal}  {r.hard:+4d}  {'-' if r.seeing is None else f'{r.seeing:+4d}':>6}  "
              f"{'-' if r.left is None else r.left:>21}  {best:>15}  ({r.applied})")
    n = len(rows)
    print(f"\n{args.solo}, deals {args.seed} to {args.seed + n - 1}, {time.monotonic() - start:.0f} s")
    print(f"  hard:   won {sum(r.hard > 0 for r in rows)} of {n}, "
          f"mean margin {sum(r.hard for r in rows) / n:+.2f}")
    seen = [r.seeing for r in rows if r.seeing is not None]
    if seen:
        print(f"  seeing: won {sum(s > 0 for s in seen)} of {len(seen)}, "
              f"mean margin {sum(seen) / len(seen):+.2f}")
    done = [r for r in rows if r.best is not None]
    if done:
        better = [r for r in done if r.best is not None and r.best > r.hard]
        saved = [r for r in done if r.best is not None and r.best > 0 >= r.hard]
        print(f"  endgame: searched to the end on {len(done)} of {n} deals: a better finish on "
              f"{len(better)} (by {sum((r.best or 0) - r.hard for r in better):.0f} points in "
              f"all), a lost or tied game won on {len(saved)}; given up on "
              f"{sum(r.left is not None and r.best is None for r in rows)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
