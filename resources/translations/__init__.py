"""The interface translations: ``project_l_<lang>.ts`` sources and the compiled ``.qm`` files.

``packaging/i18n.py`` updates the sources from the code and compiles them; ``app.i18n`` loads
the ``.qm`` files (with importlib.resources) at start-up.
"""
