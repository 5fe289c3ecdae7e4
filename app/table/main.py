"""``project-l`` without a subcommand: the game window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app.core.atomic import remove_stale_temporaries
from app.core.deck_library import DeckEntry, read_deck_file
from app.core.paths import decks_dir, history_dir
from app.core.saves import SAVE_SUFFIX, describe_players
from app.i18n import (
    SETTINGS_APPLICATION,
    SETTINGS_ORGANISATION,
    problem_text,
)
from app.model.autosave import (
    AutosaveSlot,
    OrphanedAutosave,
    archive_finished_orphans,
    find_orphans,
)
from app.model.settings import Settings
from app.model.sound import SoundSink
from app.model.thinking import finish_background_work
from app.rules import InvalidDeck, ProjectLError
from app.table.application import application
from app.table.sounds import program_sink
from app.table.strings import date_time_text
from app.table.window import GameWindow
from app.templates import fill

ORGANISATION = SETTINGS_ORGANISATION
APPLICATION = SETTINGS_APPLICATION

# the window's context: lupdate reads it from each call (window.tr() would hide it)
translate = QCoreApplication.translate


def _app() -> QApplication:
    return application(ORGANISATION, APPLICATION, "io.github.projectl.ProjectL", "project-l.svg")


def report_data_problem(window: GameWindow) -> None:
    """Say once, at start, that the data folder cannot be used and the game runs without autosave."""
    if window.autosave_problem is None:
        return
    QMessageBox.warning(
        window,
        translate("GameWindow", "The data folder cannot be used"),
        fill(translate(
            "GameWindow",
            "Project L cannot write to its data folder:\n%1\n\nThe game is played without "
            "autosave, and finished games cannot go to the history. Save your game with "
            "Game > Save to keep it.",
        ), problem_text(window.autosave_problem)),
    )


def _sweep_debris() -> None:
    """Temporary files of writes a crash cut short in the history and the deck library."""
    for folder in (history_dir, decks_dir):
        try:
            remove_stale_temporaries(folder())
        except OSError:
            continue  # an unusable folder has nothing to sweep


def _archive_finished(window: GameWindow, orphans: list[OrphanedAutosave]) -> None:
    """Put finished games kept back by an earlier start in the history; say once what happened."""
    moved, problems = archive_finished_orphans(orphans)
    window.files.report_archived_orphans(len(moved), problems)


def _offer_orphans(window: GameWindow) -> bool:
    """Offer to resume games left by a crash or a quit without saving; True if one resumed.

    Finished games among them (the history could not take them then) go to the history first,
    without a question. Without autosave (an unusable data folder) nothing is offered: the games
    stay for a later start.
    """
    _sweep_debris()
    orphans = find_orphans()
    _archive_finished(window, orphans)
    if not window.autosave_enabled:
        for orphan in orphans:
            orphan.release()
        return False
    for orphan in orphans:
        if not orphan.ok or orphan.save is None:
            # never drop a file silently: say why it cannot be resumed and let the player keep it
            warn = QMessageBox(window)
            warn.setIcon(QMessageBox.Icon.Warning)
            warn.setWindowTitle(translate("GameWindow", "An autosaved game cannot be read"))
            warn.setText(
                fill(translate("GameWindow", "An autosaved game cannot be resumed: %1"),
                     problem_text(orphan.error) if orphan.error is not None else
                     translate("GameWindow", "unknown problem"))
            )
            keep = warn.addButton(
                translate("GameWindow", "&Put it in the history"), QMessageBox.ButtonRole.AcceptRole
            )
            warn.addButton(translate("GameWindow", "&Later"), QMessageBox.ButtonRole.RejectRole)
            warn.setDefaultButton(keep)
            warn.exec()
            if warn.clickedButton() is keep:
                try:
                    orphan.discard()
                    continue
                except (ProjectLError, OSError) as exc:
                    QMessageBox.warning(
                        window, translate("GameWindow", "Cannot move the game"), problem_text(exc)
                    )
            orphan.release()
            continue
        when = date_time_text(orphan.modified)
        box = QMessageBox(window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("GameWindow", "Resume the game?"))
        box.setText(
            fill(translate("GameWindow", "A game was left unfinished: %1, last played %2."),
                 describe_players(orphan.save.record), when)
        )
        resume = box.addButton(
            translate("GameWindow", "&Resume"), QMessageBox.ButtonRole.AcceptRole
        )
        later = box.addButton(translate("GameWindow", "&Later"), QMessageBox.ButtonRole.RejectRole)
        discard = box.addButton(
            translate("GameWindow", "&Put it in the history"),
            QMessageBox.ButtonRole.DestructiveRole,
        )
        box.setDefaultButton(resume)
        box.exec()
        clicked = box.clickedButton()
        if clicked is resume:
            slot = AutosaveSlot.adopt(orphan)
            if window.open_save(orphan.save, orphan.save.origin, modified=True, slot=slot):
                return True
            slot.release()
        elif clicked is discard:
            try:
                orphan.discard()
            except (ProjectLError, OSError) as exc:
                QMessageBox.warning(
                    window, translate("GameWindow", "Cannot move the game"), problem_text(exc)
                )
                orphan.release()
        else:
            del later
            orphan.release()
    return False


def create_main_window(settings: Settings | None = None, *, welcome: bool = True,
                       sound: SoundSink | None = None) -> GameWindow:
    """The application and its window, shown, with the welcome page (no game is open yet);
    without ``welcome`` (a file to open) the table shows at once. ``sound`` plays the table's
    sounds (none without it)."""
    _app()
    window = GameWindow(settings, sound=sound)
    if not welcome:
        window.show_table()
    window.show()
    return window


def run_game(path: str | None) -> int:
    """Open the game window (with the game or deck at ``path``) and run until it closes."""
    _app()
    sound = program_sink()
    window = create_main_window(welcome=not path, sound=sound)
    app = QApplication.instance()
    assert app is not None

    QTimer.singleShot(0, lambda: start_up(window, path))
    code = int(app.exec())
    sound.close()
    finish_background_work()
    return code


def run_hosted_game(setup_path: str, *, autostart: bool = False,
                    save_finished: str | None = None) -> int:
    """``project-l --host SETUP``: host the game of a setup file and run until the window
    closes (see app.table.hosting.host_from_command_line)."""
    from app.table.hosting import host_from_command_line

    _app()
    sound = program_sink()
    window = create_main_window(welcome=False, sound=sound)
    app = QApplication.instance()
    assert app is not None
    ok: list[bool] = []
    QTimer.singleShot(0, lambda: ok.append(host_from_command_line(
        window, setup_path, autostart=autostart, save_finished=save_finished)))
    code = int(app.exec())
    sound.close()
    finish_background_work()
    return code if not ok or ok[0] else 1


def start_up(window: GameWindow, path: str | None) -> None:
    """What the game does once its window is shown: say what is wrong with the data folder,
    then open ``path`` (a game or a deck: the table at once), or offer the games left
    unfinished, and without a game to play show the welcome page."""
    report_data_problem(window)
    if path and path.lower().endswith((SAVE_SUFFIX, ".json")):
        if not window.open_path(path):
            window.show_welcome()
        return
    if path:
        try:
            deck, recorded = read_deck_file(path)
        except InvalidDeck as exc:
            QMessageBox.warning(
                window, translate("GameWindow", "Cannot open the file"), problem_text(exc)
            )
        else:
            dialog = window.new_game_dialog(DeckEntry(Path(path), deck, recorded=recorded))
            if dialog.exec():
                window.hosting.server_password = dialog.password()
                window.start_game(dialog.setup())
        if window.session is None:
            window.show_welcome()
        return
    if _offer_orphans(window):
        return
    if window.session is None:
        window.show_welcome()
