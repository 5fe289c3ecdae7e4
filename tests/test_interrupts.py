"""Ctrl+C stops a command cleanly: real processes get SIGINT as a terminal sends it (to the whole
process group, the command's worker processes included); each command says so in one line,
ends its workers, prints no traceback and exits with 130. The tests wait on processes (their
output, their exit), never on a time."""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import IO

import pytest
from websockets.sync.client import connect

from app.net.protocol import PROTOCOL_VERSION, RoomSetup, SeatSpec
from app.net.room import Room
from app.net.server import Server, ServerConfig, ServerThread
from app.processes import INTERRUPTED, interrupts_asked
from app.rules import Action, GameRecord, Phase, apply, classic_deck, legal_actions

ROOT = Path(__file__).resolve().parent.parent
HANG = 120.0  # bounds a hang only

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="process groups and /proc: Linux")


# A shell starts a foreground job with Ctrl+C's signals at their defaults. A process ignoring
# SIGINT passes that on to what it starts, and Python then never raises KeyboardInterrupt: an
# xdist worker of a whole run was seen so (SIGINT and SIGQUIT ignored, set by something the
# per-test checks did not catch), and the commands it started sat out Ctrl+C until the hang
# bound. So the command is started as a shell would: those signals set back first, then
# `python -m app.cli` itself (run_module as -m runs it: spawn workers import app.cli by name).
AS_A_SHELL_STARTS_IT = (
    "import runpy, signal, sys\n"
    "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
    "signal.signal(signal.SIGQUIT, signal.SIG_DFL)\n"
    "sys.argv[0] = 'project-l'\n"
    "runpy.run_module('app.cli', run_name='__main__', alter_sys=True)\n"
)


def start(*args: str, **more_env: str) -> subprocess.Popen[str]:
    """``project-l ARGS`` in a process group of its own, as a terminal's foreground job."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1", **more_env}
    return subprocess.Popen([sys.executable, "-c", AS_A_SHELL_STARTS_IT, *args], cwd=ROOT,
                            env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)


def first_line(stream: IO[str] | None) -> str:
    """The next line of a process's output (blocks until it comes; a hang is bounded)."""
    assert stream is not None
    ready, _, _ = select.select([stream], [], [], HANG)
    assert ready, "no output"
    return stream.readline()


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            stat = (entry / "stat").read_text()
            if int(stat.rpartition(")")[2].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def workers(pid: int) -> list[int]:
    """The worker processes of a pool that ``pid`` started (not the resource tracker)."""
    out = []
    for child in children(pid):
        with contextlib.suppress(OSError):
            if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes():
                out.append(child)
    return out


def holds_ctrl_c(pid: int) -> bool:
    """Whether process ``pid``'s (main thread's) SIGINT is blocked, as a pool's processes keep
    it from their start (app/processes.py)."""
    status = Path(f"/proc/{pid}/status").read_text()
    blocked = next(line.split()[1] for line in status.splitlines() if line.startswith("SigBlk:"))
    return bool(int(blocked, 16) >> (signal.SIGINT - 1) & 1)


def wait_until(condition: Callable[[], bool], looks: int = 60_000) -> None:
    """Look again and again until ``condition`` holds (a few milliseconds apart; the number of
    looks only stops a hang)."""
    for _ in range(looks):
        if condition():
            return
        time.sleep(0.002)
    raise AssertionError("the condition never held")


def gone(pid: int) -> bool:
    """Whether process ``pid`` has ended (waiting on it, bounded)."""
    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    try:
        ready, _, _ = select.select([fd], [], [], HANG)  # readable once it has exited
        return bool(ready)
    finally:
        os.close(fd)


def interrupt(proc: subprocess.Popen[str]) -> tuple[int, str, str]:
    """Ctrl+C as a terminal sends it; the exit status and the rest of the output."""
    os.killpg(proc.pid, signal.SIGINT)
    try:
        out, err = proc.communicate(timeout=HANG)
    except subprocess.TimeoutExpired as hang:
        raise AssertionError("the command did not end after Ctrl+C:\n"
                             + where_they_are([os.getpid(), proc.pid, *children(proc.pid)])
                             ) from hang
    return proc.returncode, out, err


def where_they_are(pids: list[int]) -> str:
    """Each thread of ``pids``: where it waits in the kernel, its state, its signals (pending,
    blocked, ignored, caught) and its niceness, for a hang to be understood."""
    lines = []
    for pid in pids:
        with contextlib.suppress(OSError):
            for task in sorted(Path(f"/proc/{pid}/task").iterdir()):
                with contextlib.suppress(OSError):
                    status = [line for line in (task / "status").read_text().splitlines()
                              if line.split(":")[0] in ("Name", "State", "SigPnd", "ShdPnd",
                                                        "SigBlk", "SigIgn", "SigCgt")]
                    nice = (task / "stat").read_text().rpartition(")")[2].split()[16]
                    wchan = (task / "wchan").read_text()
                    lines.append(f"{pid}/{task.name} wchan={wchan} nice={nice} "
                                 + " | ".join(" ".join(s.split()) for s in status))
    return "\n".join(lines)


def assert_clean(status: int, err: str, command: str) -> None:
    assert status == INTERRUPTED, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    lines = err.strip().splitlines()
    assert lines[-1] == f"project-l {command}: stopped by Ctrl+C", err


@contextlib.contextmanager
def killed_at_the_end(proc: subprocess.Popen[str]) -> Iterator[None]:
    try:
        yield
    finally:
        if proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate(timeout=HANG)


class TestCtrlC:
    def test_simulate_with_jobs(self) -> None:
        proc = start("simulate", "--players", "hard,hard", "--games", "40", "--jobs", "2")
        with killed_at_the_end(proc):
            assert first_line(proc.stdout)  # what it plays
            wait_until(lambda: len(workers(proc.pid)) >= 2)
            pool = workers(proc.pid)
            assert all(holds_ctrl_c(pid) for pid in pool)
            status, out, err = interrupt(proc)
            assert_clean(status, err, "simulate")
            assert all(gone(pid) for pid in pool)
            assert "player" not in out  # no table of games it did not play

    def test_deck_balance_with_jobs(self, tmp_path: Path) -> None:
        deck = classic_deck().to_json()
        deck["id"] = "ctrl-c-deck"
        path = tmp_path / "test.pldeck"
        path.write_text(json.dumps(deck), encoding="utf-8")
        proc = start("deck", "balance", str(path), "--players", "4", "--ai", "hard",
                     "--games", "40", "--jobs", "2", "--no-classic", "--no-history",
                     PROJECT_L_DATA_DIR=str(tmp_path / "data"))
        with killed_at_the_end(proc):
            wait_until(lambda: len(workers(proc.pid)) >= 2)
            pool = workers(proc.pid)
            assert all(holds_ctrl_c(pid) for pid in pool)
            status, out, err = interrupt(proc)
            assert_clean(status, err, "deck")
            assert all(gone(pid) for pid in pool)
            assert "seat 1 wins" not in out  # no report of games it did not play

    def test_analyse(self, tmp_path: Path) -> None:
        record = GameRecord(players=("A", "B"), seed=2)
        state = record.initial_state()
        actions: list[Action] = []
        while len(actions) < 120 and state.phase is not Phase.FINISHED:
            action = next((a for a in legal_actions(state) if a.to_json()["type"] != "end_turn"),
                          None) or legal_actions(state)[0]
            actions.append(action)
            state = apply(state, action)
        path = tmp_path / "game.json"
        path.write_bytes(record.with_actions(actions).to_bytes())
        proc = start("analyse", str(path), "--budget", "30", "--workers", "2")
        with killed_at_the_end(proc):
            assert "to review" in first_line(proc.stderr)  # the pool is being started
            # a worker is a child at once, but shows spawn_main only once it has started its
            # program: look until both have (on a busy machine that came after the line above)
            wait_until(lambda: len(workers(proc.pid)) >= 2)
            pool = workers(proc.pid)
            assert len(pool) == 2 and all(holds_ctrl_c(pid) for pid in pool)
            status, out, err = interrupt(proc)
            assert_clean(status, err, "analyse")
            assert all(gone(pid) for pid in pool) and out == ""

    def test_serve_with_an_ai_game(self) -> None:
        proc = start("serve", "--port", "0")
        with killed_at_the_end(proc):
            line = first_line(proc.stdout)
            url = line.split()[line.split().index("at") + 1]
            # a room of two AI seats, started: the AI's process thinks
            with connect(url) as ws:
                ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
                ws.recv()
                ws.send(json.dumps({"type": "create_room", "setup": {
                    "seats": [{"kind": "ai", "level": "hard"}, {"kind": "ai"}]}}))
                ws.send(json.dumps({"type": "start"}))
                while json.loads(ws.recv(HANG))["type"] != "step":
                    pass  # the first step: the AI pool runs
                pool = workers(proc.pid)
                # (the pool starts on this first decision, and Python's start of the resource
                # tracker used to unblock SIGINT just before: its processes took the Ctrl+C)
                assert pool and all(holds_ctrl_c(pid) for pid in pool)
                status, out, err = interrupt(proc)
            assert status == INTERRUPTED and "Traceback" not in err, err
            assert out.strip().splitlines()[-1] == "The server has stopped."
            assert all(gone(pid) for pid in pool)

    def test_bot(self) -> None:
        server = Server(ServerConfig(host="127.0.0.1", port=0, mode="serve"))
        thread = ServerThread(server)
        host, port = thread.start()
        try:
            room = thread.call(lambda: _room(server))
            proc = start("bot", "--connect", f"ws://{host}:{port}/", "--code", room,
                         "--seat", "0", "--level", "hard")
            with killed_at_the_end(proc):
                assert "playing seat 0" in first_line(proc.stdout)
                status, _out, err = interrupt(proc)
                assert_clean(status, err, "bot")
        finally:
            thread.stop()


def _room(server: Server) -> str:
    """A room of two remote seats (the bot's and one nobody takes): the game never starts."""
    room = Room.from_setup("t", RoomSetup((SeatSpec("remote"), SeatSpec("remote"))))
    server.rooms[room.code] = room
    return room.code


@contextlib.contextmanager
def ctrl_c_handled_by(handler: signal._HANDLER) -> Iterator[None]:
    """SIGINT's Python handler set to ``handler`` for the block (and put back after)."""
    old = signal.signal(signal.SIGINT, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old)


class TestCtrlCAsked:
    """While a command waits on its pool, Ctrl+C is a request it looks at between waits, so the
    KeyboardInterrupt never comes from inside the executor's or a future's locks."""

    def test_ctrl_c_is_looked_at_between_waits(self) -> None:
        never: Future[int] = Future()
        with ctrl_c_handled_by(signal.default_int_handler):
            with pytest.raises(KeyboardInterrupt), interrupts_asked() as asked:
                signal.raise_signal(signal.SIGINT)  # no exception here: a request
                assert asked.pressed
                asked.result(never)  # the wait looks at it and raises
            assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
        assert not never.done()

    def test_a_request_not_looked_at_is_raised_as_the_block_ends(self) -> None:
        done: Future[int] = Future()
        done.set_result(7)
        with ctrl_c_handled_by(signal.default_int_handler):
            with interrupts_asked() as asked:
                assert asked.result(done) == 7
            with pytest.raises(KeyboardInterrupt), interrupts_asked():
                signal.raise_signal(signal.SIGINT)

    def test_an_ignored_ctrl_c_stays_ignored(self) -> None:
        with ctrl_c_handled_by(signal.SIG_IGN):
            with interrupts_asked() as asked:
                assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
                signal.raise_signal(signal.SIGINT)
                assert not asked.pressed
            assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
