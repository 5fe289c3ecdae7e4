"""Puzzle > Generate…: the designer sets constraints, the generator proposes cards, the designer
picks some and they join the deck (one undoable step), to be edited like any puzzle.

Each candidate's figures stand in columns (squares, fewest pieces, fillings, symmetry, the
suggested points and reward), each column explained in its header's tooltip and under the list.
The dialog stays open after an Add (the added candidates leave the list), and the constraints
of the last run come back the next time it opens.

The generator (:mod:`app.model.generator`, Qt-free) is CPU-bound, so it runs in a worker process
of its own (:func:`generator_worker`, :mod:`app.model.worker`), never in a thread of the editor
where it would hold the GIL and make the window stutter; a
:class:`~app.model.background.BackgroundOp` streams the run (:func:`~app.model.background.
in_process`: its thread only waits). Candidates come back one by one as they are found and
appear at once; Stop,
closing the dialog or the editor tell the process to stop its run. A process that dies is said
once in the status line, the candidates found stay, and Generate starts a fresh process.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QIcon, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import sentences
from app.model.background import BackgroundOp, Cancelled, Partial, Progress, in_process
from app.model.deck_document import DeckDocument
from app.model.generator import (
    FILLINGS_CAP,
    TIME_BUDGET,
    Candidate,
    Constraints,
    GenerateRequest,
    Outcome,
    Stop,
)
from app.model.settings_files import open_store
from app.model.worker import Worker, WorkerGone, named_worker
from app.rules import CARD_SIZE, Colour
from app.templates import fill
from editor.commands import AddPuzzleCommand
from editor.icons import card_size, card_thumbnail, piece_icon

CANDIDATE_WIDTH = 64
"""The width of a candidate's card in the list."""
SETTINGS_KEY = "editor/generator"
"""Where the last run's constraints are kept (a JSON object in the editor's settings)."""


class Col(IntEnum):
    """The columns of the candidates' list."""

    CARD = 0
    SQUARES = 1
    FEWEST = 2
    FILLINGS = 3
    SYMMETRIC = 4
    POINTS = 5
    REWARD = 6


COLUMNS = tuple(Col)
DEFAULT_SQUARES: dict[str, tuple[int, int]] = {"white": (3, 9), "black": (8, 16)}
"""The sizes of the classic deck's cards of each colour."""


def generator_worker() -> Worker:
    """The editor's generator process (started on first use; its own, so a run never waits
    behind a deck check, nor a check behind a run)."""
    return named_worker("generator")


@dataclass(frozen=True, slots=True)
class ProcessLost:
    """A run's answer when its worker process died (or could not start) before the end."""

    reason: str  # in English, for logs


class _Range(QWidget):
    """Two spin boxes: from .. to. Either end takes what is typed (neither holds the other
    back while typing); the range is read low end first."""

    def __init__(self, low: int, high: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.low = QSpinBox()
        self.high = QSpinBox()
        for box in (self.low, self.high):
            box.setRange(low, high)
        self.low.setValue(low)
        self.high.setValue(high)
        self.dash = QLabel("–")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.low)
        row.addWidget(self.dash)
        row.addWidget(self.high)
        row.addStretch(1)

    def value(self) -> tuple[int, int]:
        """The range chosen, low end first (two ends typed the wrong way round are swapped)."""
        a, b = self.low.value(), self.high.value()
        return min(a, b), max(a, b)

    def set_value(self, low: int, high: int) -> None:
        """Set both ends."""
        self.low.setValue(low)
        self.high.setValue(high)


class GeneratorDialog(QDialog):
    """The generator's constraints, its candidates and the picking of some."""

    added = Signal(list)
    """The ids of the puzzles added to the deck."""
    seconds: float = TIME_BUDGET
    """The time budget of a run (the generator process reads the real clock: tests that need
    a run to end by its count, whatever the machine's load, give it more)."""

    def __init__(self, doc: DeckDocument, stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Generate puzzles"))
        self.doc = doc
        self.stack = stack
        self.outcome: Outcome | None = None
        self.candidates: list[Candidate] = []
        self.lost: str | None = None
        """Why the last run's process stopped before the end (None: it did not)."""
        self._colour_of_run: Colour = "white"
        self._wanted = 0  # the candidates the run asked for
        self._run = BackgroundOp(self)

        box = QGroupBox(self.tr("Constraints"))
        form = QFormLayout(box)
        self.colour = QComboBox()
        self.colour.addItem(self.tr("White"), "white")
        self.colour.addItem(self.tr("Black"), "black")
        form.addRow(self.tr("&Colour:"), self.colour)
        self.squares = _Range(1, CARD_SIZE * CARD_SIZE)
        self.squares.set_value(*DEFAULT_SQUARES["white"])
        form.addRow(self.tr("&Squares:"), self.squares)
        self.fewest = _Range(1, CARD_SIZE * CARD_SIZE)
        self.fewest.set_value(2, 6)  # one piece filling a card makes no puzzle
        form.addRow(self.tr("&Fewest pieces:"), self.fewest)
        self.fillings = _Range(1, FILLINGS_CAP)
        self.fillings.high.setToolTip(fill(self.tr("%1 means %1 or more"), str(FILLINGS_CAP)))
        form.addRow(self.tr("F&illings:"), self.fillings)
        self.symmetry = QComboBox()
        self.symmetry.addItem(self.tr("Either"), None)
        self.symmetry.addItem(self.tr("Symmetric"), True)
        self.symmetry.addItem(self.tr("Not symmetric"), False)
        form.addRow(self.tr("S&ymmetry:"), self.symmetry)
        pieces = QWidget()
        grid = QGridLayout(pieces)
        grid.setContentsMargins(0, 0, 0, 0)
        self.piece_boxes: dict[str, QCheckBox] = {}
        for i, shape in enumerate(doc.pieces):
            check = QCheckBox(shape.id)
            check.setChecked(True)
            self.piece_boxes[shape.id] = check
            grid.addWidget(check, i // 5, i % 5)
        form.addRow(self.tr("Allowed pieces:"), pieces)
        self.distinct = QCheckBox(self.tr("&Not the same shape as a card of the deck"))
        self.distinct.setChecked(True)
        self.distinct.setToolTip(self.tr("Rotated and mirrored shapes count as the same"))
        form.addRow(self.distinct)
        self.count = QSpinBox()
        self.count.setRange(1, 60)
        self.count.setValue(20)
        form.addRow(self.tr("Candi&dates:"), self.count)
        self.seed = QSpinBox()
        self.seed.setRange(0, 999_999)
        self.seed.setValue(1)
        form.addRow(self.tr("S&eed:"), self.seed)
        self.colour.currentIndexChanged.connect(self._on_colour)

        self.generate_button = QPushButton(self.tr("&Generate"))
        self.generate_button.setDefault(True)
        self.generate_button.clicked.connect(self.start)
        self.stop_button = QPushButton(self.tr("S&top"))
        self.stop_button.clicked.connect(self.stop)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.status = QLabel()
        self.status.setWordWrap(True)
        run_row = QHBoxLayout()
        run_row.addWidget(self.generate_button)
        run_row.addWidget(self.stop_button)
        run_row.addWidget(self.progress, 1)

        self.list = QTableWidget(0, len(COLUMNS))
        self.list.setIconSize(card_size(CANDIDATE_WIDTH))
        self.list.verticalHeader().hide()
        self.list.verticalHeader().setDefaultSectionSize(card_size(CANDIDATE_WIDTH).height() + 8)
        self.list.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setMinimumSize(400, 2 * card_size(CANDIDATE_WIDTH).height() + 60)
        self.list.setAccessibleName(self.tr("Candidates"))
        self.list.itemSelectionChanged.connect(self._on_selection)
        self.list.itemDoubleClicked.connect(lambda _item: self.add_selected())
        self.explain = QLabel()
        self.explain.setObjectName("muted")
        self.explain.setWordWrap(True)
        self.details = QLabel()
        self.details.setWordWrap(True)

        self.buttons = QDialogButtonBox()
        self.add_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.add_button.clicked.connect(self.add_selected)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        right = QVBoxLayout()
        right.addLayout(run_row)
        right.addWidget(self.status)
        right.addWidget(self.list, 1)
        right.addWidget(self.explain)
        right.addWidget(self.details)
        main = QHBoxLayout()
        main.addWidget(box)
        main.addLayout(right, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(main, 1)
        outer.addWidget(self.buttons)
        self.resize(1080, 640)
        self._restore()
        self.retranslate()

    # ------------------------------------------------------------------ constraints

    def _on_colour(self) -> None:
        self.squares.set_value(*DEFAULT_SQUARES[self._colour()])

    def _colour(self) -> Colour:
        return "black" if self.colour.currentData() == "black" else "white"

    def constraints(self) -> Constraints:
        """The constraints as the form says them."""
        allowed = frozenset(i for i, box in self.piece_boxes.items() if box.isChecked())
        all_ids = {s.id for s in self.doc.pieces}
        symmetric = self.symmetry.currentData()
        return Constraints(
            colour=self._colour(),
            squares=self.squares.value(),
            fewest=self.fewest.value(),
            fillings=self.fillings.value(),
            shapes=None if allowed == all_ids else allowed,
            symmetric=symmetric if isinstance(symmetric, bool) else None,
            distinct=self.distinct.isChecked(),
        )

    # ------------------------------------------------------------------ the run

    def start(self) -> None:
        """Generate candidates with the constraints (a run in progress stops first)."""
        self.stop(quiet=True)
        self.remember()
        deck = self.doc.deck()
        constraints = self.constraints()
        self._colour_of_run = constraints.colour
        count, seed = self.count.value(), self.seed.value()
        self._wanted = count
        self.list.setRowCount(0)
        self.candidates = []
        self.outcome = None
        self.lost = None
        run = in_process("generate", GenerateRequest(deck, constraints, count, seed,
                                                     self.seconds), worker="generator")

        def work(cancelled: Cancelled, progress: Progress, partial: Partial) -> object:
            try:
                return run(cancelled, progress, partial)
            except WorkerGone as exc:
                return ProcessLost(str(exc))

        self.progress.setRange(0, count)
        self.progress.setValue(0)
        self._run.stream(work, self._on_found, self._on_done, self._on_failed)
        self._update()

    @property
    def running(self) -> bool:
        """Whether a run is under way."""
        return self._run.running

    def stop(self, quiet: bool = False) -> None:
        """Stop the run in progress (the candidates found so far stay)."""
        if self.running:
            self._run.cancel()
            if not quiet:
                self.outcome = Outcome(self._wanted, list(self.candidates), Stop.CANCELLED)
                self._update()

    def _add_item(self, candidate: Candidate) -> None:
        self.candidates.append(candidate)
        number = len(self.candidates)
        puzzle = candidate.puzzle(f"#{number}", self._run_colour())
        row = self.list.rowCount()
        self.list.insertRow(row)
        pm = card_thumbnail(puzzle, self.doc.deck(), CANDIDATE_WIDTH)
        icon = QIcon(pm)
        icon.addPixmap(pm, QIcon.Mode.Selected)  # the card shows as it is, not tinted
        card = QTableWidgetItem(icon, f"#{number}")
        card.setData(Qt.ItemDataRole.UserRole, number - 1)
        self.list.setItem(row, 0, card)
        for column in range(1, len(COLUMNS)):
            self.list.setItem(row, column, QTableWidgetItem())
        self._fill_row(row)

    def _cell(self, row: int, column: int) -> QTableWidgetItem:
        item = self.list.item(row, column)
        assert item is not None  # every cell of a candidate's row is made with it
        return item

    def _index_of(self, row: int) -> int:
        """The index of the candidate a row shows."""
        return int(self._cell(row, 0).data(Qt.ItemDataRole.UserRole))

    def _fill_row(self, row: int) -> None:
        """The figures of a row's candidate, in words of the current language."""
        c = self.candidates[self._index_of(row)]
        fillings = f"{c.fillings}+" if c.fillings_capped else str(c.fillings)
        texts = (str(c.size), str(c.fewest), fillings,
                 self.tr("yes") if c.symmetric else self.tr("no"), str(c.points), c.reward)
        for column, text in enumerate(texts, start=1):
            cell = self._cell(row, column)
            cell.setText(text)
            if column not in (Col.SYMMETRIC, Col.REWARD):
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        shape = self.doc.piece(c.reward) if self.doc.has_piece(c.reward) else None
        if shape is not None:
            self._cell(row, Col.REWARD).setIcon(piece_icon(shape, 20))
        self._cell(row, 0).setToolTip(self._describe(self._index_of(row)))

    def _run_colour(self) -> Colour:
        return self._colour_of_run

    def _on_found(self, candidate: object) -> None:
        if isinstance(candidate, Candidate):
            self._add_item(candidate)
            self.progress.setValue(len(self.candidates))
            self._update()

    def _on_done(self, answer: object) -> None:
        if isinstance(answer, Outcome):
            for candidate in answer.candidates[len(self.candidates):]:
                self._add_item(candidate)  # none in practice: each came as it was found
            self.outcome = answer
        else:
            self.lost = answer.reason if isinstance(answer, ProcessLost) else repr(answer)
            self.outcome = Outcome(self._wanted, list(self.candidates), Stop.CANCELLED)
        self._update()

    def _on_failed(self, message: str) -> None:
        self.status.setText(fill(self.tr("The generator failed: %1"), message))
        self._update(status=False)

    # ------------------------------------------------------------------ picking

    def selected(self) -> list[int]:
        """The indexes of the selected candidates, in order."""
        rows = {i.row() for i in self.list.selectedItems()}
        return sorted(self._index_of(r) for r in rows)

    def select(self, indexes: list[int]) -> None:
        """Select these candidates (by index, as :meth:`selected` gives them)."""
        self.list.clearSelection()
        flags = QItemSelectionModel.SelectionFlag
        for row in range(self.list.rowCount()):
            if self._index_of(row) in indexes:
                self.list.selectionModel().select(
                    self.list.model().index(row, 0), flags.Select | flags.Rows)

    def _on_selection(self) -> None:
        self._update(status=False)

    def add_selected(self) -> None:
        """Add the selected candidates to the deck as new puzzles (one undoable step). The
        dialog stays open for more; the added ones leave the list."""
        picked = self.selected()
        if not picked or self.doc.read_only:
            return
        colour = self._run_colour()
        ids: list[str] = []
        self.stack.beginMacro(self.tr("Add %n generated puzzle(s)", "", len(picked)))
        try:
            for index in picked:
                puzzle = self.candidates[index].puzzle(self.doc.new_puzzle_id(colour), colour)
                self.stack.push(AddPuzzleCommand(self.doc, puzzle))
                ids.append(puzzle.id)
        finally:
            self.stack.endMacro()
        for row in reversed(range(self.list.rowCount())):
            if self._index_of(row) in picked:
                self.list.removeRow(row)
        self.added.emit(ids)
        self._update(status=False)

    # ------------------------------------------------------------------ texts

    def _describe(self, index: int) -> str:
        c = self.candidates[index]
        fillings = f"{c.fillings}+" if c.fillings_capped else str(c.fillings)
        shape = self.tr("symmetric") if c.symmetric else self.tr("not symmetric")
        return (
            fill(self.tr("Candidate %1 — squares: %2, fewest pieces: %3, fillings: %4, %5; "
                         "suggested points: %6, reward: %7"),
                 index + 1, c.size, c.fewest, fillings, shape, c.points, c.reward)
        )

    def _update(self, status: bool = True) -> None:
        self.generate_button.setEnabled(not self.running)
        self.stop_button.setEnabled(self.running)
        picked = self.selected()
        self.add_button.setText(self.tr("&Add %n to the deck", "", len(picked)) if picked
                                else self.tr("&Add to the deck"))
        self.add_button.setEnabled(bool(picked) and not self.doc.read_only)
        if len(picked) == 1:
            self.details.setText(self._describe(picked[0]))
        elif picked:
            self.details.setText(self.tr("%n candidate(s) selected", "", len(picked)))
        else:
            self.details.setText(self.tr("Select one or more cards, then add them to the deck."))
        if status:
            self.status.setText(self._status_text())

    def _status_text(self) -> str:
        found = len(self.candidates)
        if self.outcome is not None:
            wanted = self.outcome.wanted
        else:
            wanted = self._wanted if self.running else self.count.value()
        if self.running:
            return fill(self.tr("Generating… found %1 of %2"), str(found), str(wanted))
        if self.outcome is None:
            return self.tr("Set the constraints, then generate.")
        text = fill(self.tr("Found %1 of %2."), str(found), str(wanted))
        if self.lost is not None:
            return sentences(text, self.tr(
                "The generator's helper process stopped unexpectedly; Generate starts it again."))
        reasons = {
            Stop.DONE: "",
            Stop.EXHAUSTED: self.tr("The constraints allow no more different shapes."),
            Stop.ATTEMPTS: self.tr("No more were found within the number of tries."),
            Stop.TIME: self.tr("No more were found within the time allowed."),
            Stop.CANCELLED: self.tr("Stopped."),
        }
        why = reasons[self.outcome.stop]
        return sentences(text, why)

    def retranslate(self) -> None:
        """The texts made with values, in the current language."""
        for column, (title, tip) in enumerate(self._headers()):
            head = QTableWidgetItem(title)
            head.setToolTip(tip)
            self.list.setHorizontalHeaderItem(column, head)
        self.explain.setText(sentences(
            self.tr("Fewest pieces: the fewest pieces of the allowed ones in the reserve that "
                    "fill the card; each takes an action to place."),
            self.tr("Fillings: in how many ways they fill it; few ways are harder to see."),
            self.tr("Points and reward are suggested from the classic card of the same colour "
                    "nearest in difficulty."),
        ))
        self._update()
        for row in range(self.list.rowCount()):
            self._fill_row(row)

    def _headers(self) -> list[tuple[str, str]]:
        return [
            (self.tr("Card"), self.tr("The candidate as a card")),
            (self.tr("Squares"), self.tr("Recessed squares to fill")),
            (self.tr("Fewest pieces"),
             self.tr("The fewest pieces of the reserve (the allowed ones) that fill it")),
            (self.tr("Fillings"),
             fill(self.tr("In how many ways the reserve's pieces fill it (%1+: %1 or more)"),
                  str(FILLINGS_CAP))),
            (self.tr("Symmetric"), self.tr("Whether it looks the same turned or mirrored")),
            (self.tr("Points"), self.tr("Suggested points, from its difficulty")),
            (self.tr("Reward"), self.tr("Suggested reward, from its difficulty and the rewards "
                                        "the deck gives")),
        ]

    # ------------------------------------------------------------------ remembered

    def _restore(self) -> None:
        """Put back the constraints of the last run (a value that makes no sense is left at
        its default)."""
        try:
            raw = json.loads(str(open_store().value(SETTINGS_KEY, "{}")))
        except (ValueError, TypeError):
            return
        if not isinstance(raw, dict):
            return

        def pair(name: str, rng: _Range) -> None:
            v = raw.get(name)
            if isinstance(v, list) and len(v) == 2 and all(type(x) is int for x in v):
                rng.set_value(v[0], v[1])

        i = self.colour.findData(raw.get("colour"))
        if i >= 0:
            self.colour.setCurrentIndex(i)
        for name, rng in (("squares", self.squares), ("fewest", self.fewest),
                          ("fillings", self.fillings)):
            pair(name, rng)
        j = self.symmetry.findData(raw.get("symmetric"))
        if raw.get("symmetric", "") in (None, True, False) and j >= 0:
            self.symmetry.setCurrentIndex(j)
        if isinstance(raw.get("distinct"), bool):
            self.distinct.setChecked(raw["distinct"])
        for name, box in (("count", self.count), ("seed", self.seed)):
            if type(raw.get(name)) is int:
                box.setValue(raw[name])
        excluded = raw.get("excluded")
        if isinstance(excluded, list):
            for piece_id, check in self.piece_boxes.items():
                check.setChecked(piece_id not in excluded)

    def remember(self) -> None:
        """Keep the constraints for the next time the dialog opens."""
        data = {
            "colour": self._colour(),
            "squares": list(self.squares.value()),
            "fewest": list(self.fewest.value()),
            "fillings": list(self.fillings.value()),
            "symmetric": self.symmetry.currentData(),
            "distinct": self.distinct.isChecked(),
            "count": self.count.value(),
            "seed": self.seed.value(),
            "excluded": [i for i, box in self.piece_boxes.items() if not box.isChecked()],
        }
        open_store().setValue(SETTINGS_KEY, json.dumps(data))

    def done(self, result: int) -> None:
        self.stop(quiet=True)
        self.remember()
        super().done(result)
