"""How many actions a player still needs to finish a puzzle: pieces to get, pieces to place.

The estimate is built on the exact solver. If the supply can fill the empty region, the cost
is the fewest pieces that fill it (one placement action each). If not, the solver names the
fewest extra pieces that would make it fillable; getting a piece of level L costs L actions
from nothing (take a level-1 piece, upgrade L-1 times), less when a spare piece of the supply
(one the filling does not use) can be upgraded or exchanged into it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TypeAlias, TypeVar

from app.rules import Deck, Mask
from app.solver import Budget, PiecePlacement, Solver, TooHard, clock, get_solver

CACHE_LIMIT = 200_000
IMPOSSIBLE = 99
NEAR = 4  # squares short of a region below which the fewest extra pieces are looked for
PLAN_STEPS = 30_000
"""Search steps for one cost estimate (the classic deck needs a few hundred; on a crafted deck
of dense puzzles the exact answer may need millions: then the estimate is a rough one)."""
QUERY_STEPS = 30_000
"""Search steps for one filling asked for by the AI (Finishing Touches)."""

_T = TypeVar("_T")
_decision = threading.local()  # the clock and cancel callback of this thread's decision


@contextmanager
def decision_limits(
    seconds: float | None, cancel: Callable[[], bool] | None
) -> Iterator[None]:
    """While a decision is made in this thread: solver searches also stop when its time is
    up (the step budgets keep answers reproducible; the clock is a backstop) or when
    ``cancel()`` is true (:class:`app.solver.SearchCancelled`)."""
    before = (getattr(_decision, "deadline", None), getattr(_decision, "cancel", None))
    _decision.deadline = None if seconds is None else clock.now() + seconds
    _decision.cancel = cancel
    try:
        yield
    finally:
        _decision.deadline, _decision.cancel = before


def budget(steps: int) -> Budget:
    """A budget of ``steps`` with this thread's decision clock and cancel callback."""
    return Budget(
        steps,
        deadline=getattr(_decision, "deadline", None),
        cancel=getattr(_decision, "cancel", None),
    )

Plan: TypeAlias = tuple[int, int, tuple[int, ...]]
"""(acquisition actions, placements, the supply once the missing pieces have been got)."""
_Fillings: TypeAlias = tuple[int, tuple[tuple[tuple[int, Mask], ...], ...], bool]
"""What the solver found for a region and the relevant part of a supply: the pieces of a
filling from the supply itself (-1 if there is none), else the fillings to get pieces for
(the one with the fewest extra pieces, the one with the fewest pieces of all), and whether the
search proved that no pieces of the deck fill the region."""


class CostModel:
    """Cached action-cost estimates for one deck (see the module docstring)."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.solver: Solver = get_solver(deck)
        self.levels = deck.levels
        self._cache: dict[tuple[Mask, tuple[int, ...]], Plan] = {}
        self._fillings: dict[tuple[Mask, tuple[int, ...], bool], _Fillings] = {}
        # fillings kept as tuples of int pairs: the garbage collector stops tracking them
        self._ideal: dict[Mask, tuple[tuple[int, Mask], ...]] = {}
        self._rich = tuple(25 // lv for lv in deck.levels)  # as many of each shape as fit
        n = len(deck.shapes)
        # placements of each shape that cover a given cell, per cell: [cell][shape] -> masks
        table: list[list[tuple[Mask, ...]]] = []
        for cell in range(25):
            bit = 1 << cell
            table.append(
                [tuple(m for m in self.solver.all_placements[si] if m & bit) for si in range(n)]
            )
        self.covering: tuple[tuple[tuple[Mask, ...], ...], ...] = tuple(tuple(t) for t in table)

    def pack(self, supply: Sequence[int]) -> int:
        """The solver's packed form of a supply."""
        return self.solver.pack(supply)

    def can_fill(self, region: Mask, supply: Sequence[int]) -> bool:
        """Whether the supply fills the region exactly (False if that was too hard to tell)."""
        try:
            return self.solver.can_fill_packed(
                region, self.solver.pack(supply), budget(QUERY_STEPS)
            )
        except TooHard:
            return False

    def fewest_fill(self, region: Mask, supply: Sequence[int]) -> list[PiecePlacement] | None:
        """A filling with the fewest pieces, None if there is none or it was too hard to find."""
        try:
            return self.solver.fewest_fill(region, supply, budget(QUERY_STEPS))
        except TooHard:
            return None

    def cost(self, region: Mask, supply: tuple[int, ...]) -> tuple[int, int]:
        """(actions to get missing pieces, placements) to fill ``region`` from ``supply``."""
        plan = self.plan(region, supply)
        return plan[0], plan[1]

    def plan(self, region: Mask, supply: tuple[int, ...]) -> Plan:
        """(acquisitions, placements, supply once the missing pieces are got) for a region."""
        if not region:
            return (0, 0, supply)
        key = (region, supply)
        got = self._cache.get(key)
        if got is not None:
            return got
        solver = self.solver
        # the fillings depend on the pieces the region can use, and on whether the supply
        # has nearly enough squares (the search for the fewest extra pieces is worth its
        # steps only then): many supplies share them
        near = solver.supply_squares(supply) + NEAR >= region.bit_count()
        inner = (region, solver.relevant(region, supply), near)
        found = self._fillings.get(inner)
        exact = True
        if found is None:
            found, exact = self._find(region, inner[1], near, budget(PLAN_STEPS))
            if exact:  # fillings cut short by the clock depend on the machine: not kept
                if len(self._fillings) >= CACHE_LIMIT:
                    self._fillings.clear()
                self._fillings[inner] = found
        got = self._plan_of(region, supply, found)
        if exact:
            if len(self._cache) >= CACHE_LIMIT:
                self._cache.clear()
            self._cache[key] = got
        return got

    def _plan_of(self, region: Mask, supply: tuple[int, ...], found: _Fillings) -> Plan:
        """The plan for ``supply`` from the fillings found for its relevant part."""
        pieces, fills, impossible = found
        if pieces >= 0:
            return (0, pieces, supply)
        if fills:
            plans = [self._assemble(supply, fill) for fill in fills]
            return min(plans, key=lambda p: (p[0] + p[1], p[1]))
        if impossible:  # no pieces of the deck can fill it at all
            return (IMPOSSIBLE, IMPOSSIBLE, supply)
        # too hard to search (or no filling at all): a rough estimate, one action per missing
        # square to get the pieces and the fewest pieces the squares allow
        size = region.bit_count()
        top = max(self.levels, default=1)
        short = max(0, size - self.solver.supply_squares(supply))
        return (short, -(-size // top), supply)

    def _find(
        self, region: Mask, supply: tuple[int, ...], near: bool, b: Budget
    ) -> tuple[_Fillings, bool]:
        """The fillings for the region from ``supply`` (the relevant part of a player's), and
        whether they are reproducible (not cut short by the clock)."""
        solver = self.solver
        timed_out = False

        def ask(query: Callable[[], _T]) -> _T | None:
            nonlocal timed_out
            try:
                return query()
            except TooHard as exc:
                timed_out = timed_out or exc.timed_out
                return None

        fill = ask(lambda: solver.find_fill(region, supply, b))
        if fill is not None:
            # the solver's first filling tries big pieces first: nearly always the fewest
            return (len(fill), (), False), not timed_out
        # two candidate fillings: the fewest extra pieces for this supply, and the fewest
        # pieces of all (big pieces are cheaper per square to get); the cheaper one counts
        fills: list[tuple[tuple[int, Mask], ...]] = []
        extra = ask(lambda: solver.missing_for(region, supply, budget=b)) if near else None
        if extra is not None:
            both = tuple(s + e for s, e in zip(supply, extra, strict=True))
            fill = ask(lambda: solver.find_fill(region, both, b))
            if fill is not None:
                fills.append(tuple(fill))
        ideal = self._ideal.get(region)
        if ideal is None:
            # a budget of its own: this one is asked once per region and remembered
            try:
                ideal = tuple(solver.fewest_fill(region, self._rich, budget(PLAN_STEPS)) or ())
                self._ideal[region] = ideal
            except TooHard as exc:
                timed_out = timed_out or exc.timed_out
        if ideal:
            fills.append(ideal)
        return (-1, tuple(fills), ideal is not None), not timed_out

    def _assemble(self, supply: tuple[int, ...], fill: Sequence[tuple[int, Mask]]) -> Plan:
        """The plan of a filling: pieces the supply lacks are got by upgrading spare pieces
        (those the filling does not use) or from a new level-1 piece."""
        levels = self.levels
        used = [0] * len(supply)
        for si, _ in fill:
            used[si] += 1
        after = list(supply)
        spare: list[tuple[int, int]] = []  # (level, shape) of the pieces left over
        wanted: list[tuple[int, int]] = []
        for si, have in enumerate(supply):
            if have > used[si]:
                spare += [(levels[si], si)] * (have - used[si])
            elif used[si] > have:
                wanted += [(levels[si], si)] * (used[si] - have)
        spare.sort(reverse=True)
        wanted.sort(reverse=True)
        acquire = 0
        for lv, si in wanted:
            best_i = -1
            best_cost = lv  # from nothing: take a level-1 piece, then upgrade
            for j, (sl, _) in enumerate(spare):
                c = lv - sl if sl < lv else 1
                if c < best_cost:
                    best_cost, best_i = c, j
            if best_i >= 0:
                after[spare.pop(best_i)[1]] -= 1
            after[si] += 1
            acquire += best_cost
        return (acquire, len(fill), tuple(after))

    def progress_placements(
        self, region: Mask, supply: tuple[int, ...]
    ) -> list[tuple[int, Mask, int]]:
        """Placements that bring ``region`` one step closer to full: (shape, mask, new cost).

        Only placements covering the region's first empty cell are tried: every filling has a
        piece there, so no filling is lost, and the list stays short.
        """
        if not region:
            return []
        acq, place = self.cost(region, supply)
        before = acq + place
        low = (region & -region).bit_length() - 1
        row = self.covering[low]
        out: list[tuple[int, Mask, int]] = []
        for si, n in enumerate(supply):
            if not n:
                continue
            s2 = supply[:si] + (n - 1,) + supply[si + 1 :]
            for m in row[si]:
                if m & region == m:
                    a2, p2 = self.cost(region ^ m, s2)
                    if a2 + p2 < before:
                        out.append((si, m, a2 + p2))
        return out


_MODELS: dict[int, tuple[Deck, CostModel]] = {}


def cost_model(deck: Deck) -> CostModel:
    """The shared cost model of a deck (decks compare by identity)."""
    got = _MODELS.get(id(deck))
    if got is not None and got[0] is deck:
        return got[1]
    if len(_MODELS) > 8:
        _MODELS.clear()
    model = CostModel(deck)
    _MODELS[id(deck)] = (deck, model)
    return model
