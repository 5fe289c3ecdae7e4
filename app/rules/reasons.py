"""Reasons as values: why an action breaks a rule, said once, translated at the edge.

A :class:`Reason` is a kind (a member of an enum such as :class:`Illegal`) plus its arguments. The
engine returns one from ``check()``; the replay, the table, the hints and the tests compare
them as values. ``str(reason)`` gives the English sentence for logs, the command line and
``project-l replay``; the interface translates the same value with ``app.i18n.reason_text``.

Each member's value is its English template, with ``{named}`` fields. The templates are marked
with :func:`QT_TRANSLATE_NOOP` in context ``"Reason"`` so that ``pyside6-lupdate`` extracts them
into the translation files although this package never imports Qt. Arguments are plain text
and numbers, or values that every language renders its own way: :class:`Choices` (pieces to
choose from: "I3, L3 or O1") and :class:`Square` (a square of a card named by where it lies, as a
player points at it: "at the top, second from the left"; never a coordinate pair or a row number).

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
    SQUARE_TWICE = QT_TRANSLATE_NOOP(
        "Reason", "The piece names the same square twice ({square})."
    )
    SOLID_SQUARE = QT_TRANSLATE_NOOP(
        "Reason",
        "The piece covers a solid square of {puzzle} ({square}): pieces go on the recessed "
        "squares.",
    )
    COVERED_SQUARE = QT_TRANSLATE_NOOP(
        "Reason", "The piece covers a square of {puzzle} that is already filled ({square})."
    )
    WRONG_SHAPE = QT_TRANSLATE_NOOP(
        "Reason", "These squares do not form the shape of {piece}: rotate or flip it."
    )
    WRONG_PLAYER = QT_TRANSLATE_NOOP(
        "Reason", "This action is marked for player {marked}, but it is player {current}'s turn."
    )
    STALE = QT_TRANSLATE_NOOP(
        "Reason",
        "This action was meant for the position after {step} actions, but the game has moved "
        "on to {now} actions: look at the table again.",
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
        "Reason", "The lone empty square ({square}) needs a 1-square piece."
    )
    NO_PIECE_FITS = QT_TRANSLATE_NOOP(
        "Reason", "No piece fits over one of the empty squares ({square})."
    )
    SEPARATE_AREA = QT_TRANSLATE_NOOP(
        "Reason",
        "The separate area of {amount} squares (one of them {square}) cannot be filled with "
        "these pieces.",
    )
    AREAS_COMPETE = QT_TRANSLATE_NOOP(
        "Reason",
        "Each of the {amount} separate areas can be filled, but not all of them at once.",
    )
    NO_COMBINATION = QT_TRANSLATE_NOOP("Reason", "No combination of these pieces fits.")


@unique
class DeckCheck(Enum):
    """What deck validation finds (``app.model.validation``): each member's name gives the
    finding's stable code (``PUZZLE_UNFILLABLE`` is ``puzzle.unfillable``)."""

    PUZZLE_DUPLICATE_ID = QT_TRANSLATE_NOOP("Reason", "Two puzzles have the id {puzzle}.")
    PUZZLE_ID_CLASH = QT_TRANSLATE_NOOP("Reason", "Puzzle {puzzle} has the same id as a piece.")
    PUZZLE_BAD_ID = QT_TRANSLATE_NOOP(
        "Reason",
        "Puzzle id {shown} must be 1 to 16 printable characters.",
    )
    PUZZLE_COLOUR = QT_TRANSLATE_NOOP("Reason", "{puzzle}: the colour must be white or black.")
    PUZZLE_POINTS = QT_TRANSLATE_NOOP("Reason", "{puzzle}: points must be between 0 and 99.")
    PUZZLE_REWARD_MISSING = QT_TRANSLATE_NOOP(
        "Reason",
        "{puzzle}: its reward {reward} is not a piece of this deck.",
    )
    PUZZLE_EMPTY = QT_TRANSLATE_NOOP(
        "Reason",
        "{puzzle} has no recessed cell: paint the cells to fill.",
    )
    PUZZLE_COPY = QT_TRANSLATE_NOOP(
        "Reason",
        "{puzzle} is a copy of {other}: same shape (up to rotation and reflection), "
        "colour, points and reward.",
    )
    PUZZLE_SAME_SHAPE = QT_TRANSLATE_NOOP(
        "Reason",
        "{puzzle} has the same shape as {other} (up to rotation and reflection), with "
        "other points or reward.",
    )
    DECK_FORMAT = QT_TRANSLATE_NOOP(
        "Reason",
        "The deck could not be read back from its file: {reason}.",
    )
    DECK_NO_PIECES = QT_TRANSLATE_NOOP("Reason", "The deck has no pieces.")
    PIECE_DUPLICATE_ID = QT_TRANSLATE_NOOP("Reason", "Two pieces have the id {piece}.")
    PIECE_BAD_ID = QT_TRANSLATE_NOOP(
        "Reason",
        "Piece id {shown} must be 1 to 16 printable characters.",
    )
    PIECE_SHAPE = QT_TRANSLATE_NOOP("Reason", "{piece} must have 1 to {max} connected squares.")
    PIECE_SAME_SHAPE = QT_TRANSLATE_NOOP(
        "Reason",
        "{piece} has the same shape as {other} (up to rotation and reflection).",
    )
    PIECE_COUNT = QT_TRANSLATE_NOOP(
        "Reason",
        "{piece}: the reserve count must be between 0 and 99.",
    )
    PIECE_NONE = QT_TRANSLATE_NOOP(
        "Reason",
        "{piece} has none in the reserve: it never comes into play.",
    )
    PUZZLE_UNFILLABLE = QT_TRANSLATE_NOOP(
        "Reason",
        "{puzzle} cannot be filled with this deck's pieces. {why}",
    )
    PUZZLE_UNFILLABLE_RESERVE = QT_TRANSLATE_NOOP(
        "Reason",
        "{puzzle} cannot be filled with the pieces in the reserve. {why}",
    )
    PUZZLE_TOO_HARD = QT_TRANSLATE_NOOP(
        "Reason",
        "{puzzle} has too many possibilities for the solver: it could not tell within its "
        "limits whether the reserve can fill it.",
    )
    PUZZLE_STATS_TOO_HARD = QT_TRANSLATE_NOOP(
        "Reason",
        "{puzzle} can be filled, but it has too many possibilities to count its fillings "
        "or find the fewest pieces within the solver's limits.",
    )
    PUZZLE_SPLIT = QT_TRANSLATE_NOOP(
        "Reason",
        "{puzzle}: the recessed cells form {parts} separate areas.",
    )
    PUZZLE_ONE_FILLING = QT_TRANSLATE_NOOP("Reason", "{puzzle} can be filled in only one way.")
    DECK_NO_WHITE = QT_TRANSLATE_NOOP("Reason", "The deck has no white puzzles.")
    DECK_NO_BLACK = QT_TRANSLATE_NOOP("Reason", "The deck has no black puzzles.")
    SETUP_BLACK_MISSING = QT_TRANSLATE_NOOP(
        "Reason",
        "The setup table needs a black puzzle count for {players} players.",
    )
    SETUP_BLACK_SHORT = QT_TRANSLATE_NOOP(
        "Reason",
        "{players} players need {need} black puzzles (setup table); the deck has {have}.",
    )
    SETUP_BLACK_ROW = QT_TRANSLATE_NOOP(
        "Reason",
        "With {players} players all {need} black puzzles go to the row at once: the game "
        "ends after one round.",
    )
    SETUP_WHITE_SHORT = QT_TRANSLATE_NOOP(
        "Reason",
        "{players} players need {need} white puzzles (setup table); the deck has {have}.",
    )
    SETUP_WHITE_ROW = QT_TRANSLATE_NOOP(
        "Reason",
        "The white row has {row} places but the deck has only {have} white puzzles.",
    )
    SETUP_SOLO_WHITE_SHORT = QT_TRANSLATE_NOOP(
        "Reason",
        "The solo game needs {need} white puzzles; the deck has {have}.",
    )
    SETUP_SOLO_BLACK_SHORT = QT_TRANSLATE_NOOP(
        "Reason",
        "The solo game needs {need} black puzzles; the deck has {have}.",
    )
    SETUP_SOLO_SMALL = QT_TRANSLATE_NOOP(
        "Reason",
        "The solo game deals 9 cards: its setup needs at least 9 puzzles (now {have}).",
    )
    SETUP_START_MISSING = QT_TRANSLATE_NOOP(
        "Reason",
        "The starting supply names {piece}, which is not a piece of this deck.",
    )
    SETUP_START_SHORT = QT_TRANSLATE_NOOP(
        "Reason",
        "Four players start with {need} of {piece}, but the reserve has {have}: some "
        "players start with another piece.",
    )
    PIECE_SAME_COLOUR = QT_TRANSLATE_NOOP(
        "Reason",
        "{piece} has the same colour as {other}: only their shapes tell them apart.",
    )
    REWARD_SHORT = QT_TRANSLATE_NOOP(
        "Reason",
        "{piece} is the reward of {puzzles} puzzles, but the reserve holds only {have}: once "
        "they are gone, players get another piece instead.",
    )
    DECK_NO_NAME = QT_TRANSLATE_NOOP("Reason", "The deck has no name.")
    DECK_REWARDS = QT_TRANSLATE_NOOP("Reason", "Rewards: {rewards}.")
    DECK_NO_REWARD = QT_TRANSLATE_NOOP("Reason", "No puzzle gives {pieces} as a reward.")
    DECK_POINTS_WHITE = QT_TRANSLATE_NOOP(
        "Reason", "{count} white puzzles worth {points} points in all ({low} to {high} each)."
    )
    DECK_POINTS_BLACK = QT_TRANSLATE_NOOP(
        "Reason", "{count} black puzzles worth {points} points in all ({low} to {high} each)."
    )


@dataclass(frozen=True, slots=True)
class Choices:
    """Pieces (ids) a player may choose from, said as "I3, L3 or O1"."""

    ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Square:
    """A square of a 5x5 card (0-based row and column), said by where it lies: "at the top,
    second from the left", "in the centre"."""

    row: int
    col: int


Arg: TypeAlias = "str | int | Choices | Square | Reason"
ReasonKind: TypeAlias = Illegal | Unfit | DeckCheck


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

    def fits(self, template: str) -> bool:
        """Whether ``template`` (a translation of this reason's) names only fields the reason
        has; a translation that does not is not used (the English sentence is)."""
        names = {key for key, _ in self.args}
        return all(name in names for name in template_fields(template))


def template_fields(template: str) -> set[str]:
    """The ``{named}`` fields of a template."""
    out = set()
    i = template.find("{")
    while i >= 0:
        end = template.find("}", i)
        if end < 0:
            break
        out.add(template[i + 1 : end])
        i = template.find("{", end)
    return out


SQUARE_ROWS = ("at the top", "second from the top", "in the middle row", "second from the bottom",
               "at the bottom")
"""Where a row of a card lies, top to bottom (:class:`Square` in English)."""
SQUARE_COLUMNS = ("on the left", "second from the left", "in the middle column",
                  "second from the right", "on the right")
"""Where a column of a card lies, left to right (:class:`Square` in English)."""
SQUARE_CENTRE = "in the centre"
"""The middle square of a card (:class:`Square` in English)."""


def english(arg: Arg) -> str:
    """One argument in English."""
    if isinstance(arg, Choices):
        return join_choices(arg.ids, ", ", " or ")
    if isinstance(arg, Square):
        return square_words(arg, SQUARE_ROWS, SQUARE_COLUMNS, SQUARE_CENTRE, "{row}, {col}")
    return str(arg)


def join_choices(ids: tuple[str, ...], comma: str, last: str) -> str:
    """``("I3", "L3", "O1")`` -> "I3, L3 or O1" with the given links."""
    if len(ids) <= 1:
        return "".join(ids)
    return comma.join(ids[:-1]) + last + ids[-1]


def square_words(square: Square, rows: tuple[str, ...], columns: tuple[str, ...], centre: str,
                 template: str) -> str:
    """``square`` said by where it lies, with a language's words for the rows, the columns and
    the centre, joined by ``template`` (``"{row}, {col}"``). Squares off a 5x5 card (never
    named by the engine) are said by the nearest edge."""
    r = min(max(square.row, 0), len(rows) - 1)
    c = min(max(square.col, 0), len(columns) - 1)
    if r == len(rows) // 2 and c == len(columns) // 2:
        return centre
    return template.replace("{row}", rows[r]).replace("{col}", columns[c])
