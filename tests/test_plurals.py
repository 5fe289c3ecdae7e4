"""Counts in words: every counted phrase uses Qt's plural forms (the English source too), the
English plural file is loaded under every language, and numbers and dates follow the interface
language."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from i18nkit import i18n_script
from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QApplication

from app.i18n import install_translators
from app.table.counts import Counts, plural
from app.table.strings import date_time_text, number_text, points_text

ROOT = Path(__file__).resolve().parents[1]




script = i18n_script()

# nouns that a count stands before in the game's and the editor's words
COUNTED_NOUNS = (
    "point", "action", "piece", "card", "puzzle", "counter", "round", "game", "warning",
    "error", "square", "shape", "player", "page", "character", "turn", "move", "hint", "step",
    "second", "minute", "file", "deck", "seat",
)
# "%1 points", "%2 empty squares", "%1 of %2 puzzles": a plain number before a noun
_PLAIN_COUNT = re.compile(
    r"%\d+ (?:[a-z]+ )?(?:" + "|".join(COUNTED_NOUNS) + r")s?\b", re.IGNORECASE)
# a field that is not a count before a noun: "%2 puzzle" is "white puzzle"
NOT_COUNTS = {("PuzzleModel", "%1: %2 puzzle, %n point(s), reward %3")}
# "Round %1", "Action %1 of %2", "Puzzle %1: ...", "piece %1": a name or a position, not a count
_NAMED = re.compile(r"\b(?:" + "|".join(COUNTED_NOUNS) + r")\s+%\d+\s+(?:\w+\s+)?%\d",
                    re.IGNORECASE)


def counted_without_plural(source: str) -> list[str]:
    """The parts of a source string that put a plain ``%1`` number before a counted noun."""
    return [m.group(0) for m in _PLAIN_COUNT.finditer(source)
            if not _NAMED.search(source[max(0, m.start() - 12):m.end()])]


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The translators of the parametrised language installed, English again afterwards."""
    code = str(request.param)
    assert install_translators(qapp, code) == code
    yield code
    install_translators(qapp, "en")


class TestSourceStrings:
    def test_the_heuristic_finds_plain_counts(self) -> None:
        assert counted_without_plural("%1 points")
        assert counted_without_plural("%1 of %2 puzzles")
        assert counted_without_plural("%1 (%2, %3 empty squares)")
        assert counted_without_plural("not finished (%1 actions)")
        assert counted_without_plural("You have %1 action left")
        assert not counted_without_plural("%n point(s)")
        assert not counted_without_plural("Round %1")
        assert not counted_without_plural("Score: %1")
        assert not counted_without_plural("Action %1 of %2")
        assert not counted_without_plural("Reward: piece %1")

    def test_no_source_string_counts_with_a_plain_number(self, tmp_path: Path) -> None:
        fresh = tmp_path / "project_l_xx.ts"
        script.lupdate([fresh])
        messages = script.read_ts(fresh)
        assert len(messages) > 600
        bad = [f"{m.context}: {m.source!r} ({', '.join(counted_without_plural(m.source))})"
               for m in messages
               if counted_without_plural(m.source) and (m.context, m.source) not in NOT_COUNTS]
        assert bad == [], "use %n and self.tr(text, '', n):\n" + "\n".join(bad)

    def test_every_n_phrase_is_a_plural_message(self, tmp_path: Path) -> None:
        """lupdate marks a %n phrase as plural only when it sees the count in the call."""
        fresh = tmp_path / "project_l_xx.ts"
        script.lupdate([fresh])
        bad = [f"{m.context}: {m.source!r}" for m in script.read_ts(fresh)
               if "%n" in m.source and not m.numerus]
        assert bad == []


class TestEnglishPluralFile:
    def test_it_holds_every_plural_and_nothing_else(self) -> None:
        messages = script.read_ts(script.ts_path("en"))
        assert messages and all(m.numerus for m in messages)
        assert script.problems(messages) == []
        for m in messages:
            assert len(m.translations) == 2, m
            one, many = m.translations
            assert "(s)" not in one + many, m

    def test_it_is_checked_with_the_others(self) -> None:
        assert script.ts_files()[0] == script.ts_path("en")
        assert "en" not in script.languages()

    def test_source_plurals_are_loaded_for_english(self, qapp: QApplication) -> None:
        assert install_translators(qapp, "en") == "en"
        text = QCoreApplication.translate("TableTooltips", "White deck: %n card(s) left", None, 1)
        assert text == "White deck: 1 card left"
        text = QCoreApplication.translate("TableTooltips", "White deck: %n card(s) left", None, 2)
        assert text == "White deck: 2 cards left"


CASES = {
    "en": {1: "1 point", 2: "2 points", 5: "5 points", 21: "21 points"},
    "de": {1: "1 Punkt", 2: "2 Punkte", 5: "5 Punkte", 21: "21 Punkte"},
}


class TestRenderedCounts:
    @pytest.mark.parametrize("language", ["en", "de"], indirect=True)
    def test_points(self, language: str) -> None:
        for n, want in CASES[language].items():
            assert points_text(n) == want

    @pytest.mark.parametrize("language", ["en", "de"], indirect=True)
    def test_phrases_of_the_table_and_the_editor(self, language: str) -> None:
        counts = Counts()
        got = {n: counts.unfinished_game(n) for n in (1, 2, 5, 21)}
        want = {
            "en": {1: "not finished (1 action)", 2: "not finished (2 actions)",
                   5: "not finished (5 actions)", 21: "not finished (21 actions)"},
            "de": {1: "nicht beendet (1 Aktion)", 2: "nicht beendet (2 Aktionen)",
                   5: "nicht beendet (5 Aktionen)", 21: "nicht beendet (21 Aktionen)"},
        }[language]
        assert got == want
        one = QCoreApplication.translate("WindowMenus",
                                         "You have %n action(s) left. End your turn anyway?",
                                         None, 1)
        assert one == {"en": "You have 1 action left. End your turn anyway?",
                       "de": "Du hast noch 1 Aktion. Zug trotzdem beenden?"}[language]
        pieces = QCoreApplication.translate("PrintCounts", "%n piece(s)", None, 21)
        assert pieces == {"en": "21 pieces", "de": "21 Steine"}[language]

    def test_no_translation_loaded_still_reads_right(self) -> None:
        def phrase(k: int) -> str:
            return f"{k} point(s)"

        assert plural(phrase, 1) == "1 point"
        assert plural(phrase, 2) == "2 points"

    def test_negative_counts_keep_their_sign(self, qapp: QApplication) -> None:
        from app.table.tooltips import TableTooltips

        assert points_text(-3) == "-3 points"
        assert points_text(-1) == "-1 point"
        # Qt's %n leaves a negative count as "%n": a score under zero still reads
        assert TableTooltips().mat_tip("Ann", -2, 0, 2).splitlines()[0] == "Ann: -2 points"

    def test_a_phrase_with_more_fields(self, qapp: QApplication) -> None:
        assert install_translators(qapp, "de") == "de"
        try:
            assert Counts().empty_squares(1) == "%1 (%2, 1 freies Feld)"
            assert Counts().empty_squares(3) == "%1 (%2, 3 freie Felder)"
        finally:
            install_translators(qapp, "en")
        assert Counts().empty_squares(1) == "%1 (%2, 1 empty square)"


class TestLocale:
    @pytest.mark.parametrize("language", ["de"], indirect=True)
    def test_numbers_are_grouped_in_the_interface_language(self, language: str) -> None:
        assert number_text(12345) == "12.345"
        assert number_text(999) == "999"

    @pytest.mark.parametrize("language", ["de"], indirect=True)
    def test_dates_in_the_interface_language(self, language: str) -> None:
        when = datetime(2026, 11, 26, 14, 5, tzinfo=UTC)
        stamp = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
        text = date_time_text(when)
        assert text == QLocale(QLocale.Language.German).toString(
            stamp, QLocale.FormatType.ShortFormat)
        assert "26.11." in text


class TestEnglishFill:
    def test_new_plurals_get_their_forms_and_hand_made_ones_stay(self, tmp_path: Path) -> None:
        ts = tmp_path / "project_l_en.ts"
        ts.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
            '<TS version="2.1" language="en_US" sourcelanguage="en"><context><name>C</name>'
            '<message numerus="yes"><source>%n point(s)</source>'
            '<translation type="unfinished"><numerusform></numerusform>'
            '<numerusform></numerusform></translation></message>'
            '<message numerus="yes"><source>%n game(s) are kept</source><translation>'
            '<numerusform>%n game is kept</numerusform><numerusform>%n games are kept'
            '</numerusform></translation></message></context></TS>\n', encoding="utf-8")
        assert script.fill_english(ts) == 1
        got = {m.source: m.translations for m in script.read_ts(ts)}
        assert got == {"%n point(s)": ("%n point", "%n points"),
                       "%n game(s) are kept": ("%n game is kept", "%n games are kept")}
        assert script.problems(script.read_ts(ts)) == []
        assert "<!DOCTYPE TS>" in ts.read_text(encoding="utf-8")
        assert script.fill_english(ts) == 0
