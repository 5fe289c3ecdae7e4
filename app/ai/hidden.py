"""What a player cannot see, and plausible guesses of it.

The order and contents of the face-down decks are hidden; only their sizes are public. The AI
never reads them: when it looks ahead it first replaces every hidden deck by a random draw of
the puzzles it has not seen (``determinize``), so its search is fair play.
"""

from __future__ import annotations

import random
from dataclasses import replace

from app.rules import GameState


def seen_puzzles(state: GameState) -> set[str]:
    """Every puzzle id that is face up or has been taken by anyone."""
    seen: set[str] = set(state.white_row) | set(state.black_row)
    for p in state.players:
        seen.update(pz.id for pz in p.puzzles)
        seen.update(p.completed)
    if state.solo is not None:
        seen.update(pid for pid in state.solo.grid if pid is not None)
        seen.update(state.solo.opponent_completed)
    return seen


def unseen_pools(state: GameState) -> tuple[list[str], list[str]]:
    """(white ids, black ids) not seen yet, in deck order: where hidden cards come from."""
    deck = state.deck
    seen = seen_puzzles(state)
    return (
        [pid for pid in deck.whites if pid not in seen],
        [pid for pid in deck.blacks if pid not in seen],
    )


def solo_deck_colours(state: GameState) -> tuple[int, int]:
    """How many whites and blacks the solo deck still holds (public: whites lie on top)."""
    solo = state.solo
    assert solo is not None
    deck = state.deck
    setup = deck.setup.solo
    seen = seen_puzzles(state)
    white_seen = sum(1 for pid in seen if deck.puzzle_by_id[pid].colour == "white")
    size = len(solo.deck)
    dealt = min(setup.white, len(deck.whites))
    whites = max(0, min(size, dealt - white_seen))
    return whites, size - whites


def expected_points(state: GameState) -> tuple[float, float]:
    """Mean points of an unseen white and of an unseen black puzzle."""
    whites, blacks = unseen_pools(state)
    pz = state.deck.puzzle_by_id
    w = sum(pz[p].points for p in whites) / len(whites) if whites else 0.0
    b = sum(pz[p].points for p in blacks) / len(blacks) if blacks else 0.0
    return w, b


def determinize(state: GameState, rng: random.Random) -> GameState:
    """The state with every hidden deck replaced by a random draw from the unseen puzzles."""
    whites, blacks = unseen_pools(state)
    if state.solo is not None:
        solo = state.solo
        nw, nb = solo_deck_colours(state)
        if nw <= len(whites) and nb <= len(blacks):
            cards = rng.sample(whites, nw) + rng.sample(blacks, nb)
        else:  # an odd custom deck: mix what is left
            cards = _draw(whites + blacks, len(solo.deck), rng)
        return replace(state, solo=replace(solo, deck=tuple(cards)))
    w = _draw(whites, len(state.white_deck), rng)
    b = _draw(blacks, len(state.black_deck), rng)
    return replace(state, white_deck=tuple(w), black_deck=tuple(b))


def _draw(pool: list[str], n: int, rng: random.Random) -> list[str]:
    """``n`` random cards of the pool; repeats only if the pool is too small (which a
    consistent game never gives: every hidden card is an unseen one)."""
    if n <= len(pool):
        return rng.sample(pool, n)
    out = list(pool)
    rng.shuffle(out)
    while len(out) < n and pool:
        out.append(rng.choice(pool))
    return out
