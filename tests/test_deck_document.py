"""DeckDocument (the model the editor changes) and the editor's undo commands on it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QUndoStack

from app.core.deck_library import read_deck
from app.model.deck_document import DeckDocument, PieceProblem, ReadOnlyDeck
from app.rules import InvalidDeck, Puzzle, Shape, cells_to_mask, classic_deck
from editor.commands import (
    AddPieceCommand,
    AddPuzzleCommand,
    PaintCellsCommand,
    RemovePieceCommand,
    RemovePuzzleCommand,
    SetPointsCommand,
    SetPuzzleColourCommand,
    new_stroke,
)


@pytest.fixture
def doc() -> DeckDocument:
    return DeckDocument.classic().duplicate("Mine")


class TestDocument:
    def test_classic_is_read_only(self) -> None:
        ro = DeckDocument.classic()
        edits = [
            lambda: ro.set_puzzle_mask("W01", 1),
            lambda: ro.set_puzzle_points("W01", 3),
            lambda: ro.set_puzzle_reward("W01", "O1"),
            lambda: ro.set_piece_count("O1", 3),
            lambda: ro.remove_puzzle("W01"),
            lambda: ro.remove_piece("O1"),
            lambda: ro.set_name("x"),
            lambda: ro.save("/tmp/never.pldeck"),
        ]
        for edit in edits:
            with pytest.raises(ReadOnlyDeck):
                edit()
        assert ro.deck().to_json() == classic_deck().to_json()

    def test_signals_see_the_new_deck(self, doc: DeckDocument) -> None:
        seen: list[tuple[str, int]] = []
        doc.puzzle_inserted.connect(lambda pid, i: seen.append((pid, len(doc.deck().puzzles))))
        doc.puzzle_changed.connect(
            lambda pid: seen.append((pid, doc.deck().puzzle_by_id[pid].points))
        )
        changed: list[int] = []
        doc.changed.connect(lambda: changed.append(1))
        doc.insert_puzzle(Puzzle("W33", "white", 1, "O1", 0b1))
        doc.set_puzzle_points("W33", 4)
        doc.set_puzzle_points("W33", 4)  # no change, no signal
        assert seen == [("W33", 53), ("W33", 4)]
        assert len(changed) == 2
        assert doc.puzzle_index("W33") == 32  # after the last white puzzle

    def test_piece_rules(self, doc: DeckDocument) -> None:
        assert doc.piece_problem(()) == (PieceProblem.EMPTY, None)
        assert doc.piece_problem(((0, 0), (0, 2))) == (PieceProblem.DISCONNECTED, None)
        assert doc.piece_problem(tuple((0, c) for c in range(5)) + ((1, 0),)) == (
            PieceProblem.TOO_BIG,
            None,
        )
        # an L tromino turned and mirrored is still L3
        assert doc.piece_problem(((3, 3), (3, 4), (4, 4))) == (PieceProblem.SAME_SHAPE, "L3")
        assert doc.piece_problem(((3, 3), (3, 4), (4, 4)), ignore="L3") is None
        with pytest.raises(ValueError, match="same as T4"):
            doc.set_piece_cells("L4", ((0, 0), (0, 1), (0, 2), (1, 1)))
        assert doc.free_shape() == ((0, 1), (0, 2), (1, 0), (1, 1), (2, 1))  # F pentomino
        assert doc.new_piece_id(((0, 0), (0, 1), (1, 0), (1, 1), (2, 0))) == "P5"
        doc.insert_piece(Shape("P5", ((0, 0), (0, 1), (1, 0), (1, 1), (2, 0)), "P", "#123456", 2))
        with pytest.raises(ValueError):
            doc.insert_piece(Shape("P5b", ((0, 0), (1, 0), (0, 1), (1, 1), (2, 1))))

    def test_new_ids(self, doc: DeckDocument) -> None:
        assert doc.new_puzzle_id("white") == "W33"
        assert doc.new_puzzle_id("black") == "B21"
        blank = DeckDocument.blank("New")
        assert blank.new_puzzle_id("black") == "B01" and blank.puzzles == ()

    def test_save_and_reopen(self, doc: DeckDocument, tmp_path: Path) -> None:
        doc.set_puzzle_mask("W01", cells_to_mask([(0, 0), (0, 1)]))
        doc.set_piece_name("O1", "single")
        path = doc.save(tmp_path / "mine.pldeck")
        again = DeckDocument.open_file(path)
        assert again.deck().to_json() == doc.deck().to_json()
        assert again.path == path and not again.read_only

    def test_save_refuses_what_would_not_read_back(self, doc: DeckDocument, tmp_path: Path) -> None:
        path = doc.save(tmp_path / "mine.pldeck")
        before = path.read_bytes()
        doc.set_piece_name("O1", "x" * 61)  # over the format's limit, even for a draft
        with pytest.raises(InvalidDeck, match="longer than 60"):
            doc.save()
        assert path.read_bytes() == before
        assert read_deck(path).shape("O1").name != "x" * 61

    def test_an_empty_puzzle_is_saved_as_a_draft(self, doc: DeckDocument, tmp_path: Path) -> None:
        doc.set_puzzle_mask("W01", 0)
        path = doc.save(tmp_path / "mine.pldeck")
        assert json.loads(path.read_bytes())["state"] == "draft"
        again = DeckDocument.open_file(path)
        assert again.deck().to_json() == doc.deck().to_json()
        assert again.puzzle("W01").mask == 0


class TestCommands:
    def test_a_stroke_is_one_step(self, doc: DeckDocument) -> None:
        stack = QUndoStack()
        stroke = new_stroke()
        before = doc.puzzle("W01").mask
        for cell in ((0, 0), (0, 1), (0, 2)):
            stack.push(PaintCellsCommand(doc, "W01", cells_to_mask([cell]), True, stroke))
        stack.push(PaintCellsCommand(doc, "W01", cells_to_mask([(4, 4)]), True, new_stroke()))
        assert stack.count() == 2
        assert doc.puzzle("W01").mask == before | cells_to_mask([(0, 0), (0, 1), (0, 2), (4, 4)])
        stack.undo()
        stack.undo()
        assert doc.puzzle("W01").mask == before
        stack.redo()
        assert doc.puzzle("W01").mask == before | cells_to_mask([(0, 0), (0, 1), (0, 2)])

    def test_points_merge_per_puzzle(self, doc: DeckDocument) -> None:
        stack = QUndoStack()
        for v in (3, 4, 5):
            stack.push(SetPointsCommand(doc, "W01", v))
        stack.push(SetPointsCommand(doc, "W02", 7))
        assert stack.count() == 2
        stack.undo()
        stack.undo()
        assert doc.puzzle("W01").points == classic_deck().puzzle_by_id["W01"].points

    def test_colour_follows_the_id(self, doc: DeckDocument) -> None:
        stack = QUndoStack()
        stack.push(SetPuzzleColourCommand(doc, "W07", "black"))
        assert doc.puzzle("B21").colour == "black" and not doc.has_puzzle("W07")
        stack.push(SetPointsCommand(doc, "B21", 9))
        stack.undo()
        stack.undo()
        assert doc.puzzle("W07") == classic_deck().puzzle_by_id["W07"]

    def test_add_remove_round_trip(self, doc: DeckDocument) -> None:
        stack = QUndoStack()
        original = doc.deck().to_json()
        stack.push(AddPuzzleCommand(doc, Puzzle("B21", "black", 4, "T4", 0b111)))
        stack.push(RemovePuzzleCommand(doc, "W05"))
        stack.push(AddPieceCommand(doc, Shape("X5", ((0, 1), (1, 0), (1, 1), (1, 2), (2, 1)))))
        stack.push(RemovePieceCommand(doc, "I3"))
        assert not doc.has_piece("I3") and doc.has_piece("X5") and not doc.has_puzzle("W05")
        for _ in range(4):
            stack.undo()
        assert doc.deck().to_json() == original
