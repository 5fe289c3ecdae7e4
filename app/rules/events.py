"""What happened during an action: for the game log, animations and AI bookkeeping.

Each kind of event is its own small frozen value carrying the fields of that kind (no field is
reused for another meaning). ``event.kind`` names the kind for code that only needs to know
which one it is; code that reads fields narrows with ``isinstance``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import ClassVar, TypeAlias

from app.rules.shapes import Mask


class EventKind(Enum):
    """Kinds of things that happen on the table."""

    PUZZLE_TAKEN = "puzzle_taken"
    PIECE_TAKEN = "piece_taken"
    PIECE_RETURNED = "piece_returned"
    PIECE_PLACED = "piece_placed"
    PUZZLE_COMPLETED = "puzzle_completed"
    REWARD_TAKEN = "reward_taken"
    REWARD_PENDING = "reward_pending"
    TURN_ENDED = "turn_ended"
    END_TRIGGERED = "end_triggered"
    FINAL_ROUND = "final_round"
    FINISHING_TOUCHES = "finishing_touches"
    LOCK_MOVED = "lock_moved"
    OPPONENT_TOOK = "opponent_took"
    LOCKS_RETURNED = "locks_returned"
    OPPONENT_IDLE = "opponent_idle"
    GAME_FINISHED = "game_finished"


@dataclass(frozen=True, slots=True)
class PuzzleTaken:
    """A player took a puzzle from a row (or the solo grid); ``replacement`` was revealed in
    its place (None when the deck was empty)."""

    kind: ClassVar[EventKind] = EventKind.PUZZLE_TAKEN
    player: int
    puzzle: str
    replacement: str | None = None


@dataclass(frozen=True, slots=True)
class PieceTaken:
    """A piece came from the reserve into a player's supply; ``returned`` is the piece given
    back for it by an upgrade or exchange (None for "take a level-1 piece")."""

    kind: ClassVar[EventKind] = EventKind.PIECE_TAKEN
    player: int
    piece: str
    returned: str | None = None


@dataclass(frozen=True, slots=True)
class PieceReturned:
    """A player gave a piece back to the reserve (the first half of an upgrade or exchange)."""

    kind: ClassVar[EventKind] = EventKind.PIECE_RETURNED
    player: int
    piece: str


@dataclass(frozen=True, slots=True)
class PiecePlaced:
    """A piece went from a player's supply onto one of their puzzles, covering ``cells``."""

    kind: ClassVar[EventKind] = EventKind.PIECE_PLACED
    player: int
    puzzle: str
    piece: str
    cells: Mask


@dataclass(frozen=True, slots=True)
class PuzzleCompleted:
    """A puzzle was completed: its pieces went back to the supply, its points were scored."""

    kind: ClassVar[EventKind] = EventKind.PUZZLE_COMPLETED
    player: int
    puzzle: str
    points: int


@dataclass(frozen=True, slots=True)
class RewardTaken:
    """The reward of a completed puzzle: ``piece`` was taken for the ``wanted`` reward (another
    piece by the shortage rule; None when the reserve was empty)."""

    kind: ClassVar[EventKind] = EventKind.REWARD_TAKEN
    player: int
    puzzle: str
    piece: str | None
    wanted: str


@dataclass(frozen=True, slots=True)
class RewardPending:
    """The shortage rule leaves a choice for the reward of ``puzzle``: one of ``options``."""

    kind: ClassVar[EventKind] = EventKind.REWARD_PENDING
    player: int
    puzzle: str
    wanted: str
    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TurnEnded:
    """A player's turn ended."""

    kind: ClassVar[EventKind] = EventKind.TURN_ENDED
    player: int


@dataclass(frozen=True, slots=True)
class EndTriggered:
    """The last card of the (black or solo) deck was drawn by ``player``'s action."""

    kind: ClassVar[EventKind] = EventKind.END_TRIGGERED
    player: int


@dataclass(frozen=True, slots=True)
class FinalRound:
    """The final round begins."""

    kind: ClassVar[EventKind] = EventKind.FINAL_ROUND


@dataclass(frozen=True, slots=True)
class FinishingTouchesMade:
    """A player's Finishing Touches: ``pieces`` placed, a point each."""

    kind: ClassVar[EventKind] = EventKind.FINISHING_TOUCHES
    player: int
    pieces: int


@dataclass(frozen=True, slots=True)
class LockMoved:
    """Solo: taking a puzzle moved a counter from above ``column`` (0-2) into the automaton's
    supply; ``piece`` names the real piece in a game read from a version-1 record."""

    kind: ClassVar[EventKind] = EventKind.LOCK_MOVED
    player: int
    column: int
    piece: str | None = None


@dataclass(frozen=True, slots=True)
class OpponentTook:
    """Solo: the automaton took ``puzzle`` from grid ``position`` (0-8); ``replacement`` was
    revealed there (None when the deck was empty)."""

    kind: ClassVar[EventKind] = EventKind.OPPONENT_TOOK
    puzzle: str
    points: int
    position: int
    replacement: str | None = None


@dataclass(frozen=True, slots=True)
class LocksReturned:
    """Solo: every column was locked, so one counter left each instead."""

    kind: ClassVar[EventKind] = EventKind.LOCKS_RETURNED


@dataclass(frozen=True, slots=True)
class OpponentIdle:
    """Solo: no puzzle lay in the unlocked columns, so the automaton did nothing."""

    kind: ClassVar[EventKind] = EventKind.OPPONENT_IDLE


@dataclass(frozen=True, slots=True)
class GameFinished:
    """The game is over; ``winners`` are the winning players (none: the automaton won)."""

    kind: ClassVar[EventKind] = EventKind.GAME_FINISHED
    winners: tuple[int, ...]


Event: TypeAlias = (
    PuzzleTaken
    | PieceTaken
    | PieceReturned
    | PiecePlaced
    | PuzzleCompleted
    | RewardTaken
    | RewardPending
    | TurnEnded
    | EndTriggered
    | FinalRound
    | FinishingTouchesMade
    | LockMoved
    | OpponentTook
    | LocksReturned
    | OpponentIdle
    | GameFinished
)
"""One thing that happened."""
