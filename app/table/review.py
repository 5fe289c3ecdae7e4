"""Replay review: step through a saved or finished game, forwards and back, on the real table.

The window shows the table (the game's own :class:`TableScene`, read-only: no controller, no
tools) at one *position* of the game: position 0 is the deal, position k the state after the
k-th action. Buttons, the arrow keys, the slider and a click in the log all move the position;
the log highlights the action that led to it and the table marks what that action touched.
"Continue playing from here" hands a copy of the game cut at the position to whoever listens
(:attr:`ReviewWindow.continue_requested`): the game window starts it as a new branch.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QSizePolicy,
    QSlider,
    QStyle,
    QToolBar,
    QWidget,
)

from app.model.saves import SaveData, describe_players
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
from app.table.counts import plural
from app.table.gamelog import describe_step, turn_header
from app.table.items import TableItem, Target, TargetKind
from app.table.scene import TableScene, TableUi
from app.table.strings import fill
from app.table.view import TableView

POSITION_ROLE = Qt.ItemDataRole.UserRole + 1


# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


def replayed_save(save: SaveData) -> SaveData:
    """``save`` with its record replayed (once) if it was built without its steps."""
    if save.steps or not save.record.actions:
        return save if save.states else replace(save, states=(save.record.initial_state(),))
    from app.model.saves import replayed

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

    def __init__(
        self,
        save: SaveData,
        title: str = "",
        parent: QWidget | None = None,
        *,
        play_delay_ms: int = 800,
    ) -> None:
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
        self._build_controls()
        self.resize(1200, 760)
        self.set_position(len(self.steps))

    def _name_window(self) -> None:
        self.setWindowTitle(fill(self.tr("Review: %1 - Project L"), self._title))

    def retranslate(self) -> None:
        """After a language switch: the title, the log, the table and where the game is."""
        self._name_window()
        self.log.clear()
        self._fill_log()
        position = self._position
        self._position = -1
        self.set_position(position)

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
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)

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

    # ------------------------------------------------------------------ playing

    def toggle_play(self) -> None:
        """Play the game on its own from the shown position, or pause it."""
        if self.timer.isActive():
            self.stop()
            return
        if self._position >= len(self.steps):
            return
        self.timer.start()
        self.act_play.setChecked(True)
        self.act_play.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))
        self.act_play.setText(self.tr("Pause (Space)"))
        self.act_play.setToolTip(self.act_play.text())
        self._update_actions()

    def stop(self) -> None:
        """Stop playing."""
        if self.timer.isActive():
            self.timer.stop()
        self.act_play.setChecked(False)
        self.act_play.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))
        self.act_play.setText(self.tr("Play the game from here (Space)"))
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

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        super().closeEvent(event)
