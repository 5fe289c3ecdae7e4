"""The render package: geometry that the table snaps drops with, outlines, and real pixels.

Everything paints into QImages offscreen and checks properties a player would see: wells are
darker than the raised card, a placed piece shows its colour, a legal preview shows green and an
illegal one red, painting stays inside the rectangle it was given.
"""

from __future__ import annotations

import functools
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication

from app.render import (
    CARD_ASPECT,
    card_cell_at,
    card_cell_rect,
    card_cell_size,
    card_geometry,
    card_grid_rect,
    card_snap_offset,
    fit_card_rect,
    outline_loops,
    paint_card_back,
    paint_piece,
    paint_piece_glyph,
    paint_piece_stack,
    paint_puzzle_card,
    paint_table_background,
    piece_paint_rect,
    pip_cell,
    polyomino_path,
)
from app.render import outlines as render_outlines
from app.rules import CARD_SIZE, Cell, Deck, Puzzle, cells_to_mask, classic_deck

L4: tuple[Cell, ...] = ((0, 0), (1, 0), (2, 0), (2, 1))


@pytest.fixture(scope="module")
def app(qapp: QApplication) -> QGuiApplication:
    """pytest-qt's QApplication: a bare QGuiApplication made here first would stay the
    worker's application, and the next test to build a QGraphicsScene or a widget in the same
    worker crashed (test_table_layout after this module, on one xdist worker)."""
    return qapp


@pytest.fixture(scope="module")
def deck() -> Deck:
    return classic_deck()


def render(size: tuple[int, int], draw: Callable[[QPainter], object],
           scale: float = 1.0) -> QImage:
    """Paint into a transparent image of ``size`` pixels at ``scale`` pixels per unit."""
    img = QImage(size[0], size[1], QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(scale, scale)
    draw(p)
    p.end()
    return img


def largest_difference(a: QImage, b: QImage) -> int:
    """The largest difference of one channel of one pixel between two images of one size
    and format."""
    assert a.size() == b.size() and a.format() == b.format()
    x, y = bytes(a.constBits()), bytes(b.constBits())
    return 0 if x == y else max(abs(p - q) for p, q in zip(x, y, strict=True))


def pixel(img: QImage, point: QPointF, scale: float = 1.0) -> QColor:
    return img.pixelColor(int(point.x() * scale), int(point.y() * scale))


def hue_distance(a: QColor, b: QColor) -> int:
    d = abs(a.hsvHue() - b.hsvHue()) % 360
    return min(d, 360 - d)


CARD = QRectF(0, 0, 200, 200 / CARD_ASPECT)


class TestCardGeometry:
    @pytest.mark.parametrize("rect", [
        CARD,
        QRectF(37.5, -12.25, 130, 130 / CARD_ASPECT),
        QRectF(0, 0, 400, 150),  # wider than a card: the card is centred horizontally
        QRectF(10, 10, 90, 700),  # taller: centred vertically
    ])
    def test_cell_at_round_trips_every_cell_rect(self, rect: QRectF) -> None:
        for r in range(CARD_SIZE):
            for c in range(CARD_SIZE):
                cell = card_cell_rect(rect, r, c)
                assert card_cell_at(rect, cell.center()) == (r, c)
                # the corners just inside the cell belong to it too
                eps = cell.width() * 1e-3
                assert card_cell_at(rect, cell.topLeft() + QPointF(eps, eps)) == (r, c)
                assert card_cell_at(rect, cell.bottomRight() - QPointF(eps, eps)) == (r, c)

    def test_cells_tile_the_grid_without_gaps(self) -> None:
        grid = card_grid_rect(CARD)
        s = card_cell_size(CARD)
        assert grid.width() == pytest.approx(5 * s)
        assert grid.height() == pytest.approx(5 * s)
        assert card_cell_rect(CARD, 0, 1).left() == pytest.approx(card_cell_rect(CARD, 0, 0).right())
        assert card_cell_rect(CARD, 1, 0).top() == pytest.approx(card_cell_rect(CARD, 0, 0).bottom())
        assert card_cell_rect(CARD, 4, 4).bottomRight() == grid.bottomRight()

    def test_points_off_the_grid_are_no_cell(self) -> None:
        grid = card_grid_rect(CARD)
        geo = card_geometry(CARD)
        outside = [grid.topLeft() - QPointF(0.01, 0), grid.topLeft() - QPointF(0, 0.01),
                   grid.bottomRight(), grid.topRight(), geo.badge.center(), geo.reward.center(),
                   QPointF(-50, -50), QPointF(1e6, 1e6)]
        for point in outside:
            assert card_cell_at(CARD, point) is None

    def test_layout_fits_inside_the_card(self) -> None:
        geo = card_geometry(CARD)
        assert geo.frame == CARD
        for part in (geo.header, geo.badge, geo.reward, geo.label, geo.grid):
            assert geo.body.contains(part)
        assert geo.header.bottom() <= geo.grid.top() + 1e-9
        assert not geo.badge.intersects(geo.reward)

    def test_fit_keeps_the_aspect(self) -> None:
        for rect in (QRectF(0, 0, 300, 100), QRectF(5, 5, 50, 500), CARD):
            fitted = fit_card_rect(rect)
            assert fitted.width() / fitted.height() == pytest.approx(CARD_ASPECT)
            assert rect.contains(fitted.adjusted(0.001, 0.001, -0.001, -0.001))
            assert fitted.center() == rect.center()

    def test_snap_offset_picks_the_nearest_cell(self) -> None:
        s = card_cell_size(CARD)
        base = card_cell_rect(CARD, 1, 2).topLeft()
        assert card_snap_offset(CARD, base) == (1, 2)
        assert card_snap_offset(CARD, base + QPointF(0.49 * s, -0.49 * s)) == (1, 2)
        assert card_snap_offset(CARD, base + QPointF(0.51 * s, 0.51 * s)) == (2, 3)
        # a piece held off the card's top-left snaps to negative rows and columns
        top_left = card_cell_rect(CARD, 0, 0).topLeft()
        assert card_snap_offset(CARD, top_left - QPointF(1.2 * s, 2.1 * s)) == (-2, -1)

    def test_degenerate_rect_gives_no_cell(self) -> None:
        assert card_cell_at(QRectF(0, 0, 0, 0), QPointF(0, 0)) is None


class TestOutline:
    def test_l_path_covers_exactly_its_cells(self) -> None:
        s = 10.0
        origin = QPointF(3, 7)
        path = polyomino_path(L4, s, origin)
        for r in range(-1, 5):
            for c in range(-1, 4):
                centre = QPointF(origin.x() + (c + 0.5) * s, origin.y() + (r + 0.5) * s)
                assert path.contains(centre) == ((r, c) in L4), (r, c)
        # near the inner corner and along the inside edges there is no seam between cells
        assert path.contains(QPointF(origin.x() + 1.02 * s, origin.y() + 2.02 * s))
        assert path.contains(QPointF(origin.x() + 0.5 * s, origin.y() + 1.0 * s))
        assert not path.contains(QPointF(origin.x() + 1.02 * s, origin.y() + 1.98 * s))
        assert path.boundingRect() == QRectF(origin.x(), origin.y(), 2 * s, 3 * s)

    def test_inset_and_rounded_path_stays_inside_its_cells(self) -> None:
        s = 20.0
        path = polyomino_path(L4, s, inset=1.0, radius=4.0)
        assert path.boundingRect() == QRectF(1.0, 1.0, 2 * s - 2.0, 3 * s - 2.0)
        for r, c in L4:
            assert path.contains(QPointF((c + 0.5) * s, (r + 0.5) * s))
        assert not path.contains(QPointF(1.2, 1.2))  # the rounded corner is cut away
        assert not path.contains(QPointF(s + 0.5, 0.5 * s))  # outside the L

    def test_one_loop_per_simple_piece_with_its_corners(self) -> None:
        loops = outline_loops(L4)
        assert len(loops) == 1
        assert sorted(loops[0]) == sorted([(0, 0), (1, 0), (1, 2), (2, 2), (2, 3), (0, 3)])

    def test_ring_has_a_hole(self) -> None:
        ring = [(r, c) for r in range(3) for c in range(3) if (r, c) != (1, 1)]
        loops = outline_loops(ring)
        assert len(loops) == 2
        path = polyomino_path(ring, 10.0)
        assert not path.contains(QPointF(15, 15))
        assert path.contains(QPointF(5, 15))

    def test_cells_touching_at_a_corner_stay_apart(self) -> None:
        cells = [(0, 0), (1, 1)]
        assert len(outline_loops(cells)) == 2
        path = polyomino_path(cells, 10.0, inset=1.0)
        assert path.contains(QPointF(5, 5)) and path.contains(QPointF(15, 15))
        assert not path.contains(QPointF(10, 10))
        assert not path.contains(QPointF(15, 5))

    def test_empty_cells_give_an_empty_path(self) -> None:
        assert polyomino_path([], 10.0).isEmpty()

    def test_caches_are_bounded(self) -> None:
        for i in range(render_outlines._OUTLINES.limit + 50):
            polyomino_path([(0, 0), (0, 1)], 1.0 + i * 0.01)
        assert len(render_outlines._OUTLINES) <= render_outlines._OUTLINES.limit


class TestPuzzleCardPixels:
    def test_recessed_cells_look_sunken_and_solid_cells_raised(
            self, app: QGuiApplication, deck: Deck) -> None:
        for pid in ("W12", "B09"):
            puzzle = deck.puzzle_by_id[pid]
            img = render((210, 260), functools.partial(paint_puzzle_card, puzzle=puzzle,
                                                       deck=deck, rect=CARD))
            recessed = [pixel(img, card_cell_rect(CARD, r, c).center())
                        for r, c in puzzle.cells]
            solid = [pixel(img, card_cell_rect(CARD, r, c).center())
                     for r in range(5) for c in range(5) if (r, c) not in puzzle.cells]
            darkest_solid = min(c.lightness() for c in solid)
            brightest_well = max(c.lightness() for c in recessed)
            assert brightest_well < darkest_solid, pid

    def test_white_and_black_cards_differ(self, app: QGuiApplication, deck: Deck) -> None:
        w = render((210, 260), lambda p: paint_puzzle_card(p, deck.puzzle_by_id["W01"], deck, CARD))
        b = render((210, 260), lambda p: paint_puzzle_card(p, deck.puzzle_by_id["B01"], deck, CARD))
        corner = card_cell_rect(CARD, 0, 0).center()
        assert pixel(w, corner).lightness() > 180
        assert pixel(b, corner).lightness() < 90

    def test_placed_piece_shows_its_colour(self, app: QGuiApplication, deck: Deck) -> None:
        puzzle = deck.puzzle_by_id["B09"]  # rows 2..4 recessed
        cells = [(3, 0), (4, 0), (4, 1)]
        l3 = deck.shape_index["L3"]
        img = render((210, 260), lambda p: paint_puzzle_card(
            p, puzzle, deck, CARD, pieces=[(l3, cells_to_mask(cells))]))
        colour = QColor(deck.shapes[l3].colour)
        for cell in cells:
            got = pixel(img, card_cell_rect(CARD, *cell).center() + QPointF(0, 0.3 * 200 / 25))
            assert hue_distance(got, colour) <= 12, (cell, got.name())
            assert got.hsvSaturation() > 120
        # an empty recessed cell next to it is not orange
        empty = pixel(img, card_cell_rect(CARD, 3, 3).center())
        assert empty.hsvSaturation() < 60

    def test_two_pieces_of_one_colour_show_a_gap(self, app: QGuiApplication, deck: Deck) -> None:
        puzzle = deck.puzzle_by_id["B09"]
        i2 = deck.shape_index["I2"]
        a = cells_to_mask([(3, 0), (3, 1)])
        b = cells_to_mask([(3, 2), (3, 3)])
        img = render((210, 260), lambda p: paint_puzzle_card(p, puzzle, deck, CARD,
                                                             pieces=[(i2, a), (i2, b)]))
        one = render((210, 260), lambda p: paint_puzzle_card(p, puzzle, deck, CARD,
                                                             pieces=[(i2, a | b)]))
        seam = card_cell_rect(CARD, 3, 2).topLeft() + QPointF(0, card_cell_size(CARD) * 0.5)
        assert pixel(img, seam) != pixel(one, seam)
        assert pixel(img, seam).lightness() < pixel(one, seam).lightness()

    def _colour_counts(self, img: QImage, rect: QRectF) -> tuple[int, int]:
        green = red = 0
        for y in range(int(rect.top()), int(rect.bottom())):
            for x in range(int(rect.left()), int(rect.right())):
                c = img.pixelColor(x, y)
                if c.hsvSaturation() < 110 or c.value() < 90:
                    continue
                h = c.hsvHue()
                if 95 <= h <= 160:
                    green += 1
                elif h <= 12 or h >= 345:
                    red += 1
        return green, red

    def test_drag_preview_says_legal_or_illegal_by_mark_and_colour(
            self, app: QGuiApplication, deck: Deck) -> None:
        puzzle = deck.puzzle_by_id["W16"]
        cells = [(2, 1), (2, 2), (3, 1)]
        mask = cells_to_mask(cells)
        box = card_cell_rect(CARD, 2, 1).united(card_cell_rect(CARD, 3, 2))
        legal = render((210, 260), lambda p: paint_puzzle_card(
            p, puzzle, deck, CARD, highlight=mask, highlight_legal=True))
        illegal = render((210, 260), lambda p: paint_puzzle_card(
            p, puzzle, deck, CARD, highlight=mask, highlight_legal=False))
        plain = render((210, 260), lambda p: paint_puzzle_card(p, puzzle, deck, CARD))
        g, r = self._colour_counts(legal, box)
        assert g > 100 and r < 10
        g, r = self._colour_counts(illegal, box)
        assert r > 100 and g < 10
        # the marks differ in shape too: the illegal cross sits on every covered cell
        for cell in cells:
            centre = card_cell_rect(CARD, *cell).center()
            assert hue_distance(pixel(illegal, centre), QColor("#e2412f")) <= 15
        # a neutral preview changes the cells without claiming anything
        neutral = render((210, 260), lambda p: paint_puzzle_card(p, puzzle, deck, CARD,
                                                                 highlight=mask))
        g, r = self._colour_counts(neutral, box)
        assert g == 0 and r == 0
        assert neutral != plain

    def test_dimmed_and_selected_change_the_card(self, app: QGuiApplication, deck: Deck) -> None:
        puzzle = deck.puzzle_by_id["W03"]
        plain = render((210, 260), lambda p: paint_puzzle_card(p, puzzle, deck, CARD))
        dim = render((210, 260), lambda p: paint_puzzle_card(p, puzzle, deck, CARD, dimmed=True))
        sel = render((210, 260), lambda p: paint_puzzle_card(p, puzzle, deck, CARD,
                                                             selected=True))
        solid = card_cell_rect(CARD, 0, 0).center()
        assert pixel(dim, solid).lightness() < pixel(plain, solid).lightness() - 40
        edge = QPointF(card_geometry(CARD).body.left() - 1.0, CARD.center().y())
        assert pixel(plain, edge).alpha() < 100
        assert pixel(sel, edge).alpha() > 200 and pixel(sel, edge).hsvHue() in range(30, 60)

    def test_painting_stays_inside_the_rect(self, app: QGuiApplication, deck: Deck) -> None:
        rect = QRectF(20, 30, 160, 160 / CARD_ASPECT)
        puzzle = deck.puzzle_by_id["B01"]
        l4 = deck.shape_index["L4"]

        def draw(p: QPainter) -> None:
            paint_puzzle_card(p, puzzle, deck, rect, selected=True,
                              pieces=[(l4, cells_to_mask([(1, 0), (1, 1), (2, 1), (3, 1)]))],
                              highlight=cells_to_mask([(0, 2), (0, 3)]), highlight_legal=False)
            back = rect.translated(200, 0)
            paint_card_back(p, "white", back, 30, selected=True)

        img = render((420, 300), draw)
        inside = [rect.toAlignedRect(), rect.translated(200, 0).toAlignedRect()]
        for y in range(img.height()):
            for x in range(img.width()):
                if any(r.adjusted(-1, -1, 1, 1).contains(x, y) for r in inside):
                    continue
                assert img.pixelColor(x, y).alpha() == 0, (x, y)

    def test_same_look_at_any_zoom(self, app: QGuiApplication, deck: Deck) -> None:
        puzzle = deck.puzzle_by_id["B07"]
        i2 = deck.shape_index["I2"]
        pieces = [(i2, cells_to_mask([(4, 0), (4, 1)]))]
        small = render((210, 260), lambda p: paint_puzzle_card(p, puzzle, deck, CARD,
                                                               pieces=pieces))
        big = render((630, 780), lambda p: paint_puzzle_card(p, puzzle, deck, CARD,
                                                             pieces=pieces), scale=3.0)
        for r, c in [(0, 0), (2, 2), (4, 0), (4, 4)]:
            at = card_cell_rect(CARD, r, c).center() + QPointF(2.0, 6.0)
            a, b = pixel(small, at), pixel(big, at, 3.0)
            assert abs(a.lightness() - b.lightness()) < 30, (r, c)
            assert hue_distance(a, b) < 20 or a.hsvSaturation() < 40

    def test_bad_data_is_painted_not_raised(self, app: QGuiApplication, deck: Deck) -> None:
        odd = Puzzle(id="X99", colour="white", points=12, reward="Q9",
                     mask=cells_to_mask([(r, c) for r in range(5) for c in range(5)
                                         if (r, c) != (2, 2)]))

        def draw(p: QPainter) -> None:
            paint_puzzle_card(p, odd, deck, CARD, pieces=[(99, cells_to_mask([(0, 0)])),
                                                          (0, 0)])
            paint_piece(p, [(0, 0), (0, 1)], "not a colour", QPointF(0, 0), 10.0)
            paint_piece(p, [], "#ff0000", QPointF(0, 0), 10.0)
            paint_puzzle_card(p, odd, deck, QRectF(0, 0, 0, 0))

        img = render((210, 260), draw)
        # the hole in the middle of the well is raised card, the unknown piece is grey
        hole = pixel(img, card_cell_rect(CARD, 2, 2).center())
        well = pixel(img, card_cell_rect(CARD, 2, 3).center())
        assert hole.lightness() > well.lightness()
        assert pixel(img, card_cell_rect(CARD, 0, 0).center() + QPointF(0, 8)).hsvSaturation() < 30


class TestPiecesAndBacks:
    def test_piece_fills_its_cells_in_its_colour(self, app: QGuiApplication, deck: Deck) -> None:
        shape = deck.shape("T4")
        s = 30.0
        origin = QPointF(10, 10)
        img = render((160, 100), lambda p: paint_piece(p, shape, None, origin, s))
        pc = pip_cell(shape.cells)
        for r in range(2):
            for c in range(3):
                at = QPointF(origin.x() + (c + 0.5) * s, origin.y() + (r + 0.5) * s)
                got = pixel(img, at)
                if (r, c) in shape.cells:
                    if (r, c) != pc:
                        assert hue_distance(got, QColor(shape.colour)) <= 12
                    assert got.alpha() == 255
                else:
                    assert got.alpha() < 120

    def test_level_pips_mark_the_piece(self, app: QGuiApplication, deck: Deck) -> None:
        shape = deck.shape("O4")
        s = 40.0
        plain = render((100, 100), lambda p: paint_piece(p, shape, None, QPointF(5, 5), s,
                                                         pips=False))
        pips = render((100, 100), lambda p: paint_piece(p, shape, None, QPointF(5, 5), s))
        assert plain != pips

    def test_pip_cell_is_the_best_connected(self) -> None:
        assert pip_cell(((0, 0), (0, 1), (0, 2), (1, 1))) == (0, 1)
        assert pip_cell(((0, 0),)) == (0, 0)

    def test_ghost_is_translucent_and_marked(self, app: QGuiApplication, deck: Deck) -> None:
        shape = deck.shape("O4")
        s = 30.0
        solid = render((80, 80), lambda p: paint_piece(p, shape, None, QPointF(5, 5), s))
        ghost = render((80, 80), lambda p: paint_piece(p, shape, None, QPointF(5, 5), s,
                                                       ghost=True))
        at = QPointF(5 + 1.5 * s, 5 + 0.5 * s)
        assert pixel(solid, at).alpha() == 255
        assert pixel(ghost, at).alpha() < 200

    def test_piece_paint_rect_bounds_the_painting(self, app: QGuiApplication,
                                                  deck: Deck) -> None:
        shape = deck.shape("Z4")
        s = 25.0
        origin = QPointF(40, 30)
        img = render((200, 160), lambda p: paint_piece(p, shape, None, origin, s,
                                                       selected=True))
        bound = piece_paint_rect(shape.cells, s, origin).toAlignedRect().adjusted(-1, -1, 1, 1)
        painted = [(x, y) for y in range(img.height()) for x in range(img.width())
                   if img.pixelColor(x, y).alpha() > 0]
        assert painted
        assert all(bound.contains(x, y) for x, y in painted)

    def test_centred_in_a_rect(self, app: QGuiApplication, deck: Deck) -> None:
        rect = QRectF(0, 0, 100, 100)
        img = render((100, 100), lambda p: paint_piece(p, deck.shape("I2"), None, rect, 20.0,
                                                       shadow=False, pips=False))
        assert pixel(img, QPointF(50, 50)).alpha() == 255
        assert pixel(img, QPointF(50, 25)).alpha() == 0
        assert pixel(img, QPointF(25, 50)).alpha() == 0

    def test_glyph_turns_to_fit(self, app: QGuiApplication, deck: Deck) -> None:
        wide = QRectF(0, 0, 80, 20)
        img = render((80, 20), lambda p: paint_piece_glyph(p, deck.shape("I3"), None, wide,
                                                           turn=True))
        assert pixel(img, QPointF(40, 10)).alpha() == 255
        # L4 stands 3 high in its base orientation; in a wide slot it lies down
        sizes: list[float] = []
        render((80, 20), lambda p: sizes.append(
            paint_piece_glyph(p, deck.shape("L4"), None, wide, min_cells=1)))
        assert sizes == [pytest.approx(10.0)]

    def test_stack_shows_count_and_empty(self, app: QGuiApplication, deck: Deck) -> None:
        shape = deck.shape("O4")
        rect = QRectF(0, 0, 120, 100)
        full = render((120, 100), lambda p: paint_piece_stack(p, shape, None, rect, 7))
        empty = render((120, 100), lambda p: paint_piece_stack(p, shape, None, rect, 0))
        other = render((120, 100), lambda p: paint_piece_stack(p, shape, None, rect, 3))
        centre = QPointF(60, 38)
        colour = QColor(shape.colour)
        assert hue_distance(pixel(full, centre), colour) <= 12
        assert pixel(full, centre).hsvSaturation() > 120
        assert pixel(empty, centre).hsvSaturation() < 40
        assert full != other  # the count badge changed

    def test_card_backs(self, app: QGuiApplication) -> None:
        centre = CARD.center()
        white = render((210, 260), lambda p: paint_card_back(p, "white", CARD, 12))
        black = render((210, 260), lambda p: paint_card_back(p, "black", CARD, 12))
        empty = render((210, 260), lambda p: paint_card_back(p, "black", CARD, 0))
        plain = render((210, 260), lambda p: paint_card_back(p, "black", CARD, None))
        probe = QPointF(CARD.left() + 30, CARD.top() + 40)
        assert pixel(white, probe).lightness() > pixel(black, probe).lightness() + 100
        assert pixel(empty, probe).alpha() < 100  # only a dashed outline is left
        assert pixel(black, centre).alpha() == 255
        assert plain != black

    def test_table_background_is_seamless(self, app: QGuiApplication) -> None:
        whole = render((300, 300), lambda p: paint_table_background(p, QRectF(0, 0, 300, 300),
                                                                    unit=60.0))

        def halves(p: QPainter) -> None:
            paint_table_background(p, QRectF(0, 0, 300, 137), unit=60.0)
            paint_table_background(p, QRectF(0, 137, 300, 163), unit=60.0)

        split = render((300, 300), halves)
        assert whole.pixelColor(150, 200).alpha() == 255
        diffs = sum(whole.pixelColor(x, y) != split.pixelColor(x, y)
                    for y in range(0, 300, 3) for x in range(0, 300, 3))
        assert diffs < 150  # only antialiased seams along the split line may differ

    @pytest.mark.parametrize("ratio", [1.0, 2.0])
    def test_table_background_grain_tiles_look_like_the_curves(
            self, app: QGuiApplication, monkeypatch: pytest.MonkeyPatch, ratio: float) -> None:
        """The grain is drawn once a plank variant into a tile and tiled from then on (the
        curves cost 0.13 s a full-HD table): the tiles show what the curves show, on a normal
        and a high-density device, and a second paint draws no curve again."""
        from app.render import background

        def paint() -> QImage:
            img = QImage(round(320 * ratio), round(300 * ratio),
                         QImage.Format.Format_ARGB32_Premultiplied)
            img.setDevicePixelRatio(ratio)
            img.fill(Qt.GlobalColor.transparent)
            p = QPainter(img)
            p.scale(1.2, 1.2)
            p.translate(-13.5, 7.25)
            paint_table_background(p, QRectF(11, -7, 250, 240), unit=80.0)
            p.end()
            return img.convertToFormat(QImage.Format.Format_RGBA8888)

        background._TILES.clear()
        tiled = paint()
        tiles = len(background._TILES)
        assert tiles == 3  # the three plank variants this area shows
        built: list[object] = []
        real_path = background._grain_path
        monkeypatch.setattr(background, "_grain_path",
                            lambda *a: built.append(a) or real_path(*a))
        assert paint() == tiled and not built  # the second paint only tiles
        monkeypatch.setattr(background, "_MAX_TILE_PIXELS", 0)  # no tile: the curves
        curves = paint()
        assert built  # the curves were drawn this time
        assert largest_difference(tiled, curves) <= 8
