"""What happened during an action: for the game log, animations and AI bookkeeping."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from app.rules.shapes import Mask


class EventKind(Enum):
    """Kinds of things that happen on the table."""

    PUZZLE_TAKEN = "puzzle_taken"  # player, puzzle, detail=replacement card id or ""
    PIECE_TAKEN = "piece_taken"  # player, piece
    PIECE_RETURNED = "piece_returned"  # player, piece (upgrade/exchange gives it back)
    PIECE_PLACED = "piece_placed"  # player, puzzle, piece, cells
    PUZZLE_COMPLETED = "puzzle_completed"  # player, puzzle, points
    REWARD_TAKEN = "reward_taken"  # player, puzzle, piece ("" if the reserve was empty)
    REWARD_PENDING = "reward_pending"  # player, puzzle, detail = options joined by ","
    TURN_ENDED = "turn_ended"  # player
    END_TRIGGERED = "end_triggered"  # player (who drew the last card)
    FINAL_ROUND = "final_round"
    FINISHING_TOUCHES = "finishing_touches"  # player, points = pieces placed
    LOCK_MOVED = "lock_moved"  # solo: a counter moved from column `points` to the automaton's
    # supply; `piece` names the real piece in a version-1 game, else ""
    OPPONENT_TOOK = "opponent_took"  # solo: puzzle, points, detail=replacement
    LOCKS_RETURNED = "locks_returned"  # solo: all columns were locked; one counter left each
    OPPONENT_IDLE = "opponent_idle"  # solo: no puzzle in the unlocked columns
    GAME_FINISHED = "game_finished"


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. Fields that do not apply are left at their defaults."""

    kind: EventKind
    player: int = -1
    puzzle: str = ""
    piece: str = ""
    points: int = 0
    cells: Mask = 0
    detail: str = ""
