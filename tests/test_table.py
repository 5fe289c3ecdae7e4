"""A human turn at the table, played through the widgets: clicks, drags, rotations, keys, menus."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_table_support import (
    NONE,
    RIGHT,
    cells_centre,
    click,
    drag,
    focus_on,
    key,
    open_record,
    popup_menu,
    press_and_move,
    puzzle,
    rect,
    release,
    reserve,
    row_card,
    shortage_record,
    start,
    supply,
    take_and_fit,
    trigger,
    upright,
    vp,
    window,
)

from app.core.setup import GameSetup, SeatConfig
from app.render import card_cell_rect, centred_origin
from app.rules import (
    Illegal,
    Master,
    Place,
    TakePiece,
    TakePuzzle,
    Upgrade,
    apply,
    check,
    reward_options,
    rotate_cells,
    take_piece_options,
)
from app.table.items import CardItem, StackItem, Target, TargetKind
from app.table.scene import PlanKind
from app.table.tools import PlacePieceTool, describe_target

__all__ = ["window"]  # the fixture

HUMANS = (SeatConfig("Ann"), SeatConfig("Bob"))


def small_puzzle(state, colour: str = "white") -> str:
    """A puzzle of the row with a big recessed area (room for the tests' pieces)."""
    row = state.white_row if colour == "white" else state.black_row
    return max(row, key=lambda p: state.deck.puzzle_by_id[p].size)


class TestTakingByClicks:
    def test_click_a_row_card_takes_it_and_the_gap_is_refilled(self, window) -> None:
        s = start(window, HUMANS)
        state = s.state
        pid = state.black_row[2]
        click(window, row_card(state, pid))
        assert s.state.players[0].puzzles[0].id == pid
        assert s.history[-1].action == TakePuzzle(pid)
        assert s.state.black_row[2] == state.black_deck[0]  # the new card lies in the gap
        assert window.scene.card_item(pid) is not None  # now on Ann's mat
        assert "took " + pid in "\n".join(window.log.lines())

    def test_click_the_level_one_pile_takes_a_piece(self, window) -> None:
        s = start(window, HUMANS)
        o1 = s.deck.shape_index["O1"]
        click(window, reserve(s.state, "O1"))
        assert s.state.players[0].supply[o1] == 2
        assert s.history[-1].action == TakePiece()
        assert s.state.actions_left == 2

    def test_click_the_empty_square_pile_names_the_piece_the_shortage_rule_gives(
            self, window) -> None:
        # both players take squares until none is left in the reserve
        record = GameSetup(HUMANS, seed=5).record()
        state = record.initial_state()
        o1, i2 = state.deck.shape_index["O1"], state.deck.shape_index["I2"]
        actions: list[TakePiece] = []
        while state.reserve[o1]:
            actions.append(TakePiece())
            state = apply(state, actions[-1])
        s = open_record(window, record.with_actions(tuple(actions)), HUMANS)
        before = s.state
        assert take_piece_options(before) == (i2,)
        click(window, reserve(before, "O1"))
        assert s.state is before  # refused, in the engine's words: which piece to take
        assert "I2" in window.status_text()
        assert "level-1" not in window.status_text()  # the I2 is a level-2 piece
        click(window, reserve(before, "T4"))
        assert s.state is before
        assert "I2" in window.status_text() and "level-1" not in window.status_text()
        click(window, reserve(before, "I2"))
        assert s.history[-1].action == TakePiece()
        assert s.state.players[before.current].supply[i2] == \
            before.players[before.current].supply[i2] + 1

    def test_click_a_bigger_pile_says_why_not(self, window) -> None:
        s = start(window, HUMANS)
        before = s.state
        click(window, reserve(before, "T4"))
        assert s.state is before
        assert "level-1" in window.status_text()


class TestPlacing:
    def test_drag_a_piece_onto_a_puzzle(self, window) -> None:
        s = start(window, HUMANS)
        pid = small_puzzle(s.state)
        pl = take_and_fit(window, s, pid)
        card = puzzle(s.state, pid)
        to = cells_centre(window, card, pl.cells)
        press_and_move(window, supply(s.state, "I2"), to)
        item = window.scene.card_item(pid)
        assert isinstance(item, CardItem) and item.preview is not None
        assert item.preview[1] is True  # the cells light up as a legal drop
        release(window, to)
        assert s.history[-1].action == Place(pid, "I2", pl.cells)
        assert s.state.players[0].puzzles[0].filled != 0

    def test_the_piece_stays_held_by_the_square_it_was_taken_by(self, window) -> None:
        s = start(window, HUMANS)
        pid = small_puzzle(s.state)
        pl = take_and_fit(window, s, pid)
        pile = window.scene.item_for(supply(s.state, "I2"))
        assert isinstance(pile, StackItem)
        cs = pile.cell_size
        origin = centred_origin(pile.piece.cells, cs, pile.rect.adjusted(0, 0, 0, -cs * 0.45))
        left_square = origin + QPointF(cs * 0.5, cs * 0.5)  # the middle of the domino's left half
        first = min(pl.cells)  # the card cell the left half fits on
        cell = card_cell_rect(rect(window, puzzle(s.state, pid)), *first)
        # the pointer a little left of that cell's middle: held by its middle, the domino
        # would snap one cell further left; held by its left half, it lies where it is shown
        to = QPointF(cell.left() + cell.width() * 0.3, cell.center().y())
        aside = left_square + QPointF(12, 12)  # still over the player's mat, off the cards
        press_and_move(window, supply(s.state, "I2"), aside, at=left_square)
        tool = window.controller.tool
        assert isinstance(tool, PlacePieceTool) and tool.grab is not None
        drag_item = window.scene.drag_item
        assert drag_item.isVisible()
        held = drag_item.pos() + drag_item.grab_offset()
        assert abs(held.x() - aside.x()) < 1.5 and abs(held.y() - aside.y()) < 1.5
        assert abs(drag_item.grab_offset().x() - drag_item.cell_size * 0.5) < 1.5
        QTest.mouseMove(window.view.viewport(), vp(window, to))
        QApplication.processEvents()
        release(window, to)
        assert s.history[-1].action == Place(pid, "I2", pl.cells)

    def test_turning_a_held_piece_keeps_the_held_square_under_the_pointer(self, window
                                                                          ) -> None:
        s = start(window, HUMANS)
        pid = small_puzzle(s.state)
        click(window, row_card(s.state, pid))
        pile = window.scene.item_for(supply(s.state, "I2"))
        assert isinstance(pile, StackItem)
        cs = pile.cell_size
        origin = centred_origin(pile.piece.cells, cs, pile.rect.adjusted(0, 0, 0, -cs * 0.45))
        region = s.deck.puzzle_by_id[pid].cells
        to = cells_centre(window, puzzle(s.state, pid), region[:1])
        press_and_move(window, supply(s.state, "I2"), to,
                       at=origin + QPointF(cs * 0.25, cs * 0.5))  # the left half, near its end
        tool = window.controller.tool
        assert isinstance(tool, PlacePieceTool) and tool.grab is not None
        gy, gx = tool.grab
        assert abs(gy - 0.5) < 0.1 and abs(gx - 0.25) < 0.1
        key(window, Qt.Key.Key_R)  # standing up: the held end is now the top one
        gy, gx = tool.grab
        assert tool.cells == ((0, 0), (1, 0))
        assert abs(gy - 0.25) < 0.1 and abs(gx - 0.5) < 0.1
        key(window, Qt.Key.Key_R)  # lying again, the held end now on the right
        gy, gx = tool.grab
        assert abs(gy - 0.5) < 0.1 and abs(gx - 1.75) < 0.1
        key(window, Qt.Key.Key_F)  # mirrored: back on the left
        gy, gx = tool.grab
        assert abs(gy - 0.5) < 0.1 and abs(gx - 0.25) < 0.1
        key(window, Qt.Key.Key_Escape)

    def test_rotate_with_r_and_the_wheel_and_flip_with_f_and_the_right_button(self, window
                                                                              ) -> None:
        s = start(window, HUMANS)
        pid = small_puzzle(s.state)
        click(window, row_card(s.state, pid))
        card = puzzle(s.state, pid)
        region = s.deck.puzzle_by_id[pid].cells
        press_and_move(window, supply(s.state, "I2"), cells_centre(window, card, region[:1]))
        tool = window.controller.tool
        assert isinstance(tool, PlacePieceTool)
        flat = tool.cells
        key(window, Qt.Key.Key_R)
        assert tool.cells == rotate_cells(flat, 1)
        wheel_view(window, 120)
        assert tool.cells == flat  # a domino turned twice
        key(window, Qt.Key.Key_F)
        assert tool.cells == flat  # a flipped domino is the same domino
        QTest.mouseClick(window.view.viewport(), RIGHT, NONE,
                         vp(window, cells_centre(window, card, region[:1])))
        assert window.controller.tool is tool  # the right button flips, it does not drop
        key(window, Qt.Key.Key_Escape)
        assert not isinstance(window.controller.tool, PlacePieceTool)
        assert s.history[-1].action.__class__ is not Place
        release(window, cells_centre(window, card, region[:1]))
        assert not any(isinstance(st.action, Place) for st in s.history)

    def test_rotated_piece_lands_turned(self, window) -> None:
        s = start(window, HUMANS)
        pid = small_puzzle(s.state)
        click(window, row_card(s.state, pid))
        deck = s.deck
        # find a spot where the domino fits standing (turned once) but not lying
        region = deck.puzzle_by_id[pid].mask
        spots = [m for m in deck.placements(region, deck.shape_index["I2"])]
        from app.rules import mask_to_cells, normalize

        standing = next(m for m in spots
                        if normalize(mask_to_cells(m)) == rotate_cells(deck.shape("I2").cells, 1))
        cells = mask_to_cells(standing)
        card = puzzle(s.state, pid)
        press_and_move(window, supply(s.state, "I2"), cells_centre(window, card, cells))
        key(window, Qt.Key.Key_R)
        to = cells_centre(window, card, cells)
        QTest.mouseMove(window.view.viewport(), vp(window, to))
        release(window, to)
        assert s.history[-1].action == Place(pid, "I2", cells)

    def test_an_illegal_drop_is_explained_and_the_piece_goes_back(self, window) -> None:
        s = start(window, HUMANS)
        pid = small_puzzle(s.state)
        click(window, row_card(s.state, pid))
        deck = s.deck
        solid = next((r, c) for r in range(5) for c in range(5)
                     if not deck.puzzle_by_id[pid].mask >> (r * 5 + c) & 1)
        before = s.state
        card = puzzle(before, pid)
        to = cells_centre(window, card, (solid,))
        press_and_move(window, supply(before, "O1"), to)
        item = window.scene.card_item(pid)
        assert item is not None and item.preview is not None and item.preview[1] is False
        release(window, to)
        assert s.state is before
        why = check(before, Place(pid, "O1", (solid,)))
        assert why is not None and why.kind is Illegal.SOLID_SQUARE
        assert str(why) in window.status_text()
        assert window.status_text().startswith("⚠")
        assert before.players[0].supply == s.state.players[0].supply

    def test_a_drop_outside_any_puzzle_puts_the_piece_back(self, window) -> None:
        s = start(window, HUMANS)
        before = s.state
        drag(window, supply(before, "O1"), rect(window, reserve(before, "T4")).center())
        assert s.state is before
        assert "went back" in window.status_text()


class TestUpgrade:
    def test_click_a_supply_piece_and_choose_an_upgrade_from_its_menu(self, window, qtbot
                                                                      ) -> None:
        s = start(window, HUMANS)
        click(window, supply(s.state, "I2"))
        menu = popup_menu(qtbot)
        names = [a.objectName() for a in menu.actions() if a.objectName()]
        # I2 goes up to level 3 (I3 or L3) or is exchanged for the O1: nothing else is offered
        assert sorted(n for n in names if ":" in n) == ["exchange:O1", "upgrade:I3",
                                                         "upgrade:L3"]
        assert all(not a.icon().isNull() for a in menu.actions() if ":" in a.objectName())
        trigger(menu, "upgrade:L3")
        assert s.history[-1].action == Upgrade("I2", "L3")
        assert s.state.players[0].supply[s.deck.shape_index["L3"]] == 1


class TestMaster:
    def test_a_master_action_collects_one_placement_per_puzzle(self, window) -> None:
        s = start(window, HUMANS)
        state = s.state
        a, b = state.white_row[0], state.white_row[1]
        click(window, row_card(s.state, a))
        click(window, row_card(s.state, b))
        assert s.state.actions_left == 1
        key(window, Qt.Key.Key_M)
        assert window.controller.ui.plan_kind is PlanKind.MASTER
        p1 = upright(s.state, "O1", a)
        p2 = upright(s.state, "I2", b)
        assert p1 is not None and p2 is not None
        drag(window, supply(s.state, "O1"), cells_centre(window, puzzle(s.state, a), p1.cells))
        assert s.state.actions_left == 1  # planned, not applied
        assert len(window.controller.ui.plan) == 1
        # a second piece on the same puzzle is refused, with the engine's reason
        p3 = upright(s.state, "I2", a)
        if p3 is not None and not set(p3.cells) & set(p1.cells):
            drag(window, supply(s.state, "I2"), cells_centre(window, puzzle(s.state, a),
                                                              p3.cells))
            assert "at most one piece on each puzzle" in window.status_text()
            assert len(window.controller.ui.plan) == 1
        drag(window, supply(s.state, "I2"), cells_centre(window, puzzle(s.state, b), p2.cells))
        assert len(window.controller.ui.plan) == 2
        key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        assert s.history[-1].action == Master((p1, p2))
        assert s.state.current == 1  # that was Ann's third action

    def test_cancel_drops_the_plan(self, window) -> None:
        s = start(window, HUMANS)
        pid = s.state.white_row[0]
        click(window, row_card(s.state, pid))
        key(window, Qt.Key.Key_M)
        pl = upright(s.state, "O1", pid)
        assert pl is not None
        drag(window, supply(s.state, "O1"), cells_centre(window, puzzle(s.state, pid), pl.cells))
        assert window.controller.ui.plan
        key(window, Qt.Key.Key_Escape)
        assert not window.controller.ui.plan and window.controller.ui.plan_kind is PlanKind.NONE
        assert s.state.actions_left == 2


class TestKeyboard:
    def test_a_turn_with_the_keyboard_only(self, window, qtbot) -> None:
        s = start(window, HUMANS)
        state = s.state
        # Tab goes by areas: the first stop is the player's own supply
        key(window, Qt.Key.Key_Tab)
        focus = window.controller.ui.focus
        assert focus is not None and focus.kind is TargetKind.SUPPLY and focus.player == 0
        # to the rows: the first white card; Enter takes it
        target = row_card(s.state, s.state.white_row[0])
        focus_on(window, target)
        key(window, Qt.Key.Key_Return)
        taken = target.puzzle
        assert s.history[-1].action == TakePuzzle(taken)
        # to the O1 pile of the reserve and take one
        target = reserve(s.state, "O1")
        focus_on(window, target)
        assert window.controller.ui.focus == target
        key(window, Qt.Key.Key_Space)
        assert s.history[-1].action == TakePiece()
        # a supply piece: Enter opens its menu; place it with the arrows and Enter
        target = supply(s.state, "O1")
        focus_on(window, target)
        key(window, Qt.Key.Key_Return)
        menu = popup_menu(qtbot)
        # opened from the keyboard, its first entry is chosen: one Enter takes it
        assert menu.activeAction() is not None and menu.activeAction().objectName() == "place"
        QTest.keyClick(menu, Qt.Key.Key_Return)
        QApplication.processEvents()
        tool = window.controller.tool
        assert isinstance(tool, PlacePieceTool) and tool.keyboard
        region = s.deck.puzzle_by_id[taken].cells
        # the piece starts on the first free spot; walk it to the last recessed cell
        goal = region[-1]
        r, c = tool._anchor
        for _ in range(abs(goal[0] - r)):
            key(window, Qt.Key.Key_Down if goal[0] > r else Qt.Key.Key_Up)
        for _ in range(abs(goal[1] - c)):
            key(window, Qt.Key.Key_Right if goal[1] > c else Qt.Key.Key_Left)
        key(window, Qt.Key.Key_Return)
        assert s.history[-1].action == Place(taken, "O1", (goal,))
        assert s.state.current == 1 and state.current == 0

    def test_end_turn_key(self, window) -> None:
        s = start(window, HUMANS)
        key(window, Qt.Key.Key_E)
        assert s.state.current == 1

    def test_the_own_supply_is_a_few_keys_away_from_anywhere(self, window) -> None:
        """The trial needed about 22 Tab presses to reach their own pieces: Tab now goes from
        area to area, the supply first."""
        four = (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cleo"), SeatConfig("Dan"))
        s = start(window, four)
        key(window, Qt.Key.Key_Tab)
        first = window.controller.ui.focus
        assert first is not None and first.kind is TargetKind.SUPPLY and first.player == 0
        targets = list(window.scene.targets())
        assert len(targets) >= 19  # every card, every pile: Tab once went through all
        for back in (False, True):
            for t in targets:
                window.controller.ui.focus = t
                presses = 0
                while presses < 4:
                    key(window, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier if back
                        else NONE)
                    presses += 1
                    now = window.controller.ui.focus
                    if now is not None and now.kind is TargetKind.SUPPLY:
                        break
                assert presses <= 3 and now is not None and now.kind is TargetKind.SUPPLY, (
                    t, back)
        assert s.state.current == 0

    def test_the_arrows_reach_every_item_of_an_area(self, window) -> None:
        four = (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cleo"), SeatConfig("Dan"))
        s = start(window, four)
        s.apply(TakePuzzle(s.state.white_row[0]))
        s.apply(TakePuzzle(s.state.black_row[1]))
        arrows = (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Up)
        for name, area in window.scene.focus_groups():
            seen = {area[0]}
            todo = [area[0]]
            while todo:
                here = todo.pop()
                for arrow in arrows:
                    window.controller.ui.focus = here
                    key(window, arrow)
                    got = window.controller.ui.focus
                    assert got in area, (name, here, arrow)  # never out of the area
                    if got not in seen:
                        seen.add(got)
                        todo.append(got)
            assert seen == set(area), name

    def test_while_planning_tab_keeps_to_the_pieces_and_puzzles(self, window) -> None:
        """During Finishing Touches (and a master action) the rows and the reserve cannot be
        used: Tab skips them, and a row card no longer says Enter takes it."""
        s = start(window, HUMANS)
        s.apply(TakePuzzle(s.state.white_row[0]))
        card = row_card(s.state, s.state.white_row[1])
        window.controller.ui.focus = card
        assert "Enter takes it" in describe_target(window.controller, card)
        key(window, Qt.Key.Key_M)
        assert window.controller.ui.plan_kind is PlanKind.MASTER
        assert "Enter takes it" not in describe_target(window.controller, card)
        window.controller.ui.focus = None
        kinds = set()
        for _ in range(6):
            key(window, Qt.Key.Key_Tab)
            focus = window.controller.ui.focus
            assert focus is not None
            kinds.add(focus.kind)
        assert kinds == {TargetKind.SUPPLY, TargetKind.PUZZLE}


def test_the_focus_ring_and_the_glow_stay_inside_what_an_item_says_it_paints(window) -> None:
    """Qt repaints only an item's bounding rectangle: a ring painted beyond it stayed on the
    table as fragments after the focus moved on (the trial saw them in the reserve)."""
    from PySide6.QtGui import QPainter, QPicture

    start(window, HUMANS)
    kinds = set()
    for t in window.scene.targets():
        item = window.scene.item_for(t)
        assert item is not None
        item.set_flags(hint=True, focused=True, call=True)
        item.hovered = True
        picture = QPicture()
        painter = QPainter(picture)
        item.paint(painter, None, None)  # type: ignore[arg-type]
        painter.end()
        painted = QRectF(picture.boundingRect())
        # (a picture's bounds are whole pixels, rounded outwards)
        bounds = item.boundingRect().adjusted(-2, -2, 2, 2)
        assert bounds.contains(painted), (type(item).__name__, t, painted, bounds)
        kinds.add(type(item).__name__)
    assert {"StackItem", "CardItem"} <= kinds


class TestUndo:
    def test_undo_takes_back_a_placement_but_not_a_revealed_card(self, window) -> None:
        s = start(window, HUMANS)
        pid = small_puzzle(s.state)
        click(window, row_card(s.state, pid))
        assert not window.menus.act_undo.isEnabled()  # the refill card is out
        pl = upright(s.state, "I2", pid)
        assert pl is not None
        after_take = s.state
        drag(window, supply(s.state, "I2"), cells_centre(window, puzzle(s.state, pid), pl.cells))
        assert isinstance(s.history[-1].action, Place)
        assert window.menus.act_undo.isEnabled()
        key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert s.state == after_take
        assert not window.menus.act_undo.isEnabled()
        assert "took back" in window.log.lines()[-1]


class TestRewardChoice:
    def test_a_reward_under_shortage_is_chosen_in_the_reserve(self, window) -> None:
        record, seats = shortage_record()
        s = open_record(window, record, seats)
        state = s.state
        assert state.pending
        options = reward_options(state)
        assert len(options) > 1
        calls = window.controller.ui.calls
        assert calls == {Target(TargetKind.RESERVE, shape=i) for i in options}
        assert "Choose the reward" in window.status_text()
        # a piece that is not among the choices is refused in the engine's words
        wrong = next(i for i in range(len(s.deck.shapes)) if i not in options
                     and state.reserve[i] > 0)
        click(window, Target(TargetKind.RESERVE, shape=wrong))
        assert s.state is state and "reward" in window.status_text()
        click(window, Target(TargetKind.RESERVE, shape=options[-1]))
        assert not s.state.pending
        assert s.state.players[state.current].supply[options[-1]] == \
            state.players[state.current].supply[options[-1]] + 1


def wheel_view(window, delta: int) -> None:
    """One wheel notch over the view."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QWheelEvent

    view = window.view.viewport()
    pos = QPointF(view.width() / 2, view.height() / 2)
    ev = QWheelEvent(pos, QPointF(view.mapToGlobal(QPoint(int(pos.x()), int(pos.y())))),
                     QPoint(0, 0), QPoint(0, delta), Qt.MouseButton.LeftButton, NONE,
                     Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view, ev)
    QApplication.processEvents()
