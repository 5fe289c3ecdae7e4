"""The classic deck resource and the deck format's basic guarantees."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from app.rules import (
    InvalidDeck,
    classic_deck,
    classic_deck_json,
    deck_from_bytes,
    deck_from_json,
    deck_to_bytes,
)

SOURCE = Path(__file__).resolve().parents[2] / "shared" / "data" / "classic-puzzles.txt"


def test_classic_deck_contents() -> None:
    deck = classic_deck()
    assert [s.id for s in deck.shapes] == ["O1", "I2", "I3", "L3", "I4", "O4", "L4", "T4", "Z4"]
    assert [s.level for s in deck.shapes] == [1, 2, 3, 3, 4, 4, 4, 4, 4]
    assert all(s.count == 10 for s in deck.shapes)
    assert deck.whites == tuple(f"W{i:02d}" for i in range(1, 33))
    assert deck.blacks == tuple(f"B{i:02d}" for i in range(1, 21))
    # orientations: O1 1, I2 2, I3 2, L3 4, I4 2, O4 1, L4 8, T4 4, Z4 4
    assert [len(s.orients) for s in deck.shapes] == [1, 2, 2, 4, 2, 1, 8, 4, 4]
    b01 = deck.puzzle_by_id["B01"]
    assert (b01.points, b01.reward, b01.rows()) == (5, "O1", ["##..#", "....#", "#....", "#....", "#..##"])


def test_a_deck_made_from_another_leaves_the_other_as_it_was() -> None:
    # the lookups a deck derives (puzzles by id, shapes by id, the placements it has worked out)
    # are its own: a deck made with dataclasses.replace once filled the original's, so a deck
    # edited from the classic one changed the classic deck's points in the same process
    classic = classic_deck()
    w01 = classic.puzzle_by_id["W01"]
    edited = replace(classic, puzzles=(replace(w01, points=w01.points + 1), *classic.puzzles[1:]))
    assert edited.puzzle_by_id["W01"].points == w01.points + 1
    assert classic.puzzle_by_id["W01"] is w01
    assert classic.shape_index is not edited.shape_index
    mirrored = replace(classic, shapes=(*classic.shapes[1:], classic.shapes[0]))
    assert mirrored.shape_index["O1"] == 8 and classic.shape_index["O1"] == 0
    assert classic_deck() is classic


@pytest.mark.skipif(not SOURCE.exists(), reason="the card transcription is not beside the checkout")
def test_classic_resource_matches_the_transcription() -> None:
    built = deck_from_json(classic_deck_json(SOURCE.read_text(encoding="utf-8")))
    assert built.to_json() == classic_deck().to_json()


def test_deck_round_trip() -> None:
    deck = classic_deck()
    assert deck_from_bytes(deck_to_bytes(deck)).to_json() == deck.to_json()


def test_duplicate_shapes_refused() -> None:
    data = classic_deck().to_json()
    data["pieces"].append(dict(data["pieces"][8], id="S4", cells=[[0, 1], [0, 2], [1, 0], [1, 1]]))
    with pytest.raises(InvalidDeck, match="same shape"):
        deck_from_json(data)


def test_disconnected_piece_refused() -> None:
    data = classic_deck().to_json()
    data["pieces"][1]["cells"] = [[0, 0], [0, 2]]
    with pytest.raises(InvalidDeck, match="not connected"):
        deck_from_json(data)


def test_huge_integer_is_an_invalid_deck() -> None:
    from app.rules import deck_from_bytes

    with pytest.raises(InvalidDeck, match="number too large"):
        deck_from_bytes(b'{"format": "project-l-deck", "version": ' + b"9" * 5000 + b"}")


def test_in_app_rules_are_the_documented_rules() -> None:
    """Help > Rules shows resources/docs/rules.md; it must be docs/rules.md word for word."""
    root = Path(__file__).resolve().parents[1]
    assert (root / "resources" / "docs" / "rules.md").read_text(encoding="utf-8") == (
        root / "docs" / "rules.md"
    ).read_text(encoding="utf-8")
