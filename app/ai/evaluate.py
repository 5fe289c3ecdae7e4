"""A position's worth in expected final points: the AI's judgement of a state.

A player's value is the points already scored, plus each unfinished puzzle's points weighted
by the chance of finishing it in the actions left, plus what the actions left over after
those puzzles will still bring. The puzzles are costed in actions (pieces to get, pieces to
place, see :mod:`app.ai.costs`) and finished one after another, cheapest first, each handing
its pieces and its reward on to the next. A puzzle not finished in time is worth what
Finishing Touches make of it (1 point a piece), or, in the solo game, minus its points. The
spare actions bring points at a rate that grows with the pieces owned, which is what makes
pieces (and rewards) worth having early and worth little at the end.

In a multi-player game a state's worth to a player is their value minus the best rival's. The
solo value also counts the automaton: what it has and what it will take, found by playing its
rule forward on the grid as it lies (the most points among the unlocked columns, the counters
moving, stalls when every column is locked), the deck's cards at their expected points; how
many turns it still has comes from the solo clock (:mod:`app.ai.clock`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

from app.ai.clock import solo_clock
from app.ai.costs import CostModel, cost_model
from app.ai.hidden import expected_points, solo_deck_colours
from app.ai.moves import PATIENCE_ROUNDS
from app.rules import GameState, Mask, Phase, PlayerState, SoloState

ACTIONS_PER_TURN = 3


@dataclass(frozen=True, slots=True)
class Weights:
    """The knobs of the evaluation (set by self-play matches between variants)."""

    rate: float = 1.4  # points per action at best, with a large supply of pieces
    half: float = 15.0  # supply worth at which half of that rate is reached
    overhead: float = 0.4  # a piece is worth its squares less this (it costs a placement)
    idle: float = 3.0  # the last actions of a game cannot start anything new
    parallel: float = 0.75  # placements cost this much when several puzzles share masters
    sharp: float = 0.7  # spread of the finish-in-time chance, in actions ...
    sharp_slope: float = 0.05  # ... growing with the actions left
    endgame: float = 6.0  # actions left from which Finishing Touches are planned jointly
    black_rate: float = 0.8  # black puzzles taken per player and round (before the end)
    prior_turns: float = 6.0  # how many turns of evidence that rate counts for
    opponent: float = 1.0  # weight of the best opponent's value in the relative value


class Parts(NamedTuple):
    """One player's side of the evaluation, taken apart (see :meth:`Evaluator.player_parts`)."""

    scored: float  # points scored so far, less the Finishing Touches' pieces
    in_time: float  # the held puzzles' points, each weighted by the chance of finishing in time
    late: float  # what the rest of them is worth (Finishing Touches, or a solo penalty)
    future: float  # what the spare actions are expected to bring
    actions: float  # actions left
    spare: float  # actions left over after the held puzzles (expected)
    owned: float  # the supply's worth now (pieces' squares less the overhead)
    grown: float  # the supply's worth once the held puzzles are done (expected)
    held: int  # puzzles held
    missing: int  # their empty squares
    completed: int  # puzzles completed so far


def _sigmoid(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


class Evaluator:
    """Values of states for one deck and one set of weights."""

    def __init__(self, state: GameState, weights: Weights | None = None) -> None:
        self.deck = state.deck
        self.weights = weights or Weights()
        self.costs: CostModel = cost_model(state.deck)
        self._deck_cache: dict[object, tuple[int, int, float, float]] = {}
        self._others: dict[tuple[int, float, Phase], tuple[PlayerState, float]] = {}
        self._last_rounds: tuple[GameState, float] | None = None  # future_rounds' last answer

    # ------------------------------------------------------------------ time

    def future_rounds(self, state: GameState) -> float:
        """Full rounds expected after the current one (before Finishing Touches)."""
        last = self._last_rounds  # one tuple: a thread never sees another state's answer
        if last is not None and last[0] is state:  # asked again for each player of a judgement
            return last[1]
        rounds = self._future_rounds(state)
        self._last_rounds = (state, rounds)
        return rounds

    def _future_rounds(self, state: GameState) -> float:
        if state.phase is not Phase.PLAYING:
            return 0.0
        if state.end_triggered:
            return float(max(0, state.final_round - state.round))
        w = self.weights
        if state.solo is not None:
            return self.solo_clock(state)[0]
        n = len(state.players)
        # black puzzles taken per player and turn: the prior, corrected by this game so far
        dealt = min(self.deck.setup.black_count(n), len(self.deck.blacks))
        taken = dealt - len(state.black_deck) - len(state.black_row)
        turns = (state.round - 1) * n + state.current
        rate = (w.black_rate * w.prior_turns + max(0, taken)) / (w.prior_turns + turns)
        rounds = len(state.black_deck) / (max(0.05, rate) * n) + 1.0
        if state.round >= PATIENCE_ROUNDS:
            # a game this long has stalled: its pace promises rounds that no waiting brings
            # (the black deck only runs out when somebody takes from it), and planning for them
            # made every player end its turns doing nothing, for ever. So the horizon closes in:
            # the game is expected to be over by round 2 * PATIENCE_ROUNDS
            rounds = min(rounds, max(1.0, float(2 * PATIENCE_ROUNDS - state.round)))
        return rounds

    def actions_left(self, state: GameState, player: int) -> float:
        """Actions a player can still expect to take (the current turn included)."""
        if state.phase is not Phase.PLAYING:
            return 0.0
        if player == state.current:
            now = state.actions_left
        elif player > state.current:
            now = ACTIONS_PER_TURN
        else:
            now = 0
        return now + ACTIONS_PER_TURN * self.future_rounds(state)

    # ------------------------------------------------------------------ players

    def future(self, actions: float, worth: float) -> float:
        """Points the spare actions are expected to bring with a supply of this worth."""
        w = self.weights
        if actions <= w.idle or worth <= 0:
            return 0.0
        return (actions - w.idle) * w.rate * worth / (worth + w.half)

    def player_value(self, state: GameState, index: int, actions: float | None = None) -> float:
        """One player's expected final points (own side only)."""
        p = state.players[index]
        if state.phase is Phase.FINISHED:
            return float(p.score)
        return self._walk(state, index, actions)[0]

    def player_parts(
        self, state: GameState, index: int, actions: float | None = None
    ) -> tuple[float, Parts]:
        """(:meth:`player_value`, what it adds up and the quantities behind it: the features
        of :mod:`app.ai.learned`) of one player; the game must not be over."""
        return self._walk(state, index, actions)

    def _walk(self, state: GameState, index: int, actions: float | None) -> tuple[float, Parts]:
        """(:meth:`player_value`, its :class:`Parts`) of a game that is not over."""
        deck = self.deck
        w = self.weights
        p = state.players[index]
        solo = state.solo is not None
        levels = deck.levels
        supply = p.supply
        t = self.actions_left(state, index) if actions is None else actions
        finishing = state.phase is Phase.FINISHING_TOUCHES
        total = float(p.points - p.finishing_pieces)
        scored = total
        in_time = late_sum = 0.0
        missing = 0
        over = w.overhead
        worth = sum(c * (lv - over) for c, lv in zip(supply, levels, strict=True))
        owned = worth
        parallel = w.parallel if len(p.puzzles) > 1 else 1.0
        costs = self.costs
        # (region, points, reward shape, pieces on it, their worth)
        todo: list[tuple[int, int, int, list[int], float]] = []
        for pz in p.puzzles:
            puzzle = deck.puzzle_by_id[pz.id]
            on = [si for si, _ in pz.pieces]
            on_it = sum(levels[si] - over for si in on)
            worth += on_it
            todo.append(
                (puzzle.mask & ~pz.filled, puzzle.points, deck.shape_index[puzzle.reward], on, on_it)
            )
            missing += todo[-1][0].bit_count()
        # finish them one after another, cheapest first: each returns its pieces and a reward
        cum = 0.0
        spare = t
        sharp = w.sharp + w.sharp_slope * t
        # the order: by what each costs with today's supply (the first one's plan stands)
        plans = [costs.plan(item[0], supply) for item in todo]
        # what Finishing Touches could still do (1 point a piece) with today's supply
        if finishing or t <= w.endgame:
            late_pieces = self.finishing_plan([(r, pts) for r, pts, *_ in todo], supply, solo)
        else:
            late_pieces = [pl[1] if pl[0] == 0 else None for pl in plans]
        order = sorted(
            range(len(todo)), key=lambda j: (plans[j][0] + plans[j][1] * parallel, -todo[j][1])
        )
        for n, j in enumerate(order):
            region, points, reward, on, on_it = todo[j]
            acq, place, after = plans[j] if n == 0 else costs.plan(region, supply)
            cost = acq + place * parallel
            cum += cost
            # master actions share turns between puzzles, but one puzzle still needs an
            # action for each piece it gets
            done_at = max(cum, acq + place)
            f = 0.0 if finishing else _sigmoid((t - done_at + 0.5) / sharp)
            # not finished in time: Finishing Touches if worth it, else an unfinished solo
            # puzzle costs its points
            unfinished = -float(points) if solo else 0.0
            k = late_pieces[j]
            late = unfinished if k is None else max(float(points - k), unfinished)
            total += f * points + (1.0 - f) * late
            in_time += f * points
            late_sum += (1.0 - f) * late
            spare -= f * cost
            worth += f * (levels[reward] - over + acq) - (1.0 - f) * on_it
            nxt = list(after)
            for si in on:
                nxt[si] += 1
            nxt[reward] += 1
            supply = tuple(nxt)
        future = self.future(spare, worth)
        parts = Parts(scored, in_time, late_sum, future, t, spare, owned, worth,
                      len(todo), missing, len(p.completed))
        return total + future, parts

    def finishing_plan(
        self, puzzles: list[tuple[Mask, int]], supply: tuple[int, ...], solo: bool
    ) -> list[int | None]:
        """Pieces Finishing Touches would spend on each (region, points) puzzle, None where it
        would not finish it: the most valuable first, each from what the others left."""
        left = list(supply)
        out: list[int | None] = [None] * len(puzzles)
        order = sorted(range(len(puzzles)), key=lambda j: (-puzzles[j][1], puzzles[j][0].bit_count()))
        for j in order:
            region, points = puzzles[j]
            gain = 2 * points if solo else points
            if gain <= 0 or not region:
                continue
            fill = self.costs.fewest_fill(region, left)
            if fill is None or len(fill) >= gain:
                continue
            out[j] = len(fill)
            for si, _ in fill:
                left[si] -= 1
        return out

    # ------------------------------------------------------------------ solo automaton

    def automaton_next(self, state: GameState) -> int:
        """Points the automaton takes on its next turn if the grid stays as it is."""
        solo = state.solo
        assert solo is not None
        if all(solo.locked(c) for c in range(3)):
            return 0
        best = 0
        pz = self.deck.puzzle_by_id
        for pos, pid in enumerate(solo.grid):
            if pid is not None and not solo.locked(pos % 3):
                best = max(best, pz[pid].points)
        return best

    def automaton_future(self, state: GameState) -> float:
        """Expected points the automaton still takes, from now to the end."""
        solo = state.solo
        assert solo is not None
        if state.phase is not Phase.PLAYING:
            return 0.0
        rest, turns = self.automaton_turns(state)
        if rest <= 0:
            return float(self.automaton_next(state))
        me = state.players[0]
        key = (
            len(solo.deck),
            solo.grid,
            solo.opponent_completed,
            me.completed,
            tuple(p.id for p in me.puzzles),
        )
        got = self._deck_cache.get(key)
        if got is None:
            if len(self._deck_cache) > 10_000:
                self._deck_cache.clear()
            got = (*solo_deck_colours(state), *expected_points(state))
            self._deck_cache[key] = got
        whites, _blacks, ew, eb = got
        return self.automaton_forecast(solo, turns, whites, ew, eb)

    def automaton_turns(self, state: GameState) -> tuple[float, float]:
        """(the automaton's takes expected after its next one, its turns from its next one on)
        of a solo game being played, from the solo clock (one look at it) or, once the end is
        triggered, from the rounds left."""
        solo = state.solo
        assert solo is not None
        if state.end_triggered:
            rest = float(max(0, state.final_round - state.round))
            return rest, 1.0 + rest
        rounds, takes = self.solo_clock(state)
        stall = all(solo.locked(c) for c in range(3))
        return (takes if stall else takes - 1.0), 1.0 + rounds

    def automaton_forecast(self, solo: SoloState, turns: float, whites: int, white_points: float,
                           black_points: float) -> float:
        """The points the automaton takes in its next ``turns`` turns (the last one weighed by
        its fraction when ``turns`` is not whole), by its own rule played on the grid as it
        lies: from the unlocked columns the most points (ties: the lowest position), the
        counters moving as the rules say, a stall when every column is locked. A taken card is
        replaced from the deck at the expected points of an unseen white (the deck's first
        ``whites`` cards) or black puzzle; the player is taken to draw one card a round and to
        leave the grid's cards and the counters alone otherwise.

        It knows which cards the locks keep from the automaton and for how long, which a pool
        of the best cards in reach did not: over 30 medium games at unbeatable its error on the
        automaton's final points was 2.7 points against 5.0 (``bench/automaton_forecast.py``).
        """
        pz = self.deck.puzzle_by_id
        grid = [-1.0 if pid is None else float(pz[pid].points) for pid in solo.grid]
        locks = list(solo.locks)
        supply = solo.opponent_supply
        cards = len(solo.deck)
        drawn = 0
        total = 0.0
        turn = 0
        while turn < turns:
            weight = min(1.0, turns - turn)
            turn += 1
            if locks[0] and locks[1] and locks[2]:  # a stall: one counter off each column
                locks = [n - 1 for n in locks]
                continue
            best = -1
            for pos in range(9):
                if grid[pos] >= 0 and not locks[pos % 3] and (best < 0 or grid[pos] > grid[best]):
                    best = pos
            if best >= 0:
                total += weight * grid[best]
                column = best % 3
                moved = 0
                for other in range(3):
                    if other != column and locks[other]:
                        locks[other] -= 1
                        moved += 1
                locks[column] = supply + moved
                supply = 0
                if drawn < cards:
                    grid[best] = white_points if drawn < whites else black_points
                    drawn += 1
                else:
                    grid[best] = -1.0
            drawn += 1  # the player's card of the round
        return total

    def side_value(self, state: GameState, index: int, actions: float) -> float:
        """One player's side of a multi-player judgement (the game not over): their
        :meth:`player_value` here; a learned evaluation weighs it otherwise."""
        return self.player_value(state, index, actions)

    def _other_value(self, state: GameState, index: int) -> float:
        """:meth:`side_value` of a rival, remembered while their mat and clock are the same
        (a player's own candidate actions leave the rivals' mats untouched)."""
        p = state.players[index]
        t = self.actions_left(state, index)
        key = (id(p), t, state.phase)
        got = self._others.get(key)
        if got is not None and got[0] is p:
            return got[1]
        value = self.side_value(state, index, t)
        if len(self._others) > 4096:
            self._others.clear()
        self._others[key] = (p, value)
        return value

    def solo_clock(self, state: GameState) -> tuple[float, float]:
        """(full rounds after this one, automaton takes from its coming turn) of a solo game
        whose end is not triggered yet (see :mod:`app.ai.clock`)."""
        solo = state.solo
        assert solo is not None
        return solo_clock(solo.locks, solo.opponent_supply, len(solo.deck))

    # ------------------------------------------------------------------ whole states

    def value(self, state: GameState, me: int, spent: float = 0.0) -> float:
        """The state's worth to player ``me``: own value minus the strongest rival's.

        ``spent`` actions are taken off ``me``'s actions left (to value ending a turn early
        without stepping into the next player's turn).
        """
        mine = self.actions_left(state, me) - spent
        if state.solo is not None:
            solo = state.solo
            if state.phase is Phase.FINISHED:
                return float(state.players[0].score - solo.opponent_points)
            own = self.side_value(state, 0, mine)
            return own - solo.opponent_points - self.automaton_future(state)
        if state.phase is Phase.FINISHED:
            own = float(state.players[me].score)
            others = [float(p.score) for i, p in enumerate(state.players) if i != me]
        else:
            own = self.side_value(state, me, mine)
            others = [self._other_value(state, i) for i in range(len(state.players)) if i != me]
        return own - self.weights.opponent * max(others)
