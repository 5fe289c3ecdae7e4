"""The one helper for work off the UI thread (app/model/background.py): answers, failures,
progress and partial results on the UI thread; cancel; work in a worker process or a pool of
them; worker processes that do not stop are killed."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from typing import Any, cast

import pytest

from app.model import worker as worker_module
from app.model.background import BackgroundOp, Cancelled, Partial, Progress, in_pool, in_process
from app.model.thinking import JobCancelled
from app.model.worker import WorkCancelled, WorkerGone
from app.processes import end_processes


class Told:
    """What the op told, and on which thread."""

    def __init__(self) -> None:
        self.events: list[tuple[str, object]] = []
        self.threads: set[bool] = set()

    def _note(self, kind: str, value: object) -> None:
        self.threads.add(threading.current_thread() is threading.main_thread())
        self.events.append((kind, value))

    def done(self, value: object) -> None:
        self._note("done", value)

    def failed(self, message: str) -> None:
        self._note("failed", message)

    def progress(self, done: int, total: int) -> None:
        self._note("progress", (done, total))

    def partial(self, value: object) -> None:
        self._note("partial", value)

    @property
    def ended(self) -> bool:
        return any(kind in ("done", "failed") for kind, _ in self.events)


def test_the_work_runs_off_the_ui_thread_and_answers_on_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    op = BackgroundOp()
    told = Told()
    where: list[bool] = []

    def work(cancelled: Cancelled, progress: Progress) -> object:
        where.append(threading.current_thread() is threading.main_thread())
        progress(1, 2)
        progress(2, 2)
        return 42

    op.start(work, told.done, told.failed, told.progress)
    assert op.running
    qtbot.waitUntil(lambda: told.ended)
    assert where == [False] and told.threads == {True}
    assert told.events == [("progress", (1, 2)), ("progress", (2, 2)), ("done", 42)]
    assert not op.running


def test_an_error_is_a_message_on_the_ui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    op = BackgroundOp()
    told = Told()

    def work(cancelled: Cancelled, progress: Progress) -> object:
        raise ValueError("a bug")

    op.start(work, told.done, told.failed)
    qtbot.waitUntil(lambda: told.ended)
    assert told.events == [("failed", "ValueError: a bug")] and told.threads == {True}


def test_partial_results_come_in_order_before_the_answer(qtbot) -> None:  # type: ignore[no-untyped-def]
    op = BackgroundOp()
    told = Told()

    def work(cancelled: Cancelled, progress: Progress, partial: Partial) -> object:
        for n in range(5):
            partial(n)
        return "all"

    op.stream(work, told.partial, told.done, told.failed)
    qtbot.waitUntil(lambda: told.ended)
    assert told.events == [("partial", n) for n in range(5)] + [("done", "all")]
    assert told.threads == {True}


def test_a_cancelled_or_replaced_work_never_answers(qtbot) -> None:  # type: ignore[no-untyped-def]
    op = BackgroundOp()
    first, second = Told(), Told()
    release = threading.Event()
    saw_cancel: list[bool] = []

    def slow(cancelled: Cancelled, progress: Progress, partial: Partial) -> object:
        release.wait(60)
        saw_cancel.append(cancelled())
        partial("late")
        return "old"

    op.stream(slow, first.partial, first.done, first.failed)
    op.start(lambda cancelled, progress: "new", second.done, second.failed)  # replaces it
    release.set()
    qtbot.waitUntil(lambda: second.ended and saw_cancel != [])
    op.cancel()
    assert saw_cancel == [True] and first.events == [] and second.events == [("done", "new")]


class FakeWorker:
    """A worker process that fails in the way it is told to."""

    def __init__(self, error: Exception | None) -> None:
        self.error = error

    def call(self, task: str, payload: Any, cancelled: Cancelled, progress: Progress,
             partial: Partial) -> Any:
        if self.error is not None:
            raise self.error
        partial(f"{task} half")
        progress(1, 1)
        return f"{task}({payload})"


@pytest.mark.parametrize(("error", "expect"), [
    (None, [("partial", "check half"), ("progress", (1, 1)), ("done", "check(7)")]),
    (WorkerGone("died"), [("done", "here(7)")]),  # the fallback does the work in the thread
])
def test_work_in_a_worker_process_comes_back_or_falls_back(  # type: ignore[no-untyped-def]
        qtbot, monkeypatch, error, expect) -> None:
    monkeypatch.setattr(worker_module, "named_worker", lambda name: FakeWorker(error))
    op = BackgroundOp()
    told = Told()
    work = in_process("check", 7, worker="test", fallback=lambda p, progress, c: f"here({p})")
    op.stream(work, told.partial, told.done, told.failed, told.progress)
    qtbot.waitUntil(lambda: told.ended)
    assert told.events == expect


def test_a_cancelled_worker_process_is_a_cancelled_job(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(worker_module, "named_worker",
                        lambda name: FakeWorker(WorkCancelled("cancelled")))
    with pytest.raises(JobCancelled):  # a job that raises it answers nothing
        in_process("check", 7, fallback=lambda p, progress, c: "here")(
            lambda: True, lambda d, t: None, lambda v: None)


class FakePool:
    """A pool whose jobs the test finishes by hand; it counts its cancels."""

    def __init__(self, total: int, fail_at: int | None = None) -> None:
        self.futures: list[Future[int]] = [Future() for _ in range(total)]
        self.collected: list[int] = []
        self._taken: list[Future[int]] = []
        self.cancels = 0
        self.fail_at = fail_at

    @property
    def waiting(self) -> list[Future[int]]:
        return [f for f in self.futures if f not in self._taken]

    @property
    def done(self) -> int:
        return len(self.collected)

    @property
    def total(self) -> int:
        return len(self.futures)

    @property
    def finished(self) -> bool:
        return self.cancels > 0 or self.done == self.total

    def poll(self) -> object:
        ready = [f for f in self.waiting if f.done()]
        self._taken = self._taken + ready
        new = [f.result() for f in ready]
        if self.fail_at is not None and self.fail_at in new:
            raise RuntimeError("a game broke")
        self.collected += new
        return new

    def cancel(self) -> None:
        self.cancels += 1


def test_a_pool_hands_over_its_jobs_as_they_finish(qtbot) -> None:  # type: ignore[no-untyped-def]
    pool = FakePool(3)
    op = BackgroundOp()
    told = Told()
    op.stream(in_pool(lambda: pool, lambda p: sum(cast(FakePool, p).collected), wait_s=0.01),
              told.partial, told.done, told.failed, told.progress)
    for n, future in enumerate(pool.futures):
        future.set_result(n + 10)
        qtbot.waitUntil(lambda n=n: ("progress", (n + 1, 3)) in told.events)
    qtbot.waitUntil(lambda: told.ended)
    assert [v for k, v in told.events if k == "partial"] == [[10], [11], [12]]
    assert told.events[-1] == ("done", 33) and pool.cancels == 0


def test_a_cancel_or_a_broken_job_ends_the_pool(qtbot) -> None:  # type: ignore[no-untyped-def]
    pool = FakePool(3)
    op = BackgroundOp()
    told = Told()
    op.stream(in_pool(lambda: pool, lambda p: 0, wait_s=0.01), told.partial, told.done)
    op.cancel()
    qtbot.waitUntil(lambda: pool.cancels == 1)
    assert told.events == []

    broken = FakePool(2, fail_at=5)
    op.stream(in_pool(lambda: broken, lambda p: 0, wait_s=0.01), told.partial, told.done,
              told.failed)
    broken.futures[0].set_result(5)
    qtbot.waitUntil(lambda: told.ended)
    assert told.events == [("failed", "RuntimeError: a game broke")]
    assert broken.cancels == 1


class Stubborn:
    """A process that ignores being terminated (a worker stuck in C code, or ignoring
    SIGTERM): only a kill ends it."""

    def __init__(self) -> None:
        self.alive = True
        self.calls: list[str] = []

    def is_alive(self) -> bool:
        return self.alive

    def terminate(self) -> None:
        self.calls.append("terminate")

    def kill(self) -> None:
        self.calls.append("kill")
        self.alive = False

    def join(self, timeout: float | None = None) -> None:
        self.calls.append("join")


def test_a_process_that_ignores_terminate_is_killed() -> None:
    stubborn = Stubborn()
    end_processes([stubborn], wait=0.0)
    assert stubborn.calls[0] == "terminate" and "kill" in stubborn.calls
    assert not stubborn.alive


def test_a_worker_process_that_does_not_stop_is_killed() -> None:
    worker = worker_module.Worker()
    stubborn = Stubborn()
    worker._proc = stubborn
    worker.close()
    assert "terminate" in stubborn.calls and "kill" in stubborn.calls and not stubborn.alive
