"""The command line's words: its human-readable output in the system's language.

The headless commands run without a Qt application (a test may call them in a process whose
application is a QApplication made later, and Qt allows one per process), so they cannot install
translators. :class:`Words` loads the same ``.qm`` files into QTranslator objects and asks them
directly: the system's language (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` through
``QLocale.system()``), then the English plural forms, then the source text.

Each command says its sentences through a :class:`CommandText` subclass whose methods call
``self.tr(text, "", n)``: lupdate reads those calls (the context is the subclass's name) and marks
the ones with a count as plural messages. What a contract fixes (exit codes, JSON, the replay
error messages and trace notation of ``docs/formats.md``) is never said through it.

Names come from files and servers, which may be hostile: :func:`fill` puts every value into a
sentence through :func:`visible`, which writes control characters as escapes, so that a name
cannot set the terminal's title, clear its screen, change its colours or turn the line around.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from PySide6.QtCore import QLocale, QTranslator

from app import templates
from app.i18n import QM_PREFIX, SOURCE_LANGUAGE, TRANSLATIONS_PACKAGE, resolve_language
from app.rules import Reason, visible

_kept: list[bytes] = []  # a translator reads its messages from these bytes: keep them


def _load(language: str) -> QTranslator | None:
    try:
        entry = resources.files(TRANSLATIONS_PACKAGE).joinpath(f"{QM_PREFIX}{language}.qm")
        raw = entry.read_bytes() if entry.is_file() else b""
    except (ModuleNotFoundError, OSError):
        return None
    translator = QTranslator()
    if not raw or not translator.load(raw):
        return None
    _kept.append(raw)
    return translator


class Words:
    """The translations of one language, asked without a Qt application."""

    def __init__(self, language: str) -> None:
        """Load ``language`` (with the English plural forms under it)."""
        self.language = language
        found = [_load(language) if language != SOURCE_LANGUAGE else None,
                 _load(SOURCE_LANGUAGE)]
        self._translators = [t for t in found if t is not None]
        self.locale = QLocale.system()

    def number(self, n: float, places: int = 0) -> str:
        """A number written the system's way ("12,345.6" / "12.345,6"; the C locale: "12345.6")."""
        if places == 0 and float(n).is_integer():
            return self.locale.toString(int(n))
        return self.locale.toString(float(n), "f", places)

    def say(self, context: str, text: str, n: int = -1,
            disambiguation: str | None = None) -> str:
        """``text`` of ``context`` (and ``disambiguation``) in this language; ``%n`` is the
        count ``n`` when given, grouped the system's way. Zero-width spaces, which mark where
        Thai lines may break in windows, are left out: a terminal breaks lines itself."""
        out = ""
        for translator in self._translators:
            out = translator.translate(context, text, disambiguation, n) or ""
            if out:
                break
        if not out:
            out = text if n < 0 else templates.counted(text, n)
        out = out.replace("\u200b", "")
        return out.replace("%n", self.number(n)) if n >= 0 else out

    def reason(self, reason: Reason) -> str:
        """One of the engine's reasons (a deck finding) in this language."""
        from app.i18n import reason_text

        return reason_text(reason, lambda text: self.say("Reason", str(text)))

    def problem(self, problem: object) -> str:
        """Why a file could not be read or written, in this language: the reason an error
        carries (``InvalidDeck``, ``InvalidSave``, ``WriteFailed``...), or its text."""
        from app.core.atomic import problem_of

        value = problem_of(problem) if isinstance(problem, BaseException) else problem
        return self.reason(value) if isinstance(value, Reason) else str(value)


def system_language() -> str:
    """The system's language if the programs speak it, else English."""
    return resolve_language("", QLocale.system().uiLanguages())


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
