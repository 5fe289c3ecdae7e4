"""Qt's own words speak every language: the standard buttons of message boxes and button boxes,
the progress dialog's Cancel, the input dialog, the file, colour and print dialogs Qt draws
itself, the context menus of text fields, scroll bars and spin boxes, and the buttons of the
game's and the editor's own dialogs. Qt ships no Thai translation (``qtbase_th.qm``), so Thai
once showed "Cancel", "Close" and "OK"; ``app/qt_words.py`` lists the words and every
``project_l_<lang>.ts`` carries them (Qt's own translation where it has one).

A text counts as English when it is the English of one of Qt's words, unless the language
writes that word the same way (German "Name", French "Options": :data:`SAME_AS_ENGLISH`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
import shiboken6
from i18nkit import TRANSLATED, in_language
from modalkit import when_modal
from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QColorDialog,
    QComboBox,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QGroupBox,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QProgressDialog,
    QScrollBar,
    QSpinBox,
    QTextBrowser,
    QWidget,
)
from test_table_support import start

from app.core.setup import SeatConfig
from app.i18n import (
    qt_translation_folders,
    without_mnemonic,
)
from app.model.settings import Settings
from app.qt_words import QT_WORDS
from app.table.window import GameWindow
from editor.print_dialog import PrintDialog
from editor.window import EditorWindow

__all__ = ["in_language"]  # the fixture


NEUTRAL = {"&HTML:", "..."}
"""Qt's texts that are no words (the same in every language)."""
SAME_AS_ENGLISH = {
    "fr": {"OK", "Options", "&Options <<", "&Options >>", "Copies", "Pages", "Type", "Alias"},
    "de": {"OK", "Name", "&Name:", "Computer", "Alias"},
    "ja": {"OK"}, "hu": {"OK"}, "ru": {"OK"}, "uk": {"OK"}, "th": set(),
}
"""Qt's words a language writes as English does: its own word, not English left over."""


def _plain(text: str) -> str:
    """A text as words: no access key, no shortcut after a tab, no colon at the end."""
    return without_mnemonic(text.split("\t")[0]).strip().rstrip(":").strip()


ENGLISH = {_plain(source): (context, source) for context, source in QT_WORDS}


def english_in(texts: list[str], language: str) -> list[str]:
    """The texts that are the English of one of Qt's words the language says otherwise."""
    allowed = {_plain(t) for t in NEUTRAL | SAME_AS_ENGLISH[language]}
    return sorted({t for t in texts if _plain(t) in ENGLISH and _plain(t) not in allowed})


def texts_of(root: QWidget) -> list[str]:
    """Every text a person sees or hears of ``root`` and its children: buttons, labels, group
    titles, combo box items, tool tips, spoken names, list headers and actions."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if isinstance(w, (QAbstractButton, QLabel)):
            out.append(w.text())
        if isinstance(w, QGroupBox):
            out.append(w.title())
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            try:
                columns = model.columnCount(QModelIndex())
            except TypeError:  # a list model: one column
                columns = 1
            out += [str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                    for c in range(columns)]
        out += [w.toolTip(), w.accessibleName(), w.windowTitle()]
    for a in root.findChildren(QAction):
        out += [a.text(), a.toolTip()]
    return [t for t in out if t]


class _MenuCatcher(QObject):
    """Reads every menu as it is shown, then closes it."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QMenu) and event.type() == QEvent.Type.Show:
            self.seen += [a.text() for a in watched.actions() if a.text()]
            menu = watched

            def close() -> None:
                if shiboken6.isValid(menu):  # the widget may have deleted it already
                    menu.close()

            QTimer.singleShot(0, close)
        return False


def popup_texts(widget: QWidget) -> list[str]:
    """The texts of the context menu ``widget`` opens."""
    at = QPoint(5, 5)
    app = QApplication.instance()
    assert app is not None
    catcher = _MenuCatcher()
    app.installEventFilter(catcher)
    try:
        QApplication.sendEvent(widget, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at,
                                                         widget.mapToGlobal(at)))
    finally:
        app.removeEventFilter(catcher)
    return catcher.seen


def shown(qtbot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    QApplication.processEvents()
    return widget


# ------------------------------------------------------------------ Qt's dialogs


def message_box_texts(qtbot) -> list[str]:
    box = QMessageBox(QMessageBox.Icon.Warning, "", "")
    box.setDetailedText("details")
    every = QMessageBox.StandardButton(0)
    for button in QMessageBox.StandardButton:
        if button not in (QMessageBox.StandardButton.NoButton,
                          QMessageBox.StandardButton.FirstButton,
                          QMessageBox.StandardButton.LastButton):
            every |= button
    box.setStandardButtons(every)
    return texts_of(shown(qtbot, box))


def button_box_texts(qtbot) -> list[str]:
    box = QDialogButtonBox()
    for button in QDialogButtonBox.StandardButton:
        if button is not QDialogButtonBox.StandardButton.NoButton:
            box.addButton(button)
    return texts_of(shown(qtbot, box))


def progress_and_input_texts(qtbot) -> list[str]:
    progress = QProgressDialog()
    progress.setMinimumDuration(0)
    ask = QInputDialog()
    return texts_of(shown(qtbot, progress)) + texts_of(shown(qtbot, ask))


def file_dialog_texts(qtbot) -> list[str]:
    out: list[str] = []
    for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
        dialog = QFileDialog(None, "")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setAcceptMode(mode)
        out += texts_of(shown(qtbot, dialog))
        views = [v for v in dialog.findChildren(QAbstractItemView) if v.isVisible()]
        out += popup_texts(views[-1].viewport())
        dialog.close()
    return out


def colour_and_print_texts(qtbot) -> list[str]:
    colour = QColorDialog()
    colour.setOption(QColorDialog.ColorDialogOption.DontUseNativeDialog, True)
    printer = QPrinter()
    return texts_of(shown(qtbot, colour)) + texts_of(shown(qtbot, QPrintDialog(printer)))


def context_menu_texts(qtbot) -> list[str]:
    field = QLineEdit("text")
    browser = QTextBrowser()
    browser.setPlainText("text")
    editor = QPlainTextEdit("text")
    spin = QSpinBox()
    out: list[str] = []
    for widget, target in ((field, field), (browser, browser.viewport()),
                           (editor, editor.viewport()), (spin, spin)):
        shown(qtbot, widget)
        out += popup_texts(target)
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        bar = QScrollBar(orientation)
        bar.resize(200, 200)
        out += popup_texts(shown(qtbot, bar))
    return out


QT_DIALOGS: dict[str, Callable[..., list[str]]] = {
    "message box": message_box_texts, "button box": button_box_texts,
    "progress and input": progress_and_input_texts, "file dialog": file_dialog_texts,
    "colour and print": colour_and_print_texts, "context menus": context_menu_texts,
}


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("dialog", list(QT_DIALOGS))
def test_qt_dialogs_speak_the_language(qtbot, in_language: Callable[[str], None],
                                       language: str, dialog: str) -> None:
    in_language(language)
    texts = QT_DIALOGS[dialog](qtbot)
    assert texts
    assert english_in(texts, language) == []


def test_the_walk_finds_english_when_there_is_no_translation(qtbot) -> None:
    texts = button_box_texts(qtbot) + context_menu_texts(qtbot)
    assert {"OK", "Cancel", "Close", "&Yes", "Discard", "Scroll here"} <= set(texts)
    assert "&Copy" in {t.split("\t")[0] for t in texts}
    assert "Cancel" in english_in(texts, "th")


# ------------------------------------------------------------------ the programs' own dialogs


def game_dialogs(qtbot, tmp_path: Path) -> list[str]:
    """The game window with a game on the table (its dock's buttons), and the dialogs with
    standard buttons: New game, Preferences, How to play, Rules, the end-turn question."""
    settings = Settings.at_path(str(tmp_path / "settings.ini"))
    settings.set_show_tips(False)
    window = GameWindow(settings)
    shown(qtbot, window)
    start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
    out = texts_of(window)
    out += texts_of(shown(qtbot, window.new_game_dialog()))
    out += texts_of(window.show_preferences())
    window.show_rules()
    assert window.rules is not None
    out += texts_of(window.rules)
    out += texts_of(window.how_to.show())

    def answer(box: QMessageBox) -> None:
        out.extend(texts_of(box))
        box.done(0)

    settings.set_confirm_end_turn(True)
    when_modal(QMessageBox, answer)
    window.menus.end_turn()
    window.session.stop_ai()  # type: ignore[union-attr]
    return out


def editor_dialogs(qtbot) -> list[str]:
    window = EditorWindow()
    window.open_classic()
    out = texts_of(shown(qtbot, window))
    out += texts_of(shown(qtbot, PrintDialog()))
    window.stack.setClean()
    return out


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_programs_dialogs_speak_the_language(qtbot, tmp_path: Path,
                                                 in_language: Callable[[str], None],
                                                 language: str) -> None:
    in_language(language)
    texts = game_dialogs(qtbot, tmp_path) + editor_dialogs(qtbot)
    assert english_in(texts, language) == []
    for window in QApplication.topLevelWidgets():
        window.close()


# ------------------------------------------------------------------ the translations themselves


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_qt_word_is_said_in_the_language(in_language: Callable[[str], None],
                                               language: str) -> None:
    in_language(language)
    allowed = NEUTRAL | SAME_AS_ENGLISH[language]
    english = [f"{context}: {source!r}" for context, source in QT_WORDS
               if source not in allowed
               and QCoreApplication.translate(context, source) == source]
    assert english == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_qts_own_translation_is_loaded_where_qt_has_one(in_language: Callable[[str], None],
                                                        language: str) -> None:
    """Qt's words we do not list (the page setup's "Landscape") come from Qt's own file, in the
    languages Qt ships; its folder is found in a checkout and in the frozen bundle alike."""
    has_qt = any((Path(folder) / f"qtbase_{language}.qm").is_file()
                 for folder in qt_translation_folders())
    in_language(language)
    said = QCoreApplication.translate("QPageSetupWidget", "Landscape")
    assert (said != "Landscape") == has_qt
    assert has_qt or language == "th"


def test_the_bundle_keeps_qts_translations() -> None:
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "packaging" / "pyinstaller"))
    import bundle_config

    shipped = bundle_config.shipped_languages(Path(__file__).resolve().parents[1])
    assert set(TRANSLATED) <= shipped
    for language in TRANSLATED:
        entry = (f"PySide6/Qt/translations/qtbase_{language}.qm", "", "DATA")
        assert bundle_config.keep_data(entry, shipped)
    assert any(folder.replace("\\", "/").endswith("PySide6/Qt/translations")
               for folder in qt_translation_folders())


def test_the_list_is_complete_for_what_the_dialogs_ask(qtbot) -> None:
    """Every text the walked dialogs ask Qt to translate (a recording translator sees them) is
    listed, but for shortcut names and page sizes, which are the same in every language."""
    from PySide6.QtCore import QTranslator

    asked: set[tuple[str, str]] = set()

    class Recording(QTranslator):
        def isEmpty(self) -> bool:
            return False

        def translate(self, context: str, source: str, disambiguation: str | None = None,
                      n: int = -1) -> str:
            asked.add((str(context), source))
            return ""

    recording = Recording()
    app = QApplication.instance()
    assert app is not None
    app.installTranslator(recording)
    try:
        for walk in QT_DIALOGS.values():
            walk(qtbot)
    finally:
        app.removeTranslator(recording)
    listed = set(QT_WORDS)
    unlisted = sorted(
        (c, s) for c, s in asked
        if c.startswith("Q") and (c, s) not in listed
        and c not in ("QShortcut", "QKeySequence", "QPageSize", "QGuiApplication")
        and not s.startswith("Alt+") and s not in ("Form", "%p%"))
    assert unlisted == []
    QTest.qWait(0)


def test_no_dock_or_text_of_qt_goes_untranslated_in_thai(qtbot, in_language) -> None:
    """The dock window's Float and Close buttons (their tips and spoken names)."""
    in_language("th")
    dock = QDockWidget("x")
    texts = texts_of(shown(qtbot, dock))
    assert "ปิด" in texts and english_in(texts, "th") == []
