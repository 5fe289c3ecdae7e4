"""Screenshots of the game table at several moments and window sizes, for looking at.

    python bench/screenshots.py OUTPUT_DIR [--sizes 1280x720,1920x1080,2560x1440]
    python bench/screenshots.py OUTPUT_DIR --language de [--sizes 1280x720,1920x1080]


Writes ``<moment>-<width>x<height>.png`` for: the start of a 2-player game (human against an
AI), a 4-player game in the middle, a drag in progress, a master action being planned, the
Finishing Touches of a human player, the results screen (4 players and solo), a solo game, the
welcome page and the Preferences dialog, the replay review with its analysis (under way, done,
a marked turn's better turn on the table), the statistics over a sample history (overview and
games); and every step of the lessons at 1280x800. Games are dealt from fixed seeds and played by the
seeded random policy (by easy AIs to the results), so every run shows the same tables.
With ``--language xx`` it writes instead, in that language, ``xx-<moment>-<size>.png`` at each
size (default 1280x720 and 1920x1080): the welcome page, the table with the first-time tips, with
the game log open, during a master action and Finishing Touches, the results (3 players and solo),
a solo game, the editor and How to play, and once the new-game dialog, Preferences and the puzzle
generator at their own size: the pictures to look at for English left over, cut text or missing
glyphs.
Runs offscreen unless QT_QPA_PLATFORM says otherwise (e.g. ``xcb`` under Xvfb).
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import cast

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("PROJECT_L_DATA_DIR", tempfile.mkdtemp(prefix="project-l-shots-"))

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.core.setup import AILevel, GameSetup, SeatConfig
from app.model.session import GameSession
from app.model.settings import Settings
from app.render import card_cell_rect
from app.render.looks import COLOUR_BLIND, STANDARD
from app.render.vision import simulate_pixels
from app.rules import (
    Action,
    Deck,
    GameRecord,
    GameState,
    Phase,
    Placement,
    apply,
    mask_to_cells,
    normalize,
    placement_options,
    random_action,
)
from app.table.items import Target, TargetKind
from app.table.layout import flat_cells
from app.table.window import GameWindow

SIZES = ("1280x720", "1920x1080", "2560x1440")
"""The window sizes shot by default: the smallest screen the table is made for, and two
common larger ones."""


def play_until(record: GameRecord, stop: Callable[[GameState, int], bool],
               seed: int = 1) -> GameRecord:
    """The record played by the random policy until ``stop(state, n_actions)``."""
    rng = random.Random(seed)
    state = record.initial_state()
    actions: list[Action] = []
    while state.phase is not Phase.FINISHED and not stop(state, len(actions)):
        action = random_action(state, rng)
        state = apply(state, action)
        actions.append(action)
    return record.with_actions(actions)


def play_ai(record: GameRecord) -> GameRecord:
    """The record played to its end by seeded easy AIs."""
    from app.ai import make_ai

    state = record.initial_state()
    players = [make_ai("easy", seed) for seed in range(len(state.players))]
    actions: list[Action] = []
    while state.phase is not Phase.FINISHED:
        action = players[state.current].choose(state)
        state = apply(state, action)
        actions.append(action)
    return record.with_actions(actions)


def make_window(settings_dir: Path, size: tuple[int, int], tips: bool = False) -> GameWindow:
    """A game window of the given size, with its own settings and no animations; the tips a
    new player sees the first time something happens only if ``tips`` (they would cover the
    cards the moments are about)."""
    settings = Settings.at_path(str(settings_dir / "settings.ini"))
    settings.set_show_tips(tips)
    window = GameWindow(settings, autosave=False)
    window.set_animation_speed(0.0)
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    return window


def grab(window: GameWindow, path: Path) -> None:
    """The window, with any dialog it shows painted over it where it would be."""
    QApplication.processEvents()
    QTest.qWait(30)
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    dialog = window.results
    if dialog is not None and dialog.isVisible():
        shot = dialog.grab().toImage()
        painter = QPainter(image)
        painter.fillRect(image.rect(), Qt.GlobalColor.transparent)
        x = (image.width() - shot.width()) // 2
        y = (image.height() - shot.height()) // 2
        painter.fillRect(x - 1, y - 1, shot.width() + 2, shot.height() + 2, Qt.GlobalColor.black)
        painter.drawImage(QPoint(x, y), shot)
        painter.end()
    image.save(str(path))
    print(path)


def _cut_at(state: GameState, actions: int, cut: int | None) -> bool:
    """Whether a game played to ``actions`` stops there (never without a ``cut``)."""
    return cut is not None and actions >= cut


def seats(*spec: tuple[str, str]) -> tuple[SeatConfig, ...]:
    """Seats from (name, "human" | level) pairs."""
    return tuple(SeatConfig(n, "human", "medium") if k == "human"
                 else SeatConfig(n, "ai", cast(AILevel, k)) for n, k in spec)


def open_game(window: GameWindow, record: GameRecord, seat_list: tuple[SeatConfig, ...]) -> None:
    """Put a game on the window's table."""
    session = GameSession(record, seat_list, parent=window)
    window.set_session(session, origin=None)
    QApplication.processEvents()


def view_pos(window: GameWindow, p: QPointF) -> QPoint:
    """Scene point to viewport pixels."""
    return window.view.mapFromScene(p)


def upright_placement(state: GameState) -> Placement | None:
    """A placement of the player to move with the piece as it leaves the supply (not turned),
    the biggest piece first."""
    deck = state.deck
    opts = [o for o in placement_options(state)
            if normalize(mask_to_cells(o[2])) == flat_cells(deck.shapes[o[1]])]
    if not opts:
        return None
    k, si, m = max(opts, key=lambda o: (deck.levels[o[1]], -o[0]))
    return Placement(state.player.puzzles[k].id, deck.shapes[si].id, mask_to_cells(m))


def moments(out: Path, size: tuple[int, int], work: Path, prefix: str = "") -> None:
    """Every moment at one window size (file names start with ``prefix``)."""
    tag = f"{size[0]}x{size[1]}"
    window = make_window(work, size)

    # 1. the start: Ann (human) against an AI
    setup = GameSetup(seats(("Ann", "human"), ("Bob", "medium")), seed=2024)
    open_game(window, setup.record(), setup.seats)
    grab(window, out / f"{prefix}start-{tag}.png")

    # 2. a 4-player game in the middle, a human to move
    setup4 = GameSetup(seats(("Ann", "human"), ("Bob", "easy"), ("Cleo", "medium"),
                             ("Dan", "hard")), seed=77)
    rec = play_until(setup4.record(), lambda s, n: n >= 60 and s.current == 0 and
                     s.actions_left == 3 and len(s.player.puzzles) >= 2, seed=3)
    open_game(window, rec, setup4.seats)
    grab(window, out / f"{prefix}midgame-{tag}.png")

    # 3. a drag in progress over a puzzle, at a legal spot
    session = window.session
    assert session is not None
    drop = upright_placement(session.state)
    if drop is not None:
        state = session.state
        si = state.deck.shape_index[drop.piece]
        k = [pz.id for pz in state.player.puzzles].index(drop.puzzle)
        src = window.scene.rect_of(Target(TargetKind.SUPPLY, player=state.current, shape=si))
        card = window.scene.rect_of(Target(TargetKind.PUZZLE, player=state.current, index=k))
        assert src is not None and card is not None
        vp = window.view.viewport()
        start = view_pos(window, src.center())
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        QTest.mouseMove(vp, start + QPoint(12, 12))
        # the piece is held by the middle of its bounding box
        rects = [card_cell_rect(card, r, c) for r, c in drop.cells]
        box = rects[0]
        for r in rects[1:]:
            box = box.united(r)
        QTest.mouseMove(vp, view_pos(window, box.center()))
        grab(window, out / f"{prefix}drag-{tag}.png")
        QTest.keyClick(window.view, Qt.Key.Key_Escape)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)

    # 4. a master action being planned
    if not session.state.master_used and session.state.player.puzzles:
        window.controller.toggle_master()
        state = session.state
        supply = list(state.player.supply)
        taken: set[str] = set()
        for k, si, m in placement_options(state):
            pid = state.player.puzzles[k].id
            if pid in taken or not supply[si]:
                continue
            placement = Placement(pid, state.deck.shapes[si].id, mask_to_cells(m))
            if window.controller.commit_placement(placement):
                taken.add(pid)
                supply[si] -= 1
        grab(window, out / f"{prefix}master-{tag}.png")
        window.controller.cancel()

    # 5. Finishing Touches of a human player, with pieces planned
    rec = play_until(setup4.record(), lambda s, n: s.phase is Phase.FINISHING_TOUCHES, seed=3)
    open_game(window, rec, setup4.seats)
    session = window.session
    assert session is not None
    state = session.state
    used = [0] * len(state.deck.shapes)
    covered: dict[str, int] = {}
    for k, si, m in placement_options(state):
        pid = state.player.puzzles[k].id
        if used[si] >= state.player.supply[si] or covered.get(pid, 0) & m:
            continue
        if window.controller.commit_placement(
                Placement(pid, state.deck.shapes[si].id, mask_to_cells(m))):
            used[si] += 1
            covered[pid] = covered.get(pid, 0) | m
            if sum(used) >= 2:
                break
    grab(window, out / f"{prefix}finishing-{tag}.png")

    # 6. the results screen, of a game played to its end by easy AIs (the random policy
    # scores little), for 4 players and solo
    for name, finished in (("results", setup4), ("results-solo", GameSetup(
            seats(("Ann", "human")), difficulty="standard", seed=5))):
        open_game(window, play_ai(finished.record()), finished.seats)
        grab(window, out / f"{prefix}{name}-{tag}.png")
        if window.results is not None:
            window.results.close()

    # 7. solo against the automaton, some turns in
    solo = GameSetup(seats(("Ann", "human")), difficulty="standard", seed=5)
    rec = play_until(solo.record(), lambda s, n: n >= 14 and s.actions_left == 3, seed=2)
    open_game(window, rec, solo.seats)
    grab(window, out / f"{prefix}solo-{tag}.png")
    window.close()


# ------------------------------------------------------------------ welcome page and preferences


def welcome_moments(out: Path, size: tuple[int, int], work: Path, prefix: str = "") -> None:
    """The welcome page (with recent games: unfinished, finished, one that cannot be read) and
    the Preferences dialog over it, at one window size (file names start with ``prefix``)."""
    from app.core.saves import SaveData, write_save

    tag = f"{size[0]}x{size[1]}"
    games = work / f"recent-{tag}"
    games.mkdir(parents=True, exist_ok=True)
    recent = []
    for name, spec, seed, cut in (
            ("Ann vs Bob", (("Ann", "human"), ("Bob", "medium")), 2024, 40),
            ("Family evening", (("Ann", "human"), ("Bob", "easy"), ("Cleo", "human"),
                                ("Dan", "hard")), 77, None),
            ("Solo practice", (("Ann", "human"),), 5, 20)):
        setup = GameSetup(seats(*spec), seed=seed)
        rec = play_until(setup.record(), functools.partial(_cut_at, cut=cut), seed=3)
        path = games / f"{name}.plsave"
        write_save(path, SaveData(rec, setup.seats))
        recent.append(str(path))
    broken = games / "Old game.plsave"
    broken.write_text('{"format": "project-l-game", "version": 2, "players": [')
    recent.insert(2, str(broken))
    settings = Settings.at_path(str(work / f"welcome-{tag}.ini"))
    settings.set_recent_files(recent)
    window = GameWindow(settings, autosave=False)
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    for _ in range(200):  # the recent games are read off the UI thread
        if not window.welcome.scanning:
            break
        QTest.qWait(10)
    grab(window, out / f"{prefix}welcome-{tag}.png")

    dialog = window.show_preferences()
    QTest.qWaitForWindowExposed(dialog)
    QApplication.processEvents()
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    shot = dialog.grab().toImage()
    painter = QPainter(image)
    painter.fillRect(image.rect(), QColor(0, 0, 0, 90))  # the window behind, dimmed
    x = (image.width() - shot.width()) // 2
    y = (image.height() - shot.height()) // 2
    painter.fillRect(x - 1, y - 1, shot.width() + 2, shot.height() + 2, Qt.GlobalColor.black)
    painter.drawImage(QPoint(x, y), shot)
    painter.end()
    path = out / f"{prefix}preferences-{tag}.png"
    image.save(str(path))
    print(path)
    dialog.close()
    window.close()


def statistics_moments(out: Path, size: tuple[int, int], work: Path) -> None:
    """Game > Statistics… over a realistic history (bench/history_sample.py: 40 seeded games
    of Ann against every computer level and solo), its overview and its list of games, in a
    window a little smaller than ``size``."""
    from history_sample import sample_games, write_history
    from PySide6.QtCore import QLocale

    from app.core.paths import data_dir

    folder = data_dir() / "history"
    if not folder.is_dir() or not any(folder.iterdir()):
        write_history(folder, sample_games(40, 1), 1)
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    settings = Settings.at_path(str(work / "statistics.ini"))
    window = GameWindow(settings, autosave=False)
    stats = window.save_features.show_statistics()
    stats.resize(min(size[0] - 100, 1400), min(size[1] - 60, 860))
    for _ in range(3000):  # read off the UI thread, the replays in the history process
        if not stats.reading:
            break
        QTest.qWait(20)
    QTest.qWait(50)
    tag = f"{size[0]}x{size[1]}"
    for tab, name in ((0, "statistics"), (1, "statistics-games")):
        stats.tabs.setCurrentIndex(tab)
        QApplication.processEvents()
        path = out / f"{name}-{tag}.png"
        stats.grab().save(str(path))
        print(path)
    stats.close()
    window.close()
    QLocale.setDefault(before)


LANGUAGE_SIZES = ("1280x720", "1920x1080")
"""The window sizes of the ``--language`` shots: the smallest screen the table is made for, and a
common larger one."""


def shoot_widget(widget: QWidget, path: Path) -> None:
    """A top-level widget (a dialog, the editor) at its own size."""
    widget.show()
    QTest.qWaitForWindowExposed(widget)
    QApplication.processEvents()
    QTest.qWait(30)
    widget.grab().save(str(path))
    print(path)


def _turn_until(done: Callable[[], bool], seconds: float = 60.0) -> bool:
    """Turn the event loop until ``done()`` (a worker's answer), at most ``seconds``."""
    import time

    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        QApplication.processEvents()
        QTest.qWait(20)
    return done()


def studio_generator(dialog: QWidget, out: Path, language: str) -> None:
    """The generator with candidates in its columns, two of them picked (issue 26)."""
    if not hasattr(dialog, "select"):
        return  # an editor before the candidates' columns
    dialog.count.setValue(8)  # type: ignore[attr-defined]
    dialog.start()  # type: ignore[attr-defined]
    _turn_until(lambda: not dialog.running)  # type: ignore[attr-defined]
    dialog.select([0, 2])  # type: ignore[attr-defined]
    shoot_widget(dialog, out / f"{language}-generator-run.png")


def studio_views(editor: QWidget, out: Path, language: str) -> None:
    """The editor's card grid with several cards selected for a batch edit, the table view,
    and a card showing one of its fillings (issue 26), at 1280x800."""
    page = getattr(editor, "puzzle_page", None)
    if page is None or not hasattr(page, "select_many"):
        return  # an editor before the studio's views
    editor.resize(1280, 800)
    editor.runner.validate_now()  # type: ignore[attr-defined]
    page.select_many(["W01", "W09", "W13", "W22"])
    page.model.thumbnails.flush()
    shoot_widget(editor, out / f"{language}-editor-batch.png")
    page.set_table_view(True)
    page.sort_combo.setCurrentIndex(page.sort_combo.count() - 1)  # by difficulty
    shoot_widget(editor, out / f"{language}-editor-table.png")
    page.set_table_view(False)
    page.sort_combo.setCurrentIndex(0)
    page.select("W13")
    page.toggle_filling()
    _turn_until(lambda: bool(page.card_view.filling))
    page.inspector.step_filling(1)
    page.model.thumbnails.flush()
    shoot_widget(editor, out / f"{language}-editor-filling.png")
    page.toggle_filling()


def studio_windows(editor: QWidget, out: Path, language: str, work: Path) -> None:
    """The editor's Deck page, the balance lab showing a report (a few easy games played here,
    without worker processes, against the classic deck's) and the print dialog."""
    from dataclasses import replace

    from app.core import balance as lab
    from app.rules import classic_deck
    from editor.balance import BalanceDialog
    from editor.print_dialog import PrintDialog

    editor.tabs.setCurrentWidget(editor.deck_page)  # type: ignore[attr-defined]
    shoot_widget(editor, out / f"{language}-editor-deck.png")
    editor.tabs.setCurrentIndex(0)  # type: ignore[attr-defined]

    def played(deck: Deck, games: int) -> lab.Balance:
        balance = lab.Balance(deck, (lab.Setting(2),))
        first = lab.play(next(lab.tasks(lab.Setting(2), ["easy"], 1, 0, deck=deck)))
        for g in range(games):
            balance.add(replace(first, index=g, seed=g, rounds=first.rounds + g % 2))
        return balance

    deck = editor.doc.deck()  # type: ignore[attr-defined]
    lab_dialog = BalanceDialog(deck, editor, history_folder=work / "balance-history")
    shoot_widget(lab_dialog, out / f"{language}-balance.png")
    lab_dialog.levels = ("easy",)
    lab_dialog.balance = played(deck, 6)
    lab_dialog.classic = played(classic_deck(), 6)
    lab_dialog._show_report()
    shoot_widget(lab_dialog, out / f"{language}-balance-report.png")
    lab_dialog.close()

    printing = PrintDialog(editor, None, deck, editable=True)
    shoot_widget(printing, out / f"{language}-print.png")
    printing.close()


def language_moments(out: Path, language: str, work: Path, size: tuple[int, int],
                     dialogs: bool) -> None:
    """The moments to look at in ``language`` at one window size (the translators must be
    installed already): the welcome page and Preferences, the table with the first-time tips
    and with the game log open, a master action, Finishing Touches, the results, a solo game,
    the editor and How to play; with ``dialogs``, also the new-game dialog and the puzzle
    generator, which have a size of their own."""
    import importlib

    from editor.window import EditorWindow

    tag = f"{size[0]}x{size[1]}"
    prefix = f"{language}-"
    welcome_moments(out, size, work, prefix)
    window = make_window(work, size, tips=True)  # their texts are looked at too
    setup = GameSetup(seats(("Ann", "human"), ("Bob", "medium")), seed=2024)
    rec = play_until(setup.record(), lambda s, n: n >= 30 and s.current == 0 and
                     s.actions_left == 3, seed=3)
    open_game(window, rec, setup.seats)
    grab(window, out / f"{prefix}table-{tag}.png")
    window.log_folding.open_log()
    grab(window, out / f"{prefix}table-log-{tag}.png")
    if dialogs:
        dialog = window.new_game_dialog()
        shoot_widget(dialog, out / f"{prefix}new-game.png")
        dialog.close()
    window.close()
    # the master action, Finishing Touches, the results and a solo game, without the tips
    moments(out, size, work, prefix)

    editor = EditorWindow()
    editor.resize(*size)
    editor.open_classic()
    shoot_widget(editor, out / f"{prefix}editor-{tag}.png")
    if dialogs:  # Puzzle > Generate puzzles, on a copy of the classic deck (it is read-only)
        assert editor.doc is not None
        from app.i18n import translated_classic
        from app.model.deck_document import DeckDocument

        # as Deck > Duplicate to edit makes it: the classic texts in the designer's language
        copy = translated_classic(editor.doc.duplicate("Mine").deck())
        editor.set_document(DeckDocument(copy, None), unsaved=True)
        editor.generate_puzzles()
        if editor.generator_dialog is not None:
            shoot_widget(editor.generator_dialog, out / f"{prefix}generator.png")
            studio_generator(editor.generator_dialog, out, language)
            editor.generator_dialog.close()
        studio_views(editor, out, language)
        studio_windows(editor, out, language, work)
        editor.stack.setClean()
    editor.close()

    try:  # Help > How to play, where the program has it
        howto = importlib.import_module("app.table.howto")
    except ModuleNotFoundError:
        print("no How to play in this version: skipped")
        return
    try:
        guide = howto.HowToDialog(None, language=language)
    except TypeError:
        guide = howto.HowToDialog(None)
    guide.resize(*size)
    shoot_widget(guide, out / f"{prefix}how-to-play-{tag}.png")
    guide.close()


# ------------------------------------------------------------------ the review's analysis

_ANALYSED: dict[str, object] = {}  # the analysis of the reviewed game, made once for all sizes


def analysis_moments(out: Path, size: tuple[int, int], work: Path) -> None:
    """The replay review of a finished game (Ann, human, against a medium AI, both played by
    easy AIs) while it is analysed at the "quick" depth, with the result, and with the first
    blunder (else mistake, else slip) on the table: ``review-analysis-*-<size>.png``."""
    import time

    from app.core.saves import SaveData, load_save_bytes, save_to_bytes
    from app.model.analysis_run import depth_budget
    from app.table.review import ReviewWindow

    tag = f"{size[0]}x{size[1]}"
    setup = GameSetup(seats(("Ann", "human"), ("Bob", "medium")), seed=2024)
    save = load_save_bytes(save_to_bytes(SaveData(play_ai(setup.record()), setup.seats)))
    review = ReviewWindow(save, "Ann vs Bob", budget=lambda: depth_budget("quick"))
    review.resize(*size)
    review.show()
    QTest.qWaitForWindowExposed(review)
    known = _ANALYSED.get("analysis")
    if known is None:
        review.analyse()
        shot = False
        while review.analysing:
            QApplication.processEvents()
            time.sleep(0.05)
            if not shot and review.panel.progress.value() >= 3:
                shoot_widget(review, out / f"review-analysis-progress-{tag}.png")
                shot = True
        _ANALYSED["analysis"] = review.analysis
    else:
        review.show_analysis(known)  # type: ignore[arg-type]
    analysis = review.analysis
    assert analysis is not None, review.panel.note.text()
    shoot_widget(review, out / f"review-analysis-{tag}.png")
    marked = sorted((v for v in analysis.turns if v.mark is not None),
                    key=lambda v: -v.loss)
    if marked:
        review.show_turn(marked[0].turn)
        shoot_widget(review, out / f"review-analysis-turn-{tag}.png")
    review.close()


def lesson_moments(out: Path, size: tuple[int, int], work: Path) -> None:
    """Every step of every lesson (app/lessons) with its callout, at one window size:
    ``lesson-<lesson>-<nn>-<step>-<size>.png``. Each step's game is the lesson's walkthrough up
    to it, opened as a resumed lesson."""
    from app.lessons import lessons, walkthrough

    tag = f"{size[0]}x{size[1]}"
    for lesson in lessons().values():
        before = walkthrough(lesson)
        for index, step in enumerate(lesson.steps):
            folder = work / f"lesson-{lesson.id}-{index}-{tag}"
            folder.mkdir(parents=True, exist_ok=True)
            window = make_window(folder, size)
            window.settings.set_lesson_progress(lesson.id, index, before[index])
            window.lessons.runner.start(lesson.id, resume=True)
            QApplication.processEvents()
            grab(window, out / f"lesson-{lesson.id}-{index + 1:02d}-{step.id}-{tag}.png")
            if window.session is not None:
                window.session.stop_ai()
            window.close()
            window.deleteLater()
            QApplication.processEvents()


def main() -> int:
    """Write the screenshots."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", help="folder for the PNG files")
    parser.add_argument("--sizes",
                        help=f"window sizes, comma separated (default: {','.join(SIZES)}; with "
                        f"--language: {','.join(LANGUAGE_SIZES)})")
    parser.add_argument("--language", metavar="LANG",
                        help="instead: the moments to look at for translation faults in this "
                        "language (de, fr...): welcome page, table, log, master action, Finishing "
                        "Touches, results, solo game, dialogs, editor and How to play")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = cast(QApplication, QApplication.instance() or QApplication([]))
    work = Path(tempfile.mkdtemp(prefix="project-l-shots-settings-"))
    if args.language:
        from app.fonts import apply_language_fonts
        from app.i18n import install_translators

        # before any window is built: widgets translate their texts when they are made
        got = install_translators(app, args.language)
        if got != args.language:
            parser.error(f"no translation for {args.language!r} (the interface would be {got!r})")
        apply_language_fonts(app, args.language)  # as the programs do at start
        for n, spec in enumerate((args.sizes or ",".join(LANGUAGE_SIZES)).split(",")):
            w, h = (int(x) for x in spec.lower().split("x"))
            language_moments(out, args.language, work, (w, h), dialogs=n == 0)
        return 0
    from app.i18n import install_translators

    install_translators(app, "en")  # the English plurals ("3 pieces planned"), as the game does
    sizes = (args.sizes or ",".join(SIZES)).split(",")
    for spec in sizes:
        w, h = (int(x) for x in spec.lower().split("x"))
        moments(out, (w, h), work)
        welcome_moments(out, (w, h), work)
        analysis_moments(out, (w, h), work)
        statistics_moments(out, (w, h), work)
    write_colour_vision(out, sizes[0], work)
    lesson_moments(out, (1280, 800), work)
    return 0


def write_colour_vision(out: Path, size: str, work: Path) -> None:
    """The table in both piece palettes, and as seen with deuteranopia and protanopia."""
    w, h = (int(x) for x in size.lower().split("x"))
    colour_vision_moments(out, (w, h), work)


# ------------------------------------------------------------------ colour vision (also
# bench/colour_vision.py alone)

VISIONS = ("deuteranopia", "protanopia")


def image_pixels(image: QImage) -> bytes:
    """A picture as packed 8-bit sRGB R, G, B bytes, row by row."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, stride = image.width(), image.height(), image.bytesPerLine()
    data = bytes(image.constBits())
    return b"".join(data[y * stride : y * stride + 3 * w] for y in range(h))


def pixels_image(pixels: bytes, width: int, height: int) -> QImage:
    """Packed 8-bit R, G, B bytes as a picture (copied)."""
    return QImage(pixels, width, height, 3 * width, QImage.Format.Format_RGB888).copy()


def write_simulations(path: Path, visions: tuple[str, ...] = VISIONS) -> list[Path]:
    """Next to the picture ``path``, write it as seen with each of ``visions``."""
    image = QImage(str(path))
    pixels = image_pixels(image)
    written = []
    for vision in visions:
        target = path.with_name(f"{path.stem}-{vision}{path.suffix}")
        seen = simulate_pixels(pixels, vision)
        pixels_image(seen, image.width(), image.height()).save(str(target))
        print(target)
        written.append(target)
    return written


def colour_vision_moments(out: Path, size: tuple[int, int], work: Path) -> None:
    """A 2-player start and a 4-player middle game in both palettes, and their simulations."""
    tag = f"{size[0]}x{size[1]}"
    two = GameSetup(seats(("Ann", "human"), ("Bob", "medium")), seed=2024)
    four = GameSetup(seats(("Ann", "human"), ("Bob", "easy"), ("Cleo", "medium"),
                                 ("Dan", "hard")), seed=77)
    middle = play_until(four.record(), lambda s, n: n >= 60 and s.current == 0 and
                              s.actions_left == 3 and len(s.player.puzzles) >= 2, seed=3)
    games = (("start", two.record(), two.seats), ("midgame", middle, four.seats))
    window = make_window(work, size)
    try:
        for palette in (STANDARD, COLOUR_BLIND):
            window.settings.set_palette(palette)
            for moment, record, seat_list in games:
                open_game(window, record, seat_list)
                path = out / f"vision-{palette}-{moment}-{tag}.png"
                grab(window, path)
                write_simulations(path)
    finally:
        window.settings.set_palette(STANDARD)
        window.close()



if __name__ == "__main__":
    sys.exit(main())
