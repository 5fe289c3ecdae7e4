"""In every shipped language a player can start what the welcome page offers with the new-game
dialog's defaults untouched: a new game, a solo game, and a network game's lobby (a seat made
Remote, nothing else changed). A translated default (the game's name, "%1's game") must be a
name the checks accept (docs/formats.md, "Names"): the Thai one once held a zero-width space
the name check refused, so no Thai player could start any game."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from modalkit import when_modal
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from test_net_host import Fakes

from app.core.setup import NetworkOptions, SeatConfig
from app.i18n import available_languages, install_translators
from app.model.settings import Settings
from app.rules import NAME_INVISIBLES, Action, GameState, legal_actions, valid_name
from app.table.newgame import NewGameDialog
from app.table.window import GameWindow

LANGUAGES = available_languages()


class FirstLegal:
    """A computer player that needs no process: the first legal action."""

    def choose(self, state: GameState, *, cancel: Callable[[], bool] | None = None) -> Action:
        return legal_actions(state)[0]


@pytest.fixture
def window_in(qapp: QApplication, qtbot, tmp_path: Path
              ) -> Iterator[Callable[[str], GameWindow]]:
    """Makes the game window (fresh settings, the welcome page shown) in a language."""
    made: list[GameWindow] = []

    def make(language: str) -> GameWindow:
        assert install_translators(qapp, language) == language
        settings = Settings.at_path(str(tmp_path / "settings.ini"))
        settings.set_show_tips(False)
        window = GameWindow(settings, ai_factory=lambda seat, seed: FirstLegal())
        qtbot.addWidget(window)
        window.set_animation_speed(0.0)
        window.show_welcome()
        window.show()
        QTest.qWaitForWindowExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.hosting.stop()
        if window.session is not None:
            window.session.stop_ai()
        window.close()
    install_translators(qapp, "en")


def start_from_the_welcome_page(qtbot, window: GameWindow, entry: QWidget,
                                change: Callable[[NewGameDialog], None] | None = None) -> str:
    """Click a welcome entry and press the dialog's Start; the dialog's error line is returned
    (empty when the game started)."""
    said: list[str] = []

    def answer(dialog: NewGameDialog) -> None:
        if change is not None:
            change(dialog)
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)
        said.append(dialog.error.text())
        if dialog.isVisible():
            dialog.reject()

    when_modal(NewGameDialog, answer)
    qtbot.mouseClick(entry, Qt.MouseButton.LeftButton)
    assert said, "the new-game dialog did not open"
    return said[0]


@pytest.mark.parametrize("language", LANGUAGES)
class TestTheDefaultsStartAGame:
    def test_new_game(self, qtbot, window_in: Callable[[str], GameWindow],
                      language: str) -> None:
        window = window_in(language)
        error = start_from_the_welcome_page(qtbot, window, window.welcome.new_game_entry)
        assert error == ""
        assert window.session is not None and len(window.session.seats) == 2
        assert not window.welcome_shown

    def test_solo_game(self, qtbot, window_in: Callable[[str], GameWindow],
                       language: str) -> None:
        window = window_in(language)
        error = start_from_the_welcome_page(qtbot, window, window.welcome.solo_entry)
        assert error == ""
        assert window.session is not None and len(window.session.seats) == 1

    def test_network_lobby(self, qtbot, window_in: Callable[[str], GameWindow],
                           language: str) -> None:
        window = window_in(language)
        made = Fakes()
        window.hosting.game_options = made.options()
        named: list[str] = []

        def remote_second_seat(dialog: NewGameDialog) -> None:
            dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("remote"))
            named.append(dialog.game_name.placeholderText())  # the default, as shown

        error = start_from_the_welcome_page(qtbot, window, window.welcome.new_game_entry,
                                            remote_second_seat)
        assert error == ""
        assert window.hosting.lobby_shown
        (_port, _record, _seats, network), = made.asked
        # the game is offered under the translated default name, and it is a valid name
        assert network.game_name == named[0] and valid_name(network.game_name)
        assert "Ann" in network.game_name
        # a translation that becomes data carries no line-break marks: the name is shown in
        # lists and other programs, where a zero-width space is only clutter
        assert not set(network.game_name) & NAME_INVISIBLES


class TestTheDialogSaysWhatANameMayNotHold:
    def test_a_bidi_override_in_a_seat_name_is_refused_and_named(
            self, qtbot, window_in: Callable[[str], GameWindow]) -> None:
        window = window_in("de")
        error = start_from_the_welcome_page(
            qtbot, window, window.welcome.new_game_entry,
            lambda d: d.names[0].setText("Ann\u202eX"))
        assert "U+202E" in error and "Spieler 1" in error
        assert window.session is None

    def test_a_thai_name_with_its_break_marks_is_a_name(
            self, qtbot, window_in: Callable[[str], GameWindow]) -> None:
        window = window_in("th")
        thai = "สม\u200bชาย"
        error = start_from_the_welcome_page(
            qtbot, window, window.welcome.new_game_entry, lambda d: d.names[0].setText(thai))
        assert error == ""
        assert window.session is not None
        assert SeatConfig(thai) in window.session.seats
        assert valid_name(NetworkOptions.default_name(thai))
