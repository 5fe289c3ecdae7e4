"""Painting of Project L components with QPainter: cards, deck backs, pieces, previews, table.

Pure painting, no game rules: every function draws into any QPainter (a QGraphicsItem's
``paint``, a QImage, a PDF) in scene units, so views can zoom freely. Text comes translated
from the caller or through ``QCoreApplication.translate("render", ...)``.
"""

from app.render.background import paint_table_background
from app.render.cards import paint_card_back, paint_card_back_face, paint_puzzle_card
from app.render.geometry import (
    CARD_ASPECT,
    CardGeometry,
    card_cell_at,
    card_cell_origin,
    card_cell_rect,
    card_cell_size,
    card_geometry,
    card_grid_rect,
    card_size_for_width,
    card_snap_offset,
    fit_card_rect,
)
from app.render.marks import (
    paint_check_badge,
    paint_count_badge,
    paint_cross,
    paint_text,
    text_width,
)
from app.render.outlines import clear_caches, outline_loops, polyomino_path
from app.render.pieces import (
    PIECE_MARGIN,
    centred_origin,
    paint_piece,
    paint_piece_glyph,
    paint_piece_stack,
    piece_paint_rect,
    piece_size,
    pip_cell,
    stack_cell_size,
)
from app.render.theme import BLACK_CARD, PALETTE, WHITE_CARD, CardTheme, Palette, card_theme

__all__ = [
    "BLACK_CARD",
    "CARD_ASPECT",
    "PALETTE",
    "PIECE_MARGIN",
    "WHITE_CARD",
    "CardGeometry",
    "CardTheme",
    "Palette",
    "card_cell_at",
    "card_cell_origin",
    "card_cell_rect",
    "card_cell_size",
    "card_geometry",
    "card_grid_rect",
    "card_size_for_width",
    "card_snap_offset",
    "card_theme",
    "centred_origin",
    "clear_caches",
    "fit_card_rect",
    "outline_loops",
    "paint_card_back",
    "paint_card_back_face",
    "paint_check_badge",
    "paint_count_badge",
    "paint_cross",
    "paint_piece",
    "paint_piece_glyph",
    "paint_piece_stack",
    "paint_puzzle_card",
    "paint_table_background",
    "paint_text",
    "piece_paint_rect",
    "piece_size",
    "pip_cell",
    "polyomino_path",
    "stack_cell_size",
    "text_width",
]
