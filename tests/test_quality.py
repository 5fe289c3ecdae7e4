"""Static checks as tests: mypy --strict on every package of app/ and editor/, ruff everywhere."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        pytest.skip(f"{name} is not installed (pip install -e '.[test]')")
    return found


def test_mypy_strict() -> None:
    r = subprocess.run(
        [_tool("mypy")], cwd=ROOT, capture_output=True, text=True, timeout=600, check=False
    )
    assert r.returncode == 0, r.stdout + r.stderr


def test_ruff() -> None:
    r = subprocess.run(
        [_tool("ruff"), "check", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert r.returncode == 0, r.stdout + r.stderr


def test_layers_point_down() -> None:
    """rules imports nothing of ours above it; solver and ai no Qt; render/model never the table."""
    forbidden = {
        "app/rules": (
            "app.solver",
            "app.ai",
            "app.model",
            "app.render",
            "app.table",
            "editor",
            "PySide6",
        ),
        "app/solver": ("app.ai", "app.model", "app.render", "app.table", "editor", "PySide6"),
        "app/ai": ("app.model", "app.render", "app.table", "editor", "PySide6"),
        "app/model": ("app.table", "editor"),
        "app/render": ("app.table", "editor", "app.model"),
    }
    bad = []
    for folder, names in forbidden.items():
        for path in (ROOT / folder).glob("*.py"):
            for line in path.read_text(encoding="utf-8").splitlines():
                stripped = line.strip()
                if stripped.startswith(("import ", "from ")) and any(
                    stripped.split()[1] == n or stripped.split()[1].startswith(n + ".")
                    for n in names
                ):
                    bad.append(f"{path.relative_to(ROOT)}: {stripped}")
    assert not bad, "\n".join(bad)
