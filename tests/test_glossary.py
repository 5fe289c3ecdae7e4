"""The glossaries: each shipped language with a ``docs/glossary-<lang>.md`` keeps to it.

A glossary's table lists, per English term, the term of the language's rulebook and the words
to avoid (earlier or wrong names of the same thing). No translation of
``resources/translations/project_l_<lang>.ts``, and no line of ``resources/docs/rules.<lang>.md``
or ``resources/docs/howto.<lang>.md``, may use an avoided word. Matching is by whole words (see
the glossary's own description of the Avoid column). The program's own names that a translation
keeps from its English source are no words of the language and are not matched: a file's key in
quotes ('seed' in "'seed' must be a whole number", which every language keeps) and a command line
("project-l deck validate").
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
TRANSLATIONS = ROOT / "resources" / "translations"
GUIDES = ROOT / "resources" / "docs"

# the things every glossary names (a substring of some row's English cell)
REQUIRED_TERMS = (
    "puzzle", "white puzzle", "piece", "level", "reserve", "supply", "master action",
    "Finishing Touches", "automaton", "lock", "victory point pile", "round", "final round",
    "reward", "upgrade", "exchange", "solved", "standard", "challenging", "unbeatable", "deck",
    "grid", "column", "row",
)


@dataclass(frozen=True)
class Row:
    english: str
    term: str
    rulebook: str
    avoid: tuple[str, ...]


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def read_glossary(path: Path) -> list[Row]:
    """The rows of the glossary table: the first table whose header starts with "English" and
    has the columns Rulebook and Avoid."""
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        if not line.lstrip().startswith("|"):
            continue
        head = _cells(line)
        if head[0] != "English" or "Rulebook" not in head or "Avoid" not in head:
            continue
        rulebook, avoid = head.index("Rulebook"), head.index("Avoid")
        rows: list[Row] = []
        for body in lines[i + 2:]:
            if not body.lstrip().startswith("|"):
                break
            cells = _cells(body)
            assert len(cells) == len(head), f"{path.name}: {body!r} has {len(cells)} cells"
            words = tuple(w.strip().strip("`") for w in cells[avoid].split(",") if w.strip())
            rows.append(Row(cells[0], cells[1], cells[rulebook], words))
        return rows
    raise AssertionError(f"{path.name} has no table with the columns English, Rulebook, Avoid")


def word_pattern(word: str) -> re.Pattern[str]:
    """The whole-word pattern of an avoided word: a capitalised word matches with that case, a
    small one also capitalised; a trailing ``*`` allows any ending."""
    stem = word[:-1] if word.endswith("*") else word
    body = re.escape(stem)
    if stem[:1].islower():
        body = f"[{re.escape(stem[0])}{re.escape(stem[0].upper())}]{re.escape(stem[1:])}"
    tail = r"\w*" if word.endswith("*") else ""
    return re.compile(rf"(?<!\w){body}{tail}(?!\w)")


def glossary_languages() -> list[str]:
    shipped = sorted(p.stem.removeprefix("project_l_") for p in TRANSLATIONS.glob("project_l_*.ts"))
    return [lang for lang in shipped if (DOCS / f"glossary-{lang}.md").is_file()]


def translations(lang: str) -> list[tuple[str, str, str]]:
    """(context, source, translation) for every translation and plural form of a .ts file."""
    out: list[tuple[str, str, str]] = []
    for ctx in ET.parse(TRANSLATIONS / f"project_l_{lang}.ts").getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("vanished", "obsolete"):
                continue
            forms = tr.findall("numerusform")
            for text in ([f.text or "" for f in forms] if forms else [tr.text or ""]):
                out.append((name, msg.findtext("source") or "", text))
    return out


_QUOTES = "'\"«»„“”‘’「」"
_COMMAND = re.compile(r"project-l(?: [a-z][\w-]*)*")


def without_literals(text: str, source: str) -> str:
    """``text`` without the names it keeps from its English ``source`` as they are: the keys of a
    file that the source quotes ('seed', 'back'), in any language's quotes, and the command line
    that the source names (``project-l deck validate``). They read the same in every language,
    so no glossary can ask for another word there; the same word elsewhere in ``text`` stays."""
    for key in set(re.findall(r"'([A-Za-z_][\w.-]*)'", source)):
        text = re.sub(rf"(?<=[{_QUOTES}])\s*{re.escape(key)}\s*(?=[{_QUOTES}])", " ", text)
    for run in _COMMAND.findall(source):
        words = run.split(" ")
        for n in range(len(words), 1, -1):  # the longest start of it the translation keeps
            command = " ".join(words[:n])
            if command in text:
                text = text.replace(command, " ")
                break
    return text


def offences(text: str, rows: list[Row]) -> list[str]:
    found = []
    for row in rows:
        for word in row.avoid:
            m = word_pattern(word).search(text)
            if m:
                found.append(f"{m.group(0)!r} (use {row.term!r} for {row.english!r})")
    return found


SAMPLE_ROWS = [Row("piece", "der Stein", "", ("Teil", "Teile")),
               Row("solved", "gelöst", "", ("vollend*",)),
               Row("automaton", "der Meisterpuzzler", "", ("Automat",))]


class TestMatching:

    @pytest.mark.parametrize("text", [
        "Das Teil passt.", "Zwei Teile", "Teil-Kennung", "Level-1-Teil", "(Teil)",
        "vollendet", "Vollendete Puzzles", "unvollendet vollenden", "Der Automat nimmt"])
    def test_avoided_words_are_found(self, text: str) -> None:
        assert offences(text, SAMPLE_ROWS)

    @pytest.mark.parametrize("text", [
        "Teilnehmer", "sie teilen sich den Sieg", "ein Vorteil", "zum Gegenteil", "teile",
        "unvollständig", "Automatisches Speichern", "automatisch", "Steine"])
    def test_other_words_are_not(self, text: str) -> None:
        assert offences(text, SAMPLE_ROWS) == []

    @pytest.mark.parametrize(("text", "source"), [
        ("“seed” ต้องเป็นจำนวนเต็ม", "'seed' must be a whole number"),
        ("«\u00a0seed\u00a0» doit être un nombre entier", "'seed' must be a whole number"),
        ("le paquet (project-l deck validate dit ce qui lui manque)",
         "the deck (project-l deck validate says what it lacks)")])
    def test_the_programs_own_names_are_not_words(self, text: str, source: str) -> None:
        rows = [Row("seed", "ค่าซีด", "", ("seed",)), Row("deck", "paquet", "", ("deck",))]
        assert offences(text, rows)
        assert offences(without_literals(text, source), rows) == []

    @pytest.mark.parametrize(("text", "source"), [
        ("seed %4 ถึง %5", "seeds %4 to %5"),  # a word, not the key
        ("“seed” ไม่ถูกต้อง", "the seed is wrong"),  # the source quotes no key
        ("le deck (project-l deck validate)", "the deck (project-l deck validate)"),
        ("project-l deck", "project-l balance"),  # another command than the source's
    ])
    def test_the_same_word_elsewhere_is_still_found(self, text: str, source: str) -> None:
        rows = [Row("seed", "ค่าซีด", "", ("seed",)), Row("deck", "paquet", "", ("deck",))]
        assert offences(without_literals(text, source), rows)

    def test_the_glossary_table_is_read(self, tmp_path: Path) -> None:
        path = tmp_path / "glossary-xx.md"
        path.write_text("# x\n\n| Column | What |\n|---|---|\n| a | b |\n\n"
                        "| English | Xish | Rulebook | Avoid | Notes |\n|---|---|---|---|---|\n"
                        "| piece | stone | p. 2 | `bit`, chunk* | |\n| level | tier | | | |\n\n"
                        "after the table\n", encoding="utf-8")
        rows = read_glossary(path)
        assert rows == [Row("piece", "stone", "p. 2", ("bit", "chunk*")),
                        Row("level", "tier", "", ())]


def test_german_has_a_glossary() -> None:
    assert "de" in glossary_languages()


@pytest.mark.parametrize("lang", glossary_languages())
class TestLanguage:
    def test_the_glossary_names_the_central_things(self, lang: str) -> None:
        rows = read_glossary(DOCS / f"glossary-{lang}.md")
        english = [r.english for r in rows]
        missing = [t for t in REQUIRED_TERMS if not any(t in e for e in english)]
        assert missing == []
        assert all(r.term and r.rulebook for r in rows), "every row names a term and its source"

    def test_translations_avoid_the_old_words(self, lang: str) -> None:
        rows = read_glossary(DOCS / f"glossary-{lang}.md")
        bad = [f"[{ctx}] {source!r}: {hit}"
               for ctx, source, text in translations(lang)
               for hit in offences(without_literals(text, source), rows)]
        assert bad == []

    @pytest.mark.parametrize("doc", ["rules", "howto"])
    def test_rules_and_guide_avoid_the_old_words(self, lang: str, doc: str) -> None:
        path = GUIDES / f"{doc}.{lang}.md"
        if not path.is_file():
            pytest.skip(f"no {path.name}")
        rows = read_glossary(DOCS / f"glossary-{lang}.md")
        bad = [f"{path.name}:{n}: {hit}"
               for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
               for hit in offences(line, rows)]
        assert bad == []
