"""bench/ai_ladder.py's arithmetic: the pairs a game gives, the Bradley-Terry fit on the Elo
scale, the line-ups and the resampled intervals (no game is played here)."""

from __future__ import annotations

import math
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import ai_ladder as ladder

from app.ai.search import SearchAI, settings_for


def played(levels: tuple[str, ...], scores: tuple[int, ...], winners: tuple[int, ...],
           solo: str | None = None, lineup: int = 0) -> ladder.Played:
    return ladder.Played(ladder.Game(lineup, 0, levels, solo, 1.0), scores, winners, 8,
                         None if solo is None else 20)


def test_a_game_gives_a_result_for_every_two_seats_of_different_levels() -> None:
    game = played(("easy", "medium", "easy", "hard"), (10, 12, 12, 9), (1,))
    assert ladder.pairs(game) == [
        ("easy", "medium", 0.0), ("easy", "hard", 1.0), ("medium", "easy", 1.0),
        ("medium", "hard", 1.0), ("easy", "hard", 1.0)]
    # equal scores: the game's winner takes the pair, else half each
    assert ladder.pairs(played(("easy", "medium"), (7, 7), (1,))) == [("easy", "medium", 0.0)]
    assert ladder.pairs(played(("easy", "medium"), (7, 7), (0, 1))) == [("easy", "medium", 0.5)]
    # solo: the level against the automaton of its difficulty
    assert ladder.pairs(played(("hard",), (30,), (0,), "unbeatable")) == [
        ("hard", "automaton unbeatable", 1.0)]
    assert ladder.pairs(played(("hard",), (10,), (), "standard")) == [
        ("hard", "automaton standard", 0.0)]


def test_the_fit_is_bradley_terry_on_the_elo_scale_with_one_drawn_game_added() -> None:
    # 3 wins of 4, plus the drawn game: 3.5 against 1.5
    ratings = ladder.fit([("a", "b", 1.0)] * 3 + [("a", "b", 0.0)], ["b", "a"])
    assert ratings["b"] == ladder.ANCHOR
    assert ratings["a"] - ratings["b"] == pytest.approx(400 * math.log10(3.5 / 1.5))
    # a player who never won keeps a finite rating, below
    ratings = ladder.fit([("a", "b", 1.0)] * 5, ["a", "b"])
    assert math.isfinite(ratings["b"]) and ratings["b"] < ratings["a"] == ladder.ANCHOR
    # three players in a chain: the order comes out, each gap as the games say
    chain = [("m", "e", 1.0)] * 8 + [("m", "e", 0.0)] * 2 + [("h", "m", 1.0)] * 6 + \
        [("h", "m", 0.0)] * 4
    ratings = ladder.fit(chain, ["e", "m", "h"])
    assert ratings["e"] < ratings["m"] < ratings["h"]
    assert ratings["m"] - ratings["e"] > ratings["h"] - ratings["m"]


def test_the_line_ups_seat_every_pair_and_every_level_turns() -> None:
    plans = ladder.lineups(["easy", "medium", "hard"], ["2", "3", "solo"])
    names = [p.name for p in plans]
    assert names[:3] == ["2 players: easy, medium", "2 players: easy, hard",
                         "2 players: medium, hard"]
    assert "3 players: easy, medium, hard" in names
    assert sum(p.solo is not None for p in plans) == 9
    games = ladder.games_of(0, ladder.Lineup("x", ("easy", "medium", "hard")), 3, 100, 0.5)
    assert [g.levels for g in games] == [("easy", "medium", "hard"), ("medium", "hard", "easy"),
                                         ("hard", "easy", "medium")]
    assert [g.seed for g in games] == [100, 101, 102]


def test_the_intervals_resample_whole_games_and_are_seeded() -> None:
    games = [played(("easy", "medium"), (5, 9 if g % 3 else 4), (1,) if g % 3 else (0,))
             for g in range(12)]
    one = ladder.resampled(games, ["easy", "medium"], 50, seed=7)
    assert one == ladder.resampled(games, ["easy", "medium"], 50, seed=7)
    gaps = [r["medium"] - r["easy"] for r in one]
    assert ladder.percentile(gaps, 0.025) <= ladder.fit(
        [p for g in games for p in ladder.pairs(g)], ["easy", "medium"])["medium"] - \
        ladder.ANCHOR <= ladder.percentile(gaps, 0.975)
    assert ladder.percentile([1.0, 2.0, 3.0], 0.5) == 2.0


def test_the_head_to_head_says_how_little_a_clean_sweep_shows() -> None:
    games = [played(("medium", "hard"), (10, 20), (1,)) for _ in range(12)]
    line = ladder.head_to_head(games, "hard", "medium")
    assert "hard took 12 of 12 pairs, 100%" in line
    assert "to +inf Elo" in line and "(Wilson 95% 76-100%" in line
    assert ladder.elo_of(0.5) == 0.0
    assert ladder.head_to_head(games, "hard", "easy") == "head to head: hard never met easy"


@pytest.mark.parametrize(("levels", "solo"), [
    (("hard", "medium"), None), (("medium", "hard", "medium"), None),
    (("hard", "easy", "hard", "easy"), None), (("hard",), "unbeatable")])
def test_a_fixed_search_plays_the_shipped_sizes_of_each_player_count(
        monkeypatch: pytest.MonkeyPatch, levels: tuple[str, ...], solo: str | None) -> None:
    # the ladder rates the levels as shipped: in three or four players the shipped search plays
    # nothing out, in solo it has more worlds and plans than in two players
    seated: list[object] = []

    def fake_play_game(players: list[object], seed: int, difficulty: str | None) -> object:
        seated.extend(players)
        assert (seed, difficulty) == (7, solo)
        return SimpleNamespace(scores=(0,) * len(levels), winners=(), automaton_points=None,
                               state=SimpleNamespace(round=1))

    monkeypatch.setattr(ladder, "play_game", fake_play_game)
    ladder.play(ladder.Game(0, 7, levels, solo, 1.0, clock=False))
    expected = settings_for(1.0, solo is not None, len(levels))
    hard = [p for p in seated if isinstance(p, SearchAI)]
    assert len(hard) == levels.count("hard")
    for p in hard:
        assert p.settings == expected
        assert p.time_budget is None  # no clock: the same games at any load
    assert (expected.depth == 0) == (len(levels) >= 3)
    # on the clock, the shipped player itself: its budget, its sizes chosen per decision
    seated.clear()
    ladder.play(ladder.Game(0, 7, levels, solo, 1.0))
    assert all(p.settings is None and p.time_budget == 1.0
               for p in seated if isinstance(p, SearchAI))


def test_a_run_cut_short_goes_on_where_it_stopped(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    played: list[ladder.Game] = []

    def fake_play(game: ladder.Game) -> ladder.Played:
        played.append(game)
        first = game.seed % 2 == 0  # the first seat wins on even seeds
        return ladder.Played(game, (20, 10) if first else (10, 20), (0,) if first else (1,),
                             9, None)

    monkeypatch.setattr(ladder, "play", fake_play)
    keep = tmp_path / "played.jsonl"
    args = ["--levels", "easy,medium", "--counts", "2", "--games", "4", "--jobs", "1",
            "--resamples", "20", "--played", str(keep)]
    assert ladder.main(args) == 0
    whole = capsys.readouterr().out
    assert len(played) == 4 and len(keep.read_text().splitlines()) == 4
    # the run is cut short while the last game is written: that game is played again, only it
    lines = keep.read_text().splitlines()
    keep.write_text("\n".join(lines[:3]) + "\n" + lines[3][:20])
    played.clear()
    assert ladder.main(args) == 0
    again = capsys.readouterr().out
    assert [g.seed for g in played] == [3]
    assert "3 of the 4 games are in" in again
    # the game played again went on a line of its own, not onto the cut one: a third run has
    # every game in the file and plays none
    played.clear()
    assert ladder.main(args) == 0 and played == []
    assert "4 of the 4 games are in" in capsys.readouterr().out
    # the same figures as the whole run (only the lines about the run itself differ: the
    # games found in the file, the time taken)
    def figures(out: str) -> list[str]:
        return [x for x in out.splitlines() if "games are in" not in x and not x.endswith(" s")]

    assert "ratings" in whole and figures(again) == figures(whole)
    # a run with other options plays its own games (another seed: none of these)
    played.clear()
    assert ladder.main(args[:-2] + ["--seed", "100", "--played", str(keep)]) == 0
    assert len(played) == 4
