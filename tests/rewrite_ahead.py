"""The test modules' assertion rewriting, done once before the parallel workers start.

pytest rewrites the ``assert`` statements of every test module as it imports it, and keeps the
result in ``__pycache__`` (``*-pytest-<version>.pyc``). In a fresh clone (every CI run) there is
none yet, and each xdist worker rewrites every module itself, all of them at the same moment:
14 s of processor time a worker on the machine of 2026-11-30 (6,000 asserts in 127 modules),
paid once per worker. :func:`rewrite_ahead` (``tests/conftest.py``, in the controlling process
only) writes those files first, shared out over the processors, so that the workers find them.

The processes are started with "spawn" (they import this module afresh, and the main module
only where it is guarded, as ``python -m pytest`` and the ``pytest`` command are; a script that
calls ``pytest.main`` with ``-n`` unguarded would start its session again in each of them).
It uses pytest's own rewriting and file writing (``_pytest.assertion.rewrite``: not a public
interface); where that is not what it was (another pytest), or anything else fails, it does
nothing and the workers rewrite as before. The result is the same either way: the same code,
written by the same function, that pytest checks against the source's hash when it reads it.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

SERIAL = 8
"""Up to this many modules are rewritten in this process (a process started costs more)."""


class _Quiet:
    """What pytest's ``_write_pyc`` asks of its AssertionState: a trace, here silent."""

    @staticmethod
    def trace(_message: str) -> None:
        pass


def _cached(source: Path) -> Path:
    from _pytest.assertion import rewrite

    return rewrite.get_cache_dir(source) / (source.name[:-3] + rewrite.PYC_TAIL)


def _rewrite(source: Path) -> bool:
    """Rewrite ``source`` as pytest would (no assertion pass hook) and keep it; whether done."""
    from _pytest.assertion import rewrite

    source_hash, code = rewrite._rewrite_test(source, None)  # type: ignore[arg-type]
    pyc = _cached(source)
    pyc.parent.mkdir(parents=True, exist_ok=True)  # (a PYTHONPYCACHEPREFIX tree too)
    return bool(rewrite._write_pyc(_Quiet(), code, source_hash, pyc))  # type: ignore[arg-type]


def missing(sources: Sequence[Path]) -> list[Path]:
    """The modules of ``sources`` that have no up-to-date rewritten code yet."""
    from _pytest.assertion import rewrite

    return [s for s in sources if rewrite._read_pyc(s, _cached(s)) is None]


def rewrite_ahead(sources: Sequence[Path], processes: int) -> int:
    """Rewrite the modules of ``sources`` that need it in ``processes`` processes; how many
    were written (0 when there was nothing to do or it could not be done)."""
    try:
        todo = missing(sources)
        if not todo:
            return 0
        if processes <= 1 or len(todo) <= SERIAL:
            return sum(_rewrite(s) for s in todo)
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(min(processes, len(todo)), mp_context=context) as pool:
            # the biggest first, so that no process is left with one at the end
            todo.sort(key=lambda s: -s.stat().st_size)
            return sum(pool.map(_rewrite, todo))
    except Exception:  # another pytest, a read-only tree...: the workers rewrite as before
        return 0
