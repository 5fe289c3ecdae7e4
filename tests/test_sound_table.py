"""Sound at the table (issue 29): the right cue at each moment (a fake sink listens), the
volume and mute in Preferences persist, and without a device nothing fails."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_table_show import SEATS, Scripted, completion_turn, open_with_ai, wait_quiet
from test_table_support import (
    cells_centre,
    drag,
    open_record,
    puzzle,
    rect,
    reserve,
    start,
    supply,
    take_and_fit,
    window,
)

from app.core.setup import GameSetup, SeatConfig
from app.model.settings import Settings
from app.model.sound import Cue, SoundPlayer
from app.rules import EndTurn, Phase, Place, play_random
from app.table.preferences import PreferencesDialog
from app.table.sounds import event_cues, program_sink
from app.table.window import GameWindow

pytestmark = pytest.mark.table

__all__ = ["window"]  # the fixture

HUMANS = (SeatConfig("Ann"), SeatConfig("Bob"))


class FakeSink:
    """Records what the table asks to play."""

    def __init__(self) -> None:
        self.cues: list[tuple[Cue, float]] = []

    def play(self, cue: Cue, volume: float) -> None:
        self.cues.append((cue, volume))

    def close(self) -> None:
        pass

    @property
    def names(self) -> list[Cue]:
        return [c for c, _ in self.cues]


@pytest.fixture
def sink(window: GameWindow) -> FakeSink:
    fake = FakeSink()
    window.sounds.sink = fake
    return fake


def _largest(state, colour: str = "white") -> str:
    row = state.white_row if colour == "white" else state.black_row
    return max(row, key=lambda p: state.deck.puzzle_by_id[p].size)


def test_a_piece_dropped_snaps_and_an_illegal_drop_sounds_apart(window, sink) -> None:
    s = start(window, HUMANS)
    pid = _largest(s.state)
    pl = take_and_fit(window, s, pid)
    sink.cues.clear()
    # onto the reserve: not one of your puzzles, the piece goes back
    drag(window, supply(s.state, "I2"), rect(window, reserve(s.state, "T4")).center())
    assert sink.names == [Cue.ILLEGAL]
    drag(window, supply(s.state, "I2"), cells_centre(window, puzzle(s.state, pid), pl.cells))
    assert isinstance(s.history[-1].action, Place)
    assert sink.names == [Cue.ILLEGAL, Cue.SNAP]
    assert all(v == pytest.approx(window.settings.sound_volume() / 100) for _, v in sink.cues)


def test_an_ai_turn_sounds_as_it_is_shown_then_your_turn(window, sink, qtbot) -> None:
    """Bob (a computer player) takes a card (a new one turns up), completes a puzzle with a
    piece: heard as the card turns up, the piece lands and "+N" rises; then Ann's turn."""
    record, plan, _target = completion_turn()
    window.set_animation_speed(4.0)
    s = open_with_ai(window, record, SEATS, Scripted(plan))
    wait_quiet(window, qtbot, s)
    assert s.state.current == 0
    names = sink.names
    for cue in (Cue.CARD, Cue.SNAP, Cue.PUZZLE):
        assert cue in names, names
    assert names.index(Cue.CARD) < names.index(Cue.PUZZLE)
    assert names[-1] is Cue.TURN and names.count(Cue.TURN) == 1
    assert Cue.ILLEGAL not in names and Cue.END not in names


def test_without_animations_the_events_sound(window, sink, qtbot) -> None:
    record, plan, _target = completion_turn()
    s = open_with_ai(window, record, SEATS, Scripted(plan))
    wait_quiet(window, qtbot, s)
    names = sink.names
    assert names[:3] == [Cue.CARD, Cue.SNAP, Cue.PUZZLE] and names[-1] is Cue.TURN


def test_event_cues_leave_your_own_placements_to_the_drop() -> None:
    from app.rules import PiecePlaced, PuzzleCompleted, PuzzleTaken

    events = (PuzzleTaken(0, "W01", "W02"), PiecePlaced(0, "W01", "O1", 1),
              PiecePlaced(0, "W01", "I2", 6), PuzzleCompleted(0, "W01", 2))
    assert event_cues(events, own=False) == [Cue.CARD, Cue.SNAP, Cue.PUZZLE]
    assert event_cues(events, own=True) == [Cue.CARD, Cue.PUZZLE]
    assert event_cues((PuzzleTaken(1, "W01", None),), own=False) == []  # the deck was empty


def test_the_end_of_a_game_played_sounds_once_but_not_a_finished_game_opened(
        window, sink) -> None:
    setup = GameSetup(HUMANS, seed=9)
    actions = play_random(setup.record().initial_state(), 9)
    s = open_record(window, setup.record().with_actions(actions[:-1]), HUMANS)
    assert s.apply(actions[-1]) is None
    QApplication.processEvents()
    assert s.state.phase is Phase.FINISHED
    assert sink.names.count(Cue.END) == 1
    finished = s.record()
    sink.cues.clear()
    if window.results is not None:
        window.results.close()
    open_record(window, finished, HUMANS)
    assert Cue.END not in sink.names


def test_hot_seat_each_persons_turn_sounds(window, sink) -> None:
    s = start(window, HUMANS)
    sink.cues.clear()
    for _ in range(3):
        assert s.apply(EndTurn()) is None
        QApplication.processEvents()
    assert sink.names == [Cue.TURN] * 3


def test_mute_and_volume_reach_the_sink_and_persist(window, sink, qtbot, tmp_path: Path) -> None:
    prefs = window.show_preferences()
    qtbot.waitExposed(prefs)
    assert prefs.sound_on.isChecked() and prefs.volume.value() == 70
    prefs.volume.setFocus()
    QTest.keyClick(prefs.volume, Qt.Key.Key_Home)  # all the way down, then up by a page
    QTest.keyClick(prefs.volume, Qt.Key.Key_PageUp)
    assert window.settings.sound_volume() == 10
    assert prefs.volume_text.text() == "10 %"
    assert sink.cues and sink.cues[-1] == (Cue.PUZZLE, pytest.approx(0.10))  # heard at once
    sink.cues.clear()
    prefs.sound_on.click()  # off
    assert window.settings.sound_muted() and not prefs.volume.isEnabled()
    s = start(window, HUMANS)
    assert s.apply(EndTurn()) is None
    QApplication.processEvents()
    assert sink.cues == []  # muted: nothing reaches the sink
    # kept in the settings file: another start reads the same
    again = Settings.at_path(window.settings.store.fileName())
    assert again.sound_muted() and again.sound_volume() == 10
    prefs.sound_on.click()
    assert not window.settings.sound_muted() and sink.names == [Cue.PUZZLE]


def test_a_damaged_setting_falls_back(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    path.write_text("[sound]\nvolume=loud\nmuted=perhaps\n", "utf-8")
    s = Settings.at_path(str(path))
    assert s.sound_volume() == 70 and not s.sound_muted()
    s.set_sound_volume(250)
    assert s.sound_volume() == 100 and s.sound_gain() == 1.0


def test_the_tests_and_offscreen_runs_are_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PROJECT_L_SOUND", raising=False)
    assert not isinstance(program_sink(), SoundPlayer)  # offscreen: nothing sounds
    monkeypatch.setenv("PROJECT_L_SOUND", "off")
    assert not isinstance(program_sink(), SoundPlayer)


def test_a_window_with_no_audio_device_plays_on(qtbot, tmp_path: Path) -> None:
    def no_device():  # type: ignore[no-untyped-def]
        raise OSError("no audio device")

    player = SoundPlayer(no_device)
    settings = Settings.at_path(str(tmp_path / "s.ini"))
    settings.set_show_tips(False)
    win = GameWindow(settings, sound=player)
    qtbot.addWidget(win)
    win.set_animation_speed(0.0)
    win.show()
    s = win.start_game(GameSetup(HUMANS, seed=2))
    assert s is not None
    for _ in range(4):
        assert s.apply(EndTurn()) is None  # "your turn" each time: asked, never an error
        QApplication.processEvents()
    assert player.settled.wait(10) and player.available is False
    assert len(player._queue) == 0
    win.close()
    player.close()


def test_preferences_follow_a_change_made_elsewhere(tmp_path: Path, qtbot) -> None:
    settings = Settings.at_path(str(tmp_path / "s.ini"))
    prefs = PreferencesDialog(settings)
    qtbot.addWidget(prefs)
    settings.set_sound_volume(35)
    settings.set_sound_muted(True)
    assert prefs.volume.value() == 35 and not prefs.sound_on.isChecked()
