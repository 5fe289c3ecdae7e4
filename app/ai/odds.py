"""The chance of winning a solo game, from the evaluation's margin.

A solo game is won by ending at least one point ahead of the automaton (a tie is the
automaton's). The hard player used to choose the turn with the best expected margin, which
is not the same: 29 of its 65 losses in 200 games at unbeatable were ties (docs/ai.md). So in
the solo game it judges a played-out world by the chance that the final margin is at least one
point, plus a small share of the margin itself (so that, when the game is as good as won or
lost, the bigger margin still wins).

The chance comes from how far the evaluation's margin was from the final margin in the hard
player's own solo games, measured by ``bench/solo_odds.py`` at each number of actions the
player had left: the evaluation is cautious (the final margin came out higher, the more so the
earlier in the game), and its error once that is corrected was about two points. The table
below is the output of ``python bench/solo_odds.py --margin`` (the games of the player that
maximised the margin, as the hard player did before), measured again on 2026-11-29 when the
evaluation began to play the automaton's rule forward (its caution about the automaton's
points went, so the table's corrections are smaller); a finished game's margin is exact.
"""

from __future__ import annotations

import math
from itertools import pairwise

ODDS_TABLE: tuple[tuple[float, float, float], ...] = (
    (1.0, 0.63, 1.06),
    (2.0, 1.87, 1.96),
    (3.0, 2.30, 1.68),
    (6.0, 2.77, 1.67),
    (9.0, 2.98, 1.93),
    (12.0, 4.20, 2.41),
    (15.0, 5.66, 2.37),
    (18.0, 7.36, 2.54),
    (21.0, 8.66, 2.51),
    (24.0, 9.37, 2.75),
    (30.0, 16.27, 5.71),
)
"""(actions the player has left, mean of final margin less the evaluation's margin, spread of
that difference): knots, interpolated linearly and held beyond the ends."""

WIN_AT = 0.5
"""The final margin above which the player wins (margins are whole points; 0 is a loss)."""
MARGIN_SHARE = 0.02
"""Worth of one point of margin, next to the chance of winning (1 for a certain win)."""


def correction(actions: float) -> tuple[float, float]:
    """(what to add to the evaluation's margin with ``actions`` left for the expected final
    margin, the spread of the final margin around that), interpolated in :data:`ODDS_TABLE`."""
    table = ODDS_TABLE
    if actions <= table[0][0]:
        return table[0][1], table[0][2]
    for (a0, b0, s0), (a1, b1, s1) in pairwise(table):
        if actions <= a1:
            t = (actions - a0) / (a1 - a0)
            return b0 + t * (b1 - b0), s0 + t * (s1 - s0)
    return table[-1][1], table[-1][2]


def win_chance(margin: float, actions: float | None) -> float:
    """The chance that the solo game ends with the player ahead: ``margin`` is the evaluation's
    margin with ``actions`` left, or the final margin (``actions`` None)."""
    if actions is None:
        return 1.0 if margin > WIN_AT else 0.0
    bias, spread = correction(actions)
    return _ahead(margin + bias, spread)


def solo_win_worth(margin: float, actions: float | None) -> float:
    """What the hard player maximises in a solo game: the chance of winning plus
    :data:`MARGIN_SHARE` for each point of the expected final margin."""
    if actions is None:
        return win_chance(margin, None) + MARGIN_SHARE * margin
    bias, spread = correction(actions)  # once: this runs for every played-out world
    return _ahead(margin + bias, spread) + MARGIN_SHARE * (margin + bias)


def _ahead(expected: float, spread: float) -> float:
    """The chance that a final margin around ``expected`` (normal, of ``spread``) wins."""
    z = (expected - WIN_AT) / spread
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))
