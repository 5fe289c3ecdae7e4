"""The game a window plays, as a document: its session, its file, whether it changed, its autosave.

Like the editor's ``DeckDocument`` (and Tiled's ``Document``), a :class:`GameDocument` owns
everything about the open game that is not the table's look: the :class:`GameSession`, the
file it belongs to, the *modified* flag, the autosave slot and the hand-over of a finished game
to the history. The window, the controller, the log, the review and the autosave read it and
follow its signals; nobody else keeps a copy of the session or the path.

*Modified* is judged against the game's actions at the last save (or at opening): an undo back
to the saved position makes the game unmodified again. A game that came back from an autosave
with changes its file lacks is modified until it is saved.

No widgets here: what the player must be told arrives as signals (``autosave_failed``,
``autosave_off``, ``archive_failed``), and the window says it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from app.ai.analysis import GameAnalysis, fits
from app.core.atomic import WriteFailed, problem_of
from app.core.paths import history_dir
from app.core.saves import (
    InvalidSave,
    SaveData,
    ViewValue,
    played_on,
    read_record,
    write_save,
)
from app.model.autosave import Autosaver, AutosaveSlot, CloseReason
from app.model.history import add_to_history
from app.model.session import GameSession
from app.rules import Action, FileProblem, ProjectLError, Reason

ViewProvider = Callable[[], Mapping[str, ViewValue]]
"""Gives the view settings to keep with the game (zoom, log shown...)."""


class GameDocument(QObject):
    """One open game: session, file, modified flag, autosave and history hand-over."""

    session_changed = Signal(object)
    """Another game is open now (its :class:`GameSession`)."""
    path_changed = Signal(object)
    """The game belongs to another file now (a path, or None for none)."""
    modified_changed = Signal(bool)
    """The game got (True) or lost (False) changes its file does not have."""
    state_changed = Signal()
    """The game's state changed (an action or an undo)."""
    autosave_failed = Signal(object)
    """Writing the autosave failed (why: a Reason or the system's words; said once until it
    works again)."""
    autosave_off = Signal(object)
    """This game is played without autosave (why)."""
    archive_failed = Signal(object, bool)
    """A finished game did not reach the history (why), and whether it is kept for the next
    start (False: only a save to a file keeps it)."""
    file_finished = Signal(str)
    """The game finished, and its file (the path) now holds it finished."""
    file_left = Signal(str, str, str)
    """The game finished, but its file (the first path) was left as it is: it holds another
    game now, or could not be written (why, the third). The history file of the finished game
    is the second path ("" when the history did not take it)."""
    # the open game's own signals, passed on, so views follow the document and never hold on
    # to a session (see GameSession for what each carries)
    action_applied = Signal(object)
    undone = Signal(object)
    ai_thinking = Signal(bool)
    ai_failed = Signal(object)
    notice = Signal(str)

    def __init__(self, *, autosave: bool = True, autosave_problem: Reason | str | None = None,
                 view: ViewProvider | None = None, history: Path | None = None,
                 parent: QObject | None = None) -> None:
        """A document with no game yet. ``autosave`` False turns autosave off on purpose
        (tests, tools); ``autosave_problem`` says why the data folder cannot take it."""
        super().__init__(parent)
        self._autosave = autosave and autosave_problem is None
        self._problem = autosave_problem if autosave else None
        self._view = view
        self._history = history
        self._session: GameSession | None = None
        self._path: str | None = None
        self._saved: tuple[Action, ...] | None = ()  # actions in the file; None: unknown
        self._modified = False
        self._autosaver: Autosaver | None = None
        self._archived_here = False
        self._analysis: GameAnalysis | None = None

    # ------------------------------------------------------------------ reading

    @property
    def session(self) -> GameSession | None:
        """The game being played (None before the first one)."""
        return self._session

    @property
    def path(self) -> str | None:
        """The file the game belongs to (opened from or last saved to), if any."""
        return self._path

    @property
    def modified(self) -> bool:
        """Whether the game has changes its file (or, with no file, nothing) does not have."""
        return self._modified

    @property
    def autosaver(self) -> Autosaver | None:
        """The autosave of this game (None when autosave is off)."""
        return self._autosaver

    @property
    def autosave_problem(self) -> Reason | str | None:
        """Why this game is played without autosave although it was wanted, if it is."""
        return self._problem

    @property
    def autosave_wanted(self) -> bool:
        """Whether autosave is on for this program (it may still be off for a problem)."""
        return self._autosave or self._problem is not None

    @property
    def analysis(self) -> GameAnalysis | None:
        """The analysis of this game to keep with it (issue 17): the one it was opened with or
        a review made, while it is of the game as it is now (None once the game went on)."""
        analysis, session = self._analysis, self._session
        if analysis is None or session is None:
            return None
        return analysis if fits(analysis, session.record()) else None

    def keep_analysis(self, analysis: GameAnalysis | None) -> None:
        """Keep ``analysis`` with the game: it is saved with it (:meth:`save_data`)."""
        self._analysis = analysis

    def save_data(self) -> SaveData:
        """The game as a save right now (record, seats, view settings, its file, its
        analysis)."""
        session = self._require()
        view = dict(self._view()) if self._view is not None else {}
        return SaveData(record=session.record(), seats=session.saved_seats(), view=view,
                        origin=self._path, analysis=self.analysis, network=session.hosting())

    def at_risk(self) -> bool:
        """Whether the game has actions kept nowhere (no autosave, no file)."""
        session = self._session
        if session is None or not session.history:
            return False
        if self._autosaver is not None:
            return self.modified and self._autosaver.failing
        if self._problem is None:
            return False  # autosave was turned off on purpose (tests, tools)
        return self.modified and not (session.is_finished and self._archived_here)

    # ------------------------------------------------------------------ changing

    def open(self, session: GameSession, *, path: str | None, modified: bool = False,
             slot: AutosaveSlot | None = None) -> None:
        """Play ``session`` (the game before is closed: unsaved changes go to the history).

        ``path`` is its file; ``modified`` says it has changes that file lacks (a game resumed
        from its autosave); ``slot`` is the autosave slot it came from.
        """
        old = self._session
        self._close_autosave(CloseReason.REPLACED)
        if session.parent() is None:
            session.setParent(self)  # the document owns its game: it lets the old one go below
        self._session = session
        self._analysis = None  # a new game: the caller keeps the analysis it came with
        self._saved = None if modified else tuple(s.action for s in session.history)
        if path is None and not modified:
            self._saved = ()  # a new game, or one made from a reviewed position
        self._archived_here = False
        self._set_path(path)
        self._autosaver = None
        if self._autosave and session.autosaved:
            try:
                self._autosaver = Autosaver(session, slot=slot, view=self._view, origin=path,
                                            modified=modified, judge=lambda: self.modified,
                                            history=self._history, parent=self)
            except (ProjectLError, OSError) as exc:
                # the folder broke since the start: this game is played without autosave
                self._problem = problem_of(exc)
                self._autosave = False
            else:
                self._autosaver.failed.connect(self.autosave_failed)
                self._autosaver.archive_failed.connect(self.archive_failed)
        for signal, handler in self._links(session):
            signal.connect(handler)
        if old is not None and old is not session:
            old.stop_ai()
            for signal, _handler in self._links(old):
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):  # nothing was connected
                    pass
        self._update_modified()
        self.session_changed.emit(session)
        if self._problem is not None:  # after the table shows the game: the last word
            self.autosave_off.emit(self._problem)
        if old is not None and old is not session:
            old.deleteLater()

    def _links(self, session: GameSession
               ) -> tuple[tuple[SignalInstance, Callable[..., object] | SignalInstance], ...]:
        """The session's signals the document follows, each with what it calls (its own
        handler, or the document's signal of the same name it forwards to)."""
        return (
            (session.state_changed, self._on_state_changed),
            (session.game_finished, self._on_game_finished),
            (session.action_applied, self.action_applied),
            (session.undone, self.undone),
            (session.ai_thinking, self.ai_thinking),
            (session.ai_failed, self.ai_failed),
            (session.notice, self.notice),
        )

    def save_to(self, path: str) -> None:
        """Write the game to ``path`` (atomically); it is the game's file from then on.

        :raises WriteFailed: (or another OSError / ProjectLError) when it cannot be written;
            nothing changes then.
        """
        session = self._require()
        write_save(path, self.save_data())
        self._saved = tuple(s.action for s in session.history)
        self._set_path(path)
        if self._autosaver is not None:
            self._autosaver.mark_saved(path)
        self._update_modified()

    def close(self, reason: CloseReason) -> None:
        """The window closes (``QUIT``) or forgets the game (``REPLACED``)."""
        if self._session is not None:
            self._session.stop_ai()
        self._close_autosave(reason)

    # ------------------------------------------------------------------ inside

    def _require(self) -> GameSession:
        if self._session is None:
            raise RuntimeError("no game is open")
        return self._session

    def _set_path(self, path: str | None) -> None:
        if path != self._path:
            self._path = path
            self.path_changed.emit(path)

    def _update_modified(self) -> None:
        session = self._session
        actions = tuple(s.action for s in session.history) if session is not None else ()
        modified = self._saved is None or actions != self._saved
        if modified != self._modified:
            self._modified = modified
            self.modified_changed.emit(modified)

    def _on_state_changed(self) -> None:
        self._update_modified()
        self.state_changed.emit()

    def _on_game_finished(self) -> None:
        """The game is over: into the history (the autosave hands it over; without autosave,
        the document itself: a game that could not be autosaved, or a network game, which never
        is), and into its own file, so the game is finished wherever it is listed."""
        history = self._archive_here()
        if history is None and self._autosaver is not None:
            archived = self._autosaver.archived_path
            history = str(archived) if archived is not None else None
        self._finish_file(history or "")

    def _archive_here(self) -> str | None:
        """Put the finished game in the history when no autosave does; its history file."""
        if self._autosaver is not None or self._session is None:
            return None
        if self._problem is None and (self._session.autosaved or not self._autosave):
            return None
        try:
            target = add_to_history(self.save_data(), self._history)
        except (WriteFailed, InvalidSave, ValueError) as exc:
            # told after the action that finished the game has been shown
            problem = problem_of(exc)
            QTimer.singleShot(0, lambda: self.archive_failed.emit(problem, False))
            return None
        self._archived_here = True
        return str(target)

    def _finish_file(self, history: str) -> None:
        """Write the finished game over its file when that file still holds this game (an
        earlier point of it: nothing of it is lost, the review shows every position), so that
        Recent games, Continue and a later Open see it finished. A file that holds another game
        now (changed elsewhere), or cannot be read or written, is left as it is
        (:attr:`file_left`)."""
        path, session = self._path, self._session
        if path is None or session is None or self._in_history(path):
            return
        finished = session.record()
        try:
            if not played_on(read_record(path), finished):
                raise InvalidSave(Reason.of(FileProblem.SAVE_ANOTHER_GAME))
            self.save_to(path)
        except (InvalidSave, OSError, ProjectLError, ValueError) as exc:
            # told after the action that finished the game has been shown
            QTimer.singleShot(0, lambda w=str(exc): self.file_left.emit(path, history, w))
            return
        QTimer.singleShot(0, lambda: self.file_finished.emit(path))

    def _in_history(self, path: str) -> bool:
        """Whether ``path`` is a file of the history folder (opened from there by hand: the
        history keeps the finished game already)."""
        try:
            folder = self._history if self._history is not None else history_dir()
            return Path(path).resolve().parent == folder.resolve()
        except OSError:
            return False

    def _close_autosave(self, reason: CloseReason) -> None:
        if self._autosaver is not None:
            self._autosaver.close(reason)
            self._autosaver.deleteLater()
            self._autosaver = None
