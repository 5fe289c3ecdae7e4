"""Small symbols drawn on cards and pieces: text, check and cross marks, level pips, count badges.

These carry meaning by shape as well as colour: a legal drop shows a check mark, an illegal one
crosses, a piece shows its level as dice pips.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from app.render.looks import mark_inks
from app.render.outlines import text_path
from app.render.theme import PALETTE, qcolor, with_alpha


def device_scale(painter: QPainter) -> float:
    """How many device pixels one scene unit covers under the painter's current transform."""
    t = painter.worldTransform()
    return math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) or 1.0


def text_width(text: str, height: float, *, bold: bool = True, condensed: bool = False,
               height_of: str | None = None) -> float:
    """The width :func:`paint_text` gives ``text`` in a box ``height`` high and wide enough:
    its natural width at that height (0 for no text)."""
    if not text or height <= 0:
        return 0.0
    bounds = text_path(text, bold=bold, condensed=condensed)[1]
    ref = text_path(height_of, bold=bold, condensed=condensed)[1] if height_of else bounds
    return bounds.width() * height / max(ref.height(), 1e-6)


def paint_text(painter: QPainter, text: str, box: QRectF, colour: QColor, *, bold: bool = True,
               align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
               halo: QColor | None = None, condensed: bool = False,
               height_of: str | None = None) -> QRectF:
    """Paint ``text`` as a vector path as large as fits ``box``; returns the painted bounds.

    ``height_of`` sizes the text by another string's ink height (e.g. ``"0"`` so that every
    number of a set has the same size whatever its digits). ``halo`` strokes a soft outline
    under the text for contrast on busy backgrounds.
    """
    if not text or box.width() <= 0 or box.height() <= 0:
        return QRectF()
    path, bounds = text_path(text, bold=bold, condensed=condensed)
    if bounds.width() <= 0 or bounds.height() <= 0:
        return QRectF()
    ref = text_path(height_of, bold=bold, condensed=condensed)[1] if height_of else bounds
    scale = min(box.height() / max(ref.height(), 1e-6), box.width() / bounds.width())
    w = bounds.width() * scale
    h = bounds.height() * scale
    if align & Qt.AlignmentFlag.AlignLeft:
        x = box.left()
    elif align & Qt.AlignmentFlag.AlignRight:
        x = box.right() - w
    else:
        x = box.center().x() - w / 2
    # the reference ink is centred vertically; the baseline follows from it
    baseline = box.center().y() - ref.height() * scale / 2 - ref.top() * scale
    y = baseline + bounds.top() * scale
    painter.save()
    painter.translate(x - bounds.left() * scale, baseline)
    painter.scale(scale, scale)
    if halo is not None:
        painter.strokePath(path, QPen(halo, 9.0, Qt.PenStyle.SolidLine,
                                      Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.fillPath(path, colour)
    painter.restore()
    return QRectF(x, y, w, h)


_CHECK = QPainterPath()
_CHECK.moveTo(0.24, 0.53)
_CHECK.lineTo(0.43, 0.71)
_CHECK.lineTo(0.77, 0.31)

_CROSS = QPainterPath()
_CROSS.moveTo(0.3, 0.3)
_CROSS.lineTo(0.7, 0.7)
_CROSS.moveTo(0.7, 0.3)
_CROSS.lineTo(0.3, 0.7)


def _paint_unit_path(painter: QPainter, path: QPainterPath, box: QRectF, colour: QColor,
                     under: QColor, width: float) -> None:
    painter.save()
    painter.translate(box.topLeft())
    painter.scale(box.width(), box.height())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(under, width * 1.9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    painter.restore()


def paint_check_badge(painter: QPainter, center: QPointF, diameter: float) -> None:
    """A round badge with a check mark (a legal drop)."""
    r = diameter / 2
    box = QRectF(center.x() - r, center.y() - r, diameter, diameter)
    painter.save()
    painter.setPen(QPen(qcolor(PALETTE.legal_dark), diameter * 0.06))
    painter.setBrush(qcolor(PALETTE.legal))
    painter.drawEllipse(box)
    painter.restore()
    _paint_unit_path(painter, _CHECK, box, qcolor("#ffffff"), with_alpha(PALETTE.legal_dark, 90),
                     0.13)


def paint_cross(painter: QPainter, cell: QRectF) -> None:
    """A cross over one cell (a square an illegal drop would cover)."""
    _paint_unit_path(painter, _CROSS, cell, qcolor(PALETTE.illegal),
                     with_alpha("#ffffff", 210), 0.11)


_PIP_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.32, 0.32), (0.68, 0.68)),
    3: ((0.28, 0.28), (0.5, 0.5), (0.72, 0.72)),
    4: ((0.32, 0.32), (0.68, 0.32), (0.32, 0.68), (0.68, 0.68)),
    5: ((0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72)),
}


def paint_pips(painter: QPainter, cell: QRectF, level: int, base: QColor) -> None:
    """Dice pips for a piece's level, engraved into one cell of the piece."""
    spots = _PIP_LAYOUT.get(level)
    s = cell.width()
    if spots is None:  # levels beyond 5 (custom decks): the number itself
        paint_text(painter, str(level), cell.adjusted(s * 0.3, s * 0.3, -s * 0.3, -s * 0.3),
                   mark_inks(base)[0])
        return
    r = s * (0.075 if level < 5 else 0.068)
    dark, light = mark_inks(base)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    for fx, fy in spots:
        cx = cell.x() + fx * s
        cy = cell.y() + fy * s
        painter.setBrush(light)
        painter.drawEllipse(QPointF(cx + r * 0.25, cy + r * 0.3), r, r)
        painter.setBrush(dark)
        painter.drawEllipse(QPointF(cx, cy), r, r)
    painter.restore()


def paint_count_badge(painter: QPainter, anchor: QPointF, height: float, text: str, *,
                      empty: bool = False, centred: bool = False) -> QRectF:
    """A pill badge with ``text``; returns its rect.

    ``anchor`` is the badge's bottom-right corner, or its bottom centre when ``centred``.
    ``empty`` mutes the fill (a pile with nothing left).
    """
    bounds = text_path(text)[1]
    ref = text_path("0")[1]
    th = height * 0.56
    scale = th / max(ref.height(), 1e-6)
    w = max(height * 1.25, bounds.width() * scale + height * 0.7)
    left = anchor.x() - (w / 2 if centred else w)
    rect = QRectF(left, anchor.y() - height, w, height)
    painter.save()
    painter.setPen(QPen(qcolor(PALETTE.count_ring), height * 0.08))
    painter.setBrush(QBrush(qcolor(PALETTE.count_empty if empty else PALETTE.count_fill)))
    painter.drawRoundedRect(rect, height / 2, height / 2)
    painter.restore()
    paint_text(painter, text, rect.adjusted(height * 0.3, height * 0.22, -height * 0.3,
                                            -height * 0.22),
               qcolor(PALETTE.badge_text), height_of="0")
    return rect
