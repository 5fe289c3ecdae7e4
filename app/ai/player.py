"""The AI player interface shared by every level, and what all of them guarantee.

Every decision is a pure function of (level, seed, budget, public state): the random numbers
of one decision come from the seed and a checksum of what the player can see, so the same game
replays the same way, and asking twice gives the same answer (hidden cards are never read).
Whatever a level decides, the returned action is checked against the rules; if a bug ever
proposed an illegal action, a safe legal one is returned instead.
"""

from __future__ import annotations

import random
import zlib
from abc import ABC, abstractmethod
from collections.abc import Callable

from app.ai.costs import decision_limits
from app.rules import Action, ChooseReward, EndTurn, Finish, GameState, Phase, check, reward_options
from app.solver import SearchCancelled, clock


class AICancelled(Exception):
    """Raised by :meth:`AIPlayer.choose` when its ``cancel`` callback turned true."""


CancelFn = Callable[[], bool]


def public_key(state: GameState) -> int:
    """A checksum of the public part of a state (the same in every process)."""
    parts: list[object] = [
        state.phase.value,
        state.current,
        state.round,
        state.actions_left,
        state.master_used,
        state.reserve,
        state.pending,
        state.white_row,
        state.black_row,
        len(state.white_deck),
        len(state.black_deck),
        state.end_triggered,
        state.final_round,
    ]
    for p in state.players:
        parts += [p.supply, p.completed, p.points, p.finishing_pieces]
        parts += [(pz.id, pz.filled, pz.pieces) for pz in p.puzzles]
    if state.solo is not None:
        s = state.solo
        parts += [s.difficulty, s.grid, s.locks, s.opponent_supply, s.opponent_completed, s.legacy]
        parts.append(len(s.deck))
    return zlib.crc32(repr(parts).encode("utf-8"))


def safe_action(state: GameState) -> Action:
    """An action that is always legal for the player to move (game not over)."""
    if state.pending:
        return ChooseReward(state.deck.shapes[reward_options(state)[0]].id)
    if state.phase is Phase.FINISHING_TOUCHES:
        return Finish(())
    return EndTurn()


class Deadline:
    """A time limit and a cancel callback, checked together during a decision."""

    __slots__ = ("budget", "cancel", "end", "start")

    def __init__(
        self, budget: float | None, cancel: CancelFn | None, start: float | None = None
    ) -> None:
        self.start = clock.now() if start is None else start
        self.budget = budget
        self.end = None if budget is None else self.start + budget
        self.cancel = cancel

    def part(self, fraction: float) -> Deadline:
        """The same clock and cancel callback, with only ``fraction`` of the budget."""
        budget = None if self.budget is None else self.budget * fraction
        return Deadline(budget, self.cancel, self.start)

    def expired(self) -> bool:
        """Whether time is up; raises :class:`AICancelled` if the caller cancelled."""
        if self.cancel is not None and self.cancel():
            raise AICancelled("the AI was asked to stop")
        return self.end is not None and clock.now() >= self.end

    def left(self) -> float:
        """Seconds left (infinite without a budget)."""
        return float("inf") if self.end is None else self.end - clock.now()


class AIPlayer(ABC):
    """A computer player. ``choose`` returns a legal action for the player to move.

    Subclasses implement :meth:`decide`; this base adds the determinism, the cancel check and
    the legality guarantee.
    """

    level: str = "ai"

    def __init__(self, seed: int = 0, time_budget: float | None = None) -> None:
        self.seed = seed
        self.time_budget = time_budget

    def choose(self, state: GameState, *, cancel: CancelFn | None = None) -> Action:
        """The action this AI takes in ``state`` (for ``state.current``).

        :raises AICancelled: if ``cancel()`` becomes true while it thinks.
        :raises ValueError: if the game is already over.
        """
        if state.phase is Phase.FINISHED:
            raise ValueError("the game is over: there is nothing to choose")
        deadline = Deadline(self.time_budget, cancel)
        deadline.expired()
        rng = random.Random((self.seed * 1_000_003) ^ public_key(state))
        # the solver's searches stop with the decision's clock (and when cancelled) too
        try:
            with decision_limits(self.time_budget, cancel):
                action = self.decide(state, rng, deadline)
        except SearchCancelled as exc:
            raise AICancelled("the AI was asked to stop") from exc
        if check(state, action) is not None:  # pragma: no cover - a bug; stay within the rules
            action = safe_action(state)
        return action

    @abstractmethod
    def decide(self, state: GameState, rng: random.Random, deadline: Deadline) -> Action:
        """The decision itself (may return an illegal action only through a bug)."""
