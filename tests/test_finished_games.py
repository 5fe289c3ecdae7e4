"""A finished game is never lost when the history cannot take it.

Every way the history write can fail (disk full, no permission, read-only, an I/O error, the
history folder a file or under a file, a crash half-way) keeps the finished game in its autosave
slot, through the window's close, and the next start hands it over to the history and says once
what happened; while the fault lasts, every start keeps it and says so once.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import random
import re
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest
from faultkit import FAULTS, Crash, FailingWrites, Said, fault_id, read_only
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.core.paths import autosave_dir, history_dir
from app.core.saves import SaveData, load_save
from app.core.setup import GameSetup, SeatConfig
from app.model.autosave import (
    Autosaver,
    CloseReason,
    archive_finished_orphans,
    find_orphans,
)
from app.model.history import list_history
from app.model.session import GameSession
from app.model.settings import Settings
from app.rules import Action, play_random, random_action
from app.table.main import start_up
from app.table.window import GameWindow

ROOT = Path(__file__).resolve().parent.parent


def _slots() -> list[Path]:
    return sorted(autosave_dir().glob("*.plsave"))


def _play_to_end(session: GameSession, seed: int = 1) -> None:
    rng = random.Random(seed)
    while not session.is_finished:
        assert session.apply(random_action(session.state, rng)) is None


@functools.cache
def _near_the_end(seed: int) -> tuple[SaveData, Action]:
    """A game one action before its end (played without a window: quicker), and that action."""
    setup = GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=seed)
    actions = play_random(setup.record().initial_state(), seed)
    return SaveData(setup.record().with_actions(actions[:-1]), setup.seats), actions[-1]


def _window(qtbot: QtBot, settings: Settings, seed: int = 5) -> GameWindow:
    """A window with an unsaved game one action before its end (see :func:`_finish`)."""
    win = GameWindow(settings)
    qtbot.addWidget(win)
    save, _last = _near_the_end(seed)
    assert win.open_save(save, None, modified=True)
    return win


def _starting(qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> GameWindow:
    """The next start of the game: a window with a fresh game, through the real start-up."""
    win = GameWindow(settings)
    qtbot.addWidget(win)
    win.start_game(GameSetup((SeatConfig("Cleo"), SeatConfig("Dan")), seed=9))
    monkeypatch.setattr(win.new_games, "new_game", lambda: None)  # the new-game dialog would be modal
    start_up(win, None)
    return win


def _finish(win: GameWindow, seed: int = 5) -> None:
    """The last action of the game :func:`_window` put on the table."""
    assert win.session is not None
    assert win.session.apply(_near_the_end(seed)[1]) is None
    assert win.session.is_finished


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    s = Settings.at_path(str(tmp_path / "settings.ini"))
    s.set_animation_speed(0)
    return s


def _history_files() -> list[Path]:
    return sorted(history_dir().glob("*.plsave"))


class _HistoryIsAFile:
    """The history folder is a file (undone by :meth:`stop`)."""

    def __init__(self) -> None:
        self.path = autosave_dir().parent / "history"
        if self.path.is_dir():
            self.path.rmdir()
        self.path.write_bytes(b"in the way")

    def stop(self) -> None:
        self.path.unlink()


class _HistoryReadOnly:
    """The history folder is read-only for real (chmod, or chattr +i for root)."""

    opened: ClassVar[list[_HistoryReadOnly]] = []

    def __init__(self) -> None:
        self._context: contextlib.AbstractContextManager[None] | None = read_only(history_dir())
        self._context.__enter__()
        _HistoryReadOnly.opened.append(self)

    def stop(self) -> None:
        if self._context is not None:
            self._context.__exit__(None, None, None)
            self._context = None


@pytest.fixture(autouse=True)
def _writable_again() -> Iterator[None]:
    """A failed test never leaves a read-only folder behind."""
    yield
    while _HistoryReadOnly.opened:
        _HistoryReadOnly.opened.pop().stop()


FAILURES = [fault_id(f) for f in FAULTS] + ["history-is-a-file", "history-read-only"]


def _break(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> _HistoryIsAFile | _HistoryReadOnly | FailingWrites:
    if kind == "history-is-a-file":
        return _HistoryIsAFile()
    if kind == "history-read-only":
        return _HistoryReadOnly()
    step, error = next(f for f in FAULTS if fault_id(f) == kind)
    return FailingWrites(monkeypatch, history_dir(), step, error)


@pytest.mark.parametrize("kind", FAILURES)
def test_through_the_window_the_game_is_kept_and_handed_over_at_the_next_start(
    kind: str, qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    history_dir()  # made before it breaks
    said = Said(monkeypatch)
    win = _window(qtbot, settings)
    assert win.session is not None and win.autosaver is not None
    blocker = _break(kind, monkeypatch)
    if kind.endswith("crash"):
        # a crash while the history is written: the program would die; the slot already
        # holds the finished game (written first)
        with qtbot.captureExceptions() as caught:  # raised in a slot: Qt hands it on
            _finish(win)
        assert [type(e[1]) for e in caught] == [Crash]
        assert win.session.is_finished
        [slot] = _slots()
        assert load_save(slot).is_finished
        win.autosaver._slot.release()  # what is left of a dead program: its slot
        win.document._autosaver = None  # the dead program never closes it
    else:
        _finish(win)
        qtbot.waitUntil(lambda: len(said.boxes) == 1)
        assert "could not be put in the history" in said.boxes[0]
        assert "at the next start" in said.boxes[0]
        assert win.autosaver.archive_pending
        win.close()  # closing no longer removes it
        assert len(said.boxes) == 1  # said once: no question at close, nothing more
    if not isinstance(blocker, _HistoryIsAFile):
        assert _history_files() == []
    [slot] = _slots()
    kept = load_save(slot)
    assert kept.is_finished
    assert kept.record.actions == win.session.record().actions

    if not kind.endswith("crash"):  # (a crash at every start is not a start)
        # the next start, still broken: kept again, said once, nothing offered to resume
        said.boxes.clear()
        second = _starting(qtbot, settings, monkeypatch)
        assert len(said.boxes) == 1 and "could not be put in the history" in said.boxes[0]
        assert slot.exists() and load_save(slot).is_finished
        second.close()

    # the next start with the fault gone: handed over without a question, slot gone
    said.boxes.clear()
    blocker.stop()
    third = _starting(qtbot, settings, monkeypatch)
    assert said.boxes == []
    assert re.search(r"of an earlier start (is|are) now in the history",
                     third.statusBar().currentMessage())
    assert not slot.exists()
    [entry] = list_history()
    assert entry.result is not None and entry.result.finished
    assert load_save(entry.path).record.actions == kept.record.actions
    third.close()


@pytest.mark.parametrize("kind", FAILURES)
def test_the_autosaver_keeps_a_finished_game_for_every_failure(
    kind: str, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    history_dir()
    session = GameSession.from_setup(GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=3))
    saver = Autosaver(session)
    told: list[tuple[str, bool]] = []
    saver.archive_failed.connect(lambda reason, kept: told.append((reason, kept)))
    blocker = _break(kind, monkeypatch)
    try:
        if kind.endswith("crash"):
            with qtbot.captureExceptions() as caught:
                _play_to_end(session)
            assert [type(e[1]) for e in caught] == [Crash]
            saver._slot.release()  # the program died there: only its slot is left
        else:
            _play_to_end(session)
            assert len(told) == 1 and told[0][1] is True
            saver.close(CloseReason.QUIT)
            saver.close(CloseReason.REPLACED)  # a second close changes nothing
    finally:
        if isinstance(blocker, _HistoryReadOnly):
            blocker.stop()  # before the checks below list the history
    [slot] = _slots()
    assert load_save(slot).record.actions == session.record().actions
    assert list_history() == []


def test_a_history_folder_under_a_file(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "plain").write_bytes(b"a file")
    history = tmp_path / "plain" / "history"
    session = GameSession.from_setup(GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=3))
    saver = Autosaver(session, history=history)
    told: list[str] = []
    saver.archive_failed.connect(lambda reason, _kept: told.append(reason))
    _play_to_end(session)
    assert len(told) == 1 and "a part of the path is a file" in str(told[0])
    saver.close(CloseReason.QUIT)
    [orphan] = find_orphans()
    assert orphan.finished
    moved, problems = archive_finished_orphans([orphan], history)
    assert moved == [] and len(problems) == 1
    (tmp_path / "plain").unlink()
    orphans = find_orphans()
    moved, problems = archive_finished_orphans(orphans, history)
    assert orphans == [] and problems == [] and len(moved) == 1
    assert moved[0].parent == history and _slots() == []


def test_when_the_autosave_fails_too_the_player_is_told_to_save(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    history_dir()
    said = Said(monkeypatch)
    win = _window(qtbot, settings)
    win.show()
    assert win.session is not None
    FailingWrites(monkeypatch, autosave_dir().parent, "write", errno.ENOSPC)
    _finish(win)
    qtbot.waitUntil(lambda: len(said.boxes) == 1)
    assert "not kept anywhere else" in said.boxes[0]
    assert win.at_risk()
    said.answer = QMessageBox.StandardButton.Cancel
    win.close()
    assert win.isVisible()  # cancelled: the game stays on the table
    assert len(said.boxes) == 2 and "kept nowhere" in said.boxes[1]
    said.answer = QMessageBox.StandardButton.Discard
    win.close()
    assert not win.isVisible()


CRASH_IN_HISTORY = textwrap.dedent(
    """
    import os, random
    from PySide6.QtCore import QCoreApplication
    from app.core import atomic
    from app.model.autosave import Autosaver
    from app.model.session import GameSession
    from app.core.setup import GameSetup, SeatConfig
    from app.rules.randomplay import random_action

    app = QCoreApplication([])
    session = GameSession.from_setup(GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=8))
    saver = Autosaver(session)
    real_replace = os.replace

    def die_in_the_history(src, dst):
        if "history" in str(dst):
            print(len(session.history), flush=True)
            os._exit(3)  # killed between the history's temporary file and its rename
        real_replace(src, dst)

    atomic.os.replace = die_in_the_history
    rng = random.Random(5)
    while not session.is_finished:
        session.apply(random_action(session.state, rng))
    """
)


def test_killed_while_writing_the_history_the_next_start_hands_it_over(
    qtbot: QtBot, tmp_path: Path, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / "crash.py"
    script.write_text(CRASH_IN_HISTORY)
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([sys.executable, str(script)], env=env, cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=False)
    assert run.returncode == 3, run.stderr
    actions = int(run.stdout.split()[-1])
    assert _history_files() == []  # only debris there, never a half file
    [slot] = _slots()
    assert load_save(slot).is_finished and len(load_save(slot).record.actions) == actions

    said = Said(monkeypatch)
    win = _starting(qtbot, settings, monkeypatch)
    assert said.boxes == []
    [entry] = list_history()
    assert entry.result is not None and entry.result.finished and entry.result.actions == actions
    assert not slot.exists()
    win.close()


def test_the_start_sweeps_old_temporary_files_of_cut_short_writes(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.core.paths import decks_dir

    old = [history_dir() / ".20250101-Ann-Bob.plsave.abc123.tmp",
           decks_dir() / ".Mine.pldeck.xyz789.tmp"]
    fresh = history_dir() / ".20250102-Ann-Bob.plsave.def456.tmp"  # another program writing
    for path in [*old, fresh]:
        path.write_bytes(b"half a fi")
    day_ago = os.path.getmtime(fresh) - 86_400
    for path in old:
        os.utime(path, (day_ago, day_ago))
    kept = history_dir() / "20250101-Ann-Bob.plsave"
    kept.write_bytes(b"not mine to judge")
    Said(monkeypatch)
    win = _starting(qtbot, settings, monkeypatch)
    assert not any(p.exists() for p in old)
    assert fresh.exists() and kept.read_bytes() == b"not mine to judge"
    win.close()
