"""The chat line of a network game: the messages so far and a line to write one.

Used by the lobby (:mod:`app.table.lobby`) and the game window's chat dock
(:mod:`app.table.net_play`). Messages come from other programs: they are shown as plain text
only (a ``QPlainTextEdit``), never as rich text, so nothing in them is interpreted.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.model.remote import ChatLine
from app.table.widgets import push_button
from app.templates import fill

MAX_CHAT = 300
"""The longest message (the server's limit)."""


class ChatPanel(QWidget):
    """Messages (plain text) above a line to write one; ``sent`` carries what was written."""

    sent = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.messages = QPlainTextEdit(self)
        self.messages.setObjectName("chatMessages")
        self.messages.setReadOnly(True)
        self.messages.setMaximumBlockCount(200)
        self.messages.setAccessibleName(self.tr("Chat messages"))
        layout.addWidget(self.messages, 1)
        row = QHBoxLayout()
        self.line = QLineEdit(self)
        self.line.setObjectName("chatLine")
        self.line.setMaxLength(MAX_CHAT)
        self.line.setPlaceholderText(self.tr("Write to the table…"))
        self.line.setAccessibleName(self.tr("Chat message"))
        self.line.returnPressed.connect(self._send)
        row.addWidget(self.line, 1)
        self.send_button = push_button(self.tr("Send"), self._send, name="chatSend")
        row.addWidget(self.send_button)
        layout.addLayout(row)

    def _send(self) -> None:
        text = self.line.text().strip()
        if text:
            self.line.clear()
            self.sent.emit(text)

    def add_line(self, line: ChatLine) -> None:
        """Show a message: "name: text", as plain text."""
        self.messages.appendPlainText(fill(self.tr("%1: %2"), line.sender, line.text))

    def add_note(self, text: str) -> None:
        """Show something that happened (a player joined, left...) among the messages."""
        self.messages.appendPlainText("— " + text)

    def set_lines(self, lines: list[ChatLine]) -> None:
        """Show these messages only."""
        self.messages.clear()
        for line in lines:
            self.add_line(line)

    def text(self) -> str:
        """Everything shown (tests)."""
        return self.messages.toPlainText()
