"""A new player's first hour, with the mouse alone, at 1280x720 (issue 29): from the welcome
page through Learn to play, a whole game against an easy computer player (a deterministic
deal), the results and the statistics page.

Every step is a mouse event on the real widget (a click, a press, a move, a right click or
the wheel while holding a piece, a menu item, a tool bar button, a button of a dialog); no key
is pressed, and every point clicked lies inside the 1280x720 window and is not under a lesson's
callout (whose bubble takes the clicks): where a callout covers part of a piece, the piece is
taken by a part that shows, as a player would. The test's own choices (which card, which piece
where) come from the engine, as a player's come from looking.
"""

from __future__ import annotations

import random
import types
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QMenu,
    QMessageBox,
    QSpinBox,
    QWidget,
)
from test_table_support import cells_centre, puzzle, rect, reserve, row_card, supply, vp

from app import rules
from app.lessons import lessons
from app.model.settings import Settings
from app.table.callout import Callout
from app.table.items import Target
from app.table.main import create_main_window, start_up
from app.table.newgame import NewGameDialog
from app.table.tools import PlacePieceTool
from app.table.window import GameWindow

pytestmark = pytest.mark.table

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NONE = Qt.KeyboardModifier.NoModifier
SIZE = (1280, 720)


class Mouse:
    """The player's hand: mouse events only, each inside the window."""

    def __init__(self, window: GameWindow) -> None:
        self.window = window
        self.clicks = 0
        self.failures: list[BaseException] = []  # raised while answering a dialog

    def _inside(self, widget: QWidget, at: QPoint) -> None:
        top = widget.window()
        if top is self.window:
            where = widget.mapTo(self.window, at)
            assert self.window.rect().contains(where), (widget.objectName(), where)

    def click(self, widget: QWidget, at: QPoint | None = None,
              button: Qt.MouseButton = LEFT) -> None:
        at = at if at is not None else widget.rect().center()
        self._inside(widget, at)
        QTest.mouseClick(widget, button, NONE, at)
        self.clicks += 1
        QApplication.processEvents()

    def visible(self, target: Target) -> QPoint:
        """A point of the target that the player sees and a click reaches (a lesson's callout
        or a tip takes the clicks on its bubble), as near the target's middle as can be."""
        w = self.window
        area = rect(w, target)
        bubbles = [i.bubble_rect() for i in w.scene.items()
                   if isinstance(i, Callout) and i.isVisible()]
        shown = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
        points = sorted(
            (QPointF(area.left() + area.width() * (i + 0.5) / 9,
                     area.top() + area.height() * (j + 0.5) / 9)
             for i in range(9) for j in range(9)),
            key=lambda p: (p - area.center()).manhattanLength())
        for point in points:
            hit = w.scene.target_at(point)
            if hit is not None and hit[0] == target and shown.contains(point) and \
                    not any(b.contains(point) for b in bubbles):
                return vp(w, point)
        raise AssertionError(f"{target} cannot be reached with the mouse: covered by "
                             f"{bubbles} or off the view")

    def on_table(self, target: Target, button: Qt.MouseButton = LEFT) -> None:
        view = self.window.view.viewport()
        self.click(view, self.visible(target), button)

    def tool(self, action_id: str, qtbot=None) -> None:  # type: ignore[no-untyped-def]
        """A button of the turn tool bar (once it is enabled: the commands follow the table
        a moment after it settles)."""
        act = self.window.registry.action(action_id)
        if qtbot is not None:
            qtbot.waitUntil(act.isEnabled, timeout=10000)
        button = self.window.turn_bar.widgetForAction(act)
        assert button is not None and button.isVisible() and act.isEnabled(), (
            action_id, self.window.status_text())
        self.click(button)

    def menu_item(self, menu: QMenu, name: str) -> None:
        act = next(a for a in menu.actions() if a.objectName() == name)
        self.click(menu, menu.actionGeometry(act).center())

    def wheel(self, at: QPoint) -> None:
        view = self.window.view.viewport()
        event = QWheelEvent(QPointF(at), QPointF(view.mapToGlobal(at)), QPoint(0, 0),
                            QPoint(0, 120), LEFT, NONE, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(view, event)
        QApplication.processEvents()

    def place(self, placement: rules.Placement) -> None:
        """Press on the piece in the supply, carry it over the squares, flip it with the right
        button and turn it with the wheel until it covers them, let go."""
        w = self.window
        state = w.session.state
        view = w.view.viewport()
        to = vp(w, cells_centre(w, puzzle(state, placement.puzzle), placement.cells))
        start = self.visible(supply(state, placement.piece))
        self._inside(view, start)
        self._inside(view, to)
        QTest.mousePress(view, LEFT, NONE, start)
        QTest.mouseMove(view, start + QPoint(8, 8))
        QTest.mouseMove(view, to)
        QApplication.processEvents()
        tool = w.controller.tool
        bubble = self.window.lessons.runner.callout
        assert isinstance(tool, PlacePieceTool), (bubble, w.status_text())
        want = rules.normalize(placement.cells)
        if want not in {rules.rotate_cells(tool.cells, k) for k in range(4)}:
            QTest.mouseClick(view, RIGHT, NONE, to)  # a right click flips the held piece
        turns = 0
        while rules.normalize(tool.cells) != want:
            assert turns < 4
            self.wheel(to)
            turns += 1
        QTest.mouseMove(view, to)
        QTest.mouseRelease(view, LEFT, NONE, to)
        self.clicks += 1
        QApplication.processEvents()

    def answer(self, qtbot, wanted: Callable[[QWidget], bool],  # type: ignore[no-untyped-def]
               act: Callable[[QWidget], None]) -> list[bool]:
        """Deal with the next modal dialog (``wanted`` tells it) as soon as it shows."""
        done: list[bool] = []

        def poll() -> None:
            modal = QApplication.activeModalWidget()
            if modal is not None and modal.isVisible() and wanted(modal):
                try:
                    act(modal)
                except BaseException as exc:  # said by the test, not lost in Qt's loop
                    self.failures.append(exc)
                    modal.close()
                done.append(True)
            else:
                QTimer.singleShot(20, poll)

        QTimer.singleShot(0, poll)
        return done


def _any_placement(state: rules.GameState, puzzle_id: str, piece: str) -> rules.Placement:
    deck = state.deck
    for k, si, m in rules.placement_options(state):
        if state.player.puzzles[k].id == puzzle_id and deck.shapes[si].id == piece:
            return rules.Placement(puzzle_id, piece, rules.mask_to_cells(m))
    raise AssertionError(f"{piece} fits nowhere on {puzzle_id}")


def _settled(window: GameWindow) -> bool:
    c = window.controller
    s = window.session
    return s is not None and not s.is_thinking and not c.animator.busy and c.input_allowed()


def _end_turn(qtbot, mouse: Mouse) -> None:  # type: ignore[no-untyped-def]
    """End turn on the tool bar; with actions left it asks first: End turn in the question."""
    def yes(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        button = next(b for b in box.buttons()
                      if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
        mouse.click(button)

    left = mouse.window.session.state.actions_left
    done = mouse.answer(qtbot, lambda w: isinstance(w, QMessageBox), yes) if left else [True]
    mouse.tool("end_turn", qtbot)
    qtbot.waitUntil(lambda: bool(done), timeout=10000)
    if mouse.failures:
        raise mouse.failures[0]


def _learn_to_play(qtbot, window: GameWindow, mouse: Mouse) -> None:  # type: ignore[no-untyped-def]
    runner = window.lessons.runner
    mouse.click(window.welcome.entries["learn"])
    assert runner.running and runner.lesson is not None
    lesson = lessons()["first_game"]
    seen = []
    while runner.running:
        step = runner.step
        assert step is not None
        seen.append(step.id)
        if not step.is_note:
            qtbot.waitUntil(lambda s=step: runner.step is not s or _settled(window),
                            timeout=60000)
        if runner.step is not step:
            continue
        callout = runner.callout
        assert callout is not None
        if step.is_note:
            mouse.click(window.view.viewport(),
                        vp(window, callout.button_rect(0).center()))
        elif step.check:
            while runner.step is step:
                qtbot.waitUntil(lambda s=step: runner.step is not s or _settled(window),
                                timeout=60000)
                if runner.step is not step:
                    break
                if window.session.state.phase is rules.Phase.PLAYING:
                    _end_turn(qtbot, mouse)  # free play: the player ends turns to the end
                else:  # Finishing Touches reached: the lesson moves on by itself
                    qtbot.waitUntil(lambda s=step: runner.step is not s, timeout=30000)
        else:
            want = step.expected()[0]
            state = window.session.state
            if isinstance(want, rules.TakePuzzle):
                mouse.on_table(row_card(state, want.puzzle))
            elif isinstance(want, rules.TakePiece):
                mouse.on_table(reserve(state, "O1"))
            elif isinstance(want, rules.Upgrade):
                mouse.on_table(supply(state, want.source))  # a click opens the piece's menu
                qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu),
                                timeout=5000)
                menu = QApplication.activePopupWidget()
                assert isinstance(menu, QMenu)
                deck = state.deck
                up = deck.levels[deck.shape_index[want.target]] > deck.levels[
                    deck.shape_index[want.source]]
                mouse.menu_item(menu, f"{'upgrade' if up else 'exchange'}:{want.target}")
            elif isinstance(want, rules.Place):
                mouse.place(want.placement if want.cells else
                            _any_placement(state, want.puzzle, want.piece))
            elif isinstance(want, rules.Master):
                mouse.tool("master")
                for p in want.placements:
                    mouse.place(p)
                mouse.tool("confirm")
            elif isinstance(want, rules.Finish):
                mouse.tool("confirm")  # Done, without a piece
            else:
                raise AssertionError(f"no gesture for {want}")
        qtbot.waitUntil(lambda s=step: runner.step is not s, timeout=30000)
    assert seen == [s.id for s in lesson.steps]


def _my_move(state: rules.GameState) -> object:
    """What the new player does next: place a piece where it fits (completing first), take a
    small white puzzle while holding fewer than two, a black one while fewer than four, else a
    square piece, else end the turn."""
    deck = state.deck
    if state.pending:  # a reward to choose (the shortage rule): a glowing reserve piece
        return rules.ChooseReward(deck.shapes[min(rules.reward_options(state))].id)
    me = state.player
    best = None
    for k, si, m in rules.placement_options(state):
        pz = me.puzzles[k]
        region = deck.puzzle_by_id[pz.id].mask
        completes = (pz.filled | m) == region
        key = (completes, bin(m).count("1"))
        if best is None or key > best[0]:
            best = (key, rules.Placement(pz.id, deck.shapes[si].id, rules.mask_to_cells(m)))
    if best is not None:
        return rules.Place(best[1].puzzle, best[1].piece, best[1].cells)
    if len(me.puzzles) < 2 and state.white_row:
        small = min(state.white_row, key=lambda p: deck.puzzle_by_id[p].size)
        if rules.check(state, rules.TakePuzzle(small)) is None:
            return rules.TakePuzzle(small)
    if len(me.puzzles) < 4 and state.black_row:
        black = min(state.black_row, key=lambda p: deck.puzzle_by_id[p].size)
        if rules.check(state, rules.TakePuzzle(black)) is None:
            return rules.TakePuzzle(black)
    if rules.check(state, rules.TakePiece()) is None:
        return rules.TakePiece()
    return rules.EndTurn()


def _new_game_against_easy(qtbot, window: GameWindow, mouse: Mouse,  # type: ignore[no-untyped-def]
                           opener: QWidget) -> None:
    """``opener`` (the results' New game…, the welcome page's New game) opens the new-game
    dialog: the second seat an easy computer player, Start."""
    def set_up(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.resize(dialog.sizeHint())
        def choose(box: QComboBox, value: str) -> None:
            if box.currentData() == value:
                return
            mouse.click(box)  # the list opens
            popup = box.view()
            qtbot.waitUntil(popup.isVisible, timeout=5000)
            index = popup.model().index(box.findData(value), 0)
            popup.scrollTo(index)
            # a combo box ignores a release that comes too soon after its list opened (so that
            # press-drag-release can choose): click the item again until the list takes it

            def chosen() -> bool:
                if popup.isVisible():
                    mouse.click(popup.viewport(), popup.visualRect(index).center())
                return not popup.isVisible()

            qtbot.waitUntil(chosen, timeout=60000)
            assert box.currentData() == value, (box.objectName(), box.currentData())

        count = dialog.findChild(QSpinBox, "seatCount")
        assert count is not None and count.value() == 2, count and count.value()
        kind0 = dialog.findChild(QComboBox, "seatKind0")
        kind = dialog.findChild(QComboBox, "seatKind1")
        level = dialog.findChild(QComboBox, "seatLevel1")
        assert kind0 is not None and kind is not None and level is not None
        choose(kind0, "human")
        choose(kind, "ai")
        choose(level, "easy")
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        start = box.button(QDialogButtonBox.StandardButton.Ok)
        assert isinstance(start, QAbstractButton)
        mouse.click(start)

    done = mouse.answer(qtbot, lambda w: isinstance(w, NewGameDialog), set_up)
    mouse.click(opener)
    qtbot.waitUntil(lambda: bool(done), timeout=20000)
    if mouse.failures:
        raise mouse.failures[0]


def _play_to_the_end(qtbot, window: GameWindow, mouse: Mouse) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    assert session is not None and [s.kind for s in session.seats].count("ai") == 1
    while session.state.phase is not rules.Phase.FINISHED:
        qtbot.waitUntil(lambda: session.state.phase is rules.Phase.FINISHED or (
            _settled(window) and session.is_human_turn()), timeout=120000)
        state = session.state
        if state.phase is rules.Phase.FINISHED:
            break
        if state.phase is rules.Phase.FINISHING_TOUCHES:
            mouse.tool("confirm")  # Done: no Finishing Touches
            continue
        move = _my_move(state)
        if isinstance(move, rules.Place):
            mouse.place(move.placement)
        elif isinstance(move, rules.TakePuzzle):
            mouse.on_table(row_card(state, move.puzzle))
        elif isinstance(move, rules.TakePiece):
            # the square's pile, or when it is empty the pile the shortage rule gives instead
            # (a click on the empty pile is rightly refused: tests/test_table.py, TestTakingByClicks)
            given = state.deck.shapes[rules.take_piece_options(state)[0]].id
            mouse.on_table(reserve(state, given))
        elif isinstance(move, rules.ChooseReward):
            mouse.on_table(reserve(state, move.piece))
        else:
            _end_turn(qtbot, mouse)
        # every gesture did what was meant (else the status line says why not)
        assert session.state is not state, (move, window.status_text(), state.reserve)
    assert len(session.record().actions) > 20


def _window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> GameWindow:  # type: ignore[no-untyped-def]
    """The program's window at 1280x720 on its welcome page, as a new player finds it, with a
    new game made repeatable: its secret deal (app.rules.record), its first player
    (app.table.newgame) and its computer players' seeds (app.model.session) each come from a
    fixed generator here instead of the operating system's, so that every run plays the same
    game (a failure shows again)."""
    monkeypatch.setattr("app.rules.record._os_random", lambda: random.Random(20261128))
    monkeypatch.setattr("app.table.newgame.random", types.SimpleNamespace(
        Random=lambda: random.Random(7)))
    monkeypatch.setattr("app.model.session.secrets", types.SimpleNamespace(
        randbits=random.Random(20261129).getrandbits))
    settings = Settings.at_path(str(tmp_path / "settings.ini"))
    settings.set_show_tips(False)  # the tips have tests of their own (tests/test_tips.py)
    settings.set_animation_speed(0.0)
    window = create_main_window(settings)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    start_up(window, None)
    QApplication.processEvents()
    assert window.welcome_shown and window.size().width() == SIZE[0]
    return window


def _game_results_statistics(qtbot, window: GameWindow, mouse: Mouse,  # type: ignore[no-untyped-def]
                             opener: QWidget, lessons_played: int) -> None:
    _new_game_against_easy(qtbot, window, mouse, opener)
    session = window.session
    assert session is not None
    assert [s.level for s in session.seats if s.kind == "ai"] == ["easy"]
    _play_to_the_end(qtbot, window, mouse)
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(),
                    timeout=60000)
    results = window.results
    assert results is not None
    mouse.click(results.statistics_button)
    stats = window.save_features.statistics
    assert stats is not None
    qtbot.waitUntil(lambda: stats.isVisible() and not stats.reading and
                    stats.current is not None, timeout=60000)
    prof = stats.current
    assert prof is not None
    assert prof.name == next(s.name for s in session.seats if s.kind == "human")
    # the game just played counts, against the easy level, and rated; a lesson apart
    assert prof.total.played == 1 and set(prof.by_opponents) == {"easy"}
    assert prof.lessons == lessons_played and prof.rated == 1
    assert "±" in stats.rating_box.value.text()
    mouse.click(stats.tabs.tabBar(), stats.tabs.tabBar().tabRect(1).center())
    line = stats.games.topLevelItem(0)
    assert line is not None
    mouse.click(stats.games.viewport(), stats.games.visualItemRect(line).center())
    assert len(window.save_features.reviews) == 1  # one click: the game's review


def _close(window: GameWindow) -> None:
    for review in list(window.save_features.reviews):
        review.close()
    if window.session is not None:
        window.session.stop_ai()
    if window.save_features.statistics is not None:
        window.save_features.statistics.close()
    window.close()


@pytest.mark.slow
def test_a_new_player_from_the_welcome_page_through_learn_to_play_with_the_mouse_alone(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole first hour: Learn to play to its end, then from its results a new game
    against an easy computer player, its results and the statistics."""
    window = _window(qtbot, tmp_path, monkeypatch)
    mouse = Mouse(window)
    try:
        _learn_to_play(qtbot, window, mouse)
        qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(),
                        timeout=60000)
        results = window.results
        assert results is not None
        _game_results_statistics(qtbot, window, mouse, results.new_button, 1)
    finally:
        _close(window)
