"""The server over loopback with websockets' own client: rooms, lobby, a whole game, refusals,
undo, chat, spectators, and the limits (size, rate, connections, rooms, hello timeout)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import ssl
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from netkit import Client, all_ready, game_of_two, lobby_of_two, running, self_signed, url
from waiting import HANG

from app.net.protocol import (
    CLOSE_POLICY,
    CLOSE_TOO_BIG,
    CLOSE_TRY_LATER,
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    SeatSpec,
)
from app.net.server import Server, ServerConfig, ServerThread
from app.rules import (
    GameRecord,
    parse_record_bytes,
    replay,
)

FAST: dict[str, Any] = {"rate": 1000.0, "burst": 1000}


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 120))


class TestWholeGame:
    def test_two_players_play_to_the_end_and_get_the_same_record(self) -> None:
        async def main() -> tuple[str, str, str]:
            async with running(**FAST) as server:
                a, b, code = await lobby_of_two(server)
                watcher = await Client.open(url(server), "Eve")
                await watcher.send({"type": "spectate", "code": code})
                joined = await watcher.expect("joined")
                assert joined["seat"] is None and joined["token"] is None
                await a.send({"type": "start"})
                await asyncio.gather(a.expect("game"), b.expect("game"),
                                     watcher.expect("game"))
                ra, rb = await asyncio.gather(a.play(1), b.play(2))
                await watcher.expect("finished")
                assert watcher.record is not None
                return ra, rb, watcher.record

        ra, rb, rw = run(main())
        assert ra == rb == rw
        record = parse_record_bytes(ra.encode("utf-8"))
        # dealt from the operating system's generator: decks, and no seed to guess
        assert record.players == ("Ann", "Bo") and record.seed is None
        assert record.white_deck is not None and record.black_deck is not None
        assert replay(record).ok
        assert record.to_bytes() == ra.encode("utf-8")


class TestRefusals:
    def test_another_seat_and_out_of_turn_are_refused_and_change_nothing(self) -> None:
        async def main() -> None:
            async with running(**FAST) as server:
                a, b, _code = await game_of_two(server)
                assert a.game is not None and a.game.state.current == 0
                puzzle = a.game.state.white_row[0]
                act = {"type": "take_puzzle", "puzzle": puzzle}
                await b.send({"type": "act", "seq": 1, "action": act, "id": 9})
                msg = await b.expect("refused")
                assert msg["seq"] == 1 and msg["id"] == 9
                assert msg["reason"]["kind"] == "WRONG_PLAYER"
                await a.send({"type": "act", "seq": 1,
                              "action": {"type": "take_puzzle", "puzzle": "B999"}})
                msg = await a.expect("refused")
                assert msg["reason"]["kind"] == "NOT_IN_ROW" and "B999" in msg["message"]
                await a.send({"type": "act", "seq": 2, "action": act})
                step = await a.expect("step")
                assert step["seq"] == 2 and step["player"] == 0 and step["index"] == 0
                await b.expect("step")
                assert b.game is not None and len(b.game.steps) == 1
        run(main())


class TestUndoAndChat:
    def test_undo_own_action_only_and_chat_reaches_everyone(self) -> None:
        async def main() -> None:
            async with running(**FAST) as server:
                a, b, _code = await game_of_two(server)
                await a.send({"type": "act", "seq": 1, "action": {"type": "take_piece"}})
                await a.expect("step")
                await b.expect("step")
                await b.send({"type": "undo", "id": 3})
                err = await b.expect("error")
                assert err["code"] == "cannot_undo" and err["id"] == 3
                await a.send({"type": "undo"})
                undone = await a.expect("undone")
                assert undone["index"] == 0
                await b.expect("undone")
                assert b.game is not None and b.game.steps == ()
                await b.send({"type": "chat", "text": "hello\u202e there"})
                for c in (a, b):
                    line = await c.expect("chat")
                    assert line["from"] == "Bo" and line["text"] == "hello there"
        run(main())


class TestEveryAnswerCarriesItsId:
    """A client that waits for its answer by id is never left waiting: the answer to a message
    that the server cannot read carries the id too, and so does the sender's copy of what its
    message causes for everyone."""

    def test_wrong_messages_and_broadcast_answers_carry_the_id(self) -> None:
        async def main() -> None:
            async with running(**FAST) as server:
                c = await Client.open(url(server), hello=False)
                await c.send({"type": "hello", "id": 1})  # no protocol: not read
                refusal = await c.expect("error")
                assert refusal["code"] == "bad_message" and refusal["id"] == 1
                a, b, _code = await lobby_of_two(server)
                for wrong, code in (({"type": "join", "code": 3, "id": 5}, "bad_code"),
                                    ({"type": "teleport", "id": 6}, "bad_message"),
                                    ({"type": "chat", "text": 5, "id": 7}, "bad_message"),
                                    ({"type": "act", "seq": -1, "id": 8}, "bad_message")):
                    await a.send(wrong)
                    answer = await a.expect("error")
                    assert (answer["code"], answer["id"]) == (code, wrong["id"]), answer
                await b.send({"type": "chat", "text": "hi", "id": 10})
                assert (await b.expect("chat"))["id"] == 10
                assert "id" not in await a.expect("chat")  # (the others' copies have none)
                await b.send({"type": "ready", "ready": True, "id": 11})
                assert (await b.expect("lobby"))["id"] == 11
                await a.send({"type": "set_takeover", "seconds": 30, "id": 12})
                while "id" not in (lobby := await a.expect("lobby")):
                    pass  # (first the lobby of b's ready)
                assert lobby["id"] == 12
                await a.send({"type": "start", "id": 13})
                assert (await a.expect("game"))["id"] == 13
                await b.expect("game")
                await a.send({"type": "act", "seq": 1, "action": {"type": "take_piece"}})
                await a.expect("step")
                await a.send({"type": "undo", "id": 14})
                assert (await a.expect("undone"))["id"] == 14
                await b.send({"type": "get_record", "id": 15})
                assert (await b.expect("record"))["id"] == 15
                await b.send({"type": "leave", "id": 16})
                assert (await b.expect("bye"))["id"] == 16
        run(main())


class TestSmallOnes:
    def test_a_seat_the_room_lacks_is_no_wrong_code(self) -> None:
        """Asking again and again for seat 3 of a 2-seat room once counted as guessing codes
        (the connection was closed after 5); the code was right: ``no_such_seat``."""
        async def main() -> None:
            async with running(**FAST) as server:
                _a, _b, code = await lobby_of_two(server)
                c = await Client.open(url(server), "Cy")
                for i in range(8):
                    await c.send({"type": "join", "code": code, "seat": 3, "id": i})
                    answer = await c.expect("error")
                    assert (answer["code"], answer["id"]) == ("no_such_seat", i)
                await c.send({"type": "rejoin", "code": code, "seat": 2})
                assert (await c.expect("error"))["code"] == "no_such_seat"
                await c.send({"type": "spectate", "code": code, "id": 99})
                assert (await c.expect("joined"))["id"] == 99  # still connected
        run(main())

    def test_an_auto_start_room_waits_for_its_bots_after_its_maker_left(self) -> None:
        async def main() -> None:
            async with running(mode="serve", **FAST) as server:
                maker = await Client.open(url(server), "Maker")
                await maker.send({"type": "create_room", "setup": {
                    "seats": [{"kind": "remote"}, {"kind": "remote"}], "auto_start": True}})
                code = (await maker.expect("room_created"))["code"]
                await maker.send({"type": "leave"})
                await maker.closed()
                assert list(server.rooms) == [code]  # it was removed at once
                bots = []
                for name in ("Bot 1", "Bot 2"):
                    bot = await Client.open(url(server), name)
                    await bot.send({"type": "join", "code": code, "name": name})
                    await bot.expect("joined")
                    await bot.send({"type": "ready", "ready": True})
                    bots.append(bot)
                for bot in bots:
                    await bot.expect("game")
        run(main())

    def test_the_host_removing_its_own_seat_stays_connected_and_host(self) -> None:
        async def main() -> None:
            async with running(mode="serve", **FAST) as server:
                a, b, code = await lobby_of_two(server)
                await a.send({"type": "kick", "seat": 0, "id": 4})
                joined = await a.expect("joined")
                assert joined["seat"] is None and joined["host"] is True
                lobby = await a.expect("lobby")
                assert lobby["id"] == 4 and not lobby["seats"][0]["connected"]
                await a.send({"type": "list_rooms", "id": 5})
                assert (await a.expect("rooms"))["id"] == 5  # not disconnected
                # still the host: it sits down again and starts
                await a.send({"type": "join", "code": code, "seat": 0, "name": "Ann"})
                assert (await a.expect("joined"))["seat"] == 0
                await a.send({"type": "ready", "ready": True})
                await all_ready(a)
                await a.send({"type": "start"})
                await asyncio.gather(a.expect("game"), b.expect("game"))
        run(main())

    def test_an_action_meant_for_a_position_that_has_gone_is_refused_as_stale(self) -> None:
        async def main() -> None:
            async with running(mode="serve", **FAST) as server:
                a, _b, _code = await game_of_two(server)
                await a.send({"type": "act", "seq": 1, "step": 0,
                              "action": {"type": "take_piece"}})
                assert (await a.expect("step"))["index"] == 0
                # a second take_piece is legal now too, but it was chosen at step 0
                await a.send({"type": "act", "seq": 2, "step": 0,
                              "action": {"type": "take_piece"}, "id": 3})
                refused = await a.expect("refused")
                assert refused["id"] == 3 and refused["reason"] == {
                    "kind": "STALE", "fields": {"step": 0, "now": 1}}
                assert a.game is not None and len(a.game.steps) == 1
                await a.send({"type": "act", "seq": 4, "step": 1,
                              "action": {"type": "take_piece"}})
                assert (await a.expect("step"))["index"] == 1
        run(main())

    def test_welcome_lists_the_features_and_a_typed_seed_is_said_to_be_no_secret(
            self) -> None:
        async def main() -> None:
            async with running(mode="serve", **FAST) as server:
                c = await Client.open(url(server), hello=False)
                await c.send({"type": "hello", "protocol": PROTOCOL_VERSION})
                welcome = await c.expect("welcome")
                assert {"act_step", "seeded_deal"} <= set(welcome["features"])
                await c.send({"type": "create_room", "setup": {
                    "seats": [{"kind": "remote"}, {"kind": "remote"}], "seed": 42}})
                await c.expect("room_created")
                assert (await c.expect("lobby"))["secret_deal"] is False
                room = next(iter(server.rooms.values()))
                assert room.record().seed == 42
                d = await Client.open(url(server))
                await d.send({"type": "create_room", "setup": {
                    "seats": [{"kind": "remote"}, {"kind": "remote"}]}})
                await d.expect("room_created")
                assert (await d.expect("lobby"))["secret_deal"] is True
        run(main())


class TestLimits:
    def test_too_big_closes_with_1009(self) -> None:
        async def main() -> int | None:
            async with running() as server:
                c = await Client.open(url(server))
                await c.ws.send(json.dumps({"type": "chat", "text": "x" * MAX_MESSAGE_BYTES}))
                return await c.closed()
        assert run(main()) == CLOSE_TOO_BIG

    def test_flooding_closes_with_1008(self) -> None:
        async def main() -> tuple[int | None, Server]:
            async with running() as server:
                c = await Client.open(url(server))
                for _ in range(200):
                    try:
                        await c.send({"type": "list_rooms"})
                    except Exception:
                        break
                code = await c.closed()
                # the server carries on
                d = await Client.open(url(server))
                await d.send({"type": "list_rooms"})
                assert (await d.expect("rooms"))["rooms"] == []
                return code, server
        code, _ = run(main())
        assert code == CLOSE_POLICY

    def test_too_many_connections_and_rooms(self) -> None:
        async def main() -> None:
            async with running(max_connections=2, max_rooms=1) as server:
                a = await Client.open(url(server))
                b = await Client.open(url(server))
                c = await Client.open(url(server), hello=False)
                msg = await c.expect("error")
                assert msg["code"] == "server_full"
                assert await c.closed() == CLOSE_TRY_LATER
                setup = {"seats": [{"kind": "remote"}, {"kind": "ai"}]}
                await a.send({"type": "create_room", "setup": setup})
                await a.expect("room_created")
                await b.send({"type": "create_room", "setup": setup})
                assert (await b.expect("error"))["code"] == "too_many_rooms"
        run(main())

    def test_no_hello_in_time_closes(self) -> None:
        async def main() -> int | None:
            async with running(hello_timeout=0.3) as server:
                c = await Client.open(url(server), hello=False)
                return await c.closed()
        assert run(main()) == CLOSE_POLICY

    def test_wrong_password_and_protocol(self) -> None:
        async def main() -> None:
            async with running(password="sesame") as server:
                c = await Client.open(url(server), hello=False)
                await c.send({"type": "hello", "protocol": PROTOCOL_VERSION,
                              "password": "nope"})
                assert (await c.expect("error"))["code"] == "wrong_password"
                assert await c.closed() == CLOSE_POLICY
                d = await Client.open(url(server), hello=False)
                await d.send({"type": "hello", "protocol": PROTOCOL_VERSION + 1,
                              "password": "sesame"})
                newer = await d.expect("error")
                assert newer["code"] == "protocol" and newer["update"] == "server"
                await Client.open(url(server), password="sesame")
        run(main())

    def test_an_old_client_is_told_to_update(self) -> None:
        """A client of protocol 1 (before the deal stayed hidden from the room's maker) is
        refused with a clear sentence, the version the server speaks, and its request id."""
        async def main() -> None:
            async with running() as server:
                c = await Client.open(url(server), hello=False)
                await c.send({"type": "hello", "protocol": 1, "id": 7})
                refusal = await c.expect("error")
                assert refusal["code"] == "protocol" and refusal["id"] == 7
                assert refusal["protocol"] == PROTOCOL_VERSION == 2
                assert refusal["update"] == "client" and "update the client" in refusal["message"]
                assert await c.closed() == 1002
        run(main())

    def test_wrong_codes_close_the_connection(self) -> None:
        async def main() -> int | None:
            async with running() as server:
                c = await Client.open(url(server))
                for _ in range(10):
                    try:
                        await c.send({"type": "join", "code": "AAAA-AAAA"})
                    except Exception:
                        break
                return await c.closed()
        assert run(main()) == CLOSE_POLICY


class TestHostMode:
    def test_server_thread_hosts_one_room_and_stops_twice(self) -> None:
        server = Server(ServerConfig(host="127.0.0.1", port=0, mode="host"))
        record = GameRecord(players=("Host", "Guest"), seed=5)
        room = server.host_room("Friday", record, [SeatSpec("host", "Host"),
                                                   SeatSpec("remote", "")])
        thread = ServerThread(server)
        host, port = thread.start()
        assert host == "127.0.0.1" and port > 0

        async def main() -> None:
            address = f"ws://127.0.0.1:{port}/"
            h = await Client.open(address, "Host")
            await h.send({"type": "host", "code": room.code, "host_token": room.host_token})
            joined = await h.expect("joined")
            assert joined["seat"] == 0 and joined["host"] is True
            g = await Client.open(address, "Guest")
            await g.send({"type": "create_room", "setup": {"seats": [{"kind": "ai"}] * 2}})
            assert (await g.expect("error"))["code"] == "not_allowed"
            await g.send({"type": "join", "code": room.code.lower(), "name": "Gus"})
            assert (await g.expect("joined"))["seat"] == 1
            await g.send({"type": "ready", "ready": True})
            await all_ready(h)
            await h.send({"type": "start"})
            await asyncio.gather(h.expect("game"), g.expect("game"))
            # before the end the host's own table gets the public record, as everyone does
            for who in (h, g):
                await who.send({"type": "get_record", "id": 3})
                answer = await who.expect("record")
                assert answer["id"] == 3 and answer["finished"] is False
                assert answer["record"] is None and answer["public"]["players"] == ["Host", "Gus"]
            stopping = asyncio.create_task(asyncio.to_thread(thread.stop))
            assert (await g.expect("bye"))["reason"]
            assert (await h.expect("bye"))["reason"]
            await stopping

        run(main())
        thread.stop()  # a second time: nothing happens
        assert thread.address is None


class TestAIInProcesses:
    def test_an_ai_seat_plays_from_the_spawn_pool_and_the_room_starts_itself(self) -> None:
        async def main() -> str:
            async with running(**FAST) as server:
                a = await Client.open(url(server), "Ann")
                await a.send({"type": "create_room", "name": "Bots", "setup": {
                    "seats": [{"kind": "remote"}, {"kind": "ai", "level": "easy"}],
                    "auto_start": True}})
                code = (await a.expect("room_created"))["code"]
                await a.send({"type": "join", "code": code, "name": "Ann"})
                await a.expect("joined")
                await a.send({"type": "ready", "ready": True})
                await a.expect("game")
                text = await a.play(4)
                await a.close()
                return text
        text = run(main())
        record = parse_record_bytes(text.encode("utf-8"))
        assert record.players == ("Ann", "Player 2") and replay(record).ok


class TestServeCommand:
    def _start(self, *options: str) -> tuple[subprocess.Popen[str], str]:
        env = {**os.environ, "LANGUAGE": "en", "LC_ALL": "C"}
        proc = subprocess.Popen(
            [sys.executable, "-m", "app.cli", "serve", "--port", "0", *options],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert "Serving Project L at" in line, line + proc.stderr.read()
        address = line.split(" at ", 1)[1].split(" ", 1)[0]
        return proc, address

    def test_serves_until_sigterm_then_says_bye(self) -> None:
        proc, address = self._start("--max-rooms", "3")
        try:
            assert address.startswith("ws://127.0.0.1:")

            async def main() -> None:
                c = await Client.open(address)
                await c.send({"type": "list_rooms"})
                assert (await c.expect("rooms"))["rooms"] == []
                proc.send_signal(signal.SIGTERM)
                assert (await c.expect("bye"))["reason"]
            run(main())
            out, err = proc.communicate(timeout=HANG)
            assert proc.returncode == 0, err
            assert "The server has stopped." in out
            assert "listening on" in err
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()

    def test_tls_with_a_self_signed_certificate(self, tmp_path: Path) -> None:
        cert, key = self_signed(tmp_path)
        password = tmp_path / "password"
        password.write_text("sesame\n", encoding="utf-8")
        proc, address = self._start("--tls-cert", str(cert), "--tls-key", str(key),
                                    "--password-file", str(password))
        try:
            assert address.startswith("wss://")
            context = ssl.create_default_context(cafile=str(cert))

            async def main() -> None:
                from websockets.asyncio.client import connect

                async with connect(address, ssl=context) as ws:
                    await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION,
                                              "password": "sesame"}))
                    assert json.loads(await ws.recv())["type"] == "welcome"
            run(main())
            proc.send_signal(signal.SIGTERM)
            proc.communicate(timeout=HANG)
            assert proc.returncode == 0
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()


class TestServerThread:
    def test_a_taken_port_raises_in_the_caller_and_call_runs_in_the_loop(self) -> None:
        first = ServerThread(Server(ServerConfig(host="127.0.0.1", port=0, mode="host")))
        _host, port = first.start()
        try:
            assert first.call(lambda: len(first.server.rooms)) == 0
            second = ServerThread(Server(ServerConfig(host="127.0.0.1", port=port, mode="host")))
            with pytest.raises(OSError):
                second.start()
            second.stop()
        finally:
            first.stop()
        assert first.address is None


class TestSlowReader:
    def test_a_client_that_asks_without_reading_is_disconnected(
            self, caplog: pytest.LogCaptureFixture) -> None:
        from websockets.exceptions import ConnectionClosed

        async def main() -> None:
            async with running(**FAST) as server:
                a, b, _code = await game_of_two(server)
                with contextlib.suppress(ConnectionClosed):
                    for _ in range(5000):  # a whole game each, never read
                        await b.send({"type": "resync"})
                with pytest.raises(ConnectionClosed):
                    for _ in range(100_000):
                        await b.recv(timeout=HANG)
                # the other player carries on
                await a.send({"type": "act", "seq": 1, "action": {"type": "take_piece"}})
                assert (await a.expect("step"))["seq"] == 1
                assert len(server.connections) == 1
                await a.close()

        with caplog.at_level(logging.WARNING, logger="app.net"):
            run(main())
        assert "reads too slowly" in caplog.text
