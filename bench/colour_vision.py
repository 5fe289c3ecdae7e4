"""The table as people with colour blindness see it, in both piece palettes.

    python bench/colour_vision.py OUTPUT_DIR [--size 1280x800]

Writes ``vision-<palette>-<moment>-<size>.png`` (the table as painted, with the standard and
the colour-blind palette) and the same pictures as seen with deuteranopia and protanopia
(``...-deuteranopia.png``, ``...-protanopia.png``; Machado et al. 2009, severity 1.0, see
:mod:`app.render.vision`), so anyone can check that the shapes stay apart: by their colours in
the colour-blind palette, by their marks in both. ``bench/screenshots.py`` writes them too.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import screenshots as shots
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from app.core.setup import GameSetup
from app.render.looks import COLOUR_BLIND, STANDARD
from app.render.vision import simulate_pixels

VISIONS = ("deuteranopia", "protanopia")


def image_pixels(image: QImage) -> bytes:
    """A picture as packed 8-bit sRGB R, G, B bytes, row by row."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, stride = image.width(), image.height(), image.bytesPerLine()
    data = bytes(image.constBits())
    return b"".join(data[y * stride : y * stride + 3 * w] for y in range(h))


def pixels_image(pixels: bytes, width: int, height: int) -> QImage:
    """Packed 8-bit R, G, B bytes as a picture (copied)."""
    return QImage(pixels, width, height, 3 * width, QImage.Format.Format_RGB888).copy()


def write_simulations(path: Path, visions: tuple[str, ...] = VISIONS) -> list[Path]:
    """Next to the picture ``path``, write it as seen with each of ``visions``."""
    image = QImage(str(path))
    pixels = image_pixels(image)
    written = []
    for vision in visions:
        target = path.with_name(f"{path.stem}-{vision}{path.suffix}")
        seen = simulate_pixels(pixels, vision)
        pixels_image(seen, image.width(), image.height()).save(str(target))
        print(target)
        written.append(target)
    return written


def colour_vision_shots(out: Path, size: tuple[int, int], work: Path) -> None:
    """A 2-player start and a 4-player middle game in both palettes, and their simulations."""
    tag = f"{size[0]}x{size[1]}"
    two = GameSetup(shots.seats(("Ann", "human"), ("Bob", "medium")), seed=2024)
    four = GameSetup(shots.seats(("Ann", "human"), ("Bob", "easy"), ("Cleo", "medium"),
                                 ("Dan", "hard")), seed=77)
    middle = shots.play_until(four.record(), lambda s, n: n >= 60 and s.current == 0 and
                              s.actions_left == 3 and len(s.player.puzzles) >= 2, seed=3)
    games = (("start", two.record(), two.seats), ("midgame", middle, four.seats))
    window = shots.make_window(work, size)
    try:
        for palette in (STANDARD, COLOUR_BLIND):
            window.settings.set_palette(palette)
            for moment, record, seat_list in games:
                shots.open_game(window, record, seat_list)
                path = out / f"vision-{palette}-{moment}-{tag}.png"
                shots.grab(window, path)
                write_simulations(path)
    finally:
        window.settings.set_palette(STANDARD)
        window.close()


def main() -> int:
    """Write the pictures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", help="folder for the PNG files")
    parser.add_argument("--size", default="1280x800", help="window size (default 1280x800)")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    QApplication.instance() or QApplication([])
    w, h = (int(x) for x in args.size.lower().split("x"))
    colour_vision_shots(out, (w, h), Path(tempfile.mkdtemp(prefix="project-l-vision-")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
