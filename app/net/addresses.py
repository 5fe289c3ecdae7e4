"""This computer's network addresses, as a host tells them to friends who join its game.

Qt-free and standard library only (the bundle leaves QtNetwork out). On Linux every interface's
IPv4 address is read with ``SIOCGIFADDR`` and every IPv6 address from ``/proc/net/if_inet6``;
elsewhere the addresses the host name resolves to, plus the ones the system would send from
(a UDP socket "connected" to a documentation address: nothing is sent). Loopback and link-local
addresses are left out: a friend cannot reach them. Nothing here is ever fatal: at worst the
list is empty.
"""

from __future__ import annotations

import ipaddress
import socket
import struct
import sys
from collections.abc import Iterable
from pathlib import Path

_SIOCGIFADDR = 0x8915


def _linux_ipv4() -> list[str]:
    try:
        import fcntl

        names = [name for _i, name in socket.if_nameindex()]
    except (ImportError, OSError, AttributeError):
        return []
    found = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        for name in names:
            try:
                packed = struct.pack("256s", name.encode("utf-8")[:15])
                answer = fcntl.ioctl(sock.fileno(), _SIOCGIFADDR, packed)
            except OSError:
                continue  # an interface without an IPv4 address
            found.append(socket.inet_ntoa(answer[20:24]))
    return found


def _linux_ipv6() -> list[str]:
    try:
        lines = Path("/proc/net/if_inet6").read_text(encoding="ascii").splitlines()
    except (OSError, UnicodeDecodeError):
        return []
    found = []
    for line in lines:
        raw = line.split()[0] if line.split() else ""
        if len(raw) != 32:
            continue
        try:
            found.append(str(ipaddress.IPv6Address(bytes.fromhex(raw))))
        except ValueError:
            continue
    return found


def _resolved() -> list[str]:
    found = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None):
            found.append(str(info[4][0]))
    except (OSError, UnicodeError):
        pass
    for family, probe in ((socket.AF_INET, "192.0.2.1"), (socket.AF_INET6, "2001:db8::1")):
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as sock:
                sock.connect((probe, 9))  # UDP: nothing is sent, the route picks the address
                found.append(str(sock.getsockname()[0]))
        except OSError:
            continue
    return found


def _useful(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        address = ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return None
    if address.is_loopback or address.is_link_local or address.is_unspecified or \
            address.is_multicast:
        return None
    return address


def local_addresses(candidates: Iterable[str] | None = None) -> list[str]:
    """Every address other computers may reach this one at: IPv4 first, then IPv6, each once.

    ``candidates`` replaces what the system says (tests).
    """
    if candidates is None:
        found = _linux_ipv4() + _linux_ipv6() if sys.platform.startswith("linux") else []
        candidates = found + _resolved()
    seen: dict[str, ipaddress.IPv4Address | ipaddress.IPv6Address] = {}
    for text in candidates:
        address = _useful(text)
        if address is not None and str(address) not in seen:
            seen[str(address)] = address
    return sorted(seen, key=lambda a: (seen[a].version, seen[a]))


def with_port(address: str, port: int) -> str:
    """``address:port`` as people type it (``[fd00::2]:47470`` for IPv6)."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"
