"""The game log beside the table: what happened, in sentences, built from the engine's events."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QContextMenuEvent, QFont, QGuiApplication
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QMenu, QWidget

from app.model.game_document import GameDocument
from app.model.session import AppliedAction, GameSession, Step
from app.rules import (
    EndTriggered,
    EndTurn,
    Event,
    EventKind,
    FinalRound,
    Finish,
    FinishingTouchesMade,
    GameFinished,
    GameState,
    LockMoved,
    LocksReturned,
    Master,
    OpponentIdle,
    OpponentTook,
    Phase,
    PiecePlaced,
    PieceReturned,
    PieceTaken,
    PuzzleCompleted,
    PuzzleTaken,
    RewardPending,
    RewardTaken,
    Shape,
    Upgrade,
    trace_lines,
)
from app.table.accessible import announce
from app.table.piece_words import RICH_ROLE, PictureLineDelegate, mark, plain
from app.table.strings import points_text, solo_column_text
from app.templates import fill

# lupdate reads the context from each call, so it is written out at every call
translate = QCoreApplication.translate


def _piece(piece: str) -> str:
    """"a T4" / "an L3" (the id marked as a piece): the article follows how the id is spoken
    in English."""
    if piece[:1] in ("A", "E", "F", "H", "I", "L", "M", "N", "O", "R", "S", "X"):
        return fill(translate("GameLog", "an %1"), mark(piece))
    return fill(translate("GameLog", "a %1"), mark(piece))


def _name(state: GameState, player: int) -> str:
    if 0 <= player < len(state.players):
        return state.players[player].name
    return translate("GameLog", "Someone")


def describe_step(step: Step, after: GameState) -> list[str]:
    """The log lines of one applied action."""
    return [plain(line) for line in describe_step_marked(step, after)]


def describe_step_marked(step: Step, after: GameState) -> list[str]:
    """The log lines of one applied action, with the pieces they name marked
    (``app.table.piece_words``: shown as pictures)."""
    before = step.before
    who = _name(before, step.player)
    events = list(step.events)
    lines: list[str] = []
    action = step.action
    if isinstance(action, Upgrade):
        deck = before.deck
        up = deck.shape(action.target).level > deck.shape(action.source).level
        text = (
            translate("GameLog", "%1 upgraded %2 to %3")
            if up
            else translate("GameLog", "%1 exchanged %2 for %3")
        )
        lines.append(fill(text, who, mark(action.source), mark(action.target)))
        events = [e for e in events if e.kind not in (EventKind.PIECE_RETURNED,
                                                      EventKind.PIECE_TAKEN)]
    elif isinstance(action, Master):
        parts = ", ".join(
            fill(translate("GameLog", "%1 on %2"), mark(p.piece), p.puzzle)
            for p in action.placements
        )
        lines.append(fill(translate("GameLog", "%1 made a master action: %2"), who, parts))
        events = [e for e in events if e.kind is not EventKind.PIECE_PLACED]
    elif isinstance(action, Finish):
        n = len(action.placements)
        if n:
            parts = ", ".join(
                fill(translate("GameLog", "%1 on %2"), mark(p.piece), p.puzzle)
                for p in action.placements
            )
            lines.append(
                fill(translate("GameLog", "%1's Finishing Touches (-%2): %3"), who, n, parts)
            )
        else:
            lines.append(fill(translate("GameLog", "%1 placed nothing in Finishing Touches"), who))
        events = [e for e in events if e.kind not in (EventKind.PIECE_PLACED,
                                                      EventKind.FINISHING_TOUCHES)]
    elif isinstance(action, EndTurn):
        lines.append(fill(translate("GameLog", "%1 ended the turn"), who))
    # the taken card first, then the counter it freed (the engine moves the counter first)
    for j in range(len(events) - 1):
        if events[j].kind is EventKind.LOCK_MOVED and \
                events[j + 1].kind is EventKind.PUZZLE_TAKEN:
            events[j], events[j + 1] = events[j + 1], events[j]
    i = 0
    while i < len(events):
        e = events[i]
        nxt = events[i + 1] if i + 1 < len(events) else None
        if (isinstance(e, PuzzleCompleted) and isinstance(nxt, RewardTaken)
                and nxt.puzzle == e.puzzle):
            if nxt.piece:
                lines.append(
                    fill(
                        translate("GameLog", "%1 completed %2 (+%3) and took %4"),
                        _name(before, e.player),
                        e.puzzle,
                        e.points,
                        _piece(nxt.piece),
                    )
                )
            else:
                lines.append(
                    fill(
                        translate(
                            "GameLog", "%1 completed %2 (+%3); the reserve is empty, no reward"
                        ),
                        _name(before, e.player),
                        e.puzzle,
                        e.points,
                    )
                )
            i += 2
            continue
        line = describe_event_marked(e, before, after)
        if line:
            lines.append(line)
        i += 1
    return lines


def describe_event(e: Event, before: GameState, after: GameState) -> str:
    """One event in words ("" for events that say nothing on their own)."""
    return plain(describe_event_marked(e, before, after))


def describe_event_marked(e: Event, before: GameState, after: GameState) -> str:
    """One event in words, with the pieces it names marked (``app.table.piece_words``)."""
    if isinstance(e, PuzzleTaken):
        pz = before.deck.puzzle_by_id[e.puzzle]
        text = fill(
            translate("GameLog", "%1 took %2 (%3, reward %4)"),
            _name(before, e.player),
            e.puzzle,
            points_text(pz.points),
            mark(pz.reward),
        )
        if e.replacement is not None:
            text += fill(translate("GameLog", "; %1 is revealed"), e.replacement)
        return text
    if isinstance(e, PieceTaken):
        return fill(translate("GameLog", "%1 took %2 from the reserve"), _name(before, e.player),
                    _piece(e.piece))
    if isinstance(e, PieceReturned):
        return fill(translate("GameLog", "%1 returned %2 to the reserve"),
                    _name(before, e.player), _piece(e.piece))
    if isinstance(e, PiecePlaced):
        return fill(translate("GameLog", "%1 placed %2 on %3"), _name(before, e.player),
                    _piece(e.piece), e.puzzle)
    if isinstance(e, PuzzleCompleted):
        return fill(translate("GameLog", "%1 completed %2 (+%3)"), _name(before, e.player),
                    e.puzzle, e.points)
    if isinstance(e, RewardTaken):
        who = _name(before, e.player)
        if e.piece is None:
            return fill(translate("GameLog", "The reserve is empty: no reward for %1"), e.puzzle)
        if e.wanted != e.piece:
            return fill(
                translate("GameLog", "%1 took %2 as the reward for %3 (no %4 was left)"),
                who,
                _piece(e.piece),
                e.puzzle,
                mark(e.wanted),
            )
        return fill(
            translate("GameLog", "%1 took %2 as the reward for %3"), who, _piece(e.piece), e.puzzle
        )
    if isinstance(e, RewardPending):
        return fill(
            translate("GameLog", "No %1 is left for %2: %3 chooses among %4"),
            mark(e.wanted),
            e.puzzle,
            _name(before, e.player),
            ", ".join(mark(o) for o in e.options),
        )
    if isinstance(e, EndTriggered):
        if before.solo is not None:
            return translate("GameLog", "The deck is empty: the end of the game is triggered")
        return translate("GameLog", "The black deck is empty: the end of the game is triggered")
    if isinstance(e, FinalRound):
        return translate("GameLog", "Final round!")
    if isinstance(e, FinishingTouchesMade):
        return fill(translate("GameLog", "%1's Finishing Touches: -%2"), _name(before, e.player),
                    e.pieces)
    if isinstance(e, LockMoved):
        if e.piece is not None:  # a game from a version-1 record: the counter was a real piece
            return fill(
                translate("GameLog", "%1 moved from above %2 to the automaton's supply"),
                _capitalised(_piece(e.piece)),
                solo_column_text(e.column),
            )
        return fill(
            translate("GameLog", "A counter moved from above %1 to the automaton's supply"),
            solo_column_text(e.column),
        )
    if isinstance(e, OpponentTook):
        text = fill(
            translate("GameLog", "The automaton took %1 (%2)"), e.puzzle, points_text(e.points)
        )
        if e.replacement is not None:
            text += fill(translate("GameLog", "; %1 is revealed"), e.replacement)
        return text
    if isinstance(e, LocksReturned):
        if before.solo is not None and before.solo.legacy is not None:
            return translate(
                "GameLog",
                "Every column was locked: one piece from above each column went back to the "
                "reserve",
            )
        return translate(
            "GameLog",
            "Every column was locked: one counter was removed from above each column",
        )
    if isinstance(e, OpponentIdle):
        return translate("GameLog", "The automaton found no puzzle in the unlocked columns")
    if isinstance(e, GameFinished):
        return translate("GameLog", "The game is over")
    return ""


def _capitalised(text: str) -> str:
    """``text`` with its first letter (after any piece mark) in capitals."""
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1:]
    return text


def turn_header(state: GameState) -> str:
    """The line that starts a turn ("Round 3: Bob")."""
    if state.phase is Phase.FINISHING_TOUCHES:
        return fill(translate("GameLog", "Finishing Touches: %1"), state.player.name)
    if state.phase is Phase.FINISHED:
        return ""
    return fill(translate("GameLog", "Round %1: %2"), state.round, state.player.name)


class GameLog(QListWidget):
    """A list of sentences, newest at the bottom; follows the session's signals."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setAlternatingRowColors(False)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(self.tr("Game log"))
        self.setAccessibleDescription(self.tr("What happened in the game, newest at the bottom"))
        # lines are wrapped to the log's width, with pictures of the pieces they name
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self._delegate = PictureLineDelegate(self._shape, self)
        self.setItemDelegate(self._delegate)
        self._document: GameDocument | None = None

    @property
    def _session(self) -> GameSession | None:
        return self._document.session if self._document is not None else None

    def _shape(self, piece: str) -> Shape | None:
        session = self._session
        if session is None:
            return None
        deck = session.deck
        i = deck.shape_index.get(piece)
        return deck.shapes[i] if i is not None else None

    def set_document(self, document: GameDocument) -> None:
        """Tell the story of ``document``'s game, and of every game it opens later."""
        self._document = document
        document.session_changed.connect(lambda _s: self._rebuild())
        document.action_applied.connect(self._on_applied)
        document.undone.connect(self._on_undone)
        if document.session is not None:
            self._rebuild()

    def _rebuild(self) -> None:
        session = self._session
        assert session is not None
        self.clear()
        self._delegate.forget_pictures()
        history = session.history
        self._header(session.initial_state)
        for i, step in enumerate(history):
            after = history[i + 1].before if i + 1 < len(history) else session.state
            self._add_step(step, after)
        self.scrollToBottom()

    def retranslate(self) -> None:
        """After a language switch: every line told again from the session's history."""
        if self._session is not None:
            self._rebuild()

    def lines(self) -> list[str]:
        """Every line shown (for tests)."""
        return [self.item(i).text() for i in range(self.count())]

    def game_text(self) -> str:
        """The game so far as pasteable text: every action in the action notation with the
        position after it, a picture of the position now, and the game record (JSON) that
        ``project-l replay`` reads. Empty when no game is shown."""
        if self._session is None:
            return ""
        record = self._session.record()
        lines, _ok = trace_lines(record)
        record_json = record.to_bytes().decode("utf-8")
        return "\n".join([*lines, "", record_json])

    def copy_game_text(self) -> None:
        """Put :meth:`game_text` on the clipboard (for a bug report or a forum post)."""
        text = self.game_text()
        if text:
            QGuiApplication.clipboard().setText(text)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = QMenu(self)
        act = menu.addAction(self.tr("&Copy the game as text"))
        act.setObjectName("copyGameText")
        act.setEnabled(self._session is not None)
        act.triggered.connect(self.copy_game_text)
        menu.exec(event.globalPos())

    def _header(self, state: GameState) -> str:
        text = turn_header(state)
        if not text:
            return ""
        item = QListWidgetItem(text)
        font = QFont(self.font())
        font.setBold(True)
        item.setFont(font)
        item.setForeground(QColor("#7a4d00"))
        self.addItem(item)
        return text

    def _add_line(self, marked: str) -> QListWidgetItem:
        """Add a line (pieces marked): its text is the plain words (read by screen readers,
        copied), the delegate paints it with the pieces' pictures."""
        item = QListWidgetItem(plain(marked))
        item.setData(RICH_ROLE, marked)
        self.addItem(item)
        return item

    def _add_step(self, step: Step, after: GameState) -> list[str]:
        """Add the lines of one action; returns their words."""
        said = []
        for line in describe_step_marked(step, after):
            said.append(self._add_line(line).text())
        b = step.before
        if after.phase is not Phase.FINISHED and (after.current != b.current or
                                                  after.round != b.round or
                                                  after.phase is not b.phase):
            header = self._header(after)
            if header:
                said.append(header)
        return said

    def _on_applied(self, applied: AppliedAction) -> None:
        said = self._add_step(applied.step, applied.after)
        self.scrollToBottom()
        # screen readers say the new lines, as a player at the table would hear them
        announce(self, " ".join(said))

    def _on_undone(self, step: Step) -> None:
        self._rebuild()
        note = self._add_line(
            fill(
                translate("GameLog", "%1 took back: %2"),
                _name(step.before, step.player),
                _action_words(step),
            )
        )
        font = QFont(self.font())
        font.setItalic(True)
        note.setFont(font)
        announce(self, note.text())
        self.scrollToBottom()


def _action_words(step: Step) -> str:
    lines = describe_step_marked(step, step.before)
    if not lines:
        return translate("GameLog", "an action")
    first = lines[0]
    who = _name(step.before, step.player)  # a name is never marked
    return first[len(who) + 1:] if first.startswith(who + " ") else first


def all_lines(steps: Sequence[Step], final: GameState) -> list[str]:
    """Every log line of a whole game (for tests and exports)."""
    out: list[str] = []
    for i, step in enumerate(steps):
        after = steps[i + 1].before if i + 1 < len(steps) else final
        out += describe_step(step, after)
    return out
