"""Engine throughput: legal-action generation, apply, and whole seeded games (prints figures).

Run: .venv/bin/python bench/engine.py [--games N]
Target (issue 2): a seeded 2-player game played to the end by a simple policy in under 20 ms
median on the project's 2-core machine.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from app.rules import (
    GameState,
    Phase,
    apply,
    classic_deck,
    deal,
    legal_actions,
    new_game,
    random_action,
)


def game_states(players: int, seed: int) -> list[GameState]:
    """Every state of one seeded random game (for the per-call figures)."""
    deck = classic_deck()
    w, b = deal(deck, players, seed)
    state = new_game(deck, [f"P{i}" for i in range(players)], w, b)
    rng = random.Random(seed)
    states = [state]
    while state.phase is not Phase.FINISHED:
        state = apply(state, random_action(state, rng))
        states.append(state)
    return states


def play_game(players: int, seed: int) -> tuple[float, int]:
    """Play one seeded game with the random policy; (seconds, actions)."""
    deck = classic_deck()
    t0 = time.perf_counter()
    w, b = deal(deck, players, seed)
    state = new_game(deck, [f"P{i}" for i in range(players)], w, b)
    rng = random.Random(seed)
    n = 0
    while state.phase is not Phase.FINISHED:
        state = apply(state, random_action(state, rng), validate=False)
        n += 1
    return time.perf_counter() - t0, n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    classic_deck()
    for players in (2, 4):
        states = [s for seed in range(5) for s in game_states(players, 1000 + seed)]
        states = [s for s in states if s.phase is Phase.PLAYING and not s.pending]
        t0 = time.perf_counter()
        total = 0
        for s in states:
            total += len(legal_actions(s))
        t_legal = (time.perf_counter() - t0) / len(states)
        pairs = [(s, legal_actions(s)) for s in states]
        t0 = time.perf_counter()
        napply = 0
        for s, acts in pairs:
            for a in acts[:: max(1, len(acts) // 8)]:
                apply(s, a)
                napply += 1
        t_apply = (time.perf_counter() - t0) / napply
        t0 = time.perf_counter()
        for s, acts in pairs:
            for a in acts[:: max(1, len(acts) // 8)]:
                apply(s, a, validate=False)
        t_apply_fast = (time.perf_counter() - t0) / napply
        times, lengths = [], []
        for seed in range(args.games):
            t, n = play_game(players, seed)
            times.append(t)
            lengths.append(n)
        times.sort()
        print(f"{players} players:")
        print(f"  legal_actions: {t_legal * 1e6:8.1f} us/call  ({total / len(states):.0f} actions on average)")
        print(f"  apply (checked): {t_apply * 1e6:6.1f} us/call   apply (unchecked): {t_apply_fast * 1e6:6.1f} us/call")
        print(
            f"  random-policy games: median {statistics.median(times) * 1e3:.2f} ms, "
            f"p90 {times[int(0.9 * len(times))] * 1e3:.2f} ms, {len(times) / sum(times):.0f} games/s, "
            f"median {statistics.median(lengths):.0f} actions/game ({args.games} games)"
        )


if __name__ == "__main__":
    main()
