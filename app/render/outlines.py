"""Vector outlines: the outline of a union of cells, its bevel bands, and text as paths.

Paths are computed once and kept in small bounded caches, because a table repaints the same
few dozen shapes again and again. Cached paths are built at the origin of their cells' bounding
box; painters translate to where they are needed instead of copying paths.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from typing import Any, TypeVar, cast

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainterPath

from app.fonts import FALLBACK_FAMILIES
from app.rules import Cell

Point = tuple[int, int]
_KAPPA = 0.5523  # cubic approximation of a quarter circle

T = TypeVar("T")


class BoundedCache:
    """A least-recently-used dict with a size bound; values are rebuilt at will. The bound
    counts values, or what ``weigh`` says each one weighs (the pixels of a picture); the value
    last built always stays."""

    def __init__(self, limit: int, weigh: Callable[[Any], int] | None = None) -> None:
        self.limit = limit
        self._weigh = weigh
        self._used = 0
        self._data: OrderedDict[Hashable, object] = OrderedDict()

    def _weight(self, value: object) -> int:
        return 1 if self._weigh is None else self._weigh(value)

    def get(self, key: Hashable, build: Callable[[], T]) -> T:
        """The value for ``key``, built with ``build()`` on a miss."""
        data = self._data
        got = data.get(key)
        if got is not None:
            data.move_to_end(key)
            return cast(T, got)  # the value that build() made for this key
        value = build()
        data[key] = value
        self._used += self._weight(value)
        while self._used > self.limit and len(data) > 1:
            _, old = data.popitem(last=False)
            self._used -= self._weight(old)
        return value

    def __len__(self) -> int:
        return len(self._data)

    def clear(self) -> None:
        """Forget everything."""
        self._data.clear()
        self._used = 0


_OUTLINES = BoundedCache(2048)
_DERIVED = BoundedCache(2048)
_TEXTS = BoundedCache(512)


def clear_caches() -> None:
    """Drop every cached path (e.g. after the font changed)."""
    _OUTLINES.clear()
    _DERIVED.clear()
    _TEXTS.clear()


def normalise_cells(cells: Iterable[Cell]) -> tuple[tuple[Cell, ...], int, int]:
    """Cells shifted to start at row 0 / col 0 (sorted), with the shift (row, col)."""
    cs = list(cells)
    if not cs:
        return (), 0, 0
    r0 = min(r for r, _ in cs)
    c0 = min(c for _, c in cs)
    return tuple(sorted({(r - r0, c - c0) for r, c in cs})), r0, c0


def outline_loops(cells: Iterable[Cell]) -> list[list[Point]]:
    """The boundary of a union of unit cells as closed loops of corner points ``(x, y)``.

    ``x`` is the column line and ``y`` the row line. Loops run with the inside on their right
    (clockwise on screen, where y grows downwards): outer boundaries clockwise, holes the other
    way. Where two cells touch only at a corner, the loops are kept apart, each turning into its
    own cell, so an inset outline stays inside each cell. Collinear points are dropped.
    """
    cellset = set(cells)
    out_edges: dict[Point, list[Point]] = {}

    def add(a: Point, b: Point) -> None:
        out_edges.setdefault(a, []).append(b)

    for r, c in cellset:
        x, y = c, r
        if (r - 1, c) not in cellset:
            add((x, y), (x + 1, y))
        if (r, c + 1) not in cellset:
            add((x + 1, y), (x + 1, y + 1))
        if (r + 1, c) not in cellset:
            add((x + 1, y + 1), (x, y + 1))
        if (r, c - 1) not in cellset:
            add((x, y + 1), (x, y))

    loops: list[list[Point]] = []
    while out_edges:
        start = min(out_edges)
        nxt = min(out_edges[start])
        _take(out_edges, start, nxt)
        loop = [start]
        prev, cur = start, nxt
        while cur != start:
            loop.append(cur)
            dx, dy = cur[0] - prev[0], cur[1] - prev[1]
            options = out_edges.get(cur, [])
            # prefer turning right (into the inside), then straight, then left
            chosen = None
            for ddx, ddy in ((-dy, dx), (dx, dy), (dy, -dx)):
                cand = (cur[0] + ddx, cur[1] + ddy)
                if cand in options:
                    chosen = cand
                    break
            if chosen is None:  # cannot happen for a union of cells; stop rather than loop
                break
            _take(out_edges, cur, chosen)
            prev, cur = cur, chosen
        loops.append(_drop_collinear(loop))
    return loops


def _take(edges: dict[Point, list[Point]], a: Point, b: Point) -> None:
    lst = edges[a]
    lst.remove(b)
    if not lst:
        del edges[a]


def _drop_collinear(loop: list[Point]) -> list[Point]:
    n = len(loop)
    out: list[Point] = []
    for i in range(n):
        px, py = loop[i - 1]
        cx, cy = loop[i]
        nx, ny = loop[(i + 1) % n]
        if (cx - px) * (ny - cy) - (cy - py) * (nx - cx) != 0:
            out.append(loop[i])
    return out


def _loop_path(path: QPainterPath, loop: list[Point], cell: float, inset: float,
               radius: float) -> None:
    n = len(loop)
    if n < 4:
        return
    # unit directions of the edge entering and leaving each corner
    dirs: list[tuple[int, int]] = []
    for i in range(n):
        (x0, y0), (x1, y1) = loop[i], loop[(i + 1) % n]
        dirs.append(((x1 > x0) - (x1 < x0), (y1 > y0) - (y1 < y0)))
    pts: list[tuple[float, float]] = []
    convex: list[bool] = []
    for i in range(n):
        din = dirs[i - 1]
        dout = dirs[i]
        gx, gy = loop[i]
        # inward normal of a direction (dx, dy) is (-dy, dx): the inside is on the right
        ox = -din[1] - dout[1]
        oy = din[0] + dout[0]
        pts.append((gx * cell + inset * ox, gy * cell + inset * oy))
        convex.append(din[0] * dout[1] - din[1] * dout[0] > 0)
    if radius <= 0:
        path.moveTo(pts[0][0], pts[0][1])
        for px, py in pts[1:]:
            path.lineTo(px, py)
        path.closeSubpath()
        return
    lengths = []
    for i in range(n):
        p0 = pts[i]
        p1 = pts[(i + 1) % n]
        lengths.append(abs(p1[0] - p0[0]) + abs(p1[1] - p0[1]))
    radii = []
    for i in range(n):
        r = radius if convex[i] else radius * 0.6
        radii.append(min(r, lengths[i - 1] * 0.5, lengths[i] * 0.5))
    k = 1.0 - _KAPPA

    def along(i: int, d: float, sign: int) -> tuple[float, float]:
        dx, dy = dirs[i] if sign > 0 else dirs[i - 1]
        return pts[i][0] + sign * dx * d, pts[i][1] + sign * dy * d

    sx, sy = along(0, radii[0], 1)
    path.moveTo(sx, sy)
    for j in range(1, n + 1):
        i = j % n
        r = radii[i]
        ax, ay = along(i, r, -1)
        bx, by = along(i, r, 1)
        path.lineTo(ax, ay)
        c1x, c1y = along(i, r * k, -1)
        c2x, c2y = along(i, r * k, 1)
        path.cubicTo(c1x, c1y, c2x, c2y, bx, by)
    path.closeSubpath()


def _build_outline(norm: tuple[Cell, ...], cell: float, inset: float,
                   radius: float) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for loop in outline_loops(norm):
        _loop_path(path, loop, cell, inset, radius)
    return path


def cached_outline(cells: Iterable[Cell], cell_size: float, *, inset: float = 0.0,
                   radius: float = 0.0) -> tuple[QPainterPath, QPointF, tuple[Hashable, ...]]:
    """The shared outline of ``cells`` at their bounding-box origin, the offset to paint it at
    (relative to the origin of cell (0, 0)) and its cache key. Do not modify the path."""
    norm, r0, c0 = normalise_cells(cells)
    key = (norm, round(cell_size, 6), round(inset, 6), round(radius, 6))
    path = _OUTLINES.get(key, lambda: _build_outline(norm, cell_size, inset, radius))
    return path, QPointF(c0 * cell_size, r0 * cell_size), key


def polyomino_path(cells: Iterable[Cell], cell_size: float, origin: QPointF | None = None, *,
                   inset: float = 0.0, radius: float = 0.0) -> QPainterPath:
    """The outline of the union of ``cells`` as one path.

    Cell ``(row, col)`` covers the square at ``origin + (col, row) * cell_size``. ``inset``
    shrinks the outline inwards (so neighbouring pieces show a gap) and ``radius`` rounds its
    corners (inner corners a little less). Separate groups and holes are separate subpaths,
    filled with the winding rule. The result is a fresh path the caller may keep or change.
    """
    path, offset, _ = cached_outline(cells, cell_size, inset=inset, radius=radius)
    ox = offset.x() + (origin.x() if origin is not None else 0.0)
    oy = offset.y() + (origin.y() if origin is not None else 0.0)
    return path.translated(ox, oy)


def derived_path(key: Hashable, op: str, dx: float, dy: float,
                 build_base: Callable[[], QPainterPath]) -> QPainterPath:
    """A cached path derived from a cached base path.

    ``op == "band"``: the part of the base not covered by the base shifted by ``(dx, dy)``,
    i.e. the rim on the side opposite the shift (inner shadows and bevels).
    """
    def build() -> QPainterPath:
        base = build_base()
        if op == "band":
            return base.subtracted(base.translated(dx, dy))
        raise ValueError(f"unknown path operation {op!r}")

    return _DERIVED.get((key, op, round(dx, 6), round(dy, 6)), build)


# Latin first (Latin text looks the same in every language), then Thai and Japanese for the
# characters those lack (Thai before Japanese: some Japanese fonts have Thai glyphs of their own)
_FONT_FAMILIES = ["Inter", "Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans",
                  *FALLBACK_FAMILIES["th"], *FALLBACK_FAMILIES["ja"], "Sans Serif"]
_REF_PX = 100


def text_path(text: str, *, bold: bool = True, condensed: bool = False) -> tuple[QPainterPath, QRectF]:
    """``text`` as a vector path at a 100-unit font size, and its tight bounds (cached)."""
    def build() -> tuple[QPainterPath, QRectF]:
        font = QFont()
        font.setFamilies(_FONT_FAMILIES)
        font.setPixelSize(_REF_PX)
        font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.DemiBold)
        if condensed:
            font.setStretch(QFont.Stretch.SemiCondensed)
        font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
        path = QPainterPath()
        path.addText(0.0, 0.0, font, text)
        return path, path.boundingRect()

    return _TEXTS.get((text, bold, condensed), build)
