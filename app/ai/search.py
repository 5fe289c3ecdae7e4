"""The hard player: plans whole turns and tries them against guessed futures.

1. It guesses the hidden cards several times (``worlds``: every guess is a fair draw of the
   unseen puzzles, see :mod:`app.ai.hidden`).
2. A beam search over the rest of its turn (up to three actions, rewards included) finds the
   most promising complete turns by the evaluation.
3. Each of those turns is played out in every world: the rest of the turn, then the other
   players' turns as the medium player would play them (in the solo game the automaton's turn,
   which is exact), then some more of its own turns played greedily, and the outcome is
   judged by the evaluation. The turn with the best average wins; its first action is played.
   With a budget of 3 s or more in a two-player game (``replies``), the play-outs plan every later
   turn whole, the rival's replies and its own next turn, with a small beam search of the
   same kind instead of medium's one action at a time: the first way found to turn more time
   into strength (docs/ai.md, "Planned replies").
   In the solo game a world is judged by the chance of winning it (:mod:`app.ai.odds`: a tie
   is the automaton's), not by the margin.

All the work is counted, not timed, so the same seed makes the same decisions; the time
budget is a safety limit on top (when it runs out the best turn so far is played).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from app.ai.evaluate import Evaluator, Weights
from app.ai.greedy import GreedyAI, WeightedAI
from app.ai.hidden import determinize
from app.ai.learned import ValueModel
from app.ai.moves import READY_ACTIONS, candidates
from app.ai.odds import solo_win_worth
from app.ai.player import Deadline, public_key
from app.rules import Action, EndTurn, GameState, Phase, apply, check

SAFE_PART = 0.8  # share of the time budget in which new work may start
PLANNED_FROM = 3.0  # seconds of budget from which two-player play-outs plan whole turns (the
# budget measured: below it the search would be smaller than the 1 s one's, untested)
REPLY_BEAM = 5  # the beam of those plans (docs/ai.md, "Planned replies")


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How much the hard player thinks (scaled from the time budget by :func:`settings_for`)."""

    worlds: int = 4  # guesses of the hidden cards
    beam: int = 6  # partial turns kept per step of the beam search
    plans: int = 6  # complete turns tried in the worlds
    depth: int = 1  # own later turns played out (greedily, or planned with replies) after it
    replies: int = 0  # beam width planning every later turn of a play-out (0: medium's choice)


def settings_for(budget: float, solo: bool, players: int) -> SearchSettings:
    """Search sizes that fit a time budget (seconds per decision): on a modest machine they
    take about a third of it, so the clock rarely has to cut a search short."""
    scale = max(0.05, budget)

    def size(base: float, low: int, high: int, per: float = 1.0) -> int:
        return max(low, min(high, round(base * scale / per)))

    if solo:
        return SearchSettings(size(5, 2, 8), 6, size(8, 3, 12), 1 if scale < 2 else 2)
    if players <= 2:
        if scale >= PLANNED_FROM:
            # the play-outs plan whole turns, about 4.5 times the work a play-out: at 3 s, 3
            # worlds and 6 plans (the sizes measured; the 1 s search has 4 and 7)
            return SearchSettings(size(3, 1, 8, 3), 6, size(6, 2, 12, 3), 1, REPLY_BEAM)
        return SearchSettings(size(4, 1, 8), 6, size(7, 2, 12), 1)
    return SearchSettings(size(4, 1, 8), 6, size(8, 2, 12), 0)


class SearchAI(WeightedAI):
    """Hard: turn planning with sampled hidden cards and played-out replies."""

    level = "hard"
    patience = READY_ACTIONS  # rushing the black deck lost in seeded duels (docs/ai.md)

    def __init__(
        self,
        seed: int = 0,
        time_budget: float | None = 1.0,
        weights: Weights | None = None,
        settings: SearchSettings | None = None,
        model: ValueModel | None = None,
        play_to_win: bool = True,
        solo_model: ValueModel | None = None,
    ) -> None:
        super().__init__(seed, time_budget, weights, model, solo_model)
        self.settings = settings
        self.play_to_win = play_to_win
        self._greedy = GreedyAI(seed, None, self.weights, model=model, solo_model=solo_model)

    def settings_for(self, state: GameState) -> SearchSettings:
        """The search sizes for this decision."""
        if self.settings is not None:
            return self.settings
        budget = 1.0 if self.time_budget is None else self.time_budget
        return settings_for(budget, state.solo is not None, len(state.players))

    # -------------------------------------------------------------- the decision

    def decide(self, state: GameState, rng: random.Random, deadline: Deadline) -> Action:
        ev, first = self.choices(state)
        if len(first) == 1:
            return first[0]
        st = self.settings_for(state)
        # new work starts only within this part of the budget: what is running may finish
        soon = deadline.part(SAFE_PART)
        worlds = [determinize(state, random.Random(rng.getrandbits(64))) for _ in range(st.worlds)]
        plans = self.turn_plans(worlds[0], ev, st, soon)
        if not plans:
            return first[0]
        if len(plans) == 1:
            return plans[0][0]
        totals = [0.0] * len(plans)
        done = 0
        try:
            for world in worlds:
                wrng = random.Random(rng.getrandbits(64))
                results = [
                    self.play_out(world, plan, ev, st, random.Random(wrng.getrandbits(64)), soon)
                    for plan in plans
                ]
                for i, r in enumerate(results):
                    totals[i] += r
                done += 1
        except _OutOfTime:
            pass  # the worlds played out completely still count
        if done == 0:
            return plans[0][0]
        best = max(range(len(plans)), key=lambda i: (totals[i], -i))
        return plans[best][0]

    # -------------------------------------------------------------- turn plans

    def turn_plans(
        self, state: GameState, ev: Evaluator, st: SearchSettings, deadline: Deadline
    ) -> list[list[Action]]:
        """The most promising ways to play the rest of the turn, best first."""
        me = state.current
        start_round = state.round
        beam: list[tuple[float, GameState, list[Action]]] = [(0.0, state, [])]
        complete: dict[int, tuple[float, list[Action]]] = {}
        while beam:
            grown: list[tuple[float, GameState, list[Action]]] = []
            for _, s, seq in beam:
                if deadline.expired():
                    if not complete:  # out of time before any whole turn: the best start
                        return [seq for _, _, seq in beam[:1] if seq]
                    break
                for a in candidates(s, ev.costs, self.patience):
                    plan = [*seq, a]
                    if isinstance(a, EndTurn) and s.actions_left > 1 and not s.pending:
                        v = ev.value(s, me, spent=s.actions_left)
                        key = public_key(s) ^ 0x5BD1E995
                        if key not in complete or complete[key][0] < v:
                            complete[key] = (v, plan)
                        continue
                    s2 = apply(s, a, validate=False)
                    v = ev.value(s2, me)
                    if _turn_over(s2, me, start_round):
                        key = public_key(s2)
                        if key not in complete or complete[key][0] < v:
                            complete[key] = (v, plan)
                    else:
                        grown.append((v, s2, plan))
            if deadline.expired() and complete:
                break
            grown.sort(key=lambda g: -g[0])
            # one partial turn per resulting position
            beam = []
            seen: set[int] = set()
            for g in grown:
                k = public_key(g[1])
                if k not in seen:
                    seen.add(k)
                    beam.append(g)
                    if len(beam) == st.beam:
                        break
        ranked = sorted(complete.values(), key=lambda c: -c[0])
        return [plan for _, plan in ranked[: st.plans]]

    # -------------------------------------------------------------- playing out

    def play_out(
        self,
        world: GameState,
        plan: list[Action],
        ev: Evaluator,
        st: SearchSettings,
        rng: random.Random,
        deadline: Deadline,
    ) -> float:
        """The value, for the player to move, of playing ``plan`` and then the replies."""
        me = world.current
        s = self.play_turn(world, plan, rng, deadline)
        if st.replies > 0:
            s = self.planned_turns(s, me, ev, st, rng, deadline)
        else:
            s = self.greedy_turns(s, me, st, rng, deadline)
        if deadline.expired():  # the last reply chosen (or turn planned) when time was up
            raise _OutOfTime
        return self.judge(s, me, ev)

    def greedy_turns(
        self, state: GameState, me: int, st: SearchSettings, rng: random.Random,
        deadline: Deadline,
    ) -> GameState:
        """The play-out after the planned turn without replies: every turn, the rivals' and
        ``st.depth`` more of ``me``'s, is medium's, one action at a time."""
        s = state
        turns = st.depth
        guard = 0
        while s.phase is Phase.PLAYING and guard < 60:
            guard += 1
            if s.current == me and not s.pending:
                if turns <= 0:
                    break
                turns -= 1
                start = s.round
                while s.phase is Phase.PLAYING and not _turn_over(s, me, start) and guard < 60:
                    guard += 1
                    s = self._step(s, rng, deadline)
                continue
            s = self._step(s, rng, deadline)
        return s

    def planned_turns(
        self,
        state: GameState,
        me: int,
        ev: Evaluator,
        st: SearchSettings,
        rng: random.Random,
        deadline: Deadline,
    ) -> GameState:
        """The play-out after the planned turn with ``st.replies``: every turn, the rivals' and
        ``st.depth`` more of ``me``'s, is the best whole turn of a beam search of that width,
        judged for whoever plays it (a pending choice outside a turn: medium's)."""
        sizes = SearchSettings(worlds=1, beam=st.replies, plans=1, depth=0)
        s = state
        turns = st.depth
        guard = 0
        while s.phase is Phase.PLAYING and guard < 60:
            guard += 1
            if s.pending:
                s = self._step(s, rng, deadline)
                continue
            if s.current == me:
                if turns <= 0:
                    break
                turns -= 1
            if deadline.expired():
                raise _OutOfTime
            plans = self.turn_plans(s, ev, sizes, deadline)
            s = self.play_turn(s, plans[0], rng, deadline) if plans else self._step(
                s, rng, deadline)
        return s

    def judge(self, state: GameState, me: int, ev: Evaluator) -> float:
        """The worth of a played-out world: the evaluation's margin, or in the solo game
        (:attr:`play_to_win`) the chance of winning it (:func:`app.ai.odds.solo_win_worth`)."""
        margin = ev.value(state, me)
        if state.solo is None or not self.play_to_win:
            return margin
        if state.phase is Phase.FINISHED:
            return solo_win_worth(margin, None)
        return solo_win_worth(margin, ev.actions_left(state, me))

    def play_turn(
        self, world: GameState, plan: list[Action], rng: random.Random, deadline: Deadline
    ) -> GameState:
        """``plan`` played in ``world`` to the end of the turn: an action the world does not
        allow (a card it did not draw) ends the turn there, and a plan that stops short (a
        reward choice, a failed action) is finished by the medium player."""
        me = world.current
        s = world
        start_round = s.round
        for a in plan:
            if check(s, a) is not None:  # a card this world did not draw: end the turn here
                if s.phase is Phase.PLAYING and not s.pending and s.current == me:
                    s = apply(s, EndTurn(), validate=False)
                break
            s = apply(s, a, validate=False)
            if _turn_over(s, me, start_round):
                break
        guard = 0
        while s.phase is not Phase.FINISHED and not _turn_over(s, me, start_round) and guard < 6:
            s = self._step(s, rng, deadline)
            guard += 1
        return s

    def _step(self, state: GameState, rng: random.Random, deadline: Deadline) -> GameState:
        """One greedy action of whoever is to move (the medium player's choice)."""
        if deadline.expired():
            raise _OutOfTime
        return apply(state, self._greedy.decide(state, rng, deadline), validate=False)


class _OutOfTime(Exception):
    """The time budget ran out in the middle of playing a world out."""


def _turn_over(state: GameState, me: int, start_round: int) -> bool:
    """Whether ``me``'s turn that started in ``start_round`` has ended."""
    if state.pending:
        return False
    if state.phase is not Phase.PLAYING:
        return True
    return state.current != me or state.round != start_round
