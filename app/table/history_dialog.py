"""The History dialog: every finished (or abandoned) game, with date, players, scores and winner.

A game opens in the replay review (:attr:`HistoryDialog.review_requested`). Rows come from
:func:`app.model.history.list_history`; a file that cannot be read is listed with its problem
(marked with a sign and words, not by colour alone) and can still be deleted.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.paths import history_dir
from app.core.saves import InvalidSave, SaveData
from app.i18n import problem_text
from app.model.history import (
    HistoryEntry,
    delete_history_game,
    list_history,
    load_history_game,
)
from app.table.counts import counts
from app.table.strings import date_time_text
from app.templates import fill

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1


# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


def _difficulty_text(difficulty: str) -> str:
    """A solo difficulty in words (an unknown one as it is stored)."""
    names = {
        "standard": translate("HistoryDialog", "standard"),
        "challenging": translate("HistoryDialog", "challenging"),
        "unbeatable": translate("HistoryDialog", "unbeatable"),
    }
    return names.get(difficulty, difficulty)


def result_texts(entry: HistoryEntry) -> tuple[str, str, str]:
    """The players, scores and outcome columns of a row."""
    if entry.result is None:
        return entry.path.name, "", translate("HistoryDialog", "⚠ cannot be read")
    names = list(entry.players)
    r = entry.result
    players = ", ".join(names)
    if entry.solo_difficulty:
        players = fill(
            translate("HistoryDialog", "%1 (solo, %2)"),
            names[0] if names else "",
            _difficulty_text(entry.solo_difficulty),
        )
    scores = ", ".join(str(s) for s in r.scores)
    if r.opponent_score is not None:
        scores = fill(translate("HistoryDialog", "%1 against %2"), scores, r.opponent_score)
    if not r.finished:
        outcome = counts().unfinished_game(r.actions)
    elif entry.solo_difficulty is not None:
        outcome = (
            fill(translate("HistoryDialog", "%1 won"), names[0])
            if r.winners
            else translate("HistoryDialog", "the automaton won")
        )
    else:
        outcome = ", ".join(entry.winner_names)
        if len(entry.winner_names) > 1:
            outcome = fill(translate("HistoryDialog", "%1 (shared)"), outcome)
    return players, scores, outcome


class HistoryDialog(QDialog):
    """Browse the history; ``review_requested(save, title, path)`` opens a game (read from
    ``path``) in the review."""

    review_requested = Signal(object, str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyDialog")
        self.setWindowTitle(self.tr("Game history"))
        self.resize(820, 480)
        layout = QVBoxLayout(self)
        self.tree = QTreeWidget()
        self.tree.setObjectName("historyList")
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setSortingEnabled(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Players"),
                self.tr("Scores"),
                self.tr("Winner"),
                self.tr("Deck"),
            ]
        )
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.tree.itemDoubleClicked.connect(lambda _i, _c: self.review_selected())
        self.tree.currentItemChanged.connect(lambda _a, _b: self._update_buttons())
        self.tree.setAccessibleName(self.tr("Games played"))
        layout.addWidget(self.tree)
        self.details = QLabel()
        self.details.setObjectName("historyDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.details)
        self.empty = QLabel(
            self.tr(
                "No game has been finished yet. Finished games appear "
                "here, and so do unfinished games you left for another."
            )
        )
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.review_button = QPushButton(self.tr("&Review"))
        self.review_button.setObjectName("historyReview")
        self.review_button.setDefault(True)
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.delete_button.setObjectName("historyDelete")
        self.folder_button = QPushButton(self.tr("Show the &folder"))
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.review_button.clicked.connect(self.review_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.folder_button.clicked.connect(self.open_folder)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        """Read the history folder again."""
        self.tree.clear()
        for entry in list_history():
            when = date_time_text(entry.saved_at) if entry.saved_at else ""
            players, scores, outcome = result_texts(entry)
            deck = entry.deck_name or (self.tr("Classic") if entry.ok else "")
            item = QTreeWidgetItem([when, players, scores, outcome, deck])
            item.setData(0, ENTRY_ROLE, entry)
            item.setToolTip(1, str(entry.path))
            if not entry.ok:
                item.setToolTip(3, problem_text(entry.error or ""))
            self.tree.addTopLevelItem(item)
        top = self.tree.topLevelItem(0)
        self.tree.setVisible(top is not None)
        self.empty.setVisible(top is None)
        readable: list[QTreeWidgetItem] = []
        for i in range(self.tree.topLevelItemCount()):
            row = self.tree.topLevelItem(i)
            if row is not None and isinstance(entry := row.data(0, ENTRY_ROLE), HistoryEntry) \
                    and entry.ok:
                readable.append(row)
        current = readable[0] if readable else top
        if current is not None:
            self.tree.setCurrentItem(current)
        self._update_buttons()

    def retranslate(self) -> None:
        """After a language switch: the list, said again (the selection is kept)."""
        kept = self.selected()
        self.refresh()
        for i in range(self.tree.topLevelItemCount()):
            row = self.tree.topLevelItem(i)
            if row is not None and kept is not None and row.data(0, ENTRY_ROLE) == kept:
                self.tree.setCurrentItem(row)

    def entries(self) -> list[HistoryEntry]:
        """The listed games, in the order shown."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            entry = item.data(0, ENTRY_ROLE) if item is not None else None
            if isinstance(entry, HistoryEntry):
                out.append(entry)
        return out

    def selected(self) -> HistoryEntry | None:
        """The entry of the current row."""
        item = self.tree.currentItem()
        entry = item.data(0, ENTRY_ROLE) if item is not None else None
        return entry if isinstance(entry, HistoryEntry) else None

    def _update_buttons(self) -> None:
        entry = self.selected()
        if entry is None:
            self.details.setText("")
        elif entry.ok:
            self.details.setText(str(entry.path))
        else:
            self.details.setText(
                fill(self.tr("⚠ %1 cannot be read: %2"), entry.path.name,
                     problem_text(entry.error or ""))
            )
        self.review_button.setEnabled(entry is not None and entry.ok)
        self.delete_button.setEnabled(entry is not None)

    def review_selected(self) -> SaveData | None:
        """Load the selected game and ask for its review; a broken file is explained."""
        entry = self.selected()
        if entry is None or not entry.ok:
            return None
        try:
            save = load_history_game(entry)
        except InvalidSave as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot open the game"),
                fill(self.tr("%1 cannot be opened:\n%2"), entry.path.name, problem_text(exc)),
            )
            return None
        players, _scores, _outcome = result_texts(entry)
        self.review_requested.emit(save, players, str(entry.path))
        return save

    def open_folder(self) -> None:
        """Show the history folder in the file manager (or say why it cannot be used)."""
        try:
            folder = history_dir()
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the history folder"),
                                problem_text(exc))
            return
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def delete_selected(self, *, confirm: bool = True) -> bool:
        """Delete the selected game from the history (after asking)."""
        entry = self.selected()
        if entry is None:
            return False
        if confirm:
            answer = QMessageBox.question(
                self,
                self.tr("Delete the game?"),
                fill(
                    self.tr("Delete the game of %1 from the history? This cannot be undone."),
                    result_texts(entry)[0],
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        try:
            delete_history_game(entry)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot delete the game"), problem_text(exc))
            return False
        self.refresh()
        return True
