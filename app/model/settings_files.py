"""Opening the app's QSettings without hanging on a settings file that is a FIFO.

QSettings reads its files as it is made, with no way to stop it: a FIFO where
``~/.config/project-l/Project L.conf`` should be would keep the game from ever starting. On the
systems where settings are plain files (Linux, the BSDs), :func:`open_store` looks at every file
QSettings would read first; if one is not a regular file, the settings of this run are kept in a
temporary file instead (and forgotten at exit), and one line on stderr says why.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QSettings, QStandardPaths

from app.rules import special_file_problem


def settings_files(organisation: str, application: str) -> list[str]:
    """The files QSettings reads for ``organisation``/``application`` in its native format:
    the user's and the system's, for the application and for the whole organisation.

    Empty where the native format is not files (Windows' registry, macOS's preferences).
    """
    if sys.platform in ("win32", "darwin"):
        return []
    folders = QStandardPaths.standardLocations(
        QStandardPaths.StandardLocation.GenericConfigLocation
    )
    folders.append(QLibraryInfo.path(QLibraryInfo.LibraryPath.SettingsPath))
    out: list[str] = []
    for folder in dict.fromkeys(f for f in folders if f):
        out.append(os.path.join(folder, organisation, f"{application}.conf"))
        out.append(os.path.join(folder, f"{organisation}.conf"))
    return out


def open_store(organisation: str | None = None, application: str | None = None) -> QSettings:
    """``QSettings(organisation, application)`` (default: the names QCoreApplication has), or,
    if one of its files is a FIFO, a device or a folder, settings for this run only."""
    org = organisation if organisation is not None else QCoreApplication.organizationName()
    app = application if application is not None else QCoreApplication.applicationName()
    for path in settings_files(org, app):
        problem = special_file_problem(path)
        if problem is not None:
            folder = tempfile.mkdtemp(prefix="project-l-settings-")
            atexit.register(shutil.rmtree, folder, True)
            print(
                f"project-l: the settings file {path} cannot be used ({problem}); "
                "settings are not kept after this run",
                file=sys.stderr,
            )
            return QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
    if organisation is None and application is None:
        return QSettings()  # exactly what Qt does by default
    return QSettings(org, app)
