"""The editor's main window: a thin window over its :class:`EditorDocument`.

It lays out the pages (puzzles, pieces, deck), the library and validation docks and the status
bar, and wires them to the document: the deck, its undo stack, the modified flag, the autosave
and the watch on its files all live in the document (:mod:`app.model.editor_document`); the
file dialogs in :mod:`editor.deck_files`, the exports in :mod:`editor.exports`, the actions,
menus and tool bar in :mod:`editor.actions`. It holds no deck data of its own.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, QSize, Qt, QUrl
from PySide6.QtGui import QCloseEvent, QDesktopServices, QUndoStack
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app import i18n
from app.core.deck_state import DeckStateText
from app.core.paths import decks_dir
from app.core.validation import DeckReport, Severity, readiness
from app.i18n import InstalledWords, problem_text
from app.model.deck_document import DeckDocument
from app.model.editor_document import EditorDocument
from app.model.settings import Settings
from app.model.window_geometry import open_window, place_of
from app.render.looks import palette_notifier, set_piece_palette
from app.rules import Colour, InvalidDeck
from app.templates import fill
from editor.actions import EditorActions
from editor.commands import EditCommand
from editor.deck_files import DeckFiles
from editor.deck_page import DeckPage
from editor.exports import Exports
from editor.generator_dialog import GeneratorDialog
from editor.icons import action_icon, severity_icon
from editor.panels import FindingsPanel, LibraryPanel
from editor.piece_page import PiecePage
from editor.print_dialog import PrintChoices
from editor.puzzle_page import PuzzlePage
from editor.text import shown
from editor.undo_keys import DeckUndoKeys
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
QListView#puzzleList { background: #efe6d4; }
"""

WINDOW_KEY = "editor"
"""The editor window's name in the settings (geometry and dock state)."""


def _dock(title: str, name: str, widget: QWidget, parent: QMainWindow) -> QDockWidget:
    dock = QDockWidget(title, parent)
    dock.setObjectName(name)
    dock.setWidget(widget)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                     | QDockWidget.DockWidgetFeature.DockWidgetClosable)
    return dock


class EditorWindow(QMainWindow):
    """The deck editor."""

    def __init__(self, parent: QWidget | None = None, *, settings: Settings | None = None) -> None:
        """``settings``: where the window's layout and the last open deck are remembered (the
        editor's own settings; None remembers nothing, as in most tests)."""
        super().__init__(parent)
        self.setObjectName("editorWindow")
        self.settings = settings
        self.document = EditorDocument(self)
        self.runner = ValidationRunner(self)
        self.files = DeckFiles(self, self.document, self.runner)
        self.exports = Exports(self, self.document)
        self.generator_dialog: GeneratorDialog | None = None
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
        self.banner_button.clicked.connect(self.files.duplicate_deck)
        bl = QHBoxLayout(self.banner)
        bl.setContentsMargins(10, 6, 10, 6)
        bl.addWidget(self.banner_label, 1)
        bl.addWidget(self.banner_button)
        self.loading_label = QLabel()  # "Opening…" while a deck file is read
        self.loading_label.setObjectName("muted")
        self.loading_label.hide()

        central = QWidget()
        cl = QVBoxLayout(central)
        cl.setContentsMargins(6, 6, 6, 0)
        cl.setSpacing(6)
        cl.addWidget(self.banner)
        cl.addWidget(self.loading_label)
        cl.addWidget(self.tabs, 1)
        self.setCentralWidget(central)

        self.library = LibraryPanel()
        self.library.open_requested.connect(self.files.open_entry)
        self.library.new_requested.connect(self.files.new_deck)
        self.library.import_requested.connect(self.files.import_deck)
        self.library.delete_requested.connect(self.files.delete_entry)
        self.library_dock = _dock(self.tr("Decks"), "libraryDock", self.library, self)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.library_dock)
        self.findings = FindingsPanel()
        self.findings.focus_requested.connect(self.focus)
        self.findings_dock = _dock(self.tr("Validation"), "findingsDock", self.findings, self)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.findings_dock)

        self.status_findings = QLabel()
        self.status_icon = QLabel()
        self.status_state = QLabel()  # "Draft" while a game cannot be played with the deck
        self.status_state.setObjectName("deckState")
        for label in (self.status_state, self.status_icon, self.status_findings):
            self.statusBar().addPermanentWidget(label)

        self.registry = EditorActions(self, self, self.stack, self.files, self.exports,
                                      self.puzzle_page, (self.library_dock, self.findings_dock))
        self.toolbar = self.registry.toolbar  # its texts fit, else icons alone (editor/toolbar.py)
        # what the print & play and balance lab tests and scripts reach the window by
        self.print_export = self.exports.print_export
        self.pdf_action = self.registry.action("pdf")
        self.balance_action = self.registry.action("balance")
        self.language_menu = self.registry.language_menu
        self.export_pdf = self.exports.export_pdf
        self.export_deck_file = self.files.export_deck_file
        self.import_deck = self.files.import_deck
        self.undo_keys = DeckUndoKeys(self)
        # pieces in the palette the game's settings name (colour-blind or standard), repainted
        # when the game's View menu or Preferences change it in this program
        set_piece_palette(i18n.shared_settings(self).palette())
        palette_notifier().changed.connect(self._repaint_pieces)

        doc = self.document
        doc.opened.connect(self._on_opened)
        doc.file_changed.connect(self._on_file_changed)
        doc.modified_changed.connect(self._update_title)
        doc.loading_changed.connect(self._on_loading)
        doc.library_changed.connect(self.library.refresh)
        doc.autosave_failed.connect(lambda problem: self.statusBar().showMessage(
            fill(self.tr("The deck could not be autosaved: %1"), problem_text(problem)),
            8000))
        self.stack.indexChanged.connect(self._on_index_changed)
        self.runner.report_changed.connect(self._on_report)
        self.runner.state_changed.connect(self._on_check_state)
        self.runner.progress_changed.connect(self.findings.set_progress)
        self.findings.cancel_requested.connect(self.runner.cancel)
        self.findings.check_requested.connect(self.runner.start)
        self.puzzle_page.card_view.cell_hovered.connect(self._on_cell_hovered)
        self.puzzle_page.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        # as large as it likes to be, but never larger than the screen (1280x800 fits)
        room = self.screen().availableGeometry()
        self.resize(min(1320, room.width()), min(860, room.height()))
        self.resizeDocks([self.findings_dock], [150], Qt.Orientation.Vertical)
        self.resizeDocks([self.library_dock], [230], Qt.Orientation.Horizontal)

    # ------------------------------------------------------------------ the document

    @property
    def doc(self) -> DeckDocument | None:
        """The deck being edited."""
        return self.document.doc

    @property
    def stack(self) -> QUndoStack:
        """The open deck's undo stack (the document's)."""
        return self.document.stack

    def is_modified(self) -> bool:
        """Whether the open deck has changes that are not saved."""
        return self.document.modified

    def set_document(self, doc: DeckDocument, *, unsaved: bool = False) -> None:
        """Show and edit ``doc`` (any previous document is dropped: ask first)."""
        self.document.open(doc, unsaved=unsaved)

    def open_classic(self) -> None:
        """Show the built-in classic deck (read-only)."""
        self.document.open_classic()

    def open_path(self, path: str | Path) -> bool:
        """Open a deck file (read in the background; the window goes on meanwhile). True if it
        opened (the event loop turns while it is read); a file that cannot be read is said."""
        self.files.open_path(path)
        return self.document.wait_loaded() and self.document.path == Path(path)

    def save(self) -> bool:
        """File > Save (see :meth:`DeckFiles.save`)."""
        return self.files.save()

    @property
    def pdf_progress(self) -> QProgressDialog | None:
        """The print & play export's progress dialog while it shows."""
        return self.exports.pdf_progress

    def start_pdf_export(self, path: str, choices: PrintChoices) -> None:
        """Write the print & play PDF to ``path`` in the background (see :mod:`editor.exports`)."""
        self.exports.start_pdf_export(path, choices)

    def _on_opened(self, doc: DeckDocument) -> None:
        self._last_index = 0
        for page in (self.puzzle_page, self.piece_page, self.deck_page):
            page.set_document(doc, self.stack)
        doc.info_changed.connect(self._update_title)
        self.runner.set_document(doc)

    def _on_file_changed(self) -> None:
        doc = self.doc
        ro = doc is not None and doc.read_only
        self.banner.setVisible(ro)
        self.registry.set_editable(doc is not None and not ro)
        self.library.mark_open(doc.path if doc else None, ro)
        self._update_title()

    def _on_loading(self, loading: bool) -> None:
        path = self.document.loading
        self.loading_label.setVisible(loading)
        if loading and path is not None:
            self.loading_label.setText(fill(self.tr("Opening %1…"), path.name))

    def _update_title(self, *_args: object) -> None:
        doc = self.doc
        name = shown(doc, doc.name) if doc is not None else ""
        suffix = (" " + self.tr("(read-only)")) if doc is not None and doc.read_only else ""
        self.setWindowTitle(
            fill(self.tr("%1[*]%2 — Project L Deck Editor"), name, suffix)
        )
        self.setWindowModified(self.is_modified())

    def retranslate(self) -> None:
        """After a language switch (``app.i18n.switch_language`` has said the menus, tabs,
        docks and labels again): the title, the library, the pages and the validation list,
        made from the deck, in the new language."""
        self._update_title()
        self._on_loading(self.document.loading is not None)
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

    def focus(self, kind: str, ident: str) -> None:
        """Show a puzzle, a piece, the puzzle or piece list, or the deck page."""
        doc = self.doc
        if doc is None:
            return
        if kind == "puzzle" and doc.has_puzzle(ident):
            self.tabs.setCurrentWidget(self.puzzle_page)
            if ident not in self.puzzle_page.selected_ids():  # a batch edit keeps its cards
                self.puzzle_page.select(ident)
        elif kind == "piece" and doc.has_piece(ident):
            self.tabs.setCurrentWidget(self.piece_page)
            if self.piece_page.current_id() != ident:
                self.piece_page.select(ident)
        elif kind == "puzzles":
            self.tabs.setCurrentWidget(self.puzzle_page)
        elif kind == "pieces":
            self.tabs.setCurrentWidget(self.piece_page)
        elif kind == "deck":
            self.tabs.setCurrentWidget(self.deck_page)

    # ------------------------------------------------------------------ validation

    def _on_check_state(self) -> None:
        r = self.runner
        self.findings.set_running(r.running)
        if not r.running:
            self.findings.set_stopped(r.cancelled, r.error)

    def _on_report(self) -> None:
        report = self.runner.report
        for page in (self.puzzle_page, self.piece_page, self.deck_page):
            page.set_report(report)
        self.findings.set_report(report)
        self.status_findings.setText(self.findings.summary_text())
        self._show_state(report)
        if report is not None and report.errors:
            self.status_icon.setPixmap(severity_icon(Severity.ERROR, 16).pixmap(16, 16))
        elif report is not None and report.warnings:
            self.status_icon.setPixmap(severity_icon(Severity.WARNING, 16).pixmap(16, 16))
        else:
            self.status_icon.clear()
        n = len(report.errors) + len(report.warnings) if report is not None else 0
        self.findings_dock.setWindowTitle(
            fill(self.tr("Validation (%1)"), str(n)) if n else self.tr("Validation")
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
                fill(self.tr("Row %1, column %2"), str(row + 1), str(col + 1))
            )

    # ------------------------------------------------------------------ editing

    def add_puzzle(self, colour: Colour) -> None:
        """Edit > Add white / black puzzle."""
        self.tabs.setCurrentWidget(self.puzzle_page)
        self.puzzle_page.add_puzzle(colour)

    def add_piece(self) -> None:
        """Edit > Add piece."""
        self.tabs.setCurrentWidget(self.piece_page)
        self.piece_page.add_piece()

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

    def _repaint_pieces(self, _palette: str) -> None:
        self.puzzle_page.forget_thumbnails()
        for widget in self.findChildren(QWidget):
            widget.update()

    def show_library_folder(self) -> None:
        """View > Open the deck library folder."""
        try:
            folder = decks_dir()
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the deck library"), problem_text(exc))
            return
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.files.maybe_save():
            self.document.close()  # a clean close: nothing to restore
            self.save_layout()
            self.runner.shutdown()
            self.exports.cancel()
            self.puzzle_page.shutdown()
            if self.generator_dialog is not None:
                self.generator_dialog.close()  # its run stops (the process's work too)
            event.accept()
        else:
            event.ignore()

    # ------------------------------------------------------------------ remembered layout

    def splitters(self) -> dict[str, QSplitter]:
        """The pages' splitters, by the name their sizes are remembered under."""
        out: dict[str, QSplitter] = {}
        for name, page in (("puzzles", self.puzzle_page), ("pieces", self.piece_page)):
            split = page.findChild(QSplitter)
            if split is not None:
                out[name] = split
        return out

    def restore_layout(self, screen: QRect | None = None) -> None:
        """Put back the window geometry (when it fits the screen: ``screen`` is the available
        area of the screen it opens on, by default its own), docks and splitter sizes
        remembered last time."""
        settings = self.settings
        if settings is None:
            return
        # where it was, when that fits the screen of now (app/model/window_geometry.py)
        if settings.window_place(WINDOW_KEY) is not None or \
                settings.window_geometry(WINDOW_KEY) is not None:
            open_window(self, settings.window_place(WINDOW_KEY),
                        settings.window_geometry(WINDOW_KEY), self.size(), screen)
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
        settings.set_window_place(WINDOW_KEY, place_of(self))
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
