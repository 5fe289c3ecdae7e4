"""The engine's invariants, checked after every action by the random-play tests and the soak.

:func:`check_invariants` looks at one :class:`GameState` and raises :class:`InvariantBroken`
(an ``AssertionError``, so pytest shows it as a failed assertion) naming what is wrong:

- pieces are conserved: every piece of the deck is in exactly one place (the reserve, a supply,
  a puzzle; in the solo variant the locks and the automaton's supply are counters, no pieces,
  unless the state keeps real pieces behind them, as for a version-1 record: see
  :func:`solo_piles`);
- no cell of a puzzle is covered twice, every piece on a puzzle has its shape and lies on
  recessed cells, and no full puzzle stays unfinished;
- points are the completed puzzles' points, scores are points minus Finishing Touches pieces
  (minus the solo penalty), and the winners are the ones the rules name;
- every card is in exactly one place, and (given the dealt cards) no card appears or vanishes;
- turn bookkeeping stays in range.

:func:`check_round_trip` writes a record to JSON, reads it back, replays it and compares the
final state with the one the game reached.

Qt-free; imported by tests/test_random_play.py, tests/test_soak.py and bench/soak.py.
"""

from __future__ import annotations

from collections.abc import Iterable

from app.rules import GameRecord, GameState, Phase, SoloState, parse_record_bytes, replay

MAX_PUZZLES = 4
ACTIONS_PER_TURN = 3
GRID_SIZE = 9


class InvariantBroken(AssertionError):
    """An invariant of the engine does not hold."""


def _require(ok: bool, what: str) -> None:
    if not ok:
        raise InvariantBroken(what)


def _per_shape(value: object, shapes: int) -> tuple[int, ...] | None:
    """``value`` as a count per shape if it is one (a tuple of ``shapes`` whole numbers)."""
    if (
        isinstance(value, tuple)
        and len(value) == shapes
        and all(isinstance(x, int) and not isinstance(x, bool) for x in value)
    ):
        return value
    return None


def solo_piles(solo: SoloState, shapes: int) -> list[tuple[int, ...]]:
    """The solo state's piles that are real pieces of the deck, each as a count per shape.

    The lock piles and the automaton's supply were first kept as pieces taken from the reserve
    (a count per shape). They are now counters (a number per lock, a number for the supply),
    which are no pieces of the deck, except in a game read from a version-1 record, where a
    ``legacy`` part keeps the pieces behind the counters. This reads whichever the state
    holds, so the conservation law follows the engine's representation.
    """
    piles: list[tuple[int, ...]] = []
    counters: list[int] = []
    locks: object = getattr(solo, "locks", ())
    _require(isinstance(locks, tuple) and len(locks) == 3, "the solo state needs three locks")
    assert isinstance(locks, tuple)
    for lock in (*locks, getattr(solo, "opponent_supply", 0)):
        pile = _per_shape(lock, shapes)
        if pile is not None:
            piles.append(pile)
            counters.append(sum(pile))
        else:
            _require(
                isinstance(lock, int) and not isinstance(lock, bool) and lock >= 0,
                f"a solo lock or supply is neither pieces nor a counter: {lock!r}",
            )
            assert isinstance(lock, int)
            counters.append(lock)
    legacy: object = getattr(solo, "legacy", None)
    if legacy is not None:
        behind = [*getattr(legacy, "locks", ()), getattr(legacy, "opponent", None)]
        _require(len(behind) == 4, "the legacy solo pieces need three locks and a supply")
        for pile_value, counter in zip(behind, counters, strict=True):
            pile = _per_shape(pile_value, shapes)
            _require(
                pile is not None, f"a legacy solo pile is not a count per shape: {pile_value!r}"
            )
            assert pile is not None
            _require(sum(pile) == counter, "a solo counter is not the size of its legacy pile")
            piles.append(pile)
    return piles


def cards_in_play(state: GameState) -> list[str]:
    """Every puzzle card the state knows, wherever it lies (duplicates kept)."""
    cards: list[str] = [*state.white_row, *state.black_row, *state.white_deck, *state.black_deck]
    for p in state.players:
        cards += [pz.id for pz in p.puzzles]
        cards += p.completed
    if state.solo is not None:
        cards += [c for c in state.solo.grid if c is not None]
        cards += state.solo.deck
        cards += state.solo.opponent_completed
    return cards


def check_invariants(state: GameState, dealt: Iterable[str] | None = None) -> None:
    """Raise :class:`InvariantBroken` if ``state`` breaks an invariant of the rules.

    ``dealt``: the cards of the game's initial state (see :func:`cards_in_play`); when given,
    the cards now in play must be exactly those.
    """
    deck = state.deck
    n = len(deck.shapes)
    _require(len(state.reserve) == n, "the reserve does not have one count per shape")
    _require(all(x >= 0 for x in state.reserve), f"a reserve count is negative: {state.reserve}")
    total = list(state.reserve)
    for who, p in enumerate(state.players):
        _require(len(p.supply) == n, f"player {who}'s supply does not have one count per shape")
        _require(all(x >= 0 for x in p.supply), f"player {who}'s supply is negative: {p.supply}")
        for i in range(n):
            total[i] += p.supply[i]
        _require(len(p.puzzles) <= MAX_PUZZLES, f"player {who} has more than 4 puzzles")
        for pz in p.puzzles:
            puzzle = deck.puzzle_by_id.get(pz.id)
            _require(puzzle is not None, f"player {who} holds unknown puzzle {pz.id!r}")
            assert puzzle is not None
            union = 0
            for si, m in pz.pieces:
                _require(0 <= si < n, f"{pz.id}: a piece of unknown shape {si}")
                _require(not union & m, f"{pz.id}: a cell is covered twice")
                _require(
                    deck.shapes[si].matches(m),
                    f"{pz.id}: cells {m:#x} do not have the shape of {deck.shapes[si].id}",
                )
                union |= m
                total[si] += 1
            _require(union == pz.filled, f"{pz.id}: the filled cells are not its pieces' cells")
            _require(not pz.filled & ~puzzle.mask, f"{pz.id}: a piece lies on a solid cell")
            _require(pz.filled != puzzle.mask, f"{pz.id}: a full puzzle was not completed")
        _require(
            p.points == sum(deck.puzzle_by_id[c].points for c in p.completed),
            f"player {who}'s points are not the sum of the completed puzzles' points",
        )
        _require(p.finishing_pieces >= 0, f"player {who} placed a negative number of pieces")
        _require(
            p.score == p.points - p.finishing_pieces - p.penalty,
            f"player {who}'s score is not points - Finishing Touches - penalty",
        )
        if state.solo is None or state.phase is not Phase.FINISHED:
            _require(p.penalty == 0, f"player {who} has a penalty before the solo final scoring")
        if state.phase is Phase.PLAYING:
            _require(p.finishing_pieces == 0, f"player {who} has Finishing Touches too early")
    solo = state.solo
    if solo is not None:
        _require(len(state.players) == 1, "a solo game has one player")
        _require(len(solo.grid) == GRID_SIZE, "the solo grid does not have 9 positions")
        for pile in solo_piles(solo, n):
            _require(all(x >= 0 for x in pile), f"a solo pile is negative: {pile}")
            for i in range(n):
                total[i] += pile[i]
        _require(
            solo.opponent_points
            == sum(deck.puzzle_by_id[c].points for c in solo.opponent_completed),
            "the automaton's points are not the sum of its puzzles' points",
        )
    else:
        _require(2 <= len(state.players) <= 4, "a game has 2 to 4 players")
        size = deck.setup.row_size
        _require(
            len(state.white_row) <= size and len(state.black_row) <= size,
            "a row holds more cards than the deck's row size",
        )
    counts = [s.count for s in deck.shapes]
    _require(total == counts, f"pieces are not conserved: {total} in play, the deck has {counts}")
    cards = cards_in_play(state)
    _require(len(cards) == len(set(cards)), "a card lies in two places")
    _require(all(c in deck.puzzle_by_id for c in cards), "an unknown card is in play")
    if dealt is not None:
        _require(set(cards) == set(dealt), "a card appeared or vanished")
    _require(0 <= state.current < len(state.players), "the current player is out of range")
    _require(0 <= state.actions_left <= ACTIONS_PER_TURN, "actions left out of range")
    _require(state.round >= 1, "the round number is below 1")
    if state.phase is Phase.FINISHED:
        _check_winners(state)
    else:
        _require(state.winners is None, "winners are named before the end")
    if state.pending:
        _require(state.phase is Phase.PLAYING, "a reward waits outside the playing phase")


def _check_winners(state: GameState) -> None:
    deck = state.deck
    _require(state.winners is not None, "a finished game names no winners")
    assert state.winners is not None
    _require(not state.pending, "a finished game still owes a reward")
    if state.solo is not None:
        p = state.players[0]
        _require(
            p.penalty == sum(deck.puzzle_by_id[pz.id].points for pz in p.puzzles),
            "the solo penalty is not the points of the unfinished puzzles",
        )
        expect: tuple[int, ...] = (0,) if p.score > state.solo.opponent_points else ()
        _require(state.winners == expect, "the solo result does not follow from the scores")
        return
    keys = [(p.score, len(p.completed), sum(p.supply)) for p in state.players]
    best = max(keys)
    expect = tuple(i for i, k in enumerate(keys) if k == best)
    _require(
        state.winners == expect,
        f"winners {state.winners} but points, puzzles and supply name {expect}",
    )


def check_round_trip(record: GameRecord, state: GameState) -> None:
    """``record`` -> JSON -> record -> replay must give ``state`` exactly."""
    blob = record.to_bytes()
    again = parse_record_bytes(blob)
    _require(again.to_bytes() == blob, "the record's JSON changed on a round trip")
    result = replay(again)
    _require(
        result.ok,
        f"the record does not replay: action {result.error_index}: {result.error}",
    )
    _require(result.state == state, "the replayed state differs from the played one")
