"""Reasons as values: why an action breaks a rule, said once, translated at the edge.

A :class:`Reason` is a kind (a member of an enum such as :class:`Illegal`) plus its arguments. The
engine returns one from ``check()``; the replay, the table, the hints and the tests compare
them as values. ``str(reason)`` gives the English sentence for logs, the command line and
``project-l replay``; the interface translates the same value with ``app.i18n.reason_text``.

Each member's value is its English template, with ``{named}`` fields. The templates are marked
with :func:`QT_TRANSLATE_NOOP` in context ``"Reason"`` so that ``pyside6-lupdate`` extracts them
into the translation files although this package never imports Qt. Arguments are plain text
and numbers, or values that every language renders its own way: :class:`Choices` (pieces to
choose from: "I3, L3 or O1") and :class:`Square` (a square of a card named the way the table
shows it: "the third row, second column"; never a coordinate pair).

docs/architecture.md ("Reasons") shows how a new reason is added.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, unique
from typing import TypeAlias


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` (lupdate reads the call); returns it."""
    return text


@unique
class Illegal(Enum):
    """Why an action is against the rules (``check()``), in a player's words."""

    GAME_OVER = QT_TRANSLATE_NOOP("Reason", "The game is over.")
    CHOOSE_REWARD_FIRST = QT_TRANSLATE_NOOP(
        "Reason", "First choose the reward for {puzzle}: {choices}."
    )
    ONLY_FINISHING_TOUCHES = QT_TRANSLATE_NOOP(
        "Reason", "Only Finishing Touches are left: place pieces (1 point each) or pass."
    )
    FINISHING_TOUCHES_LATER = QT_TRANSLATE_NOOP(
        "Reason", "Finishing Touches come after the final round."
    )
    PUZZLE_LIMIT = QT_TRANSLATE_NOOP(
        "Reason",
        "You already have {limit} unfinished puzzles: complete one before you take another.",
    )
    NOT_IN_GRID = QT_TRANSLATE_NOOP(
        "Reason", "{puzzle} is not in the grid: take one of the face-up puzzles."
    )
    NOT_IN_ROW = QT_TRANSLATE_NOOP(
        "Reason", "{puzzle} is not in a row: take one of the face-up puzzles."
    )
    RESERVE_EMPTY = QT_TRANSLATE_NOOP("Reason", "The reserve is empty: there is no piece to take.")
    CHOOSE_PIECE = QT_TRANSLATE_NOOP("Reason", "Choose which piece to take: {choices}.")
    NO_SUCH_PIECE = QT_TRANSLATE_NOOP("Reason", "There is no piece {piece} in this game.")
    TAKE_THE_LEVEL_1_PIECE = QT_TRANSLATE_NOOP(
        "Reason", "You cannot take {piece}: the level-1 piece to take is {choices}."
    )
    TAKE_ONE_OF = QT_TRANSLATE_NOOP("Reason", "You cannot take {piece}: choose {choices}.")
    NO_OTHER_IN_SUPPLY = QT_TRANSLATE_NOOP("Reason", "You have no other {piece} in your supply.")
    NOT_IN_SUPPLY = QT_TRANSLATE_NOOP("Reason", "You have no {piece} in your supply.")
    EXCHANGE_SAME_SHAPE = QT_TRANSLATE_NOOP(
        "Reason", "Exchange {piece} for a different shape, not for another {piece}."
    )
    NONE_LEFT = QT_TRANSLATE_NOOP(
        "Reason", "The reserve has no {piece} left: choose another piece."
    )
    ONLY_EXCHANGE = QT_TRANSLATE_NOOP(
        "Reason",
        "No piece above level {level} is left to upgrade {piece} to: it can only be exchanged.",
    )
    UPGRADE_LEVEL = QT_TRANSLATE_NOOP(
        "Reason",
        "An upgrade of {piece} goes to level {next_level}, the next level with pieces in the "
        "reserve, not to level {level}.",
    )
    MASTER_USED = QT_TRANSLATE_NOOP(
        "Reason", "You have already made the master action this turn."
    )
    MASTER_EMPTY = QT_TRANSLATE_NOOP("Reason", "Place at least one piece in a master action.")
    MASTER_SAME_PUZZLE = QT_TRANSLATE_NOOP(
        "Reason", "A master action places at most one piece on each puzzle: {puzzle} has two."
    )
    NO_REWARD_TO_CHOOSE = QT_TRANSLATE_NOOP("Reason", "There is no reward to choose.")
    WRONG_REWARD = QT_TRANSLATE_NOOP("Reason", "The reward for {puzzle} must be {choices}.")
    UNKNOWN_ACTION = QT_TRANSLATE_NOOP("Reason", "This is not an action of the game.")
    ALREADY_COMPLETED = QT_TRANSLATE_NOOP("Reason", "{puzzle} is already completed.")
    NOT_YOUR_PUZZLE = QT_TRANSLATE_NOOP(
        "Reason", "{puzzle} is not one of your puzzles: place pieces on your own puzzles."
    )
    OUTSIDE_CARD = QT_TRANSLATE_NOOP("Reason", "The piece reaches outside the card.")
    SQUARE_TWICE = QT_TRANSLATE_NOOP("Reason", "The square in {square} is named twice.")
    SOLID_SQUARE = QT_TRANSLATE_NOOP(
        "Reason",
        "The square in {square} of {puzzle} is solid: pieces go on the recessed squares.",
    )
    COVERED_SQUARE = QT_TRANSLATE_NOOP(
        "Reason", "The square in {square} of {puzzle} is already covered."
    )
    WRONG_SHAPE = QT_TRANSLATE_NOOP(
        "Reason", "These squares do not form the shape of {piece}: rotate or flip it."
    )
    WRONG_PLAYER = QT_TRANSLATE_NOOP(
        "Reason", "This action is marked for player {marked}, but it is player {current}'s turn."
    )


@unique
class Unfit(Enum):
    """Why pieces cannot fill a puzzle's empty squares (the solver's "why not")."""

    SHORT_BY_ONE = QT_TRANSLATE_NOOP("Reason", "One more square of pieces is needed.")
    SHORT = QT_TRANSLATE_NOOP("Reason", "{amount} more squares of pieces are needed.")
    LAST_SQUARE = QT_TRANSLATE_NOOP("Reason", "The last empty square needs a 1-square piece.")
    ODD_SQUARES = QT_TRANSLATE_NOOP(
        "Reason",
        "The {amount} empty squares are an odd number, and every piece covers an even number "
        "of squares.",
    )
    SINGLE_HOLE = QT_TRANSLATE_NOOP(
        "Reason", "The lone square in {square} needs a 1-square piece."
    )
    NO_PIECE_FITS = QT_TRANSLATE_NOOP("Reason", "No piece fits over the square in {square}.")
    SEPARATE_AREA = QT_TRANSLATE_NOOP(
        "Reason",
        "The separate area of {amount} squares at {square} cannot be filled with these pieces.",
    )
    AREAS_COMPETE = QT_TRANSLATE_NOOP(
        "Reason",
        "Each of the {amount} separate areas can be filled, but not all of them at once.",
    )
    NO_COMBINATION = QT_TRANSLATE_NOOP("Reason", "No combination of these pieces fits.")


@dataclass(frozen=True, slots=True)
class Choices:
    """Pieces (ids) a player may choose from, said as "I3, L3 or O1"."""

    ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Square:
    """A square of a 5x5 card (0-based row and column), said as "the third row, second column"."""

    row: int
    col: int


Arg: TypeAlias = "str | int | Choices | Square | Reason"
ReasonKind: TypeAlias = Illegal | Unfit


@dataclass(frozen=True, slots=True)
class Reason:
    """A reason: its kind and the values of its template's fields, compared as values."""

    kind: ReasonKind
    args: tuple[tuple[str, Arg], ...] = ()

    @classmethod
    def of(cls, kind: ReasonKind, **args: Arg) -> Reason:
        """``Reason.of(Illegal.NOT_IN_ROW, puzzle="W12")``."""
        return cls(kind, tuple(args.items()))

    def get(self, name: str) -> Arg | None:
        """The value of one field (None if the reason has no such field)."""
        for key, value in self.args:
            if key == name:
                return value
        return None

    def render(self, template: str, arg_text: Callable[[Arg], str]) -> str:
        """``template`` (this reason's, possibly translated) with every field filled in by
        ``arg_text``; a field the template lacks is left out, one it names but the reason lacks
        stays visible as ``{name}``."""
        values = {key: arg_text(value) for key, value in self.args}
        out: list[str] = []
        i = 0
        while i < len(template):
            start = template.find("{", i)
            if start < 0:
                out.append(template[i:])
                break
            end = template.find("}", start)
            if end < 0:
                out.append(template[i:])
                break
            out.append(template[i:start])
            name = template[start + 1 : end]
            out.append(values.get(name, template[start : end + 1]))
            i = end + 1
        return "".join(out)

    def __str__(self) -> str:
        """The English sentence."""
        return self.render(self.kind.value, english)


ORDINALS = ("first", "second", "third", "fourth", "fifth")


def english(arg: Arg) -> str:
    """One argument in English."""
    if isinstance(arg, Choices):
        return join_choices(arg.ids, ", ", " or ")
    if isinstance(arg, Square):
        return f"the {_ordinal(arg.row)} row, {_ordinal(arg.col)} column"
    return str(arg)


def join_choices(ids: tuple[str, ...], comma: str, last: str) -> str:
    """``("I3", "L3", "O1")`` -> "I3, L3 or O1" with the given links."""
    if len(ids) <= 1:
        return "".join(ids)
    return comma.join(ids[:-1]) + last + ids[-1]


def _ordinal(i: int) -> str:
    return ORDINALS[i] if 0 <= i < len(ORDINALS) else f"{i + 1}th"
