"""The clock that search budgets read: the solver's step budgets, the AI players' decisions and
the puzzle generator stop on it when their time is up.

It is one function that can be swapped (:func:`using`), so a test makes time deterministic (a
clock that counts work, or one that never moves) instead of depending on the machine's speed.

``PROJECT_L_SEARCH_CLOCK=still`` in the environment makes it a clock that never moves in every
process that starts with it (the programs, their worker processes, a server's AI pool): the
searches then stop on their step budgets alone and play the same on any machine, at any load.
The tests set it for every process they start; a player never needs it.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

Clock = Callable[[], float]
"""Seconds from an arbitrary start, never going back."""



def _still() -> float:
    return 0.0


_clock: Clock = _still if os.environ.get("PROJECT_L_SEARCH_CLOCK") == "still" else time.monotonic


def now() -> float:
    """The current time on the search clock."""
    return _clock()


@contextmanager
def using(clock: Clock) -> Iterator[None]:
    """Every search budget reads ``clock`` meanwhile (in every thread of this process)."""
    global _clock
    before = _clock
    _clock = clock
    try:
        yield
    finally:
        _clock = before
