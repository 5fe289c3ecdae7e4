"""The GUI monkey in short (bench/monkey.py runs longer): random events on the real windows.

Every Qt warning, every Python exception raised in a slot or event handler and every broken
game invariant fails a run; runs are seeded, and a failure names the seed and the last
events. Below them: regression tests for what the monkey found.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from test_table_support import start, window

from app.core.setup import SeatConfig
from app.table.window import GameWindow

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import monkey

__all__ = ["window"]  # the fixture


class TestMonkey:
    @pytest.mark.parametrize("seed", [1, 3])
    def test_the_game_window_survives_random_events(self, qtbot, seed: int) -> None:
        report = monkey.run(150, seed, editor=False)
        assert report.events == 150
        assert report.games_started >= 1
        assert report.actions_applied > 0  # the gestures play: the model moved

    def test_the_deck_editor_survives_random_events(self, qtbot) -> None:
        report = monkey.run(200, 2, editor=True)
        assert report.events == 200
        assert report.edits > 0  # the strokes painted: the document changed

    def test_a_qt_warning_fails_the_run_and_names_the_seed(self, qtbot) -> None:
        def warn_on_new_game(self: monkey.TableMonkey) -> str:
            from PySide6.QtCore import qWarning

            qWarning("planted warning")
            return "planted"

        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(monkey.TableMonkey, "ev_save", warn_on_new_game)
            mp.setattr(monkey.TableMonkey, "weights", {"save": 1})
            with pytest.raises(monkey.MonkeyFailure, match=r"seed 7 failed at event 0"):
                monkey.run(3, 7, editor=False)

    def test_an_exception_in_a_slot_fails_the_run(self, qtbot) -> None:
        def broken_slot(self: monkey.TableMonkey) -> str:
            from PySide6.QtCore import QTimer

            def boom() -> None:
                raise RuntimeError("planted exception")

            QTimer.singleShot(0, boom)
            return "planted"

        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(monkey.TableMonkey, "ev_save", broken_slot)
            mp.setattr(monkey.TableMonkey, "weights", {"save": 1})
            with pytest.raises(monkey.MonkeyFailure, match="planted exception"):
                monkey.run(3, 8, editor=False)

    def test_the_same_seed_plays_the_same_events(self, qtbot) -> None:
        first = monkey.run(80, 11, editor=False)
        again = monkey.run(80, 11, editor=False)
        # the events, dialog answers, popup choices and moves played are the same; the pixels
        # they were sent to may differ by one or two: in some runs the window's bars come out
        # a pixel taller (seen after some table tests and on a loaded machine; the cause is not
        # found yet), and every point on the table moves with them
        assert _without_pixels(first.trace) == _without_pixels(again.trace)
        assert first.actions_applied == again.actions_applied


def _without_pixels(trace: list[str]) -> list[str]:
    """A monkey's trace with the window coordinates of its events taken out."""
    return [re.sub(r"-?\d+,-?\d+", "x,y", line) for line in trace]


class _ResizeCounter(QObject):
    """Counts the viewport's resizes; breaks a resize loop (a hang) by hiding the bars."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__()
        self.window = window
        self.count = 0
        self.looped = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.count += 1
            if self.count > 40 and not self.looped:
                self.looped = True
                view = self.window.view
                view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
                view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return False


class TestFoundByTheMonkey:
    def test_a_zoomed_in_table_does_not_resize_forever(self, qtbot, tmp_path: Path) -> None:
        # monkey seed 3's first events: its first game, the window resized to 1290x880, zoomed
        # in once, M pressed; the vertical scroll bar then came and went forever, each time
        # changing the table's scale, and the window froze. The counter turns a hang into a
        # failure.
        window = monkey.make_game_window(tmp_path)
        assert isinstance(window, GameWindow)
        qtbot.addWidget(window)
        counter = _ResizeCounter(window)
        window.view.viewport().installEventFilter(counter)
        m = monkey.TableMonkey(window, 3, tmp_path)
        m.setup()  # seed 3's first game: two human seats, deal 6061
        steps = (
            lambda: window.resize(1290, 880),
            lambda: QTest.keyClick(window.view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier),
            lambda: QTest.keyClick(window.view, Qt.Key.Key_M),
        )
        for step in steps:
            step()
            m._settle()
        window.view.viewport().removeEventFilter(counter)
        assert window.view.zoom > 1
        assert not counter.looped, "the view kept resizing"
        m.close()

    def test_scroll_bars_only_while_zoomed_in(self, window: GameWindow) -> None:
        start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        view = window.view
        off, on = Qt.ScrollBarPolicy.ScrollBarAlwaysOff, Qt.ScrollBarPolicy.ScrollBarAlwaysOn
        assert view.verticalScrollBarPolicy() == off == view.horizontalScrollBarPolicy()
        view.zoom_in()
        assert view.verticalScrollBarPolicy() == on == view.horizontalScrollBarPolicy()
        view.zoom_fit()
        assert view.verticalScrollBarPolicy() == off
