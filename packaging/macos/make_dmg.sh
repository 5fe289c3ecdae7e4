#!/usr/bin/env bash
# Pack "Project L.app" into a compressed disk image with an /Applications link to drag onto.
# Usage: packaging/macos/make_dmg.sh "dist/Project L.app" dist/project-l-0.1.0-macos.dmg
# Runs on macOS only (hdiutil). Sign the app before this and notarise the dmg after it
# (packaging/README.md, "macOS").
set -euo pipefail

app=${1:?usage: make_dmg.sh APP_BUNDLE OUTPUT_DMG}
out=${2:?usage: make_dmg.sh APP_BUNDLE OUTPUT_DMG}
[[ -d "$app" ]] || { echo "make_dmg.sh: no app bundle at $app" >&2; exit 1; }
command -v hdiutil >/dev/null || { echo "make_dmg.sh: hdiutil not found (macOS only)" >&2; exit 1; }

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
# ditto keeps the bundle's symlinks, extended attributes and signature intact
ditto "$app" "$staging/$(basename "$app")"
ln -s /Applications "$staging/Applications"
rm -f "$out"
hdiutil create -volname "Project L" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$out"
echo "make_dmg.sh: wrote $out"
