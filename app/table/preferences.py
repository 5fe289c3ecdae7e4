"""The Preferences dialog (Edit > Preferences…, the application menu on macOS).

Every control writes its setting at once through the :class:`Settings` setters, so a change
applies while the dialog is open; the views follow ``Settings.changed`` (the game window's
animation speed and its View > Animation speed menu, the table's palette and zoom). The dialog
follows ``Settings.changed`` too, so a change made elsewhere (the View menu) shows here.
The language, as in View > Language, applies at once (``app.i18n.switch_language``); the
dialog itself follows it like every window (:meth:`PreferencesDialog.retranslate`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from app.i18n import available_languages, choose_language, native_name
from app.model.settings import (
    ANALYSIS_DEPTHS,
    ANIMATION_SPEEDS,
    PALETTES,
    TABLE_ZOOM_FIT,
    Settings,
)
from app.table.widgets import combo_box
from app.templates import fill

T = TypeVar("T")

ZOOM_STEPS = (TABLE_ZOOM_FIT, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0)
"""The table zooms offered (0 fits the table in the window)."""


def _check(name: str, text: str, accessible: str, description: str) -> QCheckBox:
    """A check box with its object name, its spoken name and what it does (also its tip)."""
    box = QCheckBox(text)
    box.setObjectName(name)
    box.setAccessibleName(accessible)
    box.setAccessibleDescription(description)
    box.setToolTip(description)
    return box


def _combo(name: str, accessible: str, description: str,
           items: Sequence[tuple[str, object]]) -> QComboBox:
    """A combo box with its object name, spoken name, description and (text, value) items."""
    box = combo_box(items, name=name)
    box.setAccessibleName(accessible)
    box.setAccessibleDescription(description)
    return box


def _on_choice(box: QComboBox, kind: type[T], setter: Callable[[T], None]) -> None:
    """Write the value chosen in ``box`` through ``setter`` (a value of another kind: none)."""

    def chosen() -> None:
        value = box.currentData()
        if isinstance(value, kind):
            setter(value)

    box.currentIndexChanged.connect(chosen)


def _group(layout: QVBoxLayout, title: str) -> QFormLayout:
    """A titled group added to ``layout``, and the form inside it."""
    box = QGroupBox(title)
    layout.addWidget(box)
    return QFormLayout(box)


class PreferencesDialog(QDialog):
    """The preferences, applied as they are changed."""

    sound_tried = Signal()
    """The sound was switched on or its volume set: play a sound to hear it by."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.setWindowTitle(self.tr("Preferences"))
        self.settings = settings
        layout = QVBoxLayout(self)

        play_form = _group(layout, self.tr("Playing"))
        self.speed = _combo("animationSpeed", self.tr("Animation speed"),
                            self.tr("How fast cards and pieces move on the table"),
                            [(self._speed_name(value), value) for value in ANIMATION_SPEEDS])
        play_form.addRow(self.tr("&Animation speed:"), self.speed)
        self.pause_ai = _check("pauseAfterAI", self.tr("&Pause after each computer player's turn"),
                               self.tr("Pause after each computer player's turn"),
                               self.tr("The table waits for you to continue, so you can follow "
                                       "what was played"))
        play_form.addRow(self.pause_ai)
        # a hard player's 3 s budget, given where it was measured to play stronger (app.ai)
        self.hard_longer = _check(
            "hardThinksLonger", self.tr("&Hard AI thinks longer in two-player games"),
            self.tr("Hard AI thinks longer in two-player games"),
            self.tr("Up to 3 seconds per action instead of 1, and it plays stronger. Other "
                    "games are not changed."))
        play_form.addRow(self.hard_longer)
        self.confirm_end = _check("confirmEndTurn",
                                  self.tr("As&k before ending a turn with actions left"),
                                  self.tr("Ask before ending a turn with actions left"),
                                  self.tr("End turn asks first while you still have actions to "
                                          "take"))
        play_form.addRow(self.confirm_end)
        # first-time tips (app/table/tips.py): on or off, and the dismissed ones back
        self.show_tips = _check("showTips", self.tr("Show &tips the first time something happens"),
                                self.tr("Show tips the first time something happens"),
                                self.tr("Short tips on the table explain a situation the first "
                                        "time it comes up"))
        self.reset_tips = QPushButton(self.tr("Show all tips a&gain"))
        self.reset_tips.setObjectName("resetTips")
        self.reset_tips.setAccessibleDescription(self.tr("Each tip shows once; the tips "
                                                         "you have seen come back"))
        self.reset_tips.setToolTip(self.reset_tips.accessibleDescription())
        play_form.addRow(self.show_tips)
        tips_row = QHBoxLayout()
        tips_row.addWidget(self.reset_tips)
        tips_row.addStretch(1)
        play_form.addRow(tips_row)

        # the sound effects (app/table/sounds.py): on or off, and how loud
        sound_form = _group(layout, self.tr("Sound"))
        self.sound_on = _check("soundOn", self.tr("Play &sounds"), self.tr("Play sounds"),
                               self.tr("Short sounds when a piece snaps into place, a puzzle "
                                       "is completed, your turn comes and the game ends"))
        sound_form.addRow(self.sound_on)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("soundVolume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_text = QLabel()
        self.volume_text.setObjectName("soundVolumeText")
        self.volume_text.setMinimumWidth(self.volume_text.fontMetrics().horizontalAdvance(
            "100 %") + 6)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_text)
        volume_label = QLabel(self.tr("&Volume:"))
        volume_label.setBuddy(self.volume)  # (a row of a layout gets no buddy by itself)
        sound_form.addRow(volume_label, volume_row)

        looks_form = _group(layout, self.tr("Table"))
        self.palette_box = _combo(
            "palette", self.tr("Piece colours"),
            self.tr("Colours that people with red-green colour blindness tell apart"),
            [(self._palette_name(palette), palette) for palette in PALETTES])
        looks_form.addRow(self.tr("Piece &colours:"), self.palette_box)
        self.zoom = _combo("tableZoom", self.tr("Table zoom"),
                           self.tr("Fit the whole table in the window, or show it at a fixed "
                                   "size"), [])
        self._fill_zoom(settings.table_zoom())
        looks_form.addRow(self.tr("Table &zoom:"), self.zoom)

        review_form = _group(layout, self.tr("Replay review"))
        self.depth_box = _combo(
            "analysisDepth", self.tr("Analysis depth"),
            self.tr("How long the computer thinks about each turn when it analyses a game"),
            [(self._depth_name(depth), depth) for depth in ANALYSIS_DEPTHS])
        self.depth_box.setToolTip(self.depth_box.accessibleDescription())
        review_form.addRow(self.tr("Analysis &depth:"), self.depth_box)

        lang_form = _group(layout, self.tr("Language"))
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.language.addItem(self._system_text(), "")
        for code in available_languages():
            self.language.addItem(native_name(code), code)
        self.language.setAccessibleName(self.tr("Language"))
        lang_form.addRow(self.tr("&Language:"), self.language)
        # the choice applies at once; the other program (game or deck editor) at its next start
        self.language_note = QLabel(self._note_text())
        self.language_note.setObjectName("languageNote")
        self.language_note.setWordWrap(True)
        self.language.setAccessibleDescription(self.language_note.text())
        lang_form.addRow(self.language_note)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAccessibleName(self.tr("Close the preferences"))
        layout.addWidget(buttons)

        # the three groups' fields line up
        forms = (play_form, sound_form, looks_form, review_form, lang_form)
        labels = [label for form in forms for row in range(form.rowCount())
                  if (item := form.itemAt(row, QFormLayout.ItemRole.LabelRole)) is not None
                  and isinstance(label := item.widget(), QLabel)]
        width = max((label.sizeHint().width() for label in labels), default=0)
        for label in labels:
            label.setMinimumWidth(width)
        self.setMinimumWidth(460)

        self._show_settings()
        _on_choice(self.speed, float, self.settings.set_animation_speed)
        self.pause_ai.toggled.connect(self.settings.set_pause_after_ai)
        self.hard_longer.toggled.connect(self.settings.set_hard_thinks_longer)
        self.confirm_end.toggled.connect(self.settings.set_confirm_end_turn)
        self.show_tips.toggled.connect(self.settings.set_show_tips)
        self.sound_on.toggled.connect(self._on_sound_on)
        self.volume.valueChanged.connect(self._on_volume)
        self.volume.sliderReleased.connect(self.sound_tried.emit)
        self.reset_tips.clicked.connect(self._on_reset_tips)
        _on_choice(self.palette_box, str, self.settings.set_palette)
        _on_choice(self.zoom, float, self.settings.set_table_zoom)
        _on_choice(self.depth_box, str, self.settings.set_analysis_depth)
        self.language.currentIndexChanged.connect(self._on_language)
        settings.changed.connect(self._on_changed)

    # ------------------------------------------------------------------ the language

    @staticmethod
    def _system_text() -> str:
        return QCoreApplication.translate("Language", "&System default").replace("&", "")

    @staticmethod
    def _note_text() -> str:
        return QCoreApplication.translate(
            "Language", "Applies at once. A deck editor or game already open in a window of "
            "its own follows when it starts again.")

    def _speed_name(self, value: float) -> str:
        names = {0.0: self.tr("Off (instant)"), 0.5: self.tr("Slow"), 1.0: self.tr("Normal"),
                 2.0: self.tr("Fast"), 4.0: self.tr("Very fast")}
        return names.get(value, str(value))

    def _palette_name(self, palette: str) -> str:
        names = {"standard": self.tr("Standard"), "colour-blind": self.tr("Colour-blind friendly")}
        return names.get(palette, palette)

    def _depth_name(self, depth: str) -> str:
        names = {"quick": self.tr("Quick"), "normal": self.tr("Normal"),
                 "deep": self.tr("Deep (slow)")}
        return names.get(depth, depth)

    def retranslate(self) -> None:
        """After a language switch: the texts built here with values (the labels and buttons
        are said again by ``app.i18n.retranslate_tree``), and the names in the combo boxes from
        their values: a language may say two of them alike (German: "Schnell" for a speed and a
        depth, "Standard" for the usual palette and the normal speed), and the text alone cannot
        tell which one it was."""
        for i in range(self.depth_box.count()):
            self.depth_box.setItemText(i, self._depth_name(str(self.depth_box.itemData(i))))
        for i in range(self.speed.count()):
            self.speed.setItemText(i, self._speed_name(float(self.speed.itemData(i))))
        for i in range(self.palette_box.count()):
            self.palette_box.setItemText(i, self._palette_name(str(self.palette_box.itemData(i))))
        self.language.setItemText(0, self._system_text())
        self.language_note.setText(self._note_text())
        self.language.setAccessibleDescription(self.language_note.text())
        self.zoom.blockSignals(True)
        try:
            self._fill_zoom(self.settings.table_zoom())
        finally:
            self.zoom.blockSignals(False)
        self._show_settings()

    # ------------------------------------------------------------------ showing the settings

    def _percent(self, value: float) -> str:
        return fill(self.tr("%1 %"), str(round(value)))

    def _zoom_text(self, zoom: float) -> str:
        if zoom <= TABLE_ZOOM_FIT:
            return self.tr("Fit to window")
        return self._percent(zoom * 100)

    def _fill_zoom(self, current: float) -> None:
        self.zoom.clear()
        steps = list(ZOOM_STEPS)
        if all(abs(current - z) > 1e-6 for z in steps):
            steps.append(current)  # a zoom set elsewhere stays choosable
            steps.sort()
        for z in steps:
            self.zoom.addItem(self._zoom_text(z), z)

    @staticmethod
    def _select(box: QComboBox, value: object) -> None:
        for i in range(box.count()):
            data = box.itemData(i)
            same = (abs(float(data) - float(value)) < 1e-6
                    if isinstance(data, float) and isinstance(value, float) else data == value)
            if same:
                box.setCurrentIndex(i)
                return

    def _show_settings(self) -> None:
        """Every control as the settings say (without writing them back)."""
        s = self.settings
        widgets = (self.speed, self.pause_ai, self.hard_longer, self.confirm_end, self.show_tips,
                   self.sound_on, self.volume, self.palette_box, self.zoom, self.depth_box,
                   self.language)
        for w in widgets:
            w.blockSignals(True)
        try:
            speed = s.animation_speed()
            nearest = min(ANIMATION_SPEEDS, key=lambda v: abs(v - speed))
            self._select(self.speed, nearest)
            self.pause_ai.setChecked(s.pause_after_ai())
            self.hard_longer.setChecked(s.hard_thinks_longer())
            self.confirm_end.setChecked(s.confirm_end_turn())
            self.show_tips.setChecked(s.show_tips())
            self.reset_tips.setEnabled(bool(s.dismissed_tips()) or not s.show_tips())
            self.sound_on.setChecked(not s.sound_muted())
            self.volume.setValue(s.sound_volume())
            self.volume.setEnabled(not s.sound_muted())
            self.volume_text.setText(self._percent(s.sound_volume()))
            self.volume.setAccessibleDescription(self.volume_text.text())
            self._select(self.palette_box, s.palette())
            zoom = s.table_zoom()
            if self.zoom.findText(self._zoom_text(zoom)) < 0:
                self._fill_zoom(zoom)
            self._select(self.zoom, zoom)
            self._select(self.depth_box, s.analysis_depth())
            language = s.language()
            if self.language.findData(language) < 0:
                language = ""
            self._select(self.language, language)
        finally:
            for w in widgets:
                w.blockSignals(False)

    def _on_changed(self, _key: str) -> None:
        self._show_settings()

    # ------------------------------------------------------------------ changing them

    def _on_sound_on(self, on: bool) -> None:
        self.settings.set_sound_muted(not on)
        if on:
            self.sound_tried.emit()

    def _on_volume(self, value: int) -> None:
        self.settings.set_sound_volume(value)
        if not self.volume.isSliderDown():
            self.sound_tried.emit()  # a key or a click on the groove: heard at once

    def _on_reset_tips(self) -> None:
        self.settings.reset_tips()

    def _on_language(self) -> None:
        code = self.language.currentData()
        if not isinstance(code, str):
            return
        choose_language(code, self.settings)  # every window follows, this dialog too

    def showEvent(self, event: QShowEvent) -> None:
        self._show_settings()
        super().showEvent(event)
