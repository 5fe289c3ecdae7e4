"""Computer players (easy, medium, hard), hints and headless AI games; Qt-free.

``make_ai(level, seed, time_budget)`` builds a player; ``player.choose(state, cancel=...)``
returns a legal action for the player to move (a reward choice when one is pending, the
Finishing Touches in that phase), or raises :class:`AICancelled` once ``cancel()`` is true.

- **medium** (:mod:`app.ai.greedy`) takes, one action at a time, the action whose outcome the
  evaluation (:mod:`app.ai.evaluate`) likes best, among the sensible ones
  (:mod:`app.ai.moves`): placements that bring a puzzle closer to full as the exact solver
  sees it, master actions built from them, puzzles, pieces, upgrades, ending the turn.
- **easy** judges the same way but slips like a person: it sometimes picks a good-enough
  action, sometimes forgets the master action, now and then does something merely plausible.
- **hard** (:mod:`app.ai.search`) plans the rest of its turn by beam search and plays the best
  plans out against guessed hidden cards, with the rivals (or the solo automaton) replying.

Every level is patient with black puzzles: it takes one only when it can realistically work on
it (:func:`app.ai.moves.black_ready`; easy a little sooner), as people build up from small
pieces, instead of emptying the black deck and so ending the game early (docs/ai.md).

In two-player games the hard player judges with a learned evaluation (:mod:`app.ai.learned`:
the hand-set evaluation's parts weighed by a model fitted to what each choice led to in
self-play, bench/train_value.py; docs/ai.md has how and the figures).
In the solo game it plays for the chance of winning rather than the margin (a tie is the
automaton's win; :mod:`app.ai.odds`).

No level reads the face-down decks (:mod:`app.ai.hidden`). Each decision is a function of the
seed and the public state only, so games replay identically, unless the time budget has to cut
a decision short on a slow or busy machine (the hard player's search; on a crafted deck, the
medium and easy players' judging of their candidates, see :mod:`app.ai.greedy`).
"""

from __future__ import annotations

from app.ai.greedy import EasyAI, GreedyAI
from app.ai.learned import shipped_model
from app.ai.player import AICancelled, AIPlayer
from app.ai.search import PLANNED_FROM, SearchAI

LEVELS = ("easy", "medium", "hard")
HARD_BUDGET = 1.0  # seconds per decision of the hard player unless told otherwise
LONGER_BUDGET = PLANNED_FROM
"""The hard player's budget when the player asks it to think longer (Preferences): from it the
two-player search plans the replies in its play-outs, which more time makes stronger there
(docs/ai.md, "Planned replies"); in other games more time was not measured to help."""


def table_budget(level: str, players: int, solo: bool, think_longer: bool) -> float | None:
    """The time budget of an AI seat at the table: :data:`LONGER_BUDGET` for a hard player
    asked to think longer in a two-player game, else None (the level's own). Longer thinking is
    given only where it was measured to make the player stronger: elsewhere it would only make
    the player wait."""
    longer = think_longer and level == "hard" and players == 2 and not solo
    return LONGER_BUDGET if longer else None


def make_ai(level: str, seed: int = 0, time_budget: float | None = None) -> AIPlayer:
    """An AI player of ``level`` ("easy", "medium" or "hard").

    ``time_budget`` is the most seconds one decision may take (1.0 by default; the greedy
    levels are far below it on any sane deck). The same seed makes the same decisions.

    :raises ValueError: for an unknown level or a budget that is not positive.
    """
    if time_budget is not None and not time_budget > 0:
        raise ValueError(f"the time budget must be positive, not {time_budget!r}")
    # every level keeps to a budget: the greedy ones are far below it on any sane deck, but a
    # crafted deck can make the solver's answers slow (then they become rough estimates)
    budget = HARD_BUDGET if time_budget is None else time_budget
    if level == "easy":
        return EasyAI(seed, budget)
    if level == "medium":
        return GreedyAI(seed, budget)
    if level == "hard":
        return SearchAI(seed, budget, model=shipped_model())
    raise ValueError(f"unknown AI level {level!r} (choose easy, medium or hard)")


__all__ = ["HARD_BUDGET", "LEVELS", "LONGER_BUDGET", "AICancelled", "AIPlayer", "make_ai",
           "table_budget"]
