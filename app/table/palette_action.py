"""View > Colour-blind palette: the table's pieces in the palette the settings name, live.

The palette itself is a preference (``Settings.palette``, also offered by the Preferences
dialog); this keeps the painted pieces (:mod:`app.render.looks`) and a checkable menu action
in step with it, and repaints the table whenever the palette changes.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGraphicsScene

from app.model.settings import Settings
from app.render.looks import COLOUR_BLIND, STANDARD, palette_notifier, set_piece_palette

PALETTE_KEY = "view/palette"


class PaletteAction(QObject):
    """The checkable "Colour-blind palette" action of a window showing ``scene``."""

    def __init__(self, settings: Settings, scene: QGraphicsScene, parent: QObject) -> None:
        super().__init__(parent)
        self.settings = settings
        self.scene = scene
        self.action = QAction(self.tr("&Colour-blind palette"), parent)
        self.action.setObjectName("actColourBlind")
        self.action.setCheckable(True)
        self.action.setStatusTip(self.tr(
            "Paint the pieces in colours that people with colour blindness tell apart"))
        self.action.toggled.connect(self._on_toggled)
        settings.changed.connect(self._on_setting)
        palette_notifier().changed.connect(self._repaint)
        self._follow()

    def _follow(self) -> None:
        blind = self.settings.palette() == COLOUR_BLIND
        if self.action.isChecked() != blind:
            self.action.setChecked(blind)  # toggled: sets what the settings say already
        if not set_piece_palette(self.settings.palette()):
            self._repaint()

    def _on_toggled(self, checked: bool) -> None:
        self.settings.set_palette(COLOUR_BLIND if checked else STANDARD)

    def _on_setting(self, key: str) -> None:
        if key == PALETTE_KEY:
            self._follow()

    def _repaint(self, _name: str = "") -> None:
        self.scene.update()
