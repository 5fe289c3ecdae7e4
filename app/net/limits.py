"""Limits per address: what one client address may hold and ask of a server, and how a
connection's address is found (behind a trusted reverse proxy too).

An *address*, for the limits, is what one household or one user holds: an IPv4 address, or an
IPv6 **/64** (:data:`~app.net.protocol.IPV6_PREFIX`: an IPv6 user is given a whole /64 and can
pick any address in it), an IPv4-mapped IPv6 address counting as its IPv4 address. Behind a
reverse proxy every connection comes from the proxy: the server then takes the client's address
from the ``X-Forwarded-For`` header, but only from proxies the operator named as trusted
(``project-l serve --trust-proxy``), so a client cannot choose its own address by sending the
header.

Qt-free and socket-free: :class:`~app.net.server.Server` keeps one :class:`AddressBook`, and
every time it reads comes from the clock it is given (tests move a clock of their own).
docs/protocol.md, "Limits per address and timeouts", is this module in prose.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from app.net.protocol import IPV6_PREFIX

Clock = Callable[[], float]
"""Seconds from an arbitrary start, never going back (``time.monotonic`` by default)."""

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


class Bucket:
    """A token bucket: ``rate`` tokens a second, at most ``burst`` saved, full at first."""

    def __init__(self, rate: float, burst: float, clock: Clock) -> None:
        """An empty-handed client starts with ``burst`` tokens."""
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self._clock = clock
        self.last = clock()

    def take(self, amount: float = 1.0) -> bool:
        """Take ``amount`` tokens (at most the burst: a cost larger than the burst costs a full
        bucket); False, and nothing taken, when there are not enough."""
        self.refill()
        amount = min(amount, self.burst)
        if self.tokens < amount:
            return False
        self.tokens -= amount
        return True

    def refill(self) -> bool:
        """Add the tokens earned since the last look; whether the bucket is full."""
        now = self._clock()
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.last) * self.rate)
        self.last = now
        return self.tokens >= self.burst


def address_key(text: str, ipv6_prefix: int = IPV6_PREFIX) -> str:
    """The address the limits count for a peer's ``text``: an IPv4 address as it is, an IPv6
    address as its network of ``ipv6_prefix`` bits (``2001:db8:1:2::/64``), an IPv4-mapped IPv6
    address as the IPv4 address; anything else (a Unix socket's path, nothing) as it is."""
    try:
        ip = ipaddress.ip_address(text.split("%", 1)[0])  # (a zone: fe80::1%eth0)
    except ValueError:
        return text
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, ipv6_prefix), strict=False))
    return str(ip)


def parse_networks(texts: Iterable[str]) -> tuple[Network, ...]:
    """Addresses or networks (``127.0.0.1``, ``10.0.0.0/8``, ``::1``) as networks.

    :raises ValueError: naming the first that is neither.
    """
    out = []
    for text in texts:
        try:
            out.append(ipaddress.ip_network(text.strip(), strict=False))
        except ValueError:
            raise ValueError(f"not an IP address or network: {text!r}") from None
    return tuple(out)


def _in(text: str, networks: Sequence[Network]) -> bool:
    try:
        ip = ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip.version == net.version and ip in net for net in networks)


def is_trusted(peer: str, trusted: Sequence[Network]) -> bool:
    """Whether ``peer`` is one of the trusted proxies."""
    return bool(trusted) and _in(peer, trusted)


def client_address(peer: str, forwarded: Sequence[str], trusted: Sequence[Network]) -> str:
    """The client's address for the limits (before :func:`address_key`): ``peer`` (the TCP
    peer's address), unless ``peer`` is a trusted proxy: then the right-most entry of the
    ``X-Forwarded-For`` headers ``forwarded`` that is not itself a trusted proxy (each proxy
    appends the address it received the connection from: entries further left were written by
    the client and are not believed). A trusted proxy that sent no usable entry leaves the
    proxy's own address (and the log says why the limits then bind everyone together)."""
    if not is_trusted(peer, trusted):
        return peer
    entries = [part.strip() for header in forwarded for part in header.split(",")]
    found = peer
    for entry in reversed(entries):
        entry = _bare(entry)
        try:
            ipaddress.ip_address(entry.split("%", 1)[0])
        except ValueError:
            return found  # garbage: not written by a proxy we trust
        found = entry
        if not _in(entry, trusted):
            return entry
    return found


def _bare(entry: str) -> str:
    """An X-Forwarded-For entry without a port or brackets (``[2001:db8::1]:443``,
    ``192.0.2.1:5000``), as some proxies write it."""
    if entry.startswith("["):
        return entry[1:].split("]", 1)[0]
    if entry.count(":") == 1:
        return entry.split(":", 1)[0]
    return entry


@dataclass(frozen=True, slots=True)
class AddressLimits:
    """The limits of one address (docs/protocol.md has their defaults)."""

    connections: int
    rooms: int
    join_rate: float
    join_burst: int
    answer_rate: float
    answer_burst: int
    costly_rate: float
    costly_burst: int


@dataclass(slots=True)
class AddressUse:
    """What one address holds now, and its budgets."""

    opening: int = 0  # TCP connections still in their opening handshake
    connections: int = 0
    rooms: int = 0
    buckets: dict[str, Bucket] = field(default_factory=dict)

    def idle(self) -> bool:
        """Whether it holds nothing and every budget is whole again (it can be forgotten)."""
        return (not self.opening and not self.connections and not self.rooms
                and all(b.refill() for b in self.buckets.values()))


class AddressBook:
    """Every address's :class:`AddressUse`; an address that holds nothing and whose budgets are
    whole again is forgotten, so the book stays as small as the addresses in use."""

    def __init__(self, limits: AddressLimits, clock: Clock, *, keep: int = 1000) -> None:
        """``keep``: how many addresses are kept before the forgettable ones are dropped."""
        self.limits = limits
        self._clock = clock
        self._keep = keep
        self._uses: dict[str, AddressUse] = {}

    def __len__(self) -> int:
        return len(self._uses)

    def use(self, key: str) -> AddressUse:
        """The use of address ``key`` (made when it is new)."""
        use = self._uses.get(key)
        if use is None:
            if len(self._uses) >= self._keep:
                self._uses = {k: u for k, u in self._uses.items() if not u.idle()}
            use = self._uses[key] = AddressUse()
        return use

    def peek(self, key: str) -> AddressUse | None:
        """The use of ``key`` if the book has it (nothing made)."""
        return self._uses.get(key)

    def take(self, key: str, budget: str, amount: float = 1.0) -> bool:
        """Take ``amount`` from the address's ``budget`` (``joins``, ``answers`` or
        ``costly``); False when it is spent."""
        use = self.use(key)
        bucket = use.buckets.get(budget)
        if bucket is None:
            rate, burst = self._budget(budget)
            bucket = use.buckets[budget] = Bucket(rate, burst, self._clock)
        return bucket.take(amount)

    def _budget(self, budget: str) -> tuple[float, int]:
        limits = self.limits
        if budget == "joins":
            return limits.join_rate, limits.join_burst
        if budget == "answers":
            return limits.answer_rate, limits.answer_burst
        if budget == "costly":
            return limits.costly_rate, limits.costly_burst
        raise ValueError(f"no budget {budget!r}")
