"""``project-l simulate``: its table, its records (which ``project-l replay`` accepts), errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.rules import load_record, replay


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["simulate", *args])
    out, err = capsys.readouterr()
    return code, out, err


def table(out: str) -> dict[str, list[str]]:
    """The statistics lines by player level."""
    rows = {}
    lines = out.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("player"))
    for line in lines[header + 1 :]:
        if line.startswith("records:"):
            break
        parts = line.split()
        rows[parts[0]] = parts[1:]
    return rows


class TestSimulate:
    def test_two_players_table_and_records(
        self, capsys: pytest.CaptureFixture[str], tmp_path: Path
    ) -> None:
        folder = tmp_path / "records"
        code, out, _ = run(
            capsys, "--players", "medium,easy", "--games", "3", "--seed", "5",
            "--records", str(folder),
        )
        assert code == 0
        rows = table(out)
        assert set(rows) == {"medium", "easy"}
        for level in ("medium", "easy"):
            games, wins, rate = int(rows[level][0]), int(rows[level][1]), rows[level][2]
            assert games == 3
            assert rate == f"{100 * wins / 3:.1f}%"
        assert int(rows["medium"][1]) + int(rows["easy"][1]) >= 3  # ties can give both a win
        files = sorted(folder.iterdir())
        assert len(files) == 3
        seats = []
        for i, f in enumerate(files):
            record = load_record(str(f))
            assert record.seed == 5 + i
            result = replay(record)
            assert result.ok and result.state.winners is not None
            seats.append(record.players)
            # the printed scores come from these games
            assert main(["replay", str(f)]) == 0
        assert seats[0] != seats[1]  # seats rotate between games
        capsys.readouterr()
        # the table's scores are the mean of the recorded games' scores
        scores = {"medium": [], "easy": []}  # type: dict[str, list[int]]
        for f in files:
            state = replay(load_record(str(f))).state
            for name, p in zip(load_record(str(f)).players, state.players, strict=True):
                scores[name.split()[0].lower()].append(p.score)
        for level, values in scores.items():
            assert float(rows[level][3]) == pytest.approx(sum(values) / len(values), abs=0.01)

    def test_parallel_jobs_give_the_same_games(
        self, capsys: pytest.CaptureFixture[str], tmp_path: Path
    ) -> None:
        a, b = tmp_path / "a", tmp_path / "b"
        code, out1, _ = run(capsys, "--players", "easy,easy", "--games", "2", "--records", str(a))
        assert code == 0
        code, out2, _ = run(
            capsys, "--players", "easy,easy", "--games", "2", "--jobs", "2", "--records", str(b)
        )
        assert code == 0
        for fa, fb in zip(sorted(a.iterdir()), sorted(b.iterdir()), strict=True):
            assert fa.read_bytes() == fb.read_bytes()
        assert table(out1)["easy"][:6] == table(out2)["easy"][:6]

    def test_solo_games(self, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
        code, out, _ = run(
            capsys, "--players", "medium,easy", "--solo", "challenging", "--games", "2",
            "--records", str(tmp_path),
        )
        assert code == 0
        rows = table(out)
        assert int(rows["medium"][0]) == 2 and int(rows["easy"][0]) == 2
        assert "automaton" in out and "margin" in out
        files = sorted(tmp_path.iterdir())
        assert len(files) == 4
        for f in files:
            data = json.loads(f.read_text("utf-8"))
            assert data["solo"] == {"difficulty": "challenging"}
            assert main(["replay", str(f)]) == 0

    def test_hard_with_a_budget(self, capsys: pytest.CaptureFixture[str]) -> None:
        code, out, _ = run(
            capsys, "--players", "hard", "--solo", "standard", "--games", "1", "--budget", "0.05"
        )
        assert code == 0
        assert "hard budget 0.05 s" in out
        assert "hard" in table(out)

    @pytest.mark.parametrize(
        ("args", "message"),
        [
            (["--players", "medium,genius"], "unknown AI level"),
            (["--players", "medium"], "2 to 4 players"),
            (["--players", "easy,easy,easy,easy,easy"], "2 to 4 players"),
            (["--players", "easy,easy", "--games", "0"], "--games"),
            (["--players", "easy,easy", "--jobs", "0"], "--jobs"),
            (["--players", "easy,easy", "--budget", "0"], "--budget"),
        ],
    )
    def test_bad_options(
        self, capsys: pytest.CaptureFixture[str], args: list[str], message: str
    ) -> None:
        code, _, err = run(capsys, *args)
        assert code == 2
        assert message in err

    def test_unwritable_records_folder(
        self, capsys: pytest.CaptureFixture[str], tmp_path: Path
    ) -> None:
        blocker = tmp_path / "file"
        blocker.write_text("not a folder", "utf-8")
        code, _, err = run(
            capsys, "--players", "easy,easy", "--games", "1", "--records", str(blocker / "sub")
        )
        assert code == 2
        assert "cannot" in err


class TestCustomDeck:
    """``--deck FILE`` plays a deck of one's own, dealt like the classic deck from the seeds."""

    def test_games_on_a_custom_deck(self, capsys: pytest.CaptureFixture[str],
                                    tmp_path: Path) -> None:
        from deck_samples import pentomino_deck

        from app.core.deck_library import write_deck

        deck_path = write_deck(pentomino_deck(), tmp_path / "p.pldeck")
        folder = tmp_path / "records"
        code, out, _ = run(capsys, "--players", "easy,easy", "--games", "2", "--deck",
                           str(deck_path), "--records", str(folder))
        assert code == 0
        assert out.splitlines()[1] == "deck: Pentomino test deck"
        for f in sorted(folder.iterdir()):
            record = load_record(str(f))
            assert record.deck is not None and record.deck.name == "Pentomino test deck"
            assert {s.id for s in record.deck.shapes} >= {"P5", "X5", "U5"}
            assert replay(record).ok
        code, _, _ = run(capsys, "--players", "easy", "--solo", "standard", "--games", "1",
                         "--deck", str(deck_path))
        assert code == 0

    def test_a_draft_or_a_missing_deck_is_refused(self, capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path) -> None:
        from deck_samples import small_deck_json

        data = small_deck_json(whites=6, blacks=3)  # 4 players need 4 blacks here
        draft = tmp_path / "draft.pldeck"
        draft.write_text(json.dumps(data), "utf-8")
        code, _, err = run(capsys, "--players", "easy,easy,easy,easy", "--deck", str(draft))
        assert code == 2 and "cannot be played with 4 players" in err
        code, _, err = run(capsys, "--players", "easy,easy", "--deck", str(tmp_path / "no"))
        assert code == 2 and "no" in err


def test_columns_line_up_in_every_script() -> None:
    """The statistics table pads by terminal columns: Japanese characters take two, Thai vowel
    and tone marks none (a column title in Japanese or Thai keeps the numbers under it)."""
    from app.commands.simulate import shown_width

    assert shown_width("Wins") == 4
    assert shown_width("勝率") == 4 and shown_width("ＡＢ") == 4
    assert shown_width("ที่นั่ง") == 3  # three consonants; the marks sit on them
    assert shown_width("Runde") == 5 and shown_width("раунд") == 5
