"""Quit the game or the editor while background work runs, many times; count the crashes.

Each run is a fresh program (offscreen, with its own settings and data folders) that opens the
crafted dense deck (tests/deck_samples.py, hard for the solver), so the editor's deck check,
the puzzle facts, the generator, or the game's AI seats are still working when it quits, at a
random moment. The scenarios:

- ``editor``: the real ``project-l-editor DECK`` (editor/main.py), all windows closed;
- ``editor-raw``: an editor window made by a script that returns without ending the
  background work itself (as bench/screenshots.py does), with the generator running too;
- ``game``: the game window (app/table/main.py's way) with four AI seats thinking;
- ``game-raw``: the same game, and the script just returns;
- ``windows``: editor and game windows (as above) opened one after the other in one program,
  each closed and deleted at a random moment while its work runs; then the program ends.

A run passes if it exits with code 0 and says no "Fatal Python error" / "Traceback".

    python bench/quit_races.py --runs 60            # every scenario in turn
    python bench/quit_races.py --runs 20 --scenario editor-raw
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ("editor", "editor-raw", "game", "game-raw", "windows")
"""Every way of quitting that is tried."""


# ------------------------------------------------------------------ the child: one program run

def _deck_file(folder: Path) -> Path:
    sys.path.insert(0, str(ROOT / "tests"))
    from deck_samples import crafted_deck_json

    path = folder / "crafted.pldeck"
    path.write_text(json.dumps(crafted_deck_json()), encoding="utf-8")
    return path


def _turn_events(seconds: float) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def _game_setup(deck_path: Path) -> object:
    from app.core.deck_library import read_deck_file
    from app.core.setup import GameSetup, SeatConfig

    deck, _recorded = read_deck_file(str(deck_path))
    seats = tuple(SeatConfig(f"AI {i + 1}", "ai", "hard") for i in range(4))
    return GameSetup(seats, seed=7, deck=deck)


def child(scenario: str, delay: float, folder: Path) -> int:
    """One run of ``scenario`` that quits after ``delay`` seconds; the program's exit code."""
    deck_path = _deck_file(folder)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    if scenario == "editor":
        from editor import main as editor_main

        app = editor_main._app()
        QTimer.singleShot(int(delay * 1000), QApplication.closeAllWindows)
        del app
        return editor_main.main([str(deck_path)])
    if scenario == "editor-raw":
        from editor.window import EditorWindow

        raw = QApplication.instance() or QApplication([])
        editor = EditorWindow()
        editor.show()
        editor.open_path(deck_path)
        assert editor.doc is not None
        editor.set_document(editor.doc.duplicate("Mine"), unsaved=True)
        editor.generate_puzzles()  # the generator's process works too
        _turn_events(delay)
        if editor.generator_dialog is not None:
            editor.generator_dialog.close()
        editor.stack.setClean()
        editor.close()
        del raw
        return 0  # no finish_background_work: the program's end has to cope
    if scenario in ("game", "game-raw"):
        from app.table import main as game_main

        window = game_main.create_main_window(welcome=False)
        window.set_animation_speed(0.0)
        window.start_game(_game_setup(deck_path))  # type: ignore[arg-type]
        if scenario == "game-raw":
            _turn_events(delay)
            window.close()
            return 0
        running = QApplication.instance()
        assert running is not None
        QTimer.singleShot(int(delay * 1000), QApplication.closeAllWindows)
        code = int(running.exec())
        from app.model.thinking import finish_background_work

        finish_background_work()
        return code
    if scenario == "windows":
        return _windows(delay, deck_path)
    raise SystemExit(f"unknown scenario {scenario!r}")


def _windows(delay: float, deck_path: Path) -> int:
    """Windows closed and deleted while their jobs run, the program going on meanwhile."""
    from PySide6.QtWidgets import QApplication

    from app.model.settings import Settings
    from app.table.window import GameWindow
    from editor.window import EditorWindow

    app = QApplication.instance() or QApplication([])
    rng = random.Random(delay)
    for i in range(6):
        if i % 2 == 0:
            editor = EditorWindow()
            editor.show()
            editor.open_path(deck_path)
            assert editor.doc is not None
            editor.set_document(editor.doc.duplicate("Mine"), unsaved=True)
            editor.generate_puzzles()
            _turn_events(rng.uniform(0.0, delay))
            if editor.generator_dialog is not None:
                editor.generator_dialog.close()
            editor.stack.setClean()
            editor.close()
            editor.deleteLater()
        else:
            settings = Settings.at_path(str(deck_path.parent / f"settings-{i}.ini"))
            game = GameWindow(settings, autosave=False)
            game.set_animation_speed(0.0)
            game.show()
            game.start_game(_game_setup(deck_path))  # type: ignore[arg-type]
            _turn_events(rng.uniform(0.0, delay))
            game.close()
            game.deleteLater()
        _turn_events(0.05)  # the deletions happen while the jobs may still answer
    del app
    return 0


# ------------------------------------------------------------------ the parent: many runs

def run_once(scenario: str, delay: float, timeout: float = 60.0) -> tuple[int | str, str]:
    """Run one child; its exit code (negative: the signal; "timeout") and its stderr."""
    with tempfile.TemporaryDirectory(prefix="project-l-quit-") as tmp:
        home = Path(tmp)
        env = dict(os.environ)
        env.update({
            "QT_QPA_PLATFORM": "offscreen",
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CACHE_HOME": str(home / "cache"),
            "PROJECT_L_DATA_DIR": str(home / "project-l"),
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")])),
            "PYTHONFAULTHANDLER": "1",
        })
        cmd = [sys.executable, str(Path(__file__).resolve()), "--child", scenario,
               "--delay", f"{delay:.3f}", "--folder", tmp]
        try:
            done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True,
                                  timeout=timeout)
        except subprocess.TimeoutExpired as exc:
            err = exc.stderr.decode(errors="replace") if isinstance(exc.stderr, bytes) else ""
            return "timeout", err
        return done.returncode, done.stderr


def bad(code: int | str, stderr: str) -> bool:
    """Whether a run crashed, hung or complained."""
    return code != 0 or "Fatal Python error" in stderr or "Traceback" in stderr


def main() -> int:
    """Run the scenarios and print the counts; exit code 1 if any run went wrong."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=40, help="runs in all (default 40)")
    parser.add_argument("--scenario", choices=SCENARIOS, action="append",
                        help="only this scenario (repeatable; default: all in turn)")
    parser.add_argument("--max-delay", type=float, default=1.5,
                        help="quit at a random moment up to this many seconds (default 1.5)")
    parser.add_argument("--seed", type=int, default=None, help="seed of the random delays")
    parser.add_argument("--child", choices=SCENARIOS, help=argparse.SUPPRESS)
    parser.add_argument("--delay", type=float, default=0.0, help=argparse.SUPPRESS)
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.child, args.delay, Path(args.folder))
    rng = random.Random(args.seed)
    scenarios = args.scenario or list(SCENARIOS)
    counts: dict[str, dict[str, int]] = {s: {"runs": 0, "bad": 0} for s in scenarios}
    for i in range(args.runs):
        scenario = scenarios[i % len(scenarios)]
        delay = rng.uniform(0.0, args.max_delay)
        started = time.monotonic()
        code, stderr = run_once(scenario, delay)
        counts[scenario]["runs"] += 1
        took = time.monotonic() - started
        if bad(code, stderr):
            counts[scenario]["bad"] += 1
            print(f"run {i + 1}: {scenario} quit after {delay:.2f}s: exit {code} ({took:.1f}s)")
            print("    " + "\n    ".join(stderr.strip().splitlines()[-25:]))
        else:
            print(f"run {i + 1}: {scenario} quit after {delay:.2f}s: ok ({took:.1f}s)",
                  flush=True)
    total = sum(c["bad"] for c in counts.values())
    for scenario, c in counts.items():
        print(f"{scenario}: {c['bad']} of {c['runs']} runs crashed, hung or complained")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
