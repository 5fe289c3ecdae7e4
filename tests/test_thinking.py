"""AI seats and hints think in a process of their own: what is sent, cancelling, restarting,
and how-to-finish hints worked out there as they would be here."""

from __future__ import annotations

import itertools
import os
import signal
import threading
import time
from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, QThreadPool
from waiting import HANG

from app.ai import LONGER_BUDGET, table_budget
from app.ai.hints import finish_hint
from app.core.setup import GameSetup, SeatConfig
from app.model.session import GameSession
from app.model.thinking import (
    JobCancelled,
    ProcessChooser,
    decide,
    decide_request,
    finish_request,
    thinking_worker,
    work_out_finish,
)
from app.model.worker import WorkFailed
from app.rules import TakePuzzle, apply, check, classic_deck, deal, new_game


def _state(seed: int = 3):  # type: ignore[no-untyped-def]
    deck = classic_deck()
    return new_game(deck, ["Ann", "Bob", "Cy", "Di"], *deal(deck, 4, seed))


@pytest.mark.parametrize(("level", "players", "solo", "longer", "budget"), [
    ("hard", 2, False, True, 3.0),     # the one place more time was measured to help
    ("hard", 2, False, False, None),   # asked not to: the level's own 1 s
    ("medium", 2, False, True, None),  # medium and easy do not search: more time buys nothing
    ("easy", 2, False, True, None),
    ("hard", 3, False, True, None),    # three or four players, solo: not measured to help
    ("hard", 4, False, True, None),
    ("hard", 1, True, True, None),
])
def test_only_a_hard_player_in_a_two_player_game_thinks_longer(
        level: str, players: int, solo: bool, longer: bool, budget: float | None) -> None:
    assert table_budget(level, players, solo, longer) == budget


def test_the_longer_budget_is_asked_at_each_decision_and_sent_with_it(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import app.model.thinking as thinking_module

    deck = classic_deck()
    state = new_game(deck, ["Ann", "Bob"], *deal(deck, 2, 3))
    sent: list[float | None] = []
    some = TakePuzzle(state.white_row[0])

    def fake_decide(request, cancelled, notice=None):  # type: ignore[no-untyped-def]
        sent.append(request.budget)
        return some

    monkeypatch.setattr(thinking_module, "decide", fake_decide)
    longer = [False]
    chooser = ProcessChooser("hard", 1, think_longer=lambda: longer[0])
    assert chooser.choose(state) is some
    longer[0] = True
    chooser.choose(state)
    # a budget given outright wins over the preference (hints, tests)
    ProcessChooser("hard", 1, 5.0, think_longer=lambda: True).choose(state)
    assert sent == [None, LONGER_BUDGET, 5.0]


def test_a_decision_is_made_in_another_process() -> None:
    state = _state()
    action = decide(decide_request(state, "medium", 1, None), lambda: False)
    assert check(state, action) is None
    worker = thinking_worker()
    assert worker.running and worker._proc.pid != os.getpid()


def test_only_what_the_player_may_see_is_sent() -> None:
    state = _state()
    reordered = replace(state, white_deck=tuple(reversed(state.white_deck)),
                        black_deck=tuple(reversed(state.black_deck)))
    a = decide_request(state, "hard", 1, 0.2)
    b = decide_request(reordered, "hard", 1, 0.2)
    # the face-down decks are a fixed draw of the unseen cards: their true order never leaves
    assert a.state == b.state and a.state.white_deck != state.white_deck
    assert a.state.white_row == state.white_row and a.state.players == state.players
    assert a.token == b.token and a.state.deck is not state.deck  # the deck travels once


def polls_then(n: int, then: Callable[[], object], answer: bool) -> Callable[[], bool]:
    """A cancel callback that does ``then()`` at its ``n``-th poll and answers ``answer`` from
    then on (False before): the worker's caller polls it while the request is under way."""
    polls = itertools.count(1)
    done = False

    def cancelled() -> bool:
        nonlocal done
        if next(polls) >= n:
            if not done:
                done = True
                then()
            return answer
        return False

    return cancelled


def test_cancelling_is_immediate() -> None:
    state = _state()
    request = decide_request(state, "hard", 2, 30.0)  # would think for half a minute
    decide(decide_request(state, "medium", 1, None), lambda: False)  # the process is up
    worker = thinking_worker()
    pid = worker._proc.pid
    with pytest.raises(JobCancelled):
        decide(request, polls_then(10, lambda: None, True))  # asked while it thinks
    # the process stopped its search and said so: one that had not listened would have been
    # replaced after a grace period (a new process)
    assert worker.running and worker._proc.pid == pid
    # and the process answers the next request
    assert check(state, decide(decide_request(state, "medium", 1, None), lambda: False)) is None


def test_a_crashed_process_is_restarted_and_the_decision_made() -> None:
    state = _state()
    decide(decide_request(state, "medium", 1, None), lambda: False)
    worker = thinking_worker()
    pid = worker._proc.pid
    told: list[str] = []
    kill = polls_then(5, lambda: os.kill(pid, signal.SIGKILL), False)  # while it thinks
    action = decide(decide_request(state, "hard", 5, 3.0), kill, told.append)
    assert check(state, action) is None
    assert len(told) == 1 and "started again" in told[0]
    assert worker.running and worker._proc.pid != pid


def test_the_session_says_so_and_the_game_goes_on(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from app.model.worker import Worker

    seats = (SeatConfig("Ann", "ai", "hard"), SeatConfig("Bob"))
    session = GameSession.from_setup(GameSetup(seats, seed=7))
    chooser = session._ai_for(0)
    assert isinstance(chooser, ProcessChooser)
    decide(decide_request(session.state, "medium", 1, None), lambda: False)
    worker = thinking_worker()
    pid = worker._proc.pid
    call = Worker.call
    # killed at the caller's first look, right after the request is sent: it cannot have
    # answered yet (no budget long enough to be "surely still thinking" is needed)
    kills = polls_then(1, lambda: os.kill(pid, signal.SIGKILL), False)

    def killed_while_thinking(self, task, payload, cancelled=lambda: False, *args, **kw):  # type: ignore[no-untyped-def]
        return call(self, task, payload, lambda: kills() or cancelled(), *args, **kw)

    monkeypatch.setattr(Worker, "call", killed_while_thinking)
    with qtbot.waitSignal(session.notice, timeout=20000):
        session.start_ai()
    qtbot.waitUntil(lambda: len(session.history) > 0, timeout=20000)
    assert session.history[0].by_ai


def test_at_the_programs_end_no_worker_starts_again(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import app.model.thinking as thinking_module
    import app.model.worker as worker_module
    from app.model import relay
    from app.model.thinking import finish_background_work

    # the program's end, undone after the test
    monkeypatch.setattr(worker_module, "_program_ending", False)
    monkeypatch.setattr(thinking_module, "_program_ending", False)
    monkeypatch.setattr(relay, "_closed", False)
    state = _state()
    decide(decide_request(state, "medium", 1, None), lambda: False)
    worker = thinking_worker()
    finish_background_work()
    assert not worker.running
    with pytest.raises(JobCancelled):  # a job still asking gets no new process
        decide(decide_request(state, "medium", 1, None), lambda: False)
    assert not worker.running


def test_at_the_programs_end_jobs_are_cancelled_and_never_work_here(  # type: ignore[no-untyped-def]
        monkeypatch, qtbot) -> None:
    import app.model.thinking as thinking_module
    import app.model.worker as worker_module
    from app.model import relay
    from app.model.background import in_process, without_partials
    from app.model.thinking import Job, JobSignals, finish_background_work

    monkeypatch.setattr(worker_module, "_program_ending", False)
    monkeypatch.setattr(thinking_module, "_program_ending", False)
    monkeypatch.setattr(relay, "_closed", False)
    signals = JobSignals()
    heard: list[object] = []
    signals.done.connect(lambda _generation, answer: heard.append(answer))
    signals.failed.connect(lambda _generation, message: heard.append(message))
    seen: list[bool] = []
    started = threading.Event()

    def until_cancelled(cancelled, progress):  # type: ignore[no-untyped-def]
        started.set()
        while not cancelled():  # nobody sets the job's own cancel: only the end stops it
            time.sleep(0.005)
        seen.append(True)
        return "late"

    Job(1, until_cancelled, threading.Event(), signals).start()
    assert started.wait(HANG)
    finish_background_work(timeout_ms=10000)
    assert seen == [True]  # it saw the end and was waited for
    fell_back: list[object] = []

    def here(*args: object) -> str:
        fell_back.append(args)
        return "here"

    # a worker closed by the end: the job is cancelled, the work is not done in its thread
    work = without_partials(in_process("validate", classic_deck(), fallback=here))
    with pytest.raises(JobCancelled):
        work(lambda: False, lambda done, total: None)
    assert fell_back == []
    ran: list[bool] = []
    Job(2, lambda cancelled, progress: ran.append(True), threading.Event(), signals).start()
    assert QThreadPool.globalInstance().waitForDone(10_000)
    QCoreApplication.processEvents()  # nothing started any more, nothing is reported
    assert ran == [] and heard == []


def _with_puzzles(deck=None):  # type: ignore[no-untyped-def]
    """Ann to move after she took two puzzles of the rows (on ``deck``, default classic)."""
    deck = classic_deck() if deck is None else deck
    state = new_game(deck, ["Ann", "Bob"], *deal(deck, 2, 3))
    for pid in (state.white_row[0], state.black_row[0]):
        state = apply(state, TakePuzzle(pid))
    return state


def test_how_to_finish_is_worked_out_in_the_process_as_here() -> None:
    from deck_samples import crafted_deck_json

    from app.rules import deck_from_json

    for deck in (None, deck_from_json(crafted_deck_json(12))):
        state = _with_puzzles(deck)
        for pz in state.player.puzzles:
            request = finish_request(state, pz.id)
            assert request.state.deck is not state.deck  # the deck travels as its token
            assert work_out_finish(request, lambda: False) == finish_hint(state, pz.id)
    worker = thinking_worker()
    assert worker.running and worker._proc.pid != os.getpid()


def test_how_to_finish_is_cancelled_and_a_failure_leaves_the_process_answering() -> None:
    state = _with_puzzles()
    pid = state.player.puzzles[0].id
    with pytest.raises(JobCancelled):
        work_out_finish(finish_request(state, pid), lambda: True)
    # a puzzle that is not the player's (nor on the table): the process says why and goes on
    seen = {*state.white_row, *state.black_row, *(p.id for p in state.player.puzzles)}
    other = next(p.id for p in state.deck.puzzles if p.id not in seen)
    with pytest.raises(WorkFailed, match="not one of your puzzles"):
        work_out_finish(replace(finish_request(state, pid), puzzle=other), lambda: False)
    assert work_out_finish(finish_request(state, pid), lambda: False) == finish_hint(state, pid)
