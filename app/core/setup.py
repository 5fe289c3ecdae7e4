"""How a game is set up: seats (human, AI or remote), solo difficulty, seed, deck, and how a
game with remote seats is hosted (:class:`NetworkOptions`).

Qt-free values shared by the new-game dialog, the session, saves, hosting and the smoke test.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Literal, TypeAlias

from app.rules import (
    DIFFICULTIES,
    Deck,
    FileProblem,
    GameRecord,
    ProjectLError,
    Reason,
    classic_deck,
    new_record,
    valid_name,
    valid_text,
)

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


def _bad(kind: FileProblem, **args: str | int) -> ProjectLError:
    return ProjectLError(Reason.of(kind, **args))


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
        """A seat from JSON; raises ProjectLError (a ValueError) on anything malformed."""
        if not isinstance(obj, dict):
            raise _bad(FileProblem.SEAT_OBJECT)
        name, kind, level = obj.get("name"), obj.get("kind", "human"), obj.get("level", "medium")
        if not isinstance(name, str) or not 0 < len(name) <= 100:
            raise _bad(FileProblem.SEAT_NAME_LENGTH)
        if not valid_text(name):
            raise _bad(FileProblem.SEAT_NAME_TEXT)
        if kind not in SEAT_KINDS:
            raise _bad(FileProblem.SEAT_KIND, shown=repr(kind)[:40])
        if level not in AI_LEVELS:
            raise _bad(FileProblem.AI_LEVEL, shown=repr(level)[:40])
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
        if not 0 < len(name) <= MAX_GAME_NAME or not valid_name(name):
            # what a name may hold: docs/formats.md "Names" (app.rules.names)
            raise _bad(FileProblem.GAME_NAME, most=MAX_GAME_NAME)
        if isinstance(self.port, bool) or not 0 <= self.port <= 65535:
            raise _bad(FileProblem.PORT, shown=repr(self.port)[:40])
        takeover = self.takeover_seconds
        if takeover is not None and (isinstance(takeover, bool) or not 0 < takeover <= 3600):
            raise _bad(FileProblem.TAKEOVER, shown=repr(takeover)[:40])
        server = self.server
        if server is not None and (not 0 < len(server) <= MAX_SERVER_ADDRESS or
                                   not server.isprintable() or " " in server):
            raise _bad(FileProblem.SERVER_ADDRESS)

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
        """Options from JSON; raises ProjectLError (a ValueError) on anything malformed."""
        if not isinstance(obj, dict):
            raise _bad(FileProblem.NETWORK_OBJECT)
        name, port = obj.get("game_name"), obj.get("port", DEFAULT_PORT)
        offer, takeover = obj.get("offer_lan", True), obj.get("takeover_seconds", 60)
        if not isinstance(name, str):
            raise _bad(FileProblem.NETWORK_NAME)
        if not isinstance(port, int) or isinstance(port, bool):
            raise _bad(FileProblem.PORT_WHOLE)
        if not isinstance(offer, bool):
            raise _bad(FileProblem.OFFER_LAN)
        if takeover is not None and (not isinstance(takeover, int) or isinstance(takeover, bool)):
            raise _bad(FileProblem.TAKEOVER_WHOLE)
        server = obj.get("server")
        if server is not None and not isinstance(server, str):
            raise _bad(FileProblem.SERVER_FIELD)
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
