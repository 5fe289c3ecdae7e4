"""Tooltips of the table: what a card, a pile, a deck, a lock or a mat means, in words.

Every item of the table says what it shows when the pointer rests on it, so nothing is told by
its colour or its picture alone: a card its points, reward, squares and the fewest pieces that
fill it (worked out in the background, :mod:`app.model.puzzle_facts`), a pile its piece and
count, a deck its cards left, a solo lock its counters, a mat the player's score.
The scene calls :meth:`TableTooltips.apply` after each rebuild, on the items it shows.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from app.i18n import piece_name_text
from app.model.puzzle_facts import Fewest, PuzzleFacts
from app.rules import Deck, GameState, Puzzle, Shape, mask_to_cells
from app.table.counts import plural
from app.table.items import (
    CardItem,
    CounterItem,
    DeckItem,
    LockItem,
    MatInfoItem,
    PileItem,
    StackItem,
    TableItem,
    TargetKind,
)
from app.table.layout import TableLayout
from app.templates import counted, fill


class TableTooltips(QObject):
    """Writes the tooltips of the items shown, again when the fewest pieces become known."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.facts = PuzzleFacts(self)
        self.facts.known.connect(self._again)
        self._last: tuple[GameState, Sequence[TableItem], TableLayout] | None = None

    def piece_words(self, shape: Shape) -> str:
        """A piece as players say it: its id and the deck's name for it ("L3 (L tromino)")."""
        name = piece_name_text(shape)
        return fill(self.tr("%1 (%2)"), shape.id, name) if name else shape.id

    def fewest_words(self, answer: int | Fewest) -> str:
        """The line of a card's tooltip saying how few pieces fill it."""
        if isinstance(answer, int):
            return counted(self.tr("Fewest pieces that fill it: %n", None, answer), answer)
        if answer is Fewest.UNFILLABLE:
            return self.tr("The pieces of this deck cannot fill it")
        if answer is Fewest.TOO_HARD:
            return self.tr("Fewest pieces that fill it: too hard to work out")
        return self.tr("Fewest pieces that fill it: working it out…")

    def card_tip(self, puzzle: Puzzle, deck: Deck, fewest: int | Fewest, filled: int = 0) -> str:
        """A puzzle card: id and points, reward, squares (and how many are still empty)."""
        points = puzzle.points
        lines = [fill(counted(self.tr("Puzzle %1: %n point(s)", None, points), points),
                      puzzle.id)]
        reward = puzzle.reward
        if reward in deck.shape_index:
            reward = self.piece_words(deck.shape(reward))
        lines.append(fill(self.tr("Reward: piece %1"), reward))
        squares = puzzle.mask.bit_count()
        lines.append(counted(self.tr("%n square(s) to fill", None, squares), squares))
        if filled:
            empty = squares - filled
            lines.append(counted(self.tr("%n square(s) still empty", None, empty), empty))
        lines.append(self.fewest_words(fewest))
        return "\n".join(lines)

    def reserve_tip(self, shape: Shape, count: int) -> str:
        """A pile of the reserve."""
        text = counted(self.tr("Reserve: piece %1, %n left", None, count), count)
        return fill(text, self.piece_words(shape))

    def supply_tip(self, name: str, shape: Shape, count: int) -> str:
        """A pile of a player's supply."""
        text = counted(self.tr("%1's supply: piece %2, %n piece(s)", None, count), count)
        return fill(text, name, self.piece_words(shape))

    def deck_tip(self, which: str, count: int) -> str:
        """A face-down deck: ``which`` is "white", "black" or "solo"."""
        if which == "white":
            text = self.tr("White deck: %n card(s) left", None, count)
        elif which == "black":
            text = self.tr("Black deck: %n card(s) left", None, count)
        else:
            text = self.tr("Deck: %n card(s) left", None, count)
        return counted(text, count)

    def lock_tip(self, column: int, counters: int) -> str:
        """A solo lock above grid column ``column`` (1-based)."""
        if counters > 0:
            text = self.tr("Column %1 is locked by %n counter(s)", None, counters)
            return fill(counted(text, counters), column)
        return fill(self.tr("Column %1 is open"), column)

    def pile_tip(self, name: str, completed: int) -> str:
        """A player's pile of completed puzzles."""
        text = self.tr("%1 has completed %n puzzle(s)", None, completed)
        return fill(counted(text, completed), name)

    def mat_tip(self, name: str, score: int, completed: int, touches: int) -> str:
        """A player's name, score, completed puzzles and Finishing Touches."""
        # a score may be under zero (Finishing Touches), which Qt's %n leaves alone
        lines = [fill(plural(lambda k: self.tr("%1: %n point(s)", None, k), score), name),
                 counted(self.tr("Completed puzzles: %n", None, completed), completed)]
        if touches:
            text = self.tr("Finishing Touches: %n piece(s), %n point(s) taken off", None, touches)
            lines.append(counted(text, touches))
        return "\n".join(lines)

    def automaton_pile_tip(self, taken: int, points: int) -> str:
        """The automaton's pile (solo)."""
        return "\n".join((
            counted(self.tr("The automaton has taken %n puzzle(s)", None, taken), taken),
            counted(self.tr("Its score: %n point(s)", None, points), points)))

    def automaton_supply_tip(self, counters: int) -> str:
        """The automaton's supply of counters (solo)."""
        return counted(self.tr("The automaton's supply: %n counter(s)", None, counters),
                       counters)

    def apply(self, state: GameState, items: Sequence[TableItem], layout: TableLayout) -> None:
        """Give every item of ``items`` (the table showing ``state``) its tooltip."""
        self._last = (state, items, layout)
        for item in items:
            tip = self._tip(state, item, layout)
            if tip is not None and item.toolTip() != tip:
                item.setToolTip(tip)

    def _again(self) -> None:
        if self._last is not None:
            self.apply(*self._last)

    def _tip(self, state: GameState, item: TableItem, layout: TableLayout) -> str | None:
        deck = state.deck
        t = item.target
        if isinstance(item, CardItem):
            filled = sum(len(mask_to_cells(m)) for _, m in item.pieces)
            return self.card_tip(item.puzzle, item.deck,
                                 self.facts.fewest(item.deck, item.puzzle.id), filled)
        if isinstance(item, StackItem) and t is not None and 0 <= t.shape < len(deck.shapes):
            shape = deck.shapes[t.shape]
            if t.kind is TargetKind.RESERVE:
                return self.reserve_tip(shape, item.count)
            if t.kind is TargetKind.SUPPLY and 0 <= t.player < len(state.players):
                return self.supply_tip(state.players[t.player].name, shape, item.count)
        if isinstance(item, DeckItem) and t is not None:
            return self.deck_tip(t.puzzle or "solo", item.count)
        if isinstance(item, LockItem) and t is not None:
            return self.lock_tip(t.index + 1, item.count)
        if isinstance(item, PileItem) and t is not None:
            if t.kind is TargetKind.AUTOMATON and state.solo is not None:
                return self.automaton_pile_tip(len(state.solo.opponent_completed),
                                          state.solo.opponent_points)
            if t.kind is TargetKind.PILE and 0 <= t.player < len(state.players):
                return self.pile_tip(state.players[t.player].name, item.count)
        if isinstance(item, CounterItem):
            return self.automaton_supply_tip(item.count)
        if isinstance(item, MatInfoItem):
            for p, mat in enumerate(layout.mats[:len(state.players)]):
                if mat.info == item.rect:
                    pl = state.players[p]
                    tip = self.mat_tip(pl.name, pl.score, len(pl.completed),
                                       pl.finishing_pieces)
                    return f"{tip}\n{item.note}" if item.note else tip
        return None
