"""The soak in short (bench/soak.py plays thousands of games), its invariants and its decks.

The checker must catch what it claims to (a broken state of each kind fails it), the random
decks must be what the soak promises (valid, 3-5 square pieces, odd counts), a failing game
must leave a record that replays, and a few dozen games of every kind must pass.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from invariants import InvariantBroken, cards_in_play, check_invariants, check_round_trip
from random_decks import random_deck, random_deck_json

from app.core.validation import validate_deck
from app.rules import (
    EndTurn,
    GameRecord,
    GameState,
    Phase,
    apply,
    load_record,
    random_action,
    replay,
)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import soak


def _mid_game(seed: int = 3, players: int = 2, until: int = 40) -> GameState:
    """A classic game after ``until`` random actions: puzzles with pieces, completed ones."""
    rec = GameRecord(players=tuple(f"P{i}" for i in range(players)), seed=seed)
    state = rec.initial_state()
    rng = random.Random(seed)
    for _ in range(until):
        state = apply(state, random_action(state, rng))
    return state


def _with_player(state: GameState, who: int, **changes: object) -> GameState:
    players = list(state.players)
    players[who] = replace(players[who], **changes)  # type: ignore[arg-type]
    return replace(state, players=tuple(players))


class TestTheCheckerCatches:
    def test_a_sound_state_passes(self) -> None:
        state = _mid_game()
        check_invariants(state, cards_in_play(state))

    def test_a_missing_or_extra_piece(self) -> None:
        state = _mid_game()
        i = next(i for i, n in enumerate(state.reserve) if n)
        fewer = replace(
            state, reserve=state.reserve[:i] + (state.reserve[i] - 1,) + state.reserve[i + 1 :]
        )
        with pytest.raises(InvariantBroken, match="conserved"):
            check_invariants(fewer)
        supply = list(state.players[0].supply)
        supply[i] += 1
        with pytest.raises(InvariantBroken, match="conserved"):
            check_invariants(_with_player(state, 0, supply=tuple(supply)))

    def test_a_cell_covered_twice_and_a_wrong_shape(self) -> None:
        state = _mid_game(until=80)
        who, k = next(
            (w, k)
            for w, p in enumerate(state.players)
            for k, pz in enumerate(p.puzzles)
            if pz.pieces
        )
        pz = state.players[who].puzzles[k]
        twice = replace(pz, pieces=(*pz.pieces, pz.pieces[0]))
        puzzles = list(state.players[who].puzzles)
        puzzles[k] = twice
        with pytest.raises(InvariantBroken, match="covered twice"):
            check_invariants(_with_player(state, who, puzzles=tuple(puzzles)))
        si, m = pz.pieces[0]
        other = (si + 1) % len(state.deck.shapes)
        assert not state.deck.shapes[other].matches(m)
        puzzles[k] = replace(pz, pieces=((other, m), *pz.pieces[1:]))
        with pytest.raises(InvariantBroken, match="shape"):
            check_invariants(_with_player(state, who, puzzles=tuple(puzzles)))

    def test_points_and_scores(self) -> None:
        state = _mid_game(until=120)
        who = next(w for w, p in enumerate(state.players) if p.completed)
        p = state.players[who]
        with pytest.raises(InvariantBroken, match="points"):
            check_invariants(_with_player(state, who, points=p.points + 1))
        with pytest.raises(InvariantBroken, match="Finishing Touches too early"):
            check_invariants(_with_player(state, who, finishing_pieces=1))

    def test_a_card_in_two_places_or_vanished(self) -> None:
        state = _mid_game()
        dealt = cards_in_play(state)
        with pytest.raises(InvariantBroken, match="two places"):
            check_invariants(replace(state, white_row=(state.black_row[0], *state.white_row[1:])))
        with pytest.raises(InvariantBroken, match="appeared or vanished"):
            check_invariants(replace(state, white_deck=state.white_deck[1:]), dealt)

    def test_wrong_winners(self) -> None:
        rec = GameRecord(players=("A", "B"), seed=5)
        state = rec.initial_state()
        rng = random.Random(5)
        while state.phase is not Phase.FINISHED:
            state = apply(state, random_action(state, rng))
        check_invariants(state)
        assert state.winners is not None
        losers = tuple(i for i in range(2) if i not in state.winners)
        with pytest.raises(InvariantBroken, match="winners"):
            check_invariants(replace(state, winners=losers))

    def test_a_record_that_replays_elsewhere(self) -> None:
        state = _mid_game()
        rec = GameRecord(players=("P0", "P1"), seed=3)
        with pytest.raises(InvariantBroken, match="differs"):
            check_round_trip(rec, state)


class TestRandomDecks:
    @pytest.mark.parametrize("seed", range(12))
    def test_valid_with_pieces_of_three_to_five_squares_in_odd_counts(self, seed: int) -> None:
        deck = random_deck(seed)
        assert validate_deck(deck).ok
        assert 3 <= len(deck.shapes) <= 6
        assert all(3 <= s.level <= 5 and s.count % 2 == 1 for s in deck.shapes)
        assert len(set(deck.puzzle_by_id[p].mask for p in deck.whites + deck.blacks)) == len(
            deck.puzzles
        )

    def test_the_same_seed_gives_the_same_deck(self) -> None:
        assert random_deck_json(7) == random_deck_json(7)
        assert random_deck_json(7) != random_deck_json(8)


class TestSoak:
    def test_tasks_cover_every_kind_and_are_reproducible(self) -> None:
        tasks = list(soak.make_tasks(48, 11, 0.05))
        assert tasks == list(soak.make_tasks(48, 11, 0.05))
        kinds = {t.kind for t in tasks}
        assert kinds == {
            f"{d} {k}" for d in ("classic", "custom") for k in ("2p", "3p", "4p", "solo")
        }
        assert {t.difficulty for t in tasks} == {None, "standard", "challenging", "unbeatable"}
        assert {p for t in tasks for p in t.policies} == set(soak.POLICIES)

    def test_a_failing_game_leaves_a_record_that_replays(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        calls = 0

        def broken(state: GameState, dealt: object = None) -> None:
            nonlocal calls
            calls += 1
            if calls == 12:
                raise InvariantBroken("planted")

        monkeypatch.setattr(soak, "check_invariants", broken)
        task = next(t for t in soak.make_tasks(8, 2, 0.05) if t.kind == "custom 3p")
        out = soak.play(task, tmp_path)
        assert out.failure is not None and "planted" in out.failure
        assert out.actions == 11
        (saved,) = tmp_path.glob("*.json")
        record = load_record(str(saved))
        assert len(record.actions) == 11 and record.deck is not None
        assert replay(record).ok
        assert "planted" in saved.with_suffix(".txt").read_text()
        assert json.loads(saved.read_bytes())["players"] == list(record.players)

    def test_a_deadlock_is_recognised_only_when_nothing_can_be_completed(self) -> None:
        # seed 0's fifth game: two random players on a deck of 4- and 5-square pieces end up
        # with four puzzles each whose holes no pieces of the deck can fill
        task = list(soak.make_tasks(5, 0, 0.05))[4]
        out = soak.play(task)
        assert out.failure is None
        assert out.ending == "deadlocked"
        assert not soak.deadlocked(_mid_game())

    def test_seats_that_only_end_their_turns_stop_the_game_as_stalled(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setattr(soak, "random_action", lambda state, rng: EndTurn())
        task = next(t for t in soak.make_tasks(8, 4, 0.05) if t.players == "random")
        out = soak.play(task, tmp_path)
        assert out.failure is None and out.ending == "stalled"
        seats = len(task.policies)
        assert out.actions == soak.STALL_ROUNDS * seats
        (kept,) = tmp_path.glob("soak-stall-*.json")
        assert len(load_record(str(kept)).actions) == out.actions
        assert "stalled" in soak.report([out], 1.0)

    def test_a_game_of_every_kind_passes(self) -> None:
        """One game of each kind (2, 3 and 4 players and solo, on the classic deck and a custom
        one): the soak's own checks hold. The thousands of games are bench/soak.py's."""
        outcomes = soak.run(8, 20261126, 1, 0.02, None, progress=False)
        text = soak.report(outcomes, 1.0)
        assert [o.failure for o in outcomes if o.failure] == []
        assert len(outcomes) == 8 and "failures: 0" in text
        assert {o.task.kind for o in outcomes} == {t.kind for t in soak.make_tasks(8, 0, 0.02)}
        assert sum(o.actions for o in outcomes) > 8 * 10
