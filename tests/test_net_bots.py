"""The bots without a server: the example bot of docs/ follows whose turn it is exactly as the
engine does, and ``project-l bot`` refuses bad options the way every subcommand does."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from app.cli import main
from app.net.public import PublicRecord, reveals_between
from app.rules import GameRecord, Phase, action_from_json, apply, check, random_action

ROOT = Path(__file__).resolve().parent.parent


def example_bot() -> ModuleType:
    spec = importlib.util.spec_from_file_location("example_bot", ROOT / "docs" / "example_bot.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class TestExampleBot:
    def test_it_imports_nothing_of_ours(self) -> None:
        text = (ROOT / "docs" / "example_bot.py").read_text(encoding="utf-8")
        imports = [line for line in text.splitlines() if line.startswith(("import ", "from "))]
        assert all(line.split()[1].split(".")[0] in {"asyncio", "json", "sys", "websockets"}
                   for line in imports), imports
        assert len(text.splitlines()) <= 90

    @pytest.mark.parametrize("seed", range(12))
    def test_it_knows_whose_turn_it_is_and_when_the_finishing_touches_come(
            self, seed: int) -> None:
        """Random games (every kind of action, rewards, the end) told to the example bot step
        by step as the server tells them: whenever nobody owes a reward choice, its idea of
        the player to act and of the phase is the engine's, and what it would play is legal."""
        table_class = example_bot().Table
        n = 2 + seed % 3
        record = GameRecord(players=tuple("ABCD"[:n]), seed=seed)
        state = record.initial_state()
        table = table_class(PublicRecord.of_game(record).to_json())
        rng = random.Random(seed)
        while state.phase is not Phase.FINISHED:
            if not state.pending:
                assert table.turn % table.n == state.current
                choice = table.choose()
                assert (choice["type"] == "finish") == (state.phase is Phase.FINISHING_TOUCHES)
                why = check(state, action_from_json(choice))
                if choice["type"] in ("end_turn", "finish"):
                    assert why is None
                elif choice["type"] == "take_puzzle" and len(
                        state.players[state.current].puzzles) < 4:  # it counts only its own
                    assert why is None
            action = random_action(state, rng)
            after = apply(state, action)
            reveals = {k: list(v) for k, v in reveals_between(state, after).items()}
            table.step(action.to_json(), reveals, False)
            state = after


class TestBotOptions:
    @pytest.mark.parametrize("args", [
        ["bot", "--code", "ABCD-EFGH"],
        ["bot", "--connect", "ws://127.0.0.1:1/"],
        ["bot", "--connect", "ws://x/", "--code", "C", "--seat", "4"],
        ["bot", "--connect", "ws://x/", "--code", "C", "--level", "genius"],
        ["bot", "--connect", "ws://x/", "--code", "C", "--budget", "0"],
        ["bot", "--connect", "ws://x/", "--code", "C", "--ca", "a.pem", "--insecure"],
    ])
    def test_bad_options_exit_2_with_one_line(self, args: list[str],
                                             capsys: pytest.CaptureFixture[str]) -> None:
        assert main(args) == 2
        err = capsys.readouterr().err.strip()
        assert err.startswith("project-l bot:") and len(err.splitlines()) == 1

    def test_no_server_exits_1_saying_why(self, capsys: pytest.CaptureFixture[str]) -> None:
        assert main(["bot", "--connect", "ws://127.0.0.1:1/", "--code", "ABCD-EFGH"]) == 1
        err = capsys.readouterr().err
        assert err.startswith("project-l bot: cannot join the game:") and "127.0.0.1:1" in err


def test_the_example_runs_with_python_alone() -> None:
    """It is a script: ``python example_bot.py`` with no arguments fails on them, not on an
    import (websockets is the one package it needs)."""
    import subprocess

    done = subprocess.run([sys.executable, str(ROOT / "docs" / "example_bot.py")],
                          capture_output=True, text=True, timeout=60, env={"PATH": ""})
    assert done.returncode != 0 and "TypeError" in done.stderr
    assert "ModuleNotFoundError" not in done.stderr
