"""The table scene: builds the items that show a game state, and answers "what is where".

The scene is rebuilt from the state whenever the session says it changed; between changes only
the drag preview, hints and focus ring are touched, so dragging stays cheap.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cache

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from app.core.setup import SeatConfig
from app.model.session import SeatPresence
from app.render import paint_table_background
from app.render.looks import use_shapes
from app.render.theme import with_alpha
from app.rules import ACTIONS_PER_TURN, GameState, Phase, Placement, cells_to_mask
from app.table.items import (
    INK,
    INK_SOFT,
    BannerItem,
    CardItem,
    CounterItem,
    DeckItem,
    DragItem,
    LockItem,
    MatInfoItem,
    PanelItem,
    PileItem,
    StackItem,
    TableItem,
    Target,
    TargetKind,
    TextItem,
    label,
)
from app.table.layout import (
    CARD_W,
    Arrangement,
    TableLayout,
    cells_size,
    choose_arrangement,
    compute_layout,
    flat_cells,
    flat_shape,
)
from app.table.tooltips import TableTooltips
from app.templates import fill

ASPECT_STEP = 1.005
"""The table follows the window's shape in steps of half a percent: the band of bare wood left
beside or above it is a quarter of a percent of the window at most (as long as the window's
shape is within the stretch the layout allows, :data:`app.table.layout.MAX_STRETCH`)."""


class PlanKind(Enum):
    """What the planned placements of :class:`TableUi` are for."""

    NONE = "none"  # no plan: drops are single placements
    MASTER = "master"  # a master action being planned
    FINISH = "finish"  # the Finishing Touches being planned


@dataclass(slots=True)
class TableUi:
    """What the view adds to the state: nothing here is game state (see STYLE.md §2)."""

    plan: list[Placement] = field(default_factory=list)  # master / Finishing Touches so far
    plan_kind: PlanKind = PlanKind.NONE
    hints: set[Target] = field(default_factory=set)  # what can be clicked now
    calls: set[Target] = field(default_factory=set)  # the choices asked for now
    focus: Target | None = None
    thinking: bool = False
    hidden: set[Target] = field(default_factory=set)  # items an animation is carrying away


def _ai_level_text(level: str) -> str:
    from PySide6.QtCore import QCoreApplication

    names = {
        "easy": QCoreApplication.translate("TableScene", "AI, easy"),
        "medium": QCoreApplication.translate("TableScene", "AI, medium"),
        "hard": QCoreApplication.translate("TableScene", "AI, hard"),
    }
    return names.get(level, QCoreApplication.translate("TableScene", "AI"))


def mat_detail(completed: int, touches: int) -> str:
    """A mat's line under the score: the puzzles completed and, once a player has made their
    Finishing Touches, their cost on a line of its own (one line shrank to a third)."""
    from PySide6.QtCore import QCoreApplication

    detail = fill(QCoreApplication.translate("TableScene", "Completed: %1"), completed)
    if touches:
        detail += "\n" + fill(QCoreApplication.translate("TableScene", "Touches: -%1"), touches)
    return detail

class TableScene(QGraphicsScene):
    """All of the game on one table."""

    layout_changed = Signal()
    """The table was laid out anew for another window shape (every item moved)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._aspect = 1.6  # width / height of the window showing the table (set_view_aspect)
        self._seats: Sequence[SeatConfig] = ()
        self._presences: tuple[SeatPresence, ...] = ()
        self._ui = TableUi()
        self.layout: TableLayout = compute_layout(2, False, [(1, 1)] * 9)
        self.setSceneRect(self.layout.scene)
        self._items: dict[Target, TableItem] = {}
        self._cards: dict[str, CardItem] = {}
        self._groups: list[tuple[str, list[Target]]] = []
        self._banner: BannerItem | None = None
        self.drag_item = DragItem()
        self.drag_item.setVisible(False)
        self.addItem(self.drag_item)
        self._shape_key: tuple[object, ...] | None = None
        self._laying_out = False  # the scene rect is changing (see _relayout)
        self._pending: list[TableItem] | None = None  # the items of the table being built
        self._shown: list[TableItem] = []  # the items on the table
        self._state: GameState | None = None
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.tooltips = TableTooltips(self)  # what each item means, in words

    # ------------------------------------------------------------------ building

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_table_background(painter, QRectF(rect), unit=CARD_W * 1.6)

    def _relayout(self, state: GameState) -> None:
        deck = state.deck
        sizes = tuple(cells_size(flat_cells(sh)) for sh in deck.shapes)
        shape = (len(state.players), state.is_solo, sizes, deck.setup.row_size)
        arrangement = _arrangement_for(*shape, round(self._aspect, 2))
        # the table takes the window's shape, in steps (a window being resized lays the table
        # out anew once a step, not at every pixel)
        aspect = ASPECT_STEP ** round(math.log(self._aspect, ASPECT_STEP))
        key = (*shape, arrangement, aspect)
        if key != self._shape_key:
            self._shape_key = key
            self.layout = compute_layout(*shape, arrangement, aspect)
            # the view follows the new rect at once and may tell another aspect back:
            # set_view_aspect waits until this build is over (no build inside a build)
            self._laying_out = True
            try:
                self.setSceneRect(self.layout.scene)
            finally:
                self._laying_out = False

    def set_view_aspect(self, aspect: float) -> None:
        """The window showing the table is ``aspect`` times as wide as high: the table is laid
        out anew from the state shown in the arrangement that shows it largest, stretched to
        that shape (the slots keep their places as long as the shape stays)."""
        if aspect <= 0 or abs(aspect - self._aspect) < 1e-3:
            return
        self._aspect = aspect
        if self._laying_out or self._pending is not None:
            QTimer.singleShot(0, self, self._follow_aspect)  # after the build under way
            return
        self._follow_aspect()

    def _follow_aspect(self) -> None:
        state = self._state
        if state is None or self._laying_out or self._pending is not None:
            return
        before = self._shape_key
        self._relayout(state)
        if self._shape_key != before:
            self.show_state(state, self._seats, self._ui, self._presences)
            self.layout_changed.emit()

    def _put(self, item: TableItem) -> TableItem:
        """Queue an item of the table being built (see :meth:`_reconcile`)."""
        assert self._pending is not None, "items are put while the table is built"
        self._pending.append(item)
        return item

    def _add(self, item: TableItem) -> TableItem:
        return self._put(item)

    def show_state(self, state: GameState, seats: Sequence[SeatConfig], ui: TableUi,
                   presences: Sequence[SeatPresence] = ()) -> None:
        """Show ``state`` (and the view's ``ui`` additions): every item is built anew, and
        those that look exactly like one already shown keep the old one. ``presences``: who
        is at each seat now (a network game's mats say "Remote", "Disconnected"...)."""
        self._state = state
        self._seats = seats
        self._presences = tuple(presences)
        self._ui = ui
        self._relayout(state)
        self._pending = []
        lay = self.layout
        deck = state.deck
        use_shapes(deck.shapes)  # the marks and colours of its pieces, before any is painted
        self._build_banner(state, seats, ui)
        self._put(PanelItem(lay.market, ""))
        self._put(PanelItem(lay.reserve_panel, self.tr("Reserve")))
        if state.solo is not None:
            self._build_solo(state, ui)
        else:
            rows = (
                ("white", state.white_row, state.white_deck, lay.white_row, lay.white_deck),
                ("black", state.black_row, state.black_deck, lay.black_row, lay.black_deck),
            )
            for colour, row, cards_left, slots, deck_rect in rows:
                title = self.tr("White") if colour == "white" else self.tr("Black")
                self._add(DeckItem(deck_rect, colour, len(cards_left), title,
                                   Target(TargetKind.DECK, puzzle=colour)))
                for k, pid in enumerate(row):
                    if k >= len(slots):
                        break
                    t = Target(TargetKind.ROW_CARD, puzzle=pid, index=k)
                    if t in ui.hidden:
                        continue
                    self._add_card(CardItem(slots[k], deck.puzzle_by_id[pid], deck, t))
        for i, shape in enumerate(deck.shapes):
            if i < len(lay.reserve):
                self._add(StackItem(lay.reserve[i], flat_shape(shape), state.reserve[i],
                                    Target(TargetKind.RESERVE, shape=i),
                                    cell_size=lay.reserve_cell))
        planned = [0] * len(deck.shapes)
        for pl in ui.plan:
            planned[deck.shape_index[pl.piece]] += 1
        for p in range(min(len(state.players), len(lay.mats))):
            self._build_mat(state, seats, ui, p, planned if p == state.current else None)
        built, self._pending = self._pending, None
        self._reconcile(built)
        self.tooltips.apply(state, self._shown, lay)
        self._groups = self._focus_groups(state)
        self.apply_ui(ui)

    def _add_card(self, item: CardItem) -> None:
        self._put(item)

    @staticmethod
    def _reuse_key(item: TableItem) -> tuple[object, ...] | None:
        key = item.picture_key()
        if key is None:
            return None
        r = item.rect
        return (type(item), key, (r.x(), r.y(), r.width(), r.height()), item.target,
                item.zValue())

    def _reconcile(self, built: list[TableItem]) -> None:
        """Show the items just built, keeping every item already shown that shows the same
        thing at the same place (a move changes a few items: only they are repainted), and
        drop the rest of the old ones."""
        old: dict[tuple[object, ...], list[TableItem]] = {}
        for item in self.items():
            if isinstance(item, TableItem) and item.parentItem() is None and not getattr(
                item, "keep", False
            ):
                key = self._reuse_key(item)
                old.setdefault(key if key is not None else (id(item),), []).append(item)
        self._items.clear()
        self._cards.clear()
        self._banner = None
        shown: list[TableItem] = []
        for item in built:
            key = self._reuse_key(item)
            same = old.get(key) if key is not None else None
            if same:
                item = same.pop()
            else:
                self.addItem(item)
            shown.append(item)
            if item.target is not None:
                self._items[item.target] = item
            if isinstance(item, CardItem):
                self._cards[item.puzzle.id] = item
            if isinstance(item, BannerItem):
                self._banner = item
        for items in old.values():
            for item in items:
                self.removeItem(item)
        # the items shown are held here: a Python item kept from an earlier build must not
        # depend on a wrapper the scene hands out (PySide may let those go)
        self._shown = shown

    def _build_banner(self, state: GameState, seats: Sequence[SeatConfig], ui: TableUi) -> None:
        b = BannerItem(self.layout.banner)
        player = state.player
        b.round_text = fill(self.tr("Round %1"), str(state.round))
        b.thinking = ui.thinking
        if state.phase is Phase.FINISHED:
            b.player_text = self.tr("Game over")
            b.tag_text = self.tr("RESULTS")
        elif state.phase is Phase.FINISHING_TOUCHES:
            b.player_text = fill(self.tr("%1's Finishing Touches"), player.name)
            n = len(ui.plan) if ui.plan_kind is PlanKind.FINISH else 0
            b.master_text = fill(self.tr("Pieces placed: %1, cost -%1"), n) if n else self.tr(
                "Each piece placed costs 1 point")
            b.tag_text = self.tr("FINISHING TOUCHES")
            b.tag_strong = True
        else:
            if state.pending:
                b.player_text = fill(self.tr("%1: choose a reward"), player.name)
            else:
                b.player_text = fill(self.tr("%1's turn"), player.name)
            b.actions_left = state.actions_left
            b.actions_total = ACTIONS_PER_TURN
            b.actions_text = self.tr("Actions left:")
            if state.master_used:
                b.master_text = self.tr("Master action: used")
                b.master_used = True
            elif ui.plan_kind is PlanKind.MASTER:
                b.master_text = self.tr("Master action: %n piece(s) planned", "", len(ui.plan))
            else:
                b.master_text = self.tr("Master action: available")
            if state.is_final_round:
                b.tag_text = self.tr("FINAL ROUND")
                b.tag_strong = True
            elif state.end_triggered:
                b.tag_text = self.tr("LAST ROUND NEXT")
        self._put(b)

    def _build_mat(self, state: GameState, seats: Sequence[SeatConfig], ui: TableUi, p: int,
                   planned: list[int] | None) -> None:
        deck = state.deck
        lay = self.layout.mats[p]
        player = state.players[p]
        finished = state.phase is Phase.FINISHED
        current = p == state.current and not finished
        self._put(PanelItem(lay.rect, "", current=current))
        seat = seats[p] if p < len(seats) else SeatConfig(player.name)
        presence = self._presences[p] if p < len(self._presences) else SeatPresence.AS_SEATED
        kind, note = self._seat_words(seat, presence, player.name)
        if finished:
            winners = state.winners or ()
            tag = self.tr("Winner") if p in winners else ""
        elif current:
            tag = self.tr("Playing") if state.phase is Phase.PLAYING else self.tr("Finishing")
        else:
            tag = ""
        score = fill(self.tr("Score: %1"), player.score)
        detail = mat_detail(len(player.completed), player.finishing_pieces)
        self._put(MatInfoItem(lay.info, player.name, kind, score, detail, current=current,
                                 turn_tag=tag, note=note))
        last_colour = "white"
        if player.completed:
            last_colour = deck.puzzle_by_id[player.completed[-1]].colour
        self._add(PileItem(lay.pile, last_colour, len(player.completed),
                           Target(TargetKind.PILE, player=p), self.tr("pile")))
        for i, shape in enumerate(deck.shapes):
            if i >= len(lay.supply):
                break
            n = player.supply[i] - (planned[i] if planned else 0)
            # one size for every piece of the supply (the layout's: each slot holds its piece
            # and its count badge)
            item = StackItem(lay.supply[i], flat_shape(shape), n,
                             Target(TargetKind.SUPPLY, player=p, shape=i),
                             cell_size=lay.supply_cell, show_empty=False)
            self._add(item)
        for k, pz in enumerate(player.puzzles):
            t = Target(TargetKind.PUZZLE, player=p, puzzle=pz.id, index=k)
            if t in ui.hidden:
                continue
            card = CardItem(lay.puzzles[k], deck.puzzle_by_id[pz.id], deck, t, pieces=pz.pieces)
            self._add_card(card)
        for k in range(len(player.puzzles), len(lay.puzzles)):
            self._put(_EmptySlot(lay.puzzles[k], self.tr("empty")))

    def _seat_words(self, seat: SeatConfig, presence: SeatPresence, name: str
                    ) -> tuple[str, str]:
        """The mat's line under the name (a symbol and words: never a colour alone) and what
        its tooltip adds about who is at the seat."""
        if presence is SeatPresence.REMOTE:
            return ("⇄ " + self.tr("Remote"),
                    fill(self.tr("%1 plays at another computer"), name))
        if presence is SeatPresence.DISCONNECTED:
            return ("⚠ " + self.tr("Disconnected"),
                    fill(self.tr("%1 lost the connection: they can join again with the same "
                                 "invite code and name"), name))
        if presence is SeatPresence.AI_FOR_NOW:
            return ("⚙ " + self.tr("AI playing for now"),
                    fill(self.tr("%1 lost the connection: an AI plays for them until they "
                                 "join again"), name))
        if seat.kind == "ai":
            return _ai_level_text(seat.level), ""
        if seat.kind == "remote":
            return "⇄ " + self.tr("Remote"), ""
        return self.tr("Human"), ""

    def _build_solo(self, state: GameState, ui: TableUi) -> None:
        solo = state.solo
        assert solo is not None
        lay = self.layout.solo
        assert lay is not None
        deck = state.deck
        self._add(DeckItem(lay.deck, "white" if any(
            deck.puzzle_by_id[c].colour == "white" for c in solo.deck[:1]) else "black",
            len(solo.deck), self.tr("Deck"), Target(TargetKind.DECK, puzzle="solo")))
        for pos, pid in enumerate(solo.grid):
            if pid is None:
                self._put(_EmptySlot(lay.grid[pos], self.tr("empty")))
                continue
            t = Target(TargetKind.ROW_CARD, puzzle=pid, index=pos)
            if t in ui.hidden:
                continue
            self._add_card(CardItem(lay.grid[pos], deck.puzzle_by_id[pid], deck, t))
        for c in range(3):
            locked = solo.locked(c)
            text = self.tr("locked") if locked else self.tr("open")
            self._add(LockItem(lay.locks[c], solo.locks[c], text,
                               Target(TargetKind.LOCK, index=c)))
        diff = {
            "standard": self.tr("standard"),
            "challenging": self.tr("challenging"),
            "unbeatable": self.tr("unbeatable"),
        }.get(solo.difficulty, solo.difficulty)
        self._put(PanelItem(lay.panel, fill(self.tr("Automaton (%1)"), diff)))
        pile_colour = "white"
        if solo.opponent_completed:
            pile_colour = deck.puzzle_by_id[solo.opponent_completed[-1]].colour
        self._add(PileItem(lay.pile, pile_colour, len(solo.opponent_completed),
                           Target(TargetKind.AUTOMATON, index=0), self.tr("pile")))
        score = lay.score
        self._put(TextItem(QRectF(score.x(), score.y(), score.width(), 22),
                              fill(self.tr("Score: %1"), solo.opponent_points), INK))
        self._put(TextItem(QRectF(score.x(), score.y() + 28, score.width(), 13),
                              fill(self.tr("Puzzles taken: %1"), len(solo.opponent_completed)),
                              INK_SOFT, bold=False))
        sup = lay.supply
        self._put(TextItem(QRectF(sup.x(), sup.y(), sup.width(), 14),
                              fill(self.tr("Its supply: %1"), solo.opponent_supply), INK_SOFT,
                              bold=False))
        self._put(CounterItem(QRectF(sup.x(), sup.y() + 20, sup.width(),
                                        min(22.0, sup.height() - 20)), solo.opponent_supply))

    # ------------------------------------------------------------------ ui additions

    def apply_ui(self, ui: TableUi) -> None:
        """Show hints, focus and planned placements without rebuilding."""
        for t, item in self._items.items():
            item.set_flags(hint=t in ui.hints, focused=t == ui.focus, call=t in ui.calls)
        by_card: dict[str, list[tuple[int, int]]] = {}
        deck = self._state.deck if self._state is not None else None
        for pl in ui.plan:
            if deck is None:
                break
            by_card.setdefault(pl.puzzle, []).append(
                (deck.shape_index[pl.piece], cells_to_mask(pl.cells))
            )
        for pid, card in self._cards.items():
            want = tuple(by_card.get(pid, ()))
            if card.planned != want:
                card.set_planned(want)
        if self._banner is not None and self._banner.thinking != ui.thinking:
            self._banner.thinking = ui.thinking
            self._banner.update()

    # ------------------------------------------------------------------ lookups

    def item_for(self, target: Target) -> TableItem | None:
        """The item that shows ``target``."""
        return self._items.get(target)

    def drawn_rect(self, target: Target) -> QRectF | None:
        """Where ``target`` shows: its place in the layout united with what its item paints
        there (a count badge or a glow may reach beyond the place); None when it is not on the
        table."""
        out = self.rect_of(target)
        item = self._items.get(target)
        if item is not None and item.isVisible() and item.scene() is self:
            painted = QRectF(item.sceneBoundingRect())
            out = painted if out is None else QRectF(out).united(painted)
        return out

    def card_item(self, puzzle_id: str) -> CardItem | None:
        """The card item of a puzzle, wherever it lies."""
        return self._cards.get(puzzle_id)

    def target_at(self, pos: QPointF) -> tuple[Target, TableItem] | None:
        """The topmost item with a target under ``pos`` (scene coordinates)."""
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape,
                               Qt.SortOrder.DescendingOrder):
            if isinstance(item, TableItem) and item.target is not None:
                if item.rect.contains(pos):
                    return item.target, item
        return None

    def targets(self) -> Iterable[Target]:
        """Every target on the table, in keyboard focus order (group by group)."""
        return [t for _name, group in self._groups for t in group]

    def focus_groups(self) -> list[tuple[str, list[Target]]]:
        """The table's areas for the keyboard, in Tab order, each with its targets in reading
        order: the supply of the player to move (``"supply"``, first: what a player uses
        most), their puzzles (``"puzzles"``), the rows or the solo grid (``"market"``) and the
        reserve (``"reserve"``). Empty areas are left out."""
        return [(name, list(group)) for name, group in self._groups]

    def _focus_groups(self, state: GameState) -> list[tuple[str, list[Target]]]:
        items = self._items
        cur = state.current
        groups: list[tuple[str, list[Target]]] = [
            ("supply", sorted((t for t, item in items.items()
                               if t.kind is TargetKind.SUPPLY and t.player == cur
                               and isinstance(item, StackItem) and item.count > 0),
                              key=lambda t: t.shape)),
            ("puzzles", sorted((t for t in items
                                if t.kind is TargetKind.PUZZLE and t.player == cur),
                               key=lambda t: t.index)),
            ("market", sorted((t for t in items if t.kind is TargetKind.ROW_CARD),
                              key=lambda t: t.index if state.solo is not None else (
                                  0 if t.puzzle in state.white_row else 1, t.index))),
            ("reserve", sorted((t for t in items if t.kind is TargetKind.RESERVE),
                               key=lambda t: t.shape)),
        ]
        return [(name, group) for name, group in groups if group]

    def show_score(self, player: int, score: int) -> None:
        """Write ``score`` on a player's mat until the next rebuild (the animation of a
        completed puzzle counts the score up)."""
        if not 0 <= player < len(self.layout.mats):
            return
        where = self.layout.mats[player].info
        text = fill(self.tr("Score: %1"), score)
        for item in self._shown:
            if isinstance(item, MatInfoItem) and item.rect == where and item.score != text:
                item.score = text
                item.update()

    def rect_of(self, target: Target) -> QRectF | None:
        """Where ``target`` is drawn (even when its item is hidden), from the layout."""
        lay = self.layout
        k = target.kind
        if k is TargetKind.RESERVE and 0 <= target.shape < len(lay.reserve):
            return lay.reserve[target.shape]
        if k is TargetKind.SUPPLY and 0 <= target.player < len(lay.mats):
            return lay.mats[target.player].supply[target.shape]
        if k is TargetKind.PUZZLE and 0 <= target.player < len(lay.mats):
            return lay.mats[target.player].puzzles[target.index]
        if k is TargetKind.PILE and 0 <= target.player < len(lay.mats):
            return lay.mats[target.player].pile
        if k is TargetKind.ROW_CARD:
            if lay.solo is not None:
                return lay.solo.grid[target.index]
            white = True
            if self._state is not None and target.puzzle in self._state.deck.puzzle_by_id:
                white = self._state.deck.puzzle_by_id[target.puzzle].colour == "white"
            row = lay.white_row if white else lay.black_row
            if 0 <= target.index < len(row):
                return row[target.index]
        if k is TargetKind.LOCK and lay.solo is not None:
            return lay.solo.locks[target.index]
        if k is TargetKind.AUTOMATON and lay.solo is not None:
            return lay.solo.pile
        if k is TargetKind.DECK:
            if lay.solo is not None:
                return lay.solo.deck
            return lay.white_deck if target.puzzle == "white" else lay.black_deck
        return None


@cache
def _arrangement_for(players: int, solo: bool, sizes: tuple[tuple[int, int], ...],
                     row_size: int, aspect: float) -> Arrangement:
    return choose_arrangement(players, solo, sizes, row_size, aspect)


class _EmptySlot(TableItem):
    """Where a card could lie: a faint outline."""

    def __init__(self, rect: QRectF, text: str) -> None:
        super().__init__(rect)
        self.text = text
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)

    def picture_key(self) -> Hashable | None:
        return (self.text,)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(with_alpha("#000000", 28))
        painter.setPen(QPen(with_alpha("#ffffff", 60), 1.2, Qt.PenStyle.DashLine))
        r = self.rect.adjusted(4, 3, -4, -6)
        painter.drawRoundedRect(r, 7, 7)
        label(painter, self.text, QRectF(r.x(), r.center().y() - 6, r.width(), 12),
              with_alpha("#ffffff", 90), align=Qt.AlignmentFlag.AlignHCenter, bold=False)
