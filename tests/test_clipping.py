"""No text is cut off: every window and dialog of both programs, in every shipped language, at
its default size, shows each label, button, check box, group title, tab and combo box item
whole, and no two of its access keys (the underlined letters that Alt+letter reaches) are the
same letter.

A widget is clipped when the text it shows needs more room than it has: a label or button
narrower than its text (or, word-wrapped, shorter than the text needs at its width), a group box
narrower than its title, a tab narrower than its label, a combo box narrower than its longest
item, a tool bar that puts buttons behind its extension arrow. Text elided by the program on purpose (with the whole text in the tooltip) is fine.

To cover a new window or dialog, add a function to :data:`SCREENS`: it gets the game window
(with a game on the table) or builds its own, and yields the widgets to check, shown. With
``PROJECT_L_CLIPPING_SHOTS=DIR`` in the environment, each checked widget is saved as
``DIR/<language>-<screen>-<n>.png`` to look at.
"""

from __future__ import annotations

import functools
import itertools
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QRect, QSize, Qt, QTimer, QTranslator
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionGroupBox,
    QTabBar,
    QToolBar,
    QToolButton,
    QTreeView,
    QWidget,
)
from test_analysis_gui import bad_turn_save, hand_made_analysis
from test_results import humans, random_game
from test_review import finished_game
from test_table_support import open_record, start
from test_welcome import menu_bar_keys, shared_keys, visible_keys
from waiting import settle

from app.core.balance import GameFacts
from app.core.setup import GameSetup, SeatConfig
from app.fonts import apply_language_fonts, language_families
from app.i18n import available_languages, install_translators, switch_language
from app.model.history import add_to_history
from app.model.settings import Settings
from app.table.join_dialog import error_words
from app.table.window import GameWindow
from editor.window import EditorWindow

SLACK = 1  # pixels of rounding


def _visible(widget: QWidget, root: QWidget) -> bool:
    return widget.isVisibleTo(root) and widget.width() > 0 and widget.height() > 0


def _elided_on_purpose(widget: QWidget, text: str) -> bool:
    """Text the program shortened itself, keeping the whole of it in the tooltip."""
    return text.rstrip().endswith("…") and len(widget.toolTip()) > len(text)


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text.strip() or _elided_on_purpose(label, text):
        return None
    room = label.contentsRect()
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        if need > label.height() + SLACK:
            return f"needs {need} px of height at width {label.width()}, has {label.height()}"
        return None
    hint = label.sizeHint()
    if hint.width() > label.width() + SLACK:
        return f"needs {hint.width() - (label.width() - room.width())} px, has {room.width()}"
    if hint.height() > label.height() + SLACK:
        return f"needs {hint.height()} px of height, has {label.height()}"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    if not button.text().strip():
        return None
    if isinstance(button, QToolButton) and \
            button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
        return None
    hint = button.sizeHint()
    if hint.width() > button.width() + SLACK:
        return f"needs {hint.width()} px, has {button.width()}"
    # the text's own height (a button may be drawn flatter than its frame would like)
    if button.fontMetrics().height() > button.height() + SLACK:
        return f"its text is {button.fontMetrics().height()} px high, the button {button.height()}"
    return None


def _group_problem(box: QGroupBox) -> str | None:
    title = box.title().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not title.strip():
        return None
    option = QStyleOptionGroupBox()
    box.initStyleOption(option)
    label = box.style().subControlRect(
        QStyle.ComplexControl.CC_GroupBox, option, QStyle.SubControl.SC_GroupBoxLabel, box)
    need = box.fontMetrics().horizontalAdvance(title)
    if label.width() + SLACK < need or label.right() > box.rect().right() + SLACK:
        return f"title needs {need} px from x={label.left()}, the box is {box.width()} wide"
    return None


def _tab_problems(bar: QTabBar) -> Iterator[str]:
    for i in range(bar.count()):
        text = bar.tabText(i).replace("&", "")
        if not text.strip() or not bar.isTabVisible(i):
            continue
        need = bar.fontMetrics().horizontalAdvance(text)
        icon = bar.iconSize().width() + 4 if not bar.tabIcon(i).isNull() else 0
        if need + icon > bar.tabRect(i).width() + SLACK:
            yield (f"tab {text!r} needs {need + icon} px of text and icon, "
                   f"the tab is {bar.tabRect(i).width()}")


def _combo_problems(combo: QComboBox) -> Iterator[str]:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo)
    metrics = combo.fontMetrics()
    for i in range(combo.count()):
        text = combo.itemText(i)
        icon = combo.iconSize().width() + 4 if not combo.itemIcon(i).isNull() else 0
        need = metrics.horizontalAdvance(text) + icon
        if need > field.width() + SLACK:
            yield f"item {text!r} needs {need} px, the field is {field.width()}"


def _view_problems(view: QAbstractItemView) -> Iterator[str]:
    """Item texts cut off by their cell (one line elided; wrapped lines cut at the bottom)."""
    model = view.model()
    if model is None:
        return
    viewport = view.viewport().rect()
    metrics = view.fontMetrics()
    wrap = bool(getattr(view, "wordWrap", lambda: False)())
    stack = [QModelIndex()]
    while stack:
        parent = stack.pop()
        for row in range(model.rowCount(parent)):
            columns = 1 if isinstance(view, QListView) else model.columnCount(parent)
            for column in range(columns):
                index = model.index(row, column, parent)
                if column == 0 and isinstance(view, QTreeView) and model.rowCount(index) > 0:
                    stack.append(index)
                text = str(model.data(index) or "")
                rect = view.visualRect(index)
                if not text.strip() or not rect.intersects(viewport) or rect.width() <= 0:
                    continue
                if isinstance(view, QTreeView) and view.isFirstColumnSpanned(row, parent):
                    rect.setRight(viewport.right())
                if isinstance(view, QListView):  # a list's line is as wide as the widest,
                    # behind a scroll bar: what shows is what the list's width shows
                    rect.setRight(min(rect.right(), viewport.right()))
                icon = view.iconSize().width() + 4 if model.data(
                    index, Qt.ItemDataRole.DecorationRole) is not None else 0
                room = rect.width() - icon - 6  # the delegate's margins
                font = model.data(index, Qt.ItemDataRole.FontRole)
                fm = QFontMetrics(font) if isinstance(font, QFont) else metrics
                if wrap:
                    need = fm.boundingRect(QRect(0, 0, max(room, 1), 10_000),
                                           int(Qt.TextFlag.TextWordWrap), text).height()
                    if need > rect.height() + SLACK:
                        yield f"item {text[:40]!r} needs {need} px of height, has {rect.height()}"
                elif max(fm.horizontalAdvance(t) for t in text.split("\n")) > room + SLACK:
                    yield f"item {text[:40]!r} is elided in {rect.width()} px"


def _problems(widget: QWidget) -> tuple[str, list[str]]:
    """The text ``widget`` shows (for the message) and what is wrong with it."""
    if isinstance(widget, QLabel):
        return widget.text(), [p for p in [_label_problem(widget)] if p]
    if isinstance(widget, QAbstractButton):  # push and tool buttons, check boxes, radio buttons
        return widget.text(), [p for p in [_button_problem(widget)] if p]
    if isinstance(widget, QGroupBox):
        return widget.title(), [p for p in [_group_problem(widget)] if p]
    if isinstance(widget, QTabBar):
        return "", list(_tab_problems(widget))
    if isinstance(widget, QComboBox):
        return widget.currentText(), list(_combo_problems(widget))
    if isinstance(widget, QAbstractItemView) and not isinstance(widget, QComboBox):
        return "", list(_view_problems(widget))
    if isinstance(widget, QToolBar):
        arrow = widget.findChild(QToolButton, "qt_toolbar_ext_button")
        if arrow is not None and arrow.isVisible():
            hidden = [a.iconText() for a in widget.actions() if not a.isSeparator()
                      and widget.widgetForAction(a) is not None
                      and not widget.widgetForAction(a).isVisible()]
            return widget.windowTitle(), [f"buttons behind the extension arrow: {hidden}"]
    if isinstance(widget, QProgressBar) and widget.isTextVisible() and widget.text():
        need = widget.fontMetrics().horizontalAdvance(widget.text()) + 4
        if need > widget.width() + SLACK:
            return widget.text(), [f"needs {need} px, has {widget.width()}"]
    return "", []


def clipped(root: QWidget) -> list[str]:
    """Every clipped text under ``root`` (itself included), described."""
    out: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not _visible(widget, root):
            continue
        text, problems = _problems(widget)
        where = f"{type(widget).__name__} {widget.objectName()}".strip()
        out += [f"{where} {text[:60]!r}: {p}" for p in problems]
    return out


def shared_access_keys(widget: QWidget) -> list[str]:
    """The letters that more than one access key of ``widget``'s window answers (its buttons,
    buddied labels, group boxes and a main window's menu titles, those shown: a hidden widget
    answers no Alt+letter), described. Qt does not press a shared one: each Alt+letter only
    moves the focus on to the next widget with that letter."""
    window = widget.window()
    keys = visible_keys(window)
    if isinstance(window, QMainWindow):
        keys += menu_bar_keys(window)
    return [f"Alt+{key.upper()} is shared by {', '.join(map(repr, texts))}"
            for key, texts in sorted(shared_keys(keys).items())]


# ------------------------------------------------------------------ the screens

Screen = Callable[["Table"], Iterator[QWidget]]


class Table:
    """The game window with a game on the table, made once per language."""

    def __init__(self, qtbot: object, tmp_path: Path) -> None:
        settings = Settings.at_path(str(tmp_path / "settings.ini"))
        self.window = GameWindow(settings)
        self.qtbot = qtbot
        qtbot.addWidget(self.window)  # type: ignore[attr-defined]
        self.found: list[str] = []  # what a screen checked by itself (modal boxes)
        self.window.set_animation_speed(0.0)
        self.window.resize(1280, 800)
        self.window.show()
        QTest.qWaitForWindowExposed(self.window)

    def shown(self, widget: QWidget) -> QWidget:
        self.qtbot.addWidget(widget)  # type: ignore[attr-defined]
        widget.show()
        QApplication.processEvents()
        return widget


def welcome(t: Table) -> Iterator[QWidget]:
    t.window.show_welcome()
    # the Continue entry says what it found (a look in the background)
    welcome_page = t.window.welcome
    t.qtbot.waitUntil(lambda: not welcome_page.scanning, timeout=5000)  # type: ignore[attr-defined]
    settle()
    yield t.window


def table(t: Table) -> Iterator[QWidget]:
    start(t.window, (SeatConfig("Ann"), SeatConfig("Bob", "ai", "medium")))
    yield t.window


def solo_table(t: Table) -> Iterator[QWidget]:
    start(t.window, (SeatConfig("Ann"),))
    yield t.window


def new_game(t: Table) -> Iterator[QWidget]:
    yield t.shown(t.window.new_game_dialog())
    yield t.shown(t.window.new_game_dialog(solo=True))


def preferences(t: Table) -> Iterator[QWidget]:
    yield t.window.show_preferences()


def keyboard_help(t: Table) -> Iterator[QWidget]:
    yield t.window.keyboard_help.show()


def rules(t: Table) -> Iterator[QWidget]:
    t.window.show_rules()
    assert t.window.rules is not None
    yield t.window.rules


def how_to(t: Table) -> Iterator[QWidget]:
    yield t.window.how_to.show()


def results(t: Table) -> Iterator[QWidget]:
    setup = GameSetup(humans("Ann", "Bob", "Cleo", "Dan"), seed=4)
    open_record(t.window, random_game(setup, seed=3), setup.seats)
    assert t.window.results is not None
    yield t.window.results


def review(t: Table) -> Iterator[QWidget]:
    yield t.window.save_features.review(finished_game())


def review_analysis(t: Table) -> Iterator[QWidget]:
    """The review with an analysis (one stored by hand) and its blunder on the table."""
    save = bad_turn_save()
    review = t.window.save_features.review(save)
    review.resize(1280, 800)
    review.show_analysis(hand_made_analysis(save))
    review.show_turn(2)
    yield review


def history(t: Table) -> Iterator[QWidget]:
    """The history with a game of several players and a solo game in it."""
    add_to_history(finished_game(2, 3))
    add_to_history(finished_game(1, 1))
    yield t.window.save_features.show_history()


def statistics(t: Table) -> Iterator[QWidget]:
    """Your statistics over games of several players and a solo game (read in this process),
    its overview, then its list of games."""
    from app.core.paths import history_dir
    from app.model.statistics import facts_here, read_history
    from app.table.statistics import StatisticsWindow

    for players, seed in ((2, 3), (3, 5), (1, 1), (2, 8)):
        add_to_history(finished_game(players, seed))
    stats = StatisticsWindow("Ann", t.window, work=lambda cancelled, progress: read_history(
        history_dir(), None, facts_here, progress, cancelled))
    stats.show()
    t.qtbot.waitUntil(lambda: not stats.reading, timeout=60000)  # type: ignore[attr-defined]
    yield stats
    stats.tabs.setCurrentIndex(1)
    yield stats
    stats.close()


def about(t: Table) -> Iterator[QWidget]:
    """Help > About: a modal box, checked while it is open, then closed."""
    seen: list[QWidget] = []

    def check() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box)
            t.found += [f"about: {p}" for p in clipped(box)]
            box.done(0)

    QTimer.singleShot(0, check)
    t.window.show_about()
    assert seen, "the About box did not open"
    yield from ()


def editor(t: Table) -> Iterator[QWidget]:
    """The deck editor, each of its pages, and its deck check running."""
    window = EditorWindow()
    t.qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.open_classic()
    window.resize(1280, 800)
    window.show()
    QTest.qWaitForWindowExposed(window)
    # the deck check's report fills the findings and the deck summary
    t.qtbot.waitUntil(lambda: window.runner.report is not None, timeout=30_000)  # type: ignore[attr-defined]
    for page in range(window.tabs.count()):
        window.tabs.setCurrentIndex(page)
        QApplication.processEvents()
        yield window
    # the deck check's progress, as it shows while a long check runs, at its widest count
    panel = window.findings
    panel.set_progress(52, 52)
    panel._show_running()
    for layout in (panel.check_row.layout(), panel.layout()):
        layout.activate()
    t.found += [f"editor, checking: {p}" for p in clipped(panel.check_row)]


def generator(t: Table) -> Iterator[QWidget]:
    """The editor's puzzle generator, before and after a run, with two candidates picked."""
    window = EditorWindow()
    t.qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.open_classic()
    assert window.doc is not None
    window.set_document(window.doc.duplicate("Mine"), unsaved=True)
    window.show()
    window.generate_puzzles()
    dialog = window.generator_dialog
    assert dialog is not None
    QTest.qWaitForWindowExposed(dialog)
    yield dialog
    dialog.generate_button.click()
    t.qtbot.waitUntil(lambda: not dialog.running, timeout=30_000)  # type: ignore[attr-defined]
    dialog.select([0, 1])
    yield dialog
    dialog.select([0])
    yield dialog
    dialog.close()
    window.stack.setClean()


@functools.cache
def _tiny_run() -> tuple[GameFacts, ...]:
    """The facts of one easy game of 2 players and one solo game (the same in every language:
    played once a process)."""
    from app.core import balance as lab

    settings = (lab.Setting(2), lab.Setting(1, "standard"))
    return tuple(lab.play(task) for task in lab.all_tasks(settings, ["easy"], 1, 0))


def balance(t: Table) -> Iterator[QWidget]:
    """The editor's balance lab: its choices, then running (progress and time left) over a
    report of the classic deck's figures."""
    from app.core import balance as lab
    from app.rules import classic_deck
    from editor.balance import BalanceDialog

    dialog = BalanceDialog(classic_deck())
    t.qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.resize(980, 720)
    dialog.show()
    QTest.qWaitForWindowExposed(dialog)
    yield dialog
    settings = (lab.Setting(2), lab.Setting(1, "standard"))
    dialog.balance = lab.Balance(classic_deck(), settings)
    dialog.classic = lab.Balance(classic_deck(), settings)
    for facts in _tiny_run():
        dialog.balance.add(facts)
        dialog.classic.add(facts)
    dialog.progress.setRange(0, 4)
    dialog.progress.setValue(2)
    dialog._show_report()
    dialog.status.setText(dialog.tr("Games played: %1 of %2").replace("%1", "2")
                          .replace("%2", "4") + " — " + dialog.tr("estimating the time left…"))
    yield dialog


def print_dialog(t: Table) -> Iterator[QWidget]:
    """The editor's print & play options."""
    from editor.print_dialog import PrintDialog

    dialog = PrintDialog()
    t.qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    QTest.qWaitForWindowExposed(dialog)
    yield dialog


def hosting(t: Table) -> Iterator[QWidget]:
    """The new-game dialog with remote seats (its Network group), and the host's lobby with
    two players joined (a fake server: tests/test_net_host.py)."""
    from test_net_host import hosted_new_game_dialog, lobby_with_two_players

    yield t.shown(hosted_new_game_dialog(t.window))
    lobby_with_two_players(t.window)
    yield t.window
    t.window.hosting.stop()


def server_hosting(t: Table) -> Iterator[QWidget]:
    """The new-game dialog set to start the game on a server, and the host's lobby of a game
    made on a server (a fake transport: tests/test_net_host.py)."""
    from test_net_host import FOUR, TWO_JOINED, Fakes, hosted_new_game_dialog

    from app.core.setup import GameSetup, NetworkOptions

    dialog = hosted_new_game_dialog(t.window)
    dialog.where.setCurrentIndex(1)
    dialog.server.setText("wss://games.example.org/")
    yield t.shown(dialog)
    made = Fakes()
    t.window.hosting.game_options = made.options()
    t.window.start_game(GameSetup(FOUR, network=NetworkOptions(
        "Ann's game", server="wss://games.example.org/")))
    fake = made.transports[0]
    fake.receive({"type": "room_created", "code": "ABCD-EFGH", "host_token": "h"})
    fake.receive({"type": "joined", "seat": 0, "token": "t", "room": TWO_JOINED})
    yield t.window
    t.window.hosting.stop()


def join_dialog(t: Table) -> Iterator[QWidget]:
    """Game > Join…: a game found on the network, then the longest error said."""
    from app.net.discovery import GameOffer

    t.window.net_play.discovery_targets = ["127.0.0.2"]  # (nothing answers there)
    dialog = t.window.net_play.join_dialog_open()
    dialog._timer.stop()
    dialog._offers = [GameOffer("Bob's game", "bob-laptop", "192.168.1.20", 47470, 4, 2, 1,
                                False)]
    dialog._search_op.cancel()  # (the search it started when shown: its answer is not wanted)
    dialog._show_offers()
    QTest.qWaitForWindowExposed(dialog)
    yield dialog
    dialog._say(error_words("unreachable", "", "192.168.100.200:47470"))
    yield dialog
    # a dedicated server's games listed (its answer to list_rooms)
    dialog._on_server_games([
        {"name": "Friday night", "players": ["Ann", "Bob", "Cleo"], "seats_free": 1,
         "started": True, "finished": False}])
    yield dialog
    dialog.reject()


def lobby(t: Table) -> Iterator[QWidget]:
    """The joining player's lobby: three seats (one an AI), chat, the connection's state."""
    from test_net_join import LOBBY, FakeTransport

    from app.model.remote import ChatLine, RemoteLink

    fake = FakeTransport()
    link = RemoteLink()
    link.connect_to("ws://127.0.0.1:1/", "Ann", code="ABCD-EFGH", transport=fake)
    seats = [*LOBBY["seats"], {"seat": 2, "name": "Cleo", "kind": "ai", "ai_level": "hard",
                               "connected": True, "ready": True}]
    fake.receive({"type": "joined", "seat": 1, "token": "t",
                  "room": dict(LOBBY, seats=seats, spectators=2)})
    t.window.net_play.play_link(link)
    dialog = t.window.net_play.lobby
    assert dialog is not None
    dialog.view.add_chat(ChatLine("Bob", "Welcome! We start when everyone is ready.", ""))
    QTest.qWaitForWindowExposed(dialog)
    yield dialog
    dialog.reject()


def remote_table(t: Table) -> Iterator[QWidget]:
    """A joined network game: the chat dock with a message, the banner of a dropped player."""
    from test_net_join import BOB_ANN, remote_game

    fake, _host = remote_game(t.window, BOB_ANN.record(), 1)
    fake.receive({"type": "chat", "from": "Bob", "text": "Good luck!", "at": ""})
    fake.receive({"type": "seat", "seat": 0, "connected": False, "ai_playing": True})
    yield t.window
    t.window.net_play.close()


SCREENS: list[Screen] = [welcome, table, new_game, preferences, keyboard_help, rules, how_to,
                         results,
                         review, review_analysis, history, statistics, about, solo_table, editor, generator,
                         balance, print_dialog, join_dialog, lobby, remote_table, hosting,
                         server_hosting]


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    yield
    install_translators(qapp, "en")
    apply_language_fonts(qapp, "en")


def _check_every_screen(qtbot: object, tmp_path: Path, language: str) -> None:
    t = Table(qtbot, tmp_path)
    shots = os.environ.get("PROJECT_L_CLIPPING_SHOTS")
    for screen in SCREENS:
        for n, widget in enumerate(screen(t)):
            settle()  # layouts settle (texts filled in after the first show)
            t.found += [f"{screen.__name__}: {p}" for p in clipped(widget)]
            t.found += [f"{screen.__name__}: {p}" for p in shared_access_keys(widget)]
            window = widget.window()
            if window.width() > 1280 or window.height() > 800:  # the screen it must fit
                t.found.append(f"{screen.__name__}: {type(window).__name__} is "
                               f"{window.width()}x{window.height()}, more than 1280x800")
            if shots:
                widget.grab().save(str(Path(shots) / f"{language}-{screen.__name__}-{n}.png"))
    assert not t.found, f"clipped text or shared access keys in {language}:\n" + "\n".join(t.found)


@pytest.mark.parametrize("language", available_languages())
def test_no_text_is_clipped(qapp: QApplication, qtbot: object, tmp_path: Path,
                            english: None, language: str) -> None:
    install_translators(qapp, language)
    apply_language_fonts(qapp, language)
    _check_every_screen(qtbot, tmp_path, language)


@pytest.mark.parametrize("language", [c for c in available_languages() if c != "en"])
def test_generator_after_a_language_switch(qapp: QApplication, qtbot: object, tmp_path: Path,
                                           english: None, language: str) -> None:
    """The editor's puzzle generator opened in English, then the language switched at run time
    (View > Language): its form speaks the new language in that language's fonts, as after a
    start in it (the group box's labels kept the English font, laying Thai out in the metrics
    of a font without it), and no text is cut, before and after a run."""
    install_translators(qapp, "en")
    apply_language_fonts(qapp, "en")
    t = Table(qtbot, tmp_path)
    screens = generator(t)
    dialog = next(screens)
    editor = dialog.parentWidget()
    assert isinstance(editor, EditorWindow)
    try:
        assert switch_language(language) == language
        chain = QApplication.font().families()
        assert set(language_families(language)) <= set(chain)  # the language's own fonts
        for n, shown in enumerate(itertools.chain([dialog], screens)):  # each as it is shown
            settle()
            t.found += [f"generator {n}: {p}" for p in clipped(shown)]
            t.found += [f"generator {n}: {type(w).__name__} {w.text()!r} in "
                        f"{w.font().families()}"
                        for w in shown.findChildren(QWidget) if isinstance(w, (QLabel, QCheckBox))
                        and _visible(w, shown) and w.font().families() != chain]
    finally:  # closing asks nothing (a failure would otherwise wait on "Save changes?")
        dialog.close()
        editor.stack.setClean()
    assert not t.found, f"after switching to {language}:\n" + "\n".join(t.found)


class Longer(QTranslator):
    """Every plain string 40% longer, as one long word (French, Hungarian and Russian often
    need a third more room than English, and compounds do not wrap)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if not source or "<" in source or source.endswith("…"):
            return None
        head, sep, tail = source.partition(" ")
        return head + "ö" * (len(source) * 2 // 5) + sep + tail


def test_room_for_longer_words(qapp: QApplication, qtbot: object, tmp_path: Path,
                               english: None) -> None:
    """Layouts leave room for the languages still to come."""
    longer = Longer()
    qapp.installTranslator(longer)
    try:
        _check_every_screen(qtbot, tmp_path, "longer")  # a pseudo-language
    finally:
        qapp.removeTranslator(longer)


def test_the_check_sees_clipped_widgets(qtbot: object) -> None:
    label = QLabel("A label far too long for its little width")
    button = QCheckBox("A check box far too long for its width")
    box = QGroupBox("A group title far too long")
    wrapped = QLabel("Words that wrap onto several lines at this width")
    wrapped.setWordWrap(True)
    combo = QComboBox()
    combo.addItems(["short", "an item much longer than the box"])
    for widget in (label, button, box, wrapped, combo):
        qtbot.addWidget(widget)  # type: ignore[attr-defined]
        widget.setFixedSize(QSize(60, 20))
        widget.show()
    assert clipped(label) and clipped(button) and clipped(box) and clipped(wrapped)
    assert clipped(combo) == [
        "QComboBox 'short': item 'an item much longer than the box' needs "
        + clipped(combo)[0].split(" needs ")[1]]
    for widget in (label, button, combo):
        widget.setFixedSize(widget.sizeHint())
    box.setFixedSize(box.minimumSizeHint())
    wrapped.setFixedHeight(wrapped.heightForWidth(wrapped.width()))
    assert [p for w in (label, button, box, combo, wrapped) for p in clipped(w)] == []


def test_the_check_sees_buttons_behind_the_tool_bar_arrow(qtbot: object) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    bar = QToolBar("Main")
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    window.addToolBar(bar)
    for n in range(8):
        bar.addAction(f"A button with a long text, number {n}")
    window.resize(400, 200)
    window.show()
    QTest.qWaitForWindowExposed(window)
    found = clipped(window)
    assert len(found) == 1 and "behind the extension arrow" in found[0], found
    window.resize(bar.layout().sizeHint().width() + 40, 200)
    QApplication.processEvents()
    assert clipped(window) == []
