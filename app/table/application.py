"""The QApplication of both programs, the game and the deck editor: made once, named, in the
player's language (translators and fonts installed before any window is built) and with the
program's icon."""

from __future__ import annotations

import sys
from importlib import resources

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from app.fonts import apply_language_fonts
from app.i18n import install_translators, startup_language


def application(organisation: str, name: str, desktop_file: str, icon: str) -> QApplication:
    """The running QApplication, or a new one named ``name`` of ``organisation`` (where the
    settings live), with the desktop entry ``desktop_file`` and the icon ``icon`` of
    resources/icons (left out where it cannot be read)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QCoreApplication.setOrganizationName(organisation)
    QCoreApplication.setApplicationName(name)
    QGuiApplication.setDesktopFileName(desktop_file)
    app = QApplication(sys.argv[:1])
    # before any window is built: widgets translate their texts when they are made
    apply_language_fonts(app, install_translators(app, startup_language()))
    try:
        path = resources.files("resources.icons").joinpath(icon)
        if path.is_file():
            app.setWindowIcon(QIcon(str(path)))
    except (ModuleNotFoundError, OSError):
        pass
    return app
