"""Reading files people hand us, and checking the text inside them (Qt-free).

Every loader reads through :func:`read_regular_file`: only a regular file is read (never a
device such as ``/dev/zero``, a FIFO, a socket or a folder, nor a link to one of them), a FIFO
is never waited on, and at most ``limit + 1`` bytes are read, so a hostile path costs neither
time nor memory. Every name or text field of every format is checked with :func:`text_problem`
(or :func:`valid_text`): a lone surrogate (valid JSON ``"\\ud800"``) cannot be written back as
UTF-8, so such text is refused when the file is read, with a message naming the field.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import unicodedata
from collections.abc import Callable

from app.rules.errors import ProjectLError
from app.rules.reasons import FileProblem, Reason, Size

_CHUNK = 1 << 20
_SURROGATE = re.compile("[\ud800-\udfff]")


class UnreadableFile(ProjectLError):
    """A file that is refused before its content is looked at; ``reason`` says why (a
    :class:`FileProblem`).

    Loaders turn it into their own error type (``InvalidDeck``, ``InvalidRecord``...).
    """


def _too_large(what: Reason | str, limit: int, size: int | None) -> UnreadableFile:
    if size is None:
        return UnreadableFile(Reason.of(FileProblem.TOO_LARGE_GROWING, what=what,
                                        limit=Size(limit)))
    return UnreadableFile(Reason.of(FileProblem.TOO_LARGE, size=Size(size), what=what,
                                    limit=Size(limit)))


def _kind_problem(mode: int) -> Reason | None:
    """Why a file of this ``st_mode`` is not read, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return Reason.of(FileProblem.FOLDER)
    if stat.S_ISFIFO(mode):
        return Reason.of(FileProblem.PIPE)
    if stat.S_ISSOCK(mode):
        return Reason.of(FileProblem.SOCKET)
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Reason.of(FileProblem.DEVICE)
    return Reason.of(FileProblem.NOT_REGULAR)


def _os_problem(exc: OSError, path: str | os.PathLike[str]) -> UnreadableFile:
    if isinstance(exc, FileNotFoundError):
        return UnreadableFile(Reason.of(FileProblem.NOT_FOUND))
    if isinstance(exc, IsADirectoryError) or (
        isinstance(exc, PermissionError) and os.path.isdir(path)  # Windows opens no folder
    ):
        return UnreadableFile(Reason.of(FileProblem.FOLDER))
    if isinstance(exc, PermissionError):
        return UnreadableFile(Reason.of(FileProblem.PERMISSION))
    if exc.errno in (errno.ENXIO, errno.ENODEV, errno.EOPNOTSUPP):  # a socket, a missing device
        return UnreadableFile(Reason.of(FileProblem.NOT_REGULAR))
    if exc.errno == errno.ELOOP:
        return UnreadableFile(Reason.of(FileProblem.LINK_LOOP))
    # the system's own words (in the system's language where it has them)
    return UnreadableFile(Reason.of(FileProblem.OS_ERROR, detail=str(exc.strerror or exc)))


def special_file_problem(path: str | os.PathLike[str]) -> str | None:
    """Why the existing file at ``path`` is not a regular file (links followed), or None if it
    is one or does not exist. For files that others (Qt) open: look before they block."""
    try:
        problem = _kind_problem(os.stat(path).st_mode)
    except (OSError, ValueError):
        return None
    return str(problem) if problem is not None else None


def read_regular_file(path: str | os.PathLike[str], limit: int, what: Reason | str) -> bytes:
    """The bytes of the regular file at ``path`` (links followed), at most ``limit`` of them.

    Special files are refused without reading: the path is looked at first, then opened without
    waiting (``O_NONBLOCK``: a FIFO with no writer would otherwise block for ever) and checked
    again on the open file, which may have been swapped in between. ``what`` names what the file
    should be, for the message about size (a :class:`FilePart`: "a deck", "a saved game").

    :raises UnreadableFile: if the file is missing, unreadable, not a regular file or larger
        than ``limit`` bytes (its ``reason`` says which).
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        problem = _kind_problem(os.stat(path).st_mode)
        fd = -1 if problem is not None else os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise _os_problem(exc, path) from None
    except ValueError:  # a path with a NUL character
        raise UnreadableFile(Reason.of(FileProblem.BAD_FILE_NAME)) from None
    if problem is not None:
        raise UnreadableFile(problem)
    chunks: list[bytes] = []
    got = 0
    try:
        info = os.fstat(fd)
        problem = _kind_problem(info.st_mode)
        if problem is not None:
            raise UnreadableFile(problem)
        if info.st_size > limit:
            raise _too_large(what, limit, info.st_size)
        while got <= limit:  # the size may have been wrong (a file still growing, /proc)
            chunk = os.read(fd, min(_CHUNK, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except BlockingIOError:
        raise UnreadableFile(Reason.of(FileProblem.LOCKED)) from None
    except OSError as exc:
        raise _os_problem(exc, path) from None
    finally:
        os.close(fd)
    if got > limit:
        raise _too_large(what, limit, None)
    return b"".join(chunks)


def valid_text(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8 (it holds no lone surrogate)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def text_problem(text: str, what: Reason, limit: int | None = None) -> Reason | None:
    """Why ``text`` cannot be used as ``what`` (a :class:`FilePart`: "the name of piece X4"),
    or None if it can.

    Refused: text that is not valid Unicode (a lone surrogate) and text over ``limit``
    characters.
    """
    if not valid_text(text):
        return Reason.of(FileProblem.NOT_TEXT, what=what)
    if limit is not None and len(text) > limit:
        return Reason.of(FileProblem.TEXT_TOO_LONG, what=what, limit=limit)
    return None


def displayable(text: str) -> str:
    """``text`` with every lone surrogate replaced by U+FFFD (for file names shown to people)."""
    return text if valid_text(text) else _SURROGATE.sub("\ufffd", text)


_KEPT = frozenset("\u200c\u200d")  # the joiners, which words of some scripts need
_HIDDEN = frozenset(("Cc", "Cf", "Cs", "Co", "Zl", "Zp"))


def _hidden(ch: str) -> bool:
    return ch not in _KEPT and unicodedata.category(ch) in _HIDDEN


def _escaped(text: str, escape: Callable[[int], str]) -> str:
    """``text`` with each character :func:`visible` hides written as ``escape(code point)``."""
    if text.isprintable():  # (the common case: nothing to do)
        return text
    return "".join(escape(ord(ch)) if _hidden(ch) else ch for ch in text)


def _python_escape(code: int) -> str:
    return (f"\\x{code:02x}" if code < 0x100 else
            f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")


def _json_escape(code: int) -> str:
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000  # a surrogate pair, as JSON writes it
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def visible(text: str) -> str:
    """``text`` safe to print on a terminal (a name from a file or a server, which may be
    hostile): every control character (escape sequences that set a terminal's title, clear
    its screen or change its colours, line breaks, C1 controls), format character (bidi
    overrides, zero-width marks), private-use character and lone surrogate is written as an
    escape, ``\\x1b``, ``\\u202e``; everything else, every script, as it is."""
    return _escaped(text, _python_escape)


def visible_json(text: str) -> str:
    """JSON text (``json.dumps(..., ensure_ascii=False)``) with the characters that
    :func:`visible` escapes written as JSON escapes: the same value, safe on a terminal."""
    return _escaped(text, _json_escape)
