"""The AI ladder: Elo-style ratings of the AI levels against each other and against the solo
automaton, from seeded games, with 95% intervals, game lengths and mean scores per player count
(issue 27, item 3). Prints its figures; asserts nothing.

    python bench/ai_ladder.py [--levels easy,medium,hard] [--counts 2,3,4,solo] [--games N]
                              [--budget SECONDS] [--hard-search clock|fixed] [--jobs J] [--seed S]
                              [--resamples B] [--played FILE]

What is played (every line-up on the same seeds S .. S+N-1, so the deals are the same for all):
  * for each player count n of --counts and each pair of levels {a, b}: n seats filled a, b,
    a, b...; game g turns the seats g places, so every level sits everywhere in turn;
  * for n >= 3 with three levels or more, one line-up of the first n levels, turned the same way
    (each level meets the others at the same table);
  * solo: every level on every seed at every difficulty against the automaton, which enters the
    ladder as one player per difficulty ("automaton standard", ...).

Ratings: each game is read as the results of every pair of seats of different players (the
higher final score wins the pair; an equal score goes to the game's winner if one of the two
is, else it is half a win each), and a Bradley-Terry model is fitted to all of them
(minorisation-maximisation, Hunter 2004), with one drawn game added between every two players
that met, so that a player who never won keeps a finite rating. Ratings are on the Elo scale
(400 points = 10 to 1 odds), the first level at 1000. The 95% intervals resample the games of
each line-up with replacement (stratified bootstrap; a game's pairs stay together, as they are
not independent) and fit again. Two levels are "clearly ordered" when the interval of their
difference stays on one side of 0.

Game lengths are the round in which each game ended (mean with its Student t interval, median,
range, and a histogram); scores are the mean final score per seat with its interval.

The issue's 200 games per line takes a many-core machine at the hard player's 1 s budget (a
4-player game with hard seats lasts minutes); on two cores use a smaller budget or --games,
and read the intervals. ``--hard-search fixed`` gives the hard player the search sizes of its
budget in each player count without the clock (the shipped player's sizes, which differ by
player count), so that the games are the same on any machine at any load. ``--played FILE``
keeps each game as it ends and plays only the games not in the file yet: a run cut short (a
session's end) goes on where it stopped when started again with the same options.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_strength import run_all

from app.ai import HARD_BUDGET, LEVELS, make_ai
from app.ai.learned import shipped_model
from app.ai.match import play_game
from app.ai.search import SearchAI, SearchSettings, settings_for
from app.core.stats import histogram, mean_interval, wilson
from app.rules import DIFFICULTIES

ANCHOR = 1000.0
"""The first level's rating: the others are read against it."""
ELO = 400.0 / math.log(10.0)
"""Elo points per unit of the Bradley-Terry log-strength."""


@dataclass(frozen=True, slots=True)
class Game:
    """One game to play: its line-up (an index into the run's line-ups), seed and seats; the
    hard player's budget, and whether a clock keeps it to it (else the search has the sizes of
    that budget, :func:`fixed_search`)."""

    lineup: int
    seed: int
    levels: tuple[str, ...]
    solo: str | None
    budget: float
    clock: bool = True


@dataclass(frozen=True, slots=True)
class Played:
    """What the ladder keeps of a game."""

    game: Game
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: int
    automaton: int | None


FIXED_SEARCH = SearchSettings(worlds=4, beam=6, plans=6, depth=1)
"""The two-player benches' hard search (bench/ai_anytime.py, bench/ai_weights.py): about the
sizes its 1 s budget gives in two-player games (app/ai/search.py: 7 plans there, 6 here, as
every two-player figure in docs/ai.md was measured), read by no clock, so the games are the
same on any machine at any load (a busy machine cuts a clock's searches short). A 3 s budget's
two-player search is this one with planned replies. The ladder's ``--hard-search fixed`` plays
the sizes of the shipped budget in each player count instead (:func:`fixed_search`)."""


def fixed_search(game: Game) -> SearchSettings:
    """The hard player's search in a game of ``--hard-search fixed``: the sizes its budget
    gives in this game's player count (solo, two players, three or four: they differ, and in
    three or four players the shipped search plays nothing out), read by no clock."""
    return settings_for(game.budget, game.solo is not None, len(game.levels))


def play(game: Game) -> Played:
    """Play one game (in a worker process with --jobs > 1)."""
    # the shipped hard player's judgement (make_ai's); with a fixed search, without its clock
    players = [SearchAI(game.seed * 16 + s, None, settings=fixed_search(game), model=shipped_model())
               if lv == "hard" and not game.clock
               else make_ai(lv, game.seed * 16 + s, game.budget if lv == "hard" else None)
               for s, lv in enumerate(game.levels)]
    result = play_game(players, game.seed, game.solo)
    return Played(game, result.scores, result.winners, result.state.round,
                  result.automaton_points)


# --- keeping the games as they end (--played) ----------------------------------------------


def game_key(game: Game) -> str:
    """What makes two games the same game: seed, seats, solo difficulty, budget and clock (the
    line-up index is not: it depends on --levels and --counts)."""
    return json.dumps([game.seed, list(game.levels), game.solo, game.budget, game.clock])


def played_line(p: Played) -> str:
    """One game as a line of the --played file (JSON)."""
    g = p.game
    return json.dumps({"seed": g.seed, "levels": list(g.levels), "solo": g.solo,
                       "budget": g.budget, "clock": g.clock, "scores": list(p.scores),
                       "winners": list(p.winners), "rounds": p.rounds,
                       "automaton": p.automaton})


def read_played(lines: Iterable[str], todo: Sequence[Game]) -> dict[str, Played]:
    """The games of ``todo`` already in a --played file (a line that is not a whole game, as
    the last one of a run cut short can be, is skipped: that game is played again)."""
    wanted = {game_key(g): g for g in todo}
    out: dict[str, Played] = {}
    for line in lines:
        try:
            d = json.loads(line)
            key = game_key(Game(0, int(d["seed"]), tuple(d["levels"]), d["solo"],
                                float(d["budget"]), bool(d["clock"])))
            game = wanted.get(key)
            if game is not None:
                out[key] = Played(game, tuple(int(x) for x in d["scores"]),
                                  tuple(int(x) for x in d["winners"]), int(d["rounds"]),
                                  None if d["automaton"] is None else int(d["automaton"]))
        except (ValueError, KeyError, TypeError):
            continue
    return out


def _ends_a_line(path: str) -> bool:
    """Whether the file is empty or its last line is whole (ends with a newline)."""
    with open(path, "rb") as f:
        if f.seek(0, 2) == 0:
            return True
        f.seek(-1, 2)
        return f.read(1) == b"\n"


@dataclass(frozen=True, slots=True)
class Lineup:
    """The seats of a line-up before turning (players in multi-player, one level in solo)."""

    name: str
    seats: tuple[str, ...]
    solo: str | None = None


def lineups(levels: Sequence[str], counts: Sequence[str]) -> list[Lineup]:
    """The line-ups of a run (see the module text)."""
    out: list[Lineup] = []
    for count in counts:
        if count == "solo":
            out += [Lineup(f"solo {d}, {lv}", (lv,), d) for d in DIFFICULTIES for lv in levels]
            continue
        n = int(count)
        for a, b in itertools.combinations(levels, 2):
            seats = tuple((a, b)[s % 2] for s in range(n))
            out.append(Lineup(f"{n} players: {', '.join(seats)}", seats))
        if n >= 3 and len(levels) >= 3:
            seats = tuple(levels[s % len(levels)] for s in range(n))
            if len(set(seats)) >= 3:
                out.append(Lineup(f"{n} players: {', '.join(seats)}", seats))
    return out


def games_of(lineup: int, plan: Lineup, games: int, seed: int, budget: float,
             clock: bool = True) -> list[Game]:
    """The seeded games of one line-up, its seats turned one place each game."""
    n = len(plan.seats)
    return [Game(lineup, seed + g, tuple(plan.seats[(s + g) % n] for s in range(n)), plan.solo,
                 budget, clock) for g in range(games)]


# --- ratings ---------------------------------------------------------------------------------


Pair = tuple[str, str, float]
"""A result between two players: (first, second, the first's share: 1, 1/2 or 0)."""


def pairs(p: Played) -> list[Pair]:
    """The pairwise results a game gives (see the module text)."""
    g = p.game
    if g.solo is not None:
        automaton = f"automaton {g.solo}"
        return [(g.levels[0], automaton, 1.0 if p.winners else 0.0)]
    out: list[Pair] = []
    for i, j in itertools.combinations(range(len(g.levels)), 2):
        if g.levels[i] == g.levels[j]:
            continue
        if p.scores[i] != p.scores[j]:
            share = 1.0 if p.scores[i] > p.scores[j] else 0.0
        elif (i in p.winners) != (j in p.winners):
            share = 1.0 if i in p.winners else 0.0
        else:
            share = 0.5
        out.append((g.levels[i], g.levels[j], share))
    return out


def fit(results: Iterable[Pair], players: Sequence[str], iterations: int = 10_000,
        tolerance: float = 1e-10) -> dict[str, float]:
    """Bradley-Terry ratings on the Elo scale (``players[0]`` at :data:`ANCHOR`), with one
    drawn game added between every two players that met."""
    index = {name: k for k, name in enumerate(players)}
    n = len(players)
    meetings = [[0.0] * n for _ in range(n)]
    wins = [0.0] * n
    for a, b, share in results:
        i, j = index[a], index[b]
        meetings[i][j] += 1.0
        meetings[j][i] += 1.0
        wins[i] += share
        wins[j] += 1.0 - share
    for i, j in itertools.combinations(range(n), 2):
        if meetings[i][j]:
            meetings[i][j] += 1.0
            meetings[j][i] += 1.0
            wins[i] += 0.5
            wins[j] += 0.5
    strength = [1.0] * n
    for _ in range(iterations):
        new = []
        for i in range(n):
            denominator = sum(meetings[i][j] / (strength[i] + strength[j])
                              for j in range(n) if j != i and meetings[i][j])
            new.append(wins[i] / denominator if denominator else strength[i])
        scale = math.exp(statistics.fmean(math.log(s) for s in new))
        new = [s / scale for s in new]
        moved = max(abs(math.log(a / b)) for a, b in zip(new, strength, strict=True))
        strength = new
        if moved < tolerance:
            break
    base = math.log(strength[0])
    return {name: ANCHOR + ELO * (math.log(strength[index[name]]) - base) for name in players}


def resampled(played: Sequence[Played], players: Sequence[str], resamples: int,
              seed: int) -> list[dict[str, float]]:
    """Ratings fitted again on ``resamples`` stratified bootstrap samples of the games."""
    rng = random.Random(seed)
    by_lineup: dict[int, list[list[Pair]]] = {}
    for p in played:
        by_lineup.setdefault(p.game.lineup, []).append(pairs(p))
    out = []
    for _ in range(resamples):
        sample: list[Pair] = []
        for games in by_lineup.values():
            for _k in range(len(games)):
                sample += games[rng.randrange(len(games))]
        out.append(fit(sample, players))
    return out


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0-1) of ``values``, linear between order statistics."""
    ordered = sorted(values)
    at = q * (len(ordered) - 1)
    low = math.floor(at)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (at - low)


def elo_of(share: float) -> float:
    """The Elo difference that gives an expected ``share`` (infinite at 0 and 1)."""
    if share <= 0.0:
        return -math.inf
    if share >= 1.0:
        return math.inf
    return 400.0 * math.log10(share / (1.0 - share))


def head_to_head(played: Sequence[Played], a: str, b: str) -> str:
    """``a``'s share of its pairs with ``b`` and its Wilson interval, in Elo too. When one
    side won every pair the resampled interval above cannot move (every resample is the same),
    and this one says how little a few games show."""
    results: list[float] = []
    for p in played:
        for x, y, share in pairs(p):
            if (x, y) == (a, b):
                results.append(share)
            elif (x, y) == (b, a):
                results.append(1.0 - share)
    if not results:
        return f"head to head: {a} never met {b}"
    won = sum(results)
    low, high = wilson(won, len(results))
    return (f"head to head: {a} took {won:g} of {len(results)} pairs, "
            f"{100 * won / len(results):.0f}% (Wilson 95% {100 * low:.0f}-{100 * high:.0f}%: "
            f"{elo_of(low):+.0f} to {elo_of(high):+.0f} Elo)")


# --- the report ------------------------------------------------------------------------------


def interval_text(values: Sequence[float], digits: int = 1) -> str:
    """"mean (95% interval low-high)" of ``values``."""
    if len(values) < 2:
        return f"{statistics.fmean(values):.{digits}f}" if values else "-"
    mean, low, high = mean_interval(values)
    return f"{mean:.{digits}f} ({low:.{digits}f}-{high:.{digits}f})"


def lengths_report(title: str, played: Sequence[Played]) -> list[str]:
    """Rounds and mean score per seat of some games."""
    rounds = [p.rounds for p in played]
    scores = [float(s) for p in played for s in p.scores]
    bars = ", ".join(f"{r}: {k}" for r, k in histogram(rounds))
    lines = [f"  {title}: {len(played)} games, rounds {interval_text(rounds)}, median "
             f"{statistics.median(rounds):g}, {min(rounds)}-{max(rounds)} [{bars}]; "
             f"score per seat {interval_text(scores)}"]
    if played and played[0].game.solo is not None:
        autos = [float(p.automaton or 0) for p in played]
        lines[-1] += f", automaton {interval_text(autos)}"
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default=",".join(LEVELS),
                        help=f"levels, weakest first (default {','.join(LEVELS)})")
    parser.add_argument("--counts", default="2,3,4,solo",
                        help="player counts to play: 2, 3, 4 and solo (default all)")
    parser.add_argument("--games", type=int, default=20, help="games per line-up (20)")
    parser.add_argument("--budget", type=float, default=HARD_BUDGET,
                        help=f"hard's seconds per decision ({HARD_BUDGET:g})")
    parser.add_argument("--hard-search", choices=("clock", "fixed"), default="clock",
                        help="hard thinks for its budget on the clock (default), or a fixed "
                        "search of the same sizes that no load changes")
    parser.add_argument("--jobs", type=int, default=2, help="games in parallel (2)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (0)")
    parser.add_argument("--played", metavar="FILE",
                        help="keep each game in FILE as it ends (a JSON line), and play only "
                        "the games not in it yet: a long run cut short goes on where it stopped")
    parser.add_argument("--resamples", type=int, default=400,
                        help="bootstrap samples for the intervals (400)")
    args = parser.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    counts = [x.strip() for x in args.counts.split(",") if x.strip()]
    if len(levels) < 2 or any(lv not in LEVELS for lv in levels) or \
            any(c not in ("2", "3", "4", "solo") for c in counts):
        parser.error("--levels: two or more of " + ", ".join(LEVELS)
                     + "; --counts: 2, 3, 4, solo")
    plans = lineups(levels, counts)
    clock = args.hard_search == "clock"
    todo = [g for k, plan in enumerate(plans)
            for g in games_of(k, plan, args.games, args.seed, args.budget, clock)]
    hard = f"hard budget {args.budget:g} s" + ("" if clock else (
        ", no clock: the search sizes of that budget in each player count (2 players "
        f"{settings_for(args.budget, False, 2)}, 3-4 players {settings_for(args.budget, False, 3)},"
        f" solo {settings_for(args.budget, True, 1)})"))
    print(f"AI ladder: levels {', '.join(levels)}; {len(plans)} line-ups x {args.games} games "
          f"on seeds {args.seed}-{args.seed + args.games - 1}; {hard}; {args.jobs} job(s)",
          flush=True)
    t0 = time.perf_counter()
    kept: dict[str, Played] = {}
    if args.played:
        try:
            with open(args.played, encoding="utf-8") as f:
                kept = read_played(f, todo)
        except FileNotFoundError:
            pass
        if kept:
            print(f"{len(kept)} of the {len(todo)} games are in {args.played} already",
                  flush=True)
    left = [g for g in todo if game_key(g) not in kept]
    if args.played:
        with open(args.played, "a", encoding="utf-8") as out:
            if not _ends_a_line(args.played):  # a line cut short: the next game starts its own
                out.write("\n")

            def keep(p: Played) -> None:
                out.write(played_line(p) + "\n")
                out.flush()

            new = run_all(left, args.jobs, play, keep)
    else:
        new = run_all(left, args.jobs, play)
    by_key = kept | {game_key(p.game): p for p in new}
    played = [by_key[game_key(g)] for g in todo]
    took = time.perf_counter() - t0

    players = list(levels) + [f"automaton {d}" for d in DIFFICULTIES if "solo" in counts]
    ratings = fit((r for p in played for r in pairs(p)), players)
    samples = resampled(played, players, args.resamples, args.seed)
    print(f"\nratings (Elo scale, {levels[0]} = {ANCHOR:g}; 95% intervals from "
          f"{args.resamples} resamples of the games):")
    for name in sorted(players, key=lambda x: ratings[x]):
        low = percentile([s[name] for s in samples], 0.025)
        high = percentile([s[name] for s in samples], 0.975)
        span = "(the anchor)" if name == levels[0] else f"({low:.0f} to {high:.0f})"
        print(f"  {name:<22} {ratings[name]:7.0f}  {span}")
    print("\nthe levels in order (the rating difference, its 95% interval, the expected share "
          "of a two-player game):")
    for weaker, stronger in itertools.pairwise(levels):
        gaps = [s[stronger] - s[weaker] for s in samples]
        gap = ratings[stronger] - ratings[weaker]
        low, high = percentile(gaps, 0.025), percentile(gaps, 0.975)
        clear = "clearly ordered" if low > 0 else ("reversed" if high < 0 else "NOT clearly "
                                                                             "ordered")
        expected = 1.0 / (1.0 + 10.0 ** (-gap / 400.0))
        print(f"  {stronger} over {weaker}: {gap:+.0f} ({low:+.0f} to {high:+.0f}), "
              f"{100 * expected:.0f}% expected: {clear}")
        print("    " + head_to_head(played, stronger, weaker))

    print("\ngame lengths (the round each game ended in) and scores:")
    for count in counts:
        of_count = [p for p in played
                    if (p.game.solo is not None) == (count == "solo")
                    and (count == "solo" or len(p.game.levels) == int(count))]
        if not of_count:
            continue
        print(f" {'solo' if count == 'solo' else count + ' players'}:")
        print("\n".join(lengths_report("all line-ups", of_count)))
        for k, plan in enumerate(plans):
            mine = [p for p in of_count if p.game.lineup == k]
            if mine:
                print("\n".join(lengths_report(plan.name, mine)))
    print(f"\n{len(played)} games in {took:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
