"""Help > How to play: a player's guide for someone who has never played.

The text is ``resources/docs/howto.md`` (English) and its translations ``howto.<lang>.md``
beside it; the one for the interface language is shown, else English (the pattern of
:mod:`app.table.rulesdoc`: a new language needs only its file). The documents name their
pictures ``![words](picture:NAME)``; :class:`GuideBrowser` draws each with
:mod:`app.table.howto_pictures` at the screen's device pixel ratio and in the current pieces'
palette. The dialog has a table of contents (the ``##`` sections), find as you type, Print…
and Save as PDF….
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMarginsF,
    QObject,
    QRegularExpression,
    QSize,
    Qt,
    QUrl,
)
from PySide6.QtGui import (
    QAction,
    QColor,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QResizeEvent,
    QShortcut,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextImageFormat,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.core.atomic import atomic_write_bytes, cause
from app.i18n import current_language, problem_text
from app.render.looks import palette_notifier
from app.table.actions import ActionRegistry
from app.table.howto_pictures import guide_icon, picture_image
from app.table.rulesdoc import shipped_document
from app.table.widgets import push_button
from app.templates import fill

PICTURE_SCHEME = "picture"


def guide_markdown(language: str | None = None) -> str:
    """The guide in ``language`` (default: the interface's) when shipped, else in English;
    a short note when even that is missing (a broken installation)."""
    shipped = shipped_document("howto", current_language() if language is None else language)
    if shipped is not None:
        return shipped
    return QCoreApplication.translate("HowTo", "The guide is missing from this installation "
                                               "(resources/docs/howto.md).")


def picture_names(markdown: str) -> list[str]:
    """The pictures a guide refers to, in order."""
    out = []
    marker = f"]({PICTURE_SCHEME}:"
    for line in markdown.splitlines():
        start = line.find(marker)
        while start >= 0:
            end = line.find(")", start)
            out.append(line[start + len(marker):end])
            start = line.find(marker, end)
    return out


ZWSP = "\u200b"
"""The zero-width space the Thai texts put between words (where a line may break)."""


def find_pattern(text: str) -> QRegularExpression | None:
    """What the guide's search looks for: ``text`` without regard to case, and with the
    zero-width spaces a Thai text may hold between any two of its letters (a phrase of several
    Thai words matches); None for nothing to find."""
    letters = text.replace(ZWSP, "")
    if not letters:
        return None
    pattern = f"{ZWSP}?".join(QRegularExpression.escape(ch) for ch in letters)
    return QRegularExpression(pattern,
                              QRegularExpression.PatternOption.CaseInsensitiveOption)


COLUMN = 720
"""The widest the text runs (logical pixels): longer lines are hard to read."""


class GuideBrowser(QTextBrowser):
    """A text browser that draws ``picture:NAME`` images with the game's renderer, with the
    text in a centred column of at most :data:`COLUMN` pixels."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_column()

    def fit_column(self) -> None:
        """Centre the text column in the viewport."""
        root = self.document().rootFrame()
        fmt = root.frameFormat()
        side = max(12.0, (self.viewport().width() - COLUMN) / 2)
        if abs(fmt.leftMargin() - side) >= 1:
            fmt.setLeftMargin(side)
            fmt.setRightMargin(side)
            root.setFrameFormat(fmt)

    def loadResource(self, kind: int, name: QUrl | str, /) -> Any:
        """``picture:NAME`` images drawn at this screen's device pixel ratio."""
        url = QUrl(name) if isinstance(name, str) else name
        if kind == QTextDocument.ResourceType.ImageResource.value and \
                url.scheme() == PICTURE_SCHEME:
            image = picture_image(url.path(), self.devicePixelRatioF())
            if not image.isNull():
                return image
        return super().loadResource(kind, name)


class HowToDialog(QDialog):
    """The guide: contents, the document, find, print."""

    def __init__(self, parent: QWidget | None = None, language: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("howToDialog")
        self.setWindowTitle(self.tr("How to play Project L"))
        self.setAccessibleName(self.tr("How to play"))
        self.setAccessibleDescription(self.tr("A guide to the game for new players"))
        self.setModal(False)
        self.language = language
        self.matches: list[QTextCursor] = []
        self.current = -1

        self.browser = GuideBrowser()
        self.browser.setObjectName("howToBrowser")
        self.browser.setAccessibleName(self.tr("Guide"))
        self.browser.setOpenExternalLinks(True)
        self.contents = QListWidget()
        self.contents.setObjectName("howToContents")
        self.contents.setAccessibleName(self.tr("Contents"))
        self.contents.setAccessibleDescription(self.tr("The sections of the guide: choose one "
                                                       "to go to it"))
        self.contents.setStyleSheet("QListWidget::item { padding: 5px 8px; }")
        self.contents.itemActivated.connect(self._go_to_item)
        self.contents.itemClicked.connect(self._go_to_item)
        self.browser.verticalScrollBar().valueChanged.connect(self._follow_scroll)

        self.find_field = QLineEdit()
        self.find_field.setObjectName("howToFind")
        self.find_field.setPlaceholderText(self.tr("Find in the guide"))
        self.find_field.setAccessibleName(self.tr("Find"))
        self.find_field.setClearButtonEnabled(True)
        self.find_field.textChanged.connect(self.find_all)
        find_label = QLabel(self.tr("&Find:"))
        find_label.setBuddy(self.find_field)
        self.previous_button = push_button(self.tr("Pre&vious"), self.find_previous,
                                           name="howToPrevious",
                                           tip=self.tr("The previous match (Shift+Enter)"))
        self.next_button = push_button(self.tr("Ne&xt"), self.find_next, name="howToNext",
                                       tip=self.tr("The next match (Enter)"))
        self.count_label = QLabel()
        self.count_label.setObjectName("howToCount")
        self.count_label.setMinimumWidth(110)
        self.find_field.installEventFilter(self)
        find_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        find_key.activated.connect(self._focus_find)

        bar = QHBoxLayout()
        bar.addWidget(find_label)
        bar.addWidget(self.find_field, 1)
        bar.addWidget(self.previous_button)
        bar.addWidget(self.next_button)
        bar.addWidget(self.count_label)

        splitter = QSplitter()
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([230, 770])
        splitter.setChildrenCollapsible(False)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_button = buttons.addButton(self.tr("&Print…"),
                                              QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.setObjectName("howToPrint")
        self.print_button.clicked.connect(self.print_guide)
        self.pdf_button = buttons.addButton(self.tr("Save as P&DF…"),
                                            QDialogButtonBox.ButtonRole.ActionRole)
        self.pdf_button.setObjectName("howToPdf")
        self.pdf_button.clicked.connect(lambda: self.save_pdf())
        buttons.rejected.connect(self.reject)

        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)  # Enter in the find field finds, never closes
            button.setDefault(False)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        QWidget.setTabOrder(self.find_field, self.previous_button)
        QWidget.setTabOrder(self.previous_button, self.next_button)
        QWidget.setTabOrder(self.next_button, self.contents)
        QWidget.setTabOrder(self.contents, self.browser)
        self.resize(1040, 740)
        self.load()
        palette_notifier().changed.connect(self._palette_changed)

    # ------------------------------------------------------------------ the document
    def load(self) -> None:
        """Read the guide for the language and lay it out (pictures centred)."""
        markdown = guide_markdown(self.language)
        self.markdown = markdown
        doc = self.browser.document()
        doc.clear()
        self.browser.setMarkdown(markdown)
        self._style(doc)
        self.browser.fit_column()
        self.contents.clear()
        for title, position in self.sections():
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, position)
            self.contents.addItem(item)
        if self.contents.count():
            self.contents.setCurrentRow(0)
        self.find_all(self.find_field.text())

    def _style(self, doc: QTextDocument) -> None:
        """Centre the pictures; give the headings some air."""
        block = doc.begin()
        cursor = QTextCursor(doc)
        while block.isValid():
            fmt = block.blockFormat()
            if fmt.headingLevel() > 0:
                fmt.setTopMargin(18 if fmt.headingLevel() <= 2 else 10)
                fmt.setBottomMargin(6)
                cursor.setPosition(block.position())
                cursor.setBlockFormat(fmt)
            else:
                it = block.begin()
                while not it.atEnd():
                    if it.fragment().charFormat().isImageFormat():
                        centred = QTextBlockFormat(fmt)
                        centred.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                        centred.setTopMargin(6)
                        centred.setBottomMargin(10)
                        cursor.setPosition(block.position())
                        cursor.setBlockFormat(centred)
                        break
                    it += 1
            block = block.next()

    def sections(self) -> list[tuple[str, int]]:
        """(title, position) of every ``##`` section, in order."""
        out = []
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == 2:
                out.append((block.text(), block.position()))
            block = block.next()
        return out

    def images(self) -> list[QTextImageFormat]:
        """The formats of every picture in the document, in order."""
        out = []
        block = self.browser.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fmt = it.fragment().charFormat()
                if fmt.isImageFormat():
                    out.append(fmt.toImageFormat())
                it += 1
            block = block.next()
        return out

    def retranslate(self) -> None:
        """After a language switch: the guide in the new language (unless the dialog was made
        for one language), at the same section; its labels and buttons are said again by
        ``app.i18n.retranslate_tree``."""
        if self.language is not None:
            return
        section = max(self.contents.currentRow(), 0)
        self.load()
        self.go_to_section(section)

    def _go_to_item(self, item: QListWidgetItem) -> None:
        self.go_to_section(self.contents.row(item))

    def go_to_section(self, index: int) -> None:
        """Show section ``index`` at the top of the browser."""
        sections = self.sections()
        if not 0 <= index < len(sections):
            return
        doc = self.browser.document()
        block = doc.findBlock(sections[index][1])
        top = doc.documentLayout().blockBoundingRect(block).top()
        cursor = QTextCursor(block)
        self.browser.setTextCursor(cursor)
        self.browser.verticalScrollBar().setValue(int(top))

    def _follow_scroll(self, value: int) -> None:
        """Mark, in the contents, the section shown at the top of the browser."""
        doc = self.browser.document()
        layout = doc.documentLayout()
        row = 0
        for i, (_title, position) in enumerate(self.sections()):
            if layout.blockBoundingRect(doc.findBlock(position)).top() <= value + 8:
                row = i
        if self.contents.count() and self.contents.currentRow() != row:
            self.contents.blockSignals(True)
            self.contents.setCurrentRow(row)
            self.contents.blockSignals(False)

    def _palette_changed(self) -> None:
        scroll = self.browser.verticalScrollBar().value()
        self.load()
        self.browser.verticalScrollBar().setValue(scroll)

    # ------------------------------------------------------------------ find
    def _focus_find(self) -> None:
        self.find_field.setFocus()
        self.find_field.selectAll()

    def find_all(self, text: str) -> None:
        """Find every match of ``text`` (as you type), highlight them and go to the first."""
        self.matches = []
        self.current = -1
        doc = self.browser.document()
        pattern = find_pattern(text)
        if pattern is not None:
            cursor = doc.find(pattern, 0)
            while not cursor.isNull() and cursor.hasSelection():
                self.matches.append(QTextCursor(cursor))
                cursor = doc.find(pattern, cursor)
        if self.matches:
            self.current = 0
        self._show_matches()

    def find_next(self) -> None:
        """Go to the next match (after the last: the first)."""
        if self.matches:
            self.current = (self.current + 1) % len(self.matches)
            self._show_matches()

    def find_previous(self) -> None:
        """Go to the previous match (before the first: the last)."""
        if self.matches:
            self.current = (self.current - 1) % len(self.matches)
            self._show_matches()

    def _show_matches(self) -> None:
        selections = []
        every = QTextCharFormat()
        every.setBackground(QColor("#fff0a8"))
        every.setForeground(QColor("#1c1a18"))
        this = QTextCharFormat()
        this.setBackground(QColor("#ff9e2c"))
        this.setForeground(QColor("#1c1a18"))
        this.setProperty(QTextFormat.Property.FontWeight, 700)
        for i, cursor in enumerate(self.matches):
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            selection.format = this if i == self.current else every
            selections.append(selection)
        self.browser.setExtraSelections(selections)
        found = bool(self.matches)
        self.next_button.setEnabled(len(self.matches) > 1)
        self.previous_button.setEnabled(len(self.matches) > 1)
        if not self.find_field.text():
            self.count_label.setText("")
        elif not found:
            self.count_label.setText(self.tr("No match"))
        else:
            self.count_label.setText(fill(self.tr("%1 of %2"),
                                          str(self.current + 1), str(len(self.matches))))
            cursor = QTextCursor(self.matches[self.current])
            self.browser.setTextCursor(cursor)
            # the match a third of the way down, with its context around it
            bar = self.browser.verticalScrollBar()
            shown = self.browser.cursorRect(cursor)
            bar.setValue(bar.value() + shown.top() - self.browser.viewport().height() // 3)
        self.count_label.setAccessibleName(self.count_label.text())
        self.find_field.setAccessibleDescription(self.count_label.text())

    # ------------------------------------------------------------------ print
    def _print_document(self) -> QTextDocument:
        """A copy of the guide for paper: the pictures at print resolution."""
        doc = self.browser.document().clone(self)
        root = doc.rootFrame().frameFormat()
        root.setLeftMargin(0)
        root.setRightMargin(0)
        doc.rootFrame().setFrameFormat(root)
        for name in picture_names(self.markdown):
            doc.addResource(QTextDocument.ResourceType.ImageResource.value,
                            QUrl(f"{PICTURE_SCHEME}:{name}"), picture_image(name, 3.0))
        return doc

    def print_guide(self) -> None:
        """Print… with the system's print dialog."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.print_to(printer)

    def print_to(self, printer: QPagedPaintDevice) -> None:
        """The guide for paper on ``printer`` (a printer, or a PDF writer), page after page."""
        self._print_document().print_(printer)

    def save_pdf(self, path: str | os.PathLike[str] | None = None) -> bool:
        """Save the guide as a PDF at ``path`` (asked for when None), written atomically;
        returns whether it was written."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the guide as PDF"), self.tr("How to play Project L.pdf"),
                self.tr("PDF files (*.pdf)"))
            if not chosen:
                return False
            path = chosen
        target = Path(path)
        handle, scratch = tempfile.mkstemp(suffix=".pdf")
        os.close(handle)
        try:
            writer = QPdfWriter(scratch)
            writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
            writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
            writer.setResolution(300)
            writer.setTitle(self.windowTitle())
            self.print_to(writer)
            del writer
            data = Path(scratch).read_bytes()
            atomic_write_bytes(target, data)
        except OSError as exc:
            QMessageBox.warning(self, self.windowTitle(),
                                fill(self.tr("The PDF could not be saved: %1"),
                                     problem_text(cause(exc))))
            return False
        finally:
            Path(scratch).unlink(missing_ok=True)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """In the find field: Enter goes to the next match, Shift+Enter to the previous."""
        if watched is self.find_field and event.type() == QEvent.Type.KeyPress and \
                isinstance(event, QKeyEvent) and \
                event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.find_previous()
            else:
                self.find_next()
            return True
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        return QSize(1040, 740)


def welcome_icon() -> QIcon:
    """The picture of the guide's entry on the welcome page."""
    from app.table.welcome import ICON_SIZE

    return guide_icon(ICON_SIZE)


class HowTo:
    """Help > How to play (F1): registers ``"how_to_play"`` first in the Help menu, before
    Help > Rules reference (``"rules"``)."""

    def __init__(self, registry: ActionRegistry, parent: QWidget) -> None:
        self.registry = registry
        self.parent = parent
        self.dialog: HowToDialog | None = None
        self.action = QAction(QCoreApplication.translate("HowTo", "How to &play"), parent)
        self.action.setObjectName("actHowToPlay")
        self.action.setToolTip(QCoreApplication.translate(
            "HowTo", "A guide to the game for new players, with pictures"))
        self.action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.action.triggered.connect(self.show)
        registry.register("how_to_play", self.action)
        present = registry.menu("help").actions()
        first = next((i for i in registry.ids() if present and registry.action(i) is present[0]),
                     None)
        registry.place(["how_to_play"], "help", before=first)

    def show(self) -> HowToDialog:
        """Open the guide (one dialog, raised if already open; not modal)."""
        if self.dialog is None:
            self.dialog = HowToDialog(self.parent)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog
