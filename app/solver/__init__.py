"""Qt-free exact cover on card masks: can a supply fill a region, how, with how few pieces."""

from app.solver.cover import (
    UNLIMITED,
    Budget,
    PackedSupply,
    PiecePlacement,
    SearchCancelled,
    Solver,
    TooHard,
    Unfillable,
    Why,
    components,
    get_solver,
    neighbours,
)

__all__ = [
    "UNLIMITED",
    "Budget",
    "PackedSupply",
    "PiecePlacement",
    "SearchCancelled",
    "Solver",
    "TooHard",
    "Unfillable",
    "Why",
    "components",
    "get_solver",
    "neighbours",
]
