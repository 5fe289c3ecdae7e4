"""The editor's Deck > Balance… dialog: a tiny run in worker processes with progress and the
report filling in, Cancel, the classic deck's figures cached, the run kept in the history and
the next version compared with it, the sortable tables, the odd games opened in the replay
review, and the report exported as HTML and PDF."""

from __future__ import annotations

import multiprocessing
import multiprocessing.process
from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import pairwise
from multiprocessing.connection import wait as wait_for_ends
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from app.core import balance as lab
from app.core import balance_history as history
from app.i18n import install_translators, sentences
from app.model.time_left import TimeLeft
from app.rules import Deck, classic_deck
from app.table.review import ReviewWindow
from editor.balance import SORT, BalanceDialog
from editor.balance_charts import percent_text
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


def test_a_tiny_run_fills_the_report_and_exports(qtbot: QtBot, dialog: BalanceDialog,
                                                  tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    assert dialog.setting_boxes["2"].isChecked()
    assert dialog.chosen() == ([lab.Setting(2)], ["medium"], lab.DEFAULT_GAMES)
    # (the English plural forms: "game(s)" when no translator is installed)
    assert "About 385 game" in dialog.guidance.text()
    assert "within about ±10 percentage point" in dialog.guidance.text()
    dialog.level_boxes[2].setChecked(True)
    dialog.setting_boxes["solo-unbeatable"].setChecked(True)
    assert dialog.chosen() == ([lab.Setting(2), lab.Setting(1, "unbeatable")],
                               ["medium", "hard"], lab.DEFAULT_GAMES)
    dialog.level_boxes[2].setChecked(False)
    dialog.setting_boxes["solo-unbeatable"].setChecked(False)
    dialog.level_boxes[0].setChecked(True)  # easy
    dialog.level_boxes[1].setChecked(False)
    dialog.games.setValue(2)
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.running and not dialog.run_button.isEnabled()
    assert dialog.cancel_button.isEnabled()
    assert dialog.progress.maximum() == 4  # 2 games on the deck, 2 on the classic deck
    qtbot.waitUntil(lambda: not dialog.running, timeout=120_000)
    assert dialog.progress.value() == 4
    assert dialog.balance is not None and dialog.balance.games == 2
    assert dialog.classic is not None and dialog.classic.games == 2
    # the deck is the classic deck: the figures beside are the same games
    assert dialog.balance.to_json()["settings"] == dialog.classic.to_json()["settings"]
    text = dialog.report.toPlainText()
    assert "First player's edge" in text and "W01" in text
    assert "Too few games to tell an edge of 5 points: about 385 game" in text
    assert "Median rounds" in text and "Holm's correction" in text
    assert set(dialog.charts) == {"2-seats", "2-scores", "2-rounds"}
    assert dialog.charts["2-seats"].width() > 0
    assert len(list((lab.cache_folder() or tmp_path).glob("balance-*.json"))) == 1
    # the run is kept in the history, with the deck's version
    assert dialog.saved is not None and dialog.saved.digest == history.play_digest(
        classic_deck())
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
    qtbot.waitUntil(lambda: not dialog.running, timeout=120_000)
    assert dialog.classic.games == 2


def test_cancel_stops_the_games(qtbot: QtBot, dialog: BalanceDialog) -> None:
    dialog.setting_boxes["3"].setChecked(True)
    dialog.games.setValue(500)
    before = set(multiprocessing.active_children())
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "left" in dialog.status.text(), timeout=60_000)
    qtbot.waitUntil(lambda: len(pool_processes(before)) == 2, timeout=60_000)
    workers = pool_processes(before)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert not dialog.running and not dialog.timer.isActive()
    # the cancel ends the games' worker processes (in the op's thread, at once)
    # (each one's sentinel closes when it ends: the pool's thread may reap it before is_alive())
    sentinels = [p.sentinel for p in workers]
    qtbot.waitUntil(lambda: len(wait_for_ends(sentinels, 0)) == len(sentinels), timeout=60_000)
    assert dialog.run_button.isEnabled() and not dialog.cancel_button.isEnabled()
    assert dialog.progress.value() < dialog.progress.maximum()
    assert dialog.status.text().startswith("Cancelled after")
    assert not list((lab.cache_folder() or Path("/nonexistent")).glob("balance-*.json"))
    assert dialog.saved is None  # a cancelled run is not kept in the history
    # Escape closes the dialog and stops a run as well
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.running
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.running and not dialog.isVisible()


def pool_processes(before: set[multiprocessing.process.BaseProcess]) -> list[
        multiprocessing.process.BaseProcess]:
    """The worker processes of a pool started since ``before`` (the program's named worker
    processes are not a pool's)."""
    return [p for p in multiprocessing.active_children()
            if p not in before and p.name != "project-l-worker"]


def test_the_time_left_comes_from_the_games_counted(qtbot: QtBot,
                                                    dialog: BalanceDialog) -> None:
    now = [0.0]
    dialog.time_left = TimeLeft(lambda: now[0])
    dialog.balance = lab.Balance(dialog.deck, ())
    dialog.classic = lab.Balance(dialog.deck, ())
    dialog._on_progress(0, 40)  # as the games' op reports them
    assert dialog.status.text() == "Games played: 0 of 40 — estimating the time left…"
    for done in range(1, 5):
        now[0] += 15.0
        dialog._on_progress(done, 40)
    # three games timed after the first: 15 s each, 36 to go, 9 minutes
    assert dialog.status.text() == "Games played: 4 of 40 — about 9 minutes left"
    now[0] += 60.0  # no game for a minute: the time left counts down (the dialog's timer)
    dialog.timer.timeout.emit()
    assert dialog.status.text() == "Games played: 4 of 40 — about 8 minutes left"
    dialog._end_run()


# --- the report of games played here, without worker processes ---------------------------------


def played(deck: Deck, games: int) -> lab.Balance:
    """``games`` games on ``deck``: the first one played, the others copies of it (cheap)."""
    out = lab.Balance(deck, (lab.Setting(2),))
    first = lab.play(next(lab.tasks(lab.Setting(2), ["easy"], 1, 0, deck=deck)))
    for g in range(games):
        out.add(replace(first, index=g, seed=g, rounds=first.rounds + g % 2))
    return out


def shown(qtbot: QtBot, deck: Deck, balance: lab.Balance, folder: Path) -> BalanceDialog:
    """A dialog showing ``balance`` as if its games had just been played."""
    d = BalanceDialog(deck, history_folder=folder)
    qtbot.addWidget(d)
    d.show()
    d.levels = ("easy",)
    d.previous = history.previous_version(deck, [lab.Setting(2)], ["easy"], folder)
    d.balance = balance
    d.classic = None
    d._show_report()
    return d


def test_the_puzzle_table_sorts_by_its_figures(qtbot: QtBot, tmp_path: Path) -> None:
    d = shown(qtbot, classic_deck(), played(classic_deck(), 3), tmp_path)
    d.tabs.setCurrentIndex(1)
    assert d.table_setting.isVisible() and d.table_setting.currentData() == "2"
    view = d.puzzle_table
    model = view.model()
    assert model.rowCount() == 52
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert heads[:7] == ["Puzzle", "Colour", "Points", "Squares", "Verdict", "Dealt", "On offer"]
    assert heads[-1] == "Points per game on offer"
    # in the deck's order until a column is clicked
    assert [model.index(r, 0).data() for r in range(3)] == ["W01", "W02", "W03"]
    view.horizontalHeader().sectionClicked.emit(2)  # as a click on "Points" does
    view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
    points = [model.index(r, 2).data(SORT) for r in range(52)]
    assert points == sorted(points, reverse=True) and points[0] == 5
    taken = heads.index("Taken when on offer")
    view.sortByColumn(taken, Qt.SortOrder.AscendingOrder)
    rates = [model.index(r, taken).data(SORT) for r in range(52)]
    assert rates == sorted(rates)
    assert "%" in model.index(51, taken).data() and " to " in model.index(51, taken).data()
    d.tabs.setCurrentIndex(2)
    rewards = d.reward_table.model()
    ps = [rewards.index(r, 5).data(SORT) for r in range(rewards.rowCount())]
    assert ps == sorted(ps)  # by evidence
    d.close()


@pytest.mark.parametrize(("language", "p", "share", "axis"), [
    ("en", "= 0.029", "12.5%", "100%"),
    ("fr", "= 0,029", "12,5\u202f%", "100\u202f%"),
    ("de", "= 0,029", "12,5\u00a0%", "100\u00a0%"),
    ("uk", "= 0,029", "12,5%", "100%"),
])
def test_numbers_are_written_as_the_language_writes_them(
        qapp: QApplication, language: str, p: str, share: str, axis: str) -> None:
    """The report's p-values, shares and chart labels follow the interface language: the
    French and German reports said "p = 0.029" and "100%" beside "part équitable 50 %"."""
    try:
        assert install_translators(qapp, language) == language
        d = BalanceDialog(classic_deck())
        assert d.p_text(0.0291, relation=True) == p
        assert d._pct(0.125) == share
        assert percent_text(1.0) == axis
        d.deleteLater()
    finally:
        install_translators(qapp, "en")


def test_japanese_sentences_follow_each_other_without_a_space(
        qtbot: QtBot, qapp: QApplication) -> None:
    """Sentences translated one by one and put together: Japanese writes no space after "。"
    (the balance lab and the generator said "分かります。 設定ごとに…")."""
    from PySide6.QtGui import QUndoStack

    from app.model.deck_document import DeckDocument
    from editor.generator_dialog import GeneratorDialog
    from editor.print_dialog import PrintDialog

    try:
        assert install_translators(qapp, "ja") == "ja"
        lab_dialog = BalanceDialog(classic_deck())
        qtbot.addWidget(lab_dialog)
        generator = GeneratorDialog(DeckDocument(classic_deck()), QUndoStack())
        qtbot.addWidget(generator)
        printing = PrintDialog(None, None, classic_deck(), editable=False)
        qtbot.addWidget(printing)
        texts = [lab_dialog.guidance.text(), lab_dialog.puzzle_note.text(),
                 lab_dialog.reward_note.text(), lab_dialog.odd_note.text(),
                 generator.explain.text(),
                 printing.note.text()]
        assert all("。" in t for t in texts)
        assert [t for t in texts if "。 " in t] == []
        assert sentences("Found 3 of 8.", "", "Stopped.") == "Found 3 of 8. Stopped."
    finally:
        install_translators(qapp, "en")


def test_the_next_version_is_compared_with_the_previous_one(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    v1 = replace(classic_deck(), name="Mine", id="mine")
    assert history.save_run(played(v1, 2), ["easy"], 2, 0, tmp_path) is not None
    v2 = replace(v1, puzzles=tuple(replace(p, points=4) if p.id == "B13" else p
                                   for p in v1.puzzles))
    d = shown(qtbot, v2, played(v2, 1), tmp_path)
    assert d.previous is not None
    text = d.report.toPlainText()
    assert "the previous version of this deck" in text and "changed B13" in text
    assert "Previous version" in text  # a column of the figures' table
    # the charts carry a third series
    assert d.charts["2-seats"].width() > 0
    d.close()


def test_an_odd_game_opens_in_the_replay_review(qtbot: QtBot, tmp_path: Path) -> None:
    balance = played(classic_deck(), 9)
    fig = balance.figures["2"]
    longest = fig.facts[3]
    fig.facts[3] = replace(longest, rounds=60)
    d = shown(qtbot, classic_deck(), balance, tmp_path)
    d.tabs.setCurrentIndex(3)
    assert d.odd_model.rowCount() == 1 and not d.open_button.isEnabled()
    d.odd_table.selectRow(0)
    assert d.open_button.isEnabled()
    assert "Odd games" in d.report.toPlainText()
    qtbot.mouseClick(d.open_button, Qt.MouseButton.LeftButton)
    assert len(d.reviews) == 1
    review = d.reviews[0]
    assert isinstance(review, ReviewWindow)
    qtbot.waitExposed(review)
    assert len(review.steps) == longest.actions
    assert all(seat.kind == "ai" for seat in review.save.seats)
    review.close()
    d.close()



def test_charts_have_their_own_scale_a_reference_line_and_whiskers(qtbot: QtBot) -> None:
    """A histogram whose tallest bar is 10% fills the plot (it was drawn on a 50% axis, a
    fifth of its height); the fair share is a dashed line across the plot; every series has
    its whiskers, the classic deck's too."""
    from PySide6.QtGui import QColor, QImage

    from editor.balance_charts import CHART_SIZE, Series, bar_chart, nice_step

    assert [nice_step(t) for t in (0.1, 0.5, 0.83, 7, 96)] == [0.025, 0.2, 0.25, 2.0, 25.0]
    w, h = CHART_SIZE
    plot = h - 48 - 22  # the plot's height (legend above, labels below)

    def run(img: QImage, y: int, want: Callable[[QColor], bool]) -> tuple[int, int]:
        """The first run of pixels of row ``y`` that ``want`` accepts."""
        xs = [x for x in range(w) if want(QColor(img.pixel(x, y)))]
        start = xs[0]
        end = next((a for a, b in pairwise(xs) if b != a + 1), xs[-1])
        return start, end

    def column(img: QImage, x: int, want: Callable[[QColor], bool]) -> list[int]:
        return [y for y in range(48, h - 22) if want(QColor(img.pixel(x, y)))]

    def blue(c: QColor) -> bool:
        return c == QColor("#0072b2")

    img = bar_chart("t", ["a", "b"], [Series("mine", [0.1, 0.05])], percent=True)
    x0, x1 = run(img, h - 30, blue)
    assert len(column(img, (x0 + x1) // 2, blue)) > 0.9 * plot

    two = bar_chart("t", ["Seat 1", "Seat 2"],
                    [Series("mine", [0.6, 0.4], [(0.5, 0.7), (0.3, 0.5)]),
                     Series("classic", [0.5, 0.5], [(0.4, 0.6), (0.4, 0.6)], "hatched")],
                    percent=True, reference=0.5, reference_label="fair share 50%")
    # the dashed line at 50%: dark pixels all across the plot on one row
    spread = {y: len({x // 40 for x in range(w) if QColor(two.pixel(x, y)).lightness() < 40
                      and QColor(two.pixel(x, y)).saturation() < 30}) for y in range(48, h - 22)}
    assert max(spread.values()) >= 10
    # whiskers above the first bar of each series, from its top (this deck 60%, the
    # classic deck 50%) to its interval's top (70%, 60%) on an axis up to 80%
    def y_of(v: float) -> int:
        return round(h - 22 - plot * v / 0.8)

    x0, x1 = run(two, h - 30, blue)
    for centre, top, high in (((x0 + x1) // 2, 0.6, 0.7), (x1 + (x1 - x0) // 2, 0.5, 0.6)):
        between = range(y_of(high) + 3, y_of(top) - 2)
        assert any(all(QColor(two.pixel(x, y)).lightness() < 200 for y in between)
                   for x in range(centre - 3, centre + 4)), centre
