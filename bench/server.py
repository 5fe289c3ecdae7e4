"""How much the network server carries: N rooms of 4 bots on loopback for a fixed time, or
(``--capacity``) how many rooms at a human pace one server process serves.

    python bench/server.py [--rooms 10] [--seconds 60] [--level easy] [--processes 1]
    python bench/server.py --capacity [--levels 50,100,200,400,800] [--pace 5]
                           [--seconds 20] [--processes 1]

``--capacity`` grows the number of rooms of 4 players acting every ``--pace`` seconds on
average (random legal actions; each room's players from a loopback address of their own,
127.1.x.y, so the server's limits per address stay as they are), level by level, and at each
level measures an honest 2-player game's round trip (bench/server_attacks.py's, an action every
0.2 s) for ``--seconds``: it prints the honest median, p99 and max, the actions a second, the
server's CPU (in all and per action), its memory and memory per room, stops at the first level
whose median reaches 50 ms, and says the most rooms served under it; then the memory of one
room's game in the server's structures (tracemalloc, in this process). Figures:
docs/server.md, "What one process carries".

Without ``--capacity``:

Starts ``project-l serve`` as a subprocess on 127.0.0.1 (an OS-chosen port; with the limits per
address raised, since every bot comes from 127.0.0.1), then plays, in
``--processes`` client processes (one asyncio loop each, many clients per loop, the AI's
decisions in a worker thread), ``--rooms`` rooms of 4 seats at once: each room is created over
the protocol by its first bot (which holds the host's seat), the other three join with the
invite code, all say ready, the game is played to the end, and the room starts again with a new
game until the time is up (a game still running then is not counted). Prints games finished per
minute, the action round-trip (an ``act`` sent until its own ``step`` comes back: p50, p99,
max), the server's peak memory (VmHWM from /proc on Linux; "n/a" elsewhere) and its CPU time.

Figures for ``--rooms 50 --seconds 60`` (200 easy bots in one client process, the server in
another, on a shared 2-core machine with a load of about 2 from other work, 2026-11-26):
131 games finished per minute (9939 actions), action round-trip p50 93 ms, p99 404 ms, max
580 ms, server peak memory 115 MiB (84 MiB at start), server CPU 14% of one core. The client
process is the bottleneck (it runs the 200 bots' AI and applies every step four times, once per
bot of the room, rebuilding the public table and its digest): the round trip is mostly the wait
for that process's turn; with 10 rooms the same machine gave p50 30 ms, p99 173 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import multiprocessing
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from server_process import cpu_seconds, memory_kib, start_server, stop_server
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from app.ai import make_ai
from app.commands.bot import SeatPlayer
from app.net.client import Client, ClientError
from app.net.protocol import MAX_SERVER_MESSAGE_BYTES, PROTOCOL_VERSION
from app.net.public import PublicGame, PublicRecord, reveals_from_json
from app.rules import Action, GameRecord, Phase, action_from_json, random_action

SEATS = 4


@dataclass
class Figures:
    """What one client process measured."""

    games: int = 0
    actions: int = 0
    round_trips: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def room_setup(n: int) -> dict[str, object]:
    """A room of ``n`` remote seats that starts once all are taken and ready."""
    return {"seats": [{"kind": "remote"}] * n, "deck": "classic", "auto_start": True}


async def play_one(url: str, room: int, game: int, level: str, executor: ThreadPoolExecutor,
                   figures: Figures) -> bool:
    """One game in a fresh room; whether it finished."""
    host = Client(url, "Bot 1", reply_timeout=30)
    others = [Client(url, f"Bot {i + 1}", reply_timeout=30) for i in range(1, SEATS)]
    clients = [host, *others]
    try:
        await host.connect()
        created = await host.create_room(f"bench {room}.{game}", room_setup(SEATS))
        await host.join(created.code, 0)  # the creator sits down too: 4 connections a room
        for i, client in enumerate(others, 1):
            await client.connect()
            await client.join(created.code, i)
        for client in clients:
            await client.ready(True)
        players = [
            SeatPlayer(c, make_ai(level, i), executor=executor,
                       on_round_trip=figures.round_trips.append)
            for i, c in enumerate(clients)
        ]
        results = await asyncio.gather(*(p.play() for p in players))
        done = all(r is not None for r in results)
        if done and results[0] is not None:
            figures.actions += len(results[0].record.actions)
        return done
    except (ClientError, TimeoutError) as exc:
        figures.errors.append(f"room {room}: {exc}")
        return False
    finally:
        await asyncio.gather(*(c.close() for c in clients), return_exceptions=True)


async def run_rooms(url: str, rooms: range, seconds: float, level: str) -> Figures:
    """Keep ``rooms`` busy for ``seconds``; the figures of the games finished in time."""
    figures = Figures()
    end = time.monotonic() + seconds
    executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="ai")

    async def keep_busy(room: int) -> None:
        await asyncio.sleep(0.05 * (room - rooms.start))  # not all at the same instant
        game = 0
        while time.monotonic() < end:
            task = asyncio.ensure_future(play_one(url, room, game, level, executor, figures))
            left = end - time.monotonic()
            done, _ = await asyncio.wait({task}, timeout=max(0.0, left))
            if not done:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
                return
            if task.result():
                figures.games += 1
            else:
                await asyncio.sleep(1.0)
            game += 1

    await asyncio.gather(*(keep_busy(r) for r in rooms))
    executor.shutdown(wait=False, cancel_futures=True)
    return figures


def client_process(url: str, first: int, count: int, seconds: float, level: str) -> Figures:
    """One client process's share of the rooms."""
    return asyncio.run(run_rooms(url, range(first, first + count), seconds, level))


ONE_ADDRESS = ("--max-connections", "100000", "--max-rooms", "10000",
               "--max-connections-per-address", "100000", "--max-rooms-per-address", "10000",
               "--joins-per-minute", "60000")
"""Options for a server whose every client comes from one address (this bench's bots)."""


def percentile(values: list[float], p: float) -> float:
    """The ``p`` percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(p / 100 * len(ordered)) - 1))]


# ------------------------------------------------------------------ capacity (--capacity)

HUMAN_PACE = 5.0
"""Seconds a player of the capacity rooms takes for an action, on average (half to one and a
half times it)."""
CAPACITY_TARGET = 0.050
"""The honest round trip's median a server must keep to serve a number of rooms."""


def room_address(n: int) -> str:
    """The loopback address the four players of capacity room ``n`` connect from (one household
    a room: within the limits per address, which this mode leaves as they are)."""
    return f"127.1.{n // 250}.{n % 250 + 1}"


async def _recv(ws: Any, *kinds: str) -> dict[str, Any]:
    while True:
        msg: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 120))
        if msg["type"] in kinds:
            return msg
        if msg["type"] == "error":
            raise ClientError(f"{msg['code']}: {msg.get('message')}")


async def _drain_frames(ws: Any) -> None:
    with contextlib.suppress(ConnectionClosed):
        async for _ in ws:
            pass


async def _act_later(ws: Any, seq: int, action: Action, delay: float) -> None:
    await asyncio.sleep(delay)
    with contextlib.suppress(ConnectionClosed):
        await ws.send(json.dumps({"type": "act", "seq": seq, "action": action.to_json()}))


async def drive_room(url: str, n: int, pace: float, rng: random.Random,
                     shared: dict[str, Any]) -> None:
    """Room ``n``: four players from :func:`room_address`, who make a room, sit, and play
    random legal actions at ``pace``, game after game. One table (seat 0's) is rebuilt; the
    other seats only read."""
    while True:
        conns: list[Any] = []
        started = False
        tasks: list[asyncio.Task[None]] = []
        try:
            for _ in range(SEATS):
                ws = await connect(url, local_addr=(room_address(n), 0), open_timeout=120,
                                   max_size=MAX_SERVER_MESSAGE_BYTES)
                conns.append(ws)
                await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION,
                                          "client": "capacity", "name": "Bot"}))
                await _recv(ws, "welcome")
            await conns[0].send(json.dumps({"type": "create_room", "setup": room_setup(SEATS)}))
            code = (await _recv(conns[0], "room_created"))["code"]
            for seat, ws in enumerate(conns):
                await ws.send(json.dumps({"type": "join", "code": code, "seat": seat}))
                await _recv(ws, "joined")
            for ws in conns:
                await ws.send(json.dumps({"type": "ready", "ready": True}))
            tasks = [asyncio.ensure_future(_drain_frames(ws)) for ws in conns[1:]]
            game: PublicGame | None = None
            seq = 0
            async for raw in conns[0]:
                msg = json.loads(raw)
                kind = msg["type"]
                if kind == "game":
                    game = PublicGame(PublicRecord.from_json(msg["public"]))
                    if not started:
                        started = True
                        shared["running"].value += 1
                elif kind == "step" and game is not None:
                    game.apply_step(action_from_json(msg["action"]),
                                    reveals_from_json(msg["reveals"], game.state.deck))
                    shared["actions"].value += 1
                elif kind == "finished":
                    break
                elif kind in ("error", "refused"):
                    shared["errors"].value += 1
                    continue
                else:
                    continue
                if game is not None and game.state.phase is not Phase.FINISHED:
                    seq += 1
                    tasks.append(asyncio.ensure_future(_act_later(
                        conns[game.state.current], seq, random_action(game.state, rng),
                        pace * rng.uniform(0.5, 1.5))))
        except (ClientError, ConnectionClosed, OSError, TimeoutError, InvalidHandshake):
            shared["errors"].value += 1
            await asyncio.sleep(1.0)
        finally:
            if started:
                shared["running"].value -= 1
            for task in tasks:
                task.cancel()
            await asyncio.gather(*(ws.close() for ws in conns), return_exceptions=True)


def driver_process(url: str, first: int, pace: float, commands: Any,
                   shared: dict[str, Any]) -> None:
    """A client process driving rooms ``first``, ``first + 1``...: each command is how many
    rooms to drive (never fewer), None to stop."""

    async def main() -> None:
        rng = random.Random(first)
        rooms: list[asyncio.Task[None]] = []
        while True:
            target = await asyncio.to_thread(commands.get)
            if target is None:
                break
            while len(rooms) < target:
                rooms.append(asyncio.ensure_future(drive_room(
                    url, first + len(rooms), pace, random.Random(rng.random()), shared)))
                await asyncio.sleep(0.02)  # (not all at the same instant)
        for task in rooms:
            task.cancel()
        await asyncio.gather(*rooms, return_exceptions=True)

    asyncio.run(main())


def memory_per_room(actions: int, rooms: int = 20) -> float:
    """KiB a 4-player room takes in the server's process after ``actions`` random actions
    (tracemalloc, in this process; the server keeps every state of the game, for undo and the
    record)."""
    import tracemalloc

    from app.net.protocol import Act, SeatSpec
    from app.net.room import Room

    class Quiet:
        def send(self, text: str) -> None:
            pass

        def close(self, code: int, reason: str) -> None:
            pass

    async def no_ai(request: Any) -> Action:
        raise AssertionError("no AI seat")

    rng = random.Random(actions)
    kept = []
    tracemalloc.start()
    for i in range(rooms):
        room = Room(f"r{i}", GameRecord(players=("A", "B", "C", "D"), seed=i),
                    [SeatSpec("remote")] * SEATS, decider=no_ai)
        peers = [Quiet() for _ in range(SEATS)]
        for seat, peer in enumerate(peers):
            room.join(peer, f"P{seat}", seat)
            room.seats[seat].ready = True
        room.start()
        for seq in range(actions):
            state = room.state
            if state is None or state.phase is Phase.FINISHED:
                break
            room.handle(peers[state.current], Act(seq, random_action(state, rng)))
        kept.append(room)
    used, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    for room in kept:
        room.close("done")
    return used / rooms / 1024


def capacity(levels: Sequence[int], pace: float, seconds: float, processes: int) -> int:
    """Grow the number of rooms played at a human pace level by level and measure an honest
    game's round trip at each; print the rows and the most rooms served within the target."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from server_attacks import honest_game

    proc, port = start_server(options=("--max-rooms", "10000", "--max-connections", "100000"))
    url = f"ws://127.0.0.1:{port}/"
    context = multiprocessing.get_context("spawn")
    shared = {"running": context.Value("i", 0), "actions": context.Value("i", 0),
              "errors": context.Value("i", 0)}
    queues = [context.Queue() for _ in range(processes)]
    drivers = [context.Process(target=driver_process,
                               args=(url, 10_000 * i, pace, queues[i], shared))
               for i in range(processes)]
    for driver in drivers:
        driver.start()
    start_rss = memory_kib(proc.pid, "VmRSS") or 0
    print(f"rooms of {SEATS} players acting every {pace:g} s on average (from 0.5 to 1.5 "
          f"times), {processes} client process(es); an honest 2-player game (an action every "
          f"0.2 s) measured {seconds:g} s at each level; server at start {start_rss / 1024:.0f}"
          " MiB")
    print("rooms  playing  honest round trip: median    p99    max   refused  "
          "actions/s  server CPU  per action  server RSS  per room")
    served = 0
    per_action: float | None = None
    try:
        for level in levels:
            shares = [level // processes + (1 if i < level % processes else 0)
                      for i in range(processes)]
            for queue, share in zip(queues, shares, strict=True):
                queue.put(share)
            deadline = time.monotonic() + 60 + level
            while shared["running"].value < level and time.monotonic() < deadline:
                time.sleep(0.5)
            time.sleep(3.0)  # settle
            cpu0, actions0, t0 = cpu_seconds(proc.pid), shared["actions"].value, time.monotonic()
            honest = asyncio.run(honest_game(url, seconds, pace=0.2))
            took = time.monotonic() - t0
            cpu1, actions1 = cpu_seconds(proc.pid), shared["actions"].value
            rss = memory_kib(proc.pid, "VmRSS") or 0
            trips = honest.trips
            median = statistics.median(trips) if trips else math.inf
            cpu = per = "n/a"
            if cpu0 is not None and cpu1 is not None:
                cpu = f"{100 * (cpu1 - cpu0) / took:.0f}%"
                per_action = (cpu1 - cpu0) / max(1, actions1 - actions0 + len(trips))
                per = f"{per_action * 1000:.2f} ms"
            print(f"{level:5d}  {shared['running'].value:7d}  "
                  f"{median * 1000:25.1f} {percentile(trips, 99) * 1000 if trips else 0:6.1f} "
                  f"{max(trips, default=0) * 1000:6.1f}   {sum(honest.refused.values()):7d}  "
                  f"{(actions1 - actions0) / took:9.1f}  {cpu:>10}  {per:>10}  "
                  f"{rss / 1024:7.0f} MiB  {(rss - start_rss) / max(1, level):5.0f} KiB",
                  flush=True)
            if median < CAPACITY_TARGET and not honest.refused:
                served = level
            else:
                break
    finally:
        for queue in queues:
            queue.put(None)
        for driver in drivers:
            driver.join(30)
            if driver.is_alive():
                driver.terminate()
        stop_server(proc)
    print(f"errors in the capacity rooms: {shared['errors'].value}")
    print(f"served with the honest median under {CAPACITY_TARGET * 1000:.0f} ms: {served} rooms "
          f"of {SEATS} ({served * SEATS} connections) at most, of the levels tried")
    if per_action:
        print(f"the server's CPU an action at the last level: {per_action * 1000:.2f} ms, so one "
              f"core of this machine would be busy all the time at about "
              f"{1 / per_action:.0f} actions a second: {pace / per_action:.0f} rooms at this pace "
              "(the round trip grows well before that)")
    print(f"memory per room (this process, tracemalloc): {memory_per_room(0):.0f} KiB just "
          f"started, {memory_per_room(100):.0f} KiB after 100 actions")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rooms", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--level", choices=("easy", "medium", "hard"), default="easy")
    parser.add_argument("--processes", type=int, default=1, help="client processes")
    parser.add_argument("--url", help="use this running server instead of starting one")
    parser.add_argument("--pid", type=int, help="with --url: the server's process (for memory)")
    parser.add_argument("--capacity", action="store_true",
                        help="how many rooms at a human pace one server process serves")
    parser.add_argument("--levels", default="50,100,200,400,800",
                        help="with --capacity: the numbers of rooms tried, in order")
    parser.add_argument("--pace", type=float, default=HUMAN_PACE,
                        help="with --capacity: seconds a player takes for an action")
    args = parser.parse_args()
    if args.capacity:
        levels = [int(x) for x in args.levels.split(",") if x]
        return capacity(levels, args.pace, args.seconds, max(1, args.processes))
    proc: subprocess.Popen[str] | None = None
    if args.url:
        url, pid = args.url, args.pid
    else:
        proc, port = start_server(options=ONE_ADDRESS)
        url, pid = f"ws://127.0.0.1:{port}/", proc.pid
    rss_peak = 0
    hwm = None
    start_cpu = end_cpu = None
    try:
        start_rss = memory_kib(pid, "VmRSS") if pid else None
        start_cpu = cpu_seconds(pid) if pid else None
        t0 = time.monotonic()
        n = max(1, min(args.processes, args.rooms))
        shares = [args.rooms // n + (1 if i < args.rooms % n else 0) for i in range(n)]
        firsts = [sum(shares[:i]) for i in range(n)]
        with ProcessPoolExecutor(max_workers=n) as pool:
            futures = [pool.submit(client_process, url, f, c, args.seconds, args.level)
                       for f, c in zip(firsts, shares, strict=True)]
            while not all(f.done() for f in futures):
                if pid:
                    rss_peak = max(rss_peak, memory_kib(pid, "VmRSS") or 0)
                time.sleep(0.5)
            parts = [f.result() for f in futures]
        took = time.monotonic() - t0
        hwm = memory_kib(pid, "VmHWM") if pid else None
        end_cpu = cpu_seconds(pid) if pid else None
    finally:
        if proc is not None:
            stop_server(proc)
    games = sum(p.games for p in parts)
    actions = sum(p.actions for p in parts)
    trips = [t for p in parts for t in p.round_trips]
    errors = [e for p in parts for e in p.errors]
    print(f"{args.rooms} rooms x {SEATS} {args.level} bots, {args.seconds:g} s "
          f"({took:.0f} s with start-up), {n} client process(es)")
    print(f"games finished: {games} ({games / args.seconds * 60:.1f} per minute), "
          f"{actions} actions in them")
    if trips:
        print(f"action round-trip (act -> own step), {len(trips)} actions: "
              f"p50 {percentile(trips, 50) * 1000:.1f} ms, p99 {percentile(trips, 99) * 1000:.1f}"
              f" ms, max {max(trips) * 1000:.1f} ms")
    if hwm is None:
        print("server memory: n/a (no /proc, or no server process to read)")
    else:
        print(f"server memory: peak {hwm / 1024:.1f} MiB (VmHWM; at start "
              f"{(start_rss or 0) / 1024:.1f} MiB, highest sampled RSS {rss_peak / 1024:.1f} MiB)")
    if start_cpu is not None and end_cpu is not None:
        used = end_cpu - start_cpu
        print(f"server CPU: {used:.1f} s in {took:.0f} s ({100 * used / took:.0f}% of one core; "
              "AI seats' workers not counted, the bots' AI runs in the client processes)")
    if errors:
        print(f"errors: {len(errors)}; first: {errors[0]}")
    return 0 if games else 1


if __name__ == "__main__":
    raise SystemExit(main())
