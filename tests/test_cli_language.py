"""The command line speaks the system's language: German under a German locale for ``simulate``,
``deck validate`` and replay's summary; the JSON and what docs/formats.md fixes stay the same
in every language."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.translations import number_format
from app.core.words import Words
from app.rules import classic_deck

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


def cli(*args: str, lang: str) -> subprocess.CompletedProcess[bytes]:
    """``project-l ARGS`` in a fresh process under the locale ``lang`` (LANG and LC_ALL)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("LC_") and k not in ("LANG", "LANGUAGE")}
    env.update(LANG=lang, LC_ALL=lang, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "app.cli", *args], cwd=ROOT, env=env,
                          capture_output=True, timeout=120, check=False)


@pytest.fixture(scope="module")
def deck_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("decks") / "classic.pldeck"
    path.write_text(json.dumps(classic_deck().to_json()), encoding="utf-8")
    return path


class TestGerman:
    def test_deck_validate(self, deck_file: Path) -> None:
        done = cli("deck", "validate", str(deck_file), "--puzzles", lang="de_DE.UTF-8")
        assert done.returncode == 0, done.stderr
        out = done.stdout.decode("utf-8").splitlines()
        assert out[0].endswith("9 Steine, 32 weiße Puzzles und 20 schwarze Puzzles")
        assert out[-1] == "0 Fehler, 1 Warnung"
        assert "Puzzles:" in out
        assert any(line.startswith("Warnung: W23 ist eine Kopie von W22") for line in out)

    def test_deck_validate_in_english(self, deck_file: Path) -> None:
        done = cli("deck", "validate", str(deck_file), lang="C")
        out = done.stdout.decode("utf-8").splitlines()
        assert out[0].endswith("9 pieces, 32 white puzzles and 20 black puzzles")
        assert out[-1] == "0 errors, 1 warning"

    def test_simulate(self) -> None:
        done = cli("simulate", "--players", "easy,easy", "--games", "1", "--seed", "3",
                   lang="de_DE.UTF-8")
        assert done.returncode == 0, done.stderr
        out = done.stdout.decode("utf-8").splitlines()
        assert out[0].startswith("1 Spiel (2 Spieler; easy, easy), Seeds 3-3")
        assert out[0].endswith(", 1 Prozess")
        assert out[1].split()[:4] == ["Spieler", "Spiele", "Siege", "Siegquote"]
        assert out[2].split()[:2] == ["easy", "1"]
        assert "," in out[2].split()[4] and "." not in out[2]  # the score: 9,00

    def test_simulate_errors(self) -> None:
        done = cli("simulate", "--players", "easy", lang="de_DE.UTF-8")
        assert done.returncode == 2
        assert done.stderr.decode("utf-8") == (
            "project-l simulate: ein Spiel hat 2 bis 4 Spieler, nicht 1 (oder nutze --solo)\n")

    def test_replay_summary(self) -> None:
        done = cli("replay", str(DATA / "v1-classic.json"), lang="de_DE.UTF-8")
        assert done.returncode == 0, done.stderr
        out = done.stdout.decode("utf-8")
        assert "Runde" in out and "Punkte" in out and "Gewinner:" in out


class TestLanguageNeutral:
    def test_json_is_byte_identical(self, deck_file: Path) -> None:
        for args in (("deck", "validate", str(deck_file), "--json"),
                     ("replay", str(DATA / "v1-classic.json"), "--json"),
                     ("replay", str(DATA / "v1-classic.json"), "--trace")):
            german = cli(*args, lang="de_DE.UTF-8")
            english = cli(*args, lang="C")
            assert german.returncode == english.returncode
            assert german.stdout == english.stdout, args
            assert german.stdout

    def test_the_replay_error_message_stays_english(self, tmp_path: Path) -> None:
        record = json.loads((DATA / "v1-classic.json").read_text(encoding="utf-8"))
        record["actions"].insert(0, {"type": "take_puzzle", "puzzle": "W99"})
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps(record), encoding="utf-8")
        german = cli("replay", str(bad), lang="de_DE.UTF-8")
        english = cli("replay", str(bad), lang="C")
        assert german.returncode in (1, 2)
        assert german.returncode == english.returncode
        assert (german.stdout, german.stderr) == (english.stdout, english.stderr)


class TestDamagedFiles:
    """A file the command line cannot read is said like the rest of its output for people, in
    the system's language; the JSON and project-l replay (docs/formats.md) stay English."""

    def test_deck_validate_says_the_problem_in_german(self, tmp_path: Path) -> None:
        bad = tmp_path / "bad.pldeck"
        data = classic_deck().to_json()
        data["pieces"][0]["cells"] = [[0, 0], [2, 2]]
        bad.write_text(json.dumps(data), encoding="utf-8")
        german = cli("deck", "validate", str(bad), lang="de_DE.UTF-8")
        english = cli("deck", "validate", str(bad), lang="C")
        assert german.returncode == english.returncode == 2
        assert german.stderr.decode("utf-8").endswith(
            "Stein O1: Seine Felder hängen nicht zusammen\n")
        assert english.stderr.decode("utf-8").endswith(
            "piece O1: its cells are not connected\n")
        as_json = [cli("deck", "validate", str(bad), "--json", lang=lang).stdout
                   for lang in ("de_DE.UTF-8", "C")]
        assert as_json[0] == as_json[1]
        assert json.loads(as_json[0]) == {"ok": False, "code": "PIECE_NOT_CONNECTED",
                                          "invalid": "piece O1: its cells are not connected"}

    def test_analyse_says_the_problem_in_thai(self, tmp_path: Path) -> None:
        bad = tmp_path / "bad.plsave"
        bad.write_bytes(b"")
        done = cli("analyse", str(bad), lang="th_TH.UTF-8")
        assert done.returncode == 2
        said = done.stderr.decode("utf-8")
        assert "ไฟล์ว่างเปล่า" in said and "the file is empty" not in said


class TestWords:
    def test_counts_in_both_languages(self) -> None:
        for lang, want in (("en", ["1 game", "2 games", "5 games", "21 games"]),
                           ("de", ["1 Spiel", "2 Spiele", "5 Spiele", "21 Spiele"])):
            words = Words(lang)
            got = [words.say("SimulateText", "%n game(s)", n) for n in (1, 2, 5, 21)]
            assert got == want

    def test_numbers_follow_the_locale(self) -> None:
        words = Words("de", number_format("de_DE"))
        assert words.number(12345) == "12.345"
        assert words.number(2.5, 2) == "2,50"
        assert words.say("SimulateText", "%n game(s)", 10000) == "10.000 Spiele"

    def test_an_unknown_language_speaks_english(self) -> None:
        assert Words("xx").say("SimulateText", "win rate") == "win rate"


class TestOtherLanguages:
    def test_french_puts_its_space_before_the_colon(self, deck_file: Path) -> None:
        done = cli("deck", "validate", str(deck_file), lang="fr_FR.UTF-8")
        assert done.returncode == 0, done.stderr
        out = done.stdout.decode("utf-8").splitlines()
        assert any(line.startswith("avertissement\u00a0: ") for line in out), out

    def test_thai_reaches_the_terminal_without_its_line_break_marks(self,
                                                                    deck_file: Path) -> None:
        done = cli("deck", "validate", str(deck_file), "--puzzles", lang="th_TH.UTF-8")
        assert done.returncode == 0, done.stderr
        text = done.stdout.decode("utf-8")
        assert any("\u0e00" <= ch <= "\u0e7f" for ch in text)  # Thai words
        assert "\u200b" not in text
