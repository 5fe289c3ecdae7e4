"""The right column of the puzzle editor: the card being edited (or every card selected), its
cells, what the solver says about it, and one of its fillings to look at.

With several cards selected, colour, points and reward apply to all of them as one undoable
step; a box whose cards differ says "mixed" until it is set. The fillings are listed by the
solver in the worker process (never on the UI thread: a card with many possibilities takes a
while) and stepped through here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.validation import DeckReport, Finding, PuzzleStats, Severity
from app.i18n import reason_text
from app.model.background import BackgroundOp, in_process, without_partials
from app.model.deck_document import DeckDocument
from app.model.fillings import Fillings, FillingsRequest, fillings_of
from app.rules import CARD_SIZE, Colour, Mask, cells_to_mask, mask_to_cells
from app.table.widgets import push_button
from app.templates import counted, fill
from editor.commands import (
    RenamePuzzleCommand,
    SetPointsCommand,
    SetPuzzleCellsCommand,
    SetPuzzleColourCommand,
    SetPuzzlesCommand,
    SetRewardCommand,
)
from editor.deck_part import DeckPart
from editor.icons import card_back_icon, piece_icon, severity_icon
from editor.text import EditCounts, shown

MIXED = -1
"""The points box's value while the selected cards have different points."""


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



class _WrappedFigure(QLabel):
    """A word-wrapped figure in a form that takes as many lines as its text needs at its
    width: QFormLayout may keep the one-line height it worked out before the text came (a
    Russian "15 (немало: средняя)" was cut to its first line), so the label asks for that
    height as its minimum whenever its text or width changes."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        need = self.heightForWidth(self.width()) if self.width() > 0 else -1
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)

class RewardCombo(QComboBox):
    """The deck's pieces with their icons; a reward that is not a piece shows as missing, and
    cards with different rewards as "mixed"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIconSize(QSize(28, 28))
        # as wide as its longest piece name (longer labels beside it in some languages)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.setMinimumContentsLength(12)

    def fill(self, doc: DeckDocument, reward: str | None) -> None:
        """List the deck's pieces and select ``reward`` (None: the cards' rewards differ)."""
        self.blockSignals(True)
        self.clear()
        for s in doc.pieces:
            label = f"{s.id} · {shown(doc, s.name)}" if s.name and s.name != s.id else s.id
            self.addItem(piece_icon(s, 28), label, s.id)
        if reward is None:
            self.insertItem(0, self.tr("(mixed)"), "")
            self.setCurrentIndex(0)
        elif not doc.has_piece(reward):
            self.addItem(severity_icon(Severity.ERROR, 20),
                         fill(self.tr("%1 (not a piece of this deck)"), reward), "")
            self.setCurrentIndex(self.count() - 1)
        else:
            self.setCurrentIndex(doc.piece_index(reward))
        self.blockSignals(False)


class PuzzleInspector(DeckPart):
    """Properties, cells and solver figures of the selected cards."""

    filling_changed = Signal(tuple)
    """The pieces of the filling to show on the card (empty: none)."""
    filling_toggled = Signal(bool)
    """Showing a filling was turned on or off."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ids: list[str] = []
        self.current: str | None = None
        self._fillings: Fillings | None = None
        self._filling_index = 0
        self._search = BackgroundOp(self)
        self._asked_for: tuple[object, Mask] | None = None

        self._make_id_field()
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
        self.points_spin.setSpecialValueText(self.tr("mixed"))
        self.points_spin.setAccessibleName(self.tr("Victory points"))
        self.points_spin.valueChanged.connect(self._on_points)
        self.reward_combo = RewardCombo()
        self.reward_combo.activated.connect(self._on_reward)
        self.reward_combo.setAccessibleName(self.tr("Reward piece"))

        self.card_box = QGroupBox(self.tr("Card"))
        form = QFormLayout(self.card_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Id"), self.id_edit)
        form.addRow("", self.id_note)
        form.addRow("", self.id_error)
        form.addRow(self.tr("Colour"), colour_row)
        form.addRow(self.tr("Points"), self.points_spin)
        form.addRow(self.tr("Reward"), self.reward_combo)

        self.rotate_button = push_button(self.tr("Rotate"), lambda: self._transform("rotate"),
                                         tip=self.tr("Turn the cells a quarter clockwise"))
        self.mirror_button = push_button(self.tr("Mirror"), lambda: self._transform("mirror"),
                                         tip=self.tr("Mirror the cells left to right"))
        self.clear_button = push_button(self.tr("Clear"), lambda: self._transform("clear"),
                                        tip=self.tr("Make every cell solid"))
        shape_box = QGroupBox(self.tr("Cells"))
        sl = QHBoxLayout(shape_box)
        sl.addWidget(self.rotate_button)
        sl.addWidget(self.mirror_button)
        sl.addWidget(self.clear_button)

        self.stat_squares = QLabel()
        self.stat_fewest = QLabel()
        self.stat_fillings = _WrappedFigure()
        self.filling_button = QToolButton()
        self.filling_button.setText(self.tr("Show a filling"))
        self.filling_button.setCheckable(True)
        self.filling_button.setToolTip(
            self.tr("Show on the card one way to fill it with the reserve's pieces"))
        self.filling_button.toggled.connect(self._on_filling_toggled)
        self.previous_filling = QToolButton()
        self.previous_filling.setArrowType(Qt.ArrowType.LeftArrow)
        self.previous_filling.setToolTip(self.tr("The filling before"))
        self.previous_filling.clicked.connect(lambda: self.step_filling(-1))
        self.next_filling = QToolButton()
        self.next_filling.setArrowType(Qt.ArrowType.RightArrow)
        self.next_filling.setToolTip(self.tr("The next filling"))
        self.next_filling.clicked.connect(lambda: self.step_filling(1))
        self.filling_label = QLabel()
        self.filling_label.setObjectName("muted")
        self.filling_label.setWordWrap(True)
        filling_row = QHBoxLayout()
        filling_row.addWidget(self.filling_button)
        filling_row.addWidget(self.previous_filling)
        filling_row.addWidget(self.next_filling)
        filling_row.addStretch(1)
        self.solver_box = QGroupBox(self.tr("Solver"))
        sf = QFormLayout(self.solver_box)
        sf.addRow(self.tr("Squares"), self.stat_squares)
        sf.addRow(self.tr("Fewest pieces"), self.stat_fewest)
        sf.addRow(self.tr("Fillings"), self.stat_fillings)
        sf.addRow(filling_row)
        sf.addRow(self.filling_label)
        self.findings_list = QListWidget()
        self.findings_list.setObjectName("puzzleFindings")
        self.findings_list.setWordWrap(True)
        self.findings_list.setFrameShape(QFrame.Shape.NoFrame)
        self.findings_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.findings_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.findings_list.setMinimumHeight(90)
        sf.addRow(self.findings_list)

        rl = QVBoxLayout(self)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.card_box)
        rl.addWidget(shape_box)
        rl.addWidget(self.solver_box, 1)
        # at least 270 px, more when a language's words need it (a minimum width set on the
        # widget itself would cap it: the splitter then ignores what the contents need)
        rl.addStrut(270)
        self.setMaximumWidth(360)
        self.refresh()

    # ------------------------------------------------------------------ what it shows

    def set_document(self, doc: DeckDocument | None, stack: QUndoStack | None) -> None:
        """Edit cards of this document, pushing edits on ``stack``."""
        self.doc, self.stack = doc, stack
        self.report = None
        self.ids, self.current = [], None
        self.id_note.hide()
        self._forget_fillings()
        self.refresh()

    def set_report(self, report: DeckReport | None) -> None:
        """Show what validation found."""
        self.report = report
        self._refresh_solver()

    def set_selection(self, ids: list[str], current: str | None) -> None:
        """Show these cards (``current``: the one on the big card)."""
        self.ids, self.current = ids, current
        self.refresh()

    def retranslate(self) -> None:
        """After a language switch: the texts made with values."""
        self.refresh()

    def _has(self, puzzle_id: str | None) -> bool:
        return puzzle_id is not None and self.doc is not None and self.doc.has_puzzle(puzzle_id)

    def refresh(self) -> None:
        """Show the selected cards as the document has them (even in a field with the focus:
        after an undo it shows what the deck holds)."""
        doc = self.doc
        ids = [z for z in self.ids if self._has(z)]
        many = len(ids) > 1
        editable = bool(ids) and doc is not None and not doc.read_only
        editors: tuple[QWidget, ...] = (self.white_button, self.black_button, self.points_spin,
                                        self.reward_combo)
        for w in editors:
            w.setEnabled(editable)
        self.id_edit.setEnabled(editable and not many)
        single = editable and not many and self._has(self.current)
        for b in (self.rotate_button, self.mirror_button, self.clear_button):
            b.setEnabled(single)
        self.card_box.setTitle(EditCounts().cards_selected(len(ids)) if many
                               else self.tr("Card"))
        self._updating = True
        try:
            if not ids or doc is None:
                self.id_edit.clear()
                self.points_spin.setMinimum(0)
                self.points_spin.setValue(0)
                self.reward_combo.clear()
                self._check_colour(None)
            else:
                puzzles = [doc.puzzle(z) for z in ids]
                self.id_edit.setText("" if many else puzzles[0].id)
                points = {p.points for p in puzzles}
                self.points_spin.setMinimum(MIXED if len(points) > 1 else 0)
                self.points_spin.setValue(points.pop() if len(points) == 1 else MIXED)
                rewards = {p.reward for p in puzzles}
                self.reward_combo.fill(doc, rewards.pop() if len(rewards) == 1 else None)
                colours = {p.colour for p in puzzles}
                self._check_colour(colours.pop() if len(colours) == 1 else None)
        finally:
            self._updating = False
        self._refresh_solver()
        self._refresh_filling()

    def _check_colour(self, colour: str | None) -> None:
        self.colour_group.setExclusive(False)
        self.white_button.setChecked(colour == "white")
        self.black_button.setChecked(colour == "black")
        self.colour_group.setExclusive(True)

    def _refresh_solver(self) -> None:
        pid = self.current
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
                self.findings_list.addItem(QListWidgetItem(severity_icon(f.severity),
                                                           finding_text(f)))
        if not self.findings_list.count() and st is not None and st.fillable_with_reserve:
            it = QListWidgetItem(self.tr("No problems: this card can be completed."))
            it.setForeground(self.palette().placeholderText())
            self.findings_list.addItem(it)

    # ------------------------------------------------------------------ edits

    def _targets(self) -> list[str]:
        if self._updating or self.doc is None or self.doc.read_only:
            return []
        return [z for z in self.ids if self._has(z)]

    def _on_id_edited(self) -> None:
        ids = self._targets()
        if len(ids) != 1 or self.doc is None:
            return
        new = self._new_id(self.doc, ids[0])
        if new is not None:
            self._push(RenamePuzzleCommand(self.doc, ids[0], new))

    def _on_colour(self, button_id: int) -> None:
        ids = self._targets()
        doc, stack = self.doc, self.stack
        colour: Colour = "white" if button_id == 0 else "black"
        change = [z for z in ids if doc is not None and doc.puzzle(z).colour != colour]
        if not change or doc is None or stack is None:
            return
        if len(change) == 1:
            stack.push(SetPuzzleColourCommand(doc, change[0], colour))
            return
        words = EditCounts()
        stack.beginMacro(words.make_white(len(change)) if colour == "white"
                         else words.make_black(len(change)))
        try:
            for z in change:
                stack.push(SetPuzzleColourCommand(doc, z, colour))
        finally:
            stack.endMacro()

    def _on_points(self, value: int) -> None:
        ids = self._targets()
        if not ids or value == MIXED or self.doc is None:
            return
        change = [z for z in ids if self.doc.puzzle(z).points != value]
        if len(ids) == 1 and change:
            self._push(SetPointsCommand(self.doc, ids[0], value))
        elif change:
            self.points_spin.setMinimum(0)
            self._push(SetPuzzlesCommand(self.doc, ids, points=value))

    def _on_reward(self, _index: int) -> None:
        ids = self._targets()
        reward = self.reward_combo.currentData()
        if not ids or not reward or self.doc is None:
            return
        change = [z for z in ids if self.doc.puzzle(z).reward != reward]
        if len(ids) == 1 and change:
            self._push(SetRewardCommand(self.doc, ids[0], str(reward)))
        elif change:
            self._push(SetPuzzlesCommand(self.doc, ids, reward=str(reward)))

    def _transform(self, how: str) -> None:
        pid, doc = self.current, self.doc
        if doc is None or pid is None or doc.read_only or not doc.has_puzzle(pid):
            return
        mask = doc.puzzle(pid).mask
        if how == "rotate":
            new, text = rotate_mask(mask), self.tr("Rotate %1")
        elif how == "mirror":
            new, text = mirror_mask(mask), self.tr("Mirror %1")
        else:
            new, text = 0, self.tr("Clear %1")
        if new != mask:
            self._push(SetPuzzleCellsCommand(doc, pid, new, fill(text, pid)))

    # ------------------------------------------------------------------ one filling shown

    @property
    def showing_filling(self) -> bool:
        """Whether a filling of the card is shown."""
        return self.filling_button.isChecked()

    def toggle_filling(self, on: bool | None = None) -> None:
        """Show a filling of the card (or stop showing it; None: the other way round)."""
        self.filling_button.setChecked(not self.showing_filling if on is None else on)

    def _on_filling_toggled(self, on: bool) -> None:
        self._filling_index = 0
        self.filling_toggled.emit(on)
        self._refresh_filling()

    def step_filling(self, step: int) -> None:
        """Show the next (1) or previous (-1) filling."""
        found = self._fillings
        if found is not None and found.fillings:
            self._filling_index = (self._filling_index + step) % len(found.fillings)
            self._refresh_filling()

    def _forget_fillings(self) -> None:
        self._search.cancel()
        self._fillings = None
        self._filling_index = 0

    def _refresh_filling(self) -> None:
        """Show the filling asked for, asking the solver first when the card changed."""
        doc, pid = self.doc, self.current
        on = self.showing_filling and self._has(pid)
        found = self._fillings
        if on and doc is not None and pid is not None:
            mask = doc.puzzle(pid).mask
            if found is None or found.mask != mask or self._asked_for != (doc.deck().shapes,
                                                                            mask):
                self._ask_fillings(mask)
                found = None
        shown = found.fillings if on and found is not None else ()
        self.previous_filling.setEnabled(len(shown) > 1)
        self.next_filling.setEnabled(len(shown) > 1)
        self.filling_label.setVisible(on)
        if not on:
            self.filling_label.clear()
        elif found is None:
            self.filling_label.setText(self.tr("Looking for fillings…"))
        elif found.too_hard:
            self.filling_label.setText(self.tr("Too many possibilities to show a filling."))
        elif not shown:
            self.filling_label.setText(self.tr("The reserve's pieces cannot fill this card."))
        else:
            total = (str(len(shown)) if found.complete else
                     fill(self.tr("%1 or more"), str(len(shown))))
            n = len(shown[self._filling_index])
            text = counted(self.tr("Filling %1 of %2: %n piece(s)", "", n), n)
            self.filling_label.setText(fill(text, self._filling_index + 1, total))
        self.filling_changed.emit(shown[self._filling_index] if shown else ())

    def _ask_fillings(self, mask: Mask) -> None:
        doc = self.doc
        assert doc is not None
        deck = doc.deck()
        key = (deck.shapes, mask)
        if self._search.running and self._asked_for == key:
            return
        self._asked_for = key
        self._fillings = None
        self._filling_index = 0
        request = FillingsRequest(deck, mask)
        work = without_partials(in_process(
            "fillings", request,
            fallback=lambda payload, _progress, cancelled: fillings_of(payload, cancelled)))

        def done(answer: object) -> None:
            if isinstance(answer, Fillings):
                self._fillings = answer
                self._refresh_filling()

        self._search.start(work, done)
