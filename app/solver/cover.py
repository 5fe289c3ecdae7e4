"""Exact cover of a card region by a limited supply of pieces, on 25-bit masks.

Every search covers the lowest empty cell first, so each filling is reached along exactly one
path (which also makes counting fillings exact). A search state is one int, ``key = R | S``:
``R`` is the region still empty (bits 0-24) and ``S`` the packed supply: 6 bits per shape from
bit 25 on, shape ``i`` at bit ``25 + 6 * i``. Counts are clamped to ``25 // level`` (no region
holds more pieces of a level than that), so the answer never changes, and the top bit of each
field is always clear: all counts are compared with their needs in one subtraction, that bit
stopping each field borrowing from the next (and a classic supply with its region still fits
in three 30-bit digits of a Python int, which keeps every step's arithmetic cheap).

Above the counts the packed supply also carries its total of squares, so taking a piece (one
subtraction) keeps that total right and the area test costs one shift. The packed form is made
once per supply tuple (and cached); the inner loops only do integer operations and dict
look-ups. Each state looks its region up in an index (:meth:`Solver._cells`: its lone cells
and the placements that cover its lowest cell inside it), filled as searches go: a region
comes back with many supplies, so it is worked out once, and a state scans no placement that
does not fit. None of this changes which states a search visits, in which order: the answers
and the step counts are those of the plain recursion (tests/test_solver.py pins them).

- ``can_fill``: depth-first, biggest pieces first, every state memoised (True or False).
  When the supply holds of every shape as many pieces as the region could take, the counts
  cannot matter and the states are keyed by the region alone (far fewer of them).
  Pruned by area (once: the slack between supply squares and region squares never changes down
  the tree) and by lone cells (each cell with no empty neighbour needs its own 1-square piece).
- ``fewest_pieces``: the first filling found (biggest pieces first) gives an upper bound (its
  pieces are the states that search marked fillable: no walk is needed to count them), the
  squares of the biggest pieces a lower bound; between them an iterative deepening search asks
  "at most k pieces?", pruned by the squares of the k biggest pieces left and memoised with the
  largest budget known to fail.
- ``count_fillings``: the same recursion, summing instead of stopping (capped at the limit).
- ``missing_for``: multisets of extra pieces, fewest first, each tried with ``can_fill``.

Budgets: a query may be given a :class:`Budget` of search steps (and a clock as a backstop);
when it is spent the query raises :class:`TooHard` ("unknown, too hard") instead of searching
on. Each query searches with memos of its own, so its cost in steps is the same whenever it is
asked, and answers are cached with that cost: a budget gets the same verdict in every run.

Why one module of over 800 lines: the Solver's search, its memo tables and its budgets share the
packed state described above, and the hot loops are written out (no helper calls) for speed:
split, one encoding would be spread over several files.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from operator import countOf, getitem
from typing import Generic, TypeAlias, TypeVar

from app.rules import CARD_SIZE, FULL_MASK, Cell, Deck, Mask, Reason, Square, Unfit, mask_to_cells
from app.solver import clock

PackedSupply: TypeAlias = int
"""A supply packed by :meth:`Solver.pack`: 5 bits per shape, starting at bit 25."""

PiecePlacement: TypeAlias = tuple[int, Mask]
"""A placed piece: (shape index in deck order, mask of the cells it covers)."""

CELLS = CARD_SIZE * CARD_SIZE
_BASE = CELLS  # bit of the first supply field
_WIDTH = 6  # bits per shape in a packed supply (a count is at most 25: the top bit is free)
_FIELD = (1 << _WIDTH) - 1
_GUARD = 1 << (_WIDTH - 1)  # the top bit of a field, always clear in a packed supply
_COUNTS = 64  # counts that pack finds in a table (bigger ones are packed by a loop)
_SQ_BITS = 16  # room for the total of squares of a packed supply (at most 25 per shape)

# Bounds on the caches so that long AI runs keep a steady memory use. Search states live only
# as long as their query (and a budget bounds how many one query makes).
RESULT_LIMIT = 50_000  # answers of whole queries (the recently used ones are kept)
PACK_LIMIT = 20_000  # packed supplies kept
INDEX_LIMIT = 1 << 15  # regions (and windows) whose placements the searches keep (_cells)
COUNT_LIMIT = 100_000  # default cap of count_fillings
LIST_LIMIT = 200  # lists of fillings kept (each holds up to its limit of fillings)

# A cost in missing_for: first fewer extra pieces, then fewer extra squares.
_PIECE_COST = 1 << 8
_IMPOSSIBLE = 1 << 30

UNLIMITED = (1 << 30) - 1  # a billion steps: far more memory than any machine has
"""The steps of a budget that never runs out."""

_K = TypeVar("_K")
_V = TypeVar("_V")
_Q = TypeVar("_Q")

_Answer: TypeAlias = tuple[_V, int, bool]
"""A cached query: (answer, steps it cost, True) or (None, steps tried, False) for a query
that gave up."""
_Can: TypeAlias = Callable[[int, int], bool]
_Places: TypeAlias = tuple[int, int, tuple[Mask, ...]]
"""Placements of one shape as the searches try them: (the shape's field, its unit, masks)."""
_Cells: TypeAlias = tuple[int, tuple[_Places, ...], tuple[Mask, ...]]
"""A region as the searches see it (see Solver._cells): lone cells, placements per shape and
all placements."""
_Within: TypeAlias = Callable[[int, int, int], bool]


class TooHard(Exception):
    """A query needed more search than its :class:`Budget` allowed: its answer is unknown.

    ``spent`` is the number of search steps it made; ``timed_out`` is True when the budget's
    clock, not its steps, ran out (an answer that depends on the machine's speed).
    """

    def __init__(self, spent: int, timed_out: bool = False) -> None:
        super().__init__("too many possibilities to try within the solver's budget")
        self.spent = spent
        self.timed_out = timed_out


class SearchCancelled(Exception):
    """The budget's ``cancel`` callback asked a search to stop."""


class Budget:
    """How much search solver queries may still do; shared by the queries it is passed to.

    ``nodes`` counts search steps (one step is one search state visited for the first time):
    the same query always costs the same steps, so a step budget gives the same verdict on
    every machine. ``seconds`` adds a clock as a backstop (checked every 1024 steps), and
    ``cancel`` is asked as often and stops the search with :class:`SearchCancelled`. Each
    query takes what it spent off ``nodes``; once they are gone, queries raise
    :class:`TooHard`.
    """

    __slots__ = ("cancel", "deadline", "nodes")

    def __init__(
        self,
        nodes: int = UNLIMITED,
        *,
        seconds: float | None = None,
        deadline: float | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> None:
        self.nodes = nodes
        self.deadline = deadline
        if seconds is not None:
            end = clock.now() + seconds
            self.deadline = end if deadline is None else min(deadline, end)
        self.cancel = cancel

    def __repr__(self) -> str:
        return f"Budget(nodes={self.nodes}, deadline={self.deadline})"


_NO_BUDGET = Budget()  # what a query without a budget runs on (never charged)


class _Meter:
    """The steps one query may still make, counted down by its searches.

    A search takes one off ``left`` per step and calls :meth:`tick` when it reaches 0: every
    1024 steps, counted from the end of the budget (as many steps are made, and the clock
    and the cancel callback are asked at the same ones, whatever the budget), and at its end;
    ``rest`` holds the steps beyond the next tick.
    """

    __slots__ = ("budget", "left", "rest", "start")

    def __init__(self) -> None:
        self.budget = _NO_BUDGET
        self.start = self.left = self.rest = 0

    def begin(self, budget: Budget) -> None:
        """Start counting a query's steps on ``budget``.

        :raises TooHard: if the budget has no steps (or no time) left.
        """
        self.budget = budget
        self.start = budget.nodes
        if self.start <= 0:
            raise TooHard(0)
        self.left = self.start & 1023 or 1024
        self.rest = self.start - self.left
        if budget.cancel is not None or budget.deadline is not None:
            self.check()

    @property
    def spent(self) -> int:
        return self.start - self.left - self.rest

    def check(self) -> None:
        b = self.budget
        if b.cancel is not None and b.cancel():
            raise SearchCancelled("the search was cancelled")
        if b.deadline is not None and clock.now() >= b.deadline:
            raise TooHard(self.spent, timed_out=True)

    def tick(self) -> None:
        """At the end of the steps, or 1024 steps before it, 2048, ...: stop when the steps
        are spent, the clock is out or the search is cancelled."""
        if self.rest <= 0:
            raise TooHard(self.start)
        self.check()
        self.left = 1024
        self.rest -= 1024


class _Kit:
    """One thread's searches of a solver: the memos, the meter and the search functions that
    use them (built once; a query empties the memos and restarts the meter)."""

    __slots__ = ("busy", "can", "can_free", "can_memo", "meter", "within", "within_free",
                 "within_memo")

    def __init__(self) -> None:
        self.busy = False
        self.meter = _Meter()
        self.can_memo: dict[int, bool] = {}
        self.within_memo: dict[int, int] = {}
        self.can: _Can
        self.can_free: _Can
        self.within: _Within
        self.within_free: _Within


_Filling: TypeAlias = tuple[PiecePlacement, ...]
"""A filling as the caches keep it: a tuple of int pairs, which the garbage collector stops
tracking, so that tens of thousands of cached fillings add nothing to its pauses (as lists they
made a full collection take a third of a second in the middle of an AI decision)."""


class _Lru(Generic[_K, _V]):
    """A cache of at most ``limit`` entries that keeps the recently used ones.

    Two plain dicts: ``recent`` takes every new entry and every entry looked up; once it holds
    half the limit it becomes ``older`` and what was older is dropped. Plain dicts holding only
    ints and tuples of ints are not tracked by the garbage collector once it has looked at them,
    so the caches of a deck not in use cost its collections nothing; an OrderedDict always is,
    and a full collection visits every entry of it (90 ms for two million, with the caches of a
    few decks in a long-lived thinking process, in the middle of a decision).
    """

    __slots__ = ("half", "limit", "older", "recent")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.half = max(1, limit // 2)
        self.recent: dict[_K, _V] = {}
        self.older: dict[_K, _V] = {}

    def __len__(self) -> int:
        return len(self.recent) + len(self.older)

    def lookup(self, key: _K) -> _V | None:
        """The entry of ``key`` (None if there is none), now counted as recently used."""
        got = self.recent.get(key)
        if got is None:
            got = self.older.get(key)
            if got is not None:
                self.store(key, got)
        return got

    def store(self, key: _K, value: _V) -> None:
        """Keep ``value`` for ``key``."""
        recent = self.recent
        recent[key] = value
        if len(recent) >= self.half:
            # another thread may store meanwhile: an entry lost only costs time
            self.older, self.recent = recent, {}

    def values(self) -> list[_V]:
        """Every entry kept (for tests and statistics)."""
        return list({**self.older, **self.recent}.values())

    def clear(self) -> None:
        """Forget every entry."""
        self.recent, self.older = {}, {}


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


@dataclass(frozen=True, slots=True)
class Unfillable:
    """Why a region cannot be filled, as the solver found it.

    ``cells`` are the (row, col) cells concerned (0-based), ``amount`` a number the reason
    needs (missing squares, size of an area, number of areas). :attr:`reason` is the same as a
    :class:`~app.rules.reasons.Reason`, which the interfaces translate; :attr:`message` is its
    English sentence.
    """

    why: Why
    amount: int = 0
    cells: tuple[Cell, ...] = ()

    @property
    def reason(self) -> Reason:
        """The reason as a value, said the way the table shows squares."""
        w = self.why
        where = Square(*self.cells[0]) if self.cells else Square(0, 0)
        if w is Why.NOT_ENOUGH_SQUARES:
            if self.amount == 1:
                return Reason.of(Unfit.SHORT_BY_ONE)
            return Reason.of(Unfit.SHORT, amount=self.amount)
        if w is Why.ODD_SQUARES:
            if self.amount == 1:
                return Reason.of(Unfit.LAST_SQUARE)
            return Reason.of(Unfit.ODD_SQUARES, amount=self.amount)
        if w is Why.SINGLE_HOLE:
            return Reason.of(Unfit.SINGLE_HOLE, square=where)
        if w is Why.NO_PIECE_FITS:
            return Reason.of(Unfit.NO_PIECE_FITS, square=where)
        if w is Why.SEPARATE_AREA:
            return Reason.of(Unfit.SEPARATE_AREA, amount=self.amount, square=where)
        if w is Why.AREAS_COMPETE:
            return Reason.of(Unfit.AREAS_COMPETE, amount=self.amount)
        return Reason.of(Unfit.NO_COMBINATION)

    @property
    def message(self) -> str:
        """The reason in plain English words."""
        return str(self.reason)


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


def _can(kit: _Kit, R: int, S: int) -> bool:
    return kit.can(R, S)


def _can_free(kit: _Kit, R: int, S: int) -> bool:
    return kit.can_free(R, S)


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
        # the packed value of each count up to _COUNTS, per shape (what pack sums)
        self._packed_counts = tuple(
            tuple(min(c, cap) * unit for c in range(_COUNTS))
            for cap, unit in zip(self._cap, self._unit, strict=True)
        )
        # A region of n cells takes at most n // level pieces of a shape: the supply is
        # "sufficient" for it (see _sufficient) when it has as many of every shape. The
        # counts are compared all at once: the counts (masked off the rest) with the top bit of
        # each byte set, less every need; a top bit stays set exactly when its count is at
        # least its need (a count is at most 25, a need too: no borrow crosses a byte).
        self._counts = sum(_FIELD << (_BASE + _WIDTH * i) for i in range(n))
        self._guards = sum(_GUARD << (_BASE + _WIDTH * i) for i in range(n))
        self._need = tuple(
            sum((size // lv) << (_BASE + _WIDTH * i) for i, lv in enumerate(self.levels))
            for size in range(CELLS + 1)
        )
        # Every placement of each shape on the whole card.
        self.all_placements: tuple[tuple[Mask, ...], ...] = tuple(
            s.placements_in(FULL_MASK) for s in shapes
        )
        # Shapes tried biggest first: fewer, larger pieces find fillings (and minima) sooner.
        order = sorted(range(n), key=lambda i: (-self.levels[i], i))
        self._order = tuple(order)
        table: list[list[tuple[int, int, tuple[Mask, ...], int]]] = [[] for _ in range(CELLS)]
        for i in order:
            by_low: dict[int, list[Mask]] = {}
            for m in self.all_placements[i]:
                by_low.setdefault((m & -m).bit_length() - 1, []).append(m)
            for c, ms in by_low.items():
                table[c].append((self._fieldmask[i], self._unit[i], tuple(ms), i))
        self._table = tuple(tuple(t) for t in table)
        # the cells a placement can cover, seen from its lowest cell (bit 0): see _fitting_at
        self._window = 1
        for placements in self.all_placements:
            for p in placements:
                self._window |= p >> ((p & -p).bit_length() - 1)
        self._index: dict[Mask, _Cells] = {}  # regions the searches know (see _cells)
        self._near: dict[Mask, tuple[tuple[_Places, ...], tuple[Mask, ...]]] = {}
        # where the count of the 1-square shape sits (a field that is always 0 if none)
        self._mono_shift = self._sq_shift + _SQ_BITS
        for i, lv in enumerate(self.levels):
            if lv == 1:
                self._mono_shift = _BASE + _WIDTH * i

        self._has_mono = any(lv == 1 for lv in self.levels)
        self._shifts = tuple((_BASE + _WIDTH * i, self.levels[i]) for i in order)
        self._top = max(self.levels, default=1)

        self._pack_cache: dict[tuple[int, ...], int] = {}
        self._local = threading.local()  # each thread searches with a _Kit of its own
        self._fits: dict[int, tuple[bool, ...]] = {}  # region -> which shapes fit inside it
        # answers of whole queries with the search they cost from nothing (see _run)
        self._can_cache: _Lru[int, _Answer[bool]] = _Lru(RESULT_LIMIT)
        self._find_cache: _Lru[int, _Answer[_Filling | None]] = _Lru(RESULT_LIMIT)
        self._fewest_cache: _Lru[int, _Answer[int | None]] = _Lru(RESULT_LIMIT)
        self._fewest_fill_cache: _Lru[int, _Answer[_Filling | None]] = _Lru(
            RESULT_LIMIT
        )
        self._count_cache: _Lru[tuple[int, int, int], _Answer[int]] = _Lru(RESULT_LIMIT)
        self._list_cache: _Lru[tuple[int, int, int], _Answer[tuple[_Filling, ...]]] = _Lru(
            LIST_LIMIT
        )

    # ----------------------------------------------------------------- supplies

    def pack(self, supply: Sequence[int]) -> PackedSupply:
        """The packed form of a supply (counts per shape index); cached per supply tuple.

        :raises ValueError: if the supply has the wrong length or a negative count.
        """
        key = supply if isinstance(supply, tuple) else tuple(supply)
        got = self._pack_cache.get(key)
        return self._pack_new(key) if got is None else got

    def _pack_new(self, key: tuple[int, ...]) -> PackedSupply:
        """:meth:`pack` for a supply not in the cache (kept there)."""
        if len(key) != self.shape_count:
            raise ValueError(
                f"a supply has one count per shape ({self.shape_count}), not {len(key)}"
            )
        # one table look-up per count, summed in C (a Python loop here was a third of a small
        # query's time); bytes() checks the counts are ints from 0 to 255, in C too
        try:
            packed: int = sum(map(getitem, self._packed_counts, key)) if bytes(key) else 0
        except (ValueError, IndexError):  # a count out of the tables (or below 0)
            if min(key) < 0:
                raise ValueError(f"a supply count cannot be negative ({min(key)})") from None
            packed = self._pack_counts(key)
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

    def clear_caches(self, index: bool = False) -> None:
        """Forget every cached answer. The placement tables stay, and so does the index of
        regions that the searches fill as they go (:meth:`_cells`), unless ``index`` is
        true."""
        if index:
            self._clear_index()
        self._pack_cache.clear()
        self._fits.clear()
        self._can_cache.clear()
        self._find_cache.clear()
        self._fewest_cache.clear()
        self._fewest_fill_cache.clear()
        self._count_cache.clear()
        self._list_cache.clear()

    def _clear_index(self) -> None:
        self._index.clear()  # in place: the kits' searches hold this dict
        self._near.clear()

    def _sufficient(self, region: int, S: int) -> bool:
        """Whether S holds, of every shape, as many pieces as the region could ever take:
        then the counts never matter and the search keys on the region alone (far fewer
        states than region and supply together).

        Every count is compared with its need at once (see ``_need`` in the constructor)."""
        guards = self._guards
        return ((S & self._counts) | guards) - self._need[region.bit_count()] & guards == guards

    def _run(
        self,
        cache: _Lru[_Q, _Answer[_V]],
        key: _Q,
        budget: Budget | None,
        compute: Callable[[_Kit, int, int], _V],
        R: int,
        S: int,
    ) -> _V:
        """Answer a query from the cache or by ``compute(kit, R, S)``, charging ``budget``
        its cost.

        Every search starts from nothing (its own memo), so a query costs the same number of
        steps whenever it is asked; the cache keeps that cost next to the answer (or, for a
        query that gave up, how far it got). A budget then gets the same verdict, answer or
        :class:`TooHard`, whatever was asked before: the answers stay reproducible.

        Most queries are answered in a few steps, so this (the cache, the meter, the memos) is
        written out inline: as method calls it was half the time of a typical query.
        """
        got = cache.recent.get(key)
        if got is None:
            got = cache.older.get(key)
            if got is not None:
                cache.store(key, got)
        if budget is None:
            if got is not None and got[2]:
                return got[0]
            b = _NO_BUDGET
            start = UNLIMITED
        else:
            b = budget
            start = b.nodes
            if got is not None:
                value, cost, done = got
                if done and cost <= start:
                    b.nodes = start - cost
                    return value
                if done or start <= cost:
                    b.nodes = 0
                    raise TooHard(max(0, start))
            if start <= 0:
                raise TooHard(0)
            if b.cancel is not None and b.cancel():
                raise SearchCancelled("the search was cancelled")
            if b.deadline is not None and clock.now() >= b.deadline:
                raise TooHard(0, timed_out=True)
        try:
            kit = self._local.kit
        except AttributeError:  # the first query of this thread
            kit = self._local.kit = self._make_kit()
        if kit.busy:  # a query asked inside another one (by a cancel callback, say)
            kit = self._make_kit()
        meter = kit.meter
        meter.budget = b
        meter.start = start
        meter.left = left = start & 1023 or 1024  # (_Meter.begin, written out)
        meter.rest = start - left
        kit.busy = True
        try:
            value = compute(kit, R, S)
        except TooHard as exc:
            spent = meter.spent
            if budget is not None:
                budget.nodes -= spent
            if not exc.timed_out:
                cache.store(key, (None, spent, False))  # type: ignore[arg-type]
            raise
        except SearchCancelled:
            if budget is not None:
                budget.nodes -= meter.spent
            raise
        finally:
            kit.busy = False
            if kit.can_memo:
                kit.can_memo.clear()
            if kit.within_memo:
                kit.within_memo.clear()
        spent = start - meter.left - meter.rest
        if budget is not None:
            budget.nodes -= spent
        recent = cache.recent
        recent[key] = (value, spent, True)
        if len(recent) >= cache.half:
            cache.older, cache.recent = recent, {}
        return value

    # ----------------------------------------------------------------- searches

    def _make_kit(self) -> _Kit:
        """The depth-first searches, with their memos, counting their steps on the kit's
        meter. The ``_free`` ones key on the region alone, for a supply that is sufficient
        (see :meth:`_sufficient`). Each state reads its region's lone cells and the placements
        to try from :meth:`_cells` (the same placements, in the same order, as the placement
        tables: only those that lie inside the region)."""
        kit = _Kit()
        index, cells = self._index, self._cells
        mono = self._mono_shift
        has_mono = self._has_mono
        m = kit.meter
        can_memo = kit.can_memo
        within_memo = kit.within_memo

        def can_free(R: int, S: int) -> bool:
            if R in can_memo:  # (a state is new far more often than not: no call then)
                return can_memo[R]
            m.left -= 1
            if not m.left:
                m.tick()
            info = index.get(R)
            if info is None:
                info = cells(R)
            lone, _, places = info
            if lone and not has_mono:
                can_memo[R] = False
                return False
            for p in places:
                R2 = R ^ p
                if not R2 or can_free(R2, S):
                    can_memo[R] = True
                    return True
            can_memo[R] = False
            return False

        def can(R: int, S: int) -> bool:
            key = R | S
            if key in can_memo:
                return can_memo[key]
            m.left -= 1
            if not m.left:
                m.tick()
            info = index.get(R)
            if info is None:
                info = cells(R)
            lone, places, _ = info
            # each cell with no empty neighbour needs a 1-square piece of its own
            if lone and lone > (S >> mono) & 63:
                can_memo[key] = False
                return False
            for f, u, masks in places:
                if S & f:
                    S2 = S - u
                    for p in masks:
                        R2 = R ^ p
                        if not R2 or can(R2, S2):
                            can_memo[key] = True
                            return True
            can_memo[key] = False
            return False

        shifts = self._shifts
        top = self._top

        def within_free(R: int, S: int, b: int) -> bool:
            if within_memo.get(R, 0) >= b:
                return False
            m.left -= 1
            if not m.left:
                m.tick()
            info = index.get(R)
            if info is None:
                info = cells(R)
            lone, _, places = info
            if lone and not has_mono:
                within_memo[R] = _IMPOSSIBLE
                return False
            if R.bit_count() > b * top:  # even b of the biggest pieces are too small
                return False
            b1 = b - 1
            for p in places:
                R2 = R ^ p
                if not R2:
                    return True
                if b1 and within_free(R2, S, b1):
                    return True
            within_memo[R] = b
            return False

        def within(R: int, S: int, b: int) -> bool:
            key = R | S
            if within_memo.get(key, 0) >= b:
                return False
            m.left -= 1
            if not m.left:
                m.tick()
            info = index.get(R)
            if info is None:
                info = cells(R)
            lone, places, _ = info
            if lone and lone > (S >> mono) & 63:
                within_memo[key] = _IMPOSSIBLE
                return False
            # the b biggest pieces left must have squares enough for R
            need = R.bit_count()
            rem = b
            for sh, lv in shifts:
                c = (S >> sh) & 63
                if c >= rem:
                    need -= rem * lv
                    break
                need -= c * lv
                rem -= c
            if need > 0:
                return False
            b1 = b - 1
            for f, u, masks in places:
                if S & f:
                    S2 = S - u
                    for p in masks:
                        R2 = R ^ p
                        if not R2:
                            return True
                        if b1 and within(R2, S2, b1):
                            return True
            within_memo[key] = b
            return False

        kit.can, kit.can_free, kit.within, kit.within_free = can, can_free, within, within_free
        return kit

    def _cells(self, region: Mask) -> _Cells:
        """What a search state needs to know of its region: how many of its cells have no
        empty neighbour (each needs a 1-square piece), and the placements that cover its
        lowest cell and lie inside it, as (field, unit, masks) per shape and as masks, in the
        order of the placement tables; remembered in :attr:`_index`.

        Searches visit far fewer regions than states (the same region comes back with other
        supplies), so each looks this up once instead of working it out again: these are
        tables of the deck, not answers, and at most :data:`INDEX_LIMIT` regions are kept.
        The placements depend only on the cells in a window after the lowest one
        (:attr:`_window`), so the lists are shared by every region with the same window.
        """
        lone = (region & ~neighbours(region)).bit_count()
        near = region & (region & -region) * self._window
        places = self._near.get(near)
        if places is None:
            grouped = []
            for f, u, masks, _ in self._table[(near & -near).bit_length() - 1]:
                inside = tuple(p for p in masks if p & near == p)
                if inside:
                    grouped.append((f, u, inside))
            places = (tuple(grouped), tuple(p for _, _, inside in grouped for p in inside))
            if len(self._near) >= INDEX_LIMIT:
                self._near.clear()
            self._near[near] = places
        info = (lone, *places)
        if len(self._index) >= INDEX_LIMIT:
            self._index.clear()  # in place: the kits' searches hold this dict
        self._index[region] = info
        return info

    def _searches(self, kit: _Kit, region: int, S: int) -> tuple[_Can, _Within]:
        """The searches that suit a query on ``region`` from ``S``."""
        if self._sufficient(region, S):
            return kit.can_free, kit.within_free
        return kit.can, kit.within

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
    #
    # Every query takes an optional Budget. Without one it searches as long as it needs (the
    # answer is always exact); with one it gives up with TooHard once the budget's steps are
    # spent (or its clock runs out), and several queries can share a budget. Validation, the
    # AI and hints always pass one.

    def can_fill(
        self, region: Mask, supply: Sequence[int], budget: Budget | None = None
    ) -> bool:
        """Whether at most ``supply[i]`` pieces of each shape ``i`` fill ``region`` exactly.

        An empty region is trivially fillable. :raises ValueError: on a bad region or supply.
        :raises TooHard: if ``budget`` runs out first.
        """
        if type(supply) is tuple:
            packed = self._pack_cache.get(supply)
            if packed is None:
                packed = self._pack_new(supply)
        else:
            packed = self.pack(supply)
        return self.can_fill_packed(region, packed, budget)

    def can_fill_packed(
        self, region: Mask, packed: PackedSupply, budget: Budget | None = None
    ) -> bool:
        """:meth:`can_fill` with a supply from :meth:`pack` (no conversion at all)."""
        if not 0 < region <= FULL_MASK:
            if region == 0:
                return True
            _check_region(region)
        size = region.bit_count()
        if packed >> self._sq_shift < size:
            return False
        guards = self._guards  # _sufficient, written out
        free = ((packed & self._counts) | guards) - self._need[size] & guards == guards
        return self._run(self._can_cache, region | packed, budget, _can_free if free else _can,
                         region, packed)

    def find_fill(
        self, region: Mask, supply: Sequence[int], budget: Budget | None = None
    ) -> list[PiecePlacement] | None:
        """Placements (shape index, cell mask) that fill ``region`` exactly, or None.

        :raises TooHard: if ``budget`` runs out first.
        """
        S = self.pack(supply)
        if not 0 < region <= FULL_MASK:
            if region == 0:
                return []
            _check_region(region)
        if S >> self._sq_shift < region.bit_count():
            return None
        got = self._run(self._find_cache, region | S, budget, self._find, region, S)
        return None if got is None else list(got)  # a list of the caller's own

    def _find(self, kit: _Kit, R: int, S: int) -> _Filling | None:
        """The first filling of R from S (biggest pieces first), searched with ``kit``."""
        can = self._searches(kit, R, S)[0]
        if not can(R, S):
            return None
        return tuple(self._walk(R, S, lambda r, s: not r or can(r, s)))

    def fewest_pieces(
        self, region: Mask, supply: Sequence[int], budget: Budget | None = None
    ) -> int | None:
        """The true minimum number of pieces filling ``region``, None if it cannot be filled.

        :raises TooHard: if ``budget`` runs out first.
        """
        if type(supply) is tuple:
            packed = self._pack_cache.get(supply)
            if packed is None:
                packed = self._pack_new(supply)
        else:
            packed = self.pack(supply)
        return self.fewest_pieces_packed(region, packed, budget)

    def fewest_pieces_packed(
        self, region: Mask, packed: PackedSupply, budget: Budget | None = None
    ) -> int | None:
        """:meth:`fewest_pieces` with a supply from :meth:`pack`."""
        if not 0 < region <= FULL_MASK:
            if region == 0:
                return 0
            _check_region(region)
        return self._run(self._fewest_cache, region | packed, budget, self._fewest, region,
                         packed)

    def _fewest(self, kit: _Kit, R: int, S: int) -> int | None:
        """The fewest pieces of S that fill R (None if none do), searched with ``kit``."""
        size = R.bit_count()
        if S >> self._sq_shift < size:  # no pieces are enough (no search)
            return None
        if self._sufficient(R, S):
            can, within = kit.can_free, kit.within_free
        else:
            can, within = kit.can, kit.within
        if not can(R, S):
            return None
        # The first filling found tries big pieces first: often already a minimum. Its pieces
        # are the states the search proved fillable, one per piece: the search stops at the
        # first filling, so no other state is marked True.
        found = countOf(kit.can_memo.values(), True)
        if found > 1:
            low = self._lower_bound(size, S)
            assert low is not None  # the supply has squares enough
            for k in range(low, found):
                if within(R, S, k):
                    return k
        return found

    def fewest_fill(
        self, region: Mask, supply: Sequence[int], budget: Budget | None = None
    ) -> list[PiecePlacement] | None:
        """A filling of ``region`` with the fewest pieces possible, or None.

        :raises TooHard: if ``budget`` runs out first.
        """
        S = self.pack(supply)
        if not 0 < region <= FULL_MASK:
            if region == 0:
                return []
            _check_region(region)
        got = self._run(self._fewest_fill_cache, region | S, budget, self._fewest_filling,
                        region, S)
        return None if got is None else list(got)  # a list of the caller's own

    def _fewest_filling(self, kit: _Kit, region: int, S: int) -> _Filling | None:
        """A filling of region from S with the fewest pieces, searched with ``kit``."""
        k = self._fewest(kit, region, S)
        if k is None:
            return None
        within = self._searches(kit, region, S)[1]
        out: list[PiecePlacement] = []
        R, left, P = region, k, S
        table = self._table
        while R:
            for f, u, masks, i in table[(R & -R).bit_length() - 1]:
                if P & f:
                    step = next(
                        (p for p in masks if p & R == p
                         and (p == R or (left > 1 and within(R ^ p, P - u, left - 1)))),
                        None,
                    )
                    if step is not None:
                        out.append((i, step))
                        R ^= step
                        P -= u
                        left -= 1
                        break
            else:  # pragma: no cover - a filling of k pieces was proved to exist
                raise AssertionError("solver walk lost its path")
        return tuple(out)

    def count_fillings(
        self,
        region: Mask,
        supply: Sequence[int] | None = None,
        limit: int = COUNT_LIMIT,
        budget: Budget | None = None,
    ) -> int:
        """How many distinct fillings (sets of placements) ``region`` has, at most ``limit``.

        ``supply`` None means unlimited pieces of every shape. Counting stops at ``limit``
        (the answer is then ``limit``). An empty region has one filling: no piece.
        :raises TooHard: if ``budget`` runs out first.
        """
        if limit <= 0:
            return 0
        if not region:
            return 1
        _check_region(region)
        S = -1 if supply is None else self.pack(supply)
        if S >= 0 and self._squares(S) < region.bit_count():
            return 0
        free = S < 0 or self._sufficient(region, S)

        def compute(kit: _Kit, region: int, S: int) -> int:
            if free:
                return self._count_free(region, limit, kit.meter)
            return self._count_limited(region, S, limit, kit.meter)

        return self._run(self._count_cache, (region, S, limit), budget, compute, region, S)

    def list_fillings(
        self,
        region: Mask,
        supply: Sequence[int],
        limit: int = 100,
        budget: Budget | None = None,
    ) -> list[list[PiecePlacement]]:
        """Up to ``limit`` distinct fillings of ``region`` with ``supply``, those with fewer
        pieces first (among the ones found: the search tries big pieces first, so the fewest
        pieces usually come early). Empty if none; ``[[]]`` for an empty region.

        :raises TooHard: if ``budget`` runs out first.
        """
        if limit <= 0:
            return []
        if not region:
            return [[]]
        _check_region(region)
        S = self.pack(supply)
        if self._squares(S) < region.bit_count():
            return []

        def compute(kit: _Kit, region: int, S: int) -> tuple[_Filling, ...]:
            can, _ = self._searches(kit, region, S)
            table = self._table
            m = kit.meter
            found: list[_Filling] = []
            path: list[PiecePlacement] = []

            def walk(R: int, P: int) -> bool:  # True: enough were found
                m.left -= 1
                if not m.left & 1023:
                    m.tick()
                for f, u, masks, i in table[(R & -R).bit_length() - 1]:
                    if P & f:
                        P2 = P - u
                        for p in masks:
                            if p & R == p:
                                R2 = R ^ p
                                if R2 and not can(R2, P2):
                                    continue
                                path.append((i, p))
                                if not R2:
                                    found.append(tuple(path))
                                    stop = len(found) >= limit
                                else:
                                    stop = walk(R2, P2)
                                path.pop()
                                if stop:
                                    return True
                return False

            if can(region, S):
                walk(region, S)
            return tuple(sorted(found, key=len))

        listed = self._run(self._list_cache, (region, S, limit), budget, compute, region, S)
        return [list(f) for f in listed]

    def _count_free(self, region: int, limit: int, m: _Meter) -> int:
        memo: dict[int, int] = {0: 1}
        index, cells = self._index, self._cells

        def count(R: int) -> int:
            got = memo.get(R)
            if got is not None:
                return got
            m.left -= 1
            if not m.left:
                m.tick()
            total = 0
            info = index.get(R)
            places = (cells(R) if info is None else info)[2]
            for p in places:
                total += count(R ^ p)
                if total >= limit:
                    total = limit
                    break
            memo[R] = total
            return total

        return count(region)

    def _count_limited(self, region: int, S: int, limit: int, m: _Meter) -> int:
        memo: dict[int, int] = {}
        index, cells = self._index, self._cells

        def count(R: int, S: int) -> int:
            if not R:
                return 1
            key = R | S
            got = memo.get(key)
            if got is not None:
                return got
            m.left -= 1
            if not m.left:
                m.tick()
            total = 0
            info = index.get(R)
            places = (cells(R) if info is None else info)[1]
            for f, u, masks in places:
                if S & f:
                    S2 = S - u
                    for p in masks:
                        total += count(R ^ p, S2)
                        if total >= limit:
                            memo[key] = limit
                            return limit
            memo[key] = total
            return total

        return count(region, S)

    def finishable(
        self,
        puzzles: Iterable[tuple[Mask, Mask]],
        supply: Sequence[int],
        budget: Budget | None = None,
    ) -> list[bool]:
        """For (puzzle mask, filled mask) pairs: whether this supply can finish each one alone.

        :raises TooHard: if ``budget`` runs out first.
        """
        S = self.pack(supply)
        can = self.can_fill_packed
        return [can(mask & ~filled, S, budget) for mask, filled in puzzles]

    def pieces_lower_bound(self, region: Mask, supply: Sequence[int]) -> int | None:
        """A cheap bound: no filling uses fewer pieces (None: the supply has too few squares).

        The answer of :meth:`fewest_pieces` is never below it; it costs no search.
        """
        _check_region(region)
        return self._lower_bound(region.bit_count(), self.pack(supply))

    # ----------------------------------------------------------------- hints

    def good_placements(
        self, region: Mask, supply: Sequence[int], shape: int, budget: Budget | None = None
    ) -> list[Mask]:
        """Placements of piece ``shape`` inside ``region`` after which the rest of the region
        can still be filled from the supply (less that piece). Empty if the supply has none.

        :raises TooHard: if ``budget`` runs out first.
        """
        _check_region(region)
        S = self.pack(supply)
        if not S & self._fieldmask[shape]:
            return []
        S2 = S - self._unit[shape]
        can = self.can_fill_packed
        return [
            p for p in self.all_placements[shape]
            if p & region == p and can(region ^ p, S2, budget)
        ]

    def missing_for(
        self,
        region: Mask,
        supply: Sequence[int],
        available: Sequence[int] | None = None,
        budget: Budget | None = None,
    ) -> tuple[int, ...] | None:
        """The fewest extra pieces (as counts per shape) that would make ``region`` fillable.

        "Fewest" means fewest extra pieces, then fewest extra squares, then the smallest
        count tuple; all zeros if the supply already fills it. ``available`` bounds the extra
        pieces of each shape (e.g. the reserve); None means any number. None if even all the
        extra pieces allowed cannot fill it. :raises TooHard: if ``budget`` runs out first.
        """
        _check_region(region)
        S = self.pack(supply)
        n = self.shape_count
        if self.can_fill_packed(region, S, budget):
            return (0,) * n
        have = self.unpack(S)
        room = [cap - h for cap, h in zip(self._cap, have, strict=True)]
        if available is not None:
            if len(available) != n:
                raise ValueError(f"available has one count per shape ({n}), not {len(available)}")
            room = [min(r, max(0, a)) for r, a in zip(room, available, strict=True)]
        # a shape with no placement inside the region is in no filling: a set of extras with
        # one would fill it without that piece too, with fewer extras, which failed before
        # (this skips its queries, and changes no answer)
        room = [r if fit else 0 for r, fit in zip(room, self._fitting(region), strict=True)]
        # With every allowed extra piece the answer is at most this many extras.
        most = self.fewest_pieces_packed(region, self._pack_counts(
            [h + r for h, r in zip(have, room, strict=True)]), budget)
        if most is None:
            return None
        short = region.bit_count() - (S >> self._sq_shift)
        reach = self._reachable(room, most)
        for extras in range(1, most + 1):
            # sets come one at a time and each costs a query (a step at least), so the steps
            # of the budget bound this loop: no list of every set is made first
            for extra in self._extra_sets(extras, room, short, reach):
                both = self._pack_counts([h + e for h, e in zip(have, extra, strict=True)])
                if self.can_fill_packed(region, both, budget):
                    return extra
        raise AssertionError("no extra pieces found below the proven bound")  # pragma: no cover

    def relevant(self, region: Mask, supply: Sequence[int]) -> tuple[int, ...]:
        """The part of ``supply`` that can matter to filling ``region``: no pieces of a shape
        with no placement inside it, and of the others at most as many as its squares take.
        Every question about filling the region (can, find, fewest, missing) has the same
        answer for both; asked with this part, the caches see one key for the many supplies
        that differ only in pieces the region cannot use."""
        size = region.bit_count()
        return tuple(
            (n if n * lv <= size else size // lv) if fit else 0
            for n, lv, fit in zip(supply, self.levels, self._fitting(region), strict=True)
        )

    def _fitting(self, region: Mask) -> tuple[bool, ...]:
        """Whether each shape has a placement inside ``region`` (remembered per region)."""
        got = self._fits.get(region)
        if got is None:
            got = tuple(
                any(p & region == p for p in placements) for placements in self.all_placements
            )
            if len(self._fits) >= PACK_LIMIT:
                self._fits.clear()
            self._fits[region] = got
        return got

    def _reachable(self, room: Sequence[int], most: int) -> list[list[int]]:
        """``reach[i][p]``: a bit set of the square totals that exactly ``p`` pieces (at most
        ``most``) of shapes ``i`` on, within ``room``, can have."""
        n = self.shape_count
        levels = self.levels
        reach = [[0] * (most + 1) for _ in range(n + 1)]
        reach[n][0] = 1
        for i in range(n - 1, -1, -1):
            nxt, here, lv, top = reach[i + 1], reach[i], levels[i], room[i]
            for p in range(most + 1):
                acc = 0
                for k in range(min(top, p) + 1):
                    acc |= nxt[p - k] << (k * lv)
                here[p] = acc
        return reach

    def _extra_sets(
        self, extras: int, room: Sequence[int], short: int, reach: list[list[int]]
    ) -> Iterator[tuple[int, ...]]:
        """Counts of exactly ``extras`` pieces within ``room`` with at least ``short`` squares,
        fewest squares first, then the smallest count tuple, one at a time.

        ``reach`` (:meth:`_reachable`) says which totals the later shapes can still make, so
        every branch tried ends in a set: the work is a few steps per set yielded, however many
        sets there are (there can be millions with many shapes of a deck).
        """
        n = self.shape_count
        levels = self.levels
        counts = [0] * n

        def choose(i: int, left: int, squares: int) -> Iterator[tuple[int, ...]]:
            if i == n:
                yield tuple(counts)
                return
            nxt = reach[i + 1]
            lv = levels[i]
            for k in range(min(left, room[i]) + 1):
                rest = squares - k * lv
                if rest < 0:
                    break
                if nxt[left - k] >> rest & 1:
                    counts[i] = k
                    yield from choose(i + 1, left - k, rest)
            counts[i] = 0

        totals = reach[0][extras] >> max(0, short)
        total = max(0, short)
        while totals:
            if totals & 1:
                yield from choose(0, extras, total)
            totals >>= 1
            total += 1

    def _pack_counts(self, counts: Sequence[int]) -> int:
        """Pack counts without keeping them in the pack cache."""
        packed = 0
        for count, cap, unit in zip(counts, self._cap, self._unit, strict=True):
            packed += (count if count < cap else cap) * unit
        return packed

    def why_unfillable(
        self, region: Mask, supply: Sequence[int], budget: Budget | None = None
    ) -> Unfillable | None:
        """The simplest true reason why ``region`` cannot be filled, None if it can.

        If the search is too hard for ``budget``, the reasons that need no search are still
        looked for. :raises TooHard: if ``budget`` runs out and no such reason holds.
        """
        _check_region(region)
        S = self.pack(supply)
        if not region:
            return None
        try:
            if self.can_fill_packed(region, S, budget):
                return None
        except TooHard:
            cheap = self._cheap_reason(region, supply, S)
            if cheap is None:
                raise
            return cheap
        cheap = self._cheap_reason(region, supply, S)
        if cheap is not None:
            return cheap
        parts = components(region)
        if len(parts) > 1:
            for part in parts:
                if not self.can_fill_packed(part, S, budget):
                    return Unfillable(
                        Why.SEPARATE_AREA, part.bit_count(), mask_to_cells(part & -part)
                    )
            return Unfillable(Why.AREAS_COMPETE, len(parts))
        return Unfillable(Why.NO_COMBINATION)

    def _cheap_reason(self, region: Mask, supply: Sequence[int], S: int) -> Unfillable | None:
        """A reason that needs no search (too few squares, parity, a cell no piece covers)."""
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
        return None

    def explain_unfillable(
        self, region: Mask, supply: Sequence[int], budget: Budget | None = None
    ) -> str | None:
        """:meth:`why_unfillable` as a plain English sentence (None if it can be filled)."""
        why = self.why_unfillable(region, supply, budget)
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
