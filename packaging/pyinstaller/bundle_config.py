"""What the frozen app bundles: the decisions of packaging/project-l.spec, testable on their own.

PyInstaller runs the spec with its own globals (Analysis, EXE...), so the choices live here as
plain functions: which Qt modules to keep, which Qt plugins and translations to leave out, and
which Qt libraries nothing needs once those plugins are gone.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

# (destination name, source path, type) as PyInstaller's TOC lists hold them
TocEntry = tuple[str, str, str]

# Qt modules always bundled: the widgets stack, and QtSvg, which renders the SVG icons
BASE_QT_MODULES = frozenset({"QtCore", "QtGui", "QtWidgets", "QtSvg"})
# Python-level dependencies between PySide6 modules
QT_MODULE_DEPENDENCIES = {"QtSvgWidgets": ("QtSvg",), "QtOpenGLWidgets": ("QtOpenGL",)}

_QT_IMPORT = re.compile(
    r"\bPySide6\.(Qt\w+)|\bfrom\s+PySide6\s+import\s+(\([^)]*\)|[\w ,]+)", re.MULTILINE
)

# Qt plugins for embedded devices and remote displays (eglfs, linuxfb, vnc, evdev input...):
# a desktop app runs on xcb, wayland, windows or cocoa; offscreen serves the smoke test
UNUSED_PLUGINS = re.compile(
    r"plugins/(egldeviceintegrations|generic)/"
    r"|plugins/platforms/(lib)?q(eglfs|linuxfb|minimal|minimalegl|vnc|vkkhrdisplay)\."
)


def used_qt_modules(root: Path, folders: Sequence[str] = ("app", "editor")) -> set[str]:
    """The PySide6 modules our code imports (plus the base set and their dependencies)."""
    used = set(BASE_QT_MODULES)
    for folder in folders:
        for path in sorted((root / folder).rglob("*.py")):
            for m in _QT_IMPORT.finditer(path.read_text(encoding="utf-8")):
                if m.group(1):
                    used.add(m.group(1))
                else:
                    names = m.group(2).strip("()").replace("\n", " ").split(",")
                    used.update(n.split(" as ")[0].strip() for n in names if n.strip())
    for name, deps in QT_MODULE_DEPENDENCIES.items():
        if name in used:
            used.update(deps)
    return {name for name in used if name.startswith("Qt")}


def available_qt_modules() -> set[str]:
    """The PySide6 modules installed in this Python."""
    import PySide6

    folder = Path(PySide6.__file__).parent
    return {
        p.name.split(".")[0]
        for p in folder.iterdir()
        if p.name.startswith("Qt") and p.suffix in {".so", ".pyd"}
    }


def qt_excludes(used: set[str], available: set[str]) -> list[str]:
    """``excludes`` for PyInstaller: every installed PySide6 module our code does not import."""
    return sorted(f"PySide6.{name}" for name in available - used)


def _norm(dest: str) -> str:
    return dest.replace("\\", "/")


def keep_data(entry: TocEntry) -> bool:
    """Drop Qt translations of tools we do not ship (assistant, designer, qtquick...).

    Qt's own strings (``qt_*``, ``qtbase_*``) stay: they translate the standard dialogs.
    """
    dest = _norm(entry[0])
    if "PySide6/" in dest and "/translations/" in dest:
        name = os.path.basename(dest)
        return name.startswith(("qt_", "qtbase_")) and not name.startswith("qt_help_")
    return True


# the system's sound library: miniaudio opens it at run time (dlopen), and it must be the
# system's own, which finds the system's ALSA configuration and plugins; a copy in the bundle
# would not (PyInstaller takes it when it sees a library looked up by name in the code)
SYSTEM_ONLY = re.compile(r"(^|/)libasound\.so")


def strippable(relative: str) -> bool:
    """Whether a file of the bundle (its path inside it) is a shared library to strip: not the
    libraries a wheel vendors in its ``<package>.libs`` folder (auditwheel rewrote their
    headers with patchelf, and ``strip`` then leaves them unloadable)."""
    path = _norm(relative)
    name = os.path.basename(path)
    if not (name.endswith(".so") or ".so." in name):
        return False
    return not any(part.endswith(".libs") for part in path.split("/")[:-1])


def strip_bundle(bundle: Path, strip: Callable[[Path], object]) -> int:
    """Strip every shared library of the bundle that :func:`strippable` allows; returns how
    many were given to ``strip``."""
    count = 0
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink() and \
                strippable(path.relative_to(bundle).as_posix()):
            strip(path)
            count += 1
    return count


def keep_binary(entry: TocEntry) -> bool:
    """Drop the Qt plugins that a desktop app never loads, and the system's sound library."""
    dest = _norm(entry[0])
    return not UNUSED_PLUGINS.search(dest) and not SYSTEM_ONLY.search(dest)


def is_qt_library(dest: str) -> bool:
    """A Qt shared library proper (not a plugin): libQt6*.so.6, Qt6*.dll, Qt*.framework."""
    dest = _norm(dest)
    base = os.path.basename(dest)
    if "/plugins/" in dest:
        return False
    return base.startswith(("libQt6", "Qt6")) or (".framework/" in dest and "/Qt" in dest)


def prune_qt_libraries(
    binaries: Iterable[TocEntry], imports_of: Callable[[str], Iterable[str]]
) -> tuple[list[TocEntry], list[str]]:
    """Keep a Qt library only if a kept binary needs it, directly or through another one.

    ``imports_of(path)`` names the libraries a binary links against (their file names or
    paths). Returns the kept entries and the names of those left out.
    """
    entries = list(binaries)
    # PyInstaller lists some libraries twice: the file, and a SYMLINK to it at the top level;
    # follow the file's imports
    by_base = {os.path.basename(e[0]): e for e in entries if e[2] != "SYMLINK"}
    needed: set[str] = set()
    todo = [e for e in entries if not is_qt_library(e[0]) and e[2] != "SYMLINK"]
    while todo:
        entry = todo.pop()
        for lib in imports_of(entry[1]):
            base = os.path.basename(lib)
            if base in by_base and base not in needed:
                needed.add(base)
                todo.append(by_base[base])
    kept = [e for e in entries if not is_qt_library(e[0]) or os.path.basename(e[0]) in needed]
    dropped = sorted(os.path.basename(e[0]) for e in entries if e not in kept)
    return kept, dropped


def drop_links_to(entries: Iterable[TocEntry], dropped: Iterable[str]) -> list[TocEntry]:
    """The entries without the SYMLINKs that would point at a left-out library."""
    names = set(dropped)
    return [e for e in entries if not (e[2] == "SYMLINK" and os.path.basename(e[0]) in names)]
