"""A ``project-l serve`` process for the server benches (bench/server.py, server_attacks.py,
server_costly.py): started on loopback, stopped, and its memory and processor time read from
/proc."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

PORT_LINE = re.compile(r"listening on .*?:(\d+)", re.IGNORECASE)


def start_server(code: Path | None = None,
                 options: Sequence[str] = ()) -> tuple[subprocess.Popen[str], int]:
    """``project-l serve`` on loopback, port chosen by the OS; (process, port). ``code``: the
    checkout whose server runs (default: this one); ``options``: more of its options."""
    code = Path(__file__).resolve().parent.parent if code is None else code
    env = dict(os.environ, PYTHONPATH=str(code))
    proc = subprocess.Popen(
        [sys.executable, "-m", "app.cli", "serve", "--host", "127.0.0.1", "--port", "0",
         *options],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=code,
    )
    assert proc.stdout is not None
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        found = PORT_LINE.search(line)
        if found:
            threading.Thread(target=proc.stdout.read, daemon=True).start()  # drain the rest
            return proc, int(found.group(1))
    proc.kill()
    raise SystemExit("project-l serve did not say which port it listens on")


def stop_server(proc: subprocess.Popen[str]) -> None:
    """End a server :func:`start_server` started (killed if it does not stop in 10 s)."""
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


def memory_kib(pid: int, key: str) -> int | None:
    """A memory figure (VmRSS, VmHWM) of a process in KiB, or None where /proc is not there."""
    try:
        text = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return None
    found = re.search(rf"^{key}:\s+(\d+)\s+kB", text, re.MULTILINE)
    return int(found.group(1)) if found else None


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU seconds a process has used (its children not included), or None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
