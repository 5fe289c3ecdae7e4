"""The editor's safety nets, driven through its widgets: the autosave and the restore after a
crash, the remembered layout and last deck, changes to deck files made outside the editor."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from editorkit import Dialogs, dialogs, open_editor
from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from test_editor import stroke
from waiting import settle

from app.core.deck_library import read_deck, write_deck
from app.core.paths import autosave_dir, decks_dir
from app.model.deck_autosave import (
    AUTOSAVE_SUFFIX,
    DeckAutosaveSlot,
    autosave_from_bytes,
    autosave_to_bytes,
    find_deck_orphans,
)
from app.model.deck_document import DeckDocument
from app.model.settings import Settings
from app.rules import InvalidDeck, Puzzle, classic_deck
from editor.window import EditorWindow

Btn = QMessageBox.StandardButton


__all__ = ["dialogs"]  # the fixture


@pytest.fixture
def window(qtbot: QtBot, dialogs: Dialogs) -> Iterator[EditorWindow]:
    w = open_editor(qtbot, debounce_ms=30)  # the same debounce, shorter: the tests wait less
    yield w
    w.stack.setClean()


def autosaves() -> list[Path]:
    return sorted(autosave_dir().glob(f"*{AUTOSAVE_SUFFIX}"))


def wait_for_the_autosave(qtbot: QtBot, deck_json: object) -> None:
    """Until the one autosave there is holds the deck whose JSON is ``deck_json``."""
    qtbot.waitUntil(lambda: len(autosaves()) == 1, timeout=3000)
    qtbot.waitUntil(
        lambda: autosave_from_bytes(autosaves()[0].read_bytes()).deck.to_json() == deck_json,
        timeout=3000,
    )


def start_after_a_crash(qtbot: QtBot, w: EditorWindow) -> EditorWindow:
    """``w`` crashes (:func:`crash`) and the editor is started again: the new window, not shown
    yet."""
    crash(w)
    fresh = EditorWindow()
    qtbot.addWidget(fresh)
    return fresh


def crash(w: EditorWindow) -> None:
    """What a crash leaves: the autosave file, and no process holding its lock."""
    w.document.autosave_timer.stop()
    assert w.document.autosave_slot is not None
    w.document.release_autosave()
    w.stack.setClean()  # the dead window is closed by the test's teardown without asking
    w.hide()


def three_puzzle_draft(qtbot: QtBot, w: EditorWindow, dialogs: Dialogs) -> None:
    """A new deck with 3 puzzles (a draft: far from playable), built through the editor."""
    dialogs.text = "Crash draft"
    w.registry.action("new").trigger()
    w.registry.action("add_white").trigger()
    stroke(w.puzzle_page.card_view, [(0, 0), (0, 1), (1, 1)])
    w.registry.action("add_white").trigger()
    stroke(w.puzzle_page.card_view, [(2, 2), (2, 3)])
    w.registry.action("add_black").trigger()  # left empty: not even a valid puzzle yet


class TestAutosave:
    def test_a_draft_with_3_puzzles_is_autosaved_after_a_crash_and_restored(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs
    ) -> None:
        three_puzzle_draft(qtbot, window, dialogs)
        doc = window.doc
        assert doc is not None and len(doc.puzzles) == 3
        before = doc.deck().to_json()
        wait_for_the_autosave(qtbot, before)

        # the next start offers it, saying which deck; Restore brings it back, modified
        fresh = start_after_a_crash(qtbot, window)
        dialogs.answer = Btn.Open
        dialogs.shown.clear()
        assert fresh.files.offer_restore()
        assert len(dialogs.shown) == 1 and "Crash draft" in dialogs.shown[0]
        restored = fresh.doc
        # a new deck has its file in the library from the start: the restored one keeps it
        assert restored is not None and restored.path == doc.path is not None
        assert [p.id for p in restored.puzzles] == [p.id for p in doc.puzzles]
        assert restored.deck().to_json() == before
        assert restored.puzzles[2].mask == 0  # the unfinished puzzle is back as it was
        assert fresh.is_modified()
        assert "*" in fresh.windowTitle() or fresh.isWindowModified()
        # it keeps autosaving in the same file, which another start does not offer meanwhile
        assert fresh.document.autosave_slot is not None and fresh.document.autosave_slot.path == autosaves()[0]
        assert find_deck_orphans() == []
        # a save of the restored draft is a clean end: the autosave goes
        fresh.stack.setClean()
        fresh.document.write_autosave()
        assert autosaves() == []

    def test_discard_deletes_the_autosave_and_later_keeps_it(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs
    ) -> None:
        three_puzzle_draft(qtbot, window, dialogs)
        qtbot.waitUntil(lambda: len(autosaves()) == 1, timeout=3000)
        later = start_after_a_crash(qtbot, window)
        dialogs.answer = Btn.Cancel
        assert not later.files.offer_restore()
        assert len(autosaves()) == 1 and later.doc is None
        dialogs.answer = Btn.Discard
        assert not later.files.offer_restore()
        assert autosaves() == []

    def test_a_clean_close_and_a_save_leave_no_autosave(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs, tmp_path: Path
    ) -> None:
        three_puzzle_draft(qtbot, window, dialogs)
        qtbot.waitUntil(lambda: len(autosaves()) == 1, timeout=3000)
        dialogs.answer = Btn.Discard  # "Unsaved changes": discard them
        assert window.close()
        assert autosaves() == []

    def test_an_editor_that_runs_holds_its_autosave(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs
    ) -> None:
        three_puzzle_draft(qtbot, window, dialogs)
        qtbot.waitUntil(lambda: len(autosaves()) == 1, timeout=3000)
        # a second editor starting now does not offer (or take) the first one's deck
        assert find_deck_orphans() == []
        other = DeckAutosaveSlot()
        assert other.path != autosaves()[0]
        other.release()

    def test_a_deck_of_a_file_is_restored_to_that_file(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs, tmp_path: Path
    ) -> None:
        path = write_deck(classic_deck(), tmp_path / "mine.pldeck")
        assert window.open_path(path)
        window.deck_page.name_edit.setText("Renamed")
        window.deck_page.name_edit.editingFinished.emit()
        qtbot.waitUntil(lambda: len(autosaves()) == 1, timeout=3000)
        fresh = start_after_a_crash(qtbot, window)
        dialogs.answer = Btn.Open
        assert fresh.files.offer_restore()
        assert fresh.doc is not None and fresh.doc.path == path and fresh.doc.name == "Renamed"
        assert fresh.is_modified()
        fresh.stack.setClean()


def second_default_size() -> QSize:
    w = EditorWindow()
    size = w.size()
    w.deleteLater()
    return size


class TestRemembered:
    def test_geometry_splitters_and_the_last_deck_come_back(
        self, qtbot: QtBot, dialogs: Dialogs, tmp_path: Path
    ) -> None:
        settings = Settings.at_path(str(tmp_path / "editor.ini"))
        path = write_deck(classic_deck(), tmp_path / "last.pldeck")
        first = EditorWindow(settings=settings)
        qtbot.addWidget(first)
        first.show()
        qtbot.waitExposed(first)
        assert first.open_path(path)
        first.resize(960, 640)
        size = first.size()
        assert size != second_default_size()
        split = first.splitters()["puzzles"]
        sizes = split.sizes()
        split.setSizes([sizes[0] + 60, sizes[1] - 60, sizes[2]])
        wanted = split.sizes()
        assert first.close()
        assert settings.last_deck() == str(path)
        assert isinstance(settings.splitter_state("editor/puzzles"), QByteArray)

        second = EditorWindow(settings=settings)
        qtbot.addWidget(second)
        second.restore_layout(QRect(0, 0, 1920, 1080))  # a screen that holds it
        second.show()
        qtbot.waitExposed(second)
        assert second.open_last()
        assert second.doc is not None and second.doc.path == path
        assert second.size() == size
        assert second.splitters()["puzzles"].sizes() == wanted

    def test_a_last_deck_that_is_gone_opens_nothing(
        self, qtbot: QtBot, dialogs: Dialogs, tmp_path: Path
    ) -> None:
        settings = Settings.at_path(str(tmp_path / "editor.ini"))
        settings.set_last_deck(str(tmp_path / "gone.pldeck"))
        w = EditorWindow(settings=settings)
        qtbot.addWidget(w)
        assert not w.open_last() and w.doc is None
        assert dialogs.shown == []


class TestChangesOnDisk:
    def test_the_library_lists_a_deck_written_by_another_program(
        self, qtbot: QtBot, window: EditorWindow
    ) -> None:
        def names() -> list[str]:
            return [window.library.list.item(i).text() for i in range(window.library.list.count())]

        assert not any("Outside" in n for n in names())
        deck = classic_deck()
        outside = DeckDocument(deck).duplicate("Outside deck").deck()
        write_deck(outside, decks_dir() / "outside.pldeck")
        qtbot.waitUntil(lambda: any("Outside deck" in n for n in names()), timeout=5000)

    def test_an_open_deck_changed_on_disk_is_reloaded_when_asked(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs
    ) -> None:
        path = write_deck(classic_deck(), decks_dir() / "shared.pldeck")
        assert window.open_path(path)
        other = DeckDocument.open_file(path)
        other.set_name("Changed elsewhere")
        dialogs.answer = Btn.Reset
        dialogs.shown.clear()
        other.save()
        qtbot.waitUntil(lambda: window.doc is not None and window.doc.name == "Changed elsewhere",
                        timeout=5000)
        assert len(dialogs.shown) == 1 and "outside the editor" in dialogs.shown[0]
        assert "not saved" not in dialogs.shown[0]
        assert not window.is_modified()

    def test_unsaved_changes_are_kept_unless_the_user_reloads(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs
    ) -> None:
        path = write_deck(classic_deck(), decks_dir() / "shared.pldeck")
        assert window.open_path(path)
        window.deck_page.name_edit.setText("Mine")
        window.deck_page.name_edit.editingFinished.emit()
        assert window.is_modified()
        dialogs.answer = Btn.Cancel
        dialogs.shown.clear()
        other = DeckDocument.open_file(path)
        other.set_name("Theirs")
        other.save()
        qtbot.waitUntil(lambda: len(dialogs.shown) == 1, timeout=5000)
        assert "not saved" in dialogs.shown[0]
        assert window.doc is not None and window.doc.name == "Mine" and window.is_modified()
        assert read_deck(path).name == "Theirs"

    def test_the_editors_own_save_asks_nothing(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs
    ) -> None:
        path = write_deck(classic_deck(), decks_dir() / "own.pldeck")
        assert window.open_path(path)
        window.deck_page.name_edit.setText("Saved here")
        window.deck_page.name_edit.editingFinished.emit()
        dialogs.shown.clear()
        assert window.files._write(path)
        # the disk watcher tells of the change (whenever the system gets round to it): the
        # editor knows its own save and asks nothing
        window.document._on_disk_file_changed(str(path))
        window.document._look_at_disk()
        settle()
        assert dialogs.shown == [] and read_deck(path).name == "Saved here"



class TestRename:
    def test_a_piece_id_is_renamed_and_its_puzzles_follow_undoably(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs
    ) -> None:
        window.files.duplicate_deck()
        doc = window.doc
        assert doc is not None and not doc.read_only
        uses = doc.uses_of_piece("L3")
        assert uses and "L3" not in doc.setup.starting_supply
        window.tabs.setCurrentWidget(window.piece_page)
        page = window.piece_page
        page.select("I2")  # in the starting supply too
        page.id_edit.setText("Domino")
        page.id_edit.editingFinished.emit()
        assert doc.has_piece("Domino") and not doc.has_piece("I2")
        assert doc.setup.starting_supply == ("O1", "Domino")
        page.select("L3")
        page.id_edit.setText("Corner")
        page.id_edit.editingFinished.emit()
        assert page.current_id() == "Corner"
        assert doc.uses_of_piece("Corner") == uses and doc.uses_of_piece("L3") == ()
        assert all(doc.puzzle(z).reward == "Corner" for z in uses)
        assert "L3" in window.stack.undoText() and "Corner" in window.stack.undoText()
        window.stack.undo()
        assert doc.has_piece("L3") and doc.uses_of_piece("L3") == uses
        window.stack.undo()
        assert doc.setup.starting_supply == ("O1", "I2")
        window.stack.redo()
        window.stack.redo()
        assert doc.uses_of_piece("Corner") == uses

    def test_a_taken_or_bad_piece_id_is_refused_with_a_message(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs
    ) -> None:
        window.files.duplicate_deck()
        doc = window.doc
        assert doc is not None
        page = window.piece_page
        window.tabs.setCurrentWidget(page)
        page.select("L3")
        puzzle = doc.puzzles[0].id
        for taken in ("I2", puzzle):
            page.id_edit.setText(taken)
            page.id_edit.editingFinished.emit()
            assert page.id_error.isVisible() and taken in page.id_error.text()
            assert doc.has_piece("L3") and page.id_edit.text() == "L3"
        page.id_edit.setText("   ")
        page.id_edit.editingFinished.emit()
        assert page.id_error.isVisible() and "16" in page.id_error.text()
        # typing past the limit stops there and says so (no silent cut)
        page.id_edit.clear()
        page.id_edit.insert("x" * 30)
        assert page.id_edit.text() == "x" * 16 and page.id_note.isVisible()
        assert "16" in page.id_note.text()
        page.id_edit.editingFinished.emit()
        assert doc.has_piece("x" * 16) and not page.id_error.isVisible()

    def test_the_deck_name_is_renamed_undoably(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs
    ) -> None:
        window.files.duplicate_deck()
        doc = window.doc
        assert doc is not None
        before = doc.name
        window.deck_page.name_edit.setText("Studio deck")
        window.deck_page.name_edit.editingFinished.emit()
        assert doc.name == "Studio deck" and "Studio deck" in window.windowTitle()
        window.stack.undo()
        assert doc.name == before


class TestAutosaveFile:
    def test_an_unfinished_deck_reads_back_exactly(self, tmp_path: Path) -> None:
        doc = DeckDocument.blank("Half done")
        doc.insert_puzzle(Puzzle("W01", "white", 2, "L3", 0b111))
        doc.insert_puzzle(Puzzle("B01", "black", 4, "I2", 0))  # no recessed cell yet
        doc.remove_piece("I2")  # still the reward of B01 and in the starting supply
        deck = doc.deck()
        back = autosave_from_bytes(autosave_to_bytes(deck, tmp_path / "x.pldeck"))
        assert back.path == tmp_path / "x.pldeck"
        assert back.deck.to_json() == deck.to_json()
        assert back.deck.setup.starting_supply == ("O1", "I2")
        assert autosave_from_bytes(autosave_to_bytes(classic_deck(), None)).path is None

    def test_what_is_not_an_autosave_is_refused(self) -> None:
        for blob in (b"", b"[]", b'{"format": "project-l-deck"}', b"\xff",
                     b'{"format": "project-l-editor-autosave", "deck": 3}'):
            with pytest.raises(InvalidDeck):
                autosave_from_bytes(blob)

    def test_an_unreadable_autosave_is_offered_for_discarding_only(
        self, qtbot: QtBot, dialogs: Dialogs
    ) -> None:
        (autosave_dir() / f"deck-broken{AUTOSAVE_SUFFIX}").write_bytes(b"{not json")
        w = EditorWindow()
        qtbot.addWidget(w)
        dialogs.answer = Btn.Open  # not one of its buttons: nothing is restored
        assert not w.files.offer_restore() and w.doc is None
        assert "cannot be restored" in dialogs.shown[0]
        dialogs.answer = Btn.Discard
        assert not w.files.offer_restore()
        assert autosaves() == []


class TestDraftLife:
    def test_a_3_puzzle_draft_is_saved_reopened_autosaved_after_a_crash_and_restored(
        self, qtbot: QtBot, window: EditorWindow, dialogs: Dialogs
    ) -> None:
        """The issue's whole story in one go: a draft of 3 puzzles is saved (a draft is saved
        like any deck), reopened in a new editor, changed, the editor crashes, and the next one
        restores the changed draft onto its file."""
        three_puzzle_draft(qtbot, window, dialogs)
        doc = window.doc
        assert doc is not None and len(doc.puzzles) == 3
        window.registry.action("save").trigger()
        path = doc.path
        assert path is not None and path.is_file() and not window.is_modified()
        saved = read_deck(path)
        assert len(saved.puzzles) == 3
        window.close()

        again = EditorWindow()
        qtbot.addWidget(again)
        again.document.autosave_timer.setInterval(30)
        assert again.open_path(str(path))
        reopened = again.doc
        assert reopened is not None and reopened.path == path
        assert [p.id for p in reopened.puzzles] == [p.id for p in doc.puzzles]
        again.show()
        qtbot.waitExposed(again)
        again.registry.action("add_white").trigger()  # a change after reopening: the autosave follows
        stroke(again.puzzle_page.card_view, [(4, 4)])
        changed = again.doc
        assert changed is not None and len(changed.puzzles) == 4
        after = changed.deck().to_json()
        wait_for_the_autosave(qtbot, after)

        fresh = start_after_a_crash(qtbot, again)
        dialogs.answer = Btn.Open
        assert fresh.files.offer_restore()
        restored = fresh.doc
        assert restored is not None and restored.path == path
        assert restored.deck().to_json() == after and fresh.is_modified()
        assert len(read_deck(path).puzzles) == 3  # the file keeps the saved draft until saved
        fresh.stack.setClean()
