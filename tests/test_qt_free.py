"""The server, the headless commands and their worker processes run without Qt (issue 28).

Each command runs in a fresh process whose ``sitecustomize`` refuses PySide6 (a meta path
finder that raises ImportError for it, and notes the attempt in a file, so an ImportError caught
on the way is seen too); worker processes inherit the block through ``PYTHONPATH``. Then the
command's translations (read from the ``.qm`` files without Qt, app/core/translations.py) are
held to Qt's own: every message of every shipped language, each plural form, numbers and sizes.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator

from app.core.translations import (
    QM_PREFIX,
    TRANSLATIONS_PACKAGE,
    Catalog,
    number_format,
    shipped_languages,
    system_languages,
    system_number_locale,
)
from app.core.words import Words
from app.rules import classic_deck

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
HANG = 120  # seconds that only bound a hang

BLOCKER = '''
import os, sys

class NoQt:
    """Refuses PySide6, as on a machine without Qt's libraries, and notes who asked."""

    def find_spec(self, name, path=None, target=None):
        if name == "PySide6" or name.startswith("PySide6."):
            folder = os.environ["NO_QT_NOTES"]
            with open(os.path.join(folder, f"{os.getpid()}.txt"), "a") as notes:
                notes.write(name + "\\n")
            raise ImportError(f"{name}: Qt is not installed here")
        return None

sys.meta_path.insert(0, NoQt())
'''


@pytest.fixture
def no_qt(tmp_path: Path) -> dict[str, str]:
    """The environment of a process (and its workers) to which PySide6 is not there."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(BLOCKER, encoding="utf-8")
    notes = tmp_path / "notes"
    notes.mkdir()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("LC_") and k not in ("LANG", "LANGUAGE")}
    env.update(PYTHONPATH=os.pathsep.join([str(site), str(ROOT)]), NO_QT_NOTES=str(notes),
               LANG="de_DE.UTF-8")
    return env


def asked_for_qt(env: dict[str, str]) -> list[str]:
    """Every PySide6 import any process asked for, with its process id."""
    return [f"{p.stem}: {line}" for p in sorted(Path(env["NO_QT_NOTES"]).glob("*.txt"))
            for line in p.read_text(encoding="utf-8").split()]


def project_l(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "app.cli", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=HANG, check=False)


class TestWithoutQt:
    def test_the_block_works(self, no_qt: dict[str, str]) -> None:
        done = subprocess.run([sys.executable, "-c", "import PySide6.QtCore"], env=no_qt,
                              capture_output=True, text=True, timeout=HANG, check=False)
        assert done.returncode != 0 and "Qt is not installed here" in done.stderr
        assert asked_for_qt(no_qt)

    def test_every_headless_module_imports(self, no_qt: dict[str, str]) -> None:
        script = textwrap.dedent("""
            import importlib, pkgutil, sys
            import app.cli, app.commands, app.core
            names = [m.name for p in (app.commands, app.core) for m in
                     pkgutil.iter_modules(p.__path__, p.__name__ + ".") if m.name != "app.commands.smoke"]
            names += ["app.net.server", "app.net.room", "app.net.client", "app.model.worker",
                      "app.ai.analysis", "app.processes"]
            for name in names:
                importlib.import_module(name)
            app.cli.build_command_parser()
            print(len(names), "PySide6" in sys.modules)
        """)
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=no_qt,
                              capture_output=True, text=True, timeout=HANG, check=False)
        assert done.returncode == 0, done.stderr
        count, loaded = done.stdout.split()
        assert int(count) > 20 and loaded == "False"
        assert asked_for_qt(no_qt) == []

    def test_replay_deck_and_simulate_speak_german(self, no_qt: dict[str, str],
                                                   tmp_path: Path) -> None:
        deck = tmp_path / "classic.pldeck"
        deck.write_text(json.dumps(classic_deck().to_json()), encoding="utf-8")
        done = project_l(no_qt, "replay", str(DATA / "v1-classic.json"))
        assert done.returncode == 0, done.stderr
        assert "Runde" in done.stdout and "Gewinner:" in done.stdout
        done = project_l(no_qt, "deck", "validate", str(deck))
        assert done.returncode == 0, done.stderr
        assert done.stdout.splitlines()[-1] == "0 Fehler, 1 Warnung"
        # two games at once: worker processes, started with the block inherited
        done = project_l(no_qt, "simulate", "--players", "easy,easy", "--games", "2",
                         "--jobs", "2", "--seed", "3")
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith("2 Spiele (2 Spieler; easy, easy)")
        assert asked_for_qt(no_qt) == []

    def test_analyse_in_its_worker_processes(self, no_qt: dict[str, str]) -> None:
        done = project_l(no_qt, "analyse", str(DATA / "v1-solo-standard.plsave"),
                         "--budget", "0.1", "--workers", "2", "--json")
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["turns"]
        assert asked_for_qt(no_qt) == []

    def test_a_served_game_with_an_ai_seat_and_a_bot(self, no_qt: dict[str, str],
                                                      tmp_path: Path) -> None:
        """``project-l serve`` hosts a room whose AI seat decides in the server's worker pool;
        ``project-l bot`` plays the other seat to the end."""
        from app.net.client import Client, GameFinished

        async def body() -> None:
            server = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "app.cli", "serve", "--host", "127.0.0.1", "--port", "0",
                cwd=ROOT, env=no_qt, stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT, start_new_session=True)
            assert server.stdout is not None
            try:
                found = None
                while found is None:
                    line = (await asyncio.wait_for(server.stdout.readline(), HANG)).decode()
                    assert line, "serve ended without saying its address"
                    found = re.search(r"ws://[^\s/]+:(\d+)", line)
                url = f"ws://127.0.0.1:{found.group(1)}/"
                drain = asyncio.ensure_future(server.stdout.read())
                host = Client(url, "Creator", reply_timeout=HANG)
                await host.connect()
                room = await host.create_room("no Qt", {"seats": [
                    {"kind": "remote"}, {"kind": "ai", "level": "easy", "name": "Cy"}],
                    "auto_start": True})
                save = tmp_path / "bot.json"
                bot = await asyncio.create_subprocess_exec(
                    sys.executable, "-m", "app.cli", "bot", "--connect", url, "--code",
                    room.code, "--seat", "0", "--level", "easy", "--name", "Ann", "--save",
                    str(save), cwd=ROOT, env=no_qt, stdout=asyncio.subprocess.PIPE,
                    stderr=asyncio.subprocess.STDOUT)
                out, _ = await asyncio.wait_for(bot.communicate(), HANG)
                assert bot.returncode == 0, out.decode()
                async for event in host.events():
                    if isinstance(event, GameFinished):
                        assert event.record.players == ("Ann", "Cy")
                        break
                await host.close()
                assert save.is_file()
            finally:
                if server.returncode is None:
                    server.terminate()
                    await asyncio.wait_for(server.wait(), HANG)
                try:
                    os.killpg(server.pid, signal.SIGKILL)  # any worker left behind
                except ProcessLookupError:
                    pass
            await asyncio.wait_for(drain, HANG)

        asyncio.run(asyncio.wait_for(body(), 3 * HANG))
        assert asked_for_qt(no_qt) == []


class TestTheSameWordsAsQt:
    """The command line reads the ``.qm`` files itself: it must say what Qt would say."""

    @pytest.mark.parametrize("language", shipped_languages())
    def test_every_message_and_plural_form(self, language: str) -> None:
        from importlib import resources

        raw = resources.files(TRANSLATIONS_PACKAGE).joinpath(f"{QM_PREFIX}{language}.qm")
        data = raw.read_bytes()
        catalog, qt = Catalog(data), QTranslator()
        assert qt.load(data)
        keys = catalog.keys()
        assert len(keys) > 100
        differ = [(key, n) for key in keys for n in (-1, 0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 101,
                                                    111, 1001, 1_000_000)
                  if catalog.translate(*key, n) != (qt.translate(key[0], key[1], key[2] or None,
                                                                 n) or "")]
        assert differ == []
        assert catalog.translate("no such context", "no such text") == ""

    def test_a_damaged_file_is_refused(self) -> None:
        for raw in (b"", b"not a qm file", bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
                    + b"\x69\x00\x00\x00\x09\x03\x00\x00"):
            with pytest.raises(ValueError):
                Catalog(raw)

    @pytest.mark.parametrize("locale", ["C", "en_US", "de_DE", "de_CH", "de_AT", "fr_FR",
                                        "fr_CH", "hu_HU", "ja_JP", "th_TH", "ru_RU", "uk_UA",
                                        "es_ES", "it_IT", "pl_PL", "sv_SE", "pt_BR", "zh_CN"])
    def test_numbers_as_qt_writes_them(self, locale: str) -> None:
        ours, qt = number_format(locale), QLocale(locale)
        for n in (0, 7, 999, 1000, 1234, 12345, 1234567, -1234567):
            assert ours.write(n) == qt.toString(n), n
        for x, places in ((2.5, 2), (1234567.25, 2), (0.125, 1), (-3.75, 1)):
            assert ours.write(x, places) == qt.toString(x, "f", places), x
        if locale.split("_")[0] in {"C", *shipped_languages()}:  # sizes in our languages
            for size in (0, 500, 1023, 1024, 6_186_598, 3 * 1024 ** 3):
                traditional = QLocale.DataSizeFormat.DataSizeTraditionalFormat
                assert ours.size(size) == qt.formattedDataSize(size, 1, traditional), size

    def test_german_words_with_german_numbers(self) -> None:
        words = Words("de", number_format("de_DE.UTF-8"))
        assert words.say("SimulateText", "%n game(s)", 10000) == "10.000 Spiele"

    def test_the_system_s_language_and_numbers(self, monkeypatch: pytest.MonkeyPatch) -> None:
        for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LANG"):
            monkeypatch.delenv(name, raising=False)
        monkeypatch.setenv("LANG", "fr_FR.UTF-8")
        monkeypatch.setenv("LC_NUMERIC", "de_CH.UTF-8")
        assert system_languages() == ["fr_FR"] and system_number_locale() == "de_CH"
        monkeypatch.setenv("LANGUAGE", "uk:de")
        monkeypatch.setenv("LC_ALL", "C")
        assert system_languages() == ["uk", "de"] and system_number_locale() == "C"
