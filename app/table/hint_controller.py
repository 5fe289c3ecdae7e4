"""Hints at the table: the best next action, and how to finish a puzzle (or why not yet).

:class:`HintController` belongs to the table controller. It asks ``app.ai.hints`` and shows the
answer on the table (overlay items that only draw) and as a sentence on the status line:

- *best next action* (Help menu, H): the hard AI's choice for the human player to move. It
  thinks in a ``QThreadPool`` worker, as the AI seats do, and is cancelled when the state
  changes. The AI is given the state with its face-down decks replaced by a fixed draw of the
  unseen cards, so a hint cannot depend on hidden card order, whatever the AI does. Asked
  during a computer player's turn, the hint says why it waits and comes on the next human
  turn.
- *how to finish* (right-click on one of your puzzles, the context-menu key on a focused one,
  or Help > How to finish, Shift+H): the fewest pieces of the supply that fill the puzzle,
  shown as ghost pieces on the card, or the solver's reason why the supply cannot, in words.
  Planned placements of a master action or Finishing Touches count as placed. The solver
  searches in the same thinking process (up to a quarter of a second on a crafted deck): the
  answer is shown only if the state and the plan it was asked for are still the table's.

Either kind is worked out by one job at a time: a new request replaces the one on its way, and
the tool bar's Hint button says one is coming.

A hint never acts on its own: it goes away when the state changes (the player acted, an undo)
or on Escape. It may act when asked: a click on a piece it marks to place puts that piece where
the hint shows (:meth:`HintController.placement_for`; ``TableController.place_as_hinted``),
one placement per click, as a drag there would. A placement that needs the piece flipped says
so (:func:`must_flip`), in the sentence and on the piece's mark.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Qt, Signal, SignalInstance
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QMenu

from app.i18n import problem_text, reason_text, sentences
from app.model import thinking
from app.model.background import BackgroundOp
from app.model.thinking import decide_request, finish_request
from app.rules import (
    Action,
    Cell,
    ChooseReward,
    Deck,
    EndTurn,
    Finish,
    GameState,
    Mask,
    Master,
    Place,
    Placement,
    Reason,
    TakePiece,
    TakePuzzle,
    Trouble,
    Unfit,
    Upgrade,
    cells_to_mask,
    check,
    mask_to_cells,
    normalize,
    rotate_cells,
    take_piece_options,
)
from app.table.counts import counts
from app.table.hint_overlay import HintGhostItem, HintMarkItem
from app.table.items import Target, TargetKind
from app.table.layout import flat_cells
from app.table.piece_words import mark as piece_mark
from app.table.strings import points_text
from app.templates import fill

if TYPE_CHECKING:
    from app.ai.hints import HintResult
    from app.model.session import GameSession
    from app.solver import Unfillable
    from app.table.actions import ActionRegistry
    from app.table.scene import TableScene, TableUi
    from app.table.tools import Pointer

HINT_BUDGET = 0.8  # seconds the hard AI may think about a hint
HINT_SEED = 0  # the same seed as app.ai.hints, so a hint is reproducible
HINT_LEVEL = "hard"


class HintKind(Enum):
    """What a hint on the table answers."""

    BEST_ACTION = "best_action"
    FINISH = "finish"


@dataclass(frozen=True, slots=True)
class Ghost:
    """A piece the hint would put on a card: shape index (deck order) and card cells."""

    puzzle: str
    shape: int
    mask: Mask


@dataclass(frozen=True, slots=True)
class Mark:
    """An item the hint points at, with a word on its tag (already translated)."""

    target: Target
    tag: str


def mark_item(scene: TableScene, mark: Mark) -> HintMarkItem | None:
    """The ring and tag around ``mark``'s item on the table (None: it is not on the table)."""
    item = scene.item_for(mark.target)
    rect = item.rect if item is not None else scene.rect_of(mark.target)
    if rect is None:
        return None
    if mark.target.kind in (TargetKind.PUZZLE, TargetKind.ROW_CARD):
        ring = rect.adjusted(3, 2, -3, -5)  # the card body, not its shadow margin
    else:
        ring = rect.adjusted(-5, -5, 5, 3)
    return HintMarkItem(ring, mark.tag)


@dataclass(frozen=True, slots=True)
class ShownHint:
    """The hint on the table now: what it answers, for which state, and how it is drawn."""

    kind: HintKind
    state: GameState
    text: str  # what the status line says, pieces marked (app.table.piece_words)
    action: Action | None = None  # BEST_ACTION: the suggested action
    finish: HintResult | None = None  # FINISH: the solver's answer
    ghosts: tuple[Ghost, ...] = ()
    marks: tuple[Mark, ...] = ()
    problem: tuple[str, tuple[Cell, ...]] | None = None  # puzzle and the cells a reason names


@dataclass(frozen=True, slots=True)
class _Asked:
    """The hint being worked out: its kind, the state (and, for how to finish, the plan and the
    puzzle) it is about; its answer is shown only while they are still the table's."""

    kind: HintKind
    state: GameState
    plan: tuple[Placement, ...] = ()
    puzzle: str = ""


# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


def _a(piece: str) -> str:
    """"a T4" / "an L3": the article follows how the id is spoken in English (as the log)."""
    if piece[:1] in ("A", "E", "F", "H", "I", "L", "M", "N", "O", "R", "S", "X"):
        return fill(translate("HintController", "an %1"), piece_mark(piece))
    return fill(translate("HintController", "a %1"), piece_mark(piece))


def _counted(pieces: Sequence[str]) -> str:
    """"O1" / "2 × Z4, I2": pieces with how many of each."""
    counts: dict[str, int] = {}
    for p in pieces:
        counts[p] = counts.get(p, 0) + 1
    return ", ".join(
        piece_mark(p) if n == 1 else fill(translate("HintController", "%1 × %2"), n, piece_mark(p))
        for p, n in counts.items()
    )


def must_flip(deck: Deck, placement: Placement) -> bool:
    """Whether the piece must be flipped to cover the placement's squares: no quarter turn of
    it as the supply shows it (and a drag starts) covers them, so the player presses F."""
    shape = deck.shapes[deck.shape_index[placement.piece]]
    flat = flat_cells(shape)
    return normalize(placement.cells) not in {rotate_cells(flat, k) for k in range(4)}


def click_to_place(text: str) -> str:
    """A hint's sentence that places pieces, followed by the way to let it act."""
    return fill(translate("HintController", "%1. A click on a marked piece puts it where the "
                                            "hint shows."), text)


def unfillable_text(why: Unfillable | None) -> str:
    """The solver's reason why a supply cannot fill a puzzle, in the interface language."""
    if why is None:
        return reason_text(Reason.of(Unfit.NO_COMBINATION))
    return reason_text(why.reason)


# ------------------------------------------------------------------------------------------
# the controller


class Busy(Protocol):
    """Something that may be busy (the table's animations)."""

    @property
    def busy(self) -> bool: ...


class HintHost(Protocol):
    """What the hint controller needs of the table: the game, the scene and view it draws on,
    what the player is planning, and where to say things (the table's controller)."""

    @property
    def session(self) -> GameSession:
        """The game on the table (raises RuntimeError before there is one)."""
        ...

    @property
    def scene(self) -> TableScene: ...

    @property
    def view(self) -> QGraphicsView: ...

    @property
    def ui(self) -> TableUi: ...

    @property
    def animator(self) -> Busy: ...

    def input_allowed(self) -> bool: ...

    def show_status(self, text: str, *, error: bool = False) -> None: ...

    def global_pos_of(self, target: Target) -> QPoint: ...


def _fault(detail: str) -> str:
    """A fault of the program in the interface language, with its technical detail."""
    return problem_text(Reason.of(Trouble.PROGRAM_ERROR, detail=detail))


class HintController(QObject):
    """Asks for hints, shows them on the table and takes them away again."""

    changed = Signal()
    """A hint appeared or went, or one started or stopped being worked out."""

    def __init__(self, host: HintHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.budget = HINT_BUDGET
        self.level = HINT_LEVEL
        self.shown: ShownHint | None = None
        self._items: list[QGraphicsItem] = []
        self._job = BackgroundOp(self)  # one hint worked out at a time
        self._asked: _Asked | None = None  # the hint being worked out
        self._waiting = False  # asked on someone else's turn: comes on the next human turn
        self._cache: tuple[GameState, Action] | None = None
        # a table laid out anew for another window shape moves every card: so do the marks
        host.scene.layout_changed.connect(self._follow_layout)

    # ------------------------------------------------------------------ reading

    @property
    def thinking(self) -> bool:
        """Whether a hint (best action or how to finish) is being worked out."""
        return self._job.running

    @property
    def waiting(self) -> bool:
        """Whether a best-action hint waits for the next human turn."""
        return self._waiting

    def overlay_items(self) -> list[QGraphicsItem]:
        """The items that show the hint on the table now."""
        return list(self._items)

    def _session(self) -> GameSession | None:
        try:
            return self.host.session
        except RuntimeError:  # no game on the table yet
            return None

    def _session_now(self) -> GameSession | None:
        """The session, when a hint can be given now; otherwise None, and the status line says
        why."""
        s = self._session()
        why = self.why_not_now()
        if s is None or why:
            self._say(why, error=True)
            return None
        return s

    def _say(self, text: str, *, error: bool = False) -> None:
        self.host.show_status(text, error=error)

    def why_not_now(self) -> str:
        """Why no hint can be given now ("" if one can)."""
        s = self._session()
        if s is None:
            return translate("HintController", "There is no game on the table")
        if s.is_finished:
            return translate("HintController", "The game is over: there is nothing left to hint")
        if not s.is_human_turn():
            return fill(
                translate("HintController", "No hint now: it is %1's turn (computer player)"),
                s.state.player.name,
            )
        if self.host.animator.busy:
            return translate("HintController", "Wait until the pieces have landed")
        return ""

    # ------------------------------------------------------------------ life cycle

    def reset(self) -> None:
        """A new game on the table: forget everything."""
        self._drop(waiting_too=True)
        self._cache = None

    def stop(self) -> None:
        """Stop thinking (the window closes)."""
        self._cancel_worker()
        self._waiting = False

    def dismiss(self) -> bool:
        """Take the hint away (Escape), stop working one out and forget a waiting request;
        returns whether there was anything to take away."""
        had = self.shown is not None or self.thinking or self._waiting
        was_waiting = self._waiting
        self._drop(waiting_too=True)
        if was_waiting:
            self._waiting = False
            self._say(translate("HintController", "Hint request forgotten"))
            self.changed.emit()
        return had

    def on_state_changed(self) -> None:
        """The game moved on (an action, an undo): the hint is out of date."""
        self._drop(waiting_too=False)

    def on_plan_changed(self) -> None:
        """The plan of a master action or Finishing Touches changed: a how-to-finish hint being
        worked out for the old plan is dropped."""
        asked = self._asked
        if self.thinking and asked is not None and asked.kind is HintKind.FINISH and \
                asked.plan != tuple(self.host.ui.plan):
            self._cancel_worker()
            self._say(fill(translate("HintController", "How to finish %1: dropped, your "
                                     "planned pieces changed. Ask again"), asked.puzzle))

    def on_turn_shown(self) -> None:
        """The table shows a settled state: a waiting request is answered if a person may act."""
        if self._waiting and self.host.input_allowed():
            s = self._session()
            if s is not None:
                self._waiting = False
                self._start(s.state)

    def _drop(self, *, waiting_too: bool) -> None:
        self._cancel_worker()
        if waiting_too:
            self._waiting = False
        had = self.shown is not None
        self._clear_items()
        self.shown = None
        if had:
            self.changed.emit()

    def _cancel_worker(self) -> None:
        if self._job.running:
            self._job.cancel()
            self._asked = None
            self.changed.emit()

    def _clear_items(self) -> None:
        scene = self.host.scene
        for item in self._items:
            if item.scene() is scene:
                scene.removeItem(item)
        self._items = []

    # ------------------------------------------------------------------ best next action

    def request_best_action(self) -> None:
        """Help > Hint: work out the best next action for the human player to move."""
        s = self._session()
        if s is None:
            self._say(self.why_not_now(), error=True)
            return
        if s.is_finished:
            self._say(self.why_not_now(), error=True)
            return
        if not s.is_human_turn():
            self._drop(waiting_too=True)
            self._waiting = True
            self._say(
                fill(
                    translate(
                        "HintController",
                        "Hint requested: it comes on your turn, %1 (computer player) is "
                        "playing now. Escape forgets it",
                    ),
                    s.state.player.name,
                )
            )
            self.changed.emit()
            return
        if self.host.animator.busy:
            self._waiting = True
            self._say(
                translate("HintController", "Hint requested: it comes when the pieces have landed")
            )
            self.changed.emit()
            return
        self._start(s.state)

    def _start(self, state: GameState) -> None:
        if self._cache is not None and self._cache[0] is state:
            self._show_best(state, self._cache[1])
            return
        asked = self._asked
        if self.thinking and asked is not None and asked.kind is HintKind.BEST_ACTION and \
                asked.state is state:
            return
        self._drop(waiting_too=True)
        # the hard AI thinks in the thinking process, on what the player may see only
        request = decide_request(state, self.level, HINT_SEED, self.budget)

        def think(cancelled: Callable[[], bool], _progress: Callable[[int, int], None],
                  notice: Callable[[Any], None]) -> object:
            # a restarted thinking process is said: a notice, before the answer
            return thinking.decide(request, cancelled, notice)

        self._asked = _Asked(HintKind.BEST_ACTION, state)
        self._job.stream(think, self._on_notice, self._on_found, self._on_failed)
        self._say(translate("HintController", "Hint: looking for a good next move…"))
        self.changed.emit()

    def _current(self, asked: _Asked) -> bool:
        """Whether the table still shows what ``asked`` is about (the state, and the plan for
        how to finish)."""
        s = self._session()
        if s is None or asked.state is not s.state:
            return False
        return asked.kind is not HintKind.FINISH or asked.plan == tuple(self.host.ui.plan)

    def _on_found(self, answer: object) -> None:
        asked = self._asked
        self._asked = None
        if asked is None or not self._current(asked):  # stale: the table moved on
            self.changed.emit()
            return
        if asked.kind is HintKind.FINISH:
            from app.ai.hints import HintResult

            if isinstance(answer, HintResult) and answer.puzzle == asked.puzzle:
                self._show_finish(asked.state, answer)
            else:  # work_out_finish promises a HintResult; never show anything else
                self._on_failed_finish(asked.puzzle, f"{answer!r}"[:80])
            return
        action = answer
        state = asked.state
        if not isinstance(action, Action):
            self.changed.emit()
            return
        why = check(state, action)
        if why is not None:  # the AI promises legal actions; never show anything else
            self._say(
                fill(
                    translate(
                        "HintController", "No hint: the suggestion was against the rules (%1)"
                    ),
                    reason_text(why),
                ),
                error=True,
            )
            self.changed.emit()
            return
        self._cache = (state, action)
        self._show_best(state, action)

    def _on_notice(self, _detail: object) -> None:
        # the thinking process was restarted and asked again (the detail is technical)
        self._say(translate("HintController", "The helper process that works out hints had to "
                            "be restarted; the hint is asked again."), error=True)

    def _on_failed(self, message: str) -> None:
        asked = self._asked
        self._asked = None
        if asked is not None and asked.kind is HintKind.FINISH:
            self._on_failed_finish(asked.puzzle, message)
            return
        self._say(fill(translate("HintController", "No hint: %1"), _fault(message)), error=True)
        self.changed.emit()

    def _on_failed_finish(self, puzzle_id: str, message: str) -> None:
        # said once; the next request starts a fresh thinking process (app.model.worker)
        self._say(fill(translate("HintController", "How to finish %1 could not be worked out "
                                 "(%2). Ask again to try once more"), puzzle_id,
                       _fault(message)),
                  error=True)
        self.changed.emit()

    def _show_best(self, state: GameState, action: Action) -> None:
        text, ghosts, marks = self.describe(state, action)
        self._show(ShownHint(HintKind.BEST_ACTION, state, text, action=action,
                             ghosts=ghosts, marks=marks))

    def describe(self, state: GameState, action: Action
                 ) -> tuple[str, tuple[Ghost, ...], tuple[Mark, ...]]:
        """The sentence, ghosts and marks that show ``action`` as a hint."""
        deck = state.deck
        me = state.current

        def supply(piece: str, tag: str) -> Mark:
            return Mark(Target(TargetKind.SUPPLY, player=me, shape=deck.shape_index[piece]), tag)

        def reserve(shape: int, tag: str) -> Mark:
            return Mark(Target(TargetKind.RESERVE, shape=shape), tag)

        def placed(pls: Sequence[Placement]) -> tuple[Ghost, ...]:
            return tuple(Ghost(p.puzzle, deck.shape_index[p.piece], cells_to_mask(p.cells))
                         for p in pls)

        def to_place(pls: Sequence[Placement]) -> tuple[Mark, ...]:
            """A "place" mark on each supply pile the placements draw on, once per piece
            ("place flipped" when it must be flipped)."""
            flipped = {p.piece for p in pls if must_flip(deck, p)}
            return tuple(supply(piece, translate("HintController", "place flipped")
                                if piece in flipped else translate("HintController", "place"))
                         for piece in dict.fromkeys(p.piece for p in pls))

        def listing(pls: Sequence[Placement]) -> str:
            return ", ".join(
                fill(translate("HintController", "the %1 on %2, flipped") if must_flip(deck, p)
                     else translate("HintController", "the %1 on %2"),
                     piece_mark(p.piece), p.puzzle)
                for p in pls
            )

        if isinstance(action, TakePuzzle):
            pz = deck.puzzle_by_id[action.puzzle]
            where = (
                translate("HintController", "the grid")
                if state.solo is not None
                else translate("HintController", "the row")
            )
            text = fill(
                translate("HintController", "Hint: take %1 from %2 (%3, reward %4)"),
                pz.id,
                where,
                points_text(pz.points),
                piece_mark(pz.reward),
            )
            return (
                text,
                (),
                (Mark(self._row_target(state, pz.id), translate("HintController", "take")),),
            )
        if isinstance(action, TakePiece):
            opts = take_piece_options(state)
            shape = deck.shape_index[action.piece] if action.piece is not None else (
                opts[0] if opts else -1)
            name = deck.shapes[shape].id if shape >= 0 else "?"
            text = fill(translate("HintController", "Hint: take %1 from the reserve"), _a(name))
            return (
                text,
                (),
                ((reserve(shape, translate("HintController", "take")),) if shape >= 0 else ()),
            )
        if isinstance(action, Upgrade):
            src, dst = deck.shape_index[action.source], deck.shape_index[action.target]
            if deck.levels[dst] > deck.levels[src]:
                text = fill(
                    translate("HintController", "Hint: upgrade your %1 to %2"),
                    piece_mark(action.source),
                    _a(action.target),
                )
                tag = translate("HintController", "upgrade")
            else:
                text = fill(
                    translate("HintController", "Hint: exchange your %1 for %2"),
                    piece_mark(action.source),
                    _a(action.target),
                )
                tag = translate("HintController", "exchange")
            return (
                text,
                (),
                (
                    supply(action.source, tag),
                    reserve(dst, fill(translate("HintController", "for %1"), action.target)),
                ),
            )
        if isinstance(action, Place):
            pl = Placement(action.puzzle, action.piece, action.cells)
            text = fill(
                translate("HintController", "Hint: place the %1 on %2 as shown, flipped (F "
                          "while you hold it)") if must_flip(deck, pl) else
                translate("HintController", "Hint: place the %1 on %2 as shown"),
                piece_mark(action.piece),
                action.puzzle,
            )
            return click_to_place(text), placed([pl]), to_place([pl])
        if isinstance(action, Master):
            text = fill(translate("HintController", "Hint: master action: place %1 as shown"),
                        listing(action.placements))
            return (click_to_place(text), placed(action.placements),
                    to_place(action.placements))
        if isinstance(action, ChooseReward):
            text = fill(
                translate("HintController", "Hint: choose the %1 as your reward"),
                piece_mark(action.piece),
            )
            return (
                text,
                (),
                (reserve(deck.shape_index[action.piece], translate("HintController", "choose")),),
            )
        if isinstance(action, Finish):
            if not action.placements:
                return (
                    translate(
                        "HintController",
                        "Hint: place nothing more and press Done: every piece would cost a point",
                    ),
                    (),
                    (),
                )
            n = len(action.placements)
            text = fill(
                translate(
                    "HintController", "Hint: Finishing Touches: place %1 (-%2), then press Done"
                ),
                listing(action.placements),
                points_text(n),
            )
            return (click_to_place(text), placed(action.placements),
                    to_place(action.placements))
        if isinstance(action, EndTurn):
            return translate("HintController", "Hint: end your turn now"), (), ()
        return fill(translate("HintController", "Hint: %1"), str(action)), (), ()

    def _row_target(self, state: GameState, puzzle_id: str) -> Target:
        if state.solo is not None:
            return Target(TargetKind.ROW_CARD, puzzle=puzzle_id,
                          index=state.solo.grid.index(puzzle_id))
        row = state.white_row if puzzle_id in state.white_row else state.black_row
        return Target(TargetKind.ROW_CARD, puzzle=puzzle_id, index=row.index(puzzle_id))

    # ------------------------------------------------------------------ how to finish a puzzle

    def request_finish(self, puzzle_id: str) -> bool:
        """Work out how the supply of the human player to move finishes ``puzzle_id``, or why
        it cannot, in the thinking process; the answer is shown when it comes, if the state
        and the plan are still the same. Returns whether it is on its way (False when no hint
        can be given now: the status line says why)."""
        s = self._session_now()
        if s is None:
            return False
        state = s.state
        if state.player.puzzle(puzzle_id) is None:
            self._say(
                fill(translate("HintController", "%1 is not one of your puzzles"), puzzle_id),
                error=True,
            )
            return False
        from app.ai.hints import with_plan

        asked = _Asked(HintKind.FINISH, state, tuple(self.host.ui.plan), puzzle_id)
        if self.thinking and self._asked == asked:
            return True  # asked again while on its way: it still comes
        self._drop(waiting_too=True)
        request = finish_request(with_plan(state, asked.plan), puzzle_id)

        def work(cancelled: Callable[[], bool], _progress: Callable[[int, int], None]) -> object:
            return thinking.work_out_finish(request, cancelled)

        self._asked = asked
        self._job.start(work, self._on_found, self._on_failed)
        self._say(fill(translate("HintController", "How to finish %1: working it out…"),
                       puzzle_id))
        self.changed.emit()
        return True

    def _show_finish(self, state: GameState, result: HintResult) -> None:
        """Show the solver's answer of how to finish ``result.puzzle`` in ``state``."""
        puzzle_id = result.puzzle
        deck = state.deck
        card = Target(TargetKind.PUZZLE, player=state.current, puzzle=puzzle_id,
                      index=[p.id for p in state.player.puzzles].index(puzzle_id))
        if result.placements is not None:
            ghosts = tuple(Ghost(puzzle_id, deck.shape_index[p.piece], cells_to_mask(p.cells))
                           for p in result.placements)
            ids = _counted([p.piece for p in result.placements])
            flipped = list(dict.fromkeys(p.piece for p in result.placements
                                         if must_flip(deck, p)))
            if flipped:
                text = fill(translate("HintController", "To finish %1, place %2 as shown, "
                                      "flipping the %3 (F while you hold it)"), puzzle_id, ids,
                            ", ".join(piece_mark(p) for p in flipped))
            else:
                text = fill(translate("HintController", "To finish %1, place %2 as shown"),
                            puzzle_id, ids)
            self._show(ShownHint(HintKind.FINISH, state, click_to_place(text), finish=result,
                                 ghosts=ghosts,
                                 marks=(Mark(card, translate("HintController", "how to finish")),)))
            return
        if result.too_hard:  # unknown: never said as "cannot be finished"
            self._show(ShownHint(
                HintKind.FINISH, state,
                fill(translate("HintController", "%1 has too many possibilities: the solver "
                               "could not work out in time whether your supply can finish it"),
                     puzzle_id),
                finish=result, marks=(Mark(card, translate("HintController", "too hard")),)))
            return
        text = fill(
            translate("HintController", "%1 cannot be finished with your supply. %2"),
            puzzle_id,
            unfillable_text(result.unfillable),
        )
        if len(result.missing) == 1:
            text = sentences(text, fill(
                translate("HintController", "Missing piece: %1 (the reserve has one)."),
                piece_mark(result.missing[0]),
            ))
        elif result.missing:
            text = sentences(text, fill(
                translate("HintController", "Missing pieces: %1 (the reserve has them)."),
                _counted(result.missing),
            ))
        cells = result.unfillable.cells if result.unfillable is not None else ()
        self._show(ShownHint(HintKind.FINISH, state, text, finish=result,
                             marks=(Mark(card, translate("HintController", "not yet")),),
                             problem=(puzzle_id, cells) if cells else None))

    def ask_finish(self) -> QMenu | None:
        """Help > How to finish: the focused puzzle, the only one, or a menu to pick one
        (returned, and shown at the player's mat)."""
        s = self._session_now()
        if s is None:
            return None
        state = s.state
        puzzles = state.player.puzzles
        focus = self.host.ui.focus
        if focus is not None and focus.kind is TargetKind.PUZZLE and \
                focus.player == state.current and state.player.puzzle(focus.puzzle):
            self.request_finish(focus.puzzle)
            return None
        if not puzzles:
            self._say(
                translate("HintController", "You have no puzzle to finish: take one first"),
                error=True,
            )
            return None
        if len(puzzles) == 1:
            self.request_finish(puzzles[0].id)
            return None
        menu = QMenu(self.host.view)
        menu.setObjectName("finishHintChooser")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        menu.addSection(translate("HintController", "How to finish which puzzle?"))
        from app.ai.hints import with_plan

        planned = with_plan(state, self.host.ui.plan)
        for k, pz in enumerate(planned.player.puzzles):
            puzzle = state.deck.puzzle_by_id[pz.id]
            empty = (puzzle.mask & ~pz.filled).bit_count()
            template = counts().empty_squares(empty)
            act = menu.addAction(fill(template, pz.id, points_text(puzzle.points)))
            act.setObjectName(f"finish:{pz.id}")
            if k < 9:
                act.setShortcut(QKeySequence(str(k + 1)))
            act.triggered.connect(lambda _c=False, pid=pz.id: self.request_finish(pid))
        first = Target(TargetKind.PUZZLE, player=state.current, puzzle=puzzles[0].id, index=0)
        menu.popup(self.host.global_pos_of(first))
        return menu

    def puzzle_menu(self, puzzle_id: str) -> QMenu:
        """The context menu of one of the player's puzzles."""
        menu = QMenu(self.host.view)
        menu.setObjectName("puzzleMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        act = menu.addAction(fill(translate("HintController", "How to finish %1"), puzzle_id))
        act.setObjectName("finishHint")
        act.triggered.connect(lambda: self.request_finish(puzzle_id))
        best = menu.addAction(translate("HintController", "Hint: best next action"))
        best.setObjectName("bestHint")
        best.triggered.connect(self.request_best_action)
        return menu

    def _own_puzzle(self, target: Target | None) -> bool:
        s = self._session()
        return (s is not None and target is not None and target.kind is TargetKind.PUZZLE
                and s.is_human_turn() and target.player == s.state.current
                and s.state.player.puzzle(target.puzzle) is not None)

    def context_menu(self, p: Pointer) -> bool:
        """A right click: on one of the player's own puzzles it opens the puzzle's menu."""
        hit = self.host.scene.target_at(p.pos)
        if hit is None or not self._own_puzzle(hit[0]):
            return False
        self.puzzle_menu(hit[0].puzzle).popup(p.global_pos)
        return True

    def key_press(self, key: int, modifiers: Qt.KeyboardModifier) -> bool:
        """The menu key (or Shift+F10) on a focused puzzle of the player opens its menu."""
        menu_key = key == Qt.Key.Key_Menu or (
            key == Qt.Key.Key_F10 and bool(modifiers & Qt.KeyboardModifier.ShiftModifier))
        focus = self.host.ui.focus
        if not menu_key or focus is None or not self._own_puzzle(focus):
            return False
        self.puzzle_menu(focus.puzzle).popup(self.host.global_pos_of(focus))
        return True

    # ------------------------------------------------------------------ showing

    def _show(self, hint: ShownHint) -> None:
        self._clear_items()
        scene = self.host.scene
        deck = hint.state.deck
        by_card: dict[str, list[tuple[tuple[Cell, ...], str]]] = {}
        for g in hint.ghosts:
            by_card.setdefault(g.puzzle, []).append((mask_to_cells(g.mask),
                                                     deck.shapes[g.shape].colour))
        crosses: dict[str, tuple[Cell, ...]] = {}
        if hint.problem is not None:
            crosses[hint.problem[0]] = hint.problem[1]
        for pid in dict.fromkeys([*by_card, *crosses]):
            card = scene.card_item(pid)
            if card is not None:
                self._add(HintGhostItem(card.rect, by_card.get(pid, ()), crosses.get(pid, ())))
        for mark in hint.marks:
            ring = mark_item(scene, mark)
            if ring is not None:
                self._add(ring)
        self.shown = hint
        self._say(hint.text)
        self.changed.emit()

    def placement_for(self, shape: int, plan: Sequence[Placement] = ()) -> Placement | None:
        """The placement the hint shown makes with a piece of ``shape`` and that ``plan`` does
        not hold yet (None: the hint places no such piece, or is about an older state)."""
        hint, s = self.shown, self._session()
        if hint is None or s is None or hint.state is not s.state:
            return None
        deck = hint.state.deck
        for g in hint.ghosts:
            if g.shape != shape:
                continue
            cells = mask_to_cells(g.mask)
            if any(p.puzzle == g.puzzle and set(p.cells) == set(cells) for p in plan):
                continue
            return Placement(g.puzzle, deck.shapes[shape].id, cells)
        return None

    def wants_master(self) -> bool:
        """Whether the hint shown is a master action (its pieces are planned, then
        confirmed)."""
        return self.shown is not None and isinstance(self.shown.action, Master)

    def _follow_layout(self) -> None:
        if self.shown is not None:
            self._show(self.shown)

    def _add(self, item: QGraphicsItem) -> None:
        self.host.scene.addItem(item)
        self._items.append(item)


# ------------------------------------------------------------------------------------------
# the window's commands


class HintActions(QObject):
    """The hint commands of a game window: Help menu entries, shortcuts, a tool bar button.

    They add themselves to the window's :class:`~app.table.actions.ActionRegistry` by id:
    before "rules" in the "help" menu, and after "cancel" on the "turn_bar".
    """

    def __init__(self, hints: HintController, registry: ActionRegistry,
                 session: Callable[[], GameSession | None],
                 commands_changed: SignalInstance) -> None:
        super().__init__(hints)
        self.setObjectName("hintActions")
        self.hints = hints
        self._session = session
        self.act_hint = QAction(self.tr("&Hint: best next action"), self)
        self.act_hint.setObjectName("actHint")
        self.act_hint.setShortcut(QKeySequence("H"))
        self.act_hint.setIconText(self.tr("Hint"))
        self.act_hint.setToolTip(self.tr("Show what a strong player would do now (H); it acts "
                                         "only when you click a piece it marks, Escape hides it"))
        self.act_hint.triggered.connect(self.hints.request_best_action)
        self.act_finish = QAction(self.tr("How to &finish a puzzle…"), self)
        self.act_finish.setObjectName("actFinishHint")
        self.act_finish.setShortcut(QKeySequence("Shift+H"))
        self.act_finish.setToolTip(self.tr("Show how your supply can finish one of your puzzles, "
                                      "or why it cannot yet (Shift+H)"))
        self.act_finish.triggered.connect(self.hints.ask_finish)
        registry.register("hint", self.act_hint)
        registry.register("finish_hint", self.act_finish)
        registry.place(["hint", "finish_hint"], "help", before="rules", separator=True)
        registry.place(["hint"], "turn_bar", after="cancel")
        commands_changed.connect(self.update_actions)
        self.hints.changed.connect(self.update_actions)
        self.update_actions()

    def update_actions(self) -> None:
        """Hints are there while a game goes on (on others' turns they say why they wait)."""
        s = self._session()
        on = s is not None and not s.is_finished
        self.act_hint.setEnabled(on)
        self.act_finish.setEnabled(on)
        # the tool bar button says when a hint is on its way
        busy = self.hints.waiting or self.hints.thinking
        self.act_hint.setIconText(self.tr("Hint (coming…)") if busy else self.tr("Hint"))


__all__ = [
    "HINT_BUDGET",
    "Ghost",
    "HintActions",
    "HintController",
    "HintGhostItem",
    "HintKind",
    "HintMarkItem",
    "Mark",
    "ShownHint",
    "unfillable_text",
]
