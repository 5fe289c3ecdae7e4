"""Looking at a PDF the way a printer would: its pages rendered to pixels by PDFium.

PDFium (the renderer of Chrome, through the ``pypdfium2`` wheel, a test dependency with no
system libraries) draws each page; :class:`Page` holds it in grey levels and answers where
there is ink, in millimetres of the paper. The content streams are also read directly
(:func:`bare_closepaths`): poppler refuses a ``h`` (close the path) with no path begun, which
PDFium silently ignores.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QTransform

PAPER = 250
"""A grey level from this up is blank paper; below it, ink (anti-aliased edges included)."""
_INK = bytes(1 if v < PAPER else 0 for v in range(256))


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle in pixels, ``x1`` and ``y1`` excluded."""

    x0: int
    y0: int
    x1: int
    y1: int

    @property
    def empty(self) -> bool:
        """Whether it holds no pixel."""
        return self.x1 <= self.x0 or self.y1 <= self.y0


class Page:
    """One rendered page: grey levels, row by row, and the scale of the paper."""

    def __init__(self, image: QImage, dpi: float) -> None:
        grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
        self.width, self.height = grey.width(), grey.height()
        self.dpi = dpi
        stride = grey.bytesPerLine()
        data = bytes(grey.constBits())
        self.rows = [data[y * stride : y * stride + self.width] for y in range(self.height)]
        self.ink = [row.translate(_INK) for row in self.rows]  # 1 where inked, else 0
        self.image = grey
        self.colours = image

    def px(self, mm: float) -> float:
        """Millimetres of paper in pixels."""
        return mm * self.dpi / 25.4

    def mm(self, px: float) -> float:
        """Pixels in millimetres of paper."""
        return px * 25.4 / self.dpi

    def box(self, rect: QRectF, grow_mm: float = 0.0) -> Box:
        """A rectangle of the paper (mm), grown by ``grow_mm`` on every side, in pixels (the
        pixels it touches), clipped to the page."""
        r = rect.adjusted(-grow_mm, -grow_mm, grow_mm, grow_mm)
        return Box(
            max(0, int(self.px(r.left()))),
            max(0, int(self.px(r.top()))),
            min(self.width, int(self.px(r.right())) + 1),
            min(self.height, int(self.px(r.bottom())) + 1),
        )

    def grey(self, x: float, y: float) -> int:
        """The grey level at a point of the paper (mm)."""
        return self.rows[min(self.height - 1, int(self.px(y)))][min(self.width - 1, int(self.px(x)))]

    def colour(self, x: float, y: float) -> QColor:
        """The colour at a point of the paper (mm)."""
        px = min(self.width - 1, int(self.px(x)))
        py = min(self.height - 1, int(self.px(y)))
        return QColor(self.colours.pixel(px, py))

    def ink_box(self, box: Box) -> Box | None:
        """The smallest box holding every inked pixel of ``box`` (None: all blank)."""
        x0 = y0 = x1 = y1 = -1
        for y in range(box.y0, box.y1):
            first = self.ink[y].find(1, box.x0, box.x1)
            if first < 0:
                continue
            last = self.ink[y].rfind(1, box.x0, box.x1)
            x0 = first if x0 < 0 else min(x0, first)
            x1 = max(x1, last + 1)
            y0 = y if y0 < 0 else y0
            y1 = y + 1
        return None if y0 < 0 else Box(x0, y0, x1, y1)

    def ink_outside(self, allowed: Iterable[Box]) -> list[tuple[int, int]]:
        """Inked pixels outside every allowed box (the first of each row that has any)."""
        boxes = list(allowed)
        found = []
        for y, row in enumerate(self.ink):
            spans = sorted((b.x0, b.x1) for b in boxes if b.y0 <= y < b.y1)
            x = 0
            for x0, x1 in [*spans, (self.width, self.width)]:
                if x0 > x and (at := row.find(1, x, x0)) >= 0:
                    found.append((at, y))
                    break
                x = max(x, x1)
        return found

    def runs(self, y: float, box: Box) -> list[tuple[int, int]]:
        """The inked runs (first pixel, pixel after the last) of the row at ``y`` mm, within
        ``box``'s columns."""
        row = self.rows[int(self.px(y))]
        out = []
        start = None
        for x in range(box.x0, box.x1):
            inked = row[x] < PAPER
            if inked and start is None:
                start = x
            elif not inked and start is not None:
                out.append((start, x))
                start = None
        if start is not None:
            out.append((start, box.x1))
        return out

    def mirrored(self, flip: str) -> Page:
        """The page as seen through the sheet from its other side: turned over its long edge
        (left and right swap) or its short edge (top and bottom swap)."""
        turn = QTransform.fromScale(-1, 1) if flip == "long" else QTransform.fromScale(1, -1)
        return Page(self.colours.transformed(turn), self.dpi)


def render(path: Path, dpi: float, only: int | None = None) -> list[Page]:
    """Every page of a PDF file (or page ``only``, counted from 0), rendered at ``dpi`` on
    white paper."""
    document = pdfium.PdfDocument(str(path))
    try:
        pages = []
        for i in range(len(document)) if only is None else (only,):
            bitmap = document[i].render(
                scale=dpi / 72, force_bitmap_format=pdfium_c.FPDFBitmap_BGRA
            )
            image = QImage(
                bytes(bitmap.buffer),
                bitmap.width,
                bitmap.height,
                bitmap.stride,
                QImage.Format.Format_ARGB32,
            ).copy()
            pages.append(Page(image, dpi))
        return pages
    finally:
        document.close()


def _streams(data: bytes) -> Iterator[bytes]:
    """The decoded content of every Flate stream of a PDF (a writer's file, not a hostile one)."""
    for m in re.finditer(rb"stream\r?\n", data):
        if data[max(0, m.start() - 3) : m.start()] == b"end":
            continue
        end = data.find(b"endstream", m.end())
        try:
            yield zlib.decompress(data[m.end() : end])
        except zlib.error:
            continue  # not a Flate stream (an image, a font)


_PAINT = {b"f", b"F", b"f*", b"S", b"s", b"b", b"B", b"b*", b"B*", b"n"}


def bare_closepaths(path: Path) -> int:
    """How many ``h`` operators close a path that was never begun (after a painting operator,
    with no ``m`` or ``re`` since): poppler's "No current point in closepath"."""
    bad = 0
    for stream in _streams(path.read_bytes()):
        begun = False
        for token in stream.split():
            if token in (b"m", b"re"):
                begun = True
            elif token == b"h" and not begun:
                bad += 1
            elif token in _PAINT:
                begun = False
    return bad
