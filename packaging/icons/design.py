"""The app icon's design, written out as SVG: ``python packaging/icons/design.py``.

The SVGs in ``resources/icons/`` are the sources every other icon is rendered from
(``packaging/icons/render.py``). They are generated here rather than drawn by hand so the pieces
sit exactly on the grid and the two variants (game, editor) share one card.

The card is a 5x5 puzzle tiled by eight of the nine classic pieces, in their table colours.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ICON_DIR = ROOT / "resources" / "icons"

# the classic pieces' colours (shared with the table's palette)
COLOURS: dict[str, str] = {
    "O1": "#f2c230",
    "I2": "#6cb33f",
    "I3": "#2f7fc1",
    "L3": "#f08a24",
    "I4": "#35b6c9",
    "O4": "#d83a34",
    "L4": "#8a4fb5",
    "T4": "#e45fa0",
    "Z4": "#2d4e9e",
}

# a tiling of the 5x5 card: every classic piece but Z4, each once
GAME_TILING = (
    "L4 L4 L4 O4 O4",
    "I4 I3 L4 O4 O4",
    "I4 I3 I2 I2 T4",
    "I4 I3 L3 T4 T4",
    "I4 O1 L3 L3 T4",
)
# the editor's card: part of the puzzle drawn, the rest still empty recesses
EDITOR_TILING = (
    "L4 L4 L4 O4 O4",
    "I4 I3 L4 O4 O4",
    "I4 I3 .  .  .",
    "I4 I3 .  .  .",
    "I4 .  .  .  .",
)

VIEW = 512
CARD_MARGIN = 24  # transparent margin around the card
CARD_RADIUS = 72
GRID_ORIGIN = 72  # where the 5x5 grid starts inside the view
CELL = (VIEW - 2 * GRID_ORIGIN) / 5  # 73.6
GAP = 7.0  # space between neighbouring pieces
PIECE_RADIUS = 12.0

Cell = tuple[int, int]
Point = tuple[float, float]


def parse_tiling(rows: tuple[str, ...]) -> dict[str, list[Cell]]:
    """Piece id -> its cells, from 5 rows of space-separated ids (``.`` is an empty recess)."""
    pieces: dict[str, list[Cell]] = {}
    for r, row in enumerate(rows):
        for c, name in enumerate(row.split()):
            if name != ".":
                pieces.setdefault(name, []).append((r, c))
    return pieces


def outline(cells: list[Cell]) -> list[Point]:
    """The corners of a polyomino's outline, clockwise on screen, in cell units."""
    cellset = set(cells)
    edges: dict[tuple[int, int], tuple[int, int]] = {}
    for r, c in cells:
        # each free side of a cell, directed clockwise (y grows downwards)
        if (r - 1, c) not in cellset:
            edges[(c, r)] = (c + 1, r)
        if (r, c + 1) not in cellset:
            edges[(c + 1, r)] = (c + 1, r + 1)
        if (r + 1, c) not in cellset:
            edges[(c + 1, r + 1)] = (c, r + 1)
        if (r, c - 1) not in cellset:
            edges[(c, r + 1)] = (c, r)
    start = min(edges)
    loop = [start]
    point = edges[start]
    while point != start:
        loop.append(point)
        point = edges[point]
    # keep only the corners
    corners: list[Point] = []
    n = len(loop)
    for i in range(n):
        (ax, ay), (bx, by), (cx, cy) = loop[i - 1], loop[i], loop[(i + 1) % n]
        if (bx - ax, by - ay) != (cx - bx, cy - by):
            corners.append((float(bx), float(by)))
    return corners


def inset(corners: list[Point], distance: float) -> list[Point]:
    """A rectilinear clockwise polygon moved inwards by ``distance`` on every side."""
    out: list[Point] = []
    n = len(corners)
    for i in range(n):
        (ax, ay), (bx, by), (cx, cy) = corners[i - 1], corners[i], corners[(i + 1) % n]
        d1 = (_sign(bx - ax), _sign(by - ay))
        d2 = (_sign(cx - bx), _sign(cy - by))
        # the inward normal of a clockwise edge (dx, dy) on screen is (-dy, dx)
        nx = -d1[1] - d2[1]
        ny = d1[0] + d2[0]
        out.append((bx + distance * nx, by + distance * ny))
    return out


def _sign(v: float) -> int:
    return (v > 0) - (v < 0)


def _path(points: list[Point]) -> str:
    return "M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in points) + " Z"


def rounded_path(corners: list[Point], radius: float) -> str:
    """A closed SVG path through a rectilinear clockwise polygon with every corner rounded."""
    n = len(corners)
    cmds: list[str] = []
    for i in range(n):
        (ax, ay), (bx, by), (cx, cy) = corners[i - 1], corners[i], corners[(i + 1) % n]
        din = (_sign(bx - ax), _sign(by - ay))
        dout = (_sign(cx - bx), _sign(cy - by))
        x0, y0 = bx - radius * din[0], by - radius * din[1]
        x1, y1 = bx + radius * dout[0], by + radius * dout[1]
        # a right turn (clockwise on screen) is a convex corner: the arc sweeps clockwise
        sweep = 1 if din[0] * dout[1] - din[1] * dout[0] > 0 else 0
        cmds.append(("M" if i == 0 else "L") + f"{x0:.2f},{y0:.2f}")
        cmds.append(f"A{radius:g},{radius:g} 0 0 {sweep} {x1:.2f},{y1:.2f}")
    return " ".join(cmds) + " Z"


def piece_path(cells: list[Cell]) -> str:
    """The SVG path of a piece, placed on the card's grid, shrunk by half the gap, rounded."""
    pts = [(GRID_ORIGIN + x * CELL, GRID_ORIGIN + y * CELL) for x, y in outline(cells)]
    return rounded_path(inset(pts, GAP / 2), PIECE_RADIUS)


def _shade(hex_colour: str, factor: float) -> str:
    """The colour darkened (factor < 1) or lightened towards white (factor > 1)."""
    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    if factor <= 1:
        r, g, b = (round(v * factor) for v in (r, g, b))
    else:
        t = factor - 1
        r, g, b = (round(v + (255 - v) * t) for v in (r, g, b))
    return f"#{r:02x}{g:02x}{b:02x}"


def card_svg(rows: tuple[str, ...], *, title: str, pencil: bool) -> str:
    """The whole icon as an SVG document."""
    pieces = parse_tiling(rows)
    covered = {cell for cells in pieces.values() for cell in cells}
    parts: list[str] = []
    add = parts.append
    add('<?xml version="1.0" encoding="UTF-8"?>')
    add(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{VIEW}" height="{VIEW}" '
        f'viewBox="0 0 {VIEW} {VIEW}">'
    )
    add(f"<title>{title}</title>")
    add("<defs>")
    add('<linearGradient id="card" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#34465e"/><stop offset="1" stop-color="#1d2838"/>'
        "</linearGradient>")
    add('<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#ffffff" stop-opacity="0.30"/>'
        '<stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#000000" stop-opacity="0.18"/>'
        "</linearGradient>")
    add("</defs>")
    m = CARD_MARGIN
    size = VIEW - 2 * m
    # drop shadow, card, bevel line
    add(f'<rect x="{m}" y="{m + 10}" width="{size}" height="{size}" rx="{CARD_RADIUS}" '
        'fill="#000000" fill-opacity="0.28"/>')
    add(f'<rect x="{m}" y="{m}" width="{size}" height="{size}" rx="{CARD_RADIUS}" '
        'fill="url(#card)"/>')
    add(f'<rect x="{m + 4}" y="{m + 4}" width="{size - 8}" height="{size - 8}" '
        f'rx="{CARD_RADIUS - 4}" fill="none" stroke="#ffffff" stroke-opacity="0.12" '
        'stroke-width="4"/>')
    # recesses where no piece lies
    for r in range(5):
        for c in range(5):
            if (r, c) in covered:
                continue
            x = GRID_ORIGIN + c * CELL + GAP / 2
            y = GRID_ORIGIN + r * CELL + GAP / 2
            s = CELL - GAP
            add(f'<rect x="{x:.2f}" y="{y:.2f}" width="{s:.2f}" height="{s:.2f}" rx="8" '
                'fill="#121a26" stroke="#0b111a" stroke-width="2"/>')
            add(f'<rect x="{x + 3:.2f}" y="{y + s - 6:.2f}" width="{s - 6:.2f}" height="3" '
                'rx="1.5" fill="#ffffff" fill-opacity="0.08"/>')
    # pieces: a darker rim below, the body, then a shine over it
    for name, cells in pieces.items():
        colour = COLOURS[name]
        d = piece_path(cells)
        add(f'<path d="{d}" transform="translate(0 5)" fill="{_shade(colour, 0.62)}"/>')
        add(f'<path d="{d}" fill="{colour}"/>')
        add(f'<path d="{d}" fill="url(#shine)"/>')
    if pencil:
        add(PENCIL)
    add("</svg>")
    return "\n".join(parts) + "\n"


# a pencil across the empty corner of the editor's card, drawn along the x axis then rotated
_INK = 'stroke="#1d2838" stroke-width="6" stroke-linejoin="round"'
PENCIL = "\n".join((
    '<g transform="translate(292 404) rotate(-45)">',
    '<path d="M-8,-30 L196,-30 L196,30 L-8,30 Z" fill="#000000" fill-opacity="0.25"'
    ' transform="translate(4 10)"/>',
    f'<path d="M0,-28 L-62,0 L0,28 Z" fill="#f3d9a8" {_INK}/>',  # sharpened wood
    '<path d="M-40,-10 L-62,0 L-40,10 Z" fill="#1d2838"/>',  # lead
    f'<rect x="0" y="-28" width="150" height="56" fill="#f2c230" {_INK}/>',
    '<rect x="0" y="-28" width="150" height="18" fill="#ffffff" fill-opacity="0.30"/>',
    f'<rect x="150" y="-28" width="22" height="56" fill="#c9ccd1" {_INK}/>',  # ferrule
    '<path d="M172,-28 L196,-28 Q210,-28 210,-14 L210,14 Q210,28 196,28 L172,28 Z"'
    f' fill="#e45fa0" {_INK}/>',  # eraser
    "</g>",
))


def write_all(directory: Path = ICON_DIR) -> list[Path]:
    """Write ``project-l.svg`` and ``project-l-editor.svg`` into ``directory``."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, rows, title, pencil in (
        ("project-l.svg", GAME_TILING, "Project L", False),
        ("project-l-editor.svg", EDITOR_TILING, "Project L Deck Editor", True),
    ):
        path = directory / name
        path.write_text(card_svg(rows, title=title, pencil=pencil), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for p in write_all():
        print(p.relative_to(ROOT))
    sys.exit(0)
