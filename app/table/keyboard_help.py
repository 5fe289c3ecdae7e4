"""Help > Keyboard: every key of the game window, in players' words.

The list is made when the dialog opens: the shortcuts of every action registered with the
window's :class:`~app.table.actions.ActionRegistry` (so a feature that adds a command adds its
key here too), then the table's own keys (:data:`TABLE_KEYS`), which the tools handle
(``app/table/tools.py``: choosing and using the table's items, holding a piece) and the
controller (a key finishes the pieces' flight; the menu key opens a puzzle's hint menu).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n import without_mnemonic
from app.table.actions import ActionRegistry


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` (lupdate reads the call); returns it."""
    return text


@dataclass(frozen=True, slots=True)
class TableKey:
    """Keys the table handles itself (in :class:`QKeySequence` portable text, "Shift+Tab") and
    what they do; ``span`` shows the keys as a range ("1 – 9")."""

    keys: tuple[str, ...]
    words: str
    span: bool = False


@dataclass(frozen=True, slots=True)
class KeyGroup:
    """A heading and the table keys under it."""

    title: str
    keys: tuple[TableKey, ...]


TABLE_KEYS: tuple[KeyGroup, ...] = (
    KeyGroup(QT_TRANSLATE_NOOP("KeyboardHelp", "On the table"), (
        TableKey(("Tab",),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Go to the next area of the table: your "
                                   "pieces, your puzzles, the rows, the reserve")),
        TableKey(("Shift+Tab",),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Go back to the previous area")),
        TableKey(("Left", "Right", "Up", "Down"),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Go to the next card, pile or piece of the "
                                   "area that way")),
        TableKey(("Return", "Enter", "Space"),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Use it: take the card or piece, or open your "
                                            "piece's menu (place, upgrade, exchange)")),
        TableKey(("Menu", "Shift+F10"),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "On one of your puzzles: open its menu (how to "
                                            "finish it, hint)")),
        TableKey(("Esc",),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Hide a hint, leave the item you are on, or cancel "
                                            "a master action or Finishing Touches")),
    )),
    KeyGroup(QT_TRANSLATE_NOOP("KeyboardHelp", "Holding a piece"), (
        TableKey(("Left", "Right", "Up", "Down"),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Move the piece over the puzzle")),
        TableKey(("R",), QT_TRANSLATE_NOOP("KeyboardHelp", "Turn the piece a quarter turn clockwise "
                                                    "(the mouse wheel too)")),
        TableKey(("F",), QT_TRANSLATE_NOOP("KeyboardHelp", "Flip the piece over, left to right")),
        TableKey(("Tab", "Shift+Tab"),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Go to your next or previous puzzle")),
        TableKey(tuple(str(i) for i in range(1, 10)),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Go to your first, second… puzzle"), span=True),
        TableKey(("Return", "Enter", "Space"),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Place the piece where it is shown")),
        TableKey(("Esc",), QT_TRANSLATE_NOOP("KeyboardHelp", "Put the piece back in your supply")),
    )),
    KeyGroup(QT_TRANSLATE_NOOP("KeyboardHelp", "While pieces move"), (
        TableKey(("Any key",),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Any key but Tab (or a click) lets the moving pieces "
                                            "land at once")),
    )),
    KeyGroup(QT_TRANSLATE_NOOP("KeyboardHelp", "After a computer player's turn"), (
        TableKey(("Space", "Return", "Enter"),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "When the table waits (Edit > Preferences: "
                                                   "pause after each computer player's turn): "
                                                   "let the next player move")),
    )),
    KeyGroup(QT_TRANSLATE_NOOP("KeyboardHelp", "In the replay review (Game > Review)"), (
        TableKey(("Left", "Right"),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "One action back or forwards")),
        TableKey(("PgUp", "PgDown", "Ctrl+Left", "Ctrl+Right"),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "To the start of this turn, or of the next "
                                                   "one")),
        TableKey(("Home", "End"),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "To the deal, or to the end of the game")),
        TableKey(("Space",),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Play the game on its own from here, or "
                                                   "pause it")),
        TableKey(("A",),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "Analyse the game: the computer marks the "
                                                   "turns that lost points")),
        TableKey(("B",),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "On a marked turn: show the better turn or "
                                                   "the turn played")),
        TableKey(("N", "Shift+N", "Ctrl+Down", "Ctrl+Up"),
                 QT_TRANSLATE_NOOP("KeyboardHelp", "After an analysis: show the next marked "
                                                   "turn, or the previous one")),
    )),
)
"""The keys the table handles itself, grouped as the help shows them."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("KeyboardHelp", text)


def key_name(portable: str) -> str:
    """A key sequence ("Shift+Tab") as this system and language write it."""
    if portable == "Any key":
        return QCoreApplication.translate("KeyboardHelp", "Any key")
    return QKeySequence(portable).toString(QKeySequence.SequenceFormat.NativeText)


def action_words(action: QAction) -> str:
    """An action's menu text as words: no mnemonic marks, no trailing dots."""
    text = without_mnemonic(action.text())
    return text.removesuffix("…").removesuffix("...").strip()


def action_rows(registry: ActionRegistry) -> list[tuple[str, str, str]]:
    """(keys, words, action id) of every registered action that has a shortcut, in the order
    registered."""
    rows = []
    for action_id in registry.ids():
        act = registry.action(action_id)
        shortcuts = [s for s in act.shortcuts() if not s.isEmpty()]
        if not shortcuts:
            continue
        keys = " / ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in shortcuts)
        words = action_words(act) or act.toolTip()
        rows.append((keys, words, action_id))
    return rows


def table_key_text(entry: TableKey) -> str:
    """The keys of a table entry as shown ("Tab / Right / Down", "1 – 9")."""
    if entry.span and len(entry.keys) > 1:
        return f"{key_name(entry.keys[0])} – {key_name(entry.keys[-1])}"
    return " / ".join(key_name(k) for k in entry.keys)


class _WrappingDelegate(QStyledItemDelegate):
    """Rows as high as their words wrapped at the column's width (a tree view's own rows are
    one line high, and a longer text would end in "…")."""

    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        if index.column() == 0:
            return hint  # the keys: their column is as wide as they are
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        width = self._view.columnWidth(index.column()) - 8  # the item's margins
        if width <= 0 or not item.text:
            return hint
        need = item.fontMetrics.boundingRect(QRect(0, 0, width, 100_000),
                                             int(Qt.TextFlag.TextWordWrap), item.text).height()
        return QSize(hint.width(), max(hint.height(), need + 2))


class KeyboardHelpDialog(QDialog):
    """Every key of the window: the commands' shortcuts, then the table's own keys."""

    def __init__(self, registry: ActionRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyboardHelp")
        self.setWindowTitle(self.tr("Keyboard"))
        self.setAccessibleName(self.tr("Keyboard"))
        self.setAccessibleDescription(self.tr("Every key of the game and what it does"))
        intro = QLabel(self.tr("The whole game can be played from the keyboard. Tab goes from "
                               "item to item on the table, Enter uses the one you are on."))
        intro.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("keyboardHelpList")
        self.tree.setAccessibleName(self.tr("Keys"))
        self.tree.setAccessibleDescription(self.tr("Each row: keys, then what they do"))
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        self.tree.setRootIsDecorated(False)
        self.tree.setWordWrap(True)
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.SingleSelection)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.tree.setItemDelegate(_WrappingDelegate(self.tree))
        # the rows' heights follow the width of the words' column
        self.tree.header().sectionResized.connect(lambda *_: self.tree.doItemsLayout())
        commands = self._group(self.tr("Commands (menus and buttons)"))
        for keys, words, action_id in action_rows(registry):
            item = QTreeWidgetItem(commands, [keys, words])
            item.setData(0, Qt.ItemDataRole.UserRole, action_id)
        for group in TABLE_KEYS:
            heading = self._group(_tr(group.title))
            for entry in group.keys:
                QTreeWidgetItem(heading, [table_key_text(entry), _tr(entry.words)])
        self.tree.expandAll()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        self.resize(720, 620)

    def _group(self, title: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(self.tree, [title, ""])
        font = item.font(0)
        font.setBold(True)
        item.setFont(0, font)
        item.setFirstColumnSpanned(True)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        return item

    def rows(self) -> list[tuple[str, str]]:
        """Every (keys, words) row shown, section by section (for tests)."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            assert group is not None
            for j in range(group.childCount()):
                child = group.child(j)
                assert child is not None
                out.append((child.text(0), child.text(1)))
        return out


class KeyboardHelp:
    """Help > Keyboard: registers its action (id ``"keyboard_help"``, after ``"rules"``)."""

    def __init__(self, registry: ActionRegistry, parent: QWidget) -> None:
        self.registry = registry
        self.parent = parent
        self.dialog: KeyboardHelpDialog | None = None
        self.action = QAction(QCoreApplication.translate("KeyboardHelp", "&Keyboard…"), parent)
        self.action.setObjectName("actKeyboardHelp")
        self.action.setToolTip(
            QCoreApplication.translate("KeyboardHelp", "Every key of the game and what it does"))
        self.action.triggered.connect(self.show)
        registry.register("keyboard_help", self.action)
        registry.place(["keyboard_help"], "help", after="rules")

    def show(self) -> KeyboardHelpDialog:
        """Open the list (made afresh: it shows the shortcuts as they are now)."""
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        self.dialog = KeyboardHelpDialog(self.registry, self.parent)
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog
