"""Painting pieces: plastic polyominoes with a bevel, a drop shadow, dice pips for the level and
a mark of their shape (:mod:`app.render.looks`), in the colours of the chosen palette.

A piece is painted as one outline (the union of its cells), slightly inset, so two pieces side
by side on a card stay distinguishable even in the same colour. Previews (``ghost``) show where
a dragged piece would land, with a check mark when the drop is legal and crosses when not.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from app.render.looks import MIN_MARK_PX, mark_of, paint_mark, piece_colour
from app.render.marks import (
    device_scale,
    paint_check_badge,
    paint_count_badge,
    paint_cross,
    paint_pips,
)
from app.render.outlines import BoundedCache, cached_outline, derived_path, normalise_cells
from app.render.theme import PALETTE, qcolor, to_qcolor, with_alpha
from app.rules import Cell, Shape
from app.templates import fill

# Fractions of the cell size.
PIECE_INSET = 0.05  # gap between a piece's outline and its cells' edges
PIECE_RADIUS = 0.17  # rounding of a piece's corners
PIECE_BEVEL = 0.085  # width of the bevel highlight and shade
PIECE_SHADOW = (0.05, 0.09)  # drop shadow offset (x, y)
PIECE_HALO = 0.12  # width of the selection halo beyond the outline
PIECE_MARGIN = 0.2  # how far painting may reach beyond the cells (shadow, halo)

MIN_DETAIL_PX = 13.0  # below this many device pixels per cell, pips and bevels are skipped

_BRUSHES = BoundedCache(512)
_HIGHLIGHT = QColor(255, 255, 255, 120)
_SHADE = QColor(0, 0, 0, 60)

ShapeOrCells = Shape | Iterable[Cell]


def _cells_of(shape_or_cells: ShapeOrCells) -> tuple[Cell, ...]:
    if isinstance(shape_or_cells, Shape):
        return shape_or_cells.cells
    return tuple(shape_or_cells)


def piece_size(cells: Iterable[Cell], cell_size: float) -> QSizeF:
    """The size of the cells' bounding box."""
    norm, _, _ = normalise_cells(cells)
    if not norm:
        return QSizeF(0, 0)
    rows = max(r for r, _ in norm) + 1
    cols = max(c for _, c in norm) + 1
    return QSizeF(cols * cell_size, rows * cell_size)


def piece_paint_rect(cells: Iterable[Cell], cell_size: float,
                     origin: QPointF | None = None) -> QRectF:
    """The rectangle ``paint_piece`` may touch for cells at ``origin`` (shadow and halo included)."""
    norm, r0, c0 = normalise_cells(cells)
    size = piece_size(norm, cell_size)
    ox = (origin.x() if origin else 0.0) + c0 * cell_size
    oy = (origin.y() if origin else 0.0) + r0 * cell_size
    m = cell_size * PIECE_MARGIN
    return QRectF(ox - m, oy - m, size.width() + 2 * m, size.height() + 2 * m)


def centred_origin(cells: Iterable[Cell], cell_size: float, rect: QRectF) -> QPointF:
    """The origin of cell (0, 0) that centres ``cells`` in ``rect``."""
    norm, r0, c0 = normalise_cells(cells)
    size = piece_size(norm, cell_size)
    return QPointF(rect.center().x() - size.width() / 2 - c0 * cell_size,
                   rect.center().y() - size.height() / 2 - r0 * cell_size)


def pip_cell(cells: Sequence[Cell]) -> Cell:
    """The cell of a piece that shows its level: the one with the most neighbours in the piece,
    the most central one among those."""
    cs = set(cells)
    mr = sum(r for r, _ in cs) / len(cs)
    mc = sum(c for _, c in cs) / len(cs)

    def score(cell: Cell) -> tuple[int, float, Cell]:
        r, c = cell
        n = sum((r + dr, c + dc) in cs for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)))
        return -n, (r - mr) ** 2 + (c - mc) ** 2, cell

    return min(cs, key=score)


def mark_cell(cells: Sequence[Cell]) -> Cell:
    """The cell of a piece that shows its shape's mark: the one :func:`pip_cell` would choose
    among the others (a one-square piece shows both in its square)."""
    pip = pip_cell(cells)
    rest = [c for c in set(cells) if c != pip]
    return pip_cell(rest) if rest else pip


def _body_brush(colour: QColor, w: float, h: float) -> QBrush:
    key: Hashable = ("body", colour.rgba(), round(w, 4), round(h, 4))

    def build() -> QBrush:
        g = QLinearGradient(0.0, 0.0, w * 0.35, h)
        g.setColorAt(0.0, colour.lighter(122))
        g.setColorAt(0.45, colour)
        g.setColorAt(1.0, colour.darker(118))
        return QBrush(g)

    return _BRUSHES.get(key, build)


def paint_piece(painter: QPainter, shape_or_cells: ShapeOrCells, colour: str | QColor | None,
                rect_or_origin: QRectF | QPointF, cell_size: float, *, ghost: bool = False,
                legal: bool | None = None, selected: bool = False, pips: bool = True,
                shadow: bool = True, mark: int | None = None) -> None:
    """Paint a piece.

    ``shape_or_cells``: a :class:`Shape` (its base orientation) or any cells, e.g. one of
    ``shape.orients`` or absolute card cells. ``colour``: a colour spec or QColor; None takes
    the shape's colour. ``rect_or_origin``: a QRectF to centre the piece in, or the QPointF
    where cell (0, 0) has its top-left corner. ``ghost``: a translucent drop preview, outlined
    green with a check mark when ``legal`` is True, red with a cross on every cell when False.
    ``selected`` adds a halo. ``pips`` shows the level as dice pips and the shape's mark
    (skipped when tiny). ``mark``: the mark to show, else the one of the deck shape with these
    cells and colour (:func:`app.render.looks.mark_of`). A colour given as text is a deck
    colour: it is painted in the current palette (:func:`app.render.looks.piece_colour`).
    """
    cells = _cells_of(shape_or_cells)
    if not cells or cell_size <= 0:
        return
    if colour is None and isinstance(shape_or_cells, Shape):
        colour = shape_or_cells.colour
    if pips and mark is None:
        mark = mark_of(cells, colour)
    base = to_qcolor(piece_colour(colour) if isinstance(colour, str) else colour)
    if isinstance(rect_or_origin, QRectF):
        origin = centred_origin(cells, cell_size, rect_or_origin)
    else:
        origin = rect_or_origin
    cs = cell_size
    px = cs * device_scale(painter)
    detailed = px >= MIN_DETAIL_PX
    path, offset, key = cached_outline(cells, cs, inset=cs * PIECE_INSET,
                                       radius=cs * PIECE_RADIUS)
    bounds = path.boundingRect()

    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(origin.x() + offset.x(), origin.y() + offset.y())
    painter.setPen(Qt.PenStyle.NoPen)

    if selected:
        halo = QPen(qcolor(PALETTE.selected), cs * PIECE_HALO * 2, Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(path, halo)
        painter.strokePath(path, QPen(qcolor(PALETTE.selected_ring), cs * 0.035))

    if ghost:
        _paint_ghost(painter, path, cells, base, cs, legal, origin, offset)
        painter.restore()
        return

    if shadow:
        sx, sy = PIECE_SHADOW
        painter.translate(cs * sx, cs * sy)
        painter.fillPath(path, with_alpha("#000000", 70))
        painter.translate(-cs * sx, -cs * sy)

    painter.fillPath(path, _body_brush(base, bounds.right(), bounds.bottom()))
    if detailed:
        b = cs * PIECE_BEVEL

        def base_path() -> QPainterPath:
            return path

        painter.fillPath(derived_path(key, "band", b, b, base_path), _HIGHLIGHT)
        painter.fillPath(derived_path(key, "band", -b, -b, base_path), _SHADE)
    painter.strokePath(path, QPen(base.darker(165), cs * (0.028 if detailed else 0.04)))
    painter.restore()

    if not pips:
        return
    one = len(set(cells)) == 1
    if detailed and not (one and mark is not None):
        r, c = pip_cell(cells)
        cell_rect = QRectF(origin.x() + c * cs, origin.y() + r * cs, cs, cs)
        paint_pips(painter, cell_rect, len(set(cells)), base)
    if mark is not None and px >= MIN_MARK_PX:
        r, c = mark_cell(cells)
        paint_mark(painter, QRectF(origin.x() + c * cs, origin.y() + r * cs, cs, cs), mark, base)


def _paint_ghost(painter: QPainter, path: QPainterPath, cells: Sequence[Cell], base: QColor,
                 cs: float, legal: bool | None, origin: QPointF, offset: QPointF) -> None:
    """The ghost body and its outline; called with the painter at the outline's origin."""
    fill = QColor(base.lighter(135))
    fill.setAlpha(175 if legal is not False else 120)
    painter.fillPath(path, fill)
    if legal is True:
        ring, ring_dark = qcolor(PALETTE.legal), qcolor(PALETTE.legal_dark)
        style = Qt.PenStyle.SolidLine
    elif legal is False:
        ring, ring_dark = qcolor(PALETTE.illegal), qcolor(PALETTE.illegal_dark)
        style = Qt.PenStyle.DashLine
    else:
        ring, ring_dark = qcolor(PALETTE.neutral), qcolor(PALETTE.neutral_dark)
        style = Qt.PenStyle.DashLine
    painter.strokePath(path, QPen(ring_dark, cs * 0.11, Qt.PenStyle.SolidLine,
                                  Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    pen = QPen(ring, cs * 0.07, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    painter.strokePath(path, pen)
    # back to the cells' frame for the marks
    painter.translate(-offset.x() - origin.x(), -offset.y() - origin.y())
    if legal is True:
        r, c = pip_cell(cells)
        centre = QPointF(origin.x() + (c + 0.5) * cs, origin.y() + (r + 0.5) * cs)
        paint_check_badge(painter, centre, cs * 0.62)
    elif legal is False:
        for r, c in set(cells):
            paint_cross(painter, QRectF(origin.x() + c * cs, origin.y() + r * cs, cs, cs))


def paint_piece_glyph(painter: QPainter, shape_or_cells: ShapeOrCells,
                      colour: str | QColor | None, rect: QRectF, *, min_cells: float = 2.0,
                      turn: bool = True) -> float:
    """A small piece fitted into ``rect`` (e.g. a card's reward); returns the cell size used.

    With ``turn`` a :class:`Shape` is shown in the orientation that fits ``rect`` best. The cell
    size never exceeds ``min(width, height) / min_cells``, so the glyphs of different pieces in
    equal rectangles come out at nearly one scale.
    """
    cells = _cells_of(shape_or_cells)
    if not cells or rect.width() <= 0 or rect.height() <= 0:
        return 0.0
    options = shape_or_cells.orients if turn and isinstance(shape_or_cells, Shape) else (cells,)
    best_cells, best = cells, 0.0
    for o in options:
        size = piece_size(o, 1.0)
        cs = min(rect.width() / size.width(), rect.height() / size.height())
        if cs > best + 1e-9:
            best_cells, best = o, cs
    cs = min(best, min(rect.width(), rect.height()) / min_cells)
    if colour is None and isinstance(shape_or_cells, Shape):
        colour = shape_or_cells.colour
    paint_piece(painter, best_cells, colour, rect, cs, pips=False)
    return cs


def stack_cell_size(rect: QRectF) -> float:
    """The default cell size of :func:`paint_piece_stack` in ``rect`` (equal for equal rects)."""
    return min(rect.width() / 4.6, rect.height() / 3.9)


def paint_piece_stack(painter: QPainter, shape: Shape, colour: str | QColor | None, rect: QRectF,
                      count: int, *, cell_size: float | None = None, selected: bool = False,
                      label: str | None = None) -> None:
    """A reserve (or supply) pile: the piece, a hint of more pieces under it, and a count badge.

    At ``count == 0`` the pile is an empty engraved outline with a muted ``×0`` badge. The
    badge text is ``label`` if given, else the translated ``"×%n"``.
    """
    cs = cell_size if cell_size is not None else stack_cell_size(rect)
    cells = shape.cells
    spec = colour if colour is not None else shape.colour
    base = to_qcolor(piece_colour(spec) if isinstance(spec, str) else spec)
    mark = mark_of(cells, spec)
    body = rect.adjusted(0, 0, 0, -cs * 0.45)
    origin = centred_origin(cells, cs, body)
    if count <= 0:
        path, offset, _ = cached_outline(cells, cs, inset=cs * PIECE_INSET,
                                         radius=cs * PIECE_RADIUS)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(origin + offset)
        painter.fillPath(path, QColor(0, 0, 0, 40))
        painter.strokePath(path, QPen(QColor(255, 255, 255, 110), cs * 0.05, Qt.PenStyle.DashLine,
                                      Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.restore()
    else:
        layers = min(count, 3) - 1
        under = base.darker(135)
        for i in range(layers, 0, -1):
            d = QPointF(cs * 0.1 * i, cs * 0.16 * i)
            paint_piece(painter, cells, under, origin + d, cs, pips=False,
                        shadow=(i == layers))
        paint_piece(painter, cells, base, origin, cs, selected=selected, shadow=layers == 0,
                    mark=mark)
    # "%1", not a "%n" plural: lupdate cannot read a plural count given as an expression
    text = label if label is not None else fill(QCoreApplication.translate("render", "×%1"),
                                                max(count, 0))
    h = cs * 0.82
    paint_count_badge(painter, QPointF(rect.right() - cs * 0.08, rect.bottom() - cs * 0.08), h,
                      text, empty=count <= 0)
