"""The bots without a server: the example bot of docs/ follows whose turn it is exactly as the
engine does, and ``project-l bot`` refuses bad options the way every subcommand does."""

from __future__ import annotations

import asyncio
import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest
from netkit import running, url

from app.ai import AIPlayer, make_ai
from app.ai.player import Deadline
from app.cli import main
from app.commands.bot import SeatPlayer
from app.net.client import Client
from app.net.public import PublicRecord, reveals_between
from app.rules import (
    Action,
    GameRecord,
    GameState,
    Phase,
    action_from_json,
    apply,
    check,
    random_action,
    replay,
)

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


class TestSeatPlayer:
    """SeatPlayer (what ``project-l bot`` and the bench run) against the real server in the
    same event loop."""

    async def _room(self, address: str, seats: int) -> tuple[Client, list[Client]]:
        creator = Client(address, "Creator")
        await creator.connect()
        created = await creator.create_room("t", {"seats": [{"kind": "remote"}] * seats,
                                                  "auto_start": True})
        players = []
        for i in range(seats):
            client = Client(address, f"P{i}")
            await client.connect()
            await client.join(created.code, i)
            players.append(client)
        return creator, players

    def test_two_seats_play_to_the_end_with_one_record(self) -> None:
        async def main() -> None:
            async with running() as server:
                creator, players = await self._room(url(server), 2)
                trips: list[float] = []
                seats = [SeatPlayer(c, make_ai("easy", i), on_round_trip=trips.append)
                         for i, c in enumerate(players)]
                for c in players:
                    await c.ready()
                results = await asyncio.wait_for(asyncio.gather(*(s.play() for s in seats)), 60)
                assert all(r is not None for r in results)
                texts = {r.record_bytes() for r in results if r is not None}
                assert len(texts) == 1
                record = results[0].record if results[0] is not None else None
                assert record is not None and replay(record).ok
                assert len(trips) == len(record.actions)  # every action was one of theirs
                assert all(s.refusals == 0 for s in seats)
                # a bot started again after the end gets the record at once, with the table
                await players[0].close()
                late = Client(url(server), "Late")
                await late.connect()
                await late.rejoin(players[0].code or "", 0)
                again = await asyncio.wait_for(SeatPlayer(late, make_ai("easy", 0)).play(), 1.5)
                assert again is not None and again.record_bytes() in texts
                for c in (creator, *players, late):
                    await c.close()

        asyncio.run(main())

    def test_a_failing_ai_stops_the_player_instead_of_looping(self) -> None:
        class Broken(AIPlayer):
            level = "broken"
            calls = 0

            def decide(self, state: GameState, rng: random.Random, deadline: Deadline
                       ) -> Action:
                Broken.calls += 1
                raise RuntimeError("a bug in the AI")

        async def main() -> None:
            async with running() as server:
                creator, players = await self._room(url(server), 2)
                seat = SeatPlayer(players[0], Broken())
                other = SeatPlayer(players[1], make_ai("easy", 1))
                for c in players:
                    await c.ready()
                other_task = asyncio.ensure_future(other.play())
                with pytest.raises(RuntimeError, match="a bug in the AI"):
                    await asyncio.wait_for(seat.play(), 30)
                assert Broken.calls == 1
                other_task.cancel()
                await asyncio.gather(other_task, return_exceptions=True)
                for c in (creator, *players):
                    await c.close()

        asyncio.run(main())
