"""Painted once, then copied: a cache of rendered components by what they show.

The table rebuilds its items whenever the game changes, so an item's own cache does not
survive an AI's move, and repainting every card of a four-player table costs tens of
milliseconds: frames are missed. :func:`paint_cached` renders a component (a card, a pile, a
deck back) into a pixmap at the exact device resolution and position it is shown at, keyed by
what it shows, and copies that pixmap on later paints; the picture is the same, pixel for
pixel, as painting directly.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from app.render.looks import on_palette_changed, piece_palette
from app.render.outlines import BoundedCache

_PIXMAPS = BoundedCache(400)
MAX_PIXELS = 2_000_000  # larger pictures (a huge zoom) are painted directly


def paint_cached(painter: QPainter, key: Hashable, area: QRectF,
                 paint: Callable[[QPainter], None]) -> None:
    """Paint ``paint(painter)``, which draws inside ``area`` (scene units), from a cache.

    ``key`` must name everything the picture depends on (content, colours, state); the
    device scale, the sub-pixel position and the pieces' palette are added here. A painter that rotates or shears,
    or paints to a device without pixels, is painted directly.
    """
    t = painter.worldTransform()
    device = painter.device()
    if device is None or t.m12() or t.m21() or t.m11() <= 0 or t.m22() <= 0:
        paint(painter)
        return
    dpr = device.devicePixelRatioF() if hasattr(device, "devicePixelRatioF") else 1.0
    sx, sy = t.m11() * dpr, t.m22() * dpr
    top_left = t.map(area.topLeft())  # logical pixels of the device
    dx, dy = top_left.x() * dpr, top_left.y() * dpr  # device pixels
    ix, iy = math.floor(dx), math.floor(dy)
    fx, fy = round((dx - ix) * 4) / 4, round((dy - iy) * 4) / 4  # quarter pixels
    w = math.ceil(area.width() * sx + fx) + 1
    h = math.ceil(area.height() * sy + fy) + 1
    if w <= 0 or h <= 0 or w * h > MAX_PIXELS:
        paint(painter)
        return

    def build() -> QPixmap:
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHints(painter.renderHints())
        p.translate(fx, fy)
        p.scale(sx, sy)
        p.translate(-area.topLeft())
        paint(p)
        p.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    pixmap = _PIXMAPS.get((key, piece_palette(), round(sx, 4), round(sy, 4), fx, fy, w, h), build)
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(ix / dpr, iy / dpr), pixmap)
    painter.restore()


def drawn_pixmap(paint: Callable[[QPainter, QRectF], None], size: int,
                 ratio: float = 2.0) -> QPixmap:
    """A square picture ``size`` pixels wide (an icon, a logo): ``paint(painter, square)`` on a
    transparent ground, antialiased, at ``ratio`` device pixels a pixel."""
    pixmap = QPixmap(int(size * ratio), int(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint(painter, QRectF(0, 0, size, size))
    painter.end()
    return pixmap


def clear_pixmaps() -> None:
    """Forget every cached picture (a theme or language change)."""
    _PIXMAPS.clear()


on_palette_changed(clear_pixmaps)
