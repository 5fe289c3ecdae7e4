"""The better turn on the table: what the analysis would have played, drawn at the turn's start.

:func:`plan_turn` replays a turn's actions from the state at its start and boils them down to
what the table shows: ghost pieces on the cards they fill (the hint's ghosts,
:class:`app.table.hint_overlay.HintGhostItem`), rings with a tag on the cards and pieces it takes
("Better: take") and on the supply for an upgrade or exchange ("I2 → L3"), and the turn in the
game log's words. :class:`BetterTurnOverlay` puts those items on a scene and takes them off
again; the items only draw (STYLE.md §4).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsItem

from app.model.session import Step
from app.rules import (
    Action,
    Cell,
    ChooseReward,
    Finish,
    GameState,
    IllegalAction,
    Master,
    Place,
    Placement,
    TakePiece,
    TakePuzzle,
    Upgrade,
    apply_with_events,
    take_piece_options,
)
from app.table.gamelog import describe_step
from app.table.hint_controller import Mark, mark_item  # an item of the table, its tag's words
from app.table.hint_overlay import HintGhostItem, HintMarkItem
from app.table.items import Target, TargetKind
from app.table.scene import TableScene
from app.templates import fill

# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class GhostPiece:
    """A piece the turn places: the card, the piece's shape id and its cells on the card."""

    puzzle: str
    piece: str
    cells: tuple[Cell, ...]
    colour: str
    """The piece's colour name (as the deck gives it)."""


@dataclass(frozen=True, slots=True)
class TurnPlan:
    """A turn as the table shows it."""

    ghosts: tuple[GhostPiece, ...]
    marks: tuple[Mark, ...]
    lines: tuple[str, ...]
    """The turn in the game log's words, one line per thing that happened."""
    complete: bool
    """False when an action could not be replayed on the real cards (the analysis saw only
    what the player could see); the plan then stops before it."""


def _row_target(state: GameState, puzzle: str) -> Target:
    if state.solo is not None and puzzle in state.solo.grid:
        return Target(TargetKind.ROW_CARD, puzzle=puzzle, index=state.solo.grid.index(puzzle))
    row = state.white_row if puzzle in state.white_row else state.black_row
    return Target(TargetKind.ROW_CARD, puzzle=puzzle,
                  index=row.index(puzzle) if puzzle in row else -1)


def plan_turn(start: GameState, actions: Sequence[Action]) -> TurnPlan:
    """What ``actions``, played from ``start``, put on the table (see the module text)."""
    ghosts: list[GhostPiece] = []
    marks: list[Mark] = []
    lines: list[str] = []
    state = start
    me = start.current
    deck = start.deck
    take = translate("BetterTurn", "Better: take")
    for action in actions:
        placements: Sequence[Placement] = ()
        if isinstance(action, TakePuzzle):
            marks.append(Mark(_row_target(state, action.puzzle), take))
        elif isinstance(action, Place):
            placements = (Placement(action.puzzle, action.piece, action.cells),)
        elif isinstance(action, Master | Finish):
            placements = action.placements
        elif isinstance(action, TakePiece | ChooseReward):
            options = take_piece_options(state) if action.piece is None else []
            shape = deck.shape_index[action.piece] if action.piece is not None else (
                options[0] if options else -1)
            if shape >= 0:
                marks.append(Mark(Target(TargetKind.RESERVE, shape=shape), take))
        elif isinstance(action, Upgrade):
            marks.append(Mark(
                Target(TargetKind.SUPPLY, player=me, shape=deck.shape_index[action.source]),
                fill(translate("BetterTurn", "%1 → %2"), action.source, action.target)))
        ghosts += [GhostPiece(p.puzzle, p.piece, tuple(p.cells), deck.shape(p.piece).colour)
                   for p in placements]
        try:
            after, events = apply_with_events(state, action)
        except IllegalAction:
            return TurnPlan(tuple(ghosts), tuple(marks), tuple(lines), False)
        step = Step(state, action, tuple(events), state.current, False)
        lines += describe_step(step, after)
        state = after
    return TurnPlan(tuple(ghosts), tuple(marks), tuple(lines), True)


class BetterTurnOverlay:
    """The items that draw a :class:`TurnPlan` on a table scene (drawn again where the cards
    and piles are when the table is laid out anew for another window shape)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []
        self._plan: TurnPlan | None = None
        scene.layout_changed.connect(lambda: self.show(self._plan))

    def show(self, plan: TurnPlan | None) -> None:
        """Draw ``plan`` (None: nothing) instead of what was drawn before."""
        self.clear()
        self._plan = plan
        if plan is None:
            return
        scene = self.scene
        by_card: dict[str, list[tuple[tuple[Cell, ...], str]]] = {}
        for g in plan.ghosts:
            by_card.setdefault(g.puzzle, []).append((g.cells, g.colour))
        for pid, pieces in by_card.items():
            card = scene.card_item(pid)
            if card is not None:
                self._add(HintGhostItem(card.rect, pieces))
        ringed: set[Target] = set()
        for mark in plan.marks:
            if mark.target in ringed:  # a second piece of the same pile: one ring says it
                continue
            ringed.add(mark.target)
            ring = mark_item(scene, mark)
            if ring is not None:
                self._add(ring)

    def ghost_items(self) -> list[HintGhostItem]:
        """The ghost pieces shown (one item per card)."""
        return [i for i in self.items if isinstance(i, HintGhostItem)]

    def mark_items(self) -> list[HintMarkItem]:
        """The rings shown."""
        return [i for i in self.items if isinstance(i, HintMarkItem)]

    def clear(self) -> None:
        """Take every item off the table."""
        self._plan = None
        for item in self.items:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.items = []

    def _add(self, item: QGraphicsItem) -> None:
        self.scene.addItem(item)
        self.items.append(item)
