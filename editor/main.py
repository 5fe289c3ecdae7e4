"""``project-l-editor [DECK]``: the deck editor.

At start it offers to restore a deck autosaved before a crash; otherwise it opens the deck
file given, or the deck open when it last closed, or the built-in classic deck (read-only), from
which "Duplicate to edit" starts a deck of one's own. The window's layout is remembered.
``--screenshot FILE`` saves a picture of the window as a first start shows it, once the deck is
checked and its cards in sight are painted, and exits (for documentation and checks; works
offscreen).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from app.model.settings import Settings
from app.model.settings_files import open_store
from app.model.thinking import finish_background_work
from app.table.application import application
from editor.window import EditorWindow


def _app() -> QApplication:
    # the language is the game's setting (app.i18n)
    return application("project-l", "Project L Deck Editor",
                       "io.github.projectl.ProjectL.Editor", "project-l-editor.svg")


def build_parser() -> argparse.ArgumentParser:
    """The editor's command line."""
    p = argparse.ArgumentParser(prog="project-l-editor", description="Project L deck editor.")
    p.add_argument("file", nargs="?", help="a deck file (.pldeck) to open")
    p.add_argument("--screenshot", metavar="PNG", help="save a picture of the window and exit")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``project-l-editor``."""
    args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    app = _app()
    if args.screenshot:
        # a picture for documentation: the window as a first start shows it, nothing restored
        window = EditorWindow()
        if not (args.file and window.open_path(args.file)):
            window.open_classic()
        window.show()
    else:
        window = EditorWindow(settings=Settings(open_store()))
        window.restore_layout()
        window.show()
        # a deck a crash left first; then the deck asked for, the last one, or the classic deck
        if not window.files.offer_restore() and not (
            window.open_path(args.file) if args.file else window.open_last()
        ):
            window.open_classic()
    if args.screenshot:
        started = QElapsedTimer()
        started.start()
        poll = QTimer(window)

        def shoot() -> None:
            # once the deck is open, checked and its cards in sight painted (20 s at most)
            busy = (window.document.loading is not None or window.runner.pending
                    or window.puzzle_page.model.thumbnails.pending > 0)
            if started.elapsed() < 300 or (busy and started.elapsed() < 20_000):
                return
            poll.stop()
            ok = window.grab().save(args.screenshot)
            window.close()
            app.exit(0 if ok else 1)

        poll.timeout.connect(shoot)
        poll.start(50)
    code = int(app.exec())
    finish_background_work()
    return code


if __name__ == "__main__":
    sys.exit(main())
