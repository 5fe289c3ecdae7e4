"""A fault at every write the program makes: nothing on disk is lost, and it is said exactly once.

Each write is driven through the real window (game or editor) and fails at each step of the
atomic write (:data:`faultkit.FAULTS`: a full disk half-way, no permission or a read-only disk
when the file is made, an I/O error at the sync or the rename, a crash between the temporary
file and the rename). Every file that was in the folder before is byte-identical afterwards, no
temporary file is left, the player is told once (a message box, or one status-line message for
the autosave, which goes on trying at every action), nothing raises; once the fault is gone the
same command writes. A crash is the program dying: it raises no message, and leaves the same
files behind. The settings are written by Qt (QSettings): their faults are real ones (a
read-only folder, a folder that is a file, a file where the settings file should be).
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from deck_samples import small_deck_json
from faultkit import FAULTS, Crash, FailingWrites, Said, debris, fault_id, read_only, snapshot
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QFileDialog
from pytestqt.qtbot import QtBot
from test_table_support import game_of_two, status_errors
from waiting import settle

from app.core.deck_library import library_path, list_decks, read_deck, write_deck
from app.core.paths import autosave_dir, decks_dir, history_dir
from app.core.saves import SaveData, load_save
from app.core.setup import GameSetup, SeatConfig
from app.model.deck_document import DeckDocument
from app.model.history import add_to_history, list_history
from app.model.settings import Settings
from app.rules import deck_from_json, play_random, random_action
from app.table.window import GameWindow
from editor.window import EditorWindow

ROOT = Path(__file__).resolve().parent.parent

WORDS = {
    errno.ENOSPC: "the disk is full",
    errno.EACCES: "permission denied",
    errno.EROFS: "read-only",
    errno.EIO: "Input/output error",
}


@dataclass
class Scenario:
    """One write: the folder it writes in, the command, and what the player was told."""

    folder: Path
    perform: Callable[[], object]
    told: Callable[[], list[str]]
    written: Callable[[], bool]  # whether the write happened (checked once the fault is gone)
    keep: list[Any] = field(default_factory=list)  # windows kept alive for the test


def _play(win: GameWindow, n: int, seed: int = 1) -> None:
    import random

    rng = random.Random(seed + len(win.session.history if win.session else ()))
    for _ in range(n):
        assert win.session is not None
        win.session.apply(random_action(win.session.state, rng))


def _save(qtbot: QtBot, tmp_path: Path, said: Said, mp: pytest.MonkeyPatch) -> Scenario:
    win = game_of_two(qtbot, tmp_path, seed=5)
    folder = tmp_path / "my games"
    folder.mkdir()
    path = folder / "game.plsave"
    _play(win, 3)
    assert win.save_to(str(path))
    _play(win, 2)
    return Scenario(folder, win.menus.act_save.trigger, lambda: said.boxes,
                    lambda: len(load_save(path).record.actions) == 5, [win])


def _autosave(qtbot: QtBot, tmp_path: Path, said: Said, mp: pytest.MonkeyPatch) -> Scenario:
    win = game_of_two(qtbot, tmp_path, seed=5)
    _play(win, 3)
    assert win.autosaver is not None
    slot = win.autosaver.path
    shown = status_errors(win)
    return Scenario(autosave_dir(), lambda: _play(win, 4), lambda: said.boxes + shown,
                    lambda: len(load_save(slot).record.actions) >= 8, [win])


def _history(qtbot: QtBot, tmp_path: Path, said: Said, mp: pytest.MonkeyPatch) -> Scenario:
    setup = GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=7)
    actions = play_random(setup.record().initial_state(), 7)
    add_to_history(SaveData(setup.record().with_actions(actions[:10]), setup.seats))
    win = GameWindow(Settings.at_path(str(tmp_path / "settings.ini")))
    qtbot.addWidget(win)
    assert win.open_save(SaveData(setup.record().with_actions(actions[:-1]), setup.seats), None,
                         modified=True)

    def finish() -> None:
        assert win.session is not None
        if not win.session.is_finished:
            win.session.apply(actions[-1])
        elif win.autosaver is not None:
            win.autosaver.close(win_close_reason())  # the hand-over is tried again at close

    def told() -> list[str]:
        settle()  # the message box comes from the event loop
        return said.boxes

    return Scenario(history_dir(), finish, told, lambda: len(list_history()) == 2, [win])


def win_close_reason() -> Any:
    from app.model.autosave import CloseReason

    return CloseReason.QUIT


def _editor(qtbot: QtBot) -> EditorWindow:
    win = EditorWindow()
    qtbot.addWidget(win)
    return win


def _library_deck() -> Path:
    doc = DeckDocument.classic().duplicate("Mine")
    return write_deck(doc.deck(), library_path(doc.name))


def _library_save(qtbot: QtBot, tmp_path: Path, said: Said, mp: pytest.MonkeyPatch) -> Scenario:
    path = _library_deck()
    win = _editor(qtbot)
    assert win.open_path(path)
    assert win.doc is not None
    win.doc.set_name("Mine, renamed")  # the file follows the name: a new file, then the old goes
    moved = decks_dir() / "Mine-renamed.pldeck"
    return Scenario(decks_dir(), win.save, lambda: said.boxes,
                    lambda: read_deck(moved).name == "Mine, renamed" and not path.exists(), [win])


def _library_new(qtbot: QtBot, tmp_path: Path, said: Said, mp: pytest.MonkeyPatch) -> Scenario:
    _library_deck()
    win = _editor(qtbot)
    win.set_document(DeckDocument.classic().duplicate("Mine"), unsaved=True)
    return Scenario(decks_dir(), win.save, lambda: said.boxes,
                    lambda: (decks_dir() / "Mine-2.pldeck").is_file(), [win])


def _import(qtbot: QtBot, tmp_path: Path, said: Said, mp: pytest.MonkeyPatch) -> Scenario:
    _library_deck()
    source = write_deck(DeckDocument.classic().duplicate("Shared").deck(),
                        tmp_path / "shared.pldeck")
    win = _editor(qtbot)
    win.open_classic()
    mp.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(source), "")))
    return Scenario(decks_dir(), win.import_deck, lambda: said.boxes,
                    lambda: (decks_dir() / "Shared.pldeck").is_file(), [win])


def _export(qtbot: QtBot, tmp_path: Path, said: Said, mp: pytest.MonkeyPatch) -> Scenario:
    folder = tmp_path / "to share"
    folder.mkdir()
    target = write_deck(DeckDocument.classic().duplicate("Old").deck(), folder / "deck.pldeck")
    win = _editor(qtbot)
    assert win.open_path(_library_deck())
    mp.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    return Scenario(folder, win.export_deck_file, lambda: said.boxes,
                    lambda: read_deck(target).name == "Mine", [win])


def _pdf(qtbot: QtBot, tmp_path: Path, said: Said, mp: pytest.MonkeyPatch) -> Scenario:
    folder = tmp_path / "prints"
    folder.mkdir()
    target = folder / "deck.pdf"
    target.write_bytes(b"%PDF-1.4 the previous print\n")
    win = _editor(qtbot)
    small = write_deck(deck_from_json(small_deck_json()), tmp_path / "small.pldeck")
    assert win.open_path(small)  # a deck of few pages: quicker to print
    ini = str(tmp_path / "editor.ini")
    def store(*_a: object) -> QSettings:  # never the user's own settings
        return QSettings(ini, QSettings.Format.IniFormat)

    for name in ("QSettings", "open_store"):  # whichever the editor opens its settings with
        mp.setattr(f"editor.window.{name}", store, raising=False)
    from app.model.thinking import Job  # what editor/print_job.py runs its export as
    from editor.print_dialog import PrintDialog

    mp.setattr(PrintDialog, "exec", lambda self: QDialog.DialogCode.Accepted)  # the defaults
    mp.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    # the export runs as a job of the thread pool; here it runs at once, in this thread, so
    # that a crash at a step is the program's end (the writing itself is the same code)
    mp.setattr(Job, "start", Job.run)

    def export() -> None:
        # after a simulated crash the window still thinks its export runs (a real crash
        # leaves no window): the repaired command starts from a fresh state
        win.print_export.cancel()
        win.export_pdf()

    return Scenario(folder, export, lambda: said.boxes,
                    lambda: target.read_bytes().startswith(b"%PDF") and target.stat().st_size > 1000,
                    [win])


WRITES: dict[str, Callable[[QtBot, Path, Said, pytest.MonkeyPatch], Scenario]] = {
    "save": _save,
    "autosave": _autosave,
    "history": _history,
    "deck-library-save": _library_save,
    "deck-library-new": _library_new,
    "deck-import": _import,
    "deck-export": _export,
    "pdf-export": _pdf,
}


@pytest.mark.parametrize("fault", FAULTS, ids=fault_id)
@pytest.mark.parametrize("write", list(WRITES))
def test_a_failed_write_keeps_every_file_and_says_so_once(
    write: str, fault: tuple[str, int | None], qtbot: QtBot, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch
) -> None:
    said = Said(monkeypatch)
    scenario = WRITES[write](qtbot, tmp_path, said, monkeypatch)
    said.boxes.clear()
    before = snapshot(scenario.folder)
    assert before, "the folder holds the previous file"
    step, error = fault
    faults = FailingWrites(monkeypatch, scenario.folder, step, error)
    with qtbot.captureExceptions() as caught:
        try:
            scenario.perform()
        except Crash as exc:
            caught.append((Crash, exc, None))
    assert faults.hits >= 1, "the fault was reached"
    after = snapshot(scenario.folder)
    assert after == before, "every file is byte-identical, and no file was added"
    assert debris(scenario.folder) == []
    told = scenario.told()
    if error is None:  # a crash: the program is gone, it says nothing
        assert caught and all(isinstance(e[1], Crash) for e in caught)
        assert told == []
    else:
        assert caught == [], "no exception escapes"
        assert len(told) == 1, told
        assert WORDS[error] in told[0] or WORDS[error].lower() in told[0].lower(), told
    # the fault repaired, the same command writes
    faults.stop()
    said.boxes.clear()
    scenario.perform()
    assert scenario.written()
    assert debris(scenario.folder) == []


# ------------------------------------------------------------------ the settings (QSettings)


SETTINGS_FAULTS = ("read-only folder", "folder is a file", "settings file is a folder")


@pytest.mark.parametrize("fault", SETTINGS_FAULTS)
def test_settings_that_cannot_be_written_are_said_once_and_kept(
    fault: str, qtbot: QtBot, tmp_path: Path
) -> None:
    folder = tmp_path / "config"
    folder.mkdir()
    ini = folder / "settings.ini"
    settings = Settings.at_path(str(ini))
    settings.set_animation_speed(2.0)
    assert settings.writable and ini.is_file()
    before = snapshot(tmp_path)
    win = GameWindow(settings)
    qtbot.addWidget(win)
    shown = status_errors(win)

    def change() -> None:
        win.set_animation_speed(0.5)
        win.start_game(GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=3))
        settings.add_recent_file(str(tmp_path / "x.plsave"))

    if fault == "read-only folder":
        with read_only(folder):
            change()
    elif fault == "folder is a file":
        moved = tmp_path / "config.kept"
        folder.rename(moved)
        folder.write_bytes(b"in the way")
        settings = Settings.at_path(str(ini))
        win.settings = settings
        settings.write_failed.connect(win._on_settings_failed)
        change()
        folder.unlink()
        moved.rename(folder)
    else:
        other = Settings.at_path(str(tmp_path / "dir.ini"))
        (tmp_path / "dir.ini").mkdir()
        (tmp_path / "dir.ini" / "inside").write_bytes(b"kept")
        before = snapshot(tmp_path)
        other.write_failed.connect(win._on_settings_failed)
        other.set_animation_speed(0.5)
        other.add_recent_file(str(tmp_path / "x.plsave"))
        assert not other.writable
    assert snapshot(tmp_path) == before
    assert debris(tmp_path) == []
    failed = [s for s in shown if "settings could not be saved" in s]
    assert len(failed) == 1, shown
    # the values live on for this run
    assert win.settings.animation_speed() == 0.5 or fault == "settings file is a folder"


# ------------------------------------------------------------------ a real kill at the rename

KILLED = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    from PySide6.QtGui import QGuiApplication
    from app.core import atomic
    from app.model.deck_document import DeckDocument
    from app.core.deck_library import export_deck, import_deck, write_deck
    from app.model.history import add_to_history
    from app.core.saves import SaveData, write_save
    from app.core.setup import GameSetup, SeatConfig
    from app.rules.randomplay import play_random
    from editor.pdf import export_pdf

    app = QGuiApplication([])
    kind, target = sys.argv[1], Path(sys.argv[2])
    real_replace = os.replace

    def killed(src, dst):
        print("TMP", src, flush=True)
        os._exit(9)  # the power goes: after the temporary file, before the rename

    atomic.os.replace = killed
    setup = GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=4)
    save = SaveData(setup.record().with_actions(play_random(setup.record().initial_state(), 4)[:30]),
                    setup.seats)
    deck = DeckDocument.classic().duplicate("New").deck()
    if kind == "save":
        write_save(target, save)
    elif kind == "history":
        add_to_history(save, target.parent)
    elif kind == "deck":
        write_deck(deck, target)
    elif kind == "import":
        import_deck(sys.argv[3])
    elif kind == "export":
        export_deck(deck, target)
    elif kind == "pdf":
        export_pdf(deck, target)
    print("NOT KILLED", flush=True)
    """
)


@pytest.mark.parametrize("kind", ["save", "history", "deck", "import", "export", "pdf"])
def test_killed_between_the_temporary_file_and_the_rename(kind: str, tmp_path: Path) -> None:
    folder = {"history": history_dir(), "import": decks_dir()}.get(kind, tmp_path / "out")
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / {"pdf": "deck.pdf", "deck": "deck.pldeck", "export": "deck.pldeck",
                       "import": "Shared.pldeck"}.get(kind, "game.plsave")
    target.write_bytes(b"the previous file, whole\n")
    source = write_deck(DeckDocument.classic().duplicate("Shared").deck(),
                        tmp_path / "shared.pldeck")
    before = snapshot(folder)
    script = tmp_path / "killed.py"
    script.write_text(KILLED)
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([sys.executable, str(script), kind, str(target), str(source)], env=env,
                         cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 9, run.stdout + run.stderr
    assert "TMP" in run.stdout and "NOT KILLED" not in run.stdout
    after = snapshot(folder)
    assert {k: after.get(k) for k in before} == before, "every earlier file is byte-identical"
    assert target.read_bytes() == b"the previous file, whole\n"
    # what the kill leaves is one temporary file, which no loader lists
    assert len(debris(folder)) == 1 and set(after) - set(before) == {
        str(Path(p).relative_to(folder)) for p in debris(folder)}
    if kind == "history":
        assert [e.path for e in list_history()] == [target]  # the earlier one only
    if kind == "import":
        assert [e.path for e in list_decks() if e.path is not None] == [target]
