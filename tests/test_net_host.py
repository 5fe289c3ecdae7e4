"""Hosting a network game from the game window (issue 18, N4): remote seats and the network
options in the new-game dialog, the setup and the save that carry them, the host's lobby page,
starting and stopping a hosted game (nothing left running), and opening a hosted game's save.

The first classes need no server: a fake server and a fake transport stand in for N1's server
and N2's client, the discovery responder is the real one on a free port. The last ones host
for real on loopback (N1's ``ServerThread``) with a client (N2's) and a bot in the other seats.
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from i18nkit import english_throughout
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from test_language_switch import Catalogue, _german_and_back, catalogue, choose, german
from test_net_join import FakeTransport
from test_table_support import window
from waiting import HANG

from app.core.saves import InvalidSave, SaveData, load_save, load_save_bytes, save_to_bytes
from app.core.setup import DEFAULT_PORT, GameSetup, NetworkOptions, SeatConfig
from app.i18n import available_languages, install_translators
from app.model.autosave import AutosaveSlot
from app.model.hosting import HostedGame, HostedSession, StartedServer, room_seats, setup_of_save
from app.model.remote import Lobby
from app.model.session import GameSession
from app.model.settings import Settings
from app.net.addresses import local_addresses, with_port
from app.net.discovery import Responder
from app.net.public import public_part
from app.rules import GameRecord, play_random, replay
from app.table.host_lobby import LobbyPage, can_start
from app.table.hosting import Hosting
from app.table.newgame import NewGameDialog
from app.table.window import GameWindow

translate = QCoreApplication.translate

__all__ = ["catalogue", "english_throughout", "window"]  # the fixtures

HOSTED = (SeatConfig("Ann"), SeatConfig("Bob", "remote"), SeatConfig("Cleo", "ai", "hard"))


def lobby_message(*, bob: bool = False, ready: bool = False, started: bool = False
                  ) -> dict[str, Any]:
    return {"type": "lobby", "name": "Ann's game", "started": started, "spectators": 1,
            "takeover_seconds": 60,
            "seats": [{"seat": 0, "name": "Ann", "kind": "host", "connected": True,
                       "ready": True},
                      {"seat": 1, "name": "Bob" if bob else "", "kind": "remote",
                       "connected": bob, "ready": ready},
                      {"seat": 2, "name": "Cleo", "kind": "ai", "connected": True,
                       "ready": True, "ai_level": "hard"}]}


class FakeServer:
    """Stands in for the server thread: a port, a record, stop()."""

    def __init__(self, port: int = 50123) -> None:
        self._port = port
        self.stopped = False
        self.record: GameRecord | None = None

    @property
    def port(self) -> int:
        return self._port

    def full_record(self) -> GameRecord | None:
        return self.record

    def stop(self) -> None:
        self.stopped = True


class Fakes:
    """The fake server and transport a hosted game got, and what the server factory was asked."""

    def __init__(self) -> None:
        self.servers: list[FakeServer] = []
        self.transports: list[FakeTransport] = []
        self.responders: list[Responder] = []
        self.asked: list[tuple[int, GameRecord, list[dict[str, str]], NetworkOptions]] = []
        self.refuse: OSError | None = None

    def server(self, port: int, record: GameRecord, seats: list[dict[str, str]],
               network: NetworkOptions, deal_again: bool = False) -> StartedServer:
        if self.refuse is not None:
            raise self.refuse
        self.asked.append((port, record, seats, network))
        server = FakeServer()
        self.servers.append(server)
        return StartedServer(server, "ABCD-EFGH", "host-token", 0)

    def transport(self) -> FakeTransport:
        fake = FakeTransport()
        self.transports.append(fake)
        return fake

    def responder(self, describe: Callable[[], Mapping[str, Any]]) -> Responder:
        responder = Responder(describe, port=0, host="127.0.0.1")
        self.responders.append(responder)
        return responder

    def options(self) -> dict[str, Any]:
        return {"server_factory": self.server, "transport": self.transport,
                "responder_factory": self.responder}


@pytest.fixture
def fakes(window: GameWindow) -> Fakes:
    made = Fakes()
    window.hosting.game_options = made.options()
    return made


def threads() -> set[str]:
    return {t.name for t in threading.enumerate() if t.is_alive()}


# ------------------------------------------------------------------ the setup and the save


class TestNetworkOptions:
    def test_defaults_and_json_round_trip(self) -> None:
        options = NetworkOptions("Ann's game")
        assert (options.port, options.offer_lan, options.takeover_seconds) == \
            (DEFAULT_PORT, True, 60)
        again = NetworkOptions.from_json(json.loads(json.dumps(options.to_json())))
        assert again == options
        never = NetworkOptions("x", 1, False, None)
        assert NetworkOptions.from_json(never.to_json()) == never

    @pytest.mark.parametrize("bad", [
        {"game_name": ""}, {"game_name": "x" * 41}, {"game_name": "a\x00b"},
        {"game_name": "g", "port": 70000}, {"game_name": "g", "port": -1},
        {"game_name": "g", "port": True}, {"game_name": "g", "port": "47470"},
        {"game_name": "g", "offer_lan": "yes"}, {"game_name": "g", "takeover_seconds": 0},
        {"game_name": "g", "takeover_seconds": 1.5}, [], "x",
    ])
    def test_bad_options_are_refused(self, bad: Any) -> None:
        with pytest.raises(ValueError):
            NetworkOptions.from_json(bad)

    def test_a_setup_with_a_remote_seat_is_hosted(self) -> None:
        setup = GameSetup(HOSTED)
        assert setup.is_hosted and not GameSetup(HOSTED[:1] + HOSTED[2:]).is_hosted
        assert setup.hosting() == NetworkOptions("Ann's game")  # named after the host
        mine = NetworkOptions("Friday", 5000, False, None)
        assert GameSetup(HOSTED, network=mine).hosting() is mine

    def test_the_room_seats_follow_the_turn_order(self) -> None:
        seats = room_seats(GameSetup(HOSTED, seed=7, first=2))
        assert seats == [{"kind": "ai", "name": "Cleo", "level": "hard"},
                         {"kind": "host", "name": "Ann", "level": "medium"},
                         {"kind": "remote", "name": "Bob", "level": "medium"}]
        assert GameSetup(HOSTED, first=2).record().players == ("Cleo", "Ann", "Bob")

    def test_the_settings_remember_the_options(self, tmp_path: Path) -> None:
        settings = Settings.at_path(str(tmp_path / "s.ini"))
        mine = NetworkOptions("Friday", 5000, False, 120)
        settings.set_last_setup(GameSetup(HOSTED, network=mine))
        got = settings.last_setup()
        assert got is not None and got.network == mine
        assert [s.kind for s in got.seats] == ["human", "remote", "ai"]


def hosted_save(actions: int = 6) -> SaveData:
    setup = GameSetup(HOSTED, seed=11, random_first=False)
    empty = setup.record()
    record = empty.with_actions(play_random(empty.initial_state(), 3, max_actions=actions))
    return SaveData(record=record, seats=setup.play_order,
                    network=NetworkOptions("Ann's game", 47470, True, 30))


class TestHostedSave:
    def test_round_trip_keeps_remote_seats_and_network(self) -> None:
        save = hosted_save()
        blob = save_to_bytes(save)
        data = json.loads(blob)
        assert data["app"]["network"] == {"game_name": "Ann's game", "port": 47470,
                                          "offer_lan": True, "takeover_seconds": 30}
        assert [s["kind"] for s in data["app"]["seats"]] == ["human", "remote", "ai"]
        again = load_save_bytes(blob)
        assert again.is_hosted and again.network == save.network
        assert again.record == save.record

    def test_played_locally_the_remote_seats_are_people_here(self) -> None:
        save = hosted_save()
        local = save.played_locally()
        assert not local.is_hosted
        assert [s.kind for s in local.seats] == ["human", "human", "ai"]
        # the cards still face down (in a made-up order in a network game's save) are dealt
        # anew; the game is the same where it stopped
        assert local.record.seed is None and local.record.actions == save.record.actions
        assert public_part(local.final_state) == public_part(save.final_state)
        assert (local.record.white_deck, local.record.black_deck) != save.record.dealt_decks()

    def test_a_bad_network_section_is_refused_in_words(self) -> None:
        data = json.loads(save_to_bytes(hosted_save()))
        data["app"]["network"]["port"] = 99999
        with pytest.raises(InvalidSave, match="network settings"):
            load_save_bytes(json.dumps(data).encode())

    def test_setup_of_a_save_keeps_seats_and_deal(self) -> None:
        save = hosted_save()
        setup = setup_of_save(save.record, save.seats, save.network)
        assert setup.seats == save.seats and setup.seed == save.record.seed
        assert setup.record().players == save.record.players  # the record's order is kept


# ------------------------------------------------------------------ the new-game dialog


class TestNewGameDialog:
    def test_remote_seats_show_the_network_group_and_build_options(self, qtbot: Any) -> None:
        dialog = NewGameDialog(GameSetup((SeatConfig("Ann"), SeatConfig("Bob", "ai"))),
                               decks=[])
        qtbot.addWidget(dialog)
        dialog.show()
        assert not dialog.network_box.isVisible()
        dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("remote"))
        assert dialog.network_box.isVisible()
        assert not dialog.levels[1].isEnabled()
        assert dialog.game_name.placeholderText() == "Ann's game"
        dialog.port.setValue(47999)
        dialog.offer_lan.setChecked(False)
        dialog.takeover.setCurrentIndex(dialog.takeover.findData(300))
        QTest.mouseClick(dialog.findChild(type(dialog.offer_lan), "offerLan"),
                         Qt.MouseButton.LeftButton)  # a click through the widget: on again
        dialog.accept()
        setup = dialog.setup()
        assert setup.is_hosted
        assert [s.kind for s in setup.seats] == ["human", "remote"]
        assert setup.network == NetworkOptions("Ann's game", 47999, True, 300)

    def test_a_hosted_game_has_one_player_here(self, qtbot: Any) -> None:
        dialog = NewGameDialog(GameSetup((SeatConfig("Ann"), SeatConfig("Bob"),
                                          SeatConfig("Cleo", "remote"))), decks=[])
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.accept()
        assert dialog.isVisible() and "at most one player at this computer" in \
            dialog.error.text()
        dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("ai"))
        dialog.accept()
        assert not dialog.isVisible() and dialog.setup().is_hosted

    def test_the_dialog_opens_with_the_last_options(self, qtbot: Any) -> None:
        mine = NetworkOptions("Friday night", 5000, False, None)
        dialog = NewGameDialog(GameSetup(HOSTED, network=mine), decks=[])
        qtbot.addWidget(dialog)
        assert dialog.network_box.isVisibleTo(dialog)
        assert dialog.game_name.text() == "Friday night" and dialog.port.value() == 5000
        assert not dialog.offer_lan.isChecked() and dialog.takeover.currentData() is None
        assert dialog.network() == mine
        dialog.kinds[1].setCurrentIndex(0)  # no seat remote: the group hides
        assert not dialog.network_box.isVisibleTo(dialog)

    def test_no_seed_is_a_secret_deal_and_a_typed_one_is_said_to_be_no_secret(
            self, qtbot: Any) -> None:
        """A blank seed once drew one below 2,000,000,000 (found by trying them all against
        the face-up cards); now it deals in secret. A typed seed stays a repeatable deal, and
        the dialog says it is no secret."""
        dialog = NewGameDialog(GameSetup(HOSTED), decks=[])
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.seed.text() == "" and not dialog.seed_note.isVisible()
        dialog.accept()
        secret = dialog.setup()
        assert secret.seed is None and secret.is_hosted
        records = [secret.record() for _ in range(3)]
        assert all(r.seed is None and r.white_deck is not None for r in records)
        assert len({r.white_deck for r in records}) == 3
        typed = NewGameDialog(GameSetup(HOSTED), decks=[])
        qtbot.addWidget(typed)
        typed.show()
        QTest.keyClicks(typed.seed, "42")
        assert typed.seed_note.isVisible() and "no secret" in typed.seed_note.text()
        typed.accept()
        assert typed.setup().seed == 42 and typed.setup().record().seed == 42



# ------------------------------------------------------------------ the lobby page


class TestLobbyPage:
    def test_a_deal_from_a_typed_seed_is_said_to_everyone_to_be_no_secret(
            self, qtbot: Any) -> None:
        page = LobbyPage()
        qtbot.addWidget(page)
        page.show()
        page.set_lobby(Lobby.from_json(lobby_message()), 0)
        assert not page.view.deal_note.isVisible()  # the server dealt it in secret
        page.set_lobby(Lobby.from_json({**lobby_message(), "secret_deal": False}), 0)
        assert page.view.deal_note.isVisible() and "no secret" in page.view.deal_note.text()

    def test_start_waits_for_every_remote_seat_and_says_why(self, qtbot: Any) -> None:
        page = LobbyPage()
        qtbot.addWidget(page)
        page.set_invitation("ABCD-EFGH", ["192.0.2.7", "fd00::7"], 47470)
        assert page.code_label.text() == "ABCD-EFGH"
        assert page.address_label.text() == "192.0.2.7:47470\n[fd00::7]:47470"
        assert "TCP port 47470" in page.forwarding.text()
        page.set_lobby(Lobby.from_json(lobby_message()), 0)
        assert not page.start_button.isEnabled()
        # (English plural forms come from project_l_en.qm, not installed in these tests)
        assert page.why_not_text().replace("(s)", "") == "Waiting for 1 player to join (seat 2)."
        assert page.view.seats.rowCount() == 3
        assert page.view.spectators.text().replace("(s)", "") == "1 spectator watching"
        assert not page.kick_button.isEnabled()
        page.set_lobby(Lobby.from_json(lobby_message(bob=True)), 0)
        assert not page.start_button.isEnabled()
        assert page.why_not_text() == "Waiting for Bob to be ready."
        assert page.kick_choice.count() == 1 and page.kick_button.isEnabled()
        page.set_lobby(Lobby.from_json(lobby_message(bob=True, ready=True)), 0)
        assert page.start_button.isEnabled() and can_start(page.lobby)

    def test_copy_kick_and_start_are_asked_of_the_hosting(self, qtbot: Any) -> None:
        page = LobbyPage()
        qtbot.addWidget(page)
        page.set_invitation("ABCD-EFGH", ["192.0.2.7"], 47470)
        page.set_lobby(Lobby.from_json(lobby_message(bob=True, ready=True)), 0)
        QTest.mouseClick(page.copy_button, Qt.MouseButton.LeftButton)
        assert QApplication.clipboard().text() == "Invite code: ABCD-EFGH\n192.0.2.7:47470"
        with qtbot.waitSignal(page.kick_requested) as kicked:
            QTest.mouseClick(page.kick_button, Qt.MouseButton.LeftButton)
        assert kicked.args == [1]
        with qtbot.waitSignal(page.start_requested):
            page.show()
            QTest.mouseClick(page.start_button, Qt.MouseButton.LeftButton)


class TestAddresses:
    def test_loopback_and_link_local_are_left_out(self) -> None:
        got = local_addresses(["127.0.0.1", "10.0.0.5", "fe80::1%eth0", "fd00::2",
                               "10.0.0.5", "::1", "169.254.3.3", "nonsense", "192.168.1.2"])
        assert got == ["10.0.0.5", "192.168.1.2", "fd00::2"]
        assert with_port("fd00::2", 47470) == "[fd00::2]:47470"

    def test_this_computer_answers_without_failing(self) -> None:
        for address in local_addresses():
            assert address and not address.startswith("127.")


# ------------------------------------------------------------------ hosting in the window


class TestHostingInTheWindow:
    def test_hosting_shows_the_lobby_and_stopping_leaves_nothing(
            self, window: GameWindow, fakes: Fakes) -> None:
        before = threads()
        assert window.start_game(GameSetup(HOSTED, seed=4)) is None
        QApplication.processEvents()
        assert window.hosting.lobby_shown
        port, record, seats, _network = fakes.asked[0]
        assert port == DEFAULT_PORT and not record.actions and record.seed == 4
        assert sorted(s["kind"] for s in seats) == ["ai", "host", "remote"]
        game = window.hosting.game
        assert game is not None and game.code == "ABCD-EFGH"
        link_sent = fakes.transports[0].sent
        assert link_sent == []  # joining is the transport's own hello (N2's client)
        # the LAN offer answers with the game's description (never the code)
        answer = game.describe()
        assert answer["name"] == "Ann's game" and answer["port"] == 50123
        assert "code" not in answer and fakes.responders[0].port > 0
        fakes.transports[0].receive({"type": "joined", "seat": 0, "token": "t",
                                     "room": lobby_message()})
        page = window.hosting.lobby
        assert not page.start_button.isEnabled()
        fakes.transports[0].receive(lobby_message(bob=True, ready=True))
        assert page.start_button.isEnabled()
        QTest.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
        assert fakes.transports[0].sent[-1] == {"type": "start"}
        QTest.mouseClick(page.cancel_button, Qt.MouseButton.LeftButton)
        assert window.hosting.game is None and window.welcome_shown
        assert fakes.servers[0].stopped and fakes.transports[0].stopped
        assert threads() <= before  # the responder's thread ended, its socket closed
        assert fakes.responders[0]._sock.fileno() == -1

    def test_a_port_in_use_is_said_and_nothing_runs(self, window: GameWindow, fakes: Fakes,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
        said: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning",
                            lambda _p, _t, text, *a: said.append(text))
        fakes.refuse = OSError(98, "Address already in use")
        window.start_game(GameSetup(HOSTED, network=NetworkOptions("g", 5555)))
        assert said and "Port 5555 is in use" in said[0]
        assert window.hosting.game is None and not window.hosting.lobby_shown

    def test_another_game_or_closing_stops_hosting(self, window: GameWindow,
                                                   fakes: Fakes) -> None:
        window.start_game(GameSetup(HOSTED))
        window.start_game(GameSetup(HOSTED))  # hosting again stops the first
        assert fakes.servers[0].stopped and not fakes.servers[1].stopped
        window.start_game(GameSetup((SeatConfig("Ann"), SeatConfig("Bob"))))
        assert fakes.servers[1].stopped and window.hosting.game is None
        window.start_game(GameSetup(HOSTED))
        window.close()
        assert fakes.servers[2].stopped and fakes.responders[2]._sock.fileno() == -1


def answer_host_again(monkeypatch: pytest.MonkeyPatch, answer: Any) -> None:
    """The question "host this game again?" (asked when a hosted game is opened) answered
    ``answer`` (a Hosting choice) without a dialog."""
    monkeypatch.setattr(Hosting, "ask_host_again", lambda self, save, parent=None: answer)


class TestOpeningAHostedSave:
    @pytest.fixture
    def saved(self, tmp_path: Path) -> str:
        path = tmp_path / "hosted.plsave"
        path.write_bytes(save_to_bytes(hosted_save()))
        return str(path)

    def test_play_locally_opens_it_with_people_here(
            self, window: GameWindow, fakes: Fakes, saved: str,
            monkeypatch: pytest.MonkeyPatch) -> None:
        answer_host_again(monkeypatch, Hosting.PLAY_LOCALLY)
        assert window.open_path(saved)
        session = window.session
        assert isinstance(session, GameSession) and not fakes.servers
        assert [s.kind for s in session.seats] == ["human", "human", "ai"]

    def test_cancel_opens_nothing(self, window: GameWindow, fakes: Fakes, saved: str,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
        answer_host_again(monkeypatch, Hosting.CANCEL)
        assert not window.open_path(saved)
        assert window.session is None and not fakes.servers

    def test_host_again_resumes_the_record_with_the_same_seats(
            self, window: GameWindow, fakes: Fakes, saved: str,
            monkeypatch: pytest.MonkeyPatch) -> None:
        answer_host_again(monkeypatch, Hosting.HOST_AGAIN)
        assert window.open_path(saved)
        port, record, seats, network = fakes.asked[0]
        save = load_save(saved)
        assert record == save.record and network == save.network and port == 47470
        assert [s["name"] for s in seats] == list(save.record.players)
        assert [s["kind"] for s in seats] == ["host", "remote", "ai"]
        assert window.hosting.lobby_shown and window.hosting.lobby._resumed
        assert window.settings.recent_files()[0] == saved

    def test_hosting_stopped_before_the_start_leaves_the_autosave_offered(
            self, window: GameWindow, fakes: Fakes, saved: str,
            monkeypatch: pytest.MonkeyPatch) -> None:
        answer_host_again(monkeypatch, Hosting.HOST_AGAIN)
        slot = AutosaveSlot()
        save = load_save(saved)
        slot.write(save)
        assert window.open_save(save, saved, modified=True, slot=slot)
        assert slot.held
        QTest.mouseClick(window.hosting.lobby.cancel_button, Qt.MouseButton.LeftButton)
        assert not slot.held and slot.path.is_file()  # the next start offers it again

    def test_the_question_offers_three_answers(self, window: GameWindow,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
        seen: list[list[str]] = []

        def answer(box: QMessageBox) -> int:
            seen.append([b.text() for b in box.buttons()])
            box.buttons()[0].click()
            return 0

        monkeypatch.setattr(QMessageBox, "exec", answer)
        choice = window.hosting.ask_host_again(hosted_save())
        assert any("Host again" in t.replace("&", "") for t in seen[0])
        assert any("Play locally" in t.replace("&", "") for t in seen[0])
        assert len(seen[0]) == 3 and choice in (Hosting.HOST_AGAIN, Hosting.PLAY_LOCALLY,
                                                 Hosting.CANCEL)


def test_hosted_game_alone_starts_and_stops(qtbot: Any) -> None:
    made = Fakes()
    game = HostedGame(GameSetup(HOSTED), **made.options())
    game.start()
    assert game.running and made.responders[0].port > 0
    game.stop()
    game.stop()  # twice is harmless
    assert not game.running and made.servers[0].stopped



# ------------------------------------------------------------------ screens (test_clipping)

FOUR = (SeatConfig("Ann"), SeatConfig("Bob", "remote"), SeatConfig("Cleo", "remote"),
        SeatConfig("Dan", "ai", "hard"))
TWO_JOINED = {"type": "lobby", "name": "Ann's game", "started": False, "spectators": 2,
              "takeover_seconds": 60,
              "seats": [{"seat": 0, "name": "Ann", "kind": "host", "connected": True,
                         "ready": True},
                        {"seat": 1, "name": "Bob", "kind": "remote", "connected": True,
                         "ready": True},
                        {"seat": 2, "name": "Cleo", "kind": "remote", "connected": True,
                         "ready": False},
                        {"seat": 3, "name": "Dan", "kind": "ai", "connected": True,
                         "ready": True, "ai_level": "hard"}]}


def hosted_new_game_dialog(window: GameWindow) -> NewGameDialog:
    """The new-game dialog with two remote seats: the Network group shows."""
    dialog = window.new_game_dialog()
    dialog.set_setup(GameSetup(FOUR))
    return dialog


def lobby_with_two_players(window: GameWindow) -> Fakes:
    """Host a four-seat game with a fake server and show its lobby with Bob and Cleo joined
    (Cleo not ready yet) and a few chat lines."""
    made = Fakes()
    window.hosting.game_options = made.options()
    window.start_game(GameSetup(FOUR))
    fake = made.transports[0]
    fake.receive({"type": "joined", "seat": 0, "token": "t", "room": TWO_JOINED})
    fake.receive({"type": "chat", "from": "Bob", "text": "Hello! Ready when you are.",
                  "at": ""})
    fake.receive({"type": "chat", "from": "Cleo", "text": "One minute, getting tea",
                  "at": ""})
    return made


class TestScreens:
    def test_the_lobby_with_two_joined_players(self, window: GameWindow) -> None:
        made = lobby_with_two_players(window)
        page = window.hosting.lobby
        assert window.hosting.lobby_shown
        assert page.view.seats.rowCount() == 4
        assert page.view.seats.item(1, 1).text() == "Connected"
        assert "Cleo" in page.why_not_text() and not page.start_button.isEnabled()
        assert "Bob: Hello!" in page.view.chat.text()
        assert page.kick_choice.count() == 2
        window.hosting.stop()
        assert made.servers[0].stopped


# ------------------------------------------------------------------ a real server on loopback


class ClientThread:
    """N2's asyncio client in a thread of its own: joins, says ready, plays at random."""

    def __init__(self, url: str, code: str, name: str) -> None:
        import asyncio

        self.url, self.code, self.name = url, code, name
        self.loop = asyncio.new_event_loop()
        self.joined = threading.Event()
        self.done = threading.Event()
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="test-client", daemon=True)

    def start(self) -> ClientThread:
        self.thread.start()
        return self

    def _run(self) -> None:
        try:
            self.loop.run_until_complete(self._main())
        except BaseException as exc:  # reported to the test
            self.error = exc
        finally:
            self.done.set()
            self.loop.close()

    async def _main(self) -> None:
        import asyncio
        import random

        from app.net.client import Client
        from app.rules import Phase, random_action

        # the server answers on its own time on a busy machine: a time-out here only
        # bounds a hang (the default 10 s is a limit a loaded machine can reach)
        client = Client(self.url, self.name, open_timeout=HANG, reply_timeout=HANG)
        self.client = client
        await client.connect()
        joined = await client.join(self.code)
        self.seat = joined.seat
        self.joined.set()
        await client.ready(True)
        rng = random.Random(5)
        self.task = asyncio.current_task()
        try:
            async for _event in client.events():  # each event may have changed the game
                if self.stop:
                    break
                game = client.game
                if game is None:
                    continue
                state = game.state
                if state.phase is Phase.FINISHED:
                    break
                if state.current == self.seat:
                    await client.act(random_action(state, rng))
        except asyncio.CancelledError:  # finish(): the test is done with this player
            pass
        await client.close()

    stop = False
    task: Any = None

    def finish(self) -> None:
        self.stop = True
        task = self.task
        if task is not None and not self.done.is_set():
            with contextlib.suppress(RuntimeError):  # its loop ended meanwhile
                self.loop.call_soon_threadsafe(task.cancel)
        self.done.wait(HANG)


def wait_for(qtbot: Any, condition: Callable[[], bool], timeout: int = 20_000) -> None:
    qtbot.waitUntil(condition, timeout=timeout)


def host_here(window: GameWindow, seed: int = 3, **options: Any) -> HostedGame:
    """The window hosts a game of a seat here and a remote one, on this computer only (no
    LAN): the hosted game (``options`` go to the GameSetup)."""
    window.start_game(GameSetup(LOCAL_AND_REMOTE, seed=seed, network=NO_LAN, **options))
    game = window.hosting.game
    assert game is not None
    return game


@contextlib.contextmanager
def joining(url: str, code: str, name: str) -> Iterator[ClientThread]:
    """A ClientThread called ``name`` that has joined room ``code`` (the test fails if it
    cannot), finished at the end."""
    client = ClientThread(url, code, name).start()
    try:
        assert client.joined.wait(HANG), client.error
        yield client
    finally:
        client.finish()


def start_the_game(window: GameWindow, qtbot: Any) -> HostedSession:
    """The host starts the game from its lobby as soon as it may: its session."""
    page = window.hosting.lobby
    wait_for(qtbot, lambda: page.start_button.isEnabled())
    QTest.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: window.hosting.session is not None)
    session = window.hosting.session
    assert session is not None
    return session


def play_my_turns(session: Any, seed: int, done: Callable[[], bool], polls: int) -> None:
    """The person at this table plays legal moves at random whenever it is their turn, until
    ``done()``; the others' moves arrive meanwhile. At most ``polls`` looks, 5 ms apart."""
    import random

    from app.rules import random_action

    rng = random.Random(seed)
    for _ in range(polls):
        if done():
            return
        if session.is_human_turn() and not session.is_waiting:
            assert session.apply(random_action(session.state, rng)) is None
        QTest.qWait(5)


@pytest.fixture
def real_hosting(window: GameWindow) -> Iterator[GameWindow]:
    """The window hosts on a free port, without the LAN offer (the port of discovery is the
    same for every program of this computer)."""
    old = HostedGame.port_override
    HostedGame.port_override = 0
    yield window
    HostedGame.port_override = old
    window.hosting.stop()


def port_closed(port: int) -> bool:
    import socket

    with socket.socket() as s:
        s.settimeout(1)
        return s.connect_ex(("127.0.0.1", port)) != 0


LOCAL_AND_REMOTE = (SeatConfig("Ann"), SeatConfig("Bob", "remote"))
NO_LAN = NetworkOptions("Ann's game", 47470, False, None)


class TestRealServer:
    def test_hosting_starts_and_stops_leaving_no_thread_or_socket(
            self, real_hosting: GameWindow, qtbot: Any) -> None:
        window = real_hosting
        before = threads()
        game = host_here(window)
        assert game.port > 0 and not port_closed(game.port)
        assert "project-l-server" in threads()
        wait_for(qtbot, lambda: window.hosting.lobby.lobby is not None)
        lobby = window.hosting.lobby.lobby
        assert lobby is not None and [s.kind for s in lobby.seats] == ["host", "remote"]
        port = game.port
        QTest.mouseClick(window.hosting.lobby.cancel_button, Qt.MouseButton.LeftButton)
        wait_for(qtbot, lambda: threads() <= before, 10_000)
        assert port_closed(port)

    def test_the_lobby_follows_a_joining_client_and_ready_enables_start(
            self, real_hosting: GameWindow, qtbot: Any) -> None:
        window = real_hosting
        game = host_here(window)
        page = window.hosting.lobby
        wait_for(qtbot, lambda: page.lobby is not None)
        assert not page.start_button.isEnabled() and "seat 2" in page.why_not_text()
        with joining(f"ws://127.0.0.1:{game.port}/", game.code, "Robert"):
            wait_for(qtbot, lambda: page.start_button.isEnabled())
            assert page.view.seats.item(1, 0).text() == "Robert"  # the name joined with
            QTest.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
            wait_for(qtbot, lambda: window.hosting.session is not None)
            assert window.session is window.hosting.session and not window.hosting.lobby_shown

    def test_a_whole_hosted_game_is_saved_and_offers_hosting_again(
            self, real_hosting: GameWindow, qtbot: Any, tmp_path: Path,
            monkeypatch: pytest.MonkeyPatch) -> None:


        window = real_hosting
        game = host_here(window, seed=8, random_first=False)
        with joining(f"ws://127.0.0.1:{game.port}/", game.code, "Bob"):
            session = start_the_game(window, qtbot)
            assert session is not None and session.you == 0
            # the server's full record is held back: a save made between the game's last step
            # and that message (a moment under load) has the server's record all the same
            held: list[GameRecord] = []
            delivered = HostedSession._on_finished
            monkeypatch.setattr(HostedSession, "_on_finished",
                                lambda self, record: held.append(record))
            play_my_turns(session, 2, lambda: session.is_finished, 20_000)
            assert session.is_finished
            path = str(tmp_path / "hosted.plsave")
            assert window.save_to(path)
            wait_for(qtbot, lambda: bool(held))
            monkeypatch.setattr(HostedSession, "_on_finished", delivered)
            session._on_finished(held[0])
            assert session.record() == held[0]
        saved = load_save(path)
        assert saved.is_finished and saved.is_hosted and saved.network == NO_LAN
        assert [s.kind for s in saved.seats] == ["human", "remote"]
        assert saved.record.players == ("Ann", "Bob") and saved.record.seed == 8
        assert saved.record.actions == tuple(s.action for s in session.history)
        # opening it asks whether to host it again
        asked: list[SaveData] = []
        monkeypatch.setattr(Hosting, "ask_host_again",
                            lambda self, save, parent=None: asked.append(save) or Hosting.CANCEL)
        assert not window.open_path(path)
        assert asked and asked[0].is_hosted

    def test_a_saved_hosted_game_hosted_again_goes_on_from_its_record(
            self, real_hosting: GameWindow, qtbot: Any, tmp_path: Path,
            monkeypatch: pytest.MonkeyPatch) -> None:
        window = real_hosting
        save = hosted_save(actions=9)  # Ann here, Bob remote, Cleo an AI; 9 actions played
        path = tmp_path / "midway.plsave"
        path.write_bytes(save_to_bytes(save))
        answer_host_again(monkeypatch, Hosting.HOST_AGAIN)
        # resumed from its autosave (as after a crash): that file goes once the game is on
        slot = AutosaveSlot()
        slot.write(save)
        assert window.open_save(load_save(path), str(path), modified=True, slot=slot)
        assert slot.path.is_file()
        game = window.hosting.game
        assert game is not None and window.hosting.lobby_shown
        page = window.hosting.lobby
        wait_for(qtbot, lambda: page.lobby is not None)
        assert "back in their seat" in page.intro.text()
        assert [s.name for s in page.lobby.seats] == ["Ann", "Bob", "Cleo"]
        with joining(f"ws://127.0.0.1:{game.port}/", game.code, "Bob") as bob:
            assert bob.seat == 1
            session = start_the_game(window, qtbot)
            assert session is not None
            assert tuple(s.action for s in session.history)[:9] == save.record.actions
            assert window.file_path == str(path)  # the game keeps its file
            assert not slot.path.exists() and not slot.held
            # the room dealt the cards still face down anew: whoever read the save file
            # cannot know them; the game is the same where it stopped
            full = game.full_record()
            assert full is not None and full.seed is None and save.record.seed is not None
            assert full.actions[:9] == save.record.actions
            first = replay(save.record, keep_states=True).states
            now = replay(full.with_actions(save.record.actions), keep_states=True).states
            assert [public_part(x) for x in now] == [public_part(x) for x in first]
            # the autosave keeps the public game (never the cards to come, though the server
            # is in this process), the remote seat and the options
            autosaver = window.autosaver
            assert autosaver is not None
            kept = autosaver.snapshot()
            assert kept.record.actions == tuple(s.action for s in session.history)
            assert (kept.record.white_deck, kept.record.black_deck) != \
                (full.white_deck, full.black_deck)
            assert kept.network == save.network
            assert [seat.kind for seat in kept.seats] == ["human", "remote", "ai"]

    def test_the_host_removes_a_player_and_the_seat_waits_again(
            self, real_hosting: GameWindow, qtbot: Any) -> None:
        window = real_hosting
        game = host_here(window)
        page = window.hosting.lobby
        with joining(f"ws://127.0.0.1:{game.port}/", game.code, "Mallory"):
            wait_for(qtbot, lambda: page.kick_button.isEnabled())
            assert page.kick_choice.currentText() == "Seat 2: Mallory"
            QTest.mouseClick(page.kick_button, Qt.MouseButton.LeftButton)
            wait_for(qtbot, lambda: page.lobby is not None and not page.lobby.seats[1].connected)
            assert not page.start_button.isEnabled() and "seat 2" in page.why_not_text()
            assert not page.kick_button.isEnabled()


@pytest.mark.usefixtures("english_throughout")
class TestLanguages:
    """The host's lobby follows a language switch live, every text of it translated."""

    def test_the_hosts_lobby_switches_live(self, window: GameWindow,
                                           catalogue: Catalogue) -> None:
        lobby_with_two_players(window)
        page = window.hosting.lobby
        english = page.why_not_text()
        assert english == "Waiting for Cleo to be ready."
        _german_and_back(window, catalogue)
        choose(window, "de")
        assert page.why_not_text() == german("LobbyPage", "Waiting for %1 to be ready."
                                             ).replace("%1", "Cleo") != english
        assert page.why_not.text() == page.why_not_text()
        assert page.forwarding.text().startswith(german(
            "LobbyPage", "Friends outside your home network can join only if your router "
            "forwards TCP port %1 to this computer (or use a dedicated server): see “Play over "
            "the network” in the README.").replace("%1", "50123")[:40])
        choose(window, "en")
        assert page.why_not_text() == english
        window.hosting.stop()


@pytest.mark.parametrize("language", available_languages())
def test_the_lobby_and_the_menu_bar_never_share_an_access_letter(
        qapp: QApplication, qtbot: Any, tmp_path: Path, language: str) -> None:
    """The host's lobby is a page of the window: its buttons and the menu bar's titles answer
    Alt+letter at the same time, so in every language they never share a letter (a game
    offered from this computer, then one made on a server: Leave the room instead of Stop
    hosting); the joining player's lobby and the Join dialog have letters of their own."""
    from test_net_join import LOBBY
    from test_welcome import menu_bar_keys, shared_keys, visible_keys

    from app.model.remote import RemoteLink

    assert install_translators(qapp, language) == language
    try:
        window = GameWindow(Settings.at_path(str(tmp_path / "settings.ini")), autosave=False)
        qtbot.addWidget(window)
        window.show()
        bar = menu_bar_keys(window)
        lobby_with_two_players(window)
        keys = bar + visible_keys(window.hosting.lobby)
        assert len(keys) >= len(bar) + 4 and not shared_keys(keys), (language, keys)
        window.hosting.stop()

        made = Fakes()
        window.hosting.game_options = made.options()
        window.start_game(GameSetup(FOUR, network=NetworkOptions(
            "Ann's game", server="wss://games.example.org/")))
        made.transports[0].receive({"type": "room_created", "code": "ABCD-EFGH",
                                    "host_token": "h"})
        made.transports[0].receive({"type": "joined", "seat": 0, "token": "t",
                                    "room": TWO_JOINED})
        page = window.hosting.lobby
        assert page.cancel_button.text() == translate("LobbyPage", "Leave the r&oom")
        keys = bar + visible_keys(page)
        assert len(keys) >= len(bar) + 4 and not shared_keys(keys), (language, keys)
        window.hosting.stop()

        window.net_play.discovery_targets = ["127.0.0.2"]  # no search of the real network
        dialog = window.net_play.join_dialog_open()
        keys = visible_keys(dialog)
        assert len(keys) >= 6 and not shared_keys(keys), (language, keys)
        dialog.reject()

        fake = FakeTransport()
        link = RemoteLink()
        link.connect_to("ws://127.0.0.1:1/", "Ann", code="ABCD-EFGH", transport=fake)
        fake.receive({"type": "joined", "seat": 1, "token": "t", "room": LOBBY})
        window.net_play.play_link(link)
        lobby = window.net_play.lobby
        assert lobby is not None
        keys = visible_keys(lobby)
        assert len(keys) >= 2 and not shared_keys(keys), (language, keys)
        lobby.reject()
        window.close()
    finally:
        install_translators(qapp, "en")


class TestRejoiningNames:
    """(Marked slow with TestRealServer: a real server on loopback.)"""

    def test_a_saved_game_hosted_again_seats_each_player_under_their_name(
            self, real_hosting: GameWindow, qtbot: Any, tmp_path: Path,
            monkeypatch: pytest.MonkeyPatch) -> None:
        window = real_hosting
        setup = GameSetup((SeatConfig("Ann"), SeatConfig("Bob", "remote"),
                           SeatConfig("Cleo", "remote")), seed=21, random_first=False)
        empty = setup.record()
        record = empty.with_actions(play_random(empty.initial_state(), 4, max_actions=5))
        path = tmp_path / "three.plsave"
        path.write_bytes(save_to_bytes(SaveData(record=record, seats=setup.play_order,
                                                network=NO_LAN)))
        answer_host_again(monkeypatch, Hosting.HOST_AGAIN)
        assert window.open_path(str(path))
        game = window.hosting.game
        assert game is not None
        url = f"ws://127.0.0.1:{game.port}/"
        cleo = ClientThread(url, game.code, "cleo").start()  # first, and in small letters
        bob = ClientThread(url, game.code, "Someone").start()
        try:
            assert cleo.joined.wait(HANG) and bob.joined.wait(HANG), (cleo.error, bob.error)
            assert (cleo.seat, bob.seat) == (2, 1)  # Cleo's seat waited for her
            page = window.hosting.lobby
            wait_for(qtbot, lambda: page.start_button.isEnabled())
            assert page.lobby is not None
            assert [s.name for s in page.lobby.seats] == ["Ann", "Bob", "Cleo"]  # kept
        finally:
            cleo.finish()
            bob.finish()
