"""Start-up time of the game window: from process start to the first painted frame.

    python bench/startup.py [--runs 5]

Starts ``python bench/startup.py --child`` as a fresh process (Python start, imports, the
window with its welcome page, as the program starts without a file) and waits for the line it
prints when the page has painted its first frame. Target: at most 1.0 s. Uses the offscreen platform unless
QT_QPA_PLATFORM says otherwise (e.g. ``xcb`` under Xvfb). Prints every run, then min/median.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 1.0


def child() -> int:
    """The measured process: open the window and report the first paint."""
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.table.main import create_main_window

    print(f"IMPORTED {time.time():.6f}", flush=True)
    window = create_main_window()
    print(f"WINDOW {time.time():.6f}", flush=True)

    def painted() -> None:
        print(f"FIRST_PAINT {time.time():.6f}", flush=True)
        QTimer.singleShot(0, window.close)

    page = window.welcome if window.welcome_shown else window.view
    page.first_painted.connect(painted)
    app = QApplication.instance()
    assert app is not None
    QTimer.singleShot(20000, app.quit)  # never hang
    app.exec()
    return 0


def run_once(env: dict[str, str]) -> dict[str, float]:
    """Seconds from spawning the child to: imports done, window built, first painted frame."""
    start = time.time()
    proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child"],
                          env=env, capture_output=True, text=True, timeout=60, check=False)
    marks: dict[str, float] = {}
    for line in proc.stdout.splitlines():
        name, _, value = line.partition(" ")
        if name in ("IMPORTED", "WINDOW", "FIRST_PAINT"):
            marks[name] = float(value) - start
    if "FIRST_PAINT" not in marks:
        raise RuntimeError(f"the window never painted:\n{proc.stdout}\n{proc.stderr}")
    return marks


def main() -> int:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PROJECT_L_DATA_DIR"] = tempfile.mkdtemp(prefix="project-l-startup-")
    env["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="project-l-startup-config-")
    run_once(env)  # warm the disk cache and the .pyc files
    runs = [run_once(env) for _ in range(args.runs)]
    for i, m in enumerate(runs, 1):
        print(f"run {i}: {m['FIRST_PAINT'] * 1000:.0f} ms to the first painted frame "
              f"(imports done at {m['IMPORTED'] * 1000:.0f} ms, window built at "
              f"{m['WINDOW'] * 1000:.0f} ms)")
    times = [m["FIRST_PAINT"] for m in runs]
    med = statistics.median(times)
    print(f"startup ({env['QT_QPA_PLATFORM']}): min {min(times) * 1000:.0f} ms, "
          f"median {med * 1000:.0f} ms (target <= {TARGET_S * 1000:.0f} ms: "
          f"{'met' if med <= TARGET_S else 'NOT met'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
