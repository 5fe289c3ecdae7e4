"""The network client: one connection to a Project L server (docs/protocol.md), Qt-free.

A :class:`Client` lives on one asyncio event loop (a bot's ``asyncio.run``, the bench's single
loop of many clients, or the loop of the GUI's network thread, which N3's RemoteSession runs and
calls into with ``asyncio.run_coroutine_threadsafe``). Every method is a coroutine of that loop
and none blocks it: the caller may await replies while the receive loop keeps the table (a
:class:`~app.net.public.PublicGame`) up to date and the library answers the server's pings.

    client = Client("ws://127.0.0.1:47470/", name="Ada")
    await client.connect()                      # hello -> welcome
    joined = await client.join("ABCD-EFGH")     # or rejoin / spectate / create_room
    await client.ready()
    async for event in client.events():         # or Client(..., on_event=callback)
        if isinstance(event, StepApplied): ...
        if isinstance(event, GameFinished): break
    await client.close()

What the client guarantees:

- ``client.game`` is the table as this seat may see it, rebuilt from each ``game`` message and
  moved on by every ``step`` and ``undone``; after each step its public digest is compared
  with the server's, and on a mismatch (or a step out of order) the client asks ``resync`` and
  rebuilds from the fresh ``game``: the table never stays out of step.
- :meth:`Client.act` sends an action and waits for its outcome: the step it became
  (:class:`StepApplied`) or why it was refused (:class:`ActionRefused`).
- When the connection drops (no ``bye`` from the server, not closed by us) while the client holds
  a seat or watches a room, it reconnects and rejoins the same seat with its token (spectators:
  spectates again), after 0.5 s, then 1, 2, 4, 5, 5... seconds, for up to 2 minutes
  (:data:`REJOIN_DELAYS`, :data:`REJOIN_FOR`); :class:`ConnectionLost` and
  :class:`ConnectionBack` say so, :class:`ClientClosed` when it gives up or the server ends the
  connection on purpose.
- ``seat``, ``seats``, ``token``, ``code`` and ``lobby`` follow the server's messages in the
  order it sent them: a ``joined`` answer is applied when it comes, before any message after
  it, whether or not its caller is still waiting (a caller that gave up, cancelled or timed
  out, before the server seated it still leaves the client seated, until the connection
  drops); a caller that resumes after newer news (another player's lobby, a seat given up,
  the answer to a second request) gets the newer state.
- It never sends faster than the server allows (a token bucket below the server's limit).

Events are frozen dataclasses (below). ``events()`` yields them in order; a client made with
``on_event`` calls that function instead (in the loop's thread; the GUI turns it into queued Qt
signals) and keeps no queue.

The API (stable; every coroutine runs on the client's loop; from another thread use
``asyncio.run_coroutine_threadsafe(client.act(action), loop)``):

- ``connect()`` -> the welcome; ``close()``; ``leave()``; ``cut()`` (tests: drop abruptly)
- ``list_rooms()``, ``create_room(name, setup)`` -> :class:`RoomCreated`,
  ``join(code, seat=None)`` / ``rejoin(code, seat, token=None)`` / ``spectate(code)`` /
  ``claim_host(code, host_token, seat=None)`` -> :class:`Joined`
- ``ready(bool)``, ``chat(text)``, ``start()``, ``set_takeover(seconds)``, ``undo()``,
  ``resync()``, ``act(action)`` -> :class:`StepApplied` | :class:`ActionRefused`,
  ``get_record()`` -> GameRecord once the game is over (None before)
- state: ``game`` (PublicGame), ``state`` (its GameState), ``steps``, ``seat``, ``seats``,
  ``token``, ``code``, ``host_token``, ``is_host``, ``spectating``, ``lobby``, ``finished``,
  ``connected``, ``closed_reason``
- errors: :class:`ClientError` (cannot connect, a reply that makes no sense),
  :class:`ServerRefused` (the server's ``error``: ``code`` and ``message``),
  :class:`NotConnected`; a request unanswered within ``reply_timeout`` raises TimeoutError.

Why one module of over 800 lines: one connection's coroutines, the rejoin logic and the small
frozen events of its receive loop share that loop's state; only the client makes those events.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import ssl
import time
import urllib.parse
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, TypeAlias

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from app.net.protocol import (
    MAX_SERVER_MESSAGE_BYTES,
    PING_INTERVAL,
    PING_TIMEOUT,
    PROTOCOL_VERSION,
    RATE_BURST,
    RATE_PER_SECOND,
    normalise_code,
    reason_from_json,
)
from app.net.public import PublicGame, PublicMismatch, PublicRecord, reveals_from_json
from app.rules import (
    Action,
    GameRecord,
    GameState,
    InvalidRecord,
    Reason,
    action_from_json,
    parse_record_bytes,
    record_from_json,
)

CLIENT_NAME = "project-l"
REJOIN_FIRST = 0.5
REJOIN_MAX = 5.0
REJOIN_FOR = 120.0
SEND_RATE = RATE_PER_SECOND * 0.75  # keep well below the server's limit
SEND_BURST = int(RATE_BURST * 0.75)
RESYNC_AGAIN = 2.0
"""Seconds before a ``resync`` answered ``busy`` (the server's budget for whole games sent to
this address is spent for now) is asked again."""

JSON: TypeAlias = dict[str, Any]

# errors after which rejoining again cannot help
FINAL_ERRORS = frozenset({"no_such_room", "bad_code", "bad_token", "wrong_password", "protocol"})


def room_url(url: str, code: str | None) -> str:
    """``url`` with a room's invite code as its ``room`` query parameter
    (``ws://host/?room=ABCDEFGH``): servers ignore it, and a reverse proxy in front of several
    servers sends the connection to the one holding the room (docs/protocol.md, "Several
    servers behind a reverse proxy"). No code, or text that cannot be one: ``url`` unchanged."""
    normal = normalise_code(code) if code else None
    if normal is None:
        return url
    parts = urllib.parse.urlsplit(url)
    query = [(k, v) for k, v in urllib.parse.parse_qsl(parts.query, keep_blank_values=True)
             if k != "room"]
    query.append(("room", normal))
    return urllib.parse.urlunsplit(parts._replace(path=parts.path or "/",
                                                  query=urllib.parse.urlencode(query)))


def rejoin_delays(first: float = REJOIN_FIRST, most: float = REJOIN_MAX) -> Iterator[float]:
    """The waits before each rejoin attempt: ``first``, doubling, never above ``most``."""
    delay = first
    while True:
        yield delay
        delay = min(delay * 2, most)


# ----------------------------------------------------------------------------- errors


class ClientError(Exception):
    """Something the client could not do (the message says what, in English)."""


class ServerRefused(ClientError):
    """The server answered a request with ``error {code, message}``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class NotConnected(ClientError):
    """The request needs a connection the client does not have (now)."""


# ----------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class LobbyChanged:
    """The room's lobby: seats (who joined, names, kinds, ready), spectators, started..."""

    lobby: JSON


@dataclass(frozen=True, slots=True)
class ChatLine:
    """A chat line (``sender`` is the name the server gives; ``at`` an ISO time)."""

    sender: str
    text: str
    at: str


@dataclass(frozen=True, slots=True)
class GameRebuilt:
    """The table was (re)built from a ``game`` message: at the start, on (re)join, after a
    resync. ``you`` is this client's seat (None: spectating); ``client.game`` holds it."""

    you: int | None
    steps: int


@dataclass(frozen=True, slots=True)
class StepApplied:
    """One action applied by the server (anyone's, ours included) and now on ``client.game``.

    ``mine`` is true for the reply to this client's own :meth:`Client.act` (not for an AI
    playing the seat while we were away).
    """

    index: int
    player: int
    action: Action
    reveals: JSON
    mine: bool = False


@dataclass(frozen=True, slots=True)
class ActionRefused:
    """The server refused our action: ``reason`` is the engine's Reason (translate it; None if
    the server's could not be read, or the refusal was an error such as ``not_your_turn``),
    ``kind`` and ``fields`` the same as sent, ``message`` the English sentence."""

    seq: int
    kind: str
    fields: JSON
    message: str
    reason: Reason | None = None


@dataclass(frozen=True, slots=True)
class Undone:
    """The history was cut back to ``index`` actions (an undo)."""

    index: int


@dataclass(frozen=True, slots=True)
class SeatChanged:
    """A seat dropped, came back, or an AI took it over / handed it back."""

    seat: int
    connected: bool
    ai_playing: bool


@dataclass(frozen=True, slots=True)
class GameFinished:
    """The game is over; ``record`` is the full record (seed and decks included), ``text`` the
    record file exactly as the server sent it."""

    record: GameRecord
    text: str = field(repr=False)

    def record_bytes(self) -> bytes:
        """The record file's bytes (what ``--save`` writes): the same for every client."""
        return self.text.encode("utf-8")


@dataclass(frozen=True, slots=True)
class ServerError:
    """An ``error`` the server sent that answers no request of ours."""

    code: str
    message: str


@dataclass(frozen=True, slots=True)
class ConnectionLost:
    """The connection dropped; ``rejoining``: the client is trying to get back in."""

    rejoining: bool


@dataclass(frozen=True, slots=True)
class ConnectionBack:
    """The client is back in its seat (or watching again) after a drop."""

    attempts: int


@dataclass(frozen=True, slots=True)
class ClientClosed:
    """The last event: the connection is over and will not come back (``reason`` in English:
    the server's ``bye``, the error that ended rejoining, or "closed" when we closed it)."""

    reason: str


ClientEvent: TypeAlias = (
    LobbyChanged
    | ChatLine
    | GameRebuilt
    | StepApplied
    | ActionRefused
    | Undone
    | SeatChanged
    | GameFinished
    | ServerError
    | ConnectionLost
    | ConnectionBack
    | ClientClosed
)

EventCallback: TypeAlias = Callable[[ClientEvent], None]
_ActOutcome: TypeAlias = "StepApplied | ActionRefused | ClientError"
_DROPPED = " dropped"  # a reply no server sends: the connection dropped before the answer


@dataclass(frozen=True, slots=True)
class Joined:
    """The answer to join / rejoin / spectate / claim_host: the (first) seat, the seat token,
    the lobby, every seat this connection plays, and whether it holds the host's rights."""

    seat: int | None
    token: str | None
    lobby: JSON
    seats: tuple[int, ...] = ()
    host: bool = False


@dataclass(frozen=True, slots=True)
class RoomCreated:
    """The answer to create_room."""

    code: str
    host_token: str
    seat: int | None


# ----------------------------------------------------------------------------- helpers


class _Bucket:
    """A token bucket: :meth:`take` waits until one message may be sent."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    async def take(self) -> None:
        while True:
            now = time.monotonic()
            self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
            self.stamp = now
            if self.tokens >= 1.0:
                self.tokens -= 1.0
                return
            await asyncio.sleep((1.0 - self.tokens) / self.rate)


def ssl_context(url: str, ca_file: str | None, insecure: bool) -> ssl.SSLContext | None:
    """The TLS context for a ``wss://`` URL: the system's CAs, or ``ca_file`` (a self-signed
    server's certificate), or no checks at all when ``insecure`` (tests, a LAN you trust)."""
    if not url.lower().startswith("wss://"):
        return None
    context = ssl.create_default_context(cafile=ca_file)
    if insecure:
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    return context


class Client:
    """One connection to a server: requests, the live table, events, automatic rejoin.

    ``url``: ``ws://host:port/`` or ``wss://...``; ``ca_file`` / ``insecure`` for TLS with a
    self-signed certificate; ``open_timeout`` bounds connecting + hello, ``reply_timeout`` each
    request's answer; ``rejoin_for`` the seconds spent rejoining after a drop (0: never);
    ``room``: the invite code of the room this client is going to enter, sent in the URL too
    (:func:`room_url`; once in a room, its code is sent when connecting again).
    """

    def __init__(
        self,
        url: str,
        name: str = "",
        *,
        password: str | None = None,
        ca_file: str | None = None,
        insecure: bool = False,
        open_timeout: float = 10.0,
        reply_timeout: float = 10.0,
        rejoin_for: float = REJOIN_FOR,
        on_event: EventCallback | None = None,
        client_name: str = CLIENT_NAME,
        room: str | None = None,
    ) -> None:
        self.url = url
        self.room = room
        self.name = name
        self.password = password
        self.ssl = ssl_context(url, ca_file, insecure)
        self.open_timeout = open_timeout
        self.reply_timeout = reply_timeout
        self.rejoin_for = rejoin_for
        self.client_name = client_name
        self.on_event = on_event
        self.server: JSON = {}  # the welcome message
        self.code: str | None = None  # the room's invite code once joined
        self.seat: int | None = None
        self.token: str | None = None
        self.host_token: str | None = None
        self.seats: tuple[int, ...] = ()  # every seat this connection plays (the host: maybe more)
        self.is_host = False
        self._host_seat: int | None = None
        self.spectating = False
        self.lobby: JSON = {}
        # every joined message is applied to the state above as the reader takes it, in the
        # order the server sent it (the replies to our requests and the unasked ones: a host
        # removing its own seat), and counted; each reply's count tells its caller, who may
        # resume later than newer news came (or after another request's reply), that the
        # reply is older than the state it finds
        self._seat_news = 0
        self._seat_news_at: dict[int, int] = {}
        # the requests a joined answers: request id -> what applies the answer
        self._joining: dict[int, Callable[[JSON], None]] = {}
        self.game: PublicGame | None = None  # the table once the game has started
        self.finished: GameFinished | None = None
        self.closed_reason: str | None = None
        self._ws: ClientConnection | None = None
        self._reader: asyncio.Task[None] | None = None
        self._ids = itertools.count(1)
        self._seqs = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[JSON]] = {}
        # an act's future holds its outcome, or the ClientError that ended the wait (a value,
        # not an exception: a wait given up never leaves an exception nobody retrieved)
        self._acts: deque[tuple[int, asyncio.Future[_ActOutcome]]] = deque()
        self._queue: asyncio.Queue[ClientEvent] = asyncio.Queue()
        self._bucket = _Bucket(SEND_RATE, SEND_BURST)
        self._closing = False
        self._dropping = False  # a connection opened while rejoining is being dropped
        self._bye: str | None = None
        self._resyncing = False
        self._resync_again: asyncio.Task[None] | None = None
        self._rejoiner: asyncio.Task[None] | None = None
        self._steps = 0
        self._sleep: Callable[[float], Any] = asyncio.sleep  # tests make time pass faster

    # ------------------------------------------------------------------ state

    @property
    def connected(self) -> bool:
        """Whether a connection is open now."""
        return self._ws is not None and self._reader is not None and not self._reader.done()

    @property
    def state(self) -> GameState | None:
        """The table's current GameState as this seat sees it (None before the start)."""
        return None if self.game is None else self.game.state

    @property
    def features(self) -> frozenset[str]:
        """What the server offers beyond its protocol version's base (``welcome``)."""
        raw = self.server.get("features")
        return frozenset(f for f in raw if isinstance(f, str)) if isinstance(raw, list) else \
            frozenset()

    @property
    def steps(self) -> int:
        """How many actions the table has applied (0 before the start)."""
        return 0 if self.game is None else self._steps

    # ------------------------------------------------------------------ connecting

    async def connect(self) -> JSON:
        """Open the connection and say hello; returns the ``welcome`` message.

        :raises ServerRefused: the server refused the hello (protocol, password, full...).
        :raises ClientError: the server cannot be reached or is not a Project L server.
        """
        self._closing = False
        self.closed_reason = None
        await self._open()
        return self.server

    async def _open(self) -> None:
        try:
            ws = await asyncio.wait_for(
                connect(
                    room_url(self.url, self.code or self.room),
                    ssl=self.ssl,
                    open_timeout=self.open_timeout,
                    max_size=MAX_SERVER_MESSAGE_BYTES,
                    ping_interval=PING_INTERVAL,
                    ping_timeout=PING_TIMEOUT,
                    close_timeout=2.0,
                ),
                self.open_timeout + 1.0,
            )
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError, ValueError) as exc:
            raise ClientError(f"cannot connect to {self.url}: {exc or type(exc).__name__}") from exc
        self._ws = ws
        self._bye = None
        hello: JSON = {
            "type": "hello",
            "protocol": PROTOCOL_VERSION,
            "client": self.client_name,
            "name": self.name,
        }
        if self.password is not None:
            hello["password"] = self.password
        try:
            # a server that refuses at once (full) sends its error and closes: the hello may then
            # fail to go out, but the error is already received and recv() still gives it
            with contextlib.suppress(ConnectionClosed):
                await ws.send(json.dumps(hello))
            raw = await asyncio.wait_for(ws.recv(), self.open_timeout)
            reply = self._parse(raw)
        except (ConnectionClosed, TimeoutError, OSError) as exc:
            await ws.close()
            self._ws = None
            raise ClientError(f"{self.url} did not answer the hello: {exc}") from exc
        if reply is None or reply.get("type") not in ("welcome", "error"):
            await ws.close()
            self._ws = None
            raise ClientError(f"{self.url} is not a Project L server")
        if reply["type"] == "error":
            await ws.close()
            self._ws = None
            raise ServerRefused(str(reply.get("code", "")), str(reply.get("message", "")))
        self.server = reply
        self._reader = asyncio.get_running_loop().create_task(self._read(ws))

    async def close(self) -> None:
        """Close the connection for good (no rejoining); ends :meth:`events`."""
        self._closing = True
        rejoiner = self._rejoiner
        if rejoiner is not None and rejoiner is not asyncio.current_task():
            rejoiner.cancel()
            await _outlast(rejoiner)
        ws = self._ws
        if ws is not None:
            with contextlib.suppress(Exception):
                await ws.close()
        reader = self._reader
        if reader is not None and reader is not asyncio.current_task():
            await _outlast(reader, 5.0)
        self._finish_closed("closed")

    # ------------------------------------------------------------------ requests

    async def list_rooms(self) -> list[JSON]:
        """The server's rooms (name, players, seats_free, started, spectators)."""
        reply = await self._request({"type": "list_rooms"}, "rooms")
        rooms = reply.get("rooms")
        return [r for r in rooms if isinstance(r, dict)] if isinstance(rooms, list) else []

    async def create_room(self, name: str, setup: JSON) -> RoomCreated:
        """Create a room (``project-l serve``); this client holds its host token."""
        reply = await self._request(
            {"type": "create_room", "name": name, "setup": setup}, "room_created"
        )
        created = RoomCreated(
            str(reply.get("code", "")), str(reply.get("host_token", "")), _seat(reply.get("seat"))
        )
        self.code = created.code
        self.host_token = created.host_token
        self.is_host = True
        if created.seat is not None:
            self.seat = created.seat
        return created

    async def join(self, code: str, seat: int | None = None) -> Joined:
        """Take a seat (a free one unless ``seat`` is given) in the room of ``code``."""
        msg: JSON = {"type": "join", "code": code, "name": self.name}
        if seat is not None:
            msg["seat"] = seat
        return await self._request_joined(msg, lambda reply: self._take_joined(code, reply))

    async def rejoin(self, code: str, seat: int, token: str | None = None) -> Joined:
        """Take back ``seat`` after a drop (with its token, or the code alone if it is free)."""
        msg: JSON = {"type": "rejoin", "code": code, "seat": seat}
        if token is not None:
            msg["token"] = token
        return await self._request_joined(msg, lambda reply: self._take_joined(code, reply))

    async def spectate(self, code: str) -> Joined:
        """Watch the room of ``code`` (the public table, the chat)."""
        msg: JSON = {"type": "spectate", "code": code, "name": self.name}

        def take(reply: JSON) -> None:
            self._take_joined(code, reply)
            self.spectating = True

        return await self._request_joined(msg, take)

    async def claim_host(self, code: str, host_token: str, seat: int | None = None) -> Joined:
        """Enter a room with its host token (the hosting program's own table): the host's
        rights, and every seat of kind "host" (or only ``seat``)."""
        msg: JSON = {"type": "host", "code": code, "host_token": host_token}
        if seat is not None:
            msg["seat"] = seat

        def take(reply: JSON) -> None:
            self._take_joined(code, reply)
            self.host_token = host_token
            self._host_seat = seat

        return await self._request_joined(msg, take)

    async def _request_joined(self, msg: JSON, take: Callable[[JSON], None]) -> Joined:
        """Send a request that a ``joined`` answers. ``take`` applies the answer to this
        client's state when the reader takes it, in the order of everything else the server
        sends; the caller, who resumes later, gets the answer as a :class:`Joined`, brought up
        to date with anything newer than it that came meanwhile."""
        reply = await self._request(msg, "joined", take=take)
        joined = _joined_of(reply)
        if joined.lobby:
            # the reader took this room when the reply came, and kept it up to date with the
            # lobby messages after it (another player joining at that moment): the newest
            joined = replace(joined, lobby=self.lobby)
        ident = reply.get("id")
        heard_at = self._seat_news_at.pop(ident, None) if isinstance(ident, int) else None
        if heard_at != self._seat_news:
            # another joined came after this one before the caller resumed (a seat the host
            # gave up, or the answer to another request of ours): its seats are the newer
            joined = replace(joined, seat=self.seat, seats=self.seats, token=self.token,
                             host=self.is_host)
        return joined

    def _take_joined(self, code: str, reply: JSON) -> None:
        """Apply a ``joined`` message to this client's state (the reader, as it comes)."""
        joined = _joined_of(reply)
        self._seat_news += 1
        if joined.lobby:
            self.lobby = joined.lobby
        self.code = code
        self.seat = joined.seat
        self.seats = joined.seats or (() if joined.seat is None else (joined.seat,))
        if joined.token is not None:
            self.token = joined.token
        self.is_host = self.is_host or joined.host
        self.spectating = joined.seat is None and not joined.host

    async def ready(self, ready: bool = True) -> None:
        """Say that this seat is ready (or not) to start."""
        await self._send({"type": "ready", "ready": ready})

    async def chat(self, text: str) -> None:
        """Send a chat line (the server cuts it at 300 characters)."""
        await self._send({"type": "chat", "text": text})

    async def start(self) -> None:
        """Start the game (the host only; a ``game`` message follows, or an error)."""
        await self._send({"type": "start"})

    async def set_takeover(self, seconds: float | None) -> None:
        """After how long an AI plays a dropped seat (None: never); the host only."""
        await self._send({"type": "set_takeover", "seconds": seconds})

    async def kick(self, seat: int) -> None:
        """Send away the player of a remote seat (the host only; a ``lobby`` follows)."""
        await self._send({"type": "kick", "seat": seat})

    async def undo(self) -> None:
        """Take back this seat's last action of the turn (an ``undone`` follows, or an error)."""
        await self._send({"type": "undo"})

    async def get_record(self) -> GameRecord | None:
        """The game's full record (its deal included) once the game is over, for anyone in
        the room; None before the end (the server tells nobody the deal before: the public
        game is :attr:`game`)."""
        reply = await self._request({"type": "get_record"}, "record")
        if reply.get("record") is None:
            return None
        return _record_of(reply)[0]

    async def resync(self) -> None:
        """Ask for a fresh ``game`` message (done by itself on a digest mismatch)."""
        self._resyncing = True
        await self._send({"type": "resync"})

    async def leave(self) -> None:
        """Leave the room and close the connection (no rejoining)."""
        self._closing = True
        with contextlib.suppress(ClientError):
            await self._send({"type": "leave"})
        await self.close()

    async def act(self, action: Action, timeout: float | None = None, *,
                  step: int | None = None) -> StepApplied | ActionRefused:
        """Send ``action`` for this seat and wait for what became of it. ``step``: how many
        actions the game had when the action was chosen (default: the table's now); a server
        that offers ``act_step`` refuses it as stale (``STALE``) once the game has moved on.

        :raises NotConnected: the connection dropped before the answer came (after a rejoin
            the table shows whether the action was applied).
        :raises TimeoutError: no answer within ``timeout`` (default: the reply timeout).
        """
        seq = next(self._seqs)
        done: asyncio.Future[_ActOutcome] = asyncio.get_running_loop().create_future()
        self._acts.append((seq, done))
        msg: JSON = {"type": "act", "seq": seq, "action": action.to_json()}
        if "act_step" in self.features:
            msg["step"] = self.steps if step is None else step
        try:
            await self._send(msg)
            outcome = await asyncio.wait_for(
                done, self.reply_timeout if timeout is None else timeout
            )
            if isinstance(outcome, ClientError):
                raise outcome
            return outcome
        finally:
            with contextlib.suppress(ValueError):
                self._acts.remove((seq, done))

    # ------------------------------------------------------------------ events

    async def events(self) -> AsyncIterator[ClientEvent]:
        """The events in order, ending after :class:`ClientClosed`."""
        while True:
            event = await self._queue.get()
            yield event
            if isinstance(event, ClientClosed):
                return

    def _emit(self, event: ClientEvent) -> None:
        if self.on_event is not None:
            self.on_event(event)
        else:
            self._queue.put_nowait(event)

    # ------------------------------------------------------------------ sending

    async def _send(self, msg: JSON) -> None:
        ws = self._ws
        if ws is None:
            raise NotConnected("not connected")
        await self._bucket.take()
        try:
            await ws.send(json.dumps(msg, ensure_ascii=False, separators=(",", ":")))
        except ConnectionClosed as exc:
            raise NotConnected(f"the connection is closed ({exc})") from exc

    async def _request(self, msg: JSON, answer: str,
                       take: Callable[[JSON], None] | None = None) -> JSON:
        """Send ``msg`` with an id and wait for the reply carrying it (``answer`` or error);
        ``take``: what applies a ``joined`` answer as the reader takes it."""
        ident = next(self._ids)
        msg = {**msg, "id": ident}
        future: asyncio.Future[JSON] = asyncio.get_running_loop().create_future()
        self._waiting[ident] = future
        if take is not None:
            self._joining[ident] = take
        try:
            try:
                await self._send(msg)
                reply = await asyncio.wait_for(future, self.reply_timeout)
            finally:
                # (what applies a joined answer stays until the answer comes, even to a
                # caller who gave up: the server seated us all the same)
                self._waiting.pop(ident, None)
            if reply.get("type") == _DROPPED:
                raise NotConnected("the connection dropped before the answer came")
            if reply.get("type") == "error":
                raise ServerRefused(str(reply.get("code", "")), str(reply.get("message", "")))
            if reply.get("type") != answer:
                raise ClientError(
                    f"expected {answer!r} from the server, got {reply.get('type')!r}")
        except BaseException:
            # a joined reply whose caller will never read it (cancelled, or not the answer it
            # asked for) leaves nothing behind
            self._seat_news_at.pop(ident, None)
            raise
        return reply

    # ------------------------------------------------------------------ receiving

    @staticmethod
    def _parse(raw: str | bytes) -> JSON | None:
        try:
            msg = json.loads(raw)
        except (ValueError, RecursionError):
            return None
        return msg if isinstance(msg, dict) and isinstance(msg.get("type"), str) else None

    async def _read(self, ws: ClientConnection) -> None:
        """The receive loop of one connection; on a drop, rejoins (or reports the end)."""
        try:
            async for raw in ws:
                msg = self._parse(raw)
                if msg is not None:
                    await self._handle(msg)
        except ConnectionClosed:
            pass
        finally:
            if self._ws is ws:
                self._ws = None
            self._fail_waiting()
        if self._closing or self._dropping:
            return
        if self._bye is not None:
            self._finish_closed(self._bye)
        elif self.finished is not None:
            self._finish_closed("finished")
        elif self.code is not None and (self.seat is not None or self.spectating
                                        or self.host_token is not None):
            self._rejoiner = asyncio.get_running_loop().create_task(self._rejoin_loop())
        else:
            self._finish_closed("the connection was closed")

    def _fail_waiting(self) -> None:
        self._joining.clear()  # no answer comes on another connection
        for future in self._waiting.values():
            if not future.done():
                future.set_result({"type": _DROPPED})
        for _seq, done in self._acts:
            if not done.done():
                done.set_result(NotConnected("the connection dropped"))

    async def _handle(self, msg: JSON) -> None:
        kind = msg["type"]
        ident = msg.get("id")
        if isinstance(ident, int) and (ident in self._waiting or ident in self._joining):
            future = self._waiting.get(ident)
            if future is not None and not future.done():
                future.set_result(msg)
            if kind in ("joined", "rooms", "room_created", "record", "error"):
                take = self._joining.pop(ident, None)
                if kind == "joined" and take is not None:
                    take(msg)
                    if future is not None:  # its caller is still there to read the count
                        self._seat_news_at[ident] = self._seat_news
                    if isinstance(msg.get("room"), dict) and msg["room"]:
                        self._emit(LobbyChanged(self.lobby))
                return
        if kind == "lobby":
            self.lobby = msg
            self._emit(LobbyChanged(msg))
        elif kind == "joined" and self.code is not None:
            # unasked: the host's connection gave up a seat (kick of its own seat) and stays
            self._take_joined(self.code, msg)
            self._emit(LobbyChanged(self.lobby))
        elif kind == "chat":
            self._emit(ChatLine(str(msg.get("from", "")), str(msg.get("text", "")),
                                str(msg.get("at", ""))))
        elif kind == "game":
            self._on_game(msg)
        elif kind == "step":
            await self._on_step(msg)
        elif kind == "undone":
            self._on_undone(msg)
        elif kind == "refused":
            self._on_refused(msg)
        elif kind == "seat":
            seat = _seat(msg.get("seat"))
            if seat is not None:
                self._emit(SeatChanged(seat, bool(msg.get("connected")),
                                       bool(msg.get("ai_playing"))))
        elif kind == "finished":
            self._on_finished(msg)
        elif kind == "bye":
            self._bye = str(msg.get("reason", "bye"))
        elif kind == "error":
            self._on_error(msg)

    def _on_game(self, msg: JSON) -> None:
        public = msg.get("public")
        if not isinstance(public, dict):
            return
        you = _seat(msg.get("you"))
        try:
            self.game = PublicGame(PublicRecord.from_json(public))
        except PublicMismatch as exc:
            self._emit(ServerError("bad_game", f"the server's table cannot be rebuilt: {exc}"))
            return
        self._steps = len(public.get("steps") or ())
        self._resyncing = False
        for _seq, done in self._acts:  # whether they were applied shows on the new table
            if not done.done():
                done.set_result(ClientError("the table was rebuilt"))
        self._emit(GameRebuilt(you, self._steps))

    async def _on_step(self, msg: JSON) -> None:
        if self.game is None or self._resyncing:
            return
        index = msg.get("index")
        digest = msg.get("digest")
        try:
            action = action_from_json(msg.get("action"), "step")
            reveals = reveals_from_json(msg.get("reveals", {}), self.game.state.deck)
            if index != self._steps or not isinstance(index, int):
                raise PublicMismatch(f"step {index} came after {self._steps} steps")
            # a step that does not fit, or leaves another public table than the host's
            self.game.apply_step(action, reveals, digest if isinstance(digest, str) else None)
        except (InvalidRecord, PublicMismatch):
            await self._quiet_resync()
            return
        self._steps += 1
        player = _seat(msg.get("player"))
        seq = msg.get("seq")  # only in the copy sent to the connection that acted
        mine = isinstance(seq, int) and any(s == seq for s, _ in self._acts)
        event = StepApplied(index, player if player is not None else -1, action,
                            {k: list(v) for k, v in reveals.items()}, mine)
        if mine and isinstance(seq, int):
            self._resolve_act(event, seq)
        self._emit(event)

    def _on_undone(self, msg: JSON) -> None:
        index = msg.get("index")
        if self.game is None or not isinstance(index, int):
            return
        try:
            self.game.truncate(index)
        except PublicMismatch:
            self._resyncing = True
            asyncio.get_running_loop().create_task(self._quiet_resync())
            return
        self._steps = index
        self._emit(Undone(index))

    def _on_refused(self, msg: JSON) -> None:
        raw = msg.get("reason")
        reason: JSON = raw if isinstance(raw, dict) else {}
        fields = reason.get("fields")
        try:
            value: Reason | None = reason_from_json(reason)
        except ValueError:
            value = None
        event = ActionRefused(
            msg["seq"] if isinstance(msg.get("seq"), int) else -1,
            str(reason.get("kind", "")),
            fields if isinstance(fields, dict) else {},
            str(msg.get("message", "")),
            value,
        )
        self._resolve_act(event, event.seq)
        self._emit(event)

    def _resolve_act(self, event: StepApplied | ActionRefused, seq: int) -> None:
        """Hand ``event`` to the act of ``seq``."""
        for item in list(self._acts):
            if item[0] != seq:
                continue
            done = item[1]
            self._acts.remove(item)
            if not done.done():
                done.set_result(event)
            return

    def _on_finished(self, msg: JSON) -> None:
        try:
            record, text = _record_of(msg)
        except ClientError as exc:
            self._emit(ServerError("bad_record", str(exc)))
            return
        self.finished = GameFinished(record, text)
        self._emit(self.finished)

    def _on_error(self, msg: JSON) -> None:
        code = str(msg.get("code", ""))
        message = str(msg.get("message", ""))
        # an error about an action (not your turn, too fast...) answers the oldest act
        if self._acts and code in ("not_your_turn", "bad_message", "not_started", "not_allowed"):
            seq = self._acts[0][0]
            self._resolve_act(ActionRefused(seq, code, {}, message), seq)
        if code == "busy" and self._resyncing and self._resync_again is None:
            self._resync_again = asyncio.get_running_loop().create_task(self._resync_later())
        self._emit(ServerError(code, message))

    async def _resync_later(self) -> None:
        """Ask ``resync`` again after a ``busy`` answer, while the table still waits for it."""
        try:
            await self._sleep(RESYNC_AGAIN)
        finally:
            self._resync_again = None
        if self._resyncing and self.connected:
            await self._quiet_resync()

    async def _quiet_resync(self) -> None:
        with contextlib.suppress(ClientError):
            await self.resync()

    def _finish_closed(self, reason: str) -> None:
        if self.closed_reason is not None:
            return
        self.closed_reason = reason
        self._emit(ClientClosed(reason))

    # ------------------------------------------------------------------ rejoining

    async def _rejoin_loop(self) -> None:
        """Reconnect and take the same seat back, backing off, for up to ``rejoin_for`` s."""
        if self.rejoin_for <= 0:
            self._emit(ConnectionLost(False))
            self._finish_closed("the connection was lost")
            return
        self._emit(ConnectionLost(True))
        start = time.monotonic()
        reason = "the connection was lost and could not be restored"
        for attempt, delay in enumerate(rejoin_delays(), 1):
            if self._closing:
                return
            left = self.rejoin_for - (time.monotonic() - start)
            if left <= 0:
                break
            await self._sleep(min(delay, left))
            if self._closing:
                return
            try:
                await self._open()
            except ServerRefused as exc:
                if exc.code in FINAL_ERRORS:
                    reason = str(exc)
                    break
                continue
            except ClientError:
                continue
            try:
                await self._take_back()
            except ServerRefused as exc:
                await self._drop_quietly()
                if exc.code in FINAL_ERRORS:
                    reason = str(exc)
                    break
                continue
            except (ClientError, TimeoutError):
                await self._drop_quietly()
                continue
            self._emit(ConnectionBack(attempt))
            return
        self._finish_closed(reason)

    async def _take_back(self) -> None:
        assert self.code is not None
        if self.seat is not None and self.token is not None:
            if self.host_token is not None:
                # the maker of a room on a server, seated like a player: the seat comes back
                # with its token, then the host's rights with the host token
                seat, token = self.seat, self.token
                try:
                    await self.rejoin(self.code, seat, token)
                except ServerRefused as exc:
                    if exc.code != "bad_token":
                        raise
                    # a seat left in the lobby is free again: taken back with the code
                    await self.rejoin(self.code, seat)
                await self.claim_host(self.code, self.host_token)
                return
            await self.rejoin(self.code, self.seat, self.token)
        elif self.host_token is not None:  # the host's table: back with the host token
            await self.claim_host(self.code, self.host_token, self._host_seat)
        elif self.seat is not None:
            await self.rejoin(self.code, self.seat)
        else:
            await self.spectate(self.code)

    async def _drop_quietly(self) -> None:
        """Close a connection opened while rejoining without starting another rejoin."""
        ws, reader = self._ws, self._reader
        # (a flag of its own: close() may set _closing meanwhile, which must then stay set)
        self._dropping = True
        try:
            if ws is not None:
                with contextlib.suppress(Exception):
                    await ws.close()
            if reader is not None:
                await _outlast(reader, 5.0)
        finally:
            self._dropping = False

    # ------------------------------------------------------------------ for tests

    async def cut(self) -> None:
        """Drop the connection abruptly, as a network failure would (rejoining follows)."""
        ws = self._ws
        if ws is not None and ws.transport is not None:
            ws.transport.abort()


def _joined_of(reply: JSON) -> Joined:
    """A ``joined`` message as it reads: its seat, token, room (``{}`` if none), seats and
    host rights."""
    room = reply.get("room")
    seats = reply.get("seats")
    return Joined(
        _seat(reply.get("seat")),
        reply["token"] if isinstance(reply.get("token"), str) else None,
        room if isinstance(room, dict) and room else {},
        tuple(s for s in seats if _seat(s) is not None) if isinstance(seats, list) else (),
        reply.get("host") is True,
    )


async def _outlast(task: asyncio.Task[Any], timeout: float | None = None) -> None:
    """Wait until ``task`` ends (at most ``timeout`` seconds), however it ends. Awaiting a task
    that was cancelled raises CancelledError; that one is swallowed, but the waiting task's
    own cancellation is passed on (else a cancelled close() or rejoin went on regardless)."""
    try:
        await asyncio.wait_for(task, timeout)
    except asyncio.CancelledError:
        current = asyncio.current_task()
        if current is not None and current.cancelling():
            raise
    except Exception:  # (the task's own failure, or the time-out: nothing to wait for)
        pass


def _record_of(msg: JSON) -> tuple[GameRecord, str]:
    """The record of a ``finished`` or ``record`` message (the file's text; an object is
    taken too) and its text.

    :raises ClientError: if it is not a valid record.
    """
    raw = msg.get("record")
    try:
        if isinstance(raw, str):
            return parse_record_bytes(raw.encode("utf-8")), raw
        record = record_from_json(raw)
    except (InvalidRecord, RecursionError) as exc:
        raise ClientError(f"the server sent a record that is not valid: {exc}") from None
    return record, record.to_bytes().decode("utf-8")


def _seat(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
