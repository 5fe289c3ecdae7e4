"""The deck studio's model (issue 26, section 3), Qt-free or without widgets: the editor's
document (deck, undo stack, modified flag, autosave, disk watch, loading in the background, a
renamed library deck's file), the new validation warnings, the generator's suggestions by
difficulty, the fillings of a card, and cards on the clipboard."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from editorkit import held_reads
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from app.core.deck_library import list_decks, named_after, read_deck, write_deck
from app.core.paths import autosave_dir, decks_dir
from app.core.validation import Severity, readiness, validate_deck
from app.model.card_clipboard import (
    CopiedCards,
    cards_from_text,
    cards_to_text,
    plan_paste,
)
from app.model.deck_autosave import AUTOSAVE_SUFFIX
from app.model.deck_document import DeckDocument
from app.model.editor_document import EditorDocument
from app.model.fillings import FillingsRequest, fillings_of
from app.model.generator import (
    Constraints,
    classic_references,
    difficulty_distance,
    generate,
    suggest,
)
from app.rules import (
    Deck,
    DeckCheck,
    DeckFileState,
    InvalidDeck,
    Puzzle,
    Shape,
    cells_to_mask,
    classic_deck,
)
from app.solver import Solver
from editor.commands import SetPointsCommand


def draft() -> DeckFileState:
    return DeckFileState("draft")


# ------------------------------------------------------------------ the editor's document


class TestEditorDocument:
    def test_it_owns_the_deck_stack_and_modified_flag(self, qtbot: QtBot) -> None:
        document = EditorDocument(watch_library=False)
        seen: list[bool] = []
        document.modified_changed.connect(seen.append)
        document.open(DeckDocument.blank("New"), unsaved=True)
        doc = document.doc
        assert doc is not None and document.modified  # never saved
        _add_one(doc, document)
        document.stack.push(SetPointsCommand(doc, "W01", 3))
        document.stack.undo()
        document.stack.undo()
        assert document.modified  # undone to where it began: still never saved
        document.save(readiness(doc.deck(), draft()))
        assert not document.modified and doc.path is not None
        assert doc.path.parent.resolve() == decks_dir().resolve()
        document.stack.redo()
        assert document.modified
        document.stack.undo()
        assert not document.modified  # back at what the file holds
        document.open_classic()
        assert document.stack.count() == 0  # another deck, its own edits
        assert seen[0] is True and seen[-1] is False

    def test_the_classic_deck_is_never_modified(self, qtbot: QtBot) -> None:
        document = EditorDocument(watch_library=False)
        document.open_classic()
        assert document.read_only and not document.modified

    def test_autosave_follows_changes_and_goes_on_save(self, qtbot: QtBot) -> None:
        document = EditorDocument(watch_library=False)
        document.autosave_timer.setInterval(10)
        document.open(DeckDocument.blank("Autosaved"), unsaved=True)
        doc = document.doc
        assert doc is not None
        _add_one(doc, document)
        qtbot.waitUntil(lambda: document.autosave_slot is not None
                        and document.autosave_slot.path.is_file(), timeout=5000)
        assert len(list(autosave_dir().glob(f"*{AUTOSAVE_SUFFIX}"))) == 1
        document.save(readiness(doc.deck(), draft()))
        assert document.autosave_slot is None
        assert list(autosave_dir().glob(f"*{AUTOSAVE_SUFFIX}")) == []

    def test_a_change_on_disk_is_said_once_and_its_own_save_never(self, qtbot: QtBot) -> None:
        path = write_deck(classic_deck(), decks_dir() / "watched.pldeck")
        document = EditorDocument()
        document.watch_timer.setInterval(10)
        said: list[bool] = []
        document.changed_on_disk.connect(lambda: said.append(True))
        document.load(path)
        assert document.wait_loaded() and document.path == path
        doc = document.doc
        assert doc is not None
        doc.set_name("Mine")
        document.save_as(path, readiness(doc.deck(), draft()))  # its own write
        with qtbot.waitSignal(document.library_changed, timeout=5000):
            pass
        assert said == []
        write_deck(replace(classic_deck(), name="Theirs"), path)  # someone else's
        qtbot.waitUntil(lambda: said == [True], timeout=5000)

    def test_a_renamed_library_deck_moves_to_a_file_of_its_name(self, qtbot: QtBot) -> None:
        document = EditorDocument(watch_library=False)
        document.open(DeckDocument.blank("Sunset Shapes"), unsaved=True)
        doc = document.doc
        assert doc is not None
        first = document.save(readiness(doc.deck(), draft()))
        assert first.name == "Sunset-Shapes.pldeck"
        doc.set_name("Sunset Arches")
        second = document.save(readiness(doc.deck(), draft()))
        assert second.name == "Sunset-Arches.pldeck" and doc.path == second
        assert not first.exists() and read_deck(second).name == "Sunset Arches"
        assert [e.name for e in list_decks()] == ["Sunset Arches"]
        # an unchanged name keeps its file, even one numbered apart from another deck's
        third = document.save(readiness(doc.deck(), draft()))
        assert third == second

    def test_a_deck_outside_the_library_keeps_its_file_name(self, qtbot: QtBot,
                                                            tmp_path: Path) -> None:
        path = write_deck(replace(classic_deck(), name="Far away"), tmp_path / "far.pldeck")
        document = EditorDocument(watch_library=False)
        document.load(path)
        assert document.wait_loaded()
        doc = document.doc
        assert doc is not None
        doc.set_name("Renamed")
        assert document.save(readiness(doc.deck(), draft())) == path
        assert named_after(decks_dir() / "Renamed-2.pldeck", "Renamed")
        assert not named_after(path, "Renamed")

    def test_a_deck_file_is_read_off_the_ui_thread(self, qtbot: QtBot,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
        path = write_deck(classic_deck(), decks_dir() / "slow.pldeck")
        gate, threads = held_reads(monkeypatch)
        document = EditorDocument(watch_library=False)
        document.open_classic()
        before = document.doc
        document.load(path)
        qtbot.waitUntil(lambda: bool(threads), timeout=5000)
        # the read is waiting in its thread: the event loop still turns, the old deck stays
        ticks: list[int] = []
        for i in range(3):
            QCoreApplication.processEvents()
            ticks.append(i)
        assert ticks == [0, 1, 2] and document.doc is before and document.loading == path
        assert threads[0] is not QCoreApplication.instance().thread()
        gate.set()
        assert document.wait_loaded() and document.path == path
        assert document.loading is None and document.doc is not before

    def test_a_file_that_cannot_be_read_is_said_and_the_deck_stays(self, qtbot: QtBot,
                                                                   tmp_path: Path) -> None:
        bad = tmp_path / "bad.pldeck"
        bad.write_text("{not json", encoding="utf-8")
        document = EditorDocument(watch_library=False)
        document.open_classic()
        before = document.doc
        with qtbot.waitSignal(document.open_failed, timeout=5000) as signal:
            document.load(bad)
        assert signal.args is not None and signal.args[0] == str(bad)
        assert document.doc is before and document.loading is None


def _add_one(doc: DeckDocument, document: EditorDocument | None = None) -> object:
    from editor.commands import AddPuzzleCommand

    cmd = AddPuzzleCommand(doc, Puzzle(doc.new_puzzle_id("white"), "white", 1, "O1",
                                       cells_to_mask([(0, 0), (0, 1)])))
    if document is not None:
        document.stack.push(cmd)
    return cmd


# ------------------------------------------------------------------ validation


def _codes(deck: Deck) -> list[tuple[str, str | None, Severity]]:
    return [(f.code, f.piece, f.severity) for f in validate_deck(deck).findings]


class TestSupplyWarnings:
    def test_rewards_the_reserve_cannot_supply(self) -> None:
        base = classic_deck()
        shapes = tuple(replace(s, count=2) if s.id == "T4" else s for s in base.shapes)
        # T4 is the reward of 4 classic puzzles: a reserve of 2 runs out
        deck = replace(base, shapes=shapes)
        found = [f for f in validate_deck(deck).findings
                 if f.reason.kind is DeckCheck.REWARD_SHORT]
        assert [(f.piece, f.severity) for f in found] == [("T4", Severity.WARNING)]
        assert dict(found[0].reason.args) == {"piece": "T4", "puzzles": 4, "have": 2}
        assert "reserve holds only 2" in found[0].message
        assert not any(f.reason.kind is DeckCheck.REWARD_SHORT
                       for f in validate_deck(base).findings)

    def test_two_pieces_of_one_colour(self) -> None:
        base = classic_deck()
        t4 = base.shape("T4").colour
        shapes = tuple(replace(s, colour=t4.upper()) if s.id == "Z4" else s
                       for s in base.shapes)
        found = [(c, p, s) for c, p, s in _codes(replace(base, shapes=shapes))
                 if c == "piece.same_colour"]
        assert found == [("piece.same_colour", "Z4", Severity.WARNING)]
        assert not [c for c, *_ in _codes(base) if c == "piece.same_colour"]


# ------------------------------------------------------------------ the generator


class TestSuggestions:
    def test_the_classic_cards_are_suggested_what_they_are_worth(self) -> None:
        """On the classic cards themselves, the suggestion gives each the points of a card of
        the same difficulty: their own in most cases."""
        deck = classic_deck()
        solver, supply = Solver(deck), deck.reserve_counts()
        same = 0
        for p in deck.puzzles:
            fewest = solver.fewest_pieces(p.mask, supply)
            assert fewest is not None
            fillings = solver.count_fillings(p.mask, supply, 1000)
            points, reward = suggest(deck, p.colour, fewest, fillings, p.mask)
            same += points == p.points
            assert abs(deck.shape(reward).level - deck.shape(p.reward).level) <= 3
        assert same >= len(deck.puzzles) * 0.6, same

    def test_points_follow_difficulty_not_the_nearest_card_size(self) -> None:
        """A deck whose only white card is big and rich: the old suggestion copied its 9 points
        and U5 to every candidate of its size; now an easy candidate gets few points."""
        base = classic_deck()
        u5 = Shape("U5", ((0, 0), (0, 2), (1, 0), (1, 1), (1, 2)), "U pentomino", "#2a9d8f", 2)
        big = Puzzle("W01", "white", 9, "U5", cells_to_mask([(r, c) for r in range(2)
                                                              for c in range(4)]))
        deck = Deck(name="rich", shapes=(*base.shapes, u5), puzzles=(big,), setup=base.setup)
        near = generate(deck, Constraints("white", (8, 8), fewest=(2, 2)), 4, seed=2)
        easy = generate(deck, Constraints("white", (5, 7), fewest=(2, 2)), 4, seed=2)
        hard = generate(deck, Constraints("white", (8, 9), fewest=(3, 3)), 4, seed=2)
        assert near.candidates and easy.candidates and hard.candidates
        # the same size as the rich card, but not its points or reward
        assert all(c.points < 9 and c.reward != "U5" for c in near.candidates)
        assert max(c.points for c in easy.candidates) < min(c.points for c in hard.candidates)

    def test_rewards_spread_over_the_pieces_of_a_level(self) -> None:
        deck = classic_deck()
        outcome = generate(deck, Constraints("black", (8, 16)), 20, seed=11)
        rewards = Counter(c.reward for c in outcome.candidates)
        assert len(rewards) >= 4, rewards  # not one piece for every card
        assert max(rewards.values()) <= 10

    def test_no_one_piece_cards_by_default(self) -> None:
        assert Constraints().fewest[0] == 2
        outcome = generate(classic_deck(), Constraints("white", (3, 9)), 20, seed=5)
        assert outcome.candidates and all(c.fewest >= 2 for c in outcome.candidates)

    def test_distance_counts_pieces_then_fillings(self) -> None:
        ref = classic_references()[0]
        assert difficulty_distance(ref.fewest, ref.fillings, ref) == 0
        assert difficulty_distance(ref.fewest + 1, ref.fillings, ref) == pytest.approx(1.0)
        assert difficulty_distance(ref.fewest, max(1, ref.fillings) * 10, ref) == \
            pytest.approx(1.0)


# ------------------------------------------------------------------ fillings of a card


class TestFillings:
    @pytest.mark.parametrize("puzzle_id", ["W13", "W05", "B17", "B01"])
    def test_every_filling_fills_the_card_with_the_reserve(self, puzzle_id: str) -> None:
        deck = classic_deck()
        mask = deck.puzzle_by_id[puzzle_id].mask
        found = fillings_of(FillingsRequest(deck, mask, 40))
        solver = Solver(deck)
        fewest = solver.fewest_pieces(mask, deck.reserve_counts())
        total = solver.count_fillings(mask, deck.reserve_counts(), 10_000)
        assert found.fillings and not found.too_hard
        assert len(found.fillings[0]) == fewest  # one with the fewest pieces first
        assert len(found.fillings) == min(40, total) and found.complete == (total < 40)
        seen = set()
        for filling in found.fillings:
            union = 0
            used = Counter(i for i, _ in filling)
            for i, m in filling:
                assert union & m == 0 and m in deck.shapes[i].placements_in(mask)
                union |= m
            assert union == mask
            assert all(used[i] <= deck.shapes[i].count for i in used)
            key = frozenset(filling)
            assert key not in seen
            seen.add(key)

    def test_a_card_the_reserve_cannot_fill_has_none(self) -> None:
        deck = classic_deck()
        shapes = tuple(replace(s, count=0) if s.level == 1 else s for s in deck.shapes)
        lone = replace(deck, shapes=shapes)
        found = fillings_of(FillingsRequest(lone, cells_to_mask([(2, 2)])))
        assert found.fillings == () and found.complete and not found.too_hard


# ------------------------------------------------------------------ the clipboard


class TestClipboard:
    def test_cards_round_trip_with_their_reward_pieces(self) -> None:
        deck = classic_deck()
        text = cards_to_text(deck, ["W01", "B05"])
        data = json.loads(text)
        assert data["format"] == "project-l-puzzles" and data["version"] == 1
        assert [p["id"] for p in data["puzzles"]] == ["W01", "B05"]
        assert {p["id"] for p in data["pieces"]} == {"I2", "O1"}
        cards = cards_from_text(text)
        assert cards.puzzles == (deck.puzzle_by_id["W01"], deck.puzzle_by_id["B05"])
        assert cards.source == deck.name

    @pytest.mark.parametrize("text", [
        "", "not json", "[]", '{"format": "project-l-deck"}',
        '{"format": "project-l-puzzles", "version": 2, "pieces": [], "puzzles": []}',
        '{"format": "project-l-puzzles", "version": 1, "pieces": {}, "puzzles": []}',
        '{"format": "project-l-puzzles", "version": 1, "pieces": [], '
        '"puzzles": [{"id": "W1", "colour": "red", "points": 1, "reward": "O1", '
        '"cells": ["#####", "#####", "#####", "#####", "#####"]}]}',
        '{"format": "project-l-puzzles", "version": 1, "pieces": [], "puzzles": ' +
        json.dumps([{"id": f"W{i}", "colour": "white", "points": 1, "reward": "O1",
                     "cells": ["....."] * 5} for i in range(501)]) + "}",
        "[" * 100_000,
    ])
    def test_anything_else_is_refused_with_a_message(self, text: str) -> None:
        with pytest.raises(InvalidDeck):
            cards_from_text(text)

    def test_paste_uses_a_piece_of_the_same_shape_and_adds_a_missing_one(self) -> None:
        base = classic_deck()
        u5 = Shape("U5", ((0, 0), (0, 2), (1, 0), (1, 1), (1, 2)), "arch", base.shape("O1").colour,
                   3)
        i2_renamed = replace(base.shape("I2"), id="DOM")
        source = Deck(name="other", shapes=(*base.shapes[:1], i2_renamed, u5),
                      puzzles=(Puzzle("W01", "white", 2, "DOM", cells_to_mask([(0, 0), (0, 1)])),
                               Puzzle("B07", "black", 4, "U5",
                                      cells_to_mask([(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)]))))
        cards = cards_from_text(cards_to_text(source, ["W01", "B07"]))
        plan = plan_paste(base, cards)
        # DOM is the classic I2 by shape; U5 is new (its colour, taken by O1, is changed)
        assert [s.id for s in plan.pieces] == ["U5"]
        assert plan.pieces[0].colour not in {s.colour for s in base.shapes}
        assert [(p.id, p.reward) for p in plan.puzzles] == [("W33", "I2"), ("B21", "U5")]
        assert plan.left_out == 0

    def test_a_full_deck_takes_what_fits(self) -> None:
        base = classic_deck()
        cards = CopiedCards(tuple(Puzzle(f"W{i:03}", "white", 1, "O1", 1 << (i % 25))
                                  for i in range(460)), ())
        plan = plan_paste(base, cards)
        assert len(plan.puzzles) == 500 - len(base.puzzles) and plan.left_out == 12
        ids = [p.id for p in plan.puzzles]
        assert len(set(ids)) == len(ids) and not set(ids) & set(base.puzzle_by_id)

