"""One scenario per rule of rules.md, each a small record with a chosen deck order."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest
from rulekit import (
    END,
    TAKE,
    fails,
    finish,
    line,
    make_deck,
    master,
    ok,
    pl,
    place,
    play,
    rows,
    take,
    upgrade,
)

from app.rules import (
    RECORD_VERSION,
    Choices,
    Deck,
    EndTurn,
    Finish,
    GameRecord,
    Illegal,
    Phase,
    SplitMix64,
    Square,
    apply,
    classic_deck,
    deal,
    deciding_tiebreak,
    new_game,
    new_solo_game,
    record_from_json,
    replay,
    upgrade_targets,
)

WHITES6 = [(f"W{i}", "white", i, "O1", line(min(i, 5))) for i in range(1, 7)]
BLACKS6 = [(f"B{i}", "black", 5, "O1", line(5, 1)) for i in range(1, 7)]


def basic_deck(counts: dict[str, int] | None = None, **kw: object):  # type: ignore[no-untyped-def]
    return make_deck(WHITES6 + BLACKS6, counts, black=(6, 6, 6), **kw)  # type: ignore[arg-type]


W = [f"W{i}" for i in range(1, 7)]
B = [f"B{i}" for i in range(1, 7)]


class TestSetup:
    @pytest.mark.parametrize(("players", "blacks"), [(2, 12), (3, 14), (4, 16)])
    def test_classic_setup_by_player_count(self, players: int, blacks: int) -> None:
        deck = classic_deck()
        white, black = deal(deck, players, seed=7)
        assert len(white) == 32 and len(set(white)) == 32
        assert len(black) == blacks and len(set(black)) == blacks
        s = ok(play(None, [f"P{i}" for i in range(players)], white, black, []))
        assert s["white_row"] == white[:4] and s["black_row"] == black[:4]
        assert s["white_deck"] == 28 and s["black_deck"] == blacks - 4
        assert s["current_player"] == 0 and s["actions_left"] == 3 and s["round"] == 1
        for p in s["players"]:
            assert p["supply"] == {"O1": 1, "I2": 1}
        assert s["reserve"]["O1"] == 10 - players and s["reserve"]["I2"] == 10 - players
        assert s["reserve"]["T4"] == 10

    def test_seeded_deal_is_fixed(self) -> None:
        # the seeded generator is part of the file format: these orders must never change
        white, black = deal(classic_deck(), 2, seed=1)
        again = deal(classic_deck(), 2, seed=1)
        assert (white, black) == again
        assert deal(classic_deck(), 2, seed=2) != again
        assert white[:4] == ["W26", "W14", "W03", "W13"]
        assert black[:4] == ["B02", "B01", "B07", "B18"]

    def test_generator_is_splitmix64(self) -> None:
        # reference outputs of SplitMix64 seeded with 0
        rng = SplitMix64(0)
        assert rng.next_u64() == 0xE220A8397B1DCDAF
        assert rng.next_u64() == 0x6E789E6AA1B965F4


class TestTurn:
    def test_three_actions_then_next_player(self) -> None:
        s = ok(play(basic_deck(), ["A", "B"], W, B, [TAKE, TAKE]))
        assert s["current_player"] == 0 and s["actions_left"] == 1
        s = ok(play(basic_deck(), ["A", "B"], W, B, [TAKE, TAKE, TAKE]))
        assert s["current_player"] == 1 and s["actions_left"] == 3
        assert s["players"][0]["supply"] == {"O1": 4, "I2": 1}

    def test_end_turn_early_even_with_all_actions_left(self) -> None:
        s = ok(play(basic_deck(), ["A", "B"], W, B, [END, END, END]))
        assert s["current_player"] == 1 and s["round"] == 2

    def test_repeats_allowed(self) -> None:
        s = ok(play(basic_deck(), ["A", "B"], W, B, [take("W1"), take("W2"), take("W3")]))
        assert [p["id"] for p in s["players"][0]["puzzles"]] == ["W1", "W2", "W3"]


class TestTakePuzzle:
    def test_refill_in_place_then_row_shrinks(self) -> None:
        s = ok(play(basic_deck(), ["A", "B"], W, B, [take("W2")]))
        assert s["white_row"] == ["W1", "W5", "W3", "W4"] and s["white_deck"] == 1
        s = ok(play(basic_deck(), ["A", "B"], W, B, [take("W2"), take("W5"), take("W1")]))
        assert s["white_row"] == ["W6", "W3", "W4"] and s["white_deck"] == 0

    def test_not_in_a_row(self) -> None:
        fails(play(basic_deck(), ["A", "B"], W, B, [take("W6")]), 0, Illegal.NOT_IN_ROW, puzzle="W6")

    def test_four_puzzle_limit(self) -> None:
        acts = [take("W1"), take("W2"), take("W3"), END, take("W4"), take("B1")]
        r = play(basic_deck(), ["A", "B"], W, B, acts)
        fails(r, 5, Illegal.PUZZLE_LIMIT, limit=4)


class TestTakePiece:
    def test_o1_shortage_falls_back_to_i2(self) -> None:
        deck = basic_deck({"O1": 3})
        s = ok(play(deck, ["A", "B"], W, B, [TAKE, TAKE]))
        assert s["players"][0]["supply"] == {"O1": 2, "I2": 2}
        assert s["reserve"]["O1"] == 0 and s["reserve"]["I2"] == 7

    def test_a_refused_piece_names_the_one_to_take_by_its_true_level(self) -> None:
        take_l3 = {"type": "take_piece", "piece": "L3"}
        r = play(basic_deck(), ["A", "B"], W, B, [take_l3])
        fails(r, 0, Illegal.TAKE_THE_LEVEL_1_PIECE, piece="L3", choices=Choices(("O1",)))
        # no O1 left: the one piece to take is the I2, which is not called a level-1 piece
        short = play(basic_deck({"O1": 3}), ["A", "B"], W, B, [TAKE, take_l3])
        fails(short, 1, Illegal.TAKE_ONE_OF, piece="L3", choices=Choices(("I2",)))

    def test_no_o1_no_i2_asks_for_a_level_3_choice(self) -> None:
        deck = basic_deck({"O1": 3, "I2": 3})
        r = play(deck, ["A", "B"], W, B, [TAKE, TAKE, TAKE])
        fails(r, 2, Illegal.CHOOSE_PIECE, choices=Choices(("I3", "L3")))
        s = ok(play(deck, ["A", "B"], W, B, [TAKE, TAKE, {"type": "take_piece", "piece": "L3"}]))
        assert s["players"][0]["supply"] == {"O1": 2, "I2": 2, "L3": 1}
        bad = play(deck, ["A", "B"], W, B, [TAKE, TAKE, {"type": "take_piece", "piece": "T4"}])
        fails(bad, 2, Illegal.TAKE_ONE_OF, piece="T4", choices=Choices(("I3", "L3")))

    def test_empty_reserve_makes_it_illegal(self) -> None:
        zero = {k: 0 for k in ("I3", "L3", "I4", "O4", "L4", "T4", "Z4")}
        deck = basic_deck({"O1": 1, "I2": 1, **zero})
        s = ok(play(deck, ["A", "B"], W, B, []))
        assert s["players"][1]["supply"] == {}  # the reserve ran dry during setup
        fails(play(deck, ["A", "B"], W, B, [TAKE]), 0, Illegal.RESERVE_EMPTY)


class TestUpgrade:
    def test_upgrade_to_next_level(self) -> None:
        s = ok(play(basic_deck(), ["A", "B"], W, B, [upgrade("O1", "I2")]))
        assert s["players"][0]["supply"] == {"I2": 2}
        assert s["reserve"]["O1"] == 9

    def test_upgrade_skips_an_empty_level(self) -> None:
        deck = basic_deck({"I3": 0, "L3": 0})
        fails(play(deck, ["A", "B"], W, B, [upgrade("I2", "I3")]), 0, Illegal.NONE_LEFT, piece="I3")
        fails(play(deck, ["A", "B"], W, B, [upgrade("O1", "I3")]), 0, Illegal.NONE_LEFT, piece="I3")
        s = ok(play(deck, ["A", "B"], W, B, [upgrade("I2", "T4")]))
        assert s["players"][0]["supply"] == {"O1": 1, "T4": 1}
        r = play(basic_deck(), ["A", "B"], W, B, [upgrade("I2", "T4")])
        fails(r, 0, Illegal.UPGRADE_LEVEL, piece="I2", next_level=3)

    def test_exchange_same_level_and_lower(self) -> None:
        acts = [upgrade("I2", "I3"), upgrade("I3", "L3"), upgrade("L3", "O1")]
        s = ok(play(basic_deck(), ["A", "B"], W, B, acts))
        assert s["players"][1]["supply"] == {"O1": 1, "I2": 1}
        assert s["players"][0]["supply"] == {"O1": 2}
        assert s["reserve"]["I2"] == 9 and s["reserve"]["I3"] == 10 and s["reserve"]["L3"] == 10

    def test_exchange_into_the_same_shape_is_illegal(self) -> None:
        fails(play(basic_deck(), ["A", "B"], W, B, [upgrade("I2", "I2")]), 0, Illegal.EXCHANGE_SAME_SHAPE)

    def test_level_4_can_only_be_exchanged(self) -> None:
        acts = [upgrade("I2", "I3"), upgrade("I3", "T4"), upgrade("T4", "Z4"), END]
        s = ok(play(basic_deck(), ["A", "B"], W, B, acts))
        assert s["players"][0]["supply"] == {"O1": 1, "Z4": 1}
        fails(
            play(basic_deck(), ["A", "B"], W, B, [*acts, upgrade("Z4", "Z4")]), 4, Illegal.EXCHANGE_SAME_SHAPE
        )
        deck = basic_deck()
        targets = upgrade_targets(deck, deck.reserve_counts(), deck.shape_index["Z4"])
        assert max(deck.levels[t] for t in targets) == 4  # nothing above level 4
        s = ok(play(deck, ["A", "B"], W, B, [*acts, upgrade("Z4", "T4")]))
        assert s["players"][0]["supply"] == {"O1": 1, "T4": 1}
        s = ok(play(basic_deck(), ["A", "B"], W, B, [*acts, upgrade("Z4", "I2")]))
        assert s["players"][0]["supply"] == {"O1": 1, "I2": 1}

    def test_piece_must_be_in_supply(self) -> None:
        fails(play(basic_deck(), ["A", "B"], W, B, [upgrade("T4", "O1")]), 0, Illegal.NOT_IN_SUPPLY, piece="T4")


class TestPlace:
    def test_place_and_complete_takes_the_reward(self) -> None:
        s = ok(
            play(basic_deck(), ["A", "B"], W, B, [take("W2"), place("W2", "I2", (0, 0), (0, 1))])
        )
        a = s["players"][0]
        assert a["completed"] == ["W2"] and a["score"] == 2 and a["puzzles"] == []
        assert a["supply"] == {"O1": 2, "I2": 1}  # the I2 came back, plus the reward O1

    def test_placement_errors_in_players_words(self) -> None:
        d = basic_deck()
        fails(
            play(d, ["A", "B"], W, B, [place("W2", "I2", (0, 0), (0, 1))]),
            0,
            Illegal.NOT_YOUR_PUZZLE, puzzle="W2",
        )
        fails(
            play(d, ["A", "B"], W, B, [take("W2"), place("W2", "I3", (0, 0), (0, 1), (0, 2))]),
            1,
            Illegal.NOT_IN_SUPPLY, piece="I3",
        )
        fails(
            play(d, ["A", "B"], W, B, [take("W2"), place("W2", "I2", (0, 1), (0, 2))]),
            1,
            Illegal.SOLID_SQUARE, square=Square(0, 2), puzzle="W2",
        )
        fails(
            play(
                d,
                ["A", "B"],
                W,
                B,
                [take("W3"), place("W3", "O1", (0, 1)), place("W3", "I2", (0, 1), (0, 2))],
            ),
            2,
            Illegal.COVERED_SQUARE, square=Square(0, 1), puzzle="W3",
        )
        fails(
            play(d, ["A", "B"], W, B, [take("W3"), place("W3", "I2", (0, 0), (0, 2))]),
            1,
            Illegal.WRONG_SHAPE, piece="I2",
        )


class TestMaster:
    def test_master_completes_two_puzzles_rewards_in_taken_order(self) -> None:
        deck = make_deck(
            [("W1", "white", 1, "I2", line(1)), ("W2", "white", 2, "O1", line(2))]
            + [(f"W{i}", "white", 1, "O1", line(3)) for i in range(3, 7)]
            + BLACKS6,
            {"I2": 2},
            black=(6, 6, 6),
        )
        acts = [
            take("W2"),
            take("W1"),
            master(pl("W1", "O1", (0, 0)), pl("W2", "I2", (0, 0), (0, 1))),
        ]
        s = ok(play(deck, ["A", "B"], W, B, acts))
        a = s["players"][0]
        assert a["completed"] == ["W2", "W1"] and a["score"] == 3
        # W2's reward (O1) came first; W1's reward I2 is out of stock: a choice is pending
        assert s["pending"]["puzzle"] == "W1"
        assert s["pending"]["options"] == ["O1", "I3", "L3"]
        assert s["current_player"] == 0 and s["actions_left"] == 0
        s = ok(play(deck, ["A", "B"], W, B, [*acts, {"type": "choose_reward", "piece": "L3"}]))
        assert s["players"][0]["supply"] == {"O1": 2, "I2": 1, "L3": 1}
        assert s["current_player"] == 1  # the turn ended after the choice

    def test_master_rules(self) -> None:
        d = basic_deck()
        fails(play(d, ["A", "B"], W, B, [master()]), 0, Illegal.MASTER_EMPTY)
        fails(
            play(
                d,
                ["A", "B"],
                W,
                B,
                [take("W3"), master(pl("W3", "O1", (0, 0)), pl("W3", "I2", (0, 1), (0, 2)))],
            ),
            1,
            Illegal.MASTER_SAME_PUZZLE, puzzle="W3",
        )
        fails(
            play(
                d,
                ["A", "B"],
                W,
                B,
                [
                    take("W3"),
                    master(pl("W3", "O1", (0, 0))),
                    master(pl("W3", "I2", (0, 1), (0, 2))),
                ],
            ),
            2,
            Illegal.MASTER_USED,
        )

    def test_returned_pieces_are_not_reusable_within_the_master_action(self) -> None:
        d = basic_deck()
        # W1 (1 cell) completes and returns the O1, but W4's hole may not use it again
        acts = [take("W1"), take("W4"), master(pl("W1", "O1", (0, 0)), pl("W4", "O1", (0, 3)))]
        fails(play(d, ["A", "B"], W, B, acts), 2, Illegal.NO_OTHER_IN_SUPPLY, piece="O1")

    def test_master_counts_as_one_action(self) -> None:
        d = basic_deck()
        s = ok(play(d, ["A", "B"], W, B, [take("W3"), master(pl("W3", "O1", (0, 0)))]))
        assert s["actions_left"] == 1 and s["master_used"] is True


class TestEndOfGame:
    def test_end_trigger_in_the_middle_of_a_round(self) -> None:
        deck = make_deck(WHITES6 + BLACKS6, black=(6, 5, 6))
        acts = [END, take("B1")]
        s = ok(play(deck, ["A", "B", "C"], W, B[:5], acts))
        assert s["end_triggered"] and s["final_round"] == 2 and s["black_deck"] == 0
        assert s["black_row"] == ["B5", "B2", "B3", "B4"]
        # finish round 1 (B, C), then the whole of round 2, then Finishing Touches
        s = ok(play(deck, ["A", "B", "C"], W, B[:5], [*acts, END, END, END, END]))
        assert s["round"] == 2 and s["current_player"] == 2 and s["phase"] == "playing"
        s = ok(play(deck, ["A", "B", "C"], W, B[:5], [*acts, END, END, END, END, END]))
        assert s["phase"] == "finishing_touches" and s["current_player"] == 0

    def test_white_deck_running_out_changes_nothing(self) -> None:
        acts = [take("W1"), take("W2"), take("W5"), take("W6")]
        s = ok(play(basic_deck(), ["A", "B"], W, B, acts))
        assert s["white_row"] == ["W3", "W4"] and not s["end_triggered"]

    def test_finishing_touches_in_turn_order_with_costs(self) -> None:
        deck = make_deck(WHITES6 + BLACKS6, black=(5, 5, 5))
        acts = [
            take("W3"),
            take("B1"),
            END,  # A triggers the end in round 1
            take("W4"),
            END,  # B
            END,
            END,
        ]  # round 2
        s = ok(play(deck, ["A", "B"], W, B[:5], acts))
        assert s["phase"] == "finishing_touches" and s["current_player"] == 0
        fails(play(deck, ["A", "B"], W, B[:5], [*acts, TAKE]), len(acts), Illegal.ONLY_FINISHING_TOUCHES)
        fails(
            play(
                deck,
                ["A", "B"],
                W,
                B[:5],
                [*acts, finish(pl("W3", "O1", (0, 0)), pl("W3", "O1", (0, 1)))],
            ),
            len(acts),
            Illegal.NO_OTHER_IN_SUPPLY, piece="O1",
        )
        # A completes W3 (3 points) with two pieces (-2); no reward is taken
        fin = [finish(pl("W3", "O1", (0, 0)), pl("W3", "I2", (0, 1), (0, 2))), finish()]
        s = ok(play(deck, ["A", "B"], W, B[:5], [*acts, *fin]))
        a, b = s["players"]
        assert s["phase"] == "finished"
        assert a["completed"] == ["W3"] and a["score"] == 1 and a["finishing_pieces"] == 2
        assert a["supply"] == {"O1": 1, "I2": 1}
        assert b["score"] == 0 and [p["id"] for p in b["puzzles"]] == ["W4"]
        assert s["winners"] == [0]


def _final(players: list[tuple[int, int, int]]) -> tuple[tuple[int, ...], str]:
    """Play the Finishing Touches of a state whose players have (points, completed, pieces)."""
    deck = classic_deck()
    w, b = deal(deck, len(players), 3)
    st = new_game(deck, [f"P{i}" for i in range(len(players))], w, b)
    ps = tuple(
        replace(p, points=pts, completed=tuple(deck.whites[:n]), supply=(k,) + (0,) * 8)
        for p, (pts, n, k) in zip(st.players, players, strict=True)
    )
    st = replace(st, players=ps, phase=Phase.FINISHING_TOUCHES, actions_left=0)
    for _ in players:
        st = apply(st, Finish(()))
    assert st.winners is not None
    return st.winners, deciding_tiebreak(st)


class TestScoringAndTieBreaks:
    def test_most_points(self) -> None:
        assert _final([(10, 2, 0), (12, 1, 0)]) == ((1,), "points")

    def test_tie_on_points_most_completed(self) -> None:
        assert _final([(10, 3, 0), (10, 2, 5), (4, 1, 1)]) == ((0,), "completed puzzles")

    def test_then_most_pieces_in_supply(self) -> None:
        assert _final([(10, 2, 3), (10, 2, 4)]) == ((1,), "pieces in the supply")

    def test_all_tied_share_the_win(self) -> None:
        assert _final([(10, 2, 3), (10, 2, 3), (9, 5, 9)]) == ((0, 1), "shared victory")


SOLO_W = [
    (f"W{i}", "white", p, "O1", line(2))
    for i, p in enumerate([1, 2, 3, 3, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 4], 1)
]
SOLO_B = [(f"B{i}", "black", 5, "O1", line(3)) for i in range(1, 11)]
SOLO_CARDS = [f"W{i}" for i in range(1, 16)] + [f"B{i}" for i in range(1, 11)]


def solo_game(deck: Deck | None, actions: list[dict[str, Any]],
              cards: Sequence[str] = SOLO_CARDS, version: int = RECORD_VERSION
              ) -> dict[str, Any]:
    """Ann's solo game at standard difficulty, its solo deck ``cards``, after ``actions`` (all
    legal): the summary of its state."""
    return ok(play(deck, ["Ann"], None, None, actions, solo_deck=cards, difficulty="standard",
                   version=version))


class TestSolo:
    @pytest.mark.parametrize(("difficulty", "opp"), [("standard", 6), ("challenging", 3), ("unbeatable", 0)])
    def test_setup_locks_and_supply_are_counters(self, difficulty: str, opp: int) -> None:
        deck = classic_deck()
        cards = list(deck.whites[:15]) + list(deck.blacks[:10])
        s = ok(play(None, ["Ann"], None, None, [], solo_deck=cards, difficulty=difficulty))
        solo = s["solo"]
        assert solo["grid"] == cards[:9] and solo["deck"] == 16
        assert solo["locks"] == [1, 2, 1] and solo["opponent_supply"] == opp
        assert "lock_pieces" not in solo and "opponent_pieces" not in solo
        assert s["players"][0]["supply"] == {"O1": 1, "I2": 1}
        # the reserve holds all 90 pieces less the player's O1 and I2, at every difficulty
        assert s["reserve"] == {sh.id: 10 - (sh.id in ("O1", "I2")) for sh in deck.shapes}

    def test_taking_a_level_1_piece_gives_an_o1_at_standard(self) -> None:
        deck = classic_deck()
        cards = list(deck.whites[:15]) + list(deck.blacks[:10])
        s = solo_game(None, [{"type": "take_piece"}], cards)
        assert s["players"][0]["supply"] == {"O1": 2, "I2": 1} and s["reserve"]["O1"] == 8

    @pytest.mark.parametrize(
        ("difficulty", "opp"),
        [("standard", {"O1": 5, "I2": 1}), ("challenging", {"O1": 3}), ("unbeatable", {})],
    )
    def test_version_1_setup_took_real_pieces(self, difficulty: str, opp: dict[str, int]) -> None:
        deck = classic_deck()
        cards = list(deck.whites[:15]) + list(deck.blacks[:10])
        s = ok(play(None, ["Ann"], None, None, [], solo_deck=cards, difficulty=difficulty,
                    version=1))
        solo = s["solo"]
        assert solo["locks"] == [1, 2, 1] and solo["lock_pieces"] == [
            {"O1": 1},
            {"O1": 2},
            {"O1": 1},
        ]
        assert solo["opponent_pieces"] == opp and solo["opponent_supply"] == sum(opp.values())
        assert s["reserve"]["O1"] == 9 - 4 - opp.get("O1", 0)
        assert s["reserve"]["I2"] == 9 - opp.get("I2", 0)

    def test_version_1_take_piece_at_standard_gave_an_i2(self) -> None:
        deck = classic_deck()
        cards = list(deck.whites[:15]) + list(deck.blacks[:10])
        s = solo_game(None, [{"type": "take_piece"}], cards, version=1)
        assert s["players"][0]["supply"] == {"O1": 1, "I2": 2}

    def test_taking_from_a_column_moves_its_lock_then_all_locked_removes_one_each(self) -> None:
        deck = make_deck(SOLO_W + SOLO_B)
        s = solo_game(deck, [take("W2")])
        assert s["solo"]["locks"] == [1, 1, 1] and s["solo"]["opponent_supply"] == 7
        assert s["solo"]["grid"][1] == "W10" and s["solo"]["deck"] == 15
        s = solo_game(deck, [take("W2"), END])
        # every column was locked: one counter left each, no card was drawn, the reserve is as
        # it was (the counters are not pieces)
        assert s["solo"]["locks"] == [0, 0, 0] and s["solo"]["deck"] == 15
        assert s["solo"]["opponent_completed"] == [] and s["reserve"]["O1"] == 9
        assert s["solo"]["opponent_supply"] == 7

    def test_version_1_all_locked_returned_pieces_to_the_reserve(self) -> None:
        deck = make_deck(SOLO_W + SOLO_B)
        s = solo_game(deck, [take("W2"), END], SOLO_CARDS, version=1)
        assert s["solo"]["locks"] == [0, 0, 0] and s["reserve"]["O1"] == 3

    def test_opponent_takes_most_points_lowest_position_and_locks_that_column(self) -> None:
        deck = make_deck(SOLO_W + SOLO_B)
        acts = [take("W2"), END, END]
        s = solo_game(deck, acts)
        solo = s["solo"]
        # W3 (position 3) and W4 (position 4) both have 3 points: the lowest position wins
        assert solo["opponent_completed"] == ["W3"] and solo["opponent_score"] == 3
        assert solo["grid"][2] == "W11"
        assert solo["locks"] == [0, 0, 7] and solo["opponent_supply"] == 0

    @pytest.mark.parametrize("version", [1, 2])
    def test_opponent_moves_its_supply_and_one_counter_from_each_other_column(
        self, version: int
    ) -> None:
        deck = make_deck(SOLO_W + SOLO_B)
        cards = ["W1", "W2", "W10", "W4", "W5", "W6", "W7", "W8", "W9", "W3", *SOLO_CARDS[10:]]
        s = solo_game(deck, [take("W1"), END], cards, version=version)
        # column 1 is now open; W3 (revealed at position 1) and W4 (position 4) have 3 points
        solo = s["solo"]
        assert solo["opponent_completed"] == ["W3"] and solo["grid"][0] == "W11"
        assert solo["locks"] == [9, 1, 0]  # 7 from its supply, 1 from each other column
        if version == 1:
            assert solo["lock_pieces"][0] == {"O1": 8, "I2": 1}
            assert s["reserve"]["O1"] == 0
        else:
            assert s["reserve"]["O1"] == 9

    def test_opponent_idle_when_unlocked_columns_are_empty(self) -> None:
        deck = make_deck(SOLO_W + SOLO_B)
        st = new_solo_game(deck, "Ann", "standard", SOLO_CARDS)
        assert st.solo is not None
        grid = (None, "W2", "W3", None, "W5", "W6", None, "W8", "W9")
        st = replace(
            st, solo=replace(st.solo, grid=grid, locks=(0, 1, 1))
        )
        after = apply(st, EndTurn())
        assert after.solo == st.solo  # nothing moved, nothing taken

    def test_solo_end_one_more_turn_each_then_finishing_touches(self) -> None:
        solo = {"white": 6, "black": 4}
        deck = make_deck(SOLO_W + SOLO_B, solo=solo)
        cards = [f"W{i}" for i in range(1, 7)] + [f"B{i}" for i in range(1, 5)]
        s = solo_game(deck, [take("W2")], cards)
        assert s["end_triggered"] and s["solo"]["deck"] == 0 and s["final_round"] == 2
        s = solo_game(deck, [take("W2"), END], cards)
        assert s["round"] == 2 and s["phase"] == "playing"
        s = solo_game(deck, [take("W2"), END, END], cards)
        assert s["phase"] == "finishing_touches"
        s = solo_game(deck, [take("W2"), END, END, finish()], cards)
        assert s["phase"] == "finished"
        # W2 (2 points) is unfinished: it counts against the player at the final scoring
        assert s["players"][0]["score"] == -2 and s["winners"] == []

    def test_solo_scoring_tie_goes_to_the_automaton(self) -> None:
        deck = make_deck(SOLO_W + SOLO_B)
        st = new_solo_game(deck, "Ann", "standard", SOLO_CARDS)
        assert st.solo is not None
        p = replace(st.players[0], points=5, completed=("W9",))
        st = replace(
            st,
            players=(p,),
            phase=Phase.FINISHING_TOUCHES,
            actions_left=0,
            solo=replace(st.solo, opponent_points=5),
        )
        assert apply(st, Finish(())).winners == ()
        assert st.solo is not None
        st = replace(st, solo=replace(st.solo, opponent_points=4))
        assert apply(st, Finish(())).winners == (0,)


class TestRecordsAndPlayers:
    def test_player_field_mismatch_is_an_error(self) -> None:
        rec = GameRecord(
            ("A", "B"), white_deck=tuple(W), black_deck=tuple(B), deck=basic_deck()
        ).to_json()
        rec["actions"] = [dict(TAKE, player=0), dict(TAKE, player=1)]
        parsed = record_from_json(rec)
        assert parsed.to_json() == rec  # the player fields survive a round trip
        fails(replay(parsed), 1, Illegal.WRONG_PLAYER, marked=1, current=0)

    def test_custom_cells_rows_helper(self) -> None:
        assert rows([(0, 0)])[0] == ".####"


class TestQuickReplace:
    """The engine's quicker ``dataclasses.replace`` (app/rules/state.py ``evolve``)."""

    def test_it_makes_what_replace_makes_for_every_state_class(self) -> None:
        from app.rules import state as module

        deck = classic_deck()
        cards = [pz.id for pz in deck.puzzles]
        st = new_solo_game(deck, "me", "unbeatable", cards[:25])
        assert st.solo is not None
        player = st.players[0]
        legacy = module.LegacySoloPieces(((1,), (2,), (3,)), (4,))
        cases: list[tuple[object, dict[str, Any]]] = [
            (st, {"actions_left": 1, "round": 4}),
            (st, {}),
            (st.solo, {"locks": (0, 2, 1), "legacy": legacy}),
            (player, {"points": 7, "puzzles": (module.PuzzleInPlay("W1", 3),)}),
            (module.PuzzleInPlay("W2"), {"filled": 5}),
            (legacy, {"opponent": (0,)}),
        ]
        for obj, changes in cases:
            got = module.evolve(obj, **changes)
            want = replace(obj, **changes)  # type: ignore[type-var]
            assert type(got) is type(want) and got == want and got is not obj
            fields = [f.name for f in dataclasses.fields(want)]  # type: ignore[arg-type]
            assert all(getattr(got, f) is getattr(want, f) for f in fields)
        assert module.evolve(st, actions_left=1).deck is st.deck  # fields kept, not copied

    def test_an_unknown_field_is_refused(self) -> None:
        from app.rules import state as module

        with pytest.raises(TypeError):
            module.evolve(new_game(basic_deck(), ["a", "b"], W, B), action_left=1)
