"""AI thinking off the UI thread: one decision per job, cancellable, answered by queued signal.

Used by the game session (AI seats) and the table's hints: both run a search that may take up to
a second and must never freeze the window, and both must ignore an answer that comes after the
state it was about has changed (each job carries a generation number for that).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, SignalInstance

from app.rules.actions import Action

Think = Callable[[Callable[[], bool]], Action]
"""A decision: called with a ``cancelled()`` test, returns the action (or raises AICancelled)."""


class ThinkingSignals(QObject):
    """Where jobs report; lives in the UI thread, so the slots run there."""

    done = Signal(int, object)  # generation, action
    failed = Signal(int, str)  # generation, message


class ThinkingJob(QRunnable):
    """Runs one decision in the global thread pool and reports unless cancelled meanwhile."""

    def __init__(
        self, generation: int, think: Think, cancel: threading.Event, signals: ThinkingSignals
    ) -> None:
        super().__init__()
        self._generation = generation
        self._think = think
        self._cancel = cancel
        self._signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        """Think, then report back through a queued signal."""
        from app.ai import AICancelled

        try:
            action = self._think(self._cancel.is_set)
        except AICancelled:
            return
        except Exception as exc:  # an AI bug must reach the player as a message, not vanish
            if not self._cancel.is_set():
                self._emit(self._signals.failed, f"{type(exc).__name__}: {exc}")
            return
        if not self._cancel.is_set():
            self._emit(self._signals.done, action)

    def _emit(self, signal: SignalInstance, payload: object) -> None:
        try:
            signal.emit(self._generation, payload)
        except RuntimeError:  # the receiver is gone (the window closed while it thought)
            pass

    def start(self) -> None:
        """Queue the job in the global thread pool."""
        QThreadPool.globalInstance().start(self)
