"""Scene items of the table. They only draw what the scene tells them; they hold no game data
of their own and never act: gestures are tools (tools.py), changes go through the session.

Each item that a gesture can aim at carries a :class:`Target` naming what it shows, so a tool
can ask the scene "what is under the mouse" without knowing about items.

Why one module of over 800 lines: a catalogue of the table's item classes, one short class per
thing on the table, sharing :class:`TableItem` and :class:`Target`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TypeAlias

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from app.render import (
    paint_card_back,
    paint_piece,
    paint_piece_stack,
    paint_puzzle_card,
    paint_text,
    stack_cell_size,
    text_width,
)
from app.render.pixmaps import paint_cached
from app.render.theme import PALETTE, qcolor, with_alpha
from app.rules import Cell, Deck, Mask, Puzzle, Shape

GrabPoint: TypeAlias = tuple[float, float]
"""A point of a held piece: (row, col) in squares from its bounding box's top-left corner."""

INK = "#fbf4e4"
INK_SOFT = "#d9ccb2"
GOLD = "#ffc93c"
PANEL = "#6a000000"
PANEL_EDGE = "#40ffffff"


class TargetKind(Enum):
    """What a table item stands for, for the tools."""

    ROW_CARD = "row_card"  # a card in the white/black row or the solo grid
    DECK = "deck"
    RESERVE = "reserve"  # a reserve pile (shape)
    SUPPLY = "supply"  # a pile in a player's supply (player, shape)
    PUZZLE = "puzzle"  # an unfinished puzzle on a mat (player, puzzle, index)
    PILE = "pile"  # a player's victory point pile
    LOCK = "lock"  # solo: the pieces above a column
    AUTOMATON = "automaton"


@dataclass(frozen=True, slots=True)
class Target:
    """What an item shows: enough for a tool to build an action."""

    kind: TargetKind
    player: int = -1
    puzzle: str = ""
    shape: int = -1
    index: int = -1


def label(painter: QPainter, text: str, box: QRectF, colour: str | QColor = INK, *,
          align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft, bold: bool = True,
          halo: bool = False) -> QRectF:
    """Text as vectors, sized so that a line of capitals and descenders fills ``box``."""
    c = colour if isinstance(colour, QColor) else qcolor(colour)
    return paint_text(painter, text, box, c, bold=bold, align=align, height_of="Ag",
                      halo=with_alpha("#000000", 110) if halo else None)


def panel_path(rect: QRectF, radius: float) -> QPainterPath:
    """A rounded rectangle as a path."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class TableItem(QGraphicsObject):
    """Base of the table's items: a rectangle, an optional target and a hover/hint look."""

    def __init__(self, rect: QRectF, target: Target | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.target = target
        self.hint = False  # this can be clicked now (a halo under the mouse)
        self.call = False  # this is one of the choices asked for now (always glowing)
        self.focused = False  # keyboard focus ring
        self.hovered = False
        self._margin = 6.0
        # no cache of its own: the items are rebuilt with every change of the game, so an
        # item's cache would be painted again each time; cards, piles and backs come from the
        # render layer's cache by content instead (app/render/pixmaps.py)
        if target is not None:
            self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        m = self._margin
        return self.rect.adjusted(-m, -m, m, m)

    def picture_key(self) -> Hashable | None:
        """Everything the item's picture shows (its size aside), for the picture cache of
        app/render/pixmaps.py; None: painted every time."""
        return None

    def paint_picture(self, painter: QPainter, draw: Callable[[QPainter], None]) -> None:
        """``draw`` the item's picture, from the cache when :meth:`picture_key` names it."""
        key = self.picture_key()
        if key is None:
            draw(painter)
            return
        full = (type(self).__name__, key, self.rect.width(), self.rect.height())
        paint_cached(painter, full, self.boundingRect(), draw)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """The item's picture: :meth:`_draw`, through the cache when it has a key."""
        self.paint_picture(painter, self._draw)

    def _draw(self, painter: QPainter) -> None:
        """Paint the item's picture (the items that paint through :meth:`paint` say how)."""

    def hoverEnterEvent(self, event: object) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:
        self.hovered = False
        self.update()

    def set_flags(self, *, hint: bool | None = None, focused: bool | None = None,
                  call: bool | None = None) -> None:
        """Change the hint/call/focus look."""
        changed = False
        if hint is not None and hint != self.hint:
            self.hint = hint
            changed = True
        if call is not None and call != self.call:
            self.call = call
            changed = True
        if focused is not None and focused != self.focused:
            self.focused = focused
            changed = True
        if changed:
            self.update()

    def paint_focus(self, painter: QPainter, rect: QRectF, radius: float = 8.0) -> None:
        """The keyboard focus ring (shape and colour: a thick dashed gold outline)."""
        if not self.focused:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(qcolor("#1b1200"), 5.0))
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)
        pen = QPen(qcolor(GOLD), 3.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)
        painter.restore()

    def paint_hint(self, painter: QPainter, rect: QRectF, radius: float = 8.0) -> None:
        """A glow on what can be clicked when the mouse is over it, and always on the choices
        asked for now (e.g. the reward pieces to pick from)."""
        if not (self.call or (self.hint and self.hovered)):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.call:
            painter.setPen(QPen(with_alpha(PALETTE.selected, 90), 8))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
        painter.setPen(QPen(with_alpha(PALETTE.selected, 235), 2.5))
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)
        painter.restore()


class PanelItem(TableItem):
    """A translucent panel with an optional title; ``current`` marks the player to move."""

    def __init__(self, rect: QRectF, title: str = "", *, current: bool = False,
                 tint: str = PANEL) -> None:
        super().__init__(rect)
        self.title = title
        self.current = current
        self.tint = tint
        self._margin = 10.0
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def picture_key(self) -> Hashable | None:
        return (self.title, self.current, self.tint)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha("#000000", 50))
        painter.drawRoundedRect(r.translated(0, 3), 12, 12)
        painter.setBrush(qcolor(self.tint))
        painter.setPen(QPen(qcolor(PANEL_EDGE), 1.2))
        painter.drawRoundedRect(r, 12, 12)
        if self.current:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(with_alpha(GOLD, 90), 9))
            painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 13, 13)
            painter.setPen(QPen(qcolor(GOLD), 3))
            painter.drawRoundedRect(r, 12, 12)
        if self.title:
            label(painter, self.title, QRectF(r.x() + 12, r.y() + 7, r.width() - 24, 15),
                  INK_SOFT)

class CardItem(TableItem):
    """A puzzle card with its placed pieces, planned pieces and the drag preview."""

    def __init__(self, rect: QRectF, puzzle: Puzzle, deck: Deck, target: Target | None = None,
                 *, pieces: Sequence[tuple[int, Mask]] = (), dimmed: bool = False,
                 caption: str | None = None) -> None:
        super().__init__(rect, target)
        self.puzzle = puzzle
        self.deck = deck
        self.pieces: tuple[tuple[int, Mask], ...] = tuple(pieces)
        self.planned: tuple[tuple[int, Mask], ...] = ()
        self.preview: tuple[Mask, bool | None, str] | None = None  # cells, legal, colour
        self.dimmed = dimmed
        self.caption = caption

    def picture_key(self) -> Hashable | None:
        if self.preview is not None:
            return None
        colours = tuple(self.deck.shapes[si].colour for si, _ in self.pieces + self.planned)
        return (self.puzzle, self.pieces, self.planned, colours, self.dimmed, self.caption)

    def set_preview(self, cells: Mask, legal: bool | None, colour: str) -> None:
        """Show where a dragged piece would land."""
        new = (cells, legal, colour)
        if new != self.preview:
            self.preview = new
            self.update()

    def clear_preview(self) -> None:
        """Hide the drag preview."""
        if self.preview is not None:
            self.preview = None
            self.update()

    def set_planned(self, planned: Sequence[tuple[int, Mask]]) -> None:
        """Pieces put on this card by a master action or Finishing Touches not yet confirmed."""
        self.planned = tuple(planned)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        highlight, legal, colour = (0, None, "") if self.preview is None else self.preview
        pieces = self.pieces + self.planned
        selected = self.hint and self.hovered

        def card(p: QPainter) -> None:
            paint_puzzle_card(
                p, self.puzzle, self.deck, self.rect,
                pieces=pieces, highlight=highlight, highlight_legal=legal,
                highlight_colour=colour or None, dimmed=self.dimmed, selected=selected,
            )

        if self.preview is not None:
            card(painter)  # a drag preview changes with every move: not worth keeping
        else:
            colours = tuple(self.deck.shapes[si].colour for si, _ in pieces)
            key = ("card", self.puzzle, pieces, colours, self.dimmed, selected,
                   self.rect.width(), self.rect.height())
            paint_cached(painter, key, self.boundingRect(), card)
        if self.planned:
            # planned pieces are not on the card yet: a dashed frame and a count say so
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(qcolor("#ffffff"), 2.0, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(self.rect.adjusted(2, 2, -2, -4), 6, 6)
            painter.restore()
        if self.caption:
            r = self.rect
            label(painter, self.caption, QRectF(r.x(), r.bottom() + 1, r.width(), 11), INK_SOFT,
                  align=Qt.AlignmentFlag.AlignHCenter, bold=False)
        self.paint_hint(painter, self.rect.adjusted(3, 2, -3, -5), 7)
        self.paint_focus(painter, self.rect.adjusted(3, 2, -3, -5), 7)


class _CardPileItem(TableItem):
    """Cards of one colour in a pile, with their number and a line of text."""

    def __init__(self, rect: QRectF, colour: str, count: int, text: str,
                 target: Target | None = None) -> None:
        super().__init__(rect, target)
        self.colour = colour
        self.count = count
        self.text = text

    def picture_key(self) -> Hashable | None:
        return (self.colour, self.count, self.text)


class DeckItem(_CardPileItem):
    """A face-down deck with the number of cards left; the text is its title."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self.paint_picture(painter, lambda p: paint_card_back(
            p, self.colour, self.rect, self.count, title=self.text))
        self.paint_focus(painter, self.rect.adjusted(3, 2, -3, -5), 7)


def tight_stack_rect(slot: QRectF, shape: Shape, cell_size: float) -> QRectF:
    """The rect a pile of ``shape`` needs at ``cell_size`` (the piece and its count badge),
    centred in ``slot``: the badge then sits at the piece's corner, not the slot's."""
    rows = max(r for r, _ in shape.cells) + 1
    cols = max(c for _, c in shape.cells) + 1
    w = min(slot.width(), cols * cell_size + 1.5 * cell_size)
    h = min(slot.height(), rows * cell_size + 0.95 * cell_size)
    return QRectF(slot.center().x() - w / 2, slot.center().y() - h / 2, w, h)


class StackItem(TableItem):
    """A pile of one shape (reserve, supply, lock, automaton) with its count."""

    def __init__(self, slot: QRectF, shape: Shape, count: int, target: Target | None = None,
                 *, cell_size: float | None = None, show_empty: bool = True,
                 caption: str = "") -> None:
        cs = cell_size if cell_size is not None else stack_cell_size(slot)
        super().__init__(tight_stack_rect(slot, shape, cs), target)
        self.slot = QRectF(slot)
        self.piece = shape  # not "shape": that is QGraphicsItem.shape()
        self.count = count
        self.cell_size = cs
        self.show_empty = show_empty
        self.caption = caption
        self.selected = False
        # the rings around the pile (focus, glow) lie 4 beyond it and reach 6.5 further: all
        # of it must be inside the bounding rectangle, or Qt leaves fragments of a ring behind
        # when it goes (only that rectangle is repainted)
        self._margin = 11.0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.count <= 0 and not self.show_empty:
            return
        selected = self.selected or (self.hint and self.hovered)
        key = ("stack", self.piece, self.count, self.cell_size, selected, self.rect.width(),
               self.rect.height())
        paint_cached(painter, key, self.boundingRect(), lambda p: paint_piece_stack(
            p, self.piece, None, self.rect, self.count, cell_size=self.cell_size,
            selected=selected))
        if self.caption:
            r = self.rect
            label(painter, self.caption, QRectF(r.x() + 2, r.y(), r.width() * 0.45, 10),
                  INK_SOFT, bold=False)
        ring = self.rect.adjusted(-4, -4, 4, 2)
        self.paint_hint(painter, ring, 6)
        self.paint_focus(painter, ring, 6)

    def picture_key(self) -> Hashable | None:
        return (self.piece, self.count, self.cell_size, self.show_empty, self.caption,
                self.selected)


class PileItem(_CardPileItem):
    """A victory point pile: the completed cards as a small pile and their number; the text
    stands in the empty pile's place."""

    def __init__(self, rect: QRectF, colour: str, count: int,
                 target: Target | None = None, empty_text: str = "") -> None:
        super().__init__(rect, colour, count, empty_text, target)

    def _draw(self, painter: QPainter) -> None:
        if self.count <= 0:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setBrush(with_alpha("#000000", 40))
            painter.setPen(QPen(with_alpha("#ffffff", 90), 1.2, Qt.PenStyle.DashLine))
            r = self.rect.adjusted(3, 2, -3, -4)
            painter.drawRoundedRect(r, 5, 5)
            if self.text:
                label(painter, self.text, QRectF(r.x() + 4, r.center().y() - 5,
                                                       r.width() - 8, 10),
                      with_alpha("#ffffff", 110), align=Qt.AlignmentFlag.AlignHCenter,
                      bold=False)
            return
        paint_card_back(painter, self.colour, self.rect, self.count, title="")

class MatInfoItem(TableItem):
    """The player's name, seat kind, score and completed count on the mat."""

    def __init__(self, rect: QRectF, name: str, kind: str, score: str, detail: str,
                 *, current: bool, turn_tag: str, winner: bool = False, note: str = "") -> None:
        super().__init__(rect)
        self.name = name
        self.kind = kind
        self.note = note  # who is at the seat, for the tooltip (a network game's player)
        self.score = score
        self.detail = detail
        self.current = current
        self.turn_tag = turn_tag
        self.winner = winner
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def picture_key(self) -> Hashable | None:
        return (self.name, self.kind, self.score, self.detail, self.current, self.turn_tag,
                self.winner)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        y = r.y()
        if self.current:
            # a marker that is a shape, not only a colour: a triangle pointing at the name
            tri = QPainterPath()
            tri.moveTo(r.x(), y + 4)
            tri.lineTo(r.x() + 13, y + 13)
            tri.lineTo(r.x(), y + 22)
            tri.closeSubpath()
            painter.fillPath(tri, qcolor(GOLD))
            name_x = r.x() + 18
        else:
            name_x = r.x()
        label(painter, self.name, QRectF(name_x, y + 2, r.right() - name_x, 22),
              GOLD if self.current else INK)
        # (clear of the pile's corner, where a mark's badge may stand)
        label(painter, self.kind, QRectF(r.x(), y + 29, r.width() - 70, 13), INK_SOFT,
              bold=False)
        if self.turn_tag:
            tag = QRectF(r.x(), y + 48, min(r.width() - 70, 118), 20)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(qcolor(GOLD if self.current else "#3a8f5a"))
            painter.drawRoundedRect(tag, 10, 10)
            label(painter, self.turn_tag, tag.adjusted(8, 4, -8, -4), "#2a1a00",
                  align=Qt.AlignmentFlag.AlignHCenter)
        label(painter, self.score, self.score_box(), INK)
        for text, box in self.detail_boxes():
            label(painter, text, box, INK_SOFT, bold=False)

    def score_box(self) -> QRectF:
        """Where the score goes: above the detail's one line, or a little higher above two."""
        r = self.rect
        if "\n" in self.detail:
            return QRectF(r.x(), r.bottom() - 50, r.width() - 72, 22)
        return QRectF(r.x(), r.bottom() - 44, r.width() - 72, 24)

    def detail_boxes(self) -> list[tuple[str, QRectF]]:
        """The detail's lines and where each goes, clear of the pile: one line, or two (the
        puzzles completed, then the Finishing Touches), each as high as the kind's line
        nearly; on one line both came out a third of that ("Terminés : 6, ajustements : -2"
        about 4 pixels high on a four-player table at 1280x720)."""
        r = self.rect
        lines = self.detail.split("\n")
        if len(lines) == 1:
            return [(self.detail, QRectF(r.x(), r.bottom() - 16, r.width() - 72, 13))]
        return [(lines[0], QRectF(r.x(), r.bottom() - 27, r.width() - 72, 12)),
                (lines[1], QRectF(r.x(), r.bottom() - 14, r.width() - 72, 12))]

_BannerPart: TypeAlias = tuple[str, str, float, float, float]


@dataclass(frozen=True, slots=True)
class BannerText:
    """One text of the turn banner as :meth:`BannerItem.texts` places it."""

    role: str  # "round", "player", "actions", "master" or "tag"
    text: str
    box: QRectF  # where it is drawn, as large as fits
    full: float  # the height of its letters ("Ag") if its line gave it all the room it wants
    size: float  # the height of its letters as drawn (smaller than ``full`` when squeezed)


BANNER_TWO_LINES_FROM = 80.0
"""A banner this high takes two lines (the layout gives one beside the market the height where
the reserve leaves it room); one line is :data:`app.table.layout.BANNER_H` high."""
BANNER_TAG_W = 180.0
"""The least width of the tag ("FINAL ROUND"); a longer word makes it wider."""
BANNER_DOT_STEP = 21.0
"""From one action dot to the next."""


class BannerItem(TableItem):
    """The turn banner: round, whose turn, actions left, master action, final round, phase."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.round_text = ""
        self.player_text = ""
        self.actions_left = 0
        self.actions_total = 3
        self.actions_text = ""
        self.master_text = ""
        self.master_used = False
        self.tag_text = ""  # "FINAL ROUND" and the like
        self.tag_strong = False
        self.thinking = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def picture_key(self) -> Hashable | None:
        return (self.round_text, self.player_text, self.actions_left, self.actions_total, self.actions_text, self.master_text, self.master_used, self.tag_text, self.tag_strong, self.thinking)

    def _lines(self) -> tuple[QRectF, QRectF, bool]:
        """The upper and the lower line (the same rectangle on one line) and whether there are
        two: a banner high enough for two (beside the market) puts round and player above,
        actions and master action below, each line about as high as a banner of one."""
        r = self.rect
        two = r.height() >= BANNER_TWO_LINES_FROM
        if not two:
            return r, r, False
        top = QRectF(r.x(), r.y() + 4, r.width(), r.height() / 2 - 4)
        low = QRectF(r.x(), r.center().y() - 2, r.width(), r.height() / 2 - 4)
        return top, low, True

    def _layout(self) -> tuple[list[BannerText], QRectF]:
        """The texts as :meth:`texts` says, and the tag's pill (empty without a tag)."""
        top, low, two = self._lines()
        h_top, h_low = top.height(), low.height()
        # (role, text, box top, box height, room after it: a gap, the action dots or the
        # thinking dots)
        first: list[_BannerPart] = [
            ("round", self.round_text, top.y() + h_top * 0.3, h_top * 0.4, 12.0),
            ("player", self.player_text, top.y() + h_top * 0.18, h_top * 0.64,
             20.0 + (36.0 if self.thinking else 0.0)),
        ]
        second: list[_BannerPart] = [
            ("actions", self.actions_text, low.y() + h_low * 0.3, h_low * 0.4,
             self.actions_total * BANNER_DOT_STEP + 32),
            ("master", self.master_text, low.y() + h_low * 0.32, h_low * 0.36, 0.0),
        ]
        if not two:
            texts, pill, _squeeze = self._fit(first + second, top, False, bool(self.tag_text))
            return texts, pill
        # the tag's pill ends the line where it leaves the texts larger (the upper one on a tie)
        best: tuple[float, list[BannerText], QRectF] | None = None
        for tag_above in ((True, False) if self.tag_text else (True,)):
            above, pill_above, s_above = self._fit(first, top, True,
                                                   tag_above and bool(self.tag_text))
            below, pill_below, s_below = self._fit(second, low, True,
                                                   not tag_above and bool(self.tag_text))
            squeeze = min(s_above, s_below)
            if best is None or squeeze > best[0] + 1e-9:
                best = (squeeze, above + below, pill_above if tag_above else pill_below)
        assert best is not None
        return best[1], best[2]

    def _fit(self, parts: list[_BannerPart], line: QRectF, two: bool, with_tag: bool
             ) -> tuple[list[BannerText], QRectF, float]:
        """One line's texts from the left, then the tag's pill at its right end if
        ``with_tag``: each text at its natural width, all shrunk alike if they do not fit.
        Returns the texts, the pill (or an empty one) and the factor they were shrunk by."""
        r = self.rect
        inset = line.height() * 0.12 if two else 9.0
        pill_h = line.height() - 2 * inset
        shown = [part for part in parts if part[1]]
        natural = [text_width(part[1], part[3], height_of="Ag") for part in shown]
        tag = text_width(self.tag_text, pill_h - 16, height_of="Ag") if with_tag else 0.0
        left, right = r.x() + 16, r.right() - (10 if tag else 24)
        fixed = sum(part[4] for part in shown) + (28 + 14 if tag else 0.0)
        total = sum(natural) + tag
        squeeze = max(0.05, min(1.0, (right - left - fixed) / total)) if total > 0 else 1.0
        out: list[BannerText] = []
        x = left
        for (role, text, y, height, after), w in zip(shown, natural, strict=True):
            out.append(BannerText(role, text, QRectF(x, y, w * squeeze, height), height,
                                  height * squeeze))
            x += w * squeeze + after
        pill = QRectF()
        if tag:
            # at least BANNER_TAG_W wide where the line has the room
            spare = max(0.0, right - x - tag * squeeze - 28 - 14) if squeeze >= 1 else 0.0
            pill_w = tag * squeeze + 28 + min(spare, max(0.0, BANNER_TAG_W - tag - 28))
            pill = QRectF(right - pill_w, line.y() + inset, pill_w, pill_h)
            out.append(BannerText("tag", self.tag_text, pill.adjusted(14, 8, -14, -8),
                                  pill_h - 16, (pill_h - 16) * squeeze))
        return out, pill, squeeze

    def texts(self) -> list[BannerText]:
        """Where each text goes and how large it comes out: round, player, actions (and their
        dots), master action, and the tag in its pill at the right end; on two lines round,
        player and tag above, the others below. Each text takes its natural width at its
        line's size; when a line's texts do not fit, they all shrink by the same factor, so
        that none (a long "Actions left:" in some language) ends up much smaller than its
        neighbours."""
        texts = self._layout()[0]
        order = ("round", "player", "actions", "master", "tag")
        return sorted(texts, key=lambda t: order.index(t.role))

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        g = QLinearGradient(0, r.top(), 0, r.bottom())
        g.setColorAt(0, qcolor("#3a2a1c"))
        g.setColorAt(1, qcolor("#241810"))
        painter.setBrush(QBrush(g))
        painter.setPen(QPen(with_alpha(GOLD, 120), 1.5))
        painter.drawRoundedRect(r, 12, 12)
        _top, low, _two = self._lines()
        for t in self.texts():
            if t.role == "round":
                label(painter, t.text, t.box, INK_SOFT)
            elif t.role == "player":
                drawn = label(painter, t.text, t.box, GOLD)
                if drawn.isEmpty():
                    drawn = QRectF(t.box.x(), t.box.y(), 0, t.box.height())
                if self.thinking:
                    # three dots after the name while an AI thinks
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(qcolor(INK))
                    for i in range(3):
                        painter.drawEllipse(
                            QPointF(drawn.right() + 8 + i * 9, drawn.bottom() - 3), 2.6, 2.6)
            elif t.role == "actions":
                label(painter, t.text, t.box, INK)
                px = t.box.right() + 10
                for i in range(self.actions_total):
                    c = QPointF(px + i * BANNER_DOT_STEP + 8, low.center().y())
                    full = i < self.actions_left
                    painter.setPen(QPen(qcolor(GOLD), 2))
                    painter.setBrush(qcolor(GOLD) if full else Qt.BrushStyle.NoBrush)
                    painter.drawEllipse(c, 7.0, 7.0)
            elif t.role == "master":
                label(painter, t.text, t.box, INK_SOFT if self.master_used else INK)
            elif t.role == "tag":
                tag = self._layout()[1]
                painter.setPen(QPen(qcolor("#2a0a04"), 1.5))
                painter.setBrush(qcolor("#d6452f" if self.tag_strong else "#8c6a2a"))
                painter.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
                label(painter, t.text, t.box, "#fff6e0", align=Qt.AlignmentFlag.AlignHCenter)

def lock_path(rect: QRectF) -> QPainterPath:
    """A padlock symbol inside ``rect``."""
    w, h = rect.width(), rect.height()
    path = QPainterPath()
    body = QRectF(rect.x() + w * 0.1, rect.y() + h * 0.45, w * 0.8, h * 0.55)
    path.addRoundedRect(body, w * 0.12, w * 0.12)
    shackle = QPainterPath()
    sr = QRectF(rect.x() + w * 0.25, rect.y(), w * 0.5, h * 0.7)
    shackle.arcMoveTo(sr, 180)
    shackle.arcTo(sr, 180, -180)
    stroker = QPainterPathStroker(QPen(QColor(0, 0, 0), w * 0.14))
    return path.united(stroker.createStroke(shackle))


def paint_counter(painter: QPainter, centre: QPointF, radius: float) -> None:
    """One solo counter: a round brass token stamped with a padlock.

    Counters are not pieces of the reserve (rules.md, "Solo variant"), so they are drawn as
    tokens, never in a piece's shape or colour.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    disc = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    grad = QLinearGradient(disc.topLeft(), disc.bottomRight())
    grad.setColorAt(0.0, qcolor("#f3d27a"))
    grad.setColorAt(1.0, qcolor("#a7781f"))
    painter.setPen(QPen(qcolor("#4a3410"), max(1.0, radius * 0.14)))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(disc)
    icon = QRectF(centre.x() - radius * 0.45, centre.y() - radius * 0.55,
                  radius * 0.9, radius * 1.1)
    painter.fillPath(lock_path(icon), qcolor("#4a3410"))
    painter.restore()


def paint_counter_row(painter: QPainter, rect: QRectF, count: int, colour: str) -> None:
    """``count`` counters in a row inside ``rect``, overlapping when many; the number is
    written beside them as well, so the count never depends on telling tokens apart."""
    if count <= 0:
        return
    radius = min(rect.height() / 2 - 1, 9.0)
    if radius <= 2:
        return
    number = f"\u00d7{count}"
    text_w = 14 + 7 * len(str(count))
    room = rect.width() - text_w - 2 * radius
    step = min(2 * radius + 2, room / (count - 1)) if count > 1 else 0.0
    step = max(step, radius * 0.5)
    shown = count if count == 1 else min(count, int(room / step) + 1)
    y = rect.center().y()
    x = rect.x() + radius
    for _ in range(max(shown, 1)):
        paint_counter(painter, QPointF(x, y), radius)
        x += step
    label(painter, number, QRectF(x - step + radius + 3, y - radius * 0.7, text_w, radius * 1.4),
          colour, bold=True)


class LockItem(TableItem):
    """Solo: the counters above one column of the grid (a locked column for the automaton)."""

    def __init__(self, rect: QRectF, count: int, text: str,
                 target: Target | None = None) -> None:
        super().__init__(rect, target)
        self.count = count
        self.text = text

    def picture_key(self) -> Hashable | None:
        return (self.count, self.text)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        self.paint_focus(painter, self.rect, 8)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        locked = self.count > 0
        painter.setPen(QPen(with_alpha("#ffffff", 70), 1.2, Qt.PenStyle.SolidLine if locked
                            else Qt.PenStyle.DashLine))
        painter.setBrush(with_alpha("#000000", 70 if locked else 25))
        painter.drawRoundedRect(r, 8, 8)
        icon = QRectF(r.x() + 7, r.y() + 7, 16, 20)
        painter.fillPath(lock_path(icon), qcolor(GOLD if locked else "#8a8178"))
        label(painter, self.text, QRectF(r.x() + 4, r.bottom() - 15, 36, 11), INK_SOFT,
              bold=False)
        paint_counter_row(painter, QRectF(r.x() + 42, r.y() + 4, r.right() - 46 - r.x(),
                                          r.height() - 8), self.count, INK)

class CounterItem(TableItem):
    """Solo: the counters of the automaton's supply."""

    def __init__(self, rect: QRectF, count: int) -> None:
        super().__init__(rect)
        self.count = count
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def picture_key(self) -> Hashable | None:
        return (self.count,)

    def _draw(self, painter: QPainter) -> None:
        paint_counter_row(painter, self.rect, self.count, INK)

class FlyerItem(QGraphicsObject):
    """A card or a piece on its way somewhere (animations)."""

    def __init__(self, size: QRectF, *, puzzle: Puzzle | None = None, deck: Deck | None = None,
                 pieces: Sequence[tuple[int, Mask]] = (), cells: Sequence[Cell] = (),
                 colour: str = "", cell_size: float = 16.0, counter: bool = False) -> None:
        super().__init__()
        self.counter = counter
        self.box = QRectF(0, 0, size.width(), size.height())
        self.puzzle = puzzle
        self.deck = deck
        self.pieces = tuple(pieces)
        self.cells = tuple(cells)
        self.colour = colour
        self.cell_size = cell_size
        self.setZValue(50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.box.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.puzzle is not None and self.deck is not None:
            paint_puzzle_card(painter, self.puzzle, self.deck, self.box, pieces=self.pieces)
        elif self.counter:
            paint_counter(painter, self.box.center(), min(self.box.width(), self.box.height()) / 2)
        elif self.cells:
            paint_piece(painter, self.cells, self.colour, self.box, self.cell_size)


class DragItem(QGraphicsObject):
    """The piece held by the mouse or the keyboard, drawn at the cards' cell size."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: tuple[Cell, ...] = ()
        self.colour = "#888888"
        self.cell_size = 16.0
        self.grab: GrabPoint | None = None
        self.setZValue(100)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_piece(self, cells: Sequence[Cell], colour: str, cell_size: float,
                  grab: GrabPoint | None = None) -> None:
        """Hold these cells (normalised, row/col from the top-left) by the point ``grab``
        (row, col in squares from the piece's top-left corner: where the player took it), or
        by its middle."""
        self.prepareGeometryChange()
        self.cells = tuple(cells)
        self.colour = colour
        self.cell_size = cell_size
        self.grab = grab
        self.update()

    def grab_offset(self) -> QPointF:
        """Where the mouse holds the piece: the point it was taken by, else the centre of its
        bounding box."""
        if self.grab is not None:
            y, x = self.grab
            return QPointF(x * self.cell_size, y * self.cell_size)
        rows = max((r for r, _ in self.cells), default=0) + 1
        cols = max((c for _, c in self.cells), default=0) + 1
        return QPointF(cols * self.cell_size / 2, rows * self.cell_size / 2)

    def boundingRect(self) -> QRectF:
        rows = max((r for r, _ in self.cells), default=0) + 1
        cols = max((c for _, c in self.cells), default=0) + 1
        m = self.cell_size * 0.4
        return QRectF(-m, -m, cols * self.cell_size + 2 * m, rows * self.cell_size + 2 * m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setOpacity(0.92)
        paint_piece(painter, self.cells, self.colour, QPointF(0, 0), self.cell_size,
                    selected=True)


class TextItem(TableItem):
    """A line of text (vector), e.g. the automaton's score."""

    def __init__(self, rect: QRectF, text: str, colour: str = INK, *, bold: bool = True,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
        super().__init__(rect)
        self.text = text
        self.colour = colour
        self.bold = bold
        self.align = align
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def picture_key(self) -> Hashable | None:
        return (self.text, self.colour, self.bold, self.align.value)

    def _draw(self, painter: QPainter) -> None:
        label(painter, self.text, self.rect, self.colour, align=self.align, bold=self.bold)
