"""The lessons: their data against the engine, the callout, and each lesson played on the table
doing exactly what its callouts say, with real mouse and keyboard events."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
from test_table_support import (
    LEFT,
    NONE,
    RIGHT,
    cells_centre,
    click,
    key,
    popup_menu,
    press_and_move,
    puzzle,
    release,
    reserve,
    row_card,
    supply,
    trigger,
    vp,
    window,
)

from app import rules
from app.lessons import CHECKS, LessonStep, lessons, matches, parse_expected, walkthrough
from app.table.callout import PAD, Callout, choose_spot
from app.table.layout import flat_cells
from app.table.lesson import LessonRunner
from app.table.tools import PlacePieceTool

__all__ = ["window"]  # the fixture

# ------------------------------------------------------------------ the data and the engine


class TestLessonData:
    def test_every_expected_action_is_legal_in_the_lesson_game(self) -> None:
        for lesson in lessons().values():
            state = lesson.record().initial_state()
            script = list(lesson.opponent_moves())
            for step in lesson.steps:
                if step.jump is not None:
                    result = rules.replay(lesson.record(step.jump))
                    assert result.ok, (lesson.id, step.id, result.reason)
                    state = result.state
                assert step.title and step.text
                for text in step.expect[:1]:
                    want = parse_expected(text)
                    if isinstance(want, rules.Place) and not want.cells:
                        want = any_placement(state, want.puzzle, want.piece)
                    if isinstance(want, rules.Finish):
                        continue
                    assert rules.check(state, want) is None, (lesson.id, step.id, text)
                    state = rules.apply(state, want)
                while state.current != 0 and script and state.phase is rules.Phase.PLAYING:
                    state = rules.apply(state, script.pop(0))

    def test_a_placement_matches_by_its_squares_whatever_their_order(self) -> None:
        want = parse_expected("place W10 I2 c2 c3")
        assert matches(want, rules.Place("W10", "I2", ((2, 2), (1, 2))))
        assert not matches(want, rules.Place("W10", "I2", ((2, 2), (3, 2))))
        assert matches(parse_expected("place W10 I2 *"), rules.Place("W10", "I2", ((3, 2), (2, 2))))
        assert matches(parse_expected("piece"), rules.TakePiece("O1"))
        assert not matches(parse_expected("take W10"), rules.TakePuzzle("W09"))

    def test_the_solo_automaton_takes_what_the_lesson_says(self) -> None:
        lesson = lessons()["solo"]
        state = lesson.record().initial_state()
        for text in ("take W12", "piece"):
            state = rules.apply(state, parse_expected(text))
        state = rules.apply(state, any_placement(state, "W12", "I2"))
        assert state.solo is not None
        assert state.solo.opponent_completed == ("W04",)
        assert state.solo.locks[0] > 1 and state.solo.locks[2] == 0

    def test_the_flip_steps_hole_fits_the_piece_only_flipped(self) -> None:
        """The first game's flip step: what is left of the puzzle is exactly the squares asked
        for, and they are the piece as the supply shows it (and a drag starts) mirrored: no
        turn alone covers them."""
        lesson = lessons()["first_game"]
        index = [s.id for s in lesson.steps].index("flip")
        want = lesson.steps[index].expected()[0]
        assert isinstance(want, rules.Place)
        state = rules.replay(lesson.record(walkthrough(lesson)[index])).state
        card = next(p for p in state.players[0].puzzles if p.id == want.puzzle)
        hole = state.deck.puzzle_by_id[card.id].mask & ~card.filled
        assert set(rules.mask_to_cells(hole)) == set(want.cells)
        deck = state.deck
        shape = deck.shapes[deck.shape_index[want.piece]]
        assert rules.normalize(want.cells) not in turns(flat_cells(shape))
        assert rules.check(state, want) is None

    def test_the_tips_a_step_teaches_are_known(self) -> None:
        from app.model.tips import TIP_IDS

        taught = [t for lesson in lessons().values() for s in lesson.steps for t in s.teaches]
        assert taught and set(taught) <= set(TIP_IDS)

    def test_the_checks_are_known(self) -> None:
        for lesson in lessons().values():
            for step in lesson.steps:
                assert not step.check or step.check in CHECKS


def any_placement(state, puzzle_id: str, piece: str) -> rules.Place:
    deck = state.deck
    for k, si, m in rules.placement_options(state):
        if state.player.puzzles[k].id == puzzle_id and deck.shapes[si].id == piece:
            return rules.Place(puzzle_id, piece, rules.mask_to_cells(m))
    raise AssertionError(f"no room for {piece} on {puzzle_id}")


# ------------------------------------------------------------------ the callout


class TestCallout:
    def test_it_sits_beside_its_anchor_inside_the_bounds_and_its_buttons_click(self, qtbot
                                                                               ) -> None:
        scene = QGraphicsScene(0, 0, 2000, 1200)
        view = QGraphicsView(scene)
        qtbot.addWidget(view)
        view.resize(1000, 600)
        view.show()
        view.fitInView(scene.sceneRect())
        pressed: list[str] = []
        callout = Callout("Some words that wrap over more than one line of the bubble.",
                          title="Title", buttons=[("&Next", lambda: pressed.append("next")),
                                                  ("&Leave", lambda: pressed.append("leave"))])
        scene.addItem(callout)
        bounds = scene.sceneRect()
        for anchor in (QRectF(1700, 100, 200, 300), QRectF(50, 50, 100, 100),
                       QRectF(0, 0, 2000, 200), QRectF(900, 1000, 200, 200)):
            callout.place(anchor, bounds)
            bubble = callout.bubble_rect()
            assert not bubble.intersects(anchor), anchor
            assert bounds.contains(bubble), anchor
        QTest.mouseClick(view.viewport(), LEFT, NONE,
                         view.mapFromScene(callout.button_rect(1).center()))
        assert pressed == ["leave"]
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_F6)
        assert callout.has_keyboard()
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert pressed == ["leave", "next"]
        QTest.keyClick(view, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
        assert pressed == ["leave", "next", "next"]
        assert "Title" in callout.accessible_text()

    def test_it_keeps_off_what_the_player_is_asked_to_act_on(self) -> None:
        """Beside the anchor when that side is clear, slid along it or further off when the
        things to act on lie there; the same spot every time; the least covered when nothing
        is clear."""
        bounds = QRectF(0, 0, 1000, 600)
        anchor = QRectF(100, 250, 100, 100)
        side, at = choose_spot(300, 150, anchor, bounds)
        assert side == "right" and at == QPointF(216, 225)
        supply = [QRectF(210, 200, 400, 200)]  # right of the anchor, where the bubble went
        side, at = choose_spot(300, 150, anchor, bounds, keep_clear=supply)
        bubble = QRectF(at, QSizeF(300, 150))
        assert bounds.contains(bubble) and not bubble.intersects(anchor)
        assert not bubble.intersects(supply[0])
        assert choose_spot(300, 150, anchor, bounds, keep_clear=supply) == (side, at)
        everywhere = [QRectF(0, 0, 1000, 240), QRectF(0, 360, 1000, 240),
                      QRectF(210, 240, 790, 120)]
        side, at = choose_spot(300, 150, anchor, bounds, keep_clear=everywhere)
        bubble = QRectF(at, QSizeF(300, 150))
        assert bounds.contains(bubble) and not bubble.intersects(anchor)

    def test_a_bracketed_mnemonic_fits_in_its_button(self, qtbot) -> None:
        """Japanese and Thai show the key as "(G)" after the words: the button holds it too
        (it was measured without it, and two Thai buttons overlapped)."""
        scene = QGraphicsScene(0, 0, 2000, 1200)
        view = QGraphicsView(scene)
        qtbot.addWidget(view)
        view.show()
        texts = ["เข้าใจแล้ว(&G)", "ไม่ต้องแสดงอีก(&D)"]
        callout = Callout("Words", buttons=[(t, lambda: None) for t in texts])
        scene.addItem(callout)
        callout.place(QRectF(500, 500, 100, 100), scene.sceneRect())
        metrics = QFontMetricsF(callout._font(bold=True, scale=0.95))
        rects = [callout.mapRectFromScene(callout.button_rect(i)) for i in range(len(texts))]
        for text, rect in zip(texts, rects, strict=True):
            drawn = metrics.size(int(Qt.TextFlag.TextShowMnemonic), text).width()
            assert rect.width() >= drawn + 20, text
        assert not rects[0].intersects(rects[1])

    @pytest.mark.parametrize("texts", [["&Verstanden", "&Nicht mehr zeigen"],
                                       ["&Got it", "&No more tips"],
                                       ["わかった(&G)", "今後表示しない(&D)"]])
    def test_the_f6_reminder_keeps_its_room_beside_the_buttons(self, qtbot, texts) -> None:
        """ "F6" is drawn left of the first row of buttons; German's filled the row and hid it."""
        scene = QGraphicsScene(0, 0, 2000, 1200)
        callout = Callout("Words that make the bubble as wide as it may be, and a little more.",
                          buttons=[(t, lambda: None) for t in texts])
        scene.addItem(callout)
        callout.place(QRectF(500, 500, 100, 100), scene.sceneRect())
        first = callout.mapRectFromScene(callout.button_rect(0))
        f6 = QFontMetricsF(callout._font(scale=0.75)).horizontalAdvance("F6")
        assert first.left() - PAD - 6 >= f6

    def test_its_size_on_screen_does_not_follow_the_zoom(self, qtbot) -> None:
        scene = QGraphicsScene(0, 0, 2000, 1200)
        view = QGraphicsView(scene)
        qtbot.addWidget(view)
        view.resize(1000, 600)
        view.show()
        callout = Callout("Words")
        scene.addItem(callout)
        widths = []
        for scale in (0.3, 1.5):
            view.resetTransform()
            view.scale(scale, scale)
            callout.place(QRectF(500, 500, 100, 100), scene.sceneRect())
            widths.append(callout.bubble_rect().width() * scale)
        assert abs(widths[0] - widths[1]) < 1.0


# ------------------------------------------------------------------ playing the lessons


def runner_of(window) -> LessonRunner:
    return window.lessons.runner


def wait_for_input(qtbot, window, runner: LessonRunner, step: LessonStep) -> None:
    """Until the player may act (the AI has played) or the step has moved on."""
    qtbot.waitUntil(lambda: runner.step is not step or window.controller.input_allowed(),
                    timeout=60000)


def steps_to_take(qtbot, window, runner: LessonRunner, seen: list[str]) -> Iterator[LessonStep]:
    """The running lesson's steps, each once the player may act on it (a step that moves on by
    itself meanwhile is not given); every step's id is added to ``seen`` as it comes."""
    while runner.running:
        step = runner.step
        assert step is not None
        seen.append(step.id)
        if not step.is_note:
            wait_for_input(qtbot, window, runner, step)
        if runner.step is step:
            yield step


def turns(cells) -> set[tuple[tuple[int, int], ...]]:
    """The four quarter turns of some cells (what R alone reaches)."""
    return {rules.rotate_cells(cells, k) for k in range(4)}


def place_gesture(window, placement: rules.Placement, *, right_button: bool = False) -> list[str]:
    """Hold the piece over the squares; when no turn of it as the supply gives it covers them,
    flip it (F, or the right button); turn it with R until it fits them; drop it. Returns the
    gestures made while holding it."""
    state = window.session.state
    card = puzzle(state, placement.puzzle)
    to = cells_centre(window, card, placement.cells)
    press_and_move(window, supply(state, placement.piece), to)
    tool = window.controller.tool
    assert isinstance(tool, PlacePieceTool)
    want = rules.normalize(placement.cells)
    made: list[str] = []
    if want not in turns(tool.cells):
        if right_button:
            QTest.mouseClick(window.view.viewport(), RIGHT, NONE, vp(window, to))
            made.append("right button")
        else:
            key(window, Qt.Key.Key_F)
            made.append("F")
        assert window.controller.tool is tool and want in turns(tool.cells)
    while rules.normalize(tool.cells) != want:
        assert made.count("R") < 3
        key(window, Qt.Key.Key_R)
        made.append("R")
    QTest.mouseMove(window.view.viewport(), vp(window, to))
    release(window, to)
    return made


def do(qtbot, window, want) -> list[str]:
    """Perform an expected action with the table's gestures; returns those made while holding
    a piece (R, F)."""
    state = window.session.state
    made: list[str] = []
    if isinstance(want, rules.TakePuzzle):
        click(window, row_card(state, want.puzzle))
    elif isinstance(want, rules.TakePiece):
        click(window, reserve(state, "O1"))
    elif isinstance(want, rules.Upgrade):
        click(window, supply(state, want.source), RIGHT)
        menu = popup_menu(qtbot)
        deck = state.deck
        up = deck.levels[deck.shape_index[want.target]] > deck.levels[
            deck.shape_index[want.source]]
        trigger(menu, f"{'upgrade' if up else 'exchange'}:{want.target}")
    elif isinstance(want, rules.Place):
        placement = want.placement if want.cells else any_placement(
            state, want.puzzle, want.piece).placement
        made = place_gesture(window, placement)
    elif isinstance(want, rules.Master):
        key(window, Qt.Key.Key_M)
        for p in want.placements:
            made += place_gesture(window, p)
        key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    elif isinstance(want, rules.Finish):
        key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # Done, no piece
    else:
        raise AssertionError(f"no gesture for {want}")
    QApplication.processEvents()
    return made


def check_callout(window, runner: LessonRunner) -> None:
    """The callout is inside the view and never on what it points at."""
    runner.place_callout()
    callout = runner.callout
    assert callout is not None and callout.isVisible()
    bubble = callout.bubble_rect()
    shown = runner.visible_rect().adjusted(-1, -1, 1, 1)
    assert shown.contains(bubble), (runner.step.id, bubble, shown, runner.anchor(), callout.side())
    where = runner.anchor()
    if where is not None:
        assert not bubble.intersects(where[0]), (runner.step, bubble, where[0])


def play_lesson(qtbot, window, lesson_id: str, *, keyboard_next: bool = False) -> list[str]:
    """Plays the lesson to its end as its callouts say; returns the steps that needed a flip."""
    runner = runner_of(window)
    assert runner.start(lesson_id, resume=False)
    lesson = lessons()[lesson_id]
    seen: list[str] = []
    flipped: list[str] = []
    hinted = 0
    for step in steps_to_take(qtbot, window, runner, seen):
        check_callout(window, runner)
        assert runner.callout is not None
        if step.is_note:
            if keyboard_next:
                key(window, Qt.Key.Key_F6)
                key(window, Qt.Key.Key_Return)
            else:
                QTest.mouseClick(window.view.viewport(), LEFT, NONE,
                                 vp(window, runner.callout.button_rect(0).center()))
        elif step.check:
            # free play: the test ends its turns (E) until the state the step waits for
            while runner.step is step:
                wait_for_input(qtbot, window, runner, step)
                if runner.step is not step:
                    break
                if window.session.state.phase is rules.Phase.PLAYING:
                    # hints are on: the best next action shows by itself on your turn
                    qtbot.waitUntil(lambda: bool(window.controller.hints.overlay_items()),
                                    timeout=30000)
                    hinted += 1
                    key(window, Qt.Key.Key_E)
                QApplication.processEvents()
        elif "F" in do(qtbot, window, step.expected()[0]):
            flipped.append(step.id)
        qtbot.waitUntil(lambda s=step: runner.step is not s, timeout=20000)
    assert seen == [s.id for s in lesson.steps]
    assert hinted or not any(s.check for s in lesson.steps)
    assert window.settings.lesson_progress(lesson_id) is None  # completed: nothing to resume
    return flipped


class TestPlayingTheLessons:
    def test_the_first_game_played_as_the_callouts_say(self, qtbot, window) -> None:
        # one step can only be done by flipping the piece (F) while holding it
        assert play_lesson(qtbot, window, "first_game") == ["flip"]
        # Ada makes her Finishing Touches after yours, then the game is scored
        qtbot.waitUntil(lambda: window.session.state.phase is rules.Phase.FINISHED, timeout=60000)

    def test_the_solo_lesson_played_as_the_callouts_say_with_the_keyboard(self, qtbot,
                                                                          window) -> None:
        play_lesson(qtbot, window, "solo", keyboard_next=True)
        assert window.session.state.solo is not None

    def test_a_wrong_action_is_refused_with_the_hint(self, qtbot, window) -> None:
        runner = runner_of(window)
        runner.start("first_game", resume=False)
        s = window.session
        # a note is pending: taking a puzzle is refused
        click(window, row_card(s.state, "W10"))
        assert not s.history
        assert "Next" in window.status_text()
        QTest.mouseClick(window.view.viewport(), LEFT, NONE,
                         vp(window, runner.callout.button_rect(0).center()))
        assert runner.step is not None and runner.step.id == "take_puzzle"
        # the step asks for W10: a level-1 piece is refused, W09 too
        click(window, reserve(s.state, "O1"))
        click(window, row_card(s.state, "W09"))
        assert not s.history
        assert "Not now" in window.status_text()
        assert runner.callout is not None and runner.callout.is_shaking()
        click(window, row_card(s.state, "W10"))
        assert s.history[-1].action == rules.TakePuzzle("W10")
        qtbot.waitUntil(lambda: runner.step.id == "take_piece")

    def test_the_flip_step_refuses_the_piece_unflipped(self, qtbot, window) -> None:
        runner = runner_of(window)
        lesson = lessons()["first_game"]
        index = [s.id for s in lesson.steps].index("flip")
        window.settings.set_lesson_progress(lesson.id, index, walkthrough(lesson)[index])
        assert runner.start(lesson.id, resume=True) and runner.step.id == "flip"
        s = window.session
        done = len(s.history)
        want = lesson.steps[index].expected()[0]
        assert isinstance(want, rules.Place)
        to = cells_centre(window, puzzle(s.state, "W20"), want.cells)
        # turned any way but not flipped, the L4 does not fit what is left of W20: it goes back
        for turn in range(4):
            press_and_move(window, supply(s.state, "L4"), to)
            for _ in range(turn):
                key(window, Qt.Key.Key_R)
            release(window, to)
            assert len(s.history) == done and runner.step.id == "flip"
            assert not isinstance(window.controller.tool, PlacePieceTool)
        # unflipped it fits B19, but the step asks for W20: refused with the hint
        elsewhere = parse_expected("place B19 L4 b4 c4 d4 b5")
        assert isinstance(elsewhere, rules.Place)
        assert rules.check(s.state, elsewhere) is None
        assert place_gesture(window, elsewhere.placement) == []  # as the supply shows it
        assert len(s.history) == done
        assert "Not now" in window.status_text() and runner.callout.is_shaking()
        # flipped with the right button (and turned), it completes W20
        assert "right button" in place_gesture(window, want.placement, right_button=True)
        assert matches(want, s.history[-1].action)
        assert "W20" in s.state.players[0].completed
        qtbot.waitUntil(lambda: runner.step.id == "trigger")

    def test_left_then_resumed_where_it_was(self, qtbot, window) -> None:
        runner = runner_of(window)
        runner.start("first_game", resume=False)
        QTest.mouseClick(window.view.viewport(), LEFT, NONE,
                         vp(window, runner.callout.button_rect(0).center()))
        click(window, row_card(window.session.state, "W10"))
        qtbot.waitUntil(lambda: runner.step.id == "take_piece")
        callout = runner.callout
        assert callout is not None and callout.button_texts() == ["Leave lesson"]
        QTest.mouseClick(window.view.viewport(), LEFT, NONE,
                         vp(window, callout.button_rect(0).center()))
        assert not runner.running and window.controller.guard is None
        click(window, row_card(window.session.state, "W09"))  # free again: allowed
        assert window.session.history[-1].action == rules.TakePuzzle("W09")
        assert window.settings.lesson_progress("first_game") is not None
        assert runner.start("first_game", resume=True)
        assert runner.step.id == "take_piece"
        # the game as it was when the lesson was left (what was played after is not the lesson's)
        assert [st.action for st in window.session.history] == [rules.TakePuzzle("W10")]
        # replayed from the start
        assert runner.start("first_game", resume=False)
        assert runner.step.id == "welcome" and not window.session.history


def test_menu_and_welcome_entries(window) -> None:
    registry = window.registry
    for action_id in ("learn_to_play", "solo_lesson", "leave_lesson"):
        assert registry.action(action_id) in registry.menu("help").actions()
    assert "learn" in window.welcome.entries
    assert not registry.action("leave_lesson").isEnabled()
    registry.action("solo_lesson").trigger()
    assert window.lessons.runner.running
    assert registry.action("leave_lesson").isEnabled()
    registry.action("leave_lesson").trigger()
    assert not window.lessons.runner.running


def test_every_steps_callout_is_in_the_view_and_off_its_target(qtbot, window) -> None:
    """Each step resumed at its position (the lesson's walkthrough, as the screenshots show
    it): the callout lies within the view and does not touch what it points at."""
    runner = runner_of(window)
    for lesson in lessons().values():
        before = walkthrough(lesson)
        for index, step in enumerate(lesson.steps):
            window.settings.set_lesson_progress(lesson.id, index, before[index])
            assert runner.start(lesson.id, resume=True)
            QApplication.processEvents()
            assert runner.step is step
            check_callout(window, runner)
            assert runner.callout is not None and runner.callout.text()
            window.session.stop_ai()


def test_starting_a_lesson_left_before_offers_to_resume_it(qtbot, window) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    runner = runner_of(window)
    window.settings.set_lesson_progress("solo", 3, ["take W12"])
    answered: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        answered.append(box.text())
        button = next(b for b in box.buttons() if b.text() == "&Resume lesson")
        button.click()

    QTimer.singleShot(100, answer)
    registry = window.registry
    registry.action("solo_lesson").trigger()
    assert answered and "step 4 of 8" in answered[0]
    assert runner.running and runner.step is not None and runner.step.id == "piece"
    assert [rules.format_action(st.action) for st in window.session.history] == ["take W12"]
    # Alt+L on the table presses the callout's Leave lesson
    key(window, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
    assert not runner.running


def test_the_callout_follows_the_zoom(qtbot, window) -> None:
    runner = runner_of(window)
    runner.start("first_game", resume=False)
    callout = runner.callout
    assert callout is not None
    width = callout.bubble_rect().width() * window.view.scale_now()
    window.view.set_zoom(2.0)
    qtbot.waitUntil(lambda: abs(callout.bubble_rect().width() * window.view.scale_now()
                                - width) < 1.0, timeout=3000)
    check_callout(window, runner)


def test_no_first_time_tips_while_a_lesson_runs(qtbot, window) -> None:
    runner = runner_of(window)
    window.settings.set_show_tips(True)
    assert window.tips.enabled
    runner.start("first_game", resume=False)
    assert runner.running and not window.tips.enabled  # the callouts say what to do
    runner.leave()
    assert not runner.running and window.tips.enabled
