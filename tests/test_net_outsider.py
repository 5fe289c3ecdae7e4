"""A client written from docs/protocol.md alone (docs/outsider_client.py: websockets and the
standard library, nothing of ours but the classic deck's file) plays whole games against a
real `project-l serve`, found by the address it prints; one player drops out and rejoins with
its token, a spectator watches; every digest it computes is the server's, nothing hidden
reaches it before the end, and everyone ends with the same record, which replays."""

from __future__ import annotations

import ast
import asyncio
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from scriptkit import load_script
from test_net_secrecy import check_frames

from app.rules import Phase, parse_record_bytes, replay

ROOT = Path(__file__).resolve().parent.parent


def _outsider_client() -> Any:
    """docs/outsider_client.py, a program of its own (it paces itself by the clock, as a client
    of a rate-limited server must), loaded as a module."""
    return load_script("docs/outsider_client.py", "outsider_client")


_client = _outsider_client()
Deck, Outsider = _client.Deck, _client.Outsider


@pytest.fixture
def server_url() -> Iterator[str]:
    """`project-l serve --port 0`: the address is the first ws:// word it prints."""
    proc = subprocess.Popen([sys.executable, "-m", "app.cli", "serve", "--port", "0"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"},
                            start_new_session=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        yield next(word for word in line.split() if word.startswith("ws://"))
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=60)


def test_the_client_imports_nothing_of_ours() -> None:
    tree = ast.parse((ROOT / "docs" / "outsider_client.py").read_text(encoding="utf-8"))
    modules = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import)
               for a in n.names}
    modules |= {n.module.split(".")[0] for n in ast.walk(tree)
                if isinstance(n, ast.ImportFrom) and n.module}
    assert modules <= {"__future__", "asyncio", "collections", "hashlib", "itertools", "json",
                       "pathlib", "time", "typing", "websockets"}, modules


async def two_players(url: str) -> None:
    deck = Deck.classic()
    ann, bo, eve = Outsider(url, "Ann"), Outsider(url, "Bo"), Outsider(url, "Eve")
    for client in (ann, bo, eve):
        await client.open()
        assert "act_step" in client.welcome["features"]
    created = await ann.request({"type": "create_room", "name": "Outside",
                                 "setup": {"seats": [{"kind": "remote"}, {"kind": "remote"}]}})
    code = created["code"]
    shown = f"{code[:4]}-{code[4:]}".lower()  # any case, with the dash
    assert (await ann.join(code, 0))["seat"] == 0
    assert (await bo.join(shown))["seat"] == 1
    assert (await eve.request({"type": "spectate", "code": code}))["seat"] is None
    await bo.send({"type": "ready", "ready": True})
    lobby = await ann.request({"type": "ready", "ready": True})
    while not all(s["ready"] for s in lobby["seats"]):  # until Bo's ready reached the room
        lobby = await ann.receive()
    assert (await ann.request({"type": "start"}))["type"] == "game"

    async def bo_drops_and_comes_back() -> Any:  # an Outsider (a module loaded at run time)
        await bo.play(deck, stop_after=12)
        bo.drop()
        back = Outsider(url, "Bo")
        await back.open()
        joined = await back.request({"type": "rejoin", "code": code, "seat": 1,
                                     "token": bo.token})
        assert joined["seat"] == 1
        await back.play(deck)
        return back

    async def watch() -> None:
        while eve.record is None:
            await eve.receive()

    _, back, _ = await asyncio.gather(ann.play(deck), bo_drops_and_comes_back(), watch())
    assert ann.record == back.record == eve.record is not None
    record = parse_record_bytes(ann.record.encode("utf-8"))
    assert record.players == ("Ann", "Bo") and record.seed is None
    assert replay(record).state.phase is Phase.FINISHED
    for client in (ann, bo, back, eve):
        assert client.mismatches == 0  # every digest computed from the docs is the server's
        assert check_frames(client.frames, record) > 3  # nothing hidden before the end
    assert any(frame.startswith('{"type":"step"') and '"place"' in frame for frame in ann.frames)
    for client in (ann, back, eve):
        await client.close()


async def solo(url: str) -> None:
    deck = Deck.classic()
    me = Outsider(url, "Solo")
    await me.open()
    created = await me.request({"type": "create_room", "setup": {
        "seats": [{"kind": "remote"}], "solo": {"difficulty": "standard"},
        "auto_start": True}})
    await me.join(created["code"], 0)
    await me.send({"type": "ready", "ready": True})
    await me.play(deck)
    assert me.record is not None and me.mismatches == 0
    record = parse_record_bytes(me.record.encode("utf-8"))
    assert check_frames(me.frames, record) > 3
    await me.close()


def test_play_watch_and_rejoin_whole_games_with_a_client_from_the_docs(server_url: str) -> None:
    asyncio.run(asyncio.wait_for(two_players(server_url), 300))
    asyncio.run(asyncio.wait_for(solo(server_url), 300))
