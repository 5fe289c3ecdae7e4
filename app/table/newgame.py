"""The new-game dialog: seats (human, AI or remote, level, name), solo difficulty, seed, deck,
and, when a seat is remote, how the game is hosted (where it runs: this computer, or a dedicated
server at an address with an optional password; name, port, the local network, AI takeover).

The deck list offers the decks that play with the chosen number of players; the others (drafts,
decks short of puzzles for that count) stay in the list, disabled, saying what they lack.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.core.deck_library import DeckEntry, list_decks
from app.core.deck_state import DeckStateText
from app.core.setup import (
    AI_LEVELS,
    DEFAULT_PORT,
    MAX_GAME_NAME,
    MAX_SERVER_ADDRESS,
    SEAT_KINDS,
    TAKEOVER_CHOICES,
    AILevel,
    GameSetup,
    NetworkOptions,
    SeatConfig,
    SeatKind,
)
from app.core.validation import Readiness
from app.i18n import InstalledWords, problem_text
from app.rules import DIFFICULTIES, classic_deck, name_key, refused_characters
from app.table.accessible import name_inputs
from app.table.join_dialog import address_url
from app.table.widgets import combo_box
from app.templates import fill

MAX_SEATS = 4
DEFAULT_NAMES = ("Ann", "Bob", "Cleo", "Dan")


def code_points(text: str) -> str:
    """Characters that may be invisible, written so a player can tell them: "U+202E, U+0007"."""
    return ", ".join(f"U+{ord(ch):04X}" for ch in text)


class NewGameDialog(QDialog):
    """Asks how the next game is set up; :meth:`setup` gives the answer."""

    remembered_password: ClassVar[str] = ""
    """The server password last typed, offered again while the program runs (never written
    to the settings)."""

    def __init__(self, last: GameSetup | None = None, decks: Sequence[DeckEntry] | None = None,
                 parent: QWidget | None = None, *,
                 mode_seats: dict[bool, tuple[SeatConfig, ...]] | None = None) -> None:
        """``mode_seats`` are the seats last used for the solo game (True) and for a game of
        several players (False): switching between the two modes offers those seats."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("newGameDialog")
        self._chosen: GameSetup | None = None
        self._mode_seats: dict[bool, tuple[SeatConfig, ...]] = {
            True: (SeatConfig(DEFAULT_NAMES[0]),),
            False: (SeatConfig(DEFAULT_NAMES[0]), SeatConfig(DEFAULT_NAMES[1], "ai", "medium")),
        }
        self._mode_seats.update(mode_seats or {})
        self._solo_mode: bool | None = None
        self._ready: dict[int, Readiness] = {}  # per deck item: whether and for whom it plays
        self._decks = list(decks) if decks is not None else list_decks(include_classic=True)
        layout = QVBoxLayout(self)

        top = QFormLayout()
        self.seat_count = QSpinBox()
        self.seat_count.setObjectName("seatCount")
        self.seat_count.setRange(1, MAX_SEATS)
        self.seat_count.setValue(2)
        self.seat_count.setAccessibleName(self.tr("Number of players"))
        top.addRow(self.tr("&Players:"), self.seat_count)
        self.solo_note = QLabel(self.tr("One player plays the solo variant against the "
                                        "automaton."))
        self.solo_note.setWordWrap(True)
        top.addRow("", self.solo_note)
        self.difficulty = QComboBox()
        self.difficulty.setObjectName("difficulty")
        names = {
            "standard": self.tr("Standard (the automaton starts with 6 counters)"),
            "challenging": self.tr("Challenging (3 counters)"),
            "unbeatable": self.tr("Unbeatable (no counters)"),
        }
        for d in DIFFICULTIES:
            self.difficulty.addItem(names.get(d, d), d)
        top.addRow(self.tr("Solo &difficulty:"), self.difficulty)
        self.first_player = combo_box(
            [(self.tr("Drawn at random"), True),
             (self.tr("Player 1, then in the seats' order"), False)], name="firstPlayer",
            tip=self.tr("Who takes the first turn; play then goes on in the order of the seats"))
        top.addRow(self.tr("&First player:"), self.first_player)
        layout.addLayout(top)

        self.seed = QLineEdit()  # (made before the seats, whose changes show its note)
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed.setToolTip(self.tr("The same seed deals the same game. Left empty, the deal "
                                     "is secret: nobody can know the cards face down"))
        # a typed seed is a shareable deal, and so no secret: said where it is typed
        self.seed_note = QLabel(self.tr("A seed is no secret: whoever knows it knows every card "
                                        "still face down. Leave it empty for a secret deal."))
        self.seed_note.setObjectName("seedNote")
        self.seed_note.setWordWrap(True)
        self.seed_note.setVisible(False)
        network = self._network_box()  # before the seats: choosing "Remote" shows it
        box = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(box)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Played by")), 0, 2)
        grid.addWidget(QLabel(self.tr("AI level")), 0, 3)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        self._labels: list[QLabel] = []
        level_names = {"easy": self.tr("Easy"), "medium": self.tr("Medium"),
                       "hard": self.tr("Hard")}
        for i in range(MAX_SEATS):
            lab = QLabel(fill(self.tr("Player %1"), str(i + 1)))
            name = QLineEdit(DEFAULT_NAMES[i])
            name.setMaxLength(40)
            name.setObjectName(f"seatName{i}")
            lab.setBuddy(name)
            kind = QComboBox()
            kind.setObjectName(f"seatKind{i}")
            kind.addItem(self.tr("Human"), "human")
            kind.addItem(self.tr("Computer"), "ai")
            kind.addItem(self.tr("Remote"), "remote")
            kind.setItemData(2, self.tr("A player at another computer joins this game over "
                                        "the network"), Qt.ItemDataRole.ToolTipRole)
            level = QComboBox()
            level.setObjectName(f"seatLevel{i}")
            for lv in AI_LEVELS:
                level.addItem(level_names[lv], lv)
            level.setCurrentIndex(1)
            kind.setAccessibleName(fill(self.tr("Player %1 is played by"), str(i + 1)))
            level.setAccessibleName(fill(self.tr("Player %1's AI level"), str(i + 1)))
            kind.currentIndexChanged.connect(self._update)
            grid.addWidget(lab, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            grid.addWidget(level, i + 1, 3)
            self._labels.append(lab)
            self.names.append(name)
            self.kinds.append(kind)
            self.levels.append(level)
        if MAX_SEATS > 1:
            self.kinds[1].setCurrentIndex(1)
        layout.addWidget(box)
        layout.addWidget(network)

        bottom = QFormLayout()
        bottom.addRow(self.tr("&Seed:"), self.seed)
        bottom.addRow(self.seed_note)
        self.seed.textChanged.connect(self._update)
        self.deck = QComboBox()
        self.deck.setObjectName("deck")
        # an entry saying what a deck lacks may be long: the list shows it, the box stays narrow
        self.deck.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.deck.setMinimumContentsLength(28)
        for entry in self._decks:
            ready = entry.readiness()
            if entry.ok and ready is not None:
                text = entry.name if not entry.builtin else self.tr("Classic")
                self.deck.addItem(text, entry)
                self._ready[self.deck.count() - 1] = ready
            else:
                self.deck.addItem(fill(self.tr("%1 (cannot be read)"), entry.name), entry)
                idx = self.deck.count() - 1
                self.deck.setItemData(idx, problem_text(entry.error or ""),
                                      Qt.ItemDataRole.ToolTipRole)
                model = self.deck.model()
                if isinstance(model, QStandardItemModel):
                    model.item(idx).setEnabled(False)
        bottom.addRow(self.tr("D&eck:"), self.deck)
        layout.addLayout(bottom)

        self.error = QLabel()
        self.error.setStyleSheet("color: #b3261e")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("S&tart"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.seat_count.valueChanged.connect(self._on_seat_count)
        if last is not None:
            self.set_setup(last)
        self._update()
        name_inputs(self)  # screen readers name each input after its label

    def _network_box(self) -> QGroupBox:
        """The hosting options, shown while a seat is remote."""
        self.network_box = QGroupBox(self.tr("Network"))
        self.network_box.setObjectName("networkBox")
        form = QFormLayout(self.network_box)
        self._network_form = form
        self._where_rows(form)
        self.game_name = QLineEdit()
        self.game_name.setObjectName("gameName")
        self.game_name.setMaxLength(MAX_GAME_NAME)
        self.game_name.setToolTip(self.tr("The name players see when they look for games on "
                                          "the local network"))
        form.addRow(self.tr("&Game name:"), self.game_name)
        self.port = QSpinBox()
        self.port.setObjectName("port")
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port.setToolTip(fill(self.tr("The TCP port other players connect to (%1 unless it is "
                                          "taken)"), str(DEFAULT_PORT)))
        form.addRow(self.tr("P&ort:"), self.port)
        self.offer_lan = QCheckBox(self.tr("Offer on the &local network"))
        self.offer_lan.setObjectName("offerLan")
        self.offer_lan.setChecked(True)
        self.offer_lan.setToolTip(self.tr("Players on the same network find the game with "
                                          "Game > Join a network game; they still need the "
                                          "invite code"))
        form.addRow("", self.offer_lan)
        self.takeover = QComboBox()
        self.takeover.setObjectName("takeover")
        words = {None: self.tr("Never"), 30: self.tr("30 seconds"), 60: self.tr("1 minute"),
                 120: self.tr("2 minutes"), 300: self.tr("5 minutes")}
        for seconds in TAKEOVER_CHOICES:
            self.takeover.addItem(words[seconds], seconds)
        self.takeover.setCurrentIndex(TAKEOVER_CHOICES.index(60))
        self.takeover.setToolTip(self.tr("When a player's connection drops, the computer plays "
                                         "their seat after this time, until they come back"))
        form.addRow(self.tr("If a player drops, an &AI takes over after:"), self.takeover)
        return self.network_box

    def _where_rows(self, form: QFormLayout) -> None:
        """Where the game runs: this computer, or a dedicated server (its address and
        password)."""
        self.where = combo_box(
            [(self.tr("This computer"), False), (self.tr("A server"), True)], name="where",
            tip=self.tr("This computer hosts the game, or a dedicated server (project-l serve) "
                        "that your friends can reach runs it"))
        self.where.currentIndexChanged.connect(self._update)
        form.addRow(self.tr("Where the game r&uns:"), self.where)
        self.server = QLineEdit()
        self.server.setObjectName("serverAddress")
        self.server.setMaxLength(MAX_SERVER_ADDRESS)
        # an address is read whole at a glance: room for a usual one
        self.server.setMinimumWidth(self.server.fontMetrics().averageCharWidth() * 30)
        self.server.setPlaceholderText(self.tr("server.example.org:47470 or wss://…"))
        self.server.setToolTip(self.tr("The server's address: host:port, or a ws:// or wss:// "
                                       "address"))
        form.addRow(self.tr("Server add&ress:"), self.server)
        self.server_password = QLineEdit()
        self.server_password.setObjectName("serverPassword")
        self.server_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.server_password.setMaxLength(200)
        self.server_password.setPlaceholderText(self.tr("none"))
        self.server_password.setToolTip(self.tr("Only if the server asks for one; it is not "
                                                "kept after the program closes"))
        self.server_password.setText(NewGameDialog.remembered_password)
        form.addRow(self.tr("Server pass&word:"), self.server_password)

    def on_server(self) -> bool:
        """Whether the game is to run on a dedicated server."""
        return bool(self.where.currentData())

    def password(self) -> str | None:
        """The server's password as typed (None: none)."""
        return self.server_password.text() or None

    def _update_where(self) -> None:
        """The server's rows, or this computer's port and LAN offer, as chosen."""
        server = self.on_server()
        form = self._network_form
        form.setRowVisible(self.server, server)
        form.setRowVisible(self.server_password, server)
        form.setRowVisible(self.port, not server)
        form.setRowVisible(self.offer_lan, not server)

    def set_network(self, options: NetworkOptions) -> None:
        """Fill the hosting options."""
        default = NetworkOptions.default_name(self._host_name())
        self.game_name.setText("" if options.game_name == default else options.game_name)
        self.port.setValue(options.port if options.port > 0 else DEFAULT_PORT)
        self.offer_lan.setChecked(options.offer_lan)
        i = self.takeover.findData(options.takeover_seconds)
        self.takeover.setCurrentIndex(i if i >= 0 else TAKEOVER_CHOICES.index(60))
        self.where.setCurrentIndex(1 if options.server else 0)
        if options.server:
            self.server.setText(options.server)
            self.server.setCursorPosition(0)  # the address from its start

    def _host_name(self) -> str:
        """The name of the first person at this computer (the game is "their" game)."""
        for i in range(self.seat_count.value()):
            if self.kinds[i].currentData() == "human":
                return " ".join(self.names[i].text().split()) or DEFAULT_NAMES[i]
        return " ".join(self.names[0].text().split()) or DEFAULT_NAMES[0]

    def _default_game_name(self) -> str:
        return fill(self.tr("%1's game"), self._host_name())[:MAX_GAME_NAME]

    def network(self) -> NetworkOptions:
        """The hosting options as chosen (a blank name is "<host>'s game")."""
        name = " ".join(self.game_name.text().split()) or self._default_game_name()
        takeover = self.takeover.currentData()
        return NetworkOptions(name, self.port.value(), self.offer_lan.isChecked(),
                              takeover if isinstance(takeover, int) else None,
                              address_url(self.server.text()) if self.on_server() else None)

    def server_url(self) -> str | None:
        """The chosen server's WebSocket address (None: this computer hosts the game).

        :raises ValueError: when the address typed is not one.
        """
        if not self.on_server():
            return None
        url = address_url(self.server.text())
        if url is None:
            raise ValueError(self.tr("Type the server's address, like server.example.org:47470 "
                                     "or wss://server.example.org/"))
        return url

    def hosted(self) -> bool:
        """Whether a seat of the chosen game is remote."""
        return any(self.kinds[i].currentData() == "remote"
                   for i in range(self.seat_count.value()))

    def set_setup(self, setup: GameSetup) -> None:
        """Fill the dialog from a setup (the last one played)."""
        self._solo_mode = len(setup.seats) == 1
        self._mode_seats[self._solo_mode] = tuple(setup.seats)
        self.seat_count.setValue(len(setup.seats))
        self._show_seats(setup.seats)
        d = self.difficulty.findData(setup.difficulty)
        if d >= 0:
            self.difficulty.setCurrentIndex(d)
        self.first_player.setCurrentIndex(0 if setup.random_first else 1)
        if setup.network is not None:
            self.set_network(setup.network)
        for i in range(self.deck.count()):
            entry = self.deck.itemData(i)
            if isinstance(entry, DeckEntry) and entry.deck is not None and \
                    entry.deck.id == setup.deck.id and entry.deck.name == setup.deck.name:
                self.deck.setCurrentIndex(i)
                break
        self._update()

    def _show_seats(self, seats: Sequence[SeatConfig]) -> None:
        for i, seat in enumerate(seats[:MAX_SEATS]):
            self.names[i].setText(seat.name)
            self.kinds[i].setCurrentIndex(max(0, self.kinds[i].findData(seat.kind)))
            self.levels[i].setCurrentIndex(max(0, AI_LEVELS.index(seat.level)))

    def _shown_seats(self) -> tuple[SeatConfig, ...]:
        out = []
        for i in range(MAX_SEATS):
            level: AILevel = next(
                (lv for lv in AI_LEVELS if lv == self.levels[i].currentData()), "medium")
            name = " ".join(self.names[i].text().split()) or DEFAULT_NAMES[i]
            out.append(SeatConfig(name, self._kind(i), level))
        return tuple(out)

    def _kind(self, i: int) -> SeatKind:
        return next((k for k in SEAT_KINDS if k == self.kinds[i].currentData()), "human")

    def _on_seat_count(self) -> None:
        """Between the solo game and a game of several players, each mode keeps its seats."""
        solo = self.seat_count.value() == 1
        if self._solo_mode is not None and solo != self._solo_mode:
            shown = self._shown_seats()
            self._mode_seats[self._solo_mode] = shown[:1] if self._solo_mode else shown
            self._show_seats(self._mode_seats[solo])
        self._solo_mode = solo
        self._update()

    def _update(self) -> None:
        n = self.seat_count.value()
        for i in range(MAX_SEATS):
            on = i < n
            for w in (self._labels[i], self.names[i], self.kinds[i], self.levels[i]):
                w.setVisible(on)
            self.levels[i].setEnabled(self.kinds[i].currentData() == "ai")
        self.network_box.setVisible(self.hosted())
        self._update_where()
        self.game_name.setPlaceholderText(self._default_game_name())
        solo = n == 1
        self.difficulty.setEnabled(solo)
        self.first_player.setEnabled(not solo)
        self.solo_note.setVisible(solo)
        self.seed_note.setVisible(bool(self.seed.text().strip()))
        self._update_decks(n)
        self.adjustSize()

    def _update_decks(self, players: int) -> None:
        """Enable the decks that play with ``players`` (1: solo); the others say what they
        lack. A chosen deck that does not play moves the choice to the first that does."""
        if not self._ready:  # the deck list is not made yet
            return
        words = DeckStateText(InstalledWords())
        model = self.deck.model()
        for idx, ready in self._ready.items():
            entry = self.deck.itemData(idx)
            name = self.tr("Classic") if entry.builtin else entry.name
            plays = players in ready.playable_for
            if plays:
                text = name + (" · " + words.draft() if ready.draft else "")
            else:
                text = name + " — " + words.lacks(ready, players)
            self.deck.setItemText(idx, text)
            self.deck.setItemData(idx, None if plays else text, Qt.ItemDataRole.ToolTipRole)
            if isinstance(model, QStandardItemModel):
                model.item(idx).setEnabled(plays)
        current = self.deck.currentIndex()
        if current in self._ready and players not in self._ready[current].playable_for:
            playable = [i for i, r in self._ready.items() if players in r.playable_for]
            if playable:
                self.deck.setCurrentIndex(playable[0])

    def deck_plays(self, index: int) -> bool:
        """Whether the deck of list item ``index`` plays with the chosen number of players."""
        ready = self._ready.get(index)
        return ready is not None and self.seat_count.value() in ready.playable_for

    def setup(self) -> GameSetup:
        """The choices as a :class:`GameSetup` (a blank seed draws a random one, once; so does
        a first player drawn at random).

        :raises ValueError: for a choice that does not make a game (the message says which).
        """
        if self._chosen is None:
            self._chosen = self._build()
        return self._chosen

    def _build(self) -> GameSetup:
        n = self.seat_count.value()
        seats = []
        used: set[str] = set()
        for i in range(n):
            name = " ".join(self.names[i].text().split()) or DEFAULT_NAMES[i]
            refused = refused_characters(name)
            if refused:  # what a name may hold: docs/formats.md "Names"
                raise ValueError(fill(self.tr("Player %1's name holds characters a name cannot "
                                              "hold (%2): remove them"),
                                      str(i + 1), code_points(refused)))
            if name_key(name) in used:  # "Ann" and "ANN", or with an invisible space
                raise ValueError(fill(self.tr("Two players are called %1: give each a different "
                                              "name"), name))
            used.add(name_key(name))
            level = self.levels[i].currentData()
            seats.append(SeatConfig(name, self._kind(i), level))
        if any(seat.kind == "remote" for seat in seats) and \
                sum(seat.kind == "human" for seat in seats) > 1:
            # the host's table plays one seat, as every joined table does
            raise ValueError(self.tr("A game with remote players has at most one player at "
                                     "this computer: make the other seats Remote or Computer"))
        text = self.seed.text().strip()
        seed = int(text) if text else None  # None: a secret deal (GameSetup.record)
        entry = self.deck.currentData()
        if isinstance(entry, DeckEntry) and not self.deck_plays(self.deck.currentIndex()):
            lacks = DeckStateText(InstalledWords()).lacks(
                self._ready.get(self.deck.currentIndex(), Readiness("draft")), n)
            raise ValueError(fill(self.tr("The deck “%1” cannot be played by this number of "
                                          "players: %2"), entry.name, lacks))
        deck = entry.deck if isinstance(entry, DeckEntry) and entry.deck is not None else \
            classic_deck()
        if self.hosted():
            self.server_url()  # (an address that is not one is said as such)
        refused = refused_characters(" ".join(self.game_name.text().split()))
        if refused:
            raise ValueError(fill(self.tr("The game name holds characters a name cannot hold (%1): "
                                          "remove them"), code_points(refused)))
        network = self.network()
        chosen = GameSetup(tuple(seats), difficulty=str(self.difficulty.currentData()), seed=seed,
                           deck=deck, random_first=bool(self.first_player.currentData()),
                           network=network)
        return chosen.with_first_drawn(random.Random())

    def accept(self) -> None:
        """Check the choices before closing."""
        try:
            self._chosen = self._build()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        NewGameDialog.remembered_password = self.server_password.text()
        super().accept()
