"""One address cannot take the server: limits per address (connections, connections still
opening, rooms, rooms entered, whole games sent), the time-outs of connections that never say
hello or idle in no room, the address of a client behind a trusted reverse proxy (IPv6: a /64
is one address), invite codes that name their server, and the cost of a ``resync`` that does
not grow with the game.

The attacks come from 127.0.0.2 and the honest client from 127.0.0.3 (Linux and Windows route
all of 127.0.0.0/8 to loopback; elsewhere those tests are skipped), or from addresses a trusted
proxy names. Time-outs and budgets run on a clock the test moves (:class:`FakeClock`): nothing
here waits for time to pass."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
from typing import Any

import pytest
from netkit import Client, FakeClock, lobby_of_two, other_addresses, running, url
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from app.commands import serve as serve_command
from app.net.client import Client as NetClient
from app.net.client import room_url
from app.net.limits import Bucket, address_key, client_address, parse_networks
from app.net.protocol import (
    MAX_CONNECTIONS_PER_ADDRESS,
    MAX_ROOMS_PER_ADDRESS,
    PROTOCOL_VERSION,
    Act,
    Resync,
    SeatSpec,
    Undo,
    encode,
    message,
)
from app.net.public import PublicGame, PublicRecord, PublicStep, PublicText
from app.net.room import Room
from app.net.server import Server, ServerConfig
from app.rules import Action, GameRecord, Phase, apply, legal_actions, random_action

ATTACKER = "127.0.0.2"
HONEST = "127.0.0.3"

needs_addresses = pytest.mark.skipif(
    not other_addresses(), reason="this system cannot connect from 127.0.0.2 and 127.0.0.3")


async def hello(address: str, source: str) -> tuple[Client, dict[str, Any]]:
    """A connection from ``source`` that says hello: (client, the answer)."""
    client = await Client.open(address, "Mallory", hello=False, source=source)
    await say_hello(client)
    return client, await client.expect("welcome", "error")


async def say_hello(client: Client) -> None:
    """Send hello (a server that refuses at once sends its error and closes: the hello may
    then not go out, but the error has arrived)."""
    with contextlib.suppress(ConnectionClosed):
        await client.send({"type": "hello", "protocol": PROTOCOL_VERSION, "client": "test",
                           "name": client.name})


async def create(client: Client, ident: int = 1) -> dict[str, Any]:
    await client.send({"type": "create_room", "id": ident,
                       "setup": {"seats": [{"kind": "remote"}] * 2}})
    return await client.expect("room_created", "error")


async def close_all(clients: list[Client]) -> None:
    await asyncio.gather(*(c.close() for c in clients))


# ------------------------------------------------------------------ addresses


class TestAddresses:
    def test_an_ipv6_64_is_one_address_and_ipv4_is_itself(self) -> None:
        assert address_key("192.0.2.7") == "192.0.2.7"
        assert address_key("2001:db8:1:2::1") == address_key("2001:db8:1:2:ffff::9") \
            == "2001:db8:1:2::/64"
        assert address_key("2001:db8:1:3::1") != address_key("2001:db8:1:2::1")
        assert address_key("2001:db8:1:2::1", 48) == address_key("2001:db8:1:3::1", 48)
        assert address_key("::ffff:192.0.2.7") == "192.0.2.7"
        assert address_key("fe80::1%eth0") == "fe80::/64"
        assert address_key("") == ""

    def test_only_a_trusted_proxy_names_the_client(self) -> None:
        trusted = parse_networks(["127.0.0.1", "10.0.0.0/8"])
        # a client that is no proxy cannot choose its address by sending the header
        assert client_address("198.51.100.9", ["203.0.113.5"], trusted) == "198.51.100.9"
        assert client_address("127.0.0.1", ["203.0.113.5"], trusted) == "203.0.113.5"
        # the right-most entry a trusted proxy did not write: what the client wrote is ignored
        assert client_address("127.0.0.1", ["6.6.6.6, 203.0.113.5, 10.1.2.3"],
                              trusted) == "203.0.113.5"
        assert client_address("127.0.0.1", ["6.6.6.6", "203.0.113.5"], trusted) == \
            "203.0.113.5"
        assert client_address("127.0.0.1", ["[2001:db8::1]:4431"], trusted) == "2001:db8::1"
        assert client_address("127.0.0.1", ["203.0.113.5:5000"], trusted) == "203.0.113.5"
        # nothing usable: the proxy's own address (the log says so)
        assert client_address("127.0.0.1", [], trusted) == "127.0.0.1"
        assert client_address("127.0.0.1", ["unknown"], trusted) == "127.0.0.1"
        assert client_address("127.0.0.1", ["10.0.0.2"], trusted) == "10.0.0.2"
        with pytest.raises(ValueError, match="not an IP"):
            parse_networks(["proxy.example.org"])

    def test_a_bucket_refills_with_its_clock(self) -> None:
        clock = FakeClock()
        bucket = Bucket(2.0, 4, clock)
        assert all(bucket.take() for _ in range(4)) and not bucket.take()
        clock.now += 1.0
        assert bucket.take() and bucket.take() and not bucket.take()
        assert bucket.take(100) is False  # more than the burst costs a full bucket
        clock.now += 10.0
        assert bucket.take(100) and not bucket.take()


# ------------------------------------------------------------------ connections


@needs_addresses
class TestIdleFlood:
    def test_one_address_cannot_take_every_connection(self) -> None:
        async def main() -> None:
            async with running(max_connections=MAX_CONNECTIONS_PER_ADDRESS + 4) as server:
                flood: list[Client] = []
                refused: list[dict[str, Any]] = []
                for _ in range(MAX_CONNECTIONS_PER_ADDRESS + 4):
                    client, answer = await hello(url(server), ATTACKER)
                    if answer["type"] == "welcome":
                        flood.append(client)
                    else:
                        refused.append(answer)
                        assert await client.closed() == 1013
                assert len(flood) == MAX_CONNECTIONS_PER_ADDRESS
                assert {r["code"] for r in refused} == {"address_limit"}
                assert "connections" in refused[0]["message"]
                # the honest newcomer is welcome, and served
                honest = await Client.open(url(server), "Ann", source=HONEST)
                assert (await create(honest))["type"] == "room_created"
                # the address gets a place back when one of its connections goes
                await flood.pop().close()
                again = None
                for _ in range(100):  # (until the server has seen the close)
                    again, answer = await hello(url(server), ATTACKER)
                    if answer["type"] == "welcome":
                        break
                    await again.closed()
                assert answer["type"] == "welcome"
                assert again is not None
                await close_all([*flood, honest, again])
        asyncio.run(main())

    def test_connections_that_never_finish_opening_are_bounded_per_address(self) -> None:
        async def main() -> None:
            async with running(handshake_timeout=60.0) as server:
                assert server.address is not None
                port = server.address[1]
                opened = [await asyncio.open_connection("127.0.0.1", port,
                                                        local_addr=(ATTACKER, 0))
                          for _ in range(MAX_CONNECTIONS_PER_ADDRESS + 1)]
                reader, _writer = opened[-1]
                # one too many: closed at once (not after the 60 s handshake time-out)
                try:
                    end = await asyncio.wait_for(reader.read(), 10)
                except ConnectionResetError:
                    end = b""
                assert end == b""
                honest = await Client.open(url(server), "Ann", source=HONEST)
                await honest.close()
                for _reader, writer in opened:
                    writer.close()
        asyncio.run(main())

    def test_a_connection_that_does_not_finish_opening_is_closed(self) -> None:
        async def main() -> None:
            async with running(handshake_timeout=0.05) as server:
                assert server.address is not None
                reader, writer = await asyncio.open_connection("127.0.0.1", server.address[1])
                try:
                    end = await asyncio.wait_for(reader.read(), 10)
                except ConnectionResetError:
                    end = b""
                assert end == b""
                writer.close()
        asyncio.run(main())


class TestTimeouts:
    def test_a_connection_in_no_room_is_closed_once_idle(self) -> None:
        async def main() -> None:
            clock = FakeClock()
            async with running(clock=clock, idle_timeout=60.0) as server:
                idle = await Client.open(url(server), "Idle")
                talking = await Client.open(url(server), "Talking")
                a, b, code = await lobby_of_two(server)
                clock.now += 59.0
                server.sweep()
                assert not any(c.closing for c in server.connections)
                await talking.send({"type": "list_rooms", "id": 1})
                await talking.expect("rooms")
                clock.now += 2.0
                server.sweep()
                bye = await idle.expect("bye")
                assert "idle" in bye["reason"]
                assert await idle.closed() == 1000
                # the one that spoke a second ago, and those in a room, stay
                await talking.send({"type": "list_rooms", "id": 2})
                assert (await talking.expect("rooms"))["id"] == 2
                # in a room, silence is fine (a spectator watches, a player waits)
                await talking.send({"type": "spectate", "code": code, "name": "T"})
                await talking.expect("joined")
                clock.now += 3600.0
                server.sweep()
                await a.send({"type": "chat", "text": "still here"})
                for c in (b, talking):
                    assert (await c.expect("chat"))["text"] == "still here"
                await close_all([a, b, talking])
        asyncio.run(main())

    def test_idle_timeout_none_keeps_them(self) -> None:
        async def main() -> None:
            clock = FakeClock()
            async with running(clock=clock, idle_timeout=None) as server:
                idle = await Client.open(url(server), "Idle")
                clock.now += 10 * 86400.0
                server.sweep()
                await idle.send({"type": "list_rooms", "id": 1})
                assert (await idle.expect("rooms"))["id"] == 1
                await idle.close()
        asyncio.run(main())

    def test_no_hello_in_time_by_the_servers_clock(self) -> None:
        async def main() -> None:
            clock = FakeClock()
            async with running(clock=clock, hello_timeout=10.0) as server:
                silent = await Client.open(url(server), hello=False)
                late = await Client.open(url(server), hello=False)
                clock.now += 9.0
                server.sweep()
                await late.send({"type": "hello", "protocol": PROTOCOL_VERSION,
                                 "client": "test", "name": "Late"})
                await late.expect("welcome")
                clock.now += 1.0
                server.sweep()
                assert (await silent.expect("bye"))["reason"] == "no hello in time"
                assert await silent.closed() == 1008
                await late.send({"type": "list_rooms", "id": 1})
                await late.expect("rooms")
                await late.close()
        asyncio.run(main())


# ------------------------------------------------------------------ rooms


@needs_addresses
class TestRoomFlood:
    def test_one_address_cannot_take_every_room(self) -> None:
        async def main() -> None:
            async with running(max_rooms=MAX_ROOMS_PER_ADDRESS + 4) as server:
                flood = [(await hello(url(server), ATTACKER))[0]
                         for _ in range(MAX_ROOMS_PER_ADDRESS + 4)]
                answers = [await create(c, i) for i, c in enumerate(flood)]
                made = [a for a in answers if a["type"] == "room_created"]
                refused = [a for a in answers if a["type"] == "error"]
                assert len(made) == MAX_ROOMS_PER_ADDRESS
                assert {r["code"] for r in refused} == {"address_limit"}
                assert "rooms" in refused[0]["message"]
                honest = await Client.open(url(server), "Ann", source=HONEST)
                assert (await create(honest))["type"] == "room_created"
                # a room of the address goes: it may make one again
                await flood[0].send({"type": "leave"})
                await flood[0].closed()
                assert (await create(flood[-1], 99))["type"] == "room_created"
                await close_all([*flood, honest])
        asyncio.run(main())


@needs_addresses
class TestJoinFlood:
    def test_an_address_enters_rooms_at_a_bounded_rate(self) -> None:
        async def main() -> None:
            clock = FakeClock()
            async with running(clock=clock, join_burst=3, join_rate=0.5) as server:
                a, b, code = await lobby_of_two(server, auto_start=True)
                await a.expect("game")
                watchers: list[Client] = []
                answers = []
                for _ in range(4):
                    c = await Client.open(url(server), "Mallory", source=ATTACKER)
                    watchers.append(c)
                    await c.send({"type": "spectate", "code": code, "name": "M"})
                    answers.append(await c.expect("joined", "error"))
                assert [x["type"] for x in answers] == ["joined"] * 3 + ["error"]
                assert answers[-1]["code"] == "busy"
                # wrong codes count too: guessing codes is as slow as entering rooms
                await watchers[-1].send({"type": "spectate", "code": "ABCD-EFGH"})
                assert (await watchers[-1].expect("error"))["code"] == "busy"
                honest = await Client.open(url(server), "Ann", source=HONEST)
                await honest.send({"type": "spectate", "code": code, "name": "Ann"})
                await honest.expect("joined")
                clock.now += 2.0  # one more
                await watchers[-1].send({"type": "spectate", "code": code, "name": "M"})
                await watchers[-1].expect("joined")
                await close_all([a, b, honest, *watchers])
        asyncio.run(main())


# ------------------------------------------------------------------ whole games sent


def _long_record(actions: int, players: int = 2) -> GameRecord:
    record = GameRecord(players=tuple(f"P{i}" for i in range(players)), seed=5)
    state = record.initial_state()
    rng = random.Random(5)
    done: list[Action] = []
    while len(done) < actions:
        choices = [a for a in legal_actions(state)
                   if a.to_json()["type"] in ("take_piece", "upgrade", "end_turn")]
        action = rng.choice(choices or list(legal_actions(state)))
        done.append(action)
        state = apply(state, action)
    assert state.phase is not Phase.FINISHED
    return record.with_actions(done)


class _Peer:
    def __init__(self) -> None:
        self.sent: list[str] = []

    def send(self, text: str) -> None:
        self.sent.append(text)

    def close(self, code: int, reason: str) -> None:
        pass


async def _no_ai(request: Any) -> Any:
    raise AssertionError("no AI seat here")


def _started(record: GameRecord) -> tuple[Room, _Peer]:
    room = Room("x", record, [SeatSpec("remote")] * len(record.players), decider=_no_ai)
    peers = [_Peer() for _ in record.players]
    for i, peer in enumerate(peers):
        room.join(peer, f"P{i}", i)
        room.seats[i].ready = True
    room.start()
    return room, peers[0]


class TestResyncCost:
    def test_a_resync_encodes_no_step_again_however_long_the_game(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        encoded = [0]
        original = PublicStep.to_json

        def counted(step: PublicStep) -> dict[str, Any]:
            encoded[0] += 1
            return original(step)

        monkeypatch.setattr(PublicStep, "to_json", counted)

        def resync_cost(actions: int) -> int:
            room, peer = _started(_long_record(actions))
            encoded[0] = 0
            peer.sent.clear()
            room.handle(peer, Resync(), 7)
            game = json.loads(peer.sent[-1])
            assert game["type"] == "game" and game["id"] == 7
            assert len(game["public"]["steps"]) == actions
            room.close("done")
            return encoded[0]

        # today's server encoded every step again (300 steps: 300 encodings, about 7 ms of
        # the loop every room shares for a game of 1,000 actions); now each step is encoded
        # once, when it is played
        assert resync_cost(5) == resync_cost(300) == 0

    def test_entering_a_finished_room_does_not_write_the_record_again(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        written = [0]
        original = GameRecord.to_bytes

        def counted(record: GameRecord) -> bytes:
            written[0] += 1
            return original(record)

        monkeypatch.setattr(GameRecord, "to_bytes", counted)
        room, peer = _started(GameRecord(players=("A", "B"), seed=3))
        rng = random.Random(3)
        seq = 0
        while room.state is not None and room.state.phase is not Phase.FINISHED:
            state = room.state
            member = next(m for m in room.members.values() if state.current in m.seats)
            room.handle(member.peer, Act(seq, random_action(state, rng)))
            seq += 1
        assert written[0] == 1  # the finished message to everyone
        def finished(p: _Peer) -> list[str]:
            return [t for t in p.sent if json.loads(t)["type"] == "finished"]

        watchers = [_Peer() for _ in range(3)]
        for watcher in watchers:
            room.spectate(watcher, "W")
        assert all(finished(w) == finished(peer) for w in watchers)
        assert len(finished(peer)) == 1 and written[0] == 1
        room.close("done")

    @pytest.mark.parametrize("players, custom", [(2, False), (4, False), (1, False),
                                                 (3, True), (1, True)])
    def test_the_kept_text_is_the_game_message(self, players: int, custom: bool) -> None:
        """Every step and undo keeps the text equal to the public record's encoding (solo,
        custom decks: their ``deck_data`` in the text's head)."""
        from random_decks import random_deck

        record = GameRecord(players=tuple(f"P{i}" for i in range(players)), seed=players,
                            difficulty="standard" if players == 1 else None,
                            deck=random_deck(players) if custom else None)
        room, peer = _started(record)
        rng = random.Random(players)
        seen = 0
        while room.state is not None and room.state.phase is not Phase.FINISHED and seen < 200:
            state = room.state
            member = next(m for m in room.members.values() if state.current in m.seats)
            room.handle(member.peer, Act(seen, random_action(state, rng)))
            if rng.random() < 0.2 and room.can_undo(member.seats):
                room.handle(member.peer, Undo())
            seen += 1
            text = PublicText(room.public_record())
            kept = room._public_text
            assert kept is not None and kept.text() == text.text()
            assert len(kept) == len(kept.text())
            assert json.loads(kept.text()) == room.public_record().to_json()
        room.handle(peer, Resync())
        game = json.loads(peer.sent[-1])
        slow = json.loads(encode(message(
            "game", None, you=0, seats=[0], public=room.public_record().to_json(),
            digest=game["digest"], state=game["state"])))
        assert game == slow
        PublicGame(PublicRecord.from_json(game["public"]))  # a client rebuilds it
        room.close("done")


class TestAnswerBudget:
    def test_an_address_asking_whole_games_again_and_again_is_answered_busy(self) -> None:
        async def main() -> None:
            clock = FakeClock()
            async with running(clock=clock, answer_burst=40_000, answer_rate=10_000) as server:
                a, b, code = await lobby_of_two(server, auto_start=True)
                await a.expect("game")
                await b.expect("game")
                size = server.rooms[code].game_size()
                served = 0
                for ident in range(30):
                    await a.send({"type": "resync", "id": ident})
                    answer = await a.expect("game", "error")
                    if answer["type"] == "error":
                        assert answer["code"] == "busy" and answer["id"] == ident
                        break
                    served += 1
                assert served == 40_000 // size < 30
                # the whole address is answered busy; the others are served
                await b.send({"type": "resync", "id": 1})
                assert (await b.expect("game", "error"))["type"] == "error"
                clock.now += size / 10_000  # the budget of one more game
                await b.send({"type": "resync", "id": 2})
                assert (await b.expect("game", "error"))["type"] == "game"
                await close_all([a, b])
        asyncio.run(main())

    def test_the_room_list_counts_too(self) -> None:
        async def main() -> None:
            clock = FakeClock()
            async with running(clock=clock, answer_burst=3_000, max_rooms=40,
                               max_rooms_per_address=20) as server:
                makers = [await Client.open(url(server), f"M{i}") for i in range(12)]
                for i, maker in enumerate(makers):
                    assert (await create(maker, i))["type"] == "room_created"
                lister = makers[0]
                answers = []
                for ident in range(30):
                    await lister.send({"type": "list_rooms", "id": ident})
                    answer = await lister.expect("rooms", "error")
                    answers.append(answer["type"])
                    if answer["type"] == "error":
                        assert answer["code"] == "busy" and answer["id"] == ident
                        break
                    assert len(answer["rooms"]) == 12 and answer["id"] == ident
                assert answers[-1] == "error" and len(answers) > 2
                await close_all(makers)
        asyncio.run(main())

    @needs_addresses
    def test_the_budget_is_the_addresss_own(self) -> None:
        async def main() -> None:
            clock = FakeClock()
            async with running(clock=clock, answer_burst=20_000) as server:
                a, b, code = await lobby_of_two(server, auto_start=True)
                await a.expect("game")
                while True:
                    await a.send({"type": "resync"})
                    if (await a.expect("game", "error"))["type"] == "error":
                        break
                honest = await Client.open(url(server), "Ann", source=HONEST)
                await honest.send({"type": "spectate", "code": code, "name": "Ann"})
                await honest.expect("joined")
                await honest.expect("game")
                await honest.send({"type": "resync", "id": 3})
                assert (await honest.expect("game", "error"))["type"] == "game"
                await close_all([a, b, honest])
        asyncio.run(main())


@needs_addresses
class TestResyncFlood:
    def test_an_honest_game_is_served_while_an_address_floods_resync(self) -> None:
        async def main() -> None:
            async with running(mode="serve") as server:
                started = asyncio.Event()
                answers: dict[str, int] = {}

                async def hostile(n: int) -> None:
                    c = await Client.open(url(server), f"M{n}", source=ATTACKER)
                    await c.send({"type": "create_room", "setup": {
                        "seats": [{"kind": "remote"}], "solo": {"difficulty": "standard"},
                        "auto_start": True}})
                    code = (await c.expect("room_created"))["code"]
                    await c.send({"type": "join", "code": code, "seat": 0})
                    await c.expect("joined")
                    await c.send({"type": "ready", "ready": True})
                    await c.expect("game")
                    await started.wait()
                    for _ in range(30):  # (within the burst of the message rate)
                        await c.send({"type": "resync"})
                    for _ in range(30):
                        answer = await c.expect("game", "error")
                        key = answer.get("code", answer["type"])
                        answers[key] = answers.get(key, 0) + 1
                    await c.close()

                attackers = [asyncio.ensure_future(hostile(n)) for n in range(4)]
                a = await Client.open(url(server), "Ann", source=HONEST)
                await a.send({"type": "create_room", "setup": {
                    "seats": [{"kind": "remote"}] * 2, "auto_start": True}})
                code = (await a.expect("room_created"))["code"]
                await a.send({"type": "join", "code": code, "seat": 0})
                await a.expect("joined")
                b = await Client.open(url(server), "Bo", source=HONEST)
                await b.send({"type": "join", "code": code, "seat": 1})
                await b.expect("joined")
                for c in (a, b):
                    await c.send({"type": "ready", "ready": True})
                for c in (a, b):
                    await c.expect("game")
                started.set()  # the flood and the honest game at once
                rng = random.Random(3)
                served = 0
                for seq in range(1, 31):
                    game = a.game
                    assert game is not None
                    if game.state.phase is Phase.FINISHED:
                        # the deal is secret (random), and random actions take black puzzles
                        # often enough to end a game within 30 actions now and then
                        break
                    actor = a if game.state.current == 0 else b
                    other = b if actor is a else a
                    await actor.send({"type": "act", "seq": seq, "action": random_action(
                        game.state, rng).to_json()})
                    step = await actor.expect("step", "refused", "error")
                    assert step["type"] == "step" and step.get("seq") == seq, step
                    await other.expect("step")
                    served += 1
                assert served >= 10  # no two-player game ends in fewer actions
                await asyncio.gather(*attackers)
                assert sum(answers.values()) == 4 * 30 and answers.get("game", 0) >= 1
                assert not a.errors and not b.errors and not a.refused and not b.refused
                await close_all([a, b])
        asyncio.run(main())


# ------------------------------------------------------------------ behind a proxy


class TestBehindAProxy:
    def test_each_client_behind_a_trusted_proxy_has_its_own_limits(self) -> None:
        async def main() -> None:
            async with running(trusted_proxies=("127.0.0.1",),
                               max_connections_per_address=2) as server:
                def via(client: str) -> dict[str, str]:
                    return {"X-Forwarded-For": client}

                first = [await Client.open(url(server), "A", headers=via("203.0.113.5"))
                         for _ in range(2)]
                third = await Client.open(url(server), "A", hello=False,
                                          headers=via("6.6.6.6, 203.0.113.5"))
                await say_hello(third)
                assert (await third.expect("error"))["code"] == "address_limit"
                other = await Client.open(url(server), "B", headers=via("203.0.113.6"))
                # two addresses of one IPv6 /64 are one client; another /64 is another
                six = [await Client.open(url(server), "C", headers=via(f"2001:db8:1:2::{i}"))
                       for i in (1, 2)]
                refused = await Client.open(url(server), "C", hello=False,
                                            headers=via("2001:db8:1:2:ffff::3"))
                await say_hello(refused)
                assert (await refused.expect("error"))["code"] == "address_limit"
                seven = await Client.open(url(server), "D", headers=via("2001:db8:1:3::1"))
                await close_all([*first, third, other, *six, refused, seven])
        asyncio.run(main())

    def test_a_client_that_is_no_trusted_proxy_cannot_choose_its_address(self) -> None:
        async def main() -> None:
            async with running(max_connections_per_address=2) as server:
                clients = [await Client.open(url(server), "A",
                                             headers={"X-Forwarded-For": f"203.0.113.{i}"})
                           for i in (1, 2)]
                third = await Client.open(url(server), "A", hello=False,
                                          headers={"X-Forwarded-For": "203.0.113.3"})
                await say_hello(third)
                assert (await third.expect("error"))["code"] == "address_limit"
                await close_all([*clients, third])
        asyncio.run(main())

    def test_every_invite_code_starts_with_the_servers_prefix(self) -> None:
        async def main() -> None:
            async with running(code_prefix="K7") as server:
                clients = [await Client.open(url(server), "A") for _ in range(5)]
                codes = [(await create(c))["code"] for c in clients]
                assert all(code.startswith("K7") and len(code) == 8 for code in codes)
                assert len(set(codes)) == 5
                await close_all(clients)
        asyncio.run(main())
        for bad in ("0", "ABCD", "k-"):
            with pytest.raises(ValueError, match="prefix"):
                ServerConfig(code_prefix=bad).checked()
        with pytest.raises(ValueError, match="not an IP"):
            ServerConfig(trusted_proxies=("proxy",)).checked()

    def test_the_client_names_the_room_in_the_url_it_connects_to(self) -> None:
        assert room_url("ws://h:1/", "abcd-efgh") == "ws://h:1/?room=ABCDEFGH"
        assert room_url("wss://h/play?x=1&room=OLD", "ABCDEFGH") == \
            "wss://h/play?x=1&room=ABCDEFGH"
        assert room_url("ws://h:1", "ABCDEFGH") == "ws://h:1/?room=ABCDEFGH"
        assert room_url("ws://h:1/", None) == room_url("ws://h:1/", "no") == "ws://h:1/"

        async def main() -> None:
            paths: list[str] = []
            back = asyncio.Event()

            async def answer(ws: ServerConnection) -> None:
                assert ws.request is not None
                paths.append(ws.request.path)
                async for raw in ws:
                    msg = json.loads(raw)
                    if msg["type"] == "hello":
                        await ws.send(json.dumps({"type": "welcome", "protocol": 1}))
                    elif msg["type"] in ("join", "rejoin"):
                        await ws.send(json.dumps({
                            "type": "joined", "id": msg["id"], "seat": 0, "seats": [0],
                            "token": "t", "host": False, "room": {"type": "lobby"}}))
                        if msg["type"] == "join":
                            await ws.close()  # dropped: the client comes back
                        else:
                            back.set()

            async with serve(answer, "127.0.0.1", 0) as server:
                port = next(iter(server.sockets)).getsockname()[1]
                client = NetClient(f"ws://127.0.0.1:{port}/", "Ann", room="abcd-efgh",
                                   rejoin_for=5)
                client._sleep = lambda _s: asyncio.sleep(0)
                await client.connect()
                await client.join("ABCD-EFGH")
                # the server closes: the client rejoins, naming the room again
                await asyncio.wait_for(back.wait(), 10)
                await client.close()
            assert paths[:2] == ["/?room=ABCDEFGH"] * 2

        asyncio.run(main())


# ------------------------------------------------------------------ project-l serve


def _serve_args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    serve_command.add_parser(parser.add_subparsers(), "serve")
    return parser.parse_args(["serve", *argv])


class TestServeOptions:
    def test_the_limits_come_from_the_command_line(self) -> None:
        config = serve_command.server_config(_serve_args(
            "--max-connections", "500", "--max-connections-per-address", "4",
            "--max-rooms-per-address", "2", "--joins-per-minute", "30",
            "--handshake-timeout", "5", "--idle-timeout", "0",
            "--trust-proxy", "127.0.0.1", "--trust-proxy", "10.0.0.0/8",
            "--code-prefix", "k7"))
        assert (config.max_connections, config.max_connections_per_address,
                config.max_rooms_per_address, config.join_rate) == (500, 4, 2, 0.5)
        assert (config.handshake_timeout, config.idle_timeout) == (5.0, None)
        assert config.trusted_proxies == ("127.0.0.1", "10.0.0.0/8")
        assert config.code_prefix == "K7"
        Server(config)  # a configuration the server takes

    def test_without_options_the_documented_defaults(self) -> None:
        config = serve_command.server_config(_serve_args())
        default = ServerConfig()
        for name in ("max_connections", "max_connections_per_address",
                     "max_rooms_per_address", "join_rate", "handshake_timeout",
                     "idle_timeout", "trusted_proxies", "code_prefix"):
            assert getattr(config, name) == getattr(default, name), name
        assert (config.max_connections_per_address, config.max_rooms_per_address,
                config.join_rate, config.idle_timeout) == (16, 8, 1.0, 60.0)

    @pytest.mark.parametrize("argv", [
        ("--code-prefix", "0"), ("--code-prefix", "ABCD"), ("--trust-proxy", "proxy.lan"),
        ("--idle-timeout", "-1"), ("--handshake-timeout", "0"),
        ("--max-connections-per-address", "0"), ("--joins-per-minute", "x"),
    ])
    def test_values_that_cannot_work_are_refused(self, argv: tuple[str, ...],
                                                 capsys: pytest.CaptureFixture[str]) -> None:
        with pytest.raises(SystemExit) as exc:
            _serve_args(*argv)
        assert exc.value.code == 2
        assert argv[0] in capsys.readouterr().err


class TestClientAsksAgain:
    def test_a_resync_answered_busy_is_asked_again_later(self) -> None:
        """The game's client, whose table waits for a fresh game, asks again once the address's
        budget has grown (its wait is the test's clock moving, not time passing)."""
        from app.net.client import RESYNC_AGAIN, GameRebuilt, ServerError

        async def main() -> None:
            clock = FakeClock()
            async with running(clock=clock, answer_burst=6_000, answer_rate=1_000) as server:
                a, b, code = await lobby_of_two(server, auto_start=True)
                await a.expect("game")
                await b.expect("game")
                size = server.rooms[code].game_size()
                waits: list[float] = []

                async def wait(seconds: float) -> None:
                    waits.append(seconds)
                    clock.now += size / 1_000 + 1  # the budget of one more game

                events: list[Any] = []
                rebuilt = asyncio.Event()

                def seen(event: Any) -> None:
                    events.append(event)
                    if isinstance(event, GameRebuilt):
                        rebuilt.set()

                client = NetClient(url(server), "Bo", rejoin_for=0, on_event=seen)
                client._sleep = wait
                await client.connect()
                await client.rejoin(code, 1, b.token)
                await b.closed()
                await asyncio.wait_for(rebuilt.wait(), 10)
                rebuilt.clear()
                while True:  # the address's budget spent by its other connection
                    await a.send({"type": "resync"})
                    if (await a.expect("game", "error"))["type"] == "error":
                        break
                events.clear()
                await client.resync()
                await asyncio.wait_for(rebuilt.wait(), 10)
                busy = [e for e in events if isinstance(e, ServerError)]
                assert [e.code for e in busy] == ["busy"]
                assert waits == [RESYNC_AGAIN]
                await client.close()
                await a.close()
        asyncio.run(main())
