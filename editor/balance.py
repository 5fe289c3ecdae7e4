"""*Deck > Balance…*: the balance lab in the editor.

The designer picks settings (2, 3, 4 players, solo at each difficulty), AI levels and a number
of games; the games run in worker processes (:class:`app.core.balance.Runner`, driven from a
job's thread by :func:`app.model.background.in_pool` on a :class:`~app.model.background.
BackgroundOp`, so the window never waits), the progress bar and the time left (``app.model.time_left``,
from the games counted) follow, Cancel stops the
workers, and the report fills in as games finish. The classic deck's games for the same choices
run alongside the first time and are cached; a finished run is kept in the run history with
the deck's version (app/core/balance_history.py), and the next version of the deck is
compared with it.

The report (tab "Report": charts with values, reference lines and whiskers, tables with 95%
intervals, what the first player's edge says after Holm's correction, how many games would be
needed, the odd games) is exported as HTML with the charts inline or as PDF. The puzzles and
the reward pieces are also sortable tables (tabs "Puzzles", "Rewards"), and the odd games
(far outside the usual length) open in the game's replay review (tab "Odd games").
"""

from __future__ import annotations

import base64
import dataclasses
import html
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QMarginsF,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    QUrl,
)
from PySide6.QtGui import (
    QColor,
    QImage,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QStandardItem,
    QStandardItemModel,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.core import balance as lab
from app.core import balance_history as history
from app.core.atomic import WriteFailed, atomic_write_bytes, atomic_write_text
from app.core.saves import InvalidSave, load_save_bytes
from app.core.setup import SeatConfig
from app.core.stats import games_needed
from app.i18n import deck_name_text, problem_text, sentences
from app.model.background import BackgroundOp, in_pool
from app.model.time_left import TimeLeft, time_left_text
from app.rules import DIFFICULTIES, Deck, classic_deck
from app.templates import fill
from editor.balance_charts import Series, bar_chart, decimal_text, percent_text

CLASSIC = "classic|"  # the settings of the classic deck's games, while they run
LEVELS = ("easy", "medium", "hard")
REFRESH_S = 1.0  # the report is drawn again at most this often while games finish
SORT = Qt.ItemDataRole.UserRole + 1

Summary = dict[str, Any]


def _shares(hist: Sequence[Sequence[int]], keys: Sequence[int]) -> tuple[list[float],
                                                                         list[tuple[float, float]]]:
    """Each key's share of the histogram's total, with its Wilson interval."""
    counts = {int(k): int(v) for k, v in hist}
    total = sum(counts.values())
    out = [lab.rate(counts.get(k, 0), total) for k in keys]
    return [e.value for e in out], [(e.low, e.high) for e in out]


def _item(text: str, sort: float | str, tip: str = "") -> QStandardItem:
    item = QStandardItem(text)
    item.setData(sort, SORT)
    item.setEditable(False)
    if tip:
        item.setToolTip(tip)
    return item


class BalanceDialog(QDialog):
    """The balance lab for one deck. ``history_folder``: where its runs are kept (default:
    the data folder's, see :func:`app.core.balance_history.history_folder`)."""

    def __init__(self, deck: Deck, parent: QWidget | None = None, *,
                 history_folder: Path | None = None) -> None:
        """Choices on top, progress under them, the report below."""
        super().__init__(parent)
        self.deck = deck
        self.history_folder = (history_folder if history_folder is not None
                               else history.history_folder(deck))
        self.setModal(False)
        self.resize(980, 720)
        self.games_op = BackgroundOp(self)
        """Plays the games (a pool of worker processes; see the module's text)."""
        self.playing: tuple[int, int] | None = None
        """(games played, games in all) while a run is under way."""
        self.balance: lab.Balance | None = None
        self.classic: lab.Balance | None = None
        # the time left, from the games counted (its clock is injected by the tests)
        self.time_left = TimeLeft()
        self.previous: history.Run | None = None
        self.saved: history.Run | None = None
        self.levels: tuple[str, ...] = ("medium",)
        self.drawn = 0.0
        self.cache_choices: tuple[tuple[lab.Setting, ...], tuple[str, ...], int] | None = None
        self.charts: dict[str, QImage] = {}
        self.reviews: list[QWidget] = []
        self.timer = QTimer(self)
        self.timer.setInterval(100)
        self.timer.timeout.connect(self._show_status)  # the time left counts down
        app = QApplication.instance()
        if app is not None:  # the program ending ends the workers
            app.aboutToQuit.connect(self.cancel)

        self.choices = QGroupBox()
        grid = QGridLayout(self.choices)
        self.setting_boxes: dict[str, QCheckBox] = {}
        for i, s in enumerate(lab.all_settings()):
            box = QCheckBox()
            box.setChecked(s.players == 2)
            self.setting_boxes[s.key] = box
            grid.addWidget(box, i // 3, i % 3)
        self.level_label = QLabel()
        self.level_boxes = [QCheckBox() for _ in LEVELS]  # rotating over the seats
        self.level_boxes[1].setChecked(True)
        levels = QHBoxLayout()
        for box in self.level_boxes:
            levels.addWidget(box)
        levels.addStretch(1)
        self.games_label = QLabel()
        self.games = QSpinBox()
        self.games.setRange(1, 5000)
        self.games.setValue(lab.DEFAULT_GAMES)
        self.games_label.setBuddy(self.games)
        self.games.valueChanged.connect(self._say_guidance)
        self.guidance = QLabel()
        self.guidance.setWordWrap(True)
        self.guidance.setObjectName("muted")
        grid.addWidget(self.level_label, 2, 0)
        grid.addLayout(levels, 2, 1, 1, 2)
        grid.addWidget(self.games_label, 3, 0)
        grid.addWidget(self.games, 3, 1)
        grid.addWidget(self.guidance, 4, 0, 1, 3)

        self.run_button = QPushButton()
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export)
        self.export_button.setEnabled(False)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status = QLabel()
        self.report = QTextBrowser()
        self.report.setOpenLinks(False)

        # the sortable tables, one setting at a time
        self.table_setting = QComboBox()
        self.table_setting.currentIndexChanged.connect(self._fill_tables)
        self.table_setting_label = QLabel()
        self.table_setting_label.setBuddy(self.table_setting)
        self.puzzle_model = QStandardItemModel(self)
        self.puzzle_table = self._view(self.puzzle_model)
        self.puzzle_note = QLabel()
        self.puzzle_note.setWordWrap(True)
        self.reward_model = QStandardItemModel(self)
        self.reward_table = self._view(self.reward_model)
        self.reward_note = QLabel()
        self.reward_note.setWordWrap(True)
        self.odd_model = QStandardItemModel(self)
        self.odd_table = self._view(self.odd_model)
        self.odd_table.doubleClicked.connect(lambda _index: self.open_odd_game())
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_odd_game)
        self.open_button.setEnabled(False)
        self.odd_table.selectionModel().selectionChanged.connect(
            lambda *_a: self.open_button.setEnabled(bool(self._odd_row())))
        self.odd_note = QLabel()
        self.odd_note.setWordWrap(True)

        self.tabs = QTabWidget()
        self.tabs.addTab(self.report, "")
        self.tabs.addTab(self._page(self.puzzle_note, self.puzzle_table), "")
        self.tabs.addTab(self._page(self.reward_note, self.reward_table), "")
        odd_buttons = QHBoxLayout()
        odd_buttons.addStretch(1)
        odd_buttons.addWidget(self.open_button)
        self.tabs.addTab(self._page(self.odd_note, self.odd_table, odd_buttons), "")
        self.tabs.currentChanged.connect(lambda _i: self._show_setting_choice())

        buttons = QHBoxLayout()
        for b in (self.run_button, self.cancel_button, self.export_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        setting_row = QHBoxLayout()
        setting_row.addStretch(1)
        setting_row.addWidget(self.table_setting_label)
        setting_row.addWidget(self.table_setting)
        layout = QVBoxLayout(self)
        layout.addWidget(self.choices)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addLayout(setting_row)
        layout.addWidget(self.tabs, 1)
        self.retranslate()
        self._show_setting_choice()

    @staticmethod
    def _view(model: QStandardItemModel) -> QTableView:
        proxy = QSortFilterProxyModel(model)
        proxy.setSourceModel(model)
        proxy.setSortRole(SORT)
        view = QTableView()
        view.setModel(proxy)
        # rows come in the deck's order (rewards: by evidence) until a column's title is
        # clicked
        view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        view.setSortingEnabled(True)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.verticalHeader().setVisible(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.setAlternatingRowColors(True)
        return view

    @staticmethod
    def _page(note: QLabel, table: QTableView, extra: QHBoxLayout | None = None) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        box.addWidget(note)
        box.addWidget(table, 1)
        if extra is not None:
            box.addLayout(extra)
        return page

    # --- texts ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text, in the current language (also after a language switch)."""
        self.setWindowTitle(fill(self.tr("Balance lab — %1"), deck_name_text(self.deck)))
        self.choices.setTitle(self.tr("Games to play"))
        for key, box in self.setting_boxes.items():
            box.setText(self.setting_name(key))
        for i, text in enumerate((self.tr("Easy"), self.tr("Medium"), self.tr("Hard"))):
            self.level_boxes[i].setText(text)
        self.level_label.setText(self.tr("AI levels (taking turns in the seats):"))
        self.games_label.setText(self.tr("&Games per setting:"))
        self.run_button.setText(self.tr("&Run"))
        self.cancel_button.setText(self.tr("&Cancel"))
        self.export_button.setText(self.tr("&Export…"))
        self.close_button.setText(self.tr("C&lose"))
        self.open_button.setText(self.tr("&Open in the replay review"))
        self.table_setting_label.setText(self.tr("&Setting:"))
        for i, text in enumerate((self.tr("Report"), self.tr("Puzzles"), self.tr("Rewards"),
                                  self.tr("Odd games"))):
            self.tabs.setTabText(i, text)
        self.puzzle_note.setText(sentences(
            self.tr("Each rate is measured against how often the puzzle was in play: when on "
                    "offer (face up in a row), when taken, when dealt."),
            self.tr("A puzzle is too strong or too weak when its points per game on offer lie "
                    "clearly outside the range of most puzzles of its colour."),
            self.tr("Its intervals hold for all the deck's puzzles together."),
            self.tr("Click a column's title to sort.")))
        self.reward_note.setText(sentences(
            self.tr("The seats that received a reward piece, and their share of the wins, "
                    "against a seat's fair share; the strongest evidence first."),
            self.tr("The p-values are corrected for testing every piece (Holm): under 0.05, "
                    "the difference is hardly chance.")))
        self.odd_note.setText(sentences(
            self.tr("Games far longer or shorter than the others (beyond three interquartile "
                    "ranges, of at least two rounds)."),
            self.tr("Their records are kept with the run: open one to watch it.")))
        self._say_guidance()
        self._show_status()
        self._show_report()

    def _say_guidance(self) -> None:
        games = self.games.value()
        needed = games_needed(0.5, lab.PRECISION)
        half = max(1, round(100 * self._half_width(games)))
        self.guidance.setText(sentences(
            self._n(self.tr("With this many games, a seat's win rate is known within about "
                            "±%n percentage point(s).", "", half), half),
            self._n(self.tr("About %n game(s) per setting measure it within ±5 percentage "
                            "points.", "",
                            needed), needed),
            self.tr("These are AI games: people may play otherwise.")))

    @staticmethod
    def _half_width(games: int) -> float:
        lo, hi = lab.wilson(games / 2, games)
        return (hi - lo) / 2

    def setting_name(self, key: str) -> str:
        """"2 players"... or "Solo, Standard"."""
        if key.startswith("solo-"):
            names = {"standard": self.tr("Solo, standard"),
                     "challenging": self.tr("Solo, challenging"),
                     "unbeatable": self.tr("Solo, unbeatable")}
            return names.get(key[5:], key)
        n = int(key)
        return self.tr("%n player(s)", "", n).replace("%n", str(n))

    @staticmethod
    def _n(text: str, n: int) -> str:
        return text.replace("%n", str(n))

    # --- running -------------------------------------------------------------------------------

    def chosen(self) -> tuple[list[lab.Setting], list[str], int]:
        """The settings, AI levels and games per setting chosen."""
        settings = [s for s in lab.all_settings() if self.setting_boxes[s.key].isChecked()]
        levels = [lv for lv, box in zip(LEVELS, self.level_boxes, strict=True) if box.isChecked()]
        return settings, levels or ["medium"], self.games.value()

    def run(self) -> None:
        """Start the games (the classic deck's too when they are not cached)."""
        settings, levels, games = self.chosen()
        if not settings or self.running:
            return
        self.balance = lab.Balance(self.deck, tuple(settings))
        self.levels = tuple(levels)
        self.saved = None
        self.previous = history.previous_version(self.deck, settings, levels,
                                                 self.history_folder)
        todo = lab.all_tasks(settings, levels, games, 0, deck=self.deck)
        folder = lab.cache_folder()
        cached = folder / lab.cache_key(settings, levels, games, 0, lab.HARD_BUDGET) if folder \
            else None
        self.classic = None
        self.cache_choices = None
        if cached is not None and cached.is_file():
            self.classic = lab.cached_classic(folder, settings, levels, games, 0)
        else:
            self.classic = lab.Balance(classic_deck(), tuple(settings))
            self.cache_choices = (tuple(settings), tuple(levels), games)
            todo += [dataclasses.replace(t, setting=CLASSIC + t.setting)
                     for t in lab.all_tasks(settings, levels, games, 0)]
        self.games_op.stream(in_pool(lambda: lab.Runner(todo, 2), lambda runner: runner.done),
                             self._on_games, self._on_finished, self._on_failed,
                             self._on_progress)
        self.playing = (0, len(todo))
        self.time_left.restart()
        self.progress.setRange(0, len(todo))
        self.progress.setValue(0)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.export_button.setEnabled(False)
        self.choices.setEnabled(False)
        self.timer.start()
        self._show_status()
        self._show_report()

    @property
    def running(self) -> bool:
        """Whether games are being played."""
        return self.games_op.running

    def _on_games(self, new: object) -> None:
        """Games finished (a list of :class:`~app.core.balance.GameFacts`)."""
        if self.balance is None or self.classic is None or not isinstance(new, list):
            return
        for f in new:
            if f.setting.startswith(CLASSIC):
                self.classic.add(dataclasses.replace(f, setting=f.setting[len(CLASSIC):]))
            else:
                self.balance.add(f)
        if new and time.monotonic() - self.drawn >= REFRESH_S:
            self._show_report()

    def _on_progress(self, done: int, total: int) -> None:
        self.playing = (done, total)
        self.progress.setValue(done)
        self._show_status()

    def _on_finished(self, _played: object) -> None:
        self._end_run()
        self._keep()
        self._stopped()
        self._show_status()
        self._show_report()

    def _on_failed(self, message: str) -> None:
        """A worker died (or a game failed): say so and stop."""
        self._end_run()
        self.cache_choices = None
        self._stopped()
        self.status.setText(fill(self.tr("The games stopped: %1"), message))

    def _end_run(self) -> None:
        self.timer.stop()
        self.playing = None

    def _keep(self) -> None:
        """A finished run: the classic deck's games cached, this deck's kept in the history."""
        assert self.balance is not None and self.classic is not None
        if self.cache_choices is not None:
            settings, levels, games = self.cache_choices
            folder = lab.cache_folder()
            if folder is not None:
                lab.write_cache(folder / lab.cache_key(settings, levels, games, 0,
                                                       lab.HARD_BUDGET),
                                [f for fig in self.classic.figures.values() for f in fig.facts])
        if self.history_folder is not None:
            self.saved = history.save_run(self.balance, self.levels, self.games.value(), 0,
                                          self.history_folder)

    def cancel(self) -> None:
        """Stop the games; the report keeps the games already played."""
        if not self.running:
            return
        self.games_op.cancel()  # its thread ends the worker processes at once
        self._end_run()
        self.cache_choices = None  # an incomplete classic run is not cached
        self._stopped()
        self._show_report()
        self.status.setText(self._n(self.tr("Cancelled after %n game(s)", "", self.progress.value()),
                                self.progress.value()))

    def _stopped(self) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.choices.setEnabled(True)
        self.export_button.setEnabled(self.balance is not None and self.balance.games > 0)

    def _show_status(self) -> None:
        if self.playing is None:
            if self.balance is not None and self.progress.value():
                done = self.progress.value()
                self.status.setText(self._n(self.tr("Done: %n game(s) played", "", done), done))
            else:
                self.status.setText(self.tr("Choose the games to play, then Run."))
            return
        done, total = self.playing
        self.time_left.count(done, total)
        text = fill(self.tr("Games played: %1 of %2"), str(done), str(total))
        self.status.setText(text + " — " + time_left_text(self.time_left.seconds_left()))

    def closeEvent(self, event: object) -> None:
        """Closing stops the games."""
        self.cancel()
        super().closeEvent(event)  # type: ignore[arg-type]

    def reject(self) -> None:
        """Escape closes the dialog too, and stops the games."""
        self.cancel()
        super().reject()

    # --- the report ----------------------------------------------------------------------------

    def _show_report(self) -> None:
        self.drawn = time.monotonic()
        self._show_setting_choice()
        self._fill_tables()
        if self.balance is None:
            self.report.setHtml("")
            return
        doc = self.report.document()
        body = self.report_html(lambda name: f"chart:{name}")
        for name, img in self.charts.items():
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"chart:{name}"), img)
        bar = self.report.verticalScrollBar()
        at = bar.value()
        self.report.setHtml(body)
        bar.setValue(at)

    def _summaries(self) -> tuple[dict[str, Summary], dict[str, Summary], dict[str, Summary]]:
        """This deck's, the classic deck's and the previous version's summaries."""
        assert self.balance is not None
        mine = self.balance.summaries()
        theirs = self.classic.summaries() if self.classic is not None else {}
        before = self.previous.balance().summaries() if self.previous is not None else {}
        return mine, theirs, before

    def report_html(self, source: Callable[[str], str]) -> str:
        """The report as HTML; ``source(name)`` gives each chart's address (and the charts are
        painted into :attr:`charts`)."""
        assert self.balance is not None
        esc = html.escape
        self.charts = {}
        mine_all, theirs_all, before_all = self._summaries()
        names = (self.tr("This deck"), self.tr("Classic deck"), self.tr("Previous version"))
        title = fill(self.tr("Balance of “%1”"), deck_name_text(self.deck))
        out = [f"<h2>{esc(title)}</h2>"]
        if self.previous is not None:
            when = self.previous.saved_at.replace("T", " ")[:16]
            diff = history.changes(self.previous.deck, self.deck)
            none = self.tr("none")
            out.append("<p>" + esc(fill(self.tr(
                "Compared with the classic deck and with the previous version of this deck "
                "(the run of %1, %2 per setting). Changed since: added %3; removed %4; "
                "changed %5."), when,
                self._n(self.tr("%n game(s)", "", self.previous.games), self.previous.games),
                ", ".join(diff.added) or none, ", ".join(diff.removed) or none,
                ", ".join(diff.changed) or none)) + "</p>")
        else:
            out.append("<p>" + esc(self.tr(
                "Compared with the classic deck. The next run of a changed version of this "
                "deck is compared with this one too.")) + "</p>")
        tests = next(iter(mine_all.values()))["tests"] if mine_all else 0
        out.append("<p><i>" + esc(sentences(
            self.tr("Every figure has its 95% interval. A tie splits its win between its "
                    "winners."),
            self._n(self.tr("Each seat is tested against a fair share with Holm's correction "
                            "for the %n seat(s) tested in this run.", "", tests), tests),
            self.tr("These are AI games: people may play otherwise."))) + "</i></p>")
        for key, fig in self.balance.figures.items():
            mine = mine_all[key]
            theirs = theirs_all.get(key) if theirs_all.get(key, {}).get("games") else None
            before = before_all.get(key) if before_all.get(key, {}).get("games") else None
            played = self._n(self.tr("%n game(s)", "", fig.games), fig.games)
            out.append(f"<h3>{esc(self.setting_name(key))} — {esc(played)}</h3>")
            if not fig.games:
                continue
            out += self._verdict_html(mine)
            self._charts(key, mine, theirs, before, names)
            for name in ("seats", "scores", "rounds"):
                out.append(f'<p><img src="{source(f"{key}-{name}")}"></p>')
            out.append(self._figures_table(mine, theirs, before, names))
            out += self._odd_html(key, mine)
            out += self._rewards_html(mine)
            out += self._puzzles_html(fig)
        return "\n".join(out)

    def _verdict_html(self, s: Summary) -> list[str]:
        esc = html.escape
        out = []
        e = s["first_player_edge"]
        if e is not None:
            verdict = lab.edge_verdict(s)
            p = self.p_text(e.get("p_holm", e["p"]), relation=True)
            text = {
                "ahead": fill(self.tr("The first player wins more than a fair share "
                                      "(Holm-adjusted p %1)."), p),
                "behind": fill(self.tr("The first player wins less than a fair share "
                                       "(Holm-adjusted p %1)."), p),
                "even": self.tr("The first player's edge is under 5 points either way."),
                "too_few": self._n(self.tr("Too few games to tell an edge of 5 points: about "
                                           "%n game(s) per setting are needed.", "",
                                           s["games_needed"]), s["games_needed"]),
            }[verdict]
            out.append(f"<p><b>{esc(text)}</b></p>")
        if s["ties"]:
            n = s["ties"]
            out.append("<p>" + esc(self._n(self.tr(
                "%n game(s) ended in a tie: each winner counts a share of the win.", "", n), n))
                + "</p>")
        return out

    def _charts(self, key: str, mine: Summary, theirs: Summary | None, before: Summary | None,
                names: tuple[str, str, str]) -> None:
        sides = [(mine, names[0], "solid"), (theirs, names[1], "hatched"),
                 (before, names[2], "dotted")]
        shown = [(s, n, st) for s, n, st in sides if s is not None]
        seats = [fill(self.tr("Seat %1"), str(r["seat"])) for r in mine["seats"]]
        fair = mine["seats"][0]["fair"] if mine["seats"] else None
        self.charts[f"{key}-seats"] = bar_chart(
            self.tr("Share of the wins by seat (95% interval)"), seats,
            [Series(n, [r["rate"] for r in s["seats"]],
                    [tuple(r["interval"]) for r in s["seats"]], st) for s, n, st in shown],
            percent=True, reference=fair,
            reference_label=fill(self.tr("fair share %1%"),
                                 decimal_text(100 * fair, 0)) if fair is not None else "")
        for name, part, title in (
                ("scores", "score", self.tr("Scores (share of the seats, 95% interval)")),
                ("rounds", "rounds", self.tr("Game length in rounds (share of the games, 95% "
                                             "interval)"))):
            values = [v for s, _, _ in shown for v, _ in s[part]["histogram"]]
            lo_key, hi_key = min(values), max(values)
            overflow = None
            if part == "rounds" and mine["rounds"]["odd_games"]:
                # the odd games in one last bar, so the usual lengths keep their room
                usual = [g for g in self.balance.figures[key].rounds()  # type: ignore[union-attr]
                         if g not in {o["rounds"] for o in mine["rounds"]["odd_games"]}]
                if usual:
                    overflow = max(usual) + 1
                    hi_key = min(hi_key, overflow)
            keys = list(range(lo_key, hi_key + 1))
            labels = [str(k) for k in keys]
            if overflow is not None:
                labels[-1] = f"≥{overflow}"
            series = []
            for s, n, st in shown:
                hist = s[part]["histogram"]
                if overflow is not None:
                    hist = [(min(k, overflow), c) for k, c in hist]
                    merged: dict[int, int] = {}
                    for k, c in hist:
                        merged[k] = merged.get(k, 0) + c
                    hist = sorted(merged.items())
                values_, intervals = _shares(hist, keys)
                series.append(Series(n, values_, intervals, st))
            self.charts[f"{key}-{name}"] = bar_chart(title, labels, series, percent=True)

    def _figures_table(self, mine: Summary, theirs: Summary | None, before: Summary | None,
                       names: tuple[str, str, str]) -> str:
        pct = self._pct
        heads = [self.tr("Figure"), names[0], names[1]] + ([names[2]] if before else [])
        columns = [mine, theirs] + ([before] if before else [])

        def cells(make: Callable[[Summary], str]) -> list[str]:
            return [make(s) if s is not None else "—" for s in columns]

        def est(e: dict[str, Any], places: int = 2, percent: bool = False,
                signed: bool = False) -> str:
            if percent:
                return fill(self.tr("%1 (%2 to %3)"),
                            pct(e["value"], signed), pct(e["interval"][0], signed),
                            pct(e["interval"][1], signed))
            return fill(self.tr("%1 (%2 to %3)"),
                        decimal_text(e["value"], places), decimal_text(e["interval"][0], places),
                        decimal_text(e["interval"][1], places))

        rows = [heads]
        for i, r in enumerate(mine["seats"]):
            label = fill(self.tr("Seat %1's share of the wins"), str(r["seat"]))
            rows.append([label] + cells(lambda s, i=i: est(  # type: ignore[misc]
                {"value": s["seats"][i]["rate"], "interval": s["seats"][i]["interval"]},
                percent=True)))
        if mine["first_player_edge"] is not None:
            rows.append([self.tr("First player's edge")] + cells(
                lambda s: est(s["first_player_edge"], percent=True, signed=True)))
        rows.append([self.tr("Mean score")] + cells(lambda s: est(s["score"]["mean"])))
        rows.append([self.tr("Mean rounds")] + cells(lambda s: est(s["rounds"]["mean"])))
        rows.append([self.tr("Median rounds")] + cells(lambda s: est(s["rounds"]["median"], 1)))
        rows.append([self.tr("Games with a shortage")] + cells(
            lambda s: est(s["shortages"]["rate"], percent=True)))
        rows.append([self.tr("Shortages in all")] + cells(lambda s: str(s["shortages"]["total"])))
        if mine["automaton"] is not None:
            rows.append([self.tr("Automaton's mean score")] + cells(
                lambda s: est(s["automaton"]) if s["automaton"] is not None else "—"))
        return self._table(rows)

    def _odd_html(self, key: str, s: Summary) -> list[str]:
        odd = s["rounds"]["odd_games"]
        if not odd:
            return []
        out = [f"<h4>{html.escape(self.tr('Odd games'))}</h4>"]
        rows = [[self.tr("Game"), self.tr("Seed"), self.tr("AI levels"), self.tr("Rounds"),
                 self.tr("Actions")]]
        for g in odd:
            rows.append([str(g["index"] + 1), str(g["seed"]), ", ".join(g["levels"]),
                         str(g["rounds"]), str(g["actions"])])
        out.append(self._table(rows))
        return out

    def _rewards_html(self, s: Summary) -> list[str]:
        if not s["rewards"]:
            return []
        pct = self._pct
        out = [f"<h4>{html.escape(self.tr('Reward pieces and wins'))}</h4>"]
        rows = [[self.tr("Piece"), self.tr("Received"), self.tr("Seats that received it"),
                 self.tr("Their share of the wins"), self.tr("Fair share"),
                 self.tr("p-value (Holm)")]]
        for r in s["rewards"]:
            sh = r["share"]
            rows.append([r["piece"], str(r["received"]), str(r["holders"]),
                         fill(self.tr("%1 (%2 to %3)"),
                              pct(sh["value"]), pct(sh["interval"][0]), pct(sh["interval"][1])),
                         pct(r["fair"]) if r["fair"] is not None else "—",
                         self.p_text(r["p_holm"])])
        out.append(self._table(rows))
        return out

    def _puzzles_html(self, fig: lab.Figures) -> list[str]:
        puzzles = fig.puzzles(self.deck)
        flagged = [p for p in puzzles if p.verdict in ("strong", "weak")]
        out = [f"<h4>{html.escape(self.tr('Puzzles'))}</h4>"]
        if flagged:
            out.append("<p>" + html.escape(fill(self.tr("Flagged: %1"), ", ".join(
                f"{p.id} ({self.verdict_text(p.verdict)})" for p in flagged))) + "</p>")
        else:
            out.append("<p>" + html.escape(self.tr(
                "No puzzle lies clearly outside the range of its colour.")) + "</p>")
        rows = [self.puzzle_columns()] + [[c for c, _ in self.puzzle_row(p)] for p in puzzles]
        out.append(self._table(rows))
        return out

    def p_text(self, p: float, relation: bool = False) -> str:
        """A p-value, three decimals, or "< 0.001"; with ``relation``, "= 0.042" too."""
        if p < 0.001:
            return self.tr("< 0.001")
        return "= " + decimal_text(p, 3) if relation else decimal_text(p, 3)

    @staticmethod
    def _pct(value: float, signed: bool = False) -> str:
        return percent_text(value, 1, signed)

    @staticmethod
    def _table(rows: Sequence[Sequence[str]]) -> str:
        head, *body = rows
        esc = html.escape
        cells = "".join(f"<th>{esc(c)}</th>" for c in head)
        lines = [f'<table border="1" cellspacing="0" cellpadding="3"><tr>{cells}</tr>']
        for row in body:
            lines.append("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>")
        return "\n".join([*lines, "</table>"])

    # --- the tables ----------------------------------------------------------------------------

    def verdict_text(self, verdict: str) -> str:
        """A puzzle's flag in words (with a sign, not only a colour)."""
        return {"strong": self.tr("▲ too strong"), "weak": self.tr("▼ too weak"),
                "few": self.tr("too few games")}.get(verdict, "")

    def puzzle_columns(self) -> list[str]:
        """The puzzle table's column titles."""
        return [self.tr("Puzzle"), self.tr("Colour"), self.tr("Points"), self.tr("Squares"),
                self.tr("Verdict"), self.tr("Dealt"), self.tr("On offer"),
                self.tr("Taken when on offer"), self.tr("Completed when taken"),
                self.tr("Taken per turn on offer"), self.tr("Points per game dealt"),
                self.tr("Points per game on offer")]

    def puzzle_row(self, p: lab.PuzzleFigures) -> list[tuple[str, float | str]]:
        """A puzzle's cells as (text, sort key)."""
        pct = self._pct

        def rate(e: lab.Estimate, trials: int) -> tuple[str, float]:
            if not trials:
                return "—", -1.0
            return (fill(self.tr("%1 (%2 to %3)"), pct(e.value), pct(e.low), pct(e.high)), e.value)

        def points(e: lab.Estimate, games: int) -> tuple[str, float]:
            if not games:
                return "—", -1.0
            return (fill(self.tr("%1 (%2 to %3)"),
                         decimal_text(e.value, 2), decimal_text(e.low, 2), decimal_text(e.high, 2)),
                    e.value)

        colour = self.tr("White") if p.colour == "white" else self.tr("Black")
        order = {"strong": 2, "weak": 0, "few": -1}.get(p.verdict, 1)
        return [(p.id, p.id), (colour, p.colour), (str(p.points), p.points),
                (str(p.size), p.size), (self.verdict_text(p.verdict), order),
                (str(p.dealt), p.dealt), (str(p.offered), p.offered),
                rate(p.take_rate, p.offered), rate(p.completion, p.taken),
                rate(p.pace, p.turns), points(p.worth, p.dealt), points(p.yield_, p.offered)]

    def _show_setting_choice(self) -> None:
        keys = list(self.balance.figures) if self.balance is not None else []
        current = self.table_setting.currentData()
        if [self.table_setting.itemData(i) for i in range(self.table_setting.count())] != keys:
            self.table_setting.blockSignals(True)
            self.table_setting.clear()
            for key in keys:
                self.table_setting.addItem(self.setting_name(key), key)
            if current in keys:
                self.table_setting.setCurrentIndex(keys.index(current))
            self.table_setting.blockSignals(False)
        else:
            for i, key in enumerate(keys):
                self.table_setting.setItemText(i, self.setting_name(key))
        on_tables = self.tabs.currentIndex() > 0
        self.table_setting.setVisible(on_tables and bool(keys))
        self.table_setting_label.setVisible(on_tables and bool(keys))

    def _fill_tables(self) -> None:
        key = self.table_setting.currentData()
        fig = self.balance.figures.get(key) if self.balance is not None and key else None
        self._fill(self.puzzle_model, self.puzzle_columns(),
                   [self.puzzle_row(p) for p in fig.puzzles(self.deck)] if fig else [],
                   self.puzzle_table)
        pct = self._pct
        rewards: list[list[tuple[str, float | str]]] = []
        for r in fig.rewards() if fig else []:
            sh = r.share
            rewards.append([
                (r.piece, r.piece), (str(r.received), r.received), (str(r.holders), r.holders),
                (fill(self.tr("%1 (%2 to %3)"),
                      pct(sh.value), pct(sh.low), pct(sh.high)), sh.value),
                (pct(r.fair) if r.fair is not None else "—", r.fair or 0.0),
                (self.p_text(r.p_holm), r.p_holm)])
        self._fill(self.reward_model, [self.tr("Piece"), self.tr("Received"),
                                       self.tr("Seats that received it"),
                                       self.tr("Their share of the wins"),
                                       self.tr("Fair share"), self.tr("p-value (Holm)")],
                   rewards, self.reward_table)
        odd: list[list[tuple[str, float | str]]] = []
        for k, f in (self.balance.figures.items() if self.balance is not None else []):
            for g in f.odd_games():
                odd.append([(self.setting_name(k), k), (str(g.index + 1), g.index),
                            (str(g.seed), g.seed), (", ".join(g.levels), ", ".join(g.levels)),
                            (str(g.rounds), g.rounds), (str(g.actions), g.actions)])
        self._fill(self.odd_model, [self.tr("Setting"), self.tr("Game"), self.tr("Seed"),
                                    self.tr("AI levels"), self.tr("Rounds"), self.tr("Actions")],
                   odd, self.odd_table)
        self.open_button.setEnabled(bool(self._odd_row()))

    @staticmethod
    def _fill(model: QStandardItemModel, heads: list[str],
              rows: list[list[tuple[str, float | str]]], view: QTableView) -> None:
        header = view.horizontalHeader()
        column, order = header.sortIndicatorSection(), header.sortIndicatorOrder()
        model.clear()
        model.setHorizontalHeaderLabels(heads)
        for row in rows:
            items = [_item(text, sort) for text, sort in row]
            flag = next((text for text, _ in row if text.startswith(("▲", "▼"))), "")
            if flag:  # (the words say it; the tint only helps the eye)
                tint = QColor("#fde2e1") if flag.startswith("▲") else QColor("#dde9fb")
                for it in items:
                    it.setBackground(tint)
            model.appendRow(items)
        if 0 <= column < len(heads):
            view.sortByColumn(column, order)

    # --- odd games -----------------------------------------------------------------------------

    def _odd_row(self) -> tuple[str, int] | None:
        rows = self.odd_table.selectionModel().selectedRows()
        if not rows:
            return None
        proxy = self.odd_table.model()
        setting = proxy.data(proxy.index(rows[0].row(), 0), SORT)
        index = proxy.data(proxy.index(rows[0].row(), 1), SORT)
        return (str(setting), int(index))

    def open_odd_game(self, which: tuple[str, int] | None = None) -> QWidget | None:
        """Open the chosen odd game (or ``which``: setting and game index) in the game's replay
        review, from its record kept with the run (or, before the run is kept, in memory)."""
        from app.table.review import ReviewWindow

        which = which or self._odd_row()
        if which is None or self.balance is None:
            return None
        key, index = which
        fig = self.balance.figures.get(key)
        facts = next((f for f in fig.facts if f.index == index), None) if fig else None
        if facts is None:
            return None
        blob = b""
        if self.saved is not None:
            path = self.saved.records / history.record_name(key, facts.index, facts.levels)
            try:
                blob = path.read_bytes()
            except OSError:
                blob = b""
        blob = blob or facts.record_bytes()
        try:
            save = load_save_bytes(blob)
        except InvalidSave as exc:
            QMessageBox.warning(self, self.tr("Cannot open the game"), problem_text(exc))
            return None
        seats = tuple(SeatConfig(name, "ai", lv)  # type: ignore[arg-type]
                      for name, lv in zip(save.record.players, facts.levels, strict=False))
        save = dataclasses.replace(save, seats=seats)
        title = fill(self._n(self.tr("%1, game %2 (%n round(s))", "", facts.rounds),
                             facts.rounds), self.setting_name(key), str(index + 1))
        review = ReviewWindow(save, title, self)
        self.reviews.append(review)
        review.destroyed.connect(lambda _o=None, r=review: self.reviews.remove(r)
                                 if r in self.reviews else None)
        review.show()
        return review

    # --- export --------------------------------------------------------------------------------

    def export(self) -> None:
        """Ask where, then write the report as HTML or PDF."""
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Export the report"), str(Path.home() / "balance.html"),
            self.tr("HTML report (*.html);;PDF report (*.pdf)"))
        if not path:
            return
        target = Path(path)
        if target.suffix.lower() not in (".html", ".htm", ".pdf"):
            target = target.with_name(target.name + (".pdf" if "*.pdf" in chosen else ".html"))
        try:
            self.export_to(target)
        except (OSError, WriteFailed) as exc:
            QMessageBox.critical(self, self.tr("Cannot export the report"), problem_text(exc))

    def export_to(self, path: Path) -> None:
        """Write the report to ``path``: PDF for a ``.pdf`` name, else HTML (charts inline).

        :raises WriteFailed: if it cannot be written (atomically: never half a file).
        """
        if path.suffix.lower() == ".pdf":
            atomic_write_bytes(path, self.pdf_bytes())
            return
        # each chart is painted before its <img> is written, so its data is there to inline
        body = self.report_html(lambda name: "data:image/png;base64," + _png64(self.charts[name]))
        atomic_write_text(path, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>"
                          + html.escape(deck_name_text(self.deck)) + "</title></head><body>\n"
                          + body
                          + "\n</body></html>\n")

    def pdf_bytes(self) -> bytes:
        """The report as a PDF."""
        doc = QTextDocument()
        body = self.report_html(lambda name: f"chart:{name}")
        for name, img in self.charts.items():
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"chart:{name}"), img)
        doc.setHtml(body)
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        writer = QPdfWriter(buffer)
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                         QPageLayout.Orientation.Portrait,
                                         QMarginsF(15, 15, 15, 15)))
        writer.setResolution(96)
        writer.setTitle(deck_name_text(self.deck))
        doc.print_(writer)  # pages as the writer's page size gives them
        buffer.close()
        return bytes(data.data())


def _png64(img: QImage) -> str:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buffer, "PNG")  # type: ignore[call-overload]
    return base64.b64encode(bytes(data.data())).decode("ascii")


__all__ = ["DIFFICULTIES", "BalanceDialog", "bar_chart"]
