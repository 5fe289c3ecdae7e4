"""The Qt-free core beneath the windows and the network: files, saves, decks and their checks.

Below ``app.net`` and ``app.model`` and above ``app.rules``, ``app.solver`` and ``app.ai``: atomic
writes and data folders, game setups, saves and the analyses kept in them, deck validation and
the deck library, the AI requests sent to worker processes, the balance lab and its history,
and the words of the command line. Nothing here imports Qt, so the server (``project-l
serve``), every headless command and the worker processes run where Qt's libraries are not
installed (``tests/test_qt_free.py`` imports them with PySide6 blocked).
"""
