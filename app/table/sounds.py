"""The table's sounds: which moment asks for which effect (issue 29).

:class:`TableSounds` follows the controller and sends cues (:class:`app.model.sound.Cue`) to a
:class:`~app.model.sound.SoundSink` at the volume of the settings (Edit > Preferences > Sound):

- a piece dropped by the person here snaps into place (``SNAP``), or goes back (``ILLEGAL``);
- what is shown flying sounds when it happens: another player's piece landing on its puzzle
  (``SNAP``), a card turning face up (``CARD``), a completed puzzle's "+N" rising (``PUZZLE``);
  with the animations off, the same cues come from the action's events as it is applied;
- the table settles on a person's turn, a new one since the game came to the table
  (``TURN``: after the others' turns, or the automaton's move in solo);
- the game ends while it is played (``END``; not when a finished game is opened).

The window gets the program's sink from ``app/table/main.py``; without one (tests) it is a
:class:`~app.model.sound.NullSink`, so nothing sounds.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication

from app.model.session import AppliedAction, GameSession
from app.model.settings import Settings
from app.model.sound import Cue, NullSink, SoundPlayer, SoundSink
from app.rules import Event, OpponentTook, Phase, PiecePlaced, PuzzleCompleted, PuzzleTaken
from app.table.animation import Flight, FlightKind
from app.table.controller import TableController


def event_cues(events: Iterable[Event], *, own: bool) -> list[Cue]:
    """The cues of an action's events, each once, in order (``own``: the person here made it,
    so its placements have sounded as they were dropped)."""
    out: list[Cue] = []
    for ev in events:
        cue = None
        if isinstance(ev, PiecePlaced) and not own:
            cue = Cue.SNAP
        elif isinstance(ev, PuzzleTaken | OpponentTook) and ev.replacement is not None:
            cue = Cue.CARD
        elif isinstance(ev, PuzzleCompleted):
            cue = Cue.PUZZLE
        if cue is not None and cue not in out:
            out.append(cue)
    return out


FLIGHT_STARTS = {FlightKind.CARD_REVEALED: Cue.CARD, FlightKind.POINTS: Cue.PUZZLE}
FLIGHT_LANDINGS = {FlightKind.PIECE_PLACED: Cue.SNAP}


class TableSounds(QObject):
    """Plays the table's moments on a sink (see the module's text)."""

    def __init__(self, controller: TableController, settings: Settings, sink: SoundSink,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.sink = sink
        self._turn: tuple[int, int, str] | None = None  # the turn last shown
        self._acted: object = None  # the game an action was last applied in
        doc = controller.document
        doc.session_changed.connect(self._on_session_changed)
        doc.action_applied.connect(self._on_applied)
        controller.piece_dropped.connect(self._on_dropped)
        controller.turn_shown.connect(self._on_turn_shown)
        controller.game_over.connect(self._on_game_over)
        controller.animator.flight_started.connect(self._on_flight_started)
        controller.animator.flight_landed.connect(self._on_flight_landed)

    def play(self, cue: Cue) -> None:
        """Play ``cue`` at the volume the settings say (nothing when muted)."""
        gain = self.settings.sound_gain()
        if gain > 0:
            self.sink.play(cue, gain)

    def _session(self) -> GameSession | None:
        return self.controller.document.session

    def _on_session_changed(self, session: GameSession) -> None:
        state = session.state
        self._turn = (state.round, state.current, state.phase.value)

    def _on_applied(self, applied: AppliedAction) -> None:
        self._acted = self._session()
        if self.controller.animator.duration > 0:
            return  # the flights sound as they happen
        own = not applied.step.by_ai
        for cue in event_cues(applied.step.events, own=own):
            self.play(cue)

    def _on_dropped(self, placed: bool) -> None:
        self.play(Cue.SNAP if placed else Cue.ILLEGAL)

    def _on_flight_started(self, flight: object) -> None:
        if isinstance(flight, Flight) and flight.kind in FLIGHT_STARTS:
            self.play(FLIGHT_STARTS[flight.kind])

    def _on_flight_landed(self, flight: object) -> None:
        if isinstance(flight, Flight) and flight.kind in FLIGHT_LANDINGS:
            self.play(FLIGHT_LANDINGS[flight.kind])

    def _on_turn_shown(self) -> None:
        session = self._session()
        if session is None:
            return
        state = session.state
        turn = (state.round, state.current, state.phase.value)
        if turn == self._turn:
            return  # the same turn, shown again after an action of its own
        self._turn = turn
        if state.phase is not Phase.FINISHED and session.is_human_turn():
            self.play(Cue.TURN)

    def _on_game_over(self) -> None:
        session = self._session()
        if session is not None and self._acted is session:
            self.play(Cue.END)  # played to its end here, not a finished game opened


def program_sink() -> SoundSink:
    """The game program's sound: a :class:`~app.model.sound.SoundPlayer`, unless
    ``PROJECT_L_SOUND=off`` or Qt runs without a screen (offscreen, the tests, the smoke test):
    then nothing sounds."""
    if os.environ.get("PROJECT_L_SOUND", "").strip().lower() in ("off", "0", "no", "false"):
        return NullSink()
    if QGuiApplication.platformName() in ("offscreen", "minimal"):
        return NullSink()
    return SoundPlayer()
