"""First-time tips on the table: a callout beside the thing it is about.

:class:`TipsController` watches the game (the document's signals and the animator's ``idle``)
and, each time the table has settled on a person's turn (no animation playing, no AI
thinking), asks the tips of ``app/model/tips.py`` for the first one due. It shows it in a
:class:`~app.table.callout.Callout` placed beside its target (``scene.rect_of``) inside the
visible part of the table, never over it nor over the player's own supply and puzzles (what
they play with), and announces it to screen readers.

A tip is shown once: the moment it shows, the settings remember it as seen
(``Settings.dismiss_tip``), so it comes neither in this game nor in the next, nor after
Continue or a restart, until Preferences > *Show all tips again*. A lesson's step that teaches
a tip's subject marks it seen too (``LessonStep.teaches``).

A tip never blocks: the player plays on, and the tip closes by itself when its moment has
passed (its situation no longer holds, or the turn is over). *Got it* closes it (so do Escape
when the table has no use for it: a hint, a held piece, a plan or the keyboard's focused item
take Escape first, and a click on the bubble off its buttons, which goes on to the table as
well); *No more tips* closes it and switches tips off (Preferences > *Show tips* switches them
on again). F6 gives the keyboard to the buttons (the callout's own handling).

No tip is shown while :attr:`TipsController.suppressed` is set (a lesson is running: the
lesson sets it) or while Preferences > *Show tips* is off.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QGraphicsView

from app.model.tips import Spot, Tip, TipContext, due_tip
from app.rules import Event, GameState
from app.table.callout import ButtonSpec, Callout
from app.table.items import Target, TargetKind

if TYPE_CHECKING:
    from app.model.session import AppliedAction, GameSession, Step
    from app.model.settings import Settings
    from app.table.controller import TableController

_GOT_IT = QT_TRANSLATE_NOOP("Tips", "&Got it")
_NO_MORE = QT_TRANSLATE_NOOP("Tips", "&No more tips")


def _words(source: str) -> str:
    """A tip's words in the language of the interface."""
    return QCoreApplication.translate("Tips", source)


def target_of(spot: Spot) -> Target:
    """The table target a tip's spot names."""
    return Target(TargetKind(spot.kind), player=spot.player, puzzle=spot.puzzle,
                  shape=spot.shape, index=spot.index)


def _turn_key(state: GameState) -> tuple[int, int, object]:
    return state.current, state.round, state.phase


class TipCallout(Callout):
    """The callout of a tip: a click on the bubble beside its buttons closes it, as Got it
    does, and goes on to the table (the bubble is see-through under the pointer: what is
    clicked is what the player sees); Escape closes it too while the table has the keyboard
    and no use for it (``table_esc`` says whether it has: a hint, a held piece, a plan or a
    focused item go first)."""

    def __init__(self, close: Callable[[], None], table_esc: Callable[[], bool],
                 resized: Callable[[], None], text: str, *, title: str,
                 buttons: Sequence[ButtonSpec]) -> None:
        super().__init__(text, title=title, buttons=buttons)
        self._close = close
        self._table_esc = table_esc
        self._resized = resized

    def filter_event(self, watched: QObject, event: QEvent) -> bool:
        view = self.view_of(watched)
        if view is None:
            return False
        if event.type() == QEvent.Type.Resize and watched is view:
            self._resized()  # the view fits the table to its new size after this
            return False
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress and \
                watched is view and event.key() == Qt.Key.Key_Escape and \
                not self.has_keyboard() and not self._table_esc():
            self._close()
            return True
        if isinstance(event, QMouseEvent) and watched is not view and \
                event.type() == QEvent.Type.MouseButtonPress:
            pos = view.mapToScene(event.position().toPoint())
            on_button = any(self.button_rect(i).contains(pos)
                            for i in range(len(self.button_texts())))
            if self.bubble_rect().contains(pos) and not on_button:
                self._close()
                return False  # the table's click all the same
        return super().filter_event(watched, event)


class TipsController(QObject):
    """Shows each tip the first time its situation comes up for a person at the table."""

    shown = Signal(str)
    """A tip (its id) was shown."""
    closed = Signal(str)
    """The tip shown (its id) was closed."""

    def __init__(self, controller: TableController, settings: Settings,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.scene = controller.scene
        self.view: QGraphicsView = controller.view
        self._suppressed = False
        self._events: list[Event] = []  # since the last settled moment
        self._tip: Tip | None = None
        self._spot: Spot | None = None
        self._turn: tuple[int, int, object] | None = None
        self._callout: Callout | None = None
        doc = controller.document
        # connected after the table controller's own handlers: they run after the table shows
        doc.session_changed.connect(self._on_session_changed)
        doc.action_applied.connect(self._on_applied)
        doc.undone.connect(self._on_undone)
        doc.state_changed.connect(self.update)
        doc.ai_thinking.connect(lambda _t: self.update())
        controller.animator.idle.connect(self.update)
        self.scene.layout_changed.connect(self._place)
        zoom = getattr(self.view, "zoom_changed", None)
        if zoom is not None:
            zoom.connect(lambda _z: self._place())
        settings.changed.connect(self._on_setting_changed)

    # ------------------------------------------------------------------ public

    @property
    def suppressed(self) -> bool:
        """Whether tips are held back (set while a lesson runs: its callouts teach instead)."""
        return self._suppressed

    @suppressed.setter
    def suppressed(self, value: bool) -> None:
        self._suppressed = bool(value)
        if self._suppressed:
            self._close()
        else:
            self.update()

    @property
    def enabled(self) -> bool:
        """Whether tips may show: Preferences > Show tips is on and no lesson holds them."""
        return self.settings.show_tips() and not self._suppressed

    def current(self) -> str:
        """The id of the tip shown ("" when none)."""
        return self._tip.id if self._tip is not None else ""

    def callout(self) -> Callout | None:
        """The bubble of the tip shown."""
        return self._callout

    def got_it(self) -> None:
        """Close the tip shown (Got it, Escape, a click on the bubble); it was seen, so it does
        not come again."""
        self._close()

    def no_more(self) -> None:
        """Close the tip shown and switch tips off (No more tips; Preferences switches them on
        again)."""
        self._close()
        self.settings.set_show_tips(False)

    # ------------------------------------------------------------------ following the game

    def _session(self) -> GameSession | None:
        return self.controller.document.session

    def _on_session_changed(self, _session: object) -> None:
        self._events = []
        self._close()
        self.update()

    def _on_applied(self, applied: AppliedAction) -> None:
        self._events += applied.step.events

    def _on_undone(self, _step: Step) -> None:
        self._events = []

    def _on_setting_changed(self, key: str) -> None:
        if not key.startswith("tips/"):
            return
        if self._tip is not None and not self.settings.show_tips():
            self._close()
        self.update()

    def _settled(self, session: GameSession) -> bool:
        return not self.controller.animator.busy and not session.is_thinking and \
            session.is_human_turn()

    def update(self) -> None:
        """Close the tip whose moment has passed; show the next one due."""
        session = self._session()
        if session is None:
            self._close()
            return
        state = session.state
        if self._tip is not None:
            if not self.enabled or _turn_key(state) != self._turn or \
                    not session.is_human_turn():
                self._close()
            elif not self.controller.animator.busy:
                spot = self._tip.where(TipContext(state, state.current, tuple(self._events)))
                if spot is None and not self._tip.lasts_turn:
                    self._close()
                elif spot is not None and spot != self._spot:
                    self._spot = spot
                    self._place()
        if not self.enabled or not self._settled(session):
            return
        events, self._events = tuple(self._events), []
        if self._tip is not None:
            return
        skip = set(self.settings.dismissed_tips())
        due = due_tip(TipContext(state, state.current, events), skip)
        if due is not None:
            self._show(*due, state)

    # ------------------------------------------------------------------ the bubble

    def _show(self, tip: Tip, spot: Spot, state: GameState) -> None:
        self._tip = tip
        self._spot = spot
        self._turn = _turn_key(state)
        callout = TipCallout(self.got_it, self._table_esc, self._place_soon, _words(tip.text),
                             title=_words(tip.title), buttons=self._buttons())
        callout.setObjectName(f"tip_{tip.id}")
        callout.setZValue(900)  # under a lesson's callouts (1000), over the table
        self._callout = callout
        self.scene.addItem(callout)
        self._place()
        callout.announce()
        # seen: never again (until Preferences brings them all back), in any game; stored
        # after the bubble is up, so the settings' change notice finds this tip shown
        self.settings.dismiss_tip(tip.id)
        self.shown.emit(tip.id)

    def _buttons(self) -> tuple[ButtonSpec, ...]:
        return ((_words(str(_GOT_IT)), self.got_it), (_words(str(_NO_MORE)), self.no_more))

    def retranslate(self) -> None:
        """After a language switch: the tip shown, in the new language."""
        tip, callout = self._tip, self._callout
        if tip is None or callout is None:
            return
        callout.set_buttons(self._buttons())
        callout.set_text(_words(tip.text), _words(tip.title))  # laid out again, buttons too
        self._place()

    def _place_soon(self) -> None:
        QTimer.singleShot(0, self, self._place)

    def _table_esc(self) -> bool:
        c = self.controller
        return c.hints.shown is not None or c.can_cancel() or c.ui.focus is not None

    def target_rect(self) -> QRectF | None:
        """Where the target of the tip shown is (scene coordinates; with the other piles it is
        about, as one rectangle)."""
        spot = self._spot
        if spot is None:
            return None
        out: QRectF | None = None
        targets = [target_of(spot)] + [Target(TargetKind.RESERVE, shape=i) for i in spot.also]
        for target in targets:
            # its place in the layout, and what is drawn there (a glow may reach further)
            r = self.scene.drawn_rect(target)
            if r is not None:
                out = QRectF(r) if out is None else out.united(r)
        return out

    def own_things(self) -> list[QRectF]:
        """The pieces and puzzles of the person whose turn it is (scene coordinates): what they
        play with, which a tip never covers."""
        session = self._session()
        if session is None:
            return []
        state = session.state
        me = state.current
        if not 0 <= me < len(state.players):
            return []
        player = state.players[me]
        targets = [Target(TargetKind.SUPPLY, player=me, shape=i)
                   for i, n in enumerate(player.supply) if n]
        targets += [Target(TargetKind.PUZZLE, player=me, puzzle=p.id, index=k)
                    for k, p in enumerate(player.puzzles)]
        return [r for r in (self.scene.drawn_rect(t) for t in targets) if r is not None]

    def _place(self) -> None:
        callout = self._callout
        anchor = self.target_rect()
        if callout is None or anchor is None:
            return
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        bounds = visible.intersected(self.scene.sceneRect())
        callout.place(anchor, bounds if not bounds.isEmpty() else visible,
                      keep_clear=self.own_things())

    def _close(self) -> None:
        tip, callout = self._tip, self._callout
        self._tip = None
        self._spot = None
        self._turn = None
        self._callout = None
        if callout is not None:
            callout.detach()
            if callout.scene() is not None:
                callout.scene().removeItem(callout)
        if tip is not None:
            self.closed.emit(tip.id)
