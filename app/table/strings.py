"""Small phrases of the table in words: points, a solo column, dates and numbers.

Values go into translated templates with :func:`app.templates.fill`.
"""

from __future__ import annotations

from datetime import datetime

from app.templates import fill


def points_text(n: int) -> str:
    """"1 point" / "3 points" (translated, with the language's plural forms)."""
    from app.table.counts import counts

    return counts().points(n)


def solo_column_text(column: int) -> str:
    """One of the solo grid's three columns in words, as said after "above": "the left column"
    (translated; in German "der linken Spalte"). A column off the grid is said by its number."""
    from PySide6.QtCore import QCoreApplication

    if column == 0:
        return QCoreApplication.translate("Strings", "the left column")
    if column == 1:
        return QCoreApplication.translate("Strings", "the middle column")
    if column == 2:
        return QCoreApplication.translate("Strings", "the right column")
    return fill(QCoreApplication.translate("Strings", "column %1"), column + 1)


def date_time_text(when: datetime) -> str:
    """A moment in the interface language's short date and time format ("26.11.26 14:05")."""
    from PySide6.QtCore import QDateTime, QLocale

    stamp = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    return QLocale().toString(stamp, QLocale.FormatType.ShortFormat)


def number_text(n: float) -> str:
    """A number in the interface language, with its digit grouping ("12,345" / "12.345")."""
    from PySide6.QtCore import QLocale

    return QLocale().toString(n)
