"""Decks for the editor and deck tests: a custom deck with pentominoes, small decks, and a large
one (also bench/editor_open.py's)."""

from __future__ import annotations

from typing import Any

from app.rules import Deck, Puzzle, classic_deck, deck_from_json

PENTOMINOES: list[dict[str, Any]] = [
    {
        "id": "P5",
        "name": "P pentomino",
        "colour": "#2a9d8f",
        "count": 6,
        "cells": [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0]],
    },
    {
        "id": "X5",
        "name": "X pentomino",
        "colour": "#e76f51",
        "count": 3,
        "cells": [[0, 1], [1, 0], [1, 1], [1, 2], [2, 1]],
    },
    {
        "id": "U5",
        "name": "U pentomino",
        "colour": "#6d597a",
        "count": 4,
        "cells": [[0, 0], [0, 2], [1, 0], [1, 1], [1, 2]],
    },
]

# black puzzles made for the pentominoes (5x5 rows, '.' recessed)
PENTOMINO_PUZZLES: list[dict[str, Any]] = [
    {
        "id": "B21",
        "colour": "black",
        "points": 5,
        "reward": "X5",
        "cells": ["#.#.#", ".....", "#...#", ".....", "#.#.#"],
    },
    {
        "id": "B22",
        "colour": "black",
        "points": 4,
        "reward": "U5",
        "cells": ["#####", "#.#.#", "#...#", "#...#", "#####"],
    },
    {
        "id": "B23",
        "colour": "black",
        "points": 5,
        "reward": "P5",
        "cells": ["##.##", "#...#", ".....", "#...#", "##.##"],
    },
    {
        "id": "W33",
        "colour": "white",
        "points": 1,
        "reward": "P5",
        "cells": ["#####", "##..#", "##..#", "##.##", "#####"],
    },
    {
        "id": "W34",
        "colour": "white",
        "points": 2,
        "reward": "U5",
        "cells": ["#####", "#.#.#", "#...#", "#####", "#####"],
    },
]


def pentomino_deck_json() -> dict[str, Any]:
    """The classic deck plus three pentominoes, five puzzles for them, and pentomino rewards."""
    data = classic_deck().to_json()
    data["id"] = "test-pentominoes"
    data["name"] = "Pentomino test deck"
    data["description"] = "Classic plus P, X and U pentominoes."
    data["pieces"] = data["pieces"] + [dict(p) for p in PENTOMINOES]
    rewards = {"B01": "P5", "B02": "X5", "B03": "U5", "W05": "P5"}
    for pz in data["puzzles"]:
        pz["reward"] = rewards.get(pz["id"], pz["reward"])
    data["puzzles"] = data["puzzles"] + [dict(p) for p in PENTOMINO_PUZZLES]
    return data


def pentomino_deck():  # type: ignore[no-untyped-def]
    """:func:`pentomino_deck_json` as a Deck."""
    return deck_from_json(pentomino_deck_json())


def small_deck_json(whites: int = 6, blacks: int = 4) -> dict[str, Any]:
    """A small valid deck: two pieces kinds and a few one-row puzzles, setup scaled down."""
    pieces = [
        {"id": "O1", "name": "monomino", "colour": "#f2c230", "count": 12, "cells": [[0, 0]]},
        {"id": "I2", "name": "domino", "colour": "#6cb33f", "count": 12, "cells": [[0, 0], [0, 1]]},
    ]
    puzzles = []
    for i in range(whites):
        row = "." * (1 + i % 4) + "#" * (4 - i % 4)
        puzzles.append(
            {
                "id": f"W{i + 1:02d}",
                "colour": "white",
                "points": 1,
                "reward": "O1",
                "cells": ["#####", row, "#####", "#####", "#####"],
            }
        )
    for i in range(blacks):
        puzzles.append(
            {
                "id": f"B{i + 1:02d}",
                "colour": "black",
                "points": 3,
                "reward": "I2",
                "cells": ["#####", "..#..", "..#..", "#####", "#####"],
            }
        )
    return {
        "format": "project-l-deck",
        "version": 1,
        "id": "small",
        "name": "Small deck",
        "pieces": pieces,
        "puzzles": puzzles,
        "setup": {
            "black": {"2": 2, "3": 3, "4": 4},
            "starting_supply": ["O1", "I2"],
            "row_size": 2,
            "solo": {"white": 5, "black": 4},
        },
    }


# The five tetrominoes and twelve pentominoes as (row, col) cells: every piece of 4 or 5 squares.
DENSE_PIECES: dict[str, list[tuple[int, int]]] = {
    "I4": [(0, 0), (0, 1), (0, 2), (0, 3)],
    "O4": [(0, 0), (0, 1), (1, 0), (1, 1)],
    "L4": [(0, 0), (1, 0), (2, 0), (2, 1)],
    "T4": [(0, 0), (0, 1), (0, 2), (1, 1)],
    "Z4": [(0, 0), (0, 1), (1, 1), (1, 2)],
    "F5": [(0, 1), (0, 2), (1, 0), (1, 1), (2, 1)],
    "I5": [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)],
    "L5": [(0, 0), (1, 0), (2, 0), (3, 0), (3, 1)],
    "N5": [(0, 1), (1, 1), (2, 0), (2, 1), (3, 0)],
    "P5": [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)],
    "T5": [(0, 0), (0, 1), (0, 2), (1, 1), (2, 1)],
    "U5": [(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)],
    "V5": [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2)],
    "W5": [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2)],
    "X5": [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)],
    "Y5": [(0, 1), (1, 0), (1, 1), (2, 1), (3, 1)],
    "Z5": [(0, 0), (0, 1), (1, 1), (2, 1), (2, 2)],
}


def _dense_masks() -> list[int]:
    """Dense connected regions, hardest first: the whole card, then one hole, then two."""
    from app.rules import is_connected, mask_to_cells

    full = (1 << 25) - 1
    out = [full]
    out += [full & ~(1 << a) for a in range(25)]
    out += [full & ~(1 << a) & ~(1 << b) for a in range(25) for b in range(a + 1, 25)]
    return [m for m in out if is_connected(mask_to_cells(m))]


def crafted_deck_json(puzzles: int = 64, count: int = 4) -> dict[str, Any]:
    """A valid deck made to be hard for the solver (issue 11, item 5): only the 4- and
    5-square pieces, each ``count`` times in the reserve (few enough that the reserve matters),
    and ``puzzles`` dense puzzles (the whole card, one hole, two holes), distinct masks."""
    pieces = [
        {"id": pid, "name": pid, "colour": "#3a7ca5", "count": count,
         "cells": [list(c) for c in cells]}
        for pid, cells in DENSE_PIECES.items()
    ]
    ids = list(DENSE_PIECES)
    cards = []
    for i, mask in enumerate(_dense_masks()[:puzzles]):
        black = i % 3 == 2
        rows = [
            "".join("." if mask >> (r * 5 + c) & 1 else "#" for c in range(5)) for r in range(5)
        ]
        cards.append({
            "id": f"{'B' if black else 'W'}{i + 1:02d}",
            "colour": "black" if black else "white",
            "points": 3 + i // 3 % 3 if black else 1 + i // 3 % 3,
            "reward": ids[i % len(ids)],
            "cells": rows,
        })
    blacks = sum(1 for c in cards if c["colour"] == "black")
    whites = len(cards) - blacks
    return {
        "format": "project-l-deck",
        "version": 1,
        "id": "crafted-dense",
        "name": "Crafted dense deck",
        "description": "Dense puzzles and only 4- and 5-square pieces: hard for the solver.",
        "pieces": pieces,
        "puzzles": cards,
        "setup": {
            "black": {"2": min(blacks, 6), "3": min(blacks, 7), "4": min(blacks, 8)},
            "starting_supply": ["O4"],
            "row_size": 4,
            "solo": {"white": min(whites, 15), "black": min(blacks, 10)},
        },
    }


def crafted_deck():  # type: ignore[no-untyped-def]
    """:func:`crafted_deck_json` as a Deck."""
    return deck_from_json(crafted_deck_json())


def large_deck(n: int = 500) -> Deck:
    """``n`` puzzles (the most a deck may hold), every classic card many times over."""
    base = classic_deck()
    puzzles = tuple(
        Puzzle(f"{'W' if p.colour == 'white' else 'B'}{i:03}", p.colour, p.points, p.reward,
               p.mask)
        for i, p in ((i, base.puzzles[i % len(base.puzzles)]) for i in range(n))
    )
    return Deck(name="Large", shapes=base.shapes, puzzles=puzzles, setup=base.setup,
                id="custom-large")
