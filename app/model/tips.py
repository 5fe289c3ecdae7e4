"""Tips: short words the first time something happens at the table, as data.

A :class:`Tip` names its situation with a predicate on a :class:`TipContext` (the state shown
to a person whose turn it is, and the events of the last applied action) that answers *where*
on the table the tip points (a :class:`Spot`, the Qt-free twin of ``app.table.items.Target``)
or None while the situation does not hold. The table's ``TipsController``
(``app/table/tips.py``) asks the tips in order each time the table has settled on a human's
turn, shows the first that holds and has not been shown in this game nor dismissed for good,
and closes it again when its situation has passed or the turn is over.

How a tip goes away (the choice, documented in docs/architecture.md): a tip is shown once.
When it shows, its id is remembered in the settings (``Settings.dismissed_tips``), so it does
not come again, in this game or any other, until Preferences > *Show all tips again*. *Got it*
(or a click on the bubble, or Escape when the table has no use for it) closes it; *No more
tips* closes it and switches them all off, as Preferences > *Show tips* does. A lesson step
that teaches a tip's subject marks that tip seen as well (``LessonStep.teaches``): the player
was just told.

Only the table module imports Qt widgets; this one uses Qt only to mark its words for
translation (``QT_TRANSLATE_NOOP``, context ``"Tips"``), so a tip's words are data a translator
sees in the .ts file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP

from app.rules import (
    Event,
    GameState,
    OpponentTook,
    Phase,
    PieceTaken,
    RewardTaken,
    placement_options,
    reward_options,
    upgrade_targets,
)

CONTEXT = "Tips"
"""The translation context of the tips' words."""


@dataclass(frozen=True, slots=True)
class Spot:
    """Where a tip points: the fields of a table target, ``kind`` as ``TargetKind``'s value
    (``"reserve"``, ``"supply"``, ``"puzzle"``, ``"deck"``, ``"lock"``...)."""

    kind: str
    player: int = -1
    puzzle: str = ""
    shape: int = -1
    index: int = -1
    also: tuple[int, ...] = ()
    """More reserve piles (shape indexes) the tip is about: the bubble keeps off them too."""


@dataclass(frozen=True, slots=True)
class TipContext:
    """What a tip's predicate sees: the state on the table when it is ``player``'s turn (a
    person's), and the events of the action that led to it (empty after an undo or a load)."""

    state: GameState
    player: int
    events: tuple[Event, ...] = ()


@dataclass(frozen=True, slots=True)
class Tip:
    """One tip: its id (stored when dismissed for good), title and text (untranslated, context
    :data:`CONTEXT`), and ``where``: the spot it points at while its situation holds, else
    None."""

    id: str
    title: str
    text: str
    where: Callable[[TipContext], Spot | None]
    lasts_turn: bool = False
    """Once shown, whether it stays to the end of the turn (a tip about something that just
    happened) rather than closing as soon as ``where`` gives None (a situation on the table)."""


# ---------------------------------------------------------------------------------- situations


def _playing(ctx: TipContext) -> bool:
    s = ctx.state
    return s.phase is Phase.PLAYING and not s.pending and s.current == ctx.player


def _reward_choice(ctx: TipContext) -> Spot | None:
    s = ctx.state
    if not s.pending or s.current != ctx.player:
        return None
    opts = reward_options(s)
    return Spot("reserve", shape=opts[0], also=opts[1:]) if opts else None


def _shortage(ctx: TipContext) -> Spot | None:
    """A piece was taken in place of one that was out, or a pile the player may want is
    empty."""
    s = ctx.state
    if s.current != ctx.player or s.phase is Phase.FINISHED or s.pending:
        return None
    deck = s.deck
    for e in ctx.events:
        if isinstance(e, RewardTaken) and e.player == ctx.player and e.piece != e.wanted:
            return Spot("reserve", shape=deck.shape_index[e.wanted])
        if isinstance(e, PieceTaken) and e.player == ctx.player and e.returned is None and \
                deck.levels[deck.shape_index[e.piece]] != 1:
            return Spot("reserve", shape=deck.shape_index[e.piece])
    if s.phase is not Phase.PLAYING:
        return None
    # the level-1 pile, else any empty pile of a level the player holds (to upgrade into)
    levels = deck.levels
    held = {levels[i] for i, n in enumerate(s.player.supply) if n}
    for i, n in enumerate(s.reserve):
        if n == 0 and (levels[i] == 1 or levels[i] - 1 in held):
            return Spot("reserve", shape=i)
    return None


def _end_triggered(ctx: TipContext) -> Spot | None:
    s = ctx.state
    if not s.end_triggered or s.phase is not Phase.PLAYING or s.current != ctx.player or \
            s.solo is not None:
        return None
    return Spot("deck", puzzle="black")


def _solo_end_triggered(ctx: TipContext) -> Spot | None:
    s = ctx.state
    if not s.end_triggered or s.phase is not Phase.PLAYING or s.current != ctx.player or \
            s.solo is None:
        return None
    return Spot("deck")


def _can_complete(ctx: TipContext) -> Spot | None:
    """One piece of the supply fills the rest of a puzzle."""
    s = ctx.state
    if not _playing(ctx):
        return None
    deck = s.deck
    for k, _si, m in placement_options(s):
        pz = s.player.puzzles[k]
        if pz.filled | m == deck.puzzle_by_id[pz.id].mask:
            return Spot("puzzle", player=ctx.player, puzzle=pz.id, index=k)
    return None


def _master(ctx: TipContext) -> Spot | None:
    """Pieces fit on two puzzles or more, and the master action is still open this turn."""
    s = ctx.state
    if not _playing(ctx) or s.master_used or len(s.player.puzzles) < 2:
        return None
    fits = sorted({k for k, _si, _m in placement_options(s)})
    if len(fits) < 2:
        return None
    k = fits[0]
    return Spot("puzzle", player=ctx.player, puzzle=s.player.puzzles[k].id, index=k)


def _finishing(ctx: TipContext) -> Spot | None:
    s = ctx.state
    if s.phase is not Phase.FINISHING_TOUCHES or s.pending or s.current != ctx.player:
        return None
    if s.player.puzzles:
        return Spot("puzzle", player=ctx.player, puzzle=s.player.puzzles[0].id, index=0)
    return Spot("pile", player=ctx.player)


def _upgrade(ctx: TipContext) -> Spot | None:
    """From the second round: a piece of the supply could go up a level."""
    s = ctx.state
    if not _playing(ctx) or s.round < 2:
        return None
    deck = s.deck
    levels = deck.levels
    for i, n in enumerate(s.player.supply):
        if n and any(levels[j] > levels[i] for j in upgrade_targets(deck, s.reserve, i)):
            return Spot("supply", player=ctx.player, shape=i)
    return None


def _solo_lock(ctx: TipContext) -> Spot | None:
    """Solo: the automaton has just taken a puzzle, and its counters locked that column."""
    s = ctx.state
    if s.solo is None or s.current != ctx.player or s.phase is Phase.FINISHED:
        return None
    for e in ctx.events:
        if isinstance(e, OpponentTook) and s.solo.locked(e.position % 3):
            return Spot("lock", index=e.position % 3)
    return None


TIPS: tuple[Tip, ...] = (
    Tip("reward_choice",
        str(QT_TRANSLATE_NOOP("Tips", "Choose your reward")),
        str(QT_TRANSLATE_NOOP("Tips", "The reward piece of your puzzle is out, so you choose "
                                      "another: click one of the glowing piles in the reserve.")),
        _reward_choice),
    Tip("end_triggered",
        str(QT_TRANSLATE_NOOP("Tips", "The black deck is empty")),
        str(QT_TRANSLATE_NOOP("Tips", "The end of the game is near: the round in which the "
                                      "black deck ran out is played to its end, then one more full "
                                      "round (Final round). After it come Finishing Touches and "
                                      "the scoring.")),
        _end_triggered, lasts_turn=True),
    Tip("solo_end_triggered",
        str(QT_TRANSLATE_NOOP("Tips", "The deck is empty")),
        str(QT_TRANSLATE_NOOP("Tips", "The end of the game is near: after the turn in which the "
                                      "deck ran out, you play one more turn and the automaton one "
                                      "more, then come Finishing Touches. Each puzzle you leave "
                                      "unfinished costs its points.")),
        _solo_end_triggered, lasts_turn=True),
    Tip("finishing_touches",
        str(QT_TRANSLATE_NOOP("Tips", "Finishing Touches")),
        str(QT_TRANSLATE_NOOP("Tips", "The last chance to complete puzzles: place any pieces of "
                                      "your supply on your puzzles, one point each, then press "
                                      "Done. A puzzle completed now scores, but gives no reward.")),
        _finishing),
    Tip("can_complete",
        str(QT_TRANSLATE_NOOP("Tips", "Complete this puzzle")),
        str(QT_TRANSLATE_NOOP("Tips", "One piece of your supply fills the rest of this puzzle. A "
                                      "completed puzzle scores its points, gives back its pieces "
                                      "and gives you its reward piece.")),
        _can_complete),
    Tip("shortage",
        str(QT_TRANSLATE_NOOP("Tips", "A pile is empty")),
        str(QT_TRANSLATE_NOOP("Tips", "When you must take a piece that is out, you take another of "
                                      "the same level. If that level is empty too, you choose from "
                                      "the nearest higher level or any lower one.")),
        _shortage, lasts_turn=True),
    Tip("solo_lock",
        str(QT_TRANSLATE_NOOP("Tips", "A column is locked")),
        str(QT_TRANSLATE_NOOP("Tips", "The automaton took the best puzzle of the columns without "
                                      "counters, and its counters now lock that column. Each "
                                      "puzzle you take moves a counter off its column: keep the "
                                      "valuable puzzles locked, or take them first.")),
        _solo_lock, lasts_turn=True),
    Tip("master_action",
        str(QT_TRANSLATE_NOOP("Tips", "The master action")),
        str(QT_TRANSLATE_NOOP("Tips", "Pieces of your supply fit on more than one puzzle. Once a "
                                      "turn, the master action (M) places one piece on each of "
                                      "your puzzles for a single action.")),
        _master),
    Tip("upgrade",
        str(QT_TRANSLATE_NOOP("Tips", "Upgrade a piece")),
        str(QT_TRANSLATE_NOOP("Tips", "Click a piece of your supply to give it back for a piece "
                                      "of the next level: bigger pieces fill puzzles faster.")),
        _upgrade),
)
"""Every tip, the most urgent first: when several hold, the first is shown."""

TIP_IDS: tuple[str, ...] = tuple(t.id for t in TIPS)


def tip_by_id(tip_id: str) -> Tip:
    """The tip with this id.

    :raises KeyError: for an unknown id.
    """
    for t in TIPS:
        if t.id == tip_id:
            return t
    raise KeyError(tip_id)


def due_tip(ctx: TipContext, skip: frozenset[str] | set[str]) -> tuple[Tip, Spot] | None:
    """The first tip not in ``skip`` whose situation holds, with where it points."""
    for t in TIPS:
        if t.id in skip:
            continue
        spot = t.where(ctx)
        if spot is not None:
            return t, spot
    return None
