"""Random valid custom decks for the soak: pieces of 3-5 squares in odd counts, random puzzles.

:func:`random_deck_json` builds a deck file's JSON from a seed:

- 3 to 6 piece shapes, random polyominoes of 3, 4 or 5 squares (no two alike up to rotation
  and reflection), each with an odd count in the reserve;
- puzzles made by laying 1-2 (white) or 2-4 (black) of the deck's pieces side by side on the
  5x5 card, so every puzzle can be filled with the pieces in the reserve; no two puzzles alike;
- a setup table scaled to the deck's size (rows of 2-4 cards, solo deals of 16-22 cards).

:func:`random_deck` returns the first such deck the deck validator accepts without errors
(``app.core.validation``, the editor's and ``project-l deck validate``'s checks).

Qt-free; used by tests/test_soak.py and bench/soak.py.
"""

from __future__ import annotations

import random
from typing import Any

from app.core.validation import validate_deck
from app.rules import (
    CARD_SIZE,
    Cell,
    Deck,
    Mask,
    Shape,
    canonical,
    deck_from_json,
    mask_to_cells,
    normalize,
)

FULL: Mask = (1 << (CARD_SIZE * CARD_SIZE)) - 1
COLOURS = ("#e63946", "#2a9d8f", "#e9c46a", "#6d597a", "#f4a261", "#457b9d")


def random_polyomino(rng: random.Random, size: int) -> tuple[Cell, ...]:
    """A random connected shape of ``size`` squares, grown square by square."""
    cells = {(0, 0)}
    while len(cells) < size:
        r, c = rng.choice(sorted(cells))
        dr, dc = rng.choice(((0, 1), (1, 0), (0, -1), (-1, 0)))
        cells.add((r + dr, c + dc))
    return normalize(cells)


def _pieces(rng: random.Random) -> list[dict[str, Any]]:
    kinds = rng.randint(3, 6)
    seen: set[tuple[Cell, ...]] = set()
    pieces: list[dict[str, Any]] = []
    while len(pieces) < kinds:
        size = rng.choice((3, 4, 4, 5, 5))
        cells = random_polyomino(rng, size)
        canon = canonical(cells)
        if canon in seen:
            continue
        seen.add(canon)
        n = len(pieces) + 1
        pieces.append(
            {
                "id": f"S{n}",
                "name": f"shape {n} ({size} squares)",
                "colour": COLOURS[len(pieces) % len(COLOURS)],
                "count": rng.choice((5, 7, 9, 11)),
                "cells": [list(c) for c in cells],
            }
        )
    # the smallest shapes first: they are the level-1 pieces of this deck
    pieces.sort(key=lambda p: len(p["cells"]))
    for i, p in enumerate(pieces):
        p["id"] = f"S{i + 1}"
        p["name"] = f"shape {i + 1} ({len(p['cells'])} squares)"
    return pieces


def _region(rng: random.Random, shapes: list[Shape], pieces: int) -> Mask | None:
    """Lay ``pieces`` random pieces side by side (within their counts); None if stuck."""
    used = [0] * len(shapes)
    region: Mask = 0
    for _ in range(pieces):
        choices = [i for i, s in enumerate(shapes) if used[i] < s.count]
        si = rng.choice(choices)
        spots = [
            m
            for m in shapes[si].placements_in(FULL)
            if not m & region and (not region or _touches(m, region))
        ]
        if not spots:
            return None
        region |= rng.choice(spots)
        used[si] += 1
    return region


def _touches(a: Mask, b: Mask) -> bool:
    cells_b = set(mask_to_cells(b))
    return any(
        (r + dr, c + dc) in cells_b
        for r, c in mask_to_cells(a)
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
    )


def _rows(mask: Mask) -> list[str]:
    return [
        "".join("." if mask >> (r * CARD_SIZE + c) & 1 else "#" for c in range(CARD_SIZE))
        for r in range(CARD_SIZE)
    ]


def random_deck_json(seed: int) -> dict[str, Any]:
    """A random custom deck's JSON (see the module's description); not yet validated."""
    rng = random.Random(seed)
    pieces = _pieces(rng)
    shapes = [
        Shape(p["id"], tuple((r, c) for r, c in p["cells"]), count=p["count"]) for p in pieces
    ]
    black2 = rng.randint(8, 12)  # black puzzles in a 2-player game; 3 and 4 players: 2 and 4 more
    whites, blacks = rng.randint(12, 18), rng.randint(black2 + 4, black2 + 8)
    seen: set[Mask] = set()
    puzzles: list[dict[str, Any]] = []
    for colour, want, low, high in (("white", whites, 1, 2), ("black", blacks, 2, 4)):
        made = 0
        while made < want:
            region = _region(rng, shapes, rng.randint(low, high))
            if region is None or region in seen:
                continue
            seen.add(region)
            made += 1
            size = region.bit_count()
            if colour == "white":
                points = min(2, size // 5)
                reward = rng.choice(pieces[:2])["id"]
            else:
                points = min(5, max(2, size // 4))
                reward = rng.choice(pieces)["id"]
            puzzles.append(
                {
                    "id": f"{colour[0].upper()}{made:02d}",
                    "colour": colour,
                    "points": points,
                    "reward": reward,
                    "cells": _rows(region),
                }
            )
    solo_white, solo_black = rng.randint(10, 12), rng.randint(6, 10)
    start = [pieces[0]["id"]] if rng.random() < 0.5 else [pieces[0]["id"], pieces[1]["id"]]
    return {
        "format": "project-l-deck",
        "version": 1,
        "id": f"soak-{seed}",
        "name": f"Soak deck {seed}",
        "description": "A random deck of 3-5 square pieces (bench/soak.py).",
        "pieces": pieces,
        "puzzles": puzzles,
        "setup": {
            "black": {"2": black2, "3": black2 + 2, "4": black2 + 4},
            "starting_supply": start,
            "row_size": rng.randint(2, 4),
            "solo": {"white": solo_white, "black": solo_black},
        },
    }


def random_deck(seed: int, attempts: int = 50) -> Deck:
    """The first random deck from ``seed`` on that the validator accepts without errors.

    :raises RuntimeError: if none of ``attempts`` candidates is valid (a generator bug).
    """
    problems: list[str] = []
    for k in range(attempts):
        deck = deck_from_json(random_deck_json(seed * 1000 + k))
        report = validate_deck(deck)
        if report.ok:
            return deck
        problems = [f.message for f in report.errors]
    raise RuntimeError(f"no valid random deck from seed {seed}: {'; '.join(problems)}")
