"""Costly messages never stall the server's loop: a ``create_room`` with a long saved game (every
action replayed to check it) or a big custom deck is checked in a worker process, within a
budget per connection, per address and per server; the rest is answered ``busy``. An honest
game goes on promptly while hostile connections send such messages over and over."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from netkit import Client, big_deck, compact, lobby_of_two, long_record, running, url
from waiting import HANG, until

from app.net.protocol import BadMessage, CreateRoom, ErrorCode, is_costly, parse_client_message
from app.net.room import check_create
from app.rules import Phase, legal_actions


class TestCostlyKinds:
    def test_only_a_create_room_with_a_record_or_a_deck_is_costly(self) -> None:
        assert is_costly(json.loads(long_record()))
        assert is_costly(json.loads(big_deck()))
        assert not is_costly({"type": "create_room", "setup": {"seats": []}})
        assert not is_costly({"type": "chat", "setup": {"record": ""}})
        assert not is_costly([{"type": "create_room"}])

    def test_the_worker_check_answers_as_the_loop_did(self) -> None:
        good = check_create(long_record())
        assert good.error is None and good.replayed is Phase.PLAYING
        # the message as read, its record's cards still face down dealt anew (the sender
        # cannot know them): the same players and actions, decks and no seed
        sent = parse_client_message(long_record())
        assert good.request is not None and good.request.id == sent.id
        checked, asked = good.request.message, sent.message
        assert isinstance(checked, CreateRoom) and isinstance(asked, CreateRoom)
        assert checked.name == asked.name
        assert checked.setup.seats == asked.setup.seats
        mine, theirs = checked.setup.record, asked.setup.record
        assert mine is not None and theirs is not None and mine.seed is None
        assert (mine.players, mine.actions) == (theirs.players, theirs.actions)
        bad = check_create(long_record(illegal_end=True))
        assert bad.request is None and bad.error is not None
        assert bad.error[0] is ErrorCode.BAD_SETUP and "is illegal" in bad.error[1]
        garbled = check_create(compact({"type": "create_room", "setup": {
            "seats": [{"kind": "remote"}] * 2, "record": "{"}}))
        assert garbled.error is not None and garbled.error[0] is ErrorCode.BAD_SETUP
        deck = check_create(big_deck())
        assert deck.error is None and deck.request is not None
        try:
            parse_client_message(compact({"type": "create_room", "setup": {}, "x": 1}))
        except BadMessage as exc:
            assert check_create(compact({"type": "create_room", "setup": {}, "x": 1})).error \
                == (exc.code, exc.message)


class TestBudget:
    def test_one_at_a_time_per_connection_and_a_rate_per_address(self) -> None:
        async def main() -> None:
            async with running(mode="serve", costly_rate=0.01, costly_burst=2) as server:
                text = long_record(illegal_end=True)
                c = await Client.open(url(server), "Mallory")
                await c.ws.send(text)
                await c.ws.send(text)  # while the first is checked: busy at once
                first = await c.expect("error")
                assert first["code"] == "busy" and "moment" in first["message"]
                assert (await c.expect("error"))["code"] == "bad_setup"
                await c.ws.send(text)  # the address's second: checked
                assert (await c.expect("error"))["code"] == "bad_setup"
                other = await Client.open(url(server), "Mallory 2")  # the same address
                await other.ws.send(text)
                third = await other.expect("error")
                assert third["code"] == "busy" and "address" in third["message"]
                # a plain room is never held back by the budget
                await other.send({"type": "create_room", "id": 4, "setup": {
                    "seats": [{"kind": "remote"}] * 2}})
                assert (await other.expect("room_created"))["id"] == 4
                assert len(server.rooms) == 1
        asyncio.run(main())

    def test_a_checked_record_makes_its_room_and_the_answer_keeps_the_id(self) -> None:
        async def main() -> None:
            async with running(mode="serve") as server:
                c = await Client.open(url(server), "Ann")
                message: dict[str, Any] = json.loads(long_record())
                await c.send({**message, "id": 9})
                created = await c.expect("room_created")
                assert created["id"] == 9
                lobby = await c.expect("lobby")
                assert [s["name"] for s in lobby["seats"]] == ["A", "B", "C", "D"]
                room = server.rooms[created["code"]]
                assert room.replayed_phase is Phase.PLAYING
                # in a room now: another costly create_room is refused without a check
                await c.send({**message, "id": 10})
                refused = await c.expect("error")
                assert refused["code"] == "already_in_room" and refused["id"] == 10
        asyncio.run(main())


class TestUnderAttack:
    def test_an_honest_game_goes_on_while_hostile_clients_send_costly_rooms(self) -> None:
        """Four connections send the longest record that fits (illegal at its end) or a big
        deck, over and over, as fast as they are answered; meanwhile two honest players play 20
        actions, each answered, and costly checks are under way in the worker processes while
        the honest steps arrive (checked in the loop, the honest median was 250 ms; the round
        trips are bench/server_costly.py's figures)."""
        async def main() -> None:
            # rates no attacker reaches: the checks go on all the time (the budgets that
            # answer ``busy`` are TestBudget's)
            async with running(mode="serve", rate=1000.0, burst=1000, costly_rate=1000.0,
                               costly_burst=1000) as server:
                texts = [long_record(illegal_end=True), big_deck()]
                answers: list[str] = []
                stop = asyncio.Event()
                pooled: list[object] = []
                run = server._checker.run

                async def checked_in_a_process(work: Any, *args: Any) -> Any:
                    pooled.append(work)
                    return await run(work, *args)

                server._checker.run = checked_in_a_process  # type: ignore[method-assign, assignment]

                async def hostile(n: int) -> None:
                    c = await Client.open(url(server), f"Mallory {n}")
                    text = texts[n % 2]
                    while not stop.is_set():
                        await c.ws.send(text)
                        answer = await c.expect("error", "room_created")
                        answers.append(answer.get("code", "") if answer["type"] == "error"
                                       else "room_created")
                        if answer["type"] == "room_created":
                            await c.send({"type": "leave"})
                            await c.closed()
                            c = await Client.open(url(server), f"Mallory {n}")
                    await c.close()

                attackers = [asyncio.ensure_future(hostile(n)) for n in range(4)]
                await until(lambda: len(answers) >= 4, "the attack is under way")
                a, b, _ = await lobby_of_two(server, auto_start=True)
                await a.expect("game")
                await b.expect("game")
                rng = random.Random(3)
                during_a_check = 0
                for seq in range(1, 21):
                    game = a.game
                    assert game is not None and game.state.phase is not Phase.FINISHED
                    actor = a if game.state.current == 0 else b
                    other = b if actor is a else a
                    await actor.send({"type": "act", "seq": seq, "action": rng.choice(
                        list(legal_actions(game.state))).to_json()})
                    step = await actor.expect("step", timeout=HANG)
                    during_a_check += server._checking > 0
                    assert step.get("seq") == seq
                    await other.expect("step", timeout=HANG)
                    heard = len(answers)
                    await until(lambda heard=heard: len(answers) > heard,  # type: ignore[misc]
                                "the attackers are answered between two honest actions")
                stop.set()
                await asyncio.gather(*attackers)
                for c in (a, b):
                    await c.close()
                assert during_a_check >= 1  # the loop answered while a check worked
                assert pooled and all(work is check_create for work in pooled)
                assert set(answers) <= {"busy", "bad_setup", "room_created"}, set(answers)
                assert answers.count("bad_setup") >= 1
                # the server answers as before, and made no hostile room that stayed
                late = await Client.open(url(server), "Late")
                await late.send({"type": "list_rooms", "id": 1})
                rooms = (await late.expect("rooms"))["rooms"]
                await late.close()
                assert [r["name"] for r in rooms] == ["Test"], rooms
        asyncio.run(main())
