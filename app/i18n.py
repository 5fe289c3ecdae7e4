"""The interface language: loading translations, the Language menu, the engine's messages.

Translations are Qt ``.qm`` files in the ``resources.translations`` package
(``project_l_<lang>.qm``, built from the ``.ts`` sources by ``packaging/i18n.py``), read with
importlib.resources so they load the same way from a checkout, a wheel and the PyInstaller
bundle. Qt's own ``qtbase_<lang>.qm`` is loaded too when Qt ships it, so the standard dialog
buttons speak the same language. English is the source language: it needs no file, and any
missing or unreadable file falls back to it silently.

The rules engine (``app.rules``) is Qt-free and explains illegal actions in English sentences;
:func:`engine_message` maps them, by their templates, to the interface language where the
table shows them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from importlib import resources

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QSettings,
    QTranslator,
)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from app.model.settings import Settings

SOURCE_LANGUAGE = "en"
"""The language of the source strings: it needs no translation file."""

TRANSLATIONS_PACKAGE = "resources.translations"
QM_PREFIX = "project_l_"

SETTINGS_ORGANISATION = "project-l"
SETTINGS_APPLICATION = "Project L"
"""Where the game keeps its settings (``app.table.main`` names the application so); the editor
reads and writes the interface language there too, so both programs speak the same language."""

_NATIVE_NAMES = {"en": "English", "de": "Deutsch"}
_LANGUAGE_CONTEXT = "Language"

# the translators in use, with the bytes they were loaded from (Qt reads the messages from that
# memory, so it must live as long as the translator), and the language they speak
_installed: list[tuple[QTranslator, bytes | None]] = []
_current = SOURCE_LANGUAGE
_locale_set = False  # whether install_translators changed Qt's default locale


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


def native_name(language: str) -> str:
    """A language's name in that language ("Deutsch"), for the Language menu."""
    if language in _NATIVE_NAMES:
        return _NATIVE_NAMES[language]
    name = QLocale(language).nativeLanguageName()
    return name[:1].upper() + name[1:] if name else language


def _candidates(name: str) -> list[str]:
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

    ``ui_languages`` defaults to ``QLocale.system().uiLanguages()``; ``available`` to
    :func:`available_languages`. A setting that is not text means "the system's".
    """
    have = list(available) if available is not None else available_languages()
    if setting and isinstance(setting, str):
        # a language chosen in the menu; one we do not have (a hand-edited file) gives English
        return next((code for code in _candidates(setting) if code in have), SOURCE_LANGUAGE)
    if ui_languages is None:
        ui_languages = QLocale.system().uiLanguages()
    for ui in ui_languages:
        for code in _candidates(ui):
            if code in have or code == SOURCE_LANGUAGE:
                return code
    return SOURCE_LANGUAGE


# ------------------------------------------------------------------ loading


def _load_ours(language: str) -> tuple[QTranslator, bytes] | None:
    """Our translation for ``language`` (with its bytes), or None if it is not shipped or
    cannot be read."""
    try:
        entry = resources.files(TRANSLATIONS_PACKAGE).joinpath(f"{QM_PREFIX}{language}.qm")
        if not entry.is_file():
            return None
        raw = entry.read_bytes()
    except (ModuleNotFoundError, OSError):
        return None
    translator = QTranslator()
    if not raw or not translator.load(raw):
        return None
    return translator, raw


def _load_qt(language: str) -> QTranslator | None:
    """Qt's own translation (standard buttons and dialogs), if Qt ships one."""
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator()
    if folder and translator.load(f"qtbase_{language}", folder):
        return translator
    return None


class MessageSource:
    """Our translation of one language, not installed: for saying something in a language
    other than the interface's (the Language menu confirms a choice in the chosen one)."""

    def __init__(self, language: str) -> None:
        """Load ``language``'s messages (none for English or a missing file)."""
        loaded = _load_ours(language) if language != SOURCE_LANGUAGE else None
        self._translator: QTranslator | None = loaded[0] if loaded is not None else None
        self._data: bytes | None = loaded[1] if loaded is not None else None

    def translate(self, context: str, source: str) -> str:
        """``source`` in this language, or unchanged if it has no translation."""
        if self._translator is None:
            return source
        return self._translator.translate(context, source) or source


def install_translators(app: QCoreApplication, language: str = "") -> str:
    """Install the translations for ``language`` ("" = the system's) into ``app``.

    Call once at start-up, before any window is built (widgets translate their texts when
    they are made). Replaces translators installed by an earlier call. Returns the language
    in use; a language without files, a missing or damaged file or a nonsense setting give
    English, silently.
    """
    global _current, _locale_set
    for old, _data in _installed:
        app.removeTranslator(old)
    _installed.clear()
    _current = SOURCE_LANGUAGE
    if _locale_set:
        QLocale.setDefault(QLocale.system())
        _locale_set = False
    chosen = resolve_language(language)
    if chosen == SOURCE_LANGUAGE:
        return SOURCE_LANGUAGE
    ours = _load_ours(chosen)
    if ours is None:
        return SOURCE_LANGUAGE
    qt = _load_qt(chosen)
    if qt is not None:
        app.installTranslator(qt)
        _installed.append((qt, None))
    app.installTranslator(ours[0])  # installed last is asked first
    _installed.append(ours)
    _current = chosen
    if QLocale.system().name().split("_")[0] != chosen:
        # numbers and dates in Qt's widgets follow the interface, not the system
        QLocale.setDefault(QLocale(chosen))
        _locale_set = True
    return chosen


def current_language() -> str:
    """The language installed by :func:`install_translators` (English if none)."""
    return _current


def shared_settings(parent: QObject | None = None) -> Settings:
    """The game's settings (where both programs keep the interface language)."""
    return Settings(QSettings(SETTINGS_ORGANISATION, SETTINGS_APPLICATION), parent)


def startup_language(settings: Settings | None = None) -> str:
    """The language setting to start with ("" = the system's), never failing."""
    try:
        value = (settings if settings is not None else shared_settings()).language()
    except (TypeError, ValueError, RuntimeError):
        return ""
    return value if isinstance(value, str) else ""


# ------------------------------------------------------------------ the Language menu


def add_language_menu(menu: QMenu, settings: Callable[[], Settings],
                      parent: QWidget) -> QMenu:
    """Add a Language submenu to ``menu``: the system's, English and every shipped language.

    ``settings`` gives the Settings to keep the choice in. A change takes effect on the next
    start; a message box says so in the chosen language.
    """
    sub = menu.addMenu(QCoreApplication.translate("Language", "La&nguage"))
    sub.setObjectName("languageMenu")
    group = QActionGroup(sub)
    current = startup_language(settings())
    choices = [("", QCoreApplication.translate("Language", "&System default"))]
    choices += [(code, native_name(code)) for code in available_languages()]
    for code, text in choices:
        act = QAction(text, sub)
        act.setObjectName(f"language_{code or 'system'}")
        act.setData(code)
        act.setCheckable(True)
        act.setChecked(code == current)
        act.triggered.connect(
            lambda _checked=False, c=code: _choose_language(c, settings, parent))
        group.addAction(act)
        sub.addAction(act)
    return sub


_RESTART_TITLE = QT_TRANSLATE_NOOP("Language", "Language")
_RESTART_TEXT = QT_TRANSLATE_NOOP(
    "Language", "The new language is used when you start the program again.")
_RESTART_SYSTEM = QT_TRANSLATE_NOOP(
    "Language", "The program will follow the system's language when you start it again.")


def restart_message(choice: str) -> tuple[str, str]:
    """The title and text that confirm a language choice, in the chosen language."""
    source = MessageSource(resolve_language(choice))
    text = _RESTART_TEXT if choice else _RESTART_SYSTEM
    return (source.translate(_LANGUAGE_CONTEXT, str(_RESTART_TITLE)),
            source.translate(_LANGUAGE_CONTEXT, str(text)))


def _choose_language(choice: str, settings: Callable[[], Settings], parent: QWidget) -> None:
    store = settings()
    if startup_language(store) == choice:
        return
    store.set_language(choice)
    store.sync()
    title, text = restart_message(choice)
    QMessageBox.information(parent, title, text)


# ------------------------------------------------------------------ the engine's messages


@dataclass(frozen=True, slots=True)
class _EngineTemplate:
    source: str  # English, with %1, %2... as in the .ts file
    lists: frozenset[int]  # the arguments that are lists of pieces ("T1, T2 or T3")
    pattern: re.Pattern[str]


def _template(source: object, lists: Iterable[int] = ()) -> _EngineTemplate:
    text = str(source)
    parts = re.split(r"%(\d)", text)
    regex = "".join(
        re.escape(p) if i % 2 == 0 else f"(?P<a{p}>.+?)" for i, p in enumerate(parts))
    return _EngineTemplate(text, frozenset(lists), re.compile(f"^{regex}$", re.DOTALL))


# Every sentence app/rules/engine.py check() can say, with %1, %2... where the engine puts
# values (tests check this list against the engine's source). Longer, more specific templates
# come first where two could match the same sentence.
ENGINE_TEMPLATES: tuple[_EngineTemplate, ...] = (
    _template(QT_TRANSLATE_NOOP("Engine", "the game is over")),
    _template(QT_TRANSLATE_NOOP("Engine", "first choose the reward for %1 (%2)"), {2}),
    _template(QT_TRANSLATE_NOOP(
        "Engine", "only Finishing Touches are left: place pieces (1 point each) or pass")),
    _template(QT_TRANSLATE_NOOP("Engine", "Finishing Touches come after the final round")),
    _template(QT_TRANSLATE_NOOP("Engine", "you already have %1 unfinished puzzles")),
    _template(QT_TRANSLATE_NOOP("Engine", "%1 is not in the grid")),
    _template(QT_TRANSLATE_NOOP("Engine", "%1 is not in a row")),
    _template(QT_TRANSLATE_NOOP("Engine", "the reserve is empty")),
    _template(QT_TRANSLATE_NOOP("Engine", "choose which piece to take: %1"), {1}),
    _template(QT_TRANSLATE_NOOP("Engine", "there is no piece %1 in this game")),
    _template(QT_TRANSLATE_NOOP(
        "Engine", "you cannot take %1: the level-1 piece to take is %2"), {2}),
    _template(QT_TRANSLATE_NOOP("Engine", "you cannot take %1: choose %2"), {2}),
    _template(QT_TRANSLATE_NOOP("Engine", "you do not have another %1 in your supply")),
    _template(QT_TRANSLATE_NOOP("Engine", "you have no %1 in your supply")),
    _template(QT_TRANSLATE_NOOP(
        "Engine", "an exchange must be for a different shape, not another %1")),
    _template(QT_TRANSLATE_NOOP("Engine", "the reserve has no %1 left")),
    _template(QT_TRANSLATE_NOOP(
        "Engine",
        "no piece above level %1 is left to upgrade %2 to; it can only be exchanged")),
    _template(QT_TRANSLATE_NOOP(
        "Engine",
        "an upgrade of %1 goes to level %2 (the next level with pieces in the reserve), "
        "not level %3")),
    _template(QT_TRANSLATE_NOOP("Engine", "the master action was already used this turn")),
    _template(QT_TRANSLATE_NOOP("Engine", "a master action needs at least one placement")),
    _template(QT_TRANSLATE_NOOP(
        "Engine", "a master action places at most one piece on each puzzle (%1 twice)")),
    _template(QT_TRANSLATE_NOOP("Engine", "there is no reward to choose")),
    _template(QT_TRANSLATE_NOOP("Engine", "the reward for %1 must be %2"), {2}),
    _template(QT_TRANSLATE_NOOP("Engine", "unknown action")),
    _template(QT_TRANSLATE_NOOP("Engine", "%1 is already completed")),
    _template(QT_TRANSLATE_NOOP("Engine", "%1 is not one of your puzzles")),
    _template(QT_TRANSLATE_NOOP("Engine", "cell %1 is outside the card")),
    _template(QT_TRANSLATE_NOOP("Engine", "cell %1 is named twice")),
    _template(QT_TRANSLATE_NOOP("Engine", "%1 on %2 is a solid cell, not a recessed one")),
    _template(QT_TRANSLATE_NOOP("Engine", "no free cell at %1 on %2: it is already covered")),
    _template(QT_TRANSLATE_NOOP("Engine", "the cells %1 do not form the shape of %2")),
)

_OR = QT_TRANSLATE_NOOP("Engine", " or ")  # the last link of a list: "T1, T2 or T3"


def engine_message(text: str) -> str:
    """An engine message (``app.rules.engine.check``) in the interface language.

    The sentence is matched against the engine's templates and the translated template is
    filled with the same values; a sentence no template knows is returned unchanged.
    """
    for t in ENGINE_TEMPLATES:
        m = t.pattern.match(text)
        if m is None:
            continue
        out = QCoreApplication.translate("Engine", t.source)
        values = m.groupdict()
        # highest numbers first, so that %1 never eats the start of %10
        for key in sorted(values, key=lambda k: -int(k[1:])):
            value = values[key]
            if int(key[1:]) in t.lists:
                value = _translate_list(value)
            out = out.replace(f"%{key[1:]}", value)
        return out
    return text


def _translate_list(value: str) -> str:
    head, sep, tail = value.rpartition(" or ")
    if not sep:
        return value
    return head + QCoreApplication.translate("Engine", str(_OR)) + tail
