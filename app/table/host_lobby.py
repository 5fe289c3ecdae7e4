"""The host's lobby: who has joined which seat, the chat, the code and addresses to give.

The game window shows it as a page of its own while a hosted game waits for its players
(app/table/hosting.py feeds it the server's ``lobby`` and ``chat`` messages). It only shows
and asks: Start, Cancel, Kick and the chat line are signals the hosting acts on.

Start is enabled when every remote seat has a player who is connected and ready; until then a
line says what is awaited. Nothing is told by colour alone: each seat says in words whether its
player is connected and ready.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.net.addresses import with_port

README_SECTION = "play-over-the-network"
"""The anchor of the README's "Play over the network" section."""
MAX_CHAT = 300


@dataclass(frozen=True, slots=True)
class LobbySeat:
    """One seat as the server's ``lobby`` message describes it."""

    seat: int
    name: str
    kind: str  # "host" | "remote" | "ai"
    connected: bool
    ready: bool
    ai_level: str | None = None

    @property
    def awaited(self) -> bool:
        """Whether the game cannot start for this seat: a remote seat without its player,
        or whose player is not ready."""
        return self.kind == "remote" and not (self.connected and self.ready)


@dataclass(frozen=True, slots=True)
class LobbyState:
    """The server's ``lobby`` message, read defensively (anything odd is left out)."""

    name: str
    seats: tuple[LobbySeat, ...]
    spectators: int = 0
    started: bool = False
    takeover_seconds: int | None = None

    @staticmethod
    def from_message(message: Mapping[str, Any]) -> LobbyState:
        """The lobby from a ``lobby`` message (its fields, docs/protocol.md)."""
        seats = []
        raw_seats = message.get("seats")
        for i, raw in enumerate(raw_seats if isinstance(raw_seats, list) else []):
            if not isinstance(raw, dict):
                continue
            seat = raw.get("seat", i)
            name = raw.get("name")
            level = raw.get("ai_level")
            seats.append(LobbySeat(
                seat if isinstance(seat, int) and not isinstance(seat, bool) else i,
                name if isinstance(name, str) else "",
                str(raw.get("kind", "remote")),
                raw.get("connected") is True,
                raw.get("ready") is True,
                level if isinstance(level, str) else None,
            ))
        name = message.get("name")
        spectators = message.get("spectators", 0)
        takeover = message.get("takeover_seconds")
        return LobbyState(
            name if isinstance(name, str) else "",
            tuple(seats),
            spectators if isinstance(spectators, int) and not isinstance(spectators, bool)
            else 0,
            message.get("started") is True,
            takeover if isinstance(takeover, int) and not isinstance(takeover, bool) else None,
        )

    @property
    def can_start(self) -> bool:
        """Whether every remote seat has a connected, ready player."""
        return not self.started and not any(s.awaited for s in self.seats)


def readme_link() -> str | None:
    """The README's network section as a local link, when the README is beside the program."""
    readme = Path(__file__).resolve().parents[2] / "README.md"
    if not readme.is_file():
        return None
    url = QUrl.fromLocalFile(str(readme))
    url.setFragment(README_SECTION)
    return url.toString()


class LobbyPage(QWidget):
    """The lobby: seats, spectators, chat, invite code and addresses, Start and Cancel."""

    start_requested = Signal()
    cancel_requested = Signal()
    kick_requested = Signal(int)
    """The host asks to remove the player of a seat (the seat's number)."""
    chat_sent = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobbyPage")
        self._state = LobbyState("", ())
        self._code = ""
        self._addresses: list[str] = []
        self._port = 0
        self._resumed = False

        outer = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("lobbyTitle")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.title)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        outer.addWidget(self.intro)

        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        left = QVBoxLayout()
        columns.addLayout(left, 3)
        right = QVBoxLayout()
        columns.addLayout(right, 2)

        # what to tell friends: the code and the addresses
        self.give_box = QGroupBox(self.tr("Tell your friends"))
        give = QGridLayout(self.give_box)
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
        self.copy_button = QPushButton(self.tr("&Copy"))
        self.copy_button.setObjectName("copyCode")
        self.copy_button.setToolTip(self.tr("Copy the invite code and the addresses"))
        self.copy_button.clicked.connect(self.copy_code)
        give.addWidget(self.copy_button, 0, 2)
        self.address_caption = QLabel(self.tr("Addresses:"))
        give.addWidget(self.address_caption, 1, 0, Qt.AlignmentFlag.AlignTop)
        self.address_label = QLabel()
        self.address_label.setObjectName("addresses")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label.setWordWrap(True)
        give.addWidget(self.address_label, 1, 1, 1, 2)
        self.forwarding = QLabel()
        self.forwarding.setObjectName("portForwarding")
        self.forwarding.setWordWrap(True)
        self.forwarding.setOpenExternalLinks(True)
        give.addWidget(self.forwarding, 2, 0, 1, 3)
        give.setColumnStretch(1, 1)
        left.addWidget(self.give_box)

        self.seats_box = QGroupBox(self.tr("Seats"))
        self.seat_grid = QGridLayout(self.seats_box)
        self._seat_widgets: list[QWidget] = []
        self.kick_buttons: dict[int, QPushButton] = {}
        left.addWidget(self.seats_box)
        self.spectators = QLabel()
        self.spectators.setObjectName("spectators")
        left.addWidget(self.spectators)
        left.addStretch(1)

        self.chat_box = QGroupBox(self.tr("Chat"))
        chat = QVBoxLayout(self.chat_box)
        self.chat_view = QPlainTextEdit()
        self.chat_view.setObjectName("lobbyChat")
        self.chat_view.setReadOnly(True)
        self.chat_view.setAccessibleName(self.tr("Chat"))
        chat.addWidget(self.chat_view, 1)
        line = QHBoxLayout()
        self.chat_line = QLineEdit()
        self.chat_line.setObjectName("lobbyChatLine")
        self.chat_line.setMaxLength(MAX_CHAT)
        self.chat_line.setPlaceholderText(self.tr("Say something to everyone"))
        self.chat_line.setAccessibleName(self.tr("Chat message"))
        self.chat_line.returnPressed.connect(self._send_chat)
        line.addWidget(self.chat_line, 1)
        self.send_button = QPushButton(self.tr("Se&nd"))
        self.send_button.setObjectName("sendChat")
        self.send_button.clicked.connect(self._send_chat)
        line.addWidget(self.send_button)
        chat.addLayout(line)
        right.addWidget(self.chat_box)

        bottom = QHBoxLayout()
        self.why_not = QLabel()
        self.why_not.setObjectName("whyNotStart")
        self.why_not.setWordWrap(True)
        bottom.addWidget(self.why_not, 1)
        self.start_button = QPushButton(self.tr("&Start the game"))
        self.start_button.setObjectName("lobbyStart")
        self.start_button.clicked.connect(self.start_requested)
        bottom.addWidget(self.start_button)
        self.cancel_button = QPushButton(self.tr("C&ancel"))
        self.cancel_button.setObjectName("lobbyCancel")
        self.cancel_button.setToolTip(self.tr("Stop hosting: the players who joined are told "
                                              "the game was cancelled"))
        self.cancel_button.clicked.connect(self.cancel_requested)
        bottom.addWidget(self.cancel_button)
        outer.addLayout(bottom)
        self.retranslate()

    # ------------------------------------------------------------------ feeding

    @property
    def state(self) -> LobbyState:
        """The lobby as last shown."""
        return self._state

    def set_invitation(self, code: str, addresses: Sequence[str], port: int, *,
                       resumed: bool = False) -> None:
        """The invite code, this computer's addresses and the port to tell friends;
        ``resumed``: a saved game hosted again (its players come back to their seats)."""
        self._code = code
        self._addresses = list(addresses)
        self._port = port
        self._resumed = resumed
        self.retranslate()

    def set_lobby(self, message: Mapping[str, Any]) -> None:
        """Show a ``lobby`` message from the server."""
        self._state = LobbyState.from_message(message)
        self.title.setText(self._state.name or self.tr("Hosted game"))
        self._show_seats()
        self._show_status()

    def add_chat(self, message: Mapping[str, Any]) -> None:
        """Add a ``chat`` message (``from``, ``text``) to the conversation."""
        who, text = message.get("from"), message.get("text")
        if not isinstance(text, str):
            return
        who_text = who if isinstance(who, str) and who else self.tr("Server")
        self.chat_view.appendPlainText(
            self.tr("%1: %2").replace("%1", who_text).replace("%2", text))

    def clear_chat(self) -> None:
        """Forget the conversation (another game is hosted)."""
        self.chat_view.clear()

    # ------------------------------------------------------------------ showing

    def retranslate(self) -> None:
        """Say again what is built from values (after a language switch)."""
        self.title.setText(self._state.name or self.tr("Hosted game"))
        if self._resumed:
            self.intro.setText(self.tr("This saved game goes on when every player is back in "
                                       "their seat: they join with the same address and code, "
                                       "under the same name."))
        else:
            self.intro.setText(self.tr("Your friends join with Game > Join: the game is found "
                                       "on the local network, or they type an address and the "
                                       "invite code."))
        self.code_label.setText(self._code or "—")
        if self._addresses:
            self.address_label.setText("\n".join(with_port(a, self._port)
                                                 for a in self._addresses))
        else:
            self.address_label.setText(self.tr("This computer has no network address that "
                                               "others can reach: only players on this "
                                               "computer can join (port %1).").replace(
                "%1", str(self._port)))
        note = self.tr("Friends outside your home network can join only if your router "
                       "forwards TCP port %1 to this computer (or use a dedicated server): "
                       "see “Play over the network” in the README.").replace(
            "%1", str(self._port))
        link = readme_link()
        if link is not None:
            self.forwarding.setTextFormat(Qt.TextFormat.RichText)
            self.forwarding.setText(f'{_escape(note)} <a href="{link}">'
                                    f'{_escape(self.tr("Open the README"))}</a>')
        else:
            self.forwarding.setTextFormat(Qt.TextFormat.PlainText)
            self.forwarding.setText(note)
        self._show_seats()
        self._show_status()

    def _show_seats(self) -> None:
        for w in self._seat_widgets:
            self.seat_grid.removeWidget(w)
            w.deleteLater()
        self._seat_widgets = []
        self.kick_buttons = {}
        heads = (self.tr("Seat"), self.tr("Player"), self.tr("Played by"),
                 self.tr("Connection"), self.tr("Ready"))
        for col, text in enumerate(heads):
            self._put(QLabel(text), 0, col, bold=True)
        for row, seat in enumerate(self._state.seats, start=1):
            self._put(QLabel(str(seat.seat + 1)), row, 0)
            name = QLabel(seat.name or self.tr("(free)"))
            name.setTextFormat(Qt.TextFormat.PlainText)
            name.setObjectName(f"lobbySeatName{seat.seat}")
            self._put(name, row, 1)
            self._put(QLabel(self._kind_text(seat)), row, 2)
            if seat.kind == "ai":
                connection, ready = "—", self.tr("ready")
            else:
                connection = self.tr("connected") if seat.connected else \
                    self.tr("waiting for the player")
                ready = self.tr("ready") if seat.ready or seat.kind == "host" else \
                    self.tr("not ready")
            state = QLabel(("✓ " if seat.connected else "… ") + connection
                           if seat.kind != "ai" else connection)
            state.setObjectName(f"lobbySeatConnection{seat.seat}")
            self._put(state, row, 3)
            ready_label = QLabel(ready)
            ready_label.setObjectName(f"lobbySeatReady{seat.seat}")
            self._put(ready_label, row, 4)
            if seat.kind == "remote" and seat.connected:
                kick = QPushButton(self.tr("Remove"))
                kick.setObjectName(f"kick{seat.seat}")
                kick.setToolTip(self.tr("Remove this player from the game: the seat waits for "
                                        "another player"))
                kick.setAccessibleName(self.tr("Remove %1").replace("%1", seat.name))
                kick.clicked.connect(lambda _c=False, s=seat.seat: self.kick_requested.emit(s))
                self._put(kick, row, 5)
                self.kick_buttons[seat.seat] = kick
        self.seat_grid.setColumnStretch(1, 1)
        self.spectators.setText(self.tr("%n spectator(s) watching", "",
                                        self._state.spectators))

    def _put(self, widget: QWidget, row: int, col: int, *, bold: bool = False) -> None:
        if bold:
            font = QFont(widget.font())
            font.setBold(True)
            widget.setFont(font)
        self.seat_grid.addWidget(widget, row, col)
        self._seat_widgets.append(widget)

    def _kind_text(self, seat: LobbySeat) -> str:
        if seat.kind == "host":
            return self.tr("This computer")
        if seat.kind == "ai":
            levels = {"easy": self.tr("Computer (easy)"), "medium": self.tr("Computer (medium)"),
                      "hard": self.tr("Computer (hard)")}
            return levels.get(seat.ai_level or "", self.tr("Computer"))
        return self.tr("Remote")

    def _show_status(self) -> None:
        state = self._state
        self.start_button.setEnabled(state.can_start)
        self.why_not.setText(self.why_not_text())

    def why_not_text(self) -> str:
        """Why Start is disabled ("" when it is enabled)."""
        state = self._state
        if state.started:
            return self.tr("The game has started.")
        if not state.seats:
            return self.tr("Starting the server…")
        free = [s for s in state.seats if s.kind == "remote" and not s.connected]
        if free:
            seats = ", ".join(str(s.seat + 1) for s in free)
            return self.tr("Waiting for %n player(s) to join (seat %1).", "",
                           len(free)).replace("%1", seats)
        unready = [s for s in state.seats if s.kind == "remote" and not s.ready]
        if unready:
            names = ", ".join(s.name for s in unready)
            return self.tr("Waiting for %1 to be ready.").replace("%1", names)
        return ""

    # ------------------------------------------------------------------ acting

    def copy_code(self) -> None:
        """Put the invite code and the addresses on the clipboard, ready to paste to friends."""
        lines = [self.tr("Invite code: %1").replace("%1", self._code)]
        lines += [with_port(a, self._port) for a in self._addresses]
        QGuiApplication.clipboard().setText("\n".join(lines))

    def _send_chat(self) -> None:
        text = " ".join(self.chat_line.text().split())
        if text:
            self.chat_sent.emit(text)
            self.chat_line.clear()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def scrolled(page: LobbyPage) -> QScrollArea:
    """The lobby in a scroll area (a small window still reaches every part)."""
    area = QScrollArea()
    area.setObjectName("lobbyScroll")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(page)
    return area
