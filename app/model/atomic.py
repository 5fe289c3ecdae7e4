"""Atomic file writes: a crash or a full disk mid-write never leaves a broken file behind.

The bytes go to a temporary file in the target's folder (same file system, so the final rename is
atomic), are flushed and ``fsync``-ed, and only then replace the target with ``os.replace``. Until
that rename the previous file is untouched; if anything fails, the temporary file is removed and
:class:`WriteFailed` says what went wrong. Qt-free, so the CLI and the tests use it as well.
"""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

__all__ = ["WriteFailed", "atomic_write_bytes", "atomic_write_text"]


class WriteFailed(OSError):
    """A file could not be written; the previous file, if any, is unchanged."""

    def __init__(self, message: str, error_number: int | None = None) -> None:
        super().__init__(message)
        self.errno = error_number


def _reason(exc: OSError) -> str:
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "permission denied"
    if exc.errno == errno.EROFS:
        return "the disk is read-only"
    if exc.errno == errno.ENOENT:
        return "the folder does not exist"
    return exc.strerror or str(exc) or type(exc).__name__


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
        raise WriteFailed(f"cannot save {target}: {_reason(exc)}", exc.errno) from exc
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
            raise WriteFailed(f"cannot save {target}: {_reason(exc)}", exc.errno) from exc
        raise
    _fsync_dir(folder)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """:func:`atomic_write_bytes` for UTF-8 text.

    :raises WriteFailed: as :func:`atomic_write_bytes`.
    """
    atomic_write_bytes(path, text.encode("utf-8"))
