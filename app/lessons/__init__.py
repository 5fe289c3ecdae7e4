"""Lessons as data: a fixed deal, the opponent's scripted moves and a list of steps.

Qt-free, like the engine it speaks to. A :class:`Lesson` names its players, its deal (a seed of
the engine's seeded deal, solo difficulty for the solo variant), the opponent's moves during the
guided part (in the action notation of ``app.rules``: ``take W12``, ``piece``...; when the
script runs out, or a scripted move is not legal, the opponent is an easy AI) and its
:class:`LessonStep` s. A step says

- what the callout points at (:class:`Aim`: a place on the table, or a window action by id);
- what the player must do: one of ``expect`` (actions in the notation; ``*`` in place of the
  squares accepts the piece on that puzzle anywhere, in any orientation, and a placement is
  matched by the squares it covers, so any rotation or flip that covers them will do), or wait
  until the named ``check`` on the game state holds (free play meanwhile), or neither: an
  explanation with a "Next" button;
- optionally ``jump``: before the step, the game is replaced by the lesson's deal with these
  actions played (a fast-forward to a later position, said in the step's text);
- optionally ``teaches``: the first-time tips (ids of ``app/model/tips.py``) whose subject the
  step explains; once the step is done they count as seen, so no tip repeats it later;
- its title and text, marked for translation (context "Lesson") and translated by the table.

The runner on the table is app/table/lesson.py; the lessons are in first_game.py and solo.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import app.rules as rules

CONTEXT = "Lesson"
"""The translation context of every lesson text."""


@dataclass(frozen=True, slots=True)
class Aim:
    """What a callout points at.

    ``kind`` is a table target kind (``row_card``, ``reserve``, ``supply``, ``puzzle``,
    ``pile``, ``lock``, ``automaton``, ``deck``) with the puzzle id, piece id or column it
    needs, or ``action`` with ``name`` a window action id (``end_turn``, ``master``,
    ``confirm``).
    """

    kind: str
    puzzle: str = ""
    piece: str = ""
    index: int = -1
    player: int = 0
    name: str = ""


@dataclass(frozen=True, slots=True)
class LessonStep:
    """One step of a lesson."""

    id: str
    title: str
    text: str
    aim: Aim | None = None
    expect: tuple[str, ...] = ()
    check: str = ""
    jump: tuple[str, ...] | None = None
    teaches: tuple[str, ...] = ()
    """The tips (ids) whose subject this step explains: seen once it is done."""

    @property
    def is_note(self) -> bool:
        """An explanation only: the player reads it and presses Next."""
        return not self.expect and not self.check

    def expected(self) -> tuple[rules.Action, ...]:
        """The expected actions (an any-squares placement has no cells)."""
        return tuple(parse_expected(e) for e in self.expect)


@dataclass(frozen=True, slots=True)
class Lesson:
    """A whole lesson."""

    id: str
    title: str
    players: tuple[str, ...]
    seed: int
    steps: tuple[LessonStep, ...]
    opponent: tuple[str, ...] = ()
    difficulty: str | None = None

    @property
    def is_solo(self) -> bool:
        """Whether the lesson is a solo game."""
        return len(self.players) == 1

    def record(self, actions: tuple[str, ...] = ()) -> rules.GameRecord:
        """The lesson's deal with ``actions`` (notation) played.

        :raises NotationError: for a line that is not an action.
        """
        return rules.GameRecord(
            players=self.players, seed=self.seed, difficulty=self.difficulty,
            actions=tuple(rules.parse_action(a) for a in actions),
        )

    def opponent_moves(self) -> tuple[rules.Action, ...]:
        """The opponent's scripted moves, in order."""
        return tuple(rules.parse_action(a) for a in self.opponent)


ANY = "*"


def parse_expected(text: str) -> rules.Action:
    """An expected action from its notation; ``place W12 L3 *`` (any squares) becomes a
    :class:`Place` with no cells, ``finish *`` a :class:`Finish` of any placements."""
    body = text.strip()
    if body.endswith(" " + ANY):
        words = body[: -len(ANY)].split()
        if words[0].lower() == "place" and len(words) == 3:
            return rules.Place(words[1], words[2], ())
        if words[0].lower() == "finish" and len(words) == 1:
            return rules.Finish((ANY_PLACEMENT,))
    return rules.parse_action(body)


ANY_PLACEMENT = rules.Placement(ANY, ANY, ())
"""In an expected Finish: any placements at all."""


def _same_placement(want: rules.Placement, got: rules.Placement) -> bool:
    if want.puzzle != got.puzzle or want.piece != got.piece:
        return False
    return not want.cells or set(want.cells) == set(got.cells)


def matches(want: rules.Action, got: rules.Action) -> bool:
    """Whether ``got`` does what ``want`` asks (a placement by the squares it covers)."""
    if isinstance(want, rules.Place) and isinstance(got, rules.Place):
        return _same_placement(want.placement, got.placement)
    if isinstance(want, rules.Master) and isinstance(got, rules.Master):
        return len(want.placements) == len(got.placements) and all(
            any(_same_placement(w, g) for g in got.placements) for w in want.placements)
    if isinstance(want, rules.Finish) and isinstance(got, rules.Finish):
        if want.placements == (ANY_PLACEMENT,):
            return True
        return len(want.placements) == len(got.placements) and all(
            any(_same_placement(w, g) for g in got.placements) for w in want.placements)
    if isinstance(want, rules.TakePiece) and isinstance(got, rules.TakePiece):
        return want.piece is None or want.piece == got.piece
    return want == got


def on_the_way(want: rules.Action, got: rules.Action) -> bool:
    """Whether ``got``, a master action or Finishing Touches still being planned, is part of
    ``want`` (each of its placements is one that ``want`` asks for)."""
    if (isinstance(want, rules.Master) and isinstance(got, rules.Master)) or \
            (isinstance(want, rules.Finish) and isinstance(got, rules.Finish)):
        if want.placements == (ANY_PLACEMENT,):
            return True
        return all(any(_same_placement(w, g) for w in want.placements)
                   for g in got.placements)
    return False


CHECKS: dict[str, Callable[[rules.GameState], bool]] = {
    "finishing": lambda s: s.phase is rules.Phase.FINISHING_TOUCHES and s.current == 0,
    "finished": lambda s: s.phase is rules.Phase.FINISHED,
    "my_turn": lambda s: s.current == 0 and s.phase is rules.Phase.PLAYING,
}
"""The checks on the game state a step can wait for, by name."""


def lessons() -> dict[str, Lesson]:
    """Every lesson by id."""
    from app.lessons.first_game import FIRST_GAME
    from app.lessons.solo import SOLO
    return {FIRST_GAME.id: FIRST_GAME, SOLO.id: SOLO}


def walkthrough(lesson: Lesson) -> list[tuple[str, ...]]:
    """The game's actions (notation) before each step when the player does exactly what the
    steps say: the first expected action (an any-squares placement: the first that fits;
    Finishing Touches: none), the opponent's script, and in free play every player ending
    their turns until the step's check holds (used by the screenshots and the tests).

    :raises ValueError: when a step's action is not legal there (a broken lesson).
    """
    played: list[str] = []
    state = lesson.record().initial_state()
    script = list(lesson.opponent_moves())
    out: list[tuple[str, ...]] = []

    def play(action: rules.Action) -> None:
        nonlocal state
        why = rules.check(state, action)
        if why is not None:
            raise ValueError(f"{lesson.id}: {rules.format_action(action)}: {why}")
        state = rules.apply(state, action)
        played.append(rules.format_action(action))

    def opponent() -> None:
        while state.current != 0 and state.phase is not rules.Phase.FINISHED:
            playing = state.phase is rules.Phase.PLAYING
            if script and playing and rules.check(state, script[0]) is None:
                play(script.pop(0))
            elif state.phase is rules.Phase.FINISHING_TOUCHES:
                play(next(rules.iter_finish_actions(state)))
            else:
                play(rules.EndTurn())

    for step in lesson.steps:
        if step.jump is not None:
            played = list(step.jump)
            state = lesson.record(step.jump).initial_state()
            for a in step.jump:
                state = rules.apply(state, rules.parse_action(a))
            script = []
        out.append(tuple(played))
        if step.check:
            while not CHECKS[step.check](state) and state.phase is not rules.Phase.FINISHED:
                if state.current == 0:
                    play(rules.EndTurn())
                opponent()
            continue
        for text in step.expect[:1]:
            want = parse_expected(text)
            if isinstance(want, rules.Place) and not want.cells:
                fits = [(k, si, m) for k, si, m in rules.placement_options(state)
                        if state.player.puzzles[k].id == want.puzzle
                        and state.deck.shapes[si].id == want.piece]
                want = rules.Place(want.puzzle, want.piece, rules.mask_to_cells(fits[0][2]))
            if isinstance(want, rules.Finish) and want.placements == (ANY_PLACEMENT,):
                want = rules.Finish(())
            play(want)
        opponent()
    return out
