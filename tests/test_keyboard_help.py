"""Help > Keyboard lists every key: each registered action's shortcuts, and every key the table
handles itself (found by pressing every key on the table and seeing what changes)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication
from test_table_support import (
    open_record,
    puzzle,
    row_card,
    start,
    window,
)

from app.core.setup import SeatConfig
from app.rules import EndTurn, TakePuzzle, Upgrade
from app.table.keyboard_help import TABLE_KEYS, KeyboardHelpDialog, action_words
from app.table.tools import PlacePieceTool
from app.table.window import GameWindow

__all__ = ["window"]  # the fixture

NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
NATIVE = QKeySequence.SequenceFormat.NativeText
PORTABLE = QKeySequence.SequenceFormat.PortableText

# every key a player might try on the table
CANDIDATES = [
    *(getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    *(getattr(Qt.Key, f"Key_F{i}") for i in range(1, 13)),
    Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab,
    Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Menu,
    Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Delete,
    Qt.Key.Key_Backspace, Qt.Key.Key_Insert, Qt.Key.Key_Plus, Qt.Key.Key_Minus,
]


def _documented(group_title: str) -> set[str]:
    return {k for g in TABLE_KEYS if g.title == group_title for e in g.keys for k in e.keys}


def _portable(key: Qt.Key, modifiers: Qt.KeyboardModifier) -> str:
    if key == Qt.Key.Key_Backtab:
        return "Shift+Tab"
    return QKeySequence(modifiers.value | key.value).toString(PORTABLE)


def _press(w: GameWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    text = QKeySequence(key.value).toString(PORTABLE) if Qt.Key.Key_0 <= key <= Qt.Key.Key_9 \
        else ""
    event = QKeyEvent(QEvent.Type.KeyPress, key, modifiers, text)
    QApplication.sendEvent(w.view, event)
    QApplication.processEvents()


def _snapshot(window: GameWindow) -> tuple[Any, ...]:
    c = window.controller
    tool = c.tool
    card = getattr(tool, "_card", None)
    return (type(tool).__name__, getattr(tool, "_anchor", None), getattr(tool, "cells", None),
            card.puzzle if card is not None else None, c.ui.focus, c.session.state,
            c.hints.shown, QApplication.activePopupWidget() is not None)


def _close_popups() -> None:
    while (popup := QApplication.activePopupWidget()) is not None:
        popup.close()
        QApplication.processEvents()


class TestKeyboardHelp:
    def test_help_menu_opens_a_list_with_every_shortcut_of_every_action(
            self, window) -> None:
        start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        act = window.registry.action("keyboard_help")
        assert act in window.registry.menu("help").actions()
        act.trigger()
        dialog = window.keyboard_help.dialog
        assert isinstance(dialog, KeyboardHelpDialog) and dialog.isVisible()
        rows = dialog.rows()
        checked = 0
        for action_id in window.registry.ids():
            action = window.registry.action(action_id)
            for shortcut in action.shortcuts():
                if shortcut.isEmpty():
                    continue
                name = shortcut.toString(NATIVE)
                words = action_words(action)
                assert any(name in keys.split(" / ") and text == words for keys, text in rows), (
                    action_id, name, words)
                checked += 1
        # the window's own commands, hints, review and history are all there
        assert checked >= 15
        for key_name in ("H", "Shift+H", "E", "M"):
            assert any(key_name in keys.split(" / ") for keys, _ in rows), key_name
        # the table's own keys follow, in words
        for group in TABLE_KEYS:
            for entry in group.keys:
                assert entry.words in [text for _, text in rows]
        assert all(keys and text and text[0].isupper() for keys, text in rows), rows
        dialog.close()

    def test_every_key_the_table_handles_is_documented(self, window) -> None:
        seats = (SeatConfig("Ann"), SeatConfig("Bob"))
        session = start(window, seats)
        for pid in session.state.white_row[:2]:
            assert session.apply(TakePuzzle(pid)) is None
        assert session.apply(Upgrade("I2", "L3")) is None
        assert session.apply(EndTurn()) is None  # Bob
        QApplication.processEvents()
        # Ann to play, with two puzzles and an L3: every key starts from here
        record = session.record()
        state = session.state
        c = window.controller
        on_table = _documented("On the table")
        holding = _documented("Holding a piece")
        presses = [(k, NONE) for k in CANDIDATES] + [(Qt.Key.Key_Backtab, SHIFT),
                                                      (Qt.Key.Key_F10, SHIFT)]
        l3 = state.deck.shape_index["L3"]
        focuses = [puzzle(state, state.player.puzzles[0].id), row_card(state,
                                                                       state.white_row[0])]
        seen_select: set[str] = set()
        seen_holding: set[str] = set()

        def try_key(key: Qt.Key, modifiers: Qt.KeyboardModifier, seen: set[str],
                    documented: set[str], where: str) -> None:
            """Press the key; if it changes anything, it is ``seen`` and must be documented
            (the game is set back as it was after a key that changed it)."""
            nonlocal state
            name = _portable(key, modifiers)
            before = _snapshot(window)
            _press(window, key, modifiers)
            if _snapshot(window) != before:
                seen.add(name)
                assert name in documented, f"{name} does something {where}: document it"
            _close_popups()
            if window.session is not None and window.session.state is not state:
                state = open_record(window, record, seats).state

        # a key that is a command's shortcut is listed with the command
        shortcuts = {s.toString(PORTABLE) for a in window.registry.ids()
                     for s in window.registry.action(a).shortcuts()}
        for key, modifiers in presses:
            name = _portable(key, modifiers)
            if name in shortcuts:
                continue
            # choosing and using the table's items
            for focus in focuses:
                c.set_tool(None)
                c.ui.focus = focus
                c.refresh_ui()
                try_key(key, modifiers, seen_select, on_table, "on the table")
                c.hints.dismiss()
            # holding a piece
            c.set_tool(PlacePieceTool(c, l3, keyboard=True))
            QApplication.processEvents()
            try_key(key, modifiers, seen_holding, holding, "to a held piece")
            c.set_tool(None)
        # and what is documented does something
        assert {"Tab", "Shift+Tab", "Left", "Right", "Up", "Down", "Return", "Enter", "Space",
                "Menu", "Shift+F10"} <= seen_select
        assert {"R", "F", "Left", "Right", "Up", "Down", "Tab", "Shift+Tab", "2",
                "Return"} <= seen_holding


def test_every_key_of_the_replay_review_is_documented(qtbot) -> None:
    """The review window's commands (stepping, playing, Analyse, Show better) are all listed
    under their own heading, with the words the help shows."""
    from test_review import finished_game

    from app.table.review import ReviewWindow

    review = ReviewWindow(finished_game(), "test")
    qtbot.addWidget(review)
    documented = _documented("In the replay review (Game > Review)")
    shortcuts = {s.toString(PORTABLE) for a in review.actions() for s in a.shortcuts()
                 if not s.isEmpty()}
    assert {"A", "B", "N", "Shift+N", "Left", "Right", "Home", "End", "Space"} <= shortcuts
    assert shortcuts <= documented, shortcuts - documented
