"""Game records: read, check, write and replay (docs/formats.md).

Programs write version 2. Version 1 is still read and replays as it was played: in a solo game
the locks and the automaton's supply were real pieces from the reserve (the engine's
``legacy_pieces``); classic games read the same in both versions.
"""

from __future__ import annotations

import json
import random
import secrets
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.rules.actions import Action, action_from_json, action_pieces_and_puzzles
from app.rules.deck import DIFFICULTIES, Deck, classic_deck, deck_from_json
from app.rules.engine import (
    apply,
    apply_with_events,
    check,
    deal,
    deal_solo,
    new_game,
    new_solo_game,
)
from app.rules.errors import InvalidDeck, InvalidRecord
from app.rules.events import Event
from app.rules.files import UnreadableFile, read_regular_file, text_problem, valid_text
from app.rules.reasons import FilePart, FileProblem, Illegal, Reason
from app.rules.state import GameState

RECORD_FORMAT = "project-l-game"
RECORD_VERSION = 2
READABLE_VERSIONS = (1, 2)
MAX_RECORD_BYTES = 5 * 1024 * 1024
MAX_ACTIONS = 20_000


@dataclass(frozen=True, slots=True)
class GameRecord:
    """The setup of a game plus every action taken in it.

    Exactly one of (``white_deck`` + ``black_deck``), ``solo_deck``, or ``seed`` describes the
    deal, except that a seed may accompany explicit decks that match it. ``deck`` is None for the
    classic deck; a custom deck is embedded as ``deck_data`` when written.
    """

    players: tuple[str, ...]
    actions: tuple[Action, ...] = ()
    difficulty: str | None = None  # set for the solo variant
    white_deck: tuple[str, ...] | None = None
    black_deck: tuple[str, ...] | None = None
    solo_deck: tuple[str, ...] | None = None
    seed: int | None = None
    deck: Deck | None = None
    action_players: tuple[int | None, ...] = ()  # explicit "player" fields, kept for round trips
    extra: dict[str, Any] = field(default_factory=dict, compare=False)  # unknown optional fields
    version: int = RECORD_VERSION  # the version the record was read as (new records: the current)

    @property
    def is_solo(self) -> bool:
        """Whether the record is of a solo game."""
        return self.difficulty is not None

    @property
    def legacy_solo_pieces(self) -> bool:
        """Whether the solo locks and the automaton's supply are real pieces (version 1)."""
        return self.is_solo and self.version == 1

    @property
    def written_version(self) -> int:
        """The version this record is written as: the current one, except that a version-1 solo
        game stays version 1 (the same actions read as version 2 would be another game)."""
        return 1 if self.legacy_solo_pieces else RECORD_VERSION

    @property
    def game_deck(self) -> Deck:
        """The deck the game is played with."""
        return self.deck if self.deck is not None else classic_deck()

    def dealt_decks(self) -> tuple[tuple[str, ...], tuple[str, ...]] | tuple[str, ...]:
        """The explicit decks, dealt from the seed if the record gives only a seed."""
        deck = self.game_deck
        if self.is_solo:
            if self.solo_deck is not None:
                return self.solo_deck
            assert self.seed is not None
            return tuple(deal_solo(deck, self.seed))
        if self.white_deck is not None and self.black_deck is not None:
            return self.white_deck, self.black_deck
        assert self.seed is not None
        w, b = deal(deck, len(self.players), self.seed)
        return tuple(w), tuple(b)

    def initial_state(self) -> GameState:
        """The state before the first action."""
        deck = self.game_deck
        if self.is_solo:
            assert self.difficulty is not None
            cards = (
                self.solo_deck if self.solo_deck is not None else deal_solo(deck, self.seed or 0)
            )
            return new_solo_game(
                deck,
                self.players[0],
                self.difficulty,
                cards,
                legacy_pieces=self.legacy_solo_pieces,
            )
        w, b = self.dealt_decks()
        return new_game(deck, self.players, w, b)

    def with_actions(self, actions: Sequence[Action]) -> GameRecord:
        """The same setup with another list of actions."""
        return GameRecord(
            players=self.players,
            actions=tuple(actions),
            difficulty=self.difficulty,
            white_deck=self.white_deck,
            black_deck=self.black_deck,
            solo_deck=self.solo_deck,
            seed=self.seed,
            deck=self.deck,
            action_players=(),
            extra=dict(self.extra),
            version=self.version,
        )

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object."""
        out: dict[str, Any] = {"format": RECORD_FORMAT, "version": self.written_version}
        out.update({k: v for k, v in self.extra.items() if k not in _KNOWN})
        out["players"] = list(self.players)
        if self.difficulty is not None:
            out["solo"] = {"difficulty": self.difficulty}
        if self.seed is not None:
            out["seed"] = self.seed
        if self.solo_deck is not None:
            out["deck"] = list(self.solo_deck)
        if self.white_deck is not None:
            out["white_deck"] = list(self.white_deck)
        if self.black_deck is not None:
            out["black_deck"] = list(self.black_deck)
        if self.deck is not None:
            out["deck_data"] = self.deck.to_json(back=False)  # (a picture only prints)
        acts = []
        for i, a in enumerate(self.actions):
            d = a.to_json()
            if i < len(self.action_players) and self.action_players[i] is not None:
                d["player"] = self.action_players[i]
            acts.append(d)
        out["actions"] = acts
        return out

    def to_bytes(self) -> bytes:
        """The record file's bytes (UTF-8 JSON)."""
        return (json.dumps(self.to_json(), ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def _os_random() -> random.Random:
    return secrets.SystemRandom()


def new_record(players: Sequence[str], *, difficulty: str | None = None,
               deck: Deck | None = None, seed: int | None = None,
               rng: random.Random | None = None) -> GameRecord:
    """The record of a new game, before its first action.

    With ``seed`` it is dealt from the seed (the record's ``seed`` form): a repeatable,
    shareable deal, and so no secret: whoever knows the seed knows every card. Without one it
    is dealt from ``rng``, by default the operating system's cryptographic generator
    (:class:`secrets.SystemRandom`), and the record gives the decks and no seed: there is no
    small number from which the deal follows. ``deck`` None is the classic deck; ``difficulty``
    makes it a solo game (``players`` then has one name).
    """
    base = GameRecord(players=tuple(players), difficulty=difficulty, seed=seed, deck=deck)
    if seed is not None:
        return base
    game_deck = base.game_deck
    rng = rng if rng is not None else _os_random()
    setup = game_deck.setup
    if difficulty is not None:
        cards = (rng.sample(game_deck.whites, setup.solo.white)
                 + rng.sample(game_deck.blacks, setup.solo.black))
        return GameRecord(players=base.players, difficulty=difficulty, solo_deck=tuple(cards),
                          deck=deck)
    n = len(base.players)
    whites = rng.sample(game_deck.whites, setup.white_count(n, len(game_deck.whites)))
    blacks = rng.sample(game_deck.blacks, setup.black_count(n))
    return GameRecord(players=base.players, white_deck=tuple(whites), black_deck=tuple(blacks),
                      deck=deck)


def _fresh(dealt: Sequence[str], left: int, colour_at: Sequence[str], pools: dict[str, list[str]],
           rng: random.Random) -> tuple[str, ...]:
    """``dealt`` with its last ``left`` cards (those still face down) drawn anew: position ``i``
    takes a card of colour ``colour_at[i]`` that is not among the cards kept."""
    kept = list(dealt[: len(dealt) - left])
    seen = set(kept)
    wanted: dict[str, int] = {}
    for i in range(len(kept), len(dealt)):
        wanted[colour_at[i]] = wanted.get(colour_at[i], 0) + 1
    drawn = {c: iter(rng.sample([p for p in pools[c] if p not in seen], k))
             for c, k in wanted.items()}
    return (*kept, *(next(drawn[colour_at[i]]) for i in range(len(kept), len(dealt))))


def redeal(record: GameRecord, end: GameState, rng: random.Random | None = None) -> GameRecord:
    """``record`` with every card still face down at ``end`` (the state its actions lead to)
    dealt anew from ``rng`` (default: the operating system's cryptographic generator), written
    as decks without a seed. The cards dealt face up and those revealed since keep their places,
    so the actions replay the same way, to the same public position; which cards lie face down,
    and in what order, is new. A game hosted again is dealt so: whoever saved it (or chose its
    record) cannot know the cards still to come.
    """
    rng = rng if rng is not None else _os_random()
    deck = record.game_deck
    pools = {"white": list(deck.whites), "black": list(deck.blacks)}

    def fresh(dealt: tuple[str, ...], left: int) -> tuple[str, ...]:
        colours = [deck.puzzle_by_id[pid].colour for pid in dealt]
        return _fresh(dealt, left, colours, pools, rng)

    if record.is_solo:
        assert end.solo is not None
        dealt = record.dealt_decks()
        return _with_deal(record, solo_deck=fresh(tuple(str(c) for c in dealt),
                                                  len(end.solo.deck)))
    white, black = record.dealt_decks()
    assert isinstance(white, tuple) and isinstance(black, tuple)
    return _with_deal(record, white_deck=fresh(white, len(end.white_deck)),
                      black_deck=fresh(black, len(end.black_deck)))


def _with_deal(record: GameRecord, *, white_deck: tuple[str, ...] | None = None,
               black_deck: tuple[str, ...] | None = None,
               solo_deck: tuple[str, ...] | None = None) -> GameRecord:
    return GameRecord(players=record.players, actions=record.actions,
                      difficulty=record.difficulty, white_deck=white_deck, black_deck=black_deck,
                      solo_deck=solo_deck, seed=None, deck=record.deck,
                      action_players=record.action_players, extra=dict(record.extra),
                      version=record.version)


_KNOWN = {
    "format",
    "version",
    "players",
    "solo",
    "seed",
    "deck",
    "white_deck",
    "black_deck",
    "deck_data",
    "actions",
}


_bad = InvalidRecord.of


def _id_list(data: dict[str, Any], key: str) -> tuple[str, ...] | None:
    if key not in data:
        return None
    raw = data[key]
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise _bad(FileProblem.IDS_LIST, key=key)
    return tuple(raw)


def _check_deck_list(ids: Sequence[str], deck: Deck, colour: str, size: int,
                     what: FilePart) -> None:
    where = Reason.of(what)
    if len(ids) != size:
        raise _bad(FileProblem.CARD_COUNT, where=where, size=size, count=len(ids))
    seen: set[str] = set()
    for pid in ids:
        puzzle = deck.puzzle_by_id.get(pid)
        if puzzle is None:
            raise _bad(FileProblem.UNKNOWN_PUZZLE, where=where, shown=repr(pid))
        if puzzle.colour != colour:
            kind = FileProblem.WHITE_NOT_BLACK if colour == "black" else \
                FileProblem.BLACK_NOT_WHITE
            raise _bad(kind, where=where, puzzle=pid)
        if pid in seen:
            raise _bad(FileProblem.PUZZLE_APPEARS_TWICE, where=where, puzzle=pid)
        seen.add(pid)


def record_from_json(data: Any) -> GameRecord:
    """Check a parsed record completely (structure, ids, deck sizes) and build it.

    :raises InvalidRecord: naming the first problem found.
    """
    if not isinstance(data, dict):
        raise _bad(FileProblem.RECORD_NOT_OBJECT)
    if data.get("format") != RECORD_FORMAT:
        raise _bad(FileProblem.NOT_A_RECORD, format=RECORD_FORMAT)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _bad(FileProblem.RECORD_NO_VERSION)
    if version not in READABLE_VERSIONS:
        raise _bad(FileProblem.RECORD_NEWER if version > RECORD_VERSION else
                   FileProblem.RECORD_VERSION, version=version)
    deck: Deck | None = None
    if "deck_data" in data:
        try:
            deck = deck_from_json(data["deck_data"])
        except InvalidDeck as exc:
            raise _bad(FileProblem.EMBEDDED_DECK, reason=exc.reason or str(exc)) from None
        except RecursionError:
            raise _bad(FileProblem.EMBEDDED_DECK_NESTED) from None
    game_deck = deck if deck is not None else classic_deck()

    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise _bad(FileProblem.PLAYERS_LIST)
    for i, name in enumerate(players):
        problem = text_problem(name, Reason.of(FilePart.PLAYER_NAME, number=i + 1), 100)
        if problem is not None:
            raise InvalidRecord(problem)
    difficulty: str | None = None
    if "solo" in data:
        solo = data["solo"]
        if not isinstance(solo, dict) or solo.get("difficulty") not in DIFFICULTIES:
            raise _bad(FileProblem.SOLO_FIELD)
        difficulty = solo["difficulty"]
        if len(players) != 1:
            raise _bad(FileProblem.SOLO_ONE_PLAYER)
    elif not 2 <= len(players) <= 4:
        raise _bad(FileProblem.PLAYER_COUNT, count=len(players))

    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise _bad(FileProblem.SEED_WHOLE)
    if seed is not None and not -(2**63) <= seed < 2**64:
        raise _bad(FileProblem.SEED_RANGE)

    white = _id_list(data, "white_deck")
    black = _id_list(data, "black_deck")
    solo_deck = _id_list(data, "deck")
    setup = game_deck.setup
    if difficulty is not None:
        if white is not None or black is not None:
            raise _bad(FileProblem.SOLO_ONE_DECK, key="deck")
        if solo_deck is None and seed is None:
            raise _bad(FileProblem.NO_DECK_NOR_SEED, key="deck")
        if solo_deck is not None:
            nw, nb = setup.solo.white, setup.solo.black
            _check_deck_list(solo_deck[:nw], game_deck, "white", nw, FilePart.SOLO_WHITE)
            if len(solo_deck) != nw + nb:
                raise _bad(FileProblem.SOLO_DECK_SIZE, size=nw + nb, count=len(solo_deck))
            _check_deck_list(solo_deck[nw:], game_deck, "black", nb, FilePart.SOLO_BLACK)
            if seed is not None and tuple(deal_solo(game_deck, seed)) != solo_deck:
                raise _bad(FileProblem.SOLO_DECK_SEED)
    else:
        if solo_deck is not None:
            raise _bad(FileProblem.DECK_IS_FOR_SOLO, key="deck")
        if (white is None) != (black is None):
            raise _bad(FileProblem.BOTH_DECKS)
        if white is None and seed is None:
            raise _bad(FileProblem.NO_DECKS_NOR_SEED)
        if white is not None and black is not None:
            n = len(players)
            _check_deck_list(
                white,
                game_deck,
                "white",
                setup.white_count(n, len(game_deck.whites)),
                FilePart.WHITE_DECK,
            )
            _check_deck_list(black, game_deck, "black", setup.black_count(n), FilePart.BLACK_DECK)
            if seed is not None and deal(game_deck, n, seed) != (list(white), list(black)):
                raise _bad(FileProblem.DECKS_SEED)

    raw_actions = data.get("actions", [])
    if not isinstance(raw_actions, list):
        raise _bad(FileProblem.ACTIONS_LIST)
    if len(raw_actions) > MAX_ACTIONS:
        raise _bad(FileProblem.TOO_MANY_ACTIONS, most=MAX_ACTIONS)
    actions: list[Action] = []
    action_players: list[int | None] = []
    for i, raw in enumerate(raw_actions):
        where = Reason.of(FilePart.ACTION, number=i)
        act = action_from_json(raw, where)
        pieces, puzzles = action_pieces_and_puzzles(act)
        for pid in pieces:
            if pid not in game_deck.shape_index:
                raise _bad(FileProblem.UNKNOWN_PIECE, where=where, shown=repr(pid))
        for zid in puzzles:
            if zid not in game_deck.puzzle_by_id:
                raise _bad(FileProblem.UNKNOWN_PUZZLE, where=where, shown=repr(zid))
        who = raw.get("player")
        if who is not None and (not isinstance(who, int) or isinstance(who, bool)):
            raise _bad(FileProblem.PLAYER_INDEX, where=where)
        actions.append(act)
        action_players.append(who)
    extra = {k: v for k, v in data.items() if k not in _KNOWN}
    if extra and not valid_text(json.dumps(extra, ensure_ascii=False)):
        raise _bad(FileProblem.UNKNOWN_FIELD_TEXT)
    return GameRecord(
        players=tuple(players),
        actions=tuple(actions),
        difficulty=difficulty,
        white_deck=white,
        black_deck=black,
        solo_deck=solo_deck,
        seed=seed,
        deck=deck,
        action_players=tuple(action_players) if any(p is not None for p in action_players) else (),
        extra=extra,
        version=version,
    )


def parse_record_bytes(blob: bytes) -> GameRecord:
    """Read a record file's bytes.

    :raises InvalidRecord: for anything that is not a valid record.
    """
    if len(blob) > MAX_RECORD_BYTES:
        raise _bad(FileProblem.RECORD_TOO_LARGE, limit=MAX_RECORD_BYTES // (1024 * 1024))
    try:
        text = blob.decode("utf-8")
    except UnicodeDecodeError:
        raise _bad(FileProblem.NOT_UTF8) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _bad(FileProblem.NOT_JSON, line=exc.lineno) from None
    except RecursionError:
        raise _bad(FileProblem.RECORD_NESTED) from None
    except ValueError:  # e.g. an integer of more than 4300 digits
        raise _bad(FileProblem.NUMBER_TOO_LARGE) from None
    return record_from_json(data)


def load_record(path: str) -> GameRecord:
    """Read a record file from disk.

    :raises InvalidRecord: for a file that cannot be read or is not a valid record.
    """
    try:
        blob = read_regular_file(path, MAX_RECORD_BYTES, Reason.of(FilePart.A_RECORD))
    except UnreadableFile as exc:
        raise InvalidRecord(exc) from None
    return parse_record_bytes(blob)


@dataclass(frozen=True, slots=True)
class ReplayResult:
    """The outcome of replaying a record: the last good state and the first error, if any."""

    state: GameState
    states: tuple[GameState, ...]  # initial state then the state after each applied action
    error_index: int | None = None
    reason: Reason | None = None  # why the action at error_index is illegal

    @property
    def ok(self) -> bool:
        """Whether every action was legal."""
        return self.reason is None

    @property
    def error(self) -> str | None:
        """The reason in English (the ``message`` of ``project-l replay``), if any."""
        return None if self.reason is None else str(self.reason)


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One action of a record being replayed: the state before it, and the state after it (or
    why it is illegal: then ``after`` is None and the replay ends there)."""

    index: int
    before: GameState
    action: Action
    after: GameState | None
    reason: Reason | None = None
    events: tuple[Event, ...] = ()  # what happened, when asked for


def replay_steps(record: GameRecord, *, events: bool = False) -> Iterator[ReplayStep]:
    """Apply the record's actions in order, one step each, stopping after the first illegal
    one. ``events`` also collects what happened (slower: for logs and animations)."""
    state = record.initial_state()
    for i, act in enumerate(record.actions):
        who = record.action_players[i] if i < len(record.action_players) else None
        reason = check(state, act)
        if who is not None and who != state.current:
            reason = Reason.of(Illegal.WRONG_PLAYER, marked=who, current=state.current)
        if reason is not None:
            yield ReplayStep(i, state, act, None, reason)
            return
        if events:
            after, happened = apply_with_events(state, act)
            yield ReplayStep(i, state, act, after, None, tuple(happened))
        else:
            after = apply(state, act, validate=False)
            yield ReplayStep(i, state, act, after)
        state = after


def replay(record: GameRecord, *, keep_states: bool = False) -> ReplayResult:
    """Apply the record's actions in order, stopping at the first illegal one."""
    state = record.initial_state()
    states = [state] if keep_states else []
    for step in replay_steps(record):
        if step.after is None:
            return ReplayResult(step.before, tuple(states), step.index, step.reason)
        state = step.after
        if keep_states:
            states.append(state)
    return ReplayResult(state, tuple(states))
