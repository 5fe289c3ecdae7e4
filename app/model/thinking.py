"""Work off the UI thread, the machinery under :class:`app.model.background.BackgroundOp`.

A :class:`Job` runs one piece of work in Qt's thread pool and reports ``done`` (the answer, as
a value), ``failed`` (a message), ``progress`` and ``partial`` by queued signal, each tagged
with a generation number so its op can drop an answer about something that has changed;
nothing is reported once it is cancelled. The game session (AI seats), the table's hints,
the editor's check and generator, the balance lab and the analysis all run their work
through an op; a few windows still start a :class:`Job` by hand (see docs/architecture.md).

AI decisions are asked of the thinking process from the job's thread (:func:`decide`, through
:class:`ProcessChooser` for AI seats). CPU-bound work that can take
seconds runs in the worker process (:mod:`app.model.worker`) and the job's thread only waits
for its answer (:func:`app.model.background.in_process`), so the UI thread never competes
with it for the GIL. :class:`app.model.background.BackgroundOp` is the helper windows use; a
:class:`Job` is what it runs.

At the program's end (:func:`finish_background_work`, which also runs at the interpreter's
exit, so a script that just returns is covered) every job counts as cancelled, no worker
process starts, and the jobs still running are waited for: a job thread that runs Python
while the interpreter tears Qt's objects down crashes the program.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from app.core.decisions import DecideRequest as DecideRequest  # re-exported for callers
from app.core.decisions import FinishRequest as FinishRequest
from app.core.decisions import decide_in_worker
from app.core.decisions import decide_request as decide_request
from app.core.decisions import finish_request as finish_request
from app.model import relay
from app.rules import Action, GameState

if TYPE_CHECKING:
    from app.ai.hints import HintResult
    from app.model.worker import Worker

Work = Callable[[Callable[[], bool], Callable[[int, int], None]], object]
"""A job's work: called with ``cancelled()`` and ``progress(done, total)``, returns the answer."""


_program_ending = False
_exit_hook = False
_exit_lock = threading.Lock()


def finish_background_work(timeout_ms: int = 5000) -> None:
    """At the program's end: cancel every job, stop the worker processes (no new one starts)
    and wait for the jobs still running, so nothing is spawned or left running while Python
    shuts down. Safe to call twice; it also runs at the interpreter's exit once a job was made.
    """
    from app.model.worker import shut_down_workers

    global _program_ending
    _program_ending = True  # before the workers stop: a job must not fall back to work here
    relay.close()
    shut_down_workers()
    QThreadPool.globalInstance().waitForDone(timeout_ms)


def _finish_at_exit() -> None:
    """Register :func:`finish_background_work` to run at the interpreter's exit (once)."""
    global _exit_hook
    with _exit_lock:
        if _exit_hook:
            return
        # imported first, so its exit handler (which kills the worker processes) runs after
        # ours: atexit runs the last registered first
        import multiprocessing.util  # noqa: F401

        atexit.register(finish_background_work)
        _exit_hook = True


class JobCancelled(Exception):
    """Raised by a job's work when it noticed it was cancelled."""


class JobSignals(QObject):
    """Where jobs report; lives in the UI thread, so the slots run there."""

    done = Signal(int, object)  # generation, answer
    failed = Signal(int, str)  # generation, message
    progress = Signal(int, int, int)  # generation, done, total
    partial = Signal(int, object)  # generation, one result handed over before the answer
    notice = Signal(str)  # something to tell the player that is not a failure

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        relay.prepare()  # made here, in the UI thread, before a job posts
        _finish_at_exit()


def _no_work(cancelled: Callable[[], bool], progress: Callable[[int, int], None]) -> object:
    raise JobCancelled("this job has already run")


class Job(QRunnable):
    """Runs one piece of work in the global thread pool and reports unless cancelled."""

    def __init__(
        self, generation: int, work: Work, cancel: threading.Event, signals: JobSignals
    ) -> None:
        super().__init__()
        self._generation = generation
        self._work = work
        self._cancel = cancel
        self._signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        """Work, then report back through a queued signal."""
        from app.ai import AICancelled

        try:
            answer = self._work(self._cancelled, self._progress)
        except (AICancelled, JobCancelled):
            return
        except Exception as exc:  # a bug must reach the user as a message, not vanish
            if not self._cancelled():
                self._emit("failed", f"{type(exc).__name__}: {exc}")
            return
        finally:
            # the work may hold the last reference to a window: let go of it in the UI thread
            # (this thread keeps no reference: the box is emptied there)
            box: list[object] = [self._work]
            self._work = _no_work
            relay.hand_back(box)
        if not self._cancelled():
            self._emit("done", answer)

    def _cancelled(self) -> bool:
        return _program_ending or self._cancel.is_set()

    def _progress(self, done: int, total: int) -> None:
        if not self._cancelled():
            relay.post(self._signals, "progress", self._generation, done, total)

    def _emit(self, name: str, payload: object) -> None:
        # never emitted from this thread: the window may be deleting the signals meanwhile
        relay.post(self._signals, name, self._generation, payload)

    def start(self) -> None:
        """Queue the job in the global thread pool (not once the program is ending)."""
        if _program_ending:
            return
        _finish_at_exit()
        QThreadPool.globalInstance().start(self)


# ------------------------------------------------------------------ AI decisions in a process
# (the requests and the worker's side are Qt-free, in app.core.decisions)

class WorkerRestarted(Exception):
    """The thinking process stopped and was started again (the decision was made anyway)."""


def thinking_worker() -> Worker:
    """The game program's thinking process (AI seats and hints; started on first use)."""
    from app.model.worker import named_worker

    return named_worker("thinking")


Notice = Callable[[str], None]
"""Told, in English, when the thinking process had to be restarted."""


def decide(request: DecideRequest, cancelled: Callable[[], bool],
           notice: Notice | None = None) -> Action:
    """One decision in the thinking process; blocks (call it from a job's thread).

    A process that died or stopped answering is restarted once and asked again (``notice`` is
    told); if that fails too, the decision is made in this thread, so a game never stops.

    :raises JobCancelled: once ``cancelled()`` is true.
    """
    from app.model.worker import WorkCancelled, WorkerClosed, WorkerGone

    for attempt in range(2):
        try:
            answer = thinking_worker().call("decide", request, cancelled)
        except (WorkCancelled, WorkerClosed) as exc:
            raise JobCancelled(str(exc)) from exc
        except WorkerGone as exc:
            if cancelled():
                raise JobCancelled("cancelled") from exc
            if notice is not None:
                notice(f"the thinking process stopped ({exc}); it was started again")
            if attempt == 0:
                continue
            return decide_in_worker(request, cancelled)  # last resort: think here
        if not isinstance(answer, Action):
            raise WorkFailedHere(f"the thinking process answered {answer!r}")
        return answer
    raise JobCancelled("cancelled")  # pragma: no cover - the loop always returns or raises


class WorkFailedHere(Exception):
    """The thinking process answered something that is not an action (a bug)."""


def work_out_finish(request: FinishRequest, cancelled: Callable[[], bool]) -> HintResult:
    """How to finish a puzzle, worked out in the thinking process; blocks (call it from a job's
    thread).

    Unlike a decision, it is not made here when the process fails: a hint can wait, so the
    failure goes to the job (said once by the table), and the next request starts a fresh
    process.

    :raises JobCancelled: once ``cancelled()`` is true.
    :raises WorkerGone: if the process died, stopped answering or could not be started.
    :raises WorkFailed: if the work raised an error in the process.
    """
    from app.ai.hints import HintResult
    from app.model.worker import WorkCancelled, WorkerClosed

    try:
        answer = thinking_worker().call("finish", request, cancelled)
    except (WorkCancelled, WorkerClosed) as exc:
        raise JobCancelled(str(exc)) from exc
    if not isinstance(answer, HintResult):
        raise WorkFailedHere(f"the thinking process answered {answer!r}")
    return answer


class ProcessChooser:
    """An AI seat that thinks in the thinking process (the session's default)."""

    def __init__(self, level: str, seed: int, budget: float | None = None,
                 notice: Notice | None = None,
                 think_longer: Callable[[], bool] | None = None) -> None:
        """The AI at ``level`` with its ``seed`` (and time budget, default the level's; without
        one, ``think_longer()`` asked at each decision gives a hard player in a two-player game
        more time, :func:`app.ai.table_budget`)."""
        self.level = level
        self.seed = seed
        self.budget = budget
        self.notice = notice
        self.think_longer = think_longer

    def budget_for(self, state: GameState) -> float | None:
        """The time budget of a decision in ``state`` (None: the level's own)."""
        if self.budget is not None or self.think_longer is None:
            return self.budget
        from app.ai import table_budget

        return table_budget(self.level, len(state.players), state.solo is not None,
                            self.think_longer())

    def choose(self, state: GameState, *, cancel: Callable[[], bool] | None = None) -> Action:
        """A legal action for the player to move (decided in the thinking process)."""
        request = decide_request(state, self.level, self.seed, self.budget_for(state))
        try:
            return decide(request, cancel or (lambda: False), self.notice)
        except JobCancelled as exc:
            from app.ai import AICancelled

            raise AICancelled(str(exc)) from exc
