"""The balance lab: AI games on a deck, and the figures that tell a designer how it plays.

Qt-free; used by ``project-l deck balance`` and the editor's *Deck > Balance* dialog.

A *setting* is a player count (2-4) or the solo variant at one difficulty. Its games are dealt
the way ``project-l simulate`` deals them: game ``g`` from seed ``S + g``, AI seat ``s`` seeded
``(S + g) * 16 + s``, the AI levels rotating over the seats between games (solo: every level
plays every seed). So the classic deck's games here are the very games ``simulate`` plays on the
same seeds, with the same winners and scores.

Each game is boiled down to a :class:`GameFacts` in the worker that played it (a few numbers,
puzzle ids and the compressed record); :class:`Figures` adds them up with the statistics of
:mod:`app.core.stats` (plain Python).
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import zlib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from app.ai import HARD_BUDGET, LEVELS, make_ai
from app.ai.match import play_game
from app.core.stats import (
    CONFIDENCE,
    bonferroni,
    far_out,
    games_needed,
    histogram,
    holm,
    mean_interval,
    median_interval,
    quartiles,
    sample_sd,
    score_test,
    wilson,
)
from app.processes import end_processes, interrupts_asked, interrupts_held, pool_processes
from app.rules import (
    DIFFICULTIES,
    Deck,
    GameState,
    PieceTaken,
    PuzzleCompleted,
    PuzzleTaken,
    RewardPending,
    RewardTaken,
    apply_with_events,
    classic_deck,
    deck_to_bytes,
)

CACHE_VERSION = 2  # 2: the facts say which puzzles were dealt and on offer


# --- settings and tasks -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Setting:
    """A player count (2-4), or the solo variant at ``difficulty`` (``players`` 1)."""

    players: int
    difficulty: str | None = None

    @property
    def key(self) -> str:
        """``"2"``, ``"3"``, ``"4"`` or ``"solo-DIFFICULTY"`` (what ``--players`` takes)."""
        return f"solo-{self.difficulty}" if self.difficulty else str(self.players)


def parse_setting(text: str) -> Setting:
    """``"2"``... ``"4"``, ``"solo"`` (standard) or ``"solo-DIFFICULTY"``.

    :raises ValueError: for anything else.
    """
    t = text.strip().lower()
    if t in ("2", "3", "4"):
        return Setting(int(t))
    if t == "solo":
        t = "solo-standard"
    if t.startswith("solo-") and t[5:] in DIFFICULTIES:
        return Setting(1, t[5:])
    raise ValueError(t)


def all_settings() -> tuple[Setting, ...]:
    """Every setting the lab offers: 2, 3 and 4 players, then solo at each difficulty."""
    return (Setting(2), Setting(3), Setting(4), *(Setting(1, d) for d in DIFFICULTIES))


@dataclass(frozen=True, slots=True)
class BalanceTask:
    """One game to play (picklable: it crosses into a worker process)."""

    setting: str
    index: int
    seed: int
    levels: tuple[str, ...]  # per seat
    solo: str | None
    budget: float
    deck: Deck | None  # None: the classic deck


def seat_levels(setting: Setting, levels: Sequence[str]) -> tuple[str, ...]:
    """The levels of a multi-player setting's seats: ``levels`` repeated to fill them."""
    return tuple(levels[s % len(levels)] for s in range(setting.players))


def tasks(setting: Setting, levels: Sequence[str], games: int, seed: int,
          budget: float = HARD_BUDGET, deck: Deck | None = None) -> Iterator[BalanceTask]:
    """A setting's games, dealt as ``project-l simulate`` deals them (see the module text)."""
    if deck is not None and deck is classic_deck():
        deck = None
    elif deck is not None:
        deck = deck.without_back()  # (each task carries its deck to a worker)
    key = setting.key
    if setting.difficulty is not None:
        i = 0
        for g in range(games):
            for lv in levels:
                yield BalanceTask(key, i, seed + g, (lv,), setting.difficulty, budget, deck)
                i += 1
        return
    seats = seat_levels(setting, levels)
    n = len(seats)
    for g in range(games):
        rotated = tuple(seats[(s + g) % n] for s in range(n))
        yield BalanceTask(key, g, seed + g, rotated, None, budget, deck)


def all_tasks(settings: Sequence[Setting], levels: Sequence[str], games: int, seed: int,
              budget: float = HARD_BUDGET, deck: Deck | None = None) -> list[BalanceTask]:
    """Every game of every setting."""
    return [t for s in settings for t in tasks(s, levels, games, seed, budget, deck)]


# --- one game -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameFacts:
    """What the figures keep of one game.

    ``offered`` says, for each puzzle face up in a row (or the solo grid) at some time, on how
    many players' turns it was there, until a player took it: the exposure its rates are
    measured against. ``record`` is the game's record file, compressed (kept for the odd games
    a designer wants to watch; never written to the classic deck's cache).
    """

    setting: str
    index: int
    seed: int
    levels: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]  # several in a tie; empty: the solo automaton won
    rounds: int
    completed: tuple[int, ...]  # puzzles completed per seat
    automaton: int | None
    taken: tuple[str, ...]  # puzzles taken by players, once per take
    finished: tuple[str, ...]  # puzzles completed
    unfinished: tuple[str, ...]  # puzzles left unfinished at the end
    rewards: tuple[tuple[int, str], ...]  # (seat, piece id) of every reward piece received
    shortages: int  # times the shortage rule gave another piece than the one due
    dealt: tuple[str, ...]  # puzzles dealt into the game (rows, decks, the solo grid)
    offered: tuple[tuple[str, int], ...]  # (puzzle, players' turns it was on offer)
    actions: int  # actions played
    record: bytes = field(default=b"", compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON values (without the record)."""
        out = asdict(self)
        del out["record"]
        return out

    @staticmethod
    def from_json(raw: dict[str, Any]) -> GameFacts:
        """The facts written by :meth:`to_json`."""
        return GameFacts(
            str(raw["setting"]), int(raw["index"]), int(raw["seed"]),
            tuple(raw["levels"]), tuple(raw["scores"]), tuple(raw["winners"]),
            int(raw["rounds"]), tuple(raw["completed"]), raw["automaton"],
            tuple(raw["taken"]), tuple(raw["finished"]), tuple(raw["unfinished"]),
            tuple((int(s), str(p)) for s, p in raw["rewards"]), int(raw["shortages"]),
            tuple(str(p) for p in raw["dealt"]),
            tuple((str(p), int(n)) for p, n in raw["offered"]), int(raw["actions"]))

    def record_bytes(self) -> bytes:
        """The game's record file (empty when it was not kept)."""
        return zlib.decompress(self.record) if self.record else b""


def _on_offer(state: GameState) -> tuple[str, ...]:
    """The puzzles a player may take now: the two rows, or the solo grid."""
    if state.solo is not None:
        return tuple(p for p in state.solo.grid if p is not None)
    return state.white_row + state.black_row


def play(task: BalanceTask) -> GameFacts:
    """Play one game (in a worker process) and keep its facts.

    The players, names and deal are those of ``project-l simulate``'s game on the same seed.
    """
    players = [
        make_ai(lv, task.seed * 16 + s, task.budget if lv == "hard" else None)
        for s, lv in enumerate(task.levels)
    ]
    names = [f"{lv.capitalize()} AI {s + 1}" for s, lv in enumerate(task.levels)]
    result = play_game(players, task.seed, task.solo, deck=task.deck, names=names)
    deck = result.state.deck
    taken: list[str] = []
    finished: list[str] = []
    rewards: list[tuple[int, str]] = []
    shortages = 0
    state = result.record.initial_state()
    if state.solo is not None:
        dealt = tuple(p for p in state.solo.grid if p is not None) + state.solo.deck
    else:
        dealt = state.white_row + state.black_row + state.white_deck + state.black_deck
    turns: dict[str, int] = {}
    seen: set[str] = set()
    turn: tuple[int, int] | None = None
    for action in result.record.actions:  # the events, replayed from the record
        if (state.round, state.current) != turn:  # a player's turn begins
            turn, seen = (state.round, state.current), set()
        for p in _on_offer(state):
            if p not in seen:  # on offer on this turn (once, even if it came up mid-turn)
                seen.add(p)
                turns[p] = turns.get(p, 0) + 1
        state, events = apply_with_events(state, action)
        for e in events:
            if isinstance(e, PuzzleTaken):
                taken.append(e.puzzle)
            elif isinstance(e, PuzzleCompleted):
                finished.append(e.puzzle)
            elif isinstance(e, RewardTaken):
                if e.piece is not None:
                    rewards.append((e.player, e.piece))
                if e.piece != e.wanted:
                    shortages += 1
            elif isinstance(e, RewardPending):
                pass  # counted when the chosen piece arrives (RewardTaken, piece != wanted)
            elif (isinstance(e, PieceTaken) and e.returned is None
                  and deck.shape(e.piece).level != 1):
                shortages += 1  # "take a level-1 piece" with no level-1 piece left
    end = result.state
    unfinished = tuple(p.id for pl in end.players for p in pl.puzzles)
    return GameFacts(task.setting, task.index, task.seed, task.levels, result.scores,
                     result.winners, end.round, result.completed, result.automaton_points,
                     tuple(taken), tuple(finished), unfinished, tuple(rewards), shortages,
                     dealt, tuple(turns.items()), len(result.record.actions),
                     zlib.compress(result.record.to_bytes(), 6))


def played(todo: Iterable[BalanceTask], jobs: int) -> Iterator[GameFacts]:
    """The facts of ``todo`` in order (in ``jobs`` worker processes when more than one)."""
    if jobs <= 1:
        yield from map(play, todo)
        return
    runner = Runner(list(todo), jobs)
    try:
        with interrupts_asked() as asked:  # (Ctrl+C is looked at between waits)
            yield from runner.in_order(asked.result)
    finally:
        runner.cancel()


KILL_AFTER = 1.0
"""Seconds a cancelled run's worker process has to end before it is killed."""


class Runner:
    """The games of a balance run in a pool of worker processes, polled without blocking (the
    editor's dialog asks :meth:`poll` from a timer; the command line waits in :meth:`in_order`).
    """

    def __init__(self, todo: Sequence[BalanceTask], jobs: int) -> None:
        """Start ``jobs`` worker processes (``spawn``, as the app's other workers) and submit
        the first games; more are submitted as games finish, at most ``2 * jobs`` waiting."""
        self.todo = list(todo)
        self.jobs = max(1, jobs)
        self.pool = ProcessPoolExecutor(self.jobs, mp_context=multiprocessing.get_context("spawn"))
        self.next = 0
        self.waiting: list[Future[GameFacts]] = []
        self.done = 0
        self.cancelled = False
        self._fill()

    @property
    def total(self) -> int:
        """How many games the run plays."""
        return len(self.todo)

    def _fill(self) -> None:
        while not self.cancelled and self.next < len(self.todo) and len(self.waiting) < 2 * self.jobs:
            with interrupts_held():  # (a worker started now never sees a Ctrl+C)
                self.waiting.append(self.pool.submit(play, self.todo[self.next]))
            self.next += 1

    def poll(self) -> list[GameFacts]:
        """The games finished since the last call (never waits).

        :raises Exception: what a game raised (a bug), after the pool was shut down.
        """
        ready = [f for f in self.waiting if f.done()]
        self.waiting = [f for f in self.waiting if not f.done()]
        out: list[GameFacts] = []
        try:
            out = [f.result() for f in ready if not f.cancelled()]
        except BaseException:
            self.cancel()
            raise
        self.done += len(out)
        self._fill()
        if self.finished:
            self.pool.shutdown(wait=False)
        return out

    @property
    def finished(self) -> bool:
        """Whether every game was played (or the run was cancelled)."""
        return self.cancelled or (self.next >= len(self.todo) and not self.waiting)

    def in_order(
        self, result: Callable[[Future[GameFacts]], GameFacts] = Future.result
    ) -> Iterator[GameFacts]:
        """Wait for the games one by one, in the order of ``todo``, each by ``result``
        (:meth:`app.processes.Interrupts.result` looks at Ctrl+C while it waits)."""
        while self.waiting:
            facts = result(self.waiting.pop(0))
            self.done += 1
            self._fill()
            yield facts
        self.pool.shutdown(wait=True)

    def cancel(self) -> None:
        """Stop at once: games not started are dropped and the workers are ended."""
        if self.cancelled:
            return
        self.cancelled = True
        self.waiting = []
        # the workers are ended first: the pool then fails its waiting games itself (cancelling
        # them too would make its manager thread fail on cancelled futures, in Python 3.11)
        workers = pool_processes(self.pool)
        end_processes(workers, KILL_AFTER)  # one that has not ended a moment later is killed
        self.pool.shutdown(wait=False, cancel_futures=not workers)


# --- statistics ---------------------------------------------------------------------------
#
# Every figure comes with a 95% interval (app/core/stats.py: Wilson for rates, Student's t for
# means, order statistics for medians). A tie gives each of its winners a share of the win, so
# the seats' rates add up to 100% and the first seat's edge is measured against a fair 1 / n.


PRECISION = 0.05
"""A win rate known within +- 5 points is enough to speak of a seat's edge."""
DEFAULT_GAMES = 100
"""Games per setting unless the designer asks for others (the editor's lab and ``project-l
deck balance``): a win rate within about +- 10 points, and enough for a broken puzzle to be
flagged (tests/test_balance_planted.py)."""
FEW_GAMES = 5
"""A puzzle on offer in fewer games than this is not judged (too few games)."""
ODD_SPREAD = 2.0
"""The least interquartile range of game lengths (in rounds) the odd games are measured with:
most games of a setting last one or two lengths, and a game a few rounds longer is not odd."""


@dataclass(frozen=True, slots=True)
class Estimate:
    """A figure and its interval (``low`` to ``high``)."""

    value: float
    low: float
    high: float

    def to_json(self) -> dict[str, Any]:
        """``{"value": v, "interval": [low, high]}``."""
        return {"value": self.value, "interval": [self.low, self.high]}


def rate(successes: float, trials: float, confidence: float = CONFIDENCE) -> Estimate:
    """A proportion with its Wilson interval (0 in (0, 1) with no trials)."""
    lo, hi = wilson(successes, trials, confidence)
    return Estimate(successes / trials if trials else 0.0, lo, hi)


@dataclass(frozen=True, slots=True)
class SeatRate:
    """One seat's share of the wins (a tie splits its win between its winners), with its
    Wilson interval and the score test against the fair share (None: solo, no fair share)."""

    seat: int
    wins: float
    outright: int  # games this seat won alone
    games: int
    fair: float | None

    @property
    def rate(self) -> float:
        """The share of the wins."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% confidence interval of the share."""
        return wilson(self.wins, self.games)

    @property
    def p_value(self) -> float:
        """The chance of a share this far from the fair share if the seat had none."""
        return 1.0 if self.fair is None else score_test(self.wins, self.games, self.fair)


@dataclass(frozen=True, slots=True)
class PuzzleFigures:
    """How one puzzle fared, against how often it was in play.

    Counts are games: dealt (in the game's decks), on offer (face up at some time), taken by a
    player, completed, left unfinished; ``turns`` counts the players' turns it was on offer
    until taken. Its intervals hold for all the deck's puzzles together (``confidence``,
    Bonferroni), so a flag is not one of many chance findings. ``verdict``: ``"strong"`` or
    ``"weak"`` when its points per game on offer lie clearly outside its colour's typical
    range (:func:`judge`), ``"few"`` when it was on offer in too few games to tell.
    """

    id: str
    colour: str
    points: int
    size: int
    games: int
    dealt: int
    offered: int
    taken: int
    completed: int
    unfinished: int
    turns: int
    confidence: float = CONFIDENCE
    verdict: str = ""

    @property
    def take_rate(self) -> Estimate:
        """Taken when on offer: games a player took it, of the games it was on offer."""
        return rate(self.taken, self.offered, self.confidence)

    @property
    def completion(self) -> Estimate:
        """Completed when taken."""
        return rate(self.completed, self.taken, self.confidence)

    @property
    def pace(self) -> Estimate:
        """Taken per turn on offer: the share of the turns it lay in a row at which a player
        took it (1: always at once)."""
        return rate(self.taken, self.turns, self.confidence)

    @property
    def worth(self) -> Estimate:
        """Points it scored per game in which it was dealt (its points when completed; the solo
        penalty of an unfinished puzzle is not subtracted: ``unfinished`` shows it)."""
        return self._points_per(self.dealt)

    @property
    def yield_(self) -> Estimate:
        """Points it scored per game in which it was on offer: what it gives when players have
        the chance to take it (taken when on offer x completed when taken x its points)."""
        return self._points_per(self.offered)

    def _points_per(self, games: int) -> Estimate:
        r = rate(self.completed, games, self.confidence)
        return Estimate(r.value * self.points, r.low * self.points, r.high * self.points)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON values."""
        return {"id": self.id, "colour": self.colour, "points": self.points,
                "squares": self.size, "dealt": self.dealt, "offered": self.offered,
                "taken": self.taken, "completed": self.completed,
                "unfinished": self.unfinished, "turns_on_offer": self.turns,
                "taken_when_offered": self.take_rate.to_json(),
                "completed_when_taken": self.completion.to_json(),
                "taken_per_turn": self.pace.to_json(),
                "points_per_game_dealt": self.worth.to_json(),
                "points_per_game_offered": self.yield_.to_json(),
                "verdict": self.verdict or None}


@dataclass(frozen=True, slots=True)
class RewardFigures:
    """One reward piece: the players who received it (a seat of a game, once however many
    they got) and their share of the wins, against the fair share of a seat."""

    piece: str
    received: int  # pieces received in all
    holders: int  # seats of games that received at least one
    wins: float  # of those, wins (a tie split)
    fair: float | None
    p_holm: float = 1.0  # the p-value with Holm's correction for every piece of the setting

    @property
    def share(self) -> Estimate:
        """The holders' share of the wins."""
        return rate(self.wins, self.holders)

    @property
    def p_value(self) -> float:
        """The score test of the share against the fair share (1 without one)."""
        return 1.0 if self.fair is None else score_test(self.wins, self.holders, self.fair)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON values."""
        return {"piece": self.piece, "received": self.received, "holders": self.holders,
                "wins": self.wins, "share": self.share.to_json(), "fair": self.fair,
                "p": self.p_value, "p_holm": self.p_holm}


@dataclass(frozen=True, slots=True)
class OddGame:
    """A game far outside the usual length (Tukey's far-out fences on the rounds)."""

    index: int
    seed: int
    levels: tuple[str, ...]
    rounds: int
    actions: int

    def to_json(self) -> dict[str, Any]:
        """Plain JSON values."""
        return {"index": self.index, "seed": self.seed, "levels": list(self.levels),
                "rounds": self.rounds, "actions": self.actions}


def _win_shares(f: GameFacts) -> dict[int, float]:
    return {w: 1.0 / len(f.winners) for w in f.winners}


@dataclass(slots=True)
class Figures:
    """The figures of one setting, added game by game."""

    setting: str
    seats: int
    facts: list[GameFacts] = field(default_factory=list)

    def add(self, facts: GameFacts) -> None:
        """Count one game."""
        self.facts.append(facts)

    @property
    def games(self) -> int:
        """Games counted."""
        return len(self.facts)

    @property
    def fair(self) -> float | None:
        """A seat's fair share of the wins (None for solo)."""
        return 1.0 / self.seats if self.seats > 1 else None

    def scores(self) -> list[int]:
        """Every seat's final score, game by game."""
        return [s for f in self.facts for s in f.scores]

    def rounds(self) -> list[int]:
        """Rounds played per game."""
        return [f.rounds for f in self.facts]

    def seat_rates(self) -> list[SeatRate]:
        """Each seat's share of the wins."""
        wins = [0.0] * self.seats
        alone = [0] * self.seats
        for f in self.facts:
            for seat, share in _win_shares(f).items():
                wins[seat] += share
            if len(f.winners) == 1:
                alone[f.winners[0]] += 1
        return [SeatRate(s, wins[s], alone[s], self.games, self.fair) for s in range(self.seats)]

    def ties(self) -> int:
        """Games won by several players together."""
        return sum(1 for f in self.facts if len(f.winners) > 1)

    def first_player_edge(self) -> tuple[float, float, float]:
        """The first seat's share of the wins minus a fair share (solo: against none), with its
        95% interval (Wilson's, shifted)."""
        first = self.seat_rates()[0] if self.seats else SeatRate(0, 0, 0, 0, None)
        fair = self.fair or 0.0
        lo, hi = first.interval
        return (first.rate - fair, lo - fair, hi - fair)

    def games_needed(self) -> int:
        """Games per setting that would measure a seat's share within +- 5 points."""
        return games_needed(self.fair if self.fair is not None else 0.5, PRECISION)

    def odd_games(self) -> list[OddGame]:
        """Games whose length lies beyond Tukey's far-out fences (3 interquartile ranges
        past the quartiles, the range taken as at least 2 rounds), longest first; none with
        fewer than 8 games."""
        if self.games < 8:
            return []
        lo, hi = far_out(self.rounds(), 3.0, ODD_SPREAD)
        odd = [f for f in self.facts if not lo <= f.rounds <= hi]
        odd.sort(key=lambda f: (-f.rounds, f.index))
        return [OddGame(f.index, f.seed, f.levels, f.rounds, f.actions) for f in odd]

    def puzzles(self, deck: Deck) -> list[PuzzleFigures]:
        """Every puzzle of the deck, in deck order, judged against its colour (see
        :func:`judge`)."""
        dealt = Counter(p for f in self.facts for p in set(f.dealt))
        offered = Counter(p for f in self.facts for p, _ in f.offered)
        turns: Counter[str] = Counter()
        for f in self.facts:
            for p, n in f.offered:
                turns[p] += n
        taken = Counter(p for f in self.facts for p in set(f.taken))
        done = Counter(p for f in self.facts for p in set(f.finished))
        left = Counter(p for f in self.facts for p in set(f.unfinished))
        level = bonferroni(CONFIDENCE, len(deck.puzzles))
        out = [PuzzleFigures(p.id, p.colour, p.points, p.size, self.games, dealt[p.id],
                             offered[p.id], taken[p.id], done[p.id], left[p.id], turns[p.id],
                             level) for p in deck.puzzles]
        return judge(out)

    def rewards(self) -> list[RewardFigures]:
        """Per reward piece, the strongest evidence of a share away from the fair one first
        (the smallest p-value), not the largest share (which favours the rarest pieces); each
        with its p-value corrected for all the setting's pieces (Holm)."""
        got: Counter[str] = Counter()
        holders: dict[str, set[tuple[int, int]]] = {}
        for g, f in enumerate(self.facts):
            for seat, piece in f.rewards:
                got[piece] += 1
                holders.setdefault(piece, set()).add((g, seat))
        out = []
        for piece, held in holders.items():
            wins = sum(_win_shares(self.facts[g]).get(seat, 0.0) for g, seat in held)
            out.append(RewardFigures(piece, got[piece], len(held), wins, self.fair))
        adjusted = holm([r.p_value for r in out])
        out = [replace(r, p_holm=p) for r, p in zip(out, adjusted, strict=True)]
        out.sort(key=lambda r: (r.p_value, -r.holders, r.piece))
        return out

    def shortages(self) -> tuple[int, int]:
        """(games with at least one shortage, shortages in all)."""
        return (sum(1 for f in self.facts if f.shortages), sum(f.shortages for f in self.facts))

    def summary(self) -> dict[str, Any]:
        """The aggregate figures as plain JSON values (the same for the same games)."""
        rounds = self.rounds()
        per_game_score = [sum(f.scores) / len(f.scores) for f in self.facts if f.scores]
        scores = self.scores()
        short_games, short_all = self.shortages()
        seats = self.seat_rates()
        out: dict[str, Any] = {
            "games": self.games,
            "seats": [{"seat": r.seat + 1, "wins": r.wins, "outright": r.outright,
                       "rate": r.rate, "interval": list(r.interval), "fair": r.fair,
                       "p": r.p_value} for r in seats],
            "ties": self.ties(),
            "first_player_edge": None,
            "games_needed": self.games_needed(),
            "score": {"mean": Estimate(*mean_interval(per_game_score)).to_json(),
                      "sd": sample_sd(scores),
                      "histogram": histogram(scores)},
            "rounds": {"mean": Estimate(*mean_interval(rounds)).to_json(),
                       "median": Estimate(*median_interval(rounds)).to_json(),
                       "histogram": histogram(rounds),
                       "odd_games": [g.to_json() for g in self.odd_games()]},
            "automaton": (Estimate(*mean_interval([float(f.automaton or 0)
                                                   for f in self.facts])).to_json()
                          if self.facts and self.facts[0].automaton is not None else None),
            "shortages": {"games": short_games, "total": short_all,
                          "rate": rate(short_games, self.games).to_json()},
            "rewards": [r.to_json() for r in self.rewards()],
        }
        if self.seats > 1:
            edge = self.first_player_edge()
            out["first_player_edge"] = {"value": edge[0], "interval": [edge[1], edge[2]],
                                        "p": seats[0].p_value if seats else 1.0}
        return out


def edge_verdict(summary: dict[str, Any]) -> str:
    """What a setting's first-player edge says, after Holm's correction: ``"ahead"`` or
    ``"behind"`` (a finding), ``"even"`` (its interval lies within +- 5 points), ``"too_few"``
    (neither: more games are needed, ``summary["games_needed"]`` of them), ``""`` for solo."""
    e = summary.get("first_player_edge")
    if e is None:
        return ""
    if e.get("p_holm", e["p"]) < 1.0 - CONFIDENCE:
        return "ahead" if e["value"] > 0 else "behind"
    lo, hi = e["interval"]
    return "even" if -PRECISION < lo and hi < PRECISION else "too_few"


REACH = 1.0
"""How far beyond its colour's middle half a puzzle must lie to be flagged, in interquartile
ranges (Tukey's fences, at one range)."""


def judge(puzzles: Sequence[PuzzleFigures]) -> list[PuzzleFigures]:
    """The puzzles with their verdicts.

    A puzzle is measured by its points per game on offer (what it gives when players could
    take it: taken when on offer x completed when taken x its points). Its colour's typical
    range runs from the lower quartile of those figures minus :data:`REACH` interquartile
    ranges to the upper quartile plus as much (over the puzzles of the colour on offer in at
    least :data:`FEW_GAMES` games, at least four of them). A puzzle is ``"strong"`` when its
    whole interval lies above that range, ``"weak"`` when below. The intervals hold for all
    the deck's puzzles together, so a flag is seldom chance; with more games they narrow, and
    a puzzle less far out may be flagged too. A puzzle on offer in fewer games is ``"few"``;
    one worth 0 points is never judged on points (its worth is its reward).

    tests/test_balance_planted.py checks the rule: a 1-square puzzle worth 5 points and a
    15-square puzzle worth 1 point planted in the classic deck are flagged, and only they.
    """
    out = list(puzzles)
    for colour in ("white", "black"):
        seen = [p for p in out if p.colour == colour and p.offered >= FEW_GAMES]
        if len(seen) < 4:
            continue
        q1, _, q3 = quartiles([p.yield_.value for p in seen])
        low, high = q1 - REACH * (q3 - q1), q3 + REACH * (q3 - q1)
        for i, p in enumerate(out):
            if p not in seen or p.points == 0:
                continue
            y = p.yield_
            if y.low > high:
                out[i] = replace(p, verdict="strong")
            elif y.high < low:
                out[i] = replace(p, verdict="weak")
    return [replace(p, verdict="few") if p.offered < FEW_GAMES else p for p in out]


@dataclass(slots=True)
class Balance:
    """The figures of a whole run: one :class:`Figures` per setting."""

    deck: Deck
    settings: tuple[Setting, ...]
    figures: dict[str, Figures] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for s in self.settings:
            self.figures.setdefault(s.key, Figures(s.key, s.players))

    def add(self, facts: GameFacts) -> None:
        """Count one game in its setting."""
        self.figures[facts.setting].add(facts)

    @property
    def games(self) -> int:
        """Games counted in all settings."""
        return sum(f.games for f in self.figures.values())

    def summaries(self) -> dict[str, dict[str, Any]]:
        """Every setting's :meth:`Figures.summary`, with Holm's correction over every seat
        of every multi-player setting tested against its fair share (``"p_holm"`` beside
        each ``"p"``): a seat's edge is a finding only when its adjusted p-value is under
        5%, however many seats and settings were played."""
        out = {key: fig.summary() for key, fig in self.figures.items()}
        tested = [(key, i) for key, s in out.items() for i, r in enumerate(s["seats"])
                  if r["fair"] is not None and s["games"]]
        adjusted = holm([out[key]["seats"][i]["p"] for key, i in tested])
        for (key, i), p in zip(tested, adjusted, strict=True):
            out[key]["seats"][i]["p_holm"] = p
            if i == 0 and out[key]["first_player_edge"] is not None:
                out[key]["first_player_edge"]["p_holm"] = p
        out_tests = len(tested)
        for s in out.values():
            s["tests"] = out_tests
        return out

    def to_json(self) -> dict[str, Any]:
        """The report as language-neutral JSON."""
        out: dict[str, Any] = {"deck": self.deck.name, "settings": {}}
        for key, s in self.summaries().items():
            s["puzzles"] = [p.to_json() for p in self.figures[key].puzzles(self.deck)]
            out["settings"][key] = s
        return out


def run_balance(deck: Deck, settings: Sequence[Setting], levels: Sequence[str], games: int,
                seed: int = 0, jobs: int = 1, budget: float = HARD_BUDGET,
                progress: Callable[[int, int], None] | None = None) -> Balance:
    """Play every game and add up the figures; ``progress`` hears (games played, games)."""
    out = Balance(deck, tuple(settings))
    todo = all_tasks(settings, levels, games, seed, budget, deck)
    for done, facts in enumerate(played(todo, jobs), 1):
        out.add(facts)
        if progress is not None:
            progress(done, len(todo))
    return out


# --- the classic deck's figures, computed once ----------------------------------------------


def deck_hash(deck: Deck) -> str:
    """A short digest of the deck's content."""
    return hashlib.sha256(deck_to_bytes(deck)).hexdigest()[:20]


def cache_key(settings: Sequence[Setting], levels: Sequence[str], games: int, seed: int,
              budget: float) -> str:
    """The file name of the classic deck's cached facts for these choices."""
    text = json.dumps([CACHE_VERSION, deck_hash(classic_deck()), [s.key for s in settings],
                       list(levels), games, seed, budget])
    return "balance-" + hashlib.sha256(text.encode()).hexdigest()[:24] + ".json"


def cached_classic(folder: Path | None, settings: Sequence[Setting], levels: Sequence[str],
                   games: int, seed: int = 0, jobs: int = 1,
                   budget: float = HARD_BUDGET) -> Balance:
    """The classic deck's figures for the same choices: read from ``folder`` when computed
    before, else played and written there (``folder`` None: never cached)."""
    deck = classic_deck()
    out = Balance(deck, tuple(settings))
    path = folder / cache_key(settings, levels, games, seed, budget) if folder else None
    if path is not None and path.is_file():
        try:
            raw = json.loads(path.read_text("utf-8"))
            facts = [GameFacts.from_json(f) for f in raw]
            if len(facts) != len(all_tasks(settings, levels, games, seed, budget)):
                raise ValueError("an incomplete cache")
            for f in facts:
                out.add(f)
            return out
        except (OSError, ValueError, KeyError, TypeError):
            out = Balance(deck, tuple(settings))  # a damaged cache: play again
    out = run_balance(deck, settings, levels, games, seed, jobs, budget)
    if path is not None:
        write_cache(path, [f for fig in out.figures.values() for f in fig.facts])
    return out


def write_cache(path: Path, facts: Sequence[GameFacts]) -> None:
    """Write the facts of a classic run (atomically; a cache that cannot be written is
    simply not kept)."""
    from app.core.atomic import WriteFailed, atomic_write_bytes

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, json.dumps([f.to_json() for f in facts]).encode())
    except (OSError, WriteFailed):
        pass


def cache_folder() -> Path | None:
    """The data folder's ``cache`` folder (None when the data folder cannot be used)."""
    from app.core.paths import DataFolderError, data_dir

    try:
        return data_dir() / "cache"
    except DataFolderError:
        return None


def default_jobs() -> int:
    """Worker processes for a run: the machine's cores, at most 4."""
    return max(1, min(4, os.cpu_count() or 1))


__all__ = ["HARD_BUDGET", "LEVELS", "Balance", "BalanceTask", "Figures", "GameFacts", "Runner", "Setting",
           "all_settings", "all_tasks", "cached_classic", "parse_setting", "play", "run_balance",
           "tasks", "wilson"]
