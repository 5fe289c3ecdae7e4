"""A realistic game history for looking at the statistics (Game > Statistics…).

    python bench/history_sample.py DATA_DIR [--games 40] [--seed 1]

Plays seeded AI games in which "Ann" (a person's seat, played here by the medium AI, now and
then by the easy one, so her results vary) meets computer players of every level at 2, 3 and 4
players, plus a few solo games at each difficulty, and puts them in DATA_DIR's history folder as
the game does (``add_to_history``), dated one to three days apart over the last months. The
hard computer players think with a small time budget (0.05 s a decision) so that the run takes
a minute or so; they stay the strongest. The same seed makes the same history. Then
``PROJECT_L_DATA_DIR=DATA_DIR project-l`` shows it, and bench/screenshots.py uses it for the
statistics page.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.ai import make_ai
from app.ai.match import play_game
from app.core.saves import SaveData
from app.core.setup import SeatConfig
from app.model.history import add_to_history

NAMES = ("Bob", "Cleo", "Dan")


def sample_games(count: int, seed: int) -> list[SaveData]:
    """The games, in the order played."""
    rng = random.Random(seed)
    out = []
    for g in range(count):
        game_seed = seed * 1000 + g
        if g % 7 == 6:  # now and then a solo game
            difficulty = ("standard", "challenging", "unbeatable")[g // 7 % 3]
            ann = make_ai("medium", game_seed)
            result = play_game([ann], game_seed, difficulty=difficulty, names=["Ann"])
            out.append(SaveData(result.record, (SeatConfig("Ann"),)))
            continue
        players = rng.choice((2, 2, 2, 3, 4))
        levels = [rng.choice(("easy", "medium", "medium", "hard")) for _ in range(players - 1)]
        ann_level = "easy" if rng.random() < 0.25 else "medium"
        ais = [make_ai(ann_level, game_seed)] + [
            make_ai(level, game_seed * 8 + i, time_budget=0.05 if level == "hard" else None)
            for i, level in enumerate(levels)]
        seats = [SeatConfig("Ann")] + [SeatConfig(NAMES[i], "ai", level)  # type: ignore[arg-type]
                                       for i, level in enumerate(levels)]
        order = list(range(players))
        rng.shuffle(order)  # Ann does not always start
        result = play_game([ais[i] for i in order], game_seed,
                           names=[seats[i].name for i in order])
        out.append(SaveData(result.record, tuple(seats[i] for i in order)))
    return out


def write_history(folder: Path, games: list[SaveData], seed: int,
                  end: datetime | None = None) -> list[Path]:
    """Put the games in the history folder, dated a few days apart up to ``end``."""
    rng = random.Random(seed)
    end = end or datetime.now(UTC).replace(microsecond=0)
    when = end - timedelta(days=2 * len(games))
    paths = []
    for save in games:
        when += timedelta(days=rng.choice((1, 1, 2, 3)), hours=rng.randint(-5, 5))
        path = add_to_history(save, folder)
        data = json.loads(path.read_text("utf-8"))
        data["app"]["saved_at"] = min(when, end).strftime("%Y-%m-%dT%H:%M:%SZ")
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data_dir", type=Path)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    games = sample_games(args.games, args.seed)
    paths = write_history(args.data_dir / "history", games, args.seed)
    print(f"{len(paths)} games in {args.data_dir / 'history'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
