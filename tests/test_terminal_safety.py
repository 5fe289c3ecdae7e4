"""Names from files and servers reach the terminal with their control characters made visible:
a hostile record, deck or server cannot set the terminal's title, clear its screen, change its
colours or turn its lines around (``replay``, ``deck validate``, ``analyse``, ``bot``,
``simulate`` and ``serve``'s log)."""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path

import pytest

from app.ai.analysis import GameAnalysis, Mark, PlayerSummary, TurnVerdict
from app.cli import main
from app.commands.analyse import AnalyseText, report
from app.commands.bot import BotStopped, BotText
from app.commands.serve import VisibleFormatter
from app.commands.simulate import SimulateText
from app.rules import (
    EndTurn,
    GameRecord,
    TakePiece,
    classic_deck,
    deck_to_bytes,
    play_random,
    visible,
    visible_json,
)

# an OSC that sets the window title, a screen clear, a colour, a C1 CSI, bidi overrides,
# a line break, a private-use character
HOSTILE = "Eve\x1b]0;pwned\x07\x1b[2J\x1b[31m\x9b1m\u202egnp.exe\u2066\n\U000f0001"
RAW = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069\U000f0000-\U000fffff]")


def assert_safe(text: str) -> None:
    """No raw control character but the line breaks between lines."""
    for line in text.splitlines():
        assert not RAW.search(line), repr(line)


class TestVisible:
    def test_control_and_format_characters_become_escapes(self) -> None:
        shown = visible(HOSTILE)
        assert_safe(shown)
        assert "\n" not in shown
        assert shown.startswith("Eve\\x1b]0;pwned\\x07\\x1b[2J")
        assert "\\u202e" in shown and "\\x9b" in shown and "\\U000f0001" in shown

    def test_every_script_stays_as_it_is(self) -> None:
        for name in ("Zoë", "Ádám", "Юлія", "さくら", "สมชาย", "عائشة", "👩\u200d👩\u200d👦"):
            assert visible(name) == name

    def test_json_keeps_its_value(self) -> None:
        text = json.dumps({"name": HOSTILE}, ensure_ascii=False)
        safe = visible_json(text)
        assert_safe(safe)
        assert json.loads(safe) == {"name": HOSTILE}


def _record(tmp_path: Path) -> Path:
    record = GameRecord(players=(HOSTILE, "Bob"), seed=4)
    record = record.with_actions(play_random(record.initial_state(), 4)[:30])
    path = tmp_path / "hostile.json"
    path.write_bytes(record.to_bytes())
    return path


class TestCommands:
    def test_replay_shows_the_names_escaped(self, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
        path = _record(tmp_path)
        assert main(["replay", str(path)]) == 0
        out = capsys.readouterr().out
        assert_safe(out)
        assert "Eve\\x1b]0;pwned" in out
        assert main(["replay", str(path), "--trace"]) == 0
        assert_safe(capsys.readouterr().out)
        assert main(["replay", str(path), "--json"]) == 0  # (JSON: the contract, escaped)
        out = capsys.readouterr().out
        assert_safe(out)
        assert json.loads(out)["players"][0]["name"] == HOSTILE

    def test_deck_validate_shows_the_deck_s_name_escaped(
            self, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
        data = json.loads(deck_to_bytes(classic_deck()))
        data["name"] = HOSTILE
        path = tmp_path / "hostile.pldeck"
        path.write_text(json.dumps(data), encoding="utf-8")
        main(["deck", "validate", str(path), "--quiet"])
        main(["deck", "validate", str(path)])
        out = capsys.readouterr().out
        assert_safe(out)
        assert "Eve\\x1b]0;pwned" in out
        main(["deck", "validate", str(path), "--json"])
        out = capsys.readouterr().out
        assert_safe(out)
        assert json.loads(out)["name"] == HOSTILE

    def test_analyse_s_report_shows_the_names_escaped(self) -> None:
        text = report(_analysis(), (HOSTILE, "Bob"), AnalyseText())
        assert_safe(text)
        assert "Eve\\x1b" in text

    def test_the_bot_says_the_server_s_words_escaped(self) -> None:
        said = BotText().stopped(BotStopped("refused", 6, HOSTILE))
        assert_safe(said)
        assert "Eve\\x1b" in said
        assert_safe(BotText().cannot_connect(HOSTILE))
        assert_safe(BotText().ended(HOSTILE))

    def test_simulate_s_messages_escape_what_they_are_given(self, tmp_path: Path) -> None:
        assert_safe(SimulateText().cannot_create(tmp_path / HOSTILE, HOSTILE))

    def test_serve_s_log_escapes_the_message_and_keeps_a_traceback(self) -> None:
        formatter = VisibleFormatter("%(levelname)s %(message)s")
        line = formatter.format(logging.LogRecord("app.net.server", logging.INFO, __file__, 1,
                                                  "room %s: %s joined", ("x", HOSTILE), None))
        assert_safe(line)
        assert "Eve\\x1b" in line
        try:
            raise ValueError("ours")
        except ValueError:
            import sys

            failed = logging.LogRecord("app.net.server", logging.ERROR, __file__, 1, "%s failed",
                                       (HOSTILE,), sys.exc_info())
        text = formatter.format(failed)
        assert "Traceback" in text and "ValueError: ours" in text
        assert_safe(text.splitlines()[0])


def _analysis() -> GameAnalysis:
    """A small analysis (a marked turn of each player, the game decided at the first), made
    without running the AI."""
    turns = tuple(
        TurnVerdict(turn=t, round=1, player=t, first=t, end=t + 1, played=(TakePiece(),),
                    best=(EndTurn(),), played_value=-1.5, best_value=0.5, loss=2.0,
                    mark=Mark.MISTAKE, reason=None)
        for t in range(2))
    summaries = tuple(PlayerSummary(p, 1, 50.0, 0, 1, 0, 2.0, (p,)) for p in range(2))
    return GameAnalysis(version=1, budget=1.0, seed=0, record_digest="x", players=(0, 1),
                        turns=turns, curve=(), summaries=summaries, decided_at=0)
