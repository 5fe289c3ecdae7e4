"""The command line's words: its human-readable output in the system's language.

The headless commands and the server run without Qt (``project-l serve`` on a machine without
Qt's libraries), so :class:`Words` reads the same ``.qm`` files as the windows without it
(:class:`app.core.translations.Catalog`) and asks them directly: the system's language
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), then the English plural forms, then the
source text. Numbers are written the way the system's locale writes them.

Each command says its sentences through a :class:`CommandText` subclass whose methods call
``self.tr(text, "", n)``: lupdate reads those calls (the context is the subclass's name) and marks
the ones with a count as plural messages. What a contract fixes (exit codes, JSON, the replay
error messages and trace notation of ``docs/formats.md``) is never said through it.

Names come from files and servers, which may be hostile: :func:`fill` puts every value into a
sentence through :func:`visible`, which writes control characters as escapes, so that a name
cannot set the terminal's title, clear its screen, change its colours or turn the line around.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from app import templates
from app.core.atomic import problem_of
from app.core.translations import (
    SOURCE_LANGUAGE,
    Catalog,
    NumberFormat,
    load_catalog,
    number_format,
    resolve_language,
    system_number_locale,
)
from app.rules import (
    QT_TRANSLATE_NOOP,
    Arg,
    Choices,
    Reason,
    Size,
    Square,
    join_choices,
    square_words,
    visible,
)


class Words:
    """The translations of one language, asked without Qt."""

    def __init__(self, language: str, numbers: NumberFormat | None = None) -> None:
        """Load ``language`` (with the English plural forms under it); numbers are written as
        ``numbers`` says (default: the system's locale)."""
        self.language = language
        found = [load_catalog(language) if language != SOURCE_LANGUAGE else None,
                 load_catalog(SOURCE_LANGUAGE)]
        self._catalogs: list[Catalog] = [c for c in found if c is not None]
        self.numbers = numbers if numbers is not None else number_format(system_number_locale())

    def number(self, n: float, places: int = 0) -> str:
        """A number written the system's way ("12,345.6" / "12.345,6"; the C locale: "12345.6")."""
        return self.numbers.write(n, places)

    def size(self, n: int) -> str:
        """A size in bytes written the system's way ("5.9 MB", "5,9 Mo")."""
        return self.numbers.size(n)

    def say(self, context: str, text: str, n: int = -1,
            disambiguation: str | None = None) -> str:
        """``text`` of ``context`` (and ``disambiguation``) in this language; ``%n`` is the
        count ``n`` when given, grouped the system's way. Zero-width spaces, which mark where
        Thai lines may break in windows, are left out: a terminal breaks lines itself."""
        out = ""
        for catalog in self._catalogs:
            out = catalog.translate(context, text, disambiguation, n)
            if out:
                break
        if not out:
            out = text if n < 0 else templates.counted(text, n)
        out = out.replace("\u200b", "")
        return out.replace("%n", self.number(n)) if n >= 0 else out

    def reason(self, reason: Reason) -> str:
        """One of the engine's reasons (a deck finding) in this language."""
        return reason_words(reason, lambda text: self.say("Reason", str(text)),
                            lambda size: self.size(size.bytes))

    def problem(self, problem: object) -> str:
        """Why a file could not be read or written, in this language: the reason an error
        carries (``InvalidDeck``, ``InvalidSave``, ``WriteFailed``...), or its text."""
        value = problem_of(problem) if isinstance(problem, BaseException) else problem
        return self.reason(value) if isinstance(value, Reason) else str(value)


def system_language() -> str:
    """The system's language if the programs speak it, else English."""
    return resolve_language("")


@cache
def system_words() -> Words:
    """The words of the system's language (loaded once)."""
    return Words(system_language())


class CommandText:
    """The base of a command's sentences: ``self.tr`` asks :class:`Words`, with the subclass's
    name as the context (as lupdate reads it)."""

    def __init__(self, words: Words | None = None) -> None:
        """Say things in ``words`` (default: the system's language)."""
        self.words = words if words is not None else system_words()

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``text`` in the command's language."""
        return self.words.say(type(self).__name__, text, n, disambiguation)


class InterruptText(CommandText):
    """What every command says when Ctrl+C stops it (``project-l COMMAND: ...``)."""

    def interrupted(self) -> str:
        """The one line, on standard error; the exit status is 130."""
        return self.tr("stopped by Ctrl+C")


def fill(template: str, *args: object) -> str:
    """:func:`app.templates.fill` with the values made :func:`visible` (they may come from a
    file or a server, and go to a terminal)."""
    return templates.fill(template, *(visible(str(a)) for a in args))


# ------------------------------------------------------------------ reasons

# How the arguments of a reason are said: the links of a list of pieces ("I3, L3 or O1") and a
# square of a card by where it lies ("at the top, second from the left"; never a coordinate), with
# the words each language needs there. Together with the templates in context "Reason" this is the
# one table that turns every reason into a language (the windows' app.i18n.reason_text and the
# command line's Words.reason).
_CHOICE_COMMA = QT_TRANSLATE_NOOP("Reason", ", ")
_CHOICE_OR = QT_TRANSLATE_NOOP("Reason", " or ")
_SQUARE = QT_TRANSLATE_NOOP("Reason", "{row}, {col}")
_SQUARE_ROWS = (
    QT_TRANSLATE_NOOP("Reason", "at the top"),
    QT_TRANSLATE_NOOP("Reason", "second from the top"),
    QT_TRANSLATE_NOOP("Reason", "in the middle row"),
    QT_TRANSLATE_NOOP("Reason", "second from the bottom"),
    QT_TRANSLATE_NOOP("Reason", "at the bottom"),
)
_SQUARE_COLUMNS = (
    QT_TRANSLATE_NOOP("Reason", "on the left"),
    QT_TRANSLATE_NOOP("Reason", "second from the left"),
    QT_TRANSLATE_NOOP("Reason", "in the middle column"),
    QT_TRANSLATE_NOOP("Reason", "second from the right"),
    QT_TRANSLATE_NOOP("Reason", "on the right"),
)
_SQUARE_CENTRE = QT_TRANSLATE_NOOP("Reason", "in the centre")


def _reason_arg(arg: Arg, say: Callable[[object], str], size: Callable[[Size], str]) -> str:
    if isinstance(arg, Size):
        return size(arg)
    if isinstance(arg, Choices):
        return join_choices(arg.ids, say(_CHOICE_COMMA), say(_CHOICE_OR))
    if isinstance(arg, Square):
        return square_words(arg, tuple(say(w) for w in _SQUARE_ROWS),
                            tuple(say(w) for w in _SQUARE_COLUMNS), say(_SQUARE_CENTRE),
                            say(_SQUARE))
    if isinstance(arg, Reason):
        return reason_words(arg, say, size)
    return str(arg)


def reason_words(reason: Reason, say: Callable[[object], str],
                 size: Callable[[Size], str]) -> str:
    """A reason (``app.rules.reasons``) in a language: its template as ``say`` translates
    messages of context "Reason", every argument said the way the language says it, and a
    size as ``size`` writes it."""
    template = say(reason.kind.value)
    if not reason.fits(template):  # a translation with broken fields: say it in English
        template = reason.kind.value
    return reason.render(template, lambda arg: _reason_arg(arg, say, size))
