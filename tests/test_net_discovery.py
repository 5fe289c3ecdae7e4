"""LAN discovery (app/net/discovery.py): a query on loopback finds the responder's game, junk is
ignored on both sides, and the answer never carries more than the description."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator

import pytest
from waiting import HANG

from app.net.discovery import (
    MAX_DATAGRAM,
    PROTOCOL,
    GameOffer,
    Responder,
    answer_bytes,
    broadcast_addresses,
    discover,
    is_query,
    parse_offer,
    query_bytes,
)
from app.net.protocol import PROTOCOL_VERSION

GAME = {"name": "Ann's game", "host_name": "ann-laptop", "port": 47470, "players": 3,
        "seats_free": 1, "tls": False}


@pytest.fixture
def responder() -> Iterator[Responder]:
    r = Responder(lambda: GAME, port=0, host="127.0.0.1")
    r.start()
    yield r
    r.stop()


class TestDiscoverOnLoopback:
    def test_the_hosted_game_is_found(self, responder: Responder) -> None:
        offers = discover(HANG, port=responder.port, targets=["127.0.0.1"], enough=1)
        assert offers == [GameOffer("Ann's game", "ann-laptop", "127.0.0.1", 47470, 3, 1,
                                    PROTOCOL, False)]
        assert offers[0].url == "ws://127.0.0.1:47470/"
        assert responder.answered == 1

    def test_nothing_there_gives_an_empty_list(self) -> None:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:  # a port nobody answers on
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
            assert discover(0.3, port=port, targets=["127.0.0.1"]) == []

    def test_the_responder_ignores_junk_and_keeps_answering(self, responder: Responder) -> None:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.settimeout(HANG)
            for junk in (b"\xff\xfe", b"[]", b'{"type": "discover", "protocol": "2"}',
                         b"x" * (MAX_DATAGRAM + 10), b'{"type": "game"}'):
                s.sendto(junk, ("127.0.0.1", responder.port))
            s.sendto(query_bytes(), ("127.0.0.1", responder.port))  # read after the junk
            data, _sender = s.recvfrom(2048)
        assert parse_offer(data, "127.0.0.1") is not None
        assert responder.answered == 1  # the query's answer only: nothing for the junk
        assert len(discover(HANG, port=responder.port, targets=["127.0.0.1"], enough=1)) == 1

    def test_a_query_of_another_version_is_answered_with_ours(self, responder: Responder) -> None:
        """A program of another protocol version lists the game as one it cannot join, rather
        than not at all."""
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.settimeout(5)
            s.sendto(b'{"type": "discover", "protocol": 1}', ("127.0.0.1", responder.port))
            answer = json.loads(s.recvfrom(2048)[0])
        assert answer["protocol"] == PROTOCOL == PROTOCOL_VERSION

    def test_junk_answers_are_ignored(self) -> None:
        """A fake responder sends junk, an oversized answer, then one good answer."""
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as fake:
            fake.bind(("127.0.0.1", 0))
            fake.settimeout(HANG)
            import threading

            def answer() -> None:
                data, sender = fake.recvfrom(2048)
                assert is_query(data)
                good = json.loads(answer_bytes(GAME))
                for blob in (b"nonsense", json.dumps({**good, "port": "80"}).encode(),
                             json.dumps({**good, "name": "x" * 2000}).encode(),
                             json.dumps({**good, "players": True}).encode(),
                             answer_bytes(GAME)):
                    fake.sendto(blob, sender)

            t = threading.Thread(target=answer)
            t.start()
            # the good answer comes last: the junk before it was read and left out
            offers = discover(HANG, port=fake.getsockname()[1], targets=["127.0.0.1"], enough=1)
            t.join()
        assert [o.name for o in offers] == ["Ann's game"]


    def test_a_game_reached_at_two_addresses_is_listed_once_at_the_lan_one(self) -> None:
        """A game that answers twice (reached by broadcast and on loopback) is listed once,
        beside another game; of its two addresses the one others can use is kept (loopback
        cannot fake a LAN sender, so that choice is checked on its own)."""
        import threading

        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as fake:
            fake.bind(("127.0.0.1", 0))
            fake.settimeout(HANG)

            def answer() -> None:
                _data, sender = fake.recvfrom(2048)
                for blob in (answer_bytes(GAME), answer_bytes(GAME),
                             answer_bytes({**GAME, "name": "Other"})):
                    fake.sendto(blob, sender)

            t = threading.Thread(target=answer)
            t.start()
            # "Other" comes last: the second answer of Ann's game was read before it
            offers = discover(HANG, port=fake.getsockname()[1], targets=["127.0.0.1"], enough=2)
            t.join()
        assert sorted(o.name for o in offers) == ["Ann's game", "Other"]
        from app.net import discovery

        lan = GameOffer("Ann's game", "ann-laptop", "192.168.1.5", 47470, 3, 1, 1, False)
        loop = GameOffer("Ann's game", "ann-laptop", "127.0.0.1", 47470, 3, 1, 1, False)
        assert discovery._best(loop, lan) is lan and discovery._best(lan, loop) is lan


class TestDatagrams:
    def test_query_round_trip(self) -> None:
        assert is_query(query_bytes())
        assert not is_query(b'{"type": "game"}')

    def test_names_are_cleaned_of_control_and_bidi_characters(self) -> None:
        blob = json.dumps({**json.loads(answer_bytes(GAME)),
                           "name": "Evil\u202e\x07 game\n"}).encode()
        offer = parse_offer(blob, "10.0.0.5")
        assert offer is not None and offer.name == "Evil game"

    def test_answers_fit_a_datagram(self) -> None:
        assert len(answer_bytes({**GAME, "name": "名" * 500})) <= MAX_DATAGRAM
        assert parse_offer(answer_bytes({**GAME, "name": "名" * 500}), "h") is not None

    def test_broadcast_addresses_start_with_the_limited_broadcast(self) -> None:
        found = broadcast_addresses()
        assert found[0] == "255.255.255.255"
        assert all(socket.inet_aton(a) for a in found)
        assert len(set(found)) == len(found)
