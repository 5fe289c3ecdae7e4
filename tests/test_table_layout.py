"""The table reads at any size: the layout chosen for the window's shape, cells and card texts
large enough on screen, the whole table shown, the log folded on narrow windows, the zoom."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_table_support import click, row_card, start, window
from waiting import settle

from app.core.setup import GameSetup, SeatConfig
from app.model.settings import Settings
from app.render import card_cell_size, card_geometry
from app.rules import classic_deck
from app.table.hint_overlay import HintMarkItem
from app.table.items import BannerItem, PanelItem, StackItem, TableItem, Target, TargetKind
from app.table.layout import (
    BADGE_ROOM,
    CARD_H,
    CARD_W,
    CELL,
    MARGIN,
    MAX_GROW,
    MAX_STRETCH,
    PAD,
    RESERVE_CELL,
    STACKED,
    TITLE_H,
    TableLayout,
    arrangements,
    cells_size,
    choose_arrangement,
    compute_layout,
    flat_cells,
)
from app.table.log_strip import NARROW_WIDTH
from app.table.scene import TableScene, TableUi
from app.table.view import TableView
from app.table.window import GameWindow

__all__ = ["window"]  # the fixture

SIZES = ((1280, 720), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160))
GAMES = {
    "2 players": (SeatConfig("Ann"), SeatConfig("Bob")),
    "3 players": (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cleo")),
    "4 players": (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cleo"), SeatConfig("Dan")),
    "solo": (SeatConfig("Ann"),),
}
SHAPES = {"2 players": (2, False), "3 players": (3, False), "4 players": (4, False),
          "solo": (1, True)}


def classic_sizes() -> list[tuple[int, int]]:
    return [cells_size(flat_cells(s)) for s in classic_deck().shapes]


def resize(win: GameWindow, w: int, h: int) -> None:
    win.resize(w, h)
    settle()


def overlap(a: QRectF, b: QRectF) -> bool:
    """Whether two rectangles share more than a hairline."""
    inter = a.intersected(b)
    return inter.width() > 0.5 and inter.height() > 0.5


def inside(inner: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner)


def panels(lay: TableLayout) -> list[QRectF]:
    """The big parts of the table, which must not overlap each other."""
    parts = [lay.banner, lay.market, lay.reserve_panel, *(m.rect for m in lay.mats)]
    if lay.solo is not None:
        parts.append(lay.solo.panel)
    return parts


def content(lay: TableLayout) -> QRectF:
    """Where the table's panels lie: the bounding box of its big parts."""
    box = QRectF()
    for part in panels(lay):
        box = box.united(part)
    return box


def assert_fills(view: TableView, where: str, slack: int = 4) -> None:
    """The fitted table's panels reach every edge of the view but for the table's margin and
    ``slack`` pixels: no band of bare wood beside, above or below the table."""
    scene = view.scene()
    assert isinstance(scene, TableScene)
    vp = view.viewport().rect()
    shown = view.mapFromScene(content(scene.layout)).boundingRect()
    bands = (shown.left() - vp.left(), vp.right() - shown.right(),
             shown.top() - vp.top(), vp.bottom() - shown.bottom())
    most = MARGIN * view.scale_now() + slack
    assert all(0 <= band <= most for band in bands), (where, scene.layout.arrangement, vp,
                                                      shown, bands, most)


class TestArrangements:
    @pytest.mark.parametrize("game", list(SHAPES))
    @pytest.mark.parametrize("aspect", [0.0, 0.9, 1.4, 1.65, 2.2])
    def test_every_arrangement_is_tidy(self, game: str, aspect: float) -> None:
        players, solo = SHAPES[game]
        sizes = classic_sizes()
        for arr in arrangements(players, solo):
            lay = compute_layout(players, solo, sizes, 4, arr, aspect)
            assert lay.arrangement == arr
            parts = panels(lay)
            for a, b in itertools.combinations(parts, 2):
                assert not overlap(a, b), (arr, a, b)
            for part in parts:
                assert inside(part, lay.scene), (arr, part)
            for mat in lay.mats:
                things = [mat.info, *mat.puzzles, *mat.supply]
                for thing in things:
                    assert inside(thing, mat.rect), (arr, thing, mat.rect)
                for a, b in itertools.combinations([mat.info, *mat.puzzles, *mat.supply], 2):
                    assert not overlap(a, b), (arr, a, b)
                assert inside(mat.pile, mat.info)
                # every puzzle slot is a whole card
                assert all(p.width() == pytest.approx(100.0) for p in mat.puzzles)
            for slot in lay.reserve:
                assert inside(slot, lay.reserve_panel), (arr, slot)
            cards = [*lay.white_row, *lay.black_row, lay.white_deck, lay.black_deck]
            if lay.solo is not None:
                cards = [*lay.solo.grid, lay.solo.deck, *lay.solo.locks]
                assert inside(lay.solo.pile, lay.solo.panel)
                assert inside(lay.solo.supply, lay.solo.panel)
                # its score is written beside its pile, clear of its supply
                assert inside(lay.solo.score, lay.solo.panel), (arr, lay.solo.score)
                assert not overlap(lay.solo.score, lay.solo.supply), (arr, aspect)
                assert not overlap(lay.solo.score, lay.solo.pile), (arr, aspect)
            for card in cards:
                assert inside(card, lay.market), (arr, card)
            distinct = {(c.x(), c.y(), c.width(), c.height()): c for c in cards}
            for a, b in itertools.combinations(distinct.values(), 2):
                assert not overlap(a, b)

    @pytest.mark.parametrize("game", list(SHAPES))
    def test_the_arrangement_chosen_shows_the_table_largest(self, game: str) -> None:
        players, solo = SHAPES[game]
        sizes = classic_sizes()

        def scale(arr: object, aspect: float) -> float:
            r = compute_layout(players, solo, sizes, 4, arr).scene  # type: ignore[arg-type]
            return min(aspect / r.width(), 1.0 / r.height())

        for aspect in (0.8, 1.3, 1.6, 1.78, 2.2, 3.0):
            chosen = choose_arrangement(players, solo, sizes, 4, aspect)
            best = max(scale(a, aspect) for a in arrangements(players, solo))
            assert scale(chosen, aspect) >= best / 1.011

    @pytest.mark.parametrize("game", list(SHAPES))
    def test_the_table_takes_the_shape_of_the_window(self, game: str) -> None:
        """Stretched to the window's shape, by at most a quarter, with the parts that show
        the table tight against its edges and the cards as large as before."""
        players, solo = SHAPES[game]
        sizes = classic_sizes()
        for arr in arrangements(players, solo):
            natural = compute_layout(players, solo, sizes, 4, arr)
            w, h = natural.scene.width(), natural.scene.height()
            for aspect in (0.9, 1.4, 1.65, 2.2):
                lay = compute_layout(players, solo, sizes, 4, arr, aspect)
                r = lay.scene
                if aspect < w / h:  # higher, by at most a quarter
                    wanted = (w, min(w / aspect, h * (1 + MAX_STRETCH)))
                else:  # wider
                    wanted = (min(h * aspect, w * (1 + MAX_STRETCH)), h)
                assert (r.width(), r.height()) == pytest.approx(wanted), (arr, aspect)
                # the panels touch the margins all round, and every column reaches the bottom
                box = content(lay)
                assert box.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN) == r, (arr, aspect)
                mats = [m.rect for m in lay.mats]
                side = [p for p in panels(lay) if p not in (lay.banner, lay.market, *mats)]
                if arr.beside:  # the market's column and the mats' column
                    columns = [[lay.market, *(p for p in side if p.x() < lay.market.right())],
                               [*mats, *(p for p in side if p.x() >= lay.market.right())]]
                    bottom = box.bottom()
                else:  # the market beside the side stack, the mats under both
                    columns = [[lay.market], side]
                    bottom = lay.market.bottom()
                    assert max(m.bottom() for m in mats) == pytest.approx(box.bottom())
                for column in columns:
                    assert max(p.bottom() for p in column) == pytest.approx(bottom), \
                        (arr, aspect)
                cards = [*lay.white_row, *lay.black_row, *(p for m in lay.mats
                                                           for p in m.puzzles)]
                assert all(c.width() == pytest.approx(CARD_W) for c in cards)

    def test_the_default_is_one_column_of_long_mats(self) -> None:
        lay = compute_layout(2, False, classic_sizes())
        assert lay.arrangement == STACKED
        assert lay.mats[0].rect.x() == lay.mats[1].rect.x()
        assert lay.mats[1].rect.y() > lay.mats[0].rect.bottom()


ASPECTS = (0.55, 0.7, 0.82, 1.0, 1.15, 1.3, 1.45, 1.6, 1.71, 1.85, 2.0, 2.3, 2.6, 3.0, 3.6)
"""Window shapes from a tall window with the chat beside the table to a wide one with the
review's analysis under it."""


def bands(spans: list[tuple[float, float]], low: float, high: float
          ) -> tuple[float, list[float], float]:
    """The bare room before some spans (from ``low``), between them (where none covers) and
    after them (up to ``high``)."""
    inner: list[float] = []
    reach = low
    first = None
    for a, b in sorted(spans):
        if first is None:
            first = a - low
        elif a > reach:
            inner.append(a - reach)
        reach = max(reach, b)
    return (first if first is not None else high - low), inner, high - reach


def panel_contents(scene: TableScene) -> list[tuple[PanelItem, list[QRectF]]]:
    """Every panel of the table and the rects of what is drawn in it (piles of no pieces too:
    the places, not one moment of the game)."""
    items = [i for i in scene._shown if isinstance(i, TableItem)]
    found = []
    for panel in items:
        if isinstance(panel, PanelItem):
            room = panel.rect.adjusted(-0.5, -0.5, 0.5, 0.5)
            found.append((panel, [i.rect for i in items if not isinstance(
                i, (PanelItem, BannerItem)) and room.contains(i.rect)]))
    return found


@pytest.fixture
def tables(qapp: QApplication) -> Iterator[Callable[[str], Iterator[TableScene]]]:
    """The table of a new game laid out for each of :data:`ASPECTS` in turn (one scene, as a
    window's is, told each window shape)."""
    scenes: list[TableScene] = []

    def laid_out(game: str) -> Iterator[TableScene]:
        setup = GameSetup(GAMES[game], seed=3)
        scene = TableScene()
        scenes.append(scene)
        scene.show_state(setup.record().initial_state(), setup.seats, TableUi())
        for aspect in ASPECTS:
            scene.set_view_aspect(aspect)
            yield scene

    yield laid_out
    for scene in scenes:
        scene.clear()


Tables = Callable[[str], Iterator[TableScene]]


class TestComposition:
    """A table stretched to the window's shape looks composed: the room a panel gains is shared
    out between its rows, not left as a band of bare panel at its top, bottom or sides."""

    @pytest.mark.parametrize("game", list(GAMES))
    def test_no_panel_keeps_its_room_at_its_edges(self, game: str, tables: Tables) -> None:
        for scene in tables(game):
            aspect = round(scene.layout.scene.width() / scene.layout.scene.height(), 2)
            for panel, rects in panel_contents(scene):
                assert rects, (game, aspect, panel.title)
                r = panel.rect
                top = r.top() + (PAD + TITLE_H if panel.title else 0.0)
                for axis, spans, low, high in (
                        ("down", [(q.top(), q.bottom()) for q in rects], top, r.bottom()),
                        ("across", [(q.left(), q.right()) for q in rects], r.left(),
                         r.right())):
                    before, between, after = bands(spans, low, high)
                    where = (game, aspect, scene.layout.arrangement, panel.title or r, axis,
                             before, between, after)
                    if between:  # no more room at an edge than between two rows
                        assert max(before, after) <= max(between) + PAD + 2, where
                    else:  # one row: in the middle
                        assert abs(before - after) <= PAD + 2, where

    @pytest.mark.parametrize("game", list(GAMES))
    def test_the_market_spreads_its_rows_of_cards(self, game: str, tables: Tables) -> None:
        """A solo game at 1920x1080 left bands of bare panel 73 units high above the locks and
        under the grid (76 in a 1080x1350 window), the rows 12 apart; now every band of the
        market is under half a card high and they are all about equal."""
        for scene in tables(game):
            lay = scene.layout
            aspect = round(lay.scene.width() / lay.scene.height(), 2)
            market = lay.market
            if lay.solo is not None:  # the locks on top of the grid's first row
                rows = [lay.solo.locks[0].united(lay.solo.grid[0]), *lay.solo.grid,
                        lay.solo.deck]
            else:
                rows = [*lay.white_row, *lay.black_row, lay.white_deck, lay.black_deck]
            before, between, after = bands([(q.top(), q.bottom()) for q in rows], market.top(),
                                           market.bottom())
            where = (game, aspect, lay.arrangement, before, between, after)
            assert max(before, after, *between) < CARD_H / 2, where
            assert max(before, after, *between) - min(before, after, *between) <= 2.5, where
            # the locks stay on top of their columns
            if lay.solo is not None:
                assert lay.solo.grid[0].top() - lay.solo.locks[0].bottom() == pytest.approx(6)

    @pytest.mark.parametrize("game", list(SHAPES))
    def test_pieces_grow_a_little_where_there_is_room(self, game: str) -> None:
        """Never smaller than on the table as it needs, at most a quarter larger, and every
        pile fits its slot."""
        players, solo = SHAPES[game]
        sizes = classic_sizes()
        tallest = max(r for _, r in sizes)
        widest = max(c for c, _ in sizes)
        grew = set()
        for arr in arrangements(players, solo):
            natural = compute_layout(players, solo, sizes, 4, arr)
            for aspect in ASPECTS:
                lay = compute_layout(players, solo, sizes, 4, arr, aspect)
                where = (arr, aspect)
                assert RESERVE_CELL <= lay.reserve_cell <= RESERVE_CELL * MAX_GROW + 1e-9
                if lay.reserve_cell > RESERVE_CELL:
                    grew.add("reserve")
                    slot = lay.reserve[0]
                    assert (widest + 1.5) * lay.reserve_cell <= slot.width(), where
                    assert (tallest + 0.95) * lay.reserve_cell <= slot.height(), where
                for mat, before in zip(lay.mats, natural.mats, strict=True):
                    cs = mat.supply_cell
                    assert before.supply_cell - 1e-9 <= cs <= CELL * MAX_GROW + 1e-9, where
                    if cs > before.supply_cell + 0.5:
                        grew.add("supply")
                    for slot, (cols, _rows) in zip(mat.supply, sizes, strict=True):
                        assert (tallest + 0.95) * cs <= slot.height() + 1e-6, where
                        assert (cols + BADGE_ROOM) * cs <= slot.width() + 1e-6, where
        assert grew == {"reserve", "supply"}

    def test_the_scene_draws_the_piles_at_the_sizes_of_the_layout(self, tables: Tables
                                                                  ) -> None:
        scene = next(s for s in tables("3 players") if s.layout.scene.width() > 1.6 *
                     s.layout.scene.height())
        lay = scene.layout
        assert lay.reserve_cell > RESERVE_CELL  # a tall reserve beside three mats
        piles = [i for i in scene._shown if isinstance(i, StackItem)]
        reserve = [p for p in piles if p.target is not None
                   and p.target.kind is TargetKind.RESERVE]
        supply = [p for p in piles if p.target is not None
                  and p.target.kind is TargetKind.SUPPLY]
        assert len(reserve) == 9 and len(supply) == 27
        assert all(p.cell_size == lay.reserve_cell for p in reserve)
        assert all(p.cell_size == lay.mats[p.target.player].supply_cell for p in supply
                   if p.target is not None)


class TestAtEverySize:
    @pytest.mark.parametrize("game", list(GAMES))
    def test_the_table_reads_at_every_size(self, window: GameWindow, game: str) -> None:
        start(window, GAMES[game], seed=3)
        view = window.view
        for w, h in SIZES:
            resize(window, w, h)
            lay = window.scene.layout
            vp = view.viewport().rect()
            shown = view.mapFromScene(window.scene.sceneRect()).boundingRect()
            where = f"{game} at {w}x{h} ({lay.arrangement})"
            # the whole table is shown, filling one side of the window and most of the other
            assert vp.adjusted(-2, -2, 2, 2).contains(shown), where
            fill_w, fill_h = shown.width() / vp.width(), shown.height() / vp.height()
            assert max(fill_w, fill_h) > 0.99, where
            assert min(fill_w, fill_h) > 0.8, where
            # a window this size leaves the log folded, or shows it
            assert window.log_dock.isHidden() == (w < NARROW_WIDTH), where
            # the table uses the width the log left it
            assert vp.width() >= window.width() - (300 if w >= NARROW_WIDTH else 40), where
            # puzzle cells, card ids and reward pictures large enough to read
            scale = view.scale_now()
            card = lay.mats[0].puzzles[0]
            cell = scale * card_cell_size(card)
            least = 16.0 if (game, w, h) == ("4 players", 1280, 800) else 15.0
            assert cell >= least, (where, cell)
            geo = card_geometry(card)
            assert geo.label.height() * scale >= 9.0, where  # the card id's letters
            assert geo.reward.height() * scale >= 14.0, where  # the reward piece's slot
            # every item lies where the layout says (animations and clicks use rect_of)
            for target in window.scene.targets():
                item = window.scene.item_for(target)
                slot = window.scene.rect_of(target)
                assert item is not None and slot is not None and inside(item.rect, slot), where

    @pytest.mark.parametrize("game", list(GAMES))
    def test_the_table_fills_the_window(self, window: GameWindow, game: str) -> None:
        """No band of bare wood beside or above the table, at any size (a table of fixed
        shapes left one of up to 66 pixels above and below a solo game at 1920x1080)."""
        start(window, GAMES[game], seed=3)
        for w, h in ((1280, 800), (1920, 1080), (1024, 640), (1100, 900)):
            resize(window, w, h)
            assert window.size().width() == w and window.size().height() == h, (game, w, h)
            assert_fills(window.view, f"{game} at {w}x{h}")
        # with the log open beside it too
        resize(window, 1280, 800)
        window.menus.act_log.trigger()
        QApplication.processEvents()
        assert not window.log_dock.isHidden()
        assert_fills(window.view, f"{game} at 1280x800 with the log")

    def test_a_small_window_keeps_its_size_once_the_table_is_shown(
            self, window: GameWindow, qtbot) -> None:
        """The welcome page, hidden behind the table, does not keep the window from being
        small (it asked for 679 pixels of height, so a 1024x640 window grew to 708)."""
        qtbot.waitUntil(lambda: window.welcome.minimumSizeHint().height() > 560)
        start(window, GAMES["2 players"], seed=3)
        resize(window, 1024, 640)
        assert (window.width(), window.height()) == (1024, 640)
        assert window.view.viewport().height() > 500

    def test_the_table_is_laid_out_anew_when_the_window_changes_shape(
            self, window: GameWindow) -> None:
        session = start(window, GAMES["4 players"], seed=3)
        resize(window, 1280, 800)
        wide = window.scene.layout.arrangement
        slots = [window.scene.rect_of(t) for t in window.scene.targets()]
        # a little larger: the same arrangement (stretched to the new shape); the same shape
        # again, every slot where it was
        resize(window, 1340, 830)
        assert window.scene.layout.arrangement == wide
        resize(window, 1280, 800)
        assert [window.scene.rect_of(t) for t in window.scene.targets()] == slots
        # a tall window: another arrangement, and the game plays on in it
        changed: list[bool] = []
        window.scene.layout_changed.connect(lambda: changed.append(True))
        resize(window, 1000, 1000)
        assert window.scene.layout.arrangement != wide and changed
        state = session.state
        pid = state.white_row[0]
        click(window, row_card(state, pid))
        assert pid in [pz.id for pz in session.state.players[0].puzzles]
        taken = Target(TargetKind.PUZZLE, player=0, puzzle=pid, index=0)
        item = window.scene.item_for(taken)
        assert item is not None and item.rect == window.scene.rect_of(taken)
        # and back to the wide one, the taken card on the mat where the layout says
        resize(window, 1280, 800)
        assert window.scene.layout.arrangement == wide
        item = window.scene.item_for(taken)
        assert item is not None and item.rect == window.scene.rect_of(taken)


    def test_the_hint_marks_follow_the_table_laid_out_anew(self, window: GameWindow,
                                                           qtbot) -> None:
        start(window, GAMES["4 players"], seed=3)
        resize(window, 1280, 800)
        hints = window.controller.hints
        hints.budget = 0.05
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: hints.shown is not None and not hints.thinking, timeout=10000)
        shown = hints.shown
        assert shown is not None and shown.marks

        def rings() -> list[QRectF]:
            return [QRectF(i.rect) for i in window.scene.items() if isinstance(i, HintMarkItem)]

        def wanted() -> list[QRectF]:
            rects = [window.scene.rect_of(m.target) for m in shown.marks]
            return [r for r in rects if r is not None]

        def around(ring: QRectF, rect: QRectF) -> bool:
            return ring.adjusted(-1, -1, 1, 1).contains(rect.center()) and \
                abs(ring.width() - rect.width()) < 12

        assert all(any(around(r, w) for r in rings()) for w in wanted())
        resize(window, 1000, 1000)  # another arrangement
        assert hints.shown is shown and len(rings()) == len(wanted())
        assert all(any(around(r, w) for r in rings()) for w in wanted())


class TestLogStrip:
    def test_a_narrow_window_folds_the_log_into_a_strip(self, window: GameWindow) -> None:
        session = start(window, GAMES["2 players"], seed=3)
        resize(window, 1280, 800)
        folding = window.log_folding
        assert window.log_dock.isHidden() and not folding.strip.isHidden()
        assert folding.button.new_lines == 0
        before = window.log.count()
        state = session.state
        click(window, row_card(state, state.white_row[0]))
        assert window.log.count() > before
        assert folding.button.new_lines == window.log.count() - before
        assert "new" in folding.button.text() and folding.button.accessibleName()
        # a click on the strip opens the log; everything in it is seen
        QTest.mouseClick(folding.button, Qt.MouseButton.LeftButton)
        assert not window.log_dock.isHidden() and folding.strip.isHidden()
        assert folding.button.new_lines == 0
        # Ctrl+L folds it again (the View menu's Game log)
        assert window.menus.act_log.shortcut().toString() == "Ctrl+L"
        window.menus.act_log.trigger()
        assert window.log_dock.isHidden() and not folding.strip.isHidden()
        window.menus.act_log.trigger()
        assert not window.log_dock.isHidden()

    def test_a_wide_window_shows_the_log_unless_the_player_closed_it(
            self, window: GameWindow) -> None:
        start(window, GAMES["2 players"], seed=3)
        resize(window, 1920, 1080)
        folding = window.log_folding
        assert not window.log_dock.isHidden() and folding.strip.isHidden()
        resize(window, 1280, 800)
        assert window.log_dock.isHidden()
        resize(window, 1920, 1080)
        assert not window.log_dock.isHidden()
        window.menus.act_log.trigger()  # the player closes it on a wide window
        assert window.log_dock.isHidden() and not folding.strip.isHidden()
        resize(window, 1280, 800)
        resize(window, 1920, 1080)
        assert window.log_dock.isHidden() and not folding.strip.isHidden()

    def test_the_log_is_restored_as_the_player_left_it(self, qtbot, tmp_path: Path) -> None:
        path = str(tmp_path / "settings.ini")

        def open_window(w: int, h: int) -> GameWindow:
            win = GameWindow(Settings.at_path(path), autosave=False)
            qtbot.addWidget(win)
            win.resize(w, h)
            win.show()
            QTest.qWaitForWindowExposed(win)
            start(win, GAMES["2 players"], seed=3)  # the log goes with the table, not the welcome
            QApplication.processEvents()
            return win

        # folded only because the window was narrow: a wide window shows it again
        first = open_window(1280, 800)
        assert first.log_dock.isHidden()
        first.close()
        second = open_window(1920, 1080)
        assert not second.log_dock.isHidden()
        second.menus.act_log.trigger()  # closed by the player: stays closed
        second.close()
        third = open_window(1920, 1080)
        assert third.log_dock.isHidden() and not third.log_folding.strip.isHidden()
        third.close()


class TestZoom:
    def test_a_zoomed_table_keeps_its_scale_when_the_window_changes(
            self, window: GameWindow) -> None:
        start(window, GAMES["2 players"], seed=3)
        view = window.view
        resize(window, 1280, 800)
        assert view.fitted and window.settings.table_zoom() == 0.0
        window.menus.act_zoom_in.trigger()
        scale = view.scale_now()
        assert view.zoom > 1 and not view.fitted
        assert window.settings.table_zoom() == pytest.approx(scale)
        assert view.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOn
        resize(window, 1500, 900)
        assert view.scale_now() == pytest.approx(scale)
        # the whole table again: it follows the window's size
        window.menus.act_zoom_fit.trigger()
        assert view.fitted and window.settings.table_zoom() == 0.0
        fitted = view.scale_now()
        resize(window, 1280, 720)
        assert view.scale_now() < fitted
        assert view.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff

    def test_the_table_zoom_setting_applies_at_once(self, window: GameWindow) -> None:
        start(window, GAMES["2 players"], seed=3)
        view = window.view
        window.settings.set_table_zoom(1.5)
        QApplication.processEvents()
        assert view.scale_now() == pytest.approx(1.5) and not view.fitted
        window.settings.set_table_zoom(0.5)  # smaller than the window: no scroll bars
        QApplication.processEvents()
        assert view.scale_now() == pytest.approx(0.5)
        assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        window.settings.set_table_zoom(0.0)
        QApplication.processEvents()
        assert view.fitted and view.scale_now() == pytest.approx(view.fit_scale(), rel=1e-3)


def test_a_view_that_changes_its_shape_while_the_table_is_laid_out_waits_for_the_build(
        qtbot) -> None:
    """Found by the monkey: a new scene rect makes the view tell another aspect at once; the
    scene laid the old game out again in the middle of building the new one (a solo game then
    met a two-player layout)."""
    from app.core.setup import GameSetup
    from app.table.scene import TableScene, TableUi

    scene = TableScene()
    two = GameSetup(GAMES["2 players"], seed=3)
    solo = GameSetup(GAMES["solo"], seed=3)
    scene.show_state(two.record().initial_state(), two.seats, TableUi())
    told: list[float] = []

    def tell_aspect(_rect: QRectF) -> None:
        told.append(0.45 if not told else 2.4)
        scene.set_view_aspect(told[-1])

    scene.sceneRectChanged.connect(tell_aspect)
    scene.show_state(solo.record().initial_state(), solo.seats, TableUi())
    assert told and scene.layout.solo is not None
    qtbot.waitUntil(lambda: scene.layout.solo is not None and len(told) >= 1)
    QApplication.processEvents()  # the arrangement for the told aspect, after the build
    assert scene.layout.solo is not None and scene._state is not None
    assert scene._state.solo is not None
