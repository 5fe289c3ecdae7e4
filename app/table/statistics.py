"""Game > Statistics…: your history and statistics (issue 29).

A window of its own over the game history (``app.model.statistics``): a player chosen among
the names played at this computer, filters (period, opponents, player count), the figures
(rating against the computer levels with its uncertainty, games won and lost, mean score and
its trend, puzzles completed, Finishing Touches paid), two charts (the score of each game over
time, the results against each kind of opponent), the best games, the most-used pieces, the
solo record per difficulty and every game in a list. One click on a game (a line, a point of
the chart) opens its replay review (:attr:`StatisticsWindow.review_requested`).

The history is read on a ``app.model.background.BackgroundOp`` whose replays run in the history
worker process, so a long history never stalls the window; the facts are cached, so the next
opening reads only the new games. A file that cannot be read is left out and named.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTabWidget,
    QToolTip,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.paths import dialog_folder, history_dir
from app.i18n import piece_name_text
from app.model.background import BackgroundOp
from app.model.statistics import (
    LEVEL_RATINGS,
    Filter,
    GameLine,
    HistoryFacts,
    PlayedGame,
    Profile,
    Tally,
    cache_path,
    export_csv,
    facts_here,
    profile,
    read_history,
)
from app.model.thinking import JobCancelled
from app.model.worker import WorkCancelled
from app.rules import classic_deck
from app.table.controller import piece_icon
from app.table.score_chart import marker_path, nice_step
from app.table.strings import date_time_text
from app.templates import fill

LINE_ROLE = Qt.ItemDataRole.UserRole + 1
PERIODS: tuple[int | None, ...] = (None, 7, 30, 365)
OPPONENTS: tuple[str | None, ...] = (None, "easy", "medium", "hard", "mixed", "people", "solo")
PLAYER_COUNTS: tuple[int | None, ...] = (None, 2, 3, 4)
# outcomes: a colour, a marker and a fill pattern each (never the colour alone), and words
OUTCOME_STYLE = {
    "won": ("#009e73", "circle", Qt.BrushStyle.SolidPattern),
    "shared": ("#e69f00", "diamond", Qt.BrushStyle.BDiagPattern),
    "lost": ("#d55e00", "square", Qt.BrushStyle.Dense6Pattern),
}


def facts_in_process(paths: list[Path], progress: Callable[[int, int], None],
                     cancelled: Callable[[], bool]) -> list[PlayedGame]:
    """Read the facts of files in the program's history worker process (the window's job
    waits for it there, so the window never competes with the replays); where that process
    cannot be used, in this thread.

    :raises WorkCancelled: once ``cancelled()`` is true, or the program is ending.
    """
    from app.model.worker import WorkerClosed, WorkerGone, named_worker

    try:
        raw = named_worker("history").call("game_facts", [str(p) for p in paths], cancelled,
                                           progress)
    except WorkerClosed as exc:
        raise WorkCancelled(str(exc)) from exc
    except WorkerGone:
        if cancelled():
            raise WorkCancelled("cancelled") from None
        return facts_here(paths, progress, cancelled)
    return [PlayedGame.from_json(g) for g in raw]


def history_work(cancelled: Callable[[], bool], progress: Callable[[int, int], None]
                 ) -> HistoryFacts:
    """The job's work: the history's facts (the new files read in the history process)."""
    try:
        return read_history(history_dir(), cache_path(), facts_in_process, progress, cancelled)
    except WorkCancelled as exc:
        raise JobCancelled(str(exc)) from exc


class StatisticsWindow(QDialog):
    """The statistics of one player (see the module's text)."""

    review_requested = Signal(str)
    """Open the replay review of the history file at this path."""
    read = Signal()
    """The history has been read and the statistics are shown."""

    def __init__(self, preferred: str = "", parent: QWidget | None = None, *,
                 work: Callable[[Callable[[], bool], Callable[[int, int], None]],
                                HistoryFacts] = history_work) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsWindow")
        self.setWindowTitle(self.tr("Your statistics"))
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.resize(1180, 660)
        self.preferred = preferred
        self.history: HistoryFacts | None = None
        self.current: Profile | None = None
        self._work = work
        self._reader = BackgroundOp(self)

        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.player = self._combo("statsPlayer", self.tr("Player"))
        self.period = self._combo("statsPeriod", self.tr("Period"))
        self.opponents = self._combo("statsOpponents", self.tr("Opponents"))
        self.players = self._combo("statsPlayerCount", self.tr("Players at the table"))
        for label, box in ((self.tr("&Player:"), self.player), (self.tr("P&eriod:"), self.period),
                           (self.tr("&Against:"), self.opponents),
                           (self.tr("&Table:"), self.players)):
            text = QLabel(label)
            text.setBuddy(box)
            bar.addWidget(text)
            bar.addWidget(box)
            bar.addSpacing(8)
        bar.addStretch(1)
        self.export_button = QPushButton(self.tr("E&xport as CSV…"))
        self.export_button.setObjectName("statsExport")
        self.export_button.setToolTip(self.tr("Every game of these statistics, one line each, "
                                              "for a spreadsheet"))
        self.export_button.clicked.connect(lambda: self.export())
        bar.addWidget(self.export_button)
        layout.addLayout(bar)
        self.status = QLabel()
        self.status.setObjectName("statsStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.status)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("statsTabs")
        layout.addWidget(self.tabs, 1)
        self._build_overview()
        self.games = self._tree("statsGames", self.tr("Every game"))
        self.games.setHeaderLabels([self.tr("Date"), self.tr("Against"), self.tr("Result"),
                                    self.tr("Score"), self.tr("Margin"), self.tr("Puzzles"),
                                    self.tr("Finishing Touches"), self.tr("Rating")])
        self.tabs.addTab(self.games, self.tr("&Games"))

        self._fill_filters()
        for box in (self.player, self.period, self.opponents, self.players):
            box.currentIndexChanged.connect(self._show_profile)
        self._show_profile()

    # ------------------------------------------------------------------ building

    def _combo(self, name: str, spoken: str) -> QComboBox:
        box = QComboBox()
        box.setObjectName(name)
        box.setAccessibleName(spoken)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        return box

    def _tree(self, name: str, spoken: str) -> QTreeWidget:
        tree = QTreeWidget()
        tree.setObjectName(name)
        tree.setAccessibleName(spoken)
        tree.setRootIsDecorated(False)
        tree.setUniformRowHeights(True)
        tree.setAlternatingRowColors(True)
        tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        tree.header().setStretchLastSection(True)
        tree.setMouseTracking(True)
        tree.itemClicked.connect(lambda item, _c: self._open_item(item))
        tree.itemActivated.connect(lambda item, _c: self._open_item(item))
        return tree

    def _build_overview(self) -> None:
        page = QWidget()
        grid = QGridLayout(page)
        grid.setContentsMargins(8, 8, 8, 8)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(10)
        figures = QHBoxLayout()
        figures.setSpacing(10)
        self.rating_box = Figure("statsRating")
        self.games_box = Figure("statsGamesPlayed")
        self.mean_box = Figure("statsMean")
        self.puzzles_box = Figure("statsPuzzles")
        self.finishing_box = Figure("statsFinishing")
        for box in (self.rating_box, self.games_box, self.mean_box, self.puzzles_box,
                    self.finishing_box):
            figures.addWidget(box, 1)
        grid.addLayout(figures, 0, 0, 1, 3)
        self.timeline = ScoreTimeline()
        self.timeline.game_clicked.connect(self._open_line)
        self.bars = ResultBars()
        grid.addWidget(self._titled(self.tr("Score of each game"), self.timeline), 1, 0, 1, 2)
        grid.addWidget(self._titled(self.tr("Results by opponent"), self.bars), 1, 2)
        self.best = self._tree("statsBest", self.tr("Best games"))
        self.best.setHeaderLabels([self.tr("Score"), self.tr("Against"), self.tr("Date")])
        self.pieces = QListWidget()
        self.pieces.setObjectName("statsPieces")
        self.pieces.setAccessibleName(self.tr("Most-used pieces"))
        self.pieces.setIconSize(QSize(28, 28))
        self.pieces.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.pieces.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.pieces.setWordWrap(True)  # a long piece name wraps: nothing behind the edge
        self.pieces.setResizeMode(QListView.ResizeMode.Adjust)
        self.solo = self._tree("statsSolo", self.tr("Solo record"))
        self.solo.setHeaderLabels([self.tr("Difficulty"), self.tr("Played"), self.tr("Won"),
                                   self.tr("Lost"), self.tr("Best margin")])
        grid.addWidget(self._titled(self.tr("Best games"), self.best), 2, 0)
        grid.addWidget(self._titled(self.tr("Most-used pieces"), self.pieces), 2, 1)
        grid.addWidget(self._titled(self.tr("Solo record"), self.solo), 2, 2)
        grid.setRowStretch(1, 3)
        grid.setRowStretch(2, 2)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 3)
        scroll = QScrollArea()
        scroll.setObjectName("statsOverview")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        page.setMinimumSize(900, 500)
        scroll.setWidget(page)
        self.tabs.addTab(scroll, self.tr("&Overview"))

    @staticmethod
    def _titled(title: str, body: QWidget) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(3)
        heading = QLabel(title)
        font = QFont(heading.font())
        font.setBold(True)
        heading.setFont(font)
        column.addWidget(heading)
        column.addWidget(body, 1)
        return box

    def _fill_filters(self) -> None:
        """The filters' choices, in the interface language (the choice is kept)."""
        periods: dict[object, str] = {
            None: self.tr("All games"), 7: self.tr("Last 7 days"), 30: self.tr("Last 30 days"),
            365: self.tr("Last 12 months")}
        against: dict[object, str] = {None: self.tr("Everyone")}
        against.update({k: self.opponent_text(k) for k in OPPONENTS if k})
        counts: dict[object, str] = {
            None: self.tr("Any number"), 2: self.tr("2 players"), 3: self.tr("3 players"),
            4: self.tr("4 players")}
        choices: tuple[tuple[QComboBox, Sequence[object], dict[object, str]], ...] = (
            (self.period, PERIODS, periods), (self.opponents, OPPONENTS, against),
            (self.players, PLAYER_COUNTS, counts))
        for box, values, names in choices:
            kept = box.currentIndex()
            box.blockSignals(True)
            box.clear()
            for value in values:
                box.addItem(names[value], value)
            box.setCurrentIndex(max(kept, 0))
            box.blockSignals(False)
            self._fit(box)

    @staticmethod
    def _fit(box: QComboBox) -> None:
        """Wide enough for its longest choice (with the arrow and the frame)."""
        fm = box.fontMetrics()
        longest = max((fm.horizontalAdvance(box.itemText(i)) for i in range(box.count())),
                      default=0)
        box.setMinimumWidth(longest + 48)

    # ------------------------------------------------------------------ words

    def opponent_text(self, kind: str) -> str:
        """Who a game was against, in words."""
        names = {"easy": self.tr("Easy computer"), "medium": self.tr("Medium computer"),
                 "hard": self.tr("Hard computer"),
                 "mixed": self.tr("Mixed table"), "people": self.tr("People only"),
                 "solo": self.tr("Solo")}
        return names.get(kind, kind)

    def outcome_text(self, outcome: str) -> str:
        """Won, shared or lost, in words (with a sign, never colour alone)."""
        names = {"won": self.tr("✓ Won"), "shared": self.tr("= Shared win"),
                 "lost": self.tr("✗ Lost")}
        return names.get(outcome, outcome)

    def difficulty_text(self, difficulty: str) -> str:
        """A solo difficulty in words."""
        names = {"standard": self.tr("Standard"), "challenging": self.tr("Challenging"),
                 "unbeatable": self.tr("Unbeatable")}
        return names.get(difficulty, difficulty)

    @staticmethod
    def signed(n: float, digits: int = 0) -> str:
        """A number with its sign ("+3", "−2", "±0")."""
        text = f"{abs(n):.{digits}f}"
        if round(n, digits) > 0:
            return "+" + text
        if round(n, digits) < 0:
            return "−" + text
        return "±" + text

    def _date(self, line: GameLine) -> str:
        when = line.game.when
        return date_time_text(when) if when is not None else ""

    # ------------------------------------------------------------------ reading the history

    @property
    def reading(self) -> bool:
        """Whether the history is being read."""
        return self._reader.running

    def refresh(self) -> None:
        """Read the history again (off the UI thread); the figures follow when it is read."""
        self.status.setText(self.tr("Reading your games…"))
        self._reader.start(self._work, self._on_read, self._on_failed, self._on_progress)

    def stop(self) -> None:
        """Drop any reading still under way (the window closes)."""
        self._reader.cancel()

    def _on_progress(self, done: int, total: int) -> None:
        self.status.setText(fill(self.tr("Reading your games… %1 of %2"), done, total))

    def _on_failed(self, message: str) -> None:
        self.status.setText(fill(self.tr("⚠ The history could not be read: %1"), message))
        self.read.emit()

    def _on_read(self, history: object) -> None:
        if not isinstance(history, HistoryFacts):
            return
        self.history = history
        names = history.names()
        chosen = self.player.currentData() or self.preferred
        self.player.blockSignals(True)
        self.player.clear()
        for name in names:
            self.player.addItem(name, name)
        index = self.player.findData(chosen)
        if index < 0 and names:
            index = 0
        self.player.setCurrentIndex(index)
        self.player.blockSignals(False)
        self._fit(self.player)
        self._show_profile()
        self.read.emit()

    # ------------------------------------------------------------------ showing

    def chosen_filter(self) -> Filter:
        """What the filters keep."""
        days, against, count = (self.period.currentData(), self.opponents.currentData(),
                                self.players.currentData())
        return Filter(days if isinstance(days, int) else None,
                      against if isinstance(against, str) else None,
                      count if isinstance(count, int) else None)

    def _show_profile(self) -> None:
        history = self.history
        name = self.player.currentData()
        prof = profile(history, name, self.chosen_filter()) \
            if history is not None and isinstance(name, str) else None
        self.current = prof
        self.export_button.setEnabled(prof is not None and bool(prof.lines))
        self._say_status(prof)
        self._show_figures(prof)
        lines = list(prof.multi) if prof is not None else []
        self.timeline.set_lines(lines, self)
        self.bars.set_tallies(prof.by_opponents if prof is not None else {}, self)
        self._fill_best(prof)
        self._fill_pieces(prof)
        self._fill_solo(prof)
        self._fill_games(prof)

    def _say_status(self, prof: Profile | None) -> None:
        if self.reading:
            return
        history = self.history
        parts = []
        if history is not None and not history.names():
            parts.append(self.tr("No game in the history yet: every game you finish (or leave "
                                 "for another) is kept there and counts here."))
        elif prof is not None:
            if prof.unfinished:
                parts.append(self.tr("%n unfinished game(s) left out.", "", prof.unfinished))
            if prof.lessons:
                parts.append(self.tr("%n lesson game(s) left out.", "", prof.lessons))
        problems = history.problems if history is not None else ()
        if problems:
            names = ", ".join(fill(self.tr("%1 (%2)"), g.file, g.error or "") for g in problems[:3])
            parts.append(fill(self.tr("⚠ %n game(s) of the history cannot be read and are left "
                                      "out: %1", "", len(problems)), names))
        self.status.setText(" ".join(parts))
        self.status.setToolTip("\n".join(f"{g.file}: {g.error}" for g in problems))

    def _show_figures(self, prof: Profile | None) -> None:
        if prof is None:
            for box in (self.rating_box, self.games_box, self.mean_box, self.puzzles_box,
                        self.finishing_box):
                box.set_texts("", "–", "")
            return
        r = prof.rating
        if prof.rated:
            value = fill(self.tr("%1 ± %2"), round(r.value), round(2 * r.deviation))
            detail = self.tr("after %n game(s) against the computer", "", prof.rated)
        else:
            value = "–"
            detail = self.tr("Play against the computer to get a rating")
        self.rating_box.set_texts(self.tr("Rating"), value, detail)
        self.rating_box.setToolTip(fill(
            self.tr("An Elo-style rating (Glicko) on the scale of the computer levels: easy "
                    "%1, medium %2, hard %3. It moves after each finished game against them; "
                    "your strength lies within the ± range with 95% confidence."),
            round(LEVEL_RATINGS["easy"]), round(LEVEL_RATINGS["medium"]),
            round(LEVEL_RATINGS["hard"])))
        t = prof.total
        self.games_box.set_texts(self.tr("Games"), str(t.played + sum(
            s.played for s in prof.solo.values())), fill(
            self.tr("%1 won · %2 shared · %3 lost"), t.won, t.shared, t.lost)
            + (fill(self.tr(" · %1 solo"), sum(s.played for s in prof.solo.values()))
               if prof.solo else ""))
        mean = t.mean
        trend = prof.trend
        if mean is None:
            self.mean_box.set_texts(self.tr("Mean score"), "–", "")
        else:
            detail = ""
            if trend is not None:
                arrow = "↗" if trend.per_game > 0.05 else "↘" if trend.per_game < -0.05 else "→"
                detail = fill(self.tr("%1 %2/game · mean of the last %n game(s): %3", "",
                                      trend.recent_games), arrow,
                              self.signed(trend.per_game, 1), f"{trend.recent:.1f}")
            self.mean_box.set_texts(self.tr("Mean score"), f"{mean:.1f}", detail)
        self.puzzles_box.set_texts(self.tr("Puzzles completed"), str(prof.white + prof.black),
                                   fill(self.tr("%1 white · %2 black"), prof.white, prof.black))
        self.finishing_box.set_texts(
            self.tr("Finishing Touches"), self.signed(-prof.finishing),
            self.tr("points paid in %n game(s)", "", prof.finishing_games))

    def _line_item(self, cells: Sequence[str], line: GameLine) -> QTreeWidgetItem:
        item = QTreeWidgetItem(list(cells))
        item.setData(0, LINE_ROLE, line)
        tip = fill(self.tr("%1\nClick to review this game"), line.game.file)
        for col in range(len(cells)):
            item.setToolTip(col, tip)
        return item

    def _fill_best(self, prof: Profile | None) -> None:
        self.best.clear()
        for line in prof.best if prof is not None else ():
            self.best.addTopLevelItem(self._line_item(
                [fill(self.tr("%1 (%2)"), line.me.score, self.signed(line.margin)),
                 self.opponent_text(line.opponents), self._date(line)], line))

    def _fill_pieces(self, prof: Profile | None) -> None:
        self.pieces.clear()
        deck = classic_deck()
        for piece, count in (prof.pieces[:6] if prof is not None else ()):
            shape = deck.shapes[deck.shape_index[piece]] if piece in deck.shape_index else None
            name = (fill(self.tr("%1 (%2)"), piece, piece_name_text(shape))
                    if shape and shape.name else piece)
            item = QListWidgetItem(fill(self.tr("%1: placed %n time(s)", "", count), name))
            if shape is not None:
                item.setIcon(piece_icon(shape, 28, self.devicePixelRatioF()))
            self.pieces.addItem(item)

    def _fill_solo(self, prof: Profile | None) -> None:
        self.solo.clear()
        order = ("standard", "challenging", "unbeatable")
        records = prof.solo if prof is not None else {}
        for difficulty in sorted(records, key=lambda d: (order.index(d) if d in order else 9, d)):
            rec = records[difficulty]
            best = rec.best
            cells = [self.difficulty_text(difficulty), str(rec.played), str(rec.won),
                     str(rec.lost), self.signed(best.margin) if best is not None else ""]
            if best is not None:
                self.solo.addTopLevelItem(self._line_item(cells, best))
            else:
                self.solo.addTopLevelItem(QTreeWidgetItem(cells))

    def _fill_games(self, prof: Profile | None) -> None:
        self.games.clear()
        for line in reversed(prof.lines) if prof is not None else ():
            rating = line.rating
            rated = fill(self.tr("%1 (%2)"), round(rating.value), self.signed(line.change)) \
                if rating is not None else ""
            against = self.opponent_text(line.opponents)
            if line.solo:
                against = fill(self.tr("%1 (%2)"), against,
                               self.difficulty_text(line.game.solo or ""))
            item = self._line_item(
                [self._date(line), against, self.outcome_text(line.outcome),
                 str(line.me.score), self.signed(line.margin), str(line.me.completed),
                 self.signed(-line.me.finishing), rated], line)
            self.games.addTopLevelItem(item)

    # ------------------------------------------------------------------ acting

    def _open_item(self, item: QTreeWidgetItem) -> None:
        line = item.data(0, LINE_ROLE)
        if isinstance(line, GameLine):
            self._open_line(line)

    def _open_line(self, line: GameLine) -> None:
        try:
            folder = history_dir()
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the game"), str(exc))
            return
        self.review_requested.emit(str(folder / line.game.file))

    def export(self, path: str | None = None) -> bool:
        """Export the games shown as CSV (asks where, unless ``path`` is given)."""
        prof = self.current
        if prof is None or not prof.lines:
            return False
        if path is None:
            safe = "".join(c if c.isalnum() else "_" for c in prof.name)[:40] or "player"
            suggested = str(Path(dialog_folder()) / f"statistics-{safe}.csv")
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the statistics"),
                                                  suggested, self.tr("CSV files (*.csv)"))
            if not path:
                return False
        try:
            export_csv(path, prof)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot export the statistics"),
                                fill(self.tr("%1 could not be written:\n%2"), path, exc))
            return False
        self.status.setText(fill(self.tr("Exported %n game(s) to %1", "", len(prof.lines)),
                                 path))
        return True

    def retranslate(self) -> None:
        """After a language switch: the filters' choices and everything shown, said again
        (the figures' room follows the new language's fonts)."""
        for box in (self.rating_box, self.games_box, self.mean_box, self.puzzles_box,
                    self.finishing_box):
            box.fit_height()
        self._fill_filters()
        self._show_profile()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self.reading:
            self.refresh()

    def done(self, result: int) -> None:
        self.stop()
        super().done(result)


class Figure(QFrame):
    """One figure: a small title, the value in large type, a line of detail."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 6, 10, 6)
        column.setSpacing(1)
        self.title = QLabel()
        self.value = QLabel()
        big = QFont(self.value.font())
        big.setPointSizeF(big.pointSizeF() * 1.7)
        big.setBold(True)
        self.value.setFont(big)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        for label in (self.title, self.value, self.detail):
            label.setTextFormat(Qt.TextFormat.PlainText)
            column.addWidget(label)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.fit_height()

    def fit_height(self) -> None:
        """Room for the title, the value and the detail in the fonts of the language: two lines
        of detail at least, more when its text needs them at the figure's width (the grid
        would squeeze the wrapped detail otherwise)."""
        line = QFontMetricsF(self.title.font()).lineSpacing()
        big = QFontMetricsF(self.value.font()).lineSpacing()
        self.value.setMinimumHeight(math.ceil(big) + 2)
        width = self.detail.width()
        detail = max(2 * line, self.detail.heightForWidth(width) if width > 0 else 0)
        self.setFixedHeight(math.ceil(line + big + detail) + 22)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_height()

    def set_texts(self, title: str, value: str, detail: str) -> None:
        """The figure's words."""
        self.title.setText(title)
        self.value.setText(value)
        self.detail.setText(detail)
        self.fit_height()
        self.setAccessibleName(title)
        self.setAccessibleDescription(f"{value}. {detail}")


class ScoreTimeline(QWidget):
    """The score of each game in the order played: a marker per game (its shape and fill say
    won, shared or lost), the mean of the last five games as a dashed line; a click on a
    game opens it."""

    game_clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsTimeline")
        self.lines: list[GameLine] = []
        self.words: StatisticsWindow | None = None
        self._points: list[QPointF] = []
        self.setMinimumSize(320, 170)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Score of each game"))

    def sizeHint(self) -> QSize:
        return QSize(560, 220)

    def set_lines(self, lines: list[GameLine], words: StatisticsWindow) -> None:
        """Show these games (oldest first)."""
        self.lines = lines
        self.words = words
        self.setAccessibleDescription(self.summary())
        self.update()

    def summary(self) -> str:
        """The chart in words."""
        if not self.lines:
            return self.tr("No game to show")
        scores = [ln.me.score for ln in self.lines]
        return fill(self.tr("%n game(s): scores from %1 to %2, the last %3", "", len(scores)),
                    min(scores), max(scores), scores[-1])

    def running_mean(self, window: int = 5) -> list[float]:
        """The mean of each game's score with the ones before it (up to ``window``)."""
        scores = [ln.me.score for ln in self.lines]
        return [sum(scores[max(0, i - window + 1):i + 1]) / len(scores[max(0, i - window + 1):
                                                                       i + 1])
                for i in range(len(scores))]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        ink = self.palette().text().color()
        faint = QColor(ink)
        faint.setAlpha(45)
        fm = QFontMetricsF(self.font())
        self._points = []
        if not self.lines:
            painter.setPen(ink)
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.summary())
            painter.end()
            return
        scores = [ln.me.score for ln in self.lines]
        lo, hi = min(0, min(scores)), max(5, max(scores))
        step = nice_step(hi - lo)
        lo, hi = math.floor(lo / step) * step, math.ceil(hi / step) * step
        legend_h = fm.height() * 1.5
        left = max(fm.horizontalAdvance(str(v)) for v in (lo, hi)) + 10
        plot = QRectF(left, legend_h + 4, self.width() - left - 12,
                      self.height() - legend_h - fm.height() * 2.4 - 4)
        if plot.width() < 40 or plot.height() < 30:
            painter.end()
            return
        n = len(scores)

        def px(i: int) -> float:
            return plot.left() + (plot.width() * (i + 0.5) / n)

        def py(v: float) -> float:
            return plot.bottom() - plot.height() * (v - lo) / (hi - lo)

        v = lo
        while v <= hi:
            painter.setPen(QPen(faint, 1))
            painter.drawLine(QPointF(plot.left(), py(v)), QPointF(plot.right(), py(v)))
            painter.setPen(ink)
            painter.drawText(QRectF(0, py(v) - fm.height() / 2, left - 6, fm.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(v))
            v += step
        every = max(1, math.ceil(n / max(1.0, plot.width() / (fm.horizontalAdvance("000") + 8))))
        for i in range(0, n, every):
            painter.drawText(QRectF(px(i) - 20, plot.bottom() + 3, 40, fm.height()),
                             Qt.AlignmentFlag.AlignHCenter, str(i + 1))
        painter.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 2, plot.width(),
                                fm.height()), Qt.AlignmentFlag.AlignHCenter,
                         self.tr("Games, oldest first"))
        # the running mean, dashed
        mean = self.running_mean()
        painter.setPen(QPen(ink, 1.6, Qt.PenStyle.DashLine))
        for i in range(1, n):
            painter.drawLine(QPointF(px(i - 1), py(mean[i - 1])), QPointF(px(i), py(mean[i])))
        r = max(3.0, min(6.0, plot.width() / n / 2.5))
        for i, line in enumerate(self.lines):
            colour, marker, _pattern = OUTCOME_STYLE[line.outcome]
            point = QPointF(px(i), py(line.me.score))
            self._points.append(point)
            painter.setPen(QPen(QColor("#202020"), 1.2))
            painter.setBrush(QColor(colour) if line.outcome != "lost" else QColor("#ffffff"))
            painter.drawPath(marker_path(marker, point, r))
        self._legend(painter, fm, ink)
        painter.end()

    def _legend(self, painter: QPainter, fm: QFontMetricsF, ink: QColor) -> None:
        words = self.words
        if words is None:
            return
        x = 4.0
        y = fm.height() * 0.75
        for outcome in ("won", "shared", "lost"):
            colour, marker, _pattern = OUTCOME_STYLE[outcome]
            painter.setPen(QPen(QColor("#202020"), 1.2))
            painter.setBrush(QColor(colour) if outcome != "lost" else QColor("#ffffff"))
            painter.drawPath(marker_path(marker, QPointF(x + 6, y), 5))
            text = words.outcome_text(outcome)
            painter.setPen(ink)
            painter.drawText(QPointF(x + 15, y + fm.ascent() / 2 - 1), text)
            x += 28 + fm.horizontalAdvance(text)
        painter.setPen(QPen(ink, 1.6, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x, y), QPointF(x + 20, y))
        painter.setPen(ink)
        painter.drawText(QPointF(x + 25, y + fm.ascent() / 2 - 1),
                         self.tr("mean of the last 5 games"))

    def line_at(self, pos: QPointF) -> GameLine | None:
        """The game whose marker is under ``pos`` (within a few pixels)."""
        best, dist = None, 12.0 ** 2
        for line, point in zip(self.lines, self._points, strict=False):
            d = (point.x() - pos.x()) ** 2 + (point.y() - pos.y()) ** 2
            if d < dist:
                best, dist = line, d
        return best

    def point_of(self, index: int) -> QPointF:
        """Where the ``index``-th game's marker is drawn (after a paint)."""
        return self._points[index]

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        line = self.line_at(event.position())
        words = self.words
        if line is not None and words is not None:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            QToolTip.showText(event.globalPosition().toPoint(), fill(
                self.tr("%1 · %2 · score %3\nClick to review this game"),
                words._date(line), words.opponent_text(line.opponents), line.me.score), self)
        else:
            self.unsetCursor()
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        line = self.line_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and line is not None:
            self.game_clicked.emit(line)
        super().mouseReleaseEvent(event)


class ResultBars(QWidget):
    """Won, shared and lost games against each kind of opponent, as stacked bars: each part
    has its own fill pattern and its count written on it, and the legend says which is which."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsBars")
        self.tallies: dict[str, Tally] = {}
        self.words: StatisticsWindow | None = None
        self.setMinimumSize(260, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Results by opponent"))

    def sizeHint(self) -> QSize:
        return QSize(380, 220)

    def set_tallies(self, tallies: dict[str, Tally], words: StatisticsWindow) -> None:
        """Show these results."""
        order = [k for k in ("easy", "medium", "hard", "mixed", "people") if k in tallies]
        self.tallies = {k: tallies[k] for k in order}
        self.words = words
        self.setAccessibleDescription(self.summary())
        self.update()

    def summary(self) -> str:
        """The chart in words."""
        words = self.words
        if not self.tallies or words is None:
            return self.tr("No game to show")
        return "\n".join(fill(self.tr("%1: %2 won, %3 shared, %4 lost"),
                              words.opponent_text(k), t.won, t.shared, t.lost)
                         for k, t in self.tallies.items())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        ink = self.palette().text().color()
        fm = QFontMetricsF(self.font())
        words = self.words
        if not self.tallies or words is None:
            painter.setPen(ink)
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.summary())
            painter.end()
            return
        names = {k: words.opponent_text(k) for k in self.tallies}
        label_w = min(max(fm.horizontalAdvance(n) for n in names.values()) + 10,
                      self.width() * 0.4)
        legend_h = fm.height() * 1.5
        top = legend_h + 6
        most = max(t.played for t in self.tallies.values())
        rows = len(self.tallies)
        row_h = min(34.0, (self.height() - top - 4) / max(rows, 1))
        bar_h = row_h * 0.7
        width = self.width() - label_w - 8
        for r, (kind, tally) in enumerate(self.tallies.items()):
            y = top + r * row_h
            painter.setPen(ink)
            painter.drawText(QRectF(0, y, label_w - 6, bar_h),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             fm.elidedText(names[kind], Qt.TextElideMode.ElideRight,
                                           label_w - 6))
            x = label_w
            for outcome, count in (("won", tally.won), ("shared", tally.shared),
                                   ("lost", tally.lost)):
                if not count:
                    continue
                w = width * count / most
                part = QRectF(x, y, w, bar_h)
                self._part(painter, part, outcome)
                text = str(count)
                if fm.horizontalAdvance(text) + 6 < w:
                    painter.setPen(QColor("#111111"))
                    back = QRectF(0, 0, fm.horizontalAdvance(text) + 6, fm.height())
                    back.moveCenter(part.center())
                    painter.fillRect(back, QColor(255, 255, 255, 200))
                    painter.drawText(back, Qt.AlignmentFlag.AlignCenter, text)
                x += w
        # the legend
        x = 4.0
        y = fm.height() * 0.25
        for outcome in ("won", "shared", "lost"):
            self._part(painter, QRectF(x, y, 14, fm.height() * 0.9), outcome)
            text = words.outcome_text(outcome)
            painter.setPen(ink)
            painter.drawText(QPointF(x + 18, y + fm.ascent() * 0.85), text)
            x += 30 + fm.horizontalAdvance(text)
        painter.end()

    @staticmethod
    def _part(painter: QPainter, rect: QRectF, outcome: str) -> None:
        colour, _marker, pattern = OUTCOME_STYLE[outcome]
        painter.setPen(QPen(QColor("#202020"), 1))
        painter.setBrush(QColor(colour).lighter(135) if pattern is not
                         Qt.BrushStyle.SolidPattern else QColor(colour))
        painter.drawRect(rect)
        if pattern is not Qt.BrushStyle.SolidPattern:
            painter.setBrush(QBrush(QColor("#202020"), pattern))
            painter.drawRect(rect)
