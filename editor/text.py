"""Counted phrases: Qt's ``%n`` plurals, readable in English without a translation file."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr_n(context: str, text: str, n: int) -> str:
    """``text`` translated in ``context`` with ``%n`` replaced by ``n``.

    Sources are written ``"%n warning(s)"`` as Qt's plural forms expect; a translation
    gives the right form, and the English source reads "1 warning" / "2 warnings".
    """
    out = QCoreApplication.translate(context, text, None, n)
    return out.replace("(s)", "" if n == 1 else "s")
