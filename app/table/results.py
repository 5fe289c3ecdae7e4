"""The results screen: the ranking with places, the winner and the tie-break that decided,
everyone's completed puzzles as pictures with their points, the Finishing Touches and their
cost, a chart of the scores over the rounds, and what to do next (rematch, review, new game)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QHelpEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.core.setup import SeatConfig
from app.model.game_results import ScoreHistory, rematch_setup, score_history_of
from app.render.cards import paint_puzzle_card
from app.render.geometry import CARD_ASPECT
from app.render.pieces import paint_piece, piece_size
from app.rules import (
    Cell,
    Deck,
    GameRecord,
    GameState,
    Phase,
    Puzzle,
    deciding_tiebreak,
    ranking_key,
)
from app.table.counts import counts
from app.table.score_chart import ScoreChart
from app.table.strings import points_text
from app.templates import fill

if TYPE_CHECKING:
    from app.model.session import GameSession

# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate

MINUS = "\u2212"


def winner_line(state: GameState) -> str:
    """"Ann wins" / "Ann and Bob share the victory" / the solo outcome."""
    winners = state.winners or ()
    if state.solo is not None:
        if winners:
            return fill(translate("Results", "%1 beats the automaton!"), state.players[0].name)
        return translate("Results", "The automaton wins")
    names = [state.players[i].name for i in winners]
    if len(names) == 1:
        return fill(translate("Results", "%1 wins!"), names[0])
    return fill(translate("Results", "%1 share the victory"), ", ".join(names))


def tiebreak_line(state: GameState) -> str:
    """Which rule decided the winner, in players' words, with the numbers compared."""
    if state.solo is not None:
        p = state.players[0]
        opp = state.solo.opponent_points
        if p.score == opp:
            return fill(translate("Results", "Tied on %1: a tie goes to the automaton"),
                        points_text(opp))
        return fill(translate("Results", "%1 against the automaton's %2"),
                    points_text(p.score), points_text(opp))
    decided = deciding_tiebreak(state)
    winners = state.winners or ()
    name = ", ".join(state.players[i].name for i in winners)
    keys = sorted((ranking_key(p) for p in state.players), reverse=True)
    a = keys[0]
    b = keys[1] if len(keys) > 1 else keys[0]
    if decided == "points":
        return fill(translate("Results", "%1 has the most points (%2 against %3)"),
                    name, a[0], b[0])
    if decided == "completed puzzles":
        return fill(translate("Results", "Tied on %1: %2 wins with more completed puzzles "
                                         "(%3 against %4)"), points_text(a[0]), name, a[1], b[1])
    if decided == "pieces in the supply":
        return fill(counts().tied_on_completed(a[1]), points_text(a[0]), name, a[2], b[2])
    return fill(counts().shared_victory(a[1]), points_text(a[0]), counts().pieces(a[2]))


def place_text(place: int) -> str:
    """"1st", "2nd"... (translated)."""
    names = (
        translate("Results", "1st"),
        translate("Results", "2nd"),
        translate("Results", "3rd"),
        translate("Results", "4th"),
        translate("Results", "5th"),
    )
    return names[place - 1] if 1 <= place <= len(names) else str(place)


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the ranking: a player (``player`` is the index) or the automaton (None)."""

    place: int
    player: int | None
    name: str
    score: int
    winner: bool
    completed: tuple[str, ...]
    puzzle_points: int
    finishing_pieces: int
    pieces_left: int
    penalty: int = 0
    unfinished: tuple[str, ...] = ()  # solo: the puzzles whose points count against the player


def standings(state: GameState) -> list[Standing]:
    """The ranking of a finished game, best first; ties on every rule share a place.

    In solo the automaton is ranked with the player: a tie on points goes to it.
    """
    winners = set(state.winners or ())
    rows: list[Standing] = []
    if state.solo is not None:
        p = state.players[0]
        s = state.solo
        won = 0 in winners
        rows.append(Standing(1 if won else 2, 0, p.name, p.score, won, p.completed, p.points,
                             p.finishing_pieces, sum(p.supply), p.penalty,
                             tuple(pz.id for pz in p.puzzles)))
        rows.append(Standing(2 if won else 1, None, translate("Results", "Automaton"),
                             s.opponent_points, not won, s.opponent_completed, s.opponent_points,
                             0, s.opponent_supply))
        return sorted(rows, key=lambda r: r.place)
    order = sorted(range(len(state.players)), key=lambda i: ranking_key(state.players[i]),
                   reverse=True)
    place, prev = 0, None
    for pos, i in enumerate(order):
        p = state.players[i]
        key = ranking_key(p)
        if key != prev:
            place, prev = pos + 1, key
        rows.append(Standing(place, i, p.name, p.score, i in winners, p.completed, p.points,
                             p.finishing_pieces, sum(p.supply)))
    return rows


class PuzzleStrip(QWidget):
    """Completed puzzles as small card pictures, each with its points below it; in solo, then
    the unfinished ones, greyed, with the points they cost."""

    CARD_W = 40.0
    MIN_CARD_W = 24.0
    GAP = 5.0

    def __init__(self, deck: Deck, ids: Sequence[str], unfinished: Sequence[str] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck = deck
        self.puzzles: list[Puzzle] = [deck.puzzle_by_id[i] for i in ids if i in deck.puzzle_by_id]
        self.unfinished: list[Puzzle] = [deck.puzzle_by_id[i] for i in unfinished
                                          if i in deck.puzzle_by_id]
        self.setObjectName("puzzleStrip")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(round(self.CARD_W / CARD_ASPECT + self._caption_h()))
        if self.puzzles:
            names = ", ".join(fill(self.tr("%1 (%2)"), p.id, points_text(p.points))
                              for p in self.puzzles)
            self.setAccessibleName(fill(self.tr("Completed puzzles: %1"), names))
        else:
            self.setAccessibleName(self.tr("No completed puzzles"))
        if self.unfinished:
            names = ", ".join(fill(self.tr("%1 (%2)"), p.id, points_text(p.points))
                              for p in self.unfinished)
            self.setAccessibleDescription(fill(self.tr("Unfinished puzzles: %1"), names))

    def cards(self) -> list[tuple[Puzzle, bool]]:
        """Every card shown, with whether it is an unfinished one."""
        return [(p, False) for p in self.puzzles] + [(p, True) for p in self.unfinished]

    def _caption_h(self) -> float:
        return float(self.fontMetrics().height())

    def sizeHint(self) -> QSize:
        n = len(self.cards())
        w = n * (self.CARD_W + self.GAP)
        return QSize(round(max(w, 120)), round(self.CARD_W / CARD_ASPECT + self._caption_h()))

    def card_rects(self) -> list[QRectF]:
        """Where each card is painted (shrunk to fit the width, never below a legible size)."""
        n = len(self.cards())
        if not n:
            return []
        avail = self.width() - 2
        w = min(self.CARD_W, max(self.MIN_CARD_W, avail / n - self.GAP))
        h = w / CARD_ASPECT
        return [QRectF(1 + k * (w + self.GAP), 0, w, h) for k in range(n)]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if not self.cards():
            painter.setPen(self.palette().placeholderText().color())
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter, self.tr("No completed puzzles"))
            painter.end()
            return
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        cap = self._caption_h()
        for (puzzle, unfinished), rect in zip(self.cards(), self.card_rects(), strict=True):
            paint_puzzle_card(painter, puzzle, self.deck, rect, dimmed=unfinished)
            painter.setPen(self.palette().text().color())
            sign = MINUS if unfinished else "+"
            painter.drawText(QRectF(rect.left() - 4, rect.bottom(), rect.width() + 8, cap),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                             f"{sign}{puzzle.points}")
        painter.end()

    def puzzle_at(self, pos: QPoint) -> tuple[Puzzle, bool] | None:
        """The puzzle whose picture is under ``pos``, and whether it is unfinished."""
        for card, rect in zip(self.cards(), self.card_rects(), strict=True):
            if rect.adjusted(0, 0, 0, self._caption_h()).contains(pos.toPointF()):
                return card
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            card = self.puzzle_at(event.pos())
            if card is None:
                QToolTip.hideText()
            else:
                puzzle, unfinished = card
                text = (self.tr("%1: unfinished, %2 less") if unfinished
                        else self.tr("%1: %2"))
                QToolTip.showText(event.globalPos(),
                                  fill(text, puzzle.id, points_text(puzzle.points)), self)
            return True
        return super().event(event)


class PieceStrip(QWidget):
    """The pieces placed in the Finishing Touches, as small pictures."""

    CELL = 6.0  # one scale for every piece, so that sizes compare

    def __init__(self, deck: Deck, ids: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck = deck
        self.pieces = [deck.shape(i) for i in ids if i in deck.shape_index]
        self.setObjectName("finishingPieces")
        self.widths = [piece_size(_flattest(s.cells), self.CELL).width() for s in self.pieces]
        self.setFixedSize(round(sum(w + 5 for w in self.widths)) + 1, round(self.CELL * 3))
        self.setAccessibleName(fill(self.tr("Pieces placed: %1"),
                                    ", ".join(s.id for s in self.pieces)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        x = 0.0
        for shape, w in zip(self.pieces, self.widths, strict=True):
            cells = _flattest(shape.cells)
            rect = QRectF(x, 0, w, self.height())
            paint_piece(painter, cells, shape.colour, rect, self.CELL, pips=False, shadow=False)
            x += w + 5
        painter.end()


def _flattest(cells: Sequence[Cell]) -> tuple[Cell, ...]:
    """The cells turned to lie flat (wider than tall)."""
    rows = 1 + max(r for r, _ in cells) - min(r for r, _ in cells)
    cols = 1 + max(c for _, c in cells) - min(c for _, c in cells)
    return tuple(cells) if cols >= rows else tuple((c, r) for r, c in cells)


@dataclass(frozen=True, slots=True)
class ResultRow:
    """The widgets of one line of the ranking (for the tests and screen readers)."""

    standing: Standing
    place: QLabel
    name: QLabel
    score: QLabel
    details: QLabel
    puzzles: PuzzleStrip
    finishing: PieceStrip | None


def _big_label(text: str, name: str, scale: float) -> QLabel:
    """A centred label in bold, ``scale`` times the usual size."""
    label = QLabel(text)
    label.setObjectName(name)
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


class ResultsDialog(QDialog):
    """Shown when a game is over.

    ``rematch_requested`` carries the :class:`GameSetup` of a rematch (same seats, deck and
    difficulty, a new deal), ``review_requested`` asks for the review of this game, and
    ``new_game_requested`` for the new-game dialog; each closes the results first.
    """

    new_game_requested = Signal()
    rematch_requested = Signal(object)
    review_requested = Signal()
    statistics_requested = Signal()
    """Show the player's statistics (Game > Statistics…), this game counted."""

    def __init__(self, state: GameState, parent: QWidget | None = None, *,
                 history: ScoreHistory | None = None, record: GameRecord | None = None,
                 seats: Sequence[SeatConfig] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("resultsDialog")
        self.setWindowTitle(self.tr("Results"))
        self.state = state
        self.history = history
        self.record = record
        self.seats = tuple(seats)
        layout = QVBoxLayout(self)
        layout.setSpacing(6)
        finished = state.phase is Phase.FINISHED
        head = _big_label(winner_line(state) if finished else self.tr("The game is not over yet"),
                          "winnerLine", 1.6)
        layout.addWidget(head)
        sub = QLabel(tiebreak_line(state) if finished else "")
        sub.setObjectName("tiebreakLine")
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sub.setWordWrap(True)
        layout.addWidget(sub)
        self.winner_label, self.tiebreak_label = head, sub

        self.rows: list[ResultRow] = []
        ranking = QWidget()
        ranking.setObjectName("ranking")
        grid = QGridLayout(ranking)
        grid.setContentsMargins(8, 4, 8, 4)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(4)
        grid.setColumnStretch(3, 1)
        for k, standing in enumerate(standings(state) if finished else []):
            if k:
                line = QFrame()
                line.setFrameShape(QFrame.Shape.HLine)
                line.setFrameShadow(QFrame.Shadow.Sunken)
                grid.addWidget(line, 2 * k - 1, 0, 1, 4)
            self.rows.append(self._add_row(grid, 2 * k, standing))
        scroll = QScrollArea()
        scroll.setObjectName("rankingScroll")
        scroll.setWidget(ranking)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.StyledPanel)
        # as tall as the ranking up to five lines; a longer one scrolls
        scroll.setMinimumHeight(min(ranking.sizeHint().height() + 4, 420))
        scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(scroll, 3)
        self.ranking = scroll

        self.chart: ScoreChart | None = None
        if history is not None:
            title = QLabel(self.tr("Points over the rounds"))
            title.setObjectName("chartTitle")
            bold = QFont(title.font())
            bold.setBold(True)
            title.setFont(bold)
            layout.addWidget(title)
            self.chart = ScoreChart(history, self)
            layout.addWidget(self.chart, 2)

        buttons = QDialogButtonBox()
        role = QDialogButtonBox.ButtonRole.ActionRole
        self.rematch_button = buttons.addButton(self.tr("&Rematch"), role)
        self.rematch_button.setObjectName("rematchButton")
        self.rematch_button.setToolTip(self.tr("The same players and deck, a new deal"))
        self.rematch_button.setEnabled(record is not None and len(self.seats) > 0)
        self.review_button = buttons.addButton(self.tr("Re&view this game"), role)
        self.review_button.setObjectName("reviewButton")
        self.review_button.setToolTip(self.tr("Step through the game from its first action"))
        self.new_button = buttons.addButton(self.tr("&New game…"), role)
        self.new_button.setObjectName("newGameButton")
        self.statistics_button = buttons.addButton(self.tr("Your &statistics"), role)
        self.statistics_button.setObjectName("statisticsButton")
        self.statistics_button.setToolTip(self.tr("Your games won and lost, your rating against "
                                                  "the computer, your best games and more"))
        # a button of its own, not the standard Close renamed: Qt names a standard button
        # again (Close) whenever the language changes
        close = buttons.addButton(self.tr("&Look at the table"),
                                  QDialogButtonBox.ButtonRole.RejectRole)
        close.setObjectName("closeButton")
        self.rematch_button.clicked.connect(self._rematch)
        self.review_button.clicked.connect(self._review)
        self.new_button.clicked.connect(self._new)
        self.statistics_button.clicked.connect(self._statistics)
        close.clicked.connect(self.reject)
        for button in (self.rematch_button, self.review_button, self.statistics_button):
            button.setAccessibleDescription(button.toolTip())
        self.new_button.setAccessibleDescription(self.tr("Choose the players and deck of a new "
                                                         "game"))
        close.setAccessibleDescription(self.tr("Close the results and look at the table as the "
                                               "game ended"))
        layout.addWidget(buttons)
        self.resize(self.sizeHint().expandedTo(QSize(960, 560 if history is not None else 0)))

    @classmethod
    def for_session(cls, session: GameSession, parent: QWidget | None = None) -> ResultsDialog:
        """The results of the session's game, with its score chart and a rematch."""
        history = session.history
        states = (*(s.before for s in history), session.state)
        scores = score_history_of(states, [s.action for s in history])
        return cls(session.state, parent, history=scores, record=session.record(),
                   seats=session.seats)

    def _add_row(self, grid: QGridLayout, r: int, standing: Standing) -> ResultRow:
        deck = self.state.deck
        place = _big_label(place_text(standing.place), "placeLabel", 1.5)
        place.setMinimumWidth(44)
        grid.addWidget(place, r, 0, Qt.AlignmentFlag.AlignVCenter)

        column = QVBoxLayout()
        column.setSpacing(1)
        title = standing.name
        if standing.winner:
            title = fill(self.tr("★ %1 – winner"), standing.name)
        name = QLabel(title)
        name.setObjectName("playerName")
        name.setTextFormat(Qt.TextFormat.PlainText)
        bold = QFont(name.font())
        bold.setBold(True)
        name.setFont(bold)
        column.addWidget(name)
        details = QLabel(self._details(standing))
        details.setObjectName("playerDetails")
        details.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(details)
        finishing: PieceStrip | None = None
        if standing.player is not None:
            line = QHBoxLayout()
            line.setSpacing(6)
            if standing.finishing_pieces:
                cost = fill(self.tr("Finishing Touches: %1%2"), MINUS, standing.finishing_pieces)
            else:
                cost = self.tr("Finishing Touches: none")
            ft = QLabel(cost)
            ft.setObjectName("finishingCost")
            line.addWidget(ft)
            placed: tuple[str, ...] = ()
            if self.history is not None and standing.player < len(self.history.finishing):
                placed = self.history.finishing[standing.player]
            if placed:
                finishing = PieceStrip(deck, placed)
                line.addWidget(finishing)
            line.addStretch(1)
            column.addLayout(line)
        grid.addLayout(column, r, 1)

        score = QLabel(points_text(standing.score))
        score.setObjectName("scoreLabel")
        score.setFont(place.font())
        score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(score, r, 2)
        strip = PuzzleStrip(deck, standing.completed, standing.unfinished)
        grid.addWidget(strip, r, 3)
        row_name = fill(self.tr("%1, %2: %3"), place.text(), title, score.text())
        place.setAccessibleName(row_name)
        name.setAccessibleName(row_name)
        return ResultRow(standing, place, name, score, details, strip, finishing)

    def _details(self, s: Standing) -> str:
        parts = [fill(self.tr("Puzzles: %1"), f"+{s.puzzle_points}")]
        if s.penalty:
            parts.append(fill(self.tr("Unfinished puzzles: %1%2"), MINUS, s.penalty))
        if s.player is None:
            parts.append(fill(self.tr("Counters left: %1"), s.pieces_left))
        else:
            parts.append(fill(self.tr("Pieces left: %1"), s.pieces_left))
        return " · ".join(parts)

    def _rematch(self) -> None:
        if self.record is None or not self.seats:
            return
        setup = rematch_setup(self.record, self.seats, random.Random())
        self.accept()
        self.rematch_requested.emit(setup)

    def _review(self) -> None:
        self.accept()
        self.review_requested.emit()

    def _new(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def _statistics(self) -> None:
        self.accept()
        self.statistics_requested.emit()
