"""Two programs, one data folder: real processes writing at the same moment never lose a file.

Each test starts two real Python processes (offscreen) on the same data folder; they wait for
one signal file and then write as fast as they can: games into the history (same players, so
the same file names in the same second), new decks of the same name into the deck library (as
the editor saves them), autosaves of two games, and the settings. Afterwards every file of both
is there and reads back whole. One pair is a game (autosave and history) beside an editor
(deck library).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from waiting import wait_for

from app.core.deck_library import list_decks
from app.core.paths import autosave_dir
from app.core.saves import load_save
from app.model.history import list_history
from app.model.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
COUNT = 12

WORKER = textwrap.dedent(
    """
    import json, os, random, sys, time
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication

    mode, tag, count, go = sys.argv[1], sys.argv[2], int(sys.argv[3]), Path(sys.argv[4])
    app = QCoreApplication([])
    Path(str(go) + "." + tag).write_bytes(b"")  # started: waiting for the go
    while not go.exists():
        time.sleep(0.005)
    out = []
    if mode in ("history", "game"):
        from app.model.history import add_to_history
        from app.core.saves import SaveData
        from app.core.setup import GameSetup, SeatConfig
        from app.rules.randomplay import play_random
        setup = GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=int(tag) + 1)
        actions = play_random(setup.record().initial_state(), int(tag) + 1)
        for i in range(count):
            save = SaveData(setup.record().with_actions(actions[: i + 1]), setup.seats)
            out.append(str(add_to_history(save)))
    if mode in ("autosave", "game"):
        from app.model.autosave import Autosaver
        from app.model.session import GameSession
        from app.core.setup import GameSetup, SeatConfig
        from app.rules.randomplay import random_action
        session = GameSession.from_setup(
            GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=int(tag) + 1))
        saver = Autosaver(session)
        rng = random.Random(int(tag))
        for _ in range(count * 3):
            session.apply(random_action(session.state, rng))
        out.append(json.dumps([str(saver.path), len(session.history)]))
    if mode in ("decks", "editor"):
        from app.model.deck_document import DeckDocument
        from app.core.deck_library import library_lock, library_path
        for i in range(count):
            doc = DeckDocument.classic().duplicate("Same name")
            doc.set_name("Same name")
            with library_lock():  # what the editor's Save does for a new deck
                out.append(str(doc.save(library_path(doc.name))) + "|" + doc.deck().id)
    if mode == "settings":
        from app.model.settings import Settings
        settings = Settings.at_path(sys.argv[5])
        for i in range(count * 3):
            settings.store.setValue(f"worker{tag}/value", i)
            settings.store.setValue(f"worker{tag}/list", [f"{tag}-{j}" for j in range(i % 7)])
            assert settings.sync()
    print(json.dumps(out), flush=True)
    os._exit(0)  # no clean-up: an autosave stays as a crashed game's would
    """
)


def _run_pair(tmp_path: Path, first: str, second: str, *extra: str) -> tuple[list[str], list[str]]:
    script = tmp_path / "worker.py"
    script.write_text(WORKER)
    go = tmp_path / "go"
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    procs = [
        subprocess.Popen([sys.executable, str(script), mode, str(tag), str(COUNT), str(go), *extra],
                         env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)
        for tag, mode in enumerate((first, second))
    ]
    wait_for(lambda: all(Path(f"{go}.{tag}").exists() for tag in range(2)),
             "both programs are started and waiting")
    go.write_bytes(b"")
    outs = []
    for proc in procs:
        stdout, stderr = proc.communicate(timeout=180)
        assert proc.returncode == 0, stderr
        assert "Traceback" not in stderr, stderr
        outs.append(json.loads(stdout.strip().splitlines()[-1]))
    return outs[0], outs[1]


def test_two_programs_fill_the_history_at_once(tmp_path: Path) -> None:
    a, b = _run_pair(tmp_path, "history", "history")
    assert len(a) == len(b) == COUNT
    assert len(set(a) | set(b)) == 2 * COUNT, "no two games got the same file"
    entries = list_history()
    assert len(entries) == 2 * COUNT and all(e.ok for e in entries)
    counts = sorted((e.players, e.result.actions if e.result else -1) for e in entries)
    assert counts == sorted([(("Ann", "Bob"), i + 1) for i in range(COUNT)] * 2)
    for path in a + b:
        load_save(path)  # each reads back whole


def test_two_editors_save_decks_of_one_name_at_once(tmp_path: Path) -> None:
    a, b = _run_pair(tmp_path, "decks", "decks")
    written = [line.split("|") for line in a + b]
    assert len({path for path, _id in written}) == 2 * COUNT, "no deck replaced another"
    entries = [e for e in list_decks() if e.path is not None]
    assert len(entries) == 2 * COUNT and all(e.ok for e in entries)
    on_disk = {str(e.path): e.deck.id for e in entries if e.deck is not None}
    assert on_disk == {path: deck_id for path, deck_id in written}


def test_two_games_autosave_at_once(tmp_path: Path) -> None:
    a, b = _run_pair(tmp_path, "autosave", "autosave")
    (path_a, actions_a), (path_b, actions_b) = json.loads(a[0]), json.loads(b[0])
    assert path_a != path_b
    assert len(load_save(path_a).record.actions) == actions_a == 3 * COUNT
    assert len(load_save(path_b).record.actions) == actions_b == 3 * COUNT
    assert sorted(p.name for p in autosave_dir().glob("*.plsave")) == sorted(
        [Path(path_a).name, Path(path_b).name]
    )


def test_a_game_and_the_editor_at_once(tmp_path: Path) -> None:
    game, editor = _run_pair(tmp_path, "game", "editor")
    histories, autosave = game[:-1], json.loads(game[-1])
    assert len(histories) == COUNT and len(list_history()) == COUNT
    assert all(e.ok for e in list_history())
    assert len(load_save(autosave[0]).record.actions) == autosave[1]
    assert len(editor) == COUNT
    assert len([e for e in list_decks() if e.ok]) == COUNT


def test_two_programs_write_the_settings_at_once(tmp_path: Path) -> None:
    ini = tmp_path / "shared.ini"
    _run_pair(tmp_path, "settings", "settings", str(ini))
    settings = Settings.at_path(str(ini))
    last = 3 * COUNT - 1
    for tag in (0, 1):
        assert int(settings.store.value(f"worker{tag}/value")) == last
    assert not list(tmp_path.glob("shared.ini.*")) or all(
        p.suffix == ".lock" for p in tmp_path.glob("shared.ini.*")
    )

