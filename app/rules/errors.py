"""The project's own error types. Each message is written for a player, not a programmer."""

from __future__ import annotations

from app.rules.reasons import Reason


class ProjectLError(ValueError):
    """Base of every error the game raises on purpose."""


class IllegalAction(ProjectLError):
    """An action that breaks a rule in the current state ("W12 is not in a row: ...").

    ``reason`` is the :class:`~app.rules.reasons.Reason` (None when raised with a plain message,
    e.g. by a program that drives the engine); ``str()`` is its English sentence.
    """

    def __init__(self, reason: object) -> None:
        """Raise for ``reason`` (a Reason, or a sentence)."""
        super().__init__(str(reason))
        self.reason: Reason | None = reason if isinstance(reason, Reason) else None


class InvalidDeck(ProjectLError):
    """A deck file or deck data that cannot be used (bad JSON, bad shape, missing field...)."""


class InvalidRecord(ProjectLError):
    """A game record that is not valid (not JSON, wrong version, unknown ids, wrong deck sizes)."""
