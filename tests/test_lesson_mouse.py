"""Every step of every lesson, walked with the mouse alone at the screen sizes a player may have
(1280x720, 1280x800, 1920x1080).

Before each action the test checks, on the scene's rectangles, that the step's callout covers
nothing the action touches: the card to click, the pile to click or drag from, the puzzle to
drop on, every piece and puzzle of the player's mat when the step lets them place any (free
play, Finishing Touches), and what a hint shows. Then it makes the action with the mouse on
the real item: a click on the card or pile, a drag from the supply with the wheel to turn the
piece and the right button to flip it, a right click and a click in the piece's menu, a click
on the tool bar's buttons and on the callout's own. (The first trial's last step covered the
supply at 1280x800 and ate the clicks on it, issue 29.)
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from test_lessons import any_placement, steps_to_take, turns, wait_for_input
from test_table_support import (
    LEFT,
    NONE,
    RIGHT,
    cells_centre,
    popup_menu,
    press_and_move,
    puzzle,
    release,
    reserve,
    row_card,
    supply,
    vp,
    window,
)
from waiting import settle

from app import rules
from app.lessons import ANY_PLACEMENT, LessonStep, lessons
from app.table.items import Target, TargetKind
from app.table.lesson import LessonRunner
from app.table.tools import PlacePieceTool

__all__ = ["window"]  # the fixture

SIZES = [(1280, 720), (1280, 800), (1920, 1080)]


def drawn(window, target: Target) -> QRectF:
    found = window.scene.drawn_rect(target)
    assert found is not None, target
    return found


def uncovered(runner: LessonRunner, rect: QRectF, what: object) -> None:
    """The callout's bubble covers no part of ``rect`` (scene coordinates)."""
    callout = runner.callout
    assert callout is not None and callout.isVisible()
    bubble = callout.bubble_rect()
    step = runner.step.id if runner.step is not None else "?"
    assert not bubble.intersects(rect), (step, what, bubble, rect)


def whole_mat_uncovered(window, runner: LessonRunner) -> None:
    """None of the player's pieces and puzzles, nor anything a hint shows, is under the
    bubble."""
    state = window.session.state
    mat = state.players[0]
    for i, n in enumerate(mat.supply):
        if n:
            uncovered(runner, drawn(window, Target(TargetKind.SUPPLY, player=0, shape=i)),
                      state.deck.shapes[i].id)
    for k, p in enumerate(mat.puzzles):
        uncovered(runner, drawn(window, Target(TargetKind.PUZZLE, player=0, puzzle=p.id,
                                               index=k)), p.id)
    for item in window.controller.hints.overlay_items():
        uncovered(runner, item.sceneBoundingRect(), "the hint")


def click_at(window, scene_point: QPointF, button: Qt.MouseButton = LEFT) -> None:
    QTest.mouseClick(window.view.viewport(), button, NONE, vp(window, scene_point))
    QApplication.processEvents()


def click_tool_button(window, action_id: str) -> None:
    """A click on the tool bar's button of an action; the tool bar lies outside the table's
    view, so no callout can cover it."""
    button = window.turn_bar.widgetForAction(window.registry.action(action_id))
    assert isinstance(button, QWidget) and button.isVisible() and button.isEnabled(), action_id
    viewport = window.view.viewport()
    table = QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())
    at = QRect(button.mapToGlobal(QPoint(0, 0)), button.size())
    assert not table.intersects(at), action_id
    QTest.mouseClick(button, LEFT)
    QApplication.processEvents()


def wheel(window, at: QPointF, notches: int = 1) -> None:
    """The mouse wheel turned over the view (it turns a held piece)."""
    view = window.view.viewport()
    pos = QPointF(vp(window, at))
    ev = QWheelEvent(pos, QPointF(view.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                     QPoint(0, 120 * notches), LEFT, NONE, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view, ev)
    QApplication.processEvents()


def mouse_place(window, runner: LessonRunner, placement: rules.Placement) -> None:
    """Drag the piece from the supply onto the squares: the right button flips it when no
    turn of it as it lies covers them, the wheel turns it; then drop it."""
    state = window.session.state
    source = supply(state, placement.piece)
    card = puzzle(state, placement.puzzle)
    uncovered(runner, drawn(window, source), placement.piece)
    uncovered(runner, drawn(window, card), placement.puzzle)
    to = cells_centre(window, card, placement.cells)
    press_and_move(window, source, to)
    tool = window.controller.tool
    assert isinstance(tool, PlacePieceTool), runner.step
    want = rules.normalize(placement.cells)
    if want not in turns(tool.cells):
        click_at(window, to, RIGHT)
        assert want in turns(tool.cells)
    for _ in range(4):
        if rules.normalize(tool.cells) == want:
            break
        wheel(window, to)
    assert rules.normalize(tool.cells) == want
    QTest.mouseMove(window.view.viewport(), vp(window, to))
    release(window, to)


def mouse_menu_choice(qtbot, window, runner: LessonRunner, want: rules.Upgrade) -> None:
    """A right click on the supply piece, then a click on the menu's entry."""
    state = window.session.state
    source = supply(state, want.source)
    uncovered(runner, drawn(window, source), want.source)
    click_at(window, drawn(window, source).center(), RIGHT)
    menu = popup_menu(qtbot)
    deck = state.deck
    up = deck.levels[deck.shape_index[want.target]] > deck.levels[deck.shape_index[want.source]]
    name = f"{'upgrade' if up else 'exchange'}:{want.target}"
    act = next(a for a in menu.actions() if a.objectName() == name)
    QTest.mouseClick(menu, LEFT, NONE, menu.actionGeometry(act).center())
    QApplication.processEvents()


def hover(window, at: QPointF) -> None:
    """The pointer moved over the view with no button down (QTest's mouseMove moves only the
    cursor there, which offscreen sends no event for)."""
    view = window.view.viewport()
    pos = QPointF(vp(window, at))
    ev = QMouseEvent(QEvent.Type.MouseMove, pos, QPointF(view.mapToGlobal(pos.toPoint())),
                     Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, NONE)
    QApplication.sendEvent(view, ev)
    QApplication.processEvents()


def free_play(qtbot, window, runner: LessonRunner, step: LessonStep) -> None:
    """Free play: on each of the player's turns the hint shows; the mat and the hint stay
    clear of the bubble, and End turn (clicked on the tool bar) passes the turn."""
    while runner.step is step:
        wait_for_input(qtbot, window, runner, step)
        if runner.step is not step:
            break
        if window.session.state.phase is rules.Phase.PLAYING:
            qtbot.waitUntil(lambda: bool(window.controller.hints.overlay_items()), timeout=30000)
            runner.place_callout()
            whole_mat_uncovered(window, runner)
            click_tool_button(window, "end_turn")
        QApplication.processEvents()


def finishing_touches(window, runner: LessonRunner) -> None:
    """Any placement will do: the first piece that fits, dragged onto its puzzle, then Done."""
    whole_mat_uncovered(window, runner)
    state = window.session.state
    options = list(rules.placement_options(state))
    if options:
        k, si, m = options[0]
        mouse_place(window, runner, rules.Placement(
            state.player.puzzles[k].id, state.deck.shapes[si].id, rules.mask_to_cells(m)))
        assert window.controller.ui.plan, "the drop joined the Finishing Touches"
    click_tool_button(window, "confirm")


def act(qtbot, window, runner: LessonRunner, step: LessonStep) -> None:
    """Do what the step asks, with the mouse."""
    callout = runner.callout
    assert callout is not None
    if step.is_note:
        button = callout.button_rect(0)
        assert runner.visible_rect().contains(button)
        click_at(window, button.center())
        return
    if step.check:
        free_play(qtbot, window, runner, step)
        return
    state = window.session.state
    want = step.expected()[0]
    if isinstance(want, rules.TakePuzzle):
        target = row_card(state, want.puzzle)
        uncovered(runner, drawn(window, target), want.puzzle)
        click_at(window, drawn(window, target).center())
    elif isinstance(want, rules.TakePiece):
        target = reserve(state, want.piece or "O1")
        uncovered(runner, drawn(window, target), "O1")
        click_at(window, window.scene.rect_of(target).center())
    elif isinstance(want, rules.Upgrade):
        mouse_menu_choice(qtbot, window, runner, want)
    elif isinstance(want, rules.Place):
        placement = want.placement if want.cells else any_placement(
            state, want.puzzle, want.piece).placement
        mouse_place(window, runner, placement)
    elif isinstance(want, rules.Master):
        click_tool_button(window, "master")
        for p in want.placements:
            mouse_place(window, runner, p)
        click_tool_button(window, "confirm")
    elif isinstance(want, rules.Finish) and want.placements == (ANY_PLACEMENT,):
        finishing_touches(window, runner)
    else:
        raise AssertionError(f"no mouse gesture for {want}")
    QApplication.processEvents()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lesson_id", ["first_game", "solo"])
def test_every_step_done_with_the_mouse(qtbot, window, lesson_id: str,
                                        size: tuple[int, int]) -> None:
    window.resize(*size)
    QApplication.processEvents()
    runner: LessonRunner = window.lessons.runner
    assert runner.start(lesson_id, resume=False)
    lesson = lessons()[lesson_id]
    seen: list[str] = []
    for step in steps_to_take(qtbot, window, runner, seen):
        runner.place_callout()
        callout = runner.callout
        assert callout is not None
        assert runner.visible_rect().adjusted(-1, -1, 1, 1).contains(callout.bubble_rect())
        act(qtbot, window, runner, step)
        qtbot.waitUntil(lambda s=step: runner.step is not s, timeout=30000)
    assert seen == [s.id for s in lesson.steps]
    assert window.settings.lesson_progress(lesson_id) is None  # completed


def test_a_press_on_the_bubble_off_its_buttons_reaches_the_table(qtbot, window) -> None:
    """Even a bubble lying on a piece never keeps it from the player: under the pointer it
    turns see-through, and a drag begun there picks the piece up (the trial's last step ate
    those presses)."""
    from app.lessons import walkthrough

    runner: LessonRunner = window.lessons.runner
    lesson = lessons()["first_game"]
    index = [s.id for s in lesson.steps].index("place")
    window.settings.set_lesson_progress(lesson.id, index, walkthrough(lesson)[index])
    assert runner.start(lesson.id, resume=True) and runner.step.id == "place"
    callout = runner.callout
    assert callout is not None
    state = window.session.state
    pile = drawn(window, supply(state, "I2"))
    settle()  # the bubble's own placing, queued by the step, is over
    callout.setPos(pile.center() - QPointF(12, 12))  # as if nothing else had room
    assert callout.bubble_rect().contains(pile.center())
    assert not callout.button_rect(0).contains(pile.center())
    hover(window, pile.center())
    assert callout.peeking()
    press_and_move(window, supply(state, "I2"), drawn(window, puzzle(state, "W10")).center())
    assert isinstance(window.controller.tool, PlacePieceTool)
    # over a button the bubble is whole again, and its button takes the click
    release(window, drawn(window, puzzle(state, "W10")).center())
    hover(window, callout.button_rect(0).center())
    assert not callout.peeking()
