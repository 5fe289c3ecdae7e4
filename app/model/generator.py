"""The puzzle generator: random puzzle cards that meet a designer's constraints.

Qt-free. A candidate is a connected recessed area on the card grid, grown square by square from
a seeded random number generator, then kept only if the solver says it meets every constraint:
its number of squares, the fewest pieces that fill it and its number of fillings (both with
the deck's reserve counts of the *allowed* shapes only, the other shapes counting as none), a
symmetry or none, and not the same shape as a puzzle of the deck or another candidate up to
rotation and reflection.

Work is bounded: every solver question has a step budget (a candidate too hard to answer is
skipped), and the whole run stops after :data:`MAX_ATTEMPTS` shapes, after a time budget, or
when :data:`STALE_LIMIT` shapes in a row were ones already tried (the constraints allow no
more), so crafted constraints never hang; :class:`Outcome` then says how many were found.
The same deck, constraints and seed give the same candidates (unless the time budget ran out).

Each candidate comes with suggested points and a reward that follow its difficulty
(:func:`suggest`): those of the classic card of its colour nearest in fewest pieces and
fillings, the reward taken among the deck's pieces of that level, the least given first.

The editor runs it in a worker process (:mod:`app.model.worker`, task ``generate``): it sends a
:class:`GenerateRequest` and gets each candidate back as it is found, then the
:class:`Outcome` (:func:`generate_in_worker`).
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import Enum

from app.rules import (
    CARD_SIZE,
    Cell,
    Colour,
    Deck,
    Mask,
    Puzzle,
    canonical,
    cells_to_mask,
    classic_deck,
    flip_cells,
    is_connected,
    mask_to_cells,
    normalize,
    rotate_cells,
)
from app.solver import Budget, SearchCancelled, Solver, TooHard, clock

FILLINGS_CAP = 1000
"""Fillings are counted up to this many (a candidate with more shows "1000+")."""
SOLVE_STEPS = 20_000
"""Solver steps one candidate's fewest-pieces question may take (then it is skipped)."""
COUNT_STEPS = 20_000
"""Solver steps one candidate's fillings count may take (then it is skipped)."""
MAX_ATTEMPTS = 5_000
"""Shapes tried at most in one run."""
STALE_LIMIT = 600
"""Shapes in a row that were all tried before: the constraints allow no more candidates."""
TIME_BUDGET = 8.0
"""Seconds one run may take at most."""

_CELLS = CARD_SIZE * CARD_SIZE


@dataclass(frozen=True, slots=True)
class Constraints:
    """What the generated puzzles must be; ranges are inclusive ``(low, high)``."""

    colour: Colour = "white"
    squares: tuple[int, int] = (4, 8)
    fewest: tuple[int, int] = (2, _CELLS)
    """Fewest pieces from..to; from 2 by default: a card one piece fills is no puzzle."""
    fillings: tuple[int, int] = (1, FILLINGS_CAP)
    """Fillings from..to; a high end of :data:`FILLINGS_CAP` means "or more"."""
    shapes: frozenset[str] | None = None
    """The piece ids a filling may use (None: all of the deck's)."""
    symmetric: bool | None = None
    """True: the area looks the same after some rotation or mirroring; False: it never does;
    None: either."""
    distinct: bool = True
    """Never the same shape (up to rotation and reflection) as a puzzle of the deck."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """A generated puzzle area and what the solver says about it."""

    mask: Mask
    fewest: int
    fillings: int  # at most FILLINGS_CAP
    symmetric: bool
    points: int  # suggested
    reward: str  # suggested

    @property
    def size(self) -> int:
        """Its number of squares."""
        return self.mask.bit_count()

    @property
    def fillings_capped(self) -> bool:
        """Whether counting stopped at :data:`FILLINGS_CAP`."""
        return self.fillings >= FILLINGS_CAP

    def puzzle(self, puzzle_id: str, colour: Colour) -> Puzzle:
        """The candidate as a puzzle card with the suggested points and reward."""
        return Puzzle(puzzle_id, colour, self.points, self.reward, self.mask)


class Stop(Enum):
    """Why a run ended."""

    DONE = "done"  # all the wanted candidates were found
    EXHAUSTED = "exhausted"  # the constraints allow no more different shapes (as far as seen)
    ATTEMPTS = "attempts"  # MAX_ATTEMPTS shapes were tried
    TIME = "time"  # the time budget ran out
    CANCELLED = "cancelled"


@dataclass(slots=True)
class Outcome:
    """A whole run: the candidates found and why it stopped."""

    wanted: int
    candidates: list[Candidate] = field(default_factory=list)
    stop: Stop = Stop.DONE
    attempts: int = 0
    seconds: float = 0.0

    @property
    def complete(self) -> bool:
        """Whether all the wanted candidates were found."""
        return len(self.candidates) >= self.wanted

    def summary(self) -> str:
        """In English, for logs and the command line: e.g. "found 7 of 20 (...)"."""
        text = f"found {len(self.candidates)} of {self.wanted}"
        if not self.complete:
            text += f" ({self.stop.value} after {self.attempts} shapes)"
        return text


# ------------------------------------------------------------------ shapes

def shape_key(mask: Mask) -> tuple[Cell, ...]:
    """The area's shape up to rotation, reflection and position on the card."""
    return canonical(mask_to_cells(mask))


def is_symmetric(mask: Mask) -> bool:
    """Whether the area looks the same after some rotation or mirroring."""
    cells = normalize(mask_to_cells(mask))
    forms = {rotate_cells(f, t) for f in (cells, flip_cells(cells)) for t in range(4)}
    return len(forms) < 8


def centred(cells: tuple[Cell, ...]) -> Mask:
    """The shape placed in the middle of the card (rounding up and left)."""
    norm = normalize(cells)
    h = max(r for r, _ in norm) + 1
    w = max(c for _, c in norm) + 1
    dr, dc = (CARD_SIZE - h) // 2, (CARD_SIZE - w) // 2
    return cells_to_mask((r + dr, c + dc) for r, c in norm)


_SYMMETRIES: tuple[Callable[[int, int], Cell], ...] = (
    lambda r, c: (r, CARD_SIZE - 1 - c),  # mirror left to right
    lambda r, c: (CARD_SIZE - 1 - r, c),  # mirror top to bottom
    lambda r, c: (CARD_SIZE - 1 - r, CARD_SIZE - 1 - c),  # half turn
    lambda r, c: (c, r),  # mirror on a diagonal
    lambda r, c: (c, CARD_SIZE - 1 - r),  # quarter turn (with its whole orbit)
)


def _grow(rng: random.Random, size: int) -> set[Cell]:
    """A random connected area of ``size`` squares on the card."""
    start = (rng.randrange(CARD_SIZE), rng.randrange(CARD_SIZE))
    cells = {start}
    while len(cells) < size:
        frontier = sorted({
            (r + dr, c + dc)
            for r, c in cells
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
            if 0 <= r + dr < CARD_SIZE and 0 <= c + dc < CARD_SIZE
        } - cells)
        if not frontier:
            break
        cells.add(rng.choice(frontier))
    return cells


def _symmetric_area(rng: random.Random, low: int, high: int) -> set[Cell]:
    """A random area made symmetric: half grown, then joined with its image."""
    size = rng.randint(max(1, low // 2), max(1, (high + 1) // 2))
    cells = _grow(rng, size)
    image = rng.randrange(len(_SYMMETRIES))
    sym = _SYMMETRIES[image]
    out = set(cells)
    for _ in range(4 if image == 4 else 1):
        out |= {sym(r, c) for r, c in out}
    return out


def random_area(rng: random.Random, constraints: Constraints) -> Mask | None:
    """One random connected area for the constraints' sizes (None if this try failed)."""
    low, high = constraints.squares
    if constraints.symmetric and rng.random() < 0.8:
        cells = _symmetric_area(rng, low, high)
    else:
        cells = _grow(rng, rng.randint(low, high))
    if not low <= len(cells) <= high or not is_connected(cells):
        return None
    return centred(tuple(cells))


# ------------------------------------------------------------------ suggestions

@dataclass(frozen=True, slots=True)
class Reference:
    """A classic card as the suggestions see it: how hard it is, and what it gives."""

    colour: Colour
    fewest: int
    fillings: int  # at most FILLINGS_CAP
    points: int
    level: int  # of its reward piece


@functools.lru_cache(maxsize=1)
def classic_references() -> tuple[Reference, ...]:
    """The classic deck's cards with their difficulty (fewest pieces and fillings with the
    classic reserve), worked out once per process (about half a second)."""
    deck = classic_deck()
    solver = Solver(deck)
    supply = deck.reserve_counts()
    out: list[Reference] = []
    for p in deck.puzzles:
        fewest = solver.fewest_pieces(p.mask, supply)
        fillings = solver.count_fillings(p.mask, supply, FILLINGS_CAP)
        if fewest is not None:
            out.append(Reference(p.colour, fewest, fillings, p.points, deck.shape(p.reward).level))
    return tuple(out)


def difficulty_distance(fewest: int, fillings: int, ref: Reference) -> float:
    """How far apart two cards are in difficulty: a piece more to place counts as much as ten
    times more (or fewer) ways to fill."""
    return abs(fewest - ref.fewest) + abs(math.log10(max(1, fillings))
                                          - math.log10(max(1, ref.fillings)))


def suggest(deck: Deck, colour: Colour, fewest: int, fillings: int, mask: Mask = 0,
            allowed: frozenset[str] | None = None) -> tuple[int, str]:
    """Points and reward for a new card of this difficulty: those of the classic card of the
    same colour nearest in difficulty (fewest pieces, then fillings). The classic deck pays a
    harder card with more points or a bigger piece; the reward is the deck's piece of that
    card's reward level (or the nearest level) that the deck gives least for its reserve
    count, so the rewards spread over the pieces. ``mask`` picks among equally good choices
    (so that candidates of one run differ); ``allowed`` limits the rewards to these pieces
    when it leaves any."""
    refs = [r for r in classic_references() if r.colour == colour]
    shapes = [s for s in deck.shapes if allowed is None or s.id in allowed] or list(deck.shapes)
    if not refs or not shapes:
        return (1 if colour == "white" else 3), (deck.shapes[0].id if deck.shapes else "O1")
    near = min(difficulty_distance(fewest, fillings, r) for r in refs)
    ties = sorted((r for r in refs if difficulty_distance(fewest, fillings, r) <= near + 1e-9),
                  key=lambda r: (r.points, r.level))
    pick = ties[mask % len(ties)]
    gap = min(abs(s.level - pick.level) for s in shapes)
    # the nearest level; of two as near, the smaller piece (a reward a little too small
    # rather than too rich)
    level = min(s.level for s in shapes if abs(s.level - pick.level) == gap)
    given = {s.id: 0 for s in shapes}
    for p in deck.puzzles:
        if p.reward in given:
            given[p.reward] += 1
    choices = [s for s in shapes if s.level == level]
    least = min(given[s.id] / max(1, s.count) for s in choices)
    best = [s for s in choices if given[s.id] / max(1, s.count) <= least + 1e-9]
    return pick.points, best[(mask // len(ties)) % len(best)].id


# ------------------------------------------------------------------ the run

class Generator:
    """Generates candidates for one deck and set of constraints."""

    def __init__(self, deck: Deck, constraints: Constraints) -> None:
        self.deck = deck
        self.constraints = constraints
        self.solver = Solver(deck)  # its own: the run may be in a thread of its own
        allowed = constraints.shapes
        reserve = deck.reserve_counts()
        self.supply = tuple(
            n if allowed is None or s.id in allowed else 0
            for s, n in zip(deck.shapes, reserve, strict=True)
        )
        self.existing = {shape_key(p.mask) for p in deck.puzzles if p.mask}

    def check(self, mask: Mask, cancel: Callable[[], bool] | None = None) -> Candidate | None:
        """The candidate for this area if it meets the constraints (the congruence to the
        deck's puzzles aside), else None; None too when the solver's budget runs out.

        :raises SearchCancelled: once ``cancel()`` is true.
        """
        c = self.constraints
        size = mask.bit_count()
        if not c.squares[0] <= size <= c.squares[1] or not is_connected(mask_to_cells(mask)):
            return None
        symmetric = is_symmetric(mask)
        if c.symmetric is not None and symmetric != c.symmetric:
            return None
        try:
            fewest = self.solver.fewest_pieces(mask, self.supply, Budget(SOLVE_STEPS,
                                                                          cancel=cancel))
            if fewest is None or not c.fewest[0] <= fewest <= c.fewest[1]:
                return None
            low, high = c.fillings
            limit = FILLINGS_CAP if high >= FILLINGS_CAP else high + 1
            fillings = self.solver.count_fillings(mask, self.supply, limit,
                                                  Budget(COUNT_STEPS, cancel=cancel))
        except TooHard:
            return None
        if fillings < low or (high < FILLINGS_CAP and fillings > high):
            return None
        capped = min(fillings, FILLINGS_CAP)
        points, reward = suggest(self.deck, c.colour, fewest, capped, mask, c.shapes)
        return Candidate(mask, fewest, capped, symmetric, points, reward)

    def candidates(
        self,
        seed: int,
        outcome: Outcome,
        cancel: Callable[[], bool] = lambda: False,
        seconds: float = TIME_BUDGET,
    ) -> Iterator[Candidate]:
        """Candidates as they are found, all of different shapes, until ``outcome.wanted``
        are; ``outcome`` is filled in meanwhile (its ``stop`` says why the run ended)."""
        rng = random.Random(seed)
        tried: set[tuple[Cell, ...]] = set()
        stale = 0
        start = clock.now()
        deadline = start + seconds
        c = self.constraints
        low, high = max(1, c.squares[0]), min(_CELLS, c.squares[1])
        try:
            if (low > high or c.fewest[0] > min(high, c.fewest[1]) or c.fillings[0] > c.fillings[1]
                    or not any(self.supply)):
                outcome.stop = Stop.EXHAUSTED
                return
            while len(outcome.candidates) < outcome.wanted:
                if cancel():
                    outcome.stop = Stop.CANCELLED
                    return
                if outcome.attempts >= MAX_ATTEMPTS:
                    outcome.stop = Stop.ATTEMPTS
                    return
                if clock.now() > deadline:
                    outcome.stop = Stop.TIME
                    return
                if stale >= STALE_LIMIT:
                    outcome.stop = Stop.EXHAUSTED
                    return
                outcome.attempts += 1
                mask = random_area(rng, Constraints(c.colour, (low, high), symmetric=c.symmetric))
                if mask is None:
                    stale += 1
                    continue
                key = shape_key(mask)
                if key in tried:
                    stale += 1
                    continue
                stale = 0
                tried.add(key)
                if c.distinct and key in self.existing:
                    continue
                try:
                    found = self.check(mask, cancel)
                except SearchCancelled:
                    outcome.stop = Stop.CANCELLED
                    return
                if found is not None:
                    outcome.candidates.append(found)
                    yield found
            outcome.stop = Stop.DONE
        finally:
            outcome.seconds = clock.now() - start


def generate(
    deck: Deck,
    constraints: Constraints,
    count: int = 20,
    seed: int = 1,
    cancel: Callable[[], bool] = lambda: False,
    progress: Callable[[Candidate, Outcome], None] | None = None,
    seconds: float = TIME_BUDGET,
) -> Outcome:
    """Up to ``count`` candidates; ``progress`` is told of each as it is found."""
    outcome = Outcome(count)
    for found in Generator(deck, constraints).candidates(seed, outcome, cancel, seconds):
        if progress is not None:
            progress(found, outcome)
    return outcome


# ------------------------------------------------------------------ in a worker process

@dataclass(frozen=True, slots=True)
class GenerateRequest:
    """One run, as plain values the worker process can be sent."""

    deck: Deck
    constraints: Constraints
    count: int = 20
    seed: int = 1
    seconds: float = TIME_BUDGET


def generate_in_worker(
    request: GenerateRequest,
    cancel: Callable[[], bool],
    found: Callable[[Candidate], None],
) -> Outcome:
    """The worker's side of a run (the ``generate`` task of :mod:`app.model.worker`): each
    candidate goes to ``found`` as soon as it is found; the outcome is the answer."""
    return generate(request.deck, request.constraints, request.count, request.seed, cancel,
                    lambda candidate, _outcome: found(candidate), request.seconds)
