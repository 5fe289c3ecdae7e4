"""The review's analysis panel: the progress of an analysis, then what it found.

While the analysis runs, the panel shows "Analysing turn 7 of 52 — about 3 minutes left" (the
time left from the turns counted so far, ``app.model.time_left``) with a progress bar and
*Cancel*. Then: the chart of everyone's expected margin (:class:`AnalysisChart`), the list of
marked turns ("Round 5, Ann: blunder (-7.5)" and the reason in words), the summary of each
analysed player, and for the turn on the table the two turns in words ("Played: ... / Better:
...") with *Show played* / *Show better*. Selecting a marked turn (in the list or on the chart)
asks the review to show it (:attr:`AnalysisPanel.turn_selected`); the panel only shows, the
review window decides.

The words of the analysis (marks, reasons) are made here, in context "Analysis", from the
values :mod:`app.ai.analysis` gives; :meth:`AnalysisPanel.retranslate` says them again after a
language switch.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.ai.analysis import Explanation, GameAnalysis, Mark, TurnVerdict
from app.ai.explanations import explanation_text
from app.model.time_left import TimeLeft, time_left_text
from app.table.analysis_chart import AnalysisChart, paint_badge
from app.table.counts import plural
from app.templates import fill

TURN_ROLE = Qt.ItemDataRole.UserRole + 7

# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class TurnInfo:
    """A turn of the game as the panel names it: its round and whose it was."""

    round: int
    player: int


def mark_name(mark: Mark) -> str:
    """"slip", "mistake", "blunder" in the interface language."""
    if mark is Mark.SLIP:
        return translate("Analysis", "slip")
    if mark is Mark.MISTAKE:
        return translate("Analysis", "mistake")
    return translate("Analysis", "blunder")


def mark_letter(mark: Mark) -> str:
    """The letter on a mark's badge in the interface language: the messages say the letter,
    then (in brackets) the mark it stands for; the badge shows what comes before the space."""
    if mark is Mark.SLIP:
        text = translate("Analysis", "S (slip)", "the letter on a slip's badge")
    elif mark is Mark.MISTAKE:
        text = translate("Analysis", "M (mistake)", "the letter on a mistake's badge")
    else:
        text = translate("Analysis", "B (blunder)", "the letter on a blunder's badge")
    return text.split(" ", 1)[0].split("(", 1)[0] or text[:1]


def mark_letters() -> dict[Mark, str]:
    """Every mark's letter."""
    return {m: mark_letter(m) for m in Mark}


def reason_words(reason: Explanation | None) -> str:
    """Why the better turn is better, in the interface language ("" for none)."""
    if reason is None:
        return ""
    # a translation that names a field the reason lacks gives way to the English sentence
    return explanation_text(reason, lambda template: translate("Analysis", template))


def loss_text(loss: float) -> str:
    """A loss in margin points, "-7.5"."""
    return fill(translate("Analysis", "-%1"), f"{loss:.1f}")


def verdict_line(verdict: TurnVerdict, names: Sequence[str]) -> str:
    """"Round 5, Ann: blunder (-7.5)"."""
    name = names[verdict.player] if 0 <= verdict.player < len(names) else "?"
    what = mark_name(verdict.mark) if verdict.mark is not None else translate("Analysis", "best")
    return fill(translate("Analysis", "Round %1, %2: %3 (%4)"), verdict.round, name, what,
                loss_text(verdict.loss))


def badge_icon(mark: Mark, size: int = 22) -> QIcon:
    """A mark's badge as an icon (for the list): the same shape and letter as on the chart."""
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    paint_badge(painter, mark, mark_letter(mark), QPointF(size / 2, size / 2),
                QLabel().font(), size / 22)
    painter.end()
    return QIcon(pixmap)


class AnalysisPanel(QWidget):
    """Progress, then the chart, the marked turns and the summaries (see the module text)."""

    turn_selected = Signal(int)
    """A marked turn was chosen (its turn number)."""
    cancel_requested = Signal()
    """*Cancel* was pressed while the analysis ran."""
    show_better_changed = Signal(bool)
    """*Show better* (True) or *Show played* (False) was chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisPanel")
        self.analysis: GameAnalysis | None = None
        self.names: list[str] = []
        self.turn_info: dict[int, TurnInfo] = {}
        self.automaton = False
        self._progress = (0, 0)
        # the time left, from the turns counted (its clock is injected by the tests)
        self.time_left = TimeLeft()
        self._caption: tuple[str, str, str] | None = None  # played, better, reason
        self._selected: int | None = None

        self.pages = QStackedWidget()
        # page 0: nothing analysed yet / a message
        self.note = QLabel()
        self.note.setObjectName("analysisNote")
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages.addWidget(self.note)
        # page 1: under way
        working = QWidget()
        wl = QVBoxLayout(working)
        wl.addStretch(1)
        self.progress_text = QLabel()
        self.progress_text.setObjectName("analysisProgressText")
        self.progress_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.progress = QProgressBar()
        self.progress.setObjectName("analysisProgress")
        self.progress.setAccessibleName(self.tr("Analysis progress"))
        self.progress.setTextVisible(False)
        self.cancel_button = QPushButton(self.tr("&Cancel"))
        self.cancel_button.setObjectName("analysisCancel")
        self.cancel_button.setAccessibleName(self.tr("Cancel the analysis"))
        self.cancel_button.clicked.connect(self.cancel_requested)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        wl.addWidget(self.progress_text)
        wl.addLayout(row)
        wl.addStretch(1)
        self.pages.addWidget(working)
        # page 2: the results
        results = QWidget()
        rl = QHBoxLayout(results)
        rl.setContentsMargins(0, 0, 0, 0)
        self.chart = AnalysisChart()
        self.chart.setAccessibleName(self.tr("Expected margin over the game"))
        self.chart.turn_clicked.connect(self._on_chart_clicked)
        self.chart.tip_for = self._tip
        self.marked = QListWidget()
        self.marked.setObjectName("analysisMarks")
        self.marked.setAccessibleName(self.tr("Marked turns"))
        self.marked.setWordWrap(True)
        self.marked.setIconSize(QSize(22, 22))
        self.marked.itemActivated.connect(self._on_item)
        self.marked.itemClicked.connect(self._on_item)
        # the arrow keys in the list show each turn as they reach it (the panel's own changes
        # of the current row are made with the signals blocked)
        self.marked.currentItemChanged.connect(
            lambda item, _before: self._on_item(item) if item is not None else None)
        self.marked_title = QLabel(self.tr("Marked turns"))
        self.marked_title.setBuddy(self.marked)
        left = QVBoxLayout()
        left.addWidget(self.marked_title)
        left.addWidget(self.marked, 1)
        self.summary = QLabel()
        self.summary.setObjectName("analysisSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.summary.setAccessibleName(self.tr("Summary of the analysis"))
        scroll = QScrollArea()
        scroll.setObjectName("analysisSummaryScroll")
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.summary)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        chart_box = QVBoxLayout()
        chart_box.addWidget(self.chart, 1)
        rl.addLayout(chart_box, 5)
        rl.addLayout(left, 3)
        rl.addWidget(scroll, 3)
        self.pages.addWidget(results)

        # the turn on the table: both turns in words, and which one the table shows
        self.caption = QLabel()
        self.caption.setObjectName("analysisCaption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.RichText)
        self.caption.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.caption.setAccessibleName(self.tr("The marked turn in words"))
        self.toggle = QPushButton()
        self.toggle.setObjectName("analysisToggle")
        self.toggle.setCheckable(True)
        self.toggle.setChecked(True)
        self.toggle.toggled.connect(self._on_toggle)
        caption_row = QHBoxLayout()
        caption_row.addWidget(self.caption, 1)
        caption_row.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignTop)
        self.caption_box = QWidget()
        self.caption_box.setObjectName("analysisCaptionBox")
        self.caption_box.setLayout(caption_row)
        caption_row.setContentsMargins(0, 0, 0, 0)
        self.caption_box.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.caption_box)
        layout.addWidget(self.pages, 1)
        self.show_note()
        self._say_toggle()

    # ------------------------------------------------------------------ states

    def show_note(self, text: str = "") -> None:
        """Nothing analysed: a note (default: how to start an analysis)."""
        self._note = text
        self.note.setText(text or self._idle_text())
        self.pages.setCurrentIndex(0)

    def _idle_text(self) -> str:
        return self.tr("Analysis > Analyse the game: the computer looks at every turn of the "
                       "players and marks the ones that lost points.")

    def show_progress(self, done: int, total: int) -> None:
        """The analysis is under way: ``done`` turns of ``total`` evaluated (0 of 0: it
        starts). Called again while nothing changes, the time left counts down."""
        if total <= 0 or not self.running:
            self.time_left.restart()
        self.time_left.count(done, total)
        self._progress = (done, total)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(min(done, max(1, total)))
        self.progress_text.setText(self._progress_words())
        self.progress.setAccessibleDescription(self.progress_text.text())
        self.cancel_button.setEnabled(True)
        self.pages.setCurrentIndex(1)

    def _progress_words(self) -> str:
        done, total = self._progress
        if total <= 0:
            return self.tr("Analysing the game…")
        return fill(self.tr("Analysing turn %1 of %2 — %3"), min(done + 1, total), total,
                    time_left_text(self.time_left.seconds_left()))

    @property
    def running(self) -> bool:
        """Whether the progress is shown."""
        return self.pages.currentIndex() == 1

    def show_analysis(self, analysis: GameAnalysis, names: Sequence[str],
                      turn_info: Mapping[int, TurnInfo], *, automaton: bool = False) -> None:
        """Show what ``analysis`` found; ``names`` are the players in seat order and
        ``turn_info`` names every turn of the game (round, player)."""
        self.analysis = analysis
        self.names = list(names)
        self.turn_info = dict(turn_info)
        self.automaton = automaton
        self._fill()
        self.pages.setCurrentIndex(2)

    def _fill(self) -> None:
        analysis = self.analysis
        if analysis is None:
            return
        self.chart.show_analysis(analysis, self.names, mark_letters(), automaton=self.automaton)
        self.chart.setAccessibleDescription(self._chart_words())
        self.marked.blockSignals(True)
        self.marked.clear()
        for v in analysis.turns:
            if v.mark is None:
                continue
            text = verdict_line(v, self.names)
            why = reason_words(v.reason)
            if why:
                text += "\n" + fill(self.tr("Better: %1"), why)
            item = QListWidgetItem(badge_icon(v.mark), text)
            item.setData(TURN_ROLE, v.turn)
            item.setToolTip(text)
            self.marked.addItem(item)
        if self.marked.count() == 0:
            item = QListWidgetItem(self.tr("No turn lost a point or more."))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.marked.addItem(item)
        self.marked.blockSignals(False)
        self.summary.setText(self._summary_html())
        self._select_row(self._selected)

    # ------------------------------------------------------------------ words

    def _name(self, player: int) -> str:
        return self.names[player] if 0 <= player < len(self.names) else "?"

    def _turn_words(self, turn: int) -> str:
        info = self.turn_info.get(turn)
        if info is None:
            v = self.analysis.verdict(turn) if self.analysis is not None else None
            if v is None:
                return "?"
            info = TurnInfo(v.round, v.player)
        return fill(self.tr("round %1 (turn of %2)"), info.round, self._name(info.player))

    def _summary_html(self) -> str:
        analysis = self.analysis
        if analysis is None:
            return ""
        parts: list[str] = []
        for s in analysis.summaries:
            counts = ", ".join((
                plural(lambda n: self.tr("%n slip(s)", "", n), s.slips),
                plural(lambda n: self.tr("%n mistake(s)", "", n), s.mistakes),
                plural(lambda n: self.tr("%n blunder(s)", "", n), s.blunders),
            ))
            head = fill(self.tr("%1: accuracy %2 %"), _html(self._name(s.player)),
                        round(s.accuracy))
            text = f"<b>{head}</b><br>{_html(counts)}"
            swings = [
                fill(self.tr("%1: %2", "a turn and the margin it lost"), self._turn_words(t),
                     loss_text(v.loss) if (v := analysis.verdict(t)) is not None else "")
                for t in s.biggest_swings
            ]
            if swings:
                text += "<br>" + _html(fill(self.tr("Biggest swings: %1"), "; ".join(swings)))
            parts.append(text)
        if self.automaton:
            parts.append(_html(self.tr("Margin over the automaton: the player's final score "
                                       "minus the automaton's.")))
        if analysis.decided_at is not None:
            decided = fill(self.tr("The game was decided in %1."),
                           self._turn_words(analysis.decided_at))
        else:
            decided = self.tr("The game stayed open to the end.")
        parts.append(f"<i>{_html(decided)}</i>")
        return "<p>" + "</p><p>".join(parts) + "</p>"

    def _chart_words(self) -> str:
        """The chart in words, for screen readers."""
        analysis = self.analysis
        if analysis is None:
            return ""
        if self.automaton:
            lines = [self.tr("The expected final margin over the automaton at the start of "
                             "each turn.")]
        else:
            lines = [self.tr("Each player's expected final margin at the start of each turn.")]
        for v in analysis.turns:
            if v.mark is not None:
                lines.append(verdict_line(v, self.names))
        return "\n".join(lines)

    def _tip(self, verdict: TurnVerdict) -> str:
        text = verdict_line(verdict, self.names)
        why = reason_words(verdict.reason)
        return text + ("\n" + fill(self.tr("Better: %1"), why) if why else "")

    # ------------------------------------------------------------------ the turn on the table

    def select_turn(self, turn: int | None) -> None:
        """Show ``turn`` as the one on the table (None: no marked turn is shown)."""
        self._selected = turn
        self.chart.select(turn)
        self._select_row(turn)

    def _select_row(self, turn: int | None) -> None:
        self.marked.blockSignals(True)
        try:
            for row in range(self.marked.count()):
                if self.marked.item(row).data(TURN_ROLE) == turn and turn is not None:
                    self.marked.setCurrentRow(row)
                    self._scroll_to_current()
                    # again once the layout has settled (the dock may just have been sized)
                    QTimer.singleShot(0, self, self._scroll_to_current)
                    return
            self.marked.clearSelection()
        finally:
            self.marked.blockSignals(False)

    def _scroll_to_current(self) -> None:
        """Bring the marked turn on the table into view in the list."""
        item = self.marked.currentItem()
        if item is not None and item.isSelected():
            self.marked.scrollToItem(item)

    def show_caption(self, played: str, better: str, reason: str) -> None:
        """The turn on the table in words: what was played, the better turn and why."""
        self._caption = (played, better, reason)
        self.caption.setText(self._caption_html())
        self.caption_box.show()

    def hide_caption(self) -> None:
        """No marked turn on the table."""
        self._caption = None
        self.caption_box.hide()

    def _caption_html(self) -> str:
        if self._caption is None:
            return ""
        played, better, reason = self._caption
        rows = [
            fill(self.tr("<b>Played:</b> %1"), _html(played)),
            fill(self.tr("<b>Better:</b> %1"), _html(better)),
        ]
        if reason:
            rows.append(fill(self.tr("<b>Why:</b> %1"), _html(reason)))
        return "<br>".join(rows)

    @property
    def show_better(self) -> bool:
        """Whether the table shows the better turn (else the turn played)."""
        return self.toggle.isChecked()

    def set_show_better(self, better: bool) -> None:
        """Choose which turn the table shows (as the button does)."""
        self.toggle.setChecked(better)

    def _say_toggle(self) -> None:
        if self.toggle.isChecked():
            self.toggle.setText(self.tr("Show &played"))
            self.toggle.setToolTip(self.tr("The table shows the better turn; show the turn "
                                           "played instead (B)"))
        else:
            self.toggle.setText(self.tr("Show &better"))
            self.toggle.setToolTip(self.tr("The table shows the turn played; show the better "
                                           "turn instead (B)"))
        self.toggle.setAccessibleName(self.toggle.text().replace("&", ""))
        self.toggle.setAccessibleDescription(self.toggle.toolTip())

    def _on_toggle(self, better: bool) -> None:
        self._say_toggle()
        self.show_better_changed.emit(better)

    # ------------------------------------------------------------------ choosing

    def _on_item(self, item: QListWidgetItem) -> None:
        turn = item.data(TURN_ROLE)
        if isinstance(turn, int):
            self.turn_selected.emit(turn)

    def _on_chart_clicked(self, turn: int) -> None:
        self.turn_selected.emit(turn)

    # ------------------------------------------------------------------ language

    def retranslate(self) -> None:
        """After a language switch: every text built with values."""
        if self.pages.currentIndex() == 0:
            self.note.setText(self._note or self._idle_text())
        self.progress_text.setText(self._progress_words())
        self._fill()
        if self._caption is not None:
            self.caption.setText(self._caption_html())
        self._say_toggle()


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
