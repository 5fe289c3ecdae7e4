"""The app's preferences, kept with Qt's conventions (``QSettings``) behind typed getters/setters.

QSettings stores values per platform (registry, plist, ini) and some backends hand back text
for everything, so each getter converts and falls back to its default on anything unexpected:
a damaged or hand-edited settings file never breaks the app. The organisation and application
names come from ``QCoreApplication`` (set once at start-up); tests pass their own QSettings on a
temporary ini file.

Every change is written at once (:meth:`Settings.sync`); QSettings writes its file atomically
(a temporary file, then a rename) under a lock file of its own, so two programs sharing the
settings never corrupt them. A settings file that cannot be written (read-only, full disk, a
folder in the way) never stops anything: :attr:`Settings.write_failed` says so once, the values
live on in memory for this run, and the previous file stays as it was.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from app.core.setup import GameSetup, NetworkOptions, SeatConfig
from app.model.settings_files import open_store
from app.model.window_geometry import SavedPlace
from app.rules import DIFFICULTIES, Deck, Reason, WriteProblem, classic_deck, valid_text

MAX_RECENT = 10
ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 2.0, 4.0)  # 0 = no animations; 1 = normal
_KEY_GEOMETRY = "windows/{}/geometry"
_KEY_STATE = "windows/{}/state"
_KEY_PLACE = "windows/{}/place"  # app.model.window_geometry.SavedPlace, as nine integers
_KEY_SETUP = "game/last_setup"
_KEY_SEATS = "game/last_seats_{}"  # "solo" or "multi": the seats of each mode, apart
_KEY_SPEED = "view/animation_speed"
_KEY_LANGUAGE = "interface/language"  # not "general/": ini files read [General] as the root
_KEY_RECENT = "files/recent"
_KEY_FOLDER = "files/last_folder"
_KEY_REVIEW_DELAY = "review/play_delay_ms"
_KEY_PAUSE_AI = "play/pause_after_ai"
_KEY_CONFIRM_END = "play/confirm_end_turn"
_KEY_HARD_LONGER = "play/hard_thinks_longer"
_KEY_PALETTE = "view/palette"
_KEY_ZOOM = "view/table_zoom"
_KEY_LAST_DECK = "editor/last_deck"
_KEY_ANALYSIS_DEPTH = "review/analysis_depth"
_KEY_JOIN_ADDRESS = "network/join_address"
_KEY_JOIN_NAME = "network/join_name"
PALETTES = ("standard", "colour-blind")
ANALYSIS_DEPTHS = ("quick", "normal", "deep")
"""How hard the review's *Analyse* thinks (each maps to a budget: app.model.analysis_run)."""
TABLE_ZOOM_FIT = 0.0  # the table zoom that fits the whole table in the window


def _as_str(value: Any, default: str) -> str:
    return value if isinstance(value, str) and valid_text(value) else default


def _as_float(value: Any, default: float) -> float:
    if isinstance(value, bool):
        return default
    try:
        out = float(value)
    except (TypeError, ValueError):
        return default
    return out if out == out and abs(out) != float("inf") else default


def _as_int(value: Any, default: int) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return default
    return default


def _as_bool(value: Any, default: bool) -> bool:
    # ini files hand back "true"/"false" as text
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        low = value.strip().lower()
        if low in ("true", "1", "yes"):
            return True
        if low in ("false", "0", "no"):
            return False
    if isinstance(value, int):
        return value != 0
    return default


def _as_list(value: Any) -> list[str]:
    # a one-item list comes back from ini files as a plain string, and an empty one as None
    if value is None:
        return []
    if isinstance(value, str):
        return [value] if value and valid_text(value) else []
    if isinstance(value, list | tuple):
        return [v for v in value if isinstance(v, str) and v and valid_text(v)]
    return []


def _same_file(a: str, b: str) -> bool:
    return os.path.normcase(os.path.abspath(a)) == os.path.normcase(os.path.abspath(b))


class Settings(QObject):
    """Typed access to the preferences; :attr:`changed` names the key of every change."""

    changed = Signal(str)
    """A setting changed (its key); views re-read what concerns them."""
    write_failed = Signal(object)
    """The settings file could not be written (why, a Reason); emitted once per Settings
    object."""

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        """Wrap ``store`` (default: the app's own settings, as named by QCoreApplication)."""
        super().__init__(parent)
        self._store = store if store is not None else open_store()
        if store is not None and store.parent() is None:
            store.setParent(self)
        self._write_failed = False

    @classmethod
    def at_path(cls, path: str, parent: QObject | None = None) -> Settings:
        """Settings kept in an ini file at ``path`` (tests, portable installs)."""
        return cls(QSettings(path, QSettings.Format.IniFormat), parent)

    @property
    def store(self) -> QSettings:
        """The underlying QSettings."""
        return self._store

    def sync(self) -> bool:
        """Write pending changes to disk now; False (and :attr:`write_failed`) if it failed."""
        self._store.sync()
        if self._store.status() != QSettings.Status.AccessError:
            return True
        if not self._write_failed:
            self._write_failed = True
            self.write_failed.emit(Reason.of(WriteProblem.SETTINGS_FILE,
                                             path=self._store.fileName()))
        return False

    @property
    def writable(self) -> bool:
        """Whether the settings could be written so far (False after a failed write)."""
        return not self._write_failed

    def _set(self, key: str, value: Any) -> None:
        self._store.setValue(key, value)
        self.sync()
        self.changed.emit(key)

    # ------------------------------------------------------------------ windows

    def window_geometry(self, window: str) -> QByteArray | None:
        """The saved geometry of a window (``QWidget.saveGeometry``), or None."""
        value = self._store.value(_KEY_GEOMETRY.format(window))
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_window_geometry(self, window: str, geometry: QByteArray) -> None:
        """Remember a window's geometry."""
        self._set(_KEY_GEOMETRY.format(window), geometry)

    def window_place(self, window: str) -> SavedPlace | None:
        """Where a window was when it last closed, with its screen then (None: not known)."""
        value = self._store.value(_KEY_PLACE.format(window))
        if isinstance(value, str):
            value = value.split(",")
        return SavedPlace.from_list(value)

    def set_window_place(self, window: str, place: SavedPlace) -> None:
        """Remember where a window is as it closes (its geometry alone says nothing of the
        screen it fitted)."""
        self._set(_KEY_PLACE.format(window), ",".join(str(n) for n in place.to_list()))

    def window_state(self, window: str) -> QByteArray | None:
        """The saved dock/toolbar state of a main window (``QMainWindow.saveState``), or None."""
        value = self._store.value(_KEY_STATE.format(window))
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_window_state(self, window: str, state: QByteArray) -> None:
        """Remember a main window's dock/toolbar state."""
        self._set(_KEY_STATE.format(window), state)

    # ------------------------------------------------------------------ the last new game

    def set_last_setup(self, setup: GameSetup) -> None:
        """Remember the choices of the new-game dialog (seats in seating order, difficulty,
        deck id, whether the first player is drawn at random)."""
        data: dict[str, Any] = {
            "seats": [s.to_json() for s in setup.seats],
            "difficulty": setup.difficulty,
            "deck_id": setup.deck.id,
            "first_player": "random" if setup.random_first else "seat order",
        }
        if setup.network is not None:
            data["network"] = setup.network.to_json()
        self._set(_KEY_SETUP, json.dumps(data))
        mode = "solo" if setup.is_solo else "multi"
        self._set(_KEY_SEATS.format(mode), json.dumps([s.to_json() for s in setup.seats]))

    def last_seats(self, solo: bool) -> tuple[SeatConfig, ...] | None:
        """The seats of the last solo (or multiplayer) game set up, or None if there is none
        (or it is unreadable): the new-game dialog offers them when that mode is chosen."""
        raw = self._store.value(_KEY_SEATS.format("solo" if solo else "multi"))
        if not isinstance(raw, str):
            return None
        try:
            seats = tuple(SeatConfig.from_json(s) for s in json.loads(raw))
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
            return None
        if not seats or (len(seats) == 1) != solo or len(seats) > 4:
            return None
        return seats

    def last_setup(self, decks: Iterable[Deck] = ()) -> GameSetup | None:
        """The last new-game choices, or None if none are stored (or they are unreadable).

        The deck is found by id among ``decks`` (the library), else the classic deck is used.
        The seed is left at 0: every new game draws its own.
        """
        raw = self._store.value(_KEY_SETUP)
        if not isinstance(raw, str):
            return None
        try:
            data = json.loads(raw)
            seats = tuple(SeatConfig.from_json(s) for s in data["seats"])
            difficulty = data.get("difficulty", "standard")
            if difficulty not in DIFFICULTIES:
                difficulty = "standard"
            deck_id = data.get("deck_id")
            deck = next((d for d in decks if d.id == deck_id), classic_deck())
            random_first = data.get("first_player", "random") != "seat order"
            network = None
            if data.get("network") is not None:
                try:
                    network = NetworkOptions.from_json(data["network"])
                except ValueError:
                    network = None  # the hosting options alone are lost, not the setup
            return GameSetup(seats, difficulty=difficulty, deck=deck, random_first=random_first,
                             network=network)
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
            return None

    # ------------------------------------------------------------------ view

    def animation_speed(self) -> float:
        """How fast pieces and cards move: 0 = no animation, 1 = normal, up to 4."""
        speed = _as_float(self._store.value(_KEY_SPEED), 1.0)
        return min(max(speed, 0.0), ANIMATION_SPEEDS[-1])

    def set_animation_speed(self, speed: float) -> None:
        """Set the animation speed (clamped to 0-4)."""
        self._set(_KEY_SPEED, min(max(float(speed), 0.0), ANIMATION_SPEEDS[-1]))

    def pause_after_ai(self) -> bool:
        """Whether the table waits for a click on "Continue" after each AI turn."""
        return _as_bool(self._store.value(_KEY_PAUSE_AI), False)

    def set_pause_after_ai(self, pause: bool) -> None:
        """Set whether the table pauses after each AI turn."""
        self._set(_KEY_PAUSE_AI, bool(pause))

    def hard_thinks_longer(self) -> bool:
        """Whether a hard computer player in a two-player game thinks up to 3 s a decision
        instead of 1 s (it plays stronger: docs/ai.md, "Planned replies")."""
        return _as_bool(self._store.value(_KEY_HARD_LONGER), False)

    def set_hard_thinks_longer(self, longer: bool) -> None:
        """Set whether hard players think longer in two-player games (from their next move)."""
        self._set(_KEY_HARD_LONGER, bool(longer))

    def confirm_end_turn(self) -> bool:
        """Whether ending a turn with actions left asks first."""
        return _as_bool(self._store.value(_KEY_CONFIRM_END), True)

    def set_confirm_end_turn(self, confirm: bool) -> None:
        """Set whether ending a turn with actions left asks first."""
        self._set(_KEY_CONFIRM_END, bool(confirm))

    def palette(self) -> str:
        """The piece colours: "standard" or "colour-blind" (:data:`PALETTES`)."""
        value = _as_str(self._store.value(_KEY_PALETTE), PALETTES[0])
        return value if value in PALETTES else PALETTES[0]

    def set_palette(self, palette: str) -> None:
        """Set the piece colours (one of :data:`PALETTES`; anything else is the standard)."""
        self._set(_KEY_PALETTE, palette if palette in PALETTES else PALETTES[0])

    def table_zoom(self) -> float:
        """The table's zoom: :data:`TABLE_ZOOM_FIT` (0) fits the table in the window and
        follows its size; otherwise a fixed scale from 0.25 to 4."""
        zoom = _as_float(self._store.value(_KEY_ZOOM), TABLE_ZOOM_FIT)
        return TABLE_ZOOM_FIT if zoom <= 0 else min(max(zoom, 0.25), 4.0)

    def set_table_zoom(self, zoom: float) -> None:
        """Set the table's zoom (0 = fit the window)."""
        self._set(_KEY_ZOOM, TABLE_ZOOM_FIT if zoom <= 0 else min(max(float(zoom), 0.25), 4.0))

    def language(self) -> str:
        """The interface language as a locale name ("de", "fr_CA"), or "" for the system's."""
        return _as_str(self._store.value(_KEY_LANGUAGE), "")

    def set_language(self, language: str) -> None:
        """Set the interface language ("" follows the system); takes effect on restart."""
        self._set(_KEY_LANGUAGE, language)

    def review_play_delay_ms(self) -> int:
        """The pause between actions when a replay review plays on its own."""
        return min(max(_as_int(self._store.value(_KEY_REVIEW_DELAY), 800), 50), 10_000)

    def set_review_play_delay_ms(self, delay: int) -> None:
        """Set the review's playing pause (50 ms to 10 s)."""
        self._set(_KEY_REVIEW_DELAY, min(max(int(delay), 50), 10_000))

    def analysis_depth(self) -> str:
        """How hard the review's *Analyse* thinks: one of :data:`ANALYSIS_DEPTHS`."""
        value = _as_str(self._store.value(_KEY_ANALYSIS_DEPTH), "normal")
        return value if value in ANALYSIS_DEPTHS else "normal"

    def set_analysis_depth(self, depth: str) -> None:
        """Set the analysis depth (anything but :data:`ANALYSIS_DEPTHS` is "normal")."""
        self._set(_KEY_ANALYSIS_DEPTH, depth if depth in ANALYSIS_DEPTHS else "normal")

    # ------------------------------------------------------------------ joining a network game

    def join_address(self) -> str:
        """The address last joined with Game > Join… ("" if none); the code is never kept."""
        return _as_str(self._store.value(_KEY_JOIN_ADDRESS), "")[:300]

    def join_name(self) -> str:
        """The name last played under in a joined game ("" if none)."""
        return _as_str(self._store.value(_KEY_JOIN_NAME), "")[:100]

    def set_last_join(self, address: str, name: str) -> None:
        """Remember the address and the name of a game joined (the Join dialog offers them
        next time)."""
        self._set(_KEY_JOIN_ADDRESS, address.strip()[:300])
        if name.strip():
            self._set(_KEY_JOIN_NAME, name.strip()[:100])

    # ------------------------------------------------------------------ files

    def recent_files(self) -> list[str]:
        """Recently opened or saved games, newest first (at most :data:`MAX_RECENT`)."""
        return _as_list(self._store.value(_KEY_RECENT))[:MAX_RECENT]

    def set_recent_files(self, paths: Sequence[str]) -> None:
        """Replace the recent-files list."""
        unique: list[str] = []
        for p in paths:
            if p and not any(_same_file(p, q) for q in unique):
                unique.append(p)
        self._set(_KEY_RECENT, unique[:MAX_RECENT])

    def add_recent_file(self, path: str) -> None:
        """Put a file at the top of the recent list (moving it there if already listed)."""
        path = os.path.abspath(path)
        rest = [p for p in self.recent_files() if not _same_file(p, path)]
        self.set_recent_files([path, *rest])

    def remove_recent_file(self, path: str) -> None:
        """Take a file off the recent list (it was moved or deleted)."""
        self.set_recent_files([p for p in self.recent_files() if not _same_file(p, path)])

    def last_folder(self) -> str:
        """The folder of the last file opened or saved ("" if none)."""
        return _as_str(self._store.value(_KEY_FOLDER), "")

    def set_last_folder(self, folder: str) -> None:
        """Remember the folder for the next file dialog."""
        self._set(_KEY_FOLDER, folder)

    # ------------------------------------------------------------------ tips (app/model/tips.py)

    _KEY_SHOW_TIPS = "tips/show"
    _KEY_DISMISSED_TIPS = "tips/dismissed"

    def show_tips(self) -> bool:
        """Whether the table shows tips the first time something happens (on by default)."""
        return _as_bool(self._store.value(self._KEY_SHOW_TIPS), True)

    def set_show_tips(self, show: bool) -> None:
        """Switch the tips on or off."""
        self._set(self._KEY_SHOW_TIPS, bool(show))

    def dismissed_tips(self) -> list[str]:
        """The ids of the tips seen: each is shown once, then never again until
        :meth:`reset_tips`."""
        return _as_list(self._store.value(self._KEY_DISMISSED_TIPS))

    def dismiss_tip(self, tip_id: str) -> None:
        """Never show this tip again (until :meth:`reset_tips`)."""
        ids = self.dismissed_tips()
        if tip_id not in ids:
            self._set(self._KEY_DISMISSED_TIPS, [*ids, tip_id])

    def reset_tips(self) -> None:
        """Show every tip again: forget the ones seen (and switch the tips on)."""
        self._set(self._KEY_DISMISSED_TIPS, [])
        if not self.show_tips():
            self.set_show_tips(True)

    # ------------------------------------------------------------------ lessons (app/lessons)

    def lesson_progress(self, lesson: str) -> tuple[int, list[str]] | None:
        """Where the lesson ``lesson`` was left: the step index and the game's actions in the
        action notation; None when it was never left (or the stored value is unreadable)."""
        raw = self._store.value(f"lessons/{lesson}")
        if not isinstance(raw, str) or not raw:
            return None
        try:
            data = json.loads(raw)
        except ValueError:
            return None
        if not isinstance(data, dict):
            return None
        step, actions = data.get("step"), data.get("actions")
        if not isinstance(step, int) or step < 0 or not isinstance(actions, list) or \
                not all(isinstance(a, str) for a in actions):
            return None
        return step, list(actions)

    def set_lesson_progress(self, lesson: str, step: int | None,
                            actions: Sequence[str] = ()) -> None:
        """Remember where the lesson ``lesson`` is (None: forget it, the lesson is done or
        restarted)."""
        if step is None:
            self._set(f"lessons/{lesson}", "")
        else:
            self._set(f"lessons/{lesson}", json.dumps({"step": step, "actions": list(actions)}))

    # ------------------------------------------------------------------ sound (app/model/sound.py)

    _KEY_SOUND_VOLUME = "sound/volume"
    _KEY_SOUND_MUTED = "sound/muted"

    def sound_volume(self) -> int:
        """The loudness of the sound effects, 0-100 (70 by default)."""
        return min(max(_as_int(self._store.value(self._KEY_SOUND_VOLUME), 70), 0), 100)

    def set_sound_volume(self, volume: int) -> None:
        """Set the loudness of the sound effects (clamped to 0-100)."""
        self._set(self._KEY_SOUND_VOLUME, min(max(int(volume), 0), 100))

    def sound_muted(self) -> bool:
        """Whether the sound effects are off (they are on by default)."""
        return _as_bool(self._store.value(self._KEY_SOUND_MUTED), False)

    def set_sound_muted(self, muted: bool) -> None:
        """Switch the sound effects off (True) or on."""
        self._set(self._KEY_SOUND_MUTED, bool(muted))

    def sound_gain(self) -> float:
        """The gain the sound effects play at now: 0 when muted, else the volume as 0-1."""
        return 0.0 if self.sound_muted() else self.sound_volume() / 100

    # ------------------------------------------------------------------ the deck editor

    def splitter_state(self, name: str) -> QByteArray | None:
        """The saved sizes of a splitter (``QSplitter.saveState``), or None."""
        value = self._store.value(f"splitters/{name}")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_splitter_state(self, name: str, state: QByteArray) -> None:
        """Remember a splitter's sizes."""
        self._set(f"splitters/{name}", state)

    def last_deck(self) -> str:
        """The deck file open when the editor last closed ("" for none or the classic deck)."""
        return _as_str(self._store.value(_KEY_LAST_DECK, ""), "")

    def set_last_deck(self, path: str) -> None:
        """Remember the deck file open now ("": none, or the classic deck)."""
        self._set(_KEY_LAST_DECK, path)
