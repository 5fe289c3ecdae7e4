"""Help > Rules: the project's rules document (docs/rules.md) shown inside the app.

Translations of it are shipped beside it as ``resources/docs/rules.<lang>.md``; the one for the
interface language (:func:`app.i18n.current_language`) is shown when it exists.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

import app
from app.i18n import SOURCE_LANGUAGE, current_language


def shipped_document(stem: str, language: str) -> str | None:
    """The shipped Markdown document ``docs/<stem>.<language>.md`` when it exists for that
    language, else ``docs/<stem>.md`` (English, the source language); None when neither can be
    read from the installed resources."""
    names = [f"{stem}.md"]
    if language != SOURCE_LANGUAGE and language.isidentifier():
        names.insert(0, f"{stem}.{language}.md")
    for name in names:
        try:
            entry = resources.files("resources").joinpath(f"docs/{name}")
            if entry.is_file():
                return entry.read_text(encoding="utf-8")
        except (ModuleNotFoundError, OSError, UnicodeDecodeError):
            continue
    return None


def rules_markdown(language: str | None = None) -> str | None:
    """The rules as Markdown in ``language`` (default: the interface's) when a translation is
    shipped, else in English: the copy shipped with the package, else the source tree's.

    None when nothing can be read (a broken installation).
    """
    shipped = shipped_document("rules", current_language() if language is None else language)
    if shipped is not None:
        return shipped
    source = Path(app.__file__).resolve().parent.parent / "docs" / "rules.md"
    try:
        return source.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


class RulesDialog(QDialog):
    """A browser on the rules document."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.resize(760, 720)  # fits a 1280x800 screen with its title bar
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenExternalLinks(True)
        self.retranslate()
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def retranslate(self) -> None:
        """The rules in the interface language (again after a language switch), at the same
        place of the document."""
        self.setWindowTitle(self.tr("Rules reference"))
        bar = self.browser.verticalScrollBar()
        where = bar.value() / bar.maximum() if bar.maximum() > 0 else 0.0
        text = rules_markdown()
        if text is None:
            self.browser.setPlainText(self.tr("The rules document is missing from this "
                                              "installation (docs/rules.md)."))
        else:
            self.browser.setMarkdown(text)
        bar.setValue(round(where * bar.maximum()))
