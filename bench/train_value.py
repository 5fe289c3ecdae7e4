"""Fit a learned evaluation (app/ai/learned.py) on seeded self-play games, say how well it
predicts, and write it to a model file. Prints its figures; asserts nothing.

    python bench/train_value.py --out FILE [--games N] [--players P ...] [--jobs J]
                                [--seed S] [--ridge L] [--residual [--blend B]]
                                [--from-model FILE] [--knots A ...]
    python bench/train_value.py --rollouts [--horizon R] [--every K] [--within] ...

For each number of players (2, 3 and 4 by default), N games are dealt from seeds S, S+1, ...
and played to the end by medium players (no clock, so every game is a function of its seed).
With ``--from-model`` the players judge with that learned model instead of the hand-set
evaluation (a next round of learning, on the learned player's own games). At every position
of a game where a player may act (the game running, no reward pending) each player's
:class:`~app.ai.evaluate.Parts` are taken, and the player's final score is the target
(``--residual``: what the hand-set evaluation's ``player_value`` misses of it; the model then
applies ``--blend`` of that correction). Every fifth deal is held out of the fit, and the
figures compare, on those held-out games, the model's prediction of each player's final score
with the hand-set evaluation's: mean absolute error and root mean square error, and the same
for the margin over the best rival, which is what the players compare.

``--rollouts`` fits what each choice leads to instead (see :func:`rollout_rows`): at every
``--every``-th position with a choice, every candidate is played and the game played on for
``--horizon`` rounds (0: to its end); ``--within`` fits only what tells a position's candidates
apart (each position's mean taken off its rows and targets). ``--players 1`` plays solo games
against the automaton (``--difficulty``, deal after deal in turn) and fits a correction of the
player's side (rollouts only); ``python bench/ai_anytime.py --solo D --solo-model FILE`` plays
with it.

The fit is ridge regression by the normal equations (12 coefficients per knot of ``--knots``),
summed game by game in a fixed order: the same arguments give the same file, whatever
``--jobs``. The defaults take about 3 minutes on two cores. Whether a model plays better is
another question, which ``python bench/ai_weights.py --learned FILE`` answers; docs/ai.md has
both figures.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_strength import run_all

from app.ai.evaluate import Evaluator, Parts
from app.ai.greedy import GreedyAI
from app.ai.learned import FEATURES, ValueModel, design_row
from app.ai.match import play_game
from app.ai.moves import READY_ACTIONS, candidates
from app.ai.player import AIPlayer
from app.rules import GameState, Phase, apply

KNOTS = (0.0, 4.0, 10.0, 20.0, 40.0)
"""Actions left at which the model has its own coefficients (blended linearly between)."""
HOLD_OUT = 5  # every fifth deal is kept for the figures
ROLLOUT_EVERY = 8  # with --rollouts: every eighth position with a choice is played out


@dataclass(frozen=True, slots=True)
class Job:
    """One self-play game (picklable: it crosses into a worker process)."""

    players: int
    deal: int
    held_out: bool
    model: ValueModel | None
    residual: bool = False
    horizon: int = 0  # rollouts: rounds played out (0: to the end)
    difficulty: str | None = None  # a solo game (players 1) at this difficulty
    every: int = ROLLOUT_EVERY  # rollouts: every this many positions with a choice
    knots: tuple[float, ...] = KNOTS  # the model's knots of actions left
    within: bool = False  # rollouts: fit only what tells a position's candidates apart


# a position's rows: per player (parts, final score, the hand-set prediction)
Position = list[tuple[Parts, float, float]]


def positions(job: Job) -> list[Position]:
    """Play the game and take every player's parts at each position where one may act."""
    n = job.players
    players = [GreedyAI(job.deal * 16 + s, None, model=job.model) for s in range(n)]
    result = play_game(players, job.deal)
    finals = [float(s) for s in result.scores]
    state: GameState = result.record.initial_state()
    ev = Evaluator(state)
    out: list[Position] = []
    for action in result.record.actions:
        if state.phase is Phase.PLAYING and not state.pending:
            out.append([
                (parts, finals[i], hand)
                for i in range(n)
                for hand, parts in [ev.player_parts(state, i)]
            ])
        state = apply(state, action, validate=False)
    return out


Sums = tuple[list[list[float]], list[float], int]
Rows = list[tuple[list[float], float]]


def play_on(state: GameState, players: list[AIPlayer], rounds: int) -> GameState:
    """The game played on by these players to its end, or for ``rounds`` rounds (0: to the
    end), until the player to move now is to move again."""
    me = state.current
    last = state.round + rounds
    while state.phase is not Phase.FINISHED:
        if rounds and state.round >= last and state.current == me and not state.pending:
            break
        state = apply(state, players[state.current].choose(state), validate=False)
    return state


def rollout_rows(job: Job, limit: int | None = None) -> Rows:
    """Rows of the candidates' rollouts: at every ``every``-th position where the player to
    move has a choice, every candidate action (:func:`app.ai.moves.candidates`) is played and
    the game played on by the same players, to its end or for ``horizon`` rounds (then judged
    by the hand-set evaluation). ``limit``: the most positions played out (None: all). A row is the difference of the design
    rows of the player and of the rival the hand-set evaluation fears most (in the solo game the
    player's design row alone), and its target is what the hand-set evaluation's margin misses
    of the margin the rollout reached (``within``: both less their means over the position's
    candidates)."""
    n = job.players
    players: list[AIPlayer] = [GreedyAI(job.deal * 16 + s, None, model=job.model)
                               for s in range(n)]
    result = play_game(players, job.deal, job.difficulty)
    state: GameState = result.record.initial_state()
    ev = Evaluator(state)
    out: Rows = []
    chances = 0
    for action in result.record.actions:
        if state.phase is Phase.PLAYING and not state.pending:
            choice = candidates(state, ev.costs, READY_ACTIONS)
            chances += len(choice) > 1
            if len(choice) > 1 and chances % job.every == 0:
                if limit is not None:
                    if limit <= 0:
                        break
                    limit -= 1
                me = state.current
                start = len(out)
                for a in choice:
                    after = apply(state, a, validate=False)
                    if after.phase is Phase.FINISHED:
                        continue
                    end = play_on(after, players, job.horizon)
                    if end.phase is Phase.FINISHED and end.solo is None:
                        final = [float(p.score) for p in end.players]
                        margin = final[me] - max(f for j, f in enumerate(final) if j != me)
                    else:  # where the rollout stopped, judged (a finished solo game: exactly)
                        margin = ev.value(end, me)
                    got = [ev.player_parts(after, j) for j in range(n)]
                    if n == 1:  # solo: the automaton's side is the hand-set evaluation's
                        x = design_row(got[0][1], 0, job.knots)
                        out.append((x, margin - ev.value(after, me)))
                        continue
                    rival = max((j for j in range(n) if j != me), key=lambda j: got[j][0])
                    mine = design_row(got[me][1], n - 1, job.knots)
                    theirs = design_row(got[rival][1], n - 1, job.knots)
                    x = [u - v for u, v in zip(mine, theirs, strict=True)]
                    out.append((x, margin - (got[me][0] - got[rival][0])))
                if job.within and len(out) - start > 1:  # less the position's means
                    rows = out[start:]
                    mx = [sum(col) / len(rows) for col in zip(*(x for x, _ in rows), strict=True)]
                    my = sum(y for _, y in rows) / len(rows)
                    out[start:] = [([v - m for v, m in zip(x, mx, strict=True)], y - my)
                                   for x, y in rows]
                elif job.within:
                    del out[start:]
        state = apply(state, action, validate=False)
    return out


def rollout_sums(job: Job) -> Sums | Rows:
    """A training game's share of the normal equations from its rollouts; a held-out game's
    rows."""
    rows = rollout_rows(job)
    if job.held_out:
        return rows
    return (*normal_equations(rows, job.knots), len(rows))


def normal_equations(
    rows: Rows, knots: tuple[float, ...] = KNOTS
) -> tuple[list[list[float]], list[float]]:
    """X'X and X'y of the rows (their zeros skipped: a row has two knots' worth at most)."""
    size = len(knots) * len(FEATURES)
    xtx = [[0.0] * size for _ in range(size)]
    xty = [0.0] * size
    for x, y in rows:
        nz = [(i, v) for i, v in enumerate(x) if v != 0.0]
        for i, vi in nz:
            xi = xtx[i]
            for j, vj in nz:
                xi[j] += vi * vj
            xty[i] += vi * y
    return xtx, xty


def sums(job: Job) -> Sums | list[Position]:
    """A training game's share of the normal equations (X'X, X'y, rows); a held-out game's
    positions."""
    got = positions(job)
    if job.held_out:
        return got
    rows = [(design_row(parts, job.players - 1, job.knots),
             final - hand if job.residual else final)
            for position in got for parts, final, hand in position]
    return (*normal_equations(rows, job.knots), len(rows))


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting; a is square and regular)."""
    n = len(b)
    m = [[*a[i], b[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-12:
            raise ValueError("the normal equations are singular: add --ridge")
        m[col], m[pivot] = m[pivot], m[col]
        p = m[col]
        for r in range(col + 1, n):
            f = m[r][col] / p[col]
            if f:
                mr = m[r]
                for c in range(col, n + 1):
                    mr[c] -= f * p[c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def fit(
    parts: list[Sums], ridge: float, constants: bool = False, knots: tuple[float, ...] = KNOTS
) -> tuple[list[list[float]], int]:
    """The coefficients per knot from the summed normal equations, and the rows fitted."""
    size = len(knots) * len(FEATURES)
    xtx = [[0.0] * size for _ in range(size)]
    xty = [0.0] * size
    rows = 0
    for a, b, k in parts:  # in the jobs' order: the same sums every time
        for i in range(size):
            xtx[i] = [u + v for u, v in zip(xtx[i], a[i], strict=True)]
            xty[i] += b[i]
        rows += k
    for i in range(size):
        if constants or i % len(FEATURES) != 0:  # the knots' constants are not shrunk, but
            # where they cancel out (rows that are differences between two players)
            xtx[i][i] += ridge
    flat = solve(xtx, xty)
    f = len(FEATURES)
    return [flat[k * f:(k + 1) * f] for k in range(len(knots))], rows


def errors(model: ValueModel, held: list[tuple[int, list[Position]]]) -> dict[str, float]:
    """Mean absolute and root mean square errors of the two predictions on held-out games:
    of each player's final score, and of the margin over the best rival."""
    got: dict[str, list[float]] = {k: [] for k in ("learned", "hand", "learned_m", "hand_m")}
    for n, game in held:
        for position in game:
            learned = [model.predict(p, n - 1, h) for p, _, h in position]
            hand = [h for _, _, h in position]
            finals = [f for _, f, _ in position]
            for i in range(n):
                got["learned"].append(learned[i] - finals[i])
                got["hand"].append(hand[i] - finals[i])
                others = [j for j in range(n) if j != i]
                real = finals[i] - max(finals[j] for j in others)
                got["learned_m"].append(learned[i] - max(learned[j] for j in others) - real)
                got["hand_m"].append(hand[i] - max(hand[j] for j in others) - real)
    out: dict[str, float] = {}
    if not got["learned"]:
        return out
    for k, e in got.items():
        out[f"{k}_mae"] = round(sum(abs(x) for x in e) / len(e), 3)
        out[f"{k}_rmse"] = round(math.sqrt(sum(x * x for x in e) / len(e)), 3)
    out["positions"] = float(sum(len(g) for _, g in held))
    return out


def rollout_errors(model: ValueModel, rows: Rows) -> dict[str, float]:
    """On held-out rollouts: the errors of the hand-set margin and of the corrected one (the
    whole correction applied) against the margin each candidate's rollout reached."""
    if not rows:
        return {}
    coef = [c for row in model.coef for c in row]
    hand = [y for _, y in rows]
    learned = [y - sum(c * v for c, v in zip(coef, x, strict=True)) for x, y in rows]
    out: dict[str, float] = {}
    for name, e in (("hand_m", hand), ("learned_m", learned)):
        out[f"{name}_mae"] = round(sum(abs(v) for v in e) / len(e), 3)
        out[f"{name}_rmse"] = round(math.sqrt(sum(v * v for v in e) / len(e)), 3)
    out["positions"] = float(len(rows))
    return out


def main(argv: list[str] | None = None) -> int:
    """Play, fit, print the figures and write the model file."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300, help="games per number of players")
    ap.add_argument("--players", type=int, nargs="+", choices=(1, 2, 3, 4), default=[2, 3, 4],
                    help="numbers of players; 1: solo games (with --rollouts only)")
    ap.add_argument("--difficulty", nargs="+", default=["challenging", "unbeatable"],
                    choices=("standard", "challenging", "unbeatable"),
                    help="solo games: the automaton's difficulties, deal after deal in turn")
    ap.add_argument("--knots", type=float, nargs="+", default=list(KNOTS),
                    help="the actions left at which the model has its own coefficients")
    ap.add_argument("--within", action="store_true",
                    help="with --rollouts: fit what tells the candidates of a position apart "
                    "(each position's mean taken off), not the level of the margin")
    ap.add_argument("--every", type=int, default=ROLLOUT_EVERY,
                    help="with --rollouts: every this many positions with a choice is played out")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=20_000)
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--residual", action="store_true",
                    help="fit a correction to the hand-set evaluation, not the points themselves")
    ap.add_argument("--rollouts", action="store_true",
                    help="targets from playing every candidate out (implies --residual)")
    ap.add_argument("--horizon", type=int, default=0,
                    help="with --rollouts: rounds played out, then judged (0: to the end)")
    ap.add_argument("--from-model", type=Path, help="the players judge with this learned model")
    ap.add_argument("--blend", type=float, default=1.0,
                    help="with --residual: the share of the correction applied (0 to 1)")
    ap.add_argument("--out", type=Path, required=True, help="the model file to write")
    args = ap.parse_args(argv)
    if args.rollouts:
        args.residual = True
    model = None
    if args.from_model is not None:
        model = ValueModel.load(args.from_model)
    if 1 in args.players and not args.rollouts:
        ap.error("solo games (--players 1) are fitted from rollouts only: add --rollouts")
    if args.every < 1:
        ap.error("--every must be at least 1")
    knots = tuple(args.knots)
    if len(knots) < 2 or list(knots) != sorted(set(knots)) or knots[0] < 0:
        ap.error("--knots must be two or more increasing numbers of actions, from 0 up")
    jobs = [Job(n, args.seed + g, g % HOLD_OUT == HOLD_OUT - 1, model, args.residual,
                args.horizon, args.difficulty[g % len(args.difficulty)] if n == 1 else None,
                args.every, knots, args.within)
            for n in args.players for g in range(args.games)]
    t0 = time.perf_counter()
    if args.rollouts:
        played_out = run_all(jobs, args.jobs, rollout_sums)
        train = [r for r in played_out if isinstance(r, tuple)]
        held_rows = [row for r in played_out if isinstance(r, list) for row in r]
    else:
        results = run_all(jobs, args.jobs, sums)
        train = [r for r in results if isinstance(r, tuple)]
        held = [(j.players, r) for j, r in zip(jobs, results, strict=True)
                if isinstance(r, list)]
    played = time.perf_counter() - t0
    coef, rows = fit(train, args.ridge, constants=args.rollouts, knots=knots)
    share = args.blend if args.residual else 1.0
    about: dict[str, object] = {
        "made by": "python bench/train_value.py " + " ".join(argv or sys.argv[1:]),
        "games": {"per player count": args.games, "players": args.players,
                  "deals from": args.seed, "held out": f"every {HOLD_OUT}th deal",
                  "played by": "medium, " + ("the learned model " + args.from_model.name
                                             if args.from_model else "hand-set evaluation")},
        "ridge": args.ridge,
        "target": ("the margins of every candidate played out: " if args.rollouts else "")
        + (f"a correction to the hand-set value, {share:g} of it applied"
           if args.residual else "the final points"),
        "rows": rows,
    }
    # the figures are those of the coefficients as the file keeps them (rounded)
    counts = tuple(sorted(set(args.players)))
    fitted = ValueModel.from_json(ValueModel(
        knots, tuple(tuple(c) for c in coef), {}, args.residual, share, counts).to_json())
    if args.rollouts:
        figures = rollout_errors(fitted, held_rows)
    else:
        figures = errors(fitted, held)
    about["held-out figures (points)"] = figures
    model_out = ValueModel(knots, fitted.coef, about, args.residual, share, counts)
    args.out.write_text(model_out.to_json(), encoding="utf-8")
    print(f"{len(jobs)} games played in {played:.0f} s with {args.jobs} jobs; {rows} rows fitted")
    if figures and args.rollouts:
        print(f"  {int(figures['positions'])} held-out candidates played out")
        print(f"  the candidate's margin: learned MAE {figures['learned_m_mae']}, "
              f"RMSE {figures['learned_m_rmse']}; hand-set MAE {figures['hand_m_mae']}, "
              f"RMSE {figures['hand_m_rmse']}")
    elif figures:
        print(f"  {int(figures['positions'])} held-out positions")
        print(f"  final score of each player: learned MAE {figures['learned_mae']}, "
              f"RMSE {figures['learned_rmse']}; hand-set MAE {figures['hand_mae']}, "
              f"RMSE {figures['hand_rmse']}")
        print(f"  margin over the best rival: learned MAE {figures['learned_m_mae']}, "
              f"RMSE {figures['learned_m_rmse']}; hand-set MAE {figures['hand_m_mae']}, "
              f"RMSE {figures['hand_m_rmse']}")
    else:
        print(f"  no held-out games (every {HOLD_OUT}th deal is one): no figures")
    print(f"  written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
