"""The table top: wooden planks with a soft grain, or green felt.

The pattern is a function of scene coordinates only (planks and grain repeat with fixed
periods), so painting any exposed part of the scene matches its neighbours seamlessly.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from app.render.outlines import BoundedCache
from app.render.theme import PALETTE, qcolor, with_alpha

PLANK_HEIGHT = 1.5  # in table units (``unit``, about a card's width)
GRAIN_PERIOD = 7.0  # horizontal period of the grain pattern, in table units

_CACHE = BoundedCache(64)


def _grain_path(unit: float, variant: int) -> QPainterPath:
    """Grain lines of one plank, one horizontal period long, at the plank's origin."""
    def build() -> QPainterPath:
        p = QPainterPath()
        length = GRAIN_PERIOD * unit
        height = PLANK_HEIGHT * unit
        lines = 11
        steps = 90
        for i in range(lines):
            # deterministic per-variant phases, frequencies that fit the period exactly
            seed = variant * 37 + i * 11
            base_y = height * (i + 0.5) / lines
            amp = height * (0.012 + 0.018 * ((seed * 7) % 5) / 4)
            k1 = 1 + seed % 3
            k2 = 3 + seed % 4
            ph1 = (seed * 0.61) % (2 * math.pi)
            ph2 = (seed * 1.37) % (2 * math.pi)
            for s in range(steps + 1):
                x = length * s / steps
                t = 2 * math.pi * x / length
                y = base_y + amp * math.sin(k1 * t + ph1) + amp * 0.45 * math.sin(k2 * t + ph2)
                if s == 0:
                    p.moveTo(x, y)
                else:
                    p.lineTo(x, y)
        return p

    return _CACHE.get(("grain", round(unit, 4), variant), build)


def _plank_brush(unit: float, tone: int) -> QBrush:
    def build() -> QBrush:
        h = PLANK_HEIGHT * unit
        base = qcolor(PALETTE.wood)
        base = base.lighter(100 + tone) if tone >= 0 else base.darker(100 - tone)
        g = QLinearGradient(0.0, 0.0, 0.0, h)
        g.setColorAt(0.0, base.lighter(108))
        g.setColorAt(0.55, base)
        g.setColorAt(1.0, base.darker(110))
        return QBrush(g)

    return _CACHE.get(("plank", round(unit, 4), tone), build)


_TONES = (0, 6, -5, 3, -8, 9, -2, 4)


def paint_table_background(painter: QPainter, rect: QRectF, *, style: str = "wood",
                           unit: float = 100.0) -> None:
    """Paint the table top over ``rect`` (scene coordinates).

    ``style``: ``"wood"`` (planks with grain) or ``"felt"``. ``unit``: the size of the pattern,
    best about a card's width in scene units, so the grain looks the same at any zoom.
    """
    if rect.isEmpty() or unit <= 0:
        return
    painter.save()
    if style == "felt":
        painter.fillRect(rect, qcolor(PALETTE.felt))
        # a faint weave so the felt is not a flat fill
        step = unit * 0.06
        pen = QPen(with_alpha(PALETTE.felt_dark, 60), step * 0.35)
        painter.setPen(pen)
        y = math.floor(rect.top() / step) * step
        while y < rect.bottom():
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            y += step
        painter.restore()
        return
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    ph = PLANK_HEIGHT * unit
    period = GRAIN_PERIOD * unit
    first = math.floor(rect.top() / ph)
    last = math.floor(rect.bottom() / ph)
    grain_pen = QPen(with_alpha(PALETTE.wood_grain, 34), unit * 0.012)
    grain_pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    for row in range(first, last + 1):
        tone = _TONES[row % len(_TONES)]
        top = row * ph
        plank = QRectF(rect.left(), top, rect.width(), ph).intersected(rect)
        if plank.isEmpty():
            continue
        painter.save()
        painter.setClipRect(plank)
        painter.translate(0, top)
        painter.fillRect(QRectF(rect.left(), 0, rect.width(), ph), _plank_brush(unit, tone))
        # planks are offset so the grain does not line up from one plank to the next
        shift = (row * 0.37 % 1.0) * period
        x0 = math.floor((rect.left() - shift) / period) * period + shift
        grain = _grain_path(unit, row % 5)
        painter.setPen(grain_pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        x = x0
        while x < rect.right():
            painter.translate(x, 0)
            painter.drawPath(grain)
            painter.translate(-x, 0)
            x += period
        # the seam: a dark groove with a light edge under it
        painter.setPen(QPen(with_alpha(PALETTE.wood_grain, 130), unit * 0.014))
        painter.drawLine(QPointF(rect.left(), 0), QPointF(rect.right(), 0))
        painter.setPen(QPen(QColor(255, 235, 200, 40), unit * 0.01))
        painter.drawLine(QPointF(rect.left(), unit * 0.014), QPointF(rect.right(), unit * 0.014))
        painter.restore()
    painter.restore()
