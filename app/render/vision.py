"""Colour science for checking the table: colour-vision simulation, CIELAB, WCAG contrast.

Qt-free (numpy only) so the tests and ``bench/screenshots.py`` share it. Colours are
``#RRGGBB`` strings or arrays of 8-bit sRGB values (the last axis R, G, B).

The simulations are the matrices of Machado, Oliveira and Fernandes (2009), "A
Physiologically-based Model for Simulation of Color Vision Deficiency", severity 1.0,
applied to linear RGB as their paper does.
"""

from __future__ import annotations

from typing import Literal

import numpy as np
import numpy.typing as npt

Vision = Literal["normal", "deuteranopia", "protanopia", "tritanopia"]
FloatArray = npt.NDArray[np.float64]

MACHADO: dict[str, FloatArray] = {
    "normal": np.eye(3),
    "protanopia": np.array([[0.152286, 1.052583, -0.204868],
                            [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968],
                              [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
    "tritanopia": np.array([[1.255528, -0.076749, -0.178779],
                            [-0.078411, 0.930809, 0.147602],
                            [0.004733, 0.691367, 0.303900]]),
}
"""Linear-RGB matrices of the simulated kinds of colour vision (severity 1.0)."""

_XYZ = np.array([[0.4124564, 0.3575761, 0.1804375],
                 [0.2126729, 0.7151522, 0.0721750],
                 [0.0193339, 0.1191920, 0.9503041]])
_WHITE = np.array([0.95047, 1.0, 1.08883])


def hex_rgb(colour: str) -> tuple[int, int, int]:
    """``#RRGGBB`` (or ``#AARRGGBB``, alpha ignored) as 8-bit R, G, B.

    :raises ValueError: on anything else.
    """
    h = colour.strip().lstrip("#")
    if len(h) == 8:
        h = h[2:]
    if len(h) != 6:
        raise ValueError(f"not a #RRGGBB colour: {colour!r}")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def to_linear(rgb: npt.ArrayLike) -> FloatArray:
    """8-bit sRGB values to linear light (0..1)."""
    c = np.asarray(rgb, dtype=np.float64) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def to_srgb8(linear: npt.ArrayLike) -> npt.NDArray[np.uint8]:
    """Linear light (clipped to 0..1) back to 8-bit sRGB."""
    c = np.clip(np.asarray(linear, dtype=np.float64), 0.0, 1.0)
    s = np.where(c <= 0.0031308, c * 12.92, 1.055 * c ** (1 / 2.4) - 0.055)
    return np.asarray(np.round(s * 255.0), dtype=np.uint8)


def simulate(rgb: npt.ArrayLike, vision: str) -> npt.NDArray[np.uint8]:
    """How 8-bit sRGB colours (any shape ending in 3) look to ``vision`` (a key of MACHADO)."""
    lin = to_linear(rgb)
    return to_srgb8(lin @ MACHADO[vision].T)


def lab(rgb: npt.ArrayLike) -> FloatArray:
    """8-bit sRGB colours in CIELAB (D65)."""
    xyz = to_linear(rgb) @ _XYZ.T / _WHITE
    f = np.where(xyz > 216 / 24389, np.cbrt(xyz), (24389 / 27 * xyz + 16) / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]),
                     200 * (f[..., 1] - f[..., 2])], axis=-1)


def delta_e(a: str, b: str, vision: str = "normal") -> float:
    """The CIE76 colour difference of two colours as seen with ``vision``."""
    la, lb = lab(simulate([hex_rgb(a), hex_rgb(b)], vision))
    return float(np.linalg.norm(la - lb))


def relative_luminance(colour: str) -> float:
    """The WCAG 2 relative luminance of a colour (0 black .. 1 white)."""
    r, g, b = to_linear(hex_rgb(colour))
    return float(0.2126 * r + 0.7152 * g + 0.0722 * b)


def contrast_ratio(a: str, b: str) -> float:
    """The WCAG 2 contrast ratio of two colours (1 .. 21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def simulate_image(pixels: npt.NDArray[np.uint8], vision: str) -> npt.NDArray[np.uint8]:
    """A picture (height x width x 3 or 4, 8-bit sRGB; alpha kept) as ``vision`` sees it."""
    out = pixels.copy()
    out[..., :3] = simulate(pixels[..., :3], vision)
    return out
