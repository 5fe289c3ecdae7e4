"""How long the print & play PDF of a 100-puzzle deck takes (the issue asks under 10 s).

    python bench/pdf.py [--puzzles N] [--page a4|letter] [--flip long|short] [--pieces all]

Writes the PDF (cards, their backs laid out for two-sided printing, the custom pieces) into a
temporary folder and prints the time, the pages and the size of the file.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QGuiApplication

from editor.pdf import FLIPS, PAGE_SIZES, PIECE_CHOICES, export_pdf
from editor.print_sample import big_deck

BUDGET_S = 10.0


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--puzzles", type=int, default=100)
    parser.add_argument("--page", choices=sorted(PAGE_SIZES), default="a4")
    parser.add_argument("--flip", choices=FLIPS, default="long")
    parser.add_argument("--pieces", choices=PIECE_CHOICES, default="custom")
    args = parser.parse_args()
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    deck = big_deck(args.puzzles)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "deck.pdf"
        t0 = time.perf_counter()
        pages = export_pdf(
            deck, out, page=args.page, backs=True, flip=args.flip, pieces=args.pieces
        )
        took = time.perf_counter() - t0
        size = out.stat().st_size
    verdict = "ok" if took < BUDGET_S else "OVER BUDGET"
    print(
        f"{len(deck.puzzles)} puzzles -> {pages} pages, {size / 1e6:.1f} MB "
        f"in {took:.2f} s (budget {BUDGET_S:.0f} s: {verdict})"
    )
    del app
    return 0 if took < BUDGET_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
