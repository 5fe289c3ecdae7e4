"""Make the game's sound effects: ``python packaging/make_sounds.py [--out resources/sounds]``.

The sounds are the project's own: each is synthesised here from sine waves, a few harmonics,
noise from a seeded generator and simple envelopes, in plain Python (no samples, no recordings),
and written as 16-bit mono WAV at 44.1 kHz. Running the script again writes the same files
(tests/test_sound.py checks the shipped ones against a fresh run). Their licence is in
``resources/sounds/LICENSE.md`` (the project's MIT licence, like the code).

The effects (``app.model.sound.Cue``): a piece snapping into place (a short wooden click), a
drop that is not allowed (a soft low double knock), a puzzle completed (a rising four-note
bell), a card turned face up (a short swish), your turn (two soft chime notes) and the game's
end (a rising arpeggio into a held chord). Each stays short and quiet enough to be heard over
and over without tiring.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
PEAK = 0.7  # the loudest sample, as a share of full scale (room for several sounds at once)
ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    """``seconds`` of silence."""
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, *, decay: float = 6.0, attack: float = 0.004,
         harmonics: tuple[float, ...] = (1.0,)) -> Signal:
    """A note: a sum of harmonics (amplitudes of 1x, 2x, 3x... ``freq``), a short linear attack
    and an exponential decay (``decay`` per second)."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t) if attack > 0 else math.exp(-decay * t)
        v = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        out.append(env * v)
    return out


def noise(seconds: float, seed: int, *, smooth: float = 0.0) -> Signal:
    """White noise from a seeded generator; ``smooth`` (0-1) low-passes it (one pole)."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for _ in range(int(RATE * seconds)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last)
    return out


def shaped(sig: Signal, env: Callable[[float], float]) -> Signal:
    """``sig`` times an envelope of the time in seconds."""
    return [v * env(i / RATE) for i, v in enumerate(sig)]


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Signals added, each starting at its time (seconds)."""
    length = max(int(RATE * start) + len(sig) for start, sig in parts)
    out = [0.0] * length
    for start, sig in parts:
        at = int(RATE * start)
        for i, v in enumerate(sig):
            out[at + i] += v
    return out


def normalised(sig: Signal, peak: float = PEAK, fade: float = 0.004) -> Signal:
    """Scaled to ``peak`` and faded out over the last ``fade`` seconds (no click at the end)."""
    top = max((abs(v) for v in sig), default=0.0) or 1.0
    n, tail = len(sig), int(RATE * fade)
    return [v / top * peak * (min(1.0, (n - 1 - i) / tail) if tail else 1.0)
            for i, v in enumerate(sig)]


# ------------------------------------------------------------------ the effects


def snap() -> Signal:
    """A piece snapping into place: a wooden click with a little body under it."""
    click = shaped(noise(0.03, 1, smooth=0.55), lambda t: math.exp(-t * 260))
    body = tone(190, 0.09, decay=55, attack=0.001, harmonics=(1.0, 0.35, 0.1))
    knock = tone(820, 0.04, decay=120, attack=0.0005)
    return normalised(mix((0, click), (0, [0.8 * v for v in body]), (0, [0.3 * v for v in knock])),
                      peak=0.6)


def illegal() -> Signal:
    """A drop that is not allowed: two soft low knocks, the second lower."""
    def knock(freq: float) -> Signal:
        return tone(freq, 0.12, decay=32, attack=0.002, harmonics=(1.0, 0.0, 0.25, 0.0, 0.08))
    return normalised(mix((0, knock(233)), (0.1, knock(175))), peak=0.55)


def puzzle() -> Signal:
    """A puzzle completed: a rising bell arpeggio (C, E, G, C)."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    bell = (1.0, 0.0, 0.3, 0.0, 0.12, 0.0, 0.05)
    parts = [(i * 0.075, tone(f, 0.6 - i * 0.05, decay=7.5, harmonics=bell))
             for i, f in enumerate(notes)]
    return normalised(mix(*parts), peak=0.6)


def card() -> Signal:
    """A card turned face up: a short swish of soft noise."""
    length = 0.16
    swish = shaped(noise(length, 4, smooth=0.8),
                   lambda t: math.sin(math.pi * t / length) ** 2 * math.exp(-t * 8))
    flick = tone(1400, 0.03, decay=150, attack=0.001)
    return normalised(mix((0, swish), (0.1, [0.15 * v for v in flick])), peak=0.45)


def turn() -> Signal:
    """Your turn: two soft chime notes, G then C."""
    chime = (1.0, 0.0, 0.18, 0.0, 0.05)
    return normalised(mix((0, tone(783.99, 0.35, decay=9, harmonics=chime)),
                          (0.14, tone(1046.5, 0.4, decay=8, harmonics=chime))), peak=0.45)


def end() -> Signal:
    """The game's end: a rising arpeggio into a held major chord."""
    warm = (1.0, 0.25, 0.1, 0.04)
    notes = (261.63, 329.63, 392.0, 523.25)
    run = [(i * 0.11, tone(f, 0.5, decay=6, harmonics=warm)) for i, f in enumerate(notes)]
    chord = [(0.46, tone(f, 1.1, decay=2.6, attack=0.02, harmonics=warm))
             for f in (261.63, 329.63, 392.0, 523.25)]
    return normalised(mix(*run, *chord), peak=0.65)


EFFECTS: dict[str, Callable[[], Signal]] = {
    "snap": snap, "illegal": illegal, "puzzle": puzzle, "card": card, "turn": turn, "end": end,
}


def wav_bytes(sig: Signal) -> bytes:
    """16-bit mono little-endian PCM samples of a signal in -1..1."""
    return b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in sig)


def write_wav(path: Path, sig: Signal) -> None:
    """Write a signal as a WAV file (the same bytes for the same signal)."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(wav_bytes(sig))


def make(folder: Path = OUT) -> list[Path]:
    """Write every effect into ``folder``; returns the files."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, make_effect in EFFECTS.items():
        path = folder / f"{name}.wav"
        write_wav(path, make_effect())
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    """Write the sound effects."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    for path in make(args.out):
        print(f"{path}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
