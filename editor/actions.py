"""The editor's actions by id, and its menus and tool bar (the game's action registry, as in
Tiled's ``ActionManager``): each action is made once here, with its text, shortcut, icon and
tip, and placed in the menus and the tool bar by id.

The window gives the slots; a feature adds its actions with :meth:`EditorActions.add` and
places them by id, without searching the menu bar.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QSize
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStyle

from app import i18n
from app.rules import Colour
from app.table.actions import ActionRegistry
from app.templates import fill
from editor.deck_files import DeckFiles
from editor.exports import Exports
from editor.icons import action_icon
from editor.puzzle_page import PuzzlePage
from editor.toolbar import FittingToolBar

Shortcut = QKeySequence | QKeySequence.StandardKey | str | None


class WindowSlots(Protocol):
    """What the window itself does for its actions."""

    def add_puzzle(self, colour: Colour) -> None: ...
    def add_piece(self) -> None: ...
    def generate_puzzles(self) -> None: ...
    def show_balance(self) -> None: ...
    def show_library_folder(self) -> None: ...


EDITING = ("save", "save_as", "add_white", "add_black", "add_piece", "generate", "paste")
"""The actions of a deck that can be edited (off for the read-only classic deck)."""


class EditorActions(ActionRegistry):
    """Every action of one editor window, by id (``"save"``, ``"undo"``, ``"export_tts"``...)."""

    def __init__(self, window: QMainWindow, slots: WindowSlots, stack: QUndoStack,
                 files: DeckFiles, exports: Exports, page: PuzzlePage,
                 docks: tuple[QDockWidget, ...]) -> None:
        super().__init__(window)
        self.window = window
        w = slots
        sk = QKeySequence.StandardKey
        add = self.add
        add("new", self.tr("&New deck…"), files.new_deck, sk.New)
        add("open", self.tr("&Open deck file…"), files.open_file, sk.Open)
        add("import", self.tr("&Import into library…"), files.import_deck)
        add("save", self.tr("&Save"), files.save, sk.Save, tip=self.tr("Save the deck in the library"))
        add("save_as", self.tr("Save &as…"), files.save_as, sk.SaveAs)
        add("export", self.tr("&Export deck file…"), files.export_deck_file,
            tip=self.tr("Write a copy of the deck anywhere"))
        add("duplicate", self.tr("&Duplicate deck"), files.duplicate_deck,
            tip=self.tr("Make an editable copy of this deck"))
        add("pdf", self.tr("Export &PDF for print && play…"), exports.export_pdf, "Ctrl+P", "pdf",
            self.tr("Puzzle cards at real size and sheets of pieces"))
        add("export_tts", self.tr("Export for &Tabletop Simulator…"), exports.export_tts,
            tip=self.tr("Card sheets and a saved object for playtests in Tabletop Simulator"))
        add("play", self.tr("P&lay this deck"), files.play, "F5", "play",
            self.tr("Start the game with this deck"))
        add("quit", self.tr("&Quit"), window.close, sk.Quit)
        undo = self.register("undo", stack.createUndoAction(window, self.tr("&Undo")))
        undo.setShortcut(sk.Undo)
        redo = self.register("redo", stack.createRedoAction(window, self.tr("&Redo")))
        keys = QKeySequence.keyBindings(sk.Redo)
        redo.setShortcuts(keys + [QKeySequence("Ctrl+Y")] * (QKeySequence("Ctrl+Y") not in keys))
        add("copy", self.tr("&Copy cards"), page.copy_cards, sk.Copy,
            tip=self.tr("Copy the selected puzzle cards, to paste them into this or another deck"))
        add("paste", self.tr("Pa&ste cards"), page.paste_cards, sk.Paste,
            tip=self.tr("Add the puzzle cards copied from a deck"))
        add("add_white", self.tr("Add &white puzzle"), lambda: w.add_puzzle("white"),
            "Ctrl+Shift+W", "white", self.tr("Add a white puzzle"))
        add("add_black", self.tr("Add &black puzzle"), lambda: w.add_puzzle("black"),
            "Ctrl+Shift+B", "black", self.tr("Add a black puzzle"))
        add("add_piece", self.tr("Add &piece"), w.add_piece, "Ctrl+Shift+P", "piece",
            self.tr("Add a piece"))
        add("generate", self.tr("&Generate…"), w.generate_puzzles, "Ctrl+Shift+G",
            tip=self.tr("Generate puzzle cards that meet constraints you set"))
        add("filling", self.tr("Show a &filling"), page.toggle_filling, "Ctrl+Shift+F",
            tip=self.tr("Show one way to fill the card with the reserve's pieces"))
        self.action("filling").setCheckable(True)
        page.filling_toggled.connect(self.action("filling").setChecked)
        add("balance", self.tr("&Balance…"), w.show_balance)
        add("table_view", self.tr("Cards as a &table"), page.set_table_view, "Ctrl+T",
            tip=self.tr("Show the puzzle cards as a table of their figures"))
        self.action("table_view").setCheckable(True)
        add("library_folder", self.tr("Open the deck library &folder"), w.show_library_folder)
        for name, dock in zip(("library_dock", "findings_dock"), docks, strict=True):
            self.register(name, dock.toggleViewAction())

        bar = window.menuBar()
        menus = {
            "file": self.tr("&File"), "edit": self.tr("&Edit"), "puzzle": self.tr("P&uzzle"),
            "deck": self.tr("&Deck"), "view": self.tr("&View"),
        }
        for menu_id, title in menus.items():
            self.add_menu(menu_id, bar.addMenu(title))
        self.place(["new", "open", "import"], "file")
        self.place(["save", "save_as", "export", "duplicate"], "file", separator=True)
        self.place(["pdf", "export_tts", "play"], "file", separator=True)
        self.place(["quit"], "file", separator=True)
        self.place(["undo", "redo"], "edit")
        self.place(["copy", "paste"], "edit", separator=True)
        self.place(["add_white", "add_black", "add_piece"], "edit", separator=True)
        self.place(["generate", "filling"], "puzzle")
        self.place(["balance"], "deck")
        self.place(["library_dock", "findings_dock", "table_view", "library_folder"], "view")
        view = self.menu("view")
        view.addSeparator()
        # the language is the game's setting: both programs speak the same
        self.language_menu = i18n.add_language_menu(view, lambda: i18n.shared_settings(window),
                                                    window)
        self._make_tool_bar(stack)

    def add(self, action_id: str, text: str, slot: Callable[[], object],
            shortcut: Shortcut = None, icon: str | None = None, tip: str | None = None) -> QAction:
        """Make and register an action that calls ``slot``."""
        a = QAction(text, self.window)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            a.setIcon(action_icon(icon, 32))
        if tip:
            a.setToolTip(tip)
            a.setStatusTip(tip)
        a.triggered.connect(lambda _checked=False: slot())
        return self.register(action_id, a)

    def _make_tool_bar(self, stack: QUndoStack) -> None:
        w = self.window
        bar = FittingToolBar(self.tr("Main"))
        bar.setObjectName("mainToolbar")
        bar.setIconSize(QSize(24, 24))
        bar.setMovable(False)
        sp = QStyle.StandardPixmap
        style = w.style()
        self.action("save").setIcon(style.standardIcon(sp.SP_DialogSaveButton))
        self.action("undo").setIcon(style.standardIcon(sp.SP_ArrowBack))
        self.action("redo").setIcon(style.standardIcon(sp.SP_ArrowForward))
        # the tool bar keeps short labels; the menu items say what will be undone
        self.undo_tool = QAction(self.action("undo").icon(), self.tr("Undo"), w)
        self.undo_tool.triggered.connect(stack.undo)
        self.redo_tool = QAction(self.action("redo").icon(), self.tr("Redo"), w)
        self.redo_tool.triggered.connect(stack.redo)
        for tool, able in ((self.undo_tool, stack.canUndoChanged),
                           (self.redo_tool, stack.canRedoChanged)):
            tool.setEnabled(False)
            able.connect(tool.setEnabled)
        stack.undoTextChanged.connect(
            lambda t: self.undo_tool.setToolTip(fill(self.tr("Undo %1"), t).strip()))
        stack.redoTextChanged.connect(
            lambda t: self.redo_tool.setToolTip(fill(self.tr("Redo %1"), t).strip()))
        self.add_tool_bar("main", bar)
        for a in (self.action("save"), self.undo_tool, self.redo_tool):
            bar.addAction(a)
        self.place(["add_white", "add_black", "add_piece"], "main", separator=True)
        self.place(["pdf", "play"], "main", separator=True)
        # where the texts do not all fit (a long language at 1280 pixels), the adding buttons
        # show their icon alone first, then undo and redo
        bar.set_shed_order([[self.action("add_white"), self.action("add_black"),
                             self.action("add_piece")], [self.undo_tool, self.redo_tool]])
        w.addToolBar(bar)
        self.toolbar = bar

    def set_editable(self, editable: bool) -> None:
        """Turn the actions that edit the deck on or off (the read-only classic deck)."""
        for action_id in EDITING:
            self.action(action_id).setEnabled(editable)
