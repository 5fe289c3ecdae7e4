"""Odd custom decks a designer could make with the editor, for the AI's time budget.

Each builder returns a deck file's JSON from a seed (Qt-free; used by tests/test_ai_decks.py
and bench/ai_decks.py):

- ``generated``: the classic pieces, puzzles from the editor's puzzle generator
  (app/model/generator.py) of 10-25 squares, with any number of fillings;
- ``pentominoes``: only the twelve 5-square pieces, ten of each, dense puzzles laid from them;
- ``all_shapes``: every shape of 1 to 5 squares (21), 30 of each, the largest puzzles;
- ``one_each``: every shape of 1 to 5 squares, ONE piece of each in the reserve;
- ``many_fillings``: monomino, domino and the two trominoes, puzzles of 18-25 squares (a full
  card has millions of fillings);
- ``one_cell``: puzzles of a single recessed square (and a few of two);
- ``identical``: every white puzzle the same area, every black one the same area;
- ``big_setup``: the classic pieces with rows of 8 cards, 10 starting pieces, 99 of each piece,
  the solo deal of every card and heavy locks.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from app.rules import (
    CARD_SIZE,
    Cell,
    Mask,
    canonical,
    classic_deck,
    mask_to_cells,
    normalize,
)

FULL: Mask = (1 << (CARD_SIZE * CARD_SIZE)) - 1
COLOURS = ("#e63946", "#2a9d8f", "#e9c46a", "#6d597a", "#f4a261", "#457b9d", "#8ab17d")


def polyominoes(largest: int = 5) -> list[tuple[Cell, ...]]:
    """Every free polyomino of 1 to ``largest`` squares (one per shape up to rotation and
    reflection), smallest first: 1, 1, 2, 5 and 12 of them for 1 to 5 squares."""
    out: list[tuple[Cell, ...]] = [((0, 0),)]
    level: list[tuple[Cell, ...]] = [((0, 0),)]
    for _ in range(largest - 1):
        seen: set[tuple[Cell, ...]] = set()
        grown: list[tuple[Cell, ...]] = []
        for cells in level:
            for r, c in cells:
                for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                    new = (r + dr, c + dc)
                    if new in cells:
                        continue
                    canon = canonical(normalize((*cells, new)))
                    if canon not in seen:
                        seen.add(canon)
                        grown.append(canon)
        grown.sort()
        out += grown
        level = grown
    return out


def _piece(i: int, cells: tuple[Cell, ...], count: int) -> dict[str, Any]:
    return {
        "id": f"S{i + 1}",
        "name": f"shape {i + 1} ({len(cells)} squares)",
        "colour": COLOURS[i % len(COLOURS)],
        "count": count,
        "cells": [list(c) for c in cells],
    }


def _rows(mask: Mask) -> list[str]:
    return [
        "".join("." if mask >> (r * CARD_SIZE + c) & 1 else "#" for c in range(CARD_SIZE))
        for r in range(CARD_SIZE)
    ]


def _placements(cells: tuple[Cell, ...]) -> list[Mask]:
    """Every placement of a shape on the card, all orientations."""
    from app.rules import Shape

    return list(Shape("x", cells).placements_in(FULL))


def _laid(rng: random.Random, shapes: list[tuple[Cell, ...]], pieces: int) -> Mask:
    """An area made of ``pieces`` random pieces side by side (fewer if the card is full)."""
    region: Mask = 0
    for _ in range(pieces * 4):
        if pieces == 0:
            break
        spots = [
            m
            for m in _placements(rng.choice(shapes))
            if not m & region and (not region or m & _grow(region))
        ]
        if spots:
            region |= rng.choice(spots)
            pieces -= 1
    return region


def _grow(mask: Mask) -> Mask:
    """The cells next to the mask."""
    out = 0
    for r, c in mask_to_cells(mask):
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            if 0 <= r + dr < CARD_SIZE and 0 <= c + dc < CARD_SIZE:
                out |= 1 << ((r + dr) * CARD_SIZE + c + dc)
    return out & ~mask


def _deck(
    name: str,
    pieces: list[dict[str, Any]],
    whites: list[Mask],
    blacks: list[Mask],
    rng: random.Random,
    *,
    start: list[str] | None = None,
    row_size: int = 4,
    solo: dict[str, Any] | None = None,
) -> dict[str, Any]:
    ids = [p["id"] for p in pieces]
    small = [p["id"] for p in sorted(pieces, key=lambda p: len(p["cells"]))[:2]]
    puzzles: list[dict[str, Any]] = []
    for colour, masks in (("white", whites), ("black", blacks)):
        for k, mask in enumerate(masks):
            size = mask.bit_count()
            puzzles.append(
                {
                    "id": f"{colour[0].upper()}{k + 1:02d}",
                    "colour": colour,
                    "points": min(2, size // 5) if colour == "white" else min(5, max(1, size // 4)),
                    "reward": rng.choice(small if colour == "white" else ids),
                    "cells": _rows(mask),
                }
            )
    nb = len(blacks)
    return {
        "format": "project-l-deck",
        "version": 1,
        "id": f"odd-{name}",
        "name": f"Odd deck: {name}",
        "description": "A deck made to test the AI's time budget (tests/odd_decks.py).",
        "pieces": pieces,
        "puzzles": puzzles,
        "setup": {
            "black": {"2": min(nb, 10), "3": min(nb, 12), "4": min(nb, 14)},
            "starting_supply": start if start is not None else small,
            "row_size": row_size,
            "solo": solo or {"white": min(len(whites), 12), "black": min(nb, 8)},
        },
    }


def generated(seed: int) -> dict[str, Any]:
    """The classic pieces and puzzles from the editor's generator (10-25 squares)."""
    from app.model.generator import Constraints, generate

    classic = classic_deck()
    data = classic.to_json()
    rng = random.Random(seed)
    whites = [
        c.mask
        for c in generate(classic, Constraints("white", (10, 16), distinct=True), 14,
                          seed, seconds=4.0).candidates
    ]
    blacks = [
        c.mask
        for c in generate(classic, Constraints("black", (17, 25), distinct=True), 14,
                          seed + 1, seconds=4.0).candidates
    ]
    return _deck("generated", data["pieces"], whites, blacks, rng)


def pentominoes(seed: int) -> dict[str, Any]:
    """Only the twelve pentominoes, ten of each; puzzles of 2-5 of them side by side."""
    rng = random.Random(seed)
    shapes: list[tuple[Cell, ...]] = [p for p in polyominoes() if len(p) == 5]
    pieces = [_piece(i, s, 10) for i, s in enumerate(shapes)]
    whites = _distinct(rng, lambda: _laid(rng, shapes, rng.randint(2, 3)), 14)
    blacks = _distinct(rng, lambda: _laid(rng, shapes, rng.randint(4, 5)), 14)
    return _deck("pentominoes", pieces, whites, blacks, rng, start=["S1", "S2"])


def all_shapes(seed: int, count: int = 30) -> dict[str, Any]:
    """Every shape of 1-5 squares, ``count`` of each; puzzles of 12-25 squares."""
    rng = random.Random(seed)
    shapes = polyominoes()
    pieces = [_piece(i, s, count) for i, s in enumerate(shapes)]
    whites = _distinct(rng, lambda: _laid(rng, shapes[4:], rng.randint(3, 4)), 14)
    blacks = _distinct(rng, lambda: _laid(rng, shapes[4:], rng.randint(5, 7)), 14)
    blacks[0] = FULL  # the whole card
    return _deck("all shapes" if count > 1 else "one each", pieces, whites, blacks, rng)


def one_each(seed: int) -> dict[str, Any]:
    """Every shape of 1-5 squares, one piece of each in the reserve."""
    return all_shapes(seed, 1)


def many_fillings(seed: int) -> dict[str, Any]:
    """Monomino, domino and both trominoes; puzzles of 18-25 squares."""
    rng = random.Random(seed)
    shapes = polyominoes(3)
    pieces = [_piece(i, s, 25) for i, s in enumerate(shapes)]
    whites = _distinct(rng, lambda: _laid(rng, shapes[2:], rng.randint(6, 7)), 14)
    blacks = _distinct(rng, lambda: FULL & ~_laid(rng, shapes[:2], rng.randint(0, 3)), 14)
    return _deck("many fillings", pieces, whites, blacks, rng)


def one_cell(seed: int) -> dict[str, Any]:
    """The classic pieces; every puzzle one recessed square (some blacks two)."""
    rng = random.Random(seed)
    pieces = classic_deck().to_json()["pieces"]
    cells = list(range(CARD_SIZE * CARD_SIZE))
    rng.shuffle(cells)
    whites = [1 << c for c in cells[:14]]
    blacks = [1 << c for c in cells[14:20]] + [3 << (5 * r) for r in range(5)] + [
        1 << (5 * r) | 1 << (5 * r + 5) for r in range(4)
    ]
    return _deck("one cell", pieces, whites, blacks, rng)


def identical(seed: int) -> dict[str, Any]:
    """The classic pieces; all whites one area, all blacks another (20 of each)."""
    rng = random.Random(seed)
    classic = classic_deck()
    pieces = classic.to_json()["pieces"]
    white = rng.choice([p.mask for p in classic.puzzles if p.colour == "white"])
    black = rng.choice([p.mask for p in classic.puzzles if p.colour == "black"])
    return _deck("identical", pieces, [white] * 20, [black] * 20, rng)


def big_setup(seed: int) -> dict[str, Any]:
    """The classic deck with everything the setup allows at its largest."""
    rng = random.Random(seed)
    data = classic_deck().to_json()
    for p in data["pieces"]:
        p["count"] = 99
    classic = classic_deck()
    whites = [p.mask for p in classic.puzzles if p.colour == "white"]
    blacks = [p.mask for p in classic.puzzles if p.colour == "black"]
    ids = [p["id"] for p in data["pieces"]]
    start = [rng.choice(ids) for _ in range(10)]
    solo = {
        "white": len(whites),
        "black": len(blacks),
        "locks": [10, 10, 10],
        "opponent_supply": {"standard": 20, "challenging": 20, "unbeatable": 20},
    }
    return _deck("big setup", data["pieces"], whites, blacks, rng, start=start, row_size=8,
                 solo=solo)


def _distinct(rng: random.Random, make: Callable[[], Mask], want: int) -> list[Mask]:
    out: list[Mask] = []
    for _ in range(want * 20):
        m = make()
        if m and m not in out:
            out.append(m)
            if len(out) == want:
                break
    return out


FAMILIES: dict[str, Callable[[int], dict[str, Any]]] = {
    "generated": generated,
    "pentominoes": pentominoes,
    "all_shapes": all_shapes,
    "one_each": one_each,
    "many_fillings": many_fillings,
    "one_cell": one_cell,
    "identical": identical,
    "big_setup": big_setup,
}
"""Every family by name."""
