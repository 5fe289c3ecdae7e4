"""Live validation: the document is checked again shortly after each change, off the UI thread.

The checks run in the worker process (:mod:`app.model.worker`, through a
:class:`~app.model.background.BackgroundOp` and :func:`~app.model.background.in_process`),
which keeps the validator's answers, so after an edit only
the puzzles that changed are solved again. An edit while a check runs cancels it and starts
again; the user can cancel a long check too. The report arrives as a value and replaces the
previous one; until then the previous one stays shown.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QObject, QTimer, Signal

from app.core.validation import DeckReport, DeckValidator
from app.model.background import BackgroundOp, in_process, without_partials
from app.model.deck_document import DeckDocument
from app.rules import Deck

DELAY_MS = 120


class ValidationRunner(QObject):
    """Keeps :attr:`report` up to date with the document."""

    report_changed = Signal()
    """A new report (or none, without a document)."""
    progress_changed = Signal(int, int)
    """(puzzles checked, puzzles in all) while a check runs."""
    state_changed = Signal()
    """A check started, ended, was cancelled or failed (see :attr:`running`, :attr:`error`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # used only when the worker process cannot be (in the job's thread, one job at a time)
        self.validator = DeckValidator()
        self._validator_lock = threading.Lock()
        self.doc: DeckDocument | None = None
        self.report: DeckReport | None = None
        self.cancelled = False
        """The user cancelled the last check: the report is older than the document."""
        self.error: str | None = None
        """Why the last check failed (a bug), if it did."""
        self._stale = False
        self._check = BackgroundOp(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.start)

    def set_document(self, doc: DeckDocument | None) -> None:
        """Follow this document (validated at once)."""
        if self.doc is not None:
            self.doc.changed.disconnect(self.schedule)
        self.doc = doc
        self.report = None
        self.report_changed.emit()  # no findings of the previous deck meanwhile
        if doc is not None:
            doc.changed.connect(self.schedule)
        self.start()

    def schedule(self) -> None:
        """Validate a moment from now (edits in quick succession validate once); a check that
        is running is about the old deck, so it stops."""
        self._stale = True
        self._stop_job()
        self._timer.start()

    @property
    def pending(self) -> bool:
        """Whether the report is older than the document (a check is due or running)."""
        return self._timer.isActive() or self.running

    def start(self) -> None:
        """Start checking the document as it is now (stopping a check that runs)."""
        self._timer.stop()
        self._stop_job()
        self.cancelled = False
        self.error = None
        if self.doc is None:
            self._stale = False
            self.report = None
            self.report_changed.emit()
            self.state_changed.emit()
            return
        self._stale = True
        work = in_process("validate", self.doc.deck(), fallback=self._in_thread)
        self._check.start(without_partials(work), self._on_done, self._on_failed,
                          self.progress_changed.emit)
        self.state_changed.emit()

    @property
    def running(self) -> bool:
        """Whether a check runs."""
        return self._check.running

    def cancel(self) -> None:
        """Stop the running check at the user's request (the report stays, out of date)."""
        if not self.pending:
            return
        self._timer.stop()
        self._stop_job()
        self.cancelled = True
        self.state_changed.emit()

    def _stop_job(self) -> None:
        if self.running:
            self._check.cancel()
            self.state_changed.emit()

    def _in_thread(
        self, deck: Deck, progress: Callable[[int, int], None], cancelled: Callable[[], bool]
    ) -> DeckReport:
        """The check in the job's own thread, when the worker process cannot be used."""
        from app.core.validation import ValidationCancelled
        from app.model.thinking import JobCancelled

        with self._validator_lock:
            try:
                return self.validator.validate(deck, progress, cancelled)
            except ValidationCancelled as exc:
                raise JobCancelled(str(exc)) from exc

    def _on_done(self, report: object) -> None:
        if not isinstance(report, DeckReport):  # (the worker answers nothing else)
            self._on_failed(f"the check answered {report!r}")
            return
        self._stale = False
        self.report = report
        self.report_changed.emit()
        self.state_changed.emit()

    def _on_failed(self, message: str) -> None:
        self.error = message
        self.state_changed.emit()

    def wait(self) -> DeckReport | None:
        """The report of the document as it is now, checking first if needed; the event loop
        turns meanwhile (the window stays alive, and its Cancel button works). None if the
        check was cancelled or failed."""
        if self.doc is None:
            return None
        if not self.pending and self._stale:
            self.start()
        if self.pending:
            if self._timer.isActive():
                self.start()
            loop = QEventLoop()
            self.state_changed.connect(loop.quit)
            try:
                while self.pending:
                    loop.exec()
            finally:
                self.state_changed.disconnect(loop.quit)
        return None if self._stale else self.report

    def validate_now(self) -> DeckReport | None:
        """Check the document now and return the fresh report (see :meth:`wait`)."""
        self.start()
        return self.wait()

    def current(self) -> DeckReport | None:
        """The report of the document as it is now (see :meth:`wait`)."""
        return self.wait()

    def shutdown(self) -> None:
        """Stop any check (the window closes)."""
        self._timer.stop()
        self._stop_job()
