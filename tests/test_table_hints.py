"""Hints at the table, through the real window: the best next action (H), how to finish a
puzzle (right-click, Shift+H, the menu key), honesty about hidden cards, and AI turns."""

from __future__ import annotations

import itertools
import threading
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_table_support import (
    NONE,
    RIGHT,
    click,
    focus_on,
    key,
    open_record,
    popup_menu,
    puzzle,
    rect,
    reserve,
    shortage_record,
    start,
    trigger,
    vp,
    window,
)
from waiting import HANG, drain_jobs

from app import rules
from app.ai import AICancelled
from app.ai.hints import finish_hint, public_view, with_plan
from app.core.setup import GameSetup, SeatConfig
from app.model import thinking
from app.model.thinking import JobCancelled
from app.model.worker import WorkerGone
from app.solver import Unfillable, Why, get_solver
from app.table.hint_controller import HintController, HintKind, unfillable_text
from app.table.hint_overlay import HintGhostItem, HintMarkItem
from app.table.items import Target, TargetKind
from app.table.piece_words import plain
from app.table.scene import PlanKind

__all__ = ["window"]  # the fixture

HUMANS = (SeatConfig("Ann"), SeatConfig("Bob"))
CLICK = "A click on a marked piece puts it where the hint shows."
BUDGET = 0.05  # the hard AI thinks this long per hint in the tests


def hints(window) -> HintController:
    h = window.controller.hints
    h.budget = BUDGET
    return h


def overlay(window) -> list:
    """The hint items on the table now."""
    return [i for i in window.scene.items() if isinstance(i, HintMarkItem | HintGhostItem)]


def wait_for_hint(window, qtbot) -> None:
    h = hints(window)
    qtbot.waitUntil(lambda: h.shown is not None and not h.thinking, timeout=10000)


def wait_for_finish(window, qtbot, pid: str):
    """Wait for the how-to-finish hint of ``pid`` (worked out in the thinking process)."""
    h = hints(window)
    qtbot.waitUntil(lambda: not h.thinking and h.shown is not None
                    and h.shown.finish is not None and h.shown.finish.puzzle == pid,
                    timeout=10000)
    return h.shown


def ids_in(action: rules.Action) -> list[str]:
    """The puzzle and piece ids an action names (the hint's sentence must name them)."""
    if isinstance(action, rules.TakePuzzle):
        return [action.puzzle]
    if isinstance(action, rules.TakePiece | rules.ChooseReward):
        return [action.piece] if action.piece else []
    if isinstance(action, rules.Upgrade):
        return [action.source, action.target]
    if isinstance(action, rules.Place):
        return [action.piece, action.puzzle]
    if isinstance(action, rules.Master | rules.Finish):
        return [x for p in action.placements for x in (p.piece, p.puzzle)]
    return []


def with_taken(seed: int, pick) -> tuple[rules.GameRecord, str]:
    """A two-human game in which Ann took the first row puzzle ``pick(state, pid)`` likes."""
    setup = GameSetup(HUMANS, seed=seed)
    state = setup.record().initial_state()
    for pid in (*state.white_row, *state.black_row):
        after = rules.apply(state, rules.TakePuzzle(pid))
        if pick(after, pid):
            return setup.record().with_actions([rules.TakePuzzle(pid)]), pid
    raise LookupError


def finishable_game() -> tuple[rules.GameRecord, str]:
    """Ann has taken a puzzle that her first supply (O1 + I2) finishes with both pieces."""
    def two_pieces(state: rules.GameState, pid: str) -> bool:
        got = finish_hint(state, pid, 0).placements
        return got is not None and len(got) == 2

    for seed in range(1, 60):
        try:
            return with_taken(seed, two_pieces)
        except LookupError:
            continue
    raise AssertionError("no seed deals a puzzle the first supply finishes")


def activate(window, qtbot) -> None:
    """Make the window active again (offscreen, a closed popup does not give it back)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)


def right_click(window, target) -> None:
    QTest.mouseClick(window.view.viewport(), RIGHT, NONE, vp(window, rect(window, target).center()))
    QApplication.processEvents()


class TestBestAction:
    def test_a_hint_names_a_legal_action_and_goes_when_the_player_acts(self, window,
                                                                        qtbot) -> None:
        s = start(window, HUMANS)
        before = s.state
        key(window, Qt.Key.Key_H)
        wait_for_hint(window, qtbot)
        shown = hints(window).shown
        assert shown is not None and shown.kind is HintKind.BEST_ACTION
        assert shown.action is not None and rules.check(s.state, shown.action) is None
        text = window.status_text()
        assert text.startswith("Hint:")
        assert all(name in text for name in ids_in(shown.action)), (text, shown.action)
        items = overlay(window)
        assert items and all(i.isVisible() for i in items)
        # the marks lie on the items the action uses
        for mark in shown.marks:
            assert window.scene.item_for(mark.target) is not None
        # it never acts for the player
        assert s.state is before and not s.history
        # the player acts: the hint goes
        click(window, reserve(s.state, "O1"))
        assert s.history[-1].action == rules.TakePiece()
        assert hints(window).shown is None and not overlay(window)

    def test_escape_hides_the_hint(self, window, qtbot) -> None:
        s = start(window, HUMANS)
        window.hint_actions.act_hint.trigger()
        wait_for_hint(window, qtbot)
        assert overlay(window)
        key(window, Qt.Key.Key_Escape)
        assert hints(window).shown is None and not overlay(window)
        assert not s.history
        assert not window.status_text().startswith("Hint:")

    def test_each_kind_of_action_is_shown_where_it_happens(self, window, qtbot,
                                                          monkeypatch) -> None:
        rec, pid = finishable_game()
        s = open_record(window, rec, HUMANS)
        state = s.state
        deck = state.deck
        pl = finish_hint(state, pid).placements
        assert pl is not None
        row_pid = state.white_row[1]
        answers: list[rules.Action] = [
            rules.Place(pid, pl[0].piece, pl[0].cells),
            rules.Master((rules.Placement(pid, pl[0].piece, pl[0].cells),)),
            rules.Upgrade("O1", "I2"),
            rules.TakePuzzle(row_pid),
            rules.TakePiece(),
        ]
        for answer in answers:
            assert rules.check(state, answer) is None, answer
        me = state.current
        o1 = deck.shape_index["O1"]
        expected = [
            (f"Hint: place the {pl[0].piece} on {pid} as shown. {CLICK}", {pid},
             {("supply", deck.shape_index[pl[0].piece])}),
            (f"Hint: master action: place the {pl[0].piece} on {pid} as shown. {CLICK}", {pid},
             {("supply", deck.shape_index[pl[0].piece])}),
            ("Hint: upgrade your O1 to an I2", set(),
             {("supply", o1), ("reserve", deck.shape_index["I2"])}),
            (None, set(), {("row_card", -1)}),
            ("Hint: take an O1 from the reserve", set(), {("reserve", o1)}),
        ]
        for answer, (text, cards, marks) in zip(answers, expected, strict=True):
            monkeypatch.setattr("app.model.thinking.decide",
                                lambda *_a, answer=answer, **_k: answer)
            hints(window).reset()  # forget the answer kept for this state
            window.hint_actions.act_hint.trigger()
            wait_for_hint(window, qtbot)
            shown = hints(window).shown
            assert shown is not None and shown.action == answer
            if text is not None:
                assert window.status_text() == text
            else:
                assert window.status_text().startswith(f"Hint: take {row_pid} from the row")
            ghosts = [i for i in overlay(window) if isinstance(i, HintGhostItem)]
            assert {g.puzzle for g in shown.ghosts} == cards
            for g in ghosts:
                card = window.scene.card_item(pid)
                assert card is not None and g.card_rect == card.rect
                assert [c for c, _ in g.pieces] == [pl[0].cells]
            got = set()
            for m in shown.marks:
                kind = m.target.kind.value
                got.add((kind, -1 if kind == "row_card" else m.target.shape))
                if kind == "supply":
                    assert m.target.player == me
                if kind == "row_card":
                    assert m.target.puzzle == row_pid
            assert got == marks
            assert len([i for i in overlay(window) if isinstance(i, HintMarkItem)]) == len(marks)
        assert s.state is state and len(s.history) == len(rec.actions)

    def test_a_state_change_cancels_the_thinking(self, window, qtbot, monkeypatch) -> None:
        asked = threading.Event()
        stopped = threading.Event()

        def slow(request, cancel, notice=None):
            asked.set()
            while not cancel():
                threading.Event().wait(0.005)
            stopped.set()
            raise AICancelled("stop")

        monkeypatch.setattr("app.model.thinking.decide", slow)
        s = start(window, HUMANS)
        key(window, Qt.Key.Key_H)
        assert asked.wait(HANG)
        assert hints(window).thinking
        assert "looking" in window.status_text()
        click(window, reserve(s.state, "O1"))
        assert s.history[-1].action == rules.TakePiece()
        assert stopped.wait(HANG)
        drain_jobs()
        assert hints(window).shown is None and not hints(window).thinking
        assert not overlay(window)


    def test_solo_and_a_reward_to_choose(self, window, qtbot) -> None:
        s = start(window, (SeatConfig("Ann"),), seed=4)
        key(window, Qt.Key.Key_H)
        wait_for_hint(window, qtbot)
        shown = hints(window).shown
        assert shown is not None and shown.action is not None
        assert rules.check(s.state, shown.action) is None
        assert window.status_text().startswith("Hint:")
        # a reward to choose: the hint picks one of the offered pieces and marks its pile
        rec, seats = shortage_record()
        s = open_record(window, rec, seats)
        assert s.state.pending
        key(window, Qt.Key.Key_H)
        wait_for_hint(window, qtbot)
        shown = hints(window).shown
        assert shown is not None and isinstance(shown.action, rules.ChooseReward)
        assert rules.check(s.state, shown.action) is None
        assert [m.target for m in shown.marks] == [reserve(s.state, shown.action.piece)]
        assert window.status_text() == f"Hint: choose the {shown.action.piece} as your reward"


def flip_position() -> tuple[rules.GameRecord, rules.Place]:
    """The first lesson's flip step: the L4 fills what is left of W20 only flipped."""
    from app.lessons import lessons, walkthrough

    lesson = lessons()["first_game"]
    index = [st.id for st in lesson.steps].index("flip")
    want = lesson.steps[index].expected()[0]
    assert isinstance(want, rules.Place)
    record = lesson.record(walkthrough(lesson)[index])
    return replace(record, players=("Ann", "Bob")), want


def answer_with(monkeypatch, answer: rules.Action) -> None:
    """The hint's AI answers ``answer`` (whatever the position)."""
    monkeypatch.setattr("app.model.thinking.decide", lambda *_a, **_k: answer)


class TestPlacing:
    """A placement hint says when the piece must be flipped, and a click on a piece it marks
    puts it where it shows (the trial's drops failed with red crosses until they guessed F,
    and a four-piece hint meant four careful drags)."""

    def test_a_hint_that_needs_a_flip_says_so_in_words_and_on_the_piece(self, window) -> None:
        record, want = flip_position()
        s = open_record(window, record, HUMANS)
        h = hints(window)
        text, _ghosts, marks = h.describe(s.state, want)
        assert plain(text).startswith("Hint: place the L4 on W20 as shown, flipped (F while "
                                      "you hold it).")
        assert [m.tag for m in marks] == ["place flipped"]
        unflipped = rules.parse_action("place B19 L4 b4 c4 d4 b5")  # as the supply shows it
        assert isinstance(unflipped, rules.Place)
        assert rules.check(s.state, unflipped) is None
        text, _g, marks = h.describe(s.state, unflipped)
        assert "flipped" not in text and [m.tag for m in marks] == ["place"]
        text, _g, _m = h.describe(s.state, rules.Master((want.placement,)))
        assert "the L4 on W20, flipped" in plain(text)

    def test_a_click_on_the_marked_piece_places_it_as_shown(self, window, qtbot,
                                                            monkeypatch) -> None:
        record, want = flip_position()
        s = open_record(window, record, HUMANS)
        answer_with(monkeypatch, want)
        key(window, Qt.Key.Key_H)
        wait_for_hint(window, qtbot)
        before = len(s.history)
        assert before == len(record.actions)  # shown, it has not acted
        click(window, Target(TargetKind.SUPPLY, player=0, shape=s.deck.shape_index["L4"]))
        assert len(s.history) == before + 1
        done = s.history[-1].action
        assert isinstance(done, rules.Place) and done.puzzle == "W20"
        assert set(done.cells) == set(want.cells)
        assert "W20" in s.state.players[0].completed

    def test_a_master_hint_is_planned_piece_by_piece_then_confirmed(self, window, qtbot,
                                                                    monkeypatch) -> None:
        rec, _pid = finishable_game()
        s = open_record(window, rec, HUMANS)
        state = s.state
        other = state.white_row[0]
        s.apply(rules.TakePuzzle(other))
        state = s.state
        options = list(rules.placement_options(state))
        pls = next(
            [rules.Placement(state.player.puzzles[k].id, state.deck.shapes[si].id,
                             rules.mask_to_cells(m))
             for k, si, m in pair]
            for pair in itertools.combinations(options, 2)
            if pair[0][0] != pair[1][0] and rules.check(state, rules.Master(tuple(
                rules.Placement(state.player.puzzles[k].id, state.deck.shapes[si].id,
                                rules.mask_to_cells(m)) for k, si, m in pair))) is None)
        master = rules.Master(tuple(pls))
        assert len(pls) >= 2 and rules.check(state, master) is None
        answer_with(monkeypatch, master)
        key(window, Qt.Key.Key_H)
        wait_for_hint(window, qtbot)
        before = len(s.history)
        for p in pls:
            click(window, Target(TargetKind.SUPPLY, player=state.current,
                                 shape=state.deck.shape_index[p.piece]))
        assert window.controller.ui.plan_kind is PlanKind.MASTER
        assert window.controller.ui.plan == pls
        assert len(s.history) == before  # planned, not played: Confirm plays it
        window.controller.confirm()
        assert s.history[-1].action == master

    def test_without_a_hint_a_click_opens_the_pieces_menu(self, window, qtbot) -> None:
        s = start(window, HUMANS)
        click(window, Target(TargetKind.SUPPLY, player=0, shape=s.deck.shape_index["I2"]))
        menu = popup_menu(qtbot)
        assert menu.objectName() == "pieceMenu"
        menu.close()
        assert not s.history


class TestHonesty:
    def test_the_ai_is_asked_about_the_public_view_only(self, window, qtbot,
                                                        monkeypatch) -> None:
        seen: list[rules.GameState] = []

        def record(request, cancel, notice=None):
            seen.append(request.state)  # what crosses to the thinking process
            return rules.EndTurn()

        monkeypatch.setattr("app.model.thinking.decide", record)
        s = start(window, HUMANS)
        key(window, Qt.Key.Key_H)
        wait_for_hint(window, qtbot)
        assert len(seen) == 1
        state = s.state
        # what the AI saw does not depend on the order (or choice) of the face-down cards
        reordered = replace(state, white_deck=tuple(reversed(state.white_deck)),
                            black_deck=tuple(reversed(state.black_deck)))
        assert reordered.white_deck != state.white_deck
        assert seen[0] == public_view(state) == public_view(reordered)
        assert seen[0].white_row == state.white_row and seen[0].players == state.players
        assert len(seen[0].white_deck) == len(state.white_deck)
        assert window.status_text() == "Hint: end your turn now"


class TestFinish:
    def test_ghosts_fill_exactly_the_empty_cells(self, window, qtbot) -> None:
        rec, pid = finishable_game()
        s = open_record(window, rec, HUMANS)
        state = s.state
        right_click(window, puzzle(state, pid))
        trigger(popup_menu(qtbot), "finishHint")
        shown = wait_for_finish(window, qtbot, pid)
        assert shown is not None and shown.kind is HintKind.FINISH
        assert shown.finish is not None and shown.finish.possible
        deck = state.deck
        region = deck.puzzle_by_id[pid].mask & ~state.player.puzzle(pid).filled
        union = 0
        used = [0] * len(deck.shapes)
        for g in shown.ghosts:
            assert g.puzzle == pid and union & g.mask == 0  # no overlaps
            assert deck.shapes[g.shape].matches(g.mask)  # each ghost is its piece's shape
            union |= g.mask
            used[g.shape] += 1
        assert union == region  # exactly the empty cells
        assert all(u <= n for u, n in zip(used, state.player.supply, strict=True))
        assert len(shown.ghosts) == get_solver(deck).fewest_pieces(region, state.player.supply)
        items = [i for i in overlay(window) if isinstance(i, HintGhostItem)]
        assert len(items) == 1
        assert sorted(rules.cells_to_mask(c) for c, _ in items[0].pieces) == sorted(
            g.mask for g in shown.ghosts)
        assert window.status_text().startswith(f"To finish {pid}, place ")
        assert s.state is state  # nothing was placed

    def test_a_puzzle_too_big_says_how_many_squares_are_missing(self, window, qtbot) -> None:
        def too_big(state: rules.GameState, pid: str) -> bool:
            return state.deck.puzzle_by_id[pid].size > 5

        rec, pid = with_taken(3, too_big)
        s = open_record(window, rec, HUMANS)
        state = s.state
        window.hint_actions.act_finish.trigger()  # Shift+H: the only puzzle is taken at once
        shown = wait_for_finish(window, qtbot, pid)
        assert shown is not None and shown.finish is not None and not shown.finish.possible
        assert not shown.ghosts
        short = state.deck.puzzle_by_id[pid].size - get_solver(state.deck).supply_squares(
            state.player.supply)
        assert shown.finish.unfillable == Unfillable(Why.NOT_ENOUGH_SQUARES, short)
        text = window.status_text()
        assert text.startswith(f"{pid} cannot be finished with your supply. {short} more "
                               "squares of pieces are needed.")
        assert [i.tag for i in overlay(window) if isinstance(i, HintMarkItem)] == ["not yet"]

    def test_the_chooser_asks_which_puzzle_and_the_menu_key_opens_a_focused_one(
            self, window, qtbot) -> None:
        setup = GameSetup(HUMANS, seed=4)
        state = setup.record().initial_state()
        first, second = state.white_row[0], state.black_row[0]
        rec = setup.record().with_actions([rules.TakePuzzle(first), rules.TakePuzzle(second)])
        s = open_record(window, rec, HUMANS)
        menu = hints(window).ask_finish()
        assert menu is not None and menu.objectName() == "finishHintChooser"
        trigger(popup_menu(qtbot), f"finish:{second}")
        shown = wait_for_finish(window, qtbot, second)
        assert shown is not None and shown.finish is not None
        assert shown.finish.puzzle == second
        # keyboard: Tab to the first puzzle, then the menu key
        target = puzzle(s.state, first)
        focus_on(window, target)
        assert window.controller.ui.focus == target
        key(window, Qt.Key.Key_Menu)
        trigger(popup_menu(qtbot), "finishHint")
        shown = wait_for_finish(window, qtbot, first)
        assert shown is not None and shown.finish is not None and shown.finish.puzzle == first
        # and Shift+H with the focus there takes that one without asking
        key(window, Qt.Key.Key_Escape)
        assert hints(window).shown is None
        window.controller.ui.focus = target
        activate(window, qtbot)  # window shortcuts need the active window (the popup had it)
        key(window, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
        shown = wait_for_finish(window, qtbot, first)
        assert shown is not None and shown.finish is not None and shown.finish.puzzle == first

    def test_planned_placements_count_as_placed(self) -> None:
        rec, pid = finishable_game()
        state = rec.initial_state()
        for a in rec.actions:
            state = rules.apply(state, a)
        pl = finish_hint(state, pid).placements
        assert pl is not None
        planned = with_plan(state, [pl[0]])
        me = planned.player
        assert me.puzzle(pid).filled == rules.cells_to_mask(pl[0].cells)
        si = state.deck.shape_index[pl[0].piece]
        assert me.supply[si] == state.player.supply[si] - 1
        rest = finish_hint(planned, pid).placements
        assert rest is not None and [p.cells for p in rest] == [pl[1].cells]
        assert with_plan(state, []) is state


class _Gate:
    """Holds the how-to-finish work in its job thread until the test opens the gate; then the
    real thinking process answers. ``heed_cancel=False``: it answers even after a cancel (an
    answer that comes too late)."""

    def __init__(self, monkeypatch, *, heed_cancel: bool = True) -> None:
        self.open = threading.Event()
        self.asked = threading.Event()
        self.cancelled = threading.Event()
        self.answered = threading.Event()
        real = thinking.work_out_finish

        def work(request, cancelled):
            self.asked.set()
            while not self.open.wait(0.005):
                if heed_cancel and cancelled():
                    self.cancelled.set()
                    raise JobCancelled("stopped")
            try:
                return real(request, cancelled if heed_cancel else lambda: False)
            finally:
                self.answered.set()

        monkeypatch.setattr("app.model.thinking.work_out_finish", work)


class TestFinishOffTheUIThread:
    def test_the_answer_comes_from_the_thinking_process_and_the_table_waits_for_nothing(
            self, window, qtbot, monkeypatch) -> None:
        rec, pid = finishable_game()
        s = open_record(window, rec, HUMANS)
        state = s.state
        expected = finish_hint(state, pid)

        def not_here(*_a, **_k):
            raise AssertionError("worked out in the window's process")

        monkeypatch.setattr("app.ai.hints.finish_hint", not_here)
        gate = _Gate(monkeypatch)
        right_click(window, puzzle(state, pid))
        trigger(popup_menu(qtbot), "finishHint")
        # the request came back at once although the work is held: the player sees it coming
        h = hints(window)
        assert gate.asked.wait(HANG)
        assert h.thinking and h.shown is None and not overlay(window)
        assert window.status_text() == f"How to finish {pid}: working it out…"
        assert window.hint_actions.act_hint.iconText() == "Hint (coming…)"
        assert window.controller.input_allowed()
        gate.open.set()
        shown = wait_for_finish(window, qtbot, pid)
        assert shown.finish == expected and shown.state is s.state
        assert len(shown.ghosts) == len(expected.placements or ())
        assert window.status_text().startswith(f"To finish {pid}, place ")
        assert window.hint_actions.act_hint.iconText() == "Hint"
        assert [i.tag for i in overlay(window) if isinstance(i, HintMarkItem)] == [
            "how to finish"]
        assert s.state is state and len(s.history) == len(rec.actions)

    def test_a_move_or_a_new_plan_made_while_waiting_drops_the_stale_answer(
            self, window, qtbot, monkeypatch) -> None:
        rec, pid = finishable_game()
        s = open_record(window, rec, HUMANS)
        state = s.state
        pl = finish_hint(state, pid).placements
        assert pl is not None and len(pl) == 2
        h = hints(window)
        # a move: the answer that still comes is about the position before it
        late = _Gate(monkeypatch, heed_cancel=False)
        window.hint_actions.act_finish.trigger()  # the only puzzle: asked at once
        assert late.asked.wait(HANG) and h.thinking
        click(window, reserve(s.state, "O1"))
        assert s.history[-1].action == rules.TakePiece()
        assert not h.thinking
        late.open.set()
        assert late.answered.wait(HANG)
        drain_jobs()
        assert h.shown is None and not h.thinking and not overlay(window)
        assert not window.status_text().startswith("To finish")
        # a placement planned for a master action: the answer for no plan is dropped
        gate = _Gate(monkeypatch)
        window.hint_actions.act_finish.trigger()
        assert gate.asked.wait(HANG) and h.thinking
        key(window, Qt.Key.Key_M)
        assert h.thinking  # entering the mode plans nothing yet: still the same question
        assert window.controller.commit_placement(pl[0])
        assert window.controller.ui.plan == [pl[0]]
        assert gate.cancelled.wait(HANG) and not h.thinking
        assert h.shown is None and not overlay(window)
        gate.open.set()
        # even a plan change the hints are not told of: the answer checks the plan it was for
        window.controller.undo()  # the planned placement is taken back
        assert window.controller.ui.plan == []
        monkeypatch.setattr(h, "on_plan_changed", lambda: None)
        gate = _Gate(monkeypatch, heed_cancel=False)
        window.hint_actions.act_finish.trigger()
        assert gate.asked.wait(HANG) and h.thinking
        assert window.controller.commit_placement(pl[0])
        gate.open.set()
        assert gate.answered.wait(HANG)
        qtbot.waitUntil(lambda: not h.thinking, timeout=5000)
        assert h.shown is None and not overlay(window)
        # asked again: the answer for the new plan comes, and counts the planned piece
        monkeypatch.undo()
        window.hint_actions.act_finish.trigger()
        shown = wait_for_finish(window, qtbot, pid)
        assert [g.mask for g in shown.ghosts] == [rules.cells_to_mask(pl[1].cells)]
        assert s.state.phase is rules.Phase.PLAYING and s.history[-1].action == rules.TakePiece()

    def test_a_new_game_and_closing_the_window_cancel_it(self, window, qtbot,
                                                          monkeypatch) -> None:
        rec, _pid = finishable_game()
        open_record(window, rec, HUMANS)
        gate = _Gate(monkeypatch)
        window.hint_actions.act_finish.trigger()
        assert gate.asked.wait(HANG) and hints(window).thinking
        start(window, HUMANS)
        assert gate.cancelled.wait(HANG) and not hints(window).thinking
        open_record(window, rec, HUMANS)
        gate = _Gate(monkeypatch)
        window.hint_actions.act_finish.trigger()
        assert gate.asked.wait(HANG) and hints(window).thinking
        window.close()
        assert gate.cancelled.wait(HANG)

    def test_a_failing_worker_is_said_once_and_the_next_hint_works(self, window, qtbot,
                                                                    monkeypatch) -> None:
        rec, pid = finishable_game()
        s = open_record(window, rec, HUMANS)
        said: list[tuple[str, bool]] = []
        window.controller.status.connect(lambda text, error: said.append((text, error)))

        def dies(request, cancelled):
            raise WorkerGone("the worker process ended unexpectedly")

        monkeypatch.setattr("app.model.thinking.work_out_finish", dies)
        h = hints(window)
        window.hint_actions.act_finish.trigger()
        qtbot.waitUntil(lambda: not h.thinking, timeout=5000)
        drain_jobs()
        errors = [text for text, error in said if error]
        assert errors == [f"How to finish {pid} could not be worked out (an error in the "
                          "program: WorkerGone: the worker process ended unexpectedly). Ask "
                          "again to try once more"]
        assert h.shown is None and not overlay(window)
        assert window.hint_actions.act_hint.iconText() == "Hint"
        # the table goes on, and the next hint is worked out by the real thinking process
        monkeypatch.undo()
        window.hint_actions.act_finish.trigger()
        shown = wait_for_finish(window, qtbot, pid)
        assert shown.finish is not None and shown.finish.possible
        assert s.state.player.puzzle(pid) is not None and window.controller.input_allowed()


class TestReasons:
    @pytest.mark.parametrize(("why", "reason", "text"), [
        (Unfillable(Why.NOT_ENOUGH_SQUARES, 3), rules.Reason.of(rules.Unfit.SHORT, amount=3),
         "3 more squares of pieces are needed."),
        (Unfillable(Why.NOT_ENOUGH_SQUARES, 1), rules.Reason.of(rules.Unfit.SHORT_BY_ONE),
         "One more square of pieces is needed."),
        (Unfillable(Why.SINGLE_HOLE, 1, ((1, 3),)),
         rules.Reason.of(rules.Unfit.SINGLE_HOLE, square=rules.Square(1, 3)),
         "The lone empty square (second from the top, second from the right) needs a 1-square "
         "piece."),
        (Unfillable(Why.NO_PIECE_FITS, 1, ((0, 0),)),
         rules.Reason.of(rules.Unfit.NO_PIECE_FITS, square=rules.Square(0, 0)),
         "No piece fits over one of the empty squares (at the top, on the left)."),
        (Unfillable(Why.SEPARATE_AREA, 4, ((2, 1),)),
         rules.Reason.of(rules.Unfit.SEPARATE_AREA, amount=4, square=rules.Square(2, 1)),
         "The separate area of 4 squares (one of them in the middle row, second from the left) "
         "cannot be filled with these pieces."),
        (Unfillable(Why.AREAS_COMPETE, 2), rules.Reason.of(rules.Unfit.AREAS_COMPETE, amount=2),
         "Each of the 2 separate areas can be filled, but not all of them at once."),
        (Unfillable(Why.ODD_SQUARES, 5), rules.Reason.of(rules.Unfit.ODD_SQUARES, amount=5),
         "The 5 empty squares are an odd number, and every piece covers an even number of "
         "squares."),
        (Unfillable(Why.ODD_SQUARES, 1), rules.Reason.of(rules.Unfit.LAST_SQUARE),
         "The last empty square needs a 1-square piece."),
        (Unfillable(Why.NO_COMBINATION), rules.Reason.of(rules.Unfit.NO_COMBINATION),
         "No combination of these pieces fits."),
    ])
    def test_every_reason_is_a_value_with_words(self, why: Unfillable, reason: rules.Reason,
                                                text: str) -> None:
        assert why.reason == reason
        assert unfillable_text(why) == why.message == text

    def test_every_reason_of_the_solver_is_covered(self) -> None:
        fallback = unfillable_text(Unfillable(Why.NO_COMBINATION))
        assert unfillable_text(None) == fallback
        for why in Why:
            if why is not Why.NO_COMBINATION:
                assert unfillable_text(Unfillable(why, 2, ((0, 0),))) != fallback, why


class _GatedAI:
    """A computer player that waits until the test lets it move (then ends its turn)."""

    def __init__(self, gate: threading.Event) -> None:
        self.gate = gate

    def choose(self, state: rules.GameState, *, cancel=None) -> rules.Action:
        while not self.gate.wait(0.005):
            if cancel is not None and cancel():
                raise AICancelled("stopped")
        assert state.phase is rules.Phase.PLAYING
        return rules.EndTurn()


class TestAITurns:
    @staticmethod
    def hint_asked_while_ann_thinks(window: Any, qtbot: Any) -> tuple[threading.Event, Any]:
        """Ann (an AI held at the gate returned) thinks on her turn, and Bob presses H: the
        gate and the session."""
        gate = threading.Event()
        window.ai_factory = lambda seat, seed: _GatedAI(gate)
        s = start(window, (SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob")))
        qtbot.waitUntil(lambda: s.is_thinking, timeout=5000)
        key(window, Qt.Key.Key_H)
        return gate, s

    def test_a_hint_asked_on_an_ai_turn_waits_for_the_human_turn(self, window, qtbot) -> None:
        gate, s = self.hint_asked_while_ann_thinks(window, qtbot)
        h = hints(window)
        assert h.waiting and not h.thinking and h.shown is None and not overlay(window)
        assert "Ann" in window.status_text() and "computer" in window.status_text()
        assert h.ask_finish() is None  # how to finish: also not now, and it says why
        assert "Ann's turn" in window.status_text()
        gate.set()
        qtbot.waitUntil(lambda: s.state.current == 1, timeout=5000)
        wait_for_hint(window, qtbot)
        shown = h.shown
        assert shown is not None and shown.state is s.state and not h.waiting
        assert shown.action is not None and rules.check(s.state, shown.action) is None
        assert overlay(window) or isinstance(shown.action, rules.EndTurn)

    def test_escape_forgets_a_waiting_hint(self, window, qtbot) -> None:
        gate, s = self.hint_asked_while_ann_thinks(window, qtbot)
        assert hints(window).waiting
        key(window, Qt.Key.Key_Escape)
        assert not hints(window).waiting
        gate.set()
        qtbot.waitUntil(lambda: s.state.current == 1, timeout=5000)
        drain_jobs()
        assert hints(window).shown is None and not hints(window).thinking



class TestClickableCards:
    """The row cards glow where the engine lets the player take one: the table restates no
    rule (issue 28: it had its own "fewer than 4 puzzles")."""

    def test_the_cards_glow_as_the_engine_allows(self, window, monkeypatch) -> None:
        from app.rules import engine

        s = start(window, (SeatConfig("Ann"), SeatConfig("Bob")))

        def glowing() -> set[str | None]:
            return {t.puzzle for t in window.controller.ui.hints
                    if t.kind is TargetKind.ROW_CARD}

        assert glowing() == set(s.state.white_row) | set(s.state.black_row)
        # a rule of one puzzle at a time: after taking one, no card may be taken
        monkeypatch.setattr(engine, "MAX_PUZZLES", 1)
        assert s.apply(rules.TakePuzzle(s.state.white_row[0])) is None
        assert not [a for a in engine.take_actions(s.state) if isinstance(a, rules.TakePuzzle)]
        assert glowing() == set()
