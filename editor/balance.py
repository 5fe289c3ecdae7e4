"""*Deck > Balance…*: the balance lab in the editor.

The designer picks settings (2, 3, 4 players, solo at each difficulty), an AI level and a number
of games; the games run in worker processes (:class:`app.model.balance.Runner`, polled by a
timer, so the window never waits), the progress bar and the time left follow, Cancel stops the
workers, and the report fills in as games finish. The classic deck's games for the same choices
run alongside the first time and are cached (app/model/balance.py). The report (charts painted
with QPainter, tables) is exported as HTML with the charts inline or as PDF.
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
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QUrl,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.i18n import deck_name_text, problem_text
from app.model import balance as lab
from app.model.atomic import WriteFailed, atomic_write_bytes, atomic_write_text
from app.rules import DIFFICULTIES, Deck, classic_deck

CLASSIC = "classic|"  # the settings of the classic deck's games, while they run
LEVELS = ("easy", "medium", "hard")
DECK_COLOUR = QColor("#0072b2")
CLASSIC_COLOUR = QColor("#9a9a9a")
CHART_SIZE = (560, 220)


def bar_chart(title: str, labels: Sequence[str], mine: Sequence[float],
              theirs: Sequence[float] | None, legend: tuple[str, str],
              intervals: Sequence[tuple[float, float]] | None = None,
              percent: bool = False) -> QImage:
    """Pairs of bars (this deck solid, the classic deck hatched: told apart without colour),
    with 95% whiskers when ``intervals`` are given."""
    w, h = CHART_SIZE
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont(p.font())
    font.setPixelSize(12)
    p.setFont(font)
    p.setPen(QColor("black"))
    p.drawText(QRectF(8, 4, w - 16, 18), Qt.AlignmentFlag.AlignLeft, title)
    # the legend, top right
    x = w - 8.0
    for text, hatch in ((legend[1], True), (legend[0], False)):
        if hatch and theirs is None:
            continue
        tw = p.fontMetrics().horizontalAdvance(text)
        x -= tw
        p.setPen(QColor("black"))
        p.drawText(QPointF(x, 17), text)
        x -= 18
        _bar(p, QRectF(x, 7, 12, 12), hatch)
        x -= 14
    top, bottom, left = 28.0, h - 24.0, 36.0
    values = list(mine) + list(theirs or []) + [hi for _, hi in intervals or []]
    peak = max([v for v in values if v == v] + [1e-9])
    if percent:
        peak = max(peak, 0.5)
    p.setPen(QPen(QColor("#444444"), 1))
    p.drawLine(QPointF(left, bottom), QPointF(w - 8, bottom))
    p.drawText(QRectF(0, top - 6, left - 4, 14), Qt.AlignmentFlag.AlignRight,
               f"{100 * peak:.0f}%" if percent else f"{peak:g}")
    n = max(1, len(labels))
    slot = (w - 8 - left) / n
    bw = slot * (0.38 if theirs is not None else 0.7)
    step = max(1, n // 24)  # labels of long histograms thinned out
    for i, label in enumerate(labels):
        x0 = left + i * slot + slot * 0.1
        for j, vals in enumerate((mine, theirs)):
            if vals is None or i >= len(vals):
                continue
            hh = (bottom - top) * vals[i] / peak
            _bar(p, QRectF(x0 + j * bw, bottom - hh, bw, hh), j == 1)
        if intervals is not None and i < len(intervals):
            lo, hi = intervals[i]
            cx = x0 + bw / 2
            ylo = bottom - (bottom - top) * lo / peak
            yhi = bottom - (bottom - top) * hi / peak
            p.setPen(QPen(QColor("black"), 1.5))
            p.drawLine(QPointF(cx, ylo), QPointF(cx, yhi))
            p.drawLine(QPointF(cx - 4, ylo), QPointF(cx + 4, ylo))
            p.drawLine(QPointF(cx - 4, yhi), QPointF(cx + 4, yhi))
        if i % step == 0:
            p.setPen(QColor("black"))
            p.drawText(QRectF(left + i * slot - 10, bottom + 3, slot + 20, 16),
                       Qt.AlignmentFlag.AlignHCenter, label)
    p.end()
    return img


def _bar(p: QPainter, rect: QRectF, hatch: bool) -> None:
    if hatch:
        p.fillRect(rect, QColor("white"))
        p.fillRect(rect, QBrush(CLASSIC_COLOUR, Qt.BrushStyle.BDiagPattern))
        p.setPen(QPen(CLASSIC_COLOUR.darker(150), 1))
    else:
        p.fillRect(rect, DECK_COLOUR)
        p.setPen(QPen(DECK_COLOUR.darker(150), 1))
    p.drawRect(rect)


def _shares(hist: Sequence[Sequence[int]], keys: Sequence[int]) -> list[float]:
    counts = {int(k): int(v) for k, v in hist}
    total = sum(counts.values()) or 1
    return [counts.get(k, 0) / total for k in keys]


class BalanceDialog(QDialog):
    """The balance lab for one deck."""

    def __init__(self, deck: Deck, parent: QWidget | None = None) -> None:
        """Choices on top, progress under them, the report below."""
        super().__init__(parent)
        self.deck = deck
        self.setModal(False)
        self.resize(980, 720)
        self.runner: lab.Runner | None = None
        self.balance: lab.Balance | None = None
        self.classic: lab.Balance | None = None
        self.started = 0.0
        self.cache_choices: tuple[tuple[lab.Setting, ...], tuple[str, ...], int] | None = None
        self.charts: dict[str, QImage] = {}
        self.timer = QTimer(self)
        self.timer.setInterval(100)
        self.timer.timeout.connect(self._poll)
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
        self.games.setValue(20)
        self.games_label.setBuddy(self.games)
        grid.addWidget(self.level_label, 2, 0)
        grid.addLayout(levels, 2, 1, 1, 2)
        grid.addWidget(self.games_label, 3, 0)
        grid.addWidget(self.games, 3, 1)

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

        buttons = QHBoxLayout()
        for b in (self.run_button, self.cancel_button, self.export_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.choices)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.report, 1)
        self.retranslate()

    # --- texts ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text, in the current language (also after a language switch)."""
        self.setWindowTitle(self.tr("Balance lab — %1").replace("%1", deck_name_text(self.deck)))
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
        self._show_status()
        self._show_report()

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
        if not settings or self.runner is not None:
            return
        self.balance = lab.Balance(self.deck, tuple(settings))
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
        self.runner = lab.Runner(todo, 2)
        self.started = time.monotonic()
        self.progress.setRange(0, len(todo))
        self.progress.setValue(0)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.export_button.setEnabled(False)
        self.choices.setEnabled(False)
        self.timer.start()
        self._show_status()
        self._show_report()

    def _poll(self) -> None:
        runner = self.runner
        if runner is None or self.balance is None or self.classic is None:
            return
        try:
            new = runner.poll()
        except Exception as exc:  # a worker died (or a game failed): say so and stop
            self.timer.stop()
            self.runner = None
            self.cache_choices = None
            self._stopped()
            self.status.setText(self.tr("The games stopped: %1").replace("%1", str(exc) or
                                                                         type(exc).__name__))
            return
        for f in new:
            if f.setting.startswith(CLASSIC):
                self.classic.add(dataclasses.replace(f, setting=f.setting[len(CLASSIC):]))
            else:
                self.balance.add(f)
        self.progress.setValue(runner.done)
        if runner.finished:
            self.timer.stop()
            self.runner = None
            if self.cache_choices is not None and not runner.cancelled:
                settings, levels, games = self.cache_choices
                folder = lab.cache_folder()
                if folder is not None:
                    lab.write_cache(folder / lab.cache_key(settings, levels, games, 0,
                                                           lab.HARD_BUDGET),
                                    [f for fig in self.classic.figures.values()
                                     for f in fig.facts])
            self._stopped()
        if new or self.runner is None:
            self._show_status()
            self._show_report()

    def cancel(self) -> None:
        """Stop the games; the report keeps the games already played."""
        if self.runner is None:
            return
        self.runner.cancel()
        self.runner = None
        self.timer.stop()
        self.cache_choices = None  # an incomplete classic run is not cached
        self._stopped()
        self.status.setText(self._n(self.tr("Cancelled after %n game(s)", "", self.progress.value()),
                                self.progress.value()))

    def _stopped(self) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.choices.setEnabled(True)
        self.export_button.setEnabled(self.balance is not None and self.balance.games > 0)

    def _show_status(self) -> None:
        runner = self.runner
        if runner is None:
            if self.balance is not None and self.progress.value():
                done = self.progress.value()
                self.status.setText(self._n(self.tr("Done: %n game(s) played", "", done), done))
            else:
                self.status.setText(self.tr("Choose the games to play, then Run."))
            return
        done, total = runner.done, runner.total
        text = self.tr("Games played: %1 of %2").replace("%1", str(done)).replace("%2", str(total))
        if done:
            left = (time.monotonic() - self.started) / done * (total - done)
            minutes, seconds = divmod(round(left), 60)
            when = f"{minutes}:{seconds:02d}"
            text += " — " + self.tr("about %1 left").replace("%1", when)
        else:
            text += " — " + self.tr("estimating the time left…")
        self.status.setText(text)

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

    def report_html(self, source: Callable[[str], str]) -> str:
        """The report as HTML; ``source(name)`` gives each chart's address (and the charts are
        painted into :attr:`charts`)."""
        assert self.balance is not None
        esc = html.escape
        self.charts = {}
        legend = (self.tr("This deck"), self.tr("Classic deck"))
        pct = self._pct
        title = self.tr("Balance of “%1”").replace("%1", deck_name_text(self.deck))
        rewards, puzzles = self.tr("Rewards in winners’ hands"), self.tr("Puzzles")
        out = [f"<h2>{esc(title)}</h2>"]
        for key, fig in self.balance.figures.items():
            other = self.classic.figures.get(key) if self.classic is not None else None
            mine = fig.summary()
            theirs = other.summary() if other is not None and other.games else None
            played = self._n(self.tr("%n game(s)", "", fig.games), fig.games)
            out.append(f"<h3>{esc(self.setting_name(key))} — {esc(played)}</h3>")
            if not fig.games:
                continue
            seats = [self.tr("Seat %1").replace("%1", str(r["seat"])) for r in mine["seats"]]
            self.charts[f"{key}-seats"] = bar_chart(
                self.tr("Win rate by seat (95% interval)"), seats,
                [r["rate"] for r in mine["seats"]],
                [r["rate"] for r in theirs["seats"]] if theirs else None, legend,
                [tuple(r["interval"]) for r in mine["seats"]], percent=True)
            lows = [h[0] for h in mine["score"]["histogram"]]
            highs = [h[0] for h in (theirs or mine)["score"]["histogram"]]
            keys = list(range(min(lows + highs), max(lows + highs) + 1))
            self.charts[f"{key}-scores"] = bar_chart(
                self.tr("Scores (share of the seats)"), [str(k) for k in keys],
                _shares(mine["score"]["histogram"], keys),
                _shares(theirs["score"]["histogram"], keys) if theirs else None, legend,
                percent=True)
            lows = [h[0] for h in mine["rounds"]["histogram"]]
            highs = [h[0] for h in (theirs or mine)["rounds"]["histogram"]]
            keys = list(range(min(lows + highs), max(lows + highs) + 1))
            self.charts[f"{key}-rounds"] = bar_chart(
                self.tr("Game length in rounds (share of the games)"), [str(k) for k in keys],
                _shares(mine["rounds"]["histogram"], keys),
                _shares(theirs["rounds"]["histogram"], keys) if theirs else None, legend,
                percent=True)
            for name in ("seats", "scores", "rounds"):
                out.append(f'<p><img src="{source(f"{key}-{name}")}"></p>')
            rows = [(self.tr("Figure"), legend[0], legend[1])]
            if fig.seats > 1:
                def edge(s: dict[str, object]) -> str:
                    e = s["first_player_edge"]
                    assert isinstance(e, dict)
                    lo, hi = e["interval"]
                    return self.tr("%1 (95% interval %2 to %3)").replace("%1", pct(e["value"], True)) \
                        .replace("%2", pct(lo, True)).replace("%3", pct(hi, True))
                rows.append((self.tr("First player's edge"), edge(mine),
                             edge(theirs) if theirs else "—"))
            def figures(s: dict[str, Any]) -> list[str]:
                return [f"{s['score']['mean']:.2f}", f"{s['rounds']['mean']:.2f}",
                        pct(s["shortages"]["rate"]), str(s["shortages"]["total"])]
            labels = [self.tr("Mean score"), self.tr("Mean rounds"),
                      self.tr("Games with a shortage"), self.tr("Shortages in all")]
            ours = figures(mine)
            classic = figures(theirs) if theirs else ["—"] * len(labels)
            rows += list(zip(labels, ours, classic, strict=True))
            if mine["automaton"] is not None:
                rows.append((self.tr("Automaton's mean score"), f"{mine['automaton']:.2f}",
                             f"{theirs['automaton']:.2f}" if theirs and theirs["automaton"]
                             is not None else "—"))
            out.append(self._table(rows))
            if mine["rewards"]:
                out.append(f"<h4>{esc(rewards)}</h4>")
                out.append(self._table([(self.tr("Piece"), self.tr("Received"),
                                         self.tr("By the winner"))] + [
                    (r["piece"], str(r["received"]), pct(r["share"]))
                    for r in mine["rewards"]]))
            out.append(f"<h4>{esc(puzzles)}</h4>")
            out.append(self._table([(self.tr("Puzzle"), self.tr("Points"), self.tr("Taken"),
                                     self.tr("Completed"), self.tr("Unfinished"),
                                     self.tr("Points per game"))] + [
                (p.id, str(p.points), str(p.taken), str(p.completed), str(p.unfinished),
                 f"{p.worth:.2f}") for p in fig.puzzles(self.deck)]))
        return "\n".join(out)

    @staticmethod
    def _pct(value: float, signed: bool = False) -> str:
        sign = "+" if signed and value >= 0 else ""
        return f"{sign}{100 * value:.1f}%"

    @staticmethod
    def _table(rows: Sequence[Sequence[str]]) -> str:
        head, *body = rows
        esc = html.escape
        cells = "".join(f"<th>{esc(c)}</th>" for c in head)
        lines = [f'<table border="1" cellspacing="0" cellpadding="3"><tr>{cells}</tr>']
        for row in body:
            lines.append("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>")
        return "\n".join([*lines, "</table>"])

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
