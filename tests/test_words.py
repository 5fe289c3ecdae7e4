"""Players' words everywhere: every message a player can read (why an action is not allowed, the
game log, the hints) starts with a capital letter and names no square by coordinates, in English
and in German; the pieces a line names are marked to be shown as pictures, and the words read
out and copied keep their ids."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from test_table_support import start, window

from app import rules
from app.ai.hints import finish_hint
from app.core.setup import GameSetup, SeatConfig
from app.i18n import install_translators, reason_text
from app.table.gamelog import describe_step_marked
from app.table.piece_words import has_pieces, pieces_in, plain, to_html
from app.table.strings import solo_column_text

__all__ = ["window"]  # the fixture

# a square named by numbers: "(3,2)", "row 3", "column 2", "3rd row", "the third row", "Spalte 2"
COORDINATES = re.compile(
    r"\(\s*-?\d+\s*[,;/]\s*-?\d+\s*\)"
    r"|\b(rows?|columns?|cols?|cells?|Reihen?|Zeilen?|Spalten?|Feld)\s+-?\d"
    r"|\b\d+\s*(st|nd|rd|th|\.)?\s+(row|column|Reihe|Zeile|Spalte)\b"
    r"|\b(first|second|third|fourth|fifth)\s+(row|column)\b"
    r"|\b(ersten|zweiten|dritten|vierten|fünften)\s+(Reihe|Zeile|Spalte)\b",
    re.IGNORECASE,
)


def assert_players_words(text: str, what: object) -> None:
    """``text`` starts with a capital letter (or a number) and names no square by
    coordinates."""
    assert text, what
    assert text[0].isupper() or text[0].isdigit(), (what, text)
    assert not COORDINATES.search(text), (what, text)
    assert not has_pieces(text), (what, text)  # marks never reach the words


@pytest.fixture
def german(qapp: QApplication) -> Iterator[QApplication]:
    """The German translators installed for one test, English again afterwards."""
    assert install_translators(qapp, "de") == "de"
    yield qapp
    assert install_translators(qapp, "en") == "en"


# ------------------------------------------------------------------ positions and bad actions


def positions() -> list[rules.GameState]:
    """States along random games: two, three and four players, and solo."""
    out: list[rules.GameState] = []
    for seats, seed in (((SeatConfig("Ann"), SeatConfig("Bob")), 3),
                        ((SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cy")), 8),
                        ((SeatConfig("Ann"),) * 1, 4),
                        ((SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cy"),
                          SeatConfig("Di")), 11)):
        state = GameSetup(seats, seed=seed).record().initial_state()
        actions = rules.play_random(state, seed)
        for i, action in enumerate(actions):
            if i % 9 == 0:
                out.append(state)
            state = rules.apply(state, action)
        out.append(state)
    return out


def bad_actions(state: rules.GameState, rng: random.Random) -> Iterator[rules.Action]:
    """Actions of every kind, most of them against the rules in ``state``."""
    deck = state.deck
    ids = [s.id for s in deck.shapes]
    yield rules.TakePuzzle("Q99")
    yield rules.TakePuzzle(rng.choice(deck.puzzles).id)
    yield rules.EndTurn()
    yield rules.Finish(())
    yield rules.Master(())
    yield rules.ChooseReward(rng.choice(ids))
    yield rules.TakePiece()
    for a in ids:
        yield rules.TakePiece(a)
        yield rules.Upgrade(a, rng.choice(ids))
        yield rules.Upgrade(a, a)
    yield rules.TakePiece("ZZ9")
    for player in state.players:
        for pz in player.puzzles:
            for shape in deck.shapes:
                for dr, dc in ((0, 0), (2, 2), (4, 4), (rng.randrange(5), rng.randrange(5))):
                    cells = tuple((r + dr, c + dc) for r, c in shape.cells)
                    yield rules.Place(pz.id, shape.id, cells)
                yield rules.Place(pz.id, shape.id, ((0, 0), (0, 0)))
                if pz.filled:
                    covered = rules.mask_to_cells(pz.filled)[0]
                    yield rules.Place(pz.id, shape.id, (covered,))
            one = rules.Placement(pz.id, ids[0], ((0, 0),))
            yield rules.Master((one, one))
    yield rules.Place("Q99", ids[0], ((0, 0),))


def all_reasons() -> list[rules.Reason]:
    """The reasons of many real illegal actions, the solver's reasons why pieces cannot fill
    real puzzles, and every kind of reason with every square of a card."""
    rng = random.Random(1)
    found: dict[rules.Reason, None] = {}
    for state in positions():
        for action in bad_actions(state, rng):
            why = rules.check(state, action)
            if why is not None:
                found[why] = None
        for pz in state.player.puzzles if state.players else ():
            result = finish_hint(state, pz.id)
            if result.unfillable is not None:
                found[result.unfillable.reason] = None
    kinds = {r.kind for r in found}
    # the engine's own reasons were reached, not only a few
    assert len(kinds & set(rules.Illegal)) >= 15, kinds
    assert {rules.Illegal.SOLID_SQUARE, rules.Illegal.COVERED_SQUARE, rules.Illegal.SQUARE_TWICE,
            rules.Illegal.OUTSIDE_CARD} <= kinds
    for kind in [*rules.Illegal, *rules.Unfit, *rules.DeckCheck]:
        for row in range(5):
            for col in range(5):
                found[_sample(kind, rules.Square(row, col))] = None
    return list(found)


def _sample(kind: rules.ReasonKind, square: rules.Square) -> rules.Reason:
    args: dict[str, object] = {}
    for name in re.findall(r"{(\w+)}", kind.value):
        if name in ("choices", "pieces", "rewards"):
            args[name] = rules.Choices(("O1", "I2", "L3"))
        elif name == "square":
            args[name] = square
        elif name == "why":
            args[name] = rules.Reason.of(rules.Unfit.SINGLE_HOLE, square=square)
        elif name in ("puzzle", "other", "shown"):
            args[name] = "W12"
        elif name in ("piece", "reward", "wanted"):
            args[name] = "L3"
        else:
            args[name] = 3
    return rules.Reason.of(kind, **args)  # type: ignore[arg-type]


# ------------------------------------------------------------------ the tests


class TestReasons:
    def test_every_reason_in_english(self) -> None:
        for reason in all_reasons():
            assert_players_words(str(reason), reason)
            assert_players_words(reason_text(reason), reason)

    def test_every_reason_in_german(self, german: QApplication) -> None:
        for reason in all_reasons():
            text = reason_text(reason)
            assert text != str(reason) or reason.kind is rules.DeckCheck.DECK_REWARDS, reason
            assert_players_words(text, reason)

    def test_a_square_is_said_by_where_it_lies(self, german: QApplication) -> None:
        corner = rules.Reason.of(rules.Illegal.COVERED_SQUARE, square=rules.Square(0, 0),
                                 puzzle="W03")
        centre = rules.Reason.of(rules.Unfit.SINGLE_HOLE, square=rules.Square(2, 2))
        assert str(corner) == ("The piece covers a square of W03 that is already filled (at the "
                               "top, on the left).")
        assert str(centre) == "The lone empty square (in the centre) needs a 1-square piece."
        assert reason_text(centre) == "Das einzelne leere Feld (in der Mitte) braucht einen Stein aus 1 Feld."
        # every square of a card has its own words
        said = {str(rules.Reason.of(rules.Unfit.NO_PIECE_FITS, square=rules.Square(r, c)))
                for r in range(5) for c in range(5)}
        assert len(said) == 25


def _games() -> Iterator[tuple[object, rules.GameState]]:
    """(step, state after) of whole random games, two players and solo."""
    from app.model.session import Step
    from app.rules import apply_with_events

    for seats, seed in (((SeatConfig("Ann"), SeatConfig("Bob")), 2), ((SeatConfig("Ann"),), 6)):
        state = GameSetup(seats, seed=seed).record().initial_state()
        for action in rules.play_random(state, seed):
            after, events = apply_with_events(state, action)
            yield Step(state, action, tuple(events), state.current, False), after
            state = after


class TestLog:
    def _check(self) -> int:
        lines = 0
        pictured = 0
        for step, after in _games():
            for marked in describe_step_marked(step, after):  # type: ignore[arg-type]
                text = plain(marked)
                assert_players_words(text, step)
                for piece in pieces_in(marked):
                    assert piece in text
                    pictured += 1
                assert "<img" in to_html(marked) or not pieces_in(marked)
                lines += 1
        assert lines > 100 and pictured > 50
        return lines

    def test_log_lines_in_english(self) -> None:
        self._check()

    def test_log_lines_in_german(self, german: QApplication) -> None:
        self._check()
        assert solo_column_text(0) == "der linken Spalte"

    def test_the_log_shows_pieces_as_pictures_and_keeps_their_ids(self, window) -> None:
        session = start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        assert session.apply(rules.TakePiece()) is None
        QApplication.processEvents()
        log = window.log
        item = log.item(log.count() - 1)
        assert item.text() == "Ann took an O1 from the reserve"
        from app.table.piece_words import RICH_ROLE

        marked = item.data(RICH_ROLE)
        assert pieces_in(marked) == ["O1"] and plain(marked) == item.text()
        # the delegate paints a taller line with the picture than the words alone need
        delegate = log.itemDelegate()
        index = log.indexFromItem(item)
        from PySide6.QtWidgets import QStyleOptionViewItem

        option = QStyleOptionViewItem()
        option.initFrom(log)
        assert delegate.sizeHint(option, index).height() >= 16
        image = log.viewport().grab().toImage()
        rect = log.visualItemRect(item)
        colours = {image.pixelColor(x, rect.center().y()).name()
                   for x in range(rect.left(), rect.right())}
        assert len(colours) > 5  # words and a coloured piece, not text alone

    def test_a_log_line_is_as_high_as_its_painted_words(self, window, qtbot) -> None:
        """A line that just fits the log's width is one line high: the height was measured
        4 pixels narrower than the line is painted, so such lines had an empty line under
        them."""
        from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyleOptionViewItem

        from app.table.piece_words import RICH_ROLE, PictureLineDelegate

        session = start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        assert session.apply(rules.TakePiece()) is None
        QApplication.processEvents()
        source = window.log.item(window.log.count() - 1)
        marked = source.data(RICH_ROLE)
        shapes = {s.id: s for s in session.deck.shapes}
        view = QListWidget()
        qtbot.addWidget(view)
        view.setWordWrap(True)
        view.setResizeMode(QListWidget.ResizeMode.Adjust)
        delegate = PictureLineDelegate(shapes.get, view)
        view.setItemDelegate(delegate)
        item = QListWidgetItem(source.text())
        item.setData(RICH_ROLE, marked)
        view.addItem(item)
        option = QStyleOptionViewItem()
        option.initFrom(view)
        one_line = delegate._document(option, marked, 10_000.0)
        view.show()
        frame = view.width() - view.viewport().width()
        view.resize(int(one_line.idealWidth()) + 2 + frame, 200)  # just room for one line
        view.doItemsLayout()
        QApplication.processEvents()
        rect = view.visualItemRect(item)
        image = view.viewport().grab().toImage()
        ratio = image.devicePixelRatio()
        ground = image.pixelColor(int((rect.right() - 1) * ratio), int(rect.top() * ratio))
        inked = [y for y in range(rect.top(), rect.bottom() + 1)
                 if any(image.pixelColor(int(x * ratio), int(y * ratio)) != ground
                        for x in range(rect.left(), rect.right()))]
        line = one_line.size().height()
        assert inked and rect.bottom() - max(inked) < line / 2, (rect, max(inked))


class TestHints:
    def test_hint_sentences_for_every_kind_of_action(self, window) -> None:
        session = start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
        hints = window.controller.hints
        rng = random.Random(4)
        state = session.state
        seen = set()
        for _ in range(60):
            actions = rules.legal_actions(state)
            for action in rng.sample(actions, min(len(actions), 15)):
                text, _ghosts, _marks = hints.describe(state, action)
                assert_players_words(plain(text), action)
                seen.add(type(action).__name__)
                if isinstance(action, (rules.Place, rules.Upgrade, rules.TakePiece)):
                    assert pieces_in(text), text
            state = rules.apply(state, rng.choice(actions))
            if state.phase.name == "FINISHED":
                break
        assert {"TakePuzzle", "TakePiece", "Upgrade", "Place"} <= seen


class TestFocusWords:
    def test_every_item_of_the_table_is_described_in_words(self, window) -> None:
        from app.table.tools import describe_target

        said = 0
        for seats in ((SeatConfig("Ann"), SeatConfig("Bob")), (SeatConfig("Ann"),)):
            start(window, seats)
            for target in window.scene.targets():
                text = describe_target(window.controller, target)
                if text:
                    assert_players_words(text, target)
                    said += 1
            if len(seats) == 1:  # the solo grid's counters: a column by where it lies
                from app.table.items import Target, TargetKind

                for column, words in enumerate(("left", "middle", "right")):
                    text = describe_target(window.controller,
                                           Target(TargetKind.LOCK, index=column))
                    assert text.startswith(f"Counters above the {words} column: ")
                    assert_players_words(text, column)
        assert said > 20
