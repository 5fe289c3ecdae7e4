"""The state summary of ``project-l replay --json`` (docs/formats.md)."""

from __future__ import annotations

from typing import Any

from app.rules.engine import reward_options
from app.rules.shapes import mask_to_cells
from app.rules.state import GameState, Phase


def _counts(state: GameState, counts: tuple[int, ...], zeros: bool) -> dict[str, int]:
    shapes = state.deck.shapes
    return {shapes[i].id: n for i, n in enumerate(counts) if n or zeros}


def state_summary(state: GameState) -> dict[str, Any]:
    """The state as the JSON object of the replay contract."""
    deck = state.deck
    out: dict[str, Any] = {
        "phase": state.phase.value,
        "round": state.round,
        "current_player": state.current,
        "actions_left": state.actions_left,
        "master_used": state.master_used,
        "end_triggered": state.end_triggered,
        "final_round": state.final_round if state.end_triggered else None,
        "pending": None,
        "reserve": _counts(state, state.reserve, True),
    }
    if state.pending:
        out["pending"] = {
            "type": "choose_reward",
            "puzzle": state.pending[0][0],
            "reward": state.pending[0][1],
            "options": [deck.shapes[i].id for i in reward_options(state)],
        }
    if state.solo is None:
        out["white_row"] = list(state.white_row)
        out["black_row"] = list(state.black_row)
        out["white_deck"] = len(state.white_deck)
        out["black_deck"] = len(state.black_deck)
    out["players"] = [
        {
            "name": p.name,
            "score": p.score,
            "completed": list(p.completed),
            "supply": _counts(state, p.supply, False),
            "puzzles": [
                {
                    "id": pz.id,
                    "filled": [list(c) for c in mask_to_cells(pz.filled)],
                    "pieces": [
                        {"piece": deck.shapes[si].id, "cells": [list(c) for c in mask_to_cells(m)]}
                        for si, m in pz.pieces
                    ],
                }
                for pz in p.puzzles
            ],
            "finishing_pieces": p.finishing_pieces,
        }
        for p in state.players
    ]
    if state.phase is Phase.FINISHED:
        out["winners"] = list(state.winners or ())
    if state.solo is not None:
        s = state.solo
        out["solo"] = {
            "difficulty": s.difficulty,
            "grid": list(s.grid),
            "locks": list(s.locks),
            "opponent_supply": s.opponent_supply,
            "opponent_score": s.opponent_points,
            "opponent_completed": list(s.opponent_completed),
            "deck": len(s.deck),
        }
        if s.legacy is not None:  # a version-1 game: which pieces stand for the counters
            out["solo"]["lock_pieces"] = [_counts(state, p, False) for p in s.legacy.locks]
            out["solo"]["opponent_pieces"] = _counts(state, s.legacy.opponent, False)
    return out
