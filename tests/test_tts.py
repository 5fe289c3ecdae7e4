"""Export for Tabletop Simulator (issue 26): card sheets, backs and a saved object in Tabletop
Simulator's save format, checked as Tabletop Simulator reads them (each card cut from its
sheet by its CardID), and the editor's menu item running it off the UI thread."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from editorkit import Dialogs, open_editor
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

import editor.tts as tts
from app.render.geometry import CARD_ASPECT
from app.rules import Deck, classic_deck
from editor.tts import PER_SHEET, TtsCancelled, TtsText, export_tts, plan_sheets
from editor.window import EditorWindow


@pytest.fixture(autouse=True)
def small_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cards 120 pixels across instead of 400: the same sheets, painted ten times faster."""
    monkeypatch.setattr(tts, "CARD_WIDTH", 120)
    monkeypatch.setattr(tts, "CARD_HEIGHT", round(120 / CARD_ASPECT))


def big_deck(whites: int) -> Deck:
    base = classic_deck()
    w = [p for p in base.puzzles if p.colour == "white"]
    more = tuple(
        type(w[0])(f"X{i:03}", "white", w[i % len(w)].points, w[i % len(w)].reward,
                   w[i % len(w)].mask)
        for i in range(whites)
    )
    return Deck(name="Many whites", shapes=base.shapes, puzzles=more + tuple(
        p for p in base.puzzles if p.colour == "black"), setup=base.setup, id="many")


def local(url: str) -> Path:
    parsed = urlparse(url)
    assert parsed.scheme == "file"
    return Path(unquote(parsed.path))


def inked(image: QImage, rect: QRect) -> int:
    """How many of a sample of the pixels in ``rect`` are not white (a card is there)."""
    hits = 0
    for y in range(rect.top() + 3, rect.bottom() - 3, 7):
        for x in range(rect.left() + 3, rect.right() - 3, 7):
            if QColor(image.pixel(x, y)).lightness() < 235:
                hits += 1
    return hits


def test_the_saved_object_deals_every_card_from_its_sheet(qapp: object, tmp_path: Path) -> None:
    deck = big_deck(80)  # 80 whites: two sheets (69 + 11), and 20 blacks
    result = export_tts(deck, tmp_path, TtsText().words(deck))
    saved = json.loads(result.saved_object.read_text(encoding="utf-8"))
    assert result.saved_object == tmp_path / "Many-whites.json"
    assert (tmp_path / "Many-whites.png").is_file()
    states = saved["ObjectStates"]
    assert [s["Name"] for s in states] == ["DeckCustom", "DeckCustom"]
    dealt: dict[str, tuple[QImage, QRect]] = {}
    images: dict[str, QImage] = {}

    def image(url: str) -> QImage:
        if url not in images:
            images[url] = QImage(str(local(url)))
        return images[url]

    for state in states:
        cards = state["ContainedObjects"]
        assert state["DeckIDs"] == [c["CardID"] for c in cards]
        assert state["Transform"]["rotZ"] == 180  # face down
        for card in cards:
            key, index = divmod(card["CardID"], 100)
            sheet = state["CustomDeck"][str(key)]
            assert card["CustomDeck"] == {str(key): sheet}
            assert sheet["BackIsHidden"] and not sheet["UniqueBack"]
            assert index < PER_SHEET  # never the hidden card's place
            face = image(sheet["FaceURL"])
            assert not face.isNull() and image(sheet["BackURL"]).width() == tts.CARD_WIDTH
            # Tabletop Simulator cuts the sheet into an even grid
            w = face.width() // sheet["NumWidth"]
            h = face.height() // sheet["NumHeight"]
            assert (w, h) == (tts.CARD_WIDTH, tts.CARD_HEIGHT)
            row, col = divmod(index, sheet["NumWidth"])
            dealt[card["Nickname"]] = (face, QRect(col * w, row * h, w, h))
            puzzle = deck.puzzle_by_id[card["Nickname"]]
            assert str(puzzle.points) in card["Description"] and puzzle.reward in \
                card["Description"]
    assert set(dealt) == {p.id for p in deck.puzzles}
    for face, rect in dealt.values():
        assert inked(face, rect) > 20  # a card is painted where the card is cut
    sheets = plan_sheets(deck)
    assert [(s.colour, len(s.puzzles), s.columns, s.rows) for s in sheets] == [
        ("white", 69, 10, 7), ("white", 11, 10, 2), ("black", 20, 10, 2)]
    # the places after the last card of a sheet stay empty
    last_white = QImage(str(tmp_path / "Many-whites-white-2.png"))
    w, h = tts.CARD_WIDTH, tts.CARD_HEIGHT
    assert inked(last_white, QRect(1, 1, w - 2, h - 2)) > 20
    assert inked(last_white, QRect(3 * w + 1, h + 1, w - 2, h - 2)) == 0


def test_a_cancelled_export_writes_nothing(qapp: object, tmp_path: Path) -> None:
    deck = classic_deck()
    asked = iter(range(1000))
    with pytest.raises(TtsCancelled):
        export_tts(deck, tmp_path, TtsText().words(deck), cancelled=lambda: next(asked) > 10)
    assert list(tmp_path.iterdir()) == []


@pytest.fixture
def window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> EditorWindow:
    Dialogs(monkeypatch)
    return open_editor(qtbot)


def test_the_menu_item_exports_in_the_background(window: EditorWindow, qtbot: QtBot,
                                                 tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    import editor.tts as tts

    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        staticmethod(lambda *a, **k: str(tmp_path)))
    threads: list[object] = []
    real = tts.paint_sheet

    def paint(*args: object, **kw: object) -> QImage:
        from PySide6.QtCore import QThread

        threads.append(QThread.currentThread())
        return real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(tts, "paint_sheet", paint)
    window.registry.action("export_tts").trigger()
    qtbot.waitUntil(lambda: not window.exports.tts.running, timeout=60_000)
    assert threads and all(t is not QCoreApplication.instance().thread() for t in threads)
    assert (tmp_path / "Classic-first-edition.json").is_file()
    assert "Tabletop Simulator" in window.statusBar().currentMessage()
