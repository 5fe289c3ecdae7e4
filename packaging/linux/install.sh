#!/usr/bin/env bash
# Install Project L from the unpacked Linux tarball (made by packaging/build.py).
#
#   ./install.sh                     for you alone, under ~/.local
#   sudo ./install.sh --prefix /usr/local
#   ./install.sh --uninstall [--prefix DIR]
#
# The programs go to PREFIX/lib/project-l, with project-l and project-l-editor linked from
# PREFIX/bin; menu entries, icons, file types and AppStream data go to PREFIX/share.
# Saved games and decks live in your data folder and are never touched.
#
# Japanese and Thai need fonts with those scripts (the system's, not in the tarball):
#   Debian/Ubuntu: sudo apt-get install fonts-noto-cjk fonts-thai-tlwg
#                  (or the smaller fonts-vlgothic fonts-tlwg-loma-otf)
#   Fedora: sudo dnf install google-noto-sans-cjk-fonts google-noto-sans-thai-fonts
# Thai lines break between words with libthai (libthai0; most desktops have it).
set -euo pipefail

prefix="${HOME}/.local"
action=install
while (($#)); do
    case "$1" in
        --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
    esac
done

here=$(cd "$(dirname "$0")" && pwd)
app_id=io.github.projectl.ProjectL
lib="$prefix/lib/project-l"
share="$prefix/share"

refresh_caches() {
    # each cache tool is optional: desktops without it rescan on their own
    if command -v update-mime-database >/dev/null; then update-mime-database "$share/mime"; fi
    if command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$share/applications" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null && [[ -f "$share/icons/hicolor/index.theme" ]]; then
        gtk-update-icon-cache -q -t -f "$share/icons/hicolor" || true
    fi
}

font_note() {
    # a word when the fonts of a language we speak are missing (Latin text needs nothing)
    command -v fc-list >/dev/null || return 0
    if [[ -z "$(fc-list :lang=ja family 2>/dev/null)" ]]; then
        echo "install.sh: no Japanese font found: to play in Japanese install fonts-noto-cjk" \
            "(Debian/Ubuntu) or google-noto-sans-cjk-fonts (Fedora)"
    fi
    if [[ -z "$(fc-list :lang=th family 2>/dev/null)" ]]; then
        echo "install.sh: no Thai font found: to play in Thai install fonts-thai-tlwg" \
            "(Debian/Ubuntu) or google-noto-sans-thai-fonts (Fedora)"
    fi
}

installed_files() {
    # the share/ files of the package, relative to share/
    (cd "$here/share" && find . -type f | sed 's|^\./||')
}

if [[ $action == uninstall ]]; then
    [[ -d "$here/share" ]] || { echo "install.sh: run me from the unpacked tarball" >&2; exit 1; }
    rm -rf "$lib"
    rm -f "$prefix/bin/project-l" "$prefix/bin/project-l-editor"
    while IFS= read -r f; do rm -f "$share/$f"; done < <(installed_files)
    refresh_caches
    echo "install.sh: removed Project L from $prefix"
    exit 0
fi

[[ -x "$here/project-l/project-l" ]] || {
    echo "install.sh: $here/project-l/project-l is missing: unpack the whole tarball first" >&2
    exit 1
}
mkdir -p "$lib" "$prefix/bin" "$share"
# replace the whole bundle: stale libraries of an older version must not linger
rm -rf "$lib.new"
cp -a "$here/project-l" "$lib.new"
rm -rf "$lib"
mv "$lib.new" "$lib"
ln -sfn "$lib/project-l" "$prefix/bin/project-l"
ln -sfn "$lib/project-l-editor" "$prefix/bin/project-l-editor"
cp -r "$here/share/." "$share/"
# menu entries start the programs by full path: PREFIX/bin may not be on PATH
for desktop in "$share/applications/$app_id.desktop" "$share/applications/$app_id.Editor.desktop"; do
    sed -i -E "s|^Exec=(project-l(-editor)?) |Exec=\"$prefix/bin/\\1\" |" "$desktop"
done
refresh_caches
echo "install.sh: installed Project L in $prefix (start it with $prefix/bin/project-l)"
font_note
