"""Where the app keeps its files: one user data folder (platformdirs), documented in docs/formats.md.

``PROJECT_L_DATA_DIR`` overrides the folder (tests and portable installs use it).

The folder may be unusable (read-only, on a full disk, a file, under a file, with a file where a
subfolder should be): the folder functions then raise :class:`DataFolderError`, a
:class:`~app.core.atomic.WriteFailed` whose message says what is wrong, and
:func:`data_folder_problem` tells the game at start whether it can autosave at all.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import platformdirs

from app.core.atomic import WriteFailed, atomic_write_bytes, cause
from app.rules import Reason, WriteProblem

APP_NAME = "project-l"
APP_AUTHOR = "project-l"
PROBE_BYTES = 64 * 1024  # what a probe writes: about the size of a long game's autosave


class DataFolderError(WriteFailed):
    """The data folder, or one of its subfolders, cannot be used (the message says why)."""


def data_dir_path() -> Path:
    """Where the user data folder is meant to be (nothing is created or checked)."""
    override = os.environ.get("PROJECT_L_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def _make_folder(path: Path) -> Path:
    if path.is_dir():
        return path
    # made, then looked at: another program (the game and the editor started together on a new
    # data folder) may make it between a look and the making, which is no problem; looked at
    # first, "not there" then "there" read as something else standing in its place
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:  # something that is not a folder stands there: said below
        pass
    except OSError as exc:
        raise DataFolderError(Reason.of(WriteProblem.CANNOT_MAKE_FOLDER, path=str(path),
                                        reason=cause(exc)), exc.errno) from exc
    if not path.is_dir():
        raise DataFolderError(Reason.of(WriteProblem.NOT_A_FOLDER, path=str(path)))
    return path


def data_dir() -> Path:
    """The user data folder (created on first use).

    :raises DataFolderError: if it is not a folder and cannot be made one.
    """
    return _make_folder(data_dir_path())


def _sub(name: str) -> Path:
    return _make_folder(data_dir() / name)


def decks_dir() -> Path:
    """The deck library: the user's own decks (``*.pldeck``).

    :raises DataFolderError: if it cannot be used.
    """
    return _sub("decks")


def saves_dir() -> Path:
    """The default folder for saved games (``*.plsave``).

    :raises DataFolderError: if it cannot be used.
    """
    return _sub("saves")


def autosave_dir() -> Path:
    """Autosave of the game in progress.

    :raises DataFolderError: if it cannot be used.
    """
    return _sub("autosave")


def history_dir() -> Path:
    """Finished games, one record each.

    :raises DataFolderError: if it cannot be used.
    """
    return _sub("history")


def dialog_folder(preferred: str = "") -> str:
    """A folder to open a file dialog in: ``preferred`` if set, else the saves folder, else home.

    Never raises: an unusable data folder only changes where the dialog starts.
    """
    if preferred:
        return preferred
    try:
        return str(saves_dir())
    except OSError:
        return str(Path.home())


def data_folder_problem() -> Reason | str | None:
    """What keeps the game from autosaving in the data folder, or None if it can.

    Makes the folder and its autosave folder, then writes and removes a probe file of the size
    of an autosave there (a full or read-only disk fails there). The problem is a value for
    the player (``WriteProblem.CANNOT_MAKE_FOLDER``: "cannot make the folder …: the disk is
    read-only"; ``app.i18n.problem_text`` says it), or the system's words. The other subfolders are not checked:
    their writes say themselves what fails, and the autosave keeps what they could not take.
    """
    try:
        probe = autosave_dir() / f".probe-{os.getpid()}"
        atomic_write_bytes(probe, b"\0" * PROBE_BYTES)
    except OSError as exc:
        return cause(exc)
    with contextlib.suppress(OSError):
        probe.unlink()
    return None
