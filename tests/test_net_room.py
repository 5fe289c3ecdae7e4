"""The room without sockets: seats, lobby, start, acting for one's own seat in its turn, undo,
chat and spectators with their bounds, drops, rejoin, AI seats and the AI taking over."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import time
from multiprocessing.connection import wait as wait_for_ends
from typing import Any

import pytest
from waiting import until, wait_for

from app import rules
from app.ai import make_ai
from app.ai.hints import public_view
from app.core.decisions import DecideRequest
from app.net.protocol import (
    CHAT_KEPT,
    CLOSE_POLICY,
    MAX_ROOM_REFUSALS,
    MAX_SPECTATORS,
    Act,
    BadMessage,
    Chat,
    ErrorCode,
    Ready,
    SeatSpec,
    Start,
    Undo,
)
from app.net.room import AIPool, Room, decide_in_pool


class FakePeer:
    """A connection that keeps what it is sent."""

    def __init__(self, name: str = "") -> None:
        self.name = name
        self.sent: list[dict[str, Any]] = []
        self.closed: int | None = None

    def send(self, text: str) -> None:
        self.sent.append(json.loads(text))

    def close(self, code: int, reason: str) -> None:
        self.closed = code

    def last(self, kind: str) -> dict[str, Any]:
        return [m for m in self.sent if m["type"] == kind][-1]

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [m for m in self.sent if m["type"] == kind]


async def in_thread(request: DecideRequest) -> rules.Action:
    """An AI decision off the loop in a thread (the pool's function, without the processes)."""
    return await asyncio.to_thread(decide_in_pool, request)


def room_of(seats: list[SeatSpec], seed: int = 7, **options: Any) -> Room:
    names = tuple(s.name or f"P{i}" for i, s in enumerate(seats))
    record = rules.GameRecord(players=names, seed=seed,
                              difficulty="standard" if len(seats) == 1 else None)
    return Room("Test", record, seats, decider=in_thread, **options)


def two_remote(**options: Any) -> tuple[Room, FakePeer, FakePeer, FakePeer]:
    """A room of two remote seats, both joined and ready, and the host's connection."""
    room = room_of([SeatSpec("remote"), SeatSpec("remote")], **options)
    host, a, b = FakePeer(), FakePeer("Ann"), FakePeer("Bo")
    room.add_host(host)
    room.join(a, "Ann")
    room.join(b, "Bo")
    room.handle(a, Ready(True))
    room.handle(b, Ready(True))
    return room, host, a, b


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 120))


async def play_out(room: Room, peers: dict[int, FakePeer], seed: int) -> None:
    """Random legal actions for the people's seats until the game is over."""
    rng = random.Random(seed)
    seq = 0
    while not room.finished:
        await room.wait_idle()
        state = room.state
        assert state is not None
        if state.phase is rules.Phase.FINISHED:
            break
        peer = peers.get(state.current)
        seat = room.seats[state.current]
        if peer is None or seat.ai_playing:
            await until(lambda before=state: room.state is not before or room.finished,  # type: ignore[misc]
                        "the AI moves")
            continue
        seq += 1
        room.handle(peer, Act(seq, rules.random_action(state, rng)))


class TestLobby:
    def test_join_takes_free_seats_in_order_and_refuses_a_full_room(self) -> None:
        room = room_of([SeatSpec("remote"), SeatSpec("ai"), SeatSpec("remote")])
        a, b = FakePeer(), FakePeer()
        assert room.join(a, "Ann").index == 0
        assert room.join(b, "Bo\u202e").index == 2
        joined = b.last("joined")
        assert joined["seat"] == 2 and joined["token"] and joined["room"]["seats"][2]["name"] == "Bo\u202e"
        with pytest.raises(BadMessage) as info:
            room.join(FakePeer(), "Cy")
        assert info.value.code is ErrorCode.ROOM_FULL
        with pytest.raises(BadMessage) as info:
            room.join(FakePeer(), "Cy", seat=0)
        assert info.value.code is ErrorCode.SEAT_TAKEN
        with pytest.raises(BadMessage) as info:
            room.join(FakePeer(), "Cy", seat=1)
        assert info.value.code is ErrorCode.NOT_ALLOWED

    def test_leaving_the_lobby_frees_the_seat(self) -> None:
        room = room_of([SeatSpec("remote"), SeatSpec("remote")])
        a = FakePeer()
        room.join(a, "Ann")
        room.disconnect(a)
        assert not room.seats[0].taken and room.seats[0].token is None
        assert room.join(FakePeer(), "Bo").index == 0

    def test_start_needs_the_host_and_every_remote_seat_ready(self) -> None:
        room = room_of([SeatSpec("remote"), SeatSpec("remote")])
        host, a, b = FakePeer(), FakePeer(), FakePeer()
        room.add_host(host)
        room.join(a, "Ann")
        with pytest.raises(BadMessage) as info:
            room.handle(a, Start())
        assert info.value.code is ErrorCode.NOT_HOST
        with pytest.raises(BadMessage) as info:
            room.handle(host, Start())
        assert info.value.code is ErrorCode.NOT_READY
        room.join(b, "Bo")
        room.handle(a, Ready(True))
        room.handle(b, Ready(True))

        async def main() -> None:
            room.handle(host, Start())
        run(main())
        game = a.last("game")
        assert game["you"] == 0 and b.last("game")["you"] == 1
        assert host.last("game")["you"] is None
        assert "seed" not in json.dumps(game)
        assert room.record().players == ("Ann", "Bo")

    def test_spectators_and_chat_are_bounded(self) -> None:
        room = room_of([SeatSpec("remote"), SeatSpec("remote")])
        watchers = [FakePeer() for _ in range(MAX_SPECTATORS)]
        for w in watchers:
            room.spectate(w, "w")
        with pytest.raises(BadMessage) as info:
            room.spectate(FakePeer(), "one too many")
        assert info.value.code is ErrorCode.ROOM_FULL
        for i in range(CHAT_KEPT + 30):
            room.handle(watchers[0], Chat(f"line {i}"))
        assert len(room.chat) == CHAT_KEPT
        late = FakePeer()
        room.join(late, "Late")
        lines = late.of("chat")
        assert len(lines) == CHAT_KEPT and lines[-1]["text"] == f"line {CHAT_KEPT + 29}"


class TestActing:
    def test_only_the_seat_in_its_turn_and_legal_actions(self) -> None:
        async def main() -> None:
            room, host, a, b = two_remote()
            room.handle(host, Start())
            state = room.state
            assert state is not None and state.current == 0
            room.handle(b, Act(1, rules.TakePiece(None)))
            assert b.last("refused")["reason"]["kind"] == "WRONG_PLAYER"
            with pytest.raises(BadMessage):
                room.handle(FakePeer(), Act(1, rules.TakePiece(None)))
            room.handle(a, Act(2, rules.TakePuzzle("B999")))
            assert a.last("refused")["reason"] == {"kind": "NOT_IN_ROW",
                                                   "fields": {"puzzle": "B999"}}
            assert room.state is state
            room.handle(a, Act(3, rules.TakePiece(None)))
            step = a.last("step")
            assert step["seq"] == 3 and step["index"] == 0 and step["player"] == 0
            assert "seq" not in b.last("step")
        run(main())

    def test_undo_takes_back_only_an_own_action_of_this_turn_without_reveal(self) -> None:
        async def main() -> None:
            room, host, a, b = two_remote()
            room.handle(host, Start())
            room.handle(a, Act(1, rules.TakePiece(None)))
            with pytest.raises(BadMessage) as info:
                room.handle(b, Undo())
            assert info.value.code is ErrorCode.CANNOT_UNDO
            room.handle(a, Undo())
            assert a.last("undone")["index"] == 0 and b.last("undone")["index"] == 0
            state = room.state
            assert state is not None
            room.handle(a, Act(2, rules.TakePuzzle(state.white_row[0])))  # reveals a card
            with pytest.raises(BadMessage):
                room.handle(a, Undo())
            room.handle(a, Act(3, rules.EndTurn()))
            with pytest.raises(BadMessage):
                room.handle(a, Undo())
        run(main())

    def test_flooding_with_refused_actions_closes_the_connection(self) -> None:
        async def main() -> None:
            room, host, a, b = two_remote()
            room.handle(host, Start())
            for i in range(MAX_ROOM_REFUSALS + 1):
                if b in room.members:
                    room.handle(b, Act(i, rules.TakePiece(None)))
            assert b.closed == CLOSE_POLICY and b not in room.members
            assert not room.seats[1].connected
            room.handle(a, Act(1, rules.TakePiece(None)))  # the game goes on
            assert len(a.of("step")) == 1
        run(main())

    def test_a_whole_game_finishes_with_the_same_record_for_everyone(self) -> None:
        async def main() -> None:
            room, host, a, b = two_remote()
            watcher = FakePeer()
            room.spectate(watcher, "Eve")
            room.handle(host, Start())
            await play_out(room, {0: a, 1: b}, 3)
            texts = {p.last("finished")["record"] for p in (a, b, watcher, host)}
            assert texts == {room.record_text()}
            record = rules.parse_record_bytes(room.record_text().encode("utf-8"))
            assert all(s.after is not None for s in rules.replay_steps(record))
        run(main())

    def test_who_enters_a_finished_game_gets_game_then_finished(self) -> None:
        """A spectator, a player rejoining by code and one rejoining with the token: each gets
        ``game`` (the final position) and then ``finished`` with the record."""
        async def main() -> None:
            room, host, a, b = two_remote()
            room.handle(host, Start())
            await play_out(room, {0: a, 1: b}, 5)
            token = b.last("joined")["token"]
            room.disconnect(a)
            late, back, again = FakePeer(), FakePeer(), FakePeer()
            room.spectate(late, "Late")
            room.rejoin(back, 0, None)
            room.rejoin(again, 1, token)
            for peer in (late, back, again):
                kinds = [m["type"] for m in peer.sent if m["type"] in ("game", "finished")]
                assert kinds == ["game", "finished"]
                assert peer.last("game")["state"]["phase"] == "finished"
                assert peer.last("finished")["record"] == room.record_text()
        run(main())

    def test_game_step_and_undone_carry_the_public_state(self) -> None:
        async def main() -> None:
            room, host, a, b = two_remote()
            room.handle(host, Start())
            start = a.last("game")["state"]
            assert (start["current_player"], start["actions_left"], start["phase"]) == (
                0, 3, "playing")
            assert start["white_deck"] == len(room.state.white_deck)  # type: ignore[union-attr]
            room.handle(a, Act(1, rules.TakePiece()))
            step = b.last("step")["state"]
            mine = start["players"][0]["supply"]
            assert step["actions_left"] == 2
            assert step["players"][0]["supply"] == {**mine, "O1": mine.get("O1", 0) + 1}
            room.handle(a, Undo())
            assert b.last("undone")["state"] == start
        run(main())


class TestAISeats:
    def test_ai_seat_decides_as_in_a_local_game(self) -> None:
        async def main() -> Room:
            room = room_of([SeatSpec("remote", "Ann"), SeatSpec("ai", "Robo", "easy")], seed=11)
            a = FakePeer()
            room.join(a, "Ann")
            room.handle(a, Ready(True))
            room.start()
            await play_out(room, {0: a}, 5)
            return room
        room = run(main())
        record = room.record()
        first_ai = None
        for step in rules.replay_steps(record):
            if step.before.current == 1:
                if first_ai is None:
                    first_ai = step.index
                seed = 11 * 7919 + 104729 * 2 + first_ai
                expected = make_ai("easy", seed).choose(public_view(step.before))
                assert step.action == expected
        assert first_ai is not None

    def test_solo_against_the_automaton(self) -> None:
        async def main() -> Room:
            room = room_of([SeatSpec("remote", "Solo")], seed=4)
            a = FakePeer()
            room.join(a, "Solo")
            room.handle(a, Ready(True))
            room.start()
            assert a.last("game")["public"]["solo"] == {"difficulty": "standard"}
            await play_out(room, {0: a}, 6)
            return room
        room = run(main())
        assert room.finished and room.record().is_solo


class TestDropsAndRejoin:
    def test_rejoin_with_token_or_code_alone_when_nobody_is_there(self) -> None:
        async def main() -> None:
            room, host, a, b = two_remote()
            room.handle(host, Start())
            token = a.last("joined")["token"]
            with pytest.raises(BadMessage) as info:
                room.rejoin(FakePeer(), 0, None)
            assert info.value.code is ErrorCode.SEAT_TAKEN
            with pytest.raises(BadMessage) as info:
                room.rejoin(FakePeer(), 0, "not-the-token")
            assert info.value.code is ErrorCode.BAD_TOKEN
            room.disconnect(a)
            assert b.last("seat") == {"type": "seat", "seat": 0, "connected": False,
                                      "ai_playing": False}
            again = FakePeer()
            room.rejoin(again, 0, token)
            assert again.last("game")["you"] == 0
            assert b.last("seat")["connected"] is True
            room.disconnect(again)
            third = FakePeer()
            room.rejoin(third, 0, None)
            assert third.last("joined")["token"] not in (None, token)
            # the old token no longer works once a new one was given
            with pytest.raises(BadMessage):
                room.rejoin(FakePeer(), 0, token)
        run(main())

    def test_join_without_a_seat_takes_back_the_dropped_seat_of_its_name(self) -> None:
        async def main() -> None:
            room, host, a, b = two_remote()
            room.handle(host, Start())
            old_token = b.last("joined")["token"]
            with pytest.raises(BadMessage) as info:  # Bo is connected: his seat is not free
                room.join(FakePeer(), "Bo")
            assert info.value.code is ErrorCode.ROOM_FULL
            room.disconnect(b)
            for stranger in ("Cy", "", "Bob"):
                with pytest.raises(BadMessage) as info:
                    room.join(FakePeer(), stranger)
                assert info.value.code is ErrorCode.ROOM_FULL
            with pytest.raises(BadMessage) as info:  # a seat asked for behaves as before
                room.join(FakePeer(), "Bo", seat=1)
            assert info.value.code is ErrorCode.SEAT_TAKEN
            back = FakePeer()
            assert room.join(back, " bo ").index == 1
            joined = back.last("joined")
            assert joined["seat"] == 1 and joined["token"] not in (None, old_token)
            assert back.last("game")["you"] == 1
            assert a.last("seat") == {"type": "seat", "seat": 1, "connected": True,
                                      "ai_playing": False}
            assert room.seats[1].name == "Bo" and room.seats[1].peer is back
            with pytest.raises(BadMessage) as info:  # the old token is void
                room.rejoin(FakePeer(), 1, old_token)
            assert info.value.code is ErrorCode.BAD_TOKEN
            state = room.state
            assert state is not None
            if state.current == 1:  # and the seat plays again
                room.handle(back, Act(1, rules.TakePiece()))
                assert back.last("step")["seq"] == 1
        run(main())

    def test_a_join_by_name_takes_the_seat_back_from_the_ai(self) -> None:
        async def main() -> None:
            room, host, a, b = two_remote(takeover_seconds=0)
            room.handle(host, Start())
            room.disconnect(a)
            await until(lambda: room.seats[0].ai_playing, "the AI takes over Ann's seat")
            back = FakePeer()
            assert room.join(back, "ANN").index == 0
            assert not room.seats[0].ai_playing and room.seats[0].peer is back
            assert b.last("seat") == {"type": "seat", "seat": 0, "connected": True,
                                      "ai_playing": False}
            assert room._ai_turn() is not room.seats[0]  # no AI plays Ann's turns now
            await room.wait_idle()
        run(main())

    def test_names_match_across_case_and_unicode_forms_but_not_lookalike_scripts(
            self) -> None:
        async def main() -> None:
            for seated, joining, same in [
                ("Zo\u00eb", "ZOE\u0308", True),  # composed and decomposed, any case
                ("Ann", "\uff21\uff4e\uff4e", True),  # full-width letters
                ("Stra\u00dfe", "STRASSE", True),  # case folding, not lower-casing
                ("Bo", "B\u200bo", True),  # a zero-width space is cleaned away
                ("Ann", "\u0410nn", False),  # a Cyrillic A looks the same, is not
                ("Ann", "Anna", False),
            ]:
                room = room_of([SeatSpec("remote"), SeatSpec("remote")])
                host, a, b = FakePeer(), FakePeer(), FakePeer()
                room.add_host(host)
                room.join(a, "Cleo")
                room.join(b, seated)
                room.handle(a, Ready(True))
                room.handle(b, Ready(True))
                room.handle(host, Start())
                room.disconnect(b)
                if same:
                    assert room.join(FakePeer(), joining).index == 1, (seated, joining)
                else:
                    with pytest.raises(BadMessage):
                        room.join(FakePeer(), joining)
                room.close("done")
        run(main())

    def test_in_the_lobby_the_seat_of_the_name_comes_before_the_first_free_one(
            self) -> None:
        room = room_of([SeatSpec("remote"), SeatSpec("remote"), SeatSpec("remote", "Dee")])
        ann, bo, cy = FakePeer(), FakePeer(), FakePeer()
        assert room.join(ann, "Ann").index == 0
        assert room.join(bo, "Bo").index == 1
        room.disconnect(bo)
        room.disconnect(ann)  # both seats free again, named after who sat there
        assert room.join(FakePeer(), "BO").index == 1
        assert room.join(cy, "Cy").index == 0
        assert room.join(FakePeer(), "dee").index == 2  # the seat the host named for Dee

    def test_the_ai_takes_over_a_dropped_seat_and_hands_it_back(self) -> None:
        async def main() -> None:
            room, host, a, b = two_remote(takeover_seconds=0)
            room.handle(host, Start())
            token = a.last("joined")["token"]
            room.disconnect(a)
            await until(lambda: room.seats[0].ai_playing and room.state is not None
                        and room.state.current == 1, "the AI plays Ann's turn")
            assert any(m.get("ai_playing") for m in b.of("seat"))
            state = room.state
            assert state is not None and state.current == 1  # the AI played seat 0's turn
            assert any(s["player"] == 0 for s in b.of("step"))
            back = FakePeer()
            room.rejoin(back, 0, token)
            assert not room.seats[0].ai_playing
            assert b.last("seat") == {"type": "seat", "seat": 0, "connected": True,
                                      "ai_playing": False}
        run(main())


class TestHostedAgain:
    def test_a_record_with_actions_is_replayed_at_the_start(self) -> None:
        record = rules.GameRecord(players=("H", "G"), seed=9)
        rng = random.Random(1)
        state = record.initial_state()
        actions = []
        for _ in range(10):
            act = rules.random_action(state, rng)
            actions.append(act)
            state = rules.apply(state, act)

        async def main() -> None:
            room = Room("Again", record.with_actions(actions),
                        [SeatSpec("host", "H"), SeatSpec("remote", "G")], decider=in_thread)
            host, guest = FakePeer(), FakePeer()
            room.claim_host(host, room.host_token)
            with pytest.raises(BadMessage):
                room.claim_host(FakePeer(), "wrong")
            room.join(guest, "G")
            room.handle(guest, Ready(True))
            room.handle(host, Start())
            game = guest.last("game")
            assert len(game["public"]["steps"]) == 10
            assert room.state == state
        run(main())


class TestHostRights:
    def test_kick_set_takeover_and_leave(self) -> None:
        from app.net.protocol import Kick, Leave, SetTakeover

        async def main() -> None:
            room = room_of([SeatSpec("remote"), SeatSpec("remote")])
            host, a, b = FakePeer(), FakePeer(), FakePeer()
            room.add_host(host, "Host")
            room.join(a, "Ann")
            room.join(b, "Bo")
            with pytest.raises(BadMessage) as info:
                room.handle(a, Kick(1))
            assert info.value.code is ErrorCode.NOT_HOST
            room.handle(host, Kick(1))
            assert b.closed is not None and b.last("bye")["reason"]
            assert not room.seats[1].taken and b not in room.members
            room.handle(host, SetTakeover(30))
            assert room.takeover_seconds == 30 and a.last("lobby")["takeover_seconds"] == 30
            room.handle(a, Leave())
            assert a.closed is not None and a not in room.members
            assert not room.seats[0].taken

        run(main())

    def test_the_host_table_plays_every_host_seat(self) -> None:
        async def main() -> None:
            room = room_of([SeatSpec("host", "H1"), SeatSpec("remote"), SeatSpec("host", "H2")])
            table, guest = FakePeer(), FakePeer()
            room.claim_host(table, room.host_token)
            assert table.last("joined")["seats"] == [0, 2]
            room.join(guest, "G")
            room.handle(guest, Ready(True))
            room.handle(table, Start())
            await play_out(room, {0: table, 1: guest, 2: table}, 8)
            assert room.finished
            assert {s["player"] for s in guest.of("step")} == {0, 1, 2}

        run(main())


class TestAIPool:
    def test_stopping_ends_a_decision_that_does_not_end_by_itself(self) -> None:
        """shutdown(wait=True) drops the decisions waiting, gives the one under way its bound,
        then terminates its process: nothing of the pool stays."""
        pool = AIPool(1)
        executor = pool._pool()
        busy = executor.submit(time.sleep, 60)
        waiting = executor.submit(time.sleep, 60)
        wait_for(busy.running, "the spawned process starts working")
        processes = list(executor._processes.values())  # type: ignore[attr-defined]
        assert processes and busy.running()
        pool.shutdown(wait=True, timeout=0.5)
        # the decision under way was ended, not waited for: it did not return
        assert busy.done() and (busy.cancelled() or busy.exception() is not None)
        assert waiting.done()  # cancelled, or failed with its broken pool: not left waiting
        for process in processes:  # ended (its sentinel closes; another thread may reap it)
            assert wait_for_ends([process.sentinel], 120), process
        pool.shutdown(wait=True)  # twice is fine

    def test_ending_a_process_with_no_decision_under_way_is_no_problem(
            self, caplog: pytest.LogCaptureFixture) -> None:
        """A process still starting when the server stops (a loaded machine takes seconds to
        import) is ended without a warning: nothing was lost. One ended in the middle of a
        decision is a warning."""
        pool = AIPool(1)
        pool._pool().submit(int)  # the process starts; nothing of the room's is under way
        with caplog.at_level(logging.INFO, logger="app.net"):
            pool.shutdown(wait=True, timeout=0.0)
        ended = [r for r in caplog.records if "did not stop" in r.getMessage()]
        assert all(r.levelno == logging.INFO for r in ended)
        caplog.clear()
        pool = AIPool(1)
        pool._under_way = 1  # as while a room awaits pool.decide
        pool._pool().submit(time.sleep, 60)
        with caplog.at_level(logging.INFO, logger="app.net"):
            pool.shutdown(wait=True, timeout=0.0)
        assert [r.levelno for r in caplog.records if "did not stop" in r.getMessage()] == \
            [logging.WARNING]
