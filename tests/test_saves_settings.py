"""Preferences: typed round trips through a real (temporary) QSettings file, junk-proof getters."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from pytestqt.qtbot import QtBot

from app.core.setup import GameSetup, SeatConfig
from app.model.settings import MAX_RECENT, Settings
from app.rules import classic_deck, deck_from_json


@pytest.fixture
def ini(tmp_path: Path, qtbot: QtBot) -> str:
    return str(tmp_path / "settings.ini")


def _reopen(path: str) -> Settings:
    return Settings.at_path(path)


class TestPersistence:
    def test_every_setting_survives_a_restart(self, ini: str) -> None:
        s = Settings.at_path(ini)
        s.set_window_geometry("game", QByteArray(b"\x01\x02geometry"))
        s.set_window_state("game", QByteArray(b"docks"))
        s.set_animation_speed(2.0)
        s.set_language("de")
        s.set_last_folder("/home/ann/games")
        s.set_review_play_delay_ms(300)
        s.add_recent_file("/tmp/a.plsave")
        s.set_pause_after_ai(True)
        s.set_confirm_end_turn(False)
        s.set_hard_thinks_longer(True)
        s.set_palette("colour-blind")
        s.set_table_zoom(1.5)
        s.sync()
        again = _reopen(ini)
        assert again.window_geometry("game") == QByteArray(b"\x01\x02geometry")
        assert again.window_geometry("editor") is None
        assert again.window_state("game") == QByteArray(b"docks")
        assert again.animation_speed() == 2.0
        assert again.language() == "de"
        assert again.last_folder() == "/home/ann/games"
        assert again.review_play_delay_ms() == 300
        assert again.recent_files() == ["/tmp/a.plsave"]
        assert again.pause_after_ai() is True and again.confirm_end_turn() is False
        assert again.hard_thinks_longer() is True
        assert again.palette() == "colour-blind" and again.table_zoom() == 1.5

    def test_defaults_when_nothing_is_stored(self, ini: str) -> None:
        s = Settings.at_path(ini)
        assert s.animation_speed() == 1.0 and s.language() == "" and s.recent_files() == []
        assert s.last_setup() is None and s.last_folder() == ""
        assert s.pause_after_ai() is False and s.confirm_end_turn() is True
        assert s.hard_thinks_longer() is False
        assert s.palette() == "standard" and s.table_zoom() == 0.0

    def test_changed_names_the_key(self, ini: str, qtbot: QtBot) -> None:
        s = Settings.at_path(ini)
        with qtbot.waitSignal(s.changed) as blocker:
            s.set_animation_speed(0.5)
        assert blocker.args == ["view/animation_speed"]


class TestJunkValues:
    def test_hand_edited_junk_falls_back_to_defaults(self, ini: str) -> None:
        Path(ini).write_text(
            "[view]\nanimation_speed=fast\n[general]\nlanguage=@Invalid()\n"
            "[review]\nplay_delay_ms=-5\n[game]\nlast_setup={not json\n"
            "[windows]\ngame\\geometry=12\n"
            "[play]\npause_after_ai=maybe\nconfirm_end_turn=[]\nhard_thinks_longer=3\n"
        )
        s = Settings.at_path(ini)
        assert s.animation_speed() == 1.0
        assert s.review_play_delay_ms() == 50
        assert s.last_setup() is None
        assert s.window_geometry("game") is None
        assert s.pause_after_ai() is False and s.confirm_end_turn() is True
        assert s.hard_thinks_longer() is False
        s.store.setValue("view/palette", "sepia")
        s.store.setValue("view/table_zoom", "1e9")
        assert s.palette() == "standard" and s.table_zoom() == 4.0

    def test_out_of_range_speed_is_clamped(self, ini: str) -> None:
        s = Settings.at_path(ini)
        s.store.setValue("view/animation_speed", "99")
        assert s.animation_speed() == 4.0
        s.store.setValue("view/animation_speed", "nan")
        assert s.animation_speed() == 1.0
        s.set_animation_speed(-3)
        assert s.animation_speed() == 0.0


class TestLastJoin:
    def test_the_address_and_name_survive_a_restart_and_junk_is_ignored(self, ini: str
                                                                        ) -> None:
        s = Settings.at_path(ini)
        assert s.join_address() == "" and s.join_name() == ""
        s.set_last_join(" 192.168.1.20:47470 ", "Ann")
        s.set_last_join("ws://host:1/", "  ")  # watching without a name keeps the name
        again = _reopen(ini)
        assert again.join_address() == "ws://host:1/" and again.join_name() == "Ann"
        again.store.setValue("network/join_address", 12)
        again.store.setValue("network/join_name", ["a", "b"])
        assert again.join_address() == "" and again.join_name() == ""


class TestRecentFiles:
    def test_newest_first_without_duplicates_and_capped(self, ini: str, tmp_path: Path) -> None:
        s = Settings.at_path(ini)
        paths = [str(tmp_path / f"g{i}.plsave") for i in range(MAX_RECENT + 3)]
        for p in paths:
            s.add_recent_file(p)
        s.add_recent_file(paths[5])
        got = s.recent_files()
        assert len(got) == MAX_RECENT
        assert got[0] == paths[5] and got.count(paths[5]) == 1
        assert got[1] == paths[-1]
        s.remove_recent_file(paths[5])
        assert paths[5] not in s.recent_files()

    def test_a_single_entry_survives_the_ini_round_trip(self, ini: str) -> None:
        s = Settings.at_path(ini)
        s.add_recent_file("/x/only.plsave")
        s.sync()
        assert _reopen(ini).recent_files() == ["/x/only.plsave"]

    def test_relative_paths_are_stored_absolute(self, ini: str) -> None:
        s = Settings.at_path(ini)
        s.add_recent_file("game.plsave")
        assert Path(s.recent_files()[0]).is_absolute()


class TestLastSetup:
    def test_round_trip_with_the_classic_deck(self, ini: str) -> None:
        s = Settings.at_path(ini)
        setup = GameSetup((SeatConfig("Ann"), SeatConfig("Bot", "ai", "hard")), seed=77)
        s.set_last_setup(setup)
        s.sync()
        back = _reopen(ini).last_setup()
        assert back is not None
        assert back.seats == setup.seats and back.deck is classic_deck()
        assert back.seed is None  # a new game is dealt in secret, not from the last seed

    def test_the_deck_is_found_by_id_in_the_library(self, ini: str) -> None:
        data = classic_deck().to_json()
        data["id"], data["name"] = "mine", "My deck"
        mine = deck_from_json(data)
        s = Settings.at_path(ini)
        s.set_last_setup(GameSetup((SeatConfig("Solo"),), difficulty="unbeatable", deck=mine))
        back = s.last_setup([mine])
        assert back is not None and back.deck is mine and back.difficulty == "unbeatable"
        # the deck was deleted from the library since: the classic deck stands in
        gone = s.last_setup([])
        assert gone is not None and gone.deck is classic_deck()

    def test_a_stored_setup_with_bad_seats_is_ignored(self, ini: str) -> None:
        s = Settings.at_path(ini)
        s.store.setValue("game/last_setup", '{"seats": [{"name": ""}], "difficulty": "standard"}')
        assert s.last_setup() is None
        s.store.setValue("game/last_setup", '{"seats": [], "difficulty": "standard"}')
        assert s.last_setup() is None
