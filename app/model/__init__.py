"""The QObject model layer shared by the game table and the editor."""
