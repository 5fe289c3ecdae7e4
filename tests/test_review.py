"""Replay review and history in the GUI: stepping forwards and back, branching, the History."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QWidget
from pytestqt.qtbot import QtBot
from test_table_support import game_of_two
from waiting import settle

from app.core.saves import SaveData, load_save_bytes, save_to_bytes
from app.core.setup import GameSetup, SeatConfig
from app.model.history import add_to_history, list_history
from app.rules import Phase, play_random
from app.table.history_dialog import HistoryDialog
from app.table.items import CardItem
from app.table.review import POSITION_ROLE, ReviewWindow
from app.table.window import GameWindow


@cache
def _game_bytes(players: int, seed: int) -> bytes:
    seats = tuple(SeatConfig(n) for n in ("Ann", "Bob", "Cleo", "Dan")[:players])
    setup = GameSetup(seats, seed=seed)
    record = setup.record()
    record = record.with_actions(play_random(record.initial_state(), seed))
    return save_to_bytes(SaveData(record, setup.seats))


def finished_game(players: int = 2, seed: int = 3) -> SaveData:
    """A finished random game, loaded as from a file (so its states are known)."""
    return load_save_bytes(_game_bytes(players, seed))


def _review(qtbot: QtBot, save: SaveData) -> ReviewWindow:
    review = ReviewWindow(save, "test", play_delay_ms=50)
    qtbot.addWidget(review)
    with qtbot.waitActive(review):  # the shortcuts belong to the active window
        review.show()
        review.activateWindow()
    return review


def _shown_cards(review: ReviewWindow) -> set[str]:
    return {i.puzzle.id for i in review.scene.items() if isinstance(i, CardItem)}


def _expected_cards(review: ReviewWindow) -> set[str]:
    state = review.state()
    cards = set(state.white_row) | set(state.black_row)
    for p in state.players:
        cards |= {pz.id for pz in p.puzzles}
    if state.solo is not None:
        cards |= {c for c in state.solo.grid if c}
    return cards


def _log_position(review: ReviewWindow) -> int:
    value = review.log.currentItem().data(POSITION_ROLE)
    assert isinstance(value, int)
    return value


class TestStepping:
    def test_opens_at_the_end_of_the_game(self, qtbot: QtBot) -> None:
        save = finished_game()
        review = _review(qtbot, save)
        assert review.position == review.length == len(save.record.actions)
        assert review.state().phase is Phase.FINISHED
        assert not review.act_continue.isEnabled()  # nothing to play after the end

    def test_arrow_keys_step_back_and_forth_and_the_table_follows(self, qtbot: QtBot) -> None:
        save = finished_game()
        review = _review(qtbot, save)
        qtbot.keyClick(review, Qt.Key.Key_Home)
        assert review.position == 0 and review.state() == save.states[0]
        for k in range(1, 25):
            qtbot.keyClick(review, Qt.Key.Key_Right)
            assert review.position == k
            assert review.state() == save.states[k]
            assert _shown_cards(review) == _expected_cards(review)
            assert _log_position(review) == k
            assert review.slider.value() == k
        for k in range(23, 9, -1):
            qtbot.keyClick(review, Qt.Key.Key_Left)
            assert review.position == k and _log_position(review) == k
            assert _shown_cards(review) == _expected_cards(review)
        qtbot.keyClick(review, Qt.Key.Key_End)
        assert review.position == review.length
        qtbot.keyClick(review, Qt.Key.Key_Right)  # past the end: stays
        assert review.position == review.length

    def test_buttons_slider_and_log_move_the_position(self, qtbot: QtBot) -> None:
        save = finished_game(3, 1)
        review = _review(qtbot, save)
        review.act_first.trigger()
        assert review.position == 0 and not review.act_back.isEnabled()
        review.act_forward.trigger()
        review.act_forward.trigger()
        assert review.position == 2
        review.act_back.trigger()
        assert review.position == 1
        review.slider.setValue(30)
        assert review.position == 30 and review.state() == save.states[30]
        row = next(
            i for i in range(review.log.count()) if review.log.item(i).data(POSITION_ROLE) == 12
        )
        review.log.scrollToItem(review.log.item(row))
        rect = review.log.visualItemRect(review.log.item(row))
        qtbot.mouseClick(review.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert review.position == 12
        review.act_last.trigger()
        assert review.position == review.length and not review.act_forward.isEnabled()

    def test_turn_jumps_land_on_turn_starts(self, qtbot: QtBot) -> None:
        save = finished_game()
        review = _review(qtbot, save)
        review.first()
        review.next_turn()
        k = review.position
        a, b = save.states[k - 1], save.states[k]
        assert (a.current, a.round) != (b.current, b.round)
        assert all(
            (save.states[j - 1].current, save.states[j - 1].round)
            == (save.states[j].current, save.states[j].round)
            for j in range(1, k)
        )
        review.next_turn()
        review.previous_turn()
        assert review.position == k

    def test_play_runs_to_the_end_and_space_pauses(self, qtbot: QtBot) -> None:
        save = finished_game(1, 1)
        review = _review(qtbot, save)
        review.set_position(review.length - 4)
        qtbot.keyClick(review, Qt.Key.Key_Space)
        assert review.timer.isActive()
        qtbot.waitUntil(lambda: review.position == review.length, timeout=5000)
        assert not review.timer.isActive() and not review.act_play.isChecked()
        review.set_position(0)
        qtbot.keyClick(review, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: review.position >= 2, timeout=5000)
        qtbot.keyClick(review, Qt.Key.Key_Space)
        stopped = review.position
        assert not review.timer.isActive()  # nothing will step any more
        settle()
        assert review.position == stopped and not review.timer.isActive()

    def test_the_review_never_changes_the_save(self, qtbot: QtBot) -> None:
        save = finished_game()
        before = save_to_bytes(save)
        review = _review(qtbot, save)
        review.first()
        review.last()
        assert save_to_bytes(save) == before


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> GameWindow:
    return game_of_two(qtbot, tmp_path, seed=21)


def _play(window: GameWindow, n: int) -> None:
    import random

    from app.rules import random_action

    rng = random.Random(len(window.session.history) if window.session else 0)
    for _ in range(n):
        assert window.session is not None
        assert window.session.apply(random_action(window.session.state, rng)) is None


class TestInTheWindow:
    def test_game_menu_has_review_and_history_once(self, window: GameWindow) -> None:
        names: list[str] = []
        for act in window.menuBar().actions():
            menu = act.menu()
            if isinstance(menu, QMenu):
                names += [a.objectName() for a in menu.actions()]
        for name in ("actReviewFile", "actReviewCurrent", "actHistory", "actSave"):
            assert names.count(name) == 1, name
        assert names.index("actHistory") < names.index("actSave")

    def test_continue_playing_from_here_starts_a_branch(
        self, qtbot: QtBot, window: GameWindow
    ) -> None:
        _play(window, 12)
        played = window.session
        assert played is not None
        features = window.save_features
        review = features.review_current()
        assert review is not None and review.length == 12
        review.set_position(5)
        review.act_continue.trigger()
        session = window.session
        assert session is not None and session is not played
        assert session.record().actions == played.record().actions[:5]
        assert session.state == review.states[5]
        assert window.file_path is None and window.autosaver is not None
        assert window.autosaver.modified
        # the game it replaced was not saved: it is kept in the history, all 12 actions
        [entry] = list_history()
        assert entry.result is not None and entry.result.actions == 12

    def test_review_a_bad_file_explains_and_changes_nothing(
        self, qtbot: QtBot, window: GameWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        shown: list[str] = []
        monkeypatch.setattr(
            "app.table.save_features.QMessageBox.warning",
            lambda _parent, _title, text: shown.append(text),
        )
        bad = tmp_path / "bad.plsave"
        bad.write_bytes(b'{"format": "project-l-game", "version": 9}')
        session = window.session
        features = window.save_features
        assert features.review_path(str(bad)) is None
        assert len(shown) == 1 and "bad.plsave" in shown[0] and "newer version" in shown[0]
        assert window.session is session and features.reviews == []


class TestHistoryDialog:
    def test_lists_games_and_opens_one_in_review(self, qtbot: QtBot) -> None:
        duo = finished_game(2, 3)
        solo = finished_game(1, 1)
        add_to_history(duo)
        add_to_history(solo)
        parent = QWidget()
        qtbot.addWidget(parent)
        dialog = HistoryDialog(parent)
        assert dialog.tree.topLevelItemCount() == 2
        assert [e.path for e in dialog.entries()] == [e.path for e in list_history()]
        rows = {
            dialog.tree.topLevelItem(i).text(1): [
                dialog.tree.topLevelItem(i).text(c) for c in range(5)
            ]
            for i in range(2)
        }
        state = duo.final_state
        duo_row = rows["Ann, Bob"]
        assert duo_row[0]  # a date
        assert duo_row[2] == ", ".join(str(p.score) for p in state.players)
        assert duo_row[3].startswith(", ".join(state.players[w].name for w in state.winners or ()))
        assert duo_row[4] == "Classic"
        solo_key = next(k for k in rows if "solo" in k)
        assert "against" in rows[solo_key][2]
        with qtbot.waitSignal(dialog.review_requested) as blocker:
            dialog.tree.setCurrentItem(
                next(
                    dialog.tree.topLevelItem(i)
                    for i in range(2)
                    if dialog.tree.topLevelItem(i).text(1) == "Ann, Bob"
                )
            )
            dialog.review_button.click()
        opened = blocker.args[0]
        assert isinstance(opened, SaveData)
        assert opened.record.to_json() == duo.record.to_json()

    def test_empty_history_says_so(self, qtbot: QtBot) -> None:
        dialog = HistoryDialog()
        qtbot.addWidget(dialog)
        assert dialog.tree.isHidden() and not dialog.empty.isHidden()
        assert not dialog.review_button.isEnabled()

    def test_broken_file_is_listed_and_can_be_deleted(self, qtbot: QtBot) -> None:
        from app.core.paths import history_dir

        (history_dir() / "broken.plsave").write_bytes(b"\xff\xfe")
        dialog = HistoryDialog()
        qtbot.addWidget(dialog)
        assert dialog.tree.topLevelItemCount() == 1
        assert "⚠" in dialog.tree.topLevelItem(0).text(3)
        assert "broken.plsave cannot be read: " in dialog.details.text()
        assert "not text" in dialog.details.text()
        assert not dialog.review_button.isEnabled() and dialog.delete_button.isEnabled()
        assert dialog.delete_selected(confirm=False)
        assert dialog.tree.topLevelItemCount() == 0 and list_history() == []
