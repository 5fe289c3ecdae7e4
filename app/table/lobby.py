"""The lobby of a network game: who sits where, who is ready, the spectators, the chat.

:class:`LobbyView` is the widget, shared by the joining player (read-only seats, a Ready toggle,
chat) and the host (``host=True`` shows the host's controls: Start and the AI
takeover time; the host's dialog adds its addresses and invite code around it). It only shows
and emits; whoever owns it sends the messages:

- :meth:`LobbyView.set_lobby` (a :class:`~app.model.remote.Lobby`, and this program's seat),
  :meth:`LobbyView.add_chat` (a :class:`~app.model.remote.ChatLine`);
- signals ``ready_toggled(bool)``, ``chat_sent(str)``, ``start_requested()`` and
  ``takeover_chosen(object)`` (seconds, or None for never).

:class:`LobbyDialog` is the joining player's window: a :class:`LobbyView` bound to a
:class:`~app.model.remote.RemoteLink`, with the connection's state in words and Leave. It closes
itself (accepted) when the game starts; the game window then shows the table.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.model.remote import ChatLine, LinkState, LinkStatus, Lobby, RemoteLink, RemoteSession
from app.table.chat import ChatPanel
from app.templates import fill

translate = QCoreApplication.translate

TAKEOVER_CHOICES: tuple[int | None, ...] = (None, 30, 60, 120, 300)
"""After how long an AI may play for a dropped seat (None: never)."""


class LobbyView(QWidget):
    """Seats, spectators, Ready, chat (and with ``host``: Start and the takeover time)."""

    ready_toggled = Signal(bool)
    chat_sent = Signal(str)
    start_requested = Signal()
    takeover_chosen = Signal(object)

    def __init__(self, *, host: bool = False, beside: bool = False,
                 parent: QWidget | None = None) -> None:
        """``beside``: the chat to the right of the seats (a wide page), not under them."""
        super().__init__(parent)
        self.setObjectName("lobbyView")
        self.host = host
        self.lobby: Lobby | None = None
        self.you: int | None = None
        direction = QBoxLayout.Direction.LeftToRight if beside else \
            QBoxLayout.Direction.TopToBottom
        layout = QBoxLayout(direction, self)
        self.side = QVBoxLayout()
        """The seats' column: title, seats, spectators, Ready or the host's controls (a page
        may add its own below them)."""
        layout.addLayout(self.side, 1 if beside else 0)
        self.title = QLabel(self)
        self.title.setObjectName("lobbyTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        title_font = self.title.font()
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.15)
        self.title.setFont(title_font)
        self.side.addWidget(self.title)
        self.seats = QTableWidget(0, 3, self)
        self.seats.setObjectName("lobbySeats")
        self.seats.setAccessibleName(self.tr("Seats"))
        self.seats.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.seats.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.seats.verticalHeader().setVisible(False)
        header = self.seats.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self._set_headers()
        self.side.addWidget(self.seats)
        self.spectators = QLabel(self)
        self.spectators.setObjectName("lobbySpectators")
        self.side.addWidget(self.spectators)
        self.deal_note = QLabel(self)  # a deal from a typed seed is no secret: said to all
        self.deal_note.setObjectName("lobbyDealNote")
        self.deal_note.setWordWrap(True)
        self.deal_note.setVisible(False)
        self.side.addWidget(self.deal_note)
        self.controls = QHBoxLayout()
        self.ready = QCheckBox(self.tr("I am &ready to start"), self)
        self.ready.setObjectName("lobbyReady")
        self.ready.setToolTip(self.tr("Tell the host you are ready to start"))
        self.ready.toggled.connect(self.ready_toggled)
        self.controls.addWidget(self.ready)
        self.takeover_label = QLabel(self.tr("An AI &plays for a dropped player after:"), self)
        self.takeover = QComboBox(self)
        self.takeover.setObjectName("lobbyTakeover")
        self.takeover_label.setBuddy(self.takeover)
        self.takeover.setAccessibleName(self.tr("An AI plays for a dropped player after"))
        self._fill_takeover()
        self.takeover.activated.connect(
            lambda i: self.takeover_chosen.emit(TAKEOVER_CHOICES[i]))
        self.controls.addWidget(self.takeover_label)
        self.controls.addWidget(self.takeover)
        self.controls.addStretch(1)
        self.start = QPushButton(self.tr("&Start the game"), self)
        self.start.setObjectName("lobbyStart")
        self.start.clicked.connect(self.start_requested)
        self.controls.addWidget(self.start)
        self.side.addLayout(self.controls)
        for widget in (self.takeover_label, self.takeover, self.start):
            widget.setVisible(host)
        if beside:
            self.side.addStretch(1)
        self.chat = ChatPanel(self)
        self.chat.sent.connect(self.chat_sent)
        if beside:  # a heading of its own, level with the column's first line
            talk = QVBoxLayout()
            self.chat_heading = QLabel(translate("NetPlay", "Chat"), self)
            self.chat_heading.setObjectName("lobbyChatHeading")
            self.chat_heading.setFont(title_font)
            self.chat_heading.setBuddy(self.chat.line)
            talk.addWidget(self.chat_heading)
            talk.addWidget(self.chat, 1)
            layout.addLayout(talk, 1)
        else:
            layout.addWidget(self.chat, 1)
        self.retranslate()

    def _set_headers(self) -> None:
        self.seats.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Connection"), self.tr("Ready")])

    def _fill_takeover(self) -> None:
        current = self.takeover.currentIndex()
        self.takeover.clear()
        for seconds in TAKEOVER_CHOICES:
            if seconds is None:
                self.takeover.addItem(self.tr("Never"))
            elif seconds < 60:
                self.takeover.addItem(self.tr("%n second(s)", "", seconds))
            else:
                self.takeover.addItem(self.tr("%n minute(s)", "", seconds // 60))
        self.takeover.setCurrentIndex(max(0, current))

    def set_lobby(self, lobby: Lobby, you: int | None) -> None:
        """Show the room as the server says it is."""
        self.lobby = lobby
        self.you = you
        self._show()

    def add_chat(self, line: ChatLine) -> None:
        """Show a chat message."""
        self.chat.add_line(line)

    def _show(self) -> None:
        lobby = self.lobby
        if lobby is None:
            self.title.setText(self.tr("Waiting for the room…"))
            self.spectators.setText("")
            self.deal_note.setVisible(False)
            self.seats.setRowCount(0)
            self._fit_seats()
            return
        self.title.setText(fill(self.tr("Game: %1"), lobby.name) if lobby.name else
                           self.tr("The game's seats"))
        self.seats.setRowCount(len(lobby.seats))
        for row, seat in enumerate(lobby.seats):
            if seat.kind == "ai":
                name = fill(self.tr("%1 (computer player)"), seat.name)
            elif seat.seat == self.you:
                name = fill(self.tr("%1 (you)"), seat.name)
            elif seat.kind == "host":
                name = fill(self.tr("%1 (host)"), seat.name)
            else:
                name = seat.name
            if seat.kind == "ai":
                connection = self.tr("Computer")
            elif seat.ai_playing:
                connection = self.tr("AI playing")
            elif seat.connected:
                connection = self.tr("Connected")
            elif seat.kind == "remote" and not seat.name:
                connection = self.tr("Free seat")
            else:
                connection = self.tr("Not connected")
            ready = self.tr("Ready") if seat.ready or seat.kind == "ai" else self.tr("Not ready")
            for col, text in enumerate((name, connection, ready)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.seats.setItem(row, col, item)
        self._fit_seats()
        self.spectators.setText(self.tr("%n spectator(s) watching", "", lobby.spectators))
        self.deal_note.setText(self.tr("This game is dealt from a seed the host typed: the deal "
                                       "is no secret, and whoever knows the seed knows every "
                                       "card still face down."))
        self.deal_note.setVisible(not lobby.secret_deal)
        if lobby.takeover_seconds in TAKEOVER_CHOICES:
            self.takeover.setCurrentIndex(TAKEOVER_CHOICES.index(lobby.takeover_seconds))
        self.ready.setEnabled(self.you is not None and not lobby.started)
        mine = next((s for s in lobby.seats if s.seat == self.you), None)
        if mine is not None and mine.ready != self.ready.isChecked():
            self.ready.blockSignals(True)
            self.ready.setChecked(mine.ready)
            self.ready.blockSignals(False)

    def _fit_seats(self) -> None:
        """The seats' list as tall as its rows (at least two): the room left goes to the chat,
        not to empty rows."""
        rows = max(self.seats.rowCount(), 2)
        row = self.seats.rowHeight(0) if self.seats.rowCount() else \
            self.seats.verticalHeader().defaultSectionSize()
        frame = 2 * self.seats.frameWidth()
        self.seats.setFixedHeight(self.seats.horizontalHeader().sizeHint().height() +
                                  rows * row + frame + 2)

    def retranslate(self) -> None:
        """Texts made with values, in the interface language."""
        self._set_headers()
        self._fill_takeover()
        self._show()


class LobbyDialog(QDialog):
    """The joining player's lobby: the room, Ready, chat, the connection, Leave."""

    def __init__(self, link: RemoteLink, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobbyDialog")
        self.setWindowTitle(self.tr("Network game: lobby"))
        self.link = link
        self.session: RemoteSession | None = None
        layout = QVBoxLayout(self)
        self.view = LobbyView(host=link.is_host, parent=self)
        layout.addWidget(self.view, 1)
        self.state = QLabel(self)
        self.state.setObjectName("lobbyState")
        self.state.setWordWrap(True)
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.state)
        buttons = QDialogButtonBox(self)
        self.leave_button = buttons.addButton(self.tr("&Leave"),
                                              QDialogButtonBox.ButtonRole.RejectRole)
        self.leave_button.setObjectName("lobbyLeave")
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.view.ready_toggled.connect(link.set_ready)
        self.view.chat_sent.connect(link.send_chat)
        self.view.start_requested.connect(link.start_game)
        self.view.takeover_chosen.connect(link.set_takeover)
        link.lobby_changed.connect(self._on_lobby)
        link.chat_received.connect(self.view.add_chat)
        link.status_changed.connect(self._on_status)
        link.game_started.connect(self._on_game)
        for line in link.chat:
            self.view.add_chat(line)
        if link.lobby is not None:
            self._on_lobby(link.lobby)
        self._on_status(link.status)
        self.resize(640, 520)

    def _on_lobby(self, lobby: Lobby) -> None:
        self.view.set_lobby(lobby, self.link.seat)

    def _on_status(self, status: LinkStatus) -> None:
        self.state.setText(status_words(status))

    def _on_game(self, session: RemoteSession) -> None:
        self.session = session
        self.accept()

    def reject(self) -> None:
        """Leave: the room is told, the connection closed."""
        if self.session is None:
            self.link.leave()
        super().reject()

    def retranslate(self) -> None:
        """Texts made with values, in the interface language."""
        self.view.retranslate()
        self._on_status(self.link.status)


def status_words(status: LinkStatus) -> str:
    """The connection's state in words."""
    if status.state is LinkState.CONNECTING:
        return translate("Network", "Connecting…")
    if status.state is LinkState.JOINED:
        return translate("Network", "In the room. The game starts when the host starts it.")
    if status.state is LinkState.LOST:
        return fill(translate("Network", "Connection lost, rejoining… (attempt %1)"),
                    status.attempt)
    return translate("Network", "Not connected.")
