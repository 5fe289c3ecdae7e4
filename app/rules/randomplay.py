"""A seeded random policy biased so that games finish; used by tests and benchmarks."""

from __future__ import annotations

import random

from app.rules.actions import Action, EndTurn, Finish, Master, Place, TakePiece, TakePuzzle, Upgrade
from app.rules.engine import _as_placement, apply, legal_actions, placement_options
from app.rules.state import GameState, Phase


def _components(mask: int) -> list[int]:
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
    return sizes


_NOT_LEFT = sum(1 << (r * 5 + c) for r in range(5) for c in range(1, 5))
_NOT_RIGHT = sum(1 << (r * 5 + c) for r in range(5) for c in range(4))


def _leaves_no_small_holes(state: GameState, action: Place) -> bool:
    """A placement that cannot strand small pieces: small pieces (levels 1-2) go in only to close
    a puzzle, and larger ones leave holes of 3+ cells or holes the supply can close at once."""
    pz = state.player.puzzle(action.puzzle)
    assert pz is not None
    deck = state.deck
    mask = 0
    for r, c in action.cells:
        mask |= 1 << (r * 5 + c)
    free = deck.puzzle_by_id[pz.id].mask & ~pz.filled & ~mask
    if not free:
        return True
    sizes = _components(free)
    supply = list(state.player.supply)
    supply[deck.shape_index[action.piece]] -= 1
    if all(n >= 3 for n in sizes):
        return len(action.cells) >= 3
    if any(n >= 3 for n in sizes):
        return False
    ones = sum(k for i, k in enumerate(supply) if deck.levels[i] == 1)
    twos = sum(k for i, k in enumerate(supply) if deck.levels[i] == 2)
    n1 = sizes.count(1)
    n2 = sizes.count(2)
    return ones >= n1 and twos + (ones - n1) // 2 >= n2


def random_action(state: GameState, rng: random.Random) -> Action:
    """A random legal action, preferring progress: placing, taking puzzles, sometimes a master."""
    if state.phase is Phase.FINISHING_TOUCHES and not state.pending:
        opts = placement_options(state)
        rng.shuffle(opts)
        chosen = []
        supply = list(state.player.supply)
        filled = [pz.filled for pz in state.player.puzzles]
        for k, si, m in opts:
            if rng.random() < 0.5 and supply[si] and not filled[k] & m:
                supply[si] -= 1
                filled[k] |= m
                chosen.append(_as_placement(state, k, si, m))
        return Finish(tuple(chosen))
    actions = legal_actions(state)
    if state.pending:
        return rng.choice(actions)
    places = [a for a in actions if isinstance(a, Place)]
    takes = [a for a in actions if isinstance(a, TakePuzzle)]
    ups = [a for a in actions if isinstance(a, Upgrade)]
    pieces = [a for a in actions if isinstance(a, TakePiece)]
    deck = state.deck
    player = state.player
    # shapes that fit somewhere on the player's puzzles right now
    fits: set[str] = set()
    for pz in player.puzzles:
        region = deck.puzzle_by_id[pz.id].mask
        for si, shape in enumerate(deck.shapes):
            if shape.id not in fits and any(not m & pz.filled for m in deck.placements(region, si)):
                fits.add(shape.id)
    roll = rng.random()
    if places and not state.master_used and roll < 0.1:
        # a master action: one random placement per puzzle where possible
        by_puzzle: dict[int, list[tuple[int, int, int]]] = {}
        for o in placement_options(state):
            pl = _as_placement(state, *o)
            if _leaves_no_small_holes(state, Place(pl.puzzle, pl.piece, pl.cells)):
                by_puzzle.setdefault(o[0], []).append(o)
        supply = list(player.supply)
        chosen = []
        for opts in by_puzzle.values():
            k, si, m = rng.choice(opts)
            if supply[si]:
                supply[si] -= 1
                chosen.append(_as_placement(state, k, si, m))
        if chosen:
            return Master(tuple(chosen))
    if places and roll < 0.75:
        good = [a for a in places if _leaves_no_small_holes(state, a)]
        if good:
            return rng.choice(good)
    useful = [u for u in ups if u.target in fits and u.source not in fits]
    if useful and roll < 0.9:
        return rng.choice(useful)
    if takes and (len(player.puzzles) < 2 or roll < 0.5):
        return rng.choice(takes)
    if pieces and sum(player.supply) < 5 and roll < 0.8:
        return rng.choice(pieces)
    if ups and roll < 0.3:
        return rng.choice(ups)
    if takes:
        return rng.choice(takes)
    return EndTurn()


def play_random(state: GameState, seed: int, max_actions: int = 5000) -> list[Action]:
    """Play to the end (or ``max_actions``) and return the actions taken."""
    rng = random.Random(seed)
    out: list[Action] = []
    while state.phase is not Phase.FINISHED and len(out) < max_actions:
        a = random_action(state, rng)
        state = apply(state, a)
        out.append(a)
    return out
