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

While a command waits on its pool, Ctrl+C is a request (:func:`interrupts_asked`), not an
exception: Python raises KeyboardInterrupt between any two steps of the main thread, inside the
executor's and the futures' own code too, where it can leave one of their locks held; the
command's end then waited on that lock for ever (``analyse --workers 2`` so, under load). The
command looks at the request between its waits and stops there.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import time
from collections.abc import Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future
from concurrent.futures import wait as wait_for
from types import FrameType
from typing import Any, TypeVar

T = TypeVar("T")

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
    # The first spawn pool of a program starts multiprocessing's resource tracker, and Python
    # unblocks SIGINT after starting it (SIG_UNBLOCK, not the mask it found): started inside the
    # block, the pool's processes then took Ctrl+C and died with a traceback (``serve``, whose
    # pool starts on the first AI decision). Started first, it leaves the block alone.
    if sys.platform != "win32":
        from multiprocessing import resource_tracker

        resource_tracker.ensure_running()
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


ASK_EVERY = 0.1
"""Seconds between two looks at a Ctrl+C request while a command waits on its pool."""


class Interrupts:
    """Whether Ctrl+C was pressed during :func:`interrupts_asked`'s block."""

    def __init__(self) -> None:
        self.pressed = False

    def check(self) -> None:
        """Raise KeyboardInterrupt, here, if Ctrl+C was pressed."""
        if self.pressed:
            raise KeyboardInterrupt

    def result(self, future: Future[T]) -> T:
        """``future``'s result, waited for in slices with a look at Ctrl+C between them.

        :raises KeyboardInterrupt: when Ctrl+C was pressed (the future is left as it is).
        """
        while not future.done():
            self.check()
            wait_for([future], timeout=ASK_EVERY, return_when=FIRST_COMPLETED)
        self.check()
        return future.result()


@contextlib.contextmanager
def interrupts_asked() -> Iterator[Interrupts]:
    """Ctrl+C as a request for the ``with`` block: SIGINT only sets ``pressed``, and the block
    looks at it between its waits (:meth:`Interrupts.check`, :meth:`Interrupts.result`), so the
    KeyboardInterrupt is raised where the command chose, never inside a pool's machinery. A
    request the block did not act on is raised as it ends. Outside the main thread, where
    Python takes no signal handler, or where SIGINT is ignored, Ctrl+C stays as it was."""
    asked = Interrupts()

    def pressed(_signum: int, _frame: FrameType | None) -> None:
        asked.pressed = True

    try:
        old = signal.signal(signal.SIGINT, pressed)
    except ValueError:  # not the main thread
        yield asked
        return
    if old is signal.SIG_IGN:  # (started to ignore Ctrl+C, nohup's way: it still does)
        signal.signal(signal.SIGINT, old)
        yield asked
        return
    try:
        yield asked
    finally:  # (a handler set from outside Python reads None: Python's own then)
        signal.signal(signal.SIGINT, signal.default_int_handler if old is None else old)
    asked.check()
