"""Render the app icons from their SVG sources with Qt's QSvgRenderer.

``python packaging/icons/render.py`` writes the PNG sizes into ``resources/icons/png/``
(committed, so a source checkout has them). ``write_ico`` and ``write_icns`` build the Windows
and macOS icon files at packaging time; both formats are plain containers of PNG images, so
they are written here on any OS, no ``iconutil`` or ImageMagick needed.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ICON_DIR = ROOT / "resources" / "icons"
PNG_DIR = ICON_DIR / "png"
ICON_NAMES = ("project-l", "project-l-editor")
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size (the @2x types reuse the larger images)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),  # 16@2x
    (b"ic12", 64),  # 32@2x
    (b"ic13", 256),  # 128@2x
    (b"ic14", 512),  # 256@2x
)


def _qt_app() -> object:
    """The Qt application (offscreen when there is no display): QPainter needs one.

    A QApplication, not a QGuiApplication, so that code running later in the same process
    (tests) can still create widgets.
    """
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def render_png(svg: Path, size: int) -> bytes:
    """The SVG rendered to a ``size`` x ``size`` PNG (transparent background).

    :raises ValueError: if Qt cannot read the SVG.
    """
    _qt_app()
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG that Qt can render")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs want bytes; PySide6 takes str
        raise ValueError(f"could not encode {svg} at {size} px as PNG")
    buffer.close()
    return bytes(data.data())


def _write_atomic(path: Path, blob: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(blob)
    os.replace(tmp, path)


def write_pngs(out_dir: Path = PNG_DIR) -> list[Path]:
    """Every icon at every size as ``<name>-<size>.png`` in ``out_dir``."""
    written = []
    for name in ICON_NAMES:
        for size in PNG_SIZES:
            path = out_dir / f"{name}-{size}.png"
            _write_atomic(path, render_png(ICON_DIR / f"{name}.svg", size))
            written.append(path)
    return written


def ico_bytes(svg: Path) -> bytes:
    """A Windows .ico with PNG-compressed images at ICO_SIZES (Vista and later read these)."""
    images = [(size, render_png(svg, size)) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    directory = b""
    for size, png in images:
        dim = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    return header + directory + b"".join(png for _, png in images)


def icns_bytes(svg: Path) -> bytes:
    """A macOS .icns made of PNG elements (what ``iconutil -c icns`` writes from an iconset)."""
    cache: dict[int, bytes] = {}
    body = b""
    for kind, size in ICNS_TYPES:
        png = cache.get(size) or cache.setdefault(size, render_png(svg, size))
        body += kind + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_ico(name: str, path: Path) -> Path:
    """Write ``resources/icons/<name>.svg`` as an .ico file at ``path``."""
    _write_atomic(path, ico_bytes(ICON_DIR / f"{name}.svg"))
    return path


def write_icns(name: str, path: Path) -> Path:
    """Write ``resources/icons/<name>.svg`` as an .icns file at ``path``."""
    _write_atomic(path, icns_bytes(ICON_DIR / f"{name}.svg"))
    return path


if __name__ == "__main__":
    for p in write_pngs():
        print(p.relative_to(ROOT))
    sys.exit(0)
