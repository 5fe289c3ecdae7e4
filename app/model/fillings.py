"""The fillings of a card, listed by the solver for the editor to show one by one.

Qt-free: the editor asks its worker process (task ``fillings`` of :mod:`app.model.worker`),
never its UI thread, since a card with many possibilities takes a while.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.rules import Deck, Mask
from app.solver import Budget, TooHard, get_solver

FILLINGS_SHOWN = 100
"""How many fillings of a card the editor lists at most (to step through)."""
FILLINGS_STEPS = 400_000
"""Search steps the listing may take before the card is "too hard to show"."""

Placement = tuple[int, Mask]
"""A placed piece: (shape index in deck order, cells mask), as the renderer takes it."""


@dataclass(frozen=True, slots=True)
class FillingsRequest:
    """Which card's fillings to list: its cells, with the deck's pieces and reserve counts."""

    deck: Deck
    mask: Mask
    limit: int = FILLINGS_SHOWN


@dataclass(frozen=True, slots=True)
class Fillings:
    """Fillings of a card with the reserve's pieces, one with the fewest pieces first."""

    mask: Mask
    fillings: tuple[tuple[Placement, ...], ...]
    complete: bool
    """Whether these are all the fillings there are (else there are more than the limit)."""
    too_hard: bool = False
    """The solver gave up (the card has too many possibilities to list any)."""


def fillings_of(request: FillingsRequest,
                cancelled: Callable[[], bool] = lambda: False) -> Fillings:
    """List the fillings of a card (Qt-free; the editor asks its worker process).

    :raises SearchCancelled: when ``cancelled()`` turns true.
    """
    deck, mask, limit = request.deck, request.mask, request.limit
    solver = get_solver(deck)
    supply = deck.reserve_counts()
    budget = Budget(FILLINGS_STEPS, cancel=cancelled)
    try:
        listed = solver.list_fillings(mask, supply, limit, budget)
        fewest = solver.fewest_fill(mask, supply, budget) if listed else None
    except TooHard:
        return Fillings(mask, (), False, too_hard=True)
    out = [tuple(f) for f in listed]
    if fewest is not None:
        best = tuple(sorted(fewest))
        out = [f for f in out if tuple(sorted(f)) != best]
        out.insert(0, tuple(fewest))
        out = out[:limit]
    return Fillings(mask, tuple(out), len(listed) < limit)
