"""The results screen: the score over the rounds, the ranking with places and pictures, the
tie-break in words, the chart, and Rematch / Review / New game."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QDialog
from rulekit import END, finish, line, make_deck, pl, place, take
from test_table_support import open_record, window

from app import rules
from app.core.setup import GameSetup, SeatConfig
from app.model.game_results import rematch_setup, score_history, score_history_of
from app.model.session import GameSession
from app.table.results import ResultsDialog, standings, tiebreak_line
from app.table.score_chart import ScoreChart, line_style, nice_step, spread_labels

__all__ = ["window"]  # the fixture

WHITES6 = [(f"W{i}", "white", i, "O1", line(min(i, 5))) for i in range(1, 7)]
BLACKS6 = [(f"B{i}", "black", 5, "O1", line(5, 1)) for i in range(1, 7)]


def small_game() -> rules.GameRecord:
    """A two-player game checked by hand (W<i> is worth i points and has i squares in a row;
    one black card is left in the deck, so taking one triggers the end).

    Round 1: A completes W2 (2), B completes W1 (1). Round 2: A completes W3 (2 + 3 = 5),
    B takes B1, which empties the black deck: round 3 is the last. Round 3: both pass.
    Finishing Touches: A places nothing, B an I2 on B1 (-1): A 5, B 0.
    """
    deck = make_deck(WHITES6 + BLACKS6, black=(5, 5, 5))
    acts = [
        take("W2"), place("W2", "I2", (0, 0), (0, 1)), END,
        take("W1"), place("W1", "O1", (0, 0)), END,
        take("W3"), place("W3", "I2", (0, 0), (0, 1)), place("W3", "O1", (0, 2)),
        take("B1"), END,
        END, END,
        finish(), finish(pl("B1", "I2", (1, 0), (1, 1))),
    ]
    return rules.GameRecord(players=("A", "B"),
                            actions=tuple(rules.action_from_json(a) for a in acts),
                            white_deck=tuple(f"W{i}" for i in range(1, 7)),
                            black_deck=tuple(f"B{i}" for i in range(1, 6)), deck=deck)


def random_game(setup: GameSetup, seed: int = 1) -> rules.GameRecord:
    """The setup's game played to its end by the random policy."""
    rng = random.Random(seed)
    record = setup.record()
    state = record.initial_state()
    actions = []
    while state.phase is not rules.Phase.FINISHED:
        action = rules.random_action(state, rng)
        state = rules.apply(state, action)
        actions.append(action)
    return record.with_actions(actions)


def humans(*names: str) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(n) for n in names)


def final_state(record: rules.GameRecord) -> rules.GameState:
    result = rules.replay(record)
    assert result.error is None
    return result.state


def finished_on_the_table(window: Any) -> tuple[GameSession, ResultsDialog]:
    """Ann and Bob's finished game (seed 11, played at random) opened on the table: its
    session and the results dialog it shows."""
    setup = GameSetup(humans("Ann", "Bob"), seed=11)
    session = open_record(window, random_game(setup, seed=2), setup.seats)
    dialog = window.results
    assert dialog is not None
    return session, dialog


class TestScoreHistory:
    def test_a_small_game_checked_by_hand(self) -> None:
        history = score_history(small_game())
        a, b = history.lines
        assert (a.name, b.name) == ("A", "B")
        assert history.rounds_played == 3
        assert a.rounds == (0, 2, 5, 5) and a.final == 5
        assert b.rounds == (0, 1, 1, 1) and b.final == 0
        assert history.finishing == ((), ("I2",))
        assert history.finished and not a.automaton

    def test_an_unfinished_game_has_no_final_scores(self) -> None:
        record = small_game()
        history = score_history(record.with_actions(record.actions[:6]))
        assert [ln.rounds for ln in history.lines] == [(0, 2), (0, 1)]
        assert [ln.final for ln in history.lines] == [None, None]
        assert not history.finished

    def test_states_and_actions_must_match(self) -> None:
        record = small_game()
        with pytest.raises(ValueError):
            score_history_of([record.initial_state()], record.actions[:1])

    @pytest.mark.parametrize("players", [2, 4])
    def test_a_whole_game_ends_on_the_final_scores(self, players: int) -> None:
        setup = GameSetup(humans(*"ABCD"[:players]), seed=3)
        record = random_game(setup, seed=2)
        state = final_state(record)
        history = score_history(record)
        assert history.rounds_played == state.round
        assert [ln.final for ln in history.lines] == [p.score for p in state.players]
        assert [len(f) for f in history.finishing] == [p.finishing_pieces for p in state.players]
        assert all(len(ln.rounds) == state.round + 1 and ln.rounds[0] == 0
                   for ln in history.lines)

    def test_solo_has_the_automaton_as_a_line(self) -> None:
        setup = GameSetup(humans("Ann"), difficulty="standard", seed=5)
        record = random_game(setup, seed=2)
        state = final_state(record)
        assert state.solo is not None
        history = score_history(record)
        ann, automaton = history.lines
        assert automaton.automaton and not ann.automaton
        assert automaton.final == state.solo.opponent_points
        assert ann.final == state.players[0].score  # with the unfinished puzzles' penalty
        # the automaton only ever gains points; its line has a point per round
        assert list(automaton.rounds) == sorted(automaton.rounds)
        assert len(automaton.rounds) == history.rounds_played + 1 == state.round + 1


class TestRematchSetup:
    def test_same_seats_deck_and_difficulty_new_seed(self) -> None:
        setup = GameSetup(humans("Ann"), difficulty="challenging", seed=77)
        record = setup.record()
        rng = random.Random(1)
        again = rematch_setup(record, setup.seats, rng)
        assert again.seats == setup.seats and again.difficulty == "challenging"
        assert again.deck is record.game_deck and again.seed != 77

    def test_a_rematch_is_dealt_in_secret(self) -> None:
        """A rematch once drew a seed below 2,000,000,000 (about 31 bits: found by trying them
        all against the face-up cards); now it has none, and its record holds decks drawn
        from the operating system's generator, another deal each time."""
        record = GameSetup(humans("A", "B"), seed=5).record()
        again = rematch_setup(record, humans("A", "B"), random.Random(3))
        assert again.seed is None and again.secret
        dealt = {again.record().white_deck for _ in range(3)}
        assert len(dealt) == 3 and None not in dealt
        assert all(again.record().seed is None for _ in range(3))


class TestChart:
    def test_ticks_and_labels(self) -> None:
        assert nice_step(10) == 2 and nice_step(40) == 10 and nice_step(0) == 1
        # names at close line ends move apart, and stay inside the plot, in their order
        assert spread_labels([50.0, 51.0, 52.0], 12.0, 0.0, 100.0) == [50.0, 62.0, 74.0]
        assert spread_labels([99.0, 98.0], 12.0, 0.0, 100.0) == [100.0, 88.0]

    def test_every_line_differs_by_more_than_colour(self, qtbot) -> None:
        styles = [line_style(i) for i in range(4)] + [line_style(0, automaton=True)]
        assert len({s.marker for s in styles}) == 5 and len({s.dash for s in styles}) == 5
        chart = ScoreChart(score_history(small_game()))
        qtbot.addWidget(chart)
        chart.resize(700, 240)
        assert chart.x_labels() == ["Start", "1", "2", "3", "End"]
        assert chart.values(0) == [0, 2, 5, 5, 5] and chart.values(1) == [0, 1, 1, 1, 0]
        # screen readers hear the same numbers
        text = chart.accessibleDescription()
        assert "A: 2, 5, 5; final score 5." in text and "B: 1, 1, 1; final score 0." in text
        assert not chart.grab().isNull()


class TestDialog:
    def test_every_player_with_places_pictures_and_costs(self, window) -> None:
        setup = GameSetup(humans("Ann", "Bob", "Cleo", "Dan"), seed=4)
        session = open_record(window, random_game(setup, seed=3), setup.seats)
        dialog = window.results
        assert isinstance(dialog, ResultsDialog) and dialog.isVisible()
        state = session.state
        assert {r.standing.player for r in dialog.rows} == {0, 1, 2, 3}
        places = [r.standing.place for r in dialog.rows]
        assert places == sorted(places) and places[0] == 1
        for row in dialog.rows:
            i = row.standing.player
            assert i is not None
            player = state.players[i]
            assert row.name.text().endswith(player.name) or player.name in row.name.text()
            assert row.puzzles.puzzles == [state.deck.puzzle_by_id[p] for p in player.completed]
            assert row.puzzles.unfinished == []  # they cost nothing outside solo
            assert str(player.score) in row.score.text()
            if player.finishing_pieces:
                assert row.finishing is not None
                assert len(row.finishing.pieces) == player.finishing_pieces
            assert (i in (state.winners or ())) == ("★" in row.name.text())
        assert dialog.chart is not None and len(dialog.chart.names) == 4
        # the whole screen fits a 1280x800 window
        assert dialog.width() <= 1280 and dialog.height() <= 760

    def test_a_tie_on_points_names_the_rule_that_decided(self, qtbot) -> None:
        state = final_state(small_game())
        a, b = state.players
        # B had one more puzzle point: 6 - 1 = 5, as A; A completed more puzzles
        tied = replace(state, players=(a, replace(b, points=6)), winners=(0,))
        dialog = ResultsDialog(tied)
        qtbot.addWidget(dialog)
        text = dialog.tiebreak_label.text()
        assert text == "Tied on 5 points: A wins with more completed puzzles (2 against 1)"
        assert [r.standing.place for r in dialog.rows] == [1, 2]
        assert [r.place.text() for r in dialog.rows] == ["1st", "2nd"]
        # tied on everything: a shared victory, one place for both
        same = replace(b, points=6, completed=a.completed, supply=a.supply)
        shared = replace(state, players=(a, same), winners=(0, 1))
        assert tiebreak_line(shared).endswith("a shared victory")
        assert [s.place for s in standings(shared)] == [1, 1]

    def test_no_tie_says_who_had_the_most_points(self) -> None:
        state = final_state(small_game())
        assert tiebreak_line(state) == "A has the most points (5 against 0)"

    def test_rematch_starts_the_same_seats_with_a_new_deal(self, window, qtbot) -> None:
        old, dialog = finished_on_the_table(window)
        with qtbot.waitSignal(dialog.rematch_requested):
            dialog.rematch_button.click()
        QApplication.processEvents()
        new = window.session
        assert new is not None and new is not old
        # the same seats in the same order around the table; the first player is drawn again
        n = len(old.seats)
        assert any(new.seats == old.seats[k:] + old.seats[:k] for k in range(n))
        assert not new.is_finished and not new.history
        assert new.record().seed != old.record().seed
        assert new.state.deck is old.state.deck
        assert window.results is None or not window.results.isVisible()

    def test_review_opens_a_review_of_the_finished_game(self, window) -> None:
        session, dialog = finished_on_the_table(window)
        dialog.review_button.click()
        QApplication.processEvents()
        reviews = window.save_features.reviews
        assert len(reviews) == 1 and reviews[0].isVisible()
        assert len(reviews[0].save.record.actions) == len(session.history)
        assert not dialog.isVisible() and window.session is session
        reviews[0].close()

    def test_new_game_opens_the_new_game_dialog(self, window, monkeypatch) -> None:
        from app.table.newgame import NewGameDialog

        shown: list[NewGameDialog] = []

        def exec_(self: NewGameDialog) -> int:
            shown.append(self)
            return QDialog.DialogCode.Rejected.value

        monkeypatch.setattr(NewGameDialog, "exec", exec_)
        session, dialog = finished_on_the_table(window)
        dialog.new_button.click()
        QApplication.processEvents()
        assert len(shown) == 1 and not dialog.isVisible()
        assert window.session is session  # cancelled: the finished game stays on the table

    def test_solo_ranks_the_automaton(self, window) -> None:
        setup = GameSetup(humans("Ann"), difficulty="standard", seed=5)
        session = open_record(window, random_game(setup, seed=2), setup.seats)
        state = session.state
        assert state.solo is not None
        dialog = window.results
        assert dialog is not None
        automaton = next(r for r in dialog.rows if r.standing.player is None)
        ann = next(r for r in dialog.rows if r.standing.player == 0)
        assert len(automaton.puzzles.puzzles) == len(state.solo.opponent_completed)
        assert len(ann.puzzles.puzzles) == len(state.players[0].completed)
        # the unfinished puzzles cost their points in solo: shown greyed after the completed ones
        left = [pz.id for pz in state.players[0].puzzles]
        assert [p.id for p in ann.puzzles.unfinished] == left
        assert sum(p.points for p in ann.puzzles.unfinished) == state.players[0].penalty
        if left:
            last = ann.puzzles.card_rects()[-1].center().toPoint()
            assert ann.puzzles.puzzle_at(last) == (ann.puzzles.unfinished[-1], True)
        won = bool(state.winners)
        assert (ann.standing.place, automaton.standing.place) == ((1, 2) if won else (2, 1))
        assert ("★" in automaton.name.text()) != won
        assert dialog.chart is not None and dialog.chart.names == ["Ann", "Automaton"]
        assert "automaton" in dialog.tiebreak_label.text()
