"""The game window's pages (the welcome page, the table, a hosted game's lobby): one shown at a
time, and only the one shown asks for room.

A plain ``QStackedWidget`` wants the room of its largest page, shown or not: the welcome page,
hidden behind the table, kept a 1024x640 window from shrinking below the welcome page's height
(the window grew to 708 pixels, the table with it).
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QStackedWidget, QWidget


class PageStack(QStackedWidget):
    """A stack of pages whose size hints are those of the page shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(lambda _i: self.updateGeometry())

    def sizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()
