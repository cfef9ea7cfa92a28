"""The players' pieces and what hangs on them, as cached, antialiased RGBA sprites: a scout in its player's
colour and shape (the colour-blind-safe second cue), the tags of carried orders and letters, and the ring
that marks the Liberator's next stop. `k` is the scale (1.0 at the base width)."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render.kit import FT_LOCK, RGB, font, note_text, supersampled, text_width
from render.mali.colours import ARROW, INK, PAPER_TAG, WHITE, player_rgb, player_shape
from render.mali.grid import MIN_TEXT


def _centred_text(d: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, kind: str, size: int,
                  fill: RGB, stroke: int = 0, stroke_fill: RGB | None = None, s: float = 1.0) -> None:
    """Text centred on `xy` in a sprite drawn `s` times too large (it is reduced afterwards)."""
    note_text(text, size / s)
    with FT_LOCK:
        d.text(xy, text, font=font(kind, max(size, 1)), fill=fill, anchor="mm",
               stroke_width=stroke, stroke_fill=stroke_fill)


def shape_points(shape: str, c: float, rr: float) -> list[tuple[float, float]] | None:
    """The outline of a scout's shape around (c, c) with radius `rr`; None for a circle."""
    if shape == "square":
        q = rr * 0.86
        return [(c - q, c - q), (c + q, c - q), (c + q, c + q), (c - q, c + q)]
    if shape == "diamond":
        q = rr * 1.12
        return [(c, c - q), (c + q, c), (c, c + q), (c - q, c)]
    if shape == "hexagon":
        q = rr * 1.02
        return [(c + q * math.cos(math.radians(a)), c + q * math.sin(math.radians(a))) for a in range(0, 360, 60)]
    return None


@lru_cache(maxsize=256)
def disc(fill: RGB, label: str, radius: float, k: float, text_size: float = 0.0,
         shape: str = "circle") -> Image.Image:
    """A scout: a coloured circle, square, diamond or hexagon with a dark rim and its number in white."""
    r = radius * k
    size = int(2 * r * 1.15 + 4 * k) + 2

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        c = size * s / 2
        rr = r * s
        inner = rr - 2.2 * k * s
        outer_pts, inner_pts = shape_points(shape, c, rr), shape_points(shape, c, inner)
        if outer_pts is None or inner_pts is None:
            d.ellipse((c - rr, c - rr, c + rr, c + rr), fill=INK)
            d.ellipse((c - inner, c - inner, c + inner, c + inner), fill=fill)
            hi = inner - 2.0 * k * s
            d.arc((c - hi, c - hi, c + hi, c + hi), 200, 320, fill=(255, 255, 255, 110), width=int(1.6 * k * s))
        else:
            d.polygon(outer_pts, fill=INK)
            d.polygon(inner_pts, fill=fill)
        if label:
            ts = (text_size or max(radius * 1.25, MIN_TEXT)) * k  # a number never under the phone's least
            _centred_text(d, (c, c + 0.5 * s), label, "bold", int(ts * s), WHITE, int(1.6 * k * s), INK, s)

    return supersampled((size, size), draw)


def scout(colour: str, label: str, radius: float, k: float, text_size: float = 0.0) -> Image.Image:
    """A player's piece in their colour and their shape (the colour-blind-safe second cue)."""
    return disc(player_rgb(colour), label, radius, k, text_size, player_shape(colour))


@lru_cache(maxsize=256)
def tag(text: str, fill: RGB, k: float, icon: str = "", size: float = MIN_TEXT) -> Image.Image:
    """A tag hung on a scout, in its player's colour: a carried order ("12 → Plac Wilsona") or carried
    letters ("MO CZ" after a small envelope); white bold text with a dark outline."""
    fs = int(size * k)
    tw = text_width(text, "bold", fs)
    icon_w = 22 * k if icon == "letter" else 0.0
    w, h = tw + icon_w + 12 * k, (size + 8) * k
    out = (int(w + 4 * k), int(h + 4 * k))

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        x0, y0 = 2 * k * s, 2 * k * s
        d.rounded_rectangle((x0, y0, x0 + w * s, y0 + h * s), radius=5 * k * s, fill=fill, outline=INK,
                            width=int(2 * k * s))
        x = x0 + 6 * k * s
        if icon == "letter":
            ex0, ey0, ex1, ey1 = x, y0 + h * s * 0.26, x + 17 * k * s, y0 + h * s * 0.74
            d.rectangle((ex0, ey0, ex1, ey1), fill=PAPER_TAG, outline=INK, width=int(1.4 * k * s))
            d.line([(ex0, ey0), ((ex0 + ex1) / 2, (ey0 + ey1) / 2), (ex1, ey0)], fill=INK, width=int(1.2 * k * s))
            x += icon_w * s
        _centred_text(d, (x + tw * s / 2, y0 + h * s / 2 + 0.5 * s), text, "bold", int(fs * s), WHITE,
                      int(1.6 * k * s), INK, s)

    return supersampled(out, draw)


@lru_cache(maxsize=16)
def next_stop(k: float, radius: float) -> Image.Image:
    """The Liberator's next stop: a navy ring with four ticks around the space's marker."""
    r = radius * k
    size = int(2 * r + 16 * k)

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        c = size * s / 2
        rr = r * s
        d.ellipse((c - rr - 2 * k * s, c - rr - 2 * k * s, c + rr + 2 * k * s, c + rr + 2 * k * s),
                  outline=(240, 234, 214), width=int(7 * k * s))
        d.ellipse((c - rr, c - rr, c + rr, c + rr), outline=ARROW, width=int(4 * k * s))
        for a in range(45, 360, 90):
            ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
            d.line([(c + ca * (rr - 1 * k * s), c + sa * (rr - 1 * k * s)),
                    (c + ca * (rr + 7 * k * s), c + sa * (rr + 7 * k * s))], fill=ARROW, width=int(4 * k * s))

    return supersampled((size, size), draw)
