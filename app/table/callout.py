"""A callout: a speech bubble on the table that points at something and says what to do.

The lessons (app/table/lesson.py) and the first-time tips use it. A :class:`Callout` is a scene
item drawn in the table's style (the banner's dark wood and gold edge) with an optional title, a
word-wrapped text no wider than ``max_width`` pixels, optional buttons given as (text, callback)
pairs, and an arrow pointing at an anchor rectangle in scene coordinates.

:meth:`Callout.place` puts the bubble beside the anchor: it tries the right, left, below and
above, takes the first side with room inside ``bounds``, and never covers the anchor (when no
side has room it takes the roomiest side and keeps out of the anchor there, leaving ``bounds``
if it must). It is also given what the player is asked to act on (``keep_clear``: the pieces
to drag, the puzzles to drop them on...) and keeps off it: slid along the anchor, or anywhere
in ``bounds`` nearest to the anchor, whatever spot covers none of it (:func:`choose_spot`, a
plain geometric choice the tests check).

Legibility at every zoom: the callout keeps its size in *pixels*. It does not use
``ItemIgnoresTransformations`` (whose scene rect Qt cannot compute without a view); instead
:meth:`place` reads the scale of the scene's first view and scales the item by ``1 / scale``,
so its scene rect stays exact (for tests and placement) and its text is always the same size on
screen. Call :meth:`place` again when the view's zoom or the scene's layout changes.

Input: the table's controller sees the view's mouse and keys before scene items do, so the
callout listens on the view itself (an event filter, installed when it is first placed): a click
on a button presses it and is eaten. Everywhere else a bubble never takes the table's clicks:
under the pointer (off its buttons) it turns see-through (:meth:`Callout.peeking`), and a
press there, a drag started from a piece under it or a drop on a card under it reach the table
as if the bubble were not there. The buttons' mnemonics work with Alt+letter; F6 gives the
keyboard to the callout (its focused button gets a dashed gold ring), then Left/Right/Tab move
between buttons, Enter/Space press one, Escape or F6 gives the keyboard back to the table.

Screen readers: the item's accessible text (:meth:`accessible_text`) is its title and text; it is
announced (politely) whenever it is shown or its text changes, the way the game log announces
new lines.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import (
    QBrush,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from app.i18n import without_mnemonic
from app.render.theme import qcolor, with_alpha
from app.table.accessible import announce
from app.table.items import GOLD, INK, INK_SOFT
from app.templates import fill

ButtonSpec = tuple[str, Callable[[], None]]
"""A button: its text (may hold a mnemonic "&") and what pressing it does."""

SIDES = ("right", "left", "below", "above")
"""The sides :meth:`Callout.place` tries, in order."""

PAD = 14.0  # pixels inside the bubble
GAP = 16.0  # pixels between the anchor and the bubble (the arrow's length)
ARROW = 11.0  # half the arrow's base
PEEK_OPACITY = 0.2  # the bubble under the pointer, off its buttons: the table shows through


def _steps(lo: float, hi: float, step: float) -> list[float]:
    """Positions from ``lo`` to ``hi`` (both included) about ``step`` apart."""
    if hi <= lo:
        return [lo]
    n = max(1, int((hi - lo) / max(step, 1e-6) + 0.999))
    return [lo + (hi - lo) * i / n for i in range(n + 1)]


def _overlap(r: QRectF, others: Sequence[QRectF]) -> float:
    """How much of ``others`` the rectangle ``r`` covers (area)."""
    total = 0.0
    for o in others:
        i = r.intersected(o)
        if not i.isEmpty():
            total += i.width() * i.height()
    return total


def choose_spot(w: float, h: float, anchor: QRectF, bounds: QRectF,
                sides: Sequence[str] = SIDES, keep_clear: Sequence[QRectF] = (),
                gap: float = GAP) -> tuple[str, QPointF]:
    """Where a bubble ``w`` by ``h`` goes (its side of the anchor and its top-left), all in
    scene units: geometric and deterministic, so tests can check it.

    The bubble lies inside ``bounds`` and never on ``anchor``. Tried in this order: beside the
    anchor on each of ``sides`` (centred on it, or pushed inside the bounds), the same sides
    slid along the anchor, then any spot of the bounds, nearest to the anchor first. The first
    spot that covers none of ``keep_clear`` (the things the player is asked to act on, with a
    margin of a quarter of ``gap``) is taken; when none is left uncovered, the one covering the
    least of them. Only when the bounds have no room beside the anchor at all does the bubble
    leave them (on the roomiest side, still off the anchor).
    """
    a, b = anchor, bounds
    eps = 1e-6
    margin = gap / 4
    clear = [QRectF(r).adjusted(-margin, -margin, margin, margin) for r in keep_clear]

    def clamp(v: float, lo: float, hi: float) -> float:
        return lo if hi < lo else min(max(v, lo), hi)

    def rect(x: float, y: float) -> QRectF:
        return QRectF(x, y, w, h)

    def inside(r: QRectF) -> bool:
        return r.left() >= b.left() - eps and r.top() >= b.top() - eps and \
            r.right() <= b.right() + eps and r.bottom() <= b.bottom() + eps

    def side_of(r: QRectF) -> str:
        if r.left() >= a.right() - eps:
            return "right"
        if r.right() <= a.left() + eps:
            return "left"
        return "below" if r.top() >= a.bottom() - eps else "above"

    beside: list[tuple[str, QRectF]] = []
    slid: list[tuple[float, str, QRectF]] = []
    for side in sides:
        if side in ("right", "left"):
            x = a.right() + gap if side == "right" else a.left() - gap - w
            centre = a.center().y() - h / 2
            beside.append((side, rect(x, clamp(centre, b.top(), b.bottom() - h))))
            for y in _steps(b.top(), b.bottom() - h, h / 6):
                slid.append((abs(y - centre), side, rect(x, y)))
        else:
            y = a.bottom() + gap if side == "below" else a.top() - gap - h
            centre = a.center().x() - w / 2
            beside.append((side, rect(clamp(centre, b.left(), b.right() - w), y)))
            for x in _steps(b.left(), b.right() - w, w / 6):
                slid.append((abs(x - centre), side, rect(x, y)))
    slid.sort(key=lambda t: t[0])  # stable: the sides' order breaks ties
    anywhere: list[tuple[float, str, QRectF]] = []
    for y in _steps(b.top(), b.bottom() - h, h / 4):
        for x in _steps(b.left(), b.right() - w, w / 4):
            r = rect(x, y)
            dx = max(a.left() - r.right(), r.left() - a.right(), 0.0)
            dy = max(a.top() - r.bottom(), r.top() - a.bottom(), 0.0)
            anywhere.append((dx * dx + dy * dy, side_of(r), r))
    anywhere.sort(key=lambda t: t[0])
    candidates = beside + [(s, r) for _d, s, r in slid] + [(s, r) for _d, s, r in anywhere]
    room = a.adjusted(-eps * 10, -eps * 10, eps * 10, eps * 10)
    valid = [(s, r) for s, r in candidates if inside(r) and not r.intersects(room)]
    for s, r in valid:
        if _overlap(r, clear) <= eps:
            return s, r.topLeft()
    if valid:
        s, r = min(valid, key=lambda c: _overlap(c[1], clear))
        return s, r.topLeft()

    # no room in the bounds beside the anchor: the roomiest side, off the anchor
    def missing(side: str, r: QRectF) -> float:
        if side in ("right", "left"):
            have = (b.right() - a.right() - gap) if side == "right" else \
                (a.left() - gap - b.left())
            return max(0.0, w - have) * h + max(0.0, h - b.height()) * w
        have = (b.bottom() - a.bottom() - gap) if side == "below" else (a.top() - gap - b.top())
        return max(0.0, h - have) * w + max(0.0, w - b.width()) * h

    s, r = min(beside, key=lambda c: missing(*c))
    return s, r.topLeft()


@dataclass(slots=True)
class _Button:
    text: str
    action: Callable[[], None]
    rect: QRectF  # item coordinates

    @property
    def words(self) -> str:
        return without_mnemonic(self.text)

    @property
    def mnemonic(self) -> str:
        t = self.text.replace("&&", "")
        i = t.find("&")
        return t[i + 1].lower() if 0 <= i < len(t) - 1 else ""


class Callout(QGraphicsObject):
    """A bubble with a title, a text, buttons and an arrow pointing at an anchor rect."""

    def __init__(self, text: str = "", *, title: str = "",
                 buttons: Sequence[ButtonSpec] = (), max_width: float = 340.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = text
        self._title = title
        self._max_width = max_width
        self._buttons: list[_Button] = [_Button(t, a, QRectF()) for t, a in buttons]
        self._size = QRectF()  # the bubble, item coordinates (pixels)
        self._arrow = QPolygonF()
        self._side = "right"
        self._anchor = QRectF()
        self._bounds = QRectF()
        self._sides: tuple[str, ...] = SIDES
        self._keep_clear: tuple[QRectF, ...] = ()
        self._focus = -1  # the button with the keyboard, -1: the table has it
        self._pressed = -1
        self._shake = 0.0
        self._filtered: list[QObject] = []
        self._listener = _Listener(self)
        self._anim = QVariantAnimation(self)
        self._anim.setDuration(420)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self._anim.valueChanged.connect(self._on_shake)
        self._anim.finished.connect(lambda: self._on_shake(0.0))
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view filter takes them
        self._layout()

    # ------------------------------------------------------------------ content

    def text(self) -> str:
        """The bubble's text."""
        return self._text

    def title(self) -> str:
        """The bubble's title ("" for none)."""
        return self._title

    def set_text(self, text: str, title: str | None = None) -> None:
        """Change the text (and the title when given); re-placed at the same anchor, announced."""
        self._text = text
        if title is not None:
            self._title = title
        self._relayout()
        self.announce()

    def set_buttons(self, buttons: Sequence[ButtonSpec]) -> None:
        """Replace the buttons."""
        self._buttons = [_Button(t, a, QRectF()) for t, a in buttons]
        self._focus = -1
        self._relayout()

    def button_texts(self) -> list[str]:
        """The buttons' texts, without mnemonic marks."""
        return [b.words for b in self._buttons]

    def press(self, index_or_text: int | str) -> None:
        """Press a button by its index or its text (without the mnemonic mark)."""
        if isinstance(index_or_text, str):
            index = self.button_texts().index(index_or_text)
        else:
            index = index_or_text
        self._buttons[index].action()

    def button_rect(self, index: int) -> QRectF:
        """Where button ``index`` is, in scene coordinates."""
        return self.mapRectToScene(self._buttons[index].rect)

    def accessible_text(self) -> str:
        """What a screen reader says for the callout: its title and text."""
        words = [w for w in (self._title, self._text) if w]
        if self._buttons:
            words.append(fill(QApplication.translate("Callout", "Press F6 for the buttons: %1"),
                              ", ".join(self.button_texts())))
        return ". ".join(words)

    def announce(self) -> None:
        """Ask screen readers to say the callout's text (done when shown or changed)."""
        view = self._view()
        if view is not None and self.isVisible():
            announce(view, self.accessible_text())

    def side(self) -> str:
        """The side of the anchor the bubble is on ("right", "left", "below", "above")."""
        return self._side

    def shake(self) -> None:
        """Shake the bubble sideways (a refused action: "do what I say first")."""
        self._anim.stop()
        self._anim.start()

    def is_shaking(self) -> bool:
        """Whether the bubble is shaking now."""
        return self._anim.state() == QVariantAnimation.State.Running

    def _on_shake(self, value: object) -> None:
        import math
        v = float(value) if isinstance(value, (int, float)) else 0.0
        self._shake = math.sin(v * math.pi * 6) * 9.0 * (1.0 - v)
        self.update()

    # ------------------------------------------------------------------ geometry

    def _font(self, *, bold: bool = False, scale: float = 1.0) -> QFont:
        font = QFont(QApplication.font())
        font.setPointSizeF(max(font.pointSizeF(), 10.0) * 1.15 * scale)
        font.setBold(bold)
        return font

    def _layout(self) -> None:
        self.prepareGeometryChange()
        width = self._max_width - 2 * PAD
        flags = int(Qt.TextFlag.TextWordWrap)
        body = QFontMetricsF(self._font()).boundingRect(QRectF(0, 0, width, 10000), flags,
                                                        self._text) if self._text else QRectF()
        head = QFontMetricsF(self._font(bold=True, scale=1.1)).boundingRect(
            QRectF(0, 0, width, 10000), flags, self._title) if self._title else QRectF()
        bfm = QFontMetricsF(self._font(bold=True, scale=0.95))
        bh = bfm.height() + 12
        # the text as drawn: a bracketed mnemonic ("เข้าใจแล้ว(&G)") shows as "(G)"
        show = int(Qt.TextFlag.TextShowMnemonic)
        widths = [bfm.size(show, b.text).width() + 26 for b in self._buttons]
        # the first row leaves room on its left for the "F6" reminder (paint)
        f6 = QFontMetricsF(self._font(scale=0.75)).horizontalAdvance("F6") + 8
        rows: list[list[int]] = []
        for i, w in enumerate(widths):
            room = width - (f6 if len(rows) == 1 else 0.0)
            if rows and sum(widths[j] + 8 for j in rows[-1]) + w <= room:
                rows[-1].append(i)
            else:
                rows.append([i])
        buttons_w = max((sum(widths[j] + 8 for j in r) - 8 + (f6 if k == 0 else 0.0)
                         for k, r in enumerate(rows)), default=0.0)
        inner_w = min(width, max(body.width(), head.width(), buttons_w, 120.0))
        y = PAD
        self._title_rect = QRectF(PAD, y, inner_w, head.height())
        if self._title:
            y += head.height() + 6
        self._text_rect = QRectF(PAD, y, inner_w, body.height())
        y += body.height()
        for r in rows:
            y += 10
            x = PAD + inner_w - (sum(widths[j] + 8 for j in r) - 8)  # right-aligned
            for j in r:
                self._buttons[j].rect = QRectF(x, y, widths[j], bh)
                x += widths[j] + 8
            y += bh
        self._size = QRectF(0, 0, inner_w + 2 * PAD, y + PAD)

    def _relayout(self) -> None:
        self._layout()
        if not self._anchor.isNull():
            self.place(self._anchor, self._bounds, self._sides, self._keep_clear)
        else:
            self.update()

    def boundingRect(self) -> QRectF:
        m = GAP + 12
        return self._size.adjusted(-m, -m, m, m)

    def bubble_rect(self) -> QRectF:
        """The bubble (arrow aside) in scene coordinates."""
        return self.mapRectToScene(self._size)

    def _view(self) -> QGraphicsView | None:
        scene = self.scene()
        if scene is None:
            return None
        views = scene.views()
        return views[0] if views else None

    def place(self, anchor: QRectF, bounds: QRectF, sides: Sequence[str] = SIDES,
              keep_clear: Sequence[QRectF] = ()) -> None:
        """Put the bubble beside ``anchor`` (scene coordinates) inside ``bounds``: the first of
        ``sides`` (right, left, below, above) with room; it never covers ``anchor``, and keeps
        off every rectangle of ``keep_clear`` (what the player is asked to act on) wherever
        ``bounds`` leave a spot for that (:func:`choose_spot`)."""
        self._anchor = QRectF(anchor)
        self._bounds = QRectF(bounds)
        self._sides = tuple(s for s in sides if s in SIDES) or SIDES
        self._keep_clear = tuple(QRectF(r) for r in keep_clear)
        view = self._view()
        scale = view.transform().m11() if view is not None else 1.0
        scale = scale if scale > 1e-6 else 1.0
        self._listen(view)
        self.setScale(1.0 / scale)
        w = self._size.width() / scale
        h = self._size.height() / scale
        a = anchor
        side, top_left = choose_spot(w, h, anchor, bounds, self._sides, self._keep_clear,
                                     GAP / scale)
        self._side = side
        self.setPos(top_left)
        self.setOpacity(1.0)  # moved: whole again until the pointer comes onto it
        # the arrow, in item coordinates (pixels), from the bubble's edge towards the anchor
        local = QRectF(self.mapFromScene(a.topLeft()), self.mapFromScene(a.bottomRight()))
        s = self._size
        if side in ("right", "left"):
            edge = s.left() if side == "right" else s.right()
            tip_x = edge - GAP if side == "right" else edge + GAP
            cy = min(max(local.center().y(), s.top() + ARROW + 8), s.bottom() - ARROW - 8)
            self._arrow = QPolygonF([QPointF(edge, cy - ARROW), QPointF(tip_x, cy),
                                     QPointF(edge, cy + ARROW)])
        else:
            edge = s.top() if side == "below" else s.bottom()
            tip_y = edge - GAP if side == "below" else edge + GAP
            cx = min(max(local.center().x(), s.left() + ARROW + 8), s.right() - ARROW - 8)
            self._arrow = QPolygonF([QPointF(cx - ARROW, edge), QPointF(cx, tip_y),
                                     QPointF(cx + ARROW, edge)])
        self.update()

    # ------------------------------------------------------------------ painting

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.save()
        painter.translate(self._shake, 0)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._size
        shape = QPainterPath()
        shape.addRoundedRect(r, 12, 12)
        arrow = QPainterPath()
        arrow.addPolygon(self._arrow)
        arrow.closeSubpath()
        shape = shape.united(arrow)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha("#000000", 90))
        painter.drawPath(shape.translated(0, 4))
        g = QLinearGradient(0, r.top(), 0, r.bottom())
        g.setColorAt(0, qcolor("#3a2a1c"))
        g.setColorAt(1, qcolor("#241810"))
        painter.setBrush(QBrush(g))
        painter.setPen(QPen(qcolor(GOLD), 2.0))
        painter.drawPath(shape)
        flags = int(Qt.TextFlag.TextWordWrap)
        if self._title:
            painter.setFont(self._font(bold=True, scale=1.1))
            painter.setPen(qcolor(GOLD))
            painter.drawText(self._title_rect, flags, self._title)
        painter.setFont(self._font())
        painter.setPen(qcolor(INK))
        painter.drawText(self._text_rect, flags, self._text)
        painter.setFont(self._font(bold=True, scale=0.95))
        for i, b in enumerate(self._buttons):
            down = i == self._pressed
            painter.setPen(QPen(qcolor(GOLD), 1.5))
            painter.setBrush(qcolor("#8c6a2a" if down else "#5a4220"))
            painter.drawRoundedRect(b.rect, b.rect.height() / 2, b.rect.height() / 2)
            painter.setPen(qcolor(INK))
            painter.drawText(b.rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextShowMnemonic),
                             b.text)
            if i == self._focus:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(qcolor(GOLD), 2.5, Qt.PenStyle.DashLine))
                rr = b.rect.adjusted(-4, -4, 4, 4)
                painter.drawRoundedRect(rr, rr.height() / 2, rr.height() / 2)
        if self._focus < 0 and self._buttons:
            # a quiet reminder of the way in for the keyboard
            painter.setPen(qcolor(INK_SOFT))
            painter.setFont(self._font(scale=0.75))
            first = self._buttons[0].rect
            painter.drawText(QRectF(PAD, first.top(), max(0.0, first.left() - PAD - 6),
                                    first.height()),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             "F6")
        painter.restore()

    # ------------------------------------------------------------------ input

    def _listen(self, view: QGraphicsView | None) -> None:
        if view is None or view in self._filtered:
            return
        view.installEventFilter(self._listener)
        view.viewport().installEventFilter(self._listener)
        self._filtered += [view, view.viewport()]

    def has_keyboard(self) -> bool:
        """Whether the callout's buttons have the keyboard (F6)."""
        return self._focus >= 0

    def set_keyboard(self, on: bool) -> None:
        """Give the keyboard to the buttons (the first one) or back to the table."""
        self._focus = 0 if on and self._buttons else -1
        self.update()

    def _button_at(self, scene_pos: QPointF) -> int:
        local = self.mapFromScene(scene_pos)
        for i, b in enumerate(self._buttons):
            if b.rect.contains(local):
                return i
        return -1

    def peeking(self) -> bool:
        """Whether the bubble is see-through now (the pointer is on it, off its buttons)."""
        return self.opacity() < 1.0

    def _peek(self, scene_pos: QPointF | None) -> None:
        """See-through while the pointer is on the bubble but not on a button: the player sees
        what lies under it, and a click there reaches the table."""
        on = scene_pos is not None and self.bubble_rect().contains(scene_pos) and \
            self._button_at(scene_pos) < 0
        self.setOpacity(PEEK_OPACITY if on else 1.0)

    def _mouse(self, event: QMouseEvent, view: QGraphicsView) -> bool:
        scene_pos = view.mapToScene(event.position().toPoint())
        if event.type() == QEvent.Type.MouseButtonPress:
            i = self._button_at(scene_pos)
            if i >= 0:
                self._pressed = i
                self.update()
                return True
            # a click on the bubble beside its buttons is the table's: the bubble turned
            # see-through under the pointer, so what is clicked is what the player sees
            self._peek(scene_pos)
            return False
        if event.type() == QEvent.Type.MouseButtonRelease and self._pressed >= 0:
            i, self._pressed = self._pressed, -1
            self.update()
            if self._button_at(scene_pos) == i:
                self._buttons[i].action()
            return True
        return False

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key == Qt.Key.Key_F6:
            self.set_keyboard(self._focus < 0)
            return True
        if event.modifiers() & Qt.KeyboardModifier.AltModifier and event.text():
            letter = event.text().lower()
            for b in self._buttons:
                if b.mnemonic and b.mnemonic == letter:
                    b.action()
                    return True
        if self._focus < 0:
            return False
        n = len(self._buttons)
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Down):
            self._focus = (self._focus + 1) % n
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Backtab, Qt.Key.Key_Up):
            self._focus = (self._focus - 1) % n
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            i = self._focus
            self._focus = -1
            self.update()
            self._buttons[i].action()
            return True
        elif key == Qt.Key.Key_Escape:
            self._focus = -1
        else:
            return True  # the table does not get keys while the buttons have them
        self.update()
        return True

    def view_of(self, watched: QObject) -> QGraphicsView | None:
        """The view showing this callout that ``watched`` is, or whose viewport it is; None
        while the callout is hidden, or for another view."""
        if not self.isVisible() or self.scene() is None:
            return None
        view = watched if isinstance(watched, QGraphicsView) else watched.parent()
        if not isinstance(view, QGraphicsView) or view.scene() is not self.scene():
            return None
        return view

    def filter_event(self, watched: QObject, event: QEvent) -> bool:
        """The view's events: True when the callout used (and ate) it."""
        view = self.view_of(watched)
        if view is None:
            return False
        if isinstance(event, QMouseEvent) and watched is not view and event.type() in (
                QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
                QEvent.Type.MouseButtonDblClick):
            if event.type() == QEvent.Type.MouseButtonDblClick:
                return self._button_at(view.mapToScene(event.position().toPoint())) >= 0
            return self._mouse(event, view)
        if isinstance(event, QMouseEvent) and watched is not view and \
                event.type() == QEvent.Type.MouseMove:
            self._peek(view.mapToScene(event.position().toPoint()))
            return False
        if event.type() == QEvent.Type.Leave and watched is not view:
            self._peek(None)
            return False
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress and \
                watched is view:
            return self._key(event)
        return False

    def detach(self) -> None:
        """Stop listening to the views (before the callout is thrown away)."""
        for obj in self._filtered:
            try:
                obj.removeEventFilter(self._listener)
            except RuntimeError:  # already deleted with its window
                pass
        self._filtered = []


class _Listener(QObject):
    """The event filter on the view that passes its events to the callout."""

    def __init__(self, callout: Callout) -> None:
        super().__init__()
        self._callout = callout

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        try:
            return self._callout.filter_event(watched, event)
        except RuntimeError:  # the callout was deleted with its scene
            return False
