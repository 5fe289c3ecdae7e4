"""Small widget makers that the game's dialogs and pages and the deck editor's pages share."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QComboBox, QPushButton


def push_button(text: str, slot: Callable[[], object], *, name: str = "", tip: str = "",
                icon: QIcon | None = None) -> QPushButton:
    """A button that calls ``slot`` when clicked, with its object ``name`` (for the tests and
    the style sheet), its tooltip ``tip`` (what it does) and its ``icon``, where given."""
    button = QPushButton(text) if icon is None else QPushButton(icon, text)
    if name:
        button.setObjectName(name)
    if tip:
        button.setToolTip(tip)
    button.clicked.connect(slot)
    return button


def combo_box(items: Sequence[tuple[str, object]], *, name: str = "",
              tip: str = "") -> QComboBox:
    """A combo box of ``items`` (text, value), with its object ``name`` and its tooltip
    ``tip``, where given."""
    box = QComboBox()
    if name:
        box.setObjectName(name)
    for text, value in items:
        box.addItem(text, value)
    if tip:
        box.setToolTip(tip)
    return box
