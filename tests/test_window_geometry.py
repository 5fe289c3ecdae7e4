"""Where the windows open: their remembered place when it fits the screen of now, else the best
one (app/model/window_geometry.py), with the screen's geometry given by the test.

The trial quit at 1280x800, started again on a 1920x1080 screen, and the window came back at
758x677 with the recent games cut short (issue 29): Qt's restoreGeometry shrinks a window that
does not fit to two thirds of the screen.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize, Qt

from app.model.settings import Settings
from app.model.window_geometry import (
    FRAME,
    SavedPlace,
    WindowPlace,
    place_of,
    place_window,
)
from app.table.window import WINDOW_KEY, GameWindow

SMALL = QRect(0, 0, 1280, 800)  # the trial's Xvfb screen
LARGE = QRect(0, 0, 1920, 1080)
LAPTOP = QRect(0, 0, 1280, 720)
PREFERRED = QSize(1280, 800)


def filling(screen: QRect) -> QRect:
    return QRect(screen.x() + FRAME.width() // 2, screen.y() + FRAME.height(),
                 screen.width() - FRAME.width(), screen.height() - FRAME.height())


class TestTheChoice:
    def test_a_window_that_filled_its_screen_fills_the_next_one(self) -> None:
        trial = SavedPlace(QRect(0, 0, 1280, 776), False, SMALL)
        assert place_window(trial, LARGE, PREFERRED) == WindowPlace(filling(LARGE))
        back = SavedPlace(filling(LARGE), False, LARGE)
        assert place_window(back, SMALL, PREFERRED) == WindowPlace(filling(SMALL))

    def test_a_maximized_window_is_maximized_on_any_screen(self) -> None:
        place = place_window(SavedPlace(QRect(100, 100, 900, 600), True, LARGE), LAPTOP,
                             PREFERRED)
        assert place.maximized and not place.restore
        assert LAPTOP.contains(place.rect)

    def test_the_same_screen_puts_it_back_as_it_was(self) -> None:
        saved = SavedPlace(QRect(200, 150, 1000, 700), False, LARGE)
        assert place_window(saved, LARGE, PREFERRED) == WindowPlace(saved.rect, restore=True)

    def test_a_window_that_fits_the_new_screen_keeps_its_size_inside_it(self) -> None:
        saved = SavedPlace(QRect(900, 400, 1000, 600), False, LARGE)
        place = place_window(saved, LAPTOP, PREFERRED)
        assert not place.restore and not place.maximized
        assert place.rect.size() == QSize(1000, 600)
        assert LAPTOP.contains(place.rect.adjusted(-FRAME.width() // 2, -FRAME.height(),
                                                   FRAME.width() // 2, 0))

    def test_one_too_large_for_the_new_screen_fills_it(self) -> None:
        saved = SavedPlace(QRect(100, 60, 1500, 900), False, LARGE)
        assert place_window(saved, LAPTOP, PREFERRED) == WindowPlace(filling(LAPTOP))

    def test_nothing_remembered_opens_at_the_preferred_size_or_what_the_screen_holds(
            self) -> None:
        place = place_window(None, LARGE, PREFERRED)
        assert place.rect.size() == PREFERRED and LARGE.contains(place.rect)
        small = place_window(None, LAPTOP, PREFERRED)
        assert LAPTOP.contains(small.rect) and small.rect.width() <= 1280

    @pytest.mark.parametrize("value", [None, "", [1, 2, 3], ["a"] * 9, [0] * 9,
                                       [1, 1, -5, 5, 0, 0, 0, 10, 10], "1,2,3,4,0,0,0,9,x"])
    def test_a_damaged_setting_is_not_used(self, value: object, tmp_path: Path) -> None:
        s = Settings.at_path(str(tmp_path / "s.ini"))
        s.store.setValue(f"windows/{WINDOW_KEY}/place", value)
        assert s.window_place(WINDOW_KEY) is None

    def test_the_place_round_trips_through_the_settings(self, tmp_path: Path) -> None:
        s = Settings.at_path(str(tmp_path / "s.ini"))
        place = SavedPlace(QRect(-1900, 30, 1000, 700), True, QRect(-1920, 0, 1920, 1080))
        s.set_window_place(WINDOW_KEY, place)
        assert s.sync()
        assert Settings.at_path(str(tmp_path / "s.ini")).window_place(WINDOW_KEY) == place


def test_the_game_window_comes_back_filling_the_larger_screen(qtbot, tmp_path: Path) -> None:
    """Closed filling a 1280x800 screen, opened on a 1920x1080 one: it fills that one, so the
    welcome page's recent games show whole; closing it keeps its place and screen."""
    settings = Settings.at_path(str(tmp_path / "settings.ini"))
    settings.set_window_place(WINDOW_KEY, SavedPlace(QRect(0, 0, 1280, 776), False, SMALL))
    window = GameWindow(settings, autosave=False)
    qtbot.addWidget(window)
    assert window.place_on_screen(LARGE) == WindowPlace(filling(LARGE))
    assert window.geometry() == filling(LARGE)
    assert not window.windowState() & Qt.WindowState.WindowMaximized
    window.close()
    kept = settings.window_place(WINDOW_KEY)
    assert kept is not None and kept == place_of(window)
