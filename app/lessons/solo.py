"""The solo lesson: the grid, locks and counters, how the automaton picks, why columns matter.

Seed 3 on the standard difficulty: counters lock all three columns (1, 2, 1). You take W12 from
the left column (its counter goes to the automaton's supply, the column opens), take a piece and
fill W12's row; at the end of your turn the automaton takes W04, the best puzzle of the only
open column, and piles its counters there.
"""

from __future__ import annotations

from app.lessons import Aim, Lesson, LessonStep
from app.rules import QT_TRANSLATE_NOOP

SOLO = Lesson(
    id="solo",
    title=QT_TRANSLATE_NOOP("Lesson", "Solo lesson"),
    players=("You",),
    seed=3,
    difficulty="standard",
    steps=(
        LessonStep(
            "grid", QT_TRANSLATE_NOOP("Lesson", "The grid"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "In the solo game the puzzles lie in a grid of three columns. You take puzzles "
                "from it; so does the automaton, your opponent, at the end of each of your "
                "turns."),
            Aim("row_card", index=4)),
        LessonStep(
            "locks", QT_TRANSLATE_NOOP("Lesson", "Locks and counters"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Counters above a column lock it: the automaton cannot take from a locked "
                "column. Taking a puzzle from a locked column moves one of its counters to the "
                "automaton's supply."),
            Aim("lock", index=0)),
        LessonStep(
            "take", QT_TRANSLATE_NOOP("Lesson", "Open a column"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Take W12 from the left column. Its only counter goes to the automaton: the "
                "left column is open now."),
            Aim("row_card", puzzle="W12", index=6), expect=("take W12",)),
        LessonStep(
            "piece", QT_TRANSLATE_NOOP("Lesson", "Take a piece"),
            QT_TRANSLATE_NOOP("Lesson", "Take a level-1 piece from the reserve."),
            Aim("reserve", piece="O1"), expect=("piece",)),
        LessonStep(
            "automaton", QT_TRANSLATE_NOOP("Lesson", "How the automaton picks"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "When your turn ends, the automaton takes the puzzle with the most points from "
                "an open column (the first one on a tie). Then it puts all its counters, and "
                "one from each other column, above that column. If every column is locked, it "
                "takes nothing and one counter leaves each column instead."),
            Aim("automaton")),
        LessonStep(
            "place", QT_TRANSLATE_NOOP("Lesson", "End your turn"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Your last action: place your I2 on W12, anywhere it fits. Then watch the "
                "automaton."),
            Aim("puzzle", puzzle="W12"), expect=("place W12 I2 *",)),
        LessonStep(
            "columns", QT_TRANSLATE_NOOP("Lesson", "Why columns matter"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "It took W04 (2 points) from the open left column and locked it with its "
                "counters. A column you empty of counters is open to the automaton; keep the "
                "puzzles you want in locked columns and leave it only the cheap ones. The right"
                " column is open now: watch it."),
            Aim("lock", index=2), teaches=("solo_lock",)),
        LessonStep(
            "free", QT_TRANSLATE_NOOP("Lesson", "Play on"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "The rest of the game is yours, with hints on (Help > Hint, H). Beat the "
                "automaton's score!"),
            Aim("automaton")),
    ),
)
"""The solo lesson."""
