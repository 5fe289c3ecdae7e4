"""Where a window opens: its remembered place when that still fits the screen, else the best one.

A window's geometry saved on one screen can be wrong on the next start: the screen may be
smaller or larger now (another monitor, another resolution). Qt's ``restoreGeometry`` then
shrinks a window that does not fit to two thirds of the screen, which is how the game came back
at 758x677 and cut its recent games list short. So each window also keeps a
:class:`SavedPlace` (its normal geometry, whether it was maximized, and the screen's available
area then) in the settings, and :func:`place_window` decides from it and the screen of now:

- the same screen, and the window fits it: put back exactly as it was (Qt's own record);
- maximized: maximized again, on the screen of now;
- filling its screen then (a table game is best seen large; without a window manager, or with
  one that does not say so, that is what "maximized" looks like): filling the screen of now;
- it fits the screen of now: the same size, moved inside the screen if it must;
- else: filling the screen of now (the table at its largest).
Nothing remembered: the preferred size, centred, or as much of it as the screen holds. The
decision is plain arithmetic on rectangles (:class:`PySide6.QtCore.QRect`), so tests give it
any screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen

FILLED = 0.9
"""A window at least this share of its screen's width and height filled it: it was meant to be
as large as the screen (maximized by hand, or by a window manager that does not say so)."""

FRAME = QSize(16, 40)
"""Room left for the window's frame and title bar (unknown before it is shown) when a size is
chosen to fit a screen."""


@dataclass(frozen=True, slots=True)
class SavedPlace:
    """Where a window was when it closed."""

    rect: QRect
    """Its normal geometry (not maximized), without the frame."""
    maximized: bool
    """Whether it was maximized (or full screen)."""
    screen: QRect
    """The available area of its screen then."""

    def to_list(self) -> list[int]:
        """The place as nine integers, for the settings."""
        r, s = self.rect, self.screen
        return [r.x(), r.y(), r.width(), r.height(), int(self.maximized),
                s.x(), s.y(), s.width(), s.height()]

    @classmethod
    def from_list(cls, values: object) -> SavedPlace | None:
        """A place from :meth:`to_list`'s integers; None for anything else (a hand-edited or
        damaged setting is simply not used)."""
        if not isinstance(values, list | tuple) or len(values) != 9:
            return None
        try:
            n = [int(v) for v in values]
        except (TypeError, ValueError):
            return None
        rect = QRect(n[0], n[1], n[2], n[3])
        screen = QRect(n[5], n[6], n[7], n[8])
        if rect.width() <= 0 or rect.height() <= 0 or screen.width() <= 0 or \
                screen.height() <= 0:
            return None
        return cls(rect, bool(n[4]), screen)


@dataclass(frozen=True, slots=True)
class WindowPlace:
    """Where the window opens: ``restore`` puts back Qt's own record as it was; otherwise
    ``rect`` (its normal geometry, without the frame), maximized when ``maximized``."""

    rect: QRect
    maximized: bool = False
    restore: bool = False


def _fits(size: QSize, screen: QRect) -> bool:
    return size.width() + FRAME.width() <= screen.width() and \
        size.height() + FRAME.height() <= screen.height()


def _centred(size: QSize, screen: QRect) -> QRect:
    w = min(size.width(), screen.width() - FRAME.width())
    h = min(size.height(), screen.height() - FRAME.height())
    return QRect(QPoint(screen.x() + (screen.width() - w) // 2,
                        screen.y() + (screen.height() - h - FRAME.height()) // 2
                        + FRAME.height()), QSize(w, h))


def _inside(rect: QRect, screen: QRect) -> QRect:
    """``rect`` moved (not resized) so that it and its frame lie on ``screen``."""
    x = min(max(rect.x(), screen.x() + FRAME.width() // 2),
            screen.right() + 1 - rect.width() - FRAME.width() // 2)
    y = min(max(rect.y(), screen.y() + FRAME.height()), screen.bottom() + 1 - rect.height())
    return QRect(QPoint(x, y), rect.size())


def _filling(screen: QRect) -> QRect:
    """The whole available area of ``screen``, its frame included."""
    return QRect(screen.x() + FRAME.width() // 2, screen.y() + FRAME.height(),
                 screen.width() - FRAME.width(), screen.height() - FRAME.height())


def place_window(saved: SavedPlace | None, screen: QRect, preferred: QSize) -> WindowPlace:
    """Where a window opens on ``screen`` (the available area of the screen it opens on),
    given where it was (``saved``, None when not known) and the size it prefers when nothing
    tells otherwise."""
    if saved is None:
        return WindowPlace(_centred(preferred, screen))
    if saved.maximized:
        return WindowPlace(_centred(preferred, screen), maximized=True)
    old = saved.screen
    filled = saved.rect.width() >= FILLED * (old.width() - FRAME.width()) and \
        saved.rect.height() >= FILLED * (old.height() - FRAME.height())
    if filled or not _fits(saved.rect.size(), screen):
        return WindowPlace(_filling(screen))
    if saved.screen == screen and _inside(saved.rect, screen) == saved.rect:
        return WindowPlace(saved.rect, restore=True)
    return WindowPlace(_inside(saved.rect, screen))


class Placeable(Protocol):
    """What :func:`open_window` and :func:`place_of` use of a window (a ``QWidget``)."""

    def restoreGeometry(self, geometry: QByteArray | bytes | bytearray | memoryview, /
                        ) -> bool: ...

    def setGeometry(self, rect: QRect, /) -> None: ...

    def geometry(self) -> QRect: ...

    def normalGeometry(self) -> QRect: ...

    def windowState(self) -> Qt.WindowState: ...

    def setWindowState(self, state: Qt.WindowState, /) -> None: ...

    def screen(self) -> QScreen: ...


def open_window(window: Placeable, saved: SavedPlace | None, geometry: QByteArray | None,
                preferred: QSize, screen: QRect | None = None) -> WindowPlace:
    """Put ``window`` where :func:`place_window` says, from its saved place and Qt's record of
    its geometry (``geometry``). ``screen`` is the available area of the screen it opens on;
    by default the screen it was on, else the primary one."""
    if screen is None:
        found = QGuiApplication.screenAt(saved.rect.center()) if saved is not None else None
        found = found or QGuiApplication.primaryScreen()
        screen = found.availableGeometry() if found is not None else QRect(QPoint(0, 0),
                                                                           preferred)
    place = place_window(saved, screen, preferred)
    if place.restore and geometry is not None and window.restoreGeometry(geometry):
        return place
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMaximized)
    window.setGeometry(place.rect)
    if place.maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    return place


def place_of(window: Placeable) -> SavedPlace:
    """Where ``window`` is now, with its screen's available area (kept as it closes)."""
    screen = window.screen()
    area = screen.availableGeometry() if screen is not None else QRect(window.geometry())
    maximized = bool(window.windowState() & (Qt.WindowState.WindowMaximized
                                             | Qt.WindowState.WindowFullScreen))
    rect = window.normalGeometry() if maximized else window.geometry()
    return SavedPlace(QRect(rect), maximized, QRect(area))
