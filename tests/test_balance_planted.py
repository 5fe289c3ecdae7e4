"""The balance lab finds broken puzzles: a 1-square puzzle worth 5 points and a 15-square
puzzle worth 1 point, planted in the classic deck, are flagged (too strong, too weak), and no
other puzzle is, at the default number of games, in a majority of seeds.

The games are those of a default run of the lab (2 players, medium AI, 100 games per seed),
played in this process: about 35 CPU seconds a seed on an unloaded core. The lab's runs are
reproducible (seeded games, AI decisions on step budgets), so each seed is a test of its own
(parallel workers take one each): the first two of three seeds flag exactly the planted
puzzles, which is a majority of the three whatever the third would say. In the slow set.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from app.core import balance as lab
from app.rules import Deck, Puzzle, cells_to_mask, classic_deck

SEEDS = (0, 100_000, 200_000)
MAJORITY = SEEDS[: len(SEEDS) // 2 + 1]
EXPECTED = {"W99": "strong", "B99": "weak"}


def planted_deck() -> Deck:
    """The classic deck with two broken puzzles: W99, one square worth 5 points, and B99,
    fifteen squares worth 1 point (the card but its corners, its centre, the four squares
    around the centre diagonally and the middle of its top side)."""
    base = classic_deck()
    strong = Puzzle("W99", "white", 5, "O1", cells_to_mask([(2, 2)]))
    solid = {(0, 0), (0, 4), (4, 0), (4, 4), (1, 1), (1, 3), (3, 1), (3, 3), (2, 2), (0, 2)}
    weak_cells = [(r, c) for r in range(5) for c in range(5) if (r, c) not in solid]
    weak = Puzzle("B99", "black", 1, "O4", cells_to_mask(weak_cells))
    assert strong.size == 1 and weak.size == 15
    return Deck("Classic with two broken puzzles", base.shapes, (*base.puzzles, strong, weak),
                base.setup, id="planted")


def test_the_defaults_are_what_this_test_plays(qtbot: QtBot) -> None:
    from editor.balance import BalanceDialog

    assert lab.DEFAULT_GAMES == 100
    dialog = BalanceDialog(classic_deck())
    qtbot.addWidget(dialog)
    try:
        settings, levels, games = dialog.chosen()
        assert (settings, levels, games) == ([lab.Setting(2)], ["medium"], lab.DEFAULT_GAMES)
    finally:
        dialog.close()


@pytest.mark.parametrize("seed", MAJORITY)
def test_the_planted_puzzles_and_only_they_are_flagged(seed: int) -> None:
    deck = planted_deck()
    run = lab.run_balance(deck, [lab.Setting(2)], ["medium"], lab.DEFAULT_GAMES, seed)
    flags = {p.id: p.verdict for p in run.figures["2"].puzzles(deck)
             if p.verdict in ("strong", "weak")}
    assert flags == EXPECTED
