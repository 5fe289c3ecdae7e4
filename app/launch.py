"""Starting the other program of the project: the editor from the game, the game from the
editor (each in a process of its own, as the user would start it).

In a bundled build the other program lies next to this one; otherwise its command is used if
it is on the PATH, else this Python runs its module from the source checkout.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from PySide6.QtCore import QProcess


def program_command(program: str, module: str, args: list[str]) -> tuple[str, list[str]]:
    """The executable and arguments that start ``program`` (``"project-l-editor"``) with
    ``args``; ``module`` (``"editor.main"``) is run with ``-m`` when nothing else is there."""
    if getattr(sys, "frozen", False):
        exe = f"{program}.exe" if os.name == "nt" else program
        sibling = Path(sys.executable).with_name(exe)
        if sibling.exists():
            return str(sibling), args
    found = shutil.which(program)
    if found:
        return found, args
    return sys.executable, ["-m", module, *args]


def launch(program: str, module: str, args: list[str]) -> bool:
    """Start ``program`` in a process of its own; returns whether it started."""
    executable, full_args = program_command(program, module, args)
    # from a source checkout, ``-m`` needs the folder that holds the packages
    workdir = str(Path(__file__).resolve().parents[1])
    ok, _pid = QProcess.startDetached(executable, full_args, workdir)
    return bool(ok)
