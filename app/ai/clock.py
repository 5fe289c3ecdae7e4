"""How long a solo game still lasts, from the locks above the columns.

The automaton stalls (takes nothing, draws nothing) when every column is locked, so the solo
clock depends on how the lock pieces lie. This model plays the lock piles forward: the
automaton takes from a random unlocked column (moving its supply and one piece of each other
locked column onto it), stalls when all are locked, and the player draws one card a round.
Only the numbers of pieces matter, so the piles are sorted and the answers memoised.
"""

from __future__ import annotations

from functools import lru_cache

PLAYER_DRAWS = 1  # cards the player is assumed to take each round


@lru_cache(maxsize=200_000)
def _after_automaton(piles: tuple[int, int, int], supply: int, cards: int) -> tuple[float, float]:
    """(full rounds after the current one, automaton takes from now on), with the
    automaton about to move in the current round and ``cards`` cards left in the deck."""
    if all(piles):  # stall: one piece of each pile goes back to the reserve
        nxt = [(tuple(sorted(p - 1 for p in piles)), supply, cards, 0)]
    else:
        nxt = []
        for x in range(3):
            if piles[x]:
                continue
            new = list(piles)
            moved = 0
            for o in range(3):
                if o != x and new[o]:
                    new[o] -= 1
                    moved += 1
            new[x] = supply + moved
            nxt.append((tuple(sorted(new)), 0, cards - 1, 1))
    rounds = 0.0
    takes = 0.0
    for piles2, supply2, cards2, took in nxt:
        if cards2 <= 0 < cards:  # the automaton drew the last card: one more round
            r, t = 1.0, 1.0
        else:
            cards3 = cards2 - PLAYER_DRAWS
            if cards3 <= 0:  # the player draws the last card next round: that round and one more
                r, t = 2.0, 2.0
            else:
                r0, t0 = _after_automaton(_key(piles2), supply2, cards3)
                r, t = 1.0 + r0, t0
        rounds += r
        takes += t + took
    n = len(nxt)
    return rounds / n, takes / n


def _key(piles: tuple[int, ...]) -> tuple[int, int, int]:
    a, b, c = sorted(piles)
    return (a, b, c)


def solo_clock(piles: tuple[int, int, int], supply: int, cards: int) -> tuple[float, float]:
    """(full rounds after the current one, automaton takes from its coming turn on) for a solo
    game whose end is not triggered yet, at the player's turn with ``cards`` left in the deck."""
    if cards <= 0:
        return 1.0, 2.0
    return _after_automaton(_key(piles), supply, cards)
