"""Text in files: a lone surrogate (valid JSON ``"\\ud800"``, which UTF-8 cannot hold) is refused
at load in every name and text field of every format, and deck texts have length limits that the
loaders, the editor's fields and the command line keep."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from fuzzkit import json_paths, mutate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QValidator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QInputDialog, QMessageBox
from rulekit import replay_command
from waiting import HANG

from app.core.deck_library import list_decks, read_deck, write_deck
from app.core.paths import decks_dir
from app.core.saves import InvalidSave, SaveData, load_save_bytes, save_to_bytes
from app.core.setup import GameSetup, SeatConfig
from app.model.history import read_entry
from app.model.settings import Settings
from app.rules import (
    MAX_DECK_DESCRIPTION,
    MAX_DECK_ID,
    MAX_DECK_NAME,
    MAX_ITEM_ID,
    MAX_PIECE_NAME,
    FilePart,
    InvalidDeck,
    InvalidRecord,
    Reason,
    classic_deck,
    deck_from_bytes,
    deck_to_bytes,
    displayable,
    parse_record_bytes,
    play_random,
    text_problem,
    valid_text,
)

ROOT = Path(__file__).resolve().parent.parent
BAD = "Ann\ud800"  # a lone high surrogate
BAD_LOW = "\udc80x"  # a lone low surrogate (as os.fsdecode makes of a byte that is not UTF-8)


def blob(data: Any) -> bytes:
    """JSON bytes; the surrogates are written as escapes, as a hand-made file would have them."""
    return json.dumps(data).encode("ascii")


@cache
def _deck_json() -> dict[str, Any]:
    data: dict[str, Any] = classic_deck().to_json()
    data["id"] = "custom-1"
    return data


def deck_json() -> dict[str, Any]:
    return copy.deepcopy(_deck_json())


@cache
def _save_json() -> dict[str, Any]:
    seats = (SeatConfig("Ann"), SeatConfig("Bob", "ai", "easy"))
    setup = GameSetup(seats, seed=3)
    record = setup.record()
    record = record.with_actions(play_random(record.initial_state(), 3)[:30])
    save = SaveData(record, seats, {"zoom": 1.0, "seat_order": (0, 1), "note": "x"})
    data: dict[str, Any] = json.loads(save_to_bytes(save, saved_at="2025-01-31T18:02:11Z"))
    data["app"]["origin"] = "/home/ann/game.plsave"
    data["comment"] = "kept for the round trip"
    return data


def save_json() -> dict[str, Any]:
    return copy.deepcopy(_save_json())


class TestTheHelpers:
    def test_valid_text(self) -> None:
        assert valid_text("Ann") and valid_text("Änne 🎲") and valid_text("")
        assert not valid_text(BAD) and not valid_text(BAD_LOW)
        assert not valid_text("\ud83c\udfb2")  # a pair written as two lone halves in Python
        player = Reason.of(FilePart.PLAYER_NAME, number=1)
        deck_name = Reason.of(FilePart.DECK_NAME)
        assert str(text_problem(BAD, player)) == "the name of player 1 is not valid text"
        assert str(text_problem("x" * 11, deck_name, 10)) == \
            "the deck's name is longer than 10 characters"
        assert text_problem("x" * 10, deck_name, 10) is None

    def test_displayable(self) -> None:
        assert displayable("ok") == "ok"
        assert displayable(BAD) == "Ann\ufffd"
        assert valid_text(displayable(BAD_LOW))


# --------------------------------------------------------------------------- every field


DECK_FIELDS: list[tuple[tuple[Any, ...], str]] = [
    (("name",), "the deck's name is not valid text"),
    (("description",), "the deck's description is not valid text"),
    (("id",), "the deck's id is not valid text"),
    (("pieces", 0, "id"), "the id of piece 1 is not valid text"),
    (("pieces", 3, "name"), "the name of piece L3 is not valid text"),
    (("pieces", 0, "colour"), "#rrggbb"),
    (("puzzles", 5, "id"), "the id of puzzle 6 is not valid text"),
]


class TestSurrogatesAreRefusedAtLoad:
    @pytest.mark.parametrize(("path", "message"), DECK_FIELDS)
    @pytest.mark.parametrize("bad", [BAD, BAD_LOW])
    def test_deck_files(self, path: tuple[Any, ...], message: str, bad: str, tmp_path: Path
                        ) -> None:
        data = mutate(deck_json(), path, bad)
        with pytest.raises(InvalidDeck, match=message.replace("#", "\\#")):
            deck_from_bytes(blob(data))
        file = tmp_path / "d.pldeck"
        file.write_bytes(blob(data))
        with pytest.raises(InvalidDeck, match=r"not valid text|#rrggbb"):
            read_deck(file)

    @pytest.mark.parametrize(("path", "message"), DECK_FIELDS)
    def test_a_deck_inside_a_record_and_a_save(self, path: tuple[Any, ...], message: str
                                               ) -> None:
        data = save_json()
        data["deck_data"] = mutate(deck_json(), path, BAD)
        with pytest.raises(InvalidRecord, match="the embedded deck is invalid"):
            parse_record_bytes(blob({k: v for k, v in data.items() if k != "app"}))
        with pytest.raises(InvalidSave, match="the embedded deck is invalid"):
            load_save_bytes(blob(data))

    @pytest.mark.parametrize(
        ("path", "message"),
        [
            (("players", 1), "the name of player 2 is not valid text"),
            (("comment",), "a field the game does not know holds text that is not valid"),
            (("app", "view", "note"), "the view setting 'note' is not valid text"),
            (("app", "view", "seat_order"), "not valid text"),
            (("app", "saved_at"), "the save's 'saved_at' is not valid text"),
            (("app", "app_version"), "the save's 'app_version' is not valid text"),
            (("app", "origin"), "the save's 'origin' is not valid text"),
        ],
    )
    def test_records_and_saves(self, path: tuple[Any, ...], message: str) -> None:
        data = save_json()
        mutate(data, path, [BAD] if path[-1] == "seat_order" else BAD)
        if path[0] == "players":
            data["app"]["seats"][1]["name"] = BAD
        with pytest.raises(InvalidSave, match=message):
            load_save_bytes(blob(data))
        if path[0] != "app":
            record = {k: v for k, v in data.items() if k != "app"}
            with pytest.raises(InvalidRecord, match=message):
                parse_record_bytes(blob(record))

    def test_a_view_setting_name(self) -> None:
        data = save_json()
        data["app"]["view"][BAD] = 1
        with pytest.raises(InvalidSave, match="the name of a view setting is not valid text"):
            load_save_bytes(blob(data))

    def test_a_seat_name_in_the_save_and_in_the_settings(self, tmp_path: Path) -> None:
        data = save_json()
        data["app"]["seats"][0]["name"] = BAD
        with pytest.raises(InvalidSave, match="seat 1: the seat's name is not valid text"):
            load_save_bytes(blob(data))
        with pytest.raises(ValueError, match="not valid text"):
            SeatConfig.from_json({"name": BAD})

    def test_every_string_of_a_deck(self) -> None:
        """The whole class: any string of a deck file replaced by one with a lone surrogate is
        refused with InvalidDeck, or (a field the game ignores) gives a deck that writes."""
        base = deck_json()
        paths = [p for p in json_paths(base) if p and isinstance(_get(base, p), str)]
        keys = [p for p in json_paths(base) if p and isinstance(_get(base, p[:-1]), dict)]
        assert len(paths) > 300
        for path in paths:
            _refused_or_writable(mutate(deck_json(), path, _get(base, path) + "\ud800"))
        for path in keys:  # a key with a surrogate: an unknown field
            data = deck_json()
            parent = _get(data, path[:-1])
            parent[str(path[-1]) + "\udc80"] = parent.pop(path[-1])
            _refused_or_writable(data)

    @settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.data())
    def test_any_string_of_a_save(self, data: st.DataObject) -> None:
        base = save_json()
        paths = [p for p in json_paths(base) if p and isinstance(_get(base, p), str)]
        path = data.draw(st.sampled_from(paths))
        where = data.draw(st.integers(0, len(_get(base, path))))
        text: str = _get(base, path)
        mutated = mutate(save_json(), path, text[:where] + "\udbff" + text[where:])
        try:
            save = load_save_bytes(blob(mutated))
        except InvalidSave as exc:
            assert str(exc)
            return
        save_to_bytes(save)  # what loads, writes


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


def _refused_or_writable(data: Any) -> None:
    try:
        deck = deck_from_bytes(blob(data))
    except InvalidDeck as exc:
        assert str(exc)
        return
    assert valid_text(deck_to_bytes(deck).decode("utf-8"))


class TestListingsAndSettings:
    def test_history_lists_the_game_with_its_error(self, tmp_path: Path) -> None:
        data = save_json()
        data["app"]["result"] = {"finished": False, "scores": [0, 0], "winners": [],
                                 "actions": 30}
        good = tmp_path / "good.plsave"
        good.write_bytes(blob(data))
        assert read_entry(good).error is None
        data["players"][0] = data["app"]["seats"][0]["name"] = BAD
        bad = tmp_path / "bad.plsave"
        bad.write_bytes(blob(data))
        entry = read_entry(bad)
        assert entry.error is not None and "not valid text" in str(entry.error)
        assert entry.players == ()

    def test_deck_library_lists_the_deck_with_its_error(self) -> None:
        write_deck(classic_deck(), decks_dir() / "good.pldeck")
        (decks_dir() / "bad.pldeck").write_bytes(blob(mutate(deck_json(), ("name",), BAD)))
        weird = decks_dir() / "caf\udce9.pldeck"  # a file name that is not UTF-8
        weird.write_bytes(b"not json")
        entries = {e.path.name if e.path else "": e for e in list_decks()}
        assert entries["good.pldeck"].ok
        assert str(entries["bad.pldeck"].error) == "the deck's name is not valid text"
        shown = entries[weird.name].name
        assert valid_text(shown) and shown == "caf\ufffd.pldeck"

    def test_settings_fall_back(self, tmp_path: Path) -> None:
        s = Settings.at_path(str(tmp_path / "s.ini"))
        s.store.setValue(
            "game/last_setup", json.dumps({"seats": [{"name": BAD}], "deck_id": "x"})
        )
        assert s.last_setup() is None
        s.store.setValue("game/last_setup", json.dumps({"seats": [{"name": "Ann"}]}))
        setup = s.last_setup()
        assert setup is not None and setup.seats[0].name == "Ann"

    def test_project_l_replay_exits_2(self, tmp_path: Path) -> None:
        data = save_json()
        data["players"][0] = BAD
        del data["app"]
        path = tmp_path / "game.json"
        path.write_bytes(blob(data))
        done = replay_command(str(path))
        assert done.returncode == 2
        assert "Traceback" not in done.stderr
        assert done.stderr.strip().endswith("the name of player 1 is not valid text")


# --------------------------------------------------------------------------- lengths


LENGTHS: list[tuple[tuple[Any, ...], int, str]] = [
    (("name",), MAX_DECK_NAME, "the deck's name is longer than 80 characters"),
    (("description",), MAX_DECK_DESCRIPTION,
     "the deck's description is longer than 1000 characters"),
    (("id",), MAX_DECK_ID, "the deck's id is longer than 64 characters"),
    (("pieces", 2, "name"), MAX_PIECE_NAME, "the name of piece I3 is longer than 60 characters"),
]


class TestLengthLimits:
    @pytest.mark.parametrize(("path", "limit", "message"), LENGTHS)
    def test_at_the_limit_and_over(self, path: tuple[Any, ...], limit: int, message: str) -> None:
        deck = deck_from_bytes(blob(mutate(deck_json(), path, "é" * limit)))
        assert deck_from_bytes(deck_to_bytes(deck)).to_json() == deck.to_json()
        with pytest.raises(InvalidDeck, match=message):
            deck_from_bytes(blob(mutate(deck_json(), path, "é" * (limit + 1))))

    def test_ids(self) -> None:
        with pytest.raises(InvalidDeck, match="the id of piece 1 is longer than 16"):
            deck_from_bytes(blob(mutate(deck_json(), ("pieces", 0, "id"), "P" * (MAX_ITEM_ID + 1))))
        with pytest.raises(InvalidDeck, match="the id of puzzle 1 is longer than 16"):
            deck_from_bytes(blob(mutate(deck_json(), ("puzzles", 0, "id"), "Z" * 17)))

    def test_the_huge_name_of_the_report(self, tmp_path: Path) -> None:
        """100,000 characters gave a 54 MB PDF; now the file is refused, and says why."""
        path = tmp_path / "huge.pldeck"
        path.write_bytes(blob(mutate(deck_json(), ("name",), "W" * 100_000)))
        with pytest.raises(InvalidDeck, match="longer than 80"):
            read_deck(path)
        done = subprocess.run(
            [sys.executable, "-m", "app.cli", "deck", "validate", str(path)], cwd=ROOT,
            capture_output=True, text=True, timeout=HANG, check=False,
        )
        assert done.returncode == 2
        assert "the deck's name is longer than 80 characters" in done.stderr
        assert len(done.stderr) < 300

    def test_a_save_with_an_over_long_deck(self) -> None:
        data = save_json()
        data["deck_data"] = mutate(deck_json(), ("pieces", 0, "name"), "n" * 61)
        with pytest.raises(InvalidSave, match="longer than 60 characters"):
            load_save_bytes(blob(data))

    def test_the_writer_refuses_what_the_reader_would(self, tmp_path: Path) -> None:
        from dataclasses import replace

        deck = replace(classic_deck(), name="N" * 81, id="custom-2")
        with pytest.raises(InvalidDeck, match="longer than 80"):
            write_deck(deck, tmp_path / "long.pldeck")
        assert not (tmp_path / "long.pldeck").exists()


# --------------------------------------------------------------------------- the editor


@pytest.fixture
def editor(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    from editor.window import EditorWindow

    shown: list[str] = []

    def info(parent: Any, title: str, text: str, *args: Any, **kw: Any) -> Any:
        shown.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "information", staticmethod(info))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: int(QMessageBox.StandardButton.Discard.value))
    window = EditorWindow()
    qtbot.addWidget(window)
    window.shown_messages = shown  # type: ignore[attr-defined]
    monkeypatch.setattr(
        QInputDialog, "getText", staticmethod(lambda *a, **k: ("My deck", True))
    )
    window.files.new_deck()
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.stack.setClean()


def _paste(widget: Any, text: str) -> None:
    clipboard = QGuiApplication.clipboard()
    clipboard.setText(text)
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


class TestEditorFields:
    def test_deck_name_typing_stops_and_a_paste_is_cut_with_a_note(self, editor: Any) -> None:
        page = editor.deck_page
        editor.tabs.setCurrentWidget(page)
        edit, note = page.name_edit, page.name_note
        edit.selectAll()
        QTest.keyClicks(edit, "t" * (MAX_DECK_NAME + 5))
        assert edit.text() == "t" * MAX_DECK_NAME
        edit.selectAll()
        _paste(edit, "p" * 300)
        assert edit.text() == "p" * MAX_DECK_NAME
        assert note.isVisible() and "80" in note.text()
        QTest.keyClick(edit, Qt.Key.Key_Return)
        assert editor.doc.name == "p" * MAX_DECK_NAME
        QTest.keyClick(edit, Qt.Key.Key_Backspace)
        assert not note.isVisible()
        editor.stack.undo()
        assert editor.doc.name == "My deck"

    def test_deck_description_paste_is_cut_at_the_cursor(self, editor: Any) -> None:
        page = editor.deck_page
        editor.tabs.setCurrentWidget(page)
        edit, note = page.description_edit, page.description_note
        edit.setFocus()
        QTest.keyClicks(edit, "start end")
        cursor = edit.textCursor()
        cursor.setPosition(len("start "))
        edit.setTextCursor(cursor)
        _paste(edit, "x" * 5000)
        text = edit.toPlainText()
        assert len(text) == MAX_DECK_DESCRIPTION
        assert text.startswith("start x") and text.endswith("xend")
        assert note.isVisible()
        assert editor.doc.description == text
        assert edit.textCursor().position() == MAX_DECK_DESCRIPTION - len("end")

    def test_piece_name(self, editor: Any) -> None:
        page = editor.piece_page
        editor.tabs.setCurrentWidget(page)
        page.name_edit.selectAll()
        _paste(page.name_edit, "q" * 100)
        assert page.name_edit.text() == "q" * MAX_PIECE_NAME
        assert page.name_note.isVisible()
        QTest.keyClick(page.name_edit, Qt.Key.Key_Return)
        assert editor.doc.piece(page.current_id()).name == "q" * MAX_PIECE_NAME

    def test_puzzle_id(self, editor: Any) -> None:
        page = editor.puzzle_page
        editor.tabs.setCurrentWidget(page)
        page.add_puzzle("white")
        assert page.current_id() is not None
        page.id_edit.selectAll()
        _paste(page.id_edit, "Z" * 40)
        assert page.id_edit.text() == "Z" * MAX_ITEM_ID
        assert page.id_note.isVisible()

    def test_a_pasted_surrogate_never_gets_in(self, editor: Any) -> None:
        from editor.limits import LimitedText

        validator = LimitedText(10)
        state: QValidator.State
        text: str
        pos: int
        state, text, pos = validator.validate("ab\ud800cd", 3)  # type: ignore[misc]
        assert state == QValidator.State.Acceptable
        assert text == "abcd" and pos <= 4
        state, text, pos = validator.validate("a" * 12, 12)  # type: ignore[misc]
        assert state == QValidator.State.Acceptable
        assert text == "a" * 10 and pos == 10

    def test_new_and_duplicate_deck_names_are_cut(
        self, editor: Any, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setattr(
            QInputDialog, "getText", staticmethod(lambda *a, **k: ("L" * 200, True))
        )
        editor.stack.setClean()
        editor.files.new_deck()
        assert editor.doc.name == "L" * MAX_DECK_NAME
        assert any("80" in m for m in editor.shown_messages)
        editor.stack.setClean()
        monkeypatch.setattr(
            QInputDialog, "getText", staticmethod(lambda parent, title, label, text="", **k:
                                                  (text, True))
        )
        editor.files.duplicate_deck()  # "<80 Ls> (my copy)" is over the limit
        assert editor.doc.name == "L" * MAX_DECK_NAME
        assert valid_text(editor.doc.name)
