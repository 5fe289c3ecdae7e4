"""An unusable data folder: the game starts, says what is wrong once, and plays without autosave.

Each state (a file, a path under a file, ``autosave`` a file, read-only, full) starts the real
window through the real start-up (:func:`app.table.main.start_up`), plays, finishes a game and
closes; one state more is started as a real program in a subprocess, offscreen, to show that no
traceback reaches the player.
"""

from __future__ import annotations

import contextlib
import errno
import os
import random
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from faultkit import (
    STATES,
    FailingWrites,
    Said,
    make_data_folder,
    mounted_command,
    read_only,
    snapshot,
)
from modalkit import when_modal
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.core.paths import DataFolderError, autosave_dir, data_folder_problem
from app.core.setup import GameSetup, SeatConfig
from app.model.autosave import find_orphans
from app.model.settings import Settings
from app.rules import random_action
from app.table.main import create_main_window, start_up
from app.table.newgame import NewGameDialog
from app.table.window import GameWindow

ROOT = Path(__file__).resolve().parent.parent

WORDS = {
    "file": "is a file, not a folder",
    "under-file": "a part of the path is a file",
    "autosave-file": "is a file, not a folder",
    "readonly": "permission denied",
    "full": "the disk is full",
}


@contextlib.contextmanager
def data_folder(state: str, root: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """``PROJECT_L_DATA_DIR`` in ``state`` for the duration."""
    data = make_data_folder(state, root)
    monkeypatch.setenv("PROJECT_L_DATA_DIR", str(data))
    if state == "readonly":
        with read_only(data):
            yield data
    elif state == "full":
        FailingWrites(monkeypatch, data, "write", errno.ENOSPC)
        yield data
    else:
        yield data


def _human_settings(tmp_path: Path) -> Settings:
    """Settings whose last game had two human seats: the test plays every move itself (an AI
    seat would think in the background while the test moves for it)."""
    settings = Settings.at_path(str(tmp_path / "settings.ini"))
    settings.set_animation_speed(0)
    settings.set_last_setup(GameSetup((SeatConfig("Ann"), SeatConfig("Bob"))))
    return settings


def _new_game_from_the_welcome_page(window: GameWindow, qtbot: QtBot) -> None:
    """Click New game on the welcome page and start the game the dialog offers (the last
    setup: two human seats)."""
    assert window.welcome_shown and window.welcome.new_game_entry.isEnabled()
    when_modal(NewGameDialog, lambda dialog: dialog.accept())
    qtbot.mouseClick(window.welcome.new_game_entry, Qt.MouseButton.LeftButton)
    assert window.session is not None and not window.welcome_shown


def _started(settings: Settings, qtbot: QtBot) -> GameWindow:
    """The program's window after its start, with a game begun from the welcome page."""
    window = create_main_window(settings)
    qtbot.addWidget(window)
    _new_game_from_the_welcome_page(window, qtbot)
    return window


def _play(win: GameWindow, n: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        assert win.session is not None
        if win.session.is_finished:
            return
        assert win.session.apply(random_action(win.session.state, rng)) is None


@pytest.mark.parametrize("state", STATES)
def test_the_game_starts_says_once_and_plays_without_autosave(
    state: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    said = Said(monkeypatch)
    settings = _human_settings(tmp_path)
    with data_folder(state, tmp_path, monkeypatch) as data:
        before = snapshot(tmp_path)
        window = create_main_window(settings)
        qtbot.addWidget(window)
        start_up(window, None)

        # one message, at start, that names the problem; the start goes on to the welcome
        # page, where nothing can be continued (no autosave to resume from)
        assert len(said.boxes) == 1, said.boxes
        assert WORDS[state] in said.boxes[0] and "without autosave" in said.boxes[0]
        assert window.welcome_shown and window.session is None
        qtbot.waitUntil(lambda: not window.welcome.scanning)
        assert not window.welcome.continue_entry.isEnabled()
        # a new game from there is played without autosave, and the status line says so
        _new_game_from_the_welcome_page(window, qtbot)
        assert len(said.boxes) == 1, said.boxes
        assert window.autosave_problem is not None and window.autosaver is None
        assert "Autosave is off" in window.status_text()

        # playing says nothing more, however many actions
        _play(window, 40)
        assert len(said.boxes) == 1
        assert window.windowTitle().endswith("* - Project L")

        # a finished game: into the history if it can go there, else said once (save it)
        _play(window, 10_000, seed=2)
        assert window.session is not None and window.session.is_finished
        qtbot.waitUntil(lambda: len(said.boxes) == (1 if state == "autosave-file" else 2))
        if state != "autosave-file":
            assert "could not be put in the history" in said.boxes[1]
            assert "save it to a file" in said.boxes[1]

        # closing asks to save a game kept nowhere (the answer here: discard)
        window.close()
        assert not window.isVisible()
        if state == "autosave-file":
            assert len(said.boxes) == 1
            assert len(list((data / "history").glob("*.plsave"))) == 1
        else:
            assert len(said.boxes) == 3 and "kept nowhere" in said.boxes[2]
    # nothing that was there before is changed or lost
    after = snapshot(tmp_path)
    before.pop("settings.ini", None)  # the settings live elsewhere and change as they should
    assert {k: v for k, v in after.items() if k in before} == before


@pytest.mark.parametrize("state", STATES)
def test_the_problem_is_named(state: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with data_folder(state, tmp_path, monkeypatch):
        problem = data_folder_problem()
        assert problem is not None and WORDS[state] in str(problem)
        if state not in ("readonly", "full"):
            with pytest.raises(DataFolderError, match=WORDS[state]):
                autosave_dir()
        assert find_orphans() == []


def test_a_folder_another_program_makes_meanwhile_is_used(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two programs started together on a new data folder: the other one makes the autosave
    folder just after this one looked and found nothing. That folder is used; it was said to be
    "a file, not a folder" (the two-programs test failed so once under load)."""
    monkeypatch.setenv("PROJECT_L_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "data" / "autosave"
    real_is_dir = Path.is_dir
    looks: list[Path] = []

    def is_dir(self: Path) -> bool:
        found = real_is_dir(self)
        if self == folder and not looks:  # the first look: the other program makes it now
            looks.append(self)
            folder.mkdir(parents=True)
        return found

    monkeypatch.setattr(Path, "is_dir", is_dir)
    assert autosave_dir() == folder and looks
    assert real_is_dir(folder)


def test_a_usable_folder_has_no_problem_and_leaves_no_probe() -> None:
    assert data_folder_problem() is None
    assert list(autosave_dir().iterdir()) == []


def test_asked_to_save_before_closing_the_game_is_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    said = Said(monkeypatch)
    settings = _human_settings(tmp_path)
    with data_folder("autosave-file", tmp_path, monkeypatch):
        window = _started(settings, qtbot)
        _play(window, 6)
        target = tmp_path / "kept.plsave"
        monkeypatch.setattr(
            "app.table.game_files.QFileDialog.getSaveFileName",
            staticmethod(lambda *a, **k: (str(target), "")),
        )
        from PySide6.QtWidgets import QMessageBox

        said.answer = QMessageBox.StandardButton.Save
        window.close()
        assert not window.isVisible()
        assert said.boxes == [said.boxes[0]] and "kept nowhere" in said.boxes[0]
        from app.core.saves import load_save

        assert window.session is not None
        assert load_save(target).record.actions == window.session.record().actions


# ------------------------------------------------------------------ the real program

START = textwrap.dedent(
    """
    import random, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox
    from app.core.setup import GameSetup, SeatConfig
    from app.rules.randomplay import random_action
    from app.table import main
    from app.table.window import GameWindow

    def box(kind):
        def show(parent, title, text, *args, **kwargs):
            print(kind.upper() + ": " + title + ": " + text.replace("\\n", " "), flush=True)
            return QMessageBox.StandardButton.Discard
        return staticmethod(show)

    for kind in ("warning", "critical", "information", "question"):
        setattr(QMessageBox, kind, box(kind))

    def play_then_quit(window):
        rng = random.Random(3)
        for _ in range(25):
            window.session.apply(random_action(window.session.state, rng))
        print("PLAYED", len(window.session.history), flush=True)
        QTimer.singleShot(0, window.close)

    started = main.start_up

    def start_then_play(window, path):
        # the start (its message, then the welcome page), then a game begun there
        started(window, path)
        assert window.welcome_shown, "the start shows the welcome page"
        window.start_game(window.last_setup())
        play_then_quit(window)

    main.start_up = start_then_play
    # two human seats: the script makes every move (an AI seat would think meanwhile); a fixed
    # deal: in a few secret deals in a thousand (9 of 3,000 seeds tried) these 25 random actions
    # end the game, and then its archiving fails too and rightly says so in a second warning
    GameWindow.last_setup = lambda self: GameSetup((SeatConfig("Ann"), SeatConfig("Bob")),
                                                   seed=7, random_first=False)
    sys.exit(main.run_game(None))
    """
)


def _run_program(data: str, tmp_path: Path, prefix: list[str] | None = None
                 ) -> subprocess.CompletedProcess[str]:
    script = tmp_path / "start.py"
    script.write_text(START)
    env = dict(os.environ, PYTHONPATH=str(ROOT), PROJECT_L_DATA_DIR=data,
               QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    return subprocess.run([*(prefix or []), sys.executable, str(script)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)


@pytest.mark.parametrize("state", ["under-file", "autosave-file"])
def test_the_real_program_starts_in_a_subprocess(state: str, tmp_path: Path) -> None:
    data = make_data_folder(state, tmp_path)
    run = _run_program(str(data), tmp_path)
    assert "Traceback" not in run.stderr, run.stderr
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    warnings = [line for line in lines if line.startswith("WARNING:")]
    assert len(warnings) == 1 and WORDS[state] in warnings[0], lines
    assert "PLAYED 25" in lines
    assert [line for line in lines if line.startswith("QUESTION:")] != []  # kept nowhere: asked


@pytest.mark.parametrize("state", ["full", "readonly"])
def test_the_real_program_starts_on_a_full_or_read_only_disk(state: str, tmp_path: Path) -> None:
    mount = tmp_path / "mnt"
    mount.mkdir()
    prefix = mounted_command(mount, state)
    if prefix is None:
        pytest.skip("no private tmpfs mount here (unshare/mount not allowed)")
    run = _run_program(str(mount / "data"), tmp_path, prefix)
    assert "Traceback" not in run.stderr, run.stderr
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    warnings = [line for line in lines if line.startswith("WARNING:")]
    words = WORDS["full"] if state == "full" else "read-only"
    assert len(warnings) == 1 and words in warnings[0], run.stdout
    assert "PLAYED 25" in lines


def test_a_game_kept_nowhere_is_not_replaced_without_asking(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from app.core.saves import SaveData

    said = Said(monkeypatch)
    with data_folder("under-file", tmp_path, monkeypatch):
        window = _started(_human_settings(tmp_path), qtbot)
        _play(window, 5)
        assert window.session is not None
        on_the_table = window.session
        other = SaveData(on_the_table.record().with_actions(()), on_the_table.seats)

        said.answer = QMessageBox.StandardButton.Cancel
        assert not window.open_save(other, None)
        assert window.session is on_the_table and len(said.boxes) == 1
        assert "kept nowhere" in said.boxes[0] and "leaves the table" in said.boxes[0]

        said.answer = QMessageBox.StandardButton.Discard
        assert window.open_save(other, None)
        assert window.session is not on_the_table and len(said.boxes) == 2
        assert not window.at_risk()  # the new game has no action yet
        window.close()
        assert len(said.boxes) == 2


@pytest.mark.parametrize("state", ["file", "under-file"])
def test_dialogs_of_an_unusable_folder_start_at_home_or_say_why(
    state: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    from app.core.paths import dialog_folder
    from app.model.history import list_history
    from app.table.history_dialog import HistoryDialog

    said = Said(monkeypatch)
    opened: list[object] = []
    monkeypatch.setattr("app.table.history_dialog.QDesktopServices.openUrl",
                        staticmethod(lambda url: opened.append(url)))
    with data_folder(state, tmp_path, monkeypatch):
        assert dialog_folder("") == str(Path.home())
        assert dialog_folder("/some/where") == "/some/where"
        assert list_history() == []
        window = GameWindow(_human_settings(tmp_path))
        qtbot.addWidget(window)
        history = HistoryDialog(window)
        qtbot.addWidget(history)
        history.open_folder()
        assert opened == [] and len(said.boxes) == 1 and WORDS[state] in said.boxes[0]
