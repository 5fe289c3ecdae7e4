"""The statistics window (issue 29): read off the UI thread, figures and filters, one click
from a game to its review, a damaged file named, CSV export, the ways in."""

from __future__ import annotations

import csv
import io
import json
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from test_table_support import window

from app.core.paths import history_dir
from app.core.saves import SaveData
from app.core.setup import GameSetup, SeatConfig
from app.model.history import add_to_history
from app.model.statistics import HistoryFacts, cache_path, facts_here, read_history
from app.rules import play_random
from app.table.review import ReviewWindow
from app.table.statistics import StatisticsWindow
from app.table.window import GameWindow

pytestmark = pytest.mark.table

__all__ = ["window"]  # the fixture

ANN, BOB = SeatConfig("Ann"), SeatConfig("Bob")


def _ai(level: str) -> SeatConfig:
    return SeatConfig(level.title(), "ai", level)  # type: ignore[arg-type]


def _put(seats: tuple[SeatConfig, ...], seed: int, days_ago: float) -> Path:
    setup = GameSetup(seats, seed=seed)
    record = setup.record()
    save = SaveData(record.with_actions(play_random(record.initial_state(), seed)), setup.seats)
    path = add_to_history(save, history_dir())
    data = json.loads(path.read_text("utf-8"))
    when = datetime.now(UTC) - timedelta(days=days_ago)
    data["app"]["saved_at"] = when.strftime("%Y-%m-%dT%H:%M:%SZ")
    path.write_text(json.dumps(data), "utf-8")
    return path


@pytest.fixture
def history() -> list[Path]:
    """Ann's games against each computer level (two long ago), one of Bob's, one hot seat."""
    return [
        _put((ANN, _ai("easy")), 1, 200),
        _put((ANN, _ai("medium")), 2, 100),
        _put((ANN, _ai("hard"), _ai("easy")), 3, 5),
        _put((ANN, _ai("medium")), 4, 2),
        _put((BOB, _ai("easy")), 5, 1),
        _put((ANN, BOB), 6, 0.5),
    ]


def _opened(qtbot, preferred: str = "Ann", **kwargs) -> StatisticsWindow:  # type: ignore[no-untyped-def]
    stats = StatisticsWindow(preferred, **kwargs)
    qtbot.addWidget(stats)
    with qtbot.waitSignal(stats.read, timeout=60000):
        stats.show()
    return stats


def test_the_history_is_read_off_the_ui_thread(qtbot, history) -> None:
    threads: list[threading.Thread] = []

    def work(cancelled, progress):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread())
        return read_history(history_dir(), cache_path(), facts_here, progress, cancelled)

    stats = StatisticsWindow("Ann", work=work)
    qtbot.addWidget(stats)
    stats.show()
    assert stats.reading and "Reading" in stats.status.text()  # the window is up at once
    qtbot.waitUntil(lambda: not stats.reading, timeout=60000)
    assert threads and threads[0] is not threading.main_thread()
    assert [stats.player.itemText(i) for i in range(stats.player.count())] == ["Ann", "Bob"]
    assert stats.player.currentText() == "Ann"


def test_the_figures_and_the_filters(qtbot, history) -> None:
    stats = _opened(qtbot)
    prof = stats.current
    assert prof is not None and prof.total.played == 5
    assert stats.games.topLevelItemCount() == 5
    assert stats.games_box.value.text() == "5"
    assert "±" in stats.rating_box.value.text()  # rated: against the computer
    assert stats.best.topLevelItemCount() == 5 and stats.pieces.count() > 0
    stats.period.setCurrentIndex(stats.period.findData(30))
    assert stats.current is not None and stats.current.total.played == 3
    stats.period.setCurrentIndex(0)
    stats.opponents.setCurrentIndex(stats.opponents.findData("medium"))
    assert stats.current is not None and stats.current.total.played == 2
    assert set(stats.current.by_opponents) == {"medium"}
    stats.opponents.setCurrentIndex(0)
    stats.players.setCurrentIndex(stats.players.findData(3))
    assert stats.current is not None and stats.current.total.played == 1
    stats.players.setCurrentIndex(0)
    stats.player.setCurrentIndex(stats.player.findData("Bob"))
    assert stats.current is not None and stats.current.total.played == 2
    assert stats.current.rated == 1


def test_one_click_on_a_game_opens_its_review(window: GameWindow, qtbot, history) -> None:
    stats = window.save_features.show_statistics()
    qtbot.waitUntil(lambda: not stats.reading and stats.current is not None, timeout=60000)
    stats.tabs.setCurrentIndex(1)
    item = stats.games.topLevelItem(0)  # the newest game first
    assert item is not None
    rect = stats.games.visualItemRect(item)
    QTest.mouseClick(stats.games.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, rect.center())
    QApplication.processEvents()
    reviews = window.save_features.reviews
    assert len(reviews) == 1 and isinstance(reviews[0], ReviewWindow)
    assert reviews[0].path == str(history[5])  # the hot-seat game, Ann's newest
    # a point of the score chart too
    stats.tabs.setCurrentIndex(0)
    stats.timeline.repaint()
    QTest.mouseClick(stats.timeline, Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, stats.timeline.point_of(0).toPoint())
    QApplication.processEvents()
    assert len(reviews) == 2 and reviews[1].path == str(history[0])
    for review in list(reviews):
        review.close()


def test_a_damaged_file_is_named_and_left_out(qtbot, history) -> None:
    text = history[1].read_text("utf-8")
    history[1].write_text(text[:200], "utf-8")
    stats = _opened(qtbot)
    assert stats.current is not None and stats.current.total.played == 4
    assert history[1].name in stats.status.text() and "⚠" in stats.status.text()


def test_export_writes_the_games_shown(qtbot, history, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    stats = _opened(qtbot)
    stats.opponents.setCurrentIndex(stats.opponents.findData("easy"))
    target = tmp_path / "ann.csv"
    assert stats.export(str(target))
    rows = list(csv.reader(io.StringIO(target.read_text("utf-8-sig"))))
    assert len(rows) == 2 and rows[1][3] == "easy"
    assert str(target) in stats.status.text()
    told: list[str] = []
    monkeypatch.setattr("app.table.statistics.QMessageBox.warning",
                        lambda _p, _t, text: told.append(text))
    (tmp_path / "a file").write_text("")
    assert not stats.export(str(tmp_path / "a file" / "ann.csv"))  # a folder that is a file
    assert told and "ann.csv" in told[0]


def test_an_empty_history_says_what_will_come(qtbot) -> None:
    stats = _opened(qtbot, work=lambda c, p: HistoryFacts(()))
    assert "No game in the history yet" in stats.status.text()
    assert not stats.export_button.isEnabled()
    assert stats.timeline.summary() and stats.bars.summary()


def test_the_ways_in(window: GameWindow, qtbot, history) -> None:
    """The Game menu, the welcome page's link, and the results' button."""
    act = window.registry.action("statistics")
    assert act is not None and act in window.registry.menu("game").actions()
    window.show_welcome()
    link = window.welcome.links["statistics"]
    QTest.mouseClick(link, Qt.MouseButton.LeftButton)
    stats = window.save_features.statistics
    assert stats is not None and stats.isVisible()
    stats.close()
    from app.table.results import ResultsDialog

    setup = GameSetup((ANN, BOB), seed=8)
    record = setup.record().with_actions(play_random(setup.record().initial_state(), 8))
    results = ResultsDialog(_final(record), window)
    results.statistics_requested.connect(window.save_features.show_statistics)
    QTest.mouseClick(results.statistics_button, Qt.MouseButton.LeftButton)
    assert results.result() == QDialog.DialogCode.Accepted
    assert stats.isVisible()
    stats.close()


def _final(record):  # type: ignore[no-untyped-def]
    from app.core.saves import replay_states

    return replay_states(record)[-1]


def test_statistics_follow_a_language_switch(qtbot, history) -> None:
    stats = _opened(qtbot)
    before = stats.period.count()
    stats.retranslate()
    assert stats.period.count() == before and stats.current is not None
    assert stats.games.topLevelItemCount() == 5


def test_the_scroll_keeps_the_charts_clickable(qtbot, history) -> None:
    stats = _opened(qtbot)
    stats.resize(900, 500)
    QApplication.processEvents()
    stats.timeline.repaint()
    assert stats.timeline.line_at(stats.timeline.point_of(1)) is stats.timeline.lines[1]
    assert stats.timeline.line_at(stats.timeline.point_of(1) + QPoint(200, 200).toPointF()) \
        in (None, *stats.timeline.lines)
