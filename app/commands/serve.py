"""``project-l serve``: a headless game server with rooms that clients create, list, join and
watch (docs/protocol.md).

    project-l serve [--host H] [--port P] [--password PW | --password-file F]
                    [--tls-cert C --tls-key K] [--max-rooms N] [--ai-workers N]
                    [--max-connections N] [--max-connections-per-address N]
                    [--max-rooms-per-address N] [--joins-per-minute N]
                    [--handshake-timeout S] [--idle-timeout S]
                    [--trust-proxy ADDRESS ...] [--code-prefix P]

The limits per address and the time-outs are docs/protocol.md's ("Limits per address and
timeouts"); ``--trust-proxy`` and ``--code-prefix`` are for several servers behind a reverse
proxy (packaging/server/README.md).

It listens until Ctrl+C or SIGTERM, then says ``bye`` to every client, ends its worker
processes and stops. What happens (connections, rooms, refusals) goes to the log on standard
error, its names and words with control characters made visible; the address it serves goes to
standard output, as its first line (``Serving Project L at ws://HOST:PORT/ ...``: with
``--port 0`` that is how the port it picked is known). Exit status 0 when stopped by SIGTERM,
130 by Ctrl+C (SIGINT), 1 when it cannot serve (port taken, unreadable certificate or password
file), 2 for options refused.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
import sys
from typing import Any

from app.commands.options import seconds, whole_number
from app.core.words import CommandText, fill
from app.net.limits import parse_networks
from app.net.protocol import (
    CODE_ALPHABET,
    DEFAULT_PORT,
    HANDSHAKE_TIMEOUT,
    IDLE_TIMEOUT,
    JOINS_PER_SECOND,
    MAX_CONNECTIONS,
    MAX_CONNECTIONS_PER_ADDRESS,
    MAX_PASSWORD_CHARS,
    MAX_ROOMS,
    MAX_ROOMS_PER_ADDRESS,
    PROTOCOL_VERSION,
)
from app.net.server import MAX_CODE_PREFIX, Server, ServerConfig, tls_context
from app.processes import INTERRUPTED
from app.rules import UnreadableFile, read_regular_file, visible

MAX_ROOMS_OPTION = 10_000
MAX_CONNECTIONS_OPTION = 100_000
MAX_AI_WORKERS = 32
MAX_TIMEOUT = 24 * 3600.0


def _network(text: str) -> str:
    """An argparse ``type``: an IP address or network (``10.0.0.0/8``)."""
    try:
        parse_networks([text[:100]])
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text.strip()


def _code_prefix(text: str) -> str:
    """An argparse ``type``: the start of every invite code (any case)."""
    prefix = text.strip().upper()
    if len(prefix) > MAX_CODE_PREFIX or any(ch not in CODE_ALPHABET for ch in prefix):
        raise argparse.ArgumentTypeError(
            f"must be 1 to {MAX_CODE_PREFIX} characters of {CODE_ALPHABET}, not {text[:40]!r}")
    return prefix


def _seconds_or_never(text: str) -> float | None:
    """An argparse ``type``: seconds, or 0 for never."""
    if text.strip() == "0":
        return None
    return seconds(0.0, MAX_TIMEOUT)(text)


def add_parser(sub: Any, name: str) -> None:
    """Register the subcommand."""
    p = sub.add_parser(
        name,
        help="run a game server: rooms that players and bots create, join and watch",
        description="Run a headless Project L server (WebSocket, docs/protocol.md) until "
        "Ctrl+C or SIGTERM.",
    )
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)")
    p.add_argument("--port", type=whole_number(0, 65535), default=DEFAULT_PORT,
                   help=f"TCP port (default {DEFAULT_PORT}; 0 picks a free one)")
    secret = p.add_mutually_exclusive_group()
    secret.add_argument("--password", help="clients must give this password (visible to other "
                        "users of the machine: prefer --password-file)")
    secret.add_argument("--password-file", metavar="FILE",
                        help="read the password from the first line of FILE")
    p.add_argument("--tls-cert", metavar="C", help="TLS certificate chain (PEM): serve wss://")
    p.add_argument("--tls-key", metavar="K", help="the certificate's private key (PEM)")
    p.add_argument("--max-rooms", type=whole_number(1, MAX_ROOMS_OPTION), default=MAX_ROOMS,
                   help=f"most rooms at once, 1-{MAX_ROOMS_OPTION} (default {MAX_ROOMS})")
    p.add_argument("--ai-workers", type=whole_number(1, MAX_AI_WORKERS), default=1,
                   help=f"processes in which AI seats think, 1-{MAX_AI_WORKERS} (default 1)")
    p.add_argument("--max-connections", type=whole_number(1, MAX_CONNECTIONS_OPTION),
                   default=MAX_CONNECTIONS, metavar="N",
                   help=f"most connections at once (default {MAX_CONNECTIONS})")
    limits = p.add_argument_group(
        "limits per address", "An address is an IPv4 address or an IPv6 /64: one household. "
        "docs/protocol.md, \"Limits per address and timeouts\", explains each.")
    limits.add_argument(
        "--max-connections-per-address", type=whole_number(1, MAX_CONNECTIONS_OPTION),
        default=MAX_CONNECTIONS_PER_ADDRESS, metavar="N",
        help=f"most connections one address holds (default {MAX_CONNECTIONS_PER_ADDRESS})")
    limits.add_argument(
        "--max-rooms-per-address", type=whole_number(1, MAX_ROOMS_OPTION),
        default=MAX_ROOMS_PER_ADDRESS, metavar="N",
        help=f"most open rooms made from one address (default {MAX_ROOMS_PER_ADDRESS})")
    limits.add_argument(
        "--joins-per-minute", type=whole_number(1, 60_000),
        default=round(JOINS_PER_SECOND * 60), metavar="N",
        help="rooms one address may enter (join, rejoin, spectate) a minute, after a first "
        f"burst (default {round(JOINS_PER_SECOND * 60)})")
    limits.add_argument(
        "--handshake-timeout", type=seconds(0.0, MAX_TIMEOUT), default=HANDSHAKE_TIMEOUT,
        metavar="S", help="seconds a new connection has to finish opening (TLS, WebSocket "
        f"upgrade; default {HANDSHAKE_TIMEOUT:g})")
    limits.add_argument(
        "--idle-timeout", type=_seconds_or_never, default=IDLE_TIMEOUT, metavar="S",
        help="seconds a connection in no room may stay silent before it is closed "
        f"(default {IDLE_TIMEOUT:g}; 0: never)")
    proxy = p.add_argument_group(
        "behind a reverse proxy", "packaging/server/README.md: several servers behind "
        "HAProxy or nginx.")
    proxy.add_argument(
        "--trust-proxy", type=_network, action="append", default=[], metavar="ADDRESS",
        help="a reverse proxy (address or network; again for more) whose X-Forwarded-For "
        "header gives the client's address for the limits")
    proxy.add_argument(
        "--code-prefix", type=_code_prefix, default="", metavar="P",
        help=f"every invite code this server makes starts with P (1-{MAX_CODE_PREFIX} "
        "characters), so a proxy can send each room's players to this server")


class ServeText(CommandText):
    """What ``project-l serve`` says, in the system's language."""

    def serving(self, url: str, rooms: int) -> str:
        """The first line: where it serves."""
        return fill(self.tr("Serving Project L at %1 (protocol %2, at most %n room(s)); "
                            "stop with Ctrl+C", "", rooms), url, PROTOCOL_VERSION)

    def stopped(self) -> str:
        """The last line."""
        return self.tr("The server has stopped.")

    def no_password(self, path: str, why: str) -> str:
        """The password file cannot be used."""
        return fill(self.tr("Cannot read the password file %1: %2"), path, why)

    def empty_password(self, path: str) -> str:
        """The password file has no password."""
        return fill(self.tr("The password file %1 holds no password."), path)

    def no_tls(self, why: str) -> str:
        """The certificate or key cannot be used."""
        return fill(self.tr("Cannot use the TLS certificate and key: %1"), why)

    def no_listen(self, host: str, port: int, why: str) -> str:
        """The address cannot be listened on."""
        return fill(self.tr("Cannot listen on %1, port %2: %3"), host, port, why)


class VisibleFormatter(logging.Formatter):
    """Log lines whose message shows control characters as escapes (:func:`visible`): the
    names and words in them come from the network. (A traceback, which is ours, is kept.)"""

    def formatMessage(self, record: logging.LogRecord) -> str:
        """The line, the message made visible."""
        record.message = visible(record.message)
        return super().formatMessage(record)


def _password(args: argparse.Namespace, text: ServeText) -> tuple[str | None, str | None]:
    """(password, problem)."""
    if args.password_file is None:
        return args.password, None
    try:
        blob = read_regular_file(args.password_file, 64 * 1024, "a password file")
        lines = blob.decode("utf-8").splitlines()
    except (UnreadableFile, UnicodeDecodeError) as exc:
        return None, text.no_password(args.password_file, text.words.problem(exc))
    password = lines[0].strip() if lines else ""
    if not password or len(password) > MAX_PASSWORD_CHARS:
        return None, text.empty_password(args.password_file)
    return password, None


async def _serve(server: Server, text: ServeText) -> bool:
    """Serve until SIGINT or SIGTERM; whether it was SIGINT (Ctrl+C)."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    caught: list[int] = []

    def stopping(sig: int) -> None:
        caught.append(sig)
        stop.set()

    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            # (Windows: Ctrl+C is KeyboardInterrupt)
            loop.add_signal_handler(sig, stopping, sig)
    host, port = await server.start()
    scheme = "wss" if server.config.ssl is not None else "ws"
    shown = f"[{host}]" if ":" in host else host
    print(text.serving(f"{scheme}://{shown}:{port}/", server.config.max_rooms), flush=True)
    try:
        await stop.wait()
    finally:
        await server.stop()
    return signal.SIGINT in caught


def server_config(args: argparse.Namespace, password: str | None = None,
                  context: ssl.SSLContext | None = None) -> ServerConfig:
    """The server's configuration from the command line's options."""
    return ServerConfig(
        host=args.host, port=args.port, mode="serve", password=password, ssl=context,
        max_rooms=args.max_rooms, ai_workers=args.ai_workers,
        max_connections=args.max_connections,
        max_connections_per_address=args.max_connections_per_address,
        max_rooms_per_address=args.max_rooms_per_address,
        join_rate=args.joins_per_minute / 60.0,
        handshake_timeout=args.handshake_timeout, idle_timeout=args.idle_timeout,
        trusted_proxies=tuple(args.trust_proxy), code_prefix=args.code_prefix)


def run(args: argparse.Namespace) -> int:
    """Run the server until it is told to stop."""
    text = ServeText()
    if (args.tls_cert is None) != (args.tls_key is None):
        print("project-l serve: --tls-cert and --tls-key go together "
              "(see project-l serve --help)", file=sys.stderr)
        return 2
    password, problem = _password(args, text)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    context: ssl.SSLContext | None = None
    if args.tls_cert is not None:
        try:
            context = tls_context(args.tls_cert, args.tls_key)
        except (OSError, ssl.SSLError) as exc:
            print(text.no_tls(str(exc)), file=sys.stderr)
            return 1
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(VisibleFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=logging.INFO, handlers=[handler])
    logging.getLogger("websockets").setLevel(logging.WARNING)
    server = Server(server_config(args, password, context))
    try:
        interrupted = asyncio.run(_serve(server, text))
    except OSError as exc:
        print(text.no_listen(args.host, args.port, exc.strerror or str(exc)), file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Windows, where the loop cannot take signal handlers
        interrupted = True
    print(text.stopped(), flush=True)
    return INTERRUPTED if interrupted else 0
