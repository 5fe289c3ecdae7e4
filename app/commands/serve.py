"""``project-l serve``: a headless game server with rooms that clients create, list, join and
watch (docs/protocol.md).

    project-l serve [--host H] [--port P] [--password PW | --password-file F]
                    [--tls-cert C --tls-key K] [--max-rooms N] [--ai-workers N]

It listens until Ctrl+C or SIGTERM, then says ``bye`` to every client and stops. What happens
(connections, rooms, refusals) goes to the log on standard error; the address it serves goes to
standard output. Exit status 0 when stopped, 1 when it cannot serve (port taken, unreadable
certificate or password file), 2 for options refused.
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

from app.commands.options import whole_number
from app.commands.words import CommandText, fill
from app.net.protocol import DEFAULT_PORT, MAX_PASSWORD_CHARS, MAX_ROOMS, PROTOCOL_VERSION
from app.net.server import Server, ServerConfig, tls_context
from app.rules import UnreadableFile, read_regular_file

MAX_ROOMS_OPTION = 10_000
MAX_AI_WORKERS = 32


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


async def _serve(server: Server, text: ServeText) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.add_signal_handler(sig, stop.set)  # (Windows: Ctrl+C is KeyboardInterrupt)
    host, port = await server.start()
    scheme = "wss" if server.config.ssl is not None else "ws"
    shown = f"[{host}]" if ":" in host else host
    print(text.serving(f"{scheme}://{shown}:{port}/", server.config.max_rooms), flush=True)
    try:
        await stop.wait()
    finally:
        await server.stop()


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
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)
    config = ServerConfig(host=args.host, port=args.port, mode="serve", password=password,
                          ssl=context, max_rooms=args.max_rooms,
                          ai_workers=args.ai_workers)
    server = Server(config)
    try:
        asyncio.run(_serve(server, text))
    except OSError as exc:
        print(text.no_listen(args.host, args.port, exc.strerror or str(exc)), file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Windows, where the loop cannot take signal handlers
        pass
    print(text.stopped(), flush=True)
    return 0
