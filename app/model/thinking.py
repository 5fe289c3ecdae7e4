"""Work off the UI thread: one job per answer, cancellable, answered by queued signal.

Used by the game session (AI seats), the table's hints and the editor's validation: each runs
work that may take a second or more and must never freeze the window, and each must ignore an
answer that comes after what it was about has changed (every job carries a generation number
for that). A :class:`Job` runs in Qt's thread pool and reports ``done`` (the answer, as a
value), ``failed`` (a message) and ``progress``; nothing is reported once it is cancelled.

AI decisions run in the job's thread (:class:`ThinkingJob`). CPU-bound work that can take
seconds runs in the worker process (:mod:`app.model.worker`) and the job's thread only waits
for its answer (:func:`worker_work`), so the UI thread never competes with it for the GIL.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, SignalInstance

from app.rules.actions import Action

Think = Callable[[Callable[[], bool]], Action]
"""A decision: called with a ``cancelled()`` test, returns the action (or raises AICancelled)."""

Work = Callable[[Callable[[], bool], Callable[[int, int], None]], object]
"""A job's work: called with ``cancelled()`` and ``progress(done, total)``, returns the answer."""


class JobCancelled(Exception):
    """Raised by a job's work when it noticed it was cancelled."""


class JobSignals(QObject):
    """Where jobs report; lives in the UI thread, so the slots run there."""

    done = Signal(int, object)  # generation, answer
    failed = Signal(int, str)  # generation, message
    progress = Signal(int, int, int)  # generation, done, total


ThinkingSignals = JobSignals
"""The signals of AI thinking jobs (the same as every job's)."""


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
            answer = self._work(self._cancel.is_set, self._progress)
        except (AICancelled, JobCancelled):
            return
        except Exception as exc:  # a bug must reach the user as a message, not vanish
            if not self._cancel.is_set():
                self._emit(self._signals.failed, f"{type(exc).__name__}: {exc}")
            return
        if not self._cancel.is_set():
            self._emit(self._signals.done, answer)

    def _progress(self, done: int, total: int) -> None:
        if not self._cancel.is_set():
            try:
                self._signals.progress.emit(self._generation, done, total)
            except RuntimeError:  # the receiver is gone
                pass

    def _emit(self, signal: SignalInstance, payload: object) -> None:
        try:
            signal.emit(self._generation, payload)
        except RuntimeError:  # the receiver is gone (the window closed while it worked)
            pass

    def start(self) -> None:
        """Queue the job in the global thread pool."""
        QThreadPool.globalInstance().start(self)


class ThinkingJob(Job):
    """Runs one AI decision (in the job's thread: the search is short and has a budget)."""

    def __init__(
        self, generation: int, think: Think, cancel: threading.Event, signals: JobSignals
    ) -> None:
        super().__init__(generation, lambda cancelled, _progress: think(cancelled), cancel,
                         signals)


def worker_work(
    task: str, payload: Any, fallback: Callable[[Any, Callable[[int, int], None],
                                                 Callable[[], bool]], object] | None = None,
) -> Work:
    """Work that runs ``task`` in the worker process (:mod:`app.model.worker`).

    If the worker cannot be used (it cannot start, or died), ``fallback(payload, progress,
    cancelled)`` does the work in the job's thread instead, if given.
    """
    from app.model.worker import WorkCancelled, WorkerGone, shared_worker

    def work(cancelled: Callable[[], bool], progress: Callable[[int, int], None]) -> object:
        try:
            return shared_worker().call(task, payload, cancelled, progress)
        except WorkCancelled as exc:
            raise JobCancelled(str(exc)) from exc
        except WorkerGone:
            if fallback is None or cancelled():
                raise
            return fallback(payload, progress, cancelled)

    return work
