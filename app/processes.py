"""Worker processes and Ctrl+C: a pool's processes never see it, the program that started them
ends them.

In a terminal Ctrl+C sends SIGINT to every process of the foreground group: a command's worker
processes too, which would each die with a traceback of their own while the command itself
stops. So a pool's processes are started with SIGINT blocked (:func:`interrupts_held` around
the call that starts them: a process inherits the blocked signal, from its first instruction,
where a handler installed later would leave a window while it starts), and the command, on
its KeyboardInterrupt, ends them (:func:`end_pool`), says so in one line and exits with
:data:`INTERRUPTED`. Qt-free, and imports nothing of ours: the AI, the network and the commands
use it.
"""

from __future__ import annotations

import contextlib
import signal
import time
from collections.abc import Iterable, Iterator
from concurrent.futures import Executor
from typing import Any

INTERRUPTED = 130
"""The exit status of a command stopped by Ctrl+C (128 + SIGINT, as shells report it)."""


@contextlib.contextmanager
def interrupts_held() -> Iterator[None]:
    """Block SIGINT in this thread for the ``with`` block: a worker process started inside it
    (a ``spawn`` pool starts them as work is submitted) keeps it blocked for its whole life.
    A Ctrl+C pressed meanwhile waits and arrives when the block ends. (Where signals cannot be
    blocked, Windows, nothing is done.)"""
    block = getattr(signal, "pthread_sigmask", None)
    if block is None:
        yield
        return
    old = block(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        block(signal.SIG_SETMASK, old)


def end_processes(processes: Iterable[Any], wait: float = 2.0) -> None:
    """End ``processes`` now: each is terminated, and killed if it stays more than ``wait``
    seconds (all of them together), then reaped, so none outlives the program or the cancel
    that ended it."""
    processes = list(processes)
    for process in processes:
        if process.is_alive():
            process.terminate()
    deadline = time.monotonic() + wait
    for process in processes:
        process.join(max(0.0, deadline - time.monotonic()))
        if process.is_alive():
            process.kill()
            process.join(1.0)


def pool_processes(executor: Executor | None) -> list[Any]:
    """The processes of a process pool (none for another executor, or one that has not
    started any)."""
    return list((getattr(executor, "_processes", None) or {}).values())


def end_pool(executor: Executor | None, wait: float = 2.0) -> None:
    """End a process pool now: work not begun is dropped, its processes are terminated (killed
    if they stay more than ``wait`` seconds) and reaped, so none outlives the command."""
    if executor is None:
        return
    # (the executor forgets its processes as it shuts down: keep them)
    processes = pool_processes(executor)
    executor.shutdown(wait=False, cancel_futures=True)
    end_processes(processes, wait)
