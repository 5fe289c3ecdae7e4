"""Text fields that hold only what a deck file can: at most so many characters of valid text.

The limits are the deck format's (``app.rules.deck.MAX_*``). Typing stops at the limit; a paste
that would go over it is cut, and a note under the field says so until the next edit. Text that
UTF-8 cannot hold (a lone surrogate) never gets in.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QLabel, QLineEdit, QPlainTextEdit, QWidget

from app.templates import counted

_SURROGATE = re.compile("[\ud800-\udfff]")


def _units(text: str) -> int:
    """The length of ``text`` in UTF-16 code units (Qt's cursor positions)."""
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def fit_text(text: str, limit: int) -> tuple[str, bool]:
    """``text`` without lone surrogates and cut to ``limit`` characters; whether it was cut."""
    clean = _SURROGATE.sub("", text)
    return clean[:limit], len(clean) > limit


class CutNote(QLabel):
    """The note under a field, shown when the field's text was cut to its limit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hint")
        self.setWordWrap(True)
        self.hide()

    def show_cut(self, limit: int) -> None:
        """Say that the text was cut to ``limit`` characters."""
        self.setText(
            counted(
                self.tr("At most %n character(s): the rest of the pasted text was left out.", "",
                        limit),
                limit,
            )
        )
        self.show()


class LimitedText(QValidator):
    """The validator of a line edit: cuts the text to ``limit`` characters of valid text.

    Used instead of ``setMaxLength``, which cuts silently: :attr:`cut` tells the note to show.
    """

    cut = Signal(int)
    """The text was cut (the limit, in characters)."""

    def __init__(self, limit: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.limit = limit

    def validate(self, text: str, pos: int) -> object:  # PySide6: (state, text, pos)
        """Accept the text, cut to the limit and cleaned of lone surrogates."""
        fitted, was_cut = fit_text(text, self.limit)
        if was_cut:
            self.cut.emit(self.limit)
        return QValidator.State.Acceptable, fitted, min(pos, _units(fitted))


def limit_line_edit(edit: QLineEdit, limit: int, note: CutNote) -> LimitedText:
    """Keep ``edit`` to ``limit`` characters; ``note`` shows when a paste was cut."""
    validator = LimitedText(limit, edit)
    edit.setValidator(validator)
    validator.cut.connect(note.show_cut)
    edit.textEdited.connect(lambda text: note.hide() if len(text) < limit else None)
    return validator


def fit_plain_text(edit: QPlainTextEdit, limit: int, note: CutNote) -> bool:
    """Cut the text of ``edit`` to ``limit`` characters if it is over (call on ``textChanged``).

    The characters cut are the ones just before the cursor (the end of what was pasted or
    typed). Returns True if the text was changed: ``textChanged`` then comes again, with text
    that fits.
    """
    text = edit.toPlainText()
    fitted, was_cut = fit_text(text, limit)
    if fitted == text:
        if len(text) < limit:
            note.hide()
        return False
    clean = _SURROGATE.sub("", text)
    cursor_units = edit.textCursor().position()
    before = text.encode("utf-16-le", "surrogatepass")[: 2 * cursor_units]
    head = _SURROGATE.sub("", before.decode("utf-16-le", "surrogatepass"))
    tail = clean[len(head) :]
    excess = len(clean) - limit if was_cut else 0
    if excess <= len(head):
        head = head[: len(head) - excess]
    else:
        tail = tail[: len(tail) - (excess - len(head))]
        head = ""
    edit.setPlainText(head + tail)
    cursor = edit.textCursor()
    cursor.setPosition(_units(head))
    edit.setTextCursor(cursor)
    if was_cut:
        note.show_cut(limit)
    return True

