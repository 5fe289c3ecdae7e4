"""Game analyses kept with the save (the ``analysis`` entry of a save's ``app`` section).

An analysis is stored under its key: the digest of the game record it is of, the budget, the seed
and the analysis version (all inside the :class:`~app.ai.analysis.GameAnalysis` itself). The
stored one is used when the key matches, so analysing a game twice is instant; one of another
game (the save was continued), budget, seed or version is stale and simply not used.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace

from app.ai.analysis import ANALYSIS_VERSION, GameAnalysis, fits, record_digest
from app.core.atomic import atomic_write_bytes
from app.core.saves import SaveData, load_save, save_to_bytes
from app.rules import GameRecord


def analysed_players(save: SaveData) -> tuple[int, ...]:
    """The players an analysis reviews by default: the human seats (every seat when none is
    human, e.g. a game of AI players)."""
    humans = tuple(i for i, seat in enumerate(save.seats) if seat.kind == "human")
    return humans or tuple(range(len(save.seats)))


def usable(analysis: GameAnalysis, record: GameRecord) -> bool:
    """Whether ``analysis`` was made by this version of the method and is of ``record``'s game,
    consistent with it (:func:`app.ai.analysis.fits`: a file made by hand may carry the right
    digest with anything else)."""
    return analysis.version == ANALYSIS_VERSION and fits(analysis, record)


def matches(
    analysis: GameAnalysis,
    save: SaveData,
    budget: float,
    seed: int,
    players: Sequence[int] | None = None,
) -> bool:
    """Whether ``analysis`` is of this save's game, at this budget and seed, by this version of
    the analysis (and of exactly ``players`` when given), and consistent with the game (see
    :func:`app.ai.analysis.fits`)."""
    return (
        analysis.budget == float(budget)
        and analysis.seed == seed
        and (players is None or analysis.players == tuple(sorted(set(players))))
        and usable(analysis, save.record)
    )


def stored_analysis(
    save: SaveData, budget: float, seed: int = 0, players: Sequence[int] | None = None
) -> GameAnalysis | None:
    """The analysis stored in ``save`` if it matches (see :func:`matches`), else None."""
    found = save.analysis
    if found is None or not matches(found, save, budget, seed, players):
        return None
    return found


def save_with_analysis(path: str | os.PathLike[str], analysis: GameAnalysis) -> SaveData:
    """Store ``analysis`` in the saved game (or game record) at ``path``, replacing any analysis
    it held; everything else in the file stays as it was (its time stamp too). The write is
    atomic: on failure the file is left as it was.

    :raises InvalidSave: if the file cannot be read as a game.
    :raises ValueError: if the analysis is of another game than the file's.
    :raises WriteFailed: (an ``OSError``) if the file could not be written.
    """
    save = load_save(path)
    if analysis.record_digest != record_digest(save.record):
        raise ValueError("the analysis is of another game than the one in the file")
    updated = replace(save, analysis=analysis)
    atomic_write_bytes(path, save_to_bytes(updated))
    return updated
