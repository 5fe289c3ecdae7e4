"""A tool bar that keeps every button in view: where the texts beside the icons do not all fit
(a narrow window, a language with long words), some buttons show their icon alone, in an order
given, before any would go behind the tool bar's extension arrow."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionEvent, QResizeEvent
from PySide6.QtWidgets import QToolBar, QToolButton, QWidget


class FittingToolBar(QToolBar):
    """A tool bar of buttons with their text beside the icon. When the texts do not all fit its
    width, the groups of buttons of :meth:`set_shed_order` lose their text one group after the
    other (first named first, a group at once, so that buttons of a kind look alike) until the
    rest fit; their icon and tooltip stay. As the tool bar widens, the texts come back. The
    extension arrow is then only for windows too narrow for the icons."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._shed: list[list[QAction]] = []
        self._fitting = False
        self._pending = False  # a fit waits for the event loop

    def set_shed_order(self, groups: Sequence[Sequence[QAction]]) -> None:
        """The groups of actions whose buttons may show their icon alone, the first group to do
        so first."""
        self._shed = [list(group) for group in groups]
        self.fit_texts()

    def iconless(self) -> list[QAction]:
        """The actions whose buttons show their icon alone now."""
        out = []
        for action in (a for group in self._shed for a in group):
            button = self.widgetForAction(action)
            if isinstance(button, QToolButton) and \
                    button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
                out.append(action)
        return out

    def fit_texts(self) -> None:
        """Show as many texts as the width allows (see the class)."""
        if self._fitting:
            return
        self._fitting = True
        try:
            groups = [[b for b in (self.widgetForAction(a) for a in group)
                       if isinstance(b, QToolButton)] for group in self._shed]
            layout = self.layout()
            if layout is None:
                return
            for shed in range(len(groups) + 1):
                for i, group in enumerate(groups):
                    for button in group:
                        button.setToolButtonStyle(
                            Qt.ToolButtonStyle.ToolButtonIconOnly if i < shed
                            else Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
                layout.invalidate()
                if layout.sizeHint().width() <= self.width():
                    break
        finally:
            self._fitting = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_texts()

    def actionEvent(self, event: QActionEvent) -> None:
        super().actionEvent(event)
        # a button added, removed or given another text (a language switch): fit again once
        # the tool bar has taken it in
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._refit)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit_texts()

    def _refit(self) -> None:
        self._pending = False
        self.fit_texts()
