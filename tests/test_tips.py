"""First-time tips on the table (app/model/tips.py, app/table/tips.py).

Real games in a real window: a tip shows the first time its situation comes up for a person,
beside its target and never over it nor over the player's own pieces and puzzles; not for a
computer player; once only: never again after it was seen, in this game, the next one, or a new
window on the same settings file (Continue), until Preferences > Show all tips again; "No more
tips" switches them off.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_table_support import (
    LEFT,
    NONE,
    click,
    key,
    open_record,
    shortage_record,
    start,
    vp,
    window,
)
from waiting import settle

from app import rules
from app.core.setup import GameSetup, SeatConfig
from app.model.settings import Settings
from app.model.tips import TIPS, TipContext, due_tip, tip_by_id
from app.table.items import Target, TargetKind
from app.table.tips import target_of
from app.table.window import GameWindow

__all__ = ["window"]

PEOPLE = (SeatConfig("Ann"), SeatConfig("Bob"))


@pytest.fixture(autouse=True)
def tips_on(window: GameWindow) -> None:
    """The tips are on, as in a new installation (the table tests' window has them off)."""
    window.settings.set_show_tips(True)


def shown_ids(win: GameWindow) -> list[str]:
    """Record the tips the window shows from now on."""
    out: list[str] = []
    win.tips.shown.connect(out.append)
    return out


def press_button(win: GameWindow, text: str) -> None:
    """Click a button of the tip shown, with the mouse on the view."""
    callout = win.tips.callout()
    assert callout is not None
    index = callout.button_texts().index(text)
    at = vp(win, callout.button_rect(index).center())
    QTest.mouseClick(win.view.viewport(), LEFT, NONE, at)
    QApplication.processEvents()


def assert_beside_target(win: GameWindow) -> None:
    """The tip shown is on the table, in the window, and leaves its target uncovered, and every
    piece and puzzle of the player to move (what they play with) too."""
    callout = win.tips.callout()
    target = win.tips.target_rect()
    assert callout is not None and callout.isVisible() and target is not None
    bubble = callout.bubble_rect()
    assert not bubble.intersects(target), (bubble, target)
    visible = win.view.mapToScene(win.view.viewport().rect()).boundingRect()
    assert visible.adjusted(-1, -1, 1, 1).contains(bubble)
    state = win.session.state
    me = state.current
    mine = [Target(TargetKind.SUPPLY, player=me, shape=i)
            for i, n in enumerate(state.players[me].supply) if n]
    mine += [Target(TargetKind.PUZZLE, player=me, puzzle=p.id, index=k)
             for k, p in enumerate(state.players[me].puzzles)]
    for t in mine:
        item = win.scene.item_for(t)
        where = item.sceneBoundingRect() if item is not None else win.scene.rect_of(t)
        assert where is not None and not bubble.intersects(where), (callout.objectName(), t)


def record_where(tip_id: str, seats: tuple[SeatConfig, ...] = PEOPLE,
                 seeds: range = range(1, 40)) -> rules.GameRecord:
    """A random game stopped at the first position, on Ann's turn, where ``tip_id`` is the
    tip due (no other before it)."""
    for seed in seeds:
        setup = GameSetup(seats, seed=seed)
        state = setup.record().initial_state()
        rng = random.Random(seed)
        actions: list[rules.Action] = []
        while state.phase is not rules.Phase.FINISHED and len(actions) < 600:
            if state.current == 0:
                due = due_tip(TipContext(state, 0), set())
                if due is not None and due[0].id == tip_id:
                    return setup.record().with_actions(actions)
            action = rules.random_action(state, rng)
            actions.append(action)
            state = rules.apply(state, action)
    raise AssertionError(f"no random game reaches the tip {tip_id}")


class TestRewardChoice:
    def test_the_first_reward_choice_shows_its_tip_beside_the_piles(
            self, window, monkeypatch: pytest.MonkeyPatch) -> None:
        said: list[str] = []
        monkeypatch.setattr("app.table.callout.announce", lambda _w, text: said.append(text))
        record, seats = shortage_record()
        s = open_record(window, record, seats)
        assert s.state.pending
        assert window.tips.current() == "reward_choice"
        assert_beside_target(window)
        # the tip is about every pile to choose from: it covers none of them
        callout = window.tips.callout()
        assert callout is not None
        for i in rules.reward_options(s.state):
            assert not callout.bubble_rect().intersects(
                window.scene.rect_of(Target(TargetKind.RESERVE, shape=i)) or QRectF())
        # screen readers hear it, with the way to its buttons
        assert said == [callout.accessible_text()]
        assert "Choose your reward" in said[0] and "F6" in said[0]

    def test_the_player_plays_on_and_the_tip_closes_when_the_choice_is_made(self, window
                                                                           ) -> None:
        record, seats = shortage_record()
        s = open_record(window, record, seats)
        assert window.tips.current() == "reward_choice"
        options = rules.reward_options(s.state)
        click(window, Target(TargetKind.RESERVE, shape=options[-1]))
        assert not s.state.pending  # the click went through to the table
        assert window.tips.current() != "reward_choice"

    def test_not_for_a_computer_player(self, window, qtbot) -> None:
        record, seats = shortage_record((SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob")))
        shown = shown_ids(window)
        s = open_record(window, record, seats)
        assert s.state.pending and not s.is_human_turn()
        assert window.tips.current() == ""
        # the computer chooses and plays; Bob, a person, then gets the tips of his turn
        qtbot.waitUntil(lambda: s.state.current == 1 and not window.controller.animator.busy,
                        timeout=20000)
        assert "reward_choice" not in shown


class TestShortage:
    def test_an_empty_pile_shows_the_shortage_rule_after_the_reward(self, window) -> None:
        record, seats = shortage_record()
        s = open_record(window, record, seats)
        click(window, Target(TargetKind.RESERVE, shape=rules.reward_options(s.state)[-1]))
        assert s.is_human_turn()
        assert window.tips.current() == "shortage"
        assert_beside_target(window)
        # it points at the empty level-1 pile
        pile = window.scene.rect_of(Target(TargetKind.RESERVE, shape=s.deck.shape_index["O1"]))
        got = window.tips.target_rect()
        assert pile is not None and got is not None and got.contains(pile)


@pytest.mark.parametrize("tip_id", ["end_triggered", "finishing_touches", "can_complete",
                                    "master_action", "upgrade"])
def test_each_tip_shows_the_first_time_beside_its_target(window, tip_id: str) -> None:
    record = record_where(tip_id)
    shown = shown_ids(window)
    s = open_record(window, record, PEOPLE)
    assert shown == [tip_id]
    assert window.tips.current() == tip_id
    spot = tip_by_id(tip_id).where(TipContext(s.state, s.state.current))
    assert spot is not None
    assert window.tips.target_rect() is not None
    assert window.scene.rect_of(target_of(spot)) is not None
    assert_beside_target(window)


def test_the_tip_follows_a_resized_window(window) -> None:
    open_record(window, record_where("end_triggered"), PEOPLE)
    callout = window.tips.callout()
    assert callout is not None
    window.resize(1000, 650)
    settle()
    # still beside the deck, at the same size in pixels
    assert abs(callout.scale() * window.view.transform().m11() - 1.0) < 1e-6
    assert_beside_target(window)


def test_the_end_tip_points_at_the_black_deck(window) -> None:
    s = open_record(window, record_where("end_triggered"), PEOPLE)
    assert s.state.end_triggered and not s.state.black_deck
    deck = window.scene.rect_of(Target(TargetKind.DECK, puzzle="black"))
    got = window.tips.target_rect()
    assert deck is not None and got is not None and got.contains(deck)


class TestSolo:
    def test_a_column_locked_by_the_automaton_is_explained(self, window) -> None:
        s = start(window, (SeatConfig("Ann"),), seed=3)
        assert window.tips.current() == ""
        state = s.state
        assert state.solo is not None
        # take a puzzle of a column and end the turn: the automaton takes and locks a column
        first = next(p for p in state.solo.grid if p is not None)
        assert window.controller.perform(rules.TakePuzzle(first))
        assert window.controller.perform(rules.EndTurn())
        QApplication.processEvents()
        assert window.tips.current() == "solo_lock"
        assert window.tips.target_rect() is not None
        assert_beside_target(window)

    def test_the_tip_waits_for_the_automatons_move_to_be_shown(self, window, qtbot) -> None:
        s = start(window, (SeatConfig("Ann"),), seed=3)
        window.set_animation_speed(1.0)
        state = s.state
        assert state.solo is not None
        first = next(p for p in state.solo.grid if p is not None)
        assert window.controller.perform(rules.TakePuzzle(first))
        qtbot.waitUntil(lambda: not window.controller.animator.busy, timeout=10000)
        assert window.controller.perform(rules.EndTurn())
        QApplication.processEvents()
        assert window.controller.animator.busy and window.tips.current() == ""
        qtbot.waitUntil(lambda: window.tips.current() == "solo_lock", timeout=10000)
        assert not window.controller.animator.busy
        assert_beside_target(window)

    def test_no_tip_while_a_lesson_holds_them(self, window) -> None:
        window.tips.suppressed = True
        record, seats = shortage_record()
        open_record(window, record, seats)
        assert window.tips.current() == ""
        window.tips.suppressed = False
        assert window.tips.current() == "reward_choice"
        window.tips.suppressed = True
        assert window.tips.callout() is None


class TestDismissing:
    def test_a_tip_seen_does_not_come_again_in_any_game(self, window, qtbot) -> None:
        """The trial saw "Got it" tips come back in every new game and after Continue."""
        record, seats = shortage_record()
        s = open_record(window, record, seats)
        assert window.tips.current() == "reward_choice"
        press_button(window, "Got it")
        assert window.tips.current() == "" and s.state.pending
        window.tips.update()
        assert window.tips.current() == ""  # not again in this game
        open_record(window, record, seats)
        assert window.tips.current() == ""  # nor in the next one
        assert window.settings.dismissed_tips() == ["reward_choice"]
        assert window.settings.sync()
        # a new window on the same settings (the next start, Continue): still seen
        again = GameWindow(Settings.at_path(window.settings.store.fileName()))
        qtbot.addWidget(again)
        again.set_animation_speed(0.0)
        again.resize(1280, 800)
        again.show()
        QTest.qWaitForWindowExposed(again)
        open_record(again, record, seats)
        assert again.tips.current() == ""
        # Preferences > Show all tips again
        dialog = again.show_preferences()
        assert dialog.reset_tips.isEnabled()
        QTest.mouseClick(dialog.reset_tips, LEFT)
        # the tip of the situation on the table comes at once, and is seen again
        assert again.tips.current() == "reward_choice"
        assert again.settings.dismissed_tips() == ["reward_choice"]
        dialog.close()
        again.close()

    def test_a_tip_left_to_close_by_itself_was_seen_too(self, window) -> None:
        record, seats = shortage_record()
        s = open_record(window, record, seats)
        assert window.tips.current() == "reward_choice"
        click(window, Target(TargetKind.RESERVE, shape=rules.reward_options(s.state)[-1]))
        assert window.tips.current() != "reward_choice"
        open_record(window, record, seats)
        assert window.tips.current() != "reward_choice"

    def test_escape_and_a_click_on_the_bubble_close_it(self, window) -> None:
        record, seats = shortage_record()
        s = open_record(window, record, seats)
        # the table takes Escape first: the keyboard's focus on a reward pile goes
        assert window.controller.ui.focus is not None
        key(window, Qt.Key.Key_Escape)
        assert window.controller.ui.focus is None and window.tips.current() == "reward_choice"
        key(window, Qt.Key.Key_Escape)
        assert window.tips.current() == "" and s.state.pending
        window.settings.reset_tips()  # Show all tips again: it comes at once
        callout = window.tips.callout()
        assert callout is not None
        r = callout.bubble_rect()
        QTest.mouseClick(window.view.viewport(), LEFT, NONE, vp(window, r.topLeft() + (
            r.bottomLeft() - r.topLeft()) * 0.3 + (r.topRight() - r.topLeft()) * 0.5))
        QApplication.processEvents()
        assert window.tips.current() == ""

    def test_a_click_on_the_bubble_reaches_the_table(self, window) -> None:
        """Even a tip lying on a reward pile never keeps the click from it."""
        record, seats = shortage_record()
        s = open_record(window, record, seats)
        callout = window.tips.callout()
        assert callout is not None
        pile = window.scene.rect_of(Target(TargetKind.RESERVE,
                                           shape=rules.reward_options(s.state)[-1]))
        assert pile is not None
        callout.setPos(pile.center() - QPointF(10, 10))  # as if nothing else had room
        click(window, Target(TargetKind.RESERVE, shape=rules.reward_options(s.state)[-1]))
        assert not s.state.pending  # the reward was chosen
        assert window.tips.current() != "reward_choice"

    def test_the_keyboard_reaches_the_buttons(self, window) -> None:
        record, seats = shortage_record()
        open_record(window, record, seats)
        key(window, Qt.Key.Key_F6)
        key(window, Qt.Key.Key_Return)
        assert window.tips.current() == "" and window.settings.show_tips()
        window.settings.reset_tips()
        assert window.tips.current() == "reward_choice"
        key(window, Qt.Key.Key_F6)
        key(window, Qt.Key.Key_Right)
        key(window, Qt.Key.Key_Return)  # No more tips
        assert window.tips.current() == "" and not window.settings.show_tips()

    def test_no_more_tips_switches_them_off_until_preferences(self, window) -> None:
        record, seats = shortage_record()
        open_record(window, record, seats)
        press_button(window, "No more tips")
        assert window.tips.current() == "" and not window.settings.show_tips()
        window.settings.reset_tips()  # Show all tips again: they are on again, all of them
        assert window.settings.show_tips()
        assert window.tips.current() == "reward_choice"

    def test_a_lesson_step_that_taught_it_counts_as_seen(self, window) -> None:
        """The solo lesson explains locked columns: the solo_lock tip does not say it again
        (the trial met it right after the lesson)."""
        from app.lessons import lessons, walkthrough

        lesson = lessons()["solo"]
        index = [st.id for st in lesson.steps].index("columns")
        window.settings.set_lesson_progress("solo", index, walkthrough(lesson)[index])
        runner = window.lessons.runner
        assert runner.start("solo", resume=True) and runner.step.id == "columns"
        assert "solo_lock" not in window.settings.dismissed_tips()
        callout = runner.callout
        assert callout is not None
        QTest.mouseClick(window.view.viewport(), LEFT, NONE,
                         vp(window, callout.button_rect(0).center()))  # Next
        assert runner.step.id == "free"
        assert "solo_lock" in window.settings.dismissed_tips()


class TestPreferences:
    def test_show_tips_switches_them_off_and_on(self, window) -> None:
        record, seats = shortage_record()
        open_record(window, record, seats)
        assert window.tips.current() == "reward_choice"
        dialog = window.show_preferences()
        assert dialog.show_tips.isChecked()
        dialog.show_tips.click()
        assert not window.settings.show_tips()
        assert window.tips.current() == ""  # the tip shown closes at once
        open_record(window, record, seats)
        assert window.tips.current() == ""
        dialog.show_tips.click()
        assert window.settings.show_tips()
        open_record(window, record, seats)
        assert window.tips.current() == ""  # on again, but that one was seen
        window.settings.reset_tips()
        assert window.tips.current() == "reward_choice"
        dialog.close()


def test_a_new_installation_shows_tips(tmp_path: Path) -> None:
    settings = Settings.at_path(str(tmp_path / "fresh.ini"))
    assert settings.show_tips() and settings.dismissed_tips() == []


def test_every_tip_is_data_with_words() -> None:
    ids = [t.id for t in TIPS]
    assert len(ids) == len(set(ids))
    for t in TIPS:
        assert t.title and len(t.text) > 40
    assert state_free_of_tips(GameSetup(PEOPLE, seed=1).record().initial_state())


def state_free_of_tips(state: rules.GameState) -> bool:
    """At the start of a game no tip is due (the first turn is the lessons' to teach)."""
    return due_tip(TipContext(state, 0), set()) is None
