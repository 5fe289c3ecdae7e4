"""The public record of a game and its rebuild: what a networked player may know, nothing more.

The host's :class:`~app.net.room.Room` plays the real game. Everyone else gets a
:class:`PublicRecord`: the players, the deck (the cards in the box are public), the face-up cards
dealt at the start, how many cards lie face down, and every step taken since as ``{action,
reveals}``, where *reveals* are the cards that came off a face-down deck during that action (top
first), found by comparing the decks before and after it (:func:`reveals_between`). There is no
seed, no deck order and no id of a card still face down.

:class:`PublicGame` rebuilds the game from it with the same engine: the face-down decks are filled
with the unseen cards in a fixed order (:func:`guess_decks`), and before each action the revealed
cards are put on top. Its states then equal the host's in every public part
(:func:`public_part`); :func:`digest` hashes the public state (the state summary every ``step``
carries, which holds that part), and the server sends it with every step so a client notices
(and repairs with ``resync``) a difference that should never happen.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeAlias

from app.ai.hidden import seen_puzzles, solo_deck_colours
from app.rules import (
    Action,
    Deck,
    Event,
    GameRecord,
    GameState,
    IllegalAction,
    InvalidDeck,
    InvalidRecord,
    action_from_json,
    apply_with_events,
    check,
    classic_deck,
    deck_from_json,
    new_game,
    new_solo_game,
    state_summary,
)

DECKS = ("white", "black", "solo")
GRID_SIZE = 9
MAX_PUBLIC_STEPS = 20_000

Reveals: TypeAlias = Mapping[str, tuple[str, ...]]
"""Cards that came off a face-down deck during one action, top first, per deck
(``"white"``, ``"black"``, ``"solo"``); a deck with none is left out."""


class PublicMismatch(ValueError):
    """A public record or step that does not fit the game rebuilt so far (a bad server message,
    or a bug: the client asks for ``resync``)."""


# ------------------------------------------------------------------ the host's side


def _face_down(state: GameState) -> dict[str, tuple[str, ...]]:
    if state.solo is not None:
        return {"solo": state.solo.deck}
    return {"white": state.white_deck, "black": state.black_deck}


def reveals_between(before: GameState, after: GameState) -> dict[str, tuple[str, ...]]:
    """The cards an action took off the top of each face-down deck (top first).

    :raises ValueError: if a deck changed other than by losing cards from its top (the engine
        never does that).
    """
    out: dict[str, tuple[str, ...]] = {}
    old, new = _face_down(before), _face_down(after)
    for name, cards in old.items():
        rest = new.get(name, ())
        gone = len(cards) - len(rest)
        if gone < 0 or cards[gone:] != rest:
            raise ValueError(f"the {name} deck changed other than from its top")
        if gone:
            out[name] = cards[:gone]
    return out


@dataclass(frozen=True, slots=True)
class PublicStep:
    """One applied action and the cards it revealed."""

    action: Action
    reveals: Reveals = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """``{"action": ..., "reveals": {...}}`` (empty decks left out)."""
        return {"action": self.action.to_json(),
                "reveals": {k: list(v) for k, v in self.reveals.items() if v}}


@dataclass(frozen=True, slots=True)
class PublicRecord:
    """Everything public about a game: setup without hidden cards, and every step since."""

    players: tuple[str, ...]
    deck: Deck | None  # None: the classic deck
    difficulty: str | None  # solo
    white_row: tuple[str, ...] = ()
    black_row: tuple[str, ...] = ()
    grid: tuple[str | None, ...] = ()  # solo: the 9 positions
    deck_sizes: Mapping[str, int] = field(default_factory=dict)
    steps: tuple[PublicStep, ...] = ()

    @property
    def game_deck(self) -> Deck:
        """The deck the game is played with."""
        return self.deck if self.deck is not None else classic_deck()

    @property
    def is_solo(self) -> bool:
        """Whether this is a solo game."""
        return self.difficulty is not None

    def with_steps(self, steps: Iterable[PublicStep]) -> PublicRecord:
        """The same setup with these steps."""
        return replace(self, steps=tuple(steps))

    def to_json(self) -> dict[str, Any]:
        """The public record as the ``public`` field of a ``game`` message."""
        out: dict[str, Any] = {"players": list(self.players)}
        if self.difficulty is not None:
            out["solo"] = {"difficulty": self.difficulty}
        if self.deck is None:
            out["deck"] = "classic"
        else:
            out["deck_data"] = self.deck.to_json()
        if self.is_solo:
            out["rows"] = {"grid": list(self.grid)}
        else:
            out["rows"] = {"white": list(self.white_row), "black": list(self.black_row)}
        out["deck_sizes"] = dict(self.deck_sizes)
        out["steps"] = [s.to_json() for s in self.steps]
        return out

    @classmethod
    def from_json(cls, data: Any) -> PublicRecord:
        """Read and check a public record (structure, sizes, ids of the deck).

        :raises PublicMismatch: for anything that is not a valid public record.
        """
        try:
            return _public_from_json(data)
        except (InvalidRecord, InvalidDeck, RecursionError, KeyError, TypeError) as exc:
            raise PublicMismatch(f"not a public record: {exc}") from None

    @classmethod
    def of_game(cls, record: GameRecord) -> PublicRecord:
        """The public setup of a record's game (its actions not included: the room adds each
        step with its reveals as it applies it)."""
        state = record.initial_state()
        deck = None if record.deck is None else record.deck
        if state.solo is not None:
            return cls(tuple(record.players), deck, record.difficulty, grid=state.solo.grid,
                       deck_sizes={"solo": len(state.solo.deck)})
        return cls(tuple(record.players), deck, None, state.white_row, state.black_row,
                   deck_sizes={"white": len(state.white_deck), "black": len(state.black_deck)})



def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class PublicText:
    """A :class:`PublicRecord` as the compact JSON text of a ``game`` message's ``public``
    field, kept up to date one step at a time: the room encodes each step once, when it is
    played, so sending the whole game again (``resync``, someone entering) joins strings
    instead of encoding every step of the game each time (docs/protocol.md, "Limits per address
    and timeouts"). The text reads as ``json.dumps(record.to_json())`` does."""

    def __init__(self, record: PublicRecord) -> None:
        """The text of ``record`` (its steps included)."""
        setup = record.with_steps(()).to_json()
        del setup["steps"]
        self._head = _compact(setup)[:-1] + ',"steps":['
        self._steps: list[str] = []
        self._size = len(self._head) + 2
        for step in record.steps:
            self.append(step)

    def append(self, step: PublicStep) -> None:
        """The next step."""
        text = _compact(step.to_json())
        self._size += len(text) + (1 if self._steps else 0)
        self._steps.append(text)

    def truncate(self, count: int) -> None:
        """Keep the first ``count`` steps (an undo)."""
        for text in self._steps[count:]:
            self._size -= len(text) + 1
        if count == 0 and self._steps:
            self._size += 1  # no comma before a first step
        del self._steps[count:]

    def __len__(self) -> int:
        """The text's length in characters (without building it)."""
        return self._size

    def text(self) -> str:
        """The whole text."""
        return self._head + ",".join(self._steps) + "]}"


def _ids(raw: Any, what: str, deck: Deck, limit: int, *, none_ok: bool = False
         ) -> tuple[Any, ...]:
    if not isinstance(raw, list) or len(raw) > limit:
        raise PublicMismatch(f"{what} must be a list of at most {limit} puzzle ids")
    for pid in raw:
        if pid is None and none_ok:
            continue
        if not isinstance(pid, str) or pid not in deck.puzzle_by_id:
            raise PublicMismatch(f"{what}: unknown puzzle id")
    return tuple(raw)


def reveals_from_json(raw: Any, deck: Deck) -> dict[str, tuple[str, ...]]:
    """Read a step's ``reveals`` (known decks, known puzzle ids).

    :raises PublicMismatch: for anything else.
    """
    if not isinstance(raw, dict):
        raise PublicMismatch("'reveals' must be an object")
    out: dict[str, tuple[str, ...]] = {}
    for key, value in raw.items():
        if key not in DECKS:
            raise PublicMismatch("'reveals' names an unknown deck")
        out[key] = _ids(value, "reveals", deck, len(deck.puzzles))
    return out


def _public_from_json(data: Any) -> PublicRecord:
    if not isinstance(data, dict):
        raise PublicMismatch("a public record is an object")
    deck: Deck | None = None
    if "deck_data" in data:
        deck = deck_from_json(data["deck_data"])
    elif data.get("deck") != "classic":
        raise PublicMismatch("'deck' must be \"classic\" or 'deck_data' given")
    game_deck = deck if deck is not None else classic_deck()
    players = data.get("players")
    if (not isinstance(players, list) or not 1 <= len(players) <= 4
            or not all(isinstance(p, str) and len(p) <= 100 for p in players)):
        raise PublicMismatch("'players' must be 1 to 4 names")
    difficulty = None
    if "solo" in data:
        solo = data["solo"]
        if not isinstance(solo, dict) or not isinstance(solo.get("difficulty"), str):
            raise PublicMismatch("'solo' must be {\"difficulty\": ...}")
        difficulty = solo["difficulty"]
    rows = data.get("rows")
    sizes = data.get("deck_sizes")
    if not isinstance(rows, dict) or not isinstance(sizes, dict):
        raise PublicMismatch("'rows' and 'deck_sizes' must be objects")
    n = len(game_deck.puzzles)
    for key, value in sizes.items():
        if key not in DECKS or not isinstance(value, int) or isinstance(value, bool) or not (
                0 <= value <= n):
            raise PublicMismatch("'deck_sizes' must give a size for each deck")
    raw_steps = data.get("steps", [])
    if not isinstance(raw_steps, list) or len(raw_steps) > MAX_PUBLIC_STEPS:
        raise PublicMismatch("'steps' must be a list")
    steps = []
    for i, raw in enumerate(raw_steps):
        if not isinstance(raw, dict):
            raise PublicMismatch(f"step {i} must be an object")
        steps.append(PublicStep(action_from_json(raw.get("action"), f"step {i}"),
                                reveals_from_json(raw.get("reveals", {}), game_deck)))
    if difficulty is not None:
        grid = _ids(rows.get("grid"), "the grid", game_deck, GRID_SIZE, none_ok=True)
        if set(sizes) != {"solo"}:
            raise PublicMismatch("a solo game has one face-down deck")
        return PublicRecord(tuple(players), deck, difficulty, grid=grid,
                            deck_sizes=dict(sizes), steps=tuple(steps))
    white = _ids(rows.get("white"), "the white row", game_deck, n)
    black = _ids(rows.get("black"), "the black row", game_deck, n)
    if set(sizes) != {"white", "black"}:
        raise PublicMismatch("a game has a white and a black face-down deck")
    return PublicRecord(tuple(players), deck, None, white, black, deck_sizes=dict(sizes),
                        steps=tuple(steps))


# ------------------------------------------------------------------ the public part and digest


def public_part(state: GameState) -> dict[str, Any]:
    """Everything about a state that every player may see, as plain JSON values: the decks only
    by their sizes."""
    out: dict[str, Any] = {
        "phase": state.phase.value,
        "current": state.current,
        "round": state.round,
        "actions_left": state.actions_left,
        "master_used": state.master_used,
        "reserve": list(state.reserve),
        "pending": [list(p) for p in state.pending],
        "white_row": list(state.white_row),
        "black_row": list(state.black_row),
        "white_deck": len(state.white_deck),
        "black_deck": len(state.black_deck),
        "end_triggered": state.end_triggered,
        "final_round": state.final_round,
        "winners": None if state.winners is None else list(state.winners),
        "players": [
            {
                "name": p.name,
                "supply": list(p.supply),
                "puzzles": [[pz.id, pz.filled, [list(x) for x in pz.pieces]] for pz in p.puzzles],
                "completed": list(p.completed),
                "points": p.points,
                "finishing_pieces": p.finishing_pieces,
                "penalty": p.penalty,
            }
            for p in state.players
        ],
    }
    if state.solo is not None:
        s = state.solo
        out["solo"] = {
            "difficulty": s.difficulty,
            "grid": list(s.grid),
            "locks": list(s.locks),
            "opponent_supply": s.opponent_supply,
            "deck": len(s.deck),
            "opponent_completed": list(s.opponent_completed),
            "opponent_points": s.opponent_points,
        }
    return out


def state_digest(summary: Mapping[str, Any]) -> str:
    """The digest of a public state (the ``state`` of ``game``, ``step`` and ``undone``): the
    first 32 hex digits (lower case) of the SHA-256 of its canonical JSON, UTF-8: keys sorted,
    no white space, text as it is (no ``\\u`` escapes but for control characters), whole
    numbers in decimal (docs/protocol.md, "The digest"). A client in any language computes it
    from the ``state`` it holds."""
    text = json.dumps(summary, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def digest(state: GameState) -> str:
    """The digest of ``state``'s public state (:func:`state_digest` of its summary, which
    holds only what every player may see: :func:`public_part` is in it)."""
    return state_digest(state_summary(state))


# ------------------------------------------------------------------ the rebuild


def _fill(pool: Sequence[str], taken: set[str], count: int) -> list[str]:
    return [pid for pid in pool if pid not in taken][:count]


def guess_decks(state: GameState, reveals: Reveals | None = None) -> GameState:
    """``state`` with every face-down deck replaced by the cards in ``reveals`` on top and the
    unseen cards under them in deck order, sizes kept (the solo deck: whites above blacks, as
    the real one lies). Nothing about it depends on the real hidden order.

    :raises PublicMismatch: when a revealed card cannot be face down (it was seen already, or
        more cards are revealed than the deck holds).
    """
    reveals = reveals or {}
    deck = state.deck
    seen = seen_puzzles(state)
    for name, cards in reveals.items():
        if seen & set(cards) or len(set(cards)) != len(cards):
            raise PublicMismatch(f"a card revealed from the {name} deck was not face down")
    if state.solo is not None:
        if set(reveals) - {"solo"}:
            raise PublicMismatch("a solo game has only the solo deck")
        top = tuple(reveals.get("solo", ()))
        size = len(state.solo.deck)
        if len(top) > size:
            raise PublicMismatch("more cards revealed than the solo deck holds")
        used = seen | set(top)
        nw, nb = solo_deck_colours(state)
        colour = deck.puzzle_by_id
        nw = max(0, nw - sum(1 for p in top if colour[p].colour == "white"))
        nb = max(0, nb - sum(1 for p in top if colour[p].colour == "black"))
        whites = _fill(deck.whites, used, nw)
        blacks = _fill(deck.blacks, used, nb)
        rest = whites + blacks
        if len(top) + len(rest) < size:  # an odd custom deck: any unseen card will do
            rest += _fill([*deck.whites, *deck.blacks], used | set(rest), size - len(top) - len(rest))
        cards = (*top, *rest)[:size]
        return replace(state, solo=replace(state.solo, deck=cards))
    if set(reveals) - {"white", "black"}:
        raise PublicMismatch("a game has only a white and a black deck")
    out = {}
    for name, pool, current in (("white", deck.whites, state.white_deck),
                                ("black", deck.blacks, state.black_deck)):
        top = tuple(reveals.get(name, ()))
        if len(top) > len(current):
            raise PublicMismatch(f"more cards revealed than the {name} deck holds")
        if any(deck.puzzle_by_id[p].colour != name for p in top):
            raise PublicMismatch(f"a card revealed from the {name} deck is not {name}")
        out[name] = (*top, *_fill(pool, seen | set(top), len(current) - len(top)))
    return replace(state, white_deck=out["white"], black_deck=out["black"])


def initial_public_state(record: PublicRecord) -> GameState:
    """The state before the first action, its face-down decks guessed (:func:`guess_decks`).

    :raises PublicMismatch: for a setup the engine refuses.
    """
    deck = record.game_deck
    try:
        if record.difficulty is not None:
            cards = [p for p in record.grid if p is not None]
            size = record.deck_sizes.get("solo", 0)
            filler = _fill([*deck.whites, *deck.blacks], set(cards), size)
            if len(record.grid) != GRID_SIZE or len(filler) != size:
                raise PublicMismatch("the solo setup does not fit the deck")
            if size and None in record.grid:
                raise PublicMismatch("a grid with a gap has no cards left to deal")
            state = new_solo_game(deck, record.players[0], record.difficulty, cards + filler)
        else:
            w = list(record.white_row)
            b = list(record.black_row)
            ws = _fill(deck.whites, set(w), record.deck_sizes.get("white", 0))
            bs = _fill(deck.blacks, set(b), record.deck_sizes.get("black", 0))
            if (len(ws) != record.deck_sizes.get("white", 0)
                    or len(bs) != record.deck_sizes.get("black", 0)):
                raise PublicMismatch("the deck sizes do not fit the deck")
            size = deck.setup.row_size
            if len(w) > size or len(b) > size or (ws and len(w) < size) or (bs and len(b) < size):
                raise PublicMismatch("the rows do not fit the deck's setup")
            state = new_game(deck, record.players, w + ws, b + bs)
    except ValueError as exc:
        if isinstance(exc, PublicMismatch):
            raise
        raise PublicMismatch(f"the setup is not a game: {exc}") from None
    return guess_decks(state)


def apply_public(state: GameState, action: Action, reveals: Reveals
                 ) -> tuple[GameState, list[Event]]:
    """Apply one public step: the revealed cards go on top of the guessed decks, then the
    engine applies the action (with its events, for logs and animations).

    :raises PublicMismatch: if the action is illegal there or reveals other cards than it draws.
    """
    prepared = guess_decks(state, reveals)
    why = check(prepared, action)
    if why is not None:
        raise PublicMismatch(f"the step is not legal here: {why}")
    try:
        after, events = apply_with_events(prepared, action)
    except IllegalAction as exc:
        raise PublicMismatch(f"the step is not legal here: {exc}") from None
    drawn = reveals_between(prepared, after)
    if {k: v for k, v in drawn.items() if v} != {k: tuple(v) for k, v in reveals.items() if v}:
        raise PublicMismatch("the step reveals other cards than its action draws")
    return guess_decks(after), events


class PublicGame:
    """A game rebuilt from its public record, kept up to date step by step (clients, bots, the
    GUI's remote table). Not thread-safe: one owner applies steps."""

    def __init__(self, record: PublicRecord) -> None:
        """Rebuild every state of ``record``.

        :raises PublicMismatch: for a record the engine cannot replay.
        """
        self._setup = record.with_steps(())
        self._steps: list[PublicStep] = []
        self._states = [initial_public_state(record)]
        self._events: list[list[Event]] = []
        for step in record.steps:
            self.apply_step(step.action, step.reveals)

    @property
    def record(self) -> PublicRecord:
        """The public record up to now."""
        return self._setup.with_steps(self._steps)

    @property
    def state(self) -> GameState:
        """The current state (face-down decks guessed)."""
        return self._states[-1]

    @property
    def states(self) -> tuple[GameState, ...]:
        """The initial state, then the state after each step."""
        return tuple(self._states)

    @property
    def steps(self) -> tuple[PublicStep, ...]:
        """Every step so far."""
        return tuple(self._steps)

    def events(self, index: int) -> list[Event]:
        """What happened in step ``index``."""
        return list(self._events[index])

    def digest(self) -> str:
        """The digest of the current state (compare with a ``step`` message's)."""
        return digest(self.state)

    def apply_step(self, action: Action, reveals: Reveals, expected_digest: str | None = None
                   ) -> GameState:
        """Apply the next step; with ``expected_digest``, check that the public state now equals
        the host's (on a mismatch nothing changes).

        :raises PublicMismatch: for an illegal step or a different digest (ask ``resync``).
        """
        after, events = apply_public(self.state, action, reveals)
        if expected_digest is not None and digest(after) != expected_digest:
            raise PublicMismatch("the table differs from the host's (digest)")
        self._steps.append(PublicStep(action, {k: tuple(v) for k, v in reveals.items() if v}))
        self._states.append(after)
        self._events.append(events)
        return after

    def truncate(self, index: int) -> None:
        """Cut the history back to ``index`` steps (an ``undone`` message).

        :raises PublicMismatch: for an index outside the history.
        """
        if not 0 <= index <= len(self._steps):
            raise PublicMismatch(f"cannot go back to step {index}")
        del self._steps[index:]
        del self._states[index + 1:]
        del self._events[index:]
