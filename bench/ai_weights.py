"""A variant of the evaluation's weights against the default: the self-play match that sets the
weights (app/ai/evaluate.py, ``Weights``). Prints its figures; asserts nothing.

    python bench/ai_weights.py black_rate=1.0 [rate=1.2 ...] [--level medium|hard]
                               [--players 2|3|4] [--games N] [--jobs J] [--seed S]
                               [--learned FILE [--blend B]] [--model FILE]
                               [--search-budget S]

Every game seats one player with the variant's weights and the others with the default
weights, all of ``--level`` (hard with the fixed search of its 1 s budget, no clock:
bench/ai_ladder.py's ``FIXED_SEARCH``; medium with no clock either), so the figures do not
depend on the machine or its load. Deals come ``--players`` games in a row (deal seed S, S+1,
...), the variant in each seat in turn, so every deal is played from every seat.

With ``--learned FILE`` the variant judges with that learned evaluation (app/ai/learned.py,
made by bench/train_value.py) instead of the hand-set one (``--blend``: the share of a
correction model's correction applied, in place of the file's), with the weights' changes, if any, on top
(only ``opponent`` and the clock's weights matter to it). With ``--model FILE`` every seat, the
variant's and the others', judges with that learned model (the variant's own ``--learned``, if
given, takes its place for the variant). With ``--search-budget S`` (hard only) the variant
searches with the sizes its search gets from a budget of S seconds (app/ai/search.py,
``settings_for``; still no clock) instead of the fixed search of 1 s: whether the hard player is
stronger with more time.

Prints the variant seat's share of the wins (a tie split between its winners) with its Wilson
95% interval against the fair share 1/n, its mean margin over the best other seat with a t
interval, and the mean number of rounds.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from dataclasses import dataclass, fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_ladder import FIXED_SEARCH
from ai_strength import run_all

from app.ai.evaluate import Weights
from app.ai.greedy import GreedyAI
from app.ai.learned import ValueModel
from app.ai.match import play_game
from app.ai.player import AIPlayer
from app.ai.search import SearchAI, SearchSettings, settings_for
from app.core.stats import wilson


@dataclass(frozen=True, slots=True)
class Game:
    """One game of the match (picklable: it crosses into a worker process)."""

    level: str
    players: int
    index: int
    seed: int
    variant: Weights
    model: ValueModel | None = None  # the variant's learned evaluation, if any
    others: ValueModel | None = None  # the other seats' learned evaluation, if any
    search: SearchSettings | None = None  # the variant's search sizes (None: FIXED_SEARCH)


def _player(level: str, seed: int, weights: Weights | None,
            model: ValueModel | None = None, search: SearchSettings | None = None) -> AIPlayer:
    if level == "hard":
        return SearchAI(seed, None, weights, settings=search or FIXED_SEARCH, model=model)
    return GreedyAI(seed, None, weights, model=model)


def play(game: Game) -> tuple[float, int, int]:
    """(the variant's share of the win, its margin over the best other seat, rounds)."""
    n = game.players
    deal = game.seed + game.index // n
    seat = game.index % n
    players = [_player(game.level, deal * 16 + s, game.variant, game.model or game.others,
                       game.search) if s == seat
               else _player(game.level, deal * 16 + s, None, game.others) for s in range(n)]
    result = play_game(players, deal)
    scores = result.scores
    share = 1.0 / len(result.winners) if seat in result.winners else 0.0
    best_other = max(sc for s, sc in enumerate(scores) if s != seat)
    return share, scores[seat] - best_other, result.state.round


def variant_of(changes: list[str]) -> Weights:
    """The default weights with ``name=value`` changes.

    :raises SystemExit: for an unknown weight or a value that is not a number.
    """
    known = {f.name for f in fields(Weights)}
    values: dict[str, float] = {}
    for change in changes:
        name, _, value = change.partition("=")
        if name not in known:
            raise SystemExit(f"unknown weight {name!r} (the weights: {', '.join(sorted(known))})")
        try:
            values[name] = float(value)
        except ValueError:
            raise SystemExit(f"{change!r}: the value is not a number") from None
    return replace(Weights(), **values)


def main(argv: list[str] | None = None) -> int:
    """Play the match and print its figures."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("changes", nargs="*", help="name=value: a weight of the variant")
    ap.add_argument("--level", choices=("medium", "hard"), default="medium")
    ap.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=10_000)
    ap.add_argument("--learned", type=Path, metavar="FILE",
                    help="the variant judges with this learned model (bench/train_value.py)")
    ap.add_argument("--blend", type=float, help="the share of the model's correction applied")
    ap.add_argument("--model", type=Path, metavar="FILE",
                    help="every seat judges with this learned model")
    ap.add_argument("--search-budget", type=float, metavar="S",
                    help="hard: the variant searches with the sizes of an S-second budget")
    args = ap.parse_args(argv)
    variant = variant_of(args.changes)
    model = None if args.learned is None else ValueModel.load(args.learned)
    if args.blend is not None:
        if model is None or not model.residual or not 0.0 <= args.blend <= 1.0:
            ap.error("--blend is a share (0 to 1) of a correction model's correction (--learned)")
        model = replace(model, blend=args.blend)
    others = None if args.model is None else ValueModel.load(args.model)
    search = None
    if args.search_budget is not None:
        if args.level != "hard" or not 0 < args.search_budget <= 100:
            ap.error("--search-budget is a hard player's seconds (above 0, at most 100)")
        search = settings_for(args.search_budget, False, args.players)
    if model is None and not args.changes and search is None:
        ap.error("say what the variant changes: weights (name=value), --learned or "
                 "--search-budget")
    games = [Game(args.level, args.players, i, args.seed, variant, model, others, search)
             for i in range(args.games)]
    out = run_all(games, args.jobs, play)
    shares = [o[0] for o in out]
    margins = [o[1] for o in out]
    k = len(out)
    lo, hi = wilson(sum(shares), k)
    half = 1.96 * statistics.stdev(margins) / math.sqrt(k) if k > 1 else math.inf
    print(f"{args.level}, {args.players} players, {k} games on deals {args.seed} to "
          f"{args.seed + (k - 1) // args.players}, the variant "
          f"{' '.join(args.changes + ([f'learned ({args.learned.name}, blend {model.blend:g})'] if model else []) + ([f'searching as with {args.search_budget:g} s ({search})'] if search else []))} "
          "in every seat in turn"
          + (f", every seat judging with {args.model.name}" if others else "") + ":")
    print(f"  the variant's share of the wins: {sum(shares) / k:.3f} (95% {lo:.3f} to {hi:.3f}), "
          f"fair {1 / args.players:.3f}")
    print(f"  its margin over the best other seat: {statistics.fmean(margins):+.2f} "
          f"(95% +-{half:.2f}); rounds {statistics.fmean(o[2] for o in out):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
