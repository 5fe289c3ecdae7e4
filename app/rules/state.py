"""Immutable game state. ``apply`` in engine.py returns a new state and never mutates one."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from app.rules.deck import Deck
from app.rules.picture import picture
from app.rules.shapes import Mask


class Phase(Enum):
    """Where the game is."""

    PLAYING = "playing"
    FINISHING_TOUCHES = "finishing_touches"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class PuzzleInPlay:
    """An unfinished puzzle of a player: which cells are covered and by which pieces."""

    id: str
    filled: Mask = 0
    pieces: tuple[tuple[int, Mask], ...] = ()  # (shape index, cells), in the order placed


@dataclass(frozen=True, slots=True)
class PlayerState:
    """One player's mat: supply (count per shape), puzzles in the order taken, victory pile."""

    name: str
    supply: tuple[int, ...]
    puzzles: tuple[PuzzleInPlay, ...] = ()
    completed: tuple[str, ...] = ()
    points: int = 0  # points of the completed puzzles
    finishing_pieces: int = 0
    penalty: int = 0  # solo: points of unfinished puzzles, applied at the final scoring

    @property
    def score(self) -> int:
        """Completed points minus Finishing Touch pieces (minus the solo penalty once final)."""
        return self.points - self.finishing_pieces - self.penalty

    def puzzle(self, puzzle_id: str) -> PuzzleInPlay | None:
        """The unfinished puzzle with this id, if the player has it."""
        for p in self.puzzles:
            if p.id == puzzle_id:
                return p
        return None


@dataclass(frozen=True, slots=True)
class LegacySoloPieces:
    """The pieces behind the counters in a game read from a version-1 record.

    Version 1 of the record format played the locks and the automaton's supply with real level-1
    pieces taken from the reserve (docs/formats.md, "Versions"). Such a game replays as it was
    played: these piles (count per shape) say which pieces lie above each column and in the
    automaton's supply, and the counters of :class:`SoloState` are their sums.
    """

    locks: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    opponent: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SoloState:
    """The automaton's side of a solo game.

    The locks above the three columns and the automaton's supply are counters, not pieces of the
    reserve (rules.md, "Solo variant", revised 2026-11-26).
    """

    difficulty: str
    grid: tuple[str | None, ...]  # 9 positions, row by row; None where no card is left
    locks: tuple[int, int, int]  # counters above columns 1-3
    opponent_supply: int  # counters in the automaton's supply
    deck: tuple[str, ...]  # face-down cards, top first
    opponent_completed: tuple[str, ...] = ()
    opponent_points: int = 0
    legacy: LegacySoloPieces | None = None  # version-1 games only: the pieces behind the counters

    def locked(self, column: int) -> bool:
        """Whether a counter lies above this column (0-2)."""
        return self.locks[column] > 0


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything a player would expect back on undo."""

    deck: Deck = field(compare=False, repr=False)
    players: tuple[PlayerState, ...]
    reserve: tuple[int, ...]
    phase: Phase = Phase.PLAYING
    current: int = 0
    round: int = 1
    actions_left: int = 3
    master_used: bool = False
    white_row: tuple[str, ...] = ()
    black_row: tuple[str, ...] = ()
    white_deck: tuple[str, ...] = ()
    black_deck: tuple[str, ...] = ()
    end_triggered: bool = False
    final_round: int = 0  # the last round to play once the end is triggered
    # rewards still to give as (puzzle id, reward piece id); the first one waits for a choice
    pending: tuple[tuple[str, str], ...] = ()
    solo: SoloState | None = None
    winners: tuple[int, ...] | None = None

    @property
    def player(self) -> PlayerState:
        """The player whose turn it is."""
        return self.players[self.current]

    @property
    def is_solo(self) -> bool:
        """Whether this is the solo variant."""
        return self.solo is not None

    @property
    def is_final_round(self) -> bool:
        """Whether the round being played is the last one before Finishing Touches."""
        return self.end_triggered and self.round == self.final_round

    def __str__(self) -> str:
        """A text picture of the position (rows, reserve, every mat, puzzles as 5x5 cards)."""
        return picture(self)
