"""The project's programs that are not modules of a package (docs/example_bot.py,
bench/quit_races.py, packaging/i18n.py, ...) loaded as modules for the tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_script(relative: str, name: str) -> ModuleType:
    """The program at ``relative`` (to the project's root) run as the module ``name``, put in
    ``sys.modules`` first (dataclasses look their module up)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / relative)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
