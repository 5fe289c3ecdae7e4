"""Counted phrases: Qt's ``%n`` plurals, readable in English without a translation file."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app.i18n import classic_text

if TYPE_CHECKING:
    from app.model.deck_document import DeckDocument


def shown(doc: DeckDocument, text: str) -> str:
    """A text of the open deck (its name, description, a piece's name) as the editor shows it:
    the built-in classic deck's in the interface language (it is read-only), a deck of the
    designer's as written."""
    return classic_text(text) if doc.read_only else text


def counted(text: str, n: int) -> str:
    """Finish a ``%n`` phrase translated with ``self.tr(text, "", n)``.

    Sources are written ``"%n warning(s)"`` as Qt's plural forms expect (lupdate then marks
    them as plurals); a translation gives the right form, and the English source reads
    "1 warning" / "2 warnings".
    """
    return text.replace("(s)", "" if n == 1 else "s")


class PrintCounts(QObject):
    """The counted phrases of the printed deck (module functions cannot ``self.tr``)."""

    def pieces(self, n: int) -> str:
        """"1 piece" / "10 pieces"."""
        return counted(self.tr("%n piece(s)", "", n), n)
