"""A Project L client written from docs/protocol.md alone: Python's standard library and the
websockets package, nothing of this project but the classic deck's data file (which the
protocol document points to for the cards' shapes and the pieces).

It plays a seat without a rules engine, from the public `state` every `game` and `step`
carries: it places a piece where one fits on its puzzles (trying every rotation and reflection
of the piece's cells on the recessed squares still empty), chooses the first reward offered,
takes a puzzle while it holds fewer than four (black first), upgrades its smallest piece to the
next level the reserve has, takes a level-1 piece, and otherwise ends its turn; after a refusal
it ends its turn. It checks the digest of every state (SHA-256 of the state's canonical JSON)
and asks `resync` on a difference, says the `step` each action was chosen at, and keeps every
frame it receives. `tests/test_net_outsider.py` plays, watches and rejoins whole games with it
against `project-l serve`.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import json
import time
from collections import deque
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

PROTOCOL = 2
RATE = 15
"""Messages a second at most: below the server's 20 (protocol.md, "Limits")."""
CLASSIC = Path(__file__).resolve().parent.parent / "resources" / "decks" / "classic.json"
Cell = tuple[int, int]


def state_digest(state: dict[str, Any]) -> str:
    """The digest of a public state (protocol.md, "The digest")."""
    text = json.dumps(state, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


class Deck:
    """The cards and pieces of a deck file (protocol.md, "The game"; formats.md, "Decks")."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.pieces = {p["id"]: [tuple(c) for c in p["cells"]] for p in data["pieces"]}
        self.levels = {pid: len(cells) for pid, cells in self.pieces.items()}
        self.order = [p["id"] for p in data["pieces"]]
        self.holes = {z["id"]: {(r, c) for r, row in enumerate(z["cells"])
                                for c, ch in enumerate(row) if ch == "."}
                      for z in data["puzzles"]}

    @staticmethod
    def classic() -> Deck:
        return Deck(json.loads(CLASSIC.read_text(encoding="utf-8")))

    def orientations(self, piece: str) -> list[list[Cell]]:
        """The piece's cells in every rotation and reflection, each moved to row 0, column 0."""
        out: list[list[Cell]] = []
        cells = self.pieces[piece]
        for flip, turns in itertools.product((False, True), range(4)):
            shape = [(r, -c) if flip else (r, c) for r, c in cells]
            for _ in range(turns):
                shape = [(c, -r) for r, c in shape]
            low_r, low_c = min(r for r, _ in shape), min(c for _, c in shape)
            moved = sorted((r - low_r, c - low_c) for r, c in shape)
            if moved not in out:
                out.append(moved)
        return out

    def placement(self, puzzle: str, filled: set[Cell], piece: str) -> list[Cell] | None:
        """Squares where ``piece`` fits on ``puzzle`` (recessed, still empty), or None."""
        free = self.holes[puzzle] - filled
        for shape in self.orientations(piece):
            for dr in range(5):
                for dc in range(5):
                    cells = [(r + dr, c + dc) for r, c in shape]
                    if all(cell in free for cell in cells):
                        return cells
        return None


def choose(state: dict[str, Any], me: int, deck: Deck, stuck: bool) -> dict[str, Any] | None:
    """The action of seat ``me`` in the public ``state`` (None: not its turn)."""
    if state["phase"] == "finished" or state["current_player"] != me:
        return None
    if state["phase"] == "finishing_touches":
        return {"type": "finish", "placements": []}
    if state["pending"]:
        return {"type": "choose_reward", "piece": state["pending"]["options"][0]}
    if stuck:
        return {"type": "end_turn"}
    mine = state["players"][me]
    supply = {p: n for p, n in mine["supply"].items() if n}
    for puzzle in mine["puzzles"]:
        filled = {tuple(c) for c in puzzle["filled"]}
        for piece in sorted(supply, key=lambda p: -deck.levels[p]):
            cells = deck.placement(puzzle["id"], filled, piece)  # type: ignore[arg-type]
            if cells is not None:
                return {"type": "place", "puzzle": puzzle["id"], "piece": piece,
                        "cells": [list(c) for c in cells]}
    row = state.get("black_row", []) + state.get("white_row", [])
    if "solo" in state:  # the solo game's grid instead of the rows
        row = [p for p in state["solo"]["grid"] if p is not None]
    if row and len(mine["puzzles"]) < 4:
        return {"type": "take_puzzle", "puzzle": row[0]}
    reserve = {p: n for p, n in state["reserve"].items() if n}
    for piece in sorted(supply, key=lambda p: deck.levels[p]):
        higher = sorted({deck.levels[p] for p in reserve if deck.levels[p] > deck.levels[piece]})
        if higher:
            target = next(p for p in deck.order if p in reserve and deck.levels[p] == higher[0])
            return {"type": "upgrade", "from": piece, "to": target}
    if reserve.get("O1"):
        return {"type": "take_piece"}
    return {"type": "end_turn"}


class Outsider:
    """One connection: requests by id, the frames received, a seat played to the end."""

    def __init__(self, url: str, name: str) -> None:
        self.url = url
        self.name = name
        self.ws: ClientConnection | None = None
        self.frames: list[str] = []
        self.ids = itertools.count(1)
        self.seat: int | None = None
        self.token: str | None = None
        self.state: dict[str, Any] | None = None
        self.steps = 0
        self.record: str | None = None
        self.refusals: list[dict[str, Any]] = []
        self.mismatches = 0
        self.welcome: dict[str, Any] = {}
        self.sent: deque[float] = deque(maxlen=RATE)  # when the last messages went out

    async def open(self) -> None:
        self.ws = await connect(self.url, max_size=8 * 1024 * 1024)
        self.welcome = await self.request({"type": "hello", "protocol": PROTOCOL,
                                           "client": "outsider 1", "name": self.name})
        assert self.welcome["type"] == "welcome", self.welcome

    async def send(self, msg: dict[str, Any]) -> None:
        assert self.ws is not None
        if len(self.sent) == RATE:  # never faster than RATE a second
            await asyncio.sleep(max(0.0, 1.0 - (time.monotonic() - self.sent[0])))
        self.sent.append(time.monotonic())
        await self.ws.send(json.dumps(msg))

    async def receive(self) -> dict[str, Any]:
        assert self.ws is not None
        raw = await self.ws.recv()
        assert isinstance(raw, str)
        self.frames.append(raw)
        msg: dict[str, Any] = json.loads(raw)
        await self.track(msg)
        return msg

    async def request(self, msg: dict[str, Any]) -> dict[str, Any]:
        """Send with an id; the answer that carries it (other messages are tracked)."""
        ident = next(self.ids)
        await self.send({**msg, "id": ident})
        while True:
            answer = await self.receive()
            if answer.get("id") == ident:
                return answer

    async def track(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "joined" and msg.get("seat") is not None:
            self.seat, self.token = msg["seat"], msg["token"]
        if kind in ("game", "step", "undone"):
            if kind == "game":
                self.steps = len(msg["public"]["steps"])
            elif kind == "step":
                assert msg["index"] == self.steps, (msg["index"], self.steps)
                self.steps += 1
            else:
                self.steps = msg["index"]
            self.state = msg["state"]
            if state_digest(msg["state"]) != msg["digest"]:
                self.mismatches += 1
                await self.send({"type": "resync"})
        elif kind == "refused":
            self.refusals.append(msg)
        elif kind == "finished":
            self.record = msg["record"]

    async def join(self, code: str, seat: int | None = None) -> dict[str, Any]:
        msg: dict[str, Any] = {"type": "join", "code": code, "name": self.name}
        if seat is not None:
            msg["seat"] = seat
        return await self.request(msg)

    async def play(self, deck: Deck, stop_after: int | None = None, most: int = 4000) -> None:
        """Play the seat until ``finished`` (or, with ``stop_after``, until the game has that
        many steps and no action of ours is on its way)."""
        seq = 0
        waiting = False
        stuck = False
        while self.record is None:
            if stop_after is not None and not waiting and self.steps >= stop_after:
                return
            action = None if waiting or self.state is None or self.seat is None else \
                choose(self.state, self.seat, deck, stuck)
            if action is not None:
                seq += 1
                await self.send({"type": "act", "seq": seq, "step": self.steps,
                                 "action": action})
                waiting = True
            msg = await self.receive()
            if msg.get("seq") == seq and msg["type"] in ("step", "refused"):
                waiting = False
                stuck = msg["type"] == "refused"  # (then it ends its turn)
            elif msg["type"] == "game":
                waiting = False  # a fresh table: look again
            assert self.steps < most, "the game does not end"

    def drop(self) -> None:
        """Lose the connection abruptly (no close frame)."""
        assert self.ws is not None and self.ws.transport is not None
        self.ws.transport.abort()

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
