"""A one-line text notation for actions, as chess has its move notation.

=====================================  ===========================================
action                                 notation
=====================================  ===========================================
take a puzzle                          ``take W12``
take a level-1 piece                   ``piece`` (``piece I3`` when the shortage rule asks)
upgrade or exchange                    ``up I2 L3``
place a piece                          ``place W12 L3 b1 b2 c2``
master action                          ``master W12 L3 b1 b2 c2, W07 O1 a1``
end the turn early                     ``end``
choose a reward                        ``reward I3``
Finishing Touches                      ``finish`` or ``finish W12 O1 a1, B04 I2 c3 c4``
=====================================  ===========================================

A square is its column letter ``a``-``e`` (left to right) and its row number ``1``-``5`` (top
to bottom), so ``b1`` is the second square of the top row: the same squares as the record's
``[row, col]`` pairs (``b1`` = ``[0, 1]``). An id with a space, a comma or a quote in it is
written in double quotes, JSON style (``take "my puzzle"``). Keywords are case-insensitive;
ids are not. ``format_action`` and ``parse_action`` round-trip every action
(docs/formats.md, "Action notation").
"""

from __future__ import annotations

import json

from app.rules import actions
from app.rules.actions import Action
from app.rules.shapes import CARD_SIZE, Cell

COLUMNS = "abcde"
MAX_NOTATION = 4000
"""The longest line :func:`parse_action` reads (a master action on four puzzles is ~120)."""


class NotationError(ValueError):
    """A line that is not an action in the notation; the message says what is wrong."""


# ------------------------------------------------------------------ writing


def square_name(cell: Cell) -> str:
    """``(0, 1)`` -> ``"b1"``."""
    r, c = cell
    if not (0 <= r < CARD_SIZE and 0 <= c < CARD_SIZE):
        raise ValueError(f"cell {cell} is outside the card")
    return f"{COLUMNS[c]}{r + 1}"


def _word(ident: str) -> str:
    if ident and not any(ch.isspace() or ch in ',"\\' for ch in ident):
        return ident
    return json.dumps(ident, ensure_ascii=False)


def _placement(pl: actions.Placement | actions.Place) -> str:
    return " ".join([_word(pl.puzzle), _word(pl.piece), *(square_name(c) for c in pl.cells)])


def format_action(action: Action) -> str:
    """The action in the notation (``"place W12 L3 b1 b2 c2"``)."""
    if isinstance(action, actions.TakePuzzle):
        return f"take {_word(action.puzzle)}"
    if isinstance(action, actions.TakePiece):
        return "piece" if action.piece is None else f"piece {_word(action.piece)}"
    if isinstance(action, actions.Upgrade):
        return f"up {_word(action.source)} {_word(action.target)}"
    if isinstance(action, actions.Place):
        return f"place {_placement(action)}"
    if isinstance(action, actions.Master):
        return "master " + ", ".join(_placement(p) for p in action.placements)
    if isinstance(action, actions.EndTurn):
        return "end"
    if isinstance(action, actions.ChooseReward):
        return f"reward {_word(action.piece)}"
    if isinstance(action, actions.Finish):
        if not action.placements:
            return "finish"
        return "finish " + ", ".join(_placement(p) for p in action.placements)
    raise TypeError(f"not an action: {action!r}")


# ------------------------------------------------------------------ reading

_COMMA = object()  # the token between placements


def _tokens(text: str) -> list[str | object]:
    out: list[str | object] = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch == ",":
            out.append(_COMMA)
            i += 1
        elif ch == '"':
            try:
                value, end = json.JSONDecoder().raw_decode(text, i)
            except json.JSONDecodeError:
                raise NotationError("a quoted id is not closed") from None
            if not isinstance(value, str):  # pragma: no cover - raw_decode at a quote
                raise NotationError("a quoted id must be text")
            out.append(value)
            i = end
        else:
            j = i
            while j < n and not text[j].isspace() and text[j] not in ',"':
                j += 1
            out.append(text[i:j])
            i = j
    return out


def parse_square(word: str) -> Cell:
    """``"b1"`` -> ``(0, 1)``."""
    w = word.lower()
    if len(w) != 2 or w[0] not in COLUMNS or w[1] not in "12345":
        raise NotationError(f"{word!r} is not a square: write a column a-e and a row 1-5 (b1)")
    return (int(w[1]) - 1, COLUMNS.index(w[0]))


def _text(tok: str | object, what: str) -> str:
    if not isinstance(tok, str):
        raise NotationError(f"{what} is missing before the comma")
    return tok


def _placements(tokens: list[str | object], keyword: str) -> tuple[actions.Placement, ...]:
    groups: list[list[str | object]] = [[]]
    for tok in tokens:
        if tok is _COMMA:
            groups.append([])
        else:
            groups[-1].append(tok)
    out = []
    for group in groups:
        if len(group) < 3:
            raise NotationError(
                f"{keyword}: each placement is a puzzle, a piece and its squares (W12 L3 b1 b2 c2)"
            )
        puzzle = _text(group[0], "a puzzle")
        piece = _text(group[1], "a piece")
        cells = tuple(parse_square(_text(t, "a square")) for t in group[2:])
        out.append(actions.Placement(puzzle, piece, cells))
    return tuple(out)


def parse_action(text: str) -> Action:
    """Read one action in the notation.

    :raises NotationError: for a line that is not an action (the message says why).
    """
    if len(text) > MAX_NOTATION:
        raise NotationError("the line is too long to be an action")
    tokens = _tokens(text.strip())
    if not tokens:
        raise NotationError("the line is empty")
    head = tokens[0]
    if not isinstance(head, str):
        raise NotationError("an action starts with a word (take, piece, up, place, ...)")
    keyword = head.lower()
    rest = tokens[1:]
    words = [t for t in rest if isinstance(t, str)]
    if keyword in ("master", "finish"):
        if keyword == "finish" and not rest:
            return actions.Finish(())
        placements = _placements(rest, keyword)
        return actions.Master(placements) if keyword == "master" else actions.Finish(placements)
    if len(words) != len(rest):
        raise NotationError(f"{keyword}: only master and finish list placements with commas")
    if keyword == "take" and len(words) == 1:
        return actions.TakePuzzle(words[0])
    if keyword == "piece" and len(words) <= 1:
        return actions.TakePiece(words[0] if words else None)
    if keyword == "up" and len(words) == 2:
        return actions.Upgrade(words[0], words[1])
    if keyword == "place" and len(words) >= 3:
        pl = _placements(rest, keyword)[0]
        return actions.Place(pl.puzzle, pl.piece, pl.cells)
    if keyword == "end" and not words:
        return actions.EndTurn()
    if keyword == "reward" and len(words) == 1:
        return actions.ChooseReward(words[0])
    known = ("take", "piece", "up", "place", "master", "end", "reward", "finish")
    if keyword in known:
        raise NotationError(f"{keyword}: wrong number of words (see docs/formats.md)")
    raise NotationError(f"{head!r} is not an action: write one of {', '.join(known)}")
