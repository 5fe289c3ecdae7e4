"""Deterministic measures of work for tests: a clock that counts Python function calls.

A test never reads a real clock (tests/timeguard.py): the machines are shared, and a duration
that passes on an idle machine fails on a busy one. Where a test must say "this decision keeps
its time budget", it runs the decision on :class:`CallClock`: time there is the number of
Python function calls made in this thread, so the AI's deadline, the solver's budget and the
test's measure all read the same count, which is the same on every machine (for one Python
version). The real figures, in seconds, are printed by bench/ai_decks.py and bench/frames.py.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

import pytest

from app.ai import make_ai
from app.ai.match import new_record
from app.rules import Deck, Phase, apply
from app.solver import clock

SECONDS_PER_CALL = 2e-6
"""What one Python function call stands for: about what the AI's calls cost on an idle 2-core
machine of 2026 (about a million calls for six hard decisions on the classic deck), so a
budget of 0.2 s is about as much work as it is in real time."""


class CallClock:
    """Time as work: :data:`SECONDS_PER_CALL` for each Python function called in this thread
    while the clock runs (``with CallClock() as c:``); every search budget reads it meanwhile
    (:func:`app.solver.clock.using`)."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self) -> float:
        return self.calls * SECONDS_PER_CALL

    def _trace(self, frame: FrameType, event: str, arg: Any) -> None:
        self.calls += 1  # only "call" events reach a global trace that traces no lines

    @contextmanager
    def running(self) -> Iterator[CallClock]:
        before = sys.gettrace()
        with clock.using(self):
            sys.settrace(self._trace)
            try:
                yield self
            finally:
                sys.settrace(before)


def decision_times(deck: Deck, level: str, players: int, steps: int, budget: float) -> list[float]:
    """The time of each of the first ``steps`` decisions of a game of ``level`` players on
    ``deck`` (solo with one player), on a :class:`CallClock` that the AI's own deadline reads
    too: the same figures on every machine."""
    names = [f"p{i}" for i in range(players)]
    state = new_record(names, 3, None if players > 1 else "standard", deck).initial_state()
    ais = [make_ai(level, i, budget) for i in range(players)]
    times = []
    work = CallClock()
    with work.running():
        for _ in range(steps):
            if state.phase is Phase.FINISHED:
                break
            start = work()
            action = ais[state.current].choose(state)
            times.append(work() - start)
            state = apply(state, action)
    return times


def stop_after(checks: int) -> Callable[[], bool]:
    """A ``cancel`` callback that says "go on" ``checks`` times, then "stop" every time after:
    work cancelled after a counted number of checks, not after some time."""
    calls = 0

    def cancel() -> bool:
        nonlocal calls
        calls += 1
        return calls > checks

    return cancel


def calling_threads(monkeypatch: pytest.MonkeyPatch, owner: type, name: str) -> list[int]:
    """``owner.name`` (a method) records the thread of each call, in the list returned: which
    thread does a piece of work, counted instead of timed."""
    real = getattr(owner, name)
    seen: list[int] = []

    def spy(self: Any, *args: Any, **kwargs: Any) -> Any:
        seen.append(threading.get_ident())
        return real(self, *args, **kwargs)

    monkeypatch.setattr(owner, name, spy)
    return seen
