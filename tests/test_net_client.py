"""The network client (app/net/client.py) against a scripted server on loopback: requests and
replies, events, rejoining after a drop with the backoff, giving up, and (with the real
public game) resyncing on a digest mismatch."""

from __future__ import annotations

import asyncio
import json
import random
import ssl
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from netkit import self_signed
from waiting import HANG, until
from websockets.asyncio.server import Server, ServerConnection, serve

from app.net.client import (
    ActionRefused,
    ChatLine,
    Client,
    ClientClosed,
    ClientError,
    ClientEvent,
    ConnectionBack,
    ConnectionLost,
    GameFinished,
    GameRebuilt,
    LobbyChanged,
    SeatChanged,
    ServerError,
    ServerRefused,
    StepApplied,
    Undone,
    _outlast,
    rejoin_delays,
)
from app.net.protocol import PROTOCOL_VERSION
from app.net.public import PublicRecord, digest, reveals_between
from app.rules import (
    Action,
    EndTurn,
    GameRecord,
    GameState,
    Phase,
    action_from_json,
    apply,
    random_action,
)

JSON = dict[str, Any]
LOBBY: JSON = {"type": "lobby", "name": "t", "seats": [], "spectators": 0, "started": False}


class FakeServer:
    """Answers hello, join, rejoin and spectate as the protocol says; records every message;
    ``extra(msg)`` may add answers to the others."""

    def __init__(self) -> None:
        self.received: list[JSON] = []
        self.connections: list[ServerConnection] = []
        self.server: Server | None = None
        self.port = 0
        self.extra: Callable[[JSON], list[JSON]] = lambda msg: []
        self.refuse_rejoin: str | None = None

    def answer(self, msg: JSON) -> list[JSON]:
        kind = msg.get("type")
        ident = {"id": msg["id"]} if "id" in msg else {}
        if kind == "hello":
            return [{"type": "welcome", "protocol": PROTOCOL_VERSION, "server": "fake"}]
        if kind == "join":
            return [{"type": "joined", "seat": msg.get("seat", 1), "token": "T0K", "room": LOBBY,
                     **ident}]
        if kind == "rejoin":
            if self.refuse_rejoin is not None:
                return [{"type": "error", "code": self.refuse_rejoin, "message": "no", **ident}]
            return [{"type": "joined", "seat": msg["seat"], "token": "T0K", "room": LOBBY,
                     **ident}]
        if kind == "host":
            return [{"type": "joined", "seat": 0, "seats": [0, 2], "token": None, "host": True,
                     "room": LOBBY, **ident}]
        if kind == "spectate":
            return [{"type": "joined", "seat": None, "room": LOBBY, **ident}]
        return self.extra(msg)

    async def handler(self, ws: ServerConnection) -> None:
        self.connections.append(ws)
        async for raw in ws:
            msg = json.loads(raw)
            self.received.append(msg)
            for reply in self.answer(msg):
                await ws.send(json.dumps(reply))

    async def start(self, port: int = 0, tls: ssl.SSLContext | None = None) -> None:
        self.server = await serve(self.handler, "127.0.0.1", port, ssl=tls)
        self.port = self.server.sockets[0].getsockname()[1] if port == 0 else port

    async def stop(self) -> None:
        assert self.server is not None
        self.server.close()
        await self.server.wait_closed()

    def cut_all(self) -> None:
        """Drop every connection abruptly (no close frame, no bye)."""
        for ws in self.connections:
            if ws.transport is not None:
                ws.transport.abort()

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    def kinds(self) -> list[str]:
        return [m["type"] for m in self.received]


def run(body: Callable[[FakeServer], Awaitable[None]]) -> None:
    async def main() -> None:
        server = FakeServer()
        await server.start()
        try:
            await asyncio.wait_for(body(server), HANG)
        finally:
            await server.stop()

    asyncio.run(main())


async def next_event(client: Client, kind: type[Any], timeout: float = 5.0) -> Any:
    """The next event of ``kind`` (skipping others)."""
    async def find() -> Any:
        async for event in client.events():
            if isinstance(event, kind):
                return event
        raise AssertionError(f"the events ended before a {kind.__name__}")

    return await asyncio.wait_for(find(), timeout)


async def seated(server: FakeServer, seat: int, **options: Any) -> Client:
    """A client called Ada, connected to the fake server and seated at ``seat`` of room
    ABCDEFGH (``options`` go to the Client)."""
    client = Client(server.url, "Ada", **options)
    await client.connect()
    await client.join("ABCDEFGH", seat)
    return client


class TestBackoff:
    def test_delays_double_from_half_a_second_to_five(self) -> None:
        delays = rejoin_delays()
        assert [next(delays) for _ in range(8)] == [0.5, 1.0, 2.0, 4.0, 5.0, 5.0, 5.0, 5.0]

    def test_rejoins_with_the_token_after_a_drop_and_says_so(self) -> None:
        async def body(server: FakeServer) -> None:
            client = Client(server.url, "Ada")
            await client.connect()
            joined = await client.join("ABCD-EFGH", 2)
            assert (joined.seat, joined.token) == (2, "T0K")
            server.cut_all()
            lost = await next_event(client, ConnectionLost)
            assert lost.rejoining
            back = await next_event(client, ConnectionBack)
            assert back.attempts == 1
            rejoin = [m for m in server.received if m["type"] == "rejoin"]
            assert rejoin[0]["code"] == "ABCD-EFGH"
            assert (rejoin[0]["seat"], rejoin[0]["token"]) == (2, "T0K")
            assert server.kinds().count("hello") == 2
            assert client.connected and client.seat == 2
            await client.close()

        run(body)

    def test_waits_longer_each_time_until_the_server_is_back(self) -> None:
        async def body(server: FakeServer) -> None:
            client = Client(server.url, "Ada")
            waits: list[float] = []
            port = server.port

            async def sleep(seconds: float) -> None:
                waits.append(seconds)
                if len(waits) == 5:  # the server comes back after the fifth wait
                    await server.start(port)
                await asyncio.sleep(0)

            client._sleep = sleep
            await client.connect()
            await client.join("ABCDEFGH", 0)
            await server.stop()
            server.cut_all()
            await next_event(client, ConnectionBack, 10)
            assert waits == [0.5, 1.0, 2.0, 4.0, 5.0]
            await client.close()

        run(body)

    def test_gives_up_after_the_time_allowed(self) -> None:
        async def body(server: FakeServer) -> None:
            client = await seated(server, 0, rejoin_for=0.3)
            await server.stop()
            server.cut_all()
            closed = await next_event(client, ClientClosed, 5)
            assert "could not be restored" in closed.reason
            assert not client.connected
            await server.start(server.port)  # for the fixture's stop

        run(body)

    def test_a_final_refusal_ends_rejoining_at_once(self) -> None:
        async def body(server: FakeServer) -> None:
            client = await seated(server, 1)
            server.refuse_rejoin = "no_such_room"
            server.cut_all()
            closed = await next_event(client, ClientClosed)
            assert closed.reason.startswith("no_such_room")
            assert server.kinds().count("rejoin") == 1

        run(body)

    def test_a_bye_is_not_rejoined(self) -> None:
        async def body(server: FakeServer) -> None:
            client = await seated(server, 1)
            ws = server.connections[-1]
            await ws.send(json.dumps({"type": "bye", "reason": "kicked by the host"}))
            await ws.close()
            closed = await next_event(client, ClientClosed)
            assert closed.reason == "kicked by the host"
            assert "rejoin" not in server.kinds()

        run(body)

    def test_a_spectator_watches_again(self) -> None:
        async def body(server: FakeServer) -> None:
            client = Client(server.url, "Bob")
            await client.connect()
            joined = await client.spectate("ABCDEFGH")
            assert joined.seat is None and client.spectating
            server.cut_all()
            await next_event(client, ConnectionBack)
            assert server.kinds().count("spectate") == 2
            assert "rejoin" not in server.kinds()
            await client.close()

        run(body)

    def test_the_hosts_table_comes_back_with_the_host_token(self) -> None:
        async def body(server: FakeServer) -> None:
            client = Client(server.url, "Host")
            await client.connect()
            joined = await client.claim_host("ABCDEFGH", "HOST-TOKEN")
            assert joined.host and joined.seats == (0, 2) and joined.token is None
            assert client.is_host and client.seats == (0, 2) and not client.spectating
            server.cut_all()
            await next_event(client, ConnectionBack)
            claims = [m for m in server.received if m["type"] == "host"]
            assert len(claims) == 2 and "seat" not in claims[1]
            assert claims[1]["host_token"] == "HOST-TOKEN"
            assert "rejoin" not in server.kinds() and client.seats == (0, 2)
            await client.close()

        run(body)

    def test_closing_stops_rejoining(self) -> None:
        async def body(server: FakeServer) -> None:
            client = await seated(server, 1)
            await server.stop()
            server.cut_all()
            await next_event(client, ConnectionLost)
            rejoiner = client._rejoiner
            await client.close()
            assert client.closed_reason == "closed"
            # the rejoining was stopped, not left to try after its wait
            assert rejoiner is not None and rejoiner.done()
            before = len(server.connections)
            await server.start(server.port)
            for _ in range(10):
                await asyncio.sleep(0)
            assert not client.connected and len(server.connections) == before

        run(body)


class TestRequests:
    def test_hello_carries_the_protocol_name_and_password(self) -> None:
        async def body(server: FakeServer) -> None:
            client = Client(server.url, "Ada", password="sesame")
            welcome = await client.connect()
            assert welcome["server"] == "fake"
            hello = server.received[0]
            assert hello["protocol"] == PROTOCOL_VERSION and hello["name"] == "Ada"
            assert hello["password"] == "sesame"
            await client.close()

        run(body)

    def test_an_error_reply_raises_with_its_code(self) -> None:
        async def body(server: FakeServer) -> None:
            server.extra = lambda msg: [{"type": "error", "code": "not_host", "message": "no",
                                         "id": msg["id"]}] if msg["type"] == "list_rooms" else []
            client = Client(server.url, "Ada")
            await client.connect()
            with pytest.raises(ServerRefused) as refused:
                await client.list_rooms()
            assert refused.value.code == "not_host"
            await client.close()

        run(body)

    def test_a_refused_hello_raises(self) -> None:
        async def body(server: FakeServer) -> None:
            original = server.answer
            server.answer = lambda msg: (  # type: ignore[method-assign]
                [{"type": "error", "code": "protocol", "message": "version 2 only"}]
                if msg["type"] == "hello" else original(msg))
            with pytest.raises(ServerRefused) as refused:
                await Client(server.url, "Ada").connect()
            assert refused.value.code == "protocol"

        run(body)

    def test_no_server_is_a_client_error(self) -> None:
        async def body(server: FakeServer) -> None:
            await server.stop()
            with pytest.raises(ClientError):
                await Client(server.url, "Ada", open_timeout=2).connect()
            await server.start(server.port)

        run(body)

    def test_tls_with_the_servers_own_certificate_or_unchecked(self, tmp_path: Path) -> None:
        cert, key = self_signed(tmp_path)
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        tls.load_cert_chain(cert, key)

        async def main() -> None:
            server = FakeServer()
            await server.start(tls=tls)
            url = f"wss://127.0.0.1:{server.port}/"
            try:
                with pytest.raises(ClientError, match="certificate"):
                    await Client(url, "Ada").connect()  # the system does not trust it
                for client in (Client(url, "Ada", ca_file=str(cert)),
                               Client(url, "Ada", insecure=True)):
                    assert (await client.connect())["type"] == "welcome"
                    await client.close()
            finally:
                await server.stop()

        asyncio.run(main())

    def test_create_room_keeps_the_host_token(self) -> None:
        async def body(server: FakeServer) -> None:
            server.extra = lambda msg: [{"type": "room_created", "code": "ABCDEFGH",
                                         "host_token": "H", "seat": None, "id": msg["id"]}]
            client = Client(server.url, "Ada")
            await client.connect()
            created = await client.create_room("room", {"seats": []})
            assert (created.code, created.host_token, created.seat) == ("ABCDEFGH", "H", None)
            assert client.host_token == "H"
            await client.close()

        run(body)

    def test_a_refused_action_comes_back_to_act(self) -> None:
        async def body(server: FakeServer) -> None:
            reason = {"kind": "NOT_YOUR_TURN", "fields": {"current": 0}}
            server.extra = lambda msg: [
                {"type": "refused", "seq": msg["seq"], "reason": reason,
                 "message": "it is not your turn"}] if msg["type"] == "act" else []
            client = await seated(server, 1)
            outcome = await client.act(EndTurn())
            assert isinstance(outcome, ActionRefused)
            assert outcome.kind == "NOT_YOUR_TURN" and outcome.fields == {"current": 0}
            act = server.received[-1]
            assert act["action"] == {"type": "end_turn"} and act["seq"] == outcome.seq
            await client.close()

        run(body)


class TestEvents:
    def test_lobby_chat_and_seat_events_in_order(self) -> None:
        async def body(server: FakeServer) -> None:
            client = await seated(server, 1)
            ws = server.connections[-1]
            lobby = {**LOBBY, "spectators": 2}
            for msg in (lobby,
                        {"type": "chat", "from": "Bob", "text": "hi", "at": "2026-01-01T00:00Z"},
                        {"type": "seat", "seat": 0, "connected": False, "ai_playing": True},
                        {"type": "bye", "reason": "over"}):
                await ws.send(json.dumps(msg))
            await ws.close()
            seen: list[ClientEvent] = []
            async for event in client.events():
                seen.append(event)
            kinds = [type(e) for e in seen]
            assert kinds == [LobbyChanged, LobbyChanged, ChatLine, SeatChanged, ClientClosed]
            assert seen[1] == LobbyChanged(lobby) and client.lobby == lobby
            assert seen[2] == ChatLine("Bob", "hi", "2026-01-01T00:00Z")
            assert seen[3] == SeatChanged(0, False, True)

        run(body)

    @pytest.mark.parametrize("kind", ["join", "host"])
    def test_a_lobby_heard_before_the_joiner_resumes_is_not_undone_by_the_reply(
            self, kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
        # Another player joins just after us: the server's lobby message follows our reply at
        # once, and the reader handles it before the caller of join() resumes. The reply's room
        # is then older than the client's lobby; it must not replace it (it did: the host's
        # lobby went on showing the new player's seat empty, and Start stayed disabled).
        newer = {**LOBBY, "seats": [{"seat": 1, "name": "Bob", "connected": True}]}

        async def body(server: FakeServer) -> None:
            answer = server.answer
            monkeypatch.setattr(server, "answer",
                                lambda msg: answer(msg) + ([newer] if msg["type"] == kind else []))
            heard: list[ClientEvent] = []
            client = Client(server.url, "Ada", on_event=heard.append)
            await client.connect()
            request = client._request

            async def resumes_late(msg: JSON, answer: str, take: Any = None) -> JSON:
                reply = await request(msg, answer, take)
                await until(lambda: LobbyChanged(newer) in heard, "the newer lobby")
                return reply

            monkeypatch.setattr(client, "_request", resumes_late)
            if kind == "join":
                joined = await client.join("ABCDEFGH", 1)
            else:
                joined = await client.claim_host("ABCDEFGH", "HOST-TOKEN")
            assert heard == [LobbyChanged(LOBBY), LobbyChanged(newer)]
            assert joined.lobby == newer and client.lobby == newer
            await client.close()

        run(body)

    def test_seats_given_up_before_the_host_resumes_are_not_undone_by_the_reply(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        # The host's table claims seats 0 and 2 again after a drop; right behind the reply
        # comes an unasked joined (the host removed its own seat 2 at that moment). The reader
        # applies it before the caller of claim_host() resumes: the reply's seats are older
        # and must not come back (the table would go on playing a seat it gave up).
        gave_up = {"type": "joined", "seat": 0, "seats": [0], "token": None, "host": True,
                   "room": LOBBY}

        async def body(server: FakeServer) -> None:
            client = Client(server.url, "Ada")
            await client.connect()
            first = await client.claim_host("ABCDEFGH", "HOST-TOKEN")
            assert first.seats == (0, 2) and client.seats == (0, 2)  # no news: the reply's
            answer, request = server.answer, client._request
            monkeypatch.setattr(server, "answer", lambda msg: answer(msg) + (
                [gave_up] if msg["type"] == "host" else []))

            async def resumes_late(msg: JSON, answer: str, take: Any = None) -> JSON:
                reply = await request(msg, answer, take)
                await until(lambda: client.seats == (0,), "the seat given up")
                return reply

            monkeypatch.setattr(client, "_request", resumes_late)
            joined = await client.claim_host("ABCDEFGH", "HOST-TOKEN")
            assert joined.seats == (0,) and joined.seat == 0 and joined.host
            assert client.seats == (0,) and client.seat == 0 and not client._seat_news_at
            await client.close()

        run(body)

    def test_two_requests_answered_at_once_leave_the_newer_answers_seat(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        # A join and a rejoin asked together: the server answers the join (seat 1), then the
        # rejoin (seat 3). The join's caller resumes last; the older answer must not put
        # seat 1 back over seat 3 (it did: each caller applied its own answer as it resumed).
        async def body(server: FakeServer) -> None:
            client = Client(server.url, "Ada")
            await client.connect()
            request = client._request
            first_back, second_back = asyncio.Event(), asyncio.Event()

            async def first_resumes_last(msg: JSON, *args: Any, **kwargs: Any) -> JSON:
                reply = await request(msg, *args, **kwargs)
                if msg["type"] == "join":
                    first_back.set()
                    await second_back.wait()
                return reply

            monkeypatch.setattr(client, "_request", first_resumes_last)
            first = asyncio.ensure_future(client.join("ABCDEFGH", 1))
            await first_back.wait()  # the join's answer has come; its caller waits
            second = await client.rejoin("ABCDEFGH", 3)
            second_back.set()
            joined = await first
            assert second.seat == 3 and client.seat == 3 and client.seats == (3,)
            # the join's caller gets the newer state, its seat and token together
            assert (joined.seat, joined.seats, joined.token) == (3, (3,), "T0K")
            assert not client._seat_news_at and not client._joining
            await client.close()

        run(body)

    def test_an_answer_whose_caller_gave_up_still_seats_the_client(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        # The caller of join() gave up (cancelled, or timed out) before the answer came; the
        # server seated us all the same. The client holds the seat and its token when the
        # answer comes (a drop then rejoins it), as the server does.
        async def body(server: FakeServer) -> None:
            held: list[JSON] = []
            answer = server.answer
            monkeypatch.setattr(server, "answer", lambda msg: [] if msg["type"] == "join"
                                and not held.append(msg) else answer(msg))
            heard: list[ClientEvent] = []
            client = Client(server.url, "Ada", on_event=heard.append)
            await client.connect()
            task = asyncio.ensure_future(client.join("ABCDEFGH", 2))
            await until(lambda: held != [], "the join")
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            ws = server.connections[-1]
            await ws.send(json.dumps(answer(held[0])[0]))
            await ws.send(json.dumps({"type": "chat", "from": "B", "text": "x", "at": ""}))
            await until(lambda: any(isinstance(e, ChatLine) for e in heard), "the chat line")
            assert (client.code, client.seat, client.seats, client.token) == (
                "ABCDEFGH", 2, (2,), "T0K")
            assert not client.spectating and client.lobby == LOBBY
            assert not client._seat_news_at and not client._joining and not client._waiting
            await client.close()

        run(body)

    def test_a_joined_reply_nobody_reads_leaves_nothing_behind(self) -> None:
        # a joined answering a request for something else (a server gone wrong): the count
        # kept for it is dropped with the error (so is one whose caller is cancelled)
        async def body(server: FakeServer) -> None:
            server.extra = lambda msg: [{"type": "joined", "seat": 1, "room": LOBBY,
                                         "id": msg["id"]}] if msg["type"] == "list_rooms" else []
            client = Client(server.url, "Ada")
            await client.connect()
            with pytest.raises(ClientError):
                await client.list_rooms()
            assert not client._seat_news_at
            await client.close()

        run(body)

    def test_a_callback_hears_every_event_instead_of_the_queue(self) -> None:
        async def body(server: FakeServer) -> None:
            heard: list[ClientEvent] = []
            client = await seated(server, 1, on_event=heard.append)
            await server.connections[-1].send(json.dumps({"type": "chat", "from": "B",
                                                          "text": "x", "at": ""}))
            await until(lambda: any(isinstance(e, ChatLine) for e in heard), "the chat line")
            await client.close()
            assert [type(e) for e in heard] == [LobbyChanged, ChatLine, ClientClosed]
            assert client._queue.empty()

        run(body)

    def test_garbage_from_the_server_is_ignored(self) -> None:
        async def body(server: FakeServer) -> None:
            client = await seated(server, 1)
            ws = server.connections[-1]
            for raw in ("not json", "[1, 2]", '{"no": "type"}', '{"type": "step"}',
                        '{"type": "undone", "index": "x"}', '{"type": "seat"}'):
                await ws.send(raw)
            await ws.send(json.dumps({"type": "chat", "from": "B", "text": "still here",
                                      "at": ""}))
            chat = await next_event(client, ChatLine)
            assert chat.text == "still here" and client.connected
            await client.close()

        run(body)


class TestWaitingForATaskToEnd:
    def test_only_the_waiters_own_cancellation_is_passed_on(self) -> None:
        # close() and a rejoin's quiet drop wait for the reader or the rejoiner to end; that
        # task's cancellation ends the wait quietly, but the waiter's own must not be
        # swallowed (a cancelled rejoiner went on rejoining for up to two minutes)
        async def body() -> None:
            ended = asyncio.ensure_future(asyncio.Event().wait())
            ended.cancel()
            await _outlast(ended)
            assert ended.cancelled()
            forever = asyncio.ensure_future(asyncio.Event().wait())
            waiter = asyncio.ensure_future(_outlast(forever))
            await asyncio.sleep(0)
            waiter.cancel()
            with pytest.raises(asyncio.CancelledError):
                await waiter
            assert waiter.cancelled()
            forever.cancel()

        asyncio.run(body())

    def test_a_quiet_drop_keeps_a_close_asked_meanwhile(self) -> None:
        async def body() -> None:
            client = Client("ws://127.0.0.1:1", "Ada")
            gate = asyncio.Event()

            async def reading() -> None:  # the dropped connection's reader, until the gate
                await gate.wait()

            client._reader = asyncio.ensure_future(reading())
            drop = asyncio.ensure_future(client._drop_quietly())
            await asyncio.sleep(0)
            assert client._dropping and not client._closing
            client._closing = True  # close() while the dropped connection's reader ends
            gate.set()
            await drop
            assert client._closing and not client._dropping  # (it was set back to False)

        asyncio.run(body())


class HostGame:
    """A real game on the "host's" side of the fake server: its messages as the server sends
    them (``game`` with the public record, ``step`` with reveals and digest)."""

    def __init__(self, seed: int = 3) -> None:
        self.record = GameRecord(players=("Ann", "Bo"), seed=seed)
        self.rng = random.Random(seed)
        self.states: list[GameState] = [self.record.initial_state()]
        self.steps: list[JSON] = []

    def play(self, action: Action | None = None) -> JSON:
        """One action (a random legal one by default): its ``step`` message."""
        state = self.states[-1]
        if action is None:
            action = random_action(state, self.rng)
        after = apply(state, action)
        reveals = {k: list(v) for k, v in reveals_between(state, after).items()}
        step = {"type": "step", "index": len(self.steps), "player": state.current,
                "action": action.to_json(), "reveals": reveals, "digest": digest(after)}
        self.steps.append(step)
        self.states.append(after)
        return step

    def game(self, you: int | None = 0) -> JSON:
        public = PublicRecord.of_game(self.record).to_json()
        public["steps"] = [{"action": s["action"], "reveals": s["reveals"]} for s in self.steps]
        return {"type": "game", "you": you, "public": public}


class TestTable:
    def _joined(self, server: FakeServer, host: HostGame) -> Callable[[JSON], list[JSON]]:
        def extra(msg: JSON) -> list[JSON]:
            return [host.game()] if msg["type"] == "resync" else []
        return extra

    async def _at_the_table(self, server: FakeServer) -> tuple[HostGame, Client, Any]:
        """A client seated at a started game that answers a resync: (host, client, its
        connection on the server's side)."""
        host = HostGame()
        server.extra = self._joined(server, host)
        client = await seated(server, 0)
        ws = server.connections[-1]
        await ws.send(json.dumps(host.game()))
        await next_event(client, GameRebuilt)
        return host, client, ws

    def test_steps_keep_the_table_equal_to_the_hosts(self) -> None:
        async def body(server: FakeServer) -> None:
            host = HostGame()
            client = await seated(server, 0)
            ws = server.connections[-1]
            for _ in range(3):
                host.play()
            await ws.send(json.dumps(host.game()))
            rebuilt = await next_event(client, GameRebuilt)
            assert (rebuilt.you, rebuilt.steps) == (0, 3)
            for _ in range(20):
                await ws.send(json.dumps(host.play()))
                step = await next_event(client, StepApplied)
                assert step.index == len(host.steps) - 1
                assert client.game is not None and client.steps == len(host.steps)
                assert client.game.digest() == digest(host.states[-1])
            assert client.state is not None and client.state.phase is Phase.PLAYING
            assert "resync" not in server.kinds()
            await ws.send(json.dumps({"type": "undone", "index": 15}))
            assert (await next_event(client, Undone)).index == 15
            assert client.steps == 15 and client.game.digest() == digest(host.states[15])
            await client.close()

        run(body)

    def test_a_digest_mismatch_asks_for_a_fresh_table(self) -> None:
        async def body(server: FakeServer) -> None:
            host, client, ws = await self._at_the_table(server)
            bad = {**host.play(), "digest": "0" * 32}
            await ws.send(json.dumps(bad))
            rebuilt = await next_event(client, GameRebuilt)  # nothing applied, then resynced
            assert server.kinds().count("resync") == 1
            assert rebuilt.steps == 1 and client.steps == 1
            assert client.game is not None and client.game.digest() == digest(host.states[-1])
            await client.close()

        run(body)

    def test_a_missed_step_or_an_illegal_one_resyncs_too(self) -> None:
        async def body(server: FakeServer) -> None:
            host, client, ws = await self._at_the_table(server)
            host.play()
            await ws.send(json.dumps(host.play()))  # step 1 without step 0
            assert (await next_event(client, GameRebuilt)).steps == 2
            illegal = {**host.play(), "action": {"type": "upgrade", "from": "x", "to": "y"}}
            await ws.send(json.dumps(illegal))
            assert (await next_event(client, GameRebuilt)).steps == 3
            assert server.kinds().count("resync") == 2
            assert client.game is not None and client.game.digest() == digest(host.states[-1])
            await client.close()

        run(body)

    def test_act_returns_its_own_step(self) -> None:
        async def body(server: FakeServer) -> None:
            host = HostGame()

            def extra(msg: JSON) -> list[JSON]:
                if msg["type"] == "act":  # the server applies it: one step, for player 0
                    return [{**host.play(action_from_json(msg["action"])), "seq": msg["seq"]}]
                return []

            server.extra = extra
            client = await seated(server, 0)
            await server.connections[-1].send(json.dumps(host.game()))
            await next_event(client, GameRebuilt)
            outcome = await client.act(EndTurn())
            assert isinstance(outcome, StepApplied) and outcome.mine
            assert (outcome.player, outcome.index, outcome.action) == (0, 0, EndTurn())
            assert client.state is not None and client.state.current == 1
            await client.close()

        run(body)

    def test_the_finished_record_is_kept_as_sent(self) -> None:
        async def body(server: FakeServer) -> None:
            host = HostGame()
            client = await seated(server, 0)
            ws = server.connections[-1]
            await ws.send(json.dumps(host.game()))
            text = host.record.with_actions([]).to_bytes().decode("utf-8")
            await ws.send(json.dumps({"type": "finished", "record": text}))
            finished = await next_event(client, GameFinished)
            assert finished.record_bytes() == text.encode("utf-8")
            assert finished.record.seed == 3 and client.finished is finished
            await ws.send(json.dumps({"type": "finished", "record": "{not a record"}))
            error = await next_event(client, ServerError)
            assert error.code == "bad_record" and client.finished is finished
            await client.close()

        run(body)
