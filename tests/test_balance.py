"""The balance lab (app/core/balance.py) and ``project-l deck balance``: the classic deck's
games are ``project-l simulate``'s games on the same seeds, every figure is measured against
the right denominator with its interval, ties are split, the odd games are kept as records,
each run is kept with its deck version, and the command prints the report with its progress,
as text and as JSON."""

from __future__ import annotations

import json
import statistics
from dataclasses import replace
from pathlib import Path

import pytest

from app.cli import main
from app.commands import simulate
from app.core import balance as lab
from app.core import balance_history as history
from app.core.stats import wilson
from app.rules import Deck, classic_deck, load_record, parse_record_bytes, replay


def test_the_classic_deck_agrees_with_simulate() -> None:
    """Same seeds, same games: winners, scores and the aggregate figures of ``simulate``."""
    for setting, levels, sim_levels, solo in (
        (lab.Setting(2), ["easy", "medium"], ["easy", "medium"], None),
        (lab.Setting(3), ["medium"], ["medium"] * 3, None),
        (lab.Setting(1, "standard"), ["easy"], ["easy"], "standard"),
    ):
        facts = [lab.play(t) for t in lab.tasks(setting, levels, 3, 40)]
        todo = list(simulate.tasks(sim_levels, 3, 40, solo, 1.0))
        outcomes = [simulate.play(t) for t in todo]
        assert [(f.seed, f.levels, f.scores, f.winners, f.automaton) for f in facts] == [
            (t.seed, o.levels, o.scores, o.winners, o.automaton)
            for t, o in zip(todo, outcomes, strict=True)]
        tally = simulate.Tally(sim_levels)
        for o in outcomes:
            tally.add(o)
        fig = lab.Figures(setting.key, setting.players)
        for f in facts:
            fig.add(f)
        sim_scores = [s for lv in tally.levels.values() for s in lv.scores]
        assert sorted(fig.scores()) == sorted(sim_scores)
        assert fig.summary()["score"]["mean"]["value"] == pytest.approx(
            statistics.fmean(sim_scores))
        assert sum(len(f.finished) for f in facts) == sum(sum(o.completed) for o in outcomes)
        # each game's record is kept, and replays to the same end
        for f in facts:
            record = parse_record_bytes(f.record_bytes())
            assert record.seed == f.seed
            end = replay(record).state
            assert tuple(p.score for p in end.players) == f.scores


def test_a_game_says_which_puzzles_were_dealt_and_on_offer() -> None:
    """Every puzzle taken was on offer, every puzzle on offer was dealt, and the black deck of
    a 2-player game holds 12 of the 20 black puzzles."""
    deck = classic_deck()
    for task in lab.tasks(lab.Setting(2), ["medium"], 1, 3):
        f = lab.play(task)
        offered = dict(f.offered)
        assert set(f.taken) <= set(offered) <= set(f.dealt)
        assert all(n >= 1 for n in offered.values())
        assert len([p for p in f.dealt if p in deck.blacks]) == 12
        assert len([p for p in f.dealt if p in deck.whites]) == 32
        assert f.actions > 0 and f.record


def test_parallel_runs_give_the_same_figures() -> None:
    settings = [lab.Setting(2)]
    one = lab.run_balance(classic_deck(), settings, ["easy"], 4, 7, jobs=1)
    seen: list[tuple[int, int]] = []
    two = lab.run_balance(classic_deck(), settings, ["easy"], 4, 7, jobs=2,
                          progress=lambda d, t: seen.append((d, t)))
    assert one.to_json() == two.to_json()
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]


def facts(index: int, scores: tuple[int, ...], winners: tuple[int, ...], *,
          rewards: tuple[tuple[int, str], ...] = (), shortages: int = 0, rounds: int = 8,
          dealt: tuple[str, ...] = ("W01", "B01"),
          offered: tuple[tuple[str, int], ...] = (("W01", 1), ("B01", 3)),
          taken: tuple[str, ...] = ("W01", "B01"), finished: tuple[str, ...] = ("W01",),
          unfinished: tuple[str, ...] = ("B01",)) -> lab.GameFacts:
    return lab.GameFacts("2", index, index, ("easy", "easy"), scores, winners, rounds, (1, 1),
                         None, taken, finished, unfinished, rewards, shortages, dealt, offered,
                         30)


class TestFigures:
    def test_a_tie_splits_its_win(self) -> None:
        """Shares of the wins add up to the games, and the first seat's edge is its share
        minus a fair 1/2 (a tie used to count a whole win for each winner)."""
        fig = lab.Figures("2", 2)
        fig.add(facts(0, (10, 5), (0,)))
        fig.add(facts(1, (4, 9), (1,)))
        fig.add(facts(2, (7, 7), (0, 1)))
        rates = fig.seat_rates()
        assert [(r.wins, r.outright, r.games) for r in rates] == [(1.5, 1, 3), (1.5, 1, 3)]
        assert sum(r.rate for r in rates) == pytest.approx(1.0)
        edge, lo, hi = fig.first_player_edge()
        assert edge == pytest.approx(0.0)
        assert (lo, hi) == pytest.approx((wilson(1.5, 3)[0] - 0.5, wilson(1.5, 3)[1] - 0.5))
        s = fig.summary()
        assert s["ties"] == 1 and s["first_player_edge"]["p"] == pytest.approx(1.0)

    def test_puzzle_rates_are_measured_against_exposure(self) -> None:
        """B01 on offer in 4 games, taken in 2, completed in 1; W01 dealt in 5 games, on offer
        in 2: each rate has its own denominator and its interval."""
        fig = lab.Figures("2", 2)
        for g in range(5):
            fig.add(facts(
                g, (5, 3), (0,), dealt=("W01", "B01"),
                offered=(("W01", 1),) * (g < 2) + (("B01", 2),) * (g < 4),
                taken=("W01",) * (g < 2) + ("B01",) * (g < 2),
                finished=("B01",) * (g < 1), unfinished=()))
        deck = classic_deck()
        p = {x.id: x for x in fig.puzzles(deck)}
        b01, w01 = p["B01"], p["W01"]
        assert (b01.dealt, b01.offered, b01.taken, b01.completed, b01.turns) == (5, 4, 2, 1, 8)
        assert b01.take_rate.value == pytest.approx(0.5)
        assert b01.completion.value == pytest.approx(0.5)
        assert b01.pace.value == pytest.approx(2 / 8)
        points = deck.puzzle_by_id["B01"].points
        assert b01.worth.value == pytest.approx(points / 5)
        # the intervals hold for all 52 puzzles together (Bonferroni)
        level = 1 - 0.05 / 52
        assert b01.confidence == pytest.approx(level)
        assert (b01.take_rate.low, b01.take_rate.high) == pytest.approx(wilson(2, 4, level))
        assert (w01.offered, w01.taken, w01.take_rate.value) == (2, 2, 1.0)
        assert p["B02"].dealt == 0 and p["B02"].verdict == "few"

    def test_rewards_sorted_by_evidence_against_the_fair_share(self) -> None:
        """A piece whose 3 holders all won comes after one whose 40 holders won 30 times: the
        second is strong evidence, the first could be chance."""
        fig = lab.Figures("2", 2)
        g = 0
        for _ in range(3):
            fig.add(facts(g, (9, 1), (0,), rewards=((0, "I4"),)))
            g += 1
        for won in [True] * 30 + [False] * 10:
            fig.add(facts(g, (9, 1) if won else (1, 9), (0,) if won else (1,),
                          rewards=((0, "L3"), (0, "L3"))))
            g += 1
        rewards = fig.rewards()
        assert [r.piece for r in rewards] == ["L3", "I4"]
        l3 = rewards[0]
        assert (l3.received, l3.holders, l3.wins, l3.fair) == (80, 40, 30.0, 0.5)
        assert l3.share.value == pytest.approx(0.75)
        assert (l3.share.low, l3.share.high) == pytest.approx(wilson(30, 40))
        assert l3.p_value < 0.01 < rewards[1].p_value

    def test_odd_games_and_the_median(self) -> None:
        fig = lab.Figures("2", 2)
        for g in range(19):
            fig.add(facts(g, (5, 3), (0,), rounds=7 + g % 3))
        fig.add(facts(19, (20, 18), (0,), rounds=96))
        odd = fig.odd_games()
        assert [(o.index, o.rounds) for o in odd] == [(19, 96)]
        s = fig.summary()
        assert s["rounds"]["median"]["value"] == 8
        assert s["rounds"]["mean"]["value"] == pytest.approx((7 * 7 + 6 * 8 + 6 * 9 + 96) / 20)
        assert s["rounds"]["odd_games"][0]["rounds"] == 96

    def test_holm_over_every_seat_and_the_verdicts(self) -> None:
        balance = lab.Balance(classic_deck(), (lab.Setting(2), lab.Setting(3)))
        for g in range(60):
            balance.add(replace(facts(g, (9, 1), (0,) if g < 45 else (1,)), setting="2"))
            three = lab.GameFacts("3", g, g, ("easy",) * 3, (3, 2, 1), (g % 3,), 8, (1, 1, 1),
                                  None, (), (), (), (), 0, (), (), 30)
            balance.add(three)
        s = balance.summaries()
        assert s["2"]["tests"] == 5  # 2 seats + 3 seats tested against a fair share
        ps = [r["p"] for k in ("2", "3") for r in s[k]["seats"]]
        assert min(r["p_holm"] for k in ("2", "3") for r in s[k]["seats"]) == pytest.approx(
            min(1.0, 5 * min(ps)))
        assert lab.edge_verdict(s["2"]) == "ahead"  # 45 of 60
        assert lab.edge_verdict(s["3"]) == "too_few"
        assert s["3"]["games_needed"] == 342

    def test_facts_round_trip_through_json(self) -> None:
        f = replace(facts(1, (4, 9), (1,), rewards=((1, "I2"),), shortages=1), record=b"x")
        back = lab.GameFacts.from_json(json.loads(json.dumps(f.to_json())))
        assert back == f and back.record == b""  # the cache keeps no records

    def test_settings(self) -> None:
        assert lab.parse_setting(" 3 ") == lab.Setting(3)
        assert lab.parse_setting("solo") == lab.Setting(1, "standard")
        assert lab.parse_setting("SOLO-unbeatable").key == "solo-unbeatable"
        with pytest.raises(ValueError):
            lab.parse_setting("5")


class TestClassicCache:
    def test_computed_once(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        first = lab.cached_classic(tmp_path, [lab.Setting(2)], ["easy"], 2, 3)
        assert len(list(tmp_path.glob("balance-*.json"))) == 1

        def no_play(*args: object) -> None:
            raise AssertionError("the cache should have answered")
        monkeypatch.setattr(lab, "run_balance", no_play)
        again = lab.cached_classic(tmp_path, [lab.Setting(2)], ["easy"], 2, 3)
        assert again.to_json() == first.to_json()


class TestHistory:
    @staticmethod
    def run(deck: Deck, games: int = 2) -> lab.Balance:
        """Games on ``deck``: the first one played, the others copies of it (cheap)."""
        out = lab.Balance(deck, (lab.Setting(2),))
        first = lab.play(next(lab.tasks(lab.Setting(2), ["easy"], 1, 0, deck=deck)))
        for g in range(games):
            out.add(replace(first, index=g, seed=g, rounds=first.rounds + g % 2))
        return out

    def test_runs_are_kept_with_their_version_and_compared(self, tmp_path: Path) -> None:
        from datetime import UTC, datetime, timedelta

        v1 = replace(classic_deck(), name="Mine", id="mine")
        one = self.run(v1)
        first = history.save_run(one, ["easy"], 2, 0, tmp_path,
                                 now=datetime(2026, 11, 27, 22, 19, tzinfo=UTC))
        assert first is not None and first.path.parent == tmp_path
        # the same version again: nothing to compare with yet
        assert history.previous_version(v1, [lab.Setting(2)], ["easy"], tmp_path) is None
        w01 = v1.puzzle_by_id["W01"]
        v2 = replace(v1, name="Mine, renamed", puzzles=tuple(
            replace(p, points=3) if p.id == "W01" else p for p in v1.puzzles))
        assert history.play_digest(v2) != history.play_digest(v1)
        assert history.play_digest(replace(v1, name="Other name")) == history.play_digest(v1)
        previous = history.previous_version(v2, [lab.Setting(2)], ["easy"], tmp_path)
        assert previous is not None and previous.digest == first.digest
        assert previous.deck.puzzle_by_id["W01"].points == w01.points
        assert previous.balance().to_json()["settings"] == one.to_json()["settings"]
        diff = history.changes(previous.deck, v2)
        assert (diff.added, diff.removed, diff.changed, diff.setup) == ((), (), ("W01",), False)
        # other AI levels or settings are no comparison
        assert history.previous_version(v2, [lab.Setting(2)], ["medium"], tmp_path) is None
        assert history.previous_version(v2, [lab.Setting(3)], ["easy"], tmp_path) is None
        # at most MAX_RUNS are kept, the oldest dropped
        two = self.run(v2, 1)
        for i in range(history.MAX_RUNS + 2):
            history.save_run(two, ["easy"], 1, 0, tmp_path,
                             now=datetime(2026, 11, 28, tzinfo=UTC) + timedelta(minutes=i))
        kept = history.runs(v2, tmp_path)
        assert len(kept) == history.MAX_RUNS and first.path not in [r.path for r in kept]

    def test_odd_games_are_kept_as_records(self, tmp_path: Path) -> None:
        balance = self.run(classic_deck(), 9)
        fig = balance.figures["2"]
        odd = fig.facts[4]
        fig.facts[4] = replace(odd, rounds=99)
        run = history.save_run(balance, ["easy"], 9, 0, tmp_path)
        assert run is not None
        files = list(run.records.iterdir())
        assert [f.name for f in files] == [history.record_name("2", odd.index, odd.levels)]
        assert load_record(str(files[0])).players == ("Easy AI 1", "Easy AI 2")

    def test_a_damaged_run_is_passed_over(self, tmp_path: Path) -> None:
        history.save_run(self.run(classic_deck(), 1), ["easy"], 1, 0, tmp_path)
        (tmp_path / "run-0-bad.json").write_text("{not json")
        (tmp_path / "run-1-other.json").write_text('{"format": "something else"}')
        assert len(history.runs(classic_deck(), tmp_path)) == 1


@pytest.fixture
def deck_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PROJECT_L_DATA_DIR", str(tmp_path / "data"))
    deck = classic_deck().to_json()
    deck["name"] = "Test deck"
    deck["id"] = "test-deck"
    path = tmp_path / "test.pldeck"
    path.write_text(json.dumps(deck), encoding="utf-8")
    return path


class TestCommand:
    def test_text_report(self, capsys: pytest.CaptureFixture[str], deck_file: Path) -> None:
        assert main(["deck", "balance", str(deck_file), "--players", "2,solo-standard",
                     "--ai", "easy", "--games", "2"]) == 0
        captured = capsys.readouterr()
        out = captured.out.splitlines()
        assert out[0] == ("Balance of “Test deck”: 2 games per setting, AI easy, "
                          "seeds 0 to 1, 1 job")
        assert "2 players: 2 games" in out and "solo, standard: 2 games" in out
        seat = next(line for line in out if line.startswith("  seat 1 wins "))
        assert "(95% interval " in seat
        assert "[classic: seat 1 wins" in seat  # the same deck: the same figures beside
        left, right = seat.split("   [classic: ")
        assert right == left.strip() + "]"
        assert any(line.startswith("  first player's edge ") for line in out)
        assert any(line.startswith("  too few games to tell an edge of 5 points: about 385")
                   for line in out)
        rounds = next(line for line in out if line.startswith("  rounds: mean "))
        assert ", median " in rounds
        assert any(line.split()[:1] == ["W01"] for line in out)
        assert "Holm's correction for 2 seats tested against a fair share" in out
        # progress on the standard error, the report alone on the standard output
        assert captured.err.splitlines()[-1] == "played 4 of 4 games"
        assert (Path(deck_file.parent / "data" / "cache")).is_dir()

    def test_the_previous_version_is_compared(self, capsys: pytest.CaptureFixture[str],
                                              deck_file: Path) -> None:
        args = ["deck", "balance", str(deck_file), "--players", "2", "--ai", "easy",
                "--games", "1", "--no-classic"]
        assert main(args) == 0
        assert "previous version" not in capsys.readouterr().out
        data = json.loads(deck_file.read_text("utf-8"))
        data["puzzles"][0]["points"] = 4  # W01
        deck_file.write_text(json.dumps(data), "utf-8")
        assert main(args) == 0
        out = capsys.readouterr().out.splitlines()
        assert out[1].startswith("previous version: the run of ")
        assert out[2] == "changed since: added none; removed none; changed W01"
        seat = next(line for line in out if line.startswith("  seat 1 wins "))
        assert "   [previous version: seat 1 wins " in seat
        assert main([*args, "--no-history"]) == 0
        assert "previous version" not in capsys.readouterr().out

    def test_records_of_every_game(self, capsys: pytest.CaptureFixture[str], deck_file: Path,
                                   tmp_path: Path) -> None:
        folder = tmp_path / "records"
        assert main(["deck", "balance", str(deck_file), "--players", "2", "--ai", "easy",
                     "--games", "3", "--no-classic", "--records", str(folder)]) == 0
        assert capsys.readouterr().out.splitlines()[-1] == f"records: 3 written to {folder}"
        files = sorted(folder.iterdir())
        assert [f.name for f in files] == [f"game-2p-000{i}-easy-easy.json" for i in (1, 2, 3)]
        for f in files:
            assert main(["replay", str(f)]) == 0

    def test_json_report(self, capsys: pytest.CaptureFixture[str], deck_file: Path) -> None:
        assert main(["deck", "balance", str(deck_file), "--players", "3", "--ai", "easy",
                     "--games", "2", "--jobs", "2", "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        three = out["settings"]["3"]
        assert three["games"] == 2 and len(three["seats"]) == 3
        assert sum(s["rate"] for s in three["seats"]) == pytest.approx(1.0)
        assert len(three["puzzles"]) == 52
        puzzle = three["puzzles"][0]
        assert set(puzzle) >= {"dealt", "offered", "taken_when_offered", "completed_when_taken",
                               "points_per_game_dealt", "verdict"}
        assert out["classic"]["settings"]["3"]["seats"] == three["seats"]
        assert three["rounds"]["median"]["interval"][0] <= three["rounds"]["median"]["value"]
        assert out["previous"] is None

    def test_bad_options(self, capsys: pytest.CaptureFixture[str], deck_file: Path) -> None:
        assert main(["deck", "balance", str(deck_file), "--players", "5"]) == 2
        assert "unknown setting '5'" in capsys.readouterr().err
        assert main(["deck", "balance", str(deck_file), "--ai", "genius"]) == 2
        assert "unknown AI level 'genius'" in capsys.readouterr().err
        assert main(["deck", "balance", str(deck_file.parent / "nope.pldeck")]) == 2
        data = json.loads(deck_file.read_text("utf-8"))
        data["puzzles"] = [p for p in data["puzzles"] if p["colour"] == "white"]
        deck_file.write_text(json.dumps(data), "utf-8")
        assert main(["deck", "balance", str(deck_file), "--players", "2"]) == 2
        assert "draft that cannot be played with 2 players" in capsys.readouterr().err


def test_the_report_speaks_german() -> None:
    """The text report is translated like the other commands (the JSON is not)."""
    from app.commands.balance import BalanceText, report
    from app.core.words import Words

    run = lab.run_balance(classic_deck(), [lab.Setting(2)], ["easy"], 1, 0)
    out = report(run, None, BalanceText(Words("de"))).splitlines()
    assert "2 Spieler: 1 Spiel" in out
    assert any(line.startswith("  Platz 1 gewinnt ") for line in out)
    assert any("Puzzle" in line and "Punkte" in line for line in out)
