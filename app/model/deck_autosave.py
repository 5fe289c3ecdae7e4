"""The editor's autosave: the deck being edited is on disk a moment after each change, so a
crash loses nothing.

It works like the game's autosave (:mod:`app.model.autosave`): each editor window has its own
*slot* in :func:`~app.core.paths.autosave_dir`, ``deck-<time>-<pid>-<n>.pldeck-autosave``, plus
a lock file held (``QLockFile``) for as long as the window edits that deck, so two editors never
write over each other's autosave. The slot goes on a save or a clean close; one whose lock is no
longer held at the next start (a crash) is an *orphan* the editor offers to restore.

The file holds the deck as the document has it, even unfinished (a puzzle with no recessed
cell, a reward that is no longer a piece: a deck file refuses those), the file it belongs to
and whether it was saved at all, so a restore gives back exactly what was being edited.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile

from app.core.atomic import WriteFailed, atomic_write_bytes, cause, problem_of
from app.core.paths import autosave_dir
from app.model.autosave import HeldAutosave, OrphanBase, claim_path, find_unheld
from app.rules import (
    CARD_SIZE,
    MAX_DECK_BYTES,
    Deck,
    FileProblem,
    InvalidDeck,
    Puzzle,
    Reason,
    Setup,
    cells_to_mask,
    deck_from_json,
)

AUTOSAVE_FORMAT = "project-l-editor-autosave"
AUTOSAVE_SUFFIX = ".pldeck-autosave"


class RestoredDeck:
    """What an autosave holds: the deck, the file it belongs to (None: never saved)."""

    def __init__(self, deck: Deck, path: Path | None) -> None:
        self.deck = deck
        self.path = path


def autosave_to_bytes(deck: Deck, path: Path | None) -> bytes:
    """The autosave file's bytes for ``deck`` (finished or not) belonging to ``path``."""
    data = {
        "format": AUTOSAVE_FORMAT,
        "version": 1,
        "path": str(path) if path is not None else None,
        "deck": deck.to_json(),
    }
    return (json.dumps(data, ensure_ascii=False) + "\n").encode("utf-8")


def _lenient_deck(raw: dict[str, Any]) -> Deck:
    """A deck as the editor may hold it: shapes are checked, puzzles and setup are taken as
    they are (the editor's validation reports their problems)."""
    strict_pieces = {**raw, "puzzles": [], "setup": {"starting_supply": []}}
    base = deck_from_json(strict_pieces)  # the pieces, name, id and description, checked
    puzzles: list[Puzzle] = []
    for rz in raw.get("puzzles", []):
        rows = rz["cells"]
        if len(rows) != CARD_SIZE or not all(
            isinstance(r, str) and len(r) == CARD_SIZE for r in rows
        ):
            raise InvalidDeck(Reason.of(FileProblem.AUTOSAVE_CELLS))
        mask = cells_to_mask(
            (r, c) for r in range(CARD_SIZE) for c in range(CARD_SIZE) if rows[r][c] == "."
        )
        colour = rz["colour"]
        if colour not in ("white", "black"):
            raise InvalidDeck(Reason.of(FileProblem.AUTOSAVE_COLOUR))
        points, reward, zid = rz["points"], rz["reward"], rz["id"]
        if not (isinstance(points, int) and isinstance(reward, str) and isinstance(zid, str)):
            raise InvalidDeck(Reason.of(FileProblem.AUTOSAVE_FIELD))
        puzzles.append(Puzzle(zid, colour, points, reward, mask))
    setup = _lenient_setup(strict_pieces, raw.get("setup", {}), {s.id for s in base.shapes})
    return Deck(
        name=base.name,
        shapes=base.shapes,
        puzzles=tuple(puzzles),
        setup=setup,
        id=base.id,
        description=base.description,
        back=base.back,
    )


def _lenient_setup(strict_pieces: dict[str, Any], raw: Any, ids: set[str]) -> Setup:
    """The setup table as it was, even with a starting supply naming a removed piece."""
    try:
        return deck_from_json({**strict_pieces, "setup": raw}).setup
    except InvalidDeck:
        pass
    start = raw.get("starting_supply") if isinstance(raw, dict) else None
    if not isinstance(start, list) or not all(isinstance(x, str) for x in start):
        return Setup()  # not a table the editor could have made: the classic one
    try:
        kept = [x for x in start if x in ids]
        setup = deck_from_json({**strict_pieces, "setup": {**raw, "starting_supply": kept}}).setup
    except InvalidDeck:
        return Setup()
    return replace(setup, starting_supply=tuple(start))


def tagged_json(blob: bytes, fmt: str, *, too_large: FileProblem, not_json: FileProblem,
                other: FileProblem) -> dict[str, Any]:
    """The JSON object of one of the editor's own formats (``"format": fmt``: an autosave,
    copied cards), at most :data:`MAX_DECK_BYTES`.

    :raises InvalidDeck: with ``too_large``, ``not_json`` or ``other`` (JSON, not ``fmt``).
    """
    if len(blob) > MAX_DECK_BYTES:
        raise InvalidDeck(Reason.of(too_large))
    try:
        data = json.loads(blob.decode("utf-8"))
    except (ValueError, RecursionError):
        raise InvalidDeck(Reason.of(not_json)) from None
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise InvalidDeck(Reason.of(other))
    return data


def autosave_from_bytes(blob: bytes) -> RestoredDeck:
    """Read an autosave file's bytes.

    :raises InvalidDeck: if they are not an editor autosave that can be restored.
    """
    data = tagged_json(blob, AUTOSAVE_FORMAT, too_large=FileProblem.AUTOSAVE_TOO_LARGE,
                       not_json=FileProblem.AUTOSAVE_NOT_JSON, other=FileProblem.NOT_AN_AUTOSAVE)
    raw = data.get("deck")
    path = data.get("path")
    if not isinstance(raw, dict) or not (path is None or isinstance(path, str)):
        raise InvalidDeck(Reason.of(FileProblem.AUTOSAVE_NO_DECK))
    try:
        deck = deck_from_json(raw)
    except InvalidDeck:
        try:
            deck = _lenient_deck(raw)
        except (KeyError, TypeError, AttributeError) as exc:
            # a missing field (KeyError: its name), or one of the wrong type
            key = str(exc.args[0])[:40] if isinstance(exc, KeyError) and exc.args else "?"
            raise InvalidDeck(Reason.of(FileProblem.AUTOSAVE_DECK, key=key)) from None
    return RestoredDeck(deck, Path(path) if path else None)


class DeckAutosaveSlot(HeldAutosave):
    """One editor window's autosave file, locked against every other window and process."""

    def __init__(self, directory: Path | None = None) -> None:
        """Claim a new slot (no file is written until :meth:`write`).

        :raises WriteFailed: if the autosave folder cannot be used.
        """
        try:
            folder = directory if directory is not None else autosave_dir()
        except OSError as exc:
            raise WriteFailed(cause(exc)) from exc
        super().__init__(*claim_path(folder, "deck-", AUTOSAVE_SUFFIX))

    def write(self, deck: Deck, path: Path | None) -> None:
        """Write the deck atomically.

        :raises WriteFailed: if it could not be written (the previous autosave is then intact).
        """
        atomic_write_bytes(self.path, autosave_to_bytes(deck, path))


class DeckOrphan(OrphanBase):
    """A deck autosave left behind by a crash, locked while it is offered."""

    def __init__(self, path: Path, lock: QLockFile) -> None:
        super().__init__(path, lock)
        self.restored: RestoredDeck | None = None
        try:
            self.restored = autosave_from_bytes(path.read_bytes())
        except (InvalidDeck, OSError) as exc:
            self.error = problem_of(exc)

    def discard(self) -> None:
        """Delete the autosave."""
        self.remove()


def find_deck_orphans(directory: Path | None = None) -> list[DeckOrphan]:
    """Deck autosaves no running editor holds, newest first; each stays locked until released.

    Never raises: an autosave folder that cannot be used has no orphans to offer.
    """
    return find_unheld(directory, AUTOSAVE_SUFFIX, DeckOrphan)
