"""Exact cover of a card region by a limited supply of pieces, on 25-bit masks.

Every search covers the lowest empty cell first, so each filling is reached along exactly one
path (which also makes counting fillings exact). A search state is one int, ``key = R | S``:
``R`` is the region still empty (bits 0-24) and ``S`` the packed supply: 5 bits per shape from
bit 25 on, shape ``i`` at bit ``25 + 5 * i``. Counts are clamped to ``25 // level`` (no region
holds more pieces of a level than that), so 5 bits always suffice and the answer never changes.

Above the counts the packed supply also carries its total of squares, so taking a piece (one
subtraction) keeps that total right and the area test costs one shift. The packed form is made
once per supply tuple (and cached); the inner loops only do integer operations and dict
look-ups.

- ``can_fill``: depth-first, biggest pieces first, every state memoised (True or False).
  Pruned by area (once: the slack between supply squares and region squares never changes down
  the tree) and by lone cells (each cell with no empty neighbour needs its own 1-square piece).
- ``fewest_pieces``: the first filling found (biggest pieces first) gives an upper bound, the
  squares of the biggest pieces a lower bound; between them an iterative deepening search asks
  "at most k pieces?", pruned by the squares of the k biggest pieces left and memoised with the
  largest budget known to fail.
- ``count_fillings``: the same recursion, summing instead of stopping (capped at the limit).
- ``missing_for``: multisets of extra pieces, fewest first, each tried with ``can_fill``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TypeAlias, TypeVar

from app.rules.deck import Deck
from app.rules.shapes import CARD_SIZE, FULL_MASK, Cell, Mask, mask_to_cells

PackedSupply: TypeAlias = int
"""A supply packed by :meth:`Solver.pack`: 5 bits per shape, starting at bit 25."""

PiecePlacement: TypeAlias = tuple[int, Mask]
"""A placed piece: (shape index in deck order, mask of the cells it covers)."""

CELLS = CARD_SIZE * CARD_SIZE
_BASE = CELLS  # bit of the first supply field
_WIDTH = 5  # bits per shape in a packed supply
_FIELD = (1 << _WIDTH) - 1
_SQ_BITS = 16  # room for the total of squares of a packed supply (at most 25 per shape)

# Bounds on the caches so that long AI runs keep a steady memory use.
MEMO_LIMIT = 200_000  # search states kept between queries (cleared when over)
RESULT_LIMIT = 50_000  # answers of whole queries (least recently used dropped first)
PACK_LIMIT = 20_000  # packed supplies kept
COUNT_LIMIT = 100_000  # default cap of count_fillings

# A cost in missing_for: first fewer extra pieces, then fewer extra squares.
_PIECE_COST = 1 << 8
_IMPOSSIBLE = 1 << 30

_K = TypeVar("_K")
_V = TypeVar("_V")


class _Lru(OrderedDict[_K, _V]):
    """A dict that forgets its least recently used entries beyond ``limit``."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def lookup(self, key: _K) -> _V | None:
        got = self.get(key)
        if got is not None:
            try:
                self.move_to_end(key)
            except KeyError:  # dropped meanwhile by another thread: the answer still holds
                pass
        return got

    def store(self, key: _K, value: _V) -> None:
        self[key] = value
        if len(self) > self.limit:
            self.popitem(last=False)


class Why(Enum):
    """Why a region cannot be filled (see :class:`Unfillable`)."""

    NOT_ENOUGH_SQUARES = "not_enough_squares"
    """The supply has fewer squares than the region."""
    ODD_SQUARES = "odd_squares"
    """The region has an odd number of squares and every piece of the supply an even one."""
    SINGLE_HOLE = "single_hole"
    """A hole with no empty neighbour needs a 1-square piece and the supply has none."""
    NO_PIECE_FITS = "no_piece_fits"
    """No piece of the supply fits over a given hole at all."""
    SEPARATE_AREA = "separate_area"
    """One separate area of the region cannot be filled with the supply, even on its own."""
    AREAS_COMPETE = "areas_compete"
    """Each separate area could be filled alone, but the supply is too small for all together."""
    NO_COMBINATION = "no_combination"
    """No combination of the supply's pieces fits (nothing simpler to say)."""


def _where(cell: Cell) -> str:
    return f"row {cell[0] + 1}, column {cell[1] + 1}"


@dataclass(frozen=True, slots=True)
class Unfillable:
    """A plain reason why a region cannot be filled.

    ``cells`` are the (row, col) cells concerned (0-based), ``amount`` a number the reason
    needs (missing squares, size of an area, number of areas), ``message`` an English sentence
    for players (rows and columns counted from 1). Interfaces that translate use ``why``.
    """

    why: Why
    amount: int = 0
    cells: tuple[Cell, ...] = ()

    @property
    def message(self) -> str:
        """The reason in plain words."""
        w = self.why
        if w is Why.NOT_ENOUGH_SQUARES:
            s = "square" if self.amount == 1 else "squares"
            return f"needs at least {self.amount} more {s} of pieces than your supply has"
        if w is Why.ODD_SQUARES:
            return (
                f"the {self.amount} holes are an odd number, "
                "and all your pieces have an even number of squares"
            )
        if w is Why.SINGLE_HOLE:
            return f"the single hole at {_where(self.cells[0])} needs a 1-square piece"
        if w is Why.NO_PIECE_FITS:
            return f"none of your pieces fits over the hole at {_where(self.cells[0])}"
        if w is Why.SEPARATE_AREA:
            return (
                f"the separate area of {self.amount} squares at {_where(self.cells[0])} "
                "cannot be filled with your pieces"
            )
        if w is Why.AREAS_COMPETE:
            return (
                f"your pieces can fill each of the {self.amount} separate areas, "
                "but not all of them at once"
            )
        return "no combination of your pieces fits"


_COL0 = sum(1 << (r * CARD_SIZE) for r in range(CARD_SIZE))
_NOT_COL0 = FULL_MASK & ~_COL0
_NOT_COL4 = FULL_MASK & ~(_COL0 << (CARD_SIZE - 1))


def neighbours(mask: Mask) -> Mask:
    """The cells next to (sharing an edge with) some cell of ``mask``, on the card."""
    return (
        ((mask << 1) & _NOT_COL0)
        | ((mask >> 1) & _NOT_COL4)
        | ((mask << CARD_SIZE) & FULL_MASK)
        | (mask >> CARD_SIZE)
    )


def components(region: Mask) -> list[Mask]:
    """The edge-connected parts of a region, the one holding the lowest cell first."""
    parts: list[Mask] = []
    while region:
        part = region & -region
        while True:
            grown = (part | neighbours(part)) & region
            if grown == part:
                break
            part = grown
        parts.append(part)
        region ^= part
    return parts


def _check_region(region: Mask) -> None:
    if not isinstance(region, int) or region < 0 or region > FULL_MASK:
        raise ValueError(f"a region is a mask of the 25 card cells, not {region!r}")


class Solver:
    """Answers "can these pieces fill this region, and how?" for one deck.

    Build one per deck (or use :func:`get_solver`); it precomputes every placement of every
    shape on the card, grouped by the placement's lowest cell. Regions are 25-bit masks; a
    supply is a tuple of counts in deck shape order, as the engine keeps it. Every answer is
    exact. Caches are bounded; :meth:`clear_caches` empties them. Every cached value is a pure
    function of its key, so threads may share a solver (under the GIL a lost cache entry only
    costs time), though they do not run in parallel.
    """

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        shapes = deck.shapes
        self.shape_count = n = len(shapes)
        self.levels: tuple[int, ...] = tuple(s.level for s in shapes)
        # The total of squares rides above the counts, so that taking a piece (one
        # subtraction) keeps it up to date and the area test is one shift.
        self._sq_shift = _BASE + _WIDTH * n
        self._unit = tuple(
            (1 << (_BASE + _WIDTH * i)) + (lv << self._sq_shift)
            for i, lv in enumerate(self.levels)
        )
        self._fieldmask = tuple(_FIELD << (_BASE + _WIDTH * i) for i in range(n))
        self._cap = tuple(CELLS // lv for lv in self.levels)
        # Every placement of each shape on the whole card.
        self.all_placements: tuple[tuple[Mask, ...], ...] = tuple(
            s.placements_in(FULL_MASK) for s in shapes
        )
        # Shapes tried biggest first: fewer, larger pieces find fillings (and minima) sooner.
        order = sorted(range(n), key=lambda i: (-self.levels[i], i))
        self._order = tuple(order)
        table: list[list[tuple[int, int, tuple[Mask, ...], int]]] = [[] for _ in range(CELLS)]
        flat: list[list[Mask]] = [[] for _ in range(CELLS)]
        for i in order:
            by_low: dict[int, list[Mask]] = {}
            for m in self.all_placements[i]:
                by_low.setdefault((m & -m).bit_length() - 1, []).append(m)
            for c, ms in by_low.items():
                table[c].append((self._fieldmask[i], self._unit[i], tuple(ms), i))
                flat[c].extend(ms)
        self._table = tuple(tuple(t) for t in table)
        self._flat = tuple(tuple(f) for f in flat)
        # where the count of the 1-square shape sits (a field that is always 0 if none)
        self._mono_shift = self._sq_shift + _SQ_BITS
        for i, lv in enumerate(self.levels):
            if lv == 1:
                self._mono_shift = _BASE + _WIDTH * i

        self._pack_cache: dict[tuple[int, ...], int] = {}
        self._can_memo: dict[int, bool] = {}
        self._within_memo: dict[int, int] = {}
        self._fewest_cache: _Lru[int, int] = _Lru(RESULT_LIMIT)
        self._count_cache: _Lru[tuple[int, int, int], int] = _Lru(RESULT_LIMIT)
        self._can = self._make_can()
        self._within = self._make_within()

    # ----------------------------------------------------------------- supplies

    def pack(self, supply: Sequence[int]) -> PackedSupply:
        """The packed form of a supply (counts per shape index); cached per supply tuple.

        :raises ValueError: if the supply has the wrong length or a negative count.
        """
        key = supply if isinstance(supply, tuple) else tuple(supply)
        got = self._pack_cache.get(key)
        if got is not None:
            return got
        if len(supply) != self.shape_count:
            raise ValueError(
                f"a supply has one count per shape ({self.shape_count}), not {len(supply)}"
            )
        packed = 0
        for count, cap, unit in zip(supply, self._cap, self._unit, strict=True):
            if count < 0:
                raise ValueError(f"a supply count cannot be negative ({count})")
            packed += (count if count < cap else cap) * unit
        if len(self._pack_cache) >= PACK_LIMIT:
            self._pack_cache.clear()
        self._pack_cache[key] = packed
        return packed

    def take(self, packed: PackedSupply, shape: int) -> PackedSupply:
        """The packed supply less one piece of ``shape``.

        :raises ValueError: if the supply has no piece of that shape.
        """
        if not packed & self._fieldmask[shape]:
            raise ValueError(f"the supply has no piece {self.deck.shapes[shape].id}")
        return packed - self._unit[shape]

    def unpack(self, packed: PackedSupply) -> tuple[int, ...]:
        """The counts of a packed supply (as clamped by :meth:`pack`)."""
        return tuple((packed >> (_BASE + _WIDTH * i)) & _FIELD for i in range(self.shape_count))

    def supply_squares(self, supply: Sequence[int]) -> int:
        """How many squares the pieces of a supply have together."""
        return sum(c * lv for c, lv in zip(supply, self.levels, strict=True))

    def _squares(self, packed: int) -> int:
        return packed >> self._sq_shift

    def clear_caches(self) -> None:
        """Forget every cached answer and search state (the placement tables stay)."""
        self._pack_cache.clear()
        self._can_memo.clear()
        self._within_memo.clear()
        self._fewest_cache.clear()
        self._count_cache.clear()

    def _start(self) -> None:
        # Bounded memory: the search memos are emptied between queries once they are large.
        if len(self._can_memo) > MEMO_LIMIT:
            self._can_memo.clear()
        if len(self._within_memo) > MEMO_LIMIT:
            self._within_memo.clear()

    # ----------------------------------------------------------------- searches

    def _make_can(self) -> Callable[[int, int], bool]:
        memo = self._can_memo
        table = self._table
        nc0, nc4, mono = _NOT_COL0, _NOT_COL4, self._mono_shift

        def can(R: int, S: int) -> bool:
            key = R | S
            got = memo.get(key)
            if got is not None:
                return got
            # each cell with no empty neighbour needs a 1-square piece of its own
            lone = R & ~(((R << 1) & nc0) | ((R >> 1) & nc4) | (R << 5) | (R >> 5))
            if lone and lone.bit_count() > (S >> mono) & 31:
                memo[key] = False
                return False
            for f, u, masks, _ in table[(R & -R).bit_length() - 1]:
                if S & f:
                    S2 = S - u
                    for p in masks:
                        if p & R == p:
                            R2 = R ^ p
                            if not R2 or can(R2, S2):
                                memo[key] = True
                                return True
            memo[key] = False
            return False

        return can

    def _make_within(self) -> Callable[[int, int, int], bool]:
        """Whether R can be filled from S with at most b pieces (R non-empty, b >= 1)."""
        memo = self._within_memo
        table = self._table
        shifts = tuple((_BASE + _WIDTH * i, self.levels[i]) for i in self._order)
        nc0, nc4, mono = _NOT_COL0, _NOT_COL4, self._mono_shift

        def within(R: int, S: int, b: int) -> bool:
            key = R | S
            if memo.get(key, 0) >= b:
                return False
            lone = R & ~(((R << 1) & nc0) | ((R >> 1) & nc4) | (R << 5) | (R >> 5))
            if lone and lone.bit_count() > (S >> mono) & 31:
                memo[key] = _IMPOSSIBLE
                return False
            # the b biggest pieces left must have squares enough for R
            need = R.bit_count()
            rem = b
            for sh, lv in shifts:
                c = (S >> sh) & 31
                if c >= rem:
                    need -= rem * lv
                    break
                need -= c * lv
                rem -= c
            if need > 0:
                return False
            b1 = b - 1
            for f, u, masks, _ in table[(R & -R).bit_length() - 1]:
                if S & f:
                    S2 = S - u
                    for p in masks:
                        if p & R == p:
                            R2 = R ^ p
                            if not R2:
                                return True
                            if b1 and within(R2, S2, b1):
                                return True
            memo[key] = b
            return False

        return within

    def _walk(self, R: int, S: int, ok: Callable[[int, int], bool]) -> list[PiecePlacement]:
        """Placements along a path of states that ``ok`` accepts, down to an empty region."""
        table = self._table
        out: list[PiecePlacement] = []
        while R:
            for f, u, masks, i in table[(R & -R).bit_length() - 1]:
                if S & f:
                    step = next(
                        (p for p in masks if p & R == p and ok(R ^ p, S - u)), None
                    )
                    if step is not None:
                        out.append((i, step))
                        R ^= step
                        S -= u
                        break
            else:  # pragma: no cover - ok() said this state is fillable
                raise AssertionError("solver walk lost its path")
        return out

    def _lower_bound(self, size: int, S: int) -> int | None:
        """Fewest pieces of S whose squares reach ``size`` (None if all of S is too small)."""
        pieces = 0
        for i in self._order:  # biggest first
            lv = self.levels[i]
            have = (S >> (_BASE + _WIDTH * i)) & _FIELD
            if have * lv >= size:
                return pieces + -(-size // lv)
            size -= have * lv
            pieces += have
        return None if size > 0 else pieces

    # ----------------------------------------------------------------- public queries

    def can_fill(self, region: Mask, supply: Sequence[int]) -> bool:
        """Whether at most ``supply[i]`` pieces of each shape ``i`` fill ``region`` exactly.

        An empty region is trivially fillable. :raises ValueError: on a bad region or supply.
        """
        return self.can_fill_packed(region, self.pack(supply))

    def can_fill_packed(self, region: Mask, packed: PackedSupply) -> bool:
        """:meth:`can_fill` with a supply from :meth:`pack` (no conversion at all)."""
        if not 0 < region <= FULL_MASK:
            if region == 0:
                return True
            _check_region(region)
        got = self._can_memo.get(region | packed)
        if got is not None:
            return got
        self._start()
        if packed >> self._sq_shift < region.bit_count():
            self._can_memo[region | packed] = False
            return False
        return self._can(region, packed)

    def find_fill(self, region: Mask, supply: Sequence[int]) -> list[PiecePlacement] | None:
        """Placements (shape index, cell mask) that fill ``region`` exactly, or None."""
        S = self.pack(supply)
        if not self.can_fill_packed(region, S):
            return None
        return self._walk(region, S, lambda r, s: not r or self._can(r, s))

    def fewest_pieces(self, region: Mask, supply: Sequence[int]) -> int | None:
        """The true minimum number of pieces filling ``region``, None if it cannot be filled."""
        return self.fewest_pieces_packed(region, self.pack(supply))

    def fewest_pieces_packed(self, region: Mask, packed: PackedSupply) -> int | None:
        """:meth:`fewest_pieces` with a supply from :meth:`pack`."""
        if not region:
            return 0
        key = region | packed
        got = self._fewest_cache.lookup(key)
        if got is not None:
            return got if got >= 0 else None
        _check_region(region)
        self._start()
        best = self._fewest(region, packed)
        self._fewest_cache.store(key, -1 if best is None else best)
        return best

    def _fewest(self, R: int, S: int) -> int | None:
        low = self._lower_bound(R.bit_count(), S)
        if low is None or not self._can(R, S):
            return None
        # the first filling found tries big pieces first: often already a minimum
        found = len(self._walk(R, S, lambda r, s: not r or self._can(r, s)))
        within = self._within
        for k in range(low, found):
            if within(R, S, k):
                return k
        return found

    def fewest_fill(self, region: Mask, supply: Sequence[int]) -> list[PiecePlacement] | None:
        """A filling of ``region`` with the fewest pieces possible, or None."""
        S = self.pack(supply)
        k = self.fewest_pieces_packed(region, S)
        if k is None:
            return None
        if k == 0:
            return []
        self._start()
        within = self._within
        out: list[PiecePlacement] = []
        R = region
        table = self._table
        while R:
            for f, u, masks, i in table[(R & -R).bit_length() - 1]:
                if S & f:
                    step = next(
                        (p for p in masks if p & R == p
                         and (p == R or (k > 1 and within(R ^ p, S - u, k - 1)))),
                        None,
                    )
                    if step is not None:
                        out.append((i, step))
                        R ^= step
                        S -= u
                        k -= 1
                        break
            else:  # pragma: no cover - fewest_pieces proved a filling of k pieces exists
                raise AssertionError("solver walk lost its path")
        return out

    def count_fillings(
        self, region: Mask, supply: Sequence[int] | None = None, limit: int = COUNT_LIMIT
    ) -> int:
        """How many distinct fillings (sets of placements) ``region`` has, at most ``limit``.

        ``supply`` None means unlimited pieces of every shape. Counting stops at ``limit``
        (the answer is then ``limit``). An empty region has one filling: no piece.
        """
        if limit <= 0:
            return 0
        if not region:
            return 1
        _check_region(region)
        S = -1 if supply is None else self.pack(supply)
        key = (region, S, limit)
        got = self._count_cache.lookup(key)
        if got is not None:
            return got
        if S >= 0 and self._squares(S) < region.bit_count():
            result = 0
        elif S < 0:
            result = self._count_free(region, limit)
        else:
            result = self._count_limited(region, S, limit)
        self._count_cache.store(key, result)
        return result

    def _count_free(self, region: int, limit: int) -> int:
        memo: dict[int, int] = {0: 1}
        flat = self._flat

        def count(R: int) -> int:
            got = memo.get(R)
            if got is not None:
                return got
            total = 0
            for p in flat[(R & -R).bit_length() - 1]:
                if p & R == p:
                    total += count(R ^ p)
                    if total >= limit:
                        total = limit
                        break
            memo[R] = total
            return total

        return count(region)

    def _count_limited(self, region: int, S: int, limit: int) -> int:
        memo: dict[int, int] = {}
        table = self._table

        def count(R: int, S: int) -> int:
            if not R:
                return 1
            key = R | S
            got = memo.get(key)
            if got is not None:
                return got
            total = 0
            for f, u, masks, _ in table[(R & -R).bit_length() - 1]:
                if S & f:
                    S2 = S - u
                    for p in masks:
                        if p & R == p:
                            total += count(R ^ p, S2)
                            if total >= limit:
                                memo[key] = limit
                                return limit
            memo[key] = total
            return total

        return count(region, S)

    def finishable(
        self, puzzles: Iterable[tuple[Mask, Mask]], supply: Sequence[int]
    ) -> list[bool]:
        """For (puzzle mask, filled mask) pairs: whether this supply can finish each one alone."""
        S = self.pack(supply)
        can = self.can_fill_packed
        return [can(mask & ~filled, S) for mask, filled in puzzles]

    def pieces_lower_bound(self, region: Mask, supply: Sequence[int]) -> int | None:
        """A cheap bound: no filling uses fewer pieces (None: the supply has too few squares).

        The answer of :meth:`fewest_pieces` is never below it; it costs no search.
        """
        _check_region(region)
        return self._lower_bound(region.bit_count(), self.pack(supply))

    # ----------------------------------------------------------------- hints

    def good_placements(self, region: Mask, supply: Sequence[int], shape: int) -> list[Mask]:
        """Placements of piece ``shape`` inside ``region`` after which the rest of the region
        can still be filled from the supply (less that piece). Empty if the supply has none."""
        _check_region(region)
        S = self.pack(supply)
        if not S & self._fieldmask[shape]:
            return []
        S2 = S - self._unit[shape]
        can = self.can_fill_packed
        return [p for p in self.all_placements[shape] if p & region == p and can(region ^ p, S2)]

    def missing_for(
        self,
        region: Mask,
        supply: Sequence[int],
        available: Sequence[int] | None = None,
    ) -> tuple[int, ...] | None:
        """The fewest extra pieces (as counts per shape) that would make ``region`` fillable.

        "Fewest" means fewest extra pieces, then fewest extra squares, then the smallest
        count tuple; all zeros if the supply already fills it. ``available`` bounds the extra
        pieces of each shape (e.g. the reserve); None means any number. None if even all the
        extra pieces allowed cannot fill it.
        """
        _check_region(region)
        S = self.pack(supply)
        n = self.shape_count
        if self.can_fill_packed(region, S):
            return (0,) * n
        have = self.unpack(S)
        room = [cap - h for cap, h in zip(self._cap, have, strict=True)]
        if available is not None:
            if len(available) != n:
                raise ValueError(f"available has one count per shape ({n}), not {len(available)}")
            room = [min(r, max(0, a)) for r, a in zip(room, available, strict=True)]
        # With every allowed extra piece the answer is at most this many extras.
        most = self.fewest_pieces_packed(region, self._pack_counts(
            [h + r for h, r in zip(have, room, strict=True)]))
        if most is None:
            return None
        short = region.bit_count() - (S >> self._sq_shift)
        for extras in range(1, most + 1):
            for extra in self._extra_sets(extras, room, short):
                both = self._pack_counts([h + e for h, e in zip(have, extra, strict=True)])
                if self.can_fill_packed(region, both):
                    return extra
        raise AssertionError("no extra pieces found below the proven bound")  # pragma: no cover

    def _extra_sets(self, extras: int, room: list[int], short: int) -> list[tuple[int, ...]]:
        """Counts of exactly ``extras`` pieces within ``room`` with at least ``short`` squares,
        fewest squares first, then the smallest count tuple."""
        n = self.shape_count
        levels = self.levels
        order = self._order  # biggest first, so the area bound prunes early
        found: list[tuple[int, tuple[int, ...]]] = []
        counts = [0] * n

        def choose(j: int, left: int, squares: int) -> None:
            if left == 0:
                if squares >= short:
                    found.append((squares, tuple(counts)))
                return
            if j == n or squares + left * levels[order[j]] < short:
                return
            i = order[j]
            for k in range(min(left, room[i]), -1, -1):
                counts[i] = k
                choose(j + 1, left - k, squares + k * levels[i])
            counts[i] = 0

        choose(0, extras, 0)
        found.sort()
        return [c for _, c in found]

    def _pack_counts(self, counts: Sequence[int]) -> int:
        """Pack counts without keeping them in the pack cache."""
        packed = 0
        for count, cap, unit in zip(counts, self._cap, self._unit, strict=True):
            packed += (count if count < cap else cap) * unit
        return packed

    def why_unfillable(self, region: Mask, supply: Sequence[int]) -> Unfillable | None:
        """The simplest true reason why ``region`` cannot be filled, None if it can."""
        _check_region(region)
        S = self.pack(supply)
        if self.can_fill_packed(region, S):
            return None
        short = region.bit_count() - self.supply_squares(supply)
        if short > 0:
            return Unfillable(Why.NOT_ENOUGH_SQUARES, short)
        size = region.bit_count()
        if size % 2 and not any(c and lv % 2 for c, lv in zip(supply, self.levels, strict=True)):
            return Unfillable(Why.ODD_SQUARES, size)
        reach = 0
        for i, places in enumerate(self.all_placements):
            if (S >> (_BASE + _WIDTH * i)) & _FIELD:
                for p in places:
                    if p & region == p:
                        reach |= p
        lonely = region & ~neighbours(region)
        if lonely & ~reach:
            cell = mask_to_cells((lonely & ~reach) & -(lonely & ~reach))
            return Unfillable(Why.SINGLE_HOLE, 1, cell)
        if region & ~reach:
            missing = region & ~reach
            return Unfillable(Why.NO_PIECE_FITS, 1, mask_to_cells(missing & -missing))
        parts = components(region)
        if len(parts) > 1:
            for part in parts:
                if not self.can_fill_packed(part, S):
                    return Unfillable(
                        Why.SEPARATE_AREA, part.bit_count(), mask_to_cells(part & -part)
                    )
            return Unfillable(Why.AREAS_COMPETE, len(parts))
        return Unfillable(Why.NO_COMBINATION)

    def explain_unfillable(self, region: Mask, supply: Sequence[int]) -> str | None:
        """:meth:`why_unfillable` as a plain English sentence (None if it can be filled)."""
        why = self.why_unfillable(region, supply)
        return None if why is None else why.message


_SOLVERS: _Lru[Deck, Solver] = _Lru(8)


def get_solver(deck: Deck) -> Solver:
    """The solver of a deck, built once per deck object (decks compare by identity).

    The few most recently used decks keep their solver.
    """
    got = _SOLVERS.lookup(deck)
    if got is None:
        got = Solver(deck)
        _SOLVERS.store(deck, got)
    return got
