"""The actions worth considering in a state: a short list instead of every legal action.

Placements are limited to those that bring a puzzle closer to full (see
:meth:`CostModel.progress_placements`); master actions are built from the best placement of
each puzzle; Finishing Touches and reward choices are solved outright.

A *patient* player (the easy and medium levels) also leaves out black puzzles it cannot
realistically work on yet (:func:`black_ready`): people build up from small pieces to big
puzzles, and a black puzzle taken early is taken mostly for the Finishing Touches, while it
empties the black deck and so brings the end of the game closer for everyone.
"""

from __future__ import annotations

import itertools

from app.ai.costs import CostModel
from app.rules import (
    Action,
    ChooseReward,
    EndTurn,
    Finish,
    GameState,
    Mask,
    Master,
    Phase,
    Place,
    Placement,
    TakePuzzle,
    Upgrade,
    mask_to_cells,
    reward_options,
    take_actions,
    upgrade_targets,
)

MASTER_PER_PUZZLE = 3  # placements of each puzzle tried in master actions
MASTER_KEEP = 4  # master actions kept as candidates
READY_ACTIONS = 6
"""A patient player takes a black puzzle when it can finish it, after the puzzles it holds, in
this many actions at most (pieces to get by taking and upgrading, and placements; two turns),
see :func:`actions_to_finish`. Medium's patience; easy is a little more eager
(:data:`EAGER_ACTIONS`). Measured by bench/ai_strength.py's lengths section (docs/ai.md)."""
EAGER_ACTIONS = 8
"""Easy's patience: it takes a black puzzle a little before it can really work on it."""
PATIENCE_ROUNDS = 16
"""From this round on a patient player takes black puzzles like any other (a deck whose black
puzzles the pieces can hardly fill must still come to an end)."""


def black_ready(state: GameState, costs: CostModel, puzzle_id: str, actions: int = READY_ACTIONS) -> bool:
    """Whether a patient player to move may take the black puzzle ``puzzle_id`` now.

    It may when its supply and a few upgrades finish the puzzles it holds and this one within
    ``actions`` actions (:func:`actions_to_finish`); otherwise only when waiting makes no sense any more:
    the end is triggered already (the black deck is empty), the white row is empty (every white
    puzzle, even one worth no points, brings a reward piece, which is how a supply grows), or the
    game has gone on for :data:`PATIENCE_ROUNDS` rounds. Solo games are not
    concerned (their end comes from the automaton's deck, not from the black deck).
    """
    if state.solo is not None or state.end_triggered or state.round >= PATIENCE_ROUNDS:
        return True
    if not state.white_row:
        return True
    return actions_to_finish(state, costs, puzzle_id) <= actions


def actions_to_finish(state: GameState, costs: CostModel, puzzle_id: str) -> int:
    """Actions the player to move needs to finish the puzzles it holds, cheapest first, and then
    ``puzzle_id``, with its supply: pieces to get (taking, upgrading) and placements, each
    finished puzzle handing its pieces and its reward on to the next (as the evaluation plans,
    :mod:`app.ai.evaluate`)."""
    deck = state.deck
    player = state.player
    supply = player.supply
    held = []
    for pz in player.puzzles:
        puzzle = deck.puzzle_by_id[pz.id]
        on = [si for si, _ in pz.pieces]
        held.append((puzzle.mask & ~pz.filled, deck.shape_index[puzzle.reward], on))
    held.sort(key=lambda h: sum(costs.cost(h[0], supply)))
    total = 0
    for region, reward, on in held:
        acquire, place, after = costs.plan(region, supply)
        total += acquire + place
        nxt = list(after)
        for si in on:
            nxt[si] += 1
        nxt[reward] += 1
        supply = tuple(nxt)
    acquire, place = costs.cost(deck.puzzle_by_id[puzzle_id].mask, supply)
    return total + acquire + place


def _placement(state: GameState, k: int, si: int, mask: Mask) -> Placement:
    return Placement(
        state.player.puzzles[k].id, state.deck.shapes[si].id, mask_to_cells(mask)
    )


def progress_options(state: GameState, costs: CostModel) -> list[list[tuple[int, Mask, int]]]:
    """Per puzzle of the current player, placements that make progress: (shape, mask, cost)."""
    deck = state.deck
    player = state.player
    out = []
    for pz in player.puzzles:
        region = deck.puzzle_by_id[pz.id].mask & ~pz.filled
        opts = costs.progress_placements(region, player.supply)
        opts.sort(key=lambda o: o[2])
        out.append(opts)
    return out


def master_options(
    state: GameState, per_puzzle: list[list[tuple[int, Mask, int]]], keep: int = MASTER_KEEP
) -> list[Master]:
    """A few master actions with as many progress placements as the supply allows."""
    if state.master_used:
        return []
    supply = list(state.player.supply)
    tops: list[list[tuple[int, Mask, int]]] = []
    for opts in per_puzzle:
        seen: set[int] = set()
        chosen: list[tuple[int, Mask, int]] = []
        for o in opts:  # best first, one per shape
            if o[0] not in seen:
                seen.add(o[0])
                chosen.append(o)
                if len(chosen) == MASTER_PER_PUZZLE:
                    break
        tops.append(chosen)
    if sum(1 for t in tops if t) < 2:
        return []
    found: list[tuple[int, int, tuple[tuple[int, int, Mask], ...]]] = []
    picked: list[tuple[int, int, Mask]] = []

    def rec(k: int, cost_sum: int) -> None:
        if k == len(tops):
            if len(picked) >= 2:
                found.append((-len(picked), cost_sum, tuple(picked)))
            return
        for si, m, c in tops[k]:
            if supply[si]:
                supply[si] -= 1
                picked.append((k, si, m))
                rec(k + 1, cost_sum + c)
                picked.pop()
                supply[si] += 1
        rec(k + 1, cost_sum)

    rec(0, 0)
    found.sort(key=lambda f: (f[0], f[1]))
    return [
        Master(tuple(_placement(state, k, si, m) for k, si, m in combo))
        for _, _, combo in found[:keep]
    ]


def play_candidates(state: GameState, costs: CostModel, patience: int | None = None) -> list[Action]:
    """The actions worth evaluating in the playing phase (no reward pending); with a
    ``patience`` (a number of actions, see :func:`black_ready`), only the black puzzles ready
    to be worked on."""
    deck = state.deck
    player = state.player
    out = take_actions(state)
    if patience is not None:
        blacks = set(state.black_row)
        out = [
            a for a in out
            if not (isinstance(a, TakePuzzle) and a.puzzle in blacks)
            or black_ready(state, costs, a.puzzle, patience)
        ]
    # upgrades to a higher level always count; exchanges only into a piece a puzzle lacks
    wanted: set[int] = set()
    levels = deck.levels
    for pz in player.puzzles:
        region = deck.puzzle_by_id[pz.id].mask & ~pz.filled
        after = costs.plan(region, player.supply)[2]
        wanted.update(i for i, n in enumerate(after) if n > player.supply[i])
    for si, n in enumerate(player.supply):
        if n:
            src = deck.shapes[si].id
            out += [
                Upgrade(src, deck.shapes[t].id)
                for t in upgrade_targets(deck, state.reserve, si)
                if levels[t] > levels[si] or t in wanted
            ]
    per_puzzle = progress_options(state, costs)
    for k, opts2 in enumerate(per_puzzle):
        pid = player.puzzles[k].id
        for si, m, _ in opts2:
            out.append(Place(pid, deck.shapes[si].id, mask_to_cells(m)))
    out += master_options(state, per_puzzle)
    out.append(EndTurn())
    return out


def reward_candidates(state: GameState) -> list[Action]:
    """The choices of the pending reward."""
    return [ChooseReward(state.deck.shapes[i].id) for i in reward_options(state)]


def best_finish(state: GameState, costs: CostModel) -> Finish:
    """The Finishing Touches that score the most (each piece costs a point).

    Every order of the puzzles worth finishing is tried, each filled with the fewest pieces
    from what the earlier ones left; in the solo game finishing also saves the penalty.
    """
    assert state.phase is Phase.FINISHING_TOUCHES
    deck = state.deck
    player = state.player
    solo = state.solo is not None
    worth = []
    for k, pz in enumerate(player.puzzles):
        puzzle = deck.puzzle_by_id[pz.id]
        region = puzzle.mask & ~pz.filled
        gain = puzzle.points * (2 if solo else 1)
        if region and costs.can_fill(region, player.supply):
            worth.append((k, region, gain))
    best: tuple[float, list[tuple[int, int, Mask]]] = (0.0, [])
    for order in itertools.permutations(worth):
        supply = list(player.supply)
        plan: list[tuple[int, int, Mask]] = []
        total = 0.0
        for k, region, gain in order:
            fill = costs.fewest_fill(region, supply)
            if fill is None:
                continue
            net = gain - len(fill)
            # a puzzle finished for nothing still wins ties (completed puzzles count next)
            if net < 0 or (net == 0 and solo):
                continue
            total += net + 0.01
            for si, m in fill:
                supply[si] -= 1
                plan.append((k, si, m))
        if total > best[0]:
            best = (total, plan)
    return Finish(tuple(_placement(state, k, si, m) for k, si, m in best[1]))


def finishing_candidates(state: GameState, costs: CostModel) -> list[Action]:
    """Finishing Touches: the best plan and passing."""
    best = best_finish(state, costs)
    return [best] if not best.placements else [best, Finish(())]


def candidates(state: GameState, costs: CostModel, patience: int | None = None) -> list[Action]:
    """The actions worth considering now (empty when the game is over); ``patience``: see
    :func:`play_candidates`."""
    if state.phase is Phase.FINISHED:
        return []
    if state.pending:
        return reward_candidates(state)
    if state.phase is Phase.FINISHING_TOUCHES:
        return finishing_candidates(state, costs)
    return play_candidates(state, costs, patience)

