"""Games in files, in the game window: Game > Open, Open recent, Save, Save as, and what the
document says about files.

The window makes one :class:`GameFiles` and places its Open recent menu. It opens a saved game
or record (a bad file is explained and changes nothing; a hosted game's save asks whether to
host it again), writes the game atomically (``GameDocument.save_to``), asks before a game kept
nowhere leaves the table (:meth:`GameFiles.may_replace`), keeps a review's analysis with the
game, and says what became of a finished game's file and history entry. Loading and writing
are the model's (``app.core.saves``, ``app.model.game_document``).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from app.core.analyses import save_with_analysis
from app.core.paths import dialog_folder
from app.core.saves import (
    SAVE_SUFFIX,
    InvalidSave,
    SaveData,
    load_save,
    suggested_file_name,
    with_suffix,
)
from app.i18n import problem_text
from app.model.session import GameSession
from app.rules import InvalidRecord, ProjectLError, Reason
from app.templates import fill

if TYPE_CHECKING:
    from app.ai.analysis import GameAnalysis
    from app.model.autosave import AutosaveSlot
    from app.model.game_document import GameDocument
    from app.model.session import AIFactory
    from app.model.settings import Settings
    from app.table.hosting import Hosting
    from app.table.view import TableView


class FilesHost(Protocol):
    """What opening and saving need of the game window (the window is one)."""

    @property
    def document(self) -> GameDocument: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def hosting(self) -> Hosting: ...

    @property
    def view(self) -> TableView: ...

    @property
    def ai_factory(self) -> AIFactory | None: ...

    def set_session(self, session: GameSession, *, origin: str | None,
                    modified: bool = False, slot: AutosaveSlot | None = None) -> None: ...

    def show_status(self, text: str, error: bool = False) -> None: ...


class GameFiles(QObject):
    """Opening and saving the game of one window; ``parent`` is the window whose dialogs and
    status bar it uses."""

    changed = Signal()
    """The window's title may say something else (saved, or the finished game's file)."""

    def __init__(self, window: FilesHost, parent: QMainWindow) -> None:
        super().__init__(parent)
        self.setObjectName("gameFiles")
        self.window = window
        self._parent = parent
        self.recent_menu = QMenu(self.tr("Open &recent"), parent)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        doc = window.document
        doc.archive_failed.connect(self._on_archive_failed)
        doc.file_finished.connect(self._on_file_finished)
        doc.file_left.connect(self._on_file_left)

    def retranslate(self) -> None:
        """After a language switch."""
        self.recent_menu.setTitle(self.tr("Open &recent"))

    # ------------------------------------------------------------------ opening

    def open_dialog(self) -> None:
        """Game > Open."""
        folder = dialog_folder(self.window.settings.last_folder())
        path, _ = QFileDialog.getOpenFileName(
            self._parent, self.tr("Open a game"), folder,
            fill(self.tr("Saved games (*%1);;Game records (*.json);;All files (*)"), SAVE_SUFFIX))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a saved game or record; a bad file is explained and changes nothing."""
        try:
            save = load_save(path)
        except (InvalidSave, InvalidRecord) as exc:
            QMessageBox.warning(self._parent, self.tr("Cannot open the game"),
                                fill(self.tr("%1 cannot be opened:\n%2"),
                                     os.path.basename(path), problem_text(exc)))
            self.window.settings.remove_recent_file(path)
            return False
        return self.open_save(save, path)

    def open_save(self, save: SaveData, path: str | None, *, modified: bool = False,
                  slot: AutosaveSlot | None = None) -> bool:
        """Continue a loaded game (unless the player keeps the game on the table); a hosted
        game's save asks whether to host it again."""
        if not self.may_replace():
            return False
        window, settings = self.window, self.window.settings
        if save.is_hosted:
            hosting = window.hosting
            choice = hosting.ask_host_again(save)
            if choice == hosting.CANCEL:
                return False
            if choice == hosting.HOST_AGAIN:
                # (a game resumed from its autosave: the hosting removes that file once the
                # game, autosaved anew, is on the table)
                hosted = hosting.host_save(save, path, slot=slot)
                if hosted and path:
                    settings.add_recent_file(path)
                return hosted
            save = save.played_locally()
        try:
            session = GameSession(save.record, save.seats, steps=save.steps or None,
                                  ai_factory=window.ai_factory, parent=self._parent)
        except InvalidRecord as exc:
            QMessageBox.warning(self._parent, self.tr("Cannot open the game"), problem_text(exc))
            return False
        zoom = save.view.get("zoom")
        if isinstance(zoom, int | float):
            window.view.set_zoom(float(zoom))
        window.set_session(session, origin=path, modified=modified, slot=slot)
        window.document.keep_analysis(save.analysis)  # saved again with the game
        if path:
            settings.add_recent_file(path)
            settings.set_last_folder(os.path.dirname(os.path.abspath(path)))
        return True

    def _fill_recent(self) -> None:
        menu, settings = self.recent_menu, self.window.settings
        menu.clear()
        files = settings.recent_files()
        for path in files:
            act = menu.addAction(os.path.basename(path))
            act.setToolTip(path)
            act.setStatusTip(path)
            act.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if not files:
            none = menu.addAction(self.tr("No recent games"))
            none.setEnabled(False)
        else:
            menu.addSeparator()
            clear = menu.addAction(self.tr("Clear the list"))
            clear.triggered.connect(lambda: settings.set_recent_files([]))

    # ------------------------------------------------------------------ saving

    def save_to(self, path: str) -> bool:
        """Write the game to ``path`` (atomically); a failure is explained."""
        doc, settings = self.window.document, self.window.settings
        if doc.session is None:
            return False
        try:
            doc.save_to(path)
        except (OSError, ProjectLError) as exc:
            QMessageBox.warning(self._parent, self.tr("Cannot save the game"),
                                fill(self.tr("The game could not be saved to %1:\n%2"),
                                     path, problem_text(exc)))
            return False
        settings.add_recent_file(path)
        settings.set_last_folder(os.path.dirname(os.path.abspath(path)))
        self.window.show_status(fill(self.tr("Saved to %1"), path), False)
        self.changed.emit()
        return True

    def save(self) -> bool:
        """Game > Save (asks for a file the first time)."""
        path = self.window.document.path
        if path:
            return self.save_to(path)
        return self.save_as()

    def save_as(self) -> bool:
        """Game > Save As."""
        doc = self.window.document
        if doc.session is None:
            return False
        folder = dialog_folder(self.window.settings.last_folder())
        suggested = os.path.join(folder, suggested_file_name(doc.save_data()))
        path, _ = QFileDialog.getSaveFileName(
            self._parent, self.tr("Save the game"), suggested,
            fill(self.tr("Saved games (*%1)"), SAVE_SUFFIX))
        if not path:
            return False
        return self.save_to(with_suffix(path))

    def may_replace(self, *, closing: bool = False) -> bool:
        """Whether the game on the table may go (closed, or replaced by another): asks to save it
        first when it is kept nowhere (the autosave cannot be written); False if cancelled."""
        if not self.window.document.at_risk():
            return True
        if closing:
            text = self.tr("The autosave could not be written, so this game is kept nowhere. "
                           "Save it to a file before closing?")
        else:
            text = self.tr("The autosave could not be written, so this game is kept nowhere. "
                           "Save it to a file before it leaves the table?")
        button = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self._parent, self.tr("The game is not kept"), text,
            button.Save | button.Discard | button.Cancel, button.Save)
        if answer == button.Save:
            return self.save()
        return answer == button.Discard

    def keep_analysis(self, analysis: GameAnalysis) -> None:
        """A review analysed the game on the table: keep the analysis with it, and write it
        into the game's file at once when the file holds the game as it is."""
        doc = self.window.document
        doc.keep_analysis(analysis)
        if doc.path is None or doc.modified or doc.analysis is None:
            return
        try:
            save_with_analysis(doc.path, analysis)
        except (OSError, InvalidSave, ValueError) as exc:
            self.window.show_status(fill(self.tr("The analysis could not be saved: %1"),
                                         problem_text(exc)), True)

    # ------------------------------------------------------------------ finished games

    def _on_archive_failed(self, reason: object, kept: bool) -> None:
        """The finished game did not reach the history: say so once, and where it is kept."""
        if kept:
            text = self.tr("The finished game could not be put in the history:\n%1\n\nIt is "
                           "kept with the autosaves and goes to the history at the next start.")
        else:
            text = self.tr("The finished game could not be put in the history:\n%1\n\nIt is "
                           "not kept anywhere else: save it to a file (Game > Save) to keep it.")
        QMessageBox.warning(self._parent, self.tr("The history cannot be written"),
                            fill(text, problem_text(reason)))

    def _on_file_finished(self, path: str) -> None:
        """The finished game went into its file too: Recent games and Continue see it
        finished."""
        self.changed.emit()
        self._note(fill(self.tr("The finished game is saved in %1 as well"),
                        os.path.basename(path)))

    def _on_file_left(self, path: str, history: str, why: str) -> None:
        """The finished game could not go into its file: the recent games list the game from
        the history in its place, so no list shows it unfinished."""
        settings = self.window.settings
        files = settings.recent_files()
        if history and path in files:
            files[files.index(path)] = history
            settings.set_recent_files(files)
        self._note(fill(self.tr("%1 was left as it is (%2); the finished game is in the history"),
                        os.path.basename(path), why))

    def report_archived_orphans(self, moved: int, problems: Sequence[Reason | str]) -> None:
        """Say once what became of finished games an earlier start could not put in the history."""
        if problems:
            QMessageBox.warning(
                self._parent, self.tr("The history cannot be written"),
                fill(self.tr("%n finished game(s) could not be put in the history:\n%1\n\nThey "
                             "stay with the autosaves and go to the history at a later start.",
                             "", len(problems)), problem_text(problems[0])))
        elif moved:
            self._note(self.tr("%n finished game(s) of an earlier start are now in the history.",
                               "", moved))

    def _note(self, text: str) -> None:
        # over the status line for a while: the turn's prompt comes back afterwards
        self._parent.statusBar().showMessage(text, 15000)
