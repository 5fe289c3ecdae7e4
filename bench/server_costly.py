"""What costly client messages cost the server, and whether they slow down everyone else.

    python bench/server_costly.py [--hostile 20] [--seconds 10] [--kind record|deck]
                                  [--code DIR]

Part 1, the worst single message of each kind, timed in this process: reading and checking it
(``parse_client_message``), making its room (``Room.from_setup``, which replays a saved game's
actions to check them) and starting it (``Room.start``, which replays them again). The costly
ones are a ``create_room`` whose ``record`` is a saved 4-player game as long as fits in a 64 KiB
message (compact JSON, about 1,400 actions), the same with its last action made illegal (the
whole game is replayed before it is refused: a hostile client can send it again and again
without making a room), and one whose ``deck_data`` is a deck of 500 puzzles (the most a deck
may have). Part 2 starts ``project-l serve`` (the code of ``--code``: this repository by
default, e.g. ``--code /work/main`` for the server before a change) and plays an honest
2-player game (random legal actions, one every 50 ms) while ``--hostile`` connections, in
another process and from another address (127.0.0.2: Linux routes all of 127.0.0.0/8 to
loopback), send the costly ``create_room`` of ``--kind`` as fast as the message rate allows
(they reconnect when closed; beyond the 16 connections an address may hold they are refused
``address_limit`` and try again); it prints the honest actions' round trip (an ``act`` sent
until its own ``step`` comes back) with and without the attack, and how the hostile messages
were answered.

Figures (2-core machine shared with other work, 2026-11-26, ``--hostile 20 --seconds 10``):
docs/protocol.md, "Costly messages". Before the checks moved to a worker process the honest
game made no action at all under the record attack; after, its median was 2.5 to 5.5 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from netkit import Client, big_deck, compact, long_record, whose_turn
from server_process import start_server, stop_server

from app.net.protocol import MAX_SERVER_MESSAGE_BYTES, PROTOCOL_VERSION, parse_client_message
from app.net.room import Room
from app.rules import legal_actions

ROOT = Path(__file__).resolve().parent.parent


def payload(kind: str) -> str:
    """The costly message a hostile connection sends."""
    return big_deck() if kind == "deck" else long_record(illegal_end=True)


# ------------------------------------------------------------------ part 1: one message


def _best_of(function: Any, times: int = 5) -> float:
    best = float("inf")
    for _ in range(times):
        t0 = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - t0)
    return best


def single_costs() -> None:
    """Print each message kind's cost, the best of 5 (the loop's cost in the old server)."""
    messages = {
        "create_room classic": compact({"type": "create_room", "setup": {
            "seats": [{"kind": "remote"}] * 4}}),
        "create_room record (64 KiB)": long_record(),
        "create_room record, last action illegal": long_record(illegal_end=True),
        "create_room deck_data (500 puzzles)": big_deck(),
        "chat (300 characters)": compact({"type": "chat", "text": "x" * 300}),
        "act": compact({"type": "act", "seq": 1, "action": {"type": "take_piece"}}),
    }
    print("one message (best of 5): read+check | make the room | start it")
    for name, text in messages.items():
        size = len(text.encode())
        read = _best_of(lambda t=text: parse_client_message(t))  # type: ignore[misc]
        req = parse_client_message(text)
        setup = getattr(req.message, "setup", None)
        made = started = 0.0
        if setup is not None:
            def make(s: Any = setup) -> Room:
                return Room.from_setup("x", s, decider=_no_ai)
            try:
                made = _best_of(make)
                started = _best_of(lambda: asyncio.run(_start(make())))
            except ValueError:
                made = _best_of(lambda: _refused(make))
        print(f"  {name:42} {size:6d} B  {read * 1000:6.1f} ms | {made * 1000:6.1f} ms | "
              f"{started * 1000:6.1f} ms")


async def _no_ai(request: Any) -> Any:
    raise AssertionError("no AI seat here")


async def _start(room: Room) -> None:
    for seat in room.seats:
        seat.peer, seat.ready = object(), True  # type: ignore[assignment]
    room.start()
    room.close("done")


def _refused(make: Any) -> None:
    try:
        make()
    except ValueError:
        pass


# ------------------------------------------------------------------ part 2: under attack


async def _one_hostile(address: str, text: str, until: float, answers: Counter[str]) -> None:
    while time.monotonic() < until:
        try:
            async with connect(address, max_size=MAX_SERVER_MESSAGE_BYTES, open_timeout=10,
                               local_addr=("127.0.0.2", 0)) as ws:
                with contextlib.suppress(ConnectionClosed):  # (refused at once: closed)
                    await ws.send(compact({"type": "hello", "protocol": PROTOCOL_VERSION,
                                           "client": "hostile", "name": "Mallory"}))
                hello = json.loads(await ws.recv())
                if hello["type"] == "error":
                    answers[f"connection {hello['code']}"] += 1
                    await asyncio.sleep(0.5)
                    continue
                while time.monotonic() < until:
                    sent = time.monotonic()
                    await ws.send(text)
                    while True:  # its answer (a lobby after room_created is skipped)
                        answer = json.loads(await asyncio.wait_for(ws.recv(), 30))
                        if answer["type"] in ("error", "room_created", "bye"):
                            break
                    answers[answer["code"] if answer["type"] == "error" else answer["type"]] += 1
                    if answer["type"] != "error":
                        break  # in a room now (or sent away): connect again
                    await asyncio.sleep(max(0.0, 0.055 - (time.monotonic() - sent)))  # < 20/s
        except (ConnectionClosed, InvalidHandshake, OSError, TimeoutError):
            answers["closed"] += 1
            await asyncio.sleep(0.05)


def hostile_process(address: str, kind: str, connections: int, seconds: float,
                    out: Any) -> None:
    """``connections`` hostile connections for ``seconds``; puts the answers' counts."""
    text = payload(kind)
    answers: Counter[str] = Counter()

    async def main() -> None:
        until = time.monotonic() + seconds
        await asyncio.gather(*(_one_hostile(address, text, until, answers)
                               for _ in range(connections)))

    asyncio.run(main())
    out.put(dict(answers))


async def honest_game(address: str, seconds: float, pace: float = 0.05) -> list[float]:
    """Two honest players in a room of their own, acting in turn for ``seconds`` (new games
    as they finish); each action's round trip in seconds."""
    trips: list[float] = []
    until = time.monotonic() + seconds
    rng = random.Random(7)
    while time.monotonic() < until:
        a = await Client.open(address, "Ann")
        await a.send({"type": "create_room", "setup": {
            "seats": [{"kind": "remote"}, {"kind": "remote"}], "auto_start": True}})
        code = (await a.expect("room_created", timeout=60))["code"]
        await a.send({"type": "join", "code": code, "seat": 0})
        b = await Client.open(address, "Bo")
        await b.send({"type": "join", "code": code, "seat": 1})
        for c in (a, b):
            await c.send({"type": "ready", "ready": True})
        for c in (a, b):
            await c.expect("game", timeout=60)
        seq = 0
        while time.monotonic() < until and (turn := whose_turn(a, b)) is not None:
            actor, other = turn
            action = rng.choice(list(legal_actions(a.game.state)))
            seq += 1
            sent = time.monotonic()
            await actor.send({"type": "act", "seq": seq, "action": action.to_json()})
            while True:
                msg = await actor.expect("step", "refused", timeout=60)
                if msg.get("seq") == seq:
                    break
            trips.append(time.monotonic() - sent)
            await other.expect("step", timeout=60)
            await asyncio.sleep(pace)
        await a.close()
        await b.close()
    return trips


def _figures(trips: list[float]) -> str:
    if not trips:
        return "no actions"
    ordered = sorted(trips)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return (f"{len(trips)} actions, median {statistics.median(trips) * 1000:.1f} ms, "
            f"p99 {p99 * 1000:.1f} ms, max {max(trips) * 1000:.1f} ms")


def under_attack(code: Path, kind: str, hostile: int, seconds: float) -> None:
    """Print the honest round trips without and with ``hostile`` connections attacking."""
    proc, port = start_server(code)
    address = f"ws://127.0.0.1:{port}/"
    try:
        quiet = asyncio.run(honest_game(address, seconds / 2))
        print(f"honest game alone:            {_figures(quiet)}")
        context = multiprocessing.get_context("spawn")
        out = context.Queue()
        attacker = context.Process(target=hostile_process,
                                   args=(address, kind, hostile, seconds + 3, out))
        attacker.start()
        time.sleep(3.0)  # the attackers connect and get going
        loud = asyncio.run(honest_game(address, seconds))
        answers = out.get(timeout=seconds + 60)
        attacker.join(10)
        print(f"honest game, {hostile} hostile:    {_figures(loud)}")
        print(f"hostile answers ({kind}): " + ", ".join(
            f"{k} {v}" for k, v in sorted(answers.items(), key=lambda kv: -kv[1])))
    finally:
        stop_server(proc)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hostile", type=int, default=20, help="hostile connections")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--kind", choices=("record", "deck"), default="record")
    parser.add_argument("--code", type=Path, default=ROOT,
                        help="the repository whose server is measured")
    parser.add_argument("--skip-single", action="store_true", help="only part 2")
    args = parser.parse_args()
    if not args.skip_single:
        single_costs()
    under_attack(args.code.resolve(), args.kind, args.hostile, args.seconds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
