"""Reader for the plain-text puzzle transcription (``I``/``R``/``P`` blocks).

The classic cards were transcribed in this format; ``resources/decks/classic.json`` is made from
it with ``python -m app.rules.textdeck SOURCE > resources/decks/classic.json``. The game itself
reads only deck JSON files.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from app.rules.errors import InvalidDeck
from app.rules.files import UnreadableFile, read_regular_file

MAX_TRANSCRIPTION_BYTES = 1_000_000

# piece names used in the transcription -> project piece ids
TEXT_PIECE_IDS = {
    "O1": "O1",
    "I2": "I2",
    "I3": "I3",
    "L2": "L3",
    "O2": "O4",
    "I4": "I4",
    "L3": "L4",
    "Z": "Z4",
    "T": "T4",
}

CLASSIC_PIECES: list[dict[str, Any]] = [
    {"id": "O1", "name": "monomino", "colour": "#f2c230", "cells": [[0, 0]]},
    {"id": "I2", "name": "domino", "colour": "#6cb33f", "cells": [[0, 0], [0, 1]]},
    {
        "id": "I3",
        "name": "straight tromino",
        "colour": "#2f7fc1",
        "cells": [[0, 0], [0, 1], [0, 2]],
    },
    {"id": "L3", "name": "L tromino", "colour": "#f08a24", "cells": [[0, 0], [1, 0], [1, 1]]},
    {
        "id": "I4",
        "name": "straight tetromino",
        "colour": "#35b6c9",
        "cells": [[0, 0], [0, 1], [0, 2], [0, 3]],
    },
    {
        "id": "O4",
        "name": "square tetromino",
        "colour": "#d83a34",
        "cells": [[0, 0], [0, 1], [1, 0], [1, 1]],
    },
    {
        "id": "L4",
        "name": "L tetromino",
        "colour": "#8a4fb5",
        "cells": [[0, 0], [1, 0], [2, 0], [2, 1]],
    },
    {
        "id": "T4",
        "name": "T tetromino",
        "colour": "#e45fa0",
        "cells": [[0, 0], [0, 1], [0, 2], [1, 1]],
    },
    {
        "id": "Z4",
        "name": "S/Z tetromino",
        "colour": "#2d4e9e",
        "cells": [[0, 0], [0, 1], [1, 1], [1, 2]],
    },
]


def parse_text_puzzles(text: str) -> list[dict[str, Any]]:
    """Puzzles of a transcription as deck-format puzzle objects, ids W01.. and B01...

    :raises InvalidDeck: on a malformed block.
    """
    puzzles: list[dict[str, Any]] = []
    block: dict[str, Any] = {}

    def flush() -> None:
        if not block:
            return
        if "colour" not in block or "points" not in block or len(block.get("cells", [])) != 5:
            raise InvalidDeck(f"incomplete puzzle block near {block.get('id', '?')}")
        puzzles.append(dict(block))
        block.clear()

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            flush()
            continue
        if line.startswith("#"):
            continue
        tag, _, rest = line.partition(" ")
        if tag == "I":
            flush()
            col, num = rest.split()
            block["id"] = f"{col}{int(num):02d}"
            block["colour"] = {"W": "white", "B": "black"}[col]
        elif tag == "R":
            pts, piece = rest.split()
            if piece not in TEXT_PIECE_IDS:
                raise InvalidDeck(f"line {lineno}: unknown piece {piece}")
            block["points"] = int(pts)
            block["reward"] = TEXT_PIECE_IDS[piece]
        elif tag == "P":
            block.setdefault("cells", []).append(rest.strip())
        else:
            raise InvalidDeck(f"line {lineno}: cannot read {line!r}")
    flush()
    whites = sorted((p for p in puzzles if p["colour"] == "white"), key=lambda p: p["id"])
    blacks = sorted((p for p in puzzles if p["colour"] == "black"), key=lambda p: p["id"])
    return [
        {
            "id": p["id"],
            "colour": p["colour"],
            "points": p["points"],
            "reward": p["reward"],
            "cells": p["cells"],
        }
        for p in whites + blacks
    ]


def classic_deck_json(text: str) -> dict[str, Any]:
    """The classic deck file's JSON object, built from the card transcription."""
    return {
        "format": "project-l-deck",
        "version": 1,
        "id": "classic",
        "name": "Classic (first edition)",
        "description": "The 52 puzzles and 9 piece shapes of the first edition (2020).",
        "pieces": [dict(p, count=10) for p in CLASSIC_PIECES],
        "puzzles": parse_text_puzzles(text),
        "setup": {
            "black": {"2": 12, "3": 14, "4": 16},
            "starting_supply": ["O1", "I2"],
            "row_size": 4,
            "solo": {
                "white": 15,
                "black": 10,
                "locks": [1, 2, 1],
                "opponent_supply": {"standard": 6, "challenging": 3, "unbeatable": 0},
            },
        },
    }


def main() -> int:
    """Print the classic deck JSON converted from the transcription file given as argument."""
    if len(sys.argv) != 2:
        print("usage: python -m app.rules.textdeck TRANSCRIPTION.txt", file=sys.stderr)
        return 2
    try:
        text = read_regular_file(sys.argv[1], MAX_TRANSCRIPTION_BYTES, "a transcription")
        data = classic_deck_json(text.decode("utf-8"))
    except (UnreadableFile, InvalidDeck) as exc:
        print(f"textdeck: {sys.argv[1]}: {exc}", file=sys.stderr)
        return 2
    except (UnicodeDecodeError, ValueError, KeyError):
        print(f"textdeck: {sys.argv[1]}: not a card transcription", file=sys.stderr)
        return 2
    print(json.dumps(data, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
