"""The network protocol's words: limits, the messages a client may send (checked into typed
values), the helpers that write the server's messages, invite codes and name cleaning.

Qt-free and socket-free: the server (:mod:`app.net.server`), the room (:mod:`app.net.room`), the
client and the tests share it. docs/protocol.md is the protocol in prose; this module is the same
protocol in code. Nothing that arrives from the network is evaluated, unpickled or used as a path:
a message is parsed with :func:`json.loads` into plain values, then every field is checked (type,
size, range) before it becomes one of the frozen dataclasses below. Anything else is refused with
:class:`BadMessage`, which carries an :class:`ErrorCode` and an English sentence.

Why one module of over 800 lines: it is the protocol in code: one checked value class per
message, as docs/protocol.md lists them, and the writers of the server's messages; a catalogue
kept next to its prose twin.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeAlias

from app.rules import (
    MAX_ACTIONS,
    Action,
    Choices,
    Deck,
    DeckCheck,
    FilePart,
    FileProblem,
    GameRecord,
    Illegal,
    InvalidDeck,
    InvalidRecord,
    Reason,
    ReasonKind,
    Size,
    Square,
    Unfit,
    action_from_json,
    clean_name_text,
    deck_from_json,
    parse_record_bytes,
)
from app.rules import name_key as same_name_key

PROTOCOL_VERSION = 2
"""The protocol's major version: a client speaking another one is refused at ``hello``
(``error protocol``, saying which side to update). Version 2: the deal is never sent before the
end, not even to the room's maker (``get_record``); ``welcome`` lists :data:`FEATURES`; ``act``
may carry the ``step`` it was chosen at."""
SERVER_NAME = "project-l"
FEATURES = ("act_step", "back_by_name", "public_state", "resume_record", "seeded_deal")
"""What this server offers beyond the base of its version (``welcome``'s ``features``;
docs/protocol.md says what each is): a client looks a feature up before using it, so that
later additions within a version are found rather than guessed."""

DEFAULT_PORT = 47470
DISCOVERY_PORT = 47471

# ------------------------------------------------------------------ limits (docs/protocol.md)
MAX_MESSAGE_BYTES = 64 * 1024
"""The largest message a client may send (the server's ``max_size``)."""
MAX_SERVER_MESSAGE_BYTES = 8 * 1024 * 1024
"""The largest message a server sends (a client's ``max_size``: ``game`` and ``finished`` carry
a whole game, a custom deck included)."""
RATE_PER_SECOND = 20.0
"""Messages a connection may send per second, sustained (token bucket)."""
RATE_BURST = 40
"""Messages a connection may send at once before the rate applies."""
MAX_CONNECTIONS = 200
MAX_ROOMS = 100
MAX_SPECTATORS = 8
MAX_CHAT_CHARS = 300
CHAT_KEPT = 100
"""Chat lines a room keeps (and sends to a player who joins)."""
MAX_NAME_CHARS = 24
MAX_ROOM_NAME_CHARS = 40
MAX_CLIENT_CHARS = 60
MAX_PASSWORD_CHARS = 200
HELLO_TIMEOUT = 10.0
"""Seconds a new connection has to send ``hello``."""
PING_INTERVAL = 20.0
PING_TIMEOUT = 20.0
MAX_PENDING_MESSAGES = 500
"""Messages waiting to be sent to one connection; a client that reads slower is disconnected."""
MAX_PENDING_BYTES = 4 * 1024 * 1024
"""Bytes waiting to be sent to one connection (``resync`` asked again and again costs a whole
game each time): beyond them the connection is closed."""
MAX_ROOM_REFUSALS = 200
"""Refused actions a room accepts from one seat before that connection is closed (flooding)."""
MAX_TAKEOVER_SECONDS = 3600
COSTLY_PER_SECOND = 2.0
"""Costly requests (:func:`is_costly`: a ``create_room`` with a saved game or a custom deck) an
address may make per second, sustained (token bucket); beyond it: ``error busy``."""
COSTLY_BURST = 10
"""Costly requests an address may make at once before :data:`COSTLY_PER_SECOND` applies."""
MAX_COSTLY_WAITING = 4
"""Costly requests the whole server checks (or queues for checking) at once; beyond it:
``error busy``. One connection has at most one at a time."""
MAX_REQUEST_ID = 2**53
"""The largest ``id`` and ``seq`` (a JSON number every language reads exactly)."""
MAX_JSON_DEPTH = 32
"""How deep a client's message may nest (a deck's data is about 6 deep)."""
MAX_SEED = 2**63 - 1
"""The largest seed ``create_room`` takes (a record's seed is a 64-bit whole number)."""

# ------------------------------------------------------------------ limits per address
# (docs/protocol.md, "Limits per address and timeouts"). An address is an IPv4 address or an
# IPv6 /64 (one home, one user's network), the client's as a trusted reverse proxy saw it.
MAX_CONNECTIONS_PER_ADDRESS = 16
"""Connections one address may hold at once (beyond: ``error address_limit``, close 1013); as
many again may be still opening (beyond those, the TCP connection is closed at once)."""
MAX_ROOMS_PER_ADDRESS = 8
"""Rooms made from one address that exist at once (beyond: ``error address_limit``)."""
JOINS_PER_SECOND = 1.0
"""``join``, ``rejoin``, ``spectate`` and ``host`` messages an address may send per second,
sustained (token bucket; beyond: ``error busy``): entering a room sends a whole game."""
JOINS_BURST = 20
"""Such messages an address may send at once before :data:`JOINS_PER_SECOND` applies."""
ANSWER_BYTES_PER_SECOND = 256 * 1024
"""Characters of answers that grow with a game or the server (``game`` on ``resync`` or on
entering a started room, ``record``, ``rooms``) an address may be sent per second, sustained
(token bucket; beyond: ``error busy``). An honest client asks for a whole game when it enters a
room and after a drop: a 200-action game is about 30 KB."""
ANSWER_BYTES_BURST = 4 * 1024 * 1024
"""Such characters an address may be sent at once before :data:`ANSWER_BYTES_PER_SECOND`
applies (a whole game of the most actions is about 1.3 MB)."""
HANDSHAKE_TIMEOUT = 10.0
"""Seconds from the TCP connection to the end of the WebSocket opening handshake (TLS
included)."""
IDLE_TIMEOUT = 60.0
"""Seconds a connection in no room may stay without sending anything before it is closed."""
IPV6_PREFIX = 64
"""IPv6 addresses sharing their first this many bits are one address for the limits."""

# ------------------------------------------------------------------ close codes (RFC 6455)
CLOSE_NORMAL = 1000
CLOSE_GOING_AWAY = 1001
CLOSE_PROTOCOL = 1002
CLOSE_POLICY = 1008
"""Too fast, no hello in time, or too many refused messages."""
CLOSE_TOO_BIG = 1009
CLOSE_TRY_LATER = 1013
"""The server is full."""

# ------------------------------------------------------------------ invite codes
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8


class ErrorCode(Enum):
    """The ``code`` of an ``error`` message: what went wrong, as a value a client can translate."""

    BAD_MESSAGE = "bad_message"
    TOO_BIG = "too_big"
    TOO_FAST = "too_fast"
    NOT_YOUR_TURN = "not_your_turn"
    NO_SUCH_ROOM = "no_such_room"
    NO_SUCH_SEAT = "no_such_seat"
    ROOM_FULL = "room_full"
    SEAT_TAKEN = "seat_taken"
    BAD_CODE = "bad_code"
    BAD_TOKEN = "bad_token"
    WRONG_PASSWORD = "wrong_password"
    NOT_HOST = "not_host"
    PROTOCOL = "protocol"
    SERVER_FULL = "server_full"
    TOO_MANY_ROOMS = "too_many_rooms"
    NOT_IN_ROOM = "not_in_room"
    ALREADY_IN_ROOM = "already_in_room"
    NOT_STARTED = "not_started"
    ALREADY_STARTED = "already_started"
    NOT_READY = "not_ready"
    CANNOT_UNDO = "cannot_undo"
    NOT_ALLOWED = "not_allowed"
    HELLO_FIRST = "hello_first"
    BAD_SETUP = "bad_setup"
    BUSY = "busy"
    ADDRESS_LIMIT = "address_limit"


class BadMessage(Exception):
    """A message that is refused: the error code and an English sentence saying why."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        """The error ``code`` and its ``message``."""
        super().__init__(message)
        self.code = code
        self.message = message


def make_code() -> str:
    """A new invite code: 8 characters of :data:`CODE_ALPHABET` from :mod:`secrets` (about 40 bits),
    kept without the dash (see :func:`show_code`)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def show_code(code: str) -> str:
    """The code as people read it: ``ABCD-EFGH``."""
    half = len(code) // 2
    return f"{code[:half]}-{code[half:]}"


def normalise_code(text: object) -> str | None:
    """The code typed by a person (any case, a dash or spaces allowed) in its stored form, or None
    when it cannot be a code."""
    if not isinstance(text, str) or len(text) > 3 * CODE_LENGTH:
        return None
    code = "".join(ch for ch in text.upper() if ch not in "- \t")
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        return None
    return code


def make_token() -> str:
    """A new seat or host token (``secrets.token_urlsafe(16)``)."""
    return secrets.token_urlsafe(16)


# ------------------------------------------------------------------ text people send

def clean_text(text: str, limit: int) -> str:
    """``text`` safe to show to other people, as names are kept (``app.rules.names``, the
    policy of docs/formats.md "Names"): control and format characters (bidi overrides and
    isolates, the byte order mark, tag characters) other than the four invisible characters
    some scripts need (zero-width space, word joiner, the two joiners), lone surrogates and
    unassigned code points are removed, every run of white space becomes one space, the ends
    are trimmed, and it is cut to ``limit`` characters."""
    return clean_name_text(text, limit)


def clean_name(text: str) -> str:
    """A player's name as the server keeps it (see :func:`clean_text`), at most
    :data:`MAX_NAME_CHARS` characters; may be empty (the room then names the seat)."""
    return clean_text(text, MAX_NAME_CHARS)


def name_key(text: str) -> str:
    """What two names must share to be the same player's (a ``join`` without a seat takes back
    the dropped seat of its name): the name as the server keeps it (:func:`clean_name`), then
    without its invisible characters, compatibility-normalised and case-folded (Unicode's
    NFKC_Casefold in spirit, ``app.rules.name_key``), so that ``"Zoe\u0308"`` and ``"ZOË"``, a
    full-width ``"Ａｎｎ"`` and ``"ann"``, or ``"B\u200bo"`` and ``"Bo"`` are one name. Text that
    looks alike in other scripts (a Cyrillic ``а`` for a Latin ``a``) stays apart. The match is
    only a convenience: anyone with the invite code may take back a dropped seat."""
    return same_name_key(clean_name(text))


# ------------------------------------------------------------------ reading JSON safely


def _depth_ok(value: Any, limit: int) -> bool:
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return False
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return True


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def load_json(data: str | bytes, limit: int = MAX_MESSAGE_BYTES, *,
              check_depth: bool = True) -> Any:
    """One message's JSON value: text (UTF-8 if bytes) of at most ``limit`` bytes, strict JSON
    (no NaN or Infinity), nested at most :data:`MAX_JSON_DEPTH` deep (without ``check_depth``
    the caller checks that with :func:`check_json_depth`: the server reads a costly message in a
    worker process, and so only looks at its kind in its loop).

    :raises BadMessage: for anything else.
    """
    if isinstance(data, bytes):
        if len(data) > limit:
            raise BadMessage(ErrorCode.TOO_BIG, f"a message may have at most {limit} bytes")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise BadMessage(ErrorCode.BAD_MESSAGE, "a message must be UTF-8 text") from None
    else:
        text = data
        if len(text) > limit or len(text.encode("utf-8", "surrogatepass")) > limit:
            raise BadMessage(ErrorCode.TOO_BIG, f"a message may have at most {limit} bytes")
    try:
        value = json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise BadMessage(ErrorCode.BAD_MESSAGE, "the message is nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, NaN, or an integer of more than 4300 digits
        raise BadMessage(ErrorCode.BAD_MESSAGE, f"the message is not JSON ({exc})") from None
    if check_depth:
        check_json_depth(value)
    return value


def check_json_depth(value: Any) -> None:
    """:raises BadMessage: when ``value`` nests deeper than :data:`MAX_JSON_DEPTH`."""
    if not _depth_ok(value, MAX_JSON_DEPTH):
        raise BadMessage(ErrorCode.BAD_MESSAGE, "the message is nested too deeply")


def encode(message: dict[str, Any]) -> str:
    """A message as the text of one WebSocket frame (compact JSON, UTF-8 characters kept)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


# ------------------------------------------------------------------ field checks


def _bad(message: str) -> BadMessage:
    return BadMessage(ErrorCode.BAD_MESSAGE, message)


def _int(obj: dict[str, Any], key: str, low: int, high: int, *, default: int | None = None,
         required: bool = True) -> int | None:
    if key not in obj or obj[key] is None:
        if required and default is None:
            raise _bad(f"'{key}' is missing")
        return default
    value = obj[key]
    if not isinstance(value, int) or isinstance(value, bool):
        raise _bad(f"'{key}' must be a whole number")
    if not low <= value <= high:
        raise _bad(f"'{key}' must be between {low} and {high}")
    return value


def _text(obj: dict[str, Any], key: str, limit: int, *, required: bool = True,
          default: str = "") -> str:
    if key not in obj or obj[key] is None:
        if required:
            raise _bad(f"'{key}' is missing")
        return default
    value = obj[key]
    if not isinstance(value, str):
        raise _bad(f"'{key}' must be text")
    if len(value) > limit:
        raise _bad(f"'{key}' may have at most {limit} characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise _bad(f"'{key}' is not valid text") from None
    return value


def _bool(obj: dict[str, Any], key: str, default: bool | None = None) -> bool:
    value = obj.get(key, default)
    if not isinstance(value, bool):
        raise _bad(f"'{key}' must be true or false")
    return value


def _only(obj: dict[str, Any], allowed: set[str]) -> None:
    unknown = set(obj) - allowed - {"type", "id"}
    if unknown:
        raise _bad(f"unknown field {sorted(unknown)[0][:40]!r}")


# ------------------------------------------------------------------ client -> server messages

SeatKind: TypeAlias = str
SEAT_KINDS = ("host", "remote", "ai")
AI_LEVELS = ("easy", "medium", "hard")
SOLO_DIFFICULTIES = ("standard", "challenging", "unbeatable")


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """One seat of a room as set up: who plays it (``host``: the program that made the room;
    ``remote``: a player who joins; ``ai``: our AI at ``level``) and its name (may be empty)."""

    kind: SeatKind
    name: str = ""
    level: str = "medium"


@dataclass(frozen=True, slots=True)
class RoomSetup:
    """What ``create_room`` asks for: seats, the deck (None: classic), the solo difficulty;
    or, for a saved game hosted again, its ``record`` (deal, deck, difficulty and the actions
    so far: the room goes on from there)."""

    seats: tuple[SeatSpec, ...]
    deck: Deck | None = None
    difficulty: str | None = None
    takeover_seconds: int | None = None
    auto_start: bool = False  # start once every remote seat is taken and ready
    record: GameRecord | None = None
    seed: int | None = None  # a deal from a seed the maker chose: repeatable, and no secret


@dataclass(frozen=True, slots=True)
class Hello:
    """The first message of a connection."""

    protocol: int
    client: str
    name: str
    password: str | None = None


@dataclass(frozen=True, slots=True)
class ListRooms:
    """Ask for the server's rooms (names and seats, never codes)."""


@dataclass(frozen=True, slots=True)
class CreateRoom:
    """Make a room (``serve`` mode only)."""

    name: str
    setup: RoomSetup


@dataclass(frozen=True, slots=True)
class Join:
    """Take a free remote seat (the first free one when ``seat`` is None)."""

    code: str
    seat: int | None
    name: str


@dataclass(frozen=True, slots=True)
class Rejoin:
    """Come back to a seat: with its token, or (the seat not connected) with the code alone."""

    code: str
    seat: int
    token: str | None


@dataclass(frozen=True, slots=True)
class Spectate:
    """Watch a room's public table."""

    code: str
    name: str


@dataclass(frozen=True, slots=True)
class Ready:
    """Say whether this seat is ready to start."""

    ready: bool


@dataclass(frozen=True, slots=True)
class Chat:
    """A line of chat."""

    text: str


@dataclass(frozen=True, slots=True)
class Start:
    """Start the game (the host)."""

    host_token: str | None = None


@dataclass(frozen=True, slots=True)
class SetTakeover:
    """After how many seconds an AI plays for a dropped seat (None: never); the host."""

    seconds: int | None


@dataclass(frozen=True, slots=True)
class Kick:
    """Send a remote player or spectator away (the host): the seat becomes free."""

    seat: int


@dataclass(frozen=True, slots=True)
class Act:
    """One action of the sender's seat, in the game-record spelling; ``step``: how many actions
    the game had when the client chose it (None: not said), so that an action chosen for a
    position the game has left is refused as stale rather than played in another one."""

    seq: int
    action: Action
    step: int | None = None


@dataclass(frozen=True, slots=True)
class Undo:
    """Take back the seat's own last action of this turn (when it revealed no card)."""


@dataclass(frozen=True, slots=True)
class Leave:
    """Leave the room (the seat stays, as if dropped)."""


@dataclass(frozen=True, slots=True)
class Resync:
    """Ask for a fresh ``game`` message (after a digest mismatch)."""


@dataclass(frozen=True, slots=True)
class HostClaim:
    """Sit at the host's seat of a room with the host token (the hosting program's own table)."""

    code: str
    host_token: str
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class GetRecord:
    """The host asks for the full record so far (to save the game)."""


ClientMessage: TypeAlias = (
    Hello | ListRooms | CreateRoom | Join | Rejoin | Spectate | Ready | Chat | Start
    | SetTakeover | Kick | Act | Undo | Leave | Resync | HostClaim | GetRecord
)


@dataclass(frozen=True, slots=True)
class Request:
    """A checked client message and its optional ``id`` (echoed in the reply)."""

    message: ClientMessage
    id: int | None = None


def _code(obj: dict[str, Any]) -> str:
    code = normalise_code(obj.get("code"))
    if code is None:
        raise BadMessage(ErrorCode.BAD_CODE, "'code' is not an invite code (like ABCD-EFGH)")
    return code


def _setup(raw: Any) -> RoomSetup:
    if not isinstance(raw, dict):
        raise _bad("'setup' must be an object")
    _only(raw, {"seats", "deck", "deck_data", "solo", "takeover_seconds", "auto_start",
                "record", "seed"})
    seats_raw = raw.get("seats")
    if not isinstance(seats_raw, list) or not 1 <= len(seats_raw) <= 4:
        raise _bad("'seats' must be a list of 1 to 4 seats")
    seats = []
    for i, s in enumerate(seats_raw):
        if not isinstance(s, dict):
            raise _bad(f"seat {i} must be an object")
        _only(s, {"kind", "name", "level"})
        kind = s.get("kind")
        if kind not in ("remote", "ai"):  # over the network nobody is the host's own program
            raise _bad(f"seat {i}: 'kind' must be \"remote\" or \"ai\"")
        level = s.get("level", "medium")
        if level not in AI_LEVELS:
            raise _bad(f"seat {i}: 'level' must be easy, medium or hard")
        seats.append(SeatSpec(kind, clean_name(_text(s, "name", 100, required=False)), level))
    takeover = _int(raw, "takeover_seconds", 0, MAX_TAKEOVER_SECONDS, required=False)
    seed = _int(raw, "seed", 0, MAX_SEED, required=False)
    if "record" in raw:
        if seed is not None:
            raise _bad("'seed' and 'record' cannot both be given: the record has the deal")
        record = _saved_record(raw, len(seats))
        return RoomSetup(tuple(seats), record.deck, record.difficulty, takeover,
                         _bool(raw, "auto_start", False), record)
    difficulty = None
    if "solo" in raw:
        solo = raw["solo"]
        if not isinstance(solo, dict) or solo.get("difficulty") not in SOLO_DIFFICULTIES:
            raise _bad("'solo' must be {\"difficulty\": \"standard\" | \"challenging\" | "
                       "\"unbeatable\"}")
        difficulty = str(solo["difficulty"])
        if len(seats) != 1:
            raise _bad("a solo game has exactly one seat")
    elif len(seats) < 2:
        raise _bad("a game has 2 to 4 seats (1 with 'solo')")
    deck: Deck | None = None
    if "deck_data" in raw:
        try:
            deck = deck_from_json(raw["deck_data"])
        except (InvalidDeck, RecursionError) as exc:
            raise BadMessage(ErrorCode.BAD_SETUP, f"the deck is not valid: {exc}") from None
    elif raw.get("deck", "classic") != "classic":
        raise _bad("'deck' must be \"classic\" (or give 'deck_data')")
    return RoomSetup(tuple(seats), deck, difficulty, takeover, _bool(raw, "auto_start", False),
                     seed=seed)


def _saved_record(raw: dict[str, Any], seats: int) -> GameRecord:
    """The ``record`` of a setup: a saved game's record file as text, read as a record file
    is (every field checked, the deck completely); its actions are replayed by the room.

    :raises BadMessage: ``bad_setup`` for a record that cannot be played on (``bad_message``
        when a deck or the solo variant is given beside it).
    """
    for key in ("deck", "deck_data", "solo"):
        if key in raw:
            raise _bad(f"'{key}' and 'record' cannot both be given: the record has the deck "
                       "and the variant")
    text = _text(raw, "record", MAX_MESSAGE_BYTES)
    try:
        record = parse_record_bytes(text.encode("utf-8", "surrogatepass"))
    except (InvalidRecord, InvalidDeck, RecursionError) as exc:
        raise BadMessage(ErrorCode.BAD_SETUP, f"the record is not valid: {exc}") from None
    if len(record.players) != seats:
        raise BadMessage(ErrorCode.BAD_SETUP, f"the record has {len(record.players)} players "
                         f"and the setup {seats} seats")
    if record.legacy_solo_pieces:
        raise BadMessage(ErrorCode.BAD_SETUP,
                         "a version-1 solo game cannot be played over the network")
    return record


def _parse(obj: dict[str, Any], kind: str) -> ClientMessage:
    if kind == "hello":
        _only(obj, {"protocol", "client", "name", "password"})
        protocol = _int(obj, "protocol", 0, 1_000_000)
        assert protocol is not None
        password = None
        if "password" in obj:
            password = _text(obj, "password", MAX_PASSWORD_CHARS)
        return Hello(protocol, _text(obj, "client", MAX_CLIENT_CHARS, required=False),
                     clean_name(_text(obj, "name", 100, required=False)), password)
    if kind == "list_rooms":
        _only(obj, set())
        return ListRooms()
    if kind == "create_room":
        _only(obj, {"name", "setup"})
        return CreateRoom(clean_text(_text(obj, "name", 100, required=False),
                                     MAX_ROOM_NAME_CHARS), _setup(obj.get("setup")))
    if kind == "join":
        _only(obj, {"code", "seat", "name"})
        return Join(_code(obj), _int(obj, "seat", 0, 3, required=False),
                    clean_name(_text(obj, "name", 100, required=False)))
    if kind == "rejoin":
        _only(obj, {"code", "seat", "token"})
        seat = _int(obj, "seat", 0, 3)
        assert seat is not None
        token = _text(obj, "token", 100) if obj.get("token") is not None else None
        return Rejoin(_code(obj), seat, token)
    if kind == "spectate":
        _only(obj, {"code", "name"})
        return Spectate(_code(obj), clean_name(_text(obj, "name", 100, required=False)))
    if kind == "host":
        _only(obj, {"code", "host_token", "seat"})
        return HostClaim(_code(obj), _text(obj, "host_token", 100),
                         _int(obj, "seat", 0, 3, required=False))
    if kind == "ready":
        _only(obj, {"ready"})
        return Ready(_bool(obj, "ready", True))
    if kind == "chat":
        _only(obj, {"text"})
        text = clean_text(_text(obj, "text", MAX_CHAT_CHARS * 4), MAX_CHAT_CHARS)
        if not text:
            raise _bad("'text' is empty")
        return Chat(text)
    if kind == "start":
        _only(obj, set())
        return Start()
    if kind == "set_takeover":
        _only(obj, {"seconds"})
        return SetTakeover(_int(obj, "seconds", 0, MAX_TAKEOVER_SECONDS, required=False))
    if kind == "kick":
        _only(obj, {"seat"})
        seat = _int(obj, "seat", 0, 3)
        assert seat is not None
        return Kick(seat)
    if kind == "act":
        _only(obj, {"seq", "action", "step"})
        seq = _int(obj, "seq", 0, MAX_REQUEST_ID)
        assert seq is not None
        step = _int(obj, "step", 0, MAX_ACTIONS, required=False)
        raw = obj.get("action")
        if isinstance(raw, dict) and "player" in raw:
            raise _bad("an action names no player: it is the sender's seat")
        try:
            action = action_from_json(raw)
        except InvalidRecord as exc:
            raise _bad(str(exc)) from None
        return Act(seq, action, step)
    if kind == "undo":
        _only(obj, set())
        return Undo()
    if kind == "leave":
        _only(obj, set())
        return Leave()
    if kind == "resync":
        _only(obj, set())
        return Resync()
    if kind == "get_record":
        _only(obj, set())
        return GetRecord()
    raise _bad(f"unknown message type {kind[:40]!r}")


def parse_client_message(data: str | bytes) -> Request:
    """Check one client message completely and return it as a typed value.

    :raises BadMessage: naming the first problem (unknown type, a missing, mistyped, too long
        or out-of-range field, text that is not JSON or not UTF-8, too big, too deep).
    """
    return parse_client_object(load_json(data))


def request_id_of(obj: Any) -> int | None:
    """The ``id`` of a message read as JSON, when it has a valid one, before (or without)
    checking the rest: every answer to a message with an ``id`` carries it, the answer that
    says the message is wrong included."""
    value = obj.get("id") if isinstance(obj, dict) else None
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_REQUEST_ID:
        return value
    return None


def is_costly(obj: Any) -> bool:
    """Whether a message read as JSON costs the server noticeable work to check: a
    ``create_room`` whose setup has a saved game's ``record`` (read, then every action
    replayed) or a custom ``deck_data`` (checked completely). The server checks these in a
    worker process, within the :data:`COSTLY_PER_SECOND` budget."""
    if not isinstance(obj, dict) or obj.get("type") != "create_room":
        return False
    setup = obj.get("setup")
    return isinstance(setup, dict) and ("record" in setup or "deck_data" in setup)


def parse_client_object(obj: Any) -> Request:
    """:func:`parse_client_message` for a message already read as JSON (:func:`load_json`).

    :raises BadMessage: as :func:`parse_client_message`.
    """
    if not isinstance(obj, dict):
        raise _bad("a message must be a JSON object")
    kind = obj.get("type")
    if not isinstance(kind, str):
        raise _bad("'type' is missing or not text")
    request_id = _int(obj, "id", 0, MAX_REQUEST_ID, required=False)
    return Request(_parse(obj, kind), request_id)


# ------------------------------------------------------------------ reasons as values

_REASON_ENUMS: dict[str, type[ReasonKind]] = {
    "Illegal": Illegal, "Unfit": Unfit, "DeckCheck": DeckCheck, "FileProblem": FileProblem,
    "FilePart": FilePart,
}


def _kind_name(kind: ReasonKind) -> str:
    return kind.name if isinstance(kind, Illegal) else f"{type(kind).__name__}.{kind.name}"


def _arg_to_json(arg: object) -> Any:
    if isinstance(arg, Size):
        return {"size": arg.bytes}
    if isinstance(arg, Choices):
        return {"choices": list(arg.ids)}
    if isinstance(arg, Square):
        return {"square": [arg.row, arg.col]}
    if isinstance(arg, Reason):
        return {"reason": reason_to_json(arg)}
    return arg


def reason_to_json(reason: Reason) -> dict[str, Any]:
    """A reason as ``{"kind": "NOT_IN_ROW", "fields": {"puzzle": "W12"}}``: ``kind`` is the
    member name of :class:`~app.rules.Illegal` (``"Unfit.NAME"`` for another enum); a field is
    text, a number, ``{"choices": [ids]}``, ``{"square": [row, col]}``, ``{"size": bytes}`` or
    ``{"reason": ...}``."""
    return {"kind": _kind_name(reason.kind),
            "fields": {k: _arg_to_json(v) for k, v in reason.args}}


def _arg_from_json(value: Any, depth: int) -> Any:
    if isinstance(value, bool) or value is None:
        raise ValueError("a reason's field is text, a number, choices, a square or a reason")
    if isinstance(value, str | int):
        return value
    if isinstance(value, dict) and len(value) == 1:
        if "choices" in value and isinstance(value["choices"], list) and all(
                isinstance(x, str) for x in value["choices"]):
            return Choices(tuple(value["choices"]))
        sq = value.get("square")
        if isinstance(sq, list) and len(sq) == 2 and all(
                isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 5 for x in sq):
            return Square(sq[0], sq[1])
        size = value.get("size")
        if isinstance(size, int) and not isinstance(size, bool) and size >= 0:
            return Size(size)
        if "reason" in value and depth < 4:
            return _reason_from_json(value["reason"], depth + 1)
    raise ValueError("a reason's field is text, a number, choices, a square or a reason")


def _reason_from_json(data: Any, depth: int) -> Reason:
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise ValueError("a reason is {kind, fields}")
    enum_name, _, member = data["kind"].rpartition(".")
    enum = _REASON_ENUMS.get(enum_name or "Illegal")
    if enum is None or member not in enum.__members__:
        raise ValueError(f"unknown reason {data['kind'][:60]!r}")
    fields = data.get("fields", {})
    if not isinstance(fields, dict):
        raise ValueError("a reason's fields are an object")
    args = tuple((str(k), _arg_from_json(v, depth)) for k, v in fields.items())
    return Reason(enum.__members__[member], args)


def reason_from_json(data: Any) -> Reason:
    """The reason written by :func:`reason_to_json` (for clients).

    :raises ValueError: for anything else.
    """
    return _reason_from_json(data, 0)


# ------------------------------------------------------------------ server -> client messages


def message(kind: str, request_id: int | None = None, **fields: Any) -> dict[str, Any]:
    """A server message ``{"type": kind, ...fields}`` (with the request's ``id`` if given)."""
    out: dict[str, Any] = {"type": kind}
    if request_id is not None:
        out["id"] = request_id
    out.update(fields)
    return out


def error(code: ErrorCode, text: str, request_id: int | None = None) -> dict[str, Any]:
    """An ``error`` message."""
    return message("error", request_id, code=code.value, message=text)


def refused(seq: int, reason: Reason, request_id: int | None = None) -> dict[str, Any]:
    """A ``refused`` message: the reason as a value and its English sentence."""
    return message("refused", request_id, seq=seq, reason=reason_to_json(reason),
                   message=str(reason))


def bye(reason: str, request_id: int | None = None) -> dict[str, Any]:
    """A ``bye`` message, sent before the server closes a connection on purpose (the answer
    to ``leave`` carries its id)."""
    return message("bye", request_id, reason=reason)


def welcome() -> dict[str, Any]:
    """The answer to a good ``hello``."""
    from app import __version__

    return message("welcome", protocol=PROTOCOL_VERSION, server=f"{SERVER_NAME} {__version__}",
                   features=list(FEATURES))


def parse_server_message(data: str | bytes) -> dict[str, Any]:
    """A server message as a JSON object with a text ``type`` (for clients; the fields of each
    type are read by the client, and a ``game`` message's public record by
    :func:`app.net.public.PublicRecord.from_json`, which checks it completely).

    :raises BadMessage: for anything that is not such an object.
    """
    obj = load_json(data, MAX_SERVER_MESSAGE_BYTES)
    if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
        raise _bad("a server message is a JSON object with a 'type'")
    return obj
