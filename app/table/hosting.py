"""Hosting in the game window: the lobby page, starting and stopping a hosted game, hosting again.

The window calls ``self.hosting = install_hosting(self)`` once. Then:

- :meth:`Hosting.host` starts a :class:`~app.model.hosting.HostedGame` for a setup with remote
  seats (the window's ``start_game`` sends such setups here) and shows the lobby
  (:class:`~app.table.host_lobby.LobbyPage`) in the window's pages; a port in use is said at
  once, and nothing is left running;
- when the server starts the game, the host's session goes to the window's table;
- :meth:`Hosting.host_on_server` makes the room of a setup whose network options name a
  dedicated server there (:class:`~app.model.server_hosting.ServerHostedGame`); the lobby
  shows the code and the server's address, and what goes wrong is said in words;
- :meth:`Hosting.stop` ends the server, the LAN offer and the link: Cancel in the lobby, another
  game on the table, the window closing;
- :meth:`Hosting.ask_host_again` asks, for a saved hosted game being opened, whether to host it
  again with the same seats, to play it on this computer, or neither.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QMessageBox, QStackedWidget, QWidget

from app.core.saves import SaveData
from app.core.setup import GameSetup
from app.model.hosting import HostedGame, HostedSession, setup_of_save
from app.model.remote import ChatLine, Lobby
from app.model.server_hosting import ServerHostedGame, fits_on_server
from app.table.host_lobby import LobbyPage, can_start, scrolled
from app.table.join_dialog import error_words
from app.templates import fill

if TYPE_CHECKING:
    from app.model.autosave import AutosaveSlot
    from app.model.session import GameSession
    from app.table.net_play import NetPlay

translate = QCoreApplication.translate


class HostingHost(Protocol):
    """What hosting needs of the game window (the window is one)."""

    @property
    def pages(self) -> QStackedWidget: ...

    @property
    def session(self) -> GameSession | None: ...

    @property
    def net_play(self) -> NetPlay: ...

    @property
    def hosting(self) -> Hosting: ...

    def start_game(self, setup: GameSetup) -> GameSession | None: ...

    def save_to(self, path: str) -> bool: ...

    def show_lobby(self, page: QWidget) -> None: ...

    def show_status(self, text: str, error: bool = False) -> None: ...

    def show_table(self) -> None: ...

    def show_welcome(self) -> None: ...

    def close(self) -> bool: ...


class Hosting(QObject):
    """The hosted game of one window, and its lobby page."""

    HOST_AGAIN = "host"
    PLAY_LOCALLY = "local"
    CANCEL = "cancel"

    def __init__(self, window: HostingHost, widget: QWidget) -> None:
        """``widget``: the window as a widget (the parent of the messages)."""
        super().__init__(widget)
        self.setObjectName("hosting")
        self.window = window
        self.widget = widget
        self.game: HostedGame | None = None
        self.path: str | None = None  # the file a hosted-again game came from
        self.slot: AutosaveSlot | None = None  # the autosave a hosted-again game came from
        self.game_options: dict[str, Any] = {}
        """Passed to each HostedGame (tests: a fake server, responder or transport)."""
        self.command_line = False
        """Hosting for ``project-l --host``: problems go to stderr, not to message boxes."""
        self.autostart = False
        """Start the game as soon as every remote seat is ready (``project-l --autostart``)."""
        self.save_finished: str | None = None
        """Save the finished game there and quit (``project-l --save-finished``)."""
        self.server_password: str | None = None
        """The password of the dedicated server a game is made on (None: it has none)."""
        self.last_problem = ""
        """What was last said about a game the server could not start (tests)."""
        self.lobby = LobbyPage()
        self.lobby_area = scrolled(self.lobby)
        window.pages.addWidget(self.lobby_area)
        self.lobby.start_requested.connect(self.start_game)
        self.lobby.cancel_requested.connect(self.cancel)
        self.lobby.kick_requested.connect(self.kick)
        self.lobby.chat_sent.connect(self.send_chat)
        self.lobby.takeover_chosen.connect(self.set_takeover)

    # ------------------------------------------------------------------ reading

    @property
    def session(self) -> HostedSession | None:
        """The host's session once the game started (None before, or when not hosting)."""
        return self.game.session if self.game is not None else None

    @property
    def lobby_shown(self) -> bool:
        """Whether the window shows the lobby."""
        return self.window.pages.currentWidget() is self.lobby_area

    # ------------------------------------------------------------------ hosting

    def host(self, setup: GameSetup, *, save: SaveData | None = None,
             path: str | None = None) -> bool:
        """Host a game of ``setup`` (``save``: a saved hosted game to go on with, from
        ``path``) and show its lobby; False when the server cannot start (said). A setup
        whose network options name a server makes the room there (:meth:`host_on_server`)."""
        self.stop()
        if setup.hosting().server:
            if save is None or fits_on_server(setup, save.record):
                return self.host_on_server(setup, save=save, path=path)
            # too long a game for a message to the server: hosted here (see _server_note)
            setup = replace(setup, network=replace(setup.hosting(), server=None))
        game = HostedGame(setup, resume=save.record if save is not None else None, parent=self,
                          **self.game_options)
        try:
            game.start()
        except OSError as exc:
            if self.command_line:  # no one to close a message box: said on stderr
                print(f"project-l: cannot host the game: {exc}", file=sys.stderr, flush=True)
            else:
                QMessageBox.warning(self.widget, self.tr("Cannot host the game"),
                                    self._start_problem(setup, exc))
            game.deleteLater()
            return False
        self._follow(game, path, self._on_failed)
        self.lobby.set_invitation(game.code, game.addresses(), game.port,
                                  resumed=save is not None)
        self.window.show_lobby(self.lobby_area)
        return True

    def host_on_server(self, setup: GameSetup, *, save: SaveData | None = None,
                       path: str | None = None) -> bool:
        """Make the room of ``setup`` on the dedicated server its network options name (with
        :attr:`server_password`; ``save``: a saved game the room goes on with, from ``path``)
        and show the lobby, which waits for the invite code; what goes wrong is said when the
        server answers (:meth:`_on_server_failed`)."""
        self.stop()
        options = {k: v for k, v in self.game_options.items() if k == "transport"}
        game = ServerHostedGame(setup, resume=save.record if save is not None else None,
                                password=self.server_password, parent=self, **options)
        self._follow(game, path, self._on_server_failed)
        game.created.connect(lambda _code, g=game: self._on_room_created(g))
        self.lobby.set_server_invitation("", game.url, resumed=game.resumed)
        self.window.show_lobby(self.lobby_area)
        game.start()
        return True

    def _follow(self, game: HostedGame, path: str | None,
                failed: Callable[[str, str], None]) -> None:
        """Make ``game`` (from the file ``path``, if any) the one hosted: its lobby, chat, start
        and failure come here; the lobby page starts empty."""
        self.game = game
        self.path = path
        game.lobby_changed.connect(self._on_lobby)
        game.chat_received.connect(self._on_chat)
        game.game_started.connect(self._on_game_started)
        game.failed.connect(failed)
        self.lobby.clear()

    def _on_room_created(self, game: ServerHostedGame) -> None:
        if game is self.game:
            self.lobby.set_server_invitation(game.code, game.url, resumed=game.resumed)

    def _on_server_failed(self, code: str, message: str) -> None:
        """The server refused, or cannot be reached: said in words. Before the room exists
        (or when the connection is gone) the lobby closes; later a refusal is only said."""
        game = self.game
        if not isinstance(game, ServerHostedGame):
            return
        words = server_error_words(code, message, game.url)
        if game.code and code not in ("unreachable", "wrong_password", "protocol", "closed"):
            self.window.show_status(words, True)
            return
        self.cancel()
        if self.command_line:
            print(f"project-l: cannot host the game on {game.url}: {words}", file=sys.stderr,
                  flush=True)
            QTimer.singleShot(0, self.window.close)
        else:
            self.last_problem = words
            QMessageBox.warning(self.widget, self.tr("Cannot start the game on the server"),
                                words)

    def _start_problem(self, setup: GameSetup, exc: OSError) -> str:
        port = setup.hosting().port
        if "in use" in str(exc).lower() or getattr(exc, "errno", None) in (98, 48, 10048):
            return fill(self.tr("Port %1 is in use: another program (or another hosted game) "
                                "listens on it. Choose another port in the new-game dialog's "
                                "Network group."), str(port))
        return fill(self.tr("The game could not be offered on port %1:\n%2"), str(port), str(exc))

    def stop(self) -> None:
        """Stop hosting (nothing left running); the lobby forgets the game."""
        slot, self.slot = self.slot, None
        if slot is not None:
            slot.release()  # the game never came to the table: its autosave stays offered
        game, self.game = self.game, None
        if game is not None:
            game.stop()
            game.deleteLater()
        self.path = None

    def cancel(self) -> None:
        """The lobby's Cancel: stop hosting and go back to the welcome page."""
        self.stop()
        if self.window.session is None:
            self.window.show_welcome()
        else:
            self.window.show_table()

    def start_game(self) -> None:
        """The lobby's Start."""
        if self.game is not None:
            self.game.start_game()

    def kick(self, seat: int) -> None:
        """The lobby's Remove for a seat."""
        if self.game is not None:
            self.game.kick(seat)

    def send_chat(self, text: str) -> None:
        """The lobby's chat line."""
        if self.game is not None:
            self.game.send_chat(text)

    def set_takeover(self, seconds: object) -> None:
        """The lobby's AI takeover time."""
        if self.game is not None:
            self.game.set_takeover(seconds if isinstance(seconds, int) else None)

    # ------------------------------------------------------------------ what the server says

    def _on_lobby(self, lobby: Lobby) -> None:
        self.lobby.set_lobby(lobby, self.game.you if self.game is not None else None)
        if self.autostart and can_start(lobby) and self.game is not None and \
                self.game.session is None:
            self.game.start_game()

    def _on_chat(self, line: ChatLine) -> None:
        self.lobby.add_chat(line)

    def _on_failed(self, code: str, message: str) -> None:
        self.window.show_status(fill(self.tr("The hosted game reports a problem: %1"),
                                     message or code), True)

    def _on_game_started(self, session: HostedSession) -> None:
        """The game began: the host's table plays it like a joined game (chat, banner)."""
        if self.game is not None and self.game.link is not None:
            self.window.net_play.play_link(self.game.link, origin=self.path)
            slot, self.slot = self.slot, None
            if slot is not None:
                slot.remove()  # the game's new autosave holds it now
            if self.save_finished is not None:
                session.game_finished.connect(self._save_and_quit)

    def _save_and_quit(self) -> None:
        """``--save-finished``: the finished game is written, then the program ends."""
        path = self.save_finished
        if path is None:
            return
        ok = self.window.save_to(path)
        print(f"FINISHED {path}" if ok else f"SAVE FAILED {path}", flush=True)
        QTimer.singleShot(0, self.window.close)

    # ------------------------------------------------------------------ saved hosted games

    def ask_host_again(self, save: SaveData, parent: QWidget | None = None) -> str:
        """Ask whether a saved hosted game is hosted again (HOST_AGAIN), played on this
        computer (PLAY_LOCALLY) or not opened (CANCEL)."""
        box = QMessageBox(parent or self.widget)
        box.setObjectName("hostAgain")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("A hosted game"))
        names = ", ".join(s.name for s in save.seats if s.kind == "remote")
        box.setText(fill(self.tr("This game was played over the network (with %1). Host this game "
                                 "again with the same seats?"), names))
        box.setInformativeText(self.tr("Hosting again, the game goes on once every player has "
                                       "joined again under the same name. Playing locally, "
                                       "everyone plays at this computer.")
                               + self._server_note(save))
        again = box.addButton(self.tr("&Host again"), QMessageBox.ButtonRole.AcceptRole)
        local = box.addButton(self.tr("&Play locally"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(again)
        box.exec()
        clicked = box.clickedButton()
        if clicked is again:
            return self.HOST_AGAIN
        if clicked is local:
            return self.PLAY_LOCALLY
        return self.CANCEL

    def _server_note(self, save: SaveData) -> str:
        """For a game played on a dedicated server: where it is hosted again ("" otherwise)."""
        server = save.network.server if save.network is not None else None
        if not server:
            return ""
        if fits_on_server(setup_of_save(save.record, save.seats, save.network), save.record):
            return "\n\n" + fill(self.tr("It was played on the server at %1: it is hosted there "
                                         "again."), server)
        return "\n\n" + fill(self.tr("It was played on the server at %1, but it is too long to "
                                     "send there: this computer hosts it again."), server)

    def host_save(self, save: SaveData, path: str | None, *,
                  slot: AutosaveSlot | None = None) -> bool:
        """Host a saved hosted game again with the same seats (on the server it was played
        on, if it had one and the game is not too long to send there; see
        :meth:`_server_note`). ``slot``: the autosave it was resumed from, removed once the
        game is on the table (autosaved anew), left for the next start if hosting stops
        before."""
        setup = setup_of_save(save.record, save.seats, save.network)
        hosted = self.host(setup, save=save, path=path)
        if hosted:
            self.slot = slot
        elif slot is not None:
            slot.release()
        return hosted

    def retranslate(self) -> None:
        """After a language switch."""
        self.lobby.retranslate()


def server_error_words(code: str, message: str, address: str) -> str:
    """Why a game could not be made on a server, said to the player."""
    words = {
        "unreachable": translate("Network", "Cannot reach the server at %1. Check the "
                                 "address, and that the server is running and can be reached "
                                 "from here."),
        "wrong_password": translate("Network", "The server at %1 refused the password: type "
                                    "the one its operator gave you in the new-game dialog."),
        "server_full": translate("Network", "The server at %1 is full. Try again later, or "
                                 "host the game on this computer."),
        "too_many_rooms": translate("Network", "The server at %1 has as many games as it "
                                    "takes. Try again later, or host the game on this "
                                    "computer."),
        "busy": translate("Network", "The server at %1 is busy. Try again in a moment."),
        "not_allowed": translate("Network", "The program at %1 hosts one game of its own: "
                                 "it is not a server games can be started on. Join its game "
                                 "instead."),
        "protocol": translate("Network", "The server at %1 runs another version of Project L, "
                              "which speaks another version of the network protocol. Use the "
                              "same version as the server."),
        "closed": translate("Network", "The server at %1 closed the connection (%2): the "
                            "game waiting there is gone."),
        "bad_setup": translate("Network", "The server at %1 did not accept this game's "
                               "setup: %2"),
    }
    text = words.get(code)
    if text is None:
        return error_words(code, message, address)
    return fill(text, address, message)


def host_from_command_line(window: HostingHost, setup_path: str, *, autostart: bool,
                           save_finished: str | None) -> bool:
    """``project-l --host SETUP.json``: host the game of a setup file (a tool for tests and
    dedicated hosts). Prints ``HOSTING <url> <code>`` once the server listens (the address a
    client of this computer joins at), or the problem on stderr and closes the window."""
    from app.model.hosting import LOOPBACK, read_setup_file
    from app.rules import ProjectLError

    hosting = window.hosting
    hosting.command_line = True
    hosting.autostart = autostart
    hosting.save_finished = save_finished
    try:
        setup = read_setup_file(setup_path)
    except (ProjectLError, ValueError, OSError) as exc:
        print(f"project-l: --host {setup_path}: {exc}", file=sys.stderr, flush=True)
        QTimer.singleShot(0, window.close)
        return False
    window.start_game(setup)
    game = hosting.game
    if game is None:
        print(f"project-l: --host {setup_path}: the server could not start", file=sys.stderr,
              flush=True)
        QTimer.singleShot(0, window.close)
        return False
    if isinstance(game, ServerHostedGame):  # the room is made on the server: said once made
        game.created.connect(lambda code: print(f"HOSTING {game.url} {code}", flush=True))
        return True
    print(f"HOSTING ws://{LOOPBACK}:{game.port}/ {game.code}", flush=True)
    return True


def install_hosting(window: HostingHost, widget: QWidget) -> Hosting:
    """Add hosting to a game window (``widget``: the same window as a widget); returns the
    object that holds it."""
    return Hosting(window, widget)
