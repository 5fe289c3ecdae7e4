"""The anytime player: legal, reproducible, never peeks, races its candidates by sequential
halving within a counted number of play-outs, keeps to its clock, and plays other games as the
hard player."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import cast

import pytest
from measure import CallClock
from scriptkit import load_script

from app import rules
from app.ai.anytime import HORIZON, AnytimeAI, AnytimeSettings, anytime_settings
from app.ai.evaluate import Evaluator
from app.ai.greedy import GreedyAI
from app.ai.learned import shipped_model
from app.ai.match import new_record, play_game
from app.ai.player import Deadline
from app.ai.search import SAFE_PART, SearchAI, SearchSettings, settings_for
from app.rules import Action, GameState

SMALL = AnytimeSettings(playouts=8, plans=2, beam=3)


def anytime(seed: int, sizes: AnytimeSettings = SMALL, budget: float | None = None) -> AnytimeAI:
    return AnytimeAI(seed, budget, model=shipped_model(), anytime=sizes)


def mid_game(seed: int, players: int = 2, steps: int = 25) -> GameState:
    """A position some way into a medium game, where the player to move has a choice."""
    state = new_record([f"p{i}" for i in range(players)], seed).initial_state()
    ai = GreedyAI(seed)
    for _ in range(steps):
        state = rules.apply(state, ai.choose(state))
    return state


class _Counted(AnytimeAI):
    """Play-outs counted per candidate and judged by a fixed value per candidate (plus noise
    that the same world gives every candidate alike)."""

    def __init__(self, worth: list[float]) -> None:
        super().__init__(1, None, model=shipped_model(), anytime=AnytimeSettings(30, 4, 3))
        self.worth = worth
        self.calls: list[int] = []
        self.plans_seen: list[list[Action]] = []

    def play_out_far(self, world: GameState, plan: list[Action], ev: Evaluator,
                     rng: random.Random, deadline: Deadline,
                     horizon: int | None = HORIZON) -> float:
        index = self.plans_seen.index(plan)
        self.calls.append(index)
        return self.worth[index] + rng.uniform(-0.1, 0.1)


class TestTheRace:
    def test_sequential_halving_spends_the_playouts_on_the_survivors(self) -> None:
        state = mid_game(4)
        ai = _Counted([0.0, 3.0, 1.0, 2.0, -1.0, 0.5, 0.2, 0.1])
        plans: list[list[Action]] = [[a] for a in ai.choices(state)[1][:8]]
        assert len(plans) == 8
        ai.plans_seen = plans
        ev = ai.evaluator(state)
        best = ai.race(state, plans, ev, ai.anytime_for(), random.Random(2), Deadline(None, None))
        assert best == 1  # the plan worth most
        # 3 rounds of 10 play-outs: 8 candidates once, the best 4 twice; the last round gets
        # what is left (14): the best 2 seven times each
        counts = [ai.calls.count(i) for i in range(8)]
        assert sum(counts) == 30
        assert counts[1] == counts[3] == 1 + 2 + 7
        assert counts[2] == counts[5] == 1 + 2
        assert counts[0] == counts[4] == counts[6] == counts[7] == 1

    def test_candidates_come_from_both_evaluations(self) -> None:
        state = mid_game(6)
        ai = anytime(3)
        ev, _ = ai.choices(state)
        plans = ai.candidate_turns(state, ev, SMALL, random.Random(1), Deadline(None, None))
        learned = ai.turn_plans(state, ev, SearchSettings(1, SMALL.beam, SMALL.plans, 0),
                                Deadline(None, None))
        assert 2 <= len(plans) <= 2 * SMALL.plans
        assert len({tuple(p) for p in plans}) == len(plans)
        assert all(rules.check(state, plan[0]) is None for plan in plans)
        # the learned evaluation's own candidates come first
        assert [p[0] for p in plans[: len(learned)]] == [p[0] for p in learned]

    def test_a_playout_goes_as_far_as_its_horizon(self) -> None:
        state = mid_game(4)
        ai = anytime(2)
        ev, _ = ai.choices(state)
        plan = ai.turn_plans(state, ev, SearchSettings(1, 3, 1, 0), Deadline(None, None))[0]
        judged: list[GameState] = []

        class Judge:
            def value(self, s: GameState, player: int) -> float:
                judged.append(s)
                return 0.0

        me = state.current
        for horizon in (1, 2, None):
            ai.play_out_far(state, plan, cast(Evaluator, Judge()), random.Random(5),
                            Deadline(None, None), horizon)
        one, two, end = judged
        assert one.phase is not rules.Phase.FINISHED and two.phase is not rules.Phase.FINISHED
        assert (one.round, one.current) == (state.round + 1, me) and not one.pending
        assert (two.round, two.current) == (state.round + 2, me) and not two.pending
        assert end.phase is rules.Phase.FINISHED  # None: to the game's end

    def test_more_time_means_more_playouts_and_candidates(self) -> None:
        one, three = anytime_settings(1.0), anytime_settings(3.0)
        assert three.playouts == 3 * one.playouts
        assert three.plans > one.plans


class TestAsAPlayer:
    def test_a_whole_game_is_legal_and_reproducible(self) -> None:
        """A whole game replays as legal; a fresh player with the same seed, asked at every
        third of the first player's positions, makes the same decision there (no state is
        carried from one decision to the next). Small sizes: a whole game of decisions."""
        sizes = replace(SMALL, playouts=4, horizon=1)
        first = play_game([anytime(1, sizes), GreedyAI(2)], 21)
        assert rules.replay(first.record).ok
        state = first.record.initial_state()
        asked = 0
        for action in first.record.actions:
            if state.current == 0 and not state.pending:
                if asked % 3 == 0:
                    assert anytime(1, sizes).choose(state) == action
                asked += 1
            state = rules.apply(state, action)
        assert asked > 20

    def test_it_never_peeks_at_the_face_down_decks(self) -> None:
        state = mid_game(7)
        rng = random.Random(4)
        shuffled = replace(
            state,
            white_deck=tuple(rng.sample(state.white_deck, len(state.white_deck))),
            black_deck=tuple(rng.sample(state.black_deck, len(state.black_deck))),
        )
        assert anytime(5).choose(state) == anytime(5).choose(shuffled)

    def test_other_games_are_played_as_the_hard_player_plays_them(self) -> None:
        """Three or more players (no model judges them), and solo games when not raced."""
        sizes = SearchSettings(worlds=2, beam=3, plans=2, depth=0)
        for state in (mid_game(8, players=3, steps=20),
                      new_record(["me"], 8, "standard").initial_state()):
            mine = AnytimeAI(5, None, model=shipped_model(), anytime=SMALL)
            mine.settings = sizes
            mine.race_solo = False
            hard = SearchAI(5, None, settings=sizes, model=shipped_model())
            assert mine.choose(state) == hard.choose(state)

    def test_solo_games_are_raced(self) -> None:
        state = new_record(["me"], 3, "challenging").initial_state()
        ai = anytime(4)
        assert ai.races(state)
        assert rules.check(state, ai.choose(state)) is None

    def test_it_keeps_to_its_clock(self) -> None:
        """On a clock that counts work: with far more play-outs than a small budget allows,
        every decision still ends near the budget."""
        ai = anytime(2, AnytimeSettings(playouts=400, plans=6, beam=6), budget=0.05)
        state = mid_game(9, steps=10)
        work = CallClock()
        times = []
        with work.running():
            for _ in range(6):
                if state.phase is not rules.Phase.PLAYING:
                    break
                start = work()
                action = ai.choose(state)
                times.append(work() - start)
                state = rules.apply(state, action)
        assert times and max(times) <= 0.05 * 1.5, times
        assert min(times) >= 0.05 * SAFE_PART, times  # the clock, not the sizes, stopped them


class TestTheBenchPlayers:
    """bench/ai_anytime.py's players, as its docstring names them (docs/ai.md cites them)."""

    def test_the_hard_players_sizes_and_aims(self) -> None:
        bench = load_script("bench/ai_anytime.py", "bench_ai_anytime")
        hard = cast(SearchAI, bench.make("hard", 1, solo=True))
        assert hard.play_to_win and hard.settings == settings_for(1.0, True, 1)
        assert cast(SearchAI, bench.make("hard", 1)).settings == bench.FIXED_SEARCH
        slow = cast(SearchAI, bench.make("hard:3", 1, solo=True))
        assert slow.play_to_win and slow.settings == settings_for(3.0, True, 1)
        margin = cast(SearchAI, bench.make("hard-margin:3", 1))
        assert not margin.play_to_win and margin.settings == settings_for(3.0, False, 2)
        sized = cast(SearchAI, bench.make("hard:w2p3d4r5", 1, solo=True))
        assert sized.settings == SearchSettings(worlds=2, plans=3, depth=4, replies=5)
        assert cast(SearchAI, bench.make("hard:w2p3d1", 1)).settings == SearchSettings(
            worlds=2, plans=3, depth=1)
        for bad in ("hard:0", "hard:x", "harder", "hard:w2p3d1r", "hard:w2p3r1", "hard:w2p3d1@x",
                    "hard:w2p3d1@6"):  # the last: a switch near the deck's end is for solo games
            with pytest.raises(SystemExit):
                bench.make(bad, 1)

    def test_a_late_switch_plays_other_sizes_once_the_solo_deck_is_low(self) -> None:
        bench = load_script("bench/ai_anytime.py", "bench_ai_anytime")
        switch = bench.make("hard:w4p8d20r2@6", 1, solo=True)
        assert isinstance(switch, bench.LateSwitch) and switch.cards == 6
        assert cast(SearchAI, switch.early).settings == settings_for(1.0, True, 1)
        assert cast(SearchAI, switch.late).settings == SearchSettings(
            worlds=4, plans=8, depth=20, replies=2)
        asked: list[str] = []
        for name in ("early", "late"):
            setattr(switch, name, type("Marker", (), {
                "choose": lambda self, state, name=name, **kw: asked.append(name)})())
        start = new_record(["hard"], 10_000, "unbeatable", None).initial_state()
        assert start.solo is not None and len(start.solo.deck) > 7
        for cards in (len(start.solo.deck), 7, 6, 0):
            switch.choose(replace(start, solo=replace(start.solo, deck=start.solo.deck[:cards])))
        assert asked == ["early", "early", "late", "late"]

    def test_reseeding_moves_the_players_seeds_and_not_the_deals(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        bench = load_script("bench/ai_anytime.py", "bench_ai_anytime")
        seeds: list[int] = []
        deals: list[int] = []

        def make(spec: str, seed: int, **kw: object) -> GreedyAI:
            seeds.append(seed)
            return GreedyAI(seed)

        def play(players: list[object], deal: int, *rest: object) -> object:
            deals.append(deal)
            raise _Played

        monkeypatch.setattr(bench, "make", make)
        monkeypatch.setattr(bench, "play_game", play)
        for reseed in (0, 1000):
            with pytest.raises(_Played):
                bench.play_solo(bench.Game("hard", "", 3, 10_000, "unbeatable", "", reseed))
            with pytest.raises(_Played):
                bench.play(bench.Game("hard", "medium", 5, 10_000, reseed=reseed))
        # solo: the deal 10,003 both times, the player's seed 3 and then 1,003; two players:
        # game 5 is deal 10,002 from seat 1, the seats' seeds deal * 16 + seat (+ 1,000)
        assert deals == [10_003, 10_002, 10_003, 10_002]
        assert seeds == [3, 160_032, 160_033, 1_003, 161_032, 161_033]

    def test_a_seeing_player_guesses_the_true_deck_and_only_in_its_game(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        import app.ai.anytime
        import app.ai.greedy
        import app.ai.search

        bench = load_script("bench/ai_anytime.py", "bench_ai_anytime")
        where = (app.ai.search, app.ai.greedy, app.ai.anytime)
        real = [m.determinize for m in where]
        state = new_record(["hard"], 10_003, "unbeatable", None).initial_state()
        guessed: list[bool] = []

        def play(players: list[object], deal: int, *rest: object) -> object:
            rng = random.Random(0)
            guessed.extend(m.determinize(state, rng) is state for m in where)
            raise _Played

        monkeypatch.setattr(bench, "make", lambda spec, seed, **kw: GreedyAI(seed))
        monkeypatch.setattr(bench, "play_game", play)
        for seeing in (True, False):
            with pytest.raises(_Played):
                bench.play_solo(bench.Game("hard", "", 3, 10_000, "unbeatable", seeing=seeing))
        # seeing: every module's guess is the state itself; not seeing: a guessed deck
        assert guessed == [True] * 3 + [False] * 3
        assert [m.determinize for m in where] == real

    def test_two_margin_files_are_compared_deal_by_deal(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        bench = load_script("bench/ai_anytime.py", "bench_ai_anytime")
        a, b = tmp_path / "a.txt", tmp_path / "b.txt"
        # a tie (margin 0) is the automaton's win; deal 10,004 is only in b and is left out
        a.write_text("10000 2\n10001 -1\n10002 0\n10003 4\n", encoding="utf-8")
        b.write_text("10000 1\n10001 2\n10002 -3\n10003 4\n10004 1\n", encoding="utf-8")
        assert bench.read_margins(b)[10004] == 1
        bench.compare(a, b)
        out = capsys.readouterr().out
        assert "4 deals in both files (10000 to 10003)" in out
        assert "won: A 2, B 3; only A won 0, only B won 1" in out
        assert "on those 1: p = 1.000" in out  # one split deal proves nothing
        # differences 1, -3, 3, 0: mean 0.25, sd 2.5, t = 0.2 on 3 degrees of freedom
        assert "mean +0.25" in out and "p = 0.854" in out
        assert "higher on 2 deals, lower on 1" in out
        # ten deals all won by A alone: p = 2 / 2**10
        a.write_text("".join(f"{d} 3\n" for d in range(10)), encoding="utf-8")
        b.write_text("".join(f"{d} -1\n" for d in range(10)), encoding="utf-8")
        bench.compare(a, b)
        assert "only A won 10, only B won 0 (exact sign test on those 10: p = 0.002)" in (
            capsys.readouterr().out)
        b.write_text("20000 1\n", encoding="utf-8")
        with pytest.raises(SystemExit):
            bench.compare(a, b)


class _Played(Exception):
    """Stands in for a whole game in the bench's seeding test."""


class TestSoloLimits:
    """bench/solo_limits.py: the exhaustive endgame and the player that sees the deck."""

    def test_the_endgame_search_finds_at_least_the_players_finish(self) -> None:
        bench = load_script("bench/solo_limits.py", "bench_solo_limits")
        ai = GreedyAI(3)
        state = new_record(["me"], 10_004, "standard").initial_state()
        def last_turn(s: GameState) -> bool:
            return s.solo is not None and not s.solo.deck and s.is_final_round and not s.pending

        while state.phase is rules.Phase.PLAYING and not last_turn(state):
            state = rules.apply(state, ai.choose(state))
        assert last_turn(state)
        ev = ai.evaluator(state)
        best, applied = bench.best_margin(state, ev, ai.patience, 100_000)
        assert best is not None and 0 < applied <= 100_000
        finish = state
        while finish.phase is not rules.Phase.FINISHED:
            finish = rules.apply(finish, ai.choose(finish))
        assert best >= bench.margin(finish)  # the greedy finish is one of the plays searched
        assert bench.best_margin(state, ev, ai.patience, 1) == (None, 2)  # given up at its cap

    def test_a_deal_is_played_three_ways_and_the_guesses_come_back(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        import app.ai.greedy
        import app.ai.search

        bench = load_script("bench/solo_limits.py", "bench_solo_limits")
        tiny = SearchSettings(worlds=1, beam=2, plans=1, depth=0)
        monkeypatch.setattr(bench, "player", lambda index: SearchAI(
            index, None, settings=tiny, model=shipped_model()))
        guesses = (app.ai.search.determinize, app.ai.greedy.determinize)
        row = bench.play(bench.Deal(0, 10_000, "standard", True, True, 2_000))
        assert (app.ai.search.determinize, app.ai.greedy.determinize) == guesses
        assert row.deal == 10_000 and row.seeing is not None and row.left in (1, 2, 3)
        assert row.best is None or row.best >= row.hard
