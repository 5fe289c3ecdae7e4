"""Turn > Continue: the command that ends the pause after an AI turn (the setting "pause after
each AI turn"). It places itself in the Turn menu and the turn tool bar by id, and is enabled
only while the table waits (actions.py, as the hints' commands do)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from app.table.actions import ActionRegistry
from app.table.controller import TableController


class ContinueAction(QObject):
    """The Continue command of one window."""

    def __init__(self, registry: ActionRegistry, controller: TableController) -> None:
        super().__init__(controller)
        self.controller = controller
        act = QAction(QCoreApplication.translate("ContinueAction", "C&ontinue"), registry)
        act.setObjectName("actContinue")
        # C anywhere in the window; Space and Enter on the table too (controller.key_press):
        # as the action's shortcuts they would take those keys from keyboard play
        act.setShortcut(QKeySequence("C"))
        act.setToolTip(QCoreApplication.translate(
            "ContinueAction", "Let the next computer player move (C, or Space on the table)"))
        act.setStatusTip(act.toolTip())
        act.setEnabled(False)
        act.triggered.connect(controller.continue_play)
        self.action = registry.register("continue", act)
        registry.place(["continue"], "turn", separator=True)
        registry.place(["continue"], "turn_bar", before="undo")
        controller.commands_changed.connect(self.update)

    def update(self) -> None:
        """Enabled exactly while the table waits after an AI turn."""
        self.action.setEnabled(self.controller.can_continue())
