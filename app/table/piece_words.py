"""Pieces named in sentences, shown as pictures: "Ann took [picture] L3 from the reserve".

A sentence is built with :func:`mark` around every piece id it names. :func:`plain` gives the
text to read and copy (the id stays: screen readers say it, a paste keeps it), :func:`to_html`
the same sentence as rich text with a small picture of each piece before its id, painted by the
game's own piece renderer (:func:`piece_picture`). :class:`PictureLineDelegate` paints such
lines in a list (the game log).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
    QUrl,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QImage,
    QImageWriter,
    QPainter,
    QPalette,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from app.render.pieces import paint_piece_glyph
from app.rules import Shape

_START = "\ue000"  # private-use characters: never typed in a name, never shown
_END = "\ue001"
_MARKED = re.compile(f"{_START}(.*?){_END}", re.DOTALL)

RICH_ROLE = Qt.ItemDataRole.UserRole + 40
"""The item data role that holds a line's marked text (:func:`mark`) for the delegate."""

PICTURE_HEIGHT = 16
"""The height of a piece's picture in a line of text, in pixels (about a line of text)."""


def mark(piece: str) -> str:
    """``piece`` (an id) marked as a piece, for a sentence that shows it as a picture."""
    return f"{_START}{piece}{_END}"


def plain(text: str) -> str:
    """A marked sentence as plain text: the pieces' ids without their marks."""
    return text.replace(_START, "").replace(_END, "")


def pieces_in(text: str) -> list[str]:
    """The ids of the pieces a marked sentence names, in order."""
    return _MARKED.findall(text)


def has_pieces(text: str) -> bool:
    """Whether a sentence names a piece with :func:`mark`."""
    return _START in text


def picture_url(piece: str) -> QUrl:
    """The resource name of a piece's picture in a rich-text document."""
    return QUrl("piece:" + piece.encode("utf-8").hex())


def to_html(text: str, known: Callable[[str], bool] = lambda _p: True,
            url: Callable[[str], str] = lambda p: picture_url(p).toString()) -> str:
    """A marked sentence as rich text: each piece's picture (``url``, by default
    :func:`picture_url`) then its id. Pieces for which ``known`` is False keep only their id."""
    out: list[str] = []
    last = 0
    for m in _MARKED.finditer(text):
        out.append(html.escape(text[last:m.start()], quote=False))
        piece = m.group(1)
        name = html.escape(piece, quote=False)
        if known(piece):
            src = html.escape(url(piece), quote=True)
            out.append(f'<img src="{src}" align="middle" alt="">&#8201;{name}')
        else:
            out.append(name)
        last = m.end()
    out.append(html.escape(text[last:], quote=False))
    return "".join(out)


def piece_picture(shape: Shape, height: int = PICTURE_HEIGHT, ratio: float = 1.0) -> QImage:
    """A small picture of a piece (turned to lie flat) on a transparent ground."""
    width = height * 2
    img = QImage(max(1, round(width * ratio)), max(1, round(height * ratio)),
                 QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(ratio)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_piece_glyph(painter, shape, None, QRectF(0, 0, width, height), min_cells=2.0)
    painter.end()
    # the piece lies centred in a wide box: keep only its columns, so the picture sits close
    # to the words around it whatever its shape
    used = [x for x in range(img.width())
            if any(img.pixelColor(x, y).alpha() for y in range(0, img.height(), 2))]
    if not used:
        return img
    left, right = max(used[0] - 1, 0), min(used[-1] + 2, img.width())
    cropped = img.copy(left, 0, right - left, img.height())
    cropped.setDevicePixelRatio(ratio)
    return cropped


def picture_data_url(image: QImage) -> str:
    """``image`` as a ``data:`` URL (PNG), for rich text that has no resources of its own (a
    label)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    writer.write(image)
    buffer.close()
    return "data:image/png;base64," + bytes(buffer.data().toBase64().data()).decode("ascii")


class PictureLabelText:
    """Marked sentences as rich text for a label, the pictures inlined (kept per piece)."""

    def __init__(self, shapes: Callable[[], Callable[[str], Shape | None]]) -> None:
        """``shapes()`` gives the lookup of the game shown now (a new game may bring a new
        deck: pictures are kept per piece shape, not per id)."""
        self._shapes = shapes
        self._urls: dict[tuple[tuple[tuple[int, int], ...], str, float], str] = {}

    def html(self, text: str, ratio: float = 1.0) -> str:
        """``text`` (pieces marked) as rich text with each piece's picture before its id."""
        lookup = self._shapes()
        urls: dict[str, str] = {}
        for piece in pieces_in(text):
            shape = lookup(piece)
            if shape is None:
                continue
            key = (tuple(shape.cells), shape.colour, ratio)
            if key not in self._urls:
                self._urls[key] = picture_data_url(piece_picture(shape, PICTURE_HEIGHT, ratio))
            urls[piece] = self._urls[key]
        return to_html(text, lambda p: p in urls, lambda p: urls[p])


class PictureLineDelegate(QStyledItemDelegate):
    """Paints list items whose :data:`RICH_ROLE` holds a marked sentence, with the pieces as
    pictures; other items are painted as usual. ``shapes`` finds a piece by id (None when the
    game has no such piece)."""

    def __init__(self, shapes: Callable[[str], Shape | None], parent: QWidget) -> None:
        super().__init__(parent)
        self._shapes = shapes
        self._pictures: dict[tuple[str, float], QImage] = {}
        # a log asks every row's height at each layout: a sentence laid out once a width
        self._heights: dict[tuple[str, str, float, float], int] = {}

    def forget_pictures(self) -> None:
        """Another game (maybe another deck): paint the pieces afresh."""
        self._pictures.clear()
        self._heights.clear()

    def _document(self, option: QStyleOptionViewItem, text: str, width: float) -> QTextDocument:
        doc = QTextDocument()
        doc.setDocumentMargin(2)
        doc.setDefaultFont(option.font)
        widget = self.parent()
        ratio = widget.devicePixelRatioF() if isinstance(widget, QWidget) else 1.0
        for piece in pieces_in(text):
            shape = self._shapes(piece)
            if shape is None:
                continue
            key = (piece, ratio)
            if key not in self._pictures:
                self._pictures[key] = piece_picture(shape, PICTURE_HEIGHT, ratio)
            doc.addResource(QTextDocument.ResourceType.ImageResource, picture_url(piece),
                            self._pictures[key])
        doc.setHtml(to_html(text, lambda p: self._shapes(p) is not None))
        doc.setTextWidth(max(width, 10.0))
        return doc

    def _width(self, option: QStyleOptionViewItem) -> float:
        view = self.parent()
        if isinstance(view, QWidget) and hasattr(view, "viewport"):
            return float(view.viewport().width() - 4)
        return float(option.rect.width())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        text = index.data(RICH_ROLE)
        if not isinstance(text, str) or not has_pieces(text):
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        # wrapped at the width its height was measured at (sizeHint): wider, a line that only
        # just fits stood on one line in a row two lines high
        doc = self._document(opt, text, min(float(opt.rect.width()), self._width(opt)))
        context = QAbstractTextDocumentLayout.PaintContext()
        fg = index.data(Qt.ItemDataRole.ForegroundRole)
        colour = fg.color() if hasattr(fg, "color") else opt.palette.color(QPalette.ColorRole.Text)
        context.palette.setColor(QPalette.ColorRole.Text, colour)
        painter.save()
        painter.translate(opt.rect.topLeft())
        painter.setClipRect(QRectF(0, 0, opt.rect.width(), opt.rect.height()))
        doc.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        text = index.data(RICH_ROLE)
        if not isinstance(text, str) or not has_pieces(text):
            return super().sizeHint(option, index)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        width = self._width(opt)
        widget = self.parent()
        ratio = widget.devicePixelRatioF() if isinstance(widget, QWidget) else 1.0
        key = (text, opt.font.key(), width, ratio)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 4000:  # a long session: start again
                self._heights.clear()
            height = self._heights[key] = int(self._document(opt, text, width).size().height())
        return QSize(int(width), height + 1)
