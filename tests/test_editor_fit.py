"""The deck editor fits a 1280x800 screen on every page: nothing squeezed below its size."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from editorkit import open_editor
from PySide6.QtCore import QSize
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyle,
    QTabBar,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot
from waiting import settle

from app.fonts import apply_language_fonts
from app.i18n import available_languages, install_translators
from editor.toolbar import FittingToolBar
from editor.window import EditorWindow

# a 1280x800 screen less a title bar and a task bar
ROOM = QSize(1280, 800 - 60)
CONTROLS = (QAbstractButton, QLabel, QAbstractSpinBox, QLineEdit, QComboBox, QTabBar)


@pytest.fixture
def editor(qtbot: QtBot) -> Iterator[EditorWindow]:
    w = open_editor(qtbot, size=ROOM)
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


class TestToolBar:
    """The tool bar keeps every button in view: where the texts do not fit, the adding buttons
    (then undo and redo) show their icon alone before a button would go behind the extension
    arrow (Russian at 1280 pixels hid "Сыграть этой колодой" there)."""

    @staticmethod
    def hidden(bar: FittingToolBar) -> list[str]:
        """The texts of the buttons the tool bar does not show (behind its arrow)."""
        return [a.iconText() for a in bar.actions() if not a.isSeparator()
                and bar.widgetForAction(a) is not None
                and not bar.widgetForAction(a).isVisible()]

    @pytest.mark.parametrize("language", available_languages())
    def test_every_button_is_in_view_at_1280(self, qapp: QApplication, qtbot: QtBot,
                                              language: str) -> None:
        assert install_translators(qapp, language) == language
        apply_language_fonts(qapp, language)
        try:
            w = open_editor(qtbot, size=ROOM)
            bar = w.toolbar
            assert isinstance(bar, FittingToolBar)
            qtbot.waitUntil(lambda: not bar._pending)
            assert self.hidden(bar) == []
            extension = bar.findChild(QToolButton, "qt_toolbar_ext_button")
            assert extension is None or not extension.isVisible()
            # the words that stay are whole: a group sheds its texts at once
            shed = bar.iconless()
            actions = w.registry
            adding = [actions.action("add_white"), actions.action("add_black"),
                      actions.action("add_piece")]
            assert shed in ([], adding, [*adding, actions.undo_tool, actions.redo_tool])
            if language == "en":
                assert shed == []  # English has the room for every text
            w.stack.setClean()
        finally:
            install_translators(qapp, "en")
            apply_language_fonts(qapp, "en")

    def test_texts_go_and_come_back_with_the_width(self, qtbot: QtBot) -> None:
        bar = FittingToolBar("bar")
        qtbot.addWidget(bar)
        icon = bar.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon)
        names = ["Save the deck", "Undo", "Redo", "Add a white puzzle", "Add a black puzzle",
                 "Add a piece", "Play this deck"]
        acts = {name: bar.addAction(icon, name) for name in names}
        adding = [acts["Add a white puzzle"], acts["Add a black puzzle"], acts["Add a piece"]]
        bar.set_shed_order([adding, [acts["Undo"], acts["Redo"]]])
        bar.show()
        qtbot.waitExposed(bar)

        def at(width: int) -> list[QAction]:
            bar.resize(width, bar.height())
            QApplication.processEvents()
            return bar.iconless()

        assert at(2000) == []
        full = bar.layout().sizeHint().width()  # every text shown
        assert at(full) == []
        assert at(full - 40) == adding  # the adding buttons first, all three at once
        assert at(300) == [*adding, acts["Undo"], acts["Redo"]]
        assert at(full) == []  # and back
        assert self.hidden(bar) == []
