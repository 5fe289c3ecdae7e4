"""A saved game's record in ``create_room`` (hosting again on a server) is hostile input: any
record, with any part replaced or removed, is either refused with ``bad_setup`` (or
``bad_message`` for a field of the wrong shape) or makes a room whose game replays exactly the
record's actions; on a real server the hostile ones leave it answering, a too-big one closes
only its own connection (1009), and a good one is played on from where it stopped."""

from __future__ import annotations

import asyncio
import copy
import json
import random
from functools import cache
from typing import Any

import pytest
from fuzzkit import json_paths, mutate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from netkit import Client, running, url

from app.net.protocol import (
    MAX_MESSAGE_BYTES,
    BadMessage,
    CreateRoom,
    ErrorCode,
    parse_client_message,
)
from app.net.public import public_part
from app.net.room import Room
from app.rules import (
    Action,
    GameRecord,
    Phase,
    apply,
    parse_record_bytes,
    random_action,
    replay,
)


def _played(players: int, actions: int, seed: int) -> GameRecord:
    """A record of ``players`` (solo with one) after ``actions`` random legal actions."""
    record = GameRecord(players=tuple("ABCD"[:players]), seed=seed,
                        difficulty="standard" if players == 1 else None)
    state = record.initial_state()
    rng = random.Random(seed)
    done: list[Action] = []
    while len(done) < actions and state.phase is not Phase.FINISHED:
        act = random_action(state, rng)
        done.append(act)
        state = apply(state, act)
    return record.with_actions(done)


@cache
def _record_json(players: int) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_played(players, 12, players).to_bytes())
    return data


def _setup(record_text: str, seats: int, **more: Any) -> dict[str, Any]:
    return {"seats": [{"kind": "remote"}] * seats, "record": record_text, **more}


def _message(setup: dict[str, Any]) -> str:
    return json.dumps({"type": "create_room", "name": "again", "setup": setup})


async def _in_room(setup: dict[str, Any]) -> None:
    """What the server does with a ``create_room``: parse, make the room (any refusal is a
    BadMessage or, from the room, a ValueError) and check that it replays the record."""
    try:
        request = parse_client_message(_message(setup))
    except BadMessage as exc:
        assert exc.code in (ErrorCode.BAD_SETUP, ErrorCode.BAD_MESSAGE) and exc.message
        return
    assert isinstance(request.message, CreateRoom)
    saved = request.message.setup.record
    assert saved is not None
    try:
        room = Room.from_setup("again", request.message.setup, decider=_never_decide)
    except ValueError as exc:
        assert str(exc)
        return
    try:
        result = replay(saved)
        assert result.ok and result.state.phase is not Phase.FINISHED
        assert room.replayed_phase is result.state.phase
        assert [s.name for s in room.seats] == [p or s.name for p, s in
                                                 zip(saved.players, room.seats, strict=True)]
    finally:
        room.close("test over")


async def _never_decide(_request: Any) -> Any:
    raise AssertionError("no AI decision is asked for in these tests")


_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 2**40) | st.text(max_size=8)
    | st.sampled_from(["W1", "B7", "O1", "I3", "take_piece", "end_turn", "place",
                       "project-l-game", "standard", "\u202e", "\ud800"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=8,
)


class TestHostileRecords:
    @settings(max_examples=150, deadline=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(players=st.sampled_from([1, 2, 4]), data=st.data(), value=_values,
           delete=st.booleans())
    def test_a_record_with_a_part_replaced_is_refused_or_replays(
            self, players: int, data: st.DataObject, value: Any, delete: bool) -> None:
        record = copy.deepcopy(_record_json(players))
        paths = json_paths(record)[1:]
        path = data.draw(st.sampled_from(paths))
        mutate(record, path, value, delete)
        asyncio.run(_in_room(_setup(json.dumps(record, ensure_ascii=False), players)))

    @settings(max_examples=100, deadline=None)
    @given(text=st.text(max_size=300) | st.binary(max_size=300).map(
        lambda b: b.decode("latin-1")))
    def test_any_text_as_a_record_is_refused_in_words(self, text: str) -> None:
        asyncio.run(_in_room(_setup(text, 2)))

    @pytest.mark.parametrize(("setup", "why"), [
        (_setup("{}", 2), "not valid"),
        (_setup(_played(2, 5, 1).to_bytes().decode(), 3), "2 players"),
        (_setup(_played(2, 5, 1).to_bytes().decode(), 2, deck="classic"), "cannot both"),
        (_setup(_played(2, 5, 1).to_bytes().decode(), 2, solo={"difficulty": "standard"}),
         "cannot both"),
        ({"seats": [{"kind": "remote"}] * 2, "record": {"format": "project-l-game"}}, "text"),
        ({"seats": [{"kind": "remote"}] * 2, "record": None}, "missing"),
    ])
    def test_records_that_do_not_fit_are_refused(self, setup: dict[str, Any],
                                                 why: str) -> None:
        with pytest.raises(BadMessage, match=why):
            parse_client_message(_message(setup))

    def test_an_illegal_action_or_a_finished_game_makes_no_room(self) -> None:
        record = _played(2, 8, 3)
        broken = json.loads(record.to_bytes())
        state = replay(record.with_actions(record.actions[:5])).state
        face_down = state.white_deck[0]  # a puzzle of the deck, but not in the row
        broken["actions"][5] = {"type": "take_puzzle", "puzzle": face_down,
                                "player": state.current}
        request = parse_client_message(_message(_setup(json.dumps(broken), 2)))
        assert isinstance(request.message, CreateRoom)
        with pytest.raises(ValueError, match="action 5"):
            Room.from_setup("x", request.message.setup)
        over = _played(2, 5000, 4)
        assert replay(over).state.phase is Phase.FINISHED
        request = parse_client_message(_message(_setup(over.to_bytes().decode(), 2)))
        assert isinstance(request.message, CreateRoom)
        with pytest.raises(ValueError, match="over"):
            Room.from_setup("x", request.message.setup)


class TestOnAServer:
    def test_hostile_records_are_refused_and_a_good_one_goes_on(self) -> None:
        async def main() -> None:
            async with running(mode="serve", rate=1000.0, burst=1000) as server:
                address = url(server)
                hostile = [
                    _setup("not a record", 2),
                    _setup(json.dumps({**_record_json(2), "seed": -1}), 2),
                    _setup(json.dumps({**_record_json(2), "actions": [
                        {"type": "place", "puzzle": "W1", "piece": "O1",
                         "cells": [[9, 9]], "player": 0}]}), 2),
                    _setup(_played(2, 5000, 4).to_bytes().decode(), 2),  # the game is over
                ]
                refusals = await Client.open(address, "Mallory")
                for setup in hostile:
                    await refusals.send({"type": "create_room", "setup": setup})
                    answer = await refusals.expect("error", "room_created")
                    assert answer["type"] == "error" and answer["code"] == "bad_setup", answer
                # too big for a message: only this connection is closed
                huge = await Client.open(address, "Huge")
                await huge.send({"type": "create_room", "setup": _setup(
                    "x" * MAX_MESSAGE_BYTES, 2)})
                assert await huge.closed() == 1009
                assert not server.rooms
                # a good record: the room goes on from it, the joiners by name
                saved = _played(2, 10, 6)
                saved = GameRecord(players=("Ann", "Bob"), seed=saved.seed,
                                   actions=saved.actions)
                maker = await Client.open(address, "Ann")
                await maker.send({"type": "create_room", "name": "again", "setup": {
                    "seats": [{"kind": "remote"}, {"kind": "remote"}],
                    "record": saved.to_bytes().decode(), "auto_start": True}})
                created = await maker.expect("room_created")
                players = []
                for name in ("bob", "ANN"):  # the seats of their names, not the first free
                    player = await Client.open(address, name)
                    await player.send({"type": "join", "code": created["code"], "name": name})
                    joined = await player.expect("joined")
                    players.append(player)
                    assert joined["room"]["seats"][joined["seat"]]["name"].casefold() == name \
                        .casefold()
                bob, ann = players
                assert (bob.seat, ann.seat) == (1, 0)
                for player in players:
                    await player.send({"type": "ready", "ready": True})
                for player in players:
                    await player.expect("game")
                    assert player.game is not None
                    assert [s.action for s in player.game.steps] == list(saved.actions)
                records = await asyncio.gather(*(p.play(seed) for seed, p in
                                                 enumerate(players)))
                assert records[0] == records[1]
                final = parse_record_bytes(records[0].encode("utf-8"))
                assert final.players == ("Ann", "Bob")
                assert final.actions[:len(saved.actions)] == saved.actions
                assert replay(final).state.phase is Phase.FINISHED
                # the cards still face down in the saved game were dealt anew: the record
                # gives decks, no seed, and they part from the saved deal where it was hidden
                assert final.seed is None and final.white_deck is not None
                before = replay(saved, keep_states=True).states
                after = replay(final.with_actions(saved.actions), keep_states=True).states
                assert [public_part(s) for s in after] == [public_part(s) for s in before]
                for client in (refusals, maker, *players):
                    await client.close()

        asyncio.run(asyncio.wait_for(main(), 120))

