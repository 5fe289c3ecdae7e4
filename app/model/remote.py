"""A game played over the network, seen from one program: the connection and the session.

Two objects, both living in the UI thread:

- :class:`RemoteLink` is one connection to a server (docs/protocol.md): it runs the asyncio
  client (:mod:`app.net.client`) in a thread of its own (:class:`ClientTransport`) and turns
  the client's typed events (:data:`LinkEvent`: nothing is parsed again here) into Qt
  signals, queued to the UI thread. Before the start it is the lobby:
  ``lobby_changed`` (a :class:`Lobby`), ``chat_received`` (a :class:`ChatLine`),
  ``status_changed`` (a :class:`LinkStatus`: connecting, in the room, connection lost and
  rejoining with the attempt number, closed) and ``failed`` (an error code of the protocol and
  the server's English message; the interface says the code in its own words). Its commands
  send messages: :meth:`RemoteLink.set_ready`, :meth:`~RemoteLink.send_chat`,
  :meth:`~RemoteLink.start_game` and :meth:`~RemoteLink.set_takeover` (host only),
  :meth:`~RemoteLink.leave`. When the server sends the game (at the start, or when joining a
  game in progress) it emits ``game_started`` with a :class:`RemoteSession`.
- :class:`RemoteSession` is a :class:`~app.model.session.GameSession` (same signals, same read
  API) whose states are the public game this seat may see (:mod:`app.net.public`). ``apply``
  checks the action locally, sends ``act`` and does **not** change the state: the server's
  ``step`` does, for everyone, with the events computed here by applying the action to this
  program's own public game (the log, animations and marks use them as in a local game). A
  ``refused`` emits :attr:`RemoteSession.refused` with the engine's :class:`~app.rules.Reason`
  value (translated by the table). ``undo`` sends ``undo``; the server's ``undone`` takes the
  step back. Other players' turns are reported like an AI's thinking (``ai_thinking``), so the
  table says whose turn it is and takes no input; :meth:`RemoteSession.is_human_turn` is true
  only when this program's seat is to move (never for a spectator). ``game_finished`` comes
  with the server's full record (``finished``), which :meth:`RemoteSession.record` returns
  from then on, so the document saves and archives exactly what the server wrote.

For the hosting program: make a :class:`RemoteLink` (``session_type`` may name a subclass of
:class:`RemoteSession`), connect it with ``link.connect_to(url, name, code=..., seat=...,
host_token=...)`` (the host's own table is a client of its own server and enters with
``claim_host``), show the lobby from ``lobby_changed`` / ``chat_received`` (the widget is
:class:`app.table.lobby.LobbyView` with ``host=True``), call :meth:`RemoteLink.start_game`, and
hand the link to the window's ``net_play.play_link(link, origin=...)``, which plays the game of
``game_started`` at the table like a joined one.

Joining by code without a seat takes back the seat left by a player of the same name whose
connection dropped (their program closed or crashed): the server's ``join`` looks for it
(:meth:`app.net.room.Room.join`). Anything with ``start``, ``send`` and ``stop``
(:class:`Transport`) can stand for the network client: the tests drive a link with a fake one.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import threading
from collections.abc import Awaitable, Callable, Coroutine, Mapping, Sequence
from dataclasses import Field, dataclass, fields, replace
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Protocol, TypeAlias

from PySide6.QtCore import QObject, Signal

from app.core.setup import SeatConfig
from app.model import relay
from app.model.session import AppliedAction, GameSession, SeatPresence, Step
from app.net.loop import run_to_end
from app.net.public import PublicGame, PublicRecord
from app.rules import (
    Action,
    GameRecord,
    InvalidRecord,
    Phase,
    Reason,
    check,
    name_character_ok,
)

if TYPE_CHECKING:  # (the client, and websockets with it, is imported when a link connects)
    from app.net import client as net

Message = dict[str, Any]
"""One protocol message (a JSON object): what a :data:`Command` stands for, in the link's log."""


@dataclass(frozen=True, slots=True)
class GameArrived:
    """The client (re)built the game's table (:class:`app.net.client.GameRebuilt`): ``you`` is
    this program's seat (None: watching), ``public`` the public record so far (immutable, so
    the UI thread rebuilds its own table from it while the client's thread goes on)."""

    you: int | None
    public: PublicRecord


LinkEvent: TypeAlias = "net.ClientEvent | net.Joined | net.RoomCreated | GameArrived"
"""What a transport hands the link: the network client's typed events (its answers to join
and create_room among them), the game as :class:`GameArrived`."""


# ------------------------------------------------------------------ what the link asks

@dataclass(frozen=True, slots=True)
class Act:
    """Play ``action`` (the ``seq``-th of this seat), chosen after ``step`` actions."""

    seq: int
    action: Action
    step: int

    def run(self, client: net.Client) -> Awaitable[object]:
        """The client's request for it (its answer comes back as events)."""
        return client.act(self.action, step=self.step)

    def to_json(self) -> Message:
        """The protocol message it stands for (for the link's log and the tests)."""
        return {"type": "act", "seq": self.seq, "action": self.action.to_json(),
                "step": self.step}


class _OneValue:
    """A request of one value: the client's method of the message's name (``ready``, ``chat``,
    ``set_takeover``, ``kick``) given the dataclass's one field, sent as
    ``{"type": name, field: value}``."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]
    name: ClassVar[str]

    def _field(self) -> tuple[str, Any]:
        (only,) = fields(self)
        return only.name, getattr(self, only.name)

    def run(self, client: net.Client) -> Awaitable[object]:
        """See :meth:`Act.run`."""
        call: Callable[[Any], Awaitable[object]] = getattr(client, self.name)
        return call(self._field()[1])

    def to_json(self) -> Message:
        """See :meth:`Act.to_json`."""
        key, value = self._field()
        return {"type": self.name, key: value}


@dataclass(frozen=True, slots=True)
class Ready(_OneValue):
    """Say whether this seat is ready to start."""

    name: ClassVar[str] = "ready"
    ready: bool


@dataclass(frozen=True, slots=True)
class Chat(_OneValue):
    """Say ``text`` to the room."""

    name: ClassVar[str] = "chat"
    text: str


@dataclass(frozen=True, slots=True)
class SetTakeover(_OneValue):
    """After how long an AI plays for a dropped seat (None: never)."""

    name: ClassVar[str] = "set_takeover"
    seconds: int | None


@dataclass(frozen=True, slots=True)
class Kick(_OneValue):
    """Send the person at ``seat`` away (host only)."""

    name: ClassVar[str] = "kick"
    seat: int


@dataclass(frozen=True, slots=True)
class Plain:
    """A request without arguments: ``undo``, ``start``, ``leave`` or ``resync``."""

    kind: Literal["undo", "start", "leave", "resync"]

    def run(self, client: net.Client) -> Awaitable[object]:
        """See :meth:`Act.run`."""
        call: Callable[[], Awaitable[object]] = getattr(client, self.kind)
        return call()

    def to_json(self) -> Message:
        """See :meth:`Act.to_json`."""
        return {"type": self.kind}


Command: TypeAlias = Act | Ready | Chat | SetTakeover | Kick | Plain
"""What the link asks of the room, as a value: the transport makes the client's request of it
(:meth:`Act.run`...), nothing is turned into a message and read back."""


# ------------------------------------------------------------------ values the views show

@dataclass(frozen=True, slots=True)
class SeatInfo:
    """One seat of the room as the lobby shows it."""

    seat: int
    name: str
    kind: str  # "host", "remote" or "ai"
    connected: bool
    ready: bool
    ai_level: str | None = None
    ai_playing: bool = False  # an AI plays for a player who lost the connection


@dataclass(frozen=True, slots=True)
class Lobby:
    """The room before (and during) the game: seats, spectators, takeover time, and whether
    the deal is secret (False: dealt from a seed the host typed, which is no secret)."""

    name: str
    seats: tuple[SeatInfo, ...]
    spectators: int
    started: bool
    takeover_seconds: int | None
    solo: str | None = None
    secret_deal: bool = True

    @staticmethod
    def from_json(obj: Mapping[str, Any]) -> Lobby:
        """The lobby of a ``lobby`` message (or a ``joined`` message's ``room``); anything
        malformed is left out or given a plain default (nothing from the network is trusted)."""
        seats: list[SeatInfo] = []
        raw = obj.get("seats")
        for i, s in enumerate(raw if isinstance(raw, list) else []):
            if not isinstance(s, dict):
                continue
            seat = s.get("seat", i)
            level = s.get("ai_level")
            seats.append(SeatInfo(
                seat=seat if isinstance(seat, int) and not isinstance(seat, bool) else i,
                name=_text(s.get("name"), "?"),
                kind=str(s.get("kind")) if s.get("kind") in ("host", "remote", "ai") else "remote",
                connected=s.get("connected") is True,
                ready=s.get("ready") is True,
                ai_level=level if isinstance(level, str) else None,
                ai_playing=s.get("ai_playing") is True))
        spectators = obj.get("spectators", 0)
        takeover = obj.get("takeover_seconds")
        solo = obj.get("solo")
        return Lobby(
            name=_text(obj.get("name"), ""),
            seats=tuple(seats),
            spectators=spectators if isinstance(spectators, int) and spectators >= 0 else 0,
            started=obj.get("started") is True,
            takeover_seconds=takeover if isinstance(takeover, int) and takeover > 0 else None,
            solo=solo if isinstance(solo, str) else None,
            secret_deal=obj.get("secret_deal") is not False)

    def with_seat(self, seat: int, *, connected: bool, ai_playing: bool) -> Lobby:
        """The lobby after a ``seat`` message."""
        seats = tuple(
            SeatInfo(s.seat, s.name, s.kind, connected, s.ready, s.ai_level, ai_playing)
            if s.seat == seat else s for s in self.seats)
        return Lobby(self.name, seats, self.spectators, self.started, self.takeover_seconds,
                     self.solo, self.secret_deal)


@dataclass(frozen=True, slots=True)
class ChatLine:
    """A chat message: who wrote it (a name, plain text), the text (plain text), when (ISO)."""

    sender: str
    text: str
    at: str


class LinkState(Enum):
    """Where the connection stands."""

    CONNECTING = "connecting"  # connecting and joining the first time
    JOINED = "joined"  # in the room (lobby or game)
    LOST = "lost"  # the connection dropped; rejoining (LinkStatus.attempt says which try)
    CLOSED = "closed"  # over: left, refused, or rejoining gave up


@dataclass(frozen=True, slots=True)
class LinkStatus:
    """The connection's state, the rejoin attempt (LOST), and why it closed (CLOSED: an error
    code of the protocol, "unreachable", "left", "gave_up" or the server's bye reason)."""

    state: LinkState
    attempt: int = 0
    reason: str = ""


@dataclass(frozen=True, slots=True)
class SeatStatus:
    """A ``seat`` message: a seat dropped, came back, or an AI took it over or gave it back."""

    seat: int
    name: str
    connected: bool
    ai_playing: bool


def _text(value: object, default: str) -> str:
    if not isinstance(value, str):
        return default
    # what a server sends is shown as names are (docs/formats.md "Names"): nothing that moves
    # text about or hides it, the invisible characters of some scripts kept
    return "".join(ch for ch in value if name_character_ok(ch))[:300]


# ------------------------------------------------------------------ the transport

class Transport(Protocol):
    """What a link talks through: the asyncio client in its thread, or a test's fake.

    ``start`` gets two callbacks that may be called from any thread: ``on_event(event)`` for
    each :data:`LinkEvent` (the client's typed events; nothing is parsed again here),
    ``on_status(state, attempt, reason)`` for the connection's changes (the link queues both
    to the UI thread).
    """

    def start(self, on_event: Callable[[LinkEvent], None],
              on_status: Callable[[LinkState, int, str], None]) -> None:
        """Connect and keep the connection (rejoining after drops)."""
        ...

    def send(self, command: Command) -> None:
        """Send one command (thread-safe; dropped when not connected)."""
        ...

    def stop(self) -> None:
        """Close the connection and end its thread."""
        ...


@dataclass(frozen=True, slots=True)
class JoinRequest:
    """How to enter the room: by code as a player (a seat or any free one), as a spectator, or
    as its host (with the host token)."""

    url: str
    name: str
    code: str
    seat: int | None = None
    spectate: bool = False
    host_token: str | None = None
    password: str | None = None
    create: Mapping[str, Any] | None = None
    """Make the room first (on a ``project-l serve`` server): ``{"name", "setup"}`` of
    ``create_room``; then ``seat`` is taken with the room's code (None: the maker watches)."""


class ClientTransport:
    """The asyncio :class:`app.net.client.Client` in a thread of its own (its own event loop).

    See :class:`Transport`. It connects, joins (or spectates) as the :class:`JoinRequest`
    says, and passes the client's events on as they are (the game as :class:`GameArrived`,
    with the public record of the client's table). The client rejoins by itself after a
    drop; the rejoin attempts are counted here on the client's own schedule of waits, for the
    banner. What the link sends is done with the client's methods (``act``, ``undo``, ``chat``,
    ``ready``, ``start``, ``set_takeover``, ``leave``, ``resync``).
    """

    def __init__(self, request: JoinRequest, *, rejoin_for: float | None = None) -> None:
        self.request = request
        self.rejoin_for = rejoin_for
        self.client: Any = None
        """The :class:`app.net.client.Client` (tests may cut its connection)."""
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._done: asyncio.Event | None = None
        self._ticker: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._tell: Callable[[LinkEvent], None] = lambda _e: None
        self._on_status: Callable[[LinkState, int, str], None] = lambda _s, _a, _r: None

    def start(self, on_event: Callable[[LinkEvent], None],
              on_status: Callable[[LinkState, int, str], None]) -> None:
        self._tell, self._on_status = on_event, on_status
        self._thread = threading.Thread(target=self._run, name="network-client", daemon=True)
        self._thread.start()
        self._ready.wait(5.0)

    def _run(self) -> None:
        self.loop = asyncio.new_event_loop()
        run_to_end(self.loop, self._main())

    async def _main(self) -> None:
        from app.net.client import Client, ClientError, ServerError, ServerRefused

        request = self.request
        self._done = asyncio.Event()
        options: dict[str, Any] = {"password": request.password, "on_event": self._on_event}
        if request.create is None:  # (in the URL too: a proxy finds the room's server by it)
            options["room"] = request.code
        if self.rejoin_for is not None:
            options["rejoin_for"] = self.rejoin_for
        client = Client(request.url, request.name, **options)
        if request.host_token is not None:
            client.host_token = request.host_token
        self.client = client
        self._ready.set()
        try:
            await client.connect()
            if request.create is not None:
                joined = await self._create(client, request.create)
            elif request.spectate:
                joined = await client.spectate(request.code)
            elif request.host_token is not None:
                joined = await client.claim_host(request.code, request.host_token, request.seat)
            else:  # (without a seat the server gives back the dropped seat of our name)
                joined = await client.join(request.code, request.seat)
        except ServerRefused as exc:
            self._tell(ServerError(exc.code, exc.message))
            self._on_status(LinkState.CLOSED, 0, exc.code)
            await client.close()
            return
        except (ClientError, TimeoutError, OSError) as exc:
            self._tell(ServerError("unreachable", str(exc)))
            self._on_status(LinkState.CLOSED, 0, "unreachable")
            await client.close()
            return
        self._tell(joined)
        await self._done.wait()

    async def _create(self, client: Any, create: Mapping[str, Any]) -> Any:
        """Make the room on the server, say its code and host token (``room_created``), and
        sit at the maker's seat (or stay in the room as its host, without a seat)."""
        from app.net.client import Joined

        created = await client.create_room(str(create.get("name", "")), create.get("setup"))
        self._tell(created)
        if self.request.seat is not None:
            return await client.join(created.code, self.request.seat)
        client.code = created.code
        return Joined(None, None, dict(client.lobby), (), True)

    def _on_event(self, event: net.ClientEvent) -> None:
        """An event of the client (in the loop's thread): the connection's ones change the
        status, the game is passed on as :class:`GameArrived`, the others as they are."""
        from app.net import client as net

        if isinstance(event, net.GameRebuilt):
            game = self.client.game if self.client is not None else None
            if game is not None:
                self._tell(GameArrived(event.you, game.record))
        elif isinstance(event, net.ConnectionLost):
            if event.rejoining:
                self._on_status(LinkState.LOST, 1, "")
                self._ticker = asyncio.get_running_loop().create_task(self._count_attempts())
        elif isinstance(event, net.ConnectionBack):
            self._stop_ticker()
            self._on_status(LinkState.JOINED, event.attempts, "")
        elif isinstance(event, net.ClientClosed):
            self._stop_ticker()
            self._on_status(LinkState.CLOSED, 0, event.reason)
            if self._done is not None:
                self._done.set()
        else:
            self._tell(event)

    async def _count_attempts(self) -> None:
        """While the client rejoins: the attempt it is at, on its own schedule of waits."""
        from app.net.client import rejoin_delays

        delays = rejoin_delays()
        await asyncio.sleep(next(delays))  # the first attempt is made after the first wait
        for attempt, delay in enumerate(delays, 2):
            await asyncio.sleep(delay)
            self._on_status(LinkState.LOST, attempt, "")

    def _stop_ticker(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            self._ticker = None

    def send(self, command: Command) -> None:
        loop = self.loop
        if loop is None or self.client is None or loop.is_closed():
            return
        try:
            loop.call_soon_threadsafe(self._dispatch, command)
        except RuntimeError:  # the loop has closed
            pass

    def _dispatch(self, command: Command) -> None:
        """In the loop: the client's request for a command (its answer comes as events)."""
        task = asyncio.get_running_loop().create_task(self._quietly(command.run(self.client)))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @staticmethod
    async def _quietly(work: Any) -> None:
        # answers and failures come back as events (refused, error, connection lost)
        with contextlib.suppress(Exception):
            await work

    def stop(self) -> None:
        loop, client = self.loop, self.client
        work: Coroutine[Any, Any, None] | None = None
        handed = False
        if loop is not None and client is not None and not loop.is_closed():
            async def finish() -> None:
                if self._tasks:  # a last message (leave) goes out first
                    await asyncio.wait(set(self._tasks), timeout=2.0)
                with contextlib.suppress(Exception):
                    await client.close()
                if self._done is not None:
                    self._done.set()
            # not waited on: closing the client can end the thread's main coroutine (its
            # "closed" event sets _done) and with it the loop, before this coroutine's own
            # end is passed back; waiting on it then took its whole time-out (5 s of a frozen
            # window, seen each time a game hosted on a dedicated server was stopped). The
            # thread's end is what says the connection is closed.
            work = finish()
            with contextlib.suppress(RuntimeError):  # the loop has closed meanwhile
                asyncio.run_coroutine_threadsafe(work, loop)
                handed = True
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(5.0)
        if work is not None and inspect.getcoroutinestate(work) == inspect.CORO_CREATED and (
                not handed or (thread is not None and not thread.is_alive())):
            # the loop ended before it began the work (it closed after the look above, or
            # with the work still queued): closed here, else Python warns that it was never
            # awaited. Work it began is never touched here.
            work.close()


# ------------------------------------------------------------------ the link

class _Inbox(QObject):
    """Lives in the UI thread: a signal emitted from the transport's thread is queued here."""

    arrived = Signal(object)  # a LinkEvent
    status = Signal(object, int, str)


class RemoteLink(QObject):
    """One connection to a room: lobby, chat, seats, and the game once it starts."""

    status_changed = Signal(object)
    """The connection's :class:`LinkStatus`."""
    joined = Signal()
    """The server let us in (:attr:`seat` and :attr:`lobby` are set)."""
    lobby_changed = Signal(object)
    """A new :class:`Lobby`."""
    chat_received = Signal(object)
    """A :class:`ChatLine` (plain text: show it as text, never as rich text)."""
    seat_changed = Signal(object)
    """A :class:`SeatStatus`."""
    game_started = Signal(object)
    """The game arrived: its :class:`RemoteSession` (once per link)."""
    failed = Signal(str, str)
    """An error from the server: its code (``no_such_room``, ``bad_code``, ``room_full``,
    ``protocol``...; ``unreachable`` when it cannot be reached) and its English message."""

    room_created = Signal(str)
    """The room was made on a server (a link made with ``create``): its invite code
    (:attr:`code`; :attr:`host_token` is set too)."""

    CHAT_KEPT: ClassVar[int] = 100

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._inbox = _Inbox(self)
        self._inbox.arrived.connect(self._on_event)
        self._inbox.status.connect(self._on_status)
        self._transport: Transport | None = None
        self.request: JoinRequest | None = None
        self.seat: int | None = None
        """This program's seat (None: a spectator, or not joined yet)."""
        self.token: str | None = None
        self.lobby: Lobby | None = None
        self.chat: list[ChatLine] = []
        self.status = LinkStatus(LinkState.CLOSED)
        self.session: RemoteSession | None = None
        self.is_host = False
        self.session_type: type[RemoteSession] = RemoteSession
        """What the game of ``game_started`` is made as (the hosting program's own kind)."""
        self.sent: list[Message] = []  # what was sent (as messages), for tests and the log of a bug report
        self.code = ""
        """The room's invite code (as asked, or as the server made it)."""
        self.host_token: str | None = None

    # -- connecting

    def connect_to(self, url: str, name: str, *, code: str, seat: int | None = None,
                   spectate: bool = False, host_token: str | None = None,
                   password: str | None = None, transport: Transport | None = None,
                   create: Mapping[str, Any] | None = None) -> None:
        """Connect and join the room of ``code`` (as a spectator with ``spectate``; as its host
        with ``host_token``). ``create``: make the room on a server first (``{"name",
        "setup"}`` of ``create_room``; ``code`` is then ignored and ``seat`` is the maker's
        seat). ``transport`` replaces the network client (tests)."""
        request = JoinRequest(url, name, code, seat, spectate, host_token, password, create)
        self.request = request
        self.code = code
        self.host_token = host_token
        self.is_host = host_token is not None or create is not None
        self._transport = transport if transport is not None else ClientTransport(request)
        self._set_status(LinkStatus(LinkState.CONNECTING))
        self._transport.start(relay.poster(self._inbox, "arrived"), self._queue_status)

    def _queue_status(self, state: LinkState, attempt: int, reason: str) -> None:
        relay.post(self._inbox, "status", state, attempt, reason)  # from the transport's thread

    @property
    def spectating(self) -> bool:
        """Whether this program only watches."""
        return self.request is not None and self.request.spectate

    # -- commands

    def send(self, command: Command) -> None:
        """Send a command (the methods below make them)."""
        self.sent.append(command.to_json())
        if self._transport is not None:
            self._transport.send(command)

    def set_ready(self, ready: bool) -> None:
        """Say whether this seat is ready to start."""
        self.send(Ready(ready))

    def send_chat(self, text: str) -> None:
        """Say something to the room (cut to 300 characters, as the server would)."""
        text = text.strip()[:300]
        if text:
            self.send(Chat(text))

    def start_game(self) -> None:
        """Start the game (host only)."""
        self.send(Plain("start"))

    def set_takeover(self, seconds: int | None) -> None:
        """After how long an AI plays for a dropped seat (host only; None: never)."""
        self.send(SetTakeover(seconds))

    def leave(self) -> None:
        """Leave the room and close the connection."""
        if self._transport is None:
            return
        self.send(Plain("leave"))
        self.close("left")

    def close(self, reason: str = "closed") -> None:
        """Close the connection (no message; :meth:`leave` says goodbye first)."""
        transport, self._transport = self._transport, None
        if transport is not None:
            transport.stop()
        self._set_status(LinkStatus(LinkState.CLOSED, 0, reason))

    # -- what arrives

    def _set_status(self, status: LinkStatus) -> None:
        if status != self.status:
            self.status = status
            self.status_changed.emit(status)

    def _on_status(self, state: LinkState, attempt: int, reason: str) -> None:
        if self._transport is None and state is not LinkState.CLOSED:
            return  # after close(): nothing more
        if state is LinkState.JOINED and self.seat is None and not self.spectating \
                and self.status.state is LinkState.CONNECTING:
            return  # connected, not joined yet: "joined" says so
        self._set_status(LinkStatus(state, attempt, reason))

    def _on_event(self, event: LinkEvent) -> None:
        handler = _link_handlers().get(type(event))
        if handler is not None:
            handler(self, event)

    def _on_joined(self, joined: net.Joined) -> None:
        self.seat = joined.seat
        self.token = joined.token
        if joined.lobby:
            self._set_lobby(Lobby.from_json(joined.lobby))
        self._set_status(LinkStatus(LinkState.JOINED))
        self.joined.emit()
        if self.session is not None:
            self.session._set_connected(True)

    def _set_lobby(self, lobby: Lobby) -> None:
        self.lobby = lobby
        self.lobby_changed.emit(lobby)

    def _on_lobby(self, event: net.LobbyChanged) -> None:
        self._set_lobby(Lobby.from_json(event.lobby))

    def _on_chat(self, event: net.ChatLine) -> None:
        line = ChatLine(_text(event.sender, "?"), _text(event.text, ""), _text(event.at, ""))
        self.chat.append(line)
        del self.chat[: -self.CHAT_KEPT]
        self.chat_received.emit(line)

    def _on_game(self, event: GameArrived) -> None:
        if self.session is None:
            try:
                session = self.session_type(self, event.public, event.you)
            except (InvalidRecord, ValueError, KeyError, TypeError) as exc:
                self.failed.emit("bad_game", str(exc))
                return
            self.session = session
            self.game_started.emit(session)
        else:
            self.session._resync(event.public)

    def _on_seat(self, event: net.SeatChanged) -> None:
        seat, connected, ai = event.seat, event.connected, event.ai_playing
        name = ""
        if self.lobby is not None:
            self.lobby = self.lobby.with_seat(seat, connected=connected, ai_playing=ai)
            name = next((s.name for s in self.lobby.seats if s.seat == seat), "")
            self.lobby_changed.emit(self.lobby)
        if self.session is not None and not name and 0 <= seat < len(self.session.seats):
            name = self.session.seats[seat].name
        self.seat_changed.emit(SeatStatus(seat, name, connected, ai))

    def _on_error(self, event: net.ServerError) -> None:
        self.failed.emit(event.code or "error", _text(event.message, ""))
        if self.session is not None:
            self.session._on_error(event.code)

    def _on_room_created(self, event: net.RoomCreated) -> None:
        self.code = _text(event.code, "")
        self.host_token = event.host_token
        self.room_created.emit(self.code)

    def _on_step(self, event: net.StepApplied) -> None:
        if self.session is not None:
            self.session._on_step(event)

    def _on_refused(self, event: net.ActionRefused) -> None:
        if self.session is not None:
            self.session._on_refused(event.reason)

    def _on_undone(self, event: net.Undone) -> None:
        if self.session is not None:
            self.session._on_undone(event.index)

    def _on_finished(self, event: net.GameFinished) -> None:
        if self.session is not None:
            self.session._on_finished(event.record)


_handlers: dict[type, Callable[[RemoteLink, Any], None]] = {}


def _link_handlers() -> dict[type, Callable[[RemoteLink, Any], None]]:
    """What the link does with each kind of event (made on first use: the client's module,
    and websockets with it, is imported only once a link hears something)."""
    if not _handlers:
        from app.net import client as net

        _handlers.update({
            net.Joined: RemoteLink._on_joined,
            net.RoomCreated: RemoteLink._on_room_created,
            net.LobbyChanged: RemoteLink._on_lobby,
            net.ChatLine: RemoteLink._on_chat,
            GameArrived: RemoteLink._on_game,
            net.SeatChanged: RemoteLink._on_seat,
            net.ServerError: RemoteLink._on_error,
            net.StepApplied: RemoteLink._on_step,
            net.ActionRefused: RemoteLink._on_refused,
            net.Undone: RemoteLink._on_undone,
            net.GameFinished: RemoteLink._on_finished,
        })
    return _handlers


# ------------------------------------------------------------------ the session

class RemoteSession(GameSession):
    """A :class:`GameSession` whose game is played on a server (see the module's docstring).

    ``Step.by_ai`` is true for every step made by another seat (a person elsewhere, an AI, the
    automaton's doing follows the solo player's action): the table plays such steps whole and
    marks them, as it does an AI's.
    """

    refused = Signal(object)
    """The server refused this seat's action: the engine's :class:`Reason` (None when the
    server gave no reason value, only an error)."""
    connection_changed = Signal(object)
    """The link's :class:`LinkStatus` (passed on for the table's banner)."""
    autosaved: ClassVar[bool] = False
    """A remote game is not autosaved (it is rejoined, not resumed); its record goes to the
    history when it ends."""

    def __init__(self, link: RemoteLink, public: PublicRecord, you: int | None) -> None:
        """The game of a public record for seat ``you`` (None: a spectator).

        :raises ValueError: (``PublicMismatch``) when the public record cannot be rebuilt.
        """
        game = PublicGame(public)
        self._public = game
        seats = self._seats_of(game.record.players, link.lobby, you)
        super().__init__(guessed_record(game.record).with_actions(()), seats, steps=[],
                         parent=link)
        self.link = link
        self.you = you
        self._pending: Action | None = None
        self._seq = 0
        self._waiting = False  # another seat is to move (reported as ai_thinking)
        self._finished_record: GameRecord | None = None
        self._connected = True
        self._load(game)
        link.status_changed.connect(self._on_link_status)

    @staticmethod
    def _seats_of(players: Sequence[str], lobby: Lobby | None, you: int | None
                  ) -> tuple[SeatConfig, ...]:
        """Seats for the table: AI seats of the room are "ai" (at their level), this
        program's person "human", every other person "remote" (the mats say so)."""
        kinds = {s.seat: s for s in lobby.seats} if lobby is not None else {}
        out: list[SeatConfig] = []
        for i, name in enumerate(players):
            info = kinds.get(i)
            if info is not None and info.kind == "ai":
                level = info.ai_level if info.ai_level in ("easy", "medium", "hard") else "medium"
                out.append(SeatConfig(name, "ai", level))  # type: ignore[arg-type]
            else:
                out.append(SeatConfig(name, "human" if i == you else "remote"))
        return tuple(out)

    def saved_seats(self) -> tuple[SeatConfig, ...]:
        """A joined game's save has people's seats as "human" (it was not hosted here: opened,
        it is played at one computer)."""
        return tuple(replace(s, kind="human") if s.kind == "remote" else s for s in self.seats)

    def seat_presence(self, player: int) -> SeatPresence:
        """A person elsewhere is "remote", "disconnected" while their connection is lost, or
        stood in for by the room's AI (the room's ``seat`` and ``lobby`` messages tell)."""
        if not 0 <= player < len(self.seats) or self.seats[player].kind != "remote":
            return SeatPresence.AS_SEATED
        lobby = self.link.lobby
        info = next((s for s in lobby.seats if s.seat == player), None) \
            if lobby is not None else None
        if info is None:
            return SeatPresence.REMOTE
        if info.ai_playing:
            return SeatPresence.AI_FOR_NOW
        if not info.connected:
            return SeatPresence.DISCONNECTED
        return SeatPresence.REMOTE

    def _load(self, game: PublicGame) -> None:
        """Take the history of a (re)built public game: steps with their events."""
        states = game.states
        self._history = [
            Step(states[i], step.action, tuple(game.events(i)), states[i].current,
                 states[i].current != self.you)
            for i, step in enumerate(game.steps)]
        self._state = game.state

    # -- reading

    @property
    def is_spectator(self) -> bool:
        """Whether this program only watches."""
        return self.you is None

    @property
    def is_connected(self) -> bool:
        """Whether the connection is up (False while it rejoins)."""
        return self._connected

    @property
    def is_waiting(self) -> bool:
        """Whether an action of this seat was sent and its answer has not come yet."""
        return self._pending is not None

    @property
    def is_thinking(self) -> bool:
        """Whether the table waits for someone: another seat to move, or the server's answer."""
        return self._waiting or self._pending is not None

    def is_ai_turn(self) -> bool:
        """Never: AI seats think on the server."""
        return False

    def is_human_turn(self) -> bool:
        """Whether this program's person is to move (and may act now)."""
        return (self.you is not None and not self.is_finished
                and self._state.current == self.you and self._connected)

    def record(self) -> GameRecord:
        """The server's full record once the game is over; before, a record of the public game
        (the cards still face down in a fixed order of its own)."""
        if self._finished_record is not None:
            return self._finished_record
        return guessed_record(self._public.record)

    @property
    def finished_record(self) -> GameRecord | None:
        """The server's full record (after ``finished``), else None."""
        return self._finished_record

    @property
    def can_save(self) -> bool:
        """Whether the game can be written as a save: only with the server's full record."""
        return self._finished_record is not None

    # -- acting

    def apply(self, action: Action) -> Reason | None:
        """Send an action of this seat (checked here first); the state changes when the
        server's step comes. Returns the reason if the engine refuses it here."""
        why = check(self._state, action)
        if why is not None:
            return why
        if not self.is_human_turn() or self._pending is not None:
            return None  # the table takes no input then; nothing is sent
        self._seq += 1
        self._pending = action
        # chosen on the table after this many actions: stale if the game has moved on
        self.link.send(Act(self._seq, action, len(self._history)))
        return None

    def can_undo(self) -> bool:
        """As in a local game: this seat's own last action of this turn that revealed no card
        (the server checks again)."""
        if self._pending is not None or not self._connected:
            return False
        if not self._history or self.is_finished or not self.is_human_turn():
            return False
        last = self._history[-1]
        return (last.player == self.you and not last.revealed
                and last.before.current == self._state.current
                and last.before.round == self._state.round
                and last.before.phase is self._state.phase)

    def undo(self) -> bool:
        """Ask the server to take back the last action; True when asked."""
        if not self.can_undo():
            return False
        self.link.send(Plain("undo"))
        return True

    def start_ai(self) -> bool:
        return False

    def stop_ai(self) -> None:
        return

    # -- what the server says

    def _set_waiting(self) -> None:
        waiting = not self.is_finished and self._state.current != self.you
        if waiting != self._waiting:
            self._waiting = waiting
            self.ai_thinking.emit(waiting)

    def _on_step(self, event: net.StepApplied) -> None:
        if event.index != len(self._history):
            self._ask_resync()
            return
        game = self._public
        action = event.action
        try:
            after = game.apply_step(action, event.reveals)
        except (InvalidRecord, ValueError, KeyError, TypeError):  # PublicMismatch included
            self._ask_resync()
            return
        before = game.states[-2]
        events = game.events(len(game.steps) - 1)
        mine = before.current == self.you
        if mine:
            self._pending = None
        step = Step(before, action, tuple(events), before.current, not mine)
        self._history.append(step)
        self._state = after
        if self._waiting and after.current == self.you:
            self._waiting = False
            self.ai_thinking.emit(False)
        self.events_happened.emit(list(events))
        self.action_applied.emit(AppliedAction(step, after))
        self.state_changed.emit()
        self._set_waiting()

    def _on_refused(self, reason: Reason | None) -> None:
        self._pending = None
        # the table shows the state as it is (the piece is back), then says why
        self.state_changed.emit()
        self.refused.emit(reason)

    def _on_error(self, code: str) -> None:
        if self._pending is not None and code in ("not_your_turn", "bad_message"):
            self._pending = None
            self.state_changed.emit()
            self.refused.emit(None)

    def _on_undone(self, index: int) -> None:
        if not 0 <= index <= len(self._history):
            self._ask_resync()
            return
        self._public.truncate(index)
        while len(self._history) > index:
            step = self._history.pop()
            self._state = step.before
            self.undone.emit(step)
        self._state = self._public.state
        self.state_changed.emit()
        self._set_waiting()

    def _on_finished(self, record: GameRecord) -> None:
        self._finished_record = record
        self._set_waiting()
        if self._state.phase is Phase.FINISHED:
            self.game_finished.emit()

    def _resync(self, public: PublicRecord) -> None:
        """A fresh table (after a rejoin, or asked for): the table shows it."""
        try:
            game = PublicGame(public)
        except (InvalidRecord, ValueError, KeyError, TypeError):
            self._ask_resync()
            return
        self._public = game
        self._pending = None
        self._load(game)
        self.state_changed.emit()
        self._set_waiting()

    def _ask_resync(self) -> None:
        self.link.send(Plain("resync"))

    def _set_connected(self, connected: bool) -> None:
        if connected != self._connected:
            self._connected = connected
            if not connected:
                self._pending = None
            self.state_changed.emit()

    def _on_link_status(self, status: LinkStatus) -> None:
        self._set_connected(status.state is LinkState.JOINED)
        self.connection_changed.emit(status)

    def start_waiting(self) -> None:
        """Report whose turn it is once the table shows the game (the window calls it after
        opening the session)."""
        self._set_waiting()


def guessed_record(public: PublicRecord) -> GameRecord:
    """A record of the public game so far that replays as it was played: each face-down deck
    holds the cards revealed from it, in the order they came up, above the unseen cards in deck
    order. (Only the server's record, sent at the end, has the real hidden order.)"""
    deck = public.game_deck
    revealed: dict[str, list[str]] = {"white": [], "black": [], "solo": []}
    for step in public.steps:
        for name, cards in step.reveals.items():
            revealed.setdefault(name, []).extend(cards)
    actions = [step.action for step in public.steps]
    custom = public.deck
    if public.is_solo:
        grid = [p for p in public.grid if p is not None]
        top = revealed["solo"]
        used = set(grid) | set(top)
        rest = [p for p in (*deck.whites, *deck.blacks) if p not in used]
        size = public.deck_sizes.get("solo", 0)
        cards = (*grid, *top, *rest[: max(0, size - len(top))])
        return GameRecord(players=public.players, actions=tuple(actions),
                          difficulty=public.difficulty, solo_deck=cards, deck=custom)
    decks: dict[str, tuple[str, ...]] = {}
    for name, row, pool in (("white", public.white_row, deck.whites),
                            ("black", public.black_row, deck.blacks)):
        top = revealed[name]
        used = set(row) | set(top)
        rest = [p for p in pool if p not in used]
        size = public.deck_sizes.get(name, 0)
        decks[name] = (*row, *top, *rest[: max(0, size - len(top))])
    return GameRecord(players=public.players, actions=tuple(actions),
                      white_deck=decks["white"], black_deck=decks["black"], deck=custom)
