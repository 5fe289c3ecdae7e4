"""Polyomino shapes on the 5x5 card: cells, orientations and 25-bit cell masks.

A cell is ``(row, col)`` with row 0 the top row of a card and col 0 its left column.
A set of cells on a card is also held as a 25-bit integer mask, bit ``row * 5 + col``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TypeAlias

Cell: TypeAlias = tuple[int, int]
Mask: TypeAlias = int

CARD_SIZE = 5
FULL_MASK: Mask = (1 << (CARD_SIZE * CARD_SIZE)) - 1


def cell_from_json(value: object) -> Cell | None:
    """A cell from its JSON form, a ``[row, col]`` pair of whole numbers (true and false are
    not numbers here); None for anything else. Whether it lies on a card is :func:`on_card`."""
    if isinstance(value, list) and len(value) == 2 and all(
        isinstance(x, int) and not isinstance(x, bool) for x in value
    ):
        return (value[0], value[1])
    return None


def on_card(cell: Cell) -> bool:
    """Whether a cell lies on a 5x5 card."""
    return 0 <= cell[0] < CARD_SIZE and 0 <= cell[1] < CARD_SIZE


def cell_bit(row: int, col: int) -> Mask:
    """The mask of one cell."""
    return 1 << (row * CARD_SIZE + col)


def cells_to_mask(cells: Iterable[Cell]) -> Mask:
    """The mask of a collection of cells (all on the card)."""
    mask = 0
    for r, c in cells:
        mask |= 1 << (r * CARD_SIZE + c)
    return mask


@lru_cache(maxsize=1 << 16)
def mask_to_cells(mask: Mask) -> tuple[Cell, ...]:
    """The cells of a mask, in reading order (row by row)."""
    out: list[Cell] = []
    while mask:
        low = mask & -mask
        i = low.bit_length() - 1
        out.append(divmod(i, CARD_SIZE))
        mask ^= low
    return tuple(out)


def normalize(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """Cells shifted so that the smallest row and column are 0, sorted."""
    cs = list(cells)
    if not cs:
        return ()
    r0 = min(r for r, _ in cs)
    c0 = min(c for _, c in cs)
    return tuple(sorted((r - r0, c - c0) for r, c in cs))


def orientations(cells: Iterable[Cell]) -> tuple[tuple[Cell, ...], ...]:
    """All distinct rotations and reflections of a shape, each normalised, in a stable order."""
    base = normalize(cells)
    seen: list[tuple[Cell, ...]] = []
    cur = list(base)
    for flip in (False, True):
        pts = [(r, -c) for r, c in cur] if flip else list(cur)
        for _ in range(4):
            pts = [(c, -r) for r, c in pts]  # rotate 90 degrees
            n = normalize(pts)
            if n not in seen:
                seen.append(n)
    return tuple(seen)


def is_connected(cells: Iterable[Cell]) -> bool:
    """Whether the cells form one edge-connected group (an empty set is not connected)."""
    cs = set(cells)
    if not cs:
        return False
    start = next(iter(cs))
    stack = [start]
    seen = {start}
    while stack:
        r, c = stack.pop()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if n in cs and n not in seen:
                seen.add(n)
                stack.append(n)
    return len(seen) == len(cs)


def canonical(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """One representative of a shape up to rotation and reflection (the least orientation)."""
    return min(orientations(cells))


def rotate_cells(cells: Iterable[Cell], quarter_turns: int = 1) -> tuple[Cell, ...]:
    """The cells turned clockwise by ``quarter_turns`` and normalised."""
    pts = list(cells)
    for _ in range(quarter_turns % 4):
        pts = [(c, -r) for r, c in pts]
    return normalize(pts)


def flip_cells(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """The cells mirrored left to right and normalised."""
    return normalize((r, -c) for r, c in cells)


@dataclass(frozen=True, slots=True)
class Shape:
    """A piece shape of a deck: id (as in records, e.g. ``"L3"``), cells, name and colour."""

    id: str
    cells: tuple[Cell, ...]
    name: str = ""
    colour: str = "#888888"
    count: int = 10
    orients: tuple[tuple[Cell, ...], ...] = field(default=(), compare=False, repr=False)
    norm_masks: frozenset[Mask] = field(default=frozenset(), compare=False, repr=False)

    def __post_init__(self) -> None:
        cells = normalize(self.cells)
        object.__setattr__(self, "cells", cells)
        orients = orientations(cells)
        object.__setattr__(self, "orients", orients)
        object.__setattr__(self, "norm_masks", frozenset(cells_to_mask(o) for o in orients))

    @property
    def level(self) -> int:
        """The piece's level: its number of squares."""
        return len(self.cells)

    def placements_in(self, region: Mask) -> tuple[Mask, ...]:
        """Every placement (as a mask) of this shape lying wholly inside ``region``."""
        out: list[Mask] = []
        for o in self.orients:
            h = max(r for r, _ in o) + 1
            w = max(c for _, c in o) + 1
            base = cells_to_mask(o)
            for dr in range(CARD_SIZE - h + 1):
                for dc in range(CARD_SIZE - w + 1):
                    m = base << (dr * CARD_SIZE + dc)
                    if m & region == m:
                        out.append(m)
        return tuple(out)

    def matches(self, mask: Mask) -> bool:
        """Whether the cells of ``mask`` form this shape in some rotation or reflection."""
        if mask == 0:
            return False
        return normalize_mask(mask) in self.norm_masks


def normalize_mask(mask: Mask) -> Mask:
    """Shift a mask up and left so its top row and left column are used."""
    if mask == 0:
        return 0
    # shift up: drop empty top rows
    while mask & 0b11111 == 0:
        mask >>= CARD_SIZE
    # shift left: while column 0 is empty
    col0 = sum(1 << (r * CARD_SIZE) for r in range(CARD_SIZE))
    while mask & col0 == 0:
        mask >>= 1
    return mask
