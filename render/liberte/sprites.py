"""Liberté's small pieces as cached, antialiased RGBA sprites: a player's token in their colour and shape,
and a stack of faction blocks with its count and its controller's token on top. Sizes are final pixels."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.kit import draw_shape, supersampled
from render.liberte.colours import FACTION_COLOURS, FACTION_RIM, INK, WHITE, player_rgb, player_shape


@lru_cache(maxsize=64)
def badge(colour: str, size: int) -> Image.Image:
    """A player's control token: their colour in their shape, with a rim that reads on paper and on blocks."""
    rim = WHITE if colour == "black" else INK
    shape = player_shape(colour)

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        c = size * s / 2
        draw_shape(d, shape, c, c * 1.04 if shape == "triangle" else c, c * 0.86, player_rgb(colour), rim,
               max(size * 0.09, 1.5) * s)

    im = supersampled((size, size), draw)
    if colour == "black":  # a dark outline around the white rim so it shows on paper too
        halo = supersampled((size, size), lambda d, s: draw_shape(d, shape, size * s / 2, size * s / 2,
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
