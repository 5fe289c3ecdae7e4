"""``project-l --smoke-test [--screenshot FILE]``: prove that an installed copy works.

Made for the frozen app that the installers ship: it runs without a display (Qt's offscreen
platform unless one is there), touches every part a player's first minute touches, and prints
one ``SMOKE OK`` line with exit status 0, or ``SMOKE FAILED: <step>: <reason>`` and exit
status 1. A data file that PyInstaller did not collect, a Qt plugin or library left out of the
bundle, or a module imported by name that the build missed all fail here, in CI, instead of on
a player's machine.

Steps: the shipped data files (classic deck, icons) load; Qt starts and renders the SVG icon;
two AI players (``app.ai``) play a seeded game for a few turns; the worker process (the
editor's validation) starts and validates the classic deck; the game is saved as a .plsave
and opened again to the same state; the game window shows it and is grabbed as an image
(written to ``--screenshot``).

The user's data folder is never touched: the run points ``PROJECT_L_DATA_DIR`` at a temporary
folder and removes it afterwards.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from importlib import resources
from pathlib import Path
from typing import Any

SMOKE_SEED = 20240607  # the dealt game; any fixed number would do
SMOKE_ACTIONS = 12  # four turns of a two-player game
ICON_NAMES = ("project-l", "project-l-editor")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


class SmokeFailure(Exception):
    """A step found something wrong; the message says what, in words a packager can act on."""


def use_offscreen_without_display() -> None:
    """Choose Qt's offscreen platform when no display is there (and no platform is forced)."""
    has_display = bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and not has_display:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    elif not sys.platform.startswith("linux") and os.environ.get("CI"):
        # Windows and macOS CI runners may lack an interactive session
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@contextmanager
def temporary_data_dir() -> Iterator[Path]:
    """``PROJECT_L_DATA_DIR`` set to a fresh folder for the duration, then restored."""
    previous = os.environ.get("PROJECT_L_DATA_DIR")
    with tempfile.TemporaryDirectory(prefix="project-l-smoke-") as tmp:
        os.environ["PROJECT_L_DATA_DIR"] = tmp
        try:
            yield Path(tmp)
        finally:
            if previous is None:
                os.environ.pop("PROJECT_L_DATA_DIR", None)
            else:
                os.environ["PROJECT_L_DATA_DIR"] = previous


class SmokeRun:
    """The steps of one smoke test; each raises SmokeFailure with a reason."""

    def __init__(self, data_dir: Path, screenshot: str | None) -> None:
        self.data_dir = data_dir
        self.screenshot = screenshot
        self.facts: dict[str, str] = {}
        self.deck: Any = None
        self.setup: Any = None
        self.record: Any = None
        self.loaded: Any = None
        self.state: Any = None
        self.app: Any = None

    # -- steps ----------------------------------------------------------------------------------
    def data_files(self) -> None:
        """The classic deck and the icons are where the code looks for them."""
        from app.rules import InvalidDeck, classic_deck

        try:
            self.deck = classic_deck()
        except (FileNotFoundError, ModuleNotFoundError) as e:
            raise SmokeFailure(
                f"the classic deck is missing (resources/decks/classic.json): {e}"
            ) from e
        except InvalidDeck as e:
            raise SmokeFailure(f"the classic deck does not load: {e}") from e
        self.facts["deck"] = f"{len(self.deck.puzzles)} puzzles"
        icons = resources.files("resources.icons")
        missing = [f"{n}.svg" for n in ICON_NAMES if not icons.joinpath(f"{n}.svg").is_file()]
        missing += [
            f"png/{n}-{s}.png"
            for n in ICON_NAMES
            for s in ICON_SIZES
            if not icons.joinpath("png", f"{n}-{s}.png").is_file()
        ]
        if missing:
            raise SmokeFailure(f"icon files missing from resources/icons: {', '.join(missing)}")
        rules = resources.files("resources").joinpath("docs", "rules.md")
        if not rules.is_file():
            raise SmokeFailure("the in-app rules are missing (resources/docs/rules.md)")

    def qt(self) -> None:
        """Qt starts on some platform and renders the app icon from SVG."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QIcon, QImage, QPainter
        from PySide6.QtSvg import QSvgRenderer
        from PySide6.QtWidgets import QApplication

        existing = QApplication.instance()
        if existing is not None and not isinstance(existing, QApplication):
            raise SmokeFailure("a Qt application without widgets is running in this process")
        self.app = existing or QApplication([sys.argv[0] if sys.argv else ""])
        self.facts["platform"] = QApplication.platformName()
        blob = resources.files("resources.icons").joinpath("project-l.svg").read_bytes()
        renderer = QSvgRenderer(blob)
        if not renderer.isValid():
            raise SmokeFailure("Qt cannot read resources/icons/project-l.svg (QtSvg missing?)")
        image = QImage(64, 64, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        if _distinct_colours(image) < 8:
            raise SmokeFailure("the app icon rendered blank")
        # window icons load SVG through Qt's plugins (iconengines/qsvgicon, imageformats/qsvg)
        with resources.as_file(resources.files("resources.icons") / "project-l.svg") as svg:
            if QIcon(str(svg)).pixmap(48, 48).isNull():
                raise SmokeFailure("QIcon cannot load project-l.svg: Qt's SVG plugins are missing")

    def play(self) -> None:
        """A seeded game of two computer seats (medium and easy): a few turns of AI actions.

        The medium seat thinks in the game's thinking process, as in the real game (spawned:
        the frozen app must call freeze_support), the easy one in this process."""
        from app.ai import make_ai
        from app.model.setup import GameSetup, SeatConfig
        from app.model.thinking import ProcessChooser, thinking_worker
        from app.rules import apply, check

        self.setup = GameSetup(
            seats=(SeatConfig("Ann", "ai", "medium"), SeatConfig("Bob", "ai", "easy")),
            seed=SMOKE_SEED,
            deck=self.deck,
        )
        record = self.setup.record()
        state = record.initial_state()
        restarts: list[str] = []
        players = [ProcessChooser("medium", SMOKE_SEED, notice=restarts.append),
                   make_ai("easy", seed=SMOKE_SEED + 1)]
        actions = []
        for _ in range(SMOKE_ACTIONS):
            try:
                action = players[state.current].choose(state)
            except Exception as exc:
                raise SmokeFailure(f"the AI could not decide: {exc}") from exc
            problem = check(state, action)
            if problem is not None:
                raise SmokeFailure(f"the AI chose an illegal action {action.to_json()}: {problem}")
            state = apply(state, action)
            actions.append(action)
        thinking_worker().close()
        if restarts:
            raise SmokeFailure(f"the thinking process had to be restarted: {restarts[0]}")
        self.record = record.with_actions(actions)
        self.state = state
        self.facts["actions"] = str(len(actions))

    def worker(self) -> None:
        """The worker process (spawn; the frozen app must call freeze_support) validates the
        classic deck and answers with its report."""
        from app.model.worker import Worker

        worker = Worker()
        try:
            report = worker.call("validate", self.deck)
        except Exception as exc:
            raise SmokeFailure(f"the worker process did not validate the deck: {exc}") from exc
        finally:
            worker.close()
        if not getattr(report, "ok", False) or len(report.puzzles) != len(self.deck.puzzles):
            raise SmokeFailure("the worker process's validation report is wrong")
        self.facts["worker"] = "ok"

    def save_and_reload(self) -> None:
        """The game saved to a .plsave file and opened again is the same game."""
        from app.model.saves import InvalidSave, SaveData, load_save, write_save

        path = self.data_dir / "saves" / "smoke.plsave"
        path.parent.mkdir(parents=True, exist_ok=True)
        written = write_save(path, SaveData(record=self.record, seats=self.setup.seats))
        try:
            loaded = load_save(path)
        except InvalidSave as e:
            raise SmokeFailure(f"the saved game does not open: {e}") from e
        if loaded.record != written.record or loaded.seats != written.seats:
            raise SmokeFailure("the reopened game differs from the one saved")
        if loaded.final_state != self.state:
            raise SmokeFailure("the reopened game replays to another position")
        self.loaded = loaded

    def render(self) -> None:
        """The reopened game on the table in the game window, grabbed as an image."""
        from PySide6.QtWidgets import QApplication

        from app.model.settings import Settings
        from app.table.window import GameWindow

        # human seats: the window would otherwise set the AI thinking in its thread pool
        seats = tuple(replace(seat, kind="human") for seat in self.loaded.seats)
        settings = Settings.at_path(str(self.data_dir / "settings.ini"))
        window = GameWindow(settings, autosave=False)
        try:
            if not window.open_save(replace(self.loaded, seats=seats), None):
                raise SmokeFailure("the game window refused the reopened game")
            window.resize(1280, 800)
            window.show()
            for _ in range(5):
                QApplication.processEvents()
            image = window.grab().toImage()
        finally:
            window.close()
            if window.session is not None:
                window.session.stop_ai()
            window.deleteLater()
            QApplication.processEvents()
        if image.width() < 640 or _distinct_colours(image) < 16:
            raise SmokeFailure("the table rendered blank")
        self._write_screenshot(image)

    # -- helpers --------------------------------------------------------------------------------
    def _write_screenshot(self, image: Any) -> None:
        if not self.screenshot:
            return
        target = Path(self.screenshot)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(target.name + ".tmp.png")
        if not image.save(str(tmp), "PNG"):
            raise SmokeFailure(f"cannot write the screenshot {target}")
        os.replace(tmp, target)
        self.facts["screenshot"] = str(target)

    def steps(self) -> list[tuple[str, Callable[[], None]]]:
        """The steps in order, by name."""
        return [
            ("data files", self.data_files),
            ("qt", self.qt),
            ("play", self.play),
            ("worker", self.worker),
            ("save and reload", self.save_and_reload),
            ("render", self.render),
        ]


def _distinct_colours(image: Any, limit: int = 64) -> int:
    """How many different pixel values a sparse sample of the image has (up to ``limit``)."""
    seen: set[int] = set()
    step_x = max(1, image.width() // 37)
    step_y = max(1, image.height() // 29)
    for y in range(0, image.height(), step_y):
        for x in range(0, image.width(), step_x):
            seen.add(image.pixel(x, y))
            if len(seen) >= limit:
                return limit
    return len(seen)


def run_smoke(screenshot: str | None) -> int:
    """Run the smoke test; print one SMOKE OK or SMOKE FAILED line; return the exit status."""
    started = time.perf_counter()
    use_offscreen_without_display()
    step_name = "start"
    try:
        with temporary_data_dir() as data_dir:
            run = SmokeRun(data_dir, screenshot)
            for name, step in run.steps():
                step_name = name  # named in the failure line
                step()
    except SmokeFailure as e:
        print(f"SMOKE FAILED: {step_name}: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # any crash is this test's finding: report it, never hide it
        traceback.print_exc()
        print(f"SMOKE FAILED: {step_name}: {type(e).__name__}: {e}", file=sys.stderr)
        return 1
    facts = " ".join(f"{k}={v.replace(' ', '_')}" for k, v in run.facts.items())
    print(f"SMOKE OK {facts} seconds={time.perf_counter() - started:.2f}", flush=True)
    return 0
