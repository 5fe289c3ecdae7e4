"""How long painting takes: one puzzle card with pieces, and a full 4-player table's worth.

    python bench/render_bench.py [--repeat N]

Prints medians in milliseconds (warm caches, the steady state of a table repainting) and the
first, cold paint. Runs offscreen into a QImage.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from app import render
from app.rules import cells_to_mask, classic_deck

CARD_W = 220.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    deck = classic_deck()
    puzzle = deck.puzzle_by_id["B01"]
    idx = deck.shape_index
    pieces = [
        (idx["L4"], cells_to_mask([(1, 0), (1, 1), (2, 1), (3, 1)])),
        (idx["I4"], cells_to_mask([(1, 2), (2, 2), (3, 2), (4, 2)])),
        (idx["I2"], cells_to_mask([(4, 0), (4, 1)])),
        (idx["O1"], cells_to_mask([(0, 2)])),
    ]
    rect = QRectF(0, 0, CARD_W, CARD_W / render.CARD_ASPECT)
    img = QImage(int(rect.width()) + 2, int(rect.height()) + 2,
                 QImage.Format.Format_ARGB32_Premultiplied)

    def one_card() -> float:
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        t0 = time.perf_counter()
        render.paint_puzzle_card(p, puzzle, deck, rect, pieces=pieces,
                                 highlight=cells_to_mask([(2, 3), (3, 3)]), highlight_legal=True)
        dt = time.perf_counter() - t0
        p.end()
        return dt

    render.clear_caches()
    cold = one_card()
    card_times = [one_card() for _ in range(args.repeat)]

    # a 4-player table: ~30 cards (rows, decks, players' puzzles) and ~50 pieces / piles
    table = QImage(1600, 1000, QImage.Format.Format_ARGB32_Premultiplied)
    small = QRectF(0, 0, 110, 110 / render.CARD_ASPECT)
    puzzles = list(deck.puzzles)

    def table_paint() -> float:
        table.fill(Qt.GlobalColor.transparent)
        p = QPainter(table)
        t0 = time.perf_counter()
        for n in range(28):
            pz = puzzles[n * 7 % len(puzzles)]
            r = small.translated((n % 12) * 125, (n // 12) * 150)
            render.paint_puzzle_card(p, pz, deck, r, pieces=pieces if pz is puzzle else ())
        render.paint_card_back(p, "white", small.translated(0, 600), 20)
        render.paint_card_back(p, "black", small.translated(130, 600), 12)
        for n in range(41):
            s = deck.shapes[n % len(deck.shapes)]
            render.paint_piece(p, s, None, QPointF(300 + (n % 10) * 80, 620 + (n // 10) * 70), 16.0)
        for n, s in enumerate(deck.shapes):
            render.paint_piece_stack(p, s, None, QRectF(n * 90, 900, 80, 70), 10 - n)
        dt = time.perf_counter() - t0
        p.end()
        return dt

    table_paint()
    reps = max(10, args.repeat // 10)
    table_times = [table_paint() for _ in range(reps)]
    print(f"one card with 4 pieces + preview, {CARD_W:.0f} px wide: "
          f"median {statistics.median(card_times) * 1000:.3f} ms "
          f"(min {min(card_times) * 1000:.3f}, cold first paint {cold * 1000:.3f} ms, "
          f"n={len(card_times)})")
    print(f"full 4-player table (28 cards, 2 decks, 41 pieces, 9 piles): "
          f"median {statistics.median(table_times) * 1000:.2f} ms "
          f"(min {min(table_times) * 1000:.2f}, n={len(table_times)})")
    del _app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
