"""The balance lab's run history: each run kept with the version of the deck it played, so a
designer compares this version of a deck with the previous one (not only with the classic
deck).

A run is one JSON file in the data folder's ``balance/<deck id>/`` (docs/formats.md, "The
data folder"): the deck as it was (without its card backs' picture), the digest of what plays
(pieces, puzzles and setup: renaming a deck or rewording its description is no new version),
the choices (settings, AI levels, games, first seed) and every game's facts. The records of the
odd games (far outside the usual length) lie beside it, in a folder of the same name, as record
files the game's replay review opens. At most :data:`MAX_RUNS` runs are kept per deck, the
oldest dropped first. Qt-free.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from app.core.atomic import WriteFailed, atomic_write_bytes
from app.core.balance import Balance, GameFacts, Setting, parse_setting
from app.rules import Deck, deck_from_json

HISTORY_FORMAT = "project-l-balance-run"
HISTORY_VERSION = 1
MAX_RUNS = 20
MAX_RUN_BYTES = 50_000_000


def play_digest(deck: Deck) -> str:
    """A short digest of what plays in a deck: its pieces, puzzles and setup."""
    data = deck.to_json(back=False)
    keep = {k: data[k] for k in ("pieces", "puzzles", "setup")}
    return hashlib.sha256(json.dumps(keep, sort_keys=True).encode()).hexdigest()[:16]


def history_folder(deck: Deck, root: Path | None = None) -> Path | None:
    """The folder of a deck's runs (None when the data folder cannot be used)."""
    if root is None:
        from app.core.paths import DataFolderError, data_dir

        try:
            root = data_dir() / "balance"
        except DataFolderError:
            return None
    name = re.sub(r"[^\w\-]+", "-", deck.id, flags=re.ASCII).strip("-_")[:64] or "deck"
    return root / name


@dataclass(frozen=True, slots=True)
class Run:
    """One run of the lab on one version of a deck."""

    path: Path
    deck: Deck
    digest: str
    saved_at: str  # ISO 8601, UTC
    settings: tuple[str, ...]
    levels: tuple[str, ...]
    games: int
    seed: int
    facts: tuple[GameFacts, ...]

    def balance(self) -> Balance:
        """The run's figures."""
        out = Balance(self.deck, tuple(parse_setting(s) for s in self.settings))
        for f in self.facts:
            if f.setting in out.figures:
                out.add(f)
        return out

    @property
    def records(self) -> Path:
        """The folder holding the records of the run's odd games."""
        return self.path.with_suffix("")


def record_name(setting: str, index: int, levels: Sequence[str]) -> str:
    """The file name of a game's record: ``game-2p-0031-medium-medium.json``."""
    kind = setting if setting.startswith("solo") else f"{setting}p"
    return f"game-{kind}-{index + 1:04d}-{'-'.join(levels)}.json"


def save_run(balance: Balance, levels: Sequence[str], games: int, seed: int,
             folder: Path | None = None, *, now: datetime | None = None) -> Run | None:
    """Keep a finished run (atomically) with the records of its odd games; drop the oldest
    runs beyond :data:`MAX_RUNS`. None when nothing could be written (the lab goes on)."""
    folder = folder if folder is not None else history_folder(balance.deck)
    if folder is None:
        return None
    when = (now or datetime.now(UTC)).astimezone(UTC)
    digest = play_digest(balance.deck)
    stamp = when.strftime("%Y%m%d-%H%M%S-%f")
    path = folder / f"run-{stamp}-{digest[:8]}.json"
    facts = [f for fig in balance.figures.values() for f in fig.facts]
    data: dict[str, Any] = {
        "format": HISTORY_FORMAT, "version": HISTORY_VERSION,
        "saved_at": when.isoformat(timespec="seconds"),
        "digest": digest, "deck": balance.deck.to_json(back=False),
        "settings": [s.key for s in balance.settings], "levels": list(levels),
        "games": games, "seed": seed, "facts": [f.to_json() for f in facts],
    }
    try:
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, json.dumps(data, ensure_ascii=False).encode("utf-8"))
        records = path.with_suffix("")
        for key, fig in balance.figures.items():
            by_index = {f.index: f for f in fig.facts}
            for odd in fig.odd_games():
                blob = by_index[odd.index].record_bytes()
                if blob:
                    records.mkdir(exist_ok=True)
                    atomic_write_bytes(records / record_name(key, odd.index, odd.levels), blob)
    except (OSError, WriteFailed):
        return None
    _prune(folder)
    return Run(path, balance.deck.without_back(), digest, str(data["saved_at"]),
               tuple(s.key for s in balance.settings), tuple(levels), games, seed,
               tuple(facts))


def _prune(folder: Path) -> None:
    runs = sorted(folder.glob("run-*.json"))
    for old in runs[:-MAX_RUNS]:
        try:
            old.unlink()
            shutil.rmtree(old.with_suffix(""), ignore_errors=True)
        except OSError:
            pass


def read_run(path: Path) -> Run:
    """A run file.

    :raises ValueError: for a file that is not a run (or not one this version reads).
    """
    try:
        if path.stat().st_size > MAX_RUN_BYTES:
            raise ValueError("too large")
        raw: Any = json.loads(path.read_text("utf-8"))
        if raw.get("format") != HISTORY_FORMAT or raw.get("version") != HISTORY_VERSION:
            raise ValueError("not a balance run")
        deck = deck_from_json(raw["deck"], draft=True)
        facts = tuple(GameFacts.from_json(f) for f in raw["facts"])
        settings = tuple(str(s) for s in raw["settings"])
        for s in settings:
            parse_setting(s)
        return Run(path, deck, str(raw["digest"]), str(raw["saved_at"]), settings,
                   tuple(str(lv) for lv in raw["levels"]), int(raw["games"]),
                   int(raw["seed"]), facts)
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        # (InvalidDeck and a JSON error are ValueErrors)
        raise ValueError(f"{path.name}: not a balance run this program reads ({exc})") from exc


def runs(deck: Deck, folder: Path | None = None) -> list[Run]:
    """The deck's kept runs, newest first (files that cannot be read are passed over)."""
    folder = folder if folder is not None else history_folder(deck)
    if folder is None or not folder.is_dir():
        return []
    out = []
    for path in sorted(folder.glob("run-*.json"), reverse=True):
        try:
            out.append(read_run(path))
        except ValueError:
            continue
    return out


def previous_version(deck: Deck, settings: Sequence[Setting], levels: Sequence[str],
                     folder: Path | None = None) -> Run | None:
    """The newest run of another version of the deck (another :func:`play_digest`) with the
    same AI levels and at least one of ``settings``: what this version is compared with."""
    digest = play_digest(deck)
    keys = {s.key for s in settings}
    folder = folder if folder is not None else history_folder(deck)
    if folder is None or not folder.is_dir():
        return None
    for path in sorted(folder.glob("run-*.json"), reverse=True):
        if path.stem.endswith("-" + digest[:8]):
            continue  # this version's own run (its digest is in the name): not read
        try:
            run = read_run(path)
        except ValueError:
            continue
        if run.digest != digest and run.levels == tuple(levels) and keys & set(run.settings):
            return run
    return None


@dataclass(frozen=True, slots=True)
class Changes:
    """What changed from one version of a deck to another (puzzle and piece ids)."""

    added: tuple[str, ...]
    removed: tuple[str, ...]
    changed: tuple[str, ...]  # cells, colour, points or reward (puzzles); cells, count (pieces)
    setup: bool

    @property
    def none(self) -> bool:
        """Whether nothing that plays changed."""
        return not (self.added or self.removed or self.changed or self.setup)


def changes(old: Deck, new: Deck) -> Changes:
    """The puzzles and pieces added, removed and changed from ``old`` to ``new``."""
    def items(deck: Deck) -> dict[str, Any]:
        data = deck.to_json(back=False)
        out = {p["id"]: p for p in data["puzzles"]}
        out.update({"piece " + p["id"]: {k: p[k] for k in ("cells", "count")}
                    for p in data["pieces"]})
        return out

    a, b = items(old), items(new)
    added = tuple(k.removeprefix("piece ") for k in b if k not in a)
    removed = tuple(k.removeprefix("piece ") for k in a if k not in b)
    changed = tuple(k.removeprefix("piece ") for k in b if k in a and a[k] != b[k])
    return Changes(added, removed, changed, old.to_json()["setup"] != new.to_json()["setup"])
