"""The welcome page: what the game window shows while no game is open.

Big entries (Continue, New game, Solo, Deck editor, Open…) on the table's wood, and the recent
games with their players, date and state. The page only shows and asks: every command goes to
its :class:`WelcomeHost` (the game window), which opens games and dialogs as its menus do.

"Continue" resumes the last unfinished game: a game left in its autosave by a crash or a quit
without saving (the same games the start-up offers), else the most recent unfinished game of the
recent list. Recent files are read in a job off the UI thread (a slow disk never stalls the
window); a file that cannot be read is listed as such, with its problem, and never stops the list.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QDateTime, QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QIcon,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.atomic import problem_of
from app.core.saves import InvalidSave, SaveData, load_save
from app.i18n import problem_text, retranslated, without_mnemonic
from app.model.autosave import AutosaveSlot, find_orphans
from app.model.background import BackgroundOp
from app.model.settings import Settings
from app.render import paint_card_back, paint_piece, paint_puzzle_card
from app.render.background import paint_table_background
from app.render.pixmaps import drawn_pixmap
from app.render.theme import PALETTE, WHITE_CARD, qcolor
from app.rules import InvalidRecord, Phase, Reason, classic_deck
from app.templates import fill

PATH_ROLE = Qt.ItemDataRole.UserRole + 1
ICON_SIZE = 44


# ------------------------------------------------------------------ what the page lists


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One game file as the welcome page lists it; ``error`` says why it cannot be read."""

    path: str
    when: datetime | None = None
    players: tuple[str, ...] = ()
    solo: bool = False
    finished: bool = False
    round: int = 0
    error: Reason | str | None = None

    @property
    def ok(self) -> bool:
        """Whether the file holds a game that opens."""
        return self.error is None

    @property
    def name(self) -> str:
        """The file's name."""
        return Path(self.path).name


def _file_time(path: str) -> datetime | None:
    try:
        return datetime.fromtimestamp(Path(path).stat().st_mtime, UTC)
    except OSError:
        return None


def summary_of(path: str, save: SaveData, when: datetime | None = None) -> GameSummary:
    """The listing of a game already read (``when`` defaults to its save time, else the file's)."""
    state = save.final_state
    return GameSummary(path=path, when=when or save.saved_time() or _file_time(path),
                       players=save.record.players, solo=save.record.is_solo,
                       finished=state.phase is Phase.FINISHED, round=state.round)


def read_summary(path: str) -> GameSummary:
    """The listing of one game file; never raises: a file that does not open says why."""
    try:
        save = load_save(path)
        return summary_of(path, save)
    except (InvalidSave, InvalidRecord, OSError, ValueError, RecursionError) as exc:
        return GameSummary(path=path, when=_file_time(path), error=problem_of(exc))


def read_summaries(paths: Sequence[str], cancelled: Callable[[], bool] = lambda: False
                   ) -> list[GameSummary]:
    """The listing of every file (in the given order), stopping early when ``cancelled``."""
    out: list[GameSummary] = []
    for path in paths:
        if cancelled():
            break
        out.append(read_summary(path))
    return out


@dataclass(frozen=True, slots=True)
class ResumeChoice:
    """The game "Continue" resumes: an autosave left unfinished, or a recent file."""

    summary: GameSummary
    autosave: bool


def newest_unfinished_autosave() -> GameSummary | None:
    """The newest autosave no running game holds, unfinished and readable (None if none).

    The autosaves are only looked at: each one's lock is given back at once.
    """
    orphans = find_orphans()
    try:
        for orphan in orphans:  # newest first
            if orphan.save is not None and not orphan.finished:
                return summary_of(str(orphan.path), orphan.save, orphan.modified)
        return None
    finally:
        for orphan in orphans:
            orphan.release()


# ------------------------------------------------------------------ what the page asks of the window


class WelcomeFiles(Protocol):
    """The files the page opens (the window's :class:`~app.table.game_files.GameFiles`)."""

    def open_dialog(self) -> None: ...

    def open_path(self, path: str) -> bool: ...

    def open_save(self, save: SaveData, path: str | None, *, modified: bool = False,
                  slot: AutosaveSlot | None = None) -> bool: ...


class WelcomeNewGames(Protocol):
    """The games the page starts (the window's :class:`~app.table.new_games.NewGames`)."""

    def new_game_in_mode(self, solo: bool | None) -> None: ...


class WelcomeHost(Protocol):
    """What the welcome page needs of the game window (the window is one)."""

    @property
    def settings(self) -> Settings: ...

    @property
    def autosave_enabled(self) -> bool: ...

    @property
    def files(self) -> WelcomeFiles: ...

    @property
    def new_games(self) -> WelcomeNewGames: ...

    def open_deck_editor(self) -> bool: ...


# ------------------------------------------------------------------ pictures


def _shape(piece_id: str) -> tuple[tuple[tuple[int, int], ...], str]:
    deck = classic_deck()
    shape = deck.shapes[deck.shape_index[piece_id]]
    return shape.cells, shape.colour


def _paint_continue(p: QPainter, r: QRectF) -> None:
    deck = classic_deck()
    puzzle = deck.puzzle_by_id[deck.whites[0]]
    cells = [(r_, c) for r_ in range(5) for c in range(5) if puzzle.mask >> (r_ * 5 + c) & 1]
    # a card with a first piece on it: a game under way
    mask = 0
    for row, col in cells[:2]:
        mask |= 1 << (row * 5 + col)
    paint_puzzle_card(p, puzzle, deck, r.adjusted(4, 0, -4, 0),
                      pieces=[(deck.shape_index["I2"], mask)])
    # the sign "play" beside the card, so the picture does not rely on colour
    p.setPen(QPen(QColor("#2c1f15"), 1.5))
    p.setBrush(qcolor(PALETTE.selected))
    tri = [QPointF(r.right() - 15, r.bottom() - 17), QPointF(r.right() - 1, r.bottom() - 9),
           QPointF(r.right() - 15, r.bottom() - 1)]
    p.drawPolygon(tri)


def _paint_pieces(p: QPainter, r: QRectF, pieces: Sequence[tuple[str, QPointF]], cs: float
                  ) -> None:
    for piece_id, origin in pieces:
        cells, colour = _shape(piece_id)
        paint_piece(p, cells, colour, QPointF(r.x() + origin.x(), r.y() + origin.y()), cs)


def _paint_new_game(p: QPainter, r: QRectF) -> None:
    cs = r.width() / 4.4
    _paint_pieces(p, r, [("L4", QPointF(0.3 * cs, 0.4 * cs)), ("T4", QPointF(1.5 * cs, 0.4 * cs)),
                         ("O1", QPointF(2.9 * cs, 2.4 * cs))], cs)


def _paint_solo(p: QPainter, r: QRectF) -> None:
    cs = r.width() / 3.6
    _paint_pieces(p, r, [("L3", QPointF(0.8 * cs, 0.7 * cs))], cs)


def _paint_deck(p: QPainter, r: QRectF) -> None:
    paint_card_back(p, "white", r.adjusted(6, 0, -6, 0), None, title="")


def _paint_open(p: QPainter, r: QRectF) -> None:
    # a folder, drawn with the table's colours
    p.setPen(QPen(QColor("#5b4429"), 1.6))
    p.setBrush(QColor("#d8a548"))
    w, h = r.width(), r.height()
    p.drawRoundedRect(QRectF(r.x() + w * 0.1, r.y() + h * 0.22, w * 0.36, h * 0.2), 3, 3)
    p.drawRoundedRect(QRectF(r.x() + w * 0.1, r.y() + h * 0.3, w * 0.8, h * 0.5), 4, 4)
    cs = w / 6
    _paint_pieces(p, r, [("I3", QPointF(w * 0.28, h * 0.44))], cs)


def _paint_join(p: QPainter, r: QRectF) -> None:
    # two players' pieces far apart, linked by a dashed line: a game played over the network
    w, h = r.width(), r.height()
    cs = w / 4.4
    p.setPen(QPen(QColor("#5b4429"), 2.0, Qt.PenStyle.DashLine))
    ends = (QPointF(r.x() + w * 0.42, r.y() + h * 0.42), QPointF(r.x() + w * 0.74, r.y() + h * 0.7))
    p.drawLine(*ends)
    p.setPen(QPen(QColor("#5b4429"), 1.2))
    p.setBrush(QColor("#5b4429"))
    for end in ends:
        p.drawEllipse(end, 2.6, 2.6)
    _paint_pieces(p, r, [("L3", QPointF(0, 0)), ("O1", QPointF(w - 1.05 * cs, h - 1.05 * cs))], cs)


def _paint_logo(p: QPainter, r: QRectF) -> None:
    cs = r.width() / 4.2
    _paint_pieces(p, r, [("L4", QPointF(0.35 * cs, 0.35 * cs)), ("I2", QPointF(1.6 * cs, 0.35 * cs)),
                         ("O1", QPointF(2.6 * cs, 1.45 * cs))], cs)


ICON_PAINTERS: dict[str, Callable[[QPainter, QRectF], None]] = {
    "continue": _paint_continue,
    "new_game": _paint_new_game,
    "solo": _paint_solo,
    "deck_editor": _paint_deck,
    "open": _paint_open,
    "join": _paint_join,
}


def entry_icon(name: str) -> QIcon:
    """The picture of a welcome entry (painted with the table's pieces and cards)."""
    painter = ICON_PAINTERS.get(name)
    if painter is None:
        return QIcon()
    return QIcon(drawn_pixmap(painter, ICON_SIZE))


# ------------------------------------------------------------------ widgets


class WelcomeEntry(QPushButton):
    """A big entry: picture, title and one line that says what it does (or why it cannot)."""

    def __init__(self, name: str, title: str, detail: str, icon: QIcon,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"welcome_{name}")
        self.entry_name = name
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAutoDefault(False)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 5, 16, 5)  # eight entries fit a 1280x800 window
        row.setSpacing(14)
        self.picture = QLabel()
        self.picture.setFixedSize(ICON_SIZE, ICON_SIZE)
        self.picture.setPixmap(icon.pixmap(QSize(ICON_SIZE, ICON_SIZE)))
        row.addWidget(self.picture)
        words = QVBoxLayout()
        words.setSpacing(1)
        self.title = QLabel()
        self.title.setObjectName("entryTitle")
        self.detail = QLabel()
        self.detail.setObjectName("entryDetail")
        self.detail.setWordWrap(True)
        words.addWidget(self.title)
        words.addWidget(self.detail)
        row.addLayout(words, 1)
        for label in (self.picture, self.title, self.detail):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.set_texts(title, detail)

    def set_texts(self, title: str, detail: str) -> None:
        """The entry's title (with an & mnemonic) and its line of explanation."""
        self._texts = (title, detail)
        self.title.setText(without_mnemonic(title))
        self.detail.setText(detail)
        self.setText("")  # the labels show the words; the mnemonic stays on the button
        amp = title.find("&")
        if 0 <= amp < len(title) - 1 and title[amp + 1] != "&":
            self.setShortcut(f"Alt+{title[amp + 1]}")
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(detail)
        self.setToolTip(detail)
        self.updateGeometry()  # another explanation may need another line

    def retranslate(self) -> None:
        """After a language switch: the title and explanation in the new language (texts made
        with values are set again by whoever made them)."""
        title, detail = self._texts
        self.set_texts(retranslated(title) or title, retranslated(detail) or detail)

    def sizeHint(self) -> QSize:
        layout = self.layout()
        hint = layout.sizeHint() if layout is not None else QSize(300, 60)
        height = hint.height()
        width = max(hint.width(), 320)
        if layout is not None and self.width() >= width and layout.hasHeightForWidth():
            # as high as the explanation needs, wrapped at the entry's width (its fixed height
            # follows the hint, and a longer language may wrap onto another line); not before
            # it is laid out (the few pixels wide of a new widget would ask for a tall window)
            height = layout.totalHeightForWidth(self.width())
        return QSize(width, max(height, ICON_SIZE + 10))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the height needed at the new width

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        page = self.parent()
        while page is not None and not isinstance(page, WelcomePage):
            page = page.parent()
        if page is not None and key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
            page.move_focus(self, 1 if key == Qt.Key.Key_Down else -1)
            return
        super().keyPressEvent(event)


_STYLE = f"""
#welcomePage {{ background: transparent; }}
#welcomeTitle {{ color: #fff6df; }}
#welcomeSubtitle {{ color: #f3e7cc; }}
WelcomeEntry {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {WHITE_CARD.body_top},
                                stop:1 {WHITE_CARD.body_bottom});
    border: 1px solid {WHITE_CARD.border}; border-radius: 10px;
}}
WelcomeEntry:hover {{ background: #fffbf2; border: 1px solid {WHITE_CARD.badge_ring}; }}
WelcomeEntry:focus {{ border: 3px solid {PALETTE.selected}; }}
WelcomeEntry:pressed {{ background: {WHITE_CARD.well}; }}
WelcomeEntry:disabled {{ background: rgba(239, 227, 200, 150); border: 1px dashed #8a6230; }}
WelcomeEntry#welcome_continue {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {WHITE_CARD.badge_fill},
                                stop:1 {WHITE_CARD.badge_fill_dark});
    border: 1px solid {WHITE_CARD.badge_ring};
}}
WelcomeEntry#welcome_continue:hover {{ background: #5a4331; }}
WelcomeEntry#welcome_continue:focus {{ border: 3px solid {PALETTE.selected}; }}
WelcomeEntry#welcome_continue:disabled {{
    background: rgba(74, 53, 38, 150); border: 1px dashed {WHITE_CARD.badge_ring};
}}
#entryTitle {{ color: {WHITE_CARD.ink}; font-weight: bold; }}
#entryDetail {{ color: #6e5536; }}
#welcome_continue #entryTitle {{ color: {WHITE_CARD.badge_ink}; }}
#welcome_continue #entryDetail {{ color: #e9d9b6; }}
#entryTitle:disabled {{ color: #6e5536; }}
#welcome_continue #entryTitle:disabled {{ color: #e9d9b6; }}
#recentPanel {{
    background: rgba(43, 39, 35, 215); border: 1px solid #1f1a16; border-radius: 12px;
}}
#recentHeading {{ color: #fff6df; font-weight: bold; }}
#recentNote {{ color: #e9d9b6; }}
#recentList {{
    background: transparent; color: #f3e7cc; border: none;
    alternate-background-color: rgba(255, 246, 223, 14);
    selection-background-color: {PALETTE.selected}; selection-color: #2b2723;
}}
#recentList::item {{ padding: 5px 4px; }}
#recentPanel QPushButton {{
    background: transparent; color: #fff6df; border: 1px solid rgba(255, 246, 223, 90);
    border-radius: 6px; padding: 5px 12px; font-weight: bold;
}}
#recentPanel QPushButton:hover {{ background: rgba(255, 246, 223, 30); }}
#recentPanel QPushButton:focus {{ border: 2px solid {PALETTE.selected}; }}
#recentList:focus {{ border: 2px solid {PALETTE.selected}; border-radius: 4px; }}
#recentList QHeaderView {{ background: transparent; }}
#recentList QHeaderView::section {{
    background: transparent; color: #d8c7a4; border: none;
    border-bottom: 1px solid rgba(255, 246, 223, 60); padding: 4px; font-weight: bold;
}}
"""


class WelcomePage(QWidget):
    """The page the game window shows while no game is open."""

    scanned = Signal()
    """The recent games and the game to continue have been looked at (the list is filled)."""
    first_painted = Signal()
    """The page has painted for the first time (the start-up benchmark waits for it)."""

    def __init__(self, host: WelcomeHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.host = host
        self.resume_choice: ResumeChoice | None = None
        self.summaries: list[GameSummary] = []
        self._scan = BackgroundOp(self)  # reads the recent games
        self._autosaved: GameSummary | None = None
        self._painted = False
        self._focus_auto = True  # the focus was placed by the page, not moved by the player
        self.setStyleSheet(_STYLE)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 16, 40, 16)
        outer.addStretch(1)
        middle = QHBoxLayout()
        middle.addStretch(1)
        body = QWidget()
        body.setMaximumWidth(1280)
        body.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        middle.addWidget(body, 30)
        middle.addStretch(1)
        outer.addLayout(middle)
        outer.addStretch(2)
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(20)

        self._base_points = self.font().pointSizeF()
        self._scale = 0.0
        self.logo = QLabel()
        self.logo.setPixmap(drawn_pixmap(_paint_logo, 72))
        self.logo.setFixedSize(72, 72)
        self.title_label = QLabel(self.tr("Project L"))
        self.title_label.setObjectName("welcomeTitle")
        self.subtitle = QLabel(self.tr("Take puzzles, place your pieces, and upgrade them to "
                                       "bigger ones."))
        self.subtitle.setObjectName("welcomeSubtitle")
        self.subtitle.setWordWrap(True)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.title_label)
        words.addWidget(self.subtitle)
        heading = QHBoxLayout()
        heading.setSpacing(16)
        heading.addWidget(self.logo, 0, Qt.AlignmentFlag.AlignVCenter)
        heading.addLayout(words, 1)
        column.addLayout(heading)

        row = QHBoxLayout()
        row.setSpacing(28)
        column.addLayout(row)
        self.entries_box = QVBoxLayout()
        self.entries_box.setSpacing(8)  # eight entries fit a 1280x800 window with a toolbar
        self.entries_widget = QWidget()
        self.entries_widget.setLayout(self.entries_box)
        self.entries_widget.setMinimumWidth(360)
        row.addWidget(self.entries_widget, 4, Qt.AlignmentFlag.AlignTop)
        self.entries: dict[str, WelcomeEntry] = {}
        self.continue_entry = self.add_entry(
            "continue", self.tr("&Continue"), self.tr("Looking for an unfinished game…"),
            self.continue_game)
        self.new_game_entry = self.add_entry(
            "new_game", self.tr("&New game"),
            self.tr("Two to four players, people or computer players"),
            lambda: self.host.new_games.new_game_in_mode(False))
        self.solo_entry = self.add_entry(
            "solo", self.tr("&Solo"), self.tr("Play alone against the automaton"),
            lambda: self.host.new_games.new_game_in_mode(True))
        self.deck_entry = self.add_entry(
            "deck_editor", self.tr("&Deck editor"),
            self.tr("Design puzzles, pieces and whole decks"), self._deck_editor)
        self.open_entry = self.add_entry(
            "open", self.tr("&Open…"), self.tr("A saved game or a game record"),
            lambda: self.host.files.open_dialog())
        self.entries_box.addStretch(1)

        self.recent_panel = QFrame()
        self.recent_panel.setObjectName("recentPanel")
        panel = QVBoxLayout(self.recent_panel)
        panel.setContentsMargins(16, 12, 16, 12)
        panel.setSpacing(6)
        self.recent_heading = QLabel(self.tr("&Recent games"))
        self.recent_heading.setObjectName("recentHeading")
        panel.addWidget(self.recent_heading)
        self.recent = QTreeWidget()
        self.recent.setObjectName("recentList")
        self.recent.setColumnCount(4)
        self.recent.setHeaderLabels([self.tr("Game"), self.tr("Players"), self.tr("Played"),
                                     self.tr("State")])
        self.recent.setRootIsDecorated(False)
        self.recent.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.recent.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.recent.setAlternatingRowColors(True)
        self.recent.setUniformRowHeights(True)
        self.recent.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.recent.setAccessibleName(self.tr("Recent games"))
        self.recent.setAccessibleDescription(self.tr("Press Enter or double-click to open a "
                                                     "game"))
        header = self.recent.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.recent.itemActivated.connect(self._on_activated)
        self.recent_heading.setBuddy(self.recent)
        panel.addWidget(self.recent, 1)
        self.recent_note = QLabel()
        self.recent_note.setObjectName("recentNote")
        self.recent_note.setWordWrap(True)
        panel.addWidget(self.recent_note)
        # links under the list: the history, your statistics (added by the window: add_link)
        self.links_row = QHBoxLayout()
        self.links_row.setSpacing(10)
        self.links_row.addStretch(1)
        panel.addLayout(self.links_row)
        self.links: dict[str, QPushButton] = {}
        self.recent_panel.setMinimumHeight(300)
        row.addWidget(self.recent_panel, 6)
        self._fix_tab_order()
        self._set_scale(1.0)

    def _font(self, factor: float, *, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(self._base_points * factor * self._scale)
        font.setBold(bold)
        return font

    def _set_scale(self, scale: float) -> None:
        """Words grow with the window (up to half as big again on a large screen)."""
        if abs(scale - self._scale) < 0.04:
            return
        self._scale = scale
        self.title_label.setFont(self._font(3.2, bold=True))
        self.subtitle.setFont(self._font(1.25))
        self.recent_heading.setFont(self._font(1.3, bold=True))
        self.recent.setFont(self._font(1.0))
        self.recent.header().setFont(self._font(0.95, bold=True))
        self.recent_note.setFont(self._font(1.0))
        self.entries_widget.setMaximumWidth(round(470 * scale))
        for entry in self.entries.values():
            entry.title.setFont(self._font(1.15, bold=True))
            entry.detail.setFont(self._font(1.0))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._set_scale(min(max(self.height() / 760, 1.0), 1.45))

    # ------------------------------------------------------------------ entries

    def add_entry(self, name: str, title: str, detail: str, slot: Callable[[], object], *,
                  icon: QIcon | None = None, after: str | None = None) -> WelcomeEntry:
        """Add a big entry (``title`` with an & mnemonic, ``detail`` one line of explanation)
        that calls ``slot`` when chosen; it goes last, or right after the entry ``after``.

        This is the hook for entries of later features ("Learn to play" after "solo")."""
        button = WelcomeEntry(name, title, detail, icon if icon is not None else entry_icon(name),
                              self)
        button.clicked.connect(lambda _c=False: slot())
        names = list(self.entries)
        if after is not None and after in self.entries:
            index = names.index(after) + 1
        else:
            index = len(names)
        self.entries_box.insertWidget(index, button)
        ordered = names[:index] + [name] + names[index:]
        self.entries[name] = button
        self.entries = {n: self.entries[n] for n in ordered}
        if self._scale:
            button.title.setFont(self._font(1.15, bold=True))
            button.detail.setFont(self._font(1.0))
        self._fix_tab_order()
        return button

    def add_link(self, name: str, title: str, slot: Callable[[], object]) -> QPushButton:
        """Add a link under the recent games (``title`` with an & mnemonic) that calls ``slot``
        (Game history, Your statistics)."""
        button = QPushButton(title)
        button.setObjectName(f"welcomeLink_{name}")
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setAutoDefault(False)
        button.clicked.connect(lambda _c=False: slot())
        self.links_row.insertWidget(self.links_row.count() - 1, button)
        self.links[name] = button
        self._fix_tab_order()
        return button

    def retranslate(self) -> None:
        """After a language switch (labels and headers are said again by
        ``app.i18n.retranslate_tree``): the entries, the game to continue and the list."""
        for entry in self.entries.values():
            entry.retranslate()
        self._show_continue(self.resume_choice, searching=self.scanning and
                            self.resume_choice is None)
        if not self.scanning:
            current = self.recent.currentIndex().row()
            self._fill_list()
            item = self.recent.topLevelItem(current)
            if item is not None:
                self.recent.setCurrentItem(item)

    def _fix_tab_order(self) -> None:
        chain: list[QWidget] = list(self.entries.values())
        if hasattr(self, "recent"):
            chain.append(self.recent)
        chain += list(getattr(self, "links", {}).values())
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def move_focus(self, entry: WelcomeEntry, step: int) -> None:
        """Arrow keys: the next (or previous) entry that can be chosen."""
        usable = [e for e in self.entries.values() if e.isEnabled() and e.isVisible()]
        if entry not in usable:
            return
        index = usable.index(entry) + step
        self._focus_auto = False
        if 0 <= index < len(usable):
            usable[index].setFocus(Qt.FocusReason.TabFocusReason)
        elif step > 0:
            self.recent.setFocus(Qt.FocusReason.TabFocusReason)

    def focus_first(self) -> None:
        """Keyboard focus on the first entry that can be chosen (Continue when it can)."""
        self._focus_auto = True
        for entry in self.entries.values():
            if entry.isEnabled():
                entry.setFocus(Qt.FocusReason.OtherFocusReason)
                return

    def _deck_editor(self) -> None:
        self.host.open_deck_editor()

    # ------------------------------------------------------------------ looking for games

    @property
    def scanning(self) -> bool:
        """Whether the recent games are being read."""
        return self._scan.running

    def refresh(self) -> None:
        """Look again for the game to continue and read the recent games (off the UI thread)."""
        self._scan.cancel()
        autosaved = None
        if self.host.autosave_enabled:
            # quick (autosaves are this program's own small files) and on this thread, so the
            # locks it takes for a moment never race the start-up's offer of the same games
            autosaved = newest_unfinished_autosave()
        self._autosaved = autosaved
        self._show_continue(None, searching=True)
        if autosaved is not None:
            self._show_continue(ResumeChoice(autosaved, autosave=True))
        paths = self.host.settings.recent_files()
        self.recent_note.setText(self.tr("Reading your recent games…") if paths else "")
        self._scan.start(lambda cancelled, _p: read_summaries(paths, cancelled),
                         self._on_scanned, self._on_scan_failed)

    def _on_scanned(self, summaries: object) -> None:
        if not isinstance(summaries, list):
            return
        self.summaries = [s for s in summaries if isinstance(s, GameSummary)]
        self._fill_list()
        if self._autosaved is None:
            recent = next((s for s in self.summaries if s.ok and not s.finished), None)
            self._show_continue(ResumeChoice(recent, autosave=False) if recent else None)
        self.scanned.emit()

    def _on_scan_failed(self, message: str) -> None:
        self.summaries = []
        self._fill_list()
        self.recent_note.setText(fill(self.tr("The recent games could not be read: %1"),
                                      message))
        if self._autosaved is None:
            self._show_continue(None)
        self.scanned.emit()

    def stop(self) -> None:
        """Drop any reading still under way (the window closes)."""
        self._scan.cancel()

    # ------------------------------------------------------------------ showing

    def players_text(self, summary: GameSummary) -> str:
        """The players of a listed game, in words."""
        names = ", ".join(summary.players)
        return fill(self.tr("%1 (solo)"), names) if summary.solo else names

    def when_text(self, summary: GameSummary) -> str:
        """When a listed game was last played, in the interface's short date format."""
        if summary.when is None:
            return ""
        stamp = QDateTime.fromSecsSinceEpoch(int(summary.when.timestamp()))
        return QLocale().toString(stamp, QLocale.FormatType.ShortFormat)

    def state_text(self, summary: GameSummary) -> str:
        """Unfinished (with its round), finished, or unreadable: in words, with a sign."""
        if not summary.ok:
            return self.tr("⚠ Cannot be read")
        if summary.finished:
            return self.tr("✓ Finished")
        return fill(self.tr("▶ Unfinished, round %1"), summary.round)

    def _fill_list(self) -> None:
        self.recent.clear()
        for summary in self.summaries:
            if summary.ok:
                cells = [Path(summary.path).stem, self.players_text(summary),
                         self.when_text(summary), self.state_text(summary)]
            else:
                cells = [summary.name, "", self.when_text(summary), self.state_text(summary)]
            item = QTreeWidgetItem(cells)
            item.setData(0, PATH_ROLE, summary.path)
            tip = summary.path if summary.ok else fill(self.tr("%1\n%2"), summary.path,
                                                       problem_text(summary.error))
            for col in range(4):
                item.setToolTip(col, tip)
            if not summary.ok:
                item.setForeground(3, QColor("#ffb4a8"))
            self.recent.addTopLevelItem(item)
        first = self.recent.topLevelItem(0)
        if first is not None:
            self.recent.setCurrentItem(first)
            self.recent_note.setText(self.tr("Press Enter or double-click to open a game."))
        else:
            self.recent_note.setText(self.tr("No recent games yet: the games you save or open "
                                             "are listed here."))

    def _show_continue(self, choice: ResumeChoice | None, *, searching: bool = False) -> None:
        self.resume_choice = choice
        title = self.tr("&Continue")
        if searching:
            detail = self.tr("Looking for an unfinished game…")
        elif choice is None:
            detail = self.tr("No unfinished game to continue: start a new one or open a "
                             "saved game")
        else:
            s = choice.summary
            when = self.when_text(s)
            if choice.autosave:
                detail = fill(self.tr("%1 · round %2 · left without saving %3"),
                              self.players_text(s), s.round, when)
            else:
                detail = fill(self.tr("%1 · round %2 · %3"), self.players_text(s), s.round,
                              when)
        self.continue_entry.set_texts(title, detail)
        if choice is not None and not choice.autosave:
            self.continue_entry.setToolTip(fill(self.tr("%1\n%2"), detail, choice.summary.path))
        self.continue_entry.setEnabled(choice is not None)
        placed = self._focus_auto and self.focusWidget() in (None, self.continue_entry,
                                                             self.new_game_entry)
        if choice is not None and placed and self.isVisible():
            self.continue_entry.setFocus(Qt.FocusReason.OtherFocusReason)
        elif choice is None and self.continue_entry.hasFocus():
            self.new_game_entry.setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------------ commands

    def continue_game(self) -> bool:
        """Resume the game "Continue" names; False (and the list read again) if it is gone."""
        choice = self.resume_choice
        if choice is None:
            return False
        if not choice.autosave:
            done = self.host.files.open_path(choice.summary.path)
            if not done and self.isVisible():
                self.refresh()
            return done
        orphans = find_orphans()
        wanted = next((o for o in orphans if str(o.path) == choice.summary.path), None)
        for orphan in orphans:
            if orphan is not wanted:
                orphan.release()
        if wanted is None or wanted.save is None:
            if wanted is not None:
                wanted.release()
            self.refresh()  # another window took the game meanwhile, or it went
            return False
        slot = AutosaveSlot.adopt(wanted)
        if self.host.files.open_save(wanted.save, wanted.save.origin, modified=True, slot=slot):
            return True
        slot.release()
        return False

    def _on_activated(self, item: QTreeWidgetItem, _column: int) -> None:
        path = item.data(0, PATH_ROLE)
        if isinstance(path, str) and not self.host.files.open_path(path) and self.isVisible():
            self.refresh()  # a file that did not open has left the recent list

    # ------------------------------------------------------------------ painting

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()
        self.focus_first()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        unit = max(90.0, rect.width() / 12)
        paint_table_background(painter, rect, unit=unit)
        # a soft vignette, so the words and the list stand out from the planks
        painter.fillRect(rect, QColor(30, 18, 8, 70))
        painter.end()
        if not self._painted:
            self._painted = True
            self.first_painted.emit()
