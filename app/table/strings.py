"""Filling translated templates: ``fill(tr("%1 took %2"), name, piece)``.

Qt's ``QString::arg`` is not available from Python strings, and ``%n`` plurals skip negative
numbers, so templates use numbered markers that translators may reorder.
"""

from __future__ import annotations


def fill(template: str, *args: object) -> str:
    """Replace ``%1``, ``%2``... in ``template`` (highest numbers first, so %1 never eats %10)."""
    out = template
    for i in range(len(args), 0, -1):
        out = out.replace(f"%{i}", str(args[i - 1]))
    return out


def points_text(n: int) -> str:
    """"1 point" / "3 points" (translated)."""
    from PySide6.QtCore import QCoreApplication

    if n == 1:
        return QCoreApplication.translate("Strings", "1 point")
    return fill(QCoreApplication.translate("Strings", "%1 points"), n)
