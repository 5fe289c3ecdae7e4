"""A seeded random policy biased so that games finish; used by tests and benchmarks.

Pure random play deadlocks: small pieces end up stranded in puzzles that then need exactly
those pieces. The policy therefore places small pieces (levels 1-2) only to close a puzzle and
larger ones only where they leave holes of 3+ cells or holes the supply can close at once.
"""

from __future__ import annotations

import random
from functools import lru_cache

from app.rules import actions
from app.rules.actions import Action
from app.rules.engine import (
    _as_placement,
    placement_options,
    reward_options,
    take_piece_options,
    upgrade_targets,
)
from app.rules.shapes import Mask, mask_to_cells
from app.rules.state import GameState, Phase

_NOT_LEFT = sum(1 << (r * 5 + c) for r in range(5) for c in range(1, 5))
_NOT_RIGHT = sum(1 << (r * 5 + c) for r in range(5) for c in range(4))


@lru_cache(maxsize=1 << 16)
def _components(mask: Mask) -> tuple[int, ...]:
    """Sizes of the edge-connected groups of cells in a 5x5 mask."""
    sizes = []
    while mask:
        grow = mask & -mask
        while True:
            nxt = grow | ((grow << 5) | (grow >> 5)) & mask
            nxt |= ((grow & _NOT_LEFT) >> 1 | (grow & _NOT_RIGHT) << 1) & mask
            if nxt == grow:
                break
            grow = nxt
        sizes.append(grow.bit_count())
        mask &= ~grow
    return tuple(sizes)


def _safe(state: GameState, k: int, si: int, mask: Mask) -> bool:
    """Whether placing shape ``si`` at ``mask`` on puzzle ``k`` cannot strand small pieces."""
    deck = state.deck
    pz = state.player.puzzles[k]
    free = deck.puzzle_by_id[pz.id].mask & ~pz.filled & ~mask
    if not free:
        return True
    sizes = _components(free)
    levels = deck.levels
    if min(sizes) >= 3:
        return levels[si] >= 3
    if max(sizes) >= 3:
        return False
    supply = list(state.player.supply)
    supply[si] -= 1
    ones = sum(n for i, n in enumerate(supply) if levels[i] == 1)
    twos = sum(n for i, n in enumerate(supply) if levels[i] == 2)
    n1 = sizes.count(1)
    return ones >= n1 and twos + (ones - n1) // 2 >= sizes.count(2)


def _fits(state: GameState, si: int) -> bool:
    deck = state.deck
    for pz in state.player.puzzles:
        for m in deck.placements(deck.puzzle_by_id[pz.id].mask, si):
            if not m & pz.filled:
                return True
    return False


def random_action(state: GameState, rng: random.Random) -> Action:
    """A random legal action, preferring progress: placing, taking puzzles, sometimes a master."""
    deck = state.deck
    if state.pending:
        return actions.ChooseReward(deck.shapes[rng.choice(reward_options(state))].id)
    opts = placement_options(state)
    if state.phase is Phase.FINISHING_TOUCHES:
        rng.shuffle(opts)
        supply = list(state.player.supply)
        filled = [pz.filled for pz in state.player.puzzles]
        chosen = []
        for k, si, m in opts:
            if rng.random() < 0.5 and supply[si] and not filled[k] & m:
                supply[si] -= 1
                filled[k] |= m
                chosen.append(_as_placement(state, k, si, m))
        return actions.Finish(tuple(chosen))
    player = state.player
    roll = rng.random()
    if opts and not state.master_used and roll < 0.1:
        by_puzzle: dict[int, list[tuple[int, int, int]]] = {}
        for o in opts:
            if _safe(state, *o):
                by_puzzle.setdefault(o[0], []).append(o)
        supply = list(player.supply)
        placements = []
        for group in by_puzzle.values():
            k, si, m = rng.choice(group)
            if supply[si]:
                supply[si] -= 1
                placements.append(_as_placement(state, k, si, m))
        if placements:
            return actions.Master(tuple(placements))
    if opts and roll < 0.75:
        rng.shuffle(opts)
        for k, si, m in opts:
            if _safe(state, k, si, m):
                return actions.Place(player.puzzles[k].id, deck.shapes[si].id, mask_to_cells(m))
    takes: list[str] = []
    if len(player.puzzles) < 4:
        if state.solo is not None:
            takes = [p for p in state.solo.grid if p is not None]
        else:
            takes = [*state.white_row, *state.black_row]
    if roll < 0.9:
        useful = [
            (src, dst)
            for src, n in enumerate(player.supply)
            if n and not _fits(state, src)
            for dst in upgrade_targets(deck, state.reserve, src)
            if _fits(state, dst)
        ]
        if useful:
            src, dst = rng.choice(useful)
            return actions.Upgrade(deck.shapes[src].id, deck.shapes[dst].id)
    if takes and (len(player.puzzles) < 2 or roll < 0.5):
        return actions.TakePuzzle(rng.choice(takes))
    pieces = take_piece_options(state)
    if pieces and sum(player.supply) < 5 and roll < 0.8:
        return actions.TakePiece(None if len(pieces) == 1 else deck.shapes[rng.choice(pieces)].id)
    if roll < 0.3:
        ups = [
            (s, t)
            for s, n in enumerate(player.supply)
            if n
            for t in upgrade_targets(deck, state.reserve, s)
        ]
        if ups:
            src, dst = rng.choice(ups)
            return actions.Upgrade(deck.shapes[src].id, deck.shapes[dst].id)
    if takes:
        return actions.TakePuzzle(rng.choice(takes))
    return actions.EndTurn()


def play_random(state: GameState, seed: int, max_actions: int = 5000) -> list[Action]:
    """Play to the end (or ``max_actions``) and return the actions taken."""
    from app.rules.engine import apply

    rng = random.Random(seed)
    out: list[Action] = []
    while state.phase is not Phase.FINISHED and len(out) < max_actions:
        a = random_action(state, rng)
        state = apply(state, a)
        out.append(a)
    return out
