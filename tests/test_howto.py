"""Help > How to play: the player's guide renders in every shipped language with all its
pictures and sections, can be searched and saved as PDF, and opens from the Help menu (F1) and
the welcome page; the rules reference still opens."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QKeySequence, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_table_support import window

from app.i18n import SOURCE_LANGUAGE, install_translators, shipped_languages
from app.table.howto import HowToDialog, guide_markdown, picture_names
from app.table.howto_pictures import PICTURES, picture_image, picture_size, tiling
from app.table.window import GameWindow

__all__ = ["window"]  # the fixture

LEFT = Qt.MouseButton.LeftButton
LANGUAGES = [SOURCE_LANGUAGE, *(c for c in shipped_languages() if c != SOURCE_LANGUAGE)]
DOCS = Path(__file__).resolve().parent.parent / "resources" / "docs"


@pytest.fixture
def dialog(qtbot: Any) -> Iterator[HowToDialog]:
    d = HowToDialog(None, SOURCE_LANGUAGE)
    qtbot.addWidget(d)
    d.resize(1040, 740)
    d.show()
    QTest.qWaitForWindowExposed(d)
    yield d
    d.close()


def _pictures_by_section(d: HowToDialog) -> list[list[str]]:
    """The pictures of each ``##`` section, in order."""
    doc = d.browser.document()
    out: list[list[str]] = []
    block = doc.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() == 2:
            out.append([])
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat() and out:
                out[-1].append(fmt.toImageFormat().name())
            it += 1
        block = block.next()
    return out


class TestEveryLanguage:
    def test_german_is_shipped(self) -> None:
        assert "de" in LANGUAGES

    @pytest.mark.parametrize("language", LANGUAGES)
    def test_the_guide_has_every_section_and_picture(self, qtbot: Any, language: str) -> None:
        assert (DOCS / ("howto.md" if language == SOURCE_LANGUAGE
                        else f"howto.{language}.md")).is_file()
        english = HowToDialog(None, SOURCE_LANGUAGE)
        shown = HowToDialog(None, language)
        for d in (english, shown):
            qtbot.addWidget(d)
        sections = [title for title, _ in shown.sections()]
        assert len(sections) == len(english.sections()) >= 10
        assert len(set(sections)) == len(sections)
        # the same pictures in the same sections, in the same order
        assert _pictures_by_section(shown) == _pictures_by_section(english)
        names = picture_names(shown.markdown)
        assert set(names) == set(PICTURES)
        # every picture resolves to an image of its size, at the screen's ratio and at 2x
        for fmt in shown.images():
            url = QUrl(fmt.name())
            assert url.scheme() == "picture"
            image = shown.browser.loadResource(QTextDocument.ResourceType.ImageResource.value, url)
            assert isinstance(image, QImage) and not image.isNull()
            ratio = shown.browser.devicePixelRatioF()
            assert image.width() == round(picture_size(url.path()).width() * ratio)
            assert image.height() == round(picture_size(url.path()).height() * ratio)
            # the document laid it out at its logical size
            doc_image = shown.browser.document().resource(
                QTextDocument.ResourceType.ImageResource.value, url)
            assert isinstance(doc_image, QImage) and not doc_image.isNull()

    def test_no_english_left_in_german(self, qtbot: Any) -> None:
        english = HowToDialog(None, SOURCE_LANGUAGE)
        german = HowToDialog(None, "de")
        for d in (english, german):
            qtbot.addWidget(d)
        en_titles = {t for t, _ in english.sections()}
        assert not en_titles & {t for t, _ in german.sections()}
        words = set(re.findall(r"[A-Za-zÄÖÜäöüß]+", german.browser.toPlainText()))
        english_words = {"the", "and", "your", "you", "piece", "pieces", "puzzles", "with",
                         "turn", "take", "points", "of", "from", "level", "automaton"}
        assert not words & english_words
        for picture in english.images():  # no English picture descriptions either
            assert picture.name() in {p.name() for p in german.images()}
        assert "Feinschliff" in german.browser.toPlainText()
        assert "Meisteraktion" in german.browser.toPlainText()

    def test_an_unknown_language_falls_back_to_english(self) -> None:
        assert guide_markdown("xx") == guide_markdown(SOURCE_LANGUAGE)
        assert guide_markdown("de") != guide_markdown(SOURCE_LANGUAGE)


class TestPictures:
    @pytest.mark.parametrize("name", sorted(PICTURES))
    def test_each_picture_is_drawn_crisp_at_the_ratio(self, qapp: QApplication,
                                                      name: str) -> None:
        size = picture_size(name)
        image = picture_image(name, 2.0)
        assert (image.width(), image.height()) == (size.width() * 2, size.height() * 2)
        assert image.devicePixelRatio() == 2.0
        # painted, not blank: many colours
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
                   for y in range(0, image.height(), 7)}
        assert len(colours) > 50

    def test_an_unknown_picture_is_null(self, qapp: QApplication) -> None:
        assert picture_image("nothing").isNull()
        assert picture_size("nothing").isEmpty()

    def test_the_example_pieces_fill_their_puzzles(self) -> None:
        from app.rules import classic_deck

        deck = classic_deck()
        for puzzle_id, shapes in (("W13", ("L3", "I2")), ("W06", ("T4", "I3", "O1")),
                                  ("B17", ("I4", "Z4", "I2")), ("W19", ("T4", "I2")),
                                  ("B18", ("I4", "O4", "I2"))):
            placed = tiling(puzzle_id, shapes)
            assert [deck.shapes[i].id for i, _ in placed] == list(shapes)
            union = 0
            for _, mask in placed:
                assert not union & mask
                union |= mask
            assert union == deck.puzzle_by_id[puzzle_id].mask

    def test_the_pictures_follow_the_colour_blind_palette(self, qapp: QApplication) -> None:
        from app.render.looks import PALETTE_NAMES, STANDARD, set_piece_palette

        other = next(n for n in PALETTE_NAMES if n != STANDARD)
        standard = picture_image("upgrade-ladder")
        try:
            assert set_piece_palette(other)
            changed = picture_image("upgrade-ladder")
        finally:
            set_piece_palette(STANDARD)
        assert changed != standard


def test_the_open_guide_redraws_in_a_new_palette(dialog: HowToDialog) -> None:
    from app.render.looks import PALETTE_NAMES, STANDARD, set_piece_palette

    url = QUrl("picture:upgrade-ladder")
    kind = QTextDocument.ResourceType.ImageResource.value
    before = dialog.browser.document().resource(kind, url)
    try:
        assert set_piece_palette(next(n for n in PALETTE_NAMES if n != STANDARD))
        after = dialog.browser.document().resource(kind, url)
    finally:
        set_piece_palette(STANDARD)
    assert isinstance(after, QImage) and not after.isNull()
    assert after != before
    assert dialog.contents.count() >= 10


class TestFind:
    def test_find_counts_highlights_and_steps(self, dialog: HowToDialog) -> None:
        text = dialog.browser.toPlainText().lower()
        expected = text.count("automaton")
        assert expected >= 3
        QTest.keyClicks(dialog.find_field, "automaton")
        assert len(dialog.matches) == expected
        assert len(dialog.browser.extraSelections()) == expected
        assert dialog.count_label.text() == f"1 of {expected}"
        assert dialog.browser.textCursor().selectedText().lower() == "automaton"
        QTest.keyClick(dialog.find_field, Qt.Key.Key_Return)
        assert dialog.count_label.text() == f"2 of {expected}"
        assert dialog.browser.textCursor().position() == dialog.matches[1].position()
        QTest.keyClick(dialog.find_field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
        QTest.keyClick(dialog.find_field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
        assert dialog.count_label.text() == f"{expected} of {expected}"
        QTest.mouseClick(dialog.next_button, LEFT)
        assert dialog.count_label.text() == f"1 of {expected}"

    def test_a_thai_phrase_is_found_across_its_word_marks(self, qtbot) -> None:
        """Thai puts zero-width spaces between words; a phrase typed without them is found."""
        from app.table.howto import ZWSP

        dialog = HowToDialog(None, language="th")
        qtbot.addWidget(dialog)
        text = dialog.browser.toPlainText()
        # a stretch of Thai letters around one word mark, typed without it
        phrase = next(
            text[i - 4:i + 5] for i, ch in enumerate(text)
            if ch == ZWSP and i >= 4 and all("\u0e00" <= c <= "\u0e7f" or c == ZWSP
                                             for c in text[i - 4:i + 5]))
        dialog.find_all(phrase.replace(ZWSP, ""))
        assert dialog.matches, phrase
        assert dialog.matches[0].selectedText().replace(ZWSP, "") == phrase.replace(ZWSP, "")

    def test_no_match_is_said_in_words(self, dialog: HowToDialog) -> None:
        QTest.keyClicks(dialog.find_field, "xylophone")
        assert dialog.matches == []
        assert dialog.count_label.text() == "No match"
        assert dialog.browser.extraSelections() == []
        assert not dialog.next_button.isEnabled()
        dialog.find_field.clear()
        assert dialog.count_label.text() == ""

    def test_the_contents_jump_to_a_section(self, dialog: HowToDialog) -> None:
        last = dialog.contents.count() - 1
        item = dialog.contents.item(last)
        assert item is not None and item.text() == "The solo game"
        rect = dialog.contents.visualItemRect(item)
        QTest.mouseClick(dialog.contents.viewport(), LEFT, pos=rect.center())
        block = dialog.browser.textCursor().block()
        assert block.text() == "The solo game"
        assert dialog.browser.verticalScrollBar().value() > 0
        dialog.go_to_section(0)
        assert dialog.contents.currentRow() == 0


class TestPdf:
    def test_save_as_pdf_writes_the_guide(self, dialog: HowToDialog, tmp_path: Path) -> None:
        target = tmp_path / "guide.pdf"
        assert dialog.save_pdf(target)
        data = target.read_bytes()
        assert data.startswith(b"%PDF") and len(data) > 20_000
        assert len(re.findall(rb"/Type\s*/Page\b", data)) >= 3  # pages of text
        assert data.count(b"/Subtype /Image") >= len(PICTURES)  # and every picture
        assert list(tmp_path.iterdir()) == [target]  # no temporary file left beside it

    def test_a_pdf_that_cannot_be_written_leaves_nothing(self, dialog: HowToDialog,
                                                         tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
        from PySide6.QtWidgets import QMessageBox

        said: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning", lambda *a: said.append(a[2]))
        assert not dialog.save_pdf(tmp_path / "no such folder" / "guide.pdf")
        assert said and "PDF" in said[0]
        assert list(tmp_path.iterdir()) == []


class TestWindow:
    def test_help_how_to_play_opens_the_guide_with_f1(self, window: GameWindow) -> None:
        help_menu = window.registry.menu("help")
        first = help_menu.actions()[0]
        assert first is window.registry.action("how_to_play")
        assert first.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
        window.activateWindow()
        QTest.keyClick(window, Qt.Key.Key_F1)
        QApplication.processEvents()
        d = window.how_to.dialog
        assert d is not None and d.isVisible() and not d.isModal()
        assert d.width() <= 1280 and d.height() <= 800
        assert d.contents.count() >= 10

    def test_the_rules_reference_still_opens(self, window: GameWindow) -> None:
        act = window.registry.action("rules")
        assert act.text().replace("&", "") == "Rules reference"
        assert act.shortcut().isEmpty()  # F1 is How to play's now
        act.trigger()
        assert window.rules is not None and window.rules.isVisible()
        assert window.rules.windowTitle() == "Rules reference"

    def test_the_welcome_page_entry_opens_the_guide(self, window: GameWindow, qtbot: Any) -> None:
        entries = window.welcome.entries
        assert list(entries)[-1] == "how_to_play"
        qtbot.mouseClick(entries["how_to_play"], LEFT)
        d = window.how_to.dialog
        assert d is not None and d.isVisible()


@pytest.fixture
def german(qapp: QApplication) -> Iterator[QApplication]:
    assert install_translators(qapp, "de") == "de"
    yield qapp
    assert install_translators(qapp, "en") == "en"


def test_a_german_interface_shows_the_german_guide(german: QApplication, qtbot: Any) -> None:
    d = HowToDialog()
    qtbot.addWidget(d)
    assert d.sections()[0][0] == "Das Ziel"
    assert d.windowTitle() == "So wird Project L gespielt"
    QTest.keyClicks(d.find_field, "Quxx")
    assert d.count_label.text() == "Kein Treffer"
