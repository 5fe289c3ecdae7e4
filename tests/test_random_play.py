"""Many seeded games with random legal actions, checking invariants after every action.

The invariants live in tests/invariants.py, shared with the soak (bench/soak.py).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from invariants import InvariantBroken, cards_in_play, check_invariants, check_round_trip

from app.rules import (
    GameRecord,
    GameState,
    Phase,
    apply,
    check,
    classic_deck,
    deal,
    deal_solo,
    legal_actions,
    random_action,
)


def play_checked(record: GameRecord, seed: int) -> GameState:
    rng = random.Random(seed)
    state = record.initial_state()
    dealt = cards_in_play(state)
    actions = []
    check_invariants(state, dealt)
    while state.phase is not Phase.FINISHED:
        action = random_action(state, rng)
        assert check(state, action) is None
        if (
            state.phase is Phase.PLAYING
            and not state.pending
            and type(action).__name__ not in ("Master",)
        ):
            assert action in legal_actions(state)
        state = apply(state, action)
        actions.append(action)
        check_invariants(state, dealt)
        if len(actions) % 25 == 0:
            check_round_trip(record.with_actions(actions), state)
        assert len(actions) < 3000, "the game does not end"
    check_round_trip(record.with_actions(actions), state)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(8))
def test_random_games(players: int, seed: int) -> None:
    names = tuple(f"P{i}" for i in range(players))
    w, b = deal(classic_deck(), players, seed)
    rec = GameRecord(players=names, white_deck=tuple(w), black_deck=tuple(b))
    state = play_checked(rec, seed)
    assert state.winners
    assert state.phase is Phase.FINISHED


@pytest.mark.parametrize("difficulty", ["standard", "challenging", "unbeatable"])
@pytest.mark.parametrize("seed", range(5))
def test_random_solo_games(difficulty: str, seed: int) -> None:
    rec = GameRecord(
        players=("Solo",), difficulty=difficulty, solo_deck=tuple(deal_solo(classic_deck(), seed))
    )
    state = play_checked(rec, seed)
    assert state.winners is not None


def test_seed_form_records() -> None:
    rec = GameRecord(players=("A", "B"), seed=12345)
    state = play_checked(rec, 1)
    assert state.phase is Phase.FINISHED


@pytest.mark.parametrize("difficulty", ["standard", "challenging", "unbeatable"])
@pytest.mark.parametrize("seed", range(3))
def test_random_version_1_solo_games(difficulty: str, seed: int) -> None:
    # version-1 solo games keep real pieces behind the lock and supply counters: the
    # conservation law counts them, and each counter must be its pile's size
    rec = GameRecord(players=("Solo",), difficulty=difficulty, seed=seed, version=1)
    start = rec.initial_state()
    assert start.solo is not None and start.solo.legacy is not None
    state = play_checked(rec, seed)
    assert state.winners is not None


def test_a_legacy_pile_that_does_not_match_its_counter_is_caught() -> None:
    rec = GameRecord(players=("Solo",), difficulty="standard", seed=4, version=1)
    state = rec.initial_state()
    assert state.solo is not None and state.solo.legacy is not None
    check_invariants(state)
    locks = state.solo.locks
    wrong = replace(state.solo, locks=(locks[0] + 1, locks[1], locks[2]))
    with pytest.raises(InvariantBroken, match="counter"):
        check_invariants(replace(state, solo=wrong))
    # a version-2 game has no pieces behind its counters: the reserve keeps them all
    now = GameRecord(players=("Solo",), difficulty="standard", seed=4).initial_state()
    assert now.solo is not None and now.solo.legacy is None
    check_invariants(now)
    assert sum(now.reserve) + sum(now.players[0].supply) == sum(s.count for s in now.deck.shapes)
