"""A worker process for CPU-bound, Qt-free work: deck validation, AI decisions and hints, the
puzzle generator, the fillings of a card the editor shows, reading the history for the
statistics.

Threads share the GIL, so a long solver search in a thread still makes the window stutter; the
work runs in a separate process instead (``spawn`` start method, the same on every platform and
in the frozen bundle, whose entry scripts call ``multiprocessing.freeze_support()``). The
process lives as long as the program and keeps its caches, so validating again after a small
edit only solves the puzzles that changed.

:class:`Worker` is the program's side: :meth:`Worker.call` sends one request (a task name and
its argument, both plain values), relays the progress reports and returns the answer as a
value; a task that finds its results one by one (the generator) also sends each as it comes
(``partial``), before the answer. It blocks, so it is called from a job thread
(:class:`app.model.thinking.Job`), never from the UI thread. A request is cancelled through a
shared counter that the worker's searches poll; a worker that does not answer a cancel in
time, crashes or cannot be started is replaced (and :meth:`Worker.call` raises
:class:`WorkerGone`, after which the caller may do the work itself). One request at a time: concurrent callers wait their turn.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.sharedctypes import Synchronized
from typing import Any

from app.processes import end_processes

WORKER_NICENESS = 5
"""How much lower than the program the worker runs (Unix; Windows keeps its priority)."""
CANCEL_GRACE = 3.0
"""Seconds a worker has to stop after a cancel before it is replaced."""
PROGRESS_EVERY = 0.05
"""Seconds between two progress reports of the worker."""

Progress = Callable[[int, int], None]
Partial = Callable[[Any], None]
"""Told of one partial result (a plain value) as soon as the task has it."""
Task = Callable[[Any, Progress, Callable[[], bool], Partial], Any]
"""A task: ``(payload, progress, cancelled, partial)``, returns the answer."""


class WorkerGone(Exception):
    """The worker process could not be started, died or stopped answering."""


class WorkerClosed(WorkerGone):
    """The program is ending: no worker process is started any more."""


class WorkCancelled(Exception):
    """The request was cancelled before it was answered."""


class WorkFailed(Exception):
    """The task raised an error in the worker (the message says which)."""


def _validate(payload: Any, progress: Progress, cancelled: Callable[[], bool],
              _partial: Partial) -> Any:
    from app.core.validation import DeckValidator

    validator = _state.get("validator")
    if not isinstance(validator, DeckValidator):
        validator = _state["validator"] = DeckValidator()
    return validator.validate(payload, progress, cancelled)


def _decide(payload: Any, progress: Progress, cancelled: Callable[[], bool],
            _partial: Partial) -> Any:
    from app.core.decisions import decide_in_worker

    return decide_in_worker(payload, cancelled)


def _finish(payload: Any, progress: Progress, cancelled: Callable[[], bool],
            _partial: Partial) -> Any:
    from app.core.decisions import finish_in_worker

    return finish_in_worker(payload, cancelled)


def _generate(payload: Any, progress: Progress, cancelled: Callable[[], bool],
              partial: Partial) -> Any:
    from app.model.generator import generate_in_worker

    return generate_in_worker(payload, cancelled, partial)


def _game_facts(payload: Any, progress: Progress, cancelled: Callable[[], bool],
                _partial: Partial) -> Any:
    from app.model.statistics import facts_in_worker

    return facts_in_worker(payload, progress, cancelled)


def _fillings(payload: Any, progress: Progress, cancelled: Callable[[], bool],
              _partial: Partial) -> Any:
    from app.model.fillings import fillings_of

    return fillings_of(payload, cancelled)


_state: dict[str, object] = {}  # the worker's caches between requests
TASKS: dict[str, Task] = {
    "validate": _validate,
    "decide": _decide,
    "finish": _finish,
    "generate": _generate,
    "game_facts": _game_facts,
    "fillings": _fillings,
}
"""The work a worker can do, by name."""


def serve(conn: Connection, cancel_upto: Synchronized[int]) -> None:
    """The worker process's loop: answer requests until the connection closes.

    A request is ``(id, task, payload)``; the answers are ``("progress", id, done, total)``
    and ``("partial", id, value)`` as the task goes, then one of ``("done", id, value)``,
    ``("cancelled", id)``, ``("failed", id, message)``.
    Request ``id`` is cancelled once ``cancel_upto.value >= id``.
    """
    from app.ai.player import AICancelled
    from app.core.validation import ValidationCancelled
    from app.solver import SearchCancelled

    # background work yields to the window: on a machine with few cores the UI process (and
    # the display server) get the CPU first when both want it
    if hasattr(os, "nice"):
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):  # the program closed the connection or ended
            return
        if msg is None:
            return
        rid, task, payload = msg
        last = 0.0

        def cancelled(rid: int = rid) -> bool:
            return bool(cancel_upto.value >= rid)

        def progress(done: int, total: int, rid: int = rid) -> None:
            nonlocal last
            now = time.monotonic()
            if done >= total or now - last >= PROGRESS_EVERY:
                last = now
                conn.send(("progress", rid, done, total))

        def partial(value: Any, rid: int = rid) -> None:
            conn.send(("partial", rid, value))

        try:
            work = TASKS.get(task)
            if work is None:
                conn.send(("failed", rid, f"unknown task {task!r}"))
                continue
            value = work(payload, progress, cancelled, partial)
            conn.send(("done", rid, value))
        except (ValidationCancelled, SearchCancelled, AICancelled):
            conn.send(("cancelled", rid))
        except (EOFError, OSError, BrokenPipeError):
            return
        except Exception as exc:  # a bug in a task: said to the program, the worker goes on
            try:
                conn.send(("failed", rid, f"{type(exc).__name__}: {exc}"))
            except (OSError, ValueError):
                return


class Worker:
    """The program's side of one worker process (started on first use, restarted if gone)."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._lock = threading.Lock()
        self._proc: Any = None
        self._conn: Connection | None = None
        self._cancel_upto: Synchronized[int] = self._ctx.Value("q", 0)
        self._next = 0
        with _workers_lock:
            _workers.append(self)

    @property
    def busy(self) -> bool:
        """Whether a request is being answered (the worker's answer is awaited)."""
        return self._lock.locked()

    @property
    def running(self) -> bool:
        """Whether the worker process is up."""
        return self._proc is not None and self._proc.is_alive()

    def _start(self) -> Connection:
        if _program_ending:
            raise WorkerClosed("the program is ending")
        if self._conn is not None and self.running:
            return self._conn
        self._stop()
        try:
            here, there = self._ctx.Pipe()
            proc = self._ctx.Process(
                target=serve, args=(there, self._cancel_upto), name="project-l-worker",
                daemon=True,
            )
            proc.start()
            there.close()
        except (OSError, RuntimeError, ValueError) as exc:
            raise WorkerGone(f"the worker process could not be started: {exc}") from exc
        self._proc, self._conn = proc, here
        return here

    def _stop(self) -> None:
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        if conn is not None:
            try:
                conn.send(None)
            except (OSError, ValueError):
                pass
            conn.close()
        if proc is not None:
            proc.join(0.5)  # asked to stop: a moment to do so, then terminated, then killed
            end_processes([proc], wait=1.0)

    def call(
        self,
        task: str,
        payload: Any,
        cancelled: Callable[[], bool] = lambda: False,
        progress: Progress | None = None,
        partial: Partial | None = None,
    ) -> Any:
        """Do ``task`` with ``payload`` in the worker and return its answer; ``partial`` is told
        of each partial result the task sends before it (none once a cancel is asked).

        :raises WorkCancelled: once ``cancelled()`` is true (the worker is told to stop).
        :raises WorkFailed: if the task raised an error.
        :raises WorkerGone: if the worker could not be started, died or did not stop in time.
        """
        with self._lock:
            conn = self._start()
            self._next += 1
            rid = self._next
            try:
                conn.send((rid, task, payload))
            except (OSError, ValueError) as exc:
                self._stop()
                raise WorkerGone(f"the worker process is gone: {exc}") from exc
            asked_to_stop: float | None = None
            while True:
                if asked_to_stop is None and cancelled():
                    self._cancel_upto.value = rid
                    asked_to_stop = time.monotonic()
                if asked_to_stop is not None and time.monotonic() - asked_to_stop > CANCEL_GRACE:
                    self._stop()  # it does not listen: a fresh one next time
                    raise WorkCancelled("cancelled (the worker was restarted)")
                try:
                    if not conn.poll(0.02):
                        if not self.running:
                            self._stop()
                            raise WorkerGone("the worker process ended unexpectedly")
                        continue
                    msg = conn.recv()
                except (EOFError, OSError) as exc:
                    self._stop()
                    raise WorkerGone(f"the worker process is gone: {exc}") from exc
                kind, mid = msg[0], msg[1]
                if mid != rid:
                    continue  # a late answer to an earlier request
                if kind == "progress":
                    if progress is not None and asked_to_stop is None:
                        progress(msg[2], msg[3])
                elif kind == "partial":
                    if partial is not None and asked_to_stop is None:
                        partial(msg[2])
                elif kind == "done":
                    if asked_to_stop is not None:
                        raise WorkCancelled("cancelled")
                    return msg[2]
                elif kind == "cancelled":
                    raise WorkCancelled("cancelled")
                else:
                    raise WorkFailed(str(msg[2]))

    def close(self) -> None:
        """Stop the worker process (a later call starts a new one)."""
        with self._lock:
            self._stop()


_program_ending = False
_workers: list[Worker] = []  # every worker made, so the program's end can stop them all
_workers_lock = threading.Lock()


def shut_down_workers() -> None:
    """At the program's end: stop every worker process, and start none any more (a job still
    waiting for an answer gets :class:`WorkerClosed`), so no process is spawned while the
    interpreter shuts down."""
    global _program_ending
    _program_ending = True
    with _workers_lock:
        workers = list(_workers)
    for worker in workers:
        worker._cancel_upto.value = worker._next  # whatever it is doing now: stop
        worker.close()


_named: dict[str, Worker] = {}
_named_lock = threading.Lock()


def named_worker(name: str) -> Worker:
    """The program's worker process called ``name``, started on first use (one per name, so
    work of one kind never waits behind another kind's)."""
    with _named_lock:
        worker = _named.get(name)
        if worker is None:
            worker = _named[name] = Worker()
        return worker


def shared_worker() -> Worker:
    """The program's worker (one per program: its caches serve every window)."""
    return named_worker("shared")
