"""The balance lab's verdicts on a deck with two broken puzzles, over many seeds: how often does
a default run flag exactly the planted puzzles? Prints its figures; asserts nothing.

    python bench/balance_planted.py [--seeds 0,100000,...] [--games N] [--jobs J]

The deck is the classic deck with W99 (one square worth 5 points: too strong) and B99 (fifteen
squares worth 1 point: too weak) added. Each seed is one run of the lab as the editor starts it
by default (2 players, medium AI, ``--games`` games on seeds S .. S+N-1). A run is *right* when
it flags W99 strong, B99 weak and no other puzzle. The share of right runs gets its Wilson 95%
interval, and every wrong flag is listed (a false alarm on a classic puzzle, or a planted puzzle
missed).

tests/test_balance_planted.py checks one seed at the defaults (a default run is about 35 s of
processor time); this bench is the evidence over seeds, the figure the lab's flagging rule
(docs/architecture.md, "the balance lab") stands on.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.core import balance as lab
from app.core.stats import wilson
from app.rules import Deck, Puzzle, cells_to_mask, classic_deck

EXPECTED = {"W99": "strong", "B99": "weak"}
"""The flags of a right run."""
SEEDS = (0, 100_000, 200_000, 300_000, 400_000)
"""The default seeds (tests/test_balance_planted.py plays the first)."""


def planted_deck() -> Deck:
    """The classic deck with two broken puzzles: W99, one square worth 5 points, and B99,
    fifteen squares worth 1 point (the card but its corners, its centre, the four squares
    around the centre diagonally and the middle of its top side)."""
    base = classic_deck()
    strong = Puzzle("W99", "white", 5, "O1", cells_to_mask([(2, 2)]))
    solid = {(0, 0), (0, 4), (4, 0), (4, 4), (1, 1), (1, 3), (3, 1), (3, 3), (2, 2), (0, 2)}
    weak_cells = [(r, c) for r in range(5) for c in range(5) if (r, c) not in solid]
    weak = Puzzle("B99", "black", 1, "O4", cells_to_mask(weak_cells))
    assert strong.size == 1 and weak.size == 15
    return Deck("Classic with two broken puzzles", base.shapes, (*base.puzzles, strong, weak),
                base.setup, id="planted")


def flags(deck: Deck, seed: int, games: int, jobs: int) -> dict[str, str]:
    """The puzzles a default run of the lab on ``seed`` flags, with their verdicts."""
    run = lab.run_balance(deck, [lab.Setting(2)], ["medium"], games, seed, jobs)
    return {p.id: p.verdict for p in run.figures["2"].puzzles(deck)
            if p.verdict in ("strong", "weak")}


def main(argv: list[str] | None = None) -> int:
    """Run the lab on every seed and print its verdicts."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default=",".join(str(s) for s in SEEDS))
    ap.add_argument("--games", type=int, default=lab.DEFAULT_GAMES)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    seeds = [int(s) for s in args.seeds.split(",") if s.strip()]
    deck = planted_deck()
    print(f"{len(seeds)} runs of {args.games} games (2 players, medium), {args.jobs} workers")
    right = 0
    wrong: list[str] = []
    for seed in seeds:
        start = time.perf_counter()
        found = flags(deck, seed, args.games, args.jobs)
        took = time.perf_counter() - start
        ok = found == EXPECTED
        right += ok
        shown = ", ".join(f"{p} {v}" for p, v in sorted(found.items())) or "nothing"
        print(f"  seed {seed:>7}: {'right' if ok else 'WRONG'}: {shown} ({took:.0f} s)")
        for p, v in sorted(found.items()):
            if EXPECTED.get(p) != v:
                wrong.append(f"seed {seed}: {p} flagged {v}")
        for p, v in sorted(EXPECTED.items()):
            if p not in found:
                wrong.append(f"seed {seed}: {p} not flagged {v}")
    lo, hi = wilson(right, len(seeds))
    print(f"right runs: {right} of {len(seeds)} = {right / len(seeds):.0%} "
          f"(95% interval {lo:.0%} to {hi:.0%})")
    for line in wrong:
        print(f"  {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
