"""The view of the table: scales the scene to the window and passes input to the controller."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QRectF, Qt, Signal, SignalInstance
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
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
FIT_MARGIN = 2  # pixels round the fitted table, as QGraphicsView.fitInView leaves them
ZOOM_KEY = "view/table_zoom"  # the Settings key of the table's zoom (0 = fit the window)


class ZoomSettings(Protocol):
    """Where the table's zoom is kept (:class:`app.model.settings.Settings`)."""

    @property
    def changed(self) -> SignalInstance: ...

    def table_zoom(self) -> float: ...

    def set_table_zoom(self, zoom: float) -> None: ...


class TableView(QGraphicsView):
    """Fits the table in the window (keeping its aspect), or shows it at a fixed scale.

    Fitted, the table follows the window's size, and the scene is told the window's shape so
    that it can choose its arrangement. Zoomed in (View menu, Ctrl+wheel) or given a scale in
    the preferences, the table keeps that scale when the window changes, around the same
    centre.
    """

    first_painted = Signal()
    """Emitted once, after the first frame was painted (the start-up benchmark waits for it)."""
    zoom_changed = Signal(float)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.controller: ViewInput | None = None  # the table's controller, set by the window
        self._fixed: float | None = None  # pixels per scene unit, None while fitted
        self._settings: ZoomSettings | None = None
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

    def fit_scale(self) -> float:
        """The scale that shows the whole table in the window (pixels per scene unit)."""
        rect = self.sceneRect()
        size = self.maximumViewportSize()
        if rect.isEmpty() or size.width() <= 0 or size.height() <= 0:
            return 1.0
        return min((size.width() - 2 * FIT_MARGIN) / rect.width(),
                   (size.height() - 2 * FIT_MARGIN) / rect.height())

    def scale_now(self) -> float:
        """Pixels per scene unit on screen now."""
        return self.transform().m11()

    @property
    def zoom(self) -> float:
        """The zoom relative to the whole table (1 = fitted, 2 = twice as large)."""
        if self._fixed is None:
            return 1.0
        return self._fixed / max(self.fit_scale(), 1e-9)

    @property
    def fitted(self) -> bool:
        """Whether the table follows the window's size (no fixed zoom)."""
        return self._fixed is None

    def set_zoom(self, zoom: float) -> None:
        """Zoom in (> 1) on top of the fitted table; 1 fits it again."""
        zoom = max(ZOOM_MIN, min(ZOOM_MAX, zoom))
        self._set_fixed(None if zoom <= ZOOM_MIN + 1e-9 else zoom * self.fit_scale())

    def set_scale(self, scale: float) -> None:
        """Show the table at ``scale`` pixels per scene unit whatever the window's size (0 or
        less: fit it to the window)."""
        self._set_fixed(scale if scale > 0 else None)

    def _set_fixed(self, fixed: float | None) -> None:
        old = self._fixed
        if fixed == old or (fixed is not None and old is not None and abs(fixed - old) < 1e-9):
            return
        self._fixed = fixed
        self.fit()
        self.zoom_changed.emit(self.zoom)

    def follow_settings(self, settings: ZoomSettings) -> None:
        """Take the zoom from ``settings`` now and whenever it changes there; the zoom
        commands (:meth:`zoom_in`, :meth:`zoom_out`, :meth:`zoom_fit`) store theirs in it."""
        self._settings = settings
        settings.changed.connect(self._on_setting_changed)
        self.set_scale(settings.table_zoom())

    def _on_setting_changed(self, key: str) -> None:
        if key == ZOOM_KEY and self._settings is not None:
            self.set_scale(self._settings.table_zoom())

    def _store_zoom(self) -> None:
        if self._settings is not None:
            self._settings.set_table_zoom(0.0 if self._fixed is None else self._fixed)

    def _set_scroll_bars(self) -> None:
        """Scroll bars when the table at a fixed scale is larger than the window, else none;
        never "as needed".

        The fitted scale follows the viewport's size, so bars shown as needed would feed back:
        a bar that appears narrows the viewport, the table shrinks and no longer needs the bar,
        the bar goes and the table grows again, forever (the window froze; found by the monkey
        test, bench/monkey.py seed 3). The choice here is made from the size the viewport has
        without bars, which the bars do not change.
        """
        rect = self.sceneRect()
        size = self.maximumViewportSize()
        need = self._fixed is not None and (rect.width() * self._fixed > size.width() + 0.5
                                            or rect.height() * self._fixed > size.height() + 0.5)
        policy = (Qt.ScrollBarPolicy.ScrollBarAlwaysOn if need
                  else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if self.horizontalScrollBarPolicy() != policy:
            self.setHorizontalScrollBarPolicy(policy)
        if self.verticalScrollBarPolicy() != policy:
            self.setVerticalScrollBarPolicy(policy)

    def zoom_in(self) -> None:
        """One step closer (kept in the settings)."""
        self.set_zoom(self.zoom * ZOOM_STEP)
        self._store_zoom()

    def zoom_out(self) -> None:
        """One step back, down to the whole table (kept in the settings)."""
        self.set_zoom(self.zoom / ZOOM_STEP)
        self._store_zoom()

    def zoom_fit(self) -> None:
        """The whole table, following the window's size (kept in the settings)."""
        self.set_zoom(1.0)
        self._store_zoom()

    def _tell_scene_shape(self) -> None:
        # the shape the fitted table may take: the viewport less fitInView's margins
        scene = self.scene()
        size = self.maximumViewportSize()
        if isinstance(scene, TableScene) and size.width() > FIT_MARGIN * 2 and \
                size.height() > FIT_MARGIN * 2:
            scene.set_view_aspect((size.width() - 2 * FIT_MARGIN)
                                  / (size.height() - 2 * FIT_MARGIN))

    def fit(self) -> None:
        """Scale the scene to the viewport keeping its aspect, or to the fixed scale."""
        rect: QRectF = self.sceneRect()
        if rect.isEmpty() or self.viewport().width() <= 0:
            return
        self._set_scroll_bars()
        if self._fixed is None:
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        else:
            centre = self.mapToScene(self.viewport().rect().center())
            self.setTransform(QTransform.fromScale(self._fixed, self._fixed))
            self.centerOn(centre)
        self.resetCachedContent()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # the scene may choose another arrangement for the new shape (its rect changes and
        # calls fit); fit in any case
        self._tell_scene_shape()
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
