"""Replay review: step through a saved or finished game, forwards and back, on the real table.

The window shows the table (the game's own :class:`TableScene`, read-only: no controller, no
tools) at one *position* of the game: position 0 is the deal, position k the state after the
k-th action. Buttons, the arrow keys, the slider and a click in the log all move the position;
the log highlights the action that led to it and the table marks what that action touched.
"Continue playing from here" hands a copy of the game cut at the position to whoever listens
(:attr:`ReviewWindow.continue_requested`): the game window starts it as a new branch.

*Analysis > Analyse the game* (A) runs the hard AI over every turn of the human players
(:class:`app.ai.analysis.AnalysisRunner`, worker processes, driven from a job's thread by
:func:`app.model.background.in_pool` on a :class:`~app.model.background.BackgroundOp`: the
window stays responsive) and shows the result in the analysis panel (:mod:`app.table.analysis_panel`).
Choosing a marked turn shows the table at that turn's start with the better turn drawn on it
(:mod:`app.table.better_turn`), or, with *Show played* (B), after the turn played. A finished
analysis is written into the game's file (:func:`app.core.saves.save_with_analysis`) or, for a
game without one, handed to whoever listens (:attr:`ReviewWindow.analysis_ready`) so it is
saved with the game.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import cast

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QSlider,
    QStyle,
    QToolBar,
    QWidget,
)

from app.ai.analysis import GameAnalysis, TurnVerdict
from app.ai.assess import split_turns
from app.core.analyses import analysed_players, save_with_analysis
from app.core.saves import InvalidSave, SaveData, describe_players
from app.i18n import problem_text
from app.model import analysis_run
from app.model.analysis_run import (
    ANALYSIS_SEED,
    Runner,
    RunnerFactory,
    start_runner,
    stored_matches,
)
from app.model.background import BackgroundOp, Cancelled, Progress, in_pool, without_partials
from app.model.session import Step
from app.rules import (
    Action,
    ChooseReward,
    Finish,
    GameState,
    Master,
    Phase,
    Place,
    TakePiece,
    TakePuzzle,
    Upgrade,
)
from app.table.accessible import announce
from app.table.analysis_panel import AnalysisPanel, TurnInfo, reason_words
from app.table.better_turn import BetterTurnOverlay, TurnPlan, plan_turn
from app.table.counts import plural
from app.table.gamelog import describe_step, turn_header
from app.table.items import TableItem, Target, TargetKind
from app.table.scene import TableScene, TableUi
from app.table.view import TableView
from app.templates import fill

POSITION_ROLE = Qt.ItemDataRole.UserRole + 1


# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


def replayed_save(save: SaveData) -> SaveData:
    """``save`` with its record replayed (once) if it was built without its steps."""
    if save.steps or not save.record.actions:
        return save if save.states else replace(save, states=(save.record.initial_state(),))
    from app.core.saves import replayed

    steps, states = replayed(save.record)
    return replace(save, steps=steps, states=states)


def build_steps(save: SaveData) -> list[Step]:
    """The game's steps (state before, action, events, player), from the save's one replay."""
    return [
        Step(s.before, s.action, s.events, s.before.current,
             save.seats[s.before.current].kind == "ai")
        for s in replayed_save(save).steps
    ]


def touched_targets(
    action: Action, player: int, deck_shape_index: dict[str, int]
) -> set[tuple[TargetKind, int, str, int]]:
    """What an action was about, as (kind, player, puzzle, shape) keys to match table items."""
    keys: set[tuple[TargetKind, int, str, int]] = set()
    if isinstance(action, TakePuzzle):
        keys.add((TargetKind.PUZZLE, player, action.puzzle, -1))
    elif isinstance(action, Place):
        keys.add((TargetKind.PUZZLE, player, action.puzzle, -1))
    elif isinstance(action, Master | Finish):
        keys |= {(TargetKind.PUZZLE, player, p.puzzle, -1) for p in action.placements}
    elif isinstance(action, TakePiece | ChooseReward):
        if action.piece is not None:
            keys.add((TargetKind.SUPPLY, player, "", deck_shape_index.get(action.piece, -1)))
        else:
            keys |= {(TargetKind.SUPPLY, player, "", i) for i in deck_shape_index.values()}
    elif isinstance(action, Upgrade):
        keys.add((TargetKind.SUPPLY, player, "", deck_shape_index.get(action.target, -1)))
    return keys


def _matches(target: Target, keys: set[tuple[TargetKind, int, str, int]]) -> bool:
    if target.kind is TargetKind.PUZZLE:
        return (target.kind, target.player, target.puzzle, -1) in keys
    if target.kind is TargetKind.SUPPLY:
        return (target.kind, target.player, "", target.shape) in keys
    return False


class ReviewWindow(QMainWindow):
    """A game to look back at, one action at a time."""

    continue_requested = Signal(object)
    """A :class:`SaveData` of the game cut at the shown position, to play on from there."""
    position_changed = Signal(int)
    """The shown position (0 = the deal, k = after the k-th action)."""
    analysis_ready = Signal(object)
    """A new :class:`GameAnalysis` of a game that has no file to keep it in (the game window
    keeps it with the game and saves it with it)."""
    analysis_finished = Signal()
    """An analysis ended (finished, cancelled or failed) or a stored one was shown."""

    def __init__(
        self,
        save: SaveData,
        title: str = "",
        parent: QWidget | None = None,
        *,
        play_delay_ms: int = 800,
        path: str | None = None,
        analysis: GameAnalysis | None = None,
        budget: Callable[[], float] | None = None,
    ) -> None:
        """Review ``save``. ``path`` is the file it was read from (a finished analysis is
        written into it); ``analysis`` (default: the one stored in the save) is shown at once if
        it is of this game;
        ``budget`` gives the budget of a new analysis (default: Preferences' "normal")."""
        super().__init__(parent)
        if parent is not None:
            self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("reviewWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        save = replayed_save(save)
        self.save = save
        self.steps = build_steps(save)
        self.states: tuple[GameState, ...] = save.states
        self._position = -1
        self._rows: list[int] = []  # log row of each position

        self._title = title or describe_players(save.record)
        self._name_window()

        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)  # no controller: the table only shows
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCentralWidget(self.view)

        self.log = QListWidget()
        self.log.setObjectName("reviewLog")
        self.log.setWordWrap(True)
        self.log.setSelectionMode(QListWidget.SelectionMode.SingleSelection)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setAccessibleName(self.tr("Actions of the game"))
        self.log.itemClicked.connect(self._on_log_clicked)
        dock = QDockWidget(self.tr("Actions"), self)
        dock.setObjectName("reviewLogDock")
        dock.setWidget(self.log)
        dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.resizeDocks([dock], [300], Qt.Orientation.Horizontal)
        self._fill_log()

        self.timer = QTimer(self)
        self.timer.setInterval(max(50, play_delay_ms))
        self.timer.timeout.connect(self._on_tick)

        # the analysis: a panel below the table, the better turn drawn on it
        self.path = path
        self._budget = budget or (lambda: analysis_run.depth_budget("normal"))
        self.analysis: GameAnalysis | None = None
        self.analysis_op = BackgroundOp(self)
        """Runs the analysis (a pool of worker processes; see the module's text)."""
        self._progress = (0, 0)  # the turns analysed, of all, as last reported
        self.progress_timer = QTimer(self)
        """While the analysis runs: the time left counts down between two turns."""
        self.progress_timer.setInterval(100)
        self.progress_timer.timeout.connect(self._show_progress)
        self.factory: RunnerFactory = start_runner  # what starts the runner (tests: their own)
        self.overlay = BetterTurnOverlay(self.scene)
        self.shown_turn: TurnVerdict | None = None
        self._plan: TurnPlan | None = None
        self.turn_info = {t.number: TurnInfo(t.round, t.player)
                          for t in split_turns(self.states)}
        self.panel = AnalysisPanel()
        self.panel.turn_selected.connect(self.show_turn)
        self.panel.cancel_requested.connect(self.cancel_analysis)
        self.panel.show_better_changed.connect(lambda _b: self._show_shown_turn())
        self.analysis_dock = QDockWidget(self.tr("Analysis"), self)
        self.analysis_dock.setObjectName("analysisDock")
        self.analysis_dock.setWidget(self.panel)
        self.panel.setMinimumHeight(260)  # the chart, the list and the summary keep their room
        self.analysis_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.analysis_dock)
        self.analysis_dock.hide()
        self._dock_sized = False
        app = QCoreApplication.instance()
        if app is not None:  # the program ends: its workers end with it, not after a turn
            app.aboutToQuit.connect(self.cancel_analysis)

        self._build_controls()
        self._build_menu()
        self.resize(1200, 760)
        self.set_position(len(self.steps))
        stored = analysis if analysis is not None else save.analysis
        if stored is not None and stored_matches(stored, save.record):
            self.show_analysis(stored)

    def _name_window(self) -> None:
        self.setWindowTitle(fill(self.tr("Review: %1 - Project L"), self._title))

    def retranslate(self) -> None:
        """After a language switch: the title, the log, the table and where the game is, and
        the analysis' words."""
        self._name_window()
        self.log.clear()
        self._fill_log()
        self.panel.retranslate()
        shown = self.shown_turn
        position = self._position
        self._position = -1
        self.set_position(position)
        if shown is not None:
            self.show_turn(shown.turn)

    # ------------------------------------------------------------------ building

    def _button(
        self, icon: QStyle.StandardPixmap, tip: str, slot: object, keys: Sequence[str], name: str
    ) -> QAction:
        # the icon is the face; the words (with the key) are the text, tooltip and status tip
        act = QAction(self.style().standardIcon(icon), tip, self)
        act.setObjectName(name)
        act.setToolTip(tip)
        act.setStatusTip(tip)
        act.setShortcuts([QKeySequence(k) for k in keys])
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.triggered.connect(slot)
        self.addAction(act)
        return act

    def _build_controls(self) -> None:
        sp = QStyle.StandardPixmap
        self.act_first = self._button(
            sp.SP_MediaSkipBackward, self.tr("To the deal (Home)"), self.first, ["Home"], "actFirst"
        )
        self.act_prev_turn = self._button(
            sp.SP_MediaSeekBackward,
            self.tr("Back one turn (Page Up)"),
            self.previous_turn,
            ["PgUp", "Ctrl+Left"],
            "actPrevTurn",
        )
        self.act_back = self._button(
            sp.SP_ArrowLeft, self.tr("Back one action (Left)"), self.back, ["Left"], "actBack"
        )
        self.act_play = self._button(
            sp.SP_MediaPlay,
            self.tr("Play the game from here (Space)"),
            self.toggle_play,
            ["Space"],
            "actPlay",
        )
        self.act_play.setCheckable(True)
        self.act_forward = self._button(
            sp.SP_ArrowRight,
            self.tr("Forward one action (Right)"),
            self.forward,
            ["Right"],
            "actForward",
        )
        self.act_next_turn = self._button(
            sp.SP_MediaSeekForward,
            self.tr("Forward one turn (Page Down)"),
            self.next_turn,
            ["PgDown", "Ctrl+Right"],
            "actNextTurn",
        )
        self.act_last = self._button(
            sp.SP_MediaSkipForward, self.tr("To the end (End)"), self.last, ["End"], "actLast"
        )
        self.act_continue = QAction(self.tr("&Continue playing from here"), self)
        self.act_continue.setObjectName("actContinue")
        self.act_continue.setToolTip(
            self.tr("Start a new game that goes on from the shown position")
        )
        self.act_continue.triggered.connect(self.continue_from_here)

        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("reviewSlider")
        self.slider.setRange(0, len(self.steps))
        self.slider.setPageStep(max(1, len(self.steps) // 10))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window's arrow keys step
        self.slider.setAccessibleName(self.tr("Position in the game"))
        self.slider.valueChanged.connect(self.set_position)
        self.slider.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.where = QLabel()
        self.where.setObjectName("reviewPosition")
        self.where.setMinimumWidth(220)

        bar = QToolBar(self.tr("Review"), self)
        bar.setObjectName("reviewToolBar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        for act in (
            self.act_first,
            self.act_prev_turn,
            self.act_back,
            self.act_forward,
            self.act_next_turn,
            self.act_last,
            None,
            self.act_play,
        ):
            if act is None:
                bar.addSeparator()
                continue
            bar.addAction(act)
            button = bar.widgetForAction(act)
            if button is not None:
                button.setAccessibleName(act.toolTip())
        bar.addWidget(self.slider)
        bar.addWidget(self.where)
        bar.addSeparator()
        bar.addAction(self.act_continue)
        self.act_analyse = QAction(self.tr("&Analyse the game"), self)
        self.act_analyse.setObjectName("actAnalyse")
        self.act_analyse.setShortcut(QKeySequence("A"))
        self.act_analyse.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_analyse.setToolTip(self.tr("The computer looks at every turn and marks the "
                                            "ones that lost points (A)"))
        self.act_analyse.setStatusTip(self.act_analyse.toolTip())
        self.act_analyse.triggered.connect(self.analyse)
        self.addAction(self.act_analyse)
        self.act_better = QAction(self.tr("Show the &better turn"), self)
        self.act_better.setObjectName("actShowBetter")
        self.act_better.setCheckable(True)
        self.act_better.setChecked(True)
        self.act_better.setShortcut(QKeySequence("B"))
        self.act_better.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_better.setToolTip(self.tr("On a marked turn: show the better turn (or the turn "
                                           "played) on the table (B)"))
        self.act_next_marked = QAction(self.tr("&Next marked turn"), self)
        self.act_next_marked.setObjectName("actNextMarked")
        self.act_next_marked.setShortcuts([QKeySequence("N"), QKeySequence("Ctrl+Down")])
        self.act_next_marked.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_next_marked.setToolTip(self.tr("Show the next turn the analysis marked (N)"))
        self.act_next_marked.setStatusTip(self.act_next_marked.toolTip())
        self.act_next_marked.triggered.connect(self.next_marked)
        self.addAction(self.act_next_marked)
        self.act_prev_marked = QAction(self.tr("P&revious marked turn"), self)
        self.act_prev_marked.setObjectName("actPrevMarked")
        self.act_prev_marked.setShortcuts([QKeySequence("Shift+N"), QKeySequence("Ctrl+Up")])
        self.act_prev_marked.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.act_prev_marked.setToolTip(
            self.tr("Show the previous turn the analysis marked (Shift+N)"))
        self.act_prev_marked.setStatusTip(self.act_prev_marked.toolTip())
        self.act_prev_marked.triggered.connect(self.previous_marked)
        self.addAction(self.act_prev_marked)
        self.act_better.toggled.connect(self.panel.set_show_better)
        self.panel.show_better_changed.connect(self._sync_better)
        self.addAction(self.act_better)
        bar.addSeparator()
        bar.addAction(self.act_analyse)
        button = bar.widgetForAction(self.act_analyse)
        if button is not None:
            button.setAccessibleName(self.act_analyse.toolTip())
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)

    def _build_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("A&nalysis"))
        menu.setObjectName("analysisMenu")
        menu.addAction(self.act_analyse)
        menu.addAction(self.act_better)
        menu.addSeparator()
        menu.addAction(self.act_next_marked)
        menu.addAction(self.act_prev_marked)
        # an action of its own: the dock's toggle action takes the dock's title as its text
        self.act_show_panel = QAction(self.tr("Show the analysis &panel"), self)
        self.act_show_panel.setObjectName("actShowAnalysis")
        self.act_show_panel.setCheckable(True)
        self.act_show_panel.toggled.connect(self.analysis_dock.setVisible)
        self.analysis_dock.visibilityChanged.connect(
            lambda _v: self.act_show_panel.setChecked(not self.analysis_dock.isHidden()))
        menu.addSeparator()
        menu.addAction(self.act_show_panel)

    def _sync_better(self, better: bool) -> None:
        if self.act_better.isChecked() != better:
            self.act_better.setChecked(better)

    def _fill_log(self) -> None:
        log = self.log
        bold = QFont(log.font())
        bold.setBold(True)

        def header(text: str) -> None:
            if text:
                item = QListWidgetItem(text)
                item.setFont(bold)
                item.setForeground(QColor("#7a4d00"))
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                log.addItem(item)

        start = QListWidgetItem(self.tr("The deal (before the first action)"))
        start.setData(POSITION_ROLE, 0)
        log.addItem(start)
        self._rows = [0]
        first = self.states[0]
        header(turn_header(first))
        for k, step in enumerate(self.steps, start=1):
            after = self.states[k]
            lines = describe_step(step, after) or [self.tr("(an action)")]
            item = QListWidgetItem(fill(self.tr("%1. %2"), k, "\n".join(lines)))
            item.setData(POSITION_ROLE, k)
            log.addItem(item)
            self._rows.append(log.count() - 1)
            b = step.before
            if after.phase is not Phase.FINISHED and (
                after.current != b.current or after.round != b.round or after.phase is not b.phase
            ):
                header(turn_header(after))

    # ------------------------------------------------------------------ position

    @property
    def position(self) -> int:
        """The shown position: 0 = the deal, k = after the k-th action."""
        return self._position

    @property
    def length(self) -> int:
        """The number of actions in the game."""
        return len(self.steps)

    def state(self) -> GameState:
        """The state shown now."""
        return self.states[self._position]

    def set_position(self, position: int) -> None:
        """Show the game at ``position`` (clamped to the game)."""
        position = max(0, min(len(self.steps), int(position)))
        if position == self._position:
            return
        self._position = position
        state = self.states[position]
        ui = TableUi()
        self.scene.show_state(state, self.save.seats, ui)
        if position > 0:
            step = self.steps[position - 1]
            keys = touched_targets(step.action, step.player, state.deck.shape_index)
            ui.calls = {
                item.target
                for item in self.scene.items()
                if isinstance(item, TableItem)
                and item.target is not None
                and _matches(item.target, keys)
            }
            self.scene.apply_ui(ui)
        if self.slider.value() != position:
            self.slider.blockSignals(True)
            self.slider.setValue(position)
            self.slider.blockSignals(False)
        row = self._rows[position]
        self.log.setCurrentRow(row)
        self.log.scrollToItem(self.log.item(row))
        self.where.setText(self._where_text(state))
        self._follow_shown_turn()
        self._update_actions()
        self.position_changed.emit(position)

    def _where_text(self, state: GameState) -> str:
        p = self._position
        head = (
            plural(lambda k: self.tr("The deal, %n action(s) in all", "", k), len(self.steps))
            if p == 0
            else fill(self.tr("Action %1 of %2"), p, len(self.steps))
        )
        if state.phase is Phase.FINISHED:
            return fill(self.tr("%1 - game over"), head)
        return fill(self.tr("%1 - round %2, %3 to act"), head, state.round, state.player.name)

    def _update_actions(self) -> None:
        p, n = self._position, len(self.steps)
        for act in (self.act_first, self.act_back, self.act_prev_turn):
            act.setEnabled(p > 0)
        for act in (self.act_forward, self.act_last, self.act_next_turn):
            act.setEnabled(p < n)
        self.act_play.setEnabled(p < n or self.timer.isActive())
        self.act_continue.setEnabled(self.states[p].phase is not Phase.FINISHED)
        self.act_next_marked.setEnabled(self._marked_after() is not None)
        self.act_prev_marked.setEnabled(self._marked_before() is not None)

    def forward(self) -> None:
        """One action forwards."""
        self.set_position(self._position + 1)

    def back(self) -> None:
        """One action back."""
        self.stop()
        self.set_position(self._position - 1)

    def first(self) -> None:
        """To the deal."""
        self.stop()
        self.set_position(0)

    def last(self) -> None:
        """To the end."""
        self.stop()
        self.set_position(len(self.steps))

    def _turn_starts(self) -> list[int]:
        starts = [0]
        for k in range(1, len(self.states)):
            a, b = self.states[k - 1], self.states[k]
            if (a.current, a.round, a.phase) != (b.current, b.round, b.phase):
                starts.append(k)
        return starts

    def previous_turn(self) -> None:
        """To the start of this turn, or of the previous one when already there."""
        self.stop()
        earlier = [k for k in self._turn_starts() if k < self._position]
        self.set_position(earlier[-1] if earlier else 0)

    def next_turn(self) -> None:
        """To the start of the next turn (or the end)."""
        self.stop()
        later = [k for k in self._turn_starts() if k > self._position]
        self.set_position(later[0] if later else len(self.steps))

    def _marked(self) -> list[TurnVerdict]:
        analysis = self.analysis
        return [v for v in analysis.turns if v.mark is not None] if analysis is not None else []

    def _marked_after(self) -> TurnVerdict | None:
        """The first marked turn after the shown one (or starting at or after the shown
        position)."""
        shown = getattr(self, "shown_turn", None)
        for v in self._marked():
            if (v.turn > shown.turn) if shown is not None else (v.first >= self._position):
                return v
        return None

    def _marked_before(self) -> TurnVerdict | None:
        """The last marked turn before the shown one (or starting before the shown position)."""
        shown = getattr(self, "shown_turn", None)
        for v in reversed(self._marked()):
            if (v.turn < shown.turn) if shown is not None else (v.first < self._position):
                return v
        return None

    def next_marked(self) -> None:
        """Analysis > Next marked turn: show it (its better turn on the table)."""
        found = self._marked_after()
        if found is not None:
            self._show_dock()
            self.show_turn(found.turn)

    def previous_marked(self) -> None:
        """Analysis > Previous marked turn: show it."""
        found = self._marked_before()
        if found is not None:
            self._show_dock()
            self.show_turn(found.turn)

    # ------------------------------------------------------------------ playing

    def toggle_play(self) -> None:
        """Play the game on its own from the shown position, or pause it."""
        if self.timer.isActive():
            self.stop()
            return
        if self._position >= len(self.steps):
            return
        self.timer.start()
        self._show_playing(True)

    def stop(self) -> None:
        """Stop playing."""
        if self.timer.isActive():
            self.timer.stop()
        self._show_playing(False)

    def _show_playing(self, playing: bool) -> None:
        """The play button as a pause button while the game plays, and back."""
        sp = QStyle.StandardPixmap
        self.act_play.setChecked(playing)
        self.act_play.setIcon(self.style().standardIcon(
            sp.SP_MediaPause if playing else sp.SP_MediaPlay))
        self.act_play.setText(
            self.tr("Pause (Space)") if playing else self.tr("Play the game from here (Space)"))
        self.act_play.setToolTip(self.act_play.text())
        self._update_actions()

    def _on_tick(self) -> None:
        self.forward()
        if self._position >= len(self.steps):
            self.stop()

    def _on_log_clicked(self, item: QListWidgetItem) -> None:
        value = item.data(POSITION_ROLE)
        if isinstance(value, int):
            self.stop()
            self.set_position(value)
        else:  # a turn header: show the start of that turn
            row = self.log.row(item)
            later = [k for k, r in enumerate(self._rows) if r > row]
            self.set_position(later[0] - 1 if later else len(self.steps))

    # ------------------------------------------------------------------ branching

    def branch(self) -> SaveData:
        """The game cut at the shown position, as a new unsaved game."""
        return self.save.truncated(self._position)

    def continue_from_here(self) -> None:
        """Ask for a new game that goes on from the shown position."""
        if self.states[self._position].phase is Phase.FINISHED:
            return
        self.stop()
        self.continue_requested.emit(self.branch())

    # ------------------------------------------------------------------ analysis

    def _show_dock(self) -> None:
        """Show the analysis panel; the first time, about a third of the window high (the
        chart, the list and the summary need the room more than the table needs it all)."""
        self.analysis_dock.show()
        if not self._dock_sized:
            self._dock_sized = True
            self.resizeDocks([self.analysis_dock], [max(300, self.height() * 36 // 100)],
                             Qt.Orientation.Vertical)

    def analyse(self) -> None:
        """Analysis > Analyse the game: show the stored analysis if it was made with this
        budget, or start a new one in the background."""
        self._show_dock()
        if self.analysing:
            return
        budget = self._budget()
        players = analysed_players(self.save)
        known = self.analysis
        if (known is not None and stored_matches(known, self.save.record, players)
                and known.budget == float(budget) and known.seed == ANALYSIS_SEED):
            self.show_analysis(known)  # made with this budget already: nothing to do
            return
        record, factory = self.save.record, self.factory
        pool = in_pool(lambda: factory(record, players, budget, ANALYSIS_SEED, 2),
                       lambda runner: cast(Runner, runner).analysis())

        def work(cancelled: Cancelled, progress: Progress) -> object:
            try:
                return without_partials(pool)(cancelled, progress)
            except ValueError as exc:  # the runner refuses the game (raised as it starts)
                return _Refused(str(exc))

        self.analysis_op.start(work, self._on_analysed, self._on_failed,
                               self._on_progress)
        self._on_progress(0, 0)
        self.progress_timer.start()
        self.act_analyse.setEnabled(False)

    def _on_progress(self, done: int, total: int) -> None:
        self._progress = (done, total)
        self._show_progress()

    def _show_progress(self) -> None:
        if self.analysing:
            self.panel.show_progress(*self._progress)
        else:
            self.progress_timer.stop()

    @property
    def analysing(self) -> bool:
        """Whether an analysis runs."""
        return self.analysis_op.running

    def cancel_analysis(self) -> None:
        """Stop the analysis under way (its op's thread ends the workers at once)."""
        if not self.analysing:
            return
        self.analysis_op.cancel()
        self.progress_timer.stop()
        self.act_analyse.setEnabled(True)
        self.panel.show_note(self.tr("The analysis was cancelled."))
        if self.analysis is not None:
            self.show_analysis(self.analysis)  # the one shown before is still good
        else:
            self.analysis_finished.emit()

    def _on_analysed(self, answer: object) -> None:
        self.progress_timer.stop()
        self.act_analyse.setEnabled(True)
        if isinstance(answer, _Refused):
            self.panel.show_note(fill(self.tr("The game cannot be analysed: %1"), answer.why))
        elif isinstance(answer, GameAnalysis):
            self._display(answer)
            marked = sum(1 for v in answer.turns if v.mark is not None)
            announce(self.panel, plural(
                lambda n: self.tr("The analysis is done: %n marked turn(s)", "", n), marked))
            self._keep(answer)
        self.analysis_finished.emit()

    def _on_failed(self, message: str) -> None:
        self.progress_timer.stop()
        self.act_analyse.setEnabled(True)
        self.panel.show_note(fill(self.tr("The analysis failed: %1"), message))
        self.analysis_finished.emit()

    def show_analysis(self, analysis: GameAnalysis) -> None:
        """Show ``analysis`` (of this game) in the panel."""
        self._display(analysis)
        self.analysis_finished.emit()

    def _display(self, analysis: GameAnalysis) -> None:
        self.analysis = analysis
        names = [seat.name for seat in self.save.seats]
        self.panel.show_analysis(analysis, names, self.turn_info,
                                 automaton=self.save.record.is_solo)
        self._show_dock()
        self._update_actions()

    def _keep(self, analysis: GameAnalysis) -> None:
        """Write a new analysis into the game's file, or hand it to the game window."""
        if self.path is None:
            self.analysis_ready.emit(analysis)
            return
        try:
            save_with_analysis(self.path, analysis)
        except (OSError, InvalidSave, ValueError) as exc:
            QMessageBox.warning(
                self,
                self.tr("Analysis not saved"),
                fill(self.tr("The analysis could not be written into %1:\n%2\n\nIt is "
                             "shown here; analysing again will redo it."),
                     os.path.basename(self.path), problem_text(exc)),
            )

    # ------------------------------------------------------------------ the turn on the table

    def show_turn(self, turn: int) -> None:
        """Show analysed turn ``turn``: the table at its start with the better turn drawn on
        it (or, with *Show played*, after the turn played), and both turns in words."""
        analysis = self.analysis
        verdict = analysis.verdict(turn) if analysis is not None else None
        if verdict is None:
            return
        self.stop()
        self.shown_turn = verdict
        start = self.states[verdict.first]
        self._plan = plan_turn(start, verdict.best)
        played = plan_turn(start, verdict.played)
        self.panel.select_turn(turn)
        self.panel.show_caption(
            "; ".join(played.lines) or self.tr("(nothing)"),
            "; ".join(self._plan.lines) or self.tr("(nothing)"),
            reason_words(verdict.reason),
        )
        self._show_shown_turn()
        self._update_actions()

    def _show_shown_turn(self) -> None:
        verdict = self.shown_turn
        if verdict is None:
            return
        target = verdict.first if self.panel.show_better else verdict.end
        if target != self._position:
            self.set_position(target)  # follows with _follow_shown_turn
        else:
            self._follow_shown_turn()

    def _follow_shown_turn(self) -> None:
        """After the position changed: draw the shown turn, or let it go when the position is
        not the shown turn's any more."""
        verdict = getattr(self, "shown_turn", None)
        if verdict is None:
            return
        better = self.panel.show_better
        if self._position != (verdict.first if better else verdict.end):
            self.shown_turn = None
            self._plan = None
            self.overlay.clear()
            self.panel.select_turn(None)
            self.panel.hide_caption()
            return
        self.overlay.show(self._plan if better else None)
        # what was played: the step marks on everything the played turn touched
        state = self.states[self._position]
        keys: set[tuple[TargetKind, int, str, int]] = set()
        for action in verdict.played:
            keys |= touched_targets(action, verdict.player, state.deck.shape_index)
        ui = TableUi()
        ui.calls = {
            item.target
            for item in self.scene.items()
            if isinstance(item, TableItem) and item.target is not None
            and _matches(item.target, keys)
        }
        self.scene.apply_ui(ui)

    def better_ghosts(self) -> list[tuple[str, tuple[tuple[int, int], ...]]]:
        """(card, cells) of every ghost piece drawn on the table now (tests, accessibility)."""
        out: list[tuple[str, tuple[tuple[int, int], ...]]] = []
        if self._plan is not None and self.overlay.items:
            out = [(g.puzzle, g.cells) for g in self._plan.ghosts]
        return out

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        self.analysis_op.cancel()  # its thread ends the workers
        self.progress_timer.stop()
        self.act_analyse.setEnabled(True)
        super().closeEvent(event)


@dataclass(frozen=True, slots=True)
class _Refused:
    """The analysis's answer when its runner refused the game (``why``: its message)."""

    why: str
