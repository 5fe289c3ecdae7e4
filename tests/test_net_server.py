"""The server over loopback with websockets' own client: rooms, lobby, a whole game, refusals,
undo, chat, spectators, and the limits (size, rate, connections, rooms, hello timeout)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import shutil
import signal
import ssl
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from netkit import Client, all_ready, lobby_of_two, running, url
from waiting import HANG

from app.net.protocol import (
    CLOSE_POLICY,
    CLOSE_TOO_BIG,
    CLOSE_TRY_LATER,
    MAX_MESSAGE_BYTES,
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
        assert record.players == ("Ann", "Bo") and record.seed is not None
        assert replay(record).ok
        assert record.to_bytes() == ra.encode("utf-8")


class TestRefusals:
    def test_another_seat_and_out_of_turn_are_refused_and_change_nothing(self) -> None:
        async def main() -> None:
            async with running(**FAST) as server:
                a, b, _code = await lobby_of_two(server)
                await a.send({"type": "start"})
                await asyncio.gather(a.expect("game"), b.expect("game"))
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
                a, b, _code = await lobby_of_two(server)
                await a.send({"type": "start"})
                await asyncio.gather(a.expect("game"), b.expect("game"))
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
                await c.send({"type": "hello", "protocol": 1, "password": "nope"})
                assert (await c.expect("error"))["code"] == "wrong_password"
                assert await c.closed() == CLOSE_POLICY
                d = await Client.open(url(server), hello=False)
                await d.send({"type": "hello", "protocol": 2, "password": "sesame"})
                assert (await d.expect("error"))["code"] == "protocol"
                await Client.open(url(server), password="sesame")
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
            await h.send({"type": "get_record"})
            text = (await h.expect("record"))["record"]
            assert parse_record_bytes(text.encode()).players == ("Host", "Gus")
            await g.send({"type": "get_record"})
            assert (await g.expect("error"))["code"] == "not_host"
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
        if shutil.which("openssl") is None:
            pytest.skip("openssl is not installed")
        cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                        "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
                        "-keyout", str(key), "-out", str(cert)],
                       check=True, capture_output=True, timeout=HANG)
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
                    await ws.send(json.dumps({"type": "hello", "protocol": 1,
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
                a, b, _code = await lobby_of_two(server)
                await a.send({"type": "start"})
                await asyncio.gather(a.expect("game"), b.expect("game"))
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
