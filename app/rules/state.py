"""Immutable game state (``apply`` in engine.py returns a new state and never mutates one), and
its text picture (``str(state)``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, TypeVar, cast

from app.rules.deck import Deck
from app.rules.shapes import CARD_SIZE, Mask


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


# ---------------------------------------------------------------------------------------------
# the text picture of a position (``str(state)``), for bug reports, traces and tests
#
# Each puzzle is drawn as its 5x5 card: ``#`` a solid square, ``.`` an empty recessed square,
# and a digit for the pieces on it (``1`` the first piece placed, with a legend such as
# ``1=L3``). Columns carry the letters of the action notation (``a``-``e``) and rows the
# numbers ``1``-``5``, so a square in the picture is named the way ``place W12 L3 b1 b2 c2``
# names it.

_DIGITS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _counts(deck: Deck, counts: Sequence[int], zeros: bool = False) -> str:
    parts = [f"{deck.shapes[i].id}x{n}" for i, n in enumerate(counts) if n or zeros]
    return " ".join(parts) if parts else "-"


def card_lines(deck: Deck, puzzle_id: str, pieces: Sequence[tuple[int, Mask]] = ()) -> list[str]:
    """The card as five lines of ``# . 1 2 ...`` with the column letters above it."""
    region = deck.puzzle_by_id[puzzle_id].mask
    lines = ["  a b c d e"]
    for r in range(CARD_SIZE):
        row = []
        for c in range(CARD_SIZE):
            bit = 1 << (r * CARD_SIZE + c)
            ch = "." if region & bit else "#"
            for k, (_si, mask) in enumerate(pieces):
                if mask & bit:
                    ch = _DIGITS[k % len(_DIGITS)]
            row.append(ch)
        lines.append(f"{r + 1} " + " ".join(row))
    return lines


def _puzzle_block(deck: Deck, pz: PuzzleInPlay) -> list[str]:
    puzzle = deck.puzzle_by_id[pz.id]
    head = f"{pz.id} ({puzzle.points}p, {puzzle.reward})"
    legend = " ".join(
        f"{_DIGITS[k % len(_DIGITS)]}={deck.shapes[si].id}" for k, (si, _m) in enumerate(pz.pieces)
    )
    lines = [head, *card_lines(deck, pz.id, pz.pieces)]
    if legend:
        lines.append(legend)
    return lines


def _side_by_side(blocks: list[list[str]], gap: int = 3) -> list[str]:
    if not blocks:
        return []
    widths = [max(len(line) for line in b) for b in blocks]
    height = max(len(b) for b in blocks)
    out = []
    for i in range(height):
        cells = [(b[i] if i < len(b) else "").ljust(w) for b, w in zip(blocks, widths, strict=True)]
        out.append((" " * gap).join(cells).rstrip())
    return out


def _player(state: GameState, index: int, p: PlayerState) -> list[str]:
    deck = state.deck
    marker = ">" if index == state.current and state.winners is None else " "
    done = " ".join(p.completed) or "-"
    line = f"{marker} {index}: {p.name}  score {p.score}  completed {done}"
    if p.finishing_pieces:
        line += f"  finishing pieces {p.finishing_pieces}"
    lines = [line, f"    supply {_counts(deck, p.supply)}"]
    blocks = [_puzzle_block(deck, pz) for pz in p.puzzles]
    lines += ["    " + row for row in _side_by_side(blocks)]
    return lines


def _status(state: GameState) -> str:
    phase = state.phase.value.replace("_", " ")
    parts = [f"{phase}, round {state.round}"]
    if state.winners is None:
        parts.append(f"{state.player.name} to act")
        if state.phase.value == "playing":
            n = state.actions_left
            parts.append(f"{n} action{'' if n == 1 else 's'} left")
            if state.master_used:
                parts.append("master action used")
    if state.end_triggered:
        parts.append(f"end triggered (final round {state.final_round})")
    if state.pending:
        puzzle, reward = state.pending[0]
        parts.append(f"choose the reward for {puzzle} ({reward})")
    return "; ".join(parts)


def picture(state: GameState) -> str:
    """The position as text: turn, rows or solo grid, reserve, and every player's mat."""
    deck = state.deck
    lines = [_status(state)]
    solo = state.solo
    if solo is None:
        lines.append(f"white row: {' '.join(state.white_row) or '-'}  (deck {len(state.white_deck)})")
        lines.append(f"black row: {' '.join(state.black_row) or '-'}  (deck {len(state.black_deck)})")
    else:
        lines.append(
            f"automaton ({solo.difficulty}): score {solo.opponent_points}, supply "
            f"{solo.opponent_supply} counters, pile {' '.join(solo.opponent_completed) or '-'}"
        )
        lines.append("locks:  " + "  ".join(f"{n:^5}" for n in solo.locks))
        for r in range(3):
            cards = [solo.grid[r * 3 + c] or "--" for c in range(3)]
            lines.append(f"row {r + 1}:  " + "  ".join(f"{c:^5}" for c in cards))
        lines.append(f"deck: {len(solo.deck)}")
    lines.append(f"reserve: {_counts(deck, state.reserve, zeros=True)}")
    for i, p in enumerate(state.players):
        lines += _player(state, i, p)
    if state.winners is not None:
        names = [state.players[w].name for w in state.winners]
        lines.append("winners: " + (", ".join(names) if names else "the automaton"))
    return "\n".join(lines)


def one_line(state: GameState) -> str:
    """A short summary of the position on one line (for ``project-l replay --trace``)."""
    deck = state.deck
    scores = ", ".join(f"{p.name} {p.score}" for p in state.players)
    text = f"{_status(state)} | scores {scores}"
    if state.solo is not None:
        s = state.solo
        text += (
            f", automaton {s.opponent_points} | locks {'/'.join(map(str, s.locks))}, "
            f"supply {s.opponent_supply}"
        )
    text += f" | reserve {_counts(deck, state.reserve)}"
    return text


# ---------------------------------------------------------------------------------------------
# a quicker dataclasses.replace for the state's classes

_T = TypeVar("_T")
_KEEP = object()
_REPLACERS: dict[type, Callable[..., Any]] = {}


def evolve(obj: _T, /, **changes: Any) -> _T:
    """``dataclasses.replace(obj, **changes)`` for the state's classes (frozen, slotted, no
    ``__post_init__``), about twice as fast: the engine makes a new state of a few fields at
    every action, and the AI's searches apply millions of actions (bench/engine.py). An unknown
    field name raises TypeError, as with ``replace``."""
    make = _REPLACERS.get(type(obj)) or _REPLACERS.setdefault(type(obj), _replacer(type(obj)))
    return make(obj, **changes)  # type: ignore[no-any-return]  # a copy of obj: its type


def _replacer(cls: type) -> Callable[..., Any]:
    """A function ``(obj, *, field=..., ...)`` that builds a copy of ``obj`` (of ``cls``) with
    the fields given changed: generated code, as the dataclass's own ``__init__`` is."""
    assert dataclasses.is_dataclass(cls) and not hasattr(cls, "__post_init__"), cls
    names = [f.name for f in dataclasses.fields(cls)]
    assert all(f.init for f in dataclasses.fields(cls)), cls
    keywords = ", ".join(f"{n}=_KEEP" for n in names)
    body = "".join(f"    _set(new, {n!r}, obj.{n} if {n} is _KEEP else {n})\n" for n in names)
    source = f"def replace(obj, *, {keywords}):\n    new = _new(_cls)\n{body}    return new\n"
    space: dict[str, Any] = {"_KEEP": _KEEP, "_set": object.__setattr__, "_new": object.__new__,
                             "_cls": cls}
    exec(source, space)  # our own field names: identifiers by construction
    return cast(Callable[..., Any], space["replace"])
