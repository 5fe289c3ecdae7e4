"""The public record: built from the host's real game, rebuilt by a client with the same engine.

For many random games (2-4 players and solo), the client's rebuilt state equals the host's in
every public part after every step, and the public record holds no id of a face-down card.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from app.net.public import (
    PublicGame,
    PublicMismatch,
    PublicRecord,
    PublicStep,
    digest,
    guess_decks,
    public_part,
    reveals_between,
)
from app.rules import (
    GameRecord,
    GameState,
    Phase,
    TakePuzzle,
    apply,
    random_action,
)


def _face_down(state: GameState) -> set[str]:
    if state.solo is not None:
        return set(state.solo.deck)
    return set(state.white_deck) | set(state.black_deck)


def host_play(record: GameRecord, seed: int, limit: int = 400
              ) -> tuple[list[GameState], list[PublicStep]]:
    """Play a random game on the host's side: the real states and the public steps."""
    rng = random.Random(seed)
    state = record.initial_state()
    states: list[GameState] = [state]
    steps: list[PublicStep] = []
    while state.phase is not Phase.FINISHED and len(steps) < limit:
        action = random_action(state, rng)
        after = apply(state, action)
        steps.append(PublicStep(action, reveals_between(state, after)))
        states.append(after)
        state = after
    return states, steps


GAMES = [(GameRecord(players=("Ann", "Bo"), seed=s), s) for s in range(4)] + [
    (GameRecord(players=("Ann", "Bo", "Cy"), seed=10 + s), s) for s in range(3)] + [
    (GameRecord(players=("Ann", "Bo", "Cy", "Di"), seed=20 + s), s) for s in range(3)] + [
    (GameRecord(players=("Solo",), seed=30 + s, difficulty=d), s)
    for s, d in enumerate(("standard", "challenging", "unbeatable", "standard"))]


class TestRebuild:
    @pytest.mark.parametrize(("record", "seed"), GAMES)
    def test_client_state_equals_host_public_part_after_every_step(
            self, record: GameRecord, seed: int) -> None:
        states, steps = host_play(record, seed)
        public = PublicRecord.of_game(record)
        game = PublicGame(public)
        assert public_part(game.state) == public_part(states[0])
        for i, step in enumerate(steps):
            game.apply_step(step.action, step.reveals, digest(states[i + 1]))
            assert public_part(game.state) == public_part(states[i + 1])
        assert game.state.phase is states[-1].phase

    @pytest.mark.parametrize(("record", "seed"), GAMES[::3])
    def test_rebuilt_from_the_whole_record_at_once_and_through_json(
            self, record: GameRecord, seed: int) -> None:
        states, steps = host_play(record, seed)
        public = PublicRecord.of_game(record).with_steps(steps)
        again = PublicRecord.from_json(json.loads(json.dumps(public.to_json())))
        assert again == public
        game = PublicGame(again)
        assert [public_part(s) for s in game.states] == [public_part(s) for s in states]

    def test_truncate_goes_back(self) -> None:
        record, seed = GAMES[0]
        states, steps = host_play(record, seed, limit=10)
        game = PublicGame(PublicRecord.of_game(record).with_steps(steps))
        game.truncate(4)
        assert len(game.steps) == 4
        assert public_part(game.state) == public_part(states[4])
        with pytest.raises(PublicMismatch):
            game.truncate(9)


class TestSecrecy:
    @pytest.mark.parametrize(("record", "seed"), GAMES)
    def test_no_face_down_card_in_the_public_json_before_its_reveal(
            self, record: GameRecord, seed: int) -> None:
        states, steps = host_play(record, seed)
        public = PublicRecord.of_game(record)
        for i in range(len(steps) + 1):
            text = json.dumps(public.with_steps(steps[:i]).to_json())
            hidden = _face_down(states[i])
            assert not any(f'"{pid}"' in text for pid in hidden)
        assert "seed" not in json.dumps(public.to_json())

    def test_guessed_decks_do_not_depend_on_the_hidden_order(self) -> None:
        a = GameRecord(players=("A", "B"), seed=1).initial_state()
        rec = GameRecord(players=("A", "B"), seed=1)
        b = replace(a, white_deck=tuple(reversed(a.white_deck)),
                    black_deck=tuple(reversed(a.black_deck)))
        assert guess_decks(a) == guess_decks(b)
        assert PublicRecord.of_game(rec).to_json() == PublicRecord.of_game(rec).to_json()


class TestRefused:
    def test_a_reveal_of_a_face_up_card_is_refused(self) -> None:
        record = GameRecord(players=("A", "B"), seed=3)
        game = PublicGame(PublicRecord.of_game(record))
        row = game.state.white_row
        with pytest.raises(PublicMismatch):
            game.apply_step(TakePuzzle(row[0]), {"white": (row[1],)})
        assert game.steps == ()

    def test_a_wrong_digest_changes_nothing(self) -> None:
        record = GameRecord(players=("A", "B"), seed=3)
        _states, steps = host_play(record, 3, limit=1)
        game = PublicGame(PublicRecord.of_game(record))
        with pytest.raises(PublicMismatch):
            game.apply_step(steps[0].action, steps[0].reveals, "0" * 32)
        assert game.steps == ()

    @pytest.mark.parametrize("bad", [
        None, [], {"players": "x"}, {"players": ["a", "b"], "deck": "other"},
        {"players": ["a", "b"], "deck": "classic", "rows": {}, "deck_sizes": {"white": -1}},
        {"players": ["a", "b"], "deck": "classic", "rows": {"white": ["nope"], "black": []},
         "deck_sizes": {"white": 1, "black": 1}},
    ])
    def test_bad_public_records_are_refused(self, bad: object) -> None:
        with pytest.raises(PublicMismatch):
            PublicGame(PublicRecord.from_json(bad))


class TestCustomDecks:
    @pytest.mark.parametrize("seed", range(4))
    @pytest.mark.parametrize("players", [("A", "B"), ("A", "B", "C"), ("S",)])
    def test_random_custom_decks_rebuild_through_json(self, seed: int,
                                                      players: tuple[str, ...]) -> None:
        from random_decks import random_deck

        record = GameRecord(players=players, seed=seed * 31 + len(players),
                            deck=random_deck(seed),
                            difficulty="standard" if len(players) == 1 else None)
        states, steps = host_play(record, seed)
        public = PublicRecord.of_game(record)
        assert "deck_data" in public.to_json()
        game = PublicGame(PublicRecord.from_json(json.loads(json.dumps(public.to_json()))))
        for i, step in enumerate(steps):
            game.apply_step(step.action, step.reveals, digest(states[i + 1]))
        assert public_part(game.state) == public_part(states[-1])
