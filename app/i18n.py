"""The interface language: loading translations, the Language menu, the engine's messages.

Translations are Qt ``.qm`` files in the ``resources.translations`` package
(``project_l_<lang>.qm``, built from the ``.ts`` sources by ``packaging/i18n.py``), read with
importlib.resources so they load the same way from a checkout, a wheel and the PyInstaller
bundle. Qt's own ``qtbase_<lang>.qm`` is loaded too when Qt ships it, so the standard dialog
buttons speak the same language. English is the source language: it needs no file but
``project_l_en.qm``, the English singular and plural of every ``%n`` phrase ("%n point(s)" ->
"1 point", "2 points"), which is installed under every language so that a phrase a translation
lacks still reads right; any missing or unreadable file falls back to English silently.

The rules engine (``app.rules``) is Qt-free and explains illegal actions with reasons as values
(``app.rules.reasons``); :func:`reason_text` says them in the interface language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from importlib import resources

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from app.model.settings import Settings
from app.model.settings_files import open_store
from app.rules import Arg, Choices, Reason, Square, join_choices, square_words

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


def _install_source_plurals(app: QCoreApplication) -> None:
    """Install the English plural forms: first, so that every other translator is asked
    before them."""
    plurals = _load_ours(SOURCE_LANGUAGE)
    if plurals is not None:
        app.installTranslator(plurals[0])
        _installed.append(plurals)


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
    _install_source_plurals(app)
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
    return Settings(open_store(SETTINGS_ORGANISATION, SETTINGS_APPLICATION), parent)


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


# ------------------------------------------------------------------ reasons


# How the arguments of a reason are said: the links of a list of pieces ("I3, L3 or O1") and a
# square of a card by where it lies ("at the top, second from the left"; never a coordinate), with
# the words each language needs there. Together with the templates in context "Reason" this is the
# one table that turns every reason into the interface language.
_CHOICE_COMMA = QT_TRANSLATE_NOOP("Reason", ", ")
_CHOICE_OR = QT_TRANSLATE_NOOP("Reason", " or ")
_SQUARE = QT_TRANSLATE_NOOP("Reason", "{row}, {col}")
_SQUARE_ROWS = (
    QT_TRANSLATE_NOOP("Reason", "at the top"),
    QT_TRANSLATE_NOOP("Reason", "second from the top"),
    QT_TRANSLATE_NOOP("Reason", "in the middle row"),
    QT_TRANSLATE_NOOP("Reason", "second from the bottom"),
    QT_TRANSLATE_NOOP("Reason", "at the bottom"),
)
_SQUARE_COLUMNS = (
    QT_TRANSLATE_NOOP("Reason", "on the left"),
    QT_TRANSLATE_NOOP("Reason", "second from the left"),
    QT_TRANSLATE_NOOP("Reason", "in the middle column"),
    QT_TRANSLATE_NOOP("Reason", "second from the right"),
    QT_TRANSLATE_NOOP("Reason", "on the right"),
)
_SQUARE_CENTRE = QT_TRANSLATE_NOOP("Reason", "in the centre")


def _reason_tr(text: object) -> str:
    return QCoreApplication.translate("Reason", str(text))


def _reason_arg(arg: Arg, say: Callable[[object], str] = _reason_tr) -> str:
    if isinstance(arg, Choices):
        return join_choices(arg.ids, say(_CHOICE_COMMA), say(_CHOICE_OR))
    if isinstance(arg, Square):
        return square_words(arg, tuple(say(w) for w in _SQUARE_ROWS),
                            tuple(say(w) for w in _SQUARE_COLUMNS), say(_SQUARE_CENTRE),
                            say(_SQUARE))
    if isinstance(arg, Reason):
        return reason_text(arg, say)
    return str(arg)


def reason_text(reason: Reason, say_reason: Callable[[object], str] | None = None) -> str:
    """A reason (``app.rules.reasons``) in the interface language: its translated template
    with every argument said the way the language says it.

    ``say_reason`` says a message of context "Reason" in another way than the installed
    translators (the command line translates with no Qt application)."""
    say = say_reason if say_reason is not None else _reason_tr
    template = say(reason.kind.value)
    if not reason.fits(template):  # a translation with broken fields: say it in English
        template = reason.kind.value
    return reason.render(template, lambda arg: _reason_arg(arg, say))
