"""The table as people with colour blindness see it, in both piece palettes.

    python bench/colour_vision.py OUTPUT_DIR [--size 1280x800]

Writes ``vision-<palette>-<moment>-<size>.png`` (the table as painted, with the standard and
the colour-blind palette) and the same pictures as seen with deuteranopia and protanopia
(``...-deuteranopia.png``, ``...-protanopia.png``; Machado et al. 2009, severity 1.0, see
:mod:`app.render.vision`), so anyone can check that the shapes stay apart: by their colours in
the colour-blind palette, by their marks in both. ``bench/screenshots.py`` writes them too
(its ``colour_vision_moments``; this script is that part alone).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtWidgets import QApplication
from screenshots import colour_vision_moments


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
    colour_vision_moments(out, (w, h), Path(tempfile.mkdtemp(prefix="project-l-vision-")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
