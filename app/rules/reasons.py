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

Why one module of over 800 lines: most of it is a catalogue: the enums of every reason the
engine, the deck and file loaders and the writers give, each member its English template (what
translators see).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum, unique
from typing import TypeAlias, TypeVar


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
    """What deck validation finds (``app.core.validation``): each member's name gives the
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


@unique
class FileProblem(Enum):
    """Why a file cannot be read or used: a deck, a game record, a saved game, an editor
    autosave (``InvalidDeck``, ``InvalidRecord``, ``InvalidSave``, ``UnreadableFile`` carry
    one). Fields are text, numbers, :class:`Size` values and, for the place or the field a
    problem is in, a nested :class:`FilePart` reason. Each member's name is its stable code
    (docs/formats.md, "Problems with files")."""

    # -- reading the file (app/rules/files.py)
    NOT_FOUND = QT_TRANSLATE_NOOP("Reason", "the file does not exist (any more)")
    FOLDER = QT_TRANSLATE_NOOP("Reason", "this is a folder, not a file")
    PIPE = QT_TRANSLATE_NOOP("Reason", "this is a pipe (FIFO), not a file")
    SOCKET = QT_TRANSLATE_NOOP("Reason", "this is a socket, not a file")
    DEVICE = QT_TRANSLATE_NOOP("Reason", "this is a device, not a file")
    NOT_REGULAR = QT_TRANSLATE_NOOP("Reason", "this is not a regular file")
    PERMISSION = QT_TRANSLATE_NOOP("Reason", "the file cannot be read: permission denied")
    LINK_LOOP = QT_TRANSLATE_NOOP("Reason", "the file is a link that leads in a circle")
    OS_ERROR = QT_TRANSLATE_NOOP("Reason", "the file cannot be read: {detail}")
    BAD_FILE_NAME = QT_TRANSLATE_NOOP("Reason", "the file name is not valid")
    LOCKED = QT_TRANSLATE_NOOP(
        "Reason", "the file cannot be read now (it is locked or not ready)"
    )
    TOO_LARGE = QT_TRANSLATE_NOOP(
        "Reason", "the file is {size}, more than {what} can be (at most {limit})"
    )
    TOO_LARGE_GROWING = QT_TRANSLATE_NOOP(
        "Reason", "the file is larger than {what} can be (at most {limit})"
    )
    NOT_TEXT = QT_TRANSLATE_NOOP("Reason", "{what} is not valid text")
    TEXT_TOO_LONG = QT_TRANSLATE_NOOP("Reason", "{what} is longer than {limit} characters")
    MUST_BE_TEXT = QT_TRANSLATE_NOOP("Reason", "{what} must be text")
    NUMBER_TOO_LARGE = QT_TRANSLATE_NOOP("Reason", "the file holds a number too large to read")
    NOT_UTF8 = QT_TRANSLATE_NOOP("Reason", "the file is not text (UTF-8)")

    # -- decks (app/rules/deck.py)
    MISSING_FIELD = QT_TRANSLATE_NOOP("Reason", "{where}: missing field '{key}'")
    FIELD_NOT_WHOLE = QT_TRANSLATE_NOOP(
        "Reason", "{where}: field '{key}' must be a whole number"
    )
    FIELD_TYPE = QT_TRANSLATE_NOOP("Reason", "{where}: field '{key}' has the wrong type")
    BAD_ID = QT_TRANSLATE_NOOP("Reason", "{where}: bad id {shown}")
    NOT_AN_OBJECT = QT_TRANSLATE_NOOP("Reason", "{where} must be an object")
    COUNT_FOR_PLAYERS = QT_TRANSLATE_NOOP(
        "Reason", "{where} needs a positive number for {players} players"
    )
    DECK_NOT_OBJECT = QT_TRANSLATE_NOOP("Reason", "a deck must be a JSON object")
    NOT_A_DECK = QT_TRANSLATE_NOOP(
        "Reason", "this is not a Project L deck file (format is not '{format}')"
    )
    DECK_NO_VERSION = QT_TRANSLATE_NOOP("Reason", "the deck has no version number")
    DECK_NEWER = QT_TRANSLATE_NOOP(
        "Reason", "the deck is version {version}, newer than this game reads ({known})"
    )
    DECK_UNKNOWN_VERSION = QT_TRANSLATE_NOOP("Reason", "unknown deck version {version}")
    NO_PIECES = QT_TRANSLATE_NOOP("Reason", "the deck has no pieces")
    TOO_MANY_SHAPES = QT_TRANSLATE_NOOP(
        "Reason", "the deck has too many piece shapes ({most} at most)"
    )
    PIECE_CELL = QT_TRANSLATE_NOOP(
        "Reason", "piece {piece}: a cell must be [row, col] with values 0-4"
    )
    PIECE_CELLS = QT_TRANSLATE_NOOP(
        "Reason", "piece {piece}: a piece has 1 to {most} different cells"
    )
    PIECE_NOT_CONNECTED = QT_TRANSLATE_NOOP(
        "Reason", "piece {piece}: its cells are not connected"
    )
    PIECE_COUNT = QT_TRANSLATE_NOOP("Reason", "piece {piece}: count must be between 0 and 99")
    PIECE_COLOUR = QT_TRANSLATE_NOOP(
        "Reason", "piece {piece}: its colour must be written #rrggbb"
    )
    PIECE_TWICE = QT_TRANSLATE_NOOP("Reason", "two pieces have the id {piece}")
    PIECES_SAME_SHAPE = QT_TRANSLATE_NOOP(
        "Reason",
        "pieces {piece} and {other} have the same shape up to rotation and reflection",
    )
    TOO_MANY_PUZZLES = QT_TRANSLATE_NOOP(
        "Reason", "the deck has too many puzzles ({most} at most)"
    )
    PUZZLE_TWICE = QT_TRANSLATE_NOOP("Reason", "two puzzles have the id {puzzle}")
    PUZZLE_ID_OF_PIECE = QT_TRANSLATE_NOOP(
        "Reason", "puzzle {puzzle} has the same id as a piece"
    )
    PUZZLE_COLOUR = QT_TRANSLATE_NOOP(
        "Reason", "puzzle {puzzle}: colour must be 'white' or 'black'"
    )
    PUZZLE_POINTS = QT_TRANSLATE_NOOP(
        "Reason", "puzzle {puzzle}: points must be between 0 and 99"
    )
    PUZZLE_REWARD = QT_TRANSLATE_NOOP(
        "Reason", "puzzle {puzzle}: its reward {shown} is not a piece of this deck"
    )
    PUZZLE_CELLS = QT_TRANSLATE_NOOP(
        "Reason", "puzzle {puzzle}: cells must be 5 rows of 5 characters '.' or '#'"
    )
    PUZZLE_NO_RECESS = QT_TRANSLATE_NOOP("Reason", "puzzle {puzzle} has no recessed cell")
    SETUP_NOT_OBJECT = QT_TRANSLATE_NOOP("Reason", "deck: 'setup' must be an object")
    SETUP_START = QT_TRANSLATE_NOOP(
        "Reason", "setup.starting_supply must list piece ids of this deck"
    )
    SETUP_START_SIZE = QT_TRANSLATE_NOOP(
        "Reason", "setup.starting_supply: at most {most} pieces"
    )
    SETUP_ROW = QT_TRANSLATE_NOOP("Reason", "setup.row_size must be a number from 1 to 8")
    SETUP_SOLO_COUNTS = QT_TRANSLATE_NOOP(
        "Reason", "setup.solo: white and black counts must give at least 9 puzzles"
    )
    SETUP_SOLO_LOCKS = QT_TRANSLATE_NOOP(
        "Reason", "setup.solo.locks must be three numbers (pieces above columns 1-3)"
    )
    SETUP_SOLO_SUPPLY = QT_TRANSLATE_NOOP(
        "Reason",
        "setup.solo.opponent_supply needs a number for standard, challenging, unbeatable",
    )
    DECK_TOO_LARGE = QT_TRANSLATE_NOOP(
        "Reason", "the file is too large to be a deck (over {limit} MB)"
    )
    DECK_NOT_JSON = QT_TRANSLATE_NOOP("Reason", "the file is not a JSON deck file")
    DECK_NESTED = QT_TRANSLATE_NOOP("Reason", "the file is nested too deeply to be a deck")
    DECK_DRAFT_SOLO = QT_TRANSLATE_NOOP(
        "Reason", "the deck is a draft that cannot be played solo (project-l deck validate says "
        "what it lacks)"
    )
    DECK_DRAFT_PLAYERS = QT_TRANSLATE_NOOP(
        "Reason", "the deck is a draft that cannot be played with {players} players (project-l "
        "deck validate says what it lacks)"
    )
    # -- the card backs (app/rules/deck.py, docs/formats.md "Card backs")
    BACK_NOT_OBJECT = QT_TRANSLATE_NOOP("Reason", "the deck's 'back' must be an object")
    BACK_DESIGN = QT_TRANSLATE_NOOP("Reason", "the card backs' design must be one of {designs}")
    BACK_IMAGE_TEXT = QT_TRANSLATE_NOOP(
        "Reason", "the card backs' picture must be text (a PNG or JPEG file in base64)"
    )
    BACK_IMAGE_BASE64 = QT_TRANSLATE_NOOP(
        "Reason", "the card backs' picture is not base64 text"
    )
    BACK_IMAGE_TOO_LARGE = QT_TRANSLATE_NOOP(
        "Reason", "the card backs' picture is larger than {kb} kB"
    )
    BACK_IMAGE_FORMAT = QT_TRANSLATE_NOOP(
        "Reason", "the card backs' picture must be a PNG or JPEG image"
    )
    # -- cards copied between decks (app/model/card_clipboard.py)
    CLIPBOARD_TOO_LARGE = QT_TRANSLATE_NOOP("Reason", "the copied cards are too large")
    CLIPBOARD_EMPTY = QT_TRANSLATE_NOOP("Reason", "the clipboard holds no copied cards")
    CLIPBOARD_VERSION = QT_TRANSLATE_NOOP(
        "Reason", "copied cards of version {version} cannot be read"
    )
    CLIPBOARD_INCOMPLETE = QT_TRANSLATE_NOOP(
        "Reason", "the copied cards lack their puzzles or pieces"
    )

    # -- game records (app/rules/record.py, app/rules/actions.py)
    IDS_LIST = QT_TRANSLATE_NOOP("Reason", "'{key}' must be a list of puzzle ids")
    CARD_COUNT = QT_TRANSLATE_NOOP(
        "Reason", "{where} must have exactly {size} cards, not {count}"
    )
    UNKNOWN_PUZZLE = QT_TRANSLATE_NOOP("Reason", "{where}: unknown puzzle id {shown}")
    UNKNOWN_PIECE = QT_TRANSLATE_NOOP("Reason", "{where}: unknown piece id {shown}")
    WHITE_NOT_BLACK = QT_TRANSLATE_NOOP(
        "Reason", "{where}: {puzzle} is a white puzzle, not a black one"
    )
    BLACK_NOT_WHITE = QT_TRANSLATE_NOOP(
        "Reason", "{where}: {puzzle} is a black puzzle, not a white one"
    )
    PUZZLE_APPEARS_TWICE = QT_TRANSLATE_NOOP("Reason", "{where}: {puzzle} appears twice")
    RECORD_NOT_OBJECT = QT_TRANSLATE_NOOP("Reason", "a game record must be a JSON object")
    NOT_A_RECORD = QT_TRANSLATE_NOOP(
        "Reason", "this is not a Project L game record (format is not '{format}')"
    )
    RECORD_NO_VERSION = QT_TRANSLATE_NOOP("Reason", "the record has no version number")
    RECORD_VERSION = QT_TRANSLATE_NOOP("Reason", "unsupported record version {version}")
    RECORD_NEWER = QT_TRANSLATE_NOOP(
        "Reason",
        "unsupported record version {version} (made by a newer version of the game)",
    )
    EMBEDDED_DECK = QT_TRANSLATE_NOOP("Reason", "the embedded deck is invalid: {reason}")
    EMBEDDED_DECK_NESTED = QT_TRANSLATE_NOOP(
        "Reason", "the embedded deck is nested too deeply"
    )
    PLAYERS_LIST = QT_TRANSLATE_NOOP("Reason", "'players' must be a list of names")
    SOLO_FIELD = QT_TRANSLATE_NOOP(
        "Reason",
        "'solo' must be an object whose 'difficulty' is standard, challenging or unbeatable",
    )
    SOLO_ONE_PLAYER = QT_TRANSLATE_NOOP("Reason", "a solo game has exactly one player")
    PLAYER_COUNT = QT_TRANSLATE_NOOP(
        "Reason", "a game has 2 to 4 players, not {count} (or 1 with 'solo')"
    )
    SEED_WHOLE = QT_TRANSLATE_NOOP("Reason", "'seed' must be a whole number")
    SEED_RANGE = QT_TRANSLATE_NOOP("Reason", "'seed' is out of range")
    SOLO_ONE_DECK = QT_TRANSLATE_NOOP(
        "Reason", "a solo record gives one '{key}', not white and black decks"
    )
    NO_DECK_NOR_SEED = QT_TRANSLATE_NOOP("Reason", "the record gives neither '{key}' nor 'seed'")
    SOLO_DECK_SIZE = QT_TRANSLATE_NOOP(
        "Reason", "the solo deck must have exactly {size} cards, not {count}"
    )
    SOLO_DECK_SEED = QT_TRANSLATE_NOOP("Reason", "the solo deck does not match the seed")
    DECK_IS_FOR_SOLO = QT_TRANSLATE_NOOP(
        "Reason", "'{key}' is for solo records; give 'white_deck' and 'black_deck'"
    )
    BOTH_DECKS = QT_TRANSLATE_NOOP("Reason", "give both 'white_deck' and 'black_deck'")
    NO_DECKS_NOR_SEED = QT_TRANSLATE_NOOP(
        "Reason", "the record gives neither decks nor 'seed'"
    )
    DECKS_SEED = QT_TRANSLATE_NOOP("Reason", "the decks do not match the seed")
    ACTIONS_LIST = QT_TRANSLATE_NOOP("Reason", "'actions' must be a list")
    TOO_MANY_ACTIONS = QT_TRANSLATE_NOOP("Reason", "the record has more than {most} actions")
    PLAYER_INDEX = QT_TRANSLATE_NOOP("Reason", "{where}: 'player' must be a player index")
    UNKNOWN_FIELD_TEXT = QT_TRANSLATE_NOOP(
        "Reason", "a field the game does not know holds text that is not valid"
    )
    RECORD_TOO_LARGE = QT_TRANSLATE_NOOP(
        "Reason", "the file is over {limit} MB: too large for a game record"
    )
    NOT_JSON = QT_TRANSLATE_NOOP("Reason", "the file is not JSON (line {line})")
    RECORD_NESTED = QT_TRANSLATE_NOOP(
        "Reason", "the file is nested too deeply to be a game record"
    )
    FIELD_NOT_TEXT = QT_TRANSLATE_NOOP("Reason", "{where}: field '{key}' is missing or not text")
    CELLS_LIST = QT_TRANSLATE_NOOP("Reason", "{where}: 'cells' must be a list of [row, col] pairs")
    CELL_PAIR = QT_TRANSLATE_NOOP("Reason", "{where}: a cell must be [row, col]")
    CELL_OUTSIDE = QT_TRANSLATE_NOOP(
        "Reason", "{where}: cell [{row}, {col}] is outside the card (0-4)"
    )
    PLACEMENT_OBJECT = QT_TRANSLATE_NOOP("Reason", "{where}: a placement must be an object")
    PLACEMENTS_LIST = QT_TRANSLATE_NOOP("Reason", "{where}: 'placements' must be a list")
    PIECE_FIELD_TEXT = QT_TRANSLATE_NOOP("Reason", "{where}: field 'piece' must be text")
    UNKNOWN_ACTION = QT_TRANSLATE_NOOP("Reason", "{where}: unknown action type {shown}")
    ACTION_TYPE = QT_TRANSLATE_NOOP("Reason", "{where}: field 'type' is missing or not text")
    SEATS_FOR_PLAYERS = QT_TRANSLATE_NOOP(
        "Reason", "the game has {players} players but {seats} seats were given"
    )
    NOT_REPLAYABLE = QT_TRANSLATE_NOOP(
        "Reason", "action {index} of the game cannot be replayed: {reason}"
    )

    # -- saved games (app/core/saves.py, app/core/setup.py)
    EMPTY = QT_TRANSLATE_NOOP("Reason", "the file is empty")
    SAVE_TOO_LARGE = QT_TRANSLATE_NOOP(
        "Reason", "the file is {size}, more than a saved game can be (at most {limit})"
    )
    SAVE_NOT_UTF8 = QT_TRANSLATE_NOOP(
        "Reason", "this is not a saved game: the file is not text (UTF-8)"
    )
    CUT_SHORT = QT_TRANSLATE_NOOP(
        "Reason", "the file is cut short: it ends in the middle of the data (line {line})"
    )
    SAVE_NOT_JSON = QT_TRANSLATE_NOOP(
        "Reason",
        "this is not a saved game: the file is not valid JSON (line {line}, column {column})",
    )
    SAVE_NESTED = QT_TRANSLATE_NOOP(
        "Reason", "this is not a saved game: the data is nested too deeply"
    )
    SAVE_NUMBER = QT_TRANSLATE_NOOP(
        "Reason", "this is not a saved game: it holds a number far too long"
    )
    SAVE_NOT_OBJECT = QT_TRANSLATE_NOOP(
        "Reason", "this is not a saved game: the file holds {holds}, not an object"
    )
    DECK_NOT_SAVE = QT_TRANSLATE_NOOP("Reason", "this is a Project L deck file, not a saved game")
    SAVE_FORMAT = QT_TRANSLATE_NOOP(
        "Reason", "this is not a Project L saved game: its format is {shown}"
    )
    SAVE_NO_FORMAT = QT_TRANSLATE_NOOP(
        "Reason", "this is not a Project L saved game: it has no 'format' field"
    )
    SAVE_NO_VERSION = QT_TRANSLATE_NOOP("Reason", "the saved game has no version number")
    SAVE_ANOTHER_GAME = QT_TRANSLATE_NOOP("Reason", "it holds another game now")
    SAVE_NEWER = QT_TRANSLATE_NOOP(
        "Reason",
        "the game was saved by a newer version of Project L (file version {version}; this "
        "version reads version {known})",
    )
    SAVE_VERSION = QT_TRANSLATE_NOOP("Reason", "unsupported file version {version}")
    VIEW_RANGE = QT_TRANSLATE_NOOP("Reason", "the view setting {key} is out of range")
    VIEW_FINITE = QT_TRANSLATE_NOOP("Reason", "the view setting {key} is not a finite number")
    VIEW_TYPE = QT_TRANSLATE_NOOP(
        "Reason", "the view setting {key} must be text, a number, true/false or null"
    )
    VIEW_OBJECT = QT_TRANSLATE_NOOP("Reason", "the save's 'view' settings must be an object")
    VIEW_COUNT = QT_TRANSLATE_NOOP("Reason", "the save has more than {most} view settings")
    VIEW_ITEMS = QT_TRANSLATE_NOOP("Reason", "the view setting {key} has too many items")
    SHORT_TEXT = QT_TRANSLATE_NOOP("Reason", "the save's {key} must be a short text")
    APP_OBJECT = QT_TRANSLATE_NOOP("Reason", "the save's 'app' section must be an object")
    SAVE_VERSION_WHOLE = QT_TRANSLATE_NOOP(
        "Reason", "the save's 'save_version' must be a whole number"
    )
    SAVE_APP_NEWER = QT_TRANSLATE_NOOP(
        "Reason",
        "the game was saved by a newer version of Project L (save version {version}; this "
        "version reads version {known})",
    )
    SEATS_LIST = QT_TRANSLATE_NOOP("Reason", "the save's 'seats' must be a list")
    SEAT_COUNT = QT_TRANSLATE_NOOP("Reason", "the save has {seats} seats for {players} players")
    SEAT = QT_TRANSLATE_NOOP("Reason", "seat {number}: {reason}")
    SEAT_NAME = QT_TRANSLATE_NOOP(
        "Reason", "seat {number} is {shown}, but the record's player {number} is {player}"
    )
    NETWORK = QT_TRANSLATE_NOOP("Reason", "the save's network settings: {reason}")
    ILLEGAL_ACTION = QT_TRANSLATE_NOOP("Reason", "action {index}: {reason}")
    SEAT_OBJECT = QT_TRANSLATE_NOOP("Reason", "a seat must be an object")
    SEAT_NAME_LENGTH = QT_TRANSLATE_NOOP("Reason", "a seat needs a name of 1-100 characters")
    SEAT_NAME_TEXT = QT_TRANSLATE_NOOP("Reason", "the seat's name is not valid text")
    SEAT_KIND = QT_TRANSLATE_NOOP("Reason", "unknown seat kind {shown}")
    AI_LEVEL = QT_TRANSLATE_NOOP("Reason", "unknown AI level {shown}")
    GAME_NAME = QT_TRANSLATE_NOOP(
        "Reason", "a game name has 1-{most} characters a name may hold"
    )
    PORT = QT_TRANSLATE_NOOP("Reason", "no TCP port {shown}: ports go from 1 to 65535")
    TAKEOVER = QT_TRANSLATE_NOOP("Reason", "an AI takes over after 1 s to 1 hour, not {shown}")
    SERVER_ADDRESS = QT_TRANSLATE_NOOP("Reason", "a server's address is a ws:// or wss:// address")
    NETWORK_OBJECT = QT_TRANSLATE_NOOP("Reason", "the network options must be an object")
    NETWORK_NAME = QT_TRANSLATE_NOOP("Reason", "the network options need a game name")
    PORT_WHOLE = QT_TRANSLATE_NOOP("Reason", "the port must be a whole number")
    OFFER_LAN = QT_TRANSLATE_NOOP("Reason", "'offer_lan' must be true or false")
    TAKEOVER_WHOLE = QT_TRANSLATE_NOOP(
        "Reason", "'takeover_seconds' must be a whole number or null"
    )
    SERVER_FIELD = QT_TRANSLATE_NOOP("Reason", "'server' must be an address or null")

    # -- the editor's autosave of a deck (app/model/deck_autosave.py)
    AUTOSAVE_CELLS = QT_TRANSLATE_NOOP(
        "Reason", "a puzzle's cells must be 5 rows of 5 characters"
    )
    AUTOSAVE_COLOUR = QT_TRANSLATE_NOOP(
        "Reason", "a puzzle's colour must be 'white' or 'black'"
    )
    AUTOSAVE_FIELD = QT_TRANSLATE_NOOP("Reason", "a puzzle has a field of the wrong type")
    AUTOSAVE_TOO_LARGE = QT_TRANSLATE_NOOP("Reason", "the autosave is too large")
    AUTOSAVE_NOT_JSON = QT_TRANSLATE_NOOP("Reason", "the autosave is not JSON")
    NOT_AN_AUTOSAVE = QT_TRANSLATE_NOOP("Reason", "this is not an editor autosave")
    AUTOSAVE_NO_DECK = QT_TRANSLATE_NOOP("Reason", "the autosave has no deck")
    AUTOSAVE_DECK = QT_TRANSLATE_NOOP(
        "Reason", "the autosave's deck cannot be read (field {key})"
    )


@unique
class FilePart(Enum):
    """Where in a file a :class:`FileProblem` is, or which field it is about: "piece 3",
    "the name of piece X4" (the ``where`` and ``what`` fields of a file problem)."""

    A_DECK = QT_TRANSLATE_NOOP("Reason", "a deck")
    A_SAVED_GAME = QT_TRANSLATE_NOOP("Reason", "a saved game")
    A_RECORD = QT_TRANSLATE_NOOP("Reason", "a game record")
    A_SETUP = QT_TRANSLATE_NOOP("Reason", "a hosting setup")
    DECK = QT_TRANSLATE_NOOP("Reason", "deck")
    DECK_NAME = QT_TRANSLATE_NOOP("Reason", "the deck's name")
    DECK_ID = QT_TRANSLATE_NOOP("Reason", "the deck's id")
    DECK_DESCRIPTION = QT_TRANSLATE_NOOP("Reason", "the deck's description")
    PIECE_NUMBER = QT_TRANSLATE_NOOP("Reason", "piece {number}")
    PIECE = QT_TRANSLATE_NOOP("Reason", "piece {piece}")
    PIECE_NAME = QT_TRANSLATE_NOOP("Reason", "the name of piece {piece}")
    PUZZLE_NUMBER = QT_TRANSLATE_NOOP("Reason", "puzzle {number}")
    PUZZLE = QT_TRANSLATE_NOOP("Reason", "puzzle {puzzle}")
    REWARD = QT_TRANSLATE_NOOP("Reason", "the reward of puzzle {puzzle}")
    ID_OF = QT_TRANSLATE_NOOP("Reason", "the id of {item}")
    WHITE_DECK = QT_TRANSLATE_NOOP("Reason", "the white deck")
    BLACK_DECK = QT_TRANSLATE_NOOP("Reason", "the black deck")
    SOLO_WHITE = QT_TRANSLATE_NOOP("Reason", "the solo deck's white part")
    SOLO_BLACK = QT_TRANSLATE_NOOP("Reason", "the solo deck's black part")
    PLAYER_NAME = QT_TRANSLATE_NOOP("Reason", "the name of player {number}")
    ACTION = QT_TRANSLATE_NOOP("Reason", "action {number}")
    PLACEMENT = QT_TRANSLATE_NOOP("Reason", "{where}, placement {number}")
    VIEW_SETTING_NAME = QT_TRANSLATE_NOOP("Reason", "the name of a view setting")
    VIEW_SETTING = QT_TRANSLATE_NOOP("Reason", "the view setting {key}")
    SAVE_FIELD = QT_TRANSLATE_NOOP("Reason", "the save's {key}")
    JSON_LIST = QT_TRANSLATE_NOOP("Reason", "a list")
    JSON_TEXT = QT_TRANSLATE_NOOP("Reason", "a text")
    JSON_TRUE_FALSE = QT_TRANSLATE_NOOP("Reason", "true/false")
    JSON_NUMBER = QT_TRANSLATE_NOOP("Reason", "a number")
    JSON_NULL = QT_TRANSLATE_NOOP("Reason", "null")


@unique
class WriteProblem(Enum):
    """Why a file or a folder could not be written (``WriteFailed`` carries one): the cause in
    words (``DISK_FULL``...) inside what was being done (``CANNOT_SAVE``...)."""

    CANNOT_SAVE = QT_TRANSLATE_NOOP("Reason", "cannot save {path}: {reason}")
    CANNOT_MAKE_FOLDER = QT_TRANSLATE_NOOP("Reason", "cannot make the folder {path}: {reason}")
    CANNOT_USE_FOLDER = QT_TRANSLATE_NOOP("Reason", "cannot use the folder {path}: {reason}")
    FOLDER_BUSY = QT_TRANSLATE_NOOP("Reason", "another program keeps the folder {path} busy")
    SETTINGS_FILE = QT_TRANSLATE_NOOP("Reason", "cannot write the settings file {path}")
    NOT_A_FOLDER = QT_TRANSLATE_NOOP("Reason", "{path} is a file, not a folder")
    HISTORY_FOLDER = QT_TRANSLATE_NOOP(
        "Reason", "cannot use the history folder {path}: {reason}"
    )
    AUTOSAVE_FOLDER = QT_TRANSLATE_NOOP("Reason", "cannot use the autosave folder {path}")
    TO_HISTORY = QT_TRANSLATE_NOOP("Reason", "cannot put the game in the history: {reason}")
    CANNOT_MOVE = QT_TRANSLATE_NOOP("Reason", "cannot move {path} to {folder}: {reason}")
    DISK_FULL = QT_TRANSLATE_NOOP("Reason", "the disk is full")
    PERMISSION = QT_TRANSLATE_NOOP("Reason", "permission denied")
    READ_ONLY = QT_TRANSLATE_NOOP("Reason", "the disk is read-only")
    NO_FOLDER = QT_TRANSLATE_NOOP("Reason", "the folder does not exist")
    PATH_THROUGH_FILE = QT_TRANSLATE_NOOP("Reason", "a part of the path is a file, not a folder")
    FOLDER_IN_THE_WAY = QT_TRANSLATE_NOOP("Reason", "a folder of that name is in the way")


@unique
class Trouble(Enum):
    """Why a computer player could not move (``GameSession.ai_failed``): a fault of the
    program, said as such, with the technical detail in a field."""

    AI_ILLEGAL = QT_TRANSLATE_NOOP("Reason", "the AI chose an illegal action: {reason}")
    NOT_AN_ACTION = QT_TRANSLATE_NOOP("Reason", "the AI answered {shown}, which is not an action")
    PROGRAM_ERROR = QT_TRANSLATE_NOOP("Reason", "an error in the program: {detail}")


@dataclass(frozen=True, slots=True)
class Size:
    """A size in bytes, said the way a language writes one ("4 MB", "4,0 Mo")."""

    bytes: int


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


Arg: TypeAlias = "str | int | Choices | Square | Size | Reason"
ReasonKind: TypeAlias = Illegal | Unfit | DeckCheck | FileProblem | FilePart | WriteProblem | Trouble


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
        return field_value(self.args, name)

    def render(self, template: str, arg_text: Callable[[Arg], str]) -> str:
        """``template`` (this reason's, possibly translated) with every field filled in by
        ``arg_text``; a field the template lacks is left out, one it names but the reason lacks
        stays visible as ``{name}``."""
        return fill_template(template, {key: arg_text(value) for key, value in self.args})

    def __str__(self) -> str:
        """The English sentence."""
        return self.render(self.kind.value, english)

    def fits(self, template: str) -> bool:
        """Whether ``template`` (a translation of this reason's) names only fields the reason
        has; a translation that does not is not used (the English sentence is)."""
        names = {key for key, _ in self.args}
        return all(name in names for name in template_fields(template))


FieldValue = TypeVar("FieldValue")


def field_value(fields: tuple[tuple[str, FieldValue], ...], name: str) -> FieldValue | None:
    """The value of the field ``name`` among a value's ``(name, value)`` pairs (None if it has
    no such field): :meth:`Reason.get`, and ``Explanation.get`` of the game analysis."""
    for key, value in fields:
        if key == name:
            return value
    return None


def fill_template(template: str, values: Mapping[str, str]) -> str:
    """``template`` with each ``{name}`` replaced by ``values[name]``, in one pass (a value that
    looks like a field stays as it is); a name ``values`` lacks stays visible as ``{name}``."""
    out: list[str] = []
    i = 0
    while i < len(template):
        start = template.find("{", i)
        end = template.find("}", start + 1) if start >= 0 else -1
        if start < 0 or end < 0:
            out.append(template[i:])
            break
        out.append(template[i:start])
        out.append(values.get(template[start + 1 : end], template[start : end + 1]))
        i = end + 1
    return "".join(out)


def template_fields(template: str) -> set[str]:
    """The ``{named}`` fields of a template."""
    out: set[str] = set()
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


def size_text(n: int) -> str:
    """A size in bytes in English: "512 bytes", "37 KB", "4.0 MB"."""
    if n >= 1024 * 1024:
        return f"{n / (1024 * 1024):.1f} MB"
    if n >= 1024:
        return f"{n / 1024:.0f} KB"
    return f"{n} bytes"


def english(arg: Arg) -> str:
    """One argument in English."""
    if isinstance(arg, Size):
        return size_text(arg.bytes)
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
