"""The deck's puzzle cards as a Qt item model: the card grid and the table view both show it.

:class:`PuzzleModel` has a row per puzzle, in deck order, and a column per figure (the card,
colour, points, reward, squares, fewest pieces, fillings, findings); it follows the
document's signals, so views never poll. :class:`PuzzleSort` sorts and filters it for the
views (by points, size, reward or difficulty; white, black or all) without changing the deck's
order.

Thumbnails are painted only when a view asks for one (only the cards in sight), and then in
slices of a few milliseconds between two turns of the event loop (:class:`Thumbnails`): a deck
of 500 cards opens without painting 500 cards first, and the window answers meanwhile. A card
not painted yet shows as a plain card of its colour.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from app.core.validation import DeckReport, PuzzleStats, Severity
from app.model.deck_document import DeckDocument
from app.render.looks import piece_palette
from app.rules import Puzzle
from app.templates import counted, fill
from editor.icons import card_size, card_thumbnail, piece_icon, severity_icon
from editor.puzzle_inspector import finding_text

THUMB_WIDTH = 92
ID_ROLE = Qt.ItemDataRole.UserRole
SLICE_SECONDS = 0.008
"""How long one slice of thumbnail painting may run before the event loop turns again."""
_SEVERITY_RANK = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2, None: 3}

AnyIndex = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    """The model's columns."""

    CARD = 0
    COLOUR = 1
    POINTS = 2
    REWARD = 3
    SQUARES = 4
    FEWEST = 5
    FILLINGS = 6
    FINDINGS = 7


class Thumbnails(QObject):
    """Card thumbnails painted on demand, a few milliseconds at a time."""

    painted = Signal()
    """Some thumbnails asked for were painted (views ask for them again)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._done: dict[Hashable, QIcon] = {}
        self._queue: dict[Hashable, Callable[[], QPixmap]] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._paint_slice)
        self.painted_count = 0
        """How many thumbnails were painted (tests count the work done)."""

    def get(self, key: Hashable, paint: Callable[[], QPixmap]) -> QIcon | None:
        """The thumbnail for ``key`` if it is painted, else None (it is then painted soon)."""
        icon = self._done.get(key)
        if icon is None:
            self._queue[key] = paint
            if not self._timer.isActive():
                self._timer.start()
        return icon

    @property
    def pending(self) -> int:
        """Thumbnails asked for and not painted yet."""
        return len(self._queue)

    def flush(self) -> None:
        """Paint every thumbnail asked for now (screenshots, tests)."""
        self._paint_slice(budget=None)

    def clear(self) -> None:
        """Forget every thumbnail (the palette changed; another deck opened)."""
        self._done.clear()
        self._queue.clear()
        self._timer.stop()

    def _paint_slice(self, budget: float | None = SLICE_SECONDS) -> None:
        start = time.perf_counter()
        painted = False
        # the latest asked for first: those are the cards in sight now
        while self._queue:
            key = next(reversed(self._queue))
            paint = self._queue.pop(key)
            pm = paint()
            icon = QIcon(pm)
            icon.addPixmap(pm, QIcon.Mode.Selected)  # the card shows as it is, not tinted
            if len(self._done) > 2000:
                self._done.clear()
            self._done[key] = icon
            self.painted_count += 1
            painted = True
            if budget is not None and time.perf_counter() - start > budget:
                break
        if not self._queue:
            self._timer.stop()
        if painted:
            self.painted.emit()


def _placeholder(colour: str) -> QIcon:
    """A plain card of a colour, shown until the card's thumbnail is painted."""
    size = card_size(THUMB_WIDTH)
    pm = QPixmap(size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    dark = colour == "black"
    p.setPen(QColor("#3a3530" if dark else "#b8ad9c"))
    p.setBrush(QColor("#4a4540" if dark else "#f4efe6"))
    p.drawRoundedRect(1, 1, size.width() - 2, size.height() - 2, 8, 8)
    p.end()
    return QIcon(pm)


class PuzzleModel(QAbstractTableModel):
    """The puzzles of a document, one row each in deck order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc: DeckDocument | None = None
        self.report: DeckReport | None = None
        self.thumbnails = Thumbnails(self)
        self.thumbnails.painted.connect(self._on_painted)
        self._placeholders: dict[str, QIcon] = {}
        self._rows: list[Puzzle] = []  # the document's puzzles as this model has told them

    # ------------------------------------------------------------------ the document

    def set_document(self, doc: DeckDocument | None) -> None:
        """Show this document's puzzles."""
        self.beginResetModel()
        if self.doc is not None:
            for signal, slot in self._links(self.doc):
                signal.disconnect(slot)
        self.doc = doc
        self.report = None
        self.thumbnails.clear()
        self._rows = list(doc.puzzles) if doc is not None else []
        if doc is not None:
            for signal, slot in self._links(doc):
                signal.connect(slot)
        self.endResetModel()

    def _links(self, doc: DeckDocument) -> list[tuple[Any, Callable[..., None]]]:
        return [
            (doc.puzzle_changed, self._on_changed),
            (doc.puzzle_renamed, self._on_renamed),
            (doc.puzzle_inserted, self._on_inserted),
            (doc.puzzle_removed, self._on_removed),
            (doc.piece_changed, self._on_pieces),
            (doc.piece_inserted, self._on_pieces),
            (doc.piece_removed, self._on_pieces),
        ]

    def set_report(self, report: DeckReport | None) -> None:
        """Show what validation found (marks, the solver's figures)."""
        self.report = report
        self._all_changed()

    def _all_changed(self) -> None:
        rows = self.rowCount()
        if rows:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, len(Column) - 1))

    def _on_changed(self, puzzle_id: str) -> None:
        if self.doc is not None and self.doc.has_puzzle(puzzle_id):
            row = self.doc.puzzle_index(puzzle_id)
            self._rows[row] = self.doc.puzzles[row]
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(Column) - 1))

    def _on_renamed(self, _old: str, new: str) -> None:
        self._on_changed(new)

    def _on_inserted(self, puzzle_id: str, row: int) -> None:
        if self.doc is None:
            return
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.insert(row, self.doc.puzzle(puzzle_id))
        self.endInsertRows()

    def _on_removed(self, _puzzle_id: str, row: int) -> None:
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._rows[row]
        self.endRemoveRows()

    def _on_pieces(self, *_args: object) -> None:
        if self.doc is not None:
            self._rows = list(self.doc.puzzles)  # a piece renamed carries rewards along
        self._all_changed()  # a reward's shape or colour may have changed

    def _on_painted(self) -> None:
        rows = self.rowCount()
        if rows:
            self.dataChanged.emit(self.index(0, Column.CARD), self.index(rows - 1, Column.CARD),
                                  [Qt.ItemDataRole.DecorationRole])

    # ------------------------------------------------------------------ reading

    def puzzle_at(self, row: int) -> Puzzle | None:
        """The puzzle of a row."""
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, puzzle_id: str) -> int | None:
        """The row of a puzzle (None if it has none)."""
        return next((i for i, p in enumerate(self._rows) if p.id == puzzle_id), None)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._headers()[section][0]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._headers()[section][1]
        return None

    def _headers(self) -> list[tuple[str, str]]:
        return [
            (self.tr("Card"), self.tr("The card's id and points")),
            (self.tr("Colour"), self.tr("White or black")),
            (self.tr("Points"), self.tr("Victory points for completing it")),
            (self.tr("Reward"), self.tr("The piece taken from the reserve on completing it")),
            (self.tr("Squares"), self.tr("Recessed squares to fill")),
            (self.tr("Fewest pieces"),
             self.tr("The fewest pieces of the reserve that fill it: each takes an action to "
                     "place")),
            (self.tr("Fillings"),
             self.tr("In how many ways the reserve's pieces fill it: fewer ways are harder to "
                     "see")),
            (self.tr("Findings"), self.tr("What validation says about the card")),
        ]

    def stats(self, puzzle_id: str) -> PuzzleStats | None:
        """What the solver says about a puzzle (None before the first check)."""
        return self.report.puzzles.get(puzzle_id) if self.report is not None else None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        p = self.puzzle_at(index.row()) if index.isValid() else None
        if p is None:
            return None
        column = Column(index.column())
        if role == ID_ROLE:
            return p.id
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(p, column)
        if role == Qt.ItemDataRole.DecorationRole:
            return self._decoration(p, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(p, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            Column.POINTS, Column.SQUARES, Column.FEWEST, Column.FILLINGS
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _text(self, p: Puzzle, column: Column) -> str | None:
        st = self.stats(p.id)
        if column is Column.CARD:
            return fill(self.tr("%1 · %n pts", "", p.points), p.id)
        if column is Column.COLOUR:
            return (self.tr("White", "the colour of one card") if p.colour == "white"
                    else self.tr("Black", "the colour of one card"))
        if column is Column.POINTS:
            return str(p.points)
        if column is Column.REWARD:
            return p.reward
        if column is Column.SQUARES:
            return str(p.size)
        if column is Column.FEWEST:
            if st is None or not st.fillable_with_reserve or st.fewest_pieces is None:
                return "–"
            return str(st.fewest_pieces)
        if column is Column.FILLINGS:
            if st is None or st.fillable_with_reserve is None:
                return "?" if st is not None else "–"
            if not st.fillable_with_reserve:
                return "0"
            if st.fillings is None:
                return "?"
            return QLocale().toString(st.fillings) + ("+" if st.fillings_capped else "")
        if column is Column.FINDINGS and self.report is not None:
            found = self.report.for_puzzle(p.id)
            return counted(self.tr("%n finding(s)", "", len(found)), len(found)) if found else ""
        return None

    def _decoration(self, p: Puzzle, column: Column) -> QIcon | None:
        doc = self.doc
        if doc is None:
            return None
        if column is Column.CARD:
            return self.thumbnail(p)
        if column is Column.REWARD and doc.has_piece(p.reward):
            return piece_icon(doc.piece(p.reward), 20)
        if column is Column.FINDINGS and self.report is not None:
            worst = self.report.worst_for_puzzle(p.id)
            return severity_icon(worst, 16) if worst is not None else None
        return None

    def thumbnail(self, p: Puzzle) -> QIcon:
        """The card's thumbnail, or a plain card of its colour until it is painted."""
        doc = self.doc
        assert doc is not None
        deck = doc.deck()
        badge = self.report.worst_for_puzzle(p.id) if self.report is not None else None
        reward = deck.shape(p.reward) if p.reward in deck.shape_index else None
        key = (p, reward.cells if reward else None, reward.colour if reward else None, badge,
               piece_palette())
        icon = self.thumbnails.get(
            key, lambda: card_thumbnail(p, deck, THUMB_WIDTH, badge=badge))
        if icon is not None:
            return icon
        placeholder = self._placeholders.get(p.colour)
        if placeholder is None:
            placeholder = self._placeholders[p.colour] = _placeholder(p.colour)
        return placeholder

    def _tooltip(self, p: Puzzle, column: Column) -> str:
        if column is Column.FINDINGS and self.report is not None:
            return "\n".join(finding_text(f) for f in self.report.for_puzzle(p.id))
        colour = self.tr("white") if p.colour == "white" else self.tr("black")
        return (
            fill(counted(self.tr("%1: %2 puzzle, %n point(s), reward %3", "", p.points), p.points),
                 p.id, colour, p.reward)
        )

    # ------------------------------------------------------------------ sorting

    def sort_key(self, row: int, column: int) -> tuple[float, ...]:
        """What a column sorts by (ties keep the deck's order)."""
        p = self.puzzle_at(row)
        doc = self.doc
        if p is None or doc is None:
            return (float(row),)
        st = self.stats(p.id)
        c = Column(column)
        if c is Column.COLOUR:
            return (float(p.colour == "black"), row)
        if c is Column.POINTS:
            return (p.points, row)
        if c is Column.REWARD:
            known = doc.has_piece(p.reward)
            shape = doc.piece(p.reward) if known else None
            level = shape.level if shape is not None else 99
            return (level, doc.piece_index(p.reward) if known else 99, row)
        if c is Column.SQUARES:
            return (p.size, row)
        if c is Column.FEWEST:  # difficulty: more pieces, then fewer ways, is harder
            if st is None or not st.fillable_with_reserve or st.fewest_pieces is None:
                return (99.0, 0.0, row)
            ways = st.fillings if st.fillings is not None else 0
            return (st.fewest_pieces, -ways, row)
        if c is Column.FILLINGS:
            if st is None or not st.fillable_with_reserve:
                return (-1.0, row)
            return (st.fillings if st.fillings is not None else 1e9, row)
        if c is Column.FINDINGS:
            worst = self.report.worst_for_puzzle(p.id) if self.report is not None else None
            return (_SEVERITY_RANK[worst], row)
        return (float(row),)


class PuzzleSort(QSortFilterProxyModel):
    """The puzzles as a view shows them: sorted by a column's key, white, black or all."""

    def __init__(self, model: PuzzleModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSourceModel(model)
        self.puzzles = model
        self.colour: str | None = None  # None: both colours
        self.setDynamicSortFilter(True)

    def set_colour(self, colour: str | None) -> None:
        """Show only white (``"white"``), black (``"black"``) or all (None) puzzles."""
        if colour != self.colour:
            self.colour = colour
            self.invalidateFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        p = self.puzzles.puzzle_at(source_row)
        return p is not None and (self.colour is None or p.colour == self.colour)

    def lessThan(self, left: AnyIndex, right: AnyIndex) -> bool:
        column = left.column()
        return self.puzzles.sort_key(left.row(), column) < self.puzzles.sort_key(
            right.row(), column)


def grid_size() -> QSize:
    """The cell of a card in the grid: the thumbnail and a line of text under it."""
    thumb = card_size(THUMB_WIDTH)
    return QSize(thumb.width() + 16, thumb.height() + 30)
