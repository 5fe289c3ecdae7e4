"""Icons and thumbnails of the editor, painted with the game's own renderer.

Puzzle thumbnails are :func:`paint_puzzle_card` at a small size, piece icons are
:func:`paint_piece`, and the few symbols (severity marks, toolbar actions) are drawn here in the
same style, so the editor needs no image files.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from app.core.validation import Severity
from app.render import (
    paint_card_back,
    paint_piece,
    paint_piece_glyph,
    paint_puzzle_card,
)
from app.render.geometry import CARD_ASPECT
from app.rules import Cell, Deck, Puzzle, Shape

SEVERITY_COLOURS = {
    Severity.ERROR: "#d64535",
    Severity.WARNING: "#e8a33a",
    Severity.INFO: "#4a7fb5",
}


def _dpr() -> float:
    app = QGuiApplication.instance()
    screen = QGuiApplication.primaryScreen() if app is not None else None
    return screen.devicePixelRatio() if screen is not None else 1.0


def _canvas(w: float, h: float) -> tuple[QPixmap, QPainter]:
    dpr = _dpr()
    pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    return pm, p


def card_size(width: float) -> QSize:
    """The size of a card thumbnail of a given width (logical pixels)."""
    return QSize(round(width), round(width / CARD_ASPECT))


def card_thumbnail(
    puzzle: Puzzle, deck: Deck, width: float, *, badge: Severity | None = None
) -> QPixmap:
    """A puzzle card as the game paints it, ``width`` logical pixels wide, with a severity mark
    in its corner when validation found something."""
    h = width / CARD_ASPECT
    pm, p = _canvas(width, h)
    paint_puzzle_card(p, puzzle, deck, QRectF(0, 0, width, h))
    if badge is not None:
        d = width * 0.26
        paint_severity(p, badge, QRectF(width - d - width * 0.01, h - d - width * 0.06, d, d))
    p.end()
    return pm


def piece_pixmap(cells: Shape | tuple[Cell, ...], colour: str, size: float) -> QPixmap:
    """A piece centred in a square of ``size`` logical pixels."""
    pm, p = _canvas(size, size)
    m = size * 0.08
    # the piece as drawn in the editor (not turned to fit), at a scale shared by all pieces
    own = cells.cells if isinstance(cells, Shape) else cells
    paint_piece_glyph(p, own, colour, QRectF(m, m, size - 2 * m, size - 2 * m), min_cells=3)
    p.end()
    return pm


def piece_icon(shape: Shape, size: int = 32) -> QIcon:
    """An icon of a piece in its colour (not tinted when selected)."""
    pm = piece_pixmap(shape, shape.colour, size)
    icon = QIcon(pm)
    icon.addPixmap(pm, QIcon.Mode.Selected)
    return icon


def paint_severity(painter: QPainter, severity: Severity, rect: QRectF) -> None:
    """An error (red disc with !), warning (amber triangle with !) or note (blue disc with i).

    The three differ by shape as well as colour.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    colour = QColor(SEVERITY_COLOURS[severity])
    s = min(rect.width(), rect.height())
    r = QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s)
    painter.setPen(QPen(QColor(255, 255, 255), s * 0.07))
    painter.setBrush(colour)
    if severity is Severity.WARNING:
        tri = QPolygonF(
            [
                QPointF(r.center().x(), r.top() + s * 0.04),
                QPointF(r.right() - s * 0.02, r.bottom() - s * 0.06),
                QPointF(r.left() + s * 0.02, r.bottom() - s * 0.06),
            ]
        )
        painter.drawPolygon(tri)
    else:
        painter.drawEllipse(r.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255))
    cx = r.center().x()
    w = s * 0.13
    if severity is Severity.INFO:
        painter.drawEllipse(QPointF(cx, r.top() + s * 0.3), w * 0.6, w * 0.6)
        painter.drawRoundedRect(QRectF(cx - w / 2, r.top() + s * 0.42, w, s * 0.36), w / 3, w / 3)
    else:
        top = r.top() + (s * 0.3 if severity is Severity.WARNING else s * 0.2)
        painter.drawRoundedRect(QRectF(cx - w / 2, top, w, s * 0.38), w / 3, w / 3)
        painter.drawEllipse(QPointF(cx, r.top() + s * 0.74), w * 0.58, w * 0.58)
    painter.restore()


_SEVERITY_ICONS: dict[tuple[Severity, int, float], QIcon] = {}


def severity_icon(severity: Severity, size: int = 16) -> QIcon:
    """:func:`paint_severity` as an icon (painted once per kind and size: a report of
    hundreds of findings shows hundreds of them)."""
    key = (severity, size, _dpr())
    icon = _SEVERITY_ICONS.get(key)
    if icon is None:
        pm, p = _canvas(size, size)
        paint_severity(p, severity, QRectF(0, 0, size, size))
        p.end()
        icon = _SEVERITY_ICONS[key] = QIcon(pm)
    return icon


def card_back_icon(colour: str, size: int = 22) -> QIcon:
    """A small card back of a colour (for the white / black choice)."""
    pm, p = _canvas(size, size)
    w = size * 0.8
    paint_card_back(p, colour, QRectF((size - w) / 2, 0, w, size), None)
    p.end()
    return QIcon(pm)


def _card_icon(colour: str, size: int, plus: bool) -> QIcon:
    pm, p = _canvas(size, size)
    w = size * 0.78
    paint_card_back(p, colour, QRectF((size - w) / 2 - size * 0.06, 0, w, size), None)
    if plus:
        _paint_plus(p, QRectF(size * 0.52, size * 0.52, size * 0.46, size * 0.46))
    p.end()
    return QIcon(pm)


def _paint_plus(p: QPainter, r: QRectF) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setPen(QPen(QColor(255, 255, 255), r.width() * 0.1))
    p.setBrush(QColor("#2f8f4e"))
    p.drawEllipse(r)
    p.setPen(
        QPen(
            QColor(255, 255, 255), r.width() * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap
        )
    )
    c = r.center()
    d = r.width() * 0.25
    p.drawLine(QPointF(c.x() - d, c.y()), QPointF(c.x() + d, c.y()))
    p.drawLine(QPointF(c.x(), c.y() - d), QPointF(c.x(), c.y() + d))
    p.restore()


def action_icon(name: str, size: int = 32) -> QIcon:
    """Icons of the editor's actions: ``"white"``, ``"black"`` (add a puzzle), ``"piece"``,
    ``"deck"``, ``"pdf"``, ``"play"``."""
    if name in ("white", "black"):
        return _card_icon(name, size, plus=True)
    pm, p = _canvas(size, size)
    s = float(size)
    if name == "piece":
        paint_piece(
            p, ((0, 0), (1, 0), (2, 0), (2, 1)), "#8a4fb5", QRectF(0, 0, s * 0.8, s), s / 3.6
        )
        _paint_plus(p, QRectF(s * 0.52, s * 0.52, s * 0.46, s * 0.46))
    elif name == "deck":
        w = s * 0.7
        paint_card_back(p, "black", QRectF(s * 0.02, s * 0.02, w, s * 0.9), None)
        paint_card_back(p, "white", QRectF(s * 0.28, s * 0.1, w, s * 0.9), None)
    elif name == "pdf":
        page = QRectF(s * 0.18, s * 0.06, s * 0.64, s * 0.86)
        p.setPen(QPen(QColor("#6b645c"), s * 0.04))
        p.setBrush(QColor("#ffffff"))
        path = QPainterPath()
        fold = s * 0.18
        path.moveTo(page.left(), page.top())
        path.lineTo(page.right() - fold, page.top())
        path.lineTo(page.right(), page.top() + fold)
        path.lineTo(page.right(), page.bottom())
        path.lineTo(page.left(), page.bottom())
        path.closeSubpath()
        p.drawPath(path)
        p.setPen(QPen(QColor("#a39b91"), s * 0.03, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(s * 0.27, s * 0.22, s * 0.3, s * 0.36))
        paint_piece(p, ((0, 0), (0, 1), (1, 1)), "#d83a34", QPointF(s * 0.4, s * 0.56), s * 0.13)
    elif name == "play":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#2f8f4e"))
        p.drawEllipse(QRectF(s * 0.06, s * 0.06, s * 0.88, s * 0.88))
        p.setBrush(QColor("#ffffff"))
        p.drawPolygon(
            QPolygonF(
                [QPointF(s * 0.4, s * 0.28), QPointF(s * 0.74, s * 0.5), QPointF(s * 0.4, s * 0.72)]
            )
        )
    p.end()
    return QIcon(pm)
