"""What a finished game tells beyond its last position: everyone's score at the end of each
round, the pieces of the Finishing Touches, and the setup of a rematch.

Qt-free values for the results screen (``app/table/results.py``) and its tests.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app.core.setup import GameSetup, SeatConfig
from app.rules import Action, Finish, GameRecord, GameState, Phase, replay_steps


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of the score chart: a player's (or the automaton's) points over the game.

    ``rounds[0]`` is the score before the first action (0), ``rounds[r]`` the score at the end
    of round ``r``; ``final`` is the score after the Finishing Touches and the final scoring
    (None while the game is not over).
    """

    name: str
    rounds: tuple[int, ...]
    final: int | None
    automaton: bool = False


@dataclass(frozen=True, slots=True)
class ScoreHistory:
    """Everyone's points over a game, and what each player placed in the Finishing Touches."""

    lines: tuple[ScoreLine, ...]
    """The players in turn order, then the automaton in a solo game."""
    rounds_played: int
    """How many rounds were played to their end."""
    finishing: tuple[tuple[str, ...], ...]
    """Per player, the ids of the pieces placed in the Finishing Touches (each costs 1 point)."""

    @property
    def finished(self) -> bool:
        """Whether the history reaches the final scoring."""
        return all(line.final is not None for line in self.lines)


def _scores(state: GameState) -> tuple[int, ...]:
    own = tuple(p.score for p in state.players)
    if state.solo is not None:
        return (*own, state.solo.opponent_points)
    return own


def score_history_of(states: Sequence[GameState], actions: Sequence[Action]) -> ScoreHistory:
    """The score history of a game given as its states and actions.

    ``states[0]`` is the state before ``actions[0]`` and ``states[i + 1]`` the state after
    ``actions[i]`` (a session's history gives them without a replay).

    :raises ValueError: when there is not exactly one state more than actions.
    """
    if len(states) != len(actions) + 1:
        raise ValueError("a game of n actions has n + 1 states")
    first = states[0]
    names = [p.name for p in first.players]
    solo = first.solo is not None
    count = len(names) + (1 if solo else 0)
    per_round: list[tuple[int, ...]] = [_scores(first)]
    finishing: list[list[str]] = [[] for _ in first.players]
    final: tuple[int, ...] | None = None
    for i, action in enumerate(actions):
        before, after = states[i], states[i + 1]
        if isinstance(action, Finish):
            finishing[before.current].extend(p.piece for p in action.placements)
        playing = before.phase is Phase.PLAYING
        # a round ends when the round number moves on, or when the last one gives way to the
        # Finishing Touches (in solo, the automaton's turn is inside the turn's end)
        if playing and (after.round > before.round or after.phase is not Phase.PLAYING):
            per_round.append(_scores(after))
        if after.phase is Phase.FINISHED:
            final = _scores(after)
    lines = []
    for k in range(count):
        automaton = solo and k == len(names)
        lines.append(ScoreLine(
            "" if automaton else names[k],
            tuple(scores[k] for scores in per_round),
            None if final is None else final[k],
            automaton,
        ))
    return ScoreHistory(tuple(lines), len(per_round) - 1, tuple(tuple(f) for f in finishing))


def score_history(record: GameRecord) -> ScoreHistory:
    """Replay ``record`` and say everyone's score at the end of each round and at the end.

    A record that breaks the rules is followed up to its last legal action.
    """
    states: list[GameState] = [record.initial_state()]
    actions: list[Action] = []
    for step in replay_steps(record):
        if step.after is None:
            break
        actions.append(step.action)
        states.append(step.after)
    return score_history_of(states, actions)


def rematch_setup(record: GameRecord, seats: Iterable[SeatConfig],
                  rng: random.Random | None = None) -> GameSetup:
    """The setup of a rematch: the same seats (in the same order around the table), deck and
    solo difficulty, a secret deal (no seed: a new one each time, that nobody can know) and
    the first player drawn again (from ``rng``)."""
    rng = rng if rng is not None else random.Random()
    setup = GameSetup(tuple(seats), difficulty=record.difficulty or "standard", seed=None,
                      deck=record.game_deck)
    return setup.with_first_drawn(rng)
