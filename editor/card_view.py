"""The big card of the puzzle editor and the drawing grid of the piece editor.

Both views only paint (with the game's renderer) and pass mouse and keyboard gestures, in card
cells, to their tool. The keyboard works too: the arrow keys move a focus ring over the cells
and Space paints or erases the cell under it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.model.deck_document import DeckDocument
from app.render import (
    card_cell_at,
    card_cell_rect,
    fit_card_rect,
    paint_piece,
    paint_puzzle_card,
    paint_table_background,
)
from app.rules import CARD_SIZE, Cell, Mask, cell_bit, normalize
from editor.tools import DrawPieceTool, PaintCellsTool, StrokeTool

_MOVES = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}


def _moved_focus(cell: Cell, key: Qt.Key) -> Cell:
    """The focus cell after an arrow key, kept on the 5x5 grid."""
    dr, dc = _MOVES[key]
    r, c = cell
    return min(max(r + dr, 0), CARD_SIZE - 1), min(max(c + dc, 0), CARD_SIZE - 1)


def _paint_cursor(p: QPainter, rect: QRectF, *, focus: bool, paint: bool) -> None:
    """The hovered or focused cell: a rounded ring, solid for painting, dashed for erasing."""
    s = rect.width()
    r = rect.adjusted(s * 0.06, s * 0.06, -s * 0.06, -s * 0.06)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setBrush(QColor(255, 201, 60, 60) if paint else QColor(226, 65, 47, 40))
    style = Qt.PenStyle.SolidLine if paint else Qt.PenStyle.DashLine
    p.setPen(QPen(QColor("#7a4d00") if focus else QColor("#ffc93c"), s * 0.06, style))
    p.drawRoundedRect(r, s * 0.14, s * 0.14)
    p.restore()


class _CellGrid(QWidget):
    """What both views share: a hovered cell, a keyboard focus cell, and the gestures.

    Mouse and keys become cells; a subclass says where its cells are (:meth:`cell_at`), whether
    they may be edited, and how its tool starts a stroke. Space is a stroke of one cell.
    """

    def __init__(self, tool: StrokeTool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tool = tool
        self._hover: Cell | None = None
        self._focus_cell: Cell = (2, 2)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def cell_at(self, pos: QPointF) -> Cell | None:
        """The cell under a point of the widget, or None off the grid."""
        raise NotImplementedError

    def _editable(self) -> bool:
        raise NotImplementedError

    def _press(self, cell: Cell) -> None:
        """Start a stroke on this cell."""
        raise NotImplementedError

    def _hover_changed(self, cell: Cell | None) -> None:
        """The hovered cell changed (None: off the grid)."""

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self._editable():
            return super().mousePressEvent(event)
        cell = self.cell_at(event.position())
        if cell is not None:
            self._focus_cell = cell
            self._press(cell)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        if cell != self._hover:
            self._hover = cell
            self._hover_changed(cell)
            self.update()
        # a stroke lasts from press to release, whatever buttons() says mid-way
        self.tool.mouse_move(cell)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.tool.mouse_release()
        event.accept()

    def leaveEvent(self, event: object) -> None:
        self._hover = None
        self._hover_changed(None)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in _MOVES:
            self._focus_cell = _moved_focus(self._focus_cell, key)
            self.update()
            return
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._editable():  # one cell as a step of its own
                self._press(self._focus_cell)
                self.tool.mouse_release()
            return
        super().keyPressEvent(event)

    # focus in and out repaint the focus ring: QWidget's own handlers update() the widget


class PuzzleCardView(_CellGrid):
    """A puzzle card painted exactly as in the game; click or drag to paint or erase cells."""

    cell_hovered = Signal(int, int)  # row, col; (-1, -1) off the grid

    def __init__(self, tool: PaintCellsTool, parent: QWidget | None = None) -> None:
        super().__init__(tool, parent)
        self.tool: PaintCellsTool = tool
        self.doc: DeckDocument | None = None
        self.puzzle_id: str | None = None
        self.filling: tuple[tuple[int, Mask], ...] = ()
        """Pieces shown on the card (one filling the solver found), as the renderer takes them."""
        self.setMinimumSize(260, 300)
        self.setAccessibleName(self.tr("Puzzle card"))
        self.setAccessibleDescription(
            self.tr("Click or drag to paint recessed cells; arrow keys and Space work too.")
        )

    def sizeHint(self) -> QSize:
        return QSize(440, 520)

    def set_document(self, doc: DeckDocument | None) -> None:
        """Show puzzles of this document."""
        if self.doc is not None:
            self.doc.changed.disconnect(self.update)
        self.doc = doc
        self.puzzle_id = None
        if doc is not None:
            doc.changed.connect(self.update)
        self._update_cursor()
        self.update()

    def set_puzzle(self, puzzle_id: str | None) -> None:
        """Show this puzzle (None: none)."""
        self.tool.mouse_release()
        self.puzzle_id = puzzle_id
        self._update_cursor()
        self.update()

    def set_filling(self, pieces: tuple[tuple[int, Mask], ...]) -> None:
        """Show these pieces on the card (a filling; empty: none)."""
        if pieces != self.filling:
            self.filling = pieces
            self.update()

    def _editable(self) -> bool:
        return (
            self.doc is not None
            and not self.doc.read_only
            and self.puzzle_id is not None
            and self.doc.has_puzzle(self.puzzle_id)
        )

    def _update_cursor(self) -> None:
        self.setCursor(
            Qt.CursorShape.CrossCursor if self._editable() else Qt.CursorShape.ArrowCursor
        )

    def card_rect(self) -> QRectF:
        """Where the card is painted, in widget coordinates."""
        m = 14.0
        return fit_card_rect(QRectF(self.rect()).adjusted(m, m, -m, -m))

    def cell_at(self, pos: QPointF) -> Cell | None:
        """The card cell under a point of the widget."""
        return card_cell_at(self.card_rect(), pos)

    # ------------------------------------------------------------------ painting

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = QRectF(self.rect())
        paint_table_background(p, r, style="wood", unit=max(r.width(), 200.0) * 0.5)
        doc, pid = self.doc, self.puzzle_id
        if doc is None or pid is None or not doc.has_puzzle(pid):
            p.setPen(QColor(255, 246, 223))
            text = (
                self.tr("This deck has no puzzles yet.\nAdd a white or a black puzzle to start.")
                if doc is not None and not doc.puzzles
                else self.tr("No puzzle selected")
            )
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
            return
        puzzle = doc.puzzle(pid)
        rect = self.card_rect()
        paint_puzzle_card(p, puzzle, doc.deck(), rect, pieces=self.filling)
        if not self._editable():
            return
        cells: list[tuple[Cell, bool]] = []
        if self._hover is not None:
            cells.append((self._hover, False))
        if self.hasFocus():
            cells.append((self._focus_cell, True))
        for cell, focus in cells:
            paint = not puzzle.mask & cell_bit(*cell)
            _paint_cursor(p, card_cell_rect(rect, *cell), focus=focus, paint=paint)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.update()

    # ------------------------------------------------------------------ gestures

    def _press(self, cell: Cell) -> None:
        if self.puzzle_id is not None:
            self.tool.mouse_press(self.puzzle_id, cell)

    def _hover_changed(self, cell: Cell | None) -> None:
        self.cell_hovered.emit(*(cell if cell is not None else (-1, -1)))


class PieceGridView(_CellGrid):
    """A 5x5 drawing grid for one piece: the piece as in the game, or the drawing being made."""

    def __init__(self, tool: DrawPieceTool, parent: QWidget | None = None) -> None:
        super().__init__(tool, parent)
        self.tool: DrawPieceTool = tool
        self.colour = "#888888"
        self.setMinimumSize(240, 240)
        self.setAccessibleName(self.tr("Piece drawing grid"))
        self.setAccessibleDescription(
            self.tr("Click or drag to add or remove squares; arrow keys and Space work too.")
        )
        tool.sketch_changed.connect(self.update)

    def sizeHint(self) -> QSize:
        return QSize(360, 360)

    def grid_rect(self) -> QRectF:
        """The square of the 5x5 grid, in widget coordinates."""
        m = 18.0
        side = max(10.0, min(self.width(), self.height()) - 2 * m)
        return QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)

    def cell_rect(self, row: int, col: int) -> QRectF:
        """The square of one cell."""
        g = self.grid_rect()
        s = g.width() / CARD_SIZE
        return QRectF(g.x() + col * s, g.y() + row * s, s, s)

    def cell_at(self, pos: QPointF) -> Cell | None:
        """The cell under a point, or None off the grid."""
        g = self.grid_rect()
        s = g.width() / CARD_SIZE
        fx, fy = (pos.x() - g.x()) / s, (pos.y() - g.y()) / s
        if not (0 <= fx < CARD_SIZE and 0 <= fy < CARD_SIZE):
            return None
        return int(fy), int(fx)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = QRectF(self.rect())
        paint_table_background(p, r, style="felt", unit=max(r.width(), 200.0) * 0.5)
        g = self.grid_rect()
        s = g.width() / CARD_SIZE
        # the board: a light mat with engraved cells
        mat = g.adjusted(-s * 0.12, -s * 0.12, s * 0.12, s * 0.12)
        p.setPen(QPen(QColor("#b98f55"), s * 0.03))
        p.setBrush(QColor("#f4ead4"))
        p.drawRoundedRect(mat, s * 0.2, s * 0.2)
        p.setPen(QPen(QColor(120, 90, 50, 70), s * 0.02))
        p.setBrush(QColor(220, 202, 164, 110))
        for row in range(CARD_SIZE):
            for col in range(CARD_SIZE):
                p.drawRoundedRect(
                    self.cell_rect(row, col).adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05),
                    s * 0.1,
                    s * 0.1,
                )
        sketch = tuple(sorted(self.tool.sketch))
        if sketch:
            good = not self.tool.problem
            paint_piece(
                p,
                sketch,
                self.colour,
                g.topLeft(),
                s,
                ghost=not good,
                legal=None if good else False,
            )
            if good:
                self._paint_size(p, sketch, s)
        if self.tool.editable:
            if self._hover is not None:
                _paint_cursor(
                    p,
                    self.cell_rect(*self._hover),
                    focus=False,
                    paint=self._hover not in self.tool.sketch,
                )
            if self.hasFocus():
                _paint_cursor(
                    p,
                    self.cell_rect(*self._focus_cell),
                    focus=True,
                    paint=self._focus_cell not in self.tool.sketch,
                )

    def _paint_size(self, p: QPainter, sketch: tuple[Cell, ...], s: float) -> None:
        """Outline of the piece's bounding box, so its footprint on a card is clear."""
        norm = normalize(sketch)
        if not norm:
            return
        r0 = min(r for r, _ in sketch)
        c0 = min(c for _, c in sketch)
        h = max(r for r, _ in norm) + 1
        w = max(c for _, c in norm) + 1
        box = QRectF(self.cell_rect(r0, c0).topLeft(), QSize(0, 0).toSizeF())
        box.setWidth(w * s)
        box.setHeight(h * s)
        path = QPainterPath()
        path.addRoundedRect(
            box.adjusted(-s * 0.04, -s * 0.04, s * 0.04, s * 0.04), s * 0.1, s * 0.1
        )
        p.save()
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(90, 70, 40, 90), s * 0.025, Qt.PenStyle.DotLine))
        p.drawPath(path)
        p.restore()

    def _editable(self) -> bool:
        return self.tool.editable

    def _press(self, cell: Cell) -> None:
        self.tool.mouse_press(cell)
