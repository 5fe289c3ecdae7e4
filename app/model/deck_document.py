"""The deck being edited: a QObject that owns the deck's data and says what changed.

The editor's undo commands call the setters here, and the views listen to the typed signals;
nothing else changes a deck. The document may hold an unfinished deck (a puzzle with no
recessed cell, a reward that is no longer a piece): :mod:`app.core.validation` reports those.
Two things always hold, so that the solver can work on every state: each piece is a polyomino of
1 to 5 connected cells, and no two pieces have the same shape up to rotation and reflection
(:meth:`DeckDocument.piece_problem` says why a shape is refused).

The built-in classic deck is opened read-only: every setter then raises :class:`ReadOnlyDeck`.
Any other deck can be saved at any time: an unfinished one is written as a draft
(docs/formats.md, "Drafts") and reads back exactly as it was.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import replace
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QObject, Signal, SignalInstance

from app.core.deck_library import read_deck, write_deck
from app.core.validation import Readiness
from app.rules import (
    BACK_DESIGNS,
    CARD_SIZE,
    FULL_MASK,
    MAX_LEVEL,
    BackDesign,
    Cell,
    Colour,
    Deck,
    Mask,
    Puzzle,
    Setup,
    Shape,
    canonical,
    classic_deck,
    deck_to_bytes,
    image_problem,
    is_connected,
    normalize,
)

HEX_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


class ReadOnlyDeck(ValueError):
    """An edit of a read-only deck (the built-in classic deck): duplicate it to edit."""


class PieceProblem(Enum):
    """Why a piece shape is refused."""

    EMPTY = "empty"
    TOO_BIG = "too_big"
    DISCONNECTED = "disconnected"
    SAME_SHAPE = "same_shape"


# Conventional names of the polyominoes up to 5 squares (letters as in the pentomino naming).
_KNOWN_SHAPES: tuple[tuple[str, str, tuple[Cell, ...]], ...] = (
    ("O1", "monomino", ((0, 0),)),
    ("I2", "domino", ((0, 0), (0, 1))),
    ("I3", "straight tromino", ((0, 0), (0, 1), (0, 2))),
    ("L3", "L tromino", ((0, 0), (1, 0), (1, 1))),
    ("I4", "straight tetromino", ((0, 0), (0, 1), (0, 2), (0, 3))),
    ("O4", "square tetromino", ((0, 0), (0, 1), (1, 0), (1, 1))),
    ("L4", "L tetromino", ((0, 0), (1, 0), (2, 0), (2, 1))),
    ("T4", "T tetromino", ((0, 0), (0, 1), (0, 2), (1, 1))),
    ("Z4", "Z tetromino", ((0, 0), (0, 1), (1, 1), (1, 2))),
    ("F5", "F pentomino", ((0, 1), (0, 2), (1, 0), (1, 1), (2, 1))),
    ("I5", "I pentomino", ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4))),
    ("L5", "L pentomino", ((0, 0), (1, 0), (2, 0), (3, 0), (3, 1))),
    ("N5", "N pentomino", ((0, 1), (1, 1), (2, 0), (2, 1), (3, 0))),
    ("P5", "P pentomino", ((0, 0), (0, 1), (1, 0), (1, 1), (2, 0))),
    ("T5", "T pentomino", ((0, 0), (0, 1), (0, 2), (1, 1), (2, 1))),
    ("U5", "U pentomino", ((0, 0), (0, 2), (1, 0), (1, 1), (1, 2))),
    ("V5", "V pentomino", ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2))),
    ("W5", "W pentomino", ((0, 0), (1, 0), (1, 1), (2, 1), (2, 2))),
    ("X5", "X pentomino", ((0, 1), (1, 0), (1, 1), (1, 2), (2, 1))),
    ("Y5", "Y pentomino", ((0, 1), (1, 0), (1, 1), (2, 1), (3, 1))),
    ("Z5", "Z pentomino", ((0, 0), (0, 1), (1, 1), (2, 1), (2, 2))),
)
_BY_CANON: dict[tuple[Cell, ...], tuple[str, str]] = {
    canonical(cells): (pid, name) for pid, name, cells in _KNOWN_SHAPES
}

# Colours offered to new pieces, in order, before any repeats.
NEW_PIECE_COLOURS = (
    "#2a9d8f",
    "#e76f51",
    "#8ab17d",
    "#b56576",
    "#577590",
    "#f4a261",
    "#6d597a",
    "#43aa8b",
)


def conventional_name(cells: tuple[Cell, ...]) -> tuple[str, str] | None:
    """The usual id and English name of a polyomino (``("P5", "P pentomino")``), if it has one."""
    if not cells:
        return None
    return _BY_CANON.get(canonical(cells))


def free_polyominoes() -> tuple[tuple[Cell, ...], ...]:
    """Every polyomino of 1 to 5 squares up to rotation and reflection, smallest first."""
    return tuple(cells for _, _, cells in _KNOWN_SHAPES)


def shape_key(cells: tuple[Cell, ...]) -> tuple[Cell, ...]:
    """Equal for two cell sets exactly when they are the same shape up to rotation, reflection
    and position."""
    return canonical(cells) if cells else ()


def free_piece_id(cells: tuple[Cell, ...], taken: set[str]) -> str:
    """A piece id not in ``taken`` for a piece of this shape: its usual name (``"P5"``), else
    ``"S<size>"``, with ``-2``, ``-3``... when that is taken."""
    known = conventional_name(normalize(cells))
    base = known[0] if known else f"S{len(cells)}"
    if base not in taken:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


class DeckDocument(QObject):
    """One deck open in the editor: pieces, puzzles, setup table, name and file.

    Setters raise :class:`ReadOnlyDeck` on a read-only deck, ``KeyError`` for an unknown id and
    ``ValueError`` for a value the deck format cannot hold; they emit the matching signal and
    then :attr:`changed`.
    """

    info_changed = Signal()
    """The name, the description or the card backs' design changed."""
    setup_changed = Signal()
    """The setup table changed."""
    puzzle_changed = Signal(str)
    """A puzzle's cells, colour, points or reward changed (its id)."""
    puzzle_inserted = Signal(str, int)
    """A puzzle was added (id, position)."""
    puzzle_removed = Signal(str, int)
    """A puzzle was removed (id, position it had)."""
    puzzle_renamed = Signal(str, str)
    """A puzzle got another id (old id, new id)."""
    piece_changed = Signal(str)
    """A piece's cells, name, colour or count changed (its id)."""
    piece_inserted = Signal(str, int)
    """A piece was added (id, position)."""
    piece_removed = Signal(str, int)
    """A piece was removed (id, position it had)."""
    changed = Signal()
    """Emitted after every change: :meth:`deck` is a new deck."""
    file_changed = Signal()
    """The file path or the read-only flag changed."""

    def __init__(
        self,
        deck: Deck,
        path: Path | None = None,
        *,
        read_only: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._name = deck.name
        self._id = deck.id
        self._description = deck.description
        self._back = deck.back
        self._pieces: list[Shape] = list(deck.shapes)
        self._puzzles: list[Puzzle] = list(deck.puzzles)
        self._setup = deck.setup
        self._path = path
        self._read_only = read_only
        self._deck: Deck | None = deck

    # ------------------------------------------------------------------ construction

    @classmethod
    def open_file(cls, path: str | Path, parent: QObject | None = None) -> DeckDocument:
        """A document for a deck file.

        :raises InvalidDeck: if the file is unreadable or not a valid deck.
        """
        p = Path(path)
        return cls(read_deck(p), p, parent=parent)

    @classmethod
    def classic(cls, parent: QObject | None = None) -> DeckDocument:
        """The built-in classic deck, read-only."""
        return cls(classic_deck(), None, read_only=True, parent=parent)

    @classmethod
    def blank(cls, name: str, parent: QObject | None = None) -> DeckDocument:
        """A new deck with the classic pieces and setup table and no puzzles yet."""
        base = classic_deck()
        deck = Deck(name=name, shapes=base.shapes, puzzles=(), setup=base.setup, id=new_deck_id())
        return cls(deck, None, parent=parent)

    def duplicate(self, name: str, parent: QObject | None = None) -> DeckDocument:
        """An editable copy of this deck under another name (no file yet)."""
        d = self.deck()
        copy = Deck(
            name=name,
            shapes=d.shapes,
            puzzles=d.puzzles,
            setup=d.setup,
            id=new_deck_id(),
            description=d.description,
            back=d.back,
        )
        return DeckDocument(copy, None, parent=parent)

    # ------------------------------------------------------------------ reading

    @property
    def path(self) -> Path | None:
        """The deck's file (None for the built-in deck and for new, unsaved decks)."""
        return self._path

    @property
    def read_only(self) -> bool:
        """Whether edits are refused (the built-in classic deck)."""
        return self._read_only

    @property
    def name(self) -> str:
        """The deck's name."""
        return self._name

    @property
    def description(self) -> str:
        """The deck's description."""
        return self._description

    @property
    def back(self) -> BackDesign:
        """What the printed card backs show."""
        return self._back

    @property
    def deck_id(self) -> str:
        """The deck's id (kept in the file)."""
        return self._id

    @property
    def setup(self) -> Setup:
        """The setup table."""
        return self._setup

    @property
    def pieces(self) -> tuple[Shape, ...]:
        """The piece shapes, in deck order."""
        return tuple(self._pieces)

    @property
    def puzzles(self) -> tuple[Puzzle, ...]:
        """The puzzles, in deck order."""
        return tuple(self._puzzles)

    def deck(self) -> Deck:
        """The deck as it is now (a new object after each change; it may be unfinished)."""
        if self._deck is None:
            self._deck = Deck(
                name=self._name,
                shapes=tuple(self._pieces),
                puzzles=tuple(self._puzzles),
                setup=self._setup,
                id=self._id,
                description=self._description,
                back=self._back,
            )
        return self._deck

    def to_bytes(self) -> bytes:
        """The deck file's bytes."""
        return deck_to_bytes(self.deck())

    def puzzle_index(self, puzzle_id: str) -> int:
        """The position of a puzzle (KeyError if there is none with this id)."""
        for i, p in enumerate(self._puzzles):
            if p.id == puzzle_id:
                return i
        raise KeyError(puzzle_id)

    def puzzle(self, puzzle_id: str) -> Puzzle:
        """The puzzle with this id (KeyError if none)."""
        return self._puzzles[self.puzzle_index(puzzle_id)]

    def has_puzzle(self, puzzle_id: str) -> bool:
        """Whether a puzzle has this id."""
        return any(p.id == puzzle_id for p in self._puzzles)

    def piece_index(self, piece_id: str) -> int:
        """The position of a piece (KeyError if there is none with this id)."""
        for i, s in enumerate(self._pieces):
            if s.id == piece_id:
                return i
        raise KeyError(piece_id)

    def piece(self, piece_id: str) -> Shape:
        """The piece with this id (KeyError if none)."""
        return self._pieces[self.piece_index(piece_id)]

    def has_piece(self, piece_id: str) -> bool:
        """Whether a piece has this id."""
        return any(s.id == piece_id for s in self._pieces)

    def uses_of_piece(self, piece_id: str) -> tuple[str, ...]:
        """Ids of the puzzles that give this piece as their reward."""
        return tuple(p.id for p in self._puzzles if p.reward == piece_id)

    def piece_problem(
        self, cells: tuple[Cell, ...], *, ignore: str | None = None
    ) -> tuple[PieceProblem, str | None] | None:
        """Why ``cells`` cannot be a piece of this deck, or None if they can.

        The second item names the piece with the same shape (for ``SAME_SHAPE``). ``ignore``:
        the id of the piece being reshaped (its own current shape does not count).
        """
        cs = tuple(set(cells))
        if not cs:
            return PieceProblem.EMPTY, None
        if len(cs) > MAX_LEVEL:
            return PieceProblem.TOO_BIG, None
        if not all(0 <= r < CARD_SIZE and 0 <= c < CARD_SIZE for r, c in cs) or not is_connected(
            cs
        ):
            return PieceProblem.DISCONNECTED, None
        key = shape_key(cs)
        for s in self._pieces:
            if s.id != ignore and shape_key(s.cells) == key:
                return PieceProblem.SAME_SHAPE, s.id
        return None

    def free_shape(self) -> tuple[Cell, ...] | None:
        """The smallest polyomino (up to 5 squares) that is not yet a piece of the deck."""
        taken = {shape_key(s.cells) for s in self._pieces}
        for cells in free_polyominoes():
            if shape_key(cells) not in taken:
                return cells
        return None

    def new_piece_id(self, cells: tuple[Cell, ...]) -> str:
        """A free piece id for a new piece of this shape (``"P5"``, or ``"N5-2"``...)."""
        return free_piece_id(cells, {s.id for s in self._pieces} | {p.id for p in self._puzzles})

    def new_piece_colour(self) -> str:
        """A colour for a new piece, one the deck does not use yet if possible."""
        used = {s.colour.lower() for s in self._pieces}
        for c in NEW_PIECE_COLOURS:
            if c not in used:
                return c
        return NEW_PIECE_COLOURS[len(self._pieces) % len(NEW_PIECE_COLOURS)]

    def new_puzzle_id(self, colour: Colour, *, exclude: str | None = None) -> str:
        """The next free puzzle id of a colour: ``W33``, ``B21``..."""
        prefix = "W" if colour == "white" else "B"
        taken = {p.id for p in self._puzzles if p.id != exclude} | {s.id for s in self._pieces}
        numbers = [
            int(m.group(1))
            for p in self._puzzles
            if p.id != exclude and (m := re.fullmatch(prefix + r"(\d{1,4})", p.id))
        ]
        n = max(numbers, default=0) + 1
        while f"{prefix}{n:02d}" in taken:
            n += 1
        return f"{prefix}{n:02d}"

    def insert_position(self, colour: Colour) -> int:
        """Where a new puzzle of a colour goes: after the last one of that colour (whites
        before blacks when the deck has none of it yet)."""
        last = max((i for i, p in enumerate(self._puzzles) if p.colour == colour), default=None)
        if last is not None:
            return last + 1
        if colour == "white":
            return 0
        return len(self._puzzles)

    # ------------------------------------------------------------------ changing

    def _writable(self) -> None:
        if self._read_only:
            raise ReadOnlyDeck("the classic deck is read-only: duplicate it to edit")

    def _announce(self, signal: SignalInstance, *args: object) -> None:
        """Say a change: the cached deck goes first (slots read the new deck), then ``signal``
        with ``args``, then :attr:`changed`."""
        self._deck = None
        signal.emit(*args)
        self.changed.emit()

    def _replace_puzzle(self, puzzle_id: str, puzzle: Puzzle) -> None:
        self._writable()
        i = self.puzzle_index(puzzle_id)
        if self._puzzles[i] == puzzle:
            return
        self._puzzles[i] = puzzle
        self._announce(self.puzzle_changed, puzzle.id)

    def set_puzzle_mask(self, puzzle_id: str, mask: Mask) -> None:
        """Set a puzzle's recessed cells (a 25-bit mask; it may be empty while editing)."""
        if not 0 <= mask <= FULL_MASK:
            raise ValueError(f"not a card mask: {mask!r}")
        self._replace_puzzle(puzzle_id, replace(self.puzzle(puzzle_id), mask=mask))

    def set_puzzle_colour(self, puzzle_id: str, colour: Colour) -> None:
        """Make a puzzle white or black."""
        if colour not in ("white", "black"):
            raise ValueError(f"a puzzle is white or black, not {colour!r}")
        self._replace_puzzle(puzzle_id, replace(self.puzzle(puzzle_id), colour=colour))

    def set_puzzle_points(self, puzzle_id: str, points: int) -> None:
        """Set a puzzle's victory points (0-99)."""
        if not 0 <= points <= 99:
            raise ValueError("points must be between 0 and 99")
        self._replace_puzzle(puzzle_id, replace(self.puzzle(puzzle_id), points=points))

    def set_puzzle_reward(self, puzzle_id: str, reward: str) -> None:
        """Set a puzzle's reward piece (any id; validation reports one that is not a piece)."""
        if not reward:
            raise ValueError("a reward is a piece id")
        self._replace_puzzle(puzzle_id, replace(self.puzzle(puzzle_id), reward=reward))

    def rename_puzzle(self, puzzle_id: str, new_id: str) -> None:
        """Give a puzzle another id (1-16 printable characters, not used by another puzzle or
        a piece)."""
        self._writable()
        i = self.puzzle_index(puzzle_id)
        if new_id == puzzle_id:
            return
        if not 0 < len(new_id) <= 16 or not new_id.isprintable():
            raise ValueError("a puzzle id has 1 to 16 printable characters")
        if self.has_puzzle(new_id) or self.has_piece(new_id):
            raise ValueError(f"the id {new_id} is already used")
        self._puzzles[i] = replace(self._puzzles[i], id=new_id)
        self._announce(self.puzzle_renamed, puzzle_id, new_id)

    def insert_puzzle(self, puzzle: Puzzle, index: int | None = None) -> None:
        """Add a puzzle at ``index`` (default: after the last of its colour)."""
        self._writable()
        if self.has_puzzle(puzzle.id) or self.has_piece(puzzle.id):
            raise ValueError(f"the id {puzzle.id} is already used")
        if puzzle.colour not in ("white", "black"):
            raise ValueError("a puzzle is white or black")
        pos = self.insert_position(puzzle.colour) if index is None else index
        pos = max(0, min(pos, len(self._puzzles)))
        self._puzzles.insert(pos, puzzle)
        self._announce(self.puzzle_inserted, puzzle.id, pos)

    def remove_puzzle(self, puzzle_id: str) -> tuple[Puzzle, int]:
        """Remove a puzzle; returns it and the position it had."""
        self._writable()
        i = self.puzzle_index(puzzle_id)
        puzzle = self._puzzles.pop(i)
        self._announce(self.puzzle_removed, puzzle_id, i)
        return puzzle, i

    def move_puzzle(self, puzzle_id: str, index: int) -> None:
        """Move a puzzle to another position in the deck order."""
        self._writable()
        i = self.puzzle_index(puzzle_id)
        index = max(0, min(index, len(self._puzzles) - 1))
        if i == index:
            return
        puzzle = self._puzzles.pop(i)
        self._deck = None
        self.puzzle_removed.emit(puzzle_id, i)
        self._puzzles.insert(index, puzzle)
        self._announce(self.puzzle_inserted, puzzle_id, index)

    def _replace_piece(self, piece_id: str, shape: Shape) -> None:
        self._writable()
        i = self.piece_index(piece_id)
        old = self._pieces[i]
        if (old.cells, old.name, old.colour, old.count) == (
            shape.cells,
            shape.name,
            shape.colour,
            shape.count,
        ):
            return
        self._pieces[i] = shape
        self._announce(self.piece_changed, piece_id)

    def set_piece_cells(self, piece_id: str, cells: tuple[Cell, ...]) -> None:
        """Reshape a piece.

        :raises ValueError: if the cells are not 1-5 connected squares or another piece has
            that shape (see :meth:`piece_problem`).
        """
        problem = self.piece_problem(cells, ignore=piece_id)
        if problem is not None:
            kind, other = problem
            raise ValueError(
                f"piece {piece_id} cannot take this shape ({kind.value}"
                + (f", same as {other})" if other else ")")
            )
        old = self.piece(piece_id)
        self._replace_piece(piece_id, replace(old, cells=normalize(cells)))

    def set_piece_name(self, piece_id: str, name: str) -> None:
        """Set a piece's name."""
        self._replace_piece(piece_id, replace(self.piece(piece_id), name=name))

    def set_piece_colour(self, piece_id: str, colour: str) -> None:
        """Set a piece's colour (``#rrggbb``)."""
        if not HEX_COLOUR.match(colour):
            raise ValueError(f"a colour is written #rrggbb, not {colour!r}")
        self._replace_piece(piece_id, replace(self.piece(piece_id), colour=colour.lower()))

    def set_piece_count(self, piece_id: str, count: int) -> None:
        """Set how many of this piece the reserve has (0-99)."""
        if not 0 <= count <= 99:
            raise ValueError("a reserve count is between 0 and 99")
        self._replace_piece(piece_id, replace(self.piece(piece_id), count=count))

    def insert_piece(self, shape: Shape, index: int | None = None) -> None:
        """Add a piece at ``index`` (default: last).

        :raises ValueError: for a used id or a shape the deck cannot take.
        """
        self._writable()
        if self.has_piece(shape.id) or self.has_puzzle(shape.id):
            raise ValueError(f"the id {shape.id} is already used")
        if not 0 < len(shape.id) <= 16 or not shape.id.isprintable():
            raise ValueError("a piece id has 1 to 16 printable characters")
        if self.piece_problem(shape.cells) is not None:
            raise ValueError("the deck cannot take a piece of this shape")
        pos = len(self._pieces) if index is None else max(0, min(index, len(self._pieces)))
        self._pieces.insert(pos, shape)
        self._announce(self.piece_inserted, shape.id, pos)

    def remove_piece(self, piece_id: str) -> tuple[Shape, int]:
        """Remove a piece; returns it and the position it had. Puzzles that give it as a
        reward keep naming it (validation reports them)."""
        self._writable()
        i = self.piece_index(piece_id)
        shape = self._pieces.pop(i)
        self._announce(self.piece_removed, piece_id, i)
        return shape, i

    def rename_piece(self, piece_id: str, new_id: str) -> tuple[str, ...]:
        """Give a piece another id (1-16 printable characters, not used by another piece or a
        puzzle); the puzzles that give it and the starting supply follow. Returns the ids of
        the puzzles whose reward followed."""
        self._writable()
        i = self.piece_index(piece_id)
        if new_id == piece_id:
            return ()
        if not 0 < len(new_id) <= 16 or not new_id.isprintable():
            raise ValueError("a piece id has 1 to 16 printable characters")
        if self.has_piece(new_id) or self.has_puzzle(new_id):
            raise ValueError(f"the id {new_id} is already used")
        self._pieces[i] = replace(self._pieces[i], id=new_id)
        followed = self.uses_of_piece(piece_id)
        for j, p in enumerate(self._puzzles):
            if p.reward == piece_id:
                self._puzzles[j] = replace(p, reward=new_id)
        supply = tuple(new_id if s == piece_id else s for s in self._setup.starting_supply)
        supply_changed = supply != self._setup.starting_supply
        if supply_changed:
            self._setup = replace(self._setup, starting_supply=supply)
        self._deck = None  # before any signal: slots read the new deck
        self.piece_removed.emit(piece_id, i)
        self.piece_inserted.emit(new_id, i)
        for zid in followed:
            self.puzzle_changed.emit(zid)
        if supply_changed:
            self.setup_changed.emit()
        self.changed.emit()
        return followed

    def set_name(self, name: str) -> None:
        """Rename the deck."""
        self._writable()
        if name != self._name:
            self._name = name
            self._announce(self.info_changed)

    def set_description(self, text: str) -> None:
        """Set the deck's description."""
        self._writable()
        if text != self._description:
            self._description = text
            self._announce(self.info_changed)

    def set_back(self, back: BackDesign) -> None:
        """Choose what the printed card backs show (``ValueError`` for a design or picture the
        deck format cannot hold)."""
        self._writable()
        if back.design not in BACK_DESIGNS:
            raise ValueError(f"unknown card back design {back.design!r}")
        problem = image_problem(back.image) if back.image else None
        if problem is not None:
            raise ValueError(str(problem))
        if back != self._back:
            self._back = back
            self._announce(self.info_changed)

    def set_setup(self, setup: Setup) -> None:
        """Replace the setup table."""
        self._writable()
        if setup != self._setup:
            self._setup = setup
            self._announce(self.setup_changed)

    # ------------------------------------------------------------------ files

    def save(self, path: str | Path | None = None, ready: Readiness | None = None) -> Path:
        """Write the deck (to ``path``, or to its own file) atomically; returns the path.

        The file records the deck's state: ``ready`` (the editor passes its last validation's),
        or a full validation's. A deck with validation errors is written as a draft; this
        refuses only a deck that would not read back.

        :raises ReadOnlyDeck: for the built-in deck.
        :raises InvalidDeck: if the deck would not read back.
        :raises OSError: if the file cannot be written.
        :raises ValueError: if the deck has no file and no path is given.
        """
        self._writable()
        target = Path(path) if path is not None else self._path
        if target is None:
            raise ValueError("the deck has no file yet: give a path")
        written = write_deck(self.deck(), target, ready)
        if written != self._path:
            self._path = written
            self.file_changed.emit()
        return written


def new_deck_id() -> str:
    """A fresh id for a new deck (kept in its file, never shown)."""
    return "custom-" + uuid.uuid4().hex[:12]
