"""Saved games: round trips at every kind of position, self-contained custom decks, bad files."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.cli import main as cli_main
from app.core.saves import (
    MAX_SAVE_BYTES,
    SAVE_SUFFIX,
    InvalidSave,
    SaveData,
    load_save,
    load_save_bytes,
    save_to_bytes,
    seats_for_record,
    suggested_file_name,
    with_suffix,
    write_save,
)
from app.core.setup import AILevel, GameSetup, SeatConfig
from app.rules import (
    Deck,
    GameRecord,
    GameState,
    Phase,
    ProjectLError,
    classic_deck,
    deck_from_json,
    play_random,
    replay,
    state_summary,
)


@cache
def scarce_deck() -> Deck:
    """The classic deck with 2 of each piece of level 2+: rewards run short, so choices appear."""
    data = classic_deck().to_json()
    data["id"], data["name"] = "scarce", "Scarce pieces"
    for piece in data["pieces"]:
        piece["count"] = {"O1": 8, "I2": 8}.get(piece["id"], 2)
    return deck_from_json(data)


SEATS = (
    SeatConfig("Ann"),
    SeatConfig("Bob", "ai", "hard"),
    SeatConfig("Cleo", "ai", "easy"),
    SeatConfig("Dan", "ai", "medium"),
)


@cache
def random_game(
    players: int, seed: int, scarce: bool = False
) -> tuple[SaveData, tuple[GameState, ...]]:
    """A finished random game and its states; a save of it with seats and some view settings."""
    setup = GameSetup(SEATS[:players], seed=seed, deck=scarce_deck() if scarce else classic_deck())
    record = setup.record()
    actions = play_random(record.initial_state(), seed)
    record = record.with_actions(actions)
    result = replay(record, keep_states=True)
    assert result.ok and result.state.phase is Phase.FINISHED
    save = SaveData(record, setup.seats, {"zoom": 1.25, "perspective": 0, "seat_order": (0, 1)})
    return save, result.states


GAMES = [
    (1, 1, False),
    (1, 4, False),
    (2, 3, False),
    (2, 1, True),
    (3, 1, True),
    (4, 2, True),
    (4, 0, False),
]


def kind_of(state: GameState) -> str:
    """What kind of position a state is: the round trips must cover each kind."""
    if state.phase is Phase.FINISHED:
        return "finished"
    if state.phase is Phase.FINISHING_TOUCHES:
        return "finishing"
    if state.pending:
        return "pending"
    if state.actions_left in (1, 2) or state.master_used:
        return "mid-turn"
    return "turn start"


def same_game(a: SaveData, b: SaveData) -> bool:
    """Equal saves (decks compare by identity, so the record is compared as JSON)."""
    return (a.record.to_json(), a.seats, a.view) == (b.record.to_json(), b.seats, b.view)


class TestRoundTrip:
    @pytest.mark.parametrize(("players", "seed", "scarce"), GAMES)
    def test_reload_gives_the_identical_state_at_every_kind_of_position(
        self, players: int, seed: int, scarce: bool
    ) -> None:
        save, states = random_game(players, seed, scarce)
        kinds = set()
        for i, state in enumerate(states):  # a save after every action
            kinds.add(kind_of(state))
            part = save.truncated(i)
            loaded = load_save_bytes(save_to_bytes(part))
            assert same_game(loaded, part)
            assert loaded.states[-1] == states[i]
            assert state_summary(loaded.final_state) == state_summary(states[i])
            assert loaded.states == states[: i + 1]
        assert {"turn start", "mid-turn", "finishing", "finished"} <= kinds
        if scarce:
            assert "pending" in kinds

    def test_file_round_trip_keeps_seats_view_and_time(self, tmp_path: Path) -> None:
        save, _ = random_game(4, 2, True)
        path = tmp_path / "game.plsave"
        written = write_save(path, save.truncated(30))
        loaded = load_save(path)
        assert loaded.seats == SEATS
        assert loaded.view == {"zoom": 1.25, "perspective": 0, "seat_order": (0, 1)}
        assert loaded.saved_at == written.saved_at and loaded.saved_time() is not None
        assert loaded.record.actions == save.record.actions[:30]
        assert same_game(loaded, written) and loaded.saved_at == written.saved_at

    def test_a_kept_file_carries_no_local_path_but_an_autosave_does(self, tmp_path: Path) -> None:
        from dataclasses import replace

        save = replace(random_game(2, 3)[0].truncated(9), origin="/home/ann/games/g.plsave")
        written = write_save(tmp_path / "g.plsave", save)
        assert written.origin is None and load_save(tmp_path / "g.plsave").origin is None
        assert load_save_bytes(save_to_bytes(save)).origin == "/home/ann/games/g.plsave"

    def test_the_file_is_a_record_project_l_replay_accepts(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        save, states = random_game(2, 3)
        path = tmp_path / "game.plsave"
        write_save(path, save.truncated(25))
        data = json.loads(path.read_text("utf-8"))
        assert (data["format"], data["version"]) == ("project-l-game", 2)
        assert list(data)[:3] == ["format", "version", "app"]
        assert cli_main(["replay", str(path), "--json"]) == 0
        assert json.loads(capsys.readouterr().out) == state_summary(states[25])

    def test_plain_record_opens_with_human_seats(self) -> None:
        save, states = random_game(3, 1, True)
        blob = save.record.with_actions(save.record.actions[:12]).to_bytes()
        loaded = load_save_bytes(blob)
        assert [s.kind for s in loaded.seats] == ["human"] * 3
        assert [s.name for s in loaded.seats] == ["Ann", "Bob", "Cleo"]
        assert loaded.states[-1] == states[12]

    def test_unnamed_players_get_default_seat_names(self) -> None:
        record = GameRecord(players=("", "Bob"), seed=3)
        assert [s.name for s in seats_for_record(record)] == ["Player 1", "Bob"]


@cache
def ai_game(players: int, level: AILevel) -> tuple[SaveData, tuple[GameState, ...]]:
    """A finished game of app.ai players and its states."""
    from app.ai import make_ai
    from app.rules import apply

    seats = tuple(SeatConfig(n, "ai", level) for n in ("Ann", "Bob", "Cleo", "Dan")[:players])
    setup = GameSetup(seats, seed=40 + players)
    state = setup.record().initial_state()
    ais = [make_ai(level, seed=i) for i in range(players)]
    actions = []
    while state.phase is not Phase.FINISHED:
        action = ais[state.current].choose(state)
        state = apply(state, action)
        actions.append(action)
    record = setup.record().with_actions(actions)
    result = replay(record, keep_states=True)
    assert result.ok
    return SaveData(record, seats, {"zoom": 1.0}), result.states


class TestAIGames:
    @pytest.mark.parametrize(("players", "level"), [(1, "easy"), (2, "medium"), (4, "easy")])
    def test_saves_of_ai_games_reload_to_the_identical_state(
        self, players: int, level: AILevel
    ) -> None:
        save, states = ai_game(players, level)
        kinds = set()
        for i in sorted({*range(0, len(states), 4), len(states) - 1}):
            kinds.add(kind_of(states[i]))
            loaded = load_save_bytes(save_to_bytes(save.truncated(i)))
            assert loaded.seats == save.seats
            assert loaded.states[-1] == states[i]
            assert state_summary(loaded.final_state) == state_summary(states[i])
        assert {"turn start", "finished"} <= kinds


class TestSelfContained:
    def test_custom_deck_is_embedded_and_opens_without_the_deck_elsewhere(self) -> None:
        save, states = random_game(4, 2, True)
        data = json.loads(save_to_bytes(save))
        assert data["deck_data"]["id"] == "scarce"
        # another computer: only the bytes travel; the deck comes back from the file
        loaded = load_save_bytes(json.dumps(data).encode())
        assert loaded.record.deck is not None
        assert loaded.record.deck.to_json() == scarce_deck().to_json()
        assert loaded.states[-1] == states[-1]

    def test_classic_game_does_not_embed_the_deck(self) -> None:
        save, _ = random_game(2, 3)
        assert "deck_data" not in json.loads(save_to_bytes(save))

    def test_solo_save_keeps_difficulty(self) -> None:
        setup = GameSetup((SeatConfig("Solo", "ai", "hard"),), difficulty="challenging", seed=9)
        record = setup.record()
        record = record.with_actions(play_random(record.initial_state(), 9)[:10])
        loaded = load_save_bytes(save_to_bytes(SaveData(record, setup.seats)))
        assert loaded.record.difficulty == "challenging"
        assert loaded.seats == (SeatConfig("Solo", "ai", "hard"),)
        assert loaded.final_state.solo is not None


def _save_json(players: int = 2, seed: int = 3, actions: int = 20) -> dict[str, Any]:
    save, _ = random_game(players, seed)
    result: dict[str, Any] = json.loads(save_to_bytes(save.truncated(actions)))
    return result


def _problem(blob: bytes) -> str:
    with pytest.raises(InvalidSave) as info:
        load_save_bytes(blob)
    return str(info.value)


class TestBadFiles:
    def test_invalid_save_is_a_project_error(self) -> None:
        assert issubclass(InvalidSave, ProjectLError) and issubclass(InvalidSave, ValueError)

    def test_not_json(self) -> None:
        assert "not valid JSON" in _problem(b"hello, this is a letter\n")

    def test_empty(self) -> None:
        assert "empty" in _problem(b"  \n")

    def test_binary_file_of_another_program(self) -> None:
        assert "not text" in _problem(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")

    def test_json_of_another_program(self) -> None:
        msg = _problem(b'{"name": "my-package", "version": "1.0.0"}')
        assert "not a Project L saved game" in msg and "no 'format'" in msg
        assert "'svg-data'" in _problem(b'{"format": "svg-data", "version": 1}')
        assert "holds a list" in _problem(b"[1, 2, 3]")

    def test_a_deck_file_is_named_as_such(self) -> None:
        from app.rules import deck_to_bytes

        assert "deck file, not a saved game" in _problem(deck_to_bytes(classic_deck()))

    @pytest.mark.parametrize("cut", [1, 40, 400, 0.5, -2])
    def test_truncated(self, cut: float) -> None:
        blob = save_to_bytes(random_game(2, 3)[0])
        n = int(len(blob) * cut) if isinstance(cut, float) else cut
        assert "cut short" in _problem(blob[:n])

    def test_newer_record_version(self) -> None:
        data = _save_json()
        data["version"] = 3
        msg = _problem(json.dumps(data).encode())
        assert "newer version" in msg and "version 2" in msg

    def test_newer_save_section_version(self) -> None:
        data = _save_json()
        data["app"]["save_version"] = 3
        assert "newer version" in _problem(json.dumps(data).encode())

    def test_unknown_puzzle_in_the_deal(self) -> None:
        data = _save_json()
        data.pop("seed")
        save, _ = random_game(2, 3)
        white, black = save.record.dealt_decks()
        data["white_deck"], data["black_deck"] = list(white), list(black)
        data["white_deck"][3] = "W99"
        assert "unknown puzzle id 'W99'" in _problem(json.dumps(data).encode())

    def test_unknown_puzzle_in_an_action(self) -> None:
        data = _save_json()
        data["actions"][5] = {"type": "take_puzzle", "puzzle": "B42"}
        assert _problem(json.dumps(data).encode()) == "action 5: unknown puzzle id 'B42'"

    def test_illegal_action_is_named_with_its_index_and_the_engine_reason(self) -> None:
        data = _save_json(actions=30)
        data["actions"].insert(10, {"type": "upgrade", "from": "L4", "to": "O4"})
        msg = _problem(json.dumps(data).encode())
        assert msg.startswith("action 10: ")
        states = random_game(2, 3)[1]
        from app.rules import Upgrade, check

        assert msg == f"action 10: {check(states[10], Upgrade('L4', 'O4'))}"

    def test_action_for_the_wrong_player(self) -> None:
        data = _save_json()
        data["actions"][0]["player"] = 1
        assert _problem(json.dumps(data).encode()) == (
            "action 0: This action is marked for player 1, but it is player 0's turn.")

    def test_huge_file(self, tmp_path: Path) -> None:
        blob = (
            b'{"format": "project-l-game", "version": 1, "pad": "' + b"x" * MAX_SAVE_BYTES + b'"}'
        )
        assert "MB" in _problem(blob)
        path = tmp_path / "huge.plsave"
        path.write_bytes(blob)
        with pytest.raises(InvalidSave, match="MB"):
            load_save(path)

    def test_seats_that_do_not_match_the_players(self) -> None:
        data = _save_json()
        data["app"]["seats"][1]["name"] = "Eve"
        assert "seat 2 is 'Eve'" in _problem(json.dumps(data).encode())
        data["app"]["seats"] = data["app"]["seats"][:1]
        assert "1 seats for 2 players" in _problem(json.dumps(data).encode())
        data["app"]["seats"] = [{"name": "Ann", "kind": "robot"}, {"name": "Bob"}]
        assert "seat 1: unknown seat kind 'robot'" in _problem(json.dumps(data).encode())

    def test_bad_view_settings(self) -> None:
        data = _save_json()
        data["app"]["view"] = {"zoom": {"nested": "object"}}
        assert "view setting 'zoom'" in _problem(json.dumps(data).encode())
        data["app"]["view"] = "big"
        assert "'view'" in _problem(json.dumps(data).encode())

    def test_file_system_problems(self, tmp_path: Path) -> None:
        with pytest.raises(InvalidSave, match="does not exist"):
            load_save(tmp_path / "missing.plsave")
        with pytest.raises(InvalidSave, match="folder"):
            load_save(tmp_path)

    def test_a_number_with_thousands_of_digits(self) -> None:
        data = json.dumps(_save_json()).replace('"seed": 3', '"seed": ' + "7" * 5000)
        assert "number" in _problem(data.encode())

    def test_deeply_nested_file(self) -> None:
        assert "nested too deeply" in _problem(b"[" * 100_000 + b"]" * 100_000)


class TestNames:
    def test_suggested_file_name(self) -> None:
        from datetime import datetime

        save, _ = random_game(2, 3)
        name = suggested_file_name(save, datetime(2025, 3, 1, 14, 5))
        assert name == f"Ann vs Bob 2025-03-01 1405{SAVE_SUFFIX}"
        odd = SaveData(
            GameRecord(players=("a/b", "c:d"), seed=1), (SeatConfig("a/b"), SeatConfig("c:d"))
        )
        assert "/" not in suggested_file_name(odd) and ":" not in suggested_file_name(odd)

    def test_with_suffix(self) -> None:
        assert with_suffix("/x/game") == "/x/game.plsave"
        assert with_suffix("/x/game.PLSAVE") == "/x/game.PLSAVE"
