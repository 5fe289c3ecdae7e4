"""The balance lab (app/model/balance.py) and ``project-l deck balance``: the classic deck's
games are ``project-l simulate``'s games on the same seeds, the statistics are right, and the
command prints the report as text and as JSON."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from app.cli import main
from app.commands import simulate
from app.model import balance as lab
from app.rules import classic_deck


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
        # the same figures: win rate per level and mean score, as simulate's Tally counts them
        tally = simulate.Tally(sim_levels)
        for o in outcomes:
            tally.add(o)
        fig = lab.Figures(setting.key, setting.players)
        for f in facts:
            fig.add(f)
        sim_scores = [s for lv in tally.levels.values() for s in lv.scores]
        assert sorted(fig.scores().ravel().tolist()) == sorted(sim_scores)
        assert fig.summary()["score"]["mean"] == pytest.approx(np.mean(sim_scores))
        wins = sum(1 for o in outcomes if o.winners)
        assert sum(1 for f in facts if f.winners) == wins
        # every puzzle completed by the facts is one the final scores counted
        assert sum(len(f.finished) for f in facts) == sum(sum(o.completed) for o in outcomes)


def test_parallel_runs_give_the_same_figures() -> None:
    settings = [lab.Setting(2)]
    one = lab.run_balance(classic_deck(), settings, ["easy"], 4, 7, jobs=1)
    two = lab.run_balance(classic_deck(), settings, ["easy"], 4, 7, jobs=2)
    assert one.to_json() == two.to_json()


class TestStatistics:
    def test_wilson_interval(self) -> None:
        # textbook values: 8 of 10 -> (0.490, 0.943); 0 of 10 -> (0, 0.278)
        lo, hi = lab.wilson(8, 10)
        assert lo == pytest.approx(0.4902, abs=1e-4) and hi == pytest.approx(0.9433, abs=1e-4)
        lo, hi = lab.wilson(0, 10)
        assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
        assert lab.wilson(0, 0) == (0.0, 1.0)
        lo, hi = lab.wilson(500, 1000)
        assert lo + hi == pytest.approx(1.0) and hi - lo == pytest.approx(0.0619, abs=1e-3)

    def test_histogram_fills_the_gaps(self) -> None:
        assert lab.histogram(np.array([3, 5, 5, 7])) == [(3, 1), (4, 0), (5, 2), (6, 0), (7, 1)]
        assert lab.histogram(np.array([], dtype=np.int64)) == []

    def facts(self, seed: int, scores: tuple[int, ...], winners: tuple[int, ...],
              rewards: tuple[tuple[int, str], ...] = (), shortages: int = 0) -> lab.GameFacts:
        return lab.GameFacts("2", seed, seed, ("easy", "easy"), scores, winners, 8 + seed,
                             (1, 1), None, ("W01", "B01"), ("W01",), ("B01",), rewards,
                             shortages)

    def test_figures(self) -> None:
        fig = lab.Figures("2", 2)
        fig.add(self.facts(0, (10, 5), (0,), ((0, "I2"), (1, "O1")), 2))
        fig.add(self.facts(1, (4, 9), (1,), ((1, "I2"),)))
        fig.add(self.facts(2, (7, 7), (0, 1)))  # a tie counts for both
        rates = fig.seat_rates()
        assert [(r.wins, r.games) for r in rates] == [(2, 3), (2, 3)]
        edge, lo, _hi = fig.first_player_edge()
        assert edge == pytest.approx(2 / 3 - 1 / 2)
        assert lo == pytest.approx(lab.wilson(2, 3)[0] - 0.5)
        assert fig.rewards() == [("I2", 2, 2), ("O1", 1, 0)]
        assert fig.shortages() == (1, 2)
        s = fig.summary()
        assert s["rounds"]["histogram"] == [(8, 1), (9, 1), (10, 1)]
        assert s["score"]["mean"] == pytest.approx(7.0)
        puzzles = {p.id: p for p in fig.puzzles(classic_deck())}
        assert (puzzles["W01"].taken, puzzles["W01"].completed, puzzles["W01"].unfinished) == (
            3, 3, 0)
        assert puzzles["B01"].unfinished == 3 and puzzles["B01"].completed == 0
        assert puzzles["W01"].worth == pytest.approx(puzzles["W01"].points)

    def test_settings(self) -> None:
        assert lab.parse_setting(" 3 ") == lab.Setting(3)
        assert lab.parse_setting("solo") == lab.Setting(1, "standard")
        assert lab.parse_setting("SOLO-unbeatable").key == "solo-unbeatable"
        with pytest.raises(ValueError):
            lab.parse_setting("5")

    def test_facts_round_trip_through_json(self) -> None:
        f = self.facts(1, (4, 9), (1,), ((1, "I2"),), 1)
        assert lab.GameFacts.from_json(json.loads(json.dumps(f.to_json()))) == f


class TestClassicCache:
    def test_computed_once(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        first = lab.cached_classic(tmp_path, [lab.Setting(2)], ["easy"], 2, 3)
        assert len(list(tmp_path.glob("balance-*.json"))) == 1

        def no_play(*args: object) -> None:
            raise AssertionError("the cache should have answered")
        monkeypatch.setattr(lab, "run_balance", no_play)
        again = lab.cached_classic(tmp_path, [lab.Setting(2)], ["easy"], 2, 3)
        assert again.to_json() == first.to_json()


@pytest.fixture
def deck_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PROJECT_L_DATA_DIR", str(tmp_path / "data"))
    deck = classic_deck().to_json()
    deck["name"] = "Test deck"
    path = tmp_path / "test.pldeck"
    path.write_text(json.dumps(deck), encoding="utf-8")
    return path


class TestCommand:
    def test_text_report(self, capsys: pytest.CaptureFixture[str], deck_file: Path) -> None:
        assert main(["deck", "balance", str(deck_file), "--players", "2,solo-standard",
                     "--ai", "easy", "--games", "2"]) == 0
        out = capsys.readouterr().out.splitlines()
        assert out[0] == ("Balance of “Test deck”: 2 games per setting, AI easy, "
                          "seeds 0 to 1, 1 job")
        assert "2 players: 2 games" in out and "solo, standard: 2 games" in out
        seat = next(line for line in out if line.startswith("  seat 1 wins "))
        assert "[classic: seat 1 wins" in seat  # the same deck: the same figures beside
        left, right = seat.split("   [classic: ")
        assert right == left.strip() + "]"
        assert any(line.startswith("  first player's edge ") for line in out)
        assert any(line.split()[:1] == ["W01"] for line in out)
        assert (Path(deck_file.parent / "data" / "cache")).is_dir()

    def test_json_report(self, capsys: pytest.CaptureFixture[str], deck_file: Path) -> None:
        assert main(["deck", "balance", str(deck_file), "--players", "3", "--ai", "easy",
                     "--games", "2", "--jobs", "2", "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        three = out["settings"]["3"]
        assert three["games"] == 2 and len(three["seats"]) == 3
        assert len(three["puzzles"]) == 52
        assert out["classic"]["settings"]["3"]["seats"] == three["seats"]
        assert sum(s["wins"] for s in three["seats"]) >= 2

    def test_bad_options(self, capsys: pytest.CaptureFixture[str], deck_file: Path) -> None:
        assert main(["deck", "balance", str(deck_file), "--players", "5"]) == 2
        assert "unknown setting '5'" in capsys.readouterr().err
        assert main(["deck", "balance", str(deck_file), "--ai", "genius"]) == 2
        assert "unknown AI level 'genius'" in capsys.readouterr().err
        assert main(["deck", "balance", str(deck_file.parent / "nope.pldeck")]) == 2


def test_the_report_speaks_german() -> None:
    """The text report is translated like the other commands (the JSON is not)."""
    from app.commands.balance import BalanceText, report
    from app.commands.words import Words

    run = lab.run_balance(classic_deck(), [lab.Setting(2)], ["easy"], 1, 0)
    out = report(run, None, BalanceText(Words("de"))).splitlines()
    assert "2 Spieler: 1 Spiel" in out
    assert any(line.startswith("  Platz 1 gewinnt ") for line in out)
    assert any("Puzzle" in line and "genommen" in line for line in out)
