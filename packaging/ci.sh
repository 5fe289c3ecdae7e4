#!/usr/bin/env bash
# Packaging CI (issue 7), called by .ci/run after the tests: build the Linux bundle and package,
# run the frozen smoke test offscreen and under Xvfb, install the tarball into a scratch prefix
# and smoke-test that copy, then validate the desktop files, AppStream metainfo, MIME types,
# the NSIS script (compiled by makensis against a stub bundle) and the macOS Info.plist.
# Idempotent: everything it writes goes to build/ and dist/, which it rebuilds.
# Needs root for apt-get (CI runs as root); set PYTHON to use another interpreter.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\n=== ci.sh: %s\n' "$*"; }
fail() { printf '\nci.sh: FAILED: %s\n' "$*" >&2; exit 1; }
trap 'rc=$?; [[ $rc -eq 0 ]] || printf "\nci.sh: FAILED (exit %s) at line %s: %s\n" "$rc" "$LINENO" "$BASH_COMMAND" >&2' ERR

PYTHON=${PYTHON:-.venv/bin/python}
OUT=build/ci
started=$(date +%s)

# --- system packages ---------------------------------------------------------------------------
say "system packages"
packages=(
    xvfb xauth desktop-file-utils appstream nsis shared-mime-info binutils
    # what the Qt xcb platform plugin links against
    libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxcb-image0 libxcb-render-util0
    libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxcb-randr0 libxcb-xfixes0 libxcb-sync1
    libxkbcommon-x11-0 libxkbcommon0 libegl1 libgl1 libfontconfig1 libdbus-1-3 libglib2.0-0
    fonts-dejavu-core
    # what the bundle leaves to the system, for the smoke test to prove it used: the CUPS
    # library (Qt's printer plugin) and libthai (Thai line breaking)
    libcups2 libthai0
)
missing=()
for pkg in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
    echo "installing: ${missing[*]}"
    command -v apt-get >/dev/null || fail "apt-get not found: install ${missing[*]} by hand"
    apt-get update -qq || fail "apt-get update failed"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" \
        >/dev/null || fail "apt-get install ${missing[*]} failed"
else
    echo "all present"
fi

# --- Python side ---------------------------------------------------------------------------------
say "PyInstaller"
[[ -x "$PYTHON" ]] || fail "no Python at $PYTHON (run .ci/run, or set PYTHON)"
if ! "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
    "$PYTHON" -m pip install -q -e '.[package]' || fail "pip install -e .[package] failed"
fi
"$PYTHON" -c "import PyInstaller, PySide6; print('PyInstaller', PyInstaller.__version__, '- PySide6', PySide6.__version__)"

rm -rf "$OUT"
mkdir -p "$OUT"

# --- build ---------------------------------------------------------------------------------------
say "build the Linux bundle and tarball"
t0=$(date +%s)
"$PYTHON" packaging/build.py all --clean || fail "packaging/build.py failed"
build_seconds=$(($(date +%s) - t0))
bundle=dist/project-l
tarball=$(ls -t dist/project-l-*-linux-*.tar.gz | head -n 1)  # the one just built
[[ -x "$bundle/project-l" && -x "$bundle/project-l-editor" ]] || fail "the bundle lacks its programs"
dangling=$(find "$bundle" -xtype l)
[[ -z "$dangling" ]] || fail "the bundle has dangling symlinks: $dangling"
# the display plugins tested here must find every library they link against (bundled or system;
# the wayland one needs libwayland-*, there on any Wayland desktop)
for plugin in "$bundle"/_internal/PySide6/Qt/plugins/platforms/libq{xcb,offscreen}.so; do
    unresolved=$(LD_LIBRARY_PATH="$bundle/_internal" ldd "$plugin" | grep "not found" || true)
    [[ -z "$unresolved" ]] || fail "$(basename "$plugin") cannot load: $unresolved"
done
echo "bundle: $(du -sh "$bundle" | cut -f1), plugins: $(ls "$bundle"/_internal/PySide6/Qt/plugins/platforms | tr '\n' ' ')"

say "bundle size (at most 150 MB: bench/bundle.py --enforce)"
"$PYTHON" bench/bundle.py --bundle "$bundle" --runs 0 --enforce \
    || fail "the bundle is over 150 MB: packaging/README.md says what it leaves out"

# --- smoke tests ---------------------------------------------------------------------------------
smoke() {  # smoke LABEL EXPECTED_PLATFORM COMMAND... : run a smoke test and check its line
    local label=$1 platform=$2 log="$OUT/smoke-$1.log"
    shift 2
    if ! timeout 120 "$@" >"$log" 2>&1; then
        cat "$log" >&2
        fail "smoke test ($label) exited non-zero"
    fi
    cat "$log"
    grep -q "^SMOKE OK .*platform=$platform" "$log" || fail "smoke test ($label): no 'SMOKE OK ... platform=$platform' line"
}

say "frozen smoke test, no display (offscreen)"
smoke offscreen offscreen env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM \
    "$bundle/project-l" --smoke-test --screenshot "$OUT/smoke-offscreen.png"
[[ -s "$OUT/smoke-offscreen.png" ]] || fail "the smoke test wrote no screenshot"

say "what the bundle trims or leaves to the system still works (the smoke test's facts)"
"$PYTHON" - "$OUT/smoke-offscreen.log" <<'PY' || fail "the frozen app lacks what the bundle trimmed"
import sys
from pathlib import Path
sys.path.insert(0, "packaging/pyinstaller")
import PySide6
import bundle_config as cfg
line = next(l for l in Path(sys.argv[1]).read_text().splitlines() if l.startswith("SMOKE OK"))
qt = cfg.qt_translated(cfg.shipped_languages(Path(".")),
                       Path(PySide6.__file__).parent / "Qt" / "translations")
problems = cfg.frozen_smoke_problems(cfg.smoke_facts(line), qt)
print("\n".join(problems) or f"ok: Qt translations {','.join(sorted(qt))}, PDF, CUPS, libthai, TLS")
sys.exit(1 if problems else 0)
PY

say "frozen smoke test under Xvfb (xcb)"
smoke xcb xcb env -u WAYLAND_DISPLAY QT_QPA_PLATFORM=xcb \
    xvfb-run -a -s "-screen 0 1280x800x24" "$bundle/project-l" --smoke-test \
    --screenshot "$OUT/smoke-xcb.png"

say "frozen editor: opens the classic deck and pictures its window (offscreen)"
rm -f "$OUT/editor.png"
if ! env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen timeout 120 \
        "$bundle/project-l-editor" --screenshot "$OUT/editor.png" >"$OUT/editor.log" 2>&1; then
    cat "$OUT/editor.log" >&2
    fail "the frozen editor failed"
fi
[[ -s "$OUT/editor.png" ]] || fail "the frozen editor wrote no screenshot"
echo "editor OK: $(wc -c <"$OUT/editor.png") bytes of PNG"

say "install the tarball into a scratch prefix, smoke-test that copy, uninstall"
rm -rf "$OUT/unpacked" "$OUT/prefix"
mkdir -p "$OUT/unpacked"
tar -xzf "$tarball" -C "$OUT/unpacked"
pkgdir=$(ls -d "$OUT"/unpacked/project-l-*)
"$pkgdir/install.sh" --prefix "$PWD/$OUT/prefix"
smoke installed offscreen env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM \
    "$OUT/prefix/bin/project-l" --smoke-test
for f in "$OUT"/prefix/share/applications/*.desktop; do
    desktop-file-validate "$f" || fail "installed $f is not valid"
done
"$pkgdir/install.sh" --uninstall --prefix "$PWD/$OUT/prefix"
leftover=$(find "$OUT/prefix" -type f ! -path "*/mime/*" ! -name "*.cache" ! -name "mimeinfo.cache" | head -5)
[[ -z "$leftover" ]] || fail "uninstall left files behind: $leftover"

# --- desktop integration files -------------------------------------------------------------------
say "desktop files"
for f in packaging/linux/*.desktop; do
    desktop-file-validate "$f" || fail "$f is not a valid desktop file"
    echo "valid: $f"
done

say "AppStream metainfo"
appstreamcli validate --no-net packaging/linux/*.metainfo.xml || fail "metainfo does not validate"
# with screenshots, as a published build lists them (any https base; --no-net does not fetch)
mkdir -p "$OUT/shots"
"$PYTHON" - "$OUT/shots/io.github.projectl.ProjectL.metainfo.xml" <<'PY'
import sys
sys.path.insert(0, "packaging")
from pathlib import Path
import build
shots = Path(sys.argv[1]).parent / "screenshots"
shots.mkdir(exist_ok=True)
(shots / "table.png").write_bytes(Path("build/ci/smoke-offscreen.png").read_bytes())
Path(sys.argv[1]).write_text(
    build.metainfo_xml("https://example.org/project-l/screenshots", screenshots_dir=shots))
PY
appstreamcli validate --no-net "$OUT/shots/io.github.projectl.ProjectL.metainfo.xml" \
    || fail "metainfo with screenshots does not validate"

say "MIME types"
mkdir -p "$OUT/mime/packages"
cp packaging/linux/io.github.projectl.ProjectL.xml "$OUT/mime/packages/"
update-mime-database "$OUT/mime" || fail "update-mime-database rejected the MIME XML"
grep -q "application/x-project-l-save:\*\.plsave" "$OUT/mime/globs2" || fail "*.plsave not registered"
grep -q "application/x-project-l-deck:\*\.pldeck" "$OUT/mime/globs2" || fail "*.pldeck not registered"
echo "globs: $(grep project-l "$OUT/mime/globs2" | tr '\n' ' ')"

# --- Windows and macOS scripts ---------------------------------------------------------------------
say "NSIS installer script (makensis against a stub bundle)"
"$PYTHON" packaging/build.py nsis --stub || fail "makensis rejected packaging/windows/project-l.nsi"

say "macOS Info.plist"
"$PYTHON" - <<'PY' || fail "packaging/macos/Info.plist is wrong"
import plistlib
with open("packaging/macos/Info.plist", "rb") as f:
    info = plistlib.load(f)
exts = {e for t in info["CFBundleDocumentTypes"] for e in t["CFBundleTypeExtensions"]}
assert exts == {"plsave", "pldeck"}, exts
utis = {t["UTTypeIdentifier"] for t in info["UTExportedTypeDeclarations"]}
for t in info["CFBundleDocumentTypes"]:
    assert set(t["LSItemContentTypes"]) <= utis, t
with open("packaging/macos/entitlements.plist", "rb") as f:
    plistlib.load(f)
print("Info.plist:", info["CFBundleIdentifier"], "documents:", sorted(exts))
PY
bash -n packaging/macos/make_dmg.sh packaging/linux/install.sh

# --- figures -------------------------------------------------------------------------------------
say "bundle figures"
"$PYTHON" bench/bundle.py --bundle "$bundle" --runs 3

say "all packaging checks passed in $(($(date +%s) - started)) s (build ${build_seconds} s)"
