"""Deck files: round trips, the loader under fuzzing, and the deck library."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from deck_samples import pentomino_deck, pentomino_deck_json, small_deck_json
from fuzzkit import json_paths
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.deck_library import (
    DECK_SUFFIX,
    delete_deck,
    export_deck,
    import_deck,
    library_path,
    list_decks,
    read_deck,
    write_deck,
)
from app.core.paths import decks_dir
from app.rules import (
    BackDesign,
    Deck,
    InvalidDeck,
    classic_deck,
    deck_from_bytes,
    deck_from_json,
    deck_to_bytes,
)


def _same(a: Deck, b: Deck) -> bool:
    return a.to_json() == b.to_json()


class TestRoundTrip:
    def test_classic_bytes_round_trip(self) -> None:
        deck = classic_deck()
        blob = deck_to_bytes(deck)
        again = deck_from_bytes(blob)
        assert _same(deck, again)
        assert deck_to_bytes(again) == blob

    def test_pentomino_deck_round_trips_through_a_file(self, tmp_path: Path) -> None:
        deck = pentomino_deck()
        path = write_deck(deck, tmp_path / f"p{DECK_SUFFIX}")
        again = read_deck(path)
        assert _same(deck, again)
        assert [s.id for s in again.shapes][-3:] == ["P5", "X5", "U5"]
        assert again.shape("X5").level == 5
        assert again.puzzle_by_id["B21"].reward == "X5"

    def test_write_refuses_a_deck_that_would_not_read_back(self, tmp_path: Path) -> None:
        good = classic_deck()
        target = tmp_path / "d.pldeck"
        write_deck(good, target)
        before = target.read_bytes()
        # a reward that is no piece is a draft's; a reward that is no id is not even that
        broken = Deck(
            name="x",
            shapes=good.shapes,
            puzzles=(good.puzzles[0].__class__("W99", "white", 1, "", 3),),
            setup=good.setup,
        )
        with pytest.raises(InvalidDeck):
            write_deck(broken, target)
        assert target.read_bytes() == before  # untouched
        assert [p.name for p in tmp_path.iterdir()] == ["d.pldeck"]  # no temp file left

    def test_optional_fields_default(self) -> None:
        data = small_deck_json()
        del data["id"]
        data["setup"] = {"black": {"2": 2, "3": 3, "4": 4}}
        deck = deck_from_json(data)
        assert deck.id == "custom"
        assert deck.setup.row_size == 4


# --------------------------------------------------------------------------- fuzzing

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=8,
)


def _fuzz_base() -> dict[str, Any]:
    """A small valid deck with every kind of field, so that mutations hit all of them."""
    data = small_deck_json(whites=3, blacks=2)
    data["pieces"].append(dict(pentomino_deck_json()["pieces"][-3]))  # the P pentomino
    data["puzzles"][0]["reward"] = "P5"
    data["setup"]["white"] = {"2": 2, "3": 3, "4": 3}
    data["setup"]["solo"] = {
        "white": 3,
        "black": 6,
        "locks": [1, 2, 1],
        "opponent_supply": {"standard": 6, "challenging": 3, "unbeatable": 0},
    }
    deck_from_json(data)  # valid to start with
    return data


_BASE = _fuzz_base()
_BASE_PATHS = json_paths(_BASE)[1:]


def _mutate(data: Any, path: tuple[Any, ...], how: str, value: Any) -> Any:
    data = json.loads(json.dumps(data))
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "replace":
        parent[last] = value
    elif how == "wrap":
        parent[last] = [parent[last]]
    elif how == "dup" and isinstance(parent, list):
        parent.append(json.loads(json.dumps(parent[last])))
    return data


class TestLoaderFuzz:
    @settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.binary(max_size=300))
    def test_arbitrary_bytes_give_a_deck_or_invalid_deck(self, blob: bytes) -> None:
        try:
            deck = deck_from_bytes(blob)
        except InvalidDeck as exc:
            assert str(exc)
        else:
            assert isinstance(deck, Deck)

    @settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(
        st.lists(
            st.tuples(
                st.sampled_from(_BASE_PATHS),
                st.sampled_from(["delete", "replace", "wrap", "dup"]),
                json_values,
            ),
            min_size=1,
            max_size=3,
        )
    )
    def test_mutated_valid_decks_give_a_deck_or_invalid_deck(
        self, edits: list[tuple[tuple[Any, ...], str, Any]]
    ) -> None:
        data: Any = _BASE
        for path, how, value in edits:
            try:
                data = _mutate(data, path, how, value)
            except (KeyError, IndexError, TypeError):
                continue  # an earlier edit removed this path
        blob = json.dumps(data).encode()
        try:
            deck = deck_from_bytes(blob)
        except InvalidDeck as exc:
            assert str(exc)
            return
        # whatever loads must save and load to the same deck
        assert _same(deck_from_bytes(deck_to_bytes(deck)), deck)

    @settings(max_examples=100, deadline=None)
    @given(st.binary(max_size=200))
    def test_read_deck_on_files(self, blob: bytes) -> None:
        import tempfile

        with tempfile.TemporaryDirectory() as d:
            p = Path(d) / "x.pldeck"
            p.write_bytes(blob)
            try:
                read_deck(p)
            except InvalidDeck:
                pass

    def test_deeply_nested_json_is_invalid_not_a_crash(self) -> None:
        blob = b"[" * 100_000 + b"]" * 100_000
        with pytest.raises(InvalidDeck):
            deck_from_bytes(blob)

    def test_missing_file_is_invalid_deck(self, tmp_path: Path) -> None:
        with pytest.raises(InvalidDeck, match="does not exist"):
            read_deck(tmp_path / "nothing.pldeck")


# --------------------------------------------------------------------------- library


class TestLibrary:
    def test_list_import_export_delete(self, tmp_path: Path) -> None:
        assert list_decks() == []
        assert [e.builtin for e in list_decks(include_classic=True)] == [True]
        src = tmp_path / "elsewhere.pldeck"
        src.write_bytes(json.dumps(pentomino_deck_json()).encode())
        imported = import_deck(src)
        assert imported.parent.resolve() == decks_dir().resolve()
        assert imported.suffix == DECK_SUFFIX
        entries = list_decks()
        assert len(entries) == 1 and entries[0].ok
        assert entries[0].name == "Pentomino test deck"
        assert entries[0].deck is not None and _same(entries[0].deck, pentomino_deck())
        # a second import does not overwrite the first
        second = import_deck(src)
        assert second != imported and len(list_decks()) == 2
        out = export_deck(classic_deck(), tmp_path / "shared")
        assert out.name == "shared.pldeck"
        assert _same(read_deck(out), classic_deck())
        delete_deck(second)
        assert len(list_decks()) == 1
        with pytest.raises(ValueError):
            delete_deck(out)  # not in the library
        assert out.exists()

    def test_unreadable_files_are_listed_with_their_error(self) -> None:
        (decks_dir() / "broken.pldeck").write_text("{not json")
        (decks_dir() / "notes.txt").write_text("ignored")
        write_deck(classic_deck(), decks_dir() / "a.pldeck")
        entries = list_decks(include_classic=True)
        assert [e.builtin for e in entries] == [True, False, False]
        broken = [e for e in entries if not e.ok]
        assert len(broken) == 1 and broken[0].path is not None
        assert broken[0].path.name == "broken.pldeck" and "JSON" in str(broken[0].error)

    def test_import_refuses_invalid_files(self, tmp_path: Path) -> None:
        bad = tmp_path / "bad.pldeck"
        bad.write_text(json.dumps({"format": "project-l-deck", "version": 99}))
        with pytest.raises(InvalidDeck, match="newer"):
            import_deck(bad)
        assert list_decks() == []

    def test_library_path_is_free_and_safe(self) -> None:
        p1 = library_path("My / Deck: 1")
        assert p1.parent == decks_dir() and "/" not in p1.name[: -len(DECK_SUFFIX)]
        write_deck(classic_deck(), p1)
        p2 = library_path("My / Deck: 1")
        assert p2 != p1 and not p2.exists()
        assert library_path("My / Deck: 1", exclude=p1) == p1

    def test_atomic_write_keeps_the_old_file_when_writing_fails(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        target = tmp_path / "keep.pldeck"
        write_deck(classic_deck(), target)
        before = target.read_bytes()

        def boom(src: str, dst: str) -> None:
            raise OSError("disk full")

        monkeypatch.setattr(os, "replace", boom)
        with pytest.raises(OSError):
            write_deck(pentomino_deck(), target)
        assert target.read_bytes() == before
        assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.pldeck"]


PNG_1PX = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201a3d1a0e40000000049454e44ae426082"
)


class TestCardBacks:
    """The optional ``back`` of a deck file (docs/formats.md, "Card backs")."""

    def test_a_deck_without_back_reads_with_the_games_emblem(self) -> None:
        deck = deck_from_json(small_deck_json())
        assert deck.back == BackDesign() and deck.back.is_default
        assert "back" not in deck.to_json()  # and an old deck writes back as it was

    def test_the_design_and_picture_round_trip(self, tmp_path: Path) -> None:
        import base64

        data = small_deck_json()
        data["back"] = {"design": "name", "image": base64.b64encode(PNG_1PX).decode()}
        deck = deck_from_json(data)
        assert deck.back == BackDesign("name", PNG_1PX)
        again = read_deck(write_deck(deck, tmp_path / "d.pldeck"))
        assert again.back == deck.back and _same(deck, again)
        data["back"] = {"design": "name"}
        assert deck_from_json(data).back == BackDesign("name")

    @pytest.mark.parametrize("back, says", [
        ([], "'back' must be an object"),
        ({"design": "logo"}, "design must be one of emblem, name"),
        ({"image": 5}, "picture must be text"),
        ({"image": "not base64!"}, "picture is not base64 text"),
        ({"image": "R0lGODlhAQABAAAAACw="}, "must be a PNG or JPEG image"),  # a GIF
        ({"image": "A" * 1_400_000}, "larger than 1000 kB"),
    ])
    def test_a_bad_back_is_refused_with_the_reason(self, back: Any, says: str) -> None:
        data = small_deck_json()
        data["back"] = back
        with pytest.raises(InvalidDeck, match=says.replace(".", r"\.").replace("(", r"\(")) as info:
            deck_from_json(data)
        assert info.value.reason is not None  # a value, said in the player's language

    def test_games_and_the_ai_leave_the_picture_behind(self) -> None:
        """A game's record embeds the deck it was played with, and each AI decision sends the
        deck to the worker: neither carries the backs' picture (up to a megabyte)."""
        from app.core.decisions import _deck_token
        from app.rules import GameRecord

        base = pentomino_deck()
        deck = Deck(base.name, base.shapes, base.puzzles, base.setup, id=base.id,
                    back=BackDesign("name", PNG_1PX))
        record = GameRecord(players=("A", "B"), seed=3, deck=deck)
        assert "back" not in record.to_json()["deck_data"]
        _, blob = _deck_token(deck)
        assert b'"back"' not in blob
        assert deck.without_back().back.is_default
        assert deck.without_back().to_json() == deck.to_json(back=False)
