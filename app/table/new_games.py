"""New games in the game window: Game > New, the welcome page's Solo and New game, Rematch.

The window makes one :class:`NewGames`. It fills the new-game dialog (``app.table.newgame``)
with the last setup and the decks of the library, and hands the chosen setup to the window's
``start_game`` once the game on the table may go (:meth:`GameFiles.may_replace`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QDialog, QWidget

from app.core.deck_library import DeckEntry, list_decks
from app.core.setup import GameSetup, SeatConfig

if TYPE_CHECKING:
    from app.model.session import GameSession
    from app.model.settings import Settings
    from app.table.game_files import GameFiles
    from app.table.hosting import Hosting
    from app.table.newgame import NewGameDialog


class NewGamesHost(Protocol):
    """What starting a game needs of the game window (the window is one)."""

    @property
    def settings(self) -> Settings: ...

    @property
    def hosting(self) -> Hosting: ...

    def start_game(self, setup: GameSetup) -> GameSession | None: ...


def _same_file(entry: DeckEntry, other: DeckEntry) -> bool:
    """Whether two deck entries are the same file of the library."""
    if entry.path is None or other.path is None:
        return False
    try:
        return entry.path.resolve() == other.path.resolve()
    except OSError:
        return entry.path == other.path


class NewGames:
    """The new-game commands of one window; ``parent`` is the dialog's parent."""

    def __init__(self, window: NewGamesHost, files: GameFiles, parent: QWidget) -> None:
        self.window = window
        self.files = files
        self._parent = parent

    def last_setup(self) -> GameSetup:
        """The setup the new-game dialog starts from."""
        decks = [e.deck for e in list_decks(include_classic=True) if e.deck is not None]
        got = self.window.settings.last_setup(decks)
        if got is not None:
            return got
        return GameSetup((SeatConfig("Ann"), SeatConfig("Bob", "ai", "medium")))

    def dialog(self, extra_deck: DeckEntry | None = None, *,
               solo: bool | None = None) -> NewGameDialog:
        """The new-game dialog, filled with the last setup (not shown); ``solo`` True opens
        it for a solo game, False for a game of several players, with that mode's last seats."""
        from app.table.newgame import NewGameDialog

        decks = list_decks(include_classic=True)
        chosen = None
        if extra_deck is not None:
            # the editor's "Play this deck" names a library deck: it is listed once, chosen
            chosen = next((i for i, e in enumerate(decks) if _same_file(e, extra_deck)), None)
            if chosen is None:
                decks.append(extra_deck)
                chosen = len(decks) - 1
        settings = self.window.settings
        remembered = {solo: seats for solo in (True, False)
                      if (seats := settings.last_seats(solo)) is not None}
        dialog = NewGameDialog(self.last_setup(), decks, self._parent, mode_seats=remembered)
        if chosen is not None:
            dialog.deck.setCurrentIndex(chosen)
        if solo is True:
            dialog.seat_count.setValue(1)
        elif solo is False and dialog.seat_count.value() == 1:
            multi = remembered.get(False)
            dialog.seat_count.setValue(len(multi) if multi is not None else 2)
        return dialog

    def new_game(self) -> None:
        """Game > New: ask for the setup, then start."""
        self.new_game_in_mode(None)

    def new_game_in_mode(self, solo: bool | None) -> None:
        """The welcome page's Solo (True) or New game (False): the dialog in that mode (None:
        as the last game was)."""
        dialog = self.dialog(solo=solo)
        if dialog.exec() == QDialog.DialogCode.Accepted and self.files.may_replace():
            self.window.hosting.server_password = dialog.password()
            self.window.start_game(dialog.setup())

    def rematch(self, setup: GameSetup) -> None:
        """Results > Rematch: the same seats and deck, a new deal."""
        if self.files.may_replace():
            self.window.start_game(setup)
