"""Time to handle one drag-move event with a full 4-player table.

    python bench/drag.py [--moves 400] [--size 1280x800]

Sets up a 4-player game in the middle (seeded random play), presses on a piece of the player's
supply and moves it back and forth over the player's puzzles, so every move snaps to a new cell
and asks the engine whether the drop would be legal. Prints, per move event:

- handling: the view's mouse-move handler (tool, snapping, ``check()``, preview update), and
- handling + repaint: the same plus painting what changed (what a frame costs), and
- a full repaint of the whole table, for comparison.

Target: handling at most 4 ms. Runs offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PROJECT_L_DATA_DIR", tempfile.mkdtemp(prefix="project-l-drag-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.core.setup import GameSetup, SeatConfig
from app.model.session import GameSession
from app.model.settings import Settings
from app.render import card_cell_rect
from app.rules import Action, Phase, apply, random_action
from app.table.items import Target, TargetKind
from app.table.tools import PlacePieceTool
from app.table.window import GameWindow

TARGET_MS = 4.0


def mid_game_session(window: GameWindow) -> GameSession:
    """A 4-player game with puzzles and pieces on every mat, a human to move."""
    seats = (SeatConfig("Ann"), SeatConfig("Bob", "ai", "easy"),
             SeatConfig("Cleo", "ai", "medium"), SeatConfig("Dan", "ai", "hard"))
    record = GameSetup(seats, seed=77).record()
    rng = random.Random(3)
    state = record.initial_state()
    actions: list[Action] = []
    while state.phase is Phase.PLAYING and not (
        len(actions) >= 60 and state.current == 0 and len(state.player.puzzles) >= 3
        and state.actions_left == 3
    ):
        a = random_action(state, rng)
        state = apply(state, a)
        actions.append(a)
    session = GameSession(record.with_actions(actions), seats, parent=window)
    window.set_session(session, origin=None)
    return session


def move(viewport: object, pos: QPoint) -> None:
    """One mouse-move event with the left button held."""
    ev = QMouseEvent(QEvent.Type.MouseMove, QPointF(pos), QPointF(pos),
                     Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, ev)  # type: ignore[arg-type]


def main() -> int:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    w, h = (int(x) for x in args.size.lower().split("x"))
    window = GameWindow(Settings.at_path(str(Path(tempfile.mkdtemp()) / "s.ini")),
                        autosave=False)
    window.set_animation_speed(0.0)
    window.resize(w, h)
    window.show()
    QTest.qWaitForWindowExposed(window)
    session = mid_game_session(window)
    state = session.state
    app.processEvents()
    view = window.view
    viewport = view.viewport()
    shape = max((i for i, n in enumerate(state.player.supply) if n),
                key=lambda i: state.deck.levels[i])
    src = window.scene.rect_of(Target(TargetKind.SUPPLY, player=state.current, shape=shape))
    assert src is not None
    start = view.mapFromScene(src.center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    move(viewport, start + QPoint(10, 10))
    assert isinstance(window.controller.tool, PlacePieceTool), "the drag did not start"
    # points over every cell of every puzzle of the player, and a few in between
    points: list[QPoint] = []
    for k in range(len(state.player.puzzles)):
        card = window.scene.rect_of(Target(TargetKind.PUZZLE, player=state.current, index=k))
        assert card is not None
        for r in range(5):
            for c in range(5):
                points.append(view.mapFromScene(card_cell_rect(card, r, c).center()))
        points.append(view.mapFromScene(card.bottomRight() + QPointF(6, 6)))
    handling: list[float] = []
    framed: list[float] = []
    full: list[float] = []
    for i in range(args.moves):
        p = points[i % len(points)]
        t0 = time.perf_counter()
        move(viewport, p)
        t1 = time.perf_counter()
        app.processEvents()  # paints what the move made dirty, as the event loop would
        t2 = time.perf_counter()
        handling.append((t1 - t0) * 1000)
        framed.append((t2 - t0) * 1000)
        if i % 10 == 0:
            t3 = time.perf_counter()
            viewport.repaint()
            full.append((time.perf_counter() - t3) * 1000)
    QTest.keyClick(view, Qt.Key.Key_Escape)

    def line(name: str, xs: list[float]) -> str:
        xs = sorted(xs)
        p95 = xs[int(len(xs) * 0.95) - 1]
        return (f"{name}: mean {statistics.mean(xs):.2f} ms, median {statistics.median(xs):.2f} "
                f"ms, p95 {p95:.2f} ms, max {xs[-1]:.2f} ms")

    print(f"drag-move over a 4-player table, {args.moves} moves, window {w}x{h}, "
          f"piece {state.deck.shapes[shape].id}, {len(state.player.puzzles)} puzzles")
    print(line("handling", handling))
    print(line("handling + repaint of what changed", framed))
    print(line("a full repaint of the table (for comparison)", full))
    med = statistics.median(handling)
    print(f"target: handling <= {TARGET_MS:.0f} ms per move: {'met' if med <= TARGET_MS else 'NOT met'}")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
