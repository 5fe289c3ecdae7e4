"""Benchmark of the exact-cover solver (seeded; prints figures, asserts nothing).

Run: .venv/bin/python bench/solver.py [--queries N] [--seed S]

(a) every classic puzzle, empty, with 3 pieces of each shape: time per puzzle of can_fill and
    fewest_pieces (caches cleared before each call);
(b) random queries: a random classic puzzle, maybe partly filled by one or two random legal
    placements, and 2-10 random pieces; median and p99 per query of can_fill ("can finish")
    and fewest_pieces, side by side with a baseline written here (:class:`Plain`, a plain
    memoised lowest-empty-cell search over 25-bit masks, as issue 27 describes it), on the
    same queries in the same process: each query asked of both in turn, five times, the
    fastest of the five kept for each (the machine is shared: what is left is the work, not
    the neighbours); ratios are ours / baseline (below 1: ours is faster). Ours cold: every
    cached answer forgotten before each query, the index of regions that the searches fill as
    they go (a table of the deck, like the placements: Solver._cells) kept, filled by asking
    every query once first; a second line empties the index too before each query. Then ours
    warm (the same queries asked again, answers cached), and cold with a step budget and a
    cancel callback, as validation, the AI and hints ask.
(c) the hint queries on the first 1,000 of those: missing_for, why_unfillable, and
    count_fillings with unlimited pieces (cold; no targets, for the GUI and the editor).
Targets: can_fill median <= 20 us, p99 <= 1 ms; fewest_pieces median <= 30 us, p99 <= 2 ms.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules import FULL_MASK, Deck, classic_deck
from app.solver import Budget, Solver

Query = tuple[int, tuple[int, ...]]


class Plain:
    """The baseline: a plain memoised lowest-empty-cell search over 25-bit masks.

    A state is the empty region (bits 0-24) with the supply packed above it (5 bits per
    shape); it covers the lowest empty cell with each piece left that fits there, biggest
    shapes first, and remembers every state it has answered (a memo per query). "Fewest
    pieces" is the minimum over every filling, memoised the same way. The supply's squares are
    counted as it is packed and compared with the region's once, before searching; no other
    pruning, no caches between queries.
    """

    def __init__(self, deck: Deck) -> None:
        self.levels = tuple(s.level for s in deck.shapes)
        table: list[list[tuple[int, int, tuple[int, ...]]]] = [[] for _ in range(25)]
        for i in sorted(range(len(self.levels)), key=lambda i: -self.levels[i]):
            by_cell: dict[int, list[int]] = {}
            for m in deck.shapes[i].placements_in(FULL_MASK):
                by_cell.setdefault((m & -m).bit_length() - 1, []).append(m)
            for cell, masks in by_cell.items():
                table[cell].append((31 << (25 + 5 * i), 1 << (25 + 5 * i), tuple(masks)))
        self.table = tuple(tuple(t) for t in table)
        self.fields = tuple((lv, 25 + 5 * i, 25 // lv) for i, lv in enumerate(self.levels))

    def _packed(self, supply: tuple[int, ...]) -> tuple[int, int]:
        """(the supply packed above the region's bits, counts beyond a card's worth clamped;
        its squares)."""
        packed = squares = 0
        for count, (level, shift, most) in zip(supply, self.fields, strict=True):
            if count:
                packed |= (count if count < most else most) << shift
                squares += count * level
        return packed, squares

    def can_fill(self, region: int, supply: tuple[int, ...]) -> bool:
        if not region:
            return True
        packed, squares = self._packed(supply)
        if squares < region.bit_count():
            return False
        table = self.table
        memo: dict[int, bool] = {}

        def fill(R: int, S: int) -> bool:
            key = R | S
            got = memo.get(key)
            if got is not None:
                return got
            for f, u, masks in table[(R & -R).bit_length() - 1]:
                if S & f:
                    S2 = S - u
                    for p in masks:
                        if p & R == p:
                            R2 = R ^ p
                            if not R2 or fill(R2, S2):
                                memo[key] = True
                                return True
            memo[key] = False
            return False

        return fill(region, packed)

    def fewest_pieces(self, region: int, supply: tuple[int, ...]) -> int | None:
        if not region:
            return 0
        packed, squares = self._packed(supply)
        if squares < region.bit_count():
            return None
        table = self.table
        memo: dict[int, int] = {}
        none = 99

        def fewest(R: int, S: int) -> int:
            key = R | S
            got = memo.get(key)
            if got is not None:
                return got
            best = none
            for f, u, masks in table[(R & -R).bit_length() - 1]:
                if S & f:
                    S2 = S - u
                    for p in masks:
                        if p & R == p:
                            R2 = R ^ p
                            k = fewest(R2, S2) + 1 if R2 else 1
                            if k < best:
                                best = k
            memo[key] = best
            return best

        got = fewest(region, packed)
        return None if got >= none else got


def make_queries(solver: Solver, n: int, rng: random.Random) -> list[Query]:
    deck = solver.deck
    k = len(deck.shapes)
    out: list[Query] = []
    while len(out) < n:
        puzzle = rng.choice(deck.puzzles)
        region = puzzle.mask
        for _ in range(rng.choice((0, 0, 1, 2))):
            shape = rng.randrange(k)
            fits = [p for p in solver.all_placements[shape] if p & region == p]
            if fits and rng.random() < 0.9:
                region &= ~rng.choice(fits)
        if not region:
            continue
        counts = [0] * k
        for _ in range(rng.randint(2, 10)):
            counts[rng.randrange(k)] += 1
        out.append((region, tuple(counts)))
    return out


def timed(call: Callable[[], object]) -> float:
    t0 = time.perf_counter_ns()
    call()
    return (time.perf_counter_ns() - t0) / 1000.0


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def us(x: float) -> str:
    return f"{x:8.1f} us"


def part_a(solver: Solver) -> None:
    deck = solver.deck
    supply = (3,) * len(deck.shapes)
    can_t: list[float] = []
    few_t: list[float] = []
    worst = ("", 0.0)
    for p in deck.puzzles:
        solver.clear_caches()
        can_t.append(timed(lambda p=p: solver.can_fill(p.mask, supply)))  # type: ignore[misc]
        solver.clear_caches()
        t = timed(lambda p=p: solver.fewest_pieces(p.mask, supply))  # type: ignore[misc]
        few_t.append(t)
        if t > worst[1]:
            worst = (p.id, t)
    print(f"(a) {len(deck.puzzles)} classic puzzles, empty, 3 of each shape (cold):")
    print(f"    can_fill      mean {us(sum(can_t) / len(can_t))}  median {us(pct(can_t, 0.5))}"
          f"  max {us(max(can_t))}")
    print(f"    fewest_pieces mean {us(sum(few_t) / len(few_t))}  median {us(pct(few_t, 0.5))}"
          f"  max {us(max(few_t))} ({worst[0]})")


def run_pass(
    solver: Solver, queries: list[Query], which: str, cold: bool, steps: int | None = None
) -> list[float]:
    call = solver.can_fill if which == "can" else solver.fewest_pieces
    times: list[float] = []
    clear = solver.clear_caches
    for region, supply in queries:
        if cold:
            clear()
        t0 = time.perf_counter_ns()
        call(region, supply, None if steps is None else Budget(steps, cancel=_never))
        times.append((time.perf_counter_ns() - t0) / 1000.0)
    return times


def _never() -> bool:
    return False


def side_by_side(
    solver: Solver, plain: Plain, queries: list[Query], which: str, empty_index: bool,
    repeats: int = 5,
) -> tuple[list[float], list[float]]:
    """Per query, the fastest of ``repeats`` times of the baseline and of ours (cold), asked
    in turn so that both see the same load."""
    ours = solver.can_fill if which == "can" else solver.fewest_pieces
    base = plain.can_fill if which == "can" else plain.fewest_pieces
    clear = solver.clear_caches
    clock = time.perf_counter_ns
    best_base = [float("inf")] * len(queries)
    best_ours = [float("inf")] * len(queries)
    for _ in range(repeats):
        for j, (region, supply) in enumerate(queries):
            t0 = clock()
            base(region, supply)
            t1 = clock()
            clear(empty_index)
            t2 = clock()
            ours(region, supply)
            t3 = clock()
            best_base[j] = min(best_base[j], (t1 - t0) / 1000.0)
            best_ours[j] = min(best_ours[j], (t3 - t2) / 1000.0)
    return best_base, best_ours


def part_b(solver: Solver, queries: list[Query]) -> None:
    plain = Plain(solver.deck)
    differ = sum(  # every query asked once (tests/test_solver.py compares the answers too)
        (plain.can_fill(r, s), plain.fewest_pieces(r, s))
        != (solver.can_fill(r, s), solver.fewest_pieces(r, s))
        for r, s in queries
    )
    fillable = sum(solver.can_fill(r, s) for r, s in queries)
    print(f"(b) {len(queries)} random queries ({fillable} fillable; answers that differ from "
          f"the baseline's: {differ}), per query:")
    for which, name, med_t, p99_t in (
        ("can", "can finish   ", 20.0, 1000.0),
        ("few", "fewest pieces", 30.0, 2000.0),
    ):
        base, cold = side_by_side(solver, plain, queries, which, empty_index=False)
        _, coldest = side_by_side(solver, plain, queries, which, empty_index=True)
        bm, bp, om, op = pct(base, 0.5), pct(base, 0.99), pct(cold, 0.5), pct(cold, 0.99)
        print(f"    {name} baseline: median {us(bm)}  p99 {us(bp)}  max {us(max(base))}")
        print(f"    {name} cold:     median {us(om)}  p99 {us(op)}  max {us(max(cold))}"
              f"   ours/baseline: median {om / bm:.2f}, p99 {op / bp:.2f}"
              f"   (target median <= {med_t:.0f} us, p99 <= {p99_t:.0f} us)")
        cm, cp = pct(coldest, 0.5), pct(coldest, 0.99)
        print(f"    {name} cold, placement index emptied too: median {us(cm)}  p99 {us(cp)}"
              f"   ours/baseline: median {cm / bm:.2f}, p99 {cp / bp:.2f}")
        solver.clear_caches()
        run_pass(solver, queries, which, cold=False)  # fill the caches
        warm = run_pass(solver, queries, which, cold=False)
        print(f"    {name} warm: median {us(pct(warm, 0.5))}  p99 {us(pct(warm, 0.99))}"
              f"  max {us(max(warm))}")
        budgeted = run_pass(solver, queries, which, cold=True, steps=20_000)
        print(f"    {name} cold, with a budget as validation and the AI ask: "
              f"median {us(pct(budgeted, 0.5))}  p99 {us(pct(budgeted, 0.99))}")


def part_c(solver: Solver, queries: list[Query]) -> None:
    print(f"(c) hints on {len(queries)} of those queries (cold):")
    for name, call in (
        ("missing_for   ", lambda r, s: solver.missing_for(r, s)),
        ("why_unfillable", lambda r, s: solver.why_unfillable(r, s)),
        ("count_fillings", lambda r, s: solver.count_fillings(r)),
    ):
        times = []
        for region, supply in queries:
            solver.clear_caches()
            t0 = time.perf_counter_ns()
            call(region, supply)
            times.append((time.perf_counter_ns() - t0) / 1000.0)
        print(f"    {name} median {us(pct(times, 0.5))}  p99 {us(pct(times, 0.99))}"
              f"  max {us(max(times))}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--queries", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=20240601)
    args = ap.parse_args()
    deck = classic_deck()
    t0 = time.perf_counter()
    solver = Solver(deck)
    print(f"solver built in {(time.perf_counter() - t0) * 1000:.1f} ms "
          f"({sum(len(p) for p in solver.all_placements)} placements)")
    part_a(solver)
    queries = make_queries(solver, args.queries, random.Random(args.seed))
    part_b(solver, queries)
    part_c(solver, queries[:1000])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
