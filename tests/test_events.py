"""Events carry the fields of their kind."""

from __future__ import annotations

import random
import typing

from app.rules import (
    Event,
    EventKind,
    GameFinished,
    LockMoved,
    OpponentTook,
    PiecePlaced,
    PieceTaken,
    PuzzleTaken,
    TakePiece,
    TakePuzzle,
    Upgrade,
    apply_with_events,
    classic_deck,
    deal,
    deal_solo,
    new_game,
    new_solo_game,
    random_action,
)


def test_one_class_per_kind() -> None:
    classes = typing.get_args(Event)
    assert sorted(c.kind.value for c in classes) == sorted(k.value for k in EventKind)


def test_taking_and_upgrading() -> None:
    deck = classic_deck()
    state = new_game(deck, ["Ann", "Bob"], *deal(deck, 2, 3))
    pid = state.white_row[0]
    state, events = apply_with_events(state, TakePuzzle(pid))
    assert events == [PuzzleTaken(0, pid, state.white_row[0])]
    state, events = apply_with_events(state, Upgrade("I2", "I3"))
    assert events[1] == PieceTaken(0, "I3", returned="I2")
    state, events = apply_with_events(state, TakePiece())
    assert events[0] == PieceTaken(0, "O1") and events[-1].kind is EventKind.TURN_ENDED


def test_solo_counters_and_the_automaton() -> None:
    deck = classic_deck()
    cards = deal_solo(deck, 8)
    state = new_solo_game(deck, "Ann", "standard", cards)
    assert state.solo is not None
    state, events = apply_with_events(state, TakePuzzle(state.solo.grid[1]))
    assert LockMoved(0, 1, None) in events
    rng = random.Random(1)
    seen: set[type] = set()
    while state.winners is None:
        state, events = apply_with_events(state, random_action(state, rng))
        seen |= {type(e) for e in events}
        for e in events:
            if isinstance(e, OpponentTook):
                assert 0 <= e.position < 9 and e.points >= 0
            if isinstance(e, PiecePlaced):
                assert e.cells and e.piece in deck.shape_index
    assert OpponentTook in seen and GameFinished in seen


def test_rewards_name_what_was_wanted() -> None:
    deck = classic_deck()
    state = new_game(deck, ["Ann", "Bob"], *deal(deck, 2, 5))
    rng = random.Random(4)
    for _ in range(400):
        if state.winners is not None:
            break
        action = random_action(state, rng)
        state, events = apply_with_events(state, action)
        for e in events:
            if e.kind is EventKind.REWARD_TAKEN:
                assert e.wanted in deck.shape_index  # type: ignore[union-attr]
            if e.kind is EventKind.REWARD_PENDING:
                assert len(e.options) > 1  # type: ignore[union-attr]
