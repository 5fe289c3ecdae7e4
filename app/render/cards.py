"""Painting puzzle cards and deck backs.

A puzzle card is a raised board with a header (victory points medallion, card id, reward piece
in its slot) over the 5x5 grid, in which the recessed cells are one sunken well with an inner
shadow. Placed pieces sit in the well; a drag preview shows on top as a ghost.
All painting stays inside the rectangle given (see :mod:`app.render.geometry`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPen

from app.render.geometry import CardGeometry, card_geometry
from app.render.looks import MARK_COUNT, use_shapes
from app.render.marks import device_scale, paint_count_badge, paint_text
from app.render.outlines import BoundedCache, cached_outline, derived_path
from app.render.pieces import paint_piece, paint_piece_glyph
from app.render.theme import PALETTE, CardTheme, card_theme, qcolor, with_alpha
from app.rules import CARD_SIZE, Cell, Deck, Mask, Puzzle, mask_to_cells

# Fractions of the cell size.
WELL_INSET = 0.018
WELL_RADIUS = 0.1
WELL_SHADOW_STEPS = (0.05, 0.17)

_CACHE = BoundedCache(1024)


def _rounded_rect_path(w: float, h: float, r: float) -> QPainterPath:
    def build() -> QPainterPath:
        p = QPainterPath()
        p.addRoundedRect(QRectF(0, 0, w, h), r, r)
        return p

    return _CACHE.get(("rrect", round(w, 4), round(h, 4), round(r, 4)), build)


def _vertical_brush(tag: str, top: QColor, bottom: QColor, h: float,
                    mid: QColor | None = None) -> QBrush:
    def build() -> QBrush:
        g = QLinearGradient(0.0, 0.0, 0.0, h)
        g.setColorAt(0.0, top)
        if mid is not None:
            g.setColorAt(0.5, mid)
        g.setColorAt(1.0, bottom)
        return QBrush(g)

    return _CACHE.get(("vbrush", tag, top.rgba(), bottom.rgba(),
                       mid.rgba() if mid is not None else None, round(h, 4)), build)


def _inner_lines(mask: Mask, cs: float) -> QPainterPath:
    """Segments between neighbouring recessed cells (the printed grid inside the well)."""
    def build() -> QPainterPath:
        p = QPainterPath()
        for r, c in mask_to_cells(mask):
            if c + 1 < CARD_SIZE and mask >> (r * CARD_SIZE + c + 1) & 1:
                p.moveTo((c + 1) * cs, r * cs + cs * 0.12)
                p.lineTo((c + 1) * cs, (r + 1) * cs - cs * 0.12)
            if r + 1 < CARD_SIZE and mask >> ((r + 1) * CARD_SIZE + c) & 1:
                p.moveTo(c * cs + cs * 0.12, (r + 1) * cs)
                p.lineTo((c + 1) * cs - cs * 0.12, (r + 1) * cs)
        return p

    return _CACHE.get(("lines", mask, round(cs, 4)), build)


def _solid_studs(mask: Mask, cs: float) -> QPainterPath:
    """Faint tile joints on the raised part of the grid, so cells can be counted there too."""
    def build() -> QPainterPath:
        p = QPainterPath()
        d = cs * 0.09
        for i in range(1, CARD_SIZE):
            for j in range(1, CARD_SIZE):
                around = [(i - 1, j - 1), (i - 1, j), (i, j - 1), (i, j)]
                if any(mask >> (r * CARD_SIZE + c) & 1 for r, c in around):
                    continue
                x, y = j * cs, i * cs
                p.moveTo(x - d, y)
                p.lineTo(x + d, y)
                p.moveTo(x, y - d)
                p.lineTo(x, y + d)
        return p

    return _CACHE.get(("studs", mask, round(cs, 4)), build)


def _paint_body(painter: QPainter, geo: CardGeometry, theme: CardTheme, *, selected: bool,
                lift: float = 0.0, shadow: bool = True) -> None:
    """Shadow, halo, board and rims; the painter is at the body's top-left corner."""
    u = geo.body.width()
    w, h, r = u, geo.body.height(), geo.radius
    body = _rounded_rect_path(w, h, r)
    painter.setPen(Qt.PenStyle.NoPen)
    # soft drop shadow: a few widening, fading layers below the card
    for dy, grow, alpha in ((0.008, 0.0, 55), (0.022, 0.01, 26)) if shadow else ():
        g = u * grow
        painter.setBrush(with_alpha(PALETTE.shadow, alpha))
        painter.drawRoundedRect(QRectF(-g, u * (dy + lift) - g, w + 2 * g, h + 2 * g), r + g,
                                r + g)
    if selected:
        g = u * 0.017
        painter.setBrush(qcolor(PALETTE.selected))
        painter.drawRoundedRect(QRectF(-g, -g, w + 2 * g, h + 2 * g), r + g, r + g)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(qcolor(PALETTE.selected_ring), u * 0.005))
        painter.drawRoundedRect(QRectF(-g, -g, w + 2 * g, h + 2 * g), r + g, r + g)
        painter.setPen(Qt.PenStyle.NoPen)
    painter.fillPath(body, _vertical_brush("body", qcolor(theme.body_top),
                                           qcolor(theme.body_bottom), h))
    # rims: light along the top edge, darker along the bottom, then the border line
    rim = u * 0.012
    painter.setBrush(Qt.BrushStyle.NoBrush)
    # fading to the same colour made transparent, not to transparent black: the same on screen,
    # and a printer or PDF reader that drops the gradient's transparency draws no black rim
    light = QPen(_vertical_brush("rim", qcolor(theme.rim_light), with_alpha(theme.rim_light, 0),
                                 h * 0.5), rim)
    painter.setPen(light)
    painter.drawRoundedRect(QRectF(rim, rim, w - 2 * rim, h - 2 * rim), r - rim, r - rim)
    painter.setPen(QPen(qcolor(theme.border), u * 0.008))
    painter.drawPath(body)
    painter.setPen(Qt.PenStyle.NoPen)


def paint_puzzle_card(painter: QPainter, puzzle: Puzzle, deck: Deck, rect: QRectF, *,
                      pieces: Sequence[tuple[int, Mask]] = (), highlight: Mask = 0,
                      highlight_legal: bool | None = None,
                      highlight_colour: str | QColor | None = None, dimmed: bool = False,
                      selected: bool = False, label: str | None = None,
                      shadow: bool = True) -> None:
    """Paint a puzzle card into ``rect`` (fitted to :data:`CARD_ASPECT`, centred).

    ``pieces``: placed pieces as ``(shape index in deck order, cells mask)``. ``highlight``:
    cells of a drag preview, painted as a ghost (in ``highlight_colour``, default white) that
    is green with a check mark when ``highlight_legal`` is True and red with crossed cells when
    False. ``dimmed`` greys the card out; ``selected`` adds a halo. ``label`` replaces the
    card id text (e.g. an already translated "W07 (locked)"). ``shadow`` False paints the card
    flat, without its drop shadow (the print & play sheets: nothing outside the cut line).
    """
    geo = card_geometry(rect)
    theme = card_theme(puzzle.colour)
    u = geo.body.width()
    if u <= 0:
        return
    cs = geo.cell
    detailed = cs * device_scale(painter) >= 9.0
    use_shapes(deck.shapes)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(geo.body.topLeft())
    _paint_body(painter, geo, theme, selected=selected, shadow=shadow)

    # the grid: raised tiles around one sunken well of recessed cells
    gx = geo.grid.x() - geo.body.x()
    gy = geo.grid.y() - geo.body.y()
    painter.translate(gx, gy)
    # a faint tray under the grid, so the raised cells read as one board
    t = cs * 0.08
    painter.setBrush(qcolor(theme.panel))
    painter.drawRoundedRect(QRectF(-t, -t, cs * CARD_SIZE + 2 * t, cs * CARD_SIZE + 2 * t),
                            cs * 0.16, cs * 0.16)
    studs = _solid_studs(puzzle.mask, cs) if detailed else QPainterPath()
    if not studs.isEmpty():  # (an empty path makes a PDF writer close a path it never began)
        painter.setPen(QPen(qcolor(theme.solid_line), cs * 0.03, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(studs)
        painter.setPen(Qt.PenStyle.NoPen)
    if puzzle.mask:
        _paint_well(painter, puzzle.mask, cs, theme, detailed)
    painter.translate(-gx, -gy)

    _paint_header(painter, geo, theme, puzzle, deck, label)
    painter.restore()

    origin = geo.grid.topLeft()
    for shape_index, mask in pieces:
        cells = mask_to_cells(mask)
        if not cells:
            continue
        if 0 <= shape_index < len(deck.shapes):
            colour: str = deck.shapes[shape_index].colour
            mark: int | None = shape_index % MARK_COUNT
        else:  # an index from a different deck: still show where the piece is
            colour, mark = "#9a9a9a", None
        paint_piece(painter, cells, colour, origin, cs, mark=mark)
    if highlight:
        ghost = highlight_colour if highlight_colour is not None else PALETTE.neutral
        paint_piece(painter, mask_to_cells(highlight), ghost, origin, cs, ghost=True,
                    legal=highlight_legal)
    if dimmed:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(geo.body.topLeft())
        painter.fillPath(_rounded_rect_path(u, geo.body.height(), geo.radius),
                         with_alpha("#1c1a18", 120))
        painter.restore()


def _paint_well(painter: QPainter, mask: Mask, cs: float, theme: CardTheme,
                detailed: bool) -> None:
    """The recessed area; the painter is at the grid's top-left corner."""
    cells = mask_to_cells(mask)
    path, offset, key = cached_outline(cells, cs, inset=cs * WELL_INSET, radius=cs * WELL_RADIUS)
    painter.save()
    painter.translate(offset)
    bounds = path.boundingRect()
    painter.fillPath(path, _vertical_brush("well", qcolor(theme.well_deep), qcolor(theme.well),
                                           max(bounds.bottom(), 1e-6)))

    def base() -> QPainterPath:
        return path

    if detailed:
        shadow = theme.well_shadow
        for i, d in enumerate(WELL_SHADOW_STEPS):
            band = derived_path(key, "band", cs * d, cs * d, base)
            painter.fillPath(band, with_alpha(shadow, theme_alpha(theme, i)))
        painter.fillPath(derived_path(key, "band", -cs * 0.035, -cs * 0.035, base),
                         qcolor(theme.well_lip))
        painter.translate(-offset)
        painter.setPen(QPen(qcolor(theme.grid_line), cs * 0.022, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        lines = _inner_lines(mask, cs)
        if not lines.isEmpty():  # (a well of one square has none)
            painter.drawPath(lines)
        painter.translate(offset)
    painter.strokePath(path, QPen(qcolor(theme.well_rim), cs * 0.03))
    painter.restore()


def theme_alpha(theme: CardTheme, step: int) -> int:
    """Opacity of one inner-shadow step: the first, sharp step darker than the soft ones."""
    base = 80 if step == 0 else 45
    return base if theme.well_shadow != "#000000" else base + 20


def _paint_header(painter: QPainter, geo: CardGeometry, theme: CardTheme, puzzle: Puzzle,
                  deck: Deck, label: str | None) -> None:
    """Points medallion, id and reward slot; the painter is at the body's top-left corner."""
    u = geo.body.width()
    bx, by = geo.body.x(), geo.body.y()
    badge = geo.badge.translated(-bx, -by)
    slot = geo.reward.translated(-bx, -by)
    text_box = geo.label.translated(-bx, -by)

    # victory points: a medallion with a ring
    ring = u * 0.014
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha("#000000", 45))
    painter.drawEllipse(badge.translated(0, u * 0.008))
    painter.setBrush(qcolor(theme.badge_ring))
    painter.drawEllipse(badge)
    inner = badge.adjusted(ring, ring, -ring, -ring)
    painter.setBrush(_medallion_brush(theme, inner))
    painter.drawEllipse(inner)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 70), u * 0.004))
    painter.drawEllipse(badge.adjusted(ring * 0.35, ring * 0.35, -ring * 0.35, -ring * 0.35))
    painter.setPen(Qt.PenStyle.NoPen)
    m = inner.width() * 0.24
    paint_text(painter, str(puzzle.points), inner.adjusted(m, m, -m, -m),
               qcolor(theme.badge_ink), height_of="0")

    # reward: the piece in a sunken slot
    sr = slot.height() * 0.22
    painter.setBrush(qcolor(theme.slot))
    painter.drawRoundedRect(slot, sr, sr)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(with_alpha(theme.well_shadow, 60), u * 0.004))
    painter.drawRoundedRect(slot, sr, sr)
    painter.setPen(Qt.PenStyle.NoPen)
    inset = slot.height() * 0.13
    glyph_box = slot.adjusted(inset, inset, -inset, -inset)
    if puzzle.reward in deck.shape_index:
        shape = deck.shape(puzzle.reward)
        paint_piece_glyph(painter, shape, shape.colour, glyph_box)
    else:  # a deck being edited may name a piece it lacks: say so rather than guess
        paint_text(painter, "?", glyph_box.adjusted(inset, inset, -inset, -inset),
                   qcolor(theme.ink_soft))

    # the card id, small and quiet
    text = label if label is not None else puzzle.id
    h = u * 0.062
    box = QRectF(text_box.x() + u * 0.02, text_box.center().y() - h / 2,
                 text_box.width() - u * 0.04, h)
    paint_text(painter, text, box, qcolor(theme.ink_soft), bold=True, height_of="W0")


def _medallion_brush(theme: CardTheme, inner: QRectF) -> QBrush:
    def build() -> QBrush:
        g = QLinearGradient(inner.topLeft(), inner.bottomRight())
        g.setColorAt(0.0, qcolor(theme.badge_fill).lighter(115))
        g.setColorAt(1.0, qcolor(theme.badge_fill_dark))
        return QBrush(g)

    return _CACHE.get(("medal", theme.badge_fill, inner.x(), inner.y(), inner.width()), build)


_EMBLEM: tuple[Cell, ...] = ((1, 1), (2, 1), (3, 1), (3, 2), (3, 3))
_BACK_TILES: tuple[Cell, ...] = tuple((r, c) for r in range(5) for c in range(5))
BACK_GRID = 0.6  # width of the motif grid on a deck back, as a fraction of the card width
BACK_GRID_TOP = 0.13


def paint_card_back(painter: QPainter, colour: str, rect: QRectF, count: int | None, *,
                    selected: bool = False, title: str | None = None) -> None:
    """The back of the white or black deck, as a pile, with the number of cards left.

    ``count`` None paints a single back without a number; 0 paints the empty place of the
    deck (a dashed outline saying "Empty"). ``title`` replaces the translated game name.
    """
    geo = card_geometry(rect)
    theme = card_theme(colour)
    u = geo.body.width()
    if u <= 0:
        return
    w, h, r = u, geo.body.height(), geo.radius
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(geo.body.topLeft())
    if count is not None and count <= 0:
        painter.setBrush(with_alpha("#000000", 38))
        painter.setPen(QPen(with_alpha("#ffffff", 120), u * 0.012, Qt.PenStyle.DashLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawRoundedRect(QRectF(0, 0, w, h), r, r)
        text = QCoreApplication.translate("render", "Empty")
        paint_text(painter, text, QRectF(w * 0.15, h * 0.45, w * 0.7, h * 0.1),
                   with_alpha("#ffffff", 170), height_of="E")
        painter.restore()
        return

    layers = 2 if count is None else min(max(count - 1, 0), 4)
    step = u * 0.007
    painter.setPen(Qt.PenStyle.NoPen)
    if layers:
        # the cards underneath show as edges along the bottom
        for dy, grow, alpha in ((0.01, 0.0, 45), (0.018, 0.005, 26)):
            g = u * grow
            painter.setBrush(with_alpha(PALETTE.shadow, alpha))
            painter.drawRoundedRect(QRectF(-g, u * dy + layers * step - g, w + 2 * g, h + 2 * g),
                                    r + g, r + g)
        for i in range(layers, 0, -1):
            painter.setBrush(qcolor(theme.back_bottom).darker(112 + 6 * i))
            painter.setPen(QPen(qcolor(theme.border), u * 0.005))
            painter.drawRoundedRect(QRectF(0, i * step, w, h), r, r)
        painter.setPen(Qt.PenStyle.NoPen)
        _paint_back_face(painter, geo, theme, selected=selected, shadow=False)
    else:
        _paint_back_face(painter, geo, theme, selected=selected, shadow=True)

    text = title if title is not None else QCoreApplication.translate("render", "Project L")
    title_top = u * (BACK_GRID_TOP + BACK_GRID + 0.075)
    paint_text(painter, text.upper(), QRectF(w * 0.16, title_top, w * 0.68, u * 0.07),
               qcolor(theme.back_ink), height_of="L")
    if count is not None:
        paint_count_badge(painter, QPointF(w / 2, h - u * 0.055), u * 0.12, str(count),
                          centred=True)
    painter.restore()


def paint_card_back_face(painter: QPainter, colour: str, rect: QRectF, *,
                         title: str | None = None, emblem: bool = True,
                         image: QImage | None = None) -> None:
    """One card's back, flat (no pile, no shadow, no count): what is printed behind a card.

    ``title`` replaces the game's name under the motif (a long one takes two lines);
    ``emblem`` False leaves the L out of the motif's grid; ``image`` (when it holds a picture)
    takes the motif's place, fitted into it whole.
    """
    geo = card_geometry(rect)
    theme = card_theme(colour)
    u = geo.body.width()
    if u <= 0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(geo.body.topLeft())
    painter.setPen(Qt.PenStyle.NoPen)
    _paint_back_face(painter, geo, theme, selected=False, shadow=False, emblem=emblem,
                     image=image)
    text = (title if title is not None else QCoreApplication.translate("render", "Project L"))
    title_top = u * (BACK_GRID_TOP + BACK_GRID + 0.075)
    ink = qcolor(theme.back_ink)
    lines = _title_lines(text.upper())
    if len(lines) == 1:
        paint_text(painter, lines[0], QRectF(u * 0.12, title_top, u * 0.76, u * 0.07), ink,
                   height_of="L")
    else:
        for i, line in enumerate(lines):
            paint_text(painter, line, QRectF(u * 0.1, title_top + i * u * 0.075, u * 0.8,
                                             u * 0.055), ink, height_of="L")
    painter.restore()


def _title_lines(text: str) -> list[str]:
    """A back's title in one line, or two (split at the space nearest the middle) when it is
    long enough to print small in one."""
    if len(text) <= 14 or " " not in text.strip():
        return [text]
    middle = len(text) / 2
    cut = min((i for i, ch in enumerate(text) if ch == " "), key=lambda i: abs(i - middle))
    return [text[:cut].strip(), text[cut + 1 :].strip()]


def _paint_back_face(painter: QPainter, geo: CardGeometry, theme: CardTheme, *, selected: bool,
                     shadow: bool, emblem: bool = True, image: QImage | None = None) -> None:
    u = geo.body.width()
    w, h, r = u, geo.body.height(), geo.radius
    body = _rounded_rect_path(w, h, r)
    if shadow or selected:
        _paint_body(painter, geo, theme, selected=selected)
    painter.fillPath(body, _vertical_brush("back", qcolor(theme.back_top),
                                           qcolor(theme.back_bottom), h))
    if image is not None and not image.isNull():
        _paint_back_image(painter, image, QRectF(u * 0.1, u * 0.09, u * 0.8, u * 0.66), u)
    else:
        # the motif: a faint 5x5 card grid with a big L laid into it
        cs = u * BACK_GRID / 5
        origin = QPointF((w - cs * 5) / 2, u * BACK_GRID_TOP)
        painter.save()
        painter.translate(origin)
        tiles, _, _ = cached_outline(((0, 0),), cs, inset=cs * 0.1, radius=cs * 0.22)
        pattern = qcolor(theme.back_pattern)
        for rr, cc in _BACK_TILES:
            if emblem and (rr, cc) in _EMBLEM:
                continue
            painter.translate(cc * cs, rr * cs)
            painter.fillPath(tiles, pattern)
            painter.translate(-cc * cs, -rr * cs)
        painter.restore()
        if emblem:
            paint_piece(painter, _EMBLEM, theme.back_accent, origin, cs, pips=False)
    # frame line and border
    fi = u * 0.04
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(with_alpha(theme.back_accent, 150), u * 0.007))
    painter.drawRoundedRect(QRectF(fi, fi, w - 2 * fi, h - 2 * fi), r * 0.6, r * 0.6)
    painter.setPen(QPen(qcolor(theme.border), u * 0.008))
    painter.drawPath(body)
    painter.setPen(Qt.PenStyle.NoPen)


def _paint_back_image(painter: QPainter, image: QImage, box: QRectF, u: float) -> None:
    """A picture fitted whole into ``box`` (centred, its proportions kept, corners rounded)."""
    scale = min(box.width() / image.width(), box.height() / image.height())
    w, h = image.width() * scale, image.height() * scale
    target = QRectF(box.center().x() - w / 2, box.center().y() - h / 2, w, h)
    clip = QPainterPath()
    clip.addRoundedRect(target, u * 0.03, u * 0.03)
    painter.save()
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawImage(target, image)
    painter.restore()
