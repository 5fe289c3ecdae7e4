"""The print & play PDF as it prints: its pages rendered to pixels (tests/pdf_pixels.py) and
measured on the paper.

Every card front, card back and piece lies inside its own cut line, at its real size; a page
of backs, seen through the sheet (turned over its long or short edge), puts each back exactly
behind its front, in the colour of its deck; the calibration bar measures 5 cm; nothing is
drawn off the page, and the file holds no path operator a strict reader refuses.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from pathlib import Path

import pytest
from pdf_pixels import Box, Page, bare_closepaths, render
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from app.rules import BackDesign, Deck, Shape, classic_deck, image_problem
from editor.pdf import (
    CELL_MM,
    FOOTER_MM,
    HEADER_MM,
    LABEL_MM,
    MARGIN_MM,
    PrintPlan,
    export_pdf,
    plan_pages,
)

DPI = 96
CUT_MM = 0.8  # the cut line runs this far outside a card's body
U5 = Shape("U5", ((0, 0), (0, 2), (1, 0), (1, 1), (1, 2)), "U pentomino", "#6d597a", 4)
P5 = Shape("P5", ((0, 0), (0, 1), (1, 0), (1, 1), (2, 0)), "P pentomino", "#2a9d8f", 2)


def print_deck() -> Deck:
    """Ten cards, white and black mixed on one page (the first page full, the second with one
    card), among them a card whose well leaves no solid corner inside the grid (B01) and one
    with a single recessed square, and two custom pentominoes to cut out."""
    classic = classic_deck()
    by_id = classic.puzzle_by_id
    single = replace(by_id["W22"], id="W40", mask=1 << 12)
    cards = (by_id["W01"], by_id["B01"], by_id["W05"], by_id["B07"], by_id["W12"],
             by_id["B13"], single, by_id["W30"], by_id["B20"], by_id["W02"])
    return Deck("Print test", (*classic.shapes, U5, P5), cards, classic.setup, id="print-test")


def card_bodies(plan: PrintPlan, kind: str, i: int) -> list[tuple[str, QRectF]]:
    if kind == "cards":
        return [(pz.colour, rect) for pz, rect in plan.card_pages[i]]
    return [(b.colour, b.rect) for b in plan.back_pages[i]]


def furniture(page: Page, size_w: float, size_h: float) -> list[Box]:
    """The header and the calibration bar with its sentence (drawn on every page)."""
    return [
        page.box(QRectF(MARGIN_MM, MARGIN_MM, size_w - 2 * MARGIN_MM, HEADER_MM - 4), 0.5),
        page.box(QRectF(MARGIN_MM, size_h - MARGIN_MM - FOOTER_MM + 2, size_w - 2 * MARGIN_MM,
                        FOOTER_MM - 2), 0.5),
    ]


@pytest.fixture(scope="module", params=[("a4", "long"), ("letter", "short")],
                ids=["a4-long-edge", "letter-short-edge"])
def printed(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory,
            ) -> tuple[PrintPlan, list[Page], Path, str]:
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    paper, flip = request.param
    deck = print_deck()
    out = tmp_path_factory.mktemp("print") / "deck.pdf"
    export_pdf(deck, out, page=paper, backs=True, flip=flip, pieces="custom")
    plan = plan_pages(deck, paper, backs=True, flip=flip, pieces="custom")
    return plan, render(out, DPI), out, flip


def test_the_pages_are_the_paper_at_real_size(printed: tuple[PrintPlan, list[Page], Path, str],
                                              qtbot: QtBot) -> None:
    plan, pages, _, _ = printed
    assert [kind for kind, _ in plan.sequence] == ["cards", "backs", "cards", "backs", "pieces"]
    assert len(pages) == plan.pages
    for page in pages:
        assert page.mm(page.width) == pytest.approx(plan.page_mm.width(), abs=0.5)
        assert page.mm(page.height) == pytest.approx(plan.page_mm.height(), abs=0.5)


def test_the_calibration_bar_measures_5_cm(printed: tuple[PrintPlan, list[Page], Path, str],
                                           qtbot: QtBot) -> None:
    plan, pages, _, _ = printed
    h = plan.page_mm.height()
    for page in pages:
        bar = page.box(QRectF(MARGIN_MM - 1, h - MARGIN_MM - 3, 52, 2))
        y = h - MARGIN_MM - 2.0  # the bar's line
        runs = [r for r in page.runs(y, bar) if r[1] - r[0] > 1]
        assert len(runs) == 1, runs
        length = page.mm(runs[0][1] - runs[0][0])
        assert length == pytest.approx(50.0, abs=0.6)  # (plus the line's square caps)
        ticks = page.runs(y - 0.9, bar)  # above the line: the six centimetre ticks
        assert len(ticks) == 6
        spacing = [page.mm(b[0] - a[0]) for a, b in pairwise(ticks)]
        assert spacing == pytest.approx([10.0] * 5, abs=0.3)


def test_nothing_is_drawn_off_the_page(printed: tuple[PrintPlan, list[Page], Path, str],
                                       qtbot: QtBot) -> None:
    """The outer half of the margin stays blank on every page: nothing runs to the edge (and
    on over it)."""
    plan, pages, _, _ = printed
    band = MARGIN_MM / 2
    w, h = plan.page_mm.width(), plan.page_mm.height()
    for k, page in enumerate(pages):
        inner = page.box(QRectF(band, band, w - 2 * band, h - 2 * band))
        assert page.ink_outside([inner]) == [], f"page {k + 1}"


def test_cards_and_backs_lie_inside_their_cut_lines(
    printed: tuple[PrintPlan, list[Page], Path, str], qtbot: QtBot
) -> None:
    """On pages of fronts and of backs, ink is only on the cards, their cut lines, the header
    and the calibration bar; each card fills its body exactly (its ink ends within a fraction
    of a millimetre of the body's edges) and the ring between the body and the cut line is
    blank paper."""
    plan, pages, _, _ = printed
    w, h = plan.page_mm.width(), plan.page_mm.height()
    for k, (kind, i) in enumerate(plan.sequence):
        if kind == "pieces":
            continue
        page = pages[k]
        bodies = card_bodies(plan, kind, i)
        cuts = [page.box(rect, CUT_MM + 0.3) for _, rect in bodies]
        assert page.ink_outside([*cuts, *furniture(page, w, h)]) == [], f"page {k + 1}"
        for _, rect in bodies:
            ink = page.ink_box(page.box(rect, CUT_MM - 0.35))
            body = page.box(rect)
            assert ink is not None
            slack = page.px(0.3) + 1
            for got, want in ((ink.x0, body.x0), (ink.y0, body.y0), (ink.x1, body.x1),
                              (ink.y1, body.y1)):
                assert abs(got - want) <= slack, (kind, i, ink, body)


@pytest.mark.parametrize("side", ["fronts", "backs"])
def test_each_back_lies_behind_its_front(printed: tuple[PrintPlan, list[Page], Path, str],
                                         side: str, qtbot: QtBot) -> None:
    """Seen through the sheet (the page of backs mirrored as the printer turns the sheet),
    every back covers its front's body to the pixel, light behind a white card and dark
    behind a black one; and where the front page has no card, the back page has none."""
    plan, pages, _, flip = printed
    for k, (kind, i) in enumerate(plan.sequence):
        if kind != "cards":
            continue
        front, back = pages[k], pages[k + 1].mirrored(flip)
        assert plan.sequence[k + 1] == ("backs", i)
        first, other = (front, back) if side == "fronts" else (back, front)
        for colour, rect in card_bodies(plan, "cards", i):
            region = first.box(rect, CUT_MM - 0.35)
            a, b = first.ink_box(region), other.ink_box(region)
            assert a is not None and b is not None
            assert max(abs(a.x0 - b.x0), abs(a.y0 - b.y0), abs(a.x1 - b.x1),
                       abs(a.y1 - b.y1)) <= 1, (a, b)
            # the back's plain border, between its frame line and its motif
            shade = back.grey(rect.center().x(), rect.top() + rect.height() * 0.03)
            assert (shade > 150) == (colour == "white"), (colour, shade)
        # the part of the sheet without cards is blank on both sides
        cuts = [first.box(r, CUT_MM + 0.3) for _, r in card_bodies(plan, "cards", i)]
        w, h = plan.page_mm.width(), plan.page_mm.height()
        cards_area = first.box(QRectF(MARGIN_MM, MARGIN_MM + HEADER_MM, w - 2 * MARGIN_MM,
                                      h - 2 * MARGIN_MM - HEADER_MM - FOOTER_MM))
        spare = [(x, y) for x, y in first.ink_outside(cuts)
                 if cards_area.x0 <= x < cards_area.x1 and cards_area.y0 <= y < cards_area.y1]
        assert spare == []


def test_pieces_are_their_shapes_at_card_scale(
    printed: tuple[PrintPlan, list[Page], Path, str], qtbot: QtBot
) -> None:
    """Each printed piece covers exactly its squares (one square the size of a card's cell),
    the notch of the U and the corner of the P stay blank, and nothing else is on the sheet
    but the labels."""
    plan, pages, _, _ = printed
    w, h = plan.page_mm.width(), plan.page_mm.height()
    k = plan.sequence.index(("pieces", 0))
    page = pages[k]
    items, labels = plan.piece_pages[0]
    assert sorted({it.shape.id for it in items}) == ["P5", "U5"] and len(items) == 6
    allowed = [*furniture(page, w, h)]
    for lab in labels:
        allowed.append(page.box(QRectF(lab.x, lab.y, lab.width, LABEL_MM), 0.3))
    for it in items:
        rows = max(r for r, _ in it.cells) + 1
        cols = max(c for _, c in it.cells) + 1
        allowed.append(page.box(QRectF(it.x, it.y, cols * CELL_MM, rows * CELL_MM), 0.5))
        for r in range(rows):
            for c in range(cols):
                x, y = it.x + (c + 0.5) * CELL_MM, it.y + (r + 0.5) * CELL_MM
                inked = page.grey(x, y) < 250
                assert inked == ((r, c) in it.cells), (it.shape.id, it.cells, r, c)
        ink = page.ink_box(page.box(QRectF(it.x, it.y, cols * CELL_MM, rows * CELL_MM), 0.5))
        assert ink is not None
        assert page.mm(ink.x1 - ink.x0) == pytest.approx(cols * CELL_MM, abs=0.6)
        assert page.mm(ink.y1 - ink.y0) == pytest.approx(rows * CELL_MM, abs=0.6)
    assert page.ink_outside(allowed) == []


def test_no_path_is_closed_before_it_begins(printed: tuple[PrintPlan, list[Page], Path, str],
                                            qtbot: QtBot) -> None:
    """poppler said "Syntax Error: No current point in closepath" on pages of fronts: an
    empty path (a card whose well leaves no solid corner for the tile studs) was stroked."""
    _, _, path, _ = printed
    assert bare_closepaths(path) == 0


# --- the backs' design: the deck's name and a picture ------------------------------------------

TEAL = QColor("#2a9d8f")


def picture_png(width: int = 300, height: int = 200) -> bytes:
    """A picture in one colour (teal), as a PNG file's bytes."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(TEAL)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    return bytes(data.data())


def near(a: QColor, b: QColor, by: int = 12) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= by


@pytest.mark.parametrize("design", ["emblem", "name", "picture"])
def test_backs_show_the_emblem_the_decks_name_or_its_picture(design: str, tmp_path: Path,
                                                              qtbot: QtBot) -> None:
    """The emblem's L (in the motif's second column) prints only with the game's design; the
    picture fills the motif's place, whole and inside the cut line, behind white and black
    cards alike."""
    base = print_deck()
    back = {"emblem": BackDesign(), "name": BackDesign("name"),
            "picture": BackDesign("name", picture_png())}[design]
    deck = Deck("Sunset Arches", base.shapes, base.puzzles, base.setup, id="sunset", back=back)
    out = tmp_path / "deck.pdf"
    export_pdf(deck, out, backs=True, pieces="none")
    plan = plan_pages(deck, "a4", backs=True, pieces="none")
    page = render(out, DPI, plan.sequence.index(("backs", 0)))[0]
    w, h = plan.page_mm.width(), plan.page_mm.height()
    cuts = [page.box(b.rect, CUT_MM + 0.3) for b in plan.back_pages[0]]
    assert page.ink_outside([*cuts, *furniture(page, w, h)]) == []
    assert {b.colour for b in plan.back_pages[0]} == {"white", "black"}
    for b in plan.back_pages[0]:
        x, y = b.rect.left(), b.rect.top()
        cell = 60 * 0.6 / 5  # the motif: a 5 x 5 grid 0.6 of the card wide, 0.13 from the top
        emblem = page.colour(x + 12 + 1.5 * cell, y + 7.8 + 2.5 * cell)  # inside the L's stem
        if design != "picture":  # (the picture covers the motif's place)
            assert (emblem.hsvSaturation() > 120) == (design == "emblem"), (design, emblem.name())
        middle = page.colour(x + 30, y + 25)
        assert near(middle, TEAL) == (design == "picture"), (design, middle.name())
        # the picture, 3:2, is fitted whole: its left and right edges are the box's
        if design == "picture":
            assert near(page.colour(x + 6.6, y + 25), TEAL)
            assert not near(page.colour(x + 5.4, y + 25), TEAL)


def test_the_print_dialog_saves_the_design_with_the_deck(tmp_path: Path, qtbot: QtBot,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Choosing the deck's name and a picture in the print dialog changes the deck as one undo
    step, the PDF prints it, and the deck file keeps it."""
    from PySide6.QtWidgets import QDialog, QFileDialog

    from app.core.deck_library import read_deck, write_deck
    from editor.print_dialog import PrintDialog
    from editor.window import EditorWindow

    base = print_deck()
    deck_path = write_deck(Deck("Sunset Arches", base.shapes, base.puzzles, base.setup,
                                id="sunset"), tmp_path / "sunset.pldeck")
    picture = tmp_path / "art.png"
    picture.write_bytes(picture_png())
    window = EditorWindow()
    qtbot.addWidget(window)
    assert window.open_path(deck_path)
    doc = window.doc
    assert doc is not None and doc.back.is_default

    def answer(dialog: PrintDialog) -> QDialog.DialogCode:
        assert dialog.design.currentIndex() == 0 and dialog.design.isEnabled()
        assert dialog.set_picture_file(picture)
        assert dialog.design_changed()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PrintDialog, "exec", answer)
    out = tmp_path / "print.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(out), "")))
    window.export_pdf()
    assert doc.back == BackDesign("name", picture.read_bytes())
    assert window.stack.undoText() == "Change the card backs"
    qtbot.waitUntil(lambda: not window.print_export.running, timeout=60_000)
    plan = plan_pages(doc.deck(), "a4", backs=True, pieces="custom")
    page = render(out, DPI, plan.sequence.index(("backs", 0)))[0]
    first = plan.back_pages[0][0].rect
    assert near(page.colour(first.left() + 30, first.top() + 25), TEAL)
    assert window.save()
    assert read_deck(deck_path).back == doc.back
    window.stack.undo()
    assert doc.back.is_default
    window.stack.setClean()


def test_a_picture_too_large_is_scaled_down_and_a_non_picture_refused(tmp_path: Path,
                                                                      qtbot: QtBot) -> None:
    from editor.print_dialog import PICTURE_SIDE, PictureError, picture_for_backs

    big = tmp_path / "big.png"
    big.write_bytes(picture_png(1500, 1000))
    data = picture_for_backs(big)
    image = QImage.fromData(data)
    assert (image.width(), image.height()) == (PICTURE_SIDE, PICTURE_SIDE * 2 // 3)
    assert image_problem(data) is None
    small = tmp_path / "small.png"
    small.write_bytes(picture_png())
    assert picture_for_backs(small) == small.read_bytes()  # kept as it was
    text = tmp_path / "notes.png"
    text.write_text("not a picture")
    with pytest.raises(PictureError):
        picture_for_backs(text)
    with pytest.raises(PictureError):
        picture_for_backs(tmp_path / "missing.png")
