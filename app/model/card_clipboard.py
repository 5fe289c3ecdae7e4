"""Puzzle cards on the clipboard, to copy them from one deck into another (docs/formats.md,
"Puzzle cards on the clipboard").

Qt-free. Copied cards are written as a small JSON document, ``project-l-puzzles`` version 1:
the puzzles as a deck file has them, and the pieces they give as rewards (so a deck that lacks
a reward piece can take it along). Reading checks the text as completely as a deck file (it
may come from anywhere: another program, a person's text editor) and refuses anything else
with :class:`InvalidDeck`.

:func:`plan_paste` says how the cards join a deck: a reward piece the deck has in the same shape
(under any id) is used; one it lacks is added, with a free id and colour when its own are
taken; a card keeps its id when the deck has none like it, else it gets the next free id of
its colour. A deck holds at most 500 puzzles and 64 pieces: what would go over is left out,
and the plan says how many.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from app.model.deck_autosave import tagged_json
from app.model.deck_document import NEW_PIECE_COLOURS, free_piece_id, shape_key
from app.rules import (
    Deck,
    FileProblem,
    InvalidDeck,
    Puzzle,
    Reason,
    Shape,
    deck_file_from_bytes,
)

CLIP_FORMAT = "project-l-puzzles"
CLIP_VERSION = 1
MIME_TYPE = "application/x-project-l-puzzles"
"""The clipboard's MIME type for copied cards (the same JSON is also there as plain text)."""
MAX_PUZZLES = 500
MAX_PIECES = 64


@dataclass(frozen=True, slots=True)
class CopiedCards:
    """Cards read from the clipboard: the puzzles and the pieces they give."""

    puzzles: tuple[Puzzle, ...]
    pieces: tuple[Shape, ...]
    source: str = ""
    """The name of the deck they were copied from."""


def cards_to_text(deck: Deck, puzzle_ids: list[str]) -> str:
    """The clipboard text of some puzzles of ``deck`` (in deck order) with their reward pieces."""
    wanted = set(puzzle_ids)
    puzzles = [p for p in deck.puzzles if p.id in wanted]
    rewards = {p.reward for p in puzzles}
    whole = deck.to_json()
    data = {
        "format": CLIP_FORMAT,
        "version": CLIP_VERSION,
        "source": deck.name,
        "pieces": [s for s in whole["pieces"] if s["id"] in rewards],
        "puzzles": [p for p in whole["puzzles"] if p["id"] in wanted],
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def cards_from_text(text: str) -> CopiedCards:
    """Read copied cards.

    :raises InvalidDeck: if the text is not copied cards (the message says why).
    """
    data = tagged_json(text.encode("utf-8", "surrogatepass"), CLIP_FORMAT,
                       too_large=FileProblem.CLIPBOARD_TOO_LARGE,
                       not_json=FileProblem.CLIPBOARD_EMPTY, other=FileProblem.CLIPBOARD_EMPTY)
    if data.get("version") != CLIP_VERSION:
        raise InvalidDeck(Reason.of(FileProblem.CLIPBOARD_VERSION,
                                    version=str(data.get("version"))[:20]))
    pieces, puzzles, source = data.get("pieces"), data.get("puzzles"), data.get("source", "")
    if not isinstance(pieces, list) or not isinstance(puzzles, list) or not isinstance(source,
                                                                                          str):
        raise InvalidDeck(Reason.of(FileProblem.CLIPBOARD_INCOMPLETE))
    # checked as a draft deck holding them: every rule of the deck format applies
    as_deck: dict[str, Any] = {"format": "project-l-deck", "version": 1, "state": "draft",
                               "name": "clipboard", "pieces": pieces, "puzzles": puzzles}
    deck, _state = deck_file_from_bytes(json.dumps(as_deck).encode("utf-8"))
    return CopiedCards(deck.puzzles, deck.shapes, source[:200])


@dataclass(frozen=True, slots=True)
class PastePlan:
    """How copied cards join a deck: the pieces to add first, then the puzzles."""

    pieces: tuple[Shape, ...]
    puzzles: tuple[Puzzle, ...]
    left_out: int
    """Cards not pasted because the deck would hold more than 500 puzzles (or 64 pieces)."""


def plan_paste(deck: Deck, cards: CopiedCards) -> PastePlan:
    """How ``cards`` join ``deck`` (see the module's text)."""
    taken_ids = {s.id for s in deck.shapes} | {p.id for p in deck.puzzles}
    by_shape = {shape_key(s.cells): s.id for s in deck.shapes}
    colours = {s.colour.lower() for s in deck.shapes}
    new_pieces: list[Shape] = []
    reward_of: dict[str, str] = {}
    for piece in cards.pieces:
        key = shape_key(piece.cells)
        if key in by_shape:
            reward_of[piece.id] = by_shape[key]
            continue
        if len(deck.shapes) + len(new_pieces) >= MAX_PIECES:
            continue  # its cards keep naming it: validation says the reward is missing
        pid = piece.id if piece.id not in taken_ids else free_piece_id(piece.cells, taken_ids)
        colour = piece.colour.lower()
        if colour in colours:
            colour = next((c for c in NEW_PIECE_COLOURS if c not in colours), colour)
        added = replace(piece, id=pid, colour=colour)
        new_pieces.append(added)
        taken_ids.add(pid)
        colours.add(colour)
        by_shape[key] = pid
        reward_of[piece.id] = pid
    room = MAX_PUZZLES - len(deck.puzzles)
    puzzles: list[Puzzle] = []
    numbers = _numbers(deck, taken_ids)
    for p in cards.puzzles[:max(0, room)]:
        zid = p.id if p.id not in taken_ids else _next_puzzle_id(p, numbers, taken_ids)
        taken_ids.add(zid)
        puzzles.append(replace(p, id=zid, reward=reward_of.get(p.reward, p.reward)))
    left = len(cards.puzzles) - len(puzzles)
    used = {p.reward for p in puzzles}
    return PastePlan(tuple(s for s in new_pieces if s.id in used), tuple(puzzles), left)


def _numbers(deck: Deck, taken: set[str]) -> dict[str, int]:
    """The highest number of each colour's usual ids (W07, B12) in the deck."""
    out = {"W": 0, "B": 0}
    for zid in taken:
        if zid[:1] in out and zid[1:].isdigit() and len(zid) <= 5:
            out[zid[0]] = max(out[zid[0]], int(zid[1:]))
    return out


def _next_puzzle_id(p: Puzzle, numbers: dict[str, int], taken: set[str]) -> str:
    prefix = "W" if p.colour == "white" else "B"
    n = numbers[prefix] + 1
    while f"{prefix}{n:02d}" in taken:
        n += 1
    numbers[prefix] = n
    return f"{prefix}{n:02d}"
