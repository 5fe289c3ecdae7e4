"""A text picture of a position (``str(state)``), for bug reports, traces and tests.

Each puzzle is drawn as its 5x5 card: ``#`` a solid square, ``.`` an empty recessed square, and
a digit for the pieces on it (``1`` the first piece placed, with a legend such as ``1=L3``).
Columns carry the letters of the action notation (``a``-``e``) and rows the numbers ``1``-``5``,
so a square in the picture is named the way ``place W12 L3 b1 b2 c2`` names it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from app.rules.shapes import CARD_SIZE, Mask

if TYPE_CHECKING:
    from app.rules.deck import Deck
    from app.rules.state import GameState, PlayerState, PuzzleInPlay

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
