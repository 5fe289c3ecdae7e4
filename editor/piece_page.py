"""The piece editor: the deck's piece set, the piece being drawn and its properties."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QColorDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.validation import DeckReport
from app.model.deck_document import NEW_PIECE_COLOURS, DeckDocument, conventional_name
from app.rules import (
    MAX_PIECE_NAME,
    Shape,
    clean_name_text,
    flip_cells,
    rotate_cells,
)
from app.table.widgets import push_button
from app.templates import counted, fill
from editor.card_view import PieceGridView
from editor.commands import (
    AddPieceCommand,
    RemovePieceCommand,
    RenamePieceIdCommand,
    SetPieceCellsCommand,
    SetPieceColourCommand,
    SetPieceCountCommand,
    SetPieceNameCommand,
)
from editor.deck_part import DeckPart
from editor.icons import action_icon, piece_icon, severity_icon
from editor.limits import CutNote, limit_line_edit
from editor.puzzle_inspector import finding_text
from editor.text import shown
from editor.tools import DrawPieceTool

ID_ROLE = Qt.ItemDataRole.UserRole
SWATCHES = (
    "#f2c230",
    "#6cb33f",
    "#2f7fc1",
    "#f08a24",
    "#35b6c9",
    "#d83a34",
    "#8a4fb5",
    "#e45fa0",
    "#4caf7a",
    *NEW_PIECE_COLOURS[:5],
)


def _swatch_icon(colour: str, size: int = 18) -> QIcon:
    pm = QPixmap(size * 2, size * 2)
    pm.setDevicePixelRatio(2.0)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(QColor(colour).darker(160))
    p.setBrush(QColor(colour))
    p.drawRoundedRect(1, 1, size - 2, size - 2, 4, 4)
    p.end()
    return QIcon(pm)


class PiecePage(DeckPart):
    """Pieces list, drawing grid and piece properties of the open deck."""

    current_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tool = DrawPieceTool(self)

        # ---- left: the pieces
        self.list = QListWidget()
        self.list.setObjectName("pieceList")
        self.list.setIconSize(QSize(44, 44))
        self.list.setSpacing(2)
        self.list.setWordWrap(True)  # "Level 1 · 10 im allgemeinen Vorrat" wraps, not hidden
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.currentItemChanged.connect(self._on_current_item)
        self.list.setMinimumWidth(230)
        self.list.setAccessibleName(self.tr("Pieces"))
        self.add_button = push_button(
            self.tr("New piece"), self.add_piece, icon=action_icon("piece", 24),
            tip=self.tr("Add the smallest shape the deck does not have yet"))
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.clicked.connect(self.delete_piece)
        self.total_label = QLabel()
        self.total_label.setObjectName("muted")
        self.total_label.setWordWrap(True)
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addWidget(self.list, 1)
        ll.addWidget(self.total_label)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.delete_button)
        ll.addLayout(row)

        # ---- middle: the drawing
        self.grid_view = PieceGridView(self.tool)
        self.grid_view.setObjectName("pieceGrid")
        self.problem_label = QLabel()
        self.problem_label.setObjectName("error")
        self.problem_label.setWordWrap(True)
        self.problem_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.problem_label.hide()
        self.hint = QLabel(
            self.tr(
                "Draw 1 to 5 squares that touch side by side. "
                "Start on a square of the piece to remove squares."
            )
        )
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tool.problem_changed.connect(self._on_problem)
        middle = QWidget()
        ml = QVBoxLayout(middle)
        ml.setContentsMargins(0, 0, 0, 0)
        ml.addWidget(self.grid_view, 1)
        ml.addWidget(self.problem_label)
        ml.addWidget(self.hint)

        # ---- right: properties
        self._make_id_field()
        self.id_edit.setToolTip(
            self.tr("Rename the piece: the puzzles that give it follow the new id")
        )
        self.name_edit = QLineEdit()
        self.name_note = CutNote()
        limit_line_edit(self.name_edit, MAX_PIECE_NAME, self.name_note)
        self.name_edit.editingFinished.connect(self._on_name)
        self.colour_button = QToolButton()
        self.colour_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.colour_button.setToolTip(self.tr("Choose any colour"))
        self.colour_button.clicked.connect(self._choose_colour)
        swatches = QGridLayout()
        swatches.setSpacing(3)
        self.swatch_buttons: list[QToolButton] = []
        for i, c in enumerate(SWATCHES):
            b = QToolButton()
            b.setIcon(_swatch_icon(c))
            b.setAutoRaise(True)
            b.setToolTip(c)
            b.clicked.connect(lambda _=False, c=c: self._set_colour(c))
            swatches.addWidget(b, i // 7, i % 7)
            self.swatch_buttons.append(b)
        self._name_swatches()
        self.count_spin = QSpinBox()
        self.count_spin.setRange(0, 99)
        self.count_spin.setAccessibleName(self.tr("Pieces in the reserve"))
        self.count_spin.valueChanged.connect(self._on_count)
        self.level_label = QLabel()
        self.level_label.setWordWrap(True)
        self.rotate_button = push_button(self.tr("Rotate"), lambda: self._turn(rotate=True),
                                         tip=self.tr("Turn the piece a quarter clockwise"))
        self.mirror_button = push_button(self.tr("Mirror"), lambda: self._turn(rotate=False),
                                         tip=self.tr("Mirror the piece left to right"))
        turn_row = QHBoxLayout()
        turn_row.addWidget(self.rotate_button)
        turn_row.addWidget(self.mirror_button)
        piece_box = QGroupBox(self.tr("Piece"))
        form = QFormLayout(piece_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Id"), self.id_edit)
        form.addRow("", self.id_note)
        form.addRow("", self.id_error)
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow("", self.name_note)
        form.addRow(self.tr("Colour"), self.colour_button)
        form.addRow("", swatches)
        form.addRow(self.tr("In the reserve"), self.count_spin)
        form.addRow(self.tr("Level"), self.level_label)
        form.addRow("", turn_row)

        self.uses_label = QLabel()
        self.uses_label.setWordWrap(True)
        self.uses_label.setTextFormat(Qt.TextFormat.PlainText)
        self.findings_list = QListWidget()
        self.findings_list.setObjectName("pieceFindings")
        self.findings_list.setWordWrap(True)
        self.findings_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.findings_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.findings_list.setMaximumHeight(110)
        use_box = QGroupBox(self.tr("In the deck"))
        ul = QVBoxLayout(use_box)
        ul.addWidget(self.uses_label)
        ul.addWidget(self.findings_list)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(piece_box)
        rl.addWidget(use_box)
        rl.addStretch(1)
        rl.addStrut(270)  # at least 270 px, more when a language's words need it
        right.setMaximumWidth(360)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(middle)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        lay.addWidget(split)
        self._refresh_inspector()

    # ------------------------------------------------------------------ document

    def set_document(self, doc: DeckDocument | None, stack: QUndoStack | None) -> None:
        """Edit this document's pieces."""
        if self.doc is not None:
            self.doc.piece_changed.disconnect(self._on_piece_changed)
            self.doc.piece_inserted.disconnect(self._on_structure)
            self.doc.piece_removed.disconnect(self._on_structure)
            self.doc.changed.disconnect(self._refresh_uses)
        self.doc, self.stack = doc, stack
        self.name_note.hide()
        self.tool.activate(doc, stack)
        if doc is not None:
            doc.piece_changed.connect(self._on_piece_changed)
            doc.piece_inserted.connect(self._on_structure)
            doc.piece_removed.connect(self._on_structure)
            doc.changed.connect(self._refresh_uses)
        self._rebuild_list()
        if doc is not None and doc.pieces:
            self.select(doc.pieces[0].id)
        else:
            self._refresh_inspector()

    def _name_swatches(self) -> None:
        for b, c in zip(self.swatch_buttons, SWATCHES, strict=True):
            b.setAccessibleName(fill(self.tr("Colour %1"), c))

    def retranslate(self) -> None:
        """After a language switch: the list, the inspector, the uses and the findings."""
        self._name_swatches()
        self._rebuild_list()
        self._refresh_inspector()
        self._refresh_uses()
        self._refresh_findings()

    def set_report(self, report: DeckReport | None) -> None:
        """Show validation results about pieces."""
        self.report = report
        self._refresh_findings()
        self._refresh_item_marks()

    def current_id(self) -> str | None:
        """The piece being edited."""
        item = self.list.currentItem()
        return str(item.data(ID_ROLE)) if item is not None else None

    def select(self, piece_id: str) -> None:
        """Edit this piece."""
        for i in range(self.list.count()):
            if self.list.item(i).data(ID_ROLE) == piece_id:
                self.list.setCurrentRow(i)
                return

    # ------------------------------------------------------------------ list

    def _item_text(self, s: Shape) -> str:
        shown_name = shown(self.doc, s.name) if self.doc is not None else s.name
        name = shown_name if s.name and s.name != s.id else ""
        head = f"{s.id} · {name}" if name else s.id
        return (
            head
            + "\n"
            + fill(self.tr("level %1 · %2 in the reserve"), str(s.level), str(s.count))
        )

    def _rebuild_list(self) -> None:
        current = self.current_id()
        self.list.blockSignals(True)
        self.list.clear()
        if self.doc is not None:
            for s in self.doc.pieces:
                it = QListWidgetItem(piece_icon(s, 44), self._item_text(s))
                it.setData(ID_ROLE, s.id)
                self.list.addItem(it)
        self.list.blockSignals(False)
        if current is not None:
            self.select(current)
        self._refresh_item_marks()
        self._refresh_total()

    def _refresh_total(self) -> None:
        doc = self.doc
        if doc is None:
            self.total_label.setText("")
            return
        pieces = sum(s.count for s in doc.pieces)
        squares = sum(s.count * s.level for s in doc.pieces)
        self.total_label.setText(
            fill(self.tr("%1, %2, %3 in the reserve"),
                 counted(self.tr("%n shape(s)", "", len(doc.pieces)), len(doc.pieces)),
                 counted(self.tr("%n piece(s)", "", pieces), pieces),
                 counted(self.tr("%n square(s)", "", squares), squares))
        )

    def _refresh_item_marks(self) -> None:
        for i in range(self.list.count()):
            it = self.list.item(i)
            pid = str(it.data(ID_ROLE))
            worst = self.report.worst_for_piece(pid) if self.report is not None else None
            it.setToolTip(
                "\n".join(finding_text(f) for f in self.report.for_piece(pid))
                if self.report is not None and worst is not None
                else ""
            )

    def _on_current_item(self, item: QListWidgetItem | None, _prev: object = None) -> None:
        pid = str(item.data(ID_ROLE)) if item is not None else None
        self.tool.set_piece(pid)
        self._refresh_inspector()
        self.current_changed.emit(pid or "")

    def _on_piece_changed(self, piece_id: str) -> None:
        doc = self.doc
        if doc is None:
            return
        for i in range(self.list.count()):
            it = self.list.item(i)
            if it.data(ID_ROLE) == piece_id:
                s = doc.piece(piece_id)
                it.setIcon(piece_icon(s, 44))
                it.setText(self._item_text(s))
        self._refresh_total()
        if piece_id == self.current_id():
            self.tool.piece_changed()
            self._refresh_inspector()

    def _on_structure(self, piece_id: str, index: int) -> None:
        self._rebuild_list()
        doc = self.doc
        if doc is not None and doc.has_piece(piece_id):
            self.select(piece_id)
        elif self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(min(index, self.list.count() - 1))
        self._refresh_inspector()

    # ------------------------------------------------------------------ inspector

    def _on_problem(self, text: str) -> None:
        self.problem_label.setText(text)
        self.problem_label.setVisible(bool(text))
        self.grid_view.update()

    def _refresh_inspector(self) -> None:
        doc, pid = self.doc, self.current_id()
        has = doc is not None and pid is not None and doc.has_piece(pid)
        editable = bool(has and doc is not None and not doc.read_only)
        for w in (
            self.id_edit,
            self.name_edit,
            self.colour_button,
            self.count_spin,
            self.rotate_button,
            self.mirror_button,
            self.delete_button,
            *self.swatch_buttons,
        ):
            w.setEnabled(editable)
        self.add_button.setEnabled(doc is not None and not doc.read_only)
        self.hint.setVisible(editable)
        self._updating = True
        try:
            if not has or doc is None or pid is None:
                self.id_edit.clear()
                self.name_edit.clear()
                self.count_spin.setValue(0)
                self.level_label.setText("–")
                self.colour_button.setText("")
                self.colour_button.setIcon(QIcon())
                self.grid_view.colour = "#888888"
            else:
                s = doc.piece(pid)
                # even in a field with the focus: after an undo it shows what the deck holds
                self.id_edit.setText(s.id)
                self.name_edit.setText(shown(doc, s.name))
                self.count_spin.setValue(s.count)
                self.level_label.setText(
                    fill(self.tr("%1 (its number of squares)"), str(s.level))
                )
                self.colour_button.setText(s.colour)
                self.colour_button.setIcon(_swatch_icon(s.colour))
                self.grid_view.colour = s.colour
        finally:
            self._updating = False
        self.grid_view.update()
        self._refresh_uses()
        self._refresh_findings()

    def _refresh_uses(self) -> None:
        doc, pid = self.doc, self.current_id()
        if doc is None or pid is None or not doc.has_piece(pid):
            self.uses_label.setText("")
            return
        uses = doc.uses_of_piece(pid)
        lines = [
            fill(counted(self.tr("Reward of %n puzzle(s): %1", "", len(uses)), len(uses)),
                 ", ".join(uses))
            if uses
            else self.tr("No puzzle gives it as a reward.")
        ]
        start = doc.setup.starting_supply.count(pid)
        if start:
            lines.append(counted(self.tr("Each player starts with %n.", "", start), start))
        self.uses_label.setText("\n".join(lines))

    def _refresh_findings(self) -> None:
        self.findings_list.clear()
        pid = self.current_id()
        if self.report is None or pid is None:
            self.findings_list.hide()
            return
        for f in self.report.for_piece(pid):
            self.findings_list.addItem(QListWidgetItem(severity_icon(f.severity), finding_text(f)))
        self.findings_list.setVisible(self.findings_list.count() > 0)

    def _on_id_edited(self) -> None:
        doc, pid = self.doc, self.current_id()
        if self._updating or doc is None or pid is None or doc.read_only:
            return
        new = self._new_id(doc, pid)
        if new is not None:
            self._push(RenamePieceIdCommand(doc, pid, new))

    def _on_name(self) -> None:
        doc, pid = self.doc, self.current_id()
        if self._updating or doc is None or pid is None or doc.read_only:
            return
        # what a name may hold (docs/formats.md "Names"): a pasted bidi override is left out
        name = clean_name_text(self.name_edit.text(), MAX_PIECE_NAME)
        if name != self.name_edit.text():
            self.name_edit.setText(name)
        if name != doc.piece(pid).name:
            self._push(SetPieceNameCommand(doc, pid, name))

    def _on_count(self, value: int) -> None:
        doc, pid = self.doc, self.current_id()
        if self._updating or doc is None or pid is None or doc.read_only:
            return
        if value != doc.piece(pid).count:
            self._push(SetPieceCountCommand(doc, pid, value))

    def _set_colour(self, colour: str) -> None:
        doc, pid = self.doc, self.current_id()
        if doc is None or pid is None or doc.read_only:
            return
        if colour.lower() != doc.piece(pid).colour.lower():
            self._push(SetPieceColourCommand(doc, pid, colour.lower()))

    def _choose_colour(self) -> None:
        doc, pid = self.doc, self.current_id()
        if doc is None or pid is None:
            return
        chosen = QColorDialog.getColor(
            QColor(doc.piece(pid).colour), self, fill(self.tr("Colour of %1"), pid)
        )
        if chosen.isValid():
            self._set_colour(chosen.name())

    def _turn(self, *, rotate: bool) -> None:
        doc, pid = self.doc, self.current_id()
        if doc is None or pid is None or doc.read_only:
            return
        cells = doc.piece(pid).cells
        new = rotate_cells(cells) if rotate else flip_cells(cells)
        if new != cells:
            self._push(SetPieceCellsCommand(doc, pid, new))

    # ------------------------------------------------------------------ adding and removing

    def add_piece(self) -> None:
        """Add the smallest polyomino the deck lacks, in a fresh colour."""
        doc = self.doc
        if doc is None or doc.read_only:
            return
        cells = doc.free_shape()
        if cells is None:
            QMessageBox.information(
                self,
                self.tr("New piece"),
                self.tr("The deck already has every shape of 1 to 5 squares."),
            )
            return
        known = conventional_name(cells)
        shape = Shape(
            doc.new_piece_id(cells),
            cells,
            known[1] if known else "",
            doc.new_piece_colour(),
            10,
        )
        self._push(AddPieceCommand(doc, shape))

    def delete_piece(self) -> None:
        """Delete the current piece (asking first if puzzles give it as a reward)."""
        doc, pid = self.doc, self.current_id()
        if doc is None or pid is None or doc.read_only:
            return
        uses = doc.uses_of_piece(pid)
        if uses:
            answer = QMessageBox.question(
                self,
                self.tr("Delete piece"),
                fill(counted(
                    self.tr(
                        "%1 is the reward of %n puzzle(s). Until they get another reward, the "
                        "deck is a draft: it can be saved, but not played. Delete it anyway?",
                        "",
                        len(uses),
                    ),
                    len(uses),
                ), pid),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self._push(RemovePieceCommand(doc, pid))
