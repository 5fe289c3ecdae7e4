"""What ``project-l replay`` says in the system's language: the summary without ``--json`` or
``--trace`` (kept apart so that the replay itself imports no Qt)."""

from __future__ import annotations

from typing import Any

from app.core.words import CommandText, fill


class ReplayText(CommandText):
    """The summary ``replay`` prints without ``--json``/``--trace``, in the system's language.

    Only this summary is translated: the JSON, the error object's message (the reason in
    English), the trace's notation and the exit codes are the contract of docs/formats.md."""

    def describe(self, summary: dict[str, Any]) -> str:
        """The final state in a few lines (the phase is its code, as in the JSON)."""
        lines = [fill(self.tr("phase: %1, round %2, player %3 to act, %4"), summary["phase"],
                      summary["round"], summary["current_player"],
                      self.tr("%n action(s) left", "", summary["actions_left"]))]
        for i, p in enumerate(summary["players"]):
            lines.append("  " + fill(self.tr("%1: %2: %3, completed %4"), i, p["name"],
                                     self.points(p["score"]),
                                     ", ".join(p["completed"]) or self.tr("nothing")))
        if "solo" in summary:
            lines.append("  " + fill(self.tr("automaton: %1"),
                                     self.points(summary["solo"]["opponent_score"])))
        if "winners" in summary:
            names = [summary["players"][w]["name"] for w in summary["winners"]]
            lines.append(fill(self.tr("winners: %1"),
                              ", ".join(names) if names else self.tr("the automaton")))
        return "\n".join(lines)

    def points(self, n: int) -> str:
        """A score (which may be under zero)."""
        text = self.tr("%n point(s)", "", abs(n))
        return text.replace(str(-n), str(n), 1) if n < 0 else text
