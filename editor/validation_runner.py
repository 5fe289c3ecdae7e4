"""Live validation: the document is checked again shortly after each change.

The checks run in the GUI thread but stay quick: the validator remembers the solver's answers,
so after an edit only the puzzles that changed are solved again (the classic deck solves from
nothing in about a tenth of a second).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from app.model.deck_document import DeckDocument
from app.model.validation import DeckReport, DeckValidator

DELAY_MS = 120


class ValidationRunner(QObject):
    """Keeps :attr:`report` up to date with the document."""

    report_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.validator = DeckValidator()
        self.doc: DeckDocument | None = None
        self.report: DeckReport | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.validate_now)

    def set_document(self, doc: DeckDocument | None) -> None:
        """Follow this document (validated at once)."""
        if self.doc is not None:
            self.doc.changed.disconnect(self.schedule)
        self.doc = doc
        if doc is not None:
            doc.changed.connect(self.schedule)
        self.validate_now()

    def schedule(self) -> None:
        """Validate a moment from now (edits in quick succession validate once)."""
        self._timer.start()

    @property
    def pending(self) -> bool:
        """Whether the report is older than the document."""
        return self._timer.isActive()

    def validate_now(self) -> DeckReport | None:
        """Validate at once and return the fresh report."""
        self._timer.stop()
        self.report = self.validator.validate(self.doc.deck()) if self.doc is not None else None
        self.report_changed.emit()
        return self.report

    def current(self) -> DeckReport | None:
        """The report of the document as it is now (validating first if an edit is pending)."""
        if self.pending or (self.report is None and self.doc is not None):
            return self.validate_now()
        return self.report
