"""The bots: the example bot of docs/ plays a legal action for exactly the seat to move from the
public state alone, ``project-l bot`` refuses bad options the way every subcommand does, and
SeatPlayer plays whole games against the real server (and gets the record at once when it comes
back after the end)."""

from __future__ import annotations

import argparse
import ast
import asyncio
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from netkit import running, url
from scriptkit import load_script
from test_net_client import FakeServer
from test_net_client import run as run_fake
from waiting import HANG

from app import rules
from app.ai import AIPlayer, make_ai
from app.ai.player import Deadline
from app.cli import build_command_parser, main
from app.commands.bot import (
    MAX_REBUILDS_IN_A_ROW,
    MAX_REFUSED_IN_A_ROW,
    MAX_UNANSWERED,
    STOPPED,
    BotStopped,
    BotText,
    SeatPlayer,
    run_bot,
)
from app.net.client import Client
from app.net.public import PublicRecord, digest

ROOT = Path(__file__).resolve().parent.parent


def example_bot() -> ModuleType:
    return load_script("docs/example_bot.py", "example_bot")


def code_lines(text: str) -> int:
    """Lines of code: not blank, not a comment, not the module's docstring."""
    tree = ast.parse(text)
    doc_end = tree.body[0].end_lineno if ast.get_docstring(tree) is not None else 0
    assert doc_end is not None
    return sum(1 for i, line in enumerate(text.splitlines(), 1)
               if i > doc_end and line.strip() and not line.strip().startswith("#"))


class TestExampleBot:
    def test_it_imports_nothing_of_ours_in_about_fifty_lines(self) -> None:
        text = (ROOT / "docs" / "example_bot.py").read_text(encoding="utf-8")
        imports = [line for line in text.splitlines() if line.startswith(("import ", "from "))]
        assert all(line.split()[1].split(".")[0] in {"asyncio", "json", "sys", "websockets"}
                   for line in imports), imports
        assert code_lines(text) <= 50

    @pytest.mark.parametrize("seed", range(12))
    def test_its_choice_from_the_public_state_is_legal_in_every_position(
            self, seed: int) -> None:
        """Random games (every kind of action, reward choices, the end): in every position the
        example, given the state summary the server sends, acts exactly for the seat to move,
        and its action is legal; it finishes in the Finishing Touches."""
        choose = example_bot().choose
        n = 2 + seed % 3
        state = rules.GameRecord(players=tuple("ABCD"[:n]), seed=seed).initial_state()
        rng = random.Random(seed)
        kinds: set[str] = set()
        while True:
            summary = json.loads(json.dumps(rules.state_summary(state)))  # as it travels
            for seat in range(n):
                choice = choose(summary, seat)
                if seat != state.current or state.phase is rules.Phase.FINISHED:
                    assert choice is None
                    continue
                assert rules.check(state, rules.action_from_json(choice)) is None, (choice, str(state))
                assert (choice["type"] == "finish") == (state.phase is rules.Phase.FINISHING_TOUCHES)
                kinds.add(choice["type"])
            if state.phase is rules.Phase.FINISHED:
                break
            state = rules.apply(state, rules.random_action(state, rng))
        assert {"take_puzzle", "take_piece", "finish"} <= kinds


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
                          capture_output=True, text=True, timeout=HANG, env={"PATH": ""})
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
                results = await asyncio.wait_for(asyncio.gather(*(s.play() for s in seats)), HANG)
                assert all(r is not None for r in results)
                texts = {r.record_bytes() for r in results if r is not None}
                assert len(texts) == 1
                record = results[0].record if results[0] is not None else None
                assert record is not None and rules.replay(record).ok
                assert len(trips) == len(record.actions)  # every action was one of theirs
                assert all(s.refusals == 0 for s in seats)
                # a bot started again after the end gets the record at once, with the table
                await players[0].close()
                late = Client(url(server), "Late")
                await late.connect()
                await late.rejoin(players[0].code or "", 0)
                again = await asyncio.wait_for(SeatPlayer(late, make_ai("easy", 0)).play(), HANG)
                assert again is not None and again.record_bytes() in texts
                for c in (creator, *players, late):
                    await c.close()

        asyncio.run(main())

    def test_a_failing_ai_stops_the_player_instead_of_looping(self) -> None:
        class Broken(AIPlayer):
            level = "broken"
            calls = 0

            def decide(self, state: rules.GameState, rng: random.Random, deadline: Deadline
                       ) -> rules.Action:
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
                    await asyncio.wait_for(seat.play(), HANG)
                assert Broken.calls == 1
                other_task.cancel()
                await asyncio.gather(other_task, return_exceptions=True)
                for c in (creator, *players):
                    await c.close()

        asyncio.run(main())


# ------------------------------------------------------------------ a server it cannot play with


def _game_message(record: rules.GameRecord, you: int = 0) -> dict[str, Any]:
    state = record.initial_state()
    return {"type": "game", "you": you, "seats": [you],
            "public": PublicRecord.of_game(record).to_json(), "digest": digest(state),
            "state": rules.state_summary(state)}


def _bot_args(url: str, *more: str) -> argparse.Namespace:
    return build_command_parser().parse_args(
        ["bot", "--connect", url, "--code", "ABCD-EFGH", "--seat", "0", "--level", "easy",
         *more])


class TestTheBotStops:
    """On a server it cannot play with the bot stops, says why, exits 3: it never sends the
    same refused action again and again, nor waits for ever."""

    RECORD = rules.GameRecord(players=("Bot", "Other"), seed=3)

    def _serve(self, server: FakeServer, on_act: Callable[[dict[str, Any]], list[Any]]) -> None:
        game = _game_message(self.RECORD)

        def extra(msg: dict[str, Any]) -> list[Any]:
            if msg["type"] in ("ready", "resync"):
                return [game]
            if msg["type"] == "act":
                return on_act(msg)
            return []

        server.extra = extra

    def test_it_stops_after_a_few_refused_actions_in_a_row(
            self, capsys: pytest.CaptureFixture[str]) -> None:
        async def body(server: FakeServer) -> None:
            self._serve(server, lambda msg: [{
                "type": "refused", "seq": msg["seq"], "message": "no, never",
                "reason": {"kind": "GAME_OVER", "fields": {}}}])
            status = await run_bot(_bot_args(server.url), BotText(), print)
            assert status == STOPPED == 3
            acts = [m for m in server.received if m["type"] == "act"]
            assert len(acts) == MAX_REFUSED_IN_A_ROW  # bounded: no spinning

        run_fake(body)
        err = capsys.readouterr().err
        assert "refused" in err and "no, never" in err and len(err.splitlines()) == 1

    def test_it_stops_when_the_server_s_steps_never_fit(
            self, capsys: pytest.CaptureFixture[str]) -> None:
        """Each step comes with a wrong digest: the client asks resync, the same table comes
        back, and again; the bot stops after a few such rebuilds in a row."""
        state = self.RECORD.initial_state()

        def wrong_step(msg: dict[str, Any]) -> list[Any]:
            return [{"type": "step", "index": 0, "player": 0, "seq": msg["seq"],
                     "action": msg["action"], "reveals": {}, "digest": "0" * 32,
                     "state": rules.state_summary(state)}]

        async def body(server: FakeServer) -> None:
            self._serve(server, wrong_step)
            status = await run_bot(_bot_args(server.url), BotText(), print)
            assert status == STOPPED
            assert server.kinds().count("resync") <= MAX_REBUILDS_IN_A_ROW + 1

        run_fake(body)
        assert "resync" in capsys.readouterr().err

    def test_it_stops_when_its_actions_are_never_answered(self) -> None:
        async def body(server: FakeServer) -> None:
            self._serve(server, lambda msg: [])
            client = Client(server.url, "Bot", reply_timeout=0.2)
            await client.connect()
            await client.join("ABCD-EFGH", 0)
            await client.ready()
            player = SeatPlayer(client, make_ai("easy", 0))
            with pytest.raises(BotStopped) as stopped:
                await asyncio.wait_for(player.play(), 20)
            assert stopped.value.kind == "unanswered"
            assert stopped.value.count == MAX_UNANSWERED
            assert server.kinds().count("act") == MAX_UNANSWERED

        run_fake(body)
