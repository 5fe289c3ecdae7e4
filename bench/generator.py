"""Benchmark of the puzzle generator (seeded; prints figures, asserts nothing).

Run: .venv/bin/python bench/generator.py [--runs N] [--seed S]

For classic-sized cards (white 3-9 squares, black 8-16, and both with a fewest-pieces range,
a symmetry and a fillings range), the time to generate 20 candidates, each checked by the
solver, from a fresh generator (no solver cache). Target: under 5 s for 20 candidates.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.model.generator import Constraints, generate
from app.rules import classic_deck

SETS = {
    "white 3-9": Constraints("white", (3, 9)),
    "black 8-16": Constraints("black", (8, 16)),
    "white 5-9, 3-4 pieces, 2-200 fillings": Constraints("white", (5, 9), fewest=(3, 4),
                                                         fillings=(2, 200)),
    "black 10-16, 4-5 pieces, symmetric": Constraints("black", (10, 16), fewest=(4, 5),
                                                      symmetric=True),
    "black 8-14, no O1/I2, not symmetric": Constraints(
        "black", (8, 14), shapes=frozenset({"I3", "L3", "I4", "O4", "L4", "T4", "Z4"}),
        symmetric=False),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    deck = classic_deck()
    worst = 0.0
    for name, constraints in SETS.items():
        times: list[float] = []
        found = ""
        for run in range(args.runs):
            start = time.perf_counter()
            outcome = generate(deck, constraints, 20, seed=args.seed + run)
            times.append(time.perf_counter() - start)
            found = outcome.summary()
        worst = max(worst, max(times))
        print(f"{name:40} median {statistics.median(times) * 1000:8.1f} ms, "
              f"max {max(times) * 1000:8.1f} ms  ({found}, last run)")
    print(f"worst run for 20 candidates: {worst:.2f} s (target < 5 s)")


if __name__ == "__main__":
    main()
