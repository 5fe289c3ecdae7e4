"""Waiting for something to happen, outside Qt's event loop (inside it, use
``qtbot.waitUntil`` and ``qtbot.waitSignal``).

The timeout only bounds a hang, it never decides a verdict: it is minutes, so a busy machine
never reaches it while a correct program does. The polling sleeps here are the only sleeps a
test may ask for (tests/timeguard.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import time
from collections.abc import Callable, Iterator

HANG = 120.0
"""Seconds after which a wait gives up: something is broken, not slow."""


def wait_for(condition: Callable[[], object], what: str, timeout: float = HANG) -> None:
    """Return once ``condition()`` is true; fail the test if it never becomes so."""
    end = time.monotonic() + timeout
    pause = 0.001
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"waited {timeout:g} s and still not: {what}")
        time.sleep(pause)
        pause = min(pause * 2, 0.05)


async def until(condition: Callable[[], object], what: str, timeout: float = HANG) -> None:
    """:func:`wait_for` inside an asyncio loop: the loop's other tasks run meanwhile."""
    end = time.monotonic() + timeout
    pause = 0.001
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"waited {timeout:g} s and still not: {what}")
        await asyncio.sleep(pause)
        pause = min(pause * 2, 0.05)


def settle(rounds: int = 5) -> None:
    """Deliver what the event loop has queued: posted events (layout requests, queued signals)
    and timers due now, in several rounds, since handling them may queue more (a page filled in
    when shown, then laid out). Waits for nothing that takes time."""
    from PySide6.QtCore import QCoreApplication

    for _ in range(rounds):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def drain_jobs() -> None:
    """Wait until the global thread pool's jobs (hints, checks, exports) have ended, then
    deliver what they posted to the UI thread (:func:`settle`)."""
    from PySide6.QtCore import QThreadPool

    assert QThreadPool.globalInstance().waitForDone(int(HANG * 1000)), "a job never ended"
    settle()


@contextlib.contextmanager
def no_hang(seconds: float = HANG) -> Iterator[None]:
    """Fail the block with :class:`TimeoutError` if it has not ended after ``seconds`` (a read
    blocked on a FIFO, say): a bound on hangs in the main thread, never a verdict on speed."""

    def on_alarm(signum: int, frame: object) -> None:
        raise TimeoutError(f"still busy after {seconds:g} s (blocked?)")

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
