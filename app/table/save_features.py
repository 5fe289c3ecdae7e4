"""Review, history and statistics in the game window: what :func:`install_save_features` adds.

The game window calls ``self.save_features = install_save_features(self)`` once; this adds to its Game menu
"Review a saved game…", "Review this game", "History…" and "Statistics…" (your history and
statistics, app/table/statistics.py, whose games open in the review), and opens review windows whose
"Continue playing from here" starts the branch in the game window (the game it replaces is
kept by the autosave: saved, or moved to the history). Saving, opening and autosave are the
window's own (``app.core.saves`` / ``app.model.autosave``).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from app.core.paths import dialog_folder
from app.core.saves import SAVE_SUFFIX, InvalidSave, SaveData, describe_players, load_save
from app.i18n import problem_text
from app.model.analysis_run import depth_budget
from app.rules import ReplayStep
from app.table.history_dialog import HistoryDialog
from app.table.review import ReviewWindow
from app.table.statistics import StatisticsWindow
from app.templates import fill

if TYPE_CHECKING:
    from app.ai.analysis import GameAnalysis
    from app.model.autosave import AutosaveSlot
    from app.model.session import GameSession
    from app.model.settings import Settings
    from app.table.actions import ActionRegistry


class SaveFeaturesHost(Protocol):
    """What review and history need of the game window (the window is one)."""

    @property
    def session(self) -> GameSession | None: ...

    @property
    def file_path(self) -> str | None: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def registry(self) -> ActionRegistry: ...

    def open_save(self, save: SaveData, path: str | None, *, modified: bool = False,
                  slot: AutosaveSlot | None = None) -> bool: ...

    def keep_analysis(self, analysis: GameAnalysis) -> None: ...

    def kept_analysis(self) -> GameAnalysis | None: ...


class SaveFeatures(QObject):
    """The review and history commands of one game window."""

    def __init__(self, window: SaveFeaturesHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("saveFeatures")
        self.window = window
        self._parent = parent
        self.reviews: list[ReviewWindow] = []
        self.history: HistoryDialog | None = None
        self.statistics: StatisticsWindow | None = None
        self.act_review_file = QAction(self.tr("Re&view a saved game…"), self)
        self.act_review_file.setObjectName("actReviewFile")
        self.act_review_file.triggered.connect(self.review_file_dialog)
        self.act_review_current = QAction(self.tr("Review &this game"), self)
        self.act_review_current.setObjectName("actReviewCurrent")
        self.act_review_current.setShortcut(QKeySequence("Ctrl+R"))
        self.act_review_current.triggered.connect(self.review_current)
        self.act_history = QAction(self.tr("&History…"), self)
        self.act_history.setObjectName("actHistory")
        self.act_history.setShortcut(QKeySequence("Ctrl+H"))
        self.act_history.triggered.connect(self.show_history)
        self.act_statistics = QAction(self.tr("Stat&istics…"), self)
        self.act_statistics.setObjectName("actStatistics")
        self.act_statistics.setToolTip(self.tr("Your games won and lost, your rating against "
                                               "the computer, your best games and more"))
        self.act_statistics.triggered.connect(self.show_statistics)
        registry = window.registry
        registry.register("review_file", self.act_review_file)
        registry.register("review_current", self.act_review_current)
        registry.register("history", self.act_history)
        registry.register("statistics", self.act_statistics)
        registry.place(["review_file", "review_current", "history", "statistics"], "game",
                       before="save", separator=True)
        registry.menu("game").aboutToShow.connect(self._update_actions)
        self._update_actions()

    def _update_actions(self) -> None:
        session = self.window.session
        self.act_review_current.setEnabled(session is not None and bool(session.history))

    # ------------------------------------------------------------------ review

    def review(self, save: SaveData, title: str = "", path: str | None = None) -> ReviewWindow:
        """Open a review window on ``save`` (non-modal: the game goes on beside it); ``path``
        is the file it was read from, where its analysis is kept."""
        settings = self.window.settings
        review = ReviewWindow(save, title, self._parent,
                              play_delay_ms=settings.review_play_delay_ms(), path=path,
                              budget=lambda: depth_budget(settings.analysis_depth()))
        review.continue_requested.connect(self.continue_game)
        if path is None:
            review.analysis_ready.connect(self.window.keep_analysis)
        review.destroyed.connect(lambda _o=None, r=review: self._forget(r))
        self.reviews.append(review)
        review.show()
        review.raise_()
        return review

    def _forget(self, review: ReviewWindow) -> None:
        if review in self.reviews:
            self.reviews.remove(review)

    def review_current(self) -> ReviewWindow | None:
        """Review the game being played (a snapshot: the game goes on untouched)."""
        session = self.window.session
        if session is None:
            return None
        history = session.history
        states = (*(s.before for s in history), session.state)
        steps = tuple(
            ReplayStep(i, s.before, s.action, states[i + 1], None, s.events)
            for i, s in enumerate(history)
        )
        save = SaveData(session.record(), session.seats, states=states, steps=steps,
                        analysis=self.window.kept_analysis())
        name = os.path.basename(self.window.file_path) if self.window.file_path else ""
        return self.review(save, name or describe_players(save.record))

    def review_path(self, path: str) -> ReviewWindow | None:
        """Open a saved game or record in the review; a bad file is explained, nothing changes."""
        try:
            save = load_save(path)
        except InvalidSave as exc:
            QMessageBox.warning(
                self._parent,
                self.tr("Cannot open the game"),
                fill(self.tr("%1 cannot be opened:\n%2"), os.path.basename(path),
                     problem_text(exc)),
            )
            return None
        return self.review(save, os.path.basename(path), path)

    def review_file_dialog(self) -> None:
        """Game > Review a saved game…"""
        folder = dialog_folder(self.window.settings.last_folder())
        path, _ = QFileDialog.getOpenFileName(
            self._parent,
            self.tr("Review a game"),
            folder,
            fill(self.tr("Saved games (*%1);;Game records (*.json);;All files (*)"), SAVE_SUFFIX),
        )
        if path:
            self.review_path(path)

    def continue_game(self, save: SaveData) -> None:
        """Play on from a reviewed position, as a new unsaved game in the window."""
        self.window.open_save(save, None, modified=True)
        self._parent.raise_()
        self._parent.activateWindow()

    # ------------------------------------------------------------------ history

    def show_history(self) -> HistoryDialog:
        """Game > History…"""
        if self.history is None:
            self.history = HistoryDialog(self._parent)
            self.history.review_requested.connect(self.review)
        else:
            self.history.refresh()
        self.history.show()
        self.history.raise_()
        return self.history


    # ------------------------------------------------------------------ statistics

    def show_statistics(self) -> StatisticsWindow:
        """Game > Statistics… (also on the welcome page and the results): read afresh."""
        if self.statistics is None:
            setup = self.window.settings.last_setup()
            people = [s.name for s in setup.seats if s.kind == "human"] if setup else []
            self.statistics = StatisticsWindow(people[0] if people else "", self._parent)
            self.statistics.review_requested.connect(self.review_path)
            self.statistics.show()
        elif self.statistics.isVisible():
            self.statistics.refresh()
        else:
            self.statistics.show()  # (read again as it shows)
        self.statistics.raise_()
        self.statistics.activateWindow()
        return self.statistics


def install_save_features(window: SaveFeaturesHost, parent: QWidget) -> SaveFeatures:
    """Add review and history to a game window; returns the object that holds them."""
    return SaveFeatures(window, parent)
