"""The turn banner's words stay readable in every language: at 1280x720 and 1920x1080, with the
game log open or closed, for 1 to 4 players, no text of the banner (round, whose turn, "Actions
left:", the master action, the tag) is drawn with letters smaller than :data:`MIN_LETTERS` pixels.

The banner draws each text as large as its box allows (``app.table.items.BannerItem.texts``);
a label given a fixed width shrank with a long translation: "Осталось действий:" came out about
7 px high beside a master action three times its size. The sizes are computed from the layout
the table takes in each window (its arrangement and stretch for the view's shape) and the scale
that fits it, measured once on a real window per size.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.core.setup import GameSetup, SeatConfig
from app.fonts import apply_language_fonts
from app.i18n import available_languages, install_translators
from app.model.session import GameSession
from app.model.settings import Settings
from app.render.marks import text_width
from app.rules import classic_deck
from app.table.items import BannerItem, BannerText, MatInfoItem
from app.table.layout import (
    TableLayout,
    cells_size,
    choose_arrangement,
    compute_layout,
    flat_cells,
)
from app.table.scene import ASPECT_STEP, mat_detail
from app.table.view import FIT_MARGIN
from app.table.window import GameWindow

MIN_LETTERS = 10.0
"""The least height, in pixels, of a banner text's letters ("Ag", capitals and descenders):
about an 11-pixel font, the size of the status bar's text."""

WINDOWS = ((1280, 720), (1920, 1080))

translate = QCoreApplication.translate


@pytest.fixture(scope="module")
def viewports(qapp: QApplication, tmp_path_factory: pytest.TempPathFactory
              ) -> list[tuple[int, int]]:
    """The size of the table's view in each window, with the game log closed and open."""
    found = []
    for size in WINDOWS:
        path = tmp_path_factory.mktemp("banner") / "settings.ini"
        window = GameWindow(Settings.at_path(str(path)), autosave=False)
        window.resize(*size)
        window.show()
        QTest.qWaitForWindowExposed(window)
        setup = GameSetup((SeatConfig("Ann"), SeatConfig("Bob", "ai", "easy")), seed=1)
        window.set_session(GameSession(setup.record(), setup.seats, parent=window), origin=None)
        for log in (False, True):
            if log:
                window.log_folding.open_log()
            else:
                window.log_dock.hide()
            QApplication.processEvents()
            viewport = window.view.maximumViewportSize()
            found.append((viewport.width(), viewport.height()))
        window.close()
        window.deleteLater()
    QApplication.processEvents()
    return found


def fitted_tables(viewports: list[tuple[int, int]], counts: tuple[int, ...]
                  ) -> Iterator[tuple[str, TableLayout, float]]:
    """Each table of ``counts`` players (1: solo) in each view, as the scene and the view work
    it out: (its players and view in words, its layout, the scale that fits it in the view)."""
    deck = classic_deck()
    sizes = tuple(cells_size(flat_cells(shape)) for shape in deck.shapes)
    for width, height in viewports:
        room_w, room_h = width - 2 * FIT_MARGIN, height - 2 * FIT_MARGIN
        aspect = room_w / room_h
        stepped = ASPECT_STEP ** round(math.log(aspect, ASPECT_STEP))
        for players in counts:
            solo = players == 1
            arrangement = choose_arrangement(players, solo, sizes, deck.setup.row_size,
                                             round(aspect, 2))
            layout = compute_layout(players, solo, sizes, deck.setup.row_size, arrangement,
                                    stepped)
            scene = layout.scene
            scale = min(room_w / scene.width(), room_h / scene.height())
            yield f"{players} player(s) in a {width}x{height} view", layout, scale


def banners(viewports: list[tuple[int, int]]) -> Iterator[tuple[str, QRectF, float]]:
    """The banner's rectangle of each table (1 to 4 players, in each view) and the scale that
    fits the table in the view."""
    for where, layout, scale in fitted_tables(viewports, (1, 2, 3, 4)):
        yield where, layout.banner, scale


def banner_states() -> Iterator[dict[str, str]]:
    """What the banner shows in the current language: a turn (with each master action text,
    with and without the final-round tags) and Finishing Touches (none planned, three)."""
    round_text = translate("TableScene", "Round %1").replace("%1", "12")
    turn = translate("TableScene", "%1's turn").replace("%1", "Ann")
    masters = [translate("TableScene", "Master action: available"),
               translate("TableScene", "Master action: used"),
               translate("TableScene", "Master action: %n piece(s) planned", "", 3)]
    for tag in ("", "FINAL ROUND", "LAST ROUND NEXT"):
        for master in masters:
            yield {"round": round_text, "player": turn,
                   "actions": translate("TableScene", "Actions left:"), "master": master,
                   "tag": translate("TableScene", tag) if tag else ""}
    finishing = translate("TableScene", "%1's Finishing Touches").replace("%1", "Ann")
    for master in (translate("TableScene", "Each piece placed costs 1 point"),
                   translate("TableScene", "Pieces placed: %1, cost -%1").replace("%1", "3")):
        yield {"round": round_text, "player": finishing, "actions": "", "master": master,
               "tag": translate("TableScene", "FINISHING TOUCHES")}


def banner_texts(rect: QRectF, state: dict[str, str]) -> list[BannerText]:
    item = BannerItem(rect)
    item.round_text = state["round"]
    item.player_text = state["player"]
    item.actions_text = state["actions"]
    item.master_text = state["master"]
    item.tag_text = state["tag"]
    return item.texts()


def speak(qapp: QApplication, language: str) -> None:
    """The language's translators and fonts installed (the ``english`` fixture puts English's
    back)."""
    assert install_translators(qapp, language) == language
    apply_language_fonts(qapp, language)


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    yield
    speak(qapp, "en")


@pytest.mark.parametrize("language", available_languages())
def test_every_banner_text_is_readable(qapp: QApplication, english: None,
                                       viewports: list[tuple[int, int]], language: str) -> None:
    speak(qapp, language)
    small = []
    for where, rect, scale in banners(viewports):
        for state in banner_states():
            for text in banner_texts(rect, state):
                pixels = text.size * scale
                if pixels < MIN_LETTERS:
                    small.append(f"{where}: {text.role} {text.text!r} is {pixels:.1f} px high")
    assert not small, f"{language}:\n" + "\n".join(sorted(set(small)))


def test_every_text_fits_its_box_and_keeps_its_order(qapp: QApplication) -> None:
    """The texts follow each other from left to right, none over another or out of the
    banner, whatever their length."""
    rect = QRectF(0, 0, 700, 50)
    state = {"round": "Round 12", "player": "A very long name of a player's turn" * 2,
             "actions": "Actions left, in a language that says it at great length:",
             "master": "Master action: and a master action text that goes on and on",
             "tag": "THE LAST ROUND COMES NEXT, SAID AT LENGTH"}
    texts = banner_texts(rect, state)
    assert [t.role for t in texts] == ["round", "player", "actions", "master", "tag"]
    for before, after in itertools.pairwise(texts):
        assert before.box.right() <= after.box.left() + 1e-6, (before, after)
    for t in texts:
        assert rect.contains(t.box), t
        assert 0 < t.size <= t.full


def test_a_short_text_is_drawn_at_full_size(qapp: QApplication) -> None:
    texts = banner_texts(QRectF(0, 0, 1200, 50), {
        "round": "Round 2", "player": "Ann's turn", "actions": "Actions left:",
        "master": "Master action: available", "tag": ""})
    assert [t.size for t in texts] == [t.full for t in texts]


MIN_DETAIL = 6.5
"""The least height, in pixels, of the letters of a mat's lines under the score: the puzzles
completed and the Finishing Touches (about a 9-pixel font; the narrowest case, French
"Ajustements : -3" beside the pile of a 3- or 4-player table with the log open, is 6.6). On one line ("Terminés : 6, ajustements : -2") they came
out about 4 pixels high on a four-player table at 1280x720 with the game log open, in English
too."""


def mat_infos(viewports: list[tuple[int, int]]) -> Iterator[tuple[str, QRectF, float]]:
    """The info corner of the first mat of each table (2 to 4 players, in each view) and the
    scale that fits the table in the view."""
    for where, layout, scale in fitted_tables(viewports, (2, 3, 4)):
        yield where, layout.mats[0].info, scale


def letters(text: str, box: QRectF) -> float:
    """How high ``label`` draws the letters of ``text`` (unbold) in ``box``, in scene units."""
    natural = text_width(text, box.height(), bold=False, height_of="Ag")
    return box.height() * min(1.0, box.width() / natural) if natural else box.height()


@pytest.mark.parametrize("language", available_languages())
def test_a_mats_detail_is_readable(qapp: QApplication, english: None,
                                   viewports: list[tuple[int, int]], language: str) -> None:
    speak(qapp, language)
    small = []
    for where, info, scale in mat_infos(viewports):
        for completed, touches in ((12, 0), (12, 3)):
            item = MatInfoItem(info, "Ann", "", "", mat_detail(completed, touches),
                               current=False, turn_tag="")
            boxes = item.detail_boxes()
            assert len(boxes) == (2 if touches else 1)
            for text, box in boxes:
                assert info.contains(box) and not box.intersects(item.score_box())
                pixels = letters(text, box) * scale
                if pixels < MIN_DETAIL:
                    small.append(f"{where}: {text!r} is {pixels:.1f} px high")
    assert not small, f"{language}:\n" + "\n".join(sorted(set(small)))
