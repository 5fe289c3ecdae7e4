"""The solo automaton's counters against a second, plain reading of rules.md (revised 2026-11-26).

The model below is written from the rules text alone, with none of the engine's code: it follows
the counters, the grid, the deck and the automaton's pile through random solo games and must
agree with the engine after every action. The piece reserve must only ever change by the
player's own actions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from app.rules import (
    Action,
    Deck,
    GameState,
    TakePiece,
    TakePuzzle,
    Upgrade,
    apply,
    classic_deck,
    deal_solo,
    new_solo_game,
    random_action,
)


@dataclass
class Automaton:
    """What rules.md says the automaton's side holds."""

    grid: list[str | None]
    deck: list[str]
    locks: list[int]
    supply: int
    pile: list[str] = field(default_factory=list)
    points: int = 0

    def player_takes(self, puzzle: str) -> None:
        pos = self.grid.index(puzzle)
        col = pos % 3
        if self.locks[col] > 0:  # one counter from above that column to the supply
            self.locks[col] -= 1
            self.supply += 1
        self.grid[pos] = self.deck.pop(0) if self.deck else None

    def its_turn(self, deck: Deck) -> None:
        if all(n > 0 for n in self.locks):  # every column locked: one counter off each
            self.locks = [n - 1 for n in self.locks]
            return
        options = [(pos, pid) for pos, pid in enumerate(self.grid)
                   if pid is not None and self.locks[pos % 3] == 0]
        if not options:
            return
        best = max(deck.puzzle_by_id[pid].points for _, pid in options)
        pos, pid = next((p, q) for p, q in options if deck.puzzle_by_id[q].points == best)
        self.pile.append(pid)
        self.points += best
        col = pos % 3
        moved = self.supply
        self.supply = 0
        for other in range(3):
            if other != col and self.locks[other] > 0:
                self.locks[other] -= 1
                moved += 1
        self.locks[col] += moved
        self.grid[pos] = self.deck.pop(0) if self.deck else None


def _check(model: Automaton, state: GameState) -> None:
    solo = state.solo
    assert solo is not None and solo.legacy is None
    assert list(solo.locks) == model.locks
    assert solo.opponent_supply == model.supply
    assert list(solo.grid) == model.grid and list(solo.deck) == model.deck
    assert list(solo.opponent_completed) == model.pile and solo.opponent_points == model.points


def _reserve_change(deck: Deck, action: Action, before: GameState, after: GameState) -> int:
    """How many pieces the reserve lost to the player's own action (rewards included)."""
    return sum(before.reserve) - sum(after.reserve)


@pytest.mark.parametrize("difficulty", ["standard", "challenging", "unbeatable"])
@pytest.mark.parametrize("seed", range(6))
def test_the_engine_follows_the_rules_text(difficulty: str, seed: int) -> None:
    deck = classic_deck()
    cards = deal_solo(deck, 100 + seed)
    state = new_solo_game(deck, "Ann", difficulty, cards)
    full = list(deck.reserve_counts())
    assert sum(state.reserve) == sum(full) - 2  # all 90 pieces but the player's O1 and I2
    model = Automaton(list(cards[:9]), list(cards[9:]), [1, 2, 1],
                      {"standard": 6, "challenging": 3, "unbeatable": 0}[difficulty])
    _check(model, state)
    rng = random.Random(seed)
    turns = 0
    while state.winners is None:
        action = random_action(state, rng)
        before = state
        state = apply(state, action)
        if isinstance(action, TakePuzzle):
            model.player_takes(action.puzzle)
        if state.round != before.round or (state.phase is not before.phase):
            if before.phase.value == "playing":
                model.its_turn(deck)
                turns += 1
        _check(model, state)
        # the automaton never touches the piece reserve: its changes add up with the pieces
        # the player holds and has placed
        held = sum(state.players[0].supply) + sum(
            len(pz.pieces) for pz in state.players[0].puzzles)
        assert sum(state.reserve) + held == sum(full)
        if isinstance(action, TakePiece | Upgrade):
            assert _reserve_change(deck, action, before, state) in (0, 1)
    assert turns >= 8
