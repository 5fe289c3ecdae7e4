"""The print & play dialog: paper, card backs for two-sided printing and their design, which
pieces to print.

The paper, duplex and pieces choices are remembered (settings ``editor/paper``,
``editor/print_backs``, ``editor/print_flip``, ``editor/print_pieces``). What the backs show
(the game's emblem, the deck's name, the deck's name and a picture) belongs to the deck: the
window saves it with the deck as an undoable edit (:class:`editor.commands.SetBackCommand`).
A preview shows a white and a black back as they will print. The dialog only asks; the
editor window runs the export (:mod:`editor.print_job`) once a file is chosen.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QEvent,
    QIODevice,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QImage, QImageReader, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.atomic import problem_of
from app.i18n import problem_text, sentences
from app.model.settings_files import open_store
from app.rules import MAX_BACK_IMAGE, BackDesign, Deck, classic_deck, image_problem
from app.templates import fill
from editor.pdf import FLIPS, PIECE_CHOICES, back_image, paint_back

PAPERS = ("a4", "letter")
BACK_CHOICES = ("emblem", "name", "picture")
"""What the backs show, as the dialog offers it: the game's emblem, the deck's name, or the
deck's name under a picture."""
PICTURE_SIDE = 1200
"""A chosen picture larger than this (in pixels, either side) is scaled down to it: enough
for the 48 x 40 mm it prints at, at 600 dpi."""
MAX_PICTURE_FILE = 40_000_000


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


# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


class PictureError(ValueError):
    """A file that cannot be the card backs' picture (the message says why, for people)."""


def picture_for_backs(path: str | Path) -> bytes:
    """The bytes to keep in the deck for the picture in ``path``: the file itself when it is a
    PNG or JPEG of a sensible size, else the picture scaled down to :data:`PICTURE_SIDE` and
    stored as PNG (with transparency) or JPEG, small enough for the deck file.

    :raises PictureError: for a file that is not a picture Qt reads, or is too large.
    """
    p = Path(path)
    try:
        if p.stat().st_size > MAX_PICTURE_FILE:
            raise PictureError(translate("PrintDialog", "The picture's file is too large."))
        raw = p.read_bytes()
    except OSError as exc:
        raise PictureError(problem_text(problem_of(exc))) from exc
    buffer = QBuffer()
    buffer.setData(QByteArray(raw))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    size = reader.size()
    if not size.isValid() or size.isEmpty():
        raise PictureError(translate("PrintDialog", "This file is not a picture (PNG or JPEG) that can be read."))
    fits = size.width() <= PICTURE_SIDE and size.height() <= PICTURE_SIDE
    if fits and image_problem(raw) is None:
        return raw  # kept as it is: no loss
    if not fits:
        reader.setScaledSize(size.scaled(QSize(PICTURE_SIDE, PICTURE_SIDE),
                                         Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    if image.isNull():
        raise PictureError(translate("PrintDialog", "This file is not a picture (PNG or JPEG) that can be read."))
    for quality in (90, 80, 70, 55):
        data = _encoded(image, quality)
        if len(data) <= MAX_BACK_IMAGE:
            return data
        image = image.scaled(image.size() * 0.8, Qt.AspectRatioMode.KeepAspectRatio)
    raise PictureError(translate("PrintDialog", "The picture cannot be made small enough for the deck."))


def _encoded(image: QImage, quality: int) -> bytes:
    """PNG for a picture with transparency (or a small one), else JPEG."""
    data = QByteArray()
    out = QBuffer(data)
    out.open(QIODevice.OpenModeFlag.WriteOnly)
    fmt = "PNG" if image.hasAlphaChannel() else "JPEG"
    image.save(out, fmt, quality)  # type: ignore[call-overload]
    return bytes(data.data())


class BackPreview(QWidget):
    """A white and a black card back, as they will print."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck: Deck = classic_deck()
        self.image: QImage | None = None
        self.setMinimumSize(200, 140)

    def show_design(self, deck: Deck) -> None:
        """Paint the backs of ``deck``."""
        self.deck = deck
        self.image = back_image(deck.back)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(220, 150)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        h = self.height() - 4
        w = h / 1.4
        gap = 12.0
        x = (self.width() - 2 * w - gap) / 2
        for i, colour in enumerate(("white", "black")):
            paint_back(p, self.deck, colour, QRectF(x + i * (w + gap), 2, w, h), self.image)
        p.end()


class PrintDialog(QDialog):
    """Asks how to print the deck; :meth:`choices` and :meth:`back_design` are the answer.

    ``deck`` is the deck to print (its backs' design is where the dialog starts); with
    ``editable`` False (the read-only classic deck) the design cannot be changed.
    """

    def __init__(self, parent: QWidget | None = None, choices: PrintChoices | None = None,
                 deck: Deck | None = None, *, editable: bool = True) -> None:
        super().__init__(parent)
        start = choices or PrintChoices()
        self.deck = deck if deck is not None else classic_deck()
        self.editable = editable
        self.picture = self.deck.back.image
        self.paper = QComboBox()
        self.backs = QCheckBox()
        self.flip = QComboBox()
        self.design = QComboBox()
        self.choose = QPushButton()
        self.choose.clicked.connect(self.choose_picture)
        self.picture_note = QLabel()
        self.picture_note.setWordWrap(True)
        self.preview = BackPreview()
        self.pieces = QComboBox()
        self.note = QLabel()
        self.note.setWordWrap(True)
        for combo, n in ((self.paper, len(PAPERS)), (self.flip, 2), (self.pieces, 3),
                         (self.design, len(BACK_CHOICES))):
            combo.addItems([""] * n)
        self.paper.setCurrentIndex(PAPERS.index(start.page))
        self.backs.setChecked(start.backs)
        self.flip.setCurrentIndex(FLIPS.index(start.flip))
        self.pieces.setCurrentIndex(PIECE_CHOICES.index(start.pieces))
        back = self.deck.back
        self.design.setCurrentIndex(
            0 if back.design == "emblem" and not back.image else 2 if back.image else 1)
        self.backs.toggled.connect(self._update)
        self.design.currentIndexChanged.connect(self._update)
        picture_row = QWidget()
        row = QHBoxLayout(picture_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.choose)
        row.addWidget(self.picture_note, 1)
        self.labels = [QLabel() for _ in range(6)]
        self.form = QFormLayout()
        for label, field in zip(
            self.labels,
            (self.paper, self.backs, self.flip, self.design, picture_row, self.pieces),
            strict=True,
        ):
            label.setBuddy(self.choose if field is picture_row else field)
            self.form.addRow(label, field)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)  # the note may grow
        layout.addLayout(self.form)
        layout.addWidget(self.preview)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._update()

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
            (self.tr("The game's emblem"), self.tr("The deck's name"),
             self.tr("The deck's name and a picture"))
        ):
            self.design.setItemText(i, text)
        self.choose.setText(self.tr("C&hoose a picture…"))
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
            self.tr("Backs &show:"),
            self.tr("Picture:"),
            self.tr("P&ieces to cut out:"),
        )
        for label, text in zip(self.labels, labels, strict=True):
            label.setText(text)
        self._say()

    def _say(self) -> None:
        note = self.tr(
            "Each page of cards is followed by a page of their backs: print both sides, "
            "at actual size. Pieces of the classic shapes come from the game box."
        )
        if not self.editable:
            note = sentences(note, self.tr("The classic deck's backs are the game's own: "
                                           "duplicate the deck to give its backs a design of "
                                           "its own."))
        elif self.design_changed():
            note = sentences(note, self.tr("The backs' design is saved with the deck."))
        self.note.setText(note)
        if self.picture:
            kb = max(1, round(len(self.picture) / 1000))
            self.picture_note.setText(fill(self.tr("A picture of %1 kB"), str(kb)))
        else:
            self.picture_note.setText(self.tr("No picture chosen"))

    def _update(self) -> None:
        backs = self.backs.isChecked()
        self.flip.setEnabled(backs)
        self.design.setEnabled(backs and self.editable)
        self.choose.setEnabled(backs and self.editable and BACK_CHOICES[
            self.design.currentIndex()] == "picture")
        self.preview.setEnabled(backs)
        self.preview.show_design(self._deck_with_design())
        self._say()

    def _deck_with_design(self) -> Deck:
        """What the preview needs of the deck: its name and the chosen design."""
        return Deck(self.deck.name, (), (), back=self.back_design())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def choose_picture(self) -> None:
        """Ask for a picture file (PNG or JPEG) for the backs."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Choose a picture for the card backs"), str(Path.home()),
            self.tr("Pictures (*.png *.jpg *.jpeg)"))
        if path:
            self.set_picture_file(path)

    def set_picture_file(self, path: str | Path) -> bool:
        """Take the picture in ``path`` for the backs; a file that is not one is said, and
        changes nothing."""
        try:
            self.picture = picture_for_backs(path)
        except PictureError as exc:
            self.picture_note.setText(str(exc))
            return False
        self.design.setCurrentIndex(BACK_CHOICES.index("picture"))
        self._update()
        return True

    def choices(self) -> PrintChoices:
        """The options as chosen."""
        return PrintChoices(
            PAPERS[self.paper.currentIndex()],
            self.backs.isChecked(),
            FLIPS[self.flip.currentIndex()],
            PIECE_CHOICES[self.pieces.currentIndex()],
        )

    def back_design(self) -> BackDesign:
        """What the backs show, as chosen (the deck's own when it cannot be changed)."""
        if not self.editable:
            return self.deck.back
        choice = BACK_CHOICES[self.design.currentIndex()]
        if choice == "emblem":
            return BackDesign()
        if choice == "picture" and self.picture:
            return BackDesign("name", self.picture)
        return BackDesign("name")

    def design_changed(self) -> bool:
        """Whether the chosen design differs from the deck's."""
        return self.editable and self.back_design() != self.deck.back
