"""The anytime player (app/ai/anytime.py) in seeded two-player matches, without a clock.
Prints its figures; asserts nothing.

    python bench/ai_anytime.py [--player anytime:48] [--against hard] [--games 100]
                               [--seed 10000] [--jobs 2]
                               [--solo DIFFICULTY [--solo-model FILE] [--margins FILE]]
                               [--reseed K] [--seeing]
    python bench/ai_anytime.py --agree anytime:24,anytime:72,hard
    python bench/ai_anytime.py --compare MARGINS_A MARGINS_B

``--agree A,B,...`` asks the players, each alone, for their choice in the same positions (every
third action of three hard-against-hard games, deals 20,001-20,003) and prints how often each
two of them chose the same action.

A player is ``anytime:N`` (N play-outs a decision; the candidates of a 1 s budget; its
play-outs go on for two rounds, ``anytime:N:R`` for R rounds and ``anytime:N:end`` to the
game's end),
``hard`` (the shipped hard player, judging with the learned model, with the fixed search of its
1 s budget: bench/ai_ladder.py's ``FIXED_SEARCH``; in solo games the sizes of its 1 s budget),
``hard:S`` (the same with the search sizes of an S-second budget, ``settings_for``),
``hard:wWpPdD`` (the same with W worlds, P plans and D own turns played out, the default beam;
``hard:wWpPdDrR``: every later turn of a play-out, the player's own and the rivals', planned
with a beam of R instead of played by medium, ``SearchSettings.replies``; ``hard-margin`` takes
them too),
``hard:wWpPdD[rR]@N`` (solo games: the 1 s sizes until the solo deck holds at most N cards,
then those sizes: docs/ai.md, "Playing on to the end near the end"),
``hard-margin`` or ``hard-margin:S`` (the hard player that maximises the expected margin in solo
games instead of the chance of winning, as before 2026-11-29) or ``medium``. No player looks at a clock,
so the figures do not depend on the machine or its load: all the work is counted. Deals come
two games in a row (deal seed S, S+1, ...), ``--player`` in each seat in turn, so every deal is
played from both seats.

Prints ``--player``'s share of the wins (a tie split) with its Wilson 95% interval, its mean
margin with a t interval, the mean number of rounds, and each side's processor seconds per
decision (its mean over the decisions that had a choice is what to compare with a budget).

With ``--solo``, each deal is one solo game of ``--player`` against the automaton;
``--solo-model`` has the hard (or medium) player judge them with a model fitted on solo games
(bench/train_value.py ``--players 1``), and ``--margins`` writes each deal's final margin, for
paired comparisons of two players on the same deals.

``--compare A B`` compares two ``--margins`` files deal by deal (the same deals, two players):
the deals only one of them won and the exact sign test on them (McNemar's), and the mean
difference of margins with its paired t interval and test. Pairs see more than two separate
win rates: most deals go the same way for both players, and only the others say which is
stronger.

``--reseed K`` moves every player's seed by K and leaves the deals alone: the same players on
the same deals with other random numbers (the worlds they guess), to see how much of a result
is the players' own luck (docs/ai.md: re-seeded, the same 1 s player flips 43 of 200 unbeatable
solo deals).

``--seeing`` (solo games only) lets the player see the face-down deck: every world it guesses is
the true one (as ``bench/solo_limits.py``; a diagnosis, never a way to play). Its ``--margins``
against the same player's without it say what not knowing the hidden cards costs, deal by deal.

``anytime:N`` against ``anytime:M`` asks whether the player is stronger with more time; against
``hard``, whether it is stronger than today's hard player.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import math
import random
import re
import statistics
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_ladder import FIXED_SEARCH
from ai_strength import run_all

from app.ai.anytime import HORIZON, AnytimeAI, anytime_settings
from app.ai.greedy import GreedyAI
from app.ai.learned import ValueModel, shipped_model
from app.ai.match import play_game
from app.ai.player import AIPlayer, Deadline
from app.ai.search import SearchAI, SearchSettings, settings_for
from app.core.stats import binomial_cdf, mean_interval, t_cdf, wilson
from app.rules import Action, GameState, Phase, apply


class Timed:
    """A player whose decisions' processor time is recorded."""

    def __init__(self, inner: AIPlayer) -> None:
        self.inner = inner
        self.level = inner.level
        self.times: list[float] = []

    def choose(self, state: GameState, **kw: object) -> object:
        t = time.process_time()
        action = self.inner.choose(state)
        self.times.append(time.process_time() - t)
        return action


def make(spec: str, seed: int, solo: bool = False, solo_model: str = "") -> AIPlayer:
    """The player of a ``--player``/``--against`` spec; ``solo_model``: the file of a model that
    the hard player judges solo games with ("": the hand-set evaluation, as the game's)."""
    model = shipped_model()
    name, _, sizes = spec.partition(":")
    seconds = _seconds(sizes) if sizes else None
    late = re.fullmatch(r"(w\d+p\d+d\d+(?:r\d+)?)@(\d+)", sizes)
    if name in ("hard", "hard-margin") and late and solo:
        # the 1 s sizes until the solo deck holds at most N cards, then the sizes given
        return LateSwitch(make(name, seed, True, solo_model),
                          make(f"{name}:{late.group(1)}", seed, True, solo_model),
                          int(late.group(2)))
    given = re.fullmatch(r"w(\d+)p(\d+)d(\d+)(?:r(\d+))?", sizes)
    if name in ("hard", "hard-margin") and (not sizes or seconds is not None or given):
        if given:  # sizes given as they are: worlds, plans, own turns played out
            worlds, plans, depth, replies = (int(g or 0) for g in given.groups())
            search = SearchSettings(worlds=max(1, worlds), plans=max(1, plans), depth=depth,
                                    replies=replies)
        elif seconds is not None:  # the sizes of a budget of that many seconds (still no clock)
            search = settings_for(seconds, solo, 1 if solo else 2)
        else:
            search = settings_for(1.0, True, 1) if solo else FIXED_SEARCH
        return SearchAI(seed, None, settings=search, model=model, play_to_win=name == "hard",
                        solo_model=_solo_model(solo_model))
    if spec == "medium":
        return GreedyAI(seed, None, solo_model=_solo_model(solo_model) if solo else None)
    kind, _, rest = spec.partition(":")
    n, _, far = rest.partition(":")
    horizon: int | None = HORIZON
    if far == "end":
        horizon = None
    elif far.isdigit() and int(far) > 0:
        horizon = int(far)
    elif far:
        n = ""
    if kind == "anytime" and n.isdigit() and int(n) > 0:
        return AnytimeAI(seed, None, model=model, anytime=replace(
            anytime_settings(1.0), playouts=int(n), horizon=horizon))
    raise SystemExit(
        f"unknown player {spec!r} (anytime:N[:R|:end], hard[:S|:wWpPdD[rR][@N]], "
        "hard-margin[:S|:wWpPdD[rR]] or medium)")


class LateSwitch(AIPlayer):
    """A solo player that plays as ``early`` until the solo deck holds at most ``cards``
    cards, then as ``late``."""

    def __init__(self, early: AIPlayer, late: AIPlayer, cards: int) -> None:
        super().__init__(early.seed)
        self.level = early.level
        self.early, self.late, self.cards = early, late, cards

    def choose(self, state: GameState, **kw: Any) -> Action:
        solo = state.solo
        which = self.late if solo is not None and len(solo.deck) <= self.cards else self.early
        return which.choose(state, **kw)

    def decide(self, state: GameState, rng: random.Random, deadline: Deadline) -> Action:
        raise NotImplementedError  # choose() hands the decision on


def _solo_model(path: str) -> ValueModel | None:
    """The solo model of ``--solo-model`` (None: the hand-set evaluation)."""
    return ValueModel.load(Path(path)) if path else None


def _seconds(text: str) -> float | None:
    """A positive number of seconds, or None."""
    try:
        value = float(text)
    except ValueError:
        return None
    return value if value > 0 else None


@dataclass(frozen=True, slots=True)
class Game:
    """One game of the match (picklable: it crosses into a worker process)."""

    player: str
    against: str
    index: int
    seed: int
    solo: str | None = None
    solo_model: str = ""
    reseed: int = 0  # added to every player's seed (the deal stays)
    seeing: bool = False  # the player's guesses of the hidden cards are the true ones


def _the_deck(state: GameState, rng: random.Random) -> GameState:
    """``determinize`` for a player that sees the face-down cards: the true state."""
    return state


@contextlib.contextmanager
def seeing_the_deck() -> Iterator[None]:
    """While it lasts, every player's guess of the hidden cards is the true state (a
    diagnosis, never a way to play; bench/solo_limits.py uses it too)."""
    with contextlib.ExitStack() as stack:
        for where in ("app.ai.search", "app.ai.greedy", "app.ai.anytime"):
            stack.enter_context(mock.patch(f"{where}.determinize", _the_deck))
        yield


def play_solo(game: Game) -> tuple[float, int, int, list[float], list[float]]:
    """(1 if the player won the solo game of deal seed + index, else 0; its margin over the
    automaton, rounds, its decision times, no times)."""
    timed = Timed(make(game.player, game.index + game.reseed, solo=True,
                       solo_model=game.solo_model))
    with seeing_the_deck() if game.seeing else contextlib.nullcontext():
        result = play_game([timed], game.seed + game.index, game.solo)  # type: ignore[list-item]
    margin = result.scores[0] - (result.automaton_points or 0)
    return float(bool(result.winners)), margin, result.state.round, timed.times, []


def play(game: Game) -> tuple[float, int, int, list[float], list[float]]:
    """(the player's share of the win, its margin, rounds, its and the other's decision times)."""
    deal = game.seed + game.index // 2
    seat = game.index % 2
    timed = [Timed(make(game.player if s == seat else game.against, deal * 16 + s + game.reseed))
             for s in range(2)]
    result = play_game(timed, deal)  # type: ignore[arg-type]
    scores = result.scores
    share = 1.0 / len(result.winners) if seat in result.winners else 0.0
    return (share, scores[seat] - scores[1 - seat], result.state.round,
            timed[seat].times, timed[1 - seat].times)


def agree(specs: list[str]) -> None:
    """Print how often each two of the players chose the same action in the same positions."""
    for spec in specs:
        make(spec, 0)
    positions: list[GameState] = []
    for deal in (20_001, 20_002, 20_003):
        result = play_game([make("hard", deal * 16), make("hard", deal * 16 + 1)], deal)
        state = result.record.initial_state()
        for i, action in enumerate(result.record.actions):
            if state.phase is Phase.PLAYING and i % 3 == 0:
                positions.append(state)
            state = apply(state, action, validate=False)
    chosen = {spec: [make(spec, k).choose(s) for k, s in enumerate(positions)] for spec in specs}
    n = len(positions)
    print(f"{n} positions (every third action of deals 20001-20003, hard against hard):")
    for a, b in itertools.combinations(specs, 2):
        same = sum(x == y for x, y in zip(chosen[a], chosen[b], strict=True))
        print(f"  {a} and {b} chose the same action {same} times of {n}")


def read_margins(path: Path) -> dict[int, int]:
    """A ``--margins`` file: deal seed -> the player's final margin over the automaton."""
    margins: dict[int, int] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            deal, margin = line.split()
            margins[int(deal)] = int(margin)
    return margins


def compare(path_a: Path, path_b: Path) -> None:
    """Print the paired comparison of two players' solo games on the deals both files hold."""
    a, b = read_margins(path_a), read_margins(path_b)
    deals = sorted(a.keys() & b.keys())
    if not deals:
        raise SystemExit(f"{path_a} and {path_b} share no deal")
    n = len(deals)
    only_a = sum(a[d] > 0 >= b[d] for d in deals)
    only_b = sum(b[d] > 0 >= a[d] for d in deals)
    split = only_a + only_b
    # exact two-sided sign test on the deals only one of them won (McNemar's exact test)
    p_wins = min(1.0, 2 * binomial_cdf(min(only_a, only_b), split)) if split else 1.0
    diffs = [float(a[d] - b[d]) for d in deals]
    mean, lo, hi = mean_interval(diffs)
    spread = statistics.stdev(diffs) if n > 1 else 0.0
    if n > 1 and spread > 0:
        t = mean / (spread / math.sqrt(n))
        p_margin = 2 * (1 - t_cdf(abs(t), n - 1))
    else:
        p_margin = 1.0
    print(f"{n} deals in both files ({deals[0]} to {deals[-1]}): A = {path_a.name}, "
          f"B = {path_b.name}")
    print(f"  won: A {sum(a[d] > 0 for d in deals)}, B {sum(b[d] > 0 for d in deals)}; "
          f"only A won {only_a}, only B won {only_b} (exact sign test on those "
          f"{split}: p = {p_wins:.3f})")
    print(f"  margin A - B: mean {mean:+.2f} (95% {lo:+.2f} to {hi:+.2f}), paired t test "
          f"p = {p_margin:.3f}; A's margin higher on {sum(x > 0 for x in diffs)} deals, "
          f"lower on {sum(x < 0 for x in diffs)}")


def main(argv: list[str] | None = None) -> int:
    """Play the match and print its figures."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--player", default="anytime:48")
    ap.add_argument("--against", default="hard")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=10_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--solo", choices=("standard", "challenging", "unbeatable"),
                    help="solo games of --player against the automaton, one a deal")
    ap.add_argument("--solo-model", default="", metavar="FILE",
                    help="a model fitted on solo games (bench/train_value.py --players 1) for "
                    "the hard player to judge them with (default: the hand-set evaluation)")
    ap.add_argument("--margins", type=Path, metavar="FILE",
                    help="solo: write each deal's final margin to FILE (deal, margin per line), "
                    "for paired comparisons")
    ap.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"),
                    help="compare two --margins files deal by deal (paired) and exit")
    ap.add_argument("--reseed", type=int, default=0, metavar="K",
                    help="add K to every player's seed, the deals unchanged (0)")
    ap.add_argument("--seeing", action="store_true",
                    help="solo: the player sees the face-down deck (a diagnosis)")
    ap.add_argument("--agree", metavar="A,B,...",
                    help="how often these players choose the same action in the same positions")
    args = ap.parse_args(argv)
    if args.compare:
        compare(*args.compare)
        return 0
    if args.agree:
        agree(args.agree.split(","))
        return 0
    seeds = f" (player seeds moved by {args.reseed})" if args.reseed else ""
    if args.seeing and not args.solo:
        ap.error("--seeing is for solo games (--solo)")
    seeds += ", seeing the deck" if args.seeing else ""
    if args.solo:
        out = run_all([Game(args.player, "", i, args.seed, args.solo, args.solo_model,
                            args.reseed, args.seeing) for i in range(args.games)], args.jobs,
                      play_solo)
        if args.margins:
            args.margins.write_text("".join(f"{args.seed + i} {o[1]}\n" for i, o in enumerate(out)),
                                    encoding="utf-8")
        k = len(out)
        wins = sum(o[0] for o in out)
        lo, hi = wilson(wins, k)
        margins = [o[1] for o in out]
        times = [t for o in out for t in o[3]]
        print(f"{args.player}, solo {args.solo}, deals {args.seed} to {args.seed + k - 1}{seeds}: "
              f"wins {wins:g} of {k} = {100 * wins / k:.1f}% (95% {100 * lo:.1f}-{100 * hi:.1f}%),"
              f" margin {statistics.fmean(margins):+.2f}, ties {margins.count(0)}, rounds "
              f"{statistics.fmean(o[2] for o in out):.2f}; {len(times)} decisions, processor "
              f"time mean {1000 * statistics.fmean(times):.0f} ms, max {1000 * max(times):.0f} ms")
        return 0
    make(args.player, 0)
    make(args.against, 0)
    started = time.perf_counter()
    out = run_all([Game(args.player, args.against, i, args.seed, reseed=args.reseed)
                   for i in range(args.games)], args.jobs, play)
    k = len(out)
    shares = [o[0] for o in out]
    margins = [o[1] for o in out]
    lo, hi = wilson(sum(shares), k)
    half = 1.96 * statistics.stdev(margins) / math.sqrt(k) if k > 1 else math.inf
    print(f"{args.player} against {args.against}, {k} two-player games on deals {args.seed} to "
          f"{args.seed + (k - 1) // 2}, every deal from both seats{seeds} "
          f"({time.perf_counter() - started:.0f} s wall, {args.jobs} jobs):")
    print(f"  {args.player}'s share of the wins: {sum(shares) / k:.3f} "
          f"(95% {lo:.3f} to {hi:.3f})")
    print(f"  its margin: {statistics.fmean(margins):+.2f} (95% +-{half:.2f}); "
          f"rounds {statistics.fmean(o[2] for o in out):.2f}")
    for name, times in ((args.player, [t for o in out for t in o[3]]),
                        (args.against, [t for o in out for t in o[4]])):
        chosen = [t for t in times if t > 0.002]
        print(f"  {name}: {len(times)} decisions, processor time mean "
              f"{1000 * statistics.fmean(times):.0f} ms; with a choice (over 2 ms) "
              f"{len(chosen)}, mean {1000 * statistics.fmean(chosen or [0.0]):.0f} ms, "
              f"max {1000 * max(times):.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
