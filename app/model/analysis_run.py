"""The review's *Analyse*: what starts the analysis runner, and which budget and seed it has.

Qt-free. :func:`start_runner` starts :class:`app.ai.analysis.AnalysisRunner` (the turns spread
over worker processes); the review window drives it from a job's thread
(:func:`app.model.background.in_pool`), so the window stays responsive, and a cancel ends the
workers at once.

The depth chosen in Preferences maps to a budget here (:data:`DEPTH_BUDGETS`); a stored analysis
is shown at once when it was made by this version of the method for this very record
(:func:`stored_matches`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any, Protocol

from app.ai.analysis import (
    DEFAULT_BUDGET,
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
    """What the review needs of a runner (:class:`AnalysisRunner`; tests pass their own): a
    pool that :func:`app.model.background.in_pool` drives, and the analysis at its end."""

    @property
    def waiting(self) -> Sequence[Future[Any]]: ...

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


__all__ = [
    "ANALYSIS_SEED",
    "DEPTH_BUDGETS",
    "Runner",
    "RunnerFactory",
    "depth_budget",
    "start_runner",
    "stored_matches",
]
