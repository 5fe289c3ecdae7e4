"""A game record is replayed once: opening a save, reviewing it and reviewing the game on the
table apply each action once (or not at all), never three times."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from test_table_support import window

import app.rules.engine as engine
from app.core.saves import SaveData, seats_for_record, write_save
from app.core.setup import GameSetup, SeatConfig
from app.rules import Action, apply, random_action

__all__ = ["window"]  # the fixture


@pytest.fixture
def applications(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts every action the engine applies (checked or not, with events or not)."""
    count = [0]
    real = engine._apply

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        count[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(engine, "_apply", counting)
    return count


def _saved_game(tmp_path: Path, actions: int) -> tuple[Path, int]:
    seats = (SeatConfig("Ann"), SeatConfig("Bob"))
    record = GameSetup(seats, seed=21).record()
    state = record.initial_state()
    rng = random.Random(3)
    done: list[Action] = []
    while len(done) < actions and state.winners is None:
        action = random_action(state, rng)
        state = apply(state, action)
        done.append(action)
    record = record.with_actions(done)
    path = tmp_path / "game.plsave"
    write_save(path, SaveData(record, seats_for_record(record)))
    return path, len(done)


def test_opening_a_save_applies_each_action_once(window, tmp_path: Path,
                                                 applications: list[int]) -> None:
    path, n = _saved_game(tmp_path, 60)
    assert n >= 40
    applications[0] = 0
    assert window.open_path(str(path))
    assert applications[0] == n
    assert len(window.session.history) == n
    assert len(window.log.lines()) > n // 3  # the log was built from the same steps


def test_reviewing_a_file_and_the_table(window, tmp_path: Path,
                                        applications: list[int]) -> None:
    path, n = _saved_game(tmp_path, 40)
    applications[0] = 0
    review = window.save_features.review_path(str(path))
    assert review is not None and applications[0] == n
    review.close()
    assert window.open_path(str(path))
    applications[0] = 0
    again = window.save_features.review_current()
    assert again is not None and applications[0] == 0  # the session's steps are reused
    assert len(again.states) == n + 1
    # continue playing from a reviewed position: no replay either
    window.open_save(again.save.truncated(10), None, modified=True)
    assert applications[0] == 0 and len(window.session.history) == 10
    again.close()
