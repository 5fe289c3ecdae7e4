"""Why one turn is better than another, as a value (the reasons of the game analysis).

An :class:`Explanation` is a kind (a member of :class:`Why`) plus its fields, compared as a
value like :class:`app.rules.reasons.Reason`. Each kind's value is its English template with
``{named}`` fields, marked with :func:`QT_TRANSLATE_NOOP` in context ``"Analysis"`` so that
lupdate extracts them although this package never imports Qt; ``str()`` is the English
sentence, and the interface translates the template (``QCoreApplication.translate("Analysis",
kind.value)``) and fills it with :meth:`Explanation.render`. The fields are puzzle and piece ids
and small numbers (a list of ids is one text field, the ids separated by ", "); the
sentences name no squares.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, unique
from typing import Any, TypeAlias

from app.rules import QT_TRANSLATE_NOOP, field_value, fill_template
from app.rules import template_fields as template_fields


@unique
class Why(Enum):
    """Why the best turn found is better than the one played, in a player's words."""

    COMPLETES_NOW = QT_TRANSLATE_NOOP(
        "Analysis", "completes {puzzle} now and takes its {reward} reward"
    )
    COMPLETES_SEVERAL = QT_TRANSLATE_NOOP("Analysis", "completes {puzzles} this turn")
    COMPLETES_MORE = QT_TRANSLATE_NOOP(
        "Analysis", "completes {puzzles} this turn instead of only {other}"
    )
    COMPLETES_EARLIER = QT_TRANSLATE_NOOP(
        "Analysis", "completes {puzzle} now and takes its {reward} reward a round earlier"
    )
    BIGGER_PUZZLE = QT_TRANSLATE_NOOP(
        "Analysis", "takes {puzzle}, worth {points} points, instead of {other}"
    )
    TAKES_PUZZLE = QT_TRANSLATE_NOOP("Analysis", "takes {puzzle}, worth {points} points")
    SETS_UP = QT_TRANSLATE_NOOP(
        "Analysis", "takes {piece}, which completes {puzzle} next turn"
    )
    MASTER = QT_TRANSLATE_NOOP(
        "Analysis", "uses the master action to place {count} pieces at once"
    )
    NO_ACTIONS_WASTED = QT_TRANSLATE_NOOP(
        "Analysis", "uses every action instead of ending the turn with {left} left"
    )
    FINISH_COMPLETES = QT_TRANSLATE_NOOP(
        "Analysis", "Finishing Touches that complete {puzzle}"
    )
    CHEAPER_FINISH = QT_TRANSLATE_NOOP("Analysis", "Finishing Touches that cost fewer points")
    BETTER_PIECE = QT_TRANSLATE_NOOP("Analysis", "gets {piece} instead of {other}")
    GETS_PIECE = QT_TRANSLATE_NOOP("Analysis", "also gets {piece}")
    UPGRADE_INSTEAD = QT_TRANSLATE_NOOP(
        "Analysis", "upgrades {old} to {piece} instead of getting {other}"
    )
    UPGRADES = QT_TRANSLATE_NOOP("Analysis", "also upgrades {old} to {piece}")
    OTHER_PUZZLE = QT_TRANSLATE_NOOP(
        "Analysis", "takes {puzzle} (reward {reward}) instead of {other}"
    )
    OTHER_PUZZLES = QT_TRANSLATE_NOOP("Analysis", "takes {puzzles} instead of {others}")
    ALSO_PUZZLE = QT_TRANSLATE_NOOP("Analysis", "also takes {puzzle} (reward {reward})")
    PUZZLE_ORDER = QT_TRANSLATE_NOOP(
        "Analysis", "takes {puzzle} before {other}"
    )
    MORE_PLACED = QT_TRANSLATE_NOOP("Analysis", "fills more squares of unfinished puzzles")
    MORE_IN_REACH = QT_TRANSLATE_NOOP("Analysis", "keeps more points in reach")


Field: TypeAlias = "str | int"


@dataclass(frozen=True, slots=True)
class Explanation:
    """A reason as a value: its kind and the values of its template's fields."""

    kind: Why
    fields: tuple[tuple[str, Field], ...] = ()

    @classmethod
    def of(cls, kind: Why, **fields: Field) -> Explanation:
        """``Explanation.of(Why.COMPLETES_NOW, puzzle="W12", reward="L3")``."""
        return cls(kind, tuple(fields.items()))

    def get(self, name: str) -> Field | None:
        """The value of one field (None if there is no such field)."""
        return field_value(self.fields, name)

    def render(self, template: str) -> str:
        """``template`` (this kind's, possibly translated) with its fields filled in; a field
        the explanation lacks stays visible as ``{name}``."""
        return fill_template(template, {key: str(value) for key, value in self.fields})

    def __str__(self) -> str:
        """The English sentence."""
        return self.render(self.kind.value)

    def to_json(self) -> dict[str, Any]:
        """``{"kind": "COMPLETES_NOW", "fields": {"puzzle": "W12", ...}}``."""
        return {"kind": self.kind.name, "fields": dict(self.fields)}

    @staticmethod
    def from_json(data: Any) -> Explanation:
        """Read :meth:`to_json`'s form back.

        :raises ValueError: for anything else.
        """
        obj = _object(data, "reason")
        kind = obj.get("kind")
        if not isinstance(kind, str) or kind not in Why.__members__:
            raise ValueError("reason: unknown kind")
        raw = _object(obj.get("fields"), "reason fields")
        if len(raw) > 16:
            raise ValueError("reason: too many fields")
        fields: list[tuple[str, Field]] = []
        for key, value in raw.items():
            if not isinstance(key, str) or not 0 < len(key) <= 32:
                raise ValueError("reason: a field name must be short text")
            if isinstance(value, bool) or not isinstance(value, str | int):
                raise ValueError("reason: a field must be text or a whole number")
            if isinstance(value, str) and len(value) > 200:
                raise ValueError("reason: a field is too long")
            fields.append((key, value))
        return Explanation(Why[kind], tuple(fields))


def _object(data: Any, where: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"{where} must be an object")
    return data


def explanation_text(explanation: Explanation, translate: Callable[[str], str]) -> str:
    """``explanation`` in a language: ``translate`` gives its kind's template in that language
    (context ``"Analysis"``); a translation that is missing or names a field the explanation
    does not have gives way to the English sentence."""
    template = translate(explanation.kind.value)
    names = {key for key, _ in explanation.fields}
    if not template or not template_fields(template) <= names:
        template = explanation.kind.value
    return explanation.render(template)
