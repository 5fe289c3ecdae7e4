"""Our translations read without Qt: the shipped languages, which one the system asks for, the
compiled ``.qm`` files, and numbers written the system's way.

The windows install Qt's translators (``app.i18n``); the server, the command line and the worker
processes run where Qt may not be installed at all, so they read the same ``.qm`` files here.
A ``.qm`` file is a tagged binary (Qt's ``QTranslator`` format, as ``lrelease`` writes it by
default): a magic number, then sections, among them the messages (each its translations in
UTF-16, its source text, context and disambiguation in UTF-8) and the plural rules (a small
byte code choosing a plural form for a count). :class:`Catalog` reads them into a dictionary and
answers as ``QTranslator.translate`` does; ``tests/test_qt_free.py`` asks both for every message
of every shipped language.

Which language and which numbers follow the environment as Qt does on Unix: the languages from
``LANGUAGE`` (a colon-separated list), else ``LC_ALL``, ``LC_MESSAGES``, ``LANG``; the numbers
from ``LC_ALL``, ``LC_NUMERIC``, ``LANG``. On Windows, where a console seldom sets them, the
user's locale is asked (``GetUserDefaultLocaleName``).
"""

from __future__ import annotations

import os
import struct
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import resources

SOURCE_LANGUAGE = "en"
"""The language of the source strings: it needs no translation file."""

TRANSLATIONS_PACKAGE = "resources.translations"
QM_PREFIX = "project_l_"


# ------------------------------------------------------------------ which languages


def shipped_languages() -> list[str]:
    """The languages with a compiled translation in the package, sorted ("de", "fr"...)."""
    out = []
    try:
        for entry in resources.files(TRANSLATIONS_PACKAGE).iterdir():
            name = entry.name
            if name.startswith(QM_PREFIX) and name.endswith(".qm") and entry.is_file():
                out.append(name[len(QM_PREFIX):-3])
    except (ModuleNotFoundError, OSError):
        return []
    return sorted(out)


def available_languages() -> list[str]:
    """Every language the interface can speak: English first, then the shipped ones."""
    return [SOURCE_LANGUAGE, *(c for c in shipped_languages() if c != SOURCE_LANGUAGE)]


def candidates(name: str) -> list[str]:
    """"de-AT" -> ["de_AT", "de"]: a region's own file first, then the language's."""
    name = name.strip().replace("-", "_")
    if not name:
        return []
    parts = name.split("_")
    out = ["_".join([parts[0].lower(), *parts[1:]])] if len(parts) > 1 else []
    out.append(parts[0].lower())
    return out


def resolve_language(setting: str, ui_languages: Iterable[str] | None = None,
                     available: Sequence[str] | None = None) -> str:
    """The language to use: the one set (English if we do not have it), or with no setting
    the first of the system's preferred languages that we have, else English.

    ``ui_languages`` defaults to :func:`system_languages`; ``available`` to
    :func:`available_languages`. A setting that is not text means "the system's".
    """
    have = list(available) if available is not None else available_languages()
    if setting and isinstance(setting, str):
        # a language chosen in the menu; one we do not have (a hand-edited file) gives English
        return next((code for code in candidates(setting) if code in have), SOURCE_LANGUAGE)
    for ui in ui_languages if ui_languages is not None else system_languages():
        for code in candidates(ui):
            if code in have or code == SOURCE_LANGUAGE:
                return code
    return SOURCE_LANGUAGE


def _bare(name: str) -> str:
    """"de_DE.UTF-8@euro" -> "de_DE"."""
    return name.split(".")[0].split("@")[0].strip()


def _windows_locale() -> str:
    """The Windows user's locale ("de-DE"), or "" elsewhere or if it cannot be asked."""
    if sys.platform != "win32":
        return ""
    import ctypes

    buffer = ctypes.create_unicode_buffer(85)  # LOCALE_NAME_MAX_LENGTH
    try:
        if ctypes.windll.kernel32.GetUserDefaultLocaleName(buffer, len(buffer)):
            return buffer.value
    except (AttributeError, OSError):
        pass
    return ""


def _first_set(*names: str) -> str:
    return next((os.environ[n] for n in names if os.environ.get(n)), "")


def system_languages() -> list[str]:
    """The system's preferred languages, most preferred first ("de_DE", "en")."""
    listed = os.environ.get("LANGUAGE", "")
    names = listed.split(":") if listed else [_first_set("LC_ALL", "LC_MESSAGES", "LANG")]
    found = [_bare(n) for n in names if _bare(n)]
    return found or [n for n in (_windows_locale(),) if n]


def system_number_locale() -> str:
    """The locale the system writes numbers in ("de_DE"; "C" for none)."""
    return _bare(_first_set("LC_ALL", "LC_NUMERIC", "LANG")) or _windows_locale() or "C"


# ------------------------------------------------------------------ numbers


@dataclass(frozen=True)
class NumberFormat:
    """How a locale writes numbers and file sizes (Qt's CLDR figures, for the languages we
    ship and the ones commonest beside them; ``tests/test_qt_free.py`` holds them to Qt's)."""

    group: str = ","
    point: str = "."
    least: int = 1
    """Grouping starts at this many digits in front of the first group ("1234" but
    "12 345" in Hungarian: 2)."""
    units: tuple[str, ...] = ("bytes", "kB", "MB", "GB", "TB", "PB", "EB")
    """The names of the sizes: the shipped languages' own, else English's (the words of a
    language we do not ship are English)."""
    grouped: bool = True
    minus: str = "-"

    def write(self, n: float, places: int = 0) -> str:
        """``n`` with ``places`` decimals, its thousands grouped: "12,345.6" / "12.345,6"."""
        text = f"{abs(n):.{places}f}" if places or not float(n).is_integer() else str(abs(int(n)))
        whole, _, fraction = text.partition(".")
        if self.grouped and len(whole) >= 3 + self.least:
            head = len(whole) % 3 or 3
            whole = self.group.join([whole[:head]] + [whole[i:i + 3]
                                                      for i in range(head, len(whole), 3)])
        sign = self.minus if n < 0 and any(c not in "0." for c in text) else ""
        return sign + whole + (self.point + fraction if fraction else "")

    def size(self, n: int) -> str:
        """A size in bytes as Qt writes it in its traditional format: "500 bytes", "5.9 MB"."""
        if n < 1024:
            return f"{self.write(n)} {self.units[0]}"
        power, value = 0, float(n)
        while value >= 1024 and power < len(self.units) - 1:
            value, power = value / 1024, power + 1
        return f"{self.write(value, 1)} {self.units[power]}"


_SPACE, _THIN = "\u00a0", "\u202f"
_GROUP_POINT: dict[str, tuple[str, str, int]] = {
    "en": (",", ".", 1), "ja": (",", ".", 1), "th": (",", ".", 1), "zh": (",", ".", 1),
    "ko": (",", ".", 1), "de": (".", ",", 1), "nl": (".", ",", 1), "pt": (".", ",", 1),
    "tr": (".", ",", 1), "da": (".", ",", 1), "es": (".", ",", 2), "it": (".", ",", 2),
    "fr": (_THIN, ",", 1), "ru": (_SPACE, ",", 1), "uk": (_SPACE, ",", 1),
    "cs": (_SPACE, ",", 1), "sv": (_SPACE, ",", 1), "fi": (_SPACE, ",", 1),
    "nb": (_SPACE, ",", 1), "hu": (_SPACE, ",", 2), "pl": (_SPACE, ",", 2),
    "de_AT": (_SPACE, ",", 1), "de_CH": ("'", ".", 1), "fr_CH": ("'", ",", 1),
}
_UNITS: dict[str, tuple[str, ...]] = {  # the shipped languages' names of the sizes
    "de": ("Bytes", "kB", "MB", "GB", "TB", "PB", "EB"),
    "fr": ("octets", "ko", "Mo", "Go", "To", "Po", "Eo"),
    "hu": ("bájt", "kB", "MB", "GB", "TB", "PB", "EB"),
    "ja": ("バイト", "KB", "MB", "GB", "TB", "PB", "EB"),
    "th": ("ไบต์", "kB", "MB", "GB", "TB", "PB", "EB"),
    "ru": ("байты", "кБ", "МБ", "ГБ", "ТБ", "ПБ", "ЭБ"),
    "uk": ("байти", "кБ", "МБ", "ГБ", "ТБ", "ПБ", "ЕБ"),
}


def number_format(locale: str) -> NumberFormat:
    """How ``locale`` ("de_DE", "fr-CH", "C") writes numbers; the C locale groups no digits,
    a locale we know nothing of writes them as English does."""
    if _bare(locale) in ("", "C", "POSIX"):
        return NumberFormat(grouped=False)
    code = next((c for c in candidates(_bare(locale)) if c in _GROUP_POINT), "en")
    group, point, least = _GROUP_POINT[code]
    language = code.split("_")[0]
    minus = "\u2212" if language in ("sv", "fi", "nb") else "-"
    return NumberFormat(group, point, least, _UNITS.get(language, NumberFormat.units),
                        minus=minus)


# ------------------------------------------------------------------ .qm files

_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MESSAGES, _NUMERUS = 0x69, 0x88
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8
_EQ, _LT, _LEQ, _BETWEEN, _OP, _NOT = 1, 2, 3, 4, 7, 8
_MOD_10, _MOD_100, _LEAD_1000 = 0x10, 0x20, 0x40
_AND, _OR, _NEWRULE = 0xFD, 0xFE, 0xFF


def _plural_form(n: int, rules: bytes) -> int:
    """Which plural form a count takes under a ``.qm`` file's rules (QTranslator's
    ``numerusHelper``): rules are tried in turn, the first that holds gives the form, none the
    form after the last. A rule is comparisons of ``n`` (or ``n % 10``, ``n % 100``, its
    leading digits) joined by AND and OR."""
    i, form = 0, 0
    if not rules:
        return 0
    try:
        while True:
            any_true = False
            while True:
                all_true = True
                while True:
                    opcode, right = rules[i], rules[i + 1]
                    i += 2
                    left = n
                    if opcode & _MOD_10:
                        left %= 10
                    elif opcode & _MOD_100:
                        left %= 100
                    elif opcode & _LEAD_1000:
                        while left >= 1000:
                            left //= 1000
                    op = opcode & _OP
                    if op == _EQ:
                        holds = left == right
                    elif op == _LT:
                        holds = left < right
                    elif op == _LEQ:
                        holds = left <= right
                    else:  # _BETWEEN
                        holds = right <= left <= rules[i]
                        i += 1
                    if opcode & _NOT:
                        holds = not holds
                    all_true = all_true and holds
                    if i == len(rules) or rules[i] != _AND:
                        break
                    i += 1
                any_true = any_true or all_true
                if i == len(rules) or rules[i] != _OR:
                    break
                i += 1
            if any_true:
                return form
            form += 1
            if i == len(rules):
                return form
            i += 1  # _NEWRULE
    except IndexError:  # rules cut short: Qt's own check refuses them; the first form
        return 0


_Key = tuple[str, str, str]  # context, source text, disambiguation


class Catalog:
    """The messages of one ``.qm`` file, asked as ``QTranslator.translate`` is asked."""

    def __init__(self, raw: bytes) -> None:
        """Read ``raw``; :class:`ValueError` if it is not a ``.qm`` file."""
        if not raw.startswith(_MAGIC):
            raise ValueError("not a .qm file")
        self._messages: dict[_Key, tuple[str | None, ...]] = {}
        self._rules = b""
        at = len(_MAGIC)
        try:
            while at < len(raw):
                tag, = raw[at:at + 1]
                size, = struct.unpack_from(">I", raw, at + 1)
                block = raw[at + 5:at + 5 + size]
                if len(block) != size:
                    raise ValueError("a section is cut short")
                if tag == _MESSAGES:
                    self._read_messages(block)
                elif tag == _NUMERUS:
                    self._rules = block
                at += 5 + size
        except (struct.error, UnicodeDecodeError, IndexError) as exc:
            raise ValueError(f"a damaged .qm file: {exc}") from exc

    def _read_messages(self, block: bytes) -> None:
        at = 0
        while at < len(block):
            translations: list[str | None] = []
            fields = {_SOURCE: "", _CONTEXT: "", _COMMENT: ""}
            while True:
                tag = block[at]
                at += 1
                if tag == _END:
                    break
                if tag == _OBSOLETE1:
                    continue
                size, = struct.unpack_from(">I", block, at)
                at += 4
                if tag == _TRANSLATION:
                    if size == 0xFFFFFFFF:
                        translations.append(None)
                        continue
                    translations.append(block[at:at + size].decode("utf-16-be"))
                elif tag in fields:
                    fields[tag] = block[at:at + size].decode("utf-8")
                else:
                    raise ValueError(f"an unknown tag {tag} in the messages")
                at += size
            key = (fields[_CONTEXT], fields[_SOURCE], fields[_COMMENT])
            self._messages[key] = tuple(translations)

    def keys(self) -> list[tuple[str, str, str]]:
        """Every message: its context, source text and disambiguation ("" for none)."""
        return list(self._messages)

    def translate(self, context: str, text: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        """The translation of ``text`` in ``context`` ("" if there is none), its plural form
        chosen by ``n`` when ``n`` is not negative; a message with a disambiguation that has
        none of its own is looked up without it, as Qt does."""
        found = self._messages.get((context, text, disambiguation or ""))
        if found is None and disambiguation:
            found = self._messages.get((context, text, ""))
        if not found:
            return ""
        form = _plural_form(n, self._rules) if n >= 0 else 0
        return (found[form] or "") if form < len(found) else ""


def load_catalog(language: str) -> Catalog | None:
    """Our shipped translation for ``language``, or None if there is none or it is damaged."""
    try:
        entry = resources.files(TRANSLATIONS_PACKAGE).joinpath(f"{QM_PREFIX}{language}.qm")
        raw = entry.read_bytes() if entry.is_file() else b""
        return Catalog(raw) if raw else None
    except (ModuleNotFoundError, OSError, ValueError):
        return None
