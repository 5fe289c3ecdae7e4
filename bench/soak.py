"""Soak: thousands of whole games, the engine's invariants checked after every action.

Run: .venv/bin/python bench/soak.py [--games N] [--seed S] [--jobs J] [--hard-budget SECONDS]
                                    [--failures DIR]

Game ``i`` of a run is a function of (seed, i) alone: its kind cycles through 2, 3 and 4
players and the solo variant, on the classic deck and on a random valid custom deck
(tests/random_decks.py: pieces of 3-5 squares in odd counts); every seat plays a random
policy (app/rules/randomplay.py) or an AI (easy, medium, or hard with a small time budget);
solo games cycle through the three difficulties.

After every action: the action was legal (``check``), and the new state keeps every invariant
of tests/invariants.py (pieces conserved, no cell covered twice, pieces match their shapes,
scores equal the completed puzzles' points, every card in one place, winners as the rules
say). Every 50 actions and at the end the record goes to JSON and back and replays to the
identical state.

Custom decks without small pieces let a game reach a point from which it can never end; such
a game is stopped and counted apart, as *deadlocked* when the rules leave no way out (see
:func:`deadlocked`), or as *stalled* when every seat only ended its turn for 10 rounds though
other actions were legal (the random policy and the AIs may refuse every move they judge
useless); a stalled game's record is kept like a failure's, for a look at the AI. A failing
game's record (up to the failing action) and its traceback are
written to DIR (default /tmp/soak-failures) for ``project-l replay`` and a bug report.

Prints games played by kind, actions checked, failures (0 expected) and the time taken; exit
status 1 if any game failed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for extra in (ROOT, ROOT / "tests"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from invariants import cards_in_play, check_invariants, check_round_trip  # noqa: E402
from random_decks import random_deck  # noqa: E402

from app.ai import make_ai  # noqa: E402
from app.ai.match import new_record  # noqa: E402
from app.ai.player import AIPlayer  # noqa: E402
from app.core.atomic import WriteFailed, atomic_write_bytes  # noqa: E402
from app.rules import (  # noqa: E402
    DIFFICULTIES,
    Action,
    Deck,
    EndTurn,
    GameState,
    Phase,
    apply,
    check,
    classic_deck,
    legal_actions,
    random_action,
)
from app.solver import get_solver  # noqa: E402

POLICIES = ("random", "easy", "medium", "hard")
POLICY_WEIGHTS = (4, 2, 2, 1)  # the hard AI is the slowest: fewer seats
SEATS = (2, 3, 4, 1)  # 1: solo
ROUND_TRIP_EVERY = 50
MAX_PUZZLES = 4
MAX_ACTIONS = 3000  # far more than any game needs: more means the game does not end
STALL_ROUNDS = 10  # every seat only ended its turn for this many rounds: the game is stuck


@dataclass(frozen=True, slots=True)
class Task:
    """One game: everything needed to play it again."""

    index: int
    seed: int  # the game's deal and every random choice in it
    deck_seed: int | None  # None: the classic deck
    policies: tuple[str, ...]  # per seat
    difficulty: str | None  # solo
    hard_budget: float

    @property
    def kind(self) -> str:
        """E.g. ``"custom 3p"`` or ``"classic solo"``."""
        deck = "classic" if self.deck_seed is None else "custom"
        seats = "solo" if self.difficulty is not None else f"{len(self.policies)}p"
        return f"{deck} {seats}"

    @property
    def players(self) -> str:
        """``"AI"`` if every seat is an AI, ``"random"`` if none is, else ``"mixed"``."""
        ai = sum(p != "random" for p in self.policies)
        return "AI" if ai == len(self.policies) else "random" if ai == 0 else "mixed"


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one game gives the figures."""

    task: Task
    actions: int
    seconds: float
    hard_max: float  # the hard AI's longest decision (0 if no hard seat)
    ending: str = "finished"  # or "deadlocked" / "stalled": stopped, see the module's notes
    failure: str | None = None  # the first broken invariant or exception, with the action index


def make_tasks(games: int, seed: int, hard_budget: float) -> Iterator[Task]:
    """The run's games, lazily; game ``i`` depends only on (seed, i)."""
    for i in range(games):
        rng = random.Random(f"soak {seed} {i}")
        seats = SEATS[i % len(SEATS)]
        custom = (i // len(SEATS)) % 2 == 1
        policies = tuple(rng.choices(POLICIES, POLICY_WEIGHTS)[0] for _ in range(seats))
        difficulty = DIFFICULTIES[(i // (2 * len(SEATS))) % 3] if seats == 1 else None
        yield Task(
            index=i,
            seed=rng.randrange(2**32),
            deck_seed=rng.randrange(2**20) if custom else None,
            policies=policies,
            difficulty=difficulty,
            hard_budget=hard_budget,
        )


@lru_cache(maxsize=64)
def _custom_deck(deck_seed: int) -> Deck:
    return random_deck(deck_seed)


def task_deck(task: Task) -> Deck:
    """The deck the task's game is played with."""
    return classic_deck() if task.deck_seed is None else _custom_deck(task.deck_seed)


def play(task: Task, failures: Path | None = None) -> Outcome:
    """Play one game, checking everything after every action (in a worker process)."""
    t0 = time.perf_counter()
    deck = task_deck(task)
    names = [f"{p} {s + 1}" for s, p in enumerate(task.policies)]
    record = new_record(names, task.seed, task.difficulty, deck)
    rng = random.Random(task.seed)
    ais: list[AIPlayer | None] = [
        None
        if p == "random"
        else make_ai(p, task.seed * 16 + s, task.hard_budget if p == "hard" else None)
        for s, p in enumerate(task.policies)
    ]
    actions: list[Action] = []
    hard_max = 0.0
    ending = "finished"
    idle = 0  # turns ended in a row without any other action
    try:
        state = record.initial_state()
        dealt = cards_in_play(state)
        check_invariants(state, dealt)
        while state.phase is not Phase.FINISHED:
            if len(actions) >= MAX_ACTIONS:
                raise AssertionError(f"the game did not end after {MAX_ACTIONS} actions")
            ai = ais[state.current]
            if ai is None:
                action = random_action(state, rng)
            else:
                t = time.perf_counter()
                action = ai.choose(state)
                if ai.level == "hard":
                    hard_max = max(hard_max, time.perf_counter() - t)
            actions.append(action)
            why = check(state, action)
            if why is not None:
                raise AssertionError(
                    f"{task.policies[state.current]} chose an illegal action: {why}"
                )
            idle = idle + 1 if isinstance(action, EndTurn) and state.actions_left == 3 else 0
            state = apply(state, action, validate=False)
            check_invariants(state, dealt)
            if len(actions) % ROUND_TRIP_EVERY == 0:
                check_round_trip(record.with_actions(actions), state)
                if deadlocked(state):
                    ending = "deadlocked"
                    break
            if idle >= STALL_ROUNDS * len(state.players):
                ending = "deadlocked" if deadlocked(state) else "stalled"
                break
        check_round_trip(record.with_actions(actions), state)
    except Exception as exc:  # every failure is a finding: keep the game to replay it
        where = f"after {len(actions)} action(s)"
        message = f"game {task.index} ({task.kind}, seed {task.seed}) {where}: {exc!r}"
        if failures is not None:
            message += _keep_failure(failures, task, record.with_actions(actions).to_bytes())
        return Outcome(task, len(actions), time.perf_counter() - t0, hard_max, failure=message)
    if ending == "stalled" and failures is not None:
        _keep_failure(failures, task, record.with_actions(actions).to_bytes(), "stall")
    return Outcome(task, len(actions), time.perf_counter() - t0, hard_max, ending=ending)


def deadlocked(state: GameState) -> bool:
    """Whether a multi-player game can provably never end.

    Either no player can ever complete a puzzle (every player holds 4 puzzles, so takes no
    more, and no puzzle's empty cells can be filled by the pieces that can still move: the
    reserve and the supplies; pieces on puzzles come back only when one is completed), or no
    player has any legal action but ending the turn (nothing can change again).
    """
    if state.solo is not None or state.phase is not Phase.PLAYING or state.pending:
        return False
    deck = state.deck
    if all(len(p.puzzles) == MAX_PUZZLES for p in state.players):
        movable = list(state.reserve)
        for p in state.players:
            movable = [a + b for a, b in zip(movable, p.supply, strict=True)]
        solver = get_solver(deck)
        if not any(
            solver.can_fill(deck.puzzle_by_id[pz.id].mask & ~pz.filled, movable)
            for p in state.players
            for pz in p.puzzles
        ):
            return True
    for seat in range(len(state.players)):
        turn = replace(state, current=seat, actions_left=3, master_used=False)
        if legal_actions(turn) != [EndTurn()]:
            return False
    return True


def _keep_failure(folder: Path, task: Task, blob: bytes, what: str = "failure") -> str:
    stem = f"soak-{what}-{task.index}-seed-{task.seed}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(folder / f"{stem}.json", blob)
        atomic_write_bytes(folder / f"{stem}.txt", f"{task!r}\n\n{traceback.format_exc()}".encode())
    except (OSError, WriteFailed) as exc:
        return f" (its record could not be written to {folder}: {exc})"
    return f" (record and traceback: {folder / stem}.json, .txt)"


def _play_keeping(args: tuple[Task, Path | None]) -> Outcome:
    return play(*args)


def run(
    games: int,
    seed: int,
    jobs: int,
    hard_budget: float,
    failures: Path | None,
    progress: bool = True,
) -> list[Outcome]:
    """Play the run's games (in ``jobs`` worker processes when more than 1)."""
    todo = ((t, failures) for t in make_tasks(games, seed, hard_budget))
    outcomes: list[Outcome] = []
    step = max(1, games // 20)
    t0 = time.perf_counter()

    def seen(o: Outcome) -> None:
        outcomes.append(o)
        if o.failure is not None:
            print("FAILED:", o.failure, flush=True)
        if progress and len(outcomes) % step == 0:
            print(f"  {len(outcomes)}/{games} games, {time.perf_counter() - t0:.0f} s", flush=True)

    if jobs == 1:
        for args in todo:
            seen(_play_keeping(args))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for o in pool.map(_play_keeping, todo, chunksize=2):
                seen(o)
    return outcomes


def report(outcomes: Sequence[Outcome], seconds: float) -> str:
    """The figures: games by kind and by players, actions checked, failures, time."""
    by_kind = Counter(o.task.kind for o in outcomes)
    by_players = Counter(o.task.players for o in outcomes)
    by_solo = Counter(o.task.difficulty for o in outcomes if o.task.difficulty is not None)
    actions = sum(o.actions for o in outcomes)
    failed = [o for o in outcomes if o.failure is not None]
    stopped = {
        ending: Counter(
            f"{o.task.kind} {'/'.join(o.task.policies)}" for o in outcomes if o.ending == ending
        )
        for ending in ("deadlocked", "stalled")
    }
    hard = [o for o in outcomes if "hard" in o.task.policies]
    lines = [
        f"games played: {len(outcomes)}",
        "  by kind: " + ", ".join(f"{k} {by_kind[k]}" for k in sorted(by_kind)),
        "  seats: " + ", ".join(f"{k} {by_players[k]}" for k in sorted(by_players)),
        "  solo difficulty: " + ", ".join(f"{k} {by_solo[k]}" for k in DIFFICULTIES),
        f"  stopped deadlocked (the rules leave no way to end): {sum(stopped['deadlocked'].values())}",
        f"  stopped stalled (every seat only ended its turn for {STALL_ROUNDS} rounds): "
        f"{sum(stopped['stalled'].values())}",
        *(f"    stalled: {k} {n}" for k, n in sorted(stopped["stalled"].items())),
        f"actions checked: {actions}",
        f"failures: {len(failed)}",
        f"time: {seconds:.1f} s",
    ]
    if hard:
        slow = max(hard, key=lambda o: o.hard_max)
        budget = slow.task.hard_budget
        lines.append(
            f"hard AI's longest decision: {slow.hard_max * 1000:.0f} ms against a budget of "
            f"{budget * 1000:.0f} ms (game {slow.task.index}, {slow.task.kind}, seed "
            f"{slow.task.seed}); over 1.5 x budget in "
            f"{sum(o.hard_max > 1.5 * o.task.hard_budget for o in hard)} of {len(hard)} games"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the soak from the command line; exit 1 if any game failed."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2000, help="games to play (default 2000)")
    ap.add_argument("--seed", type=int, default=0, help="the run's seed (default 0)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument(
        "--hard-budget",
        type=float,
        default=0.05,
        help="seconds per decision of the hard AI (default 0.05)",
    )
    ap.add_argument(
        "--failures",
        default="/tmp/soak-failures",
        help="folder for failing games' records (default /tmp/soak-failures)",
    )
    args = ap.parse_args(argv)
    if not 1 <= args.games <= 10_000_000:
        ap.error("--games must be between 1 and 10000000")
    if not 1 <= args.jobs <= 64:
        ap.error("--jobs must be between 1 and 64")
    if not 0.001 <= args.hard_budget <= 60:
        ap.error("--hard-budget must be between 0.001 and 60 seconds")
    print(
        f"soak: {args.games} games, seed {args.seed}, {args.jobs} job(s), "
        f"hard budget {args.hard_budget:g} s",
        flush=True,
    )
    t0 = time.perf_counter()
    outcomes = run(args.games, args.seed, args.jobs, args.hard_budget, Path(args.failures))
    print(report(outcomes, time.perf_counter() - t0))
    return 1 if any(o.failure is not None for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
