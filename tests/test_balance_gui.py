"""The editor's Deck > Balance… dialog: a tiny run in worker processes with progress and the
report filling in, Cancel, the classic deck's figures cached, and the report exported as HTML
and PDF."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from app.model import balance as lab
from app.model.time_left import TimeLeft
from editor.balance import BalanceDialog
from editor.window import EditorWindow


@pytest.fixture
def dialog(qtbot: QtBot) -> Iterator[BalanceDialog]:
    window = EditorWindow()
    qtbot.addWidget(window)
    window.open_classic()
    window.show()
    qtbot.waitExposed(window)
    window.balance_action.trigger()  # Deck > Balance…
    d = window.balance_dialog
    qtbot.waitExposed(d)
    yield d
    d.close()
    window.stack.setClean()
    window._unsaved_new = False


def test_a_tiny_run_fills_the_report_and_exports(qtbot: QtBot, dialog: BalanceDialog,
                                                  tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    assert dialog.setting_boxes["2"].isChecked()
    assert dialog.chosen() == ([lab.Setting(2)], ["medium"], 20)
    dialog.level_boxes[2].setChecked(True)
    dialog.setting_boxes["solo-unbeatable"].setChecked(True)
    assert dialog.chosen() == ([lab.Setting(2), lab.Setting(1, "unbeatable")],
                               ["medium", "hard"], 20)
    dialog.level_boxes[2].setChecked(False)
    dialog.setting_boxes["solo-unbeatable"].setChecked(False)
    dialog.level_boxes[0].setChecked(True)  # easy
    dialog.level_boxes[1].setChecked(False)
    dialog.games.setValue(2)
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.runner is not None and not dialog.run_button.isEnabled()
    assert dialog.cancel_button.isEnabled()
    assert dialog.progress.maximum() == 4  # 2 games on the deck, 2 on the classic deck
    qtbot.waitUntil(lambda: dialog.runner is None, timeout=120_000)
    assert dialog.progress.value() == 4
    assert dialog.balance is not None and dialog.balance.games == 2
    assert dialog.classic is not None and dialog.classic.games == 2
    # the deck is the classic deck: the figures beside are the same games
    assert dialog.balance.to_json()["settings"] == dialog.classic.to_json()["settings"]
    text = dialog.report.toPlainText()
    assert "First player's edge" in text and "W01" in text
    assert set(dialog.charts) == {"2-seats", "2-scores", "2-rounds"}
    assert dialog.charts["2-seats"].width() > 0
    assert len(list((lab.cache_folder() or tmp_path).glob("balance-*.json"))) == 1
    assert dialog.export_button.isEnabled()

    page = tmp_path / "report.html"
    dialog.export_to(page)
    body = page.read_text("utf-8")
    assert body.startswith("<!DOCTYPE html>") and body.count("data:image/png;base64,") == 3
    pdf = tmp_path / "report.pdf"
    dialog.export_to(pdf)
    assert pdf.read_bytes().startswith(b"%PDF")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.html", "report.pdf"]
    # Export… with the PDF filter and a name without its suffix
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(
        lambda *a, **k: (str(tmp_path / "named"), "PDF report (*.pdf)")))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert (tmp_path / "named.pdf").read_bytes().startswith(b"%PDF")

    # a second run uses the cached classic games: only the deck's games are played
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.progress.maximum() == 2
    qtbot.waitUntil(lambda: dialog.runner is None, timeout=120_000)
    assert dialog.classic.games == 2


def test_cancel_stops_the_games(qtbot: QtBot, dialog: BalanceDialog) -> None:
    dialog.setting_boxes["3"].setChecked(True)
    dialog.games.setValue(500)
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "left" in dialog.status.text(), timeout=60_000)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.runner is None and not dialog.timer.isActive()
    assert dialog.run_button.isEnabled() and not dialog.cancel_button.isEnabled()
    assert dialog.progress.value() < dialog.progress.maximum()
    assert dialog.status.text().startswith("Cancelled after")
    assert not list((lab.cache_folder() or Path("/nonexistent")).glob("balance-*.json"))
    # Escape closes the dialog and stops a run as well
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    runner = dialog.runner
    assert runner is not None
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.runner is None and runner.cancelled and not dialog.isVisible()


class _Counted:
    """A run of games that only counts (the dialog polls it as it polls a Runner)."""

    def __init__(self, total: int) -> None:
        self.done = 0
        self.total = total
        self.finished = False
        self.cancelled = False

    def poll(self) -> list[object]:
        return []

    def cancel(self) -> None:
        self.cancelled = True


def test_the_time_left_comes_from_the_games_counted(qtbot: QtBot,
                                                    dialog: BalanceDialog) -> None:
    now = [0.0]
    dialog.time_left = TimeLeft(lambda: now[0])
    dialog.balance = lab.Balance(dialog.deck, ())
    dialog.classic = lab.Balance(dialog.deck, ())
    run = _Counted(40)
    dialog.runner = run  # type: ignore[assignment]
    dialog._poll()
    assert dialog.status.text() == "Games played: 0 of 40 — estimating the time left…"
    for _ in range(4):
        now[0] += 15.0
        run.done += 1
        dialog._poll()
    # three games timed after the first: 15 s each, 36 to go, 9 minutes
    assert dialog.status.text() == "Games played: 4 of 40 — about 9 minutes left"
    now[0] += 60.0  # no game for a minute: the time left counts down
    dialog._poll()
    assert dialog.status.text() == "Games played: 4 of 40 — about 8 minutes left"
    dialog.runner = None
