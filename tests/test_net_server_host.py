"""Starting a game on a dedicated server from the game window (P5): "Where the game runs" in the
new-game dialog's Network group, the room made with ``create_room`` on a real ``Server`` in
serve mode (a ``ServerThread`` on loopback), the lobby showing the code and the server's
address, a client joining with that code, the whole game played and saved with the server's
record, and the wrong password and the unreachable server said in words.
"""

from __future__ import annotations

import concurrent.futures
import json
import socket
import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from test_net_host import joining, play_my_turns, start_the_game, wait_for
from test_table_support import window
from waiting import HANG, settle

from app.core.saves import load_save
from app.core.setup import GameSetup, NetworkOptions, SeatConfig
from app.model.hosting import HostedSession
from app.model.server_hosting import ServerHostedGame, fits_on_server, host_seat, room_setup
from app.model.settings import Settings
from app.net.protocol import CreateRoom, parse_client_message
from app.net.public import public_part
from app.net.server import Server, ServerConfig, ServerThread
from app.rules import GameRecord, classic_deck, replay
from app.table.hosting import server_error_words
from app.table.newgame import NewGameDialog
from app.table.window import GameWindow

__all__ = ["window"]  # the fixture

LOCAL_AND_REMOTE = (SeatConfig("Ann"), SeatConfig("Bob", "remote"))


class Serving:
    """A ``project-l serve`` server in a thread on a free loopback port."""

    def __init__(self, password: str | None = None, **config: Any) -> None:
        self.server = Server(ServerConfig(host="127.0.0.1", port=0, mode="serve",
                                          password=password, **config))
        self.thread = ServerThread(self.server)
        _host, self.port = self.thread.start()
        self.url = f"ws://127.0.0.1:{self.port}/"

    def rooms(self) -> int:
        return int(self.thread.call(lambda: len(self.server.rooms)))

    def stop(self) -> None:
        self.thread.stop()


@pytest.fixture
def serving() -> Iterator[Serving]:
    s = Serving()
    yield s
    s.stop()


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text, *a, **k: said.append(text))
    return said


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_from_dialog(window: GameWindow, address: str, password: str = "") -> None:
    """Game > New with Ann here and Bob remote, "A server" at ``address``: Start."""
    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.set_setup(GameSetup(LOCAL_AND_REMOTE, random_first=False))
        dialog.where.setCurrentIndex(dialog.where.findData(True))
        assert dialog.server.isVisibleTo(dialog) and not dialog.port.isVisibleTo(dialog)
        dialog.server.setText(address)
        dialog.server_password.setText(password)
        dialog.accept()
    QTimer.singleShot(0, fill)
    window.new_games.new_game()


class TestTheSetupSent:
    def test_the_room_setup_follows_the_turn_order_and_the_deck(self) -> None:
        seats = (SeatConfig("Ann"), SeatConfig("Bob", "remote"), SeatConfig("Cleo", "ai", "hard"))
        setup = GameSetup(seats, first=1, random_first=False,
                          network=NetworkOptions("Friday", server="ws://h:1/"))
        sent = room_setup(setup)
        assert sent["seats"] == [{"kind": "remote", "name": "Bob"},
                                 {"kind": "ai", "name": "Cleo", "level": "hard"},
                                 {"kind": "remote", "name": "Ann"}]
        assert sent["deck"] == "classic" and "solo" not in sent
        assert host_seat(setup) == 2
        # the server's own parser takes it as it is
        parsed = parse_client_message(json.dumps(
            {"type": "create_room", "name": "Friday", "setup": sent})).message
        assert isinstance(parsed, CreateRoom)
        assert [s.kind for s in parsed.setup.seats] == ["remote", "ai", "remote"]

    def test_a_custom_deck_is_sent_whole_and_a_solo_game_says_its_difficulty(self) -> None:
        deck = classic_deck()
        custom = replace(deck, name="Mine")
        setup = GameSetup((SeatConfig("Ann", "remote"),), difficulty="challenging",
                          deck=custom)
        sent = room_setup(setup)
        assert "deck_data" in sent and sent["solo"] == {"difficulty": "challenging"}
        assert host_seat(setup) is None

    def test_errors_are_said_in_words(self) -> None:
        for code in ("unreachable", "wrong_password", "server_full", "too_many_rooms",
                     "protocol", "not_allowed", "busy", "address_limit"):
            words = server_error_words(code, "x", "ws://h:1/")
            assert words and "said no" not in words and "_" not in words
        assert "ws://h:1/" in server_error_words("unreachable", "", "ws://h:1/")


class TestTheDialog:
    def test_where_the_game_runs_shows_its_rows_and_checks_the_address(
            self, qtbot: Any) -> None:
        dialog = NewGameDialog(GameSetup(LOCAL_AND_REMOTE))
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.port.isVisible() and not dialog.server.isVisible()
        dialog.where.setCurrentIndex(1)
        assert dialog.server.isVisible() and dialog.server_password.isVisible()
        assert not dialog.port.isVisible() and not dialog.offer_lan.isVisible()
        dialog.server.setText("not an address!")
        dialog.accept()
        assert dialog.result() == 0 and "address" in dialog.error.text()
        dialog.server.setText("games.example.org")
        dialog.accept()
        assert dialog.setup().hosting().server == "ws://games.example.org:47470/"

    def test_the_settings_remember_the_server(self, tmp_path: Path, qtbot: Any) -> None:
        settings = Settings.at_path(str(tmp_path / "s.ini"))
        network = NetworkOptions("Ann's game", server="wss://games.example.org/")
        settings.set_last_setup(GameSetup(LOCAL_AND_REMOTE, network=network))
        again = Settings.at_path(str(tmp_path / "s.ini")).last_setup()
        assert again is not None and again.network == network
        dialog = NewGameDialog(again)
        qtbot.addWidget(dialog)
        assert dialog.on_server() and dialog.server.text() == "wss://games.example.org/"

    def test_options_without_a_server_read_as_before(self) -> None:
        old = {"game_name": "G", "port": 47470, "offer_lan": True, "takeover_seconds": 60}
        assert NetworkOptions.from_json(old).server is None
        assert "server" not in NetworkOptions("G").to_json()
        with pytest.raises(ValueError):
            NetworkOptions("G", server="ws://a b/")


class TestOnARealServer:
    def test_a_game_made_on_the_server_is_played_to_its_end_and_saved(
            self, window: GameWindow, serving: Serving, qtbot: Any, tmp_path: Path,
            monkeypatch: pytest.MonkeyPatch) -> None:
        start_from_dialog(window, f"127.0.0.1:{serving.port}")
        game = window.hosting.game
        assert isinstance(game, ServerHostedGame) and window.hosting.lobby_shown
        page = window.hosting.lobby
        wait_for(qtbot, lambda: bool(game.code) and page.lobby is not None)
        assert serving.rooms() == 1
        assert page.code_label.text().replace("-", "") == game.code.replace("-", "")
        assert "-" in page.code_label.text()  # shown as people read it: ABCD-EFGH
        assert page.address_label.text() == serving.url and page.forwarding.isHidden()
        page.copy_code()
        assert QApplication.clipboard().text().splitlines()[1:] == [serving.url]
        with joining(serving.url, page.code_label.text(), "Bob"):
            session = start_the_game(window, qtbot)
            assert session is not None and window.session is session and session.you == 0
            # the server's full record is held back: between the game's last step and that
            # message (a moment under load) the game cannot be saved, as the record would be a
            # guess of the cards never shown; once it comes, the save is the server's record
            held: list[GameRecord] = []
            delivered = HostedSession._on_finished
            monkeypatch.setattr(HostedSession, "_on_finished",
                                lambda self, record: held.append(record))
            play_my_turns(session, 4, lambda: session.is_finished, 30_000)
            assert session.is_finished
            wait_for(qtbot, lambda: bool(held))
            save = window.registry.action("save")
            assert not session.can_save and not save.isEnabled()
            monkeypatch.setattr(HostedSession, "_on_finished", delivered)
            session._on_finished(held[0])
            assert session.can_save and save.isEnabled()
            path = str(tmp_path / "on-server.plsave")
            assert window.save_to(path)
        saved = load_save(path)
        assert saved.is_hosted and saved.network is not None
        assert saved.network.server == serving.url
        assert [s.kind for s in saved.seats] == ["human", "remote"]
        # the server's full record, sent at the end: its deal is decks, no seed to try
        assert saved.record.players == ("Ann", "Bob") and saved.record.seed is None
        assert saved.record.white_deck is not None
        assert saved.record == held[0] == session.finished_record
        assert saved.record.actions == tuple(s.action for s in session.history)
        # leaving: the server removes the room nobody is in
        window.hosting.stop()
        wait_for(qtbot, lambda: serving.rooms() == 0, 10_000)

    def test_a_save_in_the_middle_holds_no_card_still_face_down(
            self, window: GameWindow, serving: Serving, qtbot: Any, tmp_path: Path) -> None:
        """The server tells the room's maker nothing of the deal before the end (it once sent
        the whole record, seed included, to ``get_record``): a save made midway holds the
        public game, the cards still face down in a made-up order of its own."""
        start_from_dialog(window, serving.url)
        game = window.hosting.game
        assert isinstance(game, ServerHostedGame)
        wait_for(qtbot, lambda: bool(game.code))
        with joining(serving.url, game.code, "Bob"):
            session = start_the_game(window, qtbot)
            assert session is not None
            play_my_turns(session, 9, lambda: len(session.history) >= 6, 30_000)
            assert len(session.history) >= 6
            assert window.menus.act_save.isEnabled()
            path = str(tmp_path / "midway.plsave")
            assert window.save_to(path)
            record = load_save(path).record
            real = serving.thread.call(
                lambda: next(iter(serving.server.rooms.values())).record())
            assert record.players == real.players and real.seed is None
            assert record.actions == tuple(s.action for s in session.history)
            assert record.actions[:6] == real.actions[:6]
            # the same public game; the hidden cards not as they lie on the server
            assert record.white_deck != real.white_deck or record.black_deck != real.black_deck
            seen = replay(record, keep_states=True).states
            truth = replay(real.with_actions(record.actions), keep_states=True).states
            assert [public_part(x) for x in seen] == [public_part(x) for x in truth]
            window.hosting.stop()

    def test_a_wrong_password_is_said_and_nothing_stays(
            self, window: GameWindow, qtbot: Any, warnings: list[str]) -> None:
        guarded = Serving(password="sesame")
        try:
            start_from_dialog(window, guarded.url, password="open")
            wait_for(qtbot, lambda: bool(warnings), 10_000)
            assert "password" in warnings[0] and guarded.url in warnings[0]
            assert window.hosting.game is None and not window.hosting.lobby_shown
            assert guarded.rooms() == 0
            # the right one makes the room
            start_from_dialog(window, guarded.url, password="sesame")
            game = window.hosting.game
            assert isinstance(game, ServerHostedGame)
            hosted: ServerHostedGame = game
            wait_for(qtbot, lambda: bool(hosted.code))
            assert guarded.rooms() == 1
            window.hosting.stop()
        finally:
            guarded.stop()

    def test_stopping_waits_out_no_time_out(self, window: GameWindow, qtbot: Any,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
        """Stopping a server-hosted game closes its connection and ends the connection's
        thread at once: no wait of the window's thread runs out its time-out (one did, and
        froze the window for 5 s each time such a game was left)."""
        ran_out: list[str] = []
        real_result = concurrent.futures.Future.result
        real_join = threading.Thread.join

        def result(future: concurrent.futures.Future[Any], timeout: float | None = None) -> Any:
            try:
                return real_result(future, timeout)
            except TimeoutError:
                ran_out.append("a future waited on")
                raise

        def join(thread: threading.Thread, timeout: float | None = None) -> None:
            real_join(thread, timeout)
            if thread.is_alive():
                ran_out.append(f"the thread {thread.name}")

        serving = Serving()
        try:
            start_from_dialog(window, serving.url)
            game = window.hosting.game
            assert isinstance(game, ServerHostedGame)
            hosted: ServerHostedGame = game
            wait_for(qtbot, lambda: bool(hosted.code))
            with monkeypatch.context() as patched:
                patched.setattr(concurrent.futures.Future, "result", result)
                patched.setattr(threading.Thread, "join", join)
                window.hosting.stop()
            assert window.hosting.game is None
        finally:
            serving.stop()
        assert ran_out == []

    @pytest.mark.parametrize(("config", "words"), [
        ({"max_rooms": 0}, "as many games as it takes"),
        ({"max_connections": 0}, "is full"),
    ])
    def test_a_server_without_room_for_the_game_says_so(
            self, window: GameWindow, qtbot: Any, warnings: list[str],
            config: dict[str, Any], words: str) -> None:
        busy = Serving(**config)
        try:
            start_from_dialog(window, busy.url)
            wait_for(qtbot, lambda: bool(warnings), 10_000)
            assert words in warnings[0] and "this computer" in warnings[0]
            assert window.hosting.game is None and not window.hosting.lobby_shown
        finally:
            busy.stop()

    def test_an_unreachable_server_is_said(self, window: GameWindow, qtbot: Any,
                                           warnings: list[str]) -> None:
        url = f"ws://127.0.0.1:{free_port()}/"
        start_from_dialog(window, url)
        wait_for(qtbot, lambda: bool(warnings), 15_000)
        assert "Cannot reach the server" in warnings[0] and url in warnings[0]
        assert window.hosting.game is None and not window.hosting.lobby_shown

    def test_a_server_stopping_while_the_room_waits_is_said(
            self, window: GameWindow, qtbot: Any, warnings: list[str]) -> None:
        short = Serving()
        try:
            start_from_dialog(window, short.url)
            game = window.hosting.game
            assert isinstance(game, ServerHostedGame)
            wait_for(qtbot, lambda: bool(game.code))
        finally:
            short.stop()
        wait_for(qtbot, lambda: bool(warnings), 10_000)
        assert "closed the connection" in warnings[0]
        assert window.hosting.game is None and not window.hosting.lobby_shown


class TestHostingAgain:
    def test_a_game_saved_from_a_server_is_hosted_again_there_and_goes_on(
            self, window: GameWindow, serving: Serving, qtbot: Any, tmp_path: Path,
            monkeypatch: pytest.MonkeyPatch) -> None:
        from test_net_host import hosted_save

        from app.core.saves import save_to_bytes
        from app.table.hosting import Hosting

        save = hosted_save(actions=9)  # Ann here, Bob remote, Cleo an AI; 9 actions played
        save = replace(save, network=replace(save.network, server=serving.url))
        path = tmp_path / "server.plsave"
        path.write_bytes(save_to_bytes(save))
        note = window.hosting._server_note(load_save(str(path)))
        assert serving.url in note and "hosted there again" in note
        monkeypatch.setattr(Hosting, "ask_host_again",
                            lambda self, save, parent=None: Hosting.HOST_AGAIN)
        assert window.open_path(str(path))
        game = window.hosting.game
        assert isinstance(game, ServerHostedGame) and game.resumed
        page = window.hosting.lobby
        wait_for(qtbot, lambda: bool(game.code) and page.lobby is not None)
        assert serving.rooms() == 1
        assert "back in their seat" in page.intro.text()
        assert page.address_label.text() == serving.url
        room = serving.thread.call(lambda: next(iter(serving.server.rooms.values())))
        assert serving.thread.call(lambda: [(s.kind, s.name) for s in room.seats]) == [
            ("remote", "Ann"), ("remote", "Bob"), ("ai", "Cleo")]
        with joining(serving.url, game.code, "Bob") as bob:  # no seat: his by name
            assert bob.seat == 1
            session = start_the_game(window, qtbot)
            assert session is not None and session.you == 0
            assert tuple(s.action for s in session.history)[:9] == save.record.actions
            assert window.file_path == str(path)  # the game keeps its file
            play_my_turns(session, 2,
                          lambda: len(session.history) >= 15 or session.is_finished, 30_000)
            assert len(session.history) >= 15 or session.is_finished
            again = str(tmp_path / "again.plsave")
            assert window.save_to(again)
            record = load_save(again).record
            real = serving.thread.call(room.record)
            # the server dealt the cards still face down anew (the saver cannot know them):
            # decks, no seed, and the same public game where the save stopped
            assert real.seed is None and record.seed is None and save.record.seed == 11
            first = replay(save.record, keep_states=True).states
            now = replay(real.with_actions(save.record.actions), keep_states=True).states
            assert [public_part(x) for x in now] == [public_part(x) for x in first]
            assert record.actions[:9] == save.record.actions
            assert record.actions == tuple(s.action for s in session.history)
            assert real.actions[:len(record.actions)] == record.actions
            assert load_save(again).network.server == serving.url
            window.hosting.stop()

    def test_a_game_too_long_to_send_is_hosted_here_and_says_so(
            self, window: GameWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        from test_net_host import Fakes, hosted_save

        from app.core.saves import save_to_bytes
        from app.table import hosting as hosting_module
        from app.table.hosting import Hosting

        made = Fakes()
        window.hosting.game_options = made.options()
        save = hosted_save()
        save = replace(save, network=replace(save.network, server="ws://games.example.org:1/"))
        path = tmp_path / "server.plsave"
        path.write_bytes(save_to_bytes(save))
        monkeypatch.setattr(hosting_module, "fits_on_server", lambda _setup, _record: False)
        note = window.hosting._server_note(load_save(str(path)))
        assert "ws://games.example.org:1/" in note and "too long" in note
        monkeypatch.setattr(Hosting, "ask_host_again",
                            lambda self, save, parent=None: Hosting.HOST_AGAIN)
        assert window.open_path(str(path))
        _port, record, _seats, network = made.asked[0]
        assert record == save.record and network.server is None
        assert window.hosting.lobby_shown and not isinstance(window.hosting.game,
                                                             ServerHostedGame)
        window.hosting.stop()

    def test_the_setup_of_a_saved_game_carries_its_record_and_fits_a_message(self) -> None:
        from test_net_host import hosted_save

        save = hosted_save(actions=9)
        setup = GameSetup(save.seats, seed=save.record.seed or 0, random_first=False,
                          network=replace(save.network, server="ws://s/"))
        sent = room_setup(setup, save.record)
        assert "deck" not in sent and "deck_data" not in sent and "solo" not in sent
        message = parse_client_message(json.dumps(
            {"type": "create_room", "name": "again", "setup": sent}))
        assert isinstance(message.message, CreateRoom)
        assert message.message.setup.record == save.record
        assert fits_on_server(setup, save.record)
        long_game = save.record.with_actions(save.record.actions * 2000)  # (not replayed here)
        assert not fits_on_server(setup, long_game)


class TestJoinDialogListsAServersGames:
    def test_the_games_on_a_server_are_listed_without_codes(
            self, window: GameWindow, serving: Serving, qtbot: Any) -> None:
        from app.table.join_dialog import JoinDialog

        start_from_dialog(window, serving.url)
        game = window.hosting.game
        assert isinstance(game, ServerHostedGame)
        wait_for(qtbot, lambda: bool(game.code))
        dialog = JoinDialog("Bob", discovery_targets=["127.0.0.1"], discovery_port=free_port())
        qtbot.addWidget(dialog)
        dialog.address.setText(f"127.0.0.1:{serving.port}")
        QTest.mouseClick(dialog.list_server, Qt.MouseButton.LeftButton)
        wait_for(qtbot, lambda: dialog.server_games.count() == 1, 10_000)
        text = dialog.server_games.item(0).text()
        assert "Ann's game" in text and "Ann, Bob" in text and "1 free seat" in text
        assert game.code not in text and "invite code" in dialog.progress.text()
        # a server that cannot be reached is said in words
        dialog.address.setText(f"127.0.0.1:{free_port()}")
        QTest.mouseClick(dialog.list_server, Qt.MouseButton.LeftButton)
        wait_for(qtbot, lambda: "Cannot reach" in dialog.progress.text(), 10_000)
        dialog.reject()
        window.hosting.stop()


class TestTheHostComesBack:
    def test_a_dropped_host_gets_its_seat_and_its_rights_back(
            self, window: GameWindow, serving: Serving, qtbot: Any) -> None:
        import asyncio

        from app.model.remote import ClientTransport, LinkState

        start_from_dialog(window, serving.url)
        game = window.hosting.game
        assert isinstance(game, ServerHostedGame) and game.link is not None
        wait_for(qtbot, lambda: bool(game.code))
        with joining(serving.url, game.code, "Bob"):
            page = window.hosting.lobby
            wait_for(qtbot, lambda: page.start_button.isEnabled())
            transport = game.link._transport
            assert isinstance(transport, ClientTransport) and transport.loop is not None
            asyncio.run_coroutine_threadsafe(transport.client.cut(), transport.loop).result(HANG)
            wait_for(qtbot, lambda: game.link is not None
                     and game.link.status.state is LinkState.LOST, 10_000)
            wait_for(qtbot, lambda: game.link is not None
                     and game.link.status.state is LinkState.JOINED, 20_000)
            wait_for(qtbot, lambda: page.start_button.isEnabled(), 10_000)
            QTest.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
            wait_for(qtbot, lambda: window.hosting.session is not None)
            assert window.hosting.session is not None and window.hosting.session.you == 0
            window.hosting.stop()


class TestCommandLine:
    def test_a_setup_file_naming_a_server_makes_the_room_there(
            self, window: GameWindow, serving: Serving, qtbot: Any, tmp_path: Path,
            capsys: pytest.CaptureFixture[str]) -> None:
        from app.table.hosting import host_from_command_line

        setup = tmp_path / "setup.json"
        setup.write_text(json.dumps({
            "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "remote"}],
            "network": {"game_name": "Nightly", "server": serving.url}}))
        assert host_from_command_line(window, str(setup), autostart=True, save_finished=None)
        game = window.hosting.game
        assert isinstance(game, ServerHostedGame)
        wait_for(qtbot, lambda: bool(game.code))
        settle()  # the signal that prints the line was queued with the code
        assert f"HOSTING {serving.url} {game.code}" in capsys.readouterr().out
        window.hosting.stop()
