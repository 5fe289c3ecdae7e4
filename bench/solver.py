"""Benchmark of the exact-cover solver (seeded; prints figures, asserts nothing).

Run: .venv/bin/python bench/solver.py [--queries N] [--seed S]

(a) every classic puzzle, empty, with 3 pieces of each shape: time per puzzle of can_fill and
    fewest_pieces (caches cleared before each call);
(b) random queries: a random classic puzzle, maybe partly filled by one or two random legal
    placements, and 2-10 random pieces; median and p99 per query of can_fill ("can finish")
    and fewest_pieces, cold (all solver caches cleared before each query) and warm (the same
    queries asked again, answers cached); cold again with a step budget and a cancel callback,
    as validation, the AI and hints ask.
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

from app.rules import classic_deck
from app.solver import Budget, Solver

Query = tuple[int, tuple[int, ...]]


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


def part_b(solver: Solver, queries: list[Query]) -> None:
    fillable = sum(solver.can_fill(r, s) for r, s in queries)
    print(f"(b) {len(queries)} random queries ({fillable} fillable), per query:")
    for which, name, med_t, p99_t in (
        ("can", "can finish   ", 20.0, 1000.0),
        ("few", "fewest pieces", 30.0, 2000.0),
    ):
        cold = run_pass(solver, queries, which, cold=True)
        solver.clear_caches()
        run_pass(solver, queries, which, cold=False)  # fill the caches
        warm = run_pass(solver, queries, which, cold=False)
        print(f"    {name} cold: median {us(pct(cold, 0.5))}  p99 {us(pct(cold, 0.99))}"
              f"  max {us(max(cold))}   (target median <= {med_t:.0f} us, p99 <= {p99_t:.0f} us)")
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
