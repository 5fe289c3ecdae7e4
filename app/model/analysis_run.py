"""The review's *Analyse*, run without blocking: a poll-able handle on the analysis runner.

Qt-free. :class:`AnalysisRun` starts :class:`app.ai.analysis.AnalysisRunner` (the turns spread over
worker processes) and :meth:`AnalysisRun.poll` reports how far it is, never waiting: the review
window asks it from a timer, so the window stays responsive. :meth:`AnalysisRun.cancel` ends the
workers at once.

The depth chosen in Preferences maps to a budget here (:data:`DEPTH_BUDGETS`); a stored analysis
is shown at once when it was made by this version of the method for this very record
(:func:`stored_matches`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum, unique
from typing import Protocol

from app.ai.analysis import (
    DEFAULT_BUDGET,
    AnalysisCancelled,
    AnalysisRunner,
    GameAnalysis,
)
from app.core.analyses import usable
from app.rules import GameRecord

DEPTH_BUDGETS: dict[str, float] = {
    "quick": DEFAULT_BUDGET / 4,
    "normal": DEFAULT_BUDGET,
    "deep": DEFAULT_BUDGET * 3,
}
"""The budget of each analysis depth (Preferences > Analysis depth)."""

ANALYSIS_SEED = 0
"""The seed of the review's analyses: the same as ``project-l analyse``'s default, so both give
the same marks for the same budget."""


class Runner(Protocol):
    """What :class:`AnalysisRun` needs of a runner (:class:`AnalysisRunner`; tests pass their
    own)."""

    @property
    def total(self) -> int: ...

    @property
    def done(self) -> int: ...

    @property
    def finished(self) -> bool: ...

    def poll(self) -> int: ...

    def analysis(self) -> GameAnalysis: ...

    def cancel(self) -> None: ...


RunnerFactory = Callable[[GameRecord, Sequence[int] | None, float, int, int], Runner]
"""``factory(record, players, budget, seed, workers)`` starts a runner."""


def start_runner(record: GameRecord, players: Sequence[int] | None, budget: float, seed: int,
                 workers: int) -> Runner:
    """The real runner: :class:`AnalysisRunner` in worker processes."""
    return AnalysisRunner(record, players, budget, seed, workers)


def depth_budget(depth: str) -> float:
    """The budget of an analysis depth ("normal" for an unknown one)."""
    return DEPTH_BUDGETS.get(depth, DEFAULT_BUDGET)


def stored_matches(analysis: GameAnalysis | None, record: GameRecord,
                   players: Sequence[int] | None = None) -> bool:
    """Whether a stored analysis can be shown for ``record``: usable for its game
    (:func:`app.core.analyses.usable`), at any budget, and (when given) of at least these
    players."""
    if analysis is None or not usable(analysis, record):
        return False
    return players is None or set(players) <= set(analysis.players)


@unique
class RunState(Enum):
    """Where a run is."""

    RUNNING = "running"
    DONE = "done"
    CANCELLED = "cancelled"
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class RunStatus:
    """What :meth:`AnalysisRun.poll` reports: the state, the turns done of all, and the
    result (DONE) or the error's message (FAILED)."""

    state: RunState
    done: int
    total: int
    result: GameAnalysis | None = None
    error: str = ""


class AnalysisRun:
    """One analysis under way; poll it, or cancel it."""

    def __init__(self, record: GameRecord, players: Sequence[int] | None, budget: float,
                 seed: int = ANALYSIS_SEED, *, workers: int = 2,
                 factory: RunnerFactory = start_runner) -> None:
        """Start analysing ``record`` for ``players`` (None: everyone) at once.

        :raises ValueError: when the runner refuses the game (a bad budget or player, an
            illegal action).
        """
        self.budget = budget
        self.seed = seed
        self._runner = factory(record, players, budget, seed, workers)
        self._status = RunStatus(RunState.RUNNING, 0, self._runner.total)

    def poll(self) -> RunStatus:
        """How far the run is (never waits); once it has ended, the same answer again."""
        if self._status.state is not RunState.RUNNING:
            return self._status
        runner = self._runner
        try:
            done = runner.poll()
            if runner.finished:
                self._status = RunStatus(RunState.DONE, done, runner.total, runner.analysis())
            else:
                self._status = RunStatus(RunState.RUNNING, done, runner.total)
        except AnalysisCancelled:
            self._status = RunStatus(RunState.CANCELLED, runner.done, runner.total)
        except Exception as exc:  # a bug reaches the player as a message
            runner.cancel()
            self._status = RunStatus(RunState.FAILED, runner.done, runner.total,
                                     error=f"{type(exc).__name__}: {exc}")
        return self._status

    @property
    def running(self) -> bool:
        """Whether the analysis is still working."""
        return self._status.state is RunState.RUNNING

    def cancel(self) -> None:
        """Stop at once (the workers are ended); :meth:`poll` reports CANCELLED."""
        if self.running:
            self._runner.cancel()
            self._status = RunStatus(RunState.CANCELLED, self._status.done, self._status.total)


__all__ = [
    "ANALYSIS_SEED",
    "DEPTH_BUDGETS",
    "AnalysisRun",
    "RunState",
    "RunStatus",
    "Runner",
    "RunnerFactory",
    "depth_budget",
    "start_runner",
    "stored_matches",
]
