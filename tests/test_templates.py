"""One way to put values into translated sentences (app/templates.py), used everywhere."""

from __future__ import annotations

import re
from pathlib import Path

from app.templates import counted, fill

ROOT = Path(__file__).resolve().parents[1]


class TestFill:
    def test_markers_in_any_order(self) -> None:
        assert fill("%1 took %2", "Ann", "I2") == "Ann took I2"
        assert fill("%2 wurde von %1 genommen", "Ann", "I2") == "I2 wurde von Ann genommen"
        assert fill("%1 means %1 or more", 6) == "6 means 6 or more"

    def test_a_value_is_never_filled_in_again(self) -> None:
        # a name that holds a marker (a hostile player calls themselves "%2") stays as typed;
        # the chains of str.replace this helper replaced filled it in a second time
        assert fill("%1 and %2", "a", "%1") == "a and %1"
        assert fill("%1 and %2", "%2", "b") == "%2 and b"

    def test_ten_markers_and_the_one_that_is_not(self) -> None:
        values = [f"v{i}" for i in range(1, 11)]
        assert fill("%10 after %1", *values) == "v10 after v1"
        # with fewer than ten values "%10" is "%1" and a 0, as the replacing always did
        assert fill("%10", "x") == "x0"

    def test_markers_without_a_value_stay(self) -> None:
        assert fill("%1 of %2", "x") == "x of %2"
        assert fill("%n point(s), 100%", "x") == "%n point(s), 100%"

    def test_values_are_made_text(self) -> None:
        assert fill("%1: %2", 3, 1.5) == "3: 1.5"


class TestCounted:
    def test_english_forms(self) -> None:
        assert counted("%n point(s)", 1) == "%n point"
        assert counted("%n point(s)", 2) == "%n points"
        assert counted("%n point(s)", 0) == "%n points"
        assert counted("%n point(s)", -1) == "%n point"


def _code_files() -> list[Path]:
    return [p for folder in ("app", "editor") for p in (ROOT / folder).rglob("*.py")]


def test_templates_are_filled_by_the_one_helper() -> None:
    """No ``.replace("%1", ...)`` chain, no loop of ``.replace(f"%{i}", ...)`` (the copies of
    ``fill`` this helper replaced) and no second copy of the "(s)" fallback in the code: all go
    through app/templates.py."""
    replace = re.compile(r"""\.replace\(\s*f?["']%([1-9]|\{)""")
    plural = re.compile(r"""\.replace\(\s*["']\(s\)["']""")
    bad = []
    for path in _code_files():
        if path == ROOT / "app" / "templates.py":
            continue
        text = path.read_text(encoding="utf-8")
        name = path.relative_to(ROOT)
        bad += [f"{name}: .replace of a marker" for _ in replace.finditer(text)]
        bad += [f"{name}: .replace of (s)" for _ in plural.finditer(text)]
    assert not bad, "\n".join(bad)
