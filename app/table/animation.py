"""Animations of what happens on the table: cards glide, turn face up and go to the piles,
pieces fly between reserve, supply and puzzles, points rise and scores count up.

The animator plays one applied action at a time from its events. An action is a list of
*beats*; the flights of a beat move together (the pieces of a completed puzzle lift back into
the supply at once), the beats follow one another. While an action plays, the scene shows the
state before it (minus what is flying); when its last beat ends it shows the state after.
Speed 0 means no animation at all, and :meth:`Animator.finish_all` jumps to the end.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, QVariantAnimation, Signal

from app.model.session import AppliedAction
from app.render import card_cell_rect, card_cell_size
from app.rules import (
    Event,
    GameState,
    LockMoved,
    LocksReturned,
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
from app.table.effects import ExchangeItem, FlipCardItem, PointsItem
from app.table.items import FlyerItem, Target, TargetKind
from app.table.layout import CARD_H, CARD_W, flat_cells
from app.table.scene import TableScene

BASE_FLIGHT_MS = 420  # one flight at the normal speed (1.0)
MAX_COUNTERS = 6  # solo counters shown flying at once (more move as these)


def flight_ms(speed: float) -> int:
    """Milliseconds per flight at an animation speed (0 = no animation, 1 = normal, 4 = fast)."""
    if speed <= 0:
        return 0
    return max(40, int(BASE_FLIGHT_MS / speed))


class FlightKind(Enum):
    """What a flight shows (tests and the marks ask)."""

    CARD_TAKEN = "card_taken"  # a row or grid card to a mat
    CARD_REVEALED = "card_revealed"  # a new card off its deck, turning face up
    PIECE_TAKEN = "piece_taken"  # reserve -> supply
    PIECE_RETURNED = "piece_returned"  # supply -> reserve (an upgrade's or exchange's first half)
    EXCHANGE = "exchange"  # old -> new, shown over the reserve
    PIECE_PLACED = "piece_placed"  # supply -> a puzzle's cells
    PIECE_LIFTED = "piece_lifted"  # a completed puzzle's piece back to the supply
    CARD_COMPLETED = "card_completed"  # a completed puzzle to the victory pile
    POINTS = "points"  # "+N" rising over the score
    REWARD = "reward"  # the reward piece, reserve -> supply
    COUNTER = "counter"  # solo: a counter between a column and the automaton
    AUTOMATON_TOOK = "automaton_took"  # solo: the automaton's card to its pile
    HOLD = "hold"  # something shown in place for a moment


@dataclass(slots=True)
class Flight:
    """One thing moving from one rect to another (the same rect: held in place)."""

    item: FlyerItem
    start: QRectF
    end: QRectF
    kind: FlightKind
    source: Target | None = None  # where it comes from
    dest: Target | None = None  # where it goes
    hide: Target | None = None  # the item it leaves, hidden from this flight's beat on
    on_step: Callable[[float], None] | None = None  # told the progress 0..1
    stay: bool = True  # kept where it landed until the action ends
    card: str = ""  # the puzzle a piece lands on (dropped when that puzzle is completed)
    arc: bool = True  # rise towards the viewer in the middle


@dataclass(slots=True)
class Beat:
    """Flights that move together; ``length`` is in flights of the current speed."""

    flights: list[Flight] = field(default_factory=list)
    length: float = 1.0
    on_start: Callable[[], None] | None = None


def _union(rects: list[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


@dataclass(slots=True)
class _Board:
    """What the table shows while an action unfolds: the cards each player holds (a taken card
    joins the mat), the pieces on them, the scores and the solo counters."""

    held: list[list[str]]
    pieces: dict[str, list[tuple[int, int]]]
    scores: list[int]
    locks: list[int]
    automaton: int  # counters in the automaton's supply


class Animator(QObject):
    """Plays applied actions one after another; ``idle`` when the queue is empty."""

    idle = Signal()
    shown = Signal(object)  # the GameState an action's animation ended on
    flight_started = Signal(object)  # a Flight, as it enters the scene
    flight_landed = Signal(object)  # a Flight, at the end of its beat (the sounds follow them)

    def __init__(self, scene: TableScene, show_state: Callable[[GameState, set[Target]], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._show_state = show_state
        self._queue: deque[tuple[AppliedAction, bool]] = deque()
        self._beats: list[Beat] = []
        self._current: AppliedAction | None = None
        self._current_own = False
        self._anim: QVariantAnimation | None = None
        self._moving: list[Flight] = []  # the flights of the beat playing
        self._landed: list[Flight] = []  # flights that landed and stay until the action ends
        self._hidden: list[Target] = []
        self.duration = BASE_FLIGHT_MS

    @property
    def busy(self) -> bool:
        """Whether something is playing or waiting to play."""
        return self._current is not None or bool(self._queue)

    @property
    def blocking(self) -> bool:
        """Whether what plays is someone else's move (an AI's, the automaton's), which the
        player should see before acting; the player's own move never holds them back."""
        if self._current is not None and not self._current_own:
            return True
        return any(not own for _a, own in self._queue)

    def flyers(self) -> list[FlyerItem]:
        """The flyers in the scene now (moving or landed)."""
        return [f.item for f in self._moving + self._landed if f.item.scene() is not None]

    def play(self, applied: AppliedAction, *, own: bool = False) -> None:
        """Queue an action (``own``: the player's own, only its consequences are shown);
        starts at once if nothing is playing. An action with nothing to show, arriving when
        nothing plays, is let through untouched (the table shows it as any change)."""
        if self.duration <= 0 or (self._current is None and not self._queue
                                  and not self._plan(applied, own=own)):
            return
        self._queue.append((applied, own))
        if self._current is None:
            self._next()

    def finish_all(self) -> None:
        """Jump to the end of everything queued."""
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
        self._drop_all()
        last = self._current
        while self._queue:
            last = self._queue.popleft()[0]
        self._current = None
        self._beats = []
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
        self._current, self._current_own = self._queue.popleft()
        before = self._current.step.before
        self._beats = self._plan(self._current, own=self._current_own)
        if not self._beats or self.duration <= 0:
            self._end_action()
            return
        self._show_state(before, set())
        self._beat()

    def _beat(self) -> None:
        if not self._beats:
            self._end_action()
            return
        beat = self._beats.pop(0)
        self._moving = []
        if beat.on_start is not None:
            beat.on_start()
        for flight in beat.flights:
            if flight.hide is not None:
                self._hide(flight.hide)
            self._scene.addItem(flight.item)
            self._place(flight, 0.0)
            self._moving.append(flight)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(1, int(self.duration * beat.length)))
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.valueChanged.connect(self._step)
        anim.finished.connect(self._beat_done)
        self._anim = anim
        anim.start()
        for flight in list(self._moving):
            self.flight_started.emit(flight)

    @property
    def animation(self) -> QVariantAnimation | None:
        """The animation of the beat playing now."""
        return self._anim

    def _step(self, value: object) -> None:
        t = float(value) if isinstance(value, int | float) else 0.0
        for flight in self._moving:
            self._place(flight, t)

    def _beat_done(self) -> None:
        if self._anim is None:  # finished by finish_all
            return
        self._anim = None
        landed = self._moving
        for flight in landed:
            self._place(flight, 1.0)
            if flight.stay:
                self._landed.append(flight)
            else:
                self._remove(flight.item)
        self._moving = []
        for flight in landed:
            self.flight_landed.emit(flight)
        self._beat()

    def _place(self, flight: Flight, t: float) -> None:
        a, b = flight.start, flight.end
        w = a.width() + (b.width() - a.width()) * t
        h = a.height() + (b.height() - a.height()) * t
        x = a.x() + (b.x() - a.x()) * t
        y = a.y() + (b.y() - a.y()) * t
        # a little arc: flights rise towards the viewer in the middle
        lift = 1.0 + 0.12 * (1 - (2 * t - 1) ** 2) if flight.arc and a != b else 1.0
        box = flight.item.box
        sx = w / max(box.width(), 1e-6) * lift
        sy = h / max(box.height(), 1e-6) * lift
        s = min(sx, sy)
        flight.item.setScale(s)
        flight.item.setPos(QPointF(x + w / 2 - box.width() * s / 2,
                                   y + h / 2 - box.height() * s / 2))
        if flight.on_step is not None:
            flight.on_step(t)

    def _hide(self, target: Target) -> None:
        item = self._scene.item_for(target)
        if item is not None:
            item.setVisible(False)
            self._hidden.append(target)

    def _remove(self, item: FlyerItem) -> None:
        if item.scene() is not None:
            self._scene.removeItem(item)

    def _drop_landed_on(self, puzzle: str) -> None:
        keep = []
        for flight in self._landed:
            if flight.card == puzzle:
                self._remove(flight.item)
            else:
                keep.append(flight)
        self._landed = keep

    def _drop_all(self) -> None:
        for flight in self._moving + self._landed:
            self._remove(flight.item)
        self._moving = []
        self._landed = []
        for target in self._hidden:
            item = self._scene.item_for(target)
            if item is not None:
                item.setVisible(True)
        self._hidden = []

    def _end_action(self) -> None:
        self._anim = None
        self._drop_all()
        cur = self._current
        self._current = None
        if cur is not None:
            self._show_state(cur.after, set())
            self.shown.emit(cur.after)
        self._next()

    # ------------------------------------------------------------------ what flies where

    def _plan(self, applied: AppliedAction, *, own: bool = False) -> list[Beat]:
        before = applied.step.before
        solo = before.solo
        board = _Board(
            held=[[pz.id for pz in p.puzzles] for p in before.players],
            pieces={pz.id: list(pz.pieces) for p in before.players for pz in p.puzzles},
            scores=[p.score for p in before.players],
            locks=list(solo.locks) if solo is not None else [0, 0, 0],
            automaton=solo.opponent_supply if solo is not None else 0,
        )
        events = applied.step.events
        out: list[Beat] = []
        for i, ev in enumerate(events):
            if own and isinstance(ev, PiecePlaced):
                # the player put it there by hand; the card shows it from now on
                board.pieces.setdefault(ev.puzzle, []).append(
                    (before.deck.shape_index[ev.piece], ev.cells))
                continue
            if isinstance(ev, PieceReturned) and i + 1 < len(events):
                nxt = events[i + 1]
                if isinstance(nxt, PieceTaken) and nxt.returned == ev.piece:
                    out += self._exchange(before, ev, nxt)
                    continue
            if isinstance(ev, PieceTaken) and ev.returned is not None and i > 0 and \
                    isinstance(events[i - 1], PieceReturned):
                continue  # shown with its PieceReturned
            out += self._beats_of(before, ev, board)
        return out

    def _beats_of(self, before: GameState, ev: Event, board: _Board) -> list[Beat]:
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
            slot = len(board.held[p])
            board.held[p].append(ev.puzzle)
            board.pieces[ev.puzzle] = []
            dst_t = Target(TargetKind.PUZZLE, player=p, puzzle=ev.puzzle, index=min(slot, 3))
            dst = scene.rect_of(dst_t)
            if src is None or dst is None:
                return []
            item = FlyerItem(QRectF(0, 0, CARD_W, CARD_H), puzzle=deck.puzzle_by_id[ev.puzzle],
                             deck=deck)
            beats = [Beat([Flight(item, src, dst, FlightKind.CARD_TAKEN, src_t, dst_t, src_t)])]
            return beats + self._reveal(before, ev.replacement, index, ev.puzzle)
        if isinstance(ev, PieceTaken | RewardTaken | PieceReturned):
            if ev.piece is None:
                return []
            si = deck.shape_index[ev.piece]
            res_t = Target(TargetKind.RESERVE, shape=si)
            sup_t = Target(TargetKind.SUPPLY, player=ev.player, shape=si)
            back = isinstance(ev, PieceReturned)
            kind = (FlightKind.PIECE_RETURNED if back else
                    FlightKind.REWARD if isinstance(ev, RewardTaken) else FlightKind.PIECE_TAKEN)
            src_t, dst_t = (sup_t, res_t) if back else (res_t, sup_t)
            f = self._piece_flight(flat_cells(deck.shapes[si]), deck.shapes[si].colour, src_t,
                                   dst_t, 16.0, kind)
            return [Beat([f])] if f is not None else []
        if isinstance(ev, PiecePlaced):
            p = ev.player
            si = deck.shape_index[ev.piece]
            sup_t = Target(TargetKind.SUPPLY, player=p, shape=si)
            if ev.puzzle not in board.held[p]:
                return []
            card_t = Target(TargetKind.PUZZLE, player=p, puzzle=ev.puzzle,
                            index=board.held[p].index(ev.puzzle))
            card = scene.rect_of(card_t)
            if card is None:
                return []
            board.pieces.setdefault(ev.puzzle, []).append((si, ev.cells))
            cells = mask_to_cells(ev.cells)
            dst = _union([card_cell_rect(card, r, c) for r, c in cells])
            f = self._piece_flight(normalize(cells), deck.shapes[si].colour, sup_t, card_t,
                                   card_cell_size(card), FlightKind.PIECE_PLACED, end=dst)
            if f is None:
                return []
            f.card = ev.puzzle
            return [Beat([f])]
        if isinstance(ev, PuzzleCompleted):
            return self._completion(before, ev, board)
        if isinstance(ev, LockMoved) and before.solo is not None:
            board.locks[ev.column] = max(0, board.locks[ev.column] - 1)
            board.automaton += 1
            f = self._counter(Target(TargetKind.LOCK, index=ev.column), None)
            return [Beat([f])] if f is not None else []
        if isinstance(ev, LocksReturned) and before.solo is not None:
            flights = []
            for col in range(3):
                board.locks[col] = max(0, board.locks[col] - 1)
                f = self._counter(Target(TargetKind.LOCK, index=col), None, leave=True)
                if f is not None:
                    flights.append(f)
            return [Beat(flights)] if flights else []
        if isinstance(ev, OpponentTook) and before.solo is not None:
            return self._automaton_took(before, ev, board)
        return []

    def _reveal(self, before: GameState, replacement: str | None, index: int,
                taken: str) -> list[Beat]:
        """The card turned up to fill a gap: off its deck, face up, into the slot."""
        if replacement is None:
            return []
        deck = before.deck
        puzzle = deck.puzzle_by_id[replacement]
        if before.solo is not None:
            deck_t = Target(TargetKind.DECK, puzzle="solo")
        else:
            deck_t = Target(TargetKind.DECK, puzzle=deck.puzzle_by_id[taken].colour)
        slot_t = Target(TargetKind.ROW_CARD, puzzle=replacement, index=index)
        src = self._scene.rect_of(deck_t)
        dst = self._scene.rect_of(slot_t)
        if src is None or dst is None:
            return []
        item = FlipCardItem(QRectF(0, 0, CARD_W, CARD_H), puzzle, deck, puzzle.colour)
        return [Beat([Flight(item, src, dst, FlightKind.CARD_REVEALED, deck_t, slot_t,
                             on_step=item.set_progress, arc=False)])]

    def _exchange(self, before: GameState, back: PieceReturned, took: PieceTaken) -> list[Beat]:
        """An upgrade or exchange: the old piece goes back, "old -> new" is shown over the
        reserve for a moment, the new piece comes out."""
        deck = before.deck
        old, new = deck.shape_index[back.piece], deck.shape_index[took.piece]
        p = back.player
        beats: list[Beat] = []
        f = self._piece_flight(flat_cells(deck.shapes[old]), deck.shapes[old].colour,
                               Target(TargetKind.SUPPLY, player=p, shape=old),
                               Target(TargetKind.RESERVE, shape=old), 16.0,
                               FlightKind.PIECE_RETURNED)
        if f is not None:
            f.stay = False
            beats.append(Beat([f]))
        a = self._scene.rect_of(Target(TargetKind.RESERVE, shape=old))
        b = self._scene.rect_of(Target(TargetKind.RESERVE, shape=new))
        if a is not None and b is not None:
            mid = a.united(b).center()
            box = QRectF(0, 0, 210, 66)
            where = QRectF(mid.x() - 105, min(a.y(), b.y()) - 30, 210, 66)
            item = ExchangeItem(box, flat_cells(deck.shapes[old]), deck.shapes[old].colour,
                                flat_cells(deck.shapes[new]), deck.shapes[new].colour, 19.0)
            beats.append(Beat([Flight(item, where, where, FlightKind.EXCHANGE, stay=False,
                                      arc=False)], length=1.4))
        g = self._piece_flight(flat_cells(deck.shapes[new]), deck.shapes[new].colour,
                               Target(TargetKind.RESERVE, shape=new),
                               Target(TargetKind.SUPPLY, player=p, shape=new), 16.0,
                               FlightKind.PIECE_TAKEN)
        if g is not None:
            beats.append(Beat([g]))
        return beats

    def _completion(self, before: GameState, ev: PuzzleCompleted, board: _Board) -> list[Beat]:
        """The payoff: the pieces lift back into the supply, the card goes to the pile, its
        points rise over the score and the score counts up."""
        scene = self._scene
        deck = before.deck
        p = ev.player
        if ev.puzzle not in board.held[p]:
            return []
        card_t = Target(TargetKind.PUZZLE, player=p, puzzle=ev.puzzle,
                        index=board.held[p].index(ev.puzzle))
        card = scene.rect_of(card_t)
        pile_t = Target(TargetKind.PILE, player=p)
        pile = scene.rect_of(pile_t)
        if card is None or pile is None:
            return []
        puzzle = deck.puzzle_by_id[ev.puzzle]
        placed = board.pieces.get(ev.puzzle, [])
        # 1. the pieces lift off the card, back into the supply (the card stays, empty)
        empty = FlyerItem(QRectF(0, 0, CARD_W, CARD_H), puzzle=puzzle, deck=deck)
        lift = Beat([Flight(empty, card, card, FlightKind.HOLD, hide=card_t, stay=False,
                            arc=False)], length=1.2,
                    on_start=lambda: self._drop_landed_on(ev.puzzle))
        for si, mask in placed:
            cells = mask_to_cells(mask)
            start = _union([card_cell_rect(card, r, c) for r, c in cells])
            f = self._piece_flight(normalize(cells), deck.shapes[si].colour, card_t,
                                   Target(TargetKind.SUPPLY, player=p, shape=si),
                                   card_cell_size(card), FlightKind.PIECE_LIFTED, start=start)
            if f is not None:
                lift.flights.append(f)
        # 2. the card goes to the pile, "+N" rises over the score, which counts up
        moving = FlyerItem(QRectF(0, 0, CARD_W, CARD_H), puzzle=puzzle, deck=deck)
        old = board.scores[p]
        board.scores[p] = old + ev.points
        to_pile = Beat([Flight(moving, card, pile, FlightKind.CARD_COMPLETED, card_t, pile_t)],
                       length=1.3)
        info = scene.layout.mats[p].info if p < len(scene.layout.mats) else None
        if info is not None:
            # from the score line up over the player's name and kind
            score = QRectF(info.x() + 40, info.bottom() - 46, 64, 28)
            rise = score.translated(0, -52)
            plus = PointsItem(QRectF(0, 0, 64, 28), f"+{ev.points}")

            def count(t: float) -> None:
                plus.set_progress(t)
                scene.show_score(p, old + round(ev.points * t))

            to_pile.flights.append(Flight(plus, score, rise, FlightKind.POINTS,
                                          on_step=count, stay=False, arc=False))
        return [lift, to_pile]

    def _counter(self, src_t: Target | None, dst_t: Target | None, *, leave: bool = False,
                 shift: int = 0) -> Flight | None:
        """A solo counter between a column's lock and the automaton's supply (None), or off
        the table (``leave``); ``shift`` spreads several leaving the supply at once."""
        solo = self._scene.layout.solo
        if solo is None:
            return None
        size = 18.0
        supply = QRectF(solo.supply.x() + 6 * shift, solo.supply.y() + 20, size, size)

        def at(t: Target | None) -> QRectF | None:
            if t is None:
                return supply
            r = self._scene.rect_of(t)
            if r is None:
                return None
            return QRectF(r.x() + 42, r.center().y() - size / 2, size, size)

        start, end = at(src_t), at(dst_t)
        if start is None or end is None:
            return None
        if leave:
            end = QRectF(start.center().x() - 1, start.y() - 30, 2, 2)
        return Flight(FlyerItem(QRectF(0, 0, size, size), counter=True), start, end,
                      FlightKind.COUNTER, src_t, dst_t, stay=False)

    def _automaton_took(self, before: GameState, ev: OpponentTook, board: _Board) -> list[Beat]:
        """Solo: the automaton takes a card to its pile, the gap is filled, and its counters
        (its supply and one from each other column) gather above the card's column."""
        scene = self._scene
        deck = before.deck
        src_t = Target(TargetKind.ROW_CARD, puzzle=ev.puzzle, index=ev.position)
        dst_t = Target(TargetKind.AUTOMATON, index=0)
        src = scene.rect_of(src_t)
        dst = scene.rect_of(dst_t)
        beats: list[Beat] = []
        if src is not None and dst is not None:
            item = FlyerItem(QRectF(0, 0, CARD_W, CARD_H), puzzle=deck.puzzle_by_id[ev.puzzle],
                             deck=deck)
            beats.append(Beat([Flight(item, src, dst, FlightKind.AUTOMATON_TOOK, src_t, dst_t,
                                      src_t)]))
        beats += self._reveal(before, ev.replacement, ev.position, ev.puzzle)
        col = ev.position % 3
        lock_t = Target(TargetKind.LOCK, index=col)
        gather: list[Flight] = []
        for k in range(min(board.automaton, MAX_COUNTERS)):
            f = self._counter(None, lock_t, shift=k)
            if f is not None:
                gather.append(f)
        board.locks[col] += board.automaton
        board.automaton = 0
        for other in range(3):
            if other != col and board.locks[other] > 0:
                board.locks[other] -= 1
                board.locks[col] += 1
                f = self._counter(Target(TargetKind.LOCK, index=other), lock_t)
                if f is not None:
                    gather.append(f)
        if gather:
            beats.append(Beat(gather))
        return beats

    def _piece_flight(self, cells: tuple[tuple[int, int], ...], colour: str, src_t: Target,
                      dst_t: Target, cs: float, kind: FlightKind, *, start: QRectF | None = None,
                      end: QRectF | None = None) -> Flight | None:
        """A piece from one target to another: centred on a pile at the pile's size, or at
        the exact ``start`` / ``end`` rects (cells of a card)."""
        src = self._scene.rect_of(src_t)
        dst = self._scene.rect_of(dst_t)
        if src is None or dst is None:
            return None
        rows = max(r for r, _ in cells) + 1
        cols = max(c for _, c in cells) + 1
        box = QRectF(0, 0, cols * cs, rows * cs)
        item = FlyerItem(box, cells=cells, colour=colour, cell_size=cs)

        def centred(r: QRectF) -> QRectF:
            s = min(r.width() / box.width(), r.height() / box.height(), 1.0) * 0.8
            return QRectF(r.center().x() - box.width() * s / 2,
                          r.center().y() - box.height() * s / 2,
                          box.width() * s, box.height() * s)

        return Flight(item, start if start is not None else centred(src),
                      end if end is not None else centred(dst), kind, src_t, dst_t)
