"""The game document: one owner of the session, the file, the modified flag and the autosave."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject

from app.core.saves import SaveData, load_save, played_on, write_save
from app.core.setup import GameSetup, SeatConfig
from app.model.autosave import CloseReason
from app.model.game_document import GameDocument
from app.model.session import GameSession
from app.rules import Action, TakePiece, play_random

HUMANS = (SeatConfig("Ann"), SeatConfig("Bob"))


@pytest.fixture
def owner(qapp) -> Iterator[QObject]:  # type: ignore[no-untyped-def]
    """The documents' parent, as the window is in the game: Qt deletes them with it at the end
    of the test (a parentless QObject graph left to Python's collector may go at any time)."""
    parent = QObject()
    yield parent
    parent.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def _session() -> GameSession:
    return GameSession.from_setup(GameSetup(HUMANS, seed=4))


def test_modified_is_judged_against_the_game_at_its_last_save(qtbot, tmp_path: Path,
                                                              owner: QObject) -> None:
    doc = GameDocument(autosave=False, parent=owner)
    changes: list[bool] = []
    doc.modified_changed.connect(changes.append)
    with qtbot.waitSignal(doc.session_changed):
        doc.open(_session(), path=None)
    session = doc.session
    assert session is not None and not doc.modified and doc.path is None
    session.apply(TakePiece())
    assert doc.modified and changes == [True]
    session.undo()  # back where the game was: nothing to save
    assert not doc.modified and changes == [True, False]
    session.apply(TakePiece())
    path = str(tmp_path / "game.plsave")
    with qtbot.waitSignal(doc.path_changed) as moved:
        doc.save_to(path)
    assert moved.args == [path] and doc.path == path and not doc.modified
    assert load_save(path).record == session.record()
    session.apply(TakePiece())
    assert doc.modified
    session.undo()
    assert not doc.modified  # the saved position again


def test_a_game_with_changes_its_file_lacks_stays_modified_until_saved(
        tmp_path: Path, owner: QObject) -> None:
    doc = GameDocument(autosave=False, parent=owner)
    doc.open(_session(), path=str(tmp_path / "old.plsave"), modified=True)
    assert doc.modified
    doc.save_to(str(tmp_path / "old.plsave"))
    assert not doc.modified


def test_autosave_and_what_it_says(qtbot, tmp_path: Path, owner: QObject) -> None:
    doc = GameDocument(autosave=True, parent=owner)
    doc.open(_session(), path=None)
    assert doc.autosaver is not None and doc.autosave_problem is None
    doc.session.apply(TakePiece())  # type: ignore[union-attr]
    assert doc.autosaver.modified is doc.modified is True  # one judgement, the document's
    doc.close(CloseReason.QUIT)
    off = GameDocument(autosave=True, autosave_problem="the data folder is a file",
                       parent=owner)
    with qtbot.waitSignal(off.autosave_off) as said:
        off.open(_session(), path=None)
    assert said.args == ["the data folder is a file"] and off.autosaver is None
    off.session.apply(TakePiece())  # type: ignore[union-attr]
    assert off.at_risk()  # kept nowhere: the window asks before it goes


def test_replacing_the_game_lets_the_old_one_go(qtbot, owner: QObject) -> None:
    doc = GameDocument(autosave=False, parent=owner)
    doc.open(_session(), path=None)
    first = doc.session
    doc.open(_session(), path=None)
    assert doc.session is not first


def _one_action_from_the_end(seed: int = 6) -> tuple[SaveData, Action]:
    setup = GameSetup(HUMANS, seed=seed)
    played = play_random(setup.record().initial_state(), seed)
    return SaveData(setup.record().with_actions(played[:-1]), setup.seats), played[-1]


class TestAFinishedGameInItsFile:
    """A game opened from a file and played to its end is finished in that file too, so no
    list shows it unfinished (issue 29); a file that holds another game is left alone."""

    def test_the_file_gets_the_finished_game(self, qtbot, tmp_path: Path,
                                             owner: QObject) -> None:
        save, last = _one_action_from_the_end()
        path = str(tmp_path / "evening.plsave")
        write_save(path, save)
        doc = GameDocument(autosave=True, history=tmp_path / "history", parent=owner)
        doc.open(GameSession(save.record, save.seats), path=path)
        session = doc.session
        assert session is not None
        with qtbot.waitSignal(doc.file_finished) as said:
            assert session.apply(last) is None
        assert said.args == [path]
        assert load_save(path).is_finished and load_save(path).record == session.record()
        assert not doc.modified
        assert [e.name for e in (tmp_path / "history").iterdir()]  # and in the history

    def test_a_file_that_holds_another_game_now_is_left_alone(self, qtbot, tmp_path: Path,
                                                              owner: QObject) -> None:
        save, last = _one_action_from_the_end()
        path = tmp_path / "evening.plsave"
        write_save(path, save)
        doc = GameDocument(autosave=True, history=tmp_path / "history", parent=owner)
        doc.open(GameSession(save.record, save.seats), path=str(path))
        other, _ = _one_action_from_the_end(seed=8)
        write_save(path, other)  # another window saved another game there meanwhile
        before = path.read_bytes()
        session = doc.session
        assert session is not None
        with qtbot.waitSignal(doc.file_left) as said:
            assert session.apply(last) is None
        assert path.read_bytes() == before
        left, history, why = said.args
        assert left == str(path) and "another game" in why
        assert load_save(history).record == session.record()  # the history has it

    def test_a_game_played_on_is_told_from_another(self) -> None:
        save, last = _one_action_from_the_end()
        finished = save.record.with_actions((*save.record.actions, last))
        assert played_on(save.record, finished) and played_on(finished, finished)
        assert not played_on(finished, save.record)
        other, _ = _one_action_from_the_end(seed=8)
        assert not played_on(other.record.with_actions(()), finished)
