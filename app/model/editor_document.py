"""The deck an editor window edits, as a document: the deck, its undo stack, whether it changed,
its autosave and the watch on its file.

Like the game's :class:`~app.model.game_document.GameDocument` (and Tiled's ``Document``), an
:class:`EditorDocument` owns everything about the open deck that is not a view: the
:class:`~app.model.deck_document.DeckDocument` being edited (its data and typed signals), the
``QUndoStack`` its edits go on, the *modified* flag, the autosave slot and the watch on the deck
file and the deck library. The window, its pages and its dialogs read it and follow its
signals; nobody else keeps a deck, a stack or a path.

*Modified* is the undo stack away from its clean index. A deck that was never saved, or that
came back from an autosave, starts without a clean index (``QUndoStack.resetClean``): it stays
modified until it is saved, even after every step is undone.

Opening a file reads and checks it in a background job (:meth:`EditorDocument.load`): a deck of
hundreds of puzzles takes a moment, and the window goes on meanwhile; the deck replaces the open
one only once it has been read completely. Saving into the deck library keeps the file named
after the deck: a deck renamed since its last save moves to a file of its new name.

No widgets here: what the user must be asked or told arrives as signals (``open_failed``,
``autosave_failed``, ``changed_on_disk``), and the window asks or says it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEventLoop, QFileSystemWatcher, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from app.core.atomic import WriteFailed, problem_of
from app.core.deck_library import (
    in_library,
    library_lock,
    library_path,
    named_after,
    read_deck_file_bytes,
)
from app.core.paths import decks_dir
from app.core.validation import Readiness
from app.model.background import BackgroundOp
from app.model.deck_autosave import DeckAutosaveSlot
from app.model.deck_document import DeckDocument
from app.rules import Deck, InvalidDeck, Reason

AUTOSAVE_DELAY_MS = 800
"""How long after the last change the open deck is autosaved."""
WATCH_DELAY_MS = 300
"""How long the document waits after a change on disk before it looks (a save is several)."""


@dataclass(frozen=True, slots=True)
class LoadedDeck:
    """A deck file read in the background: the deck and the bytes it was read from."""

    path: Path
    deck: Deck
    blob: bytes


@dataclass(frozen=True, slots=True)
class LoadFailed:
    """Why a deck file could not be opened: the problem as a value (``app.i18n.problem_text``
    says it in the interface language)."""

    path: Path
    problem: Reason | str


def load_deck_file(path: Path) -> LoadedDeck | LoadFailed:
    """Read and check a deck file (Qt-free: it runs in a job's thread)."""
    try:
        deck, _state, blob = read_deck_file_bytes(path)
    except InvalidDeck as exc:
        return LoadFailed(path, problem_of(exc))
    return LoadedDeck(path, deck, blob)


class EditorDocument(QObject):
    """The deck one editor window edits; see the module's text."""

    opened = Signal(object)
    """Another deck is open now (its :class:`DeckDocument`)."""
    file_changed = Signal()
    """The open deck's file or its read-only flag changed (and when another deck opened)."""
    modified_changed = Signal(bool)
    """The deck got (True) or lost (False) changes its file does not have."""
    loading_changed = Signal(bool)
    """A deck file started (True) or stopped (False) being read in the background."""
    open_failed = Signal(str, object)
    """A deck file could not be opened: its path and why (the open deck stays)."""
    autosave_failed = Signal(object)
    """The autosave could not be written (why)."""
    library_changed = Signal()
    """A deck file of the library may have appeared, changed or gone (list the library again)."""
    changed_on_disk = Signal()
    """The open deck's file now holds something this document did not write there (said once
    per change)."""

    def __init__(self, parent: QObject | None = None, *, watch_library: bool = True) -> None:
        """``watch_library``: watch the deck library folder (off in tools that list nothing)."""
        super().__init__(parent)
        self.stack = QUndoStack(self)
        """The open deck's edits (emptied when another deck opens)."""
        self._doc: DeckDocument | None = None
        self._modified = False
        self._autosave: DeckAutosaveSlot | None = None
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setSingleShot(True)
        self.autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self.autosave_timer.timeout.connect(self.write_autosave)
        self.watcher = QFileSystemWatcher(self)
        self.watch_timer = QTimer(self)
        self.watch_timer.setSingleShot(True)
        self.watch_timer.setInterval(WATCH_DELAY_MS)
        self.watch_timer.timeout.connect(self._look_at_disk)
        self._file_touched = False
        self._known_disk: bytes | None = None  # the open deck's file as this document saw it
        self._loader = BackgroundOp(self)
        self._loading: Path | None = None
        self._ask_replace = True
        self.may_replace: Callable[[], bool] = lambda: True
        """Asked before a deck read in the background replaces the open one while the open
        one has unsaved changes (made while it was read): the window asks the user."""
        self.stack.cleanChanged.connect(self._update_modified)
        self.stack.indexChanged.connect(self.schedule_autosave)
        self.watcher.directoryChanged.connect(self._on_disk_changed)
        self.watcher.fileChanged.connect(self._on_disk_file_changed)
        if watch_library:
            with contextlib.suppress(OSError):
                self.watcher.addPath(str(decks_dir()))

    # ------------------------------------------------------------------ reading

    @property
    def doc(self) -> DeckDocument | None:
        """The deck being edited (None before the first one opens)."""
        return self._doc

    @property
    def path(self) -> Path | None:
        """The open deck's file (None: the built-in deck or a deck never saved)."""
        return self._doc.path if self._doc is not None else None

    @property
    def read_only(self) -> bool:
        """Whether the open deck cannot be edited (the built-in classic deck)."""
        return self._doc is not None and self._doc.read_only

    @property
    def modified(self) -> bool:
        """Whether the open deck has changes that are not saved."""
        return self._modified

    @property
    def loading(self) -> Path | None:
        """The deck file being read in the background, if one is."""
        return self._loading

    @property
    def autosave_slot(self) -> DeckAutosaveSlot | None:
        """The autosave of the open deck, once one was written."""
        return self._autosave

    # ------------------------------------------------------------------ opening

    def open(self, doc: DeckDocument, *, unsaved: bool = False,
             slot: DeckAutosaveSlot | None = None, disk: bytes | None = None) -> None:
        """Edit ``doc`` (the deck before is dropped: its autosave goes, its edits too).

        ``unsaved``: the deck has changes no file holds (new, duplicated or restored); ``slot``:
        the autosave it was restored from (it goes on autosaving there); ``disk``: the bytes its
        file held when it was read.
        """
        self._loader.cancel()
        self._set_loading(None)
        old = self._doc
        self.drop_autosave()
        self.stack.clear()
        if unsaved:
            self.stack.resetClean()
        if old is not None and old is not doc:
            old.file_changed.disconnect(self._on_file_changed)
            old.changed.disconnect(self.schedule_autosave)
        self._doc = doc
        doc.setParent(self)
        doc.file_changed.connect(self._on_file_changed)
        doc.changed.connect(self.schedule_autosave)  # merged strokes move no stack index
        self._autosave = slot
        self._known_disk = disk if disk is not None else self._disk_bytes()
        self._watch_open_file()
        self._update_modified()
        self.opened.emit(doc)
        self.file_changed.emit()
        if old is not None and old is not doc:
            old.deleteLater()
        if unsaved and slot is None:
            self.schedule_autosave()

    def open_classic(self) -> None:
        """Show the built-in classic deck (read-only)."""
        self.open(DeckDocument.classic())

    def load(self, path: str | Path, *, ask: bool = True) -> None:
        """Read a deck file in the background, then edit it (``open_failed`` if it cannot be
        opened; the open deck stays until then). ``ask`` False replaces unsaved changes made
        meanwhile without asking (the user chose to reload)."""
        target = Path(path)
        self._ask_replace = ask
        self._set_loading(target)
        self._loader.start(lambda _cancelled, _progress: load_deck_file(target),
                           self._on_loaded, self._on_load_failed)

    def wait_loaded(self) -> bool:
        """Turn the event loop until the file being read is open or refused (the window
        stays alive); True if a deck file is open then."""
        if self._loading is not None:
            loop = QEventLoop()
            self.loading_changed.connect(loop.quit)
            try:
                while self._loading is not None:
                    loop.exec()
            finally:
                self.loading_changed.disconnect(loop.quit)
        return self.path is not None

    def reload(self) -> None:
        """Read the open deck's file again (its unsaved changes are dropped)."""
        if self.path is not None:
            self.load(self.path, ask=False)

    def _set_loading(self, path: Path | None) -> None:
        if path != self._loading:
            was = self._loading is not None
            self._loading = path
            if was != (path is not None):
                self.loading_changed.emit(path is not None)

    def _on_loaded(self, answer: object) -> None:
        path = self._loading
        if isinstance(answer, LoadedDeck):
            if self._modified and self._ask_replace and not self.may_replace():
                self._set_loading(None)  # the changes made meanwhile stay open
                return
            self.open(DeckDocument(answer.deck, answer.path), disk=answer.blob)
        else:
            self._set_loading(None)
            problem = answer.problem if isinstance(answer, LoadFailed) else repr(answer)
            self.open_failed.emit(str(path), problem)

    def _on_load_failed(self, message: str) -> None:
        path = self._loading
        self._set_loading(None)
        self.open_failed.emit(str(path), message)

    # ------------------------------------------------------------------ saving

    def save(self, ready: Readiness) -> Path:
        """Write the deck to its file, or to a new file in the library named after it; a
        library deck renamed since its last save moves to a file of its new name (the old file
        goes once the new one is written). ``ready``: its state, recorded in the file.

        :raises InvalidDeck: (or ``ReadOnlyDeck``, ``OSError``) when it cannot be written;
            nothing changes on disk then.
        """
        doc = self._require()
        old = doc.path
        if old is None or (in_library(old) and not named_after(old, doc.name)):
            with library_lock():
                written = doc.save(library_path(doc.name, exclude=old), ready)
                if old is not None and written != old:
                    with contextlib.suppress(OSError):
                        old.unlink()
        else:
            written = doc.save(old, ready)
        self._saved()
        return written

    def save_as(self, target: Path, ready: Readiness) -> Path:
        """Write the deck to ``target``, its file from then on (see :meth:`save`)."""
        written = self._require().save(target, ready)
        self._saved()
        return written

    def _saved(self) -> None:
        self.stack.setClean()
        self.drop_autosave()
        self._known_disk = self._disk_bytes()
        self._watch_open_file()
        self._update_modified()
        self.library_changed.emit()

    def close(self) -> None:
        """The window closes cleanly: nothing is left to restore, no file is read any more."""
        self._loader.cancel()
        self._set_loading(None)
        self.watch_timer.stop()
        self.drop_autosave()

    def forget_changes(self) -> None:
        """Count the open deck as saved as it is (its changes are given up by the user)."""
        self.stack.setClean()
        self._update_modified()

    # ------------------------------------------------------------------ autosave

    def schedule_autosave(self, *_args: object) -> None:
        """Autosave a moment after the last change (a burst of edits writes once)."""
        if self._doc is not None and not self._doc.read_only:
            self.autosave_timer.start()

    def write_autosave(self) -> None:
        """Write the open deck to its autosave (or drop it if nothing is unsaved).

        A deck is a few kilobytes: writing it takes well under a millisecond, so it is done here.
        """
        doc = self._doc
        if doc is None or not self._modified:
            self.drop_autosave()
            return
        try:
            if self._autosave is None:
                self._autosave = DeckAutosaveSlot()
            self._autosave.write(doc.deck(), doc.path)
        except WriteFailed as exc:
            self.autosave_failed.emit(problem_of(exc))

    def drop_autosave(self) -> None:
        """Remove the autosave (the deck was saved, closed or its changes discarded)."""
        self.autosave_timer.stop()
        if self._autosave is not None:
            self._autosave.remove()
            self._autosave = None

    def release_autosave(self) -> None:
        """Give up the autosave slot but leave its file, as a crash does (tools and tests)."""
        self.autosave_timer.stop()
        if self._autosave is not None:
            self._autosave.release()
            self._autosave = None

    # ------------------------------------------------------------------ changes on disk

    def _watch_open_file(self) -> None:
        """Watch the open deck's file (and only it, besides the library folder)."""
        wanted = str(self.path) if self.path is not None else None
        stale = [f for f in self.watcher.files() if f != wanted]
        if stale:
            self.watcher.removePaths(stale)
        if wanted is not None and wanted not in self.watcher.files() and Path(wanted).is_file():
            self.watcher.addPath(wanted)

    def _disk_bytes(self) -> bytes | None:
        """The open deck's file as it is on disk now (None: no file, or it cannot be read)."""
        if self.path is None:
            return None
        try:
            return self.path.read_bytes()
        except OSError:
            return None

    def _on_disk_changed(self, _path: str) -> None:
        self.watch_timer.start()

    def _on_disk_file_changed(self, _path: str) -> None:
        self._file_touched = True
        self.watch_timer.start()

    def _look_at_disk(self) -> None:
        """After a change on disk: the library may have changed; if the open deck's file now
        holds another deck, say so once."""
        self.library_changed.emit()
        touched, self._file_touched = self._file_touched, False
        self._watch_open_file()  # a file replaced by a save is watched anew
        if not touched or self.path is None or self._loading is not None:
            return
        on_disk = self._disk_bytes()
        if on_disk is None or on_disk == self._known_disk:
            return  # gone (the library shows it; the deck stays open), or this editor's save
        self._known_disk = on_disk  # said once per change
        self.changed_on_disk.emit()

    # ------------------------------------------------------------------ inside

    def _require(self) -> DeckDocument:
        if self._doc is None:
            raise RuntimeError("no deck is open")
        return self._doc

    def _on_file_changed(self) -> None:
        self._watch_open_file()
        self.file_changed.emit()

    def _update_modified(self, *_args: object) -> None:
        doc = self._doc
        modified = doc is not None and not doc.read_only and not self.stack.isClean()
        if modified != self._modified:
            self._modified = modified
            self.modified_changed.emit(modified)
