"""Game analysis (issue 17): the hard AI reviews a game turn by turn.

The must-show: a turn that ends with all three actions left while a puzzle could be completed is
a blunder, and the better turn completes the puzzle (its reason says so). Then: the same seed and
budget give the same JSON with any number of workers, the JSON round trip refuses hostile data
with ValueError only, the analysis is stored in and read back from a save (a stale or malformed
one is ignored), ``project-l analyse`` prints and stores it, solo games, and cancelling.
"""

from __future__ import annotations

import copy
import hashlib
import io
import itertools
import json
import math
import random
from dataclasses import replace
from multiprocessing.connection import wait as wait_for_ends
from pathlib import Path
from typing import Any

import pytest
from fuzzkit import json_paths, mutate
from measure import stop_after
from waiting import HANG

import app.ai.analysis as analysis_module
from app import rules
from app.ai import make_ai
from app.ai.analysis import (
    ANALYSIS_VERSION,
    BLUNDER,
    AnalysisCancelled,
    AnalysisRunner,
    GameAnalysis,
    Mark,
    PlayerSummary,
    TurnVerdict,
    accuracy,
    analyse,
    decided_turn,
    mark_for,
    record_digest,
    turn_positions,
    verdict_of,
)
from app.ai.assess import (
    HORIZON,
    LEARNED_WORK,
    Player,
    Turn,
    TurnJob,
    _completable,
    assess,
    effort_for,
    explain,
    final_margins,
    replay_fast,
    split_turns,
    work_share,
)
from app.ai.evaluate import Evaluator
from app.ai.explanations import Explanation, Why, explanation_text, template_fields
from app.ai.learned import LearnedEvaluator, shipped_model
from app.ai.match import new_record, play_game
from app.cli import main
from app.commands.analyse import AnalyseText, Progress, estimate
from app.core import analyses
from app.core.atomic import WriteFailed
from app.core.saves import SaveData, load_save, save_to_bytes, seats_for_record, write_save
from app.core.words import Words
from app.solver import clock

QUICK = 0.1  # the smallest work: 2 worlds, 2 candidate turns


def wasted_turn_record(seed: int = 1) -> tuple[rules.GameRecord, str]:
    """Two medium players play until Ann starts a turn in which she could complete a puzzle
    (three actions, at most three pieces to place); she ends that turn at once. The record stops
    there. Returns it with the puzzle she could have completed."""
    record = new_record(["Ann", "Bob"], seed)
    state = record.initial_state()
    ais = [make_ai("medium", seed * 16), make_ai("medium", seed * 16 + 1)]
    ev = Evaluator(state)
    actions: list[rules.Action] = []
    while state.phase is rules.Phase.PLAYING:
        ready = _completable(state, 0, ev)
        if state.current == 0 and state.actions_left == 3 and not state.pending and ready:
            actions.append(rules.EndTurn())
            return record.with_actions(actions), max(ready, key=lambda p: -ready[p])
        action = ais[state.current].choose(state)
        actions.append(action)
        state = rules.apply(state, action)
    raise AssertionError("no chance to complete a puzzle came up")


DATA = Path(__file__).resolve().parent / "data"
WASTED = DATA / "analysis-wasted-turn.json"
"""wasted_turn_record() as played: {"record": ..., "puzzle": ...} (the tests read it instead of
playing the game each time; test_the_stored_games_are_the_ones_played plays them again)."""
SOLO = DATA / "analysis-medium-solo.json"
"""solo_game_record() as played."""


def solo_game_record() -> rules.GameRecord:
    """A whole solo game of the medium player against the standard automaton."""
    return play_game([make_ai("medium", 3)], 3, "standard").record


def write_stored_games() -> None:
    """Play the stored games again and write them (``python tests/test_analysis.py``), on the
    clock that stands still as in the tests (conftest.py), so that budgets decide alone."""
    with clock.using(lambda: 0.0):
        record, puzzle = wasted_turn_record()
        solo = solo_game_record()
    WASTED.write_text(json.dumps({"record": record.to_json(), "puzzle": puzzle}, indent=1)
                      + "\n", encoding="utf-8")
    SOLO.write_text(json.dumps(solo.to_json(), indent=1) + "\n", encoding="utf-8")


@pytest.fixture(scope="module")
def wasted() -> tuple[rules.GameRecord, str]:
    data = json.loads(WASTED.read_text(encoding="utf-8"))
    return rules.record_from_json(data["record"]), data["puzzle"]


@pytest.fixture(scope="module")
def quick_analysis(wasted: tuple[rules.GameRecord, str]) -> GameAnalysis:
    """The wasted-turn game analysed in this process at the smallest budget."""
    return analyse(wasted[0], None, QUICK, 0, workers=0)


class TestTheBlunder:
    @pytest.mark.parametrize("learned", [True, False], ids=["learned", "version-3"])
    def test_ending_the_turn_with_a_puzzle_ready_is_a_blunder(
        self, wasted: tuple[rules.GameRecord, str], learned: bool
    ) -> None:
        """By today's method and by version 3's (the hand-set planner, play-outs to the end),
        which bench/analysis.py --compare still runs."""
        record, puzzle = wasted
        states = replay_fast(record)
        turn = split_turns(states)[-1]
        assert turn.player == 0 and record.actions[turn.first:turn.end] == (rules.EndTurn(),)
        effort = replace(effort_for(1.0), learned=learned)
        result = assess(TurnJob(record, record_digest(record), turn, 0, effort))
        verdict = verdict_of(result)
        assert verdict.played == (rules.EndTurn(),)
        assert verdict.loss >= BLUNDER and verdict.mark is Mark.BLUNDER
        # the better turn completes the puzzle, and says so
        after = states[turn.first]
        for action in verdict.best:
            after = rules.apply(after, action)
        assert puzzle in after.players[0].completed
        assert verdict.reason is not None
        assert verdict.reason.kind in (Why.COMPLETES_NOW, Why.COMPLETES_EARLIER)
        assert verdict.reason.get("puzzle") in after.players[0].completed
        assert str(verdict.reason).startswith(f"completes {verdict.reason.get('puzzle')} now")

    @pytest.mark.slow
    def test_the_whole_analysis_in_worker_processes_marks_it(
        self, wasted: tuple[rules.GameRecord, str]
    ) -> None:
        record, puzzle = wasted
        seen: list[tuple[int, int]] = []
        result = analyse(record, [0], QUICK, 0, workers=2,
                         progress=lambda d, n: seen.append((d, n)))
        last = result.turns[-1]
        assert last.played == (rules.EndTurn(),) and last.mark is Mark.BLUNDER
        assert last.reason is not None and last.reason.get("puzzle") == puzzle
        assert all(v.player == 0 for v in result.turns)
        assert seen[0] == (0, len(result.turns)) and seen[-1] == (len(result.turns),) * 2
        summary = result.summary(0)
        assert summary is not None and summary.blunders >= 1
        assert summary.biggest_swings[0] == last.turn


class _Watched(Player):
    """The analysis's policies, remembering every state the medium player moved from."""

    def __init__(self) -> None:
        super().__init__(None, shipped_model())
        self.seen: list[rules.GameState] = []

    def step(self, state: rules.GameState, rng: random.Random) -> rules.GameState:
        self.seen.append(state)
        return super().step(state, rng)


MODEL_SHA256 = "63873964212526ea1a9ca465c1c37dc474bcd45cc548c30df6eab009cae28eac"
"""The shipped value model this analysis version judges with: a new model changes analyses, so
it comes with a new ANALYSIS_VERSION (and this digest)."""


class TestTheLearnedJudgement:
    """Two-player turns: the hard player's learned evaluation proposes the candidates and judges
    each after two rounds played out; other games are played out to the end (docs/analysis.md)."""

    def test_two_player_games_are_judged_by_the_learned_evaluation(
        self, wasted: tuple[rules.GameRecord, str]
    ) -> None:
        record, _ = wasted
        start = replay_fast(record)[0]
        player = Player(None, shipped_model())
        assert len(start.players) == 2 and player.horizon(start) == HORIZON == 2
        assert isinstance(player.judge(start), LearnedEvaluator)
        assert not isinstance(player.evaluator(start), LearnedEvaluator)  # medium plays out
        assert Player(None, None).horizon(start) == 0

    @pytest.mark.parametrize("names, difficulty", [(("A", "B", "C"), None), (("A",), "standard")])
    def test_other_games_are_played_to_the_end(
        self, names: tuple[str, ...], difficulty: str | None
    ) -> None:
        start = new_record(names, 5, difficulty).initial_state()
        player = Player(None, shipped_model())
        assert player.horizon(start) == 0
        # the planner judges as the hand-set evaluation does there
        assert player.judge(start).value(start, 0) == Evaluator(start).value(start, 0)

    def test_a_play_out_stops_when_the_player_starts_a_turn_two_rounds_on(
        self, wasted: tuple[rules.GameRecord, str]
    ) -> None:
        record, _ = wasted
        states = replay_fast(record)
        player = _Watched()
        for turn in split_turns(states)[:3]:
            after = states[turn.end]
            player.seen.clear()
            ended = player.play_out(after, random.Random(turn.number), turn.player, HORIZON)
            seen = player.seen
            assert ended.phase is rules.Phase.PLAYING and not ended.pending
            assert ended.current == turn.player and ended.round == after.round + HORIZON
            # the first such moment: every state before it was short of it
            assert not any(s.round >= after.round + HORIZON and s.current == turn.player
                           and not s.pending for s in seen)
            margins = player.margins(ended, player.judge(ended))
            assert margins[0] == pytest.approx(-margins[1])  # one judge for both sides
            assert margins[turn.player] == pytest.approx(
                player.judge(ended).value(ended, turn.player))

    def test_the_time_it_announces_counts_the_shorter_play_outs(self) -> None:
        two = new_record(("A", "B"), 5).initial_state()
        three = new_record(("A", "B", "C"), 5).initial_state()
        solo = new_record(("A",), 5, "standard").initial_state()
        assert work_share(two) == LEARNED_WORK < 1
        assert work_share(three) == work_share(solo) == 1.0
        assert estimate(10, 6.0, 2, work_share(two)) == pytest.approx(10 * 6.0 * LEARNED_WORK / 2)
        assert estimate(10, 6.0, 2, work_share(three)) == pytest.approx(30.0)

    def test_a_new_model_comes_with_a_new_analysis_version(self) -> None:
        from importlib import resources
        data = resources.files("resources.ai").joinpath("value_model.json").read_bytes()
        assert (ANALYSIS_VERSION, hashlib.sha256(data).hexdigest()) == (5, MODEL_SHA256), (
            "the value model changed: analyses stored by this version would differ from new "
            "ones, so raise ANALYSIS_VERSION and update MODEL_SHA256 with it")


class TestFigures:
    def test_turns_cover_the_record(self, quick_analysis: GameAnalysis,
                                    wasted: tuple[rules.GameRecord, str]) -> None:
        record = wasted[0]
        turns = quick_analysis.turns
        assert [v.turn for v in turns] == list(range(len(turns)))
        assert turns[0].first == 0 and turns[-1].end == len(record.actions)
        for a, b in itertools.pairwise(turns):
            assert a.end == b.first and b.player == 1 - a.player
        states = replay_fast(record)
        for v in turns:
            assert v.played == record.actions[v.first:v.end]
            # the better turn can be shown on the table: it is legal in the real position
            state = states[v.first]
            for action in v.best:
                assert rules.check(state, action) is None
                state = rules.apply(state, action)
            assert state.current != v.player or state.round != v.round
            assert v.loss == pytest.approx(max(0.0, v.best_value - v.played_value)) or (
                v.best == v.played and v.loss == 0)
            assert v.mark is mark_for(v.loss)
            assert (v.reason is None) == (v.best == v.played or v.loss <= 0)
        assert [t for t, _ in quick_analysis.curve] == [v.turn for v in turns]
        assert all(len(m) == 2 for _, m in quick_analysis.curve)

    def test_turn_positions_for_the_table(self, quick_analysis: GameAnalysis,
                                          wasted: tuple[rules.GameRecord, str]) -> None:
        record, puzzle = wasted
        last = quick_analysis.turns[-1]
        start, played, best = turn_positions(record, last)
        states = replay_fast(record)
        assert start == states[last.first] and played == states[last.end]
        assert puzzle not in played.players[0].completed
        assert puzzle in best.players[0].completed
        with pytest.raises(ValueError):
            turn_positions(record.with_actions(record.actions[:2]), last)

    def test_summaries(self, quick_analysis: GameAnalysis) -> None:
        for s in quick_analysis.summaries:
            mine = [v for v in quick_analysis.turns if v.player == s.player]
            mean = sum(v.loss for v in mine) / len(mine)
            assert s.turns == len(mine) and s.mean_loss == pytest.approx(mean, abs=1e-5)
            assert s.accuracy == pytest.approx(100 * math.exp(-mean / 3), abs=1e-2)
            assert s.blunders == sum(1 for v in mine if v.mark is Mark.BLUNDER)
            losses = sorted((v.loss for v in mine if v.loss > 0), reverse=True)[:3]
            assert [quick_analysis.verdict(t).loss for t in s.biggest_swings] == losses  # type: ignore[union-attr]

    def test_marks_and_accuracy(self) -> None:
        assert [mark_for(x) for x in (0.0, 0.99, 1.0, 2.0, 3.0, 12.0)] == [
            None, None, Mark.SLIP, Mark.MISTAKE, Mark.BLUNDER, Mark.BLUNDER]
        assert accuracy(0.0) == 100.0 and 30 < accuracy(3.0) < 40

    def test_decided_at(self) -> None:
        curve = ((0, (0.5, -0.5)), (1, (-2.0, 2.0)), (2, (1.5, -1.5)), (3, (3.0, -3.0)))
        assert decided_turn(curve, 0) == 2
        assert decided_turn(curve, 1) is None
        assert decided_turn(((0, (-4.0,)), (1, (-2.0,))), 0, -1.0) == 0  # the automaton won

    def test_reasons_render_and_translate(self) -> None:
        why = Explanation.of(Why.COMPLETES_EARLIER, puzzle="W12", reward="L3")
        assert str(why) == "completes W12 now and takes its L3 reward a round earlier"
        assert explanation_text(why, lambda t: "{puzzle} jetzt: {reward}") == "W12 jetzt: L3"
        # a translation naming a field the reason lacks gives way to English
        assert explanation_text(why, lambda t: "{piece}!") == str(why)
        assert "{" not in str(Explanation.of(Why.MORE_IN_REACH))
        # a custom deck's puzzle may be called anything: its id is never read as a field
        odd = Explanation.of(Why.BIGGER_PUZZLE, puzzle="{other}", points=4, other="W1")
        assert str(odd) == "takes {other}, worth 4 points, instead of W1"
        with pytest.raises(ValueError):
            Explanation.from_json({"kind": "MASTER", "fields": {"x" * 40: 2}})


class TestReasons:
    """The reasons say what differs between the two turns: the puzzles taken, an upgrade."""

    @staticmethod
    def reason(played: tuple[Any, ...], best: tuple[Any, ...]) -> Explanation:
        record = new_record(["Ann", "Bob"], 1)  # rows W26 W14 W03 W13 (0, 1, 2, 1 points)
        start = record.initial_state()
        ends = []
        for plan in (played, best):
            state = start
            for action in plan:
                state = rules.apply(state, action)
            ends.append(state)
        turn = Turn(0, 1, 0, 0, len(played), False)
        return explain(start, ends[0], ends[1], played, best, [start, ends[0]], turn,
                       Evaluator(start))

    def test_other_puzzles_taken(self) -> None:
        reward = new_record(["Ann", "Bob"], 1).initial_state().deck.puzzle_by_id["W13"].reward
        one = self.reason((rules.TakePuzzle("W14"),), (rules.TakePuzzle("W13"),))
        assert one == Explanation.of(Why.OTHER_PUZZLE, puzzle="W13", reward=reward, other="W14")
        assert str(one) == f"takes W13 (reward {reward}) instead of W14"
        two = self.reason((rules.TakePuzzle("W14"), rules.TakePuzzle("W03")),
                          (rules.TakePuzzle("W13"), rules.TakePuzzle("W26")))
        assert str(two) == "takes W13, W26 instead of W14, W03"
        order = self.reason((rules.TakePuzzle("W14"), rules.TakePuzzle("W13")),
                            (rules.TakePuzzle("W13"), rules.TakePuzzle("W14")))
        assert str(order) == "takes W13 before W14"
        also = self.reason((rules.TakePiece(),), (rules.TakePiece(), rules.TakePuzzle("W14")))
        assert also.kind is Why.ALSO_PUZZLE and also.get("puzzle") == "W14"

    def test_an_upgrade_is_named(self) -> None:
        instead = self.reason((rules.TakePiece(),), (rules.Upgrade("I2", "L3"),))
        assert str(instead) == "upgrades I2 to L3 instead of getting O1"
        assert str(self.reason((), (rules.Upgrade("I2", "L3"),))) == "also upgrades I2 to L3"

    def test_every_kind_names_only_its_fields(self) -> None:
        # the fields each kind's template names are the ones explain() gives it
        assert template_fields(Why.COMPLETES_MORE.value) == {"puzzles", "other"}
        assert template_fields(Why.OTHER_PUZZLES.value) == {"puzzles", "others"}
        assert template_fields(Why.UPGRADE_INSTEAD.value) == {"old", "piece", "other"}


class TestReproducible:
    @pytest.mark.slow
    def test_one_or_two_workers_or_none_give_the_same_json(
        self, wasted: tuple[rules.GameRecord, str], quick_analysis: GameAnalysis
    ) -> None:
        # the first player's turns (each worker process starts with cold caches: a few
        # seconds a worker; the whole game's turns would add nothing but time)
        record = wasted[0]
        none = analyse(record, [0], QUICK, 0, workers=0)
        one = analyse(record, [0], QUICK, 0, workers=1)
        two = analyse(record, [0], QUICK, 0, workers=2)
        text = json.dumps(none.to_json(), sort_keys=True)
        assert json.dumps(one.to_json(), sort_keys=True) == text
        assert json.dumps(two.to_json(), sort_keys=True) == text
        # and a turn's verdict does not depend on which other players are analysed
        assert [v.to_json() for v in none.turns] == [
            v.to_json() for v in quick_analysis.turns if v.player == 0]

    def test_a_turn_gives_the_same_result_each_time(
            self, wasted: tuple[rules.GameRecord, str]) -> None:
        record = wasted[0]
        turn = split_turns(replay_fast(record))[-1]
        job = TurnJob(record, record_digest(record), turn, 0, effort_for(QUICK))
        first = assess(job)
        assert assess(job) == first
        other = assess(replace(job, seed=9))
        assert other.played == first.played


def _sample() -> GameAnalysis:
    verdict = TurnVerdict(
        turn=3, round=2, player=1, first=7, end=9, played=(rules.TakePiece(), rules.EndTurn()),
        best=(rules.TakePuzzle("W12"),), played_value=-1.5, best_value=2.25, loss=3.75,
        mark=Mark.BLUNDER, reason=Explanation.of(Why.BIGGER_PUZZLE, puzzle="W12", points=3,
                                                other="W01"))
    return GameAnalysis(
        version=ANALYSIS_VERSION, budget=2.0, seed=4, record_digest="ab" * 32, players=(1,),
        turns=(verdict,), curve=((3, (1.5, -1.5)),),
        summaries=(PlayerSummary(1, 1, 28.65, 0, 0, 1, 3.75, (3,)),), decided_at=None)


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    """A copy of ``data`` with ``value`` at ``path``."""
    return mutate(copy.deepcopy(data), path, value)


class TestJson:
    def test_round_trip(self) -> None:
        sample = _sample()
        text = json.dumps(sample.to_json())
        assert GameAnalysis.from_json(json.loads(text)) == sample

    def test_round_trip_of_a_real_analysis(self, quick_analysis: GameAnalysis) -> None:
        back = GameAnalysis.from_json(json.loads(json.dumps(quick_analysis.to_json())))
        assert back == quick_analysis

    BAD: tuple[Any, ...] = (None, True, -1, 10**30, 1.5, float("nan"), float("inf"), "x" * 300, [], {}, [[1]],
           {"type": "bogus"})

    def test_hostile_values_give_value_error_only(self) -> None:
        good = _sample().to_json()
        tried = 0
        for path in json_paths(good):
            for bad in self.BAD:
                data = _set(good, path, bad)
                try:
                    got = GameAnalysis.from_json(data)
                except ValueError:
                    continue
                finally:
                    tried += 1
                assert isinstance(got, GameAnalysis)  # harmless: still a valid analysis
        assert tried > 500

    def test_missing_fields_and_odd_shapes(self) -> None:
        good = _sample().to_json()
        for key in good:
            with pytest.raises(ValueError):
                GameAnalysis.from_json({k: v for k, v in good.items() if k != key and
                                        key != "decided_at"} | (
                    {} if key != "decided_at" else {"decided_at": "soon"}))
        for bad in ("", "[]", "null", "1", '"analysis"'):
            with pytest.raises(ValueError):
                GameAnalysis.from_json(json.loads(bad) if bad else bad)
        deep: Any = []
        for _ in range(50):
            deep = [deep]
        with pytest.raises(ValueError):
            GameAnalysis.from_json(_set(good, ("curve",), deep))
        with pytest.raises(ValueError):
            GameAnalysis.from_json(_set(good, ("turns",), [good["turns"][0]] * 100_001))


@pytest.fixture()
def saved_game(tmp_path: Path, wasted: tuple[rules.GameRecord, str]) -> Path:
    path = tmp_path / "game.plsave"
    write_save(path, SaveData(wasted[0], seats_for_record(wasted[0])))
    return path


class TestStorage:
    def test_round_trip_and_match(self, saved_game: Path, quick_analysis: GameAnalysis) -> None:
        before = load_save(saved_game)
        assert before.analysis is None
        assert analyses.stored_analysis(before, QUICK, 0) is None
        analyses.save_with_analysis(saved_game, quick_analysis)
        save = load_save(saved_game)
        assert save.analysis == quick_analysis
        assert save.saved_at == before.saved_at and save.seats == before.seats
        assert analyses.stored_analysis(save, QUICK, 0) == quick_analysis
        assert analyses.stored_analysis(save, QUICK, 0, [0, 1]) == quick_analysis
        # another budget, seed, player set or version: stale
        assert analyses.stored_analysis(save, 0.2, 0) is None
        assert analyses.stored_analysis(save, QUICK, 1) is None
        assert analyses.stored_analysis(save, QUICK, 0, [0]) is None
        old = replace(save, analysis=replace(quick_analysis, version=ANALYSIS_VERSION - 1))
        assert analyses.stored_analysis(old, QUICK, 0) is None
        # the game went on (or was cut): another record, another digest
        cut = save.truncated(len(save.record.actions) - 1)
        assert analyses.stored_analysis(replace(cut, analysis=quick_analysis), QUICK, 0) is None

    def test_the_file_is_still_a_game_record(self, saved_game: Path,
                                             quick_analysis: GameAnalysis) -> None:
        analyses.save_with_analysis(saved_game, quick_analysis)
        assert main(["replay", str(saved_game), "--json"]) == 0
        data = json.loads(saved_game.read_text(encoding="utf-8"))
        assert data["format"] == "project-l-game" and "analysis" in data["app"]
        assert "analysis" not in data  # inside the app section, not beside the record's fields

    def test_an_inconsistent_analysis_with_the_right_digest_is_not_used(
        self, saved_game: Path, quick_analysis: GameAnalysis
    ) -> None:
        save = replace(load_save(saved_game), analysis=quick_analysis)
        assert analyses.stored_analysis(save, QUICK, 0) == quick_analysis
        first = quick_analysis.turns[0]
        for bad in (
            replace(quick_analysis, turns=(replace(first, end=999),)),
            replace(quick_analysis, turns=(replace(first, played=(rules.EndTurn(),)),)),
            replace(quick_analysis, turns=(replace(first, player=3),)),
            replace(quick_analysis, curve=((0, (1.0,)),)),
            replace(quick_analysis, players=(0, 1, 2)),
        ):
            assert analyses.stored_analysis(replace(save, analysis=bad), QUICK, 0) is None

    def test_a_malformed_section_is_ignored(self, saved_game: Path,
                                            quick_analysis: GameAnalysis) -> None:
        analyses.save_with_analysis(saved_game, quick_analysis)
        data = json.loads(saved_game.read_text(encoding="utf-8"))
        bads: list[Any] = [{"version": "x"}, [], "analysis", 7,
                           {**data["app"]["analysis"], "turns": 5}]
        for bad in bads:
            data["app"]["analysis"] = bad
            saved_game.write_text(json.dumps(data), encoding="utf-8")
            save = load_save(saved_game)
            assert save.analysis is None and analyses.stored_analysis(save, QUICK, 0) is None

    def test_another_games_analysis_is_refused_and_the_file_kept(
        self, saved_game: Path, quick_analysis: GameAnalysis
    ) -> None:
        before = saved_game.read_bytes()
        with pytest.raises(ValueError):
            analyses.save_with_analysis(saved_game, replace(quick_analysis, record_digest="0" * 64))
        assert saved_game.read_bytes() == before

    def test_a_failed_write_leaves_the_file(self, saved_game: Path, quick_analysis: GameAnalysis,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
        before = saved_game.read_bytes()

        def fail(path: Any, data: bytes) -> None:
            raise WriteFailed("disk full")

        monkeypatch.setattr(analyses, "atomic_write_bytes", fail)
        with pytest.raises(WriteFailed):
            analyses.save_with_analysis(saved_game, quick_analysis)
        assert saved_game.read_bytes() == before

    def test_analysed_players_are_the_humans(self, wasted: tuple[rules.GameRecord, str]) -> None:
        seats = seats_for_record(wasted[0])
        save = SaveData(wasted[0], (seats[0], replace(seats[1], kind="ai")))
        assert analyses.analysed_players(save) == (0,)
        robots = SaveData(wasted[0], tuple(replace(s, kind="ai") for s in seats))
        assert analyses.analysed_players(robots) == (0, 1)

    def test_save_bytes_carry_the_analysis(self, wasted: tuple[rules.GameRecord, str],
                                           quick_analysis: GameAnalysis) -> None:
        save = SaveData(wasted[0], seats_for_record(wasted[0]), analysis=quick_analysis)
        data = json.loads(save_to_bytes(save))
        assert GameAnalysis.from_json(data["app"]["analysis"]) == quick_analysis


class TestCommand:
    def test_json_and_text_from_the_stored_analysis(
        self, saved_game: Path, quick_analysis: GameAnalysis, capsys: pytest.CaptureFixture[str]
    ) -> None:
        analyses.save_with_analysis(saved_game, quick_analysis)
        assert main(["analyse", str(saved_game), "--budget", str(QUICK), "--json"]) == 0
        assert json.loads(capsys.readouterr().out) == quick_analysis.to_json()
        assert main(["analyse", str(saved_game), "--budget", str(QUICK)]) == 0
        out = capsys.readouterr().out
        for v in quick_analysis.turns:
            assert "; ".join(rules.format_action(a) for a in v.played) in out
        assert out.count("\n  ") >= len(quick_analysis.turns)

    def test_the_report_says_the_round_and_player_where_the_game_was_decided(self) -> None:
        from app.commands.analyse import AnalyseText, report
        from app.core.words import Words

        sample = replace(_sample(), decided_at=3)
        english = report(sample, ("Ann", "Bob"), AnalyseText(Words("en")))
        assert english.splitlines()[-1] == (
            "The game was decided at turn 4, in round 2, on Bob's turn.")
        german = report(sample, ("Ann", "Bob"), AnalyseText(Words("de")))
        assert german.splitlines()[-1] == "Die Partie war ab Zug 4 entschieden (Runde 2, am Zug: " \
            "Bob)."
        # the JSON stays as it was: the verdict of the decided turn carries round and player
        assert sample.to_json()["decided_at"] == 3
        assert report(_sample(), ("Ann", "Bob"), AnalyseText(Words("en"))).endswith(
            "The game stayed open to the end.")
        solo = report(_sample(), ("Ann", "Bob"), AnalyseText(Words("en")), solo=True)
        assert "Margin over the automaton: the player's final score minus the automaton's." \
            in solo.splitlines()

    def test_bad_files_and_options_exit_2(self, tmp_path: Path, saved_game: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
        bad = tmp_path / "bad.plsave"
        bad.write_text("{not json", encoding="utf-8")
        assert main(["analyse", str(bad)]) == 2
        assert main(["analyse", str(tmp_path / "missing.plsave")]) == 2
        assert main(["analyse", str(saved_game), "--players", "0,7"]) == 2
        assert main(["analyse", str(saved_game), "--players", "x"]) == 2
        assert main(["analyse", str(saved_game), "--budget", "0"]) == 2
        err = capsys.readouterr().err
        assert err.count("project-l analyse") >= 5

    def test_a_record_of_20000_actions_is_refused_with_its_estimate_before_any_work(
            self, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        """A legal record of 20,000 actions (pieces taken and upgraded, never a puzzle done)
        has thousands of turns, hours of work: refused at once, saying how much and what to
        do, and no worker is started."""
        path = tmp_path / "long.json"
        path.write_bytes(_long_record(20_000).to_bytes())
        started: list[object] = []
        real = analysis_module.ProcessPoolExecutor

        class Watched(real):  # type: ignore[misc, valid-type]
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                started.append(self)  # (and hours of work would follow: stop here)
                raise AssertionError("a worker pool was started for 18,825 turns")

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(analysis_module, "ProcessPoolExecutor", Watched)
            assert main(["analyse", str(path)]) == 2
        err = capsys.readouterr().err
        assert not started and len(err.splitlines()) == 1
        assert "--max-turns" in err and "hour" in err
        turns = int(err.split(": ", 1)[1].split()[0])
        assert turns > 5000

    def test_the_progress_says_how_long_is_left(self) -> None:
        """From the time the turns took (an injected clock), the rest; before the first, the
        plan (the budget's seconds a turn, over the workers)."""
        class Terminal(io.StringIO):
            def isatty(self) -> bool:
                return True

        now = [100.0]
        out = Terminal()
        progress = Progress(AnalyseText(Words("en")), 10, 6.0, 2, out, clock=lambda: now[0])
        assert progress.left(0) == 30.0
        progress(0, 10)
        now[0] += 20.0  # two turns in 20 s: 10 s a turn, 8 to go
        progress(2, 10)
        assert progress.left(2) == 80.0
        assert out.getvalue().split("\r")[-1].replace("(s)", "s") == \
            "turns analysed: 2 of 10, about 80 seconds left"
        now[0] += 7200.0
        assert AnalyseText(Words("en")).duration(progress.left(3)).replace("(s)", "s") == \
            "4 hours 41 minutes"

    @pytest.mark.slow
    def test_save_stores_it_for_next_time(self, saved_game: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
        assert main(["analyse", str(saved_game), "--budget", str(QUICK), "--players", "1",
                     "--save", "--json"]) == 0
        first = json.loads(capsys.readouterr().out)
        stored = load_save(saved_game).analysis
        assert stored is not None and stored.to_json() == first and stored.players == (1,)
        assert main(["analyse", str(saved_game), "--budget", str(QUICK), "--players", "1",
                     "--json"]) == 0
        assert json.loads(capsys.readouterr().out) == first


@pytest.fixture(scope="module")
def solo_game() -> rules.GameRecord:
    return rules.record_from_json(json.loads(SOLO.read_text(encoding="utf-8")))


def test_the_stored_games_are_the_ones_played() -> None:
    """The games the tests read are what the medium player plays today; when a change of the
    AI changes them, write them again (``python tests/test_analysis.py``) and say so."""
    record, puzzle = wasted_turn_record()
    assert {"record": record.to_json(), "puzzle": puzzle} == \
        json.loads(WASTED.read_text(encoding="utf-8"))
    assert solo_game_record().to_json() == json.loads(SOLO.read_text(encoding="utf-8"))


class TestSolo:
    def test_the_margin_is_against_the_automaton(self, solo_game: rules.GameRecord) -> None:
        states = replay_fast(solo_game)
        final = states[-1]
        assert final.solo is not None
        assert final_margins(final) == (float(final.players[0].score - final.solo.opponent_points),)
        turns = split_turns(states)
        assert all(t.player == 0 for t in turns) and turns[-1].finishing
        assert [t.round for t in turns if not t.finishing] == list(range(1, len(turns)))
        # the last turn before the Finishing Touches: the automaton's reply is in the turn
        turn = turns[-2]
        result = assess(TurnJob(solo_game, record_digest(solo_game), turn, 0, effort_for(QUICK)))
        assert len(result.margins) == 1 and result.margins[0] == result.best_value
        assert result.played_value <= result.best_value

    @pytest.mark.slow
    def test_a_solo_game_analysed(self, solo_game: rules.GameRecord) -> None:
        turns = split_turns(replay_fast(solo_game))
        cut = solo_game.with_actions(solo_game.actions[: turns[1].end])  # its first two turns
        result = analyse(cut, None, QUICK, 0, workers=2)
        assert [v.turn for v in result.turns] == [0, 1]
        assert [v.round for v in result.turns] == [1, 2]
        assert all(len(m) == 1 for _, m in result.curve)
        assert result.decided_at is None  # the game is not over
        assert analyse(cut, None, QUICK, 0, workers=0) == result


class TestCancel:
    def test_cancel_in_this_process(self, wasted: tuple[rules.GameRecord, str]) -> None:
        with pytest.raises(AnalysisCancelled):
            analyse(wasted[0], None, QUICK, 0, workers=0, cancel=lambda: True)

    @pytest.mark.slow
    def test_cancel_ends_the_workers(self, wasted: tuple[rules.GameRecord, str]) -> None:
        runner = AnalysisRunner(wasted[0], None, 30.0, 0, workers=2)
        pool = runner.pool
        assert pool is not None and runner.total > 0 and not runner.finished
        assert runner.poll() < runner.total  # (a short turn may be done already)
        processes = list((getattr(pool, "_processes", None) or {}).values())
        runner.cancel()
        assert runner.finished and runner.pool is None
        # each worker's sentinel closes when it ends (the pool's own thread may reap it first,
        # and is_alive() then never sees it end)
        for process in processes:
            assert wait_for_ends([process.sentinel], HANG), process
        with pytest.raises(AnalysisCancelled):
            runner.analysis()
        with pytest.raises(AnalysisCancelled):
            analyse(wasted[0], None, 30.0, 0, workers=2, cancel=stop_after(2))

    def test_bad_requests(self, wasted: tuple[rules.GameRecord, str]) -> None:
        with pytest.raises(ValueError):
            analyse(wasted[0], [2], QUICK, workers=0)
        with pytest.raises(ValueError):
            analyse(wasted[0], None, 0.0, workers=0)
        record = wasted[0]
        illegal = record.with_actions((*record.actions, rules.TakePuzzle("nope")))
        with pytest.raises(ValueError):
            analyse(illegal, None, QUICK, workers=0)


def _long_record(actions: int) -> rules.GameRecord:
    """A legal 2-player record of ``actions`` actions that never ends: pieces are taken and
    upgraded, turns ended, no puzzle taken."""
    record = rules.GameRecord(players=("Ann", "Bob"), seed=1)
    state = record.initial_state()
    rng = random.Random(1)
    done: list[rules.Action] = []
    while len(done) < actions:
        choices = [a for a in rules.legal_actions(state)
                   if a.to_json()["type"] in ("take_piece", "upgrade", "end_turn")]
        action = rng.choice(choices)
        done.append(action)
        state = rules.apply(state, action, validate=False)
    return record.with_actions(done)


if __name__ == "__main__":
    write_stored_games()
