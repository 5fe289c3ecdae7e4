"""The guided first game: two players (you and an easy AI) on the classic deck, seed 7.

The deal puts W10 (three squares in a column, reward I2) in the white row: you take it, take a
level-1 piece, stand your I2 up to place it, finish W10 with the O1 and get its reward; then you
upgrade I2 to L3 and exchange the L3 for an I3, take W29 and W30 and fill both with one master
action. The game then jumps ahead to round 7 (the jump's actions are a game played out by easy
AIs from that position): you complete W20 with your L4, which fits its last hole only flipped
(F), then take the black card B16, which uncovers the last black card and triggers the end; you
play the final round freely with hints on, make your Finishing Touches and see the score.
tests/test_lessons.py plays every step through the engine and the table.
"""

from __future__ import annotations

from app.lessons import Aim, Lesson, LessonStep
from app.rules import QT_TRANSLATE_NOOP

GUIDED = (
    "take W10", "piece", "place W10 I2 c2 c3",
    "take W09", "place W09 I2 c3 c4", "piece",
    "place W10 O1 c4", "up I2 L3", "up L3 I3",
    "piece", "piece", "piece",
    "take W29", "take W30", "master W29 I3 b2 b3 b4, W30 I2 b2 b3",
)
"""Both players' moves of the guided part (the opponent's are in OPPONENT too)."""

LATER = (
    "take B15", "take B18", "take B04", "take B03", "take B14", "place W29 O1 b5",
    "master B15 I2 b2 b3, B18 O1 b2, B04 O1 b2", "take B11", "up O1 I2",
    "master W30 O1 b4, B03 I3 c2 c3 c4, B14 O1 b3", "piece", "take W20",
    "master B15 O1 c3, B18 O1 c2", "up O1 I2", "up I2 L3", "place W30 O1 c4",
    "place W20 I2 b2 b3", "take B19", "place B15 L3 b4 c4 b5", "up I2 L3", "up L3 T4",
)
"""The game played on by two easy AIs, up to round 7: you to act with four puzzles on your mat
(W20 lacks only the L4 that W30 gave you, lying mirrored), one black card left."""

OPPONENT = ("take W09", "place W09 I2 c3 c4", "piece", "piece", "piece", "piece")
"""Ada's moves in the guided part."""

FIRST_GAME = Lesson(
    id="first_game",
    title=QT_TRANSLATE_NOOP("Lesson", "Learn to play"),
    players=("You", "Ada"),
    seed=7,
    opponent=OPPONENT,
    steps=(
        LessonStep(
            "welcome", QT_TRANSLATE_NOOP("Lesson", "Welcome to Project L"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "You and Ada take turns. Each turn has three actions. You score by completing "
                "puzzles: fill every hole of a puzzle card with pieces. The most points at the "
                "end wins."),
            Aim("pile", player=0)),
        LessonStep(
            "take_puzzle", QT_TRANSLATE_NOOP("Lesson", "Take a puzzle"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Your first action: click the puzzle W10 in the white row. It moves onto your "
                "mat, ready to be filled."),
            Aim("row_card", puzzle="W10"), expect=("take W10",)),
        LessonStep(
            "take_piece", QT_TRANSLATE_NOOP("Lesson", "Take a piece"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Second action: take a level-1 piece, the single square O1. Click its pile in "
                "the reserve."),
            Aim("reserve", piece="O1"), expect=("piece",)),
        LessonStep(
            "place", QT_TRANSLATE_NOOP("Lesson", "Place a piece: rotate and flip"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Third action: drag your I2 from your supply onto W10. It lies flat; while you "
                "hold it, press R (or turn the wheel) to stand it up, and F (or the right "
                "button) flips a piece. Drop it on the top two holes."),
            Aim("puzzle", puzzle="W10"), expect=("place W10 I2 c2 c3",)),
        LessonStep(
            "complete", QT_TRANSLATE_NOOP("Lesson", "Complete the puzzle"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "That was your third action, so Ada played her turn. Now put your O1 in the "
                "last hole of W10. A completed puzzle scores its points, gives back the pieces "
                "on it and rewards you with the piece shown on it."),
            Aim("puzzle", puzzle="W10"), expect=("place W10 O1 c4",), teaches=("can_complete",)),
        LessonStep(
            "upgrade", QT_TRANSLATE_NOOP("Lesson", "Upgrade a piece"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "W10 scored 1 point and gave you an I2. Upgrading returns a piece and takes one"
                " a level higher. Right-click your I2 (or press Enter on it) and choose Upgrade"
                " to L3."),
            Aim("supply", piece="I2"), expect=("up I2 L3",), teaches=("upgrade",)),
        LessonStep(
            "exchange", QT_TRANSLATE_NOOP("Lesson", "Exchange a piece"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Exchanging swaps a piece for another of the same level or lower. Right-click "
                "your new L3 and exchange it for an I3."),
            Aim("supply", piece="L3"), expect=("up L3 I3",)),
        LessonStep(
            "take_two", QT_TRANSLATE_NOOP("Lesson", "Two more puzzles"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Ada played again. Take the puzzle W29 from the white row..."),
            Aim("row_card", puzzle="W29"), expect=("take W29",)),
        LessonStep(
            "take_two_b", QT_TRANSLATE_NOOP("Lesson", "Two more puzzles"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "...and W30 as well. You may have up to four puzzles on your mat."),
            Aim("row_card", puzzle="W30"), expect=("take W30",)),
        LessonStep(
            "master", QT_TRANSLATE_NOOP("Lesson", "The master action"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Once a turn, the master action places one piece on each of your puzzles for a "
                "single action. Press Master action (M), drag your I3 (standing) onto the top "
                "three holes of W29 and your I2 (standing) onto the top two holes of W30, then "
                "press Confirm (Ctrl+Enter)."),
            Aim("action", name="master"), expect=("master W29 I3 b2 b3 b4, W30 I2 b2 b3",),
            teaches=("master_action",)),
        LessonStep(
            "jump", QT_TRANSLATE_NOOP("Lesson", "Fast-forward"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "The lesson now jumps ahead to round 7 of this game, near its end. You have "
                "three completed puzzles; only one black card is left in the black deck."),
            Aim("deck", puzzle="black"), jump=GUIDED + LATER),
        LessonStep(
            "flip", QT_TRANSLATE_NOOP("Lesson", "Flip a piece"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "The last hole of W20 is the mirror image of your L4 as it lies in your "
                "supply: turning alone will not do. Drag the L4 onto W20; while you hold it, "
                "press F (or the right button) to flip it and R (or the wheel) to turn it "
                "until it matches the hole, then drop it. Completing W20 makes room on your "
                "mat."),
            Aim("puzzle", puzzle="W20"), expect=("place W20 L4 b4 b5 c5 d5",)),
        LessonStep(
            "trigger", QT_TRANSLATE_NOOP("Lesson", "The end of the game"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "When the black deck runs out, the end is triggered. Take B16: the last black "
                "card replaces it."),
            Aim("row_card", puzzle="B16"), expect=("take B16",), teaches=("end_triggered",)),
        LessonStep(
            "final_round", QT_TRANSLATE_NOOP("Lesson", "The final round"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "This round is finished, then everyone plays one more round: the final round. "
                "Play on freely now; hints are on (Help > Hint, H). When nothing useful is "
                "left, end your turn (E)."),
            Aim("action", name="end_turn"), check="finishing"),
        LessonStep(
            "finish", QT_TRANSLATE_NOOP("Lesson", "Finishing Touches"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "After the final round come the Finishing Touches: you may still put pieces "
                "from your supply on your unfinished puzzles to complete them, but each piece "
                "costs 1 point and there are no rewards now."),
            Aim("action", name="confirm"), teaches=("finishing_touches",)),
        LessonStep(
            "score", QT_TRANSLATE_NOOP("Lesson", "Scoring"),
            QT_TRANSLATE_NOOP(
                "Lesson",
                "Your score is the points of your completed puzzles minus your Finishing "
                "Touches; unfinished puzzles count nothing. The highest score wins. Place "
                "pieces, or none, and press Done: the results show who won. You know the game "
                "now: have fun!"),
            Aim("pile", player=0), expect=("finish *",)),
    ),
)
"""The guided first game."""
