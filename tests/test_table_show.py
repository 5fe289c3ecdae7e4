"""The table shows what happens: AI moves animated on the scene, a completed puzzle's payoff,
the last turn's changes marked until the next player acts, and the pause after AI turns."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_table_support import LEFT, NONE, click, key, reserve, row_card, start, vp, window
from waiting import drain_jobs

from app.core.setup import GameSetup, SeatConfig
from app.model.session import GameSession
from app.rules import (
    Action,
    EndTurn,
    GameRecord,
    GameState,
    Phase,
    Place,
    PuzzleCompleted,
    TakePiece,
    TakePuzzle,
    Upgrade,
    apply,
    apply_with_events,
    check,
    upgrade_targets,
)
from app.table.animation import Flight, FlightKind
from app.table.effects import MarkItem, PauseItem, PointsItem
from app.table.items import FlyerItem, MatInfoItem, Target, TargetKind
from app.table.marks import MarkKind
from app.table.scene import TableScene

__all__ = ["window"]  # the fixture


class Scripted:
    """A computer player that plays the given actions, then ends its turns."""

    def __init__(self, actions: Sequence[Action] = ()) -> None:
        self.actions = list(actions)
        self.lock = threading.Lock()

    def choose(self, state: GameState, *, cancel=None) -> Action:
        with self.lock:
            if self.actions:
                return self.actions.pop(0)
        return EndTurn()


def _empty_cells(state: GameState, player: int, puzzle: str) -> list[tuple[int, int]]:
    pz = next(p for p in state.players[player].puzzles if p.id == puzzle)
    region = state.deck.puzzle_by_id[puzzle].cells
    return [c for c in region if not pz.filled & (1 << (c[0] * 5 + c[1]))]


def completion_turn(seed: int = 3) -> tuple[GameRecord, list[Action], str]:
    """A 2-player game where Bob (seat 1) is about to start a turn with a puzzle one square
    from done and a square piece in his supply; and the turn he will play: take a row card
    (a new one turns up), upgrade his domino (an exchange), complete the puzzle (payoff and
    reward). Ann only ends her turns."""
    for s in range(seed, seed + 40):
        setup = GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=s)
        state = setup.record().initial_state()
        deck = state.deck
        o1 = deck.shape_index["O1"]
        if state.current != 0:
            continue
        scoring = [p for p in state.white_row if deck.puzzle_by_id[p].points >= 2]
        if not scoring:
            continue
        target = min(scoring, key=lambda p: deck.puzzle_by_id[p].size)
        actions: list[Action] = []

        def do(a: Action, actions: list[Action] = actions) -> None:
            nonlocal state
            actions.append(a)
            state = apply(state, a)

        do(EndTurn())
        do(TakePuzzle(target))
        ok = False
        for _ in range(120):
            if state.current == 0:
                do(EndTurn())
                continue
            empty = _empty_cells(state, 1, target)
            o1s = state.players[1].supply[o1]
            if len(empty) == 1 and o1s >= 1 and state.actions_left == 3:
                ok = True
                break
            if len(empty) > 1 and o1s:
                do(Place(target, "O1", (empty[0],)))
            elif o1s == 0 and state.reserve[o1]:
                do(TakePiece())
            else:
                do(EndTurn())
        if not ok:
            continue
        row_take = next((p for p in state.white_row if state.white_deck), None)
        i2 = deck.shape_index["I2"]
        ups = [t for t in upgrade_targets(deck, state.reserve, i2)
               if deck.levels[t] > deck.levels[i2]]
        if row_take is None or not ups or state.players[1].supply[i2] < 1:
            continue
        last = _empty_cells(state, 1, target)[0]
        plan: list[Action] = [TakePuzzle(row_take), Upgrade("I2", deck.shapes[ups[0]].id),
                              Place(target, "O1", (last,))]
        probe = state
        events = []
        for a in plan:
            if check(probe, a) is not None:
                break
            probe, evs = apply_with_events(probe, a)
            events += evs
        else:
            if any(isinstance(e, PuzzleCompleted) for e in events) and probe.current == 0:
                return setup.record().with_actions(actions), plan, target
    raise AssertionError("no seed gives the scenario")


def open_with_ai(window, record: GameRecord, seats: tuple[SeatConfig, ...],
                 ai: Scripted) -> GameSession:
    """A game at a given point, with every AI seat played by ``ai``."""
    window.ai_factory = lambda seat, seed: ai
    session = GameSession(record, seats, ai_factory=window.ai_factory, parent=window)
    window.set_session(session, origin=None)
    QApplication.processEvents()
    return session


def wait_quiet(window, qtbot, session: GameSession, timeout: int = 15000) -> None:
    """Until no AI thinks and nothing flies."""
    ctrl = window.controller
    qtbot.waitUntil(lambda: not session.is_thinking and not ctrl.animator.busy
                    and not ctrl._ai_timer.isActive(), timeout=timeout)


def mat_score(window, player: int) -> str:
    where = window.scene.layout.mats[player].info
    item = next(i for i in window.scene.items()
                if isinstance(i, MatInfoItem) and i.rect == where)
    return item.score


SEATS = (SeatConfig("Ann"), SeatConfig("Bob", "ai", "easy"))


def _near(a: QRectF, b: QRectF) -> bool:
    return all(abs(x - y) < 0.01 for x, y in ((a.x(), b.x()), (a.y(), b.y()),
                                              (a.width(), b.width()), (a.height(), b.height())))


class TestAnAITurnIsShown:
    def test_every_kind_of_move_flies_from_its_place_to_its_place(self, window, qtbot) -> None:
        record, plan, target = completion_turn()
        window.set_animation_speed(4.0)
        flights: list[tuple[Flight, bool]] = []
        window.controller.animator.flight_started.connect(
            lambda f: flights.append((f, f.item.scene() is window.scene)))
        s = open_with_ai(window, record, SEATS, Scripted(plan))
        wait_quiet(window, qtbot, s)
        assert s.state.current == 0 and [st.action for st in s.history[-3:]] == plan
        # once it has landed, the person to move has every command back
        assert window.controller.input_allowed() and window.menus.act_end_turn.isEnabled()
        kinds = {f.kind for f, _ in flights}
        for kind in (FlightKind.CARD_TAKEN, FlightKind.CARD_REVEALED, FlightKind.PIECE_RETURNED,
                     FlightKind.EXCHANGE, FlightKind.PIECE_TAKEN, FlightKind.PIECE_PLACED,
                     FlightKind.PIECE_LIFTED, FlightKind.CARD_COMPLETED, FlightKind.POINTS,
                     FlightKind.REWARD):
            assert kind in kinds, kind
        assert all(in_scene for _, in_scene in flights)
        scene = window.scene
        for f, _ in flights:
            assert isinstance(f.item, FlyerItem)
            if f.kind in (FlightKind.CARD_TAKEN, FlightKind.CARD_REVEALED,
                          FlightKind.CARD_COMPLETED):
                # cards: exactly from one place of the layout to another
                assert _near(f.start, scene.rect_of(f.source)), f.kind
                assert _near(f.end, scene.rect_of(f.dest)), f.kind
            elif f.source is not None and f.dest is not None:
                # pieces: from inside a pile (or a card's cells) to inside another
                assert scene.rect_of(f.source).contains(f.start.center()), f.kind
                assert scene.rect_of(f.dest).contains(f.end.center()), f.kind
        taken = next(f for f, _ in flights if f.kind is FlightKind.CARD_TAKEN)
        assert taken.source.kind is TargetKind.ROW_CARD and taken.dest.kind is TargetKind.PUZZLE
        assert taken.dest.player == 1
        revealed = next(f for f, _ in flights if f.kind is FlightKind.CARD_REVEALED)
        assert revealed.source.kind is TargetKind.DECK
        assert revealed.dest.index == taken.source.index  # into the gap
        # the exchange reads old -> new: the old piece goes back before the new comes out
        order = [f.kind for f, _ in flights]
        i = order.index(FlightKind.PIECE_RETURNED)
        assert order[i + 1] is FlightKind.EXCHANGE and order[i + 2] is FlightKind.PIECE_TAKEN
        # nothing is left flying, and the table shows the state after the turn
        assert not [i for i in scene.items() if isinstance(i, FlyerItem)]
        assert scene.card_item(target) is None  # on Bob's pile now

    def test_the_payoff_of_a_completed_puzzle(self, window, qtbot) -> None:
        record, plan, target = completion_turn()
        window.set_animation_speed(2.0)
        points = record.initial_state().deck.puzzle_by_id[target].points
        before = apply_all(record)
        old = before.players[1].score
        seen: dict[str, Any] = {}

        def on_flight(f: Flight) -> None:
            anim = window.controller.animator.animation
            if f.kind is FlightKind.POINTS and anim is not None:
                # halfway up, the score is counting
                anim.pause()
                assert isinstance(f.item, PointsItem)
                seen["text"] = f.item.text
                seen["rises"] = f.end.center().y() < f.start.center().y()
                anim.setCurrentTime(anim.duration() // 2)
                seen["half"] = mat_score(window, 1)
                anim.resume()
            if f.kind is FlightKind.REWARD:
                seen["reward"] = (f.source, f.dest)
            if f.kind is FlightKind.PIECE_LIFTED:
                seen["lifted"] = seen.get("lifted", 0) + 1  # type: ignore[operator]

        window.controller.animator.flight_started.connect(on_flight)
        s = open_with_ai(window, record, SEATS, Scripted(plan))
        wait_quiet(window, qtbot, s)
        final = s.state.players[1].score
        assert final == old + points
        assert seen["text"] == f"+{points}" and seen["rises"]
        half = int(str(seen["half"]).split()[-1])
        assert points >= 2 and old < half < final
        assert mat_score(window, 1).endswith(str(final))
        # every piece on the card lifted back into the supply
        size = record.initial_state().deck.puzzle_by_id[target].size
        assert seen["lifted"] == size
        source, dest = seen["reward"]
        assert source.kind is TargetKind.RESERVE and dest == Target(
            TargetKind.SUPPLY, player=1, shape=source.shape)

    def test_a_human_completion_has_its_payoff_too(self, window, qtbot) -> None:
        record, plan, _target = completion_turn()
        # Bob is a person here: he completes the puzzle himself through the table
        seats = (SeatConfig("Ann"), SeatConfig("Bob"))
        s = GameSession(record, seats, parent=window)
        window.set_session(s, origin=None)
        window.set_animation_speed(4.0)
        kinds: list[FlightKind] = []
        window.controller.animator.flight_started.connect(lambda f: kinds.append(f.kind))
        assert window.controller.perform(plan[2])
        assert window.controller.animator.busy
        # the payoff does not hold the player back: they may act at once
        assert window.controller.input_allowed() and window.menus.act_end_turn.isEnabled()
        qtbot.waitUntil(lambda: not window.controller.animator.busy, timeout=5000)
        assert FlightKind.PIECE_PLACED not in kinds  # placed by hand: it does not fly
        for kind in (FlightKind.PIECE_LIFTED, FlightKind.CARD_COMPLETED, FlightKind.POINTS,
                     FlightKind.REWARD):
            assert kind in kinds
        assert mat_score(window, 1).endswith(str(s.state.players[1].score))

    def test_finish_all_jumps_to_the_end(self, window, qtbot) -> None:
        record, plan, _target = completion_turn()
        window.set_animation_speed(0.5)
        s = open_with_ai(window, record, SEATS, Scripted(plan))
        qtbot.waitUntil(lambda: window.controller.animator.busy, timeout=5000)
        assert not window.controller.input_allowed()
        window.controller.animator.finish_all()
        assert not [i for i in window.scene.items() if isinstance(i, FlyerItem)]
        window.set_animation_speed(8.0)  # the rest of the turn is not this test's subject
        wait_quiet(window, qtbot, s)
        assert s.state.current == 0


def apply_all(record: GameRecord) -> GameState:
    state = record.initial_state()
    for a in record.actions:
        state = apply(state, a)
    return state


class TestSolo:
    def test_the_automaton_takes_a_card_and_gathers_its_counters(self, window, qtbot) -> None:
        s = start(window, (SeatConfig("Ann"),), seed=6)
        window.set_animation_speed(4.0)
        flights: list[Flight] = []
        window.controller.animator.flight_started.connect(flights.append)
        state = s.state
        solo = state.solo
        assert solo is not None
        # Ann takes a card of a locked column (a counter moves to the automaton's supply)
        locked = [p for i, p in enumerate(solo.grid) if p is not None and solo.locks[i % 3]]
        click(window, row_card(state, locked[0]))
        qtbot.waitUntil(lambda: not window.controller.animator.busy, timeout=5000)
        key(window, Qt.Key.Key_E)  # end the turn: the automaton moves
        qtbot.waitUntil(lambda: not window.controller.animator.busy, timeout=5000)
        kinds = [f.kind for f in flights]
        assert FlightKind.COUNTER in kinds
        took = next(f for f in flights if f.kind is FlightKind.AUTOMATON_TOOK)
        assert _near(took.start, window.scene.rect_of(took.source))
        assert _near(took.end, window.scene.rect_of(Target(TargetKind.AUTOMATON, index=0)))
        flips = [f for f in flights if f.kind is FlightKind.CARD_REVEALED]
        assert any(f.dest.index == took.source.index for f in flips)
        assert all(f.source == Target(TargetKind.DECK, puzzle="solo") for f in flips)
        # the automaton's doing stays marked until Ann acts
        marked = window.controller.marks_layer.targets()
        assert Target(TargetKind.AUTOMATON, index=0) in marked
        assert any(t.kind is TargetKind.ROW_CARD for t in marked)
        click(window, reserve(s.state, "O1"))
        assert not window.controller.marks_layer.targets()


class TestMarks:
    def test_an_ai_turn_stays_marked_until_the_human_acts(self, window, qtbot) -> None:
        record, plan, _target = completion_turn()
        s = open_with_ai(window, record, SEATS, Scripted(plan))
        wait_quiet(window, qtbot, s)
        assert s.is_human_turn()
        ctrl = window.controller
        marks = ctrl.marks.shown
        taken = plan[0]
        assert isinstance(taken, TakePuzzle)
        after = s.state
        idx = [p.id for p in after.players[1].puzzles].index(taken.puzzle)
        assert marks[Target(TargetKind.PUZZLE, player=1, puzzle=taken.puzzle,
                            index=idx)].kind is MarkKind.TAKEN
        assert marks[Target(TargetKind.PILE, player=1)].kind is MarkKind.COMPLETED
        new = next(t for t, m in marks.items() if m.kind is MarkKind.NEW)
        assert new.kind is TargetKind.ROW_CARD and new.puzzle not in (taken.puzzle,)
        assert new.puzzle in after.white_row
        supply = {t.shape: m.count for t, m in marks.items() if t.kind is TargetKind.SUPPLY}
        i2 = after.deck.shape_index["I2"]
        assert supply[i2] == -1  # upgraded away
        assert all(t.player == 1 for t in marks if t.kind is TargetKind.SUPPLY)
        # every mark is an item on the table, over the item it marks, with a word or count
        items = ctrl.marks_layer.items()
        assert set(items) == set(marks)
        table: TableScene = window.scene
        for t, item in items.items():
            assert isinstance(item, MarkItem) and item.scene() is table and item.text
            shown = table.item_for(t)
            assert shown is None or item.rect == shown.rect
        assert items[new].text == "New" and items[Target(TargetKind.SUPPLY, player=1,
                                                             shape=i2)].text == "\u22121"
        # the window changes shape: the table is laid out anew, each mark over its item still
        window.resize(1000, 1000)
        QApplication.processEvents()
        window.resize(1280, 800)
        QApplication.processEvents()
        window.resize(1200, 800)
        QApplication.processEvents()
        items = ctrl.marks_layer.items()
        assert set(items) == set(marks)
        for t, item in items.items():
            shown = window.scene.item_for(t)
            assert item.scene() is window.scene
            assert shown is None or item.rect == shown.rect, t
        # Ann's first action takes them away
        click(window, reserve(s.state, "O1"))
        assert s.history[-1].player == 0
        assert not ctrl.marks_layer.targets() and not ctrl.marks.shown
        assert not [i for i in window.scene.items() if isinstance(i, MarkItem)]
        # and an undo does not bring them back
        key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert s.history[-1].player == 1
        assert not [i for i in window.scene.items() if isinstance(i, MarkItem)]

    def test_hot_seat_marks_the_previous_players_turn(self, window) -> None:
        s = start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        pid = s.state.white_row[0]
        click(window, row_card(s.state, pid))
        key(window, Qt.Key.Key_E)
        assert s.state.current == 1
        marked = window.controller.marks_layer.targets()
        assert Target(TargetKind.PUZZLE, player=0, puzzle=pid, index=0) in marked
        click(window, reserve(s.state, "O1"))
        assert not window.controller.marks_layer.targets()

    def test_a_new_game_has_no_marks(self, window) -> None:
        s = start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        click(window, row_card(s.state, s.state.white_row[0]))
        key(window, Qt.Key.Key_E)
        assert window.controller.marks_layer.targets()
        start(window, (SeatConfig("Ann"), SeatConfig("Bob")), seed=9)
        assert not window.controller.marks_layer.targets()
        assert not [i for i in window.scene.items() if isinstance(i, MarkItem)]


def continue_action(window):
    return window.registry.action("continue")


class TestPauseAfterAITurns:
    def test_the_next_ai_waits_for_continue(self, window, qtbot) -> None:
        window.settings.set_pause_after_ai(True)
        seats = (SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob", "ai", "easy"),
                 SeatConfig("Cy"))
        window.ai_factory = lambda seat, seed: Scripted()
        s = start(window, seats)
        first = s.state.current
        assert s.seat(first).kind == "ai" or first == 2
        # play until an AI's turn ended with another AI to move
        qtbot.waitUntil(lambda: window.controller.paused or s.is_human_turn(), timeout=5000)
        while not window.controller.paused:
            assert s.is_human_turn()
            key(window, Qt.Key.Key_E)
            qtbot.waitUntil(lambda: window.controller.paused or s.is_human_turn(),
                            timeout=5000)
        ctrl = window.controller
        act = continue_action(window)
        assert act.isEnabled() and s.is_ai_turn()
        waiting = s.state
        drain_jobs()
        assert s.state is waiting and not s.is_thinking  # nobody plays
        banner = ctrl.pause_banner()
        assert banner is not None and banner.scene() is window.scene
        assert "turn is over" in banner.title
        # over the turn banner, wherever the window's shape puts it
        before = QRectF(window.scene.layout.banner)
        window.resize(1500, 800)
        QApplication.processEvents()
        assert window.scene.layout.banner != before
        banner = ctrl.pause_banner()
        assert banner is not None and banner.scene() is window.scene
        assert banner.rect == window.scene.layout.banner
        assert [i for i in window.scene.items() if isinstance(i, PauseItem)] == [banner]
        assert "Continue" in window.status_text()
        # in the Turn menu and the turn tool bar
        assert act in window.registry.menu("turn").actions()
        assert act in window.registry.tool_bar("turn_bar").actions()
        act.trigger()
        assert not act.isEnabled() and ctrl.pause_banner() is None
        qtbot.waitUntil(lambda: s.state is not waiting, timeout=5000)

    def test_a_human_to_move_needs_no_continue(self, window, qtbot) -> None:
        window.settings.set_pause_after_ai(True)
        window.ai_factory = lambda seat, seed: Scripted()
        s = start(window, (SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob")))
        if s.state.current == 1:
            key(window, Qt.Key.Key_E)
        qtbot.waitUntil(lambda: s.is_human_turn() and not s.is_thinking, timeout=5000)
        assert not window.controller.paused and not continue_action(window).isEnabled()
        # the person simply plays: the AI's turn is marked, nothing waits for Continue
        assert window.menus.act_end_turn.isEnabled() and window.controller.input_allowed()
        assert window.controller.marks_layer.targets() or s.history[-1].action == EndTurn()
        assert "Continue" not in window.status_text()

    def test_the_setting_is_read_live(self, window, qtbot) -> None:
        window.ai_factory = lambda seat, seed: Scripted()
        seats = (SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob", "ai", "easy"),
                 SeatConfig("Cy"))
        assert not window.settings.pause_after_ai()
        s = start(window, seats)
        # off: the AIs play on to the human
        qtbot.waitUntil(lambda: s.is_human_turn() and not s.is_thinking, timeout=5000)
        assert not continue_action(window).isEnabled()
        window.settings.set_pause_after_ai(True)  # as the Preferences dialog does
        key(window, Qt.Key.Key_E)
        qtbot.waitUntil(lambda: window.controller.paused, timeout=5000)
        waiting = s.state
        assert s.is_ai_turn() and continue_action(window).isEnabled()
        window.settings.set_pause_after_ai(False)  # switched off while waiting: go on
        assert not window.controller.paused and not continue_action(window).isEnabled()
        qtbot.waitUntil(lambda: s.state is not waiting, timeout=5000)

    @pytest.mark.parametrize("how", ["space", "c", "banner"])
    def test_space_or_a_click_on_the_banner_continues(self, window, qtbot, how: str) -> None:
        window.settings.set_pause_after_ai(True)
        window.ai_factory = lambda seat, seed: Scripted()
        s = start(window, (SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob", "ai", "easy")))
        qtbot.waitUntil(lambda: window.controller.paused, timeout=5000)
        waiting = s.state
        if how == "space":
            key(window, Qt.Key.Key_Space)  # on the table
        elif how == "c":
            key(window, Qt.Key.Key_C)  # Turn > Continue's shortcut
        else:
            banner = window.controller.pause_banner()
            assert banner is not None
            QTest.mouseClick(window.view.viewport(), LEFT, NONE,
                             vp(window, banner.mapToScene(banner.rect.center())))
        qtbot.waitUntil(lambda: s.state is not waiting, timeout=5000)
        assert s.state.phase is Phase.PLAYING
