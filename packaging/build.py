"""Build Project L for the platform this runs on.

    python packaging/build.py [STEP] [options]

Steps (default ``all``):

- ``all``: ``icons``, ``bundle``, then this platform's package:
  Linux, a tarball with the bundle, desktop files, metainfo, MIME types, icons and install.sh;
  Windows, the NSIS installer; macOS, ``Project L.app`` in a dmg.
- ``icons``: the .ico (Windows) and .icns (macOS) icon files, into ``build/icons``.
- ``bundle``: the PyInstaller one-folder build, ``dist/project-l/`` with both programs
  (macOS: also ``dist/Project L.app``).
- ``linux-data``: the desktop files, AppStream metainfo, MIME types and icons under
  ``--prefix`` (``share/...``), as a package or the Flatpak manifest installs them.
- ``nsis``: the Windows installer from ``dist/project-l`` (needs ``makensis``); with ``--stub``
  it compiles against a stub folder of the same layout instead, to check the script on any OS.

Needs the project's ``package`` extra (PyInstaller) in the running Python:
``pip install -e .[package]``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
SPEC = PACKAGING / "project-l.spec"
NSIS_SCRIPT = PACKAGING / "windows" / "project-l.nsi"
ICON_SOURCES = ROOT / "resources" / "icons"

APP_ID = "io.github.projectl.ProjectL"
EDITOR_ID = f"{APP_ID}.Editor"
BUNDLE_NAME = "project-l"  # dist/<BUNDLE_NAME>/ holds both executables
GAME_EXE = "project-l"
EDITOR_EXE = "project-l-editor"

sys.path.insert(0, str(PACKAGING / "icons"))
import render  # noqa: E402  (packaging/icons/render.py; Qt is imported only when used)


class BuildError(RuntimeError):
    """A build step failed; the message says which and why."""


def log(message: str) -> None:
    """One line of progress."""
    print(f"build.py: {message}", flush=True)


def version() -> str:
    """The project version, from pyproject.toml."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def windows_file_version(ver: str) -> str:
    """``0.1.0`` -> ``0.1.0.0``: Windows version resources want four numbers."""
    numbers = [int(n) for n in re.findall(r"\d+", ver)[:4]]
    return ".".join(str(n) for n in [*numbers, 0, 0, 0, 0][:4])


def run(cmd: list[str], *, env: dict[str, str] | None = None, cwd: Path = ROOT) -> None:
    """Run a command, streaming its output; a non-zero exit raises BuildError."""
    log("$ " + " ".join(cmd))
    result = subprocess.run(cmd, cwd=cwd, env=env, check=False)
    if result.returncode != 0:
        raise BuildError(f"{Path(cmd[0]).name} exited with status {result.returncode}")


# --- icons -------------------------------------------------------------------------------------
def build_icons(out: Path) -> Path:
    """The .ico and .icns files of both programs in ``out``."""
    for name in render.ICON_NAMES:
        render.write_ico(name, out / f"{name}.ico")
        render.write_icns(name, out / f"{name}.icns")
    log(f"icons in {out}")
    return out


# --- PyInstaller bundle ------------------------------------------------------------------------
def build_bundle(build_dir: Path, dist_dir: Path, *, clean: bool) -> Path:
    """Run PyInstaller on packaging/project-l.spec; returns the one-folder bundle's path."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError as e:
        raise BuildError("PyInstaller is not installed: pip install -e .[package]") from e
    icons = build_icons(build_dir / "icons")
    env = dict(os.environ, PROJECT_L_ICON_DIR=str(icons), PROJECT_L_VERSION=version())
    cmd = [
        sys.executable, "-m", "PyInstaller", "--noconfirm",
        "--distpath", str(dist_dir), "--workpath", str(build_dir / "pyinstaller"), str(SPEC),
    ]
    if clean:
        cmd.insert(3, "--clean")
    started = time.monotonic()
    run(cmd, env=env)
    bundle = dist_dir / BUNDLE_NAME
    check_bundle(bundle)
    log(f"bundle {bundle} ({dir_size(bundle) / 1e6:.1f} MB) in {time.monotonic() - started:.0f} s")
    return bundle


def exe_name(name: str) -> str:
    """An executable's file name on this OS."""
    return name + ".exe" if sys.platform == "win32" else name


def check_bundle(bundle: Path) -> None:
    """The bundle has both programs and the data files (the smoke test checks the rest)."""
    internal = bundle / "_internal"
    expected = [
        bundle / exe_name(GAME_EXE),
        bundle / exe_name(EDITOR_EXE),
        internal / "resources" / "decks" / "classic.json",
        internal / "resources" / "icons" / "project-l.svg",
    ]
    missing = [str(p.relative_to(bundle)) for p in expected if not p.exists()]
    if missing:
        raise BuildError(f"the bundle {bundle} lacks {', '.join(missing)}")


def dir_size(path: Path) -> int:
    """Bytes of all files under ``path`` (symlinks not followed)."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


# --- Linux -------------------------------------------------------------------------------------
def metainfo_xml(screenshot_base_url: str | None, *,
                 screenshots_dir: Path = LINUX / "screenshots") -> str:
    """The AppStream metainfo, with the screenshots of screenshots.json when a URL is given.

    Only the listed files present in ``screenshots_dir`` are named, the first as the default.

    :raises BuildError: if a URL is given but none of the listed files is there.
    """
    text = (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    if not screenshot_base_url:
        return text
    listed = json.loads((LINUX / "screenshots.json").read_text(encoding="utf-8"))["screenshots"]
    present = [s for s in listed if (screenshots_dir / s["file"]).is_file()]
    if not present:
        raise BuildError(f"a screenshot URL was given but {screenshots_dir} has none of the "
                         "files packaging/linux/screenshots.json lists")
    base = screenshot_base_url.rstrip("/")
    lines = ["  <screenshots>"]
    for i, shot in enumerate(present):
        kind = ' type="default"' if i == 0 else ""
        lines += [
            f"    <screenshot{kind}>",
            f"      <caption>{escape(shot['caption'])}</caption>",
            f"      <image>{escape(base + '/' + shot['file'])}</image>",
            "    </screenshot>",
        ]
    lines.append("  </screenshots>")
    return text.replace("  <provides>", "\n".join(lines) + "\n  <provides>", 1)


def install_linux_data(prefix: Path, *, screenshot_base_url: str | None = None) -> list[Path]:
    """Desktop files, metainfo, MIME types and icons under ``prefix/share``; returns the files."""
    share = prefix / "share"
    files: list[tuple[Path, bytes]] = [
        (share / "applications" / f"{APP_ID}.desktop",
         (LINUX / f"{APP_ID}.desktop").read_bytes()),
        (share / "applications" / f"{EDITOR_ID}.desktop",
         (LINUX / f"{EDITOR_ID}.desktop").read_bytes()),
        (share / "metainfo" / f"{APP_ID}.metainfo.xml",
         metainfo_xml(screenshot_base_url).encode("utf-8")),
        (share / "mime" / "packages" / f"{APP_ID}.xml", (LINUX / f"{APP_ID}.xml").read_bytes()),
    ]
    hicolor = share / "icons" / "hicolor"
    for icon_name, app_id in (("project-l", APP_ID), ("project-l-editor", EDITOR_ID)):
        files.append((hicolor / "scalable" / "apps" / f"{app_id}.svg",
                      (ICON_SOURCES / f"{icon_name}.svg").read_bytes()))
        for size in render.PNG_SIZES:
            png = ICON_SOURCES / "png" / f"{icon_name}-{size}.png"
            files.append((hicolor / f"{size}x{size}" / "apps" / f"{app_id}.png", png.read_bytes()))
    for path, blob in files:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(blob)
    log(f"Linux desktop data: {len(files)} files under {share}")
    return [path for path, _ in files]


def build_linux_package(bundle: Path, build_dir: Path, dist_dir: Path) -> Path:
    """``dist/project-l-<version>-linux-<arch>.tar.gz``: bundle, desktop data and install.sh."""
    name = f"project-l-{version()}-linux-{platform.machine()}"
    stage = build_dir / "linux-package" / name
    if stage.exists():
        shutil.rmtree(stage)
    shutil.copytree(bundle, stage / BUNDLE_NAME, symlinks=True)
    install_linux_data(stage)
    shutil.copy2(LINUX / "install.sh", stage / "install.sh")
    (stage / "install.sh").chmod(0o755)
    archive = dist_dir / f"{name}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(stage, arcname=name)
    log(f"Linux package {archive} ({archive.stat().st_size / 1e6:.1f} MB)")
    return archive


# --- Windows -----------------------------------------------------------------------------------
def find_makensis() -> str:
    """The makensis executable. :raises BuildError: if NSIS is not installed."""
    found = shutil.which("makensis")
    if found:
        return found
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
        if base and (Path(base) / "NSIS" / "makensis.exe").exists():
            return str(Path(base) / "NSIS" / "makensis.exe")
    raise BuildError("makensis not found: install NSIS (Windows: nsis.sourceforge.io; "
                     "Debian/Ubuntu: apt-get install nsis)")


def make_stub_bundle(path: Path) -> Path:
    """A folder laid out like the Windows bundle, with tiny files: to compile the script."""
    if path.exists():
        shutil.rmtree(path)
    (path / "_internal" / "resources" / "decks").mkdir(parents=True)
    for exe in (GAME_EXE, EDITOR_EXE):
        (path / f"{exe}.exe").write_bytes(b"MZ stub: not a program\n")
    shutil.copy2(ROOT / "resources" / "decks" / "classic.json",
                 path / "_internal" / "resources" / "decks" / "classic.json")
    return path


def build_nsis(bundle: Path, build_dir: Path, out: Path) -> Path:
    """Compile packaging/windows/project-l.nsi into ``out`` (warnings count as errors)."""
    makensis = find_makensis()
    icons = build_icons(build_dir / "icons")
    ver = version()
    flag = "/" if sys.platform == "win32" else "-"
    out.parent.mkdir(parents=True, exist_ok=True)
    run([
        makensis, f"{flag}WX", f"{flag}V2",
        f"{flag}DVERSION={ver}", f"{flag}DVI_VERSION={windows_file_version(ver)}",
        f"{flag}DDIST_DIR={bundle}", f"{flag}DICON_DIR={icons}", f"{flag}DOUTFILE={out}",
        str(NSIS_SCRIPT),
    ])
    log(f"Windows installer {out} ({out.stat().st_size / 1e6:.1f} MB)")
    return out


# --- macOS -------------------------------------------------------------------------------------
def build_dmg(dist_dir: Path) -> Path:
    """``dist/project-l-<version>-macos.dmg`` from ``dist/Project L.app`` (unsigned)."""
    app = dist_dir / "Project L.app"
    if not app.is_dir():
        raise BuildError(f"{app} is missing: the spec makes it when PyInstaller runs on macOS")
    dmg = dist_dir / f"project-l-{version()}-macos-{platform.machine()}.dmg"
    run(["bash", str(PACKAGING / "macos" / "make_dmg.sh"), str(app), str(dmg)])
    log(f"macOS disk image {dmg}; sign and notarise it as packaging/README.md says")
    return dmg


# --- command line ------------------------------------------------------------------------------
def build_all(args: argparse.Namespace) -> None:
    """Bundle and package for the platform this runs on."""
    bundle = build_bundle(args.build_dir, args.dist_dir, clean=args.clean)
    if sys.platform.startswith("linux"):
        build_linux_package(bundle, args.build_dir, args.dist_dir)
    elif sys.platform == "win32":
        build_nsis(bundle, args.build_dir, args.dist_dir / f"project-l-{version()}-setup.exe")
    elif sys.platform == "darwin":
        build_dmg(args.dist_dir)
    else:
        log(f"no installer for {sys.platform}: the bundle is in {bundle}")


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    parser = argparse.ArgumentParser(prog="packaging/build.py", description=__doc__.split("\n")[0])
    parser.add_argument("step", nargs="?", default="all",
                        choices=["all", "icons", "bundle", "linux-data", "nsis"])
    parser.add_argument("--build-dir", type=Path, default=ROOT / "build")
    parser.add_argument("--dist-dir", type=Path, default=ROOT / "dist")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--prefix", type=Path, help="linux-data: where share/ goes")
    parser.add_argument("--screenshot-base-url",
                        help="linux-data: web address of packaging/linux/screenshots/")
    parser.add_argument("--stub", action="store_true",
                        help="nsis: compile against a stub folder instead of dist/project-l")
    args = parser.parse_args(argv)
    args.build_dir = args.build_dir.resolve()
    args.dist_dir = args.dist_dir.resolve()
    try:
        if args.step == "all":
            build_all(args)
        elif args.step == "icons":
            build_icons(args.build_dir / "icons")
        elif args.step == "bundle":
            build_bundle(args.build_dir, args.dist_dir, clean=args.clean)
        elif args.step == "linux-data":
            prefix = (args.prefix or args.build_dir / "linux-data").resolve()
            install_linux_data(prefix, screenshot_base_url=args.screenshot_base_url)
        elif args.step == "nsis":
            if args.stub:
                bundle = make_stub_bundle(args.build_dir / "nsis-stub" / BUNDLE_NAME)
                out = args.build_dir / "nsis-stub" / f"project-l-{version()}-stub-setup.exe"
            else:
                bundle = args.dist_dir / BUNDLE_NAME
                check_bundle(bundle)
                out = args.dist_dir / f"project-l-{version()}-setup.exe"
            build_nsis(bundle, args.build_dir, out)
    except (BuildError, OSError, ValueError) as e:
        print(f"build.py: FAILED: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
