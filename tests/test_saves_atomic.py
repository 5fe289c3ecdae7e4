"""Atomic writes: a save interrupted half-way leaves the previous file intact and no debris."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import Any

import pytest

from app.core import atomic
from app.core.atomic import WriteFailed, atomic_write_bytes, atomic_write_text
from app.core.saves import SaveData, load_save, save_to_bytes, write_save
from app.core.setup import GameSetup, SeatConfig
from app.rules import play_random


def _save(actions: int) -> SaveData:
    setup = GameSetup((SeatConfig("Ann"), SeatConfig("Bob", "ai")), seed=11)
    record = setup.record()
    record = record.with_actions(play_random(record.initial_state(), 11)[:actions])
    return SaveData(record, setup.seats)


def _debris(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


class _HalfWriter:
    """A file object that writes ``limit`` bytes, then fails like a full disk."""

    def __init__(self, real: Any, limit: int) -> None:
        self.real, self.limit = real, limit

    def write(self, data: bytes) -> int:
        self.real.write(data[: self.limit])
        self.real.flush()
        raise OSError(errno.ENOSPC, "No space left on device")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def __enter__(self) -> _HalfWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.real.close()


class TestAtomicWrite:
    def test_writes_and_replaces(self, tmp_path: Path) -> None:
        path = tmp_path / "a.txt"
        atomic_write_text(path, "one")
        atomic_write_bytes(path, b"two")
        assert path.read_bytes() == b"two"
        assert _debris(tmp_path) == []

    def test_keeps_the_permissions_of_the_file_it_replaces(self, tmp_path: Path) -> None:
        if os.name != "posix":
            pytest.skip("POSIX permissions")
        path = tmp_path / "a.txt"
        path.write_text("old")
        path.chmod(0o640)
        atomic_write_text(path, "new")
        assert stat.S_IMODE(path.stat().st_mode) == 0o640

    def test_a_new_file_gets_the_usual_permissions_not_the_temp_files(self, tmp_path: Path) -> None:
        if os.name != "posix":
            pytest.skip("POSIX permissions")
        umask = os.umask(0o022)
        try:
            atomic_write_text(tmp_path / "new.txt", "x")
        finally:
            os.umask(umask)
        assert stat.S_IMODE((tmp_path / "new.txt").stat().st_mode) == 0o644

    def test_disk_full_half_way_keeps_the_previous_save(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        path = tmp_path / "game.plsave"
        old = write_save(path, _save(10))
        before = path.read_bytes()
        real_fdopen = os.fdopen
        monkeypatch.setattr(
            atomic.os, "fdopen", lambda fd, mode: _HalfWriter(real_fdopen(fd, mode), 200)
        )
        with pytest.raises(WriteFailed, match="disk is full") as info:
            write_save(path, _save(40))
        assert str(path) in str(info.value) and info.value.errno == errno.ENOSPC
        assert path.read_bytes() == before
        assert load_save(path).record.to_json() == old.record.to_json()
        assert _debris(tmp_path) == []

    def test_failing_rename_keeps_the_previous_save(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        path = tmp_path / "game.plsave"
        write_save(path, _save(10))
        before = path.read_bytes()

        def refuse(src: Any, dst: Any) -> None:
            raise PermissionError(errno.EACCES, "Permission denied")

        monkeypatch.setattr(atomic.os, "replace", refuse)
        with pytest.raises(WriteFailed, match="permission denied"):
            write_save(path, _save(40))
        assert path.read_bytes() == before
        assert _debris(tmp_path) == []

    def test_failing_fsync_keeps_the_previous_save(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        path = tmp_path / "game.plsave"
        write_save(path, _save(10))
        before = path.read_bytes()

        def io_error(fd: int) -> None:
            raise OSError(errno.EIO, "Input/output error")

        monkeypatch.setattr(atomic.os, "fsync", io_error)
        with pytest.raises(WriteFailed, match="Input/output error"):
            write_save(path, _save(40))
        assert path.read_bytes() == before
        assert _debris(tmp_path) == []

    def test_interrupt_during_write_cleans_up_and_propagates(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        path = tmp_path / "game.plsave"
        path.write_bytes(b"previous")

        def interrupted(fd: int) -> None:
            raise KeyboardInterrupt

        monkeypatch.setattr(atomic.os, "fsync", interrupted)
        with pytest.raises(KeyboardInterrupt):
            atomic_write_bytes(path, save_to_bytes(_save(5)))
        assert path.read_bytes() == b"previous"
        assert _debris(tmp_path) == []

    def test_missing_folder_is_a_clear_error(self, tmp_path: Path) -> None:
        with pytest.raises(WriteFailed, match="folder does not exist"):
            atomic_write_bytes(tmp_path / "nope" / "game.plsave", b"x")

    def test_write_failed_is_an_os_error(self) -> None:
        assert issubclass(WriteFailed, OSError)
