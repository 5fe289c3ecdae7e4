"""The game session: applying, explaining, undo within the turn, records, AI seats in a worker."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from waiting import drain_jobs

from app.core.setup import GameSetup, SeatConfig
from app.model.session import GameSession
from app.rules import (
    Action,
    EndTurn,
    EventKind,
    GameState,
    Illegal,
    InvalidRecord,
    Phase,
    Place,
    Reason,
    TakePiece,
    TakePuzzle,
    check,
    legal_actions,
    replay,
)

HUMANS = (SeatConfig("Ann"), SeatConfig("Bob"))


def session_of(seats: tuple[SeatConfig, ...] = HUMANS, seed: int = 11, **kw: object) -> GameSession:
    return GameSession.from_setup(GameSetup(seats, seed=seed), **kw)  # type: ignore[arg-type]


def first(state: GameState, kind: type) -> Action:
    return next(a for a in legal_actions(state) if isinstance(a, kind))


class FirstLegal:
    """A fake AI: the first legal action (end turn last), noting the thread it ran in."""

    def __init__(self, threads: list[int]) -> None:
        self.threads = threads

    def choose(self, state: GameState, *, cancel: Callable[[], bool] | None = None) -> Action:
        self.threads.append(threading.get_ident())
        acts = [a for a in legal_actions(state) if not isinstance(a, EndTurn)]
        return acts[0] if acts else EndTurn()


class TestApply:
    def test_a_legal_action_changes_the_state_and_reports_events(self, qtbot) -> None:
        s = session_of()
        pid = s.state.white_row[0]
        with qtbot.waitSignal(s.events_happened) as got, qtbot.waitSignal(s.state_changed):
            assert s.apply(TakePuzzle(pid)) is None
        assert s.state.players[0].puzzles[0].id == pid
        assert [e.kind for e in got.args[0]] == [EventKind.PUZZLE_TAKEN]
        assert s.history[-1].action == TakePuzzle(pid)

    def test_an_illegal_action_is_explained_in_the_engines_words(self, qtbot) -> None:
        s = session_of()
        before = s.state
        bad = Place("W99", "O1", ((0, 0),))
        with qtbot.assertNotEmitted(s.state_changed):
            why = s.apply(bad)
        assert why == check(before, bad)
        assert why == Reason.of(Illegal.NOT_YOUR_PUZZLE, puzzle="W99")
        assert s.state is before and not s.history

    def test_game_finished_is_emitted_once(self, qtbot) -> None:
        from app.rules import play_random

        s = session_of()
        actions = play_random(s.state, seed=4)
        for a in actions[:-1]:
            assert s.apply(a) is None
        with qtbot.waitSignal(s.game_finished):
            assert s.apply(actions[-1]) is None
        assert s.is_finished and s.state.phase is Phase.FINISHED


class TestUndo:
    def test_own_actions_of_the_turn_come_back(self) -> None:
        s = session_of()
        start = s.state
        assert not s.can_undo()
        assert s.apply(TakePiece()) is None
        assert s.apply(TakePiece()) is None
        assert s.can_undo()
        assert s.undo() and s.undo()
        assert s.state == start and not s.history
        assert not s.undo()

    def test_no_undo_past_a_revealed_card(self) -> None:
        s = session_of()
        assert s.apply(TakePuzzle(s.state.white_row[0])) is None  # reveals the next white card
        assert not s.can_undo()
        assert s.apply(TakePiece()) is None
        assert s.undo()  # the piece comes back ...
        assert not s.can_undo()  # ... but not the card

    def test_no_undo_into_the_previous_turn(self) -> None:
        s = session_of()
        assert s.apply(TakePiece()) is None
        assert s.apply(EndTurn()) is None
        assert s.state.current == 1
        assert not s.can_undo() and not s.undo()

    def test_no_undo_of_an_ai_action(self, qtbot) -> None:
        threads: list[int] = []
        s = session_of((SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob")),
                       ai_factory=lambda seat, seed: FirstLegal(threads))
        with qtbot.waitSignal(s.action_applied, timeout=5000):
            assert s.start_ai()
        assert s.history[-1].by_ai
        assert not s.can_undo()  # it is still the AI's turn, and the action was the AI's


class TestRecord:
    def test_the_record_replays_to_the_same_state(self) -> None:
        s = session_of()
        for a in (TakePiece(), TakePuzzle(s.state.black_row[1]), EndTurn(), TakePiece()):
            assert s.apply(a) is None
        rec = s.record()
        assert replay(rec).state == s.state
        again = GameSession(rec, HUMANS)
        assert again.state == s.state and len(again.history) == 4

    def test_a_record_with_an_illegal_action_is_refused(self) -> None:
        rec = GameSetup(HUMANS, seed=3).record().with_actions([TakePuzzle("W99")])
        with pytest.raises(InvalidRecord, match="W99"):
            GameSession(rec, HUMANS)

    def test_seats_must_match_the_players(self) -> None:
        with pytest.raises(InvalidRecord):
            GameSession(GameSetup(HUMANS, seed=3).record(), HUMANS[:1])


class TestAI:
    def test_the_ai_thinks_in_another_thread_and_its_action_is_applied(self, qtbot) -> None:
        threads: list[int] = []
        seats = (SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob", "ai", "easy"))
        s = session_of(seats, ai_factory=lambda seat, seed: FirstLegal(threads))
        thinking: list[bool] = []
        s.ai_thinking.connect(thinking.append)
        with qtbot.waitSignal(s.action_applied, timeout=5000) as got:
            assert s.start_ai()
            assert s.is_thinking
            assert not s.start_ai()  # one thinker at a time
        assert got.args[0].step.by_ai
        assert threads and threads[0] != threading.get_ident()
        assert thinking == [True, False]

    def test_a_stopped_ai_answer_is_ignored(self, qtbot) -> None:
        gate = threading.Event()

        class Slow:
            def choose(self, state: GameState, *, cancel: Callable[[], bool] | None = None
                       ) -> Action:
                gate.wait(5)
                return TakePiece()

        s = session_of((SeatConfig("Ann", "ai"), SeatConfig("Bob")),
                       ai_factory=lambda seat, seed: Slow())
        assert s.start_ai()
        s.stop_ai()
        assert not s.is_thinking
        with qtbot.assertNotEmitted(s.action_applied):
            gate.set()
            drain_jobs()  # the stopped answer came back and was dropped
        assert not s.history

    def test_an_ai_error_becomes_a_message(self, qtbot) -> None:
        class Broken:
            def choose(self, state: GameState, *, cancel: Callable[[], bool] | None = None
                       ) -> Action:
                raise RuntimeError("no idea")

        s = session_of((SeatConfig("Ann", "ai"), SeatConfig("Bob")),
                       ai_factory=lambda seat, seed: Broken())
        with qtbot.waitSignal(s.ai_failed, timeout=5000) as got:
            s.start_ai()
        assert "no idea" in str(got.args[0])
        assert not s.is_thinking and not s.history

    def test_the_real_ai_plays_a_legal_action(self, qtbot) -> None:
        s = session_of((SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob")))
        with qtbot.waitSignal(s.action_applied, timeout=20000) as got:
            s.start_ai()
        assert got.args[0].step.player == 0
