"""Autosave and resume through the game window; a bad file never touches the game on the table."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from app.core.paths import autosave_dir
from app.core.saves import load_save
from app.core.setup import GameSetup, SeatConfig
from app.model.autosave import find_orphans
from app.model.history import list_history
from app.model.settings import Settings
from app.rules import random_action
from app.table.main import _offer_orphans
from app.table.window import GameWindow


@pytest.fixture
def settings(tmp_path: Path, qtbot: QtBot) -> Settings:
    s = Settings.at_path(str(tmp_path / "settings.ini"))
    s.set_animation_speed(0)
    return s


def _window(qtbot: QtBot, settings: Settings, seed: int) -> GameWindow:
    win = GameWindow(settings)
    qtbot.addWidget(win)
    win.start_game(GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=seed))
    return win


def _play(win: GameWindow, n: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        assert win.session is not None
        assert win.session.apply(random_action(win.session.state, rng)) is None


def _answer(button_text: str) -> Callable[[], None]:
    """Click the button with this text in the message box that is about to open."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        for button in box.buttons():
            if button.text().replace("&", "") == button_text:
                button.click()
                return
        raise AssertionError(f"no button {button_text!r} in {[b.text() for b in box.buttons()]}")

    return click


class TestResume:
    def test_quit_without_saving_then_resume_on_the_next_start(
        self, qtbot: QtBot, settings: Settings
    ) -> None:
        first = _window(qtbot, settings, seed=5)
        _play(first, 9)
        assert first.session is not None and first.autosaver is not None
        played = first.session.record()
        slot = first.autosaver.path
        first.close()  # a quit without saving
        assert slot.exists()

        second = _window(qtbot, settings, seed=6)  # the app starts with a fresh game
        QTimer.singleShot(0, _answer("Resume"))
        assert _offer_orphans(second)
        assert second.session is not None and second.autosaver is not None
        assert second.session.record().to_json() == played.to_json()
        assert second.autosaver.path == slot and second.autosaver.modified
        assert "*" in second.windowTitle()
        _play(second, 3, seed=1)
        assert len(load_save(slot).record.actions) == 12
        # the fresh game it replaced had no action: nothing of it is kept anywhere
        assert list_history() == []
        assert sorted(p.name for p in autosave_dir().glob("*.plsave")) == [slot.name]

    def test_resume_keeps_the_file_the_game_was_saved_to(
        self, qtbot: QtBot, settings: Settings, tmp_path: Path
    ) -> None:
        first = _window(qtbot, settings, seed=5)
        _play(first, 4)
        path = str(tmp_path / "mine.plsave")
        assert first.save_to(path)
        _play(first, 2, seed=3)  # changes after the save
        first.close()
        second = _window(qtbot, settings, seed=6)
        QTimer.singleShot(0, _answer("Resume"))
        assert _offer_orphans(second)
        assert second.file_path == path
        assert second.session is not None and len(second.session.history) == 6

    def test_putting_it_in_the_history(self, qtbot: QtBot, settings: Settings) -> None:
        first = _window(qtbot, settings, seed=5)
        _play(first, 7)
        first.close()
        second = _window(qtbot, settings, seed=6)
        fresh = second.session
        QTimer.singleShot(0, _answer("Put it in the history"))
        assert not _offer_orphans(second)
        assert second.session is fresh
        [entry] = list_history()
        assert entry.result is not None and entry.result.actions == 7
        assert find_orphans() == []

    def test_later_keeps_it_for_the_next_start(self, qtbot: QtBot, settings: Settings) -> None:
        first = _window(qtbot, settings, seed=5)
        _play(first, 3)
        first.close()
        second = _window(qtbot, settings, seed=6)
        QTimer.singleShot(0, _answer("Later"))
        assert not _offer_orphans(second)
        assert len(find_orphans()) == 1

    def test_an_unreadable_autosave_is_explained_and_kept(self, qtbot: QtBot, settings: Settings) -> None:
        broken = autosave_dir() / "20250101-000000-1-1.plsave"
        broken.write_bytes(b'{"format": "project-l-game", "version": 1, "players": [')
        win = _window(qtbot, settings, seed=8)
        QTimer.singleShot(0, _answer("Later"))
        assert not _offer_orphans(win)
        assert broken.exists()  # still there for the next start
        QTimer.singleShot(0, _answer("Put it in the history"))
        assert not _offer_orphans(win)
        assert not broken.exists()
        moved = list((autosave_dir().parent / "history").glob("unreadable-*"))
        assert len(moved) == 1 and moved[0].read_bytes().endswith(b"[")

    def test_a_saved_game_is_not_offered(
        self, qtbot: QtBot, settings: Settings, tmp_path: Path
    ) -> None:
        first = _window(qtbot, settings, seed=5)
        _play(first, 5)
        assert first.save_to(str(tmp_path / "done.plsave"))
        first.close()
        assert find_orphans() == []


class TestBadFileInTheWindow:
    @pytest.mark.parametrize(
        ("content", "words"),
        [
            (b"\x89PNG\r\n\x1a\n", "not text"),
            (
                b'{"format": "project-l-game", "version": 1, "players": ["A", "B"], "seed": 1,'
                b' "actions": [{"type": "take_puzzle", "puzzle": "W01"}]}',
                "action 0: ",
            ),
            (b'{"format": "project-l-game", "version": 3}', "newer version"),
            (b'{"format": "project-l-game", "version": 1, "players": ["A"', "cut short"),
        ],
    )
    def test_open_explains_and_keeps_the_current_game(
        self,
        qtbot: QtBot,
        settings: Settings,
        tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch,
        content: bytes,
        words: str,
    ) -> None:
        win = _window(qtbot, settings, seed=5)
        _play(win, 6)
        good = tmp_path / "good.plsave"
        assert win.save_to(str(good))
        session, record = win.session, win.session.record() if win.session else None
        shown: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(str(a[2])))
        bad = tmp_path / "bad.plsave"
        bad.write_bytes(content)
        assert not win.open_path(str(bad))
        assert len(shown) == 1 and "bad.plsave" in shown[0] and words in shown[0]
        assert win.session is session and record is not None
        assert win.session is not None and win.session.record() == record
        assert win.file_path == str(good)
        assert load_save(good).record.actions == record.actions
        assert str(bad) not in settings.recent_files()

    def test_a_failed_save_keeps_the_previous_file_and_says_so(
        self, qtbot: QtBot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        win = _window(qtbot, settings, seed=5)
        _play(win, 4)
        path = tmp_path / "game.plsave"
        assert win.save_to(str(path))
        before = path.read_bytes()
        _play(win, 3, seed=2)
        shown: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(str(a[2])))

        def full(*_a: object) -> None:
            raise OSError(28, "No space left on device")

        monkeypatch.setattr("app.core.atomic.os.fsync", full)
        assert not win.save_to(str(path))
        assert len(shown) == 1 and "disk is full" in shown[0]
        assert path.read_bytes() == before
        monkeypatch.undo()
        assert win.autosaver is not None and win.autosaver.modified
