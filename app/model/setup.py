"""How a game is set up: seats (human, AI or remote), solo difficulty, seed, deck, and how a
game with remote seats is hosted (:class:`NetworkOptions`).

Qt-free values shared by the new-game dialog, the session, saves, hosting and the smoke test.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Literal, TypeAlias

from app.rules import DIFFICULTIES, Deck, GameRecord, classic_deck, new_record, valid_text

SeatKind: TypeAlias = Literal["human", "ai", "remote"]
SEAT_KINDS: tuple[SeatKind, ...] = ("human", "ai", "remote")
AILevel: TypeAlias = Literal["easy", "medium", "hard"]
AI_LEVELS: tuple[AILevel, ...] = ("easy", "medium", "hard")

DEFAULT_PORT = 47470
"""The TCP port a hosted game listens on unless the host picks another (docs/protocol.md)."""
TAKEOVER_CHOICES: tuple[int | None, ...] = (None, 30, 60, 120, 300)
"""How long a dropped player's seat waits before an AI plays it (seconds; None: never)."""
MAX_GAME_NAME = 40
MAX_SERVER_ADDRESS = 300
"""The longest address of a dedicated server kept in the network options."""


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat at the table."""

    name: str
    kind: SeatKind = "human"
    level: AILevel = "medium"

    def to_json(self) -> dict[str, Any]:
        """The seat as JSON (for saves and settings)."""
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_json(obj: Any) -> SeatConfig:
        """A seat from JSON; raises ValueError on anything malformed."""
        if not isinstance(obj, dict):
            raise ValueError("a seat must be an object")
        name, kind, level = obj.get("name"), obj.get("kind", "human"), obj.get("level", "medium")
        if not isinstance(name, str) or not 0 < len(name) <= 100:
            raise ValueError("a seat needs a name of 1-100 characters")
        if not valid_text(name):
            raise ValueError("the seat's name is not valid text")
        if kind not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {kind!r}")
        if level not in AI_LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        return SeatConfig(name, kind, level)


@dataclass(frozen=True, slots=True)
class NetworkOptions:
    """How a game with remote seats is hosted: the name it is offered under, the TCP port
    (0: any free port, for tests), whether it answers LAN discovery, after how many
    seconds an AI plays the seat of a player whose connection dropped (None: never), and
    where it runs: ``server`` is the address of a dedicated server (``project-l serve``) the
    room is made on, ``ws://host:port/`` or ``wss://…`` (None: this computer hosts it)."""

    game_name: str
    port: int = DEFAULT_PORT
    offer_lan: bool = True
    takeover_seconds: int | None = 60
    server: str | None = None

    def __post_init__(self) -> None:
        name = self.game_name
        if not 0 < len(name) <= MAX_GAME_NAME or not valid_text(name) or \
                not name.isprintable():
            raise ValueError(f"a game name has 1-{MAX_GAME_NAME} printable characters")
        if isinstance(self.port, bool) or not 0 <= self.port <= 65535:
            raise ValueError(f"no TCP port {self.port!r}: ports go from 1 to 65535")
        takeover = self.takeover_seconds
        if takeover is not None and (isinstance(takeover, bool) or not 0 < takeover <= 3600):
            raise ValueError(f"an AI takes over after 1 s to 1 hour, not {takeover!r}")
        server = self.server
        if server is not None and (not 0 < len(server) <= MAX_SERVER_ADDRESS or
                                   not server.isprintable() or " " in server):
            raise ValueError("a server's address is a ws:// or wss:// address")

    @staticmethod
    def default_name(host_name: str) -> str:
        """The game name offered by default: "Ann's game" (cut to fit)."""
        return f"{host_name}'s game"[:MAX_GAME_NAME]

    def to_json(self) -> dict[str, Any]:
        """The options as JSON (the save's ``network`` section, the settings)."""
        out: dict[str, Any] = {"game_name": self.game_name, "port": self.port,
                               "offer_lan": self.offer_lan,
                               "takeover_seconds": self.takeover_seconds}
        if self.server is not None:
            out["server"] = self.server
        return out

    @staticmethod
    def from_json(obj: Any) -> NetworkOptions:
        """Options from JSON; raises ValueError on anything malformed."""
        if not isinstance(obj, dict):
            raise ValueError("the network options must be an object")
        name, port = obj.get("game_name"), obj.get("port", DEFAULT_PORT)
        offer, takeover = obj.get("offer_lan", True), obj.get("takeover_seconds", 60)
        if not isinstance(name, str):
            raise ValueError("the network options need a game name")
        if not isinstance(port, int) or isinstance(port, bool):
            raise ValueError("the port must be a whole number")
        if not isinstance(offer, bool):
            raise ValueError("'offer_lan' must be true or false")
        if takeover is not None and (not isinstance(takeover, int) or isinstance(takeover, bool)):
            raise ValueError("'takeover_seconds' must be a whole number or null")
        server = obj.get("server")
        if server is not None and not isinstance(server, str):
            raise ValueError("'server' must be an address or null")
        return NetworkOptions(name, port, offer, takeover, server)


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything the new-game dialog asks: 1 seat means the solo variant.

    ``seed`` is the seed the player typed: the same seed deals the same game, and so it is no
    secret (whoever knows it knows every card). None, the default, is a secret deal: the
    record is dealt from the operating system's cryptographic generator and holds the decks,
    no seed (:meth:`record`).

    ``seats`` are in seating order; ``first`` is the seat that starts, and play goes on around
    the table from there (:attr:`play_order`, the order of the record's players).
    ``random_first`` is the choice to draw ``first`` at random, as the rulebook does
    (:meth:`with_first_drawn`); without it the first seat starts. ``network`` says how the
    game is hosted when a seat is remote (:attr:`is_hosted`).
    """

    seats: tuple[SeatConfig, ...]
    difficulty: str = "standard"  # solo only
    seed: int | None = None  # None: a secret deal
    deck: Deck = field(default_factory=classic_deck, compare=False)
    first: int = 0
    random_first: bool = True
    network: NetworkOptions | None = None

    def __post_init__(self) -> None:
        if not 1 <= len(self.seats) <= 4:
            raise ValueError("a game has 1 to 4 seats")
        if self.difficulty not in DIFFICULTIES:
            raise ValueError(f"unknown difficulty {self.difficulty!r}")
        if not 0 <= self.first < len(self.seats):
            raise ValueError("the first player must be one of the seats")

    @property
    def play_order(self) -> tuple[SeatConfig, ...]:
        """The seats in turn order: the first player, then around the table."""
        return self.seats[self.first :] + self.seats[: self.first]

    def with_first_drawn(self, rng: random.Random) -> GameSetup:
        """This setup with its first player chosen: at random when ``random_first``, else the
        first seat."""
        first = rng.randrange(len(self.seats)) if self.random_first else 0
        return replace(self, first=first)

    @property
    def is_hosted(self) -> bool:
        """Whether a seat is played from another computer (the game is hosted)."""
        return any(s.kind == "remote" for s in self.seats)

    def hosting(self) -> NetworkOptions:
        """The network options of a hosted game (the defaults, named after the first local
        person, when none were chosen)."""
        if self.network is not None:
            return self.network
        host = next((s.name for s in self.seats if s.kind == "human"), self.seats[0].name)
        return NetworkOptions(NetworkOptions.default_name(host))

    @property
    def is_solo(self) -> bool:
        """Whether this is the solo variant."""
        return len(self.seats) == 1

    @property
    def secret(self) -> bool:
        """Whether the game is dealt in secret (no seed was typed)."""
        return self.seed is None

    def record(self) -> GameRecord:
        """An empty record of this setup, ready to receive actions: the seed form for a typed
        seed, else decks dealt from the operating system's generator, drawn anew at each call
        (:func:`~app.rules.new_record`: a game takes its record once)."""
        custom = None if self.deck is classic_deck() else self.deck
        return new_record(
            tuple(s.name for s in self.play_order),
            difficulty=self.difficulty if self.is_solo else None,
            seed=self.seed,
            deck=custom,
        )
