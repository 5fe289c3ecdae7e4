"""A learned evaluation: the hand-set evaluation's parts, weighed by self-play games.

The hand-set evaluation (:mod:`app.ai.evaluate`) adds up what a player has scored, the held
puzzles' points weighted by the chance of finishing them in time, and what the spare actions
should still bring. The learned one takes those same parts apart (:class:`Parts`) and asks
self-play games how much each is really worth: a linear model whose coefficients change
smoothly with the actions left (a piecewise-linear blend between a few knots), fitted by ridge
regression (``bench/train_value.py``) either to the players' final scores or, as a correction
to the hand-set value (``residual``, of which ``blend`` is applied), to the margin that each
candidate action reached when it was played out (``--rollouts``).

A state's worth to a player is then, as in the hand-set evaluation, their value less the best
rival's. The numbers of players a model was not fitted on (``players``) keep the hand-set
evaluation, and so does the solo game unless a model was fitted on it (``players`` (1,): the
player's side is corrected, the automaton's is the hand-set evaluation's). No solo model ships:
those fitted so far played worse (docs/ai.md).

**The hard player judges two-player games with the shipped model**
(``resources/ai/value_model.json``, :func:`shipped_model`, fitted to played-out choices): it won
67% of 200 two-player games against the hand-set hard player. Medium and easy keep the hand-set
evaluation; the game analysis judges two-player turns with the model too (analysis version
4, docs/analysis.md). docs/ai.md has the method, the figures, and the
model fitted to final scores, which predicts well and plays badly. Inference is a few dozen
multiplications a player in plain Python: no library is needed to play.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from app.ai.evaluate import Evaluator, Parts, Weights
from app.rules import GameState

FEATURES = (
    "bias", "rivals", "scored", "in_time", "late", "future", "spare", "owned", "grown", "held",
    "missing", "completed",
)
"""The model's inputs, in order: a constant, the number of rivals, and :class:`Parts`' fields
but the actions left (which pick the blend of the knots' coefficients instead)."""


def feature_vector(parts: Parts, rivals: int) -> list[float]:
    """The model's inputs (:data:`FEATURES`) for one player's :class:`Parts`."""
    return [
        1.0, float(rivals), parts.scored, parts.in_time, parts.late, parts.future, parts.spare,
        parts.owned, parts.grown, float(parts.held), float(parts.missing),
        float(parts.completed),
    ]


def blend(knots: Sequence[float], actions: float) -> list[tuple[int, float]]:
    """The (knot, weight) pairs of the actions left: the two knots around it, weighted by
    nearness (hat functions), clamped to the first and last knot."""
    if actions <= knots[0]:
        return [(0, 1.0)]
    for k in range(1, len(knots)):
        if actions <= knots[k]:
            u = (actions - knots[k - 1]) / (knots[k] - knots[k - 1])
            return [(k - 1, 1.0 - u), (k, u)]
    return [(len(knots) - 1, 1.0)]


def design_row(parts: Parts, rivals: int, knots: Sequence[float]) -> list[float]:
    """The full regression row: the inputs times each knot's blend weight, knot after knot."""
    x = feature_vector(parts, rivals)
    row = [0.0] * (len(knots) * len(x))
    for k, u in blend(knots, parts.actions):
        base = k * len(x)
        for i, xi in enumerate(x):
            row[base + i] = u * xi
    return row


@dataclass(frozen=True, slots=True)
class ValueModel:
    """The fitted coefficients: one vector of :data:`FEATURES` per knot of actions left."""

    knots: tuple[float, ...]
    coef: tuple[tuple[float, ...], ...]
    about: dict[str, object]  # how it was trained, and its figures (for people, not the game)
    residual: bool = False  # the model predicts a correction to the hand-set value ...
    blend: float = 1.0  # ... of which this share is applied
    players: tuple[int, ...] = ()  # the numbers of players it judges (fitted on); () all

    def predict(self, parts: Parts, rivals: int, hand: float) -> float:
        """A player's predicted final points (``hand``: the hand-set evaluation's)."""
        x = feature_vector(parts, rivals)
        total = 0.0
        for k, u in blend(self.knots, parts.actions):
            c = self.coef[k]
            total += u * sum(ci * xi for ci, xi in zip(c, x, strict=True))
        return hand + self.blend * total if self.residual else total

    def judges(self, players: int) -> bool:
        """Whether the model judges games of this many players (1: the solo game, which only a
        model fitted on solo games judges; ``players`` () judges every multi-player game)."""
        if not self.players:
            return players >= 2
        return players in self.players

    def to_json(self) -> str:
        """The model file's text."""
        data = {
            "format": "project-l value model",
            "version": 1,
            "features": list(FEATURES),
            "knots": list(self.knots),
            "residual": self.residual,
            "blend": self.blend,
            "players": list(self.players),
            "coef": "@",
            "about": self.about,
        }
        rows = ",\n  ".join(json.dumps([round(c, 6) + 0.0 for c in row]) for row in self.coef)
        text = json.dumps(data, indent=1, ensure_ascii=False)
        return text.replace('"coef": "@"', f'"coef": [\n  {rows}\n ]', 1) + "\n"

    @classmethod
    def load(cls, path: Path) -> ValueModel:
        """The model of a model file. :raises ValueError: if it is not one; OSError."""
        return cls.from_json(path.read_text(encoding="utf-8"))

    @classmethod
    def from_json(cls, text: str) -> ValueModel:
        """The model of a model file's text. :raises ValueError: if it is not one."""
        try:
            data = json.loads(text)
            if data.get("format") != "project-l value model" or data.get("version") != 1:
                raise ValueError("not a version 1 value model")
            if tuple(data["features"]) != FEATURES:
                raise ValueError("the model's features are not this program's")
            knots = tuple(float(k) for k in data["knots"])
            coef = tuple(tuple(float(c) for c in row) for row in data["coef"])
            residual = data.get("residual", False)
            if not isinstance(residual, bool):
                raise ValueError("'residual' is not true or false")
            share = float(data.get("blend", 1.0))
            if not 0.0 <= share <= 1.0:
                raise ValueError("'blend' is not between 0 and 1")
            counts = tuple(int(n) for n in data.get("players", ()))
            if any(not 1 <= n <= 4 for n in counts):
                raise ValueError("'players' holds a number of players that is not 1, 2, 3 or 4")
        except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as exc:
            raise ValueError(f"a broken value model: {exc!r}") from exc
        if len(knots) < 2 or list(knots) != sorted(set(knots)) or len(coef) != len(knots):
            raise ValueError("the model's knots are not increasing, or not one per row")
        if any(len(row) != len(FEATURES) for row in coef):
            raise ValueError("a row of the model has the wrong length")
        if not all(math.isfinite(v) for v in (*knots, *(c for row in coef for c in row))):
            raise ValueError("the model holds a number that is not finite")
        about = data.get("about")
        return cls(knots, coef, about if isinstance(about, dict) else {}, residual, share, counts)


MODEL_FILE = "value_model.json"


@cache
def shipped_model() -> ValueModel:
    """The hard player's model, which ships in ``resources/ai`` (read once)."""
    text = resources.files("resources.ai").joinpath(MODEL_FILE).read_text(encoding="utf-8")
    return ValueModel.from_json(text)


class LearnedEvaluator(Evaluator):
    """The hand-set evaluation's parts, weighed by a :class:`ValueModel` (in the games it
    judges; the others are judged by the hand-set evaluation)."""

    def __init__(
        self, state: GameState, model: ValueModel, weights: Weights | None = None
    ) -> None:
        super().__init__(state, weights)
        self.model = model

    def learned_value(self, state: GameState, index: int, actions: float | None = None) -> float:
        """One player's predicted final points (the game not over)."""
        hand, parts = self.player_parts(state, index, actions)
        return self.model.predict(parts, len(state.players) - 1, hand)

    def side_value(self, state: GameState, index: int, actions: float) -> float:
        """The model's judgement of one player, where it judges games of this size."""
        if not self.model.judges(len(state.players)):
            return super().side_value(state, index, actions)
        return self.learned_value(state, index, actions)
