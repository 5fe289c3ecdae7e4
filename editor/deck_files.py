"""What the editor asks and says about deck files: open, new, duplicate, import, delete, save,
save as, export, play, restore after a crash and reload after a change outside.

The :class:`~app.model.editor_document.EditorDocument` does the work (reading in the
background, writing, the autosave, watching the disk); :class:`DeckFiles` holds the dialogs
around it, parented to the editor window, and says the outcome in its status bar.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, QObject
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMainWindow, QMessageBox

from app.core.atomic import problem_of
from app.core.deck_library import (
    DECK_SUFFIX,
    DeckEntry,
    delete_deck,
    export_deck,
    import_deck,
    library_path,
    slug,
)
from app.core.paths import decks_dir
from app.core.validation import DeckReport, Readiness, readiness
from app.i18n import problem_text, translated_classic
from app.model.deck_autosave import DeckAutosaveSlot, DeckOrphan, find_deck_orphans
from app.model.deck_document import DeckDocument
from app.model.editor_document import EditorDocument
from app.rules import MAX_DECK_NAME, DeckFileState, InvalidDeck, Reason
from app.templates import counted, fill
from editor.launch import launch_game
from editor.limits import fit_text
from editor.puzzle_inspector import finding_text
from editor.text import shown
from editor.validation_runner import ValidationRunner


def _library_folder() -> str:
    """Where the open dialog starts: the deck library, or home if the library cannot be used."""
    try:
        return str(decks_dir())
    except OSError:
        return str(Path.home())


class DeckFiles(QObject):
    """The editor's file dialogs and questions, over its document."""

    def __init__(self, window: QMainWindow, document: EditorDocument,
                 runner: ValidationRunner) -> None:
        super().__init__(window)
        self.window = window
        self.document = document
        self.runner = runner
        self._asking_reload = False
        document.may_replace = self.maybe_save
        document.open_failed.connect(self._on_open_failed)
        document.changed_on_disk.connect(self.ask_reload)

    def _say(self, text: str, ms: int = 6000) -> None:
        self.window.statusBar().showMessage(text, ms)

    # ------------------------------------------------------------------ unsaved changes

    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False if the user cancels."""
        doc = self.document.doc
        if not self.document.modified or doc is None:
            return True
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Unsaved changes"))
        box.setText(fill(self.tr("The deck “%1” has changes that are not saved."),
                         shown(doc, doc.name)))
        box.setInformativeText(self.tr("Save them before going on?"))
        box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                               | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # ------------------------------------------------------------------ opening

    def open_path(self, path: str | Path) -> None:
        """Open a deck file for editing where it is (read in the background)."""
        self.document.load(path)

    def _on_open_failed(self, path: str, problem: Reason | str) -> None:
        QMessageBox.warning(self.window, self.tr("Cannot open the deck"),
                            fill(self.tr("%1 cannot be opened: %2"), path, problem_text(problem)))
        if self.document.doc is None:
            self.document.open_classic()  # the window never stays without a deck

    def open_entry(self, entry: DeckEntry) -> None:
        """Open a deck of the library list (asking about unsaved changes first)."""
        doc = self.document.doc
        if doc is not None and ((entry.builtin and doc.read_only)
                                or (entry.path is not None and entry.path == doc.path)):
            return
        if not self.maybe_save():
            return
        if entry.builtin:
            self.document.open_classic()
        elif entry.path is not None:
            self.open_path(entry.path)

    def open_file(self) -> None:
        """Open a deck file from anywhere (edited in place)."""
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open deck file"),
                                              _library_folder(), self.tr("Project L decks (*.pldeck *.json);;All files (*)"))
        if path:
            self.open_path(path)

    def new_deck(self) -> None:
        """Start a new deck with the classic pieces (named in the designer's language, as in a
        copy of the classic deck) and no puzzles; it is in the library at once (a draft)."""
        if not self.maybe_save():
            return
        name, ok = QInputDialog.getText(self.window, self.tr("New deck"),
                                        self.tr("Name of the new deck:"), text=self.tr("My deck"))
        if ok and name.strip():
            blank = DeckDocument.blank(self._deck_name(name))
            self._start(DeckDocument(translated_classic(blank.deck()), None), None)

    def duplicate_deck(self) -> None:
        """Make an editable copy of the open deck (the classic deck's "Duplicate to edit"); it is
        in the library at once."""
        doc = self.document.doc
        if doc is None or not self.maybe_save():
            return
        default = fill(self.tr("%1 (my copy)"), shown(doc, doc.name))
        name, ok = QInputDialog.getText(self.window, self.tr("Duplicate deck"),
                                        self.tr("Name of the copy:"), text=default)
        if not ok or not name.strip():
            return
        # the copy holds what the original holds: its last check says what the copy is
        report = None if self.runner.pending else self.runner.report
        copy = doc.duplicate(self._deck_name(name))
        if doc.read_only:  # a copy of the classic deck starts in the designer's language: its
            # description and piece names are the translated ones, theirs to edit from there
            copy = DeckDocument(translated_classic(copy.deck()), None)
        self._start(copy, report)
        self._say(self.tr("This copy is yours to edit; Save puts it in the deck library."), 8000)

    def _start(self, doc: DeckDocument, report: DeckReport | None) -> None:
        """Edit a new deck and put it in the library at once (as it is: a draft until a check
        says otherwise); if that fails, it stays open, unsaved."""
        self.document.open(doc, unsaved=True)
        deck = doc.deck()
        ready = (readiness(deck, report=report) if report is not None
                 else readiness(deck, DeckFileState("draft")))
        try:
            self.document.save(ready)
        except (InvalidDeck, OSError, ValueError) as exc:
            self._say(fill(self.tr("The deck is not in the library yet: %1"),
                           problem_text(problem_of(exc))), 10000)

    def _deck_name(self, name: str) -> str:
        """A name typed in a dialog, cut to what a deck can hold (the deck page can edit it)."""
        fitted, cut = fit_text(name.strip(), MAX_DECK_NAME)
        if cut:
            QMessageBox.information(
                self.window, self.tr("Name shortened"),
                fill(counted(self.tr("A deck's name has at most %n character(s); it was shortened "
                                     "to “%1”.", "", MAX_DECK_NAME), MAX_DECK_NAME), fitted),
            )
        return fitted.strip()

    def import_deck(self) -> None:
        """Copy a deck file from anywhere into the library and open it."""
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Import a deck"),
                                              str(Path.home()), self.tr("Project L decks (*.pldeck *.json);;All files (*)"))
        if not path:
            return
        try:
            new = import_deck(path)
        except (InvalidDeck, OSError) as exc:
            QMessageBox.warning(self.window, self.tr("Cannot import the deck"), problem_text(exc))
            return
        self.document.library_changed.emit()
        self._say(fill(self.tr("Imported into the library as %1"), new.name), 8000)
        if self.maybe_save():
            self.open_path(new)

    def delete_entry(self, entry: DeckEntry) -> None:
        """Delete a deck of the library (asking first)."""
        if entry.path is None:
            return
        answer = QMessageBox.question(
            self.window, self.tr("Delete deck"),
            fill(self.tr("Delete “%1” from the deck library? This cannot be undone."),
                 entry.name),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            delete_deck(entry.path)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self.window, self.tr("Cannot delete the deck"), problem_text(exc))
            return
        if self.document.path == entry.path:
            self.document.open_classic()
        self.document.library_changed.emit()

    # ------------------------------------------------------------------ saving

    def readiness(self) -> Readiness:
        """The open deck's state for its file, from the last validation (waited for if one
        runs; the window stays alive). Unchecked (a check cancelled or failed), it is a draft."""
        doc = self.document.doc
        assert doc is not None
        report = self.runner.current()
        if report is None:
            return readiness(doc.deck(), DeckFileState("draft"))
        return readiness(doc.deck(), report=report)

    def check_playable(self, what: str) -> bool:
        """Refuse (with the reasons) to play a deck with validation errors."""
        doc = self.document.doc
        if doc is None:
            return True
        report = self.runner.current()
        if report is None or readiness(doc.deck(), report=report).playable_for:
            return True  # the game's new-game dialog offers it only where it plays
        lines = [finding_text(f) for f in report.errors[:12]]
        more = len(report.errors) - len(lines)
        if more > 0:
            lines.append(counted(self.tr("…and %n more.", "", more), more))
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(what)
        box.setText(self.tr("A game cannot be played with this deck yet. Fix these errors first:"))
        box.setInformativeText("\n".join("• " + line for line in lines))
        box.exec()
        return False

    def save(self) -> bool:
        """Save the deck (a new deck goes to the library); False if it was not saved."""
        doc = self.document.doc
        if doc is None:
            return False
        if doc.read_only:
            QMessageBox.information(
                self.window, self.tr("Read-only deck"),
                self.tr("The classic deck is read-only. Duplicate it to make a deck of your own."))
            return False
        return self._write(None)

    def save_as(self) -> bool:
        """Save the deck under another file name (it then lives there)."""
        doc = self.document.doc
        if doc is None or doc.read_only:
            return False
        try:
            start = doc.path if doc.path is not None else library_path(doc.name)
        except OSError:
            start = Path.home() / (slug(doc.name) + DECK_SUFFIX)
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save deck as"), str(start),
                                              self.tr("Project L decks (*.pldeck)"))
        if not path:
            return False
        target = Path(path)
        if target.suffix.lower() != DECK_SUFFIX:
            target = target.with_name(target.name + DECK_SUFFIX)
        return self._write(target)

    def _write(self, target: Path | None) -> bool:
        """Write the deck to ``target``, or to its own file (None). A failure is told once and
        changes no file."""
        ready = self.readiness()
        try:
            if target is None:
                written = self.document.save(ready)
            else:
                written = self.document.save_as(target, ready)
        except (InvalidDeck, OSError, ValueError) as exc:
            QMessageBox.critical(self.window, self.tr("Cannot save the deck"), problem_text(exc))
            return False
        if ready.draft:
            saved = self.tr("Saved as a draft to %1: a game cannot be played with it yet.")
        else:
            saved = self.tr("Saved to %1")
        self._say(fill(saved, str(written)))
        return True

    def export_deck_file(self) -> None:
        """Write a copy of the deck anywhere (e.g. to share it)."""
        doc = self.document.doc
        if doc is None:
            return
        start = Path.home() / (slug(doc.name) + DECK_SUFFIX)
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export deck"), str(start),
                                              self.tr("Project L decks (*.pldeck)"))
        if not path:
            return
        try:
            written = export_deck(doc.deck(), path, self.readiness())
        except (InvalidDeck, OSError) as exc:
            QMessageBox.critical(self.window, self.tr("Cannot export the deck"),
                                 problem_text(exc))
            return
        self._say(fill(self.tr("Exported to %1"), str(written)))

    def play(self) -> None:
        """Start the game with this deck (saving it first if needed)."""
        doc = self.document.doc
        if doc is None:
            return
        path = None
        if not doc.read_only:
            if self.document.modified or doc.path is None:
                answer = QMessageBox.question(
                    self.window, self.tr("Play this deck"),
                    self.tr("The game plays the saved deck. Save your changes now?"),
                    QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
                )
                if answer != QMessageBox.StandardButton.Save or not self.save():
                    return
            if not self.check_playable(self.tr("Play this deck")):
                return
            path = doc.path
        if not launch_game(path):
            QMessageBox.warning(self.window, self.tr("Play this deck"),
                                self.tr("The game could not be started."))
        else:
            self._say(self.tr("Starting the game…"), 5000)

    # ------------------------------------------------------------------ after a crash

    def offer_restore(self) -> bool:
        """At start-up: offer every deck autosave a crash left behind (Restore, Discard or
        leave it for later); True if one was restored (it is then open, marked modified)."""
        restored = False
        for orphan in find_deck_orphans():
            if restored:
                orphan.release()  # one deck per window: the others wait for the next start
                continue
            answer = self._ask_restore(orphan)
            if answer == QMessageBox.StandardButton.Open and orphan.restored is not None:
                data = orphan.restored
                self.document.open(DeckDocument(data.deck, data.path), unsaved=True,
                                   slot=DeckAutosaveSlot.adopt(orphan))
                self._say(fill(self.tr("Restored “%1”; save it to keep it."), data.deck.name),
                          10000)
                restored = True
            elif answer == QMessageBox.StandardButton.Discard:
                orphan.discard()
            else:
                orphan.release()
        return restored

    def _ask_restore(self, orphan: DeckOrphan) -> int:
        when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(orphan.modified.timestamp())),
                                  QLocale.FormatType.ShortFormat)
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Restore the deck?"))
        buttons = QMessageBox.StandardButton
        if orphan.restored is None:
            box.setText(fill(self.tr("A deck autosaved on %1 cannot be restored: %2"),
                             when, problem_text(orphan.error or "")))
            box.setStandardButtons(buttons.Discard | buttons.Cancel)
        else:
            box.setText(fill(self.tr("The editor closed without saving the deck “%1”. Its "
                                     "autosave of %2 can be restored."),
                             orphan.restored.deck.name, when))
            box.setInformativeText(
                self.tr("Restore it to go on editing, or discard these changes for good."))
            box.setStandardButtons(buttons.Open | buttons.Discard | buttons.Cancel)
            box.button(buttons.Open).setText(self.tr("&Restore"))
            box.setDefaultButton(buttons.Open)
        box.button(buttons.Cancel).setText(self.tr("&Later"))
        return box.exec()

    # ------------------------------------------------------------------ changes outside

    def ask_reload(self) -> None:
        """The open deck's file was changed outside: offer to reload it (saying so when there
        are unsaved changes here)."""
        doc = self.document.doc
        if doc is None or self._asking_reload:
            return
        buttons = QMessageBox.StandardButton
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Deck changed on disk"))
        box.setText(fill(self.tr("The file of the deck “%1” was changed outside the editor."),
                         shown(doc, doc.name)))
        box.setStandardButtons(buttons.Reset | buttons.Cancel)
        if self.document.modified:
            box.setInformativeText(
                self.tr("You have changes here that are not saved. Reload the file and lose "
                        "them, or keep editing your version (saving it replaces the file)?"))
            box.setDefaultButton(buttons.Cancel)
        else:
            box.setInformativeText(self.tr("Reload it to see the changes?"))
            box.setDefaultButton(buttons.Reset)
        box.button(buttons.Reset).setText(self.tr("&Reload"))
        box.button(buttons.Cancel).setText(self.tr("&Keep this version"))
        self._asking_reload = True
        try:
            answer = box.exec()
        finally:
            self._asking_reload = False
        if answer == buttons.Reset and self.document.doc is doc:
            self.document.reload()
