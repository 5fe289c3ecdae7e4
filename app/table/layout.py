"""Where everything lies on the table, in scene units (a card is 100 units wide).

The layout depends on the shape of the game (players, solo, pieces per deck, row size) and on
the window's shape: the :class:`Arrangement` chosen for it (:func:`choose_arrangement`),
stretched to it (:func:`stretch_for`). It never depends on the state, so slots keep their
places for the whole game as long as the window keeps its shape: a player's L3 is always in the
same spot of the mat, a row card refills the gap it left. Animations use the same rects
(``TableScene.rect_of``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QRectF

from app.render import CARD_ASPECT
from app.rules import MAX_PUZZLES, Cell, Shape

CARD_W = 100.0
CARD_H = CARD_W / CARD_ASPECT
GAP = 12.0  # between cards
MARGIN = 12.0  # around the scene
PAD = 10.0  # inside panels
SECTION = 14.0  # between panels
BANNER_H = 50.0
TITLE_H = 24.0
MAT_GAP = 10.0
INFO_W = 178.0
COMPACT_INFO_W = 150.0  # the info column of a compact mat
COMPACT_PAD = 8.0  # inside a compact mat
COMPACT_GAP = 8.0  # between the puzzles of a compact mat
SUPPLY_SLOT_W = 64.0
RESERVE_SLOT_H = 70.0
LOCK_H = 58.0
AUTOMATON_H = 120.0  # the least height of the automaton's panel
AUTOMATON_TEXT_W = 150.0  # its score and the count of puzzles it took, beside its pile
AUTOMATON_SCORE_H = 44.0  # (a line of large text and one of small text)
AUTOMATON_SUPPLY_H = 42.0  # its supply: a line of text and a row of counters
RESERVE_CELL = 19.0  # a reserve pile's cell, in a slot RESERVE_SLOT_H high
MAX_GROW = 1.25  # a pile (reserve or supply) with room to spare grows by at most a quarter
_PILE_W = 64.0  # a victory point pile's width
CELL = 16.6  # a card cell (card_cell_size of a card CARD_W wide): supply pieces match it
BADGE_ROOM = 1.4  # cells beside a pile for its count badge
BANNER_BESIDE_W = 560.0  # a column beside the market this wide holds the banner too
MAX_STRETCH = 0.25  # a table is stretched to the window's shape by at most a quarter


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
class Arrangement:
    """How the parts of the table are put together, chosen for the window's shape."""

    compact: bool = False  # mats with the supply under the puzzles (else one long row)
    columns: int = 1  # columns of mats
    beside: bool = False  # the market left of the mats (else above them)


STACKED = Arrangement()
"""The market above mats in one column, each mat one long row (a tall window)."""


@dataclass(frozen=True, slots=True)
class MatLayout:
    """One player's mat."""

    rect: QRectF
    info: QRectF  # name, kind, score and the victory point pile
    supply: tuple[QRectF, ...]  # one slot per shape, in deck order
    puzzles: tuple[QRectF, ...]  # the unfinished puzzles, in the order taken
    pile: QRectF  # the victory point pile (completed puzzles)
    supply_cell: float = CELL  # the cell of the supply's pieces


@dataclass(frozen=True, slots=True)
class SoloLayout:
    """The solo variant's grid, locks and automaton."""

    deck: QRectF
    grid: tuple[QRectF, ...]  # 9 positions, row by row
    locks: tuple[QRectF, ...]  # above columns 1-3
    panel: QRectF  # the automaton's panel
    supply: QRectF  # where the automaton's supply lies in it
    pile: QRectF  # its victory point pile
    score: QRectF  # its score and the count of puzzles it took, beside the pile


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
    arrangement: Arrangement = STACKED
    reserve_cell: float = RESERVE_CELL  # the cell of the reserve's piles


# ---------------------------------------------------------------------- mats

def _rows_of(sizes: Sequence[tuple[int, int]], count: int = 2) -> list[list[int]]:
    """Shapes in deck order split into ``count`` rows of about equal width."""
    widths = [c + BADGE_ROOM for c, _ in sizes]
    total = sum(widths)
    rows: list[list[int]] = [[] for _ in range(count)]
    run = 0.0
    for i, w in enumerate(widths):
        row = min(count - 1, int((run + w / 2) * count / max(total, 1e-9)))
        while row > 0 and not rows[row - 1]:
            row -= 1  # no row stays empty before a later one
        rows[row].append(i)
        run += w
    return [row for row in rows if row] or [[]]


def _widest(sizes: Sequence[tuple[int, int]], rows: list[list[int]]) -> float:
    return max((sum(sizes[i][0] + BADGE_ROOM for i in row) for row in rows), default=1.0)


def _supply_cell(area: QRectF, sizes: Sequence[tuple[int, int]], count: int = 2) -> float:
    """The cell of a supply's pieces in ``area``, in ``count`` rows: a card's cell (or less in
    too small an area), up to :data:`MAX_GROW` larger in an area roomier than that both across
    and down (a stretched mat), with a tenth of it to spare."""
    rows = _rows_of(sizes, count)
    across = area.width() / max(_widest(sizes, rows), 1.0)
    tallest = max((r for _, r in sizes), default=1) + 0.95
    down = area.height() / len(rows) / tallest
    return max(min(CELL, across, down), min(CELL * MAX_GROW, 0.9 * across, 0.9 * down))


def _supply_slots(area: QRectF, sizes: Sequence[tuple[int, int]], count: int,
                  cs: float) -> tuple[QRectF, ...]:
    """One slot per shape, in ``count`` rows, each as wide as its piece of cell ``cs`` plus its
    count badge."""
    if not sizes:
        return ()
    rows = _rows_of(sizes, count)
    slot_h = area.height() / len(rows)
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


def _puzzles_w(gap: float) -> float:
    return MAX_PUZZLES * CARD_W + (MAX_PUZZLES - 1) * gap


def _pile(info: QRectF) -> QRectF:
    return QRectF(info.right() - _PILE_W, info.bottom() - _PILE_W / CARD_ASPECT, _PILE_W,
                  _PILE_W / CARD_ASPECT)


def mat_width(sizes: Sequence[tuple[int, int]]) -> float:
    """The width of a player's mat in one long row."""
    return (2 * PAD + INFO_W + 2 * SECTION + _widest(sizes, _rows_of(sizes)) * CELL + 16
            + _puzzles_w(GAP))


def _compact_min_w() -> float:
    return 2 * COMPACT_PAD + COMPACT_INFO_W + SECTION - 4 + _puzzles_w(COMPACT_GAP)


def _compact_supply_rows(sizes: Sequence[tuple[int, int]], width: float) -> int:
    """Rows of a compact mat's supply ``width`` wide: one, unless its pieces would be smaller
    than 2/3 of a card cell."""
    one = width / max(_widest(sizes, _rows_of(sizes, 1)), 1.0)
    return 1 if one >= 0.65 * CELL else 2


def _compact_supply_h(sizes: Sequence[tuple[int, int]]) -> float:
    width = _compact_min_w() - 2 * COMPACT_PAD
    rows = _compact_supply_rows(sizes, width)
    cs = min(CELL, width / max(_widest(sizes, _rows_of(sizes, rows)), 1.0))
    tallest = max((r for _, r in sizes), default=1)
    return rows * cs * (tallest + 0.95)


def mat_size(compact: bool, sizes: Sequence[tuple[int, int]]) -> tuple[float, float]:
    """The least width and the height of a mat."""
    if compact:
        return _compact_min_w(), 2 * COMPACT_PAD + CARD_H + 4 + _compact_supply_h(sizes)
    return mat_width(sizes), CARD_H + 2 * PAD


def _mat(rect: QRectF, sizes: Sequence[tuple[int, int]]) -> MatLayout:
    """A mat in one long row: info, supply, puzzles (in the middle of a mat stretched taller
    than they need)."""
    x = rect.x()
    y = rect.y() + max(0.0, rect.height() - CARD_H - 2 * PAD) / 2
    info = QRectF(x + PAD, y + PAD, INFO_W, CARD_H)
    px = rect.right() - PAD - _puzzles_w(GAP)
    puzzles = tuple(
        QRectF(px + k * (CARD_W + GAP), y + PAD, CARD_W, CARD_H) for k in range(MAX_PUZZLES)
    )
    sx0 = info.right() + SECTION
    sx1 = px - SECTION
    area = QRectF(sx0, y + PAD, sx1 - sx0, CARD_H)
    cs = _supply_cell(area, sizes)
    return MatLayout(rect, info, _supply_slots(area, sizes, 2, cs), puzzles, _pile(info), cs)


def _compact_mat(rect: QRectF, sizes: Sequence[tuple[int, int]]) -> MatLayout:
    """A mat with the info left of the puzzles and the supply in a row under both."""
    x, y = rect.x(), rect.y()
    px = rect.right() - COMPACT_PAD - _puzzles_w(COMPACT_GAP)
    info = QRectF(x + COMPACT_PAD, y + COMPACT_PAD, px - SECTION + 4 - x - COMPACT_PAD, CARD_H)
    puzzles = tuple(
        QRectF(px + k * (CARD_W + COMPACT_GAP), y + COMPACT_PAD, CARD_W, CARD_H)
        for k in range(MAX_PUZZLES)
    )
    top = y + COMPACT_PAD + CARD_H + 4
    area = QRectF(x + COMPACT_PAD, top, rect.width() - 2 * COMPACT_PAD,
                  rect.bottom() - COMPACT_PAD - top)
    # in a mat stretched taller than it needs, the supply may take two rows of larger pieces
    rows = max((1, 2), key=lambda n: (round(_supply_cell(area, sizes, n), 2), -n))
    cs = _supply_cell(area, sizes, rows)
    return MatLayout(rect, info, _supply_slots(area, sizes, rows, cs), puzzles, _pile(info), cs)


# ---------------------------------------------------------------------- market and reserve

def _reserve(panel: QRectF, shapes: int) -> tuple[QRectF, ...]:
    """The reserve's piles in the panel, in as many columns as suit its shape; the rows share
    its height (a panel taller than they need spreads them out, with no band of bare panel
    under the title or at the bottom)."""
    inner = panel.adjusted(PAD, PAD + TITLE_H, -PAD, -PAD)
    if shapes <= 0 or inner.width() <= 0 or inner.height() <= 0:
        return ()

    def fit(cols: int) -> float:
        rows = math.ceil(shapes / cols)
        # a pile wants about 1.3 x RESERVE_SLOT_H by RESERVE_SLOT_H
        return min(inner.width() / cols / (1.3 * RESERVE_SLOT_H), inner.height() / rows /
                   RESERVE_SLOT_H)

    cols = max(range(1, shapes + 1), key=lambda c: (round(fit(c), 3), -abs(c - 3)))
    rows = math.ceil(shapes / cols)
    sw = inner.width() / cols
    sh = inner.height() / rows
    return tuple(
        QRectF(inner.x() + (i % cols) * sw, inner.y() + (i // cols) * sh, sw, sh)
        for i in range(shapes)
    )


def reserve_cell(slots: Sequence[QRectF], sizes: Sequence[tuple[int, int]]) -> float:
    """The cell of the reserve's piles (pieces of the given sizes) in these slots:
    :data:`RESERVE_CELL`, up to :data:`MAX_GROW` larger where the widest and the tallest pile
    (with its count badge) keep a tenth of their slot to spare both across and down."""
    if not slots or not sizes:
        return RESERVE_CELL
    across = 0.9 * slots[0].width() / (max(c for c, _ in sizes) + 1.5)
    down = 0.9 * slots[0].height() / (max(r for _, r in sizes) + 0.95)
    return max(RESERVE_CELL, min(RESERVE_CELL * MAX_GROW, across, down))


def _reserve_h(shapes: int, width: float) -> float:
    """The least height of a reserve panel ``width`` wide."""
    cols = max(1, min(shapes, int((width - 2 * PAD) // (1.15 * RESERVE_SLOT_H))))
    rows = max(1, math.ceil(shapes / cols))
    return 2 * PAD + TITLE_H + rows * RESERVE_SLOT_H * 0.85


def _market_size(solo: bool, row_size: int) -> tuple[float, float]:
    if solo:
        return (2 * PAD + CARD_W + 1.5 * GAP + 3 * CARD_W + 2 * GAP,
                2 * PAD + LOCK_H + 3 * CARD_H + 2 * GAP)
    return (2 * PAD + CARD_W + 1.5 * GAP + row_size * CARD_W + (row_size - 1) * GAP,
            2 * PAD + 2 * CARD_H + GAP)


@dataclass(slots=True)
class _Market:
    white_deck: QRectF
    black_deck: QRectF
    white_row: tuple[QRectF, ...]
    black_row: tuple[QRectF, ...]
    solo: tuple[QRectF, tuple[QRectF, ...], tuple[QRectF, ...]] | None  # deck, grid, locks


def _market(rect: QRectF, solo: bool, row_size: int) -> _Market:
    """The market's cards in its panel ``rect``: a panel taller than they need shares the room
    out evenly above, between and under the rows of cards (no band of bare panel at its top or
    bottom); the solo grid's locks stay on top of their columns."""
    x0 = rect.x()
    spare = max(0.0, rect.height() - _market_size(solo, row_size)[1])
    if solo:
        share = spare / 4  # above the locks, between the three rows of the grid, under them
        locks_y = rect.y() + PAD + share
        gy = locks_y + LOCK_H
        deck = QRectF(x0 + PAD, gy, CARD_W, CARD_H)
        gx = deck.right() + 1.5 * GAP
        grid = tuple(
            QRectF(gx + (p % 3) * (CARD_W + GAP), gy + (p // 3) * (CARD_H + GAP + share), CARD_W,
                   CARD_H)
            for p in range(9)
        )
        locks = tuple(
            QRectF(gx + c * (CARD_W + GAP), locks_y, CARD_W, LOCK_H - 6) for c in range(3)
        )
        return _Market(deck, deck, (), (), (deck, grid, locks))
    share = spare / 3  # above, between and under the two rows
    white_deck = QRectF(x0 + PAD, rect.y() + PAD + share, CARD_W, CARD_H)
    black_deck = QRectF(x0 + PAD, white_deck.bottom() + GAP + share, CARD_W, CARD_H)
    cx = white_deck.right() + 1.5 * GAP
    white_row = tuple(QRectF(cx + k * (CARD_W + GAP), white_deck.y(), CARD_W, CARD_H)
                      for k in range(row_size))
    black_row = tuple(QRectF(cx + k * (CARD_W + GAP), black_deck.y(), CARD_W, CARD_H)
                      for k in range(row_size))
    return _Market(white_deck, black_deck, white_row, black_row, None)


def _automaton_beside(width: float) -> bool:
    """Whether the automaton's supply fits beside its score in a panel ``width`` wide (else it
    goes under the score)."""
    return 0.52 * width >= PAD + _PILE_W + 2 * GAP + AUTOMATON_TEXT_W


def _automaton_h(width: float) -> float:
    """The least height of the automaton's panel ``width`` wide."""
    if _automaton_beside(width):
        return AUTOMATON_H
    return 2 * PAD + TITLE_H + AUTOMATON_SCORE_H + 6 + AUTOMATON_SUPPLY_H


def _automaton(panel: QRectF) -> tuple[QRectF, QRectF, QRectF]:
    """The automaton's supply, pile and score in its panel: the pile on the left under the
    title, the score beside it, the supply in the right half (beside the score) or under the
    score in a narrow panel."""
    top = panel.y() + PAD + TITLE_H
    pile = QRectF(panel.x() + PAD, top, _PILE_W, _PILE_W / CARD_ASPECT)
    score = QRectF(pile.right() + GAP, top, AUTOMATON_TEXT_W, AUTOMATON_SCORE_H)
    if _automaton_beside(panel.width()):
        half = panel.x() + panel.width() * 0.52
        supply = QRectF(half, top, panel.right() - PAD - half, panel.bottom() - PAD - top)
    else:
        score.setWidth(max(0.0, panel.right() - PAD - score.x()))
        supply = QRectF(score.x(), score.bottom() + 6, score.width(), AUTOMATON_SUPPLY_H)
    return supply, pile, score


# ---------------------------------------------------------------------- the table

def arrangements(players: int, solo: bool) -> list[Arrangement]:
    """The arrangements worth trying for a game (no column of mats left with a hole)."""
    n = max(1, players)
    columns = [c for c in range(1, n + 1) if c == 1 or n % c == 0]
    return [Arrangement(compact, c, beside) for compact in (False, True) for c in columns
            for beside in (False, True)]


def choose_arrangement(players: int, solo: bool, sizes: Sequence[tuple[int, int]],
                       row_size: int, aspect: float) -> Arrangement:
    """The arrangement that shows the table largest in a window of width / height ``aspect``
    (the first of :func:`arrangements` on a tie)."""
    best = STACKED
    best_scale = -1.0
    for arr in arrangements(players, solo):
        width, height = _extent(players, solo, tuple(sizes), row_size, arr)
        scale = min(aspect / width, 1.0 / height)
        if scale > best_scale * 1.01:
            best, best_scale = arr, scale
    return best


@cache
def _extent(players: int, solo: bool, sizes: tuple[tuple[int, int], ...], row_size: int,
            arrangement: Arrangement) -> tuple[float, float]:
    """The width and height of a table (the window's shape changes often, the game's not)."""
    r = compute_layout(players, solo, sizes, row_size, arrangement).scene
    return r.width(), r.height()


def stretch_for(width: float, height: float, aspect: float) -> tuple[float, float]:
    """The width and the height to add to a table ``width`` by ``height`` so that it is
    ``aspect`` times as wide as high, each at most :data:`MAX_STRETCH` of it (0 and 0 for no
    aspect)."""
    if aspect <= 0 or width <= 0 or height <= 0:
        return 0.0, 0.0
    if width / height > aspect:
        return 0.0, min(width / aspect - height, MAX_STRETCH * height)
    return min(height * aspect - width, MAX_STRETCH * width), 0.0


def compute_layout(players: int, solo: bool, sizes: Sequence[tuple[int, int]],
                   row_size: int = 4, arrangement: Arrangement = STACKED,
                   aspect: float = 0.0) -> TableLayout:
    """The table for ``players`` players (1 with ``solo``), pieces of the given (columns, rows)
    sizes as their piles show them (:func:`flat_cells`), rows of ``row_size`` cards, put
    together as ``arrangement`` says.

    With an ``aspect`` (the width / height of the window showing it), the table is stretched
    to that shape (:func:`stretch_for`): the window fitting it shows no band of bare wood
    beside or above it. The room added goes to the parts that can take it without anything
    drawn smaller: wider mats and reserve, taller panels (the cards and pieces in their
    middle, a compact mat's supply in larger pieces)."""
    row_size = max(1, row_size)
    extra_w, extra_h = 0.0, 0.0
    if aspect > 0:
        width, height = _extent(max(1, players), solo, tuple(sizes), row_size, arrangement)
        extra_w, extra_h = stretch_for(width, height, aspect)
    return _laid_out(players, solo, sizes, row_size, arrangement, extra_w, extra_h)


def _laid_out(players: int, solo: bool, sizes: Sequence[tuple[int, int]], row_size: int,
              arrangement: Arrangement, extra_w: float, extra_h: float) -> TableLayout:
    """The table of :func:`compute_layout`, ``extra_w`` wider and ``extra_h`` higher than it
    needs (every size that decides the shape of the table is taken from the table without
    them, so that it grows by exactly that)."""
    arr = arrangement
    n = max(1, players)
    shapes = len(sizes)
    cols = max(1, min(arr.columns, n))
    mat_rows = math.ceil(n / cols)
    mat_w, mat_h = mat_size(arr.compact, sizes)
    market_w, market_h = _market_size(solo, row_size)
    mats_h = mat_rows * mat_h + (mat_rows - 1) * MAT_GAP
    x0 = y0 = MARGIN
    under_mats = False
    # the side stack: the reserve, and the automaton's panel in solo
    if arr.beside:
        # the room added: the mats' column wider; both columns higher, the mats and the side
        # stack each by its share of theirs, or the market's panel
        natural_w = max(cols * mat_w + (cols - 1) * MAT_GAP, 0.0)
        mats_w = natural_w + extra_w
        # the reserve (and automaton) go under the shorter column: the market's or the mats'
        under_mats = market_h > mats_h
        side_w = natural_w if under_mats else market_w
        side_h = _reserve_h(shapes, side_w) + (SECTION + _automaton_h(side_w) if solo else 0.0)
        left_h = market_h + (0.0 if under_mats else SECTION + side_h)
        right_h = mats_h + (SECTION + side_h if under_mats else 0.0)
        width = market_w + SECTION + mats_w
        body_h = max(left_h, right_h) + extra_h
        banner = QRectF(x0, y0, width, BANNER_H)
        top = banner.bottom() + MAT_GAP
        # (a column shorter than the other is stretched to its height: no hole under it)
        market = QRectF(x0, top, market_w, body_h if under_mats else market_h)
        mx = market.right() + SECTION
        if under_mats:
            mats_top = top
            mats_extra = extra_h * mats_h / (mats_h + side_h)
            mat_h += mats_extra / mat_rows
            mats_h += mats_extra
            side = QRectF(mx, top + mats_h + SECTION, mats_w, body_h - mats_h - SECTION)
        else:
            mats_top = top
            side = QRectF(x0, top + market_h + SECTION, market_w, body_h - market_h - SECTION)
        height = BANNER_H + MAT_GAP + body_h
    else:
        side_min_w = 3 * 1.3 * SUPPLY_SLOT_W + 2 * PAD
        natural_w = max(cols * mat_w + (cols - 1) * MAT_GAP, market_w + SECTION + side_min_w)
        # the room added: the mats and the reserve wider; the band of the market and the
        # mats higher, each by its share of the height
        width = natural_w + extra_w
        mats_w = width
        mx = x0
        side_w = width - market_w - SECTION
        natural_side_w = natural_w - market_w - SECTION
        banner_beside = not solo and natural_side_w >= BANNER_BESIDE_W
        if banner_beside:
            # the banner takes two lines when the reserve leaves it the room
            reserve_h = _reserve_h(shapes, natural_side_w)
            banner_h = min(2 * BANNER_H, max(BANNER_H, market_h - MAT_GAP - reserve_h))
            top = y0
            band_h = max(market_h, banner_h + MAT_GAP + reserve_h)
        else:
            top = y0 + BANNER_H + MAT_GAP
            side_h = _reserve_h(shapes, natural_side_w) + (
                SECTION + _automaton_h(natural_side_w) if solo else 0.0)
            band_h = max(market_h, side_h)
        band_extra = extra_h * band_h / (band_h + mats_h)
        band_h += band_extra
        mat_h += (extra_h - band_extra) / mat_rows
        mats_h = mat_rows * mat_h + (mat_rows - 1) * MAT_GAP
        if banner_beside:
            banner = QRectF(x0 + market_w + SECTION, y0, side_w, banner_h)
            side = QRectF(banner.x(), banner.bottom() + MAT_GAP, side_w,
                          band_h - banner_h - MAT_GAP)
        else:
            banner = QRectF(x0, y0, width, BANNER_H)
            side = QRectF(x0 + market_w + SECTION, top, side_w, band_h)
        market = QRectF(x0, top, market_w, band_h)
        mats_top = market.bottom() + SECTION
        height = mats_top - y0 + mats_h
    # the side stack
    solo_panel: QRectF | None = None
    if solo:
        reserve_h = max(_reserve_h(shapes, side.width()),
                        side.height() - SECTION - _automaton_h(side.width()))
        reserve_panel = QRectF(side.x(), side.y(), side.width(), reserve_h)
        solo_panel = QRectF(side.x(), reserve_panel.bottom() + SECTION, side.width(),
                            side.bottom() - reserve_panel.bottom() - SECTION)
    else:
        reserve_panel = QRectF(side)
    reserve = _reserve(reserve_panel, shapes)
    got = _market(market, solo, row_size)
    # the mats, row by row, stretched to the width of their column (and beside a taller
    # market to its height)
    each_w = (mats_w - (cols - 1) * MAT_GAP) / cols
    if arr.beside and not under_mats:
        mat_h = max(mat_h, (body_h - (mat_rows - 1) * MAT_GAP) / mat_rows)
    make = _compact_mat if arr.compact else _mat
    mats = tuple(
        make(QRectF(mx + (p % cols) * (each_w + MAT_GAP), mats_top + (p // cols) * (mat_h + MAT_GAP),
                    each_w, mat_h), sizes)
        for p in range(n)
    )
    solo_layout: SoloLayout | None = None
    if got.solo is not None and solo_panel is not None:
        deck, grid, locks = got.solo
        supply, pile, score = _automaton(solo_panel)
        solo_layout = SoloLayout(deck, grid, locks, solo_panel, supply, pile, score)
    scene = QRectF(0, 0, width + 2 * MARGIN, height + 2 * MARGIN)
    return TableLayout(
        scene=scene,
        banner=banner,
        market=market,
        white_deck=got.white_deck,
        black_deck=got.black_deck,
        white_row=got.white_row,
        black_row=got.black_row,
        reserve_panel=reserve_panel,
        reserve=reserve,
        mats=mats,
        solo=solo_layout,
        arrangement=arr,
        reserve_cell=reserve_cell(reserve, sizes),
    )
