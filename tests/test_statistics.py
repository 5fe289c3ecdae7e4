"""Your history and statistics (issue 29): the facts of each history file, the cache, one
player's profile, the rating against the computer levels, the CSV export."""

from __future__ import annotations

import csv
import io
import json
import os
from collections import Counter
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app.core.saves import SaveData, load_save
from app.core.setup import GameSetup, SeatConfig
from app.lessons import lessons
from app.model.history import add_to_history
from app.model.statistics import (
    CSV_COLUMNS,
    LEVEL_DEVIATION,
    LEVEL_RATINGS,
    Filter,
    GameLine,
    HistoryFacts,
    PlayedGame,
    Rating,
    expected,
    facts_here,
    facts_of_file,
    profile,
    profile_csv,
    rate,
    read_history,
    trend,
    update,
)
from app.rules import PiecePlaced, play_random, ranking_key

pytestmark = pytest.mark.model


def _save(seats: tuple[SeatConfig, ...], seed: int, *, difficulty: str = "standard",
          finished: bool = True) -> SaveData:
    setup = GameSetup(seats, difficulty=difficulty, seed=seed)
    record = setup.record()
    actions = play_random(record.initial_state(), seed)
    if not finished:
        actions = actions[: len(actions) // 2]
    return SaveData(record.with_actions(actions), setup.seats)


def _stamp(path: Path, when: datetime) -> None:
    """Give a history file its time (its ``saved_at``), as if it was played then."""
    data = json.loads(path.read_text("utf-8"))
    data["app"]["saved_at"] = when.strftime("%Y-%m-%dT%H:%M:%SZ")
    path.write_text(json.dumps(data), "utf-8")


ANN = SeatConfig("Ann")
BOB = SeatConfig("Bob")


def _ai(level: str, name: str = "") -> SeatConfig:
    return SeatConfig(name or level.title(), "ai", level)  # type: ignore[arg-type]


START = datetime(2026, 1, 1, 12, tzinfo=UTC)


def _history(folder: Path, games: list[SaveData]) -> list[Path]:
    paths = []
    for i, save in enumerate(games):
        path = add_to_history(save, folder)
        _stamp(path, START + timedelta(days=i))
        paths.append(path)
    return paths


def test_the_facts_of_a_game_are_those_of_its_replay(tmp_path: Path) -> None:
    save = _save((ANN, _ai("easy", "Ada"), _ai("hard", "Hal")), seed=11)
    [path] = _history(tmp_path, [save])
    game = facts_of_file(path)
    assert game.ok and game.finished and game.file == path.name
    loaded = load_save(path)
    final = loaded.final_state
    placed: list[Counter[str]] = [Counter() for _ in range(3)]
    for step in loaded.steps:
        for ev in step.events:
            if isinstance(ev, PiecePlaced):
                placed[ev.player][ev.piece] += 1
    keys = [ranking_key(p) for p in final.players]
    for i, seat in enumerate(game.seats):
        player = final.players[i]
        assert (seat.name, seat.kind, seat.level) == (loaded.seats[i].name, loaded.seats[i].kind,
                                                      loaded.seats[i].level)
        assert seat.score == player.score
        assert seat.completed == len(player.completed)
        assert seat.finishing == player.finishing_pieces
        assert dict(seat.pieces) == dict(placed[i])
        assert seat.winner == (i in (final.winners or ()))
        assert seat.place == 1 + sum(1 for k in keys if k > keys[i])
    assert game.rounds == final.round and game.actions == len(loaded.record.actions)
    assert PlayedGame.from_json(json.loads(json.dumps(game.to_json()))) == game


def test_a_damaged_file_is_skipped_and_named(tmp_path: Path) -> None:
    good = _history(tmp_path, [_save((ANN, _ai("easy")), seed=1)])
    broken = tmp_path / "20260102-120000-Ann-Easy.plsave"
    text = good[0].read_text("utf-8")
    broken.write_text(text[: len(text) // 2], "utf-8")  # cut short mid-write
    history = read_history(tmp_path, None)
    [problem] = history.problems
    assert problem.file == broken.name and "cut short" in (problem.error or "")
    prof = profile(history, "Ann")
    assert len(prof.lines) == 1
    assert [g.file for g in prof.problems] == [broken.name]


def test_the_cache_reads_each_file_once_until_it_changes(tmp_path: Path) -> None:
    folder, cache = tmp_path / "history", tmp_path / "cache" / "statistics.json"
    paths = _history(folder, [_save((ANN, _ai("easy")), seed=s) for s in (1, 2, 3)])
    read: list[str] = []

    def counting(files: list[Path], progress, cancelled):  # type: ignore[no-untyped-def]
        read.extend(p.name for p in files)
        return facts_here(files, progress, cancelled)

    first = read_history(folder, cache, counting)
    assert first.read == 3 and cache.is_file()
    again = read_history(folder, cache, counting)
    assert again.read == 0 and again.games == first.games
    _stamp(paths[1], START + timedelta(days=40))  # the file changed: read again
    os.utime(paths[1], ns=(1, 1))
    third = read_history(folder, cache, counting)
    assert third.read == 1 and read[-1] == paths[1].name
    paths[0].unlink()
    assert len(read_history(folder, cache, counting).games) == 2
    cache.write_text("{not json", "utf-8")  # a damaged cache: everything read again
    assert read_history(folder, cache, counting).read == 2


def test_each_local_name_has_its_own_profile(tmp_path: Path) -> None:
    games = [
        _save((ANN, _ai("easy")), seed=1),
        _save((ANN, _ai("medium")), seed=2),
        _save((BOB, _ai("easy")), seed=3),
        _save((ANN, BOB), seed=4),  # hot seat: counts for both
        _save((SeatConfig("Cleo", "remote"), BOB), seed=5),  # Cleo played elsewhere
    ]
    history = read_history(tmp_path, None)
    assert history.games == ()
    _history(tmp_path, games)
    history = read_history(tmp_path, None)
    assert history.names() == ["Ann", "Bob"]
    ann, bob = profile(history, "Ann"), profile(history, "Bob")
    assert ann.total.played == 3 and bob.total.played == 3
    assert profile(history, "Cleo").total.played == 0
    assert {ln.opponents for ln in ann.lines} == {"easy", "medium", "people"}


def _line(seats: tuple[SeatConfig, ...], scores: list[int], me: int = 0) -> GameLine:
    """A finished game with these scores (places from the scores)."""
    from app.model.statistics import SeatFacts

    best = max(scores)
    facts = tuple(
        SeatFacts(s.name, s.kind, s.level, score=sc, place=1 + sum(x > sc for x in scores),
                  winner=sc == best, white=1, black=sc // 5, finishing=1,
                  pieces=(("O1", 2), ("I2", 1)))
        for s, sc in zip(seats, scores, strict=True))
    return GameLine(PlayedGame("g.plsave", "2026-01-01T00:00:00Z", facts, finished=True,
                               rounds=8, actions=40), me)


def test_results_per_opponent_level_and_player_count() -> None:
    lines = [
        _line((ANN, _ai("easy")), [20, 10]),
        _line((ANN, _ai("easy")), [10, 20]),
        _line((ANN, _ai("easy"), _ai("easy", "E2")), [15, 15, 3]),  # a shared win
        _line((ANN, _ai("hard"), BOB), [12, 18, 2]),
    ]
    history = HistoryFacts(tuple(ln.game for ln in lines))
    prof = profile(history, "Ann", now=START)
    assert (prof.total.played, prof.total.won, prof.total.shared, prof.total.lost) == (4, 1, 1, 2)
    easy = prof.by_opponents["easy"]
    assert (easy.played, easy.won, easy.shared, easy.lost) == (3, 1, 1, 1)
    assert prof.by_opponents["mixed"].lost == 1
    assert prof.by_players[2].played == 2 and prof.by_players[3].played == 2
    assert prof.total.mean == pytest.approx((20 + 10 + 15 + 12) / 4)
    assert prof.best[0].me.score == 20
    assert prof.finishing == 4 and prof.finishing_games == 4
    assert prof.pieces == (("O1", 8), ("I2", 4))
    assert prof.white == 4 and prof.black == sum(s // 5 for s in (20, 10, 15, 12))
    only_easy = profile(history, "Ann", Filter(opponents="easy"), now=START)
    assert only_easy.total.played == 3
    assert profile(history, "Ann", Filter(players=3), now=START).total.played == 2


def test_a_filter_by_period_keeps_the_recent_games(tmp_path: Path) -> None:
    _history(tmp_path, [_save((ANN, _ai("easy")), seed=s) for s in range(4)])
    history = read_history(tmp_path, None)
    now = START + timedelta(days=3, hours=1)
    assert len(profile(history, "Ann", now=now).lines) == 4
    assert len(profile(history, "Ann", Filter(days=2), now=now).lines) == 2


def test_unfinished_games_and_lessons_are_counted_apart(tmp_path: Path) -> None:
    lesson = lessons()["first_game"]
    seats = (ANN, *(_ai("easy", n) for n in lesson.players[1:]))
    record = replace(lesson.record(), players=tuple(s.name for s in seats))
    guided = SaveData(record.with_actions(play_random(record.initial_state(), 1)), seats)
    _history(tmp_path, [guided, _save((ANN, _ai("easy")), seed=2, finished=False),
                        _save((ANN, _ai("easy")), seed=3)])
    history = read_history(tmp_path, None)
    assert [g.lesson for g in history.games] == ["first_game", None, None]
    prof = profile(history, "Ann")
    assert (len(prof.lines), prof.unfinished, prof.lessons) == (1, 1, 1)
    assert history.names() == ["Ann"]


def test_the_solo_record_per_difficulty_keeps_the_best_margin(tmp_path: Path) -> None:
    saves = [_save((ANN,), seed=s, difficulty=d)
             for s, d in ((1, "standard"), (2, "standard"), (3, "challenging"))]
    paths = _history(tmp_path, saves)
    prof = profile(read_history(tmp_path, None), "Ann")
    finals = [load_save(p).final_state for p in paths]
    assert set(prof.solo) == {"standard", "challenging"}
    standard = prof.solo["standard"]
    assert standard.played == 2
    margins = [f.players[0].score - f.solo.opponent_points for f in finals  # type: ignore[union-attr]
               if f.solo is not None]
    assert standard.best is not None and standard.best.margin == max(margins[:2])
    assert standard.won == sum(0 in (f.winners or ()) for f in finals[:2])
    assert prof.total.played == 0  # solo games are not in the multi-player tally
    assert prof.rated == 0  # nor in the rating


def test_the_rating_follows_glickmans_example() -> None:
    """Glickman's worked example (1999): 1500 ± 200 plays 1400 ± 30 (won), 1550 ± 100 (lost)
    and 1700 ± 300 (lost): 1464 ± 151.4."""
    after = update(Rating(1500, 200), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)], drift=0)
    assert after.value == pytest.approx(1464.1, abs=0.1)
    assert after.deviation == pytest.approx(151.4, abs=0.1)


def test_the_rating_rises_with_wins_and_falls_with_losses() -> None:
    win = _line((ANN, _ai("medium")), [20, 10])
    loss = _line((ANN, _ai("medium")), [10, 20])
    people = _line((ANN, BOB), [20, 10])
    rated = rate([win, win, people, loss])
    ratings = [ln.rating for ln in rated]
    assert ratings[2] is None  # against people only: not rated
    first, second, fourth = ratings[0], ratings[1], ratings[3]
    assert first is not None and second is not None and fourth is not None
    assert first.value > Rating().value and second.value > first.value
    assert fourth.value < second.value and rated[3].change < 0
    assert first.deviation < Rating().deviation and second.deviation < first.deviation
    assert fourth.games == 3
    # a win against a level far below counts for little
    easy_win = rate([_line((ANN, _ai("easy")), [20, 10])])[0]
    hard_win = rate([_line((ANN, _ai("hard")), [20, 10])])[0]
    assert 0 < easy_win.change < hard_win.change
    # four players: one result against each computer player
    table = rate([_line((ANN, _ai("easy"), _ai("hard"), BOB), [15, 20, 10, 30])])[0]
    assert table.rating is not None and table.rating.games == 1
    assert expected(LEVEL_RATINGS["hard"], LEVEL_RATINGS["medium"], LEVEL_DEVIATION) > 0.6


def test_the_levels_are_as_far_apart_as_their_games_say() -> None:
    """The scale's gaps give back the two-player results measured with bench/ai_strength.py
    (docs/ai.md: medium won 93.0% of 100 games against easy, hard 97.5% of 200 against medium),
    within the rounding of the gaps to 50 points; a newcomer starts at medium's rating."""
    def odds(a: str, b: str) -> float:  # the plain Elo expectation, no deviation
        return 1 / (1 + 10 ** (-(LEVEL_RATINGS[a] - LEVEL_RATINGS[b]) / 400))

    assert odds("medium", "easy") == pytest.approx(0.930, abs=0.003)
    assert odds("hard", "medium") == pytest.approx(0.975, abs=0.003)
    assert Rating().value == LEVEL_RATINGS["medium"]


def test_the_trend_is_the_slope_of_the_scores() -> None:
    assert trend([10, 12]) is None
    t = trend([10, 12, 14, 16, 18, 20])
    assert t is not None and t.per_game == pytest.approx(2.0)
    assert t.recent_games == 3 and t.recent == 18 and t.before == 12
    flat = trend([10] * 30)
    assert flat is not None and flat.per_game == 0 and flat.recent_games == 10


def test_the_csv_export_has_a_line_a_game_and_no_formulas() -> None:
    evil = SeatConfig("=HYPERLINK(\"x\")")
    lines = [_line((evil, _ai("easy")), [20, 10]), _line((evil, _ai("hard")), [5, 9])]
    history = HistoryFacts(tuple(ln.game for ln in lines))
    prof = profile(history, evil.name, now=START)
    blob = profile_csv(prof)
    assert blob.startswith("\ufeff".encode())
    rows = list(csv.reader(io.StringIO(blob.decode("utf-8-sig"))))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert len(rows) == 3
    col = {name: i for i, name in enumerate(CSV_COLUMNS)}
    assert [r[col["result"]] for r in rows[1:]] == ["won", "lost"]
    assert [r[col["margin"]] for r in rows[1:]] == ["10", "-4"]  # numbers stay numbers
    assert rows[1][col["players"]].startswith("'=")  # a spreadsheet shows it as text
    assert rows[1][col["rating"]] and rows[2][col["rating"]]
