"""Colour-vision simulation and colour difference in plain Python, for the board's colour-blind checks.

Protanopia and deuteranopia are simulated with the matrices of Machado, Oliveira and Fernandes (2009),
severity 1.0, applied to linear sRGB; colour difference is CIEDE2000 in CIELAB (D65).
"""

from __future__ import annotations

import itertools
import math

RGB = tuple[int, int, int]
Vec = tuple[float, float, float]

MACHADO: dict[str, tuple[Vec, Vec, Vec]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}


def linear(rgb: RGB) -> Vec:
    def one(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return (one(rgb[0]), one(rgb[1]), one(rgb[2]))


def simulate(rgb: RGB, kind: str | None) -> Vec:
    """Linear sRGB of `rgb` as seen with `kind` ("protanopia", "deuteranopia", or None for normal sight)."""
    lin = linear(rgb)
    if kind is None:
        return lin
    m = MACHADO[kind]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    return (min(1.0, max(0.0, out[0])), min(1.0, max(0.0, out[1])), min(1.0, max(0.0, out[2])))


def lab(lin: Vec) -> Vec:
    x = 0.4124 * lin[0] + 0.3576 * lin[1] + 0.1805 * lin[2]
    y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    z = 0.0193 * lin[0] + 0.1192 * lin[1] + 0.9505 * lin[2]

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x / 0.95047), f(y), f(z / 1.08883)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e2000(p: Vec, q: Vec) -> float:
    """CIEDE2000 between two CIELAB colours."""
    l1, a1, b1 = p
    l2, a2, b2 = q
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1 = math.degrees(math.atan2(b1, a1p)) % 360
    h2 = math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2 - h1
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lbar, cbarp = (l1 + l2) / 2, (c1p + c2p) / 2
    if not c1p * c2p:
        hbar = h1 + h2
    elif abs(h1 - h2) <= 180:
        hbar = (h1 + h2) / 2
    else:
        hbar = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbar - 30)) + 0.24 * math.cos(math.radians(2 * hbar))
         + 0.32 * math.cos(math.radians(3 * hbar + 6)) - 0.20 * math.cos(math.radians(4 * hbar - 63)))
    dtheta = 30 * math.exp(-(((hbar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbarp ** 7 / (cbarp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc, sh = 1 + 0.045 * cbarp, 1 + 0.015 * cbarp * t
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh))


def difference(a: RGB, b: RGB, kind: str | None) -> float:
    """CIEDE2000 between `a` and `b` as seen with `kind`."""
    return delta_e2000(lab(simulate(a, kind)), lab(simulate(b, kind)))


def assert_apart(colours: dict[str, RGB], kind: str | None, least: float) -> None:
    """Every pair of `colours` at least `least` apart (CIEDE2000) as seen with `kind`."""
    for (a, ca), (b, cb) in itertools.combinations(colours.items(), 2):
        de = difference(ca, cb, kind)
        assert de >= least, f"{a} and {b}: ΔE {de:.1f} under {kind or 'normal sight'}"


def assert_one_shape_each(shapes: dict[str, str], colours: dict[str, RGB]) -> None:
    """The second cue: every player colour has a shape, and no two share one."""
    assert set(shapes) == set(colours)
    assert len(set(shapes.values())) == len(shapes)
