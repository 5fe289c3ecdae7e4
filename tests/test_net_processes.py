"""Real processes on loopback: a ``project-l serve`` subprocess, rooms created over the protocol,
``project-l bot`` subprocesses (and the example bot of docs/) playing whole games.

Every record of a game (each bot's ``--save``, the one the room's creator receives in
``finished`` and reads with ``get_record``) is the same file byte for byte, and ``project-l
replay`` accepts it. A bot whose connection is cut rejoins its seat by itself; a bot killed and
started again with the code and the seat, or the code and its name alone, takes its seat back;
the game goes on to the end.
The easy AI keeps these games short (the machine is shared).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from waiting import HANG, until

from app.ai import make_ai
from app.commands.bot import SeatPlayer
from app.net.client import (
    Client,
    ClientEvent,
    GameFinished,
    LobbyChanged,
    SeatChanged,
    StepApplied,
)
from app.rules import GameState, Phase, load_record, replay

ROOT = Path(__file__).resolve().parent.parent
PORT_LINE = re.compile(r"ws://[^\s/]+:(\d+)")
GAME_TIMEOUT = 180.0

pytestmark = pytest.mark.slow


def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")


STARTED: list[asyncio.subprocess.Process] = []  # the bots of the running test


async def _stop(proc: asyncio.subprocess.Process) -> None:
    if proc.returncode is None:
        proc.terminate()
        try:
            await asyncio.wait_for(proc.wait(), HANG)
        except TimeoutError:
            proc.kill()
            await proc.wait()


@asynccontextmanager
async def serve() -> AsyncIterator[str]:
    """``project-l serve`` on 127.0.0.1, port 0: yields its ws:// address; stopped after,
    with every bot the test started that is still running."""
    async with serve_process() as (_proc, address):
        yield address


@asynccontextmanager
async def serve_process() -> AsyncIterator[tuple[asyncio.subprocess.Process, str]]:
    """:func:`serve`, yielding the server's process too."""
    STARTED.clear()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "app.cli", "serve", "--host", "127.0.0.1", "--port", "0",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT, env=_env(),
        start_new_session=True)  # its own process group: its AI workers go with it
    assert proc.stdout is not None
    seen: list[str] = []
    drain: asyncio.Future[bytes] | None = None
    try:
        port = None
        while port is None:
            line = (await asyncio.wait_for(proc.stdout.readline(), HANG)).decode()
            if not line:
                raise AssertionError("serve ended without a port line:\n" + "".join(seen))
            seen.append(line)
            found = PORT_LINE.search(line)
            port = int(found.group(1)) if found else None
        drain = asyncio.ensure_future(proc.stdout.read())  # the server's log, unread
        yield proc, f"ws://127.0.0.1:{port}/"
    finally:
        for bot in STARTED:
            await _stop(bot)
            await bot.communicate()
        await _stop(proc)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)  # any worker the server left behind
        if drain is not None:
            await asyncio.wait_for(drain, HANG)


async def start_bot(url: str, code: str, seat: int | None, save: Path | None, name: str,
                    *more: str) -> asyncio.subprocess.Process:
    """``project-l bot`` (easy AI) for ``seat`` of the room ``code``."""
    args = [sys.executable, "-m", "app.cli", "bot", "--connect", url,
            "--code", code, "--level", "easy", "--name", name, *more]
    if seat is not None:
        args += ["--seat", str(seat)]
    if save is not None:
        args += ["--save", str(save)]
    proc = await asyncio.create_subprocess_exec(
        *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT, env=_env())
    STARTED.append(proc)
    return proc


async def finish(proc: asyncio.subprocess.Process) -> tuple[int, str]:
    """The exit status and output of a bot that is expected to end soon."""
    out, _ = await asyncio.wait_for(proc.communicate(), HANG)
    assert proc.returncode is not None
    return proc.returncode, out.decode()


def replay_exit(path: Path) -> int:
    """``project-l replay FILE``'s exit status."""
    return subprocess.run([sys.executable, "-m", "app.cli", "replay", str(path)],
                          env=_env(), capture_output=True, timeout=HANG).returncode


async def creator(url: str, seats: list[dict[str, Any]]) -> tuple[Client, str]:
    """A connection that creates a room (starting by itself once everyone is ready)."""
    host = Client(url, "Creator", reply_timeout=HANG)
    await host.connect()
    created = await host.create_room("test", {"seats": seats, "auto_start": True})
    return host, created.code


async def watch(client: Client, until: Callable[[ClientEvent], bool],
                timeout: float = GAME_TIMEOUT) -> list[ClientEvent]:
    """Every event of ``client`` up to the first one ``until`` accepts."""
    seen: list[ClientEvent] = []

    async def run() -> None:
        async for event in client.events():
            seen.append(event)
            if until(event):
                return
        raise AssertionError(f"the client closed: {client.closed_reason}")

    await asyncio.wait_for(run(), timeout)
    return seen


def check_records(host_bytes: bytes, saves: list[Path]) -> None:
    """Every save is the host's record byte for byte, a finished game that replays."""
    for path in saves:
        assert path.read_bytes() == host_bytes, f"{path.name} differs from the host's record"
        assert replay_exit(path) == 0
    record = load_record(str(saves[0]))
    result = replay(record)
    assert result.ok and result.state.phase is Phase.FINISHED
    # dealt from the operating system's generator: decks, no seed
    assert record.seed is None and record.white_deck is not None and len(record.actions) > 10


def run(body: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(asyncio.wait_for(body(), GAME_TIMEOUT + 60))


REMOTE = {"kind": "remote"}


class TestWholeGames:
    def test_two_bots_play_a_game_and_every_record_is_the_same(self, tmp_path: Path) -> None:
        """...the spectator's too."""
        async def body() -> None:
            async with serve() as url:
                host, code = await creator(url, [REMOTE, REMOTE])
                saves = [tmp_path / "ann.json", tmp_path / "bo.json", tmp_path / "watcher.json"]
                bots = [await start_bot(url, code, 0, saves[0], "Ann"),
                        await start_bot(url, code, 1, saves[1], "Bo"),
                        await start_bot(url, code, None, saves[2], "Eve", "--spectate")]
                events = await watch(host, lambda e: isinstance(e, GameFinished))
                finished = events[-1]
                assert isinstance(finished, GameFinished)
                assert finished.record.players == ("Ann", "Bo")
                full = await host.get_record()
                assert full is not None and full.to_bytes() == finished.record_bytes()
                steps = [e for e in events if isinstance(e, StepApplied)]
                assert len(steps) == len(finished.record.actions)
                for proc in bots:
                    status, out = await finish(proc)
                    assert status == 0, out
                    assert "winners:" in out or "winner" in out.lower()
                # the seat is free, the game over: a bot started again gets the record at once
                late = await start_bot(url, code, 1, tmp_path / "late.json", "Bo")
                status, out = await finish(late)
                assert status == 0 and "winners:" in out, out
                await host.close()
                check_records(finished.record_bytes(), [*saves, tmp_path / "late.json"])

        run(body)

    def test_three_players_one_of_them_an_ai_seat(self, tmp_path: Path) -> None:
        async def body() -> None:
            async with serve() as url:
                host, code = await creator(
                    url, [REMOTE, {"kind": "ai", "level": "easy", "name": "Cy"}, REMOTE])
                saves = [tmp_path / "ann.json", tmp_path / "di.json"]
                bots = [await start_bot(url, code, 0, saves[0], "Ann"),
                        await start_bot(url, code, 2, saves[1], "Di")]
                events = await watch(host, lambda e: isinstance(e, GameFinished))
                finished = events[-1]
                assert isinstance(finished, GameFinished)
                assert len(finished.record.players) == 3
                players = {e.player for e in events if isinstance(e, StepApplied)}
                assert players == {0, 1, 2}
                for proc in bots:
                    status, out = await finish(proc)
                    assert status == 0, out
                await host.close()
                check_records(finished.record_bytes(), saves)

        run(body)

    def test_the_example_bot_plays_a_whole_game_against_ours(self, tmp_path: Path) -> None:
        async def body() -> None:
            async with serve() as url:
                host, code = await creator(url, [REMOTE, REMOTE])
                ours, theirs = tmp_path / "ours.json", tmp_path / "example.json"
                bot = await start_bot(url, code, 1, ours, "Ours")
                await watch(host, lambda e: isinstance(e, LobbyChanged) and any(
                    s.get("connected") for s in e.lobby.get("seats", [])), 60)
                example = await asyncio.create_subprocess_exec(
                    sys.executable, str(ROOT / "docs" / "example_bot.py"), url, code, str(theirs),
                    stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
                    env=dict(os.environ, PYTHONPATH=""), cwd=tmp_path)  # nothing of ours
                STARTED.append(example)
                events = await watch(host, lambda e: isinstance(e, GameFinished))
                finished = events[-1]
                assert isinstance(finished, GameFinished)
                example_steps = [e.action for e in events
                                 if isinstance(e, StepApplied) and e.player == 0]
                assert example_steps, "the example bot took no action"
                status, out = await finish(example)
                assert status == 0 and "game over" in out, out
                assert (await finish(bot))[0] == 0
                await host.close()
                check_records(finished.record_bytes(), [ours, theirs])
                record = json.loads(theirs.read_text(encoding="utf-8"))
                assert record["players"][0] == "Example"

        run(body)


class Proxy:
    """A TCP relay between bots and the server whose connections the test can cut."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.links: list[asyncio.StreamWriter] = []
        self.server: asyncio.Server | None = None
        self.address = ""

    async def start(self) -> str:
        self.server = await asyncio.start_server(self._link, "127.0.0.1", 0)
        self.address = f"ws://127.0.0.1:{self.server.sockets[0].getsockname()[1]}/"
        return self.address

    async def _link(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.port)
        self.links += [writer, up_writer]

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            try:
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                dst.close()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))

    def cut(self) -> None:
        """Drop every relayed connection at once, both ways, as a broken network would."""
        for writer in self.links:
            writer.transport.abort()
        self.links.clear()

    async def stop(self) -> None:
        self.cut()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()


def _port(url: str) -> int:
    return int(url.rstrip("/").rsplit(":", 1)[1])


class TestDroppedAndRejoined:
    def test_a_cut_connection_rejoins_the_same_seat_by_itself(self, tmp_path: Path) -> None:
        async def body() -> None:
            async with serve() as url:
                proxy = Proxy(_port(url))
                relayed = await proxy.start()
                host, code = await creator(url, [REMOTE, REMOTE])
                saves = [tmp_path / "ann.json", tmp_path / "bo.json"]
                bots = [await start_bot(url, code, 0, saves[0], "Ann"),
                        await start_bot(relayed, code, 1, saves[1], "Bo")]
                await watch(host, lambda e: isinstance(e, StepApplied) and e.index >= 12)
                proxy.cut()
                events = await watch(host, lambda e: isinstance(e, GameFinished))
                seat_events = [e for e in events if isinstance(e, SeatChanged) and e.seat == 1]
                assert seat_events[0].connected is False
                assert any(e.connected for e in seat_events[1:])
                finished = events[-1]
                assert isinstance(finished, GameFinished)
                outs = [await finish(proc) for proc in bots]
                assert all(status == 0 for status, _ in outs), outs
                assert "rejoining" in outs[1][1] and "back in the game" in outs[1][1]
                await host.close()
                await proxy.stop()
                check_records(finished.record_bytes(), saves)

        run(body)

    def test_a_killed_bot_started_again_takes_its_seat_back(self, tmp_path: Path) -> None:
        async def body() -> None:
            async with serve() as url:
                host, code = await creator(url, [REMOTE, REMOTE])
                saves = [tmp_path / "ann.json", tmp_path / "bo.json"]
                ann = await start_bot(url, code, 0, saves[0], "Ann")
                first = await start_bot(url, code, 1, None, "Bo")
                await watch(host, lambda e: isinstance(e, StepApplied) and e.index >= 12)
                first.kill()
                await first.communicate()
                await watch(host, lambda e: isinstance(e, SeatChanged) and e.seat == 1
                            and not e.connected, 30)
                again = await start_bot(url, code, 1, saves[1], "Bo")
                events = await watch(host, lambda e: isinstance(e, GameFinished))
                assert any(isinstance(e, SeatChanged) and e.seat == 1 and e.connected
                           for e in events)
                finished = events[-1]
                assert isinstance(finished, GameFinished)
                assert finished.record.players == ("Ann", "Bo")
                for proc in (ann, again):
                    status, out = await finish(proc)
                    assert status == 0, out
                await host.close()
                check_records(finished.record_bytes(), saves)

        run(body)

    def test_a_killed_bot_started_again_without_seat_takes_its_seat_back_by_name(
            self, tmp_path: Path) -> None:
        """The same with the name alone (no ``--seat``): the server gives back the dropped
        seat of the bot's name (given again in another case and Unicode form)."""
        async def body() -> None:
            async with serve() as url:
                host, code = await creator(url, [REMOTE, REMOTE])
                saves = [tmp_path / "ann.json", tmp_path / "zoe.json"]
                ann = await start_bot(url, code, 0, saves[0], "Ann")
                await watch(host, lambda e: isinstance(e, LobbyChanged)
                            and e.lobby["seats"][0]["connected"], 30)
                first = await start_bot(url, code, None, None, "Zo\u00eb")
                await watch(host, lambda e: isinstance(e, StepApplied) and e.index >= 12)
                first.kill()
                await first.communicate()
                await watch(host, lambda e: isinstance(e, SeatChanged) and e.seat == 1
                            and not e.connected, 30)
                again = await start_bot(url, code, None, saves[1], "ZOE\u0308")
                events = await watch(host, lambda e: isinstance(e, GameFinished))
                assert any(isinstance(e, SeatChanged) and e.seat == 1 and e.connected
                           for e in events)
                finished = events[-1]
                assert isinstance(finished, GameFinished)
                assert finished.record.players == ("Ann", "Zo\u00eb")
                status, out = await finish(ann)
                assert status == 0, out
                status, out = await finish(again)
                assert status == 0 and "playing seat 1" in out, out
                await host.close()
                check_records(finished.record_bytes(), saves)

        run(body)

    def test_an_ai_plays_the_dropped_seat_and_hands_it_back(self, tmp_path: Path) -> None:
        """Bo's bot is killed; after the host's takeover time (1 s) the server's AI plays Bo's
        seat; Bo's bot is started again and takes the seat back. Ann (in this process) waits
        while that happens, so the game cannot end before Bo is back."""
        async def body() -> None:
            async with serve() as url:
                host = Client(url, "Creator", reply_timeout=HANG)
                await host.connect()
                created = await host.create_room("test", {
                    "seats": [REMOTE, REMOTE], "auto_start": True, "takeover_seconds": 1})
                code = created.code
                ann_client = Client(url, "Ann", reply_timeout=HANG)
                await ann_client.connect()
                await ann_client.join(code, 0)
                ann = Pausable(ann_client, make_ai("easy", 0))
                await ann_client.ready()
                playing = asyncio.ensure_future(ann.play())
                first = await start_bot(url, code, 1, None, "Bo")
                await watch(host, lambda e: isinstance(e, StepApplied) and e.index >= 6)
                ann.paused = True
                first.kill()
                await first.communicate()
                await watch(host, lambda e: isinstance(e, SeatChanged) and e.seat == 1
                            and e.ai_playing, 30)
                ann.resume()
                await watch(host, lambda e: isinstance(e, StepApplied) and e.player == 1, 60)
                ann.paused = True
                bo = tmp_path / "bo.json"
                again = await start_bot(url, code, 1, bo, "Bo")
                await watch(host, lambda e: isinstance(e, SeatChanged) and e.seat == 1
                            and e.connected and not e.ai_playing, 60)
                ann.resume()
                events = await watch(host, lambda e: isinstance(e, GameFinished))
                finished = events[-1]
                assert isinstance(finished, GameFinished)
                status, out = await finish(again)
                assert status == 0, out
                result = await asyncio.wait_for(playing, HANG)
                assert result is not None
                ann_save = tmp_path / "ann.json"
                ann_save.write_bytes(result.record_bytes())
                await ann_client.close()
                await host.close()
                check_records(finished.record_bytes(), [ann_save, bo])

        run(body)


class Pausable(SeatPlayer):
    """A seat player the test can hold back (it starts no move while paused)."""

    paused = False

    def _my_move(self) -> GameState | None:
        return None if self.paused else super()._my_move()

    def resume(self) -> None:
        self.paused = False
        self.poke()


def _children(pid: int) -> set[int]:
    """Every descendant process of ``pid`` (Linux: /proc/PID/task/*/children)."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            for child in (task / "children").read_text().split():
                found |= {int(child)} | _children(int(child))
    return found


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for its parent does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux's /proc")
class TestStopping:
    def test_after_sigterm_no_child_process_of_the_server_remains(self) -> None:
        """An AI seat thinking in the pool when the server is told to stop: the server ends
        within seconds and takes its pool processes (and multiprocessing's helpers) with it."""
        async def body() -> None:
            async with serve_process() as (proc, address):
                host, code = await creator(address, [{"kind": "ai", "level": "hard"}, REMOTE])
                player = Client(address, "P")
                await player.connect()
                await player.join(code, 1)
                await player.ready(True)
                await watch(player, lambda e: player.state is not None)
                # the pool starts on the AI's first decision: it is under way
                await until(lambda: bool(_children(proc.pid)), "the AI pool starts")
                children = _children(proc.pid)
                proc.send_signal(signal.SIGTERM)
                await asyncio.wait_for(proc.wait(), HANG)
                await until(lambda: not any(_alive(pid) for pid in children),
                            "the pool's processes end with the server")
                for c in (host, player):
                    await c.close()

        run(body)
