"""Counted phrases: Qt's ``%n`` plurals, readable in English without a translation file."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from app.i18n import classic_text
from app.templates import counted

if TYPE_CHECKING:
    from app.model.deck_document import DeckDocument


def shown(doc: DeckDocument, text: str) -> str:
    """A text of the open deck (its name, description, a piece's name) as the editor shows it:
    the built-in classic deck's in the interface language (it is read-only), a deck of the
    designer's as written."""
    return classic_text(text) if doc.read_only else text


class PrintCounts(QObject):
    """The counted phrases of the printed deck (module functions cannot ``self.tr``)."""

    def pieces(self, n: int) -> str:
        """"1 piece" / "10 pieces"."""
        return counted(self.tr("%n piece(s)", "", n), n)


class EditCounts(QObject):
    """The counted names of edits of several puzzles (the undo stack's steps)."""

    def set_points(self, n: int) -> str:
        """"Set points of 3 puzzles"."""
        return counted(self.tr("Set points of %n puzzle(s)", "", n), n)

    def set_reward(self, n: int) -> str:
        """"Set reward of 3 puzzles"."""
        return counted(self.tr("Set reward of %n puzzle(s)", "", n), n)

    def make_white(self, n: int) -> str:
        """"Make 3 puzzles white"."""
        return counted(self.tr("Make %n puzzle(s) white", "", n), n)

    def make_black(self, n: int) -> str:
        """"Make 3 puzzles black"."""
        return counted(self.tr("Make %n puzzle(s) black", "", n), n)

    def delete(self, n: int) -> str:
        """"Delete 3 puzzles"."""
        return counted(self.tr("Delete %n puzzle(s)", "", n), n)

    def duplicate(self, n: int) -> str:
        """"Duplicate 3 puzzles"."""
        return counted(self.tr("Duplicate %n puzzle(s)", "", n), n)

    def paste(self, n: int) -> str:
        """"Paste 3 puzzles"."""
        return counted(self.tr("Paste %n puzzle(s)", "", n), n)

    def cards_selected(self, n: int) -> str:
        """"3 cards selected"."""
        return counted(self.tr("%n card(s) selected", "", n), n)
