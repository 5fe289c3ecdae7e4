"""The table controller: between the session (the game) and the scene, the view and the tools.

It shows the session's state in the scene, passes input to the current tool, keeps the
view-side state (plans of master actions and Finishing Touches, hints, focus), paces the AI
seats with the animations, and offers the window its commands (end turn, master action,
confirm, cancel, undo) with whether each is possible now.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QGraphicsView,
    QMenu,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QWidget,
)

from app.i18n import problem_text, reason_text
from app.model.game_document import GameDocument
from app.model.session import AppliedAction, GameSession, Step
from app.model.settings import Settings
from app.render import paint_piece
from app.rules import (
    Action,
    EndTurn,
    EventKind,
    Finish,
    GameState,
    Master,
    Phase,
    Place,
    Placement,
    Shape,
    TakePuzzle,
    Upgrade,
    reward_options,
    take_actions,
    take_piece_options,
    upgrade_targets,
)
from app.table.animation import Animator, flight_ms
from app.table.counts import plural
from app.table.effects import PauseItem
from app.table.hint_controller import HintController
from app.table.items import Target, TargetKind
from app.table.marks import MarksLayer, TurnMarks
from app.table.scene import PlanKind, TableScene, TableUi
from app.table.tools import PlacePieceTool, Pointer, SelectTool, Tool
from app.templates import fill


def piece_icon(shape: Shape, size: int = 40, ratio: float = 1.0) -> QIcon:
    """A piece drawn as an icon (menus of upgrade targets and rewards)."""
    img = QImage(int(size * ratio), int(size * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(ratio)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    rows = max(r for r, _ in shape.cells) + 1
    cols = max(c for _, c in shape.cells) + 1
    cs = (size - 4) / max(rows, cols, 2)
    paint_piece(painter, shape, None, QRectF(0, 0, size, size), cs, pips=False)
    painter.end()
    return QIcon(QPixmap.fromImage(img))


class _MenuIconStyle(QProxyStyle):
    """Menus of pieces show their icons large enough to see the shapes."""

    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:
        if metric == QStyle.PixelMetric.PM_SmallIconSize:
            return 30
        return super().pixelMetric(metric, option, widget)


class TableController(QObject):
    """Shows the game and turns gestures into actions."""

    status = Signal(str, bool)  # text, is an error
    commands_changed = Signal()
    game_over = Signal()
    piece_dropped = Signal(bool)
    """The person here dropped a piece: placed (or added to the plan), or sent back."""
    turn_shown = Signal()
    """The table has settled on a turn that waits for a move (after any animation)."""

    def __init__(self, view: QGraphicsView, scene: TableScene, document: GameDocument,
                 parent: QObject | None = None, *, settings: Settings | None = None) -> None:
        """``settings`` are followed live (pause after each AI turn); without them the table
        never pauses."""
        super().__init__(parent)
        self.view = view
        self.scene = scene
        self.document = document
        self.ui = TableUi()
        self._tool: Tool | None = None
        self._default = SelectTool(self)
        self.animator = Animator(scene, self._show, self)
        self.animator.idle.connect(self._on_animator_idle)
        self._shown_over = False
        self._ai_timer = QTimer(self)
        self._ai_timer.setSingleShot(True)
        self._ai_timer.timeout.connect(self._maybe_start_ai)
        self.ai_pause_ms = 0
        # what the last turn changed stays marked until the player to move acts
        self.marks = TurnMarks()
        self.marks_layer = MarksLayer(scene)
        # laid out anew for another window shape: the marks and the pause go where their
        # items went
        scene.layout_changed.connect(self._follow_layout)
        # the pause after an AI turn (Turn > Continue)
        self.settings = settings
        self._pause_due = ""  # the name of the AI whose turn just ended, until it is shown
        self._paused_after = ""  # the name of the AI the table waits after
        self._pause_item: PauseItem | None = None
        if settings is not None:
            settings.changed.connect(self._on_setting_changed)
        self.hints = HintController(self, self)  # best-action and how-to-finish hints
        # consulted before a person's action is applied or planned and before the master
        # action mode starts (an Action, or the command id "master" / "undo"): a text refuses
        # it (said on the status line), None lets it through; a lesson sets it (lesson.py)
        self.guard: Callable[[Action | str], str | None] | None = None
        # why the person here may not act, when the game is played elsewhere (a network
        # game: a spectator, another player's turn, waiting for the host); "" lets the usual
        # reasons speak (app/table/net_play.py sets it)
        self.no_input_words: Callable[[], str] | None = None
        self._follow_document()

    # ------------------------------------------------------------------ session

    @property
    def session(self) -> GameSession:
        """The game on the table: the document's (the window opens one before anything else)."""
        session = self.document.session
        if session is None:
            raise RuntimeError("the table has no game yet")
        return session

    def _follow_document(self) -> None:
        doc = self.document
        doc.session_changed.connect(self._on_session_changed)
        doc.state_changed.connect(self._on_state_changed)
        doc.action_applied.connect(self._on_applied)
        doc.undone.connect(self._on_undone)
        doc.ai_thinking.connect(self._on_thinking)
        doc.ai_failed.connect(self._on_ai_failed)
        doc.notice.connect(self._on_notice)

    def _on_session_changed(self, session: GameSession) -> None:
        """Show and play the document's new game."""
        if self.animator.busy:
            self.animator.finish_all()
        self.hints.reset()
        self.marks.reset()
        self._pause_due = ""
        self._set_paused("")
        self.ui = TableUi()
        self._set_tool(None)
        self._sync_mode()
        self._shown_over = False
        self._show(session.state, set())
        self.show_status("")
        self._after_shown()
        self.commands_changed.emit()

    def _show(self, state: GameState, hidden: set[Target]) -> None:
        self.ui.hidden = hidden
        self._update_hints(state)
        self.scene.show_state(state, self.session.seats, self.ui, self.session.presences())
        # marks belong to the state after the turn: none while an animation shows another
        shown = state is self.session.state and not self.animator.busy
        self.marks_layer.show(self.marks.shown if shown else {})

    def _follow_layout(self) -> None:
        if self.document.session is None:
            return
        shown = not self.animator.busy
        self.marks_layer.show(self.marks.shown if shown else {})
        if self._pause_item is not None:
            self._set_paused(self._paused_after)

    def refresh(self) -> None:
        """Show the session's state now (unless an animation is playing)."""
        if not self.animator.busy:
            self._show(self.session.state, set())

    def retranslate(self) -> None:
        """After a language switch: the table's texts (made when it is built) and the prompt
        on the status line, in the new language."""
        self.refresh()
        session = self.session
        if session.state.phase is Phase.FINISHED:
            self._say_over()
        elif self.paused:
            self._set_paused(self._paused_after)  # its banner, in the new language
            self._say_paused()
        elif session.is_thinking:
            self._say_thinking()
        else:
            self._prompt()

    def refresh_ui(self) -> None:
        """Show changed hints, focus and plan without rebuilding the table."""
        self.scene.apply_ui(self.ui)

    def _sync_mode(self) -> None:
        """A new state: plans are dropped; a human's Finishing Touches open their plan."""
        state = self.session.state
        self.ui.plan = []
        finishing = (state.phase is Phase.FINISHING_TOUCHES and not state.pending
                     and self.session.is_human_turn())
        self.ui.plan_kind = PlanKind.FINISH if finishing else PlanKind.NONE

    def _on_state_changed(self) -> None:
        self.hints.on_state_changed()
        if self._tool is not None:
            self._set_tool(None)
        self._sync_mode()
        self.refresh()
        self.commands_changed.emit()
        if not self.animator.busy:
            self._after_shown()

    def _on_applied(self, applied: AppliedAction) -> None:
        self.marks.applied(applied)
        step = applied.step
        after = applied.after
        if step.by_ai and after.phase is not Phase.FINISHED and (
                step.before.current != after.current or step.before.round != after.round):
            self._pause_due = step.before.players[step.player].name
        if self.animator.duration <= 0:
            return
        # what others do is shown whole: AI seats, and the automaton after a solo turn; of
        # the player's own action, what follows from it (cards turning up, a completed
        # puzzle's payoff, pieces coming from the reserve), which never holds them back
        others = step.by_ai or any(e.kind is EventKind.OPPONENT_TOOK for e in step.events)
        self.animator.play(applied, own=not others)

    def _on_undone(self, step: Step) -> None:
        self.marks.undone(step)
        self.marks_layer.clear()
        self.show_status(self.tr("Taken back"))

    def _on_thinking(self, thinking: bool) -> None:
        self.ui.thinking = thinking
        self.refresh_ui()
        self.commands_changed.emit()
        if thinking:
            self._say_thinking()

    def _on_ai_failed(self, why: object) -> None:
        text = fill(self.tr("The AI could not move: %1"), problem_text(why))
        self.show_status(text, error=True)

    def _on_notice(self, _detail: str) -> None:
        # the thinking process was restarted: the game goes on, but the player hears of it (the
        # technical detail is for a bug report, not for the table)
        self.show_status(self.tr("The computer players' helper process had to be restarted. "
                                 "The game goes on."), error=True)

    def _on_animator_idle(self) -> None:
        self.refresh()
        self._after_shown()
        # the animation of someone else's move held input back: the commands (End turn,
        # Master action...) may be open again now
        self.commands_changed.emit()

    def _after_shown(self) -> None:
        state = self.session.state
        if self._pause_due:
            # the pause (when set) waits before another AI moves; a person to move needs no
            # Continue: the table waits for them anyway, with the AI's turn marked
            name, self._pause_due = self._pause_due, ""
            if self.settings is not None and self.settings.pause_after_ai() and \
                    state.phase is not Phase.FINISHED and self.session.is_ai_turn():
                self._set_paused(name)
        if state.phase is Phase.FINISHED:
            if not self._shown_over:
                self._shown_over = True
                self._say_over()
                self.commands_changed.emit()
                self.game_over.emit()
            return
        if self.paused:
            self._say_paused()
            return
        self._prompt()
        self.hints.on_turn_shown()
        self.turn_shown.emit()
        self._schedule_ai()

    def _say_thinking(self) -> None:
        self.show_status(fill(self.tr("%1 is thinking…"), self.session.state.player.name))

    def _say_over(self) -> None:
        from app.table.results import winner_line

        self.show_status(fill(self.tr("Game over: %1"), winner_line(self.session.state)))

    def _say_paused(self) -> None:
        self.show_status(fill(self.tr("%1's turn is over: press Continue (Space) to let %2 "
                                      "play"), self._paused_after, self.session.state.player.name))

    def _schedule_ai(self) -> None:
        if self.session.is_ai_turn() and not self.session.is_thinking and not self.paused:
            self._ai_timer.start(self.ai_pause_ms)

    def _maybe_start_ai(self) -> None:
        if self.animator.busy or self.document.session is None or self.paused:
            return
        self.session.start_ai()

    # ------------------------------------------------------------------ pause after AI turns

    @property
    def paused(self) -> bool:
        """Whether the table waits for Continue after an AI turn."""
        return bool(self._paused_after)

    def can_continue(self) -> bool:
        """Turn > Continue: only while the table waits."""
        return self.paused

    def continue_play(self) -> None:
        """End the pause: the next AI moves."""
        if not self.paused:
            return
        self._set_paused("")
        self.commands_changed.emit()
        if self.document.session is not None and not self.animator.busy:
            self._after_shown()

    def _set_paused(self, name: str) -> None:
        self._paused_after = name
        if self._pause_item is not None:
            if self._pause_item.scene() is not None:
                self.scene.removeItem(self._pause_item)
            self._pause_item = None
        if not name:
            return
        nxt = self.session.state.player.name
        self._pause_item = PauseItem(
            self.scene.layout.banner,
            fill(self.tr("%1's turn is over: %2 plays next"), name, nxt),
            self.tr("Continue (Space)"))
        self.scene.addItem(self._pause_item)
        self.commands_changed.emit()

    def pause_banner(self) -> PauseItem | None:
        """The banner shown while the table waits after an AI turn."""
        return self._pause_item

    def _on_setting_changed(self, key: str) -> None:
        # read live: switching the pause off while the table waits goes on at once
        if self.paused and self.settings is not None and not self.settings.pause_after_ai():
            self.continue_play()

    def set_animation_speed(self, speed: float) -> None:
        """0 = no animation, 1 = normal, up to 4 = fast."""
        self.animator.duration = flight_ms(speed)
        if self.animator.duration <= 0 and self.animator.busy:
            self.animator.finish_all()

    # ------------------------------------------------------------------ status and hints

    def show_status(self, text: str, *, error: bool = False) -> None:
        """Say something on the status line."""
        self.status.emit(text, error)

    def _prompt(self) -> None:
        s = self.session
        state = s.state
        if state.phase is Phase.FINISHED or not s.is_human_turn():
            return
        if state.pending:
            opts = ", ".join(state.deck.shapes[i].id for i in reward_options(state))
            text = fill(self.tr("Choose the reward for %1: click one of the glowing pieces in the "
                                "reserve (%2)"), state.pending[0][0], opts)
        elif state.phase is Phase.FINISHING_TOUCHES:
            text = fill(self.tr(
                "%1: Finishing Touches. Place pieces on your puzzles (each costs 1 point), "
                "then press Done"
            ), state.player.name)
        elif self.ui.plan_kind is PlanKind.MASTER:
            text = self.tr("Master action: drop one piece on each puzzle you like, then Confirm")
        else:
            text = fill(self.tr("%1: take a puzzle, take a level-1 piece, drag a piece onto a "
                                "puzzle, or click a piece of your supply to upgrade it"),
                        state.player.name)
        self.show_status(text)

    def _update_hints(self, state: GameState) -> None:
        hints: set[Target] = set()
        calls: set[Target] = set()
        s = self.session
        if state is s.state and s.is_human_turn() and not self.animator.busy:
            if state.pending:
                for i in reward_options(state):
                    hints.add(Target(TargetKind.RESERVE, shape=i))
                    calls.add(Target(TargetKind.RESERVE, shape=i))
                if self.ui.focus is None or self.ui.focus.kind is not TargetKind.RESERVE:
                    opts = reward_options(state)
                    if opts:
                        self.ui.focus = Target(TargetKind.RESERVE, shape=opts[0])
            elif state.phase is Phase.PLAYING and self.ui.plan_kind is PlanKind.NONE:
                # the engine says which cards may be taken (the puzzle limit is its rule)
                takable = {a.puzzle for a in take_actions(state) if isinstance(a, TakePuzzle)}
                if state.solo is not None:
                    rows = [(p, i) for i, p in enumerate(state.solo.grid) if p is not None]
                else:
                    rows = list((p, i) for i, p in enumerate(state.white_row))
                    rows += [(p, i) for i, p in enumerate(state.black_row)]
                for pid, i in rows:
                    if pid in takable:
                        hints.add(Target(TargetKind.ROW_CARD, puzzle=pid, index=i))
                for i in take_piece_options(state):
                    hints.add(Target(TargetKind.RESERVE, shape=i))
            if state.phase is not Phase.FINISHED and not state.pending:
                planned = [0] * len(state.deck.shapes)
                for pl in self.ui.plan:
                    planned[state.deck.shape_index[pl.piece]] += 1
                for i, n in enumerate(state.player.supply):
                    if n - planned[i] > 0:
                        hints.add(Target(TargetKind.SUPPLY, player=state.current, shape=i))
        self.ui.hints = hints
        self.ui.calls = calls

    # ------------------------------------------------------------------ commands

    def input_allowed(self) -> bool:
        """Whether a person may act now."""
        s = self.document.session
        return s is not None and s.is_human_turn() and not s.is_thinking and \
            not self.animator.blocking

    def why_no_input(self) -> str:
        """Why a person may not act now, in words."""
        s = self.document.session
        if s is None:
            return self.tr("There is no game on the table")
        remote = self.no_input_words() if self.no_input_words is not None else ""
        if remote:
            return remote
        if s.is_finished:
            return self.tr("The game is over: start a new one from the Game menu")
        if self.animator.blocking:
            return self.tr("Wait until the pieces have landed")
        if not s.is_human_turn():
            return fill(self.tr("It is %1's turn (computer player)"), s.state.player.name)
        if s.is_thinking:
            return self.tr("Wait: the computer is thinking")
        return ""

    def can_end_turn(self) -> bool:
        """End the turn with actions left."""
        st = self.session.state
        return (self.input_allowed() and st.phase is Phase.PLAYING and not st.pending
                and self.ui.plan_kind is PlanKind.NONE)

    def can_master(self) -> bool:
        """Start (or leave) the master action mode."""
        st = self.session.state
        return (self.input_allowed() and st.phase is Phase.PLAYING and not st.pending
                and not st.master_used and bool(st.player.puzzles))

    def can_confirm(self) -> bool:
        """Confirm the planned master action or Finishing Touches."""
        if not self.input_allowed():
            return False
        if self.ui.plan_kind is PlanKind.MASTER:
            return bool(self.ui.plan)
        return self.ui.plan_kind is PlanKind.FINISH

    def can_cancel(self) -> bool:
        """Drop the plan or the held piece."""
        return bool(self.ui.plan) or self.ui.plan_kind is PlanKind.MASTER or self._tool is not None

    def can_undo(self) -> bool:
        """Take back a planned placement or the last action of this turn."""
        if self.ui.plan:
            return True
        return self.document.session is not None and self.session.can_undo() and \
            not self.animator.blocking

    def end_turn(self) -> None:
        """End the turn now."""
        if self.can_end_turn():
            self.perform(EndTurn())

    def toggle_master(self) -> None:
        """Enter or leave the master action mode."""
        if self.ui.plan_kind is PlanKind.MASTER:
            self.cancel()
            return
        self._finish_own()
        if self.refused("master"):
            return
        if not self.can_master():
            why = self.session.check(Master(())) if self.session.state.master_used else None
            self.show_status(reason_text(why) if why else
                             self.tr("A master action needs a puzzle to place on"),
                             error=True)
            return
        self.ui.plan_kind = PlanKind.MASTER
        self.ui.plan = []
        self._replan()
        self._prompt()

    def confirm(self) -> None:
        """Apply the planned master action or Finishing Touches."""
        if not self.can_confirm():
            return
        plan = tuple(self.ui.plan)
        action: Action = Master(plan) if self.ui.plan_kind is PlanKind.MASTER else Finish(plan)
        kind = self.ui.plan_kind
        if self.perform(action):
            self.ui.plan = []
            if kind is PlanKind.MASTER:
                self.ui.plan_kind = PlanKind.NONE
            self.commands_changed.emit()

    def cancel(self) -> None:
        """Put the held piece back, or drop the plan."""
        self.hints.dismiss()
        if self._tool is not None:
            self._set_tool(None)
            return
        self._clear_plan()
        if self.session.state.phase is Phase.FINISHING_TOUCHES and self.session.is_human_turn():
            self.ui.plan_kind = PlanKind.FINISH
        self._replan()
        self._prompt()

    def undo(self) -> None:
        """Take back the last planned placement, else the last action of the turn."""
        if self.ui.plan:
            self.ui.plan.pop()
            self._replan()
            return
        if self.session.can_undo() and not self.animator.blocking:
            if self.refused("undo"):
                return
            self._finish_own()
            self._set_tool(None)
            self.session.undo()

    def _clear_plan(self) -> None:
        self.ui.plan = []
        if self.ui.plan_kind is PlanKind.MASTER:
            self.ui.plan_kind = PlanKind.NONE

    def _replan(self) -> None:
        self.hints.on_plan_changed()  # a how-to-finish hint on its way was for the old plan
        self._show(self.session.state, set())
        self.commands_changed.emit()

    # ------------------------------------------------------------------ for the tools

    def _finish_own(self) -> None:
        """The player acts while their last move's consequences play: show its end first."""
        if self.animator.busy:
            self.animator.finish_all()

    def refused(self, what: Action | str) -> bool:
        """Whether :attr:`guard` refuses ``what`` (its text is then on the status line)."""
        why = self.guard(what) if self.guard is not None else None
        if why:
            self.show_status(why, error=True)
            return True
        return False

    def perform(self, action: Action) -> bool:
        """Apply an action; an illegal one is explained on the status line."""
        self._finish_own()
        return self._passes(action, apply=True)

    def _passes(self, action: Action, *, apply: bool) -> bool:
        """Whether ``action`` may be tried here and the session finds nothing against it when
        it applies it (``apply``) or only checks it; what stands against it is said on the
        status line."""
        if self.refused(action):
            return False
        why = self.session.apply(action) if apply else self.session.check(action)
        if why is not None:
            self.show_status(reason_text(why), error=True)
            return False
        return True

    def candidate(self, placement: Placement) -> Action:
        """The action a drop of ``placement`` stands for."""
        if self.ui.plan_kind is PlanKind.MASTER:
            return Master((*self.ui.plan, placement))
        if self.ui.plan_kind is PlanKind.FINISH:
            return Finish((*self.ui.plan, placement))
        return Place(placement.puzzle, placement.piece, placement.cells)

    def commit_placement(self, placement: Placement) -> bool:
        """Apply the drop, or add it to the plan."""
        action = self.candidate(placement)
        if self.ui.plan_kind is not PlanKind.NONE:
            if not self._passes(action, apply=False):
                return False
            self.ui.plan.append(placement)
            self._replan()
            self.piece_dropped.emit(True)
            n = len(self.ui.plan)
            if self.ui.plan_kind is PlanKind.FINISH:
                self.show_status(plural(lambda k: self.tr(
                    "Finishing Touches: %n placed, cost -%n point(s). Done applies them", "", k),
                    n))
            else:
                self.show_status(self.tr("Master action: %n piece(s) planned. Confirm "
                                         "applies them", "", n))
            return True
        done = self.perform(action)
        if done:
            self.piece_dropped.emit(True)
        return done

    def set_tool(self, tool: Tool | None) -> None:
        """Switch tools (None: the default)."""
        self._set_tool(tool)

    def _set_tool(self, tool: Tool | None) -> None:
        if self._tool is not None:
            old = self._tool
            self._tool = None
            old.deactivate()
        self._tool = tool
        if tool is not None:
            tool.activate()
        self.commands_changed.emit()

    @property
    def tool(self) -> Tool:
        """The tool input goes to now."""
        return self._tool if self._tool is not None else self._default

    def global_pos_of(self, target: Target) -> QPoint:
        """Where a target's item is on the screen."""
        rect = self.scene.rect_of(target)
        if rect is None:
            return self.view.mapToGlobal(self.view.viewport().rect().center())
        p = self.view.mapFromScene(rect.center())
        return self.view.viewport().mapToGlobal(p)

    def return_piece(self, shape: int, from_pos: QPointF) -> None:
        """The dropped piece goes back (the scene shows it in the supply again)."""
        self.refresh_ui()
        self.piece_dropped.emit(False)

    def place_as_hinted(self, shape: int) -> bool:
        """A click on a piece the hint shown places: put it where the hint shows (a master
        action's hint opens the master action first; in a plan the piece joins it). Returns
        False when the hint places no piece of that shape (the piece's menu opens then)."""
        placement = self.hints.placement_for(shape, self.ui.plan)
        if placement is None:
            return False
        if self.hints.wants_master() and self.ui.plan_kind is PlanKind.NONE and \
                not self._start_master():
            return True  # refused: the status line says why
        self.commit_placement(placement)
        return True

    def _start_master(self) -> bool:
        """Enter the master action mode; whether it is on now."""
        self.toggle_master()
        return self.ui.plan_kind is PlanKind.MASTER

    def open_piece_menu(self, shape: int, global_pos: QPoint, *, keyboard: bool = False
                        ) -> None:
        """Place / upgrade / exchange menu of a piece of the supply; opened from the
        ``keyboard``, its first entry is chosen already, so one Enter takes it."""
        menu = self.piece_menu(shape)
        if menu is None:
            return
        if keyboard:
            first = next((a for a in menu.actions() if a.isEnabled() and not a.isSeparator()),
                         None)
            if first is not None:
                menu.setActiveAction(first)
        menu.popup(global_pos)

    def piece_menu(self, shape: int) -> QMenu | None:
        """The menu :meth:`open_piece_menu` shows (tests use it directly)."""
        state = self.session.state
        deck = state.deck
        src = deck.shapes[shape]
        menu = QMenu(self.view)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        menu.setObjectName("pieceMenu")
        menu.setToolTipsVisible(True)
        style = _MenuIconStyle()
        style.setParent(menu)
        menu.setStyle(style)
        ratio = self.view.devicePixelRatioF()
        menu.setIcon(piece_icon(src, 40, ratio))
        if state.player.puzzles:
            act = menu.addAction(piece_icon(src, 40, ratio),
                                 fill(self.tr("Place %1 on a puzzle (keyboard)"), src.id))
            act.setObjectName("place")
            act.triggered.connect(lambda: self.set_tool(PlacePieceTool(self, shape,
                                                                       keyboard=True)))
        if state.phase is Phase.PLAYING and not state.pending and self.ui.plan_kind is PlanKind.NONE:
            targets = upgrade_targets(deck, state.reserve, shape)
            ups = [t for t in targets if deck.levels[t] > deck.levels[shape]]
            swaps = [t for t in targets if deck.levels[t] <= deck.levels[shape]]
            if ups:
                menu.addSection(piece_icon(src, 40, ratio),
                                fill(self.tr("Upgrade %1 to"), src.id))
            for t in ups:
                self._add_upgrade(menu, src, deck.shapes[t], ratio, upgrade=True)
            if swaps:
                menu.addSection(piece_icon(src, 40, ratio),
                                fill(self.tr("Exchange %1 for"), src.id))
            for t in swaps:
                self._add_upgrade(menu, src, deck.shapes[t], ratio, upgrade=False)
            if not targets:
                act = menu.addAction(self.tr("No piece in the reserve to upgrade or exchange to"))
                act.setEnabled(False)
        if menu.isEmpty():
            return None
        return menu

    def _add_upgrade(self, menu: QMenu, src: Shape, dst: Shape, ratio: float, *,
                     upgrade: bool) -> None:
        n = self.session.state.reserve[self.session.deck.shape_index[dst.id]]
        text = fill(self.tr("%1 (level %2, %3 left)"), dst.id, str(dst.level), str(n))
        act = menu.addAction(piece_icon(dst, 40, ratio), text)
        act.setObjectName(f"{'upgrade' if upgrade else 'exchange'}:{dst.id}")
        act.triggered.connect(lambda: self.perform(Upgrade(src.id, dst.id)))

    # ------------------------------------------------------------------ input from the view

    def _busy_click(self) -> bool:
        """Input while something plays jumps to its end; it is used up when the move was
        someone else's (the player sees the table first), passed on when it was theirs."""
        if self.animator.busy:
            blocking = self.animator.blocking
            self.animator.finish_all()
            return blocking
        return False

    def mouse_press(self, p: Pointer) -> bool:
        """A button went down on the view."""
        if self._busy_click():
            return True
        banner = self._pause_item
        if banner is not None and banner.boundingRect().contains(banner.mapFromScene(p.pos)):
            self.continue_play()
            return True
        if p.button == Qt.MouseButton.RightButton and self._tool is None and \
                self.hints.context_menu(p):
            return True
        return self.tool.mouse_press(p)

    def mouse_move(self, p: Pointer) -> bool:
        """The mouse moved on the view."""
        return self.tool.mouse_move(p)

    def mouse_release(self, p: Pointer) -> bool:
        """A button went up on the view."""
        return self.tool.mouse_release(p)

    def wheel(self, steps: int) -> bool:
        """The wheel turned (only a held piece uses it)."""
        return self.tool.wheel(steps)

    def key_press(self, key: int, modifiers: Qt.KeyboardModifier, text: str) -> bool:
        """A key went down on the view."""
        if self.animator.busy and key not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and \
                self._busy_click():
            return True
        # while the table waits after an AI turn, Space and Enter let the next player move
        if self.paused and key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                not modifiers & ~Qt.KeyboardModifier.KeypadModifier:
            self.continue_play()
            return True
        # Escape also takes a hint away; the menu key opens a focused puzzle's hint menu
        dismissed = key == Qt.Key.Key_Escape and self.hints.dismiss()
        if dismissed:
            self._prompt()
        if self._tool is None and self.hints.key_press(key, modifiers):
            return True
        if self.tool.key_press(key, modifiers, text):
            return True
        if key == Qt.Key.Key_Escape and self.can_cancel():
            self.cancel()
            return True
        return dismissed
