"""The print & play export off the UI thread, with progress and cancel.

A deck of 100 puzzles takes a second or two to write, more on a slow machine: the export runs
as a :class:`~app.model.thinking.Job` in Qt's thread pool (it paints on a PDF writer, never
on a widget, which Qt allows outside the UI thread) and the window shows a progress dialog
whose Cancel stops it between two pages, writing nothing.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.core.atomic import problem_of
from app.i18n import problem_text
from app.model.thinking import Job, JobCancelled, JobSignals
from app.rules import Deck
from editor.pdf import ExportCancelled, export_pdf
from editor.print_dialog import PrintChoices


class PrintExport(QObject):
    """One export at a time: :meth:`start`, then ``finished``, ``failed`` or nothing after
    :meth:`cancel`; ``progress`` reports pages done and pages in all."""

    finished = Signal(int, str)  # pages, path
    failed = Signal(str)  # why the file was not written
    progress = Signal(int, int)  # pages done, pages

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._signals = JobSignals(self)
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)
        self._signals.progress.connect(self._on_progress)
        self._generation = 0
        self._cancel: threading.Event | None = None
        self.running = False
        self._path_for_report = ""

    def start(self, deck: Deck, path: str | Path, choices: PrintChoices) -> None:
        """Write the PDF of ``deck`` to ``path`` in the background."""
        self.cancel()
        self._generation += 1
        cancel = threading.Event()
        self._cancel = cancel
        self.running = True
        target = str(path)
        self._path_for_report = target

        def work(cancelled: Callable[[], bool], progress: Callable[[int, int], None]) -> object:
            try:
                pages = export_pdf(
                    deck,
                    target,
                    page=choices.page,
                    backs=choices.backs,
                    flip=choices.flip,
                    pieces=choices.pieces,
                    progress=progress,
                    cancelled=cancelled,
                )
            except ExportCancelled as exc:
                raise JobCancelled(str(exc)) from exc
            except OSError as exc:
                return problem_of(exc)  # said in the interface's language below
            return pages

        Job(self._generation, work, cancel, self._signals).start()

    def cancel(self) -> None:
        """Stop the export that runs (nothing is written, nothing is reported)."""
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
        self.running = False

    def _on_done(self, generation: int, answer: object) -> None:
        if generation != self._generation or not self.running:
            return
        self.running = False
        self._cancel = None
        if isinstance(answer, int):
            self.finished.emit(answer, self._path_for_report)
        else:
            self.failed.emit(problem_text(answer))

    def _on_failed(self, generation: int, message: str) -> None:
        if generation == self._generation and self.running:
            self.running = False
            self._cancel = None
            self.failed.emit(message)

    def _on_progress(self, generation: int, done: int, total: int) -> None:
        if generation == self._generation and self.running:
            self.progress.emit(done, total)
