"""The action notation and the text picture of a position."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rulekit import replay_command

from app.rules import (
    ChooseReward,
    EndTurn,
    Finish,
    GameRecord,
    Master,
    NotationError,
    Place,
    Placement,
    TakePiece,
    TakePuzzle,
    Upgrade,
    apply,
    classic_deck,
    deal,
    deal_solo,
    format_action,
    iter_legal_actions,
    legal_actions,
    load_record,
    new_game,
    new_solo_game,
    parse_action,
    play_random,
    random_action,
)


class TestExamples:
    @pytest.mark.parametrize(
        ("action", "text"),
        [
            (TakePuzzle("W12"), "take W12"),
            (TakePiece(), "piece"),
            (TakePiece("I3"), "piece I3"),
            (Upgrade("I2", "L3"), "up I2 L3"),
            (Place("W12", "L3", ((0, 1), (1, 1), (1, 2))), "place W12 L3 b1 b2 c2"),
            (
                Master((Placement("W12", "L3", ((0, 1), (1, 1), (1, 2))),
                        Placement("W07", "O1", ((0, 0),)))),
                "master W12 L3 b1 b2 c2, W07 O1 a1",
            ),
            (EndTurn(), "end"),
            (ChooseReward("I3"), "reward I3"),
            (Finish(()), "finish"),
            (Finish((Placement("B04", "I2", ((2, 2), (3, 2))),)), "finish B04 I2 c3 c4"),
        ],
    )
    def test_format_and_parse(self, action: object, text: str) -> None:
        assert format_action(action) == text  # type: ignore[arg-type]
        assert parse_action(text) == action

    def test_keywords_and_squares_ignore_case_and_spacing(self) -> None:
        assert parse_action("Take W12") == TakePuzzle("W12")
        assert parse_action("place W12 L3 B1   b2") == Place("W12", "L3", ((0, 1), (1, 1)))
        assert parse_action("master W1 O1 a1 ,W2 O1 e5") == Master(
            (Placement("W1", "O1", ((0, 0),)), Placement("W2", "O1", ((4, 4),))))

    def test_odd_ids_are_quoted(self) -> None:
        for ident in ("my puzzle", "a,b", 'say "hi"', "", "tab\there", "back\\slash", "ünï"):
            action = Place(ident, "O1", ((0, 0),))
            text = format_action(action)
            assert parse_action(text) == action, text
            assert parse_action(format_action(TakePuzzle(ident))) == TakePuzzle(ident)

    @pytest.mark.parametrize(
        "text",
        ["", "   ", "dance", "take", "take W1 W2", "up I2", "place W12 L3", "place W12 L3 f1",
         "place W12 L3 a6", "place W12 L3 a0", "end now", "piece I2 I3", "reward",
         "master", "master W1 O1 a1,", "take \"open", ", take W1", "x" * 5000,
         "place W1, O1 a1"],
    )
    def test_bad_lines_are_refused_with_a_message(self, text: str) -> None:
        with pytest.raises(NotationError) as err:
            parse_action(text)
        assert str(err.value)


def _round_trip_all(state: object, limit: int = 400) -> int:
    n = 0
    for action in itertools.islice(iter_legal_actions(state), limit):  # type: ignore[arg-type]
        text = format_action(action)
        assert "\n" not in text
        assert parse_action(text) == action, text
        n += 1
    return n


class TestEveryLegalActionRoundTrips:
    @pytest.mark.parametrize("seed", range(8))
    def test_random_games(self, seed: int) -> None:
        deck = classic_deck()
        rng = random.Random(seed)
        if seed % 4 == 3:
            state = new_solo_game(deck, "Ann", "standard", deal_solo(deck, seed))
        else:
            names = ["A", "B", "C", "D"][: 2 + seed % 3]
            state = new_game(deck, names, *deal(deck, len(names), seed))
        checked = 0
        while state.winners is None:
            checked += _round_trip_all(state)
            state = apply(state, random_action(state, rng))
        assert checked > 500

    @given(st.integers(min_value=0, max_value=10_000))
    def test_hypothesis_positions(self, seed: int) -> None:
        deck = classic_deck()
        rng = random.Random(seed)
        state = new_game(deck, ["A", "B"], *deal(deck, 2, seed))
        for _ in range(rng.randrange(60)):
            if state.winners is not None:
                break
            state = apply(state, random_action(state, rng))
        for action in legal_actions(state):
            assert parse_action(format_action(action)) == action


class TestPicture:
    def test_a_position_as_text(self) -> None:
        deck = classic_deck()
        state = new_game(deck, ["Ann", "Bob"], *deal(deck, 2, 7))
        pid = state.white_row[0]
        state = apply(state, TakePuzzle(pid))
        text = str(state)
        lines = text.splitlines()
        assert lines[0] == "playing, round 1; Ann to act; 2 actions left"
        assert lines[1].startswith("white row: ") and lines[2].startswith("black row: ")
        assert "reserve: O1x8 I2x8" in text
        assert "> 0: Ann  score 0" in text and "  1: Bob  score 0" in text
        # the card is drawn as 5 rows with the notation's column letters
        assert "a b c d e" in text and f"{pid} (" in text
        region = deck.puzzle_by_id[pid].mask
        holes = sum(line.count(".") for line in lines if line.strip()[:1].isdigit())
        assert holes == region.bit_count()

    def test_placed_pieces_are_numbered_with_a_legend(self) -> None:
        deck = classic_deck()
        state = new_game(deck, ["Ann", "Bob"], *deal(deck, 2, 3))
        pid = state.white_row[0]
        state = apply(state, TakePuzzle(pid))
        place = next(a for a in legal_actions(state) if isinstance(a, Place) and a.piece == "O1")
        state = apply(state, place)
        assert "1=O1" in str(state)

    def test_solo_and_finished_games(self) -> None:
        deck = classic_deck()
        state = new_solo_game(deck, "Ann", "challenging", deal_solo(deck, 5))
        text = str(state)
        assert "automaton (challenging): score 0, supply 3 counters" in text
        assert "locks:" in text and "row 3:" in text
        start = GameRecord(("Ann", "Bob"), seed=11).initial_state()
        final = start
        for action in play_random(start, 2):
            final = apply(final, action)
        assert final.winners is not None
        assert str(final).splitlines()[-1].startswith("winners: ")


DATA = Path(__file__).parent / "data"


class TestReplayTrace:
    def test_every_action_and_the_final_picture(self) -> None:
        path = DATA / "v1-classic.json"
        record = load_record(str(path))
        r = replay_command(str(path), "--trace")
        assert r.returncode == 0, r.stderr
        lines = r.stdout.splitlines()
        assert lines[0].strip().startswith("start | playing, round 1")
        acted = [line for line in lines[1 : 1 + 2 * len(record.actions)] if "->" not in line]
        assert len(acted) == len(record.actions)
        for i, (line, action) in enumerate(zip(acted, record.actions, strict=True)):
            index, rest = line.split(None, 1)
            assert int(index) == i
            assert parse_action(rest.split(": ", 1)[1]) == action
        assert lines[-1].startswith("winners: ")

    def test_an_illegal_action_stops_with_the_picture_before_it(self, tmp_path: Path) -> None:
        data = json.loads((DATA / "v1-classic.json").read_text(encoding="utf-8"))
        hidden = data["white_deck"][-1]
        data["actions"] = [*data["actions"][:3], {"type": "take_puzzle", "puzzle": hidden}]
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        r = replay_command(str(path), "--trace")
        assert r.returncode == 1
        assert f"3  Bob: take {hidden}  ILLEGAL: {hidden} is not in a row" in r.stdout
        after = r.stdout.split("ILLEGAL")[1]
        assert "reserve:" in after and "> 1: Bob" in after

    def test_trace_and_json_do_not_mix(self) -> None:
        r = replay_command(str(DATA / "v1-classic.json"), "--trace", "--json")
        assert r.returncode == 2 and "not allowed" in r.stderr
