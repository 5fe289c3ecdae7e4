"""Your history and statistics: a player's profile computed from the game history.

Qt-free. The history (:mod:`app.model.history`) keeps every finished or abandoned game as a
save file; this module boils each file down to a :class:`PlayedGame` (who sat where, human or
computer and at which level, scores, places, puzzles completed, Finishing Touches, the pieces
each player placed), keeps those facts in a cache in the data folder (keyed by the file's name,
size and time, so a file changed or replaced is read again), and adds them up for one player
name into a :class:`Profile`: results per opponent level and player count, mean score and its
trend, best games, puzzles, Finishing Touches, most-used pieces, the solo record per difficulty
and a rating against the computer levels (:func:`rate`, docs/statistics.md).

Reading a file replays its game (a few milliseconds each), so the window reads a long history in
a worker process (task ``game_facts`` of :mod:`app.model.worker`, which calls
:func:`facts_in_worker`) from a job thread (``app/table/statistics.py``); adding up
the facts is quick. A file that cannot be read is kept as a :class:`PlayedGame` with its
``error``, so the statistics name it and go on without it. The history files stay the truth:
the cache is only a copy of what they say, rebuilt when it is missing or damaged.
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from app.core.atomic import WriteFailed, atomic_write_bytes
from app.core.saves import SAVE_SUFFIX, InvalidSave, SaveData, load_save, time_of_text
from app.rules import Phase, PiecePlaced, ranking_key, valid_text

FACTS_VERSION = 1
"""The version of the cached facts; a cache of another version is read again from the files."""
CACHE_NAME = "statistics.json"
MAX_NAME = 100

Outcome = Literal["won", "shared", "lost"]
OPPONENT_KINDS = ("easy", "medium", "hard", "mixed", "people")
"""Who a multi-player game was against: computer players of one level, computer players of
several levels or people and computer players together ("mixed"), or people only."""

# ------------------------------------------------------------------ one game's facts


@dataclass(frozen=True, slots=True)
class SeatFacts:
    """One seat of a game as it ended."""

    name: str
    kind: str  # "human", "ai" or "remote" (a person at another computer)
    level: str  # the AI level of an "ai" seat
    score: int = 0
    place: int = 1  # 1 = first; seats tied on every rule share a place
    winner: bool = False
    white: int = 0  # white puzzles completed
    black: int = 0  # black puzzles completed
    finishing: int = 0  # pieces placed in Finishing Touches (a point each)
    pieces: tuple[tuple[str, int], ...] = ()  # pieces placed, by shape id

    @property
    def completed(self) -> int:
        """Puzzles completed."""
        return self.white + self.black

    def to_json(self) -> dict[str, Any]:
        """The seat as stored in the cache."""
        return {"name": self.name, "kind": self.kind, "level": self.level,
                "score": self.score, "place": self.place, "winner": self.winner,
                "white": self.white, "black": self.black, "finishing": self.finishing,
                "pieces": [list(p) for p in self.pieces]}

    @staticmethod
    def from_json(obj: Any) -> SeatFacts:
        """A seat from the cache; raises ValueError on anything malformed."""
        if not isinstance(obj, dict):
            raise ValueError("a seat must be an object")
        pieces = obj.get("pieces", [])
        if not isinstance(pieces, list) or not all(
                isinstance(p, list) and len(p) == 2 and isinstance(p[0], str)
                and _is_int(p[1]) for p in pieces):
            raise ValueError("bad pieces")
        return SeatFacts(
            name=_text(obj.get("name")), kind=_text(obj.get("kind")),
            level=_text(obj.get("level")), score=_int(obj.get("score")),
            place=_int(obj.get("place")), winner=bool(obj.get("winner")),
            white=_int(obj.get("white")), black=_int(obj.get("black")),
            finishing=_int(obj.get("finishing")),
            pieces=tuple((str(p[0]), int(p[1])) for p in pieces))


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _int(v: Any) -> int:
    if not _is_int(v):
        raise ValueError("a whole number was expected")
    return int(v)


def _text(v: Any, limit: int = 4096) -> str:
    if not isinstance(v, str) or len(v) > limit or not valid_text(v):
        raise ValueError("a text was expected")
    return v


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """One game of the history, boiled down; ``error`` says why its file cannot be read (the
    other fields are then empty)."""

    file: str  # the file's name in the history folder
    saved_at: str = ""  # when it was put in the history (UTC, ISO 8601)
    seats: tuple[SeatFacts, ...] = ()
    finished: bool = False
    rounds: int = 0
    actions: int = 0
    solo: str | None = None  # the solo difficulty
    automaton: int | None = None  # the automaton's points (solo)
    deck: str = ""  # the deck's name ("" for the classic deck)
    lesson: str | None = None  # the lesson it was played in (a guided game)
    error: str | None = None

    @property
    def ok(self) -> bool:
        """Whether the file could be read."""
        return self.error is None

    @property
    def when(self) -> datetime | None:
        """When the game was put in the history."""
        return time_of_text(self.saved_at)

    def to_json(self) -> dict[str, Any]:
        """The game as stored in the cache."""
        out: dict[str, Any] = {"file": self.file, "saved_at": self.saved_at,
                               "seats": [s.to_json() for s in self.seats],
                               "finished": self.finished, "rounds": self.rounds,
                               "actions": self.actions, "deck": self.deck}
        for key, value in (("solo", self.solo), ("automaton", self.automaton),
                           ("lesson", self.lesson), ("error", self.error)):
            if value is not None:
                out[key] = value
        return out

    @staticmethod
    def from_json(obj: Any) -> PlayedGame:
        """A game from the cache; raises ValueError on anything malformed."""
        if not isinstance(obj, dict):
            raise ValueError("a game must be an object")
        seats = obj.get("seats", [])
        if not isinstance(seats, list) or len(seats) > 4:
            raise ValueError("bad seats")
        solo, automaton = obj.get("solo"), obj.get("automaton")
        lesson, error = obj.get("lesson"), obj.get("error")
        return PlayedGame(
            file=_text(obj.get("file"), 1000), saved_at=_text(obj.get("saved_at"), 64),
            seats=tuple(SeatFacts.from_json(s) for s in seats),
            finished=bool(obj.get("finished")), rounds=_int(obj.get("rounds")),
            actions=_int(obj.get("actions")), deck=_text(obj.get("deck")),
            solo=None if solo is None else _text(solo, 32),
            automaton=None if automaton is None else _int(automaton),
            lesson=None if lesson is None else _text(lesson, 64),
            error=None if error is None else _text(error))


def lesson_of(save: SaveData) -> str | None:
    """The lesson whose deal the game was played on, if any (a guided game: its own players
    after the first, its seed and its difficulty, on the classic deck)."""
    from app.lessons import lessons

    record = save.record
    if record.deck is not None:
        return None
    for lesson in lessons().values():
        if record.seed == lesson.seed and record.difficulty == lesson.difficulty and \
                record.players[1:] == lesson.players[1:] and \
                len(record.players) == len(lesson.players):
            return lesson.id
    return None


def facts_of_save(file: str, save: SaveData) -> PlayedGame:
    """The facts of one game (its states and steps replayed by the loader)."""
    record = save.record
    final = save.final_state
    deck = final.deck
    placed: list[Counter[str]] = [Counter() for _ in record.players]
    for step in save.steps:
        for ev in step.events:
            if isinstance(ev, PiecePlaced) and 0 <= ev.player < len(placed):
                placed[ev.player][ev.piece] += 1
    finished = final.phase is Phase.FINISHED
    winners = set(final.winners or ()) if finished else set()
    keys = [ranking_key(p) for p in final.players]
    seats = []
    for i, (player, seat) in enumerate(zip(final.players, save.seats, strict=True)):
        place = 1 + sum(1 for k in keys if k > keys[i])
        colours = [deck.puzzle_by_id[c].colour for c in player.completed
                   if c in deck.puzzle_by_id]
        seats.append(SeatFacts(
            name=seat.name, kind=seat.kind, level=seat.level, score=player.score,
            place=place, winner=i in winners, white=colours.count("white"),
            black=colours.count("black"), finishing=player.finishing_pieces,
            pieces=tuple(sorted(placed[i].items()))))
    solo = final.solo
    return PlayedGame(
        file=file, saved_at=save.saved_at or "", seats=tuple(seats), finished=finished,
        rounds=final.round, actions=len(record.actions), solo=record.difficulty,
        automaton=solo.opponent_points if solo is not None else None,
        deck=record.deck.name if record.deck is not None else "", lesson=lesson_of(save))


def facts_of_file(path: Path) -> PlayedGame:
    """The facts of one history file (never raises: a file that does not open says why)."""
    try:
        save = load_save(path)
    except InvalidSave as exc:
        return PlayedGame(file=path.name, error=str(exc) or "unreadable")
    except (OSError, ValueError, RecursionError) as exc:  # pragma: no cover - belt and braces
        return PlayedGame(file=path.name, error=str(exc) or type(exc).__name__)
    if not save.saved_at:
        try:
            mtime = path.stat().st_mtime
            stamp = datetime.fromtimestamp(mtime, UTC).replace(microsecond=0)
            save = replace(save, saved_at=stamp.isoformat().replace("+00:00", "Z"))
        except OSError:
            pass
    return facts_of_save(path.name, save)


def facts_in_worker(payload: Any, progress: Callable[[int, int], None],
                    cancelled: Callable[[], bool]) -> list[dict[str, Any]]:
    """The worker's side of task ``game_facts``: the facts of each file of ``payload`` (a list
    of paths), as JSON (plain values cross the process boundary)."""
    paths = [Path(p) for p in payload]
    out = []
    for i, path in enumerate(paths):
        if cancelled():
            break
        out.append(facts_of_file(path).to_json())
        progress(i + 1, len(paths))
    return out


# ------------------------------------------------------------------ the history, with the cache

FactsOf = Callable[[list[Path], Callable[[int, int], None], Callable[[], bool]],
                   list[PlayedGame]]
"""Reads the facts of files (in the worker process, or here)."""


def facts_here(paths: list[Path], progress: Callable[[int, int], None],
               cancelled: Callable[[], bool]) -> list[PlayedGame]:
    """Read the facts of files in this process (tests, the command line, a fallback)."""
    raw = facts_in_worker([str(p) for p in paths], progress, cancelled)
    return [PlayedGame.from_json(g) for g in raw]


@dataclass(frozen=True, slots=True)
class HistoryFacts:
    """Every game of the history, as facts, oldest first; ``read`` counts the files read
    afresh (the others came from the cache)."""

    games: tuple[PlayedGame, ...]
    read: int = 0

    @property
    def problems(self) -> tuple[PlayedGame, ...]:
        """The files that cannot be read."""
        return tuple(g for g in self.games if not g.ok)

    def names(self) -> list[str]:
        """The names played at this computer (human seats), most games first."""
        counts: Counter[str] = Counter()
        for g in self.games:
            if g.ok and g.lesson is None:
                for name in {s.name for s in g.seats if s.kind == "human"}:
                    counts[name] += 1
        return [n for n, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0].casefold()))]


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_size, st.st_mtime_ns


def read_cache(path: Path | None) -> dict[str, tuple[int, int, PlayedGame]]:
    """The cached facts by file name (empty when there is no cache or it is damaged)."""
    if path is None:
        return {}
    try:
        raw = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(raw, dict) or raw.get("version") != FACTS_VERSION or \
            not isinstance(raw.get("games"), dict):
        return {}
    out = {}
    for name, entry in raw["games"].items():
        try:
            if not isinstance(entry, dict):
                continue
            size, mtime = _int(entry.get("size")), _int(entry.get("mtime_ns"))
            out[name] = (size, mtime, PlayedGame.from_json(entry.get("facts")))
        except ValueError:
            continue  # that entry is read again from its file
    return out


def write_cache(path: Path, entries: dict[str, tuple[int, int, PlayedGame]]) -> None:
    """Keep the facts for next time (atomically; a cache that cannot be written is simply not
    kept: the history files stay the truth)."""
    data = {"version": FACTS_VERSION,
            "games": {name: {"size": s, "mtime_ns": m, "facts": g.to_json()}
                      for name, (s, m, g) in sorted(entries.items())}}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(path, json.dumps(data, ensure_ascii=False).encode("utf-8"))
    except (OSError, WriteFailed):
        pass


def read_history(folder: Path, cache: Path | None, facts_of: FactsOf = facts_here,
                 progress: Callable[[int, int], None] = lambda _d, _t: None,
                 cancelled: Callable[[], bool] = lambda: False) -> HistoryFacts:
    """The facts of every game in ``folder``: from the cache where a file is unchanged, read
    afresh (with ``facts_of``) where not; the cache is then brought up to date."""
    try:
        paths = sorted(p for p in folder.iterdir() if p.suffix == SAVE_SUFFIX and p.is_file())
    except OSError:
        paths = []
    cached = read_cache(cache)
    keep: dict[str, tuple[int, int, PlayedGame]] = {}
    todo: list[Path] = []
    stamps: dict[str, tuple[int, int]] = {}
    for path in paths:
        stamp = _stamp(path)
        if stamp is None:
            continue
        stamps[path.name] = stamp
        hit = cached.get(path.name)
        if hit is not None and (hit[0], hit[1]) == stamp and hit[2].file == path.name:
            keep[path.name] = hit
        else:
            todo.append(path)
    fresh = facts_of(todo, progress, cancelled) if todo else []
    for game in fresh:
        stamp = stamps.get(game.file)
        if stamp is not None:
            keep[game.file] = (stamp[0], stamp[1], game)
    if cache is not None and not cancelled() and (fresh or set(keep) != set(cached)):
        write_cache(cache, keep)
    games = sorted((g for _s, _m, g in keep.values()),
                   key=lambda g: (g.when or datetime.min.replace(tzinfo=UTC), g.file))
    return HistoryFacts(tuple(games), read=len(fresh))


def cache_path() -> Path | None:
    """Where the facts are cached: the data folder's ``cache`` folder (None when the data
    folder cannot be used)."""
    from app.core.paths import DataFolderError, data_dir

    try:
        return data_dir() / "cache" / CACHE_NAME
    except DataFolderError:
        return None


# ------------------------------------------------------------------ the rating


LEVEL_RATINGS: dict[str, float] = {"easy": 1000.0, "medium": 1450.0, "hard": 2100.0}
"""The fixed ratings of the computer levels, from their measured two-player results
(docs/statistics.md, docs/ai.md): medium beats easy in 93% of games (449 Elo points) and hard
beats medium in 97.5% (636 points), rounded to 450 and 650."""
LEVEL_DEVIATION = 50.0
"""How sure the levels' ratings are (they never move)."""
START_RATING = LEVEL_RATINGS["medium"]
START_DEVIATION = 350.0
DRIFT = 10.0
"""How much the deviation grows before each game (so a rating keeps following the player)."""
_Q = math.log(10) / 400


@dataclass(frozen=True, slots=True)
class Rating:
    """A rating and its deviation (Glicko): the player's strength lies within
    ``value ± 2 * deviation`` with about 95% confidence."""

    value: float = START_RATING
    deviation: float = START_DEVIATION
    games: int = 0

    @property
    def low(self) -> float:
        """The bottom of the 95% interval."""
        return self.value - 2 * self.deviation

    @property
    def high(self) -> float:
        """The top of the 95% interval."""
        return self.value + 2 * self.deviation


def _g(deviation: float) -> float:
    return 1 / math.sqrt(1 + 3 * _Q * _Q * deviation * deviation / (math.pi * math.pi))


def expected(rating: float, opponent: float, deviation: float = LEVEL_DEVIATION) -> float:
    """The expected result (0-1) against an opponent rated ``opponent``."""
    return 1 / (1 + 10 ** (-_g(deviation) * (rating - opponent) / 400))


def update(rating: Rating, results: Sequence[tuple[float, float, float]],
           drift: float = DRIFT) -> Rating:
    """The rating after one game: ``results`` holds, for each rated opponent at the table, its
    rating, its deviation and the result against it (1 when the player finished ahead of it,
    0.5 level with it, 0 behind it). Glicko (Glickman 1999), one game a rating period: the
    deviation first grows by ``drift`` (up to the starting deviation), then the game moves the
    rating and narrows the deviation."""
    if not results:
        return rating
    rd = min(math.sqrt(rating.deviation ** 2 + drift ** 2), START_DEVIATION)
    d_inv = 0.0
    total = 0.0
    for opponent, deviation, score in results:
        g = _g(deviation)
        e = expected(rating.value, opponent, deviation)
        d_inv += _Q * _Q * g * g * e * (1 - e)
        total += g * (score - e)
    denom = 1 / (rd * rd) + d_inv
    value = rating.value + _Q / denom * total
    return Rating(value, math.sqrt(1 / denom), rating.games + 1)


# ------------------------------------------------------------------ one player's profile


@dataclass(frozen=True, slots=True)
class GameLine:
    """One game of a player: the game, the player's seat in it, and how it went for them."""

    game: PlayedGame
    seat: int
    rating: Rating | None = None  # after the game (rated games only)
    change: float = 0.0  # what the game changed the rating by

    @property
    def me(self) -> SeatFacts:
        """The player's seat."""
        return self.game.seats[self.seat]

    @property
    def others(self) -> tuple[SeatFacts, ...]:
        """The other seats."""
        return tuple(s for i, s in enumerate(self.game.seats) if i != self.seat)

    @property
    def solo(self) -> bool:
        """Whether it is a solo game."""
        return self.game.solo is not None

    @property
    def outcome(self) -> Outcome:
        """Won alone, shared the win, or lost (a finished game)."""
        if self.solo:
            return "won" if self.me.winner else "lost"
        if not self.me.winner:
            return "lost"
        shared = sum(1 for s in self.game.seats if s.winner) > 1
        return "shared" if shared else "won"

    @property
    def opponents(self) -> str:
        """Who the game was against: one of :data:`OPPONENT_KINDS`, or "solo"."""
        if self.solo:
            return "solo"
        others = self.others
        levels = {s.level for s in others if s.kind == "ai"}
        if len(levels) == 1 and all(s.kind == "ai" for s in others):
            return levels.pop()
        return "people" if not levels else "mixed"

    @property
    def margin(self) -> int:
        """Points ahead of the best other player (solo: of the automaton); negative behind."""
        if self.solo:
            return self.me.score - (self.game.automaton or 0)
        best = max((s.score for s in self.others), default=0)
        return self.me.score - best


@dataclass(frozen=True, slots=True)
class Tally:
    """Results of some games: played, won, shared, lost and the scores."""

    played: int = 0
    won: int = 0
    shared: int = 0
    lost: int = 0
    scores: tuple[int, ...] = ()

    def add(self, line: GameLine) -> Tally:
        """With one more finished game."""
        o = line.outcome
        return Tally(self.played + 1, self.won + (o == "won"), self.shared + (o == "shared"),
                     self.lost + (o == "lost"), (*self.scores, line.me.score))

    @property
    def mean(self) -> float | None:
        """The mean score (None without games)."""
        return sum(self.scores) / len(self.scores) if self.scores else None

    @property
    def win_rate(self) -> float | None:
        """Wins (a shared win counts half) per game."""
        return (self.won + self.shared / 2) / self.played if self.played else None


@dataclass(frozen=True, slots=True)
class SoloRecord:
    """The solo games of one difficulty."""

    played: int = 0
    won: int = 0
    best: GameLine | None = None  # the best margin over the automaton

    @property
    def lost(self) -> int:
        """Games the automaton won."""
        return self.played - self.won


@dataclass(frozen=True, slots=True)
class Trend:
    """How the score moves: the slope of a straight line fitted through the scores in order
    (points a game), and the mean of the last games beside the mean before them."""

    per_game: float
    recent: float
    before: float
    recent_games: int


def trend(scores: Sequence[int], recent: int = 10) -> Trend | None:
    """The trend of scores in the order played (None for fewer than 3 games)."""
    n = len(scores)
    if n < 3:
        return None
    mx = (n - 1) / 2
    my = sum(scores) / n
    sxx = sum((i - mx) ** 2 for i in range(n))
    sxy = sum((i - mx) * (s - my) for i, s in enumerate(scores))
    last = min(recent, n // 2)
    tail, head = scores[-last:], scores[:-last]
    return Trend(sxy / sxx, sum(tail) / len(tail), sum(head) / len(head), last)


@dataclass(frozen=True, slots=True)
class Filter:
    """Which games count: the last ``days`` days (None: all), the opponents (one of
    :data:`OPPONENT_KINDS`, "solo", or None for all) and the player count (None: all)."""

    days: int | None = None
    opponents: str | None = None
    players: int | None = None

    def keeps(self, line: GameLine, now: datetime) -> bool:
        """Whether the game counts."""
        if self.days is not None:
            when = line.game.when
            if when is None or when < now - timedelta(days=self.days):
                return False
        if self.opponents is not None and line.opponents != self.opponents:
            return False
        return self.players is None or (not line.solo and len(line.game.seats) == self.players)


@dataclass(frozen=True, slots=True)
class Profile:
    """One player's statistics over the games a :class:`Filter` keeps (the rating always
    counts every game against the computer, in the order played)."""

    name: str
    lines: tuple[GameLine, ...]  # the finished games kept, oldest first
    unfinished: int
    lessons: int
    rating: Rating
    rated: int  # games that moved the rating
    total: Tally  # multi-player games
    by_opponents: dict[str, Tally]
    by_players: dict[int, Tally]
    solo: dict[str, SoloRecord]
    trend: Trend | None
    best: tuple[GameLine, ...]
    white: int
    black: int
    finishing: int
    finishing_games: int
    pieces: tuple[tuple[str, int], ...]  # most used first
    problems: tuple[PlayedGame, ...] = field(default=())

    @property
    def multi(self) -> tuple[GameLine, ...]:
        """The multi-player games kept."""
        return tuple(line for line in self.lines if not line.solo)


def seat_of(game: PlayedGame, name: str) -> int | None:
    """The seat ``name`` played at this computer in ``game`` (None if they did not)."""
    for i, seat in enumerate(game.seats):
        if seat.name == name and seat.kind == "human":
            return i
    return None


def rated_results(line: GameLine) -> list[tuple[float, float, float]]:
    """The results that rate a game: against each computer player at the table."""
    if line.solo or not line.game.finished:
        return []
    me = line.me
    out = []
    for seat in line.others:
        if seat.kind != "ai" or seat.level not in LEVEL_RATINGS:
            continue
        score = 1.0 if me.place < seat.place else 0.5 if me.place == seat.place else 0.0
        out.append((LEVEL_RATINGS[seat.level], LEVEL_DEVIATION, score))
    return out


def rate(lines: Iterable[GameLine]) -> list[GameLine]:
    """The lines, oldest first, each rated game carrying the rating after it."""
    rating = Rating()
    out = []
    for line in lines:
        results = rated_results(line)
        if results:
            after = update(rating, results)
            out.append(replace(line, rating=after, change=after.value - rating.value))
            rating = after
        else:
            out.append(line)
    return out


def profile(history: HistoryFacts, name: str, keep: Filter = Filter(),
            now: datetime | None = None, best_count: int = 5) -> Profile:
    """The statistics of the player ``name`` over the games ``keep`` keeps."""
    now = now or datetime.now(UTC)
    mine: list[GameLine] = []
    unfinished = lessons = 0
    for game in history.games:
        if not game.ok:
            continue
        seat = seat_of(game, name)
        if seat is None:
            continue
        if game.lesson is not None:
            lessons += game.finished
            continue
        if not game.finished:
            unfinished += 1
            continue
        mine.append(GameLine(game, seat))
    rated = rate(mine)
    rating = next((ln.rating for ln in reversed(rated) if ln.rating is not None), Rating())
    rated_count = sum(1 for ln in rated if ln.rating is not None)
    kept = [ln for ln in rated if keep.keeps(ln, now)]
    total = Tally()
    by_opponents: dict[str, Tally] = {}
    by_players: dict[int, Tally] = {}
    solo: dict[str, SoloRecord] = {}
    pieces: Counter[str] = Counter()
    white = black = finishing = finishing_games = 0
    for line in kept:
        me = line.me
        white += me.white
        black += me.black
        finishing += me.finishing
        finishing_games += me.finishing > 0
        for piece, count in me.pieces:
            pieces[piece] += count
        if line.solo:
            difficulty = line.game.solo or ""
            rec = solo.get(difficulty, SoloRecord())
            top = rec.best if rec.best is not None and rec.best.margin >= line.margin else line
            solo[difficulty] = SoloRecord(rec.played + 1, rec.won + me.winner, top)
            continue
        total = total.add(line)
        key = line.opponents
        by_opponents[key] = by_opponents.get(key, Tally()).add(line)
        n = len(line.game.seats)
        by_players[n] = by_players.get(n, Tally()).add(line)
    multi = [ln for ln in kept if not ln.solo]
    best = sorted(multi, key=lambda ln: (-ln.me.score, -ln.margin, -ln.game.actions))
    return Profile(
        name=name, lines=tuple(kept), unfinished=unfinished, lessons=lessons, rating=rating,
        rated=rated_count, total=total, by_opponents=by_opponents, by_players=by_players,
        solo=solo, trend=trend([ln.me.score for ln in multi]), best=tuple(best[:best_count]),
        white=white, black=black, finishing=finishing, finishing_games=finishing_games,
        pieces=tuple(sorted(pieces.items(), key=lambda kv: (-kv[1], kv[0]))),
        problems=history.problems)


# ------------------------------------------------------------------ export


CSV_COLUMNS = ("date", "file", "players", "opponents", "solo_difficulty", "result", "place",
               "score", "margin", "puzzles_completed", "white", "black",
               "finishing_touches_paid", "pieces_placed", "rounds", "deck", "rating",
               "rating_deviation")


def _cell(value: object) -> str:
    """A cell's text; text a spreadsheet would take for a formula starts with a quote."""
    text = "" if value is None else str(value)
    if text[:1] in ("=", "+", "-", "@", "\t", "\r") and not _number(text):
        return "'" + text
    return text


def _number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def profile_csv(prof: Profile) -> bytes:
    """The player's games as CSV (UTF-8 with a byte-order mark, which spreadsheets read as
    UTF-8), one line a game, oldest first (docs/statistics.md lists the columns)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for line in prof.lines:
        g, me = line.game, line.me
        rating = line.rating
        writer.writerow([_cell(v) for v in (
            g.saved_at, g.file, " / ".join(s.name for s in g.seats), line.opponents,
            g.solo or "", line.outcome, me.place, me.score, line.margin, me.completed,
            me.white, me.black, me.finishing, sum(c for _p, c in me.pieces), g.rounds,
            g.deck, "" if rating is None else round(rating.value),
            "" if rating is None else round(rating.deviation))])
    return ("\ufeff" + out.getvalue()).encode("utf-8")


def export_csv(path: str | os.PathLike[str], prof: Profile) -> None:
    """Write the player's games as CSV, atomically.

    :raises WriteFailed: if the file could not be written (any file there is unchanged).
    """
    atomic_write_bytes(path, profile_csv(prof))
