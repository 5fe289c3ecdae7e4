"""Print & play PDF: pages counted in the file itself, real-size layout."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from deck_samples import pentomino_deck, small_deck_json
from pytestqt.qtbot import QtBot

from app.rules import classic_deck, deck_from_json
from editor.pdf import CARD_WIDTH_MM, CELL_MM, export_pdf, page_image, plan_pages


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
    pages = export_pdf(deck, out)
    # nine cards fit an A4 page: 2 card pages, and one page holds all the pieces
    assert pages == 3
    assert pdf_pages(out) == 3
    w, h = pdf_media_box_mm(out)
    assert (round(w), round(h)) == (210, 297)


def test_classic_and_letter(qtbot: QtBot, tmp_path: Path) -> None:
    deck = classic_deck()
    out = tmp_path / "classic.pdf"
    pages = export_pdf(deck, out, page="letter")
    plan = plan_pages(deck, "letter")
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
        for i, a in enumerate(boxes):
            for b in boxes[i + 1 :]:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


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

    from app.model.deck_library import write_deck
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
