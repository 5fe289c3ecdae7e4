"""Gestures on the table: each tool turns mouse and keyboard input into actions for the session.

Tools never draw game data themselves and never change the game behind the session's back:
they read the state, ask the engine (``check``) whether an action is legal to show the
preview, and hand finished actions to their host (the table controller), which applies them
or adds them to a master action / Finishing Touches plan.

- :class:`SelectTool` (the default): click or press Enter on what you want: a row card (take
  it), a reserve pile (take a level-1 piece, or the reward when one is to be chosen), a supply
  pile (menu: place it, upgrade or exchange it; while a hint marks that piece to place: put it
  where the hint shows). Pressing on a supply pile and moving starts
  :class:`PlacePieceTool`. The keyboard goes by areas: Tab / Shift+Tab from area to area (your
  supply first, then your puzzles, the rows, the reserve; back to where it was in each), the
  arrows from item to item within one, towards the arrow.
- :class:`PlacePieceTool`: a piece held over the player's puzzles, by the mouse (drag) or the
  keyboard (arrows move it cell by cell, Tab or 1-4 picks the puzzle). R or the wheel rotates,
  F or the right button flips, Escape puts it back; a drop on an illegal spot says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt

from app.model.session import GameSession
from app.render import card_cell_origin, card_cell_size, centred_origin
from app.rules import (
    CARD_SIZE,
    Action,
    Cell,
    Phase,
    Placement,
    cells_to_mask,
    flip_cells,
    rotate_cells,
    take_piece_options,
)
from app.table.items import CardItem, GrabPoint, StackItem, Target, TargetKind
from app.table.layout import flat_cells
from app.table.scene import PlanKind, TableScene, TableUi
from app.table.strings import points_text, solo_column_text
from app.templates import fill

DRAG_THRESHOLD_PX = 5


# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class Pointer:
    """A mouse event as the tools see it."""

    pos: QPointF  # scene coordinates
    view_pos: QPoint  # viewport pixels
    global_pos: QPoint
    button: Qt.MouseButton = Qt.MouseButton.NoButton
    buttons: Qt.MouseButton = Qt.MouseButton.NoButton


class ToolHost(Protocol):
    """What a tool may use: the table controller."""

    scene: TableScene
    ui: TableUi

    @property
    def session(self) -> GameSession:
        """The game on the table."""

    def show_status(self, text: str, *, error: bool = False) -> None:
        """Say something on the status line."""

    def set_tool(self, tool: Tool | None) -> None:
        """Switch to ``tool`` (None: the default tool)."""

    def perform(self, action: Action) -> bool:
        """Apply an action; an illegal one is explained on the status line."""

    def candidate(self, placement: Placement) -> Action:
        """The action a drop of ``placement`` stands for (place, or the plan with it)."""

    def commit_placement(self, placement: Placement) -> bool:
        """Apply the drop, or add it to the plan in master / Finishing Touches mode."""

    def refresh_ui(self) -> None:
        """Show changed hints, focus and plan."""

    def input_allowed(self) -> bool:
        """Whether a person may act now (a human's turn, nothing animating)."""

    def why_no_input(self) -> str:
        """Why a person may not act now, in words."""

    def open_piece_menu(self, shape: int, global_pos: QPoint, *, keyboard: bool = False
                        ) -> None:
        """The menu of a supply piece: place it, upgrade or exchange it (opened from the
        ``keyboard``: its first entry is chosen, so Enter takes it)."""

    def place_as_hinted(self, shape: int) -> bool:
        """Put a piece of ``shape`` where the hint shown places it (the player asked it by
        clicking the piece); False when the hint places no such piece."""

    def global_pos_of(self, target: Target) -> QPoint:
        """Where ``target`` is on the screen (for menus opened from the keyboard)."""

    def return_piece(self, shape: int, from_pos: QPointF) -> None:
        """Show a dropped piece going back to the supply."""


class Tool:
    """Base of the tools: every handler returns whether it used the event."""

    def __init__(self, host: ToolHost) -> None:
        self.host = host

    def activate(self) -> None:
        """The tool became the current one."""

    def deactivate(self) -> None:
        """The tool stops being the current one."""

    def mouse_press(self, p: Pointer) -> bool:
        """A button went down."""
        return False

    def mouse_move(self, p: Pointer) -> bool:
        """The mouse moved."""
        return False

    def mouse_release(self, p: Pointer) -> bool:
        """A button went up."""
        return False

    def wheel(self, steps: int) -> bool:
        """The wheel turned by ``steps`` notches (positive: away from the user)."""
        return False

    def key_press(self, key: int, modifiers: Qt.KeyboardModifier, text: str) -> bool:
        """A key was pressed."""
        return False


# ------------------------------------------------------------------------------------------
# the default tool


class SelectTool(Tool):
    """Click (or focus and press Enter) what you want to take or use."""

    def __init__(self, host: ToolHost) -> None:
        super().__init__(host)
        self._press: tuple[Target, Pointer] | None = None
        self._last: dict[str, Target] = {}  # where the keyboard was in each area

    def mouse_press(self, p: Pointer) -> bool:
        self._press = None
        hit = self.host.scene.target_at(p.pos)
        if hit is None:
            return False
        if not self.host.input_allowed():
            self.host.show_status(self.host.why_no_input(), error=True)
            return True
        target, _ = hit
        self.host.ui.focus = None
        if p.button == Qt.MouseButton.RightButton:
            if self._own_supply(target):
                self.host.open_piece_menu(target.shape, p.global_pos)
                return True
            return False
        if p.button != Qt.MouseButton.LeftButton:
            return False
        self._press = (target, p)
        return True

    def mouse_move(self, p: Pointer) -> bool:
        if self._press is None:
            return False
        target, start = self._press
        if not (p.buttons & Qt.MouseButton.LeftButton):
            self._press = None
            return False
        d = p.view_pos - start.view_pos
        if abs(d.x()) + abs(d.y()) < DRAG_THRESHOLD_PX:
            return True
        self._press = None
        if self._own_supply(target):
            tool = PlacePieceTool(self.host, target.shape, grab=self._grabbed(target, start))
            self.host.set_tool(tool)
            tool.mouse_move(p)
            return True
        if target.kind is TargetKind.SUPPLY:
            self.host.show_status(
                translate("Tools", "Only the player to move can use pieces, from their own supply"),
                error=True,
            )
        return True

    def _grabbed(self, target: Target, at: Pointer) -> GrabPoint | None:
        """The point of the pile's piece under the pointer where the drag began, in squares
        from its top-left corner (kept inside the piece's box)."""
        item = self.host.scene.item_for(target)
        if not isinstance(item, StackItem):
            return None
        cells = item.piece.cells
        cs = item.cell_size
        origin = centred_origin(cells, cs, item.rect.adjusted(0, 0, 0, -cs * 0.45))
        rows = max(r for r, _ in cells) + 1
        cols = max(c for _, c in cells) + 1
        x = min(max((at.pos.x() - origin.x()) / cs, 0.0), float(cols))
        y = min(max((at.pos.y() - origin.y()) / cs, 0.0), float(rows))
        return (y, x)

    def mouse_release(self, p: Pointer) -> bool:
        if self._press is None:
            return False
        target, _ = self._press
        self._press = None
        hit = self.host.scene.target_at(p.pos)
        if hit is None or hit[0] != target:
            return True
        self.activate_target(target, p.global_pos)
        return True

    def key_press(self, key: int, modifiers: Qt.KeyboardModifier, text: str) -> bool:
        ui = self.host.ui
        tabs = key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        arrows = key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up)
        if tabs or arrows:
            groups = self._groups()
            if not groups:
                return False
            back = key == Qt.Key.Key_Backtab or bool(
                modifiers & Qt.KeyboardModifier.ShiftModifier)
            where = next((i for i, (_n, g) in enumerate(groups) if ui.focus in g), None)
            if where is None:  # nothing focused yet: the first area (the player's supply)
                target = self._entry(groups[-1 if tabs and back else 0])
            elif tabs:  # the next area, where the focus was in it last
                target = self._entry(groups[(where + (-1 if back else 1)) % len(groups)])
            else:  # within the area, towards the arrow
                assert ui.focus is not None
                target = self._step(groups[where][1], ui.focus, Qt.Key(key))
            ui.focus = target
            self._last[self._group_of(target, groups)] = target
            self.host.refresh_ui()
            self.host.show_status(describe_target(self.host, ui.focus))
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if ui.focus is None or ui.focus not in self.host.scene.targets():
                return False
            if not self.host.input_allowed():
                self.host.show_status(self.host.why_no_input(), error=True)
                return True
            self.activate_target(ui.focus, self.host.global_pos_of(ui.focus), keyboard=True)
            return True
        if key == Qt.Key.Key_Escape and ui.focus is not None:
            ui.focus = None
            self.host.refresh_ui()
            return True
        return False

    # -- the keyboard's areas: Tab goes from area to area, the arrows within one

    def _groups(self) -> list[tuple[str, list[Target]]]:
        """The areas Tab visits now: while pieces are being planned (a master action,
        Finishing Touches) only the player's supply and puzzles, which are all they can use."""
        groups = self.host.scene.focus_groups()
        if self.host.ui.plan_kind is not PlanKind.NONE:
            groups = [(n, g) for n, g in groups if n in ("supply", "puzzles")] or groups
        return groups

    @staticmethod
    def _group_of(target: Target, groups: list[tuple[str, list[Target]]]) -> str:
        return next((n for n, g in groups if target in g), "")

    def _entry(self, group: tuple[str, list[Target]]) -> Target:
        """Where Tab lands in an area: where the focus last was in it, else its first item."""
        name, targets = group
        last = self._last.get(name)
        return last if last in targets else targets[0]

    def _step(self, targets: list[Target], current: Target, key: Qt.Key) -> Target:
        """The item of the area nearest to ``current`` towards the arrow ``key`` on the table;
        with none that way, the next (right, down) or previous (left, up) in reading order."""
        dx, dy = {Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Left: (-1, 0),
                  Qt.Key.Key_Down: (0, 1), Qt.Key.Key_Up: (0, -1)}[key]
        scene = self.host.scene
        here = scene.rect_of(current)
        best: tuple[float, Target] | None = None
        if here is not None:
            for t in targets:
                r = scene.rect_of(t)
                if t == current or r is None:
                    continue
                vx = r.center().x() - here.center().x()
                vy = r.center().y() - here.center().y()
                along = vx * dx + vy * dy
                across = abs(vx * dy - vy * dx)
                if along <= 1.0 or across > along * 2:
                    continue  # behind, or more beside than ahead
                score = along + 2 * across
                if best is None or score < best[0]:
                    best = (score, t)
        if best is not None:
            return best[1]
        i = targets.index(current) + (1 if (dx, dy) in ((1, 0), (0, 1)) else -1)
        return targets[i % len(targets)]

    def _own_supply(self, target: Target) -> bool:
        state = self.host.session.state
        return (
            target.kind is TargetKind.SUPPLY
            and target.player == state.current
            and self._supply_left(target.shape) > 0
        )

    def _supply_left(self, shape: int) -> int:
        state = self.host.session.state
        deck = state.deck
        used = sum(1 for pl in self.host.ui.plan if deck.shape_index[pl.piece] == shape)
        return state.player.supply[shape] - used

    def activate_target(self, target: Target, global_pos: QPoint, *,
                        keyboard: bool = False) -> None:
        """What a click (or Enter, ``keyboard``) on ``target`` does."""
        host = self.host
        state = host.session.state
        deck = state.deck
        if state.phase is Phase.FINISHED:
            return
        kind = target.kind
        if kind is TargetKind.SUPPLY:
            if target.player != state.current:
                host.show_status(translate("Tools", "That is another player's supply"), error=True)
            elif self._supply_left(target.shape) <= 0:
                host.show_status(
                    translate("Tools", "No piece of that shape is left in the supply"), error=True
                )
            elif not host.place_as_hinted(target.shape):
                host.open_piece_menu(target.shape, global_pos, keyboard=keyboard)
            return
        in_plan = host.ui.plan_kind is not PlanKind.NONE
        if kind in (TargetKind.ROW_CARD, TargetKind.RESERVE) and in_plan:
            host.show_status(
                translate("Tools", "Confirm or cancel the placements first"), error=True
            )
            return
        if kind is TargetKind.ROW_CARD:
            from app.rules import TakePuzzle

            host.perform(TakePuzzle(target.puzzle))
            return
        if kind is TargetKind.RESERVE:
            from app.rules import ChooseReward, TakePiece

            shape_id = deck.shapes[target.shape].id
            if state.pending:
                host.perform(ChooseReward(shape_id))
                return
            opts = take_piece_options(state)
            if target.shape not in opts:
                if not opts:
                    host.perform(TakePiece())  # the engine says why (the reserve is empty)
                elif (deck.levels[target.shape] > 1 and len(opts) == 1
                      and deck.levels[opts[0]] == 1):  # not the shortage's I2 (the engine's)
                    host.show_status(
                        fill(translate(
                            "Tools",
                            "Only a level-1 piece (%1) can be taken from the reserve; "
                            "bigger pieces come by upgrading",
                        ), deck.shapes[opts[0]].id),
                        error=True,
                    )
                else:
                    host.perform(TakePiece(shape_id))  # the engine names the choices
                return
            host.perform(TakePiece() if len(opts) == 1 else TakePiece(shape_id))
            return
        if kind is TargetKind.PUZZLE:
            if target.player == state.current:
                host.show_status(
                    translate(
                        "Tools",
                        "Drag a piece from your supply onto this puzzle, or choose "
                        "a supply piece and press Enter",
                    )
                )
            else:
                host.show_status(
                    fill(
                        translate("Tools", "That is %1's puzzle: pieces go on your own puzzles"),
                        state.players[target.player].name,
                    ),
                    error=True,
                )
            return
        if kind is TargetKind.DECK:
            host.show_status(translate("Tools", "The deck is face down: take a card from the row"),
                             error=True)
            return
        host.show_status(describe_target(host, target))


def describe_target(host: ToolHost, target: Target | None) -> str:
    """A line about the focused item, for the status bar (and screen readers)."""
    if target is None:
        return ""
    state = host.session.state
    deck = state.deck
    k = target.kind
    # taking a card or a piece: only while playing a turn, with no pieces being planned
    taking = state.phase is Phase.PLAYING and host.ui.plan_kind is PlanKind.NONE
    if k is TargetKind.ROW_CARD:
        pz = deck.puzzle_by_id[target.puzzle]
        return fill(
            translate("Tools", "%1: %2, reward %3. Enter takes it.") if taking else
            translate("Tools", "%1: %2, reward %3."),
            pz.id,
            points_text(pz.points),
            pz.reward,
        )
    if k is TargetKind.RESERVE:
        shape = deck.shapes[target.shape]
        n = state.reserve[target.shape]
        return fill(translate("Tools", "Reserve: %1 × %2. Enter takes it if you may.") if taking
                    else translate("Tools", "Reserve: %1 × %2."), str(n), shape.id)
    if k is TargetKind.SUPPLY:
        shape = deck.shapes[target.shape]
        return fill(translate("Tools", "Your %1. Enter: place it, upgrade or exchange it."),
                    shape.id)
    if k is TargetKind.PUZZLE:
        pz = deck.puzzle_by_id[target.puzzle]
        return fill(translate("Tools", "Your puzzle %1 (%2)."), pz.id, points_text(pz.points))
    if k is TargetKind.PILE:
        player = state.players[target.player]
        done = ", ".join(player.completed) or translate("Tools", "none yet")
        return fill(translate("Tools", "%1's completed puzzles: %2"), player.name, done)
    if k is TargetKind.LOCK and state.solo is not None:
        n = state.solo.locks[target.index]
        return fill(
            translate(
                "Tools",
                "Counters above %1: %2. The automaton takes no card from a "
                "column with a counter above it",
            ),
            solo_column_text(target.index),
            n,
        )
    if k is TargetKind.AUTOMATON and state.solo is not None:
        done = ", ".join(state.solo.opponent_completed) or translate("Tools", "none yet")
        return fill(translate("Tools", "The automaton's puzzles: %1"), done)
    return ""


# ------------------------------------------------------------------------------------------
# holding a piece


def turned(cells: tuple[Cell, ...], grab: GrabPoint,
           flip: bool) -> tuple[tuple[Cell, ...], GrabPoint]:
    """``cells`` turned a quarter clockwise (or flipped left to right) and normalised, as
    :func:`rotate_cells` / :func:`flip_cells` do, and where the held point ``grab`` went."""
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    y, x = grab
    if flip:
        return flip_cells(cells), (y, cols - x)
    return rotate_cells(cells, 1), (x, rows - y)


class PlacePieceTool(Tool):
    """A piece of the current player's supply held over their puzzles."""

    def __init__(self, host: ToolHost, shape: int, *, keyboard: bool = False,
                 grab: GrabPoint | None = None) -> None:
        """Hold a piece of ``shape``; ``grab`` is the point of the pile's piece the player took
        it by (it stays under the pointer, through turns and flips)."""
        super().__init__(host)
        state = host.session.state
        self.shape_index = shape
        self.shape = state.deck.shapes[shape]
        self.cells: tuple[Cell, ...] = flat_cells(self.shape)  # as the pile shows it
        self.grab: GrabPoint | None = grab
        self.keyboard = keyboard
        self._card: CardItem | None = None
        self._anchor: Cell = (0, 0)
        self._last: Pointer | None = None
        self._placement: Placement | None = None
        self._legal = False

    # -- life cycle

    def activate(self) -> None:
        scene = self.host.scene
        item = scene.drag_item
        item.set_piece(self.cells, self.shape.colour, self._cell_size(), self.grab)
        supply = scene.item_for(Target(TargetKind.SUPPLY, player=self.host.session.state.current,
                                       shape=self.shape_index))
        if isinstance(supply, StackItem):
            supply.selected = True
            supply.update()
        if self.keyboard:
            cards = self._cards()
            if not cards:
                self.host.show_status(
                    translate("Tools", "You have no puzzle to place a piece on"), error=True
                )
                self.host.set_tool(None)
                return
            self._card = cards[0]
            self._anchor = self._first_fit(self._card) or (0, 0)
            self._update_preview()
            self.host.show_status(
                translate(
                    "Tools",
                    "Arrows move the piece, R rotates, F flips, Tab or 1-4 "
                    "picks the puzzle, Enter places it, Escape cancels",
                )
            )
        else:
            item.setVisible(True)
            self.host.show_status(
                translate(
                    "Tools",
                    "Drop the piece on one of your puzzles: R or the wheel "
                    "rotates, F or the right button flips, Escape cancels",
                )
            )

    def deactivate(self) -> None:
        scene = self.host.scene
        scene.drag_item.setVisible(False)
        if self._card is not None:
            self._card.clear_preview()
        supply = scene.item_for(Target(TargetKind.SUPPLY, player=self.host.session.state.current,
                                       shape=self.shape_index))
        if isinstance(supply, StackItem):
            supply.selected = False
            supply.update()

    # -- geometry

    def _cell_size(self) -> float:
        cards = self._cards()
        if cards:
            return card_cell_size(cards[0].rect)
        return 16.0

    def _cards(self) -> list[CardItem]:
        state = self.host.session.state
        out = []
        for k, pz in enumerate(state.player.puzzles):
            item = self.host.scene.item_for(Target(TargetKind.PUZZLE, player=state.current,
                                                   puzzle=pz.id, index=k))
            if isinstance(item, CardItem):
                out.append(item)
        return out

    def _card_under(self, pos: QPointF) -> CardItem | None:
        for card in self._cards():
            if card.rect.contains(pos):
                return card
        return None

    def _anchor_for(self, card: CardItem, pos: QPointF) -> Cell:
        """The card cell of the piece's top-left bounding-box corner, snapped to the nearest."""
        offset = self.host.scene.drag_item.grab_offset()
        origin = card_cell_origin(card.rect)
        cs = card_cell_size(card.rect)
        col = round((pos.x() - offset.x() - origin.x()) / cs)
        row = round((pos.y() - offset.y() - origin.y()) / cs)
        return row, col

    def _absolute(self, anchor: Cell) -> tuple[Cell, ...]:
        r0, c0 = anchor
        return tuple((r0 + r, c0 + c) for r, c in self.cells)

    def _first_fit(self, card: CardItem) -> Cell | None:
        """The first spot where the piece fits as it is turned now (for the keyboard)."""
        for r in range(CARD_SIZE):
            for c in range(CARD_SIZE):
                placement = Placement(card.puzzle.id, self.shape.id, self._absolute((r, c)))
                if self.host.session.check(self.host.candidate(placement)) is None:
                    return r, c
        return None

    def _update_preview(self) -> None:
        card = self._card
        if card is None:
            self._placement = None
            return
        cells = self._absolute(self._anchor)
        placement = Placement(card.puzzle.id, self.shape.id, cells)
        why = self.host.session.check(self.host.candidate(placement))
        self._placement = placement
        self._legal = why is None
        inside = tuple((r, c) for r, c in cells if 0 <= r < CARD_SIZE and 0 <= c < CARD_SIZE)
        card.set_preview(cells_to_mask(inside), self._legal, self.shape.colour)

    def _set_card(self, card: CardItem | None) -> None:
        if card is not self._card and self._card is not None:
            self._card.clear_preview()
        self._card = card

    def _turn(self, flip: bool) -> None:
        if self.grab is not None:
            self.cells, self.grab = turned(self.cells, self.grab, flip)
        else:
            self.cells = flip_cells(self.cells) if flip else rotate_cells(self.cells, 1)
        item = self.host.scene.drag_item
        item.set_piece(self.cells, self.shape.colour, item.cell_size, self.grab)
        if self.keyboard:
            self._update_preview()
        elif self._last is not None:
            self.mouse_move(self._last)

    # -- mouse

    def mouse_press(self, p: Pointer) -> bool:
        if p.button == Qt.MouseButton.RightButton:
            self._turn(flip=True)
            return True
        if self.keyboard and p.button == Qt.MouseButton.LeftButton:
            # a click while placing with the keyboard drops where the mouse points
            self.keyboard = False
            self.mouse_move(p)
            return self.mouse_release(p)
        return True

    def mouse_move(self, p: Pointer) -> bool:
        if self.keyboard:
            return False
        self._last = p
        item = self.host.scene.drag_item
        card = self._card_under(p.pos)
        self._set_card(card)
        if card is None:
            item.setVisible(True)
            item.setPos(p.pos - item.grab_offset())
            self._placement = None
            return True
        item.setVisible(False)
        self._anchor = self._anchor_for(card, p.pos)
        self._update_preview()
        return True

    def mouse_release(self, p: Pointer) -> bool:
        if p.button == Qt.MouseButton.RightButton:
            return True
        if self.keyboard:
            return False
        self._last = p
        if self._card is None or self._placement is None:
            self.host.show_status(
                translate("Tools", "The piece went back: drop it on one of your puzzles"),
                error=True,
            )
            self.host.return_piece(self.shape_index, p.pos)
            self.host.set_tool(None)
            return True
        self._drop(p.pos)
        return True

    def _drop(self, pos: QPointF) -> None:
        placement = self._placement
        assert placement is not None
        self.host.set_tool(None)
        if not self.host.commit_placement(placement):
            self.host.return_piece(self.shape_index, pos)

    def wheel(self, steps: int) -> bool:
        if steps:
            self.cells = rotate_cells(self.cells, 1 if steps > 0 else 3)
            item = self.host.scene.drag_item
            item.set_piece(self.cells, self.shape.colour, item.cell_size)
            if self.keyboard:
                self._update_preview()
            elif self._last is not None:
                self.mouse_move(self._last)
        return True

    # -- keyboard

    def key_press(self, key: int, modifiers: Qt.KeyboardModifier, text: str) -> bool:
        if key == Qt.Key.Key_Escape:
            self.host.show_status(translate("Tools", "Put back"))
            self.host.set_tool(None)
            return True
        if key == Qt.Key.Key_R:
            self._turn(flip=False)
            return True
        if key == Qt.Key.Key_F:
            self._turn(flip=True)
            return True
        if not self.keyboard:
            return True  # while dragging, other keys do nothing (but do not leak to the view)
        moves = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
        }
        if key in moves:
            dr, dc = moves[Qt.Key(key)]
            r, c = self._anchor
            self._anchor = (max(-3, min(CARD_SIZE - 1, r + dr)),
                            max(-3, min(CARD_SIZE - 1, c + dc)))
            self._update_preview()
            return True
        cards = self._cards()
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and cards:
            back = key == Qt.Key.Key_Backtab or bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
            i = cards.index(self._card) if self._card in cards else 0
            self._switch(cards[(i + (-1 if back else 1)) % len(cards)])
            return True
        if text and text in "123456789" and int(text) <= len(cards):
            self._switch(cards[int(text) - 1])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._card is None or self._placement is None:
                return True
            self._drop(self._card.rect.center())
            return True
        return True

    def _switch(self, card: CardItem) -> None:
        self._set_card(card)
        self._anchor = self._first_fit(card) or (0, 0)
        self._update_preview()
