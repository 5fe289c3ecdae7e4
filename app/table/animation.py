"""Animations of what others do: pieces fly into puzzles, cards slide to mats and piles.

The animator plays one applied action at a time from its events. While it plays, the scene
still shows the state before the action (minus what is flying); when the last flight lands it
shows the state after. Speed 0 means no animation at all.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, QVariantAnimation, Signal

from app.model.session import AppliedAction
from app.render import card_cell_rect, card_cell_size
from app.rules import (
    Event,
    GameState,
    LockMoved,
    OpponentTook,
    PiecePlaced,
    PieceReturned,
    PieceTaken,
    PuzzleCompleted,
    PuzzleTaken,
    RewardTaken,
    mask_to_cells,
    normalize,
)
from app.table.items import FlyerItem, Target, TargetKind
from app.table.layout import CARD_H, CARD_W
from app.table.scene import TableScene

BASE_FLIGHT_MS = 420  # one flight at the normal speed (1.0)


def flight_ms(speed: float) -> int:
    """Milliseconds per flight at an animation speed (0 = no animation, 1 = normal, 4 = fast)."""
    if speed <= 0:
        return 0
    return max(40, int(BASE_FLIGHT_MS / speed))


@dataclass(slots=True)
class Flight:
    """One thing moving from one rect to another."""

    item: FlyerItem
    start: QRectF
    end: QRectF
    hide: Target | None = None  # the item it leaves (hidden while the action plays)


def _union(rects: list[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


class Animator(QObject):
    """Plays applied actions one after another; ``idle`` when the queue is empty."""

    idle = Signal()
    shown = Signal(object)  # the GameState an action's animation ended on

    def __init__(self, scene: TableScene, show_state: Callable[[GameState, set[Target]], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._show_state = show_state
        self._queue: deque[AppliedAction] = deque()
        self._flights: list[Flight] = []
        self._current: AppliedAction | None = None
        self._anim: QVariantAnimation | None = None
        self._flyer: FlyerItem | None = None
        self.duration = BASE_FLIGHT_MS

    @property
    def busy(self) -> bool:
        """Whether something is playing or waiting to play."""
        return self._current is not None or bool(self._queue)

    def play(self, applied: AppliedAction) -> None:
        """Queue an action; starts at once if nothing is playing."""
        self._queue.append(applied)
        if self._current is None:
            self._next()

    def finish_all(self) -> None:
        """Jump to the end of everything queued."""
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        self._drop_flyer()
        last = self._current
        while self._queue:
            last = self._queue.popleft()
        self._current = None
        self._flights = []
        if last is not None:
            self._show_state(last.after, set())
            self.shown.emit(last.after)
        self.idle.emit()

    # ------------------------------------------------------------------ playing

    def _next(self) -> None:
        if not self._queue:
            self._current = None
            self.idle.emit()
            return
        self._current = self._queue.popleft()
        before = self._current.step.before
        self._flights = self._plan(self._current)
        if not self._flights or self.duration <= 0:
            self._end_action()
            return
        hidden = {f.hide for f in self._flights if f.hide is not None}
        self._show_state(before, hidden)
        self._fly()

    def _fly(self) -> None:
        if not self._flights:
            self._end_action()
            return
        flight = self._flights.pop(0)
        self._drop_flyer()
        self._flyer = flight.item
        self._scene.addItem(flight.item)
        self._place(flight, 0.0)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.duration)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.valueChanged.connect(lambda v, f=flight: self._place(f, float(v)))
        anim.finished.connect(self._fly)
        self._anim = anim
        anim.start()

    def _place(self, flight: Flight, t: float) -> None:
        a, b = flight.start, flight.end
        w = a.width() + (b.width() - a.width()) * t
        h = a.height() + (b.height() - a.height()) * t
        x = a.x() + (b.x() - a.x()) * t
        y = a.y() + (b.y() - a.y()) * t
        # a little arc: flights rise towards the viewer in the middle
        lift = 1.0 + 0.12 * (1 - (2 * t - 1) ** 2)
        box = flight.item.box
        sx = w / max(box.width(), 1e-6) * lift
        sy = h / max(box.height(), 1e-6) * lift
        s = min(sx, sy)
        flight.item.setScale(s)
        flight.item.setPos(QPointF(x + w / 2 - box.width() * s / 2,
                                   y + h / 2 - box.height() * s / 2))

    def _drop_flyer(self) -> None:
        if self._flyer is not None:
            if self._flyer.scene() is not None:
                self._scene.removeItem(self._flyer)
            self._flyer = None

    def _end_action(self) -> None:
        self._anim = None
        self._drop_flyer()
        cur = self._current
        self._current = None
        if cur is not None:
            self._show_state(cur.after, set())
            self.shown.emit(cur.after)
        self._next()

    # ------------------------------------------------------------------ what flies where

    def _plan(self, applied: AppliedAction) -> list[Flight]:
        before = applied.step.before
        out: list[Flight] = []
        # the cards each player holds while the action unfolds (a taken card joins the mat)
        held = [[pz.id for pz in p.puzzles] for p in before.players]
        pieces = {pz.id: list(pz.pieces) for p in before.players for pz in p.puzzles}
        for ev in applied.step.events:
            f = self._flight(before, ev, held, pieces)
            if f is not None:
                out.append(f)
        return out

    def _flight(self, before: GameState, ev: Event, held: list[list[str]],
                pieces: dict[str, list[tuple[int, int]]]) -> Flight | None:
        scene = self._scene
        deck = before.deck
        if isinstance(ev, PuzzleTaken):
            p = ev.player
            if before.solo is not None:
                index = before.solo.grid.index(ev.puzzle) if ev.puzzle in before.solo.grid else 0
            else:
                row = before.white_row if ev.puzzle in before.white_row else before.black_row
                index = row.index(ev.puzzle) if ev.puzzle in row else 0
            src_t = Target(TargetKind.ROW_CARD, puzzle=ev.puzzle, index=index)
            src = scene.rect_of(src_t)
            slot = len(held[p])
            held[p].append(ev.puzzle)
            pieces[ev.puzzle] = []
            dst = scene.rect_of(Target(TargetKind.PUZZLE, player=p, index=min(slot, 3)))
            if src is None or dst is None:
                return None
            item = FlyerItem(QRectF(0, 0, CARD_W, CARD_H), puzzle=deck.puzzle_by_id[ev.puzzle],
                             deck=deck)
            return Flight(item, src, dst, src_t)
        if isinstance(ev, PieceTaken | RewardTaken | PieceReturned):
            if ev.piece is None:
                return None
            si = deck.shape_index[ev.piece]
            reserve = scene.rect_of(Target(TargetKind.RESERVE, shape=si))
            supply = scene.rect_of(Target(TargetKind.SUPPLY, player=ev.player, shape=si))
            if reserve is None or supply is None:
                return None
            back = isinstance(ev, PieceReturned)
            src, dst = (supply, reserve) if back else (reserve, supply)
            return self._piece_flight(deck.shapes[si].cells, deck.shapes[si].colour, src, dst,
                                      16.0)
        if isinstance(ev, PiecePlaced):
            p = ev.player
            si = deck.shape_index[ev.piece]
            supply = scene.rect_of(Target(TargetKind.SUPPLY, player=p, shape=si))
            if ev.puzzle not in held[p] or supply is None:
                return None
            card = scene.rect_of(Target(TargetKind.PUZZLE, player=p,
                                        index=held[p].index(ev.puzzle)))
            if card is None:
                return None
            pieces.setdefault(ev.puzzle, []).append((si, ev.cells))
            cells = mask_to_cells(ev.cells)
            dst = _union([card_cell_rect(card, r, c) for r, c in cells])
            cs = card_cell_size(card)
            return self._piece_flight(normalize(cells), deck.shapes[si].colour, supply, dst, cs,
                                      exact=True)
        if isinstance(ev, PuzzleCompleted):
            p = ev.player
            if ev.puzzle not in held[p]:
                return None
            src = scene.rect_of(Target(TargetKind.PUZZLE, player=p,
                                       index=held[p].index(ev.puzzle)))
            dst = scene.rect_of(Target(TargetKind.PILE, player=p))
            if src is None or dst is None:
                return None
            item = FlyerItem(QRectF(0, 0, CARD_W, CARD_H), puzzle=deck.puzzle_by_id[ev.puzzle],
                             deck=deck, pieces=pieces.get(ev.puzzle, ()))
            return Flight(item, src, dst)
        if isinstance(ev, LockMoved) and before.solo is not None:
            src = scene.rect_of(Target(TargetKind.LOCK, index=ev.column))
            solo = scene.layout.solo
            if src is None or solo is None:
                return None
            # a counter token glides from above the column into the automaton's supply
            size = 18.0
            start = QRectF(src.x() + 42, src.center().y() - size / 2, size, size)
            dst = solo.supply
            end = QRectF(dst.x(), dst.y() + 20, size, size)
            return Flight(FlyerItem(QRectF(0, 0, size, size), counter=True), start, end)
        if isinstance(ev, OpponentTook) and before.solo is not None:
            pos = ev.position
            src_t = Target(TargetKind.ROW_CARD, puzzle=ev.puzzle, index=pos)
            src = scene.rect_of(src_t)
            dst = scene.rect_of(Target(TargetKind.AUTOMATON, index=0))
            if src is None or dst is None:
                return None
            item = FlyerItem(QRectF(0, 0, CARD_W, CARD_H), puzzle=deck.puzzle_by_id[ev.puzzle],
                             deck=deck)
            return Flight(item, src, dst, src_t)
        return None

    def _piece_flight(self, cells: tuple[tuple[int, int], ...], colour: str, src: QRectF,
                      dst: QRectF, cs: float, *, exact: bool = False) -> Flight:
        rows = max(r for r, _ in cells) + 1
        cols = max(c for _, c in cells) + 1
        box = QRectF(0, 0, cols * cs, rows * cs)
        item = FlyerItem(box, cells=cells, colour=colour, cell_size=cs)
        # the start: the piece centred on its pile, at the pile's size
        s0 = min(src.width() / box.width(), src.height() / box.height(), 1.0) * 0.8
        start = QRectF(src.center().x() - box.width() * s0 / 2,
                       src.center().y() - box.height() * s0 / 2,
                       box.width() * s0, box.height() * s0)
        if exact:
            end = dst
        else:
            s1 = min(dst.width() / box.width(), dst.height() / box.height(), 1.0) * 0.8
            end = QRectF(dst.center().x() - box.width() * s1 / 2,
                         dst.center().y() - box.height() * s1 / 2,
                         box.width() * s1, box.height() * s1)
        return Flight(item, start, end)
