"""Autosave after every action, orphans after a crash or a quit, resume, and the game history."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.core.atomic import WriteFailed
from app.core.paths import autosave_dir, history_dir
from app.core.saves import SaveData, load_save, write_save
from app.core.setup import GameSetup, SeatConfig
from app.model.autosave import (
    Autosaver,
    AutosaveSlot,
    CloseReason,
    OrphanedAutosave,
    find_orphans,
)
from app.model.history import (
    GameResult,
    add_to_history,
    delete_history_game,
    list_history,
    load_history_game,
)
from app.model.session import GameSession
from app.rules import Phase, random_action

ROOT = Path(__file__).resolve().parent.parent


def _session(qtbot: QtBot, players: int = 2, seed: int = 4) -> GameSession:
    seats = tuple(SeatConfig(n) for n in ("Ann", "Bob", "Cleo", "Dan")[:players])
    return GameSession.from_setup(GameSetup(seats, seed=seed))


def _play(session: GameSession, n: int, seed: int = 1) -> None:
    rng = random.Random(seed + len(session.history))
    for _ in range(n):
        if session.is_finished:
            return
        assert session.apply(random_action(session.state, rng)) is None


def _play_to_end(session: GameSession) -> None:
    _play(session, 10_000)
    assert session.is_finished


def _slots() -> list[str]:
    return sorted(p.name for p in autosave_dir().glob("*.plsave"))


class TestAutosaver:
    def test_the_game_is_on_disk_after_every_action_and_undo(self, qtbot: QtBot) -> None:
        session = _session(qtbot)
        saver = Autosaver(session, view=lambda: {"zoom": 2.0})
        assert load_save(saver.path).record.actions == ()
        rng = random.Random(3)
        for _ in range(40):
            assert session.apply(random_action(session.state, rng)) is None
            on_disk = load_save(saver.path)
            assert on_disk.record.actions == session.record().actions
            assert on_disk.states[-1] == session.state
            assert on_disk.view == {"zoom": 2.0}
            if session.undo():
                assert load_save(saver.path).record.actions == session.record().actions
        saver.close(CloseReason.QUIT)

    def test_modified_tracks_actions_and_saves(self, qtbot: QtBot, tmp_path: Path) -> None:
        session = _session(qtbot)
        saver = Autosaver(session)
        seen: list[bool] = []
        saver.modified_changed.connect(seen.append)
        assert not saver.modified
        _play(session, 2)
        assert saver.modified
        path = str(tmp_path / "g.plsave")
        write_save(path, saver.snapshot())
        saver.mark_saved(path)
        assert not saver.modified and saver.origin == path
        assert load_save(saver.path).origin == path  # a resumed game keeps its file
        assert seen == [True, False]
        saver.close(CloseReason.QUIT)

    def test_saved_game_leaves_no_autosave_on_close(self, qtbot: QtBot, tmp_path: Path) -> None:
        session = _session(qtbot)
        saver = Autosaver(session)
        _play(session, 5)
        write_save(tmp_path / "g.plsave", saver.snapshot())
        saver.mark_saved(str(tmp_path / "g.plsave"))
        assert saver.close(CloseReason.QUIT) is None
        assert _slots() == [] and find_orphans() == []

    def test_quit_without_saving_leaves_an_orphan_to_resume(self, qtbot: QtBot) -> None:
        session = _session(qtbot, players=3)
        saver = Autosaver(session, view=lambda: {"perspective": 1}, origin="/games/a.plsave")
        _play(session, 17)
        saver.close(CloseReason.QUIT)
        [orphan] = find_orphans()
        assert orphan.ok and orphan.save is not None
        assert orphan.save.record.actions == session.record().actions
        assert orphan.save.origin == "/games/a.plsave" and orphan.save.view == {"perspective": 1}
        # resume: a new session continues in the same slot; the old file is never left alone
        resumed = GameSession(orphan.save.record, orphan.save.seats)
        saver2 = Autosaver(
            resumed, slot=AutosaveSlot.adopt(orphan), origin=orphan.save.origin, modified=True
        )
        assert saver2.path == orphan.path and resumed.state == session.state
        assert find_orphans() == []  # held by the resumed game
        _play(resumed, 3, seed=9)
        assert load_save(saver2.path).record.actions == resumed.record().actions
        saver2.close(CloseReason.QUIT)
        assert len(find_orphans()) == 1

    @staticmethod
    def _left_behind(qtbot: QtBot, moves: int) -> tuple[GameSession, OrphanedAutosave]:
        """A game of ``moves`` moves whose program quit: the session and its autosave, the one
        orphan found."""
        session = _session(qtbot)
        saver = Autosaver(session)
        _play(session, moves)
        saver.close(CloseReason.QUIT)
        [orphan] = find_orphans()
        return session, orphan

    def test_not_now_keeps_the_orphan_for_later(self, qtbot: QtBot) -> None:
        _game, orphan = self._left_behind(qtbot, 4)
        assert find_orphans() == []  # locked while offered
        orphan.release()
        assert len(find_orphans()) == 1

    def test_discarding_an_orphan_moves_it_to_the_history(self, qtbot: QtBot) -> None:
        session, orphan = self._left_behind(qtbot, 6)
        target = orphan.discard()
        assert target is not None and target.parent == history_dir()
        assert _slots() == []
        [entry] = list_history()
        assert entry.result is not None and not entry.result.finished and entry.result.actions == 6
        assert load_history_game(entry).record.actions == session.record().actions

    def test_an_unreadable_orphan_is_moved_not_deleted(self) -> None:
        slot = AutosaveSlot()
        slot.path.write_bytes(b"{ half a fi")
        slot.release()
        [orphan] = find_orphans()
        assert not orphan.ok and orphan.error is not None and "cut short" in str(orphan.error)
        target = orphan.discard()
        assert target is not None and target.read_bytes() == b"{ half a fi"
        [entry] = list_history()
        assert not entry.ok and entry.error is not None

    def test_replacing_an_unsaved_game_keeps_it_in_the_history(self, qtbot: QtBot) -> None:
        session = _session(qtbot)
        saver = Autosaver(session)
        _play(session, 8)
        target = saver.close(CloseReason.REPLACED)
        assert target is not None and load_save(target).record.actions == session.record().actions
        assert _slots() == []

    def test_replacing_an_untouched_game_leaves_nothing(self, qtbot: QtBot) -> None:
        saver = Autosaver(_session(qtbot))
        assert saver.close(CloseReason.REPLACED) is None
        assert _slots() == [] and list_history() == []

    def test_a_finished_game_goes_to_the_history(self, qtbot: QtBot) -> None:
        session = _session(qtbot, players=4, seed=2)
        saver = Autosaver(session)
        with qtbot.waitSignal(saver.archived, timeout=5000) as blocker:
            _play_to_end(session)
        assert saver.archived_path is not None and str(saver.archived_path) == blocker.args[0]
        assert _slots() == []
        [entry] = list_history()
        assert entry.result == GameResult.of_state(session.state, len(session.history))
        assert entry.result.finished and entry.winner_names
        assert entry.players == ("Ann", "Bob", "Cleo", "Dan")
        saver.close(CloseReason.QUIT)
        assert _slots() == [] and len(list_history()) == 1

    def test_two_games_at_once_have_their_own_slots(self, qtbot: QtBot) -> None:
        a, b = _session(qtbot, seed=1), _session(qtbot, seed=2)
        sa, sb = Autosaver(a), Autosaver(b)
        _play(a, 3)
        _play(b, 5)
        assert sa.path != sb.path
        assert len(load_save(sa.path).record.actions) == 3
        assert len(load_save(sb.path).record.actions) == 5
        assert find_orphans() == []  # both are alive
        sa.close(CloseReason.QUIT)
        [orphan] = find_orphans()
        assert orphan.path == sa.path
        orphan.release()
        sb.close(CloseReason.QUIT)

    def test_a_failing_disk_is_reported_once_and_the_last_autosave_survives(
        self, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        session = _session(qtbot)
        saver = Autosaver(session)
        _play(session, 3)
        good = saver.path.read_bytes()
        messages: list[str] = []
        saver.failed.connect(messages.append)

        def full(path: object, data: bytes) -> None:
            raise WriteFailed(f"cannot save {path}: the disk is full")

        monkeypatch.setattr("app.model.autosave.atomic_write_bytes", full)
        _play(session, 4)
        assert len(messages) == 1 and "disk is full" in messages[0]
        assert saver.path.read_bytes() == good
        monkeypatch.undo()
        _play(session, 1)
        assert len(load_save(saver.path).record.actions) == 8
        saver.close(CloseReason.QUIT)


CRASHING_GAME = textwrap.dedent(
    """
    import os, random, sys
    from PySide6.QtCore import QCoreApplication
    from app.model.autosave import Autosaver
    from app.model.session import GameSession
    from app.core.setup import GameSetup, SeatConfig
    from app.rules.randomplay import random_action

    app = QCoreApplication([])
    session = GameSession.from_setup(GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=8))
    saver = Autosaver(session)
    rng = random.Random(5)
    for _ in range(int(sys.argv[1])):
        session.apply(random_action(session.state, rng))
    print(len(session.history), flush=True)
    os._exit(3)  # a crash: no clean-up of any kind
    """
)


class TestCrash:
    def test_a_crashed_game_is_found_and_resumes_at_its_last_action(self, tmp_path: Path) -> None:
        script = tmp_path / "crash.py"
        script.write_text(CRASHING_GAME)
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        run = subprocess.run(
            [sys.executable, str(script), "23"],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert run.returncode == 3, run.stderr
        assert int(run.stdout) == 23
        [orphan] = find_orphans()
        assert orphan.save is not None and len(orphan.save.record.actions) == 23
        session = GameSession(orphan.save.record, orphan.save.seats)
        assert session.state == orphan.save.states[-1]
        assert isinstance(orphan, OrphanedAutosave)
        orphan.release()


class TestHistory:
    def _finished(self, players: int, seed: int) -> SaveData:
        seats = tuple(SeatConfig(n) for n in ("Ann", "Bob", "Cleo", "Dan")[:players])
        record = GameSetup(seats, seed=seed).record()
        from app.rules import play_random

        record = record.with_actions(play_random(record.initial_state(), seed))
        return SaveData(record, seats)

    def test_listing_shows_players_scores_and_winners_newest_first(self) -> None:
        first = add_to_history(self._finished(2, 1))
        second = add_to_history(self._finished(1, 2))
        data = json.loads(first.read_text("utf-8"))
        data["app"]["saved_at"] = "2020-01-02T03:04:05Z"
        first.write_text(json.dumps(data), "utf-8")
        entries = list_history()
        assert [e.path for e in entries] == [second, first]
        solo = next(e for e in entries if e.path == second)
        duo = next(e for e in entries if e.path == first)
        assert solo.solo_difficulty == "standard" and solo.result is not None
        assert solo.result.opponent_score is not None
        state = self._finished(2, 1).final_state
        assert duo.result == GameResult.of_state(state, len(self._finished(2, 1).record.actions))
        assert duo.winner_names == tuple(state.players[w].name for w in state.winners or ())
        assert all(e.saved_at is not None for e in entries)

    def test_a_file_without_a_stored_result_is_replayed(self) -> None:
        game = self._finished(3, 5)
        path = history_dir() / "dropped-in.plsave"
        path.write_bytes(game.record.to_bytes())
        [entry] = list_history()
        assert entry.ok and entry.result == GameResult.of_state(
            game.final_state, len(game.record.actions)
        )

    def test_a_stored_result_that_does_not_fit_is_ignored(self) -> None:
        path = add_to_history(self._finished(2, 3))
        data = json.loads(path.read_text("utf-8"))
        data["app"]["result"]["scores"] = [1, 2, 3, 4, 5]
        path.write_text(json.dumps(data), "utf-8")
        [entry] = list_history()
        assert entry.result is not None and len(entry.result.scores) == 2

    def test_broken_files_are_listed_with_their_problem(self) -> None:
        (history_dir() / "junk.plsave").write_bytes(b"\xff\xfe\x00garbage")
        (history_dir() / "notes.txt").write_text("not a game")
        add_to_history(self._finished(2, 3))
        entries = list_history()
        assert len(entries) == 2
        broken = next(e for e in entries if e.path.name == "junk.plsave")
        assert not broken.ok and broken.error and "not text" in str(broken.error)

    def test_same_second_same_players_never_overwrite(self) -> None:
        game = self._finished(2, 3)
        paths = {add_to_history(game) for _ in range(3)}
        assert len(paths) == 3

    def test_delete(self) -> None:
        add_to_history(self._finished(2, 3))
        [entry] = list_history()
        delete_history_game(entry)
        assert list_history() == []
        delete_history_game(entry)  # already gone: no error

    def test_history_files_are_saves(self) -> None:
        game = self._finished(2, 3)
        path = add_to_history(game)
        loaded = load_save(path)
        assert loaded.record.to_json() == game.record.to_json()
        assert loaded.final_state.phase is Phase.FINISHED
