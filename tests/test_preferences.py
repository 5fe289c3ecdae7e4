"""Edit > Preferences: every setting is written as it changes and reaches what it changes; the
question before ending a turn with actions left, and its "Don't ask again"."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from modalkit import when_modal
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QMessageBox,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot
from test_table_support import close_window, shown_window

from app.ai import LONGER_BUDGET
from app.core.setup import GameSetup, SeatConfig
from app.i18n import current_language, switch_language
from app.model.settings import TABLE_ZOOM_FIT, Settings
from app.model.thinking import ProcessChooser
from app.table.animation import flight_ms
from app.table.preferences import PreferencesDialog
from app.table.window import GameWindow

HUMANS = (SeatConfig("Ann"), SeatConfig("Bob"))
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[GameWindow]:
    """A shown window with its own settings: as a new player has them (the end-turn question
    on), animations off."""
    settings = Settings.at_path(str(tmp_path / "settings.ini"))
    settings.set_animation_speed(0)
    w = shown_window(qtbot, settings)
    yield w
    close_window(w)


def _open(window: GameWindow) -> PreferencesDialog:
    act = window.registry.action("preferences")
    act.trigger()
    dialog = window.preferences
    assert dialog is not None and dialog.isVisible()
    return dialog


def _choose(combo: QComboBox, text: str) -> None:
    """Pick an entry of a combo box with the keyboard (arrows), as a player would."""
    combo.setFocus()
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert text in texts, texts
    target = texts.index(text)
    while combo.currentIndex() != target:
        QTest.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)
    QApplication.processEvents()


class TestTheDialog:
    def test_edit_preferences_follows_qt_conventions(self, window: GameWindow) -> None:
        act = window.registry.action("preferences")
        assert act in window.registry.menu("edit").actions()
        assert act.menuRole() == QAction.MenuRole.PreferencesRole
        assert act.shortcut() == QKeySequence(QKeySequence.StandardKey.Preferences)
        dialog = _open(window)
        assert dialog.windowTitle() == "Preferences"
        # fits the smallest screen the game supports, every control named for screen readers
        hint = dialog.sizeHint()
        assert hint.width() <= 1280 and hint.height() <= 760
        controls = [w for w in dialog.findChildren(QWidget)
                    if isinstance(w, QComboBox | QCheckBox | QPushButton)]
        assert len(controls) >= 7
        for control in controls:
            assert control.accessibleName() or (isinstance(control, QAbstractButton)
                                                and control.text()), control.objectName()
            assert control.focusPolicy() & Qt.FocusPolicy.TabFocus
        # opened again, the same dialog comes forward
        assert _open(window) is dialog

    def test_the_keyboard_reaches_every_control(self, window: GameWindow, qtbot: QtBot) -> None:
        dialog = _open(window)
        dialog.speed.setFocus()
        seen = []
        for _ in range(14):
            focused = dialog.focusWidget()
            assert focused is not None
            seen.append(focused)
            QTest.keyClick(focused, Qt.Key.Key_Tab)
        for control in (dialog.speed, dialog.pause_ai, dialog.hard_longer, dialog.confirm_end,
                        dialog.sound_on, dialog.volume, dialog.palette_box, dialog.zoom,
                        dialog.depth_box, dialog.language):
            assert control in seen, control.objectName()


class TestEachSetting:
    def test_animation_speed_reaches_the_table_and_the_view_menu(self,
                                                                 window: GameWindow) -> None:
        dialog = _open(window)
        _choose(dialog.speed, "Fast")
        assert window.settings.animation_speed() == 2.0
        assert window.controller.animator.duration == flight_ms(2.0)
        assert window.menus.speed_actions[2.0].isChecked()
        # and back: the View menu changes it, the dialog shows it
        window.menus.speed_actions[0.5].trigger()
        assert window.settings.animation_speed() == 0.5
        assert dialog.speed.currentText() == "Slow"
        assert window.controller.animator.duration == flight_ms(0.5)

    def test_pause_after_ai_turns(self, window: GameWindow, qtbot: QtBot) -> None:
        dialog = _open(window)
        assert not dialog.pause_ai.isChecked() and not window.settings.pause_after_ai()
        with qtbot.waitSignal(window.settings.changed):
            qtbot.mouseClick(dialog.pause_ai, LEFT)
        assert window.settings.pause_after_ai()

    def test_hard_players_think_longer_in_two_player_games(self, window: GameWindow,
                                                           qtbot: QtBot) -> None:
        # a hard seat against a person: its chooser asks the setting at each decision, so the
        # choice applies from the seat's next move, in the game already on the table
        seats = (SeatConfig("Ann"), SeatConfig("Hal", "ai", "hard"))
        session = window.start_game(GameSetup(seats, seed=5))
        assert session is not None
        chooser = session._ai_for(1)
        assert isinstance(chooser, ProcessChooser)
        dialog = _open(window)
        assert not dialog.hard_longer.isChecked() and not window.settings.hard_thinks_longer()
        assert chooser.budget_for(session.state) is None  # the level's own 1 s
        with qtbot.waitSignal(window.settings.changed):
            qtbot.mouseClick(dialog.hard_longer, LEFT)
        assert window.settings.hard_thinks_longer()
        assert chooser.budget_for(session.state) == LONGER_BUDGET == 3.0
        # kept for the next start, and a dialog opened again shows it
        again = Settings.at_path(window.settings.store.fileName())
        assert again.hard_thinks_longer()
        assert PreferencesDialog(window.settings).hard_longer.isChecked()
        # three players: more time was not measured to help there, so nothing changes
        three = window.start_game(GameSetup(seats + (SeatConfig("Cy"),), seed=5))
        assert three is not None
        other = three._ai_for(1)
        assert isinstance(other, ProcessChooser) and other.budget_for(three.state) is None
        dialog.hard_longer.setFocus()
        QTest.keyClick(dialog.hard_longer, Qt.Key.Key_Space)
        assert not window.settings.hard_thinks_longer()

    def test_confirm_end_turn(self, window: GameWindow, qtbot: QtBot) -> None:
        dialog = _open(window)
        assert dialog.confirm_end.isChecked() and window.settings.confirm_end_turn()
        qtbot.mouseClick(dialog.confirm_end, LEFT)
        assert not window.settings.confirm_end_turn()
        dialog.confirm_end.setFocus()
        QTest.keyClick(dialog.confirm_end, Qt.Key.Key_Space)
        assert window.settings.confirm_end_turn()

    def test_colour_blind_palette(self, window: GameWindow, qtbot: QtBot) -> None:
        dialog = _open(window)
        assert window.settings.palette() == "standard"
        with qtbot.waitSignal(window.settings.changed) as changed:
            _choose(dialog.palette_box, "Colour-blind friendly")
        assert changed.args == ["view/palette"]
        assert window.settings.palette() == "colour-blind"

    def test_table_zoom(self, window: GameWindow) -> None:
        dialog = _open(window)
        assert dialog.zoom.currentText() == "Fit to window"
        _choose(dialog.zoom, "150 %")
        assert window.settings.table_zoom() == 1.5
        _choose(dialog.zoom, "Fit to window")
        assert window.settings.table_zoom() == TABLE_ZOOM_FIT

    def test_a_zoom_set_elsewhere_is_shown(self, window: GameWindow) -> None:
        window.settings.set_table_zoom(1.1)
        dialog = _open(window)
        assert dialog.zoom.currentText() == "110 %"

    def test_language_applies_at_once(self, window: GameWindow) -> None:
        dialog = _open(window)
        english_note = dialog.language_note.text()
        assert "start the program again" not in english_note
        try:
            _choose(dialog.language, "Deutsch")
            assert window.settings.language() == "de"
            assert current_language() == "de"
            # the dialog itself follows: its note and its choices are German now
            assert dialog.language_note.text() != english_note
            assert dialog.language.itemText(0) != "System default"
            # View > Language shows the choice too
            checked = [a.data() for a in window.menus.language_menu.actions() if a.isChecked()]
            assert checked == ["de"]
            dialog.language.setCurrentIndex(dialog.language.findData(""))
            assert window.settings.language() == ""
        finally:
            switch_language("en")
        assert dialog.language_note.text() == english_note

    def test_items_are_said_from_what_they_stand_for(self, window: GameWindow) -> None:
        # "Standard" is the usual palette here and the standard solo difficulty in the
        # statistics, which German says "Normal" (its "Standard" palette stays "Standard"):
        # from the shown text alone, a switch cannot tell which one an item was, and it took
        # the statistics' (whether the statistics had been shown before decided it)
        QCoreApplication.translate("StatisticsWindow", "Standard")  # shown before, in English
        dialog = _open(window)
        try:
            switch_language("de")
            assert dialog.palette_box.itemText(0) == "Standard"
            assert dialog.speed.itemText(dialog.speed.findData(1.0)) == "Normal"
            assert dialog.speed.itemText(dialog.speed.findData(2.0)) == "Schnell"
            assert dialog.depth_box.itemText(0) == "Kurz"
        finally:
            switch_language("en")
        assert [dialog.palette_box.itemText(i) for i in range(dialog.palette_box.count())] == [
            "Standard", "Colour-blind friendly"]
        assert [dialog.speed.itemText(i) for i in range(dialog.speed.count())] == [
            "Off (instant)", "Slow", "Normal", "Fast", "Very fast"]
        assert [dialog.depth_box.itemText(i) for i in range(dialog.depth_box.count())] == [
            "Quick", "Normal", "Deep (slow)"]


def _answer(window: GameWindow, *, end: bool, never_again: bool = False) -> list[str]:
    """Answer the end-turn question that is about to open; returns what it said."""
    said: list[str] = []

    def look(box: QMessageBox) -> None:
        said.append(box.text())
        check = box.checkBox()
        assert check is not None and check.text().replace("&", "") == "Don't ask again"
        if never_again:
            QTest.mouseClick(check, LEFT, pos=check.rect().center())
        wanted = "End turn" if end else "Cancel"
        button = next(b for b in box.buttons() if b.text().replace("&", "") == wanted)
        QTest.mouseClick(button, LEFT)

    when_modal(QMessageBox, look)
    return said


class TestEndTurnQuestion:
    def test_asks_with_actions_left_and_dont_ask_again_turns_it_off(
        self, window: GameWindow, qtbot: QtBot
    ) -> None:
        session = window.start_game(GameSetup(HUMANS, seed=5))
        QApplication.processEvents()
        assert session.state.current == 0 and session.state.actions_left == 3

        # E, then Cancel: the turn goes on
        said = _answer(window, end=False)
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_E)
        assert len(said) == 1 and said[0].startswith("You have 3 action")
        assert session.state.current == 0 and session.state.actions_left == 3

        # the End turn button of the turn bar, then "End turn": the turn ends, still asked
        said = _answer(window, end=True)
        bar_button = window.turn_bar.widgetForAction(window.menus.act_end_turn)
        assert bar_button is not None
        qtbot.mouseClick(bar_button, LEFT)
        assert len(said) == 1 and session.state.current == 1
        assert window.settings.confirm_end_turn()

        # the Turn menu's command, with "Don't ask again": ends it and turns the question off
        said = _answer(window, end=True, never_again=True)
        window.menus.act_end_turn.trigger()
        assert len(said) == 1 and session.state.current == 0
        assert not window.settings.confirm_end_turn()

        # no question any more
        window.activateWindow()  # back from the message box
        qtbot.waitUntil(window.isActiveWindow)
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_E)
        assert session.state.current == 1
        QApplication.processEvents()
        assert not isinstance(QApplication.activeModalWidget(), QMessageBox)

    def test_dont_ask_again_with_cancel_keeps_asking(self, window: GameWindow) -> None:
        session = window.start_game(GameSetup(HUMANS, seed=5))
        _answer(window, end=False, never_again=True)
        window.menus.act_end_turn.trigger()
        assert session.state.current == 0 and window.settings.confirm_end_turn()

    def test_the_preferences_turn_the_question_off(self, window: GameWindow,
                                                   qtbot: QtBot) -> None:
        session = window.start_game(GameSetup(HUMANS, seed=5))
        dialog = _open(window)
        qtbot.mouseClick(dialog.confirm_end, LEFT)
        dialog.close()
        window.menus.act_end_turn.trigger()  # would wait on a question if one were asked
        assert session.state.current == 1
