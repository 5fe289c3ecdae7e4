"""The pictures of Help > How to play, drawn by the game's own renderer.

The guide (``resources/docs/howto*.md``) names its pictures as ``picture:NAME`` links; the
dialog asks :func:`picture_image` for each at the screen's device pixel ratio. Everything is
painted with :mod:`app.render` and the table's own items (counters, locks), so the pictures
follow the pieces' palette (the colour-blind one too) and look like the table. They carry no
words: numbers and symbols only, so no picture needs translating.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPainterPath, QPen

from app.render import (
    card_cell_origin,
    card_cell_size,
    card_size_for_width,
    paint_count_badge,
    paint_piece,
    paint_puzzle_card,
    paint_table_background,
)
from app.render.looks import MARK_COUNT, use_shapes
from app.render.pixmaps import drawn_pixmap
from app.rules import CARD_SIZE, Deck, Mask, classic_deck, mask_to_cells
from app.table.items import GOLD, lock_path, paint_counter_row

Placement = tuple[int, Mask]
"""A piece on a card: (shape index in deck order, cells mask)."""


@lru_cache(maxsize=1)
def _deck() -> Deck:
    return classic_deck()


def _mask(cells: Sequence[tuple[int, int]]) -> Mask:
    out = 0
    for r, c in cells:
        out |= 1 << (r * CARD_SIZE + c)
    return out


@lru_cache(maxsize=64)
def tiling(puzzle_id: str, shape_ids: tuple[str, ...]) -> tuple[Placement, ...]:
    """Pieces of ``shape_ids`` (each used at most once, in any orientation) that fill the puzzle
    exactly, in the order given; empty when they cannot."""
    deck = _deck()
    puzzle = deck.puzzle_by_id[puzzle_id]
    shapes = [deck.shape_index[s] for s in shape_ids]

    def solve(free: Mask, left: tuple[int, ...]) -> list[Placement] | None:
        if not free:
            return []
        first = (free & -free).bit_length() - 1
        fr, fc = divmod(first, CARD_SIZE)
        for i, index in enumerate(left):
            for orient in deck.shapes[index].orients:
                ar, ac = min(orient)
                cells = [(r - ar + fr, c - ac + fc) for r, c in orient]
                if not all(0 <= r < CARD_SIZE and 0 <= c < CARD_SIZE for r, c in cells):
                    continue
                m = _mask(cells)
                if m & free != m:
                    continue
                rest = solve(free & ~m, left[:i] + left[i + 1:])
                if rest is not None:
                    return [(index, m), *rest]
        return None

    found = solve(puzzle.mask, tuple(shapes))
    if found is None:
        return ()
    order = {index: n for n, index in enumerate(shapes)}
    return tuple(sorted(found, key=lambda p: order[p[0]]))


@dataclass(frozen=True, slots=True)
class Picture:
    """One picture of the guide: its size in logical pixels and how to paint it."""

    width: int
    height: int
    paint: Callable[[QPainter, QRectF], None]


PAD = 14.0
WIDTH = 540
"""Every picture is this wide (logical pixels), so they line up in the text column."""
CARD_W = 150.0


def _card_height(width: float) -> float:
    return card_size_for_width(width)[1]


def _card(painter: QPainter, puzzle_id: str, rect: QRectF,
          pieces: Sequence[Placement] = (), fresh: Sequence[Placement] = ()) -> None:
    """A card with ``pieces`` placed and ``fresh`` pieces placed and highlighted."""
    deck = _deck()
    paint_puzzle_card(painter, deck.puzzle_by_id[puzzle_id], deck, rect, pieces=pieces)
    origin = card_cell_origin(rect)
    cs = card_cell_size(rect)
    for index, mask in fresh:
        paint_piece(painter, mask_to_cells(mask), deck.shapes[index].colour, origin, cs,
                    selected=True, mark=index % MARK_COUNT)


def _arrow(painter: QPainter, start: QPointF, end: QPointF, colour: str = GOLD,
           width: float = 4.0) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen = QPen(QColor(colour), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
               Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    d = end - start
    length = max((d.x() ** 2 + d.y() ** 2) ** 0.5, 1e-6)
    ux, uy = d.x() / length, d.y() / length
    head = width * 3.2
    tip = end
    base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
    painter.drawLine(start, base)
    path = QPainterPath(tip)
    path.lineTo(base.x() - uy * head * 0.6, base.y() + ux * head * 0.6)
    path.lineTo(base.x() + uy * head * 0.6, base.y() - ux * head * 0.6)
    path.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawPath(path)
    painter.restore()


def _piece(painter: QPainter, shape_id: str, rect: QRectF, cs: float, *,
           selected: bool = False) -> None:
    deck = _deck()
    index = deck.shape_index[shape_id]
    shape = deck.shapes[index]
    paint_piece(painter, shape, shape.colour, rect, cs, selected=selected, mark=index % MARK_COUNT)


# ---------------------------------------------------------------------------------- the pictures

def _paint_cards(painter: QPainter, area: QRectF) -> None:
    """A white and a black puzzle card, side by side."""
    h = _card_height(CARD_W)
    top = area.y() + (area.height() - h) / 2
    gap = 40.0
    left = area.center().x() - CARD_W - gap / 2
    _card(painter, "W13", QRectF(left, top, CARD_W, h))
    _card(painter, "B17", QRectF(left + CARD_W + gap, top, CARD_W, h))


LADDER: tuple[tuple[str, ...], ...] = (("O1",), ("I2",), ("I3", "L3"),
                                       ("I4", "O4", "L4", "T4", "Z4"))
"""The shapes of the classic deck by level."""


def _paint_ladder(painter: QPainter, area: QRectF) -> None:
    """The upgrade ladder: level 1 -> 2 -> 3 -> 4, every shape of each level in a column."""
    cs = 17.0
    col_w = [cs * 2.6, cs * 3.6, cs * 4.6, cs * 5.6]
    arrow = 44.0
    total = sum(col_w) + arrow * (len(col_w) - 1)
    x = area.center().x() - total / 2
    for level, shapes in enumerate(LADDER):
        slot_h = (area.height() - 2 * PAD) / 5
        count = len(shapes)
        top = area.center().y() - slot_h * count / 2
        for i, shape_id in enumerate(shapes):
            _piece(painter, shape_id, QRectF(x, top + i * slot_h, col_w[level], slot_h), cs)
        x += col_w[level]
        if level < len(LADDER) - 1:
            y = area.center().y()
            _arrow(painter, QPointF(x + 8, y), QPointF(x + arrow - 8, y))
            x += arrow


def _paint_complete(painter: QPainter, area: QRectF) -> None:
    """A full card, its pieces going back to the supply and its reward piece joining them."""
    pieces = tiling("W13", ("L3", "I2"))
    h = _card_height(CARD_W)
    top = area.y() + (area.height() - h) / 2
    cs = 22.0
    left = area.center().x() - (CARD_W + 80 + cs * 8.4) / 2
    _card(painter, "W13", QRectF(left, top, CARD_W, h), pieces)
    y = area.center().y()
    _arrow(painter, QPointF(left + CARD_W + 14, y), QPointF(left + CARD_W + 66, y))
    x = left + CARD_W + 80
    _piece(painter, "L3", QRectF(x, y - 60, cs * 3, cs * 3), cs)
    _piece(painter, "I2", QRectF(x, y + 4, cs * 3, cs * 3), cs)
    paint_count_badge(painter, QPointF(x + cs * 5.2, y + 10), 26, "+")
    _piece(painter, "L3", QRectF(x + cs * 5.4, y - cs * 1.5, cs * 3, cs * 3), cs, selected=True)


def _paint_master(painter: QPainter, area: QRectF) -> None:
    """A master action: three puzzles, one new piece (highlighted) on each."""
    w = 132.0
    h = _card_height(w)
    gap = 26.0
    left = area.center().x() - (3 * w + 2 * gap) / 2
    top = area.y() + (area.height() - h) / 2
    # (puzzle, its pieces in the order they come, how many lay there before the action)
    plans = (("W06", ("T4", "I3", "O1"), 1), ("B17", ("I4", "Z4", "I2"), 1),
             ("W19", ("T4", "I2"), 0))
    for n, (puzzle_id, shape_ids, before) in enumerate(plans):
        placed = tiling(puzzle_id, shape_ids)
        _card(painter, puzzle_id, QRectF(left + n * (w + gap), top, w, h),
              placed[:before], placed[before:before + 1])


def _paint_finishing(painter: QPainter, area: QRectF) -> None:
    """Finishing Touches: two pieces placed at the end, each costing a point."""
    placed = tiling("B18", ("I4", "O4", "I2"))
    h = _card_height(CARD_W)
    top = area.y() + (area.height() - h) / 2
    left = area.center().x() - CARD_W / 2 - 40
    rect = QRectF(left, top, CARD_W, h)
    _card(painter, "B18", rect, placed[:1], placed[1:])
    paint_count_badge(painter, QPointF(rect.right() + 90, area.center().y() + 18), 38,
                      "\u22122")


SOLO_GRID: tuple[str, ...] = ("W13", "W02", "W20", "W18", "W06", "W27", "W09", "B14", "W31")
"""The nine cards of the solo example, positions 1-9 row by row."""
SOLO_LOCKS = (0, 2, 1)


def _paint_solo(painter: QPainter, area: QRectF) -> None:
    """The solo grid: counters above the columns (locked ones and a free one), the 3x3 cards,
    and the automaton's counters beside it."""
    w = 104.0
    h = _card_height(w)
    gap = 12.0
    lock_h = 30.0
    grid_w = 3 * w + 2 * gap
    auto_w = 120.0
    left = area.center().x() - (grid_w + 30 + auto_w) / 2
    top = area.y() + PAD
    for col, count in enumerate(SOLO_LOCKS):
        r = QRectF(left + col * (w + gap), top, w, lock_h)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        locked = count > 0
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.2, Qt.PenStyle.SolidLine if locked
                            else Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 70 if locked else 25))
        painter.drawRoundedRect(r, 8, 8)
        icon = QRectF(r.x() + 7, r.y() + 5, 16, 20)
        painter.fillPath(lock_path(icon), QColor(GOLD if locked else "#8a8178"))
        painter.restore()
        paint_counter_row(painter, QRectF(r.x() + 30, r.y() + 4, r.width() - 34,
                                          r.height() - 8), count, "#fbf4e4")
    y0 = top + lock_h + 10
    for n, puzzle_id in enumerate(SOLO_GRID):
        row, col = divmod(n, 3)
        _card(painter, puzzle_id, QRectF(left + col * (w + gap), y0 + row * (h + gap), w, h))
    # the automaton: its counters and the pile of puzzles it took
    ax = left + grid_w + 30
    ay = y0 + 10
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor(255, 255, 255, 70), 1.2))
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(QRectF(ax, ay, auto_w, 3 * h), 10, 10)
    painter.restore()
    _automaton_face(painter, QRectF(ax + auto_w / 2 - 28, ay + 14, 56, 56))
    paint_counter_row(painter, QRectF(ax + 8, ay + 86, auto_w - 16, 26), 3, "#fbf4e4")
    _card(painter, "B06", QRectF(ax + 12, ay + 130, auto_w - 24, _card_height(auto_w - 24)))


def _automaton_face(painter: QPainter, rect: QRectF) -> None:
    """A small robot head: the automaton, without words."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    ink = QColor("#fbf4e4")
    painter.setPen(QPen(ink, 3))
    painter.setBrush(QColor(0, 0, 0, 60))
    head = rect.adjusted(4, 12, -4, -2)
    painter.drawRoundedRect(head, 10, 10)
    painter.drawLine(QPointF(rect.center().x(), rect.y() + 2), QPointF(rect.center().x(),
                                                                       head.y()))
    painter.setBrush(QColor(GOLD))
    painter.drawEllipse(QPointF(rect.center().x(), rect.y() + 3), 4, 4)
    painter.drawEllipse(QPointF(head.x() + head.width() * 0.3, head.center().y() - 3), 5, 5)
    painter.drawEllipse(QPointF(head.x() + head.width() * 0.7, head.center().y() - 3), 5, 5)
    painter.drawLine(QPointF(head.x() + head.width() * 0.3, head.bottom() - 9),
                     QPointF(head.x() + head.width() * 0.7, head.bottom() - 9))
    painter.restore()


def _paint_turn(painter: QPainter, area: QRectF) -> None:
    """A turn: three actions, three numbered discs."""
    cs = 22.0
    slot = 160.0
    left = area.center().x() - 1.5 * slot
    y = area.center().y()
    def upgrade(r: QRectF) -> None:
        _piece(painter, "I2", QRectF(r.x(), r.y(), r.width(), r.height() * 0.35), cs)
        _arrow(painter, QPointF(r.center().x(), r.y() + r.height() * 0.36),
               QPointF(r.center().x(), r.y() + r.height() * 0.62), width=3.0)
        _piece(painter, "I3", QRectF(r.x(), r.y() + r.height() * 0.62, r.width(),
                                     r.height() * 0.38), cs, selected=True)

    steps: tuple[Callable[[QRectF], None], ...] = (
        lambda r: _card(painter, "W22", r.adjusted(4, -8, -4, 8)),
        lambda r: _piece(painter, "O1", r, cs, selected=True),
        upgrade,
    )
    for n, draw in enumerate(steps):
        r = QRectF(left + n * slot + 20, y - 62, slot - 40, 116)
        draw(r)
        paint_count_badge(painter, QPointF(left + n * slot + slot / 2, area.bottom() - 8), 26,
                          str(n + 1), centred=True)
        if n < 2:
            _arrow(painter, QPointF(left + (n + 1) * slot - 14, y),
                   QPointF(left + (n + 1) * slot + 14, y), width=3.0)


PICTURES: dict[str, Picture] = {
    "puzzle-cards": Picture(WIDTH, 250, _paint_cards),
    "turn": Picture(WIDTH, 190, _paint_turn),
    "upgrade-ladder": Picture(WIDTH, 310, _paint_ladder),
    "completed-puzzle": Picture(WIDTH, 250, _paint_complete),
    "master-action": Picture(WIDTH, 230, _paint_master),
    "finishing-touches": Picture(WIDTH, 250, _paint_finishing),
    "solo-grid": Picture(WIDTH, 470, _paint_solo),
}
"""Every picture of the guide by name (the ``picture:NAME`` of the documents)."""


def picture_size(name: str) -> QSize:
    """The logical size of picture ``name`` (an empty size if there is none)."""
    picture = PICTURES.get(name)
    return QSize(picture.width, picture.height) if picture is not None else QSize()


def picture_image(name: str, device_pixel_ratio: float = 1.0) -> QImage:
    """Picture ``name`` drawn at ``device_pixel_ratio`` (its logical size is
    :func:`picture_size`); a null image for an unknown name."""
    picture = PICTURES.get(name)
    if picture is None:
        return QImage()
    dpr = max(1.0, device_pixel_ratio)
    image = QImage(round(picture.width * dpr), round(picture.height * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    area = QRectF(0, 0, picture.width, picture.height)
    clip = QPainterPath()
    clip.addRoundedRect(area, 14, 14)
    painter.setClipPath(clip)
    # one plank of the table behind the whole picture (no seam across it)
    paint_table_background(painter, area, unit=max(CARD_W, picture.height / 1.45))
    painter.setClipping(False)
    use_shapes(_deck().shapes)
    picture.paint(painter, area)
    painter.end()
    return image


def guide_icon(size: int = 44) -> QIcon:
    """The welcome page's picture of the guide: an open booklet with a piece on each page."""
    return QIcon(drawn_pixmap(_paint_guide, size))


def _paint_guide(painter: QPainter, area: QRectF) -> None:
    use_shapes(_deck().shapes)
    w = h = area.width()
    painter.setPen(QPen(QColor("#5b4429"), 1.4))
    painter.setBrush(QColor("#f4ead6"))
    for left in (True, False):
        page = QPainterPath()
        x0, x1 = (w * 0.06, w * 0.5) if left else (w * 0.5, w * 0.94)
        outer = x0 if left else x1
        page.moveTo(w * 0.5, h * 0.24)
        page.quadTo((outer + w * 0.5) / 2, h * 0.14, outer, h * 0.2)
        page.lineTo(outer, h * 0.86)
        page.quadTo((outer + w * 0.5) / 2, h * 0.8, w * 0.5, h * 0.9)
        page.closeSubpath()
        painter.drawPath(page)
    _piece(painter, "L3", QRectF(w * 0.1, h * 0.26, w * 0.38, h * 0.56), w / 7.5)
    _piece(painter, "T4", QRectF(w * 0.52, h * 0.26, w * 0.38, h * 0.56), w / 9)
