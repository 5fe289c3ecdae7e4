"""How a piece is told apart: its colour in the chosen palette, and a mark of its own.

Colour is never the only sign of a shape: every shape of a deck gets a small mark (a dot, a
ring, a bar, a plus...) engraved into one of its squares, chosen by the shape's place in its
deck, so the shapes of one deck have distinct marks up to :data:`MARK_COUNT` shapes.

The colour-blind palette replaces the deck's colours by colours chosen to stay apart under
deuteranopia, protanopia and tritanopia (Okabe and Ito's eight, without black, plus two dark
ones from Paul Tol's palettes): the classic colours map to the nearest in spirit, any other
deck colour to the nearest one its deck has not used yet.

Painting asks :func:`piece_colour` and :func:`mark_of` with what it has (a colour and cells),
so the pieces of every view follow: :func:`use_shapes` tells this module the shapes of a deck
being shown (the table, the editor and card painting do so). This is render state, like a
cache: nothing of the game lives here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from app.rules import Cell, Shape, canonical

STANDARD = "standard"
COLOUR_BLIND = "colour-blind"
PALETTE_NAMES = (STANDARD, COLOUR_BLIND)

CLASSIC_COLOURS: dict[str, str] = {
    "#f2c230": "#f0e442",  # O1 yellow -> yellow
    "#6cb33f": "#009e73",  # I2 green -> bluish green
    "#2f7fc1": "#0072b2",  # I3 blue -> blue
    "#f08a24": "#e69f00",  # L3 orange -> orange
    "#35b6c9": "#56b4e9",  # I4 cyan -> sky blue
    "#d83a34": "#d55e00",  # O4 red -> vermillion
    "#8a4fb5": "#882255",  # L4 purple -> wine
    "#e45fa0": "#cc79a7",  # T4 pink -> reddish purple
    "#2d4e9e": "#332288",  # Z4 navy -> indigo
}
"""The classic deck's colours and their colour-blind replacements."""

COLOUR_BLIND_COLOURS: tuple[str, ...] = (
    "#f0e442", "#009e73", "#0072b2", "#e69f00", "#56b4e9", "#d55e00", "#882255", "#cc79a7",
    "#332288", "#dddddd", "#6f6f6f",
)
"""The colour-blind palette: nine colours apart under every common colour blindness, then
two greys for decks with more colours (their marks tell those apart)."""

MARK_COUNT = 12
MARK_NAMES = ("dot", "ring", "bar", "plus", "cross", "triangle", "diamond", "square",
              "hollow square", "upright bar", "hollow triangle", "two dots")
"""The marks in deck order: shape ``i`` of a deck carries mark ``i % MARK_COUNT``."""

MIN_MARK_PX = 9.0  # below this many device pixels per cell, marks are skipped

_palette = STANDARD
_marks: dict[tuple[str, tuple[Cell, ...]], int] = {}
_custom: dict[str, str] = {}  # a deck colour (lower case) -> its colour-blind colour
_known: set[tuple[tuple[str, tuple[Cell, ...]], ...]] = set()
_last: tuple[tuple[str, tuple[Cell, ...]], ...] | None = None
_listeners: list[Callable[[], None]] = []


class PaletteNotifier(QObject):
    """Says when the pieces' palette changed, so every open view repaints (a connection to a
    QObject's slot ends with that object)."""

    changed = Signal(str)


@cache
def palette_notifier() -> PaletteNotifier:
    """The one :class:`PaletteNotifier` of the program (made on first use)."""
    return PaletteNotifier()


def piece_palette() -> str:
    """The palette pieces are painted with (one of :data:`PALETTE_NAMES`)."""
    return _palette


def set_piece_palette(name: str) -> bool:
    """Paint pieces with palette ``name`` (anything unknown is the standard one); returns
    whether it changed. Cached pictures are forgotten; views repaint themselves."""
    global _palette
    name = name if name in PALETTE_NAMES else STANDARD
    if name == _palette:
        return False
    _palette = name
    for listener in list(_listeners):
        listener()
    palette_notifier().changed.emit(name)
    return True


def on_palette_changed(listener: Callable[[], None]) -> None:
    """Call ``listener()`` after every palette change (render caches use it)."""
    _listeners.append(listener)


@lru_cache(maxsize=4096)
def _canonical(cells: tuple[Cell, ...]) -> tuple[Cell, ...]:
    return canonical(cells)


def use_shapes(shapes: Sequence[Shape]) -> None:
    """Learn the marks and colour-blind colours of a deck's shapes (cheap when just told).

    The deck told last wins where two decks have a shape of the same cells and colour at
    different places (the editor's deck and the game's, in one program).
    """
    global _last
    key = tuple((s.colour.lower(), s.cells) for s in shapes)
    if key == _last:
        return
    _last = key
    if len(_known) > 64:  # many decks seen (the editor's edits): start afresh
        _known.clear()
        _marks.clear()
        _custom.clear()
    fresh = key not in _known
    _known.add(key)
    taken = {CLASSIC_COLOURS[c] for c, _ in key if c in CLASSIC_COLOURS}
    for i, (colour, cells) in enumerate(key):
        _marks[(colour, _canonical(cells))] = i % MARK_COUNT
        if not fresh or colour in CLASSIC_COLOURS or colour in _custom:
            continue
        _custom[colour] = _nearest_free(colour, taken)
        taken.add(_custom[colour])


def _nearest_free(colour: str, taken: set[str]) -> str:
    import math

    from app.render.vision import lab  # imported when a custom deck needs it

    free = [c for c in COLOUR_BLIND_COLOURS if c not in taken] or list(COLOUR_BLIND_COLOURS)
    try:
        target = lab(_rgb(colour))
    except ValueError:
        return free[0]
    return min(free, key=lambda c: math.dist(lab(_rgb(c)), target))


def _rgb(colour: str) -> tuple[int, int, int]:
    q = QColor(colour)
    if not q.isValid():
        raise ValueError(colour)
    return q.red(), q.green(), q.blue()


def piece_colour(colour: str) -> str:
    """The colour a piece of deck colour ``colour`` is painted in the current palette."""
    if _palette == STANDARD:
        return colour
    low = colour.lower()
    return CLASSIC_COLOURS.get(low) or _custom.get(low, colour)


def shape_colour(shape: Shape) -> str:
    """The colour ``shape`` is painted in the current palette."""
    return piece_colour(shape.colour)


def mark_of(cells: Sequence[Cell], colour: str | QColor | None) -> int | None:
    """The mark of the piece with these cells (in any orientation and place) and deck colour,
    None for something that is not a piece of a deck shown (a ghost, a back's emblem)."""
    if not isinstance(colour, str) or not cells:
        return None
    return _marks.get((colour.lower(), _canonical(tuple(cells))))


def shape_marks(shapes: Sequence[Shape]) -> tuple[int, ...]:
    """The mark of every shape of a deck, in deck order."""
    use_shapes(shapes)
    return tuple(i % MARK_COUNT for i in range(len(shapes)))


def mark_name(mark: int) -> str:
    """The English name of a mark (for tests and tools)."""
    return MARK_NAMES[mark % MARK_COUNT]


# ------------------------------------------------------------------ painting

def _unit_paths() -> tuple[tuple[QPainterPath, bool], ...]:
    """Each mark as a path in a unit box, and whether it is stroked (else filled)."""
    def path(build: Callable[[QPainterPath], object]) -> QPainterPath:
        p = QPainterPath()
        build(p)
        return p

    def poly(p: QPainterPath, pts: Sequence[tuple[float, float]]) -> None:
        p.moveTo(*pts[0])
        for pt in pts[1:]:
            p.lineTo(*pt)
        p.closeSubpath()

    return (
        (path(lambda p: p.addEllipse(QPointF(0.5, 0.5), 0.27, 0.27)), False),  # dot
        (path(lambda p: p.addEllipse(QPointF(0.5, 0.5), 0.3, 0.3)), True),  # ring
        (path(lambda p: p.addRoundedRect(QRectF(0.1, 0.38, 0.8, 0.24), 0.08, 0.08)), False),
        (path(lambda p: (p.moveTo(0.5, 0.12), p.lineTo(0.5, 0.88), p.moveTo(0.12, 0.5),
                         p.lineTo(0.88, 0.5))), True),  # plus
        (path(lambda p: (p.moveTo(0.2, 0.2), p.lineTo(0.8, 0.8), p.moveTo(0.8, 0.2),
                         p.lineTo(0.2, 0.8))), True),  # cross
        (path(lambda p: poly(p, ((0.5, 0.1), (0.92, 0.84), (0.08, 0.84)))), False),  # triangle
        (path(lambda p: poly(p, ((0.5, 0.05), (0.95, 0.5), (0.5, 0.95), (0.05, 0.5)))), False),
        (path(lambda p: p.addRect(QRectF(0.2, 0.2, 0.6, 0.6))), False),  # square
        (path(lambda p: p.addRect(QRectF(0.2, 0.2, 0.6, 0.6))), True),  # hollow square
        (path(lambda p: p.addRoundedRect(QRectF(0.38, 0.1, 0.24, 0.8), 0.08, 0.08)), False),
        (path(lambda p: poly(p, ((0.5, 0.14), (0.88, 0.8), (0.12, 0.8)))), True),  # hollow tri
        (path(lambda p: (p.addEllipse(QPointF(0.24, 0.5), 0.17, 0.17),
                         p.addEllipse(QPointF(0.76, 0.5), 0.17, 0.17))), False),  # two dots
    )


_PATHS: tuple[tuple[QPainterPath, bool], ...] | None = None


def mark_inks(base: QColor) -> tuple[QColor, QColor]:
    """The ink of marks and pips on a piece of colour ``base``, and its engraving highlight:
    dark on light colours, light on dark ones, so they read on every colour."""
    if _luminance(base.rgb()) > 0.22:
        ink = base.darker(260)
        ink.setAlpha(215)
        return ink, QColor(255, 255, 255, 110)
    return QColor(255, 255, 255, 225), QColor(0, 0, 0, 90)


@lru_cache(maxsize=1024)
def _luminance(rgb: int) -> float:
    """WCAG relative luminance of a 0xRRGGBB colour (pure Python: no numpy at start-up)."""
    def channel(v: int) -> float:
        c = v / 255.0
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(rgb >> 16 & 255) + 0.7152 * channel(rgb >> 8 & 255)
            + 0.0722 * channel(rgb & 255))


def paint_mark(painter: QPainter, cell: QRectF, mark: int, base: QColor) -> None:
    """Engrave mark ``mark`` into one square ``cell`` of a piece of colour ``base``."""
    global _PATHS
    if _PATHS is None:
        _PATHS = _unit_paths()
    path, stroked = _PATHS[mark % MARK_COUNT]
    s = cell.width() * 0.56
    ink, light = mark_inks(base)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for colour, d in ((light, s * 0.06), (ink, 0.0)):
        painter.save()
        painter.translate(cell.center().x() - s / 2 + d, cell.center().y() - s / 2 + d)
        painter.scale(s, s)
        if stroked:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.fillPath(path, colour)
        painter.restore()
    painter.restore()
