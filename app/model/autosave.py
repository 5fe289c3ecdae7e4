"""Autosave: the game in progress is on disk after every action, so a crash loses nothing.

Each running game has its own *slot* in :func:`autosave_dir`: ``<time>-<pid>-<n>.plsave`` plus
a lock file held (``QLockFile``) for as long as the game is open. Two windows or two copies of
the app therefore never write over each other's game, and on the next start every slot whose
lock is no longer held (a crash, or a quit without saving) is an *orphan* the app offers to
resume. How a slot ends:

- the game finishes: it is written to its slot once more (finished), then moves to the history
  (:mod:`app.model.history`) and the slot goes. If the history cannot be written (disk full,
  history folder read-only or a file, a crash half-way), the finished game stays in its slot,
  whatever else happens, and every later start tries the hand-over again
  (:func:`archive_finished_orphans`) until it succeeds: a finished game is never lost;
- the game is saved to a file and then closed: the slot goes (the file has it all);
- the app quits with unsaved changes: the slot stays, to be offered on the next start;
- the game is abandoned for another (New, Open) without saving: it moves to the history as an
  unfinished game, so it can still be reviewed.
"""

from __future__ import annotations

import contextlib
import itertools
import os
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Self, TypeVar

from PySide6.QtCore import QLockFile, QObject, Signal

from app.core.atomic import WriteFailed, atomic_write_bytes, cause, folder_lock, problem_of
from app.core.paths import autosave_dir, history_dir
from app.core.saves import (
    SAVE_SUFFIX,
    InvalidSave,
    SaveData,
    ViewValue,
    load_save,
    save_to_bytes,
    utc_now_text,
)
from app.model.history import add_to_history
from app.rules import Phase, Reason, WriteProblem, special_file_problem

if TYPE_CHECKING:
    from app.model.session import GameSession

LOCK_SUFFIX = ".lock"
_counter = itertools.count(1)

ViewProvider = Callable[[], Mapping[str, ViewValue]]


def _lock_for(path: Path) -> QLockFile:
    lock = QLockFile(str(path) + LOCK_SUFFIX)
    lock.setStaleLockTime(0)  # never stale by age: only when its process is gone
    return lock


def remove_quietly(path: Path) -> None:
    # a file that cannot be removed (read-only folder) is offered again at the next start
    with contextlib.suppress(OSError):
        os.remove(path)


def claim_path(folder: Path, prefix: str, suffix: str) -> tuple[Path, QLockFile]:
    """A new autosave file name in ``folder`` (``<prefix><time>-<pid>-<n><suffix>``) and its
    lock, held: no other window or process can take it.

    :raises WriteFailed: if the folder cannot take a lock file.
    """
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    while True:
        path = folder / f"{prefix}{stamp}-{os.getpid()}-{next(_counter)}{suffix}"
        lock = _lock_for(path)
        if lock.tryLock(0):
            return path, lock
        if lock.error() != QLockFile.LockError.LockFailedError:
            raise WriteFailed(Reason.of(WriteProblem.AUTOSAVE_FOLDER, path=str(folder)))


def unheld_autosaves(folder: Path, suffix: str) -> list[tuple[Path, QLockFile]]:
    """The autosaves ending in ``suffix`` that no running program holds, each with its lock,
    now held (the files of writes cut short by a crash beside them are removed). Never raises:
    a folder that cannot be read has none."""
    try:
        paths = sorted(folder.glob(f"*{suffix}"))
    except OSError:
        return []
    found = []
    for path in paths:
        if special_file_problem(str(path) + LOCK_SUFFIX) is not None:
            continue  # Qt would wait for ever on a FIFO (or read a device) as the lock file
        lock = _lock_for(path)
        if not lock.tryLock(0):
            continue  # another window or process has it
        if not path.exists():  # its program closed cleanly between the listing and the lock
            lock.unlock()
            continue
        for debris in folder.glob(f".{path.name}.*.tmp"):  # a write cut short by the crash
            remove_quietly(debris)
        found.append((path, lock))
    return found


class HeldAutosave:
    """An autosave file with its lock, held: no other window or process writes it or offers it
    while this holds it. The base of the slots (written to) and of the orphans (offered) of
    both the game's autosave and the editor's (:mod:`app.model.deck_autosave`)."""

    def __init__(self, path: Path, lock: QLockFile) -> None:
        self.path = path
        self._lock: QLockFile | None = lock

    @classmethod
    def adopt(cls, orphan: HeldAutosave) -> Self:
        """Take over an orphan's file and lock (what it held keeps being written there)."""
        held = cls.__new__(cls)  # a slot with no new claim: HeldAutosave's own part only
        HeldAutosave.__init__(held, orphan.path, orphan.take_lock())
        return held

    @property
    def held(self) -> bool:
        """Whether this still holds its lock."""
        return self._lock is not None

    def take_lock(self) -> QLockFile:
        """Hand the lock to a slot that continues this autosave."""
        if self._lock is None:
            raise RuntimeError("this autosave was already taken over or released")
        lock, self._lock = self._lock, None
        return lock

    def release(self) -> None:
        """Give up the lock, leaving the file (if any) for the next start to offer."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def remove(self) -> None:
        """Delete the autosave file and give up the lock."""
        remove_quietly(self.path)
        self.release()


class OrphanBase(HeldAutosave):
    """An autosave no running program held at this start, locked while it is offered."""

    def __init__(self, path: Path, lock: QLockFile) -> None:
        super().__init__(path, lock)
        self.error: Reason | str | None = None  # why it cannot be taken up again
        try:
            self.modified = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        except OSError:
            self.modified = datetime.now(UTC)


_O = TypeVar("_O", bound=OrphanBase)


def find_unheld(
    directory: Path | None, suffix: str, orphan: Callable[[Path, QLockFile], _O]
) -> list[_O]:
    """The autosaves ending in ``suffix`` that no running program holds, read by ``orphan``,
    newest first; each stays locked until released.

    Never raises: an autosave folder that cannot be used has no orphans to offer.
    """
    try:
        folder = directory if directory is not None else autosave_dir()
    except OSError:
        return []
    found = [orphan(path, lock) for path, lock in unheld_autosaves(folder, suffix)]
    found.sort(key=lambda o: o.modified, reverse=True)
    return found


class AutosaveSlot(HeldAutosave):
    """This game's autosave file, locked against every other window and process."""

    def __init__(self, directory: Path | None = None) -> None:
        """Claim a new slot (no file is written until :meth:`write`).

        :raises WriteFailed: if the autosave folder cannot be used.
        """
        folder = directory if directory is not None else autosave_dir()
        super().__init__(*claim_path(folder, "", SAVE_SUFFIX))

    def has_file(self) -> bool:
        """Whether the slot holds a written game."""
        return self.path.is_file()

    def write(self, save: SaveData) -> None:
        """Write the game atomically.

        :raises WriteFailed: if it could not be written (the previous autosave is then intact).
        """
        atomic_write_bytes(self.path, save_to_bytes(save, saved_at=utc_now_text()))


class OrphanedAutosave(OrphanBase):
    """A game left behind by a crash or a quit without saving, locked while it is offered."""

    def __init__(self, path: Path, lock: QLockFile) -> None:
        super().__init__(path, lock)
        self.save: SaveData | None = None
        try:
            self.save = load_save(path)
        except InvalidSave as exc:
            self.error = problem_of(exc)

    @property
    def ok(self) -> bool:
        """Whether the game can be resumed."""
        return self.save is not None

    @property
    def finished(self) -> bool:
        """Whether this is a finished game still waiting to be put in the history."""
        return self.save is not None and self.save.is_finished

    def discard(self, history: Path | None = None) -> Path | None:
        """Give the game up: it moves to the history (returned) unless it has no action at all.

        A file that cannot be read is moved to the history folder as it is, never deleted.

        :raises WriteFailed: if the history file could not be written (the autosave stays).
        """
        target: Path | None = None
        if self.save is not None:
            if self.save.record.actions:
                try:
                    target = add_to_history(self.save, history)
                except ValueError as exc:  # text the JSON writer refuses
                    raise WriteFailed(Reason.of(WriteProblem.TO_HISTORY, reason=getattr(exc, "reason", None) or str(exc))
                                      ) from exc
        else:
            folder = history if history is not None else history_dir()
            target = folder / f"unreadable-{self.path.name}"
            try:
                with folder_lock(folder):
                    if target.exists():  # never replace an earlier one of the same name
                        target = folder / f"unreadable-{os.getpid()}-{next(_counter)}-{self.path.name}"
                    os.replace(self.path, target)
            except WriteFailed:
                raise
            except OSError as exc:
                raise WriteFailed(Reason.of(WriteProblem.CANNOT_MOVE, path=str(self.path),
                                            folder=str(folder), reason=cause(exc)),
                                  exc.errno) from exc
        self.remove()
        return target


def find_orphans(directory: Path | None = None) -> list[OrphanedAutosave]:
    """Autosaves no running game holds, newest first; each stays locked until released.

    Never raises: an autosave folder that cannot be used has no orphans to offer.
    """
    return find_unheld(directory, SAVE_SUFFIX, OrphanedAutosave)


def archive_finished_orphans(
    orphans: list[OrphanedAutosave], history: Path | None = None
) -> tuple[list[Path], list[Reason | str]]:
    """Put the finished games among ``orphans`` in the history (a hand-over that failed before).

    Each one handed over leaves the list and its slot goes; one that still cannot be written is
    released and stays in its slot for the next start. Returns the history files written and
    the reasons of the failures (one per game kept back).
    """
    moved: list[Path] = []
    problems: list[Reason | str] = []
    for orphan in [o for o in orphans if o.finished]:
        orphans.remove(orphan)
        try:
            target = orphan.discard(history)
        except (WriteFailed, InvalidSave) as exc:
            problems.append(problem_of(exc))
            orphan.release()
            continue
        if target is not None:
            moved.append(target)
    return moved, problems


class CloseReason(Enum):
    """Why a game's autosave is being closed."""

    QUIT = "quit"  # the app or window closes: unsaved changes stay for the next start
    REPLACED = "replaced"  # another game takes the window's place: unsaved changes go to history


class Autosaver(QObject):
    """Writes one session's game to its slot after every action and undo.

    Also tracks whether the game has changes not yet saved to a file (:attr:`modified`), and
    moves the game to the history when it finishes. A failed write never stops the game: it is
    reported once through :attr:`failed` and retried at the next action.
    """

    written = Signal(str)
    """The autosave file was written (its path)."""
    failed = Signal(object)
    """An autosave or history write failed (why: a Reason or the system's words)."""
    archived = Signal(str)
    """The finished game is in the history (the history file's path)."""
    archive_failed = Signal(object, bool)
    """The finished game could not be put in the history (why), and whether its slot keeps it
    for the next start (False: the autosave failed as well, only a save to a file keeps it)."""
    modified_changed = Signal(bool)
    """The game got (True) or lost (False) changes not saved to a file."""

    def __init__(
        self,
        session: GameSession,
        *,
        slot: AutosaveSlot | None = None,
        view: ViewProvider | None = None,
        origin: str | None = None,
        modified: bool = False,
        history: Path | None = None,
        judge: Callable[[], bool] | None = None,
        parent: QObject | None = None,
    ) -> None:
        """Start autosaving ``session`` (it is written at once).

        ``origin`` is the file the game was opened from or saved to; ``modified`` whether it has
        changes that file lacks (a resumed game does). ``judge``, when given, is asked instead
        (the game's document judges it against the game at its last save).
        """
        super().__init__(parent)
        self._session = session
        self._slot = slot if slot is not None else AutosaveSlot()
        self._view = view
        self._origin = origin
        self._modified = modified
        self._judge = judge
        self._history = history
        self._failing = False
        self._archived: Path | None = None
        self._archive_pending = False
        self._closed = False
        session.state_changed.connect(self._on_changed)
        session.game_finished.connect(self._on_finished)
        if session.is_finished:
            if self._slot.has_file():
                # a finished game resumed from its slot: it never reached the history
                self._archive()
            else:
                self._slot.remove()  # a finished game opened for a look: nothing to keep
        else:
            self._write()

    # ------------------------------------------------------------------ reading

    @property
    def path(self) -> Path:
        """The autosave file."""
        return self._slot.path

    @property
    def origin(self) -> str | None:
        """The file the game belongs to (opened from or last saved to), if any."""
        return self._origin

    @property
    def modified(self) -> bool:
        """Whether the game has changes not saved to a file."""
        return self._judge() if self._judge is not None else self._modified

    @property
    def archived_path(self) -> Path | None:
        """The history file of the game once it finished."""
        return self._archived

    def snapshot(self) -> SaveData:
        """The game as a save right now (record, seats and view settings)."""
        view = dict(self._view()) if self._view is not None else {}
        return SaveData(
            record=self._session.record(),
            seats=self._session.saved_seats(),
            view=view,
            origin=self._origin,
            network=self._session.hosting(),
        )

    # ------------------------------------------------------------------ changing

    def mark_saved(self, path: str) -> None:
        """The game was just saved to ``path``: it is the game's file from now on."""
        self._origin = path
        self._set_modified(False)
        if not self._session.is_finished and not self._closed:
            self._write()

    def close(self, reason: CloseReason) -> Path | None:
        """Stop autosaving; returns the history file if the game went there.

        A finished or saved game leaves nothing behind. An unsaved one stays in its slot for
        the next start (``QUIT``) or goes to the history as unfinished (``REPLACED``).
        """
        if self._closed:
            return None
        self._closed = True
        self._session.state_changed.disconnect(self._on_changed)
        self._session.game_finished.disconnect(self._on_finished)
        if self._session.is_finished:
            if self._archived is None and self._slot.has_file():
                # the history did not take it: one more try, else it stays for the next start
                if not self._archive(report=False):
                    self._slot.release()
                    return None
                return self._archived
            self._slot.remove()
            return None
        if not self.modified:
            self._slot.remove()
            return None
        if reason is CloseReason.QUIT:
            self._write()
            self._slot.release()
            return None
        target = None
        if self._session.history:
            try:
                target = add_to_history(self.snapshot(), self._history)
            except (WriteFailed, InvalidSave, ValueError) as exc:
                self.failed.emit(problem_of(exc))
                self._slot.release()  # keep the autosave: the next start offers it
                return None
        self._slot.remove()
        return target

    def _set_modified(self, value: bool) -> None:
        if value != self._modified:
            self._modified = value
            self.modified_changed.emit(value)

    @property
    def failing(self) -> bool:
        """Whether the last autosave failed (the slot may hold an older state, or nothing)."""
        return self._failing

    @property
    def archive_pending(self) -> bool:
        """Whether the game finished but is not in the history yet (it is kept in its slot)."""
        return self._archive_pending

    def _write(self, *, report: bool = True) -> None:
        try:
            self._slot.write(self.snapshot())
        except (WriteFailed, ValueError) as exc:
            if not self._failing and report:
                self.failed.emit(problem_of(exc))
            self._failing = True
            return
        self._failing = False
        self.written.emit(str(self._slot.path))

    def _on_changed(self) -> None:
        self._set_modified(True)
        if self._session.state.phase is not Phase.FINISHED:
            self._write()

    def _on_finished(self) -> None:
        # first the slot, so that a crash or a failure while writing the history keeps the
        # finished game (not the game one action before its end) for the next start
        self._write(report=False)  # a failure here is told with the history's, once
        self._archive()

    def _archive(self, *, report: bool = True) -> bool:
        """Hand the finished game to the history; on failure it stays in its slot."""
        try:
            self._archived = add_to_history(self.snapshot(), self._history)
        except (WriteFailed, InvalidSave, ValueError) as exc:
            self._archive_pending = True
            if self._failing or not self._slot.has_file():
                self._write(report=False)
            if report:
                kept = not self._failing and self._slot.has_file()
                self.archive_failed.emit(problem_of(exc), kept)
            return False
        self._archive_pending = False
        self._slot.remove()
        self.archived.emit(str(self._archived))
        return True
