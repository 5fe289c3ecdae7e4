"""Numeric options of every subcommand are range-checked (one line, exit 2); simulate is lazy."""

from __future__ import annotations

import argparse
import itertools
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from waiting import HANG, wait_for

from app.cli import build_command_parser, main
from app.commands import simulate
from app.commands.options import seconds, whole_number

ROOT = Path(__file__).resolve().parent.parent


def _parsers(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from _parsers(sub)


class TestEveryNumericOption:
    def test_no_option_takes_a_bare_int_or_float(self) -> None:
        """A bare ``type=int``/``float`` accepts inf, nan or any size: every numeric option
        goes through a range-checked type of app.commands.options instead."""
        found = []
        for parser in _parsers(build_command_parser()):
            for action in parser._actions:
                assert action.type not in (int, float), (parser.prog, action.option_strings)
                if getattr(action.type, "__module__", "") == "app.commands.options":
                    found.append((parser.prog, action.dest))
        assert ("project-l simulate", "games") in found
        assert ("project-l simulate", "budget") in found

    @pytest.mark.parametrize(
        ("option", "value"),
        [
            *(
                ("--budget", v)
                for v in ("inf", "-inf", "nan", "NaN", "0", "-1", "1e309", "601", "x", "", "1" * 50)
            ),
            *(
                ("--games", v)
                for v in ("0", "-3", "100000000", "1e3", "2.5", "x", "", "9" * 5000, "inf")
            ),
            *(("--jobs", v) for v in ("0", "-1", "33", "1000000", "x", "nan")),
            *(("--seed", v) for v in (str(2**63), str(-(2**63) - 1), "1.5", "x", "9" * 5000)),
        ],
    )
    def test_out_of_range_is_one_line_and_exit_2(
        self, capsys: pytest.CaptureFixture[str], option: str, value: str
    ) -> None:
        code = main(["simulate", "--players", "easy,easy", f"{option}={value}"])
        out, err = capsys.readouterr()
        assert code == 2
        assert out == ""
        lines = err.strip().splitlines()
        assert len(lines) == 1, err
        assert lines[0].startswith(f"project-l simulate: argument {option}: must be ")
        assert "--help" in lines[0]
        assert len(lines[0]) < 250  # the refused value is quoted, but cut short

    @pytest.mark.parametrize(
        ("option", "value", "expected"),
        [
            ("--budget", "0.05", 0.05),
            ("--budget", "600", 600.0),
            ("--games", "100000", 100_000),
            ("--jobs", "32", 32),
            ("--seed", str(2**63 - 1), 2**63 - 1),
            ("--seed", "-5", -5),
        ],
    )
    def test_the_limits_themselves_are_accepted(
        self, option: str, value: str, expected: float
    ) -> None:
        args = build_command_parser().parse_args(
            ["simulate", "--players", "easy,easy", option, value]
        )
        assert getattr(args, option[2:]) == expected

    def test_types_name_their_range(self) -> None:
        with pytest.raises(argparse.ArgumentTypeError, match="from 3 to 7, not '8'"):
            whole_number(3, 7)("8")
        with pytest.raises(argparse.ArgumentTypeError, match="above 0 and at most 2"):
            seconds(0.0, 2.0)("nan")
        assert whole_number(3, 7)(" 5 ") == 5
        assert seconds(0.0, 2.0)("2") == 2.0

    def test_other_parser_errors_are_one_line_too(
        self, capsys: pytest.CaptureFixture[str]
    ) -> None:
        assert main(["simulate"]) == 2
        assert capsys.readouterr().err.count("\n") == 1
        assert main(["deck", "validate"]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "project-l deck validate" in err
        assert main(["simulate", "--help"]) == 0
        assert "--games" in capsys.readouterr().out

    @pytest.mark.parametrize("value", ["inf", "nan", "0"])
    def test_from_the_command_line(self, value: str) -> None:
        """The installed entry point: no traceback, exit 2, one line."""
        done = subprocess.run(
            [sys.executable, "-m", "app.cli", "simulate", "--players", "hard,easy",
             "--budget", value],
            cwd=ROOT, capture_output=True, text=True, timeout=HANG, check=False,
        )
        assert done.returncode == 2
        assert "Traceback" not in done.stderr
        assert done.stderr.count("\n") == 1 and "--budget" in done.stderr


class TestSimulateIsLazy:
    def _counting(self, n: int) -> tuple[Iterator[simulate.Task], list[int]]:
        pulled = [0]

        def gen() -> Iterator[simulate.Task]:
            for task in simulate.tasks(["easy", "easy"], n, 0, None, 1.0):
                pulled[0] += 1
                yield task

        return gen(), pulled

    def test_the_task_list_is_a_generator(self) -> None:
        todo = simulate.tasks(["easy", "medium"], 10**9, 0, None, 1.0)
        first = list(itertools.islice(todo, 3))
        assert [t.index for t in first] == [0, 1, 2]
        assert [t.levels for t in first] == [
            ("easy", "medium"),
            ("medium", "easy"),
            ("easy", "medium"),
        ]

    def test_one_job_takes_one_task_at_a_time(self) -> None:
        todo, pulled = self._counting(10**9)
        outcomes = simulate.played(todo, 1)
        next(outcomes)
        assert pulled[0] == 1
        next(outcomes)
        assert pulled[0] == 2

    def test_a_pool_holds_at_most_two_tasks_per_worker(self) -> None:
        todo, pulled = self._counting(10**9)
        outcomes = simulate.played(todo, 2)
        first = next(outcomes)
        assert first.index == 0
        assert pulled[0] <= 2 * 2
        second = next(outcomes)
        assert second.index == 1
        assert pulled[0] <= 2 * 2 + 1
        outcomes.close()  # stops the pool; the waiting games are cancelled

    def test_a_huge_run_starts_at_once_with_little_memory(self, tmp_path: Path) -> None:
        """100,000 games: the first record is written within seconds and the process stays
        small (the old code built every task before the first game)."""
        folder = tmp_path / "records"
        proc = subprocess.Popen(
            [sys.executable, "-m", "app.cli", "simulate", "--players", "easy,easy",
             "--games", "100000", "--jobs", "2", "--records", str(folder)],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            start_new_session=True,  # its own process group: the pool's workers stop with it
        )
        try:

            def first_record() -> bool:
                assert proc.poll() is None, proc.communicate()
                return folder.exists() and any(folder.iterdir())

            wait_for(first_record, "the first record of 100,000 games is written")
            status = Path(f"/proc/{proc.pid}/status")
            if status.exists():
                rss_kb = next(
                    int(line.split()[1])
                    for line in status.read_text().splitlines()
                    if line.startswith("VmRSS:")
                )
                assert rss_kb < 400_000
        finally:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.communicate(timeout=HANG)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.communicate()
