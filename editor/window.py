"""The editor's main window: wires the menus, the library, the pages and validation to the open
deck and its undo stack. It holds no deck data of its own."""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QDateTime, QFileSystemWatcher, QLocale, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDesktopServices,
    QKeySequence,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QSplitter,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from app import i18n
from app.commands.deck_state import DeckStateText, InstalledWords
from app.i18n import problem_text, translated_classic
from app.model.atomic import WriteFailed
from app.model.deck_autosave import DeckAutosaveSlot, DeckOrphan, find_deck_orphans
from app.model.deck_document import DeckDocument
from app.model.deck_library import (
    DECK_SUFFIX,
    DeckEntry,
    delete_deck,
    export_deck,
    import_deck,
    library_lock,
    library_path,
    slug,
)
from app.model.paths import decks_dir
from app.model.settings import Settings
from app.model.validation import DeckReport, Readiness, Severity, readiness
from app.render.looks import palette_notifier, set_piece_palette
from app.rules import MAX_DECK_NAME, DeckFileState, InvalidDeck
from editor.commands import EditCommand
from editor.deck_page import DeckPage
from editor.generator_dialog import GeneratorDialog
from editor.icons import action_icon, severity_icon
from editor.launch import launch_game
from editor.limits import fit_text
from editor.panels import FindingsPanel, LibraryPanel
from editor.piece_page import PiecePage
from editor.print_dialog import PrintChoices, PrintDialog, store_choices, stored_choices
from editor.print_job import PrintExport
from editor.puzzle_page import PuzzlePage, finding_text
from editor.text import counted, shown
from editor.validation_runner import ValidationRunner

STYLE = """
QLabel#hint, QLabel#muted { color: palette(placeholder-text); }
QLabel#error { color: #b3261e; font-weight: 600; }
QFrame#banner { background: #fff4d6; border: 1px solid #e3c27a; border-radius: 6px; }
QFrame#banner QLabel { color: #5b4429; }
QGroupBox { font-weight: 600; margin-top: 14px; }
QGroupBox::title { subcontrol-origin: margin; left: 8px; padding: 0 4px; }
QGroupBox QLabel, QGroupBox QCheckBox { font-weight: normal; }
QTabWidget::pane { border-top: 1px solid palette(mid); }
QListWidget#puzzleList { background: #efe6d4; }
"""


AUTOSAVE_DELAY_MS = 800
"""How long after the last change the open deck is autosaved."""
WATCH_DELAY_MS = 300
"""How long the editor waits after a change on disk before it looks (a save is several)."""
WINDOW_KEY = "editor"
"""The editor window's name in the settings (geometry and dock state)."""


def _library_folder() -> str:
    """Where the open dialog starts: the deck library, or home if the library cannot be used."""
    try:
        return str(decks_dir())
    except OSError:
        return str(Path.home())


class EditorWindow(QMainWindow):
    """The deck editor."""

    def __init__(
        self, parent: QWidget | None = None, *, settings: Settings | None = None
    ) -> None:
        """``settings``: where the window's layout and the last open deck are remembered (the
        editor's own settings; None remembers nothing, as in most tests)."""
        super().__init__(parent)
        self.setObjectName("editorWindow")
        self.settings = settings
        self._autosave: DeckAutosaveSlot | None = None
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self._write_autosave)
        self.watcher = QFileSystemWatcher(self)
        self._watch_timer = QTimer(self)
        self._watch_timer.setSingleShot(True)
        self._watch_timer.setInterval(WATCH_DELAY_MS)
        self._watch_timer.timeout.connect(self._look_at_disk)
        self._file_touched = False
        self._asking_reload = False
        self._known_disk: bytes | None = None  # the open deck's file as this window last saw it
        self.doc: DeckDocument | None = None
        self.stack = QUndoStack(self)
        self.runner = ValidationRunner(self)
        self.print_export = PrintExport(self)
        self.pdf_progress: QProgressDialog | None = None
        self._unsaved_new = False
        self._last_index = 0
        self.setStyleSheet(STYLE)
        self.setWindowIcon(action_icon("deck", 64))

        self.puzzle_page = PuzzlePage()
        self.piece_page = PiecePage()
        self.deck_page = DeckPage()
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.puzzle_page, action_icon("white", 20), self.tr("Puzzles"))
        self.tabs.addTab(self.piece_page, action_icon("piece", 20), self.tr("Pieces"))
        self.tabs.addTab(self.deck_page, action_icon("deck", 20), self.tr("Deck"))
        self.tabs.setIconSize(QSize(20, 20))

        self.banner = QFrame()
        self.banner.setObjectName("banner")
        self.banner_label = QLabel(
            self.tr("The classic deck is read-only. Duplicate it to make a deck of your own.")
        )
        self.banner_label.setWordWrap(True)
        self.banner_button = QPushButton(self.tr("Duplicate to edit"))
        self.banner_button.clicked.connect(self.duplicate_deck)
        bl = QHBoxLayout(self.banner)
        bl.setContentsMargins(10, 6, 10, 6)
        bl.addWidget(self.banner_label, 1)
        bl.addWidget(self.banner_button)

        central = QWidget()
        cl = QVBoxLayout(central)
        cl.setContentsMargins(6, 6, 6, 0)
        cl.setSpacing(6)
        cl.addWidget(self.banner)
        cl.addWidget(self.tabs, 1)
        self.setCentralWidget(central)

        self.library = LibraryPanel()
        self.library.open_requested.connect(self._open_entry)
        self.library.new_requested.connect(self.new_deck)
        self.library.import_requested.connect(self.import_deck)
        self.library.delete_requested.connect(self._delete_entry)
        self.library_dock = QDockWidget(self.tr("Decks"), self)
        self.library_dock.setObjectName("libraryDock")
        self.library_dock.setWidget(self.library)
        self.library_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.library_dock)

        self.findings = FindingsPanel()
        self.findings.focus_requested.connect(self.focus)
        self.findings_dock = QDockWidget(self.tr("Validation"), self)
        self.findings_dock.setObjectName("findingsDock")
        self.findings_dock.setWidget(self.findings)
        self.findings_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.findings_dock)

        self.status_findings = QLabel()
        self.status_icon = QLabel()
        self.status_state = QLabel()  # "Draft" while a game cannot be played with the deck
        self.status_state.setObjectName("deckState")
        self.statusBar().addPermanentWidget(self.status_state)
        self.statusBar().addPermanentWidget(self.status_icon)
        self.statusBar().addPermanentWidget(self.status_findings)

        self._make_actions()
        self.stack.cleanChanged.connect(self._update_title)
        self.stack.indexChanged.connect(self._on_index_changed)
        self.stack.indexChanged.connect(self._schedule_autosave)
        self.watcher.directoryChanged.connect(self._on_disk_changed)
        self.watcher.fileChanged.connect(self._on_disk_file_changed)
        with contextlib.suppress(OSError):
            self.watcher.addPath(str(decks_dir()))
        self.runner.report_changed.connect(self._on_report)
        self.runner.state_changed.connect(self._on_check_state)
        self.runner.progress_changed.connect(self.findings.set_progress)
        self.findings.cancel_requested.connect(self.runner.cancel)
        self.findings.check_requested.connect(self.runner.start)
        self.puzzle_page.card_view.cell_hovered.connect(self._on_cell_hovered)
        # as large as it likes to be, but never larger than the screen (1280x800 fits)
        room = self.screen().availableGeometry()
        self.resize(min(1320, room.width()), min(860, room.height()))
        self.resizeDocks([self.findings_dock], [150], Qt.Orientation.Vertical)
        self.resizeDocks([self.library_dock], [230], Qt.Orientation.Horizontal)

    # ------------------------------------------------------------------ actions

    def _action(
        self,
        text: str,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        icon: str | None = None,
        tip: str | None = None,
    ) -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            a.setIcon(action_icon(icon, 32))
        if tip:
            a.setToolTip(tip)
            a.setStatusTip(tip)
        a.triggered.connect(slot)
        return a

    def _make_actions(self) -> None:
        self.new_action = self._action(
            self.tr("&New deck…"), self.new_deck, QKeySequence.StandardKey.New
        )
        self.open_action = self._action(
            self.tr("&Open deck file…"), self.open_file, QKeySequence.StandardKey.Open
        )
        self.import_action = self._action(self.tr("&Import into library…"), self.import_deck)
        self.save_action = self._action(
            self.tr("&Save"),
            self.save,
            QKeySequence.StandardKey.Save,
            tip=self.tr("Save the deck in the library"),
        )
        self.save_as_action = self._action(
            self.tr("Save &as…"), self.save_as, QKeySequence.StandardKey.SaveAs
        )
        self.export_action = self._action(
            self.tr("&Export deck file…"),
            self.export_deck_file,
            tip=self.tr("Write a copy of the deck anywhere"),
        )
        self.pdf_action = self._action(
            self.tr("Export &PDF for print && play…"),
            self.export_pdf,
            "Ctrl+P",
            "pdf",
            self.tr("Puzzle cards at real size and sheets of pieces"),
        )
        self.duplicate_action = self._action(
            self.tr("&Duplicate deck"),
            self.duplicate_deck,
            tip=self.tr("Make an editable copy of this deck"),
        )
        self.play_action = self._action(
            self.tr("P&lay this deck"),
            self.play,
            "F5",
            "play",
            self.tr("Start the game with this deck"),
        )
        self.quit_action = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = self.stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.add_white_action = self._action(
            self.tr("Add &white puzzle"),
            lambda: self._add_puzzle("white"),
            "Ctrl+Shift+W",
            "white",
            self.tr("Add a white puzzle"),
        )
        self.add_black_action = self._action(
            self.tr("Add &black puzzle"),
            lambda: self._add_puzzle("black"),
            "Ctrl+Shift+B",
            "black",
            self.tr("Add a black puzzle"),
        )
        self.add_piece_action = self._action(
            self.tr("Add &piece"), self._add_piece, "Ctrl+Shift+P", "piece", self.tr("Add a piece")
        )
        self.generate_action = self._action(
            self.tr("&Generate…"),
            self.generate_puzzles,
            "Ctrl+Shift+G",
            tip=self.tr("Generate puzzle cards that meet constraints you set"),
        )
        self.generator_dialog: GeneratorDialog | None = None

        file_menu = self.menuBar().addMenu(self.tr("&File"))
        for a in (self.new_action, self.open_action, self.import_action):
            file_menu.addAction(a)
        file_menu.addSeparator()
        for a in (self.save_action, self.save_as_action, self.export_action, self.duplicate_action):
            file_menu.addAction(a)
        file_menu.addSeparator()
        file_menu.addAction(self.pdf_action)
        file_menu.addAction(self.play_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.add_white_action)
        edit_menu.addAction(self.add_black_action)
        edit_menu.addAction(self.add_piece_action)
        puzzle_menu = self.menuBar().addMenu(self.tr("P&uzzle"))
        puzzle_menu.addAction(self.generate_action)
        deck_menu = self.menuBar().addMenu(self.tr("&Deck"))
        self.balance_action = self._action(self.tr("&Balance…"), self.show_balance)
        deck_menu.addAction(self.balance_action)
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        view_menu.addAction(self.library_dock.toggleViewAction())
        view_menu.addAction(self.findings_dock.toggleViewAction())
        folder = self._action(self.tr("Open the deck library &folder"), self._show_library_folder)
        view_menu.addAction(folder)
        view_menu.addSeparator()
        # the language is the game's setting: both programs speak the same
        self.language_menu = i18n.add_language_menu(
            view_menu, lambda: i18n.shared_settings(self), self
        )
        # pieces in the palette the game's settings name (colour-blind or standard), repainted
        # when the game's View menu or Preferences change it in this program
        set_piece_palette(i18n.shared_settings(self).palette())
        palette_notifier().changed.connect(self._repaint_pieces)

        bar = QToolBar(self.tr("Main"))
        bar.setObjectName("mainToolbar")
        bar.setIconSize(QSize(24, 24))
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        bar.setMovable(False)
        sp = self.style().StandardPixmap
        self.save_action.setIcon(self.style().standardIcon(sp.SP_DialogSaveButton))
        self.undo_action.setIcon(self.style().standardIcon(sp.SP_ArrowBack))
        self.redo_action.setIcon(self.style().standardIcon(sp.SP_ArrowForward))
        # the toolbar keeps short labels; the menu items say what will be undone
        self.undo_tool = QAction(self.undo_action.icon(), self.tr("Undo"), self)
        self.undo_tool.triggered.connect(self.stack.undo)
        self.redo_tool = QAction(self.redo_action.icon(), self.tr("Redo"), self)
        self.redo_tool.triggered.connect(self.stack.redo)
        self.undo_tool.setEnabled(False)
        self.redo_tool.setEnabled(False)
        self.stack.canUndoChanged.connect(self.undo_tool.setEnabled)
        self.stack.canRedoChanged.connect(self.redo_tool.setEnabled)
        self.stack.undoTextChanged.connect(
            lambda t: self.undo_tool.setToolTip(self.tr("Undo %1").replace("%1", t).strip())
        )
        self.stack.redoTextChanged.connect(
            lambda t: self.redo_tool.setToolTip(self.tr("Redo %1").replace("%1", t).strip())
        )
        for a in (self.save_action, self.undo_tool, self.redo_tool):
            bar.addAction(a)
        bar.addSeparator()
        for a in (self.add_white_action, self.add_black_action, self.add_piece_action):
            bar.addAction(a)
        bar.addSeparator()
        bar.addAction(self.pdf_action)
        bar.addAction(self.play_action)
        self.addToolBar(bar)
        self.toolbar = bar

    # ------------------------------------------------------------------ the open deck

    def set_document(self, doc: DeckDocument, *, unsaved: bool = False) -> None:
        """Show and edit ``doc`` (any previous document is dropped: ask first)."""
        old = self.doc
        self._drop_autosave()
        self.stack.clear()
        self._last_index = 0
        self.doc = doc
        doc.setParent(self)
        self._unsaved_new = unsaved
        self.puzzle_page.set_document(doc, self.stack)
        self.piece_page.set_document(doc, self.stack)
        self.deck_page.set_document(doc, self.stack)
        doc.info_changed.connect(self._update_title)
        doc.file_changed.connect(self._on_file_changed)
        doc.changed.connect(self._schedule_autosave)  # merged strokes move no stack index
        self.runner.set_document(doc)
        if old is not None and old is not doc:
            old.deleteLater()
        self._on_file_changed()
        self._known_disk = self._disk_bytes()
        if unsaved:
            self._schedule_autosave()

    def is_modified(self) -> bool:
        """Whether the open deck has changes that are not saved."""
        return (
            self.doc is not None
            and not self.doc.read_only
            and (not self.stack.isClean() or self._unsaved_new)
        )

    def _on_file_changed(self) -> None:
        doc = self.doc
        ro = doc is not None and doc.read_only
        self.banner.setVisible(ro)
        for a in (
            self.save_action,
            self.save_as_action,
            self.add_white_action,
            self.add_black_action,
            self.add_piece_action,
            self.generate_action,
        ):
            a.setEnabled(doc is not None and not ro)
        self.library.mark_open(doc.path if doc else None, ro)
        self._update_title()
        self._watch_open_file()

    def _update_title(self, *_args: object) -> None:
        doc = self.doc
        name = shown(doc, doc.name) if doc is not None else ""
        suffix = (" " + self.tr("(read-only)")) if doc is not None and doc.read_only else ""
        self.setWindowTitle(
            self.tr("%1[*]%2 — Project L Deck Editor").replace("%1", name).replace("%2", suffix)
        )
        self.setWindowModified(self.is_modified())

    def retranslate(self) -> None:
        """After a language switch (``app.i18n.switch_language`` has said the menus, tabs,
        docks and labels again): the title, the library, the pages and the validation list,
        made from the deck, in the new language."""
        self._update_title()
        self.library.refresh()
        self.puzzle_page.retranslate()
        self.piece_page.retranslate()
        self.deck_page.retranslate()
        self._on_report()
        self._on_check_state()

    def _on_index_changed(self, index: int) -> None:
        """After undo or redo, bring what changed into view."""
        last, self._last_index = self._last_index, index
        if index == last:
            return
        cmd = self.stack.command(index if index < last else index - 1)
        if isinstance(cmd, EditCommand):
            kind, ident = cmd.focus()
            self.focus(kind, ident)
        self._update_title()

    def focus(self, kind: str, ident: str) -> None:
        """Show a puzzle, a piece, or the deck page."""
        doc = self.doc
        if doc is None:
            return
        if kind == "puzzle" and doc.has_puzzle(ident):
            self.tabs.setCurrentWidget(self.puzzle_page)
            if self.puzzle_page.current_id() != ident:
                self.puzzle_page.select(ident)
        elif kind == "piece" and doc.has_piece(ident):
            self.tabs.setCurrentWidget(self.piece_page)
            if self.piece_page.current_id() != ident:
                self.piece_page.select(ident)
        elif kind == "deck":
            self.tabs.setCurrentWidget(self.deck_page)

    def _on_check_state(self) -> None:
        r = self.runner
        self.findings.set_running(r.running)
        if not r.running:
            self.findings.set_stopped(r.cancelled, r.error)

    def _on_report(self) -> None:
        report = self.runner.report
        self.puzzle_page.set_report(report)
        self.piece_page.set_report(report)
        self.deck_page.set_report(report)
        self.findings.set_report(report)
        text = self.findings.summary_text()
        self.status_findings.setText(text)
        self._show_state(report)
        if report is not None and report.errors:
            self.status_icon.setPixmap(severity_icon(Severity.ERROR, 16).pixmap(16, 16))
        elif report is not None and report.warnings:
            self.status_icon.setPixmap(severity_icon(Severity.WARNING, 16).pixmap(16, 16))
        else:
            self.status_icon.clear()
        n = len(report.errors) + len(report.warnings) if report is not None else 0
        self.findings_dock.setWindowTitle(
            self.tr("Validation (%1)").replace("%1", str(n)) if n else self.tr("Validation")
        )

    def _show_state(self, report: DeckReport | None) -> None:
        """Say in the status bar whether the open deck is a draft (what it lacks: tooltip)."""
        doc = self.doc
        if doc is None or doc.read_only or report is None:
            self.status_state.clear()
            self.status_state.setToolTip("")
            return
        ready = readiness(doc.deck(), report=report)
        words = DeckStateText(InstalledWords())
        self.status_state.setText(words.draft() if ready.draft else "")
        self.status_state.setToolTip("\n".join(words.all_lacks(ready)))

    def _on_cell_hovered(self, row: int, col: int) -> None:
        if row < 0:
            self.statusBar().clearMessage()
        else:
            self.statusBar().showMessage(
                self.tr("Row %1, column %2").replace("%1", str(row + 1)).replace("%2", str(col + 1))
            )

    # ------------------------------------------------------------------ opening

    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False if the user cancels."""
        if not self.is_modified() or self.doc is None:
            return True
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Unsaved changes"))
        box.setText(
            self.tr("The deck “%1” has changes that are not saved.").replace("%1", self.doc.name)
        )
        box.setInformativeText(self.tr("Save them before going on?"))
        box.setStandardButtons(
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def open_classic(self) -> None:
        """Show the built-in classic deck (read-only)."""
        self.set_document(DeckDocument.classic())

    def open_path(self, path: str | Path) -> bool:
        """Open a deck file for editing where it is; False if it cannot be read."""
        try:
            doc = DeckDocument.open_file(path)
        except InvalidDeck as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot open the deck"),
                self.tr("%1 cannot be opened: %2").replace("%1", str(path)).replace(
                    "%2", problem_text(exc)),
            )
            return False
        self.set_document(doc)
        return True

    def _open_entry(self, entry: DeckEntry) -> None:
        if self.doc is not None and (
            (entry.builtin and self.doc.read_only)
            or (entry.path is not None and entry.path == self.doc.path)
        ):
            return
        if not self.maybe_save():
            return
        if entry.builtin:
            self.open_classic()
        elif entry.path is not None:
            self.open_path(entry.path)

    def new_deck(self) -> None:
        """Start a new deck with the classic pieces and no puzzles."""
        if not self.maybe_save():
            return
        name, ok = QInputDialog.getText(
            self, self.tr("New deck"), self.tr("Name of the new deck:"), text=self.tr("My deck")
        )
        if not ok or not name.strip():
            return
        self.set_document(DeckDocument.blank(self._deck_name(name)), unsaved=True)
        self.tabs.setCurrentWidget(self.puzzle_page)

    def duplicate_deck(self) -> None:
        """Open an editable copy of the deck (the classic deck's "Duplicate to edit")."""
        doc = self.doc
        if doc is None or not self.maybe_save():
            return
        default = self.tr("%1 (my copy)").replace("%1", shown(doc, doc.name))
        name, ok = QInputDialog.getText(
            self, self.tr("Duplicate deck"), self.tr("Name of the copy:"), text=default
        )
        if not ok or not name.strip():
            return
        # a copy of the classic deck starts in the designer's language: its description and
        # piece names are the translated ones, theirs to edit from there
        copy = doc.duplicate(self._deck_name(name))
        if doc.read_only:
            copy = DeckDocument(translated_classic(copy.deck()), None)
        self.set_document(copy, unsaved=True)
        self.statusBar().showMessage(
            self.tr("This copy is yours to edit; Save puts it in the deck library."), 8000
        )

    def _deck_name(self, name: str) -> str:
        """A name typed in a dialog, cut to what a deck can hold (the deck page can edit it)."""
        fitted, cut = fit_text(name.strip(), MAX_DECK_NAME)
        if cut:
            QMessageBox.information(
                self,
                self.tr("Name shortened"),
                counted(self.tr("A deck's name has at most %n character(s); it was shortened "
                                "to “%1”.", "", MAX_DECK_NAME), MAX_DECK_NAME)
                .replace("%1", fitted),
            )
        return fitted.strip()

    def open_file(self) -> None:
        """Open a deck file from anywhere (edited in place)."""
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open deck file"),
            _library_folder(),
            self.tr("Project L decks (*.pldeck *.json);;All files (*)"),
        )
        if path:
            self.open_path(path)

    def import_deck(self) -> None:
        """Copy a deck file from anywhere into the library and open it."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import a deck"),
            str(Path.home()),
            self.tr("Project L decks (*.pldeck *.json);;All files (*)"),
        )
        if not path:
            return
        try:
            new = import_deck(path)
        except (InvalidDeck, OSError) as exc:
            QMessageBox.warning(self, self.tr("Cannot import the deck"), problem_text(exc))
            return
        self.library.refresh()
        self.statusBar().showMessage(
            self.tr("Imported into the library as %1").replace("%1", new.name), 8000
        )
        if self.maybe_save():
            self.open_path(new)

    def _delete_entry(self, entry: DeckEntry) -> None:
        if entry.path is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Delete deck"),
            self.tr("Delete “%1” from the deck library? This cannot be undone.").replace(
                "%1", entry.name
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            delete_deck(entry.path)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("Cannot delete the deck"), problem_text(exc))
            return
        if self.doc is not None and self.doc.path == entry.path:
            self.open_classic()
        self.library.refresh()

    def _repaint_pieces(self, _palette: str) -> None:
        for widget in self.findChildren(QWidget):
            widget.update()

    def _show_library_folder(self) -> None:
        try:
            folder = decks_dir()
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the deck library"), problem_text(exc))
            return
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    # ------------------------------------------------------------------ saving

    def _readiness(self) -> Readiness:
        """The open deck's state for its file, from the last validation (waited for if one
        runs; the window stays alive). Unchecked (a check cancelled or failed), it is a draft."""
        assert self.doc is not None
        deck = self.doc.deck()
        report = self.runner.current()
        if report is None:
            return readiness(deck, DeckFileState("draft"))
        return readiness(deck, report=report)

    def _check_playable(self, what: str) -> bool:
        """Refuse (with the reasons) to play a deck with validation errors."""
        if self.doc is None:
            return True
        report = self.runner.current()
        if report is None or readiness(self.doc.deck(), report=report).playable_for:
            return True  # the game's new-game dialog offers it only where it plays
        lines = [finding_text(f) for f in report.errors[:12]]
        more = len(report.errors) - len(lines)
        if more > 0:
            lines.append(counted(self.tr("…and %n more.", "", more), more))
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(what)
        box.setText(
            self.tr("A game cannot be played with this deck yet. Fix these errors first:")
        )
        box.setInformativeText("\n".join("• " + line for line in lines))
        box.exec()
        return False

    def save(self) -> bool:
        """Save the deck (new decks go to the library); False if it was not saved."""
        doc = self.doc
        if doc is None:
            return False
        if doc.read_only:
            QMessageBox.information(self, self.tr("Read-only deck"), self.banner_label.text())
            return False
        return self._write(doc.path)

    def save_as(self) -> bool:
        """Save the deck under another file name (it then lives there)."""
        doc = self.doc
        if doc is None or doc.read_only:
            return False
        try:
            start = doc.path if doc.path is not None else library_path(doc.name)
        except OSError:
            start = Path.home() / (slug(doc.name) + DECK_SUFFIX)
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save deck as"), str(start), self.tr("Project L decks (*.pldeck)")
        )
        if not path:
            return False
        target = Path(path)
        if target.suffix.lower() != DECK_SUFFIX:
            target = target.with_name(target.name + DECK_SUFFIX)
        return self._write(target)

    def _write(self, target: Path | None) -> bool:
        """Write the deck to ``target``; None: a new file in the library, named after the deck.

        A new library file's name is chosen and written under the library's lock, so another
        editor or game saving a deck of the same name at the same moment gets another name.
        A failure is told once and changes no file.
        """
        doc = self.doc
        assert doc is not None
        ready = self._readiness()
        try:
            if target is None:
                with library_lock():
                    written = doc.save(library_path(doc.name), ready)
            else:
                written = doc.save(target, ready)
        except (InvalidDeck, OSError, ValueError) as exc:
            QMessageBox.critical(self, self.tr("Cannot save the deck"), problem_text(exc))
            return False
        self._unsaved_new = False
        self.stack.setClean()
        self._drop_autosave()
        self._known_disk = self._disk_bytes()
        self.library.refresh()
        self._on_file_changed()
        if ready.draft:
            saved = self.tr("Saved as a draft to %1: a game cannot be played with it yet.")
        else:
            saved = self.tr("Saved to %1")
        self.statusBar().showMessage(saved.replace("%1", str(written)), 6000)
        return True

    def show_balance(self) -> None:
        """Deck > Balance…: the balance lab for the open deck (editor/balance.py)."""
        from editor.balance import BalanceDialog

        doc = self.doc
        if doc is None:
            return
        try:
            deck = doc.deck()
        except InvalidDeck as exc:
            QMessageBox.information(self, self.tr("Balance lab"), problem_text(exc))
            return
        self.balance_dialog = BalanceDialog(deck, self)
        self.balance_dialog.show()

    def export_deck_file(self) -> None:
        """Write a copy of the deck anywhere (e.g. to share it)."""
        doc = self.doc
        if doc is None:
            return
        start = Path.home() / (slug(doc.name) + DECK_SUFFIX)
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export deck"), str(start), self.tr("Project L decks (*.pldeck)")
        )
        if not path:
            return
        try:
            written = export_deck(doc.deck(), path, self._readiness())
        except (InvalidDeck, OSError) as exc:
            QMessageBox.critical(self, self.tr("Cannot export the deck"), problem_text(exc))
            return
        self.statusBar().showMessage(self.tr("Exported to %1").replace("%1", str(written)), 6000)

    def export_pdf(self) -> None:
        """Ask how to print, where to write, then write the print & play PDF in the
        background (a progress dialog with Cancel shows meanwhile)."""
        doc = self.doc
        if doc is None or self.print_export.running:
            return
        dialog = PrintDialog(self, stored_choices())
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        choices = dialog.choices()
        store_choices(choices)
        start = Path.home() / (slug(doc.name) + ".pdf")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export PDF"), str(start), self.tr("PDF files (*.pdf)")
        )
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        self.start_pdf_export(path, choices)

    def start_pdf_export(self, path: str, choices: PrintChoices) -> None:
        """Write the open deck's PDF to ``path`` off the UI thread, showing its progress."""
        doc = self.doc
        if doc is None:
            return
        progress = QProgressDialog(self)
        progress.setWindowTitle(self.tr("Print & play"))
        progress.setLabelText(self.tr("Writing the PDF…"))
        progress.setCancelButtonText(self.tr("Cancel"))
        progress.setRange(0, 0)
        progress.setMinimumDuration(300)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        self.pdf_progress = progress

        def on_progress(done: int, total: int) -> None:
            progress.setRange(0, total)
            progress.setValue(done)

        def close_progress() -> None:
            for signal, slot in (
                (self.print_export.progress, on_progress),
                (self.print_export.finished, on_finished),
                (self.print_export.failed, on_failed),
            ):
                signal.disconnect(slot)
            progress.canceled.disconnect(on_cancel)
            progress.close()
            progress.deleteLater()
            self.pdf_progress = None

        def on_finished(pages: int, written: str) -> None:
            close_progress()
            self.statusBar().showMessage(
                counted(self.tr("Wrote %n page(s) to %1", "", pages), pages).replace(
                    "%1", written
                ),
                8000,
            )

        def on_failed(message: str) -> None:
            close_progress()
            QMessageBox.critical(self, self.tr("Cannot write the PDF"), message)

        def on_cancel() -> None:
            self.print_export.cancel()
            close_progress()
            self.statusBar().showMessage(self.tr("PDF export cancelled: nothing was written"), 6000)

        self.print_export.progress.connect(on_progress)
        self.print_export.finished.connect(on_finished)
        self.print_export.failed.connect(on_failed)
        progress.canceled.connect(on_cancel)
        self.print_export.start(doc.deck(), path, choices)

    def play(self) -> None:
        """Start the game with this deck (saving it first if needed)."""
        doc = self.doc
        if doc is None:
            return
        if doc.read_only:
            path = None
        else:
            if self.is_modified() or doc.path is None:
                answer = QMessageBox.question(
                    self,
                    self.tr("Play this deck"),
                    self.tr("The game plays the saved deck. Save your changes now?"),
                    QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
                )
                if answer != QMessageBox.StandardButton.Save or not self.save():
                    return
            if not self._check_playable(self.tr("Play this deck")):
                return
            path = doc.path
        if not launch_game(path):
            QMessageBox.warning(
                self, self.tr("Play this deck"), self.tr("The game could not be started.")
            )
        else:
            self.statusBar().showMessage(self.tr("Starting the game…"), 5000)

    def _add_puzzle(self, colour: str) -> None:
        self.tabs.setCurrentWidget(self.puzzle_page)
        self.puzzle_page.add_puzzle("white" if colour == "white" else "black")

    def generate_puzzles(self) -> None:
        """Puzzle > Generate…: the generator's dialog; the puzzles picked join the deck."""
        doc = self.doc
        if doc is None or doc.read_only:
            return
        if self.generator_dialog is not None:
            self.generator_dialog.close()
            self.generator_dialog.deleteLater()
        dialog = GeneratorDialog(doc, self.stack, self)
        dialog.added.connect(self._on_generated)
        self.generator_dialog = dialog
        dialog.open()

    def _on_generated(self, ids: list[str]) -> None:
        if ids:
            self.focus("puzzle", ids[0])

    def _add_piece(self) -> None:
        self.tabs.setCurrentWidget(self.piece_page)
        self.piece_page.add_piece()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.maybe_save():
            self._drop_autosave()  # a clean close: nothing to restore
            self.save_layout()
            self.runner.shutdown()
            self.print_export.cancel()
            if self.generator_dialog is not None:
                self.generator_dialog.close()  # its run stops (the process's work too)
            event.accept()
        else:
            event.ignore()

    # ------------------------------------------------------------------ autosave

    def _schedule_autosave(self, *_args: object) -> None:
        """Autosave a moment after the last change (a burst of edits writes once)."""
        if self.doc is not None and not self.doc.read_only:
            self._autosave_timer.start()

    def _write_autosave(self) -> None:
        """Write the open deck to this window's autosave (or drop it if nothing is unsaved).

        A deck is a few kilobytes: writing it takes well under a millisecond, so it is done here.
        """
        doc = self.doc
        if doc is None or not self.is_modified():
            self._drop_autosave()
            return
        try:
            if self._autosave is None:
                self._autosave = DeckAutosaveSlot()
            self._autosave.write(doc.deck(), doc.path)
        except WriteFailed as exc:
            self.statusBar().showMessage(
                self.tr("The deck could not be autosaved: %1").replace("%1", problem_text(exc)),
                8000
            )

    def _drop_autosave(self) -> None:
        """Remove the autosave (the deck was saved, closed or its changes discarded)."""
        self._autosave_timer.stop()
        if self._autosave is not None:
            self._autosave.remove()
            self._autosave = None

    def offer_restore(self) -> bool:
        """At start-up: offer every deck autosave a crash left behind (Restore, Discard or
        leave it for later); True if one was restored (it is then open, marked modified)."""
        restored = False
        for orphan in find_deck_orphans():
            if restored:
                orphan.release()  # one deck per window: the others wait for the next start
                continue
            answer = self._ask_restore(orphan)
            if answer == QMessageBox.StandardButton.Open and orphan.restored is not None:
                data = orphan.restored
                self.set_document(DeckDocument(data.deck, data.path), unsaved=True)
                self._autosave_timer.stop()
                self._autosave = DeckAutosaveSlot.adopt(orphan)
                self.tabs.setCurrentWidget(self.puzzle_page)
                self.statusBar().showMessage(
                    self.tr("Restored “%1”; save it to keep it.").replace("%1", data.deck.name),
                    10000,
                )
                restored = True
            elif answer == QMessageBox.StandardButton.Discard:
                orphan.discard()
            else:
                orphan.release()
        return restored

    def _ask_restore(self, orphan: DeckOrphan) -> int:
        when = QLocale().toString(
            QDateTime.fromSecsSinceEpoch(int(orphan.modified.timestamp())),
            QLocale.FormatType.ShortFormat,
        )
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Restore the deck?"))
        if orphan.restored is None:
            box.setText(
                self.tr("A deck autosaved on %1 cannot be restored: %2")
                .replace("%1", when)
                .replace("%2", problem_text(orphan.error or ""))
            )
            box.setStandardButtons(
                QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel
            )
        else:
            box.setText(
                self.tr("The editor closed without saving the deck “%1”. Its autosave of %2 "
                        "can be restored.")
                .replace("%1", orphan.restored.deck.name)
                .replace("%2", when)
            )
            box.setInformativeText(
                self.tr("Restore it to go on editing, or discard these changes for good.")
            )
            box.setStandardButtons(
                QMessageBox.StandardButton.Open
                | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel
            )
            box.button(QMessageBox.StandardButton.Open).setText(self.tr("&Restore"))
            box.setDefaultButton(QMessageBox.StandardButton.Open)
        box.button(QMessageBox.StandardButton.Cancel).setText(self.tr("&Later"))
        return box.exec()

    # ------------------------------------------------------------------ remembered layout

    def splitters(self) -> dict[str, QSplitter]:
        """The pages' splitters, by the name their sizes are remembered under."""
        out: dict[str, QSplitter] = {}
        for name, page in (("puzzles", self.puzzle_page), ("pieces", self.piece_page)):
            split = page.findChild(QSplitter)
            if split is not None:
                out[name] = split
        return out

    def restore_layout(self) -> None:
        """Put back the window geometry, docks and splitter sizes remembered last time."""
        settings = self.settings
        if settings is None:
            return
        geometry = settings.window_geometry(WINDOW_KEY)
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = settings.window_state(WINDOW_KEY)
        if state is not None:
            self.restoreState(state)
        for name, split in self.splitters().items():
            sizes = settings.splitter_state(f"editor/{name}")
            if sizes is not None:
                split.restoreState(sizes)

    def save_layout(self) -> None:
        """Remember the window geometry, docks, splitter sizes and the open deck file."""
        settings = self.settings
        if settings is None:
            return
        settings.set_window_geometry(WINDOW_KEY, self.saveGeometry())
        settings.set_window_state(WINDOW_KEY, self.saveState())
        for name, split in self.splitters().items():
            settings.set_splitter_state(f"editor/{name}", split.saveState())
        doc = self.doc
        keep = doc is not None and not doc.read_only and doc.path is not None
        settings.set_last_deck(str(doc.path) if keep and doc is not None else "")

    def open_last(self) -> bool:
        """Open the deck that was open when the editor last closed, if its file still exists."""
        last = self.settings.last_deck() if self.settings is not None else ""
        if not last or not Path(last).is_file():
            return False
        return self.open_path(last)

    # ------------------------------------------------------------------ changes on disk

    def _watch_open_file(self) -> None:
        """Watch the open deck's file (and only it, besides the library folder)."""
        doc = self.doc
        wanted = str(doc.path) if doc is not None and doc.path is not None else None
        stale = [f for f in self.watcher.files() if f != wanted]
        if stale:
            self.watcher.removePaths(stale)
        if wanted is not None and wanted not in self.watcher.files() and Path(wanted).is_file():
            self.watcher.addPath(wanted)

    def _disk_bytes(self) -> bytes | None:
        """The open deck's file as it is on disk now (None: no file, or it cannot be read)."""
        doc = self.doc
        if doc is None or doc.path is None:
            return None
        try:
            return doc.path.read_bytes()
        except OSError:
            return None

    def _on_disk_changed(self, _path: str) -> None:
        self._watch_timer.start()

    def _on_disk_file_changed(self, _path: str) -> None:
        self._file_touched = True
        self._watch_timer.start()

    def _look_at_disk(self) -> None:
        """After a change on disk: the library lists again; if the open deck's file now holds
        another deck, offer to reload it (saying so if there are unsaved changes here)."""
        self.library.refresh()
        touched, self._file_touched = self._file_touched, False
        self._watch_open_file()  # a file replaced by a save is watched anew
        doc = self.doc
        if not touched or doc is None or doc.path is None or self._asking_reload:
            return
        on_disk = self._disk_bytes()
        if on_disk is None or on_disk == self._known_disk:
            return  # gone (the library shows it; the deck stays open), or this editor's save
        self._known_disk = on_disk  # asked once per change
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Deck changed on disk"))
        box.setText(
            self.tr("The file of the deck “%1” was changed outside the editor.")
            .replace("%1", doc.name)
        )
        if self.is_modified():
            box.setInformativeText(
                self.tr("You have changes here that are not saved. Reload the file and lose "
                        "them, or keep editing your version (saving it replaces the file)?")
            )
            box.setStandardButtons(
                QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel
            )
            box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        else:
            box.setInformativeText(self.tr("Reload it to see the changes?"))
            box.setStandardButtons(
                QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel
            )
            box.setDefaultButton(QMessageBox.StandardButton.Reset)
        box.button(QMessageBox.StandardButton.Reset).setText(self.tr("&Reload"))
        box.button(QMessageBox.StandardButton.Cancel).setText(self.tr("&Keep this version"))
        self._asking_reload = True
        try:
            answer = box.exec()
        finally:
            self._asking_reload = False
        if answer == QMessageBox.StandardButton.Reset and self.doc is doc:
            self.open_path(doc.path)
