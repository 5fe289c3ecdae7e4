"""The editor's exports that take a while: the print & play PDF and the Tabletop Simulator deck.

Each runs off the UI thread (:mod:`editor.print_job`, :mod:`editor.tts`) while a progress
dialog with Cancel shows; what was written, or why nothing was, is said when it ends.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, SignalInstance
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMessageBox, QProgressDialog

from app.core.deck_library import slug
from app.model.background import BackgroundOp
from app.model.editor_document import EditorDocument
from app.templates import counted, fill
from editor.commands import SetBackCommand
from editor.print_dialog import PrintChoices, PrintDialog, store_choices, stored_choices
from editor.print_job import PrintExport
from editor.tts import TtsExport, TtsText, export_tts


class Exports(QObject):
    """Export PDF for print & play, and Export for Tabletop Simulator, with their progress."""

    def __init__(self, window: QMainWindow, document: EditorDocument) -> None:
        super().__init__(window)
        self.window = window
        self.document = document
        self.print_export = PrintExport(self)
        self.pdf_progress: QProgressDialog | None = None
        self.tts = BackgroundOp(self)
        self.tts_progress: QProgressDialog | None = None

    def _progress(self, title: str, label: str) -> QProgressDialog:
        progress = QProgressDialog(self.window)
        progress.setWindowTitle(title)
        progress.setLabelText(label)
        progress.setCancelButtonText(self.tr("Cancel"))
        progress.setRange(0, 0)
        progress.setMinimumDuration(300)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        return progress

    @staticmethod
    def _close(progress: QProgressDialog, links: list[tuple[SignalInstance,
                                                             Callable[..., object]]]) -> None:
        for signal, slot in links:
            signal.disconnect(slot)
        progress.close()
        progress.deleteLater()

    # ------------------------------------------------------------------ print & play

    def export_pdf(self) -> None:
        """Ask how to print, where to write, then write the print & play PDF in the
        background (a progress dialog with Cancel shows meanwhile)."""
        doc = self.document.doc
        if doc is None or self.print_export.running:
            return
        dialog = PrintDialog(self.window, stored_choices(), doc.deck(), editable=not doc.read_only)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        choices = dialog.choices()
        store_choices(choices)
        if dialog.design_changed():  # the backs' design belongs to the deck: one undo step
            self.document.stack.push(SetBackCommand(doc, dialog.back_design()))
        start = Path.home() / (slug(doc.name) + ".pdf")
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export PDF"), str(start),
                                              self.tr("PDF files (*.pdf)"))
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        self.start_pdf_export(path, choices)

    def start_pdf_export(self, path: str, choices: PrintChoices) -> None:
        """Write the open deck's PDF to ``path`` off the UI thread, showing its progress."""
        doc = self.document.doc
        if doc is None:
            return
        export = self.print_export
        progress = self._progress(self.tr("Print & play"), self.tr("Writing the PDF…"))
        self.pdf_progress = progress

        def on_progress(done: int, total: int) -> None:
            progress.setRange(0, total)
            progress.setValue(done)

        def close() -> None:
            self._close(progress, [(export.progress, on_progress), (export.finished, on_finished),
                                   (export.failed, on_failed), (progress.canceled, on_cancel)])
            self.pdf_progress = None

        def on_finished(pages: int, written: str) -> None:
            close()
            self.window.statusBar().showMessage(
                fill(counted(self.tr("Wrote %n page(s) to %1", "", pages), pages), written), 8000)

        def on_failed(message: str) -> None:
            close()
            QMessageBox.critical(self.window, self.tr("Cannot write the PDF"), message)

        def on_cancel() -> None:
            export.cancel()
            close()
            self.window.statusBar().showMessage(
                self.tr("PDF export cancelled: nothing was written"), 6000)

        export.progress.connect(on_progress)
        export.finished.connect(on_finished)
        export.failed.connect(on_failed)
        progress.canceled.connect(on_cancel)
        export.start(doc.deck(), path, choices)

    # ------------------------------------------------------------------ Tabletop Simulator

    def export_tts(self) -> None:
        """Ask for a folder, then write the deck for Tabletop Simulator there in the
        background: card sheets, backs and a saved object (docs/formats.md)."""
        doc = self.document.doc
        if doc is None or self.tts.running:
            return
        folder = QFileDialog.getExistingDirectory(
            self.window, self.tr("Export for Tabletop Simulator: choose a folder"),
            str(Path.home()))
        if folder:
            self.start_tts_export(Path(folder))

    def start_tts_export(self, folder: Path) -> None:
        """Write the open deck's Tabletop Simulator files into ``folder`` off the UI thread."""
        doc = self.document.doc
        if doc is None:
            return
        deck = doc.deck()
        words = TtsText().words(deck)
        progress = self._progress(self.tr("Tabletop Simulator"),
                                  self.tr("Painting the card sheets…"))
        self.tts_progress = progress

        def close() -> None:
            self._close(progress, [(progress.canceled, on_cancel)])
            self.tts_progress = None

        def on_progress(done: int, total: int) -> None:
            progress.setRange(0, total)
            progress.setValue(done)

        def on_done(answer: object) -> None:
            close()
            if isinstance(answer, TtsExport):
                self.window.statusBar().showMessage(
                    fill(self.tr("Wrote the Tabletop Simulator deck to %1"),
                         str(answer.saved_object)), 10000)
            else:
                on_failed(str(answer))

        def on_failed(message: str) -> None:
            close()
            QMessageBox.critical(self.window, self.tr("Cannot export the deck"), message)

        def on_cancel() -> None:
            self.tts.cancel()
            close()
            self.window.statusBar().showMessage(
                self.tr("Export cancelled: nothing was written"), 6000)

        def work(cancelled: Callable[[], bool], report: Callable[[int, int], None]) -> object:
            try:
                return export_tts(deck, folder, words, progress=report, cancelled=cancelled)
            except OSError as exc:
                return str(exc)

        progress.canceled.connect(on_cancel)
        self.tts.start(work, on_done, on_failed, on_progress)

    def cancel(self) -> None:
        """Stop every export (the window closes): nothing more is written."""
        self.print_export.cancel()
        self.tts.cancel()
