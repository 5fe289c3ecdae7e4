"""Work off the UI thread, answered on the UI thread: the program's one helper for it (Anki's
``QueryOp`` / ``CollectionOp``).

A :class:`BackgroundOp` runs one piece of work at a time. :meth:`BackgroundOp.start` hands it a
*work* function, called in Qt's thread pool (a :class:`~app.model.thinking.Job`) with
``cancelled()`` and ``progress(done, total)``; ``done(answer)``, ``failed(message)`` and
``progress(done, total)`` are then called on the UI thread. :meth:`BackgroundOp.stream` is the
same for work that also hands results over one by one as it finds them (``partial(value)``,
each on the UI thread, before ``done``). A new start, :meth:`BackgroundOp.cancel` or the
program's end forgets the work before: it is told to stop and its answer never arrives.

Where the work runs is the caller's choice, made by the work function it passes:

- in the job's thread: any plain function (I/O, short searches with a step budget);
- in a long-lived worker process (:mod:`app.model.worker`): :func:`in_process`, whose thread
  only waits for the answer, so CPU-bound work never competes with the window for the GIL;
- in a pool of worker processes: :func:`in_pool`, which drives a :class:`Pool` (the balance
  lab's games, the analysis's turns) from the job's thread and ends its processes on cancel.

A cancel ends worker processes that do not stop: the worker replaces one that does not answer
a cancel in time, and a pool's processes are terminated, then killed
(:func:`app.processes.end_processes`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future
from concurrent.futures import wait as wait_for
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from app.model.thinking import Job, JobCancelled, JobSignals, Work

Cancelled = Callable[[], bool]
"""Asked by the work: has it been cancelled (or is the program ending)?"""
Progress = Callable[[int, int], None]
"""Told by the work how far it is: ``progress(done, total)``."""
Partial = Callable[[Any], None]
"""Told by streaming work of one result as soon as it has it."""
StreamWork = Callable[[Cancelled, Progress, Partial], object]
"""Work that hands results over one by one: ``work(cancelled, progress, partial)``."""

POOL_WAIT_S = 0.1
"""Seconds between two looks at a pool's cancel flag while its jobs run (how soon a cancel
ends the pool's processes)."""


class BackgroundOp(QObject):
    """Runs one piece of work at a time in the background; see the module's text."""

    running_changed = Signal(bool)
    """The work started (True) or ended, failed or was cancelled (False)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._signals = JobSignals(self)
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)
        self._signals.progress.connect(self._on_progress)
        self._signals.partial.connect(self._on_partial)
        self._generation = 0
        self._cancel: threading.Event | None = None
        self._done: Callable[[Any], None] | None = None
        self._failed: Callable[[str], None] | None = None
        self._progress: Progress | None = None
        self._partial: Partial | None = None

    @property
    def running(self) -> bool:
        """Whether work was started and has not answered yet."""
        return self._cancel is not None

    def start(
        self,
        work: Work,
        done: Callable[[Any], None],
        failed: Callable[[str], None] | None = None,
        progress: Progress | None = None,
    ) -> None:
        """Run ``work(cancelled, progress)`` in the background (the work before is cancelled);
        ``done(answer)`` or ``failed(message)`` follows on the UI thread."""
        self._launch(lambda _generation: work, done, failed, progress, None)

    def stream(
        self,
        work: StreamWork,
        partial: Partial,
        done: Callable[[Any], None],
        failed: Callable[[str], None] | None = None,
        progress: Progress | None = None,
    ) -> None:
        """Run ``work(cancelled, progress, partial)`` in the background; each value it hands to
        ``partial`` reaches ``partial`` on the UI thread, in order, before ``done`` does."""
        signals = self._signals

        def with_partials(generation: int) -> Work:
            def job_work(cancelled: Cancelled, report: Progress) -> object:
                from app.model import relay

                def told(value: Any) -> None:
                    if not cancelled():  # through the relay, as the job's own reports
                        relay.post(signals, "partial", generation, value)

                return work(cancelled, report, told)

            return job_work

        self._launch(with_partials, done, failed, progress, partial)

    def _launch(self, make_work: Callable[[int], Work], done: Callable[[Any], None],
                failed: Callable[[str], None] | None, progress: Progress | None,
                partial: Partial | None) -> None:
        self._stop()
        self._generation += 1
        self._cancel = threading.Event()
        self._done, self._failed = done, failed
        self._progress, self._partial = progress, partial
        Job(self._generation, make_work(self._generation), self._cancel, self._signals).start()
        self.running_changed.emit(True)

    def cancel(self) -> None:
        """Forget the work that runs (its work is told to stop; no answer is given)."""
        if self._stop():
            self.running_changed.emit(False)

    def _stop(self) -> bool:
        self._generation += 1
        if self._cancel is None:
            return False
        self._cancel.set()
        self._cancel = None
        return True

    def _finish(self, generation: int) -> bool:
        if generation != self._generation or self._cancel is None:
            return False
        self._cancel = None
        self.running_changed.emit(False)
        return True

    def _on_done(self, generation: int, answer: object) -> None:
        done = self._done
        if self._finish(generation) and done is not None:
            done(answer)

    def _on_failed(self, generation: int, message: str) -> None:
        failed = self._failed
        if self._finish(generation) and failed is not None:
            failed(message)

    def _on_progress(self, generation: int, done: int, total: int) -> None:
        if generation == self._generation and self._progress is not None:
            self._progress(done, total)

    def _on_partial(self, generation: int, value: object) -> None:
        if generation == self._generation and self._cancel is not None \
                and self._partial is not None:
            self._partial(value)


# ------------------------------------------------------------------ in a worker process

Fallback = Callable[[Any, Progress, Cancelled], object]
"""``fallback(payload, progress, cancelled)``: the work done in the job's thread instead."""


def in_process(task: str, payload: Any, *, worker: str = "shared",
               fallback: Fallback | None = None) -> StreamWork:
    """Work that runs ``task`` with ``payload`` in the worker process called ``worker``
    (:func:`app.model.worker.named_worker`, started on first use), relaying its progress and
    partial results; the job's thread only waits. Pass it to :meth:`BackgroundOp.stream`, or
    to :meth:`BackgroundOp.start` through :func:`without_partials`.

    If the process cannot be used (it cannot start, or died), ``fallback`` does the work in
    the job's thread instead, if given; otherwise :class:`~app.model.worker.WorkerGone` is
    raised (the op's ``failed``, unless the caller's work catches it). Once the program ends
    nothing falls back: the work counts as cancelled.
    """
    from app.model.worker import WorkCancelled, WorkerClosed, WorkerGone, named_worker

    def work(cancelled: Cancelled, progress: Progress, partial: Partial) -> object:
        try:
            return named_worker(worker).call(task, payload, cancelled, progress, partial)
        except (WorkCancelled, WorkerClosed) as exc:  # closed: the program ends, no fallback
            raise JobCancelled(str(exc)) from exc
        except WorkerGone:
            if fallback is None or cancelled():
                raise
            return fallback(payload, progress, cancelled)

    return work


def without_partials(work: StreamWork) -> Work:
    """``work`` for :meth:`BackgroundOp.start`: its partial results (if any) are dropped."""
    return lambda cancelled, progress: work(cancelled, progress, lambda _value: None)


# ------------------------------------------------------------------ in a pool of processes

class Pool(Protocol):
    """Jobs running in a pool of worker processes (``spawn``), collected without blocking:
    :class:`app.core.balance.Runner` and :class:`app.ai.analysis.AnalysisRunner`."""

    @property
    def waiting(self) -> Sequence[Future[Any]]:
        """The jobs submitted and not collected yet."""

    @property
    def done(self) -> int:
        """How many jobs are collected."""

    @property
    def total(self) -> int:
        """How many jobs there are in all."""

    @property
    def finished(self) -> bool:
        """Whether every job is collected (or the pool was cancelled)."""

    def poll(self) -> object:
        """Collect the jobs finished since the last call (never waits) and submit more; a
        non-empty list it returns is handed over as a partial result."""

    def cancel(self) -> None:
        """Drop the jobs not started and end the processes (terminate, then kill)."""


def in_pool(start: Callable[[], Pool], answer: Callable[[Pool], object],
            wait_s: float = POOL_WAIT_S) -> StreamWork:
    """Work that starts a pool (``start()``, in the job's thread) and waits for its jobs,
    handing over each batch of finished jobs as one partial result (a list) and reporting
    ``progress(done, total)``; once every job is in, the answer is ``answer(pool)``.

    A cancel (or the program's end) ends the pool's processes within ``wait_s``; an error of
    a job (a bug) ends them too and fails the op.
    """

    def work(cancelled: Cancelled, progress: Progress, partial: Partial) -> object:
        pool = start()
        answered = False
        try:
            progress(pool.done, pool.total)
            while not pool.finished:
                if cancelled():
                    raise JobCancelled("cancelled")
                waiting = list(pool.waiting)
                if waiting:
                    wait_for(waiting, timeout=wait_s, return_when=FIRST_COMPLETED)
                else:  # nothing submitted to wait on (a runner of its own): look again soon
                    time.sleep(wait_s)
                before = pool.done
                new = pool.poll()
                if isinstance(new, list) and new:
                    partial(new)
                if pool.done != before:
                    progress(pool.done, pool.total)
            if cancelled():
                raise JobCancelled("cancelled")
            value = answer(pool)
            answered = True
            return value
        finally:
            if not answered:  # cancelled, failed or the program ends: end the processes now
                pool.cancel()

    return work


__all__ = [
    "POOL_WAIT_S",
    "BackgroundOp",
    "Cancelled",
    "Fallback",
    "Partial",
    "Pool",
    "Progress",
    "StreamWork",
    "in_pool",
    "in_process",
    "without_partials",
]
