"""Joining a network game from the game window (issue 18, N3): Game > Join…, the lobby, the
remote game on the table, chat, the connection's banner, spectators, the end.

The first classes need no server: the Join dialog's fields and its LAN list (a real discovery
responder on loopback), and the lobby driven by a fake transport. The last ones play against a
real server (N1's ``ServerThread``) on loopback with a bot (N2's client with our AI) in the
other seat, through the real window's widgets.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, cast

import pytest
from i18nkit import english_throughout
from netkit import server_says
from PySide6.QtCore import QByteArray, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from test_language_switch import Catalogue, _german_and_back, catalogue, choose, german, shown_texts
from test_results import random_game
from test_table_layout import assert_fills
from test_table_support import (
    cells_centre,
    click,
    drag,
    puzzle,
    reserve,
    row_card,
    supply,
    upright,
    window,
)
from waiting import HANG

from app.ai import AIPlayer, make_ai
from app.commands.bot import SeatPlayer, take_seat
from app.core.saves import load_save
from app.core.setup import GameSetup, SeatConfig
from app.model.history import list_history
from app.model.remote import LinkState, RemoteLink, RemoteSession
from app.net.client import Client
from app.net.discovery import GameOffer, Responder
from app.net.protocol import SeatSpec, reason_to_json
from app.net.public import PublicRecord, PublicStep, digest, reveals_between
from app.net.room import Room
from app.net.server import Server, ServerConfig, ServerThread
from app.rules import (
    Action,
    EndTurn,
    GameRecord,
    Illegal,
    Place,
    Reason,
    TakePiece,
    TakePuzzle,
    action_from_json,
    apply,
    check,
    random_action,
    replay,
)
from app.table.items import MatInfoItem
from app.table.join_dialog import JoinDialog, address_url, error_words, normalised_code
from app.table.window import WINDOW_KEY, GameWindow

__all__ = ["catalogue", "english_throughout", "window"]  # the fixtures


class FakeTransport:
    """A transport that records what is sent; the test hands in what the server says."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.on_event: Callable[[Any], None] | None = None
        self.on_status: Callable[[LinkState, int, str], None] | None = None
        self.stopped = False

    def start(self, on_event: Callable[[Any], None],
              on_status: Callable[[LinkState, int, str], None]) -> None:
        self.on_event, self.on_status = on_event, on_status

    def send(self, command: Any) -> None:
        self.sent.append(command.to_json())  # (a typed command: compared as its message)

    def stop(self) -> None:
        self.stopped = True

    def receive(self, message: dict[str, Any]) -> None:
        assert self.on_event is not None
        self.on_event(server_says(message))  # as the client hands it on: typed
        QApplication.processEvents()


LOBBY: dict[str, Any] = {
         "type": "lobby", "name": "Bob's game", "started": False, "spectators": 0,
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
        for code in ("busy", "address_limit"):  # the limits per address (test_net_limits)
            words = error_words(code, "x", "192.0.2.1")
            assert "192.0.2.1" in words and "said no" not in words and "_" not in words


@pytest.fixture
def join_window(window: GameWindow) -> Iterator[GameWindow]:
    """The game window (looking for games on loopback only); afterwards its connection is
    closed and no client thread is left."""
    window.net_play.discovery_targets = ["127.0.0.1"]
    yield window
    net = window.net_play
    if net.link is not None:
        net.link.close("left")
    left = [t for t in threading.enumerate() if t.name == "network-client" and t.is_alive()]
    assert not left, left


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
        # a game of another protocol version is listed as such, and cannot be picked
        dialog._offers.append(GameOffer("Old", "", "10.0.0.9", 47470, 2, 1, 1, False))
        dialog._show_offers()
        assert dialog.games.item(1).text().endswith("another version of Project L")
        assert not dialog.games.item(1).flags() & Qt.ItemFlag.ItemIsEnabled
        dialog._on_picked(1)
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


    def test_the_last_address_and_name_are_offered_again(self, join_window: GameWindow,
                                                         qtbot: Any) -> None:
        """A game joined: its address and the name are kept in the settings (never the
        code), and the next Join dialog of the window starts with them."""
        window = join_window
        made: list[FakeTransport] = []
        dialog = window.net_play.join_dialog_open()
        dialog._transport = lambda: made.append(FakeTransport()) or made[-1]
        assert dialog.address.text() == ""
        type_into(dialog.address, "192.168.1.20:47470")
        type_into(dialog.code, "ABCD-EFGH")
        type_into(dialog.name, "Zoe")
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        # a refusal is not remembered: only a game joined is
        made[0].receive({"type": "error", "code": "bad_code", "message": "no"})
        assert window.settings.join_address() == ""
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        made[1].receive({"type": "joined", "seat": 1, "token": "t", "room": LOBBY})
        assert window.net_play.join_dialog is None  # accepted and gone
        assert window.settings.join_address() == "192.168.1.20:47470"
        assert window.settings.join_name() == "Zoe"
        assert "ABCD" not in Path(window.settings.store.fileName()).read_text("utf-8")
        lobby = window.net_play.lobby
        assert lobby is not None
        lobby.reject()  # leave that game
        again = window.net_play.join_dialog_open()
        assert again.address.text() == "192.168.1.20:47470" and again.name.text() == "Zoe"
        assert again.code.text() == ""
        again.reject()

    def test_an_address_where_nobody_listens_cannot_be_reached(self, qtbot: Any) -> None:
        """The real client (in its thread) finds no server: said in words, Join again."""
        with socket.socket() as s:  # a port nobody listens on
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        dialog = JoinDialog("Ann", discovery_targets=["127.0.0.2"])
        qtbot.addWidget(dialog)
        dialog.show()
        type_into(dialog.address, f"127.0.0.1:{port}")
        type_into(dialog.code, "ABCD-EFGH")
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        assert "Connecting to 127.0.0.1" in dialog.progress.text()
        qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=10_000)
        assert dialog.progress.text().startswith(f"⚠ Cannot reach 127.0.0.1:{port}.")
        assert dialog.link is None
        dialog.reject()


class TestLobby:
    def test_join_shows_the_lobby_with_ready_and_chat(self, join_window: GameWindow,
                                                      qtbot: Any) -> None:
        window = join_window
        fake, link = join_lobby(window)
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


# ------------------------------------------------------------------ a remote game, fake host

class FakeHost:
    """The server's side of one room, in the test: the real game, told as the protocol's
    public steps (reveals and digests computed the way the server does)."""

    def __init__(self, record: GameRecord, fake: FakeTransport, you: int | None) -> None:
        self.record = record.with_actions(())
        self.fake = fake
        self.you = you
        self.public = PublicRecord.of_game(record)
        self.state = record.initial_state()
        self.steps: list[PublicStep] = []
        self.actions: list[Action] = []

    def game_message(self) -> dict[str, Any]:
        return {"type": "game", "you": self.you,
                "public": self.public.with_steps(self.steps).to_json()}

    def play(self, action: Action) -> None:
        before = self.state
        self.state = apply(before, action)
        reveals = reveals_between(before, self.state)
        self.steps.append(PublicStep(action, reveals))
        self.actions.append(action)
        self.fake.receive({"type": "step", "index": len(self.steps) - 1,
                           "player": before.current, "action": action.to_json(),
                           "reveals": {k: list(v) for k, v in reveals.items() if v},
                           "digest": digest(self.state)})

    def answer(self) -> Action:
        """Apply the client's last ``act``."""
        sent = [m for m in self.fake.sent if m["type"] == "act"]
        action = action_from_json(sent[-1]["action"])
        self.play(action)
        return action

    def full_record(self) -> GameRecord:
        return self.record.with_actions(self.actions)


def join_lobby(window: GameWindow, you: int | None = 1,
               lobby: dict[str, Any] | None = None) -> tuple[FakeTransport, RemoteLink]:
    """Ann joins room ABCD-EFGH at seat ``you`` (watches where None) through a fake transport:
    the window shows the room's lobby (``LOBBY`` unless told). The transport and the link."""
    fake = FakeTransport()
    link = RemoteLink()
    link.connect_to("ws://127.0.0.1:1/", "Ann", code="ABCD-EFGH", spectate=you is None,
                    transport=fake)
    fake.receive({"type": "joined", "seat": you, "token": "t",
                  "room": lobby if lobby is not None else LOBBY})
    window.net_play.play_link(link)
    return fake, link


def remote_game(window: GameWindow, record: GameRecord, you: int | None,
                lobby: dict[str, Any] | None = None) -> tuple[FakeTransport, FakeHost]:
    """Join a game through a fake transport; the game message comes at once."""
    fake, _link = join_lobby(window, you, lobby)
    host = FakeHost(record, fake, you)
    fake.receive(host.game_message())
    return fake, host


BOB_ANN = GameSetup((SeatConfig("Bob"), SeatConfig("Ann")), seed=5)


class TestRemoteTable:
    def test_moves_wait_for_the_host_and_refusals_are_explained(self, join_window: GameWindow
                                                                ) -> None:
        window = join_window
        fake, host = remote_game(window, BOB_ANN.record(), 1)
        s = window.session
        assert isinstance(s, RemoteSession) and window.net_play.lobby is None
        assert window.net_play.chat_dock.isVisible() and window.net_play.bar.isVisible()
        assert window.autosaver is None  # rejoined, never resumed from an autosave
        # Bob's turn: the table takes no input and says why
        assert not s.is_human_turn() and s.is_thinking
        assert "Bob" in window.status_text()
        click(window, row_card(s.state, s.state.white_row[0]))
        assert not [m for m in fake.sent if m["type"] == "act"]
        assert window.controller.why_no_input() == "It is Bob's turn"
        host.play(EndTurn())
        assert s.is_human_turn() and not s.is_thinking
        # Ann clicks a card: the act goes out, the table waits for the step
        state = s.state
        pid = state.black_row[1]
        click(window, row_card(state, pid))
        assert fake.sent[-1]["type"] == "act" and s.state is state and s.is_waiting
        assert window.controller.why_no_input() == "Wait for the host to answer"
        assert host.answer() == TakePuzzle(pid)
        assert s.state.players[1].puzzles[0].id == pid and not s.is_waiting
        assert s.history[-1].action == TakePuzzle(pid) and not s.history[-1].by_ai
        assert "took " + pid in "\n".join(window.log.lines())
        assert s.state.black_row[1] == host.state.black_row[1]  # the revealed card
        # the level-1 pile, then a drag of I2... (Ann holds O1 and I1 at the start: take one)
        click(window, reserve(s.state, "O1"))
        host.answer()
        # Undo asks the host, which takes the step back for everyone
        assert window.menus.act_undo.isEnabled()
        window.menus.act_undo.trigger()
        assert fake.sent[-1] == {"type": "undo"} and len(s.history) == 3
        host.actions.pop()
        host.steps.pop()
        host.state = s.history[-1].before
        fake.receive({"type": "undone", "index": 2})
        assert len(s.history) == 2 and s.state.player.supply == host.state.players[1].supply
        click(window, reserve(s.state, "O1"))
        host.answer()
        pl = upright(s.state, "O1", pid)
        assert pl is not None
        to = cells_centre(window, puzzle(s.state, pid), pl.cells)
        drag(window, supply(s.state, "O1"), to)
        assert action_from_json(fake.sent[-1]["action"]) == Place(pid, "O1", pl.cells)
        # the host refuses it (as if the rules there said no): the piece is back, said why
        before = s.state
        fake.receive({"type": "refused", "seq": fake.sent[-1]["seq"], "message": "no",
                      "reason": reason_to_json(Reason.of(Illegal.NOT_IN_ROW, puzzle="W99"))})
        assert s.state is before and not s.is_waiting
        assert "W99 is not in a row" in window.status_text()
        assert s.state.player.supply == host.state.players[1].supply
        # tried again, accepted: the public digests agree
        drag(window, supply(s.state, "O1"), to)
        host.answer()
        assert digest(s.state) == digest(host.state)
        assert window.scene.card_item(pid) is not None

    def test_a_hint_on_this_seats_turn_from_what_it_may_see(
            self, join_window: GameWindow, qtbot: Any) -> None:
        window = join_window
        fake, host = remote_game(window, BOB_ANN.record(), 1)
        host.play(EndTurn())
        s = window.session
        assert isinstance(s, RemoteSession) and s.is_human_turn()
        window.hint_actions.act_hint.trigger()
        hints = window.controller.hints
        qtbot.waitUntil(lambda: hints.shown is not None, timeout=30_000)
        shown = hints.shown
        assert shown is not None and shown.action is not None
        assert check(s.state, shown.action) is None and window.status_text().startswith("Hint:")
        assert not [m for m in fake.sent if m["type"] == "act"]  # a hint never acts

    def test_chat_seats_and_connection_in_words(self, join_window: GameWindow) -> None:
        window = join_window
        fake, host = remote_game(window, BOB_ANN.record(), 1)
        net = window.net_play
        type_into(net.chat.line, "<b>hi</b> Bob")
        QTest.keyClick(net.chat.line, Qt.Key.Key_Return)
        assert fake.sent[-1] == {"type": "chat", "text": "<b>hi</b> Bob"}
        fake.receive({"type": "chat", "from": "Bob", "text": "<img src=x>", "at": ""})
        assert "Bob: <img src=x>" in net.chat.text()
        fake.receive({"type": "seat", "seat": 0, "connected": False, "ai_playing": False})
        assert net.banner_text() == "⚠ Bob lost the connection"
        fake.receive({"type": "seat", "seat": 0, "connected": False, "ai_playing": True})
        assert net.banner_text() == "An AI is playing for Bob"
        assert "An AI is playing for Bob" in net.chat.text()
        assert fake.on_status is not None
        fake.on_status(LinkState.LOST, 3, "")
        QApplication.processEvents()
        assert net.banner_text() == "⚠ Connection lost, rejoining… (attempt 3)"
        assert "attempt 3" in window.status_text()
        host.play(EndTurn())  # Ann's turn, but no input while the connection is down
        assert window.controller.why_no_input() == "Wait until the connection is back"
        fake.on_status(LinkState.JOINED, 3, "")
        QApplication.processEvents()
        assert net.banner_text() == "Back in the game"
        assert window.session is not None and window.session.is_human_turn()

    def test_the_mats_say_who_is_at_each_seat(self, join_window: GameWindow) -> None:
        """Bob plays elsewhere: his mat says so (a symbol and words), and follows the room's
        ``seat`` messages: disconnected, an AI standing in, back; Ann's own mat says Human."""
        window = join_window
        fake, host = remote_game(window, BOB_ANN.record(), 1)

        def mat(name: str) -> MatInfoItem:
            return next(i for i in window.scene.items()
                        if isinstance(i, MatInfoItem) and i.name == name)

        assert mat("Ann").kind == "Human"
        assert mat("Bob").kind == "⇄ Remote"
        assert "Bob plays at another computer" in mat("Bob").toolTip()
        fake.receive({"type": "seat", "seat": 0, "connected": False, "ai_playing": False})
        assert mat("Bob").kind == "⚠ Disconnected"
        assert "Bob lost the connection" in mat("Bob").toolTip()
        fake.receive({"type": "seat", "seat": 0, "connected": False, "ai_playing": True})
        assert mat("Bob").kind == "⚙ AI playing for now"
        assert "an AI plays for them" in mat("Bob").toolTip()
        host.play(EndTurn())  # the table is built anew on a step: still said
        assert mat("Bob").kind == "⚙ AI playing for now"
        fake.receive({"type": "seat", "seat": 0, "connected": True, "ai_playing": False})
        assert mat("Bob").kind == "⇄ Remote" and mat("Ann").kind == "Human"
        # the log and the save name the players as the record does; a joined game's save
        # keeps people as people (it was not hosted here)
        s = window.session
        assert isinstance(s, RemoteSession)
        assert "Bob" in "\n".join(window.log.lines())
        assert [seat.kind for seat in s.saved_seats()] == ["human", "human"]

    def test_the_chat_and_banner_do_not_come_back_with_the_next_windows_layout(
            self, join_window: GameWindow, qtbot: Any) -> None:
        window = join_window
        remote_game(window, BOB_ANN.record(), 1)
        assert window.net_play.chat_dock.isVisible()
        # a layout saved while a network game was on (as an older version kept it)
        window.settings.set_window_state(WINDOW_KEY, QByteArray(window.saveState()))
        again = GameWindow(window.settings)
        qtbot.addWidget(again)
        again.show()
        assert again.session is None
        assert not again.net_play.chat_dock.isVisible() and not again.net_play.bar.isVisible()
        again.close()
        # closing a window with a network game keeps a layout without them
        window.close()
        assert not window.net_play.chat_dock.isVisible() and not window.net_play.bar.isVisible()

    def test_the_table_fills_the_view_beside_the_chat(self, join_window: GameWindow) -> None:
        """The chat dock and the network banner leave the table a narrower view than a local
        game's: the table takes its shape (it left a band of wood 35 pixels high above the
        round header at 1280x800)."""
        window = join_window
        remote_game(window, BOB_ANN.record(), 1)
        chat = window.net_play.chat_dock
        for w, h in ((1280, 800), (1920, 1080), (1024, 640)):
            window.resize(w, h)
            QApplication.processEvents()
            assert chat.isVisible() and window.net_play.bar.isVisible()
            assert (window.width(), window.height()) == (w, h)
            assert_fills(window.view, f"chat open at {w}x{h}")
            chat.close()
            QApplication.processEvents()
            assert_fills(window.view, f"chat closed at {w}x{h}")
            chat.show()

    def test_leave_asks_first_then_says_goodbye(self, join_window: GameWindow,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
        window = join_window
        fake, _host = remote_game(window, BOB_ANN.record(), 1)
        net = window.net_play
        assert net.act_leave.isEnabled()
        asked: list[str] = []

        def answer(button: QMessageBox.StandardButton) -> Callable[..., object]:
            def question(_parent: object, title: str, *_args: object) -> object:
                asked.append(title)
                return button
            return question
        monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
        net.act_leave.trigger()
        assert asked == ["Leave the network game"] and not fake.stopped
        monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
        net.act_leave.trigger()
        assert fake.sent[-1] == {"type": "leave"} and fake.stopped
        assert net.banner_text() == "You left the game" and not net.act_leave.isEnabled()
        assert "You left the game" in window.status_text()
        s = window.session
        assert isinstance(s, RemoteSession) and not s.is_human_turn()  # the table stays

    def test_a_spectator_sees_the_moves_and_cannot_act(self, join_window: GameWindow) -> None:
        window = join_window
        fake, host = remote_game(window, BOB_ANN.record(), None)
        s = window.session
        assert isinstance(s, RemoteSession) and s.is_spectator
        assert window.net_play.banner_text() == "You are watching this game"
        host.play(TakePuzzle(s.state.white_row[0]))
        assert len(s.history) == 1 and s.history[0].by_ai
        host.play(EndTurn())
        state = s.state
        click(window, reserve(state, "O1"))
        assert s.state is state and not [m for m in fake.sent if m["type"] == "act"]
        assert "spectators cannot move pieces" in window.status_text()
        assert not window.menus.act_save.isEnabled() and not window.menus.act_undo.isEnabled()

    def test_the_end_shows_the_results_and_keeps_the_servers_record(
            self, join_window: GameWindow, tmp_path: Path) -> None:
        window = join_window
        full = random_game(BOB_ANN, seed=4)
        fake, host = remote_game(window, full.with_actions(()), 1)
        for action in full.actions[:-1]:
            host.play(action)
        s = window.session
        assert isinstance(s, RemoteSession) and not s.is_finished
        assert not window.menus.act_save.isEnabled()  # the record is whole only at the end
        # before the end, the session's record is the public game's: it replays to the same
        # public table (the log's copy as text and the review use it)
        guessed = s.record()
        assert guessed.seed is None and guessed.actions == full.actions[:-1]
        assert digest(replay(guessed).state) == digest(host.state)
        host.play(full.actions[-1])
        assert s.is_finished and window.results is not None and window.results.isVisible()
        assert not window.results.rematch_button.isVisible()  # the players are elsewhere
        assert list_history() == [] and not window.menus.act_save_as.isEnabled()
        fake.receive({"type": "finished", "record": full.to_json()})  # the server's record
        assert s.record() == full
        assert window.net_play.banner_text() == "The network game is over"
        assert fake.on_status is not None  # the server closes the room: no warning then
        fake.on_status(LinkState.CLOSED, 0, "bye")
        QApplication.processEvents()
        assert window.net_play.banner_text() == "The network game is over"
        entries = list_history()
        assert len(entries) == 1 and load_save(str(entries[0].path)).record == full
        assert window.menus.act_save_as.isEnabled()
        path = str(tmp_path / "net.plsave")
        assert window.save_to(path)
        assert load_save(path).record == full


# ------------------------------------------------------------------ a real server and a bot

class Held:
    """An AI that waits for ``hold`` before its fourth decision (in the bot's executor thread),
    so that a test can look at a game that is surely not over yet."""

    def __init__(self, ai: Any, hold: threading.Event) -> None:
        self.ai, self.hold, self.decisions = ai, hold, 0

    def choose(self, state: Any) -> Any:
        self.decisions += 1
        if self.decisions > 3:
            self.hold.wait(HANG)
        return self.ai.choose(state)


class BotThread(threading.Thread):
    """Another player: the network client with our AI (easy), in a thread of its own."""

    def __init__(self, url: str, code: str, seat: int, name: str,
                 hold: threading.Event | None = None) -> None:
        super().__init__(daemon=True, name=f"bot-{name}")
        self.url, self.code, self.seat, self.name = url, code, seat, name
        self.hold = hold  # set: the bot goes on after its first three decisions
        self.joined = threading.Event()
        self.finished: Any = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.client: Client | None = None

    def run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        # the server answers on its own time on a busy machine: a time-out here only
        # bounds a hang (the default 10 s is a limit a loaded machine can reach)
        client = Client(self.url, self.name, open_timeout=HANG, reply_timeout=HANG)
        self.client = client
        await client.connect()
        await take_seat(client, self.code, self.seat)
        await client.ready(True)
        self.joined.set()
        ai = make_ai("easy", 7)
        held = ai if self.hold is None else cast(AIPlayer, Held(ai, self.hold))  # plays as one
        player = SeatPlayer(client, held)
        self.finished = await player.play()
        await client.close()

    def stop(self) -> None:
        if self.loop is not None and self.client is not None and self.is_alive():
            with contextlib.suppress(Exception):
                asyncio.run_coroutine_threadsafe(self.client.close(), self.loop).result(HANG)
        self.join(HANG)


@contextlib.contextmanager
def bob_playing(address: str, code: str) -> Iterator[BotThread]:
    """Bob, a bot, seated at seat 0 of room ``code`` and ready (the test fails if he cannot
    join); stopped at the end."""
    bot = BotThread(f"ws://{address}/", code, 0, "Bob")
    bot.start()
    assert bot.joined.wait(HANG)
    try:
        yield bot
    finally:
        bot.stop()


@pytest.fixture
def served() -> Iterator[tuple[ServerThread, Room, str]]:
    """A server on loopback with one room: Bob (seat 0) and Ann (seat 1), both remote."""
    server = Server(ServerConfig(host="127.0.0.1", port=0, mode="host"))
    room = server.host_room("Bob's game", BOB_ANN.record(),
                            [SeatSpec("remote", "Bob"), SeatSpec("remote", "Ann")])
    thread = ServerThread(server)
    _host, port = thread.start()
    yield thread, room, f"127.0.0.1:{port}"
    thread.stop()


def on_server(thread: ServerThread, function: Callable[[], Any]) -> Any:
    """Run ``function`` in the server's loop (rooms belong to it) and return its answer."""
    return thread.call(function)


def join_through_the_dialog(window: GameWindow, qtbot: Any, address: str, code: str,
                            name: str, *, watch: bool = False) -> None:
    """Game > Join…, the address and code typed, Join clicked, until the server let us in."""
    window.net_play.act_join.trigger()
    dialog = window.net_play.join_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    type_into(dialog.address, address)
    type_into(dialog.code, code.lower().replace("-", ""))  # as a person might type it
    type_into(dialog.name, name)
    if watch:
        QTest.mouseClick(dialog.watch, Qt.MouseButton.LeftButton,
                         pos=QPoint(8, dialog.watch.height() // 2))
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.net_play.link is not None, timeout=15_000)


def ann_turn(window: GameWindow, qtbot: Any) -> RemoteSession:
    """Wait until Ann (this window's seat) may act, or the game is over."""
    def ready() -> bool:
        s = window.session
        return isinstance(s, RemoteSession) and (
            s.is_finished or (window.controller.input_allowed() and not s.is_waiting))
    qtbot.waitUntil(ready, timeout=30_000)
    s = window.session
    assert isinstance(s, RemoteSession)
    return s


def play_one(window: GameWindow, qtbot: Any, action: Action) -> None:
    s = window.session
    assert isinstance(s, RemoteSession)
    steps = len(s.history)
    assert window.controller.perform(action)
    qtbot.waitUntil(lambda: len(s.history) > steps or s.is_finished, timeout=15_000)


class TestTypedAllTheWay:
    """The client's events reach the link as the values they are: never turned into protocol
    messages again and parsed a second time (issue 28)."""

    def test_the_transport_passes_the_client_s_events_on_as_they_are(self) -> None:
        from app.model.remote import ClientTransport, GameArrived, JoinRequest
        from app.net import client as net

        transport = ClientTransport(JoinRequest("ws://127.0.0.1:1", "Ann", "ABCD-EFGH"))
        told: list[object] = []
        transport._tell = told.append
        events: list[Any] = [net.ChatLine("Bob", "hi", ""), net.SeatChanged(1, False, True),
                  net.ActionRefused(3, "k", {}, "no", cast(Any, object())), net.Undone(2)]
        for event in events:
            transport._on_event(event)
        assert [a is b for a, b in zip(told, events, strict=True)] == [True] * len(events)
        state_game = PublicRecord(("Ann", "Bob"), None, None)

        class Game:
            record = state_game

        class Holder:
            game = Game()

        transport.client = Holder()
        transport._on_event(net.GameRebuilt(0, 0))
        assert told[-1] == GameArrived(0, state_game)

    def test_a_command_reaches_the_client_as_the_value_it_is(self) -> None:
        from app.model.remote import Act, ClientTransport, JoinRequest, Kick, Plain
        from app.rules import EndTurn

        asked: list[tuple[str, object]] = []

        class Client:
            async def act(self, action: object, *, step: int | None = None) -> None:
                asked.append(("act", (action, step)))

            async def kick(self, seat: int) -> None:
                asked.append(("kick", seat))

            async def undo(self) -> None:
                asked.append(("undo", None))

        transport = ClientTransport(JoinRequest("ws://127.0.0.1:1", "Ann", "ABCD-EFGH"))
        transport.client = Client()
        action = EndTurn()

        async def send_all() -> None:
            for command in (Act(1, action, 7), Kick(2), Plain("undo")):
                transport._dispatch(command)
            await asyncio.gather(*transport._tasks)

        asyncio.run(send_all())
        assert asked == [("act", (action, 7)), ("kick", 2), ("undo", None)]
        assert asked[0][1][0] is action  # type: ignore[index]  # never a message read back

    def test_a_refusal_s_reason_reaches_the_table_as_the_client_read_it(self, qtbot) -> None:  # type: ignore[no-untyped-def]
        from app.net import client as net

        fake = FakeTransport()
        link = RemoteLink()
        link.connect_to("ws://x", "Ann", code="ABCD-EFGH", transport=fake)
        sentinel = object()  # whatever the client made of it, the link does not read it again
        refused: list[object] = []
        link.session = cast(Any, type("S", (), {
            "_on_refused": lambda self, reason: refused.append(reason)})())
        assert fake.on_event is not None
        fake.on_event(net.ActionRefused(1, "k", {}, "no", cast(Any, sentinel)))
        qtbot.waitUntil(lambda: refused != [])
        assert refused == [sentinel]
        link.session = None


class TestStoppingAClosingTransport:
    """Stopping a transport whose loop ends at that moment leaves no coroutine behind that
    Python would call never awaited (seen once in a loaded run: a RuntimeWarning)."""

    @staticmethod
    def _never_awaited(stop: Callable[[], object]) -> list[str]:
        import gc
        import warnings

        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            stop()
            gc.collect()
        return [str(w.message) for w in seen if "never awaited" in str(w.message)]

    def test_the_loop_closed_after_the_look(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from app.model.remote import ClientTransport, JoinRequest

        transport = ClientTransport(JoinRequest("ws://127.0.0.1:1", "Ann", "ABCD-EFGH"))
        transport.loop = asyncio.new_event_loop()
        transport.client = object()

        def closed(work: Any, loop: Any) -> Any:
            raise RuntimeError("Event loop is closed")

        monkeypatch.setattr(asyncio, "run_coroutine_threadsafe", closed)
        loop = transport.loop
        assert self._never_awaited(lambda: (transport.stop(), loop.close())) == []

    def test_the_loop_ended_with_the_work_still_queued(self) -> None:
        import threading

        from app.model.remote import ClientTransport, JoinRequest

        transport = ClientTransport(JoinRequest("ws://127.0.0.1:1", "Ann", "ABCD-EFGH"))
        loop = asyncio.new_event_loop()
        transport.loop = loop
        transport.client = object()
        # a thread that is over: its loop never runs what stop hands it
        transport._thread = threading.Thread(target=lambda: None)
        transport._thread.start()
        transport._thread.join()
        # the queued hand-over goes with the loop's end
        assert self._never_awaited(lambda: (transport.stop(), loop.close())) == []

    def test_closing_work_begun_when_the_loop_ends_is_ended_with_it(self) -> None:
        # stop hands the loop its closing work; closing the client ends the thread's main at
        # once (its closed event) while the rest of the closing is still waiting: the loop
        # ends that work (its finally runs) before it closes, instead of destroying it pending
        from app.model.remote import ClientTransport, JoinRequest
        from app.net.loop import run_to_end

        transport = ClientTransport(JoinRequest("ws://127.0.0.1:1", "Ann", "ABCD-EFGH"))
        loop = asyncio.new_event_loop()
        ended: list[str] = []
        begun = threading.Event()

        class Closing:
            async def close(self) -> None:
                try:
                    assert transport._done is not None
                    transport._done.set()  # the client's "closed": main ends
                    await asyncio.Event().wait()  # and this never would
                finally:
                    ended.append("close")

        async def main() -> None:
            transport._done = asyncio.Event()
            begun.set()
            await transport._done.wait()

        transport.loop, transport.client = loop, Closing()
        transport._thread = threading.Thread(target=run_to_end, args=(loop, main()))
        transport._thread.start()
        assert begun.wait(30)
        transport.stop()
        assert not transport._thread.is_alive() and loop.is_closed()
        assert ended == ["close"]


class TestAgainstARealServer:
    def test_a_whole_game_joined_through_the_window(
            self, join_window: GameWindow, qtbot: Any, served: tuple[ServerThread, Room, str],
            monkeypatch: pytest.MonkeyPatch) -> None:
        window = join_window
        thread, room, address = served
        with bob_playing(address, room.code):
            join_through_the_dialog(window, qtbot, address, room.code, "Ann")
            lobby = window.net_play.lobby
            assert lobby is not None
            qtbot.waitUntil(lambda: lobby.view.seats.rowCount() == 2)
            assert lobby.view.seats.item(1, 0).text() == "Ann (you)"
            QTest.mouseClick(lobby.view.ready, Qt.MouseButton.LeftButton,
                             pos=QPoint(8, lobby.view.ready.height() // 2))
            qtbot.waitUntil(lambda: on_server(thread, room.can_start))
            on_server(thread, room.start)
            qtbot.waitUntil(lambda: isinstance(window.session, RemoteSession), timeout=10_000)
            # Ann's first turn by gestures: a card, a level-1 piece, a piece dragged onto it
            s = ann_turn(window, qtbot)
            pid = s.state.black_row[0]
            click(window, row_card(s.state, pid))
            qtbot.waitUntil(lambda: s.history[-1].action == TakePuzzle(pid), timeout=10_000)
            click(window, reserve(s.state, "O1"))
            qtbot.waitUntil(lambda: s.history[-1].action == TakePiece(), timeout=10_000)
            pl = upright(s.state, "O1", pid) or upright(s.state, "I1", pid)
            assert pl is not None
            drag(window, supply(s.state, pl.piece), cells_centre(window, puzzle(s.state, pid),
                                                                   pl.cells))
            placed = Place(pid, pl.piece, pl.cells)
            qtbot.waitUntil(lambda: any(st.action == placed for st in s.history),
                            timeout=10_000)
            # a move the host refuses (this table is made to believe it legal): explained,
            # the table unchanged and in step with the server's
            s = ann_turn(window, qtbot)
            before = s.state
            bad = TakePuzzle("W99" if "W99" not in before.white_row else "W98")
            with monkeypatch.context() as patched:
                patched.setattr("app.model.remote.check", lambda _state, _action: None)
                assert window.controller.perform(bad)
                qtbot.waitUntil(lambda: not s.is_waiting, timeout=10_000)
            assert s.state is before
            assert "is not in a row" in window.status_text()
            assert digest(s.state) == on_server(thread, lambda: digest(room.state))
            # the server drops the connection: the banner says so, the client rejoins
            net = window.net_play

            def drop() -> None:
                seat = room.seats[1]
                assert seat.peer is not None
                seat.peer.close(1011, "dropped by the test")
            on_server(thread, drop)
            qtbot.waitUntil(lambda: "Connection lost" in net.banner_text(), timeout=10_000)
            qtbot.waitUntil(lambda: net.banner_text() == "Back in the game", timeout=20_000)
            # the rest of the game through the controller, random legal moves
            rng = random.Random(3)
            while True:
                s = ann_turn(window, qtbot)
                if s.is_finished:
                    break
                play_one(window, qtbot, random_action(s.state, rng))
            qtbot.waitUntil(lambda: s.finished_record is not None, timeout=15_000)
            server_record = on_server(thread, room.record)
            assert s.record() == server_record
            assert window.results is not None and window.results.isVisible()
            entries = list_history()
            assert len(entries) == 1
            assert load_save(str(entries[0].path)).record == server_record
            assert digest(s.state) == on_server(thread, lambda: digest(room.state))

    def test_a_spectator_watches_the_whole_game_and_cannot_act(
            self, join_window: GameWindow, qtbot: Any,
            served: tuple[ServerThread, Room, str]) -> None:
        window = join_window
        thread, room, address = served
        hold = threading.Event()  # the game stays on until the spectator's table is checked
        bots = [BotThread(f"ws://{address}/", room.code, seat, name, hold)
                for seat, name in ((0, "Bob"), (1, "Cleo"))]
        for bot in bots:
            bot.start()
            assert bot.joined.wait(HANG)
        try:
            join_through_the_dialog(window, qtbot, address, room.code, "Dee", watch=True)
            lobby = window.net_play.lobby
            assert lobby is not None and not lobby.view.ready.isEnabled()
            qtbot.waitUntil(lambda: "1 spectator" in lobby.view.spectators.text())
            on_server(thread, room.start)
            qtbot.waitUntil(lambda: isinstance(window.session, RemoteSession), timeout=10_000)
            s = window.session
            assert isinstance(s, RemoteSession) and s.is_spectator
            qtbot.waitUntil(lambda: len(s.history) >= 3, timeout=10_000)
            link = window.net_play.link
            assert link is not None
            assert not window.controller.input_allowed()
            assert window.controller.why_no_input() == \
                "You are watching: spectators cannot move pieces"
            click(window, reserve(s.state, "O1"))
            click(window, row_card(s.state, s.state.white_row[0]))
            assert not [m for m in link.sent if m["type"] == "act"]
            assert not s.is_finished
            assert window.net_play.banner_text() == "You are watching this game"
            hold.set()
            qtbot.waitUntil(lambda: s.finished_record is not None, timeout=60_000)
            assert s.record() == on_server(thread, room.record)
            assert digest(s.state) == on_server(thread, lambda: digest(room.state))
            assert window.net_play.banner_text() == "The network game is over"
        finally:
            hold.set()
            for bot in bots:
                bot.stop()

    def test_a_player_whose_program_closed_takes_the_seat_back_by_name(
            self, join_window: GameWindow, qtbot: Any,
            served: tuple[ServerThread, Room, str], monkeypatch: pytest.MonkeyPatch) -> None:
        window = join_window
        thread, room, address = served
        entered: list[str] = []  # how each connection entered the room

        def counting(way: str) -> Callable[..., Any]:
            real = getattr(room, way)

            def counted(*args: Any, **kwargs: Any) -> Any:
                entered.append(way)
                return real(*args, **kwargs)
            return counted
        for way in ("join", "rejoin", "spectate"):
            monkeypatch.setattr(room, way, counting(way))
        with bob_playing(address, room.code):
            join_through_the_dialog(window, qtbot, address, room.code, "Ann")
            lobby = window.net_play.lobby
            assert lobby is not None
            lobby.view.ready.setChecked(True)
            qtbot.waitUntil(lambda: on_server(thread, room.can_start))
            on_server(thread, room.start)
            s = ann_turn(window, qtbot)
            play_one(window, qtbot, TakePiece())
            # the program goes away without a word (no leave): the seat waits, dropped
            link = window.net_play.link
            assert link is not None
            link.close("crashed")
            qtbot.waitUntil(lambda: on_server(thread, lambda: room.seats[1].peer is None))
            assert "closed" in window.net_play.banner_text()
            # joining again with the same code and name (another case) takes the same seat
            # back: the server's join finds it, no look at the room as a spectator first
            entered.clear()
            join_through_the_dialog(window, qtbot, address, room.code, "ann")
            qtbot.waitUntil(lambda: window.session is not s, timeout=10_000)
            again = window.session
            assert isinstance(again, RemoteSession) and again.you == 1
            assert entered == ["join"]
            assert on_server(thread, lambda: room.seats[1].name) == "Ann"
            assert [st.action for st in again.history] == \
                list(on_server(thread, room.record).actions)
            assert window.net_play.banner_text().startswith("Network game")


@pytest.mark.usefixtures("english_throughout")
class TestLanguages:
    """The joining side follows a language switch live, every text of it translated."""

    def test_the_lobby_and_the_remote_table_switch_live(
            self, join_window: GameWindow, catalogue: Catalogue) -> None:
        window = join_window
        fake, _link = join_lobby(window)
        lobby = window.net_play.lobby
        assert lobby is not None
        _german_and_back(window, catalogue, lobby)
        host = FakeHost(BOB_ANN.record(), fake, 1)
        fake.receive(host.game_message())
        fake.receive({"type": "seat", "seat": 0, "connected": False, "ai_playing": True})
        net = window.net_play
        assert net.banner_text() == "An AI is playing for Bob"
        choose(window, "de")
        assert net.banner_text() == german("Network", "An AI is playing for %1").replace(
            "%1", "Bob") != "An AI is playing for Bob"
        left = catalogue.left_over(shown_texts(), "de")
        assert left == [], "\n".join(map(str, left))
        choose(window, "en")
        assert net.banner_text() == "An AI is playing for Bob"


class TestPasswordServer:
    def test_a_server_with_a_password_says_so_and_lets_in_with_it(
            self, join_window: GameWindow, qtbot: Any) -> None:
        window = join_window
        server = Server(ServerConfig(host="127.0.0.1", port=0, mode="host", password="s3cret"))
        room = server.host_room("Bob's game", BOB_ANN.record(),
                                [SeatSpec("remote", "Bob"), SeatSpec("remote", "Ann")])
        thread = ServerThread(server)
        _host, port = thread.start()
        try:
            window.net_play.act_join.trigger()
            dialog = window.net_play.join_dialog
            assert dialog is not None
            type_into(dialog.address, f"127.0.0.1:{port}")
            type_into(dialog.code, room.code)
            QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(dialog.join_button.isEnabled, timeout=10_000)
            assert "asks for a password" in dialog.progress.text()
            type_into(dialog.password, "s3cret")
            QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: window.net_play.lobby is not None, timeout=10_000)
            # (the seat of the offered name if it is Bob's or Ann's, else the first)
            assert on_server(thread, lambda: sum(s.peer is not None for s in room.seats)) == 1
        finally:
            thread.stop()
