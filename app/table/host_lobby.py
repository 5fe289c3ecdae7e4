"""The host's lobby: what to tell friends (invite code, addresses), who sits where, Start.

The game window shows it as a page of its own while a hosted game waits for its players
(:mod:`app.table.hosting` feeds it the host's link's lobby and chat). The seats, the
spectators, the chat, the AI takeover time and Start are the joining player's lobby widget
(:class:`app.table.lobby.LobbyView`, with its host controls); this page adds around it the
invite code in large type with Copy, this computer's addresses with the port, the port-forwarding
note, Remove (kick) and Cancel, and enables Start only when every remote seat has a connected,
ready player, saying what it waits for until then. It only shows and asks: its signals are
acted on by the hosting. For a game made on a dedicated server
(:meth:`LobbyPage.set_server_invitation`) it shows the server's address instead of this
computer's, and no port-forwarding note.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.model.remote import ChatLine, Lobby, SeatInfo
from app.net.addresses import with_port
from app.table.lobby import LobbyView
from app.table.widgets import push_button
from app.templates import fill

README_SECTION = "play-over-the-network"
"""The anchor of the README's "Play over the network" section."""


def awaited(seat: SeatInfo) -> bool:
    """Whether the game cannot start for this seat: a remote seat without its player, or whose
    player is not ready."""
    return seat.kind == "remote" and not (seat.connected and seat.ready)


def can_start(lobby: Lobby | None) -> bool:
    """Whether every remote seat has a connected, ready player (and the game has not begun)."""
    return lobby is not None and bool(lobby.seats) and not lobby.started and \
        not any(awaited(s) for s in lobby.seats)


def readme_link() -> str | None:
    """The README's network section as a local link, when the README is beside the program."""
    readme = Path(__file__).resolve().parents[2] / "README.md"
    if not readme.is_file():
        return None
    url = QUrl.fromLocalFile(str(readme))
    url.setFragment(README_SECTION)
    return url.toString()


class LobbyPage(QWidget):
    """The host's lobby (see the module's docstring)."""

    start_requested = Signal()
    cancel_requested = Signal()
    kick_requested = Signal(int)
    """The host asks to remove the player of a seat (the seat's number)."""
    chat_sent = Signal(str)
    takeover_chosen = Signal(object)
    """After how long an AI plays a dropped player's seat (seconds, None: never)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hostLobbyPage")
        self._lobby: Lobby | None = None
        self._code = ""
        self._addresses: list[str] = []
        self._port = 0
        self._resumed = False
        self._server: str | None = None  # a game made on a dedicated server: its address

        outer = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setObjectName("hostLobbyIntro")
        self.intro.setWordWrap(True)
        outer.addWidget(self.intro)

        # what to tell friends, first: the code in large type, the addresses beside it
        self.give_box = QGroupBox(self.tr("Tell your friends"))
        give = QGridLayout(self.give_box)
        give.setHorizontalSpacing(12)
        self.code_caption = QLabel(self.tr("Invite code:"))
        give.addWidget(self.code_caption, 0, 0)
        self.code_label = QLabel()
        self.code_label.setObjectName("inviteCode")
        big = QFont("monospace")
        big.setStyleHint(QFont.StyleHint.Monospace)
        big.setPointSizeF(self.font().pointSizeF() * 2.4)
        big.setBold(True)
        self.code_label.setFont(big)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setAccessibleName(self.tr("Invite code"))
        give.addWidget(self.code_label, 0, 1)
        self.copy_button = push_button(self.tr("&Copy"), self.copy_code, name="copyCode",
                                       tip=self.tr("Copy the invite code and the addresses"))
        give.addWidget(self.copy_button, 0, 2)
        self.address_caption = QLabel(self.tr("Addresses:"))
        give.addWidget(self.address_caption, 1, 0, Qt.AlignmentFlag.AlignTop)
        self.address_label = QLabel()
        self.address_label.setObjectName("addresses")
        self.address_label.setTextFormat(Qt.TextFormat.PlainText)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label.setWordWrap(True)
        self.address_label.setAccessibleName(self.tr("Addresses"))
        addresses_font = self.address_label.font()
        addresses_font.setPointSizeF(addresses_font.pointSizeF() * 1.2)
        addresses_font.setBold(True)
        self.address_label.setFont(addresses_font)
        give.addWidget(self.address_label, 1, 1, 1, 2)
        self.forwarding = QLabel()
        self.forwarding.setObjectName("portForwarding")
        self.forwarding.setWordWrap(True)
        self.forwarding.setOpenExternalLinks(True)
        give.addWidget(self.forwarding, 2, 0, 1, 3)
        give.setColumnStretch(1, 1)

        # the seats (with the takeover time and Remove) beside the chat: the shared lobby
        # widget; what to tell friends heads the seats' column
        self.view = LobbyView(host=True, beside=True, parent=self)
        self.view.side.insertWidget(0, self.give_box)
        self.view.ready.hide()  # the host starts the game: no Ready of its own
        self.view.start_requested.connect(self.start_requested)
        self.view.chat_sent.connect(self.chat_sent)
        self.view.takeover_chosen.connect(self.takeover_chosen)
        outer.addWidget(self.view, 1)

        kick_row = QHBoxLayout()
        self.kick_label = QLabel(self.tr("&Remove a player:"))
        self.kick_choice = QComboBox()
        self.kick_choice.setObjectName("kickChoice")
        self.kick_label.setBuddy(self.kick_choice)
        self.kick_choice.setAccessibleName(self.tr("Remove a player"))
        self.kick_button = push_button(self.tr("Remove"), self._kick, name="kick",
                                       tip=self.tr("Take this player off their seat: the seat "
                                                   "waits for another player"))
        kick_row.addWidget(self.kick_label)
        kick_row.addWidget(self.kick_choice, 1)
        kick_row.addWidget(self.kick_button)
        self.view.side.insertLayout(self.view.side.count() - 1, kick_row)  # before its stretch

        # what Start waits for, then Stop hosting and Start, as a dialog's buttons
        bottom = QHBoxLayout()
        self.why_not = QLabel()
        self.why_not.setObjectName("whyNotStart")
        self.why_not.setWordWrap(True)
        bottom.addWidget(self.why_not, 1)
        self.cancel_button = push_button(self.tr("St&op hosting"),
                                         lambda: self.cancel_requested.emit(), name="lobbyCancel",
                                         tip=self.tr("Stop hosting this game: the players who "
                                                     "joined are disconnected"))
        bottom.addWidget(self.cancel_button)
        self.view.controls.removeWidget(self.view.start)
        bottom.addWidget(self.view.start)
        outer.addLayout(bottom)
        self.retranslate()

    # ------------------------------------------------------------------ feeding

    @property
    def lobby(self) -> Lobby | None:
        """The lobby as last shown."""
        return self._lobby

    @property
    def start_button(self) -> QPushButton:
        """Start the game (the shared widget's button)."""
        return self.view.start

    def set_invitation(self, code: str, addresses: Sequence[str], port: int, *,
                       resumed: bool = False) -> None:
        """The invite code, this computer's addresses and the port to tell friends;
        ``resumed``: a saved game hosted again (its players come back to their seats)."""
        self._code = code
        self._addresses = list(addresses)
        self._port = port
        self._resumed = resumed
        if self._server is not None:  # after a game on a server: this computer's words again
            self._server = None
            self.address_caption.setText(self.tr("Addresses:"))
            self.forwarding.show()
            self.cancel_button.setText(self.tr("St&op hosting"))
            self.cancel_button.setToolTip(self.tr("Stop hosting this game: the players who "
                                                  "joined are disconnected"))
        self.retranslate()

    def set_server_invitation(self, code: str, url: str, *, resumed: bool = False) -> None:
        """A game made on a dedicated server: its invite code ("" while the room is being
        made) and the server's address, which friends join at (no port of this computer);
        ``resumed``: a saved game hosted again there."""
        self._code = code
        self._addresses = [url]
        self._port = 0
        self._resumed = resumed
        self._server = url
        self.retranslate()

    def _show_server(self) -> None:
        """What the page says of a game on a server, over what it says of one hosted here."""
        url = self._server or ""
        if not self._resumed:  # (a saved game: the words of retranslate, which fit it too)
            self.intro.setText(fill(self.tr("This game runs on the server at %1. Your friends join "
                                            "with Game > Join a network game: they type this "
                                            "address, then the invite code."), url))
        if not self._code:
            self.code_label.setText(self.tr("Making the room on the server…"))
        self.address_caption.setText(self.tr("Server:"))
        self.address_label.setText(url)
        self.forwarding.setText("")
        self.forwarding.hide()
        self.cancel_button.setText(self.tr("Leave the r&oom"))
        self.cancel_button.setToolTip(self.tr("Leave this game on the server: the server "
                                              "closes the room once nobody is in it"))

    def set_lobby(self, lobby: Lobby | None, you: int | None = None) -> None:
        """Show the room as the server says it is (None: not known yet)."""
        self._lobby = lobby
        if lobby is not None:
            self.view.set_lobby(lobby, you)
        self._show_status()

    def add_chat(self, line: ChatLine) -> None:
        """Show a chat message."""
        self.view.add_chat(line)

    def clear(self) -> None:
        """Forget the room and its conversation (another game is hosted)."""
        self._lobby = None
        self.view.lobby = None
        self.view.chat.set_lines([])
        self.view.retranslate()
        self._show_status()

    # ------------------------------------------------------------------ showing

    def retranslate(self) -> None:
        """Say again what is built from values (after a language switch)."""
        if self._resumed:
            self.intro.setText(self.tr("This saved game goes on when every player is back in "
                                       "their seat: they join with the address and the code "
                                       "below, under the same name as before."))
        else:
            self.intro.setText(self.tr("Your friends join with Game > Join a network game: "
                                       "they find this game on the local network, or type an "
                                       "address below, then the invite code."))
        self.code_label.setText(readable_code(self._code) if self._code else "—")
        if self._addresses:
            self.address_label.setText("\n".join(with_port(a, self._port)
                                                 for a in self._addresses))
        else:
            self.address_label.setText(fill(self.tr("This computer has no network address that "
                                                    "others can reach: only players on this "
                                                    "computer can join (port %1)."), self._port))
        note = fill(self.tr("Friends outside your home network can join only if your router "
                            "forwards TCP port %1 to this computer (or use a dedicated server): "
                            "see “Play over the network” in the README."), str(self._port))
        link = readme_link()
        if link is not None:
            self.forwarding.setTextFormat(Qt.TextFormat.RichText)
            words = self.tr("Open the README")
            self.forwarding.setText(f'{_escape(note)} <a href="{link}">{_escape(words)}</a>')
        else:
            self.forwarding.setTextFormat(Qt.TextFormat.PlainText)
            self.forwarding.setText(note)
        self.view.retranslate()
        self._show_status()
        if self._server is not None:
            self._show_server()

    def _show_status(self) -> None:
        lobby = self._lobby
        self.view.start.setEnabled(can_start(lobby))
        self.why_not.setText(self.why_not_text())
        current = self.kick_choice.currentData()
        self.kick_choice.clear()
        for seat in lobby.seats if lobby is not None else ():
            if seat.kind == "remote" and seat.connected and seat.seat != self.view.you:
                self.kick_choice.addItem(fill(self.tr("Seat %1: %2"),
                                              str(seat.seat + 1), seat.name), seat.seat)
        i = self.kick_choice.findData(current)
        if i >= 0:
            self.kick_choice.setCurrentIndex(i)
        has = self.kick_choice.count() > 0
        self.kick_choice.setEnabled(has)
        self.kick_button.setEnabled(has and not (lobby is not None and lobby.started))

    def why_not_text(self) -> str:
        """What Start waits for ("" when it is enabled)."""
        lobby = self._lobby
        if lobby is None or not lobby.seats:
            return self.tr("Opening the room…")
        if lobby.started:
            return self.tr("The game has started.")
        free = [s for s in lobby.seats if s.kind == "remote" and not s.connected]
        if free:
            seats = ", ".join(str(s.seat + 1) for s in free)
            return fill(self.tr("Waiting for %n player(s) to join (seat %1).", "",
                                len(free)), seats)
        unready = [s for s in lobby.seats if s.kind == "remote" and not s.ready]
        if unready:
            names = ", ".join(s.name for s in unready)
            return fill(self.tr("Waiting for %1 to be ready."), names)
        return self.tr("Everyone is here and ready: start the game when you like.")

    # ------------------------------------------------------------------ acting

    def copy_code(self) -> None:
        """Put the invite code and the addresses on the clipboard, ready to paste to friends."""
        lines = [fill(self.tr("Invite code: %1"), readable_code(self._code))]
        if self._server is not None:
            lines.append(self._server)  # (a server's address says its own port)
        else:
            lines += [with_port(a, self._port) for a in self._addresses]
        QGuiApplication.clipboard().setText("\n".join(lines))

    def _kick(self) -> None:
        seat = self.kick_choice.currentData()
        if isinstance(seat, int):
            self.kick_requested.emit(seat)


def readable_code(code: str) -> str:
    """An invite code as people read and type it, ``ABCD-EFGH`` (the server sends it without the
    dash)."""
    from app.net.protocol import normalise_code, show_code

    stored = normalise_code(code)
    return show_code(stored) if stored is not None else code


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def scrolled(page: LobbyPage) -> QScrollArea:
    """The lobby in a scroll area (a small window still reaches every part)."""
    area = QScrollArea()
    area.setObjectName("hostLobby")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(page)
    return area
