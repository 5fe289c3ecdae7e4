"""The deck for Tabletop Simulator: card sheets, card backs and a saved object, for playtests
with people who are not at the table (docs/formats.md, "Tabletop Simulator").

Tabletop Simulator deals custom cards from *sheets*: one image holding up to 10 x 7 cards, cut
into an even grid, with one back image for all of them. :func:`export_tts` paints the white and
the black puzzle cards as the game paints them (and their backs, with the deck's name) onto
sheets of at most :data:`PER_SHEET` cards and writes, into a folder:

- ``<deck>-white-1.png``, ``<deck>-black-1.png``... the sheets; ``<deck>-white-back.png`` and
  ``<deck>-black-back.png`` the backs;
- ``<deck>.json``, a saved object holding two face-down decks, white and black, each card named
  by its id (``W07``) with its points and reward in its description; and ``<deck>.png``, the
  picture Tabletop Simulator shows for it.

The images are named in the saved object by ``file://`` address, so Tabletop Simulator loads
them on this computer; to play with others, its Cloud Manager uploads them ("Upload all loaded
files") and the game then uses the uploaded copies. The pieces are not part of the export: a
playtest uses Tabletop Simulator's own polyomino pieces or any set at hand.

Everything is painted into images (``QImage``, which Qt paints outside the UI thread, as the PDF
export does) and kept in memory until every file is ready; the files are then written, each
atomically, so a cancelled export writes nothing.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from app.core.atomic import atomic_write_bytes
from app.core.deck_library import slug
from app.model.thinking import JobCancelled
from app.render import paint_card_back, paint_puzzle_card
from app.render.geometry import CARD_ASPECT
from app.rules import Deck, Puzzle
from app.templates import counted, fill

CARD_WIDTH = 400
"""Pixels across one card on a sheet (10 of them make a sheet 4,000 pixels wide)."""
CARD_HEIGHT = round(CARD_WIDTH / CARD_ASPECT)
COLUMNS = 10
ROWS = 7
PER_SHEET = COLUMNS * ROWS - 1
"""Cards per sheet: Tabletop Simulator keeps the last place of a full 10 x 7 sheet for the
picture of a hidden card."""
TTS_CARD_ASPECT = 2.5 / 3.5
"""Width / height of Tabletop Simulator's card (a poker card): our cards are scaled to keep
their own shape on it."""


@dataclass(frozen=True, slots=True)
class TtsWords:
    """The texts of the saved object, in the user's language: each deck's name and each
    card's description (made on the UI thread, before the export starts)."""

    white: str
    black: str
    cards: dict[str, str]


class TtsText(QObject):
    """Says the saved object's texts."""

    def words(self, deck: Deck) -> TtsWords:
        """The texts for ``deck``."""
        cards = {
            p.id: fill(counted(self.tr("%n point(s), reward %1", "", p.points), p.points), p.reward)
            for p in deck.puzzles
        }
        return TtsWords(fill(self.tr("%1: white puzzles"), deck.name),
                        fill(self.tr("%1: black puzzles"), deck.name), cards)


class TtsCancelled(JobCancelled):
    """The export was cancelled (nothing was written)."""


@dataclass(frozen=True, slots=True)
class TtsExport:
    """What an export wrote."""

    saved_object: Path
    files: tuple[Path, ...]


@dataclass(frozen=True, slots=True)
class Sheet:
    """One sheet of cards: its puzzles, in order, and its grid."""

    colour: str
    number: int
    puzzles: tuple[Puzzle, ...]
    columns: int
    rows: int


def plan_sheets(deck: Deck) -> list[Sheet]:
    """The sheets of a deck: the white cards, then the black ones, :data:`PER_SHEET` a sheet."""
    out: list[Sheet] = []
    for colour in ("white", "black"):
        cards = [p for p in deck.puzzles if p.colour == colour]
        for start in range(0, len(cards), PER_SHEET):
            part = tuple(cards[start:start + PER_SHEET])
            columns = min(COLUMNS, len(part))
            rows = math.ceil(len(part) / columns)
            out.append(Sheet(colour, start // PER_SHEET + 1, part, columns, rows))
    return out


def _png(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # light compression: a sheet of flat colours stays small, and is written twice as fast
    image.save(buffer, "PNG", 80)  # type: ignore[call-overload]
    buffer.close()
    return bytes(data.data())


def _canvas(width: int, height: int, fill: QColor | Qt.GlobalColor) -> tuple[QImage, QPainter]:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(fill)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    return image, p


def paint_sheet(deck: Deck, sheet: Sheet,
                cancelled: Callable[[], bool] = lambda: False,
                card_done: Callable[[], None] = lambda: None) -> QImage:
    """A sheet's image: its cards left to right, top to bottom, each filling its place."""
    image, p = _canvas(sheet.columns * CARD_WIDTH, sheet.rows * CARD_HEIGHT,
                       QColor("#ffffff"))
    try:
        for i, puzzle in enumerate(sheet.puzzles):
            if cancelled():
                raise TtsCancelled("the export was cancelled")
            row, col = divmod(i, sheet.columns)
            paint_puzzle_card(p, puzzle, deck,
                              QRectF(col * CARD_WIDTH, row * CARD_HEIGHT, CARD_WIDTH, CARD_HEIGHT))
            card_done()
    finally:
        p.end()
    return image


def paint_back(deck: Deck, colour: str) -> QImage:
    """The back of a colour's cards, with the deck's name."""
    image, p = _canvas(CARD_WIDTH, CARD_HEIGHT, QColor("#ffffff"))
    paint_card_back(p, colour, QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), None, title=deck.name)
    p.end()
    return image


def _thumbnail(deck: Deck) -> QImage:
    image, p = _canvas(256, 256, Qt.GlobalColor.transparent)
    w = 150
    paint_card_back(p, "black", QRectF(10, 10, w, w / CARD_ASPECT), None, title=deck.name)
    paint_card_back(p, "white", QRectF(96, 40, w, w / CARD_ASPECT), None, title=deck.name)
    p.end()
    return image


def _guid(*parts: object) -> str:
    """A stable six-hex-digit object id (the same deck exports the same file)."""
    return hashlib.sha1(repr(parts).encode("utf-8")).hexdigest()[:6]


def _transform(x: float) -> dict[str, float]:
    scale_z = TTS_CARD_ASPECT / CARD_ASPECT  # keeps our cards' own shape on TTS's card
    return {"posX": x, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0,
            "scaleX": 1.0, "scaleY": 1.0, "scaleZ": round(scale_z, 4)}


def saved_object(deck: Deck, sheets: list[Sheet], urls: dict[str, str],
                 words: TtsWords) -> dict[str, Any]:
    """The saved object (Tabletop Simulator's save format, ``ObjectStates``): a face-down
    custom deck per colour. ``urls``: the address of each image by its file name."""
    base = slug(deck.name)
    states: list[dict[str, Any]] = []
    key = 0
    for x, colour in ((-2.5, "white"), (2.5, "black")):
        mine = [s for s in sheets if s.colour == colour]
        if not mine:
            continue
        custom: dict[str, dict[str, Any]] = {}
        cards: list[dict[str, Any]] = []
        for sheet in mine:
            key += 1
            custom[str(key)] = {
                "FaceURL": urls[f"{base}-{colour}-{sheet.number}.png"],
                "BackURL": urls[f"{base}-{colour}-back.png"],
                "NumWidth": sheet.columns,
                "NumHeight": sheet.rows,
                "BackIsHidden": True,
                "UniqueBack": False,
                "Type": 0,
            }
            for i, puzzle in enumerate(sheet.puzzles):
                cards.append({
                    "GUID": _guid(deck.id, puzzle.id),
                    "Name": "Card",
                    "Transform": _transform(x),
                    "Nickname": puzzle.id,
                    "Description": words.cards.get(puzzle.id, ""),
                    "CardID": key * 100 + i,
                    "CustomDeck": {str(key): custom[str(key)]},
                    "Hands": True,
                    "SidewaysCard": False,
                })
        states.append({
            "GUID": _guid(deck.id, colour),
            "Name": "DeckCustom",
            "Transform": _transform(x),
            "Nickname": words.white if colour == "white" else words.black,
            "Description": deck.description,
            "DeckIDs": [c["CardID"] for c in cards],
            "CustomDeck": custom,
            "ContainedObjects": cards,
            "Hands": False,
            "SidewaysCard": False,
        })
    return {
        "SaveName": deck.name, "Date": "", "VersionNumber": "", "GameMode": "",
        "GameType": "", "GameComplexity": "", "Tags": [], "Gravity": 0.5, "PlayArea": 0.5,
        "Table": "", "Sky": "", "Note": "", "TabStates": {}, "LuaScript": "",
        "LuaScriptState": "", "XmlUI": "", "ObjectStates": states,
    }


def export_tts(deck: Deck, folder: str | Path, words: TtsWords, *,
               progress: Callable[[int, int], None] | None = None,
               cancelled: Callable[[], bool] = lambda: False) -> TtsExport:
    """Write the deck's Tabletop Simulator files into ``folder`` (see the module's text).

    :raises TtsCancelled: once ``cancelled()`` is true (nothing is written then).
    :raises OSError: if a file cannot be written (a ``WriteFailed`` that says why).
    """
    target = Path(folder)
    base = slug(deck.name)
    sheets = plan_sheets(deck)
    total = len(deck.puzzles) + len(sheets) + 3
    done = 0

    def step() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    images: dict[str, bytes] = {}
    for sheet in sheets:
        image = paint_sheet(deck, sheet, cancelled, step)
        images[f"{base}-{sheet.colour}-{sheet.number}.png"] = _png(image)
        step()
    for colour in ("white", "black"):
        images[f"{base}-{colour}-back.png"] = _png(paint_back(deck, colour))
        step()
    thumbnail = _png(_thumbnail(deck))
    if cancelled():
        raise TtsCancelled("the export was cancelled")
    urls = {name: (target / name).resolve().as_uri() for name in images}
    blob = json.dumps(saved_object(deck, sheets, urls, words), indent=2, ensure_ascii=False)
    written: list[Path] = []
    for name, data in images.items():
        atomic_write_bytes(target / name, data)
        written.append(target / name)
    atomic_write_bytes(target / f"{base}.png", thumbnail)
    saved = target / f"{base}.json"
    atomic_write_bytes(saved, (blob + "\n").encode("utf-8"))
    step()
    return TtsExport(saved, (*written, target / f"{base}.png", saved))
