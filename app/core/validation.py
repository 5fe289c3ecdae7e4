"""Deck validation: what a deck designer should know before a deck is played.

Qt-free. :func:`validate_deck` (or a long-lived :class:`DeckValidator`, which keeps answers for
puzzles that did not change, for live validation in the editor) checks a :class:`Deck` that may
be unfinished (the editor builds decks with empty puzzles or missing rewards) and returns a
:class:`DeckReport`:

- findings: errors (a game could not be played, or the file could not be read back), warnings
  (the deck plays, but probably not as meant) and one info line per point of interest;
- statistics per puzzle from the solver: whether the recessed area can be filled by the deck's
  pieces, with the reserve counts, the fewest pieces needed, and how many distinct fillings the
  reserve allows (a difficulty hint). Every question has a budget of search steps
  (:data:`SOLVE_STEPS`, :data:`FEWEST_STEPS`, :data:`COUNT_STEPS`): on a crafted deck the solver
  may answer "unknown, too hard" (None in the statistics, a finding of its own), never
  "cannot be filled" unless it proved it. Steps, not seconds, so every machine answers alike;
- a summary of the deck: puzzles and points per colour, rewards per piece.

Each finding's message is a reason as a value (``app.rules.reasons.DeckCheck`` with its
fields), translated by the interface with ``app.i18n.reason_text``; :attr:`Finding.message`
is the English sentence (the ``project-l deck validate`` command prints it).

Why one module of over 800 lines: every check of a deck (pieces, supply, puzzles, setup,
colours) runs over the one :class:`DeckValidator` and its cached solver answers, and the
readiness a game asks of a deck is made from the same findings.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import Enum
from functools import partial
from typing import Any, TypeVar

from app.rules import (
    CARD_SIZE,
    MAX_LEVEL,
    Arg,
    Cell,
    Deck,
    DeckCheck,
    DeckFileState,
    DeckState,
    InvalidDeck,
    Mask,
    Puzzle,
    Reason,
    Shape,
    SoloSetup,
    canonical,
    deck_from_json,
    is_connected,
    mask_to_cells,
)
from app.solver import Budget, SearchCancelled, Solver, TooHard, Unfillable, Why, components

FILLINGS_LIMIT = 10_000
"""Counting distinct fillings stops here (the statistic then reads "10000 or more")."""

# Search steps per puzzle and question (the classic deck needs at most about 100, 100 and
# 5,000; a step costs a few microseconds).
SOLVE_STEPS = 20_000
"""For "can the reserve fill it", "can any pieces fill it" and why not, together."""
FEWEST_STEPS = 20_000
"""For the fewest pieces."""
COUNT_STEPS = 10_000
"""For counting the fillings."""


class ValidationCancelled(Exception):
    """:meth:`DeckValidator.validate` was asked to stop (its ``cancel`` callback)."""


Progress = Callable[[int, int], None]
"""Told (puzzles checked, puzzles in all) as validation goes."""

PLAYER_COUNTS = (2, 3, 4)


class Severity(Enum):
    """How much a finding matters."""

    ERROR = "error"
    """A game could not be played with the deck (or the deck file could not be read back):
    the deck is saved as a draft until it is fixed (:func:`readiness`)."""
    WARNING = "warning"
    """The deck plays, but probably not as its designer meant."""
    INFO = "info"
    """Worth knowing; nothing to fix."""


@dataclass(frozen=True, slots=True)
class Finding:
    """One validation message, about the deck, a puzzle or a piece.

    ``reason`` says it as a value (a :class:`~app.rules.reasons.Reason` of kind
    :class:`~app.rules.reasons.DeckCheck`), translated where it is shown
    (``app.i18n.reason_text``); ``code`` is its stable name (``"puzzle.unfillable"``).
    """

    severity: Severity
    reason: Reason
    puzzle: str | None = None  # the puzzle concerned, if any
    piece: str | None = None  # the piece concerned, if any

    @property
    def code(self) -> str:
        """The stable code of the finding, e.g. ``"puzzle.unfillable"``."""
        return finding_code(self.reason.kind)

    @property
    def message(self) -> str:
        """The English sentence."""
        return str(self.reason)

    def to_json(self) -> dict[str, Any]:
        """The finding as JSON (``project-l deck validate --json``)."""
        out: dict[str, Any] = {
            "severity": self.severity.value,
            "code": self.code,
            "message": self.message,
        }
        if self.puzzle is not None:
            out["puzzle"] = self.puzzle
        if self.piece is not None:
            out["piece"] = self.piece
        return out


def finding_code(kind: object) -> str:
    """The stable code of a :class:`DeckCheck` member: ``PUZZLE_UNFILLABLE`` ->
    ``"puzzle.unfillable"`` (the two point summaries share ``"deck.points"``)."""
    name = kind.name if isinstance(kind, DeckCheck) else str(kind)
    if name.startswith("DECK_POINTS_"):
        return "deck.points"
    area, _, what = name.lower().partition("_")
    return f"{area}.{what}"


@dataclass(frozen=True, slots=True)
class PuzzleStats:
    """What the solver says about one puzzle card of the deck."""

    id: str
    size: int  # recessed squares
    parts: int  # separate areas of the recessed cells
    # None below: unknown, the solver gave up within its budget (too hard)
    fillable: bool | None  # with any number of the deck's pieces
    fillable_with_reserve: bool | None  # with at most the reserve count of each piece
    fewest_pieces: int | None  # with the reserve counts; None if it cannot be filled (or unknown)
    fillings: int | None  # distinct fillings with the reserve counts, at most FILLINGS_LIMIT
    reason: Unfillable | None = None  # why it cannot be filled (with the reserve counts)

    @property
    def too_hard(self) -> bool:
        """Whether the solver gave up on some question about this puzzle."""
        if self.fillable_with_reserve is None:
            return True
        return bool(self.fillable_with_reserve) and (
            self.fewest_pieces is None or self.fillings is None
        )

    @property
    def fillings_capped(self) -> bool:
        """Whether counting stopped at :data:`FILLINGS_LIMIT`."""
        return self.fillings is not None and self.fillings >= FILLINGS_LIMIT

    def fillings_text(self) -> str:
        """The number of fillings for people: ``"10000+"`` when counting stopped, ``"?"``
        when it was too hard to count."""
        if self.fillings is None:
            return "?"
        return f"{self.fillings}+" if self.fillings_capped else str(self.fillings)

    def to_json(self) -> dict[str, Any]:
        """The statistics as JSON."""
        return {
            "id": self.id,
            "size": self.size,
            "parts": self.parts,
            "fillable": self.fillable,
            "fillable_with_reserve": self.fillable_with_reserve,
            "fewest_pieces": self.fewest_pieces,
            "fillings": self.fillings,
            "fillings_capped": self.fillings_capped,
            "too_hard": self.too_hard,
        }


@dataclass(frozen=True, slots=True)
class ColourSummary:
    """Puzzles and points of one colour."""

    puzzles: int = 0
    points: int = 0
    min_points: int | None = None
    max_points: int | None = None


@dataclass(frozen=True, slots=True)
class DeckSummary:
    """Numbers about the whole deck."""

    white: ColourSummary
    black: ColourSummary
    rewards: tuple[tuple[str, int, int], ...]  # (piece id, as white reward, as black reward)
    pieces: int  # pieces in the reserve, all shapes together
    squares: int  # squares of those pieces

    def to_json(self) -> dict[str, Any]:
        """The summary as JSON."""

        def colour(c: ColourSummary) -> dict[str, Any]:
            return {
                "puzzles": c.puzzles,
                "points": c.points,
                "min_points": c.min_points,
                "max_points": c.max_points,
            }

        return {
            "white": colour(self.white),
            "black": colour(self.black),
            "rewards": {pid: {"white": w, "black": b} for pid, w, b in self.rewards},
            "pieces": self.pieces,
            "squares": self.squares,
        }


@dataclass(frozen=True, slots=True)
class DeckReport:
    """Everything validation found about a deck."""

    findings: tuple[Finding, ...]
    puzzles: dict[str, PuzzleStats] = field(default_factory=dict)
    summary: DeckSummary | None = None

    @property
    def errors(self) -> tuple[Finding, ...]:
        """The findings that make the deck a draft."""
        return tuple(f for f in self.findings if f.severity is Severity.ERROR)

    @property
    def warnings(self) -> tuple[Finding, ...]:
        """The warnings."""
        return tuple(f for f in self.findings if f.severity is Severity.WARNING)

    @property
    def ok(self) -> bool:
        """Whether the deck has no errors (it is playable, not a draft)."""
        return not self.errors

    def for_puzzle(self, puzzle_id: str) -> tuple[Finding, ...]:
        """The findings about one puzzle."""
        return tuple(f for f in self.findings if f.puzzle == puzzle_id)

    def for_piece(self, piece_id: str) -> tuple[Finding, ...]:
        """The findings about one piece."""
        return tuple(f for f in self.findings if f.piece == piece_id)

    def worst_for_puzzle(self, puzzle_id: str) -> Severity | None:
        """The most serious error or warning about a puzzle, None if there is none."""
        return _worst(self.for_puzzle(puzzle_id))

    def worst_for_piece(self, piece_id: str) -> Severity | None:
        """The most serious error or warning about a piece, None if there is none."""
        return _worst(self.for_piece(piece_id))

    def to_json(self) -> dict[str, Any]:
        """The report as JSON (``project-l deck validate --json``)."""
        return {
            "ok": self.ok,
            "errors": len(self.errors),
            "warnings": len(self.warnings),
            "findings": [f.to_json() for f in self.findings],
            "puzzles": [s.to_json() for s in self.puzzles.values()],
            "summary": self.summary.to_json() if self.summary is not None else None,
        }


def _worst(findings: Iterable[Finding]) -> Severity | None:
    worst: Severity | None = None
    for f in findings:
        if f.severity is Severity.ERROR:
            return Severity.ERROR
        if f.severity is Severity.WARNING:
            worst = Severity.WARNING
    return worst


def _f(
    severity: Severity,
    kind: DeckCheck,
    *,
    puzzle: str | None = None,
    piece: str | None = None,
    **args: Arg,
) -> Finding:
    if puzzle is not None:
        args.setdefault("puzzle", puzzle)
    if piece is not None:
        args.setdefault("piece", piece)
    return Finding(severity, Reason(kind, tuple(sorted(args.items()))), puzzle, piece)



# the finding of each severity: _error(DeckCheck.X, puzzle=..., key=value...)
_error = partial(_f, Severity.ERROR)
_warning = partial(_f, Severity.WARNING)
_info = partial(_f, Severity.INFO)


def canonical_mask_key(mask: Mask) -> tuple[Cell, ...]:
    """A key equal for two cell sets exactly when one is a rotation or reflection of the other
    (shifts included): the least of its 8 normalised orientations."""
    return canonical(mask_to_cells(mask)) if mask else ()


class DeckValidator:
    """Validates decks, remembering the solver's answers per (pieces, reserve, puzzle shape).

    The editor keeps one for the document it shows: after an edit, only the puzzles whose
    answers changed are solved again. Not thread-safe.
    """

    def __init__(self, *, fillings_limit: int = FILLINGS_LIMIT, cache_size: int = 4096) -> None:
        self.fillings_limit = fillings_limit
        self._solvers: OrderedDict[tuple[tuple[Cell, ...], ...], Solver] = OrderedDict()
        self._stats: OrderedDict[tuple[Any, ...], PuzzleStats] = OrderedDict()
        self._cache_size = cache_size

    # ------------------------------------------------------------------ solver answers

    def _solver(self, deck: Deck, shapes_key: tuple[tuple[Cell, ...], ...]) -> Solver:
        got = self._solvers.get(shapes_key)
        if got is None:
            # the solver reads only the shapes (cells, order); a deck without puzzles will do
            got = Solver(Deck(name="", shapes=deck.shapes, puzzles=()))
            self._solvers[shapes_key] = got
            if len(self._solvers) > 4:
                self._solvers.popitem(last=False)
        else:
            self._solvers.move_to_end(shapes_key)
        return got

    def puzzle_stats(
        self, deck: Deck, puzzle: Puzzle, cancel: Callable[[], bool] | None = None
    ) -> PuzzleStats:
        """The solver's statistics of one puzzle with the deck's pieces and reserve counts.

        :raises ValidationCancelled: if ``cancel()`` turns true meanwhile.
        """
        shapes_key = tuple(s.cells for s in deck.shapes)
        reserve = deck.reserve_counts()
        key = (shapes_key, reserve, puzzle.mask)
        got = self._stats.get(key)
        if got is not None:
            self._stats.move_to_end(key)
            return PuzzleStats(
                puzzle.id,
                got.size,
                got.parts,
                got.fillable,
                got.fillable_with_reserve,
                got.fewest_pieces,
                got.fillings,
                got.reason,
            )
        try:
            stats = self._solve(deck, shapes_key, puzzle, reserve, cancel)
        except SearchCancelled as exc:
            raise ValidationCancelled("validation was cancelled") from exc
        self._stats[key] = stats
        if len(self._stats) > self._cache_size:
            self._stats.popitem(last=False)
        return stats

    def _solve(
        self,
        deck: Deck,
        shapes_key: tuple[tuple[Cell, ...], ...],
        puzzle: Puzzle,
        reserve: tuple[int, ...],
        cancel: Callable[[], bool] | None,
    ) -> PuzzleStats:
        mask = puzzle.mask
        parts = len(components(mask)) if mask else 0
        if not mask or not deck.shapes:
            return PuzzleStats(puzzle.id, 0, parts, False, False, None, 0)
        solver = self._solver(deck, shapes_key)
        unlimited = tuple(CARD_SIZE * CARD_SIZE for _ in deck.shapes)
        solve = Budget(SOLVE_STEPS, cancel=cancel)
        with_reserve = _ask(lambda: solver.can_fill(mask, reserve, solve))
        fillable = True if with_reserve else _ask(lambda: solver.can_fill(mask, unlimited, solve))
        fewest: int | None = None
        fillings: int | None = 0
        reason = None
        if with_reserve:
            fewest = _ask(lambda: solver.fewest_pieces(mask, reserve, Budget(FEWEST_STEPS,
                                                                              cancel=cancel)))
            fillings = _ask(lambda: solver.count_fillings(
                mask, reserve, self.fillings_limit, Budget(COUNT_STEPS, cancel=cancel)))
        elif with_reserve is None:
            fillings = None
        if fillable is False or with_reserve is False:
            supply = unlimited if fillable is False else reserve
            reason = _ask(lambda: solver.why_unfillable(mask, supply, solve))
            if reason is None:  # proved unfillable, but the reason was too hard to find
                reason = Unfillable(Why.NO_COMBINATION)
        return PuzzleStats(
            puzzle.id, mask.bit_count(), parts, fillable, with_reserve, fewest, fillings, reason
        )

    # ------------------------------------------------------------------ the whole deck

    def validate(
        self,
        deck: Deck,
        progress: Progress | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> DeckReport:
        """Check everything about ``deck``; never raises for a deck object of any content.

        ``progress`` is told (puzzles checked, puzzles in all) after every puzzle; ``cancel``
        is asked as often (and inside long searches).
        :raises ValidationCancelled: once ``cancel()`` is true.
        """
        findings: list[Finding] = []
        findings += _check_pieces(deck)
        shape_ids = {s.id for s in deck.shapes}
        pieces_ok = bool(deck.shapes) and not any(f.severity is Severity.ERROR for f in findings)

        stats: dict[str, PuzzleStats] = {}
        seen_ids: set[str] = set()
        by_shape: dict[tuple[Cell, ...], list[Puzzle]] = {}
        for index, puzzle in enumerate(deck.puzzles):
            if progress is not None:
                progress(index, len(deck.puzzles))
            if cancel is not None and cancel():
                raise ValidationCancelled("validation was cancelled")
            pid = puzzle.id
            if pid in seen_ids:
                findings.append(_error(DeckCheck.PUZZLE_DUPLICATE_ID, puzzle=pid))
                continue
            seen_ids.add(pid)
            if pid in shape_ids:
                findings.append(_error(DeckCheck.PUZZLE_ID_CLASH, puzzle=pid))
            if not _good_id(pid):
                findings.append(_error(DeckCheck.PUZZLE_BAD_ID, puzzle=pid, shown=repr(pid)))
            if puzzle.colour not in ("white", "black"):
                findings.append(_error(DeckCheck.PUZZLE_COLOUR, puzzle=pid))
            if not 0 <= puzzle.points <= 99:
                findings.append(_error(DeckCheck.PUZZLE_POINTS, puzzle=pid))
            if puzzle.reward not in shape_ids:
                findings.append(_error(DeckCheck.PUZZLE_REWARD_MISSING, puzzle=pid,
                                       reward=puzzle.reward))
            if not puzzle.mask:
                findings.append(_error(DeckCheck.PUZZLE_EMPTY, puzzle=pid))
                continue
            key = canonical_mask_key(puzzle.mask)
            same = by_shape.setdefault(key, [])
            twin = next(
                (
                    o
                    for o in same
                    if (o.colour, o.points, o.reward)
                    == (puzzle.colour, puzzle.points, puzzle.reward)
                ),
                None,
            )
            if twin is not None:
                findings.append(_warning(DeckCheck.PUZZLE_COPY, puzzle=pid, other=twin.id))
            elif same:
                findings.append(_info(DeckCheck.PUZZLE_SAME_SHAPE, puzzle=pid, other=same[0].id))
            same.append(puzzle)
            if not pieces_ok:
                continue
            st = self.puzzle_stats(deck, puzzle, cancel)
            stats[pid] = st
            findings += _puzzle_findings(puzzle, st)
        if progress is not None:
            progress(len(deck.puzzles), len(deck.puzzles))

        findings += _check_setup(deck)
        findings += _check_supply(deck)
        if not any(f.severity is Severity.ERROR for f in findings):
            # anything else the file format refuses (limits on counts and sizes)
            try:
                deck_from_json(deck.to_json())
            except InvalidDeck as exc:
                findings.append(_error(DeckCheck.DECK_FORMAT, reason=exc.reason or str(exc)))
        summary = _summary(deck)
        findings += _summary_findings(deck, summary)
        order = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}
        findings.sort(key=lambda f: order[f.severity])  # stable: deck order within a severity
        return DeckReport(tuple(findings), stats, summary)


def validate_deck(
    deck: Deck,
    progress: Progress | None = None,
    cancel: Callable[[], bool] | None = None,
) -> DeckReport:
    """Validate a deck once (see :class:`DeckValidator` for repeated validation)."""
    return DeckValidator().validate(deck, progress, cancel)


_T = TypeVar("_T")


def _ask(query: Callable[[], _T]) -> _T | None:
    """The solver's answer, or None if it was too hard within its budget."""
    try:
        return query()
    except TooHard:
        return None


def _good_id(text: str) -> bool:
    return 0 < len(text) <= 16 and text.isprintable()


def _check_pieces(deck: Deck) -> list[Finding]:
    out: list[Finding] = []
    if not deck.shapes:
        out.append(_error(DeckCheck.DECK_NO_PIECES))
        return out
    seen: dict[tuple[Cell, ...], str] = {}
    ids: set[str] = set()
    for shape in deck.shapes:
        sid = shape.id
        if sid in ids:
            out.append(_error(DeckCheck.PIECE_DUPLICATE_ID, piece=sid))
        ids.add(sid)
        if not _good_id(sid):
            out.append(_error(DeckCheck.PIECE_BAD_ID, piece=sid, shown=repr(sid)))
        if not _valid_cells(shape):
            out.append(_error(DeckCheck.PIECE_SHAPE, piece=sid, max=MAX_LEVEL))
            continue
        canon = min(shape.orients)
        if canon in seen:
            out.append(_error(DeckCheck.PIECE_SAME_SHAPE, piece=sid, other=seen[canon]))
        else:
            seen[canon] = sid
        if not 0 <= shape.count <= 99:
            out.append(_error(DeckCheck.PIECE_COUNT, piece=sid))
        elif shape.count == 0:
            out.append(_warning(DeckCheck.PIECE_NONE, piece=sid))
    return out


def _check_supply(deck: Deck) -> list[Finding]:
    """Warnings about the reserve: a reward more puzzles give than the reserve holds (the
    shortage rule then hands out other pieces), and two pieces of one colour."""
    out: list[Finding] = []
    given: dict[str, int] = {}
    for p in deck.puzzles:
        given[p.reward] = given.get(p.reward, 0) + 1
    colours: dict[str, str] = {}
    for shape in deck.shapes:
        n = given.get(shape.id, 0)
        if n > shape.count:
            out.append(_warning(DeckCheck.REWARD_SHORT, piece=shape.id, puzzles=n,
                                have=shape.count))
        key = shape.colour.lower()
        if key in colours:
            out.append(_warning(DeckCheck.PIECE_SAME_COLOUR, piece=shape.id,
                                other=colours[key]))
        else:
            colours[key] = shape.id
    return out


def _valid_cells(shape: Shape) -> bool:
    cells = shape.cells
    return (
        1 <= len(cells) <= MAX_LEVEL
        and len(set(cells)) == len(cells)
        and all(0 <= r < CARD_SIZE and 0 <= c < CARD_SIZE for r, c in cells)
        and is_connected(cells)
    )


def _puzzle_findings(puzzle: Puzzle, st: PuzzleStats) -> list[Finding]:
    pid = puzzle.id
    out: list[Finding] = []
    if st.fillable is False:
        assert st.reason is not None
        out.append(_error(DeckCheck.PUZZLE_UNFILLABLE, puzzle=pid, why=st.reason.reason))
    elif st.fillable_with_reserve is False:
        assert st.reason is not None
        out.append(_error(DeckCheck.PUZZLE_UNFILLABLE_RESERVE, puzzle=pid, why=st.reason.reason))
    elif st.fillable_with_reserve is None:
        out.append(_warning(DeckCheck.PUZZLE_TOO_HARD, puzzle=pid))
    elif st.too_hard:
        out.append(_info(DeckCheck.PUZZLE_STATS_TOO_HARD, puzzle=pid))
    if st.parts > 1:
        out.append(_warning(DeckCheck.PUZZLE_SPLIT, puzzle=pid, parts=st.parts))
    if st.fillable_with_reserve and st.fillings == 1:
        out.append(_info(DeckCheck.PUZZLE_ONE_FILLING, puzzle=pid))
    return out


def _check_setup(deck: Deck) -> list[Finding]:
    out: list[Finding] = []
    setup = deck.setup
    whites = len(deck.whites)
    blacks = len(deck.blacks)
    shape_ids = {s.id for s in deck.shapes}
    if whites == 0:
        out.append(_error(DeckCheck.DECK_NO_WHITE))
    if blacks == 0:
        out.append(_error(DeckCheck.DECK_NO_BLACK))
    black_table = dict(setup.black)
    for n in PLAYER_COUNTS:
        need = black_table.get(n)
        if need is None or need < 1:
            out.append(_error(DeckCheck.SETUP_BLACK_MISSING, players=n))
            continue
        if need > blacks:
            out.append(_error(DeckCheck.SETUP_BLACK_SHORT, players=n, need=need, have=blacks))
        elif need <= setup.row_size:
            out.append(_warning(DeckCheck.SETUP_BLACK_ROW, players=n, need=need))
    for n, need in setup.white:
        if need > whites:
            out.append(_error(DeckCheck.SETUP_WHITE_SHORT, players=n, need=need, have=whites))
    if 0 < whites < setup.row_size:
        out.append(_warning(DeckCheck.SETUP_WHITE_ROW, row=setup.row_size, have=whites))
    solo: SoloSetup = setup.solo
    if solo.white > whites:
        out.append(_error(DeckCheck.SETUP_SOLO_WHITE_SHORT, need=solo.white, have=whites))
    if solo.black > blacks:
        out.append(_error(DeckCheck.SETUP_SOLO_BLACK_SHORT, need=solo.black, have=blacks))
    if solo.white + solo.black < 9:
        out.append(_error(DeckCheck.SETUP_SOLO_SMALL, have=solo.white + solo.black))
    for pid in setup.starting_supply:
        if pid not in shape_ids:
            out.append(_error(DeckCheck.SETUP_START_MISSING, piece=pid))
    counts = {s.id: s.count for s in deck.shapes}
    wanted: dict[str, int] = {}
    for pid in setup.starting_supply:
        wanted[pid] = wanted.get(pid, 0) + 1
    for pid, k in wanted.items():
        if pid in counts and counts[pid] < 4 * k:
            out.append(_warning(DeckCheck.SETUP_START_SHORT, piece=pid, need=4 * k,
                                have=counts[pid]))
    return out


def _colour_summary(puzzles: list[Puzzle]) -> ColourSummary:
    if not puzzles:
        return ColourSummary()
    pts = [p.points for p in puzzles]
    return ColourSummary(len(puzzles), sum(pts), min(pts), max(pts))


def _summary(deck: Deck) -> DeckSummary:
    white = [p for p in deck.puzzles if p.colour == "white"]
    black = [p for p in deck.puzzles if p.colour == "black"]
    rewards = tuple(
        (
            s.id,
            sum(1 for p in white if p.reward == s.id),
            sum(1 for p in black if p.reward == s.id),
        )
        for s in deck.shapes
    )
    return DeckSummary(
        white=_colour_summary(white),
        black=_colour_summary(black),
        rewards=rewards,
        pieces=sum(s.count for s in deck.shapes),
        squares=sum(s.count * s.level for s in deck.shapes),
    )


def _summary_findings(deck: Deck, summary: DeckSummary) -> list[Finding]:
    out: list[Finding] = []
    if not deck.name.strip():
        out.append(_warning(DeckCheck.DECK_NO_NAME))
    for c, kind in (
        (summary.white, DeckCheck.DECK_POINTS_WHITE),
        (summary.black, DeckCheck.DECK_POINTS_BLACK),
    ):
        if c.puzzles:
            out.append(_info(kind, count=c.puzzles, points=c.points, low=c.min_points or 0,
                             high=c.max_points or 0))
    given = [f"{pid} ×{w + b}" for pid, w, b in summary.rewards if w + b]
    if given:
        out.append(_info(DeckCheck.DECK_REWARDS, rewards=", ".join(given)))
    never = [pid for pid, w, b in summary.rewards if not w + b]
    if never and deck.puzzles:
        out.append(_info(DeckCheck.DECK_NO_REWARD, pieces=", ".join(never)))
    return out


# ---------------------------------------------------------------------- drafts and playability

SOLO = 1
"""The player count of the solo game, in :attr:`Readiness.playable_for`."""
PLAYER_CHOICES = (SOLO, 2, 3, 4)


class Lack(Enum):
    """What a deck lacks before a game can be played with it."""

    WHITE = "white"
    """White puzzles (``missing`` more)."""
    BLACK = "black"
    """Black puzzles (``missing`` more)."""
    FIXES = "fixes"
    """Errors to fix in the editor (an empty puzzle, a reward that is no piece, a puzzle no
    pieces fill...): it plays with no player count."""


@dataclass(frozen=True, slots=True)
class Shortfall:
    """One thing a deck lacks for a player count (:data:`SOLO` for the solo game)."""

    lack: Lack
    players: int
    missing: int = 0

    def to_json(self) -> dict[str, Any]:
        """As JSON (``project-l deck validate --json``)."""
        return {"lack": self.lack.value, "players": self.players, "missing": self.missing}


@dataclass(frozen=True, slots=True)
class Readiness:
    """Whether a deck is a draft, for which player counts it plays, and what it lacks."""

    state: DeckState
    shortfalls: tuple[Shortfall, ...] = ()

    @property
    def playable_for(self) -> frozenset[int]:
        """The player counts (:data:`SOLO` for the solo game) a game can be dealt for."""
        return frozenset(n for n in PLAYER_CHOICES if not self.lacks(n))

    def lacks(self, players: int) -> tuple[Shortfall, ...]:
        """What the deck lacks for a game of ``players`` (empty: it plays)."""
        return tuple(s for s in self.shortfalls if s.players == players)

    @property
    def draft(self) -> bool:
        """Whether the deck is a draft."""
        return self.state == "draft"


# errors that concern only some player counts: :func:`readiness` counts the puzzles itself
_COUNT_ERRORS = frozenset({
    DeckCheck.DECK_NO_WHITE,
    DeckCheck.DECK_NO_BLACK,
    DeckCheck.SETUP_BLACK_SHORT,
    DeckCheck.SETUP_WHITE_SHORT,
    DeckCheck.SETUP_SOLO_WHITE_SHORT,
    DeckCheck.SETUP_SOLO_BLACK_SHORT,
})


def readiness(
    deck: Deck, recorded: DeckFileState | None = None, report: DeckReport | None = None
) -> Readiness:
    """How ready ``deck`` is to be played (docs/formats.md, "Drafts").

    With a ``report`` (a full validation) the report decides: errors about puzzle counts
    concern their player counts, any other error every count. Without one only what is quick
    to see is checked (puzzle counts, empty puzzles, rewards and starting pieces that are no
    pieces), and what the deck's file ``recorded`` stands for what only the solver knows: a
    count the file does not list as playable stays unplayable, and a file that says "draft"
    without listing counts plays with none. A recorded "playable" never hides a shortfall.
    """
    setup = deck.setup
    whites, blacks = len(deck.whites), len(deck.blacks)
    out: list[Shortfall] = []
    for n in PLAYER_CHOICES:
        if n == SOLO:
            need_white, need_black = max(1, setup.solo.white), max(1, setup.solo.black)
        else:
            need_white = max(1, dict(setup.white).get(n, 1))
            need_black = max(1, dict(setup.black).get(n, 1))
        if whites < need_white:
            out.append(Shortfall(Lack.WHITE, n, need_white - whites))
        if blacks < need_black:
            out.append(Shortfall(Lack.BLACK, n, need_black - blacks))
    shape_ids = {s.id for s in deck.shapes}
    # what only a draft may hold plays with nobody: a game's record reads its deck strictly
    broken = (
        not deck.shapes
        or setup.solo.white + setup.solo.black < 9
        or any(not p.mask or p.reward not in shape_ids for p in deck.puzzles)
        or any(pid not in shape_ids for pid in setup.starting_supply)
    )
    unplayable: set[int] = set()
    if report is not None:
        broken = broken or any(f.reason.kind not in _COUNT_ERRORS for f in report.errors)
    elif recorded is not None and recorded.playable_for is not None:
        unplayable = set(PLAYER_CHOICES) - recorded.playable_for
    elif recorded is not None and recorded.state == "draft":
        broken = True
    short = {s.players for s in out}
    for n in PLAYER_CHOICES:
        if (broken and Shortfall(Lack.FIXES, n) not in out) or (
            n in unplayable and n not in short
        ):
            out.append(Shortfall(Lack.FIXES, n))
    out.sort(key=lambda s: PLAYER_CHOICES.index(s.players))
    return Readiness("draft" if out else "playable", tuple(out))
