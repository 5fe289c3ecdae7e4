"""Print & play: a deck as a PDF of real-size puzzle cards and sheets of pieces.

Cards are painted by the game's renderer at 6 cm wide (about the size of the printed cards),
nine to an A4 or Letter page, each with a dashed cut line around it. With card backs, every
page of fronts is followed by a page of backs laid out for two-sided printing: each back (white
behind a white card, black behind a black one) is placed where its front lands once the sheet
is turned over its long edge (or its short edge), so cutting along the front's line cuts the
back too. The pieces follow at the matching scale (one square of a piece is one cell of a
card), as many of each as the reserve holds, each with its outline to cut along: the custom
shapes only (the box holds the classic ones), or all of them. Every page carries a 5 cm bar
to check that the printer did not scale the page.

Everything is painted straight onto the PDF writer, in millimetres, and flat (no drop shadow
outside a card's cut line). Nothing goes through a :class:`QPicture`: a picture records at the
screen's 96 dpi, and the 600 dpi writer replayed it 6.25 times too large (every back and piece
ran over its cut lines and off the page). A deck of 100 puzzles writes in about a second;
:func:`export_pdf` reports its progress page by page and stops when asked (the editor runs it
off the UI thread). tests/test_print_pixels.py renders the file with PDFium and measures it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QImage,
    QImageReader,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from app.core.atomic import atomic_write_bytes
from app.i18n import deck_name_text, piece_name_text
from app.render import (
    card_geometry,
    paint_card_back_face,
    paint_piece,
    paint_puzzle_card,
    polyomino_path,
)
from app.render.geometry import BODY_HEIGHT, GRID_SIZE
from app.render.looks import use_shapes
from app.render.marks import paint_text
from app.rules import (
    CARD_SIZE,
    BackDesign,
    Cell,
    Deck,
    Puzzle,
    Shape,
    canonical,
    classic_deck,
)
from app.templates import fill
from editor.text import PrintCounts

CARD_WIDTH_MM = 60.0
"""Width of a printed card (its body, without the painted shadow)."""
CARD_HEIGHT_MM = CARD_WIDTH_MM * BODY_HEIGHT
CELL_MM = CARD_WIDTH_MM * GRID_SIZE / CARD_SIZE
"""Side of one square: a card's cell, and a piece's square."""
MARGIN_MM = 10.0
HEADER_MM = 9.0
FOOTER_MM = 9.0
CARD_GAP_MM = 5.0
PIECE_GAP_MM = 3.0
LABEL_MM = 6.0
RESOLUTION = 600

PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
FLIPS = ("long", "short")
"""How a two-sided printer turns the sheet: over its long edge (the usual) or its short edge."""
PIECE_CHOICES = ("custom", "all", "none")
"""Which pieces are printed: the shapes not in the classic box, every shape, or none."""


class ExportCancelled(Exception):
    """The export was stopped before the file was written (nothing was written)."""


# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class PiecePrint:
    """One printed piece: its shape, the orientation printed and its top-left corner (mm)."""

    shape: Shape
    cells: tuple[Cell, ...]
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Label:
    """A heading on a piece sheet (mm)."""

    text: str
    x: float
    y: float
    width: float


@dataclass(frozen=True, slots=True)
class CardBack:
    """One printed card back: the colour of its deck and its rectangle on the back page (mm)."""

    puzzle: str
    colour: str
    rect: QRectF


@dataclass(frozen=True, slots=True)
class PrintPlan:
    """Which cards, backs and pieces go on which page.

    ``sequence`` is the order of the pages in the file: ``("cards", i)`` is the i-th page of
    fronts, ``("backs", i)`` the page of backs printed on its other side, ``("pieces", i)`` the
    i-th sheet of pieces.
    """

    page_mm: QSizeF
    card_pages: tuple[tuple[tuple[Puzzle, QRectF], ...], ...]
    piece_pages: tuple[tuple[tuple[PiecePrint, ...], tuple[Label, ...]], ...]
    back_pages: tuple[tuple[CardBack, ...], ...] = ()
    flip: str = "long"
    sequence: tuple[tuple[str, int], ...] = field(default=())

    @property
    def pages(self) -> int:
        """The number of pages."""
        return len(self.sequence)


def duplex_mirror(rect: QRectF, page_mm: QSizeF, flip: str = "long") -> QRectF:
    """Where a rectangle of a sheet's front lies on its back, in the back page's coordinates.

    Turned over its long edge (a portrait page's left-right axis) the back sees the front
    mirrored left to right; turned over its short edge, mirrored top to bottom. The mirror is
    its own inverse.
    """
    if flip == "short":
        return QRectF(rect.x(), page_mm.height() - rect.bottom(), rect.width(), rect.height())
    return QRectF(page_mm.width() - rect.right(), rect.y(), rect.width(), rect.height())


@cache
def _classic_keys() -> frozenset[tuple[Cell, ...]]:
    return frozenset(canonical(s.cells) for s in classic_deck().shapes)


def is_classic_shape(shape: Shape) -> bool:
    """Whether a box of the classic game holds this shape (the same cells up to rotation and
    reflection), so players can take it from there instead of cutting it out."""
    return canonical(shape.cells) in _classic_keys()


def printed_shapes(deck: Deck, pieces: str = "custom") -> tuple[Shape, ...]:
    """The shapes whose pieces are printed: custom ones, all, or none (see PIECE_CHOICES)."""
    if pieces not in PIECE_CHOICES:
        raise KeyError(pieces)
    if pieces == "none":
        return ()
    shapes = tuple(s for s in deck.shapes if s.count > 0)
    if pieces == "all":
        return shapes
    classic = _classic_keys()
    return tuple(s for s in shapes if canonical(s.cells) not in classic)


def page_size_mm(page: str) -> QSizeF:
    """The size of a paper format (``"a4"`` or ``"letter"``) in millimetres."""
    return QPageSize(PAGE_SIZES[page]).size(QPageSize.Unit.Millimeter)


def _flat_orientation(shape: Shape) -> tuple[Cell, ...]:
    """The orientation of a shape that lies lowest (fewest rows), so shelves stay short."""

    def key(cells: tuple[Cell, ...]) -> tuple[int, int, tuple[Cell, ...]]:
        return max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1, cells

    return min(shape.orients, key=key) if shape.orients else shape.cells


def plan_pages(
    deck: Deck,
    page: str = "a4",
    *,
    backs: bool = False,
    flip: str = "long",
    pieces: str = "all",
) -> PrintPlan:
    """Lay out the deck's cards (with their backs if asked) and pieces on pages of a paper
    format; ``flip`` is how the printer turns the sheet (see FLIPS), ``pieces`` which shapes
    get pieces (see PIECE_CHOICES)."""
    if flip not in FLIPS:
        raise KeyError(flip)
    size = page_size_mm(page)
    pw, ph = size.width(), size.height()
    usable_w = pw - 2 * MARGIN_MM
    top = MARGIN_MM + HEADER_MM
    usable_h = ph - top - MARGIN_MM - FOOTER_MM
    cols = max(1, int((usable_w + CARD_GAP_MM) // (CARD_WIDTH_MM + CARD_GAP_MM)))
    rows = max(1, int((usable_h + CARD_GAP_MM) // (CARD_HEIGHT_MM + CARD_GAP_MM)))
    block_w = cols * CARD_WIDTH_MM + (cols - 1) * CARD_GAP_MM
    block_h = rows * CARD_HEIGHT_MM + (rows - 1) * CARD_GAP_MM
    x0 = (pw - block_w) / 2
    y0 = top + (usable_h - block_h) / 2
    per_page = cols * rows
    card_pages = []
    puzzles = list(deck.puzzles)
    for start in range(0, len(puzzles), per_page):
        cards = []
        for k, pz in enumerate(puzzles[start : start + per_page]):
            r, c = divmod(k, cols)
            rect = QRectF(
                x0 + c * (CARD_WIDTH_MM + CARD_GAP_MM),
                y0 + r * (CARD_HEIGHT_MM + CARD_GAP_MM),
                CARD_WIDTH_MM,
                CARD_HEIGHT_MM,
            )
            cards.append((pz, rect))
        card_pages.append(tuple(cards))

    piece_pages: list[tuple[tuple[PiecePrint, ...], tuple[Label, ...]]] = []
    items: list[PiecePrint] = []
    labels: list[Label] = []
    left, right = MARGIN_MM, pw - MARGIN_MM
    bottom = ph - MARGIN_MM - FOOTER_MM
    y = top

    def new_page() -> None:
        nonlocal items, labels, y
        if items or labels:
            piece_pages.append((tuple(items), tuple(labels)))
        items, labels = [], []
        y = top

    for shape in printed_shapes(deck, pieces):
        cells = _flat_orientation(shape)
        h = (max(r for r, _ in cells) + 1) * CELL_MM
        w = (max(c for _, c in cells) + 1) * CELL_MM
        if y + LABEL_MM + h > bottom:
            new_page()
        name = f"{shape.id} · {piece_name_text(shape)}" if shape.name and shape.name != shape.id \
            else shape.id
        labels.append(
            Label(
                fill(translate("pdf", "%1 — %2"), name, PrintCounts().pieces(shape.count)),
                left,
                y,
                right - left,
            )
        )
        y += LABEL_MM
        x = left
        for _ in range(shape.count):
            if x + w > right + 1e-6:
                x = left
                y += h + PIECE_GAP_MM
            if y + h > bottom:
                new_page()
                x = left
            items.append(PiecePrint(shape, cells, x, y))
            x += w + PIECE_GAP_MM
        y += h + PIECE_GAP_MM * 2
    new_page()
    back_pages: list[tuple[CardBack, ...]] = []
    sequence: list[tuple[str, int]] = []
    for i, cards_on_page in enumerate(card_pages):
        sequence.append(("cards", i))
        if backs:
            back_pages.append(
                tuple(
                    CardBack(pz.id, pz.colour, duplex_mirror(rect, size, flip))
                    for pz, rect in cards_on_page
                )
            )
            sequence.append(("backs", i))
    sequence.extend(("pieces", i) for i in range(len(piece_pages)))
    return PrintPlan(
        size,
        tuple(card_pages),
        tuple(piece_pages),
        tuple(back_pages),
        flip,
        tuple(sequence),
    )


def _card_frame(body: QRectF) -> QRectF:
    """The paint rectangle whose card body is ``body`` (the renderer adds shadow room)."""
    probe = QRectF(0, 0, 1000, 1000)
    geo = card_geometry(probe)
    scale = body.width() / geo.body.width()
    fw, fh = geo.frame.width() * scale, geo.frame.height() * scale
    dx = (geo.body.x() - geo.frame.x()) * scale
    dy = (geo.body.y() - geo.frame.y()) * scale
    return QRectF(body.x() - dx, body.y() - dy, fw, fh)


def _cut_pen() -> QPen:
    pen = QPen(QColor("#8a8178"), 0.2, Qt.PenStyle.DashLine)
    pen.setDashPattern([6.0, 4.0])
    return pen


def _paint_header(p: QPainter, deck: Deck, title: str, page: int, pages: int, w: float) -> None:
    grey = QColor("#5b5148")
    paint_text(
        p,
        deck_name_text(deck) or translate("pdf", "Untitled deck"),
        QRectF(MARGIN_MM, MARGIN_MM, w * 0.55, 4.2),
        grey,
        bold=True,
        align=Qt.AlignmentFlag.AlignLeft,
        height_of="Hg",
    )
    right = (
        fill(translate("pdf", "%1 · page %2 of %3"), title, str(page), str(pages))
    )
    paint_text(
        p,
        right,
        QRectF(w * 0.45, MARGIN_MM, w * 0.55 - MARGIN_MM, 3.6),
        grey,
        bold=False,
        align=Qt.AlignmentFlag.AlignRight,
        height_of="Hg",
    )


def _paint_ruler(p: QPainter, w: float, h: float) -> None:
    """A 50 mm bar with centimetre ticks: printed at real size, it measures 5 cm."""
    y = h - MARGIN_MM - 2.0
    x = MARGIN_MM
    p.save()
    p.setPen(QPen(QColor("#5b5148"), 0.3))
    p.drawLine(QPointF(x, y), QPointF(x + 50, y))
    for i in range(6):
        p.drawLine(QPointF(x + i * 10, y), QPointF(x + i * 10, y - (2.0 if i % 5 == 0 else 1.2)))
    p.restore()
    paint_text(
        p,
        translate("pdf", "This bar is 5 cm long when printed at 100% (actual size)."),
        QRectF(x + 53, y - 3.0, w - x - 53 - MARGIN_MM, 3.0),
        QColor("#8a8178"),
        bold=False,
        align=Qt.AlignmentFlag.AlignLeft,
        height_of="Hg",
    )


def _paint_cut_line(p: QPainter, body: QRectF) -> None:
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_cut_pen())
    p.drawRect(body.adjusted(-0.8, -0.8, 0.8, 0.8))
    p.restore()


def _paint_card_page(p: QPainter, deck: Deck, cards: Sequence[tuple[Puzzle, QRectF]]) -> None:
    for puzzle, body in cards:
        paint_puzzle_card(p, puzzle, deck, _card_frame(body), shadow=False)
        _paint_cut_line(p, body)


MAX_BACK_PIXELS = 4096
"""A card backs' picture wider or taller than this is not drawn (a file of a few bytes may
claim to hold a picture of any size)."""


def back_image(design: BackDesign) -> QImage | None:
    """The card backs' picture, decoded (None: there is none, or it does not decode)."""
    if not design.image:
        return None
    data = QByteArray(design.image)
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    size = reader.size()
    if not 0 < size.width() <= MAX_BACK_PIXELS or not 0 < size.height() <= MAX_BACK_PIXELS:
        return None
    image = reader.read()
    return None if image.isNull() else image


def paint_back(p: QPainter, deck: Deck, colour: str, frame: QRectF,
               image: QImage | None) -> None:
    """One card back of ``deck`` in ``frame`` (a paint rectangle), as its design says."""
    named = deck.back.design == "name"
    title = (deck.name or translate("pdf", "Untitled deck")) if named else None
    paint_card_back_face(p, colour, frame, title=title, emblem=not named, image=image)


def _paint_back_page(p: QPainter, deck: Deck, backs: Sequence[CardBack],
                     image: QImage | None) -> None:
    for back in backs:
        paint_back(p, deck, back.colour, _card_frame(back.rect), image)
        _paint_cut_line(p, back.rect)


def _paint_piece(p: QPainter, it: PiecePrint) -> None:
    origin = QPointF(it.x, it.y)
    paint_piece(p, it.cells, it.shape.colour, origin, CELL_MM, shadow=False)
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_cut_pen())
    p.drawPath(polyomino_path(it.cells, CELL_MM, origin))
    p.restore()


def _paint_piece_page(p: QPainter, items: Sequence[PiecePrint], labels: Sequence[Label]) -> None:
    ink = QColor("#3d352e")
    for lab in labels:
        paint_text(
            p,
            lab.text,
            QRectF(lab.x, lab.y + 0.8, lab.width, 3.4),
            ink,
            bold=True,
            align=Qt.AlignmentFlag.AlignLeft,
            height_of="Hg",
        )
    for it in items:
        _paint_piece(p, it)


def paint_page(
    painter: QPainter,
    deck: Deck,
    plan: PrintPlan,
    index: int,
    image: QImage | None = None,
) -> None:
    """Paint page ``index`` of a plan; the painter's unit must be one millimetre. ``image``:
    the card backs' picture, decoded (:func:`back_image`)."""
    w, h = plan.page_mm.width(), plan.page_mm.height()
    total = plan.pages
    use_shapes(deck.shapes)  # printed pieces carry their shapes' marks, as on the table
    kind, i = plan.sequence[index]
    if kind == "cards":
        _paint_header(painter, deck, translate("pdf", "Puzzle cards"), index + 1, total, w)
        _paint_card_page(painter, deck, plan.card_pages[i])
    elif kind == "backs":
        _paint_header(painter, deck, translate("pdf", "Card backs"), index + 1, total, w)
        _paint_back_page(painter, deck, plan.back_pages[i], image)
    else:
        items, labels = plan.piece_pages[i]
        _paint_header(painter, deck, translate("pdf", "Pieces"), index + 1, total, w)
        _paint_piece_page(painter, items, labels)
    _paint_ruler(painter, w, h)


def page_image(
    deck: Deck,
    index: int,
    *,
    page: str = "a4",
    dpi: float = 60,
    backs: bool = False,
    flip: str = "long",
    pieces: str = "all",
) -> QImage:
    """Page ``index`` of the print-out as an image (previews and checks)."""
    plan = plan_pages(deck, page, backs=backs, flip=flip, pieces=pieces)
    scale = dpi / 25.4
    img = QImage(
        round(plan.page_mm.width() * scale),
        round(plan.page_mm.height() * scale),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    img.fill(QColor("#ffffff"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.scale(scale, scale)
    paint_page(p, deck, plan, index, back_image(deck.back))
    p.end()
    return img


def export_pdf(
    deck: Deck,
    path: str | Path,
    *,
    page: str = "a4",
    backs: bool = False,
    flip: str = "long",
    pieces: str = "all",
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> int:
    """Write the print & play PDF of a deck (atomically); returns the number of pages.

    The PDF is made in memory, then written with :func:`~app.core.atomic.atomic_write_bytes`:
    a full disk or a crash half-way leaves the previous file (if any) as it was. ``progress``
    hears (pages done, pages) after each page; when ``cancelled`` answers True between two
    pages, the export stops with :class:`ExportCancelled` and writes nothing. Safe to run in a
    thread other than the UI thread (it paints on a PDF writer, never on a widget).

    :raises OSError: if the file cannot be written (a
        :class:`~app.core.atomic.WriteFailed` that says why).
    :raises KeyError: for an unknown paper format, flip or choice of pieces.
    """
    plan = plan_pages(deck, page, backs=backs, flip=flip, pieces=pieces)
    blob = QByteArray()
    out = QBuffer(blob)
    out.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(out)
    writer.setPageSize(QPageSize(PAGE_SIZES[page]))
    writer.setPageOrientation(QPageLayout.Orientation.Portrait)
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    writer.setResolution(RESOLUTION)
    writer.setTitle(deck_name_text(deck))
    writer.setCreator("Project L deck editor")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"cannot make the PDF for {path}")
    scale = RESOLUTION / 25.4
    image = back_image(deck.back) if backs else None  # decoded once: embedded once
    try:
        for index in range(plan.pages):
            if cancelled is not None and cancelled():
                raise ExportCancelled(str(path))
            if index:
                writer.newPage()
            painter.resetTransform()
            painter.scale(scale, scale)
            paint_page(painter, deck, plan, index, image)
            if progress is not None:
                progress(index + 1, plan.pages)
    finally:
        painter.end()
    out.close()
    if cancelled is not None and cancelled():
        raise ExportCancelled(str(path))
    atomic_write_bytes(path, bytes(blob.data()))
    return max(plan.pages, 1)
