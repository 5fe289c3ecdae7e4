"""Filling translated templates: ``fill(tr("%1 took %2"), name, piece)``, the one way to put
values into a sentence.

Translators may reorder the numbered markers (``%1``, ``%2``...), so a sentence is never built by
joining pieces. Qt's ``QString::arg`` is not available on Python strings, and a chain of
``str.replace`` calls is wrong twice over: ``%1`` eats the start of ``%10``, and a value that
itself holds a marker (a player called "%2") is filled in again by the next replace. :func:`fill`
reads the template once, left to right, and never looks at what it put in.

Counted phrases go through Qt's plural forms (``tr("%n point(s)", "", n)``, README
"Translations"); where no translation file answers (the command line without one, a test without
the English plural file), :func:`counted` makes the English "(s)" right.

Qt-free and importing nothing of ours: the command line, the model, the table and the editor all
use it.
"""

from __future__ import annotations

import re

_MARKER = re.compile(r"%([1-9])([0-9]?)")


def fill(template: str, *values: object) -> str:
    """``template`` with ``%1``, ``%2``... replaced by ``values`` (``str()`` of each).

    A marker is ``%`` and one or two digits, the two-digit number when there are that many
    values (``%10``), else the one digit (``%1`` followed by a ``0``); a marker without a value
    (and ``%n``, ``%%``) stays as written. Values are never read for markers.
    """
    count = len(values)

    def one(match: re.Match[str]) -> str:
        first, second = match.group(1), match.group(2)
        if second and int(first + second) <= count:
            return str(values[int(first + second) - 1])
        if int(first) <= count:
            return str(values[int(first) - 1]) + second
        return match.group(0)

    return _MARKER.sub(one, template)


def counted(text: str, n: int) -> str:
    """A ``%n`` phrase readable in English without a translation file: "(s)" made right for
    ``n`` ("%n point(s)" -> "%n point" for 1 and -1, "%n points" otherwise). ``%n`` itself stays."""
    return text.replace("(s)", "" if abs(n) == 1 else "s")


__all__ = ["counted", "fill"]
