"""Game records version 2, and version-1 files that replay exactly as they were played.

tests/data holds files written before the solo counters change (2026-11-26), by the engine of
that time, with the summary that engine printed for them:

- ``v1-solo-standard.plsave``: a finished solo game at the standard difficulty, saved by the
  game (five "take a level-1 piece" actions, which gave I2s then, and three all-locked turns,
  which returned real pieces to the reserve);
- ``v1-classic.json``: a finished two-player game with explicit decks;
- ``v1-corpus.jsonl``: 48 records with their summaries (see :class:`TestVersionOneCorpus`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rulekit import replay_command

from app.core.saves import load_save, load_save_bytes, save_to_bytes
from app.rules import (
    RECORD_VERSION,
    TakePiece,
    load_record,
    parse_record_bytes,
    record_from_json,
    replay,
    state_summary,
)

DATA = Path(__file__).parent / "data"
SOLO_SAVE = DATA / "v1-solo-standard.plsave"
CLASSIC = DATA / "v1-classic.json"


def _expected(name: str) -> dict[str, Any]:
    return json.loads((DATA / name).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


class TestVersionOneSolo:
    def test_the_save_replays_as_it_was_played(self) -> None:
        save = load_save(SOLO_SAVE)
        assert save.record.version == 1 and save.record.legacy_solo_pieces
        assert state_summary(save.states[-1]) == _expected("v1-solo-standard.expected.json")
        # the pieces behind the counters are reported for version-1 games
        assert "lock_pieces" in state_summary(save.states[0])["solo"]

    def test_it_is_another_game_when_read_as_version_2(self) -> None:
        data = json.loads(SOLO_SAVE.read_text(encoding="utf-8"))
        assert data["version"] == 1
        record = record_from_json(data)
        v1 = replay(record, keep_states=True)
        v2 = replay(record_from_json(dict(data, version=2)), keep_states=True)
        assert v1.ok
        # version 1 handed out an I2 for "take a level-1 piece" at standard; version 2 an O1
        first = next(i for i, a in enumerate(record.actions) if isinstance(a, TakePiece))
        i2 = record.game_deck.shape_index["I2"]
        o1 = record.game_deck.shape_index["O1"]
        gained = [
            tuple(b - a for a, b in zip(r.states[first].players[0].supply,
                                        r.states[first + 1].players[0].supply, strict=True))
            for r in (v1, v2)
        ]
        assert gained[0][i2] == 1 and gained[1][o1] == 1
        assert state_summary(v2.state) != state_summary(v1.state)

    def test_written_back_it_stays_version_1(self) -> None:
        save = load_save(SOLO_SAVE)
        blob = save_to_bytes(save)
        assert json.loads(blob)["version"] == 1
        again = load_save_bytes(blob)
        assert again.states[-1] == save.states[-1]

    def test_a_continued_prefix_keeps_the_old_reading(self) -> None:
        # "continue playing from here" in the review: a prefix of the game, still version 1
        save = load_save(SOLO_SAVE)
        prefix = save.record.with_actions(save.record.actions[:20])
        assert prefix.version == 1
        assert replay(prefix).state == save.states[20]
        assert parse_record_bytes(prefix.to_bytes()).version == 1


class TestVersionOneClassic:
    def test_replays_as_played_and_is_written_as_version_2(self) -> None:
        record = load_record(str(CLASSIC))
        assert record.version == 1 and not record.legacy_solo_pieces
        result = replay(record)
        assert result.ok
        assert state_summary(result.state) == _expected("v1-classic.expected.json")
        # classic games read the same in both versions, so a program writes version 2
        out = json.loads(record.to_bytes())
        assert out["version"] == RECORD_VERSION == 2
        assert replay(record_from_json(out)).state == result.state


def _corpus() -> list[dict[str, Any]]:
    lines = (DATA / "v1-corpus.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


class TestVersionOneCorpus:
    """48 version-1 records (solo at every difficulty, 2-4 players, the classic deck and a
    pentomino deck, finished and cut short) played by the random policy on the engine of
    2026-11-25, with the summaries that engine printed."""

    def test_every_record_replays_as_it_was_played(self) -> None:
        corpus = _corpus()
        assert len(corpus) == 48
        solo = 0
        for entry in corpus:
            record = record_from_json(entry["record"])
            assert record.version == 1
            result = replay(record)
            assert result.ok, result.error
            assert state_summary(result.state) == entry["summary"]
            solo += record.is_solo
            # written back, it reads the same way again
            assert replay(parse_record_bytes(record.to_bytes())).state == result.state
        assert solo == 36


class TestReplayCommandVersions:
    @pytest.mark.parametrize(
        ("path", "expected"),
        [
            (SOLO_SAVE, "v1-solo-standard.expected.json"),
            (CLASSIC, "v1-classic.expected.json"),
        ],
    )
    def test_version_1_files(self, path: Path, expected: str) -> None:
        r = replay_command(str(path), "--json")
        assert r.returncode == 0, r.stderr
        assert json.loads(r.stdout) == _expected(expected)

    def test_version_2_record(self, tmp_path: Path) -> None:
        data = json.loads(CLASSIC.read_text(encoding="utf-8"))
        data["version"] = 2
        f = tmp_path / "v2.json"
        f.write_text(json.dumps(data), encoding="utf-8")
        r = replay_command(str(f), "--json")
        assert r.returncode == 0, r.stderr
        assert json.loads(r.stdout) == _expected("v1-classic.expected.json")

    @pytest.mark.parametrize("version", [0, 3, 99, -1])
    def test_other_versions_exit_2(self, tmp_path: Path, version: int) -> None:
        data = json.loads(CLASSIC.read_text(encoding="utf-8"))
        data["version"] = version
        f = tmp_path / "other.json"
        f.write_text(json.dumps(data), encoding="utf-8")
        r = replay_command(str(f))
        assert r.returncode == 2
        assert r.stdout == "" and len(r.stderr.strip().splitlines()) == 1
        assert f"version {version}" in r.stderr


def test_new_records_are_version_2() -> None:
    from app.ai.match import new_record

    for record in (new_record(["A", "B"], 1), new_record(["A"], 1, "standard")):
        assert record.version == 2 and json.loads(record.to_bytes())["version"] == 2
