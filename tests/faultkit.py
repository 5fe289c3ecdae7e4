"""Faults for the tests: unusable data folders, failing writes, and a record of what was said.

- :func:`make_data_folder` builds each state a data folder can be in (a file, under a file, a
  file where a subfolder should be, read-only, full) and returns the path to give as
  ``PROJECT_L_DATA_DIR``.
- :class:`FailingWrites` makes the writes under one folder fail at a chosen step of an atomic
  write (opening the temporary file, writing, syncing, the final rename) with a chosen error, or
  "crash" there (an exception that is not an ``OSError``, as a kill would stop the program).
- :class:`Said` stands in for the modal message boxes and records every message.

A read-only folder is made read-only for real: ``chmod`` for an ordinary user and, for root
(who writes anyway), the immutable attribute (``chattr +i``); where neither works the test is
skipped. A full disk in-process is :class:`FailingWrites` with ``ENOSPC``; the subprocess tests
mount a real full file system where the system allows it (:func:`full_disk_command`).
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QInputDialog, QMessageBox

STATES = ("file", "under-file", "autosave-file", "readonly", "full")
"""Every state of a data folder that keeps the game from autosaving (tests start the game in each;
a history folder that is a file leaves the autosave working: see tests/test_finished_games.py)."""


class Crash(BaseException):
    """The program dies here (not an error it could handle)."""


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """Make ``folder`` and the folders in it read-only for real for the duration (skips the
    test where that is impossible)."""
    folders = [folder, *(p for p in sorted(folder.rglob("*")) if p.is_dir())]
    if _is_root():
        chattr = shutil.which("chattr")
        done = chattr is not None and subprocess.run(
            [chattr, "+i", *map(str, folders)], capture_output=True, check=False
        ).returncode == 0
        if not done:
            pytest.skip("root ignores permissions and chattr +i is not available here")
        assert chattr is not None
        try:
            yield
        finally:
            subprocess.run([chattr, "-i", *map(str, folders)], capture_output=True, check=False)
        return
    modes = {p: p.stat().st_mode for p in folders}
    for p in folders:
        p.chmod(0o555)
    try:
        yield
    finally:
        for p, mode in modes.items():
            p.chmod(mode)


def make_data_folder(state: str, root: Path) -> Path:
    """A data folder in ``state`` under ``root`` (``readonly`` and ``full`` need more: see
    :func:`read_only` and :class:`FailingWrites`); returns the path for ``PROJECT_L_DATA_DIR``."""
    data = root / "data"
    if state == "file":
        data.write_bytes(b"not a folder")
        return data
    if state == "under-file":
        (root / "plain").write_bytes(b"not a folder")
        return root / "plain" / "data"
    data.mkdir()
    if state == "autosave-file":
        (data / "autosave").write_bytes(b"not a folder")
    elif state == "history-file":
        (data / "history").write_bytes(b"not a folder")
    elif state in ("readonly", "full"):
        for name in ("autosave", "history", "decks", "saves"):
            (data / name).mkdir()
    else:
        raise ValueError(state)
    return data


STEPS = ("open", "write", "sync", "replace")


class FailingWrites:
    """Make every atomic write into ``folder`` (or below) fail at ``step``.

    ``error`` is an errno (``ENOSPC``, ``EACCES``, ``EIO``, ...) or None for a crash (a
    :class:`Crash`, which no handler of the program catches). The lock files of shared folders
    fail like the temporary files at the ``open`` step. :attr:`hits` counts the writes failed.
    """

    def __init__(self, monkeypatch: pytest.MonkeyPatch, folder: Path, step: str,
                 error: int | None) -> None:
        """Start failing; the test's ``monkeypatch`` ends it, or :meth:`stop` before that."""
        assert step in STEPS
        self._monkeypatch = monkeypatch
        self.folder = os.path.realpath(folder)
        self.step = step
        self.error = error
        self.hits = 0
        self._fds: set[int] = set()
        real_mkstemp = tempfile.mkstemp
        real_fdopen = os.fdopen
        real_fsync = os.fsync
        real_replace = os.replace
        real_open = os.open

        def mkstemp(*args: Any, **kwargs: Any) -> tuple[int, str]:
            where = kwargs.get("dir")
            if step == "open" and self._under(where):
                self._fail()
            fd, name = real_mkstemp(*args, **kwargs)
            if self._under(name):
                self._fds.add(fd)
            return fd, name

        def fdopen(fd: int, *args: Any, **kwargs: Any) -> Any:
            fh = real_fdopen(fd, *args, **kwargs)
            if step == "write" and fd in self._fds:
                return _HalfWriter(fh, self)
            return fh

        def fsync(fd: int) -> None:
            if step == "sync" and fd in self._fds:
                self._fail()
            real_fsync(fd)

        def replace(src: Any, dst: Any, **kwargs: Any) -> None:
            if step == "replace" and self._under(dst):
                self._fail()
            real_replace(src, dst, **kwargs)

        def open_(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
            if step == "open" and flags & os.O_CREAT and self._under(path):
                self._fail()
            return real_open(path, flags, *args, **kwargs)

        self._real = {(tempfile, "mkstemp"): real_mkstemp, (os, "fdopen"): real_fdopen,
                      (os, "fsync"): real_fsync, (os, "replace"): real_replace,
                      (os, "open"): real_open}
        for (module, name), fake in (((tempfile, "mkstemp"), mkstemp), ((os, "fdopen"), fdopen),
                                     ((os, "fsync"), fsync), ((os, "replace"), replace),
                                     ((os, "open"), open_)):
            monkeypatch.setattr(module, name, fake)

    def stop(self) -> None:
        """Writes work again (the fault is repaired); the rest of the test's patches stay."""
        for (module, name), real in self._real.items():
            self._monkeypatch.setattr(module, name, real)

    def _under(self, path: Any) -> bool:
        if path is None:
            return False
        full = os.path.realpath(os.fspath(path))
        return full == self.folder or full.startswith(self.folder + os.sep)

    def _fail(self) -> None:
        self.hits += 1
        if self.error is None:
            raise Crash("killed between the temporary file and the rename")
        raise OSError(self.error, os.strerror(self.error))


class _HalfWriter:
    """A file that takes part of the bytes, then fails (a disk that fills up half-way)."""

    def __init__(self, real: Any, owner: FailingWrites) -> None:
        self.real, self.owner = real, owner

    def write(self, data: bytes) -> int:
        self.real.write(data[: len(data) // 2])
        self.real.flush()
        self.owner._fail()
        return 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def __enter__(self) -> _HalfWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.real.close()


FAULTS: tuple[tuple[str, int | None], ...] = (
    ("write", errno.ENOSPC),
    ("open", errno.EACCES),
    ("open", errno.EROFS),
    ("sync", errno.EIO),
    ("replace", errno.EIO),
    ("replace", None),
)
"""(step, error) of every fault injected at every write: a full disk half-way through the data,
no permission and a read-only disk when the file is made, an I/O error at the sync and at the
rename, and a crash between the temporary file and the rename (error None)."""


def fault_id(fault: tuple[str, int | None]) -> str:
    step, error = fault
    return f"{step}-{errno.errorcode[error] if error is not None else 'crash'}"


class Said:
    """Records every message box (static helpers and ``exec``) and answers as told."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.boxes: list[str] = []
        self.answer = QMessageBox.StandardButton.Discard
        self.text = "My deck"

        def exec_(box: QMessageBox) -> int:
            self.boxes.append(self.heard(box))
            return int(self.answer_to(box).value)

        def static(kind: str) -> Any:
            def show(parent: Any, title: str, text: str, *args: Any, **kw: Any) -> Any:
                self.boxes.append(f"{kind}: {title}: {text}")
                return self.answer

            return staticmethod(show)

        monkeypatch.setattr(QMessageBox, "exec", exec_)
        for kind in ("warning", "critical", "information", "question"):
            monkeypatch.setattr(QMessageBox, kind, static(kind))
        monkeypatch.setattr(
            QInputDialog, "getText", staticmethod(lambda *a, **k: (self.text, True))
        )

    def heard(self, box: QMessageBox) -> str:
        """What is recorded of a box opened with ``exec``."""
        return box.windowTitle() + ": " + box.text()

    def answer_to(self, box: QMessageBox) -> QMessageBox.StandardButton:
        """The answer to a box opened with ``exec`` (the static helpers get ``answer``)."""
        return QMessageBox.StandardButton.Cancel


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every regular file under ``folder`` (relative path -> bytes), lock files aside."""
    out: dict[str, bytes] = {}
    if not folder.is_dir():
        return out
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.name.endswith(".lock"):
            out[str(path.relative_to(folder))] = path.read_bytes()
    return out


def debris(folder: Path) -> list[str]:
    """Temporary files left behind under ``folder``."""
    return sorted(str(p) for p in folder.rglob("*.tmp")) if folder.is_dir() else []


def mounted_command(mount_point: Path, kind: str = "full", size_kb: int = 64) -> list[str] | None:
    """A command prefix that runs a program with a tiny tmpfs at ``mount_point`` in a private
    mount namespace (nothing leaks out): ``full`` (filled up) or ``readonly`` (holding an empty
    ``data`` folder, mounted read-only); None where the system does not allow it."""
    unshare = shutil.which("unshare")
    if unshare is None or not sys.platform.startswith("linux"):
        return None
    mount = f"mount -t tmpfs -o size={size_kb}k tmpfs {mount_point} && "
    if kind == "full":
        prepare = mount + f"(cat /dev/zero > {mount_point}/filler 2>/dev/null; true) && "
        check = f"test -s {mount_point}/filler"
    elif kind == "readonly":
        prepare = mount + (f"mkdir {mount_point}/data && "
                           f"mount -o remount,ro {mount_point} && ")
        check = f"! touch {mount_point}/data/x 2>/dev/null"
    else:
        raise ValueError(kind)
    args = [unshare, "-m"] if _is_root() else [unshare, "-r", "-m"]
    probe = subprocess.run([*args, "sh", "-c", prepare + check], capture_output=True, check=False)
    if probe.returncode != 0:
        return None
    return [*args, "sh", "-c", prepare + 'exec "$0" "$@"']
