"""How much the network server carries: N rooms of 4 bots on loopback for a fixed time.

    python bench/server.py [--rooms 10] [--seconds 60] [--level easy] [--processes 1]

Starts ``project-l serve`` as a subprocess on 127.0.0.1 (an OS-chosen port), then plays, in
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
import math
import os
import re
import subprocess
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.ai import make_ai
from app.commands.bot import SeatPlayer
from app.net.client import Client, ClientError

SEATS = 4
PORT_LINE = re.compile(r"listening on .*?:(\d+)", re.IGNORECASE)


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


def start_server(code: Path | None = None) -> tuple[subprocess.Popen[str], int]:
    """``project-l serve`` on loopback, port chosen by the OS; (process, port). ``code``: the
    checkout whose server runs (default: this one)."""
    code = Path(__file__).resolve().parent.parent if code is None else code
    env = dict(os.environ, PYTHONPATH=str(code))
    proc = subprocess.Popen(
        [sys.executable, "-m", "app.cli", "serve", "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=code,
    )
    assert proc.stdout is not None
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        found = PORT_LINE.search(line)
        if found:
            threading.Thread(target=proc.stdout.read, daemon=True).start()  # drain the rest
            return proc, int(found.group(1))
    proc.kill()
    raise SystemExit("project-l serve did not say which port it listens on")


def memory_kib(pid: int, key: str) -> int | None:
    """A memory figure (VmRSS, VmHWM) of a process in KiB, or None where /proc is not there."""
    try:
        text = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return None
    found = re.search(rf"^{key}:\s+(\d+)\s+kB", text, re.MULTILINE)
    return int(found.group(1)) if found else None


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU seconds a process has used (its children not included), or None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], p: float) -> float:
    """The ``p`` percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(p / 100 * len(ordered)) - 1))]


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rooms", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--level", choices=("easy", "medium", "hard"), default="easy")
    parser.add_argument("--processes", type=int, default=1, help="client processes")
    parser.add_argument("--url", help="use this running server instead of starting one")
    parser.add_argument("--pid", type=int, help="with --url: the server's process (for memory)")
    args = parser.parse_args()
    proc: subprocess.Popen[str] | None = None
    if args.url:
        url, pid = args.url, args.pid
    else:
        proc, port = start_server()
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
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
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
