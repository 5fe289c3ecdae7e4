"""One networked game: the authoritative engine state, its seats, lobby, chat and spectators.

A :class:`Room` knows nothing of sockets. The server hands it each connection as a :class:`Peer`
(something that can be sent a text frame and be closed) together with the client's checked
message (:mod:`app.net.protocol`); the room answers through the peers. Every method runs in the
server's asyncio loop thread. The room refuses what a client may not do by raising
:class:`~app.net.protocol.BadMessage` (the server answers ``error``), and an illegal action by
answering ``refused`` with the engine's reason.

The game is the local game's: the same record (the setup's seed and deck), the same engine, the
same undo rule (the seat's own actions of this turn, none that revealed a card) and AI seats
deciding as in a local game (same seeds, same requests: :mod:`app.core.decisions`), in a
``spawn`` process pool through ``loop.run_in_executor`` (:class:`AIPool`) so the loop never
computes. A remote seat whose player dropped can be played by the AI after the host's chosen
time; it is handed back when the player returns.

Why one module of over 800 lines: the room is the server side of one game as one state machine
(seats, lobby, start, actions, undo, AI takeover, records, spectators): every path that changes
the game is read in one place, while the sockets are the server's and the words the protocol's.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import secrets
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Protocol, TypeVar

from app.core.decisions import DecideRequest, decide_in_worker, decide_request
from app.net.protocol import (
    CHAT_KEPT,
    CLOSE_NORMAL,
    CLOSE_POLICY,
    MAX_ROOM_REFUSALS,
    MAX_SPECTATORS,
    Act,
    BadMessage,
    Chat,
    ClientMessage,
    CreateRoom,
    ErrorCode,
    GetRecord,
    Kick,
    Leave,
    Ready,
    Request,
    Resync,
    RoomSetup,
    SeatSpec,
    SetTakeover,
    Start,
    Undo,
    bye,
    clean_name,
    encode,
    make_code,
    make_token,
    message,
    name_key,
    parse_client_message,
    refused,
)
from app.net.public import (
    PublicRecord,
    PublicStep,
    PublicText,
    reveals_between,
    state_digest,
)
from app.processes import interrupts_held
from app.rules import (
    MAX_ACTIONS,
    Action,
    GameRecord,
    GameState,
    Illegal,
    IllegalAction,
    Phase,
    Reason,
    apply,
    check,
    new_record,
    redeal,
    state_summary,
)

log = logging.getLogger(__name__)

STOP_WAIT = 2.0
"""Seconds a stopping :class:`AIPool` gives a decision under way before ending its process."""

A = TypeVar("A")
R = TypeVar("R")

GAME_OVER = "the record's game is over: there is nothing to play"

Decider = Callable[[DecideRequest], Awaitable[Action]]
"""Makes one AI decision off the loop's thread (:meth:`AIPool.decide`)."""


class Peer(Protocol):
    """One connection as a room sees it (the server's connection object)."""

    def send(self, text: str) -> None:
        """Queue one text frame (never blocks; a peer that cannot keep up is closed)."""

    def close(self, code: int, reason: str) -> None:
        """Close the connection (after the frames already queued)."""


Answer = tuple[Peer, int | None] | None
"""Who sent the message being answered and its request ``id``: the copy of a message sent to
everyone that goes to that peer carries the id (the answer to ``ready``, ``chat``...)."""


# ------------------------------------------------------------------ AI decisions in processes


def _never() -> bool:
    return False


def decide_in_pool(request: DecideRequest) -> Action:
    """One AI decision in a pool process (a module-level function: the pool pickles it)."""
    return decide_in_worker(request, _never)


class AIPool:
    """A ``spawn`` process pool for AI decisions, shared by a server's rooms (the server keeps
    a second one for checking costly ``create_room`` messages: :func:`check_create`)."""

    def __init__(self, workers: int = 1, executor: Executor | None = None) -> None:
        """A pool of ``workers`` processes (started on the first decision), or ``executor``."""
        self._workers = workers
        self._executor = executor
        self._under_way = 0  # work asked of the pool and not answered yet

    def _pool(self) -> Executor:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                self._workers, mp_context=multiprocessing.get_context("spawn"))
        return self._executor

    async def decide(self, request: DecideRequest) -> Action:
        """The AI's action for ``request``, decided in a pool process."""
        return await self.run(decide_in_pool, request)

    async def run(self, function: Callable[[A], R], argument: A) -> R:
        """``function(argument)`` in a pool process (both picklable: ``function`` a
        module-level function)."""
        loop = asyncio.get_running_loop()
        self._under_way += 1
        try:
            with interrupts_held():  # (a process started now never sees a Ctrl+C)
                answer = loop.run_in_executor(self._pool(), function, argument)
            return await answer
        finally:
            self._under_way -= 1

    def shutdown(self, wait: bool = False, timeout: float = STOP_WAIT) -> None:
        """Stop the processes: decisions waiting are dropped. With ``wait``, return once every
        process is gone: a decision under way gets ``timeout`` seconds to end, then its process
        is terminated (killed if it still stays), so a stopping server leaves none behind."""
        if self._executor is None:
            return
        executor, self._executor = self._executor, None
        # (the executor forgets its processes as it shuts down: keep them to check on them)
        processes = list((getattr(executor, "_processes", None) or {}).values())
        manager = getattr(executor, "_executor_manager_thread", None)
        executor.shutdown(wait=False, cancel_futures=True)
        if not wait:
            return
        deadline = time.monotonic() + timeout
        for process in processes:
            process.join(max(0.0, deadline - time.monotonic()))
        # with no work under way, a process still alive was only starting (a loaded
        # machine can take seconds to import): ending it loses nothing
        level = logging.WARNING if self._under_way else logging.INFO
        for process in processes:
            if process.is_alive():
                log.log(level, "an AI process did not stop within %.1f s: terminated", timeout)
                process.terminate()
                process.join(1.0)
            if process.is_alive():
                process.kill()
                process.join(1.0)
        if manager is not None:  # its thread, which ends once no process is left
            manager.join(1.0)


# ------------------------------------------------------------------ costly checks in processes


def replay_end(record: GameRecord) -> GameState:
    """The state the record's actions lead to, checking that each is legal in turn.

    :raises ValueError: naming the first illegal action.
    """
    state = record.with_actions(()).initial_state()
    for i, act in enumerate(record.actions):
        why = check(state, act)
        if why is not None:
            raise ValueError(f"action {i} of the record is illegal: {why}")
        state = apply(state, act, validate=False)
    return state


def replay_phase(record: GameRecord) -> Phase:
    """The phase the record's actions lead to (:func:`replay_end`).

    :raises ValueError: naming the first illegal action.
    """
    return replay_end(record).phase


@dataclass(frozen=True, slots=True)
class CheckedCreate:
    """What :func:`check_create` found: the checked request (a saved game's record in it dealt
    again: :func:`~app.rules.redeal`) and, with a saved game, the phase its actions lead to; or
    the refusal (``error`` code and sentence)."""

    request: Request | None
    replayed: Phase | None = None
    error: tuple[ErrorCode, str] | None = None


def check_create(text: str) -> CheckedCreate:
    """Check a costly ``create_room`` message completely (:func:`~app.net.protocol.is_costly`):
    read it, its saved game or custom deck included, replay the saved game's actions and deal
    the cards still face down in it anew (:func:`~app.rules.redeal`: whoever sent the record
    cannot know them). Runs in a worker process (a module-level function: the pool pickles it),
    so the server's loop only makes the room."""
    try:
        request = parse_client_message(text)
        msg = request.message
        setup = msg.setup if isinstance(msg, CreateRoom) else None
        if setup is None or setup.record is None:
            return CheckedCreate(request)
        assert isinstance(msg, CreateRoom)
        try:
            end = replay_end(setup.record)
        except ValueError as exc:
            return CheckedCreate(None, error=(ErrorCode.BAD_SETUP, str(exc)))
        if end.phase is Phase.FINISHED:
            return CheckedCreate(None, error=(ErrorCode.BAD_SETUP, GAME_OVER))
        dealt = replace(setup, record=redeal(setup.record, end))
        return CheckedCreate(Request(replace(msg, setup=dealt), request.id), end.phase)
    except BadMessage as exc:
        return CheckedCreate(None, error=(exc.code, exc.message))


# ------------------------------------------------------------------ seats and members


@dataclass(slots=True)
class Seat:
    """One seat: who plays it, and its connection state."""

    index: int
    kind: str  # "host" | "remote" | "ai"
    name: str
    level: str = "medium"
    token: str | None = None  # remote seats: the token that rejoins it
    peer: Peer | None = None
    ready: bool = False
    taken: bool = False  # a player has joined it (and may rejoin)
    dropped_at: float | None = None
    ai_playing: bool = False  # the AI plays it while its player is away
    ai_seed: int | None = None

    @property
    def connected(self) -> bool:
        """Whether its player is connected (AI seats always are)."""
        return self.kind == "ai" or self.peer is not None

    def to_json(self) -> dict[str, Any]:
        """The seat in a ``lobby`` message."""
        out: dict[str, Any] = {"seat": self.index, "name": self.name, "kind": self.kind,
                               "connected": self.connected,
                               "ready": self.ready or self.kind != "remote",
                               "ai_playing": self.ai_playing}
        if self.kind == "ai":
            out["ai_level"] = self.level
        return out


@dataclass(slots=True)
class Member:
    """A connection inside the room: a player (one seat, or every host seat), a spectator, or
    the room's host without a seat."""

    peer: Peer
    name: str
    seats: list[int] = field(default_factory=list)
    spectator: bool = False
    host: bool = False
    refusals: int = 0


@dataclass(slots=True)
class _Step:
    before: GameState
    action: Action
    player: int
    by_ai: bool
    reveals: dict[str, tuple[str, ...]]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


# ------------------------------------------------------------------ the room


class Room:
    """One game and everyone in it: the game program's hosted game is made with the constructor
    from its record and seats; a ``serve`` client's room with :meth:`from_setup`."""

    def __init__(self, name: str, record: GameRecord, seats: Sequence[SeatSpec], *,
                 code: str | None = None, host_token: str | None = None,
                 takeover_seconds: int | None = None, auto_start: bool = False,
                 decider: Decider | None = None,
                 on_change: Callable[[Room], None] | None = None,
                 replayed: Phase | None = None, deal_again: bool = False) -> None:
        """A room for ``record``'s game (its setup: players, deck, seed or decks; actions
        already in it are replayed at the start, for a game hosted again) with ``seats`` (one
        per player). ``decider`` makes AI decisions (default: a private :class:`AIPool`);
        ``on_change`` is told when the lobby changes (the server's room list); ``replayed``:
        :func:`replay_phase` of the record, when it was found already (in a worker process,
        which also dealt it again). ``deal_again`` (a saved game hosted again): the cards still
        face down after its actions are dealt anew (:func:`~app.rules.redeal`), so that the
        saved file tells nobody what is to come.

        :raises ValueError: when the seats do not fit the record, or its actions do not replay.
        """
        if len(seats) != len(record.players):
            raise ValueError("one seat per player")
        if record.legacy_solo_pieces:
            raise ValueError("a version-1 solo game cannot be played over the network")
        self.name = name
        self.code = code or make_code()
        self.host_token = host_token or make_token()
        self.takeover_seconds = takeover_seconds
        self.auto_start = auto_start
        self.created = time.monotonic()
        # check now that the record's actions replay (a save hosted again), unless a worker
        # process did already (check_create)
        if replayed is None:
            end = replay_end(record)
            replayed = end.phase
            if deal_again:
                record = redeal(record, end)
        self.replayed_phase = replayed
        """The phase the record's actions lead to (where the game starts)."""
        self.secret_deal = record.seed is None
        """Whether the deal follows from nothing anyone was told: decks drawn from the
        operating system's generator (False: from a seed the host chose, which is no secret)."""
        # the AI seats' seeds: from the host's seed when the deal is from one (a local game's
        # are), else drawn, so that nothing the AI does hints at a seed
        self._ai_base = record.seed if record.seed is not None else secrets.randbits(62)
        self._record = record.with_actions(())
        self._replay = tuple(record.actions)
        self.seats = [
            Seat(i, s.kind, s.name or record.players[i] or f"Player {i + 1}", s.level)
            for i, s in enumerate(seats)
        ]
        self.members: dict[Peer, Member] = {}
        self.chat: deque[dict[str, Any]] = deque(maxlen=CHAT_KEPT)
        self.started = False
        self._states: list[GameState] = []
        self._steps: list[_Step] = []
        self._public: PublicRecord | None = None
        self._public_text: PublicText | None = None  # the same as the text of a game message
        self._final_text: str | None = None  # the record's text once the game is finished
        self._own_pool: AIPool | None = None
        if decider is None:
            self._own_pool = AIPool()
            decider = self._own_pool.decide
        self._decider = decider
        self._on_change = on_change
        self._thinking: asyncio.Task[None] | None = None
        self._generation = 0
        self._timers: dict[int, asyncio.TimerHandle] = {}
        self.closed = False

    @classmethod
    def from_setup(cls, name: str, setup: RoomSetup, **options: Any) -> Room:
        """A room for a ``create_room`` setup: decks dealt from the operating system's
        cryptographic generator, no seed (:func:`~app.rules.new_record`; or from the setup's
        ``seed``, a deal that is no secret), the seats' names (``Player N`` where none is
        given). A setup with a saved game's ``record`` goes on with that game instead: its
        actions, the cards still face down dealt anew (unless ``replayed`` says a worker
        process did it already), its players' names on the seats.

        :raises ValueError: when the record's actions do not replay, or its game is over.
        """
        if setup.record is not None:
            record = setup.record
            seats = [replace(spec, name=clean_name(record.players[i]) or spec.name)
                     for i, spec in enumerate(setup.seats)]
            room = cls(name, record, seats, takeover_seconds=setup.takeover_seconds,
                       auto_start=setup.auto_start,
                       deal_again=options.get("replayed") is None, **options)
            if room.replayed_phase is Phase.FINISHED:
                room.close("the game is over")
                raise ValueError(GAME_OVER)
            return room
        names = tuple(s.name or f"Player {i + 1}" for i, s in enumerate(setup.seats))
        record = new_record(names, difficulty=setup.difficulty, deck=setup.deck,
                            seed=setup.seed)
        return cls(name, record, setup.seats, takeover_seconds=setup.takeover_seconds,
                   auto_start=setup.auto_start, **options)

    # ------------------------------------------------------------ reading

    @property
    def state(self) -> GameState | None:
        """The real current state (None before the start)."""
        return self._states[-1] if self._states else None

    @property
    def finished(self) -> bool:
        """Whether the game is over."""
        return self.state is not None and self.state.phase is Phase.FINISHED

    def record(self) -> GameRecord:
        """The full record so far: the setup (seed or decks) and every action. Host only."""
        players = tuple(s.name for s in self.seats)
        base = replace(self._record, players=players) if self.started else self._record
        return base.with_actions([s.action for s in self._steps])

    def record_text(self) -> str:
        """The record file's text (exactly :meth:`GameRecord.to_bytes`, decoded); a finished
        game's is written once (everyone entering the room afterwards gets it: writing a long
        game's record again each time would cost the loop every room shares)."""
        if self._final_text is not None:
            return self._final_text
        text = self.record().to_bytes().decode("utf-8")
        if self.finished:
            self._final_text = text  # (a finished game changes no more: no undo)
        return text

    def public_record(self) -> PublicRecord:
        """What everyone may know of the game so far.

        :raises BadMessage: before the start.
        """
        if self._public is None:
            raise BadMessage(ErrorCode.NOT_STARTED, "the game has not started")
        return self._public.with_steps(PublicStep(s.action, s.reveals) for s in self._steps)

    def lobby(self) -> dict[str, Any]:
        """The ``lobby`` message."""
        deck = self._record.deck
        out: dict[str, Any] = {
            "name": self.name,
            "seats": [s.to_json() for s in self.seats],
            "spectators": sum(1 for m in self.members.values() if m.spectator),
            "started": self.started,
            "finished": self.finished,
            "deck": "classic" if deck is None else "custom",
            "takeover_seconds": self.takeover_seconds,
            "secret_deal": self.secret_deal,
        }
        if deck is not None:
            out["deck_name"] = deck.name
        if self._record.difficulty is not None:
            out["solo"] = self._record.difficulty
        return message("lobby", **out)

    def summary(self) -> dict[str, Any]:
        """The room in a ``rooms`` list (no code)."""
        return {"name": self.name, "players": [s.name for s in self.seats],
                "seats_free": sum(1 for s in self.seats if s.kind == "remote" and not s.taken),
                "started": self.started, "finished": self.finished,
                "spectators": sum(1 for m in self.members.values() if m.spectator)}

    @property
    def empty(self) -> bool:
        """Whether no connection is in the room."""
        return not self.members

    # ------------------------------------------------------------ sending

    def _send(self, peer: Peer, msg: dict[str, Any]) -> None:
        peer.send(encode(msg))

    def _broadcast(self, msg: dict[str, Any], *, but: Peer | None = None,
                   answer: Answer = None) -> None:
        """``msg`` to everyone (but ``but``); the copy of ``answer``'s peer carries its id."""
        text = encode(msg)
        to, request_id = answer if answer is not None else (None, None)
        for peer in list(self.members):
            if peer is but:
                continue
            if peer is to and request_id is not None:
                peer.send(encode({**msg, "id": request_id}))
            else:
                peer.send(text)

    def _lobby_changed(self, answer: Answer = None) -> None:
        self._broadcast(self.lobby(), answer=answer)
        if self._on_change is not None:
            self._on_change(self)

    def game_size(self) -> int:
        """About how many characters a ``game`` message of this room has now (0 before the
        start), found without making one: what sending the game again costs."""
        return 0 if self._public_text is None else len(self._public_text) + 2048

    def _game_text(self, member: Member, request_id: int | None = None) -> str:
        """The ``game`` message for ``member``: its public record is the text the room keeps
        up to date step by step, so the cost does not grow with the game's length."""
        if self._public_text is None:
            raise BadMessage(ErrorCode.NOT_STARTED, "the game has not started")
        you = member.seats[0] if member.seats else None
        summary = state_summary(self._states[-1])
        head = encode(message("game", request_id, you=you, seats=list(member.seats),
                              digest=state_digest(summary), state=summary))
        return f'{head[:-1]},"public":{self._public_text.text()}}}'

    def _joined(self, member: Member, token: str | None, request_id: int | None) -> None:
        peer = member.peer
        seat = member.seats[0] if member.seats else None
        self._send(peer, message("joined", request_id, seat=seat, seats=list(member.seats),
                                 token=token, host=member.host, room=self.lobby()))
        for line in self.chat:
            self._send(peer, line)
        if self.started:
            peer.send(self._game_text(member))
            if self.finished:  # the record went out before this client was here
                self._send(peer, message("finished", record=self.record_text()))

    # ------------------------------------------------------------ entering

    def _enter(self, peer: Peer, name: str) -> Member:
        member = self.members.get(peer)
        if member is not None:  # the room's creator, holding the host's rights, may sit down
            if member.seats or member.spectator:
                raise BadMessage(ErrorCode.ALREADY_IN_ROOM,
                                 "this connection is in the room already")
            member.name = name
            return member
        member = Member(peer, name)
        self.members[peer] = member
        return member

    def _seat_for(self, wanted: int | None, name: str = "") -> Seat:
        if wanted is not None:
            if not 0 <= wanted < len(self.seats):
                raise BadMessage(ErrorCode.NO_SUCH_SEAT, f"the room has no seat {wanted}")
            seat = self.seats[wanted]
            if seat.kind != "remote":
                raise BadMessage(ErrorCode.NOT_ALLOWED, f"seat {wanted} is not for a remote player")
            if seat.taken:
                raise BadMessage(ErrorCode.SEAT_TAKEN,
                                 f"seat {wanted} is taken (rejoin it with its token)")
            return seat
        # first the seat waiting under the joiner's name, nobody connected to it: its player
        # dropped out (in the game), left (in the lobby), or the host named it (a saved game
        # hosted again); then the first seat nobody took
        key = name_key(name)
        named = [seat for seat in self.seats if key and seat.kind == "remote"
                 and seat.peer is None and name_key(seat.name) == key]
        free = [seat for seat in self.seats if seat.kind == "remote" and not seat.taken]
        if named or free:
            return (named or free)[0]
        raise BadMessage(ErrorCode.ROOM_FULL, "every seat is taken")

    def _sit(self, member: Member, seat: Seat) -> None:
        old = seat.peer
        if old is not None and old is not member.peer:
            gone = self.members.get(old)
            if gone is not None and seat.index in gone.seats:
                gone.seats.remove(seat.index)
            self._send(old, bye("another connection took this seat"))
            old.close(CLOSE_NORMAL, "seat taken over")
            if gone is not None and not gone.seats and not gone.host:
                self.members.pop(old, None)
        seat.peer = member.peer
        seat.taken = True
        seat.dropped_at = None
        timer = self._timers.pop(seat.index, None)
        if timer is not None:
            timer.cancel()
        if seat.index not in member.seats:
            member.seats.append(seat.index)
            member.seats.sort()
        if seat.ai_playing:
            seat.ai_playing = False
            if self._thinking_for(seat.index):
                self._stop_thinking()
        if self.started:
            self._broadcast(message("seat", seat=seat.index, connected=True, ai_playing=False))

    def join(self, peer: Peer, name: str, seat: int | None = None,
             request_id: int | None = None) -> Seat:
        """A player takes a remote seat: ``seat`` if it is free; without ``seat`` the seat of
        their name that nobody is connected to (:func:`~app.net.protocol.name_key`: a player
        who dropped out takes it back, in the lobby or in the game, with a new token), else the
        first free one.

        :raises BadMessage: when no such seat is free.
        """
        target = self._seat_for(seat, name)
        if peer in self.members and (self.members[peer].seats or self.members[peer].spectator):
            raise BadMessage(ErrorCode.ALREADY_IN_ROOM, "this connection is in the room already")
        member = self._enter(peer, name)
        target.token = make_token()
        if name and not self.started and not self._replay:
            target.name = name  # (a saved game hosted again keeps its players' names)
        target.ready = False
        self._sit(member, target)
        log.info("room %s: %s joined seat %d", self.name, name or "?", target.index)
        self._joined(member, target.token, request_id)
        self._lobby_changed()
        self._after_change()
        return target

    def rejoin(self, peer: Peer, seat: int, token: str | None,
               request_id: int | None = None) -> Seat:
        """A player comes back to their seat: with its token (even if another connection holds
        it: that one is closed), or with the invite code alone when nobody is connected there
        (a new token is given).

        :raises BadMessage: for a wrong seat or token, or a connected seat without its token.
        """
        if not 0 <= seat < len(self.seats):
            raise BadMessage(ErrorCode.NO_SUCH_SEAT, f"the room has no seat {seat}")
        if self.seats[seat].kind != "remote":
            raise BadMessage(ErrorCode.NOT_ALLOWED, f"seat {seat} is not a remote seat")
        target = self.seats[seat]
        if token is not None:
            if target.token is None or not secrets.compare_digest(token, target.token):
                raise BadMessage(ErrorCode.BAD_TOKEN, "this is not the seat's token")
        elif target.peer is not None:
            raise BadMessage(ErrorCode.SEAT_TAKEN, "a player is connected at this seat")
        else:
            target.token = make_token()
        member = self._enter(peer, target.name)
        self._sit(member, target)
        log.info("room %s: seat %d rejoined", self.name, seat)
        self._joined(member, target.token, request_id)
        self._lobby_changed()
        self._after_change()
        return target

    def spectate(self, peer: Peer, name: str, request_id: int | None = None) -> None:
        """Someone watches the public table.

        :raises BadMessage: when the room has its most spectators.
        """
        if sum(1 for m in self.members.values() if m.spectator) >= MAX_SPECTATORS:
            raise BadMessage(ErrorCode.ROOM_FULL, f"the room has {MAX_SPECTATORS} spectators")
        member = self._enter(peer, name)
        member.spectator = True
        self._joined(member, None, request_id)
        self._lobby_changed()

    def claim_host(self, peer: Peer, host_token: str, seat: int | None = None,
                   request_id: int | None = None) -> None:
        """The host's own program enters with the host token: it gets the host's rights and
        plays every seat of kind ``host`` (or only ``seat``).

        :raises BadMessage: for a wrong token.
        """
        if not secrets.compare_digest(host_token, self.host_token):
            raise BadMessage(ErrorCode.NOT_HOST, "this is not the room's host token")
        member = self.members.get(peer) or self._enter(peer, "")
        member.host = True
        for s in self.seats:
            if s.kind == "host" and (seat is None or s.index == seat):
                self._sit(member, s)
        self._joined(member, None, request_id)
        self._lobby_changed()
        self._after_change()

    def add_host(self, peer: Peer, name: str = "") -> None:
        """The connection that created the room (``serve`` mode) holds the host's rights."""
        member = self.members.get(peer) or self._enter(peer, name)
        member.host = True

    # ------------------------------------------------------------ leaving

    def disconnect(self, peer: Peer) -> None:
        """A connection closed (or left): its seats stay, dropped; in the lobby a remote seat
        becomes free again."""
        member = self.members.pop(peer, None)
        if member is None:
            return
        for index in member.seats:
            seat = self.seats[index]
            if seat.peer is not peer:
                continue
            seat.peer = None
            seat.ready = False
            if not self.started and seat.kind == "remote":
                seat.taken = False
                seat.token = None
                continue
            seat.dropped_at = time.monotonic()
            if self.started and not self.finished:
                self._broadcast(message("seat", seat=index, connected=False,
                                        ai_playing=seat.ai_playing))
                self._arm_takeover(seat)
        log.info("room %s: %s left", self.name, member.name or "a connection")
        if not self.closed:
            self._lobby_changed()

    def close(self, reason: str) -> None:
        """End the room: ``bye`` to everyone, every connection closed, no more AI."""
        if self.closed:
            return
        self.closed = True
        self._stop_thinking()
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
        text = encode(bye(reason))
        for peer in list(self.members):
            peer.send(text)
            peer.close(CLOSE_NORMAL, reason[:100])
        self.members.clear()
        if self._own_pool is not None:
            self._own_pool.shutdown()

    # ------------------------------------------------------------ messages inside the room

    def handle(self, peer: Peer, msg: ClientMessage, request_id: int | None = None) -> None:
        """One message of a connection in the room.

        :raises BadMessage: for what this connection may not do now.
        """
        member = self.members.get(peer)
        if member is None:
            raise BadMessage(ErrorCode.NOT_IN_ROOM, "join a room first")
        answer = (peer, request_id)  # the sender's copy of what it causes carries its id
        if isinstance(msg, Act):
            self._act(member, msg, request_id)
        elif isinstance(msg, Undo):
            self._undo(member, request_id)
        elif isinstance(msg, Chat):
            self._chat(member, msg.text, answer)
        elif isinstance(msg, Ready):
            self._ready(member, msg.ready, answer)
        elif isinstance(msg, Start):
            self._need_host(member)
            self.start(answer)
        elif isinstance(msg, SetTakeover):
            self._need_host(member)
            self.takeover_seconds = msg.seconds
            for seat in self.seats:
                self._arm_takeover(seat)
            self._lobby_changed(answer)
        elif isinstance(msg, Kick):
            self._need_host(member)
            self.kick(msg.seat, answer)
        elif isinstance(msg, Resync):
            peer.send(self._game_text(member, request_id))
        elif isinstance(msg, GetRecord):
            self._send(peer, self._record_message(request_id))
        elif isinstance(msg, Leave):
            self._send(peer, bye("you left the room", request_id))
            self.disconnect(peer)
            peer.close(CLOSE_NORMAL, "left")
        else:
            raise BadMessage(ErrorCode.NOT_ALLOWED, "this message is not for a room")

    def _need_host(self, member: Member) -> None:
        if not member.host:
            raise BadMessage(ErrorCode.NOT_HOST, "only the host may do this")

    def _record_message(self, request_id: int | None) -> dict[str, Any]:
        """The answer to ``get_record``: the full record (seed or decks) once the game is over,
        for everyone; before, the public record only, the host's own program included."""
        if not self.started:
            raise BadMessage(ErrorCode.NOT_STARTED, "the game has not started")
        public = self.public_record().to_json()
        if not self.finished:
            return message("record", request_id, finished=False, record=None, public=public)
        return message("record", request_id, finished=True, record=self.record_text(),
                       public=public)

    def _chat(self, member: Member, text: str, answer: Answer = None) -> None:
        who = member.name
        if member.seats:
            who = self.seats[member.seats[0]].name
        line: dict[str, Any] = {"type": "chat", "from": who or "?", "text": text, "at": _now()}
        self.chat.append(line)
        self._broadcast(line, answer=answer)

    def _ready(self, member: Member, ready: bool, answer: Answer = None) -> None:
        if not member.seats:
            raise BadMessage(ErrorCode.NOT_ALLOWED, "spectators are not players")
        for index in member.seats:
            self.seats[index].ready = ready
        self._lobby_changed(answer)
        if self.auto_start and not self.started and self.can_start():
            self.start()

    def kick(self, index: int, answer: Answer = None) -> None:
        """Send away the player at a remote seat (the seat is free again before the start;
        after it, the seat is dropped and its token no longer valid). The host's own connection
        seated there only leaves the seat: it stays in the room, with the host's rights."""
        if not 0 <= index < len(self.seats) or self.seats[index].kind != "remote":
            raise BadMessage(ErrorCode.NOT_ALLOWED, f"seat {index} is not a remote seat")
        seat = self.seats[index]
        peer = seat.peer
        seat.token = None
        member = self.members.get(peer) if peer is not None else None
        if peer is not None and member is not None and member.host:
            self._leave_seat(member, seat)
        elif peer is not None:
            self._send(peer, bye("the host sent you away"))
            self.disconnect(peer)
            peer.close(CLOSE_NORMAL, "kicked")
        if not self.started:
            seat.taken = False
        self._lobby_changed(answer)

    def _leave_seat(self, member: Member, seat: Seat) -> None:
        """The host's connection gives up ``seat`` and stays in the room (it is told with a
        ``joined`` of the seats it still plays)."""
        if seat.index in member.seats:
            member.seats.remove(seat.index)
        seat.peer = None
        seat.ready = False
        if self.started and not self.finished:
            seat.dropped_at = time.monotonic()
            self._broadcast(message("seat", seat=seat.index, connected=False,
                                    ai_playing=seat.ai_playing))
            self._arm_takeover(seat)
        self._send(member.peer, message(
            "joined", seat=member.seats[0] if member.seats else None, seats=list(member.seats),
            token=None, host=True, room=self.lobby()))

    # ------------------------------------------------------------ the game

    def can_start(self) -> bool:
        """Whether every remote seat is taken, connected and ready."""
        return all(s.peer is not None and s.ready for s in self.seats if s.kind == "remote")

    def start(self, answer: Answer = None) -> None:
        """Start the game: everyone gets the ``game`` message, AI seats begin to play (the
        copy of ``answer``'s peer carries its request id).

        :raises BadMessage: if it has started, or a remote seat is missing or not ready.
        """
        if self.started:
            raise BadMessage(ErrorCode.ALREADY_STARTED, "the game has started")
        if not self.can_start():
            raise BadMessage(ErrorCode.NOT_READY, "every remote seat must be taken and ready")
        self.started = True
        self._record = replace(self._record, players=tuple(s.name for s in self.seats))
        state = self._record.initial_state()
        self._states = [state]
        self._public = PublicRecord.of_game(self._record)
        self._public_text = PublicText(self._public)
        for act in self._replay:
            self._apply(act, state.current, by_ai=False, quiet=True)
            state = self._states[-1]
        log.info("room %s: the game starts", self.name)
        self._lobby_changed()
        for member in list(self.members.values()):
            request_id = answer[1] if answer is not None and answer[0] is member.peer else None
            member.peer.send(self._game_text(member, request_id))
        if self.finished:
            self._broadcast(message("finished", record=self.record_text()))
        self._after_change()

    def _apply(self, action: Action, player: int, *, by_ai: bool, quiet: bool = False,
               actor: Peer | None = None, seq: int | None = None,
               request_id: int | None = None) -> None:
        before = self._states[-1]
        after = apply(before, action, validate=not quiet)  # quiet: the record's, checked
        step = _Step(before, action, player, by_ai, reveals_between(before, after))
        self._steps.append(step)
        self._states.append(after)
        if self._public_text is not None:
            self._public_text.append(PublicStep(action, step.reveals))
        if quiet:
            return
        summary = state_summary(after)
        msg = message("step", index=len(self._steps) - 1, player=player,
                      action=action.to_json(),
                      reveals={k: list(v) for k, v in step.reveals.items()},
                      digest=state_digest(summary), state=summary)
        text = encode(msg)
        for peer in list(self.members):
            if peer is actor and seq is not None:
                self._send(peer, {**msg, "seq": seq, **({} if request_id is None
                                                        else {"id": request_id})})
            else:
                peer.send(text)
        if after.phase is Phase.FINISHED:
            log.info("room %s: the game is over", self.name)
            self._broadcast(message("finished", record=self.record_text()))
            if self._on_change is not None:
                self._on_change(self)

    def _refuse(self, member: Member, seq: int, reason: Reason,
                request_id: int | None) -> None:
        self._count_refusal(member)
        self._send(member.peer, refused(seq, reason, request_id))

    def _count_refusal(self, member: Member) -> None:
        member.refusals += 1
        if member.refusals > MAX_ROOM_REFUSALS:
            log.warning("room %s: %s refused too often, disconnected", self.name, member.name)
            self._send(member.peer, bye("too many refused messages"))
            self.disconnect(member.peer)
            member.peer.close(CLOSE_POLICY, "too many refused messages")

    def _act(self, member: Member, msg: Act, request_id: int | None) -> None:
        state = self.state
        if not self.started or state is None:
            raise BadMessage(ErrorCode.NOT_STARTED, "the game has not started")
        if not member.seats:
            raise BadMessage(ErrorCode.NOT_ALLOWED, "spectators cannot act")
        if state.phase is Phase.FINISHED:
            self._refuse(member, msg.seq, Reason.of(Illegal.GAME_OVER), request_id)
            return
        if msg.step is not None and msg.step != len(self._steps):
            self._refuse(member, msg.seq, Reason.of(Illegal.STALE, step=msg.step,
                                                    now=len(self._steps)), request_id)
            return
        seat = self.seats[state.current]
        if state.current not in member.seats or seat.ai_playing or seat.kind == "ai":
            self._refuse(member, msg.seq, Reason.of(
                Illegal.WRONG_PLAYER, marked=member.seats[0], current=state.current), request_id)
            return
        if len(self._steps) >= MAX_ACTIONS:
            raise BadMessage(ErrorCode.NOT_ALLOWED, f"a game has at most {MAX_ACTIONS} actions")
        why = check(state, msg.action)
        if why is not None:
            self._refuse(member, msg.seq, why, request_id)
            return
        try:
            self._apply(msg.action, state.current, by_ai=False, actor=member.peer, seq=msg.seq,
                        request_id=request_id)
        except IllegalAction as exc:  # check() and apply() agree; keep the reason if not
            self._refuse(member, msg.seq, exc.reason or Reason.of(Illegal.UNKNOWN_ACTION),
                         request_id)
            return
        self._after_change()

    def can_undo(self, seats: Iterable[int]) -> bool:
        """Whether a player of ``seats`` may take back the last action: their own, of this
        turn, not by the AI, revealing no card, the game not over."""
        if not self._steps or self.finished:
            return False
        last = self._steps[-1]
        now = self._states[-1]
        return (last.player in set(seats) and not last.by_ai and not last.reveals
                and last.before.current == now.current and last.before.round == now.round
                and last.before.phase is now.phase)

    def _undo(self, member: Member, request_id: int | None = None) -> None:
        if not self.started:
            raise BadMessage(ErrorCode.NOT_STARTED, "the game has not started")
        if not self.can_undo(member.seats):
            self._count_refusal(member)
            raise BadMessage(ErrorCode.CANNOT_UNDO, "there is no action of yours to take back")
        self._steps.pop()
        self._states.pop()
        if self._public_text is not None:
            self._public_text.truncate(len(self._steps))
        summary = state_summary(self._states[-1])
        self._broadcast(message("undone", index=len(self._steps),
                                digest=state_digest(summary), state=summary),
                        answer=(member.peer, request_id))

    # ------------------------------------------------------------ AI seats and takeover

    def _arm_takeover(self, seat: Seat) -> None:
        timer = self._timers.pop(seat.index, None)
        if timer is not None:
            timer.cancel()
        if (seat.kind == "ai" or seat.peer is not None or seat.ai_playing or not self.started
                or self.finished or self.takeover_seconds is None or self.closed):
            return
        waited = time.monotonic() - (seat.dropped_at or time.monotonic())
        delay = max(0.0, self.takeover_seconds - waited)
        loop = asyncio.get_running_loop()
        self._timers[seat.index] = loop.call_later(delay, self._take_over, seat.index)

    def _take_over(self, index: int) -> None:
        self._timers.pop(index, None)
        seat = self.seats[index]
        if seat.peer is not None or self.finished or self.closed:
            return
        seat.ai_playing = True
        log.info("room %s: the AI plays seat %d", self.name, index)
        self._broadcast(message("seat", seat=index, connected=False, ai_playing=True))
        self._lobby_changed()
        self._after_change()

    def _ai_turn(self) -> Seat | None:
        state = self.state
        if not self.started or state is None or state.phase is Phase.FINISHED or self.closed:
            return None
        seat = self.seats[state.current]
        return seat if seat.kind == "ai" or seat.ai_playing else None

    def _thinking_for(self, index: int) -> bool:
        state = self.state
        return self._thinking is not None and state is not None and state.current == index

    def _stop_thinking(self) -> None:
        self._generation += 1
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None

    def _after_change(self) -> None:
        """Let the AI play if it is an AI seat's turn (one decision at a time)."""
        seat = self._ai_turn()
        if seat is None or self._thinking is not None:
            return
        state = self.state
        assert state is not None
        if seat.ai_seed is None:  # as a local game seeds its AI seats (app.model.session)
            seat.ai_seed = self._ai_base * 7919 + 104729 * (seat.index + 1) + len(self._steps)
        self._generation += 1
        request = decide_request(state, seat.level if seat.kind == "ai" else "medium",
                                 seat.ai_seed, None)
        self._thinking = asyncio.get_running_loop().create_task(
            self._think(self._generation, seat.index, request))

    async def _think(self, generation: int, index: int, request: DecideRequest) -> None:
        try:
            action = await self._decider(request)
        except asyncio.CancelledError:
            raise
        except Exception:  # a broken pool process: play the always-legal action
            log.exception("room %s: the AI of seat %d failed", self.name, index)
            from app.ai.player import safe_action

            state = self.state
            if state is None:
                return
            action = safe_action(state)
        if generation != self._generation or self.closed:
            return
        self._thinking = None
        state = self.state
        if state is None or state.current != index or self._ai_turn() is None:
            self._after_change()
            return
        why = check(state, action)
        if why is not None:  # the AI promises legal actions: a bug, said in the log
            log.error("room %s: the AI chose an illegal action: %s", self.name, why)
            from app.ai.player import safe_action

            action = safe_action(state)
        self._apply(action, index, by_ai=True)
        self._after_change()

    async def wait_idle(self) -> None:
        """Wait until no AI decision is in progress (tests)."""
        while self._thinking is not None:
            await asyncio.sleep(0.01)
