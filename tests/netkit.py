"""Helpers of the network tests: a client on websockets' own client that keeps a PublicGame,
plays random legal actions for its seat, and records every frame it receives."""

from __future__ import annotations

import asyncio
import copy
import json
import random
import shutil
import subprocess
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from waiting import HANG
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from app.net.limits import Clock
from app.net.protocol import MAX_MESSAGE_BYTES, MAX_SERVER_MESSAGE_BYTES, PROTOCOL_VERSION
from app.net.public import PublicGame, PublicRecord
from app.net.server import Server, ServerConfig
from app.rules import (
    Action,
    GameRecord,
    GameState,
    Phase,
    action_from_json,
    apply,
    check,
    legal_actions,
    random_action,
)

TIMEOUT = HANG  # only bounds a hang (tests/waiting.py)


@asynccontextmanager
async def running(config: ServerConfig | None = None, *, clock: Clock | None = None,
                  **options: Any) -> AsyncIterator[Server]:
    """A server on 127.0.0.1, a free port, stopped at the end (timed by ``clock``: see
    :class:`FakeClock`)."""
    cfg = config or ServerConfig(host="127.0.0.1", port=0, **options)
    server = Server(cfg) if clock is None else Server(cfg, clock=clock)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 signed by itself and its key, written into ``folder``:
    (cert.pem, key.pem). Skips the test where openssl is not installed."""
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=HANG)
    return cert, key


class FakeClock:
    """A server's clock that moves only when a test moves it (``clock.now += 61``)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def url(server: Server) -> str:
    assert server.address is not None
    return f"ws://127.0.0.1:{server.address[1]}/"


@cache
def other_addresses() -> bool:
    """Whether this system lets a client connect from 127.0.0.2 and 127.0.0.3 (Linux and
    Windows route all of 127.0.0.0/8 to loopback; macOS only 127.0.0.1 unless told): the tests
    of the limits per address use them as the addresses of different clients."""
    import socket

    try:
        with socket.socket() as server, socket.socket() as client:
            server.bind(("127.0.0.1", 0))
            server.listen()
            client.bind(("127.0.0.2", 0))
            client.connect(server.getsockname())
        return True
    except OSError:
        return False


class Client:
    """One test client: send objects, receive objects, keep every frame received."""

    def __init__(self, ws: ClientConnection, name: str) -> None:
        self.ws = ws
        self.name = name
        self.frames: list[str] = []
        self.game: PublicGame | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.record: str | None = None
        self.refused: list[dict[str, Any]] = []
        self.errors: list[dict[str, Any]] = []

    @classmethod
    async def open(cls, address: str, name: str = "T", hello: bool = True,
                   password: str | None = None, *, source: str | None = None,
                   headers: dict[str, str] | None = None) -> Client:
        """Connect (from the loopback address ``source``, e.g. ``127.0.0.2``: another client
        address for the server's limits; see :func:`other_addresses`) and say hello."""
        options: dict[str, Any] = {}
        if source is not None:
            options["local_addr"] = (source, 0)
        if headers is not None:
            options["additional_headers"] = headers
        ws = await connect(address, max_size=MAX_SERVER_MESSAGE_BYTES, open_timeout=10,
                           **options)
        client = cls(ws, name)
        if hello:
            msg: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION,
                                   "client": "test", "name": name}
            if password is not None:
                msg["password"] = password
            await client.send(msg)
            welcome = await client.expect("welcome", "error")
            assert welcome["type"] == "welcome", welcome
        return client

    async def send(self, obj: dict[str, Any]) -> None:
        await self.ws.send(json.dumps(obj))

    async def recv(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        assert isinstance(raw, str)
        self.frames.append(raw)
        msg: dict[str, Any] = json.loads(raw)
        self._track(msg)
        return msg

    def _track(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "joined":
            self.seat = msg["seat"]
            self.token = msg["token"]
        elif kind == "game":
            self.game = PublicGame(PublicRecord.from_json(msg["public"]))
            assert self.game.digest() == msg["digest"]
        elif kind == "step":
            assert self.game is not None
            assert msg["index"] == len(self.game.steps)
            reveals = {k: tuple(v) for k, v in msg["reveals"].items()}
            self.game.apply_step(action_from_json(msg["action"]), reveals, msg["digest"])
        elif kind == "undone":
            assert self.game is not None
            self.game.truncate(msg["index"])
            assert self.game.digest() == msg["digest"]
        elif kind == "finished":
            self.record = msg["record"]
        elif kind == "refused":
            self.refused.append(msg)
        elif kind == "error":
            self.errors.append(msg)

    async def expect(self, *kinds: str, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The next message of one of ``kinds`` (others are tracked and skipped)."""
        while True:
            msg = await self.recv(timeout)
            if msg["type"] in kinds:
                return msg

    async def closed(self, timeout: float = 10.0) -> int | None:
        """Read until the server closes; returns the close code."""
        try:
            while True:
                await self.recv(timeout)
        except ConnectionClosed as exc:
            return exc.rcvd.code if exc.rcvd is not None else None

    def my_turn(self) -> bool:
        g = self.game
        return (g is not None and g.state.phase is not Phase.FINISHED
                and self.seat is not None and g.state.current == self.seat)

    async def play(
        self, seed: int, max_steps: int = 3000,
        before_each: Callable[[], Awaitable[None]] | None = None,
        stop_after: int | None = None,
    ) -> str:
        """Play random legal actions for this seat until ``finished`` (awaiting
        ``before_each()`` before each); the record's text. ``stop_after``: return "" as soon as
        the table has that many steps and no action of ours is waiting (to drop out there)."""
        rng = random.Random(seed)
        seq = 0
        waiting = False
        while self.record is None:
            if stop_after is not None and not waiting and self.game is not None and \
                    len(self.game.steps) >= stop_after:
                return ""
            if self.my_turn() and not waiting:
                assert self.game is not None
                action = random_action(self.game.state, rng)
                if before_each is not None:
                    await before_each()
                seq += 1
                await self.send({"type": "act", "seq": seq, "action": action.to_json()})
                waiting = True
            msg = await self.recv()
            if msg["type"] in ("step", "refused") and (
                    msg.get("seq") == seq or msg["type"] == "refused"):
                waiting = False
            assert self.game is None or len(self.game.steps) < max_steps
        return self.record

    async def close(self) -> None:
        """Close, reading what still arrives (a client that stops reading with frames
        queued cannot see the server's closing frame)."""
        closing = asyncio.ensure_future(self.ws.close())
        try:
            while True:
                await asyncio.wait_for(self.ws.recv(), 5)  # only ends the draining
        except (ConnectionClosed, TimeoutError):
            pass
        await closing


async def lobby_of_two(server: Server, names: tuple[str, str] = ("Ann", "Bo"),
                       **setup: Any) -> tuple[Client, Client, str]:
    """A serve-mode room of two remote seats, both joined and ready: (creator/seat 0, seat 1,
    code); the creator holds the host's rights."""
    a = await Client.open(url(server), names[0])
    await a.send({"type": "create_room", "name": "Test",
                  "setup": {"seats": [{"kind": "remote"}, {"kind": "remote"}], **setup}})
    created = await a.expect("room_created")
    code = created["code"]
    await a.send({"type": "join", "code": code, "seat": 0, "name": names[0]})
    await a.expect("joined")
    b = await Client.open(url(server), names[1])
    await b.send({"type": "join", "code": code, "name": names[1]})
    await b.expect("joined")
    for c in (a, b):
        await c.send({"type": "ready", "ready": True})
    await all_ready(a)
    return a, b, code


async def game_of_two(server: Server) -> tuple[Client, Client, str]:
    """A lobby of two (:func:`lobby_of_two`) whose game the creator has started: both players
    have the game message."""
    a, b, code = await lobby_of_two(server)
    await a.send({"type": "start"})
    await asyncio.gather(a.expect("game"), b.expect("game"))
    return a, b, code


async def drain(ws: ClientConnection) -> None:
    """Read and drop every frame of a connection until it closes."""
    try:
        async for _ in ws:
            pass
    except ConnectionClosed:
        pass


async def all_ready(client: Client) -> dict[str, Any]:
    """Wait for a lobby where every seat is connected and ready."""
    while True:
        lobby = await client.expect("lobby")
        if all(s["ready"] and s["connected"] for s in lobby["seats"]):
            return lobby


def whose_turn(a: Client, b: Client) -> tuple[Client, Client] | None:
    """Of two clients at one game (``a`` at seat 0, ``b`` at seat 1): the one whose turn it is
    and the other; None once the game is over."""
    game = a.game
    if a.record is not None:
        return None
    assert game is not None
    if game.state.phase is Phase.FINISHED:
        return None
    actor = a if game.state.current == 0 else b
    return actor, (b if actor is a else a)


# ------------------------------------------------------------------ costly messages


def compact(obj: Any) -> str:
    """Compact JSON text."""
    return json.dumps(obj, separators=(",", ":"))


def never_finishing(players: tuple[str, ...], seed: int
                    ) -> Iterator[tuple[GameRecord, list[Action], GameState, GameState]]:
    """A game of ``players`` dealt with ``seed`` played at random, taking, upgrading and ending
    turns (another action only where none of those is legal), for ever or until it finishes:
    after each action (the record, the actions so far, the state before the last and after)."""
    record = GameRecord(players=players, seed=seed)
    state = record.initial_state()
    rng = random.Random(seed)
    done: list[Action] = []
    while True:
        actions = [a for a in legal_actions(state)
                   if a.to_json()["type"] in ("take_piece", "upgrade", "end_turn")]
        action = rng.choice(actions or list(legal_actions(state)))
        before = state
        done.append(action)
        state = apply(state, action)
        yield record, done, before, state


@cache
def long_record(illegal_end: bool = False) -> str:
    """A ``create_room`` (4 remote seats) with the longest saved 4-player game that fits in a
    message: taking, upgrading and ending turns, never finishing. ``illegal_end``: its last
    action is made one the engine refuses (taking a puzzle that is not in a row): the whole
    game is replayed before the refusal."""
    best = ""
    for record, done, before, state in never_finishing(("A", "B", "C", "D"), 1):
        if len(done) % 25:
            continue
        data = json.loads(record.with_actions(done).to_bytes())
        if illegal_end:
            data["actions"][-1] = _illegal_take(before)
        text = compact({"type": "create_room", "name": "x", "setup": {
            "seats": [{"kind": "remote"}] * 4, "record": compact(data)}})
        if len(text.encode()) > MAX_MESSAGE_BYTES - 100 or state.phase is Phase.FINISHED:
            return best
        best = text
    return best  # (not reached: the loop returns once the game is too long or over)


def _illegal_take(state: GameState) -> dict[str, Any]:
    """Taking a puzzle that is not in a row (the engine refuses it)."""
    for puzzle in state.deck.puzzles:
        action = {"type": "take_puzzle", "puzzle": puzzle.id}
        if check(state, action_from_json(action)) is not None:
            return action
    raise AssertionError("every puzzle can be taken")


@cache
def big_deck() -> str:
    """A ``create_room`` with a custom deck of 500 puzzles (the most a deck may have): the
    classic deck's puzzles again and again under new ids."""
    data = json.loads((Path(__file__).resolve().parent.parent / "resources" / "decks" / "classic.json").read_text("utf-8"))
    base = data["puzzles"]
    puzzles = list(base)
    i = 0
    while len(puzzles) < 500:
        puzzle = copy.deepcopy(base[i % len(base)])
        puzzle["id"] = f"{puzzle['id'][0]}{100 + i}"
        puzzles.append(puzzle)
        i += 1
    return compact({"type": "create_room", "name": "x", "setup": {
        "seats": [{"kind": "remote"}] * 4, "deck_data": {**data, "puzzles": puzzles}}})


def server_says(message: dict[str, Any]) -> Any:
    """The typed event the network client hands the GUI's link for a server ``message`` (the
    protocol's JSON, as the tests write it): what a fake transport passes on, the way
    ``app.model.remote.ClientTransport`` passes the client's events on. Errors of the
    connection ("unreachable") come as a ServerError too."""
    from app.model.remote import GameArrived
    from app.net import client as net
    from app.net.protocol import reason_from_json
    from app.net.public import PublicRecord
    from app.rules import action_from_json

    kind = message["type"]
    if kind == "joined":
        return net.Joined(message.get("seat"), message.get("token"), message.get("room") or {})
    if kind == "room_created":
        return net.RoomCreated(message["code"], message["host_token"], None)
    if kind == "lobby":
        return net.LobbyChanged({k: v for k, v in message.items() if k != "type"})
    if kind == "chat":
        return net.ChatLine(message.get("from", ""), message.get("text", ""),
                            message.get("at", ""))
    if kind == "game":
        return GameArrived(message.get("you"), PublicRecord.from_json(message["public"]))
    if kind == "seat":
        return net.SeatChanged(message["seat"], message.get("connected") is True,
                               message.get("ai_playing") is True)
    if kind == "error":
        return net.ServerError(message.get("code", ""), message.get("message", ""))
    if kind == "step":
        return net.StepApplied(message["index"], message.get("player", -1),
                               action_from_json(message["action"]),
                               message.get("reveals", {}))
    if kind == "refused":
        raw = message.get("reason") or {}
        try:
            reason = reason_from_json(raw)
        except ValueError:
            reason = None
        return net.ActionRefused(message.get("seq", -1), raw.get("kind", ""),
                                 raw.get("fields", {}), message.get("message", ""), reason)
    if kind == "undone":
        return net.Undone(message["index"])
    if kind == "finished":
        record, text = net._record_of(message)
        return net.GameFinished(record, text)
    raise AssertionError(f"no event for a {kind!r} message")
