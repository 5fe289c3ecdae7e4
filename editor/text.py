"""Counted phrases: Qt's ``%n`` plurals, readable in English without a translation file."""

from __future__ import annotations

from PySide6.QtCore import QObject


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
