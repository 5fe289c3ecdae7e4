"""Atomic file writes: a crash or a full disk mid-write never leaves a broken file behind.

The bytes go to a temporary file in the target's folder (same file system, so the final rename is
atomic), are flushed and ``fsync``-ed, and only then replace the target with ``os.replace``. Until
that rename the previous file is untouched; if anything fails, the temporary file is removed and
:class:`WriteFailed` says what went wrong. Qt-free, so the CLI and the tests use it as well.

Every file the program writes goes through :func:`atomic_write_bytes` (saves, autosaves, the
history, decks, PDFs). Writes that choose a free file name in a folder shared by several running
programs (the history, the deck library) hold :func:`folder_lock` around the choice and the write,
so two programs never pick the same name and replace each other's file.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from app.rules import Reason, WriteProblem

__all__ = [
    "LOCK_NAME",
    "WriteFailed",
    "atomic_write_bytes",
    "atomic_write_text",
    "cause",
    "folder_lock",
    "problem_of",
    "remove_stale_temporaries",
]

LOCK_NAME = ".lock"
"""The lock file :func:`folder_lock` keeps in a shared folder (empty; never read)."""


class WriteFailed(OSError):
    """A file could not be written; the previous file, if any, is unchanged.

    Made from a :class:`~app.rules.Reason` (a :class:`~app.rules.WriteProblem`, kept as
    ``reason`` and translated where it is shown) or a plain sentence; ``str()`` is English.
    """

    def __init__(self, message: object, error_number: int | None = None) -> None:
        super().__init__(str(message))
        self.errno = error_number
        self.reason: Reason | None = message if isinstance(message, Reason) else None


_CAUSES = {
    errno.ENOSPC: WriteProblem.DISK_FULL,
    errno.EACCES: WriteProblem.PERMISSION,
    errno.EPERM: WriteProblem.PERMISSION,
    errno.EROFS: WriteProblem.READ_ONLY,
    errno.ENOENT: WriteProblem.NO_FOLDER,
    errno.ENOTDIR: WriteProblem.PATH_THROUGH_FILE,
    errno.EISDIR: WriteProblem.FOLDER_IN_THE_WAY,
}


def cause(exc: OSError) -> Reason | str:
    """What went wrong with a file, as a value: a :class:`~app.rules.WriteProblem` ("the disk
    is full", ...), or the system's own words for the rarer errors."""
    if isinstance(exc, WriteFailed) and exc.reason is not None:
        return exc.reason
    kind = _CAUSES.get(exc.errno) if exc.errno is not None else None
    if kind is not None:
        return Reason.of(kind)
    return exc.strerror or str(exc) or type(exc).__name__


def problem_of(exc: BaseException) -> Reason | str:
    """What an error says, as a value to tell the player (``app.i18n.problem_text`` says it in
    the interface language): the :class:`~app.rules.Reason` it carries (``ProjectLError``,
    ``WriteFailed``), the cause of another ``OSError`` (:func:`cause`), else its text."""
    carried = getattr(exc, "reason", None)
    if isinstance(carried, Reason):
        return carried
    if isinstance(exc, OSError):
        return cause(exc)
    return str(exc) or type(exc).__name__


def reason(exc: OSError) -> str:
    """What went wrong with a file, in English words ("the disk is full", ...)."""
    return str(cause(exc))


def _new_file_mode(target: Path) -> int:
    """The permissions the file should get: the old file's, or the usual ones for a new file."""
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where folders cannot be opened."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on folders; the data itself is already synced
    finally:
        os.close(fd)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace the file at ``path`` with ``data``, all or nothing.

    :raises WriteFailed: if the file could not be written (disk full, no permission, ...); the
        previous file is then unchanged and no temporary file is left behind.
    """
    target = Path(path)
    folder = target.parent
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise WriteFailed(Reason.of(WriteProblem.CANNOT_SAVE, path=str(target), reason=cause(exc)),
                          exc.errno) from exc
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, _new_file_mode(target))
        os.replace(tmp, target)
    except BaseException as exc:
        try:
            tmp.unlink()
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise WriteFailed(Reason.of(WriteProblem.CANNOT_SAVE, path=str(target),
                                        reason=cause(exc)), exc.errno) from exc
        raise
    _fsync_dir(folder)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """:func:`atomic_write_bytes` for UTF-8 text.

    :raises WriteFailed: as :func:`atomic_write_bytes`.
    """
    atomic_write_bytes(path, text.encode("utf-8"))


def remove_stale_temporaries(folder: str | os.PathLike[str], age: float = 3600.0) -> int:
    """Remove the temporary files of writes cut short (a crash, a kill, a power cut) in
    ``folder``: ``.<name>.<random>.tmp`` files older than ``age`` seconds (younger ones may be a
    write of another running program). Returns how many went; never raises."""
    removed = 0
    limit = time.time() - age
    try:
        candidates = list(Path(folder).glob(".*.tmp"))
    except OSError:
        return 0
    for path in candidates:
        try:
            if path.is_file() and path.stat().st_mtime < limit:
                path.unlink()
                removed += 1
        except OSError:
            continue
    return removed


# --- locking a shared folder ---------------------------------------------------------------------

_held: dict[str, tuple[int, int]] = {}  # lock file -> (file descriptor, depth) in this process
_held_guard = threading.RLock()


def _try_lock(fd: int) -> bool:
    """Take the OS-level advisory lock on ``fd`` without waiting; False if another holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


@contextlib.contextmanager
def folder_lock(folder: str | os.PathLike[str], timeout: float = 10.0) -> Iterator[None]:
    """Hold the folder's lock (``.lock`` in it) against every other program, for a short write.

    An OS-level advisory lock (``flock``, or ``msvcrt.locking`` on Windows): the system drops it
    when its process ends, however it ends, so a crash never leaves a stale lock behind.
    Re-entrant within one process (threads of the same process share it, serialised).

    :raises WriteFailed: if the lock file cannot be made (the folder is read-only, full, a
        file, ...) or another program holds the lock longer than ``timeout`` seconds.
    """
    path = os.path.abspath(os.path.join(os.fspath(folder), LOCK_NAME))
    with _held_guard:
        held = _held.get(path)
        if held is not None:
            _held[path] = (held[0], held[1] + 1)
            try:
                yield
            finally:
                fd, depth = _held[path]
                _held[path] = (fd, depth - 1)
            return
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
        except OSError as exc:
            raise WriteFailed(Reason.of(WriteProblem.CANNOT_USE_FOLDER, path=str(folder),
                                        reason=cause(exc)), exc.errno) from exc
        try:
            deadline = time.monotonic() + timeout
            while not _try_lock(fd):
                if time.monotonic() >= deadline:
                    raise WriteFailed(Reason.of(WriteProblem.FOLDER_BUSY, path=str(folder)))
                time.sleep(0.02)
            _held[path] = (fd, 1)
            try:
                yield
            finally:
                del _held[path]
                _unlock(fd)
        finally:
            os.close(fd)
