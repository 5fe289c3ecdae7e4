"""Work of the thinking process: what a request carries and how the worker answers it (AI
decisions, and how to finish a puzzle for the table's hint).

Qt-free, so the worker process (:mod:`app.model.worker`) imports neither Qt nor the job
machinery of :mod:`app.model.thinking`, which sends these requests.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from app.rules import Action, Deck, GameState, classic_deck, deck_from_bytes, deck_to_bytes

if TYPE_CHECKING:
    from app.ai.hints import HintResult

# ------------------------------------------------------------------ AI decisions in a process
#
# An AI seat's decision and a best-action hint are CPU-bound searches of up to a second (three
# for a hard seat asked to think longer, Preferences), and a
# how-to-finish hint is a solver search of up to a quarter of one on a crafted deck: in a
# thread they hold the GIL and the window misses frames. They run in a worker process of their
# own (not the validation worker's: a game and its hints must not wait behind a deck check).
# The worker is sent only what the seat may see: the state with every face-down deck replaced
# by a fixed draw of the unseen cards (app.ai.hints.public_view), and the deck itself once per
# deck by a token, so the worker keeps one Deck object (and its solver's caches) per deck.

_DECK_TOKENS: dict[int, tuple[Deck, str, bytes]] = {}  # id(deck) -> (deck, token, file bytes)
_TOKEN_LOCK = threading.Lock()


def _deck_token(deck: Deck) -> tuple[str, bytes]:
    """A token naming the deck's content, and the deck's file bytes (computed once a deck)."""
    with _TOKEN_LOCK:
        got = _DECK_TOKENS.get(id(deck))
        if got is not None and got[0] is deck:
            return got[1], got[2]
        blob = deck_to_bytes(deck, back=False)  # the card backs' picture stays here
        token = hashlib.sha256(blob).hexdigest()[:24]
        if len(_DECK_TOKENS) > 32:
            _DECK_TOKENS.clear()
        _DECK_TOKENS[id(deck)] = (deck, token, blob)
        return token, blob


@dataclass(frozen=True, slots=True)
class DecideRequest:
    """What the worker needs for one decision (plain values; the deck travels as its file)."""

    token: str
    deck: bytes
    state: GameState  # its deck is a stand-in: the worker puts its own copy back
    level: str
    seed: int
    budget: float | None


_STAND_IN = Deck(name="", shapes=(), puzzles=())


def decide_request(state: GameState, level: str, seed: int, budget: float | None) -> DecideRequest:
    """The request for deciding in ``state``: only what the player to move may know."""
    from app.ai.hints import public_view

    token, blob = _deck_token(state.deck)
    view = replace(public_view(state), deck=_STAND_IN)
    return DecideRequest(token, blob, view, level, seed, budget)


_WORKER_DECKS: dict[str, Deck] = {}
_WORKER_AIS: dict[tuple[str, str, int, float | None], object] = {}


def _worker_deck(token: str, blob: bytes) -> Deck:
    """The worker's one Deck object for the deck a request names (made from its bytes once)."""
    deck = _WORKER_DECKS.get(token)
    if deck is None:
        deck = classic_deck() if blob == deck_to_bytes(classic_deck()) else deck_from_bytes(blob)
        if len(_WORKER_DECKS) > 16:
            _WORKER_DECKS.clear()
            _WORKER_AIS.clear()
        _WORKER_DECKS[token] = deck
    return deck


def decide_in_worker(request: DecideRequest, cancelled: Callable[[], bool]) -> Action:
    """The worker's side of a decision (the ``decide`` task of :mod:`app.model.worker`)."""
    from app.ai import make_ai
    from app.ai.player import AIPlayer

    deck = _worker_deck(request.token, request.deck)
    key = (request.token, request.level, request.seed, request.budget)
    ai = _WORKER_AIS.get(key)
    if not isinstance(ai, AIPlayer):
        if len(_WORKER_AIS) > 64:
            _WORKER_AIS.clear()
        ai = _WORKER_AIS[key] = make_ai(request.level, request.seed, request.budget)
    return ai.choose(replace(request.state, deck=deck), cancel=cancelled)


# ------------------------------------------------------------------ how to finish a puzzle


@dataclass(frozen=True, slots=True)
class FinishRequest:
    """What the worker needs to work out how the player to move finishes one puzzle."""

    token: str
    deck: bytes
    state: GameState  # the plan laid on it; its deck is a stand-in, as in DecideRequest
    puzzle: str


def finish_request(state: GameState, puzzle_id: str) -> FinishRequest:
    """The request for how the player to move in ``state`` (a plan already laid on it:
    ``app.ai.hints.with_plan``) finishes ``puzzle_id``; only what that player may see."""
    from app.ai.hints import public_view

    token, blob = _deck_token(state.deck)
    view = replace(public_view(state), deck=_STAND_IN)
    return FinishRequest(token, blob, view, puzzle_id)


def finish_in_worker(request: FinishRequest, cancelled: Callable[[], bool]) -> HintResult:
    """The worker's side of a how-to-finish hint (the ``finish`` task of
    :mod:`app.model.worker`).

    :raises SearchCancelled: once ``cancelled()`` is true.
    :raises ValueError: for a puzzle the player neither has nor could take.
    """
    from app.ai.hints import finish_hint

    deck = _worker_deck(request.token, request.deck)
    return finish_hint(replace(request.state, deck=deck), request.puzzle, cancel=cancelled)
