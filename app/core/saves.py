"""Saved games (``.plsave``): a game record plus what the app needs to continue the game.

A save file *is* a game record (docs/formats.md), so ``project-l replay`` reads it, with
one optional field of its own::

    "app": {"save_version": 1, "app_version": "0.1.0", "saved_at": "2025-01-31T18:02:11Z",
            "seats": [{"name": "Ann", "kind": "human", "level": "medium"}, ...],
            "view": {"zoom": 1.0, ...},
            "network": {"game_name": "Ann's game", "port": 47470, "offer_lan": true,
                        "takeover_seconds": 60}}

(``network`` only in a hosted game's save: seats of kind ``remote`` were played from other
computers; opening the file offers to host the game again.)

After an analysis (issue 17) the ``app`` section may also hold ``"analysis"``: the
:class:`~app.ai.analysis.GameAnalysis` JSON (docs/analysis.md); one that is malformed is ignored
(``SaveData.analysis`` is then None), never an error.

A custom deck travels inside the record as ``deck_data``, so a save opens on any computer. Loading
checks the whole file (structure, ids, deck sizes, then every action against the rules) before
anything is returned, and never runs anything from the file (plain JSON, no pickle). Every problem
is an :class:`InvalidSave` whose message names it for a player.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeAlias

from app import __version__
from app.ai.analysis import GameAnalysis, record_digest
from app.core.atomic import atomic_write_bytes
from app.core.setup import NetworkOptions, SeatConfig
from app.rules import (
    DECK_FORMAT,
    MAX_RECORD_BYTES,
    READABLE_VERSIONS,
    RECORD_FORMAT,
    RECORD_VERSION,
    FilePart,
    FileProblem,
    GameRecord,
    GameState,
    InvalidRecord,
    Phase,
    ProjectLError,
    Reason,
    ReplayStep,
    Size,
    UnreadableFile,
    read_regular_file,
    record_from_json,
    redeal,
    replay_steps,
    text_problem,
)

SAVE_SUFFIX = ".plsave"
SAVE_MIME = "application/x-project-l-save"
SAVE_VERSION = 1  # version of the "app" section; the record keeps its own version
MAX_SAVE_BYTES = MAX_RECORD_BYTES
APP_KEY = "app"

_MAX_VIEW_KEYS = 64
_MAX_VIEW_TEXT = 1000
_MAX_VIEW_LIST = 64

ViewScalar: TypeAlias = str | int | float | bool | None
ViewValue: TypeAlias = ViewScalar | tuple[ViewScalar, ...]


class InvalidSave(ProjectLError):
    """A file that cannot be opened as a saved game; ``reason`` names the problem (a
    :class:`~app.rules.FileProblem`, translated where it is shown)."""


def _bad(problem: FileProblem, **args: Any) -> InvalidSave:
    return InvalidSave(Reason.of(problem, **args))


@dataclass(frozen=True, slots=True)
class SaveData:
    """A game as saved: its record, its seats (human or AI, AI level) and the view settings.

    ``saved_at`` (UTC, ISO 8601) and ``app_version`` describe the file it was read from; both are
    filled in when written. ``origin`` is set on autosaves only: the file the game was opened from
    or last saved to, so a resumed game keeps its file. ``states`` holds the replayed states
    (initial state, then one after each action) when the save came from a loader. ``network``
    is how a hosted game was hosted (a seat is ``remote``), None for a local game.
    """

    record: GameRecord
    seats: tuple[SeatConfig, ...]
    view: Mapping[str, ViewValue] = field(default_factory=dict)
    saved_at: str | None = None
    app_version: str = __version__
    origin: str | None = None
    analysis: GameAnalysis | None = field(default=None, compare=False, repr=False)
    states: tuple[GameState, ...] = field(default=(), compare=False, repr=False)
    steps: tuple[ReplayStep, ...] = field(default=(), compare=False, repr=False)
    network: NetworkOptions | None = None

    def __post_init__(self) -> None:
        # a private copy with lists as tuples, so equal views compare equal and nobody shares it
        view = {k: tuple(v) if isinstance(v, list | tuple) else v for k, v in self.view.items()}
        object.__setattr__(self, "view", view)
        if len(self.seats) != len(self.record.players):
            raise ValueError(
                f"{len(self.seats)} seats for {len(self.record.players)} players in the record"
            )

    @property
    def is_hosted(self) -> bool:
        """Whether the game was hosted: a seat was played from another computer."""
        return any(s.kind == "remote" for s in self.seats)

    def played_locally(self) -> SaveData:
        """The same game with every remote seat played at this computer (by a person). A game
        not over yet has its cards still face down dealt anew (:func:`app.rules.redeal`): a
        network game's save holds them in a made-up order of its own (docs/formats.md), which
        would make the rest of the game predictable."""
        seats = tuple(replace(s, kind="human") if s.kind == "remote" else s for s in self.seats)
        local = replace(self, seats=seats)
        if self.is_finished:
            return local
        return replace(local, record=redeal(self.record, self.final_state), states=(), steps=())

    @property
    def final_state(self) -> GameState:
        """The state after the last action (replayed now if the save was built by hand).

        :raises InvalidSave: if an action of the record is illegal.
        """
        if self.states:
            return self.states[-1]
        return replay_states(self.record)[-1]

    @property
    def is_finished(self) -> bool:
        """Whether the game has reached its end.

        :raises InvalidSave: if an action of the record is illegal.
        """
        return self.final_state.phase is Phase.FINISHED

    def saved_time(self) -> datetime | None:
        """``saved_at`` as a time (UTC), or None if missing or unreadable."""
        return time_of_text(self.saved_at)

    def truncated(self, actions: int) -> SaveData:
        """The same game cut after its first ``actions`` actions (for "continue from here")."""
        if not 0 <= actions <= len(self.record.actions):
            raise ValueError(
                f"no position {actions} in a game of {len(self.record.actions)} actions"
            )
        record = self.record.with_actions(self.record.actions[:actions])
        return replace(
            self,
            record=record,
            origin=None,
            saved_at=None,
            analysis=None,
            states=self.states[: actions + 1],
            steps=self.steps[:actions],
        )


def seats_for_record(record: GameRecord) -> tuple[SeatConfig, ...]:
    """Default seats for a plain record: every player human, named as in the record."""
    return tuple(
        SeatConfig(name if 0 < len(name) <= 100 else f"Player {i + 1}")
        for i, name in enumerate(record.players)
    )


def utc_now_text() -> str:
    """The current time as written in ``saved_at``."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def time_of_text(text: object) -> datetime | None:
    """A time as written in ``saved_at`` (UTC when it names no zone), or None if it is not one."""
    if not isinstance(text, str):
        return None
    try:
        when = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


# --- writing -------------------------------------------------------------------------------------


def save_to_json(save: SaveData, *, saved_at: str | None = None) -> dict[str, Any]:
    """The save as one JSON object: the record's fields plus the ``app`` section."""
    out = save.record.to_json()
    app: dict[str, Any] = {
        "save_version": SAVE_VERSION,
        "app_version": __version__,
        "saved_at": saved_at or save.saved_at or utc_now_text(),
        "seats": [s.to_json() for s in save.seats],
        "view": {k: list(v) if isinstance(v, tuple) else v for k, v in save.view.items()},
    }
    if save.network is not None:
        app["network"] = save.network.to_json()
    if save.origin is not None:
        app["origin"] = save.origin
    if save.analysis is not None:
        app["analysis"] = save.analysis.to_json()
    # keep "format" and "version" first so the file says what it is in its first line
    head = {"format": out.pop("format"), "version": out.pop("version"), APP_KEY: app}
    return {**head, **out}


def save_to_bytes(save: SaveData, *, saved_at: str | None = None) -> bytes:
    """The save file's bytes (UTF-8 JSON, readable and diff-friendly).

    ``saved_at`` defaults to the save's own time, or now if it has none.
    """
    text = json.dumps(save_to_json(save, saved_at=saved_at), ensure_ascii=False, indent=1)
    return (text + "\n").encode("utf-8")


def write_save(path: str | os.PathLike[str], save: SaveData) -> SaveData:
    """Write a save file atomically, stamped with the current time; returns the save as written.

    ``origin`` is left out: it is for autosaves, and a file people keep or share should not
    carry a path of this computer.

    :raises WriteFailed: (an ``OSError``) if the file could not be written; any previous file at
        ``path`` is then unchanged.
    """
    stamped = replace(save, saved_at=utc_now_text(), app_version=__version__, origin=None)
    atomic_write_bytes(path, save_to_bytes(stamped))
    return stamped


# --- reading -------------------------------------------------------------------------------------


def _json_type(value: Any) -> FilePart:
    """What a JSON value that is not an object is ("a list"...)."""
    if isinstance(value, list):
        return FilePart.JSON_LIST
    if isinstance(value, str):
        return FilePart.JSON_TEXT
    if isinstance(value, bool):
        return FilePart.JSON_TRUE_FALSE
    if isinstance(value, int | float):
        return FilePart.JSON_NUMBER
    return FilePart.JSON_NULL


def _cut_short(text: str) -> bool:
    """Whether JSON text ends inside a string or with brackets still open (a truncated file)."""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
    return in_string or depth > 0


def _parse_json(blob: bytes) -> Any:
    if not blob.strip():
        raise _bad(FileProblem.EMPTY)
    if len(blob) > MAX_SAVE_BYTES:
        raise _bad(FileProblem.SAVE_TOO_LARGE, size=Size(len(blob)), limit=Size(MAX_SAVE_BYTES))
    try:
        text = blob.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _bad(FileProblem.SAVE_NOT_UTF8) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if text.lstrip().startswith("{") and _cut_short(text):
            raise _bad(FileProblem.CUT_SHORT, line=exc.lineno) from None
        raise _bad(FileProblem.SAVE_NOT_JSON, line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise _bad(FileProblem.SAVE_NESTED) from None
    except ValueError:
        # int() refuses numbers of thousands of digits
        raise _bad(FileProblem.SAVE_NUMBER) from None


def _check_header(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise _bad(FileProblem.SAVE_NOT_OBJECT, holds=Reason.of(_json_type(data)))
    fmt = data.get("format")
    if fmt == DECK_FORMAT:
        raise _bad(FileProblem.DECK_NOT_SAVE)
    if fmt != RECORD_FORMAT:
        if isinstance(fmt, str):
            raise _bad(FileProblem.SAVE_FORMAT, shown=repr(fmt)[:60])
        raise _bad(FileProblem.SAVE_NO_FORMAT)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _bad(FileProblem.SAVE_NO_VERSION)
    if version > RECORD_VERSION:
        raise _bad(FileProblem.SAVE_NEWER, version=version, known=RECORD_VERSION)
    if version not in READABLE_VERSIONS:
        raise _bad(FileProblem.SAVE_VERSION, version=version)
    return data


def _view_scalar(key: str, value: Any) -> ViewScalar:
    shown = repr(key)
    if value is None or isinstance(value, bool | int | str):
        if isinstance(value, str):
            _check_text(value, Reason.of(FilePart.VIEW_SETTING, key=shown), _MAX_VIEW_TEXT)
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**53:
            raise _bad(FileProblem.VIEW_RANGE, key=shown)
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise _bad(FileProblem.VIEW_FINITE, key=shown)
        return value
    raise _bad(FileProblem.VIEW_TYPE, key=shown)


def _read_view(raw: Any) -> dict[str, ViewValue]:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise _bad(FileProblem.VIEW_OBJECT)
    if len(raw) > _MAX_VIEW_KEYS:
        raise _bad(FileProblem.VIEW_COUNT, most=_MAX_VIEW_KEYS)
    view: dict[str, ViewValue] = {}
    for key, value in raw.items():
        _check_text(key, Reason.of(FilePart.VIEW_SETTING_NAME), 64)
        if isinstance(value, list):
            if len(value) > _MAX_VIEW_LIST:
                raise _bad(FileProblem.VIEW_ITEMS, key=repr(key))
            view[key] = tuple(_view_scalar(key, v) for v in value)
        else:
            view[key] = _view_scalar(key, value)
    return view


def _check_text(text: str, what: Reason, limit: int) -> None:
    problem = text_problem(text, what, limit)
    if problem is not None:
        raise InvalidSave(problem)


def _short_text(app: dict[str, Any], key: str) -> str | None:
    value = app.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 4096:
        raise _bad(FileProblem.SHORT_TEXT, key=repr(key))
    _check_text(value, Reason.of(FilePart.SAVE_FIELD, key=repr(key)), 4096)
    return value


def _read_app(raw: Any, record: GameRecord) -> SaveData:
    if not isinstance(raw, dict):
        raise _bad(FileProblem.APP_OBJECT)
    version = raw.get("save_version", SAVE_VERSION)
    if not isinstance(version, int) or isinstance(version, bool):
        raise _bad(FileProblem.SAVE_VERSION_WHOLE)
    if version > SAVE_VERSION:
        raise _bad(FileProblem.SAVE_APP_NEWER, version=version, known=SAVE_VERSION)
    raw_seats = raw.get("seats")
    if raw_seats is None:
        seats = seats_for_record(record)
    else:
        if not isinstance(raw_seats, list):
            raise _bad(FileProblem.SEATS_LIST)
        if len(raw_seats) != len(record.players):
            raise _bad(FileProblem.SEAT_COUNT, seats=len(raw_seats), players=len(record.players))
        seat_list = []
        for i, obj in enumerate(raw_seats):
            try:
                seat = SeatConfig.from_json(obj)
            except ProjectLError as exc:
                raise _bad(FileProblem.SEAT, number=i + 1, reason=exc.reason or str(exc)) from None
            if seat.name != record.players[i]:
                raise _bad(FileProblem.SEAT_NAME, number=i + 1, shown=repr(seat.name),
                           player=repr(record.players[i]))
            seat_list.append(seat)
        seats = tuple(seat_list)
    saved_at = _short_text(raw, "saved_at")
    network = None
    if raw.get("network") is not None:
        try:
            network = NetworkOptions.from_json(raw["network"])
        except ProjectLError as exc:
            raise _bad(FileProblem.NETWORK, reason=exc.reason or str(exc)) from None
    return SaveData(
        record=record,
        seats=seats,
        view=_read_view(raw.get("view")),
        saved_at=saved_at,
        app_version=_short_text(raw, "app_version") or "unknown",
        origin=_short_text(raw, "origin"),
        analysis=_read_analysis(raw.get("analysis")),
        network=network,
    )


def _read_analysis(raw: Any) -> GameAnalysis | None:
    """The stored analysis, or None when there is none or it is malformed (it is only a cache
    of work that can be done again, so a bad one is ignored, never an error)."""
    if raw is None:
        return None
    try:
        return GameAnalysis.from_json(raw)
    except (ValueError, RecursionError):
        return None


def replayed(record: GameRecord) -> tuple[tuple[ReplayStep, ...], tuple[GameState, ...]]:
    """The record replayed once: every step (with its events), and the initial state followed
    by the state after each action.

    :raises InvalidSave: ``"action N: <reason>"`` for the first illegal action.
    """
    steps: list[ReplayStep] = []
    states = [record.initial_state()]
    for step in replay_steps(record, events=True):
        if step.after is None:
            raise _bad(FileProblem.ILLEGAL_ACTION, index=step.index, reason=step.reason or "")
        steps.append(step)
        states.append(step.after)
    return tuple(steps), tuple(states)


def replay_states(record: GameRecord) -> tuple[GameState, ...]:
    """The initial state and the state after each action of the record.

    :raises InvalidSave: ``"action N: <reason>"`` for the first illegal action.
    """
    return replayed(record)[1]


def save_from_json(data: Any) -> SaveData:
    """Check a parsed save (or plain game record) completely and build it, replaying every action.

    A plain record without an ``app`` section opens with every seat human.

    :raises InvalidSave: naming the first problem found.
    """
    data = _check_header(data)
    record = _record_of(data)
    save = (
        _read_app(data[APP_KEY], record)
        if APP_KEY in data
        else SaveData(record=record, seats=seats_for_record(record), app_version="unknown")
    )
    steps, states = replayed(record)
    return replace(save, states=states, steps=steps)


def load_save_bytes(blob: bytes) -> SaveData:
    """Read a save file's bytes; a plain game record is accepted too.

    :raises InvalidSave: for anything that is not a complete, legal saved game.
    """
    return save_from_json(_parse_json(blob))


def read_limited(path: str | os.PathLike[str], limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (never blocks on a pipe or device).

    :raises InvalidSave: if the file is missing, unreadable, not a regular file or too large.
    """
    try:
        return read_regular_file(path, limit, Reason.of(FilePart.A_SAVED_GAME))
    except UnreadableFile as exc:
        raise InvalidSave(exc) from None


def load_save(path: str | os.PathLike[str]) -> SaveData:
    """Read a save file (or a plain game record) from disk.

    :raises InvalidSave: for a file that cannot be read or is not a complete, legal saved game.
    """
    return load_save_bytes(read_limited(path))


def read_record(path: str | os.PathLike[str]) -> GameRecord:
    """The game record of a save file (or plain record), checked as a record but not replayed:
    enough to tell which game a file holds.

    :raises InvalidSave: for a file that cannot be read or holds no game record.
    """
    return _record_of(_check_header(_parse_json(read_limited(path))))


def _record_of(data: dict[str, Any]) -> GameRecord:
    """The game record of a checked save (all but its ``app`` section).

    :raises InvalidSave: when it is no valid record.
    """
    try:
        return record_from_json({k: v for k, v in data.items() if k != APP_KEY})
    except InvalidRecord as exc:
        raise InvalidSave(exc) from None
    except RecursionError:
        raise _bad(FileProblem.SAVE_NESTED) from None


def played_on(earlier: GameRecord, later: GameRecord) -> bool:
    """Whether ``later`` is the game of ``earlier`` played on: the same players, deal and deck,
    and ``earlier``'s actions are the first of ``later``'s (so ``later`` holds all of it)."""
    n = len(earlier.actions)
    if n > len(later.actions):
        return False
    return record_digest(earlier) == record_digest(later.with_actions(later.actions[:n]))


# --- naming --------------------------------------------------------------------------------------


def describe_players(record: GameRecord) -> str:
    """ "Ann, Bob and Cleo" or "Ann (solo, standard)"."""
    names = list(record.players)
    if record.is_solo:
        return f"{names[0]} (solo, {record.difficulty})"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def suggested_file_name(save: SaveData, when: datetime | None = None) -> str:
    """A file name for Save As: the players and the date, with the ``.plsave`` suffix."""
    when = when or datetime.now()
    names = " vs ".join(save.record.players) if not save.record.is_solo else save.record.players[0]
    stem = _UNSAFE.sub("_", names).strip(" .") or "game"
    return f"{stem[:80]} {when:%Y-%m-%d %H%M}{SAVE_SUFFIX}"


def with_suffix(path: str, suffix: str = SAVE_SUFFIX) -> str:
    """The path with the save suffix added when it has none (file dialogs may drop it)."""
    return path if Path(path).suffix.lower() == suffix else path + suffix
