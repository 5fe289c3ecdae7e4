"""The balance lab's charts, painted with QPainter into images for its report.

Each chart has a value axis with ticks and light grid lines, its reference line where one
means something (a seat's fair share of the wins), every bar's value written above it when
there is room, and 95% whiskers on every bar that has an interval. Series are told apart
without colour: this deck solid, the classic deck hatched, the previous version dotted, each
named in the legend. Category labels are thinned out only as much as their width needs.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPen

from app.templates import fill

DECK_COLOUR = QColor("#0072b2")
CLASSIC_COLOUR = QColor("#8a8a8a")
PREVIOUS_COLOUR = QColor("#d55e00")
CHART_SIZE = (620, 250)
STYLES = ("solid", "hatched", "dotted")


@dataclass(frozen=True, slots=True)
class Series:
    """One row of bars: a name for the legend, a value per category and, if known, each
    value's 95% interval; ``style`` is one of :data:`STYLES`."""

    name: str
    values: Sequence[float]
    intervals: Sequence[tuple[float, float]] | None = None
    style: str = "solid"


def decimal_text(value: float, places: int) -> str:
    """``value`` with ``places`` decimals, as the interface language writes it ("0.029",
    "0,029")."""
    return QLocale().toString(float(value), "f", places)


def percent_text(share: float, places: int = 0, signed: bool = False) -> str:
    """A share (0.125) as a percentage, as the interface language writes it ("12.5%",
    "12,5 %")."""
    number = decimal_text(100 * share, places)
    if signed and share >= 0:
        number = "+" + number
    # TRANSLATORS: a percentage; put the space your language writes before "%", if any
    return fill(QCoreApplication.translate("BalanceCharts", "%1%"), number)


def nice_step(top: float, ticks: int = 4) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``ticks`` ticks up to
    ``top``."""
    if top <= 0:
        return 1.0
    raw = top / ticks
    power = 10.0 ** math.floor(math.log10(raw))
    for m in (1.0, 2.0, 2.5, 5.0, 10.0):
        if raw <= m * power:
            return m * power
    return 10.0 * power


def _brush(style: str) -> tuple[QBrush, QColor]:
    if style == "hatched":
        return QBrush(CLASSIC_COLOUR, Qt.BrushStyle.BDiagPattern), CLASSIC_COLOUR.darker(150)
    if style == "dotted":
        return QBrush(PREVIOUS_COLOUR, Qt.BrushStyle.Dense5Pattern), PREVIOUS_COLOUR.darker(140)
    return QBrush(DECK_COLOUR), DECK_COLOUR.darker(150)


def _bar(p: QPainter, rect: QRectF, style: str) -> None:
    brush, edge = _brush(style)
    p.fillRect(rect, QColor("white"))
    p.fillRect(rect, brush)
    p.setPen(QPen(edge, 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(rect)


def bar_chart(title: str, labels: Sequence[str], series: Sequence[Series], *,
              percent: bool = False, reference: float | None = None,
              reference_label: str = "", size: tuple[int, int] = CHART_SIZE) -> QImage:
    """Groups of bars, one group per label, one bar per series (see the module text)."""
    w, h = size
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont(p.font())
    font.setPixelSize(12)
    p.setFont(font)
    small = QFont(font)
    small.setPixelSize(10)
    fm, fs = QFontMetricsF(font), QFontMetricsF(small)
    ink = QColor("#222222")
    p.setPen(ink)
    p.drawText(QRectF(8, 4, w - 16, 18), Qt.AlignmentFlag.AlignLeft, title)
    # the legend, on its own line under the title
    x = 8.0
    for s in series:
        _bar(p, QRectF(x, 26, 12, 12), s.style)
        p.setPen(ink)
        p.drawText(QPointF(x + 16, 36), s.name)
        x += 16 + fm.horizontalAdvance(s.name) + 18
    if reference is not None and reference_label:  # the reference line has its legend entry
        p.setPen(QPen(QColor("#000000"), 1.2, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(x, 32), QPointF(x + 18, 32))
        p.setPen(ink)
        p.drawText(QPointF(x + 22, 36), reference_label)
    values = [v for s in series for v in s.values if v == v]
    highs = [hi for s in series for _, hi in (s.intervals or [])]
    top = max([*values, *highs, reference or 0.0, 1e-9])
    step = nice_step(top)
    top = step * math.ceil(top / step - 1e-9)

    def fmt(v: float) -> str:
        if percent:
            return percent_text(v)
        return QLocale().toString(float(v), "g") if step >= 1 else decimal_text(v, 2)

    axis_w = max(fs.horizontalAdvance(fmt(top)), fs.horizontalAdvance(fmt(0))) + 8
    left, right, plot_top, bottom = axis_w + 6, w - 10.0, 48.0, h - 22.0

    def y_of(v: float) -> float:
        return bottom - (bottom - plot_top) * max(0.0, v) / top

    # ticks and grid lines
    p.setFont(small)
    t = 0.0
    while t <= top + 1e-9:
        y = y_of(t)
        p.setPen(QPen(QColor("#e3e3e3"), 1))
        p.drawLine(QPointF(left, y), QPointF(right, y))
        p.setPen(ink)
        p.drawText(QRectF(0, y - 7, left - 6, 14),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, fmt(t))
        t += step
    p.setPen(QPen(QColor("#444444"), 1))
    p.drawLine(QPointF(left, bottom), QPointF(right, bottom))
    p.drawLine(QPointF(left, plot_top), QPointF(left, bottom))
    n = max(1, len(labels))
    slot = (right - left) / n
    k = max(1, len(series))
    bw = slot * 0.8 / k
    # the values over the bars, when the widest fits a bar
    widest = max((fs.horizontalAdvance(fmt(v)) for v in values), default=0.0)
    show_values = widest <= bw + 2
    for i in range(len(labels)):
        x0 = left + i * slot + slot * 0.1
        for j, s in enumerate(series):
            if i >= len(s.values):
                continue
            v = s.values[i]
            rect = QRectF(x0 + j * bw, y_of(v), bw, bottom - y_of(v))
            _bar(p, rect, s.style)
            top_of_bar = y_of(v)
            if s.intervals is not None and i < len(s.intervals):
                lo, hi = s.intervals[i]
                cx = rect.center().x()
                p.setPen(QPen(ink, 1.3))
                p.drawLine(QPointF(cx, y_of(lo)), QPointF(cx, y_of(hi)))
                cap = min(4.0, bw / 3)
                p.drawLine(QPointF(cx - cap, y_of(lo)), QPointF(cx + cap, y_of(lo)))
                p.drawLine(QPointF(cx - cap, y_of(hi)), QPointF(cx + cap, y_of(hi)))
                top_of_bar = min(top_of_bar, y_of(hi))
            if show_values:
                p.setPen(ink)
                p.drawText(QRectF(rect.x() - 10, top_of_bar - 14, bw + 20, 13),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, fmt(v))
    if reference is not None:
        y = y_of(reference)
        p.setPen(QPen(QColor("#000000"), 1.2, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(left, y), QPointF(right, y))
    # category labels, as many as fit side by side
    widest_label = max((fs.horizontalAdvance(lab) for lab in labels), default=0.0)
    every = max(1, math.ceil((widest_label + 6) / slot))
    p.setPen(ink)
    for i, label in enumerate(labels):
        if i % every == 0:
            p.drawText(QRectF(left + i * slot - 20, bottom + 3, slot + 40, 16),
                       Qt.AlignmentFlag.AlignHCenter, label)
    p.end()
    return img


__all__ = ["CHART_SIZE", "STYLES", "Series", "bar_chart", "nice_step"]
