"""The table top: wooden planks with a soft grain, or green felt.

The pattern is a function of scene coordinates only (planks and grain repeat with fixed
periods), so painting any exposed part of the scene matches its neighbours seamlessly.

The grain is a thousand antialiased curve segments a plank, which the raster engine strokes at
about 0.13 s for a full-HD table when the pen is wider than a pixel: a window being resized or a
welcome page being hovered would stutter. So where the painter only scales and moves (the
table, the welcome page, the editor's previews), the grain of one period of a plank is drawn
once into a picture at the device's resolution and tiled from then on; any other transform
draws the curves themselves.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from app.render.outlines import BoundedCache
from app.render.theme import PALETTE, qcolor, with_alpha

PLANK_HEIGHT = 1.5  # in table units (``unit``, about a card's width)
GRAIN_PERIOD = 7.0  # horizontal period of the grain pattern, in table units

_CACHE = BoundedCache(64)
_MAX_TILE_PIXELS = 2_500_000  # 10 MB; past this (a large zoom), the curves are drawn instead


# the grain tiles last used, up to 16 million pixels in all (64 MB; a full-HD table's five plank
# variants take about 7 MB, 28 MB on a high-density screen)
_TILES = BoundedCache(16_000_000, weigh=lambda tile: tile.width() * tile.height())


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


def _grain_pen(unit: float) -> QPen:
    pen = QPen(with_alpha(PALETTE.wood_grain, 34), unit * 0.012)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def _grain_tile(unit: float, variant: int, sx: float, sy: float,
                ratio: float) -> QPixmap | None:
    """The grain of one plank period as a picture ``sx`` x ``sy`` device pixels per unit, or
    None where it would be too large to keep (``ratio``: the device's pixels per logical
    pixel, 2 on a high-density screen). Its width is a whole number of pixels, so tiles
    meet without a seam; the curves fit the period exactly, and each is drawn one period to
    either side too, so what a pen spills over one edge comes in at the other."""
    period = GRAIN_PERIOD * unit
    sx, sy = sx * ratio, sy * ratio
    width = max(1, round(period * sx))
    height = max(1, math.ceil(PLANK_HEIGHT * unit * sy))
    if width * height > _MAX_TILE_PIXELS:
        return None

    def build() -> QPixmap:
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.scale(width / period, sy)
        p.setPen(_grain_pen(unit))
        p.setBrush(Qt.BrushStyle.NoBrush)
        grain = _grain_path(unit, variant)
        for x in (-period, 0.0, period):
            p.translate(x, 0)
            p.drawPath(grain)
            p.translate(-x, 0)
        p.end()
        tile = QPixmap.fromImage(image)
        tile.setDevicePixelRatio(ratio)
        return tile

    return _TILES.get((round(unit, 4), variant, round(sx, 5), round(sy, 5), ratio), build)


def _tiling(painter: QPainter) -> tuple[float, float, float, QTransform] | None:
    """How the painter's world maps to device pixels when tiles can stand for the curves: its
    horizontal and vertical scale, the device's pixels per logical pixel (2 on a high-density
    screen) and the world transform. None when anything rotates, shears or mirrors, or the
    density is not the same across and down. (What comes after the world may move: a child
    widget's painter is moved to its place in the window.)"""
    world = painter.worldTransform()
    inverse, invertible = world.inverted()
    if not invertible:
        return None
    rest = inverse * painter.deviceTransform()  # after the world: window, viewport, density
    simple = QTransform.TransformationType.TxScale.value
    if world.type().value > simple or rest.type().value > simple:
        return None
    ratio = rest.m11()
    if world.m11() <= 0 or world.m22() <= 0 or ratio <= 0 or abs(rest.m22() - ratio) > 1e-9:
        return None
    return world.m11(), world.m22(), ratio, world


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
    grain_pen = _grain_pen(unit)
    tiling = _tiling(painter)
    for row in range(first, last + 1):
        tone = _TONES[row % len(_TONES)]
        top = row * ph
        plank = QRectF(rect.left(), top, rect.width(), ph).intersected(rect)
        if plank.isEmpty():
            continue
        # planks are offset so the grain does not line up from one plank to the next
        shift = (row * 0.37 % 1.0) * period
        tile = None if tiling is None else _grain_tile(unit, row % 5, *tiling[:3])
        painter.save()
        painter.setClipRect(plank)
        painter.translate(0, top)
        painter.fillRect(QRectF(rect.left(), 0, rect.width(), ph), _plank_brush(unit, tone))
        if tile is not None and tiling is not None:
            _tile_grain(painter, tile, plank, QPointF(shift, top), tiling[3])
        else:
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


def _tile_grain(painter: QPainter, tile: QPixmap, plank: QRectF, origin: QPointF,
                transform: QTransform) -> None:
    """Tile ``tile`` over ``plank`` (scene coordinates), a tile's corner at ``origin``, without
    the world ``transform`` (which only scales and moves), so its pixels meet the device's."""
    target = transform.mapRect(plank)
    corner = transform.map(origin)
    painter.save()
    painter.setWorldTransform(QTransform())
    painter.setClipRect(target)
    width = tile.width() / tile.devicePixelRatio()  # in logical pixels
    offset = QPointF((target.left() - corner.x()) % width, target.top() - corner.y())
    painter.drawTiledPixmap(target, tile, offset)
    painter.restore()
