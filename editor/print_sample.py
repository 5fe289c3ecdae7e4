"""A big deck to measure and test the print & play export: 100 puzzles with custom shapes.

The classic deck's 52 puzzles, then copies of them under new ids until the deck holds the
number asked for; the copies reward, in turn, the classic shapes and three custom pentominoes
(P, X and U, which no classic box holds), so the piece sheets have something to print.
"""

from __future__ import annotations

from dataclasses import replace

from app.rules import Deck, Puzzle, Shape, classic_deck

CUSTOM_SHAPES = (
    Shape("P5", ((0, 0), (0, 1), (1, 0), (1, 1), (2, 0)), "P pentomino", "#2a9d8f", 6),
    Shape("X5", ((0, 1), (1, 0), (1, 1), (1, 2), (2, 1)), "X pentomino", "#e76f51", 3),
    Shape("U5", ((0, 0), (0, 2), (1, 0), (1, 1), (1, 2)), "U pentomino", "#6d597a", 4),
)


def big_deck(puzzles: int = 100) -> Deck:
    """The classic deck grown to ``puzzles`` cards, with three custom shapes."""
    base = classic_deck()
    shapes = (*base.shapes, *CUSTOM_SHAPES)
    rewards = [s.id for s in shapes]
    cards: list[Puzzle] = list(base.puzzles[:puzzles])
    k = 0
    while len(cards) < puzzles:
        src = base.puzzles[k % len(base.puzzles)]
        prefix = "W" if src.colour == "white" else "B"
        cards.append(replace(src, id=f"{prefix}{100 + k}", reward=rewards[k % len(rewards)]))
        k += 1
    return Deck(
        f"Big test deck ({puzzles})",
        shapes,
        tuple(cards),
        base.setup,
        id=f"big-{puzzles}",
    )
