"""Every character of every shipped language has a glyph in the fonts the app picks for it
(app/fonts.py), and Thai text breaks between words.

The strings come from the ``.ts`` files (every language there, so a new one is covered by
itself) and the documents of each language (``resources/docs/*.<lang>.*``). Until
the Japanese and Thai files exist, a fixed sample of each is checked too. A machine without the
fonts fails with the package to install: CI installs them (.ci/run).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from i18nkit import i18n_script
from PySide6.QtCore import QTextBoundaryFinder
from PySide6.QtGui import QFontDatabase, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

from app.fonts import (
    FALLBACK_FAMILIES,
    LINUX_PACKAGES,
    apply_language_fonts,
    installed_families,
    language_families,
    missing_characters,
)
from app.render import outlines

ROOT = Path(__file__).resolve().parents[1]




script = i18n_script()

# Our own words, so the check means something before the translations arrive.
SAMPLES: dict[str, list[str]] = {
    "ja": ["パズル", "ピース", "レベル1のピースを取る", "マスターアクション", "仕上げ", "新しいゲーム",
           "設定…", "あなたの番です。", "得点：12点"],
    "th": ["ปริศนา", "ชิ้นส่วน", "เกมใหม่", "การตั้งค่า…", "ผู้เล่น\u200bแต่ละ\u200bคน\u200bวาง\u200bชิ้นส่วน\u200bลง\u200bบน\u200bปริศนา",
           "ตาของคุณ", "คะแนน: 12"],
}

# a long Thai sentence and the words it is made of: lines may only break between them
THAI_WORDS = ["ผู้", "เล่น", "แต่ละ", "คน", "วาง", "ชิ้น", "ส่วน", "ลง", "บน", "ปริศนา", "เพื่อ",
              "ทำ", "ให้", "สำเร็จ", "และ", "ได้", "รับ", "คะแนน"]

THAI_LONGEST_RUN = 30
"""The most Thai characters a translation may have without a space or zero-width space: Qt
breaks Thai by dictionary only where libthai is found (Linux), so on Windows and macOS a longer
run could not wrap."""


def _strings(language: str) -> list[str]:
    """Every translated string of ``language``: its .ts file, its rules reference, samples."""
    out = list(SAMPLES.get(language, []))
    if language == "en":  # the source language: the sources of any .ts file
        for other in script.languages()[:1]:
            out.extend(m.source for m in script.read_ts(script.ts_path(other)))
        out += [p.read_text(encoding="utf-8")
                for p in sorted((ROOT / "resources" / "docs").glob("*.md"))
                if p.name.count(".") == 1]
        return out
    ts = script.ts_path(language)
    if ts.exists():
        for message in script.read_ts(ts):
            if message.kind in ("", "unfinished"):
                out.extend(t for t in message.translations if t)
    out += _documents(language)
    return out


def _documents(language: str) -> list[str]:
    """The language's documents (rules reference, How to play): resources/docs/*.<lang>.*"""
    return [p.read_text(encoding="utf-8")
            for p in sorted((ROOT / "resources" / "docs").glob(f"*.{language}.*"))]


def _languages() -> list[str]:
    return sorted({"en", *script.languages(), *SAMPLES})


def _install_hint(language: str) -> str:
    package = LINUX_PACKAGES.get(language)
    if package is None:
        return ("the system's interface font lacks them (on Linux fonts-dejavu-core has every "
                "letter and sign of our Latin and Cyrillic texts)")
    return (f"install the fonts: on Debian/Ubuntu `apt-get install {package[0]}` (or the smaller "
            f"{' or '.join(package[1:])}); on Windows and "
            f"macOS one of {', '.join(language_families(language))} comes with the system")


@pytest.mark.parametrize("language", _languages())
def test_every_character_has_a_glyph(qapp: QApplication, language: str) -> None:
    font = apply_language_fonts(qapp, language)
    try:
        installed = set(QFontDatabase.families())
        # the system font (as the platform resolves it), then the fallbacks this machine has
        chain = [font.families()[0], *(f for f in font.families()[1:] if f in installed)]
        if language in FALLBACK_FAMILIES:
            assert installed_families(language), (
                f"no font for {language!r} on this machine: {_install_hint(language)}")
        texts = _strings(language)
        assert texts, language
        missing = missing_characters("".join(texts), chain)
        assert not missing, (
            f"{language}: no glyph for {' '.join(f'{c} (U+{ord(c):04X})' for c in missing)} "
            f"in {chain}: {_install_hint(language)}")
    finally:
        apply_language_fonts(qapp, "en")


@pytest.mark.parametrize("language", sorted(FALLBACK_FAMILIES))
def test_the_tables_painted_text_has_the_fallbacks(qapp: QApplication, language: str) -> None:
    """Card labels and the turn banner are vector text (app/render/outlines.text_path)."""
    installed = set(QFontDatabase.families())
    chain = [f for f in outlines._FONT_FAMILIES if f in installed]
    missing = missing_characters("".join(_strings(language)), chain)
    assert not missing, f"{language}: no glyph for {missing!r} in {chain}: {_install_hint(language)}"
    path, bounds = outlines.text_path(SAMPLES[language][0])
    assert not path.isEmpty() and bounds.width() > 0


def test_latin_languages_keep_the_system_font(qapp: QApplication) -> None:
    before = qapp.font().families()
    for language in ("en", "de", "fr", "hu", "ru", "uk"):
        assert apply_language_fonts(qapp, language).families() == before
    chain = apply_language_fonts(qapp, "ja").families()
    try:
        assert chain[: len(before)] == before  # Latin text looks the same in Japanese
        assert "Yu Gothic UI" in chain and "Hiragino Sans" in chain
    finally:
        apply_language_fonts(qapp, "en")
    assert qapp.font().families() == before


def _line_breaks(text: str) -> list[int]:
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    out = []
    pos = finder.toNextBoundary()
    while 0 < pos < len(text):
        out.append(pos)
        pos = finder.toNextBoundary()
    return out


def test_thai_breaks_between_words(qapp: QApplication) -> None:
    text = "".join(THAI_WORDS)
    word_ends = set()
    at = 0
    for word in THAI_WORDS:
        at += len(word)
        word_ends.add(at)
    breaks = _line_breaks(text)
    if sys.platform.startswith("linux"):
        assert breaks, ("Qt finds no break in Thai text: it needs libthai "
                        "(`apt-get install libthai0`)")
    inside = [(text[:b], text[b:]) for b in breaks if b not in word_ends]
    assert not inside, f"Thai broken inside a word: {inside}"
    # a word-wrapped label's lines, in the font the app picks for Thai
    font = apply_language_fonts(qapp, "th")
    try:
        layout = QTextLayout(text, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        ends = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(90)
            ends.append(line.textStart() + line.textLength())
        layout.endLayout()
    finally:
        apply_language_fonts(qapp, "en")
    if sys.platform.startswith("linux"):
        assert len(ends) > 3, ends  # it wraps
    assert not [e for e in ends if e not in word_ends], (
        f"a line ends inside a word: {[text[:e][-6:] + '|' for e in ends if e not in word_ends]}")


def test_thai_translations_can_wrap_without_a_dictionary() -> None:
    ts = script.ts_path("th")
    texts = _strings("th")
    if ts.exists():  # every entry, and the documents
        texts = [t for m in script.read_ts(ts) for t in m.translations if t] + _documents("th")
    long_runs = [run for text in texts
                 for run in re.split(r"[\s\u200b]+", text)
                 if len(re.findall(r"[\u0e00-\u0e7f]", run)) > THAI_LONGEST_RUN]
    assert not long_runs, (
        "Thai text with no break opportunity (put U+200B ZERO WIDTH SPACE between words; Qt "
        f"on Windows and macOS has no Thai dictionary): {long_runs}")


def test_the_linux_packaging_names_the_font_packages() -> None:
    notes = {
        "tarball install notes": ROOT / "packaging" / "linux" / "install.sh",
        "AppStream data": ROOT / "packaging" / "linux" / "io.github.projectl.ProjectL.metainfo.xml",
        "packaging notes": ROOT / "packaging" / "README.md",
    }
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for language, packages in LINUX_PACKAGES.items():
        for what, path in notes.items():
            assert packages[0] in path.read_text(encoding="utf-8"), (what, language)
        assert any(p in ci.split() for p in packages), f".ci/run installs no {language} font"
    readme = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8")
    for families in FALLBACK_FAMILIES.values():  # Windows and macOS: the system fonts used
        assert families[0] in readme and ("Hiragino Sans" in readme or "Thonburi" in readme)
