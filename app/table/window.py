"""The game window: wires menus, the tool bar and the log to the session and the controller."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRect, QSize, Qt, QUrl
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QToolBar,
    QWidget,
)

from app import __version__
from app.ai.analysis import GameAnalysis
from app.i18n import add_language_menu, problem_text
from app.launch import launch
from app.model.analyses import save_with_analysis
from app.model.autosave import Autosaver, AutosaveSlot, CloseReason
from app.model.deck_library import DeckEntry, list_decks
from app.model.game_document import GameDocument
from app.model.paths import data_folder_problem, dialog_folder
from app.model.saves import (
    SAVE_SUFFIX,
    InvalidSave,
    SaveData,
    load_save,
    suggested_file_name,
    with_suffix,
)
from app.model.session import AIFactory, GameSession
from app.model.settings import ANIMATION_SPEEDS, Settings
from app.model.setup import GameSetup, SeatConfig
from app.model.sound import Cue, NullSink, SoundSink
from app.model.window_geometry import WindowPlace, open_window, place_of
from app.rules import InvalidRecord, Phase, ProjectLError, Reason, Shape
from app.table.actions import ActionRegistry
from app.table.controller import TableController
from app.table.gamelog import GameLog
from app.table.hint_controller import HintActions
from app.table.hosting import install_hosting
from app.table.howto import HowTo, welcome_icon
from app.table.keyboard_help import KeyboardHelp
from app.table.lesson import install_lessons
from app.table.log_strip import LogFolding
from app.table.net_play import install_net_play
from app.table.pages import PageStack
from app.table.palette_action import PaletteAction
from app.table.pause import ContinueAction
from app.table.piece_words import PictureLabelText, has_pieces, plain
from app.table.save_features import install_save_features
from app.table.scene import PlanKind, TableScene
from app.table.sounds import TableSounds
from app.table.tips import TipsController
from app.table.tools import describe_target
from app.table.view import TableView
from app.table.welcome import WelcomePage
from app.templates import fill

if TYPE_CHECKING:
    from app.table.newgame import NewGameDialog
    from app.table.preferences import PreferencesDialog
    from app.table.results import ResultsDialog
    from app.table.rulesdoc import RulesDialog

WINDOW_KEY = "table"


def _action_id(object_name: str) -> str:
    """The registry id of a window action from its object name: "actSaveAs" -> "save_as"."""
    name = object_name.removeprefix("act")
    return "".join("_" + ch.lower() if ch.isupper() else ch for ch in name).lstrip("_")


def _same_file(entry: DeckEntry, other: DeckEntry) -> bool:
    """Whether two deck entries are the same file of the library."""
    if entry.path is None or other.path is None:
        return False
    try:
        return entry.path.resolve() == other.path.resolve()
    except OSError:
        return entry.path == other.path


class GameWindow(QMainWindow):
    """The table, its log and its menus."""

    def __init__(self, settings: Settings | None = None, *, ai_factory: AIFactory | None = None,
                 autosave: bool = True, sound: SoundSink | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameWindow")
        self.settings = settings if settings is not None else Settings(parent=self)
        self.settings.write_failed.connect(self._on_settings_failed)
        self.ai_factory = ai_factory
        self.autosave_enabled = autosave
        # a data folder that cannot take the autosave (read-only, full, a file...): the game is
        # played without autosave, and the start-up says so once (app.table.main)
        problem = data_folder_problem() if autosave else None
        if problem is not None:
            self.autosave_enabled = False
        # the open game: session, file, modified flag, autosave, history hand-over
        self.document = GameDocument(autosave=autosave, autosave_problem=problem,
                                     view=self._view_settings, parent=self)
        self.results: ResultsDialog | None = None
        self.rules: RulesDialog | None = None
        self.preferences: PreferencesDialog | None = None

        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.controller = TableController(self.view, self.scene, self.document, self,
                                          settings=self.settings)
        self.view.controller = self.controller
        # the welcome page while no game is open, the table once one is (welcome.py)
        self.welcome = WelcomePage(self)
        self.pages = PageStack(self)  # (only the page shown asks for room)
        self.pages.setObjectName("pages")
        self.pages.addWidget(self.welcome)
        self.pages.addWidget(self.view)
        self.setCentralWidget(self.pages)
        self.view.focus_words = self._focus_words

        self.log = GameLog()
        self.log.set_document(self.document)
        self.log_dock = QDockWidget(self.tr("Game log"), self)
        self.log_dock.setObjectName("logDock")
        self.log_dock.setWidget(self.log)
        self.log_dock.setMinimumWidth(200)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.resizeDocks([self.log_dock], [250], Qt.Orientation.Horizontal)
        # on a narrow window the log folds into a strip at the side (app/table/log_strip.py)
        self.log_folding = LogFolding(self, self.log_dock, self.log)

        self.status_label = QLabel()
        self.status_label.setObjectName("statusLine")
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setAccessibleName(self.tr("Status"))
        self._status_plain = ""
        self._status_pictures = PictureLabelText(self._shape_lookup)
        self.statusBar().addWidget(self.status_label, 1)
        self.controller.status.connect(self._on_status)
        self.controller.commands_changed.connect(self._update_actions)
        self.controller.game_over.connect(self.show_results)
        doc = self.document
        doc.session_changed.connect(self._on_session_changed)
        doc.path_changed.connect(lambda _p: self._update_title())
        doc.modified_changed.connect(lambda _m: self._update_title())
        doc.autosave_failed.connect(lambda why: self._on_status(
            fill(self.tr("Autosave failed: %1"), problem_text(why)), True))
        doc.autosave_off.connect(lambda why: self._on_status(
            fill(self.tr("Autosave is off: %1"), problem_text(why)), True))
        doc.archive_failed.connect(self._on_archive_failed)
        doc.file_finished.connect(self._on_file_finished)
        doc.file_left.connect(self._on_file_left)

        # every command by id; features place theirs relative to the window's (actions.py)
        self.registry = ActionRegistry(self)
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        # review, history: Game menu entries, kept in self.save_features
        self.save_features = install_save_features(self, self)
        # hosting a game with remote seats: the lobby page, the server (hosting.py)
        self.hosting = install_hosting(self, self)
        # Game > Join…, the lobby, chat and the connection's banner (net_play.py)
        self.net_play = install_net_play(self, self)
        # Help > Hint and How to finish (H, Shift+H), kept in self.hint_actions
        self.hint_actions = HintActions(self.controller.hints, self.registry,
                                        lambda: self.session, self.controller.commands_changed)
        # Turn > Continue, after an AI turn when the settings ask for a pause
        self.continue_action = ContinueAction(self.registry, self.controller)
        # sound effects at the moments that matter (sounds.py; none without a sink: tests)
        self.sounds = TableSounds(self.controller, self.settings,
                                  sound if sound is not None else NullSink(), self)
        # first-time tips beside the table's things (tips.py); a lesson sets .suppressed
        self.tips = TipsController(self.controller, self.settings, self)
        # Help > Keyboard: every key, from the registered actions and the table's own
        self.keyboard_help = KeyboardHelp(self.registry, self)
        # Help > How to play (F1), first in the Help menu and last on the welcome page
        self.how_to = HowTo(self.registry, self)
        self.welcome.add_entry("how_to_play", self.tr("How to &play"),
                               self.tr("The rules explained, with pictures"), self.how_to.show,
                               icon=welcome_icon())
        # the history and your statistics, under the welcome page's recent games
        self.welcome.add_link("history", self.tr("Game histor&y…"),
                              self.save_features.show_history)
        self.welcome.add_link("statistics", self.tr("Your stat&istics…"),
                              self.save_features.show_statistics)
        # Help > Learn to play, Solo lesson, Leave lesson and the welcome entry (lesson.py)
        self.lessons = install_lessons(self)
        # no first-time tips while a lesson speaks: its callouts say what to do
        self.lessons.runner.step_changed.connect(self._on_lesson_step)
        self.lessons.runner.ended.connect(self._on_lesson_ended)
        self.controller.set_animation_speed(self.settings.animation_speed())
        # the Preferences dialog and the View menu both write the settings; each follows them
        self.settings.changed.connect(self._on_setting_changed)
        self.place_on_screen()
        state = self.settings.window_state(WINDOW_KEY)
        if state is not None:
            self.restoreState(state)
            self.net_play.follow_session()  # the network docks follow the game, not the layout
        self.log_folding.sync()
        self.view.follow_settings(self.settings)
        self._show_table(self.session is not None, force=True)
        self._update_title()

    # ------------------------------------------------------------------ actions and menus

    def _action(self, text: str, slot: object, shortcut: QKeySequence | QKeySequence.StandardKey
                | str | None = None, name: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if name:
            act.setObjectName(name)
        act.triggered.connect(slot)
        # "actSaveAs" is registered as "save_as"
        self.registry.register(_action_id(name), act)
        return act

    def _build_actions(self) -> None:
        sk = QKeySequence.StandardKey
        self.act_new = self._action(self.tr("&New game…"), self.new_game, sk.New, "actNew")
        self.act_open = self._action(self.tr("&Open…"), self.open_dialog, sk.Open, "actOpen")
        self.act_save = self._action(self.tr("&Save"), self.save, sk.Save, "actSave")
        self.act_save_as = self._action(self.tr("Save &as…"), self.save_as, sk.SaveAs,
                                        "actSaveAs")
        self.act_deck_editor = self._action(self.tr("Deck &editor…"), self.open_deck_editor,
                                            None, "actDeckEditor")
        self.act_deck_editor.setToolTip(self.tr("Design puzzles, pieces and whole decks (the "
                                                "deck editor opens in a window of its own)"))
        self.act_quit = self._action(self.tr("&Quit"), self.close, sk.Quit, "actQuit")
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_undo = self._action(self.tr("&Undo"), self.controller.undo, sk.Undo, "actUndo")
        self.act_master = self._action(
            self.tr("&Master action"), self.controller.toggle_master, "M", "actMaster"
        )
        self.act_master.setCheckable(True)
        self.act_master.setToolTip(self.tr("Place up to one piece on each of your puzzles as one "
                                      "action (M)"))
        self.act_confirm = self._action(self.tr("&Confirm"), self.controller.confirm,
                                        "Ctrl+Return", "actConfirm")
        self.act_cancel = self._action(self.tr("C&ancel"), self.controller.cancel, "Esc",
                                       "actCancel")
        self.act_end_turn = self._action(self.tr("&End turn"), self.end_turn, "E",
                                         "actEndTurn")
        self.act_end_turn.setToolTip(self.tr("End the turn now, with actions left (E)"))
        self.act_zoom_in = self._action(self.tr("Zoom &in"), self.view.zoom_in, sk.ZoomIn,
                                        "actZoomIn")
        self.act_zoom_out = self._action(self.tr("Zoom &out"), self.view.zoom_out, sk.ZoomOut,
                                         "actZoomOut")
        self.act_zoom_fit = self._action(self.tr("&Whole table"), self.view.zoom_fit, "Ctrl+0",
                                         "actZoomFit")
        self.act_log = self.log_dock.toggleViewAction()
        self._name_log_action()
        self.act_log.setShortcut(QKeySequence("Ctrl+L"))
        self.registry.register("log", self.act_log)
        self.act_rules = self._action(
            self.tr("&Rules reference"), self.show_rules, None, "actRules"
        )
        self.act_about = self._action(
            self.tr("&About Project L"), self.show_about, None, "actAbout"
        )
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_preferences = self._action(self.tr("&Preferences…"), self.show_preferences,
                                            sk.Preferences, "actPreferences")
        # macOS puts it in the application menu
        self.act_preferences.setMenuRole(QAction.MenuRole.PreferencesRole)

    def _name_log_action(self) -> None:
        # (the dock names its action after its title whenever the title changes)
        self.act_log.setText(self.tr("Game &log"))

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = self.registry.add_menu("game", bar.addMenu(self.tr("&Game")))
        game.addAction(self.act_new)
        game.addAction(self.act_open)
        self.recent_menu = QMenu(self.tr("Open &recent"), self)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        game.addMenu(self.recent_menu)
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
        view.addAction(self.act_zoom_in)
        view.addAction(self.act_zoom_out)
        view.addAction(self.act_zoom_fit)
        view.addSeparator()
        view.addAction(self.act_log)
        # pieces in a palette for colour blindness (a preference; the table repaints live)
        self.palette_action = PaletteAction(self.settings, self.scene, self)
        self.registry.register("colour_blind", self.palette_action.action)
        view.addAction(self.palette_action.action)
        speed = view.addMenu(self.tr("&Animation speed"))
        group = QActionGroup(self)
        names = {0.0: self.tr("&Off (instant)"), 0.5: self.tr("&Slow"), 1.0: self.tr("&Normal"),
                 2.0: self.tr("&Fast"), 4.0: self.tr("&Very fast")}
        current = self.settings.animation_speed()
        self.speed_actions: dict[float, QAction] = {}
        for value in ANIMATION_SPEEDS:
            act = QAction(names.get(value, str(value)), self)
            act.setCheckable(True)
            act.setChecked(abs(value - current) < 1e-9)
            act.triggered.connect(lambda _c=False, v=value: self.set_animation_speed(v))
            group.addAction(act)
            speed.addAction(act)
            self.speed_actions[value] = act
        self.language_menu = add_language_menu(view, lambda: self.settings, self)
        helpm = self.registry.add_menu("help", bar.addMenu(self.tr("&Help")))
        helpm.addAction(self.act_rules)
        helpm.addAction(self.act_about)

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Turn"), self)
        bar.setObjectName("turnToolBar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for act in (self.act_undo, self.act_master, self.act_confirm, self.act_cancel):
            bar.addAction(act)
        spacer = QWidget()
        from PySide6.QtWidgets import QSizePolicy

        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        bar.addWidget(spacer)
        bar.addAction(self.act_end_turn)
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)
        self.turn_bar = self.registry.add_tool_bar("turn_bar", bar)

    def _update_actions(self) -> None:
        c = self.controller
        has = self.session is not None
        self.act_save.setEnabled(has)
        self.act_save_as.setEnabled(has)
        if not has:
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

    def _on_lesson_step(self, _index: int) -> None:
        self.tips.suppressed = True

    def _on_lesson_ended(self, _completed: bool) -> None:
        self.tips.suppressed = False

    def _on_status(self, text: str, error: bool) -> None:
        # an error is marked by a sign and words, not only by colour
        shown = ("⚠ " + text) if error else text
        self._status_plain = plain(shown)
        if has_pieces(shown):  # the pieces named are shown as pictures before their ids
            self.status_label.setTextFormat(Qt.TextFormat.RichText)
            self.status_label.setText(
                self._status_pictures.html(shown, self.devicePixelRatioF()))
        else:
            self.status_label.setTextFormat(Qt.TextFormat.PlainText)
            self.status_label.setText(shown)
        self.status_label.setAccessibleDescription(self._status_plain)
        self.status_label.setStyleSheet("color: #b3261e; font-weight: bold" if error else "")

    def _focus_words(self) -> str:
        """The item the table's keyboard focus is on, in words ("" when none)."""
        if self.session is None:
            return ""
        return describe_target(self.controller, self.controller.ui.focus)

    def _shape_lookup(self) -> Callable[[str], Shape | None]:
        session = self.session
        if session is None:
            return lambda _p: None
        deck = session.deck
        return lambda p: deck.shapes[deck.shape_index[p]] if p in deck.shape_index else None

    def _on_settings_failed(self, reason: object) -> None:
        self._on_status(fill(self.tr("The settings could not be saved: %1"),
                             problem_text(reason)), True)

    def status_text(self) -> str:
        """What the status line says now (its words: pieces shown as pictures are named)."""
        return self._status_plain

    def set_animation_speed(self, speed: float) -> None:
        """Change and remember the animation speed (the table and the menu follow the setting)."""
        self.settings.set_animation_speed(speed)
        self._on_setting_changed("")

    def _on_setting_changed(self, _key: str) -> None:
        """A setting changed (Preferences, the View menu): the table follows it at once."""
        speed = self.settings.animation_speed()
        self.controller.set_animation_speed(speed)
        act = self.speed_actions.get(speed)
        if act is not None and not act.isChecked():
            act.setChecked(True)
        language = self.settings.language()
        for choice in self.language_menu.actions():
            if choice.data() == language and not choice.isChecked():
                choice.setChecked(True)

    def retranslate(self) -> None:
        """After a language switch (``app.i18n.switch_language`` has said the menus, actions,
        docks and labels again): what is built from the state follows: the title, the table,
        the status line, the log, the welcome page, and the dialogs made from the game."""
        self._update_title()
        self._update_actions()
        self._name_log_action()
        self.welcome.retranslate()
        self.log.retranslate()
        self.log_folding.retranslate()
        if self.session is not None:
            self.controller.retranslate()
        self.tips.retranslate()
        self.hosting.retranslate()
        self.net_play.retranslate()
        # (the dialogs with a retranslate() of their own, Preferences, Rules, How to play,
        # History, Review, are windows: app.i18n.switch_language calls them itself)
        if self.keyboard_help.dialog is not None and self.keyboard_help.dialog.isVisible():
            self.keyboard_help.show()  # made afresh from the actions, now in the new language
        if self.results is not None and self.results.isVisible():
            self.show_results()  # the same results, said again

    # ------------------------------------------------------------------ welcome page and table

    @property
    def welcome_shown(self) -> bool:
        """Whether the window shows the welcome page (no game is open)."""
        return self.pages.currentWidget() is self.welcome

    def show_welcome(self) -> None:
        """Show the welcome page (at start, when no game is open)."""
        if self.welcome_shown:
            self.welcome.refresh()  # what can be continued may have changed (the start's offer)
            self.welcome.focus_first()
        self._show_table(False)

    def show_lobby(self, page: QWidget) -> None:
        """Show a hosted game's lobby (a page of the window, without the log and turn bar)."""
        if self.pages.currentWidget() is self.view:
            self.log_folding.park(True)
            self.turn_bar.hide()
        self.pages.setCurrentWidget(page)

    def show_status(self, text: str, error: bool = False) -> None:
        """Say something on the status line (an error is marked)."""
        self._on_status(text, error)

    def show_table(self) -> None:
        """Show the table (before a game opens: a file given at start skips the welcome page)."""
        self._show_table(True)

    def _show_table(self, table: bool, *, force: bool = False) -> None:
        """The table with its log and turn bar, or the welcome page without them."""
        if table == (self.pages.currentWidget() is self.view) and not force and \
                (table or self.welcome_shown):
            return
        if table:
            self.pages.setCurrentWidget(self.view)
            self.turn_bar.show()
            self.log_folding.park(False)  # the log as a dock or a strip, as the width wants
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.log_folding.park(True)  # no log beside the welcome page
            self.turn_bar.hide()
            self.pages.setCurrentWidget(self.welcome)

    def show_preferences(self) -> PreferencesDialog:
        """Edit > Preferences: the settings, applied as they change (not modal)."""
        if self.preferences is None:
            from app.table.preferences import PreferencesDialog

            self.preferences = PreferencesDialog(self.settings, self)
            self.preferences.sound_tried.connect(lambda: self.sounds.play(Cue.PUZZLE))
        self.preferences.show()
        self.preferences.raise_()
        self.preferences.activateWindow()
        return self.preferences

    def end_turn(self) -> None:
        """Turn > End turn: with actions left, asks first (unless the player said not to)."""
        c = self.controller
        session = self.session
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
        box = QMessageBox(self)
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

    # ------------------------------------------------------------------ games

    def start_game(self, setup: GameSetup) -> GameSession | None:
        """Start a new game from a setup; one with remote seats is hosted: the lobby shows
        and the game comes to the table when it starts (None is returned then)."""
        self.settings.set_last_setup(setup)
        if setup.is_hosted:
            self.hosting.host(setup)
            return None
        session = GameSession.from_setup(setup, ai_factory=self.ai_factory, parent=self)
        self.set_session(session, origin=None)
        return session

    # the document's game, read through the window for the tools and tests that know it there

    @property
    def session(self) -> GameSession | None:
        """The game on the table (the document's)."""
        return self.document.session

    @property
    def file_path(self) -> str | None:
        """The file of the game on the table (the document's)."""
        return self.document.path

    def keep_analysis(self, analysis: GameAnalysis) -> None:
        """A review analysed the game on the table: keep the analysis with it, and write it
        into the game's file at once when the file holds the game as it is."""
        doc = self.document
        doc.keep_analysis(analysis)
        if doc.path is None or doc.modified or doc.analysis is None:
            return
        try:
            save_with_analysis(doc.path, analysis)
        except (OSError, InvalidSave, ValueError) as exc:
            self._on_status(fill(self.tr("The analysis could not be saved: %1"),
                                 problem_text(exc)), True)

    def kept_analysis(self) -> GameAnalysis | None:
        """The analysis kept with the game on the table, if any."""
        return self.document.analysis

    @property
    def autosaver(self) -> Autosaver | None:
        """The autosave of the game on the table (the document's)."""
        return self.document.autosaver

    @property
    def autosave_problem(self) -> Reason | str | None:
        """Why the game is played without autosave, if it is (the document's)."""
        return self.document.autosave_problem

    def set_session(self, session: GameSession, *, origin: str | None,
                    modified: bool = False, slot: AutosaveSlot | None = None) -> None:
        """Play ``session`` in this window (the previous game is closed)."""
        if self.results is not None:
            self.results.close()
            self.results = None
        hosted = self.hosting.session
        self.document.open(session, path=origin, modified=modified, slot=slot)
        if session is not hosted:
            # another game leaves the hosted one (after the document kept the hosted game's
            # full record, which the server in this process gives)
            self.hosting.stop()

    def _on_session_changed(self, session: GameSession) -> None:
        # the log and the controller follow the document themselves
        self._show_table(True)
        self._update_title()
        self._update_actions()

    def _on_archive_failed(self, reason: object, kept: bool) -> None:
        """The finished game did not reach the history: say so once, and where it is kept."""
        if kept:
            text = self.tr("The finished game could not be put in the history:\n%1\n\nIt is "
                           "kept with the autosaves and goes to the history at the next start.")
        else:
            text = self.tr("The finished game could not be put in the history:\n%1\n\nIt is "
                           "not kept anywhere else: save it to a file (Game > Save) to keep it.")
        QMessageBox.warning(self, self.tr("The history cannot be written"),
                            fill(text, problem_text(reason)))

    def _on_file_finished(self, path: str) -> None:
        """The finished game went into its file too: Recent games and Continue see it
        finished."""
        self._update_title()
        self.statusBar().showMessage(
            fill(self.tr("The finished game is saved in %1 as well"),
                 os.path.basename(path)), 15000)

    def _on_file_left(self, path: str, history: str, why: str) -> None:
        """The finished game could not go into its file: the recent games list the game from
        the history in its place, so no list shows it unfinished."""
        files = self.settings.recent_files()
        if history and path in files:
            files[files.index(path)] = history
            self.settings.set_recent_files(files)
        text = fill(self.tr("%1 was left as it is (%2); the finished game is in the history"),
                    os.path.basename(path), why)
        self.statusBar().showMessage(text, 15000)

    def report_archived_orphans(self, moved: int, problems: Sequence[Reason | str]) -> None:
        """Say once what became of finished games an earlier start could not put in the history."""
        if problems:
            QMessageBox.warning(
                self, self.tr("The history cannot be written"),
                fill(self.tr("%n finished game(s) could not be put in the history:\n%1\n\nThey "
                             "stay with the autosaves and go to the history at a later start.",
                             "", len(problems)), problem_text(problems[0])))
        elif moved:
            # over the status line for a while: the turn's prompt comes back afterwards
            self.statusBar().showMessage(self.tr("%n finished game(s) of an earlier start are "
                                                 "now in the history.", "", moved), 15000)

    def at_risk(self) -> bool:
        """Whether the game on the table has actions kept nowhere (no autosave, no file)."""
        return self.document.at_risk()

    def _view_settings(self) -> dict[str, float | bool]:
        return {"zoom": self.view.zoom, "log": self.log_dock.isVisible()}

    def _update_title(self) -> None:
        if self.session is None:
            self.setWindowTitle(self.tr("Project L"))
            return
        name = Path(self.file_path).name if self.file_path else self.tr("New game")
        # a changed game is marked when it is kept somewhere it could be lost from: in its
        # autosave (until saved to its file), or nowhere when autosave could not be written
        doc = self.document
        modified = doc.modified and doc.autosave_wanted
        self.setWindowTitle(fill(self.tr("%1%2 - Project L"), name, " *" if modified else ""))

    def _decks(self) -> list[DeckEntry]:
        return list_decks(include_classic=True)

    def last_setup(self) -> GameSetup:
        """The setup the new-game dialog starts from."""
        decks = [e.deck for e in self._decks() if e.deck is not None]
        got = self.settings.last_setup(decks)
        if got is not None:
            return got
        return GameSetup((SeatConfig("Ann"), SeatConfig("Bob", "ai", "medium")))

    def new_game_dialog(self, extra_deck: DeckEntry | None = None, *,
                        solo: bool | None = None) -> NewGameDialog:
        """The new-game dialog, filled with the last setup (not shown); ``solo`` True opens
        it for a solo game, False for a game of several players, with that mode's last seats."""
        from app.table.newgame import NewGameDialog

        decks = self._decks()
        chosen = None
        if extra_deck is not None:
            # the editor's "Play this deck" names a library deck: it is listed once, chosen
            chosen = next((i for i, e in enumerate(decks) if _same_file(e, extra_deck)), None)
            if chosen is None:
                decks.append(extra_deck)
                chosen = len(decks) - 1
        remembered = {solo: seats for solo in (True, False)
                      if (seats := self.settings.last_seats(solo)) is not None}
        dialog = NewGameDialog(self.last_setup(), decks, self, mode_seats=remembered)
        if chosen is not None:
            dialog.deck.setCurrentIndex(chosen)
        if solo is True:
            dialog.seat_count.setValue(1)
        elif solo is False and dialog.seat_count.value() == 1:
            multi = remembered.get(False)
            dialog.seat_count.setValue(len(multi) if multi is not None else 2)
        return dialog

    def new_game(self) -> None:
        """Game > New: ask for the setup, then start."""
        dialog = self.new_game_dialog()
        if dialog.exec() == QDialog.DialogCode.Accepted and self.may_replace():
            self.hosting.server_password = dialog.password()
            self.start_game(dialog.setup())

    def new_game_in_mode(self, solo: bool) -> None:
        """The welcome page's Solo (True) or New game (False): the dialog in that mode."""
        dialog = self.new_game_dialog(solo=solo)
        if dialog.exec() == QDialog.DialogCode.Accepted and self.may_replace():
            self.hosting.server_password = dialog.password()
            self.start_game(dialog.setup())

    def open_dialog(self) -> None:
        """Game > Open."""
        folder = dialog_folder(self.settings.last_folder())
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a game"), folder,
            fill(self.tr("Saved games (*%1);;Game records (*.json);;All files (*)"), SAVE_SUFFIX))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a saved game or record; a bad file is explained and changes nothing."""
        try:
            save = load_save(path)
        except (InvalidSave, InvalidRecord) as exc:
            QMessageBox.warning(self, self.tr("Cannot open the game"),
                                fill(self.tr("%1 cannot be opened:\n%2"),
                                     os.path.basename(path), problem_text(exc)))
            self.settings.remove_recent_file(path)
            return False
        return self.open_save(save, path)

    def open_save(self, save: SaveData, path: str | None, *, modified: bool = False,
                  slot: AutosaveSlot | None = None) -> bool:
        """Continue a loaded game (unless the player keeps the game on the table); a hosted
        game's save asks whether to host it again."""
        if not self.may_replace():
            return False
        if save.is_hosted:
            choice = self.hosting.ask_host_again(save)
            if choice == self.hosting.CANCEL:
                return False
            if choice == self.hosting.HOST_AGAIN:
                # (a game resumed from its autosave: the hosting removes that file once the
                # game, autosaved anew, is on the table)
                hosted = self.hosting.host_save(save, path, slot=slot)
                if hosted and path:
                    self.settings.add_recent_file(path)
                return hosted
            save = save.played_locally()
        try:
            session = GameSession(save.record, save.seats, steps=save.steps or None,
                                  ai_factory=self.ai_factory, parent=self)
        except InvalidRecord as exc:
            QMessageBox.warning(self, self.tr("Cannot open the game"), problem_text(exc))
            return False
        zoom = save.view.get("zoom")
        if isinstance(zoom, int | float):
            self.view.set_zoom(float(zoom))
        self.set_session(session, origin=path, modified=modified, slot=slot)
        self.document.keep_analysis(save.analysis)  # saved again with the game
        if path:
            self.settings.add_recent_file(path)
            self.settings.set_last_folder(os.path.dirname(os.path.abspath(path)))
        return True

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files()
        for path in files:
            act = self.recent_menu.addAction(os.path.basename(path))
            act.setToolTip(path)
            act.setStatusTip(path)
            act.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if not files:
            none = self.recent_menu.addAction(self.tr("No recent games"))
            none.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("Clear the list"))
            clear.triggered.connect(lambda: self.settings.set_recent_files([]))

    def _save_data(self) -> SaveData:
        return self.document.save_data()

    def save_to(self, path: str) -> bool:
        """Write the game to ``path`` (atomically); a failure is explained."""
        if self.session is None:
            return False
        try:
            self.document.save_to(path)
        except (OSError, ProjectLError) as exc:
            QMessageBox.warning(self, self.tr("Cannot save the game"),
                                fill(self.tr("The game could not be saved to %1:\n%2"),
                                     path, problem_text(exc)))
            return False
        self.settings.add_recent_file(path)
        self.settings.set_last_folder(os.path.dirname(os.path.abspath(path)))
        self._on_status(fill(self.tr("Saved to %1"), path), False)
        self._update_title()
        return True

    def save(self) -> bool:
        """Game > Save (asks for a file the first time)."""
        if self.file_path:
            return self.save_to(self.file_path)
        return self.save_as()

    def save_as(self) -> bool:
        """Game > Save As."""
        if self.session is None:
            return False
        folder = dialog_folder(self.settings.last_folder())
        suggested = os.path.join(folder, suggested_file_name(self._save_data()))
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), suggested,
            fill(self.tr("Saved games (*%1)"), SAVE_SUFFIX))
        if not path:
            return False
        return self.save_to(with_suffix(path))

    # ------------------------------------------------------------------ dialogs

    def show_results(self) -> None:
        """The results screen of a finished game."""
        if self.session is None or self.session.state.phase is not Phase.FINISHED:
            return
        from app.table.results import ResultsDialog

        if self.results is not None:
            self.results.close()
        self.results = ResultsDialog.for_session(self.session, self)
        self.results.new_game_requested.connect(self.new_game)
        self.results.rematch_requested.connect(self.rematch)
        self.results.review_requested.connect(self.save_features.review_current)
        self.results.statistics_requested.connect(self.save_features.show_statistics)
        self.results.open()

    def rematch(self, setup: GameSetup) -> None:
        """Results > Rematch: the same seats and deck, a new deal."""
        if self.may_replace():
            self.start_game(setup)

    def show_rules(self) -> None:
        """Help > Rules."""
        if self.rules is None:
            from app.table.rulesdoc import RulesDialog

            self.rules = RulesDialog(self)
        self.rules.show()
        self.rules.raise_()

    def show_about(self) -> None:
        """Help > About."""
        QMessageBox.about(
            self, self.tr("About Project L"),
            fill(self.tr("<h3>Project L %1</h3><p>A desktop version of the puzzle board game "
                         "Project L (first edition) for 1-4 players, with computer players and the "
                         "solo automaton.</p>"), __version__))

    def open_deck_editor(self) -> bool:
        """Game > Deck editor: start the editor (``project-l-editor``) beside the game."""
        if launch("project-l-editor", "editor.main", []):
            self._on_status(self.tr("The deck editor is starting in a window of its own"), False)
            return True
        QMessageBox.warning(self, self.tr("Cannot start the deck editor"),
                            self.tr("The deck editor could not be started. Start it with the "
                                    "project-l-editor command."))
        return False

    def open_url(self, url: str) -> None:
        """Open a link in the browser."""
        QDesktopServices.openUrl(QUrl(url))

    # ------------------------------------------------------------------ closing

    def place_on_screen(self, screen: QRect | None = None) -> WindowPlace:
        """Open where the window was when that fits the screen, else at the size that shows the
        table best (``app.model.window_geometry``). ``screen`` is the available area of the
        screen it opens on (by default the screen it was on, else the primary one)."""
        return open_window(self, self.settings.window_place(WINDOW_KEY),
                           self.settings.window_geometry(WINDOW_KEY), QSize(1280, 800), screen)

    def may_replace(self, *, closing: bool = False) -> bool:
        """Whether the game on the table may go (closed, or replaced by another): asks to save it
        first when it is kept nowhere (the autosave cannot be written); False if cancelled."""
        if not self.at_risk():
            return True
        if closing:
            text = self.tr("The autosave could not be written, so this game is kept nowhere. "
                           "Save it to a file before closing?")
        else:
            text = self.tr("The autosave could not be written, so this game is kept nowhere. "
                           "Save it to a file before it leaves the table?")
        answer = QMessageBox.question(
            self, self.tr("The game is not kept"), text,
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.may_replace(closing=True):
            event.ignore()
            return
        self.controller.hints.stop()
        self.welcome.stop()
        self.net_play.close()
        self.document.close(CloseReason.QUIT)
        self.hosting.stop()  # after the autosave took the room's full record
        self.settings.set_window_geometry(WINDOW_KEY, QByteArray(self.saveGeometry()))
        self.settings.set_window_place(WINDOW_KEY, place_of(self))
        if self.pages.currentWidget() is self.view:  # the other pages hide the log: keep the
            # table's layout
            self.log_folding.unfold_for_saving()
            self.settings.set_window_state(WINDOW_KEY, QByteArray(self.saveState()))
        self.settings.sync()
        super().closeEvent(event)
