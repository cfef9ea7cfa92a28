"""Liberté's small pieces as cached, antialiased RGBA sprites: a player's token in their colour and shape,
and a stack of faction blocks with its count and its controller's token on top. Sizes are final pixels."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render.kit import RGB, supersampled
from render.liberte.colours import FACTION_COLOURS, FACTION_RIM, INK, WHITE, player_rgb, player_shape

Point = tuple[float, float]


def _polygon(shape: str, cx: float, cy: float, r: float) -> list[Point] | None:
    """The outline of `shape` around (cx, cy) with radius `r`; None for a circle."""
    def ring(n: int, start: float, rr: float) -> list[Point]:
        return [(cx + rr * math.cos(math.radians(start + i * 360 / n)),
                 cy + rr * math.sin(math.radians(start + i * 360 / n))) for i in range(n)]

    if shape == "square":
        q = r * 0.84
        return [(cx - q, cy - q), (cx + q, cy - q), (cx + q, cy + q), (cx - q, cy + q)]
    if shape == "triangle":
        return ring(3, -90, r * 1.12)
    if shape == "diamond":
        return ring(4, -90, r * 1.08)
    if shape == "hexagon":
        return ring(6, 0, r)
    if shape == "star":
        outer, inner = ring(5, -90, r * 1.12), ring(5, -54, r * 0.5)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    return None


def _shape(d: ImageDraw.ImageDraw, shape: str, cx: float, cy: float, r: float, fill: RGB, rim: RGB,
           rim_w: float) -> None:
    pts = _polygon(shape, cx, cy, r)
    if pts is None:
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=rim)
        q = r - rim_w
        d.ellipse((cx - q, cy - q, cx + q, cy + q), fill=fill)
        return
    d.polygon(pts, fill=rim)
    inner = _polygon(shape, cx, cy, r - rim_w * (1.9 if shape in ("triangle", "star") else 1.2))
    if inner is not None:
        d.polygon(inner, fill=fill)


@lru_cache(maxsize=64)
def badge(colour: str, size: int) -> Image.Image:
    """A player's control token: their colour in their shape, with a rim that reads on paper and on blocks."""
    rim = WHITE if colour == "black" else INK
    shape = player_shape(colour)

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        c = size * s / 2
        _shape(d, shape, c, c * 1.04 if shape == "triangle" else c, c * 0.86, player_rgb(colour), rim,
               max(size * 0.09, 1.5) * s)

    im = supersampled((size, size), draw)
    if colour == "black":  # a dark outline around the white rim so it shows on paper too
        halo = supersampled((size, size), lambda d, s: _shape(d, shape, size * s / 2, size * s / 2,
                                                              size * s / 2 * 0.98, INK, INK, 1))
        halo.alpha_composite(im)
        return halo
    return im


@lru_cache(maxsize=64)
def block(faction: str, w: int, h: int) -> Image.Image:
    """One faction block seen from the side: its colour with a dark rim (the white one shows on paper)."""
    fill = FACTION_COLOURS.get(faction, (150, 150, 150))
    rim = FACTION_RIM.get(faction, INK)

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        d.rounded_rectangle((s, s, w * s - s, h * s - s), radius=4 * s, fill=fill, outline=rim, width=int(2 * s))

    return supersampled((w, h), draw)


def clear_caches() -> None:
    for f in (badge, block):
        f.cache_clear()
