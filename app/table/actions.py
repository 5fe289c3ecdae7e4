"""Actions by id, placed in menus and tool bars by id (as Tiled's ActionManager does).

The game window registers its actions (``"save"``, ``"rules"``...) and its menus and tool bars
(``"game"``, ``"help"``, ``"turn_bar"``...); a feature (review and history, hints, later ones)
registers its own actions and places them *relative to an id* without knowing the window or
searching its menu bar.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolBar, QWidget


class ActionRegistry(QObject):
    """The actions, menus and tool bars of one window, by id."""

    def __init__(self, owner: QWidget) -> None:
        """Actions registered here work by shortcut anywhere in ``owner``."""
        super().__init__(owner)
        self._owner = owner
        self._actions: dict[str, QAction] = {}
        self._menus: dict[str, QMenu] = {}
        self._bars: dict[str, QToolBar] = {}

    # ------------------------------------------------------------------ registering

    def register(self, action_id: str, action: QAction) -> QAction:
        """Add ``action`` under ``action_id`` (its object name too, for tests and scripts).

        :raises KeyError: if the id is taken.
        """
        if action_id in self._actions:
            raise KeyError(f"an action {action_id!r} is already registered")
        self._actions[action_id] = action
        if not action.objectName():
            action.setObjectName(action_id)
        self._owner.addAction(action)
        return action

    def add_menu(self, menu_id: str, menu: QMenu) -> QMenu:
        """Make ``menu`` a place actions can be put by id."""
        self._menus[menu_id] = menu
        return menu

    def add_tool_bar(self, bar_id: str, bar: QToolBar) -> QToolBar:
        """Make ``bar`` a place actions can be put by id."""
        self._bars[bar_id] = bar
        return bar

    # ------------------------------------------------------------------ reading

    def action(self, action_id: str) -> QAction:
        """The action registered under ``action_id``.

        :raises KeyError: for an unknown id.
        """
        return self._actions[action_id]

    def menu(self, menu_id: str) -> QMenu:
        """The menu registered under ``menu_id``."""
        return self._menus[menu_id]

    def tool_bar(self, bar_id: str) -> QToolBar:
        """The tool bar registered under ``bar_id``."""
        return self._bars[bar_id]

    def ids(self) -> list[str]:
        """Every registered action id, in the order registered."""
        return list(self._actions)

    # ------------------------------------------------------------------ placing

    def place(self, action_ids: list[str], where: str, *, before: str | None = None,
              after: str | None = None, separator: bool = False) -> None:
        """Put the actions (by id) into the menu or tool bar ``where``: before or after the
        action ``before`` / ``after`` (by id), else at the end; ``separator`` adds one after
        them (before them when appended at the end)."""
        acts = [self._actions[i] for i in action_ids]
        target: QMenu | QToolBar = self._menus[where] if where in self._menus else self._bars[where]
        present = target.actions()
        anchor: QAction | None = None
        if before is not None:
            anchor = self._actions[before]
        elif after is not None:
            ref = self._actions[after]
            if ref in present:
                i = present.index(ref) + 1
                anchor = present[i] if i < len(present) else None
        if anchor is not None and anchor in present:
            for act in acts:
                target.insertAction(anchor, act)
            if separator:
                target.insertSeparator(anchor)
            return
        if separator and present:
            target.addSeparator()
        for act in acts:
            target.addAction(act)
