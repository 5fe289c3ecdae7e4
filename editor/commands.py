"""The editor's undo commands: one class per kind of edit, each calling the document's setters.

Commands change the :class:`DeckDocument` and nothing else; views follow its signals. Each
command knows what it is about (:meth:`EditCommand.focus`) so that undo and redo can bring
that puzzle or piece into view. A paint stroke is one undo step: every cell it touches is
pushed as a command carrying the stroke's number, and commands of the same stroke merge.
"""

from __future__ import annotations

import itertools
import re
from typing import Literal, TypeAlias

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from app.model.deck_document import DeckDocument
from app.rules import BackDesign, Cell, Colour, Mask, Puzzle, Setup, Shape
from app.templates import fill
from editor.text import EditCounts

Focus: TypeAlias = tuple[Literal["puzzle", "piece", "puzzles", "pieces", "deck"], str]
"""What an edit is about: a puzzle or a piece (by id), the puzzle or piece list, the deck."""

_strokes = itertools.count(1)


def new_stroke() -> int:
    """A fresh stroke number: commands pushed with the same number merge into one step."""
    return next(_strokes)


# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


# ids() of mergeable commands (any distinct numbers)
PAINT_CELLS_ID = 1001
SET_POINTS_ID = 1002
SET_PIECE_CELLS_ID = 1003
SET_PIECE_COUNT_ID = 1004
SET_SETUP_ID = 1005
SET_DESCRIPTION_ID = 1006
SET_PUZZLES_ID = 1007


class EditCommand(QUndoCommand):
    """Base of the editor's commands: holds the document and says what the edit is about."""

    def __init__(self, doc: DeckDocument, text: str) -> None:
        super().__init__(text)
        self.doc = doc

    def focus(self) -> Focus:
        """What the edit is about, as it is named now (for bringing it into view)."""
        return ("deck", "")


class _PuzzleCommand(EditCommand):
    def __init__(self, doc: DeckDocument, puzzle_id: str, text: str) -> None:
        super().__init__(doc, text)
        self.puzzle_id = puzzle_id

    def focus(self) -> Focus:
        return ("puzzle", self.puzzle_id)


class PaintCellsCommand(_PuzzleCommand):
    """Paint (make recessed) or erase cells of a puzzle; a whole stroke merges into one step."""

    def __init__(
        self, doc: DeckDocument, puzzle_id: str, cells: Mask, paint: bool, stroke: int
    ) -> None:
        text = (
            translate("commands", "Paint cells of %1")
            if paint
            else translate("commands", "Erase cells of %1")
        )
        super().__init__(doc, puzzle_id, fill(text, puzzle_id))
        self.before = doc.puzzle(puzzle_id).mask
        self.after = (self.before | cells) if paint else (self.before & ~cells)
        self.paint = paint
        self.stroke = stroke

    def id(self) -> int:
        return PAINT_CELLS_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (
            not isinstance(other, PaintCellsCommand)
            or other.stroke != self.stroke
            or other.puzzle_id != self.puzzle_id
        ):
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.doc.set_puzzle_mask(self.puzzle_id, self.after)

    def undo(self) -> None:
        self.doc.set_puzzle_mask(self.puzzle_id, self.before)


class SetPuzzleCellsCommand(_PuzzleCommand):
    """Replace a puzzle's recessed cells at once (clear, rotate, mirror)."""

    def __init__(self, doc: DeckDocument, puzzle_id: str, mask: Mask, text: str) -> None:
        super().__init__(doc, puzzle_id, text)
        self.before = doc.puzzle(puzzle_id).mask
        self.after = mask

    def redo(self) -> None:
        self.doc.set_puzzle_mask(self.puzzle_id, self.after)

    def undo(self) -> None:
        self.doc.set_puzzle_mask(self.puzzle_id, self.before)


class SetPuzzleColourCommand(_PuzzleCommand):
    """Make a puzzle white or black; an id in the usual form (W07, B12) follows the colour."""

    def __init__(self, doc: DeckDocument, puzzle_id: str, colour: Colour) -> None:
        text = (
            translate("commands", "Make %1 white")
            if colour == "white"
            else translate("commands", "Make %1 black")
        )
        super().__init__(doc, puzzle_id, fill(text, puzzle_id))
        self.old_colour: Colour = doc.puzzle(puzzle_id).colour
        self.colour = colour
        self.old_id = puzzle_id
        auto = re.fullmatch(r"[WB]\d{1,4}", puzzle_id) is not None
        self.new_id = doc.new_puzzle_id(colour, exclude=puzzle_id) if auto else puzzle_id

    def redo(self) -> None:
        self.doc.set_puzzle_colour(self.old_id, self.colour)
        self.doc.rename_puzzle(self.old_id, self.new_id)
        self.puzzle_id = self.new_id

    def undo(self) -> None:
        self.doc.rename_puzzle(self.new_id, self.old_id)
        self.doc.set_puzzle_colour(self.old_id, self.old_colour)
        self.puzzle_id = self.old_id


class SetPointsCommand(_PuzzleCommand):
    """Set a puzzle's victory points; successive changes to one puzzle merge."""

    def __init__(self, doc: DeckDocument, puzzle_id: str, points: int) -> None:
        super().__init__(
            doc, puzzle_id, fill(translate("commands", "Set points of %1"), puzzle_id)
        )
        self.before = doc.puzzle(puzzle_id).points
        self.after = points

    def id(self) -> int:
        return SET_POINTS_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetPointsCommand) or other.puzzle_id != self.puzzle_id:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.doc.set_puzzle_points(self.puzzle_id, self.after)

    def undo(self) -> None:
        self.doc.set_puzzle_points(self.puzzle_id, self.before)


class SetRewardCommand(_PuzzleCommand):
    """Set a puzzle's reward piece."""

    def __init__(self, doc: DeckDocument, puzzle_id: str, reward: str) -> None:
        super().__init__(
            doc, puzzle_id, fill(translate("commands", "Set reward of %1"), puzzle_id)
        )
        self.before = doc.puzzle(puzzle_id).reward
        self.after = reward

    def redo(self) -> None:
        self.doc.set_puzzle_reward(self.puzzle_id, self.after)

    def undo(self) -> None:
        self.doc.set_puzzle_reward(self.puzzle_id, self.before)


class SetPuzzlesCommand(EditCommand):
    """Set the points or the reward of several puzzles at once (one step); successive changes
    of the same field of the same puzzles merge (the points box clicked up and down)."""

    def __init__(self, doc: DeckDocument, puzzle_ids: list[str], *, points: int | None = None,
                 reward: str | None = None) -> None:
        words = EditCounts()
        n = len(puzzle_ids)
        super().__init__(doc, words.set_points(n) if points is not None else words.set_reward(n))
        self.puzzle_ids = list(puzzle_ids)
        self.field = "points" if points is not None else "reward"
        self.before = [(doc.puzzle(z).points, doc.puzzle(z).reward) for z in puzzle_ids]
        self.points = points
        self.reward = reward

    def focus(self) -> Focus:
        first = next((z for z in self.puzzle_ids if self.doc.has_puzzle(z)), None)
        return ("puzzle", first) if first is not None else ("puzzles", "")

    def id(self) -> int:
        return SET_PUZZLES_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (not isinstance(other, SetPuzzlesCommand) or other.field != self.field
                or other.puzzle_ids != self.puzzle_ids):
            return False
        self.points, self.reward = other.points, other.reward
        return True

    def redo(self) -> None:
        for z in self.puzzle_ids:
            if self.points is not None:
                self.doc.set_puzzle_points(z, self.points)
            if self.reward is not None:
                self.doc.set_puzzle_reward(z, self.reward)

    def undo(self) -> None:
        for z, (points, reward) in zip(self.puzzle_ids, self.before, strict=True):
            self.doc.set_puzzle_points(z, points)
            self.doc.set_puzzle_reward(z, reward)


class RenamePuzzleCommand(_PuzzleCommand):
    """Give a puzzle another id."""

    def __init__(self, doc: DeckDocument, puzzle_id: str, new_id: str) -> None:
        super().__init__(
            doc,
            new_id,
            fill(translate("commands", "Rename %1 to %2"), puzzle_id, new_id),
        )
        self.old_id = puzzle_id
        self.new_id = new_id

    def redo(self) -> None:
        self.doc.rename_puzzle(self.old_id, self.new_id)
        self.puzzle_id = self.new_id

    def undo(self) -> None:
        self.doc.rename_puzzle(self.new_id, self.old_id)
        self.puzzle_id = self.old_id


class AddPuzzleCommand(_PuzzleCommand):
    """Add a puzzle (new or duplicated)."""

    def __init__(
        self, doc: DeckDocument, puzzle: Puzzle, index: int | None = None, text: str | None = None
    ) -> None:
        super().__init__(
            doc, puzzle.id, text or fill(translate("commands", "Add puzzle %1"), puzzle.id)
        )
        self.puzzle = puzzle
        self.index = doc.insert_position(puzzle.colour) if index is None else index

    def redo(self) -> None:
        self.doc.insert_puzzle(self.puzzle, self.index)

    def undo(self) -> None:
        self.doc.remove_puzzle(self.puzzle.id)


class RemovePuzzleCommand(_PuzzleCommand):
    """Delete a puzzle."""

    def __init__(self, doc: DeckDocument, puzzle_id: str) -> None:
        super().__init__(
            doc, puzzle_id, fill(translate("commands", "Delete puzzle %1"), puzzle_id)
        )
        self.puzzle = doc.puzzle(puzzle_id)
        self.index = doc.puzzle_index(puzzle_id)

    def focus(self) -> Focus:
        # once deleted, the card list stays in view (the next card is selected there)
        return ("puzzle", self.puzzle_id) if self.doc.has_puzzle(self.puzzle_id) else ("puzzles", "")

    def redo(self) -> None:
        self.doc.remove_puzzle(self.puzzle_id)

    def undo(self) -> None:
        self.doc.insert_puzzle(self.puzzle, self.index)


class _PieceCommand(EditCommand):
    def __init__(self, doc: DeckDocument, piece_id: str, text: str) -> None:
        super().__init__(doc, text)
        self.piece_id = piece_id

    def focus(self) -> Focus:
        return ("piece", self.piece_id) if self.doc.has_piece(self.piece_id) else ("pieces", "")


class SetPieceCellsCommand(_PieceCommand):
    """Reshape a piece; the shapes reached during one drawing stroke merge into one step."""

    def __init__(
        self, doc: DeckDocument, piece_id: str, cells: tuple[Cell, ...], stroke: int = 0
    ) -> None:
        super().__init__(
            doc, piece_id, fill(translate("commands", "Reshape piece %1"), piece_id)
        )
        self.before = doc.piece(piece_id).cells
        self.after = cells
        self.stroke = stroke

    def id(self) -> int:
        return SET_PIECE_CELLS_ID if self.stroke else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (
            not isinstance(other, SetPieceCellsCommand)
            or not self.stroke
            or other.stroke != self.stroke
            or other.piece_id != self.piece_id
        ):
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.doc.set_piece_cells(self.piece_id, self.after)

    def undo(self) -> None:
        self.doc.set_piece_cells(self.piece_id, self.before)


class SetPieceNameCommand(_PieceCommand):
    """Rename a piece (its id stays)."""

    def __init__(self, doc: DeckDocument, piece_id: str, name: str) -> None:
        super().__init__(
            doc, piece_id, fill(translate("commands", "Rename piece %1"), piece_id)
        )
        self.before = doc.piece(piece_id).name
        self.after = name

    def redo(self) -> None:
        self.doc.set_piece_name(self.piece_id, self.after)

    def undo(self) -> None:
        self.doc.set_piece_name(self.piece_id, self.before)


class RenamePieceIdCommand(_PieceCommand):
    """Give a piece another id; the puzzles that give it and the starting supply follow."""

    def __init__(self, doc: DeckDocument, piece_id: str, new_id: str) -> None:
        super().__init__(
            doc,
            new_id,
            fill(translate("commands", "Rename %1 to %2"), piece_id, new_id),
        )
        self.old_id = piece_id
        self.new_id = new_id
        self.followed: tuple[str, ...] = ()

    def redo(self) -> None:
        self.followed = self.doc.rename_piece(self.old_id, self.new_id)
        self.piece_id = self.new_id

    def undo(self) -> None:
        self.doc.rename_piece(self.new_id, self.old_id)
        # a puzzle that named the new id before (a reward that was no piece) names it again
        keep = set(self.followed)
        for p in self.doc.puzzles:
            if p.reward == self.old_id and p.id not in keep:
                self.doc.set_puzzle_reward(p.id, self.new_id)
        self.piece_id = self.old_id


class SetPieceColourCommand(_PieceCommand):
    """Recolour a piece."""

    def __init__(self, doc: DeckDocument, piece_id: str, colour: str) -> None:
        super().__init__(
            doc, piece_id, fill(translate("commands", "Recolour piece %1"), piece_id)
        )
        self.before = doc.piece(piece_id).colour
        self.after = colour

    def redo(self) -> None:
        self.doc.set_piece_colour(self.piece_id, self.after)

    def undo(self) -> None:
        self.doc.set_piece_colour(self.piece_id, self.before)


class SetPieceCountCommand(_PieceCommand):
    """Set how many of a piece the reserve has; successive changes to one piece merge."""

    def __init__(self, doc: DeckDocument, piece_id: str, count: int) -> None:
        super().__init__(
            doc, piece_id, fill(translate("commands", "Set reserve count of %1"), piece_id)
        )
        self.before = doc.piece(piece_id).count
        self.after = count

    def id(self) -> int:
        return SET_PIECE_COUNT_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetPieceCountCommand) or other.piece_id != self.piece_id:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.doc.set_piece_count(self.piece_id, self.after)

    def undo(self) -> None:
        self.doc.set_piece_count(self.piece_id, self.before)


class AddPieceCommand(_PieceCommand):
    """Add a piece."""

    def __init__(self, doc: DeckDocument, shape: Shape, index: int | None = None) -> None:
        super().__init__(
            doc, shape.id, fill(translate("commands", "Add piece %1"), shape.id)
        )
        self.shape = shape
        self.index = len(doc.pieces) if index is None else index

    def redo(self) -> None:
        self.doc.insert_piece(self.shape, self.index)

    def undo(self) -> None:
        self.doc.remove_piece(self.shape.id)


class RemovePieceCommand(_PieceCommand):
    """Delete a piece (puzzles that give it as a reward then need another reward)."""

    def __init__(self, doc: DeckDocument, piece_id: str) -> None:
        super().__init__(
            doc, piece_id, fill(translate("commands", "Delete piece %1"), piece_id)
        )
        self.shape = doc.piece(piece_id)
        self.index = doc.piece_index(piece_id)

    def redo(self) -> None:
        self.doc.remove_piece(self.piece_id)

    def undo(self) -> None:
        self.doc.insert_piece(self.shape, self.index)


class RenameDeckCommand(EditCommand):
    """Rename the deck."""

    def __init__(self, doc: DeckDocument, name: str) -> None:
        super().__init__(doc, translate("commands", "Rename deck"))
        self.before = doc.name
        self.after = name

    def redo(self) -> None:
        self.doc.set_name(self.after)

    def undo(self) -> None:
        self.doc.set_name(self.before)


class SetDescriptionCommand(EditCommand):
    """Change the deck's description; typing in one go merges into one step."""

    def __init__(self, doc: DeckDocument, text: str) -> None:
        super().__init__(doc, translate("commands", "Edit description"))
        self.before = doc.description
        self.after = text

    def id(self) -> int:
        return SET_DESCRIPTION_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetDescriptionCommand):
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.doc.set_description(self.after)

    def undo(self) -> None:
        self.doc.set_description(self.before)


class SetBackCommand(EditCommand):
    """Choose what the printed card backs show (the print & play dialog)."""

    def __init__(self, doc: DeckDocument, back: BackDesign) -> None:
        super().__init__(doc, translate("commands", "Change the card backs"))
        self.before = doc.back
        self.after = back

    def redo(self) -> None:
        self.doc.set_back(self.after)

    def undo(self) -> None:
        self.doc.set_back(self.before)


class SetSetupCommand(EditCommand):
    """Change the setup table; successive changes of one field merge."""

    def __init__(self, doc: DeckDocument, setup: Setup, field: str, text: str) -> None:
        super().__init__(doc, text)
        self.before = doc.setup
        self.after = setup
        self.field = field

    def id(self) -> int:
        return SET_SETUP_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetSetupCommand) or other.field != self.field:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.doc.set_setup(self.after)

    def undo(self) -> None:
        self.doc.set_setup(self.before)
