"""How long a long wait has left, from the work counted so far (turns analysed, games played).

:class:`TimeLeft` is told how many units of the work are done (and of how many) and reads its
clock, which is injected (``time.monotonic`` by default), so tests give it any times. The pace
is the time per unit since the first unit finished (the first one also paid for starting the
worker processes), once a few units were timed that way; before that, the time per unit since
the start. The time left is the pace times the units still to do, less the time the unit under
way has already taken. :func:`time_left_text` says it in words ("about 3 minutes left").
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject

from app.templates import counted

Clock = Callable[[], float]
"""Seconds, from any start, that only go forward (``time.monotonic``)."""

PACE_AFTER = 2
"""Units timed after the first before its pace is trusted."""


class TimeLeft:
    """An estimate of the time a counted piece of work still takes."""

    def __init__(self, clock: Clock = time.monotonic) -> None:
        self._clock = clock
        self._start = clock()
        self._first: tuple[float, int] | None = None  # when the first units were done, how many
        self._last: tuple[float, int] | None = None  # the latest count that went up
        self._total = 0

    def restart(self) -> None:
        """The work starts (again): nothing is done yet."""
        self._start = self._clock()
        self._first = None
        self._last = None
        self._total = 0

    def count(self, done: int, total: int) -> None:
        """``done`` units of ``total`` are done now."""
        self._total = max(total, 0)
        if done <= 0:
            return
        now = self._clock()
        if self._first is None:
            self._first = (now, done)
        if self._last is None or done > self._last[1]:
            self._last = (now, done)

    def seconds_left(self) -> float | None:
        """Seconds the work still takes; None before a unit is done (no pace known yet)."""
        last, first = self._last, self._first
        if last is None or first is None or self._total <= 0:
            return None
        done = last[1]
        if done >= self._total:
            return 0.0
        if done - first[1] >= PACE_AFTER:
            pace = (last[0] - first[0]) / (done - first[1])
        else:
            pace = (last[0] - self._start) / done
        since = self._clock() - last[0]  # the units under way are that far along
        return max(pace * (self._total - done) - since, 0.0)


class TimeLeftWords(QObject):
    """The words of :func:`time_left_text` (a QObject: its counted phrases use ``self.tr``)."""

    def words(self, seconds: float | None) -> str:
        """See :func:`time_left_text`."""
        if seconds is None:
            return self.tr("estimating the time left…")
        if seconds < 60:
            return self.tr("less than a minute left")
        minutes = math.ceil(seconds / 60)
        if minutes < 90:
            return counted(self.tr("about %n minute(s) left", "", minutes), minutes)
        hours = round(minutes / 60)
        return counted(self.tr("about %n hour(s) left", "", hours), hours)


_words: TimeLeftWords | None = None


def time_left_text(seconds: float | None) -> str:
    """The time left in words: "estimating the time left…" (None), "less than a minute left",
    "about 3 minutes left", "about 2 hours left"."""
    global _words
    if _words is None:
        _words = TimeLeftWords()
    return _words.words(seconds)
