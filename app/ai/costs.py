"""How many actions a player still needs to finish a puzzle: pieces to get, pieces to place.

The estimate is built on the exact solver. If the supply can fill the empty region, the cost
is the fewest pieces that fill it (one placement action each). If not, the solver names the
fewest extra pieces that would make it fillable; getting a piece of level L costs L actions
from nothing (take a level-1 piece, upgrade L-1 times), less when a spare piece of the supply
(one the filling does not use) can be upgraded or exchanged into it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeAlias

from app.rules.deck import Deck
from app.rules.shapes import Mask
from app.solver import Solver, get_solver

CACHE_LIMIT = 200_000
IMPOSSIBLE = 99
NEAR = 4  # squares short of a region below which the fewest extra pieces are looked for

Plan: TypeAlias = tuple[int, int, tuple[int, ...]]
"""(acquisition actions, placements, the supply once the missing pieces have been got)."""


class CostModel:
    """Cached action-cost estimates for one deck (see the module docstring)."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.solver: Solver = get_solver(deck)
        self.levels = deck.levels
        self._cache: dict[tuple[Mask, tuple[int, ...]], Plan] = {}
        self._ideal: dict[Mask, list[tuple[int, Mask]]] = {}
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
        """Whether the supply fills the region exactly."""
        return self.solver.can_fill_packed(region, self.solver.pack(supply))

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
        got = self._compute(region, supply, self.solver.pack(supply))
        if len(self._cache) >= CACHE_LIMIT:
            self._cache.clear()
        self._cache[key] = got
        return got

    def _compute(self, region: Mask, supply: tuple[int, ...], packed: int) -> Plan:
        solver = self.solver
        if solver.can_fill_packed(region, packed):
            # the solver's first filling tries big pieces first: nearly always the fewest
            fill = solver.find_fill(region, supply)
            assert fill is not None
            return (0, len(fill), supply)
        # two candidate fillings: the fewest extra pieces for this supply, and the fewest
        # pieces of all (big pieces are cheaper per square to get); the cheaper one counts
        plans: list[Plan] = []
        # the first is worth its search only when the supply has nearly enough squares
        near = solver.supply_squares(supply) + NEAR >= region.bit_count()
        extra = solver.missing_for(region, supply) if near else None
        if extra is not None:
            both = tuple(s + e for s, e in zip(supply, extra, strict=True))
            fill = solver.find_fill(region, both)
            if fill is not None:
                plans.append(self._assemble(supply, fill))
        ideal = self._ideal.get(region)
        if ideal is None:
            ideal = solver.fewest_fill(region, self._rich) or []
            self._ideal[region] = ideal
        if ideal:
            plans.append(self._assemble(supply, ideal))
        if not plans:  # pragma: no cover - any region can be filled by level-1 pieces
            return (IMPOSSIBLE, IMPOSSIBLE, supply)
        return min(plans, key=lambda p: (p[0] + p[1], p[1]))

    def _assemble(self, supply: tuple[int, ...], fill: list[tuple[int, Mask]]) -> Plan:
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
