"""The game window's own commands: its menus, the turn bar and the actions in them.

:class:`WindowMenus` makes the Game, Edit, Turn, View and Help menus and the turn bar at the
bottom, registers every action by id in the window's :class:`~app.table.actions.ActionRegistry`
("actSaveAs" is "save_as"; features place theirs relative to these), and keeps them enabled
as the table's controller says (:meth:`WindowMenus.update`). The table's commands (undo,
master action, confirm, end turn, zoom) go to the controller and the view (End turn asks
first when actions are left, unless the player said not to); the window's own (new, open,
save, the dialogs) come in as ``commands``, by action id.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QToolBar,
    QWidget,
)

from app.i18n import add_language_menu
from app.model.settings import ANIMATION_SPEEDS, Settings
from app.table.actions import ActionRegistry
from app.table.controller import TableController
from app.table.palette_action import PaletteAction
from app.table.scene import PlanKind
from app.table.view import TableView

Shortcut = QKeySequence | QKeySequence.StandardKey | str | None


def _action_id(object_name: str) -> str:
    """The registry id of a window action from its object name: "actSaveAs" -> "save_as"."""
    name = object_name.removeprefix("act")
    return "".join("_" + ch.lower() if ch.isupper() else ch for ch in name).lstrip("_")


class WindowMenus(QObject):
    """The menus, turn bar and actions of one game window."""

    def __init__(self, window: QMainWindow, registry: ActionRegistry, controller: TableController,
                 view: TableView, log_dock: QDockWidget, settings: Settings,
                 recent_menu: QMenu, commands: Mapping[str, Callable[[], object]]) -> None:
        super().__init__(window)
        self.window = window
        self.registry = registry
        self.controller = controller
        self.settings = settings
        self._build_actions(controller, view, log_dock, commands)
        self._build_menus(recent_menu)
        self._build_turn_bar()
        self.settings.changed.connect(self._on_setting_changed)

    def _action(self, text: str, slot: Callable[[], object], shortcut: Shortcut = None,
                name: str = "") -> QAction:
        act = QAction(text, self.window)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.setObjectName(name)
        act.triggered.connect(slot)
        self.registry.register(_action_id(name), act)
        return act

    def _build_actions(self, c: TableController, view: TableView, log_dock: QDockWidget,
                       commands: Mapping[str, Callable[[], object]]) -> None:
        sk = QKeySequence.StandardKey
        do = commands
        self.act_new = self._action(self.tr("&New game…"), do["new"], sk.New, "actNew")
        self.act_open = self._action(self.tr("&Open…"), do["open"], sk.Open, "actOpen")
        self.act_save = self._action(self.tr("&Save"), do["save"], sk.Save, "actSave")
        self.act_save_as = self._action(self.tr("Save &as…"), do["save_as"], sk.SaveAs,
                                        "actSaveAs")
        self.act_deck_editor = self._action(self.tr("Deck &editor…"), do["deck_editor"], None,
                                            "actDeckEditor")
        self.act_deck_editor.setToolTip(self.tr("Design puzzles, pieces and whole decks (the "
                                                "deck editor opens in a window of its own)"))
        self.act_quit = self._action(self.tr("&Quit"), do["quit"], sk.Quit, "actQuit")
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_undo = self._action(self.tr("&Undo"), c.undo, sk.Undo, "actUndo")
        self.act_master = self._action(self.tr("&Master action"), c.toggle_master, "M",
                                       "actMaster")
        self.act_master.setCheckable(True)
        self.act_master.setToolTip(self.tr("Place up to one piece on each of your puzzles as one "
                                           "action (M)"))
        self.act_confirm = self._action(self.tr("&Confirm"), c.confirm, "Ctrl+Return",
                                        "actConfirm")
        self.act_cancel = self._action(self.tr("C&ancel"), c.cancel, "Esc", "actCancel")
        self.act_end_turn = self._action(self.tr("&End turn"), self.end_turn, "E",
                                         "actEndTurn")
        self.act_end_turn.setToolTip(self.tr("End the turn now, with actions left (E)"))
        self.act_zoom_in = self._action(self.tr("Zoom &in"), view.zoom_in, sk.ZoomIn,
                                        "actZoomIn")
        self.act_zoom_out = self._action(self.tr("Zoom &out"), view.zoom_out, sk.ZoomOut,
                                         "actZoomOut")
        self.act_zoom_fit = self._action(self.tr("&Whole table"), view.zoom_fit, "Ctrl+0",
                                         "actZoomFit")
        self.act_log = log_dock.toggleViewAction()
        self.name_log_action()
        self.act_log.setShortcut(QKeySequence("Ctrl+L"))
        self.registry.register("log", self.act_log)
        self.act_rules = self._action(self.tr("&Rules reference"), do["rules"], None, "actRules")
        self.act_about = self._action(self.tr("&About Project L"), do["about"], None, "actAbout")
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_preferences = self._action(self.tr("&Preferences…"), do["preferences"],
                                            sk.Preferences, "actPreferences")
        # macOS puts it in the application menu
        self.act_preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
        # pieces in a palette for colour blindness (a preference; the table repaints live)
        self.palette_action = PaletteAction(self.settings, c.scene, self.window)
        self.registry.register("colour_blind", self.palette_action.action)

    def name_log_action(self) -> None:
        """Name the log dock's action (the dock names it after its title whenever the title
        changes: after a language switch too)."""
        self.act_log.setText(self.tr("Game &log"))

    def _build_menus(self, recent_menu: QMenu) -> None:
        bar = self.window.menuBar()
        game = self.registry.add_menu("game", bar.addMenu(self.tr("&Game")))
        game.addAction(self.act_new)
        game.addAction(self.act_open)
        game.addMenu(recent_menu)
        game.addSeparator()
        game.addAction(self.act_save)
        game.addAction(self.act_save_as)
        game.addSeparator()
        game.addAction(self.act_deck_editor)
        game.addSeparator()
        game.addAction(self.act_quit)
        edit = self.registry.add_menu("edit", bar.addMenu(self.tr("&Edit")))
        edit.addAction(self.act_undo)
        edit.addSeparator()
        edit.addAction(self.act_preferences)
        turn = self.registry.add_menu("turn", bar.addMenu(self.tr("&Turn")))
        for act in (self.act_master, self.act_confirm, self.act_cancel, self.act_end_turn):
            turn.addAction(act)
        view = self.registry.add_menu("view", bar.addMenu(self.tr("&View")))
        for act in (self.act_zoom_in, self.act_zoom_out, self.act_zoom_fit):
            view.addAction(act)
        view.addSeparator()
        view.addAction(self.act_log)
        view.addAction(self.palette_action.action)
        speed = view.addMenu(self.tr("&Animation speed"))
        group = QActionGroup(self)
        names = {0.0: self.tr("&Off (instant)"), 0.5: self.tr("&Slow"), 1.0: self.tr("&Normal"),
                 2.0: self.tr("&Fast"), 4.0: self.tr("&Very fast")}
        current = self.settings.animation_speed()
        self.speed_actions: dict[float, QAction] = {}
        for value in ANIMATION_SPEEDS:
            act = QAction(names.get(value, str(value)), self.window)
            act.setCheckable(True)
            act.setChecked(abs(value - current) < 1e-9)
            act.triggered.connect(lambda _c=False, v=value: self.settings.set_animation_speed(v))
            group.addAction(act)
            speed.addAction(act)
            self.speed_actions[value] = act
        self.language_menu = add_language_menu(view, lambda: self.settings, self.window)
        helpm = self.registry.add_menu("help", bar.addMenu(self.tr("&Help")))
        helpm.addAction(self.act_rules)
        helpm.addAction(self.act_about)

    def _build_turn_bar(self) -> None:
        bar = QToolBar(self.tr("Turn"), self.window)
        bar.setObjectName("turnToolBar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for act in (self.act_undo, self.act_master, self.act_confirm, self.act_cancel):
            bar.addAction(act)
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        bar.addWidget(spacer)
        bar.addAction(self.act_end_turn)
        self.window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)
        self.turn_bar = self.registry.add_tool_bar("turn_bar", bar)

    def update(self, has_game: bool) -> None:
        """Enable what the game on the table allows (``has_game`` False: no game is open)."""
        c = self.controller
        self.act_save.setEnabled(has_game)
        self.act_save_as.setEnabled(has_game)
        if not has_game:
            for act in (self.act_undo, self.act_master, self.act_confirm, self.act_cancel,
                        self.act_end_turn):
                act.setEnabled(False)
            return
        self.act_undo.setEnabled(c.can_undo())
        in_master = c.ui.plan_kind is PlanKind.MASTER
        self.act_master.setEnabled(c.can_master() or in_master)
        self.act_master.setChecked(in_master)
        finishing = c.ui.plan_kind is PlanKind.FINISH
        self.act_confirm.setText(self.tr("&Done (Finishing Touches)") if finishing else
                                 self.tr("&Confirm master action"))
        self.act_confirm.setEnabled(c.can_confirm())
        self.act_cancel.setEnabled(c.can_cancel())
        self.act_end_turn.setEnabled(c.can_end_turn())

    def end_turn(self) -> None:
        """Turn > End turn: with actions left, asks first (unless the player said not to)."""
        c = self.controller
        session = c.document.session
        if session is None or not c.can_end_turn():
            return
        left = session.state.actions_left
        if left > 0 and self.settings.confirm_end_turn():
            if not self.confirm_end_turn(left) or not c.can_end_turn():
                return
        c.end_turn()

    def confirm_end_turn(self, left: int) -> bool:
        """Ask whether to end the turn with ``left`` actions left; "Don't ask again" turns the
        question off (when the turn is ended)."""
        box = QMessageBox(self.window)
        box.setObjectName("confirmEndTurn")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("End the turn?"))
        box.setText(self.tr("You have %n action(s) left. End your turn anyway?", "", left))
        end = box.addButton(self.tr("&End turn"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(end)
        again = QCheckBox(self.tr("&Don't ask again"))
        again.setObjectName("dontAskAgain")
        again.setToolTip(self.tr("You can turn the question on again in Edit > Preferences"))
        box.setCheckBox(again)
        box.exec()
        if box.clickedButton() is not end:
            return False
        if again.isChecked():
            self.settings.set_confirm_end_turn(False)
        return True

    def _on_setting_changed(self, _key: str) -> None:
        """A setting changed (Preferences, the View menu): the menus follow it at once."""
        act = self.speed_actions.get(self.settings.animation_speed())
        if act is not None and not act.isChecked():
            act.setChecked(True)
        language = self.settings.language()
        for choice in self.language_menu.actions():
            if choice.data() == language and not choice.isChecked():
                choice.setChecked(True)
