"""Help > Rules: the project's rules document (docs/rules.md) shown inside the app."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

import app


def rules_markdown() -> str | None:
    """The rules as Markdown: the copy shipped with the package, else the source tree's.

    None when neither can be read (a broken installation).
    """
    try:
        shipped = resources.files("resources").joinpath("docs/rules.md")
        if shipped.is_file():
            return shipped.read_text(encoding="utf-8")
    except (ModuleNotFoundError, OSError, UnicodeDecodeError):
        pass
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
        self.setWindowTitle(self.tr("Rules of Project L"))
        self.resize(760, 820)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenExternalLinks(True)
        text = rules_markdown()
        if text is None:
            self.browser.setPlainText(self.tr("The rules document is missing from this "
                                              "installation (docs/rules.md)."))
        else:
            self.browser.setMarkdown(text)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
