"""Print & play PDF: pages counted in the file itself, real-size layout."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from deck_samples import pentomino_deck, small_deck_json
from modalkit import when_modal
from PySide6.QtCore import QThreadPool
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot
from waiting import settle

from app.rules import classic_deck, deck_from_json
from editor.pdf import (
    CARD_WIDTH_MM,
    CELL_MM,
    ExportCancelled,
    duplex_mirror,
    export_pdf,
    is_classic_shape,
    page_image,
    plan_pages,
)
from editor.print_sample import CUSTOM_SHAPES, big_deck


def pdf_pages(path: Path) -> int:
    """Pages of a PDF: its ``/Type /Page`` objects (``/Pages`` is the page tree, not a page)."""
    return len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", path.read_bytes()))


def pdf_media_box_mm(path: Path) -> tuple[float, float]:
    m = re.search(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", path.read_bytes())
    assert m is not None
    return float(m.group(1)) * 25.4 / 72, float(m.group(2)) * 25.4 / 72


def test_small_deck_pages(qtbot: QtBot, tmp_path: Path) -> None:
    deck = deck_from_json(small_deck_json(whites=6, blacks=4))  # 10 cards, 24 small pieces
    out = tmp_path / "small.pdf"
    pages = export_pdf(deck, out, backs=False, pieces="all")
    # nine cards fit an A4 page: 2 card pages, and one page holds all the pieces
    assert pages == 3
    assert pdf_pages(out) == 3
    w, h = pdf_media_box_mm(out)
    assert (round(w), round(h)) == (210, 297)


def test_classic_and_letter(qtbot: QtBot, tmp_path: Path) -> None:
    deck = classic_deck()
    out = tmp_path / "classic.pdf"
    pages = export_pdf(deck, out, page="letter", pieces="all")
    plan = plan_pages(deck, "letter", pieces="all")
    assert len(plan.card_pages) == math.ceil(52 / 9)
    assert pages == pdf_pages(out) == plan.pages
    w, h = pdf_media_box_mm(out)
    assert (round(w, 1), round(h, 1)) == (215.9, 279.4)
    # every reserve piece is printed once, inside the page margins
    printed = [it for items, _ in plan.piece_pages for it in items]
    assert len(printed) == sum(s.count for s in deck.shapes) == 90
    for it in printed:
        rows = max(r for r, _ in it.cells) + 1
        cols = max(c for _, c in it.cells) + 1
        assert it.x >= 9.9 and it.x + cols * CELL_MM <= 215.9 - 9.9
        assert it.y >= 9.9 and it.y + rows * CELL_MM <= 279.4 - 9.9


def test_real_size_and_no_overlap() -> None:
    plan = plan_pages(pentomino_deck(), "a4")
    assert CARD_WIDTH_MM == 60.0
    for cards in plan.card_pages:
        rects = [r for _, r in cards]
        for r in rects:
            assert r.width() == pytest.approx(60.0)
        for i, a in enumerate(rects):
            for b in rects[i + 1 :]:
                assert not a.intersects(b)
    for items, _ in plan.piece_pages:
        boxes = []
        for it in items:
            rows = max(r for r, _ in it.cells) + 1
            cols = max(c for _, c in it.cells) + 1
            boxes.append((it.x, it.y, it.x + cols * CELL_MM, it.y + rows * CELL_MM))
        for i, box in enumerate(boxes):
            for other in boxes[i + 1 :]:
                assert (box[2] <= other[0] or other[2] <= box[0] or box[3] <= other[1]
                        or other[3] <= box[1])


def test_page_preview_paints(qtbot: QtBot) -> None:
    img = page_image(classic_deck(), 0, dpi=30)
    assert img.width() == round(210 * 30 / 25.4)
    # the page is not blank: the cards' colours show
    colours = {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}
    assert len(colours) > 20


def test_unwritable_path_raises(qtbot: QtBot, tmp_path: Path) -> None:
    with pytest.raises(OSError):
        export_pdf(classic_deck(), tmp_path / "missing" / "x.pdf")


def test_play_command_reaches_the_game_cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ "Play this deck" runs ``project-l DECK``; from a checkout, ``python -m app.cli DECK``."""
    import shutil
    import subprocess
    import sys

    from app.core.deck_library import write_deck
    from editor.launch import game_command

    deck_path = write_deck(pentomino_deck(), tmp_path / "p.pldeck")
    monkeypatch.setattr(shutil, "which", lambda name: None)
    program, args = game_command(deck_path)
    assert (program, args) == (sys.executable, ["-m", "app.cli", str(deck_path)])
    # the same command line, asked to validate instead of opening the window
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [program, *args[:-1], "deck", "validate", "-q", args[-1]],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "0 errors" in done.stdout
    monkeypatch.setattr(shutil, "which", lambda name: "/opt/bin/project-l")
    assert game_command(None) == ("/opt/bin/project-l", [])


@pytest.mark.parametrize("flip", ["long", "short"])
@pytest.mark.parametrize("page", ["a4", "letter"])
def test_backs_land_behind_their_fronts(page: str, flip: str) -> None:
    """Each page of fronts is followed by its backs; turned over as the printer turns the
    sheet, every back covers its own card exactly, in the colour of its deck."""
    deck = big_deck(100)
    plan = plan_pages(deck, page, backs=True, flip=flip, pieces="custom")
    size = plan.page_mm
    fronts = [k for k, (kind, _) in enumerate(plan.sequence) if kind == "cards"]
    assert len(fronts) == len(plan.card_pages) == len(plan.back_pages) == math.ceil(100 / 9)
    seen = []
    for k in fronts:  # page k has the fronts, page k + 1 (the sheet's other side) the backs
        kind, i = plan.sequence[k + 1]
        assert kind == "backs" and plan.sequence[k] == ("cards", i)
        cards, backs = plan.card_pages[i], plan.back_pages[i]
        assert len(cards) == len(backs)
        for (puzzle, front), back in zip(cards, backs, strict=True):
            # the back in the front page's coordinates: where it is on the paper
            behind = duplex_mirror(back.rect, size, flip)
            for a, b in (
                (behind.left(), front.left()),
                (behind.top(), front.top()),
                (behind.width(), front.width()),
                (behind.height(), front.height()),
            ):
                assert a == pytest.approx(b, abs=1e-9)
            assert back.puzzle == puzzle.id and back.colour == puzzle.colour
            # on the back page itself the rectangle lies within the paper
            assert back.rect.left() >= 0 and back.rect.right() <= size.width()
            assert back.rect.top() >= 0 and back.rect.bottom() <= size.height()
            seen.append(puzzle.id)
    assert seen == [p.id for p in deck.puzzles]
    assert {p.colour for p in deck.puzzles} == {"white", "black"}


def test_back_pages_paint_each_colour(qtbot: QtBot) -> None:
    """The painted back page shows a white back behind a white card (light) and a black one
    behind a black card (dark), at the mirrored place."""
    deck = big_deck(100)
    plan = plan_pages(deck, "a4", backs=True, pieces="custom")
    i = next(i for i, bs in enumerate(plan.back_pages) if len({b.colour for b in bs}) == 2)
    k = plan.sequence.index(("backs", i))  # a page with black and white cards
    dpi = 30
    img = page_image(deck, k, dpi=dpi, backs=True, pieces="custom")
    scale = dpi / 25.4
    colours = set()
    for back in plan.back_pages[i]:
        # a point of the back's plain border, between the frame line and the motif
        x = back.rect.left() + back.rect.width() * 0.5
        y = back.rect.top() + back.rect.height() * 0.03
        light = QColor(img.pixel(round(x * scale), round(y * scale))).lightness()
        assert (light > 150) == (back.colour == "white"), (back.puzzle, light)
        colours.add(back.colour)
    assert colours == {"white", "black"}


def test_piece_sheets_hold_the_custom_shapes() -> None:
    deck = big_deck(100)
    plan = plan_pages(deck, "a4", backs=True, pieces="custom")
    printed: dict[str, int] = {}
    for items, labels in plan.piece_pages:
        for it in items:
            printed[it.shape.id] = printed.get(it.shape.id, 0) + 1
            # 1:1 with a card's holes: one square of a piece is one cell of a card
            assert it.cells in it.shape.orients
        assert all(lab.text for lab in labels)
    assert printed == {s.id: s.count for s in CUSTOM_SHAPES}
    assert not any(is_classic_shape(s) for s in CUSTOM_SHAPES)
    texts = [lab.text for _, labs in plan.piece_pages for lab in labs]
    for s in CUSTOM_SHAPES:
        assert any(text.startswith(s.id) for text in texts)
    # a classic shape under another id and colour is still a classic one
    classic = classic_deck().shapes[3]
    from app.rules import Shape

    renamed = Shape("mine", tuple((c, r) for r, c in classic.cells), "", "#123456", 2)
    assert is_classic_shape(renamed)
    # all shapes on request, none on request
    every = plan_pages(deck, "a4", pieces="all")
    assert sum(len(items) for items, _ in every.piece_pages) == sum(s.count for s in deck.shapes)
    assert plan_pages(deck, "a4", pieces="none").piece_pages == ()
    # the classic deck has nothing custom to print
    assert plan_pages(classic_deck(), "a4", pieces="custom").piece_pages == ()


def test_hundred_puzzles_write_with_progress_and_cancel(qtbot: QtBot, tmp_path: Path) -> None:
    deck = big_deck(100)
    assert len(deck.puzzles) == 100
    out = tmp_path / "big.pdf"
    seen: list[tuple[int, int]] = []
    pages = export_pdf(
        deck, out, backs=True, pieces="custom", progress=lambda d, t: seen.append((d, t))
    )
    plan = plan_pages(deck, "a4", backs=True, pieces="custom")
    assert pages == plan.pages == pdf_pages(out) == 2 * 12 + len(plan.piece_pages)
    assert seen == [(k, pages) for k in range(1, pages + 1)]
    # cancelled after three pages: nothing is written, the earlier file stays as it was
    before = out.read_bytes()
    with pytest.raises(ExportCancelled):
        export_pdf(
            deck,
            out,
            backs=True,
            progress=lambda d, t: seen.append((d, t)),
            cancelled=lambda: len(seen) >= pages + 3,
        )
    assert out.read_bytes() == before


class TestExportDialog:
    """File > Export PDF: the dialog's options, the export in the background, its failure."""

    @pytest.fixture
    def editor(
        self, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
    ) -> Iterator[tuple[Any, list[str]]]:
        from PySide6.QtWidgets import QMessageBox

        from app.model.settings_files import open_store
        from editor.window import EditorWindow

        shown: list[str] = []

        def critical(parent: Any, title: str, text: str, *a: Any, **k: Any) -> Any:
            shown.append(f"{title}: {text}")
            return QMessageBox.StandardButton.Ok

        monkeypatch.setattr(QMessageBox, "critical", staticmethod(critical))
        keys = ("editor/paper", "editor/print_backs", "editor/print_flip", "editor/print_pieces")
        store = open_store()
        kept = {k: store.value(k) for k in keys if store.contains(k)}
        for k in keys:  # the first export of a user: the defaults
            store.remove(k)
        w = EditorWindow()
        qtbot.addWidget(w)
        w.open_classic()
        w.show()
        qtbot.waitExposed(w)
        yield w, shown
        w.print_export.cancel()
        for k in keys:
            store.remove(k)
        for k, v in kept.items():
            store.setValue(k, v)

    def run_dialog(self, qtbot: QtBot, answer: Any) -> list[Any]:
        """Answer the print dialog when it opens: ``answer(dialog)`` fills it in."""
        from editor.print_dialog import PrintDialog

        seen: list[Any] = []

        def fill(dialog: PrintDialog) -> None:
            seen.append(dialog)
            try:
                answer(dialog)
            finally:  # a failed check must not leave the window waiting on the dialog
                if dialog.isVisible():
                    dialog.reject()

        when_modal(PrintDialog, fill, every_ms=20)
        return seen

    def test_options_reach_the_pdf(
        self, editor: tuple[Any, list[str]], qtbot: QtBot, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

        from editor.print_dialog import stored_choices

        window, shown = editor
        out = tmp_path / "classic"
        monkeypatch.setattr(
            QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), ""))
        )

        def answer(dialog: Any) -> None:
            # the defaults: backs for long-edge printing, custom pieces only
            assert dialog.backs.isChecked() and dialog.flip.isEnabled()
            assert dialog.pieces.currentText() == "Custom shapes only"
            dialog.paper.setCurrentIndex(1)  # US Letter
            dialog.flip.setCurrentIndex(1)  # short edge
            dialog.pieces.setCurrentIndex(1)  # all shapes
            qtbot.mouseClick(
                dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                Qt.MouseButton.LeftButton,
            )

        seen = self.run_dialog(qtbot, answer)
        window.pdf_action.trigger()
        assert seen, "the print dialog did not open"
        written = tmp_path / "classic.pdf"
        qtbot.waitUntil(lambda: not window.print_export.running, timeout=60_000)
        assert shown == []
        plan = plan_pages(classic_deck(), "letter", backs=True, flip="short", pieces="all")
        assert pdf_pages(written) == plan.pages == 2 * 6 + len(plan.piece_pages)
        assert (round(pdf_media_box_mm(written)[0], 1)) == 215.9
        qtbot.waitUntil(lambda: "Wrote" in window.statusBar().currentMessage())
        assert str(written) in window.statusBar().currentMessage()
        assert window.pdf_progress is None
        # the choices are remembered for next time; no backs leaves the flip disabled
        choices = stored_choices()
        assert (choices.page, choices.backs, choices.flip, choices.pieces) == (
            "letter", True, "short", "all",
        )

        def cancel(dialog: Any) -> None:
            assert dialog.paper.currentIndex() == 1 and dialog.flip.currentIndex() == 1
            qtbot.mouseClick(dialog.backs, Qt.MouseButton.LeftButton)
            assert not dialog.backs.isChecked() and not dialog.flip.isEnabled()
            dialog.reject()

        seen = self.run_dialog(qtbot, cancel)
        window.pdf_action.trigger()
        assert seen and not window.print_export.running

    def test_a_failed_write_says_why(
        self, editor: tuple[Any, list[str]], qtbot: QtBot, tmp_path: Path
    ) -> None:
        from editor.print_dialog import PrintChoices

        window, shown = editor
        window.start_pdf_export(str(tmp_path / "missing" / "x.pdf"), PrintChoices())
        qtbot.waitUntil(lambda: bool(shown), timeout=60_000)
        assert shown[0].startswith("Cannot write the PDF: ")
        assert len(shown[0]) > len("Cannot write the PDF: ") + 5
        assert not window.print_export.running and window.pdf_progress is None

    def test_cancel_stops_the_export(
        self, editor: tuple[Any, list[str]], qtbot: QtBot, tmp_path: Path
    ) -> None:
        from PySide6.QtCore import Qt

        from editor.print_dialog import PrintChoices

        window, shown = editor
        out = tmp_path / "x.pdf"
        window.start_pdf_export(str(out), PrintChoices(pieces="all"))
        assert window.print_export.running and window.pdf_progress is not None
        from PySide6.QtWidgets import QPushButton

        window.pdf_progress.show()
        button = window.pdf_progress.findChild(QPushButton)
        assert button is not None and button.text() == "Cancel"
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert not window.print_export.running and window.pdf_progress is None
        assert "cancelled" in window.statusBar().currentMessage()
        # the job notices between two pages and ends; what it posted is delivered: nothing
        assert QThreadPool.globalInstance().waitForDone(60_000)
        settle()
        assert shown == [] and "Wrote" not in window.statusBar().currentMessage()
