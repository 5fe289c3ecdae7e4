"""Keeps the suite honest about time (a pytest plugin, loaded by tests/conftest.py).

No test may depend on the machine's speed: the machines that run the suite are shared and
noisy, so a duration compared with a number, or a sleep that hopes something has happened by
then, passes on an idle machine and fails under load. Two guards hold the rule:

* **Timeouts only bound hangs.** Every ``qtbot`` wait (``waitUntil``, ``waitSignal``...)
  gets a timeout of at least :data:`HANG_MS`, whatever the test wrote: on a loaded machine a
  correct program may take many times longer than on an idle one.
* **Sleeps.** While a test runs, ``time.sleep``, ``asyncio.sleep``, ``QTest.qWait`` and
  ``qtbot.wait`` called from a test module (any file in tests/ but this one and
  ``waiting.py``) for longer than :data:`SLEEP_LIMIT` fail that test. Wait for the thing
  itself instead: ``qtbot.waitUntil``/``waitSignal``, an event, ``Process.wait``, or
  :func:`waiting.wait_for` (a condition polled with a hang bound, never a verdict).
* **Clocks.** ``tests/test_quality.py::test_no_test_reads_a_clock`` reads every test module
  and fails on any use of ``time.perf_counter``, ``monotonic``, ``process_time``, ``time.time``,
  ``QElapsedTimer`` or a ``signal`` timer outside the two modules above: inject a clock, count steps, events or
  frames. Timing figures belong in bench/, where they are printed, not asserted.

And one guard keeps the fast subset fast: when the mark expression leaves out ``slow`` tests
(``pytest -m "not slow"``), a test whose set-up, call and tear-down together use more than
:data:`FAST_CPU_LIMIT` seconds of processor time (its own process, plus the child processes it
waited for) fails the run with its name and times: mark it slow (tests/conftest.py) or make it
cheaper. Processor time is the measure because it is the test's own cost, the same on a busy
machine as on an idle one; wall time on a shared machine measures the machine. A test cannot
hide its cost by waiting: it may not sleep, and the processes it waits for are counted.
"""

from __future__ import annotations

import ast
import asyncio
import os
import resource
import sys
import time
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import Any

import pytest

SLEEP_LIMIT = 0.005
"""The longest sleep (seconds) a test module may ask for: yielding to other threads is fine,
waiting for something to have happened is not."""
FAST_CPU_LIMIT = 1.0
"""Processor seconds a test of the fast subset may use."""

TESTS = Path(__file__).resolve().parent
EXEMPT = frozenset({"timeguard.py", "waiting.py"})
"""Modules of tests/ that may sleep and read clocks: this guard, and the one helper that waits
for a condition with a bound on hangs."""

_violations: list[str] = []
_real_time_sleep = time.sleep


def _caller_is_a_test(depth: int = 2) -> str | None:
    """``file:line`` of the caller's caller when it is a test module that is not exempt."""
    frame = sys._getframe(depth)
    path = Path(frame.f_code.co_filename)
    try:
        inside = path.resolve().parent == TESTS
    except OSError:  # pragma: no cover - a frame of a deleted file
        return None
    if not inside or path.name in EXEMPT:
        return None
    return f"{path.name}:{frame.f_lineno}"


def _note(kind: str, seconds: float, where: str) -> None:
    _violations.append(
        f"{where}: {kind} of {seconds:g} s (at most {SLEEP_LIMIT:g} s): a test waits for the "
        "thing itself (qtbot.waitUntil, waitSignal, an event, waiting.wait_for), never for time"
    )


def _time_sleep(seconds: float) -> None:
    where = _caller_is_a_test()
    if where is not None and seconds > SLEEP_LIMIT:
        _note("time.sleep", seconds, where)
    _real_time_sleep(seconds)


_real_asyncio_sleep = asyncio.sleep


def _asyncio_sleep(delay: float, result: Any = None) -> Any:
    where = _caller_is_a_test()
    if where is not None and delay > SLEEP_LIMIT:
        _note("asyncio.sleep", delay, where)
    return _real_asyncio_sleep(delay, result)


def _wrap_ms(kind: str, real: Callable[..., Any], *, method: bool) -> Callable[..., Any]:
    """A wrapper of a wait that takes milliseconds (``QTest.qWait``, ``QtBot.wait``)."""
    if method:

        def wait_method(self: Any, ms: int, *args: Any, **kwargs: Any) -> Any:
            where = _caller_is_a_test()
            if where is not None and ms / 1000 > SLEEP_LIMIT:
                _note(kind, ms / 1000, where)
            return real(self, ms, *args, **kwargs)

        return wait_method

    def wait(ms: int, *args: Any, **kwargs: Any) -> Any:
        where = _caller_is_a_test()
        if where is not None and ms / 1000 > SLEEP_LIMIT:
            _note(kind, ms / 1000, where)
        return real(ms, *args, **kwargs)

    return wait


HANG_MS = 120_000
"""The least timeout of every qtbot wait (milliseconds): a timeout in a test only bounds a hang,
never decides a verdict, so on a busy machine it must not be reached by a correct program."""


def _hang_bounded(real: Callable[..., Any]) -> Callable[..., Any]:
    """A qtbot wait whose timeout is at least :data:`HANG_MS`."""

    def wait(self: Any, *args: Any, **kwargs: Any) -> Any:
        timeout = kwargs.get("timeout", 5000)
        if isinstance(timeout, int) and 0 < timeout < HANG_MS:
            kwargs["timeout"] = HANG_MS
        return real(self, *args, **kwargs)

    return wait


def pytest_configure(config: pytest.Config) -> None:
    time.sleep = _time_sleep  # type: ignore[assignment]
    asyncio.sleep = _asyncio_sleep  # type: ignore[assignment]
    from PySide6.QtTest import QTest
    from pytestqt.qtbot import QtBot

    QTest.qWait = staticmethod(_wrap_ms("QTest.qWait", QTest.qWait, method=False))  # type: ignore[assignment]
    QtBot.wait = _wrap_ms("qtbot.wait", QtBot.wait, method=True)  # type: ignore[method-assign]
    for name in ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive",
                 "waitCallback"):
        setattr(QtBot, name, _hang_bounded(getattr(QtBot, name)))


# ------------------------------------------------------------------ the fast subset's budget


def _fast_run(config: pytest.Config) -> bool:
    """Whether this run leaves out the slow tests (``-m "not slow"``, alone or combined)."""
    expression = " ".join(str(config.getoption("markexpr", "") or "").split())
    return "not slow" in expression


def _cpu() -> float:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


_started: dict[str, tuple[float, float]] = {}
_record = os.environ.get("PROJECT_L_TEST_TIMES")
"""A file to which every test's processor and wall seconds are added, one line each (for
finding the costly tests: ``PROJECT_L_TEST_TIMES=times.tsv pytest ...``)."""


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    _violations.clear()
    _started[item.nodeid] = (_cpu(), time.perf_counter())


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, Any, None]:
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    if report.when == "call" and _violations and report.passed:
        report.outcome = "failed"
        report.longrepr = "sleeps in a test:\n" + "\n".join(_violations)
    if report.when == "call":
        _violations.clear()
    if report.when != "teardown" or not (_fast_run(item.config) or _record is not None):
        return
    started = _started.pop(item.nodeid, None)
    if started is None:
        return
    cpu = _cpu() - started[0]
    wall = time.perf_counter() - started[1]
    if _record is not None:
        with open(_record, "a", encoding="utf-8") as out:  # one line per test, each worker
            out.write(f"{cpu:.3f}\t{wall:.3f}\t{item.nodeid}\n")
    if _fast_run(item.config) and cpu > FAST_CPU_LIMIT and report.passed:
        report.outcome = "failed"
        report.longrepr = (
            f"{item.nodeid} took {cpu:.2f} s of processor time ({wall:.2f} s in all): a test "
            f"of the fast subset takes at most {FAST_CPU_LIMIT:g} s of processor time; add it "
            "to SLOW_TESTS in tests/conftest.py or make it cheaper"
        )


def clock_uses(source: str | ast.Module) -> Iterator[tuple[int, str]]:
    """(line, name) of every clock read in a module's source (or its parsed tree): calls of
    the time module's clocks (also imported by name) and QElapsedTimer."""
    clocks = {"perf_counter", "perf_counter_ns", "monotonic", "monotonic_ns", "process_time",
              "process_time_ns", "time", "time_ns", "thread_time", "thread_time_ns"}
    tree = ast.parse(source) if isinstance(source, str) else source
    # one walk (a test module's tree is walked once a run, and the walks were most of the
    # work): names are kept aside until the walk has seen every "from time import"
    direct: set[str] = set()
    found: list[tuple[int, str]] = []
    names: list[ast.Name] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.append(node)
            if node.id == "QElapsedTimer":
                found.append((node.lineno, "QElapsedTimer"))
        elif isinstance(node, ast.Attribute):
            if isinstance(node.value, ast.Name) and node.value.id == "time" and \
                    node.attr in clocks:
                found.append((node.lineno, f"time.{node.attr}"))
            elif node.attr == "QElapsedTimer":
                found.append((node.lineno, "QElapsedTimer"))
            elif node.attr in {"alarm", "setitimer"} and isinstance(node.value, ast.Name) \
                    and node.value.id == "signal":
                found.append((node.lineno, f"signal.{node.attr}"))  # a timer that ends a test
        elif isinstance(node, ast.ImportFrom) and node.module == "time":
            direct |= {a.asname or a.name for a in node.names if a.name in clocks}
    found += [(node.lineno, node.id) for node in names if node.id in direct]
    yield from sorted(found)
