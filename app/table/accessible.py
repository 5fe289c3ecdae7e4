"""Screen readers: names for a dialog's inputs, and saying what just happened.

:func:`name_inputs` gives every input of a window that has no accessible name of its own the
name of the label that stands for it (its buddy, as a form layout's row labels are) and, as its
description, its tool tip. :func:`announce` asks screen readers to say a sentence now (the game
log's new lines), politely: after what they are saying.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from app.i18n import without_mnemonic

INPUTS = (QComboBox, QLineEdit, QAbstractSpinBox)
"""The kinds of widget a label names (buttons and check boxes name themselves)."""


def label_words(text: str) -> str:
    """A label's text as a name: no mnemonic mark, no trailing colon ("&Seed:" -> "Seed")."""
    words = without_mnemonic(text)
    return words.strip().removesuffix(":").strip()


def name_inputs(root: QWidget) -> None:
    """Name every input under ``root`` that has no accessible name after the label whose buddy
    it is, and describe it by its tool tip when it has no description."""
    for label in root.findChildren(QLabel):
        buddy = label.buddy()
        if isinstance(buddy, INPUTS) and not buddy.accessibleName():
            words = label_words(label.text())
            if words:
                buddy.setAccessibleName(words)
    for widget in root.findChildren(QWidget):
        if isinstance(widget, INPUTS) and not widget.accessibleDescription() and \
                widget.toolTip():
            widget.setAccessibleDescription(widget.toolTip())


def announce(widget: QWidget, text: str) -> None:
    """Ask screen readers to say ``text`` (about ``widget``) when they have finished what they
    are saying."""
    if not text:
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)
