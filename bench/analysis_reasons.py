"""How often each kind of reason explains a marked turn (the fallback "keeps more points in
reach" above all), from analyses already made.

    python bench/analysis_reasons.py RECORD ANALYSIS.json [RECORD ANALYSIS.json ...] [--show]

Each pair is a game record (or save) and the ``project-l analyse --json`` output of it. The
reasons stored in the analysis ("stored") are counted, and the reason the current
:func:`app.ai.assess.explain` gives for the same marked turns ("now": the played turn and the
best turn found, played in the real position), so a change to the reasons can be measured
without analysing the games again. ``--show`` prints every marked turn whose reason changed.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.ai.analysis import GameAnalysis
from app.ai.assess import Player, explain, replay_fast, split_turns
from app.ai.explanations import Why
from app.core.saves import load_save
from app.rules import apply


def main(argv: list[str]) -> int:
    """Count the reasons of the analyses given (see the module text)."""
    show = "--show" in argv
    paths = [a for a in argv if a != "--show"]
    if not paths or len(paths) % 2:
        print(__doc__)
        return 2
    stored: Counter[str] = Counter()
    now: Counter[str] = Counter()
    player = Player()
    for record_path, analysis_path in zip(paths[::2], paths[1::2], strict=True):
        record = load_save(record_path).record
        analysis = GameAnalysis.from_json(json.loads(Path(analysis_path).read_text()))
        states = replay_fast(record)
        turns = {t.number: t for t in split_turns(states)}
        for v in analysis.turns:
            if v.mark is None or v.reason is None:
                continue
            turn = turns[v.turn]
            start = states[v.first]
            best_end = start
            for a in v.best:
                best_end = apply(best_end, a, validate=False)
            reason = explain(start, states[v.end], best_end, v.played, v.best, states, turn,
                             player.evaluator(start))
            stored[v.reason.kind.name] += 1
            now[reason.kind.name] += 1
            if show and reason != v.reason:
                print(f"{Path(record_path).name} turn {v.turn + 1}: {v.reason} -> {reason}")
    for title, counts in (("stored", stored), ("now", now)):
        total = sum(counts.values())
        fallback = counts[Why.MORE_IN_REACH.name]
        share = 100.0 * fallback / total if total else 0.0
        print(f"{title}: {total} marked turns, fallback {fallback} ({share:.0f}%)")
        for kind, n in counts.most_common():
            print(f"  {kind:20} {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
