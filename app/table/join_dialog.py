"""Game > Join…: find a game on the local network, or give its address, and join it.

The list shows the games offered on the local network (:func:`app.net.discovery.discover`,
asked again every few seconds in a job's thread), with their players and free seats; picking
one fills in the address. For a dedicated server's address, "List the server's games" shows
its games (names, players, free seats, started; never their codes). Joining needs the invite
code the host gives. "Watch only" joins as
a spectator. Connecting shows progress, and what went wrong is said in words (no such game,
wrong code, no free seat, cannot reach, another protocol version). Once in, the dialog is
accepted and :attr:`JoinDialog.link` is the connection (the window shows the lobby).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.model.background import BackgroundOp
from app.model.remote import LinkState, LinkStatus, RemoteLink, Transport
from app.model.settings import Settings
from app.net.discovery import DISCOVERY_PORT, PROTOCOL, GameOffer, discover
from app.table.accessible import name_inputs
from app.table.widgets import push_button
from app.templates import fill

translate = QCoreApplication.translate

DEFAULT_PORT = 47470
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
REFRESH_MS = 4000


def normalised_code(text: str) -> str | None:
    """An invite code as ``ABCD-EFGH`` (case and the dash do not matter), or None when it is
    not one (8 of the code's letters and digits)."""
    raw = re.sub(r"[\s-]", "", text).upper()
    if len(raw) != 8 or any(ch not in CODE_LETTERS for ch in raw):
        return None
    return f"{raw[:4]}-{raw[4:]}"


def address_url(text: str) -> str | None:
    """The WebSocket URL of an address: ``host``, ``host:port``, ``[v6]:port`` or a
    ``ws://`` / ``wss://`` URL (kept as given); None when it is not an address."""
    text = text.strip()
    if not text:
        return None
    if re.match(r"^wss?://[^\s/]+(/\S*)?$", text, re.IGNORECASE):
        return text if "/" in text.split("://", 1)[1] else text + "/"
    match = re.match(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$", text)
    if match is None:
        return None
    host, port = match.group(1), match.group(2)
    number = int(port) if port else DEFAULT_PORT
    if not 0 < number < 65536:
        return None
    return f"ws://{host}:{number}/"


def error_words(code: str, message: str, address: str) -> str:
    """What went wrong, said to the player."""
    words = {
        "no_such_room": translate("Network", "There is no game with this invite code at %1. "
                                  "Check the code and the address."),
        "bad_code": translate("Network", "The invite code is not right. Ask the host for it "
                              "again."),
        "room_full": translate("Network", "Every seat of this game is taken. You can still "
                               "watch it: tick Watch only."),
        "unreachable": translate("Network", "Cannot reach %1. Check the address, and that the "
                                 "host's program is running and can be reached (firewall, "
                                 "port forwarding)."),
        "protocol": translate("Network", "The host plays another version of Project L, which "
                              "speaks another version of the network protocol. Use the same "
                              "version on both computers."),
        "wrong_password": translate("Network", "The server at %1 asks for a password: type "
                                    "the one its operator gave you."),
        "server_full": translate("Network", "The server is full. Try again later."),
        "too_fast": translate("Network", "The host closed the connection: too many messages."),
        "spectators_full": translate("Network", "This game cannot take more spectators."),
        "address_limit": translate("Network", "The server at %1 takes no more connections or "
                                   "games from your network address. Close some (other game "
                                   "windows, bots), then try again."),
        "busy": translate("Network", "The server at %1 is busy. Try again in a moment."),
    }
    text = words.get(code)
    if text is None:
        text = fill(translate("Network", "The host said no: %1"), message or code)
    return fill(text, address)


def server_rooms(url: str, password: str | None) -> list[dict[str, object]] | tuple[str, str]:
    """A server's rooms (``list_rooms``), or the error's (code, message); blocks (a job)."""
    import asyncio

    from app.net.client import Client, ClientError, ServerRefused

    async def ask() -> list[dict[str, object]] | tuple[str, str]:
        client = Client(url, "", password=password, rejoin_for=0, open_timeout=5.0)
        try:
            await client.connect()
            return [dict(r) for r in await client.list_rooms()]
        except ServerRefused as exc:
            return (exc.code, exc.message)
        except (ClientError, TimeoutError, OSError) as exc:
            return ("unreachable", str(exc))
        finally:
            await client.close()

    return asyncio.run(ask())


class JoinDialog(QDialog):
    """Find or name a game, give the code and a name, and join (or watch)."""

    def __init__(self, name: str = "", parent: QWidget | None = None, *,
                 discovery_port: int = DISCOVERY_PORT,
                 discovery_targets: Sequence[str] | None = None,
                 transport: Callable[[], Transport] | None = None,
                 settings: Settings | None = None) -> None:
        """``discovery_port`` and ``discovery_targets`` point the search elsewhere (tests:
        a responder on loopback); ``transport`` replaces the network client (tests).
        ``settings``: where the address and name of the last game joined are kept (they fill
        the fields; ``name`` is the name offered when none is kept)."""
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.setWindowTitle(self.tr("Join a network game"))
        self.link: RemoteLink | None = None
        self._trying: RemoteLink | None = None
        self._address = ""
        self._discovery_port = discovery_port
        self._discovery_targets = list(discovery_targets) if discovery_targets else None
        self._transport = transport
        self._settings = settings
        self._offers: list[GameOffer] = []
        self._search_op = BackgroundOp(self)  # the local network's games
        self._server_op = BackgroundOp(self)  # the games of a server at an address

        layout = QVBoxLayout(self)
        found = QGroupBox(self.tr("Games on this network"), self)
        found_layout = QVBoxLayout(found)
        self.games = QListWidget(found)
        self.games.setObjectName("foundGames")
        self.games.setWordWrap(True)  # a long line wraps instead of going behind the edge
        self.games.setResizeMode(QListView.ResizeMode.Adjust)
        self.games.setAccessibleName(self.tr("Games on this network"))
        self.games.currentRowChanged.connect(self._on_picked)
        found_layout.addWidget(self.games)
        row = QHBoxLayout()
        self.search_state = QLabel(found)
        self.search_state.setObjectName("searchState")
        self.search_state.setWordWrap(True)
        row.addWidget(self.search_state, 1)
        self.refresh = push_button(self.tr("&Look again"), self.search, name="refreshGames")
        row.addWidget(self.refresh)
        found_layout.addLayout(row)
        layout.addWidget(found, 1)

        form = QFormLayout()
        self.address = QLineEdit(self)
        self.address.setObjectName("joinAddress")
        self.address.setPlaceholderText(self.tr("192.168.1.20:47470 or ws://…"))
        self.address.setToolTip(self.tr("The host's address and port, or a ws:// or wss:// "
                                        "address; a game picked above fills it in"))
        form.addRow(self.tr("&Address:"), self.address)
        self._server_rows(form)
        self.code = QLineEdit(self)
        self.code.setObjectName("joinCode")
        self.code.setPlaceholderText("ABCD-EFGH")
        self.code.setMaxLength(12)
        self.code.setToolTip(self.tr("The invite code the host gives you"))
        form.addRow(self.tr("Invite &code:"), self.code)
        if settings is not None:
            self.address.setText(settings.join_address())
            name = settings.join_name() or name
        self.name = QLineEdit(name, self)
        self.name.setObjectName("joinName")
        self.name.setMaxLength(24)
        form.addRow(self.tr("Your &name:"), self.name)
        self.password = QLineEdit(self)
        self.password.setObjectName("joinPassword")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setMaxLength(200)
        self.password.setPlaceholderText(self.tr("only for a server that asks for one"))
        form.addRow(self.tr("Server &password:"), self.password)
        self.watch = QCheckBox(self.tr("&Watch only (as a spectator)"), self)
        self.watch.setObjectName("joinWatch")
        form.addRow("", self.watch)
        layout.addLayout(form)
        self.progress = QLabel(self)
        self.progress.setObjectName("joinProgress")
        self.progress.setWordWrap(True)
        self.progress.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.progress)
        self.buttons = QDialogButtonBox(self)
        self.join_button = self.buttons.addButton(self.tr("&Join"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setObjectName("joinButton")
        self.join_button.setDefault(True)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        name_inputs(self)
        self._timer = QTimer(self)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.search)
        self.games.itemDoubleClicked.connect(lambda _i: self.code.setFocus())
        self._show_offers()
        self.resize(560, 560)

    # ------------------------------------------------------------------ finding games

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._timer.isActive():
            self._timer.start()
            self.search()

    def search(self) -> None:
        """Ask the local network for games (in a job's thread; the list follows)."""
        if self._searching:
            return
        port, targets = self._discovery_port, self._discovery_targets
        self._search_op.start(
            lambda cancelled, _progress: discover(1.0, port=port, targets=targets,
                                                  cancelled=cancelled),
            self._on_found, self._on_search_failed)
        self._show_offers()

    @property
    def _searching(self) -> bool:
        return self._search_op.running

    def _on_found(self, offers: object) -> None:
        if isinstance(offers, list):
            self._offers = [o for o in offers if isinstance(o, GameOffer)]
        self._show_offers()

    def _on_search_failed(self, message: str) -> None:
        self.search_state.setText(fill(self.tr("The local network cannot be searched: %1"),
                                       message))

    def _show_offers(self) -> None:
        current = self.games.currentRow()
        self.games.blockSignals(True)
        self.games.clear()
        for offer in self._offers:
            text = fill(self.tr("%1 (host: %2)"), offer.name, offer.host_name) \
                if offer.host_name else offer.name
            seats = self.tr("%n player(s)", "", offer.players)
            free = self.tr("%n free seat(s)", "", offer.seats_free)
            item = QListWidgetItem(f"{text} — {seats}, {free}")
            item.setToolTip(f"{offer.address}:{offer.port}")
            if offer.protocol != PROTOCOL:  # it could not be joined: said, not offered
                item.setText(item.text() + " — " + self.tr("another version of Project L"))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled
                              & ~Qt.ItemFlag.ItemIsSelectable)
            self.games.addItem(item)
        if 0 <= current < self.games.count():
            self.games.setCurrentRow(current)
        self.games.blockSignals(False)
        if self._offers:
            self.search_state.setText(self.tr("%n game(s) found", "", len(self._offers)))
        elif self._searching:
            self.search_state.setText(self.tr("Looking for games on this network…"))
        else:
            self.search_state.setText(self.tr("No game found on this network yet. Or type "
                                              "the host's address below."))

    def _on_picked(self, row: int) -> None:
        if 0 <= row < len(self._offers) and self._offers[row].protocol == PROTOCOL:
            offer = self._offers[row]
            self.address.setText(offer.url if offer.tls else
                                 f"{offer.address}:{offer.port}")

    # ------------------------------------------------------------------ a server's games

    def _server_rows(self, form: QFormLayout) -> None:
        """"Games on this server": a dedicated server's rooms (names, players, free seats,
        started; never their codes), listed on request for the address typed."""
        self.list_server = QPushButton(self.tr("List the server's &games"), self)
        self.list_server.setObjectName("listServerGames")
        self.list_server.setToolTip(self.tr("Ask the server at this address which games it "
                                            "runs; joining one still needs its invite code"))
        self.list_server.clicked.connect(self.list_server_games)
        form.addRow("", self.list_server)
        self.server_games = QListWidget(self)
        self.server_games.setObjectName("serverGames")
        self.server_games.setAccessibleName(self.tr("Games on this server"))
        self.server_games.setMaximumHeight(110)
        self.server_games.setWordWrap(True)  # a long line wraps instead of going behind the edge
        self.server_games.setResizeMode(QListView.ResizeMode.Adjust)
        self.server_games.hide()
        form.addRow("", self.server_games)

    def list_server_games(self) -> None:
        """List the games of the server at the address typed (in a job's thread)."""
        url = address_url(self.address.text())
        if url is None:
            self._say(self.tr("Type the host's address, for example 192.168.1.20:47470."),
                      self.address)
            return
        password = self.password.text() or None
        self.list_server.setEnabled(False)
        self.progress.setText(fill(self.tr("Asking %1 for its games…"),
                                   self.address.text().strip()))
        self._server_op.start(lambda _cancelled, _progress: server_rooms(url, password),
                              self._on_server_games, self._on_server_failed)

    def _on_server_failed(self, message: str) -> None:
        self.list_server.setEnabled(True)
        self._say(error_words("unreachable", message, self.address.text().strip()))

    def _on_server_games(self, answer: object) -> None:
        self.list_server.setEnabled(True)
        address = self.address.text().strip()
        if isinstance(answer, tuple):  # (code, message): refused or unreachable
            self._say(error_words(str(answer[0]), str(answer[1]), address))
            return
        rooms = [r for r in answer if isinstance(r, dict)] if isinstance(answer, list) else []
        self.server_games.clear()
        for room in rooms:
            self.server_games.addItem(self._room_words(room))
        self.server_games.setVisible(bool(rooms))
        if rooms:
            self.progress.setText(self.tr("%n game(s) on this server: ask its host for the "
                                          "invite code.", "", len(rooms)))
        else:
            self.progress.setText(self.tr("No game on this server yet."))

    def _room_words(self, room: dict[str, object]) -> str:
        """One of a server's rooms in words: its name, its players' names, free seats, and
        whether it started."""
        players = room.get("players")
        names = [str(p) for p in players] if isinstance(players, list) else []
        free = room.get("seats_free")
        free_seats = free if isinstance(free, int) and not isinstance(free, bool) else 0
        state = [self.tr("%n free seat(s)", "", free_seats)]
        if room.get("finished") is True:
            state.append(self.tr("finished"))
        elif room.get("started") is True:
            state.append(self.tr("started"))
        return " — ".join([str(room.get("name") or "?"), ", ".join(names) or "–",
                           ", ".join(state)])

    # ------------------------------------------------------------------ joining

    def join(self) -> None:
        """Check the fields and connect."""
        if self._trying is not None:
            return
        url = address_url(self.address.text())
        code = normalised_code(self.code.text())
        name = self.name.text().strip()
        if url is None:
            self._say(self.tr("Type the host's address, for example 192.168.1.20:47470."),
                      self.address)
            return
        if code is None:
            self._say(self.tr("The invite code has 8 letters and digits, like ABCD-EFGH."),
                      self.code)
            return
        if not name and not self.watch.isChecked():
            self._say(self.tr("Type your name: the other players see it."), self.name)
            return
        self.code.setText(code)
        self._address = self.address.text().strip()
        link = RemoteLink(self)
        link.failed.connect(self._on_failed)
        link.joined.connect(self._on_joined)
        link.status_changed.connect(self._on_status)
        self._trying = link
        self._set_busy(True)
        self.progress.setText(fill(self.tr("Connecting to %1…"), self._address))
        link.connect_to(url, name or self.tr("Spectator"), code=code,
                        spectate=self.watch.isChecked(),
                        password=self.password.text() or None,
                        transport=self._transport() if self._transport is not None else None)

    def _say(self, text: str, field: QWidget | None = None) -> None:
        self.progress.setText("⚠ " + text)
        if field is not None:
            field.setFocus()

    def _set_busy(self, busy: bool) -> None:
        self.join_button.setEnabled(not busy)
        for widget in (self.address, self.code, self.name, self.password, self.watch,
                       self.games, self.list_server):
            widget.setEnabled(not busy)

    def _on_status(self, status: LinkStatus) -> None:
        if self._trying is None:
            return
        if status.state is LinkState.CLOSED:
            reason = status.reason if status.reason not in ("", "closed") else "unreachable"
            self._give_up(reason, "")
        elif status.state is LinkState.LOST:
            self.progress.setText(fill(self.tr("Cannot reach %1 yet, trying again… (attempt "
                                               "%2)"), self._address, status.attempt))

    def _on_failed(self, code: str, message: str) -> None:
        if self._trying is not None:
            if code == "room_full" and self.watch.isChecked():
                code = "spectators_full"
            self._give_up(code, message)

    def _give_up(self, code: str, message: str) -> None:
        link, self._trying = self._trying, None
        if link is not None:
            link.failed.disconnect(self._on_failed)
            link.status_changed.disconnect(self._on_status)
            link.close(code)
            link.deleteLater()
        self._set_busy(False)
        self._say(error_words(code, message, self._address))

    def _on_joined(self) -> None:
        link, self._trying = self._trying, None
        if link is None:
            return
        link.failed.disconnect(self._on_failed)
        link.status_changed.disconnect(self._on_status)
        link.joined.disconnect(self._on_joined)
        link.setParent(None)  # the window keeps it from now on
        self.link = link
        if self._settings is not None:
            self._settings.set_last_join(self._address, self.name.text())
        self.accept()

    def done(self, result: int) -> None:
        """Closing: stop looking for games; a connection still being made is dropped."""
        self._timer.stop()
        self._search_op.cancel()
        self._server_op.cancel()
        if self._trying is not None:
            link, self._trying = self._trying, None
            link.close("left")
        super().done(result)

    def retranslate(self) -> None:
        """Texts made with values, in the interface language."""
        self._show_offers()
