"""The results screen: everyone's points, completed puzzles, Finishing Touch costs, the winner
and which tie-break decided it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.rules import GameState, Phase, deciding_tiebreak, ranking_key

# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


def winner_line(state: GameState) -> str:
    """"Ann wins" / "Ann and Bob share the victory" / the solo outcome."""
    winners = state.winners or ()
    if state.solo is not None:
        if winners:
            return translate("Results", "%1 beats the automaton!").replace(
                "%1", state.players[0].name
            )
        return translate("Results", "The automaton wins")
    names = [state.players[i].name for i in winners]
    if len(names) == 1:
        return translate("Results", "%1 wins!").replace("%1", names[0])
    return translate("Results", "%1 share the victory").replace("%1", ", ".join(names))


def tiebreak_line(state: GameState) -> str:
    """Which criterion decided the winner, in words."""
    if state.solo is not None:
        p = state.players[0]
        opp = state.solo.opponent_points
        if p.score == opp:
            return translate("Results", "A tie goes to the automaton")
        return (
            translate("Results", "%1 points against the automaton's %2")
            .replace("%1", str(p.score))
            .replace("%2", str(opp))
        )
    decided = deciding_tiebreak(state)
    return {
        "points": translate("Results", "Decided by points"),
        "completed puzzles": translate(
            "Results", "Tied on points: decided by the number of completed puzzles"
        ),
        "pieces in the supply": translate(
            "Results", "Tied on points and puzzles: decided by the pieces left in the supply"
        ),
        "shared victory": translate(
            "Results", "Tied on points, puzzles and pieces left: a shared victory"
        ),
    }.get(decided, decided)


class ResultsDialog(QDialog):
    """Shown when a game is over; ``new_game_requested`` when the player asks for another."""

    new_game_requested = Signal()

    def __init__(self, state: GameState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsDialog")
        self.setWindowTitle(self.tr("Results"))
        self.state = state
        layout = QVBoxLayout(self)
        head = QLabel(winner_line(state) if state.phase is Phase.FINISHED else self.tr(
            "The game is not over yet"))
        head.setObjectName("winnerLine")
        font = QFont(head.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        head.setFont(font)
        head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(head)
        sub = QLabel(tiebreak_line(state))
        sub.setObjectName("tiebreakLine")
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(sub)

        solo = state.solo is not None
        cols = [self.tr("Rank"), self.tr("Player"), self.tr("Points"), self.tr("Completed"),
                self.tr("Puzzle points"), self.tr("Finishing Touches"), self.tr("Pieces left")]
        if solo:
            cols.append(self.tr("Unfinished (penalty)"))
        table = QTableWidget(0, len(cols))
        table.setObjectName("resultsTable")
        table.setAccessibleName(self.tr("Scores"))
        table.setAccessibleDescription(self.tr("One row per player, the winner first"))
        table.setHorizontalHeaderLabels(cols)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setWordWrap(True)
        order = sorted(range(len(state.players)), key=lambda i: ranking_key(state.players[i]),
                       reverse=True)
        rows: list[list[str]] = []
        rank = 0
        prev = None
        for pos, i in enumerate(order):
            p = state.players[i]
            key = ranking_key(p)
            if key != prev:
                rank = pos + 1
                prev = key
            completed = ", ".join(p.completed) if p.completed else self.tr("none")
            row = [
                str(rank),
                p.name + ("  ★" if i in (state.winners or ()) else ""),
                str(p.score),
                f"{len(p.completed)}: {completed}",
                str(p.points),
                f"-{p.finishing_pieces}" if p.finishing_pieces else "0",
                str(sum(p.supply)),
            ]
            if solo:
                row.append(f"-{p.penalty}" if p.penalty else "0")
            rows.append(row)
        if state.solo is not None:
            s = state.solo
            rows.append(["", self.tr("Automaton"), str(s.opponent_points),
                         f"{len(s.opponent_completed)}: " + ", ".join(s.opponent_completed),
                         str(s.opponent_points), "", str(s.opponent_supply), ""])
        table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c in (0, 2, 4, 5, 6, 7):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)
        head_view = table.horizontalHeader()
        head_view.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head_view.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        table.setMinimumWidth(760)
        # as tall as its rows: no empty grid under the last player
        height = (table.horizontalHeader().sizeHint().height()
                  + table.verticalHeader().length() + 2 * table.frameWidth() + 2)
        table.setFixedHeight(height)
        layout.addWidget(table)
        self.table = table
        self.rows = rows

        buttons = QDialogButtonBox()
        new = buttons.addButton(self.tr("&New game…"), QDialogButtonBox.ButtonRole.AcceptRole)
        new.setObjectName("newGameButton")
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("&Look at the table"))
        new.clicked.connect(self._new)
        close.clicked.connect(self.reject)
        layout.addWidget(buttons)

    def _new(self) -> None:
        self.accept()
        self.new_game_requested.emit()
