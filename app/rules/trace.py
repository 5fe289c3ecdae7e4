"""A game as pasteable text: every action in the notation, the position after each, a picture.

``project-l replay --trace`` prints it and the game log copies it, so a bug report is one paste
that any copy of the program can check.
"""

from __future__ import annotations

from app.rules.notation import format_action
from app.rules.record import GameRecord, replay_steps
from app.rules.state import GameState, one_line


def trace_lines(record: GameRecord) -> tuple[list[str], bool]:
    """The trace of a record: one line per action (index, player, notation) with the position
    after it on the next line; then the picture of the last position (the one before an
    illegal action). The flag says whether every action was legal."""
    state: GameState = record.initial_state()
    width = len(str(max(len(record.actions) - 1, 0)))
    lines = [f"{'':>{width}}  start | {one_line(state)}"]
    for step in replay_steps(record):
        who = step.before.player.name if step.before.winners is None else "-"
        head = f"{step.index:>{width}}  {who}: {format_action(step.action)}"
        if step.after is None:
            lines.append(f"{head}  ILLEGAL: {step.reason}")
            lines += ["", str(step.before)]
            return lines, False
        state = step.after
        lines.append(head)
        lines.append(f"{'':>{width}}  -> {one_line(state)}")
    lines += ["", str(state)]
    return lines, True
