"""``project-l bot``: our AI plays one seat of a network game (docs/bots.md).

    project-l bot --connect URL --code CODE [--seat N] [--name NAME] [--level easy|medium|hard]
                  [--budget S] [--spectate] [--save FILE] [--ca FILE | --insecure]

The bot joins the room of the invite code (the seat given, taken back with the code alone if
its player dropped out; without a seat, the seat of its name whose player dropped out, so that a
bot started again takes its seat back, or else a free one), says it is ready at once and plays
until the game is finished: each decision is the AI's, made from the table as the seat may see it
(:func:`app.ai.hints.public_view` of the client's PublicGame) in a worker thread, so the
connection keeps answering the server while it thinks. A dropped connection is rejoined by the
client (:mod:`app.net.client`). At the end it prints the result (as ``project-l replay`` does)
and exits 0; ``--save FILE`` writes the final record, the same bytes every client receives.

Exit status: 0 the game finished; 1 the bot could not connect or join, or the connection ended
before the end; 2 bad options or an unwritable ``--save`` file; 3 the bot stopped because the
server refused :data:`MAX_REFUSED_IN_A_ROW` of its actions in a row, or did what it cannot
follow (a table it cannot rebuild :data:`MAX_REBUILDS_IN_A_ROW` times running, a record it
cannot read, no answer to :data:`MAX_UNANSWERED` actions in a row): it says which and never
tries the same thing for ever; 130 Ctrl+C.

:class:`SeatPlayer` is the playing part alone; ``bench/server.py`` runs hundreds of them on one
event loop.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

from app.ai import HARD_BUDGET, LEVELS, AICancelled, AIPlayer, make_ai
from app.ai.player import safe_action
from app.commands.options import seconds, whole_number
from app.core.words import CommandText, fill
from app.net.client import (
    ActionRefused,
    Client,
    ClientClosed,
    ClientError,
    ConnectionBack,
    ConnectionLost,
    GameFinished,
    GameRebuilt,
    SeatChanged,
    ServerError,
    ServerRefused,
    StepApplied,
    Undone,
)
from app.rules import Action, GameState, Phase

MAX_BUDGET = 600.0
MAX_REFUSALS = 3  # refused actions in a row before the bot plays the always-legal one
MAX_REFUSED_IN_A_ROW = 6
"""Refused actions in a row (the AI's, then the always-legal one's) after which the bot stops:
a server that refuses what the rules allow is one the bot cannot play with."""
MAX_REBUILDS_IN_A_ROW = 5
"""Tables rebuilt from ``game`` (a resync: a step that did not fit) with no step applied in
between, after which the bot stops rather than ask again and again."""
MAX_UNANSWERED = 3
"""Actions in a row the server did not answer in time, after which the bot stops."""
STOPPED = 3
"""The exit status when the bot stopped on the server's behaviour."""


class BotStopped(Exception):
    """The bot stopped playing: the server refused too many of its actions in a row, or did
    something it cannot follow. ``kind`` is ``"refused"``, ``"rebuilt"``, ``"unanswered"`` or
    ``"unreadable"``; ``count`` how many times running; ``detail`` the server's last words."""

    def __init__(self, kind: str, count: int, detail: str = "") -> None:
        super().__init__(f"{kind} {count} times in a row: {detail}")
        self.kind = kind
        self.count = count
        self.detail = detail


def add_parser(sub: Any, name: str) -> None:
    """Register the subcommand."""
    p = sub.add_parser(
        name,
        help="let the AI play one seat of a network game",
        description="Join a network game with an invite code and let the AI play a seat to "
        "the end; print the result.",
    )
    p.add_argument("--connect", required=True, metavar="URL",
                   help="the server's address, ws://HOST:PORT/ or wss://HOST:PORT/")
    p.add_argument("--code", required=True, help="the room's invite code, e.g. ABCD-EFGH")
    p.add_argument("--seat", type=whole_number(0, 3),
                   help="the seat to take, 0-3 (default: the seat of --name whose player "
                   "dropped out, else a free one)")
    p.add_argument("--name", default="", help="the player's name (default: the AI level)")
    p.add_argument("--level", choices=LEVELS, default="hard", help="the AI's level (default hard)")
    p.add_argument("--budget", type=seconds(0.0, MAX_BUDGET), default=HARD_BUDGET,
                   help=f"seconds per decision of the hard AI (default {HARD_BUDGET})")
    p.add_argument("--spectate", action="store_true", help="only watch the game")
    p.add_argument("--save", metavar="FILE", help="write the final game record to FILE")
    p.add_argument("--password", help="the server's password, if it has one")
    tls = p.add_mutually_exclusive_group()
    tls.add_argument("--ca", metavar="FILE",
                     help="trust this certificate (a wss:// server with a self-signed one)")
    tls.add_argument("--insecure", action="store_true",
                     help="do not check the wss:// server's certificate")


class BotText(CommandText):
    """What ``bot`` says, in the system's language."""

    def joined(self, seat: int, code: str) -> str:
        """Joined a seat."""
        return fill(self.tr("playing seat %1 in room %2"), seat, code)

    def watching(self, code: str) -> str:
        """Spectating."""
        return fill(self.tr("watching room %1"), code)

    def lost(self) -> str:
        """The connection dropped."""
        return self.tr("connection lost: rejoining...")

    def back(self) -> str:
        """Rejoined."""
        return self.tr("back in the game")

    def cannot_connect(self, why: str) -> str:
        """Connecting or joining failed."""
        return fill(self.tr("cannot join the game: %1"), why)

    def ended(self, why: str) -> str:
        """The connection ended before the game did."""
        return fill(self.tr("the connection ended before the game did: %1"), why)

    def saved(self, path: str) -> str:
        """The record is written."""
        return fill(self.tr("record saved to %1"), path)

    def stopped(self, stop: BotStopped) -> str:
        """Why the bot stopped playing."""
        detail = stop.detail[:200]  # (fill makes it visible)
        if stop.kind == "refused":
            return fill(self.tr("the server refused %n action(s) in a row (the last: %1): "
                                "stopping", "", stop.count), detail)
        if stop.kind == "rebuilt":
            return fill(self.tr("the server's table could not be followed after %n "
                                "resync(s) in a row: stopping", "", stop.count), detail)
        if stop.kind == "unanswered":
            return self.tr("the server did not answer %n action(s) in a row: stopping", "",
                           stop.count)
        return fill(self.tr("the server sent what the bot cannot read (%1): stopping"), detail)

    def cannot_save(self, why: str) -> str:
        """The record could not be written."""
        return fill(self.tr("cannot save the record: %1"), why)


class SeatPlayer:
    """Plays ``client``'s seat with ``ai`` until the game is finished (or the client closed).

    Feed it every event of the client (:meth:`handle`); whenever the table shows that the seat
    is to move and nothing of ours is on its way, it asks the AI (in ``executor``, a worker
    thread by default) and sends the action. ``on_round_trip(seconds)`` hears how long each
    action took from sending to its step coming back (the bench's figure).
    """

    def __init__(
        self,
        client: Client,
        ai: AIPlayer,
        *,
        executor: Executor | None = None,
        on_round_trip: Callable[[float], None] | None = None,
    ) -> None:
        self.client = client
        self.ai = ai
        self.executor = executor
        self.on_round_trip = on_round_trip
        self.finished: GameFinished | None = None
        self.closed: ClientClosed | None = None
        self.refusals = 0  # refused actions in a row
        self.rebuilds = 0  # tables rebuilt with no step in between
        self.unanswered = 0  # actions in a row with no answer in time
        self.last_refusal = ""
        self._asked_table = False  # a resync is on its way: no move until the table comes
        self.error: BaseException | None = None
        self._turn: asyncio.Task[None] | None = None

    def _my_move(self) -> GameState | None:
        client = self.client
        state: GameState | None = client.state
        if state is None or client.seat is None or not client.connected:
            return None
        if state.phase is Phase.FINISHED or state.current != client.seat:
            return None
        return state

    def handle(self, event: object) -> None:
        """Take one client event; starts a move when it is the seat's turn (or stops the
        player, :class:`BotStopped`, on what it cannot follow)."""
        if isinstance(event, GameFinished):
            self.finished = event
        elif isinstance(event, ClientClosed):
            self.closed = event
        elif isinstance(event, StepApplied):
            self.rebuilds = 0
        elif isinstance(event, GameRebuilt):
            self._asked_table = False
            self.rebuilds += 1  # (the first build at the start counts too: 1 is no resync)
            if self.rebuilds > MAX_REBUILDS_IN_A_ROW:
                self._stop(BotStopped("rebuilt", self.rebuilds - 1))
                return
        elif isinstance(event, ServerError) and event.code in ("bad_game", "bad_record"):
            self._stop(BotStopped("unreadable", 1, event.message))
            return
        # (a seat taken back after the end gets ``finished`` right after ``game``)
        if isinstance(event, (GameRebuilt, StepApplied, Undone, ActionRefused, SeatChanged,
                              ConnectionBack)):
            self.poke()

    def _stop(self, stop: BotStopped) -> None:
        """Stop playing: :meth:`play` raises ``stop`` (the connection is closed)."""
        if self.error is None:
            self.error = stop
            asyncio.get_running_loop().create_task(self.client.close())

    def poke(self) -> None:
        """Move now if the seat is to move and no move of ours is under way."""
        if self._turn is not None and not self._turn.done():
            return
        if self.error is not None or self._asked_table or self._my_move() is None:
            return
        self._turn = asyncio.get_running_loop().create_task(self._move())
        self._turn.add_done_callback(self._moved)

    def _moved(self, task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            # a bug: stop playing (play() raises it) rather than try the same move forever
            self.error = task.exception()
            asyncio.get_running_loop().create_task(self.client.close())
            return
        self.poke()

    async def _move(self) -> None:
        state = self._my_move()
        if state is None:
            return
        steps = self.client.steps
        if self.refusals >= MAX_REFUSALS:
            action: Action = safe_action(state)
        else:
            loop = asyncio.get_running_loop()
            try:
                action = await loop.run_in_executor(self.executor, _decide, self.ai, state)
            except AICancelled:
                return
        if self._my_move() is None or self.client.steps != steps:
            return  # the table moved on while the AI thought (an undo, a resync, a takeover)
        start = loop_time()
        try:
            outcome = await self.client.act(action, step=steps)
        except TimeoutError:
            self.unanswered += 1
            if self.unanswered >= MAX_UNANSWERED:
                self._stop(BotStopped("unanswered", self.unanswered))
            else:  # where are we? the fresh table says (no move before it comes)
                self._asked_table = True
                try:
                    await self.client.resync()
                except ClientError:  # dropped: the rejoin brings the table
                    self._asked_table = False
            return
        except ClientError:
            return  # dropped or rebuilt: the next event says where we are
        self.unanswered = 0
        if isinstance(outcome, ActionRefused):
            self.refusals += 1
            self.last_refusal = outcome.message or outcome.kind
            if self.refusals >= MAX_REFUSED_IN_A_ROW:
                self._stop(BotStopped("refused", self.refusals, self.last_refusal))
            return
        self.refusals = 0
        if self.on_round_trip is not None:
            self.on_round_trip(loop_time() - start)

    async def play(self, also: Callable[[object], None] | None = None) -> GameFinished | None:
        """Consume the client's events until the game is finished or the client closed
        (``also`` sees each event first)."""
        self.poke()
        async for event in self.client.events():
            if also is not None:
                also(event)
            self.handle(event)
            if self.finished is not None or self.closed is not None:
                break
        if self._turn is not None:
            self._turn.cancel()
        if self.error is not None:
            raise self.error
        return self.finished


def loop_time() -> float:
    """The running loop's clock."""
    return asyncio.get_running_loop().time()


def _decide(ai: AIPlayer, state: GameState) -> Action:
    from app.ai.hints import public_view

    return ai.choose(public_view(state))


async def take_seat(client: Client, code: str, seat: int | None) -> None:
    """Join ``seat``, taken back with the code alone if its player dropped out; without
    ``seat``, the server gives the dropped seat of the client's name (a bot started again after
    a crash), else a free one.

    :raises ServerRefused: when neither works.
    """
    try:
        await client.join(code, seat)
    except ServerRefused:
        if seat is None:
            raise
        await client.rejoin(code, seat)


async def run_bot(args: argparse.Namespace, text: BotText,
                  report: Callable[[str], None]) -> int:
    """The bot's life: connect, join, ready, play, report; the exit status."""
    name = args.name or f"{args.level.capitalize()} AI"
    client = Client(args.connect, name, password=args.password, ca_file=args.ca,
                    insecure=args.insecure, room=args.code)
    try:
        await client.connect()
        if args.spectate:
            await client.spectate(args.code)
            report(text.watching(client.code or args.code))
        else:
            await take_seat(client, args.code, args.seat)
            report(text.joined(client.seat if client.seat is not None else -1,
                               client.code or args.code))
            if not client.lobby.get("started"):
                await client.ready(True)
    except (ClientError, TimeoutError) as exc:
        print(f"project-l bot: {text.cannot_connect(str(exc) or 'timeout')}", file=sys.stderr)
        await client.close()
        return 1
    seat = client.seat if client.seat is not None else 0
    budget = args.budget if args.level == "hard" else None
    player = SeatPlayer(client, make_ai(args.level, seat, budget))
    try:
        finished = await _play(player, text, report)  # a spectator's player never moves
    except BotStopped as stop:
        await client.close()
        print(f"project-l bot: {text.stopped(stop)}", file=sys.stderr)
        return STOPPED
    await client.close()
    if finished is None:
        why = client.closed_reason or "closed"
        print(f"project-l bot: {text.ended(why)}", file=sys.stderr)
        return 1
    from app.commands.replay_text import ReplayText
    from app.rules import replay, state_summary

    report(ReplayText(text.words).describe(state_summary(replay(finished.record).state)))
    if args.save:
        from app.core.atomic import WriteFailed, atomic_write_bytes

        try:
            atomic_write_bytes(args.save, finished.record_bytes())
        except WriteFailed as exc:
            print(f"project-l bot: {text.cannot_save(str(exc))}", file=sys.stderr)
            return 2
        report(text.saved(args.save))
    return 0


async def _play(player: SeatPlayer, text: BotText,
                report: Callable[[str], None]) -> GameFinished | None:
    def say(event: object) -> None:
        if isinstance(event, ConnectionLost) and event.rejoining:
            report(text.lost())
        elif isinstance(event, ConnectionBack):
            report(text.back())

    return await player.play(say)


def run(args: argparse.Namespace) -> int:
    """Exit 0 when the game was played to the end (see the module's docstring)."""
    text = BotText()
    # Ctrl+C: asyncio.run cancels the bot and raises KeyboardInterrupt, which the command line
    # says in one line (exit status 130)
    return asyncio.run(run_bot(args, text, lambda line: print(line, flush=True)))
