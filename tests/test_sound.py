"""Sound (issue 29): the shipped effects are the generator's, the mixer, and a player that
never makes its caller wait and stays silent without an audio device."""

from __future__ import annotations

import sys
import threading
import wave
from array import array
from collections.abc import Generator
from pathlib import Path

import pytest

from app.model.sound import Cue, Mixer, SoundPlayer, audio_present, load_cue, sounds_dir

pytestmark = pytest.mark.model

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

import make_sounds  # noqa: E402


def test_the_shipped_sounds_are_the_generators(tmp_path: Path) -> None:
    """Every cue has its file, and a fresh run of packaging/make_sounds.py makes the same
    sounds (to the last bit of a sample: another platform's sine may round the other way)."""
    assert set(make_sounds.EFFECTS) == {c.value for c in Cue}
    make_sounds.make(tmp_path)
    for cue in Cue:
        shipped, fresh = load_cue(cue), load_cue(cue, tmp_path)
        assert len(shipped) == len(fresh) and 0.05 < len(shipped) / 44100 < 2.0
        assert max(abs(a - b) for a, b in zip(shipped, fresh, strict=True)) <= 1, cue
        assert 0.3 < max(abs(v) for v in shipped) / 32767 <= 0.7  # heard, never at full scale
    assert (sounds_dir() / "LICENSE.md").is_file()


def test_a_file_of_another_format_is_refused(tmp_path: Path) -> None:
    with wave.open(str(tmp_path / "snap.wav"), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(44100)
        out.writeframes(b"\0" * 400)
    with pytest.raises(ValueError):
        load_cue(Cue.SNAP, tmp_path)


def test_the_mixer_adds_sounds_and_clips() -> None:
    mixer = Mixer()
    assert not any(mixer.render(8)) and not mixer.playing
    loud = array("h", [30000] * 10)
    mixer.add(loud, 1.0)
    mixer.add(loud, 0.5)
    first = mixer.render(6)
    assert list(first) == [32767] * 6  # 45000 clipped
    rest = mixer.render(10)
    assert list(rest[:4]) == [32767] * 4 and not any(rest[4:])
    assert not mixer.playing
    mixer.add(loud, 0.0)  # muted: nothing
    assert not mixer.playing


class FakeDevice:
    """An audio output that pulls the whole stream at once when started."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.stopped = threading.Event()
        self.closed = threading.Event()
        self.pulled = 0

    def start(self, generator: Generator[bytes, int, None]) -> None:
        self.pulled += len(generator.send(200_000)) // 2
        self.started.set()

    def stop(self) -> None:
        self.stopped.set()

    def close(self) -> None:
        self.closed.set()


def _tiny(_cue: Cue) -> array[int]:
    return array("h", [1000] * 100)


def test_play_never_waits_for_the_device() -> None:
    opening, release = threading.Event(), threading.Event()
    device = FakeDevice()

    def slow_open() -> FakeDevice:
        opening.set()
        assert release.wait(10)  # a device that takes its time (or hangs)
        return device

    player = SoundPlayer(slow_open, _tiny, idle_stop_s=0.0)
    player.play(Cue.SNAP, 0.8)
    player.play(Cue.TURN, 0.8)
    assert opening.wait(10)
    # both calls came back while the device was still being opened
    assert player.available is None and player.played == []
    release.set()
    assert device.started.wait(10)
    assert player.settled.wait(10)
    assert player.played == [Cue.SNAP, Cue.TURN] and player.available
    assert device.pulled == 200_000
    assert device.stopped.wait(10)  # silent again: the device is stopped
    player.close()
    assert device.closed.is_set()


def test_without_a_device_nothing_fails_and_nothing_is_kept() -> None:
    def no_device() -> FakeDevice:
        raise OSError("no audio device")

    player = SoundPlayer(no_device, _tiny)
    player.play(Cue.PUZZLE, 1.0)  # no error here...
    assert player.settled.wait(10)
    assert player.available is False and "no audio device" in player.problem
    player.play(Cue.END, 1.0)  # ...nor later: dropped at once
    assert player.played == [] and len(player._queue) == 0
    player.close()


def test_a_missing_sound_file_keeps_the_player_silent() -> None:
    def missing(_cue: Cue) -> array[int]:
        raise FileNotFoundError("snap.wav")

    player = SoundPlayer(FakeDevice, missing)
    player.play(Cue.SNAP, 1.0)
    assert player.settled.wait(10) and player.available is False
    player.close()


def test_a_muted_cue_starts_nothing() -> None:
    opened: list[int] = []

    def open_device() -> FakeDevice:
        opened.append(1)
        return FakeDevice()

    player = SoundPlayer(open_device, _tiny)
    player.play(Cue.SNAP, 0.0)
    player.close()
    assert opened == [] and player._thread is None


def test_audio_is_looked_for_where_linux_has_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                               ) -> None:
    if not sys.platform.startswith("linux"):
        assert audio_present()
        return
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    (tmp_path / "pulse").mkdir()
    (tmp_path / "pulse" / "native").write_text("")
    assert audio_present()
    monkeypatch.setenv("PULSE_SERVER", "unix:/nowhere")
    assert audio_present()
