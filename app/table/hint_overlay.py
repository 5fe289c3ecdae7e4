"""What a hint draws on the table: rings with a tag of words, ghost pieces and crosses.

The items only draw (STYLE.md §4); :mod:`app.table.hint_controller` decides what they show.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from app.render import card_cell_origin, card_cell_rect, card_cell_size, paint_cross, paint_piece
from app.render.looks import piece_colour
from app.render.theme import qcolor, with_alpha
from app.rules import Cell
from app.table.items import label

HINT_COLOUR = "#62e0ff"  # a cool cyan: apart from the gold of focus and choices
HINT_INK = "#06212b"
OVERLAY_Z = 60.0  # above the cards and piles, under a held piece (100)


class HintMarkItem(QGraphicsObject):
    """A glowing ring around what the hint points at, with a tag of words above it (so the
    colour is not the only sign)."""

    def __init__(self, rect: QRectF, tag: str) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.tag = tag
        self.keep = True  # the scene keeps it over rebuilds; the hint controller removes it
        self.setZValue(OVERLAY_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def tag_rect(self) -> QRectF:
        """Where the tag is drawn: centred on the ring's top edge."""
        h = 17.0
        r = self.rect
        # no wider than the ring (text shrinks to fit), so tags of neighbours do not overlap
        w = max(34.0, min(r.width() - 8, 8.5 * len(self.tag) + 22))
        return QRectF(r.center().x() - w / 2, r.top() - h * 0.75, w, h)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-10, -10, 10, 10).united(self.tag_rect().adjusted(-2, -2, 2, 2))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(with_alpha(HINT_COLOUR, 70), 12))
        painter.drawRoundedRect(r, 9, 9)
        painter.setPen(QPen(with_alpha("#001018", 200), 5))
        painter.drawRoundedRect(r, 9, 9)
        painter.setPen(QPen(qcolor(HINT_COLOUR), 3))
        painter.drawRoundedRect(r, 9, 9)
        if self.tag:
            t = self.tag_rect()
            path = QPainterPath()
            path.addRoundedRect(t, t.height() / 2, t.height() / 2)
            painter.fillPath(path, qcolor(HINT_COLOUR))
            painter.setPen(QPen(qcolor(HINT_INK), 1.2))
            painter.drawPath(path)
            label(painter, self.tag, t.adjusted(9, 4, -9, -4), HINT_INK,
                  align=Qt.AlignmentFlag.AlignHCenter)


class HintGhostItem(QGraphicsObject):
    """Ghost pieces where the hint would put them on one card, and crosses on the cells a
    reason names (e.g. a hole no piece fits)."""

    def __init__(self, card_rect: QRectF, pieces: Sequence[tuple[Sequence[Cell], str]],
                 crosses: Sequence[Cell] = ()) -> None:
        super().__init__()
        self.card_rect = QRectF(card_rect)
        self.pieces = tuple((tuple(cells), colour) for cells, colour in pieces)
        self.crosses = tuple(crosses)
        self.keep = True
        self.setZValue(OVERLAY_Z - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.card_rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        origin = card_cell_origin(self.card_rect)
        cs = card_cell_size(self.card_rect)
        for cells, colour in self.pieces:
            # a ghost is painted a shade lighter than its colour: start a shade darker, so
            # the ghost shows the piece's own colour (a yellow O1 stays yellow on a white card)
            paint_piece(painter, cells, qcolor(piece_colour(colour)).darker(135), origin, cs,
                        ghost=True, legal=True)
        for r, c in self.crosses:
            paint_cross(painter, card_cell_rect(self.card_rect, r, c))
