"""``project-l --smoke-test [--screenshot FILE]``: prove that an installed copy works.

Made for the frozen app that the installers ship: it runs without a display (Qt's offscreen
platform unless one is there), touches every part a player's first minute touches, and prints
one ``SMOKE OK`` line with exit status 0, or ``SMOKE FAILED: <step>: <reason>`` and exit
status 1. A data file that PyInstaller did not collect, a Qt plugin or library left out of the
bundle, or a module imported by name that the build missed all fail here, in CI, instead of on
a player's machine.

Steps: the shipped data files (classic deck, icons) load; the sound effects load and mix and the
audio library (miniaudio) imports, without playing anything; Qt starts and renders the SVG icon;
two AI players (``app.ai``) play a seeded game for a few turns; the worker process (the
editor's validation and puzzle generator) starts, validates the classic deck and generates a few
puzzles, each sent back as it is found; the game analysis reviews the seeded game's first turns
in its pool of worker processes; a network game is played over loopback (the server in its
thread, an AI seat deciding in the room's process pool, a client at the other seat), and TLS
for wss:// addresses is there; the game is saved as a .plsave and opened again to the same
state; the game window shows it and is grabbed as an image (written to ``--screenshot``); our
translations and Qt's own load for the languages we ship (on Linux: whether Thai lines break
with libthai); Qt writes and reads JPEG (a deck's card backs may hold a JPEG picture), the
how-to guide is saved as a PDF (QPdfWriter) and printed through QtPrintSupport to a PDF file,
and the printer plugins that load here are named (Linux: Qt's CUPS plugin, which uses the
system's CUPS library).

Every kind of worker process the program starts (``spawn``, so the frozen app runs its own
executable again and ``multiprocessing.freeze_support()`` must hand it the work) is started
here at least once: the thinking process, the editor's worker (its validation process and its
generator process are two of the same kind), the analysis pool, the network room's AI pool.

The user's data folder is never touched: the run points ``PROJECT_L_DATA_DIR`` at a temporary
folder and removes it afterwards.
"""

from __future__ import annotations

import asyncio
import logging
import math
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
GENERATED = 3  # puzzles the generator makes in the worker process (a few milliseconds)
ANALYSIS_TURNS = 2  # the seeded game's first turns the analysis reviews (one of each player)
ANALYSIS_BUDGET = 0.1  # the smallest work per turn (2 worlds, 2 candidate turns)
NETWORK_ACTIONS = 3  # the client's actions: a turn
NETWORK_TIMEOUT = 30.0  # seconds for the network game's steps (an AI decision included)
THAI_SAMPLE = "ภาษาไทยไม่มีช่องว่างระหว่างคำ"  # "Thai has no spaces between words": no space
ICON_NAMES = ("project-l", "project-l-editor")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


class SmokeFailure(Exception):
    """A step found something wrong; the message says what, in words a packager can act on."""


@contextmanager
def failing_as(what: str) -> Iterator[None]:
    """Any error in the block (other than a SmokeFailure) is the failure of ``what``."""
    try:
        yield
    except SmokeFailure:
        raise
    except Exception as exc:
        raise SmokeFailure(f"{what} failed: {type(exc).__name__}: {exc}") from exc


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
        """The classic deck, the hard player's model and the icons are where the code looks
        for them."""
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
        from app.ai.learned import shipped_model

        try:  # the hard player's learned evaluation (resources/ai/value_model.json)
            model = shipped_model()
        except (FileNotFoundError, ModuleNotFoundError, ValueError) as e:
            raise SmokeFailure(f"the hard player's model does not load: {e}") from e
        self.facts["ai_model"] = f"{len(model.coef) * len(model.coef[0])} coefficients"
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

    def sound(self) -> None:
        """The sound effects load and mix, and the audio library's C part is there (nothing
        is played: the smoke test stays silent)."""
        from app.model.sound import Cue, Mixer, load_cue

        mixer = Mixer()
        try:
            for cue in Cue:
                mixer.add(load_cue(cue), 0.5)
        except (OSError, ValueError, EOFError) as e:
            raise SmokeFailure(f"a sound effect is missing or damaged (resources/sounds): {e}"
                               ) from e
        if not any(mixer.render(512)):
            raise SmokeFailure("the sound effects mix to silence")
        try:
            import miniaudio
        except ImportError as e:
            raise SmokeFailure(f"the audio library (miniaudio) is missing: {e}") from e
        self.facts["sound"] = f"miniaudio-{miniaudio.__version__}"

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
        from app.core.setup import GameSetup, SeatConfig
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
        classic deck and answers with its report; then it generates a few puzzles, as the
        editor's generator does, sending each back as it is found: the same ones as this
        process finds."""
        from app.model.generator import Constraints, GenerateRequest, generate
        from app.model.worker import Worker

        request = GenerateRequest(self.deck, Constraints("white", (3, 6)), GENERATED, SMOKE_SEED)
        streamed: list[object] = []
        worker = Worker()
        try:
            with failing_as("the worker process"):
                report = worker.call("validate", self.deck)
                ok = getattr(report, "ok", False) and len(report.puzzles) == len(self.deck.puzzles)
                if not ok:
                    raise SmokeFailure("the worker process's validation report is wrong")
                outcome = worker.call("generate", request, partial=streamed.append)
        finally:
            worker.close()
        here = generate(request.deck, request.constraints, request.count, request.seed)
        found = getattr(outcome, "candidates", None)
        if found != here.candidates or len(here.candidates) != GENERATED:
            raise SmokeFailure("the puzzles generated in the worker process differ from those "
                               "generated in this process")
        if streamed != found:
            raise SmokeFailure("the worker process did not send each generated puzzle as it "
                               "was found")
        self.facts["worker"] = "ok"
        self.facts["generator"] = "ok"

    def analysis(self) -> None:
        """The game analysis (issue 17) reviews the seeded game's first turns in its pool of
        worker processes (spawn, as the review window runs it), and the same analysis made in
        this process gives the same verdicts."""
        from app.ai.analysis import AnalysisRunner, analyse, fits
        from app.ai.assess import replay_fast, split_turns

        turns = split_turns(replay_fast(self.record))
        if len(turns) <= ANALYSIS_TURNS:
            raise SmokeFailure(f"the seeded game has only {len(turns)} turns to analyse")
        record = self.record.with_actions(self.record.actions[: turns[ANALYSIS_TURNS - 1].end])
        runner = AnalysisRunner(record, None, ANALYSIS_BUDGET, SMOKE_SEED, workers=1)
        try:
            with failing_as("the analysis workers"):
                result = runner.wait()
        finally:
            if not runner.finished or runner.pool is not None:
                runner.cancel()
        if [v.turn for v in result.turns] != list(range(ANALYSIS_TURNS)) or not fits(result,
                                                                                      record):
            raise SmokeFailure(
                f"the analysis covers turns {[v.turn for v in result.turns]}, not the first "
                f"{ANALYSIS_TURNS} turns of the game")
        values = [x for v in result.turns for x in (v.played_value, v.best_value, v.loss)]
        values += [m for _, margins in result.curve for m in margins]
        values += [s.accuracy for s in result.summaries]
        if not all(math.isfinite(x) for x in values):
            raise SmokeFailure(f"the analysis has values that are not finite: {values}")
        if any(v.loss < 0 or v.best_value < v.played_value for v in result.turns):
            raise SmokeFailure("the analysis found a played turn better than its best turn")
        here = analyse(record, None, ANALYSIS_BUDGET, SMOKE_SEED, workers=0)
        if here != result:
            raise SmokeFailure("the analysis in the worker process differs from the one made "
                               "in this process")
        self.facts["analysis"] = "ok"

    def network(self) -> None:
        """A network game (issue 18) over loopback: the server in its thread hosts a room of an
        AI seat (deciding in the room's spawn process pool) and a remote seat; a client joins
        the remote seat, the game starts, the AI plays and the client plays a turn; then the
        client's public table is the server's; the client leaves and the server stops. TLS
        (Python's ssl module with OpenSSL, for wss:// addresses) must be there too."""
        try:
            import websockets

            for name in ("connect", "serve", "ConnectionClosed"):  # imported lazily by name
                getattr(websockets, name)
        except (ImportError, AttributeError) as exc:
            raise SmokeFailure(f"the websockets package is missing or incomplete: {exc}") from exc
        try:  # wss:// addresses: Python's ssl module and the OpenSSL libraries it loads
            import ssl

            ssl.create_default_context()
        except (ImportError, OSError) as exc:
            raise SmokeFailure(f"TLS (wss:// network games) is missing: {exc}") from exc
        self.facts["tls"] = "-".join(ssl.OPENSSL_VERSION.split()[:2])  # "OpenSSL-3.0.13"
        from app.net.protocol import SeatSpec
        from app.net.public import digest
        from app.net.server import Server, ServerConfig, ServerThread

        server = Server(ServerConfig(host="127.0.0.1", port=0, mode="host"))
        room = server.host_room("Smoke test", self.setup.record(),
                                [SeatSpec("ai", "Robot", "easy"), SeatSpec("remote", "Guest")])
        room.auto_start = True  # once the guest is ready, as a `project-l serve` room may

        def server_view() -> tuple[str, int]:
            state = room.state
            if state is None:
                raise SmokeFailure("the room's game has not started")
            return digest(state), len(room.record().actions)

        problems = _LogProblems()
        logger = logging.getLogger("app.net")
        logger.addHandler(problems)
        thread = ServerThread(server)
        try:
            with failing_as("the network game"):
                host, port = thread.start()
                url = f"ws://{host}:{port}/"
                asyncio.run(_network_game(url, room.code, lambda: thread.call(server_view)))
        finally:
            thread.stop()
            logger.removeHandler(problems)
        if problems.lines:
            raise SmokeFailure(f"the server logged a problem: {problems.lines[0]}")
        self.facts["network"] = "ok"

    def save_and_reload(self) -> None:
        """The game saved to a .plsave file and opened again is the same game."""
        from app.core.saves import InvalidSave, SaveData, load_save, write_save

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

    def languages(self) -> None:
        """Our translation of every language we ship loads, and Qt's own (its standard buttons
        and dialogs) where Qt has one: the bundle keeps Qt's translations of these languages
        only. Named on the line (``qt_translations=de,en,...``) for CI to compare with the
        build's Qt."""
        from PySide6.QtCore import QLibraryInfo, QTextBoundaryFinder, QTranslator

        from app.i18n import QM_PREFIX, TRANSLATIONS_PACKAGE, available_languages

        languages = available_languages()
        if len(languages) < 2:
            raise SmokeFailure("no translation is there (resources/translations/*.qm)")
        unreadable = []
        for lang in languages:
            data = resources.files(TRANSLATIONS_PACKAGE).joinpath(f"{QM_PREFIX}{lang}.qm")
            raw = data.read_bytes()  # kept while the translator reads it
            translator = QTranslator()
            if not translator.load(raw) or translator.isEmpty():
                unreadable.append(lang)
        if unreadable:
            raise SmokeFailure(f"our translations do not load: {', '.join(unreadable)} "
                               "(resources/translations)")
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt = [lang for lang in languages if QTranslator().load(f"qtbase_{lang}", folder)]
        self.facts["languages"] = ",".join(languages)
        self.facts["qt_translations"] = ",".join(qt) or "none"
        if sys.platform.startswith("linux"):
            # Thai has no spaces between words: Qt breaks its lines with the system's libthai
            # where there is one (``thai=libthai``), else at the zero-width spaces our Thai
            # translation puts between words (``thai=spaces``)
            finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, THAI_SAMPLE)
            breaks = 0
            while 0 < finder.toNextBoundary() < len(THAI_SAMPLE):
                breaks += 1
            self.facts["thai"] = "libthai" if breaks else "spaces"

    def printing(self) -> None:
        """Pictures and paper: Qt writes and reads JPEG (a deck's card backs may hold a JPEG
        picture, drawn on the editor's print & play sheets), the how-to guide is saved as a
        PDF (QPdfWriter, as the guide's Save as PDF and the print & play sheets are written) and
        printed through QtPrintSupport to a PDF file (the guide's Print..., without a printer);
        then the printer plugins that load here are named (``printers=cups`` on Linux, where
        Qt's CUPS plugin uses the system's CUPS library; ``none``: printing to PDF files only)."""
        from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QLibraryInfo, QPluginLoader
        from PySide6.QtGui import QImage, QImageReader, QImageWriter, qRgb
        from PySide6.QtPrintSupport import QPrinter

        from app.table.howto import HowToDialog

        picture = QImage(64, 48, QImage.Format.Format_RGB32)
        for y in range(picture.height()):
            for x in range(picture.width()):
                picture.setPixel(x, y, qRgb(x * 4, y * 5, 128))
        blob = QByteArray()
        sink = QBuffer(blob)
        sink.open(QIODevice.OpenModeFlag.WriteOnly)
        if not QImageWriter(sink, QByteArray(b"jpeg")).write(picture):
            raise SmokeFailure("Qt cannot write JPEG pictures (its imageformats/qjpeg plugin?)")
        sink.close()
        source = QBuffer(blob)
        source.open(QIODevice.OpenModeFlag.ReadOnly)
        if QImageReader(source).read().size() != picture.size():
            raise SmokeFailure("Qt cannot read JPEG pictures, which a deck's card backs may "
                               "hold (its imageformats/qjpeg plugin?)")

        guide = HowToDialog(None)
        saved, printed = self.data_dir / "guide.pdf", self.data_dir / "printed.pdf"
        try:
            if not guide.save_pdf(saved):
                raise SmokeFailure("the guide was not saved as a PDF")
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(str(printed))
            guide.print_to(printer)
        finally:
            guide.deleteLater()
        for what, path in (("saved as a PDF", saved), ("printed to a PDF file", printed)):
            data = path.read_bytes() if path.is_file() else b""
            if not data.startswith(b"%PDF-") or b"/Subtype /Image" not in data:
                raise SmokeFailure(f"the guide {what} is not a PDF with its pictures "
                                   f"({len(data)} bytes)")
        self.facts["pdf"] = "ok"
        folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "printsupport"
        plugins = sorted(folder.iterdir()) if folder.is_dir() else []
        if plugins:  # macOS: printing is part of the platform plugin
            loaded = [_plugin_name(p.name, "printersupport") for p in plugins
                      if QPluginLoader(str(p)).load()]
            self.facts["printers"] = ",".join(loaded) or "none"

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
            ("sound", self.sound),
            ("qt", self.qt),
            ("play", self.play),
            ("worker", self.worker),
            ("analysis", self.analysis),
            ("network", self.network),
            ("save and reload", self.save_and_reload),
            ("render", self.render),
            ("languages", self.languages),
            ("print", self.printing),
        ]


class _LogProblems(logging.Handler):
    """Keeps the warnings and errors logged (the network server's, whose AI falls back to a
    safe action when its process pool fails: the game goes on, but the smoke test must fail)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


async def _network_game(url: str, code: str, server_view: Callable[[], tuple[str, int]]) -> None:
    """The client's side of the network step: join the remote seat, get ready (the room starts
    itself), play random legal actions at our turns until the AI has played and our turn has
    come again after a turn of ours; then compare the table with the server's."""
    import random

    from app.net.client import ActionRefused, Client, ClientClosed, GameRebuilt, StepApplied
    from app.rules import Phase, random_action

    client = Client(url, "Guest", reply_timeout=NETWORK_TIMEOUT, rejoin_for=0)
    await asyncio.wait_for(client.connect(), NETWORK_TIMEOUT)
    try:
        joined = await client.join(code)
        seat = joined.seat
        if seat is None:
            raise SmokeFailure("the client got no seat in the room")
        await client.ready()
        rng = random.Random(SMOKE_SEED)
        events = client.events()
        ai_steps = mine = rebuilt = 0
        while True:
            state = client.state
            if state is not None and state.phase is Phase.FINISHED:
                raise SmokeFailure("the network game ended early")
            if state is not None and state.current == seat:
                if ai_steps and mine >= NETWORK_ACTIONS:
                    break
                outcome = await client.act(random_action(state, rng))
                if isinstance(outcome, ActionRefused):
                    raise SmokeFailure(f"the server refused a legal action: {outcome.message}")
                mine += 1
                continue
            event = await asyncio.wait_for(anext(events), NETWORK_TIMEOUT)
            if isinstance(event, StepApplied) and event.player != seat:
                ai_steps += 1
            elif isinstance(event, GameRebuilt):
                rebuilt += 1  # once at the start; again only after a digest mismatch
            elif isinstance(event, ClientClosed):
                raise SmokeFailure(f"the connection closed: {event.reason}")
        if rebuilt != 1:
            raise SmokeFailure("the client's table went out of step with the server's")
        game = client.game
        assert game is not None
        theirs = await asyncio.to_thread(server_view)
        if (game.digest(), client.steps) != theirs:
            raise SmokeFailure("the client's public table differs from the server's")
    finally:
        await client.leave()


def _plugin_name(file_name: str, suffix: str) -> str:
    """``libcupsprintersupport.so`` -> ``cups``: a Qt plugin's name from its file's."""
    stem = file_name.split(".")[0]
    stem = stem.removeprefix("lib")
    return stem.removesuffix(suffix) or stem


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
