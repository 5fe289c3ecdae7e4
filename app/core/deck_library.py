"""The deck library: the user's own decks, one ``.pldeck`` file each in :func:`decks_dir`.

Qt-free. The editor lists, opens and saves decks here; the game's new-game dialog lists them
with :func:`list_decks`. Decks can be imported from anywhere (copied into the library after a
full check) and exported anywhere. Every write is atomic (:mod:`app.core.atomic`), so a crash
or a full disk never leaves half a deck file. The game and the editor (or two editors) may run at
once: a write into the library holds the library's lock (:func:`library_lock`), and whoever picks
a new file name (:func:`library_path`) does so under the same lock as the write, so two programs
never give two decks the same file.
"""

from __future__ import annotations

import contextlib
import os
import re
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from app.core.atomic import atomic_write_bytes, folder_lock
from app.core.paths import decks_dir
from app.core.validation import DeckValidator, Readiness, readiness
from app.rules import (
    MAX_DECK_BYTES,
    Deck,
    DeckFileState,
    FilePart,
    FileProblem,
    InvalidDeck,
    Reason,
    UnreadableFile,
    classic_deck,
    deck_file_from_bytes,
    deck_to_bytes,
    displayable,
    read_regular_file,
)

DECK_SUFFIX = ".pldeck"


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One deck of the library: its file and the deck read from it, or why it could not be read.

    ``path`` is None for the built-in classic deck. Exactly one of ``deck`` and ``error`` is set
    (``error``: a :class:`~app.rules.Reason`, said by ``app.i18n.problem_text``).
    """

    path: Path | None
    deck: Deck | None = None
    error: Reason | str | None = None
    recorded: DeckFileState = field(default_factory=DeckFileState)
    """What the file records about the deck's state (docs/formats.md, "Drafts")."""

    @property
    def name(self) -> str:
        """The deck's name, or the file name if the file could not be read."""
        if self.deck is not None and self.deck.name:
            return self.deck.name
        if self.path is None:
            return ""
        # a file name need not be valid text (bytes that are not UTF-8 on Linux)
        return displayable(self.path.stem if self.deck is not None else self.path.name)

    @property
    def builtin(self) -> bool:
        """Whether this is the built-in classic deck (read-only)."""
        return self.path is None

    @property
    def ok(self) -> bool:
        """Whether the deck could be read."""
        return self.deck is not None

    def readiness(self) -> Readiness | None:
        """Whether the deck is a draft and for which player counts it plays (None if it could
        not be read). Quick: the solver's part is what the file recorded."""
        return None if self.deck is None else readiness(self.deck, self.recorded)


def classic_entry() -> DeckEntry:
    """The built-in classic deck as a library entry."""
    return DeckEntry(None, classic_deck())


def read_deck(path: str | os.PathLike[str]) -> Deck:
    """Read and check a deck file (a regular file of at most :data:`MAX_DECK_BYTES`); a draft
    is read too (:func:`read_deck_file` also gives what the file records about its state).

    :raises InvalidDeck: if the file cannot be read or is not a valid deck (the message says
        which).
    """
    return read_deck_file(path)[0]


def read_deck_file(path: str | os.PathLike[str]) -> tuple[Deck, DeckFileState]:
    """Read and check a deck file, draft or not: the deck and what the file records about its
    state (docs/formats.md, "Drafts").

    :raises InvalidDeck: if the file cannot be read or is not a valid deck (the message says
        which).
    """
    deck, state, _blob = read_deck_file_bytes(path)
    return deck, state


def read_deck_file_bytes(path: str | os.PathLike[str]) -> tuple[Deck, DeckFileState, bytes]:
    """:func:`read_deck_file`, and the file's bytes as they were read (the editor compares
    them with the file later to tell a change made outside from its own save).

    :raises InvalidDeck: as :func:`read_deck_file`.
    """
    try:
        blob = read_regular_file(path, MAX_DECK_BYTES, Reason.of(FilePart.A_DECK))
    except UnreadableFile as exc:
        raise InvalidDeck(exc) from None
    try:
        deck, state = deck_file_from_bytes(blob)
    except RecursionError:
        raise InvalidDeck(Reason.of(FileProblem.DECK_NESTED)) from None
    return deck, state, blob


def read_playable_deck(path: str | os.PathLike[str], counts: Iterable[int]) -> Deck:
    """Read a deck file for AI games with each of ``counts`` players (1: solo).

    :raises InvalidDeck: if the file cannot be read, or the deck is a draft that cannot be
        dealt for one of the counts (the message says which).
    """
    deck, recorded = read_deck_file(path)
    ready = readiness(deck, recorded)
    for n in counts:
        if ready.lacks(n):
            raise InvalidDeck(Reason.of(FileProblem.DECK_DRAFT_SOLO) if n == 1 else
                              Reason.of(FileProblem.DECK_DRAFT_PLAYERS, players=n))
    return deck


_writers = threading.local()


def _validator() -> DeckValidator:
    """This thread's validator for writes: a deck written again (an autosave, a copy, an
    export after a save) reuses the solver's answers for the puzzles it already asked about
    (a validator is not thread-safe, so each thread has its own)."""
    validator: DeckValidator | None = getattr(_writers, "validator", None)
    if validator is None:
        validator = _writers.validator = DeckValidator()
    return validator


def deck_bytes(deck: Deck, ready: Readiness | DeckFileState | None = None) -> bytes:
    """A deck file's bytes recording the deck's state: ``ready`` (from the editor's last
    validation), what another file recorded (a :class:`DeckFileState`, copied as it is, even
    when it records nothing), or, without either, a full validation's."""
    if isinstance(ready, DeckFileState):
        return deck_to_bytes(deck, ready.state, ready.playable_for)
    if ready is None:
        ready = readiness(deck, report=_validator().validate(deck))
    return deck_to_bytes(deck, ready.state, ready.playable_for)


def write_deck(
    deck: Deck, path: str | os.PathLike[str], ready: Readiness | DeckFileState | None = None
) -> Path:
    """Write ``deck`` (a draft too) to ``path`` atomically and return the path. The file
    records the deck's state (:func:`deck_bytes`).

    The bytes are checked to read back as the same deck before anything is replaced.

    :raises InvalidDeck: if the deck would not read back (it holds what not even a draft may).
    :raises OSError: if the file cannot be written (the old file, if any, is untouched): a
        :class:`~app.core.atomic.WriteFailed` that says why.
    """
    blob = deck_bytes(deck, ready)
    deck_file_from_bytes(blob)  # refuse to write what could not be read again
    target = Path(path)
    if in_library(target):
        with folder_lock(target.parent):
            atomic_write_bytes(target, blob)
    else:
        atomic_write_bytes(target, blob)
    return target


@contextlib.contextmanager
def library_lock() -> Iterator[None]:
    """Hold the deck library's lock: for choosing a new file name and writing it as one step.

    :raises OSError: if the library folder cannot be used (a
        :class:`~app.core.paths.DataFolderError`), or another program keeps it busy.
    """
    with folder_lock(decks_dir()):
        yield


def list_decks(*, include_classic: bool = False) -> list[DeckEntry]:
    """The decks of the library, sorted by name (the classic deck first if asked for).

    A file that cannot be read is listed with its error, so the user can see and fix it.
    Never raises: an unreadable library folder gives an empty list.
    """
    entries: list[DeckEntry] = []
    try:
        files = [p for p in decks_dir().iterdir() if p.suffix.lower() == DECK_SUFFIX]
    except OSError:
        files = []
    for path in files:
        if path.is_dir():
            continue  # a folder named like a deck is not the user's deck
        try:
            deck, recorded = read_deck_file(path)
            entries.append(DeckEntry(path, deck, recorded=recorded))
        except InvalidDeck as exc:
            entries.append(DeckEntry(path, error=exc.reason or str(exc)))
    # playable decks first, then drafts, then files that cannot be read
    entries.sort(key=lambda e: (_group(e), e.name.casefold(), str(e.path)))
    if include_classic:
        entries.insert(0, classic_entry())
    return entries


def _group(entry: DeckEntry) -> int:
    ready = entry.readiness()
    return 2 if ready is None else 1 if ready.draft else 0


def slug(name: str) -> str:
    """A file-name-friendly form of a deck name (letters, digits, ``-`` and ``_``)."""
    text = re.sub(r"[^\w\-]+", "-", name.strip(), flags=re.UNICODE).strip("-_")
    return text[:60] or "deck"


def library_path(name: str, *, exclude: Path | None = None) -> Path:
    """A free file name in the library for a deck called ``name`` (``name-2.pldeck``...).

    ``exclude``: a path that counts as free (the deck's own file when it is renamed).
    """
    folder = decks_dir()
    base = slug(name)
    candidate = folder / f"{base}{DECK_SUFFIX}"
    n = 2
    while candidate.exists() and candidate != exclude:
        candidate = folder / f"{base}-{n}{DECK_SUFFIX}"
        n += 1
    return candidate


def named_after(path: str | os.PathLike[str], name: str) -> bool:
    """Whether a deck file's name is made from the deck name ``name`` (``name.pldeck``,
    ``name-2.pldeck``...), as :func:`library_path` makes them."""
    return re.fullmatch(re.escape(slug(name)) + r"(-\d+)?", Path(path).stem) is not None


def in_library(path: str | os.PathLike[str]) -> bool:
    """Whether a file lies in the deck library folder."""
    try:
        return Path(path).resolve().parent == decks_dir().resolve()
    except OSError:
        return False


def import_deck(path: str | os.PathLike[str]) -> Path:
    """Copy a deck file from anywhere into the library, after checking it; returns the new path.

    The copy gets a free file name from the deck's name; the source is not changed.

    :raises InvalidDeck: if the file is not a valid deck (nothing is copied).
    :raises OSError: if the library cannot be written.
    """
    deck, recorded = read_deck_file(path)  # its state is copied, not worked out
    with library_lock():
        return write_deck(deck, library_path(deck.name), recorded)


def export_deck(
    deck: Deck, path: str | os.PathLike[str], ready: Readiness | None = None
) -> Path:
    """Write a deck to any path (the ``.pldeck`` suffix is added if missing); returns the path.
    ``ready``: the deck's state, as for :func:`write_deck`.

    :raises InvalidDeck: if the deck would not read back.
    :raises OSError: if the file cannot be written.
    """
    target = Path(path)
    if target.suffix.lower() != DECK_SUFFIX:
        target = target.with_name(target.name + DECK_SUFFIX)
    return write_deck(deck, target, ready)


def delete_deck(path: str | os.PathLike[str]) -> None:
    """Remove a deck file from the library.

    :raises ValueError: if the file is not in the library folder (nothing is removed).
    :raises OSError: if it cannot be removed.
    """
    if not in_library(path):
        raise ValueError("only decks in the library folder can be deleted")
    Path(path).unlink()
