"""Card layout: where the header, the 5x5 grid and each cell lie inside a card's rectangle.

All sizes are fractions of the card, so a card can be painted at any size (scene units); the
views scale. The table snaps drops with :func:`card_cell_at` and places pieces with
:func:`card_cell_rect`, which share exactly the layout :func:`paint_puzzle_card` paints.

A card's paint rectangle includes a small margin for its drop shadow and selection halo, so
painting never leaves the rectangle given: a ``QGraphicsItem`` can return that rectangle as its
``boundingRect``.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from app.rules import CARD_SIZE, Cell

# Fractions of the card body width.
BODY_PAD = 0.06  # left, right and bottom padding around the grid
BODY_TOP = 0.035  # above the header
HEADER_HEIGHT = 0.205  # header band (points badge, id, reward glyph) including its gap
BADGE_SIZE = 0.185  # diameter of the points badge and height of the reward slot
REWARD_WIDTH = 0.29  # width of the reward slot
CORNER_RADIUS = 0.055  # rounding of the card body
GRID_SIZE = 1.0 - 2 * BODY_PAD  # the 5x5 grid is square
BODY_HEIGHT = BODY_TOP + HEADER_HEIGHT + GRID_SIZE + BODY_PAD  # body height / body width

# Fractions of the paint rectangle width: room for the shadow and the selection halo.
MARGIN_SIDE = 0.028
MARGIN_TOP = 0.02
MARGIN_BOTTOM = 0.05

_BODY_W = 1.0 - 2 * MARGIN_SIDE
CARD_ASPECT = 1.0 / (MARGIN_TOP + _BODY_W * BODY_HEIGHT + MARGIN_BOTTOM)
"""Width / height of a card's paint rectangle (about 0.84)."""


@dataclass(frozen=True, slots=True)
class CardGeometry:
    """The parts of one card, in the coordinates of the rectangle it was computed for."""

    frame: QRectF  # the card's paint rectangle (aspect CARD_ASPECT, centred in the given rect)
    body: QRectF  # the card itself (the shadow and halo lie between frame and body)
    header: QRectF
    badge: QRectF  # points medallion (square)
    reward: QRectF  # reward piece slot
    label: QRectF  # card id text box
    grid: QRectF  # the 5x5 grid (square)
    cell: float  # side of one cell
    radius: float  # corner radius of the body


def fit_card_rect(rect: QRectF) -> QRectF:
    """The largest rectangle of aspect :data:`CARD_ASPECT` centred in ``rect``."""
    w, h = rect.width(), rect.height()
    if w <= 0 or h <= 0:
        return QRectF(rect.center(), rect.center())
    if w / h > CARD_ASPECT:
        nw = h * CARD_ASPECT
        return QRectF(rect.x() + (w - nw) / 2, rect.y(), nw, h)
    nh = w / CARD_ASPECT
    return QRectF(rect.x(), rect.y() + (h - nh) / 2, w, nh)


def card_size_for_width(width: float) -> tuple[float, float]:
    """Width and height of a card paint rectangle of the given width."""
    return width, width / CARD_ASPECT


_GEOMETRY_CACHE: OrderedDict[tuple[float, float, float, float], CardGeometry] = OrderedDict()
_GEOMETRY_CACHE_MAX = 256


def card_geometry(rect: QRectF) -> CardGeometry:
    """The layout of a card painted into ``rect`` (cached per rectangle)."""
    key = (rect.x(), rect.y(), rect.width(), rect.height())
    got = _GEOMETRY_CACHE.get(key)
    if got is not None:
        _GEOMETRY_CACHE.move_to_end(key)
        return got
    frame = fit_card_rect(rect)
    fw = frame.width()
    bw = fw * _BODY_W
    bx = frame.x() + fw * MARGIN_SIDE
    by = frame.y() + fw * MARGIN_TOP
    body = QRectF(bx, by, bw, bw * BODY_HEIGHT)
    pad = bw * BODY_PAD
    header = QRectF(bx + pad, by + bw * BODY_TOP, bw - 2 * pad, bw * HEADER_HEIGHT)
    side = bw * BADGE_SIZE
    hy = header.y() + (header.height() - side) / 2 - bw * 0.008
    badge = QRectF(header.x() - bw * 0.012, hy, side, side)
    rw = bw * REWARD_WIDTH
    reward = QRectF(header.right() - rw + bw * 0.012, hy, rw, side)
    label = QRectF(badge.right(), hy + side * 0.2, reward.left() - badge.right(), side * 0.6)
    grid = QRectF(bx + pad, header.bottom(), bw - 2 * pad, bw * GRID_SIZE)
    geo = CardGeometry(
        frame=frame,
        body=body,
        header=header,
        badge=badge,
        reward=reward,
        label=label,
        grid=grid,
        cell=grid.width() / CARD_SIZE,
        radius=bw * CORNER_RADIUS,
    )
    _GEOMETRY_CACHE[key] = geo
    if len(_GEOMETRY_CACHE) > _GEOMETRY_CACHE_MAX:
        _GEOMETRY_CACHE.popitem(last=False)
    return geo


def card_grid_rect(rect: QRectF) -> QRectF:
    """The 5x5 grid of a card painted into ``rect``."""
    return QRectF(card_geometry(rect).grid)


def card_cell_size(rect: QRectF) -> float:
    """The side of one cell of a card painted into ``rect`` (size dragged pieces with it)."""
    return card_geometry(rect).cell


def card_cell_rect(rect: QRectF, row: int, col: int) -> QRectF:
    """The square of cell ``(row, col)`` of a card painted into ``rect``."""
    geo = card_geometry(rect)
    s = geo.cell
    return QRectF(geo.grid.x() + col * s, geo.grid.y() + row * s, s, s)


def card_cell_at(rect: QRectF, point: QPointF) -> Cell | None:
    """The cell ``(row, col)`` under ``point`` on a card painted into ``rect``, or None.

    Cells are half-open squares: a point on the line between two cells belongs to the cell
    right of / below it; points outside the grid give None.
    """
    geo = card_geometry(rect)
    s = geo.cell
    if s <= 0:
        return None
    fx = (point.x() - geo.grid.x()) / s
    fy = (point.y() - geo.grid.y()) / s
    if not (0.0 <= fx < CARD_SIZE and 0.0 <= fy < CARD_SIZE):
        return None
    return min(math.floor(fy), CARD_SIZE - 1), min(math.floor(fx), CARD_SIZE - 1)


def card_cell_origin(rect: QRectF) -> QPointF:
    """The top-left corner of cell (0, 0): pass it to ``paint_piece`` with absolute cells."""
    return QPointF(card_geometry(rect).grid.topLeft())


def card_snap_offset(rect: QRectF, origin: QPointF) -> Cell:
    """The card cell ``(row, col)`` nearest to where a dragged piece's cell (0, 0) is.

    ``origin`` is the top-left corner of the piece's cell (0, 0) in the card's coordinates (as
    passed to ``paint_piece``). The result is not clamped: adding it to the piece's cells gives
    the cells the drop would cover, which may lie off the card (rows or columns outside 0..4).
    """
    geo = card_geometry(rect)
    s = geo.cell
    if s <= 0:
        return 0, 0
    return (math.floor((origin.y() - geo.grid.y()) / s + 0.5),
            math.floor((origin.x() - geo.grid.x()) / s + 0.5))
