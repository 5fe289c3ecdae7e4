"""Signals from other threads reach the UI thread's objects only while those objects exist."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, QThreadPool, Signal
from shiboken6 import delete
from waiting import HANG

from app.model import relay
from app.model.thinking import Job, JobSignals


class Target(QObject):
    said = Signal(str)


def deliver_posted() -> None:
    """Deliver everything queued for the UI thread so far (what the relay posted included)."""
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()


def from_another_thread(call: Any) -> None:
    thread = threading.Thread(target=call)
    thread.start()
    thread.join(HANG)
    assert not thread.is_alive()


def test_a_post_from_a_thread_arrives_in_the_ui_thread(qtbot: Any) -> None:
    relay.prepare()
    target = Target()
    heard: list[tuple[str, bool]] = []
    target.said.connect(
        lambda text: heard.append((text, QThread.currentThread() is target.thread())))
    from_another_thread(lambda: relay.post(target, "said", "hello"))
    qtbot.waitUntil(lambda: bool(heard), timeout=5000)
    assert heard == [("hello", True)]


def test_a_post_to_an_object_deleted_meanwhile_is_dropped(qtbot: Any) -> None:
    relay.prepare()
    parent = QObject()
    target = Target(parent)
    heard: list[str] = []
    target.said.connect(heard.append)
    send = relay.poster(target, "said")
    from_another_thread(lambda: send("too late"))
    delete(parent)  # the window closed before the queued answer was delivered
    deliver_posted()  # the relay runs its queue: nothing crashes, nothing is heard
    assert heard == []
    sentinel = Target()
    heard_after: list[str] = []
    sentinel.said.connect(heard_after.append)
    from_another_thread(lambda: relay.post(sentinel, "said", "next"))
    qtbot.waitUntil(lambda: heard_after == ["next"], timeout=5000)
    assert heard == []


def test_a_job_whose_owner_is_gone_reports_nowhere(qtbot: Any) -> None:
    owner = QObject()
    signals = JobSignals(owner)
    heard: list[object] = []
    signals.done.connect(lambda generation, answer: heard.append(answer))
    started, release = threading.Event(), threading.Event()

    def work(cancelled: Any, progress: Any) -> object:
        started.set()
        release.wait(HANG)
        progress(1, 1)
        return "answer"

    Job(1, work, threading.Event(), signals).start()
    assert started.wait(HANG)
    delete(owner)  # while the job still works
    release.set()
    assert QThreadPool.globalInstance().waitForDone(10_000)  # the job posted what it had
    deliver_posted()
    assert heard == []
    # and a job of a living owner is heard
    signals = JobSignals()
    signals.done.connect(lambda generation, answer: heard.append(answer))
    Job(2, lambda cancelled, progress: "second", threading.Event(), signals).start()
    qtbot.waitUntil(lambda: heard == ["second"], timeout=5000)


def test_the_last_reference_a_job_holds_is_let_go_of_in_the_ui_thread(qtbot: Any) -> None:
    ui = QThread.currentThread()
    where: list[bool] = []
    signals = JobSignals()
    ran = threading.Event()

    def start() -> None:  # the owned object lives only in the job's work
        owned = QObject()
        owned.destroyed.connect(lambda: where.append(QThread.currentThread() is ui))

        def work(cancelled: Any, progress: Any) -> object:
            ran.set()
            return owned.objectName()

        Job(1, work, threading.Event(), signals).start()

    start()
    assert ran.wait(HANG)
    qtbot.waitUntil(lambda: bool(where), timeout=5000)
    assert where == [True]


def test_once_closed_nothing_is_posted_and_what_is_handed_back_is_kept(
        qtbot: Any, monkeypatch: Any) -> None:
    relay.prepare()
    monkeypatch.setattr(relay, "_closed", False)  # the program's end, undone after the test
    monkeypatch.setattr(relay, "_kept", [])
    target = Target()
    heard: list[str] = []
    target.said.connect(heard.append)
    relay.close()
    kept = object()
    from_another_thread(lambda: relay.post(target, "said", "after the end"))
    from_another_thread(lambda: relay.hand_back([kept]))
    deliver_posted()
    assert heard == []
    assert relay._kept == [[kept]]  # let go of only when the process ends, in no thread
