"""The deck studio's editor (issue 26, section 3), driven through its widgets and checked on
the model: the window over its document, undo and redo wherever the focus is, deleting in the
card grid, several cards at once (select, edit, sort, a table), copy and paste between decks,
a card's fillings, the generator's columns and remembered constraints, files named after their
deck, new decks in the library at once, "Play this deck" listed once, and a large deck opening
without blocking the window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from deck_samples import large_deck
from editorkit import Dialogs, dialogs, held_reads, open_editor
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot
from test_editor import duplicate_classic

from app.core.deck_library import DeckEntry, list_decks, read_deck_file, write_deck
from app.core.paths import decks_dir
from app.model.card_clipboard import MIME_TYPE
from app.model.editor_document import EditorDocument
from app.rules import Deck, classic_deck
from editor.generator_dialog import GeneratorDialog
from editor.puzzle_model import Column
from editor.undo_keys import DeckUndoKeys
from editor.window import EditorWindow

Btn = QMessageBox.StandardButton
ROOT = Path(__file__).resolve().parents[1]


__all__ = ["dialogs"]  # the fixture


@pytest.fixture
def window(qtbot: QtBot, dialogs: Dialogs) -> Iterator[EditorWindow]:
    w = open_editor(qtbot, activate=True)
    yield w
    w.stack.setClean()


def key(widget: QWidget, qtbot: QtBot, sequence: str) -> None:
    """Give ``widget`` the focus in its active window and press a key sequence there."""
    widget.window().activateWindow()
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=3000)
    QTest.keySequence(widget, sequence)


def view_order(window: EditorWindow) -> list[str]:
    page = window.puzzle_page
    return [str(page.sorted.index(r, 0).data(Qt.ItemDataRole.UserRole))
            for r in range(page.sorted.rowCount())]


def click_card(window: EditorWindow, qtbot: QtBot, puzzle_id: str, *,
               ctrl: bool = False) -> None:
    """Click a card in the grid (with Ctrl to add it to the selection)."""
    page = window.puzzle_page
    row = page.model.row_of(puzzle_id)
    assert row is not None
    index = page.sorted.mapFromSource(page.model.index(row, 0))
    page.list.scrollTo(index)
    centre = page.list.visualRect(index).center()
    mod = Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier
    qtbot.mouseClick(page.list.viewport(), Qt.MouseButton.LeftButton, mod, centre)


# ------------------------------------------------------------------ a window over a document


def test_the_window_is_a_thin_view_of_its_document(window: EditorWindow) -> None:
    assert isinstance(window.document, EditorDocument)
    assert window.stack is window.document.stack and window.doc is window.document.doc
    # the deck, the stack, the flag, the autosave and the watch are the document's
    for name in ("_autosave", "_autosave_timer", "watcher", "_known_disk", "_unsaved_new"):
        assert not hasattr(window, name), name
    lines = (ROOT / "editor" / "window.py").read_text(encoding="utf-8").count("\n")
    assert lines < 500, lines


# ------------------------------------------------------------------ undo wherever the focus is


def test_undo_and_redo_keys_work_in_a_text_field(window: EditorWindow, qtbot: QtBot,
                                                 dialogs: Dialogs) -> None:
    doc = duplicate_classic(window, qtbot, dialogs)
    window.tabs.setCurrentWidget(window.piece_page)
    page = window.piece_page
    page.select("O1")
    page.id_edit.setText("A1")
    page.id_edit.editingFinished.emit()
    assert doc.has_piece("A1") and page.id_edit.text() == "A1"
    key(page.id_edit, qtbot, "Ctrl+Z")  # in the id field: the deck's undo
    assert doc.has_piece("O1") and not doc.has_piece("A1")
    assert page.id_edit.text() == "O1"  # the field shows what the deck holds
    key(page.id_edit, qtbot, "Ctrl+Shift+Z")
    assert doc.has_piece("A1") and page.id_edit.text() == "A1"
    key(page.id_edit, qtbot, "Ctrl+Z")
    key(page.id_edit, qtbot, "Ctrl+Y")  # the other redo key too
    assert doc.has_piece("A1")
    # a spin box, on another page: the same
    window.tabs.setCurrentWidget(window.puzzle_page)
    window.puzzle_page.select("W01")
    spin = window.puzzle_page.points_spin
    spin.setValue(7)
    assert doc.puzzle("W01").points == 7
    key(spin, qtbot, "Ctrl+Z")
    assert doc.puzzle("W01").points == 2 and spin.value() == 2


def test_the_undo_keys_watch_the_focused_field_alone(window: EditorWindow, qtbot: QtBot,
                                                     dialogs: Dialogs,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # (a filter on the whole application was a Python call for every event of the program)
    seen: list[QObject] = []
    filtering = DeckUndoKeys.eventFilter
    monkeypatch.setattr(DeckUndoKeys, "eventFilter",
                        lambda self, watched, event: seen.append(watched)
                        or filtering(self, watched, event))
    duplicate_classic(window, qtbot, dialogs)
    window.tabs.setCurrentWidget(window.piece_page)
    field = window.piece_page.id_edit
    key(field, qtbot, "Ctrl+Z")
    assert field in seen  # the focused field is watched
    seen.clear()
    for widget in (window, window.tabs, window.puzzle_page):
        for _ in range(10):
            QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.User))
    assert seen == []


# ------------------------------------------------------------------ deleting keeps the grid


def test_deleting_a_card_keeps_the_card_grid(window: EditorWindow, qtbot: QtBot,
                                             dialogs: Dialogs) -> None:
    doc = duplicate_classic(window, qtbot, dialogs)
    page = window.puzzle_page
    click_card(window, qtbot, "W02")
    key(page.list, qtbot, "Del")
    assert not doc.has_puzzle("W02")
    assert window.tabs.currentWidget() is page and page.current_id() == "W03"
    assert page.list.hasFocus()
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)  # the button too
    assert not doc.has_puzzle("W03") and window.tabs.currentWidget() is page
    window.registry.action("undo").trigger()
    assert doc.has_puzzle("W03") and window.tabs.currentWidget() is page
    window.registry.action("redo").trigger()
    assert window.tabs.currentWidget() is page  # redo of a delete: still the grid


def test_deleting_a_piece_keeps_the_piece_list(window: EditorWindow, qtbot: QtBot,
                                               dialogs: Dialogs) -> None:
    doc = duplicate_classic(window, qtbot, dialogs)
    window.tabs.setCurrentWidget(window.piece_page)
    page = window.piece_page
    page.select("Z4")
    dialogs.answer = Btn.Yes
    dialogs.shown.clear()
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert not doc.has_piece("Z4") and window.tabs.currentWidget() is page
    # the question says what really happens: the deck becomes a draft, it can still be saved
    assert "draft" in dialogs.shown[0] and "before the deck can be saved" not in dialogs.shown[0]
    window.registry.action("undo").trigger()
    window.registry.action("redo").trigger()
    assert window.tabs.currentWidget() is page


# ------------------------------------------------------------------ several cards at once


def test_batch_edit_of_points_reward_and_colour(window: EditorWindow, qtbot: QtBot,
                                                dialogs: Dialogs) -> None:
    doc = duplicate_classic(window, qtbot, dialogs)
    page = window.puzzle_page
    chosen = ["W01", "W09", "W22"]  # 2, 1 and 0 points
    click_card(window, qtbot, chosen[0])
    for pid in chosen[1:]:
        click_card(window, qtbot, pid, ctrl=True)
    assert page.selected_ids() == chosen
    assert page.points_spin.text() == "mixed" and page.reward_combo.currentText() == "(mixed)"
    before = {pid: doc.puzzle(pid) for pid in chosen}
    steps = window.stack.count()
    page.points_spin.setValue(3)
    page.points_spin.setValue(4)
    assert [doc.puzzle(p).points for p in chosen] == [4, 4, 4]
    combo = page.reward_combo
    i = combo.findData("L4")
    combo.setCurrentIndex(i)
    combo.activated.emit(i)
    assert [doc.puzzle(p).reward for p in chosen] == ["L4"] * 3
    assert window.stack.count() == steps + 2  # points (merged), reward
    qtbot.mouseClick(page.black_button, Qt.MouseButton.LeftButton)
    made = ["B21", "B22", "B23"]  # the usual ids follow the colour
    assert all(doc.puzzle(z).colour == "black" for z in made)
    assert not any(doc.has_puzzle(p) for p in chosen)
    assert window.stack.count() == steps + 3
    assert "3 puzzles" in window.stack.undoText()
    for _ in range(3):
        window.registry.action("undo").trigger()
    assert {pid: doc.puzzle(pid) for pid in chosen} == before


def test_sorting_and_the_table_view_leave_the_deck_order(window: EditorWindow, qtbot: QtBot,
                                                         dialogs: Dialogs) -> None:
    doc = duplicate_classic(window, qtbot, dialogs)
    window.runner.validate_now()
    page = window.puzzle_page
    deck_order = [p.id for p in doc.puzzles]
    for name, key_of in (
        ("Points", lambda p: p.points),
        ("Squares", lambda p: p.size),
        ("Reward", lambda p: doc.piece(p.reward).level),
    ):
        page.sort_combo.setCurrentIndex(page.sort_combo.findText(name))
        shown = [doc.puzzle(pid) for pid in view_order(window)]
        assert [key_of(p) for p in shown] == sorted(key_of(p) for p in doc.puzzles), name
    page.sort_combo.setCurrentIndex(page.sort_combo.findText("Difficulty"))
    report = window.runner.report
    assert report is not None
    fewest = [report.puzzles[pid].fewest_pieces for pid in view_order(window)]
    assert fewest == sorted(fewest)  # fewest pieces first
    for a, b in zip(view_order(window), view_order(window)[1:], strict=False):
        sa, sb = report.puzzles[a], report.puzzles[b]
        if sa.fewest_pieces == sb.fewest_pieces:  # then the more ways to fill, the easier
            assert (sa.fillings or 0) >= (sb.fillings or 0), (a, b)
    assert [p.id for p in doc.puzzles] == deck_order  # the deck keeps its order
    page.sort_combo.setCurrentIndex(page.sort_combo.findText("Deck order"))
    assert view_order(window) == deck_order

    # the table: the same cards and selection, a column per figure, sortable by its header
    click_card(window, qtbot, "B07")
    window.registry.action("table_view").trigger()
    assert page.views.currentWidget() is page.table and page.current_id() == "B07"
    model = page.table.model()
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert heads == ["Card", "Colour", "Points", "Reward", "Squares", "Fewest pieces",
                     "Fillings", "Findings"]
    assert all(model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
               for c in range(model.columnCount()))
    row = page.table.currentIndex().row()
    assert model.index(row, Column.FEWEST).data() == str(report.puzzles["B07"].fewest_pieces)
    page.table.horizontalHeader().sectionClicked.emit(Column.POINTS)
    page.table.sortByColumn(Column.POINTS, Qt.SortOrder.AscendingOrder)
    assert page.sort_combo.currentText() == "Points"
    window.registry.action("table_view").trigger()
    assert page.views.currentWidget() is page.list and page.current_id() == "B07"


# ------------------------------------------------------------------ copy and paste


def test_copy_cards_from_one_deck_and_paste_them_into_another(window: EditorWindow,
                                                               qtbot: QtBot,
                                                               dialogs: Dialogs) -> None:
    page = window.puzzle_page
    click_card(window, qtbot, "W05")  # from the read-only classic deck: copying is fine
    click_card(window, qtbot, "B12", ctrl=True)
    key(page.list, qtbot, "Ctrl+C")
    data = QGuiApplication.clipboard().mimeData()
    assert data is not None and data.hasFormat(MIME_TYPE)
    assert '"project-l-puzzles"' in data.text()  # readable as text too
    dialogs.text = "Receiver"
    window.files.new_deck()
    doc = window.doc
    assert doc is not None and doc.name == "Receiver" and not doc.puzzles
    key(page.list, qtbot, "Ctrl+V")
    classic = classic_deck()
    assert [(p.id, p.mask, p.reward) for p in doc.puzzles] == [
        ("W05", classic.puzzle_by_id["W05"].mask, "I4"),
        ("B12", classic.puzzle_by_id["B12"].mask, "I3")]
    assert page.selected_ids() == ["W05", "B12"]
    key(page.list, qtbot, "Ctrl+V")  # again: the copies get free ids
    assert [p.id for p in doc.puzzles] == ["W05", "W06", "B12", "B13"]
    window.registry.action("undo").trigger()  # one step per paste
    assert [p.id for p in doc.puzzles] == ["W05", "B12"]
    assert "Pasted" in window.statusBar().currentMessage() or window.stack.count() == 1


def test_pasting_something_else_says_so(window: EditorWindow, qtbot: QtBot,
                                        dialogs: Dialogs) -> None:
    doc = duplicate_classic(window, qtbot, dialogs)
    QGuiApplication.clipboard().setText('{"format": "project-l-puzzles", "version": 1}')
    before = len(doc.puzzles)
    window.registry.action("paste").trigger()
    assert len(doc.puzzles) == before and window.stack.count() == 0
    assert "no puzzle cards" in window.statusBar().currentMessage()


# ------------------------------------------------------------------ one filling of a card


def test_show_a_filling_and_step_through_others(window: EditorWindow, qtbot: QtBot,
                                                dialogs: Dialogs) -> None:
    page = window.puzzle_page
    page.select("W13")
    mask = classic_deck().puzzle_by_id["W13"].mask
    window.registry.action("filling").trigger()
    assert window.registry.action("filling").isChecked()
    qtbot.waitUntil(lambda: bool(page.card_view.filling), timeout=20_000)
    seen = set()
    for _ in range(15):
        filling = page.card_view.filling
        union = 0
        for _shape, cells in filling:
            assert not union & cells
            union |= cells
        assert union == mask
        seen.add(frozenset(filling))
        qtbot.mouseClick(page.inspector.next_filling, Qt.MouseButton.LeftButton)
    assert len(seen) == 15  # W13 has 15 fillings with the reserve, each shown once
    assert "of 15" in page.inspector.filling_label.text()
    page.select("W05")  # another card: its own fillings
    qtbot.waitUntil(lambda: bool(page.card_view.filling)
                    and sum(m.bit_count() for _, m in page.card_view.filling)
                    == classic_deck().puzzle_by_id["W05"].size, timeout=20_000)
    window.registry.action("filling").trigger()
    assert page.card_view.filling == ()


# ------------------------------------------------------------------ the generator


def open_generator(window: EditorWindow) -> GeneratorDialog:
    window.registry.action("generate").trigger()
    dialog = window.generator_dialog
    assert dialog is not None
    return dialog


def test_generator_columns_explained_and_constraints_remembered(window: EditorWindow,
                                                                 qtbot: QtBot,
                                                                 dialogs: Dialogs) -> None:
    doc = duplicate_classic(window, qtbot, dialogs)
    dialog = open_generator(window)
    assert dialog.fewest.value() == (2, 6)  # no one-piece cards by default
    assert dialog.add_button.text().replace("&", "") == "Add to the deck"  # nothing picked
    # range boxes take what is typed, either end first
    for box, text in ((dialog.squares.low, "10"), (dialog.squares.high, "14")):
        box.setFocus()
        box.selectAll()
        QTest.keyClicks(box, text)
    assert dialog.squares.value() == (10, 14)
    dialog.colour.setCurrentIndex(dialog.colour.findData("black"))
    dialog.squares.set_value(9, 13)
    dialog.count.setValue(4)
    dialog.seed.setValue(77)
    dialog.piece_boxes["O1"].setChecked(False)
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.running, timeout=30_000)
    table = dialog.list
    assert table.rowCount() == 4 and table.columnCount() == 7
    heads = [table.horizontalHeaderItem(c).text() for c in range(7)]  # type: ignore[union-attr]
    assert heads == ["Card", "Squares", "Fewest pieces", "Fillings", "Symmetric", "Points",
                     "Reward"]
    assert all(table.horizontalHeaderItem(c).toolTip() for c in range(7))  # type: ignore[union-attr]
    assert "Fewest pieces:" in dialog.explain.text() and "Fillings:" in dialog.explain.text()
    for row in range(4):
        c = dialog.candidates[row]
        assert [table.item(row, col).text() for col in (1, 2, 5, 6)] == [  # type: ignore[union-attr]
            str(c.size), str(c.fewest), str(c.points), c.reward]
    dialog.select([1])
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and table.rowCount() == 3  # open for more; the added one left
    assert doc.puzzles[-1].mask == dialog.candidates[1].mask
    dialog.close()
    again = open_generator(window)
    assert again is not dialog
    assert again.colour.currentData() == "black" and again.squares.value() == (9, 13)
    assert (again.count.value(), again.seed.value()) == (4, 77)
    assert not again.piece_boxes["O1"].isChecked() and again.piece_boxes["I2"].isChecked()
    again.close()


# ------------------------------------------------------------------ files and the library


def test_new_and_duplicated_decks_are_in_the_library_at_once(window: EditorWindow,
                                                             qtbot: QtBot,
                                                             dialogs: Dialogs) -> None:
    dialogs.text = "Fresh"
    window.files.new_deck()
    assert window.doc is not None and window.doc.path is not None
    assert any(window.library.list.item(i).text().startswith("Fresh")
               for i in range(window.library.list.count()))
    assert not window.is_modified()
    dialogs.text = "Fresh copy"
    window.files.duplicate_deck()
    names = [e.name for e in list_decks()]
    assert sorted(names) == ["Fresh", "Fresh copy"]


def test_renaming_a_deck_renames_its_file(window: EditorWindow, qtbot: QtBot,
                                          dialogs: Dialogs) -> None:
    dialogs.text = "Sunset Shapes"
    window.files.new_deck()
    doc = window.doc
    assert doc is not None and doc.path is not None and doc.path.name == "Sunset-Shapes.pldeck"
    old = doc.path
    window.tabs.setCurrentWidget(window.deck_page)
    window.deck_page.name_edit.setText("Sunset Arches")
    window.deck_page.name_edit.editingFinished.emit()
    assert window.save()
    assert doc.path.name == "Sunset-Arches.pldeck" and not old.exists()
    assert read_deck_file(doc.path)[0].name == "Sunset Arches"
    assert [e.path for e in list_decks()] == [doc.path]
    assert window.deck_page.file_label.text() == str(doc.path)


def test_play_this_deck_lists_it_once(qtbot: QtBot) -> None:
    from app.table.window import GameWindow

    path = write_deck(Deck(name="Listed once", shapes=classic_deck().shapes,
                           puzzles=classic_deck().puzzles, setup=classic_deck().setup,
                           id="custom-once"), decks_dir() / "Listed-once.pldeck")
    game = GameWindow()
    qtbot.addWidget(game)
    deck, recorded = read_deck_file(path)
    dialog = game.new_game_dialog(DeckEntry(Path(path), deck, recorded=recorded))
    qtbot.addWidget(dialog)
    names = [dialog.deck.itemText(i) for i in range(dialog.deck.count())]
    assert names.count("Listed once") == 1
    assert dialog.deck.currentText() == "Listed once"


# ------------------------------------------------------------------ a large deck opens freely


def test_a_large_deck_is_read_off_the_ui_thread_and_the_window_goes_on(
        window: EditorWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_deck(large_deck(), decks_dir() / "Large.pldeck")
    gate, readers = held_reads(monkeypatch)
    window.files.open_path(path)
    qtbot.waitUntil(lambda: bool(readers), timeout=5000)
    assert readers[0] is not QCoreApplication.instance().thread()
    # while the file is read, the window answers: it says so, and the tabs still switch
    assert window.loading_label.isVisible() and "Large.pldeck" in window.loading_label.text()
    window.tabs.tabBar().setCurrentIndex(1)
    QApplication.processEvents()
    assert window.tabs.currentWidget() is window.piece_page
    assert window.doc is not None and window.doc.read_only  # the classic deck still open
    gate.set()
    assert window.document.wait_loaded() and window.doc.path == path
    assert len(window.doc.puzzles) == 500 and not window.loading_label.isVisible()
    # the cards are painted as they come into sight, not all 500 before the window goes on
    window.tabs.setCurrentWidget(window.puzzle_page)
    QApplication.processEvents()
    thumbnails = window.puzzle_page.model.thumbnails
    assert thumbnails.painted_count + thumbnails.pending < 120
    window.runner.validate_now()  # checked in the worker process, as every deck is
    QApplication.processEvents()
    assert thumbnails.painted_count + thumbnails.pending < 240
    thumbnails.flush()
    assert thumbnails.pending == 0 and thumbnails.painted_count < 240
