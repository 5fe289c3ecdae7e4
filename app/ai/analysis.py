"""Game analysis: the hard AI reviews a finished game, turn by turn (issue 17).

This module is the contract between the engine side (the evaluation, the CLI) and the review
window. It is Qt-free. The values:

- :class:`Mark`: how much a turn lost (slip, mistake, blunder; thresholds :data:`SLIP`,
  :data:`MISTAKE`, :data:`BLUNDER` in final-score margin points, see docs/analysis.md).
- :class:`Explanation`: why the best turn is better, as a value (a :class:`Why` kind plus its
  fields, like :class:`app.rules.reasons.Reason`). Each kind's value is its English template
  with ``{named}`` fields, marked in context ``"Analysis"`` for lupdate; ``str()`` is English,
  the interface translates the template with ``QCoreApplication.translate("Analysis", ...)``
  and fills it with :meth:`Explanation.render`.
- :class:`TurnVerdict`: one turn of an analysed player: the actions played and the best turn
  found, the expected final margin after each, the loss, the mark and the reason.
- :class:`PlayerSummary`: accuracy, counts of marks, mean loss and the biggest swings.
- :class:`GameAnalysis`: everything, with the key it is stored under (version, budget, seed,
  record digest), the chart's curve and the turn where the game was decided.

Every value has ``to_json``; :meth:`GameAnalysis.from_json` reads it back and validates it
completely: anything malformed raises :class:`ValueError` (never another exception).

Turn numbers (``turn``) count every turn of the game, every player's, from 0; a turn is the
actions ``record.actions[first:end]`` (its reward choices included). The margin of a player is
their final score minus the best rival's (minus the automaton's in a solo game).
"""

from __future__ import annotations

import hashlib
import json
import math
import multiprocessing
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor
from concurrent.futures import wait as wait_for
from dataclasses import dataclass
from enum import Enum, unique
from typing import Any, TypeAlias

from app.ai.assess import (
    TurnJob,
    TurnResult,
    assess,
    assess_in_worker,
    effort_for,
    remember_record,
    replay_fast,
    split_turns,
)
from app.ai.explanations import Explanation, Why
from app.ai.player import AICancelled
from app.processes import end_processes, interrupts_held, pool_processes
from app.rules import (
    Action,
    GameRecord,
    GameState,
    InvalidRecord,
    Phase,
    action_from_json,
    apply,
    check,
    replay,
)

ANALYSIS_VERSION = 5
"""The version of the analysis method and of its JSON; a stored analysis of another version is
stale (recomputed)."""

SLIP = 1.0
"""A turn that loses at least this many margin points (and less than :data:`MISTAKE`) is a slip."""
MISTAKE = 2.0
"""A loss of at least this many points (and less than :data:`BLUNDER`) is a mistake."""
BLUNDER = 3.0
"""A loss of at least this many points is a blunder."""


@unique
class Mark(Enum):
    """How much a turn lost, by the thresholds above."""

    SLIP = "slip"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


_MARKS = frozenset(m.value for m in Mark)


def mark_for(loss: float) -> Mark | None:
    """The mark of a turn that lost ``loss`` margin points (None below :data:`SLIP`)."""
    if loss >= BLUNDER:
        return Mark.BLUNDER
    if loss >= MISTAKE:
        return Mark.MISTAKE
    if loss >= SLIP:
        return Mark.SLIP
    return None


@dataclass(frozen=True, slots=True)
class TurnVerdict:
    """The analysis of one turn of one analysed player."""

    turn: int
    """0-based number of the turn among all turns of the game (every player's)."""
    round: int
    """The round the turn belongs to (1-based, as the engine counts)."""
    player: int
    first: int
    """Index of the turn's first action in ``record.actions``."""
    end: int
    """One past the turn's last action: the turn is ``record.actions[first:end]``."""
    played: tuple[Action, ...]
    best: tuple[Action, ...]
    """The best turn found (equal to ``played`` when the played turn was the best found)."""
    played_value: float
    """Expected final margin after the played turn, from what the player could see."""
    best_value: float
    loss: float
    """``max(0, best_value - played_value)``."""
    mark: Mark | None
    reason: Explanation | None
    """Why the best turn is better (None when nothing was lost)."""

    def to_json(self) -> dict[str, Any]:
        """The verdict as JSON."""
        return {
            "turn": self.turn,
            "round": self.round,
            "player": self.player,
            "first": self.first,
            "end": self.end,
            "played": [a.to_json() for a in self.played],
            "best": [a.to_json() for a in self.best],
            "played_value": self.played_value,
            "best_value": self.best_value,
            "loss": self.loss,
            "mark": None if self.mark is None else self.mark.value,
            "reason": None if self.reason is None else self.reason.to_json(),
        }

    @staticmethod
    def from_json(data: Any) -> TurnVerdict:
        """Read :meth:`to_json`'s form back.

        :raises ValueError: for anything malformed.
        """
        obj = _object(data, "turn")
        mark = obj.get("mark")
        if mark is not None and (not isinstance(mark, str) or mark not in _MARKS):
            raise ValueError("turn: unknown mark")
        reason = obj.get("reason")
        first = _int(obj, "first", 0, MAX_ACTIONS)
        end = _int(obj, "end", first, MAX_ACTIONS)
        return TurnVerdict(
            turn=_int(obj, "turn", 0, MAX_ACTIONS),
            round=_int(obj, "round", 0, 1000),
            player=_int(obj, "player", 0, 3),
            first=first,
            end=end,
            played=_actions(obj.get("played"), "played"),
            best=_actions(obj.get("best"), "best"),
            played_value=_float(obj, "played_value"),
            best_value=_float(obj, "best_value"),
            loss=_float(obj, "loss", 0.0),
            mark=None if mark is None else Mark(mark),
            reason=None if reason is None else Explanation.from_json(reason),
        )


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    """How one analysed player did over the game."""

    player: int
    turns: int
    """Number of the player's turns analysed."""
    accuracy: float
    """0-100: ``100 * exp(-mean_loss / ACCURACY_SCALE)`` (docs/analysis.md)."""
    slips: int
    mistakes: int
    blunders: int
    mean_loss: float
    biggest_swings: tuple[int, ...]
    """Turn numbers of the largest losses, largest first (at most 3, only turns that lost)."""

    def to_json(self) -> dict[str, Any]:
        """The summary as JSON."""
        return {
            "player": self.player,
            "turns": self.turns,
            "accuracy": self.accuracy,
            "slips": self.slips,
            "mistakes": self.mistakes,
            "blunders": self.blunders,
            "mean_loss": self.mean_loss,
            "biggest_swings": list(self.biggest_swings),
        }

    @staticmethod
    def from_json(data: Any) -> PlayerSummary:
        """Read :meth:`to_json`'s form back.

        :raises ValueError: for anything malformed.
        """
        obj = _object(data, "summary")
        swings = obj.get("biggest_swings")
        if not isinstance(swings, list) or len(swings) > 3:
            raise ValueError("summary: 'biggest_swings' must be a list of at most 3 turns")
        for s in swings:
            if not _is_int(s) or not 0 <= s <= MAX_ACTIONS:
                raise ValueError("summary: a swing must be a turn number")
        accuracy = _float(obj, "accuracy", 0.0)
        if accuracy > 100.0:
            raise ValueError("summary: accuracy must be 0 to 100")
        return PlayerSummary(
            player=_int(obj, "player", 0, 3),
            turns=_int(obj, "turns", 0, MAX_ACTIONS),
            accuracy=accuracy,
            slips=_int(obj, "slips", 0, MAX_ACTIONS),
            mistakes=_int(obj, "mistakes", 0, MAX_ACTIONS),
            blunders=_int(obj, "blunders", 0, MAX_ACTIONS),
            mean_loss=_float(obj, "mean_loss", 0.0),
            biggest_swings=tuple(swings),
        )


CurvePoint: TypeAlias = tuple[int, tuple[float, ...]]
"""(turn number, expected final margin of each player) at the start of that turn."""


@dataclass(frozen=True, slots=True)
class GameAnalysis:
    """The analysis of a game: every analysed turn, the chart's curve, the summaries."""

    version: int
    budget: float
    seed: int
    record_digest: str
    """:func:`record_digest` of the analysed record (the storage key, with version, budget, seed)."""
    players: tuple[int, ...]
    """The analysed players (seat numbers), ascending."""
    turns: tuple[TurnVerdict, ...]
    """The analysed players' turns, in game order."""
    curve: tuple[CurvePoint, ...]
    """The expected final margin of every player after each analysed turn as it was played, in
    game order (one margin per player of the game)."""
    summaries: tuple[PlayerSummary, ...]
    """One per analysed player, in the order of ``players``."""
    decided_at: int | None
    """The turn number after which the eventual winner's expected margin stays at or above
    :data:`DECIDED_MARGIN` for the rest of the game (None: a draw, or never)."""

    def verdict(self, turn: int) -> TurnVerdict | None:
        """The verdict for turn number ``turn`` (None if that turn was not analysed)."""
        for v in self.turns:
            if v.turn == turn:
                return v
        return None

    def summary(self, player: int) -> PlayerSummary | None:
        """The summary for ``player`` (None if not analysed)."""
        for s in self.summaries:
            if s.player == player:
                return s
        return None

    def to_json(self) -> dict[str, Any]:
        """The analysis as JSON (the ``analysis`` section of a save, docs/formats.md)."""
        return {
            "version": self.version,
            "budget": self.budget,
            "seed": self.seed,
            "record_digest": self.record_digest,
            "players": list(self.players),
            "turns": [v.to_json() for v in self.turns],
            "curve": [[turn, list(margins)] for turn, margins in self.curve],
            "summaries": [s.to_json() for s in self.summaries],
            "decided_at": self.decided_at,
        }

    @staticmethod
    def from_json(data: Any) -> GameAnalysis:
        """Read :meth:`to_json`'s form back, validating all of it.

        :raises ValueError: for anything malformed (wrong types, out-of-range numbers, too many
            items, unknown marks or reasons, bad actions).
        """
        obj = _object(data, "analysis")
        version = _int(obj, "version", 0, 1_000_000)
        budget = _float(obj, "budget", 0.0)
        seed = _int(obj, "seed", -(2**63), 2**63 - 1)
        digest = obj.get("record_digest")
        if not isinstance(digest, str) or not 0 < len(digest) <= 128:
            raise ValueError("analysis: 'record_digest' must be text")
        players = _list(obj.get("players"), "players", 4)
        if not all(_is_int(p) and 0 <= p <= 3 for p in players):
            raise ValueError("analysis: a player must be a seat number 0-3")
        turns = tuple(
            TurnVerdict.from_json(t) for t in _list(obj.get("turns"), "turns", MAX_ACTIONS)
        )
        curve: list[CurvePoint] = []
        for point in _list(obj.get("curve"), "curve", MAX_ACTIONS):
            if not isinstance(point, list) or len(point) != 2:
                raise ValueError("analysis: a curve point must be [turn, margins]")
            turn, margins = point
            if not _is_int(turn) or not 0 <= turn <= MAX_ACTIONS:
                raise ValueError("analysis: a curve point needs a turn number")
            values = _list(margins, "curve margins", 4)
            curve.append((turn, tuple(_number(m, "curve margin") for m in values)))
        summaries = tuple(
            PlayerSummary.from_json(s) for s in _list(obj.get("summaries"), "summaries", 4)
        )
        decided = obj.get("decided_at")
        if decided is not None and (not _is_int(decided) or not 0 <= decided <= MAX_ACTIONS):
            raise ValueError("analysis: 'decided_at' must be a turn number or null")
        return GameAnalysis(
            version=version,
            budget=budget,
            seed=seed,
            record_digest=digest,
            players=tuple(players),
            turns=turns,
            curve=tuple(curve),
            summaries=summaries,
            decided_at=decided,
        )


MAX_ACTIONS = 100_000
"""A bound on turn and action numbers read back from JSON (a record has far fewer)."""

ACCURACY_SCALE = 3.0
"""Accuracy is ``100 * exp(-mean loss / ACCURACY_SCALE)``: a mean loss of one mistake's worth
(3 points) a turn gives about 37."""

DECIDED_MARGIN = 1.0
"""The eventual winner's expected margin that, held at every analysed turn to the end, makes a
game decided: from there on the winner was expected to win by at least a point."""


def accuracy(mean_loss: float) -> float:
    """Accuracy (0-100) from a player's mean loss per turn."""
    return 100.0 * math.exp(-max(0.0, mean_loss) / ACCURACY_SCALE)


# --- JSON checks: everything raises ValueError ---------------------------------------------


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _object(data: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"{where} must be an object")
    return data


def _list(data: Any, where: str, limit: int) -> list[Any]:
    if not isinstance(data, list):
        raise ValueError(f"analysis: '{where}' must be a list")
    if len(data) > limit:
        raise ValueError(f"analysis: '{where}' is too long")
    return data


def _int(obj: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value: Any = obj.get(key)
    if not _is_int(value) or not low <= value <= high:
        raise ValueError(f"'{key}' must be a whole number from {low} to {high}")
    return int(value)


def _number(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{where} must be a number")
    out = float(value)
    if not math.isfinite(out) or abs(out) > 1e6:
        raise ValueError(f"{where} must be a finite number")
    return out


def _float(obj: Mapping[str, Any], key: str, low: float | None = None) -> float:
    out = _number(obj.get(key), f"'{key}'")
    if low is not None and out < low:
        raise ValueError(f"'{key}' must be at least {low}")
    return out


def _actions(data: Any, where: str) -> tuple[Action, ...]:
    raw = _list(data, where, 200)
    try:
        return tuple(action_from_json(a, where) for a in raw)
    except InvalidRecord as exc:  # a ValueError already; re-raised plainly for one error type
        raise ValueError(str(exc)) from None


DEFAULT_BUDGET = 6.0
"""The default budget: about this many seconds of work per turn on the reference machine
(docs/analysis.md); the work itself is a fixed amount, never timed."""


ProgressFn: TypeAlias = Callable[[int, int], None]
"""``progress(done, total)``: turns evaluated so far and in all."""
CancelFn: TypeAlias = Callable[[], bool]
"""``cancel()``: True to stop soon."""

def record_digest(record: GameRecord) -> str:
    """A digest of what decides the game (players, deal, deck, actions; not the optional fields
    of a save): an analysis stored for another digest is of another game."""
    data = record.to_json()
    key = {k: data[k] for k in sorted(data) if k in _GAME_FIELDS}
    key["actions"] = [a.to_json() for a in record.actions]
    text = json.dumps(key, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


_GAME_FIELDS = frozenset(
    {"version", "players", "solo", "seed", "deck", "white_deck", "black_deck", "deck_data"}
)


def fits(analysis: GameAnalysis, record: GameRecord) -> bool:
    """Whether ``analysis`` is consistent with ``record`` beyond its digest (a hand-made file
    may carry the right digest with anything else): every verdict's turn lies in the record and
    its played actions are the record's, seats and margins fit the players."""
    count = len(record.players)
    if analysis.record_digest != record_digest(record):
        return False
    if any(p >= count for p in analysis.players):
        return False
    for v in analysis.turns:
        if not (v.player < count and v.first < v.end <= len(record.actions)):
            return False
        if v.played != record.actions[v.first : v.end] or v.player not in analysis.players:
            return False
    if any(s.player not in analysis.players for s in analysis.summaries):
        return False
    return all(len(margins) == count for _, margins in analysis.curve)


def turn_positions(
    record: GameRecord, verdict: TurnVerdict
) -> tuple[GameState, GameState, GameState]:
    """For showing a turn on the table: the position at its start, after the turn played and
    after the best turn found (the best turn is always legal in the real position).

    :raises ValueError: if the verdict does not fit the record (another game).
    """
    if not 0 <= verdict.first <= verdict.end <= len(record.actions):
        raise ValueError("the verdict is of another game")
    state = record.initial_state()
    for action in record.actions[: verdict.first]:
        state = apply(state, action, validate=False)
    start = state
    played = start
    best = start
    for action in record.actions[verdict.first : verdict.end]:
        played = apply(played, action, validate=False)
    for action in verdict.best:
        if check(best, action) is not None:
            raise ValueError("the verdict is of another game")
        best = apply(best, action, validate=False)
    return start, played, best


class AnalysisCancelled(Exception):
    """The analysis was cancelled before it finished."""


def verdict_of(result: TurnResult) -> TurnVerdict:
    """A worker's finding as a verdict: the loss, its mark and (if it lost) the reason."""
    t = result.turn
    loss = round(max(0.0, result.best_value - result.played_value), 6)
    same = result.best == result.played
    return TurnVerdict(
        turn=t.number,
        round=t.round,
        player=t.player,
        first=t.first,
        end=t.end,
        played=result.played,
        best=result.best,
        played_value=result.played_value,
        best_value=result.best_value,
        loss=0.0 if same else loss,
        mark=None if same else mark_for(loss),
        reason=None if same or loss <= 0 else result.reason,
    )


def summarise(player: int, verdicts: Sequence[TurnVerdict]) -> PlayerSummary:
    """One player's summary from their verdicts (docs/analysis.md: accuracy, swings)."""
    mine = [v for v in verdicts if v.player == player]
    mean = sum(v.loss for v in mine) / len(mine) if mine else 0.0
    swings = sorted((v for v in mine if v.loss > 0), key=lambda v: (-v.loss, v.turn))[:3]
    return PlayerSummary(
        player=player,
        turns=len(mine),
        accuracy=round(accuracy(mean), 3),
        slips=sum(1 for v in mine if v.mark is Mark.SLIP),
        mistakes=sum(1 for v in mine if v.mark is Mark.MISTAKE),
        blunders=sum(1 for v in mine if v.mark is Mark.BLUNDER),
        mean_loss=round(mean, 6),
        biggest_swings=tuple(v.turn for v in swings),
    )


def decided_turn(curve: Sequence[CurvePoint], winner: int, sign: float = 1.0) -> int | None:
    """The first turn of ``curve`` from which ``winner``'s expected margin (times ``sign``:
    -1 when the solo automaton won) stays at or above :data:`DECIDED_MARGIN` to the end."""
    found: int | None = None
    for turn, margins in curve:
        if winner < len(margins) and sign * margins[winner] >= DECIDED_MARGIN:
            if found is None:
                found = turn
        else:
            found = None
    return found


def assemble(
    record: GameRecord,
    players: Sequence[int],
    budget: float,
    seed: int,
    results: Sequence[TurnResult],
    final: GameState | None = None,
) -> GameAnalysis:
    """The analysis from the workers' results (any order); ``final`` is the game's last state
    (for the winner: ``decided_at`` needs a finished game)."""
    ordered = sorted(results, key=lambda r: r.turn.number)
    verdicts = tuple(verdict_of(r) for r in ordered)
    curve = tuple((r.turn.number, r.margins) for r in ordered)
    decided: int | None = None
    if final is not None and final.phase is Phase.FINISHED:
        winners: tuple[int, ...] = final.winners or ()
        if final.solo is not None:
            decided = decided_turn(curve, 0, 1.0 if winners else -1.0)
        elif len(winners) == 1:
            decided = decided_turn(curve, winners[0])
    return GameAnalysis(
        version=ANALYSIS_VERSION,
        budget=float(budget),
        seed=seed,
        record_digest=record_digest(record),
        players=tuple(sorted(set(players))),
        turns=verdicts,
        curve=curve,
        summaries=tuple(summarise(p, verdicts) for p in sorted(set(players))),
        decided_at=decided,
    )


KILL_AFTER = 1.0
"""Seconds a cancelled worker has to end before it is killed."""


class AnalysisTooLong(ValueError):
    """A game with more turns to analyse than allowed: ``turns`` of them, ``limit`` allowed."""

    def __init__(self, turns: int, limit: int) -> None:
        super().__init__(f"{turns} turns to analyse, more than the {limit} allowed")
        self.turns = turns
        self.limit = limit


class AnalysisRunner:
    """An analysis running in a pool of worker processes (``spawn``, as the app's other
    workers), one job per turn, polled without blocking (a window asks :meth:`poll` from a
    timer); :meth:`wait` blocks (the command line). :meth:`cancel` ends the workers at once.
    """

    def __init__(
        self,
        record: GameRecord,
        players: Sequence[int] | None = None,
        budget: float = DEFAULT_BUDGET,
        seed: int = 0,
        workers: int = 2,
        limit: int | None = None,
    ) -> None:
        """Start the workers and the first jobs. ``limit``: the most turns it takes on (a
        record of thousands of turns would keep the machine busy for hours).

        :raises AnalysisTooLong: when there are more than ``limit`` turns to analyse (nothing
            was started).
        :raises ValueError: for a budget that is not positive, a player the game does not have,
            or a record with an illegal action.
        """
        effort = effort_for(budget)
        chosen = _chosen_players(record, players)
        self.record = record
        self.players = chosen
        self.budget = float(budget)
        self.seed = seed
        states = _checked_states(record)
        self.final = states[-1]
        digest = record_digest(record)
        # (each worker is given the record once, at its start: remember_record)
        self.todo = [
            TurnJob(None, digest, t, seed, effort)
            for t in split_turns(states)
            if t.player in chosen
        ]
        if limit is not None and len(self.todo) > limit:
            raise AnalysisTooLong(len(self.todo), limit)
        self.jobs = max(1, workers)
        self.results: list[TurnResult] = []
        self.waiting: list[Future[TurnResult]] = []
        self.next = 0
        self.cancelled = False
        self.pool: ProcessPoolExecutor | None = None
        if self.todo:
            self.pool = ProcessPoolExecutor(
                min(self.jobs, len(self.todo)), mp_context=multiprocessing.get_context("spawn"),
                initializer=remember_record, initargs=(digest, record),
            )
        self._fill()

    @property
    def total(self) -> int:
        """How many turns are analysed."""
        return len(self.todo)

    @property
    def done(self) -> int:
        """How many turns are analysed so far."""
        return len(self.results)

    @property
    def finished(self) -> bool:
        """Whether every turn is analysed (or the analysis was cancelled)."""
        return self.cancelled or len(self.results) == len(self.todo)

    def _fill(self) -> None:
        while (
            self.pool is not None
            and not self.cancelled
            and self.next < len(self.todo)
            and len(self.waiting) < 2 * self.jobs
        ):
            with interrupts_held():  # (a worker started now never sees a Ctrl+C)
                self.waiting.append(self.pool.submit(assess_in_worker, self.todo[self.next]))
            self.next += 1

    def poll(self) -> int:
        """Collect the turns finished since the last call (never waits); returns :attr:`done`.

        :raises Exception: what a job raised (a bug), after the workers were ended.
        """
        ready = [f for f in self.waiting if f.done()]
        self.waiting = [f for f in self.waiting if not f.done()]
        try:
            self.results += [f.result() for f in ready if not f.cancelled()]
        except BaseException:
            self.cancel()
            raise
        self._fill()
        if self.finished:
            self._close(wait=not self.cancelled)
        return self.done

    def wait(
        self, progress: ProgressFn | None = None, cancel: CancelFn | None = None
    ) -> GameAnalysis:
        """Wait for every turn, reporting ``progress(done, total)`` and checking ``cancel()``
        between turns (at least every 0.2 seconds).

        :raises AnalysisCancelled: when ``cancel()`` turned true (the workers are ended).
        """
        if progress is not None:
            progress(self.done, self.total)
        while not self.finished:
            if cancel is not None and cancel():
                self.cancel()
                break
            if self.waiting:
                wait_for(self.waiting, timeout=0.2, return_when=FIRST_COMPLETED)
            before = self.done
            self.poll()
            if progress is not None and self.done != before:
                progress(self.done, self.total)
        if self.cancelled:
            raise AnalysisCancelled("the analysis was cancelled")
        return self.analysis()

    def analysis(self) -> GameAnalysis:
        """The finished analysis.

        :raises AnalysisCancelled: if it was cancelled; :raises RuntimeError: if not finished.
        """
        if self.cancelled:
            raise AnalysisCancelled("the analysis was cancelled")
        if not self.finished:
            raise RuntimeError("the analysis is not finished")
        return assemble(self.record, self.players, self.budget, self.seed, self.results, self.final)

    def _close(self, wait: bool = False) -> None:
        """Let the workers go (every job is done: they end at once)."""
        if self.pool is not None:
            self.pool.shutdown(wait=wait)
            self.pool = None

    def cancel(self) -> None:
        """Stop at once: turns not started are dropped and the workers are ended."""
        if self.cancelled:
            return
        self.cancelled = True
        self.waiting = []
        pool = self.pool
        self.pool = None
        if pool is None:
            return
        # as balance.Runner: end the workers first, then let the pool fail its waiting jobs
        workers = pool_processes(pool)
        end_processes(workers, KILL_AFTER)  # one that has not ended a moment later is killed
        pool.shutdown(wait=False, cancel_futures=not workers)


def _checked_states(record: GameRecord) -> list[GameState]:
    """The record's states after checking every action.

    :raises ValueError: naming the first illegal action.
    """
    result = replay(record)
    if not result.ok:
        raise ValueError(f"action {result.error_index}: {result.error}")
    return replay_fast(record)


def analyse(
    record: GameRecord,
    players: Sequence[int] | None = None,
    budget: float = DEFAULT_BUDGET,
    seed: int = 0,
    *,
    workers: int = 2,
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
) -> GameAnalysis:
    """Analyse ``record`` for ``players`` (None: every player) in ``workers`` worker processes
    (blocking; ``workers=0``: in this process, turn after turn). The same record, budget and
    seed give the same analysis with any number of workers.

    :raises AnalysisCancelled: when ``cancel()`` returned true.
    :raises ValueError: for a bad budget, unknown players or an illegal record.
    """
    if workers <= 0:
        return _analyse_here(record, players, budget, seed, progress, cancel)
    runner = AnalysisRunner(record, players, budget, seed, workers)
    try:
        return runner.wait(progress, cancel)
    finally:
        if runner.finished and not runner.cancelled:
            runner._close(wait=True)
        else:
            runner.cancel()


def _analyse_here(
    record: GameRecord,
    players: Sequence[int] | None,
    budget: float,
    seed: int,
    progress: ProgressFn | None,
    cancel: CancelFn | None,
) -> GameAnalysis:
    effort = effort_for(budget)
    chosen = _chosen_players(record, players)
    states = _checked_states(record)
    digest = record_digest(record)
    todo = [TurnJob(record, digest, t, seed, effort) for t in split_turns(states)
            if t.player in chosen]
    results: list[TurnResult] = []
    for job in todo:
        if progress is not None:
            progress(len(results), len(todo))
        try:
            results.append(assess(job, cancel))
        except AICancelled:
            raise AnalysisCancelled("the analysis was cancelled") from None
    if progress is not None:
        progress(len(results), len(todo))
    return assemble(record, chosen, budget, seed, results, states[-1])


def _chosen_players(record: GameRecord, players: Sequence[int] | None) -> tuple[int, ...]:
    """The analysed seats, ascending.

    :raises ValueError: for a seat the game does not have.
    """
    count = len(record.players)
    chosen = tuple(range(count)) if players is None else tuple(sorted(set(players)))
    if not chosen or any(not 0 <= p < count for p in chosen):
        raise ValueError(f"players must be seats 0 to {count - 1}, not {list(chosen)}")
    return chosen


__all__ = [
    "ACCURACY_SCALE",
    "ANALYSIS_VERSION",
    "BLUNDER",
    "DECIDED_MARGIN",
    "DEFAULT_BUDGET",
    "MISTAKE",
    "SLIP",
    "AnalysisCancelled",
    "AnalysisRunner",
    "AnalysisTooLong",
    "CancelFn",
    "CurvePoint",
    "Explanation",
    "GameAnalysis",
    "Mark",
    "PlayerSummary",
    "ProgressFn",
    "TurnVerdict",
    "Why",
    "accuracy",
    "analyse",
    "assemble",
    "fits",
    "mark_for",
    "record_digest",
    "turn_positions",
]
