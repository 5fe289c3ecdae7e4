"""AI players and hints: legal, reproducible, fair (no peeking), within budget, cancellable."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from measure import CallClock, stop_after

from app import rules
from app.ai import HARD_BUDGET, LEVELS, AICancelled, AIPlayer, make_ai
from app.ai.evaluate import Evaluator
from app.ai.hidden import determinize, seen_puzzles, unseen_pools
from app.ai.hints import HintResult, best_action, finish_hint
from app.ai.match import new_record, play_game
from app.ai.moves import best_finish
from app.ai.odds import ODDS_TABLE, correction, solo_win_worth, win_chance
from app.ai.player import Deadline
from app.ai.search import (
    PLANNED_FROM,
    REPLY_BEAM,
    SearchAI,
    SearchSettings,
    _OutOfTime,
    settings_for,
)
from app.solver import get_solver

DECK = rules.classic_deck()
# the hard player's search, made small so that whole games stay quick in tests
SMALL = SearchSettings(worlds=2, beam=3, plans=2, depth=0)


def small_hard(seed: int) -> AIPlayer:
    """A hard player with a small fixed search and no clock: a pure function of its input."""
    return SearchAI(seed, None, settings=SMALL)


def player_for(level: str, seed: int) -> AIPlayer:
    return small_hard(seed) if level == "hard" else make_ai(level, seed)


def checked_game(players: list[AIPlayer], seed: int, solo: str | None = None) -> rules.GameRecord:
    """Play a game, checking every chosen action with the rules before applying it."""
    record = new_record([f"p{i}" for i in range(len(players))], seed, solo)
    state = record.initial_state()
    actions = []
    while state.phase is not rules.Phase.FINISHED:
        action = players[state.current].choose(state)
        assert rules.check(state, action) is None, (action, rules.check(state, action))
        state = rules.apply(state, action)
        actions.append(action)
        assert len(actions) < 2000
    return record.with_actions(actions)


def mid_game(seed: int, players: int = 2, steps: int = 25,
             solo: str | None = None) -> rules.GameState:
    """A position some way into a medium-vs-medium game."""
    record = new_record([f"p{i}" for i in range(players)], seed, solo)
    state = record.initial_state()
    ai = make_ai("medium", seed)
    for _ in range(steps):
        if state.phase is not rules.Phase.PLAYING:
            break
        state = rules.apply(state, ai.choose(state))
    return state


class TestWholeGames:
    @pytest.mark.parametrize(
        ("levels", "seed"),
        [
            (("easy", "medium"), 1),
            (("medium", "hard"), 2),
            (("hard", "easy", "medium"), 3),
            (("medium", "easy", "hard", "easy"), 4),
        ],
    )
    def test_multi_player_games_are_legal_and_reproducible(
        self, levels: tuple[str, ...], seed: int
    ) -> None:
        first = checked_game([player_for(lv, seed + i) for i, lv in enumerate(levels)], seed)
        again = checked_game([player_for(lv, seed + i) for i, lv in enumerate(levels)], seed)
        assert first.to_bytes() == again.to_bytes()
        result = rules.replay(first)
        assert result.ok and result.state.phase is rules.Phase.FINISHED
        assert result.state.winners

    @pytest.mark.parametrize(
        ("level", "difficulty"),
        [("easy", "standard"), ("medium", "challenging"), ("hard", "unbeatable")],
    )
    def test_solo_games_are_legal_and_reproducible(self, level: str, difficulty: str) -> None:
        first = checked_game([player_for(level, 7)], 11, difficulty)
        again = checked_game([player_for(level, 7)], 11, difficulty)
        assert first.to_bytes() == again.to_bytes()
        result = rules.replay(first)
        assert result.ok and result.state.phase is rules.Phase.FINISHED

    def test_another_seed_plays_differently(self) -> None:
        a = checked_game([make_ai("easy", 1), make_ai("easy", 2)], 5)
        b = checked_game([make_ai("easy", 3), make_ai("easy", 4)], 5)
        assert a.actions != b.actions

    def test_play_game_keeps_decision_times_per_seat(self) -> None:
        result = play_game([make_ai("medium", 1), make_ai("easy", 2)], 9)
        assert len(result.times) == 2
        assert sum(len(t) for t in result.times) == len(result.record.actions)
        assert all(t >= 0 for seat in result.times for t in seat)
        assert result.record.seed == 9
        assert rules.replay(result.record).state == result.state


    @pytest.mark.parametrize("level", ["easy", "medium", "hard"])
    def test_a_stalled_game_still_comes_to_an_end(self, level: str) -> None:
        """Found in a self-play match: the white puzzles gone, one player holding four white
        puzzles that its pieces cannot fill, the other holding every piece of the reserve. The
        pace of the game so far promised rounds that only waiting would bring, so both players
        ended every turn doing nothing, for ever (a game of 680 rounds was stopped). From
        round 16 the evaluation's horizon closes in, and the game ends."""
        stuck = rules.PlayerState(
            "stuck", (0, 0, 0, 0, 5, 1, 0, 1, 0),
            tuple(rules.PuzzleInPlay(pid) for pid in ("W04", "W05", "W21", "W14")), points=9,
        )
        rich = rules.PlayerState("rich", (3, 7, 9, 10, 5, 9, 10, 9, 10), points=60)
        state = rules.GameState(
            deck=DECK, players=(stuck, rich), reserve=(0,) * len(DECK.shapes), round=40,
            black_row=("B03", "B10", "B16", "B19"), black_deck=("B01", "B02"),
        )
        players = [player_for(level, 1), player_for(level, 2)]
        for _ in range(300):  # 3 actions a turn: 50 rounds at the most
            if state.phase is rules.Phase.FINISHED:
                break
            action = players[state.current].choose(state)
            state = rules.apply(state, action)
        assert state.phase is rules.Phase.FINISHED
        assert state.round < 40 + 2 * 16


class TestDecisions:
    def test_the_same_state_gives_the_same_action(self) -> None:
        state = mid_game(3)
        for level in LEVELS:
            ai = player_for(level, 5)
            assert ai.choose(state) == ai.choose(state)

    def test_a_player_has_no_memory_of_earlier_games(self) -> None:
        """Caches never change an answer: a used player decides like a fresh one."""
        used = make_ai("medium", 4)
        checked_game([used, make_ai("easy", 1)], 21)
        checked_game([used], 22, "standard")
        for state in (mid_game(8), mid_game(9, players=1, steps=12, solo="challenging")):
            assert used.choose(state) == make_ai("medium", 4).choose(state)

    @pytest.mark.parametrize("level", LEVELS)
    def test_hidden_card_order_does_not_change_the_choice(self, level: str) -> None:
        """The AI never reads the face-down decks: reorder them and it decides the same."""
        state = mid_game(4)
        rng = random.Random(1)
        shuffled = replace(
            state,
            white_deck=tuple(rng.sample(state.white_deck, len(state.white_deck))),
            black_deck=tuple(rng.sample(state.black_deck, len(state.black_deck))),
        )
        assert shuffled.white_deck != state.white_deck
        ai = player_for(level, 2)
        assert ai.choose(state) == ai.choose(shuffled)

    @pytest.mark.parametrize("level", LEVELS)
    def test_solo_hidden_deck_order_does_not_change_the_choice(self, level: str) -> None:
        state = mid_game(6, players=1, steps=6, solo="standard")
        assert state.solo is not None
        rng = random.Random(2)
        cards = state.solo.deck
        shuffled = replace(state, solo=replace(state.solo, deck=tuple(rng.sample(cards, len(cards)))))
        assert shuffled.solo is not None and shuffled.solo.deck != cards
        ai = player_for(level, 3)
        assert ai.choose(state) == ai.choose(shuffled)

    def test_reward_choice_when_pending(self) -> None:
        # no I2 left: completing W22 (reward I2) asks to choose among O1, I3 and L3
        deck = DECK
        i2 = deck.shape_index["I2"]
        reserve = tuple(0 if i == i2 else n for i, n in enumerate(deck.reserve_counts()))
        w22 = deck.puzzle_by_id["W22"]
        supply = tuple(1 if i == i2 else 0 for i in range(len(deck.shapes)))
        me = rules.PlayerState("me", supply, (rules.PuzzleInPlay("W22"),))
        other = rules.PlayerState("you", (1, 1, 0, 0, 0, 0, 0, 0, 0))
        state = rules.GameState(deck=deck, players=(me, other), reserve=reserve,
                                black_deck=("B01",))
        state = rules.apply(state, rules.Place("W22", "I2", w22.cells))
        assert state.pending and len(rules.reward_options(state)) == 3
        for level in LEVELS:
            action = player_for(level, 1).choose(state)
            assert isinstance(action, rules.ChooseReward)
            assert rules.check(state, action) is None

    def test_finishing_touches_pay_off(self) -> None:
        """Finishing a 3-point puzzle with one piece pays; finishing the 0-point W24 does not."""
        deck = DECK
        b13 = deck.puzzle_by_id["B13"]  # 3 points, 8 squares
        solver = get_solver(deck)
        rich = tuple(3 for _ in deck.shapes)
        fill = solver.fewest_fill(b13.mask, rich)
        assert fill is not None and len(fill) >= 2
        (_, first), *rest = fill
        supply = [0] * len(deck.shapes)
        for si, _ in rest:
            supply[si] += 1
        supply[deck.shape_index["L3"]] += 1
        me = rules.PlayerState(
            "me",
            tuple(supply),
            (rules.PuzzleInPlay("B13", first, ((fill[0][0], first),)), rules.PuzzleInPlay("W24")),
        )
        other = rules.PlayerState("you", (1, 1, 0, 0, 0, 0, 0, 0, 0))
        state = rules.GameState(
            deck=deck,
            players=(me, other),
            reserve=deck.reserve_counts(),
            phase=rules.Phase.FINISHING_TOUCHES,
            actions_left=0,
        )
        for level in LEVELS:
            action = player_for(level, 1).choose(state)
            assert isinstance(action, rules.Finish)
            assert rules.check(state, action) is None
            puzzles = {p.puzzle for p in action.placements}
            assert puzzles == {"B13"}
        after = rules.apply(state, best_finish(state, Evaluator(state).costs))
        assert "B13" in after.players[0].completed
        assert after.players[0].score == 3 - len(rest)

    def test_the_game_over_is_refused(self) -> None:
        record = checked_game([make_ai("easy", 1), make_ai("easy", 2)], 2)
        final = rules.replay(record).state
        with pytest.raises(ValueError, match="over"):
            make_ai("medium").choose(final)

    def test_medium_uses_the_master_action_when_it_pays(self) -> None:
        """Two puzzles one piece each from done: one master action finishes both."""
        deck = DECK
        w22, w23 = deck.puzzle_by_id["W22"], deck.puzzle_by_id["W23"]  # 2 squares each
        supply = tuple(2 if s.id == "I2" else 0 for s in deck.shapes)
        me = rules.PlayerState("me", supply, (rules.PuzzleInPlay("W22"), rules.PuzzleInPlay("W23")))
        other = rules.PlayerState("you", (1, 1, 0, 0, 0, 0, 0, 0, 0))
        state = rules.GameState(
            deck=deck, players=(me, other), reserve=deck.reserve_counts(), black_deck=("B01",)
        )
        assert w22.size == w23.size == 2
        action = make_ai("medium").choose(state)
        assert isinstance(action, rules.Master) and len(action.placements) == 2


class TestBudgetAndCancel:
    @pytest.mark.parametrize("budget", [0.02, 0.2])
    def test_hard_keeps_to_its_time_budget(self, budget: float) -> None:
        """On a clock that counts work (the AI's deadline reads it too): a budget far below
        what its search would use (0.02) stops the search, and one above it is kept."""
        ai = make_ai("hard", 1, time_budget=budget)
        state = new_record(["a", "b"], 8).initial_state()
        times = []
        work = CallClock()
        with work.running():
            for _ in range(12):
                start = work()
                action = ai.choose(state)
                times.append(work() - start)
                state = rules.apply(state, action)
        assert max(times) <= 1.5 * budget, times

    def test_default_hard_budget(self) -> None:
        ai = make_ai("hard")
        assert ai.time_budget == HARD_BUDGET == 1.0
        assert make_ai("hard", time_budget=2.5).time_budget == 2.5

    @pytest.mark.parametrize("level", LEVELS)
    def test_cancel_raises(self, level: str) -> None:
        state = mid_game(2, steps=10)
        with pytest.raises(AICancelled):
            make_ai(level, 1, 5.0 if level == "hard" else None).choose(state,
                                                                       cancel=stop_after(2))

    def test_cancel_at_once(self) -> None:
        state = mid_game(2, steps=3)
        with pytest.raises(AICancelled):
            make_ai("easy").choose(state, cancel=lambda: True)

    def test_bad_levels_and_budgets(self) -> None:
        with pytest.raises(ValueError, match="level"):
            make_ai("expert")
        with pytest.raises(ValueError, match="budget"):
            make_ai("hard", time_budget=0)


class TestPlannedReplies:
    """From :data:`PLANNED_FROM` seconds, two-player play-outs plan every later turn whole."""

    # planned replies, made small so that a decision stays quick in tests
    PLANNED = SearchSettings(worlds=2, beam=3, plans=3, depth=1, replies=2)

    def test_the_sizes_of_each_budget(self) -> None:
        assert settings_for(1.0, False, 2).replies == 0
        assert settings_for(PLANNED_FROM * 0.99, False, 2).replies == 0
        # the 3 s sizes are the ones measured (docs/ai.md): 3 worlds, 6 plans, replies planned
        assert settings_for(3.0, False, 2) == SearchSettings(3, 6, 6, 1, REPLY_BEAM)
        assert REPLY_BEAM == 5
        big = settings_for(9.0, False, 2)
        assert big.replies == REPLY_BEAM and (big.worlds, big.plans) == (8, 12)
        # not measured for these: they keep medium's replies
        for solo, players in ((True, 1), (False, 3), (False, 4)):
            assert settings_for(3.0, solo, players).replies == 0
        assert make_ai("hard", 1, 3.0).settings_for(mid_game(3)).replies == REPLY_BEAM  # type: ignore[attr-defined]

    def test_every_later_turn_of_a_play_out_is_planned(self, monkeypatch: pytest.MonkeyPatch) -> None:
        state = mid_game(4, steps=12)
        me = state.current
        ai = SearchAI(2, None, settings=self.PLANNED)
        planned_for: list[tuple[int, int]] = []
        plan = ai.turn_plans

        def spy(s: rules.GameState, ev: Evaluator, st: SearchSettings,
                deadline: object) -> list[list[rules.Action]]:
            planned_for.append((s.current, st.beam))
            return plan(s, ev, st, deadline)  # type: ignore[arg-type]

        monkeypatch.setattr(ai, "turn_plans", spy)
        action = ai.choose(state)
        assert rules.check(state, action) is None
        # the decision's own beam, then in each play-out (every plan in every world) the
        # rival's reply, my next turn (depth 1) and the rival's reply to that
        assert planned_for[0] == (me, self.PLANNED.beam)
        rival = 1 - me
        plans = (len(planned_for) - 1) // (3 * self.PLANNED.worlds)
        assert plans >= 2
        assert planned_for[1:] == [(rival, 2), (me, 2), (rival, 2)] * (
            self.PLANNED.worlds * plans)

    @pytest.mark.parametrize("planned", [True, False])
    def test_a_play_out_the_clock_cut_short_does_not_count(self, planned: bool) -> None:
        """Whenever time runs out during a play-out (here after the n-th look at the clock,
        for every n), the world is given up (_OutOfTime), never judged half played: a reply
        chosen in a hurry is a poor reply and would flatter the plan. Planned replies, and
        medium's."""
        sizes = self.PLANNED if planned else replace(self.PLANNED, replies=0)
        state = mid_game(4, steps=12)
        ai = SearchAI(2, None, settings=sizes)
        ev, _ = ai.choices(state)
        world = determinize(state, random.Random(1))
        plan = ai.turn_plans(world, ev, sizes, Deadline(None, None))[0]

        class After(Deadline):
            """A clock that runs out after ``limit`` looks (never with None)."""

            def __init__(self, limit: int | None) -> None:
                super().__init__(None, None)
                self.limit, self.looks = limit, 0

            def expired(self) -> bool:
                self.looks += 1
                return self.limit is not None and self.looks > self.limit

        def play_out(deadline: Deadline) -> float:
            return ai.play_out(world, plan, ev, sizes, random.Random(3), deadline)

        unhurried = After(None)
        whole = play_out(unhurried)
        assert unhurried.looks > 10
        for limit in range(unhurried.looks):
            with pytest.raises(_OutOfTime):
                play_out(After(limit))
        assert play_out(After(unhurried.looks)) == whole

    def test_it_is_reproducible_and_never_peeks(self) -> None:
        state = mid_game(7, steps=14)
        rng = random.Random(4)
        shuffled = replace(
            state,
            white_deck=tuple(rng.sample(state.white_deck, len(state.white_deck))),
            black_deck=tuple(rng.sample(state.black_deck, len(state.black_deck))),
        )
        first = SearchAI(5, None, settings=self.PLANNED).choose(state)
        assert SearchAI(5, None, settings=self.PLANNED).choose(state) == first
        assert SearchAI(5, None, settings=self.PLANNED).choose(shuffled) == first

    def test_it_keeps_to_its_clock(self) -> None:
        """On a clock that counts work: planned play-outs far larger than a small budget
        allows still end every decision near the budget."""
        ai = SearchAI(1, 0.05, settings=SearchSettings(8, 6, 12, 1, REPLY_BEAM))
        state = new_record(["a", "b"], 8).initial_state()
        times = []
        work = CallClock()
        with work.running():
            for _ in range(6):
                start = work()
                action = ai.choose(state)
                times.append(work() - start)
                state = rules.apply(state, action)
        assert max(times) <= 1.5 * 0.05, times


class TestHiddenCards:
    def test_determinize_draws_only_unseen_puzzles(self) -> None:
        state = mid_game(5, players=3)
        seen = seen_puzzles(state)
        world = determinize(state, random.Random(3))
        assert len(world.white_deck) == len(state.white_deck)
        assert len(world.black_deck) == len(state.black_deck)
        assert not (set(world.white_deck) | set(world.black_deck)) & seen
        whites, blacks = unseen_pools(state)
        assert set(world.white_deck) <= set(whites) and set(world.black_deck) <= set(blacks)

    def test_solo_determinize_keeps_whites_on_top(self) -> None:
        state = mid_game(5, players=1, steps=4, solo="challenging")
        assert state.solo is not None
        world = determinize(state, random.Random(4))
        assert world.solo is not None
        colours = [DECK.puzzle_by_id[p].colour for p in world.solo.deck]
        real = [DECK.puzzle_by_id[p].colour for p in state.solo.deck]
        assert colours == real  # the colour split is public: whites lie on top of blacks


class TestHints:
    def test_finish_hint_fills_the_puzzle(self) -> None:
        deck = DECK
        supply = tuple(2 for _ in deck.shapes)
        me = rules.PlayerState("me", supply, (rules.PuzzleInPlay("B01"),))
        other = rules.PlayerState("you", (1, 1, 0, 0, 0, 0, 0, 0, 0))
        state = rules.GameState(deck=deck, players=(me, other), reserve=deck.reserve_counts())
        hint = finish_hint(state, "B01")
        assert isinstance(hint, HintResult) and hint.possible and hint.reason is None
        assert hint.placements is not None
        covered = 0
        for p in hint.placements:
            m = rules.cells_to_mask(p.cells)
            assert not covered & m
            covered |= m
        assert covered == deck.puzzle_by_id["B01"].mask
        # placing them one by one is legal and completes the puzzle
        s = state
        for p in hint.placements:
            s = replace(s, actions_left=3)
            s = rules.apply(s, rules.Place(p.puzzle, p.piece, p.cells))
        assert "B01" in s.players[0].completed

    def test_finish_hint_says_why_not(self) -> None:
        deck = DECK
        supply = tuple(1 if s.id == "I2" else 0 for s in deck.shapes)
        # W10 has 3 squares, the supply only a domino
        me = rules.PlayerState("me", supply, (rules.PuzzleInPlay("W10"),))
        other = rules.PlayerState("you", (1, 1, 0, 0, 0, 0, 0, 0, 0))
        state = rules.GameState(deck=deck, players=(me, other), reserve=deck.reserve_counts())
        hint = finish_hint(state, "W10")
        assert not hint.possible and hint.placements is None
        assert hint.unfillable is not None and hint.reason == hint.unfillable.reason
        assert str(hint.reason) == get_solver(deck).explain_unfillable(
            deck.puzzle_by_id["W10"].mask, supply
        )
        assert hint.missing  # e.g. one more piece from the reserve

    def test_finish_hint_for_a_row_puzzle_and_errors(self) -> None:
        state = rules.new_game(DECK, ["a", "b"], list(DECK.whites), list(DECK.blacks[:12]))
        row = state.white_row[0]
        hint = finish_hint(state, row)
        assert not hint.taken
        with pytest.raises(ValueError):
            finish_hint(state, "W31" if "W31" not in state.white_row else "W30")
        with pytest.raises(ValueError):
            finish_hint(state, "nonsense")

    def test_best_action_is_legal(self) -> None:
        state = mid_game(7, steps=8)
        for level in ("hard", "medium"):
            action = best_action(state, 0.2, level=level)
            assert rules.check(state, action) is None
        assert best_action(state, 0.2, level="medium") == make_ai("medium", 0).choose(state)


class TestAutomatonForecast:
    """The solo evaluation plays the automaton's rule forward on the grid (rules.md, "Solo
    variant"): what the locks keep from it, and for how long."""

    @staticmethod
    def card(points: int) -> str:
        return next(p.id for p in DECK.puzzles if p.points == points)

    def forecast(self, grid: dict[int, int], locks: tuple[int, int, int], turns: float,
                 supply: int = 0, deck: int = 0, whites: int = 0) -> float:
        solo = rules.SoloState(
            "unbeatable", tuple(self.card(grid[p]) if p in grid else None for p in range(9)),
            locks, supply, tuple(self.card(1) for _ in range(deck)))
        ev = Evaluator(mid_game(3, players=1, steps=0, solo="unbeatable"))
        return ev.automaton_forecast(solo, turns, whites, 2.5, 4.0)

    def test_the_locks_keep_the_best_card_from_it_until_they_move(self) -> None:
        # 5 points under two counters (column 1), 3 and 2 in the open columns 2 and 3
        grid = {0: 5, 1: 3, 2: 2}
        assert self.forecast(grid, (2, 0, 0), 1) == 3
        # it takes the 3; one counter goes from column 1 onto column 2, which is locked now:
        # column 1 still holds one, so the next take is the 2 of column 3, and the 5 comes third
        assert self.forecast(grid, (2, 0, 0), 2) == 3 + 2
        assert self.forecast(grid, (2, 0, 0), 3) == 3 + 2 + 5
        # with one counter over it, the 5 is free after the first take
        assert self.forecast(grid, (1, 0, 0), 2) == 3 + 5
        # part of a turn counts for its part
        assert self.forecast(grid, (2, 0, 0), 1.5) == 3 + 0.5 * 2

    def test_its_supply_locks_the_column_it_took_from(self) -> None:
        # its supply of 3 lands on column 2 with its first take and keeps the 4 there for a
        # while; without a supply, one counter (from column 1) moves there and leaves again
        grid = {1: 5, 4: 4, 2: 1}
        assert self.forecast(grid, (1, 0, 0), 2, supply=3) == 5 + 1
        assert self.forecast(grid, (1, 0, 0), 2, supply=0) == 5 + 1
        assert self.forecast(grid, (1, 0, 0), 3, supply=3) == 5 + 1
        assert self.forecast(grid, (1, 0, 0), 3, supply=0) == 5 + 1 + 4

    def test_a_stall_takes_nothing_and_lifts_one_counter_from_each_column(self) -> None:
        grid = {0: 5, 1: 3, 2: 2}
        assert self.forecast(grid, (1, 2, 1), 1) == 0
        # the stall leaves (0, 1, 0): the 5 of column 1, whose taking moves column 2's last
        # counter onto column 1: then the 3 of column 2
        assert self.forecast(grid, (1, 2, 1), 3) == 5 + 3

    def test_taken_cards_are_replaced_at_the_deck_s_expected_points(self) -> None:
        # a white's 2.5 replaces the first card taken, then (the player drawing one a round)
        # the next replacement is the third card of the deck: a black's 4
        grid = {1: 1}
        assert self.forecast(grid, (0, 0, 0), 3, deck=4, whites=2) == 1 + 2.5 + 4.0
        # an empty deck leaves the grid empty
        assert self.forecast(grid, (0, 0, 0), 3, deck=0) == 1

    def test_its_first_take_is_the_automatons_next(self) -> None:
        for seed in range(4):
            state = mid_game(seed, players=1, steps=7, solo="unbeatable")
            assert state.solo is not None
            ev = Evaluator(state)
            assert ev.automaton_forecast(state.solo, 1, 0, 0.0, 0.0) == ev.automaton_next(state)


class TestPlayingToWin:
    """In the solo game the hard player plays for the chance of winning, not the margin: a tie
    is the automaton's win (app/ai/odds.py)."""

    def test_a_finished_game_is_won_only_by_a_point_or_more(self) -> None:
        assert [win_chance(m, None) for m in (-2, 0, 1, 5)] == [0.0, 0.0, 1.0, 1.0]

    def test_the_chance_grows_with_the_margin_and_is_surer_near_the_end(self) -> None:
        for actions in (1.0, 3.0, 9.0, 24.0, 40.0):
            chances = [win_chance(m, actions) for m in range(-30, 10)]
            assert chances == sorted(chances) and 0.0 <= chances[0] < chances[-1] <= 1.0
        # two points ahead once the evaluation's caution is taken off: surer with 3 actions left
        # than with 24, when more can still go wrong
        ahead = {a: win_chance(2.5 - correction(a)[0], a) for a in (3.0, 24.0)}
        assert ahead[3.0] > ahead[24.0] > 0.5

    def test_a_gamble_that_may_win_beats_a_sure_tie_and_a_sure_win_beats_a_gamble(self) -> None:
        def worth(*margins: int) -> float:  # the mean over equally likely finished worlds
            return sum(solo_win_worth(m, None) for m in margins) / len(margins)

        assert worth(2, -2) > worth(0, 0)  # same mean margin, one world won
        assert worth(1, 1) > worth(6, -1)  # a bigger mean margin, but only half won
        assert worth(4, 4) > worth(1, 1)  # both sure: the bigger margin

    def test_the_table_is_ordered(self) -> None:
        actions = [a for a, _, _ in ODDS_TABLE]
        assert actions == sorted(set(actions))
        assert all(spread > 0 for _, _, spread in ODDS_TABLE)

    def test_the_hard_player_judges_solo_worlds_by_the_chance_and_others_by_the_margin(
        self,
    ) -> None:
        finished = play_game([make_ai("medium", 3)], 3, "unbeatable").state
        assert finished.phase is rules.Phase.FINISHED
        running = mid_game(4, players=1, steps=10, solo="unbeatable")
        duel = mid_game(5)
        to_win, margin = SearchAI(0, None), SearchAI(0, None, play_to_win=False)
        for state in (finished, running, duel):
            ev = Evaluator(state)
            value = ev.value(state, state.current)
            assert margin.judge(state, state.current, ev) == value
            if state.solo is None:
                expected = value
            elif state is finished:
                expected = solo_win_worth(value, None)
            else:
                expected = solo_win_worth(value, ev.actions_left(state, 0))
            assert to_win.judge(state, state.current, ev) == expected
