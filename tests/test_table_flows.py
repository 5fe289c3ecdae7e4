"""Whole flows at the table: an all-AI game to the results screen, the solo variant, Finishing
Touches, the new-game dialog, saving and opening, the rules."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel
from test_table_support import (
    cells_centre,
    click,
    drag,
    key,
    open_record,
    puzzle,
    row_card,
    start,
    supply,
    upright,
    window,
)
from waiting import settle

from app.core.setup import GameSetup, SeatConfig
from app.model.settings import Settings
from app.rules import (
    EndTurn,
    EventKind,
    Finish,
    GameRecord,
    Phase,
    TakePuzzle,
    apply,
    deciding_tiebreak,
    random_action,
)
from app.table.items import LockItem
from app.table.newgame import NewGameDialog
from app.table.results import ResultsDialog
from app.table.scene import PlanKind

__all__ = ["window"]  # the fixture


def played(record: GameRecord, until, seed: int = 1) -> GameRecord:
    """The record played on by the random policy until ``until(state)``."""
    rng = random.Random(seed)
    state = record.initial_state()
    actions = []
    while state.phase is not Phase.FINISHED and not until(state):
        a = random_action(state, rng)
        state = apply(state, a)
        actions.append(a)
    return record.with_actions(actions)


class TestAllAI:
    def test_an_ai_game_runs_to_the_results_screen(self, window, qtbot) -> None:
        seats = (SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob", "ai", "easy"))
        s = start(window, seats, seed=8)
        qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(),
                        timeout=60000)
        assert s.is_finished
        state = s.state
        dialog = window.results
        assert isinstance(dialog, ResultsDialog)
        assert len(dialog.rows) == 2
        winners = [state.players[i].name for i in state.winners or ()]
        line = dialog.findChild(QLabel, "winnerLine")
        assert line is not None and all(w in line.text() for w in winners)
        decided = dialog.findChild(QLabel, "tiebreakLine")
        assert decided is not None and decided.text()
        # the ranking shows points, completed puzzles and Finishing Touch costs per player
        for row in dialog.rows:
            i = row.standing.player
            assert i is not None
            player = state.players[i]
            assert row.standing.score == player.score
            assert str(player.score) in row.score.text()
            assert [p.id for p in row.puzzles.puzzles] == list(player.completed)
            assert row.standing.finishing_pieces == player.finishing_pieces
        assert deciding_tiebreak(state) in ("points", "completed puzzles",
                                            "pieces in the supply", "shared victory")
        assert "The game is over" in window.log.lines()[-1]

    def test_ai_turns_are_animated_and_the_window_keeps_answering(self, window, qtbot) -> None:
        window.set_animation_speed(4.0)
        seats = (SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob"))
        s = start(window, seats, seed=3)
        qtbot.waitUntil(lambda: window.controller.animator.busy, timeout=20000)
        # while pieces fly, the event loop runs: a zoom request is handled at once
        window.menus.act_zoom_in.trigger()
        assert window.view.zoom > 1.0
        qtbot.waitUntil(lambda: s.state.current == 1 and not window.controller.animator.busy,
                        timeout=30000)
        assert all(st.by_ai for st in s.history)
        assert window.controller.input_allowed()


class TestSolo:
    def test_a_solo_ai_game_runs_to_the_results_screen(self, window, qtbot) -> None:
        s = start(window, (SeatConfig("Ann", "ai", "easy"),), seed=6, difficulty="standard")
        qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(),
                        timeout=60000)
        state = s.state
        assert state.solo is not None
        dialog = window.results
        assert isinstance(dialog, ResultsDialog)
        assert len(dialog.rows) == 2
        automaton = next(r for r in dialog.rows if r.standing.player is None)
        assert automaton.standing.score == state.solo.opponent_points
        assert automaton.standing.pieces_left == state.solo.opponent_supply  # counters left
        assert len(automaton.puzzles.puzzles) == len(state.solo.opponent_completed)

    def test_solo_setup_and_a_few_turns(self, window) -> None:
        s = start(window, (SeatConfig("Ann"),), seed=4, difficulty="challenging")
        state = s.state
        assert state.solo is not None and state.solo.difficulty == "challenging"
        locks = [i for i in window.scene.items() if isinstance(i, LockItem)]
        assert len(locks) == 3
        assert [i.count for i in sorted(locks, key=lambda i: i.rect.x())] == [1, 2, 1]
        for turn in range(3):
            state = s.state
            solo = state.solo
            assert solo is not None
            # take the card under the lock of column 2 (it frees a counter)
            pid = next(p for pos, p in enumerate(solo.grid) if p is not None and pos % 3 == 1)
            click(window, row_card(state, pid))
            assert s.history[-1].action == TakePuzzle(pid)
            events = [e.kind for e in s.history[-1].events]
            if solo.locks[1]:
                assert EventKind.LOCK_MOVED in events
            key(window, Qt.Key.Key_E)  # end the turn: the automaton plays
            step = s.history[-1]
            assert step.action == EndTurn()
            assert {EventKind.OPPONENT_TOOK, EventKind.LOCKS_RETURNED,
                    EventKind.OPPONENT_IDLE} & {e.kind for e in step.events}
            assert s.state.round == turn + 2
        log = "\n".join(window.log.lines())
        assert "automaton" in log


class TestFinishingTouches:
    def test_place_in_finishing_touches_and_pay_for_it(self, window) -> None:
        seats = (SeatConfig("Ann"), SeatConfig("Bob", "ai", "easy"))
        for seed in range(1, 30):
            rec = played(GameSetup(seats, seed=seed).record(),
                         lambda st: st.phase is Phase.FINISHING_TOUCHES, seed=seed)
            state = rec.initial_state()
            for a in rec.actions:
                state = apply(state, a)
            if state.phase is Phase.FINISHING_TOUCHES and upright(state) is not None:
                break
        s = open_record(window, rec, seats)
        assert window.controller.ui.plan_kind is PlanKind.FINISH
        assert "Finishing Touches" in window.status_text()
        pl = upright(s.state)
        assert pl is not None
        card = puzzle(s.state, pl.puzzle)
        drag(window, supply(s.state, pl.piece), cells_centre(window, card, pl.cells))
        assert window.controller.ui.plan == [pl]
        assert s.state.players[0].finishing_pieces == 0  # not yet paid
        assert window.menus.act_confirm.isEnabled()
        key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        assert any(st.action == Finish((pl,)) and st.player == 0 for st in s.history)
        assert s.state.players[0].finishing_pieces == 1


class TestNewGameDialog:
    def test_the_dialog_builds_a_solo_setup_and_remembers_it(self, window, qtbot, tmp_path
                                                             ) -> None:
        dialog = window.new_game_dialog()
        qtbot.addWidget(dialog)
        dialog.seat_count.setValue(1)
        assert dialog.difficulty.isEnabled()
        dialog.difficulty.setCurrentIndex(dialog.difficulty.findData("unbeatable"))
        dialog.names[0].setText("Zoe")
        dialog.seed.setText("1234")
        dialog.show()
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
        setup = dialog.setup()
        assert setup.is_solo and setup.difficulty == "unbeatable" and setup.seed == 1234
        assert setup.seats[0].name == "Zoe"
        window.start_game(setup)
        again = window.new_game_dialog()
        qtbot.addWidget(again)
        assert again.seat_count.value() == 1
        assert again.names[0].text() == "Zoe"
        assert again.difficulty.currentData() == "unbeatable"
        # and it survives a restart (QSettings on disk)
        window.settings.sync()
        fresh = Settings.at_path(window.settings.store.fileName())
        last = fresh.last_setup()
        assert last is not None and last.seats[0].name == "Zoe"

    def test_the_first_player_is_drawn_at_random_by_default(self, window, qtbot) -> None:
        seats = (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cy"))
        starters = set()
        for _ in range(40):
            dialog = NewGameDialog(GameSetup(seats), decks=[])
            qtbot.addWidget(dialog)
            dialog.seat_count.setValue(3)
            assert dialog.first_player.isEnabled() and dialog.first_player.currentData() is True
            setup = dialog.setup()
            # the seats stay in seating order; play goes around the table from the first
            assert setup.seats == seats
            order = [s.name for s in setup.play_order]
            assert order in (["Ann", "Bob", "Cy"], ["Bob", "Cy", "Ann"], ["Cy", "Ann", "Bob"])
            assert list(setup.record().players) == order
            starters.add(order[0])
        assert starters == {"Ann", "Bob", "Cy"}
        # the started game's record and seats follow the drawn order
        session = window.start_game(setup)
        assert [s.name for s in session.seats] == list(session.record().players) == order

    def test_a_fixed_order_starts_with_player_1_and_is_remembered(self, window, qtbot) -> None:
        dialog = window.new_game_dialog()
        qtbot.addWidget(dialog)
        dialog.seat_count.setValue(2)
        dialog.first_player.setCurrentIndex(dialog.first_player.findData(False))
        for _ in range(10):
            dialog._chosen = None
            assert dialog.setup().first == 0
        window.start_game(dialog.setup())
        assert window.session.record().players[0] == dialog.names[0].text()
        again = window.new_game_dialog()
        qtbot.addWidget(again)
        assert again.first_player.currentData() is False
        again.seat_count.setValue(1)
        assert not again.first_player.isEnabled()

    def test_two_players_with_one_name_are_refused(self, qtbot) -> None:
        dialog = NewGameDialog(GameSetup((SeatConfig("Ann"), SeatConfig("Bob"))), decks=[])
        qtbot.addWidget(dialog)
        dialog.names[1].setText("ann")
        dialog.accept()
        assert dialog.result() == 0 and "ann" in dialog.error.text().lower()

    def test_library_decks_are_listed(self, qtbot) -> None:
        from app.core.deck_library import DeckEntry, classic_entry
        from app.rules import classic_deck

        bad = DeckEntry(None, error="broken")
        dialog = NewGameDialog(None, decks=[classic_entry(), bad])
        qtbot.addWidget(dialog)
        assert dialog.deck.count() == 2
        assert dialog.setup().deck is classic_deck()


class TestFiles:
    def test_save_and_open_a_game(self, window, tmp_path) -> None:
        seats = (SeatConfig("Ann"), SeatConfig("Bob", "ai", "hard"))
        s = start(window, seats, seed=21)
        click(window, row_card(s.state, s.state.white_row[0]))
        path = str(tmp_path / "game.plsave")
        assert window.save_to(path)
        record = s.record()
        window.start_game(GameSetup(seats, seed=3))
        assert window.open_path(path)
        assert window.session is not None and window.session.record().actions == record.actions
        assert window.session.seats == seats
        assert window.settings.recent_files()[0].endswith("game.plsave")

    def test_a_bad_file_is_refused_and_changes_nothing(self, window, tmp_path, monkeypatch
                                                       ) -> None:
        from PySide6.QtWidgets import QMessageBox

        s = start(window, (SeatConfig("Ann"), SeatConfig("Bob")), seed=2)
        bad = tmp_path / "bad.plsave"
        bad.write_text('{"format": "project-l-game", "version": 99}')
        shown: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning",
                            lambda *a, **k: shown.append(a[2]) or QMessageBox.StandardButton.Ok)
        assert not window.open_path(str(bad))
        assert window.session is s
        assert shown and "version" in shown[0]


class TestHelp:
    def test_the_rules_are_shown_inside_the_app(self, window) -> None:
        window.menus.act_rules.trigger()
        assert window.rules is not None and window.rules.isVisible()
        text = window.rules.browser.toPlainText()
        assert "Finishing Touches" in text and "Master action" in text


class TestView:
    def test_the_table_fits_the_window_when_resized(self, window) -> None:
        start(window, (SeatConfig("Ann"), SeatConfig("Bob")), seed=2)
        sizes = []
        for w, h in ((1280, 800), (1920, 1080), (900, 700)):
            window.resize(w, h)
            settle()
            mapped = window.view.mapFromScene(window.scene.sceneRect()).boundingRect()
            vp = window.view.viewport().rect()
            # the whole table is visible and touches two opposite sides (aspect kept)
            assert vp.adjusted(-2, -2, 2, 2).contains(mapped)
            assert abs(mapped.width() - vp.width()) <= 3 or abs(mapped.height() - vp.height()) <= 3
            sizes.append(mapped.width())
        assert sizes[1] > sizes[0] > sizes[2]


class TestCommandsAfterAnAITurn:
    def test_end_turn_and_master_are_enabled_whenever_the_human_may_act(self, window,
                                                                        qtbot) -> None:
        window.set_animation_speed(4.0)  # the AI's moves are animated, as in a real game
        seats = (SeatConfig("Ann", "ai", "easy"), SeatConfig("Bob"))
        s = start(window, seats, seed=3)
        checked = 0
        for _turn in range(3):
            qtbot.waitUntil(lambda: s.state.current == 1 and window.controller.input_allowed(),
                            timeout=30000)
            QApplication.processEvents()
            # Bob may act: ending the turn is possible at once, from the menu and the bar
            assert window.menus.act_end_turn.isEnabled()
            assert window.menus.act_master.isEnabled() == window.controller.can_master()
            checked += 1
            window.menus.act_end_turn.trigger()
        assert checked == 3


class TestDeckEditorCommand:
    def test_game_deck_editor_starts_the_editor(self, window, monkeypatch) -> None:
        import shutil
        import sys

        started: list[tuple[str, list[str]]] = []

        def start_detached(program: str, args: list[str], workdir: str) -> tuple[bool, int]:
            started.append((program, list(args)))
            return True, 1234

        # (conftest stands a recorder in for app.launch's QProcess: this test listens there)
        monkeypatch.setattr("app.launch.QProcess.startDetached", staticmethod(start_detached))
        monkeypatch.setattr(shutil, "which", lambda name: None)
        game = window.registry.menu("game")
        assert window.menus.act_deck_editor in game.actions()
        window.menus.act_deck_editor.trigger()
        assert started == [(sys.executable, ["-m", "editor.main"])]
        assert "deck editor" in window.status_text()
        monkeypatch.setattr(shutil, "which", lambda name: f"/opt/bin/{name}")
        window.menus.act_deck_editor.trigger()
        assert started[-1] == ("/opt/bin/project-l-editor", [])


class TestSeatsPerMode:
    def test_the_solo_game_and_a_game_of_several_keep_their_own_seats(self, window,
                                                                       qtbot) -> None:
        from app.core.setup import GameSetup

        window.start_game(GameSetup((SeatConfig("Ann"), SeatConfig("Bot", "ai", "hard"))))
        dialog = window.new_game_dialog()
        qtbot.addWidget(dialog)
        assert dialog.seat_count.value() == 2 and dialog.kinds[1].currentData() == "ai"
        dialog.seat_count.setValue(1)  # solo: not the AI of the last game's seat
        assert dialog.names[0].text() == "Ann" and dialog.kinds[0].currentData() == "human"
        dialog.names[0].setText("Zoe")
        dialog.seat_count.setValue(2)  # back: the seats of the game of two
        assert dialog.names[1].text() == "Bot" and dialog.kinds[1].currentData() == "ai"
        dialog.seat_count.setValue(1)
        assert dialog.names[0].text() == "Zoe"
        window.start_game(dialog.setup())  # a solo game for Zoe
        again = window.new_game_dialog()
        qtbot.addWidget(again)
        assert again.seat_count.value() == 1 and again.names[0].text() == "Zoe"
        again.seat_count.setValue(2)
        assert [again.names[i].text() for i in range(2)] == ["Ann", "Bot"]
        assert again.kinds[1].currentData() == "ai" and again.levels[1].currentData() == "hard"
