"""Packaging (issue 7): the installer inputs parse and agree with each other, the icons exist at
every size, and the smoke test passes from source and fails loudly on a missing data file.

No PyInstaller build here: packaging/ci.sh builds and smoke-tests the frozen app.
"""

from __future__ import annotations

import ast
import configparser
import os
import plistlib
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
sys.path.insert(0, str(PACKAGING))
sys.path.insert(0, str(PACKAGING / "pyinstaller"))

import build  # noqa: E402  (packaging/build.py)
import bundle_config  # noqa: E402  (packaging/pyinstaller/bundle_config.py)

sys.path.insert(0, str(ROOT / "bench"))
import bundle as bench_bundle  # noqa: E402  (bench/bundle.py)

APP_ID = "io.github.projectl.ProjectL"
EDITOR_ID = f"{APP_ID}.Editor"
SAVE_MIME = "application/x-project-l-save"
DECK_MIME = "application/x-project-l-deck"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def read_desktop(name: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(LINUX / name, encoding="utf-8")
    return parser["Desktop Entry"]


def mime_types() -> dict[str, list[str]]:
    """MIME type -> its glob patterns, from the shared-mime-info XML."""
    root = ET.parse(LINUX / f"{APP_ID}.xml").getroot()
    return {
        t.get("type", ""): [g.get("pattern", "") for g in t.iter(f"{MIME_NS}glob")]
        for t in root.iter(f"{MIME_NS}mime-type")
    }


class TestPyInstallerSpec:
    def test_spec_is_python_and_builds_both_programs(self) -> None:
        source = (PACKAGING / "project-l.spec").read_text(encoding="utf-8")
        ast.parse(source)
        assert 'name="project-l"' in source and 'name="project-l-editor"' in source
        assert "COLLECT(" in source  # one folder, not one file
        for entry in ("run_game.py", "run_editor.py"):
            assert (PACKAGING / "pyinstaller" / entry).is_file()
            # a script named like one of our packages would hide that package in the bundle
            assert not (ROOT / Path(entry).stem).exists()
            assert f'ENTRY / "{entry}"' in source

    def test_entry_scripts_call_the_real_entry_points(self) -> None:
        game = (PACKAGING / "pyinstaller" / "run_game.py").read_text(encoding="utf-8")
        editor = (PACKAGING / "pyinstaller" / "run_editor.py").read_text(encoding="utf-8")
        assert "from app.cli import main" in game
        assert "from editor.main import main" in editor

    def test_qt_modules_found_in_sources(self, tmp_path: Path) -> None:
        (tmp_path / "app").mkdir()
        (tmp_path / "app" / "a.py").write_text(
            "from PySide6.QtSvgWidgets import QSvgWidget\n"
            "from PySide6 import (QtCore,\n    QtPrintSupport as ps)\n"
            "import PySide6.QtOpenGLWidgets\n",
            encoding="utf-8",
        )
        used = bundle_config.used_qt_modules(tmp_path, ("app",))
        assert {"QtSvgWidgets", "QtSvg", "QtPrintSupport", "QtOpenGLWidgets", "QtOpenGL"} <= used
        assert bundle_config.BASE_QT_MODULES <= used

    def test_unused_qt_modules_are_excluded(self) -> None:
        used = bundle_config.used_qt_modules(ROOT)
        excluded = bundle_config.qt_excludes(used, {"QtCore", "QtGui", "QtQuick", "QtQml"})
        assert excluded == ["PySide6.QtQml", "PySide6.QtQuick"]

    def test_vendored_wheel_libraries_are_not_stripped(self) -> None:
        """A library a wheel vendors (numpy's OpenBLAS was one) no longer loads once stripped:
        the frozen game failed to import numpy when it still used it."""
        assert bundle_config.strippable("_internal/libpython3.11.so.1.0")
        assert bundle_config.strippable("_internal/PySide6/Qt/lib/libQt6Core.so.6")
        assert bundle_config.strippable("_internal/_miniaudio.abi3.so")
        assert not bundle_config.strippable("_internal/numpy.libs/libscipy_openblas64_-x.so")
        assert not bundle_config.strippable("_internal/numpy.libs/libgfortran-1.so.5.0.0")
        assert not bundle_config.strippable("_internal/resources/sounds/snap.wav")

    def test_embedded_plugins_and_tool_translations_are_dropped(self) -> None:
        drop = [
            ("PySide6/Qt/plugins/platforms/libqvnc.so", "", "BINARY"),
            ("PySide6/Qt/plugins/platforms/libqeglfs.so", "", "BINARY"),
            ("PySide6/Qt/plugins/generic/libqevdevmouseplugin.so", "", "BINARY"),
            ("libasound.so.2", "/lib/x86_64-linux-gnu/libasound.so.2", "BINARY"),  # the system's
        ]
        keep = [
            ("PySide6/Qt/plugins/platforms/libqxcb.so", "", "BINARY"),
            ("PySide6/Qt/plugins/platforms/libqoffscreen.so", "", "BINARY"),
            ("PySide6/Qt/plugins/platforms/libqwayland.so", "", "BINARY"),
            ("PySide6\\Qt\\plugins\\platforms\\qwindows.dll", "", "BINARY"),
        ]
        assert not any(bundle_config.keep_binary(e) for e in drop)
        assert all(bundle_config.keep_binary(e) for e in keep)

    def test_qt_translations_only_of_the_shipped_languages_and_no_ts_sources(self) -> None:
        langs = {"en", "de", "ja", "th"}

        def kept(dest: str) -> bool:
            return bundle_config.keep_data((dest, "", "DATA"), langs)

        assert kept("PySide6/Qt/translations/qtbase_de.qm")
        assert kept("PySide6/Qt/translations/qt_de.qm")
        assert kept("PySide6\\Qt\\translations\\qtbase_ja.qm")
        assert not kept("PySide6/Qt/translations/qtbase_fr.qm")  # not a language we ship
        assert not kept("PySide6/Qt/translations/qtbase_zh_CN.qm")
        assert not kept("PySide6/Qt/translations/qt_help_de.qm")
        assert not kept("PySide6/Qt/translations/designer_de.qm")
        assert not kept("PySide6/Qt/translations/qtdeclarative_de.qm")
        assert kept("resources/translations/project_l_th.qm")  # what the app reads
        assert not kept("resources/translations/project_l_th.ts")  # the translators' source
        assert kept("resources/decks/classic.json")

    def test_the_shipped_languages_are_the_apps(self) -> None:
        from app.i18n import available_languages

        shipped = bundle_config.shipped_languages(ROOT)
        assert shipped == set(available_languages())
        assert {"en", "fr", "de", "ja", "hu", "th", "ru", "uk"} <= shipped

    def test_image_plugins_kept_for_the_pictures_the_app_reads(self) -> None:
        """SVG (icons) and JPEG (a deck's card backs are PNG, built into QtGui, or JPEG:
        image_problem) stay; every other picture format plugin of the installed Qt goes."""
        import PySide6

        from app.rules import image_problem

        assert image_problem(b"\xff\xd8\xff\xe0" + bytes(16)) is None  # JPEG is a card back
        assert image_problem(b"GIF89a" + bytes(16)) is not None  # GIF is not
        folder = Path(PySide6.__file__).parent / "Qt" / "plugins" / "imageformats"
        plugins = sorted(p.name for p in folder.iterdir())
        kept = [n for n in plugins
                if bundle_config.keep_binary((f"PySide6/Qt/plugins/imageformats/{n}", "", "BINARY"))]
        assert {n.split(".")[0].removeprefix("lib") for n in kept} <= {"qjpeg", "qsvg", "qpdf"}
        assert any("qjpeg" in n for n in kept) and any("qsvg" in n for n in kept)
        assert len(kept) < len(plugins)

    def test_system_libraries_are_left_to_the_system(self) -> None:
        for lib in ("libasound.so.2", "libmvec.so.1"):
            assert not bundle_config.keep_binary((lib, f"/lib/x86_64-linux-gnu/{lib}", "BINARY"))
        assert bundle_config.keep_binary(("libpython3.11.so.1.0", "", "BINARY"))

    def test_libraries_only_the_cups_and_gtk_plugins_need_are_the_systems(self) -> None:
        """CUPS and GTK with what only they need are left to the system; what another binary
        needs stays, every Qt library stays, and GLib's libraries stay together."""
        links = {
            "/p/libcupsprintersupport.so": ["libQt6PrintSupport.so.6", "libcups.so.2"],
            "/p/libqgtk3.so": ["libgtk-3.so.0", "libQt6DBus.so.6", "libpango-1.0.so.0",
                               "libgobject-2.0.so.0", "libgio-2.0.so.0"],
            "/l/libcups.so.2": ["libgnutls.so.30", "libz.so.1"],
            "/l/libgnutls.so.30": ["libz.so.1"],
            "/l/libpango-1.0.so.0": ["libharfbuzz.so.0", "libglib-2.0.so.0"],
            "/l/libgio-2.0.so.0": ["libgobject-2.0.so.0", "libmount.so.1"],
            "/l/libgobject-2.0.so.0": ["libglib-2.0.so.0"],
            "/q/libQt6Gui.so.6": ["libQt6Core.so.6", "libz.so.1"],
            "/q/libQt6Core.so.6": ["libglib-2.0.so.0"],
            "/q/libQt6DBus.so.6": ["libQt6Core.so.6", "libdbus-1.so.3"],
        }
        entries = [
            ("PySide6/Qt/plugins/printsupport/libcupsprintersupport.so",
             "/p/libcupsprintersupport.so", "BINARY"),
            ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/p/libqgtk3.so", "BINARY"),
            *[(os.path.basename(p), p, "BINARY") for p in links if p.startswith("/l/")],
            ("libharfbuzz.so.0", "/l/libharfbuzz.so.0", "BINARY"),
            ("libmount.so.1", "/l/libmount.so.1", "BINARY"),
            ("libz.so.1", "/l/libz.so.1", "BINARY"),
            ("libglib-2.0.so.0", "/l/libglib-2.0.so.0", "BINARY"),
            ("libdbus-1.so.3", "/l/libdbus-1.so.3", "BINARY"),
            *[(f"PySide6/Qt/lib/{os.path.basename(p)}", p, "BINARY")
              for p in links if p.startswith("/q/")],
            ("libcups.so", "libcups.so.2", "SYMLINK"),
        ]
        kept, dropped = bundle_config.prune_system_stacks(entries, lambda p: links.get(p, []))
        assert dropped == ["libcups.so.2", "libgnutls.so.30", "libharfbuzz.so.0",
                           "libpango-1.0.so.0"]
        names = {os.path.basename(e[0]) for e in bundle_config.drop_links_to(kept, dropped)}
        assert {"libcupsprintersupport.so", "libqgtk3.so"} <= names  # the plugins stay
        assert "libz.so.1" in names  # Qt needs it too
        assert "libQt6DBus.so.6" in names and "libdbus-1.so.3" in names  # a Qt library stays
        # QtCore needs glib: gobject and gio (and what gio needs) come along, never the system's
        assert {"libglib-2.0.so.0", "libgobject-2.0.so.0", "libgio-2.0.so.0",
                "libmount.so.1"} <= names
        assert "libcups.so" not in names  # no link to a library left out

    def test_without_families_glib_would_be_split(self) -> None:
        links = {"/p/libqgtk3.so": ["libgobject-2.0.so.0"],
                 "/l/libgobject-2.0.so.0": ["libglib-2.0.so.0"],
                 "/q/libQt6Core.so.6": ["libglib-2.0.so.0"]}
        entries = [("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/p/libqgtk3.so", "BINARY"),
                   ("libgobject-2.0.so.0", "/l/libgobject-2.0.so.0", "BINARY"),
                   ("libglib-2.0.so.0", "/l/libglib-2.0.so.0", "BINARY"),
                   ("PySide6/Qt/lib/libQt6Core.so.6", "/q/libQt6Core.so.6", "BINARY")]
        _, split = bundle_config.prune_system_stacks(entries, lambda p: links.get(p, []),
                                                     coupled_families=())
        assert split == ["libgobject-2.0.so.0"]
        _, dropped = bundle_config.prune_system_stacks(entries, lambda p: links.get(p, []))
        assert dropped == []

    def test_the_frozen_smoke_line_must_show_what_was_trimmed_works(self) -> None:
        good = ("SMOKE OK deck=52_puzzles platform=offscreen tls=OpenSSL-3.0.19 network=ok "
                "languages=en,de,ja,th qt_translations=en,de,ja thai=libthai pdf=ok "
                "printers=cups seconds=17.53")
        facts = bundle_config.smoke_facts(good)
        assert facts["qt_translations"] == "en,de,ja" and facts["seconds"] == "17.53"
        assert bundle_config.frozen_smoke_problems(facts, {"en", "de", "ja"}) == []
        bad = bundle_config.smoke_facts(good.replace("qt_translations=en,de,ja",
                                                     "qt_translations=en")
                                        .replace("printers=cups", "printers=none")
                                        .replace("thai=libthai", "thai=spaces")
                                        .replace(" pdf=ok", "").replace("tls=OpenSSL-3.0.19 ", ""))
        problems = bundle_config.frozen_smoke_problems(bad, {"en", "de", "ja"})
        assert len(problems) == 5, problems
        assert "['en']" in problems[0] and "printers=none" in problems[2]

    def test_qt_translated_are_the_languages_with_qt_strings(self, tmp_path: Path) -> None:
        for name in ("qtbase_de.qm", "qt_fr.qm", "qtbase_ja.qm"):
            (tmp_path / name).write_bytes(b"")
        assert bundle_config.qt_translated({"en", "de", "fr", "ja"}, tmp_path) == {"de", "ja"}

    def test_ci_fails_a_bundle_over_150_mb(self) -> None:
        ci = (PACKAGING / "ci.sh").read_text(encoding="utf-8")
        assert 'bench/bundle.py --bundle "$bundle" --runs 0 --enforce' in ci
        assert "frozen_smoke_problems" in ci
        assert bench_bundle.SIZE_TARGET_MB == 150

    def test_the_size_check_fails_over_150_mb(
        self, tmp_path: Path, capsys: pytest.CaptureFixture[str]
    ) -> None:
        bundle = tmp_path / "project-l"
        (bundle / "_internal").mkdir(parents=True)
        (bundle / build.exe_name("project-l")).write_bytes(b"\x7fELF")
        big = bundle / "_internal" / "libbig.so"
        with big.open("wb") as f:  # sparse: 150 MB and a byte, no disk taken
            f.truncate(150_000_000 - 4)
        assert bench_bundle.main(["--bundle", str(bundle), "--runs", "0", "--enforce"]) == 0
        with big.open("r+b") as f:
            f.truncate(150_000_000 - 3)
        assert bench_bundle.main(["--bundle", str(bundle), "--runs", "0", "--enforce"]) == 1
        assert "NOT MET" in capsys.readouterr().out
        assert bench_bundle.main(["--bundle", str(bundle), "--runs", "0"]) == 0  # figures only

    def test_qt_libraries_kept_only_when_linked(self) -> None:
        links = {
            "/x/libqxcb.so": ["libQt6XcbQpa.so.6", "libQt6Gui.so.6"],
            "/x/libQt6XcbQpa.so.6": ["libQt6Gui.so.6"],
            "/x/libQt6Gui.so.6": ["libQt6Core.so.6", "libc.so.6"],
            "/x/libQt6Core.so.6": [],
            "/x/libQt6Network.so.6": ["libQt6Core.so.6"],
        }
        entries = [
            ("PySide6/Qt/plugins/platforms/libqxcb.so", "/x/libqxcb.so", "BINARY"),
            ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/x/libQt6XcbQpa.so.6", "BINARY"),
            ("PySide6/Qt/lib/libQt6Gui.so.6", "/x/libQt6Gui.so.6", "BINARY"),
            ("PySide6/Qt/lib/libQt6Core.so.6", "/x/libQt6Core.so.6", "BINARY"),
            ("PySide6/Qt/lib/libQt6Network.so.6", "/x/libQt6Network.so.6", "BINARY"),
            ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
            ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ]
        kept, dropped = bundle_config.prune_qt_libraries(entries, lambda p: links.get(p, []))
        assert dropped == ["libQt6Network.so.6", "libQt6Network.so.6"]
        kept = bundle_config.drop_links_to(kept, dropped)
        names = [e[0] for e in kept]
        assert "PySide6/Qt/lib/libQt6Core.so.6" in names  # needed through Gui
        assert "libQt6Gui.so.6" in names  # a link to a kept library stays
        assert not any("Network" in n for n in names)


class TestLinuxDesktopFiles:
    @pytest.mark.parametrize(
        ("name", "exe", "icon", "mimes"),
        [
            (f"{APP_ID}.desktop", "project-l", APP_ID, {SAVE_MIME, DECK_MIME}),
            (f"{EDITOR_ID}.desktop", "project-l-editor", EDITOR_ID, {DECK_MIME}),
        ],
    )
    def test_desktop_entry(self, name: str, exe: str, icon: str, mimes: set[str]) -> None:
        entry = read_desktop(name)
        assert entry["Type"] == "Application"
        assert entry["Exec"] == f"{exe} %f"
        assert entry["Icon"] == icon
        assert set(filter(None, entry["MimeType"].split(";"))) == mimes
        assert "Game" in entry["Categories"].split(";")

    @pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                        reason="desktop-file-utils not installed (packaging/ci.sh installs it)")
    def test_desktop_file_validate(self) -> None:
        for path in LINUX.glob("*.desktop"):
            result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True,
                                    text=True, check=False)
            assert result.returncode == 0 and not result.stdout.strip(), result.stdout

    def test_mime_types(self) -> None:
        assert mime_types() == {SAVE_MIME: ["*.plsave"], DECK_MIME: ["*.pldeck"]}

    def test_metainfo_names_the_desktop_files_and_types(self) -> None:
        root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
        assert root.get("type") == "desktop-application"
        assert root.findtext("id") == APP_ID
        launchables = {e.text for e in root.iter("launchable")}
        assert launchables == {f"{APP_ID}.desktop", f"{EDITOR_ID}.desktop"}
        assert {e.text for e in root.iter("mediatype")} == set(mime_types())
        assert {e.text for e in root.iter("binary")} == {"project-l", "project-l-editor"}
        assert root.find("content_rating") is not None

    def test_metainfo_screenshots_added_from_the_list(self, tmp_path: Path) -> None:
        assert build.metainfo_xml(None) == (
            LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
        with pytest.raises(build.BuildError, match="none of the files"):
            build.metainfo_xml("https://example.org/shots", screenshots_dir=tmp_path)
        (tmp_path / "editor.png").write_bytes(b"png")
        (tmp_path / "table.png").write_bytes(b"png")
        root = ET.fromstring(build.metainfo_xml("https://example.org/shots/",
                                                screenshots_dir=tmp_path))
        shots = root.findall("screenshots/screenshot")
        assert [s.findtext("image") for s in shots] == [
            "https://example.org/shots/table.png", "https://example.org/shots/editor.png"]
        assert shots[0].get("type") == "default" and shots[1].get("type") is None

    @pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
    def test_appstreamcli_validate(self) -> None:
        result = subprocess.run(
            ["appstreamcli", "validate", "--no-net", str(LINUX / f"{APP_ID}.metainfo.xml")],
            capture_output=True, text=True, check=False)
        assert result.returncode == 0, result.stdout + result.stderr

    def test_install_linux_data_lays_out_share(self, tmp_path: Path) -> None:
        files = build.install_linux_data(tmp_path)
        share = tmp_path / "share"
        assert (share / "applications" / f"{APP_ID}.desktop").is_file()
        assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
        assert (share / "mime" / "packages" / f"{APP_ID}.xml").is_file()
        for app_id in (APP_ID, EDITOR_ID):
            assert (share / "icons/hicolor/scalable/apps" / f"{app_id}.svg").is_file()
            for size in (16, 48, 512):
                assert (share / f"icons/hicolor/{size}x{size}/apps/{app_id}.png").is_file()
        assert all(f.is_file() for f in files)

    def test_flatpak_manifest(self) -> None:
        import json

        manifest = json.loads((LINUX / "flatpak" / f"{APP_ID}.json").read_text(encoding="utf-8"))
        assert manifest["id"] == APP_ID
        assert manifest["command"] == "project-l"
        assert "--socket=wayland" in manifest["finish-args"]
        assert manifest["modules"][-1]["name"] == "project-l"


class TestWindowsAndMac:
    def test_info_plist_document_types(self) -> None:
        with open(PACKAGING / "macos" / "Info.plist", "rb") as f:
            info = plistlib.load(f)
        assert info["CFBundleIdentifier"] == APP_ID
        docs = {t["CFBundleTypeExtensions"][0]: t for t in info["CFBundleDocumentTypes"]}
        assert set(docs) == {"plsave", "pldeck"}
        assert docs["plsave"]["CFBundleTypeMIMETypes"] == [SAVE_MIME]
        assert docs["pldeck"]["CFBundleTypeMIMETypes"] == [DECK_MIME]
        exported = {t["UTTypeIdentifier"]: t for t in info["UTExportedTypeDeclarations"]}
        for doc in docs.values():
            (uti,) = doc["LSItemContentTypes"]
            assert exported[uti]["UTTypeTagSpecification"]["public.filename-extension"] == \
                doc["CFBundleTypeExtensions"]
        with open(PACKAGING / "macos" / "entitlements.plist", "rb") as f:
            assert isinstance(plistlib.load(f), dict)

    def test_nsis_script_registers_both_types(self) -> None:
        script = (PACKAGING / "windows" / "project-l.nsi").read_text(encoding="utf-8")
        for ext, mime in ((".plsave", SAVE_MIME), (".pldeck", DECK_MIME)):
            assert f'"Software\\Classes\\{ext}" "" ' in script
            assert f'"Content Type" "{mime}"' in script
        assert 'WriteUninstaller "$INSTDIR\\uninstall.exe"' in script
        assert "$SMPROGRAMS\\${EDITOR_NAME}.lnk" in script

    @pytest.mark.skipif(shutil.which("makensis") is None, reason="nsis not installed")
    def test_makensis_compiles_against_a_stub(self, tmp_path: Path) -> None:
        assert build.main(["nsis", "--stub", "--build-dir", str(tmp_path)]) == 0
        setup = next((tmp_path / "nsis-stub").glob("*-setup.exe"))
        assert setup.read_bytes()[:2] == b"MZ"

    def test_windows_version_has_four_numbers(self) -> None:
        assert build.windows_file_version("0.1.0") == "0.1.0.0"
        assert build.windows_file_version("1.2.3.4.5") == "1.2.3.4"
        assert build.windows_file_version("2.0rc1") == "2.0.1.0"


class TestIcons:
    ICONS = ROOT / "resources" / "icons"

    def test_every_size_is_there_and_square(self) -> None:
        from PySide6.QtGui import QImage

        for name in ("project-l", "project-l-editor"):
            assert (self.ICONS / f"{name}.svg").is_file()
            for size in (16, 24, 32, 48, 64, 128, 256, 512):
                image = QImage(str(self.ICONS / "png" / f"{name}-{size}.png"))
                assert (image.width(), image.height()) == (size, size), (name, size)
                assert image.hasAlphaChannel()

    def test_svg_renders_and_matches_the_design_script(self, tmp_path: Path) -> None:
        sys.path.insert(0, str(PACKAGING / "icons"))
        import design

        design.write_all(tmp_path)
        for name in ("project-l.svg", "project-l-editor.svg"):
            assert (tmp_path / name).read_text(encoding="utf-8") == (
                self.ICONS / name).read_text(encoding="utf-8"), f"{name}: run design.py"
        png = build.render.render_png(self.ICONS / "project-l.svg", 32)
        assert png[:8] == b"\x89PNG\r\n\x1a\n"

    def test_ico_and_icns_hold_png_images(self) -> None:
        ico = build.render.ico_bytes(self.ICONS / "project-l.svg")
        reserved, kind, count = struct.unpack_from("<HHH", ico)
        assert (reserved, kind, count) == (0, 1, len(build.render.ICO_SIZES))
        for i in range(count):
            width, _, _, _, _, _, size, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * i)
            assert width == (build.render.ICO_SIZES[i] % 256)
            assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and size > 0
        icns = build.render.icns_bytes(self.ICONS / "project-l.svg")
        assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
        pos, kinds = 8, []
        while pos < len(icns):
            kinds.append(icns[pos:pos + 4])
            length = struct.unpack_from(">I", icns, pos + 4)[0]
            assert icns[pos + 8:pos + 16] == b"\x89PNG\r\n\x1a\n"
            pos += length
        assert pos == len(icns) and b"ic10" not in kinds and b"ic09" in kinds


class TestSmokeTest:
    def test_passes_from_source_from_the_command_line(self, tmp_path: Path) -> None:
        """`project-l --smoke-test` from source, as the bundle runs it: with no display it
        chooses the offscreen platform by itself, starts every kind of worker process, saves
        the table's picture and leaves the user's data folder alone. (One run: the whole smoke
        test takes about 10 s of processor time.)"""
        env = {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "WAYLAND_DISPLAY"}}
        env.pop("QT_QPA_PLATFORM", None)
        data = tmp_path / "data"
        env["PROJECT_L_DATA_DIR"] = str(data)
        shot = tmp_path / "table.png"
        result = subprocess.run([sys.executable, "-m", "app.cli", "--smoke-test", "--screenshot",
                                 str(shot)], cwd=ROOT, env=env, capture_output=True, text=True,
                                timeout=300, check=False)
        assert result.returncode == 0, result.stderr
        out = result.stdout
        assert out.startswith("SMOKE OK ") and out.count("\n") == 1, out
        assert "platform=offscreen" in out
        # every kind of worker process was started and did its work
        for fact in ("worker=ok", "generator=ok", "analysis=ok", "network=ok", "pdf=ok"):
            assert f" {fact} " in out, fact
        assert " ai_model=60_coefficients " in out  # the hard player's model is read
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert not any(data.rglob("*")) if data.exists() else True  # the data folder untouched

    def test_missing_deck_file_fails_with_a_reason(
        self, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
    ) -> None:
        import app.rules
        from app.commands.smoke import run_smoke

        def missing() -> None:
            raise FileNotFoundError("resources/decks/classic.json")

        monkeypatch.setattr(app.rules, "classic_deck", missing)
        assert run_smoke(None) == 1
        captured = capsys.readouterr()
        assert "SMOKE OK" not in captured.out
        assert "SMOKE FAILED: data files: the classic deck is missing" in captured.err

    def test_a_missing_or_broken_ai_model_fails_with_a_reason(
        self, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
    ) -> None:
        from app.ai import learned
        from app.commands.smoke import SmokeFailure, SmokeRun

        def broken() -> learned.ValueModel:
            raise ValueError("not a version 1 value model")

        monkeypatch.setattr(learned, "shipped_model", broken)
        with pytest.raises(SmokeFailure, match="the hard player's model does not load: not a"):
            SmokeRun(tmp_path, None).data_files()

    def test_a_failing_network_ai_pool_fails_the_network_step(
        self, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
    ) -> None:
        # the room plays a safe action when its process pool fails, so the game goes on: the
        # smoke test must still see the failure (in the server's log)
        from app.commands.smoke import SmokeFailure, SmokeRun
        from app.net.room import AIPool
        from app.rules import classic_deck

        async def broken(self: AIPool, request: object) -> object:
            raise RuntimeError("the pool process died")

        monkeypatch.setattr(AIPool, "decide", broken)
        run = SmokeRun(tmp_path, None)
        run.deck = classic_deck()
        run.play()
        with pytest.raises(SmokeFailure, match=r"the server logged a problem: .*AI of seat 0"):
            run.network()
        assert "network" not in run.facts

    def test_network_step_compares_the_tables(
        self, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
    ) -> None:
        # a server whose public table differs from the client's (its digests do) is caught
        import app.net.room
        from app.commands.smoke import SmokeFailure, SmokeRun
        from app.rules import classic_deck

        run = SmokeRun(tmp_path, None)
        run.deck = classic_deck()
        run.play()
        run.network()
        assert run.facts["network"] == "ok"
        monkeypatch.setattr(app.net.room, "state_digest", lambda summary: "0" * 64)
        with pytest.raises(SmokeFailure, match="table"):
            run.network()

    def test_the_worker_step_checks_the_generated_puzzles(
        self, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
    ) -> None:
        # the puzzles made in the worker process are compared with those made here
        import app.model.generator
        from app.commands.smoke import SmokeFailure, SmokeRun
        from app.rules import classic_deck

        run = SmokeRun(tmp_path, None)
        run.deck = classic_deck()
        run.worker()
        assert run.facts["worker"] == run.facts["generator"] == "ok"
        run.facts.clear()
        made_here = app.model.generator.generate

        def other_seed(*args: object, **kw: object) -> object:
            deck, constraints, count, seed = args
            assert isinstance(seed, int)
            return made_here(deck, constraints, count, seed + 1)  # type: ignore[arg-type]

        monkeypatch.setattr(app.model.generator, "generate", other_seed)
        with pytest.raises(SmokeFailure, match="generated in the worker process differ"):
            run.worker()
        assert "generator" not in run.facts

    def test_analysis_workers_that_fail_fail_the_analysis_step(
        self, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
    ) -> None:
        import app.ai.analysis
        from app.commands.smoke import SmokeFailure, SmokeRun
        from app.rules import classic_deck

        run = SmokeRun(tmp_path, None)
        run.deck = classic_deck()
        run.play()
        # a job the pool cannot send to its worker process (as a worker that cannot start)
        monkeypatch.setattr(app.ai.analysis, "assess_in_worker", lambda job: None)
        with pytest.raises(SmokeFailure, match="the analysis workers failed"):
            run.analysis()
        assert "analysis" not in run.facts

    def test_the_print_step_writes_pdfs_and_names_the_printer_plugins(
        self, qapp: object, tmp_path: Path
    ) -> None:
        from app.commands.smoke import SmokeRun

        run = SmokeRun(tmp_path, None)
        run.printing()
        assert run.facts["pdf"] == "ok"
        for name in ("guide.pdf", "printed.pdf"):
            assert (tmp_path / name).read_bytes().startswith(b"%PDF-")
        if sys.platform.startswith("linux"):  # Qt's CUPS plugin: "cups" where CUPS is there
            assert run.facts["printers"] in {"cups", "none"}

    def test_without_jpeg_the_print_step_fails(
        self, qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        # the bundle must keep Qt's JPEG plugin: a deck's card backs may hold a JPEG picture
        import PySide6.QtGui

        from app.commands.smoke import SmokeFailure, SmokeRun

        class NoJpeg:
            def __init__(self, *args: object) -> None:
                pass

            def write(self, image: object) -> bool:
                return False

        monkeypatch.setattr(PySide6.QtGui, "QImageWriter", NoJpeg)
        with pytest.raises(SmokeFailure, match="cannot write JPEG"):
            SmokeRun(tmp_path, None).printing()

    def test_the_languages_step_names_ours_and_qts(self, qapp: object, tmp_path: Path) -> None:
        from app.commands.smoke import SmokeRun

        run = SmokeRun(tmp_path, None)
        run.languages()
        ours = run.facts["languages"].split(",")
        assert {"en", "de", "ja", "th"} <= set(ours)
        # Qt has no Thai; its German is there (the bundle keeps it: packaging/ci.sh compares)
        assert "de" in run.facts["qt_translations"].split(",")
        assert set(run.facts["qt_translations"].split(",")) <= set(ours)
        if sys.platform.startswith("linux"):  # libthai where installed, else zero-width spaces
            assert run.facts["thai"] in {"libthai", "spaces"}

    def test_an_unreadable_translation_fails_the_languages_step(
        self, qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        import PySide6.QtCore

        from app.commands.smoke import SmokeFailure, SmokeRun

        class Unreadable(PySide6.QtCore.QTranslator):
            def load(self, *args: object) -> bool:  # type: ignore[override]
                return False

        monkeypatch.setattr(PySide6.QtCore, "QTranslator", Unreadable)
        with pytest.raises(SmokeFailure, match="our translations do not load: en, de"):
            SmokeRun(tmp_path, None).languages()

