"""A game started from the game window on a dedicated server (``project-l serve``).

:class:`ServerHostedGame` is the :class:`~app.model.hosting.HostedGame` of a setup whose
network options name a server (``NetworkOptions.server``): no server runs here and nothing is
offered on the local network. Its :meth:`~ServerHostedGame.start` connects to the server and
sends ``create_room`` with the setup (the person at this computer takes a ``remote`` seat, the
computer's players ``ai`` seats at their levels, friends ``remote`` seats; the deck: classic or
the custom deck's data; the solo difficulty; the names), gets the invite code and the host
token, and sits at the host's seat with the same connection (a saved game hosted again sends
its record instead of the deck, and the server's room goes on from it): the host's table is
then a :class:`~app.model.remote.RemoteLink` like a joined player's, holding the host's rights
(Start, Remove, the AI takeover time). Everything comes back asynchronously:
``created`` with the code, or ``failed`` with the protocol's error code (``unreachable`` when
the server cannot be reached). :meth:`~ServerHostedGame.stop` leaves the room (the server
removes a room nobody is in).

Saving writes what this table knows, as a joined player's does: before the end the public
game (the cards still face down in an order of its own: the server tells nobody the deal before
the end, not even the room's maker), after it the server's full record. A save hosted again is
dealt again by the server (:func:`app.rules.redeal`), so the made-up order never plays.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Signal

from app.core.setup import GameSetup, SeatConfig
from app.model.hosting import HostedGame, HostLink
from app.model.remote import LinkState, LinkStatus
from app.net.protocol import MAX_MESSAGE_BYTES, encode
from app.rules import GameRecord, classic_deck


def room_setup(setup: GameSetup, resume: GameRecord | None = None) -> dict[str, Any]:
    """The ``setup`` of ``create_room`` for a game setup (docs/protocol.md): the seats in the
    turn order (the first player first), this computer's person as a ``remote`` seat, the deck
    and the solo difficulty; for a saved game to go on with (``resume``, whose players are the
    setup's seats in its order) its record instead of the deck and difficulty."""
    seats: list[dict[str, str]] = []
    for seat in setup.play_order:
        entry = {"kind": "ai" if seat.kind == "ai" else "remote", "name": seat.name}
        if seat.kind == "ai":
            entry["level"] = seat.level
        seats.append(entry)
    out: dict[str, Any] = {"seats": seats}
    if resume is not None:
        out["record"] = resume.to_bytes().decode("utf-8")
    elif setup.deck is classic_deck():
        out["deck"] = "classic"
    else:
        out["deck_data"] = setup.deck.to_json(back=False)
    if setup.is_solo and resume is None:
        out["solo"] = {"difficulty": setup.difficulty}
    out["takeover_seconds"] = setup.hosting().takeover_seconds
    return out


def fits_on_server(setup: GameSetup, resume: GameRecord) -> bool:
    """Whether the ``create_room`` of a saved game is within a server's message size (a very
    long game, or one with a large custom deck, is hosted on this computer instead)."""
    create = {"type": "create_room", "name": setup.hosting().game_name,
              "setup": room_setup(setup, resume)}
    return len(encode(create).encode("utf-8")) <= MAX_MESSAGE_BYTES - 1024  # (and an id)


def host_seat(setup: GameSetup) -> int | None:
    """The room's seat of the person at this computer (None: nobody plays here, the host
    watches)."""
    return next((i for i, s in enumerate(setup.play_order) if s.kind == "human"), None)


class ServerHostedGame(HostedGame):
    """A hosted game whose room is on a dedicated server (see the module's docstring)."""

    created = Signal(str)
    """The room was made: its invite code."""

    def __init__(self, setup: GameSetup, *, resume: GameRecord | None = None,
                 password: str | None = None, transport: Any = None,
                 parent: Any = None) -> None:
        """``resume``: a saved game to go on with (its record goes to the server, which
        replays it). ``password``: the server's (None: it has none). ``transport``: a factory
        replacing the network client (tests)."""
        super().__init__(setup, resume=resume, transport=transport, parent=parent)
        self.url = str(self.network.server or "")
        self.password = password
        self._last_failure = ""

    # ------------------------------------------------------------------ reading

    @property
    def port(self) -> int:
        """No port of this computer is used."""
        return 0

    @property
    def running(self) -> bool:
        """Whether the connection to the server is kept."""
        return self.link is not None

    def addresses(self) -> list[str]:
        """Where friends join: the server's address."""
        return [self.url]

    # ------------------------------------------------------------------ starting, stopping

    def start(self) -> None:
        """Connect to the server and make the room (the answer comes as ``created`` or
        ``failed``)."""
        link = ServerHostLink(self)
        link.lobby_changed.connect(self.lobby_changed)
        link.chat_received.connect(self.chat_received)
        link.failed.connect(self._on_failed)
        link.room_created.connect(self._on_created)
        link.game_started.connect(self._on_game_started)
        link.joined.connect(self._on_joined)
        link.status_changed.connect(self._on_status)
        self.link = link
        create = {"name": self.network.game_name,
                  "setup": room_setup(self.setup, self.resume)}
        self.host_seat = host_seat(self.setup)
        link.connect_to(self.url, self.host_name(), code="", seat=self.host_seat,
                        password=self.password, create=create,
                        transport=self._transport() if self._transport is not None else None)

    def _on_created(self, code: str) -> None:
        link = self.link
        if link is None:
            return
        self.code = code
        self.host_token = link.host_token or ""
        self.created.emit(code)

    def _on_status(self, status: LinkStatus) -> None:
        """The server closed the connection while the room waited (it stopped, or sent us
        away): said as ``failed("closed", reason)``. (A refusal was said already.)"""
        if status.state is LinkState.JOINED:
            self._on_joined()  # (back after a drop: a seat taken again in the lobby is unready)
        if status.state is LinkState.CLOSED and self.code and self.session is None and \
                self.link is not None and status.reason not in ("left", "closed") and \
                status.reason != self._last_failure:
            self.failed.emit("closed", status.reason)

    def _on_failed(self, code: str, message: str) -> None:
        self._last_failure = code
        self.failed.emit(code, message)

    def _on_joined(self) -> None:
        """Seated: the host is ready (it starts the game when the others are)."""
        link = self.link
        if link is not None and link.seat is not None and self.session is None:
            link.set_ready(True)

    def stop(self) -> None:
        """Leave the room and close the connection (safe to call again)."""
        link, self.link = self.link, None
        if link is not None:
            link.leave()
            self.stopped.emit()

    def saved_seats(self, record: GameRecord) -> tuple[SeatConfig, ...]:
        """As a hosted game's, the host's own seat (a ``remote`` seat on the server) being
        the person at this computer."""
        seats = list(super().saved_seats(record))
        mine = self.you
        if mine is not None and 0 <= mine < len(seats):
            seats[mine] = replace(seats[mine], kind="human")
        return tuple(seats)


class ServerHostLink(HostLink):
    """The host's connection to a room it made on a server."""

    @property
    def transport(self) -> object:
        """The network client (or a test's fake)."""
        return self._transport
