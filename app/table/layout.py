"""Where everything lies on the table, in scene units (a card is 100 units wide).

The layout depends only on the shape of the game (players, solo, pieces per deck, row size),
never on the state, so slots keep their places for the whole game: a player's L3 is always in
the same spot of the mat, a row card refills the gap it left. Animations use the same rects.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QRectF

from app.render import CARD_ASPECT
from app.rules import Cell, Shape

CARD_W = 100.0
CARD_H = CARD_W / CARD_ASPECT
GAP = 12.0  # between cards
MARGIN = 18.0  # around the scene
PAD = 10.0  # inside panels
SECTION = 14.0  # between panels
BANNER_H = 50.0
TITLE_H = 24.0
MAT_GAP = 10.0
INFO_W = 178.0
SUPPLY_SLOT_W = 64.0
RESERVE_SLOT_H = 70.0
LOCK_H = 58.0
MAX_PUZZLES = 4
CELL = 16.6  # a card cell (card_cell_size of a card CARD_W wide): supply pieces match it
BADGE_ROOM = 1.4  # cells beside a pile for its count badge


@cache
def flat_cells(shape: Shape) -> tuple[Cell, ...]:
    """The orientation a pile shows and a drag starts with: the flattest, then the widest
    (an L4 lies down), the shape's own orientation when it is already flat."""
    def key(cells: tuple[Cell, ...]) -> tuple[int, int]:
        rows = max(r for r, _ in cells) + 1
        cols = max(c for _, c in cells) + 1
        return rows, -cols

    best = min(shape.orients, key=key)
    return shape.cells if key(shape.cells) == key(best) else best


@cache
def flat_shape(shape: Shape) -> Shape:
    """The shape with :func:`flat_cells` as its own cells (for painting piles)."""
    return Shape(shape.id, flat_cells(shape), shape.name, shape.colour, shape.count)


def cells_size(cells: Sequence[Cell]) -> tuple[int, int]:
    """Columns and rows of some cells' bounding box."""
    return max(c for _, c in cells) + 1, max(r for r, _ in cells) + 1


@dataclass(frozen=True, slots=True)
class MatLayout:
    """One player's mat."""

    rect: QRectF
    info: QRectF  # name, kind, score and the victory point pile
    supply: tuple[QRectF, ...]  # one slot per shape, in deck order
    puzzles: tuple[QRectF, ...]  # the unfinished puzzles, in the order taken
    pile: QRectF  # the victory point pile (completed puzzles)


@dataclass(frozen=True, slots=True)
class SoloLayout:
    """The solo variant's grid, locks and automaton."""

    deck: QRectF
    grid: tuple[QRectF, ...]  # 9 positions, row by row
    locks: tuple[QRectF, ...]  # above columns 1-3
    panel: QRectF  # the automaton's panel
    supply: QRectF  # where the automaton's supply lies in it
    pile: QRectF  # its victory point pile


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The whole table."""

    scene: QRectF
    banner: QRectF
    market: QRectF  # the panel around rows and decks (or the solo grid)
    white_deck: QRectF
    black_deck: QRectF
    white_row: tuple[QRectF, ...]
    black_row: tuple[QRectF, ...]
    reserve_panel: QRectF
    reserve: tuple[QRectF, ...]
    mats: tuple[MatLayout, ...]
    solo: SoloLayout | None = None


def _mat(x: float, y: float, width: float, sizes: Sequence[tuple[int, int]]) -> MatLayout:
    h = CARD_H + 2 * PAD
    rect = QRectF(x, y, width, h)
    info = QRectF(x + PAD, y + PAD, INFO_W, CARD_H)
    puzzles_w = MAX_PUZZLES * CARD_W + (MAX_PUZZLES - 1) * GAP
    px = rect.right() - PAD - puzzles_w
    puzzles = tuple(
        QRectF(px + k * (CARD_W + GAP), y + PAD, CARD_W, CARD_H) for k in range(MAX_PUZZLES)
    )
    sx0 = info.right() + SECTION
    sx1 = px - SECTION
    supply = _supply_slots(QRectF(sx0, y + PAD, sx1 - sx0, CARD_H), sizes)
    pile_w = 64.0
    pile = QRectF(info.right() - pile_w, info.bottom() - pile_w / CARD_ASPECT, pile_w,
                  pile_w / CARD_ASPECT)
    return MatLayout(rect, info, supply, puzzles, pile)


def _rows_of(sizes: Sequence[tuple[int, int]]) -> list[list[int]]:
    """Shapes in deck order split into two rows of about equal width."""
    widths = [c + BADGE_ROOM for c, _ in sizes]
    total = sum(widths)
    rows: list[list[int]] = [[], []]
    run = 0.0
    for i, w in enumerate(widths):
        row = 0 if run + w / 2 <= total / 2 or not rows[0] else 1
        rows[row].append(i)
        run += w
    return rows


def _supply_slots(area: QRectF, sizes: Sequence[tuple[int, int]]) -> tuple[QRectF, ...]:
    """One slot per shape, in two rows, each as wide as its piece plus its count badge."""
    rows = _rows_of(sizes)
    widest = max((sum(sizes[i][0] + BADGE_ROOM for i in row) for row in rows), default=1.0)
    cs = min(CELL, area.width() / max(widest, 1.0))
    slot_h = area.height() / 2
    slots: dict[int, QRectF] = {}
    for k, row in enumerate(rows):
        used = sum((sizes[i][0] + BADGE_ROOM) * cs for i in row)
        gap = (area.width() - used) / max(len(row), 1)
        sx = area.x() + gap / 2
        for i in row:
            w = (sizes[i][0] + BADGE_ROOM) * cs
            slots[i] = QRectF(sx, area.y() + k * slot_h, w, slot_h)
            sx += w + gap
    return tuple(slots[i] for i in range(len(sizes)))


def mat_width(sizes: Sequence[tuple[int, int]]) -> float:
    """The width of a player's mat."""
    rows = _rows_of(sizes)
    widest = max((sum(sizes[i][0] + BADGE_ROOM for i in row) for row in rows), default=1.0)
    return (
        2 * PAD + INFO_W + 2 * SECTION + widest * CELL + 16
        + MAX_PUZZLES * CARD_W + (MAX_PUZZLES - 1) * GAP
    )


def _reserve(x: float, y: float, width: float, height: float,
             shapes: int) -> tuple[QRectF, tuple[QRectF, ...]]:
    panel = QRectF(x, y, width, height)
    cols = 3
    rows = max(1, math.ceil(shapes / cols))
    inner = panel.adjusted(PAD, PAD + TITLE_H, -PAD, -PAD)
    sw = inner.width() / cols
    sh = min(inner.height() / rows, RESERVE_SLOT_H * 1.3)
    top = inner.y() + (inner.height() - rows * sh) / 2
    slots = tuple(
        QRectF(inner.x() + (i % cols) * sw, top + (i // cols) * sh, sw, sh) for i in range(shapes)
    )
    return panel, slots


def compute_layout(players: int, solo: bool, sizes: Sequence[tuple[int, int]],
                   row_size: int = 4) -> TableLayout:
    """The table for ``players`` players (1 with ``solo``), pieces of the given (columns, rows)
    sizes as their piles show them (:func:`flat_cells`), and rows of ``row_size`` cards."""
    row_size = max(1, row_size)
    shapes = len(sizes)
    x0 = MARGIN
    y = MARGIN
    reserve_rows = max(1, math.ceil(shapes / 3))
    reserve_h = 2 * PAD + TITLE_H + reserve_rows * RESERVE_SLOT_H
    if solo:
        market_w = 2 * PAD + CARD_W + 1.5 * GAP + 3 * CARD_W + 2 * GAP
        band_h = 2 * PAD + LOCK_H + 3 * CARD_H + 2 * GAP
    else:
        market_w = 2 * PAD + CARD_W + 1.5 * GAP + row_size * CARD_W + (row_size - 1) * GAP
        band_h = max(2 * PAD + 2 * CARD_H + GAP, reserve_h)
    reserve_w = 3 * 1.3 * SUPPLY_SLOT_W + 2 * PAD
    width = max(mat_width(sizes), market_w + SECTION + reserve_w)
    reserve_w = width - market_w - SECTION  # the reserve takes what is left
    banner = QRectF(x0, y, width, BANNER_H)
    y += BANNER_H + MAT_GAP
    market = QRectF(x0, y, market_w, band_h)
    rx = x0 + market_w + SECTION
    solo_layout: SoloLayout | None = None
    if solo:
        reserve_panel, reserve = _reserve(rx, y, reserve_w, reserve_h, shapes)
        deck = QRectF(x0 + PAD, y + PAD + LOCK_H, CARD_W, CARD_H)
        gx = deck.right() + 1.5 * GAP
        gy = y + PAD + LOCK_H
        grid = tuple(
            QRectF(gx + (p % 3) * (CARD_W + GAP), gy + (p // 3) * (CARD_H + GAP), CARD_W, CARD_H)
            for p in range(9)
        )
        locks = tuple(
            QRectF(gx + c * (CARD_W + GAP), y + PAD, CARD_W, LOCK_H - 6) for c in range(3)
        )
        panel = QRectF(rx, reserve_panel.bottom() + SECTION, reserve_w,
                       market.bottom() - reserve_panel.bottom() - SECTION)
        pile_w = 64.0
        pile = QRectF(panel.x() + PAD, panel.bottom() - PAD - pile_w / CARD_ASPECT, pile_w,
                      pile_w / CARD_ASPECT)
        half = panel.x() + panel.width() * 0.52
        supply = QRectF(half, panel.y() + PAD + TITLE_H, panel.right() - PAD - half,
                        panel.height() - 2 * PAD - TITLE_H)
        solo_layout = SoloLayout(deck, grid, locks, panel, supply, pile)
        white_deck = black_deck = deck
        white_row: tuple[QRectF, ...] = ()
        black_row: tuple[QRectF, ...] = ()
    else:
        reserve_panel, reserve = _reserve(rx, y, reserve_w, band_h, shapes)
        white_deck = QRectF(x0 + PAD, y + PAD, CARD_W, CARD_H)
        black_deck = QRectF(x0 + PAD, white_deck.bottom() + GAP, CARD_W, CARD_H)
        cx = white_deck.right() + 1.5 * GAP
        white_row = tuple(
            QRectF(cx + k * (CARD_W + GAP), white_deck.y(), CARD_W, CARD_H)
            for k in range(row_size)
        )
        black_row = tuple(
            QRectF(cx + k * (CARD_W + GAP), black_deck.y(), CARD_W, CARD_H)
            for k in range(row_size)
        )
    y = market.bottom() + SECTION
    mats = []
    for _ in range(max(1, players)):
        mat = _mat(x0, y, width, sizes)
        mats.append(mat)
        y = mat.rect.bottom() + MAT_GAP
    scene = QRectF(0, 0, width + 2 * MARGIN, y - MAT_GAP + MARGIN)
    return TableLayout(
        scene=scene,
        banner=banner,
        market=market,
        white_deck=white_deck,
        black_deck=black_deck,
        white_row=white_row,
        black_row=black_row,
        reserve_panel=reserve_panel,
        reserve=reserve,
        mats=tuple(mats),
        solo=solo_layout,
    )
