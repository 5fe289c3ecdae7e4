"""The editor's side panels: the deck library and the validation findings."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.deck_library import DeckEntry, list_decks
from app.core.deck_state import DeckStateText
from app.core.validation import DeckReport, Severity
from app.i18n import InstalledWords, classic_text, problem_text
from app.table.widgets import push_button
from app.templates import counted, fill
from editor.icons import action_icon, severity_icon
from editor.puzzle_inspector import finding_text

ENTRY_ROLE = Qt.ItemDataRole.UserRole
KIND_ROLE = Qt.ItemDataRole.UserRole
ID_ROLE = Qt.ItemDataRole.UserRole + 1


class LibraryPanel(QWidget):
    """The decks the editor knows: the built-in classic deck and the user's library."""

    open_requested = Signal(object)  # DeckEntry
    new_requested = Signal()
    import_requested = Signal()
    delete_requested = Signal(object)  # DeckEntry

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[DeckEntry] = []
        self.open_path: Path | None = None
        self.open_builtin = False
        self.list = QListWidget()
        self.list.setObjectName("libraryList")
        self.list.setIconSize(QSize(30, 30))
        self.list.setSpacing(1)
        # a long name ("Классическая (первое издание)") wraps instead of going behind the edge
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.itemActivated.connect(self._on_activated)
        self.list.itemDoubleClicked.connect(self._on_activated)
        self.list.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.list.setAccessibleName(self.tr("Deck library"))
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.clicked.connect(self._open_current)
        self.new_button = QPushButton(self.tr("New…"))
        self.new_button.clicked.connect(self.new_requested)
        self.import_button = QPushButton(self.tr("Import…"))
        self.import_button.clicked.connect(self.import_requested)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.clicked.connect(self._delete_current)
        hint = QLabel(
            self.tr(
                "Your decks are kept in the deck library folder; the game lists "
                "them in its new-game dialog."
            )
        )
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.list, 1)
        row1 = QHBoxLayout()
        row1.addWidget(self.open_button)
        row1.addWidget(self.new_button)
        row2 = QHBoxLayout()
        row2.addWidget(self.import_button)
        row2.addWidget(self.delete_button)
        lay.addLayout(row1)
        lay.addLayout(row2)
        lay.addWidget(hint)
        self.refresh()

    def refresh(self) -> None:
        """Read the library folder again."""
        self.entries = list_decks(include_classic=True)
        self.list.clear()
        deck_icon = action_icon("deck", 30)
        words = DeckStateText(InstalledWords())
        for e in self.entries:  # playable decks first, then drafts (a marker says so)
            ready = e.readiness()
            tip = str(e.path) if e.error is None else f"{e.path}\n{problem_text(e.error)}"
            if e.builtin:
                text = classic_text(e.name) + "\n" + self.tr("built in · read-only")
            elif e.deck is not None and ready is not None:
                text = (
                    e.name
                    + "\n"
                    + (words.draft() + " · " if ready.draft else "")
                    + counted(self.tr("%n puzzle(s)", "", len(e.deck.puzzles)),
                              len(e.deck.puzzles))
                    + " · "
                    + counted(self.tr("%n piece(s)", "", len(e.deck.shapes)), len(e.deck.shapes))
                )
                if ready.draft:
                    tip += "\n" + "\n".join(words.all_lacks(ready))
            else:
                text = e.name + "\n" + self.tr("cannot be read")
            if not e.ok:
                icon = severity_icon(Severity.ERROR, 30)
            elif ready is not None and ready.draft:
                icon = severity_icon(Severity.WARNING, 30)
            else:
                icon = deck_icon
            it = QListWidgetItem(icon, text)
            it.setData(ENTRY_ROLE, e)
            it.setToolTip(tip)
            self.list.addItem(it)
        self.mark_open(self.open_path, self.open_builtin)

    def mark_open(self, path: Path | None, builtin: bool) -> None:
        """Show which deck is open (bold)."""
        self.open_path, self.open_builtin = path, builtin
        for i in range(self.list.count()):
            it = self.list.item(i)
            e: DeckEntry = it.data(ENTRY_ROLE)
            is_open = (e.builtin and builtin) or (
                e.path is not None and path is not None and e.path == path
            )
            f = QFont(it.font())
            f.setBold(is_open)
            it.setFont(f)
        self._update_buttons()

    def current_entry(self) -> DeckEntry | None:
        """The selected deck."""
        it = self.list.currentItem()
        entry = it.data(ENTRY_ROLE) if it is not None else None
        return entry if isinstance(entry, DeckEntry) else None

    def _update_buttons(self) -> None:
        e = self.current_entry()
        self.open_button.setEnabled(e is not None and e.ok)
        self.delete_button.setEnabled(e is not None and not e.builtin)

    def _on_activated(self, item: QListWidgetItem) -> None:
        e: DeckEntry = item.data(ENTRY_ROLE)
        if e.ok:
            self.open_requested.emit(e)

    def _open_current(self) -> None:
        e = self.current_entry()
        if e is not None and e.ok:
            self.open_requested.emit(e)

    def _delete_current(self) -> None:
        e = self.current_entry()
        if e is not None and not e.builtin:
            self.delete_requested.emit(e)


class FindingsPanel(QWidget):
    """Everything validation says about the open deck; activate a line to go to its subject."""

    focus_requested = Signal(str, str)  # "puzzle" / "piece" / "deck", id
    cancel_requested = Signal()
    """The user stopped a running check."""
    check_requested = Signal()
    """The user asked to check again (after a cancelled or failed check)."""

    SHOW_AFTER_MS = 300  # a check that takes longer than this shows its progress

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report: DeckReport | None = None
        # the state of the check: progress and Cancel while it runs (after a moment, so
        # quick checks do not flicker), a note and "Check again" once cancelled or failed
        self.check_label = QLabel()
        self.check_label.setObjectName("checkStatus")
        self.check_label.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setObjectName("checkProgress")
        self.progress.setMaximumWidth(220)
        self.progress.setTextVisible(True)
        self.cancel_button = push_button(self.tr("Cancel"), lambda: self.cancel_requested.emit(),
                                         name="checkCancel", tip=self.tr("Stop checking the deck"))
        self.again_button = push_button(self.tr("Check again"),
                                        lambda: self.check_requested.emit(), name="checkAgain")
        self.check_row = QWidget()
        row = QHBoxLayout(self.check_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.check_label, 1)
        row.addWidget(self.progress)
        row.addWidget(self.cancel_button)
        row.addWidget(self.again_button)
        self.check_row.hide()
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.setInterval(self.SHOW_AFTER_MS)
        self._show_timer.timeout.connect(self._show_running)
        self.summary = QLabel()
        self.summary.setObjectName("findingsSummary")
        self.show_notes = QCheckBox(self.tr("Show notes"))
        self.show_notes.setChecked(True)
        self.show_notes.toggled.connect(lambda _: self._fill())
        self.list = QListWidget()
        self.list.setObjectName("findingsList")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.itemActivated.connect(self._on_activated)
        self.list.itemClicked.connect(self._on_activated)
        self.list.setAccessibleName(self.tr("Validation findings"))
        head = QHBoxLayout()
        head.addWidget(self.summary, 1)
        head.addWidget(self.show_notes)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 6)
        lay.addLayout(head)
        lay.addWidget(self.check_row)
        lay.addWidget(self.list, 1)

    # ------------------------------------------------------------------ the running check

    def set_running(self, running: bool) -> None:
        """A check started (its progress shows after a moment) or ended."""
        if running:
            self.progress.setRange(0, 0)  # busy until the first progress report
            if self.check_row.isVisible():
                self._show_running()
            else:
                self._show_timer.start()
        else:
            self._show_timer.stop()
            self.check_row.hide()

    def set_progress(self, done: int, total: int) -> None:
        """Puzzles checked so far, of all."""
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(done)
            text = counted(self.tr("%1 of %n puzzle(s)", "", total), total)
            self.progress.setFormat(fill(text, str(done)))
            # wide enough for the longest count in any language ("52 of 52 puzzles")
            widest = fill(text, str(total))
            need = self.progress.fontMetrics().horizontalAdvance(widest) + 24
            self.progress.setMinimumWidth(need)
            self.progress.setMaximumWidth(max(220, need))

    def _show_running(self) -> None:
        self.check_label.setText(self.tr("Checking the deck…"))
        self.progress.show()
        self.cancel_button.show()
        self.again_button.hide()
        self.check_row.show()

    def set_stopped(self, cancelled: bool, error: str | None) -> None:
        """The last check was cancelled, or failed with ``error``: say so, offer to retry."""
        self._show_timer.stop()
        if error is not None:
            text = fill(self.tr("Checking the deck failed: %1"), error)
        elif cancelled:
            text = self.tr("Checking was cancelled: the findings below may be out of date.")
        else:
            self.check_row.hide()
            return
        self.check_label.setText(text)
        self.progress.hide()
        self.cancel_button.hide()
        self.again_button.show()
        self.check_row.show()

    def set_report(self, report: DeckReport | None) -> None:
        """Show a report."""
        self.report = report
        self._fill()

    def summary_text(self) -> str:
        """ "2 errors, 1 warning" in words (or that all is well)."""
        r = self.report
        if r is None:
            return ""
        ne, nw = len(r.errors), len(r.warnings)
        if not ne and not nw:
            return self.tr("No problems found: the deck can be saved and played.")
        parts = []
        if ne:
            parts.append(counted(self.tr("%n error(s)", "", ne), ne))
        if nw:
            parts.append(counted(self.tr("%n warning(s)", "", nw), nw))
        text = ", ".join(parts)
        if ne:
            text += " — " + self.tr("the deck is a draft until they are fixed")
        return text

    def _fill(self) -> None:
        self.list.clear()
        r = self.report
        self.summary.setText(self.summary_text())
        if r is None:
            return
        for f in r.findings:
            if f.severity is Severity.INFO and not self.show_notes.isChecked():
                continue
            it = QListWidgetItem(severity_icon(f.severity), finding_text(f))
            kind, ident = (
                ("puzzle", f.puzzle)
                if f.puzzle
                else ("piece", f.piece)
                if f.piece
                else ("deck", "")
            )
            it.setData(KIND_ROLE, kind)
            it.setData(ID_ROLE, ident)
            self.list.addItem(it)

    def _on_activated(self, item: QListWidgetItem) -> None:
        self.focus_requested.emit(str(item.data(KIND_ROLE)), str(item.data(ID_ROLE) or ""))
