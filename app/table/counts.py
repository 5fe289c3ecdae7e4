"""Counted phrases said outside a widget, with Qt's ``%n`` plural forms.

lupdate marks a message as a plural only in a ``self.tr(text, "", n)`` call, so the phrases
that module functions need ("%n point(s)") live as methods of :class:`Counts` (their context is
"Counts"). The English forms come from ``project_l_en.qm``; :func:`plural` keeps them readable
without any translation loaded, and says negative counts (a score under zero), which Qt's ``%n``
leaves alone.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from app.templates import counted


def plural(phrase: Callable[[int], str], n: int) -> str:
    """``phrase(n)`` (a ``%n`` phrase) for any count: "(s)" made right when no English plural file
    is loaded, and a negative count written with its sign."""
    text = counted(phrase(abs(n)), n)
    return text.replace(str(-n), str(n), 1) if n < 0 else text


class Counts(QObject):
    """The counted phrases of module functions (results, history, hints)."""

    def points(self, n: int) -> str:
        """"1 point" / "3 points"."""
        return plural(lambda k: self.tr("%n point(s)", "", k), n)

    def pieces(self, n: int) -> str:
        """"1 piece" / "3 pieces"."""
        return plural(lambda k: self.tr("%n piece(s)", "", k), n)

    def unfinished_game(self, actions: int) -> str:
        """A game left before its end, with how many actions were made."""
        return plural(lambda k: self.tr("not finished (%n action(s))", "", k), actions)

    def empty_squares(self, n: int) -> str:
        """"%1 (%2, 3 empty squares)" with a puzzle's id and points still to fill."""
        return plural(lambda k: self.tr("%1 (%2, %n empty square(s))", "", k), n)

    def tied_on_completed(self, completed: int) -> str:
        """The tiebreak by pieces: points (%1) and completed puzzles equal."""
        return plural(lambda k: self.tr(
            "Tied on %1 and %n completed puzzle(s): %2 wins with more pieces left in the supply "
            "(%3 against %4)", "", k), completed)

    def shared_victory(self, completed: int) -> str:
        """Every tiebreak equal: points (%1), completed puzzles, pieces left (%2)."""
        return plural(lambda k: self.tr(
            "Tied on %1, %n completed puzzle(s) and %2 left in the supply: a shared victory", "",
            k), completed)


_counts: Counts | None = None


def counts() -> Counts:
    """The one :class:`Counts` (made on first use)."""
    global _counts
    if _counts is None:
        _counts = Counts()
    return _counts
