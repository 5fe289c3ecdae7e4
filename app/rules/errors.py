"""The project's own error types. Each message is written for a player, not a programmer."""

from __future__ import annotations


class ProjectLError(ValueError):
    """Base of every error the game raises on purpose."""


class IllegalAction(ProjectLError):
    """An action that breaks a rule in the current state ("W12 is not in a row")."""


class InvalidDeck(ProjectLError):
    """A deck file or deck data that cannot be used (bad JSON, bad shape, missing field...)."""


class InvalidRecord(ProjectLError):
    """A game record that is not valid (not JSON, wrong version, unknown ids, wrong deck sizes)."""
