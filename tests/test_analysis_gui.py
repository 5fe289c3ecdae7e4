"""The review's analysis in the GUI: Analyse in the background, the chart and marks, the better
turn on the table, storage with the save (issue 17)."""

from __future__ import annotations

import errno
from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from multiprocessing.connection import wait as wait_for_ends
from pathlib import Path
from typing import Any, cast

import pytest
from faultkit import FailingWrites, Said, debris
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot
from test_analysis import wasted_turn_record
from test_table_support import open_record, window
from waiting import HANG

from app import rules
from app.ai.analysis import (
    ANALYSIS_VERSION,
    AnalysisRunner,
    Explanation,
    GameAnalysis,
    Mark,
    PlayerSummary,
    TurnVerdict,
    Why,
    accuracy,
    record_digest,
)
from app.core.saves import SaveData, load_save, load_save_bytes, save_to_bytes, write_save
from app.core.setup import SeatConfig
from app.model.analysis_run import depth_budget
from app.model.time_left import TimeLeft
from app.table.analysis_panel import TURN_ROLE
from app.table.items import CardItem
from app.table.review import ReviewWindow
from app.table.window import GameWindow

__all__ = ["window"]  # the fixture


def bad_turn_record() -> rules.GameRecord:
    """A short two-player game in which Ann ends her second turn with all three actions left,
    while the I2 and an O1 in her supply would complete W10 (1 point, an I2 as reward)."""
    w, b = rules.deal(rules.classic_deck(), 2, 5)
    white = ("W10", "W11") + tuple(x for x in w if x not in ("W10", "W11"))
    record = rules.GameRecord(players=("Ann", "Bob"), white_deck=white, black_deck=tuple(b))
    state = record.initial_state()
    actions: list[rules.Action] = []

    def do(action: rules.Action) -> None:
        nonlocal state
        actions.append(action)
        state = rules.apply(state, action)

    do(rules.TakePuzzle("W10"))
    do(rules.TakePuzzle("W11"))
    do(rules.TakePiece())  # Ann: two puzzles and a piece
    do(rules.TakePuzzle(state.white_row[0]))
    do(rules.TakePiece())
    do(rules.TakePiece())  # Bob
    do(rules.EndTurn())  # Ann, with W10 completable: the blunder
    for _ in range(3):
        do(rules.TakePiece())  # Bob
    return record.with_actions(tuple(actions))


@cache
def _bad_turn_bytes() -> bytes:
    record = bad_turn_record()
    seats = (SeatConfig("Ann"), SeatConfig("Bob", "ai", "medium"))
    return save_to_bytes(SaveData(record, seats))


def bad_turn_save() -> SaveData:
    """:func:`bad_turn_record` as a save (Ann human, Bob a computer player), loaded as from a
    file."""
    return load_save_bytes(_bad_turn_bytes())


# ------------------------------------------------------------------ helpers


TINY = 0.05
"""A budget small enough for a test (a few seconds for the two turns of Ann)."""


def _review(qtbot: QtBot, save: SaveData, **kw: Any) -> ReviewWindow:
    review = ReviewWindow(save, "test", play_delay_ms=50, budget=lambda: TINY, **kw)
    qtbot.addWidget(review)
    with qtbot.waitActive(review):  # the shortcuts belong to the active window
        review.show()
        review.activateWindow()
    return review


def _analysis_ended_at_once(qtbot: QtBot, factory: Any) -> ReviewWindow:
    """A review whose analysis, run by ``factory``, ends before it starts (a failure): nothing
    analysed, the action to analyse enabled again."""
    review = _review(qtbot, bad_turn_save())
    review.factory = factory
    with qtbot.waitSignal(review.analysis_finished, timeout=5000):
        review.analyse()
    assert not review.analysing and review.analysis is None
    assert review.act_analyse.isEnabled()
    return review


def _two_marked_turns(qtbot: QtBot) -> ReviewWindow:
    """A review of :func:`bad_turn_save` whose analysis marks two turns: the first a slip
    (better: take W11, then W10, then a piece), the second the blunder that
    :func:`hand_made_analysis` marks."""
    save = bad_turn_save()
    analysis = hand_made_analysis(save)
    first = replace(analysis.turns[0], mark=Mark.SLIP, loss=1.5, best=(
        rules.TakePuzzle("W11"), rules.TakePuzzle("W10"), rules.TakePiece()))
    return _review(qtbot, save, analysis=replace(analysis, turns=(first, analysis.turns[1])))


def _wait_done(qtbot: QtBot, review: ReviewWindow, timeout: int = 180_000) -> None:
    qtbot.waitUntil(lambda: not review.analysing, timeout=timeout)


def _verdict(turn: int, mark: Mark | None, played: tuple[rules.Action, ...],
             best: tuple[rules.Action, ...], loss: float, *, first: int, end: int,
             round_: int, reason: Explanation | None = None) -> TurnVerdict:
    return TurnVerdict(turn=turn, round=round_, player=0, first=first, end=end, played=played,
                       best=best, played_value=-loss, best_value=0.0, loss=loss, mark=mark,
                       reason=reason)


def completing_turn(save: SaveData) -> tuple[rules.Action, ...]:
    """Ann's turn that completes W10 at the start of her second turn: the I2 and an O1."""
    state = save.states[6]
    assert state.current == 0 and state.player.puzzle("W10") is not None
    places = [a for a in rules.legal_actions(state)
              if isinstance(a, rules.Place) and a.puzzle == "W10" and a.piece == "I2"]
    first = places[0]
    after = rules.apply(state, first)
    second = next(a for a in rules.legal_actions(after) if isinstance(a, rules.Place)
                  and a.puzzle == "W10" and a.piece == "O1")
    return (first, second)


def hand_made_analysis(save: SaveData) -> GameAnalysis:
    """An analysis of :func:`bad_turn_save` made by hand (tests only): Ann's EndTurn is a
    blunder whose better turn completes W10; her first turn was the best."""
    record = save.record
    first_turn = tuple(record.actions[0:3])
    better = completing_turn(save)
    verdicts = (
        _verdict(0, None, first_turn, first_turn, 0.0, first=0, end=3, round_=1),
        _verdict(2, Mark.BLUNDER, (rules.EndTurn(),), better, 7.5, first=6, end=7, round_=2,
                 reason=Explanation.of(Why.COMPLETES_NOW, puzzle="W10", reward="I2")),
    )
    return GameAnalysis(
        version=ANALYSIS_VERSION, budget=TINY, seed=0, record_digest=record_digest(record),
        players=(0,), turns=verdicts, curve=((0, (0.5, -0.5)), (2, (1.0, -1.0))),
        summaries=(PlayerSummary(0, 2, accuracy(3.75), 0, 0, 1, 3.75, (2,)),), decided_at=None)


def ghost_cells(review: ReviewWindow) -> dict[str, set[tuple[int, int]]]:
    """The cells of the ghost pieces on the table, per card, from the scene's items."""
    out: dict[str, set[tuple[int, int]]] = {}
    for item in review.overlay.ghost_items():
        card = next(pid for pid, c in _cards(review).items() if c.rect == item.card_rect)
        for cells, _colour in item.pieces:
            out.setdefault(card, set()).update(cells)
    return out


def _cards(review: ReviewWindow) -> dict[str, CardItem]:
    return {i.puzzle.id: i for i in review.scene.items() if isinstance(i, CardItem)}


def placed_cells(actions: Sequence[rules.Action]) -> dict[str, set[tuple[int, int]]]:
    """The cells each card gets from ``actions``."""
    out: dict[str, set[tuple[int, int]]] = {}
    for a in actions:
        placements = ([rules.Placement(a.puzzle, a.piece, a.cells)] if isinstance(a, rules.Place)
                      else list(a.placements) if isinstance(a, rules.Master | rules.Finish) else [])
        for p in placements:
            out.setdefault(p.puzzle, set()).update(p.cells)
    return out


class SlowRunner:
    """A runner that never finishes on its own (for Cancel): one turn more every poll."""

    def __init__(self, *args: Any) -> None:
        self.total = 40
        self.done = 0
        self.cancelled = False
        self.waiting: list[Any] = []  # (no futures: the op's thread looks again a moment later)

    @property
    def finished(self) -> bool:
        return self.cancelled

    def poll(self) -> int:
        self.done = min(self.total - 1, self.done + 1)
        return self.done

    def analysis(self) -> GameAnalysis:
        raise AssertionError("never finished")

    def cancel(self) -> None:
        self.cancelled = True


# ------------------------------------------------------------------ running


class TestAnalyse:
    def test_a_real_analysis_runs_to_the_end_with_progress_and_the_window_turns(
            self, qtbot: QtBot) -> None:
        review = _review(qtbot, bad_turn_save())
        texts: list[str] = []
        ticks = [0]
        ticker = QTimer(review)
        ticker.setInterval(20)
        ticker.timeout.connect(lambda: (ticks.__setitem__(0, ticks[0] + 1),
                                        texts.append(review.panel.progress_text.text())))
        ticker.start()
        assert review.analysis_dock.isHidden()
        QTest.keyClick(review, Qt.Key.Key_A)  # the shortcut
        assert review.analysing and review.panel.running
        assert not review.act_analyse.isEnabled()
        _wait_done(qtbot, review)
        ticker.stop()
        # the event loop kept turning while the workers worked, and the progress was said
        assert ticks[0] >= 10
        assert any(t.startswith("Analysing") for t in texts), set(texts)
        analysis = review.analysis
        assert analysis is not None and review.act_analyse.isEnabled()
        assert review.analysis_dock.isVisible() and not review.panel.running
        assert analysis.players == (0,)  # the human seat only
        # the must-show: Ann's EndTurn with three actions left is a blunder
        bad = analysis.verdict(2)
        assert bad is not None and bad.played == (rules.EndTurn(),) and bad.mark is Mark.BLUNDER
        # the chart and the list show exactly the marked turns
        marked = [v.turn for v in analysis.turns if v.mark is not None]
        assert [v.turn for v in review.panel.chart.marked()] == marked
        rows = [review.panel.marked.item(r) for r in range(review.panel.marked.count())]
        assert [r.data(TURN_ROLE) for r in rows] == marked
        assert rows[marked.index(2)].text().startswith("Round 2, Ann: blunder (-")
        # choosing it draws its better turn: the ghosts are the best turn's placements
        review.panel.marked.itemClicked.emit(rows[marked.index(2)])
        assert review.position == bad.first
        assert ghost_cells(review) == placed_cells(bad.best)
        assert review.panel.caption.text().count("<b>") >= 2

    def test_cancel_stops_it_and_the_window_stays_usable(self, qtbot: QtBot) -> None:
        review = _review(qtbot, bad_turn_save())
        review.factory = SlowRunner
        review.analyse()
        qtbot.waitUntil(lambda: "of 40" in review.panel.progress_text.text(), timeout=5000)
        assert review.panel.cancel_button.isVisible()
        assert review.analysing
        qtbot.mouseClick(review.panel.cancel_button, Qt.MouseButton.LeftButton)
        assert not review.analysing
        assert review.panel.note.text() == "The analysis was cancelled."
        assert review.analysis is None and review.act_analyse.isEnabled()
        # the review goes on as before
        review.first()
        QTest.keyClick(review, Qt.Key.Key_Right)
        assert review.position == 1

    def test_a_failing_analysis_is_said_and_the_review_goes_on(self, qtbot: QtBot) -> None:
        class Broken(SlowRunner):
            def poll(self) -> int:
                raise RuntimeError("a worker died")

        review = _analysis_ended_at_once(qtbot, Broken)
        assert review.panel.note.text() == "The analysis failed: RuntimeError: a worker died"
        review.first()
        assert review.position == 0

    def test_the_time_left_counts_down_between_two_turns(self, qtbot: QtBot) -> None:
        class Stuck(SlowRunner):
            def poll(self) -> int:
                self.done = min(self.done + 1, 2)  # two turns, then a long one
                return self.done

        now = [0.0]
        review = _review(qtbot, bad_turn_save())
        review.panel.time_left = TimeLeft(lambda: now[0])
        review.factory = Stuck
        review.analyse()
        review.progress_timer.stop()  # the test ticks it
        for turn in (1, 2):
            qtbot.waitUntil(lambda: review._progress[0] >= turn)  # noqa: B023 (waited here)
            now[0] += 30.0
        review._on_progress(2, 40)
        before = review.panel.progress_text.text()
        now[0] += 600.0  # no turn for ten minutes: the time left is said again, smaller
        review.progress_timer.timeout.emit()
        after = review.panel.progress_text.text()
        assert before.startswith("Analysing turn 3 of 40") and after != before
        review.cancel_analysis()

    def test_a_game_the_runner_refuses_is_said_and_nothing_runs(self, qtbot: QtBot) -> None:
        def refuses(*args: Any) -> SlowRunner:
            raise ValueError("action 3: not legal")

        review = _analysis_ended_at_once(qtbot, refuses)
        assert review.panel.note.text() == "The game cannot be analysed: action 3: not legal"

    def test_cancelling_a_real_analysis_ends_its_workers(self, qtbot: QtBot) -> None:
        review = _review(qtbot, bad_turn_save())
        review._budget = lambda: 50.0  # far too long to finish during the test
        made: list[AnalysisRunner] = []

        def started(*args: Any) -> AnalysisRunner:
            made.append(AnalysisRunner(*args))
            return made[-1]

        review.factory = started
        review.analyse()
        qtbot.waitUntil(lambda: made != [], timeout=60_000)  # in the op's thread
        runner = made[0]
        pool = runner.pool
        assert pool is not None
        qtbot.waitUntil(lambda: bool(getattr(pool, "_processes", None)), timeout=60_000)
        workers = list((getattr(pool, "_processes", None) or {}).values())
        review.cancel_analysis()
        assert not review.analysing
        qtbot.waitUntil(lambda: runner.cancelled, timeout=60_000)  # the op's thread ends it
        # terminated, and killed a second later (a loaded machine may take a while). Whether a
        # worker ended is read from its sentinel, which closes when the process ends: the pool's
        # own thread may reap it first, and then is_alive() can no longer see it end
        for process in workers:
            assert wait_for_ends([process.sentinel], HANG), process
        review.last()
        assert review.position == review.length


# ------------------------------------------------------------------ the better turn


class TestBetterTurn:
    def test_the_blunder_shows_the_completing_pieces_on_the_card(self, qtbot: QtBot) -> None:
        save = bad_turn_save()
        analysis = hand_made_analysis(save)
        review = _review(qtbot, save, analysis=analysis)
        # a stored analysis of this game shows at once, nothing runs
        assert not review.analysing and review.analysis is analysis
        assert review.analysis_dock.isVisible()
        panel = review.panel
        assert panel.marked.count() == 1
        row = panel.marked.item(0)
        assert row.text() == ("Round 2, Ann: blunder (-7.5)\n"
                              "Better: completes W10 now and takes its I2 reward")
        panel.marked.itemClicked.emit(row)
        # the table is at the start of Ann's second turn, W10 still open
        assert review.position == 6
        assert review.state().player.puzzle("W10") is not None
        better = completing_turn(save)
        ghosts = ghost_cells(review)
        assert ghosts == placed_cells(better)
        # the ghosts fill exactly the open cells of W10: the pieces that complete it
        state = review.state()
        w10 = state.deck.puzzle_by_id["W10"]
        assert len(ghosts["W10"]) == w10.size
        assert review.better_ghosts() == [(p.puzzle, p.cells) for p in better
                                          if isinstance(p, rules.Place)]
        caption = panel.caption.text()
        assert "Played:</b> Ann ended the turn" in caption
        assert "Better:</b> Ann placed" in caption or "completed W10" in caption
        assert "Why:</b> completes W10 now and takes its I2 reward" in caption
        # B: the turn played instead, at its end, without ghosts
        QTest.keyClick(review, Qt.Key.Key_B)
        assert not panel.show_better and review.position == 7
        assert review.overlay.items == [] and review.shown_turn is not None
        QTest.keyClick(review, Qt.Key.Key_B)
        assert panel.show_better and review.position == 6 and ghost_cells(review) == ghosts
        # stepping away lets the turn go
        QTest.keyClick(review, Qt.Key.Key_Right)
        assert review.shown_turn is None and review.overlay.items == []
        assert panel.caption_box.isHidden()

    def test_the_marked_turns_are_reached_with_the_keyboard(self, qtbot: QtBot) -> None:
        review = _two_marked_turns(qtbot)
        marked = review.panel.marked
        assert marked.count() == 2
        marked.setFocus()
        marked.setCurrentRow(0)
        assert review.shown_turn is not None and review.shown_turn.turn == 0
        assert review.position == 0
        QTest.keyClick(marked, Qt.Key.Key_Down)
        assert review.shown_turn is not None and review.shown_turn.turn == 2
        assert review.position == 6 and set(ghost_cells(review)) == {"W10"}
        QTest.keyClick(marked, Qt.Key.Key_Up)
        assert review.shown_turn is not None and review.shown_turn.turn == 0
        assert [i.tag for i in review.overlay.mark_items()] == ["Better: take"] * 3  # 2 cards, 1 piece

    def test_the_better_turn_follows_the_table_laid_out_anew(self, qtbot: QtBot) -> None:
        """The table takes the window's shape: when it changes (the window, or the analysis
        panel, resized), the ghosts and rings are drawn again where their cards and piles
        went."""
        review = _two_marked_turns(qtbot)
        marked = review.panel.marked
        marked.setCurrentRow(1)
        ghosts = ghost_cells(review)
        assert set(ghosts) == {"W10"}
        marked.setCurrentRow(0)

        def rings() -> list[tuple[float, float, float, float]]:
            return sorted(cast(Any, i).rect.getRect() for i in review.overlay.mark_items())

        before = rings()
        assert len(before) == 3
        slots = [review.scene.rect_of(t) for t in review.scene.targets()]
        review.resize(review.width() - 300, review.height() + 60)
        QApplication.processEvents()
        assert [review.scene.rect_of(t) for t in review.scene.targets()] != slots  # it moved
        after = rings()
        assert after != before
        review.overlay.show(review.overlay._plan)  # drawn afresh: the same rings
        assert rings() == after
        # and the ghosts of the other turn sit on their card (ghost_cells finds it by its rect)
        marked.setCurrentRow(1)
        review.resize(review.width() + 300, review.height() - 60)
        QApplication.processEvents()
        assert ghost_cells(review) == ghosts

    def test_n_and_shift_n_go_from_marked_turn_to_marked_turn(self, qtbot: QtBot) -> None:
        review = _two_marked_turns(qtbot)
        menu = review.menuBar().findChild(QMenu, "analysisMenu")
        assert menu is not None
        assert {review.act_next_marked, review.act_prev_marked} <= set(menu.actions())
        review.last()
        review.first()  # at the deal, nothing shown: N shows the turn that starts there
        assert review.shown_turn is None and review.act_next_marked.isEnabled()
        assert not review.act_prev_marked.isEnabled()
        QTest.keyClick(review, Qt.Key.Key_N)
        assert review.shown_turn is not None and review.shown_turn.turn == 0
        assert review.panel.marked.currentItem().data(TURN_ROLE) == 0
        QTest.keyClick(review, Qt.Key.Key_N)
        assert review.shown_turn is not None and review.shown_turn.turn == 2
        assert review.position == 6 and set(ghost_cells(review)) == {"W10"}
        assert not review.act_next_marked.isEnabled()  # the last one
        QTest.keyClick(review, Qt.Key.Key_N)
        assert review.shown_turn is not None and review.shown_turn.turn == 2
        QTest.keyClick(review, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)
        assert review.shown_turn is not None and review.shown_turn.turn == 0
        QTest.keyClick(review, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
        assert review.shown_turn is not None and review.shown_turn.turn == 2
        QTest.keyClick(review, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
        assert review.shown_turn is not None and review.shown_turn.turn == 0
        review.panel.marked.setFocus()  # the list's own key search does not take N
        QTest.keyClick(review.panel.marked, Qt.Key.Key_N)
        assert review.shown_turn is not None and review.shown_turn.turn == 2
        review.last()  # from the end of the game: Shift+N goes back to the last marked turn
        assert review.shown_turn is None
        review.act_prev_marked.trigger()
        assert review.shown_turn is not None and review.shown_turn.turn == 2

    def test_without_an_analysis_the_marked_turn_keys_do_nothing(self, qtbot: QtBot) -> None:
        review = _review(qtbot, bad_turn_save())
        assert review.analysis is None
        assert not review.act_next_marked.isEnabled()
        position = review.position
        QTest.keyClick(review, Qt.Key.Key_N)
        assert review.position == position and review.shown_turn is None

    def test_a_stored_analysis_that_does_not_fit_the_game_is_not_shown(
            self, qtbot: QtBot) -> None:
        save = bad_turn_save()
        good = hand_made_analysis(save)
        # the right digest, but the blunder's turn names actions the game does not have there
        bad_turn = replace(good.turns[1], played=(rules.TakePiece(),))
        forged = replace(good, turns=(good.turns[0], bad_turn))
        review = _review(qtbot, save, analysis=forged)
        assert review.analysis is None and review.analysis_dock.isHidden()
        review.show_turn(2)  # nothing to show: nothing happens
        assert review.shown_turn is None and review.overlay.items == []

    def test_a_click_on_the_mark_in_the_chart_goes_to_the_turn(self, qtbot: QtBot) -> None:
        save = bad_turn_save()
        review = _review(qtbot, save, analysis=hand_made_analysis(save))
        chart = review.panel.chart
        review.resize(1280, 800)
        qtbot.waitUntil(lambda: bool(chart.mark_positions()), timeout=5000)
        [(centre, verdict)] = chart.mark_positions()
        assert verdict.turn == 2 and verdict.mark is Mark.BLUNDER
        QTest.mouseClick(chart, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         centre.toPoint())
        assert review.position == 6 and review.shown_turn == verdict
        assert chart.selected == 2
        assert set(ghost_cells(review)) == {"W10"}

    def test_upgrades_and_taken_cards_get_their_badges(self, qtbot: QtBot) -> None:
        save = bad_turn_save()
        state = save.states[6]
        best = (rules.TakePuzzle(state.white_row[0]), rules.Upgrade("I2", "L3"), rules.TakePiece())
        analysis = hand_made_analysis(save)
        verdict = analysis.turns[1]
        analysis = replace(analysis, turns=(analysis.turns[0], replace(verdict, best=best)))
        review = _review(qtbot, save, analysis=analysis)
        review.show_turn(2)
        tags = sorted(item.tag for item in review.overlay.mark_items())
        assert tags == ["Better: take", "Better: take", "I2 → L3"]
        assert review.overlay.ghost_items() == []


class TestSolo:
    def test_the_chart_and_summary_say_the_margin_is_over_the_automaton(
            self, qtbot: QtBot, tmp_path: Path) -> None:
        from app.ai import make_ai
        from app.ai.assess import replay_fast, split_turns
        from app.ai.match import play_game

        record = play_game([make_ai("medium", 3)], 3, "standard").record
        turns = split_turns(replay_fast(record))[:3]
        verdicts = tuple(
            TurnVerdict(turn=t.number, round=t.round, player=0, first=t.first, end=t.end,
                        played=record.actions[t.first:t.end],
                        best=record.actions[t.first:t.end], played_value=1.0 - t.number,
                        best_value=2.0, loss=1.0 + t.number, mark=mark,
                        reason=Explanation.of(Why.MORE_PLACED))
            for t, mark in zip(turns, (None, Mark.SLIP, Mark.MISTAKE), strict=True))
        analysis = GameAnalysis(
            version=ANALYSIS_VERSION, budget=TINY, seed=0, record_digest=record_digest(record),
            players=(0,), turns=verdicts,
            curve=tuple((t.number, (2.0 - t.number,)) for t in turns),
            summaries=(PlayerSummary(0, 3, accuracy(2.0), 1, 1, 0, 2.0, (2, 1)),),
            decided_at=None)
        save = SaveData(record, (SeatConfig("Ann"),))
        review = _review(qtbot, save, analysis=analysis)
        review.resize(1280, 800)
        panel = review.panel
        assert panel.automaton and panel.chart.automaton
        assert panel.chart.axis_title() == "Margin over the automaton"
        assert "over the automaton" in panel.summary.text()
        assert "over the automaton" in panel.chart.accessibleDescription()
        assert panel.marked.count() == 2
        panel.chart.grab().save(str(tmp_path / "solo-chart.png"))
        # a game of two: the plain margin
        two = _review(qtbot, bad_turn_save(), analysis=hand_made_analysis(bad_turn_save()))
        assert two.panel.chart.axis_title() == "Margin"
        assert "automaton" not in two.panel.summary.text()


# ------------------------------------------------------------------ storage


class InstantRunner:
    """A runner that has :func:`hand_made_analysis` ready at its first poll (for storage)."""

    made = 0

    def __init__(self, record: rules.GameRecord, players: Sequence[int] | None, budget: float,
                 seed: int, workers: int) -> None:
        InstantRunner.made += 1
        self.total = 2
        self.done = 0
        self.waiting: list[Any] = []
        self.result = replace(hand_made_analysis(bad_turn_save()), budget=budget, seed=seed)
        assert self.result.record_digest == record_digest(record)

    @property
    def finished(self) -> bool:
        return self.done == self.total

    def poll(self) -> int:
        self.done = self.total
        return self.done

    def analysis(self) -> GameAnalysis:
        return self.result

    def cancel(self) -> None:
        pass


def _analyse_with(qtbot: QtBot, review: ReviewWindow, factory: Any = InstantRunner) -> None:
    review.factory = factory
    with qtbot.waitSignal(review.analysis_finished, timeout=10_000):
        review.act_analyse.trigger()


class TestStorage:
    def test_the_analysis_is_written_into_the_file_and_shows_at_once_next_time(
            self, window: GameWindow, qtbot: QtBot, tmp_path: Path) -> None:
        path = tmp_path / "bad.plsave"
        write_save(path, bad_turn_save())
        InstantRunner.made = 0
        review = window.save_features.review_path(str(path))
        assert review is not None and review.analysis is None
        _analyse_with(qtbot, review)
        assert InstantRunner.made == 1
        stored = load_save(path).analysis
        assert stored is not None
        assert stored.budget == depth_budget(window.settings.analysis_depth())
        assert review.analysis == stored
        review.close()
        # opened again: the stored analysis shows at once, and Analyse has nothing to do
        again = window.save_features.review_path(str(path))
        assert again is not None and again.analysis == stored and not again.analysing
        assert again.analysis_dock.isVisibleTo(again) and again.panel.marked.count() == 1
        _analyse_with(qtbot, again)
        assert InstantRunner.made == 1 and not again.analysing
        # another depth is another analysis
        window.settings.set_analysis_depth("deep")
        _analyse_with(qtbot, again)
        assert InstantRunner.made == 2
        assert load_save(path).analysis.budget == depth_budget("deep")  # type: ignore[union-attr]

    @pytest.mark.parametrize("fault", [("replace", errno.EIO), ("open", errno.EACCES)],
                             ids=["replace-EIO", "open-EACCES"])
    def test_a_write_failure_is_said_once_and_the_file_is_intact(
            self, window: GameWindow, qtbot: QtBot, tmp_path: Path,
            monkeypatch: pytest.MonkeyPatch, fault: tuple[str, int]) -> None:
        folder = tmp_path / "games"
        folder.mkdir()
        path = folder / "bad.plsave"
        write_save(path, bad_turn_save())
        before = path.read_bytes()
        said = Said(monkeypatch)
        review = window.save_features.review_path(str(path))
        assert review is not None
        FailingWrites(monkeypatch, folder, *fault)
        _analyse_with(qtbot, review)
        assert len(said.boxes) == 1 and "Analysis not saved" in said.boxes[0]
        assert "bad.plsave" in said.boxes[0]
        assert path.read_bytes() == before and debris(folder) == []
        # the analysis shows all the same
        assert review.analysis is not None and review.panel.marked.count() == 1
        review.show_turn(2)
        assert set(ghost_cells(review)) == {"W10"}

    def test_an_unsaved_game_keeps_its_analysis_until_it_is_saved(
            self, window: GameWindow, qtbot: QtBot, tmp_path: Path) -> None:
        save = bad_turn_save()
        open_record(window, save.record, save.seats)
        review = window.save_features.review_current()
        assert review is not None and review.path is None
        _analyse_with(qtbot, review)
        assert review.analysis is not None
        assert window.document.analysis == review.analysis
        path = tmp_path / "later.plsave"
        assert window.save_to(str(path))
        assert load_save(path).analysis == review.analysis
        # the review of the game opened again shows it at once
        review.close()
        again = window.save_features.review_current()
        assert again is not None and again.analysis == review.analysis and not again.analysing
        # the game goes on: the analysis is of an earlier point, it is not saved with it
        window.session.apply(rules.TakePiece())  # type: ignore[union-attr]
        assert window.document.analysis is None
        assert window.save_to(str(path))
        assert load_save(path).analysis is None


# ------------------------------------------------------------------ the must-show


def test_the_wasted_turn_is_a_blunder_whose_better_turn_draws_the_completing_pieces(
        qtbot: QtBot) -> None:
    """Ann ends a turn with three actions left while she could complete a puzzle (the engine's
    own test game, tests/test_analysis.py): a real analysis in the review marks it a blunder,
    and choosing it draws the pieces that complete the puzzle on its card."""
    record, puzzle = wasted_turn_record()
    seats = (SeatConfig("Ann"), SeatConfig("Bob", "ai", "medium"))
    save = load_save_bytes(save_to_bytes(SaveData(record, seats)))
    review = _review(qtbot, save)
    review._budget = lambda: 0.1  # the smallest work (2 worlds, 2 candidate turns)
    review.act_analyse.trigger()
    _wait_done(qtbot, review)
    analysis = review.analysis
    assert analysis is not None
    wasted = analysis.turns[-1]
    assert wasted.played == (rules.EndTurn(),) and wasted.mark is Mark.BLUNDER
    rows = [review.panel.marked.item(r) for r in range(review.panel.marked.count())]
    row = next(r for r in rows if r.data(TURN_ROLE) == wasted.turn)
    assert "blunder" in row.text() and f"completes {puzzle} now" in row.text()
    review.panel.marked.itemClicked.emit(row)
    assert review.position == wasted.first
    start = review.state()
    card = start.player.puzzle(puzzle)
    assert card is not None
    shape = start.deck.puzzle_by_id[puzzle]
    ghosts = ghost_cells(review)
    # the ghosts on the card are the better turn's pieces, and with what lies there already
    # they fill it: the puzzle is completed
    assert ghosts[puzzle] == placed_cells(wasted.best)[puzzle]
    filled = set(rules.mask_to_cells(card.filled))
    assert not ghosts[puzzle] & filled
    assert ghosts[puzzle] | filled == set(rules.mask_to_cells(shape.mask))
    assert f"Why:</b> completes {puzzle} now" in review.panel.caption.text()


def test_the_progress_says_the_time_left_from_the_turns_counted(qtbot: QtBot) -> None:
    """The trial waited on "Analysing turn 3 of 10" for minutes with no estimate (issue 29)."""
    from app.model.time_left import TimeLeft
    from app.table.analysis_panel import AnalysisPanel

    panel = AnalysisPanel()
    qtbot.addWidget(panel)
    now = [50.0]
    panel.time_left = TimeLeft(lambda: now[0])
    panel.show_progress(0, 0)  # started
    panel.show_progress(0, 10)
    assert panel.progress_text.text() == "Analysing turn 1 of 10 — estimating the time left…"
    for done in (1, 2, 3):
        now[0] += 27.0
        panel.show_progress(done, 10)
    # 27 s a turn, 7 turns to go: about 4 minutes
    assert panel.progress_text.text() == "Analysing turn 4 of 10 — about 4 minutes left"
    assert panel.progress.accessibleDescription() == panel.progress_text.text()
    now[0] += 7 * 27.0 - 30
    panel.show_progress(3, 10)  # polled again, nothing new: it counts down
    assert panel.progress_text.text() == "Analysing turn 4 of 10 — less than a minute left"
