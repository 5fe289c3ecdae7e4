"""A real modal dialog answered from a test: its exec() runs an event loop of its own, so the
test looks for it from a timer and acts on it once it is open."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

W = TypeVar("W", bound=QWidget)


def when_modal(kind: type[W], act: Callable[[W], object], every_ms: int = 10) -> None:
    """Call ``act`` on the modal dialog of ``kind`` that is about to open (looked for every
    ``every_ms`` milliseconds once the event loop turns)."""

    def look() -> None:
        modal = QApplication.activeModalWidget()
        if not isinstance(modal, kind):
            QTimer.singleShot(every_ms, look)
            return
        act(modal)

    QTimer.singleShot(0, look)
