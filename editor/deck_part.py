"""What the editor's pages share: the open deck, its undo stack, its report, and an id field.

The deck page, the puzzle page, the puzzle inspector and the piece page each edit the open
:class:`DeckDocument` by pushing commands on its undo stack and show the last validation
report; the piece page and the puzzle inspector also rename an item by its id.
"""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from app.core.validation import DeckReport
from app.model.deck_document import DeckDocument
from app.rules import MAX_ITEM_ID
from app.templates import fill
from editor.limits import CutNote, limit_line_edit


class DeckPart(QWidget):
    """A part of the editor's window that edits the open deck."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc: DeckDocument | None = None
        self.stack: QUndoStack | None = None
        self.report: DeckReport | None = None
        self._updating = False
        """True while the part fills its fields: their signals are not edits then."""

    def _push(self, cmd: QUndoCommand) -> None:
        if self.stack is not None:
            self.stack.push(cmd)

    def _make_id_field(self) -> None:
        """The id field (``id_edit``, ``id_note`` when a paste was cut, ``id_error`` when a new
        id is refused); an edit calls ``_on_id_edited``."""
        self.id_edit = QLineEdit()
        self.id_note = CutNote()
        limit_line_edit(self.id_edit, MAX_ITEM_ID, self.id_note)
        self.id_edit.editingFinished.connect(self._on_id_edited)
        self.id_error = QLabel()
        self.id_error.setObjectName("error")
        self.id_error.setWordWrap(True)
        self.id_error.hide()

    def _on_id_edited(self) -> None:
        raise NotImplementedError

    def _new_id(self, doc: DeckDocument, old: str) -> str | None:
        """The id typed for the item ``old`` if it may take it; None when it is the same, or
        refused (then the field says why and shows ``old`` again)."""
        new = self.id_edit.text().strip()
        if new == old:
            self.id_error.hide()
            return None
        problem = ""
        if not new or not new.isprintable():
            problem = self.tr("An id has 1 to 16 printable characters.")  # MAX_ITEM_ID
        elif doc.has_puzzle(new) or doc.has_piece(new):
            problem = fill(self.tr("%1 is already used in this deck."), new)
        if problem:
            self.id_error.setText(problem)
            self.id_error.show()
            self.id_edit.setText(old)
            return None
        self.id_error.hide()
        return new
