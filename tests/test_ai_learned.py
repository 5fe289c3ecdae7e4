"""The learned evaluation (app/ai/learned.py) and its training (bench/train_value.py): the
parts add up to the hand-set value, a model file reads back exactly and refuses what is not
one, a player judging with a model stays fair and legal, and training is reproducible."""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from app import rules
from app.ai import make_ai
from app.ai.evaluate import Evaluator, Parts
from app.ai.greedy import GreedyAI
from app.ai.learned import (
    FEATURES,
    LearnedEvaluator,
    ValueModel,
    blend,
    feature_vector,
    shipped_model,
)
from app.ai.match import new_record, play_game
from app.ai.search import SearchAI, SearchSettings

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import train_value

KNOTS = (0.0, 4.0, 10.0, 20.0, 40.0)


def positions(seed: int, players: int = 2) -> list[rules.GameState]:
    """Every position of a seeded medium game where a player may act."""
    result = play_game([GreedyAI(seed * 16 + s) for s in range(players)], seed)
    state = result.record.initial_state()
    out = []
    for action in result.record.actions:
        if state.phase is rules.Phase.PLAYING and not state.pending:
            out.append(state)
        state = rules.apply(state, action, validate=False)
    return out


def hand_set_model() -> ValueModel:
    """A model that is the hand-set evaluation: the four parts it adds up, each weighed 1."""
    row = tuple(1.0 if f in ("scored", "in_time", "late", "future") else 0.0 for f in FEATURES)
    return ValueModel(KNOTS, (row,) * len(KNOTS), {})


class TestParts:
    def test_the_parts_add_up_to_the_hand_set_value(self) -> None:
        states = positions(3)[::5]
        assert len(states) > 10
        for state in states:
            ev = Evaluator(state)
            for i in range(len(state.players)):
                hand, parts = ev.player_parts(state, i)
                assert hand == ev.player_value(state, i)
                total = parts.scored + parts.in_time + parts.late + parts.future
                assert total == pytest.approx(hand, abs=1e-9)
                assert parts.actions == ev.actions_left(state, i)
                assert parts.held == len(state.players[i].puzzles)

    def test_a_model_that_weighs_the_parts_as_the_hand_does_judges_the_same(self) -> None:
        model = hand_set_model()
        for state in positions(4, players=3)[::7]:
            hand = Evaluator(state)
            learned = LearnedEvaluator(state, model)
            for me in range(3):
                for spent in (0.0, float(state.actions_left)):
                    assert learned.value(state, me, spent) == pytest.approx(
                        hand.value(state, me, spent), abs=1e-9)


class TestModel:
    def test_the_blend_of_the_knots(self) -> None:
        assert blend(KNOTS, -1.0) == [(0, 1.0)]
        assert blend(KNOTS, 0.0) == [(0, 1.0)]
        assert blend(KNOTS, 7.0) == [(1, 0.5), (2, 0.5)]
        assert blend(KNOTS, 10.0) == [(1, 0.0), (2, 1.0)]
        assert blend(KNOTS, 99.0) == [(4, 1.0)]
        for t in (0.5, 3.9, 11.0, 33.3):
            assert sum(u for _, u in blend(KNOTS, t)) == pytest.approx(1.0)

    def test_a_model_reads_back_exactly_from_its_file(self, tmp_path: Path) -> None:
        rng = random.Random(5)
        coef = tuple(tuple(round(rng.uniform(-3, 3), 6) for _ in FEATURES) for _ in KNOTS)
        model = ValueModel(KNOTS, coef, {"note": "Zoë's test"}, residual=True, blend=0.3)
        path = tmp_path / "model.json"
        path.write_text(model.to_json(), encoding="utf-8")
        again = ValueModel.load(path)
        assert again == model
        assert again.to_json() == model.to_json()
        parts = Parts(3.0, 4.5, 1.0, 6.0, 7.0, 2.0, 5.0, 9.0, 2, 11, 1)
        x = feature_vector(parts, 1)
        inner = 0.5 * sum(c * v for c, v in zip(coef[1], x, strict=True)) + 0.5 * sum(
            c * v for c, v in zip(coef[2], x, strict=True))
        assert again.predict(parts, 1, 20.0) == pytest.approx(20.0 + 0.3 * inner)

    @pytest.mark.parametrize("change", [
        {"format": "something else"},
        {"version": 2},
        {"features": ["bias"]},
        {"knots": [0.0, 10.0, 4.0, 20.0, 40.0]},
        {"knots": [0.0]},
        {"coef": [[0.0] * 3] * 5},
        {"coef": [[0.0] * len(FEATURES)] * 4},
        {"coef": "none"},
        {"blend": 1.5},
        {"residual": "yes"},
        {"players": [5]},
        {"players": [0]},
        {"knots": [0.0, 4.0, 10.0, 20.0, float("inf")]},
        {"coef": [[float("nan")] * len(FEATURES)] * len(KNOTS)},
        {"players": "two"},
    ])
    def test_what_is_not_a_model_is_refused(self, change: dict[str, object]) -> None:
        data = json.loads(hand_set_model().to_json())
        data.update(change)
        with pytest.raises(ValueError):
            ValueModel.from_json(json.dumps(data))

    def test_a_file_that_is_not_json_is_refused(self) -> None:
        with pytest.raises(ValueError):
            ValueModel.from_json("{ not json")
        with pytest.raises(ValueError):
            ValueModel.from_json("[1, 2]")


class TestTheShippedModel:
    def test_it_loads_and_judges_two_player_games_only(self) -> None:
        model = shipped_model()
        assert model is shipped_model()  # read once
        assert model.residual and model.blend == 1.0 and model.players == (2,)
        assert model.judges(2) and not model.judges(3) and not model.judges(4)
        assert not model.judges(1)
        assert "--rollouts" in str(model.about["made by"])

    def test_the_hard_player_judges_with_it_and_the_others_do_not(self) -> None:
        hard = make_ai("hard")
        assert isinstance(hard, SearchAI) and hard.model is shipped_model()
        assert hard.solo_model is None  # solo games: the hand-set evaluation (docs/ai.md)
        for level in ("easy", "medium"):
            ai = make_ai(level)
            assert isinstance(ai, GreedyAI) and ai.model is None and ai.solo_model is None


class TestPlayers:
    def test_the_hard_player_with_the_model_is_fair_and_keeps_to_two_players(self) -> None:
        small = SearchSettings(worlds=2, beam=3, plans=2, depth=0)
        learned = SearchAI(7, None, settings=small, model=shipped_model())
        hand = SearchAI(7, None, settings=small)
        rng = random.Random(3)
        state = positions(6)[20]
        shuffled = replace(
            state,
            white_deck=tuple(rng.sample(state.white_deck, len(state.white_deck))),
            black_deck=tuple(rng.sample(state.black_deck, len(state.black_deck))),
        )
        assert learned.choose(state) == learned.choose(shuffled)
        # three players: the model does not judge, so the choices are the hand-set player's
        for state in positions(5, players=3)[10:40:10]:
            assert learned.choose(state) == hand.choose(state)

    def test_no_correction_plays_exactly_as_the_hand_set_player(self) -> None:
        zero = ValueModel(KNOTS, ((0.0,) * len(FEATURES),) * len(KNOTS), {}, residual=True)
        hand = play_game([GreedyAI(1), GreedyAI(2)], 31)
        learned = play_game([GreedyAI(1, model=zero), GreedyAI(2, model=zero)], 31)
        assert learned.record.actions == hand.record.actions

    def test_a_learned_player_is_legal_reproducible_and_never_peeks(self) -> None:
        rng = random.Random(9)
        coef = tuple(tuple(rng.uniform(-1, 1) for _ in FEATURES) for _ in KNOTS)
        model = ValueModel(KNOTS, coef, {}, residual=True, blend=0.5)
        first = play_game([GreedyAI(3, model=model), GreedyAI(4)], 12)
        again = play_game([GreedyAI(3, model=model), GreedyAI(4)], 12)
        assert first.record.actions == again.record.actions
        assert rules.replay(first.record).ok
        state = positions(6)[20]
        shuffled = replace(
            state,
            white_deck=tuple(rng.sample(state.white_deck, len(state.white_deck))),
            black_deck=tuple(rng.sample(state.black_deck, len(state.black_deck))),
        )
        ai = GreedyAI(5, model=model)
        assert ai.choose(state) == ai.choose(shuffled)

    def test_solo_games_keep_the_hand_set_judgement_of_a_multi_player_model(self) -> None:
        record = new_record(["me"], 8, "standard")
        state = record.initial_state()
        for counts in ((), (2,), (2, 3, 4)):
            model = ValueModel(KNOTS, ((5.0,) * len(FEATURES),) * len(KNOTS), {}, players=counts)
            assert not model.judges(1)
            assert LearnedEvaluator(state, model).value(state, 0) == Evaluator(state).value(state, 0)

    def test_a_solo_model_corrects_the_players_side_of_a_solo_game_only(self) -> None:
        state = new_record(["me"], 8, "unbeatable").initial_state()
        row = tuple(2.0 if f == "bias" else 0.0 for f in FEATURES)
        solo = ValueModel(KNOTS, (row,) * len(KNOTS), {}, residual=True, players=(1,))
        assert solo.judges(1) and not solo.judges(2)
        # the constant 2 is added to the player's side; the automaton's side is unchanged
        hand = Evaluator(state).value(state, 0)
        assert LearnedEvaluator(state, solo).value(state, 0) == pytest.approx(hand + 2.0)
        # it does not judge two-player games
        duel = positions(6)[20]
        assert LearnedEvaluator(duel, solo).value(duel, 0) == Evaluator(duel).value(duel, 0)
        # a finished solo game is judged by its score alone
        done = play_game([GreedyAI(1)], 8, "unbeatable").state
        assert LearnedEvaluator(done, solo).value(done, 0) == Evaluator(done).value(done, 0)

    def test_a_player_judges_each_kind_of_game_with_its_own_model(self) -> None:
        duel_model = ValueModel(KNOTS, ((0.0,) * len(FEATURES),) * len(KNOTS), {},
                                residual=True, players=(2,))
        solo_model = replace(duel_model, players=(1,))
        ai = GreedyAI(1, model=duel_model, solo_model=solo_model)
        solo = new_record(["me"], 8, "unbeatable").initial_state()
        duel = positions(6)[20]
        for state, model in ((solo, solo_model), (duel, duel_model), (solo, solo_model)):
            ev = ai.evaluator(state)
            assert isinstance(ev, LearnedEvaluator) and ev.model is model
            assert ai.evaluator(state) is ev  # kept while the game is the same kind
        plain = GreedyAI(1, model=duel_model)
        assert type(plain.evaluator(solo)) is Evaluator


class TestTraining:
    def test_the_same_arguments_make_the_same_file(self, tmp_path: Path) -> None:
        out = tmp_path / "model.json"
        args = ["--games", "5", "--players", "2", "--out", str(out), "--residual", "--blend", "0.5"]
        assert train_value.main([*args, "--jobs", "1"]) == 0
        first = out.read_text(encoding="utf-8")
        assert train_value.main([*args, "--jobs", "2"]) == 0
        assert out.read_text(encoding="utf-8").replace("--jobs 2", "--jobs 1") == first
        model = ValueModel.load(out)
        assert model.residual and model.blend == 0.5
        figures = model.about["held-out figures (points)"]
        assert isinstance(figures, dict) and figures["positions"] > 0

    def test_rollouts_are_reproducible_and_their_rows_are_differences(self) -> None:
        job = train_value.Job(2, 20_001, False, None, True, horizon=1)
        rows = train_value.rollout_rows(job, limit=2)
        assert rows and rows == train_value.rollout_rows(job, limit=2)
        f = len(FEATURES)
        for x, y in rows:
            assert len(x) == len(KNOTS) * f
            # the constant and the number of rivals are the same for both players: over the
            # knots (whose blend weights add up to 1 for each player) they cancel
            assert sum(x[k * f] for k in range(len(KNOTS))) == pytest.approx(0.0, abs=1e-12)
            assert sum(x[k * f + 1] for k in range(len(KNOTS))) == pytest.approx(0.0, abs=1e-12)
            assert abs(y) < 100
        xtx, xty = train_value.normal_equations(rows)
        assert xty[2] == pytest.approx(sum(x[2] * y for x, y in rows))
        assert xtx[2][3] == pytest.approx(sum(x[2] * x[3] for x, _ in rows))

    def test_solo_rollouts_judge_the_players_side_against_the_automaton(self) -> None:
        job = train_value.Job(1, 20_002, False, None, True, horizon=1, difficulty="unbeatable",
                              every=3)
        rows = train_value.rollout_rows(job, limit=2)
        assert rows and rows == train_value.rollout_rows(job, limit=2)
        f = len(FEATURES)
        for x, y in rows:
            assert len(x) == len(KNOTS) * f
            # one side only: the constant's blend weights add up to 1, and there are no rivals
            assert sum(x[k * f] for k in range(len(KNOTS))) == pytest.approx(1.0)
            assert all(x[k * f + 1] == 0.0 for k in range(len(KNOTS)))
            assert abs(y) < 100

    def test_within_positions_the_rows_are_taken_off_their_means(self) -> None:
        job = train_value.Job(1, 20_002, False, None, True, horizon=1, difficulty="unbeatable",
                              every=3, within=True)
        rows = train_value.rollout_rows(job, limit=2)
        plain = train_value.rollout_rows(replace(job, within=False), limit=2)
        assert len(rows) == len(plain) > 2
        # each position's rows add up to zero, so all of them do; the differences are kept
        assert sum(y for _, y in rows) == pytest.approx(0.0, abs=1e-9)
        for col in zip(*(x for x, _ in rows), strict=True):
            assert sum(col) == pytest.approx(0.0, abs=1e-9)
        assert rows[1][1] - rows[0][1] == pytest.approx(plain[1][1] - plain[0][1])

    def test_solo_games_are_fitted_from_rollouts_only(self, tmp_path: Path) -> None:
        with pytest.raises(SystemExit):
            train_value.main(["--players", "1", "--out", str(tmp_path / "m.json")])
        assert not (tmp_path / "m.json").exists()

    def test_the_normal_equations_are_solved(self) -> None:
        a = [[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]]
        x = [1.0, -2.0, 0.5]
        b = [sum(a[i][j] * x[j] for j in range(3)) for i in range(3)]
        assert train_value.solve(a, b) == pytest.approx(x)
        with pytest.raises(ValueError, match="singular"):
            train_value.solve([[1.0, 2.0], [2.0, 4.0]], [1.0, 2.0])
