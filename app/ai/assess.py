"""The evaluation of one turn of a finished game (the work of one job of the analysis).

For the turn of player *me* that starts in position *S* (docs/analysis.md has the whole method):

1. *Worlds*: ``effort.worlds`` guesses of the face-down decks, each a fair draw of the puzzles
   *me* had not seen at *S*, except that the cards the played turn itself turned up lie on top in
   the order they came (the player saw them). The same worlds serve every candidate turn (common
   random numbers: the difference between two turns is not noise of the guesses).
2. *Candidates*: the hard AI's plans for the whole turn (its beam search, rewards included,
   :meth:`app.ai.search.SearchAI.turn_plans`), ``effort.plans`` of them, plus the turn played;
   where the learned evaluation judges the game (two players), its planner's plans and the
   hand-set planner's. In the Finishing Touches: the best Finishing Touches and passing.
3. *Value*: in every world the candidate is played, then the game is played on by the medium
   player for everyone (the solo automaton follows its rules in the engine), with the same random
   numbers for every candidate: for :data:`HORIZON` rounds, then judged by the learned
   evaluation, where it judges the game; to its end otherwise. A turn's value is the mean
   expected final margin of *me* (their score minus the best rival's, or minus the automaton's).

Every random number comes from ``(seed, turn number, world)`` and nothing is timed, so a job
gives the same answer in any process, on any run.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from app.ai.evaluate import Evaluator
from app.ai.explanations import Explanation, Why
from app.ai.greedy import GreedyAI
from app.ai.hidden import solo_deck_colours, unseen_pools
from app.ai.learned import ValueModel, shipped_model
from app.ai.moves import finishing_candidates
from app.ai.player import Deadline
from app.ai.search import SearchAI, SearchSettings
from app.rules import (
    Action,
    ChooseReward,
    Deck,
    EndTurn,
    GameRecord,
    GameState,
    Master,
    Phase,
    TakePiece,
    TakePuzzle,
    Upgrade,
    apply,
    check,
)

HORIZON = 2
"""Rounds a candidate turn is played out by the medium players before the learned evaluation
judges where it stands, in the games that evaluation judges (docs/analysis.md): the horizon its
model was fitted at (bench/train_value.py ``--horizon 2``)."""

MAX_ROLLOUT_ACTIONS = 300
"""The most actions of one played-out game: a classic game has about 50 to 150 in all. On a
custom deck the medium players may drag a game on for hundreds of rounds (or never end it: no
puzzle can be finished), which made one turn's analysis take 30 times as long as on the classic
deck, or fail; such a game is judged by the scores it has reached after this many actions."""


@dataclass(frozen=True, slots=True)
class Effort:
    """How much work one turn gets: a fixed amount, never a time."""

    worlds: int
    """Guesses of the hidden cards (each candidate is played out once in each)."""
    plans: int
    """Candidate turns of the hard AI's beam search (besides the turn played)."""
    beam: int
    """Partial turns kept per step of the beam search."""
    learned: bool = True
    """Whether the hard player's learned evaluation proposes and judges the candidates where its
    model judges the game (:meth:`Player.horizon`); False: the hand-set evaluation proposes them
    and every candidate is played out to the end, as analysis version 3 did (bench/analysis.py
    compares the two)."""


def effort_for(budget: float) -> Effort:
    """The work for a budget of ``budget``: about the seconds of work per turn on the reference
    machine (two cores shared with other work; docs/analysis.md): up to :data:`PLANS` candidate
    turns, and as many worlds as :data:`ROLLOUTS_PER_SECOND` allows (at least 2).

    :raises ValueError: for a budget that is not positive and finite.
    """
    if not 0 < budget <= 1000:
        raise ValueError(f"the budget must be a number of seconds above 0, not {budget!r}")
    plans = max(2, min(PLANS, round(2 + 4 * budget)))
    worlds = max(2, min(MAX_WORLDS, round(ROLLOUTS_PER_SECOND * budget / (plans + 1))))
    return Effort(worlds, plans, BEAM)


ROLLOUTS_PER_SECOND = 16.0
"""Candidate turns played out to the end of the game per second of budget (measured by
bench/analysis.py on the reference machine, docs/analysis.md)."""
PLANS = 6
"""The most candidate turns of the beam search (the hard player's own number for two players)."""
BEAM = 6
"""Partial turns kept per step of the beam search (as the hard player)."""
MAX_WORLDS = 200
"""The most worlds (a budget of about 90 seconds a turn)."""


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn of a record: the actions ``record.actions[first:end]`` of ``player``."""

    number: int
    round: int
    player: int
    first: int
    end: int
    finishing: bool
    """Whether it is a player's Finishing Touches (one action)."""


def _turn_ended(state: GameState, me: int, start_round: int, finishing: bool) -> bool:
    if state.pending:
        return False
    if finishing or state.phase is not Phase.PLAYING:
        return True
    return state.current != me or state.round != start_round


def split_turns(states: Sequence[GameState]) -> list[Turn]:
    """The complete turns of a replayed record (``states``: the initial state, then the state
    after each action). A turn cut off by the end of a record that stops early is left out."""
    turns: list[Turn] = []
    n = len(states) - 1
    i = 0
    while i < n:
        s = states[i]
        if s.phase is Phase.FINISHED:
            break
        finishing = s.phase is Phase.FINISHING_TOUCHES
        j = i + 1
        while j < n and not _turn_ended(states[j], s.current, s.round, finishing):
            j += 1
        if not _turn_ended(states[j], s.current, s.round, finishing):
            break  # the record stops in the middle of this turn
        turns.append(Turn(len(turns), s.round, s.current, i, j, finishing))
        i = j
    return turns


def replay_fast(record: GameRecord) -> list[GameState]:
    """The initial state and the state after each action (the record was checked before)."""
    state = record.initial_state()
    states = [state]
    for action in record.actions:
        state = apply(state, action, validate=False)
        states.append(state)
    return states


def final_margins(state: GameState) -> tuple[float, ...]:
    """Each player's score minus the best rival's (solo: minus the automaton's); of a game not
    finished, the scores it has reached."""
    if state.solo is not None:
        return (float(state.players[0].score - state.solo.opponent_points),)
    scores = [p.score for p in state.players]
    return tuple(
        float(sc - max(o for k, o in enumerate(scores) if k != j)) for j, sc in enumerate(scores)
    )


# --- worlds ---------------------------------------------------------------------------------


def world_rng(seed: int, turn: int, world: int, what: str) -> random.Random:
    """The random numbers of one world of one turn (a text seed: the same in every process)."""
    return random.Random(f"analysis:{seed}:{turn}:{world}:{what}")


def _fill(pool: list[str], n: int, rng: random.Random) -> list[str]:
    if n <= len(pool):
        return rng.sample(pool, n)
    out = list(pool)
    rng.shuffle(out)
    while len(out) < n and pool:  # an inconsistent custom deck only
        out.append(rng.choice(pool))
    return out


def guess_world(
    state: GameState, shown: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]],
    rng: random.Random,
) -> GameState:
    """``state`` with its hidden decks guessed: the cards in ``shown`` (white, black, solo) on top
    in that order, the rest a fair draw of the other unseen puzzles."""
    whites, blacks = unseen_pools(state)
    sw, sb, ss = shown
    if state.solo is not None:
        solo = state.solo
        taken = set(ss)
        nw, nb = solo_deck_colours(state)
        colour = state.deck.puzzle_by_id
        nw -= sum(1 for p in ss if colour[p].colour == "white")
        nb -= sum(1 for p in ss if colour[p].colour != "white")
        pw = [p for p in whites if p not in taken]
        pb = [p for p in blacks if p not in taken]
        rest_n = len(solo.deck) - len(ss)
        if 0 <= nw <= len(pw) and 0 <= nb <= len(pb) and nw + nb == rest_n:
            rest = rng.sample(pw, nw) + rng.sample(pb, nb)
        else:
            rest = _fill(pw + pb, max(0, rest_n), rng)
        return replace(state, solo=replace(solo, deck=(*ss, *rest)))
    w_rest = _fill([p for p in whites if p not in set(sw)], len(state.white_deck) - len(sw), rng)
    b_rest = _fill([p for p in blacks if p not in set(sb)], len(state.black_deck) - len(sb), rng)
    return replace(state, white_deck=(*sw, *w_rest), black_deck=(*sb, *b_rest))


def shown_cards(
    before: GameState, after: GameState
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The hidden cards that came into view between ``before`` and ``after`` (top of each deck)."""
    if before.solo is not None and after.solo is not None:
        gone = len(before.solo.deck) - len(after.solo.deck)
        return (), (), before.solo.deck[: max(0, gone)]
    dw = max(0, len(before.white_deck) - len(after.white_deck))
    db = max(0, len(before.black_deck) - len(after.black_deck))
    return before.white_deck[:dw], before.black_deck[:db], ()


def learned_judges(model: ValueModel, state: GameState) -> bool:
    """Whether ``model`` judges the turns of this game (a game of the players it was fitted
    on; never a solo game)."""
    return state.solo is None and model.judges(len(state.players))


LEARNED_WORK = 0.4
"""The work of a turn judged by the learned evaluation (candidates played out for
:data:`HORIZON` rounds), as a share of a turn played out to the end at the same budget
(bench/analysis.py --compare, docs/analysis.md)."""


def work_share(state: GameState) -> float:
    """The work of a turn of this game at a budget, as a share of the budget's seconds:
    :data:`LEARNED_WORK` where the shipped model judges the game, else 1."""
    return LEARNED_WORK if learned_judges(shipped_model(), state) else 1.0


# --- playing turns and games out -------------------------------------------------------------


class Player:
    """The fixed policies of the analysis in one process: the hard AI's planner, with the hard
    player's judgement (the learned evaluation where its model judges the game's number of
    players, :func:`app.ai.learned.shipped_model`), and the medium player for the games played
    out (both without a clock)."""

    def __init__(
        self, cancel: Callable[[], bool] | None = None, model: ValueModel | None = None
    ) -> None:
        self.greedy = GreedyAI(0, None)
        self.planner = SearchAI(0, None, model=model)
        self.hand_planner = SearchAI(0, None)
        self.model = model
        self.deadline = Deadline(None, cancel)

    def evaluator(self, state: GameState) -> Evaluator:
        """The medium player's (hand-set) evaluator of this deck."""
        return self.greedy.evaluator(state)

    def judge(self, state: GameState) -> Evaluator:
        """The hard player's evaluator of this deck: learned where the model judges the game."""
        return self.planner.evaluator(state)

    def horizon(self, state: GameState) -> int:
        """Rounds a candidate is played out before it is judged: :data:`HORIZON` where the
        learned evaluation judges games of this size, else 0 (to the end of the game)."""
        return HORIZON if self.model is not None and learned_judges(self.model, state) else 0

    def step(self, state: GameState, rng: random.Random) -> GameState:
        """One action of the medium player for whoever is to move."""
        return apply(state, self.greedy.decide(state, rng, self.deadline), validate=False)

    def play_turn(
        self, world: GameState, plan: Sequence[Action], turn: Turn, rng: random.Random
    ) -> GameState:
        """``plan`` played in ``world``; an action the world does not allow (a card it did not
        turn up) ends the turn there, and a plan that stops short is completed by the medium
        player."""
        me = world.current
        s = world
        for a in plan:
            if _turn_ended(s, me, turn.round, turn.finishing) and s is not world:
                break
            if check(s, a) is not None:
                if s.phase is Phase.PLAYING and not s.pending and s.current == me:
                    s = apply(s, EndTurn(), validate=False)
                break
            s = apply(s, a, validate=False)
        guard = 0
        while (
            s.phase is not Phase.FINISHED
            and not _turn_ended(s, me, turn.round, turn.finishing)
            and guard < 10
        ):
            s = self.step(s, rng)
            guard += 1
        return s

    def play_out(
        self, state: GameState, rng: random.Random, me: int = 0, rounds: int = 0
    ) -> GameState:
        """The game played on by the medium player for everyone: to its end, or (``rounds``
        above 0) until ``me`` is to start a turn ``rounds`` rounds later, or for
        :data:`MAX_ROLLOUT_ACTIONS` actions if it lasts longer (then it is judged by the scores
        it has reached)."""
        s = state
        last = state.round + rounds
        for _ in range(MAX_ROLLOUT_ACTIONS):
            if s.phase is Phase.FINISHED:
                return s
            if rounds and s.round >= last and s.current == me and not s.pending:
                return s  # checked after every action: the first such moment starts a turn
            s = self.step(s, rng)
        return s

    def margins(self, state: GameState, ev: Evaluator) -> tuple[float, ...]:
        """Every player's expected final margin at ``state``: the margins reached if the game
        is over or in its Finishing Touches, else the judgement of ``ev``."""
        if state.phase is not Phase.PLAYING:
            return final_margins(state)
        return tuple(ev.value(state, j) for j in range(len(state.players)))

    def plans(self, world: GameState, turn: Turn, effort: Effort) -> list[tuple[Action, ...]]:
        """The candidate turns of the hard AI's planner in ``world``; with the learned
        evaluation, those the hand-set evaluation proposes too (each finds good turns the
        other misses: docs/analysis.md)."""
        ev = self.judge(world)
        if turn.finishing:
            return [(a,) for a in finishing_candidates(world, ev.costs)]
        settings = SearchSettings(worlds=1, beam=effort.beam, plans=effort.plans, depth=0)
        found = [tuple(p) for p in self.planner.turn_plans(world, ev, settings, self.deadline)]
        if self.horizon(world):
            hand = self.evaluator(world)
            for p in self.hand_planner.turn_plans(world, hand, settings, self.deadline):
                if tuple(p) not in found:
                    found.append(tuple(p))
        return found


@dataclass(frozen=True, slots=True)
class TurnJob:
    """One turn to evaluate (picklable: it crosses into a worker process)."""

    record: GameRecord | None
    """The game (None: the worker was given it at its start, :func:`remember_record`)."""
    key: str
    """The record's digest (a worker replays each record once)."""
    turn: Turn
    seed: int
    effort: Effort


@dataclass(frozen=True, slots=True)
class TurnResult:
    """What a job found for its turn."""

    turn: Turn
    played: tuple[Action, ...]
    best: tuple[Action, ...]
    played_value: float
    best_value: float
    margins: tuple[float, ...]
    """Every player's expected final margin after the turn as played (its play-outs: the
    medium AI for everyone, so no player is favoured by being the one analysed)."""
    reason: Explanation | None


EPSILON = 1e-9

_STATES: dict[str, tuple[GameRecord, list[GameState]]] = {}


def remember_record(key: str, record: GameRecord) -> None:
    """A worker process's start (a pool's initializer): the record of the jobs to come, whose
    ``record`` is then None. A record of 20,000 actions takes a good part of a second to
    pickle: sent once to each worker, not with each of its thousands of turns."""
    _STATES.clear()
    _STATES[key] = (record, replay_fast(record))


def _game_of(job: TurnJob) -> tuple[GameRecord, list[GameState]]:
    """The record and its states, remembered for the record last seen in this process."""
    got = _STATES.get(job.key)
    if got is not None:
        return got
    if job.record is None:
        raise ValueError("the worker was given no record for this job")
    _STATES.clear()
    game = _STATES[job.key] = (job.record, replay_fast(job.record))
    return game


def assess(job: TurnJob, cancel: Callable[[], bool] | None = None) -> TurnResult:
    """Evaluate one turn (runs in a worker process; see the module text).

    :raises AICancelled: when ``cancel()`` turned true.
    """
    record, states = _game_of(job)
    turn = job.turn
    start = states[turn.first]
    real_after = states[turn.end]
    played = tuple(record.actions[turn.first : turn.end])
    me = turn.player
    player = Player(cancel, shipped_model() if job.effort.learned else None)
    shown = shown_cards(start, real_after)
    worlds = [
        guess_world(start, shown, world_rng(job.seed, turn.number, k, "deal"))
        for k in range(job.effort.worlds)
    ]
    candidates: list[tuple[Action, ...]] = [played]
    for plan in player.plans(worlds[0], turn, job.effort):
        # a plan that takes a card the real game did not turn up could not be shown or played
        if plan not in candidates and playable(start, plan):
            candidates.append(plan)
    totals = [0.0] * len(candidates)
    all_margins = [[0.0] * len(start.players) for _ in candidates]
    turn_ends: list[GameState] = []
    rounds = player.horizon(start)
    judge = player.judge(start)
    for k, world in enumerate(worlds):
        for c, plan in enumerate(candidates):
            player.deadline.expired()  # raises AICancelled when asked to stop
            rng = world_rng(job.seed, turn.number, k, "play")
            after = player.play_turn(world, plan, turn, rng)
            if k == 0:
                turn_ends.append(after)
            ended = player.play_out(after, rng, me, rounds)
            margins = final_margins(ended) if not rounds else player.margins(ended, judge)
            totals[c] += margins[me]
            for j, m in enumerate(margins):
                all_margins[c][j] += m
    n = float(len(worlds))
    values = [t / n for t in totals]
    best = max(range(len(candidates)), key=lambda c: (values[c] - (EPSILON if c else 0.0), -c))
    if values[best] <= values[0] + EPSILON:
        best = 0
    reason = None
    if best != 0:
        reason = explain(start, turn_ends[0], turn_ends[best], candidates[0], candidates[best],
                         states, turn, player.evaluator(start))
    return TurnResult(
        turn=turn,
        played=played,
        best=candidates[best],
        played_value=round(values[0], 6),
        best_value=round(values[best], 6),
        margins=tuple(round(m / n, 6) for m in all_margins[0]),
        reason=reason,
    )


def playable(state: GameState, plan: Sequence[Action]) -> bool:
    """Whether every action of ``plan`` is legal, one after the other, from ``state``."""
    for action in plan:
        if check(state, action) is not None:
            return False
        state = apply(state, action, validate=False)
    return True


def assess_in_worker(job: TurnJob) -> TurnResult:
    """:func:`assess` as a pool's task (the pool itself is ended to cancel)."""
    return assess(job)


# --- reasons ----------------------------------------------------------------------------------


def _new_completed(before: GameState, after: GameState, me: int) -> list[str]:
    had = set(before.players[me].completed)
    return [p for p in after.players[me].completed if p not in had]


def _round_completed(states: Sequence[GameState], me: int, puzzle: str, since: int) -> int | None:
    """The round in which ``me`` completed ``puzzle`` in the real game, from action ``since``."""
    for i in range(since, len(states) - 1):
        if puzzle in states[i + 1].players[me].completed and (
            puzzle not in states[i].players[me].completed
        ):
            return states[i].round
    return None


def _taken(plan: Sequence[Action]) -> list[str]:
    return [a.puzzle for a in plan if isinstance(a, TakePuzzle)]


def _master_size(plan: Sequence[Action]) -> int:
    return max((len(a.placements) for a in plan if isinstance(a, Master)), default=0)


def _left_unused(start: GameState, plan: Sequence[Action]) -> int:
    """Actions left when ``plan`` ended the turn early (0 if it did not)."""
    s = start
    for a in plan:
        if isinstance(a, EndTurn):
            return s.actions_left
        if check(s, a) is not None:
            return 0
        s = apply(s, a, validate=False)
    return 0


def _gained(before: GameState, after: GameState, me: int) -> list[int]:
    """Shapes of which ``me`` has more after than before (pieces taken or upgraded to)."""
    b = before.players[me].supply
    a = after.players[me].supply
    return [i for i in range(len(a)) if a[i] > b[i]]


def _completable(state: GameState, me: int, ev: Evaluator) -> dict[str, int]:
    """Unfinished puzzles of ``me`` the supply can fill within one turn: id -> pieces needed."""
    out: dict[str, int] = {}
    p = state.players[me]
    for pz in p.puzzles:
        region = state.deck.puzzle_by_id[pz.id].mask & ~pz.filled
        if not region:
            continue
        fill = ev.costs.fewest_fill(region, p.supply)
        if fill is not None and len(fill) <= 3:
            out[pz.id] = len(fill)
    return out


def explain(
    start: GameState,
    played_end: GameState,
    best_end: GameState,
    played: Sequence[Action],
    best: Sequence[Action],
    states: Sequence[GameState],
    turn: Turn,
    ev: Evaluator,
) -> Explanation:
    """Why the best turn is better than the one played, from the positions each leads to (in
    the first world): the first of these that holds, in this order: it completes a puzzle the
    played turn did not (a round earlier than the game did, more puzzles than the turn played,
    or at all); better Finishing Touches; it takes a puzzle worth more; it uses the master
    action for more pieces; it does not end the turn with actions left; it gets a piece that
    completes a puzzle next turn; it gets a better piece (or one at all; by an upgrade, which
    it names); it fills more squares of the player's puzzles; it takes other puzzles (one more,
    or the same in another order); otherwise it keeps more points in reach."""
    me = turn.player
    deck = start.deck
    points = {pid: deck.puzzle_by_id[pid].points for pid in deck.puzzle_by_id}
    done_best = _new_completed(start, best_end, me)
    done_played = set(_new_completed(start, played_end, me))
    extra = sorted((p for p in done_best if p not in done_played), key=lambda p: -points[p])
    if turn.finishing:
        if extra:
            return Explanation.of(Why.FINISH_COMPLETES, puzzle=extra[0])
        return Explanation.of(Why.CHEAPER_FINISH)
    if extra:
        puzzle = extra[0]
        reward = deck.puzzle_by_id[puzzle].reward
        for a in best:
            if isinstance(a, ChooseReward):
                reward = a.piece
        later = _round_completed(states, me, puzzle, turn.end)
        if later is not None and later == turn.round + 1:
            return Explanation.of(Why.COMPLETES_EARLIER, puzzle=puzzle, reward=reward)
        if len(done_best) >= 2 and len(done_best) > len(done_played):
            every = sorted(done_best, key=lambda p: -points[p])
            if done_played:
                return Explanation.of(Why.COMPLETES_MORE, puzzles=_ids(every),
                                      other=_ids(sorted(done_played, key=lambda p: -points[p])))
            return Explanation.of(Why.COMPLETES_SEVERAL, puzzles=_ids(every))
        return Explanation.of(Why.COMPLETES_NOW, puzzle=puzzle, reward=reward)
    took_best = _taken(best)
    took_played = _taken(played)
    if took_best:
        top = max(took_best, key=lambda p: points[p])
        low = max(took_played, key=lambda p: points[p]) if took_played else None
        if low is not None and points[top] > points[low] and points[top] >= 2:
            return Explanation.of(Why.BIGGER_PUZZLE, puzzle=top, points=points[top], other=low)
        if low is None and points[top] >= 2:
            return Explanation.of(Why.TAKES_PUZZLE, puzzle=top, points=points[top])
    size = _master_size(best)
    if size >= 2 and size > _master_size(played):
        return Explanation.of(Why.MASTER, count=size)
    left = _left_unused(start, played)
    if left and not _left_unused(start, best):
        return Explanation.of(Why.NO_ACTIONS_WASTED, left=left)
    gained = _gained(start, best_end, me)
    if gained and any(isinstance(a, TakePiece | Upgrade | ChooseReward) for a in best):
        ready = _completable(best_end, me, ev)
        before = _completable(played_end, me, ev)
        fresh = sorted((p for p in ready if p not in before), key=lambda p: -points[p])
        if fresh:
            piece = max(gained, key=lambda i: deck.levels[i])
            return Explanation.of(Why.SETS_UP, piece=deck.shapes[piece].id, puzzle=fresh[0])
    got = _gained(start, played_end, me)
    mine = [i for i in gained if i not in got]
    if mine:
        new_id = deck.shapes[max(mine, key=lambda i: deck.levels[i])].id
        old = next((a.source for a in best if isinstance(a, Upgrade) and a.target == new_id),
                   None)
        if got:
            other = deck.shapes[max(got, key=lambda i: deck.levels[i])].id
            if old is not None:
                return Explanation.of(Why.UPGRADE_INSTEAD, old=old, piece=new_id, other=other)
            return Explanation.of(Why.BETTER_PIECE, piece=new_id, other=other)
        if old is not None:
            return Explanation.of(Why.UPGRADES, old=old, piece=new_id)
        return Explanation.of(Why.GETS_PIECE, piece=new_id)
    if _filled(best_end, me) > _filled(played_end, me):
        return Explanation.of(Why.MORE_PLACED)
    return _other_puzzles(took_played, took_best, deck) or Explanation.of(Why.MORE_IN_REACH)


def _ids(ids: Sequence[str]) -> str:
    """Several ids as one field: "W06, B02"."""
    return ", ".join(ids)


def _other_puzzles(played: Sequence[str], best: Sequence[str], deck: Deck) -> Explanation | None:
    """The difference in the puzzles taken, when that is all the other reasons found: other
    puzzles (with the reward of one), one more, or the same ones in another order."""
    new = [p for p in best if p not in played]
    dropped = [p for p in played if p not in best]
    if len(new) == 1 and len(dropped) == 1:
        return Explanation.of(Why.OTHER_PUZZLE, puzzle=new[0],
                              reward=deck.puzzle_by_id[new[0]].reward, other=dropped[0])
    if new and dropped:
        return Explanation.of(Why.OTHER_PUZZLES, puzzles=_ids(new), others=_ids(dropped))
    if len(new) == 1:
        return Explanation.of(Why.ALSO_PUZZLE, puzzle=new[0],
                              reward=deck.puzzle_by_id[new[0]].reward)
    if not new and not dropped and list(played) != list(best):
        for a, b in zip(best, played, strict=False):
            if a != b:
                return Explanation.of(Why.PUZZLE_ORDER, puzzle=a, other=b)
    return None


def _filled(state: GameState, me: int) -> int:
    """Squares filled on ``me``'s puzzles, the completed ones counted whole."""
    p = state.players[me]
    deck = state.deck
    done = sum(deck.puzzle_by_id[pid].mask.bit_count() for pid in p.completed)
    return done + sum(pz.filled.bit_count() for pz in p.puzzles)


__all__ = [
    "ROLLOUTS_PER_SECOND",
    "Effort",
    "Turn",
    "TurnJob",
    "TurnResult",
    "assess",
    "assess_in_worker",
    "effort_for",
    "explain",
    "final_margins",
    "split_turns",
]
