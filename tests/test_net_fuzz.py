"""Random and hostile messages thrown at the server while two players play a game: no exception
escapes the server, it keeps answering, and the game's record at the end is the record of the
same game played without the fuzzer. The fuzzers send a fixed number of frames, and the players
pace their moves by the frames sent (never by the clock), so the fuzzing spans the game on any
machine."""

from __future__ import annotations

import asyncio
import json
import logging
import random
from typing import Any

import pytest
from netkit import Client, drain, running, url
from waiting import HANG
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from app.net.protocol import PROTOCOL_VERSION, SeatSpec
from app.rules import GameRecord

CONFIG: dict[str, Any] = {"rate": 1000.0, "burst": 1000, "mode": "host"}
FRAMES = 800
"""Frames each fuzzer sends."""
FUZZERS = 3
MOVES = 200
"""The players make about this many moves in all while the fuzzers work: before each, they let
the fuzzers send their share."""
TYPES = ["hello", "list_rooms", "create_room", "join", "rejoin", "spectate", "host", "ready",
         "chat", "start", "set_takeover", "kick", "act", "undo", "leave", "resync",
         "get_record", "eval", "__class__", "", "step", "finished"]
FIELDS = ["protocol", "client", "name", "password", "code", "seat", "token", "host_token",
          "ready", "text", "seconds", "seq", "action", "setup", "id", "type", "player",
          "__proto__", "reveals"]
ACTION_TYPES = ["take_puzzle", "take_piece", "upgrade", "place", "master", "end_turn",
                "choose_reward", "finish", "x"]


def junk(rng: random.Random, depth: int = 0) -> Any:
    """A random JSON value: every type, odd numbers and strings, some nesting."""
    roll = rng.random()
    if depth > 4 or roll < 0.3:
        return rng.choice([None, True, False, 0, -1, 2**63, -(2**70), 10**30, 1.5, -0.0,
                           1e308, "", "x" * rng.randint(0, 400), "\u202e\u0000\ud7ff",
                           "W1", "B999", "../../etc/passwd", "ABCD-EFGH", "O1", "I3"])
    if roll < 0.6:
        return [junk(rng, depth + 1) for _ in range(rng.randint(0, 5))]
    return {rng.choice(FIELDS): junk(rng, depth + 1) for _ in range(rng.randint(0, 5))}


def hostile(rng: random.Random, code: str) -> str | bytes:
    """One frame: junk, or a message of a real type with wrong, huge or deep fields."""
    roll = rng.random()
    if roll < 0.1:
        return json.dumps(junk(rng))
    if roll < 0.15:
        return "[" * rng.randint(30, 20000) + "]" * rng.randint(0, 20000)
    if roll < 0.2:
        return '{"type":"act","seq":' + "9" * rng.randint(20, 6000) + "}"
    if roll < 0.25:
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 200)))
    if roll < 0.28:
        return "{" + "x" * rng.randint(0, 100)
    if roll < 0.3:
        return '{"type":"chat","text":"' + "y" * 70_000 + '"}'
    msg: dict[str, Any] = {"type": rng.choice(TYPES)}
    for _ in range(rng.randint(0, 4)):
        msg[rng.choice(FIELDS)] = junk(rng)
    if rng.random() < 0.5:
        msg["code"] = code
    if msg["type"] == "act" and rng.random() < 0.7:
        action: dict[str, Any] = {"type": rng.choice(ACTION_TYPES)}
        for key in ("puzzle", "piece", "from", "to", "cells", "placements"):
            if rng.random() < 0.4:
                action[key] = junk(rng)
        if rng.random() < 0.3:
            action["cells"] = [[rng.randint(-2, 6), rng.randint(-2, 6)]
                               for _ in range(rng.randint(0, 30))]
        msg["action"] = action
        msg["seq"] = rng.randint(0, 10)
    if msg["type"] in ("rejoin", "join", "kick") and rng.random() < 0.6:
        msg["seat"] = rng.choice([0, 1, 2, 3, -1, None, "0"])
    return json.dumps(msg)


async def fuzzer(address: str, code: str, seed: int, frames: int, sent_by: list[int],
                 progress: asyncio.Event) -> int:
    """Connect, maybe say hello, maybe enter the room, throw frames; reconnect when closed,
    until ``frames`` are sent (counted in ``sent_by[seed]`` as they go, each setting
    ``progress``). Returns them."""
    rng = random.Random(seed)
    sent = 0
    while sent < frames:
        try:
            async with connect(address, max_size=None, open_timeout=5, close_timeout=1) as ws:
                reader = asyncio.ensure_future(drain(ws))
                if rng.random() < 0.8:
                    await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION,
                                              "name": "fz"}))
                if rng.random() < 0.5:
                    await ws.send(json.dumps({"type": rng.choice(["spectate", "join"]),
                                              "code": code}))
                for _ in range(rng.randint(1, 80)):
                    if sent >= frames:
                        break
                    frame = hostile(rng, code)
                    if isinstance(frame, bytes) and rng.random() < 0.5:
                        await ws.send(frame, text=True)  # not UTF-8 in a text frame
                    else:
                        await ws.send(frame)
                    sent += 1
                    sent_by[seed] = sent
                    progress.set()
                    if rng.random() < 0.2:
                        await asyncio.sleep(0)  # the others' turn
                reader.cancel()
        except (ConnectionClosed, InvalidStatus, OSError, TimeoutError):
            await asyncio.sleep(0)
    return sent


async def game(fuzz: bool) -> tuple[str, int]:
    """A hosted two-player game played by seeded random clients (slowed so that it spans the
    fuzzing), with or without fuzzers; the record's text and the frames the fuzzers sent."""
    record = GameRecord(players=("Ann", "Bo"), seed=2024)
    async with running(**CONFIG) as server:
        room = server.host_room("Fuzzed", record, [SeatSpec("remote"), SeatSpec("remote")])
        host = await Client.open(url(server), "Host")
        await host.send({"type": "host", "code": room.code, "host_token": room.host_token})
        await host.expect("joined")
        a = await Client.open(url(server), "Ann")
        b = await Client.open(url(server), "Bo")
        for i, c in enumerate((a, b)):
            await c.send({"type": "join", "code": room.code, "seat": i, "name": c.name})
            await c.expect("joined")
            await c.send({"type": "ready", "ready": True})
        while True:
            lobby = await host.expect("lobby")
            if all(s["ready"] for s in lobby["seats"][:2]):
                break
        sent_by = [0] * FUZZERS
        progress = asyncio.Event()
        fuzzers = [asyncio.ensure_future(fuzzer(url(server), room.code, s, FRAMES, sent_by,
                                                progress))
                   for s in range(FUZZERS)] if fuzz else []
        for f in fuzzers:
            f.add_done_callback(lambda _f: progress.set())
        moves = 0

        async def fuzzers_go_first() -> None:
            """Before a move: until the fuzzers have sent their share of the frames so far
            (or all of them, or stopped)."""
            nonlocal moves
            moves += 1
            share = min(FRAMES, FRAMES * moves // MOVES)
            while not all(f.done() for f in fuzzers) and min(sent_by) < share:
                progress.clear()
                await progress.wait()

        await host.send({"type": "start"})
        pace = fuzzers_go_first if fuzz else None
        texts = await asyncio.gather(a.play(1, before_each=pace), b.play(2, before_each=pace))
        sent = sum(await asyncio.gather(*fuzzers)) if fuzzers else 0
        # the server still answers
        probe = await Client.open(url(server), "Probe")
        await probe.send({"type": "list_rooms"})
        rooms = (await probe.expect("rooms"))["rooms"]
        assert rooms[0]["finished"] is True
        for c in (host, a, b, probe):
            await c.close()
        assert texts[0] == texts[1]
        return texts[0], sent


def test_hostile_messages_do_not_crash_the_server_nor_touch_the_game(
        caplog: pytest.LogCaptureFixture) -> None:
    quiet, _ = asyncio.run(asyncio.wait_for(game(fuzz=False), HANG))
    with caplog.at_level(logging.WARNING, logger="app.net"):
        fuzzed, sent = asyncio.run(asyncio.wait_for(game(fuzz=True), 120))
    assert sent > 500
    assert fuzzed == quiet
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]
