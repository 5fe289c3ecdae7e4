"""The WebSocket server: rooms over the network, with every limit of docs/protocol.md.

:class:`Server` runs in an asyncio loop. In ``serve`` mode (``project-l serve``) clients create
rooms; in ``host`` mode the embedding program (the game hosting a game) adds its one room with
:meth:`Server.host_room` and clients may only join it. :class:`ServerThread` runs a server's loop
in a daemon thread for the game program: ``start()`` returns the bound address, ``stop()`` says
``bye`` to everyone, closes every connection and joins the thread.

Limits: at most :data:`~app.net.protocol.MAX_CONNECTIONS` connections and
:data:`~app.net.protocol.MAX_ROOMS` rooms; a message of at most
:data:`~app.net.protocol.MAX_MESSAGE_BYTES` (websockets' ``max_size``: a bigger one closes the
connection with 1009); a token bucket per connection (beyond it: ``bye`` and close 1008); the
opening handshake within :data:`~app.net.protocol.HANDSHAKE_TIMEOUT` seconds and a ``hello``
within :data:`~app.net.protocol.HELLO_TIMEOUT`; a connection in no room closed after
:data:`~app.net.protocol.IDLE_TIMEOUT` silent seconds; pings every
:data:`~app.net.protocol.PING_INTERVAL` seconds; at most
:data:`~app.net.protocol.MAX_PENDING_MESSAGES` frames waiting for a slow reader; a few wrong
invite codes or too many refused messages close the connection. A ``create_room`` with a saved
game or a custom deck is checked in a worker process (never in the loop every room shares),
within a budget per connection, address and server (beyond it: ``error busy``; docs/protocol.md,
"Costly messages").

Limits per address (:mod:`app.net.limits`: an IPv4 address or an IPv6 /64, behind a trusted
reverse proxy the client's from ``X-Forwarded-For``): connections held and still opening, rooms
made, rooms entered a second, and the characters of whole games (and the room list) sent a
second, so that one address cannot take the server (docs/protocol.md, "Limits per address and
timeouts"). The time-outs and budgets read the clock the server is given, so tests move time
themselves and call :meth:`Server.sweep`.

Everything is logged through :mod:`logging` (logger ``app.net.server``), nothing is printed.

Why one module of over 800 lines: every limit of docs/protocol.md is enforced here, beside the
connection it guards (the game itself is the room's, the words the protocol's).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import ssl
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from app.net.limits import (
    AddressBook,
    AddressLimits,
    Bucket,
    Clock,
    Network,
    address_key,
    client_address,
    is_trusted,
    parse_networks,
)
from app.net.loop import run_to_end
from app.net.protocol import (
    ANSWER_BYTES_BURST,
    ANSWER_BYTES_PER_SECOND,
    CLOSE_GOING_AWAY,
    CLOSE_NORMAL,
    CLOSE_POLICY,
    CLOSE_PROTOCOL,
    CLOSE_TRY_LATER,
    CODE_ALPHABET,
    CODE_LENGTH,
    COSTLY_BURST,
    COSTLY_PER_SECOND,
    DEFAULT_PORT,
    HANDSHAKE_TIMEOUT,
    HELLO_TIMEOUT,
    IDLE_TIMEOUT,
    IPV6_PREFIX,
    JOINS_BURST,
    JOINS_PER_SECOND,
    MAX_CONNECTIONS,
    MAX_CONNECTIONS_PER_ADDRESS,
    MAX_COSTLY_WAITING,
    MAX_MESSAGE_BYTES,
    MAX_PENDING_BYTES,
    MAX_PENDING_MESSAGES,
    MAX_ROOM_REFUSALS,
    MAX_ROOMS,
    MAX_ROOMS_PER_ADDRESS,
    PING_INTERVAL,
    PING_TIMEOUT,
    PROTOCOL_VERSION,
    RATE_BURST,
    RATE_PER_SECOND,
    BadMessage,
    CreateRoom,
    ErrorCode,
    GetRecord,
    Hello,
    HostClaim,
    Join,
    ListRooms,
    Rejoin,
    Request,
    Resync,
    SeatSpec,
    Spectate,
    bye,
    check_json_depth,
    encode,
    error,
    is_costly,
    load_json,
    make_code,
    message,
    parse_client_message,
    parse_client_object,
    request_id_of,
    welcome,
)
from app.net.room import AIPool, CheckedCreate, Room, check_create
from app.rules import GameRecord, Phase

log = logging.getLogger(__name__)

MAX_WRONG_CODES = 5
"""Wrong invite codes a connection may give before it is closed (codes cannot be guessed)."""
ROOM_IDLE_SECONDS = 600.0
"""How long a started game (or an ``auto_start`` room) with nobody connected waits for its
players (``serve`` mode)."""
MAX_CODE_PREFIX = 3
"""The longest ``code_prefix`` (each character costs about 5 of an invite code's 40 bits)."""
SWEEP_SECONDS = 1.0
"""How often the server looks for connections past their ``hello`` or idle time-out (at most)."""

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class ServerConfig:
    """How a server runs; every limit defaults to docs/protocol.md's."""

    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT
    mode: str = "serve"  # "serve": clients create rooms; "host": the program adds one room
    password: str | None = None
    ssl: ssl.SSLContext | None = None
    max_connections: int = MAX_CONNECTIONS
    max_rooms: int = MAX_ROOMS
    max_message_bytes: int = MAX_MESSAGE_BYTES
    rate: float = RATE_PER_SECOND
    burst: int = RATE_BURST
    hello_timeout: float = HELLO_TIMEOUT
    ping_interval: float | None = PING_INTERVAL
    ping_timeout: float | None = PING_TIMEOUT
    ai_workers: int = 1
    check_workers: int = 1
    costly_rate: float = COSTLY_PER_SECOND
    costly_burst: int = COSTLY_BURST
    max_costly_waiting: int = MAX_COSTLY_WAITING
    room_idle_seconds: float = ROOM_IDLE_SECONDS
    max_connections_per_address: int = MAX_CONNECTIONS_PER_ADDRESS
    max_rooms_per_address: int = MAX_ROOMS_PER_ADDRESS
    join_rate: float = JOINS_PER_SECOND
    join_burst: int = JOINS_BURST
    answer_rate: float = ANSWER_BYTES_PER_SECOND
    answer_burst: int = ANSWER_BYTES_BURST
    handshake_timeout: float = HANDSHAKE_TIMEOUT
    idle_timeout: float | None = IDLE_TIMEOUT  # None: never
    ipv6_prefix: int = IPV6_PREFIX
    trusted_proxies: tuple[str, ...] = ()
    """Reverse proxies (addresses or networks) whose ``X-Forwarded-For`` gives the client's
    address (:func:`~app.net.limits.client_address`)."""
    code_prefix: str = ""
    """Every invite code this server makes starts with it (``serve`` mode): a reverse proxy
    in front of several servers sends each room's players to the server of its code."""

    def checked(self) -> ServerConfig:
        """This configuration, or ValueError saying what is wrong with it."""
        if self.mode not in ("serve", "host"):
            raise ValueError("mode is 'serve' or 'host'")
        if len(self.code_prefix) > MAX_CODE_PREFIX or any(
                ch not in CODE_ALPHABET for ch in self.code_prefix):
            raise ValueError(f"a code prefix is at most {MAX_CODE_PREFIX} characters of "
                             f"{CODE_ALPHABET}")
        if not 0 <= self.ipv6_prefix <= 128:
            raise ValueError("an IPv6 prefix is 0 to 128 bits")
        parse_networks(self.trusted_proxies)
        return self


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    """A server TLS context from a certificate chain file and its private key file (paths given
    by the operator on the command line, never by the network).

    :raises OSError, ssl.SSLError: when they cannot be read or do not match.
    """
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


class Connection:
    """One client connection: a :class:`~app.net.room.Peer` with a bounded send queue."""

    def __init__(self, ws: ServerConnection, number: int, address: str = "",
                 now: float = 0.0) -> None:
        """Wrap ``ws`` from ``address`` (the limits' address: :func:`address_key`), opened at
        ``now`` (the server's clock); frames are written by :meth:`run_writer`."""
        self.ws = ws
        self.number = number
        self.address = address
        self.opened = now
        self.last_seen = now  # the last message received, or the room left
        self.checking = False  # a costly create_room of it is being checked
        self.name = ""
        self.hello = False
        self.room: Room | None = None
        self.wrong_codes = 0
        self.bad_messages = 0
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._pending = 0  # characters queued
        self._closing: tuple[int, str] | None = None

    def send(self, text: str) -> None:
        """Queue a frame; a client that leaves too many frames or bytes unread is
        disconnected."""
        if self._closing is not None:
            return
        if self._queue.qsize() >= MAX_PENDING_MESSAGES or (
                self._pending and self._pending + len(text) > MAX_PENDING_BYTES):
            log.warning("connection %d reads too slowly: closed", self.number)
            while not self._queue.empty():  # what it did not read is dropped
                self._queue.get_nowait()
            self._pending = 0
            self.close(CLOSE_POLICY, "too many messages waiting")
            return
        self._pending += len(text)
        self._queue.put_nowait(text)

    def close(self, code: int, reason: str) -> None:
        """Close after the frames already queued."""
        if self._closing is None:
            self._closing = (code, reason[:120])
            self._queue.put_nowait(None)

    @property
    def closing(self) -> bool:
        """Whether the connection is being closed."""
        return self._closing is not None

    async def run_writer(self) -> None:
        """Send the queued frames in order, then close when asked."""
        try:
            while True:
                text = await self._queue.get()
                if text is None:
                    code, reason = self._closing or (1000, "")
                    await self.ws.close(code, reason)
                    return
                self._pending -= len(text)
                await self.ws.send(text)
        except ConnectionClosed:
            return


async def _drain(ws: ServerConnection) -> None:
    with contextlib.suppress(ConnectionClosed):
        async for _ in ws:
            pass


class Server:
    """Rooms over WebSocket in one asyncio loop (see the module's documentation)."""

    def __init__(self, config: ServerConfig | None = None, *,
                 clock: Clock = time.monotonic) -> None:
        """A server that does not listen yet (:meth:`start`). ``clock`` times the limits per
        address and the time-outs of :meth:`sweep` (tests move their own).

        :raises ValueError: for a configuration that cannot work (:meth:`ServerConfig.checked`).
        """
        self.config = c = (config or ServerConfig()).checked()
        self._clock = clock
        self._trusted: tuple[Network, ...] = parse_networks(c.trusted_proxies)
        self.addresses = AddressBook(AddressLimits(
            c.max_connections_per_address, c.max_rooms_per_address, c.join_rate,
            c.join_burst, c.answer_rate, c.answer_burst, c.costly_rate, c.costly_burst),
            clock, keep=4 * c.max_connections)
        self._opening: dict[ServerConnection, str] = {}  # still in the opening handshake
        self._told: set[str] = set()  # trusted proxies that sent no X-Forwarded-For
        self._room_makers: dict[str, str] = {}  # room code -> the address that made it
        self._rooms_text: str | None = None  # the ``rooms`` list, until a room changes
        self._rooms_size = 0  # its length when last made
        self._sweeper: asyncio.Task[None] | None = None
        self.rooms: dict[str, Room] = {}
        self.connections: set[Connection] = set()
        self._pool = AIPool(c.ai_workers)
        self._checker = AIPool(c.check_workers)  # costly create_room messages
        self._checking = 0
        self._checks: set[asyncio.Task[None]] = set()
        self._server: Any = None
        self._numbers = 0
        self._idle: dict[str, asyncio.TimerHandle] = {}
        self.address: tuple[str, int] | None = None

    # ------------------------------------------------------------ rooms of the program

    def host_room(self, name: str, record: GameRecord, seats: Sequence[SeatSpec], *,
                  takeover_seconds: int | None = None, deal_again: bool = False) -> Room:
        """Add the embedding program's room (``host`` mode; call before :meth:`start` or in the
        loop's thread, e.g. through :meth:`ServerThread.call`). Its ``host_token`` lets the
        program's own table sit at the ``host`` seats. ``deal_again``: a saved game hosted
        again, whose cards still face down are dealt anew (see :class:`Room`).

        :raises ValueError: when the seats do not fit the record (see :class:`Room`).
        """
        room = Room(name, record, seats, takeover_seconds=takeover_seconds,
                    decider=self._pool.decide, on_change=self._room_changed,
                    deal_again=deal_again)
        self.rooms[room.code] = room
        self._rooms_text = None
        return room

    # ------------------------------------------------------------ running

    async def start(self) -> tuple[str, int]:
        """Listen; returns the bound (host, port) (port 0 picks a free one)."""
        c = self.config
        self._server = await serve(
            self._handle, c.host, c.port, max_size=c.max_message_bytes,
            ping_interval=c.ping_interval, ping_timeout=c.ping_timeout, ssl=c.ssl,
            server_header=None, max_queue=16, write_limit=2**16, close_timeout=2,
            open_timeout=c.handshake_timeout, create_connection=self._counted_connection())
        sock = next(iter(self._server.sockets))
        host, port = sock.getsockname()[:2]
        self.address = (str(host), int(port))
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep_forever())
        log.info("listening on %s:%d (%s mode%s)", host, port, c.mode,
                 ", TLS" if c.ssl is not None else "")
        log.info("limits: %d connections (%d an address), %d rooms (%d an address), idle "
                 "time-out %s, proxies trusted: %s%s", c.max_connections,
                 c.max_connections_per_address, c.max_rooms, c.max_rooms_per_address,
                 "none" if c.idle_timeout is None else f"{c.idle_timeout:g} s",
                 ", ".join(c.trusted_proxies) or "none",
                 f", invite codes {c.code_prefix}..." if c.code_prefix else "")
        return self.address

    async def stop(self, reason: str = "the server is stopping") -> None:
        """Say ``bye`` to every connection, close them all and stop listening (twice is fine)."""
        for task in list(self._checks):
            task.cancel()
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        for timer in self._idle.values():
            timer.cancel()
        self._idle.clear()
        for room in list(self.rooms.values()):
            room.close(reason)
        for conn in list(self.connections):
            conn.send(encode(bye(reason)))
            conn.close(CLOSE_GOING_AWAY, reason)
        if self._server is not None:
            server, self._server = self._server, None
            server.close(close_connections=False)
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(server.wait_closed(), 5)
        await asyncio.to_thread(self._pool.shutdown, True)
        await asyncio.to_thread(self._checker.shutdown, True)
        log.info("stopped")

    async def serve_forever(self, stop: asyncio.Event) -> None:
        """Run until ``stop`` is set, then :meth:`stop`."""
        await self.start()
        try:
            await stop.wait()
        finally:
            await self.stop()

    # ------------------------------------------------------------ one connection

    def _counted_connection(self) -> type[ServerConnection]:
        """websockets' connection class, counting the connections each address has still in
        their opening handshake (TLS, HTTP upgrade): beyond the limit one is closed at once, so
        connections that never finish opening cannot take the server's sockets."""
        server = self

        class Counted(ServerConnection):
            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                super().connection_made(transport)
                server._opening_made(self, transport)

            def connection_lost(self, exc: Exception | None) -> None:
                server._opening_done(self)
                super().connection_lost(exc)

        return Counted

    def _opening_made(self, ws: ServerConnection, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        host = str(peer[0]) if isinstance(peer, tuple) and peer else ""
        if is_trusted(host, self._trusted):
            return  # a proxy: its clients are told apart once their headers are read
        key = address_key(host, self.config.ipv6_prefix)
        use = self.addresses.use(key)
        use.opening += 1
        self._opening[ws] = key
        if use.opening > self.config.max_connections_per_address and isinstance(
                transport, asyncio.Transport):
            log.warning("%s opens too many connections at once: one closed", key)
            transport.abort()

    def _opening_done(self, ws: ServerConnection) -> None:
        key = self._opening.pop(ws, None)
        if key is not None:
            self.addresses.use(key).opening -= 1

    def address_of(self, ws: ServerConnection) -> str:
        """The address the limits count for connection ``ws``: its peer's, or behind a trusted
        proxy the client's from ``X-Forwarded-For`` (:mod:`app.net.limits`)."""
        remote = ws.remote_address
        host = str(remote[0]) if remote else ""
        forwarded: list[str] = []
        if self._trusted and ws.request is not None:
            forwarded = ws.request.headers.get_all("X-Forwarded-For")
            if not forwarded and is_trusted(host, self._trusted) and host not in self._told:
                self._told.add(host)  # (once a proxy: not for every connection)
                log.warning("the trusted proxy %s sent no X-Forwarded-For: its clients share "
                            "its limits", host)
        return address_key(client_address(host, forwarded, self._trusted),
                           self.config.ipv6_prefix)

    async def _handle(self, ws: ServerConnection) -> None:
        self._opening_done(ws)
        self._numbers += 1
        conn = Connection(ws, self._numbers, self.address_of(ws), self._clock())
        writer = asyncio.get_running_loop().create_task(conn.run_writer())
        admitted = False
        try:
            held = self.addresses.use(conn.address).connections
            if held >= self.config.max_connections_per_address:
                log.warning("refused a connection: %s holds %d", conn.address, held)
                conn.send(encode(error(ErrorCode.ADDRESS_LIMIT, (
                    f"this address holds {held} connections to this server, the most it may: "
                    "close one first"))))
                conn.close(CLOSE_TRY_LATER, "too many connections from this address")
                return
            if len(self.connections) >= self.config.max_connections:
                log.warning("refused a connection: %d connections", len(self.connections))
                conn.send(encode(error(ErrorCode.SERVER_FULL, "the server is full")))
                conn.close(CLOSE_TRY_LATER, "the server is full")
                return
            self.addresses.use(conn.address).connections += 1
            admitted = True
            self.connections.add(conn)
            await self._serve(conn)
        except ConnectionClosed:
            pass
        except Exception:  # a bug must cost one connection, never the server
            log.exception("connection %d failed", conn.number)
            conn.close(1011, "internal error")
        finally:
            if admitted:
                self.addresses.use(conn.address).connections -= 1
            self.connections.discard(conn)
            self._leave_room(conn)
            if not conn.closing:
                conn.close(1000, "")
            with contextlib.suppress(asyncio.TimeoutError, ConnectionClosed):
                # frames still arriving are read and dropped, so the client's closing frame
                # is seen and the close completes at once instead of after a time-out
                await asyncio.wait_for(asyncio.gather(_drain(ws), asyncio.shield(writer)), 5)
            writer.cancel()

    async def _serve(self, conn: Connection) -> None:
        ws = conn.ws
        bucket = Bucket(self.config.rate, self.config.burst, self._clock)
        first = await ws.recv()  # (sweep() closes a connection that sends no hello in time)
        conn.last_seen = self._clock()
        if conn.closing or not self._hello(conn, first):
            return
        async for data in ws:
            if conn.closing:
                return
            conn.last_seen = self._clock()
            if not bucket.take():
                log.warning("connection %d sends too fast: closed", conn.number)
                conn.send(encode(error(ErrorCode.TOO_FAST, "too many messages: slow down",
                                       _id_of_text(data))))
                conn.send(encode(bye("too many messages")))
                conn.close(CLOSE_POLICY, "too many messages")
                return
            self._message(conn, data)

    async def _sweep_forever(self) -> None:
        c = self.config
        every = min(SWEEP_SECONDS, c.hello_timeout / 4,
                    SWEEP_SECONDS if c.idle_timeout is None else c.idle_timeout / 4)
        while True:
            await asyncio.sleep(max(every, 0.01))
            self.sweep()

    def sweep(self) -> None:
        """Close the connections past a time-out (by the server's clock; the server calls it
        every second or so): no ``hello`` within ``hello_timeout`` of connecting, or in no room
        and silent for ``idle_timeout``. Each gets ``bye`` saying why."""
        now = self._clock()
        c = self.config
        for conn in list(self.connections):
            if conn.closing:
                continue
            if not conn.hello:
                if now - conn.opened >= c.hello_timeout:
                    log.info("connection %d sent no hello in time", conn.number)
                    conn.send(encode(bye("no hello in time")))
                    conn.close(CLOSE_POLICY, "no hello in time")
            elif (conn.room is None and c.idle_timeout is not None
                  and now - conn.last_seen >= c.idle_timeout):
                log.info("connection %d was idle in no room: closed", conn.number)
                conn.send(encode(bye(f"idle: in no room and silent for {c.idle_timeout:g} s")))
                conn.close(CLOSE_NORMAL, "idle")

    def _hello(self, conn: Connection, data: str | bytes) -> bool:
        try:
            req = parse_client_message(data)
        except BadMessage as exc:
            conn.send(encode(error(exc.code, exc.message, _id_of_text(data))))
            conn.close(CLOSE_POLICY, "the first message must be hello")
            return False
        hello = req.message
        if not isinstance(hello, Hello):
            conn.send(encode(error(ErrorCode.HELLO_FIRST, "the first message must be hello",
                                   req.id)))
            conn.close(CLOSE_POLICY, "the first message must be hello")
            return False
        if hello.protocol != PROTOCOL_VERSION:
            older = hello.protocol < PROTOCOL_VERSION
            text = (f"this server speaks protocol {PROTOCOL_VERSION}, the client "
                    f"{hello.protocol}: " + ("update the client (a newer Project L, or a "
                                             "client written for protocol "
                                             f"{PROTOCOL_VERSION})" if older else
                                             "the server is older than the client: use "
                                             "a server that speaks it"))
            refusal = error(ErrorCode.PROTOCOL, text, req.id)
            refusal["protocol"] = PROTOCOL_VERSION
            refusal["update"] = "client" if older else "server"
            conn.send(encode(refusal))
            conn.close(CLOSE_PROTOCOL, "another protocol version")
            return False
        password = self.config.password
        if password is not None and (hello.password is None or not secrets.compare_digest(
                hello.password.encode("utf-8"), password.encode("utf-8"))):
            log.info("connection %d gave a wrong password", conn.number)
            conn.send(encode(error(ErrorCode.WRONG_PASSWORD, "wrong password", req.id)))
            conn.close(CLOSE_POLICY, "wrong password")
            return False
        conn.hello = True
        conn.name = hello.name
        reply = welcome()
        if req.id is not None:
            reply["id"] = req.id
        reply["mode"] = self.config.mode
        conn.send(encode(reply))
        return True

    def _message(self, conn: Connection, data: str | bytes) -> None:
        request_id: int | None = None
        try:
            if isinstance(data, bytes):
                raise BadMessage(ErrorCode.BAD_MESSAGE, "messages are text frames")
            obj = load_json(data, check_depth=False)  # a costly one is checked elsewhere
            request_id = request_id_of(obj)  # (the answer to a wrong message carries it too)
            if is_costly(obj):
                self._check_costly(conn, data, request_id)
                return
            check_json_depth(obj)
            req = parse_client_object(obj)
            self._dispatch(conn, req)
        except BadMessage as exc:
            self._refuse(conn, exc, request_id)

    def _refuse(self, conn: Connection, exc: BadMessage, request_id: int | None) -> None:
        conn.bad_messages += 1
        conn.send(encode(error(exc.code, exc.message, request_id)))
        if exc.code is ErrorCode.BAD_CODE or exc.code is ErrorCode.NO_SUCH_ROOM:
            # (a seat the room lacks, no_such_seat, is no guess at a code: the code was right)
            conn.wrong_codes += 1
        if conn.wrong_codes > MAX_WRONG_CODES or conn.bad_messages > MAX_ROOM_REFUSALS:
            log.warning("connection %d: too many refused messages, closed", conn.number)
            conn.send(encode(bye("too many refused messages")))
            conn.close(CLOSE_POLICY, "too many refused messages")

    # ------------------------------------------------------------ costly create_room

    def _check_costly(self, conn: Connection, text: str, request_id: int | None) -> None:
        """A ``create_room`` with a saved game or a custom deck: checked in the checker's
        process (never in this loop), within the budget: one at a time per connection,
        ``costly_rate`` per address, ``max_costly_waiting`` on the whole server."""
        self._may_create(conn)
        if conn.checking or self._checking >= self.config.max_costly_waiting:
            raise BadMessage(ErrorCode.BUSY, "the server is checking other saved games and "
                             "decks: try again in a moment")
        if not self.addresses.take(conn.address, "costly"):
            log.info("connection %d: too many costly requests from its address", conn.number)
            raise BadMessage(ErrorCode.BUSY, "too many saved games and decks from this "
                             "address: try again in a few seconds")
        conn.checking = True
        self._checking += 1
        task = asyncio.get_running_loop().create_task(
            self._create_checked(conn, text, request_id))
        self._checks.add(task)
        task.add_done_callback(self._checks.discard)

    async def _create_checked(self, conn: Connection, text: str,
                              request_id: int | None) -> None:
        try:
            checked = await self._checker.run(check_create, text)
        except Exception:  # a broken pool (its process killed): a new one next time
            log.exception("checking connection %d's create_room failed", conn.number)
            self._checker.shutdown()
            self._checker = AIPool(self.config.check_workers)
            checked = CheckedCreate(None, error=(ErrorCode.BUSY, "the check failed: try again"))
        finally:
            conn.checking = False
            self._checking -= 1
        if conn.closing or conn not in self.connections:
            return
        try:
            if checked.error is not None:
                raise BadMessage(*checked.error)
            assert checked.request is not None
            msg = checked.request.message
            assert isinstance(msg, CreateRoom)
            self._may_create(conn)  # the connection may have entered a room meanwhile
            self._create(conn, msg, checked.request.id, checked.replayed)
        except BadMessage as exc:
            self._refuse(conn, exc, request_id)
        except Exception:  # a bug must cost one connection, never the server (as _handle)
            log.exception("connection %d failed", conn.number)
            conn.close(1011, "internal error")

    def _may_create(self, conn: Connection) -> None:
        if self.config.mode != "serve":
            raise BadMessage(ErrorCode.NOT_ALLOWED, "this server hosts one game: join it")
        if conn.room is not None:
            raise BadMessage(ErrorCode.ALREADY_IN_ROOM, "leave this room first")
        if len(self.rooms) >= self.config.max_rooms:
            raise BadMessage(ErrorCode.TOO_MANY_ROOMS, "the server has its most rooms")
        made = self.addresses.use(conn.address).rooms
        if made >= self.config.max_rooms_per_address:
            raise BadMessage(ErrorCode.ADDRESS_LIMIT, (
                f"this address made {made} rooms that are still open, the most it may"))

    def _room_of(self, code: str) -> Room:
        room = self.rooms.get(code)
        if room is None or room.closed:
            raise BadMessage(ErrorCode.NO_SUCH_ROOM, "no room has this invite code")
        return room

    def _charge(self, conn: Connection, size: int) -> None:
        """Take ``size`` characters from the address's budget of big answers (a whole game or
        the room list: what grows with a game or the server).

        :raises BadMessage: ``busy`` when it is spent.
        """
        if size and not self.addresses.take(conn.address, "answers", size):
            log.info("connection %d: its address asks for too much, answered busy",
                     conn.number)
            raise BadMessage(ErrorCode.BUSY, "this address was sent much of this server's "
                             "games already: try again in a few seconds")

    def _enter_cost(self, code: str) -> int:
        """What entering the room of ``code`` sends: its game, and a finished game's record."""
        room = self.rooms.get(code)
        if room is None or room.closed:
            return 0
        return room.game_size() * (2 if room.finished else 1)

    def _rooms_list(self, conn: Connection, request_id: int | None) -> None:
        self._charge(conn, self._rooms_size)  # (charged before it is made again)
        if self._rooms_text is None:
            self._rooms_text = encode({"rooms": [
                r.summary() for r in self.rooms.values() if not r.closed]})
            self._rooms_size = len(self._rooms_text)
        head = encode(message("rooms", request_id))
        conn.send(f"{head[:-1]},{self._rooms_text[1:]}")

    def _dispatch(self, conn: Connection, req: Request) -> None:
        msg = req.message
        if isinstance(msg, Hello):
            raise BadMessage(ErrorCode.NOT_ALLOWED, "hello was said already")
        if isinstance(msg, ListRooms):
            self._rooms_list(conn, req.id)
            return
        if isinstance(msg, CreateRoom | Join | Rejoin | Spectate | HostClaim):
            if conn.room is not None and not (
                    isinstance(msg, Join | HostClaim) and msg.code == conn.room.code):
                raise BadMessage(ErrorCode.ALREADY_IN_ROOM, "leave this room first")
        if isinstance(msg, CreateRoom):
            self._create(conn, msg, req.id)
            return
        if isinstance(msg, Join | Rejoin | Spectate | HostClaim):
            if not self.addresses.take(conn.address, "joins"):
                log.info("connection %d: its address enters rooms too often", conn.number)
                raise BadMessage(ErrorCode.BUSY, "rooms are entered too often from this "
                                 "address: try again in a few seconds")
            self._charge(conn, self._enter_cost(msg.code))
        elif isinstance(msg, Resync) and conn.room is not None:
            self._charge(conn, conn.room.game_size())
        elif isinstance(msg, GetRecord) and conn.room is not None:
            self._charge(conn, conn.room.game_size())
        if isinstance(msg, Join):
            room = self._room_of(msg.code)
            room.join(conn, msg.name or conn.name, msg.seat, req.id)
        elif isinstance(msg, Rejoin):
            room = self._room_of(msg.code)
            room.rejoin(conn, msg.seat, msg.token, req.id)
        elif isinstance(msg, Spectate):
            room = self._room_of(msg.code)
            room.spectate(conn, msg.name or conn.name, req.id)
        elif isinstance(msg, HostClaim):
            room = self._room_of(msg.code)
            room.claim_host(conn, msg.host_token, msg.seat, req.id)
        else:
            if conn.room is None:
                raise BadMessage(ErrorCode.NOT_IN_ROOM, "join a room first")
            room = conn.room
            room.handle(conn, msg, req.id)
            if conn not in room.members:
                conn.room = None
                conn.last_seen = self._clock()
                self._check_empty(room)
            return
        conn.room = room
        idle = self._idle.pop(room.code, None)
        if idle is not None:
            idle.cancel()

    def _create(self, conn: Connection, msg: CreateRoom, request_id: int | None,
                replayed: Phase | None = None) -> None:
        self._may_create(conn)
        try:
            room = Room.from_setup(msg.name or f"Room {len(self.rooms) + 1}", msg.setup,
                                   decider=self._pool.decide, on_change=self._room_changed,
                                   replayed=replayed, code=self._new_code())
        except ValueError as exc:
            raise BadMessage(ErrorCode.BAD_SETUP, str(exc)) from None
        self.rooms[room.code] = room
        self._rooms_text = None
        self._room_makers[room.code] = conn.address
        self.addresses.use(conn.address).rooms += 1
        room.add_host(conn, conn.name)
        conn.room = room
        log.info("room %s created (%d rooms)", room.name, len(self.rooms))
        conn.send(encode(message("room_created", request_id, code=room.code,
                                 host_token=room.host_token, seat=None)))
        conn.send(encode(room.lobby()))

    def _new_code(self) -> str:
        """An invite code no room has, starting with the ``code_prefix``."""
        prefix = self.config.code_prefix
        while True:  # (31^8 codes, or 31^(8 - prefix): practically always the first)
            code = prefix + make_code()[:CODE_LENGTH - len(prefix)]
            if code not in self.rooms:
                return code

    # ------------------------------------------------------------ rooms coming and going

    def _leave_room(self, conn: Connection) -> None:
        room = conn.room
        conn.room = None
        if room is not None:
            room.disconnect(conn)
            self._check_empty(room)

    def _room_changed(self, room: Room) -> None:
        self._rooms_text = None
        if room.finished:
            self._check_empty(room)

    def _check_empty(self, room: Room) -> None:
        if self.config.mode != "serve" or not room.empty or room.code not in self.rooms:
            return
        # a game under way waits for its players; so does a room that starts by itself (its
        # maker need not stay: the bots it invited come later)
        waits = (room.started and not room.finished) or (room.auto_start and not room.started)
        if not waits:
            self._remove(room.code)
        elif room.code not in self._idle:
            loop = asyncio.get_running_loop()
            self._idle[room.code] = loop.call_later(
                self.config.room_idle_seconds, self._remove_if_empty, room.code)

    def _remove_if_empty(self, code: str) -> None:
        self._idle.pop(code, None)
        room = self.rooms.get(code)
        if room is not None and room.empty:
            self._remove(code)

    def _remove(self, code: str) -> None:
        room = self.rooms.pop(code, None)
        self._rooms_text = None
        maker = self._room_makers.pop(code, None)
        if maker is not None:
            self.addresses.use(maker).rooms -= 1
        if room is not None:
            room.close("the room is closed")
            log.info("room %s removed (%d rooms)", room.name, len(self.rooms))


def _id_of_text(data: str | bytes) -> int | None:
    """The ``id`` of a message that is refused before it is read (not JSON: none)."""
    try:
        return request_id_of(load_json(data, check_depth=False))
    except BadMessage:
        return None


class ServerThread:
    """A :class:`Server` in its own asyncio loop in a daemon thread (the game program hosting)."""

    def __init__(self, server: Server) -> None:
        """Run ``server`` once :meth:`start` is called."""
        self.server = server
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stopped: asyncio.Event | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self.address: tuple[str, int] | None = None

    def start(self, timeout: float = 10.0) -> tuple[str, int]:
        """Start listening; returns the bound (host, port).

        :raises OSError: when the address cannot be used (the port is taken...).
        """
        if self.address is not None:
            return self.address
        self._thread = threading.Thread(target=self._run, name="project-l-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the server did not start in time")
        if self._failure is not None:
            failure, self._failure = self._failure, None
            self._thread.join(timeout)
            raise failure
        assert self.server.address is not None
        self.address = self.server.address
        return self.address

    def _run(self) -> None:
        self._loop = asyncio.new_event_loop()
        run_to_end(self._loop, self._main())

    async def _main(self) -> None:
        self._stopped = asyncio.Event()
        try:
            await self.server.start()
        except BaseException as exc:  # handed to the thread that called start(), raised there
            self._failure = exc
            self._ready.set()
            return
        self._ready.set()
        try:
            await self._stopped.wait()
        finally:
            await self.server.stop()
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            if tasks:
                await asyncio.wait(tasks, timeout=5)

    def call(self, function: Callable[..., T], *args: Any, timeout: float = 10.0) -> T:
        """Run ``function(*args)`` in the server's loop thread and return its result (rooms
        and the server are used from that thread only)."""
        loop = self._loop
        if loop is None or not loop.is_running():
            return function(*args)

        async def run() -> T:
            return function(*args)

        return asyncio.run_coroutine_threadsafe(run(), loop).result(timeout)

    def stop(self, timeout: float = 10.0) -> None:
        """``bye`` to everyone, every connection closed, the thread joined (twice is fine)."""
        loop, stopped, thread = self._loop, self._stopped, self._thread
        if thread is None:
            return
        if loop is not None and stopped is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stopped.set)
        thread.join(timeout)
        self._thread = None
        self.address = None
