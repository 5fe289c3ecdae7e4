"""The rules of Project L (first edition) as pure functions on immutable states.

``check(state, action)`` says why an action is illegal, as a :class:`~app.rules.reasons.Reason`
(or returns None);
``apply(state, action)`` returns the next state; ``legal_actions(state)`` lists what can be done.
The rules as implemented, with every decision, are docs/rules.md.

Why one module of over 800 lines: the rules are one set of pure functions over one state, in the
order of docs/rules.md: a rule split over files would be harder to check against the rulebook.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from app.rules import actions, events
from app.rules.actions import Action
from app.rules.deck import DIFFICULTIES, Deck
from app.rules.errors import IllegalAction
from app.rules.events import Event
from app.rules.reasons import Arg, Choices, Illegal, Reason, Square
from app.rules.rng import SplitMix64
from app.rules.shapes import CARD_SIZE, Mask, cells_to_mask, mask_to_cells
from app.rules.state import (
    GameState,
    LegacySoloPieces,
    Phase,
    PlayerState,
    PuzzleInPlay,
    SoloState,
)

if TYPE_CHECKING:  # the type checker checks the fields given as it does dataclasses.replace's
    from dataclasses import replace
else:  # the same, about twice as fast (app/rules/state.py)
    from app.rules.state import evolve as replace

MAX_PUZZLES = 4
ACTIONS_PER_TURN = 3
GRID_SIZE = 9

# ---------------------------------------------------------------------------------------------
# small helpers on count tuples


def _add(counts: tuple[int, ...], i: int, d: int) -> tuple[int, ...]:
    return counts[:i] + (counts[i] + d,) + counts[i + 1 :]


def lowest_piece(deck: Deck, pile: Sequence[int]) -> int | None:
    """The piece that leaves a pile first: lowest level, ties by shape order. None if empty."""
    best: int | None = None
    levels = deck.levels
    for i, n in enumerate(pile):
        if n and (best is None or levels[i] < levels[best]):
            best = i
    return best


def piece_options(
    deck: Deck, reserve: Sequence[int], wanted: int | None, level: int
) -> tuple[int, ...]:
    """Shapes a player may take when ``wanted`` (or, if None, any piece of ``level``) is due.

    The shortage rule: the wanted shape if the reserve has it; else any piece of the same level;
    else all pieces of the nearest higher level that has pieces together with all pieces of every
    lower level. Empty when the reserve is empty.
    """
    if wanted is not None and reserve[wanted] > 0:
        return (wanted,)
    levels = deck.levels
    same = tuple(i for i, n in enumerate(reserve) if n and levels[i] == level)
    if same:
        return same
    higher = [levels[i] for i, n in enumerate(reserve) if n and levels[i] > level]
    nearest = min(higher) if higher else None
    return tuple(
        i for i, n in enumerate(reserve) if n and (levels[i] < level or levels[i] == nearest)
    )


def take_piece_options(state: GameState) -> tuple[int, ...]:
    """Shapes "take a level-1 piece" can give from the current reserve."""
    return piece_options(state.deck, state.reserve, None, 1)


def reward_options(state: GameState) -> tuple[int, ...]:
    """The choices of the pending reward (empty when nothing is pending)."""
    if not state.pending:
        return ()
    deck = state.deck
    si = deck.shape_index[state.pending[0][1]]
    return piece_options(deck, state.reserve, si, deck.levels[si])


def upgrade_targets(deck: Deck, reserve: Sequence[int], source: int) -> tuple[int, ...]:
    """Shapes a piece of shape ``source`` may be upgraded or exchanged into."""
    levels = deck.levels
    lvl = levels[source]
    r = list(reserve)
    r[source] += 1  # the returned piece goes back before the new one is taken
    higher = [levels[i] for i, n in enumerate(r) if n and levels[i] > lvl]
    up = min(higher) if higher else None
    return tuple(
        i for i, n in enumerate(r) if n and i != source and (levels[i] <= lvl or levels[i] == up)
    )


def _choices(deck: Deck, shapes: Sequence[int]) -> Choices:
    return Choices(tuple(deck.shapes[i].id for i in shapes))


def _why(kind: Illegal, **args: Arg) -> Reason:
    return Reason.of(kind, **args)


# ---------------------------------------------------------------------------------------------
# setup


def deal(deck: Deck, players: int, seed: int) -> tuple[list[str], list[str]]:
    """The white and black decks of a seeded 2-4 player game, top card first.

    Order of draws (fixed by docs/formats.md): shuffle all white ids (deck order) with
    ``SplitMix64(seed)``, then shuffle all black ids with the same generator and keep the first
    N for the player count; the whites are cut to the setup table's count if it has one.
    """
    rng = SplitMix64(seed)
    whites = rng.shuffled(deck.whites)
    blacks = rng.shuffled(deck.blacks)
    return whites[: deck.setup.white_count(players, len(whites))], blacks[
        : deck.setup.black_count(players)
    ]


def deal_solo(deck: Deck, seed: int) -> list[str]:
    """The solo deck of a seeded game: 15 shuffled whites on top of 10 shuffled blacks."""
    rng = SplitMix64(seed)
    whites = rng.shuffled(deck.whites)
    blacks = rng.shuffled(deck.blacks)
    solo = deck.setup.solo
    return whites[: solo.white] + blacks[: solo.black]


def _take_for_setup(deck: Deck, reserve: list[int], wanted: int | None, level: int) -> int | None:
    opts = piece_options(deck, reserve, wanted, level)
    if not opts:
        return None
    reserve[opts[0]] -= 1
    return opts[0]


def _starting_players(
    deck: Deck, names: Sequence[str], reserve: list[int]
) -> tuple[PlayerState, ...]:
    players = []
    for name in names:
        supply = [0] * len(deck.shapes)
        for pid in deck.setup.starting_supply:
            si = deck.shape_index[pid]
            got = _take_for_setup(deck, reserve, si, deck.levels[si])
            if got is not None:
                supply[got] += 1
        players.append(PlayerState(name=name, supply=tuple(supply)))
    return tuple(players)


def new_game(
    deck: Deck, names: Sequence[str], white_deck: Sequence[str], black_deck: Sequence[str]
) -> GameState:
    """A 2-4 player game dealt from the given decks (top card first).

    :raises ValueError: for a wrong number of players or unknown puzzle ids.
    """
    if not 2 <= len(names) <= 4:
        raise ValueError("a game has 2 to 4 players (1 for the solo variant)")
    for pid in (*white_deck, *black_deck):
        if pid not in deck.puzzle_by_id:
            raise ValueError(f"unknown puzzle {pid}")
    reserve = list(deck.reserve_counts())
    players = _starting_players(deck, names, reserve)
    size = deck.setup.row_size
    state = GameState(
        deck=deck,
        players=players,
        reserve=tuple(reserve),
        white_row=tuple(white_deck[:size]),
        black_row=tuple(black_deck[:size]),
        white_deck=tuple(white_deck[size:]),
        black_deck=tuple(black_deck[size:]),
    )
    if not state.black_deck:
        state = replace(state, end_triggered=True, final_round=state.round + 1)
    return state


def new_solo_game(
    deck: Deck, name: str, difficulty: str, cards: Sequence[str], *, legacy_pieces: bool = False
) -> GameState:
    """A solo game against the automaton, dealt from ``cards`` (top first).

    The locks and the automaton's supply are counters and the reserve keeps every piece but the
    player's own. ``legacy_pieces`` plays them as version-1 records did: real level-1 pieces taken
    from the reserve (docs/formats.md, "Versions").

    :raises ValueError: for an unknown difficulty or puzzle id.
    """
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    for pid in cards:
        if pid not in deck.puzzle_by_id:
            raise ValueError(f"unknown puzzle {pid}")
    reserve = list(deck.reserve_counts())
    players = _starting_players(deck, [name], reserve)
    setup = deck.setup.solo
    lock_counts = setup.locks
    opponent = setup.opponent_pieces(difficulty)
    legacy: LegacySoloPieces | None = None
    if legacy_pieces:
        piles = [_legacy_pile(deck, reserve, count) for count in (*lock_counts, opponent)]
        legacy = LegacySoloPieces(locks=(piles[0], piles[1], piles[2]), opponent=piles[3])
        lock_counts = (sum(piles[0]), sum(piles[1]), sum(piles[2]))
        opponent = sum(piles[3])
    grid = tuple(cards[:GRID_SIZE]) + (None,) * max(0, GRID_SIZE - len(cards))
    solo = SoloState(
        difficulty=difficulty,
        grid=grid,
        locks=(lock_counts[0], lock_counts[1], lock_counts[2]),
        opponent_supply=opponent,
        deck=tuple(cards[GRID_SIZE:]),
        legacy=legacy,
    )
    state = GameState(deck=deck, players=players, reserve=tuple(reserve), solo=solo)
    if not solo.deck:
        state = replace(state, end_triggered=True, final_round=state.round + 1)
    return state


def _legacy_pile(deck: Deck, reserve: list[int], count: int) -> tuple[int, ...]:
    """Version 1: ``count`` level-1 pieces taken from the reserve by the shortage rule."""
    pile = [0] * len(deck.shapes)
    for _ in range(count):
        got = _take_for_setup(deck, reserve, None, 1)
        if got is not None:
            pile[got] += 1
    return tuple(pile)


# ---------------------------------------------------------------------------------------------
# checking


def _puzzle_mask(deck: Deck, puzzle_id: str) -> Mask:
    return deck.puzzle_by_id[puzzle_id].mask


def _check_placement(
    state: GameState, pl: actions.Placement | actions.Place, taken: dict[str, Mask], used: list[int]
) -> Reason | None:
    """Check one placement against the player's puzzles; ``taken`` holds cells already used
    by earlier placements of the same action, ``used`` counts pieces used so far."""
    deck = state.deck
    player = state.player
    pz = player.puzzle(pl.puzzle)
    if pz is None:
        if pl.puzzle in player.completed:
            return _why(Illegal.ALREADY_COMPLETED, puzzle=pl.puzzle)
        return _why(Illegal.NOT_YOUR_PUZZLE, puzzle=pl.puzzle)
    si = deck.shape_index.get(pl.piece)
    if si is None:
        return _why(Illegal.NO_SUCH_PIECE, piece=pl.piece)
    if player.supply[si] - used[si] <= 0:
        if used[si]:
            return _why(Illegal.NO_OTHER_IN_SUPPLY, piece=pl.piece)
        return _why(Illegal.NOT_IN_SUPPLY, piece=pl.piece)
    mask = 0
    for r, c in pl.cells:
        if not (0 <= r < CARD_SIZE and 0 <= c < CARD_SIZE):
            return _why(Illegal.OUTSIDE_CARD)
        bit = 1 << (r * CARD_SIZE + c)
        if mask & bit:
            return _why(Illegal.SQUARE_TWICE, square=Square(r, c))
        mask |= bit
    region = _puzzle_mask(deck, pl.puzzle)
    filled = pz.filled | taken.get(pl.puzzle, 0)
    for r, c in pl.cells:
        bit = 1 << (r * CARD_SIZE + c)
        if not region & bit:
            return _why(Illegal.SOLID_SQUARE, square=Square(r, c), puzzle=pl.puzzle)
        if filled & bit:
            return _why(Illegal.COVERED_SQUARE, square=Square(r, c), puzzle=pl.puzzle)
    if not deck.shapes[si].matches(mask):
        return _why(Illegal.WRONG_SHAPE, piece=pl.piece)
    taken[pl.puzzle] = taken.get(pl.puzzle, 0) | mask
    used[si] += 1
    return None


def check(state: GameState, action: Action) -> Reason | None:
    """Why ``action`` is illegal in ``state`` (a :class:`Reason`); None if it is legal."""
    deck = state.deck
    if state.phase is Phase.FINISHED:
        return _why(Illegal.GAME_OVER)
    if state.pending and not isinstance(action, actions.ChooseReward):
        return _why(
            Illegal.CHOOSE_REWARD_FIRST,
            puzzle=state.pending[0][0],
            choices=_choices(deck, reward_options(state)),
        )
    if state.phase is Phase.FINISHING_TOUCHES:
        if not isinstance(action, actions.Finish):
            return _why(Illegal.ONLY_FINISHING_TOUCHES)
    elif isinstance(action, actions.Finish):
        return _why(Illegal.FINISHING_TOUCHES_LATER)
    player = state.player

    if isinstance(action, actions.TakePuzzle):
        if len(player.puzzles) >= MAX_PUZZLES:
            return _why(Illegal.PUZZLE_LIMIT, limit=MAX_PUZZLES)
        if state.solo is not None:
            if action.puzzle not in state.solo.grid:
                return _why(Illegal.NOT_IN_GRID, puzzle=action.puzzle)
        elif action.puzzle not in state.white_row and action.puzzle not in state.black_row:
            return _why(Illegal.NOT_IN_ROW, puzzle=action.puzzle)
        return None

    if isinstance(action, actions.TakePiece):
        opts = take_piece_options(state)
        if not opts:
            return _why(Illegal.RESERVE_EMPTY)
        if action.piece is None:
            if len(opts) > 1:
                return _why(Illegal.CHOOSE_PIECE, choices=_choices(deck, opts))
            return None
        si = deck.shape_index.get(action.piece)
        if si is None:
            return _why(Illegal.NO_SUCH_PIECE, piece=action.piece)
        if si not in opts:
            # "the level-1 piece" only when it is one: in a shortage the one piece to take
            # may be of level 2 (the rules' fallback), which that wording would call level 1
            level_1 = len(opts) == 1 and deck.levels[opts[0]] == 1
            kind = Illegal.TAKE_THE_LEVEL_1_PIECE if level_1 else Illegal.TAKE_ONE_OF
            return _why(kind, piece=action.piece, choices=_choices(deck, opts))
        return None

    if isinstance(action, actions.Upgrade):
        src = deck.shape_index.get(action.source)
        dst = deck.shape_index.get(action.target)
        if src is None:
            return _why(Illegal.NO_SUCH_PIECE, piece=action.source)
        if dst is None:
            return _why(Illegal.NO_SUCH_PIECE, piece=action.target)
        if player.supply[src] <= 0:
            return _why(Illegal.NOT_IN_SUPPLY, piece=action.source)
        if src == dst:
            return _why(Illegal.EXCHANGE_SAME_SHAPE, piece=action.source)
        if dst in upgrade_targets(deck, state.reserve, src):
            return None
        lvl, tl = deck.levels[src], deck.levels[dst]
        if state.reserve[dst] <= 0:
            return _why(Illegal.NONE_LEFT, piece=action.target)
        # higher level but not the next level that has pieces
        ups = [i for i in upgrade_targets(deck, state.reserve, src) if deck.levels[i] > lvl]
        if not ups:
            return _why(Illegal.ONLY_EXCHANGE, level=lvl, piece=action.source)
        return _why(
            Illegal.UPGRADE_LEVEL, piece=action.source, next_level=deck.levels[ups[0]], level=tl
        )

    if isinstance(action, actions.Place):
        return _check_placement(state, action, {}, [0] * len(deck.shapes))

    if isinstance(action, actions.Master):
        if state.master_used:
            return _why(Illegal.MASTER_USED)
        if not action.placements:
            return _why(Illegal.MASTER_EMPTY)
        seen: set[str] = set()
        taken: dict[str, Mask] = {}
        used = [0] * len(deck.shapes)
        for pl in action.placements:
            if pl.puzzle in seen:
                return _why(Illegal.MASTER_SAME_PUZZLE, puzzle=pl.puzzle)
            seen.add(pl.puzzle)
            why = _check_placement(state, pl, taken, used)
            if why:
                return why
        return None

    if isinstance(action, actions.EndTurn):
        return None

    if isinstance(action, actions.ChooseReward):
        if not state.pending:
            return _why(Illegal.NO_REWARD_TO_CHOOSE)
        opts = reward_options(state)
        si = deck.shape_index.get(action.piece)
        if si is None or si not in opts:
            return _why(
                Illegal.WRONG_REWARD, puzzle=state.pending[0][0], choices=_choices(deck, opts)
            )
        return None

    if isinstance(action, actions.Finish):
        taken = {}
        used = [0] * len(deck.shapes)
        for pl in action.placements:
            why = _check_placement(state, pl, taken, used)
            if why:
                return why
        return None
    return _why(Illegal.UNKNOWN_ACTION)


def is_legal(state: GameState, action: Action) -> bool:
    """Whether ``action`` is legal in ``state``."""
    return check(state, action) is None


# ---------------------------------------------------------------------------------------------
# applying


def apply(state: GameState, action: Action, *, validate: bool = True) -> GameState:
    """The state after ``action``. ``validate=False`` skips the check (for actions known legal).

    :raises IllegalAction: when the action breaks a rule (the message says which).
    """
    return _apply(state, action, None, validate)


def apply_with_events(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """Like :func:`apply`, also returning what happened, in order.

    :raises IllegalAction: when the action breaks a rule.
    """
    happened: list[Event] = []
    return _apply(state, action, happened, True), happened


def _apply(state: GameState, action: Action, ev: list[Event] | None, validate: bool) -> GameState:
    if validate:
        why = check(state, action)
        if why is not None:
            raise IllegalAction(why)
    if isinstance(action, actions.ChooseReward):
        return _choose_reward(state, action, ev)
    if isinstance(action, actions.Finish):
        return _finish(state, action, ev)
    if isinstance(action, actions.EndTurn):
        return _end_turn(state, ev)
    if isinstance(action, actions.TakePuzzle):
        state = _take_puzzle(state, action.puzzle, ev)
    elif isinstance(action, actions.TakePiece):
        state = _take_piece(state, action, ev)
    elif isinstance(action, actions.Upgrade):
        state = _upgrade(state, action, ev)
    elif isinstance(action, actions.Place):
        state = _place_all(state, (action.placement,), ev)
    elif isinstance(action, actions.Master):
        state = _place_all(state, action.placements, ev)
        state = replace(state, master_used=True)
    state = _complete(state, ev, rewards=True)
    state = replace(state, actions_left=state.actions_left - 1)
    if not state.pending and state.actions_left <= 0:
        state = _end_turn(state, ev)
    return state


def _with_player(state: GameState, player: PlayerState, **changes: object) -> GameState:
    players = state.players[: state.current] + (player,) + state.players[state.current + 1 :]
    return replace(state, players=players, **changes)  # type: ignore[arg-type]


def _trigger_end(state: GameState, ev: list[Event] | None) -> GameState:
    if state.end_triggered:
        return state
    if ev is not None:
        ev.append(events.EndTriggered(state.current))
    return replace(state, end_triggered=True, final_round=state.round + 1)


def _take_puzzle(state: GameState, puzzle_id: str, ev: list[Event] | None) -> GameState:
    player = state.player
    player = replace(player, puzzles=(*player.puzzles, PuzzleInPlay(puzzle_id)))
    replacement = ""
    solo = state.solo
    if solo is not None:
        pos = solo.grid.index(puzzle_id)
        col = pos % 3
        if solo.locks[col]:
            solo, moved = _move_lock_to_supply(state.deck, solo, col)
            if ev is not None:
                ev.append(
                    events.LockMoved(state.current, col, moved or None)
                )
        grid = list(solo.grid)
        deck_cards = solo.deck
        if deck_cards:
            grid[pos] = deck_cards[0]
            replacement = deck_cards[0]
            deck_cards = deck_cards[1:]
        else:
            grid[pos] = None
        solo = replace(solo, grid=tuple(grid), deck=deck_cards)
        state = _with_player(state, player, solo=solo)
        if ev is not None:
            ev.append(
                events.PuzzleTaken(state.current, puzzle_id, replacement or None)
            )
        if replacement and not deck_cards:
            state = _trigger_end(state, ev)
        return state
    black = puzzle_id in state.black_row
    row = state.black_row if black else state.white_row
    cards = state.black_deck if black else state.white_deck
    i = row.index(puzzle_id)
    if cards:
        replacement = cards[0]
        row = row[:i] + (replacement,) + row[i + 1 :]
        cards = cards[1:]
    else:
        row = row[:i] + row[i + 1 :]
    if black:
        state = _with_player(state, player, black_row=row, black_deck=cards)
    else:
        state = _with_player(state, player, white_row=row, white_deck=cards)
    if ev is not None:
        ev.append(
            events.PuzzleTaken(state.current, puzzle_id, replacement or None)
        )
    if black and replacement and not cards:
        state = _trigger_end(state, ev)
    return state


def _take_piece(state: GameState, action: actions.TakePiece, ev: list[Event] | None) -> GameState:
    deck = state.deck
    opts = take_piece_options(state)
    si = opts[0] if action.piece is None else deck.shape_index[action.piece]
    player = state.player
    player = replace(player, supply=_add(player.supply, si, 1))
    if ev is not None:
        ev.append(events.PieceTaken(state.current, deck.shapes[si].id))
    return _with_player(state, player, reserve=_add(state.reserve, si, -1))


def _upgrade(state: GameState, action: actions.Upgrade, ev: list[Event] | None) -> GameState:
    deck = state.deck
    src = deck.shape_index[action.source]
    dst = deck.shape_index[action.target]
    player = state.player
    supply = _add(_add(player.supply, src, -1), dst, 1)
    reserve = _add(_add(state.reserve, src, 1), dst, -1)
    if ev is not None:
        ev.append(events.PieceReturned(state.current, action.source))
        ev.append(
            events.PieceTaken(state.current, action.target, returned=action.source)
        )
    return _with_player(state, replace(player, supply=supply), reserve=reserve)


def with_placements(state: GameState, placements: Sequence[actions.Placement]) -> GameState:
    """The state with these placements of the player to move made and nothing else: their
    pieces leave the supply and cover their cells; no puzzle is completed, no action is used.
    For looking ahead at a plan (a master action or Finishing Touches being built); the
    placements must be legal together (``check`` a Master or Finish of them first)."""
    return _place_all(state, placements, None)


def _place_all(
    state: GameState, placements: Sequence[actions.Placement], ev: list[Event] | None
) -> GameState:
    deck = state.deck
    player = state.player
    supply = list(player.supply)
    puzzles = list(player.puzzles)
    for pl in placements:
        si = deck.shape_index[pl.piece]
        mask = cells_to_mask(pl.cells)
        supply[si] -= 1
        for k, pz in enumerate(puzzles):
            if pz.id == pl.puzzle:
                puzzles[k] = PuzzleInPlay(pz.id, pz.filled | mask, (*pz.pieces, (si, mask)))
                break
        if ev is not None:
            ev.append(
                events.PiecePlaced(state.current, pl.puzzle, pl.piece, mask)
            )
    return _with_player(state, replace(player, supply=tuple(supply), puzzles=tuple(puzzles)))


def _complete(state: GameState, ev: list[Event] | None, *, rewards: bool) -> GameState:
    """Complete every full puzzle of the current player, in the order they were taken."""
    deck = state.deck
    player = state.player
    done = [pz for pz in player.puzzles if pz.filled == deck.puzzle_by_id[pz.id].mask]
    if not done:
        return state
    supply = list(player.supply)
    points = player.points
    completed = player.completed
    queue: list[tuple[str, str]] = []
    for pz in done:
        for si, _ in pz.pieces:
            supply[si] += 1
        puzzle = deck.puzzle_by_id[pz.id]
        points += puzzle.points
        completed = (*completed, pz.id)
        queue.append((pz.id, puzzle.reward))
        if ev is not None:
            ev.append(
                events.PuzzleCompleted(state.current, pz.id, puzzle.points)
            )
    player = replace(
        player,
        supply=tuple(supply),
        puzzles=tuple(pz for pz in player.puzzles if pz not in done),
        completed=completed,
        points=points,
    )
    state = _with_player(state, player)
    if not rewards:
        return state
    return _resolve_rewards(replace(state, pending=(*state.pending, *queue)), ev)


def _resolve_rewards(state: GameState, ev: list[Event] | None) -> GameState:
    """Give the queued rewards in order until one needs the player's choice."""
    deck = state.deck
    reserve = list(state.reserve)
    supply = list(state.player.supply)
    queue = list(state.pending)
    while queue:
        puzzle_id, piece = queue[0]
        si = deck.shape_index[piece]
        opts = piece_options(deck, reserve, si, deck.levels[si])
        if len(opts) > 1:
            if ev is not None:
                ev.append(
                    events.RewardPending(
                        state.current,
                        puzzle_id,
                        piece,
                        tuple(deck.shapes[i].id for i in opts),
                    )
                )
            break
        got = ""
        if opts:
            reserve[opts[0]] -= 1
            supply[opts[0]] += 1
            got = deck.shapes[opts[0]].id
        if ev is not None:
            ev.append(
                events.RewardTaken(state.current, puzzle_id, got or None, piece)
            )
        queue.pop(0)
    player = replace(state.player, supply=tuple(supply))
    return _with_player(state, player, reserve=tuple(reserve), pending=tuple(queue))


def _choose_reward(
    state: GameState, action: actions.ChooseReward, ev: list[Event] | None
) -> GameState:
    deck = state.deck
    si = deck.shape_index[action.piece]
    puzzle_id, wanted = state.pending[0]
    player = replace(state.player, supply=_add(state.player.supply, si, 1))
    if ev is not None:
        ev.append(
            events.RewardTaken(state.current, puzzle_id, action.piece, wanted)
        )
    state = _with_player(
        state, player, reserve=_add(state.reserve, si, -1), pending=state.pending[1:]
    )
    state = _resolve_rewards(state, ev)
    if not state.pending and state.actions_left <= 0:
        state = _end_turn(state, ev)
    return state


def _end_turn(state: GameState, ev: list[Event] | None) -> GameState:
    if ev is not None:
        ev.append(events.TurnEnded(state.current))
    fresh = {"actions_left": ACTIONS_PER_TURN, "master_used": False}
    if state.solo is not None:
        state = _opponent_turn(state, ev)
        if state.end_triggered and state.round >= state.final_round:
            return _start_finishing(state, ev)
        state = replace(state, round=state.round + 1, **fresh)  # type: ignore[arg-type]
        if ev is not None and state.is_final_round:
            ev.append(events.FinalRound())
        return state
    nxt = state.current + 1
    if nxt < len(state.players):
        return replace(state, current=nxt, **fresh)  # type: ignore[arg-type]
    if state.end_triggered and state.round >= state.final_round:
        return _start_finishing(state, ev)
    state = replace(state, current=0, round=state.round + 1, **fresh)  # type: ignore[arg-type]
    if ev is not None and state.is_final_round:
        ev.append(events.FinalRound())
    return state


def _start_finishing(state: GameState, ev: list[Event] | None) -> GameState:
    return replace(
        state, phase=Phase.FINISHING_TOUCHES, current=0, actions_left=0, master_used=False
    )


def _move_lock_to_supply(deck: Deck, solo: SoloState, col: int) -> tuple[SoloState, str]:
    """One counter from above column ``col`` into the automaton's supply.

    Returns the new solo state and, in a version-1 game, the id of the piece that moved ("" for
    a counter).
    """
    locks = list(solo.locks)
    locks[col] -= 1
    legacy = solo.legacy
    moved = ""
    if legacy is not None:
        piles = list(legacy.locks)
        low = lowest_piece(deck, piles[col])
        assert low is not None
        piles[col] = _add(piles[col], low, -1)
        legacy = LegacySoloPieces(
            locks=(piles[0], piles[1], piles[2]), opponent=_add(legacy.opponent, low, 1)
        )
        moved = deck.shapes[low].id
    solo = replace(
        solo,
        locks=(locks[0], locks[1], locks[2]),
        opponent_supply=solo.opponent_supply + 1,
        legacy=legacy,
    )
    return solo, moved


def _remove_one_lock_each(state: GameState, solo: SoloState) -> GameState:
    """The all-locked rule: one counter leaves each column (in a version-1 game the lowest piece
    of each pile went back to the reserve; the counters' reserve is not tracked)."""
    reserve = state.reserve
    legacy = solo.legacy
    if legacy is not None:
        back = list(reserve)
        piles = [list(p) for p in legacy.locks]
        for pile in piles:
            low = lowest_piece(state.deck, pile)
            assert low is not None
            pile[low] -= 1
            back[low] += 1
        legacy = replace(legacy, locks=(tuple(piles[0]), tuple(piles[1]), tuple(piles[2])))
        reserve = tuple(back)
    locks = solo.locks
    solo = replace(solo, locks=(locks[0] - 1, locks[1] - 1, locks[2] - 1), legacy=legacy)
    return replace(state, solo=solo, reserve=reserve)


def _gather_locks(deck: Deck, solo: SoloState, col: int) -> SoloState:
    """After the automaton takes from ``col``: its whole supply plus one counter from above each
    other column (where there is one) move above ``col``."""
    locks = list(solo.locks)
    locks[col] += solo.opponent_supply
    for other in range(3):
        if other != col and locks[other]:
            locks[other] -= 1
            locks[col] += 1
    legacy = solo.legacy
    if legacy is not None:
        piles = [list(p) for p in legacy.locks]
        for i, n in enumerate(legacy.opponent):
            piles[col][i] += n
        for other in range(3):
            if other != col:
                low = lowest_piece(deck, piles[other])
                if low is not None:
                    piles[other][low] -= 1
                    piles[col][low] += 1
        legacy = LegacySoloPieces(
            locks=(tuple(piles[0]), tuple(piles[1]), tuple(piles[2])),
            opponent=(0,) * len(deck.shapes),
        )
    return replace(
        solo, locks=(locks[0], locks[1], locks[2]), opponent_supply=0, legacy=legacy
    )


def _opponent_turn(state: GameState, ev: list[Event] | None) -> GameState:
    """The automaton's turn of the solo variant."""
    solo = state.solo
    assert solo is not None
    deck = state.deck
    if all(solo.locks):
        if ev is not None:
            ev.append(events.LocksReturned())
        return _remove_one_lock_each(state, solo)
    best = -1
    best_points = -1
    for pos, pid in enumerate(solo.grid):
        if pid is None or solo.locks[pos % 3]:
            continue
        pts = deck.puzzle_by_id[pid].points
        if pts > best_points:
            best, best_points = pos, pts
    if best < 0:
        if ev is not None:
            ev.append(events.OpponentIdle())
        return state
    taken = solo.grid[best]
    assert taken is not None
    solo = _gather_locks(deck, solo, best % 3)
    grid = list(solo.grid)
    cards = solo.deck
    replacement = ""
    if cards:
        replacement = cards[0]
        grid[best] = replacement
        cards = cards[1:]
    else:
        grid[best] = None
    solo = replace(
        solo,
        grid=tuple(grid),
        deck=cards,
        opponent_completed=(*solo.opponent_completed, taken),
        opponent_points=solo.opponent_points + best_points,
    )
    if ev is not None:
        ev.append(
            events.OpponentTook(taken, best_points, best, replacement or None)
        )
    state = replace(state, solo=solo)
    if replacement and not cards:
        state = _trigger_end(state, ev)
    return state


def _finish(state: GameState, action: actions.Finish, ev: list[Event] | None) -> GameState:
    state = _place_all(state, action.placements, ev)
    player = state.player
    state = _with_player(
        state, replace(player, finishing_pieces=player.finishing_pieces + len(action.placements))
    )
    if ev is not None:
        ev.append(
            events.FinishingTouchesMade(state.current, len(action.placements))
        )
    state = _complete(state, ev, rewards=False)
    nxt = state.current + 1
    if nxt < len(state.players):
        return replace(state, current=nxt)
    return _final_scoring(state, ev)


def _final_scoring(state: GameState, ev: list[Event] | None) -> GameState:
    deck = state.deck
    if state.solo is not None:
        p = state.players[0]
        penalty = sum(deck.puzzle_by_id[pz.id].points for pz in p.puzzles)
        p = replace(p, penalty=penalty)
        winners: tuple[int, ...] = (0,) if p.score > state.solo.opponent_points else ()
        state = replace(state, players=(p,))
    else:
        keys = [ranking_key(p) for p in state.players]
        top = max(keys)
        winners = tuple(i for i, k in enumerate(keys) if k == top)
    if ev is not None:
        ev.append(events.GameFinished(winners))
    return replace(state, phase=Phase.FINISHED, winners=winners, current=0)


def ranking_key(player: PlayerState) -> tuple[int, int, int]:
    """What decides the winner: points, then completed puzzles, then pieces left in the supply."""
    return (player.score, len(player.completed), sum(player.supply))


TIEBREAKS = ("points", "completed puzzles", "pieces in the supply", "shared victory")


def deciding_tiebreak(state: GameState) -> str:
    """Which criterion decided the winner of a finished multi-player game.

    One of :data:`TIEBREAKS`: "points" when the winner had the most points alone, then
    "completed puzzles", "pieces in the supply", or "shared victory" when tied on all three.
    """
    keys = sorted((ranking_key(p) for p in state.players), reverse=True)
    if len(keys) < 2:
        return "points"
    a, b = keys[0], keys[1]
    for i, name in enumerate(TIEBREAKS[:3]):
        if a[i] != b[i]:
            return name
    return TIEBREAKS[3]


def score(state: GameState, player: int) -> int:
    """A player's score as shown now (the solo penalty counts only once the game is over)."""
    return state.players[player].score


# ---------------------------------------------------------------------------------------------
# enumerating


def placement_options(state: GameState) -> list[tuple[int, int, Mask]]:
    """Every single placement open to the current player: (puzzle index, shape index, cells)."""
    deck = state.deck
    player = state.player
    out: list[tuple[int, int, Mask]] = []
    shapes = [i for i, n in enumerate(player.supply) if n]
    for k, pz in enumerate(player.puzzles):
        region = deck.puzzle_by_id[pz.id].mask
        filled = pz.filled
        for si in shapes:
            for m in deck.placements(region, si):
                if not m & filled:
                    out.append((k, si, m))
    return out


def _as_placement(state: GameState, k: int, si: int, mask: Mask) -> actions.Placement:
    puzzle, piece = state.player.puzzles[k].id, state.deck.shapes[si].id
    return actions.Placement(puzzle, piece, mask_to_cells(mask))


def take_actions(state: GameState) -> list[Action]:
    """The legal "take a puzzle" and "take a level-1 piece" actions of the playing phase."""
    deck = state.deck
    out: list[Action] = []
    if len(state.player.puzzles) < MAX_PUZZLES:
        if state.solo is not None:
            out += [actions.TakePuzzle(p) for p in state.solo.grid if p is not None]
        else:
            out += [actions.TakePuzzle(p) for p in state.white_row]
            out += [actions.TakePuzzle(p) for p in state.black_row]
    opts = take_piece_options(state)
    if len(opts) == 1:
        out.append(actions.TakePiece())
    else:
        out += [actions.TakePiece(deck.shapes[i].id) for i in opts]
    return out


def legal_actions(state: GameState) -> list[Action]:
    """The legal actions, with two families cut short because they are combinatorial.

    Master actions are not listed (use :func:`iter_master_actions`), and in the Finishing
    Touches phase only the empty finish and every one-piece finish are listed
    (:func:`iter_finish_actions` lists them all). Everything else is complete.
    """
    deck = state.deck
    if state.phase is Phase.FINISHED:
        return []
    if state.pending:
        return [actions.ChooseReward(deck.shapes[i].id) for i in reward_options(state)]
    if state.phase is Phase.FINISHING_TOUCHES:
        fin: list[Action] = [actions.Finish(())]
        fin += [actions.Finish((_as_placement(state, *o),)) for o in placement_options(state)]
        return fin
    player = state.player
    out = take_actions(state)
    for si, n in enumerate(player.supply):
        if n:
            src = deck.shapes[si].id
            targets = upgrade_targets(deck, state.reserve, si)
            out += [actions.Upgrade(src, deck.shapes[t].id) for t in targets]
    for k, si, m in placement_options(state):
        out.append(actions.Place(player.puzzles[k].id, deck.shapes[si].id, mask_to_cells(m)))
    out.append(actions.EndTurn())
    return out


def iter_master_actions(state: GameState) -> Iterator[actions.Master]:
    """Every legal master action (at most one placement per puzzle, within the supply)."""
    if state.phase is not Phase.PLAYING or state.pending or state.master_used:
        return
    options = placement_options(state)
    per_puzzle: list[list[tuple[int, Mask]]] = [[] for _ in state.player.puzzles]
    for k, si, m in options:
        per_puzzle[k].append((si, m))
    supply = list(state.player.supply)
    chosen: list[tuple[int, int, Mask]] = []

    def rec(k: int) -> Iterator[actions.Master]:
        if k == len(per_puzzle):
            if chosen:
                yield actions.Master(tuple(_as_placement(state, *c) for c in chosen))
            return
        yield from rec(k + 1)
        for si, m in per_puzzle[k]:
            if supply[si]:
                supply[si] -= 1
                chosen.append((k, si, m))
                yield from rec(k + 1)
                chosen.pop()
                supply[si] += 1

    yield from rec(0)


def iter_finish_actions(state: GameState) -> Iterator[actions.Finish]:
    """Every legal Finishing Touches action (any set of non-overlapping placements)."""
    if state.phase is not Phase.FINISHING_TOUCHES or state.pending:
        return
    options = placement_options(state)
    supply = list(state.player.supply)
    filled = [pz.filled for pz in state.player.puzzles]
    chosen: list[tuple[int, int, Mask]] = []

    def rec(start: int) -> Iterator[actions.Finish]:
        yield actions.Finish(tuple(_as_placement(state, *c) for c in chosen))
        for j in range(start, len(options)):
            k, si, m = options[j]
            if supply[si] and not filled[k] & m:
                supply[si] -= 1
                filled[k] |= m
                chosen.append(options[j])
                yield from rec(j + 1)
                chosen.pop()
                filled[k] ^= m
                supply[si] += 1

    yield from rec(0)


def iter_legal_actions(state: GameState) -> Iterator[Action]:
    """Every legal action, master actions and all Finishing Touches included (lazily)."""
    if state.phase is Phase.FINISHING_TOUCHES and not state.pending:
        yield from iter_finish_actions(state)
        return
    yield from legal_actions(state)
    yield from iter_master_actions(state)
