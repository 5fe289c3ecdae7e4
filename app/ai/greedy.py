"""The medium and easy players: one action at a time, each judged by the evaluation.

Medium looks at the short list of sensible actions (:mod:`app.ai.moves`), imagines each one on
a copy of the game whose hidden cards are guessed, and takes the one the evaluation likes best.
Easy does the same with a human touch: it sometimes settles for a good-enough action, sometimes
forgets the master action, and now and then does something merely plausible.

Both keep to their budget: the clock (and the cancel callback) is looked at before each
candidate is judged, and once time is up the best of those judged so far is taken. A step
budget (``steps``: the most candidates judged in one decision) bounds the work without a clock,
so the decision stays a function of the seed and the position (the analysis plays its futures
without any clock, see docs/analysis.md).
"""

from __future__ import annotations

import math
import random

from app.ai.evaluate import Evaluator, Weights
from app.ai.hidden import determinize
from app.ai.learned import LearnedEvaluator, ValueModel
from app.ai.moves import EAGER_ACTIONS, READY_ACTIONS, best_finish, candidates
from app.ai.player import AIPlayer, Deadline
from app.rules import Action, EndTurn, GameState, Master, Phase, apply


def score_actions(
    state: GameState,
    actions: list[Action],
    ev: Evaluator,
    rng: random.Random,
    deadline: Deadline | None = None,
    steps: int | None = None,
) -> list[tuple[float, Action]]:
    """Actions with the value of the state each leads to (for the player to move), in order.

    The first action is always judged; the next ones only while ``deadline`` has time left
    and fewer than ``steps`` actions were judged (None: no such limit), so the list may stop
    short. :raises AICancelled: if the deadline's cancel callback turned true.
    """
    me = state.current
    world = determinize(state, rng)
    out: list[tuple[float, Action]] = []
    for a in actions:
        if deadline is not None and deadline.expired() and out:  # raises if cancelled
            break
        if steps is not None and len(out) >= max(1, steps):
            break
        if isinstance(a, EndTurn) and world.actions_left > 1:
            v = ev.value(world, me, spent=world.actions_left)
        else:
            v = ev.value(apply(world, a, validate=False), me)
        out.append((v, a))
    return out


class WeightedAI(AIPlayer):
    """A player that judges positions with an :class:`Evaluator` of its ``weights`` (medium,
    easy and hard)."""

    def __init__(
        self,
        seed: int,
        time_budget: float | None,
        weights: Weights | None,
        model: ValueModel | None = None,
        solo_model: ValueModel | None = None,
    ) -> None:
        super().__init__(seed, time_budget)
        self.weights = weights or Weights()
        self.model = model
        """None: the hand-set evaluation; a model: the learned one (:mod:`app.ai.learned`)."""
        self.solo_model = solo_model
        """The same for solo games (a model fitted on them: ``players`` (1,))."""
        self._ev: Evaluator | None = None

    def model_for(self, state: GameState) -> ValueModel | None:
        """The learned model that judges this game, if any (:attr:`model`, or in the solo game
        :attr:`solo_model`)."""
        return self.model if state.solo is None else self.solo_model

    def evaluator(self, state: GameState) -> Evaluator:
        """The evaluator for this state's deck and kind of game (rebuilt when they change)."""
        model = self.model_for(state)
        ev = self._ev
        if (
            ev is None
            or ev.deck is not state.deck
            or (ev.model if isinstance(ev, LearnedEvaluator) else None) is not model
        ):
            if model is None:
                ev = Evaluator(state, self.weights)
            else:
                ev = LearnedEvaluator(state, model, self.weights)
            self._ev = ev
        return ev

    patience: int | None = None
    """None: every black puzzle is a candidate; a number of actions: only those the player can
    realistically work on (:func:`app.ai.moves.black_ready`)."""

    def choices(self, state: GameState) -> tuple[Evaluator, list[Action]]:
        """The evaluator and the actions to choose from: in the Finishing Touches (no reward
        pending) only the best finish, else the sensible candidates (:mod:`app.ai.moves`).
        With a single one there is nothing to decide."""
        ev = self.evaluator(state)
        if state.phase is Phase.FINISHING_TOUCHES and not state.pending:
            return ev, [best_finish(state, ev.costs)]
        return ev, candidates(state, ev.costs, self.patience)


class GreedyAI(WeightedAI):
    """Medium: the best-looking action, one at a time.

    ``steps`` is the most candidate actions judged in one decision (None: all of them, as
    long as the clock allows); the candidates come in a fixed order, so a step budget cuts
    the same ones on every machine.
    """

    level = "medium"
    patience: int | None = READY_ACTIONS

    def __init__(
        self,
        seed: int = 0,
        time_budget: float | None = None,
        weights: Weights | None = None,
        steps: int | None = None,
        model: ValueModel | None = None,
        solo_model: ValueModel | None = None,
    ) -> None:
        super().__init__(seed, time_budget, weights, model, solo_model)
        if steps is not None and steps < 1:
            raise ValueError(f"the step budget must be at least 1, not {steps!r}")
        self.steps = steps

    def decide(self, state: GameState, rng: random.Random, deadline: Deadline) -> Action:
        ev, acts = self.choices(state)
        if len(acts) == 1:
            return acts[0]
        scored = score_actions(state, acts, ev, rng, deadline, self.steps)
        return self.pick(scored, rng)

    def pick(self, scored: list[tuple[float, Action]], rng: random.Random) -> Action:
        """The chosen action among the scored ones (medium: the best, first on ties)."""
        best_v, best_a = scored[0]
        for v, a in scored[1:]:
            if v > best_v + 1e-9:
                best_v, best_a = v, a
        return best_a


class EasyAI(GreedyAI):
    """Easy: medium's judgement with human-like slips."""

    level = "easy"
    patience = EAGER_ACTIONS
    temperature = 0.3  # points: how far below the best an action may still be picked
    forget_master = 0.3  # chance of not thinking of the master action
    slip = 0.05  # chance of a merely plausible action

    def pick(self, scored: list[tuple[float, Action]], rng: random.Random) -> Action:
        pool = scored
        if rng.random() < self.forget_master:
            pool = [s for s in scored if not isinstance(s[1], Master)] or scored
        pool = sorted(pool, key=lambda s: -s[0])
        if rng.random() < self.slip and len(pool) > 2:
            return rng.choice(pool[: max(3, len(pool) // 3)])[1]
        top = pool[0][0]
        weights = [math.exp((v - top) / self.temperature) for v, _ in pool]
        return rng.choices([a for _, a in pool], weights=weights)[0]
