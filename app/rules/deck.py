"""Decks: the piece set, the puzzles and the setup table a game is played with.

The engine never assumes the classic set: shapes, reserve counts, puzzles and setup sizes all
come from a :class:`Deck`. The file format (``project-l-deck`` version 1) is described in
docs/formats.md; the classic deck ships as ``resources/decks/classic.json``.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, Literal, TypeAlias

from app.rules.errors import InvalidDeck
from app.rules.files import text_problem, valid_text
from app.rules.reasons import FilePart, FileProblem, Reason
from app.rules.shapes import (
    CARD_SIZE,
    Cell,
    Mask,
    Shape,
    cell_from_json,
    cells_to_mask,
    is_connected,
    mask_to_cells,
    on_card,
)

Colour: TypeAlias = Literal["white", "black"]
Difficulty: TypeAlias = Literal["standard", "challenging", "unbeatable"]
DIFFICULTIES: tuple[Difficulty, ...] = ("standard", "challenging", "unbeatable")

DECK_FORMAT = "project-l-deck"
DECK_VERSION = 1
DeckState: TypeAlias = Literal["draft", "playable"]
DECK_STATES: tuple[DeckState, ...] = ("draft", "playable")
"""The values of a deck file's ``"state"`` (docs/formats.md, "Drafts")."""
MAX_LEVEL = 5

# Limits of a deck file (docs/formats.md); the editor's fields keep to them too.
MAX_DECK_BYTES = 4_000_000
MAX_DECK_NAME = 80
MAX_DECK_DESCRIPTION = 1000
MAX_DECK_ID = 64
MAX_PIECE_NAME = 60
MAX_ITEM_ID = 16  # piece and puzzle ids
MAX_BACK_IMAGE = 1_000_000  # bytes of the card backs' picture (before base64)
HEX_COLOUR = re.compile(r"#[0-9a-fA-F]{6}\Z")
BACK_DESIGNS = ("emblem", "name")
"""What printed card backs carry: the game's emblem and name, or the deck's own name."""
_IMAGE_MAGIC = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff")  # PNG, JPEG


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A puzzle card: id, colour, victory points, reward piece id and its recessed cells."""

    id: str
    colour: Colour
    points: int
    reward: str
    mask: Mask

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The recessed cells, in reading order."""
        return mask_to_cells(self.mask)

    @property
    def size(self) -> int:
        """How many squares the recessed area has."""
        return self.mask.bit_count()

    def rows(self) -> list[str]:
        """The card as 5 strings, ``'.'`` recessed and ``'#'`` solid (the file format)."""
        return [
            "".join("." if self.mask >> (r * CARD_SIZE + c) & 1 else "#" for c in range(CARD_SIZE))
            for r in range(CARD_SIZE)
        ]


@dataclass(frozen=True, slots=True)
class SoloSetup:
    """How the solo variant is dealt from this deck."""

    white: int = 15
    black: int = 10
    locks: tuple[int, int, int] = (1, 2, 1)
    opponent_supply: tuple[tuple[str, int], ...] = (
        ("standard", 6),
        ("challenging", 3),
        ("unbeatable", 0),
    )

    def opponent_pieces(self, difficulty: str) -> int:
        """Level-1 pieces the automaton starts with at ``difficulty``."""
        return dict(self.opponent_supply)[difficulty]


@dataclass(frozen=True, slots=True)
class Setup:
    """The deck's setup table."""

    black: tuple[tuple[int, int], ...] = ((2, 12), (3, 14), (4, 16))
    white: tuple[tuple[int, int], ...] = ()  # empty: all white puzzles
    starting_supply: tuple[str, ...] = ("O1", "I2")
    row_size: int = 4
    solo: SoloSetup = field(default_factory=SoloSetup)

    def black_count(self, players: int) -> int:
        """Black puzzles in the black deck for a game of ``players`` players."""
        return dict(self.black)[players]

    def white_count(self, players: int, total: int) -> int:
        """White puzzles in the white deck (all of them unless the table says otherwise)."""
        return dict(self.white).get(players, total)


@dataclass(frozen=True, slots=True)
class BackDesign:
    """What the deck's printed card backs show (docs/formats.md, "Card backs").

    ``design``: ``"emblem"`` (the game's L and its name, the default) or ``"name"`` (the deck's
    own name). ``image``: a PNG or JPEG file's bytes shown in place of the motif, or empty.
    Only the print & play sheets use it: game records and the AI's workers drop it.
    """

    design: str = "emblem"
    image: bytes = b""

    @property
    def is_default(self) -> bool:
        """Whether the backs are the game's own (what a deck without ``back`` gets)."""
        return self.design == "emblem" and not self.image

    def to_json(self) -> dict[str, Any]:
        """The ``back`` object of a deck file."""
        out: dict[str, Any] = {"design": self.design}
        if self.image:
            out["image"] = base64.b64encode(self.image).decode("ascii")
        return out


def image_problem(data: bytes) -> Reason | None:
    """Why ``data`` cannot be the card backs' picture (None: it can): too large, or neither
    PNG nor JPEG. Whether it decodes is for the painter to find out (it then shows none)."""
    if len(data) > MAX_BACK_IMAGE:
        return Reason.of(FileProblem.BACK_IMAGE_TOO_LARGE, kb=MAX_BACK_IMAGE // 1000)
    if not data.startswith(_IMAGE_MAGIC):
        return Reason.of(FileProblem.BACK_IMAGE_FORMAT)
    return None


@dataclass(frozen=True, slots=True, eq=False)
class Deck:
    """A complete deck: shapes (in shape order), puzzles by id, and the setup table."""

    name: str
    shapes: tuple[Shape, ...]
    puzzles: tuple[Puzzle, ...]
    setup: Setup = field(default_factory=Setup)
    id: str = "custom"
    description: str = ""
    back: BackDesign = field(default_factory=BackDesign)
    # derived lookups, filled in __post_init__: not arguments (init=False), so that
    # dataclasses.replace(deck, puzzles=...) makes lookups of its own instead of filling the
    # original deck's (a deck changed from the classic one changed the classic deck's points)
    shape_index: dict[str, int] = field(default_factory=dict, init=False, repr=False)
    puzzle_by_id: dict[str, Puzzle] = field(default_factory=dict, init=False, repr=False)
    levels: tuple[int, ...] = field(default=(), init=False, repr=False)
    _whites: tuple[str, ...] = field(default=(), init=False, repr=False)
    _blacks: tuple[str, ...] = field(default=(), init=False, repr=False)
    _placements: dict[tuple[Mask, int], tuple[Mask, ...]] = field(
        default_factory=dict, init=False, repr=False
    )

    def __post_init__(self) -> None:
        self.shape_index.update({s.id: i for i, s in enumerate(self.shapes)})
        self.puzzle_by_id.update({p.id: p for p in self.puzzles})
        object.__setattr__(self, "levels", tuple(s.level for s in self.shapes))
        object.__setattr__(self, "_whites", tuple(p.id for p in self.puzzles
                                                  if p.colour == "white"))
        object.__setattr__(self, "_blacks", tuple(p.id for p in self.puzzles
                                                  if p.colour == "black"))

    @property
    def whites(self) -> tuple[str, ...]:
        """Ids of the white puzzles, in deck order."""
        return self._whites

    @property
    def blacks(self) -> tuple[str, ...]:
        """Ids of the black puzzles, in deck order (the AI asks for them at every judgement:
        kept, as the deck never changes)."""
        return self._blacks

    def shape(self, piece_id: str) -> Shape:
        """The shape with this id (KeyError if the deck has none)."""
        return self.shapes[self.shape_index[piece_id]]

    def placements(self, region: Mask, shape: int) -> tuple[Mask, ...]:
        """Placements of shape number ``shape`` inside ``region`` (cached per region)."""
        key = (region, shape)
        got = self._placements.get(key)
        if got is None:
            got = self.shapes[shape].placements_in(region)
            self._placements[key] = got
        return got

    def reserve_counts(self) -> tuple[int, ...]:
        """The reserve at the start of a game, per shape."""
        return tuple(s.count for s in self.shapes)

    def without_back(self) -> Deck:
        """The deck for playing: the same, without its card backs' design (games, their
        records and the AI's workers have no use for a picture)."""
        if self.back.is_default:
            return self
        return Deck(self.name, self.shapes, self.puzzles, self.setup, self.id, self.description)

    def to_json(self, state: DeckState | None = None, *, back: bool = True) -> dict[str, Any]:
        """The deck as a JSON object in the ``project-l-deck`` format (with ``"state"`` when
        one is given; without the card backs' design when ``back`` is False)."""
        st = self.setup
        return {
            "format": DECK_FORMAT,
            "version": DECK_VERSION,
            **({"state": state} if state is not None else {}),
            "id": self.id,
            "name": self.name,
            "description": self.description,
            **({"back": self.back.to_json()} if back and not self.back.is_default else {}),
            "pieces": [
                {
                    "id": s.id,
                    "name": s.name,
                    "colour": s.colour,
                    "count": s.count,
                    "cells": [list(c) for c in s.cells],
                }
                for s in self.shapes
            ],
            "puzzles": [
                {
                    "id": p.id,
                    "colour": p.colour,
                    "points": p.points,
                    "reward": p.reward,
                    "cells": p.rows(),
                }
                for p in self.puzzles
            ],
            "setup": {
                "black": {str(k): v for k, v in st.black},
                **({"white": {str(k): v for k, v in st.white}} if st.white else {}),
                "starting_supply": list(st.starting_supply),
                "row_size": st.row_size,
                "solo": {
                    "white": st.solo.white,
                    "black": st.solo.black,
                    "locks": list(st.solo.locks),
                    "opponent_supply": dict(st.solo.opponent_supply),
                },
            },
        }


_bad = InvalidDeck.of


def _part(kind: FilePart, **args: Any) -> Reason:
    return Reason.of(kind, **args)


def _req(obj: dict[str, Any], key: str, typ: type | tuple[type, ...], where: Reason) -> Any:
    if key not in obj:
        raise _bad(FileProblem.MISSING_FIELD, where=where, key=key)
    val = obj[key]
    if isinstance(val, bool) and typ is int:
        raise _bad(FileProblem.FIELD_NOT_WHOLE, where=where, key=key)
    if not isinstance(val, typ):
        raise _bad(FileProblem.FIELD_TYPE, where=where, key=key)
    return val


def _text(value: Any, what: Reason, limit: int) -> str:
    """``value`` if it is text the deck can hold as ``what``; else InvalidDeck says why."""
    if not isinstance(value, str):
        raise _bad(FileProblem.MUST_BE_TEXT, what=what)
    problem = text_problem(value, what, limit)
    if problem is not None:
        raise InvalidDeck(problem)
    return value


def _item_id(value: Any, what: Reason) -> str:
    """A piece or puzzle id: 1 to :data:`MAX_ITEM_ID` printable characters."""
    ident = _text(value, _part(FilePart.ID_OF, item=what), MAX_ITEM_ID)
    if not ident or not ident.isprintable():
        raise _bad(FileProblem.BAD_ID, where=what, shown=repr(ident))
    return ident


def _good_item_id(text: str) -> bool:
    return 0 < len(text) <= MAX_ITEM_ID and text.isprintable() and valid_text(text)


def _count_table(obj: Any, where: str, keys: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    if not isinstance(obj, dict):
        raise _bad(FileProblem.NOT_AN_OBJECT, where=where)
    out = []
    for k in keys:
        v = obj.get(str(k))
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            raise _bad(FileProblem.COUNT_FOR_PLAYERS, where=where, players=k)
        out.append((k, v))
    return tuple(out)


def deck_from_json(data: Any, *, draft: bool = False) -> Deck:
    """Build a deck from parsed JSON, checking it completely.

    ``draft``: also accept what an unfinished deck in the editor may hold (docs/formats.md,
    "Drafts"): no pieces, a puzzle with no recessed cell, a reward or a starting piece that is
    not a piece of the deck, a solo deal of fewer than 9 puzzles. Such a deck cannot be played:
    ``app.core.validation.readiness`` says so. Game records never read a deck this way.

    :raises InvalidDeck: with a reason naming the problem.
    """
    if not isinstance(data, dict):
        raise _bad(FileProblem.DECK_NOT_OBJECT)
    if data.get("format") != DECK_FORMAT:
        raise _bad(FileProblem.NOT_A_DECK, format=DECK_FORMAT)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _bad(FileProblem.DECK_NO_VERSION)
    if version > DECK_VERSION:
        raise _bad(FileProblem.DECK_NEWER, version=version, known=DECK_VERSION)
    if version < 1:
        raise _bad(FileProblem.DECK_UNKNOWN_VERSION, version=version)
    deck_part = _part(FilePart.DECK)
    name = _text(_req(data, "name", str, deck_part), _part(FilePart.DECK_NAME), MAX_DECK_NAME)
    deck_id = _text(data.get("id", "custom"), _part(FilePart.DECK_ID), MAX_DECK_ID)
    description = _text(
        data.get("description", ""), _part(FilePart.DECK_DESCRIPTION), MAX_DECK_DESCRIPTION
    )
    back = _back_from_json(data.get("back", {}))

    raw_pieces = _req(data, "pieces", list, deck_part)
    if not raw_pieces and not draft:
        raise _bad(FileProblem.NO_PIECES)
    if len(raw_pieces) > 64:
        raise _bad(FileProblem.TOO_MANY_SHAPES, most=64)
    shapes: list[Shape] = []
    canon_seen: dict[tuple[Cell, ...], str] = {}
    for i, rp in enumerate(raw_pieces):
        where = _part(FilePart.PIECE_NUMBER, number=i + 1)
        if not isinstance(rp, dict):
            raise _bad(FileProblem.NOT_AN_OBJECT, where=where)
        pid = _item_id(_req(rp, "id", str, where), where)
        piece_part = _part(FilePart.PIECE, piece=pid)
        cells_raw = _req(rp, "cells", list, piece_part)
        cells: list[Cell] = []
        for c in cells_raw:
            cell = cell_from_json(c)
            if cell is None or not on_card(cell):
                raise _bad(FileProblem.PIECE_CELL, piece=pid)
            cells.append(cell)
        if not 1 <= len(set(cells)) <= MAX_LEVEL or len(set(cells)) != len(cells):
            raise _bad(FileProblem.PIECE_CELLS, piece=pid, most=MAX_LEVEL)
        if not is_connected(cells):
            raise _bad(FileProblem.PIECE_NOT_CONNECTED, piece=pid)
        count = _req(rp, "count", int, piece_part)
        if not 0 <= count <= 99:
            raise _bad(FileProblem.PIECE_COUNT, piece=pid)
        pname = _text(rp.get("name", pid), _part(FilePart.PIECE_NAME, piece=pid), MAX_PIECE_NAME)
        colour = rp.get("colour", "#888888")
        if not isinstance(colour, str) or not HEX_COLOUR.match(colour):
            raise _bad(FileProblem.PIECE_COLOUR, piece=pid)
        if pid in {s.id for s in shapes}:
            raise _bad(FileProblem.PIECE_TWICE, piece=pid)
        shape = Shape(pid, tuple(cells), pname, colour, count)
        canon = min(shape.orients)
        if canon in canon_seen:
            raise _bad(FileProblem.PIECES_SAME_SHAPE, piece=canon_seen[canon], other=pid)
        canon_seen[canon] = pid
        shapes.append(shape)
    shape_ids = {s.id for s in shapes}

    raw_puzzles = _req(data, "puzzles", list, deck_part)
    if len(raw_puzzles) > 500:
        raise _bad(FileProblem.TOO_MANY_PUZZLES, most=500)
    puzzles: list[Puzzle] = []
    seen_ids: set[str] = set()
    for i, rz in enumerate(raw_puzzles):
        where = _part(FilePart.PUZZLE_NUMBER, number=i + 1)
        if not isinstance(rz, dict):
            raise _bad(FileProblem.NOT_AN_OBJECT, where=where)
        zid = _item_id(_req(rz, "id", str, where), where)
        if zid in seen_ids:
            raise _bad(FileProblem.PUZZLE_TWICE, puzzle=zid)
        if zid in shape_ids:
            raise _bad(FileProblem.PUZZLE_ID_OF_PIECE, puzzle=zid)
        seen_ids.add(zid)
        puzzle_part = _part(FilePart.PUZZLE, puzzle=zid)
        colour = _req(rz, "colour", str, puzzle_part)
        if colour not in ("white", "black"):
            raise _bad(FileProblem.PUZZLE_COLOUR, puzzle=zid)
        points = _req(rz, "points", int, puzzle_part)
        if not 0 <= points <= 99:
            raise _bad(FileProblem.PUZZLE_POINTS, puzzle=zid)
        reward = _req(rz, "reward", str, puzzle_part)
        if draft:
            reward = _item_id(reward, _part(FilePart.REWARD, puzzle=zid))
        elif reward not in shape_ids:
            raise _bad(FileProblem.PUZZLE_REWARD, puzzle=zid, shown=repr(reward))
        rows = _req(rz, "cells", list, puzzle_part)
        if len(rows) != CARD_SIZE or not all(
            isinstance(r, str) and len(r) == CARD_SIZE and set(r) <= {".", "#"} for r in rows
        ):
            raise _bad(FileProblem.PUZZLE_CELLS, puzzle=zid)
        mask = cells_to_mask(
            (r, c) for r in range(CARD_SIZE) for c in range(CARD_SIZE) if rows[r][c] == "."
        )
        if mask == 0 and not draft:
            raise _bad(FileProblem.PUZZLE_NO_RECESS, puzzle=zid)
        puzzles.append(Puzzle(zid, colour, points, reward, mask))

    setup = _setup_from_json(data.get("setup", {}), shape_ids, draft)
    return Deck(
        name=name,
        shapes=tuple(shapes),
        puzzles=tuple(puzzles),
        setup=setup,
        id=deck_id,
        description=description,
        back=back,
    )


def _back_from_json(raw: Any) -> BackDesign:
    """The ``back`` object (docs/formats.md, "Card backs"); unknown keys are left alone."""
    if not isinstance(raw, dict):
        raise _bad(FileProblem.BACK_NOT_OBJECT)
    design = raw.get("design", "emblem")
    if design not in BACK_DESIGNS:
        raise _bad(FileProblem.BACK_DESIGN, designs=", ".join(BACK_DESIGNS))
    text = raw.get("image", "")
    if not isinstance(text, str):
        raise _bad(FileProblem.BACK_IMAGE_TEXT)
    if len(text) > (MAX_BACK_IMAGE + 2) // 3 * 4:
        raise _bad(FileProblem.BACK_IMAGE_TOO_LARGE, kb=MAX_BACK_IMAGE // 1000)
    try:
        image = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise _bad(FileProblem.BACK_IMAGE_BASE64) from None
    problem = image_problem(image) if image else None
    if problem is not None:
        raise InvalidDeck(problem)
    return BackDesign(design, image)


def _setup_from_json(raw: Any, shape_ids: set[str], draft: bool = False) -> Setup:
    if not isinstance(raw, dict):
        raise _bad(FileProblem.SETUP_NOT_OBJECT)
    default = Setup()
    black = (
        _count_table(raw["black"], "setup.black", (2, 3, 4)) if "black" in raw else default.black
    )
    white = _count_table(raw["white"], "setup.white", (2, 3, 4)) if "white" in raw else ()
    start = raw.get("starting_supply", list(default.starting_supply))
    if not isinstance(start, list) or not all(
        isinstance(s, str) and (s in shape_ids or (draft and _good_item_id(s))) for s in start
    ):
        raise _bad(FileProblem.SETUP_START)
    if len(start) > 10:
        raise _bad(FileProblem.SETUP_START_SIZE, most=10)
    row_size = raw.get("row_size", default.row_size)
    if not isinstance(row_size, int) or isinstance(row_size, bool) or not 1 <= row_size <= 8:
        raise _bad(FileProblem.SETUP_ROW)
    solo_raw = raw.get("solo", {})
    if not isinstance(solo_raw, dict):
        raise _bad(FileProblem.NOT_AN_OBJECT, where="setup.solo")
    sd = SoloSetup()
    sw = solo_raw.get("white", sd.white)
    sb = solo_raw.get("black", sd.black)
    if (
        not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in (sw, sb))
        or (sw + sb < 9 and not draft)
    ):
        raise _bad(FileProblem.SETUP_SOLO_COUNTS)
    locks = solo_raw.get("locks", list(sd.locks))
    if (
        not isinstance(locks, list)
        or len(locks) != 3
        or not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= 10 for x in locks)
    ):
        raise _bad(FileProblem.SETUP_SOLO_LOCKS)
    opp = solo_raw.get("opponent_supply", dict(sd.opponent_supply))
    if (
        not isinstance(opp, dict)
        or set(opp) != set(DIFFICULTIES)
        or not all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 20 for v in opp.values()
        )
    ):
        raise _bad(FileProblem.SETUP_SOLO_SUPPLY)
    solo = SoloSetup(
        sw, sb, (locks[0], locks[1], locks[2]), tuple((d, opp[d]) for d in DIFFICULTIES)
    )
    return Setup(
        black=black, white=white, starting_supply=tuple(start), row_size=row_size, solo=solo
    )


def deck_from_bytes(blob: bytes) -> Deck:
    """Parse and check a deck file's bytes (a deck a game can be dealt from, whatever its
    ``"state"``).

    :raises InvalidDeck: for anything that is not a usable deck.
    """
    return deck_from_json(_json_of(blob))


@dataclass(frozen=True, slots=True)
class DeckFileState:
    """What a deck file records about its deck's state: ``state`` and the player counts it was
    playable for when it was saved (``1`` is the solo game). None where the file records
    nothing usable (an older file, or a value that is not one the format knows)."""

    state: DeckState | None = None
    playable_for: frozenset[int] | None = None


def deck_file_from_bytes(blob: bytes) -> tuple[Deck, DeckFileState]:
    """A deck file's deck, read as a draft may be (see :func:`deck_from_json`), and the state
    the file records. Odd values of ``"state"`` or ``"playable_for"`` are ignored, never
    refused: the reader works the state out from the deck then.

    :raises InvalidDeck: for anything that is not a deck file.
    """
    data = _json_of(blob)
    deck = deck_from_json(data, draft=True)
    state: DeckState | None = None
    counts: frozenset[int] | None = None
    if isinstance(data, dict):
        recorded = data.get("state")
        for known in DECK_STATES:
            if recorded == known:  # only text equal to a known state counts
                state = known
        raw = data.get("playable_for")
        if isinstance(raw, list) and len(raw) <= 4 and all(
            type(n) is int and 1 <= n <= 4 for n in raw
        ):
            counts = frozenset(raw)
    return deck, DeckFileState(state, counts)


def deck_to_bytes(
    deck: Deck,
    state: DeckState | None = None,
    playable_for: Iterable[int] | None = None,
    *,
    back: bool = True,
) -> bytes:
    """The deck file's bytes (UTF-8 JSON, indented for people), recording ``state`` and
    ``playable_for`` if given (and the card backs' design unless ``back`` is False)."""
    data = deck.to_json(state, back=back)
    if playable_for is not None:
        data = {**data}
        keys = list(data)
        at = keys.index("state") + 1 if "state" in keys else 2
        items = list(data.items())
        items.insert(at, ("playable_for", sorted(set(playable_for))))
        data = dict(items)
    return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def _json_of(blob: bytes) -> Any:
    if len(blob) > MAX_DECK_BYTES:
        raise _bad(FileProblem.DECK_TOO_LARGE, limit=MAX_DECK_BYTES // 1_000_000)
    try:
        data = json.loads(blob.decode("utf-8"))
    except UnicodeDecodeError:
        raise _bad(FileProblem.NOT_UTF8) from None
    except (json.JSONDecodeError, RecursionError):
        raise _bad(FileProblem.DECK_NOT_JSON) from None
    except ValueError:  # e.g. an integer of more than 4300 digits
        raise _bad(FileProblem.NUMBER_TOO_LARGE) from None
    return data


@cache
def classic_deck() -> Deck:
    """The first-edition deck: 9 shapes x 10, 32 white and 20 black puzzles (read-only)."""
    blob = resources.files("resources.decks").joinpath("classic.json").read_bytes()
    return deck_from_bytes(blob)
