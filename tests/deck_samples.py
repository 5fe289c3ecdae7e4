"""Decks for the editor and deck tests: a custom deck with pentominoes, and small decks."""

from __future__ import annotations

from typing import Any

from app.rules.deck import classic_deck, deck_from_json

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
