"""The fonts each interface language needs, and the fallback chain the application font carries.

Latin and Cyrillic text (English, French, German, Hungarian, Russian, Ukrainian) is drawn in the
system's own interface font, unchanged. Japanese and Thai need glyphs that font usually lacks;
Qt falls back to another font by itself, but which one it takes depends on the system: on
Windows it follows the *system* locale (an English Windows shows Japanese kanji in a Chinese
font), and with several CJK fonts installed fontconfig may pick the Chinese variant of a shared
Han character. So :func:`apply_language_fonts` gives the application font an explicit chain: the
system font first (Latin text looks as before), then the language's fonts for Windows, macOS and
Linux (only the families installed are used; Qt skips the others).

On Linux the fonts come from the distribution: :data:`LINUX_PACKAGES` names the Debian/Ubuntu
packages (the tarball's install notes, the Flatpak manifest and the AppStream data say the
same). ``tests/test_fonts.py`` checks that every translated string is covered by this chain.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication, QRawFont
from PySide6.QtWidgets import QApplication

# The families per language, in order of preference: Windows, then macOS, then Linux.
FALLBACK_FAMILIES: dict[str, tuple[str, ...]] = {
    "ja": (
        "Yu Gothic UI", "Meiryo UI", "Meiryo", "MS UI Gothic",  # Windows 8.1+ / Vista+ / XP
        "Hiragino Sans", "Hiragino Kaku Gothic ProN",  # macOS
        "Noto Sans CJK JP", "Noto Sans JP", "VL PGothic", "IPAPGothic", "TakaoPGothic",  # Linux
    ),
    "th": (
        "Leelawadee UI", "Leelawadee", "Tahoma",  # Windows 10+ / 7+ / XP
        "Thonburi", "Sukhumvit Set",  # macOS
        "Noto Sans Thai", "Noto Sans Thai UI", "Loma", "Garuda", "Waree", "Tlwg Typo",  # Linux
    ),
}
"""Fonts that cover a language's script, per language; languages not named here need none."""

LINUX_PACKAGES: dict[str, tuple[str, ...]] = {
    "ja": ("fonts-noto-cjk", "fonts-vlgothic", "fonts-ipafont-gothic"),
    "th": ("fonts-thai-tlwg", "fonts-tlwg-loma-otf", "fonts-noto-core"),
}
"""The Debian/Ubuntu packages that give :data:`FALLBACK_FAMILIES` on Linux, per language: the
usual one first, then smaller ones (CI installs fonts-vlgothic and fonts-tlwg-loma-otf)."""


FALLBACK_FAMILIES_ALL = frozenset(f for fams in FALLBACK_FAMILIES.values() for f in fams)
"""Every family of :data:`FALLBACK_FAMILIES`, to tell the system's own families from ours."""

_system_families: list[str] | None = None  # the application font's families before any language


def language_families(language: str) -> tuple[str, ...]:
    """The fallback families ``language`` needs ("" or a region is fine: "ja_JP" -> ja)."""
    return FALLBACK_FAMILIES.get(language.replace("-", "_").split("_")[0].lower(), ())


def installed_families(language: str) -> list[str]:
    """Those of ``language``'s fallback families that this system has."""
    have = set(QFontDatabase.families())
    return [family for family in language_families(language) if family in have]


def apply_language_fonts(app: QGuiApplication, language: str) -> QFont:
    """Give the application font the fallback chain of ``language`` (none for Latin and Cyrillic
    languages: the font is then exactly the system's). Call after installing the translators,
    and again when the language changes; returns the font set."""
    global _system_families
    current = app.font()
    if _system_families is None:
        _system_families = [f for f in current.families() if f not in FALLBACK_FAMILIES_ALL] \
            or [current.family()]
    font = QFont(current)
    font.setFamilies([*_system_families,
                      *(f for f in language_families(language) if f not in _system_families)])
    app.setFont(font)
    if isinstance(app, QApplication):
        _follow(app, current.families(), font.families())
    return font


def _follow(app: QApplication, before: list[str], after: list[str]) -> None:
    """Give the widgets already made the new chain where the application font does not reach
    them (a language switched at run time): fonts a window set on a widget keep the families
    they were made with, and so do the fonts a style sheet made ("font-weight" in the editor's
    group boxes) until the sheet is applied again; without the chain Thai or Japanese text is
    laid out in the metrics of a font that lacks it, and its marks are cut."""
    if before == after:
        return
    for widget in app.allWidgets():
        if widget.testAttribute(Qt.WidgetAttribute.WA_SetFont) and \
                widget.font().families() == before:
            font = QFont(widget.font())
            font.setFamilies(after)
            widget.setFont(font)
    for window in app.topLevelWidgets():
        if window.styleSheet():
            window.setStyleSheet(window.styleSheet())  # its fonts are made again from the new one


def missing_characters(text: str, families: Sequence[str]) -> str:
    """The characters of ``text`` that none of ``families`` (installed ones) can draw; spaces,
    controls and format characters (zero-width space, joiners) need no glyph.

    Each family is checked on its own (the font file the system resolves it to, as
    :class:`QRawFont`), without the system's further fallbacks."""
    raws = [QRawFont.fromFont(QFont(family)) for family in families]
    out = []
    for ch in dict.fromkeys(text):
        cp = ord(ch)
        if ch.isspace() or cp < 0x20 or 0x200B <= cp <= 0x200F or 0x2060 <= cp <= 0x2064 \
                or cp == 0xFEFF:
            continue
        if not any(raw.supportsCharacter(cp) for raw in raws):
            out.append(ch)
    return "".join(out)

