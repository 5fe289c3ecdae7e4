"""GUI monkey test: random clicks, drags, keys, menu actions, undo, saves and resizes.

Run: .venv/bin/python bench/monkey.py [--events N] [--seed S] [--runs R] [--editor]

Plays a bounded number of random events on the real game window (or, with ``--editor``, on
the deck editor) offscreen, in a temporary data folder. After every event, any Qt warning
(``qInstallMessageHandler``) or Python exception (``sys.excepthook``, which is where Qt
sends exceptions raised in slots and event handlers) fails the run, and so does a game state
that breaks an invariant of tests/invariants.py (or an editor document that cannot build its
deck). Warnings of the offscreen platform plugin about window features it lacks are not the
program's and are let through.

The game window gets table gestures (taking cards and pieces, dragging pieces onto puzzles,
supply menus, master action, end of turn, Finishing Touches), random clicks, drags, keys,
wheel turns, menu actions, undo, new games (half of them fast-forwarded near their end),
saves to and opens from a temporary folder, and resizes; the editor gets strokes on its
cards and piece grids, tab changes, clicks, keys, menus, undo and redo. Modal dialogs are
answered as soon as they show (message boxes with a random button, text inputs accepted,
others mostly cancelled, file dialogs always cancelled); popup menus get an entry chosen or
are closed.

A run is a function of its seed: after each event the monkey waits until no AI or hint is
thinking, so the next event meets the same state; a failure prints the seed, the last events
and the command that replays it. ``--runs R`` plays seeds S to S+R-1. tests/test_monkey.py
runs a short version.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import ClassVar

ROOT = Path(__file__).resolve().parent.parent
for extra in (ROOT, ROOT / "tests"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from invariants import check_invariants  # noqa: E402
from PySide6.QtCore import (  # noqa: E402
    QMessageLogContext,
    QObject,
    QPoint,
    QPointF,
    Qt,
    QThreadPool,
    QTimer,
    QtMsgType,
    QUrl,
    Slot,
    qInstallMessageHandler,
)
from PySide6.QtGui import QAction, QDesktopServices, QWheelEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QApplication,
    QDialog,
    QFileDialog,
    QInputDialog,
    QMenu,
    QMessageBox,
    QTabWidget,
    QWidget,
)

Key = Qt.Key
Mod = Qt.KeyboardModifier
LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton

# keys the table and the editor know, and a few they do not
KEYS: tuple[tuple[Key, Mod], ...] = (
    (Key.Key_R, Mod.NoModifier),
    (Key.Key_F, Mod.NoModifier),
    (Key.Key_Escape, Mod.NoModifier),
    (Key.Key_M, Mod.NoModifier),
    (Key.Key_E, Mod.NoModifier),
    (Key.Key_H, Mod.NoModifier),
    (Key.Key_H, Mod.ShiftModifier),
    (Key.Key_Return, Mod.NoModifier),
    (Key.Key_Return, Mod.ControlModifier),
    (Key.Key_Space, Mod.NoModifier),
    (Key.Key_Tab, Mod.NoModifier),
    (Key.Key_Backtab, Mod.ShiftModifier),
    (Key.Key_Left, Mod.NoModifier),
    (Key.Key_Right, Mod.NoModifier),
    (Key.Key_Up, Mod.NoModifier),
    (Key.Key_Down, Mod.NoModifier),
    (Key.Key_Z, Mod.ControlModifier),
    (Key.Key_Y, Mod.ControlModifier),
    (Key.Key_0, Mod.ControlModifier),
    (Key.Key_Plus, Mod.ControlModifier),
    (Key.Key_Minus, Mod.ControlModifier),
    (Key.Key_Delete, Mod.NoModifier),
    (Key.Key_Menu, Mod.NoModifier),
    (Key.Key_F10, Mod.ShiftModifier),
    (Key.Key_A, Mod.NoModifier),
    (Key.Key_1, Mod.NoModifier),
)


URL_SCHEMES = ("file", "http", "https", "mailto")  # opened by the monkey's sink, not the desktop

# what the offscreen platform plugin says about window features it lacks (a desktop has them):
# not the program's warnings
PLATFORM_NOISE = ("This plugin does not support",)


class MonkeyFailure(AssertionError):
    """A Qt warning, an exception or a broken invariant during a monkey run."""


@dataclass
class MonkeyReport:
    """What a run did."""

    seed: int
    events: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    dialogs_closed: int = 0
    menus_chosen: int = 0
    games_started: int = 0
    actions_applied: int = 0
    finished_games: int = 0
    edits: int = 0  # editor: the most commands its undo stack held
    urls_opened: int = 0  # folders and web pages the program asked the desktop to open
    seconds: float = 0.0
    trace: list[str] = field(default_factory=list)  # every event and dialog answer, in order

    def summary(self) -> str:
        """One paragraph of figures."""
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.kinds.items()))
        return (
            f"seed {self.seed}: {self.events} events in {self.seconds:.1f} s ({kinds}); "
            f"{self.dialogs_closed} modal dialogs closed, {self.menus_chosen} popup entries "
            f"chosen, {self.games_started} games started, {self.actions_applied} game actions "
            f"checked, {self.finished_games} games finished"
            + (f"; up to {self.edits} edits on the undo stack" if self.edits else "")
            + (f"; {self.urls_opened} URLs caught (not opened)" if self.urls_opened else "")
        )


class _UrlSink(QObject):
    """Takes the URLs the program would open (a file manager, a browser): none is launched."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url.toString())


class Watch:
    """Collects Qt warnings and uncaught Python exceptions while installed."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def on_message(self, kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        if kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            return
        if text.startswith(PLATFORM_NOISE):
            return
        where = f" ({context.file}:{context.line})" if context.file else ""
        self.problems.append(f"Qt {kind.name}: {text}{where}")

    def on_exception(
        self, typ: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        text = "".join(traceback.format_exception(typ, value, tb))
        self.problems.append(f"uncaught exception:\n{text}")

    @contextmanager
    def installed(self) -> Iterator[Watch]:
        """Route Qt messages and ``sys.excepthook`` here for the block."""
        previous_hook = sys.excepthook
        previous_handler = qInstallMessageHandler(self.on_message)
        sys.excepthook = self.on_exception
        try:
            yield self
        finally:
            sys.excepthook = previous_hook
            qInstallMessageHandler(previous_handler)


class Monkey:
    """Random events on one window; subclasses say which events and what to check."""

    weights: ClassVar[dict[str, int]] = {}

    def __init__(self, window: QWidget, seed: int, folder: Path) -> None:
        self.window = window
        self.seed = seed
        self.rng = random.Random(seed)
        self.folder = folder
        self.report = MonkeyReport(seed)
        self.log = self.report.trace
        self.watch = Watch()
        self._answered: QWidget | None = None
        self._accept_next_input = False  # set-up steps that need a text dialog accepted
        self._modal_timer = QTimer()
        self._modal_timer.setInterval(5)
        self._modal_timer.timeout.connect(self._close_modals)

    # -------------------------------------------------------------- the run

    def run(self, events: int) -> MonkeyReport:
        """Play ``events`` random events; raise :class:`MonkeyFailure` at the first problem."""
        t0 = time.perf_counter()
        kinds = list(self.weights)
        weights = [self.weights[k] for k in kinds]
        sink = _UrlSink()
        for scheme in URL_SCHEMES:
            QDesktopServices.setUrlHandler(scheme, sink, "open")  # type: ignore[arg-type]
        with self.watch.installed():
            self._modal_timer.start()
            try:
                self.setup()
                self._settle()
                self._check("set-up")
                for i in range(events):
                    kind = self.rng.choices(kinds, weights)[0]
                    self.report.kinds[kind] += 1
                    self.report.events += 1
                    what = getattr(self, f"ev_{kind}")()
                    self.log.append(f"{i}: {kind} {what}".rstrip())
                    self._settle()
                    self._popups()
                    self._check(f"event {i}")
                self.teardown()
                self._settle()
                self._check("tear-down")
            finally:
                self._modal_timer.stop()
                for scheme in URL_SCHEMES:
                    QDesktopServices.unsetUrlHandler(scheme)
                self.report.urls_opened = len(sink.urls)
        self.report.seconds = time.perf_counter() - t0
        return self.report

    def _settle(self) -> None:
        QApplication.processEvents()
        QApplication.sendPostedEvents()
        QApplication.processEvents()

    def _fail(self, where: str, what: str) -> None:
        tail = "\n".join(self.log[-15:])
        raise MonkeyFailure(
            f"monkey seed {self.seed} failed at {where}: {what}\nlast events:\n{tail}\n"
            f"replay: bench/monkey.py --seed {self.seed} --events {self.report.events}"
            + (" --editor" if isinstance(self, EditorMonkey) else "")
        )

    def _check(self, where: str) -> None:
        if self.watch.problems:
            self._fail(where, "\n".join(self.watch.problems))
        try:
            self.check()
        except AssertionError as exc:
            self._fail(where, f"{type(exc).__name__}: {exc}")

    def _close_modals(self) -> None:
        """Answer the modal dialog that is open: mostly cancel it, sometimes go ahead.

        Message boxes get a random button (or Escape), text inputs are accepted as filled in,
        other dialogs mostly rejected; file dialogs always (they would browse real folders).
        """
        modal = QApplication.activeModalWidget()
        if modal is None:
            return
        self.report.dialogs_closed += 1
        name = f"{type(modal).__name__} {modal.windowTitle()!r}"
        if modal is self._answered:  # answered but still open: close it for sure
            self.log.append(f"   closed modal {name} again")
            modal.close()
            return
        self._answered = modal
        roll = self.rng.random()
        if isinstance(modal, QMessageBox):
            buttons = modal.buttons()
            if buttons and (roll < 0.5 or modal.escapeButton() is None):
                button = self.rng.choice(buttons)
                self.log.append(f"   answered {name}: {button.text()!r}")
                button.click()
                return
        elif isinstance(modal, QInputDialog) and (roll < 0.85 or self._accept_next_input):
            self._accept_next_input = False
            self.log.append(f"   accepted {name}")
            modal.accept()
            return
        elif isinstance(modal, QDialog) and not isinstance(modal, QFileDialog) and roll < 0.2:
            self.log.append(f"   accepted {name}")
            modal.accept()
            return
        self.log.append(f"   cancelled {name}")
        if isinstance(modal, QDialog):
            modal.reject()
        else:
            modal.close()

    def _popups(self) -> None:
        for _ in range(3):  # a chosen entry may open a submenu or another popup
            popup = QApplication.activePopupWidget()
            if not isinstance(popup, QMenu):
                if popup is not None:
                    popup.close()
                return
            entries = [a for a in popup.actions() if a.isEnabled() and not a.isSeparator()]
            if entries and self.rng.random() < 0.7:
                act = self.rng.choice(entries)
                self.log.append(f"   chose {act.objectName() or act.text()!r} in a popup")
                self.report.menus_chosen += 1
                popup.close()
                if act.menu() is None:
                    act.trigger()
            else:
                popup.close()
            self._settle()

    # -------------------------------------------------------------- shared events

    def random_point(self, widget: QWidget) -> QPoint:
        return QPoint(
            self.rng.randrange(max(1, widget.width())), self.rng.randrange(max(1, widget.height()))
        )

    def key_on(self, widget: QWidget) -> str:
        key, mod = self.rng.choice(KEYS)
        QTest.keyClick(widget, key, mod)
        return f"{Qt.Key(key).name} {Qt.KeyboardModifier(mod).name}"

    def wheel_on(self, widget: QWidget, at: QPoint) -> str:
        delta = self.rng.choice((-240, -120, 120, 240))
        mods = self.rng.choice((Mod.NoModifier, Mod.ControlModifier))
        ev = QWheelEvent(
            QPointF(at),
            QPointF(widget.mapToGlobal(at)),
            QPoint(0, 0),
            QPoint(0, delta),
            Qt.MouseButton.NoButton,
            mods,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(widget, ev)
        return f"{delta} at {at.x()},{at.y()}"

    def menu_actions(self) -> list[QAction]:
        """The window's menu bar entries that may be triggered (not quitting)."""
        out: list[QAction] = []

        def walk(menu: QMenu) -> None:
            for act in menu.actions():
                if act.isSeparator() or not act.isEnabled() or not act.isVisible():
                    continue
                sub = act.menu()
                if isinstance(sub, QMenu):
                    sub.aboutToShow.emit()  # menus filled on show (recent files)
                    walk(sub)
                elif act.menuRole() is not QAction.MenuRole.QuitRole:
                    out.append(act)

        bar = getattr(self.window, "menuBar", None)
        if callable(bar):
            for act in bar().actions():
                sub = act.menu()
                if isinstance(sub, QMenu):
                    walk(sub)
        return out

    def ev_menu(self) -> str:
        acts = self.menu_actions()
        if not acts:
            return "(none)"
        act = self.rng.choice(acts)
        act.trigger()
        return repr(act.objectName() or act.text())

    def ev_resize(self) -> str:
        w, h = self.rng.randint(320, 1700), self.rng.randint(240, 1100)
        self.window.resize(w, h)
        return f"{w}x{h}"

    def ev_wait(self) -> str:
        ms = self.rng.choice((5, 20, 60))
        QTest.qWait(ms)
        return f"{ms} ms"

    def ev_other_window(self) -> str:
        """An action, a click or a key in another window the run opened (a review, the
        history, the rules), if one is open."""
        others = [
            w
            for w in QApplication.topLevelWidgets()
            if w is not self.window and w.isVisible() and not isinstance(w, QMenu)
        ]
        if not others:
            return "(none open)"
        w = self.rng.choice(sorted(others, key=lambda x: (type(x).__name__, x.windowTitle())))
        name = type(w).__name__
        roll = self.rng.random()
        acts = [
            a
            for a in w.findChildren(QAction)
            if a.isEnabled()
            and not a.isSeparator()
            and a.menu() is None
            and a.menuRole() is not QAction.MenuRole.QuitRole
        ]
        if acts and roll < 0.4:
            act = self.rng.choice(sorted(acts, key=lambda a: (a.objectName(), a.text())))
            act.trigger()
            return f"{name}: {act.objectName() or act.text()!r}"
        if roll < 0.7:
            return f"{name}: " + self.key_on(w)
        kids = sorted(
            (k for k in w.findChildren(QWidget) if k.isVisible() and k.width() > 2),
            key=lambda k: (type(k).__name__, k.objectName(), k.x(), k.y()),
        )
        target = self.rng.choice(kids) if kids else w
        at = self.random_point(target)
        QTest.mouseClick(target, LEFT, Mod.NoModifier, at)
        return f"{name}: click {type(target).__name__} {at.x()},{at.y()}"

    def close_extra_windows(self) -> None:
        """Close top-level windows the events opened (reviews, history, rules)."""
        for w in QApplication.topLevelWidgets():
            if w is not self.window and w.isVisible() and not isinstance(w, QMenu):
                w.close()

    def close(self) -> None:
        """Close the window and what the run opened (dialogs on the way out are answered)."""
        self._modal_timer.start()
        try:
            self.close_extra_windows()
            self.window.close()  # may ask to save: answered like any dialog
            self._settle()
        finally:
            self._modal_timer.stop()
            self.window.hide()
            self.window.deleteLater()
            QApplication.processEvents()

    # -------------------------------------------------------------- per window

    def setup(self) -> None:
        """Bring the window to a state worth poking."""

    def teardown(self) -> None:
        """Stop background work before the last check."""
        self.close_extra_windows()

    def check(self) -> None:
        """Raise AssertionError if the window's model is wrong."""


class TableMonkey(Monkey):
    """The game window: gestures on the table, keys, menus, undo, new games, save and open."""

    weights: ClassVar[dict[str, int]] = {
        "play": 30,
        "click": 16,
        "right_click": 4,
        "drag": 10,
        "key": 18,
        "wheel": 3,
        "menu": 9,
        "undo": 5,
        "end_turn": 5,
        "new_game": 1,
        "save": 2,
        "open": 1,
        "resize": 3,
        "wait": 6,
        "other_window": 4,
        "close_windows": 1,
    }

    def __init__(self, window: QWidget, seed: int, folder: Path) -> None:
        super().__init__(window, seed, folder)
        from app.table.window import GameWindow

        assert isinstance(window, GameWindow)
        self.game = window
        self._seen_finished: set[int] = set()
        self._last_len = 0

    def setup(self) -> None:
        self.ev_new_game()

    def _settle(self) -> None:
        """Process events until no AI or hint is thinking: the next event then meets the same
        state in every run of a seed (AI answers arrive from other threads)."""
        pool = QThreadPool.globalInstance()
        for _ in range(12_000):  # (only a hang ends it: about two minutes)
            super()._settle()
            session = self.game.session
            controller = self.game.controller
            hints = getattr(controller, "hints", None)
            if not (
                pool.activeThreadCount() > 0
                or (session is not None and session.is_thinking)
                or bool(getattr(hints, "thinking", False))
                # an AI about to start (after a pause or the animations): waited for however
                # long the machine takes, never for a number of loops, so a loaded machine
                # plays the same events
                or (session is not None and session.is_ai_turn()
                    and (controller._ai_timer.isActive() or controller.animator.busy))
            ):
                return
            pool.waitForDone(10)

    def teardown(self) -> None:
        if self.game.session is not None:
            self.game.session.stop_ai()
        QThreadPool.globalInstance().waitForDone(10_000)
        super().teardown()

    def check(self) -> None:
        session = self.game.session
        if session is None:
            return
        state = session.state
        check_invariants(state)
        n = len(session.history)
        if n > self._last_len:
            self.report.actions_applied += n - self._last_len
        self._last_len = n
        if state.winners is not None and id(session) not in self._seen_finished:
            self._seen_finished.add(id(session))
            self.report.finished_games += 1

    # events -----------------------------------------------------------

    def _viewport(self) -> QWidget:
        vp: QWidget = self.game.view.viewport()
        return vp

    def _item_point(self) -> QPoint:
        """Mostly the centre of something on the table (cards, piles, cells), else anywhere."""
        vp = self._viewport()
        if self.rng.random() < 0.75:
            items = sorted(
                (it for it in self.game.scene.items() if it.isVisible()),
                key=lambda it: (
                    type(it).__name__,
                    it.sceneBoundingRect().getRect(),
                    it.zValue(),
                ),
            )  # not the scene's order, which may differ between runs for equal stacking
            if items:
                item = self.rng.choice(items)
                rect = item.sceneBoundingRect()
                x = rect.left() + rect.width() * self.rng.uniform(0.2, 0.8)
                y = rect.top() + rect.height() * self.rng.uniform(0.2, 0.8)
                p: QPoint = self.game.view.mapFromScene(QPointF(x, y))
                if 0 <= p.x() < vp.width() and 0 <= p.y() < vp.height():
                    return p
        return self.random_point(vp)

    def ev_play(self) -> str:
        """A gesture a player would make: take a card or a piece, drag a piece onto a puzzle,
        click a supply pile (upgrades), toggle the master action, confirm, end the turn."""
        import test_table_support as tts

        from app.rules import Phase, take_piece_options

        session = self.game.session
        if session is None or session.state.winners is not None:
            return self.ev_new_game()
        state = session.state
        vp = self._viewport()
        roll = self.rng.random()
        if state.phase is Phase.FINISHING_TOUCHES and roll < 0.4:
            QTest.keyClick(self.game.view, Key.Key_Return, Mod.ControlModifier)
            return "confirm the Finishing Touches"
        try:
            if roll < 0.45:
                placement = tts.upright(state)
                if placement is not None:
                    src = tts.supply(state, placement.piece)
                    dst = tts.puzzle(state, placement.puzzle)
                    to = tts.cells_centre(self.game, dst, placement.cells)
                    tts.press_and_move(self.game, src, to)
                    tts.release(self.game, to)
                    return f"place {placement.piece} on {placement.puzzle}"
            if roll < 0.6:
                cards = (
                    [c for c in state.solo.grid if c is not None]
                    if state.solo is not None
                    else [*state.white_row, *state.black_row]
                )
                if cards:
                    card = self.rng.choice(cards)
                    tts.click(self.game, tts.row_card(state, card))
                    return f"take {card}"
            if roll < 0.72:
                options = take_piece_options(state)
                if options:
                    shape = state.deck.shapes[self.rng.choice(options)].id
                    tts.click(self.game, tts.reserve(state, shape))
                    return f"take piece {shape}"
            if roll < 0.82:
                owned = [state.deck.shapes[i].id for i, n in enumerate(state.player.supply) if n]
                if owned:
                    piece = self.rng.choice(owned)
                    tts.click(self.game, tts.supply(state, piece))
                    return f"click supply {piece}"
            key = self.rng.choice((Key.Key_E, Key.Key_E, Key.Key_M, Key.Key_Escape, Key.Key_Return))
            mod = Mod.ControlModifier if key == Key.Key_Return else Mod.NoModifier
            QTest.keyClick(self.game.view, key, mod)
            return f"key {Qt.Key(key).name}"
        except AssertionError:  # the target is not drawn now (e.g. an AI is moving)
            QTest.mouseClick(vp, LEFT, Mod.NoModifier, self.random_point(vp))
            return "click (target not drawn)"

    def ev_click(self) -> str:
        at = self._item_point()
        QTest.mouseClick(self._viewport(), LEFT, Mod.NoModifier, at)
        return f"{at.x()},{at.y()}"

    def ev_right_click(self) -> str:
        at = self._item_point()
        QTest.mouseClick(self._viewport(), RIGHT, Mod.NoModifier, at)
        return f"{at.x()},{at.y()}"

    def ev_drag(self) -> str:
        vp = self._viewport()
        a, b = self._item_point(), self._item_point()
        QTest.mousePress(vp, LEFT, Mod.NoModifier, a)
        steps = self.rng.randint(1, 5)
        for s in range(1, steps + 1):
            mid = a + (b - a) * (s / steps)
            QTest.mouseMove(vp, mid)
            if self.rng.random() < 0.2:
                key = self.rng.choice((Key.Key_R, Key.Key_F, Key.Key_Escape))
                QTest.keyClick(self.game.view, key)
        QTest.mouseRelease(vp, LEFT, Mod.NoModifier, b)
        return f"{a.x()},{a.y()} -> {b.x()},{b.y()} in {steps}"

    def ev_key(self) -> str:
        return self.key_on(self.game.view)

    def ev_wheel(self) -> str:
        vp = self._viewport()
        return self.wheel_on(vp, self.random_point(vp))

    def ev_undo(self) -> str:
        self.game.menus.act_undo.trigger()
        return ""

    def ev_end_turn(self) -> str:
        """E: solo games run to their end by this alone, so the end of a game gets tried."""
        QTest.keyClick(self.game.view, Key.Key_E)
        return ""

    def ev_new_game(self) -> str:
        from app.core.setup import GameSetup, SeatConfig
        from app.rules import DIFFICULTIES

        seats_n = self.rng.choice((1, 2, 2, 3, 4))
        seats = []
        for s in range(seats_n):
            if s > 0 and self.rng.random() < 0.5:
                seats.append(SeatConfig(f"AI {s + 1}", "ai", self.rng.choice(("easy", "medium"))))
            else:
                seats.append(SeatConfig(f"Human {s + 1}"))
        difficulty = self.rng.choice(DIFFICULTIES)
        seed = self.rng.randrange(10_000)
        setup = GameSetup(tuple(seats), difficulty=difficulty, seed=seed)
        kinds = "".join("H" if s.kind == "human" else "A" for s in seats)
        self.report.games_started += 1
        self._last_len = 0
        if self.rng.random() < 0.5:
            self.game.start_game(setup)
            return f"{kinds} {difficulty if seats_n == 1 else ''} seed {seed}"
        # most of a game played already (by the random policy): its end gets played too
        from app.model.session import GameSession
        from app.rules import play_random

        record = setup.record()
        actions = play_random(record.initial_state(), seed)
        least = len(actions) * 17 // 20
        done = self.rng.randint(least, max(least, len(actions) - 1))
        session = GameSession(
            record.with_actions(actions[:done]),
            setup.seats,
            ai_factory=self.game.ai_factory,
            parent=self.game,
        )
        self.game.set_session(session, origin=None)
        self._last_len = len(session.history)
        return f"{kinds} {difficulty if seats_n == 1 else ''} seed {seed}, {done} actions in"

    def ev_save(self) -> str:
        path = self.folder / f"game-{self.rng.randrange(4)}.plsave"
        ok = self.game.save_to(str(path))
        return f"{path.name} {'saved' if ok else 'not saved'}"

    def ev_open(self) -> str:
        files = sorted(self.folder.glob("*.plsave"))
        if not files:
            return "(nothing saved yet)"
        path = self.rng.choice(files)
        ok = self.game.open_path(str(path))
        self._last_len = len(self.game.session.history) if self.game.session else 0
        return f"{path.name} {'opened' if ok else 'refused'}"

    def ev_close_windows(self) -> str:
        self.close_extra_windows()
        return ""


class EditorMonkey(Monkey):
    """The deck editor: clicks and drags on its pages, keys, menus, undo, resizes."""

    weights: ClassVar[dict[str, int]] = {
        "paint": 16,
        "tab": 4,
        "click": 20,
        "right_click": 3,
        "drag": 10,
        "key": 20,
        "wheel": 3,
        "menu": 10,
        "undo": 6,
        "redo": 3,
        "resize": 3,
        "wait": 4,
        "other_window": 2,
        "close_windows": 1,
    }

    def _widgets(self) -> list[QWidget]:
        return [
            w
            for w in self.window.findChildren(QWidget)
            if w.isVisible() and w.width() > 2 and w.height() > 2 and w.window() is self.window
        ]

    def _target(self) -> tuple[QWidget, QPoint]:
        widgets = self._widgets()
        w = self.rng.choice(widgets) if widgets else self.window
        return w, self.random_point(w)

    def ev_click(self) -> str:
        w, at = self._target()
        QTest.mouseClick(w, LEFT, Mod.NoModifier, at)
        return f"{type(w).__name__} {w.objectName()} {at.x()},{at.y()}"

    def ev_right_click(self) -> str:
        w, at = self._target()
        QTest.mouseClick(w, RIGHT, Mod.NoModifier, at)
        return f"{type(w).__name__} {w.objectName()} {at.x()},{at.y()}"

    def ev_drag(self) -> str:
        w, a = self._target()
        b = self.random_point(w)
        QTest.mousePress(w, LEFT, Mod.NoModifier, a)
        for s in range(1, 4):
            QTest.mouseMove(w, a + (b - a) * (s / 3))
        QTest.mouseRelease(w, LEFT, Mod.NoModifier, b)
        return f"{type(w).__name__} {a.x()},{a.y()} -> {b.x()},{b.y()}"

    def ev_paint(self) -> str:
        """A stroke over the cells of the puzzle card or the piece grid shown now."""
        from app.render import card_cell_rect
        from editor.card_view import PieceGridView, PuzzleCardView

        views = [
            w
            for w in self.window.findChildren(QWidget)
            if isinstance(w, PuzzleCardView | PieceGridView) and w.isVisible()
        ]
        if not views:
            return "(no card shown)"
        view = self.rng.choice(views)
        r, c = self.rng.randrange(5), self.rng.randrange(5)
        cells = [(r, c)]
        for _ in range(self.rng.randrange(4)):
            dr, dc = self.rng.choice(((0, 1), (1, 0), (0, -1), (-1, 0)))
            r, c = min(4, max(0, r + dr)), min(4, max(0, c + dc))
            cells.append((r, c))

        def point(cell: tuple[int, int]) -> QPoint:
            if isinstance(view, PuzzleCardView):
                return card_cell_rect(view.card_rect(), *cell).center().toPoint()
            return view.cell_rect(*cell).center().toPoint()

        button = RIGHT if self.rng.random() < 0.2 else LEFT
        QTest.mousePress(view, button, Mod.NoModifier, point(cells[0]))
        for cell in cells[1:]:
            QTest.mouseMove(view, point(cell))
        QTest.mouseRelease(view, button, Mod.NoModifier, point(cells[-1]))
        return f"{type(view).__name__} {cells}"

    def ev_tab(self) -> str:
        tabs = getattr(self.window, "tabs", None)
        if not isinstance(tabs, QTabWidget) or tabs.count() == 0:
            return "(no tabs)"
        index = self.rng.randrange(tabs.count())
        tabs.setCurrentIndex(index)
        return str(index)

    def ev_key(self) -> str:
        focus = QApplication.focusWidget()
        target = focus if focus is not None and focus.window() is self.window else self.window
        return f"{type(target).__name__} " + self.key_on(target)

    def ev_wheel(self) -> str:
        w, at = self._target()
        return f"{type(w).__name__} " + self.wheel_on(w, at)

    def ev_undo(self) -> str:
        QTest.keyClick(self.window, Key.Key_Z, Mod.ControlModifier)
        return ""

    def ev_redo(self) -> str:
        QTest.keyClick(self.window, Key.Key_Z, Mod.ControlModifier | Mod.ShiftModifier)
        return ""

    def ev_close_windows(self) -> str:
        self.close_extra_windows()
        return ""

    def teardown(self) -> None:
        QThreadPool.globalInstance().waitForDone(10_000)
        super().teardown()

    def setup(self) -> None:
        """An editable copy of the classic deck (the banner's "Duplicate to edit")."""
        button = getattr(self.window, "banner_button", None)
        if isinstance(button, QAbstractButton):
            self._answered = None
            self._accept_next_input = True
            button.click()

    def check(self) -> None:
        doc = getattr(self.window, "doc", None)
        if not self.report.events and (doc is None or doc.read_only):
            raise AssertionError("the editor did not open an editable copy of the classic deck")
        stack = getattr(self.window, "stack", None)
        if stack is not None:
            self.report.edits = max(self.report.edits, stack.count())
        if doc is not None:
            deck = doc.deck()  # the document can always build its deck
            assert len({s.id for s in deck.shapes}) == len(deck.shapes), "two pieces share an id"


def make_game_window(folder: Path) -> QWidget:
    """A game window as the monkey plays it: its own settings, quick AIs, no animations."""
    from app.ai import make_ai
    from app.core.setup import SeatConfig
    from app.model.session import Chooser
    from app.model.settings import Settings
    from app.table.window import GameWindow

    def quick_ai(seat: SeatConfig, seed: int) -> Chooser:
        chooser: Chooser = make_ai(seat.level, seed, 0.05)
        return chooser

    window = GameWindow(Settings.at_path(str(folder / "settings.ini")), ai_factory=quick_ai)
    window.set_animation_speed(0.0)
    window.resize(1280, 800)
    window.show()
    return window


def make_editor_window(folder: Path) -> QWidget:
    """The deck editor on a new deck, with its own settings."""
    from editor.window import EditorWindow

    window = EditorWindow()
    window.open_classic()
    window.resize(1280, 800)
    window.show()
    return window


def run(
    events: int, seed: int, editor: bool, make: Callable[[Path], QWidget] | None = None
) -> MonkeyReport:
    """One seeded run on a fresh window in a temporary data folder."""
    from app.i18n import current_language, switch_language

    with tempfile.TemporaryDirectory(prefix="monkey-") as tmp:
        folder = Path(tmp)
        os.environ["PROJECT_L_DATA_DIR"] = str(folder / "data")
        _app = QApplication.instance() or QApplication([])  # kept alive for the run
        # the menus switch the language live: every run starts in English, whatever the last
        # one chose, so that a seed plays the same events
        before = current_language()
        switch_language("en")
        maker = make or (make_editor_window if editor else make_game_window)
        window = maker(folder)
        QTest.qWaitForWindowExposed(window)
        monkey: Monkey = (EditorMonkey if editor else TableMonkey)(window, seed, folder)
        try:
            return monkey.run(events)
        finally:
            monkey.close()
            switch_language(before)


def main(argv: Sequence[str] | None = None) -> int:
    """Run seeded monkeys from the command line; exit 1 at the first failure."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--events", type=int, default=2000, help="events per run (default 2000)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first run (default 0)")
    ap.add_argument("--runs", type=int, default=1, help="runs, seeds S, S+1, ... (default 1)")
    ap.add_argument("--editor", action="store_true", help="the deck editor, not the table")
    args = ap.parse_args(argv)
    if not 1 <= args.events <= 1_000_000:
        ap.error("--events must be between 1 and 1000000")
    if not 1 <= args.runs <= 10_000:
        ap.error("--runs must be between 1 and 10000")
    for seed in range(args.seed, args.seed + args.runs):
        try:
            report = run(args.events, seed, args.editor)
        except MonkeyFailure as exc:
            print(f"FAILED: {exc}", flush=True)
            return 1
        print(report.summary(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
