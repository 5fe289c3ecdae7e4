"""Gestures of the editor: painting a puzzle's cells and drawing a piece.

A tool receives press / move / release in card cells from a view and pushes commands; it never
changes the document itself. The first cell of a stroke decides what the stroke does: on a
solid cell it paints (makes cells recessed), on a recessed cell it erases.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from app.model.deck_document import DeckDocument, PieceProblem
from app.rules import CARD_SIZE, Cell, cell_bit, normalize
from app.templates import fill
from editor.commands import PaintCellsCommand, SetPieceCellsCommand, new_stroke


class StrokeTool(QObject):
    """What both tools share: a stroke from press to release, and each new cell it reaches.

    A stroke is one undo step (its commands share :func:`new_stroke`'s number); a cell reached
    twice in a row counts once. Subclasses say what a reached cell does in :meth:`_reach`.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc: DeckDocument | None = None
        self.stack: QUndoStack | None = None
        self._stroke = 0
        self._last: Cell | None = None

    @property
    def active(self) -> bool:
        """Whether a stroke is in progress."""
        return bool(self._stroke)

    def _begin_stroke(self) -> None:
        self._stroke = new_stroke()
        self._last = None

    def mouse_move(self, cell: Cell | None) -> None:
        """The pointer is over another cell (None: off the grid)."""
        if not self._stroke or cell is None or cell == self._last:
            return
        self._last = cell
        self._reach(cell)

    def _reach(self, cell: Cell) -> None:
        """The stroke reached a new cell."""
        raise NotImplementedError

    def mouse_release(self) -> None:
        """End the stroke."""
        self._stroke = 0
        self._last = None


class PaintCellsTool(StrokeTool):
    """Click or drag over a puzzle card to paint or erase its recessed cells.

    Every cell a stroke reaches is pushed as a :class:`PaintCellsCommand` of that stroke, so
    the card updates live and the whole stroke undoes in one step.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._paint = True
        self._puzzle: str | None = None

    def activate(self, doc: DeckDocument | None, stack: QUndoStack | None) -> None:
        """Work on this document (None: nothing to edit)."""
        self.deactivate()
        self.doc, self.stack = doc, stack

    def deactivate(self) -> None:
        """End any stroke in progress."""
        self.mouse_release()

    def mouse_press(self, puzzle_id: str, cell: Cell) -> None:
        """Start a stroke on a cell of a puzzle."""
        doc = self.doc
        if doc is None or self.stack is None or doc.read_only or not doc.has_puzzle(puzzle_id):
            return
        self._begin_stroke()
        self._puzzle = puzzle_id
        self._paint = not doc.puzzle(puzzle_id).mask & cell_bit(*cell)
        self.mouse_move(cell)

    def _reach(self, cell: Cell) -> None:
        doc, stack, pid = self.doc, self.stack, self._puzzle
        if doc is None or stack is None or pid is None or not doc.has_puzzle(pid):
            return
        mask = doc.puzzle(pid).mask
        bit = cell_bit(*cell)
        if bool(mask & bit) == self._paint:
            return
        stack.push(PaintCellsCommand(doc, pid, bit, self._paint, self._stroke))

    def mouse_release(self) -> None:
        """End the stroke."""
        super().mouse_release()
        self._puzzle = None


def problem_text(problem: PieceProblem, other: str | None) -> str:
    """Why a drawn shape is not (yet) the piece, in words for the piece editor."""
    translate = QCoreApplication.translate
    if problem is PieceProblem.EMPTY:
        return translate(
            "tools", "A piece needs at least one square. Draw its squares on the grid."
        )
    if problem is PieceProblem.TOO_BIG:
        return translate("tools", "A piece has at most 5 squares. Remove one to use this drawing.")
    if problem is PieceProblem.DISCONNECTED:
        return translate("tools", "The squares of a piece must touch side by side. Join them up.")
    return fill(translate(
        "tools",
        "This is the same shape as %1 (up to rotation and reflection): refused. "
        "Keep drawing to make another shape.",
    ), other or "?")


class DrawPieceTool(StrokeTool):
    """Draw a piece on a 5x5 grid.

    The drawing (UI state) may pass through shapes a piece cannot have - no squares,
    squares that do not touch, more than five, or the shape of another piece. Whenever it is
    a shape the deck accepts, it becomes the piece's shape (a :class:`SetPieceCellsCommand`,
    one undo step per stroke); otherwise the piece keeps its last good shape and
    :attr:`problem_changed` says why the drawing is refused.
    """

    sketch_changed = Signal()
    problem_changed = Signal(str)  # translated explanation, "" when the drawing is the piece

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.piece_id: str | None = None
        self.sketch: frozenset[Cell] = frozenset()
        self.problem = ""
        self._add = True

    def activate(self, doc: DeckDocument | None, stack: QUndoStack | None) -> None:
        """Work on this document."""
        self.doc, self.stack = doc, stack
        self.set_piece(None)

    def set_piece(self, piece_id: str | None) -> None:
        """Draw this piece (its shape, centred on the grid, becomes the drawing)."""
        self.piece_id = piece_id
        self._stroke = 0
        self.reset_sketch()

    def reset_sketch(self) -> None:
        """Make the drawing the piece's shape again (after undo, or another piece)."""
        doc = self.doc
        if doc is None or self.piece_id is None or not doc.has_piece(self.piece_id):
            self.sketch = frozenset()
        else:
            self.sketch = frozenset(centred(doc.piece(self.piece_id).cells))
        self._set_problem("")
        self.sketch_changed.emit()

    def piece_changed(self) -> None:
        """The document's piece changed: keep the drawing where it is if it shows the same
        shape, otherwise show the new shape."""
        doc = self.doc
        if doc is None or self.piece_id is None or not doc.has_piece(self.piece_id):
            self.reset_sketch()
            return
        if normalize(self.sketch) != doc.piece(self.piece_id).cells:
            self.reset_sketch()

    def _set_problem(self, text: str) -> None:
        if text != self.problem:
            self.problem = text
            self.problem_changed.emit(text)

    @property
    def editable(self) -> bool:
        """Whether there is a piece to draw that may be changed."""
        doc = self.doc
        return (
            doc is not None
            and self.stack is not None
            and not doc.read_only
            and self.piece_id is not None
            and doc.has_piece(self.piece_id)
        )

    def mouse_press(self, cell: Cell) -> None:
        """Start a stroke: add squares from an empty cell, remove them from a drawn one."""
        if not self.editable:
            return
        self._begin_stroke()
        self._add = cell not in self.sketch
        self.mouse_move(cell)

    def _reach(self, cell: Cell) -> None:
        if (cell in self.sketch) == self._add:
            return
        self.sketch = self.sketch | {cell} if self._add else self.sketch - {cell}
        self._commit()
        self.sketch_changed.emit()

    def _commit(self) -> None:
        doc, stack, pid = self.doc, self.stack, self.piece_id
        if doc is None or stack is None or pid is None:
            return
        cells = tuple(sorted(self.sketch))
        problem = doc.piece_problem(cells, ignore=pid)
        if problem is not None:
            self._set_problem(problem_text(*problem))
            return
        self._set_problem("")
        if normalize(cells) != doc.piece(pid).cells:
            stack.push(SetPieceCellsCommand(doc, pid, normalize(cells), self._stroke))


def centred(cells: tuple[Cell, ...]) -> tuple[Cell, ...]:
    """Cells of a shape placed in the middle of the 5x5 grid."""
    norm = normalize(cells)
    if not norm:
        return ()
    h = max(r for r, _ in norm) + 1
    w = max(c for _, c in norm) + 1
    dr, dc = (CARD_SIZE - h) // 2, (CARD_SIZE - w) // 2
    return tuple((r + dr, c + dc) for r, c in norm)
