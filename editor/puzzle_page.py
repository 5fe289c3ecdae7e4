"""The puzzle editor: the deck's cards, the card being edited, and its properties.

Left, the cards as thumbnails (with a mark where validation found something); middle, the card
at full size, painted as in the game, to paint on; right, its id, colour, points and reward,
shape helpers and what the solver says about it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QIcon, QPixmap, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n import reason_text
from app.model.deck_document import DeckDocument
from app.model.validation import DeckReport, Finding, PuzzleStats, Severity
from app.rules import CARD_SIZE, MAX_ITEM_ID, Colour, Mask, Puzzle, cells_to_mask, mask_to_cells
from editor.card_view import PuzzleCardView
from editor.commands import (
    AddPuzzleCommand,
    RemovePuzzleCommand,
    RenamePuzzleCommand,
    SetPointsCommand,
    SetPuzzleCellsCommand,
    SetPuzzleColourCommand,
    SetRewardCommand,
)
from editor.icons import action_icon, card_back_icon, card_thumbnail, piece_icon, severity_icon
from editor.limits import CutNote, limit_line_edit
from editor.text import counted, shown
from editor.tools import PaintCellsTool

THUMB_WIDTH = 92
ID_ROLE = Qt.ItemDataRole.UserRole


def finding_text(f: Finding) -> str:
    """A finding in the user's language."""
    return reason_text(f.reason)


def rotate_mask(mask: Mask) -> Mask:
    """The cells turned a quarter clockwise on the 5x5 card."""
    return cells_to_mask((c, CARD_SIZE - 1 - r) for r, c in mask_to_cells(mask))


def mirror_mask(mask: Mask) -> Mask:
    """The cells mirrored left to right on the card."""
    return cells_to_mask((r, CARD_SIZE - 1 - c) for r, c in mask_to_cells(mask))


def difficulty_hint(stats: PuzzleStats) -> str:
    """Words for the number of fillings: fewer ways to fill a card make it harder."""
    translate = QCoreApplication.translate
    n = stats.fillings
    if n is None:
        return translate("PuzzlePage", "too many to count")
    if n <= 1:
        return translate("PuzzlePage", "one way only: hard")
    if n <= 10:
        return translate("PuzzlePage", "few ways: tricky")
    if n <= 200:
        return translate("PuzzlePage", "some ways: moderate")
    return translate("PuzzlePage", "many ways: easy")



class _VerticalScroll(QScrollArea):
    """A column that scrolls up and down when the window is short, as wide as its contents
    need (and no wider than they allow)."""

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._content = content
        self.setMaximumWidth(content.maximumWidth() + self._bar())

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def minimumSizeHint(self) -> QSize:
        need = self._content.minimumSizeHint().width() + self._bar()
        return QSize(need, 120)

    def sizeHint(self) -> QSize:
        hint = self._content.sizeHint()
        return QSize(hint.width() + self._bar(), hint.height())

class _RewardCombo(QComboBox):
    """The deck's pieces with their icons; a reward that is not a piece shows as missing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIconSize(QSize(28, 28))
        # as wide as its longest piece name (longer labels beside it in some languages)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.setMinimumContentsLength(12)

    def fill(self, doc: DeckDocument, reward: str) -> None:
        """List the deck's pieces and select ``reward``."""
        self.blockSignals(True)
        self.clear()
        for s in doc.pieces:
            label = f"{s.id} · {shown(doc, s.name)}" if s.name and s.name != s.id else s.id
            self.addItem(piece_icon(s, 28), label, s.id)
        if not doc.has_piece(reward):
            self.addItem(
                severity_icon(Severity.ERROR, 20),
                self.tr("%1 (not a piece of this deck)").replace("%1", reward),
                "",
            )
            self.setCurrentIndex(self.count() - 1)
        else:
            self.setCurrentIndex(doc.piece_index(reward))
        self.blockSignals(False)


class PuzzlePage(QWidget):
    """Cards list, big card and card properties of the open deck."""

    current_changed = Signal(str)  # puzzle id, "" for none

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc: DeckDocument | None = None
        self.stack: QUndoStack | None = None
        self.report: DeckReport | None = None
        self._updating = False
        self._thumbs: dict[tuple[object, ...], QPixmap] = {}
        self.tool = PaintCellsTool(self)

        # ---- left: the cards
        self.filter_group = QButtonGroup(self)
        filter_bar = QHBoxLayout()
        filter_bar.setSpacing(0)
        for i, text in enumerate((self.tr("All"), self.tr("White"), self.tr("Black"))):
            b = QToolButton()
            b.setText(text)
            b.setCheckable(True)
            b.setAutoRaise(False)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            self.filter_group.addButton(b, i)
            filter_bar.addWidget(b)
        self.filter_group.button(0).setChecked(True)
        self.filter_group.idClicked.connect(lambda _: self._apply_filter())

        self.list = QListWidget()
        self.list.setObjectName("puzzleList")
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setIconSize(QSize(THUMB_WIDTH, round(THUMB_WIDTH * 1.19)))
        self.list.setGridSize(QSize(THUMB_WIDTH + 16, round(THUMB_WIDTH * 1.19) + 30))
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setUniformItemSizes(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setWordWrap(True)
        self.list.setMinimumWidth(2 * (THUMB_WIDTH + 16) + 24)
        self.list.currentItemChanged.connect(self._on_current_item)
        self.list.setAccessibleName(self.tr("Puzzle cards"))

        self.add_white = QPushButton(action_icon("white", 24), self.tr("White"))
        self.add_white.setToolTip(self.tr("Add a white puzzle"))
        self.add_black = QPushButton(action_icon("black", 24), self.tr("Black"))
        self.add_black.setToolTip(self.tr("Add a black puzzle"))
        self.duplicate_button = QPushButton(self.tr("Duplicate"))
        self.duplicate_button.setToolTip(self.tr("Add a copy of this puzzle"))
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setToolTip(self.tr("Delete this puzzle"))
        self.add_white.clicked.connect(lambda: self.add_puzzle("white"))
        self.add_black.clicked.connect(lambda: self.add_puzzle("black"))
        self.duplicate_button.clicked.connect(self.duplicate_puzzle)
        self.delete_button.clicked.connect(self.delete_puzzle)
        self.count_label = QLabel()
        self.count_label.setObjectName("muted")

        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addLayout(filter_bar)
        ll.addWidget(self.list, 1)
        ll.addWidget(self.count_label)
        row1 = QHBoxLayout()
        row1.addWidget(self.add_white)
        row1.addWidget(self.add_black)
        row2 = QHBoxLayout()
        row2.addWidget(self.duplicate_button)
        row2.addWidget(self.delete_button)
        ll.addLayout(row1)
        ll.addLayout(row2)

        # ---- middle: the card
        self.card_view = PuzzleCardView(self.tool)
        self.card_view.setObjectName("cardView")
        self.hint = QLabel(
            self.tr(
                "Click or drag on the card to paint the cells to fill; "
                "start on a filled cell to erase."
            )
        )
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        middle = QWidget()
        ml = QVBoxLayout(middle)
        ml.setContentsMargins(0, 0, 0, 0)
        ml.addWidget(self.card_view, 1)
        ml.addWidget(self.hint)

        # ---- right: properties
        self.id_edit = QLineEdit()
        self.id_note = CutNote()
        limit_line_edit(self.id_edit, MAX_ITEM_ID, self.id_note)
        self.id_edit.editingFinished.connect(self._on_id_edited)
        self.id_error = QLabel()
        self.id_error.setObjectName("error")
        self.id_error.setWordWrap(True)
        self.id_error.hide()
        self.colour_group = QButtonGroup(self)
        self.white_button = QToolButton()
        self.white_button.setText(self.tr("White"))
        self.black_button = QToolButton()
        self.black_button.setText(self.tr("Black"))
        colour_row = QHBoxLayout()
        colour_row.setSpacing(6)
        for i, (b, name) in enumerate(((self.white_button, "white"), (self.black_button, "black"))):
            b.setCheckable(True)
            b.setIcon(card_back_icon(name, 22))
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            self.colour_group.addButton(b, i)
            colour_row.addWidget(b)
        colour_row.addStretch(1)
        self.colour_group.idClicked.connect(self._on_colour)
        self.points_spin = QSpinBox()
        self.points_spin.setRange(0, 99)
        self.points_spin.setAccessibleName(self.tr("Victory points"))
        self.points_spin.valueChanged.connect(self._on_points)
        self.reward_combo = _RewardCombo()
        self.reward_combo.activated.connect(self._on_reward)
        self.reward_combo.setAccessibleName(self.tr("Reward piece"))

        card_box = QGroupBox(self.tr("Card"))
        form = QFormLayout(card_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Id"), self.id_edit)
        form.addRow("", self.id_note)
        form.addRow("", self.id_error)
        form.addRow(self.tr("Colour"), colour_row)
        form.addRow(self.tr("Points"), self.points_spin)
        form.addRow(self.tr("Reward"), self.reward_combo)

        self.rotate_button = QPushButton(self.tr("Rotate"))
        self.rotate_button.setToolTip(self.tr("Turn the cells a quarter clockwise"))
        self.mirror_button = QPushButton(self.tr("Mirror"))
        self.mirror_button.setToolTip(self.tr("Mirror the cells left to right"))
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Make every cell solid"))
        self.rotate_button.clicked.connect(lambda: self._transform("rotate"))
        self.mirror_button.clicked.connect(lambda: self._transform("mirror"))
        self.clear_button.clicked.connect(lambda: self._transform("clear"))
        shape_box = QGroupBox(self.tr("Cells"))
        sl = QHBoxLayout(shape_box)
        sl.addWidget(self.rotate_button)
        sl.addWidget(self.mirror_button)
        sl.addWidget(self.clear_button)

        self.stat_squares = QLabel()
        self.stat_fewest = QLabel()
        self.stat_fillings = QLabel()
        self.stat_fillings.setWordWrap(True)
        solver_box = QGroupBox(self.tr("Solver"))
        sf = QFormLayout(solver_box)
        sf.addRow(self.tr("Squares"), self.stat_squares)
        sf.addRow(self.tr("Fewest pieces"), self.stat_fewest)
        sf.addRow(self.tr("Fillings"), self.stat_fillings)
        self.findings_list = QListWidget()
        self.findings_list.setObjectName("puzzleFindings")
        self.findings_list.setWordWrap(True)
        self.findings_list.setFrameShape(QFrame.Shape.NoFrame)
        self.findings_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.findings_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.findings_list.setMinimumHeight(90)
        sf.addRow(self.findings_list)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(card_box)
        rl.addWidget(shape_box)
        rl.addWidget(solver_box, 1)
        # at least 270 px, more when a language's words need it (a minimum width set on the
        # widget itself would cap it: the splitter then ignores what the contents need)
        rl.addStrut(270)
        right.setMaximumWidth(360)
        # in a scroll area: the inspector never makes the window taller than the screen, in
        # languages whose lines are taller (Thai) or longer
        inspector = _VerticalScroll(right)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(middle)
        split.addWidget(inspector)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setStretchFactor(2, 0)
        split.setChildrenCollapsible(False)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        lay.addWidget(split)
        self._refresh_inspector()

    # ------------------------------------------------------------------ document

    def set_document(self, doc: DeckDocument | None, stack: QUndoStack | None) -> None:
        """Edit this document, with edits pushed on ``stack``."""
        if self.doc is not None:
            for sig, slot in self._connections():
                sig.disconnect(slot)
        self.doc, self.stack = doc, stack
        self.report = None
        self.id_note.hide()
        self._thumbs.clear()
        self.tool.activate(doc, stack)
        self.card_view.set_document(doc)
        if doc is not None:
            for sig, slot in self._connections():
                sig.connect(slot)
        self._rebuild_list()
        if doc is not None and doc.puzzles:
            self.select(doc.puzzles[0].id)
        else:
            self._refresh_inspector()

    def _connections(self) -> list[tuple[SignalInstance, Callable[..., object]]]:
        doc = self.doc
        assert doc is not None
        return [
            (doc.puzzle_changed, self._on_puzzle_changed),
            (doc.puzzle_inserted, self._on_structure),
            (doc.puzzle_removed, self._on_structure),
            (doc.puzzle_renamed, self._on_renamed),
            (doc.piece_changed, self._on_pieces),
            (doc.piece_inserted, self._on_pieces),
            (doc.piece_removed, self._on_pieces),
            (doc.file_changed, self._refresh_inspector),
        ]

    def retranslate(self) -> None:
        """After a language switch: the list, the inspector and the solver's figures."""
        self._rebuild_list()
        self._refresh_icons()
        self._refresh_inspector()
        self._refresh_solver()

    def set_report(self, report: DeckReport | None) -> None:
        """Show validation results (marks on the thumbnails, the solver's figures)."""
        self.report = report
        self._refresh_icons()
        self._refresh_solver()

    # ------------------------------------------------------------------ the list

    def current_id(self) -> str | None:
        """The puzzle being edited."""
        item = self.list.currentItem()
        return str(item.data(ID_ROLE)) if item is not None else None

    def select(self, puzzle_id: str) -> None:
        """Make this puzzle the one being edited (showing all cards if it is filtered out)."""
        item = self._item(puzzle_id)
        if item is None:
            return
        if item.isHidden():
            self.filter_group.button(0).setChecked(True)
            self._apply_filter()
        self.list.setCurrentItem(item)
        self.list.scrollToItem(item)

    def _item(self, puzzle_id: str) -> QListWidgetItem | None:
        for i in range(self.list.count()):
            it = self.list.item(i)
            if it.data(ID_ROLE) == puzzle_id:
                return it
        return None

    def _thumb(self, puzzle: Puzzle) -> QIcon:
        doc = self.doc
        assert doc is not None
        deck = doc.deck()
        badge = self.report.worst_for_puzzle(puzzle.id) if self.report is not None else None
        reward = deck.shape(puzzle.reward) if puzzle.reward in deck.shape_index else None
        key = (puzzle, reward.cells if reward else None, reward.colour if reward else None, badge)
        pm = self._thumbs.get(key)
        if pm is None:
            if len(self._thumbs) > 600:
                self._thumbs.clear()
            pm = card_thumbnail(puzzle, deck, THUMB_WIDTH, badge=badge)
            self._thumbs[key] = pm
        icon = QIcon(pm)
        icon.addPixmap(pm, QIcon.Mode.Selected)  # the card shows as it is, not tinted
        return icon

    def _item_text(self, puzzle: Puzzle) -> str:
        return self.tr("%1 · %n pts", "", puzzle.points).replace("%1", puzzle.id)

    def _rebuild_list(self) -> None:
        current = self.current_id()
        self.list.blockSignals(True)
        self.list.clear()
        if self.doc is not None:
            for p in self.doc.puzzles:
                it = QListWidgetItem(self._thumb(p), self._item_text(p))
                it.setData(ID_ROLE, p.id)
                it.setToolTip(self._tooltip(p))
                self.list.addItem(it)
        self.list.blockSignals(False)
        self._apply_filter()
        again = self._item(current) if current is not None else None
        if again is not None:
            self.list.setCurrentItem(again)
        self._update_count()

    def _tooltip(self, p: Puzzle) -> str:
        colour = self.tr("white") if p.colour == "white" else self.tr("black")
        return (
            counted(self.tr("%1: %2 puzzle, %n point(s), reward %3", "", p.points), p.points)
            .replace("%1", p.id)
            .replace("%2", colour)
            .replace("%3", p.reward)
        )

    def _update_count(self) -> None:
        doc = self.doc
        if doc is None:
            self.count_label.setText("")
            return
        d = doc.deck()
        whites, blacks = len(d.whites), len(d.blacks)
        self.count_label.setText(
            self.tr("%1, %2")
            .replace("%2", counted(self.tr("%n black", "", blacks), blacks))
            .replace("%1", counted(self.tr("%n white", "", whites), whites))
        )

    def _apply_filter(self) -> None:
        mode = self.filter_group.checkedId()
        doc = self.doc
        for i in range(self.list.count()):
            it = self.list.item(i)
            pid = str(it.data(ID_ROLE))
            colour = doc.puzzle(pid).colour if doc is not None and doc.has_puzzle(pid) else ""
            it.setHidden((mode == 1 and colour != "white") or (mode == 2 and colour != "black"))

    def _refresh_icons(self) -> None:
        doc = self.doc
        if doc is None:
            return
        for i in range(self.list.count()):
            it = self.list.item(i)
            pid = str(it.data(ID_ROLE))
            if doc.has_puzzle(pid):
                it.setIcon(self._thumb(doc.puzzle(pid)))

    def _on_current_item(self, item: QListWidgetItem | None, _prev: object = None) -> None:
        pid = str(item.data(ID_ROLE)) if item is not None else None
        self.card_view.set_puzzle(pid)
        self._refresh_inspector()
        self.current_changed.emit(pid or "")

    def _on_puzzle_changed(self, puzzle_id: str) -> None:
        doc = self.doc
        item = self._item(puzzle_id)
        if doc is None or item is None:
            return
        p = doc.puzzle(puzzle_id)
        item.setIcon(self._thumb(p))
        item.setText(self._item_text(p))
        item.setToolTip(self._tooltip(p))
        self._apply_filter()
        self._update_count()
        if puzzle_id == self.current_id():
            self._refresh_inspector()

    def _on_structure(self, puzzle_id: str, _index: int) -> None:
        self._rebuild_list()
        doc = self.doc
        if doc is not None and doc.has_puzzle(puzzle_id):
            self.select(puzzle_id)
        elif self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(min(_index, self.list.count() - 1))
        self._refresh_inspector()

    def _on_renamed(self, old: str, new: str) -> None:
        was_current = self.current_id() == old
        item = self._item(old)
        if item is not None:
            item.setData(ID_ROLE, new)
        if self.doc is not None and self.doc.has_puzzle(new):
            self._on_puzzle_changed(new)
        if was_current:
            self.card_view.set_puzzle(new)
            self._refresh_inspector()
            self.current_changed.emit(new)

    def _on_pieces(self, *_args: object) -> None:
        self._refresh_icons()
        self._refresh_inspector()

    # ------------------------------------------------------------------ inspector

    def _refresh_inspector(self) -> None:
        doc = self.doc
        pid = self.current_id()
        has = doc is not None and pid is not None and doc.has_puzzle(pid)
        editable = has and doc is not None and not doc.read_only
        for w in (
            self.id_edit,
            self.white_button,
            self.black_button,
            self.points_spin,
            self.reward_combo,
            self.rotate_button,
            self.mirror_button,
            self.clear_button,
            self.duplicate_button,
            self.delete_button,
        ):
            w.setEnabled(bool(editable))
        can_add = doc is not None and not doc.read_only
        self.add_white.setEnabled(can_add)
        self.add_black.setEnabled(can_add)
        self.hint.setVisible(bool(editable))
        self._updating = True
        try:
            if not has or doc is None or pid is None:
                self.id_edit.clear()
                self.points_spin.setValue(0)
                self.reward_combo.clear()
                self.colour_group.setExclusive(False)
                self.white_button.setChecked(False)
                self.black_button.setChecked(False)
                self.colour_group.setExclusive(True)
            else:
                p = doc.puzzle(pid)
                if not self.id_edit.hasFocus():
                    self.id_edit.setText(p.id)
                self.white_button.setChecked(p.colour == "white")
                self.black_button.setChecked(p.colour == "black")
                self.points_spin.setValue(p.points)
                self.reward_combo.fill(doc, p.reward)
        finally:
            self._updating = False
        self._refresh_solver()

    def _refresh_solver(self) -> None:
        pid = self.current_id()
        doc = self.doc
        self.findings_list.clear()
        st = self.report.puzzles.get(pid) if self.report is not None and pid else None
        if doc is None or pid is None or not doc.has_puzzle(pid):
            for lab in (self.stat_squares, self.stat_fewest, self.stat_fillings):
                lab.setText("–")
            return
        p = doc.puzzle(pid)
        self.stat_squares.setText(str(p.size))
        if st is not None and st.fillable_with_reserve is None:
            # never "cannot be filled": the solver gave up, it did not prove it
            self.stat_fewest.setText("–")
            self.stat_fillings.setText(self.tr("unknown: too hard for the solver"))
        elif st is None or not st.fillable_with_reserve:
            self.stat_fewest.setText("–")
            self.stat_fillings.setText(self.tr("cannot be filled") if st is not None else "–")
        else:
            fewest = st.fewest_pieces
            self.stat_fewest.setText("?" if fewest is None else str(fewest))
            if st.fillings is None:
                self.stat_fillings.setText(difficulty_hint(st))
            else:
                # grouped in the interface language ("10,000+", "10.000+")
                count = QLocale().toString(st.fillings) + ("+" if st.fillings_capped else "")
                self.stat_fillings.setText(f"{count} ({difficulty_hint(st)})")
        if self.report is not None:
            for f in self.report.for_puzzle(pid):
                it = QListWidgetItem(severity_icon(f.severity), finding_text(f))
                self.findings_list.addItem(it)
        if not self.findings_list.count() and st is not None and st.fillable_with_reserve:
            it = QListWidgetItem(self.tr("No problems: this card can be completed."))
            it.setForeground(self.palette().placeholderText())
            self.findings_list.addItem(it)

    def _push(self, cmd: object) -> None:
        if self.stack is not None:
            self.stack.push(cmd)  # type: ignore[arg-type]

    def _on_id_edited(self) -> None:
        if self._updating or self.doc is None:
            return
        pid = self.current_id()
        new = self.id_edit.text().strip()
        if pid is None or new == pid:
            self.id_error.hide()
            return
        problem = ""
        if not new or not new.isprintable():
            problem = self.tr("An id has 1 to 16 printable characters.")  # MAX_ITEM_ID
        elif self.doc.has_puzzle(new) or self.doc.has_piece(new):
            problem = self.tr("%1 is already used in this deck.").replace("%1", new)
        if problem:
            self.id_error.setText(problem)
            self.id_error.show()
            self.id_edit.setText(pid)
            return
        self.id_error.hide()
        self._push(RenamePuzzleCommand(self.doc, pid, new))

    def _on_colour(self, button_id: int) -> None:
        pid = self.current_id()
        if self._updating or self.doc is None or pid is None:
            return
        colour: Colour = "white" if button_id == 0 else "black"
        if self.doc.puzzle(pid).colour != colour:
            self._push(SetPuzzleColourCommand(self.doc, pid, colour))

    def _on_points(self, value: int) -> None:
        pid = self.current_id()
        if self._updating or self.doc is None or pid is None:
            return
        if self.doc.puzzle(pid).points != value:
            self._push(SetPointsCommand(self.doc, pid, value))

    def _on_reward(self, _index: int) -> None:
        pid = self.current_id()
        reward = self.reward_combo.currentData()
        if self._updating or self.doc is None or pid is None or not reward:
            return
        if self.doc.puzzle(pid).reward != reward:
            self._push(SetRewardCommand(self.doc, pid, str(reward)))

    def _transform(self, how: str) -> None:
        pid = self.current_id()
        doc = self.doc
        if doc is None or pid is None or doc.read_only:
            return
        mask = doc.puzzle(pid).mask
        if how == "rotate":
            new, text = rotate_mask(mask), self.tr("Rotate %1")
        elif how == "mirror":
            new, text = mirror_mask(mask), self.tr("Mirror %1")
        else:
            new, text = 0, self.tr("Clear %1")
        if new != mask:
            self._push(SetPuzzleCellsCommand(doc, pid, new, text.replace("%1", pid)))

    # ------------------------------------------------------------------ adding and removing

    def add_puzzle(self, colour: Colour) -> None:
        """Add an empty puzzle of a colour (points and reward like the deck's others)."""
        doc = self.doc
        if doc is None or doc.read_only:
            return
        same = [p for p in doc.puzzles if p.colour == colour]
        points = same[-1].points if same else (1 if colour == "white" else 3)
        reward = same[-1].reward if same else (doc.pieces[0].id if doc.pieces else "O1")
        puzzle = Puzzle(doc.new_puzzle_id(colour), colour, points, reward, 0)
        self._push(AddPuzzleCommand(doc, puzzle))

    def duplicate_puzzle(self) -> None:
        """Add a copy of the current puzzle right after it."""
        doc, pid = self.doc, self.current_id()
        if doc is None or pid is None or doc.read_only:
            return
        src = doc.puzzle(pid)
        copy = Puzzle(doc.new_puzzle_id(src.colour), src.colour, src.points, src.reward, src.mask)
        text = self.tr("Duplicate %1").replace("%1", pid)
        self._push(AddPuzzleCommand(doc, copy, doc.puzzle_index(pid) + 1, text))

    def delete_puzzle(self) -> None:
        """Delete the current puzzle."""
        doc, pid = self.doc, self.current_id()
        if doc is None or pid is None or doc.read_only:
            return
        self._push(RemovePuzzleCommand(doc, pid))
