"""Frame gaps while the editor opens a deck of 500 puzzles: before (the file read and every
card painted on the UI thread, all of them again when the check's marks arrive) and now (read
in the background, cards painted as they come into sight, a few milliseconds at a time).

    python bench/editor_open.py [--puzzles 500] [--runs 3] [--offscreen]

A 5 ms timer ticks on the editor window (on Xvfb when there is no display and Xvfb is
installed); from the moment the deck is asked for until it is open, checked (the validation
report has arrived) and every card in sight is painted, the script records the gaps between
ticks and prints the longest, the 99th percentile and how many exceed 50 and 100 ms, for both
ways in one run, so both see the same machine load. "Before" is the editor of e0812ca as far
as these costs go: the same read on the UI thread, then every thumbnail painted at once when
the deck opens and again when the report marks the cards, and the mark of every finding
painted anew.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from deck_samples import large_deck  # tests/ and bench/ are on the path
from frames import a_display


class _NoCache(dict):  # type: ignore[type-arg]
    """A cache that keeps nothing (the editor before painted every mark anew)."""

    def __setitem__(self, key: object, value: object) -> None:
        pass


def measure(way: str, path: Path) -> dict[str, float]:
    """Gaps (ms) while the editor opens ``path``, ``way`` "before" or "now"."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from app.core.deck_library import read_deck
    from app.model.deck_document import DeckDocument
    from editor import icons
    from editor.window import EditorWindow

    app = QApplication.instance() or QApplication([])
    window = EditorWindow()
    window.resize(1280, 800)
    window.open_classic()
    window.show()
    for _ in range(20):
        app.processEvents()
    page = window.puzzle_page
    thumbs = page.model.thumbnails
    gaps: list[float] = []
    clock = QElapsedTimer()
    last = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)

    def paint_everything() -> None:
        for row in range(page.model.rowCount()):
            p = page.model.puzzle_at(row)
            if p is not None:
                page.model.thumbnail(p)
        thumbs.flush()

    forget = _NoCache()
    if way == "before":
        window.runner.report_changed.connect(paint_everything)
        icons._SEVERITY_ICONS = forget  # each finding's mark painted anew, as it was
    clock.start()
    timer.start()
    started = time.perf_counter()
    if way == "before":
        window.set_document(DeckDocument(read_deck(path), path))
        paint_everything()
    else:
        window.files.open_path(path)
    while (window.doc is None or window.doc.path != path or window.runner.pending
           or window.runner.report is None or thumbs.pending):
        app.processEvents()
    for _ in range(5):
        app.processEvents()
    took = (time.perf_counter() - started) * 1000
    timer.stop()
    if way == "before":
        window.runner.report_changed.disconnect(paint_everything)
        icons._SEVERITY_ICONS = {}
    window.stack.setClean()
    window.close()
    window.deleteLater()
    app.processEvents()
    gaps.sort()
    return {
        "longest": gaps[-1] if gaps else took,
        "p99": gaps[int(len(gaps) * 0.99)] if gaps else took,
        "over50": sum(g > 50 for g in gaps),
        "over100": sum(g > 100 for g in gaps),
        "total": took,
        "painted": thumbs.painted_count,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--puzzles", type=int, default=500)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--offscreen", action="store_true")
    args = parser.parse_args()
    with a_display(args.offscreen):
        with tempfile.TemporaryDirectory(prefix="editor-open-") as tmp:
            os.environ["PROJECT_L_DATA_DIR"] = tmp
            from app.core.deck_library import write_deck
            from app.model.thinking import finish_background_work

            path = write_deck(large_deck(args.puzzles), Path(tmp) / "large.pldeck")
            results: dict[str, list[dict[str, float]]] = {"before": [], "now": []}
            for _ in range(args.runs):
                for way in ("before", "now"):  # interleaved: both see the same load
                    results[way].append(measure(way, path))
            print(f"opening a deck of {args.puzzles} puzzles, {args.runs} runs each "
                  "(median of the runs; gaps between 5 ms ticks):")
            for way, runs in results.items():
                med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
                print(f"  {way:6}: longest gap {med['longest']:7.0f} ms, 99th percentile "
                      f"{med['p99']:5.0f} ms, gaps over 50 ms: {med['over50']:3.0f}, over 100 "
                      f"ms: {med['over100']:3.0f}; open and checked in {med['total']:6.0f} ms, "
                      f"{med['painted']:4.0f} cards painted")
            finish_background_work()
    return 0


if __name__ == "__main__":
    sys.exit(main())
