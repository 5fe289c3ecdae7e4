"""What a deck lacks before it plays, in words: shared by ``project-l deck validate``, the
editor's deck library and the game's new-game dialog.

:class:`DeckStateText` says it through :class:`~app.core.words.CommandText` (one context,
"DeckStateText", for every program). The command line asks its own catalogs
(:class:`~app.core.words.Words`); windows pass :class:`app.i18n.InstalledWords`, which asks the
translators the application has installed, so a language switch is followed.
"""

from __future__ import annotations

from app.core.validation import SOLO, Lack, Readiness, Shortfall
from app.core.words import CommandText, fill


class DeckStateText(CommandText):
    """A deck's state and shortfalls in words."""

    def shortfall(self, s: Shortfall) -> str:
        """One thing a deck lacks: "needs 2 more black puzzles for 4 players"."""
        if s.lack is Lack.FIXES:
            return self.tr("has errors to fix in the editor")
        game = (self.tr("for the solo game") if s.players == SOLO
                else self.tr("for %n player(s)", "", s.players))
        if s.lack is Lack.WHITE:
            text = self.tr("needs %n more white puzzle(s) %1", "%1: for 4 players, for the "
                           "solo game", s.missing)
        else:
            text = self.tr("needs %n more black puzzle(s) %1", "%1: for 4 players, for the "
                           "solo game", s.missing)
        return fill(text, game)

    def lacks(self, ready: Readiness, players: int) -> str:
        """Everything the deck lacks for ``players``, in one line ("" if it plays)."""
        return "; ".join(self.shortfall(s) for s in ready.lacks(players))

    def all_lacks(self, ready: Readiness) -> list[str]:
        """Every shortfall once, for every player count (errors to fix said once)."""
        seen: list[str] = []
        for s in ready.shortfalls:
            line = self.shortfall(s)
            if line not in seen:
                seen.append(line)
        return seen

    def draft(self) -> str:
        """The marker of a draft."""
        return self.tr("Draft")

    def plays_with(self, ready: Readiness) -> str:
        """For which games a deck plays: "2–3 players, solo" ("" for none)."""
        counts = sorted(n for n in ready.playable_for if n != SOLO)
        parts = []
        if len(counts) > 1 and counts == list(range(counts[0], counts[-1] + 1)):
            parts.append(fill(self.tr("%1–%n player(s)", "", counts[-1]), counts[0]))
        else:
            parts += [self.tr("%n player(s)", "", n) for n in counts]
        if SOLO in ready.playable_for:
            parts.append(self.tr("solo"))
        return ", ".join(parts)
