"""The print & play export off the UI thread, with progress and cancel.

A deck of 100 puzzles takes a second or two to write, more on a slow machine: the export runs
on a :class:`~app.model.background.BackgroundOp`, in a thread of Qt's pool (it paints on a PDF
writer, never on a widget, which Qt allows outside the UI thread), and the window shows a
progress dialog whose Cancel stops it between two pages, writing nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.core.atomic import problem_of
from app.i18n import problem_text
from app.model.background import BackgroundOp
from app.model.thinking import JobCancelled
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
        self._op = BackgroundOp(self)
        self._path_for_report = ""

    @property
    def running(self) -> bool:
        """Whether an export runs."""
        return self._op.running

    def start(self, deck: Deck, path: str | Path, choices: PrintChoices) -> None:
        """Write the PDF of ``deck`` to ``path`` in the background."""
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

        self._op.start(work, self._on_done, self.failed.emit, self.progress.emit)

    def cancel(self) -> None:
        """Stop the export that runs (nothing is written, nothing is reported)."""
        self._op.cancel()

    def _on_done(self, answer: object) -> None:
        if isinstance(answer, int):
            self.finished.emit(answer, self._path_for_report)
        else:
            self.failed.emit(problem_text(answer))
