"""Colour is never the only sign: shape marks, the colour-blind palette, the recess contrast,
colour-vision simulation and the table's tooltips."""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable, Iterator
from typing import Any, cast

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF
from PySide6.QtGui import QColor, QHelpEvent, QImage, QPainter
from PySide6.QtWidgets import QApplication, QToolTip
from random_decks import random_polyomino
from test_table_support import click, reserve, start, supply, window  # noqa: F401 (fixture)

from app.core.setup import SeatConfig
from app.model.puzzle_facts import Fewest, fewest_pieces_of_deck
from app.render import WHITE_CARD, paint_piece, paint_puzzle_card
from app.render.looks import (
    CLASSIC_COLOURS,
    COLOUR_BLIND,
    COLOUR_BLIND_COLOURS,
    MARK_COUNT,
    STANDARD,
    mark_of,
    piece_colour,
    piece_palette,
    set_piece_palette,
    shape_marks,
    use_shapes,
)
from app.render.vision import contrast_ratio, delta_e, simulate, simulate_pixels
from app.rules import Deck, Shape, canonical, classic_deck
from app.solver import get_solver
from app.table.items import CardItem, MatInfoItem, StackItem, TargetKind
from app.table.window import GameWindow

HUMANS = (SeatConfig("Ann"), SeatConfig("Bob"))


@pytest.fixture(autouse=True)
def standard_palette() -> Iterator[None]:
    """Every test starts and ends with the standard palette (it is program-wide)."""
    set_piece_palette(STANDARD)
    yield
    set_piece_palette(STANDARD)


def render(size: tuple[int, int], draw: Callable[[QPainter], None]) -> QImage:
    img = QImage(size[0], size[1], QImage.Format.Format_ARGB32)
    img.fill(QColor("#2f5d4a"))
    p = QPainter(img)
    draw(p)
    p.end()
    return img


Pixels = list[list[tuple[int, int, int]]]


def pixels(img: QImage) -> Pixels:
    """A picture's 8-bit R, G, B, row by row."""
    img = img.convertToFormat(QImage.Format.Format_RGB888)
    w, h, stride = img.width(), img.height(), img.bytesPerLine()
    data = bytes(img.constBits())
    return [[(data[y * stride + 3 * x], data[y * stride + 3 * x + 1], data[y * stride + 3 * x + 2])
             for x in range(w)] for y in range(h)]


def twelve_shape_deck() -> tuple[Shape, ...]:
    """Twelve distinct shapes, some in the same colour (a custom deck)."""
    rng = random.Random(12)
    seen: set[tuple[tuple[int, int], ...]] = set()
    shapes: list[Shape] = []
    while len(shapes) < 12:
        cells = random_polyomino(rng, rng.randint(1, 5))
        key = canonical(cells)
        if key in seen:
            continue
        seen.add(key)
        colour = ("#123456", "#c0ffee", "#aa3300")[len(shapes) % 3]
        shapes.append(Shape(f"S{len(shapes)}", cells, f"shape {len(shapes)}", colour))
    return tuple(shapes)


class TestMarks:
    def test_every_classic_shape_has_its_own_mark(self, qapp: QApplication) -> None:
        deck = classic_deck()
        marks = shape_marks(deck.shapes)
        assert len(set(marks)) == len(deck.shapes) == 9
        # a piece is recognised by its cells in any orientation, wherever it lies
        for i, shape in enumerate(deck.shapes):
            for o in shape.orients:
                moved = tuple((r + 1, c + 2) for r, c in o)
                assert mark_of(moved, shape.colour) == marks[i]

    def test_twelve_shapes_of_a_custom_deck_have_distinct_marks(self,
                                                                qapp: QApplication) -> None:
        shapes = twelve_shape_deck()
        use_shapes(shapes)
        got = [mark_of(s.cells, s.colour) for s in shapes]
        assert None not in got
        assert len(set(got)) == 12 == MARK_COUNT

    def test_the_deck_shown_last_names_the_marks(self, qapp: QApplication) -> None:
        """Two decks in one program (the editor's and the game's) with one shape at two
        places: the deck painted last decides its mark."""
        bar = Shape("B", ((0, 0), (0, 1), (0, 2)), "bar", "#445566")
        dot = Shape("D", ((0, 0),), "dot", "#445566")
        use_shapes((bar, dot))
        assert mark_of(bar.cells, bar.colour) == 0
        use_shapes((dot, bar))
        assert mark_of(((2, 2), (3, 2), (4, 2)), bar.colour) == 1
        use_shapes((bar, dot))
        assert mark_of(bar.cells, bar.colour) == 0

    def test_marks_are_painted_and_differ(self, qapp: QApplication) -> None:
        """Two shapes of the same colour and size differ by their painted mark even at a
        16 pixel cell."""
        a = Shape("A", ((0, 0), (0, 1)), "a", "#777777")
        b = Shape("B", ((0, 0), (1, 0), (1, 1)), "b", "#777777")
        c = Shape("C", ((0, 0), (0, 1), (0, 2)), "c", "#777777")
        use_shapes((a, b, c))
        cells = ((0, 0), (0, 1))
        plain = render((60, 40), lambda p: paint_piece(p, cells, "#777777", QPointF(10, 10),
                                                       16.0, mark=None, pips=False))
        marked = [render((60, 40), functools.partial(paint_piece, shape_or_cells=cells,
                                                     colour="#777777",
                                                     rect_or_origin=QPointF(10, 10),
                                                     cell_size=16.0, mark=m))
                  for m in range(MARK_COUNT)]
        shown = [str(pixels(m)) for m in marked]
        assert len(set(shown)) == MARK_COUNT
        assert str(pixels(plain)) not in shown


class TestPalette:
    def test_classic_colours_map_into_the_palette(self, qapp: QApplication) -> None:
        deck = classic_deck()
        assert piece_colour(deck.shapes[0].colour) == deck.shapes[0].colour
        set_piece_palette(COLOUR_BLIND)
        mapped = [piece_colour(s.colour) for s in deck.shapes]
        assert len(set(mapped)) == 9
        assert set(mapped) <= set(COLOUR_BLIND_COLOURS)

    def test_custom_colours_get_distinct_palette_colours(self, qapp: QApplication) -> None:
        shapes = tuple(Shape(f"P{i}", ((0, 0),) * 1 + tuple((0, k) for k in range(1, i + 1)),
                             "", colour)
                       for i, colour in enumerate(("#ff0000", "#ee1111", "#00ff00", "#0000ff",
                                                   "#fefefe")))
        use_shapes(shapes)
        set_piece_palette(COLOUR_BLIND)
        mapped = [piece_colour(s.colour) for s in shapes]
        assert len(set(mapped)) == 5
        assert set(mapped) <= set(COLOUR_BLIND_COLOURS)

    @pytest.mark.parametrize("vision", ["deuteranopia", "protanopia", "tritanopia"])
    def test_palette_colours_stay_apart_in_colour_blindness(self, vision: str) -> None:
        """The nine colours of the classic pieces differ by a CIE76 Delta E of 15 or more
        as seen with each colour blindness (the classic colours do not: 4 under
        deuteranopia)."""
        cb = list(CLASSIC_COLOURS.values())
        worst = min(delta_e(a, b, vision) for a, b in itertools.combinations(cb, 2))
        assert worst >= 15.0
        classic = list(CLASSIC_COLOURS)
        assert min(delta_e(a, b, vision) for a, b in itertools.combinations(classic, 2)) < worst

    def test_simulation_keeps_grey_and_changes_red(self) -> None:
        grey = simulate((128, 128, 128), "deuteranopia")
        assert max(abs(c - 128) for c in grey) <= 1
        red = simulate((220, 30, 30), "deuteranopia")
        assert abs(red[0] - red[1]) < 120  # red and green merge
        # a picture's pixels, each colour as simulate() sees it
        assert simulate_pixels(bytes([128, 128, 128, 220, 30, 30, 128, 128, 128]),
                               "deuteranopia") == bytes([*grey, *red, *grey])
        # Machado et al. (2009) on pure red, deuteranopia severity 1.0, by hand: the first
        # column of the matrix in linear light, back to sRGB
        assert simulate((255, 0, 0), "deuteranopia") == (163, 144, 0)


class TestRecessContrast:
    def test_white_card_recess_stands_out(self) -> None:
        """WCAG non-text contrast: the recess fill and its rim against the card face."""
        t = WHITE_CARD
        for face in (t.body_top, t.body_bottom):
            for fill in (t.well, t.well_deep):
                assert contrast_ratio(fill, face) >= 3.0
            assert contrast_ratio(t.well_rim, face) >= 4.5

    def test_painted_recess_measures_the_same(self, qapp: QApplication) -> None:
        deck = classic_deck()
        puzzle = next(p for p in deck.puzzles if p.colour == "white" and p.mask >> 12 & 1)
        img = render((250, 300), lambda p: paint_puzzle_card(p, puzzle, deck,
                                                            QRectF(0, 0, 250, 300)))
        from app.render import card_cell_rect

        px = pixels(img)
        inside = card_cell_rect(QRectF(0, 0, 250, 300), 2, 2).center()
        recess = px[int(inside.y())][int(inside.x())]
        face = px[8][125]  # the card's top margin
        hexes = [f"#{int(r):02x}{int(g):02x}{int(b):02x}" for r, g, b in (recess, face)]
        assert contrast_ratio(*hexes) >= 3.0


class TestLiveTable:
    def test_palette_toggle_repaints_the_open_table(self, window: GameWindow) -> None:  # noqa: F811
        start(window, HUMANS)
        state = window.session.state
        item = window.scene.item_for(next(
            t for t in window.scene.targets() if t.kind is TargetKind.RESERVE and t.shape == 5))
        assert isinstance(item, StackItem)

        def picture() -> Pixels:
            img = QImage(item.boundingRect().size().toSize(), QImage.Format.Format_ARGB32)
            img.fill(QColor("#000000"))
            p = QPainter(img)
            p.translate(-item.boundingRect().topLeft())
            item.paint(p, None, None)  # type: ignore[arg-type]
            p.end()
            return pixels(img)

        red = QColor(state.deck.shapes[5].colour)
        before = picture()
        action = window.menus.palette_action.action
        assert not action.isChecked()
        action.trigger()
        QApplication.processEvents()
        assert window.settings.palette() == COLOUR_BLIND
        assert piece_palette() == COLOUR_BLIND
        after = picture()
        assert before != after

        def count(px: Pixels, colour: QColor) -> int:
            want = (colour.red(), colour.green(), colour.blue())
            return sum(1 for row in px for rgb in row
                       if sum(abs(a - b) for a, b in zip(rgb, want, strict=True)) < 30)

        vermillion = QColor(piece_colour(state.deck.shapes[5].colour))
        assert count(before, red) > count(before, vermillion)
        assert count(after, vermillion) > count(after, red)
        # the setting (as the Preferences dialog sets it) switches back, action and all
        window.settings.set_palette(STANDARD)
        QApplication.processEvents()
        assert not action.isChecked() and piece_palette() == STANDARD
        assert picture() == before


class TestTooltips:
    def test_fewest_pieces_of_the_classic_deck(self) -> None:
        deck = classic_deck()
        got = fewest_pieces_of_deck(deck)
        solver = get_solver(deck)
        for p in deck.puzzles[:10]:
            assert got[p.id] == solver.fewest_pieces(p.mask, [s.count for s in deck.shapes])
        assert all(isinstance(v, int) for v in got.values())

    def test_too_hard_is_said_as_such(self) -> None:
        deck = classic_deck()
        got = fewest_pieces_of_deck(deck, steps=1)
        assert Fewest.TOO_HARD in got.values()

    def test_tooltips_on_a_real_table(self, window: GameWindow, qtbot) -> None:  # noqa: F811
        session = start(window, HUMANS)
        state = session.state
        deck: Deck = state.deck
        scene = window.scene
        expected = fewest_pieces_of_deck(deck)

        def card_tips_known() -> bool:
            return all("working it out" not in i.toolTip()
                       for i in scene.items() if isinstance(i, CardItem))

        qtbot.waitUntil(card_tips_known, timeout=5000)
        pid = state.white_row[0]
        card = scene.card_item(pid)
        assert card is not None
        puzzle = deck.puzzle_by_id[pid]
        tip = card.toolTip()
        assert pid in tip and f"{puzzle.points} point" in tip
        assert f"{puzzle.mask.bit_count()} square" in tip
        assert puzzle.reward in tip and deck.shape(puzzle.reward).name in tip
        assert f"Fewest pieces that fill it: {expected[pid]}" in tip
        # the view shows it when the pointer rests on the card
        at = window.view.mapFromScene(card.rect.center())
        QApplication.sendEvent(window.view.viewport(), QHelpEvent(
            QEvent.Type.ToolTip, at, window.view.viewport().mapToGlobal(at)))
        assert QToolTip.text() == tip
        QToolTip.hideText()

        for t in scene.targets():
            item = scene.item_for(t)
            assert item is not None
            if t.kind is TargetKind.RESERVE:
                shape = deck.shapes[t.shape]
                assert item.toolTip() == (f"Reserve: piece {shape.id} ({shape.name}), "
                                          f"{state.reserve[t.shape]} left")
            if t.kind is TargetKind.SUPPLY:
                n = state.players[t.player].supply[t.shape]
                assert item.toolTip().startswith(f"{state.players[t.player].name}'s supply")
                assert item.toolTip().endswith(f"{n} piece" + ("s" if n != 1 else ""))
        deck_item = scene.item_for(_target(scene, TargetKind.DECK, puzzle="white"))
        assert deck_item is not None
        assert deck_item.toolTip() == f"White deck: {len(state.white_deck)} cards left"
        infos = [i for i in scene.items() if isinstance(i, MatInfoItem)]
        assert sorted(i.toolTip().splitlines()[0] for i in infos) == ["Ann: 0 points",
                                                                      "Bob: 0 points"]
        assert all("Completed puzzles: 0" in i.toolTip() for i in infos)
        piles = [i for i in scene.items() if getattr(i, "target", None) is not None
                 and cast(Any, i).target.kind is TargetKind.PILE]
        assert {i.toolTip() for i in piles} == {"Ann has completed 0 puzzles",
                                                "Bob has completed 0 puzzles"}

    def test_tooltips_follow_the_game(self, window: GameWindow) -> None:  # noqa: F811
        """Taking an O1 from the reserve: the reserve pile and the supply say the new counts."""
        session = start(window, HUMANS)
        before = session.state
        o1 = before.deck.shape_index["O1"]
        click(window, reserve(before, "O1"))
        after = session.state
        assert after.reserve[o1] == before.reserve[o1] - 1
        pile = window.scene.item_for(reserve(after, "O1"))
        mine = window.scene.item_for(supply(after, "O1"))
        assert pile is not None and mine is not None
        assert pile.toolTip().endswith(f", {after.reserve[o1]} left")
        assert mine.toolTip() == f"Ann's supply: piece O1 (monomino), {after.player.supply[o1]} pieces"

    def test_solo_locks_and_automaton(self, window: GameWindow, qtbot) -> None:  # noqa: F811
        session = start(window, (SeatConfig("Ann"),))
        solo = session.state.solo
        assert solo is not None
        scene = window.scene
        for c in range(3):
            item = scene.item_for(_target(scene, TargetKind.LOCK, index=c))
            assert item is not None
            n = solo.locks[c]
            want = (f"Column {c + 1} is locked by {n} counter" + ("s" if n != 1 else "")
                    if n else f"Column {c + 1} is open")
            assert item.toolTip() == want
        pile = scene.item_for(_target(scene, TargetKind.AUTOMATON, index=0))
        assert pile is not None
        assert pile.toolTip().startswith("The automaton has taken 0 puzzles")
        deck_item = scene.item_for(_target(scene, TargetKind.DECK, puzzle="solo"))
        assert deck_item is not None
        assert deck_item.toolTip() == f"Deck: {len(solo.deck)} cards left"


def _target(scene, kind: TargetKind, **fields: object):  # type: ignore[no-untyped-def]
    for item in scene.items():
        t = getattr(item, "target", None)
        if t is not None and t.kind is kind and all(getattr(t, k) == v
                                                    for k, v in fields.items()):
            return t
    raise AssertionError(f"no {kind} {fields}")
