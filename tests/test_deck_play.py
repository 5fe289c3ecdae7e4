"""A custom deck with pentominoes plays complete games, saves and reloads.

The deck goes the way a user's deck goes: written to the deck library, listed by
``list_decks`` (what the game's new-game dialog shows), and played from the entry's deck.
"""

from __future__ import annotations

import random

import pytest
from deck_samples import pentomino_deck

from app.core.deck_library import list_decks, write_deck
from app.core.paths import decks_dir
from app.core.validation import validate_deck
from app.rules import (
    Deck,
    GameRecord,
    GameState,
    Phase,
    apply,
    parse_record_bytes,
    random_action,
    replay,
)

PENTOMINO_IDS = ("P5", "X5", "U5")


@pytest.fixture(scope="module")
def library_deck(tmp_path_factory: pytest.TempPathFactory) -> Deck:
    import os

    old = os.environ.get("PROJECT_L_DATA_DIR")
    os.environ["PROJECT_L_DATA_DIR"] = str(tmp_path_factory.mktemp("library"))
    try:
        write_deck(pentomino_deck(), decks_dir() / "pentominoes.pldeck")
        (entry,) = [e for e in list_decks(include_classic=True) if not e.builtin]
    finally:
        if old is None:
            del os.environ["PROJECT_L_DATA_DIR"]
        else:
            os.environ["PROJECT_L_DATA_DIR"] = old
    assert entry.deck is not None
    assert validate_deck(entry.deck).ok
    return entry.deck


def _check_pieces(state: GameState) -> None:
    """Every piece is somewhere: reserve, supplies, puzzles in play, or the solo piles."""
    deck = state.deck
    total = list(state.reserve)
    for p in state.players:
        for i, n in enumerate(p.supply):
            total[i] += n
        for pz in p.puzzles:
            for si, _ in pz.pieces:
                total[si] += 1
    legacy = state.solo.legacy if state.solo is not None else None
    if legacy is not None:  # version-1 games: the locks were real pieces
        for pile in (*legacy.locks, legacy.opponent):
            for i, n in enumerate(pile):
                total[i] += n
    assert total == list(deck.reserve_counts())


def _play(record: GameRecord, choose) -> tuple[GameRecord, GameState]:  # type: ignore[no-untyped-def]
    state = record.initial_state()
    actions = []
    while state.phase is not Phase.FINISHED:
        action = choose(state)
        state = apply(state, action)
        actions.append(action)
        assert len(actions) < 3000, "the game does not end"
        _check_pieces(state)
    return record.with_actions(actions), state


def _save_and_reload(record: GameRecord, final: GameState) -> None:
    again = parse_record_bytes(record.to_bytes())
    assert again.deck is not None and again.deck.to_json() == record.game_deck.to_json()
    result = replay(again)
    assert result.ok and result.state.phase is Phase.FINISHED
    assert [p.score for p in result.state.players] == [p.score for p in final.players]


@pytest.mark.parametrize(
    ("players", "difficulty", "seed"),
    [(2, None, 1), (3, None, 2), (4, None, 3), (1, "standard", 4), (1, "challenging", 5)],
)
def test_random_games_finish_and_reload(
    library_deck: Deck, players: int, difficulty: str | None, seed: int
) -> None:
    names = tuple(f"P{i + 1}" for i in range(players))
    record = GameRecord(players=names, difficulty=difficulty, seed=seed, deck=library_deck)
    rng = random.Random(seed)
    done, final = _play(record, lambda s: random_action(s, rng))
    assert final.winners is not None
    _save_and_reload(done, final)


def test_pentominoes_come_into_play(library_deck: Deck) -> None:
    """Over a few games, pentomino pieces are taken and placed on puzzles."""
    placed = 0
    for seed in range(6):
        record = GameRecord(players=("A", "B"), seed=100 + seed, deck=library_deck)
        rng = random.Random(seed)
        state = record.initial_state()
        penta = {library_deck.shape_index[p] for p in PENTOMINO_IDS}
        while state.phase is not Phase.FINISHED:
            state = apply(state, random_action(state, rng))
            for p in state.players:
                for pz in p.puzzles:
                    placed += sum(1 for si, _ in pz.pieces if si in penta)
    assert placed > 0


def test_ai_games_finish_and_reload(library_deck: Deck) -> None:
    ai = pytest.importorskip("app.ai")
    for players, difficulty, seed in ((2, None, 7), (1, "standard", 8)):
        names = tuple(f"AI{i + 1}" for i in range(players))
        record = GameRecord(players=names, difficulty=difficulty, seed=seed, deck=library_deck)
        bots = [ai.make_ai("medium", seed=seed + i) for i in range(players)]
        done, final = _play(record, lambda s, bots=bots: bots[s.current].choose(s))
        assert final.winners is not None
        assert any(p.completed for p in final.players)
        _save_and_reload(done, final)


def test_a_deck_saved_by_the_editor_is_offered_by_the_new_game_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Editor saves into the library -> the game's dialog lists it -> its setup plays it."""
    newgame = pytest.importorskip("app.table.newgame")
    ai = pytest.importorskip("app.ai")
    from app.core.deck_library import library_path
    from app.model.deck_document import DeckDocument

    doc = DeckDocument(pentomino_deck())
    doc.save(library_path(doc.name))
    dialog = newgame.NewGameDialog()
    qtbot.addWidget(dialog)
    names = [dialog.deck.itemText(i) for i in range(dialog.deck.count())]
    index = names.index("Pentomino test deck")
    dialog.deck.setCurrentIndex(index)
    for i in range(2):
        dialog.kinds[i].setCurrentIndex(1)  # AI
    dialog.seed.setText("42")
    setup = dialog.setup()
    assert setup.deck.to_json() == pentomino_deck().to_json()
    assert [s.kind for s in setup.seats] == ["ai", "ai"]
    bots = [ai.make_ai(s.level, seed=i) for i, s in enumerate(setup.seats)]
    done, final = _play(setup.record(), lambda s: bots[s.current].choose(s))
    _save_and_reload(done, final)
