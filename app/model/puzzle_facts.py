"""Facts about a deck's puzzles that take the solver: the fewest pieces that fill each one.

Card tooltips show them. For the classic deck the answers take about a millisecond for all
the puzzles, and some tens of milliseconds on crafted decks, so they are worked out once per
deck in a background job (a thread of the pool: every query has a step budget, which keeps
it short) while the tooltip says it is being worked out.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QObject, Signal

from app.model.background import BackgroundOp
from app.rules import Deck
from app.solver import Budget, TooHard, get_solver

FEWEST_STEPS = 200_000
"""Search steps one puzzle's question may take before it is "too hard to work out"."""


class Fewest(Enum):
    """An answer that is not a number of pieces."""

    PENDING = "pending"  # being worked out
    UNFILLABLE = "unfillable"  # the deck's pieces cannot fill it
    TOO_HARD = "too-hard"  # the step budget ran out


FewestAnswer = int | Fewest


def fewest_pieces_of_deck(deck: Deck, cancelled: Callable[[], bool] = lambda: False,
                          steps: int = FEWEST_STEPS) -> dict[str, FewestAnswer]:
    """The fewest pieces (all of the deck's pieces at hand) that fill each puzzle, by id.

    Qt-free; :raises SearchCancelled: when ``cancelled()`` turns true.
    """
    solver = get_solver(deck)
    counts = [s.count for s in deck.shapes]
    out: dict[str, FewestAnswer] = {}
    for puzzle in deck.puzzles:
        try:
            n = solver.fewest_pieces(puzzle.mask, counts, Budget(steps, cancel=cancelled))
        except TooHard:
            out[puzzle.id] = Fewest.TOO_HARD
            continue
        out[puzzle.id] = Fewest.UNFILLABLE if n is None else n
    return out


class PuzzleFacts(QObject):
    """The fewest pieces of the puzzles of the deck being shown, worked out in the background."""

    known = Signal()
    """New answers arrived (tooltips are written again)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._deck: Deck | None = None
        self._answers: dict[str, FewestAnswer] = {}
        self._search = BackgroundOp(self)

    def fewest(self, deck: Deck, puzzle_id: str) -> FewestAnswer:
        """The fewest pieces that fill ``puzzle_id`` of ``deck``, or why there is no number
        (yet): asking about a new deck starts working it out."""
        if deck is not self._deck:
            self._start(deck)
        return self._answers.get(puzzle_id, Fewest.PENDING)

    def _start(self, deck: Deck) -> None:
        self._deck = deck
        self._answers = {}
        self._search.start(lambda cancelled, _progress: fewest_pieces_of_deck(deck, cancelled),
                           self._on_done, self._on_failed)

    def _on_done(self, answers: object) -> None:
        if not isinstance(answers, dict):
            return
        self._answers = answers
        self.known.emit()

    def _on_failed(self, _message: str) -> None:
        if self._deck is None:
            return
        self._answers = {p.id: Fewest.TOO_HARD for p in self._deck.puzzles}
        self.known.emit()

    def cancel(self) -> None:
        """Stop the work in progress (the window closes)."""
        self._search.cancel()
