"""Joining a network game from the game window (issue 18, N3): Game > Join…, the lobby, the
remote game on the table, chat, the connection's banner, spectators, the end.

The first classes need no server: the Join dialog's fields and its LAN list (a real discovery
responder on loopback), and the lobby driven by a fake transport. The last ones play against a
real server (N1's ``ServerThread``) on loopback with a bot (N2's client with our AI) in the
other seat, through the real window's widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_table_support import window

from app.model.remote import LinkState, RemoteLink
from app.net.discovery import Responder
from app.table.join_dialog import JoinDialog, address_url, error_words, normalised_code
from app.table.window import GameWindow

__all__ = ["window"]  # the fixture


class FakeTransport:
    """A transport that records what is sent; the test hands in what the server says."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.on_message: Callable[[dict[str, Any]], None] | None = None
        self.on_status: Callable[[LinkState, int, str], None] | None = None
        self.stopped = False

    def start(self, on_message: Callable[[dict[str, Any]], None],
              on_status: Callable[[LinkState, int, str], None]) -> None:
        self.on_message, self.on_status = on_message, on_status

    def send(self, message: dict[str, Any]) -> None:
        self.sent.append(message)

    def stop(self) -> None:
        self.stopped = True

    def receive(self, message: dict[str, Any]) -> None:
        assert self.on_message is not None
        self.on_message(message)
        QApplication.processEvents()


LOBBY = {"type": "lobby", "name": "Bob's game", "started": False, "spectators": 0,
         "takeover_seconds": 60,
         "seats": [{"seat": 0, "name": "Bob", "kind": "host", "connected": True, "ready": True},
                   {"seat": 1, "name": "Ann", "kind": "remote", "connected": True,
                    "ready": False}]}


def type_into(widget: Any, text: str) -> None:
    widget.setFocus()
    widget.selectAll()
    QTest.keyClicks(widget, text)


class TestAddressesAndCodes:
    def test_addresses_become_websocket_urls(self) -> None:
        assert address_url("192.168.1.20") == "ws://192.168.1.20:47470/"
        assert address_url(" host.lan:5000 ") == "ws://host.lan:5000/"
        assert address_url("[::1]:47470") == "ws://[::1]:47470/"
        assert address_url("wss://games.example.org/projectl") == \
            "wss://games.example.org/projectl"
        assert address_url("ws://10.0.0.2:47470") == "ws://10.0.0.2:47470/"
        for bad in ("", "http://x/", "a b", "host:99999", "host:"):
            assert address_url(bad) is None, bad

    def test_codes_are_normalised(self) -> None:
        assert normalised_code("abcd-efgh") == "ABCD-EFGH"
        assert normalised_code(" ABCD EFGH ") == "ABCD-EFGH"
        assert normalised_code("abcdefgh") == "ABCD-EFGH"
        for bad in ("ABCD-EFG", "ABCD-EFGI", "ABCD-EFG0", "ABCD-EFGH-J"):  # I and 0 are not used
            assert normalised_code(bad) is None, bad

    def test_errors_are_said_in_words(self) -> None:
        assert "192.0.2.1" in error_words("unreachable", "", "192.0.2.1")
        assert "code" in error_words("bad_code", "", "x")
        assert "odd thing" in error_words("odd", "odd thing", "x")


@pytest.fixture
def join_window(window: GameWindow) -> Iterator[GameWindow]:
    yield window
    net = window.net_play
    if net.link is not None:
        net.link.close("left")


class TestJoinDialog:
    def test_games_on_the_network_are_listed_and_fill_the_address(self, qtbot: Any) -> None:
        responder = Responder(lambda: {"name": "Bob's game", "host_name": "bob-pc",
                                       "port": 47999, "players": 3, "seats_free": 1},
                              port=0, host="127.0.0.1")
        responder.start()
        try:
            dialog = JoinDialog("Ann", discovery_port=responder.port,
                                discovery_targets=["127.0.0.1"])
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitUntil(lambda: dialog.games.count() == 1, timeout=5000)
        finally:
            responder.stop()
        text = dialog.games.item(0).text()
        assert "Bob's game" in text and "bob-pc" in text
        dialog.games.setCurrentRow(0)
        assert dialog.address.text() == "127.0.0.1:47999"
        dialog.reject()

    def test_fields_are_checked_before_connecting(self, qtbot: Any) -> None:
        made: list[FakeTransport] = []
        dialog = JoinDialog("Ann", discovery_targets=["127.0.0.2"],
                            transport=lambda: made.append(FakeTransport()) or made[-1])
        qtbot.addWidget(dialog)
        dialog.show()
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        assert "address" in dialog.progress.text() and not made
        type_into(dialog.address, "127.0.0.1:5")
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        assert "ABCD-EFGH" in dialog.progress.text() and not made
        type_into(dialog.code, "abcd efgh")
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        assert len(made) == 1 and dialog.code.text() == "ABCD-EFGH"
        assert not dialog.join_button.isEnabled()
        # the server knows no such room: said in words, the fields open again
        made[0].receive({"type": "error", "code": "no_such_room", "message": "no room"})
        assert "no game with this invite code" in dialog.progress.text()
        assert dialog.join_button.isEnabled() and made[0].stopped
        dialog.reject()


class TestLobby:
    def test_join_shows_the_lobby_with_ready_and_chat(self, join_window: GameWindow,
                                                      qtbot: Any) -> None:
        window = join_window
        fake = FakeTransport()
        link = RemoteLink()
        link.connect_to("ws://127.0.0.1:1/", "Ann", code="ABCD-EFGH", transport=fake)
        fake.receive({"type": "joined", "seat": 1, "token": "t", "room": LOBBY})
        window.net_play.play_link(link)
        lobby = window.net_play.lobby
        assert lobby is not None and lobby.isVisible()
        view = lobby.view
        assert view.seats.rowCount() == 2
        assert view.seats.item(1, 0).text() == "Ann (you)"
        assert view.seats.item(1, 2).text() == "Not ready"
        assert not view.start.isVisible()  # a joining player cannot start
        QTest.mouseClick(view.ready, Qt.MouseButton.LeftButton,
                         pos=QPoint(8, view.ready.height() // 2))  # on the box
        assert fake.sent[-1] == {"type": "ready", "ready": True}
        type_into(view.chat.line, "hi <b>there</b>")
        QTest.keyClick(view.chat.line, Qt.Key.Key_Return)
        assert fake.sent[-1] == {"type": "chat", "text": "hi <b>there</b>"}
        fake.receive({"type": "chat", "from": "Bob", "text": "<i>welcome</i>", "at": ""})
        assert "Bob: <i>welcome</i>" in view.chat.text()  # plain text, tags and all
        ready = dict(LOBBY, seats=[LOBBY["seats"][0], dict(LOBBY["seats"][1], ready=True)])
        fake.receive(ready)
        assert view.seats.item(1, 2).text() == "Ready"
        # Leave: the room is told, the connection closed
        lobby.reject()
        assert fake.sent[-1] == {"type": "leave"} and fake.stopped
        assert link.status.state is LinkState.CLOSED
