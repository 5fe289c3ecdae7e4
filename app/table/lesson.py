"""Plays a lesson (app/lessons) on the table: the game, the callout, the guard and the progress.

:class:`LessonRunner` opens the lesson's deal as an ordinary game (autosaved like any other), with
an opponent that plays the lesson's scripted moves and then the easy AI. For each step it points
a :class:`~app.table.callout.Callout` at the step's aim and waits: for an expected action (the
controller's guard refuses any other with a friendly hint on the status line while the callout
shakes and is said again), for a check on the game state to hold (free play), or for Next. The
step index and the game's actions are kept in the settings after every change, so a lesson left
(the callout's Leave lesson, Help > Leave lesson, opening another game, closing the program) can
be resumed when it is started again, or replayed from the start.

It adds Help > Learn to play…, Help > Solo lesson… and Help > Leave lesson, and the welcome
page's Learn to play entry (:func:`install_lessons`, one line in the window).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QMessageBox, QToolBar, QWidget

from app.core.setup import GameSetup, SeatConfig
from app.lessons import (
    ANY_PLACEMENT,
    CHECKS,
    Aim,
    Lesson,
    LessonStep,
    lessons,
    matches,
    on_the_way,
)
from app.model.autosave import AutosaveSlot
from app.model.game_document import GameDocument
from app.model.session import (
    AIFactory,
    AppliedAction,
    CancelCheck,
    Chooser,
    GameSession,
    default_ai_factory,
)
from app.model.settings import Settings
from app.render.pixmaps import drawn_pixmap
from app.rules import (
    Action,
    ChooseReward,
    Finish,
    GameState,
    InvalidRecord,
    Master,
    NotationError,
    Place,
    TakePiece,
    TakePuzzle,
    Upgrade,
    check,
    format_action,
    take_piece_options,
)
from app.table.actions import ActionRegistry
from app.table.callout import Callout
from app.table.controller import TableController
from app.table.items import GOLD, Target, TargetKind
from app.table.scene import TableScene
from app.table.view import TableView
from app.table.welcome import WelcomePage
from app.templates import fill


class LessonWindow(Protocol):
    """What the lessons use of the game window (app/table/window.py)."""

    settings: Settings
    document: GameDocument
    scene: TableScene
    view: TableView
    controller: TableController
    registry: ActionRegistry
    welcome: WelcomePage
    turn_bar: QToolBar
    ai_factory: AIFactory | None

    @property
    def session(self) -> GameSession | None: ...

    def may_replace(self, *, closing: bool = False) -> bool: ...

    def last_setup(self) -> GameSetup: ...

    def set_session(self, session: GameSession, *, origin: str | None,
                    modified: bool = False, slot: AutosaveSlot | None = None) -> None: ...

    def window(self) -> QWidget:
        """The window as a widget (QWidget.window: itself)."""
        ...


def lesson_text(text: str) -> str:
    """A lesson's text in the interface's language."""
    return QCoreApplication.translate("Lesson", text)  # CONTEXT, as lupdate wants it written


class ScriptedOpponent:
    """The lesson's opponent: its scripted moves while they are legal, then ``fallback``'s."""

    def __init__(self, moves: list[Action], fallback: Chooser | None,
                 make_fallback: Callable[[], Chooser] | None = None) -> None:
        self._moves = moves  # shared with the runner, which fills it
        self._fallback = fallback
        self._make = make_fallback

    def choose(self, state: GameState, *, cancel: CancelCheck | None = None) -> Action:
        """The next scripted move, or the easy AI's choice once the script is used up."""
        while self._moves:
            move = self._moves.pop(0)
            if check(state, move) is None:
                return move
            self._moves.clear()  # the game left the script: the AI plays from here
        if self._fallback is None and self._make is not None:
            self._fallback = self._make()
        assert self._fallback is not None
        return self._fallback.choose(state, cancel=cancel)


class LessonRunner(QObject):
    """Runs one lesson at a time in a game window."""

    step_changed = Signal(int)
    """The lesson moved to the step of that index."""
    ended = Signal(bool)
    """The lesson stopped: True when completed, False when left."""

    def __init__(self, window: LessonWindow) -> None:
        super().__init__(window.window())
        self.window = window
        self.lesson: Lesson | None = None
        self.index = 0
        self.callout: Callout | None = None
        self._session: GameSession | None = None
        self._hinted: tuple[int, str] | None = None  # the turn the free play's hint was for
        self._place_timer = QTimer(self)
        self._place_timer.setSingleShot(True)
        self._place_timer.setInterval(0)
        self._place_timer.timeout.connect(self.place_callout)
        window.document.session_changed.connect(self._on_session_changed)
        window.view.zoom_changed.connect(lambda _z: self._place_timer.start())
        window.scene.sceneRectChanged.connect(lambda _r: self._place_timer.start())
        window.view.viewport().installEventFilter(self)
        # a hint shown or gone: the callout keeps off what it shows
        window.controller.hints.changed.connect(lambda: self._place_timer.start())

    # ------------------------------------------------------------------ state

    @property
    def running(self) -> bool:
        """Whether a lesson is on the table now."""
        return self.lesson is not None

    @property
    def step(self) -> LessonStep | None:
        """The step pending now (None without a lesson)."""
        if self.lesson is None or not 0 <= self.index < len(self.lesson.steps):
            return None
        return self.lesson.steps[self.index]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place_timer.start()
        return False

    # ------------------------------------------------------------------ starting and stopping

    def start(self, lesson_id: str, resume: bool | None = None) -> bool:
        """Start the lesson ``lesson_id``: from where it was left when ``resume`` (None: ask
        when it was left somewhere), else from the start. Returns whether it started."""
        lesson = lessons()[lesson_id]
        progress = self.window.settings.lesson_progress(lesson_id)
        if progress is not None and resume is None:
            box = QMessageBox(QMessageBox.Icon.Question, lesson_text(lesson.title),
                              fill(self.tr("You left this lesson at step %1 of %2. Go on from "
                                           "there, or start it again?"),
                                   progress[0] + 1, len(lesson.steps)),
                              parent=self.window.window())
            go_on = box.addButton(self.tr("&Resume lesson"), QMessageBox.ButtonRole.AcceptRole)
            again = box.addButton(self.tr("&Start again"), QMessageBox.ButtonRole.ResetRole)
            box.addButton(QMessageBox.StandardButton.Cancel)
            box.setDefaultButton(go_on)
            box.exec()
            if box.clickedButton() is go_on:
                resume = True
            elif box.clickedButton() is again:
                resume = False
            else:
                return False
        if self.window.session is not None and self._session is not self.window.session and \
                not self.window.may_replace():
            return False
        self._stop(completed=None)
        index, actions = (progress if resume and progress is not None else (0, []))
        if not self._open(lesson, tuple(actions)):
            index = 0
            if not self._open(lesson, ()):
                return False
        self.lesson = lesson
        self.index = min(index, len(lesson.steps) - 1)
        self.window.controller.guard = self._guard
        self._enter(jump=not resume)
        return True

    def _seats(self, lesson: Lesson) -> tuple[SeatConfig, ...]:
        # the name the player last played under (the banner says "<name>'s turn")
        names = [seat.name for seat in self.window.last_setup().seats if seat.kind == "human"]
        name = names[0] if names and names[0] not in lesson.players[1:] else self.tr("Player")
        you = SeatConfig(name)
        return (you,) + tuple(SeatConfig(n, "ai", "easy") for n in lesson.players[1:])

    def _open(self, lesson: Lesson, actions: tuple[str, ...]) -> bool:
        """Put the lesson's deal with ``actions`` played on the table."""
        try:
            record = lesson.record(actions)
        except NotationError:
            return False
        seats = self._seats(lesson)
        record = replace(record, players=tuple(s.name for s in seats))
        window = self.window
        made = window.ai_factory if window.ai_factory is not None else default_ai_factory
        if self._session is not None:
            self._session.stop_ai()
        script: list[Action] = []

        def factory(seat: SeatConfig, seed: int) -> Chooser:
            return ScriptedOpponent(script, None, lambda: made(seat, seed))

        try:
            session = GameSession(record, seats, ai_factory=factory, parent=window.window())
        except InvalidRecord:
            return False
        done = sum(1 for s in session.history if s.player != 0)
        script.extend(lesson.opponent_moves()[done:])
        self._session = session
        session.action_applied.connect(self._on_applied)
        session.state_changed.connect(self._on_state_changed)
        window.set_session(session, origin=None)
        return True

    def leave(self) -> None:
        """Leave the lesson (it can be resumed); the game stays on the table."""
        self._stop(completed=False)

    def _stop(self, *, completed: bool | None) -> None:
        """Take the callout and the guard away; ``completed`` None: a silent stop."""
        lesson = self.lesson
        if lesson is None:
            return
        if completed:
            self.window.settings.set_lesson_progress(lesson.id, None)
        else:
            self._save()
        self.lesson = None
        if self.window.controller.guard == self._guard:
            self.window.controller.guard = None
        if self.callout is not None:
            self.callout.detach()
            if self.callout.scene() is not None:
                self.callout.scene().removeItem(self.callout)
            self.callout.deleteLater()
            self.callout = None
        if completed is not None:
            self.window.controller.show_status(
                self.tr("Lesson completed") if completed else
                self.tr("You left the lesson: Help > Learn to play… resumes it"))
            self.ended.emit(completed)

    def _save(self) -> None:
        lesson, session = self.lesson, self._session
        if lesson is None or session is None:
            return
        self.window.settings.set_lesson_progress(
            lesson.id, self.index, [format_action(s.action) for s in session.history])

    def _on_session_changed(self, session: GameSession) -> None:
        if session is not self._session and self.lesson is not None:
            self._stop(completed=False)  # another game was opened: the lesson waits

    # ------------------------------------------------------------------ steps

    def _enter(self, *, jump: bool = True) -> None:
        lesson, step = self.lesson, self.step
        if lesson is None or step is None:
            return
        if jump and step.jump is not None:
            self._open(lesson, step.jump)
        self._save()
        self._show_callout()
        self.step_changed.emit(self.index)
        self._check_state()

    def advance(self) -> None:
        """Go to the next step (the last one completes the lesson)."""
        if self.lesson is None:
            return
        done = self.step
        if done is not None:
            for tip_id in done.teaches:  # just explained: no tip says it again later
                self.window.settings.dismiss_tip(tip_id)
        if self.index + 1 >= len(self.lesson.steps):
            self._stop(completed=True)
            return
        self.index += 1
        self._enter()

    def _on_applied(self, applied: AppliedAction) -> None:
        step = self.step
        if step is None or applied.step.by_ai or applied.step.player != 0:
            self._save()
            return
        if step.expect and any(matches(e, applied.step.action) for e in step.expected()):
            QTimer.singleShot(0, self.advance)  # after the table has shown the action
        else:
            self._save()

    def _on_state_changed(self) -> None:
        self._check_state()
        self._place_timer.start()

    def _check_state(self) -> None:
        step, session = self.step, self._session
        if step is None or session is None or not step.check:
            return
        state = session.state
        if CHECKS[step.check](state):
            QTimer.singleShot(0, self.advance)
            return
        # free play with hints on: the best next action is shown once on each of your turns
        turn = (state.round, state.phase.value)
        if state.current == 0 and session.is_human_turn() and not state.pending and \
                turn != self._hinted:
            self._hinted = turn
            QTimer.singleShot(0, self._hint)

    def _hint(self) -> None:
        session = self._session
        if self.lesson is not None and session is not None and session.is_human_turn() and \
                session is self.window.session and not session.is_finished:
            self.window.controller.hints.request_best_action()

    def _guard(self, what: Action | str) -> str | None:
        """The controller's guard: refuse what the step does not ask for."""
        step = self.step
        if step is None or step.check:
            return None  # free play
        if step.is_note:
            why = self.tr("The lesson first wants you to read its note: press Next (or F6, "
                          "then Enter)")
        else:
            want = step.expected()
            if isinstance(what, str):
                if what == "master" and any(isinstance(w, Master) for w in want):
                    return None
            elif any(matches(w, what) or on_the_way(w, what) for w in want):
                return None
            why = fill(self.tr("Not now: the lesson asks you to do this first: %1"),
                       lesson_text(step.text))
        if self.callout is not None:
            self.callout.shake()
            self.callout.announce()
        return why

    # ------------------------------------------------------------------ the callout

    def _show_callout(self) -> None:
        lesson, step = self.lesson, self.step
        if lesson is None or step is None:
            return
        scene = self.window.scene
        if self.callout is None:
            self.callout = Callout(max_width=360.0)
        if self.callout.scene() is not scene:
            scene.addItem(self.callout)
        last = self.index + 1 >= len(lesson.steps)
        buttons: list[tuple[str, Callable[[], None]]] = []
        if step.is_note:
            buttons.append((self.tr("&Close lesson") if last else self.tr("&Next"),
                            self.advance))
        if not (last and step.is_note):
            buttons.append((self.tr("&Leave lesson"), self.leave))
        self.callout.set_buttons(buttons)
        title = fill(self.tr("%1 (%2 of %3)"),
                     lesson_text(step.title), str(self.index + 1), str(len(lesson.steps)))
        self.callout.show()
        self.callout.set_text(lesson_text(step.text), title)
        self.place_callout()

    def target_of(self, aim: Aim, state: GameState) -> Target | None:
        """The table target an aim names in ``state`` (None when it is not on the table)."""
        deck = state.deck
        k = aim.kind
        if k == "row_card":
            if state.solo is not None:
                grid = state.solo.grid
                index = grid.index(aim.puzzle) if aim.puzzle in grid else aim.index
                return Target(TargetKind.ROW_CARD, puzzle=grid[index] or "", index=index)
            for row in (state.white_row, state.black_row):
                if aim.puzzle in row:
                    return Target(TargetKind.ROW_CARD, puzzle=aim.puzzle,
                                  index=row.index(aim.puzzle))
            return None
        if k in ("reserve", "supply") and aim.piece in deck.shape_index:
            shape = deck.shape_index[aim.piece]
            if k == "reserve":
                return Target(TargetKind.RESERVE, shape=shape)
            return Target(TargetKind.SUPPLY, player=aim.player, shape=shape)
        if k == "puzzle" and aim.player < len(state.players):
            ids = [p.id for p in state.players[aim.player].puzzles]
            if aim.puzzle in ids:
                return Target(TargetKind.PUZZLE, player=aim.player, puzzle=aim.puzzle,
                              index=ids.index(aim.puzzle))
            return None
        if k == "pile":
            return Target(TargetKind.PILE, player=aim.player)
        if k == "lock":
            return Target(TargetKind.LOCK, index=aim.index)
        if k == "automaton":
            return Target(TargetKind.AUTOMATON)
        if k == "deck":
            return Target(TargetKind.DECK, puzzle=aim.puzzle)
        return None

    def visible_rect(self) -> QRectF:
        """The part of the scene the view shows now."""
        view = self.window.view
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        return shown.intersected(self.window.scene.sceneRect())

    def anchor(self) -> tuple[QRectF, tuple[str, ...]] | None:
        """Where the callout points now (scene rect) and the sides it prefers."""
        step, session = self.step, self._session
        if step is None or step.aim is None or session is None:
            return None
        aim = step.aim
        view = self.window.view
        if aim.kind == "action":
            act = self.window.registry.action(aim.name)
            bar = self.window.turn_bar
            button = bar.widgetForAction(act)
            if button is None or not button.isVisible():
                return None
            vp = view.viewport()
            a = vp.mapFromGlobal(button.mapToGlobal(button.rect().topLeft()))
            b = vp.mapFromGlobal(button.mapToGlobal(button.rect().bottomRight()))
            rect = QRectF(view.mapToScene(a), view.mapToScene(b)).normalized()
            # the tool bar is outside the view: point at the view's edge nearest to the button
            shown = self.visible_rect()
            left = min(max(rect.left(), shown.left()), shown.right() - 2)
            right = max(min(rect.right(), shown.right()), left + 2)
            top = min(max(rect.top(), shown.top()), shown.bottom() - 2)
            bottom = max(min(rect.bottom(), shown.bottom()), top + 2)
            return QRectF(left, top, right - left, bottom - top), ("below", "above", "left",
                                                                    "right")
        target = self.target_of(aim, session.state)
        if target is None:
            return None
        found = self.window.scene.rect_of(target)
        solo = self.window.scene.layout.solo
        if aim.kind == "automaton" and solo is not None:
            found = solo.panel  # the whole panel: its score and supply are what the text is about
        if found is None:
            return None
        return QRectF(found), ("right", "left", "below", "above")

    def acted_on(self) -> list[QRectF]:
        """What the step asks the player to act on, where it shows now (scene rects): the
        callout keeps off all of it. The cards, piles and pieces of its expected actions
        (every piece of the supply and every puzzle of the mat when any will do, as in
        Finishing Touches); in free play the player's whole supply and puzzles; and whatever
        a hint shows on the table."""
        step, session = self.step, self._session
        if step is None or session is None:
            return []
        state = session.state
        deck = state.deck
        mat = state.players[0]
        targets: list[Target] = []

        def supply(piece: str) -> None:
            if piece in deck.shape_index:
                targets.append(Target(TargetKind.SUPPLY, player=0, shape=deck.shape_index[piece]))

        def puzzle(puzzle_id: str) -> None:
            ids = [p.id for p in mat.puzzles]
            if puzzle_id in ids:
                targets.append(Target(TargetKind.PUZZLE, player=0, puzzle=puzzle_id,
                                      index=ids.index(puzzle_id)))

        def whole_mat() -> None:
            targets.extend(Target(TargetKind.SUPPLY, player=0, shape=i)
                           for i, n in enumerate(mat.supply) if n)
            targets.extend(Target(TargetKind.PUZZLE, player=0, puzzle=p.id, index=k)
                           for k, p in enumerate(mat.puzzles))

        for want in step.expected():
            if isinstance(want, TakePuzzle):
                found = self.target_of(Aim("row_card", puzzle=want.puzzle), state)
                if found is not None:
                    targets.append(found)
            elif isinstance(want, TakePiece):
                shapes = take_piece_options(state) if state.current == 0 else []
                if want.piece is not None and want.piece in deck.shape_index:
                    shapes = [deck.shape_index[want.piece]]
                targets.extend(Target(TargetKind.RESERVE, shape=i) for i in shapes)
            elif isinstance(want, ChooseReward) and want.piece in deck.shape_index:
                targets.append(Target(TargetKind.RESERVE, shape=deck.shape_index[want.piece]))
            elif isinstance(want, Upgrade):
                supply(want.source)
            elif isinstance(want, Place):
                supply(want.piece)
                puzzle(want.puzzle)
            elif isinstance(want, (Master, Finish)):
                for pl in want.placements:
                    if pl.piece == ANY_PLACEMENT.piece:
                        whole_mat()
                    else:
                        supply(pl.piece)
                        puzzle(pl.puzzle)
        if step.check:
            whole_mat()
        scene = self.window.scene
        rects = [r for r in (scene.drawn_rect(t) for t in targets) if r is not None]
        rects += [QRectF(item.sceneBoundingRect())
                  for item in self.window.controller.hints.overlay_items()]
        return rects

    def place_callout(self) -> None:
        """Put the callout beside what it points at (again, after a change of the table)."""
        callout = self.callout
        if callout is None or self.lesson is None:
            return
        bounds = self.visible_rect()
        where = self.anchor()
        if where is None:  # nothing to point at: at the top, in the middle
            centre = QPointF(bounds.center().x(), bounds.top())
            callout.place(QRectF(centre.x() - 1, centre.y() - 40, 2, 2), bounds, ("below",),
                          self.acted_on())
            return
        anchor = where[0]
        if not bounds.contains(anchor) and not self.window.view.fitted:
            # zoomed in: bring what the step is about into view first
            self.window.view.ensureVisible(anchor, 40, 40)
            bounds = self.visible_rect()
        if not bounds.intersects(anchor):  # still out of sight: point from the nearest edge
            left = min(max(anchor.left(), bounds.left()), bounds.right() - 2)
            top = min(max(anchor.top(), bounds.top()), bounds.bottom() - 2)
            anchor = QRectF(left, top, 2, 2)
        callout.place(anchor, bounds, where[1], self.acted_on())


class LessonActions:
    """Help > Learn to play…, Solo lesson…, Leave lesson and the welcome page's entry."""

    def __init__(self, window: LessonWindow) -> None:
        self.runner = LessonRunner(window)
        registry = window.registry

        def action(action_id: str, text: str, tip: str, slot: object) -> QAction:
            act = QAction(text, window.window())
            act.setObjectName("act" + "".join(w.title() for w in action_id.split("_")))
            act.setToolTip(tip)
            act.setStatusTip(tip)
            act.triggered.connect(slot)
            registry.register(action_id, act)
            return act

        self.learn = action(
            "learn_to_play", QCoreApplication.translate("LessonActions", "&Learn to play…"),
            QCoreApplication.translate(
                "LessonActions", "A guided first game against an easy computer player"),
            lambda: self.runner.start("first_game"))
        self.solo = action(
            "solo_lesson", QCoreApplication.translate("LessonActions", "&Solo lesson…"),
            QCoreApplication.translate(
                "LessonActions", "A short guided solo game: the grid, locks and the automaton"),
            lambda: self.runner.start("solo"))
        self.leave = action(
            "leave_lesson", QCoreApplication.translate("LessonActions", "Lea&ve lesson"),
            QCoreApplication.translate("LessonActions",
                                       "Stop the lesson; Learn to play resumes it"),
            self.runner.leave)
        self.leave.setEnabled(False)
        self.runner.step_changed.connect(lambda _i: self.leave.setEnabled(True))
        self.runner.ended.connect(lambda _c: self.leave.setEnabled(False))
        registry.place(["learn_to_play", "solo_lesson", "leave_lesson"], "help",
                       before="rules" if "rules" in registry.ids() else None, separator=True)
        window.welcome.add_entry(
            "learn", QCoreApplication.translate("LessonActions", "&Learn to play"),
            QCoreApplication.translate(
                "LessonActions", "A guided first game: the program shows you every rule"),
            lambda: self.runner.start("first_game"), icon=learn_icon(), after="solo")


def learn_icon(size: int = 44) -> QIcon:
    """The welcome entry's picture: a callout bubble with a question mark, in the callout's
    colours."""
    return QIcon(drawn_pixmap(_paint_learn, size))


def _paint_learn(p: QPainter, area: QRectF) -> None:
    s = area.width()
    bubble = QPainterPath()
    bubble.addRoundedRect(QRectF(s * 0.06, s * 0.1, s * 0.88, s * 0.62), s * 0.14, s * 0.14)
    tail = QPainterPath()
    tail.addPolygon(QPolygonF([QPointF(s * 0.3, s * 0.66), QPointF(s * 0.22, s * 0.92),
                               QPointF(s * 0.5, s * 0.7)]))
    p.setPen(QPen(QColor(GOLD), 1.6))
    p.setBrush(QColor("#3a2a1c"))
    p.drawPath(bubble.united(tail))
    font = QFont(p.font())
    font.setBold(True)
    font.setPixelSize(int(s * 0.46))
    p.setFont(font)
    p.setPen(QColor(GOLD))
    p.drawText(QRectF(s * 0.06, s * 0.1, s * 0.88, s * 0.62), int(Qt.AlignmentFlag.AlignCenter),
               "?")


def install_lessons(window: LessonWindow) -> LessonActions:
    """The lessons' menu entries and welcome entry, for the window (one line there)."""
    return LessonActions(window)

