"""Qt-free exact cover on card masks: can a supply fill a region, how, with how few pieces."""

from app.solver.cover import (
    PackedSupply,
    PiecePlacement,
    Solver,
    Unfillable,
    Why,
    components,
    get_solver,
    neighbours,
)

__all__ = [
    "PackedSupply",
    "PiecePlacement",
    "Solver",
    "Unfillable",
    "Why",
    "components",
    "get_solver",
    "neighbours",
]
