"""How a game is set up: seats (human or AI), solo difficulty, seed and deck.

Qt-free values shared by the new-game dialog, the session, saves and the smoke test.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Literal, TypeAlias

from app.rules import DIFFICULTIES, Deck, GameRecord, classic_deck, valid_text

SeatKind: TypeAlias = Literal["human", "ai"]
AILevel: TypeAlias = Literal["easy", "medium", "hard"]
AI_LEVELS: tuple[AILevel, ...] = ("easy", "medium", "hard")


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
        if kind not in ("human", "ai"):
            raise ValueError(f"unknown seat kind {kind!r}")
        if level not in AI_LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        return SeatConfig(name, kind, level)


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything the new-game dialog asks: 1 seat means the solo variant.

    ``seats`` are in seating order; ``first`` is the seat that starts, and play goes on around
    the table from there (:attr:`play_order`, the order of the record's players).
    ``random_first`` is the choice to draw ``first`` at random, as the rulebook does
    (:meth:`with_first_drawn`); without it the first seat starts.
    """

    seats: tuple[SeatConfig, ...]
    difficulty: str = "standard"  # solo only
    seed: int = 0
    deck: Deck = field(default_factory=classic_deck, compare=False)
    first: int = 0
    random_first: bool = True

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
    def is_solo(self) -> bool:
        """Whether this is the solo variant."""
        return len(self.seats) == 1

    def record(self) -> GameRecord:
        """An empty record of this setup (the seed form), ready to receive actions."""
        custom = None if self.deck is classic_deck() else self.deck
        return GameRecord(
            players=tuple(s.name for s in self.play_order),
            difficulty=self.difficulty if self.is_solo else None,
            seed=self.seed,
            deck=custom,
        )
