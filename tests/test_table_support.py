"""Helpers of the table tests: a window on a temporary folder, and gestures on its view.

Every gesture goes through the real widgets: QTest mouse events on the view's viewport and key
clicks on the view, so the view, the controller and the tools all take part.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMenu

from app.core.setup import GameSetup, SeatConfig
from app.model.session import GameSession
from app.model.settings import Settings
from app.render import card_cell_rect
from app.rules import GameRecord, GameState, Placement, mask_to_cells, normalize, placement_options
from app.table.items import Target, TargetKind
from app.table.layout import flat_cells
from app.table.window import GameWindow

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
NONE = Qt.KeyboardModifier.NoModifier


def shown_window(qtbot, settings: Settings) -> GameWindow:
    """A game window on ``settings``, 1280 by 800, shown and exposed."""
    w = GameWindow(settings)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    QTest.qWaitForWindowExposed(w)
    return w


def close_window(w: GameWindow) -> None:
    """The AI stopped (if a game is on) and the window closed."""
    if w.session is not None:
        w.session.stop_ai()
    w.close()


def status_errors(window: GameWindow) -> list[str]:
    """Every error the window's status line shows from now on (a list that fills as they
    come)."""
    shown: list[str] = []
    real = window._on_status

    def record(text: str, error: bool) -> None:
        if error:
            shown.append(text)
        real(text, error)

    window._on_status = record  # type: ignore[method-assign]
    return shown


def game_of_two(qtbot, tmp_path: Path, seed: int) -> GameWindow:
    """A game window (not shown) with settings of its own and no animations, where Ann and
    Bob's game dealt with ``seed`` has begun."""
    settings = Settings.at_path(str(tmp_path / "settings.ini"))
    settings.set_animation_speed(0)
    win = GameWindow(settings)
    qtbot.addWidget(win)
    win.start_game(GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=seed))
    return win


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[GameWindow]:
    """A shown game window with its own settings file and no animations; ending a turn early
    does not ask first (the question has tests of its own: tests/test_preferences.py), and no
    first-time tip comes up over the table (they have theirs: tests/test_tips.py)."""
    settings = Settings.at_path(str(tmp_path / "settings.ini"))
    settings.set_confirm_end_turn(False)
    settings.set_show_tips(False)
    w = shown_window(qtbot, settings)
    w.set_animation_speed(0.0)
    yield w
    close_window(w)
    # its dialogs (results, review...) are windows of their own: closing the game window leaves
    # them shown until it is deleted, and a shown dialog would take the next test's shortcuts
    for dialog in w.findChildren(QDialog) + w.findChildren(QMainWindow):
        dialog.close()


def start(window: GameWindow, seats: tuple[SeatConfig, ...], seed: int = 5,
          difficulty: str = "standard") -> GameSession:
    """A new game in the window."""
    session = window.start_game(GameSetup(seats, difficulty=difficulty, seed=seed))
    QApplication.processEvents()
    return session


def open_record(window: GameWindow, record: GameRecord,
                seats: tuple[SeatConfig, ...]) -> GameSession:
    """A game at a given point in the window."""
    session = GameSession(record, seats, parent=window)
    window.set_session(session, origin=None)
    QApplication.processEvents()
    return session


def vp(window: GameWindow, scene_point: QPointF) -> QPoint:
    """Scene point to viewport pixels."""
    return window.view.mapFromScene(scene_point)


def rect(window: GameWindow, target: Target) -> QRectF:
    """Where a target is drawn (scene units)."""
    item = window.scene.item_for(target)
    if item is not None:
        return QRectF(item.rect)
    got = window.scene.rect_of(target)
    assert got is not None, target
    return got


def click(window: GameWindow, target: Target, button: Qt.MouseButton = LEFT) -> None:
    """A click on a table item."""
    QTest.mouseClick(window.view.viewport(), button, NONE, vp(window, rect(window, target).center()))
    QApplication.processEvents()


def row_card(state: GameState, puzzle: str) -> Target:
    """The target of a card in a row (or the solo grid)."""
    if state.solo is not None:
        return Target(TargetKind.ROW_CARD, puzzle=puzzle, index=state.solo.grid.index(puzzle))
    row = state.white_row if puzzle in state.white_row else state.black_row
    return Target(TargetKind.ROW_CARD, puzzle=puzzle, index=row.index(puzzle))


def supply(state: GameState, piece: str) -> Target:
    """The target of a piece in the current player's supply."""
    return Target(TargetKind.SUPPLY, player=state.current, shape=state.deck.shape_index[piece])


def reserve(state: GameState, piece: str) -> Target:
    """The target of a reserve pile."""
    return Target(TargetKind.RESERVE, shape=state.deck.shape_index[piece])


def puzzle(state: GameState, puzzle_id: str) -> Target:
    """The target of one of the current player's puzzles."""
    ids = [p.id for p in state.player.puzzles]
    return Target(TargetKind.PUZZLE, player=state.current, puzzle=puzzle_id,
                  index=ids.index(puzzle_id))


def cells_centre(window: GameWindow, card: Target, cells: tuple[tuple[int, int], ...]) -> QPointF:
    """The centre of the bounding box of some cells of a card: where a held piece snaps there."""
    r = rect(window, card)
    box = card_cell_rect(r, *cells[0])
    for c in cells[1:]:
        box = box.united(card_cell_rect(r, *c))
    return box.center()


def press_and_move(window: GameWindow, source: Target, to: QPointF,
                   at: QPointF | None = None) -> None:
    """Press on a supply pile (its middle, or the scene point ``at``) and drag to a scene
    point (the button stays down)."""
    view = window.view.viewport()
    a = vp(window, at if at is not None else rect(window, source).center())
    QTest.mousePress(view, LEFT, NONE, a)
    QTest.mouseMove(view, a + QPoint(8, 8))
    QTest.mouseMove(view, vp(window, to))
    QApplication.processEvents()


def release(window: GameWindow, at: QPointF) -> None:
    """Let the held piece go."""
    QTest.mouseRelease(window.view.viewport(), LEFT, NONE, vp(window, at))
    QApplication.processEvents()


def drag(window: GameWindow, source: Target, to: QPointF) -> None:
    """A whole drag and drop."""
    press_and_move(window, source, to)
    release(window, to)


def upright(state: GameState, piece: str | None = None,
            puzzle_id: str | None = None) -> Placement | None:
    """A legal placement of the current player with the piece as it leaves the supply."""
    deck = state.deck
    for k, si, m in placement_options(state):
        pid = state.player.puzzles[k].id
        if piece is not None and deck.shapes[si].id != piece:
            continue
        if puzzle_id is not None and pid != puzzle_id:
            continue
        if normalize(mask_to_cells(m)) == flat_cells(deck.shapes[si]):
            return Placement(pid, deck.shapes[si].id, mask_to_cells(m))
    return None


def take_and_fit(window: GameWindow, session: GameSession, pid: str, piece: str = "I2"
                 ) -> Placement:
    """The player takes the row card ``pid`` with a click: where ``piece``, as it leaves the
    supply, fits on it."""
    click(window, row_card(session.state, pid))
    pl = upright(session.state, piece, pid)
    assert pl is not None
    return pl


def popup_menu(qtbot) -> QMenu:
    """The popup menu that is open now."""
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=3000)
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


def trigger(menu: QMenu, name: str) -> None:
    """Choose a menu entry by its object name, with the keyboard (arrows, then Enter)."""
    actions = [a for a in menu.actions() if a.isEnabled() and not a.isSeparator()
               and a.objectName()]
    names = [a.objectName() for a in actions]
    assert name in names, names
    menu.setActiveAction(next(a for a in actions if a.objectName() == name))
    QTest.keyClick(menu, Qt.Key.Key_Return)
    QApplication.processEvents()


def key(window: GameWindow, k: Qt.Key, modifiers: Qt.KeyboardModifier = NONE) -> None:
    """A key click on the table view."""
    window.view.setFocus()
    QTest.keyClick(window.view, k, modifiers)
    QApplication.processEvents()


def focus_on(window: GameWindow, target: Target, presses: int = 40) -> int:
    """Move the keyboard focus to ``target`` as a player would: Tab from area to area until
    the focus is in its area, then the arrow towards it until there. Returns the keys pressed.
    """
    groups = window.scene.focus_groups()
    area = next(g for _n, g in groups if target in g)
    used = 0
    while window.controller.ui.focus not in area:
        assert used < presses, (target, window.controller.ui.focus)
        key(window, Qt.Key.Key_Tab)
        used += 1
    while window.controller.ui.focus != target:
        assert used < presses, (target, window.controller.ui.focus)
        here = window.scene.rect_of(window.controller.ui.focus)
        there = window.scene.rect_of(target)
        assert here is not None and there is not None
        dx = there.center().x() - here.center().x()
        dy = there.center().y() - here.center().y()
        if abs(dx) >= abs(dy):
            key(window, Qt.Key.Key_Right if dx > 0 else Qt.Key.Key_Left)
        else:
            key(window, Qt.Key.Key_Down if dy > 0 else Qt.Key.Key_Up)
        used += 1
    return used


def shortage_record(seats: tuple[SeatConfig, ...] = (SeatConfig("Ann"), SeatConfig("Bob"))
                    ) -> tuple[GameRecord, tuple[SeatConfig, ...]]:
    """A 2-player game in which Ann completes a puzzle whose reward (O1) is out, with no I2
    left either: the shortage rule offers her the level-3 pieces and she must choose."""
    from app.rules import Action, EndTurn, Place, TakePiece, TakePuzzle, apply, take_piece_options

    for seed in range(1, 200):
        setup = GameSetup(seats, seed=seed)
        state = setup.record().initial_state()
        deck = state.deck
        o1, i2 = deck.shape_index["O1"], deck.shape_index["I2"]
        small = [p for p in state.white_row if deck.puzzle_by_id[p].reward == "O1"
                 and deck.puzzle_by_id[p].size <= 6]
        if not small:
            continue
        target = small[0]
        actions: list[Action] = []

        def do(a: Action, actions: list[Action] = actions) -> None:
            nonlocal state
            actions.append(a)
            state = apply(state, a)

        do(TakePuzzle(target))
        # both players drain the O1s and I2s of the reserve
        while state.reserve[o1] or state.reserve[i2]:
            if len(take_piece_options(state)) != 1:
                break
            do(TakePiece())
        if state.reserve[o1] or state.reserve[i2]:
            continue
        if state.current != 0:
            do(EndTurn())
        region = deck.puzzle_by_id[target].cells
        if state.players[0].supply[o1] < len(region):
            continue
        for cell in region:
            if state.current != 0:
                do(EndTurn())
            do(Place(target, "O1", (cell,)))
        if state.pending and state.current == 0:
            return setup.record().with_actions(actions), seats
    raise AssertionError("no seed gives a reward shortage")
