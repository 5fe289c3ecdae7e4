"""The protocol's checks: every client message becomes a typed value or a BadMessage."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from app.net.protocol import (
    CODE_ALPHABET,
    FEATURES,
    MAX_CHAT_CHARS,
    MAX_MESSAGE_BYTES,
    MAX_NAME_CHARS,
    PROTOCOL_VERSION,
    Act,
    BadMessage,
    Chat,
    CreateRoom,
    ErrorCode,
    Hello,
    Join,
    Ready,
    Rejoin,
    clean_name,
    encode,
    make_code,
    make_token,
    normalise_code,
    parse_client_message,
    reason_from_json,
    reason_to_json,
    refused,
    show_code,
)
from app.net.public import state_digest
from app.rules import Choices, Illegal, Place, Reason, Square, TakePuzzle, Unfit


def parse(obj: object) -> object:
    return parse_client_message(json.dumps(obj)).message


def refused_code(data: str | bytes) -> ErrorCode:
    with pytest.raises(BadMessage) as info:
        parse_client_message(data)
    return info.value.code


class TestCodes:
    def test_made_codes_use_the_alphabet_and_normalise_back(self) -> None:
        for _ in range(50):
            code = make_code()
            assert len(code) == 8 and set(code) <= set(CODE_ALPHABET)
            assert normalise_code(show_code(code)) == code
            assert normalise_code(show_code(code).lower()) == code
            assert normalise_code(f" {code[:4]} {code[4:]} ") == code

    @pytest.mark.parametrize("bad", ["", "ABCD-EFG", "ABCD-EFGHJ", "ABCD-EFG0", "ABCD-EFGI",
                                     None, 12345678, "A" * 1000])
    def test_not_codes(self, bad: object) -> None:
        assert normalise_code(bad) is None

    def test_tokens_are_long_and_different(self) -> None:
        tokens = {make_token() for _ in range(100)}
        assert len(tokens) == 100 and all(len(t) >= 20 for t in tokens)


class TestNames:
    def test_control_and_bidi_characters_are_removed_and_length_cut(self) -> None:
        assert clean_name("  Ann\u202e\u0007 \n Lee\u200b ") == "Ann Lee"
        assert clean_name("x" * 100) == "x" * MAX_NAME_CHARS
        assert clean_name("\ud800") == ""
        assert clean_name("Zoë 山田") == "Zoë 山田"


class TestGoodMessages:
    def test_hello(self) -> None:
        msg = parse({"type": "hello", "protocol": 1, "client": "x", "name": "Ann\u202e"})
        assert msg == Hello(1, "x", "Ann", None)

    def test_join_rejoin_with_id(self) -> None:
        req = parse_client_message(encode({"type": "join", "code": "abcd-efgh", "id": 7}))
        assert req.id == 7 and req.message == Join("ABCDEFGH", None, "")
        assert parse({"type": "rejoin", "code": "ABCDEFGH", "seat": 2, "token": "t"}) == \
            Rejoin("ABCDEFGH", 2, "t")

    def test_act_reads_the_record_spelling(self) -> None:
        msg = parse({"type": "act", "seq": 3, "action": {"type": "take_puzzle", "puzzle": "W1"}})
        assert msg == Act(3, TakePuzzle("W1"))
        msg = parse({"type": "act", "seq": 4, "action": {
            "type": "place", "puzzle": "W1", "piece": "O1", "cells": [[0, 0]]}})
        assert msg == Act(4, Place("W1", "O1", ((0, 0),)))

    def test_chat_is_cleaned_and_cut(self) -> None:
        assert parse({"type": "chat", "text": "hi\nthere"}) == Chat("hi there")
        long = parse({"type": "chat", "text": "y" * (MAX_CHAT_CHARS + 50)})
        assert isinstance(long, Chat) and len(long.text) == MAX_CHAT_CHARS

    def test_ready_and_create_room(self) -> None:
        assert parse({"type": "ready", "ready": False}) == Ready(False)
        msg = parse({"type": "create_room", "name": "Friday", "setup": {
            "seats": [{"kind": "remote", "name": "A"}, {"kind": "ai", "level": "hard"}]}})
        assert isinstance(msg, CreateRoom) and msg.setup.seats[1].level == "hard"


class TestRefusedMessages:
    @pytest.mark.parametrize("obj", [
        [], 3, "x", None, {}, {"type": 5}, {"type": "eval"}, {"type": "__import__"},
        {"type": "hello"}, {"type": "hello", "protocol": "1"}, {"type": "hello", "protocol": True},
        {"type": "hello", "protocol": 10**30}, {"type": "hello", "protocol": 1, "name": 5},
        {"type": "hello", "protocol": 1, "extra": 1},
        {"type": "join", "code": "ABCDEFGH", "seat": 9},
        {"type": "join", "code": "ABCDEFGH", "seat": -1},
        {"type": "act", "seq": -1, "action": {"type": "end_turn"}},
        {"type": "act", "seq": 1, "action": {"type": "end_turn", "player": 1}},
        {"type": "act", "seq": 1, "action": {"type": "rm -rf"}},
        {"type": "act", "seq": 1, "action": {"type": "place", "puzzle": "W1", "piece": "O1",
                                             "cells": [[9, 9]]}},
        {"type": "act", "seq": 1.5, "action": {"type": "end_turn"}},
        {"type": "chat", "text": ""}, {"type": "chat", "text": ["x"]},
        {"type": "ready", "ready": "yes"}, {"type": "start", "id": -3},
        {"type": "create_room", "setup": {"seats": [{"kind": "host"}, {"kind": "ai"}]}},
        {"type": "create_room", "setup": {"seats": [{"kind": "ai"}] * 5}},
        {"type": "create_room", "setup": {"seats": [{"kind": "ai"}], "deck_data": {"x": 1}}},
    ])
    def test_wrong_shapes(self, obj: object) -> None:
        code = refused_code(json.dumps(obj))
        assert code in (ErrorCode.BAD_MESSAGE, ErrorCode.BAD_CODE, ErrorCode.BAD_SETUP)

    def test_not_json_nan_deep_huge_and_not_utf8(self) -> None:
        assert refused_code("{") is ErrorCode.BAD_MESSAGE
        assert refused_code('{"type": "hello", "protocol": NaN}') is ErrorCode.BAD_MESSAGE
        assert refused_code("[" * 5000 + "]" * 5000) is ErrorCode.BAD_MESSAGE
        assert refused_code('{"type":"hello","protocol":' + "9" * 5000 + "}") is \
            ErrorCode.BAD_MESSAGE
        assert refused_code(b"\xff\xfe{}") is ErrorCode.BAD_MESSAGE
        assert refused_code("x" * (MAX_MESSAGE_BYTES + 1)) is ErrorCode.TOO_BIG
        assert refused_code('{"type":"chat","text":"\\ud800"}') is ErrorCode.BAD_MESSAGE

    def test_bad_code(self) -> None:
        assert refused_code(json.dumps({"type": "join", "code": "../../etc"})) is \
            ErrorCode.BAD_CODE


class TestReasons:
    @pytest.mark.parametrize("reason", [
        Reason.of(Illegal.NOT_IN_ROW, puzzle="W12"),
        Reason.of(Illegal.CHOOSE_PIECE, choices=Choices(("I3", "L3"))),
        Reason.of(Illegal.GAME_OVER),
        Reason(Illegal.NOT_IN_ROW, (("square", Square(1, 2)), ("n", 3),
                                    ("why", Reason.of(Unfit.NO_ROOM)
                                     if hasattr(Unfit, "NO_ROOM") else "x"))),
    ])
    def test_round_trip(self, reason: Reason) -> None:
        data = json.loads(json.dumps(reason_to_json(reason)))
        assert reason_from_json(data) == reason

    def test_refused_message_has_the_english_sentence(self) -> None:
        reason = Reason.of(Illegal.NOT_IN_ROW, puzzle="W12")
        msg = refused(5, reason)
        assert msg["reason"] == {"kind": "NOT_IN_ROW", "fields": {"puzzle": "W12"}}
        assert msg["message"] == str(reason) and msg["seq"] == 5

    @pytest.mark.parametrize("bad", [None, {"kind": "eval"}, {"kind": "Os.system"},
                                     {"kind": "GAME_OVER", "fields": {"a": None}}])
    def test_bad_reasons(self, bad: object) -> None:
        with pytest.raises(ValueError):
            reason_from_json(bad)


class TestTheDocumentation:
    """docs/protocol.md is the protocol for people who write clients without our code: it names
    every error code, every refusal reason and every feature, and its digest recipe gives the
    digest of its own example."""

    TEXT = (Path(__file__).resolve().parent.parent / "docs" / "protocol.md").read_text("utf-8")

    def test_every_error_code_reason_and_feature_is_explained(self) -> None:
        rows = {line.split("|")[1].strip().strip("`") for line in self.TEXT.splitlines()
                if line.startswith("| `")}
        assert {code.value for code in ErrorCode} <= rows
        assert {kind.name for kind in Illegal} <= rows
        assert set(FEATURES) <= rows
        assert f"protocol: {PROTOCOL_VERSION}" in self.TEXT

    def test_the_digest_recipe_gives_the_example_s_digest(self) -> None:
        games = [json.loads(line[2:]) for line in self.TEXT.splitlines()
                 if line.startswith('< {"type":"game"')]
        assert games
        for game in games:
            text = json.dumps(game["state"], sort_keys=True, separators=(",", ":"),
                              ensure_ascii=False)
            assert hashlib.sha256(text.encode()).hexdigest()[:32] == game["digest"]
            assert state_digest(game["state"]) == game["digest"]
