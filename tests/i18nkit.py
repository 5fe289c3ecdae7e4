"""packaging/i18n.py for the tests, loaded once under a name of its own (``i18n`` is also
app.i18n): the tests of translations, plurals, fonts and language switching read the .ts files
with its ``read_ts`` and ask its ``problems`` and ``check``. Also the ``in_language`` fixture:
a test shown in one language after another; ``english_throughout``: English before the
windows are built and after the test, whatever it switched to."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtWidgets import QApplication
from scriptkit import load_script

from app.i18n import available_languages, install_translators, switch_language

ROOT = Path(__file__).resolve().parents[1]

TRANSLATED = [lang for lang in available_languages() if lang != "en"]
"""The shipped languages but English, the source."""


@cache
def i18n_script() -> ModuleType:
    """The packaging/i18n.py module."""
    return load_script("packaging/i18n.py", "i18n_script")


@pytest.fixture
def in_language(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    """``use(language)`` installs that language's translators (and checks it is the one
    installed); English is installed again at the end."""
    def use(language: str) -> None:
        assert install_translators(qapp, language) == language

    yield use
    install_translators(qapp, "en")


@pytest.fixture
def english_throughout(qapp: QApplication) -> Iterator[None]:
    """English before the windows are built (as the programs install it at start) and
    afterwards, whatever the test switched to."""
    install_translators(qapp, "en")
    yield
    switch_language("en")
