"""The built-in classic deck is shown in the player's language: its name ("Classic (first
edition)"), its description and its pieces' names ("I2 · domino") in the editor, the print &
play PDF's title and the table's tooltips. A custom deck's own texts stay as its designer wrote
them, and "Duplicate to edit" starts the copy in the designer's language."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from i18nkit import TRANSLATED, in_language
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QInputDialog

from app.i18n import (
    deck_name_text,
    piece_name_text,
    translated_classic,
)
from app.rules import Deck, classic_deck
from app.table.tooltips import TableTooltips
from editor.window import EditorWindow

__all__ = ["in_language"]  # the fixture

CLASSIC = classic_deck()
ENGLISH = [CLASSIC.name, CLASSIC.description, *(s.name for s in CLASSIC.shapes)]


def said(text: str) -> str:
    return QCoreApplication.translate("ClassicDeck", text)


def editor_texts(window: EditorWindow) -> dict[str, list[str]]:
    """What the editor shows of the open deck: its title, name, description, the pieces'
    list and the puzzles' reward box, and the library's entry for it."""
    window.show()
    for page in (window.deck_page, window.piece_page, window.puzzle_page):
        window.tabs.setCurrentWidget(page)  # a page fills itself when it is shown
        QApplication.processEvents()
    pieces = window.piece_page.list
    reward = window.puzzle_page.reward_combo
    library = window.library.list
    return {
        "title": [window.windowTitle()],
        "name": [window.deck_page.name_edit.text()],
        "description": [window.deck_page.description_edit.toPlainText()],
        "pieces": [pieces.item(i).text().split("\n")[0] for i in range(pieces.count())],
        "reward": [reward.itemText(i) for i in range(reward.count())],
        "library": [library.item(i).text().split("\n")[0] for i in range(library.count())],
    }


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_editor_shows_the_classic_deck_in_the_language(
        qtbot, in_language: Callable[[str], None], language: str) -> None:
    in_language(language)
    window = EditorWindow()
    qtbot.addWidget(window)
    window.open_classic()
    shown = editor_texts(window)
    assert said(CLASSIC.name) != CLASSIC.name
    assert said(CLASSIC.name) in shown["title"][0]
    assert shown["name"] == [said(CLASSIC.name)]
    assert shown["description"] == [said(CLASSIC.description)] != [CLASSIC.description]
    names = [f"{s.id} · {said(s.name)}" for s in CLASSIC.shapes]
    assert shown["pieces"] == names and shown["reward"] == names
    assert said(CLASSIC.name) in shown["library"]
    # nothing of the deck left in English (a French domino is a domino: one word, not English)
    everything = "\n".join(t for texts in shown.values() for t in texts)
    english = [t for t in ENGLISH if t in everything and said(t) != t]
    assert english == []


def test_every_classic_text_is_translated_in_every_language(
        in_language: Callable[[str], None]) -> None:
    same = {"fr": {"monomino", "domino"}}  # the French words are the English ones
    for language in TRANSLATED:
        in_language(language)
        english = [t for t in ENGLISH if said(t) == t and t not in same.get(language, set())]
        assert english == [], language


def test_the_table_names_the_classic_pieces_in_the_language(
        in_language: Callable[[str], None]) -> None:
    in_language("de")
    tips = TableTooltips()
    assert tips.piece_words(CLASSIC.shapes[1]) == "I2 (Domino)"
    assert piece_name_text(CLASSIC.shapes[3]) == "L-Tromino"
    assert deck_name_text(CLASSIC) == "Klassisch (erste Edition)"


def test_a_custom_decks_texts_stay_as_written(in_language: Callable[[str], None]) -> None:
    """A designer's deck that happens to use the classic deck's words keeps them: only the
    built-in deck's own texts are translated."""
    in_language("de")
    shape = CLASSIC.shapes[1]
    mine = Deck(name=CLASSIC.name, shapes=(type(shape)(shape.id, shape.cells, "domino",
                                                       "#123456", 3), *CLASSIC.shapes[2:]),
                puzzles=CLASSIC.puzzles, setup=CLASSIC.setup, id="mine",
                description=CLASSIC.description)
    assert deck_name_text(mine) == CLASSIC.name
    assert piece_name_text(mine.shapes[0]) == "domino"


def test_a_copy_to_edit_starts_in_the_designers_language(
        qtbot, monkeypatch: pytest.MonkeyPatch, in_language: Callable[[str], None]) -> None:
    in_language("ja")
    monkeypatch.setattr(QInputDialog, "getText",
                        staticmethod(lambda *a, **k: ("私のデッキ", True)))
    window = EditorWindow()
    qtbot.addWidget(window)
    window.open_classic()
    window.files.duplicate_deck()
    assert window.doc is not None and not window.doc.read_only
    copy = window.doc.deck()
    assert copy.name == "私のデッキ" and copy.id != CLASSIC.id
    assert copy.description == said(CLASSIC.description)
    assert [s.name for s in copy.shapes] == [said(s.name) for s in CLASSIC.shapes]
    # its texts are its own now: shown as they are, nothing translated again
    assert [piece_name_text(s) for s in copy.shapes] == [s.name for s in copy.shapes]
    assert translated_classic(copy).shapes == copy.shapes
    # the copy's texts are the designer's: the editor shows them as they are
    window.stack.setClean()
    assert editor_texts(window)["pieces"][1] == f"I2 · {said('domino')}"


def test_a_new_deck_starts_in_the_designers_language(
        qtbot, monkeypatch: pytest.MonkeyPatch, in_language: Callable[[str], None]) -> None:
    """File > New deck starts with the classic pieces: their names are the designer's
    language's, as in a copy of the classic deck (a Thai designer saw "L3 · L tromino")."""
    in_language("th")
    monkeypatch.setattr(QInputDialog, "getText",
                        staticmethod(lambda *a, **k: ("สำรับของฉัน", True)))
    window = EditorWindow()
    qtbot.addWidget(window)
    window.files.new_deck()
    assert window.doc is not None and not window.doc.read_only
    deck = window.doc.deck()
    assert deck.name == "สำรับของฉัน" and deck.puzzles == ()
    assert [s.name for s in deck.shapes] == [said(s.name) for s in CLASSIC.shapes]
    assert not set(s.name for s in deck.shapes) & set(ENGLISH)
    window.stack.setClean()
    assert editor_texts(window)["pieces"][1] == f"I2 · {said('domino')}"


def test_the_statistics_name_the_pieces_in_the_players_language(
        qtbot, in_language: Callable[[str], None]) -> None:
    """Your statistics' most-used pieces said "I3 (straight tromino): поставлена 17 раз"."""
    from types import SimpleNamespace

    from app.table.statistics import StatisticsWindow

    in_language("de")
    stats = StatisticsWindow("Ann")  # not shown: the history is not read
    qtbot.addWidget(stats)
    stats._fill_pieces(SimpleNamespace(pieces=(("I3", 17), ("L3", 2))))  # type: ignore[arg-type]
    shown = [stats.pieces.item(i).text() for i in range(stats.pieces.count())]
    assert shown[0].startswith(f"I3 ({said('straight tromino')})")
    assert said("straight tromino") != "straight tromino"
    assert not any(english in text for text in shown for english in ENGLISH[2:])
