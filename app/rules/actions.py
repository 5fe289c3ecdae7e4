"""Actions: small frozen values with a JSON round trip (the spellings of docs/formats.md, "Game records")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeAlias

from app.rules.errors import InvalidRecord
from app.rules.reasons import FilePart, FileProblem, Reason
from app.rules.shapes import CARD_SIZE, Cell, cell_from_json, on_card


@dataclass(frozen=True, slots=True)
class Placement:
    """One piece put on one puzzle, covering exactly ``cells``."""

    puzzle: str
    piece: str
    cells: tuple[Cell, ...]

    def to_json(self) -> dict[str, Any]:
        """The placement as in a record."""
        return {"puzzle": self.puzzle, "piece": self.piece, "cells": [list(c) for c in self.cells]}


@dataclass(frozen=True, slots=True)
class TakePuzzle:
    """Take a puzzle from a row (or the solo grid)."""

    puzzle: str

    def to_json(self) -> dict[str, Any]:
        """The action as in a record."""
        return {"type": "take_puzzle", "puzzle": self.puzzle}


@dataclass(frozen=True, slots=True)
class TakePiece:
    """Take a level-1 piece; ``piece`` names the choice when the shortage rule leaves one."""

    piece: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The action as in a record."""
        d: dict[str, Any] = {"type": "take_piece"}
        if self.piece is not None:
            d["piece"] = self.piece
        return d


@dataclass(frozen=True, slots=True)
class Upgrade:
    """Return ``source`` to the reserve and take ``target`` (upgrade or exchange)."""

    source: str
    target: str

    def to_json(self) -> dict[str, Any]:
        """The action as in a record."""
        return {"type": "upgrade", "from": self.source, "to": self.target}


@dataclass(frozen=True, slots=True)
class Place:
    """Place one piece of the supply on one of the player's puzzles."""

    puzzle: str
    piece: str
    cells: tuple[Cell, ...]

    def to_json(self) -> dict[str, Any]:
        """The action as in a record."""
        return {
            "type": "place",
            "puzzle": self.puzzle,
            "piece": self.piece,
            "cells": [list(c) for c in self.cells],
        }

    @property
    def placement(self) -> Placement:
        """The same placement as a :class:`Placement`."""
        return Placement(self.puzzle, self.piece, self.cells)


@dataclass(frozen=True, slots=True)
class Master:
    """The master action: at most one placement on each unfinished puzzle, at least one."""

    placements: tuple[Placement, ...]

    def to_json(self) -> dict[str, Any]:
        """The action as in a record."""
        return {"type": "master", "placements": [p.to_json() for p in self.placements]}


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn with actions left."""

    def to_json(self) -> dict[str, Any]:
        """The action as in a record."""
        return {"type": "end_turn"}


@dataclass(frozen=True, slots=True)
class ChooseReward:
    """Choose the reward piece when the shortage rule leaves a choice."""

    piece: str

    def to_json(self) -> dict[str, Any]:
        """The action as in a record."""
        return {"type": "choose_reward", "piece": self.piece}


@dataclass(frozen=True, slots=True)
class Finish:
    """The current player's Finishing Touches (may place nothing)."""

    placements: tuple[Placement, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The action as in a record."""
        return {"type": "finish", "placements": [p.to_json() for p in self.placements]}


Action: TypeAlias = (
    TakePuzzle | TakePiece | Upgrade | Place | Master | EndTurn | ChooseReward | Finish
)

ACTION_TYPES = (
    "take_puzzle",
    "take_piece",
    "upgrade",
    "place",
    "master",
    "end_turn",
    "choose_reward",
    "finish",
)


_bad = InvalidRecord.of


def _str(obj: dict[str, Any], key: str, where: Reason | str) -> str:
    val = obj.get(key)
    if not isinstance(val, str):
        raise _bad(FileProblem.FIELD_NOT_TEXT, where=where, key=key)
    return val


def _cells(obj: dict[str, Any], where: Reason | str) -> tuple[Cell, ...]:
    raw = obj.get("cells")
    if not isinstance(raw, list) or not raw or len(raw) > CARD_SIZE * CARD_SIZE:
        raise _bad(FileProblem.CELLS_LIST, where=where)
    out: list[Cell] = []
    for c in raw:
        cell = cell_from_json(c)
        if cell is None:
            raise _bad(FileProblem.CELL_PAIR, where=where)
        if not on_card(cell):
            raise _bad(FileProblem.CELL_OUTSIDE, where=where, row=cell[0], col=cell[1])
        out.append(cell)
    return tuple(out)


def _placement(obj: Any, where: Reason | str) -> Placement:
    if not isinstance(obj, dict):
        raise _bad(FileProblem.PLACEMENT_OBJECT, where=where)
    return Placement(_str(obj, "puzzle", where), _str(obj, "piece", where), _cells(obj, where))


def _placements(obj: dict[str, Any], where: Reason | str) -> tuple[Placement, ...]:
    raw = obj.get("placements")
    if not isinstance(raw, list) or len(raw) > 100:
        raise _bad(FileProblem.PLACEMENTS_LIST, where=where)
    return tuple(_placement(p, Reason.of(FilePart.PLACEMENT, where=where, number=i))
                 for i, p in enumerate(raw))


def action_from_json(obj: Any, where: Reason | str = "action") -> Action:
    """Read one action of a record (structure only; the rules are checked by the engine).
    ``where`` names it in a problem (``FilePart.ACTION``: "action 3").

    :raises InvalidRecord: for a missing or mistyped field or an unknown action type.
    """
    if not isinstance(obj, dict):
        raise _bad(FileProblem.NOT_AN_OBJECT, where=where)
    kind = obj.get("type")
    if kind == "take_puzzle":
        return TakePuzzle(_str(obj, "puzzle", where))
    if kind == "take_piece":
        piece = obj.get("piece")
        if piece is not None and not isinstance(piece, str):
            raise _bad(FileProblem.PIECE_FIELD_TEXT, where=where)
        return TakePiece(piece)
    if kind == "upgrade":
        return Upgrade(_str(obj, "from", where), _str(obj, "to", where))
    if kind == "place":
        return Place(_str(obj, "puzzle", where), _str(obj, "piece", where), _cells(obj, where))
    if kind == "master":
        return Master(_placements(obj, where))
    if kind == "end_turn":
        return EndTurn()
    if kind == "choose_reward":
        return ChooseReward(_str(obj, "piece", where))
    if kind == "finish":
        return Finish(_placements(obj, where))
    if isinstance(kind, str):
        raise _bad(FileProblem.UNKNOWN_ACTION, where=where, shown=repr(kind))
    raise _bad(FileProblem.ACTION_TYPE, where=where)


def action_pieces_and_puzzles(action: Action) -> tuple[list[str], list[str]]:
    """The piece ids and puzzle ids an action names (for checking them against a deck)."""
    pieces: list[str] = []
    puzzles: list[str] = []
    if isinstance(action, TakePuzzle):
        puzzles.append(action.puzzle)
    elif isinstance(action, TakePiece):
        if action.piece is not None:
            pieces.append(action.piece)
    elif isinstance(action, Upgrade):
        pieces += [action.source, action.target]
    elif isinstance(action, Place):
        pieces.append(action.piece)
        puzzles.append(action.puzzle)
    elif isinstance(action, Master | Finish):
        for p in action.placements:
            pieces.append(p.piece)
            puzzles.append(p.puzzle)
    elif isinstance(action, ChooseReward):
        pieces.append(action.piece)
    return pieces, puzzles
