"""The print & play dialog: paper, card backs for two-sided printing, which pieces to print.

The choices are remembered (settings ``editor/paper``, ``editor/print_backs``,
``editor/print_flip``, ``editor/print_pieces``). The dialog only asks; the editor window runs
the export (:mod:`editor.print_job`) once a file is chosen.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.model.settings_files import open_store
from editor.pdf import FLIPS, PIECE_CHOICES

PAPERS = ("a4", "letter")


@dataclass(frozen=True, slots=True)
class PrintChoices:
    """What the user chose: see :func:`editor.pdf.export_pdf` for the meaning of each."""

    page: str = "a4"
    backs: bool = True
    flip: str = "long"
    pieces: str = "custom"


def stored_choices() -> PrintChoices:
    """The choices made last time (the defaults the first time)."""
    s = open_store()
    page = str(s.value("editor/paper", "a4"))
    flip = str(s.value("editor/print_flip", "long"))
    pieces = str(s.value("editor/print_pieces", "custom"))
    backs = str(s.value("editor/print_backs", "true")).lower() in ("true", "1")
    return PrintChoices(
        page if page in PAPERS else "a4",
        backs,
        flip if flip in FLIPS else "long",
        pieces if pieces in PIECE_CHOICES else "custom",
    )


def store_choices(choices: PrintChoices) -> None:
    """Remember the choices for next time."""
    s = open_store()
    s.setValue("editor/paper", choices.page)
    s.setValue("editor/print_backs", "true" if choices.backs else "false")
    s.setValue("editor/print_flip", choices.flip)
    s.setValue("editor/print_pieces", choices.pieces)


class PrintDialog(QDialog):
    """Asks how to print the deck; :meth:`choices` is the answer."""

    def __init__(self, parent: QWidget | None = None, choices: PrintChoices | None = None) -> None:
        super().__init__(parent)
        start = choices or PrintChoices()
        self.paper = QComboBox()
        self.backs = QCheckBox()
        self.flip = QComboBox()
        self.pieces = QComboBox()
        self.note = QLabel()
        self.note.setWordWrap(True)
        for combo, n in ((self.paper, len(PAPERS)), (self.flip, 2), (self.pieces, 3)):
            combo.addItems([""] * n)
        self.paper.setCurrentIndex(PAPERS.index(start.page))
        self.backs.setChecked(start.backs)
        self.flip.setCurrentIndex(FLIPS.index(start.flip))
        self.pieces.setCurrentIndex(PIECE_CHOICES.index(start.pieces))
        self.backs.toggled.connect(self.flip.setEnabled)
        self.flip.setEnabled(start.backs)
        self.labels = [QLabel() for _ in range(4)]
        self.form = QFormLayout()
        for label, field in zip(
            self.labels, (self.paper, self.backs, self.flip, self.pieces), strict=True
        ):
            label.setBuddy(field)
            self.form.addRow(label, field)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(self.tr("Print & play"))
        for i, text in enumerate((self.tr("A4"), self.tr("US Letter"))):
            self.paper.setItemText(i, text)
        self.backs.setText(self.tr("Print card &backs (two-sided printing)"))
        for i, text in enumerate(
            (self.tr("Flip on the long edge"), self.tr("Flip on the short edge"))
        ):
            self.flip.setItemText(i, text)
        for i, text in enumerate(
            (
                self.tr("Custom shapes only"),
                self.tr("All shapes"),
                self.tr("No pieces"),
            )
        ):
            self.pieces.setItemText(i, text)
        labels = (
            self.tr("&Paper size:"),
            self.tr("Card backs:"),
            self.tr("&Duplex:"),
            self.tr("P&ieces to cut out:"),
        )
        for label, text in zip(self.labels, labels, strict=True):
            label.setText(text)
        self.note.setText(
            self.tr(
                "Each page of cards is followed by a page of their backs: print both sides, "
                "at actual size. Pieces of the classic shapes come from the game box."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def choices(self) -> PrintChoices:
        """The options as chosen."""
        return PrintChoices(
            PAPERS[self.paper.currentIndex()],
            self.backs.isChecked(),
            FLIPS[self.flip.currentIndex()],
            PIECE_CHOICES[self.pieces.currentIndex()],
        )
