"""The game window: the composition root of the table.

It makes the table (scene, view, controller), the log, the status line and the pages (the
welcome page, the table, a hosted game's lobby) around one :class:`GameDocument`, and installs
the parts that do the work, each in a module of its own: the menus and turn bar
(:mod:`app.table.window_menus`), opening and saving (:mod:`app.table.game_files`), new games
(:mod:`app.table.new_games`), review and history (:mod:`app.table.save_features`), hosting,
network play, lessons, hints, tips, sounds. What is left here is what joins them: starting a
game, the page shown, the title, the dialogs of the Help menu, closing.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRect, QSize, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMessageBox, QWidget

from app import __version__
from app.core.paths import data_folder_problem
from app.core.setup import GameSetup
from app.i18n import problem_text
from app.launch import launch
from app.model.autosave import Autosaver, AutosaveSlot, CloseReason
from app.model.game_document import GameDocument
from app.model.session import AIFactory, GameSession, thinking_ai_factory
from app.model.settings import Settings
from app.model.sound import Cue, NullSink, SoundSink
from app.model.window_geometry import WindowPlace, open_window, place_of
from app.rules import Deck, Phase, Reason
from app.table.actions import ActionRegistry
from app.table.controller import TableController
from app.table.game_files import GameFiles
from app.table.gamelog import GameLog
from app.table.hint_controller import HintActions
from app.table.hosting import install_hosting
from app.table.howto import HowTo, welcome_icon
from app.table.keyboard_help import KeyboardHelp
from app.table.lesson import install_lessons
from app.table.log_strip import LogFolding
from app.table.net_play import install_net_play
from app.table.new_games import NewGames
from app.table.pages import PageStack
from app.table.pause import ContinueAction
from app.table.save_features import install_save_features
from app.table.scene import TableScene
from app.table.sounds import TableSounds
from app.table.status_line import StatusLine
from app.table.tips import TipsController
from app.table.tools import describe_target
from app.table.view import TableView
from app.table.welcome import WelcomePage
from app.table.window_menus import WindowMenus
from app.templates import fill

if TYPE_CHECKING:
    from app.ai.analysis import GameAnalysis
    from app.core.deck_library import DeckEntry
    from app.core.saves import SaveData
    from app.table.newgame import NewGameDialog
    from app.table.preferences import PreferencesDialog
    from app.table.results import ResultsDialog
    from app.table.rulesdoc import RulesDialog

WINDOW_KEY = "table"


class GameWindow(QMainWindow):
    """The table, its log and its menus."""

    def __init__(self, settings: Settings | None = None, *, ai_factory: AIFactory | None = None,
                 autosave: bool = True, sound: SoundSink | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameWindow")
        self.settings = settings if settings is not None else Settings(parent=self)
        self.settings.write_failed.connect(self._on_settings_failed)
        # the AI seats think in the thinking process; hard ones longer when Preferences say so
        self.ai_factory: AIFactory | None = ai_factory if ai_factory is not None else (
            thinking_ai_factory(self.settings))
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

        self.status_line = StatusLine(self.statusBar(), self._deck)
        self.controller.status.connect(self._on_status)
        self.controller.game_over.connect(self.show_results)
        doc = self.document
        doc.session_changed.connect(self._on_session_changed)
        doc.path_changed.connect(lambda _p: self._update_title())
        doc.modified_changed.connect(lambda _m: self._update_title())
        doc.autosave_failed.connect(lambda why: self._on_status(
            fill(self.tr("Autosave failed: %1"), problem_text(why)), True))
        doc.autosave_off.connect(lambda why: self._on_status(
            fill(self.tr("Autosave is off: %1"), problem_text(why)), True))

        # Game > Open, Open recent, Save, Save as (game_files.py); Game > New (new_games.py)
        self.files = GameFiles(self, self)
        self.files.changed.connect(self._update_title)
        self.new_games = NewGames(self, self.files, self)
        # every command by id; features place theirs relative to the window's (actions.py)
        self.registry = ActionRegistry(self)
        self.menus = WindowMenus(self, self.registry, self.controller, self.view, self.log_dock,
                                 self.settings, self.files.recent_menu, {
                                     "new": self.new_games.new_game,
                                     "open": self.files.open_dialog, "save": self.files.save,
                                     "save_as": self.files.save_as,
                                     "deck_editor": self.open_deck_editor, "quit": self.close,
                                     "rules": self.show_rules,
                                     "about": self.show_about,
                                     "preferences": self.show_preferences})
        self.turn_bar = self.menus.turn_bar
        self.controller.commands_changed.connect(self._update_actions)
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

    # ------------------------------------------------------------------ what the parts share

    def _update_actions(self) -> None:
        self.menus.update(self.session is not None)

    def _on_lesson_step(self, _index: int) -> None:
        self.tips.suppressed = True

    def _on_lesson_ended(self, _completed: bool) -> None:
        self.tips.suppressed = False

    def _on_status(self, text: str, error: bool) -> None:
        self.status_line.show(text, error)

    def show_status(self, text: str, error: bool = False) -> None:
        """Say something on the status line (an error is marked)."""
        self._on_status(text, error)

    def status_text(self) -> str:
        """What the status line says now (its words: pieces shown as pictures are named)."""
        return self.status_line.text()

    def _focus_words(self) -> str:
        """The item the table's keyboard focus is on, in words ("" when none)."""
        if self.session is None:
            return ""
        return describe_target(self.controller, self.controller.ui.focus)

    def _deck(self) -> Deck | None:
        session = self.session
        return session.deck if session is not None else None

    def _on_settings_failed(self, reason: object) -> None:
        self._on_status(fill(self.tr("The settings could not be saved: %1"),
                             problem_text(reason)), True)

    def set_animation_speed(self, speed: float) -> None:
        """Change and remember the animation speed (the table and the menu follow the setting)."""
        self.settings.set_animation_speed(speed)

    def _on_setting_changed(self, _key: str) -> None:
        """A setting changed (Preferences, the View menu): the table follows it at once."""
        self.controller.set_animation_speed(self.settings.animation_speed())

    def retranslate(self) -> None:
        """After a language switch (``app.i18n.switch_language`` has said the menus, actions,
        docks and labels again): what is built from the state follows: the title, the table,
        the status line, the log, the welcome page, and the dialogs made from the game."""
        self._update_title()
        self._update_actions()
        self.menus.name_log_action()
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
        """Keep a review's analysis with the game on the table (:class:`GameFiles`)."""
        self.files.keep_analysis(analysis)

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

    def last_setup(self) -> GameSetup:
        """The setup the new-game dialog starts from (:class:`NewGames`)."""
        return self.new_games.last_setup()

    def new_game_dialog(self, extra_deck: DeckEntry | None = None, *,
                        solo: bool | None = None) -> NewGameDialog:
        """The new-game dialog, filled with the last setup (not shown: :class:`NewGames`)."""
        return self.new_games.dialog(extra_deck, solo=solo)

    def open_path(self, path: str) -> bool:
        """Open a saved game or record (:class:`GameFiles`)."""
        return self.files.open_path(path)

    def open_save(self, save: SaveData, path: str | None, *, modified: bool = False,
                  slot: AutosaveSlot | None = None) -> bool:
        """Continue a loaded game (:class:`GameFiles`)."""
        return self.files.open_save(save, path, modified=modified, slot=slot)

    def save_to(self, path: str) -> bool:
        """Write the game to ``path`` (:class:`GameFiles`)."""
        return self.files.save_to(path)

    def may_replace(self, *, closing: bool = False) -> bool:
        """Whether the game on the table may go (:class:`GameFiles`)."""
        return self.files.may_replace(closing=closing)

    # ------------------------------------------------------------------ dialogs

    def show_results(self) -> None:
        """The results screen of a finished game."""
        if self.session is None or self.session.state.phase is not Phase.FINISHED:
            return
        from app.table.results import ResultsDialog

        if self.results is not None:
            self.results.close()
        self.results = ResultsDialog.for_session(self.session, self)
        self.results.new_game_requested.connect(self.new_games.new_game)
        self.results.rematch_requested.connect(self.new_games.rematch)
        self.results.review_requested.connect(self.save_features.review_current)
        self.results.statistics_requested.connect(self.save_features.show_statistics)
        self.results.open()

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

    # ------------------------------------------------------------------ closing

    def place_on_screen(self, screen: QRect | None = None) -> WindowPlace:
        """Open where the window was when that fits the screen, else at the size that shows the
        table best (``app.model.window_geometry``). ``screen`` is the available area of the
        screen it opens on (by default the screen it was on, else the primary one)."""
        return open_window(self, self.settings.window_place(WINDOW_KEY),
                           self.settings.window_geometry(WINDOW_KEY), QSize(1280, 800), screen)

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
