"""The puzzle generator: every candidate meets its constraints (checked again, independently,
with the solver and the shape functions), runs are deterministic by seed, shapes congruent to
the deck's cards are never offered, impossible constraints end quickly, and the editor's
Puzzle > Generate… adds picked candidates to the deck as one undoable step.

The editor runs the generator in a worker process: candidates stream back as they are found,
the same seed gives the same candidates there as here, Stop (or closing the dialog or the
editor) ends the process's work, not only the dialog's, the window keeps turning meanwhile,
and a process that dies is said once and the next Generate works."""

from __future__ import annotations

import itertools
import os
import signal
import threading
from collections.abc import Iterator

import pytest
from deck_samples import crafted_deck_json
from editorkit import Dialogs, dialogs, open_editor
from measure import CallClock, calling_threads
from PySide6.QtCore import QCoreApplication, Qt, QThreadPool
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_editor import duplicate_classic

from app import i18n
from app.i18n import install_translators
from app.model.deck_document import DeckDocument
from app.model.generator import (
    FILLINGS_CAP,
    MAX_ATTEMPTS,
    TIME_BUDGET,
    Constraints,
    GenerateRequest,
    Generator,
    Stop,
    generate,
)
from app.model.worker import WorkCancelled, Worker
from app.rules import (
    Deck,
    Puzzle,
    cells_to_mask,
    classic_deck,
    deck_from_json,
    flip_cells,
    is_connected,
    mask_to_cells,
    normalize,
    rotate_cells,
)
from app.solver import Budget, Solver, clock
from editor.generator_dialog import GeneratorDialog, generator_worker
from editor.window import EditorWindow

__all__ = ["dialogs"]  # the fixture

CONSTRAINT_SETS = [
    Constraints("white", (3, 9)),
    Constraints("black", (8, 16)),
    Constraints("black", (10, 14), fewest=(4, 4), symmetric=True),
    Constraints("white", (5, 8), fewest=(3, 4), fillings=(1, 5),
                shapes=frozenset({"I2", "L3", "O4"}), symmetric=False),
    Constraints("white", (4, 7), fillings=(20, 200), distinct=False),
]


def congruent_forms(mask: int) -> set[tuple[tuple[int, int], ...]]:
    """Every rotation and reflection of the area, normalised (computed here, not by the
    generator's canonical form)."""
    cells = normalize(mask_to_cells(mask))
    out = set()
    for flipped in (cells, flip_cells(cells)):
        for turns in range(4):
            out.add(rotate_cells(flipped, turns))
    return out


def check_candidates(deck: Deck, c: Constraints, masks_and_figures: list[tuple[int, int, int,
                                                                                bool]]) -> None:
    solver = Solver(deck)  # a fresh solver: nothing cached from the generator's
    allowed = c.shapes or {s.id for s in deck.shapes}
    supply = [n if s.id in allowed else 0 for s, n in zip(deck.shapes, deck.reserve_counts(), strict=True)]
    existing = set().union(*(congruent_forms(p.mask) for p in deck.puzzles))
    seen: set[tuple[tuple[int, int], ...]] = set()
    for mask, fewest, fillings, symmetric in masks_and_figures:
        cells = mask_to_cells(mask)
        assert c.squares[0] <= len(cells) <= c.squares[1]
        assert is_connected(cells)
        forms = congruent_forms(mask)
        assert (len(forms) < 8) == symmetric
        if c.symmetric is not None:
            assert symmetric == c.symmetric
        if c.distinct:
            assert not forms & existing, "the same shape as a card of the deck"
        assert not forms & seen, "two candidates of the same shape"
        seen |= forms
        true_fewest = solver.fewest_pieces(mask, supply, Budget(10**7))
        assert true_fewest == fewest and c.fewest[0] <= fewest <= c.fewest[1]
        # a filling with the fewest pieces uses only allowed shapes and covers the area
        fill = solver.fewest_fill(mask, supply, Budget(10**7))
        assert fill is not None and len(fill) == fewest
        assert all(deck.shapes[i].id in allowed for i, _ in fill)
        union = 0
        for _, m in fill:
            assert union & m == 0
            union |= m
        assert union == mask
        true_fillings = solver.count_fillings(mask, supply, FILLINGS_CAP, Budget(10**8))
        assert true_fillings == fillings
        assert fillings >= c.fillings[0]
        if c.fillings[1] < FILLINGS_CAP:
            assert fillings <= c.fillings[1]


@pytest.mark.parametrize("constraints", CONSTRAINT_SETS, ids=range(len(CONSTRAINT_SETS)))
def test_every_candidate_meets_its_constraints(constraints: Constraints) -> None:
    deck = classic_deck()
    outcome = generate(deck, constraints, 20, seed=7)
    assert outcome.complete and outcome.stop is Stop.DONE, outcome.summary()
    assert len(outcome.candidates) == 20
    check_candidates(deck, constraints, [(c.mask, c.fewest, c.fillings, c.symmetric)
                                         for c in outcome.candidates])
    for c in outcome.candidates:
        puzzle = c.puzzle("W99", constraints.colour)
        assert puzzle.mask == c.mask and puzzle.reward in {s.id for s in deck.shapes}
        assert puzzle.points >= 0


def test_the_same_seed_gives_the_same_candidates() -> None:
    deck = classic_deck()
    c = Constraints("black", (8, 16), fewest=(3, 5))
    first = generate(deck, c, 20, seed=42).candidates
    again = generate(deck, c, 20, seed=42).candidates
    other = generate(deck, c, 20, seed=43).candidates
    assert first == again
    assert [x.mask for x in first] != [x.mask for x in other]


def test_rotations_and_reflections_of_a_card_are_never_offered() -> None:
    classic = classic_deck()
    # a deck holding every shape of 4 squares but the T, each turned and mirrored
    tetrominoes = {
        "I": [(0, 0), (0, 1), (0, 2), (0, 3)], "O": [(0, 0), (0, 1), (1, 0), (1, 1)],
        "L": [(0, 0), (1, 0), (2, 0), (2, 1)], "S": [(0, 1), (0, 2), (1, 0), (1, 1)],
    }
    puzzles = tuple(
        Puzzle(f"W{n:02}", "white", 0, "O1", cells_to_mask(rotate_cells(flip_cells(cells), n)))
        for n, cells in enumerate(tetrominoes.values())
    )
    deck = Deck(name="four", shapes=classic.shapes, puzzles=puzzles)
    one_piece = (1, 25)  # a tetromino is one piece of the deck: allowed here, not by default
    outcome = generate(deck, Constraints("white", (4, 4), fewest=one_piece), 5, seed=3)
    # only the T is left: one candidate, then the generator sees nothing new and stops
    assert [len(congruent_forms(c.mask)) for c in outcome.candidates] == [4]
    assert normalize(mask_to_cells(outcome.candidates[0].mask)) in congruent_forms(
        cells_to_mask([(0, 0), (0, 1), (0, 2), (1, 1)]))
    assert outcome.stop is Stop.EXHAUSTED and not outcome.complete
    assert outcome.summary().startswith("found 1 of 5")
    # without the rule, the deck's own shapes may come back
    every = generate(deck, Constraints("white", (4, 4), fewest=one_piece, distinct=False), 5,
                     seed=3)
    assert len(every.candidates) == 5
    # and the check itself refuses nothing the deck holds... only the run filters them
    gen = Generator(deck, Constraints("white", (4, 4), fewest=one_piece))
    assert all(gen.check(p.mask) is not None for p in puzzles)


@pytest.mark.parametrize("constraints", [
    Constraints("white", (3, 4), fewest=(3, 4), shapes=frozenset({"I2"})),  # never fillable
    Constraints("white", (2, 3), fewest=(4, 5)),  # more pieces than squares
    # one filling only: none with O1s (it runs into its time budget: seconds of work)
    pytest.param(Constraints("black", (12, 16), fillings=(1, 1)), marks=pytest.mark.slow),
    Constraints("white", (9, 4)),  # an empty range
    Constraints("white", (3, 9), shapes=frozenset()),  # no piece allowed
])
def test_impossible_constraints_end_quickly_and_say_so(constraints: Constraints) -> None:
    """Within the run's time budget, on a clock that counts work (tests/measure.py): the same
    verdict on every machine. Four of them are over at once, in a tenth of the budget; the
    fifth runs into it (a quarter of the default budget here: the same stop, for a quarter of
    the test's time)."""
    budget = TIME_BUDGET / 4
    work = CallClock()
    with work.running():
        outcome = generate(classic_deck(), constraints, 20, seed=1, seconds=budget)
    assert work() <= budget * 1.1
    assert not outcome.complete and outcome.stop in {Stop.EXHAUSTED, Stop.ATTEMPTS, Stop.TIME}
    assert outcome.attempts <= MAX_ATTEMPTS
    assert outcome.summary().startswith(f"found {len(outcome.candidates)} of 20 (")


def test_a_time_budget_and_cancelling_stop_a_run() -> None:
    deck = classic_deck()
    c = Constraints("black", (12, 16), fillings=(1, 1))
    ticks = itertools.count()  # a tenth of a second passes at each look at the clock
    with clock.using(lambda: next(ticks) / 10):
        outcome = generate(deck, c, 20, seconds=0.2)
    # the looks before attempts 1 and 2 are at 0.1 and 0.2 s, the third at 0.3 s is too late
    assert outcome.stop is Stop.TIME and outcome.attempts == 2
    calls = iter(range(1000))
    outcome = generate(deck, c, 20, cancel=lambda: next(calls) > 5)
    assert outcome.stop is Stop.CANCELLED


def test_twenty_classic_sized_candidates_are_quick() -> None:
    """About 0.2 s of work on tests/measure.py's clock, against a budget of 8 s."""
    work = CallClock()
    with work.running():
        for wanted in (Constraints("white", (3, 9)), Constraints("black", (8, 16))):
            assert generate(classic_deck(), wanted, 20).complete
    assert work() < 2.0


# ------------------------------------------------------------------ in a worker process


def hard_deck() -> Deck:
    """A deck of only 4- and 5-square pieces: its candidates take the solver a while, so a run
    of :data:`LONG_RUN` lasts seconds while its first candidates come in a fraction of one."""
    return deck_from_json(crafted_deck_json(12))


LONG_RUN = Constraints("black", (20, 25), fillings=(1, 20))


def test_a_run_in_the_worker_streams_its_candidates_and_gives_the_same_ones() -> None:
    deck = classic_deck()
    c = Constraints("black", (8, 16), fewest=(3, 5))
    worker = Worker()
    try:
        got: list[object] = []
        outcome = worker.call("generate", GenerateRequest(deck, c, 12, seed=42),
                              partial=got.append)
        assert outcome.stop is Stop.DONE
        assert got == outcome.candidates == generate(deck, c, 12, seed=42).candidates
        # streamed, not sent at the end: a long run cancelled after its third candidate has
        # given those three (and they are the ones this process finds first)
        hard = hard_deck()
        pid = worker._proc.pid
        streamed: list[object] = []
        with pytest.raises(WorkCancelled):  # the whole run would give its 60 candidates
            worker.call("generate", GenerateRequest(hard, LONG_RUN, 60, seed=1, seconds=60.0),
                        lambda: len(streamed) >= 3, partial=streamed.append)
        assert streamed == generate(hard, LONG_RUN, 3, seed=1).candidates
        assert worker.running and worker._proc.pid == pid  # it stopped; it was not replaced
    finally:
        worker.close()


# ------------------------------------------------------------------ the editor


@pytest.fixture
def window(qapp: QApplication, qtbot: QtBot, dialogs: Dialogs) -> Iterator[EditorWindow]:
    install_translators(qapp, "en")  # as the program does first: texts are recorded
    w = open_editor(qtbot)
    yield w
    w.stack.setClean()


def open_generator(window: EditorWindow, qtbot: QtBot) -> GeneratorDialog:
    window.registry.action("generate").trigger()
    dialog = window.generator_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_generate_pick_two_add_and_undo(window: EditorWindow, qtbot: QtBot,
                                        dialogs: Dialogs) -> None:
    assert not window.registry.action("generate").isEnabled()  # the classic deck is read-only
    doc = duplicate_classic(window, qtbot, dialogs)
    assert window.registry.action("generate").isEnabled()
    before = [p.id for p in doc.puzzles]
    dialog = open_generator(window, qtbot)
    dialog.colour.setCurrentIndex(dialog.colour.findData("black"))
    assert dialog.squares.value() == (8, 16)
    dialog.fewest.set_value(3, 5)
    dialog.symmetry.setCurrentIndex(dialog.symmetry.findData(False))
    dialog.piece_boxes["O1"].setChecked(False)
    dialog.count.setValue(8)
    dialog.seed.setValue(5)
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.running, timeout=20_000)
    assert dialog.list.rowCount() == 8 and "8" in dialog.status.text()
    constraints = dialog.constraints()
    assert constraints.shapes is not None and "O1" not in constraints.shapes
    # what the dialog shows is what the generator gives for the same seed
    expected = generate(doc.deck(), constraints, 8, seed=5).candidates
    assert dialog.candidates == expected
    check_candidates(doc.deck(), constraints, [(c.mask, c.fewest, c.fillings, c.symmetric)
                                               for c in dialog.candidates])
    assert not dialog.add_button.isEnabled()
    dialog.select([1, 4])
    assert dialog.add_button.isEnabled()
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert dialog.isVisible() and dialog.list.rowCount() == 6  # open for more
    added = [p for p in doc.puzzles if p.id not in before]
    assert [p.mask for p in added] == [expected[1].mask, expected[4].mask]
    assert [p.id for p in added] == ["B21", "B22"]
    assert all(p.colour == "black" and p.points == c.points and p.reward == c.reward
               for p, c in zip(added, (expected[1], expected[4]), strict=True))
    assert window.puzzle_page.current_id() == "B21"  # ready to edit
    window.stack.undo()  # one step takes both away
    assert [p.id for p in doc.puzzles] == before
    window.stack.redo()
    assert [p.id for p in doc.puzzles][-2:] == ["B21", "B22"]


def test_stop_keeps_what_was_found_and_impossible_constraints_say_so(
        window: EditorWindow, qtbot: QtBot, dialogs: Dialogs) -> None:
    duplicate_classic(window, qtbot, dialogs)
    dialog = open_generator(window, qtbot)
    dialog.squares.set_value(2, 3)
    dialog.fewest.set_value(4, 6)
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.running, timeout=20_000)
    assert dialog.list.rowCount() == 0
    assert dialog.outcome is not None and dialog.outcome.stop is Stop.EXHAUSTED
    assert "0" in dialog.status.text() and "20" in dialog.status.text()
    dialog.fewest.set_value(1, 25)
    dialog.fillings.set_value(1, 1)
    dialog.squares.set_value(12, 16)
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    assert dialog.running and dialog.stop_button.isEnabled()
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
    assert not dialog.running and dialog.generate_button.isEnabled()
    assert dialog.outcome is not None and dialog.outcome.stop is Stop.CANCELLED
    dialog.close()


def test_the_dialog_follows_a_language_switch(window: EditorWindow, qtbot: QtBot,
                                              dialogs: Dialogs) -> None:
    duplicate_classic(window, qtbot, dialogs)
    dialog = open_generator(window, qtbot)
    dialog.count.setValue(3)
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.running, timeout=20_000)
    dialog.select([0])
    english = (dialog.status.text(), dialog.details.text(), dialog.add_button.text(),
               dialog.generate_button.text(), dialog.windowTitle())
    assert english[0] == "Found 3 of 3." and english[1].startswith("Candidate 1 — squares: ")
    try:
        i18n.switch_language("de")
        assert dialog.status.text() == "3 von 3 gefunden."
        assert dialog.details.text().startswith("Vorschlag 1 – Felder: ")
        assert dialog.add_button.text() == "1 zum Deck &hinzufügen"
        assert dialog.generate_button.text() == "&Generieren"
        assert dialog.windowTitle() == "Puzzles generieren"
    finally:
        i18n.switch_language("en")
    assert (dialog.status.text(), dialog.details.text(), dialog.add_button.text(),
            dialog.generate_button.text(), dialog.windowTitle()) == english
    dialog.close()


# ------------------------------------------------------------------ the editor's run in a process


@pytest.fixture
def long_run(
    qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> Iterator[GeneratorDialog]:
    """The dialog on the hard deck, set for :data:`LONG_RUN` (60 candidates take seconds)."""
    install_translators(qapp, "en")
    # runs end by their count, however busy the machine (the process reads the real clock)
    monkeypatch.setattr(GeneratorDialog, "seconds", 3600.0)
    dialog = GeneratorDialog(DeckDocument(hard_deck()), QUndoStack())
    qtbot.addWidget(dialog)
    dialog.colour.setCurrentIndex(dialog.colour.findData("black"))
    dialog.squares.set_value(*LONG_RUN.squares)
    dialog.fillings.set_value(*LONG_RUN.fillings)
    dialog.count.setValue(60)
    dialog.show()
    qtbot.waitExposed(dialog)
    yield dialog
    dialog.close()


def first_candidates(dialog: GeneratorDialog, qtbot: QtBot) -> int:
    """Generate; wait for the first candidate to show while the run goes on; the process's id."""
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.list.rowCount() >= 1, timeout=20_000)
    assert dialog.running, "the run ended before its first candidates were seen"
    worker = generator_worker()
    assert worker.busy and worker.running
    pid: int = worker._proc.pid
    assert pid != os.getpid()
    return pid


def wait_idle(qtbot: QtBot, pid: int) -> None:
    """Wait until the generator process has stopped its run; it must be the same process (one
    that ignored the cancel would have been replaced after a grace period). Then deliver what
    the run's thread posted before it ended."""
    worker = generator_worker()
    qtbot.waitUntil(lambda: not worker.busy, timeout=10_000)
    assert worker.running and worker._proc.pid == pid
    assert QThreadPool.globalInstance().waitForDone(10_000)
    QCoreApplication.processEvents()


def test_candidates_stream_in_and_stop_ends_the_process_s_work(
        long_run: GeneratorDialog, qtbot: QtBot) -> None:
    dialog = long_run
    pid = first_candidates(dialog, qtbot)
    assert dialog.candidates == generate(hard_deck(), dialog.constraints(), len(
        dialog.candidates), seed=1).candidates
    assert dialog.status.text().startswith("Generating… found ")
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)
    assert not dialog.running and dialog.generate_button.isEnabled()
    kept = dialog.list.rowCount()
    assert kept >= 1 and dialog.outcome is not None and dialog.outcome.stop is Stop.CANCELLED
    wait_idle(qtbot, pid)
    assert dialog.list.rowCount() == kept  # nothing came after Stop
    # and it answers the next run at once
    dialog.count.setValue(2)
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.running, timeout=20_000)
    assert dialog.list.rowCount() == 2 and generator_worker()._proc.pid == pid


@pytest.mark.parametrize("closing", ["dialog", "editor"])
def test_closing_the_dialog_or_the_editor_stops_the_run(
        closing: str, qapp: QApplication, qtbot: QtBot, dialogs: Dialogs) -> None:
    install_translators(qapp, "en")
    window = EditorWindow()
    qtbot.addWidget(window)
    window.show()
    window.set_document(DeckDocument(hard_deck()), unsaved=True)
    window.generate_puzzles()
    dialog = window.generator_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.colour.setCurrentIndex(dialog.colour.findData("black"))
    dialog.squares.set_value(*LONG_RUN.squares)
    dialog.fillings.set_value(*LONG_RUN.fillings)
    dialog.count.setValue(60)
    pid = first_candidates(dialog, qtbot)
    if closing == "dialog":
        dialog.close()
    else:
        window.stack.setClean()
        assert window.close()
    assert not dialog.running and not dialog.isVisible()
    wait_idle(qtbot, pid)
    window.runner.shutdown()


def test_the_run_is_made_in_the_process_never_in_the_window(
        long_run: GeneratorDialog, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's thread only asks, from a job's thread, and shows what comes back; the
    search is the generator process's (in a thread of the editor's own process it used all of
    a core and stalled the window). Which thread works is tested here; the event loop's gaps
    and the processor time are bench/'s figures."""
    dialog = long_run
    dialog.count.setValue(10)
    ui = threading.get_ident()
    candidates = Generator.candidates
    asked_from = calling_threads(monkeypatch, Worker, "call")
    searched_here = calling_threads(monkeypatch, Generator, "candidates")
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    assert dialog.list.rowCount() == 10 and dialog.outcome is not None
    assert dialog.outcome.stop is Stop.DONE
    assert asked_from and ui not in asked_from and searched_here == []
    # the same run made in this process gives the same candidates
    monkeypatch.setattr(Generator, "candidates", candidates)
    assert generate(dialog.doc.deck(), dialog.constraints(), 10, seed=1).candidates == \
        dialog.candidates


def test_a_process_that_dies_is_said_once_and_generate_works_again(
        long_run: GeneratorDialog, qtbot: QtBot, dialogs: Dialogs) -> None:
    dialog = long_run
    pid = first_candidates(dialog, qtbot)
    texts: list[str] = []
    dialog.status.setText("")
    set_text = dialog.status.setText
    dialog.status.setText = lambda text: (texts.append(text), set_text(text))  # type: ignore[method-assign, assignment]
    os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: not dialog.running, timeout=10_000)
    assert QThreadPool.globalInstance().waitForDone(10_000)
    QCoreApplication.processEvents()  # whatever the run's thread posted has arrived
    kept = dialog.list.rowCount()
    assert kept >= 1 and dialog.lost is not None
    said = dialog.status.text()
    assert "helper process stopped unexpectedly" in said and said.startswith(f"Found {kept} of 60.")
    assert set(texts) == {said} and not dialogs.shown  # said once, in the dialog, no box
    assert dialog.generate_button.isEnabled() and not dialog.stop_button.isEnabled()
    # Generate starts a fresh process, which gives what this process gives
    dialog.count.setValue(4)
    dialog.seed.setValue(9)
    qtbot.mouseClick(dialog.generate_button, Qt.MouseButton.LeftButton)
    assert dialog.lost is None
    qtbot.waitUntil(lambda: not dialog.running, timeout=30_000)
    assert generator_worker()._proc.pid != pid
    assert dialog.outcome is not None and dialog.outcome.stop is Stop.DONE
    assert dialog.candidates == generate(hard_deck(), dialog.constraints(), 4, seed=9).candidates
    assert dialog.status.text() == "Found 4 of 4."
