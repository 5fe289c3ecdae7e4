"""packaging/i18n.py for the tests, loaded once under a name of its own (``i18n`` is also
app.i18n): the tests of translations, plurals, fonts and language switching read the .ts files
with its ``read_ts`` and ask its ``problems`` and ``check``."""

from __future__ import annotations

import importlib.util
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


@cache
def i18n_script() -> ModuleType:
    """The packaging/i18n.py module."""
    spec = importlib.util.spec_from_file_location("i18n_script", ROOT / "packaging" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module
