"""A line chart of everyone's score over the rounds of a game, painted with QPainter.

Each line has its own colour, dash style and marker shape, and its name at its end and in the
legend, so the lines stay apart without colour. QtCharts is not part of PySide6-Essentials, and
a chart of a few short lines needs no plotting library.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.model.game_results import ScoreHistory
from app.templates import fill

# Okabe and Ito's colour-blind safe colours; the automaton is grey
LINE_COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7")
AUTOMATON_COLOUR = "#606060"
DASHES = (
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DotLine,
    Qt.PenStyle.DashDotLine,
)
MARKERS = ("circle", "square", "triangle", "diamond")
AUTOMATON_MARKER = "cross"


@dataclass(frozen=True, slots=True)
class LineStyle:
    """How one line of the chart is drawn."""

    colour: str
    dash: Qt.PenStyle
    marker: str


def line_style(index: int, automaton: bool = False) -> LineStyle:
    """The style of the ``index``-th player's line (or the automaton's)."""
    if automaton:
        return LineStyle(AUTOMATON_COLOUR, Qt.PenStyle.DashDotDotLine, AUTOMATON_MARKER)
    i = index % len(LINE_COLOURS)
    return LineStyle(LINE_COLOURS[i], DASHES[i], MARKERS[i])


def marker_path(marker: str, centre: QPointF, r: float) -> QPainterPath:
    """The outline of a marker of radius ``r`` around ``centre``."""
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if marker == "square":
        path.addRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif marker == "triangle":
        path.moveTo(x, y - r * 1.1)
        path.lineTo(x + r, y + r * 0.75)
        path.lineTo(x - r, y + r * 0.75)
        path.closeSubpath()
    elif marker == "diamond":
        path.moveTo(x, y - r * 1.15)
        path.lineTo(x + r * 1.15, y)
        path.lineTo(x, y + r * 1.15)
        path.lineTo(x - r * 1.15, y)
        path.closeSubpath()
    elif marker == "cross":
        k = r * 0.9
        path.moveTo(x - k, y - k)
        path.lineTo(x + k, y + k)
        path.moveTo(x + k, y - k)
        path.lineTo(x - k, y + k)
    else:
        path.addEllipse(centre, r, r)
    return path


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5, 10, 20...) that cuts ``span`` into about ``ticks`` parts."""
    if span <= 0:
        return 1
    raw = span / ticks
    base = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * base >= raw:
            return max(1, int(m * base))
    return max(1, int(10 * base))


def spread_labels(wanted: Sequence[float], gap: float, top: float, bottom: float) -> list[float]:
    """Label positions (y, down the screen) near ``wanted``, at least ``gap`` apart, kept inside
    [top, bottom] as far as they fit, in the same order as ``wanted``."""
    order = sorted(range(len(wanted)), key=lambda i: wanted[i])
    ys = [wanted[i] for i in order]
    for k in range(1, len(ys)):
        ys[k] = max(ys[k], ys[k - 1] + gap)
    overflow = ys[-1] - bottom if ys else 0.0
    if overflow > 0:
        ys = [y - overflow for y in ys]
        for k in range(len(ys) - 2, -1, -1):
            ys[k] = min(ys[k], ys[k + 1] - gap)
    if ys and ys[0] < top:
        shift = top - ys[0]
        ys = [y + shift for y in ys]
    out = [0.0] * len(wanted)
    for k, i in enumerate(order):
        out[i] = ys[k]
    return out


def paint_value_axis(painter: QPainter, plot: QRectF, ticks: tuple[float, float, float],
                     py: Callable[[float], float], text: Callable[[float], str], text_w: float,
                     line_h: float, inks: tuple[QColor, QColor], *, zero_width: float) -> None:
    """The value axis of a chart: a faint grid line at each of ``ticks`` (low, high, step) with
    its value on the left in ``text_w`` pixels, the axis, and the zero line ``zero_width``
    thick; ``py`` places a value, ``inks`` are the ink and the faint ink."""
    ink, faint = inks
    lo, hi, step = ticks
    v = lo
    while v <= hi + 1e-9:
        y = py(v)
        painter.setPen(QPen(faint, 1))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(ink)
        painter.drawText(QRectF(plot.left() - text_w - 2, y - line_h / 2, text_w - 4, line_h),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text(v))
        v += step
    painter.setPen(QPen(ink, 1.2))
    painter.drawLine(plot.bottomLeft(), plot.topLeft())
    painter.setPen(QPen(ink, zero_width))
    painter.drawLine(QPointF(plot.left(), py(0)), QPointF(plot.right(), py(0)))


def paint_axis_titles(painter: QPainter, plot: QRectF, line_h: float, x_title: str,
                      y_lines: Sequence[str]) -> None:
    """The title of the x axis below the plot, and that of the y axis along it (one line of
    ``y_lines`` under the other)."""
    painter.drawText(QRectF(plot.left(), plot.bottom() + line_h + 4, plot.width(), line_h),
                     Qt.AlignmentFlag.AlignHCenter, x_title)
    painter.save()
    painter.translate(2, plot.center().y())
    painter.rotate(-90)
    for k, text in enumerate(y_lines):
        painter.drawText(QRectF(-plot.height() / 2, k * line_h, plot.height(), line_h),
                         Qt.AlignmentFlag.AlignHCenter, text)
    painter.restore()


def paint_end_names(painter: QPainter, fm: QFontMetricsF, plot: QRectF, names: Sequence[str],
                    colours: Sequence[str], ends: Sequence[float], name_w: float,
                    ink: QColor) -> None:
    """Each line's name right of the plot, elided to ``name_w``, spread so that none overlaps
    another, with a stroke in the line's colour from the line's end (``ends``: its height)."""
    line_h = fm.height()
    label_ys = spread_labels(ends, line_h, plot.top() - line_h / 2, plot.bottom() + line_h / 2)
    x0 = plot.right() + 6
    for k, name in enumerate(names):
        y = label_ys[k]
        painter.setPen(QPen(QColor(colours[k]), 1))
        painter.drawLine(QPointF(plot.right() + 1, ends[k]), QPointF(x0 + 2, y))
        painter.setPen(ink)
        painter.drawText(QRectF(x0 + 4, y - line_h / 2, name_w - 6, line_h),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         fm.elidedText(name, Qt.TextElideMode.ElideRight, name_w - 10))


class ScoreChart(QWidget):
    """Everyone's points at the start, at the end of each round, and after the final scoring."""

    def __init__(self, history: ScoreHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChart")
        self.history = history
        self.names = [line.name or self.tr("Automaton") for line in history.lines]
        self.styles = [line_style(i, line.automaton) for i, line in enumerate(history.lines)]
        self.setMinimumSize(360, 210)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Score over the rounds"))
        self.setAccessibleDescription(self.summary())
        self.setToolTip(self.summary())

    def sizeHint(self) -> QSize:
        return QSize(720, 240)

    # ------------------------------------------------------------------ data

    def x_labels(self) -> list[str]:
        """Below the axis: the start, every round, and the end (after the final scoring)."""
        labels = [self.tr("Start")] + [str(r) for r in range(1, self.history.rounds_played + 1)]
        if self.history.finished:
            labels.append(self.tr("End"))
        return labels

    def values(self, k: int) -> list[int]:
        """The points of line ``k`` at each label of :meth:`x_labels`."""
        line = self.history.lines[k]
        out = list(line.rounds)
        if line.final is not None:
            out.append(line.final)
        return out

    def summary(self) -> str:
        """The chart in words, for screen readers and the tooltip."""
        parts = [self.tr("Points at the end of each round:")]
        for k, name in enumerate(self.names):
            line = self.history.lines[k]
            text = fill(self.tr("%1: %2"), name, ", ".join(str(v) for v in line.rounds[1:]) or "0")
            if line.final is not None:
                text += fill(self.tr("; final score %1"), str(line.final))
            parts.append(text + ".")
        return "\n".join(parts)

    # ------------------------------------------------------------------ painting

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pal = self.palette()
        ink = pal.text().color()
        faint = QColor(ink)
        faint.setAlpha(45)
        fm = QFontMetricsF(self.font())
        line_h = fm.height()
        labels = self.x_labels()
        series = [self.values(k) for k in range(len(self.names))]
        every = [v for s in series for v in s] or [0]
        lo, hi = min(0, min(every)), max(1, max(every))
        step = nice_step(hi - lo)
        lo = math.floor(lo / step) * step
        hi = math.ceil(hi / step) * step
        # the legend takes the top line; names at the line ends take a right margin
        name_w = min(max((fm.horizontalAdvance(n) for n in self.names), default=0.0) + 22,
                     self.width() * 0.22)
        y_text_w = max(fm.horizontalAdvance(str(v)) for v in (lo, hi)) + 8
        plot = QRectF(y_text_w + line_h + 4, line_h * 1.8,
                      self.width() - y_text_w - line_h - 4 - name_w, 0)
        plot.setBottom(self.height() - line_h * 2.4)
        if plot.width() < 40 or plot.height() < 30:
            painter.end()
            return

        def px(i: int) -> float:
            return plot.left() + plot.width() * (i / max(1, len(labels) - 1))

        def py(v: float) -> float:
            return plot.bottom() - plot.height() * ((v - lo) / (hi - lo))

        # grid, y ticks and axes
        painter.setFont(self.font())
        paint_value_axis(painter, plot, (lo, hi, step), py, str, y_text_w, line_h, (ink, faint),
                         zero_width=1.2)
        # x ticks: the start, every round (thinned out when crowded), the end
        slot = plot.width() / max(1, len(labels) - 1)
        every_n = max(1, math.ceil((fm.horizontalAdvance("00") + 6) / max(slot, 1.0)))
        for i, text in enumerate(labels):
            edge = i == 0 or i == len(labels) - 1
            if not edge and i % every_n and i != len(labels) - 2:
                continue
            x = px(i)
            painter.setPen(QPen(ink, 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            w = max(fm.horizontalAdvance(text) + 4, slot)
            painter.drawText(QRectF(x - w / 2, plot.bottom() + 4, w, line_h),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
        if self.history.finished and len(labels) > 1:
            # the final scoring is not a round: a dotted rule sets it apart
            x = (px(len(labels) - 2) + px(len(labels) - 1)) / 2
            painter.setPen(QPen(faint, 1, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        # axis titles
        painter.setPen(ink)
        paint_axis_titles(painter, plot, line_h, self.tr("Round"), [self.tr("Points")])

        # the lines, offset a little apart where they run together
        n = len(series)
        ends: list[float] = []
        for k, values in enumerate(series):
            style = self.styles[k]
            colour = QColor(style.colour)
            offset = (k - (n - 1) / 2) * 1.6
            points = [QPointF(px(i), py(val) + offset) for i, val in enumerate(values)]
            pen = QPen(colour, 2.2, style.dash, Qt.PenCapStyle.RoundCap,
                       Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolyline(points)
            self._markers(painter, style, points)
            ends.append(points[-1].y() if points else plot.bottom())
        paint_end_names(painter, fm, plot, self.names, [s.colour for s in self.styles], ends,
                        name_w, ink)
        self._legend(painter, fm, plot)
        painter.end()

    def _markers(self, painter: QPainter, style: LineStyle, points: Sequence[QPointF]) -> None:
        colour = QColor(style.colour)
        painter.save()
        if style.marker == "cross":
            painter.setPen(QPen(colour, 2.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            painter.setPen(QPen(self.palette().base().color(), 1.2))
            painter.setBrush(colour)
        for p in points:
            painter.drawPath(marker_path(style.marker, p, 4.2))
        painter.restore()

    def _legend(self, painter: QPainter, fm: QFontMetricsF, plot: QRectF) -> None:
        """Each line's sample (dash and marker) and name, in one row above the plot."""
        sample = 30.0
        names = list(self.names)
        widths = [sample + 6 + fm.horizontalAdvance(n) + 16 for n in names]
        room = self.width() - plot.left() - 4
        if sum(widths) > room:  # long names: each gets an equal share, elided
            share = room / max(1, len(names))
            names = [fm.elidedText(n, Qt.TextElideMode.ElideRight, max(share - sample - 22, 12))
                     for n in names]
            widths = [share] * len(names)
        x = max(plot.left(), plot.right() - sum(widths))
        y = fm.height() * 0.7
        for k, name in enumerate(names):
            style = self.styles[k]
            colour = QColor(style.colour)
            painter.setPen(QPen(colour, 2.2, style.dash, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(x, y), QPointF(x + sample, y))
            self._markers(painter, style, [QPointF(x + sample / 2, y)])
            painter.setPen(self.palette().text().color())
            painter.drawText(QRectF(x + sample + 6, y - fm.height() / 2, widths[k], fm.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
            x += widths[k]
