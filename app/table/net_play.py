"""Network play in the game window: Game > Join…, the lobby, the chat dock, the connection
banner, Leave, and what a remote game needs of the table.

The window calls ``self.net_play = install_net_play(self, self)`` once. This adds "Join a network
game…" and "Leave the network game…" to the Game menu, a chat dock and a banner (a thin bar
above the table) shown only while the game on the table is a
:class:`~app.model.remote.RemoteSession`, and follows the document: for a remote game it says
on the status line why a move was refused (the piece is back: the state never changed), tells
whose turn it is, says "Connection lost, rejoining… (attempt 3)", "Back in the game", "Ann lost
the connection", "An AI is playing for Ann", shows spectators the table without input, and
offers Save only once the server's full record has come (the end). The finished game goes to
the history through the document, like a local one.

The hosting side gives its own connection to :meth:`NetPlay.play_link` after its lobby: the
game it starts then plays here exactly like a joined one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QMessageBox, QToolBar

from app.i18n import reason_text
from app.model.remote import (
    ChatLine,
    LinkState,
    LinkStatus,
    RemoteLink,
    RemoteSession,
    SeatStatus,
)
from app.model.session import GameSession
from app.rules import Reason
from app.table.accessible import announce
from app.table.chat import ChatPanel
from app.table.join_dialog import JoinDialog
from app.table.lobby import LobbyDialog
from app.templates import fill

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from app.core.setup import GameSetup
    from app.model.autosave import AutosaveSlot
    from app.model.game_document import GameDocument
    from app.model.settings import Settings
    from app.table.actions import ActionRegistry
    from app.table.controller import TableController
    from app.table.results import ResultsDialog
    from app.table.welcome import WelcomePage


class NetPlayHost(Protocol):
    """What network play needs of the game window (the window is one)."""

    @property
    def registry(self) -> ActionRegistry: ...

    @property
    def controller(self) -> TableController: ...

    @property
    def document(self) -> GameDocument: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def welcome(self) -> WelcomePage: ...

    @property
    def results(self) -> ResultsDialog | None: ...

    def last_setup(self) -> GameSetup: ...

    def may_replace(self, *, closing: bool = False) -> bool: ...

    def set_session(self, session: GameSession, *, origin: str | None,
                    modified: bool = False, slot: AutosaveSlot | None = None) -> None: ...

translate = QCoreApplication.translate
BACK_MS = 6000  # how long "Back in the game" and the like stay on the banner


class NetPlay(QObject):
    """Join, lobby, chat, banner and Leave of one game window."""

    def __init__(self, window: NetPlayHost, main: QMainWindow) -> None:
        """``window`` is the game window as what it offers, ``main`` the same window as the
        main window the dock and the bar go in."""
        super().__init__(main)
        self.setObjectName("netPlay")
        self.window = window
        self.main = main
        self.link: RemoteLink | None = None
        self.session: RemoteSession | None = None
        self.join_dialog: JoinDialog | None = None
        self.lobby: LobbyDialog | None = None
        self._banner_key: tuple[str, tuple[object, ...]] | None = None
        self._was_lost = False
        self._origin: str | None = None
        self.discovery_targets: list[str] | None = None
        """Where the Join dialog looks for games (None: the local network; tests: loopback)."""

        self.act_join = QAction(self.tr("&Join a network game…"), self)
        self.act_join.setObjectName("actJoin")
        self.act_join.setToolTip(self.tr("Play at a game another program hosts, on this "
                                         "network or at an address"))
        self.act_join.triggered.connect(self.join_dialog_open)
        self.act_leave = QAction(self.tr("&Leave the network game…"), self)
        self.act_leave.setObjectName("actLeave")
        self.act_leave.triggered.connect(self.leave)
        registry = window.registry
        registry.register("join", self.act_join)
        registry.register("leave", self.act_leave)
        registry.place(["join", "leave"], "game", after="open")
        # the same on the welcome page, after the ways to play here
        # (a message of its own: the page's mnemonics differ from the Game menu's)
        window.welcome.add_entry("join", translate("WelcomePage", "&Join a network game…"),
                                 self.act_join.toolTip(), self.join_dialog_open, after="solo")

        self.chat = ChatPanel()
        self.chat.sent.connect(self._send_chat)
        self.chat_dock = QDockWidget(self.tr("Chat"), main)
        self.chat_dock.setObjectName("chatDock")
        self.chat_dock.setWidget(self.chat)
        main.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.chat_dock)
        self.chat_dock.hide()

        self.bar = QToolBar(self.tr("Network"), main)
        self.bar.setObjectName("networkBar")
        self.bar.setMovable(False)
        self.banner = QLabel(self.bar)
        self.banner.setObjectName("networkBanner")
        self.banner.setTextFormat(Qt.TextFormat.PlainText)
        self.banner.setAccessibleName(self.tr("Network game"))
        self.banner.setContentsMargins(8, 2, 8, 2)
        self.bar.addWidget(self.banner)
        main.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.bar)
        self.bar.hide()
        self._calm = QTimer(self)
        self._calm.setSingleShot(True)
        self._calm.timeout.connect(self._steady_banner)

        window.controller.no_input_words = self._no_input_words
        window.document.session_changed.connect(self._on_session_changed)
        window.controller.commands_changed.connect(self._update_actions)
        # (after the window's own handler, which opens the results)
        window.controller.game_over.connect(self._on_game_over)
        self._update_actions()

    # ------------------------------------------------------------------ joining

    def join_dialog_open(self) -> JoinDialog:
        """Game > Join…: the dialog (not modal: the table stays usable behind it)."""
        if self.join_dialog is not None:
            self.join_dialog.raise_()
            return self.join_dialog
        name = next((s.name for s in self.window.last_setup().seats if s.kind == "human"), "")
        dialog = JoinDialog(name, self.main, discovery_targets=self.discovery_targets,
                            settings=self.window.settings)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.accepted.connect(lambda: self._on_joined(dialog))
        dialog.finished.connect(lambda _r: self._forget_join(dialog))
        self.join_dialog = dialog
        dialog.open()
        return dialog

    def _forget_join(self, dialog: JoinDialog) -> None:
        if self.join_dialog is dialog:
            self.join_dialog = None

    def _on_joined(self, dialog: JoinDialog) -> None:
        if dialog.link is not None:
            self.play_link(dialog.link)

    def play_link(self, link: RemoteLink, *, origin: str | None = None) -> None:
        """Play the game of a joined connection: the lobby until it starts, then the table.
        ``origin``: the file the game belongs to (a saved game the host hosts again)."""
        if self.link is not None and self.link is not link:
            self.link.close("left")
        self.link = link
        self._origin = origin
        link.setParent(self)
        link.game_started.connect(self._on_game_started)
        link.chat_received.connect(self._on_chat)
        link.seat_changed.connect(self._on_seat)
        if link.session is not None:  # a game in progress: the table at once
            self._on_game_started(link.session)
            return
        lobby = LobbyDialog(link, self.main)
        lobby.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        lobby.finished.connect(lambda _r: self._forget_lobby(lobby))
        self.lobby = lobby
        lobby.open()

    def _forget_lobby(self, lobby: LobbyDialog) -> None:
        if self.lobby is lobby:
            self.lobby = None

    def _on_game_started(self, session: RemoteSession) -> None:
        if self.lobby is not None:
            self.lobby.session = session
            self.lobby.accept()
        if not self.window.may_replace():  # the game on the table is kept nowhere: it stays
            session.link.leave()
            return
        self.window.set_session(session, origin=self._origin)
        session.start_waiting()

    # ------------------------------------------------------------------ the remote game

    def _on_session_changed(self, session: GameSession) -> None:
        old = self.session
        if old is not None and old is not session:
            if self.link is not None and self.link.session is old:
                self.link.close("left")
                self.link = None
        remote = session if isinstance(session, RemoteSession) else None
        self.session = remote
        self.chat_dock.setVisible(remote is not None)
        self.bar.setVisible(remote is not None)
        if remote is None:
            self._update_actions()
            return
        # (each handler hears only the game on the table: an old one is let go by the
        # document, which disconnects its signals itself)
        remote.refused.connect(lambda r, g=remote: self._on_refused(g, r))
        remote.connection_changed.connect(lambda st, g=remote: self._on_connection(g, st))
        # the server's record came: Save and Save as write it (the commands say so again)
        remote.game_finished.connect(lambda g=remote: self._on_finished(g))
        self.chat.set_lines(remote.link.chat)
        self._was_lost = False
        self._steady_banner()
        self._update_actions()

    def _on_finished(self, game: RemoteSession) -> None:
        if game is self.session:
            self.window.controller.commands_changed.emit()
            if not self._calm.isActive():
                self._steady_banner()  # (after a note of the moment, once it has been read)

    def _on_refused(self, game: RemoteSession, reason: Reason | None) -> None:
        if game is not self.session:
            return
        text = reason_text(reason) if reason is not None else \
            translate("Network", "The host did not accept the move")
        self.window.controller.show_status(text, error=True)

    def _on_connection(self, game: RemoteSession, status: LinkStatus) -> None:
        if game is not self.session:
            return
        if status.state is LinkState.LOST:
            self._was_lost = True
            self._set_banner("lost", status.attempt)
        elif status.state is LinkState.JOINED:
            if self._was_lost:
                self._was_lost = False
                self._set_banner("back")
                self._calm.start(BACK_MS)
        elif status.state is LinkState.CLOSED:
            if game.is_finished:
                self._steady_banner()
            else:
                self._set_banner("left" if status.reason == "left" else "closed")
        self._update_actions()

    def _on_seat(self, seat: SeatStatus) -> None:
        if self.link is None or seat.seat == self.link.seat:
            return
        if self.session is not None and self.session is self.window.document.session:
            self.window.controller.refresh()  # the seat's mat says who is there now
        if seat.ai_playing:
            key = "ai"
        elif not seat.connected:
            key = "dropped"
        else:
            key = "returned"
        self._set_banner(key, seat.name)
        self.chat.add_note(self._banner_text(key, (seat.name,)))
        self._calm.start(BACK_MS)

    def _on_game_over(self) -> None:
        """A network game's results offer no rematch: that game's players are elsewhere (the
        host starts another game for them)."""
        results = self.window.results
        if results is not None and self.session is not None and \
                self.session is self.window.document.session:
            results.rematch_button.setVisible(False)

    def _on_chat(self, line: ChatLine) -> None:
        if self.session is not None:
            self.chat.add_line(line)
            announce(self.chat.messages, fill(translate("Network", "%1 says: %2"),
                                              line.sender, line.text))

    def _send_chat(self, text: str) -> None:
        if self.link is not None:
            self.link.send_chat(text)

    # ------------------------------------------------------------------ the banner

    def _steady_banner(self) -> None:
        """What the banner says when nothing has just happened."""
        session = self.session
        if session is None:
            return
        if session.is_finished:  # (a connection closed after the end is no news)
            self._set_banner("over")
        elif self.link is not None and self.link.status.state is LinkState.CLOSED:
            reason = self.link.status.reason
            self._set_banner("left" if reason == "left" else "closed")
        elif session.is_spectator:
            self._set_banner("watching")
        else:
            self._set_banner("playing")

    def _set_banner(self, key: str, *values: object) -> None:
        self._banner_key = (key, values)
        text = self._banner_text(key, values)
        self.banner.setText(("⚠ " + text) if key in ("lost", "closed", "dropped") else text)
        if key not in ("playing", "watching", "over"):
            announce(self.banner, text)
        if key in ("lost", "closed", "back", "left"):
            self.window.controller.show_status(text, error=key in ("lost", "closed"))

    def _banner_text(self, key: str, values: tuple[object, ...]) -> str:
        texts = {
            "playing": translate("Network", "Network game: your moves are checked by the host"),
            "watching": translate("Network", "You are watching this game"),
            "over": translate("Network", "The network game is over"),
            "lost": translate("Network", "Connection lost, rejoining… (attempt %1)"),
            "back": translate("Network", "Back in the game"),
            "closed": translate("Network", "The connection to the host is closed"),
            "left": translate("Network", "You left the game"),
            "dropped": translate("Network", "%1 lost the connection"),
            "ai": translate("Network", "An AI is playing for %1"),
            "returned": translate("Network", "%1 is back in the game"),
        }
        return fill(texts[key], *values)

    def banner_text(self) -> str:
        """What the banner says now (tests)."""
        return self.banner.text()

    # ------------------------------------------------------------------ commands

    def _no_input_words(self) -> str:
        """Why the person here may not act now in a remote game ("" when they may, or when
        the game is local)."""
        s = self.session
        if s is None or s is not self.window.document.session or s.is_finished:
            return ""
        if s.is_spectator:
            return translate("Network", "You are watching: spectators cannot move pieces")
        if not s.is_connected:
            return translate("Network", "Wait until the connection is back")
        if s.is_waiting:
            return translate("Network", "Wait for the host to answer")
        if not s.is_human_turn():
            return fill(translate("Network", "It is %1's turn"), s.state.player.name)
        return ""

    def _update_actions(self) -> None:
        s = self.session
        remote = s is not None and s is self.window.document.session
        open_link = self.link is not None and self.link.status.state is not LinkState.CLOSED
        self.act_leave.setEnabled(remote and open_link)
        if remote and s is not None and not s.can_save:
            # the record is whole only at the end, when the server sends it
            registry = self.window.registry
            registry.action("save").setEnabled(False)
            registry.action("save_as").setEnabled(False)

    def leave(self, *, ask: bool = True) -> bool:
        """Game > Leave the network game (after a confirmation): the table stays as it was."""
        if self.link is None or self.link.status.state is LinkState.CLOSED:
            return False
        if ask:
            answer = QMessageBox.question(
                self.main, self.tr("Leave the network game"),
                self.tr("Leave this game? While it goes on, you can take your seat again: "
                        "join with the same address, invite code and name."),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.link.leave()
        self._update_actions()
        return True

    def close(self) -> None:
        """The window closes: the connection too (and the chat and the banner are hidden, so
        the window's saved layout does not bring them back without a network game)."""
        if self.link is not None:
            self.link.close("left")
        self.chat_dock.hide()
        self.bar.hide()

    def follow_session(self) -> None:
        """Show the chat and the banner only with a network game on the table (after the
        window's saved layout was restored: an older one may have kept them shown)."""
        remote = self.session is not None and self.session is self.window.document.session
        self.chat_dock.setVisible(remote)
        self.bar.setVisible(remote)

    def retranslate(self) -> None:
        """Texts made with values, in the interface language."""
        if self._banner_key is not None:
            key, values = self._banner_key
            text = self._banner_text(key, values)
            self.banner.setText(("⚠ " + text) if key in ("lost", "closed", "dropped") else text)


def install_net_play(window: NetPlayHost, main: QMainWindow) -> NetPlay:
    """Add network play to the game window (see the module's docstring): ``window`` and
    ``main`` are the same window, seen as what it offers and as a main window."""
    return NetPlay(window, main)
