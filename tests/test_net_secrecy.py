"""Hidden information never leaves the host: a client records every byte it receives during a
whole game; before a card is revealed its id never appears, and neither the seed nor the deck
order appear before ``finished``. The public state that ``game``, ``step`` and ``undone`` carry
is the real game's state summary, and a client computes the same from the public record alone:
it holds nothing a player may not see (face-down decks only as counts)."""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest
from netkit import Client, running, url

from app.net.protocol import SeatSpec
from app.net.public import PublicGame, PublicRecord
from app.net.server import Server
from app.rules import (
    GameRecord,
    GameState,
    action_from_json,
    parse_record_bytes,
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


def check_frames(client: Client, record: GameRecord) -> int:
    """Check every frame the client received against the real game; the frames checked."""
    states = replay(record, keep_states=True).states
    seed = str(record.seed)
    seed_token = re.compile(rf"(?<![0-9A-Za-z_-]){seed}(?![0-9A-Za-z_-])")
    steps = 0
    checked = 0
    public: PublicGame | None = None
    for frame in client.frames:
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
        assert '"seed"' not in frame and not seed_token.search(frame)
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
    clients, _server, text = asyncio.run(asyncio.wait_for(play_and_record(record), 120))
    full = parse_record_bytes(text.encode("utf-8"))
    assert full.seed == record.seed
    for client in clients:
        assert check_frames(client, full) > 10
        # and after the end the record (with its seed) is everyone's
        assert client.record == text


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
