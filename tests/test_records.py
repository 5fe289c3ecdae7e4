"""Record loading: structure checks, hypothesis fuzzing, and the replay command's contract."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rulekit import replay_command
from waiting import HANG

from app.rules import (
    GameRecord,
    InvalidRecord,
    classic_deck,
    deal,
    new_record,
    parse_record_bytes,
    play_random,
    record_from_json,
    redeal,
    replay,
)


def sample_record() -> dict[str, Any]:
    w, b = deal(classic_deck(), 2, 5)
    rec = GameRecord(("Ann", "Bob"), white_deck=tuple(w), black_deck=tuple(b))
    acts = play_random(rec.initial_state(), 5)
    return rec.with_actions(acts[:60]).to_json()


SAMPLE = sample_record()


class TestStructure:
    @pytest.mark.parametrize(
        ("mutate", "words"),
        [
            (lambda d: d.update(format="other"), "not a Project L game record"),
            (lambda d: d.update(version=3), "unsupported record version 3"),
            (lambda d: d.update(version=0), "unsupported record version 0"),
            (lambda d: d.update(players=["A"]), "2 to 4 players"),
            (lambda d: d["black_deck"].pop(), "exactly 12 cards"),
            (lambda d: d["white_deck"].__setitem__(0, d["white_deck"][1]), "appears twice"),
            (lambda d: d["white_deck"].__setitem__(0, "B01"), "B01 is a black puzzle"),
            (lambda d: d["white_deck"].__setitem__(0, "W99"), "unknown puzzle id 'W99'"),
            (lambda d: d["actions"].append({"type": "dance"}), "unknown action type 'dance'"),
            (lambda d: d["actions"].append({"type": "take_puzzle"}), "field 'puzzle'"),
            (
                lambda d: d["actions"].append({"type": "upgrade", "from": "O1", "to": "X9"}),
                "unknown piece id 'X9'",
            ),
            (
                lambda d: d["actions"].append(
                    {"type": "place", "puzzle": "W01", "piece": "O1", "cells": [[5, 0]]}
                ),
                "outside the card",
            ),
            (lambda d: d.pop("white_deck"), "give both"),
            (lambda d: d.update(seed=1), "do not match the seed"),
        ],
    )
    def test_invalid_records(self, mutate: Any, words: str) -> None:
        data = json.loads(json.dumps(SAMPLE))
        mutate(data)
        with pytest.raises(InvalidRecord, match=words.replace("(", r"\(").replace(")", r"\)")):
            record_from_json(data)

    def test_round_trip(self) -> None:
        rec = record_from_json(SAMPLE)
        assert parse_record_bytes(rec.to_bytes()).to_json() == SAMPLE
        assert replay(rec).ok

    def test_too_large(self) -> None:
        with pytest.raises(InvalidRecord, match="too large"):
            parse_record_bytes(b" " * (6 * 1024 * 1024))

    def test_solo_record_needs_the_right_deck(self) -> None:
        deck = classic_deck()
        cards = list(deck.whites[:15]) + list(deck.blacks[:10])
        ok = {
            "format": "project-l-game",
            "version": 1,
            "players": ["A"],
            "solo": {"difficulty": "standard"},
            "deck": cards,
            "actions": [],
        }
        assert record_from_json(ok).is_solo
        bad = dict(ok, deck=cards[:24])
        with pytest.raises(InvalidRecord, match="exactly 25 cards"):
            record_from_json(bad)
        swapped = dict(ok, deck=cards[15:] + cards[:15])
        with pytest.raises(InvalidRecord, match="is a black puzzle"):
            record_from_json(swapped)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=2000))
def test_fuzz_bytes(blob: bytes) -> None:
    try:
        parse_record_bytes(blob)
    except InvalidRecord:
        pass


def _mutations(data: Any, rng: random.Random) -> Any:
    """Replace one random node of the JSON tree with something else."""
    junk = [None, 0, -1, 10**30, "", "W01", "O1", [], {}, [0, 0], True, 3.5, {"type": "place"}]
    if isinstance(data, dict) and data and rng.random() < 0.8:
        key = rng.choice(list(data))
        out = dict(data)
        if rng.random() < 0.15:
            del out[key]
        else:
            out[key] = _mutations(data[key], rng)
        return out
    if isinstance(data, list) and data and rng.random() < 0.8:
        out2 = list(data)
        i = rng.randrange(len(out2))
        if rng.random() < 0.15:
            del out2[i]
        else:
            out2[i] = _mutations(out2[i], rng)
        return out2
    return rng.choice(junk)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32))
def test_fuzz_mutated_records(seed: int) -> None:
    rng = random.Random(seed)
    data = _mutations(SAMPLE, rng)
    blob = json.dumps(data).encode()
    if rng.random() < 0.3:
        cut = rng.randrange(len(blob))
        blob = blob[:cut]
    try:
        rec = parse_record_bytes(blob)
    except InvalidRecord:
        return
    replay(rec)  # a structurally valid record replays without raising


class TestSecretDeals:
    """A game without a typed seed is dealt from the operating system's generator and written
    as decks (version 2 allows them instead of a seed), which replay like any record."""

    @pytest.mark.parametrize(("players", "solo"), [(("A", "B"), None),
                                                   (("A", "B", "C", "D"), None),
                                                   (("S",), "challenging")])
    def test_a_secret_deal_is_a_valid_record_with_decks_and_no_seed(
            self, players: tuple[str, ...], solo: str | None) -> None:
        record = new_record(players, difficulty=solo)
        assert record.seed is None
        again = parse_record_bytes(record.to_bytes())
        assert again == record and "seed" not in json.loads(record.to_bytes())
        played = record.with_actions(play_random(record.initial_state(), 4))
        assert replay(parse_record_bytes(played.to_bytes())).ok
        assert new_record(players, difficulty=solo, seed=7) == GameRecord(
            players, difficulty=solo, seed=7)  # a typed seed stays the seed form

    @pytest.mark.parametrize(("players", "solo"), [(("A", "B", "C"), None), (("S",), "standard")])
    def test_redeal_keeps_every_card_seen_and_deals_the_others_anew(
            self, players: tuple[str, ...], solo: str | None) -> None:
        record = GameRecord(players, difficulty=solo, seed=11)
        actions = play_random(record.initial_state(), 2)
        saved = record.with_actions(actions[: len(actions) // 2])
        end = replay(saved).state
        dealt = [redeal(saved, end, random.Random(k)) for k in range(4)]
        for again in dealt:
            assert again.seed is None and again.actions == saved.actions
            assert replay(again).ok
            assert parse_record_bytes(again.to_bytes()) == again  # a valid record
        assert len({(d.white_deck, d.black_deck, d.solo_deck) for d in dealt}) == 4


class TestReplayCommand:
    def test_valid_record_exit_0_json(self, tmp_path: Path) -> None:
        f = tmp_path / "game.json"
        f.write_text(json.dumps(SAMPLE))
        r = replay_command(str(f), "--json")
        assert r.returncode == 0, r.stderr
        state = json.loads(r.stdout)
        assert state["phase"] == "playing" and len(state["players"]) == 2
        assert set(state["reserve"]) == {s.id for s in classic_deck().shapes}

    def test_illegal_action_exit_1(self, tmp_path: Path) -> None:
        data = json.loads(json.dumps(SAMPLE))
        data["actions"].insert(
            3,
            {
                "type": "take_puzzle",
                "puzzle": "W01" if "W01" not in data["white_deck"][:4] else "W02",
            },
        )
        data["actions"] = data["actions"][:4]
        data["actions"][3] = {"type": "place", "puzzle": "B20", "piece": "O1", "cells": [[2, 3]]}
        f = tmp_path / "bad.json"
        f.write_text(json.dumps(data))
        r = replay_command(str(f))
        assert r.returncode == 1
        out = json.loads(r.stdout)
        assert out["error"]["index"] == 3
        assert "B20" in out["error"]["message"]
        assert "players" in out["state"]

    @pytest.mark.parametrize(
        "content",
        [b"not json", b"", b'{"format": "project-l-game", "version": 9}', b"\xff\xfe\x00", b"[]"],
    )
    def test_invalid_file_exit_2_one_line(self, tmp_path: Path, content: bytes) -> None:
        f = tmp_path / "x.json"
        f.write_bytes(content)
        r = replay_command(str(f))
        assert r.returncode == 2
        assert r.stdout == ""
        assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr

    def test_missing_file_exit_2(self, tmp_path: Path) -> None:
        r = replay_command(str(tmp_path / "nope.json"))
        assert r.returncode == 2 and "Traceback" not in r.stderr


def test_engine_imports_no_qt() -> None:
    code = (
        "import sys, app.rules.engine, app.rules.record, app.rules.summary, app.commands.replay;"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    r = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=HANG, check=False
    )
    assert r.returncode == 0, r.stdout + r.stderr


def test_huge_integer_is_an_invalid_record() -> None:
    with pytest.raises(InvalidRecord, match="number too large"):
        parse_record_bytes(b'{"format": "project-l-game", "version": ' + b"9" * 5000 + b"}")
