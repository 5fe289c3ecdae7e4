"""The balance lab finds broken puzzles: a 1-square puzzle worth 5 points and a 15-square
puzzle worth 1 point, planted in the classic deck, are flagged (too strong, too weak), and no
other puzzle is, at the default number of games.

The games are those of a default run of the lab (2 players, medium AI, 100 games), played in
this process: about 40 CPU seconds on an unloaded core. The lab's runs are reproducible
(seeded games, AI decisions on step budgets), so the run of the first seed is a fixed fact that
any change to the lab, its rule or the players would have to keep. How often a run is right
over many seeds is a figure, measured by bench/balance_planted.py (docs/architecture.md). In
the slow set.
"""

from __future__ import annotations

import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.core import balance as lab
from app.rules import classic_deck

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from balance_planted import EXPECTED, SEEDS, flags, planted_deck


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


def test_the_planted_puzzles_and_only_they_are_flagged() -> None:
    assert flags(planted_deck(), SEEDS[0], lab.DEFAULT_GAMES, 1) == EXPECTED
