"""Programs that quit while background work runs end cleanly (exit code 0, nothing on stderr
about a crash): the jobs are cancelled and waited for before the interpreter tears Qt down.

Each case runs a real program in a subprocess, offscreen, with its own settings and data
folders (bench/quit_races.py runs the same scenarios many times).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from types import ModuleType

from scriptkit import load_script
from waiting import HANG

ROOT = Path(__file__).resolve().parents[1]


def _races() -> ModuleType:
    return load_script("bench/quit_races.py", "quit_races")


# jobs that work until cancelled and report all the while; the script returns without ending
# them: only the program's end can stop them (before the fix, they ran on while PySide deleted
# the relay they post through)
JOBS_AT_EXIT = textwrap.dedent("""
    import sys, threading, time
    from PySide6.QtWidgets import QApplication
    from app.model.thinking import Job, JobSignals

    app = QApplication([])
    signals = JobSignals()

    working = [threading.Event(), threading.Event()]

    def work(cancelled, progress, generation):
        n = 0
        while not cancelled():
            n += 1
            progress(n, n + 1)
            if n == 20:
                working[generation].set()
            time.sleep(0.001)
        return n

    for generation in range(2):
        Job(generation, lambda c, p, g=generation: work(c, p, g), threading.Event(),
            signals).start()
    for event in working:  # both are under way, posting their progress
        assert event.wait(120)
    sys.exit(0)
""")


def test_a_script_that_returns_while_jobs_run_ends_cleanly(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONFAULTHANDLER="1",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", JOBS_AT_EXIT], env=env, cwd=tmp_path,
                              capture_output=True, text=True, timeout=HANG)
        assert done.returncode == 0, done.stderr
        assert "Fatal Python error" not in done.stderr
        assert "Traceback" not in done.stderr, done.stderr


def test_the_editor_and_the_game_quit_while_they_work() -> None:
    races = _races()
    # the editor checking the crafted deck with the generator running, closed by a script
    # that just returns; the game with four AI seats thinking, closed as the user closes it
    for scenario, delay in (("editor-raw", 0.6), ("game", 0.4)):
        code, stderr = races.run_once(scenario, delay, timeout=HANG)
        assert code == 0, f"{scenario}: exit {code}\n{stderr}"
        assert "Fatal Python error" not in stderr, stderr
        assert "Traceback" not in stderr, stderr
