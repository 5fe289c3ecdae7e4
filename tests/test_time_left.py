"""The time left of a long wait (analysis, balance games), from the work counted so far, with
an injected clock: the trial waited 4.5 minutes on "Analysing turn 3 of 10" with no idea how
long it would last (issue 29)."""

from __future__ import annotations

from app.model.time_left import TimeLeft, time_left_text


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_nothing_done_yet_means_no_estimate() -> None:
    clock = Clock()
    left = TimeLeft(clock)
    assert left.seconds_left() is None
    left.count(0, 10)
    clock.now += 30
    assert left.seconds_left() is None
    assert time_left_text(left.seconds_left()) == "estimating the time left…"


def test_the_pace_of_the_units_done_times_those_to_do() -> None:
    clock = Clock()
    left = TimeLeft(clock)
    left.count(0, 10)
    clock.now += 30  # the first turn, with the workers starting: 30 s
    left.count(1, 10)
    assert left.seconds_left() == 30 * 9
    clock.now += 20
    left.count(2, 10)
    clock.now += 20
    left.count(3, 10)
    # two turns timed after the first: 20 s each, 7 to go
    assert left.seconds_left() == 20 * 7
    assert time_left_text(left.seconds_left()) == "about 3 minutes left"
    # between counts the time left goes down with the clock
    clock.now += 15
    assert left.seconds_left() == 20 * 7 - 15
    # a unit that takes longer than the pace does not go below nothing
    clock.now += 1000
    assert left.seconds_left() == 0.0


def test_done_is_nothing_left_and_a_restart_forgets_the_pace() -> None:
    clock = Clock()
    left = TimeLeft(clock)
    clock.now += 5
    left.count(4, 4)
    assert left.seconds_left() == 0.0
    left.restart()
    assert left.seconds_left() is None
    clock.now += 10
    left.count(1, 2)
    assert left.seconds_left() == 10.0


def test_the_words() -> None:
    assert time_left_text(None) == "estimating the time left…"
    assert time_left_text(0) == "less than a minute left"
    assert time_left_text(59.5) == "less than a minute left"
    assert time_left_text(60) == "about 1 minute left"
    assert time_left_text(61) == "about 2 minutes left"
    assert time_left_text(89 * 60) == "about 89 minutes left"
    assert time_left_text(3 * 3600) == "about 3 hours left"
