"""The deck editor fits a 1280x800 screen on every page: nothing squeezed below its size."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot
from waiting import settle

from editor.window import EditorWindow

# a 1280x800 screen less a title bar and a task bar
ROOM = QSize(1280, 800 - 60)
CONTROLS = (QAbstractButton, QLabel, QAbstractSpinBox, QLineEdit, QComboBox, QTabBar)


@pytest.fixture
def editor(qtbot: QtBot) -> Iterator[EditorWindow]:
    w = EditorWindow()
    qtbot.addWidget(w)
    w.open_classic()
    w.resize(ROOM)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.stack.setClean()


def squeezed(window: QWidget) -> list[str]:
    """The visible controls smaller than their least size (cut text, clipped boxes)."""
    found = []
    for w in window.findChildren(QWidget):
        if not w.isVisible() or not isinstance(w, CONTROLS) or w.objectName().startswith("qt_"):
            continue
        least = w.minimumSizeHint()
        if w.width() < least.width() - 1 or w.height() < least.height() - 1:
            text = w.text() if isinstance(w, QAbstractButton | QLabel | QLineEdit) else ""
            found.append(f"{type(w).__name__} {w.objectName()!r} {text!r}: {w.size()} < {least}")
    return found


def test_every_page_fits_1280x800(editor: EditorWindow) -> None:
    assert editor.minimumSizeHint().width() <= ROOM.width()
    assert editor.minimumSizeHint().height() <= ROOM.height()
    assert editor.width() <= ROOM.width() and editor.height() <= ROOM.height()
    for i in range(editor.tabs.count()):
        editor.tabs.setCurrentIndex(i)
        settle()  # a page fills itself when shown, then lays out
        page = editor.tabs.currentWidget()
        assert page.isVisible()
        assert squeezed(editor) == [], editor.tabs.tabText(i)
        # the page's own least size fits where the window puts it
        least = page.minimumSizeHint()
        assert least.width() <= page.width() and least.height() <= page.height()


def test_the_deck_summary_titles_are_not_cut(editor: EditorWindow) -> None:
    editor.tabs.setCurrentIndex(editor.tabs.indexOf(editor.deck_page))
    settle()
    header = editor.deck_page.rewards_table.horizontalHeader()
    assert isinstance(header, QHeaderView)
    for i in range(header.count()):
        item = editor.deck_page.rewards_table.horizontalHeaderItem(i)
        assert item is not None
        title = item.text()
        # a title that does not fit its column on one line wraps onto a second one
        width = header.fontMetrics().horizontalAdvance(title)
        lines = 1 if width + 8 <= header.sectionSize(i) else 2
        assert header.height() >= lines * header.fontMetrics().lineSpacing(), title


def test_the_editor_opens_no_larger_than_the_screen(qtbot: QtBot) -> None:
    w = EditorWindow()
    qtbot.addWidget(w)
    room = w.screen().availableGeometry()
    assert w.width() <= room.width() and w.height() <= room.height()
