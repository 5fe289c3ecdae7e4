"""``project-l analyse FILE [--budget S] [--json] [--seed N] [--players 0,1] [--save]
[--max-turns N]``: the hard AI reviews a finished (or unfinished) game turn by turn
(docs/analysis.md).

The text report is in the system's language (:class:`AnalyseText`); ``--json`` prints the
:class:`~app.ai.analysis.GameAnalysis` JSON (English, the contract of docs/analysis.md). An
analysis stored in the file for the same game, budget, seed and players is used as it is;
``--save`` stores the analysis in the file. The work is said first, on standard error: how many
turns, and about how long they take with the budget and the workers; on a terminal the progress
follows with the time left. A game with more than ``--max-turns`` turns to review (a record of
thousands of actions would keep the machine busy for hours) is refused before any work, saying
so and how to make it less. Exit status: 0, 1 if ``--save`` could not write the file, 2 for a
file that is not a legal game, too many turns or bad options, 130 when interrupted (Ctrl+C).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from typing import Any, TextIO

from app.ai.analysis import (
    DEFAULT_BUDGET,
    AnalysisCancelled,
    AnalysisRunner,
    AnalysisTooLong,
    GameAnalysis,
    Mark,
    TurnVerdict,
)
from app.ai.assess import work_share
from app.ai.explanations import Explanation, explanation_text
from app.commands.options import seconds, whole_number
from app.core.analyses import analysed_players, save_with_analysis, stored_analysis
from app.core.saves import InvalidSave, SaveData, load_save
from app.core.words import CommandText, fill, system_words
from app.processes import INTERRUPTED, interrupts_asked
from app.rules import format_action, visible, visible_json

PROG = "project-l analyse"
MAX_BUDGET = 600.0
MAX_TURNS = 500
"""The most turns reviewed unless ``--max-turns`` allows more: a long real game has about 150;
500 take about 25 minutes at the default budget (6 s a turn) on 2 workers."""


def add_parser(sub: Any, name: str) -> None:
    """Register the subcommand."""
    p = sub.add_parser(
        name, help="the hard AI reviews a game: each turn's value, the best turn found, marks"
    )
    p.add_argument("file", help="the saved game (.plsave) or game record (JSON)")
    p.add_argument(
        "--budget",
        type=seconds(0.0, MAX_BUDGET),
        default=DEFAULT_BUDGET,
        help=f"work per turn, in about seconds of this machine (default {DEFAULT_BUDGET:g}); "
        "the same budget and seed always give the same figures",
    )
    p.add_argument("--seed", type=whole_number(0, 2**31 - 1), default=0,
                   help="the seed of the guessed hidden cards (default 0)")
    p.add_argument("--players", metavar="LIST",
                   help="the seats to review, from 0, e.g. 0,1 (default: the human seats)")
    p.add_argument("--workers", type=whole_number(1, 64), default=2,
                   help="worker processes (default 2)")
    p.add_argument("--max-turns", type=whole_number(1, 1_000_000), default=MAX_TURNS,
                   help=f"refuse a game with more turns to review than this (default "
                   f"{MAX_TURNS}): each takes about the budget's seconds")
    p.add_argument("--json", action="store_true", help="print the analysis as JSON")
    p.add_argument("--save", action="store_true", help="store the analysis in the file")


class AnalyseText(CommandText):
    """What ``analyse`` says, in the system's language."""

    def mark(self, mark: Mark | None) -> str:
        """A mark's name."""
        if mark is Mark.BLUNDER:
            return self.tr("blunder")
        if mark is Mark.MISTAKE:
            return self.tr("mistake")
        if mark is Mark.SLIP:
            return self.tr("slip")
        return self.tr("no mark")

    def head(self, turn: int, round_: int, player: str) -> str:
        """A turn's first line: which turn (counted from 1), round and player."""
        return fill(self.tr("Turn %1, round %2, %3"), turn + 1, round_, player)

    def verdict(self, mark: str, loss: str) -> str:
        """A marked turn: the mark and the points lost."""
        return fill(self.tr("%1, margin lost: %2"), mark, loss)

    def best_found(self) -> str:
        """A turn that was the best found."""
        return self.tr("the best turn found")

    def close(self) -> str:
        """A turn that lost less than a slip."""
        return self.tr("close to the best turn found")

    def played(self, actions: str, value: str) -> str:
        """The played turn with its expected final margin."""
        return fill(self.tr("played: %1 (expected margin %2)"), actions, value)

    def best(self, actions: str, value: str) -> str:
        """The best turn found with its expected final margin."""
        return fill(self.tr("better: %1 (expected margin %2)"), actions, value)

    def why(self, reason: str) -> str:
        """The reason the better turn is better."""
        return fill(self.tr("why: %1"), reason)

    def summary(self, player: str, accuracy: str, mean: str) -> str:
        """A player's summary line."""
        return fill(self.tr("%1: accuracy %2, mean loss a turn: %3"), player, accuracy, mean)

    def counts(self, turns: int, slips: int, mistakes: int, blunders: int) -> str:
        """How many turns and marks."""
        return ", ".join((self.tr("%n turn(s)", "", turns), self.tr("%n slip(s)", "", slips),
                          self.tr("%n mistake(s)", "", mistakes),
                          self.tr("%n blunder(s)", "", blunders)))

    def swings(self, turns: str, count: int) -> str:
        """The turns that lost most."""
        return fill(self.tr("biggest swing(s): turn(s) %1", "", count), turns)

    def decided(self, turn: int | None, round_: int | None = None, player: str = "") -> str:
        """Where the game was decided: the turn (counted from 1) and, when known, its round
        and whose turn it was."""
        if turn is None:
            return self.tr("The game stayed open to the end.")
        if round_ is None or not player:
            return fill(self.tr("The game was decided at turn %1."), turn + 1)
        return fill(self.tr("The game was decided at turn %1, in round %2, on %3's turn."),
                    turn + 1, round_, player)

    def automaton(self) -> str:
        """In a solo game: what the margins are."""
        return self.tr("Margin over the automaton: the player's final score minus the "
                       "automaton's.")

    def stored(self) -> str:
        """The analysis came from the file."""
        return self.tr("(the analysis stored in the file)")

    def progress(self, done: int, total: int, left: float) -> str:
        """The progress line on a terminal, with the time it will still take."""
        return fill(self.tr("turns analysed: %1 of %2, about %3 left"), done, total,
                    self.duration(left))

    def duration(self, seconds: float) -> str:
        """About how long: seconds, minutes, or hours and minutes."""
        if seconds < 90:
            return self.tr("%n second(s)", "", max(1, round(seconds)))
        minutes = round(seconds / 60)
        if minutes < 90:
            return self.tr("%n minute(s)", "", minutes)
        return fill(self.tr("%1 %2", "analyse: hours, then minutes"),
                    self.tr("%n hour(s)", "", minutes // 60),
                    self.tr("%n minute(s)", "", minutes % 60))

    def work(self, turns: int, seconds: float) -> str:
        """The first line: how much there is to do."""
        return fill(self.tr("%n turn(s) to review, about %1 of work", "", turns),
                    self.duration(seconds))

    def too_long(self, turns: int, seconds: float, limit: int) -> str:
        """More turns than --max-turns allows."""
        return fill(self.tr("%n turn(s) to review, about %1 of work: more than --max-turns "
                            "allows (%2). Review fewer seats (--players), lower --budget, or "
                            "raise --max-turns.", "", turns), self.duration(seconds), limit)

    def saved(self, path: str) -> str:
        """--save succeeded."""
        return fill(self.tr("analysis stored in %1"), path)

    def bad_players(self, text: str, count: int) -> str:
        """--players names seats the game does not have."""
        return fill(self.tr("--players needs seat numbers from 0 to %1, not %2"), count - 1, text)

    def reason(self, reason: Explanation) -> str:
        """A reason in this language (English where no translation fits)."""
        return explanation_text(reason, lambda t: self.words.say("Analysis", t))


def estimate(turns: int, budget: float, workers: int, share: float = 1.0) -> float:
    """About how many seconds ``turns`` take: the budget is about a turn's seconds of work
    when it is played out to the end, ``share`` of that in a game the learned evaluation
    judges (:func:`app.ai.assess.work_share`, docs/analysis.md), shared out over the workers."""
    return turns * budget * share / max(1, min(workers, turns))


class Progress:
    """The progress line on a terminal (none elsewhere): the turns done and, from the time
    they took (``clock``), about how long the rest will take."""

    def __init__(self, text: AnalyseText, total: int, budget: float, workers: int,
                 out: TextIO, clock: Callable[[], float] = time.monotonic,
                 share: float = 1.0) -> None:
        self.text = text
        self.total = total
        self.planned = estimate(total, budget, workers, share)
        self.out = out
        self.show = out.isatty()
        self.clock = clock
        self.start = clock()

    def left(self, done: int) -> float:
        """The seconds still to go after ``done`` turns: the time taken so far, per turn,
        for the turns left (before the first, the plan)."""
        spent = self.clock() - self.start
        if done <= 0:
            return max(0.0, self.planned - spent)
        return spent / done * (self.total - done)

    def __call__(self, done: int, total: int) -> None:
        """Show ``done`` of ``total``."""
        if self.show:
            end = "\n" if done == total else ""
            print("\r" + self.text.progress(done, total, self.left(done)), end=end,
                  file=self.out, flush=True)


def _players(text: str | None, save: SaveData) -> tuple[int, ...] | None:
    """--players as seats, or None if the text is not a list of seats of this game."""
    if text is None:
        return analysed_players(save)
    count = len(save.record.players)
    out: list[int] = []
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or len(part) > 2 or int(part) >= count:
            return None
        out.append(int(part))
    return tuple(sorted(set(out))) or None


def _margin(value: float, text: AnalyseText) -> str:
    sign = "+" if value > 0.005 else ""
    return sign + text.words.number(round(value, 2), 2)


def _actions(actions: tuple[Any, ...]) -> str:
    return "; ".join(format_action(a) for a in actions)


def turn_lines(v: TurnVerdict, names: tuple[str, ...], text: AnalyseText) -> list[str]:
    """The lines of one turn in the text report."""
    name = names[v.player] if v.player < len(names) else str(v.player)
    head = text.head(v.turn, v.round, name)
    same = v.best == v.played
    if same:
        status = text.best_found()
    elif v.mark is None:
        status = text.close()
    else:
        status = text.verdict(text.mark(v.mark), text.words.number(round(v.loss, 2), 2))
    lines = [f"{head}: {status}", "  " + text.played(_actions(v.played), _margin(v.played_value,
                                                                                 text))]
    if not same:
        lines.append("  " + text.best(_actions(v.best), _margin(v.best_value, text)))
    if v.reason is not None and v.mark is not None:
        lines.append("  " + text.why(text.reason(v.reason)))
    return lines


def report(analysis: GameAnalysis, names: tuple[str, ...], text: AnalyseText,
           solo: bool = False) -> str:
    """The whole text report: every turn, then each player's summary (in a ``solo`` game: that
    the margins are over the automaton) and where the game was decided."""
    lines: list[str] = []
    for v in analysis.turns:
        lines += turn_lines(v, names, text)
    lines.append("")
    for s in analysis.summaries:
        name = names[s.player] if s.player < len(names) else str(s.player)
        lines.append(text.summary(name, text.words.number(round(s.accuracy)),
                                  text.words.number(round(s.mean_loss, 2), 2)))
        lines.append("  " + text.counts(s.turns, s.slips, s.mistakes, s.blunders))
        if s.biggest_swings:
            lines.append("  " + text.swings(", ".join(str(t + 1) for t in s.biggest_swings),
                                            len(s.biggest_swings)))
    if solo:
        lines.append(text.automaton())
    decided = analysis.verdict(analysis.decided_at) if analysis.decided_at is not None else None
    if decided is None:
        lines.append(text.decided(analysis.decided_at))
    else:
        name = names[decided.player] if decided.player < len(names) else str(decided.player)
        lines.append(text.decided(decided.turn, decided.round, name))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Analyse the file and print the report (see the module text for the exit statuses)."""
    text = AnalyseText()
    try:
        save = load_save(args.file)
    except InvalidSave as exc:
        print(f"{PROG}: {visible(args.file)}: {visible(system_words().problem(exc))}",
              file=sys.stderr)
        return 2
    players = _players(args.players, save)
    if players is None:
        print(f"{PROG}: {text.bad_players(str(args.players)[:40], len(save.record.players))}",
              file=sys.stderr)
        return 2
    analysis = stored_analysis(save, args.budget, args.seed, players)
    from_file = analysis is not None
    if analysis is None:
        share = work_share(save.record.initial_state())
        try:
            runner = AnalysisRunner(save.record, players, args.budget, args.seed, args.workers,
                                    limit=args.max_turns)
        except AnalysisTooLong as exc:
            work = estimate(exc.turns, args.budget, args.workers, share)
            print(f"{PROG}: {text.too_long(exc.turns, work, exc.limit)}", file=sys.stderr)
            return 2
        print(text.work(runner.total, estimate(runner.total, args.budget, args.workers, share)),
              file=sys.stderr, flush=True)
        progress = Progress(text, runner.total, args.budget, args.workers, sys.stderr,
                            share=share)

        try:
            with interrupts_asked() as asked:
                try:
                    analysis = runner.wait(progress, cancel=lambda: asked.pressed)
                except AnalysisCancelled:  # by Ctrl+C: the command line says so
                    asked.check()
                    return INTERRUPTED
        except KeyboardInterrupt:  # its workers are ended; the command line says so
            runner.cancel()
            raise
    if args.save and not from_file:
        try:
            save_with_analysis(args.file, analysis)
        except (OSError, InvalidSave, ValueError) as exc:
            print(f"{PROG}: {visible(args.file)}: {visible(system_words().problem(exc))}",
                  file=sys.stderr)
            return 1
    if args.json:
        print(visible_json(json.dumps(analysis.to_json(), ensure_ascii=False)))
        return 0
    if from_file:
        print(text.stored())
    print(report(analysis, save.record.players, text, save.record.is_solo))
    if args.save and not from_file:
        print(text.saved(args.file))
    return 0
