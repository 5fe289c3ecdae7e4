"""Data files shipped with the game (decks, icons, translations), read with importlib.resources."""
