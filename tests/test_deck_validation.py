"""Deck validation findings and the ``project-l deck validate`` command."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from pathlib import Path

import pytest
from deck_samples import pentomino_deck, small_deck_json

from app.cli import main as cli_main
from app.core.validation import DeckValidator, Severity, finding_code, validate_deck
from app.rules import (
    Deck,
    DeckCheck,
    Puzzle,
    Reason,
    Setup,
    Shape,
    Square,
    Unfit,
    cells_to_mask,
    classic_deck,
    deck_from_json,
    deck_to_bytes,
)


def codes(deck: Deck, severity: Severity | None = None) -> list[tuple[str, str | None]]:
    return [
        (f.code, f.puzzle or f.piece)
        for f in validate_deck(deck).findings
        if severity is None or f.severity is severity
    ]


def with_puzzles(deck: Deck, *extra: Puzzle) -> Deck:
    return Deck(
        name=deck.name,
        shapes=deck.shapes,
        puzzles=deck.puzzles + extra,
        setup=deck.setup,
        id=deck.id,
    )


def brute_force_fillings(deck: Deck, region: int) -> int:
    """Sets of placements covering ``region`` exactly, with at most the reserve counts."""
    placements = [(i, m) for i, s in enumerate(deck.shapes) for m in s.placements_in(region)]
    counts = deck.reserve_counts()
    found = 0

    def go(rest: int, start: int, used: list[int]) -> None:
        nonlocal found
        if not rest:
            found += 1
            return
        low = rest & -rest
        for k in range(start, len(placements)):
            i, m = placements[k]
            if m & low and m & rest == m and used[i] < counts[i]:
                used[i] += 1
                go(rest ^ m, 0, used)
                used[i] -= 1

    go(region, 0, [0] * len(deck.shapes))
    return found


class TestPuzzleFindings:
    def test_classic_deck_has_no_errors(self) -> None:
        report = validate_deck(classic_deck())
        assert report.ok
        assert len(report.puzzles) == 52
        # the one true copy in the classic deck is reported, the upgrade twins only noted
        assert [(f.code, f.puzzle) for f in report.warnings] == [("puzzle.copy", "W23")]

    def test_statistics_match_a_brute_force_count(self) -> None:
        deck = classic_deck()
        report = validate_deck(deck)
        for pid in ("W01", "W05", "W09", "W12"):
            st = report.puzzles[pid]
            region = deck.puzzle_by_id[pid].mask
            assert st.size == region.bit_count()
            assert st.fillable and st.fillable_with_reserve
            assert st.fillings == min(brute_force_fillings(deck, region), 10_000)
        # W09 is two cells in a column: one domino, or two monominoes
        assert report.puzzles["W09"].fewest_pieces == 1
        assert report.puzzles["W09"].fillings == 2

    def test_empty_puzzle_is_an_error(self) -> None:
        deck = with_puzzles(classic_deck(), Puzzle("W33", "white", 1, "O1", 0))
        assert ("puzzle.empty", "W33") in codes(deck, Severity.ERROR)
        assert not validate_deck(deck).ok

    def test_missing_reward_is_an_error(self) -> None:
        deck = with_puzzles(classic_deck(), Puzzle("W33", "white", 1, "Q9", 0b11))
        assert ("puzzle.reward_missing", "W33") in codes(deck, Severity.ERROR)

    def test_unfillable_without_a_monomino(self) -> None:
        base = classic_deck()
        shapes = tuple(s for s in base.shapes if s.id != "O1")
        lone = cells_to_mask([(0, 0), (2, 2), (2, 3)])  # a lone cell needs a 1-square piece
        deck = Deck(
            name="no monomino",
            shapes=shapes,
            puzzles=(Puzzle("W01", "white", 1, "I2", lone),),
            setup=replace(base.setup, starting_supply=("I2",)),
        )
        report = validate_deck(deck)
        f = [f for f in report.errors if f.puzzle == "W01"]
        assert [x.code for x in f] == ["puzzle.unfillable"]
        assert f[0].reason.get("why") == Reason.of(Unfit.SINGLE_HOLE, square=Square(0, 0))
        assert "(at the top, on the left)" in f[0].message
        assert report.puzzles["W01"].fewest_pieces is None

    def test_unfillable_with_the_reserve_only(self) -> None:
        base = classic_deck()
        counts = {"O1": 2, "O4": 1}  # 6 squares in the whole reserve
        shapes = tuple(replace(s, count=counts.get(s.id, 0)) for s in base.shapes)
        square = cells_to_mask([(r, c) for r in range(3) for c in range(3)])
        deck = Deck(
            name="thin",
            shapes=shapes,
            puzzles=(Puzzle("W01", "white", 1, "I2", square),),
            setup=base.setup,
        )
        report = validate_deck(deck)
        found = [f for f in report.errors if f.puzzle == "W01"]
        assert [f.code for f in found] == ["puzzle.unfillable_reserve"]
        why = found[0].reason.get("why")
        assert why == Reason.of(Unfit.SHORT, amount=3)
        assert "3 more squares of pieces are needed" in found[0].message
        assert report.puzzles["W01"].fillable and not report.puzzles["W01"].fillable_with_reserve
        # pieces that never come into play are pointed out
        assert ("piece.none", "I2") in codes(deck, Severity.WARNING)

    def test_same_shape_up_to_rotation_and_reflection(self) -> None:
        base = classic_deck()
        l_shape = cells_to_mask([(0, 0), (1, 0), (2, 0), (2, 1)])
        mirrored_turned = cells_to_mask([(3, 1), (3, 2), (3, 3), (2, 3)])
        deck = with_puzzles(
            base,
            Puzzle("W40", "white", 1, "L4", l_shape),
            Puzzle("W41", "white", 1, "L4", mirrored_turned),
            Puzzle("W42", "white", 2, "L4", l_shape),
        )
        found = codes(deck)
        assert ("puzzle.copy", "W41") in found
        assert ("puzzle.same_shape", "W42") in found
        assert ("puzzle.copy", "W42") not in found

    def test_split_area_warns(self) -> None:
        deck = with_puzzles(
            classic_deck(), Puzzle("W33", "white", 1, "O1", cells_to_mask([(0, 0), (4, 4)]))
        )
        assert ("puzzle.split", "W33") in codes(deck, Severity.WARNING)


class TestDeckFindings:
    def test_not_enough_black_puzzles_for_the_setup_table(self) -> None:
        base = classic_deck()
        deck = Deck(
            name="few",
            shapes=base.shapes,
            puzzles=tuple(p for p in base.puzzles if p.id not in ("B19", "B20")),
            setup=base.setup,
        )
        # 18 black puzzles still cover 12 / 14 / 16
        assert [f for f in validate_deck(deck).errors if f.code == "setup.black_short"] == []
        deck2 = Deck(
            name="fewer",
            shapes=base.shapes,
            puzzles=tuple(p for p in base.puzzles if p.id < "B10" or p.colour == "white"),
            setup=base.setup,
        )
        msgs = [f.message for f in validate_deck(deck2).errors if f.code == "setup.black_short"]
        assert msgs == [
            "2 players need 12 black puzzles (setup table); the deck has 9.",
            "3 players need 14 black puzzles (setup table); the deck has 9.",
            "4 players need 16 black puzzles (setup table); the deck has 9.",
        ]
        assert ("setup.solo_black_short", None) in codes(deck2, Severity.ERROR)

    def test_starting_supply_must_be_pieces(self) -> None:
        base = classic_deck()
        deck = Deck(
            name="x",
            shapes=base.shapes,
            puzzles=base.puzzles,
            setup=replace(base.setup, starting_supply=("O1", "ZZ")),
        )
        assert ("setup.start_missing", "ZZ") in codes(deck, Severity.ERROR)

    def test_anything_the_format_refuses_is_an_error(self) -> None:
        base = classic_deck()
        deck = Deck(
            name="x",
            shapes=base.shapes,
            puzzles=base.puzzles,
            setup=replace(base.setup, starting_supply=("O1",) * 11),
        )
        report = validate_deck(deck)
        assert [f.code for f in report.errors] == ["deck.format"]
        assert "at most 10" in report.errors[0].message

    def test_duplicate_pieces_are_errors(self) -> None:
        base = classic_deck()
        twin = Shape("L3b", ((0, 0), (0, 1), (1, 1)), "another L", "#123456", 5)
        deck = Deck(name="x", shapes=base.shapes + (twin,), puzzles=base.puzzles, setup=base.setup)
        assert ("piece.same_shape", "L3b") in codes(deck, Severity.ERROR)

    def test_summary(self) -> None:
        report = validate_deck(pentomino_deck())
        s = report.summary
        assert s is not None
        assert (s.white.puzzles, s.black.puzzles) == (34, 23)
        assert s.white.points == sum(
            p.points for p in pentomino_deck().puzzles if p.colour == "white"
        )
        rewards = {pid: (w, b) for pid, w, b in s.rewards}
        assert rewards["X5"] == (0, 2) and rewards["P5"] == (2, 2)

    def test_every_finding_names_real_fields(self) -> None:
        """Findings are reasons whose templates name only their own fields."""
        base = classic_deck()
        deck = Deck(
            name="",
            shapes=tuple(s for s in base.shapes if s.id != "O1"),
            puzzles=(
                Puzzle("W01", "white", 1, "O1", cells_to_mask([(0, 0)])),
                Puzzle("B01", "black", 3, "I2", 0),
            ),
            setup=Setup(),
        )
        report = validate_deck(deck)
        assert len(report.errors) >= 4
        for f in report.findings:
            assert isinstance(f.reason.kind, DeckCheck)
            assert f.message and "{" not in f.message
            assert f.reason.fits(f.reason.kind.value)
            assert f.code == finding_code(f.reason.kind)
            # a translation that breaks the fields is not used
            assert not f.reason.fits(f.reason.kind.value + " {nonsense}")
        assert {f.code for f in report.findings} >= {"deck.no_name", "puzzle.reward_missing"}

    def test_codes_are_stable_names(self) -> None:
        assert finding_code(DeckCheck.PUZZLE_UNFILLABLE_RESERVE) == "puzzle.unfillable_reserve"
        assert finding_code(DeckCheck.DECK_POINTS_WHITE) == "deck.points"
        assert finding_code(DeckCheck.SETUP_BLACK_SHORT) == "setup.black_short"

    def test_validator_reuses_answers(self) -> None:
        v = DeckValidator()
        deck = classic_deck()
        first = v.validate(deck)
        edited = Deck(
            name=deck.name,
            shapes=deck.shapes,
            puzzles=(replace(deck.puzzles[0], points=9), *deck.puzzles[1:]),
            setup=deck.setup,
        )
        second = v.validate(edited)
        assert second.puzzles["W01"] == first.puzzles["W01"]
        assert len(v._stats) == len({p.mask for p in deck.puzzles})


class TestValidateCommand:
    def _write(self, tmp_path: Path, name: str, blob: bytes) -> str:
        p = tmp_path / name
        p.write_bytes(blob)
        return str(p)

    def test_exit_codes(self, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        good = self._write(tmp_path, "good.pldeck", deck_to_bytes(pentomino_deck()))
        assert cli_main(["deck", "validate", good]) == 0
        out = capsys.readouterr().out
        assert "0 errors, 1 warning" in out and "W23 is a copy of W22" in out

        data = small_deck_json(whites=6, blacks=4)
        data["setup"]["black"]["4"] = 9  # more than the 4 black puzzles
        bad = self._write(tmp_path, "short.pldeck", json.dumps(data).encode())
        assert cli_main(["deck", "validate", bad]) == 1
        out = capsys.readouterr().out
        assert "error: 4 players need 9 black puzzles (setup table); the deck has 4." in out

        invalid = self._write(tmp_path, "invalid.pldeck", b'{"format": "project-l-deck"}')
        assert cli_main(["deck", "validate", invalid]) == 2
        assert "no version number" in capsys.readouterr().err
        assert cli_main(["deck", "validate", str(tmp_path / "missing.pldeck")]) == 2
        garbage = self._write(tmp_path, "garbage.pldeck", bytes(range(256)))
        assert cli_main(["deck", "validate", garbage]) == 2

    def test_json_and_puzzle_table(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        good = self._write(tmp_path, "good.pldeck", deck_to_bytes(classic_deck()))
        assert cli_main(["deck", "validate", good, "--json"]) == 0
        report = json.loads(capsys.readouterr().out)
        assert report["ok"] and report["errors"] == 0 and len(report["puzzles"]) == 52
        w09 = next(p for p in report["puzzles"] if p["id"] == "W09")
        assert (w09["fewest_pieces"], w09["fillings"]) == (1, 2)
        assert cli_main(["deck", "validate", good, "--puzzles", "-q"]) == 0
        out = capsys.readouterr().out
        assert "W09" in out and "fewest 1  fillings 2" in out
        assert "info:" not in out

    def test_same_findings_as_the_model(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        data = small_deck_json()
        deck = deck_from_json(data)
        path = self._write(tmp_path, "s.pldeck", json.dumps(data).encode())
        cli_main(["deck", "validate", path])
        out = capsys.readouterr().out
        for f in validate_deck(deck).findings:
            assert f"{f.severity.value}: {f.message}" in out


def test_all_free_polyominoes_are_distinct_pieces() -> None:
    from app.model.deck_document import free_polyominoes

    shapes = [Shape(f"S{i}", cells) for i, cells in enumerate(free_polyominoes())]
    assert len(shapes) == 21
    for a, b in itertools.combinations(shapes, 2):
        assert min(a.orients) != min(b.orients)
