"""View > Language switches live: every visible text of the game (with a game on the table and
its dialogs open) and of the deck editor follows at once, from English to German and back; the
first start follows the system's languages."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from i18nkit import english_throughout, i18n_script
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QDockWidget,
    QGroupBox,
    QLabel,
    QListWidget,
    QMenu,
    QTabWidget,
    QToolBar,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)
from test_analysis_gui import bad_turn_save, hand_made_analysis
from test_results import humans, random_game
from test_table_support import open_record, shortage_record, start, window
from waiting import settle

from app import i18n
from app.core.setup import GameSetup, SeatConfig
from app.i18n import current_language, resolve_language
from app.model.settings import Settings
from app.table.items import BannerItem
from app.table.window import GameWindow

__all__ = ["english_throughout", "window"]  # the fixtures

ROOT = Path(__file__).resolve().parents[1]




def _stripped(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class Catalogue:
    """The German file read as sets: the English sources that German says differently, the
    German translations that differ from their source, and both as patterns for the messages
    with values put in (%1)."""

    def __init__(self) -> None:
        messages = i18n_script().read_ts(ROOT / "resources" / "translations"
                                          / "project_l_de.ts")
        self.english: set[str] = set()
        self.german: set[str] = set()
        english_patterns: list[re.Pattern[str]] = []
        german_patterns: list[re.Pattern[str]] = []
        all_english: set[str] = set()
        all_german: set[str] = set()
        for m in messages:
            if m.kind in ("obsolete", "vanished"):
                continue
            all_english |= {m.source, _stripped(m.source)}
            all_german |= {t for t in m.translations} | {_stripped(t) for t in m.translations}
            if m.numerus or not m.translations[0] or m.translations[0] == m.source:
                continue
            source, german = m.source, m.translations[0]
            if "%" in source:
                english_patterns.append(self._pattern(source))
                german_patterns.append(self._pattern(german))
            else:
                self.english |= {source, _stripped(source)}
                self.german |= {german, _stripped(german)}
        # words the two languages share ("Level", "Puzzles", names) are neither's giveaway
        self.english -= all_german
        self.german -= all_english
        self.english_patterns = [p for p in english_patterns if p is not None]
        self.german_patterns = [p for p in german_patterns if p is not None]

    @staticmethod
    def _pattern(template: str) -> re.Pattern[str]:
        parts = re.split(r"%(?:\d+|n)", _stripped(template))
        if sum(len(re.sub(r"\W", "", p)) for p in parts) < 5:  # "%1 %": nothing to tell by
            return re.compile(r"(?!)")
        return re.compile("(?s)" + ".+?".join(re.escape(p) for p in parts))

    def left_over(self, texts: list[tuple[str, str]], language: str) -> list[tuple[str, str]]:
        """The texts (where, text) still said in the other language than ``language``."""
        if language == "de":
            words, patterns, own = self.english, self.english_patterns, self.german_patterns
        else:
            words, patterns, own = self.german, self.german_patterns, self.english_patterns
        out = []
        for where, text in texts:
            for line in {text, *text.split("\n")}:
                line = line.strip()
                if not line:
                    continue
                if line in words:
                    out.append((where, line))
                elif any(p.fullmatch(line) for p in patterns) and not any(
                        p.fullmatch(line) for p in own):
                    out.append((where, line))
        return out


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    return Catalogue()


@pytest.fixture(autouse=True)
def english(english_throughout: None) -> None:
    """Every test here starts in English and leaves English behind."""


# ------------------------------------------------------------------ collecting what is shown


def _menu_texts(menu: QMenu, where: str, out: list[tuple[str, str]]) -> None:
    out.append((where, menu.title()))
    for act in menu.actions():
        if act.isSeparator() or not act.isVisible():
            continue
        sub = act.menu()
        if isinstance(sub, QMenu):
            _menu_texts(sub, f"{where} > {sub.title()}", out)
        else:
            out.append((f"{where} > action {act.objectName()}", act.text()))
            if act.toolTip() != _stripped(act.text()):
                out.append((f"{where} > tip of {act.objectName()}", act.toolTip()))


def _tree_texts(item: QTreeWidgetItem, where: str, out: list[tuple[str, str]]) -> None:
    for col in range(item.columnCount()):
        out.append((where, item.text(col)))
    for i in range(item.childCount()):
        child = item.child(i)
        if child is not None:
            _tree_texts(child, where, out)


def _widget_texts(w: QWidget, out: list[tuple[str, str]]) -> None:
    where = f"{type(w).__name__} {w.objectName()}".strip()
    if w.isWindow() or isinstance(w, (QDockWidget, QToolBar)):
        out.append((f"title of {where}", w.windowTitle()))
    out.append((f"tip of {where}", w.toolTip()))
    out.append((f"accessible name of {where}", w.accessibleName()))
    if isinstance(w, (QLabel, QAbstractButton)):
        out.append((where, w.text()))
    if isinstance(w, QGroupBox):
        out.append((where, w.title()))
    if isinstance(w, QTabWidget):
        out += [(where, w.tabText(i)) for i in range(w.count())]
    if isinstance(w, QComboBox):
        out += [(where, w.itemText(i)) for i in range(w.count())]
    if isinstance(w, QTreeWidget):
        header = w.headerItem()
        if header is not None:
            _tree_texts(header, where, out)
        root = w.invisibleRootItem()
        if root is not None:
            _tree_texts(root, where, out)
    if isinstance(w, QListWidget):
        out += [(where, w.item(i).text()) for i in range(w.count())]


def shown_texts(*extra_windows: QWidget) -> list[tuple[str, str]]:
    """Every text of every open window: titles, labels, buttons, lists, menus and their
    actions, tool bars."""
    out: list[tuple[str, str]] = []
    windows = [w for w in QApplication.topLevelWidgets()
               if w.isVisible() and not isinstance(w, QMenu)]
    for top in [*windows, *extra_windows]:
        for w in [top, *top.findChildren(QWidget)]:
            if w is top or w.isVisibleTo(top):
                _widget_texts(w, out)
        bar = getattr(top, "menuBar", None)
        if callable(bar) and not isinstance(top, QDialog):
            for act in bar().actions():
                menu = act.menu()
                if isinstance(menu, QMenu):
                    _menu_texts(menu, menu.title(), out)
        for tool_bar in top.findChildren(QToolBar):
            for act in tool_bar.actions():
                if isinstance(act, QAction) and act.isVisible() and not act.isSeparator():
                    out.append((f"tool bar action {act.objectName()}", act.text()))
    return [(where, text) for where, text in out if text]


def german(context: str, source: str) -> str:
    """What the German file says for a message (German must be installed)."""
    assert current_language() == "de"
    return QCoreApplication.translate(context, source)


def banner(window: GameWindow) -> BannerItem:
    found = [i for i in window.scene.items() if isinstance(i, BannerItem)]
    assert len(found) == 1
    return found[0]


def choose(window: QWidget, code: str) -> None:
    """View > Language > ``code`` ("" = the system's)."""
    menu = window.findChild(QMenu, "languageMenu")
    assert isinstance(menu, QMenu)
    act = next(a for a in menu.actions() if a.data() == code)
    act.trigger()
    QApplication.processEvents()


# ------------------------------------------------------------------ the first start


class TestFirstStart:
    @pytest.mark.parametrize(("system", "expected"), [
        (["de-DE"], "de"), (["de_AT", "en-US"], "de"), (["it-IT", "de-CH"], "de"), (["fr-CA"], "fr"),
        (["fr_CA", "fr"], "fr"), (["ja-JP"], "ja"), (["uk-UA", "ru-RU"], "uk"),
        (["ru_UA"], "ru"), (["pt-BR", "pt"], "en"), (["th-TH"], "th"), (["hu-HU"], "hu"),
        (["en-GB", "de-DE"], "en"), ([], "en"), (["zh-Hant-TW"], "en"),
    ])
    def test_no_setting_follows_the_system(self, system: list[str], expected: str) -> None:
        have = ["en", "de", "fr", "hu", "ja", "ru", "th", "uk"]
        assert resolve_language("", system, have) == expected

    def test_only_shipped_languages_are_chosen(self) -> None:
        assert resolve_language("", ["ja-JP", "de-DE"], ["en", "de"]) == "de"
        assert resolve_language("", ["uk-UA"], ["en", "de"]) == "en"

    def test_a_new_settings_file_follows_the_system(self, tmp_path: Path) -> None:
        settings = Settings.at_path(str(tmp_path / "s.ini"))
        assert i18n.startup_language(settings) == ""


# ------------------------------------------------------------------ the game


def _german_and_back(window: GameWindow, catalogue: Catalogue, *dialogs: QWidget) -> None:
    english = shown_texts(*dialogs)
    assert not catalogue.left_over(english, "en")
    assert ("", "&Game") in [("", t) for _w, t in english]
    choose(window, "de")
    assert current_language() == "de"
    assert window.settings.language() == "de"
    in_german = shown_texts(*dialogs)
    assert catalogue.left_over(in_german, "de") == []
    texts = {t for _w, t in in_german}
    assert {german("WindowMenus", "&Game"), german("WindowMenus", "&Help")} <= texts
    choose(window, "en")
    assert current_language() == "en"
    back = shown_texts(*dialogs)
    assert catalogue.left_over(back, "en") == []
    assert sorted(back) == sorted(english)  # the same texts as before, not merely English


class TestGame:
    def test_the_table_its_log_and_the_open_dialogs_switch_live(
            self, window: GameWindow, catalogue: Catalogue) -> None:
        start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        window.controller.toggle_master()  # a plan: the banner and the status say more
        window.controller.cancel()
        prefs = window.show_preferences()
        keys = window.keyboard_help.show()
        window.show_rules()
        assert window.rules is not None
        rules = window.rules
        assert banner(window).round_text == "Round 1"
        log_en = window.log.lines()
        title_en = window.windowTitle()
        heading_en = rules.browser.toPlainText().splitlines()[0]

        choose(window, "de")
        assert banner(window).round_text == german("TableScene", "Round %1").replace("%1", "1")
        assert banner(window).round_text != "Round 1"
        log_de = window.log.lines()
        assert len(log_de) == len(log_en) and log_de != log_en
        assert window.windowTitle() != title_en and german("GameWindow", "New game") in window.windowTitle()
        assert rules.browser.toPlainText().splitlines()[0] != heading_en
        assert prefs.windowTitle() == german("PreferencesDialog", "Preferences") != "Preferences"
        assert window.keyboard_help.dialog is not None
        assert window.keyboard_help.dialog.isVisible()
        assert window.keyboard_help.dialog.windowTitle() == german("KeyboardHelpDialog", "Keyboard")
        left = catalogue.left_over(shown_texts(), "de")
        assert left == [], "\n".join(map(str, left))
        assert window.status_text() and not catalogue.left_over(
            [("status", window.status_text())], "de")

        choose(window, "en")
        assert banner(window).round_text == "Round 1"
        assert window.log.lines() == log_en
        assert window.windowTitle() == title_en
        assert rules.browser.toPlainText().splitlines()[0] == heading_en
        assert catalogue.left_over(shown_texts(), "en") == []
        del keys

    def test_the_pause_banner_after_a_computer_player(self, window: GameWindow) -> None:
        window.settings.set_pause_after_ai(True)
        start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        window.controller._set_paused("Ann")  # as after an AI turn with the pause set
        banner_en = window.controller.pause_banner()
        assert banner_en is not None and "turn is over" in banner_en.title
        choose(window, "de")
        banner_de = window.controller.pause_banner()
        assert banner_de is not None and banner_de.title != banner_en.title
        assert "Ann" in banner_de.title and banner_de.button != banner_en.button
        assert window.controller.paused

    def test_a_tip_shown_and_how_to_play(self, window: GameWindow,
                                         catalogue: Catalogue) -> None:
        window.settings.set_show_tips(True)
        record, seats = shortage_record()
        open_record(window, record, seats)
        callout = window.tips.callout()
        assert callout is not None and window.tips.current() == "reward_choice"
        words_en = (callout.title(), callout.text(), callout.button_texts())
        guide = window.how_to.show()
        sections_en = [title for title, _pos in guide.sections()]
        guide.go_to_section(2)
        choose(window, "de")
        callout = window.tips.callout()
        assert callout is not None and window.tips.current() == "reward_choice"
        words_de = (callout.title(), callout.text(), callout.button_texts())
        assert all(a != b for a, b in zip(words_en, words_de, strict=True))
        assert callout.isVisible() and window.tips.target_rect() is not None
        assert not callout.bubble_rect().intersects(window.tips.target_rect())
        sections_de = [title for title, _pos in guide.sections()]
        assert len(sections_de) == len(sections_en) and sections_de != sections_en
        assert guide.contents.currentRow() == 2
        assert guide.windowTitle() == german("HowToDialog", "How to play Project L")
        assert catalogue.left_over(shown_texts(), "de") == []
        choose(window, "en")
        callout = window.tips.callout()
        assert callout is not None
        assert (callout.title(), callout.text(), callout.button_texts()) == words_en
        assert [title for title, _pos in guide.sections()] == sections_en

    def test_every_text_of_the_window_and_dialogs(self, window: GameWindow,
                                                  catalogue: Catalogue) -> None:
        start(window, (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cleo")))
        window.show_preferences()
        window.keyboard_help.show()
        window.show_rules()
        _german_and_back(window, catalogue)

    def test_the_results_of_a_finished_game(self, window: GameWindow,
                                            catalogue: Catalogue) -> None:
        setup = GameSetup(humans("Ann", "Bob", "Cleo"), seed=4)
        open_record(window, random_game(setup, seed=3), setup.seats)
        assert window.results is not None and window.results.isVisible()
        assert window.results.windowTitle() == "Results"
        _german_and_back(window, catalogue)
        choose(window, "de")
        assert window.results is not None and window.results.isVisible()
        assert window.results.windowTitle() == german("ResultsDialog", "Results") != "Results"

    def test_the_review_and_the_history(self, window: GameWindow,
                                         catalogue: Catalogue) -> None:
        setup = GameSetup(humans("Ann", "Bob"), seed=4)
        open_record(window, random_game(setup, seed=2), setup.seats)
        assert window.results is not None
        window.results.close()
        review = window.save_features.review_current()
        assert review is not None
        review.set_position(3)
        history = window.save_features.show_history()
        log_en = [review.log.item(i).text() for i in range(review.log.count())]
        where_en = review.where.text()
        _german_and_back(window, catalogue)
        assert [review.log.item(i).text() for i in range(review.log.count())] == log_en
        choose(window, "de")
        assert review.position == 3
        assert review.where.text() != where_en
        assert [review.log.item(i).text() for i in range(review.log.count())] != log_en
        assert history.windowTitle() != "Game history"
        assert catalogue.left_over(shown_texts(), "de") == []

    def test_the_review_with_its_analysis_and_a_marked_turn(
            self, window: GameWindow, catalogue: Catalogue) -> None:
        save = bad_turn_save()
        open_record(window, save.record, save.seats)
        review = window.save_features.review_current()
        assert review is not None
        review.show_analysis(hand_made_analysis(save))
        review.show_turn(2)
        panel = review.panel
        row_en = panel.marked.item(0).text()
        caption_en = panel.caption.text()
        summary_en = panel.summary.text()
        _german_and_back(window, catalogue)
        assert (panel.marked.item(0).text(), panel.caption.text(), panel.summary.text()) == (
            row_en, caption_en, summary_en)
        choose(window, "de")
        assert review.shown_turn is not None and review.position == 6  # still on the turn
        assert panel.marked.item(0).text().startswith(
            german("Analysis", "Round %1, %2: %3 (%4)").split("%1")[0])
        assert german("Analysis", "blunder") in panel.marked.item(0).text()
        assert panel.caption.text() != caption_en and panel.summary.text() != summary_en
        assert review.act_analyse.text() == german("ReviewWindow", "&Analyse the game")
        assert catalogue.left_over(shown_texts(), "de") == []

    def test_the_welcome_page(self, window: GameWindow, catalogue: Catalogue) -> None:
        assert window.welcome_shown
        _german_and_back(window, catalogue)

    def test_preferences_switch_too_and_no_longer_speak_of_a_restart(
            self, window: GameWindow) -> None:
        dialog = window.show_preferences()
        assert "start the program again" not in dialog.language_note.text()
        assert "Applies at once" in dialog.language_note.text()
        dialog.language.setCurrentIndex(dialog.language.findData("de"))
        assert current_language() == "de"
        assert window.settings.language() == "de"
        assert dialog.windowTitle() == german("PreferencesDialog", "Preferences") != "Preferences"
        assert window.menuBar().actions()[0].text() == german("WindowMenus", "&Game")
        checked = [a.data() for a in window.menus.language_menu.actions() if a.isChecked()]
        assert checked == ["de"]
        # the system's language: English on this machine's test locale unless it is German
        dialog.language.setCurrentIndex(dialog.language.findData(""))
        assert window.settings.language() == ""
        assert current_language() == resolve_language("")


class TestEveryLanguage:
    def test_each_shipped_language_switches_in_and_out(self, window: GameWindow) -> None:
        start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        for language in i18n.shipped_languages():
            choose(window, language)
            assert current_language() == language
            assert window.menuBar().actions()[0].text() == QCoreApplication.translate(
                "WindowMenus", "&Game")
            assert banner(window).round_text == QCoreApplication.translate(
                "TableScene", "Round %1").replace("%1", "1")
            choose(window, "en")
            assert window.menuBar().actions()[0].text() == "&Game"


# ------------------------------------------------------------------ the deck editor


class TestEditor:
    def test_the_editor_and_its_pages_switch_live(
            self, qtbot: Any, tmp_path: Path, catalogue: Catalogue,
            monkeypatch: pytest.MonkeyPatch) -> None:
        from editor.window import EditorWindow

        store = Settings(QSettings(str(tmp_path / "game.ini"), QSettings.Format.IniFormat))
        monkeypatch.setattr(i18n, "shared_settings", lambda parent=None: store)
        w = EditorWindow()
        qtbot.addWidget(w)
        w.open_classic()
        w.resize(1280, 800)
        w.show()
        qtbot.waitExposed(w)
        qtbot.waitUntil(lambda: w.runner.report is not None and not w.runner.running,
                        timeout=20000)
        for page in range(w.tabs.count()):
            w.tabs.setCurrentIndex(page)
            settle()  # the widgets a page fills in when shown
            english = shown_texts()
            assert catalogue.left_over(english, "en") == []
            choose(w, "de")
            assert store.language() == "de"
            assert w.tabs.tabText(1) != "Pieces"
            left = catalogue.left_over(shown_texts(), "de")
            assert left == [], "\n".join(map(str, left))
            choose(w, "en")
            back = shown_texts()
            assert sorted(back) == sorted(english), (set(back) ^ set(english))
        w.stack.setClean()
