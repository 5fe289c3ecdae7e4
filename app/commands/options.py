"""Argument types for the numeric options of the subcommands: a value out of range is refused
by argparse with one line naming the option and the range, and exit status 2.

    p.add_argument("--games", type=whole_number(1, 100_000), default=10)
    p.add_argument("--budget", type=seconds(0.0, 600.0), default=1.0)
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable


def _number_text(value: float) -> str:
    return str(value) if isinstance(value, int) else f"{value:g}"


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` to ``high`` (both included)."""

    def parse(text: str) -> int:
        try:
            value = int(text, 10) if len(text) <= 40 else None
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"must be a whole number from {_number_text(low)} to {_number_text(high)}, "
                f"not {text[:40]!r}"
            )
        return value

    parse.__name__ = "whole number"  # argparse names the type in some messages
    return parse


def seconds(low: float, high: float) -> Callable[[str], float]:
    """An argparse ``type``: a finite number of seconds above ``low`` and at most ``high``."""

    def parse(text: str) -> float:
        try:
            value = float(text) if len(text) <= 40 else math.nan
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and low < value <= high):
            raise argparse.ArgumentTypeError(
                f"must be a number of seconds above {_number_text(low)} and at most "
                f"{_number_text(high)}, not {text[:40]!r}"
            )
        return value

    parse.__name__ = "seconds"
    return parse
