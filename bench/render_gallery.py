"""Render a gallery of every painted component to PNG files, for looking at.

    python bench/render_gallery.py [OUTPUT_DIR]      (default /tmp/project-l-gallery)

Writes, at two zoom levels (``small``: a card about 150 px wide, as on a crowded table, and
``large``: about 330 px):
  cards-<zoom>.png   all classic puzzles on the wooden table, some with pieces placed
  parts-<zoom>.png   the pieces, reserve piles, deck backs, drag previews, selected and dimmed
Runs offscreen; prints the files written.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from app.render import (
    CARD_ASPECT,
    paint_card_back,
    paint_piece,
    paint_piece_stack,
    paint_puzzle_card,
    paint_table_background,
    paint_text,
)
from app.render.theme import qcolor
from app.rules import Deck, Mask, Puzzle, cells_to_mask, classic_deck

CARD_W = 100.0  # scene units
CARD_H = CARD_W / CARD_ASPECT
GAP = 14.0
ZOOMS = {"small": 1.5, "large": 3.3}


def tiling(deck: Deck, region: Mask, limit_level: int = 5) -> list[tuple[int, Mask]] | None:
    """Some way of covering ``region`` with the deck's pieces (big pieces first), or None."""
    order = sorted(range(len(deck.shapes)), key=lambda i: -deck.shapes[i].level)
    order = [i for i in order if deck.shapes[i].level <= limit_level]

    def solve(rest: Mask) -> list[tuple[int, Mask]] | None:
        if rest == 0:
            return []
        low = rest & -rest
        for i in order:
            for m in deck.placements(rest, i):
                if m & low:
                    sub = solve(rest & ~m)
                    if sub is not None:
                        return [(i, m), *sub]
        return None

    return solve(region)


def placed_for(deck: Deck, puzzle: Puzzle, n: int) -> list[tuple[int, Mask]]:
    """Pieces for the n-th card of the gallery: none, some, or a completed card."""
    kind = n % 3
    if kind == 0:
        return []
    sol = tiling(deck, puzzle.mask) or []
    if kind == 1:
        return sol[: max(1, len(sol) // 2)]
    return sol


def render(path: Path, size: tuple[float, float], zoom: float,
           draw: Callable[[QPainter], None]) -> None:
    """Paint ``draw`` (in scene units) at ``zoom`` pixels per unit into a PNG file."""
    img = QImage(int(size[0] * zoom), int(size[1] * zoom), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(zoom, zoom)
    paint_table_background(p, QRectF(0, 0, size[0], size[1]), unit=CARD_W)
    draw(p)
    p.end()
    img.save(str(path))
    print(path)


def cards_sheet(deck: Deck) -> tuple[tuple[float, float], Callable[[QPainter], None]]:
    cols = 9
    puzzles = deck.puzzles
    rows = (len(puzzles) + cols - 1) // cols
    size = (GAP + cols * (CARD_W + GAP), GAP + rows * (CARD_H + GAP))

    def draw(p: QPainter) -> None:
        for n, puzzle in enumerate(puzzles):
            r, c = divmod(n, cols)
            rect = QRectF(GAP + c * (CARD_W + GAP), GAP + r * (CARD_H + GAP), CARD_W, CARD_H)
            paint_puzzle_card(p, puzzle, deck, rect, pieces=placed_for(deck, puzzle, n))

    return size, draw


def label(p: QPainter, text: str, x: float, y: float, w: float = 300.0) -> None:
    paint_text(p, text, QRectF(x, y, w, 9.0), qcolor("#f6ead2"), align=Qt.AlignmentFlag.AlignLeft,
               height_of="Ag")


def parts_sheet(deck: Deck) -> tuple[tuple[float, float], Callable[[QPainter], None]]:
    size = (7 * (CARD_W + GAP) + GAP, 580.0)

    def draw(p: QPainter) -> None:
        # the reserve: one pile per shape, with counts including an empty pile
        label(p, "Reserve piles (x10 ... x0)", GAP, 8)
        counts = [10, 9, 7, 5, 3, 2, 1, 0, 10]
        pw, ph = 68.0, 56.0
        for i, shape in enumerate(deck.shapes):
            rect = QRectF(GAP + i * (pw + 8), 22, pw, ph)
            paint_piece_stack(p, shape, None, rect, counts[i], selected=(i == 4))
        # the pieces at card scale, in several orientations
        y = 100.0
        label(p, "Pieces in some orientations (level shown as pips)", GAP, y)
        cs = 17.0
        x, row_y = GAP, y + 16
        for shape in deck.shapes:
            for orient in shape.orients[:2]:
                w = (max(c for _, c in orient) + 1) * cs
                if x + w > size[0] - GAP:
                    x, row_y = GAP, row_y + 3 * cs + 12
                paint_piece(p, orient, shape.colour, QPointF(x, row_y), cs)
                x += w + 12
        # drag previews on cards
        y = 270.0
        label(p, "Drag previews: legal, illegal, neutral; selected; dimmed", GAP, y - 16)
        b09 = deck.puzzle_by_id["B09"]
        w16 = deck.puzzle_by_id["W16"]
        l3 = deck.shape_index["L3"]
        t4 = deck.shape_index["T4"]
        previews: list[tuple[Puzzle, dict[str, object]]] = [
            (b09, {"pieces": [(l3, cells_to_mask([(3, 0), (4, 0), (4, 1)]))],
                   "highlight": cells_to_mask([(2, 1), (2, 2), (2, 3), (3, 2)]),
                   "highlight_legal": True, "highlight_colour": deck.shapes[t4].colour}),
            (b09, {"pieces": [(l3, cells_to_mask([(3, 0), (4, 0), (4, 1)]))],
                   "highlight": cells_to_mask([(1, 1), (1, 2), (1, 3), (2, 2)]),
                   "highlight_legal": False, "highlight_colour": deck.shapes[t4].colour}),
            (w16, {"highlight": cells_to_mask([(2, 1), (2, 2)])}),
            (w16, {"selected": True}),
            (deck.puzzle_by_id["B01"], {"dimmed": True}),
        ]
        for i, (puzzle, kw) in enumerate(previews):
            rect = QRectF(GAP + i * (CARD_W + GAP), y, CARD_W, CARD_H)
            paint_puzzle_card(p, puzzle, deck, rect, **kw)  # type: ignore[arg-type]
        # free-floating ghost pieces (dragging off the cards)
        gx = GAP + 5 * (CARD_W + GAP) + 8
        paint_piece(p, deck.shapes[t4].cells, deck.shapes[t4].colour, QPointF(gx, y + 6), 20.0,
                    ghost=True, legal=True)
        paint_piece(p, deck.shapes[l3].cells, deck.shapes[l3].colour, QPointF(gx, y + 62), 20.0,
                    ghost=True, legal=False)
        paint_piece(p, deck.shape("Z4"), None, QPointF(gx + 70, y + 62), 20.0)
        paint_piece(p, deck.shape("Z4").orients[1], deck.shape("Z4").colour,
                    QPointF(gx, y + 112), 20.0, selected=True)
        # deck backs
        y = 430.0
        label(p, "Deck backs: white 23 left, black 1 left, black (no count), empty", GAP, y - 16)
        backs: list[tuple[str, int | None]] = [("white", 23), ("black", 1), ("black", None),
                                              ("white", 0)]
        for i, (colour, count) in enumerate(backs):
            rect = QRectF(GAP + i * (CARD_W + GAP), y, CARD_W, CARD_H)
            paint_card_back(p, colour, rect, count)

    return size, draw


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else Path("/tmp/project-l-gallery")
    out.mkdir(parents=True, exist_ok=True)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    deck = classic_deck()
    for name, zoom in ZOOMS.items():
        size, draw = cards_sheet(deck)
        render(out / f"cards-{name}.png", size, zoom, draw)
        size, draw = parts_sheet(deck)
        render(out / f"parts-{name}.png", size, zoom, draw)
    del _app
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
