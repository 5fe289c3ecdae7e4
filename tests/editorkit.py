"""Helpers of the deck editor's tests: the message boxes answered as told, and the editor window
opened on the classic deck, shown and exposed (offscreen), and deck files read only when the test
lets them."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from faultkit import Said
from PySide6.QtCore import QSize, QThread
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.model import editor_document
from editor.window import EditorWindow


class Dialogs(Said):
    """Stands in for the modal dialogs: records what they said (a box's text and informative
    text) and answers as told, a box opened with ``exec`` too."""

    @property
    def shown(self) -> list[str]:
        return self.boxes

    def heard(self, box: QMessageBox) -> str:
        return box.text() + "\n" + box.informativeText()

    def answer_to(self, box: QMessageBox) -> QMessageBox.StandardButton:
        return self.answer


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    return Dialogs(monkeypatch)


def open_editor(qtbot: QtBot, *, size: QSize | None = None, debounce_ms: int | None = None,
                activate: bool = False) -> EditorWindow:
    """The editor on the classic deck, shown and exposed: resized to ``size``, its autosave
    and watch debounce shortened to ``debounce_ms`` (the tests wait less), made the active
    window (for key presses) where asked."""
    w = EditorWindow()
    qtbot.addWidget(w)
    if debounce_ms is not None:
        w.document.autosave_timer.setInterval(debounce_ms)
        w.document.watch_timer.setInterval(debounce_ms)
    w.open_classic()
    if size is not None:
        w.resize(size)
    w.show()
    qtbot.waitExposed(w)
    if activate:
        w.activateWindow()
    return w


@pytest.fixture
def window(qtbot: QtBot, dialogs: Dialogs) -> Iterator[EditorWindow]:
    """The editor on the classic deck, its boxes answered by ``dialogs``; left clean at the end
    (closing asks nothing)."""
    w = open_editor(qtbot)
    yield w
    w.stack.setClean()


def held_reads(monkeypatch: pytest.MonkeyPatch) -> tuple[threading.Event, list[QThread]]:
    """The editor's reads of deck files wait until the test sets the gate returned; the list
    returned holds the thread of each read, as it starts."""
    gate = threading.Event()
    readers: list[QThread] = []
    real = editor_document.read_deck_file_bytes

    def held(p: Path) -> object:
        readers.append(QThread.currentThread())
        assert gate.wait(30), "the test never let the read finish"
        return real(p)

    monkeypatch.setattr(editor_document, "read_deck_file_bytes", held)
    return gate, readers
