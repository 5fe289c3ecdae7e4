"""Drafts: any deck can be saved; its file records its state; the library, the new-game dialog
and ``project-l deck validate`` tell drafts from playable decks, per player count."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from editorkit import Dialogs
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_editor import stroke

from app.cli import main as cli_main
from app.core.deck_library import (
    import_deck,
    library_path,
    list_decks,
    read_deck_file,
    write_deck,
)
from app.core.setup import GameSetup, SeatConfig
from app.core.validation import SOLO, Lack, Shortfall, readiness, validate_deck
from app.rules import (
    Deck,
    DeckFileState,
    InvalidDeck,
    cells_to_mask,
    classic_deck,
    deck_file_from_bytes,
    deck_from_bytes,
    deck_to_bytes,
    record_from_json,
)
from app.table.newgame import NewGameDialog
from editor.window import EditorWindow


def draft_of(deck: Deck, whites: int, blacks: int, name: str = "Draft") -> Deck:
    """The classic deck cut to its first ``whites`` white and ``blacks`` black puzzles."""
    keep = set(deck.whites[:whites]) | set(deck.blacks[:blacks])
    return Deck(name=name, shapes=deck.shapes, setup=deck.setup, id="custom-" + name,
                puzzles=tuple(p for p in deck.puzzles if p.id in keep))


def three_puzzles() -> Deck:
    return draft_of(classic_deck(), 3, 0, "Three")


class TestStateField:
    def test_a_draft_records_its_state_and_reads_back_exactly(self, tmp_path: Path) -> None:
        deck = three_puzzles()
        path = write_deck(deck, tmp_path / "d.pldeck")
        data = json.loads(path.read_bytes())
        assert data["state"] == "draft" and data["playable_for"] == []
        again, recorded = read_deck_file(path)
        assert again.to_json() == deck.to_json()
        assert recorded == DeckFileState("draft", frozenset())

    def test_a_playable_deck_records_it(self, tmp_path: Path) -> None:
        path = write_deck(classic_deck(), tmp_path / "c.pldeck")
        data = json.loads(path.read_bytes())
        assert data["state"] == "playable" and data["playable_for"] == [1, 2, 3, 4]
        assert list(data)[:4] == ["format", "version", "state", "playable_for"]

    def test_a_draft_may_hold_what_the_editor_holds_but_no_game_reads_it(self) -> None:
        base = classic_deck()
        empty = replace(base.puzzles[0], mask=0)
        lost = replace(base.puzzles[1], reward="GONE")
        deck = Deck(name="Odd", shapes=base.shapes[:-1], puzzles=(empty, lost),
                    setup=replace(base.setup, starting_supply=("O1", "NOPE")))
        blob = deck_to_bytes(deck, "draft", ())
        again, recorded = read_deck_file_bytes(blob)
        assert again.to_json() == deck.to_json() and recorded.state == "draft"
        ready = readiness(again, recorded)
        assert ready.draft and not ready.playable_for
        assert Shortfall(Lack.FIXES, 2) in ready.lacks(2)
        with pytest.raises(InvalidDeck):  # games (records, the engine) read decks strictly
            deck_from_bytes(blob)

    def test_a_file_without_state_works_it_out(self, tmp_path: Path) -> None:
        old = tmp_path / "old.pldeck"
        old.write_bytes(deck_to_bytes(classic_deck()))  # as the program wrote decks before
        assert "state" not in json.loads(old.read_bytes())
        deck, recorded = read_deck_file(old)
        assert recorded == DeckFileState()
        assert readiness(deck, recorded).state == "playable"
        small = tmp_path / "small.pldeck"
        small.write_bytes(deck_to_bytes(three_puzzles()))
        deck, recorded = read_deck_file(small)
        assert readiness(deck, recorded).state == "draft"

    @pytest.mark.parametrize("state", [5, None, "PLAYABLE", ["playable"], {"a": 1}, "\u0000"])
    @pytest.mark.parametrize("counts", [[2, 9], "all", [True], [2.0], None, [1] * 5])
    def test_odd_values_are_ignored(self, state: object, counts: object) -> None:
        data = classic_deck().to_json()
        data["state"], data["playable_for"] = state, counts
        deck, recorded = read_deck_file_bytes(json.dumps(data).encode())
        assert recorded == DeckFileState()
        assert readiness(deck, recorded).state == "playable"

    def test_a_file_cannot_claim_a_draft_playable(self) -> None:
        blob = deck_to_bytes(three_puzzles(), "playable", (1, 2, 3, 4))
        deck, recorded = read_deck_file_bytes(blob)
        ready = readiness(deck, recorded)
        assert ready.draft and not ready.playable_for

    def test_a_recorded_draft_keeps_what_only_the_solver_knew(self) -> None:
        # 16 blacks and all the whites, but saved as a draft that plays with no count
        deck = classic_deck()
        assert readiness(deck, DeckFileState("draft", frozenset())).playable_for == frozenset()
        assert readiness(deck, DeckFileState("draft", frozenset({2}))).playable_for == {2}
        assert readiness(deck, DeckFileState("draft")).playable_for == frozenset()


def read_deck_file_bytes(blob: bytes) -> tuple[Deck, DeckFileState]:
    return deck_file_from_bytes(blob)


class TestPlayerCounts:
    def test_fourteen_blacks_play_with_two_three_and_solo(self) -> None:
        deck = draft_of(classic_deck(), 32, 14)
        ready = readiness(deck, report=validate_deck(deck))
        assert ready.draft
        assert ready.playable_for == {SOLO, 2, 3}
        assert ready.lacks(4) == (Shortfall(Lack.BLACK, 4, 2),)

    def test_few_whites_lack_for_solo_only(self) -> None:
        deck = draft_of(classic_deck(), 10, 20)
        ready = readiness(deck)
        assert ready.playable_for == {2, 3, 4}
        assert ready.lacks(SOLO) == (Shortfall(Lack.WHITE, SOLO, 5),)

    def test_an_unfillable_puzzle_plays_with_nobody(self) -> None:
        base = classic_deck()
        # one recessed square at each corner: no piece of the deck fills it with one...
        mask = cells_to_mask([(0, 0), (0, 4), (4, 0), (4, 4)])
        shapes = tuple(s for s in base.shapes if s.id != "O1")
        start = ("I2",)
        puzzles = (replace(base.puzzles[0], mask=mask, reward="I2"), *(
            replace(p, reward="I2") if p.reward == "O1" else p for p in base.puzzles[1:]))
        deck = Deck(name="x", shapes=shapes, puzzles=puzzles,
                    setup=replace(base.setup, starting_supply=start))
        report = validate_deck(deck)
        assert not report.ok
        assert readiness(deck, report=report).playable_for == frozenset()


class TestLibrary:
    def test_playable_decks_first_then_drafts(self) -> None:
        write_deck(three_puzzles(), library_path("Aaa draft"))
        write_deck(replace_name(classic_deck(), "Zzz playable"), library_path("Zzz"))
        entries = list_decks(include_classic=True)
        names = [e.name for e in entries]
        assert names == ["Classic (first edition)", "Zzz playable", "Three"]
        states = [r.state for e in entries if (r := e.readiness()) is not None]
        assert states == ["playable", "playable", "draft"]

    def test_import_keeps_a_draft_a_draft(self, tmp_path: Path) -> None:
        src = write_deck(three_puzzles(), tmp_path / "x.pldeck")
        new = import_deck(src)
        deck, recorded = read_deck_file(new)
        assert recorded.state == "draft" and len(deck.puzzles) == 3

    def test_import_copies_a_file_that_records_no_state_as_it_is(self, tmp_path: Path) -> None:
        src = tmp_path / "old.pldeck"
        src.write_bytes(deck_to_bytes(replace_name(classic_deck(), "Old")))
        new = import_deck(src)
        assert new.read_bytes() == src.read_bytes()

    def test_the_editor_library_marks_drafts(
        self, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        Dialogs(monkeypatch)
        write_deck(three_puzzles(), library_path("Three"))
        window = EditorWindow()
        qtbot.addWidget(window)
        texts = [window.library.list.item(i).text()
                 for i in range(window.library.list.count())]
        assert texts[-1].startswith("Three\nDraft · 3 puzzles")
        assert "Draft" not in texts[0]
        tip = window.library.list.item(len(texts) - 1).toolTip()
        assert "needs 12 more black puzzles for 2 players" in tip
        assert "needs 12 more white puzzles for the solo game" in tip


def replace_name(deck: Deck, name: str) -> Deck:
    return Deck(name=name, shapes=deck.shapes, puzzles=deck.puzzles, setup=deck.setup,
                id="custom-" + name)


class TestNewGameDialog:
    def test_the_list_follows_the_player_count(self, qtbot: QtBot) -> None:
        write_deck(draft_of(classic_deck(), 32, 14, "Fourteen"), library_path("Fourteen"))
        write_deck(three_puzzles(), library_path("Three"))
        dialog = NewGameDialog(GameSetup((SeatConfig("Ann"), SeatConfig("Bob"))))
        qtbot.addWidget(dialog)
        model = dialog.deck.model()

        def shown() -> list[tuple[str, bool]]:
            return [(dialog.deck.itemText(i), model.item(i).isEnabled())  # type: ignore[attr-defined]
                    for i in range(dialog.deck.count())]

        assert shown() == [
            ("Classic", True),
            ("Fourteen · Draft", True),
            ("Three — needs 12 more black puzzles for 2 players", False),
        ]
        dialog.deck.setCurrentIndex(1)
        dialog.seat_count.setValue(4)
        assert shown()[1] == ("Fourteen — needs 2 more black puzzles for 4 players", False)
        assert dialog.deck.currentIndex() == 0  # the chosen deck does not play: back to one that does
        dialog.seat_count.setValue(1)
        assert shown()[1] == ("Fourteen · Draft", True)
        assert shown()[2] == ("Three — needs 12 more white puzzles for the solo game; "
                              "needs 10 more black puzzles for the solo game", False)
        dialog.seat_count.setValue(3)
        dialog.deck.setCurrentIndex(1)
        dialog.seed.setText("7")
        setup = dialog.setup()
        assert len(setup.deck.blacks) == 14 and len(setup.seats) == 3
        # the game's record carries the deck and reads back (records read decks strictly)
        again = record_from_json(json.loads(json.dumps(setup.record().to_json())))
        assert again.deck.to_json() == setup.deck.to_json()

    def test_a_deck_that_does_not_play_is_refused(self, qtbot: QtBot) -> None:
        write_deck(three_puzzles(), library_path("Three"))
        dialog = NewGameDialog(GameSetup((SeatConfig("Ann"), SeatConfig("Bob"))))
        qtbot.addWidget(dialog)
        dialog.deck.setCurrentIndex(1)  # as the game does for a deck it was asked to open
        dialog.accept()
        assert dialog.result() == 0
        assert "needs 12 more black puzzles for 2 players" in dialog.error.text()


class TestCommand:
    def test_a_draft_is_reported_as_one(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        path = write_deck(draft_of(classic_deck(), 32, 14), tmp_path / "d.pldeck")
        assert cli_main(["deck", "validate", str(path)]) == 1
        out = capsys.readouterr().out
        assert "draft: a game cannot be played with this deck as it is" in out
        assert "plays with: 2–3 players, solo" in out
        assert "  - needs 2 more black puzzles for 4 players" in out
        assert cli_main(["deck", "validate", "-q", str(path)]) == 1
        assert "draft:" in capsys.readouterr().out

    def test_json_has_the_state(self, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        path = write_deck(three_puzzles(), tmp_path / "d.pldeck")
        assert cli_main(["deck", "validate", "--json", str(path)]) == 1
        out = json.loads(capsys.readouterr().out)
        assert out["state"] == "draft" and out["recorded_state"] == "draft"
        assert out["playable_for"] == []
        assert {"lack": "black", "players": 4, "missing": 16} in out["lacks"]

    def test_a_playable_deck(self, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        path = write_deck(classic_deck(), tmp_path / "c.pldeck")
        assert cli_main(["deck", "validate", "--json", str(path)]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["state"] == "playable" and out["playable_for"] == [1, 2, 3, 4]
        assert out["lacks"] == []
        assert cli_main(["deck", "validate", str(path)]) == 0
        assert "playable: 2–4 players, solo" in capsys.readouterr().out


class TestEditorDraft:
    def test_three_puzzles_saved_closed_and_reopened(
        self, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        dialogs = Dialogs(monkeypatch)
        window = EditorWindow()
        qtbot.addWidget(window)
        window.open_classic()
        window.show()
        qtbot.waitExposed(window)
        dialogs.text = "Three of them"
        window.files.new_deck()
        doc = window.doc
        assert doc is not None and len(doc.puzzles) == 0
        shapes = [[(0, 0), (0, 1)], [(1, 1), (2, 1), (2, 2)], [(4, 4)]]
        for colour, cells in zip(("white", "white", "black"), shapes, strict=True):
            window.registry.action("add_" + colour).trigger()
            stroke(window.puzzle_page.card_view, cells)
        masks = {p.id: p.mask for p in window.doc.puzzles}  # (doc.puzzles was seen empty)
        window.runner.validate_now()
        assert window.status_state.text() == "Draft"
        assert "needs 9 more black puzzles for 4 players" not in window.status_state.toolTip()
        assert "needs 15 more black puzzles for 4 players" in window.status_state.toolTip()
        assert masks == {"W01": cells_to_mask(shapes[0]), "W02": cells_to_mask(shapes[1]),
                         "B01": cells_to_mask(shapes[2])}
        dialogs.shown.clear()
        save = window.registry.action("save")
        qtbot.mouseClick(window.registry.tool_bar("main").widgetForAction(save),
                         Qt.MouseButton.LeftButton)
        assert dialogs.shown == []
        path = doc.path
        assert path is not None and json.loads(path.read_bytes())["state"] == "draft"
        assert window.close()

        again = EditorWindow()
        qtbot.addWidget(again)
        again.show()
        lst = again.library.list
        row = next(i for i in range(lst.count()) if lst.item(i).text().startswith("Three"))
        assert "Draft" in lst.item(row).text()
        lst.setCurrentRow(row)
        qtbot.mouseClick(again.library.open_button, Qt.MouseButton.LeftButton)
        assert again.document.wait_loaded()
        reopened = again.doc
        assert reopened is not None and reopened.path == path and not reopened.read_only
        assert {p.id: p.mask for p in reopened.puzzles} == masks
        assert reopened.deck().to_json() == doc.deck().to_json()
        assert not again.is_modified()
        again.close()


class TestSoloSetup:
    def test_a_solo_deal_under_nine_puzzles_is_a_draft_for_every_game(
        self, tmp_path: Path
    ) -> None:
        """Only a draft may hold it, and a game's record reads its deck as a playable one: a
        2-player game on this deck could not be opened again."""
        base = classic_deck()
        deck = Deck(name="x", shapes=base.shapes, puzzles=base.puzzles, id="x",
                    setup=replace(base.setup, solo=replace(base.setup.solo, white=4, black=4)))
        path = write_deck(deck, tmp_path / "x.pldeck")
        again, recorded = read_deck_file(path)
        assert again.setup.solo.white == 4
        assert recorded == DeckFileState("draft", frozenset())
        ready = readiness(again, DeckFileState())
        assert ready.draft and not ready.playable_for
        with pytest.raises(InvalidDeck):
            deck_from_bytes(path.read_bytes())


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10) | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12,
)


class TestFuzz:
    @settings(max_examples=150, deadline=None)
    @given(state=_json, counts=_json)
    def test_any_state_values_read_or_are_ignored(self, state: object, counts: object) -> None:
        data = three_puzzles().to_json()
        data["state"], data["playable_for"] = state, counts
        deck, recorded = deck_file_from_bytes(json.dumps(data).encode())
        assert recorded.state in (None, "draft", "playable")
        assert recorded.playable_for is None or recorded.playable_for <= {1, 2, 3, 4}
        assert not readiness(deck, recorded).playable_for  # 3 puzzles play with nobody

    @settings(max_examples=150, deadline=None)
    @given(field=st.sampled_from(["pieces", "puzzles", "setup", "reward", "cells", "id"]),
           value=_json)
    def test_a_damaged_draft_is_refused_with_a_reason(self, field: str, value: object) -> None:
        data = three_puzzles().to_json()
        if field in ("reward", "cells", "id"):
            data["puzzles"][0][field] = value
        else:
            data[field] = value
        try:
            deck_file_from_bytes(json.dumps(data).encode())
        except InvalidDeck as exc:
            assert str(exc)
