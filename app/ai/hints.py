"""Hints for a human player: the AI's suggestion, and how to finish a puzzle (or why not)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from app.rules import (
    Action,
    GameState,
    Phase,
    Placement,
    Reason,
    Unfit,
    mask_to_cells,
    with_placements,
)
from app.solver import Budget, TooHard, Unfillable, get_solver

HINT_SEED = 0
HINT_STEPS = 50_000
"""Search steps for each part of a finish hint (the classic deck needs a few thousand at most;
on a crafted deck of dense puzzles the hint may then say it is too hard to work out)."""


@dataclass(frozen=True, slots=True)
class HintResult:
    """How a player's supply can finish a puzzle, or why it cannot.

    ``placements`` fill the puzzle's empty cells with the fewest pieces (None if impossible).
    Otherwise ``reason`` says why (a :class:`~app.rules.reasons.Reason`; ``unfillable`` is the
    solver's own answer it comes from), and ``missing`` names the fewest extra pieces that
    would make it possible, if the reserve has them. ``too_hard``: the solver gave up within
    its budget, so whether and how the supply can finish the puzzle is unknown.
    """

    puzzle: str
    placements: list[Placement] | None
    reason: Reason | None = None
    unfillable: Unfillable | None = None
    missing: tuple[str, ...] = ()
    taken: bool = True  # False: a puzzle of the rows/grid, as if it were taken now
    too_hard: bool = False

    @property
    def possible(self) -> bool:
        """Whether the supply can finish the puzzle."""
        return self.placements is not None


def public_view(state: GameState) -> GameState:
    """The state as the player to move may know it: every face-down deck is replaced by a
    fixed draw of the unseen cards, so nothing computed from it depends on hidden order."""
    from app.ai.hidden import determinize  # the package imports this module

    return determinize(state, random.Random(0))


def with_plan(state: GameState, plan: Sequence[Placement]) -> GameState:
    """The state as if the planned placements (a master action or Finishing Touches being
    built) were made: their pieces leave the supply and cover their cells, nothing else."""
    if not plan:
        return state
    return with_placements(state, plan)


def best_action(
    state: GameState,
    budget: float = 0.5,
    *,
    level: str = "hard",
    cancel: Callable[[], bool] | None = None,
) -> Action:
    """What the AI (hard by default, or "medium") would do now for the player to move.

    :raises AICancelled: if ``cancel()`` turns true while it thinks.
    :raises ValueError: if the game is over or the level is unknown.
    """
    from app.ai import make_ai  # the package imports this module

    ai = make_ai(level, HINT_SEED, budget if level == "hard" else None)
    return ai.choose(state, cancel=cancel)


def finish_hint(state: GameState, puzzle_id: str, player: int | None = None, *,
                cancel: Callable[[], bool] | None = None) -> HintResult:
    """How ``player`` (default: the player to move) can finish ``puzzle_id`` with their supply.

    The puzzle is one of the player's unfinished puzzles (its empty cells count) or one that
    could be taken now (a row or the solo grid: all its cells count). ``cancel`` is asked as
    the solver searches (the table's hint runs in the thinking process and may be replaced).

    :raises ValueError: for a puzzle the player neither has nor could take.
    :raises SearchCancelled: once ``cancel()`` is true.
    """
    deck = state.deck
    who = state.current if player is None else player
    if not 0 <= who < len(state.players):
        raise ValueError(f"there is no player {who}")
    p = state.players[who]
    puzzle = deck.puzzle_by_id.get(puzzle_id)
    if puzzle is None:
        raise ValueError(f"there is no puzzle {puzzle_id!r} in this game")
    mine = p.puzzle(puzzle_id)
    if mine is not None:
        region = puzzle.mask & ~mine.filled
        taken = True
    else:
        if puzzle_id in p.completed:
            raise ValueError(f"{puzzle_id} is already completed")
        visible = set(state.white_row) | set(state.black_row)
        if state.solo is not None:
            visible |= {pid for pid in state.solo.grid if pid is not None}
        if puzzle_id not in visible or state.phase is not Phase.PLAYING:
            raise ValueError(f"{puzzle_id} is not one of your puzzles")
        region = puzzle.mask
        taken = False
    solver = get_solver(deck)
    try:
        fill = solver.fewest_fill(region, p.supply, Budget(HINT_STEPS, cancel=cancel))
    except TooHard:
        return HintResult(puzzle_id, None, taken=taken, too_hard=True)
    if fill is not None:
        placements = [Placement(puzzle_id, deck.shapes[si].id, mask_to_cells(m)) for si, m in fill]
        return HintResult(puzzle_id, placements, taken=taken)
    more = Budget(HINT_STEPS, cancel=cancel)
    try:
        why = solver.why_unfillable(region, p.supply, more)
    except TooHard:  # it cannot be filled (proved above); the simplest reason was too hard
        why = None
    try:
        extra = solver.missing_for(region, p.supply, state.reserve, more)
    except TooHard:
        extra = None
    missing: tuple[str, ...] = ()
    if extra is not None:
        missing = tuple(deck.shapes[si].id for si, n in enumerate(extra) for _ in range(n))
    reason = why.reason if why is not None else Reason.of(Unfit.NO_COMBINATION)
    return HintResult(puzzle_id, None, reason, why, missing, taken)
