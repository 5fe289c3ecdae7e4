"""Colours of the painted table, cards and marks.

Every colour is a hex string (``#RRGGBB`` or ``#AARRGGBB``) so the same values can feed style
sheets; painting code turns them into shared :class:`QColor` objects through :func:`qcolor`.
Piece colours are not here: they come from the deck (``Shape.colour``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

from PySide6.QtGui import QColor

CardColour = Literal["white", "black"]


@dataclass(frozen=True, slots=True)
class Palette:
    """The colours shared by the whole table (hex strings)."""

    wood: str = "#9a6a40"
    wood_light: str = "#b07b4b"
    wood_dark: str = "#74492a"
    wood_grain: str = "#4a2c14"
    felt: str = "#2f5d4a"
    felt_light: str = "#3b7059"
    felt_dark: str = "#234636"
    shadow: str = "#000000"
    selected: str = "#ffc93c"
    selected_ring: str = "#7a4d00"
    legal: str = "#2fb35a"
    legal_dark: str = "#0f5a28"
    illegal: str = "#e2412f"
    illegal_dark: str = "#6b120a"
    neutral: str = "#ffffff"
    neutral_dark: str = "#2a3a52"
    badge_text: str = "#ffffff"
    count_fill: str = "#2b2723"
    count_ring: str = "#f3e7cc"
    count_empty: str = "#8a8178"


@dataclass(frozen=True, slots=True)
class CardTheme:
    """The colours of one card colour (white or black puzzles and their deck back)."""

    body_top: str
    body_bottom: str
    border: str
    rim_light: str
    rim_dark: str
    panel: str
    well: str
    well_deep: str
    well_shadow: str
    well_lip: str
    well_rim: str
    grid_line: str
    solid_line: str
    ink: str
    ink_soft: str
    badge_fill: str
    badge_fill_dark: str
    badge_ring: str
    badge_ink: str
    slot: str
    back_top: str
    back_bottom: str
    back_pattern: str
    back_accent: str
    back_ink: str


PALETTE = Palette()

WHITE_CARD = CardTheme(
    body_top="#fdf8ec",
    body_bottom="#efe3c8",
    border="#b98f55",
    rim_light="#d0ffffff",
    rim_dark="#40805a2a",
    panel="#128a6230",
    # the recess stands out from the card by at least 3:1 (WCAG non-text contrast), its rim
    # by more (tests/test_colour.py measures both)
    well="#987c55",
    well_deep="#8a6e48",
    well_shadow="#3a240a",
    well_lip="#c8fffdf4",
    well_rim="#5a3e1c",
    grid_line="#38fff2d6",
    solid_line="#16a07a44",
    ink="#5b4429",
    ink_soft="#9a7f5c",
    badge_fill="#4a3526",
    badge_fill_dark="#2c1f15",
    badge_ring="#d8a548",
    badge_ink="#fff6df",
    slot="#1e7a5a2e",
    back_top="#fbf3e1",
    back_bottom="#e9d9b6",
    back_pattern="#24a0783f",
    back_accent="#c98f3e",
    back_ink="#5b4429",
)

BLACK_CARD = CardTheme(
    body_top="#45454d",
    body_bottom="#2a2a30",
    border="#141417",
    rim_light="#50ffffff",
    rim_dark="#80000000",
    panel="#14ffffff",
    well="#202025",
    well_deep="#16161a",
    well_shadow="#000000",
    well_lip="#38ffffff",
    well_rim="#0a0a0c",
    grid_line="#1cffffff",
    solid_line="#12ffffff",
    ink="#ece4d2",
    ink_soft="#a39c90",
    badge_fill="#f6ecd5",
    badge_fill_dark="#dccba6",
    badge_ring="#d8a548",
    badge_ink="#2a2a30",
    slot="#40000000",
    back_top="#3e3e46",
    back_bottom="#232328",
    back_pattern="#1cffffff",
    back_accent="#d8a548",
    back_ink="#ece4d2",
)


def card_theme(colour: str) -> CardTheme:
    """The theme of a card colour (``'black'`` or anything else, taken as white)."""
    return BLACK_CARD if colour == "black" else WHITE_CARD


@cache
def qcolor(spec: str) -> QColor:
    """A shared :class:`QColor` for a colour spec; never mutate the result.

    An unreadable spec gives a neutral grey rather than failing: deck colours come from files.
    """
    c = QColor(spec)
    if not c.isValid():
        c = QColor("#888888")
    return c


def to_qcolor(colour: str | QColor | None, fallback: str = "#888888") -> QColor:
    """``colour`` as a QColor (a given QColor is returned as is)."""
    if isinstance(colour, QColor):
        return colour
    return qcolor(colour if colour else fallback)


@cache
def shade(spec: str, factor: int) -> QColor:
    """A lighter (factor > 100) or darker (factor < 100) variant of a colour, cached."""
    c = qcolor(spec)
    return c.lighter(factor) if factor >= 100 else c.darker(int(10000 / max(factor, 1)))


@cache
def with_alpha(spec: str, alpha: int) -> QColor:
    """A colour with its alpha replaced (0..255), cached."""
    c = QColor(qcolor(spec))
    c.setAlpha(max(0, min(255, alpha)))
    return c
