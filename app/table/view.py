"""The view of the table: scales the scene to the window and passes input to the controller."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from app.table.scene import TableScene
from app.table.tools import Pointer


class ViewInput(Protocol):
    """What the view hands its input to (the table's controller); each returns whether it
    used the event."""

    def mouse_press(self, p: Pointer) -> bool: ...

    def mouse_move(self, p: Pointer) -> bool: ...

    def mouse_release(self, p: Pointer) -> bool: ...

    def wheel(self, steps: int) -> bool: ...

    def key_press(self, key: int, modifiers: Qt.KeyboardModifier, text: str) -> bool: ...


ZOOM_STEP = 1.2
ZOOM_MIN = 1.0
ZOOM_MAX = 4.0


class TableView(QGraphicsView):
    """Fits the table in the window (keeping its aspect) times the user's zoom."""

    first_painted = Signal()
    """Emitted once, after the first frame was painted (the start-up benchmark waits for it)."""
    zoom_changed = Signal(float)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.controller: ViewInput | None = None  # the table's controller, set by the window
        self._zoom = 1.0
        self._painted = False
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, False)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self._set_scroll_bars()
        self.setAccessibleName(self.tr("Game table"))
        # what the keyboard focus is on, in words (set by the window): the view's accessible
        # description follows it, so a screen reader says what Enter would use
        self.focus_words: Callable[[], str] | None = None
        self.follow_focus()
        scene.sceneRectChanged.connect(lambda _r: self.fit())

    # ------------------------------------------------------------------ scaling

    @property
    def zoom(self) -> float:
        """The user's zoom on top of fitting the window (1 = the whole table)."""
        return self._zoom

    def set_zoom(self, zoom: float) -> None:
        """Zoom in (> 1) on top of the fitted table."""
        zoom = max(ZOOM_MIN, min(ZOOM_MAX, zoom))
        if abs(zoom - self._zoom) > 1e-9:
            self._zoom = zoom
            self._set_scroll_bars()
            self.fit()
            self.zoom_changed.emit(zoom)

    def _set_scroll_bars(self) -> None:
        """Scroll bars while zoomed in, none for the whole table, never "as needed".

        The scale follows the viewport's size, so bars shown as needed would feed back: a bar
        that appears narrows the viewport, the table shrinks and no longer needs the bar, the
        bar goes and the table grows again, forever (the window froze; found by the monkey
        test, bench/monkey.py seed 3).
        """
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAlwaysOn
            if self._zoom > ZOOM_MIN
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def zoom_in(self) -> None:
        """One step closer."""
        self.set_zoom(self._zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        """One step back."""
        self.set_zoom(self._zoom / ZOOM_STEP)

    def zoom_fit(self) -> None:
        """The whole table."""
        self.set_zoom(1.0)

    def fit(self) -> None:
        """Scale the scene to the viewport, keeping its aspect, then apply the zoom."""
        rect: QRectF = self.sceneRect()
        if rect.isEmpty() or self.viewport().width() <= 0:
            return
        centre = self.mapToScene(self.viewport().rect().center())
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self._zoom != 1.0:
            self.scale(self._zoom, self._zoom)
            self.centerOn(centre)
        self.resetCachedContent()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    # ------------------------------------------------------------------ input

    def _pointer(self, event: QMouseEvent) -> Pointer:
        pos = event.position().toPoint()
        return Pointer(
            pos=self.mapToScene(pos),
            view_pos=pos,
            global_pos=event.globalPosition().toPoint(),
            button=event.button(),
            buttons=event.buttons(),
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        c = self.controller
        if c is not None and c.mouse_press(self._pointer(event)):
            event.accept()
            self.follow_focus()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        c = self.controller
        if c is not None and c.mouse_move(self._pointer(event)):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        c = self.controller
        if c is not None and c.mouse_release(self._pointer(event)):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # a double click is two clicks for the tools (taking two pieces quickly works)
        self.mousePressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() // 120 or (1 if event.angleDelta().y() > 0 else
                                                  -1 if event.angleDelta().y() < 0 else 0)
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if steps > 0:
                self.zoom_in()
            elif steps < 0:
                self.zoom_out()
            event.accept()
            return
        c = self.controller
        if c is not None and c.wheel(steps):
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        c = self.controller
        if c is not None and c.key_press(
            event.key(), event.modifiers(), event.text()
        ):
            event.accept()
            self.follow_focus()
            return
        super().keyPressEvent(event)

    def follow_focus(self) -> None:
        """Describe the item the keyboard focus is on (or how to reach one) to screen readers;
        a changed description is sent to them as a DescriptionChanged event."""
        words = self.focus_words() if self.focus_words is not None else ""
        if not words:
            words = self.tr("Tab goes from card to card and piece to piece, Enter uses the one "
                            "you are on; Help > Keyboard lists every key")
        if words != self.accessibleDescription():
            self.setAccessibleDescription(words)

    def event(self, event: QEvent) -> bool:
        # Tab moves the focus over the table's items, not to the next widget
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
                event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.keyPressEvent(event)
            return True
        return super().event(event)
