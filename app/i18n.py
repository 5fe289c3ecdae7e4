"""The interface language: loading translations, the Language menu, the engine's messages.

Translations are Qt ``.qm`` files in the ``resources.translations`` package
(``project_l_<lang>.qm``, built from the ``.ts`` sources by ``packaging/i18n.py``), read with
importlib.resources so they load the same way from a checkout, a wheel and the PyInstaller
bundle. Qt's own ``qtbase_<lang>.qm`` is loaded too when Qt ships it, so the standard dialog
buttons speak the same language; where Qt ships none (Thai), our translation carries Qt's words
(``app/qt_words.py``). English is the source language: it needs no file but
``project_l_en.qm``, the English singular and plural of every ``%n`` phrase ("%n point(s)" ->
"1 point", "2 points"), which is installed under every language so that a phrase a translation
lacks still reads right; any missing or unreadable file falls back to English silently.

The language switches live (:func:`switch_language`, from View > Language and Preferences):
the new translators replace the old ones, every window's texts are said again in the new
language (:func:`retranslate_tree`, with the record the :class:`_Recorder` keeps of which
message each text came from), and every window or dialog with a ``retranslate()`` method then
renews what it builds from the state (the table, the log, titles, lists). The other program
(game or deck editor, a process of its own) follows at its next start: both read the language
from the same settings.

The rules engine (``app.rules``) is Qt-free and explains illegal actions with reasons as values
(``app.rules.reasons``); :func:`reason_text` says them in the interface language.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import partial
from importlib import resources
from pathlib import Path
from typing import Protocol, runtime_checkable

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
)
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPlainTextEdit,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextEdit,
    QToolBox,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from app.core import translations
from app.core.atomic import problem_of
from app.core.translations import (
    QM_PREFIX,
    SOURCE_LANGUAGE,
    TRANSLATIONS_PACKAGE,
    available_languages,
    shipped_languages,
)
from app.core.words import Words, reason_words
from app.fonts import apply_language_fonts
from app.model.settings import Settings
from app.model.settings_files import open_store
from app.rules import (
    Deck,
    Reason,
    Shape,
    Size,
    classic_deck,
)
from app.templates import counted

__all__ = ["QM_PREFIX", "SOURCE_LANGUAGE", "TRANSLATIONS_PACKAGE", "available_languages",
           "shipped_languages"]  # from app.core.translations, where the Qt-free programs read them

SETTINGS_ORGANISATION = "project-l"
SETTINGS_APPLICATION = "Project L"
"""Where the game keeps its settings (``app.table.main`` names the application so); the editor
reads and writes the interface language there too, so both programs speak the same language."""

_NATIVE_NAMES = {"en": "English", "de": "Deutsch"}

# the translators in use, with the bytes they were loaded from (Qt reads the messages from that
# memory, so it must live as long as the translator), and the language they speak
_installed: list[tuple[QTranslator, bytes | None]] = []
_current = SOURCE_LANGUAGE
_locale_set = False  # whether install_translators changed Qt's default locale


# ------------------------------------------------------------------ which languages


_MNEMONIC_IN_BRACKETS = re.compile(r"\s*[(（]&[^&\s][)）]")


def without_mnemonic(text: str) -> str:
    """A menu or button text as words: no "&" mark, and no bracketed "(&F)" that languages
    without Latin letters use for the key ("ファイル(&F)" -> "ファイル"); "&&" stays "&"."""
    text = _MNEMONIC_IN_BRACKETS.sub("", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


_FULL_STOPS = ("。", "！", "？")  # sentence ends after which Japanese (and Chinese) write no space


def sentences(*texts: str) -> str:
    """Sentences translated one by one, put together as their language writes them: with a
    space between them, or none after a full-width full stop ("分かります。設定ごとに…")."""
    out = ""
    for text in texts:
        if out and text:
            out += "" if out.endswith(_FULL_STOPS) else " "
        out += text
    return out


def native_name(language: str) -> str:
    """A language's name in that language ("Deutsch"), for the Language menu."""
    if language in _NATIVE_NAMES:
        return _NATIVE_NAMES[language]
    name = QLocale(language).nativeLanguageName()
    return name[:1].upper() + name[1:] if name else language


def resolve_language(setting: str, ui_languages: Iterable[str] | None = None,
                     available: Sequence[str] | None = None) -> str:
    """:func:`app.core.translations.resolve_language` with the system's languages as Qt
    knows them (``QLocale.system().uiLanguages()``: on Windows and macOS the system's own list)
    when ``ui_languages`` is not given."""
    if ui_languages is None:
        ui_languages = QLocale.system().uiLanguages()
    return translations.resolve_language(setting, ui_languages, available)


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


def qt_translation_folders() -> list[str]:
    """Where Qt's own translations (``qtbase_<lang>.qm``) may be: where Qt says they are, and
    the ``translations`` folder of the PySide6 package (a frozen bundle keeps it there, and
    Qt's idea of its own folder can be wrong once the package has moved)."""
    folders = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)]
    try:
        import PySide6

        package = Path(PySide6.__file__).resolve().parent
        folders += [str(package / "Qt" / "translations"), str(package / "translations")]
    except (ImportError, AttributeError, OSError, TypeError):
        pass
    return list(dict.fromkeys(f for f in folders if f))


def _load_qt(language: str) -> QTranslator | None:
    """Qt's own translation (standard buttons and dialogs), if Qt ships one. Where it does not
    (Thai), ``app/qt_words.py`` gives our translation the words players see."""
    for folder in qt_translation_folders():
        translator = QTranslator()
        if translator.load(f"qtbase_{language}", folder):
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


Key = tuple[str, str, str]
"""A message: its context, its source text and its disambiguation ("" for none)."""


class _Recorder(QTranslator):
    """The one translator installed in the application: it asks the translators of the
    current language (ours first, then Qt's own) and remembers, for every text it hands out,
    which message it said, so a text already shown can be said again in another language.

    Installed for English too (it then hands out the source texts), so the texts of windows
    built before any switch are known.
    """

    def __init__(self) -> None:
        super().__init__()
        self.inner: list[QTranslator] = []
        self.said: dict[str, dict[Key, None]] = {}
        self._lock = threading.Lock()  # worker threads translate too

    def isEmpty(self) -> bool:
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        context = context.decode() if isinstance(context, bytes) else str(context)
        result: str | None = None
        for translator in self.inner:
            result = translator.translate(context, source, disambiguation, n)
            if result:
                break
        result = result or source
        if n < 0:  # a count is put in after us: such a text cannot be looked up again
            key = (context, source, disambiguation or "")
            with self._lock:
                self.said.setdefault(result, {})[key] = None
                self.said.setdefault(source, {})[key] = None
        return result

    def keys(self, text: str) -> list[Key]:
        """The messages ``text`` was said for (most often one)."""
        with self._lock:
            return list(self.said.get(text, ()))


_recorder: _Recorder | None = None
_recorder_app: QCoreApplication | None = None


def install_translators(app: QCoreApplication, language: str = "") -> str:
    """Install the translations for ``language`` ("" = the system's) into ``app``.

    Call at start-up, before any window is built; :func:`switch_language` calls it to change
    the language of a running program. Replaces the translators installed by an earlier call
    (Qt then sends every widget a LanguageChange event). Returns the language in use; a
    language without files, a missing or damaged file or a nonsense setting give English,
    silently.
    """
    global _current, _locale_set, _recorder, _recorder_app
    if _recorder is None:
        _recorder = _Recorder()
    if _recorder_app is not None:
        _recorder_app.removeTranslator(_recorder)
    _installed.clear()
    _current = SOURCE_LANGUAGE
    if _locale_set:
        QLocale.setDefault(QLocale.system())
        _locale_set = False
    chosen = resolve_language(language)
    ours = _load_ours(chosen) if chosen != SOURCE_LANGUAGE else None
    if ours is not None:
        _installed.append(ours)  # asked first
        qt = _load_qt(chosen)
        if qt is not None:
            _installed.append((qt, None))
        _current = chosen
        if QLocale.system().name().split("_")[0] != chosen:
            # numbers and dates in Qt's widgets follow the interface, not the system
            QLocale.setDefault(QLocale(chosen))
            _locale_set = True
    # the English plural forms, asked last: a %n phrase a translation lacks still reads right
    plurals = _load_ours(SOURCE_LANGUAGE)
    if plurals is not None:
        _installed.append(plurals)
    _recorder.inner = [t for t, _data in _installed]
    app.installTranslator(_recorder)
    _recorder_app = app
    return _current


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


# ------------------------------------------------------------------ switching live


@runtime_checkable
class Retranslatable(Protocol):
    """A window or dialog that renews its own texts after a switch (what it builds from the
    state: a title with a file name, a table, a log, a list)."""

    def retranslate(self) -> None:
        """Say every text again in the interface language."""


def _contexts(obj: QObject | None) -> list[str]:
    """The translation contexts ``obj`` and its parents would use (their class names)."""
    out: list[str] = []
    while obj is not None:
        for cls in type(obj).__mro__:
            out.append(cls.__name__)
        obj = obj.parent()
    return out


def _say(key: Key) -> str:
    """A message recorded earlier (not a source text of the code), in the language now."""
    return _translate_recorded(key[0], key[1], key[2] or None)


# the messages said again are recorded ones, not strings of the code: lupdate and the checks of
# tests/test_i18n.py look for translate() calls with their context written out, this has none
_translate_recorded = QCoreApplication.translate


def _said_again(text: str, contexts: Sequence[str]) -> tuple[str, Key] | None:
    if not text or _recorder is None:
        return None
    keys = _recorder.keys(text)
    if not keys:
        return None
    # PySide's tr() asks the context of every class of an object's type in turn, so a text has
    # a key per class: the first, in the order of the widget's own classes, that the language
    # translates (the same words in several contexts can be said differently)
    ranked = [k for c in contexts for k in keys if k[0] == c]
    ranked += [k for k in keys if k not in ranked]
    for key in ranked:
        said = _say(key)
        if said != key[1]:
            return said, key
    return ranked[0][1], ranked[0]


def retranslated(text: str, contexts: Sequence[str] = ()) -> str | None:
    """``text`` (shown in the language before a switch) in the interface language now, or
    None if it is not a message we translated (a name, a number, a text built with values)."""
    found = _said_again(text, contexts)
    return found[0] if found is not None else None


_MEMO = "_i18n_"  # a widget's dynamic property: the message a text of it was said again from


def _renew(get: Callable[[], str], put: Callable[[str], object], contexts: Sequence[str],
           owner: QObject | None = None, name: str = "") -> None:
    """Say the text ``get`` gives again with ``put``. With an ``owner``, the message is kept
    on it: two messages one language says alike ("Felder" for both "Cells" and "Squares")
    go back to the right one."""
    text = get()
    found: tuple[str, Key] | None = None
    if owner is not None:
        memo = owner.property(_MEMO + name)
        parts = memo.split("\x1f") if isinstance(memo, str) else []
        if len(parts) == 4 and parts[3] == text:
            key = (parts[0], parts[1], parts[2])
            found = _say(key), key
    if found is None:
        found = _said_again(text, contexts)
    if found is None:
        return
    new, key = found
    if new != text:
        put(new)
    if owner is not None:
        owner.setProperty(_MEMO + name, "\x1f".join((*key, new)))


def _renew_each(count: int, get: Callable[[int], str], put: Callable[[int, str], object],
                contexts: Sequence[str], owner: QObject | None = None, name: str = "") -> None:
    """Say each of ``count`` texts again (items of a combo box, tabs...). With an ``owner``,
    each item's message is kept on it as :func:`_renew` keeps one text's: a combo box whose
    items one language says alike ("Standard" for both "Standard" and "Normal" in German)
    goes back to the right one, whatever order the messages were first said in."""
    for i in range(count):
        _renew(partial(get, i), partial(put, i), contexts, owner,
               f"{name}{i}" if owner is not None else "")


def _renew_tree_items(item: QTreeWidgetItem, contexts: Sequence[str]) -> None:
    _renew_each(item.columnCount(), item.text, item.setText, contexts)
    _renew_each(item.columnCount(), item.toolTip, item.setToolTip, contexts)
    for i in range(item.childCount()):
        child = item.child(i)
        if child is not None:
            _renew_tree_items(child, contexts)


def _renew_widget(w: QWidget) -> None:
    ctx = _contexts(w)
    _renew(w.windowTitle, w.setWindowTitle, ctx, w, "windowTitle")
    _renew(w.toolTip, w.setToolTip, ctx, w, "toolTip")
    _renew(w.statusTip, w.setStatusTip, ctx, w, "statusTip")
    _renew(w.whatsThis, w.setWhatsThis, ctx, w, "whatsThis")
    _renew(w.accessibleName, w.setAccessibleName, ctx, w, "accessibleName")
    _renew(w.accessibleDescription, w.setAccessibleDescription, ctx, w, "accessibleDescription")
    if isinstance(w, (QLabel, QAbstractButton)):
        _renew(w.text, w.setText, ctx, w, "text")
    if isinstance(w, QGroupBox):
        _renew(w.title, w.setTitle, ctx, w, "title")
    if isinstance(w, QMenu):
        _renew(w.title, w.setTitle, ctx, w, "title")
    if isinstance(w, (QLineEdit, QPlainTextEdit, QTextEdit)):
        _renew(w.placeholderText, w.setPlaceholderText, ctx, w, "placeholderText")
    if isinstance(w, QComboBox):
        _renew_each(w.count(), w.itemText, w.setItemText, ctx, w, "itemText")
    if isinstance(w, QTabWidget):
        _renew_each(w.count(), w.tabText, w.setTabText, ctx, w, "tabText")
        _renew_each(w.count(), w.tabToolTip, w.setTabToolTip, ctx, w, "tabToolTip")
    if isinstance(w, QToolBox):
        _renew_each(w.count(), w.itemText, w.setItemText, ctx, w, "itemText")
    if isinstance(w, QTreeWidget):
        header = w.headerItem()
        if header is not None:
            _renew_tree_items(header, ctx)
        root = w.invisibleRootItem()
        if root is not None:
            _renew_tree_items(root, ctx)
    if isinstance(w, QTableWidget):
        for col in range(w.columnCount()):
            _renew_item(w.horizontalHeaderItem(col), ctx)
        for row in range(w.rowCount()):
            v = w.verticalHeaderItem(row)
            if v is not None:
                _renew(v.text, v.setText, ctx)
            for col in range(w.columnCount()):
                _renew_item(w.item(row, col), ctx)
    if isinstance(w, QListWidget):
        for i in range(w.count()):
            _renew_item(w.item(i), ctx)


def _renew_item(item: QTableWidgetItem | QListWidgetItem | None, contexts: Sequence[str]) -> None:
    """Say a table or list item's text and tooltip again (nothing for an empty place)."""
    if item is not None:
        _renew(item.text, item.setText, contexts)
        _renew(item.toolTip, item.setToolTip, contexts)


def _renew_action(a: QAction) -> None:
    ctx = _contexts(a)
    automatic = a.toolTip() == a.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    _renew(a.text, a.setText, ctx, a, "text")
    if not automatic:  # Qt makes the tip of the text unless one was set
        _renew(a.toolTip, a.setToolTip, ctx, a, "toolTip")
    _renew(a.statusTip, a.setStatusTip, ctx, a, "statusTip")
    _renew(a.whatsThis, a.setWhatsThis, ctx, a, "whatsThis")
    _renew(a.iconText, a.setIconText, ctx, a, "iconText")


def retranslate_tree(root: QWidget) -> None:
    """Say every text of ``root`` and its children again in the interface language: titles,
    labels, buttons, menus and actions, tool tips, tabs, lists... Texts that are not plain
    messages (built with values, names, numbers) are left to the window's ``retranslate()``."""
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        _renew_widget(w)
    for a in root.findChildren(QAction):
        _renew_action(a)


def switch_language(language: str) -> str:
    """Use ``language`` ("" = the system's) from now on, in every open window: install its
    translators, say every window's texts again, and let each window with a ``retranslate()``
    renew what it builds from the state. Returns the language in use."""
    app = QCoreApplication.instance()
    if app is None:
        return current_language()
    before = current_language()
    chosen = install_translators(app, language)
    if chosen == before:
        return chosen
    if isinstance(app, QGuiApplication):
        apply_language_fonts(app, chosen)  # as at a start in it (Thai, Japanese: their chain)
    windows = QApplication.topLevelWidgets() if isinstance(app, QApplication) else []
    for window in windows:
        retranslate_tree(window)
    for window in windows:
        if isinstance(window, Retranslatable):
            window.retranslate()
    return chosen


# ------------------------------------------------------------------ the Language menu


def add_language_menu(menu: QMenu, settings: Callable[[], Settings],
                      parent: QWidget) -> QMenu:
    """Add a Language submenu to ``menu``: the system's, English and every shipped language.

    ``settings`` gives the Settings to keep the choice in (both programs share it). A choice
    takes effect at once, in every window of the program (:func:`switch_language`).
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
        act.triggered.connect(lambda _checked=False, c=code: choose_language(c, settings()))
        group.addAction(act)
        sub.addAction(act)
    return sub


def choose_language(choice: str, store: Settings) -> str:
    """Keep ``choice`` ("" = the system's) as the interface language and switch to it now.
    Returns the language in use."""
    if startup_language(store) != choice:
        store.set_language(choice)
        store.sync()
    return switch_language(choice)


# ------------------------------------------------------------------ reasons


def _reason_tr(text: object) -> str:
    return QCoreApplication.translate("Reason", str(text))


def size_words(size: Size, locale: QLocale | None = None) -> str:
    """A size in bytes written the way ``locale`` (default: the interface's) writes it: "4.0 MB",
    "4,0 MB"."""
    where = locale if locale is not None else QLocale()
    return where.formattedDataSize(size.bytes, 1, QLocale.DataSizeFormat.DataSizeTraditionalFormat)


def reason_text(reason: Reason, say_reason: Callable[[object], str] | None = None) -> str:
    """A reason (``app.rules.reasons``) in the interface language: its translated template
    with every argument said the way the language says it.

    ``say_reason`` says a message of context "Reason" in another way than the installed
    translators (the command line translates with no Qt application)."""
    return reason_words(reason, say_reason if say_reason is not None else _reason_tr,
                        size_words)


def problem_text(problem: object) -> str:
    """A problem to tell the player, in the interface language: a :class:`Reason` (a file that
    cannot be read or written, ``app.rules.FileProblem`` and ``WriteProblem``) is translated;
    an error carrying one (``InvalidDeck``, ``InvalidSave``, ``WriteFailed``...) says its
    reason, another ``OSError`` its cause ("the disk is full"); anything else is its text as
    it is (the system's own words, a name)."""
    if isinstance(problem, BaseException):
        problem = problem_of(problem)
    if isinstance(problem, Reason):
        return reason_text(problem)
    return str(problem)


# ------------------------------------------------------------------ the built-in deck

# The classic deck's own texts (resources/decks/classic.json), which the player reads in the
# interface language; a custom deck's texts are shown as its designer wrote them.
_CLASSIC_TEXTS = (
    QT_TRANSLATE_NOOP("ClassicDeck", "Classic (first edition)"),
    QT_TRANSLATE_NOOP("ClassicDeck",
                      "The 52 puzzles and 9 piece shapes of the first edition (2020)."),
    QT_TRANSLATE_NOOP("ClassicDeck", "monomino"),
    QT_TRANSLATE_NOOP("ClassicDeck", "domino"),
    QT_TRANSLATE_NOOP("ClassicDeck", "straight tromino"),
    QT_TRANSLATE_NOOP("ClassicDeck", "L tromino"),
    QT_TRANSLATE_NOOP("ClassicDeck", "straight tetromino"),
    QT_TRANSLATE_NOOP("ClassicDeck", "square tetromino"),
    QT_TRANSLATE_NOOP("ClassicDeck", "L tetromino"),
    QT_TRANSLATE_NOOP("ClassicDeck", "T tetromino"),
    QT_TRANSLATE_NOOP("ClassicDeck", "S/Z tetromino"),
)


def classic_text(text: str) -> str:
    """A text of the built-in classic deck (its name, description or a piece's name) in the
    interface language; any other text as it is."""
    if text not in _CLASSIC_TEXTS:
        return text
    return QCoreApplication.translate("ClassicDeck", text)


def is_builtin(deck: Deck) -> bool:
    """Whether ``deck`` is the built-in classic deck (its id and name unchanged)."""
    classic = classic_deck()
    return deck is classic or (deck.id == classic.id and deck.name == classic.name)


def deck_name_text(deck: Deck) -> str:
    """The name of ``deck`` as the player reads it (the classic deck's in their language)."""
    return classic_text(deck.name) if is_builtin(deck) else deck.name


def deck_description_text(deck: Deck) -> str:
    """The description of ``deck`` as the player reads it."""
    return classic_text(deck.description) if is_builtin(deck) else deck.description


def piece_name_text(shape: Shape) -> str:
    """The name of a piece as the player reads it: a piece of the classic deck, unchanged,
    by its name in their language; a custom piece by the name its designer gave it."""
    return classic_text(shape.name) if shape in classic_deck().shapes else shape.name


def translated_classic(deck: Deck) -> Deck:
    """``deck`` with the classic deck's texts in the interface language (a copy of it, made to
    be edited, starts in the designer's language); other texts stay as they are."""
    shapes = tuple(replace(s, name=classic_text(s.name)) if s in classic_deck().shapes else s
                   for s in deck.shapes)
    return replace(deck, shapes=shapes, description=classic_text(deck.description))


# ------------------------------------------------------------------ words shared with the command line


# QCoreApplication's translators asked directly, as Words asks its catalogs (the contexts are
# those of the CommandText subclasses, which lupdate reads from their self.tr calls)
_ask_installed = QCoreApplication.translate


class InstalledWords(Words):
    """:class:`app.core.words.Words` of the application's installed translators (the interface
    language), for the texts the windows share with the command line (``DeckStateText``): a
    language switch is followed."""

    def __init__(self) -> None:
        """No catalogs of its own: QCoreApplication's translators are asked."""
        super().__init__(SOURCE_LANGUAGE)
        self.language = ""
        self._catalogs = []

    def number(self, n: float, places: int = 0) -> str:
        """A number written the interface's way."""
        if places == 0 and float(n).is_integer():
            return QLocale().toString(int(n))
        return QLocale().toString(float(n), "f", places)

    def size(self, n: int) -> str:
        """A size written the interface's way."""
        return size_words(Size(n))

    def say(self, context: str, text: str, n: int = -1,
            disambiguation: str | None = None) -> str:
        """``text`` of ``context`` as the installed translators say it (English plural forms
        from the source when none does)."""
        out = counted(_ask_installed(context, text, disambiguation, n), n)
        return out.replace("%n", self.number(n)) if n >= 0 else out
