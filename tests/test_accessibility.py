"""Screen readers at the table: every control of the game window and the new-game dialog has a
name, the table says what the keyboard focus is on, and new lines of the log are announced."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLineEdit,
    QMenu,
    QWidget,
)
from test_table_support import focus_on, key, row_card, start, window

from app.core.setup import SeatConfig
from app.rules import TakePiece, TakePuzzle
from app.table.tools import describe_target

__all__ = ["window"]  # the fixture

INTERACTIVE = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractItemView,
               QGraphicsView, QAbstractSlider)


def _name(widget: QWidget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None, widget
    return iface.text(QAccessible.Text.Name)


def _description(widget: QWidget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None, widget
    return iface.text(QAccessible.Text.Description)


def _controls(root: QWidget) -> list[QWidget]:
    """The visible controls a person can reach under ``root`` (a spin box's own line edit and a
    table's headers are parts of those, not controls of their own)."""
    out: list[QWidget] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not isinstance(w, INTERACTIVE) or not w.isVisible():
            continue
        if isinstance(w.parentWidget(), QAbstractSpinBox) or isinstance(w, QHeaderView):
            continue  # parts of a spin box or a table, named by them
        out.append(w)
    return out


def _menu_actions(menu: QMenu) -> list[Any]:
    out = []
    for act in menu.actions():
        sub = act.menu()
        if isinstance(sub, QMenu):
            out.append(act)
            out += _menu_actions(sub)
        elif not act.isSeparator():
            out.append(act)
    return out


def _check_controls(root: QWidget) -> int:
    controls = _controls(root)
    for w in controls:
        name = _name(w)
        assert name.strip(), (type(w).__name__, w.objectName())
        if isinstance(w, QComboBox):  # not its value: what it chooses
            assert w.accessibleName(), w.objectName()
            assert w.accessibleName() != w.currentText(), w.objectName()
    return len(controls)


class TestNames:
    def test_every_control_of_the_window_has_a_name(self, window) -> None:
        start(window, (SeatConfig("Ann"), SeatConfig("Bob", "ai", "easy")))
        assert _check_controls(window) >= 8
        # the table and the log say what they are, and what they show
        for w in (window.view, window.log):
            assert _name(w) and _description(w), w
        assert window.status_line.label.accessibleName()
        # every menu entry and tool bar button has words
        acts = []
        for top in window.menuBar().actions():
            assert top.text().strip()
            menu = top.menu()
            assert isinstance(menu, QMenu)
            acts += _menu_actions(menu)
        acts += [a for a in window.turn_bar.actions() if not a.isSeparator()
                 and a.text()]
        assert len(acts) > 20
        for act in acts:
            assert act.text().replace("&", "").strip(), act.objectName()

    def test_every_input_of_the_new_game_dialog_has_a_name(self, window, qtbot) -> None:
        dialog = window.new_game_dialog()
        qtbot.addWidget(dialog)
        dialog.seat_count.setValue(4)
        dialog.show()
        assert _check_controls(dialog) >= 14
        assert dialog.deck.accessibleName() == "Deck"
        assert dialog.kinds[2].accessibleName() == "Player 3 is played by"
        assert dialog.seed.accessibleDescription() == dialog.seed.toolTip()
        dialog.seat_count.setValue(1)  # solo: the difficulty shows
        assert dialog.difficulty.accessibleName() == "Solo difficulty"
        _check_controls(dialog)
        dialog.close()


    def test_every_control_of_the_results_has_a_name(self, qtbot) -> None:
        from app.core.setup import GameSetup
        from app.rules import apply, play_random
        from app.table.results import ResultsDialog

        state = GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=3).record().initial_state()
        for action in play_random(state, 3):
            state = apply(state, action)
        dialog = ResultsDialog(state)
        qtbot.addWidget(dialog)
        dialog.show()
        assert _check_controls(dialog) >= 2
        dialog.close()


class TestSaying:
    def test_the_table_describes_what_the_keyboard_focus_is_on(self, window) -> None:
        session = start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        assert "Help > Keyboard" in _description(window.view)  # nothing focused: how to start
        key(window, Qt.Key.Key_Tab)
        focus = window.controller.ui.focus
        assert focus is not None
        words = describe_target(window.controller, focus)
        assert words and _description(window.view) == words
        # on to a card of the row: its id, points and reward
        focus_on(window, row_card(session.state, session.state.white_row[0]))
        pid = session.state.white_row[0]
        pz = session.deck.puzzle_by_id[pid]
        text = _description(window.view)
        assert pid in text and pz.reward in text and "point" in text
        key(window, Qt.Key.Key_Escape)  # focus gone: how to start again
        assert "Help > Keyboard" in _description(window.view)

    def test_new_log_lines_are_announced(self, window,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
        sent: list[QAccessibleEvent] = []
        monkeypatch.setattr("app.table.accessible.QAccessible.updateAccessibility",
                            staticmethod(lambda event: sent.append(event)))
        session = start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        assert not [e for e in sent if isinstance(e, QAccessibleAnnouncementEvent)]
        pid = session.state.white_row[0]
        assert session.apply(TakePuzzle(pid)) is None
        QApplication.processEvents()
        said = [e for e in sent if isinstance(e, QAccessibleAnnouncementEvent)]
        assert len(said) == 1
        assert said[0].message() == window.log.lines()[-1]
        assert said[0].message().startswith(f"Ann took {pid}")
        assert said[0].politeness() is QAccessible.AnnouncementPoliteness.Polite
        # the words said are the log's words: a piece by its id, no picture marks
        assert session.apply(TakePiece()) is None
        QApplication.processEvents()
        said = [e for e in sent if isinstance(e, QAccessibleAnnouncementEvent)]
        assert said[-1].message() == "Ann took an O1 from the reserve"
        # an undo is said too
        assert session.undo()
        QApplication.processEvents()
        said = [e for e in sent if isinstance(e, QAccessibleAnnouncementEvent)]
        assert len(said) == 3 and said[-1].message() == "Ann took back: took an O1 from the reserve"
