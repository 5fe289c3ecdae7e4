"""The AI, its hints and the analysis stay within their budgets on odd custom decks.

The decks are tests/odd_decks.py's families (a designer can make each with the editor);
bench/ai_decks.py plays short games on all of them and prints the slowest decision as a multiple
of the budget. What it found (budget 0.3 s, 2 seeds, 40 decisions a game, 2-player and solo,
all in one process), in processor time: the easy player's slowest decision was 2.3 budgets, the
hard player's 3.1, a finish hint (worked out on the window's thread) 0.8 s, a best-action hint
0.7 s, one analysed turn 44 s against the classic deck's 1.3 s; the garbage collector's longest
pause (first measured with missing_for fixed) 0.33 s. Afterwards: 1.2 and 1.1 budgets (medium about 1 before and after), 0.09 s, 0.31 s,
12 s (the classic deck's 1.5 s), 0.04 s. The causes, and what these tests hold:

- the fewest extra pieces for a region (``Solver.missing_for``, asked by the AI's cost estimates
  and by the finish hint) listed every set of extra pieces of a size before trying the first
  one: with the 21 shapes of 1-5 squares that is 53,130 sets of five, 230,230 of six, none of it
  counted in the query's steps. The sets now come one at a time, each tried at once, so the
  query's steps bound the work (and the answers are the same, in the same order);
- the solver's and the cost model's cached fillings were lists, and the solver's result caches
  OrderedDicts, which the garbage collector always tracks: each full collection looked at all of
  them, a third of a second in the middle of a decision. The fillings are tuples of ints and the
  caches plain dicts now, which it stops tracking;
- the analysis played games out to their end, up to 2000 actions and then failed: on some decks
  the medium players drag a game on for 200 rounds. A play-out now stops after 300 actions.

The next review found the medium player judging every candidate action even after its time was
up (on the 21 shapes it stayed within 1.1 budgets, but nothing bounded it). It now looks at its
clock before each candidate and takes the best judged so far (TestMediumClock; a step budget
does the same without a clock): with a budget of 0.01 s there (bench/ai_decks.py --levels
medium --families all_shapes --no-analysis --budget 0.01) its slowest decision went from 3.8
budgets to 1.3. Its work on that deck is mostly ``missing_for``'s queries (three
quarters of an analysed turn); sets of extras with a shape that fits nowhere in the region are
left out now: 13% fewer queries, an analysed turn there (budget 0.5, six turns, processor time)
3.78 s before, 3.59 s after (bench/ai_decks.py's quick analysis, 12 turns: mean 3.45 s, 3.32
s after), the classic deck's 0.30 s unchanged; the game records (TestSameChoices) and the
analysis JSON are identical (bench/analysis.py prints the same figures). A search per set of
extras whose memo the sets share saved 3% more and was left out; what would help is fewer
such queries (each tries a set of extras with a search of its own).

Work is measured in steps or on measure.CallClock (Python calls counted as time, which the AI's
own deadline reads too), never on a real clock: the machine is shared.
"""

from __future__ import annotations

import contextlib
import gc
import itertools
import random
from collections.abc import Iterator
from typing import Any

import pytest
from measure import CallClock, decision_times
from odd_decks import FAMILIES, polyominoes

from app.ai import make_ai
from app.ai.greedy import GreedyAI
from app.rules import Action, Deck, GameState, Phase, apply, deck_from_json
from app.solver import Budget, Solver, TooHard

FULL = (1 << 25) - 1


def odd(family: str, seed: int = 1) -> Deck:
    return deck_from_json(FAMILIES[family](seed))


class TestOddDecks:
    def test_every_family_is_a_deck_the_editor_accepts(self) -> None:
        from app.core.validation import validate_deck

        assert [len(p) for p in polyominoes()].count(5) == 12 and len(polyominoes()) == 21
        for family in FAMILIES:
            if family == "generated":  # the generator's run is covered by test_generator
                continue
            report = validate_deck(odd(family))
            assert report.ok, (family, [f.message for f in report.errors])


# ---------------------------------------------------------------- the fewest extra pieces


def brute_extra_sets(
    solver: Solver, extras: int, room: list[int], short: int
) -> list[tuple[int, ...]]:
    """Every set of exactly ``extras`` pieces within ``room`` with ``short`` squares or more,
    fewest squares first, then the smallest count tuple (the order missing_for tries them)."""
    n = solver.shape_count
    found = []
    for combo in itertools.combinations_with_replacement(range(n), extras):
        counts = [0] * n
        for i in combo:
            counts[i] += 1
        if all(c <= r for c, r in zip(counts, room, strict=True)):
            squares = sum(c * lv for c, lv in zip(counts, solver.levels, strict=True))
            if squares >= short:
                found.append((squares, tuple(counts)))
    return [c for _, c in sorted(found)]


class TestMissingFor:
    @pytest.mark.parametrize("family", ["one_each", "many_fillings", "pentominoes"])
    def test_the_sets_come_in_the_same_order_as_before(self, family: str) -> None:
        solver = Solver(odd(family))
        n = solver.shape_count
        for extras, short, room in (
            (1, 0, [1] * n),
            (2, 3, [2] * n),
            (3, 7, [(i % 3) for i in range(n)]),
            (3, -2, [3] * n),
        ):
            reach = solver._reachable(room, extras)
            got = list(solver._extra_sets(extras, room, short, reach))
            assert got == brute_extra_sets(solver, extras, room, short)

    def test_the_sets_come_one_at_a_time(self) -> None:
        """Eight extra pieces of 21 shapes are 3.1 million sets: listing them all took over ten
        seconds; the first one now comes at once."""
        solver = Solver(odd("all_shapes"))
        room = [25 // lv for lv in solver.levels]
        work = CallClock()
        with work.running():
            reach = solver._reachable(room, 8)
            first = next(solver._extra_sets(8, room, 0, reach))
        assert sum(first) == 8 and sum(c * lv for c, lv in zip(first, solver.levels, strict=True)) == 8
        assert work.calls < 5_000, f"{work.calls} calls for the first set (about 50 today)"

    def test_a_query_tries_no_more_sets_than_its_steps(self) -> None:
        """Every set tried is a query of at least one step: with a budget of 150 steps at most
        150 sets are made, however many there are."""
        solver = Solver(odd("all_shapes"))
        made = 0
        original = solver._extra_sets

        def counted(*args: object) -> Iterator[tuple[int, ...]]:
            nonlocal made
            for s in original(*args):  # type: ignore[arg-type]
                made += 1
                yield s

        solver._extra_sets = counted  # type: ignore[method-assign,assignment]
        x = next(i for i, s in enumerate(solver.deck.shapes) if len(set(s.orients)) == 1
                 and len(s.cells) == 5)  # the X pentomino: two of them cannot fill two rows
        supply = [0] * solver.shape_count
        supply[x] = 2
        two_rows = (1 << 10) - 1
        with pytest.raises(TooHard):
            solver.missing_for(two_rows, supply, budget=Budget(150))
        assert 21 < made <= 150  # more than the sets of one extra piece were tried
        made = 0
        extra = solver.missing_for(two_rows, supply, budget=Budget(10_000))
        assert extra is not None and sum(extra) == 2 and made <= 10_000

    def test_shapes_that_fit_nowhere_change_no_answer(self) -> None:
        """Sets with a shape that fits nowhere in the region are left out: the answers are
        those of trying every set (the filter switched off), on small late-game regions."""
        solver = Solver(odd("all_shapes"))
        plain = Solver(odd("all_shapes"))
        plain._fitting = lambda region: (True,) * plain.shape_count  # type: ignore[method-assign]
        rng = random.Random(4)
        n = solver.shape_count
        left_out = 0
        for _ in range(20):  # the unfiltered search takes up to a second on some of them
            region = 0
            for cell in rng.sample(range(25), rng.randint(3, 9)):
                region |= 1 << cell
            supply = [rng.choice((0, 0, 0, 1)) for _ in range(n)]
            assert solver.missing_for(region, supply) == plain.missing_for(region, supply)
            left_out += solver._fitting(region).count(False)
        assert left_out > 60  # the filter did leave shapes out

    def test_the_answers_are_those_of_the_exact_search(self) -> None:
        deck = odd("one_each")
        solver = Solver(deck)
        levels = solver.levels
        n = solver.shape_count
        for p in deck.puzzles[:10]:
            supply = tuple(1 if i % 4 == 0 else 0 for i in range(n))
            extra = solver.missing_for(p.mask, supply, deck.reserve_counts())
            if extra is None:
                continue
            both = tuple(s + e for s, e in zip(supply, extra, strict=True))
            assert solver.can_fill(p.mask, both)
            # no set of fewer extra pieces (or as many with fewer squares) within the reserve
            room = [max(0, r - s) for r, s in zip(deck.reserve_counts(), supply, strict=True)]
            short = p.mask.bit_count() - sum(c * lv for c, lv in zip(supply, levels, strict=True))
            cost = (sum(extra), sum(e * lv for e, lv in zip(extra, levels, strict=True)))
            for k in range(1, sum(extra) + 1):
                for cand in brute_extra_sets(solver, k, room, short):
                    if (k, sum(c * lv for c, lv in zip(cand, levels, strict=True))) >= cost:
                        break
                    plus = tuple(s + c for s, c in zip(supply, cand, strict=True))
                    assert not solver.can_fill(p.mask, plus)


# ---------------------------------------------------------------- the analysis


class TestAnalysis:
    def test_a_play_out_stops_after_its_actions_and_keeps_the_scores(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """On some custom decks the medium players drag a game on for hundreds of rounds (a
        turn's analysis took 40 s against the classic deck's 1-3 s) or never end it (the
        analysis failed): a play-out stops after MAX_ROLLOUT_ACTIONS actions."""
        from app.ai import assess
        from app.ai.match import new_record

        monkeypatch.setattr(assess, "MAX_ROLLOUT_ACTIONS", 6)
        player = assess.Player()
        steps = 0
        step = player.step

        def counted(state: GameState, rng: random.Random) -> GameState:
            nonlocal steps
            steps += 1
            return step(state, rng)

        player.step = counted  # type: ignore[method-assign]
        state = new_record(["a", "b"], 1, None, odd("all_shapes")).initial_state()
        end = player.play_out(state, random.Random(0))
        assert steps == 6 and end.phase is Phase.PLAYING
        assert assess.final_margins(end) == tuple(
            float(p.score - q.score) for p, q in (end.players, end.players[::-1])
        )

    def test_an_analysed_turn_is_bounded_in_medium_decisions(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """However long the games on a deck, a turn costs at most (candidates) x (worlds) x
        (the turn and its play-out) decisions of the medium player."""
        from app.ai import assess
        from app.ai.match import new_record

        monkeypatch.setattr(assess, "MAX_ROLLOUT_ACTIONS", 20)
        decisions = 0
        decide = GreedyAI.decide

        def counted(self: GreedyAI, *args: object) -> Action:
            nonlocal decisions
            decisions += 1
            return decide(self, *args)  # type: ignore[arg-type]

        monkeypatch.setattr(GreedyAI, "decide", counted)
        deck = odd("all_shapes", 2)
        record = new_record(["a", "b"], 2, None, deck)
        state = record.initial_state()
        ai = make_ai("medium", 1, 0.3)
        actions: list[Action] = []
        for _ in range(8):
            action = ai.choose(state)
            actions.append(action)
            state = apply(state, action)
        record = record.with_actions(actions)
        effort = assess.effort_for(0.5)
        turn = assess.split_turns(assess.replay_fast(record))[1]
        decisions = 0
        result = assess.assess(assess.TurnJob(record, "odd", turn, 0, effort))
        candidates = effort.plans + 1
        assert result.turn == turn and len(result.margins) == 2
        assert 0 < decisions <= candidates * effort.worlds * (20 + 10)


# ---------------------------------------------------------------- the garbage collector


class TestCaches:
    def test_cached_fillings_are_not_tracked_by_the_garbage_collector(self) -> None:
        """A full collection looks at every object the collector tracks: with the solver's and
        the cost model's fillings kept as lists, a long game on a deck of many shapes made it a
        third of a second, in the middle of a decision. Tuples of ints are not tracked."""
        from app.ai.costs import CostModel

        deck = odd("one_each")
        model = CostModel(deck)
        solver = model.solver
        supply = tuple(1 for _ in deck.shapes)
        for p in deck.puzzles:
            model.plan(p.mask, supply)
            solver.find_fill(p.mask, deck.reserve_counts(), Budget(30_000))
            with contextlib.suppress(TooHard):
                solver.fewest_fill(p.mask, deck.reserve_counts(), Budget(30_000))
        for _ in range(3):  # a tuple is found untrackable once what it holds is: one level a pass
            gc.collect()
        answers = [
            *solver._find_cache.values(), *solver._fewest_fill_cache.values(),
            *model._ideal.values(), *model._cache.values(),
        ]
        assert any(a[0] for a in solver._find_cache.values())  # real fillings are kept
        assert len(answers) > 50
        tracked = [a for a in answers if gc.is_tracked(a)]
        assert not tracked, tracked[:3]
        # nor are the caches themselves while nothing new goes in: a deck not in use costs a
        # collection nothing (an OrderedDict is always tracked, and all its entries visited)
        caches: list[Any] = [solver._can_cache, solver._find_cache, solver._fewest_cache,
                             solver._fewest_fill_cache]
        assert not [c for c in caches for d in (c.recent, c.older) if gc.is_tracked(d)]
        assert not gc.is_tracked(model._cache) and not gc.is_tracked(model._ideal)
        # what callers get is still a list of their own
        got = solver.find_fill(deck.puzzles[0].mask, deck.reserve_counts())
        assert isinstance(got, list)
        got.clear()
        assert solver.find_fill(deck.puzzles[0].mask, deck.reserve_counts())

    def test_a_result_cache_keeps_the_recent_entries_within_its_limit(self) -> None:
        from app.solver.cover import _Lru

        lru: _Lru[int, int] = _Lru(10)
        for k in range(100):
            lru.store(k, k * k)
            assert len(lru) <= 10
            if k >= 3:
                assert lru.lookup(3) == 9  # used all along: kept
        assert lru.lookup(99) == 99 * 99 and lru.lookup(95) == 95 * 95
        assert lru.lookup(50) is None
        lru.clear()
        assert len(lru) == 0 and lru.lookup(99) is None


# ---------------------------------------------------------------- decisions and hints


class TestDecisions:
    BUDGET = 0.2

    @pytest.mark.parametrize(
        ("family", "level", "players"),
        [("one_each", "hard", 2), ("pentominoes", "hard", 1), ("all_shapes", "easy", 2),
         ("many_fillings", "medium", 1)],
    )
    def test_decisions_keep_their_budget(self, family: str, level: str, players: int) -> None:
        """Within 1.5 budgets and a little slack on the call clock (bench/ai_decks.py measured up
        to 3 budgets before), never below 1.5 times the same player's slowest on the classic deck in the
        same run."""
        from app.rules import classic_deck

        classic = decision_times(classic_deck(), level, players, 6, self.BUDGET)
        times = decision_times(odd(family), level, players, 10, self.BUDGET)
        assert times and classic
        bound = 1.5 * max(self.BUDGET, max(classic)) + 0.05
        assert max(times) <= bound, ([round(t, 3) for t in times], [round(t, 3) for t in classic])

    def test_finish_hints_are_bounded_on_every_family(self) -> None:
        """Each part of a finish hint has a step budget (the hint is worked out on the window's
        thread): on these decks each takes a few milliseconds; the bound is generous."""
        from app.ai.hints import finish_hint
        from app.ai.match import new_record

        worst = 0.0
        for family in FAMILIES:
            if family == "generated":
                continue
            state = new_record(["a", "b"], 1, None, odd(family)).initial_state()
            for pid in (*state.white_row, *state.black_row):
                work = CallClock()
                with work.running():
                    hint = finish_hint(state, pid)
                worst = max(worst, work())
                assert hint.possible or hint.reason is not None or hint.too_hard
        # about 0.016 s of work today (measure.CallClock); it was 0.8 s before the step budgets
        assert worst < 0.2, f"{worst:.2f} s of work for one finish hint"


# ---------------------------------------------------------------- the medium player's clock


class _Ticks:
    """A deadline whose time is up after ``ticks`` looks at the clock (a clock for tests that
    needs no waiting and no machine speed)."""

    budget = 1.0

    def __init__(self, ticks: int, cancel_after: int | None = None) -> None:
        self.ticks = ticks
        self.cancel_after = cancel_after
        self.looks = 0

    def expired(self) -> bool:
        from app.ai.player import AICancelled

        self.looks += 1
        if self.cancel_after is not None and self.looks > self.cancel_after:
            raise AICancelled("stop")
        return self.looks > self.ticks

    def part(self, fraction: float) -> _Ticks:
        return self

    def left(self) -> float:
        return 0.0 if self.looks > self.ticks else 1.0


def mid_game(deck: Deck, seed: int = 3, actions: int = 24) -> GameState:
    """A 2-player position some actions into a game of medium players (many candidates)."""
    from app.ai.match import new_record

    state = new_record(["a", "b"], seed, None, deck).initial_state()
    ais = [GreedyAI(seed, None), GreedyAI(seed + 1, None)]
    for _ in range(actions):
        state = apply(state, ais[state.current].choose(state), validate=False)
    assert state.phase is Phase.PLAYING and not state.pending
    return state


class TestMediumClock:
    """The medium (and easy) player looks at its clock before each candidate it judges and, once
    time is up, takes the best of those judged; a step budget does the same without a clock."""

    def judged(self, state: GameState) -> list[tuple[float, Action]]:
        from app.ai.greedy import score_actions
        from app.ai.moves import candidates

        ai = GreedyAI(0, None)
        ev = ai.evaluator(state)
        return score_actions(state, candidates(state, ev.costs), ev, random.Random(5))

    @pytest.mark.parametrize("family", ["all_shapes", "classic"])
    def test_time_up_stops_judging_and_takes_the_best_so_far(self, family: str) -> None:
        from app.ai.greedy import score_actions
        from app.ai.moves import candidates
        from app.rules import classic_deck

        state = mid_game(classic_deck() if family == "classic" else odd(family))
        every = self.judged(state)
        assert len(every) > 6
        ai = GreedyAI(0, None)
        ev = ai.evaluator(state)
        acts = candidates(state, ev.costs)
        for ticks in (0, 1, 4):
            clock = _Ticks(ticks)
            got = score_actions(state, acts, ev, random.Random(5), clock)  # type: ignore[arg-type]
            # a look at the clock before each: the first is judged even when time is up
            assert len(got) == max(1, ticks) and clock.looks == len(got) + 1
            assert got == every[: len(got)]  # the same values as without a clock
            best = ai.pick(got, random.Random(0))
            assert best == max(got, key=lambda s: s[0])[1]
        # the decision itself, cut after 3 judged, is the best of those 3
        chosen = ai.decide(state, random.Random(5), _Ticks(3))  # type: ignore[arg-type]
        assert chosen == ai.pick(every[:3], random.Random(0))

    def test_cancel_still_stops_a_decision(self) -> None:
        from app.ai.player import AICancelled

        state = mid_game(odd("all_shapes"))
        with pytest.raises(AICancelled):
            GreedyAI(0, None).decide(state, random.Random(5), _Ticks(99, cancel_after=2))  # type: ignore[arg-type]

    def test_a_step_budget_judges_that_many_the_same_everywhere(self) -> None:
        from app.ai.player import public_key

        state = mid_game(odd("all_shapes"))
        every = self.judged(state)
        for steps in (1, 3, len(every), len(every) + 5):
            ai = GreedyAI(11, None, steps=steps)
            chosen = {ai.choose(state) for _ in range(2)}
            # a fresh player (empty caches) decides the same: no clock, no history
            assert chosen == {GreedyAI(11, None, steps=steps).choose(state)}
            rng = random.Random((11 * 1_000_003) ^ public_key(state))
            assert chosen == {ai.decide(state, rng, _Ticks(10**9))}  # type: ignore[arg-type]
        full = GreedyAI(11, None).choose(state)
        assert GreedyAI(11, None, steps=len(every)).choose(state) == full
        with pytest.raises(ValueError):
            GreedyAI(0, None, steps=0)

    def test_a_clock_that_is_up_judges_one_candidate(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """Late in a game on all 21 shapes a decision has dozens of candidates; with a budget
        that is over before the decision starts (a clock that moves a second at each look) only
        the first is judged."""
        from app.ai import greedy

        state = mid_game(odd("all_shapes"), actions=40)
        seen: list[tuple[int, int]] = []
        original = greedy.score_actions

        def counted(
            state: GameState, actions: list[Action], *args: object
        ) -> list[tuple[float, Action]]:
            out = original(state, actions, *args)  # type: ignore[arg-type]
            seen.append((len(actions), len(out)))
            return out

        monkeypatch.setattr(greedy, "score_actions", counted)
        from app.solver import clock

        with clock.using(itertools.count().__next__):  # a second passes at every look
            GreedyAI(2, 1e-9).choose(state)
        GreedyAI(2, None).choose(state)
        (offered, judged), (offered_all, judged_all) = seen
        assert offered > 6 and judged == 1
        assert judged_all == offered_all > 6


# the records of fixed seeded games of the medium and easy players on the classic deck: the
# speed-ups of the medium player must not change a single choice (a change that must, says so
# and bumps ANALYSIS_VERSION when stored analyses would no longer be reproduced)
CLASSIC_RECORDS = "a13b479e80db12f3"


class TestSameChoices:
    def test_seeded_classic_games_give_the_same_records(self) -> None:
        import hashlib
        import json

        from app.ai.greedy import EasyAI
        from app.ai.match import play_game

        records = []
        for seed in (1, 2):
            records.append(play_game([GreedyAI(seed, None), GreedyAI(seed + 50, None)], seed))
        records.append(play_game([GreedyAI(1, None)], 1, "standard"))
        records.append(play_game([EasyAI(1, None), GreedyAI(1, None), EasyAI(10, None)], 1))
        text = json.dumps([r.record.to_json() for r in records], sort_keys=True, default=str)
        assert hashlib.sha256(text.encode("utf-8")).hexdigest()[:16] == CLASSIC_RECORDS
