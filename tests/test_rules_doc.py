"""Help > Rules speaks the interface language: the German rules text matches the English one
section for section, and the dialog shows it when the interface is German."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from app.i18n import install_translators
from app.model.settings import Settings
from app.table.rulesdoc import rules_markdown

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = ROOT / "resources" / "docs" / "rules.md"
GERMAN = ROOT / "resources" / "docs" / "rules.de.md"


def _headings(text: str) -> list[str]:
    """The ## and ### section headings, in order."""
    return re.findall(r"^#{2,3} (.+)$", text, flags=re.MULTILINE)


@pytest.fixture
def german(qapp: QApplication) -> Iterator[QApplication]:
    """The German translators installed for one test, English again afterwards."""
    assert install_translators(qapp, "de") == "de"
    yield qapp
    assert install_translators(qapp, "en") == "en"


@pytest.fixture
def english(qapp: QApplication) -> QApplication:
    assert install_translators(qapp, "en") == "en"
    return qapp


class TestGermanText:
    def test_same_sections(self) -> None:
        en = _headings(ENGLISH.read_text(encoding="utf-8"))
        de = _headings(GERMAN.read_text(encoding="utf-8"))
        assert len(en) >= 9
        assert len(de) == len(en)

    def test_no_english_section_titles_left(self) -> None:
        en = set(_headings(ENGLISH.read_text(encoding="utf-8")))
        de = _headings(GERMAN.read_text(encoding="utf-8"))
        assert [h for h in de if h in en] == []
        assert "Feinschliff" in de and "Finishing Touches" not in de

    def test_every_decision_is_marked(self) -> None:
        en = ENGLISH.read_text(encoding="utf-8")
        de = GERMAN.read_text(encoding="utf-8")
        assert "[decision]" not in de
        assert de.count("**[Entscheidung]**") == en.count("**[decision]**") >= 5

    def test_piece_ids_kept(self) -> None:
        de = GERMAN.read_text(encoding="utf-8")
        for piece in ("O1", "I2", "I3", "L3", "I4", "O4", "L4", "T4", "Z4"):
            assert re.search(rf"^  \| {piece} \|", de, flags=re.MULTILINE), piece
        assert "W01-W32" in de and "B01-B20" in de

    def test_rules_markdown_picks_the_language(self) -> None:
        assert rules_markdown("de") == GERMAN.read_text(encoding="utf-8")
        assert rules_markdown("en") == ENGLISH.read_text(encoding="utf-8")
        # a language without a rules text falls back to English
        assert rules_markdown("eo") == ENGLISH.read_text(encoding="utf-8")
        assert rules_markdown("../rules") == ENGLISH.read_text(encoding="utf-8")


EVERY = sorted((ROOT / "resources" / "docs").glob("rules*.md"))
PIECES = ("O1", "I2", "I3", "L3", "I4", "O4", "L4", "T4", "Z4")


@pytest.mark.parametrize("path", EVERY, ids=lambda p: p.name)
class TestForPlayers:
    """Help > Rules reference is a rules text for players in every language: no source files,
    no programmers' notes, pieces named in words (issue 29: it cited app/rules/engine.py and
    tests/test_rules.py)."""

    def test_no_source_files_links_or_revision_dates(self, path: Path) -> None:
        text = path.read_text(encoding="utf-8")
        assert "`" not in text
        assert "](" not in text  # no links to the project's documents
        assert not re.search(r"\.py\b|\.md\b|\b(app|tests|docs|resources)/", text)
        assert "2026" not in text

    def test_piece_ids_stand_in_brackets_beside_words(self, path: Path) -> None:
        """Outside the pieces' table, an id is the compact notation after the piece's name in
        words: "a domino (I2)", never "take an I2"."""
        text = path.read_text(encoding="utf-8")
        prose = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("|"))
        brackets = r"\([^()（）]*\)|（[^()（）]*）"  # Japanese writes them full width
        while re.search(brackets, prose):
            prose = re.sub(brackets, "", prose)
        left = [p for p in PIECES if re.search(rf"\b{p}\b", prose)]
        assert left == []
        table = [line for line in text.splitlines() if line.lstrip().startswith("|")]
        for piece in PIECES:  # the table gives each id its name in words
            row = next(r for r in table if re.match(rf"\s*\| {piece} \|", r))
            assert len(row.split("|")[2].strip()) > 3, row

    def test_same_sections_and_decisions_as_the_english_text(self, path: Path) -> None:
        text = path.read_text(encoding="utf-8")
        english = ENGLISH.read_text(encoding="utf-8")
        assert len(_headings(text)) == len(_headings(english))
        assert text.count("**[") == english.count("**[") >= 8


class TestDialog:
    def _shown(self, qtbot: Any, tmp_path: Path) -> tuple[str, str]:
        from app.table.window import GameWindow

        w = GameWindow(Settings.at_path(str(tmp_path / "settings.ini")), autosave=False)
        qtbot.addWidget(w)
        w.show_rules()
        assert w.rules is not None
        shown = (w.rules.windowTitle(), w.rules.browser.toPlainText())
        w.rules.close()
        w.close()
        return shown

    def test_german_interface_shows_german_rules(self, german: QApplication, qtbot: Any,
                                                 tmp_path: Path) -> None:
        title, text = self._shown(qtbot, tmp_path)
        assert title == "Regelreferenz"
        assert "Feinschliff" in text
        assert "Meisteraktion" in text
        assert "Finishing Touches" not in text

    def test_english_interface_shows_english_rules(self, english: QApplication, qtbot: Any,
                                                   tmp_path: Path) -> None:
        title, text = self._shown(qtbot, tmp_path)
        assert title == "Rules reference"
        assert "Finishing Touches" in text
        assert "Feinschliff" not in text
