"""Where the app keeps its files: one user data folder (platformdirs), documented in docs/formats.md.

``PROJECT_L_DATA_DIR`` overrides the folder (tests and portable installs use it).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "project-l"
APP_AUTHOR = "project-l"


def data_dir() -> Path:
    """The user data folder (created on first use)."""
    override = os.environ.get("PROJECT_L_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))
    path.mkdir(parents=True, exist_ok=True)
    return path


def _sub(name: str) -> Path:
    path = data_dir() / name
    path.mkdir(parents=True, exist_ok=True)
    return path


def decks_dir() -> Path:
    """The deck library: the user's own decks (``*.pldeck``)."""
    return _sub("decks")


def saves_dir() -> Path:
    """The default folder for saved games (``*.plsave``)."""
    return _sub("saves")


def autosave_dir() -> Path:
    """Autosave of the game in progress."""
    return _sub("autosave")


def history_dir() -> Path:
    """Finished games, one record each."""
    return _sub("history")
