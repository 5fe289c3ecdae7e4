"""Whether one address can take the server: an honest game's round trip alone and during each
attack from one other address, side by side.

    python bench/server_attacks.py [--seconds 15] [--code DIR] [--attacks idle,rooms,resync]

Starts ``project-l serve`` (the code of ``--code``: this repository by default, e.g. ``--code
/work/main`` for the server before a change; its default options either way) afresh for each
row, and plays an honest 2-player game from 127.0.0.1 (a new room, random legal actions, one
every 50 ms; a new game when one ends) for ``--seconds``, measuring each action's round trip
(an ``act`` sent until its own ``step`` comes back). The first row is the game alone; in each
other row a second process attacks from 127.0.0.2 first (Linux routes all of 127.0.0.0/8 to
loopback), and the honest game starts once the attack is in place:

- ``idle``: 210 connections that say hello and then nothing (before: they took every one of
  the 200 places, and an honest newcomer was refused ``server_full``);
- ``rooms``: 130 connections that each make a room and stay (before: all 100 rooms);
- ``resync``: 30 connections seated in 15 games of about 1,500 actions (each made from a saved
  game of 64 KiB) that send ``resync`` as fast as the message rate allows (19 a second each;
  before: about 7 ms of the loop each, the honest round trip went from 1 ms to 505 ms median);
  a connection closed for too many refusals comes back with its seat's token.

Prints, for each row, the honest round trip (median, p99, max, and the median as a multiple of
the median alone), whether the honest players were refused anything, and what the attack got.
The target: a median under attack within 3 times the median alone, nothing refused to the
honest players. Figures: docs/protocol.md, "Limits per address and timeouts". The machine is
shared: compare the rows of one run, not runs with each other.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from netkit import Client, compact, drain, never_finishing, whose_turn
from server_process import cpu_seconds, start_server, stop_server

from app.net.protocol import MAX_MESSAGE_BYTES, MAX_SERVER_MESSAGE_BYTES, PROTOCOL_VERSION
from app.rules import Phase, legal_actions

ROOT = Path(__file__).resolve().parent.parent
ATTACKER = "127.0.0.2"
HONEST = "127.0.0.1"
ATTACKS = ("idle", "rooms", "resync")


# ------------------------------------------------------------------ the honest game


@dataclass
class Honest:
    """What the honest players measured (and the server's CPU meanwhile)."""

    trips: list[float] = field(default_factory=list)
    refused: Counter[str] = field(default_factory=Counter)
    server_cpu: float | None = None  # share of one core while the honest game played


async def honest_game(address: str, seconds: float, pace: float = 0.05) -> Honest:
    """Two players from :data:`HONEST` in a room of their own, acting in turn for ``seconds``
    (new games as they finish); every refusal they get is counted."""
    out = Honest()
    until = time.monotonic() + seconds
    rng = random.Random(7)
    while time.monotonic() < until:
        players: list[Client] = []
        try:
            a = await Client.open(address, "Ann", hello=False, source=HONEST)
            players.append(a)
            if not await _hello(a, out):
                return out
            await a.send({"type": "create_room", "setup": {
                "seats": [{"kind": "remote"}, {"kind": "remote"}], "auto_start": True}})
            created = await a.expect("room_created", "error", timeout=60)
            if created["type"] == "error":
                out.refused[created["code"]] += 1
                return out
            b = await Client.open(address, "Bo", hello=False, source=HONEST)
            players.append(b)
            if not await _hello(b, out):
                return out
            for seat, c in enumerate(players):
                await c.send({"type": "join", "code": created["code"], "seat": seat})
                answer = await c.expect("joined", "error", timeout=60)
                if answer["type"] == "error":
                    out.refused[answer["code"]] += 1
                    return out
            for c in players:
                await c.send({"type": "ready", "ready": True})
            for c in players:
                await c.expect("game", timeout=60)
            seq = 0
            while time.monotonic() < until and (turn := whose_turn(a, b)) is not None:
                actor, other = turn
                seq += 1
                sent = time.monotonic()
                await actor.send({"type": "act", "seq": seq, "action": rng.choice(
                    list(legal_actions(a.game.state))).to_json()})
                msg = await actor.expect("step", "refused", "error", timeout=60)
                if msg["type"] != "step":
                    out.refused[msg.get("code", msg["type"])] += 1
                    return out
                out.trips.append(time.monotonic() - sent)
                await other.expect("step", timeout=60)
                await asyncio.sleep(pace)
        except (ConnectionClosed, TimeoutError) as exc:
            out.refused[f"lost: {type(exc).__name__}"] += 1
            return out
        finally:
            for c in players:
                await c.close()
    return out


async def _hello(client: Client, out: Honest) -> bool:
    try:
        await client.send({"type": "hello", "protocol": PROTOCOL_VERSION, "client": "bench",
                           "name": client.name})
    except ConnectionClosed:
        pass  # refused at once: its error has arrived
    answer = await client.expect("welcome", "error", timeout=60)
    if answer["type"] == "error":
        out.refused[answer["code"]] += 1
        return False
    return True


# ------------------------------------------------------------------ the attacks


async def _open(address: str) -> tuple[ClientConnection, dict[str, Any]]:
    ws = await connect(address, max_size=MAX_SERVER_MESSAGE_BYTES, open_timeout=30,
                       local_addr=(ATTACKER, 0))
    try:
        await ws.send(compact({"type": "hello", "protocol": PROTOCOL_VERSION,
                               "client": "attack", "name": "Mallory"}))
    except ConnectionClosed:
        pass
    return ws, json.loads(await asyncio.wait_for(ws.recv(), 30))


async def _try_open(address: str, got: Counter[str]
                    ) -> tuple[ClientConnection, dict[str, Any]] | None:
    """:func:`_open`, or None (counted in ``got``) when the connection cannot be opened."""
    try:
        return await _open(address)
    except (OSError, InvalidHandshake, ConnectionClosed, TimeoutError) as exc:
        got[f"not opened: {type(exc).__name__}"] += 1
        return None


async def _answer(ws: ClientConnection, *kinds: str) -> dict[str, Any]:
    while True:
        msg: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 30))
        if msg["type"] in kinds or msg["type"] == "error":
            return msg


async def idle_flood(address: str, ready: Any, stop: Any, got: Counter[str]) -> None:
    """210 connections that say hello and then nothing (they keep reading)."""
    held = []
    for _ in range(210):
        opened = await _try_open(address, got)
        if opened is None:
            continue
        ws, answer = opened
        got[answer.get("code", answer["type"])] += 1
        held.append(ws)
    readers = [asyncio.ensure_future(drain(ws)) for ws in held]
    ready.set()
    await _wait(stop)
    got["still open at the end"] += sum(1 for r in readers if not r.done())
    for ws in held:
        await ws.close()


async def room_flood(address: str, ready: Any, stop: Any, got: Counter[str]) -> None:
    """130 connections that each make a room and stay in it."""
    held = []
    for _ in range(130):
        opened = await _try_open(address, got)
        if opened is None:
            continue
        ws, answer = opened
        if answer["type"] != "welcome":
            got[f"connection {answer.get('code')}"] += 1
            continue
        held.append(ws)
        await ws.send(compact({"type": "create_room", "setup": {
            "seats": [{"kind": "remote"}] * 4}}))
        made = await _answer(ws, "room_created")
        got["room_created" if made["type"] == "room_created" else f"room {made['code']}"] += 1
    readers = [asyncio.ensure_future(drain(ws)) for ws in held]
    ready.set()
    await _wait(stop)
    for ws in held:
        await ws.close()
    await asyncio.gather(*readers, return_exceptions=True)


def long_game_room() -> str:
    """A ``create_room`` (2 remote seats, starting once both are ready) going on with the
    longest 2-player game that fits in a message."""
    best = ""
    for record, done, _before, state in never_finishing(("A", "B"), 11):
        if len(done) % 50:
            continue
        text = compact({"type": "create_room", "setup": {
            "seats": [{"kind": "remote"}] * 2, "auto_start": True,
            "record": record.with_actions(done).to_bytes().decode("utf-8")}})
        if len(text.encode()) > MAX_MESSAGE_BYTES - 200 or state.phase is Phase.FINISHED:
            return best
        best = text
    return best  # (not reached: the loop returns once the game is too long or over)


async def _until_answered(ws: ClientConnection, text: str, kind: str,
                          got: Counter[str]) -> dict[str, Any] | None:
    """Send ``text`` until it is answered ``kind`` (``busy`` waits a second); None when the
    server refuses it for good."""
    for _ in range(120):
        await ws.send(text)
        answer = await _answer(ws, kind)
        if answer["type"] == kind:
            return answer
        got[f"setting up: {answer['code']}"] += 1
        if answer["code"] != "busy":
            return None
        await asyncio.sleep(1.0)
    return None


async def resync_flood(address: str, ready: Any, stop: Any, got: Counter[str]) -> None:
    """15 rooms of long games, 2 attacking connections seated in each (the room's maker at
    seat 0), sending ``resync`` as fast as the message rate allows."""
    room = long_game_room()
    seats: list[tuple[str, int, str, ClientConnection]] = []
    for _ in range(15):
        maker = await _seated(address, room, None, 0, got)
        if maker is None:
            continue
        code, token, ws = maker
        seats.append((code, 0, token, ws))
        other = await _seated(address, None, code, 1, got)
        if other is not None:
            seats.append((code, 1, other[1], other[2]))
    got["rooms made"] += len({code for code, *_ in seats})
    got["seats taken"] += len(seats)
    for *_, ws in seats:
        await ws.send(compact({"type": "ready", "ready": True}))
    flooders = [asyncio.ensure_future(_flood_seat(address, code, seat, token, ws, stop, got))
                for code, seat, token, ws in seats]
    await asyncio.sleep(3.0)  # the games start
    ready.set()
    await asyncio.gather(*flooders)


async def _seated(address: str, create: str | None, code: str | None, seat: int,
                  got: Counter[str]) -> tuple[str, str, ClientConnection] | None:
    """A connection that made the room (``create``) or found it by ``code``, seated at
    ``seat``: (code, token, connection); None when the server would not have it."""
    opened = await _try_open(address, got)
    if opened is None:
        return None
    ws, answer = opened
    if answer["type"] != "welcome":
        got[f"setting up: {answer.get('code')}"] += 1
        return None
    if create is not None:
        made = await _until_answered(ws, create, "room_created", got)
        code = None if made is None else made["code"]
    joined = None if code is None else await _until_answered(
        ws, compact({"type": "join", "code": code, "seat": seat}), "joined", got)
    if code is None or joined is None or not joined.get("token"):
        await ws.close()
        return None
    return code, joined["token"], ws


async def _flood_seat(address: str, code: str, seat: int, token: str,
                      ws: ClientConnection | None, stop: Any, got: Counter[str]) -> None:
    while not stop.is_set():
        try:
            if ws is None:  # closed for too many refusals: back to the seat with its token
                ws, answer = await _open(address)
                if answer["type"] != "welcome":
                    got[f"back: {answer.get('code')}"] += 1
                    ws = None
                    await asyncio.sleep(1.0)
                    continue
                joined = await _until_answered(ws, compact({
                    "type": "rejoin", "code": code, "seat": seat, "token": token}),
                    "joined", got)
                if joined is None:
                    await ws.close()
                    return
            reader = asyncio.ensure_future(_count_answers(ws, got))
            while not stop.is_set() and not reader.done():
                sent = time.monotonic()
                await ws.send(compact({"type": "resync"}))
                got["resync sent"] += 1
                await asyncio.sleep(max(0.0, 1 / 19 - (time.monotonic() - sent)))
            await ws.close()
            await asyncio.gather(reader, return_exceptions=True)
        except (OSError, InvalidHandshake, ConnectionClosed, TimeoutError):
            got["closed, back"] += 1
            await asyncio.sleep(0.5)
        ws = None


async def _count_answers(ws: ClientConnection, got: Counter[str]) -> None:
    try:
        async for raw in ws:
            msg = json.loads(raw)
            if msg["type"] == "game":
                got["resync answered: game"] += 1
            elif msg["type"] == "error":
                got[f"resync answered: {msg['code']}"] += 1
            elif msg["type"] == "bye":
                got[f"bye: {msg.get('reason')}"] += 1
    except ConnectionClosed:
        got["closed, back"] += 1


async def _wait(stop: Any) -> None:
    while not stop.is_set():
        await asyncio.sleep(0.1)


def attack_process(kind: str, address: str, ready: Any, stop: Any, out: Any) -> None:
    """Run attack ``kind`` until ``stop``; put what it got."""
    got: Counter[str] = Counter()
    attack = {"idle": idle_flood, "rooms": room_flood, "resync": resync_flood}[kind]
    asyncio.run(attack(address, ready, stop, got))
    out.put(dict(got))


# ------------------------------------------------------------------ the rows


def _row(name: str, honest: Honest, alone: float | None, got: dict[str, int] | None) -> None:
    trips = honest.trips
    if trips:
        ordered = sorted(trips)
        p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
        median = statistics.median(trips)
        ratio = f"{median / alone:5.1f}x" if alone else "    -"
        figures = (f"{len(trips):5d} actions  median {median * 1000:7.1f} ms  ({ratio})  "
                   f"p99 {p99 * 1000:7.1f} ms  max {max(trips) * 1000:7.1f} ms")
    else:
        figures = "    no action".ljust(76)
    refused = ", ".join(f"{k} {v}" for k, v in honest.refused.items()) or "nothing"
    cpu = "" if honest.server_cpu is None else f"  server CPU {100 * honest.server_cpu:3.0f}%"
    print(f"{name:7} {figures}{cpu}  refused: {refused}")
    if got:
        print("        attack got: " + ", ".join(
            f"{k} {v}" for k, v in sorted(got.items(), key=lambda kv: -kv[1])))


def run_row(code: Path, kind: str | None, seconds: float) -> tuple[Honest, dict[str, int]]:
    """One fresh server; the honest game alone (``kind`` None) or during attack ``kind``."""
    proc, port = start_server(code)
    address = f"ws://127.0.0.1:{port}/"
    got: dict[str, int] = {}

    def measured() -> Honest:
        cpu0, t0 = cpu_seconds(proc.pid), time.monotonic()
        honest = asyncio.run(honest_game(address, seconds))
        cpu1, took = cpu_seconds(proc.pid), time.monotonic() - t0
        if cpu0 is not None and cpu1 is not None:
            honest.server_cpu = (cpu1 - cpu0) / took
        return honest

    try:
        if kind is None:
            return measured(), got
        context = multiprocessing.get_context("spawn")
        ready, stop, out = context.Event(), context.Event(), context.Queue()
        attacker = context.Process(target=attack_process,
                                   args=(kind, address, ready, stop, out))
        attacker.start()
        if not ready.wait(180):
            print(f"the {kind} attack did not get in place in 3 minutes")
        honest = measured()
        stop.set()
        got = out.get(timeout=120)
        attacker.join(30)
        return honest, got
    finally:
        stop_server(proc)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=15.0,
                        help="how long the honest game plays in each row")
    parser.add_argument("--code", type=Path, default=ROOT,
                        help="the repository whose server is measured")
    parser.add_argument("--attacks", default=",".join(ATTACKS),
                        help="which attacks, comma-separated: " + ", ".join(ATTACKS))
    args = parser.parse_args()
    kinds = [k for k in args.attacks.split(",") if k]
    if any(k not in ATTACKS for k in kinds):
        parser.error(f"--attacks takes {', '.join(ATTACKS)}")
    print(f"server: {args.code.resolve()}; honest game from {HONEST}, attacks from {ATTACKER}, "
          f"{args.seconds:g} s a row")
    alone, _ = run_row(args.code.resolve(), None, args.seconds)
    base = statistics.median(alone.trips) if alone.trips else None
    _row("alone", alone, base, None)
    worst = 0.0
    refused = bool(alone.refused)
    for kind in kinds:
        honest, got = run_row(args.code.resolve(), kind, args.seconds)
        _row(kind, honest, base, got)
        refused = refused or bool(honest.refused) or not honest.trips
        if honest.trips and base:
            worst = max(worst, statistics.median(honest.trips) / base)
    print(f"target: median under attack within 3x of alone, nothing refused: "
          f"{'met' if worst <= 3 and not refused else 'NOT met'} (worst {worst:.1f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
