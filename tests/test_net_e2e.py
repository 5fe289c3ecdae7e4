"""The issue's process test (issue 18): real programs on loopback play a whole hosted game.

- the host: the game program in a subprocess, offscreen, hosting the game of a setup file
  (``project-l --host SETUP.json --autostart --save-finished FILE``; it plays no seat itself);
- a GUI client: the game window of this test process, joining through Game > Join a network
  game (the Join dialog, then the lobby's Ready); its person's moves go through the table's
  session (:meth:`RemoteSession.apply`), chosen at random among the legal ones;
- a bot: ``project-l bot --level easy`` in a subprocess.

The game runs to the results; the host's save, the GUI client's record (the server's
``finished`` record) and the bot's record are identical, and each replays with
``project-l replay``.
"""

from __future__ import annotations

import json
import os
import queue
import random
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_table_support import window
from waiting import HANG

from app.core.saves import load_save
from app.model.remote import RemoteSession
from app.rules import GameRecord, Phase, random_action, record_from_json
from app.table.window import GameWindow

__all__ = ["window"]  # the fixture

ROOT = Path(__file__).resolve().parents[1]
SETUP = {
    "seats": [{"name": "Gui", "kind": "remote"}, {"name": "Bot", "kind": "remote"}],
    "seed": 1234,
    "first_player": "seat order",
    "network": {"game_name": "E2E", "port": 0, "offer_lan": False, "takeover_seconds": None},
}


def _env(tmp_path: Path, name: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               PROJECT_L_DATA_DIR=str(tmp_path / f"{name}-data"),
               XDG_CONFIG_HOME=str(tmp_path / f"{name}-config"))
    return env


def _lines(stream: IO[str]) -> queue.Queue[str]:
    """The lines of a subprocess's stream, read in a thread (never blocking the test)."""
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        for line in stream:
            lines.put(line.rstrip("\n"))

    threading.Thread(target=read, daemon=True).start()
    return lines


def _wait_line(lines: queue.Queue[str], prefix: str, timeout: float) -> str:
    deadline = timeout
    while deadline > 0:
        try:
            line = lines.get(timeout=0.2)
        except queue.Empty:
            QApplication.processEvents()
            deadline -= 0.2
            continue
        if line.startswith(prefix):
            return line
    raise AssertionError(f"no line starting with {prefix!r} in {timeout} s")


@pytest.fixture
def processes() -> Iterator[list[subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []
    yield started
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.wait(HANG)


def _record_of(path: Path) -> GameRecord:
    data = json.loads(path.read_text(encoding="utf-8"))
    data.pop("app", None)
    return record_from_json(data)


def _play_until_finished(qtbot: Any, session: RemoteSession, timeout: float) -> None:
    """This program's person plays legal moves at random until the game ends, then waits for
    the server's full record (``finished``); ``timeout`` only bounds a hang."""
    rng = random.Random(7)

    def played_to_the_end() -> bool:
        if session.state.phase is Phase.FINISHED:
            return True
        if session.is_human_turn() and not session.is_waiting:
            assert session.apply(random_action(session.state, rng)) is None
        return False

    qtbot.waitUntil(played_to_the_end, timeout=int(timeout * 1000))
    qtbot.waitUntil(lambda: session.finished_record is not None, timeout=120_000)


def test_a_hosted_game_with_a_gui_client_and_a_bot_to_the_results(
        window: GameWindow, tmp_path: Path, qtbot: Any,
        processes: list[subprocess.Popen[str]]) -> None:
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps(SETUP), encoding="utf-8")
    host_save = tmp_path / "host.plsave"
    bot_record = tmp_path / "bot.json"
    gui_record = tmp_path / "gui.json"

    host = subprocess.Popen(
        [sys.executable, "-m", "app.cli", "--host", str(setup), "--autostart",
         "--save-finished", str(host_save)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
        env=_env(tmp_path, "host"))
    processes.append(host)
    host_out = _lines(host.stdout)  # type: ignore[arg-type]
    hosting = _wait_line(host_out, "HOSTING ", 60)
    _word, url, code = hosting.split()
    port = int(url.rsplit(":", 1)[1].strip("/"))

    # the GUI client joins through the Join dialog, then says it is ready in the lobby
    dialog = window.net_play.join_dialog_open()
    dialog.address.setText(f"127.0.0.1:{port}")
    dialog.code.setText(code)
    dialog.name.setText("Gui")
    QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.net_play.lobby is not None, timeout=20_000)
    lobby = window.net_play.lobby
    assert lobby is not None
    qtbot.waitUntil(lambda: lobby.view.ready.isEnabled(), timeout=10_000)
    lobby.view.ready.setChecked(True)

    bot = subprocess.Popen(
        [sys.executable, "-m", "app.cli", "bot", "--connect", url, "--code", code,
         "--seat", "1", "--name", "Bot", "--level", "easy", "--save", str(bot_record)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
        env=_env(tmp_path, "bot"))
    processes.append(bot)

    # the host starts the game by itself once both are ready: the table shows it
    qtbot.waitUntil(lambda: isinstance(window.session, RemoteSession), timeout=60_000)
    session = window.session
    assert isinstance(session, RemoteSession) and session.you == 0
    _play_until_finished(qtbot, session, timeout=240)
    record = session.finished_record
    assert record is not None
    gui_record.write_bytes(record.to_bytes())

    host_finished = _wait_line(host_out, "FINISHED ", 60)
    assert host_finished == f"FINISHED {host_save}"
    assert bot.wait(HANG) == 0, bot.stderr.read() if bot.stderr else ""
    assert host.wait(HANG) == 0, host.stderr.read() if host.stderr else ""

    # the three records are one game: the same bytes of the record
    saved = load_save(host_save)
    assert saved.is_finished and saved.is_hosted
    assert [s.kind for s in saved.seats] == ["remote", "remote"]
    assert saved.network is not None and saved.network.game_name == "E2E"
    host_record = _record_of(host_save)
    assert host_record.to_bytes() == record.to_bytes() == _record_of(bot_record).to_bytes()
    assert host_record.players == ("Gui", "Bot")
    # ... and each replays with project-l replay
    for path in (host_save, gui_record, bot_record):
        done = subprocess.run([sys.executable, "-m", "app.cli", "replay", str(path)],
                              capture_output=True, text=True, cwd=ROOT, timeout=120,
                              env=_env(tmp_path, "replay"))
        assert done.returncode == 0, (path, done.stderr)
