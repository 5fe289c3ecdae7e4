"""The game window's status line: what the table says (whose turn, why a move was refused).

An error is marked by a sign and in bold, not only by colour. The pieces a text names are
shown as small pictures before their ids (``app.table.piece_words``); :meth:`StatusLine.text`
gives the words, and a screen reader reads them as its description.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QStatusBar

from app.rules import Deck, Shape
from app.table.piece_words import PictureLabelText, has_pieces, plain


class StatusLine(QObject):
    """The label of ``bar`` that says the table's news; ``deck`` gives the deck of the game on
    the table (None: no game), whose pieces are drawn."""

    def __init__(self, bar: QStatusBar, deck: Callable[[], Deck | None]) -> None:
        super().__init__(bar)
        self._deck = deck
        self.label = QLabel()
        self.label.setObjectName("statusLine")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAccessibleName(self.tr("Status"))
        self._plain = ""
        self._pictures = PictureLabelText(self._shape_lookup)
        bar.addWidget(self.label, 1)

    def show(self, text: str, error: bool) -> None:
        """Say ``text`` (an error is marked)."""
        shown = ("⚠ " + text) if error else text
        self._plain = plain(shown)
        if has_pieces(shown):  # the pieces named are shown as pictures before their ids
            self.label.setTextFormat(Qt.TextFormat.RichText)
            self.label.setText(self._pictures.html(shown, self.label.devicePixelRatioF()))
        else:
            self.label.setTextFormat(Qt.TextFormat.PlainText)
            self.label.setText(shown)
        self.label.setAccessibleDescription(self._plain)
        self.label.setStyleSheet("color: #b3261e; font-weight: bold" if error else "")

    def text(self) -> str:
        """What the line says now (its words: pieces shown as pictures are named)."""
        return self._plain

    def _shape_lookup(self) -> Callable[[str], Shape | None]:
        deck = self._deck()
        if deck is None:
            return lambda _p: None
        return lambda p: deck.shapes[deck.shape_index[p]] if p in deck.shape_index else None
