"""Shared test set-up: Qt runs offscreen, and the app's data folder is a temporary one."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_data_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Every test gets its own user data folder, so no test touches the real one."""
    path = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("PROJECT_L_DATA_DIR", str(path))
    yield path
