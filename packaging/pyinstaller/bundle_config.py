"""What the frozen app bundles: the decisions of packaging/project-l.spec, testable on their own.

PyInstaller runs the spec with its own globals (Analysis, EXE...), so the choices live here as
plain functions: which Qt modules to keep, which Qt plugins and translations to leave out,
which Qt libraries nothing needs once those plugins are gone, and which libraries are the
system's to give (bundle size target: 150 MB, bench/bundle.py; packaging/README.md says why
each part is left out).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Collection, Iterable, Sequence
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
    # pictures: the app reads SVG (icons), PNG (built into QtGui) and JPEG (a deck's card
    # backs: PNG or JPEG only, app/rules/deck.py image_problem); no GIF, ICO, ICNS, TGA, TIFF,
    # WBMP or WebP is ever read (window and file icons come from SVG or the OS)
    r"|plugins/imageformats/(lib)?q(gif|icns|ico|tga|tiff|wbmp|webp)\."
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


_QT_TRANSLATION = re.compile(r"(qt|qtbase)_([a-z]{2,3}(?:_[A-Z]{2})?)\.qm")


def shipped_languages(root: Path) -> frozenset[str]:
    """The interface languages: ``resources/translations/project_l_<lang>.qm``, English too."""
    folder = root / "resources" / "translations"
    return frozenset({"en"} | {p.stem.removeprefix("project_l_")
                               for p in folder.glob("project_l_*.qm")})


def keep_data(entry: TocEntry, languages: Collection[str]) -> bool:
    """Qt's translations: only Qt's own strings (``qt_*``, ``qtbase_*``: the standard dialogs'
    buttons) of the ``languages`` the app speaks; none of Qt's tools (assistant, designer,
    qtquick...). Our translations: the compiled ``.qm`` files the app reads, not the ``.ts``
    sources, which are for translators."""
    dest = _norm(entry[0])
    name = os.path.basename(dest)
    if "PySide6/" in dest and "/translations/" in dest:
        match = _QT_TRANSLATION.fullmatch(name)
        return match is not None and match.group(2) in languages
    return not (dest.startswith("resources/translations/") and name.endswith(".ts"))


# libraries that must be the system's own, never a copy from the build machine:
# - the sound library: miniaudio opens it at run time (dlopen), and only the system's own finds
#   the system's ALSA configuration and plugins (PyInstaller takes it when it sees a library
#   looked up by name in the code);
# - glibc's vector maths library (miniaudio's C part links it): a part of the C library, which
#   PyInstaller otherwise leaves to the system (libc, libm), and a copy from another glibc next
#   to the system's is a mismatch waiting to happen (every x86-64 glibc since 2.22 has it)
SYSTEM_ONLY = re.compile(r"(^|/)(libasound|libmvec)\.so")

# Qt plugins that serve a part of the desktop the system provides, and are of use only with it:
# the CUPS printer plugin (the system's CUPS library: its printers, settings and server) and the
# GTK 3 platform theme (GTK's file dialogs and look on GNOME-like desktops: the system's GTK,
# never bundled). The plugins stay; the libraries that only they need are not bundled (Linux:
# :func:`prune_system_stacks`), so each loads against the system's own libraries, as the
# desktop's other programs do, and where the system has none, Qt goes on without it (printing
# to PDF files only; Qt's own dialogs and style).
SYSTEM_STACK_PLUGINS = re.compile(
    r"plugins/printsupport/libcupsprintersupport\.so$|plugins/platformthemes/libqgtk3\.so$"
)

# libraries released together that call into one another beyond any promise of compatibility,
# so that all of them must come from one place: GLib's (its libraries carry no symbol versions,
# and a system's newer gobject or gio next to the bundle's older glib fails or crashes when it
# calls what that glib lacks). QtCore links glib, so glib stays in the bundle; then gobject, gio
# and gmodule stay too, even where only the system stacks need them.
COUPLED = (re.compile(r"^lib(glib|gobject|gio|gmodule|gthread)-2\.0\.so"),)


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
    """Drop the Qt plugins that a desktop app never loads, and the libraries that must be the
    system's (sound, glibc's vector maths)."""
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
    """The entries without the SYMLINKs that would point at a left-out library: one of its name
    (PyInstaller's link at the top level) or one to it under another name."""
    names = set(dropped)
    return [e for e in entries if not (e[2] == "SYMLINK" and (
        os.path.basename(e[0]) in names or os.path.basename(_norm(e[1])) in names))]


def prune_system_stacks(
    binaries: Iterable[TocEntry],
    imports_of: Callable[[str], Iterable[str]],
    plugins: re.Pattern[str] = SYSTEM_STACK_PLUGINS,
    coupled_families: Sequence[re.Pattern[str]] = COUPLED,
) -> tuple[list[TocEntry], list[str]]:
    """Leave to the system the libraries that only the ``plugins`` need, directly or through one
    another (:data:`SYSTEM_STACK_PLUGINS`): a library that any other bundled binary needs stays,
    and so does every Qt library (and what it needs), which the plugins must find in the bundle,
    and every member of a family (``coupled_families``) of which one member stays, with what
    it needs.

    ``imports_of(path)`` names the libraries a binary links against. Returns the kept entries and
    the names of those left out (drop the SYMLINKs to them with :func:`drop_links_to`).
    """
    entries = list(binaries)
    files = [e for e in entries if e[2] != "SYMLINK"]
    by_base = {os.path.basename(e[0]): e for e in files}

    def reach(start: Sequence[TocEntry]) -> set[str]:
        seen = {e[0] for e in start}
        todo = list(start)
        while todo:
            for lib in imports_of(todo.pop()[1]):
                dep = by_base.get(os.path.basename(lib))
                if dep is not None and dep[0] not in seen:
                    seen.add(dep[0])
                    todo.append(dep)
        return seen

    def coupled(dest: str, kept: set[str]) -> bool:
        """Whether ``dest`` belongs to a family (:data:`COUPLED`) of which one stays."""
        name = os.path.basename(dest)
        return any(family.search(name) and any(family.search(os.path.basename(k)) for k in kept)
                   for family in coupled_families)

    roots = [e for e in files if plugins.search(_norm(e[0]))]
    stack = reach(roots) - {e[0] for e in roots}
    keep = [e for e in files if (e[0] not in stack or is_qt_library(e[0])) and e not in roots]
    needed = reach(keep)
    kin = [e for e in files if e[0] in stack - needed and coupled(e[0], needed)]
    while kin:  # a family member stays: so do the others, and what they need
        keep += kin
        needed = reach(keep)
        kin = [e for e in files if e[0] in stack - needed and coupled(e[0], needed)]
    drop = stack - needed
    kept = [e for e in entries if e[0] not in drop]
    return kept, sorted(os.path.basename(d) for d in drop)


# --- what the frozen smoke test must show (packaging/ci.sh, Linux) ----------------------------
def qt_translated(languages: Iterable[str], folder: Path) -> set[str]:
    """The ``languages`` for which Qt ships its own strings (``qtbase_<lang>.qm`` in ``folder``,
    the build's Qt translations): the bundle must keep exactly these (:func:`keep_data`)."""
    return {lang for lang in languages if (folder / f"qtbase_{lang}.qm").is_file()}


def smoke_facts(line: str) -> dict[str, str]:
    """The ``key=value`` facts of a ``SMOKE OK ...`` line (app/commands/smoke.py)."""
    return dict(word.split("=", 1) for word in line.split() if "=" in word)


def frozen_smoke_problems(facts: dict[str, str], qt_languages: Collection[str]) -> list[str]:
    """What the frozen smoke test's facts say is wrong with the parts the bundle trims or leaves
    to the system: Qt's translations of the shipped languages (``qt_languages``, from
    :func:`qt_translated`), JPEG and PDF (``pdf=ok``), Qt's CUPS plugin loading against the
    system's libcups (``printers=cups``), Thai line breaking by the system's libthai
    (``thai=libthai``) and TLS (``tls=OpenSSL-...``). Empty when all is well (Linux, with the
    system packages packaging/ci.sh installs: libcups2, libthai0)."""
    problems = []
    found = set(facts.get("qt_translations", "").split(",")) - {"", "none"}
    if found != set(qt_languages):
        problems.append(f"Qt's own translations load for {sorted(found) or 'none'}, expected "
                        f"{sorted(qt_languages)} (keep_data)")
    if facts.get("pdf") != "ok":
        problems.append("no pdf=ok: the guide was not printed to a PDF (QtPrintSupport, JPEG)")
    if facts.get("printers") != "cups":
        problems.append(f"printers={facts.get('printers', '?')}: Qt's CUPS plugin did not load "
                        "against the system's libcups (libcups2; prune_system_stacks)")
    if facts.get("thai") != "libthai":
        problems.append(f"thai={facts.get('thai', '?')}: Thai lines do not break with the "
                        "system's libthai (libthai0)")
    if not facts.get("tls", "").startswith("OpenSSL-"):
        problems.append(f"tls={facts.get('tls', '?')}: no TLS for wss:// (Python's ssl module)")
    return problems
