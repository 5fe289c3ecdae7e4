"""The game session: one game in progress, shared by the table window, saves and tests.

``GameSession`` owns the record's setup, the seats (human or AI) and the history of
``(state before, action)`` steps, as Tatham's midend keeps its undo chain. It is the only
place that changes the game: views call :meth:`GameSession.apply` and listen to its signals.
AI seats think in a worker thread (``QThreadPool``) so the window never freezes; the result
comes back to the UI thread through a queued signal and is applied like any other action.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import ClassVar, Protocol

from PySide6.QtCore import QObject, Signal

from app.core.setup import GameSetup, NetworkOptions, SeatConfig
from app.model import relay
from app.model.background import BackgroundOp
from app.model.settings import Settings
from app.model.thinking import ProcessChooser
from app.rules import (
    Action,
    Deck,
    Event,
    FileProblem,
    GameRecord,
    GameState,
    Illegal,
    IllegalAction,
    InvalidRecord,
    OpponentTook,
    Phase,
    PuzzleTaken,
    Reason,
    ReplayStep,
    Trouble,
    apply_with_events,
    check,
    replay_steps,
)

CancelCheck = Callable[[], bool]


class Chooser(Protocol):
    """What an AI seat needs: pick a legal action for the player to move."""

    def choose(self, state: GameState, *, cancel: CancelCheck | None = None) -> Action:
        """A legal action in ``state``; may raise when ``cancel()`` turns true."""
        ...


AIFactory = Callable[[SeatConfig, int], Chooser]
"""Builds the AI of one seat from its config and a seed."""


def default_ai_factory(seat: SeatConfig, seed: int) -> Chooser:
    """The AI of ``app.ai`` at the seat's level (its own time budget), thinking in the
    thinking process (``app.model.thinking``) so that the window never waits for the GIL."""
    return ProcessChooser(seat.level, seed)


def thinking_ai_factory(settings: Settings) -> AIFactory:
    """:func:`default_ai_factory` whose hard seats think longer in two-player games while
    ``settings`` say so (Preferences; asked at each decision, so a change applies from the
    seat's next move).

    The AI decides in a job's thread, and QSettings is not safe to read there while the window
    writes it: the setting is read on the settings' thread when it changes and kept as a plain
    value, which the job reads."""
    longer = [settings.hard_thinks_longer()]

    def follow(_key: str) -> None:
        longer[0] = settings.hard_thinks_longer()

    settings.changed.connect(follow)

    def factory(seat: SeatConfig, seed: int) -> Chooser:
        return ProcessChooser(seat.level, seed, think_longer=lambda: longer[0])

    return factory


class SeatPresence(Enum):
    """Who is at a seat now, as its mat says: what the seat's kind says (a person or an AI of
    this computer, an AI of the room), a person at another computer, that person's seat while
    their connection is lost, or an AI standing in for them until they are back."""

    AS_SEATED = "as_seated"
    REMOTE = "remote"
    DISCONNECTED = "disconnected"
    AI_FOR_NOW = "ai_for_now"


@dataclass(frozen=True, slots=True)
class Step:
    """One applied action: the state before it, the action, what happened, who acted."""

    before: GameState
    action: Action
    events: tuple[Event, ...]
    player: int
    by_ai: bool

    @property
    def revealed(self) -> bool:
        """Whether the action turned a new card face up (then it cannot be taken back)."""
        return any(
            isinstance(e, PuzzleTaken | OpponentTook) and e.replacement is not None
            for e in self.events
        )


@dataclass(frozen=True, slots=True)
class AppliedAction:
    """What :attr:`GameSession.action_applied` reports: the step and the state after it."""

    step: Step
    after: GameState


class GameSession(QObject):
    """A game in progress: setup, seats, history, undo, and the AI seats' thinking."""

    state_changed = Signal()
    """The state is different (an action, an undo)."""
    events_happened = Signal(list)
    """The events of one applied action, in order (``list[Event]``)."""
    action_applied = Signal(object)
    """An :class:`AppliedAction` for the log and the animations."""
    undone = Signal(object)
    """The :class:`Step` that was taken back."""
    game_finished = Signal()
    """The game reached the final scoring."""
    ai_thinking = Signal(bool)
    """An AI seat started (True) or stopped (False) thinking."""
    ai_failed = Signal(object)
    """An AI seat could not choose an action (why: a :class:`~app.rules.Reason` of kind
    :class:`~app.rules.Trouble`, a fault of the program)."""
    notice = Signal(str)
    """The thinking process had to be restarted (a technical detail, in English: the table
    tells the player in its own words, without it)."""
    autosaved: ClassVar[bool] = True
    """Whether the game is kept in an autosave while it is played (a network game is not: it
    is rejoined, and its record goes to the history when it ends)."""

    def __init__(
        self,
        record: GameRecord,
        seats: Sequence[SeatConfig],
        *,
        steps: Sequence[ReplayStep] | None = None,
        ai_factory: AIFactory | None = None,
        parent: QObject | None = None,
    ) -> None:
        """Start a session from a record and one config per seat.

        ``steps`` are the record's actions already replayed (a loaded save has them); without
        them the record is replayed here, once.

        :raises InvalidRecord: when the seats do not match the record's players or an action
            of the record breaks the rules.
        """
        super().__init__(parent)
        if len(seats) != len(record.players):
            raise InvalidRecord(Reason.of(FileProblem.SEATS_FOR_PLAYERS,
                                          players=len(record.players), seats=len(seats)))
        self._base = record.with_actions(())
        # the AI seats' seeds follow from a typed seed (the same game plays the same way),
        # else from a number drawn here: nothing the AI does hints at the deal
        self._ai_base = record.seed if record.seed is not None else secrets.randbits(62)
        self._seats = tuple(seats)
        self._factory = ai_factory if ai_factory is not None else default_ai_factory
        self._ais: dict[int, Chooser] = {}
        self._history: list[Step] = []
        if steps is None or len(steps) != len(record.actions):
            steps = list(replay_steps(record, events=True))
        state = record.initial_state()
        for step in steps:
            if step.after is None:
                raise InvalidRecord(Reason.of(FileProblem.NOT_REPLAYABLE, index=step.index,
                                              reason=step.reason or ""))
            player = step.before.current
            by_ai = self._seats[player].kind == "ai"
            self._history.append(Step(step.before, step.action, step.events, player, by_ai))
            state = step.after
        self._state = state
        self._thinker = BackgroundOp(self)  # the AI seat to move, thinking

    @classmethod
    def from_setup(
        cls, setup: GameSetup, *, ai_factory: AIFactory | None = None, parent: QObject | None = None
    ) -> GameSession:
        """A new game from the new-game dialog's choices."""
        return cls(setup.record(), setup.play_order, ai_factory=ai_factory, parent=parent)

    # ------------------------------------------------------------------ reading

    @property
    def state(self) -> GameState:
        """The current state."""
        return self._state

    @property
    def deck(self) -> Deck:
        """The deck the game is played with."""
        return self._state.deck

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        """The seats, player 0 first."""
        return self._seats

    @property
    def history(self) -> tuple[Step, ...]:
        """Every applied action, oldest first."""
        return tuple(self._history)

    @property
    def initial_state(self) -> GameState:
        """The state before the first action."""
        return self._history[0].before if self._history else self._state

    @property
    def is_finished(self) -> bool:
        """Whether the game is over."""
        return self._state.phase is Phase.FINISHED

    @property
    def is_thinking(self) -> bool:
        """Whether an AI seat is thinking right now."""
        return self._thinker.running

    def seat(self, player: int) -> SeatConfig:
        """The config of one seat."""
        return self._seats[player]

    def seat_presence(self, player: int) -> SeatPresence:
        """Who is at the seat of ``player`` now (a local game: the seat as set up)."""
        if self._seats[player].kind == "remote":
            return SeatPresence.REMOTE
        return SeatPresence.AS_SEATED

    def presences(self) -> tuple[SeatPresence, ...]:
        """:meth:`seat_presence` of every seat, player 0 first."""
        return tuple(self.seat_presence(p) for p in range(len(self._seats)))

    def is_ai_turn(self) -> bool:
        """Whether an AI seat is to act now."""
        return not self.is_finished and self._seats[self._state.current].kind == "ai"

    def is_human_turn(self) -> bool:
        """Whether a person at the computer is to act now."""
        return not self.is_finished and self._seats[self._state.current].kind == "human"

    def record(self) -> GameRecord:
        """The game so far as a record (setup plus every action)."""
        return self._base.with_actions([s.action for s in self._history])

    def saved_seats(self) -> tuple[SeatConfig, ...]:
        """The seats as a save keeps them (a hosted game says which were remote)."""
        return self._seats

    def hosting(self) -> NetworkOptions | None:
        """How the game is hosted, for its save (None: a game of this computer)."""
        return None

    def setup_record(self) -> GameRecord:
        """The record of the setup alone (no actions)."""
        return self._base

    # ------------------------------------------------------------------ acting

    def check(self, action: Action) -> Reason | None:
        """Why ``action`` is illegal now (None if legal); does not change anything."""
        return check(self._state, action)

    def apply(self, action: Action) -> Reason | None:
        """Apply an action of the player to move; returns the reason if it is illegal."""
        return self._apply(action, by_ai=False)

    def _apply(self, action: Action, *, by_ai: bool) -> Reason | None:
        why = check(self._state, action)
        if why is not None:
            return why
        before = self._state
        try:
            after, events = apply_with_events(before, action)
        except IllegalAction as exc:  # check() and apply() agree; keep the reason if not
            return exc.reason if exc.reason is not None else Reason.of(Illegal.UNKNOWN_ACTION)
        self._cancel_ai()
        step = Step(before, action, tuple(events), before.current, by_ai)
        self._history.append(step)
        self._state = after
        self.events_happened.emit(list(events))
        self.action_applied.emit(AppliedAction(step, after))
        self.state_changed.emit()
        if after.phase is Phase.FINISHED and before.phase is not Phase.FINISHED:
            self.game_finished.emit()
        return None

    def can_undo(self) -> bool:
        """Whether the person to move may take back their last action.

        Only actions of the current turn, made by this (human) player, and only as long as no
        card was turned face up since.
        """
        if not self._history or self.is_finished or not self.is_human_turn():
            return False
        last = self._history[-1]
        before, now = last.before, self._state
        return (
            not last.by_ai
            and not last.revealed
            and before.current == now.current
            and before.round == now.round
            and before.phase is now.phase
        )

    def undo(self) -> bool:
        """Take back the last action if :meth:`can_undo`; returns whether it did."""
        if not self.can_undo():
            return False
        step = self._history.pop()
        self._state = step.before
        self.undone.emit(step)
        self.state_changed.emit()
        return True

    # ------------------------------------------------------------------ AI seats

    def _ai_for(self, player: int) -> Chooser:
        ai = self._ais.get(player)
        if ai is None:
            seed = self._ai_base * 7919 + 104729 * (player + 1) + len(self._history)
            ai = self._factory(self._seats[player], seed)
            if isinstance(ai, ProcessChooser) and ai.notice is None:
                ai.notice = relay.poster(self, "notice")  # said from the job's thread
            self._ais[player] = ai
        return ai

    def start_ai(self) -> bool:
        """Let the AI seat to move think (in a worker thread); returns whether it started."""
        if not self.is_ai_turn() or self._thinker.running:
            return False
        chooser = self._ai_for(self._state.current)
        state = self._state
        self._thinker.start(lambda cancelled, _progress: chooser.choose(state, cancel=cancelled),
                            self._on_ai_chosen, self._on_ai_failed)
        self.ai_thinking.emit(True)
        return True

    def stop_ai(self) -> None:
        """Stop an AI that is thinking; its answer, if it comes, is ignored."""
        self._cancel_ai()

    def _cancel_ai(self) -> None:
        if not self._thinker.running:
            return
        self._thinker.cancel()
        self.ai_thinking.emit(False)

    def _on_ai_chosen(self, action: object) -> None:
        self.ai_thinking.emit(False)
        if not isinstance(action, Action):
            self.ai_failed.emit(Reason.of(Trouble.NOT_AN_ACTION, shown=repr(action)[:80]))
            return
        why = self._apply(action, by_ai=True)
        if why is not None:  # the AI promises legal actions: a bug
            self.ai_failed.emit(Reason.of(Trouble.AI_ILLEGAL, reason=why))

    def _on_ai_failed(self, message: str) -> None:
        self.ai_thinking.emit(False)
        self.ai_failed.emit(Reason.of(Trouble.PROGRAM_ERROR, detail=message))
