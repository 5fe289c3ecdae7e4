"""Hidden information never leaves the host: a client records every byte it receives during a
whole game; before a card is revealed its id never appears, and neither the seed nor the deck
order appear before ``finished``, nor a digest other than the public one. The public state that
``game``, ``step`` and ``undone`` carry is the real game's state summary, and a client computes
the same from the public record alone: it holds nothing a player may not see (face-down decks
only as counts). On a server every seat, a spectator, a player who drops out and rejoins, and
the room's maker asking for the record mid-game are checked so; and the deal follows from the
operating system's generator alone, from no value any client sees (there is no seed to try)."""

from __future__ import annotations

import asyncio
import json
import random
import re
from typing import Any

import pytest
from netkit import Client, all_ready, running, url

import app.rules.record as record_module
from app.net import room as room_module
from app.net.protocol import SeatSpec, parse_client_message
from app.net.public import PublicGame, PublicRecord, public_part
from app.net.room import Room
from app.net.server import Server
from app.rules import (
    Action,
    GameRecord,
    GameState,
    action_from_json,
    apply,
    new_record,
    parse_record_bytes,
    random_action,
    replay,
    state_summary,
)

FAST: dict[str, Any] = {"rate": 1000.0, "burst": 1000, "mode": "host"}


def face_down(state: GameState) -> set[str]:
    if state.solo is not None:
        return set(state.solo.deck)
    return set(state.white_deck) | set(state.black_deck)


async def play_and_record(record: GameRecord) -> tuple[list[Client], Server, str]:
    """A hosted room of remote seats for ``record``; clients (one per seat, plus a spectator)
    play it to the end recording every frame."""
    async with running(**FAST) as server:
        seats = [SeatSpec("remote", n) for n in record.players]
        room = server.host_room("Secret", record, seats)
        host = await Client.open(url(server), "Host")
        await host.send({"type": "host", "code": room.code, "host_token": room.host_token})
        await host.expect("joined")
        players = []
        for i in range(len(seats)):
            c = await Client.open(url(server), f"P{i}")
            await c.send({"type": "join", "code": room.code, "seat": i})
            await c.expect("joined")
            await c.send({"type": "ready", "ready": True})
            players.append(c)
        watcher = await Client.open(url(server), "Eve")
        await watcher.send({"type": "spectate", "code": room.code})
        await watcher.expect("joined")
        while True:
            lobby = await host.expect("lobby")
            if all(s["ready"] for s in lobby["seats"]):
                break
        await host.send({"type": "start"})
        texts = await asyncio.gather(*(c.play(10 + i) for i, c in enumerate(players)))
        await watcher.expect("finished")
        assert len(set(texts)) == 1
        for c in (host, watcher, *players):
            await c.close()
        return [*players, watcher], server, texts[0]


DECK_KEY = re.compile(r'"(white_deck|black_deck|deck)":')
DECK_COUNT = re.compile(r'"(white_deck|black_deck|deck)":\d+[,}]')
HEX = re.compile(r"(?<![0-9A-Za-z])[0-9a-fA-F]{16,}(?![0-9A-Za-z])")


def check_frames(client: Client | list[str], record: GameRecord) -> int:
    """Check every frame the client received (or these frames) against the real game; the
    frames checked."""
    frames = client if isinstance(client, list) else client.frames
    states = replay(record, keep_states=True).states
    seed = str(record.seed)
    seed_token = re.compile(rf"(?<![0-9A-Za-z_-]){seed}(?![0-9A-Za-z_-])")
    steps = 0
    checked = 0
    public: PublicGame | None = None
    for frame in frames:
        msg = json.loads(frame)
        if msg["type"] == "finished":
            break
        if msg["type"] == "step":
            steps = msg["index"] + 1
            assert public is not None
            public.apply_step(action_from_json(msg["action"]),
                              {k: tuple(v) for k, v in msg["reveals"].items()}, msg["digest"])
        elif msg["type"] == "undone":
            steps = msg["index"]
            assert public is not None
            public.truncate(steps)
        elif msg["type"] == "game":
            steps = len(msg["public"]["steps"])
            public = PublicGame(PublicRecord.from_json(msg["public"]))
        hidden = face_down(states[steps])
        leaked = [pid for pid in hidden if f'"{pid}"' in frame]
        assert not leaked, f"{leaked} face down, but in {frame[:200]}"
        assert '"seed"' not in frame
        assert record.seed is None or not seed_token.search(frame)
        # no digest but the public one (a hash of the deal would give it away to a search)
        assert all(h == msg.get("digest") for h in HEX.findall(frame)), frame[:200]
        # a face-down deck appears only as its size ("deck" is also the public "classic")
        decks = [m for m in DECK_KEY.finditer(frame) if not frame.startswith('"deck":"', m.start())]
        assert len(decks) == len(DECK_COUNT.findall(frame)), frame[:200]
        if msg["type"] in ("game", "step", "undone"):
            assert public is not None
            assert msg["state"] == state_summary(states[steps])  # the real position
            assert msg["state"] == state_summary(public.state)  # and all of it public
        checked += 1
    return checked


@pytest.mark.parametrize("record", [
    GameRecord(players=("Ann", "Bo"), seed=123456789),
    GameRecord(players=("Ann", "Bo", "Cy", "Di"), seed=987654),
    GameRecord(players=("Solo",), seed=55555, difficulty="challenging"),
])
def test_no_hidden_card_seed_or_deck_order_before_it_is_public(record: GameRecord) -> None:
    """A game the host dealt from a seed it typed (host mode): nothing of it before the end."""
    clients, _server, text = asyncio.run(asyncio.wait_for(play_and_record(record), 120))
    full = parse_record_bytes(text.encode("utf-8"))
    assert full.seed == record.seed
    for client in clients:
        assert check_frames(client, full) > 10
        # and after the end the record (with its seed) is everyone's
        assert client.record == text


# ------------------------------------------------------------------ a game on a server


async def server_game(seats: list[dict[str, Any]], solo: str | None
                      ) -> tuple[dict[str, list[str]], str, dict[str, Any]]:
    """A room made with ``create_room`` on a server, played to the end by random players: its
    maker in seat 0, another player in seat 1 (when there is one) who drops out midway and
    comes back with its token on a new connection, and a spectator. The maker asks for the
    record midway. Every connection's frames, the finished record's text, the maker's
    mid-game answer."""
    async with running(mode="serve", rate=1000.0, burst=1000) as server:
        setup: dict[str, Any] = {"seats": seats}
        if solo is not None:
            setup["solo"] = {"difficulty": solo}
        maker = await Client.open(url(server), "Maker")
        await maker.send({"type": "create_room", "name": "Secret", "setup": setup})
        code = (await maker.expect("room_created"))["code"]
        await maker.send({"type": "join", "code": code, "seat": 0, "name": "Maker"})
        await maker.expect("joined")
        other: Client | None = None
        if len(seats) > 1:
            other = await Client.open(url(server), "Other")
            await other.send({"type": "join", "code": code, "seat": 1, "name": "Other"})
            await other.expect("joined")
            await other.send({"type": "ready", "ready": True})
        watcher = await Client.open(url(server), "Eve")
        await watcher.send({"type": "spectate", "code": code})
        await watcher.expect("joined")
        await maker.send({"type": "ready", "ready": True})
        await all_ready(maker)
        await maker.send({"type": "start"})
        frames: dict[str, list[str]] = {}

        async def drop_and_return(player: Client, seat: int, steps: int) -> str:
            """``player`` plays ``steps`` steps, drops out, comes back with its token on a new
            connection and plays to the end; the record's text."""
            await player.play(seat + 2, stop_after=steps)
            token = player.token
            assert player.ws.transport is not None
            player.ws.transport.abort()
            back = await Client.open(url(server), player.name)
            await back.send({"type": "rejoin", "code": code, "seat": seat, "token": token})
            await back.expect("joined")
            text = await back.play(seat + 3)
            frames["rejoiner"] = back.frames
            await back.close()
            return text

        if other is None:  # solo: the maker drops out and comes back
            await maker.play(1, stop_after=6)
            await maker.send({"type": "get_record", "id": 99})
            midway = await maker.expect("record")
            frames["maker"] = maker.frames
            text = await drop_and_return(maker, 0, 6)
        else:
            async def maker_plays() -> tuple[str, dict[str, Any]]:
                await maker.play(1, stop_after=4)
                await maker.send({"type": "get_record", "id": 99})
                answer = await maker.expect("record")
                return await maker.play(1), answer

            (text, midway), again = await asyncio.gather(maker_plays(),
                                                         drop_and_return(other, 1, 8))
            assert again == text
            frames["maker"] = maker.frames
            frames["other"] = other.frames
            await maker.close()
        await watcher.expect("finished")
        frames["spectator"] = watcher.frames
        await watcher.close()
        return frames, text, midway


@pytest.mark.parametrize(("seats", "solo"), [
    ([{"kind": "remote"}, {"kind": "remote"}, {"kind": "ai", "level": "easy"}], None),
    ([{"kind": "remote"}], "standard"),
])
def test_on_a_server_no_seat_spectator_rejoiner_or_maker_learns_the_deal(
        seats: list[dict[str, Any]], solo: str | None) -> None:
    frames, text, midway = asyncio.run(asyncio.wait_for(server_game(seats, solo), 180))
    full = parse_record_bytes(text.encode("utf-8"))
    # dealt from the operating system's generator: decks, and no seed to try
    assert full.seed is None and (full.white_deck or full.solo_deck)
    # the maker asked for the record midway: the public game, not the deal
    assert midway["id"] == 99 and midway["finished"] is False and midway["record"] is None
    assert midway["public"]["steps"]
    assert set(frames) >= {"maker", "rejoiner", "spectator"}
    for who, seen in frames.items():
        assert check_frames(seen, full) > 5, who


def test_the_deal_follows_from_the_os_generator_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """The old attack tried every 32-bit seed against the face-up cards. A room's deal now
    comes from the operating system's generator and from nothing a client sees or sends:
    with that generator's output fixed, rooms with other codes, tokens, names and room names
    deal the same cards; with another output, the same room deals others. The record keeps no
    seed, and the AI seats' seeds do not come from the deal."""
    message = parse_client_message(json.dumps({"type": "create_room", "setup": {
        "seats": [{"kind": "remote", "name": "Ann"}, {"kind": "ai"}]}}))
    setup = message.message.setup  # type: ignore[union-attr]
    draws: list[int] = []

    def fixed(n: int) -> Any:
        def generator() -> random.Random:
            draws.append(n)
            return random.Random(n)
        return generator

    def dealt(name: str, n: int) -> tuple[Any, ...]:
        monkeypatch.setattr(record_module, "_os_random", fixed(n))
        made = Room.from_setup(name, setup)
        made.close("done")
        deal = made.record()
        assert deal.seed is None
        return deal.white_deck, deal.black_deck

    first = dealt("Friday", 1)
    assert dealt("Another room, another code and tokens", 1) == first
    assert dealt("Friday", 2) != first
    assert draws == [1, 1, 2]  # every deal asked the generator, nothing else
    # the AI's seeds are drawn apart from the deal (they once came from the seed)
    monkeypatch.setattr(record_module, "_os_random", fixed(1))
    monkeypatch.setattr(room_module.secrets, "randbits", lambda bits: 12345)
    made = Room.from_setup("Friday", setup)
    made.close("done")
    assert made._ai_base == 12345


def test_a_saved_game_hosted_again_deals_the_hidden_cards_anew() -> None:
    """Whoever saved a game (or wrote its record) cannot know what is to come once it is
    hosted again: the cards still face down are dealt anew, the public game stays the same."""
    saved = new_record(("Ann", "Bo"), rng=random.Random(5))
    state = saved.initial_state()
    actions: list[Action] = []
    rng = random.Random(6)
    while len(actions) < 30:
        action = random_action(state, rng)
        actions.append(action)
        state = apply(state, action)
    saved = saved.with_actions(actions)
    seats = [SeatSpec("remote", "Ann"), SeatSpec("remote", "Bo")]
    decks = set()
    for _ in range(3):
        made = Room("again", saved, seats, deal_again=True)
        made.close("done")
        again = made.record().with_actions(saved.actions)
        assert again.seed is None
        before = replay(saved, keep_states=True).states
        after = replay(again, keep_states=True).states
        assert [public_part(s) for s in after] == [public_part(s) for s in before]
        decks.add((again.white_deck, again.black_deck))
    assert (saved.white_deck, saved.black_deck) not in decks and len(decks) == 3


def test_the_test_would_see_a_leak() -> None:
    """The check is not empty: a frame naming a face-down card fails it."""
    record = GameRecord(players=("Ann", "Bo"), seed=1)
    state = record.initial_state()
    client = Client.__new__(Client)
    client.frames = [json.dumps({"type": "chat", "text": state.white_deck[0]})]
    with pytest.raises(AssertionError):
        check_frames(client, record)
    # a face-down deck as a list, not a count, fails it too
    client.frames = [json.dumps({"type": "chat", "text": "x", "white_deck": []},
                                separators=(",", ":"))]
    with pytest.raises(AssertionError):
        check_frames(client, record)
    # and so does a digest that is not the public one (of the deal, say)
    client.frames = [json.dumps({"type": "chat", "text": "0123456789abcdef0123"})]
    with pytest.raises(AssertionError):
        check_frames(client, record)
