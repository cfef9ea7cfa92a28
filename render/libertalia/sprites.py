"""Libertalia's small pieces as cached, antialiased RGBA sprites: player badges, loot icons, a coin.

Each player colour has its own shape (circle, square, triangle, diamond, hexagon, star), so a badge reads
without its colour; each loot kind has its own drawing beside its name. Sizes are in final pixels.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.kit import draw_shape, supersampled
from render.libertalia.colours import COIN, COIN_EDGE, INACTIVE, INK, LOOT_COLOURS, WHITE, player_rgb, player_shape


@lru_cache(maxsize=64)
def badge(colour: str, size: int, faded: bool = False) -> Image.Image:
    """A player's token: their colour in their shape, with a rim that reads on light and dark cards."""
    fill = INACTIVE if faded else player_rgb(colour)
    rim = WHITE if colour == "black" and not faded else INK

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        c = size * s / 2
        draw_shape(d, player_shape(colour), c, c * 1.04 if player_shape(colour) == "triangle" else c, c * 0.86,
               fill, rim, max(size * 0.09, 1.5) * s)

    im = supersampled((size, size), draw)
    if colour == "black" and not faded:  # a dark outline around the white rim so it shows on paper too
        halo = supersampled((size, size), lambda d, s: draw_shape(d, player_shape(colour), size * s / 2, size * s / 2,
                                                              size * s / 2 * 0.98, INK, INK, 1))
        halo.alpha_composite(im)
        return halo
    return im


@lru_cache(maxsize=16)
def coin(size: int) -> Image.Image:
    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        w = size * s
        d.ellipse((0, 0, w - 1, w - 1), fill=COIN_EDGE)
        d.ellipse((w * 0.1, w * 0.1, w * 0.9, w * 0.9), fill=COIN)
        d.ellipse((w * 0.28, w * 0.28, w * 0.72, w * 0.72), outline=COIN_EDGE, width=max(int(w * 0.06), 1))

    return supersampled((size, size), draw)


@lru_cache(maxsize=64)
def loot_icon(kind: str, size: int) -> Image.Image:
    """A loot kind's own little drawing on a rounded tile of its colour."""
    bg = LOOT_COLOURS.get(kind, INACTIVE)

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        w = size * s
        lw = max(int(w * 0.07), 1)
        d.rounded_rectangle((0, 0, w - 1, w - 1), radius=w * 0.22, fill=bg, outline=INK, width=lw)
        a, b = w * 0.22, w * 0.78  # the drawing's box
        m = w / 2
        if kind == "map":
            d.rectangle((a, a + w * 0.05, b, b - w * 0.05), fill=(246, 234, 200), outline=INK, width=lw)
            d.line((a + w * 0.12, a + w * 0.17, b - w * 0.12, b - w * 0.17), fill=(176, 40, 40), width=lw)
            d.line((a + w * 0.12, b - w * 0.17, b - w * 0.12, a + w * 0.17), fill=(176, 40, 40), width=lw)
        elif kind == "barrel":
            d.ellipse((a + w * 0.04, a - w * 0.02, b - w * 0.04, b + w * 0.02), fill=(196, 140, 80), outline=INK,
                      width=lw)
            for y in (m - w * 0.14, m + w * 0.14):
                d.line((a + w * 0.06, y, b - w * 0.06, y), fill=INK, width=lw)
        elif kind == "relic":
            d.ellipse((m - w * 0.22, a, m + w * 0.22, m + w * 0.12), fill=(236, 232, 220), outline=INK, width=lw)
            d.rectangle((m - w * 0.13, m + w * 0.05, m + w * 0.13, b), fill=(236, 232, 220), outline=INK, width=lw)
            for x in (m - w * 0.09, m + w * 0.09):
                d.ellipse((x - w * 0.06, m - w * 0.1, x + w * 0.06, m + w * 0.02), fill=INK)
        elif kind == "saber":
            d.line((a, b, b, a), fill=(236, 236, 240), width=int(w * 0.12))
            d.line((a + w * 0.02, m + w * 0.06, m - w * 0.06, b - w * 0.02), fill=COIN, width=int(w * 0.1))
        elif kind == "amulet":
            d.arc((a + w * 0.06, a - w * 0.1, b - w * 0.06, m + w * 0.1), 180, 360, fill=COIN, width=lw)
            d.ellipse((m - w * 0.2, m - w * 0.1, m + w * 0.2, m + w * 0.3), fill=COIN, outline=INK, width=lw)
            d.ellipse((m - w * 0.08, m + w * 0.02, m + w * 0.08, m + w * 0.18), fill=(120, 200, 230))
        elif kind == "hook":
            d.line((m + w * 0.1, a, m + w * 0.1, m + w * 0.08), fill=(220, 224, 230), width=int(w * 0.1))
            d.arc((a, m - w * 0.15, m + w * 0.15, b), 0, 180, fill=(220, 224, 230), width=int(w * 0.1))
        elif kind == "chest":
            d.rectangle((a - w * 0.04, m - w * 0.08, b + w * 0.04, b), fill=(150, 96, 50), outline=INK, width=lw)
            d.chord((a - w * 0.04, a, b + w * 0.04, m + w * 0.08), 180, 360, fill=(170, 110, 60), outline=INK,
                    width=lw)
            d.rectangle((m - w * 0.06, m - w * 0.12, m + w * 0.06, m + w * 0.06), fill=COIN, outline=INK, width=lw)

    return supersampled((size, size), draw)


def clear_caches() -> None:
    for f in (badge, coin, loot_icon):
        f.cache_clear()
