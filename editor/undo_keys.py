"""Undo and redo wherever the focus is.

A text field or spin box keeps the undo and redo keys for its own typing (Qt's
``ShortcutOverride``), so with the focus in a piece's id the editor's Undo did nothing, and the
field's own undo showed a text the deck did not hold. In the editor every edit is a step of the
deck's undo stack, so there these keys always go to the deck: the field then shows what the
deck holds again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)
from shiboken6 import isValid

TEXT_INPUTS = (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit, QComboBox)


def is_undo_key(event: QKeyEvent) -> bool:
    """Whether a key press asks to undo or redo (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y or the
    platform's own)."""
    return (
        event.matches(QKeySequence.StandardKey.Undo)
        or event.matches(QKeySequence.StandardKey.Redo)
        or (event.key() == Qt.Key.Key_Y
            and event.modifiers() == Qt.KeyboardModifier.ControlModifier)
    )


class DeckUndoKeys(QObject):
    """Sends the undo and redo keys of the text fields of ``window`` to its undo actions.

    It watches only the text field that has the focus (the key goes to it first): an event
    filter on the whole application would be a Python call for every event of the program,
    mouse moves and paints included, for as long as the window lives.
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._watched: QWidget | None = None
        app = QCoreApplication.instance()
        if isinstance(app, QApplication):  # (disconnected by Qt when this object goes)
            app.focusChanged.connect(self._focus_moved)
            self._focus_moved(None, app.focusWidget())

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self._watched is not None and isValid(self._watched):
            self._watched.removeEventFilter(self)
        self._watched = None
        if isinstance(new, TEXT_INPUTS) and new.window() is self._window:
            new.installEventFilter(self)
            self._watched = new

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and is_undo_key(event)
        ):
            event.ignore()  # not the field's: the window's shortcut takes the key
            return True
        return False
