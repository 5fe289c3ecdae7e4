"""The analysis chart: each player's expected final margin over the game, and the marked turns.

Painted with QPainter like :mod:`app.table.score_chart` and in its styles: every line has its own
colour, dash and marker and its name at its end. A marked turn is a badge on its player's line
with a shape and a letter of its own (slip: a triangle pointing down, mistake: a square turned
on its corner, blunder: an octagon), so the marks never rest on colour alone. A click on a badge
asks for that turn (:attr:`AnalysisChart.turn_clicked`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from app.ai.analysis import GameAnalysis, Mark, TurnVerdict
from app.table.score_chart import (
    line_style,
    marker_path,
    nice_step,
    paint_axis_titles,
    paint_end_names,
    paint_value_axis,
)

MARK_COLOURS = {Mark.SLIP: "#b58900", Mark.MISTAKE: "#d55e00", Mark.BLUNDER: "#b00020"}
MARK_SHAPES = {Mark.SLIP: "down", Mark.MISTAKE: "diamond", Mark.BLUNDER: "octagon"}
MARK_RADIUS = {Mark.SLIP: 7.0, Mark.MISTAKE: 8.0, Mark.BLUNDER: 9.0}


def badge_path(shape: str, centre: QPointF, r: float) -> QPainterPath:
    """The outline of a mark's badge of radius ``r`` around ``centre``."""
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if shape == "down":
        path.moveTo(x - r * 1.1, y - r * 0.8)
        path.lineTo(x + r * 1.1, y - r * 0.8)
        path.lineTo(x, y + r * 1.1)
        path.closeSubpath()
    elif shape == "octagon":
        for k in range(8):
            a = math.pi / 8 + k * math.pi / 4
            p = QPointF(x + r * math.cos(a), y + r * math.sin(a))
            if k == 0:
                path.moveTo(p)
            else:
                path.lineTo(p)
        path.closeSubpath()
    else:
        return marker_path("diamond", centre, r)
    return path


def paint_badge(painter: QPainter, mark: Mark, letter: str, centre: QPointF,
                font: QFont, scale: float = 1.0) -> None:
    """A mark's badge: its shape, white inside, a thick border in its colour, its letter."""
    r = MARK_RADIUS[mark] * scale
    colour = QColor(MARK_COLOURS[mark])
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    path = badge_path(MARK_SHAPES[mark], centre, r)
    painter.setPen(QPen(colour, 2.2))
    painter.setBrush(QColor("#ffffff"))
    painter.drawPath(path)
    small = QFont(font)
    small.setBold(True)
    small.setPixelSize(max(8, int(r * 1.1)))
    painter.setFont(small)
    painter.setPen(colour.darker(130))
    box = QRectF(centre.x() - r, centre.y() - r - (r * 0.15 if mark is Mark.SLIP else 0),
                 2 * r, 2 * r)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, letter)
    painter.restore()


class AnalysisChart(QWidget):
    """Each player's expected margin at the start of every analysed turn, with the marks."""

    turn_clicked = Signal(int)
    """A marked turn was clicked (its turn number)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisChart")
        self.analysis: GameAnalysis | None = None
        self.names: list[str] = []
        self.automaton = False
        self.letters: dict[Mark, str] = {}
        self.selected: int | None = None
        self._hits: list[tuple[QPointF, TurnVerdict]] = []
        self.tip_for: Callable[[TurnVerdict], str] = lambda _verdict: ""
        """A marked turn's words for the tooltip (the panel gives its own)."""
        self.setMinimumSize(320, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(560, 220)

    def show_analysis(self, analysis: GameAnalysis | None, names: Sequence[str],
                      letters: dict[Mark, str], *, automaton: bool = False) -> None:
        """Draw ``analysis`` for players ``names`` (in seat order); ``letters`` are the marks'
        letters in the interface language; ``automaton``: a solo game (margins are against it)."""
        self.analysis = analysis
        self.names = list(names)
        self.letters = dict(letters)
        self.automaton = automaton
        self.update()

    def select(self, turn: int | None) -> None:
        """Highlight the turn shown on the table (None: none)."""
        if turn != self.selected:
            self.selected = turn
            self.update()

    def axis_title(self) -> str:
        """The title of the vertical axis: the margin, over the automaton in a solo game."""
        if self.automaton:
            return self.tr("Margin over the automaton")
        return self.tr("Margin")

    # ------------------------------------------------------------------ geometry

    def points(self) -> list[tuple[int, tuple[float, ...]]]:
        """The curve drawn: (turn, margins) in game order."""
        return list(self.analysis.curve) if self.analysis is not None else []

    def marked(self) -> list[TurnVerdict]:
        """The marked turns, in game order."""
        if self.analysis is None:
            return []
        return [v for v in self.analysis.turns if v.mark is not None]

    def mark_positions(self) -> list[tuple[QPointF, TurnVerdict]]:
        """Where each marked turn's badge was drawn last (widget coordinates)."""
        return list(self._hits)

    # ------------------------------------------------------------------ painting

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._hits = []
        ink = self.palette().text().color()
        faint = QColor(ink)
        faint.setAlpha(45)
        fm = QFontMetricsF(self.font())
        line_h = fm.height()
        curve = self.points()
        if self.analysis is None or not curve:
            painter.end()
            return
        n_lines = min(len(self.names), min(len(m) for _, m in curve))
        every = [v for _, m in curve for v in m[:n_lines]] or [0.0]
        lo, hi = min(-1.0, min(every)), max(1.0, max(every))
        step = nice_step(hi - lo)
        lo = math.floor(lo / step) * step
        hi = math.ceil(hi / step) * step
        names = self.names[:n_lines]
        name_w = min(max((fm.horizontalAdvance(n) for n in names), default=0.0) + 22,
                     self.width() * 0.22)
        y_text_w = max(fm.horizontalAdvance(f"{v:+g}") for v in (lo, hi)) + 8
        # the axis title runs along the axis; too long for it (the automaton's margin on a
        # small window), it takes two lines
        axis = self.axis_title()
        top = line_h * 0.9 + 10
        axis_lines = 1 if fm.horizontalAdvance(axis) <= self.height() - line_h * 2.3 - top else 2
        axis_w = line_h * axis_lines
        plot = QRectF(y_text_w + axis_w + 4, top,
                      self.width() - y_text_w - axis_w - 4 - name_w, 0)
        plot.setBottom(self.height() - line_h * 2.3)
        if plot.width() < 40 or plot.height() < 30:
            painter.end()
            return
        index = {turn: i for i, (turn, _) in enumerate(curve)}

        def px(i: float) -> float:
            return plot.left() + plot.width() * (i / max(1, len(curve) - 1))

        def py(v: float) -> float:
            return plot.bottom() - plot.height() * ((v - lo) / (hi - lo))

        # grid, y ticks, axes and the zero line (level game) in bold
        paint_value_axis(painter, plot, (lo, hi, step), py, lambda v: f"{v:+g}" if v else "0",
                         y_text_w, line_h, (ink, faint), zero_width=1.6)
        # x: the round of each analysed turn, labelled where a round starts
        rounds = {v.turn: v.round for v in self.analysis.turns}
        last_round: int | None = None
        last_x = -1e9
        for i, (turn, _) in enumerate(curve):
            rnd = rounds.get(turn)
            if rnd is None or rnd == last_round:
                continue
            last_round = rnd
            x = px(i)
            painter.setPen(QPen(ink, 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            text = str(rnd)
            if x - last_x >= fm.horizontalAdvance("000") + 4:
                painter.drawText(QRectF(x - 20, plot.bottom() + 4, 40, line_h),
                                 Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)
                last_x = x
        painter.setPen(ink)
        if axis_lines == 1:
            y_lines = [axis]
        else:
            head, _, tail = _halves(axis)
            y_lines = [fm.elidedText(text, Qt.TextElideMode.ElideRight, plot.height())
                       for text in (head, tail)]
        paint_axis_titles(painter, plot, line_h, self.tr("Round"), y_lines)
        # where the game was decided, and the turn on the table
        decided = self.analysis.decided_at
        if decided is not None and decided in index:
            x = px(index[decided])
            painter.setPen(QPen(ink, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            tag = self.tr("decided")
            w = fm.horizontalAdvance(tag) + 6
            left = min(max(plot.left(), x - w / 2), plot.right() - w)
            painter.drawText(QRectF(left, plot.top() - line_h - 2, w, line_h),
                             Qt.AlignmentFlag.AlignCenter, tag)
        if self.selected is not None and self.selected in index:
            x = px(index[self.selected])
            band = QColor(self.palette().highlight().color())
            band.setAlpha(60)
            painter.fillRect(QRectF(x - 6, plot.top(), 12, plot.height()), band)
        # the lines
        ends: list[float] = []
        for k in range(n_lines):
            style = line_style(k, automaton=False)
            colour = QColor(style.colour)
            pts = [QPointF(px(i), py(m[k])) for i, (_, m) in enumerate(curve)]
            painter.setPen(QPen(colour, 2.0, style.dash, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolyline(pts)
            painter.setPen(QPen(self.palette().base().color(), 1.0))
            painter.setBrush(colour)
            for p in pts:
                painter.drawPath(marker_path(style.marker, p, 3.0))
            ends.append(pts[-1].y())
        # names at the line ends
        paint_end_names(painter, fm, plot, names, [line_style(k).colour for k in range(n_lines)],
                        ends, name_w, ink)
        # the marks, on their player's line at the start of their turn
        for verdict in self.marked():
            at = index.get(verdict.turn)
            if at is None or verdict.mark is None or verdict.player >= n_lines:
                continue
            centre = QPointF(px(at), py(curve[at][1][verdict.player]))
            paint_badge(painter, verdict.mark, self.letters.get(verdict.mark, ""), centre,
                        self.font(), 1.25 if verdict.turn == self.selected else 1.0)
            self._hits.append((centre, verdict))
        painter.end()

    # ------------------------------------------------------------------ the mouse

    def verdict_at(self, pos: QPointF, reach: float = 12.0) -> TurnVerdict | None:
        """The marked turn whose badge is nearest ``pos`` within ``reach`` pixels."""
        best: tuple[float, TurnVerdict] | None = None
        for centre, verdict in self._hits:
            d = math.hypot(centre.x() - pos.x(), centre.y() - pos.y())
            if d <= reach and (best is None or d < best[0]):
                best = (d, verdict)
        return best[1] if best is not None else None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        verdict = self.verdict_at(event.position())
        if verdict is not None and event.button() == Qt.MouseButton.LeftButton:
            self.turn_clicked.emit(verdict.turn)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        verdict = self.verdict_at(event.position())
        if verdict is None:
            self.unsetCursor()
            QToolTip.hideText()
        else:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            tip = self.tip_for(verdict)
            if tip:
                QToolTip.showText(event.globalPosition().toPoint(), tip, self)
        super().mouseMoveEvent(event)


def _halves(text: str) -> tuple[str, str, str]:
    """``text`` split at the space nearest its middle (head, " ", tail); no space: the text
    and nothing."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return text, "", ""
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return text[:cut], " ", text[cut + 1 :]
