"""Colour science for checking the table: colour-vision simulation, CIELAB, WCAG contrast.

Qt-free and in plain Python (a few 3 x 3 matrices: no numpy), so the tests and
``bench/colour_vision.py`` share it. Colours are ``#RRGGBB`` strings or (R, G, B) tuples of
8-bit sRGB values; pictures are rows of packed 8-bit R, G, B bytes.

The simulations are the matrices of Machado, Oliveira and Fernandes (2009), "A
Physiologically-based Model for Simulation of Color Vision Deficiency", severity 1.0,
applied to linear RGB as their paper does.
"""

from __future__ import annotations

import math
from typing import Literal

Vision = Literal["normal", "deuteranopia", "protanopia", "tritanopia"]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float],
               tuple[float, float, float]]
RGB = tuple[int, int, int]

MACHADO: dict[str, Matrix] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
"""Linear-RGB matrices of the simulated kinds of colour vision (severity 1.0)."""

_XYZ: Matrix = ((0.4124564, 0.3575761, 0.1804375),
                (0.2126729, 0.7151522, 0.0721750),
                (0.0193339, 0.1191920, 0.9503041))
_WHITE = (0.95047, 1.0, 1.08883)
_LINEAR = tuple((v / 255.0) / 12.92 if v / 255.0 <= 0.04045
                else ((v / 255.0 + 0.055) / 1.055) ** 2.4 for v in range(256))


def hex_rgb(colour: str) -> RGB:
    """``#RRGGBB`` (or ``#AARRGGBB``, alpha ignored) as 8-bit R, G, B.

    :raises ValueError: on anything else.
    """
    h = colour.strip().lstrip("#")
    if len(h) == 8:
        h = h[2:]
    if len(h) != 6:
        raise ValueError(f"not a #RRGGBB colour: {colour!r}")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def to_linear(rgb: RGB) -> tuple[float, float, float]:
    """8-bit sRGB values to linear light (0..1)."""
    return (_LINEAR[rgb[0]], _LINEAR[rgb[1]], _LINEAR[rgb[2]])


def _srgb8(c: float) -> int:
    c = min(1.0, max(0.0, c))
    s = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(s * 255.0)


def _apply(m: Matrix, v: tuple[float, float, float]) -> tuple[float, float, float]:
    return (m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2])


def simulate(rgb: RGB, vision: str) -> RGB:
    """How an 8-bit sRGB colour looks to ``vision`` (a key of :data:`MACHADO`)."""
    r, g, b = _apply(MACHADO[vision], to_linear(rgb))
    return (_srgb8(r), _srgb8(g), _srgb8(b))


def lab(rgb: RGB) -> tuple[float, float, float]:
    """An 8-bit sRGB colour in CIELAB (D65)."""
    x, y, z = _apply(_XYZ, to_linear(rgb))

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x / _WHITE[0]), f(y / _WHITE[1]), f(z / _WHITE[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e(a: str, b: str, vision: str = "normal") -> float:
    """The CIE76 colour difference of two colours as seen with ``vision``."""
    la = lab(simulate(hex_rgb(a), vision))
    lb = lab(simulate(hex_rgb(b), vision))
    return math.dist(la, lb)


def relative_luminance(colour: str) -> float:
    """The WCAG 2 relative luminance of a colour (0 black .. 1 white)."""
    r, g, b = to_linear(hex_rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """The WCAG 2 contrast ratio of two colours (1 .. 21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def simulate_pixels(rgb: bytes, vision: str) -> bytes:
    """Packed 8-bit R, G, B pixels as ``vision`` sees them (each colour worked out once)."""
    seen: dict[bytes, bytes] = {}
    out = bytearray(len(rgb))
    for i in range(0, len(rgb) - len(rgb) % 3, 3):
        px = rgb[i : i + 3]
        got = seen.get(px)
        if got is None:
            got = bytes(simulate((px[0], px[1], px[2]), vision))
            seen[px] = got
        out[i : i + 3] = got
    return bytes(out)
