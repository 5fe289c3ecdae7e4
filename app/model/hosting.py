"""Hosting a network game from the game window: the server, the LAN offer and the host's own link.

A :class:`HostedGame` starts, for one :class:`~app.core.setup.GameSetup` with remote seats (or
a saved hosted game to go on with):

1. the server (:class:`app.net.server.ServerThread`, in a thread of its own) with one room made
   from the setup: this computer's people sit in the seats of kind ``host``, the computer's
   players in ``ai`` seats, friends in ``remote`` seats;
2. the discovery responder (:class:`app.net.discovery.Responder`) when the game is offered on
   the local network;
3. the host's own table, a client of that server over loopback with the host token
   (:class:`app.model.remote.RemoteLink`): the host sees only what the host's seat may see, as
   everyone does.

:meth:`HostedGame.stop` ends all three (no thread or socket is left); the window calls it when
the game leaves the table, another starts, or the window closes. Saving a hosted game writes
the public game's record before its end (never the cards still face down, though the server is
in this process; hosting the save again deals them anew), with the seats of kind ``remote``
and the network options: :class:`HostedSession` gives them to the document and the autosave.
"""

from __future__ import annotations

import json
import random
import socket
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Protocol

from PySide6.QtCore import QObject, Signal

from app.core.setup import AI_LEVELS, AILevel, GameSetup, NetworkOptions, SeatConfig, SeatKind
from app.model.remote import Kick, RemoteLink, RemoteSession, Transport
from app.net.addresses import local_addresses
from app.rules import FilePart, GameRecord, Reason, classic_deck, read_regular_file

LOOPBACK = "127.0.0.1"


class HostServer(Protocol):
    """What hosting needs of the running server (N1's ``ServerThread`` with the hosted room;
    tests may fake it)."""

    @property
    def port(self) -> int:
        """The TCP port the server listens on."""
        ...

    def full_record(self) -> GameRecord | None:
        """The hosted room's full record now (None before the game began)."""
        ...

    def stop(self) -> None:
        """Stop the server: every connection closed, the thread ended."""
        ...


@dataclass(frozen=True)
class StartedServer:
    """A server started for one hosted room: the server, the room's invite code, the host
    token and the host's seat (None: the host watches)."""

    server: HostServer
    code: str
    host_token: str
    host_seat: int | None


ServerFactory = Callable[[int, GameRecord, "list[dict[str, str]]", NetworkOptions, bool],
                         StartedServer]
"""Starts the server on a port (0: any free port) with one room for a record (its setup, and
the actions of a saved game to go on with) and its seats (:func:`room_seats`); the last
argument is true for a saved game, whose cards still face down the room deals anew
(:func:`app.rules.redeal`); raises OSError when the port cannot be had."""


def room_seats(setup: GameSetup) -> list[dict[str, str]]:
    """The room's seats, one per player of the record (the turn order: the first player
    first): ``host`` for this computer's people, ``remote`` for friends, ``ai`` at its level."""
    kinds = {"human": "host", "ai": "ai", "remote": "remote"}
    return [{"kind": kinds[seat.kind], "name": seat.name, "level": seat.level}
            for seat in setup.play_order]


def setup_of_save(record: GameRecord, seats: tuple[SeatConfig, ...],
                  network: NetworkOptions | None) -> GameSetup:
    """The setup a saved hosted game is hosted again with: its seats in the record's order
    (the record's first player is seat 0), its deck, seed and options."""
    deck = record.deck if record.deck is not None else classic_deck()
    return GameSetup(seats, difficulty=record.difficulty or "standard", seed=record.seed,
                     deck=deck, first=0, random_first=False, network=network)


MAX_SETUP_BYTES = 64 * 1024


def setup_from_json(data: Any) -> GameSetup:
    """A hosting setup file's content as a :class:`GameSetup` (docs/formats.md, "Hosting
    setup files"): ``seats`` (name, kind human/ai/remote, level), ``seed`` (none: a secret
    deal), ``difficulty`` (solo), ``first_player`` ("random" or "seat order") and
    ``network``; the classic deck.

    :raises ValueError: naming the first problem.
    """
    if not isinstance(data, dict):
        raise ValueError("a hosting setup is a JSON object")
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list) or not 1 <= len(raw_seats) <= 4:
        raise ValueError("'seats' must be a list of 1 to 4 seats")
    seats = tuple(SeatConfig.from_json(s) for s in raw_seats)
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)
                             or not 0 <= seed <= 2**31):
        raise ValueError("'seed' must be a whole number from 0")
    difficulty = data.get("difficulty", "standard")
    if not isinstance(difficulty, str):
        raise ValueError("'difficulty' must be a text")
    first = data.get("first_player", "seat order")
    if first not in ("random", "seat order"):
        raise ValueError("'first_player' is \"random\" or \"seat order\"")
    network = NetworkOptions.from_json(data["network"]) if "network" in data else None
    setup = GameSetup(seats, difficulty=difficulty, seed=seed, random_first=first == "random",
                      network=network)
    if not setup.is_hosted:
        raise ValueError("a hosted game needs a seat of kind \"remote\"")
    if sum(seat.kind == "human" for seat in seats) > 1:
        raise ValueError("a hosted game has at most one seat of kind \"human\"")
    return setup.with_first_drawn(random.Random(seed))


def read_setup_file(path: str) -> GameSetup:
    """Read a hosting setup file (``project-l --host SETUP.json``).

    :raises ValueError: (or OSError) naming the problem.
    """
    blob = read_regular_file(path, MAX_SETUP_BYTES, Reason.of(FilePart.A_SETUP))
    try:
        data = json.loads(blob.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise ValueError(f"{path} is not a JSON file: {exc}") from None
    return setup_from_json(data)


class HostedGame(QObject):
    """One hosted game: server, LAN offer and the host's link (see the module's docstring).

    ``server_factory(port)`` starts the server and returns it (``port`` 0: any free port); it
    raises ``OSError`` when the port cannot be had (in use), which :meth:`start` passes on.
    """

    lobby_changed = Signal(object)
    """The room's lobby changed (the host's link's lobby)."""
    chat_received = Signal(object)
    """A chat line arrived."""
    game_started = Signal(object)
    """The game began (or went on, for a saved game): the host's session."""
    failed = Signal(str, str)
    """The host's link reports an error (code, English message)."""
    stopped = Signal()
    """Everything was stopped."""

    port_override: ClassVar[int | None] = None
    """Tests set 0 so that every hosted game takes a free port."""

    def __init__(self, setup: GameSetup, *, resume: GameRecord | None = None,
                 server_factory: ServerFactory | None = None,
                 responder_factory: Callable[[Callable[[], Mapping[str, Any]]], Any] | None
                 = None, transport: Callable[[], Transport] | None = None,
                 parent: QObject | None = None) -> None:
        """``server_factory``, ``responder_factory`` and ``transport`` replace the real server,
        discovery responder and network client (tests)."""
        super().__init__(parent)
        self.setup = setup
        self.network = setup.hosting()
        self.resume = resume
        self._server_factory = server_factory
        self._responder_factory = responder_factory
        self._transport = transport
        self.server: HostServer | None = None
        self.responder: Any = None
        self.link: HostLink | None = None
        self.code = ""
        self.host_token = ""
        self.host_seat: int | None = None
        self.session: HostedSession | None = None

    # ------------------------------------------------------------------ reading

    @property
    def port(self) -> int:
        """The port the server listens on (0 before the start)."""
        return int(self.server.port) if self.server is not None else 0

    @property
    def running(self) -> bool:
        """Whether the server runs."""
        return self.server is not None

    @property
    def resumed(self) -> bool:
        """Whether this hosts a saved game again."""
        return self.resume is not None

    def addresses(self) -> list[str]:
        """This computer's addresses friends may join at (without the port)."""
        return local_addresses()

    def host_name(self) -> str:
        """The name of the person hosting (the first seat of this computer)."""
        return next((s.name for s in self.setup.seats if s.kind == "human"),
                    socket.gethostname()[:24] or "Host")

    def describe(self) -> dict[str, Any]:
        """The game as the discovery responder offers it (never the code)."""
        lobby = self.link.lobby if self.link is not None else None
        seats = getattr(lobby, "seats", ()) or ()
        free = sum(1 for s in seats if getattr(s, "kind", "") == "remote"
                   and not getattr(s, "connected", False))
        return {"name": self.network.game_name, "host_name": self.host_name(),
                "port": self.port, "players": len(self.setup.seats), "seats_free": free,
                "tls": False}

    # ------------------------------------------------------------------ starting, stopping

    def start(self) -> None:
        """Start the server, the LAN offer and the host's link.

        :raises OSError: when the server cannot listen (the port is in use); nothing is left
            running then.
        """
        port = self.port_override if self.port_override is not None else self.network.port
        try:
            self._start_server(port)
            if self.network.offer_lan:
                self._start_responder()
            self._connect()
        except BaseException:
            self.stop()
            raise

    def _start_server(self, port: int) -> None:
        factory = self._server_factory or default_server
        record = self.resume if self.resume is not None else self.setup.record()
        started = factory(port, record, room_seats(self.setup), self.network,
                          self.resume is not None)
        self.server = started.server
        self.code, self.host_token = started.code, started.host_token
        self.host_seat = started.host_seat

    def _start_responder(self) -> None:
        if self._responder_factory is not None:
            self.responder = self._responder_factory(self.describe)
        else:
            from app.net.discovery import Responder

            try:
                self.responder = Responder(self.describe)
            except OSError:
                # another program answers discovery on this computer: the game is still
                # reachable by address, only not listed
                self.responder = None
                return
        self.responder.start()

    def _connect(self) -> None:
        link = HostLink(self)
        link.lobby_changed.connect(self.lobby_changed)
        link.chat_received.connect(self.chat_received)
        link.failed.connect(self.failed)
        link.game_started.connect(self._on_game_started)
        self.link = link
        link.connect_to(f"ws://{LOOPBACK}:{self.port}/", self.host_name(), code=self.code,
                        seat=self.host_seat, host_token=self.host_token,
                        transport=self._transport() if self._transport is not None else None)

    def _on_game_started(self, session: RemoteSession) -> None:
        if isinstance(session, HostedSession):
            self.session = session
            self.game_started.emit(session)

    def stop(self) -> None:
        """Stop the link, the LAN offer and the server (each once; safe to call again)."""
        link, self.link = self.link, None
        if link is not None:
            link.close("host stopped")
        responder, self.responder = self.responder, None
        if responder is not None:
            responder.stop()
        server, self.server = self.server, None
        if server is not None:
            server.stop()
            self.stopped.emit()

    # ------------------------------------------------------------------ the host's powers

    def start_game(self) -> None:
        """Start the game (every remote seat is taken and ready)."""
        if self.link is not None:
            self.link.start_game()

    def kick(self, seat: int) -> None:
        """Remove the player of a seat (it waits for another)."""
        if self.link is not None:
            self.link.send(Kick(seat))

    def send_chat(self, text: str) -> None:
        """Say something to the room."""
        if self.link is not None:
            self.link.send_chat(text)

    def set_takeover(self, seconds: int | None) -> None:
        """After how long an AI plays a dropped player's seat (None: never)."""
        self.network = replace(self.network, takeover_seconds=seconds)
        if self.link is not None:
            self.link.set_takeover(seconds)

    @property
    def you(self) -> int | None:
        """The host's seat in the room (None: the host watches)."""
        if self.link is not None and self.link.seat is not None:
            return self.link.seat
        return self.host_seat

    def full_record(self) -> GameRecord | None:
        """The room's full record now (seed or deck order: the server is in this process).
        Nothing of the program shows or saves it before the end; tests look."""
        return self.server.full_record() if self.server is not None else None

    def saved_seats(self, record: GameRecord) -> tuple[SeatConfig, ...]:
        """The seats of ``record``'s players as a save keeps them: ``remote`` for a friend's
        seat, ``ai`` at its level, ``human`` for this computer's people (the room's seat of
        each player, whose number is the player's; else the setup's)."""
        kinds: list[SeatConfig] = list(self.setup.play_order)
        lobby = self.link.lobby if self.link is not None else None
        if lobby is not None and len(lobby.seats) == len(record.players):
            kinds = []
            for info in sorted(lobby.seats, key=lambda seat: seat.seat):
                level: AILevel = next((lv for lv in AI_LEVELS if lv == info.ai_level), "medium")
                kind: SeatKind = "human" if info.kind == "host" else \
                    "ai" if info.kind == "ai" else "remote"
                kinds.append(SeatConfig(info.name, kind, level))
        if len(kinds) != len(record.players):
            return tuple(SeatConfig(name, "remote") for name in record.players)
        return tuple(replace(seat, name=name) for seat, name in zip(kinds, record.players,
                                                                     strict=True))


class HostLink(RemoteLink):
    """The host's own connection to its server: its game is a :class:`HostedSession`."""

    def __init__(self, hosted: HostedGame) -> None:
        super().__init__(hosted)
        self.hosted = hosted
        self.session_type = HostedSession


class HostedSession(RemoteSession):
    """The host's game: played like a joined one (the host sees what its seat may see), and
    saved and autosaved at any time with the remote seats and the network options. Its record
    is a joined player's (:meth:`RemoteSession.record`): the public game before the end, the
    full record after it. The server runs in this process, but a save never holds the cards
    still face down (a file is easily read): hosting it again deals them anew."""

    autosaved: ClassVar[bool] = True

    def _hosted(self) -> HostedGame | None:
        link = self.link
        return link.hosted if isinstance(link, HostLink) else None

    @property
    def can_save(self) -> bool:
        """A hosted game can be saved at any time (before its end, as its public record),
        except in the moment between its last step and the server's full record reaching this
        program when the server is elsewhere (a dedicated server): the record would then be a
        guess of the cards never shown, not the server's."""
        if self.is_finished and self.finished_record is None:
            return self._full_record_here() is not None
        return True

    def _full_record_here(self) -> GameRecord | None:
        """The full record of the finished game from a server in this process (None when the
        server is elsewhere, or its record is not of this game's length)."""
        hosted = self._hosted()
        full = hosted.full_record() if hosted is not None else None
        return full if full is not None and len(full.actions) == len(self.history) else None

    def record(self) -> GameRecord:
        """As a joined player's, except in the moment between the game's last step and the
        server's full record reaching this program: the game is over, nothing is secret any
        more, and the server in this process has the record (a save made then kept the public
        record, without the seed, of a finished game)."""
        if self.finished_record is None and self.is_finished:
            full = self._full_record_here()
            if full is not None:
                return full
        return super().record()

    def saved_seats(self) -> tuple[SeatConfig, ...]:
        hosted = self._hosted()
        return hosted.saved_seats(self.record()) if hosted is not None else self.seats

    def hosting(self) -> NetworkOptions | None:
        hosted = self._hosted()
        return hosted.network if hosted is not None else None


class ThreadedServer:
    """N1's server in its thread, with the hosted room: what :class:`HostedGame` needs."""

    def __init__(self, thread: Any, room: Any, port: int) -> None:
        self._thread = thread
        self._room = room
        self._port = port
        self._running = True

    @property
    def port(self) -> int:
        """The TCP port the server listens on."""
        return self._port

    def full_record(self) -> GameRecord | None:
        """The room's full record now (read in the server's thread)."""
        if not self._running:
            return None
        try:
            record = self._thread.call(self._room.record)
        except (RuntimeError, TimeoutError, OSError):
            return None
        return record if isinstance(record, GameRecord) else None

    def stop(self) -> None:
        """``bye`` to everyone, every connection closed, the server's thread ended."""
        self._running = False
        self._thread.stop()


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("", 0))
        return int(probe.getsockname()[1])


def default_server(port: int, record: GameRecord, seats: list[dict[str, str]],
                   network: NetworkOptions, deal_again: bool = False) -> StartedServer:
    """N1's :class:`~app.net.server.Server` (host mode, every interface) in a
    :class:`~app.net.server.ServerThread`, with one room for ``record`` and ``seats``
    (``deal_again``: a saved game, its cards still face down dealt anew).

    :raises OSError: when the port cannot be had.
    """
    from app.net.protocol import SeatSpec
    from app.net.server import Server, ServerConfig, ServerThread

    if port == 0:
        # every interface with port 0 would give IPv4 and IPv6 different free ports: one
        # port is chosen first, for both
        port = _free_port()
    server = Server(ServerConfig(host="", port=port, mode="host"))
    specs = [SeatSpec(s["kind"], s["name"], s["level"]) for s in seats]
    try:
        room = server.host_room(network.game_name, record, specs,
                                takeover_seconds=network.takeover_seconds,
                                deal_again=deal_again)
    except ValueError as exc:  # a saved record that does not fit: said like a start failure
        raise OSError(str(exc)) from None
    thread = ServerThread(server)
    _host, bound = thread.start()
    return StartedServer(ThreadedServer(thread, room, bound), room.code, room.host_token,
                         next((i for i, s in enumerate(seats) if s["kind"] == "host"), None))
