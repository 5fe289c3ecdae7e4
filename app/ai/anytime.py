"""A player that uses its time: candidate turns raced against each other in sampled futures.

The hard player (:mod:`app.ai.search`) plays every candidate turn out in a few guessed worlds,
for one round, and judges the outcome; giving it more worlds buys nothing measurable
(docs/ai.md). This player spends its time where it tells the candidates apart:

1. **Candidates.** The hard player's beam search proposes whole turns, once with the learned
   evaluation and once with the hand-set one (each finds good turns the other misses, as the
   game analysis found: docs/analysis.md).
2. **Sequential halving.** The candidates are played out in rounds: in each round every
   surviving candidate is played in the same freshly guessed worlds (a fair draw of the unseen
   cards, :mod:`app.ai.hidden`; the same random numbers for every candidate, so they are
   compared on equal terms), then the rivals and the player go on as the medium player would
   for :data:`HORIZON` rounds, and the outcome is judged by the learned evaluation (the final
   scores if the game ended). After each round the worse half of the candidates drops out, so
   the play-outs go to the turns that are still in doubt.
3. **Anytime.** The number of play-outs grows with the budget (:func:`anytime_settings`):
   more time means more worlds for the close calls, and more candidates.

It races two-player games, where the shipped model judges (:func:`app.ai.learned.shipped_model`),
and solo games (judged by the hand-set evaluation, whose view of the automaton is exact); in
games of three or four players it plays as the hard player does.

**Not a level of the game yet:** against the shipped hard player it wins about half the
two-player games, with 24 play-outs a decision and with 72 alike, and with play-outs four
rounds deep instead of two (:attr:`AnytimeSettings.horizon`; bench/ai_anytime.py, docs/ai.md):
more play-outs mostly pick the same turns, so what limits it is what the
play-outs stand on (the medium replies, the learned judgement), not their number. All the work is counted, not timed, so the
same seed makes the same decisions; the clock is a safety limit on top (when it runs out, the
candidate with the best mean over the most play-outs is played). It never reads the face-down
decks: every world is guessed from the public state.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from app.ai.evaluate import Evaluator
from app.ai.hidden import determinize
from app.ai.learned import ValueModel
from app.ai.player import Deadline
from app.ai.search import SAFE_PART, SearchAI, SearchSettings, _OutOfTime
from app.rules import Action, GameState, Phase

HORIZON = 2
"""Rounds a candidate is played on before it is judged (the learned model's own horizon)."""
MAX_ACTIONS = 120
"""The most actions of one play-out after the candidate turn (a crafted deck's game may never
end; the outcome is then judged where it stands)."""


@dataclass(frozen=True, slots=True)
class AnytimeSettings:
    """How much the player thinks (see :func:`anytime_settings`)."""

    playouts: int = 48
    """Play-outs per decision, shared out by sequential halving."""
    plans: int = 6
    """Candidate turns of each evaluation's beam search (the union is raced)."""
    beam: int = 6
    """Partial turns kept per step of the beam search."""
    horizon: int | None = HORIZON
    """Rounds of medium play after the candidate turn before the outcome is judged; None: to
    the game's end, judged by the final scores alone."""


PLAYOUTS_PER_SECOND = 24.0
"""Play-outs per second of budget on the reference machine (two shared cores): the sizes take
about half the budget, so the clock rarely cuts a decision short (bench/ai_anytime.py)."""


def anytime_settings(budget: float) -> AnytimeSettings:
    """The sizes for a budget of ``budget`` seconds a decision."""
    scale = max(0.05, budget)
    playouts = max(8, round(PLAYOUTS_PER_SECOND * scale))
    plans = max(3, min(10, round(4 + 2 * scale)))
    return AnytimeSettings(playouts, plans, 6)


class AnytimeAI(SearchAI):
    """Whole turns raced by sequential halving in sampled futures, judged by the learned
    evaluation (two-player games; other games as the hard player)."""

    level = "expert"

    def __init__(
        self,
        seed: int = 0,
        time_budget: float | None = 1.0,
        model: ValueModel | None = None,
        anytime: AnytimeSettings | None = None,
    ) -> None:
        super().__init__(seed, time_budget, model=model)
        self.anytime = anytime
        self._hand = SearchAI(seed, None)

    def anytime_for(self) -> AnytimeSettings:
        """The sizes of this decision: the fixed ones given, else those of the budget."""
        if self.anytime is not None:
            return self.anytime
        return anytime_settings(1.0 if self.time_budget is None else self.time_budget)

    race_solo = True
    """Whether solo games are raced too (judged by the hand-set evaluation, whose view of the
    automaton is exact); False: played as the hard player plays them."""

    def races(self, state: GameState) -> bool:
        """Whether this player races candidates here: solo games (:attr:`race_solo`) and the
        games its model judges."""
        if state.solo is not None:
            return self.race_solo
        return self.model is not None and self.model.judges(len(state.players))

    def decide(self, state: GameState, rng: random.Random, deadline: Deadline) -> Action:
        if not self.races(state):
            return super().decide(state, rng, deadline)
        ev, first = self.choices(state)
        if len(first) == 1:
            return first[0]
        st = self.anytime_for()
        soon = deadline.part(SAFE_PART)
        plans = self.candidate_turns(state, ev, st, rng, soon)
        if not plans:
            return first[0]
        if len(plans) == 1:
            return plans[0][0]
        return plans[self.race(state, plans, ev, st, rng, soon)][0]

    def candidate_turns(
        self,
        state: GameState,
        ev: Evaluator,
        st: AnytimeSettings,
        rng: random.Random,
        deadline: Deadline,
    ) -> list[list[Action]]:
        """The turns to race: the learned evaluation's best, then the hand-set one's."""
        world = determinize(state, random.Random(rng.getrandbits(64)))
        sizes = SearchSettings(worlds=1, beam=st.beam, plans=st.plans, depth=0)
        plans = self.turn_plans(world, ev, sizes, deadline)
        if state.solo is None and not deadline.expired():  # solo: both evaluations are one
            hand = self._hand.evaluator(state)
            for p in self._hand.turn_plans(world, hand, sizes, deadline):
                if p not in plans:
                    plans.append(p)
        return plans

    def race(
        self,
        state: GameState,
        plans: list[list[Action]],
        ev: Evaluator,
        st: AnytimeSettings,
        rng: random.Random,
        deadline: Deadline,
    ) -> int:
        """The index of the winning plan of a sequential-halving race."""
        n = len(plans)
        totals = [0.0] * n
        counts = [0] * n
        alive = list(range(n))
        rounds = max(1, math.ceil(math.log2(n)))
        try:
            for r in range(rounds):
                # the budget of a round, shared by the survivors; the last round gets the rest
                share = st.playouts // rounds if r < rounds - 1 else st.playouts - sum(counts)
                worlds = max(1, share // len(alive))
                for _ in range(worlds):
                    world = determinize(state, random.Random(rng.getrandbits(64)))
                    seed = rng.getrandbits(64)
                    for i in alive:
                        totals[i] += self.play_out_far(
                            world, plans[i], ev, random.Random(seed), deadline, st.horizon
                        )
                        counts[i] += 1
                if len(alive) > 1:
                    alive.sort(key=lambda i: (-totals[i] / counts[i], i))
                    alive = alive[: max(1, math.ceil(len(alive) / 2))]
        except _OutOfTime:
            pass  # what was played out still counts
        tried = [i for i in range(n) if counts[i]]
        if not tried:
            return 0
        most = max(counts[i] for i in tried)
        return max(
            (i for i in tried if counts[i] == most), key=lambda i: (totals[i] / counts[i], -i)
        )

    def play_out_far(
        self,
        world: GameState,
        plan: list[Action],
        ev: Evaluator,
        rng: random.Random,
        deadline: Deadline,
        horizon: int | None = HORIZON,
    ) -> float:
        """The learned value, for the player to move, of ``plan`` followed by ``horizon``
        rounds of medium play: up to the moment the player is to start a turn that many rounds
        after this one (the final margin if the game ends first; ``horizon`` None plays to the
        end, at most :data:`MAX_ACTIONS` actions)."""
        me = world.current
        s = self.play_turn(world, plan, rng, deadline)
        last = None if horizon is None else s.round + horizon
        for _ in range(MAX_ACTIONS):
            if s.phase is Phase.FINISHED:
                break
            if last is not None and s.round >= last and s.current == me and not s.pending:
                break
            s = self._step(s, rng, deadline)
        return ev.value(s, me)
