"""Measures shared by tests: how long AI decisions cost, and whether the event loop turns."""

from __future__ import annotations

import time

from PySide6.QtCore import QElapsedTimer, QTimer
from pytestqt.qtbot import QtBot

from app.ai import make_ai
from app.ai.match import new_record
from app.rules import Deck, Phase, apply


def decision_times(deck: Deck, level: str, players: int, steps: int, budget: float) -> list[float]:
    """Processor time of each of the first ``steps`` decisions of a game of ``level`` players
    on ``deck`` (solo with one player). Processor time of this process is what the decision
    itself cost: the AI stops on the wall clock, so a machine busy with other work shortens
    it, never stretches it."""
    names = [f"p{i}" for i in range(players)]
    state = new_record(names, 3, None if players > 1 else "standard", deck).initial_state()
    ais = [make_ai(level, i, budget) for i in range(players)]
    times = []
    for _ in range(steps):
        if state.phase is Phase.FINISHED:
            break
        t0 = time.process_time()
        action = ais[state.current].choose(state)
        times.append(time.process_time() - t0)
        state = apply(state, action)
    return times


class Ticks:
    """A 10 ms timer and the gaps between its ticks, in milliseconds: a gap much longer than
    the idle ones means the event loop stalled."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.gaps: list[int] = []
        self._last = 0
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.clock.start()
        self.timer.start()

    def _tick(self) -> None:
        now = self.clock.elapsed()
        self.gaps.append(now - self._last)
        self._last = now

    def idle(self, qtbot: QtBot, ms: int) -> int:
        """The longest gap while the loop has nothing else to do for ``ms``; then counting
        starts again."""
        qtbot.wait(ms)
        idle = max(self.gaps)
        self.restart()
        return idle

    def restart(self) -> None:
        self.gaps.clear()
        self._last = self.clock.elapsed()

    def stop(self) -> None:
        self.timer.stop()
