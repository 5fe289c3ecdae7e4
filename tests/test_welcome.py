"""The welcome page: what the game window shows while no game is open.

Each test starts the window as the program does (``create_main_window`` and ``start_up``) or
as the table tests do, and acts through the page's real widgets: mouse clicks on its entries,
keys on the recent list.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from modalkit import when_modal
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.core.saves import SaveData, load_save, write_save
from app.core.setup import GameSetup, SeatConfig
from app.i18n import available_languages, install_translators
from app.model.autosave import find_orphans
from app.model.settings import Settings
from app.rules import play_random, random_action
from app.table.main import create_main_window, start_up
from app.table.newgame import NewGameDialog
from app.table.welcome import read_summary
from app.table.window import GameWindow

LEFT = Qt.MouseButton.LeftButton
HUMANS = (SeatConfig("Ann"), SeatConfig("Bob"))


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings whose last games had two humans (multiplayer) and Cleo (solo)."""
    s = Settings.at_path(str(tmp_path / "settings.ini"))
    s.set_animation_speed(0)
    s.set_confirm_end_turn(False)
    s.set_last_setup(GameSetup((SeatConfig("Cleo"),), seed=3))
    s.set_last_setup(GameSetup(HUMANS, seed=3))
    return s


@pytest.fixture
def started(qtbot: QtBot, settings: Settings) -> Iterator[GameWindow]:
    """The program's window after a start without a file."""
    window = create_main_window(settings)
    qtbot.addWidget(window)
    QTest.qWaitForWindowExposed(window)
    start_up(window, None)
    yield window
    if window.session is not None:
        window.session.stop_ai()
    window.close()


def _scanned(qtbot: QtBot, window: GameWindow) -> None:
    qtbot.waitUntil(lambda: not window.welcome.scanning, timeout=5000)
    QApplication.processEvents()


def _saved_game(path: Path, seats: tuple[SeatConfig, ...] = HUMANS, *, actions: int | None = 12,
                seed: int = 4) -> str:
    """A saved game of ``actions`` actions (None: played to its end)."""
    setup = GameSetup(seats, seed=seed)
    played = play_random(setup.record().initial_state(), seed)
    if actions is not None:
        played = played[:actions]
    write_save(path, SaveData(setup.record().with_actions(played), setup.seats))
    return str(path)


def _page_rows(window: GameWindow) -> list[list[str]]:
    tree = window.welcome.recent
    rows = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        assert item is not None
        rows.append([item.text(c) for c in range(tree.columnCount())])
    return rows


class TestStart:
    def test_a_start_without_a_file_shows_the_welcome_page(self, qtbot: QtBot,
                                                           started: GameWindow) -> None:
        page = started.welcome
        assert started.welcome_shown and page.isVisible() and started.session is None
        assert not started.view.isVisible()
        # no log and no turn bar without a game
        assert not started.log_dock.isVisible() and not started.turn_bar.isVisible()
        assert not started.log_folding.strip.isVisible()  # nor the log's strip
        assert list(page.entries) == ["continue", "new_game", "solo", "learn", "join",
                                      "deck_editor", "open", "how_to_play"]
        for entry in page.entries.values():
            assert entry.accessibleName() and entry.accessibleDescription()
        assert page.recent.accessibleName()
        assert started.windowTitle() == "Project L"
        _scanned(qtbot, started)
        # nothing to continue: New game has the focus, the keyboard can start at once
        assert page.new_game_entry.hasFocus()

    def test_a_file_on_the_command_line_skips_the_welcome_page(
        self, qtbot: QtBot, settings: Settings, tmp_path: Path
    ) -> None:
        path = _saved_game(tmp_path / "game.plsave")
        window = create_main_window(settings, welcome=False)
        qtbot.addWidget(window)
        start_up(window, path)
        assert not window.welcome_shown and not window.welcome.isVisible()
        assert window.session is not None and window.file_path == path
        # the log as a dock, or folded into its strip on this narrow window
        assert window.log_dock.isVisible() or window.log_folding.strip.isVisible()
        assert window.turn_bar.isVisible()
        window.close()

    def test_a_file_that_does_not_open_leads_to_the_welcome_page(
        self, qtbot: QtBot, settings: Settings, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch
    ) -> None:
        said: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning",
                            staticmethod(lambda _p, title, text, *a: said.append(text)))
        bad = tmp_path / "bad.plsave"
        bad.write_text("not a game")
        window = create_main_window(settings, welcome=False)
        qtbot.addWidget(window)
        start_up(window, str(bad))
        assert len(said) == 1 and "bad.plsave" in said[0]
        assert window.welcome_shown and window.session is None
        window.close()

    def test_closing_on_the_welcome_page_keeps_the_tables_layout(
        self, qtbot: QtBot, settings: Settings
    ) -> None:
        first = GameWindow(settings)
        qtbot.addWidget(first)
        first.resize(1920, 1080)  # wide: the log is a dock (a narrow window folds it)
        first.show()
        first.start_game(GameSetup(HUMANS, seed=2))
        assert first.log_dock.isVisible()
        first.close()
        again = create_main_window(settings)
        qtbot.addWidget(again)
        assert again.welcome_shown and not again.log_dock.isVisible()
        again.close()  # on the welcome page: the log's place is not forgotten
        third = GameWindow(settings)
        qtbot.addWidget(third)
        third.resize(1920, 1080)  # (the offscreen screen is small: restored sizes are clamped)
        third.show()
        third.start_game(GameSetup(HUMANS, seed=2))
        assert third.log_dock.isVisible()
        third.close()


class TestNewGame:
    @pytest.mark.parametrize(("entry", "seats"), [("new_game", 2), ("solo", 1)])
    def test_new_game_and_solo_open_the_dialog_in_their_mode(
        self, qtbot: QtBot, started: GameWindow, entry: str, seats: int
    ) -> None:
        seen: list[tuple[int, list[str]]] = []

        def start(dialog: QWidget) -> None:
            assert isinstance(dialog, NewGameDialog)
            names = [n.text() for n in dialog.names[:dialog.seat_count.value()]]
            seen.append((dialog.seat_count.value(), names))
            dialog.accept()

        when_modal(NewGameDialog, start)
        qtbot.mouseClick(started.welcome.entries[entry], LEFT)
        # the mode's own seats: Cleo played solo, Ann and Bob together
        assert seen == [(seats, ["Cleo"] if seats == 1 else ["Ann", "Bob"])]
        assert started.session is not None and len(started.session.seats) == seats
        assert not started.welcome_shown and started.view.isVisible()
        assert started.log_dock.isVisible() or started.log_folding.strip.isVisible()
        assert started.turn_bar.isVisible()

    def test_a_cancelled_dialog_stays_on_the_welcome_page(self, qtbot: QtBot,
                                                          started: GameWindow) -> None:
        when_modal(NewGameDialog, lambda d: d.close())
        qtbot.mouseClick(started.welcome.new_game_entry, LEFT)
        assert started.welcome_shown and started.session is None


class TestContinue:
    def test_disabled_and_explained_without_an_unfinished_game(
        self, qtbot: QtBot, settings: Settings, tmp_path: Path
    ) -> None:
        settings.set_recent_files([_saved_game(tmp_path / "done.plsave", actions=None)])
        window = create_main_window(settings)
        qtbot.addWidget(window)
        start_up(window, None)
        _scanned(qtbot, window)
        entry = window.welcome.continue_entry
        assert not entry.isEnabled()
        assert "No unfinished game" in entry.detail.text()
        assert entry.accessibleDescription() == entry.detail.text()
        qtbot.mouseClick(entry, LEFT)
        assert window.welcome_shown and window.session is None
        window.close()

    def test_resumes_the_game_left_in_its_autosave(
        self, qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        first = GameWindow(settings)
        qtbot.addWidget(first)
        first.start_game(GameSetup(HUMANS, seed=5))
        rng = random.Random(1)
        assert first.session is not None and first.autosaver is not None
        for _ in range(9):
            assert first.session.apply(random_action(first.session.state, rng)) is None
        played = first.session.record()
        slot = first.autosaver.path
        first.close()  # a quit without saving: the game stays in its autosave

        # the start offers it; "Later" leaves it, and the welcome page offers to continue it
        second = create_main_window(settings)
        qtbot.addWidget(second)
        when_modal(QMessageBox, lambda box: next(
            b for b in box.buttons() if b.text().replace("&", "") == "Later").click())
        start_up(second, None)
        assert second.welcome_shown
        _scanned(qtbot, second)
        entry = second.welcome.continue_entry
        assert entry.isEnabled() and second.focusWidget() is entry
        assert "Ann, Bob" in entry.detail.text() and "without saving" in entry.detail.text()
        qtbot.mouseClick(entry, LEFT)
        assert not second.welcome_shown
        assert second.session is not None and second.autosaver is not None
        assert second.session.record().to_json() == played.to_json()
        assert second.autosaver.path == slot and second.autosaver.modified
        assert find_orphans() == []  # this window holds it now
        second.close()

    def test_resumes_the_latest_unfinished_saved_game(
        self, qtbot: QtBot, settings: Settings, tmp_path: Path
    ) -> None:
        done = _saved_game(tmp_path / "done.plsave", actions=None)
        going = _saved_game(tmp_path / "going.plsave", actions=15)
        older = _saved_game(tmp_path / "older.plsave", actions=3)
        settings.set_recent_files([done, going, older])
        window = create_main_window(settings)
        qtbot.addWidget(window)
        start_up(window, None)
        _scanned(qtbot, window)
        entry = window.welcome.continue_entry
        assert entry.isEnabled() and going in entry.toolTip()
        QTest.keyClick(entry, Qt.Key.Key_Return)  # the keyboard chooses it too
        assert window.session is not None and window.file_path == going
        assert len(window.session.history) == 15 and not window.welcome_shown
        window.close()


class TestRecentGames:
    def test_lists_name_players_date_and_state_and_opens_with_enter(
        self, qtbot: QtBot, settings: Settings, tmp_path: Path
    ) -> None:
        four = (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cleo"), SeatConfig("Dan"))
        paths = [_saved_game(tmp_path / "duel.plsave", actions=10),
                 _saved_game(tmp_path / "party.plsave", four, actions=None, seed=7),
                 _saved_game(tmp_path / "alone.plsave", (SeatConfig("Cleo"),), actions=6)]
        settings.set_recent_files(paths)
        window = create_main_window(settings)
        qtbot.addWidget(window)
        start_up(window, None)
        _scanned(qtbot, window)
        rows = _page_rows(window)
        assert [r[0] for r in rows] == ["duel", "party", "alone"]
        assert [r[1] for r in rows] == ["Ann, Bob", "Ann, Bob, Cleo, Dan", "Cleo (solo)"]
        assert all(r[2] for r in rows)  # a date
        assert rows[0][3].startswith("▶ Unfinished, round") and rows[1][3] == "✓ Finished"
        # keyboard: into the list, down to the second game, Enter opens it
        tree = window.welcome.recent
        tree.setFocus()
        QTest.keyClick(tree.viewport(), Qt.Key.Key_Down)
        QTest.keyClick(tree, Qt.Key.Key_Down)
        assert tree.currentItem() is not None and tree.currentItem().text(0) == "alone"
        QTest.keyClick(tree, Qt.Key.Key_Up)
        QTest.keyClick(tree, Qt.Key.Key_Return)
        assert window.session is not None and window.file_path == paths[1]
        assert window.session.is_finished and not window.welcome_shown
        window.close()

    def test_a_saved_game_played_to_its_end_is_listed_finished(
        self, qtbot: QtBot, settings: Settings, tmp_path: Path
    ) -> None:
        """The trial opened a save, played it to the results, and Recent games still said
        "Unfinished, round 4"; reopening it put the game back at round 4."""
        setup = GameSetup(HUMANS, seed=4)
        played = play_random(setup.record().initial_state(), 4)
        path = tmp_path / "evening.plsave"
        write_save(path, SaveData(setup.record().with_actions(played[:-1]), setup.seats))
        settings.set_recent_files([str(path)])
        window = create_main_window(settings)
        qtbot.addWidget(window)
        start_up(window, None)
        _scanned(qtbot, window)
        assert _page_rows(window)[0][3].startswith("▶ Unfinished, round")
        assert window.open_path(str(path))
        assert window.session is not None
        assert window.session.apply(played[-1]) is None  # the last action: the game is over
        assert window.session.is_finished
        qtbot.waitUntil(lambda: window.results is not None, timeout=5000)
        window.results.close()
        # its file holds the finished game: nothing to save, nothing unfinished anywhere
        assert load_save(path).record == window.session.record()
        assert not window.document.modified
        window.show_welcome()
        _scanned(qtbot, window)
        assert _page_rows(window)[0][3] == "✓ Finished"
        assert not window.welcome.continue_entry.isEnabled()
        assert window.open_path(str(path)) and window.session.is_finished
        window.close()

    def test_a_broken_file_is_listed_as_unreadable_and_never_crashes(
        self, qtbot: QtBot, settings: Settings, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch
    ) -> None:
        good = _saved_game(tmp_path / "good.plsave")
        broken = tmp_path / "broken.plsave"
        broken.write_bytes(b'{"format": "project-l-game", "version": 2, "players": [')
        gone = str(tmp_path / "gone.plsave")
        folder = tmp_path / "a folder.plsave"
        folder.mkdir()
        settings.set_recent_files([str(broken), good, gone, str(folder)])
        said: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning",
                            staticmethod(lambda _p, title, text, *a: said.append(text)))
        window = create_main_window(settings)
        qtbot.addWidget(window)
        start_up(window, None)
        _scanned(qtbot, window)
        rows = _page_rows(window)
        assert [r[0] for r in rows] == ["broken.plsave", "good", "gone.plsave",
                                        "a folder.plsave"]
        round_now = read_summary(good).round
        assert [r[3] for r in rows] == ["⚠ Cannot be read", f"▶ Unfinished, round {round_now}",
                                        "⚠ Cannot be read", "⚠ Cannot be read"]
        tree = window.welcome.recent
        first = tree.topLevelItem(0)
        assert first is not None and "cut short" in first.toolTip(0)
        # the good game is what Continue resumes
        assert window.welcome.continue_entry.isEnabled()
        # opening the broken one explains, leaves the table as it was and drops it from the list
        rect = tree.visualItemRect(first)
        # a real double click: QTest's double click alone lacks the first press and release
        qtbot.mouseClick(tree.viewport(), LEFT, pos=rect.center())
        qtbot.mouseDClick(tree.viewport(), LEFT, pos=rect.center())
        assert len(said) == 1 and "broken.plsave" in said[0]
        assert window.welcome_shown and window.session is None
        _scanned(qtbot, window)
        assert [r[0] for r in _page_rows(window)] == ["good", "gone.plsave", "a folder.plsave"]
        window.close()

    def test_read_summary_never_raises(self, tmp_path: Path) -> None:
        for blob in (b"", b"\xff\xfe", b"[]", b'{"format": "project-l-deck", "version": 1}',
                     b"{" * 100_000):
            path = tmp_path / "x.plsave"
            path.write_bytes(blob)
            summary = read_summary(str(path))
            assert not summary.ok and summary.error
        assert not read_summary(str(tmp_path / "missing")).ok
        good = read_summary(_saved_game(tmp_path / "g.plsave", actions=None))
        assert good.ok and good.finished and good.players == ("Ann", "Bob")
        assert good.when is not None
        assert load_save(good.path).is_finished


class TestEntries:
    def test_arrow_keys_move_between_entries_and_enter_chooses(
        self, qtbot: QtBot, started: GameWindow, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path
    ) -> None:
        path = _saved_game(tmp_path / "picked.plsave")
        monkeypatch.setattr("app.table.game_files.QFileDialog.getOpenFileName",
                            staticmethod(lambda *a, **k: (path, "")))
        _scanned(qtbot, started)
        page = started.welcome
        assert page.new_game_entry.hasFocus()
        QTest.keyClick(page.new_game_entry, Qt.Key.Key_Down)
        assert page.solo_entry.hasFocus()
        QTest.keyClick(page.solo_entry, Qt.Key.Key_Down)
        assert page.entries["learn"].hasFocus()
        QTest.keyClick(page.entries["learn"], Qt.Key.Key_Down)
        QTest.keyClick(page.deck_entry, Qt.Key.Key_Down)
        assert page.open_entry.hasFocus()
        QTest.keyClick(page.open_entry, Qt.Key.Key_Up)
        assert page.deck_entry.hasFocus()
        QTest.keyClick(page.deck_entry, Qt.Key.Key_Down)
        QTest.keyClick(page.open_entry, Qt.Key.Key_Down)
        how_to = page.entries["how_to_play"]
        assert how_to.hasFocus()
        QTest.keyClick(how_to, Qt.Key.Key_Down)  # past the last: the recent list
        assert page.recent.hasFocus()
        page.open_entry.setFocus()
        QTest.keyClick(page.open_entry, Qt.Key.Key_Return)
        assert started.session is not None and started.file_path == path

    def test_deck_editor_starts_the_editor(self, qtbot: QtBot, started: GameWindow,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
        launched: list[tuple[str, str]] = []
        monkeypatch.setattr("app.table.window.launch",
                            lambda program, module, args: launched.append((program, module))
                            or True)
        qtbot.mouseClick(started.welcome.deck_entry, LEFT)
        assert launched == [("project-l-editor", "editor.main")]
        assert started.welcome_shown

    def test_join_opens_the_join_dialog_as_the_game_menu_does(self, qtbot: QtBot,
                                                              started: GameWindow) -> None:
        started.net_play.discovery_targets = ["127.0.0.2"]  # no search of the real network
        entry = started.welcome.entries["join"]
        assert entry.accessibleName() == "Join a network game…"
        assert entry.shortcut().toString() == "Alt+J"
        qtbot.mouseClick(entry, LEFT)
        dialog = started.net_play.join_dialog
        assert dialog is not None and dialog.isVisible()
        assert started.welcome_shown and started.session is None  # nothing else happened
        dialog.reject()
        assert started.net_play.join_dialog is None

    def test_a_later_feature_adds_its_entry(self, qtbot: QtBot, started: GameWindow) -> None:
        chosen: list[str] = []
        page = started.welcome
        extra = page.add_entry("extra", "E&xtra puzzles", "More puzzles to play",
                               lambda: chosen.append("extra"), after="solo")
        assert list(page.entries) == ["continue", "new_game", "solo", "extra", "learn", "join",
                                      "deck_editor", "open", "how_to_play"]
        assert extra.accessibleName() == "Extra puzzles"
        assert extra.accessibleDescription() == "More puzzles to play"
        _scanned(qtbot, started)
        page.solo_entry.setFocus()
        QTest.keyClick(page.solo_entry, Qt.Key.Key_Down)
        assert extra.hasFocus()
        QTest.keyClick(extra, Qt.Key.Key_Space)
        assert chosen == ["extra"]
        QTest.keyClick(extra, Qt.Key.Key_Tab)  # the tab order follows the entries
        assert started.focusWidget() is page.entries["learn"]


def access_key(text: str) -> str | None:
    """The letter after a text's "&" (lower case; "&&" is a plain "&"), or None."""
    at = 0
    while (at := text.find("&", at)) >= 0 and at + 1 < len(text):
        if text[at + 1] != "&":
            return text[at + 1].lower()
        at += 2
    return None


def visible_keys(root: QWidget) -> list[tuple[str, str]]:
    """The access letters of the buttons, buddied labels and group boxes shown in ``root``,
    with their texts (a hidden one answers no Alt+letter, and a dialog of its own, though a
    child, answers only in its window)."""
    keys = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.window() is not root.window():
            continue
        if isinstance(widget, QAbstractButton):
            text = widget.text()
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            text = widget.text()
        elif isinstance(widget, QGroupBox):
            text = widget.title()
        else:
            continue
        if (key := access_key(text)) is not None:
            keys.append((key, text))
    return keys


def menu_bar_keys(window: QMainWindow) -> list[tuple[str, str]]:
    """The menu bar's titles' access letters, with the titles."""
    return [(key, a.text()) for a in window.menuBar().actions()
            if (key := access_key(a.text())) is not None]


def shared_keys(keys: list[tuple[str, str]]) -> dict[str, list[str]]:
    """The access letters that more than one text has, with those texts."""
    texts: dict[str, list[str]] = {}
    for key, text in keys:
        texts.setdefault(key, []).append(text)
    return {key: found for key, found in texts.items() if len(found) > 1}


class TestLanguages:
    @pytest.mark.parametrize("language", available_languages())
    def test_every_mnemonic_of_the_page_and_the_menu_bar_is_its_own(
        self, qapp: QApplication, qtbot: QtBot, settings: Settings, language: str
    ) -> None:
        """The page's entries and the menu bar's titles answer Alt+letter at the same time:
        in every language no two of them share a letter (whatever its case)."""
        assert install_translators(qapp, language) == language
        try:
            window = GameWindow(settings, autosave=False)
            qtbot.addWidget(window)
            keys = menu_bar_keys(window)
            page = window.welcome
            for entry in page.entries.values():
                shortcut = entry.shortcut().toString()
                assert shortcut.startswith("Alt+") and len(shortcut) == 5, shortcut
                keys.append((shortcut[4:].lower(), entry.accessibleName()))
            heading = page.recent_heading.text()
            key = access_key(heading)
            assert key is not None, heading
            keys.append((key, heading))
            for link in page.links.values():  # Game history, Your statistics
                key = access_key(link.text())
                assert key is not None, link.text()
                keys.append((key, link.text()))
            assert len(keys) == 16, keys  # with Learn to play, Join and How to play
            assert not shared_keys(keys), f"{language}: {shared_keys(keys)}"
            if language in ("ja", "th"):  # their access keys are Latin letters in brackets
                assert all("a" <= key <= "z" for key, _ in keys), keys
            if language == "de":
                assert page.continue_entry.accessibleName() == "Weiterspielen"
            window.close()
        finally:
            install_translators(qapp, "en")
