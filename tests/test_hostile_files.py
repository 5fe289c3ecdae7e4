"""Special files handed to every loader: devices, FIFOs, sockets, folders, links to them, files
over the limit. Each entry point answers at once with its own error and a clear message, never
blocks and never reads more than its limit (app/rules/files.py)."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from waiting import HANG, no_hang

from app.core.deck_library import import_deck, list_decks, read_deck
from app.core.paths import autosave_dir, decks_dir
from app.core.saves import MAX_SAVE_BYTES, InvalidSave, load_save
from app.model import autosave, history
from app.model.deck_document import DeckDocument
from app.rules import (
    MAX_DECK_BYTES,
    MAX_RECORD_BYTES,
    InvalidDeck,
    InvalidRecord,
    UnreadableFile,
    files,
    load_record,
    read_regular_file,
)

pytestmark = pytest.mark.skipif(
    not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"),
    reason="devices, FIFOs and sockets as POSIX has them",
)

ROOT = Path(__file__).resolve().parent.parent

# kind of special file -> words its message must contain
KINDS: dict[str, str] = {
    "dev_zero": "device",
    "dev_urandom": "device",
    "fifo": "pipe",
    "link_to_fifo": "pipe",
    "link_to_dev_zero": "device",
    "folder": "folder",
    "link_to_folder": "folder",
    "socket": "socket",
    "too_large": "more than",
}


def make(kind: str, path: Path, limit: int, *, in_place: bool = False) -> Path:
    """A special file of ``kind`` at ``path``, and the path to hand to a loader: the device
    itself for ``dev_*`` unless ``in_place`` (then a link to it at ``path``)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind in ("dev_zero", "dev_urandom"):
        device = Path("/dev") / kind[4:]
        if not in_place:
            return device
        path.symlink_to(device)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "link_to_fifo":
        target = path.with_name("the-fifo")
        os.mkfifo(target)
        path.symlink_to(target)
    elif kind == "link_to_dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "link_to_folder":
        target = path.with_name("a-folder")
        target.mkdir()
        path.symlink_to(target)
    elif kind == "socket":
        here = os.getcwd()
        os.chdir(path.parent)  # a socket's path is limited to about 100 bytes
        try:
            sock = socket.socket(socket.AF_UNIX)
            sock.bind(path.name)
            sock.close()  # the socket file stays
        finally:
            os.chdir(here)
    elif kind == "too_large":
        with open(path, "wb") as fh:
            fh.truncate(limit + 1)  # sparse: no time or disk spent
    else:  # pragma: no cover
        raise AssertionError(kind)
    return path


@contextmanager
def bounded(megabytes: int = 32) -> Iterator[None]:
    """Fail if the block hangs (blocked on a FIFO: waiting.no_hang) or allocates more than
    ``megabytes`` at its peak (reading /dev/zero)."""
    tracemalloc.start()
    try:
        with no_hang():
            yield
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert peak < megabytes * 1024 * 1024, f"peak {peak / 1e6:.0f} MB"


def refused(kind: str, message: str) -> None:
    assert KINDS[kind] in message, message
    assert "\n" not in message and len(message) < 200


# --------------------------------------------------------------------------- the helper


class TestReadRegularFile:
    @pytest.mark.parametrize("kind", KINDS)
    def test_every_kind_is_refused_at_once(self, kind: str, tmp_path: Path) -> None:
        path = make(kind, tmp_path / "x", 1000)
        with bounded(), pytest.raises(UnreadableFile) as info:
            read_regular_file(path, 1000, "a deck")
        refused(kind, str(info.value))

    def test_the_devices_by_their_own_names(self) -> None:
        for device in ("/dev/zero", "/dev/urandom", "/dev/null"):
            with bounded(), pytest.raises(UnreadableFile, match="device"):
                read_regular_file(device, 1000, "a deck")

    def test_a_regular_file_reads_whole_up_to_the_limit(self, tmp_path: Path) -> None:
        path = tmp_path / "ok"
        path.write_bytes(b"x" * 1000)
        assert read_regular_file(path, 1000, "a deck") == b"x" * 1000
        assert read_regular_file(path, 5000, "a deck") == b"x" * 1000
        with pytest.raises(UnreadableFile, match="more than a deck can be"):
            read_regular_file(path, 999, "a deck")

    def test_missing_loop_and_not_a_folder(self, tmp_path: Path) -> None:
        with pytest.raises(UnreadableFile, match="does not exist"):
            read_regular_file(tmp_path / "none", 10, "a deck")
        (tmp_path / "a").symlink_to(tmp_path / "b")
        (tmp_path / "b").symlink_to(tmp_path / "a")
        with pytest.raises(UnreadableFile, match="circle"):
            read_regular_file(tmp_path / "a", 10, "a deck")
        (tmp_path / "f").write_text("x")
        with pytest.raises(UnreadableFile, match="cannot be read"):
            read_regular_file(tmp_path / "f" / "g", 10, "a deck")
        with pytest.raises(UnreadableFile, match="not valid"):
            read_regular_file("a\0b", 10, "a deck")

    def test_unreadable(self, tmp_path: Path) -> None:
        if os.geteuid() == 0:
            pytest.skip("root reads everything")
        path = tmp_path / "secret"
        path.write_text("x")
        path.chmod(0)
        with pytest.raises(UnreadableFile, match="permission denied"):
            read_regular_file(path, 10, "a deck")

    def test_a_fifo_swapped_in_after_the_look_is_caught_on_the_open_file(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """The path is looked at, then opened: a FIFO put there in between is opened without
        waiting and refused by what the open file is."""
        fifo = make("fifo", tmp_path / "x", 10)
        regular = os.stat(__file__)
        monkeypatch.setattr(files.os, "stat", lambda p: regular)
        with bounded(), pytest.raises(UnreadableFile, match="pipe"):
            read_regular_file(fifo, 10, "a deck")

    def test_reading_stops_at_the_limit_even_if_the_size_lies(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """A file that says it is small but goes on (a device taken for a regular file, a file
        still growing): at most limit + 1 bytes are read."""
        regular = os.stat(__file__)

        class Small:
            st_mode = stat.S_IFREG | 0o644
            st_size = 0

        monkeypatch.setattr(files.os, "stat", lambda p: regular)
        monkeypatch.setattr(files.os, "fstat", lambda fd: Small)
        with bounded(megabytes=24), pytest.raises(UnreadableFile, match="larger than"):
            read_regular_file("/dev/zero", 8 * 1024 * 1024, "a deck")


# --------------------------------------------------------------------------- the loaders

LIMITS = {"record": MAX_RECORD_BYTES, "save": MAX_SAVE_BYTES, "deck": MAX_DECK_BYTES}


def _record(path: Path) -> str:
    with pytest.raises(InvalidRecord) as info:
        load_record(str(path))
    return str(info.value)


def _save(path: Path) -> str:
    with pytest.raises(InvalidSave) as info:
        load_save(path)
    return str(info.value)


def _deck(path: Path) -> str:
    with pytest.raises(InvalidDeck) as info:
        read_deck(path)
    return str(info.value)


def _import(path: Path) -> str:
    with pytest.raises(InvalidDeck) as info:
        import_deck(path)
    assert not decks_dir().exists() or not any(decks_dir().iterdir())  # nothing copied
    return str(info.value)


def _editor_document(path: Path) -> str:
    with pytest.raises(InvalidDeck) as info:
        DeckDocument.open_file(path)
    return str(info.value)


def _history_entry(path: Path) -> str:
    entry = history.read_entry(path)
    assert entry.error is not None
    return str(entry.error)


LOADERS: dict[str, tuple[Callable[[Path], str], str]] = {
    "load_record (project-l replay)": (_record, "record"),
    "load_save (Game > Open, review, autosave)": (_save, "save"),
    "read_deck (deck validate, a deck on the command line)": (_deck, "deck"),
    "import_deck (editor import)": (_import, "deck"),
    "DeckDocument.open_file (editor open)": (_editor_document, "deck"),
    "history.read_entry (Game > History)": (_history_entry, "save"),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("loader", LOADERS)
def test_every_loader_refuses_every_kind(loader: str, kind: str, tmp_path: Path) -> None:
    load, limit = LOADERS[loader]
    path = make(kind, tmp_path / "in" / "hostile.plsave", LIMITS[limit])
    with bounded():
        message = load(path)
    refused(kind, message)


@pytest.mark.parametrize("kind", KINDS)
def test_listings_go_on_past_a_special_file(kind: str) -> None:
    """The deck library, the history and the autosave folder each hold one special file and
    one good file: the listing finishes at once, the special one is left out or shows why."""
    from app.core.deck_library import write_deck
    from app.rules import classic_deck

    write_deck(classic_deck(), decks_dir() / "good.pldeck")
    make(kind, decks_dir() / "hostile.pldeck", MAX_DECK_BYTES, in_place=True)
    make(kind, history.history_dir() / "hostile.plsave", MAX_SAVE_BYTES, in_place=True)
    make(kind, autosave_dir() / "hostile.plsave", MAX_SAVE_BYTES, in_place=True)
    with bounded():
        decks = list_decks()
        games = history.list_history()
        orphans = autosave.find_orphans()
    assert [e.deck.name for e in decks if e.deck is not None] == [classic_deck().name]
    for entry in [e for e in decks if e.deck is None]:
        assert entry.error is not None
        refused(kind, str(entry.error))
    for game in games:
        assert game.error is not None
        refused(kind, str(game.error))
    for orphan in orphans:
        assert not orphan.ok and orphan.error is not None
        refused(kind, str(orphan.error))
        orphan.release()


@pytest.mark.parametrize("kind", ["fifo", "link_to_fifo", "link_to_dev_zero", "socket"])
def test_an_autosave_whose_lock_is_a_special_file_is_left_alone(kind: str) -> None:
    """Qt's QLockFile would wait for ever on a FIFO lock (the game would never start)."""
    good = autosave_dir() / "good.plsave"
    good.parent.mkdir(parents=True, exist_ok=True)
    good.write_bytes(b"{}")  # unreadable, but an orphan to offer all the same
    odd = autosave_dir() / "odd.plsave"
    odd.write_bytes(b"{}")
    make(kind, Path(str(odd) + autosave.LOCK_SUFFIX), 0, in_place=True)
    with bounded():
        orphans = autosave.find_orphans()
    assert [o.path for o in orphans] == [good]
    for orphan in orphans:
        orphan.release()


_SETTINGS_SCRIPT = """
import sys
from pathlib import Path
from app.i18n import SETTINGS_APPLICATION, SETTINGS_ORGANISATION, shared_settings
from app.model.settings_files import settings_files
files = settings_files(SETTINGS_ORGANISATION, SETTINGS_APPLICATION)
assert files[0] == sys.argv[1], files
settings = shared_settings()
settings.set_language("de")
assert settings.language() == "de"
print(settings.store.fileName())
"""


@pytest.mark.parametrize("where", ["application", "organisation"])
@pytest.mark.parametrize("kind", ["fifo", "link_to_fifo", "folder"])
def test_a_settings_file_that_is_not_a_file_does_not_stop_the_start(
    kind: str, where: str, tmp_path: Path
) -> None:
    """QSettings would wait for ever on a FIFO: the settings then live for this run only.

    In a fresh process each time: Qt keeps the settings folders it saw first for good."""
    config = tmp_path / "config"
    app_file = config / "project-l" / "Project L.conf"
    make(kind, app_file if where == "application" else config / "project-l.conf", 0,
         in_place=True)
    done = subprocess.run(
        [sys.executable, "-c", _SETTINGS_SCRIPT, str(app_file)], cwd=ROOT,
        env={**os.environ, "XDG_CONFIG_HOME": str(config), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True, text=True, timeout=HANG, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert str(config) not in done.stdout  # a file of its own for this run
    assert "settings are not kept after this run" in done.stderr
    assert KINDS[kind] in done.stderr


def test_usable_settings_files_are_the_usual_ones(tmp_path: Path) -> None:
    config = tmp_path / "config"
    app_file = config / "project-l" / "Project L.conf"
    done = subprocess.run(
        [sys.executable, "-c", _SETTINGS_SCRIPT, str(app_file)], cwd=ROOT,
        env={**os.environ, "XDG_CONFIG_HOME": str(config), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True, text=True, timeout=HANG, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(app_file)
    assert done.stderr == ""


# --------------------------------------------------------------------------- the windows


class Warnings:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.shown: list[str] = []

        def warning(parent: Any, title: str, text: str, *args: Any, **kw: Any) -> Any:
            self.shown.append(f"{title}: {text}")
            return QMessageBox.StandardButton.Ok

        monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))


@pytest.mark.parametrize("kind", ["dev_zero", "fifo", "link_to_fifo", "folder", "too_large"])
def test_the_game_window_open_and_review(
    kind: str, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.model.settings import Settings
    from app.table.window import GameWindow

    warnings = Warnings(monkeypatch)
    window = GameWindow(Settings.at_path(str(tmp_path / "settings.ini")))
    qtbot.addWidget(window)
    path = make(kind, tmp_path / "hostile.plsave", MAX_SAVE_BYTES)
    before = window.session
    with bounded(megabytes=64):
        assert window.open_path(str(path)) is False
        assert window.save_features.review_path(str(path)) is None
    assert window.session is before
    assert len(warnings.shown) == 2
    for text in warnings.shown:
        assert KINDS[kind] in text, text


@pytest.mark.parametrize("kind", ["dev_urandom", "fifo", "link_to_dev_zero", "socket", "too_large"])
def test_the_editor_open_and_import(
    kind: str, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from editor.window import EditorWindow

    warnings = Warnings(monkeypatch)
    window = EditorWindow()
    qtbot.addWidget(window)
    window.open_classic()
    path = make(kind, tmp_path / "hostile.pldeck", MAX_DECK_BYTES)
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )
    doc = window.doc
    with bounded(megabytes=64):
        assert window.open_path(path) is False
        window.import_deck()
    assert window.doc is doc
    assert len(warnings.shown) == 2
    for text in warnings.shown:
        assert KINDS[kind] in text, text
    assert list_decks() == []


# --------------------------------------------------------------------------- the command line


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    """The command's answer; it must come at all (a hostile file must not make it hang)."""
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=120,
        check=False,
    )


@pytest.mark.parametrize("kind", KINDS)
def test_project_l_replay_and_deck_validate(kind: str, tmp_path: Path) -> None:
    record = make(kind, tmp_path / "r" / "game.json", MAX_RECORD_BYTES)
    deck = make(kind, tmp_path / "d" / "deck.pldeck", MAX_DECK_BYTES)
    for args, path in (
        (("-m", "app.cli", "replay"), record),
        (("-m", "app.cli", "deck", "validate"), deck),
    ):
        done = _cli(*args, str(path))
        assert done.returncode == 2, done.stderr
        assert done.stdout == ""
        assert "Traceback" not in done.stderr
        line = done.stderr.strip()
        assert "\n" not in line
        assert KINDS[kind] in line and str(path) in line


def test_the_transcription_converter(tmp_path: Path) -> None:
    fifo = make("fifo", tmp_path / "cards.txt", 0)
    for path in (str(fifo), "/dev/zero", str(tmp_path)):
        done = _cli("-m", "app.rules.textdeck", path)
        assert done.returncode == 2
        assert "Traceback" not in done.stderr and "not a file" in done.stderr
