"""Headless AI games: deal by seed, let AI players play to the end, keep the record.

Used by ``project-l simulate``, the strength benchmark and the tests.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from app.ai.player import AIPlayer
from app.rules import (
    Action,
    Deck,
    GameRecord,
    GameState,
    IllegalAction,
    Phase,
    apply,
    check,
    classic_deck,
)

MAX_ACTIONS = 3000  # far more than any real game needs


@dataclass(frozen=True, slots=True)
class GameResult:
    """One finished game: the record, the final state and each seat's decision times."""

    record: GameRecord
    state: GameState
    times: tuple[tuple[float, ...], ...]  # seconds per decision, per seat

    @property
    def scores(self) -> tuple[int, ...]:
        """Final scores per seat."""
        return tuple(p.score for p in self.state.players)

    @property
    def winners(self) -> tuple[int, ...]:
        """Winning seats (empty: the solo automaton won)."""
        return self.state.winners or ()

    @property
    def completed(self) -> tuple[int, ...]:
        """Puzzles completed per seat."""
        return tuple(len(p.completed) for p in self.state.players)

    @property
    def automaton_points(self) -> int | None:
        """The solo automaton's points (None for a multi-player game)."""
        return None if self.state.solo is None else self.state.solo.opponent_points


def new_record(
    names: Sequence[str], seed: int, difficulty: str | None = None, deck: Deck | None = None
) -> GameRecord:
    """The empty record of a seeded game (solo when ``difficulty`` is given)."""
    custom = None if deck is None or deck is classic_deck() else deck
    return GameRecord(players=tuple(names), difficulty=difficulty, seed=seed, deck=custom)


def play_game(
    players: Sequence[AIPlayer],
    seed: int,
    difficulty: str | None = None,
    deck: Deck | None = None,
    names: Sequence[str] | None = None,
) -> GameResult:
    """Play one game to the end; one AI per seat (one seat for the solo variant).

    :raises IllegalAction: if an AI returns an illegal action (never expected).
    """
    if names is None:
        names = [f"{p.level} {i + 1}" for i, p in enumerate(players)]
    record = new_record(names, seed, difficulty, deck)
    state = record.initial_state()
    actions: list[Action] = []
    times: list[list[float]] = [[] for _ in players]
    while state.phase is not Phase.FINISHED:
        if len(actions) >= MAX_ACTIONS:  # pragma: no cover - a runaway game would be a bug
            raise RuntimeError("the game did not end")
        seat = state.current
        t0 = time.perf_counter()
        action = players[seat].choose(state)
        times[seat].append(time.perf_counter() - t0)
        why = check(state, action)
        if why is not None:
            raise IllegalAction(f"{players[seat].level} AI chose an illegal action: {why}")
        state = apply(state, action, validate=False)
        actions.append(action)
    return GameResult(record.with_actions(actions), state, tuple(tuple(t) for t in times))
