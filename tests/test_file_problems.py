"""A damaged file is explained in the player's language: why a deck, a record or a saved game
cannot be read is a value (``app.rules.FileProblem`` and its ``FilePart`` fields), translated
where it is shown (``app.i18n.problem_text``), so a player reading German reads German. The
same goes for writes that fail (``WriteProblem``: the autosave's status line) and for a computer
player that cannot move (``Trouble``).

"No English" is judged against the English sentence of the same problem: no run of three of
its words may be left in what the player sees (quoted values, file names and paths aside: they
are the file's own words)."""

from __future__ import annotations

import errno
import json
import os
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from faultkit import FailingWrites, Said
from i18nkit import TRANSLATED, in_language
from test_table_support import status_errors

from app.core.deck_library import list_decks, read_deck_file
from app.core.paths import autosave_dir, decks_dir, history_dir
from app.core.saves import InvalidSave, SaveData, load_save
from app.core.setup import GameSetup, SeatConfig
from app.i18n import problem_text
from app.model.autosave import find_orphans
from app.model.history import add_to_history, list_history
from app.model.settings import Settings
from app.qt_words import QT_WORDS
from app.rules import (
    FilePart,
    FileProblem,
    InvalidDeck,
    Reason,
    Size,
    Trouble,
    WriteProblem,
    classic_deck,
    deck_to_bytes,
    play_random,
    random_action,
)
from app.table.window import GameWindow
from editor.window import EditorWindow

__all__ = ["in_language"]  # the fixture


_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|„[^“”]*[“”]|“[^”]*”|«[^»]*»|「[^」]*」|\[[^\]]*\]")
_WORD = re.compile(r"[A-Za-z]+")
_KEY = re.compile(r"[A-Za-z][._][A-Za-z]")


def _words(text: str, leave_out: tuple[str, ...] = ()) -> list[str]:
    for part in leave_out:
        text = text.replace(part, " ")
    text = _QUOTED.sub(" ", text)
    # paths and the file's own keys ("setup.row_size", "white_deck") are no English
    text = " ".join(t for t in text.split() if "/" not in t and "\\" not in t
                    and not _KEY.search(t))
    return [w.lower() for w in _WORD.findall(text)]


def english_left(shown: str, english: str, leave_out: tuple[str, ...] = ()) -> list[str]:
    """The runs of three words of the English sentence ``english`` that ``shown`` still has."""
    said = " " + " ".join(_words(shown, leave_out)) + " "
    words = _words(english, leave_out)
    runs = {" ".join(words[i:i + 3]) for i in range(len(words) - 2)}
    return sorted(run for run in runs if f" {run} " in said)


def test_the_judge_finds_english_and_spares_the_files_own_words() -> None:
    english = "this is not a Project L deck file (format is not 'project-l-deck')"
    assert english_left("x: " + english, english) == [
        "a project l", "deck file format", "file format is", "format is not", "is not a",
        "l deck file", "not a project", "project l deck", "this is not"]
    assert english_left("Project Lのデッキファイルではありません（形式が「project-l-deck」ではありません）",
                        english) == []
    assert english_left("/tmp/the game is over/x.plsave: die Datei ist leer",
                        "the file is empty", ("/tmp/the game is over/x.plsave",)) == []


# ------------------------------------------------------------------ damaged files

GOOD = GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=4)


def _record(**change: object) -> bytes:
    data = GOOD.record().with_actions(play_random(GOOD.record().initial_state(), 4)[:6]).to_json()
    data.update(change)
    return json.dumps(data).encode()


def _save(app: dict[str, object]) -> bytes:
    data = json.loads(_record())
    data["app"] = {"seats": [s.to_json() for s in GOOD.seats], **app}
    return json.dumps(data).encode()


def _bad_deck(**change: object) -> dict[str, object]:
    data = classic_deck().to_json()
    data.update(change)
    return data


def _illegal_record() -> bytes:
    data = json.loads(_record())
    data["actions"].insert(2, {"type": "end_turn"})
    data["actions"].insert(2, {"type": "take_piece", "piece": "L4"})
    return json.dumps(data).encode()


DAMAGED_GAMES: dict[str, bytes] = {
    "empty": b"",
    "not text": b"\xff\xfe\x00garbage",
    "cut short": b'{"format": "project-l-game", "version": 2, "players": ["Ann", "Bo',
    "not JSON": b"players: Ann, Bob",
    "a list": b"[1, 2, 3]",
    "a deck": deck_to_bytes(classic_deck()),
    "another format": b'{"format": "svg-data", "version": 1}',
    "no version": b'{"format": "project-l-game"}',
    "newer": b'{"format": "project-l-game", "version": 99}',
    "five players": _record(players=["A", "B", "C", "D", "E"]),
    "unknown puzzle": _record(actions=[{"type": "take_puzzle", "puzzle": "W99"}]),
    "illegal action": _illegal_record(),
    "bad embedded deck": _record(deck_data=_bad_deck(
        pieces=[{"id": "X", "cells": [[0, 0], [2, 2]], "count": 1}])),
    "bad seat": _save({"seats": [{"name": "Ann", "kind": "robot"}, {"name": "Bob"}]}),
    "seat name": _save({"seats": [{"name": "Cleo"}, {"name": "Bob"}]}),
    "network": _save({"network": {"game_name": "x", "port": "47470"}}),
    "view": _save({"view": {"zoom": [1] * 100}}),
}
DAMAGED_DECKS: dict[str, bytes] = {
    "empty": b"",
    "not text": b"\xff\xfe\x00garbage",
    "not JSON": b"{pieces: []",
    "another format": b'{"format": "project-l-game", "version": 2}',
    "newer": json.dumps(_bad_deck(version=7)).encode(),
    "no name": json.dumps({k: v for k, v in _bad_deck().items() if k != "name"}).encode(),
    "cells apart": json.dumps(_bad_deck(pieces=[
        {"id": "X", "cells": [[0, 0], [2, 2]], "count": 1}])).encode(),
    "grey puzzle": json.dumps(_bad_deck(puzzles=[
        {"id": "W1", "colour": "grey", "points": 1, "reward": "O1",
         "cells": ["....."] * 5}])).encode(),
    "row size": json.dumps(_bad_deck(setup={"row_size": 99})).encode(),
    "same shape": json.dumps(_bad_deck(pieces=[
        {"id": "A", "cells": [[0, 0], [0, 1]], "count": 1},
        {"id": "B", "cells": [[0, 0], [1, 0]], "count": 1}])).encode(),
}


def _english_of(load: Callable[[str], object], path: str) -> Reason:
    """The problem of ``path`` as the loader finds it (a value, never a bare sentence)."""
    with pytest.raises((InvalidSave, InvalidDeck)) as info:
        load(path)
    reason = info.value.reason
    assert isinstance(reason, Reason), f"{path}: {info.value} is a sentence, not a value"
    return reason


@pytest.fixture
def damaged(tmp_path: Path) -> dict[str, Path]:
    """Every damaged game and deck file (and a folder, and a missing file) by name."""
    out: dict[str, Path] = {}
    for name, blob in DAMAGED_GAMES.items():
        path = tmp_path / f"game {name}.plsave"
        path.write_bytes(blob)
        out[f"game: {name}"] = path
    for name, blob in DAMAGED_DECKS.items():
        path = tmp_path / f"deck {name}.pldeck"
        path.write_bytes(blob)
        out[f"deck: {name}"] = path
    (tmp_path / "a folder.plsave").mkdir()
    out["game: a folder"] = tmp_path / "a folder.plsave"
    out["game: missing"] = tmp_path / "gone.plsave"
    big = tmp_path / "huge.plsave"
    with big.open("wb") as f:
        f.truncate(6 * 1024 * 1024)
    out["game: too large"] = big
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.pldeck")
        out["deck: a pipe"] = tmp_path / "pipe.pldeck"
    return out


@pytest.mark.parametrize("language", TRANSLATED)
def test_damaged_files_are_explained_in_the_language(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damaged: dict[str, Path],
        in_language: Callable[[str], None], language: str) -> None:
    said = Said(monkeypatch)
    in_language(language)
    game = GameWindow(Settings.at_path(str(tmp_path / "settings.ini")))
    editor = EditorWindow()
    qtbot.addWidget(game)
    qtbot.addWidget(editor)
    for name, path in damaged.items():
        said.boxes.clear()
        if name.startswith("game"):
            reason = _english_of(load_save, str(path))
            assert not game.open_path(str(path))
        else:
            reason = _english_of(lambda p: read_deck_file(p), str(path))
            assert not editor.open_path(str(path))
        assert len(said.boxes) == 1, name
        shown = said.boxes[0]
        assert problem_text(reason) in shown, name
        assert english_left(shown, str(reason), (str(path), path.name)) == [], (name, shown)
    # no damaged file was opened: the editor shows the classic deck, read-only, as it does
    # whenever it would otherwise stay without a deck
    assert game.session is None
    assert editor.doc is not None and editor.doc.path is None and editor.doc.read_only


def test_the_test_fails_where_the_sentence_stays_english(damaged: dict[str, Path]) -> None:
    """Shown as it was before (``str(exc)``), every one of these files was English."""
    for name, path in damaged.items():
        load = load_save if name.startswith("game") else read_deck_file
        sentence = str(_english_of(load, str(path)))
        assert english_left(f"{path.name} cannot be opened:\n{sentence}", sentence,
                            (str(path), path.name)), name


# ------------------------------------------------------------------ lists that show problems


@pytest.mark.parametrize("language", ["de", "th"])
def test_lists_say_why_a_file_cannot_be_read(qtbot, tmp_path: Path,
                                              in_language: Callable[[str], None],
                                              language: str) -> None:
    """The new-game dialog's deck list, the editor's deck library, the history and the
    welcome page's recent games say a broken file's problem in the language."""
    (decks_dir() / "broken.pldeck").write_bytes(DAMAGED_DECKS["cells apart"])
    (history_dir() / "broken.plsave").write_bytes(DAMAGED_GAMES["cut short"])
    recent = tmp_path / "recent.plsave"
    recent.write_bytes(DAMAGED_GAMES["newer"])
    in_language(language)
    problems = {
        "deck": next(e.error for e in list_decks() if not e.ok),
        "history": next(e.error for e in list_history() if not e.ok),
    }
    assert all(isinstance(p, Reason) for p in problems.values())

    settings = Settings.at_path(str(tmp_path / "settings.ini"))
    settings.set_recent_files([str(recent)])
    window = GameWindow(settings)
    qtbot.addWidget(window)
    dialog = window.new_game_dialog()
    qtbot.addWidget(dialog)
    tips = [str(dialog.deck.itemData(i, 3) or "") for i in range(dialog.deck.count())]
    assert problem_text(problems["deck"]) in tips
    assert not any(english_left(t, str(problems["deck"])) for t in tips)

    history = window.save_features.show_history()
    texts = [history.tree.topLevelItem(i).toolTip(3)
             for i in range(history.tree.topLevelItemCount())]
    assert problem_text(problems["history"]) in texts
    assert not any(english_left(t, str(problems["history"])) for t in texts)

    window.show_welcome()
    qtbot.waitUntil(lambda: not window.welcome.scanning, timeout=10_000)
    tree = window.welcome.recent
    tip = tree.topLevelItem(0).toolTip(0)
    newer = str(Reason.of(FileProblem.SAVE_NEWER, version=99, known=2))
    assert english_left(tip, newer, (str(recent),)) == [] and "99" in tip

    editor = EditorWindow()
    qtbot.addWidget(editor)
    library = [editor.library.list.item(i).toolTip() for i in range(editor.library.list.count())]
    assert any(problem_text(problems["deck"]) in t for t in library)


# ------------------------------------------------------------------ writes and the computer


def test_a_failed_autosave_is_said_in_the_language(qtbot, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   in_language: Callable[[str], None]) -> None:
    in_language("de")
    settings = Settings.at_path(str(tmp_path / "settings.ini"))
    window = GameWindow(settings)
    qtbot.addWidget(window)
    session = window.start_game(GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=5))
    assert session is not None
    shown = status_errors(window)
    window.controller.status.connect(lambda text, error: shown.append(text))
    FailingWrites(monkeypatch, autosave_dir(), "write", errno.ENOSPC)
    session.apply(random_action(session.state, random.Random(1)))
    english = str(Reason.of(WriteProblem.CANNOT_SAVE, path="x",
                            reason=Reason.of(WriteProblem.DISK_FULL)))
    assert shown and "Datenträger ist voll" in shown[0]
    assert english_left(shown[0], english, ("x",)) == []
    Said(monkeypatch)  # closing asks where the game is kept: no box waits for an answer
    window.close()


def test_a_computer_player_that_cannot_move_is_said_in_the_language(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        in_language: Callable[[str], None]) -> None:
    in_language("ja")
    Said(monkeypatch)  # (closing the window at the end asks nothing then)
    window = GameWindow(Settings.at_path(str(tmp_path / "settings.ini")))
    qtbot.addWidget(window)
    window.start_game(GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=5))
    shown: list[str] = []
    window.controller.status.connect(lambda text, error: shown.append(text))
    why = Reason.of(Trouble.PROGRAM_ERROR, detail="RuntimeError: no idea")
    window.document.ai_failed.emit(why)
    window.document.notice.emit("the worker process is gone: EOFError")
    assert any("プログラムのエラー" in t and "RuntimeError: no idea" in t for t in shown)
    assert not any("worker process" in t or "thinking process" in t for t in shown)
    assert not any(english_left(t, str(why), ("RuntimeError: no idea",)) for t in shown)
    window.close()


# ------------------------------------------------------------------ the words themselves


def test_every_problem_is_a_translated_message() -> None:
    """Each template is a message of context "Reason" in every .ts, said otherwise than in
    English (words every language writes alike aside)."""
    from i18nkit import i18n_script

    script = i18n_script()
    alike = {"true/false", "null"}  # JSON's words
    french = {"puzzle {number}", "puzzle {puzzle}", "action {number}",
              "{where}, placement {number}"}  # French words too
    kinds = [*FileProblem, *FilePart, *WriteProblem, *Trouble]
    for language in TRANSLATED:
        said = {m.source: m.translations[0]
                for m in script.read_ts(script.ts_path(language)) if m.context == "Reason"}
        same_words = alike | (french if language == "fr" else set())
        missing = [k.name for k in kinds if k.value not in said]
        same = [k.name for k in kinds
                if said.get(k.value) == k.value and k.value not in same_words]
        assert (missing, same) == ([], []), language


def test_sizes_are_written_the_languages_way(in_language: Callable[[str], None]) -> None:
    reason = Reason.of(FileProblem.TOO_LARGE, size=Size(6_200_000),
                       what=Reason.of(FilePart.A_DECK), limit=Size(4_000_000))
    assert str(reason) == "the file is 5.9 MB, more than a deck can be (at most 3.8 MB)"
    in_language("de")
    assert "5,9 MB" in problem_text(reason) and "3,8 MB" in problem_text(reason)


def test_qts_words_are_no_problems() -> None:
    assert not {source for _ctx, source in QT_WORDS} & {k.value for k in FileProblem}


def test_orphaned_autosaves_keep_their_problem_as_a_value() -> None:
    (autosave_dir() / "game-broken.plsave").write_bytes(b"")
    orphans = find_orphans()
    try:
        assert [o.error for o in orphans] == [Reason.of(FileProblem.EMPTY)]
    finally:
        for orphan in orphans:
            orphan.release()


def test_a_history_of_good_games_has_no_problems() -> None:
    add_to_history(SaveData(GOOD.record().with_actions(
        play_random(GOOD.record().initial_state(), 4)[:6]), GOOD.seats))
    assert [e.error for e in list_history()] == [None]
