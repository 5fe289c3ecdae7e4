"""The puzzle editor: the deck's cards, the card being edited, and its properties.

Left, the cards as a grid of thumbnails or as a table of their figures (one model, one
selection: :mod:`editor.puzzle_model`), sorted and filtered for the view only; several cards
can be selected, to edit, copy, duplicate or delete together. Middle, the card at full size,
painted as in the game, to paint on (with one of its fillings on it when asked). Right, the
card's (or the selected cards') id, colour, points and reward, shape helpers and what the
solver says (:mod:`editor.puzzle_inspector`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QItemSelection,
    QItemSelectionModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.validation import DeckReport
from app.i18n import sentences
from app.model.card_clipboard import MIME_TYPE, cards_from_text, cards_to_text, plan_paste
from app.model.deck_document import DeckDocument
from app.rules import Colour, InvalidDeck, Puzzle
from app.table.widgets import push_button
from app.templates import counted, fill
from editor.card_view import PuzzleCardView
from editor.commands import AddPieceCommand, AddPuzzleCommand, RemovePuzzleCommand
from editor.deck_part import DeckPart
from editor.icons import action_icon
from editor.puzzle_inspector import PuzzleInspector
from editor.puzzle_inspector import difficulty_hint as difficulty_hint
from editor.puzzle_inspector import finding_text as finding_text
from editor.puzzle_model import ID_ROLE, THUMB_WIDTH, Column, PuzzleModel, PuzzleSort, grid_size
from editor.text import EditCounts
from editor.tools import PaintCellsTool

SORTS = (-1, Column.POINTS, Column.SQUARES, Column.REWARD, Column.FEWEST)
"""The sort box's choices: deck order, points, squares, reward, difficulty."""


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


class _IdOnly(QStyledItemDelegate):
    """The table's card column: the card's id beside its picture (the points have a column)."""

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.text = str(index.data(ID_ROLE))


class PuzzlePage(DeckPart):
    """Cards grid or table, big card and card properties of the open deck."""

    current_changed = Signal(str)  # puzzle id, "" for none
    message = Signal(str)
    """Something to say in the status bar (what was copied or pasted)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tool = PaintCellsTool(self)
        self.model = PuzzleModel(self)
        self.sorted = PuzzleSort(self.model, self)

        # ---- left: the cards
        self.filter_group = QButtonGroup(self)
        filter_bar = QHBoxLayout()
        filter_bar.setSpacing(0)
        for i, text in enumerate((self.tr("All"), self.tr("White"), self.tr("Black"))):
            b = QToolButton()
            b.setText(text)
            b.setCheckable(True)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            self.filter_group.addButton(b, i)
            filter_bar.addWidget(b)
        self.filter_group.button(0).setChecked(True)
        self.filter_group.idClicked.connect(lambda _: self._apply_filter())
        self.sort_combo = QComboBox()
        self.sort_combo.setAccessibleName(self.tr("Sort the cards by"))
        for column, text in zip(SORTS, (self.tr("Deck order"), self.tr("Points"),
                                        self.tr("Squares"), self.tr("Reward"),
                                        self.tr("Difficulty")), strict=True):
            self.sort_combo.addItem(text, int(column))
        self.sort_combo.setToolTip(self.tr("The order the cards are shown in (the deck keeps "
                                           "its own order)"))
        self.sort_combo.currentIndexChanged.connect(self._on_sort_chosen)
        sort_row = QHBoxLayout()
        self.sort_label = QLabel(self.tr("Sort:"))
        sort_row.addWidget(self.sort_label)
        sort_row.addWidget(self.sort_combo, 1)

        self.list = QListView()
        self.list.setObjectName("puzzleList")
        self.list.setModel(self.sorted)
        self.list.setModelColumn(Column.CARD)
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setIconSize(QSize(THUMB_WIDTH, round(THUMB_WIDTH * 1.19)))
        self.list.setGridSize(grid_size())
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setUniformItemSizes(True)
        self.list.setWordWrap(True)
        self.list.setMinimumWidth(2 * grid_size().width() + 24)
        self.list.setAccessibleName(self.tr("Puzzle cards"))
        self.table = QTableView()
        self.table.setObjectName("puzzleTable")
        self.table.setModel(self.sorted)
        self.table.setSelectionModel(self.list.selectionModel())  # one selection, two views
        self.table.setIconSize(QSize(22, 26))
        self.table.setItemDelegateForColumn(Column.CARD, _IdOnly(self.table))
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(30)
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        # columns fitted to the rows in sight when the table is shown: fitting them to their
        # whole contents would paint every card of a deck of 500, shown or not
        self.table.horizontalHeader().setResizeContentsPrecision(0)
        self.table.horizontalHeader().sortIndicatorChanged.connect(self._on_header_sort)
        self.table.setAccessibleName(self.tr("Puzzle cards as a table"))
        for view in (self.list, self.table):
            view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
            view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.views = QStackedWidget()
        self.views.addWidget(self.list)
        self.views.addWidget(self.table)
        selection = self.list.selectionModel()
        selection.selectionChanged.connect(self._on_selection)
        selection.currentChanged.connect(self._on_selection)

        self.add_white = push_button(self.tr("White"), lambda: self.add_puzzle("white"),
                                     tip=self.tr("Add a white puzzle"),
                                     icon=action_icon("white", 24))
        self.add_black = push_button(self.tr("Black"), lambda: self.add_puzzle("black"),
                                     tip=self.tr("Add a black puzzle"),
                                     icon=action_icon("black", 24))
        self.duplicate_button = push_button(self.tr("Duplicate"), self.duplicate_puzzle,
                                            tip=self.tr("Add a copy of the selected puzzles"))
        self.delete_button = push_button(self.tr("Delete"), self.delete_puzzle,
                                         tip=self.tr("Delete the selected puzzles"))
        self.count_label = QLabel()
        self.count_label.setObjectName("muted")
        self._view_actions()

        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addLayout(filter_bar)
        ll.addLayout(sort_row)
        ll.addWidget(self.views, 1)
        ll.addWidget(self.count_label)
        for first, second in ((self.add_white, self.add_black),
                              (self.duplicate_button, self.delete_button)):
            row = QHBoxLayout()
            row.addWidget(first)
            row.addWidget(second)
            ll.addLayout(row)

        # ---- middle: the card
        self.card_view = PuzzleCardView(self.tool)
        self.card_view.setObjectName("cardView")
        self.hint = QLabel(self.tr("Click or drag on the card to paint the cells to fill; "
                                   "start on a filled cell to erase."))
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        middle = QWidget()
        ml = QVBoxLayout(middle)
        ml.setContentsMargins(0, 0, 0, 0)
        ml.addWidget(self.card_view, 1)
        ml.addWidget(self.hint)

        # ---- right: properties, in a scroll area: never taller than the screen, in
        # languages whose lines are taller (Thai) or longer
        self.inspector = PuzzleInspector()
        self.inspector.filling_changed.connect(self.card_view.set_filling)
        self.filling_toggled = self.inspector.filling_toggled
        ins = self.inspector  # its fields, reachable as the page's
        self.id_edit, self.id_note, self.id_error = ins.id_edit, ins.id_note, ins.id_error
        self.white_button, self.black_button = ins.white_button, ins.black_button
        self.points_spin, self.reward_combo = ins.points_spin, ins.reward_combo
        self.stat_fillings, self.findings_list = ins.stat_fillings, ins.findings_list

        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.addWidget(left)
        self.split.addWidget(middle)
        self.split.addWidget(_VerticalScroll(self.inspector))
        self.split.setStretchFactor(0, 0)
        self.split.setStretchFactor(1, 1)
        self.split.setStretchFactor(2, 0)
        self.split.setChildrenCollapsible(False)
        # three columns of cards to start with (the remembered sizes come back over it)
        self.split.setSizes([3 * grid_size().width() + 30, 420, 290])
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        lay.addWidget(self.split)
        self._refresh_buttons()

    def _view_actions(self) -> None:
        """Delete, copy and paste in the views' context menus (Delete also as a key there)."""
        for text, slot, key in (
            (self.tr("Copy"), self.copy_cards, None),
            (self.tr("Paste"), self.paste_cards, None),
            (self.tr("Duplicate"), self.duplicate_puzzle, None),
            (self.tr("Delete"), self.delete_puzzle, QKeySequence.StandardKey.Delete),
        ):
            action = QAction(text, self)
            if key is not None:  # copy and paste keys are the Edit menu's, anywhere
                action.setShortcut(key)
                action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _c=False, slot=slot: slot())
            self.list.addAction(action)
            self.table.addAction(action)

    # ------------------------------------------------------------------ document

    def set_document(self, doc: DeckDocument | None, stack: QUndoStack | None) -> None:
        """Edit this document, with edits pushed on ``stack``."""
        if self.doc is not None:
            for sig, slot in self._connections():
                sig.disconnect(slot)
        self.doc, self.stack = doc, stack
        self.report = None
        self.model.set_document(doc)  # first: the page's slots read the model
        self.tool.activate(doc, stack)
        self.card_view.set_document(doc)
        self.inspector.set_document(doc, stack)
        if doc is not None:
            for sig, slot in self._connections():
                sig.connect(slot)
        if doc is not None and doc.puzzles:
            self.select(doc.puzzles[0].id)
        self._on_selection()
        self._update_count()

    def _connections(self) -> list[tuple[SignalInstance, Callable[..., object]]]:
        doc = self.doc
        assert doc is not None
        return [
            (doc.puzzle_changed, self._on_puzzle_changed),
            (doc.puzzle_inserted, self._on_inserted),
            (doc.puzzle_removed, self._on_removed),
            (doc.puzzle_renamed, self._on_selection),
            (doc.piece_changed, self._on_pieces),
            (doc.piece_inserted, self._on_pieces),
            (doc.piece_removed, self._on_pieces),
            (doc.file_changed, self._on_selection),
        ]

    def retranslate(self) -> None:
        """After a language switch: the cards' texts, the inspector and the count."""
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)
        self.model.set_report(self.report)
        self.inspector.retranslate()
        self._update_count()

    def set_report(self, report: DeckReport | None) -> None:
        """Show validation results (marks on the cards, the solver's figures)."""
        self.report = report
        self.model.set_report(report)
        self.inspector.set_report(report)

    def forget_thumbnails(self) -> None:
        """Paint every card again (the pieces' palette changed)."""
        self.model.thumbnails.clear()
        self.model.set_report(self.report)

    def shutdown(self) -> None:
        """The window closes: stop looking for fillings."""
        self.inspector.toggle_filling(False)

    # ------------------------------------------------------------------ selection

    def current_id(self) -> str | None:
        """The puzzle on the big card."""
        index = self.list.selectionModel().currentIndex()
        return str(index.data(ID_ROLE)) if index.isValid() else None

    def selected_ids(self) -> list[str]:
        """The selected puzzles, in deck order."""
        rows = {self.sorted.mapToSource(i).row() for i in self.list.selectionModel().selectedIndexes()}
        return [p.id for row in sorted(rows) if (p := self.model.puzzle_at(row)) is not None]

    def select(self, puzzle_id: str, *, extend: bool = False) -> None:
        """Make this puzzle the one being edited (showing all cards if it is filtered out);
        ``extend`` keeps the other selected cards selected."""
        row = self.model.row_of(puzzle_id)
        if row is None:
            return
        index = self.sorted.mapFromSource(self.model.index(row, Column.CARD))
        if not index.isValid():
            self.filter_group.button(0).setChecked(True)
            self._apply_filter()
            index = self.sorted.mapFromSource(self.model.index(row, Column.CARD))
        flags = QItemSelectionModel.SelectionFlag
        how = (flags.Select if extend else flags.ClearAndSelect) | flags.Rows
        self.list.selectionModel().setCurrentIndex(index, how)
        self.current_view().scrollTo(index)

    def select_many(self, ids: list[str]) -> None:
        """Select these puzzles (the last one on the big card)."""
        for i, puzzle_id in enumerate(ids):
            self.select(puzzle_id, extend=i > 0)

    def current_view(self) -> QAbstractItemView:
        """The grid or the table, whichever shows."""
        return self.table if self.views.currentWidget() is self.table else self.list

    def set_table_view(self, on: bool | None = None) -> None:
        """Show the cards as a table of figures (True) or as a grid of cards (False; None: the
        other one)."""
        table = self.views.currentWidget() is not self.table if on is None else on
        self.views.setCurrentWidget(self.table if table else self.list)
        if table:  # whole rows selected, as the table selects them
            self.table.resizeColumnsToContents()
            selection = self.list.selectionModel()
            rows = QItemSelection()
            for index in selection.selectedIndexes():
                rows.select(index, index)
            selection.select(rows, QItemSelectionModel.SelectionFlag.Select
                             | QItemSelectionModel.SelectionFlag.Rows)
            sizes = self.split.sizes()
            want = self.table.horizontalHeader().length() + 30
            if sizes and sizes[0] < want:
                grow = min(want - sizes[0], max(0, sizes[1] - 270))
                self.split.setSizes([sizes[0] + grow, sizes[1] - grow, *sizes[2:]])
        index = self.list.selectionModel().currentIndex()
        if index.isValid():
            self.current_view().scrollTo(index)

    def _on_selection(self, *_args: object) -> None:
        current = self.current_id()
        self.card_view.set_puzzle(current)
        ids = self.selected_ids()
        if current is not None and current not in ids:
            ids = [*ids, current] if ids else [current]
        self.inspector.set_selection(ids, current)
        self._refresh_buttons()
        self.current_changed.emit(current or "")

    def _refresh_buttons(self) -> None:
        doc = self.doc
        can_add = doc is not None and not doc.read_only
        has = bool(self.selected_ids()) or self.current_id() is not None
        self.add_white.setEnabled(can_add)
        self.add_black.setEnabled(can_add)
        self.duplicate_button.setEnabled(can_add and has)
        self.delete_button.setEnabled(can_add and has)
        self.hint.setVisible(can_add and self.current_id() is not None)

    def _apply_filter(self) -> None:
        mode = self.filter_group.checkedId()
        self.sorted.set_colour({1: "white", 2: "black"}.get(mode))

    def _on_sort_chosen(self, _index: int) -> None:
        column = int(self.sort_combo.currentData())
        self.table.horizontalHeader().setSortIndicator(column, Qt.SortOrder.AscendingOrder)
        self.sorted.sort(column, Qt.SortOrder.AscendingOrder)

    def _on_header_sort(self, column: int, _order: Qt.SortOrder) -> None:
        i = self.sort_combo.findData(column)
        if i >= 0 and i != self.sort_combo.currentIndex():
            self.sort_combo.blockSignals(True)
            self.sort_combo.setCurrentIndex(i)
            self.sort_combo.blockSignals(False)

    def _update_count(self) -> None:
        doc = self.doc
        if doc is None:
            self.count_label.setText("")
            return
        d = doc.deck()
        whites, blacks = len(d.whites), len(d.blacks)
        self.count_label.setText(
            fill(self.tr("%1, %2"),
                 counted(self.tr("%n white", "", whites), whites),
                 counted(self.tr("%n black", "", blacks), blacks))
        )

    def _on_puzzle_changed(self, puzzle_id: str) -> None:
        self._update_count()
        if puzzle_id in self.inspector.ids:
            self.inspector.refresh()

    def _on_pieces(self, *_args: object) -> None:
        self.inspector.refresh()

    def _on_inserted(self, puzzle_id: str, _index: int) -> None:
        self._update_count()
        self.select(puzzle_id)

    def _on_removed(self, _puzzle_id: str, index: int) -> None:
        self._update_count()
        selection = self.list.selectionModel()
        if not selection.selectedIndexes() and self.sorted.rowCount():
            row = min(index, self.model.rowCount() - 1)
            at = self.sorted.mapFromSource(self.model.index(row, Column.CARD))
            if not at.isValid():
                at = self.sorted.index(0, Column.CARD)
            selection.setCurrentIndex(at, QItemSelectionModel.SelectionFlag.ClearAndSelect
                                      | QItemSelectionModel.SelectionFlag.Rows)
        self._on_selection()

    # ------------------------------------------------------------------ adding and removing

    def _many(self, text: str, commands: Callable[[], object]) -> None:
        """Push the commands ``commands()`` makes as one undo step (each made after the one
        before ran, so that fresh ids are free)."""
        stack = self.stack
        if stack is None:
            return
        stack.beginMacro(text)
        try:
            commands()
        finally:
            stack.endMacro()

    def add_puzzle(self, colour: Colour) -> None:
        """Add an empty puzzle of a colour (points and reward like the deck's others)."""
        doc = self.doc
        if doc is None or doc.read_only:
            return
        same = [p for p in doc.puzzles if p.colour == colour]
        points = same[-1].points if same else (1 if colour == "white" else 3)
        reward = same[-1].reward if same else (doc.pieces[0].id if doc.pieces else "O1")
        self._push(AddPuzzleCommand(doc, Puzzle(doc.new_puzzle_id(colour), colour, points,
                                                reward, 0)))

    def duplicate_puzzle(self) -> None:
        """Add a copy of each selected puzzle right after it."""
        doc, ids = self.doc, self.selected_ids()
        if doc is None or not ids or doc.read_only:
            return
        copies: list[str] = []

        def push() -> None:
            for pid in ids:
                src = doc.puzzle(pid)
                copy = Puzzle(doc.new_puzzle_id(src.colour), src.colour, src.points, src.reward,
                              src.mask)
                text = fill(self.tr("Duplicate %1"), pid)
                self._push(AddPuzzleCommand(doc, copy, doc.puzzle_index(pid) + 1, text))
                copies.append(copy.id)

        if len(ids) == 1:
            push()
        else:
            self._many(EditCounts().duplicate(len(ids)), push)
        self.select_many(copies)

    def delete_puzzle(self) -> None:
        """Delete the selected puzzles (the card list stays in view, the focus in it)."""
        doc, ids = self.doc, self.selected_ids()
        if doc is None or not ids or doc.read_only:
            return
        if len(ids) == 1:
            self._push(RemovePuzzleCommand(doc, ids[0]))
        else:
            def push_all() -> None:
                for pid in ids:
                    self._push(RemovePuzzleCommand(doc, pid))

            self._many(EditCounts().delete(len(ids)), push_all)
        self.current_view().setFocus()

    # ------------------------------------------------------------------ the clipboard

    def copy_cards(self) -> None:
        """Copy the selected cards (with their reward pieces) to the clipboard."""
        doc, ids = self.doc, self.selected_ids()
        if doc is None or not ids:
            return
        text = cards_to_text(doc.deck(), ids)
        data = QMimeData()
        data.setData(MIME_TYPE, text.encode("utf-8"))
        data.setText(text)
        QGuiApplication.clipboard().setMimeData(data)
        self.message.emit(counted(self.tr("Copied %n puzzle card(s)", "", len(ids)), len(ids)))

    def paste_cards(self) -> None:
        """Add the cards on the clipboard to the deck (one undo step), with the reward pieces
        the deck lacks."""
        doc = self.doc
        if doc is None or doc.read_only:
            return
        data = QGuiApplication.clipboard().mimeData()
        raw = bytes(data.data(MIME_TYPE).data()) if data is not None else b""
        text = raw.decode("utf-8", "replace") if raw else (data.text() if data else "")
        try:
            plan = plan_paste(doc.deck(), cards_from_text(text))
        except InvalidDeck:
            self.message.emit(self.tr("The clipboard holds no puzzle cards to paste."))
            return
        if not plan.puzzles:
            self.message.emit(self.tr("No card was pasted: a deck holds at most 500 puzzles."))
            return

        def push() -> None:
            for shape in plan.pieces:
                self._push(AddPieceCommand(doc, shape))
            for puzzle in plan.puzzles:
                self._push(AddPuzzleCommand(doc, puzzle))

        self._many(EditCounts().paste(len(plan.puzzles)), push)
        self.select_many([p.id for p in plan.puzzles])
        said = counted(self.tr("Pasted %n puzzle card(s)", "", len(plan.puzzles)),
                       len(plan.puzzles))
        if plan.left_out:
            said = sentences(said, counted(self.tr(
                "Left out, as a deck holds at most 500 puzzles: %n card(s).", "", plan.left_out),
                plan.left_out))
        self.message.emit(said)
        self.current_view().setFocus()

    def toggle_filling(self) -> None:
        """Puzzle > Show a filling: on or off."""
        self.inspector.toggle_filling()
