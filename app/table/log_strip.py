"""The game log's container: a dock on wide windows, a narrow strip at the side on narrow ones.

On a window narrower than :data:`NARROW_WIDTH` the log folds into a vertical tab at the right
edge ("Game log", with the count of lines added since it was last open), so the table gets the
width; a click on the tab or Ctrl+L (the window's ``act_log``, the dock's toggle) opens the
dock again, and closing the dock folds it back. Wide windows show the dock as before, unless
the player closed it there. The dock and the strip are saved with the window's state.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QDockWidget,
    QListWidget,
    QMainWindow,
    QStyle,
    QStyleOptionButton,
    QToolBar,
    QWidget,
)

NARROW_WIDTH = 1600
"""Windows narrower than this show the log as a strip."""


class LogStripButton(QAbstractButton):
    """A vertical tab reading "Game log" (and how many lines are new), from bottom to top."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logStripButton")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._new = 0
        self._update_text()

    @property
    def new_lines(self) -> int:
        """The lines added to the log since it was last open."""
        return self._new

    def set_new_lines(self, count: int) -> None:
        """Say how many lines are new."""
        count = max(0, count)
        if count != self._new:
            self._new = count
            self._update_text()

    def retranslate(self) -> None:
        """After a language switch: the words, with the count of new lines."""
        self._update_text()

    def _update_text(self) -> None:
        if self._new:
            text = self.tr("Game log (%n new)", "", self._new)
        else:
            text = self.tr("Game log")
        self.setText(text)
        self.setAccessibleName(text)
        self.setToolTip(self.tr("Show the game log (Ctrl+L)"))
        self.setAccessibleDescription(self.tr("Opens the list of everything that happened in "
                                              "the game"))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        fm = QFontMetrics(self.font())
        return QSize(fm.height() + 12, fm.horizontalAdvance(self.text()) + 28)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        opt = QStyleOptionButton()
        opt.initFrom(self)
        if self.isDown():
            opt.state |= QStyle.StateFlag.State_Sunken
        else:
            opt.state |= QStyle.StateFlag.State_Raised
        self.style().drawControl(QStyle.ControlElement.CE_PushButtonBevel, opt, painter, self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.translate(0, self.height())
        painter.rotate(-90)
        font = self.font()
        font.setBold(self._new > 0)  # new lines: bold words, not only a colour
        painter.setFont(font)
        painter.setPen(self.palette().buttonText().color())
        painter.drawText(QRectF(0, 0, self.height(), self.width()),
                         Qt.AlignmentFlag.AlignCenter, self.text())
        painter.end()


class LogFolding(QObject):
    """Folds the log dock into a strip on narrow windows (see the module's text)."""

    def __init__(self, window: QMainWindow, dock: QDockWidget, log: QListWidget) -> None:
        super().__init__(window)
        self._window = window
        self._dock = dock
        self._log = log
        self._narrow: bool | None = None  # unknown until the window has a size
        self._wide_wanted = True  # whether the player wants the dock on a wide window
        self._seen = 0  # log lines there were when it was last open
        self._folding = False  # the dock is being hidden or shown here, not by the player
        self._parked = False  # neither dock nor strip while the window shows no table
        self.button = LogStripButton()
        self.button.clicked.connect(self.open_log)
        self.strip = QToolBar(self.tr("Game log strip"), window)
        self.strip.setObjectName("logStrip")
        self.strip.setMovable(False)
        self.strip.setFloatable(False)
        self.strip.setOrientation(Qt.Orientation.Vertical)
        self.strip.toggleViewAction().setVisible(False)  # not in the context menu of bars
        self.strip.addWidget(self.button)
        window.addToolBar(Qt.ToolBarArea.RightToolBarArea, self.strip)
        self.strip.setVisible(False)
        dock.toggleViewAction().toggled.connect(self._on_dock_toggled)
        model = log.model()
        # (bound methods, not lambdas: they go with this object when the window closes)
        model.rowsInserted.connect(self._count)
        model.rowsRemoved.connect(self._count)
        model.modelReset.connect(self._on_reset)
        window.installEventFilter(self)

    def retranslate(self) -> None:
        """After a language switch: the strip's words (with the count of new lines)."""
        self.button.retranslate()

    @property
    def narrow(self) -> bool:
        """Whether the window is narrow (the log is folded unless opened)."""
        return bool(self._narrow)

    def open_log(self) -> None:
        """Open the log dock (the strip's click)."""
        self._dock.show()
        self._dock.raise_()

    def park(self, parked: bool) -> None:
        """Put the log away while the window shows something else than the table (the welcome
        page), and bring it back as the window's width and the player want it."""
        if parked == self._parked:
            return
        self._parked = parked
        self._folding = True
        try:
            if parked:
                self._dock.hide()
            elif not self._dock.isFloating():
                self._dock.setHidden(self.narrow or not self._wide_wanted)
        finally:
            self._folding = False
        self.sync()

    def sync(self) -> None:
        """Show the strip exactly when the dock is closed (after the window state was
        restored, for one)."""
        if self._parked:
            self.strip.setHidden(True)
            return
        closed = self._dock.isHidden()
        if self._narrow is None:
            self._wide_wanted = not closed  # as the restored state has it
        if closed == self.strip.isHidden():  # (isVisible is False until the window shows)
            self.strip.setHidden(not closed)
        if not closed:
            self._mark_seen()

    def unfold_for_saving(self) -> None:
        """Put the dock as the player wants it on a wide window, so that the window's saved
        state does not keep a fold made only for a narrow window (before saving it)."""
        if self.narrow and not self._dock.isFloating() and self._dock.isHidden() \
                and self._wide_wanted:
            self._folding = True
            try:
                self._dock.show()
            finally:
                self._folding = False
            self.sync()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._follow_width()
        return False

    def _follow_width(self) -> None:
        narrow = self._window.width() < NARROW_WIDTH
        if narrow == self._narrow:
            return
        self._narrow = narrow
        if self._dock.isFloating() or self._parked:
            return  # a floating log is where the player put it
        self._folding = True
        try:
            if narrow:
                self._dock.hide()
            elif self._wide_wanted:
                self._dock.show()
        finally:
            self._folding = False
        self.sync()

    def _on_dock_toggled(self, shown: bool) -> None:
        # (the dock's action says so before the dock is shown or hidden)
        if not self._folding and not self.narrow:
            self._wide_wanted = shown
        if shown == self.strip.isHidden() or self._parked:
            return
        self.strip.setHidden(shown)
        if shown:
            self._mark_seen()

    def _mark_seen(self) -> None:
        self._seen = self._log.count()
        self.button.set_new_lines(0)

    def _on_reset(self) -> None:
        # a rebuilt log (another game) starts with nothing new, once its lines are in
        QTimer.singleShot(0, self, self._mark_seen)

    def _count(self, *_rows: object) -> None:
        if self._dock.isHidden():
            self.button.set_new_lines(self._log.count() - self._seen)
        else:
            self._mark_seen()
