"""The app icons: SVG sources (drawn by packaging/icons/design.py) and PNG renders in png/."""
