"""Helpers for rule scenarios: tiny custom decks and records with a chosen deck order."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from waiting import HANG

from app.rules import (
    RECORD_VERSION,
    Arg,
    Cell,
    Deck,
    GameRecord,
    Illegal,
    Reason,
    ReplayResult,
    action_from_json,
    classic_deck,
    deck_from_json,
    replay,
    state_summary,
)

ROOT = Path(__file__).resolve().parent.parent


def replay_command(*args: str) -> subprocess.CompletedProcess[str]:
    """``project-l replay ARGS``, run as the installed command runs it (``python -m app.cli``),
    from the project's folder; its output is text."""
    return subprocess.run(
        [sys.executable, "-m", "app.cli", "replay", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=HANG, check=False,
    )


CLASSIC_PIECES = [
    {
        "id": s.id,
        "name": s.name,
        "colour": s.colour,
        "count": s.count,
        "cells": [list(c) for c in s.cells],
    }
    for s in classic_deck().shapes
]


def rows(cells: Iterable[Cell]) -> list[str]:
    """A 5x5 card with the given recessed cells."""
    cs = set(cells)
    return ["".join("." if (r, c) in cs else "#" for c in range(5)) for r in range(5)]


def line(n: int, row: int = 0) -> list[str]:
    """A card whose recessed area is the first ``n`` cells of ``row``."""
    return rows((row, c) for c in range(n))


def make_deck(
    puzzles: Sequence[tuple[str, str, int, str, list[str]]],
    counts: dict[str, int] | None = None,
    black: tuple[int, int, int] = (2, 2, 2),
    solo: dict[str, Any] | None = None,
) -> Deck:
    """A deck of the classic shapes (counts overridable) and the given puzzles
    (id, colour, points, reward, rows)."""
    pieces = [dict(p, count=(counts or {}).get(str(p["id"]), p["count"])) for p in CLASSIC_PIECES]
    data: dict[str, Any] = {
        "format": "project-l-deck",
        "version": 1,
        "name": "test deck",
        "pieces": pieces,
        "puzzles": [
            {"id": i, "colour": c, "points": p, "reward": r, "cells": cells}
            for i, c, p, r, cells in puzzles
        ],
        "setup": {"black": {"2": black[0], "3": black[1], "4": black[2]}},
    }
    if solo is not None:
        data["setup"]["solo"] = solo
    return deck_from_json(data)


def play(
    deck: Deck | None,
    players: Sequence[str],
    white: Sequence[str] | None,
    black: Sequence[str] | None,
    actions: Sequence[dict[str, Any]],
    *,
    solo_deck: Sequence[str] | None = None,
    difficulty: str | None = None,
    version: int = RECORD_VERSION,
) -> ReplayResult:
    """Replay a record built from JSON actions; the record also round-trips through JSON.

    ``version`` 1 reads the record as version-1 files are read (solo locks are real pieces).
    """
    rec = GameRecord(
        players=tuple(players),
        actions=tuple(action_from_json(a) for a in actions),
        difficulty=difficulty,
        white_deck=tuple(white) if white is not None else None,
        black_deck=tuple(black) if black is not None else None,
        solo_deck=tuple(solo_deck) if solo_deck is not None else None,
        deck=deck,
        version=version,
    )
    from app.rules import parse_record_bytes

    again = parse_record_bytes(rec.to_bytes())
    assert again.to_json() == rec.to_json()
    return replay(again)


def ok(result: ReplayResult) -> dict[str, Any]:
    """The summary of a replay that must have succeeded."""
    assert result.error is None, f"action {result.error_index}: {result.error}"
    return state_summary(result.state)


def fails(result: ReplayResult, index: int, kind: Illegal, **args: Arg) -> Reason:
    """Assert that the replay stopped at ``index`` for a reason of ``kind`` whose fields
    include ``args``; returns the reason."""
    assert result.error_index == index, (result.error_index, result.error)
    reason = result.reason
    assert reason is not None and reason.kind is kind, reason
    for name, value in args.items():
        assert reason.get(name) == value, (name, reason)
    return reason


def place(puzzle: str, piece: str, *cells: Cell) -> dict[str, Any]:
    """A place action."""
    return {"type": "place", "puzzle": puzzle, "piece": piece, "cells": [list(c) for c in cells]}


def pl(puzzle: str, piece: str, *cells: Cell) -> dict[str, Any]:
    """A placement inside a master or finish action."""
    return {"puzzle": puzzle, "piece": piece, "cells": [list(c) for c in cells]}


TAKE = {"type": "take_piece"}
END = {"type": "end_turn"}


def take(puzzle: str) -> dict[str, Any]:
    """A take_puzzle action."""
    return {"type": "take_puzzle", "puzzle": puzzle}


def finish(*placements: dict[str, Any]) -> dict[str, Any]:
    """A finish action."""
    return {"type": "finish", "placements": list(placements)}


def master(*placements: dict[str, Any]) -> dict[str, Any]:
    """A master action."""
    return {"type": "master", "placements": list(placements)}


def upgrade(a: str, b: str) -> dict[str, Any]:
    """An upgrade/exchange action."""
    return {"type": "upgrade", "from": a, "to": b}
