"""Signals from other threads, delivered safely to objects the UI thread may delete.

A thread that emits a signal of a QObject owned by the UI thread races with the UI thread
deleting that object (a window closed while its job still works): the emit can run on a
half-destroyed object and crash the program, which no ``try`` can catch. :func:`post` never
touches the target from the calling thread: it emits on one relay that lives in the UI thread
for the whole run, and the relay, in the UI thread, emits the target's signal only if the
target still exists. Deleting and emitting then both happen in the UI thread, one after the
other.

At the program's end (:func:`close`, called by :func:`app.model.thinking.finish_background_work`)
the relay stops: nothing is posted any more, and what threads hand back is kept until the
process ends, since the UI thread will not run its queue again and the interpreter may be
tearing Qt's objects down.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal
from shiboken6 import isValid


class _Relay(QObject):
    forward = Signal(object, str, object)  # target, signal name, arguments
    handed_back = Signal(object)  # what a thread lets go of, to be let go of here

    def __init__(self) -> None:
        super().__init__()
        self.forward.connect(self._deliver)
        self.handed_back.connect(self._let_go)

    def _deliver(self, target: QObject, name: str, args: tuple[object, ...]) -> None:
        if isValid(target):  # deleted meanwhile: the answer has nobody to go to
            getattr(target, name).emit(*args)

    def _let_go(self, box: object) -> None:
        """Let go of what a thread handed back (:func:`hand_back`), here in the UI thread."""
        if isinstance(box, list):
            box.clear()


_relay: _Relay | None = None
_lock = threading.Lock()
_closed = False
_kept: list[object] = []  # handed back after the end: never let go of in a thread


def _the_relay() -> _Relay:
    global _relay
    with _lock:
        if _relay is None:
            relay = _Relay()
            app = QCoreApplication.instance()
            if app is not None:  # made in the thread that asks: it must answer in the UI one
                relay.moveToThread(app.thread())
            _relay = relay
        return _relay


def prepare() -> None:
    """Make the relay now (call from the UI thread, before any thread posts)."""
    _the_relay()


def close() -> None:
    """The program is ending: post nothing any more (safe to call twice)."""
    global _closed
    _closed = True


def post(target: QObject, name: str, *args: object) -> None:
    """Emit ``target``'s signal ``name`` with ``args`` in the UI thread, unless ``target`` has
    been deleted by then, or the program is ending (then nobody is told). Safe to call from
    any thread."""
    if _closed:
        return
    try:
        _the_relay().forward.emit(target, name, args)
    except RuntimeError:  # the interpreter's end deleted the relay: nobody is listening
        pass


def hand_back(box: list[object]) -> None:
    """Let go of what ``box`` holds in the UI thread instead of this one (safe from any thread).

    A thread's last reference to a window, or to a closure that holds one, would otherwise
    delete that Qt object in the wrong thread. The caller puts its only references into
    ``box`` and keeps none: the UI thread empties the box, so they are let go of there even if
    this thread lets go of the box itself later (a plain argument would still be held by this
    thread's call while the UI thread runs, and could be let go of last here). Once the
    program is ending they are kept until the process ends instead."""
    if not _closed:
        try:
            _the_relay().handed_back.emit(box)
            return
        except RuntimeError:  # the interpreter's end deleted the relay
            pass
    with _lock:
        _kept.append(box)


def poster(target: QObject, name: str) -> Callable[..., None]:
    """A callable for another thread that :func:`post`\\ s ``target``'s signal ``name``."""

    def send(*args: object) -> None:
        post(target, name, *args)

    return send
