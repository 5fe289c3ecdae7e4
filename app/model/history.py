"""The game history: every finished game (and every abandoned one) kept as a save file.

Qt-free. One ``.plsave`` per game in :func:`history_dir`, named by date and players. Each file is
a complete save; its ``app`` section also carries a ``result`` (finished, scores, winners) so
that the History dialog lists hundreds of games without replaying them. The result is only for
the listing: opening a game replays its record, which is the truth.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from app.core.atomic import WriteFailed, atomic_write_bytes, cause, folder_lock
from app.core.paths import history_dir
from app.core.saves import (
    APP_KEY,
    SAVE_SUFFIX,
    InvalidSave,
    SaveData,
    load_save,
    read_limited,
    save_to_json,
    time_of_text,
    utc_now_text,
)
from app.rules import GameState, Phase, Reason, WriteProblem, valid_text

RESULT_KEY = "result"


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game stood when it was put in the history."""

    finished: bool
    scores: tuple[int, ...]
    winners: tuple[int, ...]  # empty while unfinished, and in a solo game the automaton won
    actions: int
    opponent_score: int | None = None  # solo only

    def to_json(self) -> dict[str, Any]:
        """The result as stored in the ``app`` section."""
        out: dict[str, Any] = {
            "finished": self.finished,
            "scores": list(self.scores),
            "winners": list(self.winners),
            "actions": self.actions,
        }
        if self.opponent_score is not None:
            out["opponent_score"] = self.opponent_score
        return out

    @staticmethod
    def from_json(obj: Any, players: int) -> GameResult | None:
        """The stored result, or None if it is missing or malformed (then the game is replayed)."""
        if not isinstance(obj, dict):
            return None
        finished, scores, winners = obj.get("finished"), obj.get("scores"), obj.get("winners")
        actions, opponent = obj.get("actions", 0), obj.get("opponent_score")

        def ints(v: Any) -> tuple[int, ...] | None:
            if isinstance(v, list) and all(
                isinstance(x, int) and not isinstance(x, bool) for x in v
            ):
                return tuple(v)
            return None

        score_list, winner_list = ints(scores), ints(winners)
        if not isinstance(finished, bool) or score_list is None or winner_list is None:
            return None
        if len(score_list) != players or any(not 0 <= w < players for w in winner_list):
            return None
        if not isinstance(actions, int) or isinstance(actions, bool):
            return None
        if opponent is not None and (not isinstance(opponent, int) or isinstance(opponent, bool)):
            return None
        return GameResult(finished, score_list, winner_list, actions, opponent)

    @staticmethod
    def of_state(state: GameState, actions: int) -> GameResult:
        """The result shown by a state."""
        finished = state.phase is Phase.FINISHED
        return GameResult(
            finished=finished,
            scores=tuple(p.score for p in state.players),
            winners=tuple(state.winners or ()) if finished else (),
            actions=actions,
            opponent_score=state.solo.opponent_points if state.solo is not None else None,
        )


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One game of the history, as listed: enough to show a row without replaying the game.

    When the file cannot be read, ``error`` says why (a :class:`~app.rules.Reason`, said by
    ``app.i18n.problem_text``) and the other fields are empty.
    """

    path: Path
    saved_at: datetime | None
    players: tuple[str, ...] = ()
    result: GameResult | None = None
    solo_difficulty: str | None = None
    deck_name: str = ""
    error: Reason | str | None = None

    @property
    def ok(self) -> bool:
        """Whether the file could be read."""
        return self.error is None and self.result is not None

    @property
    def winner_names(self) -> tuple[str, ...]:
        """Names of the winners ("the automaton" has no name: empty in a lost solo game)."""
        if self.result is None:
            return ()
        return tuple(self.players[w] for w in self.result.winners if 0 <= w < len(self.players))


# --- writing -------------------------------------------------------------------------------------


_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def _file_stem(save: SaveData, when: datetime) -> str:
    names = "-".join(_UNSAFE.sub("_", n).strip("_") or "player" for n in save.record.players)
    return f"{when:%Y%m%d-%H%M%S}-{names[:60]}"


def _free_path(folder: Path, stem: str) -> Path:
    path = folder / f"{stem}{SAVE_SUFFIX}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{SAVE_SUFFIX}"
        n += 1
    return path


def add_to_history(save: SaveData, directory: Path | None = None) -> Path:
    """Store a game in the history (finished or not) and return its file.

    Several programs may add games at once: the name is chosen and the file written under the
    folder's lock (:func:`~app.core.atomic.folder_lock`), so no game ever replaces another.

    :raises InvalidSave: if an action of the record is illegal.
    :raises WriteFailed: if the file could not be written (the folder is a file, read-only, the
        disk is full, ...); nothing in the history has changed then.
    """
    if directory is not None:
        folder = directory
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise WriteFailed(Reason.of(WriteProblem.HISTORY_FOLDER, path=str(folder),
                                        reason=cause(exc)), exc.errno) from exc
    else:
        folder = history_dir()
    saved_at = utc_now_text()
    data = save_to_json(save, saved_at=saved_at)
    data[APP_KEY].pop("origin", None)  # a local path means nothing in the history
    result = GameResult.of_state(save.final_state, len(save.record.actions))
    data[APP_KEY][RESULT_KEY] = result.to_json()
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    blob = text.encode("utf-8")
    with folder_lock(folder):
        path = _free_path(folder, _file_stem(save, datetime.now()))
        atomic_write_bytes(path, blob)
    return path


# --- reading -------------------------------------------------------------------------------------


def _file_time(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        return None


def read_entry(path: Path) -> HistoryEntry:
    """The listing row of one history file (replays the game only if its result is missing)."""
    try:
        data = json.loads(read_limited(path).decode("utf-8-sig"))
    except (InvalidSave, UnicodeDecodeError, ValueError, RecursionError):
        data = None
    app = data.get(APP_KEY) if isinstance(data, dict) else None
    players = data.get("players") if isinstance(data, dict) else None
    result = None
    if (
        isinstance(app, dict)
        and isinstance(players, list)
        and all(isinstance(p, str) and valid_text(p) for p in players)
    ):
        result = GameResult.from_json(app.get(RESULT_KEY), len(players))
    if result is None or not isinstance(data, dict) or not isinstance(players, list):
        # no usable stored result: read the game in full (this also names any problem)
        try:
            save = load_save(path)
        except InvalidSave as exc:
            return HistoryEntry(path, _file_time(path), error=exc.reason or str(exc))
        return _entry_of_save(path, save)
    solo = data.get("solo")
    difficulty = solo.get("difficulty") if isinstance(solo, dict) else None
    deck = data.get("deck_data")
    deck_name = deck.get("name") if isinstance(deck, dict) else None
    return HistoryEntry(
        path=path,
        saved_at=time_of_text(app.get("saved_at") if isinstance(app, dict) else None)
        or _file_time(path),
        players=tuple(players),
        result=result,
        solo_difficulty=difficulty if isinstance(difficulty, str) else None,
        deck_name=deck_name if isinstance(deck_name, str) and valid_text(deck_name) else "",
    )


def _entry_of_save(path: Path, save: SaveData) -> HistoryEntry:
    record = save.record
    return HistoryEntry(
        path=path,
        saved_at=save.saved_time() or _file_time(path),
        players=record.players,
        result=GameResult.of_state(save.final_state, len(record.actions)),
        solo_difficulty=record.difficulty,
        deck_name=record.deck.name if record.deck is not None else "",
    )


def list_history(directory: Path | None = None) -> list[HistoryEntry]:
    """Every game of the history, newest first (unreadable files are listed with their error)."""
    try:
        folder = directory if directory is not None else history_dir()
        paths = [p for p in folder.iterdir() if p.suffix == SAVE_SUFFIX and p.is_file()]
    except OSError:
        return []
    entries = [read_entry(p) for p in paths]
    oldest = datetime.min.replace(tzinfo=UTC)
    entries.sort(key=lambda e: (e.saved_at or oldest, e.path.name), reverse=True)
    return entries


def load_history_game(entry: HistoryEntry) -> SaveData:
    """The full game of a history entry, checked and replayed.

    :raises InvalidSave: if the file is not (or no longer) a valid saved game.
    """
    return load_save(entry.path)


def delete_history_game(entry: HistoryEntry) -> None:
    """Remove a game from the history.

    :raises OSError: if the file could not be removed.
    """
    try:
        os.remove(entry.path)
    except FileNotFoundError:
        pass
