"""What a name may hold (docs/formats.md, "Names"): the invisible characters ordinary text of
some scripts needs are kept, the ones that hide or reorder text are refused, and two names that
differ only by invisible characters, case or Unicode form are one name."""

from __future__ import annotations

import pytest

from app.core.setup import NetworkOptions, SeatConfig
from app.net.discovery import answer_bytes, parse_offer
from app.net.protocol import clean_name, name_key
from app.rules import (
    NAME_INVISIBLES,
    ProjectLError,
    clean_name_text,
    refused_characters,
    valid_name,
)
from app.rules import name_key as same_name

ZWSP, ZWNJ, ZWJ, WJ = "\u200b", "\u200c", "\u200d", "\u2060"

# names as people of the shipped languages (and others) write them
GOOD = [
    "Ann", "Zoë", "山田　太郎",  # an ideographic space between family and given name
    "เกม" + ZWSP + "ของ Ann",  # Thai: a zero-width space where a line may break
    "สม" + WJ + "ชาย",  # Thai: a word joiner where it must not
    "می" + ZWNJ + "خواهم",  # Persian: the non-joiner keeps the letters apart
    "क्" + ZWJ + "ष",  # Devanagari: the joiner asks for the half form
    "👩" + ZWJ + "💻",  # an emoji sequence
    "葛\U000E0100城",  # a Japanese name kanji with its variation selector
    "Åsa-Lisa O’Brien", "Юлія", "Ádám", "Ann\u00a0Lee",
]
# invisible characters that hide or reorder text, and controls
BAD = {
    "\u202e": "right-to-left override", "\u202a": "left-to-right embedding",
    "\u2066": "left-to-right isolate", "\u2069": "pop directional isolate",
    "\u200e": "left-to-right mark", "\u200f": "right-to-left mark", "\u061c": "Arabic letter mark",
    "\ufeff": "byte order mark", "\u00ad": "soft hyphen", "\U000E0041": "tag letter A",
    "\x07": "bell", "\n": "new line", "\t": "tab", "\u2028": "line separator",
    "\ue000": "private use", "\ud800": "lone surrogate", "\u0378": "unassigned",
}


class TestPolicy:
    @pytest.mark.parametrize("name", GOOD)
    def test_names_of_every_script_are_names(self, name: str) -> None:
        assert valid_name(name), [f"U+{ord(c):04X}" for c in refused_characters(name)]
        assert NetworkOptions(name[:40]).game_name == name[:40]

    @pytest.mark.parametrize("ch", list(BAD), ids=list(BAD.values()))
    def test_characters_that_hide_or_reorder_text_are_refused(self, ch: str) -> None:
        name = f"An{ch}n"
        assert not valid_name(name)
        assert refused_characters(name) == ch
        with pytest.raises(ProjectLError):
            NetworkOptions(name)

    def test_the_four_invisible_characters_allowed(self) -> None:
        assert NAME_INVISIBLES == {ZWSP, ZWNJ, ZWJ, WJ}

    def test_cleaning_keeps_what_a_name_may_hold_and_trims_the_ends(self) -> None:
        assert clean_name_text(f"{ZWSP} Ann\u202e\x07 \n Lee{ZWJ} ", 40) == "Ann Lee"
        assert clean_name_text("เกม" + ZWSP + "ของ Ann", 40) == "เกม" + ZWSP + "ของ Ann"
        assert clean_name_text("👩" + ZWJ + "💻", 40) == "👩" + ZWJ + "💻"
        assert clean_name_text("x" * 50, 24) == "x" * 24

    def test_one_name_whatever_its_invisible_characters_case_and_form(self) -> None:
        assert same_name("B" + ZWSP + "o") == same_name("bo")
        assert same_name("Zoe\u0308") == same_name("ZOË")
        assert same_name("\uff21nn") == same_name("ann")
        assert same_name("\u0410nn") != same_name("Ann")  # a Cyrillic A only looks the same


class TestWhereNamesAreMade:
    def test_the_server_keeps_the_invisible_characters_of_a_thai_name(self) -> None:
        thai = "สม" + ZWSP + "ชาย"
        assert clean_name(thai) == thai
        assert clean_name("Bo\u202e" + ZWSP) == "Bo"
        assert name_key(thai) == name_key("สมชาย")

    def test_a_game_offered_on_the_network_keeps_its_thai_name(self) -> None:
        name = "เกม" + ZWSP + "ของ Ann"
        offer = parse_offer(answer_bytes({"name": name, "host_name": "pc", "port": 47470,
                                          "players": 2, "seats_free": 1}), "10.0.0.5")
        assert offer is not None and offer.name == name

    def test_a_seat_read_from_a_file_keeps_its_name(self) -> None:
        assert SeatConfig.from_json({"name": "สม" + ZWSP + "ชาย"}).name == "สม" + ZWSP + "ชาย"
