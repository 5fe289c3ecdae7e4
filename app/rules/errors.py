"""The project's own error types. Each carries what went wrong as a value, a
:class:`~app.rules.reasons.Reason` (``reason``), translated where it is shown
(``app.i18n.problem_text``); ``str()`` is its English sentence, for the command line, logs and
programs."""

from __future__ import annotations

from typing import Self

from app.rules.reasons import Arg, Reason, ReasonKind


class ProjectLError(ValueError):
    """Base of every error the game raises on purpose.

    Made from a :class:`Reason` (``reason`` keeps it), from another of these errors (its reason
    is taken over: an ``InvalidDeck`` inside a record becomes the record's ``InvalidRecord``),
    or from a plain sentence (``reason`` is then None: a program that drives the engine, a
    developer's tool).
    """

    def __init__(self, reason: object) -> None:
        """Raise for ``reason`` (a Reason, another ProjectLError, or a sentence)."""
        if isinstance(reason, ProjectLError):
            reason = reason.reason if reason.reason is not None else str(reason)
        super().__init__(str(reason))
        self.reason: Reason | None = reason if isinstance(reason, Reason) else None

    @classmethod
    def of(cls, kind: ReasonKind, **args: Arg) -> Self:
        """The error for a reason given by its kind and fields, as :meth:`Reason.of` takes
        them: ``InvalidRecord.of(FileProblem.CELLS_LIST, where=where)``."""
        return cls(Reason.of(kind, **args))


class IllegalAction(ProjectLError):
    """An action that breaks a rule in the current state ("W12 is not in a row: ...").

    ``reason`` is the :class:`~app.rules.reasons.Reason` (None when raised with a plain message,
    e.g. by a program that drives the engine); ``str()`` is its English sentence.
    """


class InvalidDeck(ProjectLError):
    """A deck file or deck data that cannot be used (bad JSON, bad shape, missing field...)."""


class InvalidRecord(ProjectLError):
    """A game record that is not valid (not JSON, wrong version, unknown ids, wrong deck sizes)."""
