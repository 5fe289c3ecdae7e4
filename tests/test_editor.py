"""The deck editor, driven through its widgets (pytest-qt, offscreen), then checked on the model."""

from __future__ import annotations

from pathlib import Path

from editorkit import Dialogs, dialogs, window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.core.deck_library import list_decks, read_deck
from app.core.paths import decks_dir
from app.model.deck_document import DeckDocument
from app.render import card_cell_rect
from app.rules import cells_to_mask, classic_deck, normalize
from editor.card_view import PieceGridView, PuzzleCardView
from editor.window import EditorWindow

Btn = QMessageBox.StandardButton
__all__ = ["dialogs", "window"]  # the fixtures


def cell_point(view: PuzzleCardView, row: int, col: int) -> QPoint:
    return card_cell_rect(view.card_rect(), row, col).center().toPoint()


def stroke(view: PuzzleCardView | PieceGridView, cells: list[tuple[int, int]]) -> None:
    """Press on the first cell, drag over the others, release on the last."""

    def point(r: int, c: int) -> QPoint:
        if isinstance(view, PuzzleCardView):
            return cell_point(view, r, c)
        return view.cell_rect(r, c).center().toPoint()

    QTest.mousePress(
        view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point(*cells[0])
    )
    for cell in cells[1:]:
        QTest.mouseMove(view, point(*cell))
    QTest.mouseRelease(
        view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point(*cells[-1])
    )


def duplicate_classic(window: EditorWindow, qtbot: QtBot, dialogs: Dialogs) -> DeckDocument:
    dialogs.text = "My deck"
    qtbot.mouseClick(window.banner_button, Qt.MouseButton.LeftButton)
    doc = window.doc
    assert doc is not None and not doc.read_only and doc.name == "My deck"
    return doc


def findings_texts(window: EditorWindow) -> list[str]:
    window.runner.validate_now()
    lst = window.findings.list
    return [lst.item(i).text() for i in range(lst.count())]


class TestPuzzleEditor:
    def test_paint_points_reward_undo_redo_save_reopen(
        self, window: EditorWindow, qtbot: QtBot, dialogs: Dialogs
    ) -> None:
        doc = duplicate_classic(window, qtbot, dialogs)
        # the copy is in the library at once, saved as it is: nothing is unsaved yet
        assert not window.isWindowModified() and "[*]" in window.windowTitle()
        assert doc.path is not None and [e.name for e in list_decks()] == ["My deck"]
        page = window.puzzle_page
        view = page.card_view
        qtbot.mouseClick(page.add_white, Qt.MouseButton.LeftButton)
        assert page.current_id() == "W33"
        assert doc.puzzle("W33").mask == 0
        assert any("W33 has no recessed cell" in t for t in findings_texts(window))

        stroke(view, [(1, 1), (1, 2), (1, 3), (2, 3)])
        painted = cells_to_mask([(1, 1), (1, 2), (1, 3), (2, 3)])
        assert doc.puzzle("W33").mask == painted
        assert window.stack.count() == 2  # the new puzzle, one stroke
        assert not any("W33 has no recessed cell" in t for t in findings_texts(window))
        report = window.runner.report
        assert report is not None and report.worst_for_puzzle("W33") is None

        stroke(view, [(2, 3), (1, 3), (1, 2)])  # starts on a recessed cell: erases
        assert doc.puzzle("W33").mask == cells_to_mask([(1, 1)])
        assert window.stack.count() == 3

        page.points_spin.setValue(4)
        page.points_spin.setValue(5)  # one step: successive point changes merge
        assert doc.puzzle("W33").points == 5
        assert window.stack.count() == 4
        combo = page.reward_combo
        index = combo.findData("L3")
        combo.setCurrentIndex(index)
        combo.activated.emit(index)
        assert doc.puzzle("W33").reward == "L3"
        assert window.stack.count() == 5

        window.registry.action("undo").trigger()  # reward
        assert doc.puzzle("W33").reward != "L3"
        window.registry.action("undo").trigger()  # points
        assert page.points_spin.value() == doc.puzzle("W33").points != 5
        window.registry.action("undo").trigger()  # erase stroke
        assert doc.puzzle("W33").mask == painted
        window.registry.action("undo").trigger()  # paint stroke
        assert doc.puzzle("W33").mask == 0
        for _ in range(4):
            window.registry.action("redo").trigger()
        p = doc.puzzle("W33")
        assert (p.mask, p.points, p.reward) == (cells_to_mask([(1, 1)]), 5, "L3")

        stroke(view, [(1, 2), (1, 3), (0, 3)])
        assert window.save()
        assert not window.isWindowModified()
        assert doc.path is not None and doc.path.parent.resolve() == decks_dir().resolve()
        saved = read_deck(doc.path)
        w33 = saved.puzzle_by_id["W33"]
        assert (w33.cells, w33.points, w33.reward) == (((0, 3), (1, 1), (1, 2), (1, 3)), 5, "L3")
        assert [e.name for e in list_decks()] == ["My deck"]

        # reopen through the library list
        window.open_classic()
        lib = window.library.list
        row = next(i for i in range(lib.count()) if "My deck" in lib.item(i).text())
        lib.setCurrentRow(row)
        qtbot.mouseClick(window.library.open_button, Qt.MouseButton.LeftButton)
        assert window.document.wait_loaded()  # read in the background
        reopened = window.doc
        assert reopened is not None and reopened.path == doc.path and not reopened.read_only
        assert reopened.puzzle("W33").mask == w33.mask
        assert window.stack.count() == 0 and not window.isWindowModified()

    def test_keyboard_painting(self, window: EditorWindow, qtbot: QtBot, dialogs: Dialogs) -> None:
        doc = duplicate_classic(window, qtbot, dialogs)
        page = window.puzzle_page
        page.select("W01")
        view = page.card_view
        view.setFocus()
        before = doc.puzzle("W01").mask
        QTest.keyClick(view, Qt.Key.Key_Up)
        QTest.keyClick(view, Qt.Key.Key_Up)
        QTest.keyClick(view, Qt.Key.Key_Left)  # focus cell (0, 1) from (2, 2)
        QTest.keyClick(view, Qt.Key.Key_Space)
        assert doc.puzzle("W01").mask == before | cells_to_mask([(0, 1)])
        QTest.keyClick(view, Qt.Key.Key_Space)
        assert doc.puzzle("W01").mask == before

    def test_colour_change_renames_and_undoes(
        self, window: EditorWindow, qtbot: QtBot, dialogs: Dialogs
    ) -> None:
        doc = duplicate_classic(window, qtbot, dialogs)
        page = window.puzzle_page
        page.select("W05")
        qtbot.mouseClick(page.black_button, Qt.MouseButton.LeftButton)
        assert not doc.has_puzzle("W05")
        assert doc.puzzle("B21").colour == "black" and page.current_id() == "B21"
        window.registry.action("undo").trigger()
        assert doc.puzzle("W05").colour == "white" and page.current_id() == "W05"

    def test_undo_brings_the_changed_puzzle_into_view(
        self, window: EditorWindow, qtbot: QtBot, dialogs: Dialogs
    ) -> None:
        doc = duplicate_classic(window, qtbot, dialogs)
        page = window.puzzle_page
        page.select("W02")
        stroke(page.card_view, [(0, 0)])
        page.select("B07")
        window.tabs.setCurrentWidget(window.deck_page)
        window.registry.action("undo").trigger()
        assert window.tabs.currentWidget() is page and page.current_id() == "W02"
        assert doc.puzzle("W02") == classic_deck().puzzle_by_id["W02"]


class TestReadOnlyAndPrompts:
    def test_classic_is_read_only(
        self, window: EditorWindow, qtbot: QtBot, dialogs: Dialogs
    ) -> None:
        doc = window.doc
        assert doc is not None and doc.read_only
        assert window.banner.isVisible()
        assert "(read-only)" in window.windowTitle()
        page = window.puzzle_page
        assert not page.add_white.isEnabled() and not page.points_spin.isEnabled()
        before = doc.puzzle(page.current_id() or "").mask
        stroke(page.card_view, [(0, 0), (0, 1)])
        assert doc.puzzle(page.current_id() or "").mask == before
        assert window.stack.count() == 0
        assert not window.save()
        assert not window.isWindowModified()

    def test_close_asks_about_unsaved_changes(
        self, window: EditorWindow, qtbot: QtBot, dialogs: Dialogs
    ) -> None:
        duplicate_classic(window, qtbot, dialogs)
        stroke(window.puzzle_page.card_view, [(0, 0)])
        dialogs.answer = Btn.Cancel
        dialogs.shown.clear()
        assert not window.close()
        assert window.isVisible()
        assert any("changes that are not saved" in s for s in dialogs.shown)
        dialogs.answer = Btn.Discard
        assert window.close()

    def test_a_deck_with_errors_is_saved_as_a_draft(
        self, window: EditorWindow, qtbot: QtBot, dialogs: Dialogs
    ) -> None:
        doc = duplicate_classic(window, qtbot, dialogs)
        qtbot.mouseClick(window.puzzle_page.add_black, Qt.MouseButton.LeftButton)
        dialogs.shown.clear()
        assert window.save()
        assert dialogs.shown == []  # nothing to refuse
        assert "draft" in window.statusBar().currentMessage()
        (entry,) = list_decks()
        assert entry.path == doc.path and entry.recorded.state == "draft"
        ready = entry.readiness()
        assert ready is not None and ready.draft and not ready.playable_for
        assert not window.isWindowModified()


class TestPieceEditor:
    def test_draw_a_piece(self, window: EditorWindow, qtbot: QtBot, dialogs: Dialogs) -> None:
        doc = duplicate_classic(window, qtbot, dialogs)
        window.tabs.setCurrentWidget(window.piece_page)
        page = window.piece_page
        qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
        assert page.current_id() == "F5"
        f5 = doc.piece("F5").cells
        assert doc.piece("F5").level == 5 and doc.piece("F5").name == "F pentomino"
        grid = page.grid_view
        sketch = sorted(page.tool.sketch)
        assert normalize(sketch) == f5

        # removing a square gives a tetromino the deck has: refused, the piece stays an F
        end = next(
            c
            for c in sketch
            if sum(
                (c[0] + dr, c[1] + dc) in sketch for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            )
            == 1
            and (c[0] - 1, c[1]) in sketch
        )
        stroke(grid, [end])
        assert doc.piece("F5").cells == f5
        assert page.problem_label.isVisibleTo(page)
        assert "same shape as" in page.problem_label.text()
        # a square elsewhere makes a new pentomino: taken at once
        rest = set(sketch) - {end}
        free = next(
            (r, c)
            for r in range(5)
            for c in range(5)
            if (r, c) not in rest
            and any((r + dr, c + dc) in rest for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)))
            and doc.piece_problem(tuple(rest | {(r, c)}), ignore="F5") is None
        )
        stroke(grid, [free])
        assert doc.piece("F5").cells == normalize(tuple(rest | {free}))
        assert not page.problem_label.isVisibleTo(page)
        window.registry.action("undo").trigger()
        assert doc.piece("F5").cells == f5
        window.registry.action("redo").trigger()
        assert doc.piece("F5").cells != f5

        # a sixth square: refused with a message; taking it away again is fine
        far = (0, 0) if (0, 0) not in page.tool.sketch else (4, 4)
        shape = doc.piece("F5").cells
        stroke(grid, [far])
        assert "at most 5 squares" in page.problem_label.text()
        stroke(grid, [far])
        assert not page.problem_label.isVisibleTo(page) and doc.piece("F5").cells == shape

        # the next new piece is the I pentomino, drawn across the middle row
        qtbot.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
        assert page.current_id() == "I5"
        assert sorted(page.tool.sketch) == [(2, c) for c in range(5)]
        stroke(grid, [(2, 2)])  # cut in two: the squares no longer touch
        assert "touch" in page.problem_label.text()
        assert doc.piece("I5").cells == ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4))
        assert window.stack.count() == 3  # add F5, reshape F5, add I5: refusals push nothing

    def test_piece_properties(self, window: EditorWindow, qtbot: QtBot, dialogs: Dialogs) -> None:
        doc = duplicate_classic(window, qtbot, dialogs)
        window.tabs.setCurrentWidget(window.piece_page)
        page = window.piece_page
        page.select("L3")
        page.name_edit.setText("corner")
        page.name_edit.editingFinished.emit()
        page.count_spin.setValue(7)
        page.count_spin.setValue(6)
        qtbot.mouseClick(page.swatch_buttons[1], Qt.MouseButton.LeftButton)
        s = doc.piece("L3")
        assert (s.name, s.count, s.colour) == ("corner", 6, "#6cb33f")
        assert window.stack.count() == 3
        for _ in range(3):
            window.registry.action("undo").trigger()
        assert doc.piece("L3") == classic_deck().shape("L3")

    def test_removed_reward_piece_shows_errors(
        self, window: EditorWindow, qtbot: QtBot, dialogs: Dialogs
    ) -> None:
        doc = duplicate_classic(window, qtbot, dialogs)
        window.tabs.setCurrentWidget(window.piece_page)
        page = window.piece_page
        page.select("O1")
        dialogs.answer = Btn.Yes
        qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
        assert not doc.has_piece("O1")
        texts = findings_texts(window)
        assert any("its reward O1 is not a piece of this deck" in t for t in texts)
        # a lone square cannot be filled without a monomino
        window.tabs.setCurrentWidget(window.puzzle_page)
        qtbot.mouseClick(window.puzzle_page.add_white, Qt.MouseButton.LeftButton)
        stroke(window.puzzle_page.card_view, [(2, 2)])
        texts = findings_texts(window)
        msg = (
            "W33 cannot be filled with this deck's pieces. The lone empty square (in the centre) "
            "needs a 1-square piece."
        )
        assert msg in texts
        puzzle_list = window.puzzle_page.findings_list
        assert msg in [puzzle_list.item(i).text() for i in range(puzzle_list.count())]
        assert window.puzzle_page.stat_fillings.text() == "cannot be filled"


class TestDeckPage:
    def test_setup_table_edits(self, window: EditorWindow, qtbot: QtBot, dialogs: Dialogs) -> None:
        doc = duplicate_classic(window, qtbot, dialogs)
        window.tabs.setCurrentWidget(window.deck_page)
        page = window.deck_page
        page.black_spins[2].setValue(11)
        page.black_spins[2].setValue(10)
        assert dict(doc.setup.black)[2] == 10 and window.stack.count() == 1
        page.start_spins["I3"].setValue(1)
        assert doc.setup.starting_supply == ("O1", "I2", "I3")
        page.name_edit.setText("Renamed")
        page.name_edit.editingFinished.emit()
        assert doc.name == "Renamed" and "Renamed" in window.windowTitle()
        for _ in range(3):
            window.registry.action("undo").trigger()
        assert doc.setup == classic_deck().setup and doc.name == "My deck"

    def test_names_hold_what_a_name_may_hold(self, window: EditorWindow, qtbot: QtBot,
                                             dialogs: Dialogs) -> None:
        """A name typed or pasted keeps the invisible characters Thai needs and loses the ones
        that reorder text (docs/formats.md, "Names")."""
        doc = duplicate_classic(window, qtbot, dialogs)
        window.tabs.setCurrentWidget(window.deck_page)
        page = window.deck_page
        page.name_edit.setText("Mine\u202e\u2066  deck ")
        page.name_edit.editingFinished.emit()
        assert doc.name == "Mine deck" and page.name_edit.text() == "Mine deck"
        page.name_edit.setText("\u202e")
        page.name_edit.editingFinished.emit()
        assert doc.name == "Mine deck" and page.name_edit.text() == "Mine deck"
        window.tabs.setCurrentWidget(window.piece_page)
        pieces = window.piece_page
        pieces.select("L3")
        pieces.name_edit.setText("มุม\u200bฉาก\u202e")
        pieces.name_edit.editingFinished.emit()
        assert doc.piece("L3").name == "มุม\u200bฉาก"


def test_main_takes_a_screenshot(tmp_path: Path) -> None:
    # a process of its own: main() runs app.exec(), which would leave the test process's
    # shared QApplication unable to run event loops for the tests after this one
    import subprocess
    import sys

    out = tmp_path / "shot.png"
    code = "import sys; from editor.main import main; sys.exit(main(['--screenshot', sys.argv[1]]))"
    r = subprocess.run(
        [sys.executable, "-c", code, str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert r.returncode == 0, r.stderr
    assert out.stat().st_size > 10_000
