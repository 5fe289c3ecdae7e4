"""Items that show what just happened: flyers of the animations that are more than a moving
picture (a card flipping face up, points rising, an exchange of pieces), the marks left on what
the last turn changed, and the banner of a pause after an AI turn.

Like every item of the table they only paint what they are given (STYLE.md §4).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from app.render import paint_card_back, paint_piece, paint_puzzle_card
from app.render.theme import qcolor, with_alpha
from app.rules import Cell, Deck, Puzzle
from app.table.items import GOLD, INK, FlyerItem, label

MARK_COLOUR = "#8fd3ff"  # a soft sky blue: not a colour of the pieces, not the gold of hints


class FlipCardItem(FlyerItem):
    """A card turned face up as it comes off its deck: the back shrinks to its edge, then the
    face opens (``progress`` 0..1, set by the animation)."""

    def __init__(self, size: QRectF, puzzle: Puzzle, deck: Deck, colour: str) -> None:
        super().__init__(size, puzzle=puzzle, deck=deck)
        self.back_colour = colour
        self.progress = 0.0

    def set_progress(self, t: float) -> None:
        """How far the flip is (0: the back, 1: the face)."""
        self.progress = t
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        t = self.progress
        face = t >= 0.5
        sx = max(0.04, abs(2 * t - 1))
        c = self.box.center()
        painter.save()
        painter.translate(c)
        painter.scale(sx, 1.0)
        painter.translate(-c)
        if face and self.puzzle is not None and self.deck is not None:
            paint_puzzle_card(painter, self.puzzle, self.deck, self.box)
        else:
            paint_card_back(painter, self.back_colour, self.box, None, title="")
        painter.restore()


def _paint_plate(painter: QPainter, box: QRectF, alpha: int, radius: float) -> None:
    """The dark plate, gold-rimmed, that a flyer's picture stands on (readable on any ground);
    the painter is left antialiased."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(qcolor(GOLD), 1.5))
    painter.setBrush(with_alpha("#1c130b", alpha))
    painter.drawRoundedRect(box, radius, radius)


class PointsItem(FlyerItem):
    """"+N" rising over a player's score, on a dark pill so it reads on any background."""

    def __init__(self, size: QRectF, text: str) -> None:
        super().__init__(size)
        self.text = text
        self.setZValue(60)

    def set_progress(self, t: float) -> None:
        """Fades out over the last quarter of the rise."""
        self.setOpacity(1.0 if t < 0.75 else max(0.0, (1.0 - t) / 0.25))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        b = self.box
        _paint_plate(painter, b, 235, b.height() / 2)
        label(painter, self.text, b.adjusted(8, 4, -8, -4), GOLD,
              align=Qt.AlignmentFlag.AlignHCenter)


class ExchangeItem(FlyerItem):
    """An upgrade or exchange in one picture: the piece given back, an arrow, the piece taken."""

    def __init__(self, size: QRectF, old: Sequence[Cell], old_colour: str, new: Sequence[Cell],
                 new_colour: str, cell_size: float) -> None:
        super().__init__(size)
        self.old = tuple(old)
        self.old_colour = old_colour
        self.new = tuple(new)
        self.new_colour = new_colour
        self.cs = cell_size
        self.setZValue(55)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        b = self.box
        _paint_plate(painter, b, 225, 10)
        third = b.width() / 3
        for cells, colour, x in ((self.old, self.old_colour, b.x()),
                                 (self.new, self.new_colour, b.x() + 2 * third)):
            rows = max(r for r, _ in cells) + 1
            cols = max(c for _, c in cells) + 1
            cs = min(self.cs, (third - 8) / cols, (b.height() - 8) / rows)
            origin = QPointF(x + (third - cols * cs) / 2, b.center().y() - rows * cs / 2)
            paint_piece(painter, cells, colour, origin, cs)
        # the arrow: old -> new (a shape, readable without colour)
        y = b.center().y()
        x0, x1 = b.x() + third + 6, b.x() + 2 * third - 6
        painter.setPen(QPen(qcolor(INK), 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(x0, y), QPointF(x1 - 4, y))
        head = QPainterPath()
        head.moveTo(x1, y)
        head.lineTo(x1 - 10, y - 7)
        head.lineTo(x1 - 10, y + 7)
        head.closeSubpath()
        painter.fillPath(head, qcolor(INK))


class MarkItem(QGraphicsObject):
    """What the last turn changed: a soft ring around the item and a badge with a word or a
    count ("New", "Taken", "+1"), so the mark never depends on its colour."""

    def __init__(self, rect: QRectF, text: str) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.text = text
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def badge_rect(self) -> QRectF:
        """Where the badge is: over the top edge of the ring, at its right end."""
        w = max(28.0, 9.0 * len(self.text) + 12)
        r = self.rect
        return QRectF(r.right() - w + 2, r.y() - 15, w, 16)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8).united(self.badge_rect().adjusted(-2, -2, 2, 2))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ring = self.rect.adjusted(-3, -3, 3, 3)
        painter.setPen(QPen(with_alpha(MARK_COLOUR, 70), 7))
        painter.drawRoundedRect(ring, 8, 8)
        painter.setPen(QPen(with_alpha(MARK_COLOUR, 230), 2.0, Qt.PenStyle.DotLine))
        painter.drawRoundedRect(ring, 8, 8)
        badge = self.badge_rect()
        painter.setPen(QPen(qcolor("#0c2233"), 1.2))
        painter.setBrush(qcolor(MARK_COLOUR))
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        label(painter, self.text, badge.adjusted(6, 3.5, -6, -3.5), "#0c2233",
              align=Qt.AlignmentFlag.AlignHCenter)


class PauseItem(QGraphicsObject):
    """The pause after an AI turn, over the turn banner: whose turn is over, who plays next,
    and a Continue button (a click anywhere on it goes on)."""

    def __init__(self, rect: QRectF, title: str, button: str) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.title = title
        self.button = button
        self.setZValue(70)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def button_rect(self) -> QRectF:
        """The Continue button's place."""
        r = self.rect
        w = min(240.0, r.width() * 0.3)
        return QRectF(r.right() - w - 10, r.y() + 7, w, r.height() - 14)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha("#000000", 90))
        painter.drawRoundedRect(r.translated(0, 4), 12, 12)
        painter.setPen(QPen(qcolor(GOLD), 2.5))
        painter.setBrush(qcolor("#241810"))
        painter.drawRoundedRect(r, 12, 12)
        h = r.height()
        button = self.button_rect()
        label(painter, self.title, QRectF(r.x() + 18, r.y() + h * 0.26,
                                          button.x() - r.x() - 36, h * 0.48), GOLD)
        painter.setPen(QPen(qcolor("#2a1a00"), 1.5))
        painter.setBrush(qcolor(GOLD))
        painter.drawRoundedRect(button, button.height() / 2, button.height() / 2)
        # a play triangle before the word: the button reads without its colour
        s = button.height() * 0.42
        cx, cy = button.x() + button.height() * 0.55, button.center().y()
        tri = QPainterPath()
        tri.moveTo(cx - s / 2, cy - s / 2)
        tri.lineTo(cx + s / 2, cy)
        tri.lineTo(cx - s / 2, cy + s / 2)
        tri.closeSubpath()
        painter.fillPath(tri, qcolor("#2a1a00"))
        label(painter, self.button, QRectF(cx + s, button.y() + button.height() * 0.28,
                                           button.right() - cx - s - 14,
                                           button.height() * 0.44), "#2a1a00",
              align=Qt.AlignmentFlag.AlignHCenter)
