"""Tests of the exact-cover solver against a brute-force reference written here.

The reference builds its own orientations and placements from the shapes' cells, covers the
*highest* empty cell first (the solver covers the lowest) and collects every filling as a
frozenset of placements, so it shares no code or search order with the solver.
"""

from __future__ import annotations

import itertools
import random
from functools import cache
from typing import ClassVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import app.solver.cover as cover
from app.rules import FULL_MASK, Deck, Reason, Shape, Square, Unfit, cells_to_mask, classic_deck
from app.solver import Solver, Why, components, get_solver

CLASSIC = classic_deck()
SOLVER = Solver(CLASSIC)
N = len(CLASSIC.shapes)

# A custom deck with pentominoes: P, X, the straight five, and a domino.
PENTA = Deck(
    name="pentomino test",
    shapes=(
        Shape("P5", ((0, 0), (0, 1), (1, 0), (1, 1), (2, 0))),
        Shape("X5", ((0, 1), (1, 0), (1, 1), (1, 2), (2, 1))),
        Shape("I5", ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4))),
        Shape("I2", ((0, 0), (0, 1))),
    ),
    puzzles=(),
)


# --------------------------------------------------------------------------- reference


def ref_placements(cells: tuple[tuple[int, int], ...]) -> list[int]:
    """Every placement on the 5x5 card of a shape, from its cells (own orientation code)."""
    forms: set[frozenset[tuple[int, int]]] = set()
    pts = list(cells)
    for _ in range(4):
        pts = [(c, -r) for r, c in pts]
        for variant in (pts, [(r, -c) for r, c in pts]):
            r0 = min(r for r, _ in variant)
            c0 = min(c for _, c in variant)
            forms.add(frozenset((r - r0, c - c0) for r, c in variant))
    out = []
    for form in forms:
        for dr in range(5):
            for dc in range(5):
                moved = [(r + dr, c + dc) for r, c in form]
                if all(r < 5 and c < 5 for r, c in moved):
                    out.append(sum(1 << (r * 5 + c) for r, c in moved))
    return out


@cache
def ref_table(deck: Deck) -> tuple[tuple[int, int], ...]:
    return tuple((i, m) for i, s in enumerate(deck.shapes) for m in ref_placements(s.cells))


def ref_fillings(
    deck: Deck, region: int, supply: tuple[int, ...] | None
) -> list[frozenset[tuple[int, int]]]:
    """Every filling of region (as a set of (shape, mask)), highest empty cell first."""
    table = [(i, m) for i, m in ref_table(deck) if m & region == m]
    left = list(supply) if supply is not None else [99] * len(deck.shapes)
    out: list[frozenset[tuple[int, int]]] = []
    chosen: list[tuple[int, int]] = []

    def go(rest: int) -> None:
        if rest == 0:
            out.append(frozenset(chosen))
            return
        top = 1 << (rest.bit_length() - 1)
        for i, m in table:
            if m & top and m & rest == m and left[i] > 0:
                left[i] -= 1
                chosen.append((i, m))
                go(rest & ~m)
                chosen.pop()
                left[i] += 1

    go(region)
    assert len(out) == len(set(out)), "the reference found a filling twice"
    return out


def check_filling(
    deck: Deck, region: int, supply: tuple[int, ...] | None, fill: list[tuple[int, int]]
) -> None:
    """A filling is disjoint, inside the region, covers it exactly, uses real placements and
    respects the supply."""
    covered = 0
    used = [0] * len(deck.shapes)
    for shape, mask in fill:
        assert deck.shapes[shape].matches(mask), (shape, mask)
        assert mask & covered == 0, "pieces overlap"
        assert mask & region == mask, "piece outside the region"
        covered |= mask
        used[shape] += 1
    assert covered == region
    if supply is not None:
        assert all(u <= s for u, s in zip(used, supply, strict=True)), (used, supply)


# --------------------------------------------------------------------------- strategies

def small_region(max_cells: int) -> st.SearchStrategy[int]:
    """Regions of 1 to max_cells cells: a connected-ish part of a puzzle or of a window,
    or cells picked anywhere."""

    @st.composite
    def build(draw: st.DrawFn) -> int:
        base = draw(st.one_of(
            st.sampled_from([p.mask for p in CLASSIC.puzzles]),
            st.sampled_from([0b111_00111_00111, 0b1111_01111, FULL_MASK]),
        ))
        cells = [b for b in range(25) if base >> b & 1]
        size = min(max_cells, len(cells)) - draw(st.integers(0, min(max_cells, len(cells)) - 1))
        if draw(st.booleans()):
            # grow from one cell through neighbours: regions like real partial fills
            region = 1 << draw(st.sampled_from(cells))
            while region.bit_count() < size:
                grow = [b for b in cells if not region >> b & 1 and any(
                    region >> n & 1 for n in (b - 5, b + 5) + ((b - 1,) if b % 5 else ())
                    + ((b + 1,) if b % 5 < 4 else ()) if 0 <= n < 25)]
                if not grow:
                    break
                region |= 1 << draw(st.sampled_from(grow))
            return region
        chosen = draw(st.lists(st.sampled_from(cells), min_size=size, max_size=size,
                               unique=True))
        return sum(1 << b for b in chosen)

    return build()


def supplies(n: int, most: int) -> st.SearchStrategy[tuple[int, ...]]:
    return st.tuples(*[st.integers(0, most)] * n)


@st.composite
def game_region(draw: st.DrawFn) -> int:
    """A classic puzzle, maybe partly filled by a few legal placements."""
    region = draw(st.sampled_from(CLASSIC.puzzles)).mask
    for _ in range(draw(st.integers(0, 3))):
        shape = draw(st.integers(0, N - 1))
        fits = [p for p in SOLVER.all_placements[shape] if p & region == p]
        if fits:
            region &= ~draw(st.sampled_from(fits))
    return region


FAST = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# --------------------------------------------------------------------------- tests


class TestAgainstBruteForce:
    @FAST
    @given(small_region(8), supplies(N, 2))
    def test_classic_small(self, region: int, supply: tuple[int, ...]) -> None:
        SOLVER.clear_caches()
        fills = ref_fillings(CLASSIC, region, supply)
        assert SOLVER.can_fill(region, supply) == bool(fills)
        expected_min = min((len(f) for f in fills), default=None)
        assert SOLVER.fewest_pieces(region, supply) == expected_min
        assert SOLVER.count_fillings(region, supply) == len(fills)
        found = SOLVER.find_fill(region, supply)
        assert (found is not None) == bool(fills)
        if found is not None:
            check_filling(CLASSIC, region, supply, found)
            assert frozenset(found) in fills
        fewest = SOLVER.fewest_fill(region, supply)
        if fewest is not None:
            check_filling(CLASSIC, region, supply, fewest)
            assert len(fewest) == expected_min

    @FAST
    @given(small_region(8), supplies(N, 2), st.integers(0, N - 1))
    def test_good_placements(self, region: int, supply: tuple[int, ...], shape: int) -> None:
        fills = ref_fillings(CLASSIC, region, supply)
        expected = {m for fill in fills for i, m in fill if i == shape}
        got = SOLVER.good_placements(region, supply, shape)
        assert len(got) == len(set(got))
        assert set(got) == expected

    def test_classic_seeded_larger(self) -> None:
        # hypothesis favours tiny regions; these are connected regions of 7-10 cells
        rng = random.Random(7)
        fillable = multi = 0
        for _ in range(250):
            region = 1 << rng.randrange(25)
            size = rng.randint(7, 11)
            while region.bit_count() < size:
                edge = cover.neighbours(region) & ~region
                region |= 1 << rng.choice([b for b in range(25) if edge >> b & 1])
            supply = tuple(rng.choice((0, 0, 1, 1, 2, 3)) for _ in range(N))
            SOLVER.clear_caches()
            fills = ref_fillings(CLASSIC, region, supply)
            fewest = min((len(f) for f in fills), default=None)
            assert SOLVER.can_fill(region, supply) == bool(fills)
            assert SOLVER.fewest_pieces(region, supply) == fewest
            assert SOLVER.count_fillings(region, supply) == len(fills)
            best = SOLVER.fewest_fill(region, supply)
            if best is not None:
                check_filling(CLASSIC, region, supply, best)
                assert len(best) == fewest
            fillable += bool(fills)
            multi += fewest is not None and fewest >= 3
        assert fillable > 50 and multi > 20  # the cases are not all trivial

    @FAST
    @given(small_region(7))
    def test_count_unlimited(self, region: int) -> None:
        fills = ref_fillings(CLASSIC, region, None)
        assert SOLVER.count_fillings(region) == len(fills)
        if len(fills) > 3:
            assert SOLVER.count_fillings(region, limit=3) == 3

    @settings(max_examples=80, deadline=None)
    @given(small_region(10), supplies(4, 3))
    def test_pentomino_deck(self, region: int, supply: tuple[int, ...]) -> None:
        solver = get_solver(PENTA)
        fills = ref_fillings(PENTA, region, supply)
        assert solver.can_fill(region, supply) == bool(fills)
        assert solver.fewest_pieces(region, supply) == min((len(f) for f in fills), default=None)
        assert solver.count_fillings(region, supply) == len(fills)
        found = solver.fewest_fill(region, supply)
        if found is not None:
            check_filling(PENTA, region, supply, found)

    @settings(max_examples=60, deadline=None)
    @given(small_region(6), supplies(N, 1), st.booleans())
    def test_missing_for(self, region: int, supply: tuple[int, ...], limited: bool) -> None:
        available = (1,) * N if limited else None
        extra = SOLVER.missing_for(region, supply, available)
        # reference: over every filling with unlimited pieces, the extra pieces it needs
        best: tuple[int, int] | None = None
        for fill in ref_fillings(CLASSIC, region, None):
            used = [0] * N
            for shape, _ in fill:
                used[shape] += 1
            need = [max(0, u - s) for u, s in zip(used, supply, strict=True)]
            if available is not None and any(x > a for x, a in zip(need, available, strict=True)):
                continue
            cost = (sum(need), sum(x * lv for x, lv in zip(need, SOLVER.levels, strict=True)))
            best = cost if best is None else min(best, cost)
        if best is None:
            assert extra is None
            return
        assert extra is not None
        assert (sum(extra), sum(x * lv for x, lv in zip(extra, SOLVER.levels, strict=True))) == best
        both = tuple(s + x for s, x in zip(supply, extra, strict=True))
        assert SOLVER.can_fill(region, both)


class TestProperties:
    @settings(max_examples=300, deadline=None)
    @given(game_region(), supplies(N, 3))
    def test_fill_is_valid_and_minimal(self, region: int, supply: tuple[int, ...]) -> None:
        SOLVER.clear_caches()
        ok = SOLVER.can_fill(region, supply)
        found = SOLVER.find_fill(region, supply)
        assert ok == (found is not None)
        fewest = SOLVER.fewest_pieces(region, supply)
        assert (fewest is not None) == ok
        if found is not None and fewest is not None:
            check_filling(CLASSIC, region, supply, found)
            assert fewest <= len(found)
            bound = SOLVER.pieces_lower_bound(region, supply)
            assert bound is not None and bound <= fewest
            best = SOLVER.fewest_fill(region, supply)
            assert best is not None
            check_filling(CLASSIC, region, supply, best)
            assert len(best) == fewest
            if fewest > 1:
                # no filling with fewer pieces: the fewest count is a true minimum
                packed = SOLVER.pack(supply)
                kit = SOLVER._make_kit()
                kit.meter.begin(cover.Budget())
                for within in {kit.within, SOLVER._searches(kit, region, packed)[1]}:
                    assert not within(region, packed, fewest - 1)
        why = SOLVER.why_unfillable(region, supply)
        assert (why is None) == ok
        if why is not None:
            assert why.message

    @settings(max_examples=100, deadline=None)
    @given(game_region(), supplies(N, 3))
    def test_warm_answers_equal_cold(self, region: int, supply: tuple[int, ...]) -> None:
        # the same questions asked with caches full give the same answers
        SOLVER.clear_caches()
        cold = (SOLVER.can_fill(region, supply), SOLVER.fewest_pieces(region, supply))
        SOLVER.can_fill(FULL_MASK, supply)
        warm = (SOLVER.can_fill(region, supply), SOLVER.fewest_pieces(region, supply))
        assert cold == warm

    @settings(max_examples=200, deadline=None)
    @given(game_region(), supplies(N, 6))
    def test_the_relevant_part_of_a_supply_gets_the_same_answers(
        self, region: int, supply: tuple[int, ...]
    ) -> None:
        # the AI's cost model asks with the relevant part (app/ai/costs.py): the pieces that
        # fit nowhere in the region, and those beyond what its squares take, change nothing
        part = SOLVER.relevant(region, supply)
        assert all(p <= s for p, s in zip(part, supply, strict=True))
        assert SOLVER.relevant(region, part) == part
        SOLVER.clear_caches()
        asked = [(SOLVER.can_fill(region, s), SOLVER.find_fill(region, s),
                  SOLVER.fewest_pieces(region, s), SOLVER.missing_for(region, s))
                 for s in (supply, part)]
        assert asked[0] == asked[1]

    @settings(max_examples=40, deadline=None)
    @given(st.lists(st.tuples(game_region(), st.sampled_from(CLASSIC.puzzles)), max_size=6),
           supplies(N, 2))
    def test_finishable(self, pairs: list[tuple[int, object]], supply: tuple[int, ...]) -> None:
        puzzles = []
        for region, puzzle in pairs:
            mask = puzzle.mask  # type: ignore[attr-defined]
            puzzles.append((mask, mask & ~region))
        got = SOLVER.finishable(puzzles, supply)
        assert got == [SOLVER.can_fill(m & ~f, supply) for m, f in puzzles]


class TestKnownAnswers:
    def test_empty_region(self) -> None:
        assert SOLVER.can_fill(0, (0,) * N)
        assert SOLVER.find_fill(0, (0,) * N) == []
        assert SOLVER.fewest_pieces(0, (0,) * N) == 0
        assert SOLVER.fewest_fill(0, (0,) * N) == []
        assert SOLVER.count_fillings(0) == 1
        assert SOLVER.why_unfillable(0, (0,) * N) is None

    def test_two_by_two_has_twelve_fillings(self) -> None:
        # O4; two I2 (2 ways); L3 + O1 (4); I2 + 2 O1 (4); 4 O1
        square = cells_to_mask([(0, 0), (0, 1), (1, 0), (1, 1)])
        assert SOLVER.count_fillings(square) == 12
        assert SOLVER.count_fillings(square, (4, 2, 0, 0, 0, 0, 0, 0, 0)) == 7

    def test_line_of_three_has_four_fillings(self) -> None:
        line = cells_to_mask([(2, 1), (2, 2), (2, 3)])
        assert SOLVER.count_fillings(line) == 4
        assert SOLVER.fewest_pieces(line, (3, 1, 0, 0, 0, 0, 0, 0, 0)) == 2
        assert SOLVER.fewest_pieces(line, (0, 0, 1, 0, 0, 0, 0, 0, 0)) == 1
        assert SOLVER.fewest_pieces(line, (2, 0, 0, 0, 0, 0, 0, 0, 0)) is None

    def test_every_classic_puzzle_fills_with_three_of_each(self) -> None:
        for puzzle in CLASSIC.puzzles:
            fill = SOLVER.fewest_fill(puzzle.mask, (3,) * N)
            assert fill is not None, puzzle.id
            check_filling(CLASSIC, puzzle.mask, (3,) * N, fill)
            assert len(fill) == SOLVER.fewest_pieces(puzzle.mask, (3,) * N)

    def test_counts_above_the_packing_width(self) -> None:
        # 25 monominoes fill the whole card; 24 do not; large counts are clamped safely
        assert SOLVER.can_fill(FULL_MASK, (25, 0, 0, 0, 0, 0, 0, 0, 0))
        assert SOLVER.can_fill(FULL_MASK, (99, 0, 0, 0, 0, 0, 0, 0, 0))
        assert not SOLVER.can_fill(FULL_MASK, (24, 0, 0, 0, 0, 0, 0, 0, 0))
        assert SOLVER.fewest_pieces(FULL_MASK, (99, 99, 0, 0, 0, 0, 0, 0, 0)) == 13
        assert SOLVER.fewest_pieces(FULL_MASK, (10,) * N) == 7
        assert SOLVER.count_fillings(FULL_MASK, (99, 0, 0, 0, 0, 0, 0, 0, 0)) == 1

    def test_whole_card_count_stops_at_limit(self) -> None:
        assert SOLVER.count_fillings(FULL_MASK, limit=1000) == 1000
        assert SOLVER.count_fillings(FULL_MASK, (2,) * N, limit=50) == 50
        assert SOLVER.count_fillings(FULL_MASK, limit=0) == 0

    def test_pentomino_card(self) -> None:
        solver = Solver(PENTA)
        two_by_five = cells_to_mask([(r, c) for r in range(2) for c in range(5)])
        assert solver.fewest_pieces(two_by_five, (2, 0, 0, 0)) == 2  # two P pentominoes
        assert solver.fewest_pieces(two_by_five, (0, 0, 2, 5)) == 2
        assert not solver.can_fill(two_by_five, (0, 2, 0, 0))
        plus = cells_to_mask([(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)])
        assert solver.find_fill(plus << 6, (0, 1, 0, 0)) == [(1, plus << 6)]
        # the full card needs five pentominoes and the X cannot sit in a corner
        assert solver.fewest_pieces(FULL_MASK, (0, 0, 5, 0)) == 5
        assert not solver.can_fill(FULL_MASK, (0, 5, 0, 0))


class TestHints:
    def test_not_enough_squares(self) -> None:
        region = cells_to_mask([(0, 0), (0, 1), (0, 2), (0, 3)])
        why = SOLVER.why_unfillable(region, (1, 0, 0, 0, 0, 0, 0, 0, 0))
        assert why is not None and why.why is Why.NOT_ENOUGH_SQUARES and why.amount == 3
        assert why.reason == Reason.of(Unfit.SHORT, amount=3)
        assert why.message == "3 more squares of pieces are needed."

    def test_counts_beyond_the_clamp_are_not_short(self) -> None:
        # 13 dominoes have 26 squares: the card is odd, not short of squares
        why = SOLVER.why_unfillable(FULL_MASK, (0, 13, 0, 0, 0, 0, 0, 0, 0))
        assert why is not None and why.why is Why.ODD_SQUARES and why.amount == 25
        assert "odd number" in why.message

    def test_single_hole(self) -> None:
        region = cells_to_mask([(0, 0), (0, 1), (2, 3)])
        why = SOLVER.why_unfillable(region, (0, 1, 1, 0, 0, 0, 0, 0, 0))
        assert why is not None and why.why is Why.SINGLE_HOLE and why.cells == ((2, 3),)
        assert why.reason == Reason.of(Unfit.SINGLE_HOLE, square=Square(2, 3))
        assert "(in the middle row, second from the right)" in why.message

    def test_no_piece_fits(self) -> None:
        # an L of three cells with only a straight three
        region = cells_to_mask([(0, 0), (1, 0), (1, 1)])
        why = SOLVER.why_unfillable(region, (0, 0, 1, 0, 0, 0, 0, 0, 0))
        assert why is not None and why.why is Why.NO_PIECE_FITS

    def test_separate_areas(self) -> None:
        two_lines = cells_to_mask([(0, 0), (0, 1), (0, 2), (4, 0), (4, 1), (4, 2)])
        # dominoes cannot fill a line of three, even on its own
        why = SOLVER.why_unfillable(two_lines, (0, 3, 0, 0, 0, 0, 0, 0, 0))
        assert why is not None and why.why is Why.SEPARATE_AREA and why.amount == 3
        # the one straight three fills either line, not both
        compete = SOLVER.why_unfillable(two_lines, (0, 3, 1, 0, 0, 0, 0, 0, 0))
        assert compete is not None and compete.why is Why.AREAS_COMPETE and compete.amount == 2

    def test_generic(self) -> None:
        square = cells_to_mask([(0, 0), (0, 1), (1, 0), (1, 1)])
        why = SOLVER.why_unfillable(square, (0, 0, 0, 2, 0, 0, 0, 0, 0))
        assert why is not None and why.why is Why.NO_COMBINATION
        assert SOLVER.explain_unfillable(square, (0, 0, 0, 2, 0, 0, 0, 0, 0)) == (
            "No combination of these pieces fits."
        )

    def test_missing_for_whole_card(self) -> None:
        extra = SOLVER.missing_for(FULL_MASK, (0,) * N)
        assert extra is not None and sum(extra) == 7
        assert SOLVER.can_fill(FULL_MASK, extra)
        assert SOLVER.missing_for(FULL_MASK, (0,) * N, (0, 12, 0, 0, 0, 0, 0, 0, 0)) is None
        assert SOLVER.missing_for(FULL_MASK, (25,) + (0,) * (N - 1)) == (0,) * N

    def test_components(self) -> None:
        region = cells_to_mask([(0, 0), (0, 1), (0, 3), (4, 4)])
        assert sorted(components(region)) == sorted(
            [cells_to_mask([(0, 0), (0, 1)]), cells_to_mask([(0, 3)]), cells_to_mask([(4, 4)])]
        )


class TestInputsAndCaches:
    def test_bad_inputs(self) -> None:
        with pytest.raises(ValueError):
            SOLVER.can_fill(1 << 25, (1,) * N)
        with pytest.raises(ValueError):
            SOLVER.can_fill(-1, (1,) * N)
        with pytest.raises(ValueError):
            SOLVER.can_fill(1, (1,) * (N - 1))
        with pytest.raises(ValueError):
            SOLVER.fewest_pieces(1, (-1,) + (1,) * (N - 1))

    def test_take(self) -> None:
        packed = SOLVER.pack((0, 2, 0, 0, 0, 0, 0, 0, 0))
        once = SOLVER.take(packed, 1)
        assert SOLVER.unpack(once) == (0, 1, 0, 0, 0, 0, 0, 0, 0)
        assert once == SOLVER.pack((0, 1, 0, 0, 0, 0, 0, 0, 0))
        assert SOLVER.can_fill_packed(0b11, once)
        assert not SOLVER.can_fill_packed(0b11, SOLVER.take(once, 1))
        with pytest.raises(ValueError):
            SOLVER.take(packed, 0)

    def test_list_supply_works(self) -> None:
        assert SOLVER.can_fill(0b11, [0, 1, 0, 0, 0, 0, 0, 0, 0])

    def test_get_solver_per_deck(self) -> None:
        assert get_solver(CLASSIC) is get_solver(CLASSIC)
        assert get_solver(PENTA) is not get_solver(CLASSIC)
        assert get_solver(PENTA).deck is PENTA

    def test_memory_stays_bounded(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(cover, "RESULT_LIMIT", 50)
        solver = Solver(CLASSIC)
        supplies_seen = itertools.islice(itertools.product(range(3), repeat=4), 200)
        for counts in supplies_seen:
            supply = (*counts, 1, 1, 1, 1, 1)
            for puzzle in CLASSIC.puzzles[:10]:
                solver.can_fill(puzzle.mask, supply)
                solver.fewest_pieces(puzzle.mask, supply)
            # search states live only as long as their query; answers are bounded
            assert len(solver._can_cache) <= 50
            assert len(solver._fewest_cache) <= 50


# --------------------------------------------------------------------------- the same work


def plain_answers(deck: Deck, region: int, supply: tuple[int, ...]) -> tuple[bool, int | None]:
    """(can it be filled, with how few pieces): a plain memoised search written here (every
    state is the empty region and the counts left; the lowest empty cell is covered first; the
    minimum over every filling), without the solver's packing, pruning, tables or bounds."""
    placements = [(i, m) for i, m in ref_table(deck)]
    memo: dict[tuple[int, tuple[int, ...]], float] = {}

    def fewest(rest: int, left: tuple[int, ...]) -> float:
        if not rest:
            return 0
        got = memo.get((rest, left))
        if got is None:
            low = rest & -rest
            got = float("inf")
            for i, m in placements:
                if m & low and m & rest == m and left[i]:
                    after = left[:i] + (left[i] - 1,) + left[i + 1:]
                    got = min(got, 1 + fewest(rest ^ m, after))
            memo[(rest, left)] = got
        return got

    best = fewest(region, supply)
    return best != float("inf"), None if best == float("inf") else int(best)


def seeded_queries(
    solver: Solver, count: int, rng: random.Random
) -> list[tuple[int, tuple[int, ...]]]:
    """Regions as play leaves them (a puzzle, the whole card or a 3x3 block, less up to three
    placed pieces, sometimes less random cells) and supplies from empty to a rich one."""
    deck = solver.deck
    k = solver.shape_count
    masks = [p.mask for p in deck.puzzles] + [FULL_MASK, 0b111_00111_00111]
    out: list[tuple[int, tuple[int, ...]]] = []
    while len(out) < count:
        region = rng.choice(masks)
        for _ in range(rng.choice((0, 1, 2, 3))):
            shape = rng.randrange(k)
            fits = [p for p in solver.all_placements[shape] if p & region == p]
            if fits:
                region &= ~rng.choice(fits)
        if rng.random() < 0.2:
            region &= rng.getrandbits(25) | rng.getrandbits(25)
        counts = [0] * k
        for _ in range(rng.randint(0, 12)):
            counts[rng.randrange(k)] += 1
        if rng.random() < 0.1:
            counts = [rng.randint(0, 30) for _ in range(k)]
        out.append((region, tuple(counts)))
    return out


QUERY_KINDS = (
    ("can_fill", ()), ("fewest_pieces", ()), ("find_fill", ()), ("fewest_fill", ()),
    ("why_unfillable", ()), ("missing_for", ()), ("count_fillings", (500,)),
)


def work_digest(solver: Solver, count: int, seed: int) -> str:
    """A digest of the answer (or "too hard" and the steps it got through) and the steps
    left of every query kind, on seeded queries, each with a budget of 8, 60 or 3,000 steps
    and every cache cleared first."""
    import hashlib

    rng = random.Random(seed)
    out: list[object] = []
    for region, supply in seeded_queries(solver, count, rng):
        solver.clear_caches()
        for name, extra in QUERY_KINDS:
            b = cover.Budget(rng.choice((8, 60, 3000)))
            try:
                got: object = getattr(solver, name)(region, supply, *extra, budget=b)
            except cover.TooHard as exc:
                got = ("too hard", exc.spent)
            out.append((got, b.nodes))
    return hashlib.sha256(repr(out).encode()).hexdigest()[:16]


def odd_deck(family: str) -> Deck:
    from odd_decks import FAMILIES

    from app.rules import deck_from_json

    return deck_from_json(FAMILIES[family](1))


class TestSameAnswersAndWork:
    """The solver was made faster (issue 27, item 5: a placement index per window, the fewest
    count read off the first search, inline bookkeeping) without changing what it does: the
    same answers, and the same steps for every query, so every budget gets the same verdict
    and the AI's choices do not change."""

    # Digests of every query kind's answers and steps made by the solver before that change.
    BEFORE: ClassVar[dict[str, str]] = {
        "classic": "8db770625d8b64a6",
        "pentominoes": "e6dd25711adfaf3d",
        "all_shapes": "9442ca63fcb4d1fe",
        "one_cell": "cdf5ea575dd4cfd6",
    }

    @pytest.mark.parametrize("family", sorted(BEFORE))
    def test_the_same_answers_and_steps_as_before(self, family: str) -> None:
        deck = CLASSIC if family == "classic" else odd_deck(family)
        assert work_digest(Solver(deck), 100, 5) == self.BEFORE[family]

    @pytest.mark.parametrize("family", ["classic", "pentominoes"])
    def test_answers_equal_a_plain_search(self, family: str) -> None:
        deck = CLASSIC if family == "classic" else odd_deck(family)
        solver = Solver(deck)
        rng = random.Random(27)
        kinds = set()
        for region, supply in seeded_queries(solver, 120, rng):
            if region.bit_count() > 16:
                region &= rng.getrandbits(25)  # the plain search is slow on a whole card
            solver.clear_caches()
            expected = plain_answers(deck, region, supply)
            assert (solver.can_fill(region, supply),
                    solver.fewest_pieces(region, supply)) == expected, (region, supply)
            kinds.add(expected[1])
        assert len(kinds) >= 3  # unfillable, and fillable with several piece counts

    def test_a_full_placement_index_is_emptied_and_rebuilt(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setattr(cover, "INDEX_LIMIT", 5)
        solver = Solver(CLASSIC)
        assert work_digest(solver, 40, 5) == work_digest(Solver(CLASSIC), 40, 5)
        assert 0 < len(solver._index) <= 5 and 0 < len(solver._near) <= 5
