"""The balance lab: AI games on a deck, and the figures that tell a designer how it plays.

Qt-free; used by ``project-l deck balance`` and the editor's *Deck > Balance* dialog.

A *setting* is a player count (2-4) or the solo variant at one difficulty. Its games are dealt
the way ``project-l simulate`` deals them: game ``g`` from seed ``S + g``, AI seat ``s`` seeded
``(S + g) * 16 + s``, the AI levels rotating over the seats between games (solo: every level
plays every seed). So the classic deck's games here are the very games ``simulate`` plays on the
same seeds, with the same winners and scores.

Each game is boiled down to a :class:`GameFacts` in the worker that played it (a few numbers
and puzzle ids, no record); :class:`Figures` adds them up with numpy arrays.
"""

from __future__ import annotations

import hashlib
import json
import math
import multiprocessing
import os
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from app.ai import HARD_BUDGET, LEVELS, make_ai
from app.ai.match import play_game
from app.processes import interrupts_held
from app.rules import (
    DIFFICULTIES,
    Deck,
    PieceTaken,
    PuzzleCompleted,
    PuzzleTaken,
    RewardPending,
    RewardTaken,
    apply_with_events,
    classic_deck,
    deck_to_bytes,
)

Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval
CACHE_VERSION = 1


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
    """What the figures keep of one game."""

    setting: str
    index: int
    seed: int
    levels: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]  # empty: the solo automaton won
    rounds: int
    completed: tuple[int, ...]  # puzzles completed per seat
    automaton: int | None
    taken: tuple[str, ...]  # puzzles taken by players, once per take
    finished: tuple[str, ...]  # puzzles completed
    unfinished: tuple[str, ...]  # puzzles left unfinished at the end
    rewards: tuple[tuple[int, str], ...]  # (seat, piece id) of every reward piece received
    shortages: int  # times the shortage rule gave another piece than the one due

    def to_json(self) -> dict[str, Any]:
        """Plain JSON values."""
        return asdict(self)

    @staticmethod
    def from_json(raw: dict[str, Any]) -> GameFacts:
        """The facts written by :meth:`to_json`."""
        return GameFacts(
            str(raw["setting"]), int(raw["index"]), int(raw["seed"]),
            tuple(raw["levels"]), tuple(raw["scores"]), tuple(raw["winners"]),
            int(raw["rounds"]), tuple(raw["completed"]), raw["automaton"],
            tuple(raw["taken"]), tuple(raw["finished"]), tuple(raw["unfinished"]),
            tuple((int(s), str(p)) for s, p in raw["rewards"]), int(raw["shortages"]))


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
    for action in result.record.actions:  # the events, replayed from the record
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
                     tuple(taken), tuple(finished), unfinished, tuple(rewards), shortages)


def played(todo: Iterable[BalanceTask], jobs: int) -> Iterator[GameFacts]:
    """The facts of ``todo`` in order (in ``jobs`` worker processes when more than one)."""
    if jobs <= 1:
        yield from map(play, todo)
        return
    runner = Runner(list(todo), jobs)
    try:
        yield from runner.in_order()
    finally:
        runner.cancel()


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

    def in_order(self) -> Iterator[GameFacts]:
        """Wait for the games one by one, in the order of ``todo``."""
        while self.waiting:
            facts = self.waiting.pop(0).result()
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
        workers = list((getattr(self.pool, "_processes", None) or {}).values())
        for process in workers:  # a game under way is not worth waiting for
            process.terminate()
        self.pool.shutdown(wait=False, cancel_futures=not workers)


# --- statistics ---------------------------------------------------------------------------


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default); (0, 1) with no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    d = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / d
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def histogram(values: np.ndarray[Any, Any]) -> list[tuple[int, int]]:
    """(value, how many games) for every whole value from the lowest to the highest."""
    if values.size == 0:
        return []
    lo, hi = int(values.min()), int(values.max())
    counts = np.bincount((values - lo).astype(np.int64), minlength=hi - lo + 1)
    return [(lo + i, int(c)) for i, c in enumerate(counts)]


@dataclass(frozen=True, slots=True)
class SeatRate:
    """One seat's wins (ties count for every winner), with the 95% Wilson interval."""

    seat: int
    wins: int
    games: int

    @property
    def rate(self) -> float:
        """The share of games won."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% confidence interval of the rate."""
        return wilson(self.wins, self.games)


@dataclass(frozen=True, slots=True)
class PuzzleFigures:
    """How one puzzle fared over the games."""

    id: str
    colour: str
    points: int
    taken: int
    completed: int
    unfinished: int
    games: int

    @property
    def worth(self) -> float:
        """Points it scored per game played: completions x its points (the solo penalty of an
        unfinished puzzle is not subtracted; the unfinished count shows it)."""
        return self.completed * self.points / self.games if self.games else 0.0


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

    def scores(self) -> np.ndarray[Any, Any]:
        """Every seat's final score, game by game (shape: games x seats)."""
        return np.array([f.scores for f in self.facts], dtype=np.int64).reshape(-1, self.seats)

    def rounds(self) -> np.ndarray[Any, Any]:
        """Rounds played per game."""
        return np.array([f.rounds for f in self.facts], dtype=np.int64)

    def seat_rates(self) -> list[SeatRate]:
        """Wins per seat."""
        wins = np.zeros(self.seats, dtype=np.int64)
        for f in self.facts:
            for w in f.winners:
                wins[w] += 1
        return [SeatRate(s, int(wins[s]), self.games) for s in range(self.seats)]

    def first_player_edge(self) -> tuple[float, float, float]:
        """The first seat's win rate minus a fair share (1 / seats; solo: none), with its 95%
        interval (Wilson's, shifted)."""
        first = self.seat_rates()[0] if self.seats else SeatRate(0, 0, 0)
        fair = 1.0 / self.seats if self.seats > 1 else 0.0
        lo, hi = first.interval
        return (first.rate - fair, lo - fair, hi - fair)

    def puzzles(self, deck: Deck) -> list[PuzzleFigures]:
        """Every puzzle of the deck, in deck order."""
        taken = Counter(p for f in self.facts for p in f.taken)
        done = Counter(p for f in self.facts for p in f.finished)
        left = Counter(p for f in self.facts for p in f.unfinished)
        return [PuzzleFigures(p.id, p.colour, p.points, taken[p.id], done[p.id], left[p.id],
                              self.games) for p in deck.puzzles]

    def rewards(self) -> list[tuple[str, int, int]]:
        """Per reward piece: (piece id, times received, times received by a game's winner),
        the pieces most often in winners' hands first."""
        got: Counter[str] = Counter()
        won: Counter[str] = Counter()
        for f in self.facts:
            for seat, piece in f.rewards:
                got[piece] += 1
                if seat in f.winners:
                    won[piece] += 1
        return sorted(((p, got[p], won[p]) for p in got),
                      key=lambda r: (-(r[2] / r[1]), r[0]))

    def shortages(self) -> tuple[int, int]:
        """(games with at least one shortage, shortages in all)."""
        per = np.array([f.shortages for f in self.facts], dtype=np.int64)
        return (int(np.count_nonzero(per)), int(per.sum()))

    def summary(self) -> dict[str, Any]:
        """The aggregate figures as plain JSON values (the same for the same games)."""
        scores = self.scores()
        rounds = self.rounds()
        flat = scores.ravel()
        edge = self.first_player_edge()
        short_games, short_all = self.shortages()
        return {
            "games": self.games,
            "seats": [
                {"seat": r.seat + 1, "wins": r.wins, "rate": r.rate,
                 "interval": list(r.interval)} for r in self.seat_rates()],
            "first_player_edge": {"value": edge[0], "interval": [edge[1], edge[2]]},
            "score": {"mean": float(flat.mean()) if flat.size else 0.0,
                      "sd": float(flat.std(ddof=1)) if flat.size > 1 else 0.0,
                      "histogram": histogram(flat)},
            "rounds": {"mean": float(rounds.mean()) if rounds.size else 0.0,
                       "histogram": histogram(rounds)},
            "automaton": (float(np.mean([f.automaton for f in self.facts]))
                          if self.facts and self.facts[0].automaton is not None else None),
            "shortages": {"games": short_games, "total": short_all,
                          "rate": short_games / self.games if self.games else 0.0},
            "rewards": [{"piece": p, "received": n, "by_winners": w, "share": w / n}
                        for p, n, w in self.rewards()],
        }


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

    def to_json(self) -> dict[str, Any]:
        """The report as language-neutral JSON."""
        out: dict[str, Any] = {"deck": self.deck.name, "settings": {}}
        for key, fig in self.figures.items():
            s = fig.summary()
            s["puzzles"] = [
                {"id": p.id, "colour": p.colour, "points": p.points, "taken": p.taken,
                 "completed": p.completed, "unfinished": p.unfinished, "worth": p.worth}
                for p in fig.puzzles(self.deck)]
            out["settings"][key] = s
        return out


def run_balance(deck: Deck, settings: Sequence[Setting], levels: Sequence[str], games: int,
                seed: int = 0, jobs: int = 1, budget: float = HARD_BUDGET) -> Balance:
    """Play every game and add up the figures."""
    out = Balance(deck, tuple(settings))
    for facts in played(all_tasks(settings, levels, games, seed, budget, deck), jobs):
        out.add(facts)
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
    from app.model.atomic import WriteFailed, atomic_write_bytes

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, json.dumps([f.to_json() for f in facts]).encode())
    except (OSError, WriteFailed):
        pass


def cache_folder() -> Path | None:
    """The data folder's ``cache`` folder (None when the data folder cannot be used)."""
    from app.model.paths import DataFolderError, data_dir

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
