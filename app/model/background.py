"""One piece of work at a time off the UI thread, answered on the UI thread (Anki's ``QueryOp``).

Each user of a :class:`~app.model.thinking.Job` used to keep its own generation number, cancel
event and signal hand-over; :class:`BackgroundOp` is that once. :meth:`BackgroundOp.start` runs
the work in Qt's thread pool (CPU-bound work goes on to a worker process with
:func:`~app.model.thinking.worker_work`, so the job's thread only waits); ``done`` is called with
the answer, ``failed`` with a message and ``progress`` with (done, total), all on the UI thread.
A new start or :meth:`BackgroundOp.cancel` forgets the work before: its answer never arrives.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from app.model.thinking import Job, JobSignals, Work


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
        self._generation = 0
        self._cancel: threading.Event | None = None
        self._done: Callable[[object], None] | None = None
        self._failed: Callable[[str], None] | None = None
        self._progress: Callable[[int, int], None] | None = None

    @property
    def running(self) -> bool:
        """Whether work was started and has not answered yet."""
        return self._cancel is not None

    def start(
        self,
        work: Work,
        done: Callable[[object], None],
        failed: Callable[[str], None] | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> None:
        """Run ``work(cancelled, progress)`` in the background (the work before is cancelled);
        ``done(answer)`` or ``failed(message)`` follows on the UI thread."""
        self._stop()
        self._generation += 1
        self._cancel = threading.Event()
        self._done, self._failed, self._progress = done, failed, progress
        Job(self._generation, work, self._cancel, self._signals).start()
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
