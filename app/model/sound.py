"""Sound effects: which moments sound (:class:`Cue`) and a player that never blocks.

Qt-free. The effects are the project's own WAV files in ``resources/sounds`` (made by
``packaging/make_sounds.py``). :class:`SoundPlayer` plays them through miniaudio (a small C
library with Python bindings, wheels for every platform, no other dependency than cffi): its
own thread loads the files and opens the audio device on first use, and a mixer adds the sounds
playing at once in miniaudio's audio thread. :meth:`SoundPlayer.play` only puts the cue in a
queue, so the UI thread never waits for the device, a missing device or a slow one. With no
audio device (or no miniaudio) the player finds that out in its thread, once, and stays silent:
no error, no delay. The device is stopped after a moment of silence, and closed with the player.

What the table asks for is a :class:`SoundSink`; tests give a fake one that records the cues,
the program a :class:`SoundPlayer` (``app/table/main.py``; never in tests, nor offscreen, nor
with ``PROJECT_L_SOUND=off``).
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
import wave
from array import array
from collections import deque
from collections.abc import Callable, Generator
from enum import Enum
from pathlib import Path
from typing import Any, Protocol, TypeAlias

SAMPLE_RATE = 44100
IDLE_STOP_S = 2.0
"""Seconds of silence after which the device is stopped (started again by the next sound)."""
MAX_VOICES = 8
"""Sounds mixed at once at most (the oldest gives way)."""


class Cue(Enum):
    """A moment that sounds; the value is its file's name in ``resources/sounds``."""

    SNAP = "snap"  # a piece snapping into place
    ILLEGAL = "illegal"  # a drop that is not allowed: the piece goes back
    PUZZLE = "puzzle"  # a puzzle completed
    CARD = "card"  # a card turned face up
    TURN = "turn"  # your turn
    END = "end"  # the game's end


def sounds_dir() -> Path:
    """The folder of the sound files (in the ``resources`` package)."""
    import resources

    return Path(resources.__file__).resolve().parent / "sounds"


Samples: TypeAlias = "array[int]"
"""16-bit samples (``array("h")``): plain Python, no numpy (docs/architecture.md, "No numpy")."""


def load_cue(cue: Cue, folder: Path | None = None) -> Samples:
    """The samples of a cue's file (16-bit mono at :data:`SAMPLE_RATE`).

    :raises OSError, wave.Error, ValueError: for a missing or unexpected file.
    """
    path = (folder or sounds_dir()) / f"{cue.value}.wav"
    with wave.open(str(path), "rb") as src:
        if (src.getnchannels(), src.getsampwidth(), src.getframerate()) != (1, 2, SAMPLE_RATE):
            raise ValueError(f"{path.name}: not 16-bit mono at {SAMPLE_RATE} Hz")
        frames = src.readframes(min(src.getnframes(), SAMPLE_RATE * 5))
    samples = array("h")
    samples.frombytes(frames[: len(frames) // 2 * 2])
    if sys.byteorder == "big":  # WAV holds little-endian samples
        samples.byteswap()
    return samples


class SoundSink(Protocol):
    """Where the table sends its sounds."""

    def play(self, cue: Cue, volume: float) -> None:
        """Play ``cue`` at ``volume`` (0-1) without waiting."""

    def close(self) -> None:
        """Stop playing for good (the program ends)."""


class NullSink:
    """A sink that plays nothing (no sound wanted, tests)."""

    def play(self, cue: Cue, volume: float) -> None:
        """Nothing."""

    def close(self) -> None:
        """Nothing."""


class Mixer:
    """Adds the sounds that play at once (each with its gain) into one stream of samples."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: deque[list[Any]] = deque()  # [samples, position, gain]

    def add(self, samples: Samples, gain: float) -> None:
        """Start a sound now."""
        if gain <= 0 or len(samples) == 0:
            return
        with self._lock:
            if len(self._voices) >= MAX_VOICES:
                self._voices.popleft()
            self._voices.append([samples, 0, float(gain)])

    @property
    def playing(self) -> bool:
        """Whether a sound is still playing."""
        with self._lock:
            return bool(self._voices)

    def render(self, frames: int) -> Samples:
        """The next ``frames`` samples (silence when nothing plays), each voice times its gain,
        added, clipped to 16 bits and cut towards zero."""
        out = [0.0] * frames
        with self._lock:
            for voice in list(self._voices):
                samples, pos, gain = voice
                chunk = samples[pos:pos + frames]
                for i, value in enumerate(chunk):
                    out[i] += value * gain
                voice[1] = pos + len(chunk)
                if voice[1] >= len(samples):
                    self._voices.remove(voice)
        return array("h", (int(max(-32767.0, min(32767.0, x))) for x in out))


class Device(Protocol):
    """An audio output, as miniaudio's ``PlaybackDevice`` is one."""

    def start(self, generator: Generator[bytes, int, None]) -> None: ...

    def stop(self) -> None: ...

    def close(self) -> None: ...


def _quiet_alsa() -> None:
    """ALSA prints its errors (no sound card...) on stderr itself: send them nowhere."""
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library(_ALSA)
    if not name:
        return
    try:
        lib = ctypes.CDLL(name)
    except OSError:
        return
    handler = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                               ctypes.c_int, ctypes.c_char_p)(lambda *_a: None)
    _keep.append(handler)  # must outlive every call ALSA makes to it
    lib.snd_lib_error_set_handler(handler)


_keep: list[object] = []
_ALSA = "asound"  # the system's, never a copy in the frozen bundle (packaging/README.md)


def audio_present() -> bool:
    """Whether this system seems to have somewhere to play sound (Linux: a sound server's
    socket or a sound card; elsewhere the system always has an output to try)."""
    if not sys.platform.startswith("linux"):
        return True
    if os.environ.get("PULSE_SERVER"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and any((Path(runtime) / p).exists() for p in ("pulse/native", "pipewire-0")):
        return True
    try:
        cards = Path("/proc/asound/cards").read_text("utf-8", "replace")
    except OSError:
        return False
    return bool(cards.strip()) and "no soundcards" not in cards


def open_miniaudio() -> Device:
    """The system's default output through miniaudio (16-bit mono).

    :raises Exception: whatever miniaudio raises when there is no usable device.
    """
    if not audio_present():
        raise OSError("no audio device")
    if sys.platform.startswith("linux"):
        _quiet_alsa()
    import miniaudio

    device: Device = miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=SAMPLE_RATE,
        buffersize_msec=40, app_name="Project L")
    return device


class SoundPlayer:
    """Plays cues without ever making its caller wait (see the module's text).

    ``open_device`` and ``load`` are replaceable (tests). :attr:`available` is None until the
    player's thread has tried the device, then whether it can play.
    """

    def __init__(self, open_device: Callable[[], Device] = open_miniaudio,
                 load: Callable[[Cue], Samples] = load_cue,
                 idle_stop_s: float = IDLE_STOP_S) -> None:
        self._open_device = open_device
        self._load = load
        self._idle_stop_s = idle_stop_s
        self._queue: deque[tuple[Cue, float]] = deque()
        self._wake = threading.Event()
        self._closing = False
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()
        self.mixer = Mixer()
        self.available: bool | None = None
        self.problem = ""
        self.played: list[Cue] = []  # what reached the mixer (tests, diagnostics)
        self.settled = threading.Event()
        """Set each time the thread has handled every queued cue (or given up)."""

    def play(self, cue: Cue, volume: float) -> None:
        """Queue ``cue`` at ``volume`` (0-1) and return at once."""
        if self._closing or self.available is False or volume <= 0:
            return
        self._queue.append((cue, min(1.0, float(volume))))
        self._wake.set()
        if self._thread is None:
            with self._start_lock:
                if self._thread is None and not self._closing:
                    self._thread = threading.Thread(target=self._run, name="project-l-sound",
                                                    daemon=True)
                    self._thread.start()

    def close(self, timeout: float = 1.0) -> None:
        """Stop playing and close the device (waits at most ``timeout`` for the thread)."""
        self._closing = True
        self._wake.set()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)

    # ------------------------------------------------------------------ the player's thread

    def _run(self) -> None:
        try:
            sounds = {cue: self._load(cue) for cue in Cue}
            device = self._open_device()
        except Exception as exc:  # no device, no library, a missing file: stay silent
            self.problem = str(exc) or type(exc).__name__
            self.available = False
            self._queue.clear()
            self.settled.set()
            return
        self.available = True
        running = False
        quiet_since = time.monotonic()
        try:
            while not self._closing:
                self._wake.wait(0.25)
                self._wake.clear()
                while self._queue:
                    cue, volume = self._queue.popleft()
                    self.mixer.add(sounds[cue], volume)
                    self.played.append(cue)
                self.settled.set()
                if self._closing:
                    break
                if self.mixer.playing:
                    quiet_since = time.monotonic()
                    if not running:
                        device.start(started(self._stream()))
                        running = True
                elif running and time.monotonic() - quiet_since > self._idle_stop_s:
                    device.stop()
                    running = False
        except Exception as exc:  # the device went away: silent from now on
            self.problem = str(exc) or type(exc).__name__
            self.available = False
            self.settled.set()
        finally:
            with contextlib.suppress(Exception):
                device.close()

    def _stream(self) -> Generator[bytes, int, None]:
        frames = yield b""
        while True:
            frames = yield self.mixer.render(frames).tobytes()


def started(stream: Generator[bytes, int, None]) -> Generator[bytes, int, None]:
    """A stream ready for a device (primed, as miniaudio wants it)."""
    next(stream)
    return stream
