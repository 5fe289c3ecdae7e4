"""Finding games on the local network: a UDP query broadcast, answered by each hosting program.

A client sends ``{"type": "discover", "protocol": 2}`` to port 47471 of the broadcast addresses
(255.255.255.255 and each interface's own); every program that offers its game on the local
network answers by unicast with ``{"type": "game", "name", "host_name", "port", "players",
"seats_free", "protocol", "tls"}`` (docs/protocol.md, "LAN discovery"). The answer never holds
the invite code: joining still needs it.

Datagrams over 1 KiB, or not of this shape, are ignored on both sides: nothing received is
evaluated or used as anything but plain values. Qt-free; the join dialog runs :func:`discover`
in a job's thread, the hosting program starts a :class:`Responder`.
"""

from __future__ import annotations

import json
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from app.net.protocol import PROTOCOL_VERSION
from app.rules import clean_name_text

DISCOVERY_PORT = 47471
"""The UDP port hosting programs listen on for discovery queries."""
MAX_DATAGRAM = 1024
"""Datagrams longer than this are ignored (a query or an answer is far shorter)."""
PROTOCOL = PROTOCOL_VERSION
"""The protocol version a query gives and an answer says (the major version of
docs/protocol.md): a program answers a query of any version with its own, so that a program of
another version lists the game as one it cannot join rather than not at all."""
_TEXT_LIMIT = 64  # a name shown in the list is cut to this many characters

Describe = Callable[[], Mapping[str, Any]]
"""Gives the hosted game's description now: name, host_name, port, players, seats_free, tls."""


@dataclass(frozen=True, slots=True)
class GameOffer:
    """A game offered on the local network (an answer to a discovery query)."""

    name: str
    host_name: str
    address: str  # where the answer came from: the host to connect to
    port: int
    players: int
    seats_free: int
    protocol: int
    tls: bool

    @property
    def url(self) -> str:
        """The WebSocket URL to join the game at."""
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"{'wss' if self.tls else 'ws'}://{host}:{self.port}/"


def _clean_text(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    # control characters and bidi overrides would garble the list: names are kept as names
    # are (docs/formats.md "Names")
    return clean_name_text(value, _TEXT_LIMIT)


def _count(value: object, high: int) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
        return None
    return value


def _message(data: bytes, kind: str) -> dict[str, Any] | None:
    """The JSON object of a datagram whose ``type`` is ``kind``, or None (too long, not JSON,
    not such an object)."""
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        obj = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return obj if isinstance(obj, dict) and obj.get("type") == kind else None


def parse_offer(data: bytes, address: str) -> GameOffer | None:
    """The offer a datagram from ``address`` carries, or None when it is not one (too long,
    not JSON, not an object of the right shape)."""
    obj = _message(data, "game")
    if obj is None:
        return None
    name = _clean_text(obj.get("name"))
    host_name = _clean_text(obj.get("host_name", ""))
    port = _count(obj.get("port"), 65535)
    players = _count(obj.get("players"), 4)
    free = _count(obj.get("seats_free"), 4)
    protocol = _count(obj.get("protocol"), 1000)
    tls = obj.get("tls", False)
    if name is None or host_name is None or port is None or port == 0 or players is None \
            or free is None or protocol is None or not isinstance(tls, bool):
        return None
    return GameOffer(name or "?", host_name, address, port, players, free, protocol, tls)


def is_query(data: bytes) -> bool:
    """Whether a datagram is a discovery query (of any protocol version: the answer says
    ours)."""
    obj = _message(data, "discover")
    version = obj.get("protocol") if obj is not None else None
    return isinstance(version, int) and not isinstance(version, bool)


def query_bytes() -> bytes:
    """The query datagram."""
    return json.dumps({"type": "discover", "protocol": PROTOCOL}).encode("utf-8")


def answer_bytes(description: Mapping[str, Any]) -> bytes:
    """The answer datagram for a game's description (cut to fit one datagram)."""
    obj = {
        "type": "game",
        "name": str(description.get("name", ""))[:_TEXT_LIMIT],
        "host_name": str(description.get("host_name", ""))[:_TEXT_LIMIT],
        "port": int(description.get("port", 0)),
        "players": int(description.get("players", 0)),
        "seats_free": int(description.get("seats_free", 0)),
        "protocol": PROTOCOL,
        "tls": bool(description.get("tls", False)),
    }
    blob = json.dumps(obj, ensure_ascii=False).encode("utf-8")
    if len(blob) > MAX_DATAGRAM:  # (cannot happen with 64-character names: a safeguard)
        obj["name"] = obj["host_name"] = ""
        blob = json.dumps(obj).encode("utf-8")
    return blob


# ------------------------------------------------------------------ broadcast addresses

def _linux_broadcasts() -> list[str]:
    """Each interface's IPv4 broadcast address (Linux: SIOCGIFBRDADDR)."""
    import fcntl
    import struct

    found: list[str] = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        for _index, name in socket.if_nameindex():
            request = struct.pack("256s", name.encode("utf-8")[:15])
            try:
                reply = fcntl.ioctl(sock.fileno(), 0x8919, request)  # SIOCGIFBRDADDR
            except OSError:
                continue
            address = socket.inet_ntoa(reply[20:24])
            if address not in ("0.0.0.0", "255.255.255.255") and address not in found:
                found.append(address)
    return found


def _guessed_broadcasts() -> list[str]:
    """Elsewhere: each local IPv4 address with its last byte 255 (a /24 network, the usual
    home network; 255.255.255.255 reaches the others)."""
    found: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return found
    for info in infos:
        address = str(info[4][0])
        if address.startswith("127."):
            continue
        guess = ".".join(address.split(".")[:3] + ["255"])
        if guess not in found:
            found.append(guess)
    return found


def broadcast_addresses() -> list[str]:
    """Where a query goes: 255.255.255.255 and each interface's broadcast address."""
    addresses = ["255.255.255.255"]
    try:
        extra = _linux_broadcasts() if sys.platform.startswith("linux") else _guessed_broadcasts()
    except (OSError, ImportError):
        extra = _guessed_broadcasts()
    for address in extra:
        if address not in addresses:
            addresses.append(address)
    return addresses


# ------------------------------------------------------------------ asking

def discover(timeout: float = 1.0, *, port: int = DISCOVERY_PORT,
             targets: Iterable[str] | None = None,
             cancelled: Callable[[], bool] | None = None,
             enough: int | None = None) -> list[GameOffer]:
    """Ask the local network for games and collect the answers for ``timeout`` seconds, or
    until ``enough`` different games have answered (None: for the whole time).

    ``targets`` are the addresses the query goes to (default: :func:`broadcast_addresses`;
    tests give 127.0.0.1), and 127.0.0.1 by default too. A game that answers at several
    addresses (its LAN address and loopback) is listed once, at its LAN address; junk is
    ignored. Blocks: call it off the UI thread.
    """
    # (loopback too: a game hosted on this computer answers there even without a network)
    addresses = list(targets) if targets is not None else [*broadcast_addresses(), "127.0.0.1"]
    offers: dict[tuple[str, str, int], GameOffer] = {}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sock.bind(("", 0))
        query = query_bytes()
        for address in addresses:
            try:
                sock.sendto(query, (address, port))
            except OSError:  # an interface that cannot send (down, no route): the others still
                continue
        end = time.monotonic() + timeout
        while (left := end - time.monotonic()) > 0:
            if cancelled is not None and cancelled():
                break
            if enough is not None and len(offers) >= enough:
                break
            sock.settimeout(min(left, 0.1))
            try:
                data, sender = sock.recvfrom(MAX_DATAGRAM + 1)
            except TimeoutError:
                continue
            except OSError:
                break
            offer = parse_offer(data, str(sender[0]))
            if offer is None:
                continue
            # one game answers once per address it is reached at: listed once, at the address
            # others can use rather than loopback
            key = (offer.host_name, offer.name, offer.port)
            known = offers.get(key)
            offers[key] = offer if known is None else _best(known, offer)
    return list(offers.values())


def _best(known: GameOffer, new: GameOffer) -> GameOffer:
    """Of two answers of one game, the one at an address others can use (not loopback)."""
    if known.address.startswith("127.") and not new.address.startswith("127."):
        return new
    return known


# ------------------------------------------------------------------ answering

class Responder:
    """Answers discovery queries with the hosted game's description, in a thread of its own.

    ``describe()`` is called for each query (from the responder's thread: it must only read
    values). Start it with :meth:`start`, stop it with :meth:`stop` (the socket is closed and the
    thread ends within a fraction of a second). ``port`` 0 binds a free port (tests): the bound
    one is :attr:`port`.
    """

    def __init__(self, describe: Describe, *, port: int = DISCOVERY_PORT,
                 host: str = "") -> None:
        self._describe = describe
        self._stop = threading.Event()
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._sock.bind((host, port))
        self._sock.settimeout(0.2)
        self._thread = threading.Thread(target=self._run, name="discovery-responder",
                                        daemon=True)
        self.answered = 0
        """How many queries were answered (for tests)."""

    @property
    def port(self) -> int:
        """The UDP port it listens on."""
        return int(self._sock.getsockname()[1])

    def start(self) -> None:
        """Start answering."""
        self._thread.start()

    def stop(self) -> None:
        """Stop answering and close the socket."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(2.0)
        self._sock.close()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                data, sender = self._sock.recvfrom(MAX_DATAGRAM + 1)
            except TimeoutError:
                continue
            except OSError:
                return
            if not is_query(data):
                continue
            try:
                blob = answer_bytes(self._describe())
            except (TypeError, ValueError):  # a description that is not values: no answer
                continue
            # counted before the answer leaves, so whoever has received it sees it counted
            # (counted after, a test that read the count on receipt sometimes read 0)
            self.answered += 1
            try:
                self._sock.sendto(blob, sender)
            except OSError:
                self.answered -= 1
