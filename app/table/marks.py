"""The last turn's changes, marked on the table until the player to move acts.

:class:`TurnMarks` follows the applied actions: it collects the steps of the turn in progress,
and when the turn passes it works out what that turn changed (the cards taken, the puzzles
pieces went on, the supplies that grew or shrank, the row slots refilled, the piles that grew,
the automaton's counters and cards) as targets of the table after the turn. The first action
of the player to move, an undo or another game takes them away. :class:`MarksLayer` shows them
as :class:`~app.table.effects.MarkItem` rings with a word or a count on a badge.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication, QRectF

from app.model.session import AppliedAction, Step
from app.rules import (
    GameState,
    LocksReturned,
    OpponentTook,
    PiecePlaced,
    PuzzleCompleted,
    PuzzleTaken,
)
from app.table.effects import MarkItem
from app.table.items import Target, TargetKind
from app.table.scene import TableScene


class MarkKind(Enum):
    """What happened to a marked thing."""

    TAKEN = "taken"  # a card taken this turn (on a mat, or the automaton's pile)
    PLACED = "placed"  # a puzzle pieces were put on
    COMPLETED = "completed"  # a victory pile that grew
    NEW = "new"  # a card turned up to fill a gap
    CHANGED = "changed"  # a supply pile or a column's counters: ``count`` more or fewer


@dataclass(frozen=True, slots=True)
class Mark:
    """One mark: its kind and, for piles and counters, by how much they changed."""

    kind: MarkKind
    count: int = 0


def mark_text(mark: Mark) -> str:
    """The word or count on a mark's badge, in the interface language."""
    if mark.kind is MarkKind.CHANGED:
        return f"+{mark.count}" if mark.count > 0 else f"\u2212{-mark.count}"
    words = {
        MarkKind.TAKEN: QCoreApplication.translate("TurnMarks", "Taken"),
        MarkKind.PLACED: QCoreApplication.translate("TurnMarks", "Placed"),
        MarkKind.COMPLETED: QCoreApplication.translate("TurnMarks", "Done"),
        MarkKind.NEW: QCoreApplication.translate("TurnMarks", "New"),
    }
    return words[mark.kind]


def _turn_passed(before: GameState, after: GameState) -> bool:
    return (before.current != after.current or before.round != after.round
            or before.phase is not after.phase)


def marks_of(steps: Sequence[Step], after: GameState) -> dict[Target, Mark]:
    """What ``steps`` (one turn) changed, as marks on the table showing ``after``.

    The steps of the player to move in ``after`` are left out (in solo the player moves again
    after the automaton: only the automaton's doing is marked); the automaton's always count.
    """
    if not steps:
        return {}
    to_move = after.current
    ours = [s for s in steps if s.player != to_move]
    taken: set[str] = set()
    placed: set[str] = set()
    new: set[str] = set()
    piles: set[int] = set()
    automaton = False
    lock_steps: list[Step] = []
    for step in steps:
        mine = step.player != to_move
        for ev in step.events:
            if isinstance(ev, PuzzleTaken) and mine:
                taken.add(ev.puzzle)
                if ev.replacement is not None:
                    new.add(ev.replacement)
            elif isinstance(ev, PiecePlaced) and mine:
                placed.add(ev.puzzle)
            elif isinstance(ev, PuzzleCompleted) and mine:
                piles.add(ev.player)
            elif isinstance(ev, OpponentTook):
                automaton = True
                if ev.replacement is not None:
                    new.add(ev.replacement)
                lock_steps.append(step)
            elif isinstance(ev, LocksReturned):
                lock_steps.append(step)
    out: dict[Target, Mark] = {}
    for p, player in enumerate(after.players):
        for k, pz in enumerate(player.puzzles):
            t = Target(TargetKind.PUZZLE, player=p, puzzle=pz.id, index=k)
            if pz.id in taken:
                out[t] = Mark(MarkKind.TAKEN)
            elif pz.id in placed:
                out[t] = Mark(MarkKind.PLACED)
        if p in piles:
            out[Target(TargetKind.PILE, player=p)] = Mark(MarkKind.COMPLETED)
    first = steps[0].before
    for p in sorted({s.player for s in ours}):
        old, now = first.players[p].supply, after.players[p].supply
        for i, (a, b) in enumerate(zip(old, now, strict=True)):
            if a != b:
                out[Target(TargetKind.SUPPLY, player=p, shape=i)] = Mark(MarkKind.CHANGED, b - a)
    if after.solo is not None:
        for pos, pid in enumerate(after.solo.grid):
            if pid is not None and pid in new:
                out[Target(TargetKind.ROW_CARD, puzzle=pid, index=pos)] = Mark(MarkKind.NEW)
        if automaton:
            out[Target(TargetKind.AUTOMATON, index=0)] = Mark(MarkKind.TAKEN)
        if lock_steps and lock_steps[0].before.solo is not None:
            old_locks = lock_steps[0].before.solo.locks
            for col in range(3):
                change = after.solo.locks[col] - old_locks[col]
                if change:
                    out[Target(TargetKind.LOCK, index=col)] = Mark(MarkKind.CHANGED, change)
    else:
        for row in (after.white_row, after.black_row):
            for k, pid in enumerate(row):
                if pid in new:
                    out[Target(TargetKind.ROW_CARD, puzzle=pid, index=k)] = Mark(MarkKind.NEW)
    return out


class TurnMarks:
    """Follows the game's actions and keeps the marks of the last turn (view state only)."""

    def __init__(self) -> None:
        self._steps: list[Step] = []  # the turn in progress
        self.shown: dict[Target, Mark] = {}  # the last turn's marks, shown now
        self._to_move = -1  # whose first action takes them away

    def reset(self) -> None:
        """Another game: nothing marked."""
        self._steps = []
        self.shown = {}
        self._to_move = -1

    def applied(self, applied: AppliedAction) -> None:
        """An action was applied: the first one of the player to move clears the marks; the
        last one of a turn makes that turn's marks."""
        step = applied.step
        if self.shown and step.player == self._to_move:
            self.shown = {}
        self._steps.append(step)
        if _turn_passed(step.before, applied.after):
            self.shown = marks_of(self._steps, applied.after)
            self._to_move = applied.after.current
            self._steps = []

    def undone(self, step: Step) -> None:
        """An action was taken back: it leaves the turn, and no marks are shown."""
        if self._steps and self._steps[-1] == step:
            self._steps.pop()
        self.shown = {}


class MarksLayer:
    """The mark items on the scene, placed over the items they mark."""

    def __init__(self, scene: TableScene) -> None:
        self._scene = scene
        self._items: dict[Target, MarkItem] = {}

    def show(self, marks: dict[Target, Mark]) -> None:
        """Show these marks (and no others); marks already shown in place are kept."""
        wanted: dict[Target, tuple[QRectF, str]] = {}
        for target, mark in marks.items():
            item = self._scene.item_for(target)
            rect = item.rect if item is not None else self._scene.rect_of(target)
            if rect is not None:
                wanted[target] = (QRectF(rect), mark_text(mark))
        for target in list(self._items):
            old = self._items[target]
            if wanted.get(target) != (old.rect, old.text):
                self._drop(target)
        for target, (rect, text) in wanted.items():
            if target not in self._items:
                badge = MarkItem(rect, text)
                self._scene.addItem(badge)
                self._items[target] = badge

    def clear(self) -> None:
        """Show no marks."""
        for target in list(self._items):
            self._drop(target)

    def _drop(self, target: Target) -> None:
        item = self._items.pop(target)
        if item.scene() is not None:
            self._scene.removeItem(item)

    def items(self) -> dict[Target, MarkItem]:
        """The marks on the table now, by target."""
        return dict(self._items)

    def targets(self) -> Iterable[Target]:
        """What is marked now."""
        return list(self._items)
