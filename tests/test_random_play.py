"""Many seeded games with random legal actions, checking invariants after every action."""

from __future__ import annotations

import random

import pytest

from app.rules.deck import classic_deck
from app.rules.engine import apply, check, deal, deal_solo, legal_actions
from app.rules.randomplay import random_action
from app.rules.record import GameRecord, parse_record_bytes, replay
from app.rules.state import GameState, Phase


def check_invariants(state: GameState) -> None:
    deck = state.deck
    n = len(deck.shapes)
    total = list(state.reserve)
    for p in state.players:
        for i in range(n):
            total[i] += p.supply[i]
        for pz in p.puzzles:
            union = 0
            for si, m in pz.pieces:
                assert not union & m, "a cell is covered twice"
                assert deck.shapes[si].matches(m)
                union |= m
                total[si] += 1
            assert union == pz.filled
            assert pz.filled & ~deck.puzzle_by_id[pz.id].mask == 0, "a piece lies on a solid cell"
            assert pz.filled != deck.puzzle_by_id[pz.id].mask, "a full puzzle was not completed"
        assert p.points == sum(deck.puzzle_by_id[c].points for c in p.completed)
        assert p.score == p.points - p.finishing_pieces - p.penalty
        assert len(p.puzzles) <= 4
        assert all(x >= 0 for x in p.supply)
    if state.solo is not None:
        for pile in (*state.solo.locks, state.solo.opponent_supply):
            for i in range(n):
                total[i] += pile[i]
        assert state.solo.opponent_points == sum(
            deck.puzzle_by_id[c].points for c in state.solo.opponent_completed
        )
    assert total == [s.count for s in deck.shapes], "a piece went missing or appeared"
    assert all(x >= 0 for x in state.reserve)
    # every card is in exactly one place
    cards: list[str] = [*state.white_row, *state.black_row, *state.white_deck, *state.black_deck]
    for p in state.players:
        cards += [pz.id for pz in p.puzzles] + list(p.completed)
    if state.solo is not None:
        cards += (
            [c for c in state.solo.grid if c is not None]
            + list(state.solo.deck)
            + list(state.solo.opponent_completed)
        )
    assert len(cards) == len(set(cards))


def play_checked(record: GameRecord, seed: int) -> GameState:
    rng = random.Random(seed)
    state = record.initial_state()
    actions = []
    check_invariants(state)
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
        check_invariants(state)
        if len(actions) % 25 == 0:
            again = replay(parse_record_bytes(record.with_actions(actions).to_bytes()))
            assert again.ok and again.state == state
        assert len(actions) < 3000, "the game does not end"
    final = replay(parse_record_bytes(record.with_actions(actions).to_bytes()))
    assert final.ok and final.state == state
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
