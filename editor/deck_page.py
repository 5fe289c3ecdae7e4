"""The deck page: name, description, the setup table and a summary of the deck."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.validation import DeckReport
from app.model.deck_document import DeckDocument
from app.rules import (
    DIFFICULTIES,
    MAX_DECK_DESCRIPTION,
    MAX_DECK_NAME,
    Setup,
    SoloSetup,
    clean_name_text,
)
from app.templates import counted, fill
from editor.commands import RenameDeckCommand, SetDescriptionCommand, SetSetupCommand
from editor.deck_part import DeckPart
from editor.icons import piece_icon
from editor.limits import CutNote, fit_plain_text, limit_line_edit
from editor.text import shown

PLAYERS = (2, 3, 4)


def _spin(low: int, high: int, name: str) -> QSpinBox:
    s = QSpinBox()
    s.setRange(low, high)
    s.setAccessibleName(name)
    return s


class DeckPage(DeckPart):
    """Deck-wide settings and figures."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._stale = True

        # ---- about the deck
        self.name_edit = QLineEdit()
        self.name_note = CutNote()
        limit_line_edit(self.name_edit, MAX_DECK_NAME, self.name_note)
        self.name_edit.editingFinished.connect(self._on_name)
        self.description_edit = QPlainTextEdit()
        self.description_edit.setPlaceholderText(self.tr("What makes this deck special?"))
        self.description_edit.setMaximumHeight(90)
        self.description_edit.textChanged.connect(self._on_description)
        self.description_note = CutNote()
        self.file_label = QLabel()
        self.file_label.setObjectName("muted")
        self.file_label.setWordWrap(True)
        self.file_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        about = QGroupBox(self.tr("Deck"))
        af = QFormLayout(about)
        af.addRow(self.tr("Name"), self.name_edit)
        af.addRow("", self.name_note)
        af.addRow(self.tr("Description"), self.description_edit)
        af.addRow("", self.description_note)
        af.addRow(self.tr("File"), self.file_label)

        # ---- the setup table
        self.black_spins = {n: _spin(1, 500, self._count_name("black", n)) for n in PLAYERS}
        self.white_all = QCheckBox(self.tr("All white puzzles"))
        self.white_spins = {n: _spin(1, 500, self._count_name("white", n)) for n in PLAYERS}
        self.row_spin = _spin(1, 8, self.tr("Cards in each row"))
        table = QGridLayout()
        table.setHorizontalSpacing(12)
        table.addWidget(QLabel(self.tr("Players")), 0, 0)
        for j, n in enumerate(PLAYERS):
            h = QLabel(str(n))
            h.setAlignment(Qt.AlignmentFlag.AlignCenter)
            table.addWidget(h, 0, j + 1)
            table.addWidget(self.black_spins[n], 1, j + 1)
            table.addWidget(self.white_spins[n], 2, j + 1)
        table.addWidget(QLabel(self.tr("Black puzzles")), 1, 0)
        table.addWidget(QLabel(self.tr("White puzzles")), 2, 0)
        table.addWidget(self.white_all, 3, 1, 1, 3)
        for n in PLAYERS:
            self.black_spins[n].valueChanged.connect(lambda _v, n=n: self._on_black(n))
            self.white_spins[n].valueChanged.connect(lambda _v, n=n: self._on_white(n))
        self.white_all.toggled.connect(lambda _v: self._on_white(0))
        self.row_spin.valueChanged.connect(self._on_row)
        self.start_grid = QGridLayout()
        self.start_grid.setHorizontalSpacing(10)
        self.start_spins: dict[str, QSpinBox] = {}
        start_box = QWidget()
        start_box.setLayout(self.start_grid)
        setup_box = QGroupBox(self.tr("Setup: 2 to 4 players"))
        sl = QFormLayout(setup_box)
        sl.addRow(table)
        sl.addRow(self.tr("Cards in each row"), self.row_spin)
        sl.addRow(self.tr("Each player starts with"), start_box)

        # ---- solo
        self.solo_white = _spin(0, 500, self.tr("Solo white puzzles"))
        self.solo_black = _spin(0, 500, self.tr("Solo black puzzles"))
        self.solo_locks = [_spin(0, 10, self._column_name(i)) for i in range(3)]
        self.solo_opp: dict[str, QSpinBox] = {d: _spin(0, 20, d) for d in DIFFICULTIES}
        self.solo_white.valueChanged.connect(lambda _v: self._on_solo("white"))
        self.solo_black.valueChanged.connect(lambda _v: self._on_solo("black"))
        for i, s in enumerate(self.solo_locks):
            s.valueChanged.connect(lambda _v, i=i: self._on_solo(f"lock{i}"))
        for d, s in self.solo_opp.items():
            s.valueChanged.connect(lambda _v, d=d: self._on_solo(f"opp-{d}"))
        solo_box = QGroupBox(self.tr("Solo game"))
        so = QFormLayout(solo_box)
        deck_row = QHBoxLayout()
        deck_row.addWidget(self.solo_white)
        deck_row.addWidget(QLabel(self.tr("white on top of")))
        deck_row.addWidget(self.solo_black)
        deck_row.addWidget(QLabel(self.tr("black")))
        deck_row.addStretch(1)
        so.addRow(self.tr("Solo deck"), deck_row)
        locks_row = QHBoxLayout()
        for s in self.solo_locks:
            locks_row.addWidget(s)
        locks_row.addStretch(1)
        so.addRow(self.tr("Level-1 pieces above columns 1-3"), locks_row)
        opp_row = QHBoxLayout()
        names = {
            "standard": self.tr("standard"),
            "challenging": self.tr("challenging"),
            "unbeatable": self.tr("unbeatable"),
        }
        for d, s in self.solo_opp.items():
            opp_row.addWidget(QLabel(names[d]))
            opp_row.addWidget(s)
        opp_row.addStretch(1)
        so.addRow(self.tr("Automaton's pieces"), opp_row)

        # ---- summary
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.rewards_table = QTableWidget(0, 4)
        self.rewards_table.setHorizontalHeaderLabels(
            [
                self.tr("Piece"),
                self.tr("White rewards"),
                self.tr("Black rewards"),
                self.tr("Reserve"),
            ]
        )
        self.rewards_table.verticalHeader().hide()
        self.rewards_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rewards_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.rewards_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # titles wider than their (equal, stretched) columns take two lines, not an ellipsis
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        header.setMinimumHeight(2 * header.fontMetrics().lineSpacing() + 8)
        self.rewards_table.setMinimumHeight(200)
        summary_box = QGroupBox(self.tr("Summary"))
        sv = QVBoxLayout(summary_box)
        sv.addWidget(self.summary_label)
        sv.addWidget(self.rewards_table, 1)

        left = QVBoxLayout()
        left.addWidget(about)
        left.addWidget(setup_box)
        left.addWidget(solo_box)
        left.addStretch(1)
        body = QWidget()
        cols = QHBoxLayout(body)
        cols.setContentsMargins(12, 12, 12, 12)
        cols.setSpacing(16)
        cols.addLayout(left, 3)
        cols.addWidget(summary_box, 2)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(scroll)

    # ------------------------------------------------------------------ document

    def set_document(self, doc: DeckDocument | None, stack: QUndoStack | None) -> None:
        """Edit this document's deck-wide settings."""
        if self.doc is not None:
            self.doc.changed.disconnect(self.refresh)
            self.doc.file_changed.disconnect(self.refresh)
        self.doc, self.stack = doc, stack
        if doc is not None:
            doc.changed.connect(self.refresh)
            doc.file_changed.connect(self.refresh)
        self.name_note.hide()
        self.description_note.hide()
        self.refresh()

    def retranslate(self) -> None:
        """After a language switch: the names made with values (the fields' spoken names),
        then the values."""
        for n in PLAYERS:
            self.black_spins[n].setAccessibleName(self._count_name("black", n))
            self.white_spins[n].setAccessibleName(self._count_name("white", n))
        for i, spin in enumerate(self.solo_locks):
            spin.setAccessibleName(self._column_name(i))
        for pid, spin in self.start_spins.items():
            spin.setAccessibleName(self._start_name(pid))
        self.refresh()

    # the spoken names of fields made with values (at build time and after a language switch)

    def _count_name(self, colour: str, players: int) -> str:
        if colour == "black":
            return counted(self.tr("Black puzzles, %n player(s)", "", players), players)
        return counted(self.tr("White puzzles, %n player(s)", "", players), players)

    def _column_name(self, index: int) -> str:
        return fill(self.tr("Pieces above column %1"), str(index + 1))

    def _start_name(self, piece_id: str) -> str:
        return fill(self.tr("Starting %1"), piece_id)

    def set_report(self, report: DeckReport | None) -> None:
        """Show the deck's summary from a validation report."""
        self.report = report
        self._refresh_summary()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()
            # lay the rows just filled in out before the page is painted, so that the
            # scroll area gives them their height at once (not squeezed for a frame)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def refresh(self) -> None:
        """Show the document's values (at once if the page is shown, else when it is)."""
        if not self.isVisible() and self.doc is not None:
            self._stale = True  # every paint stroke changes the deck: no need to follow unseen
            return
        self._stale = False
        doc = self.doc
        editable = doc is not None and not doc.read_only
        for w in self.findChildren(QSpinBox) + [
            self.name_edit,
            self.description_edit,
            self.white_all,
        ]:
            w.setEnabled(editable)
        if doc is None:
            return
        self._updating = True
        try:
            self.name_edit.setText(shown(doc, doc.name))  # with the focus too: an undo shows
            if self.description_edit.toPlainText() != shown(doc, doc.description):  # the deck's
                self.description_edit.setPlainText(shown(doc, doc.description))
            self.file_label.setText(
                str(doc.path)
                if doc.path is not None
                else self.tr("built in (read-only)")
                if doc.read_only
                else self.tr("not saved yet")
            )
            st = doc.setup
            blacks = dict(st.black)
            for n in PLAYERS:
                self.black_spins[n].setValue(blacks.get(n, 1))
            whites = dict(st.white)
            self.white_all.setChecked(not whites)
            total_white = max(1, len(doc.deck().whites))
            for n in PLAYERS:
                self.white_spins[n].setValue(whites.get(n, total_white))
                self.white_spins[n].setEnabled(editable and bool(whites))
            self.row_spin.setValue(st.row_size)
            self._rebuild_start(editable)
            self.solo_white.setValue(st.solo.white)
            self.solo_black.setValue(st.solo.black)
            for s, v in zip(self.solo_locks, st.solo.locks, strict=True):
                s.setValue(v)
            for d, v in st.solo.opponent_supply:
                self.solo_opp[d].setValue(v)
        finally:
            self._updating = False
        self._refresh_summary()

    def _rebuild_start(self, editable: bool) -> None:
        doc = self.doc
        assert doc is not None
        ids = [s.id for s in doc.pieces]
        if list(self.start_spins) != ids:
            while self.start_grid.count():
                item = self.start_grid.takeAt(0)
                gone = item.widget() if item is not None else None
                if gone is not None:
                    gone.deleteLater()
            self.start_spins = {}
            for i, s in enumerate(doc.pieces):
                lab = QLabel(s.id)
                lab.setToolTip(shown(doc, s.name))
                icon = QLabel()
                icon.setPixmap(piece_icon(s, 22).pixmap(22, 22))
                spin = _spin(0, 10, self._start_name(s.id))
                spin.valueChanged.connect(lambda _v, pid=s.id: self._on_start(pid))
                r, c = divmod(i, 3)
                self.start_grid.addWidget(icon, r, c * 3)
                self.start_grid.addWidget(lab, r, c * 3 + 1)
                self.start_grid.addWidget(spin, r, c * 3 + 2)
                self.start_spins[s.id] = spin
        for pid, spin in self.start_spins.items():
            spin.setValue(doc.setup.starting_supply.count(pid))
            spin.setEnabled(editable)
        for i, s in enumerate(doc.pieces):  # the icons follow the pieces' colours
            r, c = divmod(i, 3)
            item = self.start_grid.itemAtPosition(r, c * 3)
            glyph = item.widget() if item is not None else None
            if isinstance(glyph, QLabel):
                glyph.setPixmap(piece_icon(s, 22).pixmap(22, 22))

    def _refresh_summary(self) -> None:
        doc = self.doc
        summary = self.report.summary if self.report is not None else None
        if doc is None or summary is None:
            self.summary_label.setText("")
            self.rewards_table.setRowCount(0)
            return
        w, b = summary.white, summary.black
        parts = (
            counted(self.tr("%n white puzzle(s)", "", w.puzzles), w.puzzles),
            counted(self.tr("%n point(s)", "", w.points), w.points),
            counted(self.tr("%n black puzzle(s)", "", b.puzzles), b.puzzles),
            counted(self.tr("%n point(s)", "", b.points), b.points),
            counted(self.tr("%n piece(s)", "", summary.pieces), summary.pieces),
            counted(self.tr("%n square(s)", "", summary.squares), summary.squares),
        )
        self.summary_label.setText(
            fill(self.tr("%1, %2 in all; %3, %4 in all.\n%5 (%6) in the reserve."), *parts))
        self.rewards_table.setRowCount(len(summary.rewards))
        counts = {s.id: s for s in doc.pieces}
        for row, (pid, nw, nb) in enumerate(summary.rewards):
            shape = counts.get(pid)
            first = QTableWidgetItem(pid)
            if shape is not None:
                first.setIcon(piece_icon(shape, 22))
            self.rewards_table.setItem(row, 0, first)
            for col, v in ((1, nw), (2, nb), (3, shape.count if shape else 0)):
                it = QTableWidgetItem(str(v))
                it.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.rewards_table.setItem(row, col, it)

    # ------------------------------------------------------------------ edits

    def _push_setup(self, setup: Setup, field: str, text: str) -> None:
        doc = self.doc
        if self._updating or doc is None or doc.read_only or self.stack is None:
            return
        if setup != doc.setup:
            self.stack.push(SetSetupCommand(doc, setup, field, text))

    def _on_name(self) -> None:
        doc = self.doc
        if self._updating or doc is None or doc.read_only or self.stack is None:
            return
        # what a name may hold (docs/formats.md "Names"): a pasted bidi override is left out
        name = clean_name_text(self.name_edit.text(), MAX_DECK_NAME)
        if name and name != doc.name:
            self.stack.push(RenameDeckCommand(doc, name))
        if not name or name != self.name_edit.text():
            self.name_edit.setText(name or doc.name)

    def _on_description(self) -> None:
        doc = self.doc
        if self._updating or doc is None or doc.read_only or self.stack is None:
            return
        if fit_plain_text(self.description_edit, MAX_DECK_DESCRIPTION, self.description_note):
            return  # textChanged comes again with the text cut to fit
        text = self.description_edit.toPlainText()
        if text != doc.description:
            self.stack.push(SetDescriptionCommand(doc, text))

    def _on_black(self, n: int) -> None:
        if self.doc is None:
            return
        st = self.doc.setup
        black = tuple((k, self.black_spins[k].value()) for k in PLAYERS)
        self._push_setup(
            replace(st, black=black),
            f"black{n}",
            counted(self.tr("Set black puzzles for %n player(s)", "", n), n),
        )

    def _on_white(self, n: int) -> None:
        if self.doc is None:
            return
        st = self.doc.setup
        if self.white_all.isChecked():
            white: tuple[tuple[int, int], ...] = ()
        else:
            white = tuple((k, self.white_spins[k].value()) for k in PLAYERS)
        for k in PLAYERS:
            self.white_spins[k].setEnabled(not self.white_all.isChecked())
        self._push_setup(
            replace(st, white=white), f"white{n}", self.tr("Set white puzzles per game")
        )

    def _on_row(self, value: int) -> None:
        if self.doc is None:
            return
        self._push_setup(
            replace(self.doc.setup, row_size=value), "row", self.tr("Set cards in each row")
        )

    def _on_start(self, piece_id: str) -> None:
        doc = self.doc
        if doc is None:
            return
        start: list[str] = []
        for pid, spin in self.start_spins.items():
            start += [pid] * spin.value()
        # ids the deck no longer has stay, so validation can point at them
        start += [p for p in doc.setup.starting_supply if p not in self.start_spins]
        self._push_setup(
            replace(doc.setup, starting_supply=tuple(start)),
            f"start-{piece_id}",
            self.tr("Set starting pieces"),
        )

    def _on_solo(self, field: str) -> None:
        doc = self.doc
        if doc is None:
            return
        solo = SoloSetup(
            white=self.solo_white.value(),
            black=self.solo_black.value(),
            locks=(
                self.solo_locks[0].value(),
                self.solo_locks[1].value(),
                self.solo_locks[2].value(),
            ),
            opponent_supply=tuple((d, self.solo_opp[d].value()) for d in DIFFICULTIES),
        )
        self._push_setup(
            replace(doc.setup, solo=solo), f"solo-{field}", self.tr("Set the solo game")
        )
