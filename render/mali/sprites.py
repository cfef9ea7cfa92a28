"""The pieces of Mali Powstańcy as cached, antialiased RGBA sprites.

Every function takes the scale `k` (1.0 at the base width of 1080 px) and is cached, so a piece is
drawn once per process and size and only pasted afterwards.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from render.geometry import Point
from render.kit import RGB, supersampled
from render.mali.badges import _centred_text, disc, next_stop, scout, shape_points, tag
from render.mali.colours import (
    ARROW,
    FLAG,
    INK,
    PAPER_TAG,
    PLANE,
    SOLDIER_GREY,
    TANK_BODY,
    TANK_LARGE_BODY,
    URGENT,
    WHITE,
)
from render.mali.grid import MIN_TEXT

__all__ = ["arrow_points", "clear_sprite_caches", "count_badge", "disc", "drop", "envelope", "heading_arrow",
           "hourglass", "liberator", "next_stop", "order_tag", "rotated", "scout", "shape_points", "soldier", "tag",
           "tank", "target_flag"]


@lru_cache(maxsize=256)
def order_tag(order: int, k: float, urgent: bool = False) -> Image.Image:
    """An order card: a paper slip with its number (red rim in its last round)."""
    text = str(order)
    w, h = (30 if len(text) < 2 else 38) * k, 27 * k
    size = (int(w + 4 * k), int(h + 4 * k))
    rim = URGENT if urgent else INK

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        x0, y0 = 2 * k * s, 2 * k * s
        d.rounded_rectangle((x0, y0, x0 + w * s, y0 + h * s), radius=3 * k * s, fill=PAPER_TAG, outline=rim,
                            width=int((2.6 if urgent else 1.8) * k * s))
        _centred_text(d, (x0 + w * s / 2, y0 + h * s / 2 + 0.5 * s), text, "bold", int(MIN_TEXT * k * s), INK, s=s)

    return supersampled(size, draw)


@lru_cache(maxsize=256)
def target_flag(order: int, k: float) -> Image.Image:
    """An order's destination: a small red pennant on a pole with the order number."""
    text = str(order)
    w, h = (34 if len(text) < 2 else 44) * k, 33 * k
    size = (int(w + 3 * k), int(h + 3 * k))

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        pole_x = 3 * k * s
        d.line((pole_x, 2 * k * s, pole_x, (h + 1 * k) * s), fill=INK, width=int(2.4 * k * s))
        top, bottom = 2 * k * s, 26 * k * s
        right = w * s
        d.polygon([(pole_x, top), (right, top), (right - 5 * k * s, (top + bottom) / 2), (right, bottom),
                   (pole_x, bottom)], fill=FLAG, outline=INK)
        _centred_text(d, ((pole_x + right - 5 * k * s) / 2 + 1 * s, (top + bottom) / 2 + 0.5 * s), text, "bold",
                      int(MIN_TEXT * k * s), WHITE, s=s)

    return supersampled(size, draw)


@lru_cache(maxsize=64)
def envelope(label: str, k: float, tint: RGB = PAPER_TAG, w: float = 44.0, h: float = 34.0,
             label_scale: float = 0.65) -> Image.Image:
    """A letter: an envelope with its destination written on it."""
    W, H = w * k, h * k
    size = (int(W + 4 * k), int(H + 4 * k))

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        x0, y0 = 2 * k * s, 2 * k * s
        x1, y1 = x0 + W * s, y0 + H * s
        d.rectangle((x0, y0, x1, y1), fill=tint, outline=INK, width=int(1.8 * k * s))
        # the flap's tip stays clear of the code's capitals (a tip on an S would read as Ś)
        d.line([(x0, y0), ((x0 + x1) / 2, y0 + H * s * 0.3), (x1, y0)], fill=INK, width=int(1.4 * k * s))
        if label:
            size = max(H * label_scale, MIN_TEXT * k)  # never under the phone's least
            _centred_text(d, ((x0 + x1) / 2, y0 + H * s * 0.67), label, "bold", int(size * s), INK,
                          int(1.5 * k * s), tint, s)

    return supersampled(size, draw)


@lru_cache(maxsize=32)
def count_badge(n: int, k: float, fill: RGB = INK, text: RGB = WHITE) -> Image.Image:
    """A small round badge with a count (several drops on one space, letters a scout carries)."""
    label = str(n)
    r = (13 if len(label) == 1 else 15) * k
    size = int(2 * r + 2 * k) + 1

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        c = size * s / 2
        d.ellipse((c - r * s, c - r * s, c + r * s, c + r * s), fill=fill, outline=WHITE, width=int(1.5 * k * s))
        _centred_text(d, (c, c + 0.5 * s), label, "bold", int(MIN_TEXT * k * s), text, s=s)

    return supersampled((size, size), draw)


def _pen(ox: float, oy: float, u: float) -> Callable[[float, float], Point]:
    """Where a point of a sprite's design grid lands on the (supersampled) canvas: origin (ox, oy), u pixels
    a design unit."""

    def p(x: float, y: float) -> Point:
        return (ox + x * u, oy + y * u)

    return p


@lru_cache(maxsize=8)
def tank(large: bool, k: float) -> Image.Image:
    """A German tank seen from the side. A large tank (the district has fallen; it counts 2) is drawn as two
    tanks in column, bigger and darker, so it never passes for a small one (which counts 1)."""
    f = 1.2 if large else 1.0
    w, h = 44 * k * f, 30 * k * f
    back = (16 * k * f, -11 * k * f) if large else (0.0, 0.0)
    size = (int(w + back[0] + 4 * k), int(h - back[1] + 4 * k))

    def one(d: ImageDraw.ImageDraw, s: float, ox: float, oy: float, body: RGB) -> None:
        u = k * f * s  # one design unit
        p = _pen(ox, oy, u)

        # tracks
        d.rounded_rectangle((*p(2, 19), *p(42, 29)), radius=5 * u, fill=(30, 30, 26), outline=(10, 10, 8),
                            width=int(1.2 * u))
        for i in range(6):
            wx = 7.0 + i * 6
            d.ellipse((*p(wx - 2.4, 21.6), *p(wx + 2.4, 26.4)), fill=(96, 96, 84))
        # hull
        d.polygon([p(1, 19), p(5, 12), p(40, 12), p(43, 19)], fill=body, outline=(16, 16, 12))
        # turret and barrel
        d.rounded_rectangle((*p(13, 4), *p(30, 13)), radius=2.5 * u, fill=body, outline=(16, 16, 12),
                            width=int(1.2 * u))
        d.rectangle((*p(30, 7), *p(44 if large else 41, 9.4)), fill=(16, 16, 12))
        # Balkenkreuz
        cx, cy = 22.0, 15.6
        d.rectangle((*p(cx - 3.4, cy - 1.2), *p(cx + 3.4, cy + 1.2)), fill=WHITE)
        d.rectangle((*p(cx - 1.2, cy - 3.4), *p(cx + 1.2, cy + 3.4)), fill=WHITE)
        d.rectangle((*p(cx - 2.4, cy - 0.55), *p(cx + 2.4, cy + 0.55)), fill=(10, 10, 10))
        d.rectangle((*p(cx - 0.55, cy - 2.4), *p(cx + 0.55, cy + 2.4)), fill=(10, 10, 10))

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        ox, oy = 2 * k * s, (2 * k - back[1]) * s
        if large:
            one(d, s, ox + back[0] * s, oy + back[1] * s, TANK_LARGE_BODY)
            one(d, s, ox, oy, TANK_LARGE_BODY)
        else:
            one(d, s, ox, oy, TANK_BODY)

    return supersampled(size, draw)


@lru_cache(maxsize=4)
def soldier(k: float) -> Image.Image:
    """The German soldier: a Stahlhelm on a red-rimmed disc."""
    r = 19 * k
    size = int(2 * r + 4 * k)

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        c = size * s / 2
        rr = r * s
        d.ellipse((c - rr, c - rr, c + rr, c + rr), fill=(236, 230, 214), outline=URGENT, width=int(3 * k * s))
        u = k * s
        p = _pen(c, c, u)

        # helmet dome and flared rim
        d.chord((*p(-12, -13), *p(12, 11)), 180, 360, fill=SOLDIER_GREY, outline=(30, 30, 26), width=int(1.4 * u))
        d.polygon([p(-13.5, -1), p(13.5, -1), p(15.5, 5), p(10, 3.2), p(-10, 3.2), p(-15.5, 5)],
                  fill=SOLDIER_GREY, outline=(30, 30, 26))
        d.line([p(-9, -4), p(9, -4)], fill=(70, 74, 64), width=int(1.2 * u))

    return supersampled((size, size), draw)


@lru_cache(maxsize=4)
def liberator(k: float) -> Image.Image:
    """The Liberator (B-24) from above: long wing, four engines, twin tail."""
    w, h = 64 * k, 48 * k
    size = (int(w + 6 * k), int(h + 6 * k))

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        u = k * s
        p = _pen(3 * k * s, 3 * k * s, u)

        shadow = (0, 0, 0, 70)
        for dx, col in ((2.5, shadow), (0.0, None)):
            fill = col if col else PLANE
            outline = None if col else (236, 230, 214)

            def q(x: float, y: float, dx: float = dx) -> tuple[float, float]:
                return p(x + dx, y + dx)

            wing = [q(0, 17), q(32, 13), q(64, 17), q(64, 20.5), q(32, 21), q(0, 20.5)]
            body = [q(29.5, 2), q(34.5, 2), q(35.5, 10), q(34.5, 40), q(29.5, 40), q(28.5, 10)]
            tail = [q(20, 36), q(44, 36), q(44, 40), q(20, 40)]
            d.polygon(wing, fill=fill, outline=outline)
            d.polygon(body, fill=fill, outline=outline)
            d.polygon(tail, fill=fill, outline=outline)
            d.rectangle((*q(19, 33), *q(22, 43)), fill=fill, outline=outline)
            d.rectangle((*q(42, 33), *q(45, 43)), fill=fill, outline=outline)
            for ex in (11, 21, 43, 53):
                d.rounded_rectangle((*q(ex - 1.8, 11), *q(ex + 1.8, 21)), radius=1.2 * u, fill=fill, outline=outline)
        # roundels on the wings (the Polish crews flew RAF Liberators)
        for cx in (8.0, 56.0):
            for rr, col2 in ((3.4, (40, 60, 130)), (2.3, WHITE), (1.2, (190, 30, 30))):
                d.ellipse((*p(cx - rr, 18.7 - rr), *p(cx + rr, 18.7 + rr)), fill=col2)

    return supersampled(size, draw)


@lru_cache(maxsize=4)
def drop(k: float) -> Image.Image:
    """A face-down drop: a supply container under a parachute."""
    w, h = 30 * k, 38 * k
    size = (int(w + 4 * k), int(h + 4 * k))

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        u = k * s
        p = _pen(2 * k * s, 2 * k * s, u)

        d.pieslice((*p(1, 1), *p(29, 27)), 180, 360, fill=(244, 240, 228), outline=INK, width=int(1.6 * u))
        for x in (8.0, 15.0, 22.0):
            d.line([p(x, 2.5), p(x + (15 - x) * 0.3, 14)], fill=(150, 140, 120), width=int(1 * u))
        for x in (1.5, 10.0, 20.0, 28.5):
            d.line([p(x, 14), p(15, 25)], fill=INK, width=int(1 * u))
        d.rounded_rectangle((*p(9, 24), *p(21, 37)), radius=2.5 * u, fill=(70, 86, 56), outline=INK,
                            width=int(1.4 * u))
        d.line([p(9, 29), p(21, 29)], fill=(200, 190, 150), width=int(1.2 * u))

    return supersampled(size, draw)


@lru_cache(maxsize=8)
def hourglass(k: float, fill: RGB = INK) -> Image.Image:
    """Time left on the order track: an hourglass with the sand run down."""
    w, h = 12 * k, 18 * k
    size = (int(w + 2 * k), int(h + 2 * k))

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        u = k * s
        left, top, right, bottom = u, u, u + w * s, u + h * s
        mx, my = (left + right) / 2, (top + bottom) / 2
        d.line([(left, top), (right, top)], fill=fill, width=int(2 * u))
        d.line([(left, bottom), (right, bottom)], fill=fill, width=int(2 * u))
        d.polygon([(left + u, top + u), (right - u, top + u), (mx, my)], outline=fill, width=int(1.5 * u))
        d.polygon([(mx, my), (right - u, bottom - u), (left + u, bottom - u)], fill=fill)

    return supersampled(size, draw)


def arrow_points(start: tuple[float, float], end: tuple[float, float], bulge: float,
                 steps: int = 40) -> list[tuple[float, float]]:
    """A gentle arc from start to end (quadratic Bézier bulging to the left by `bulge` pixels)."""
    (x0, y0), (x1, y1) = start, end
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy) or 1.0
    cx, cy = mx + dy / length * bulge, my - dx / length * bulge
    pts = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        pts.append((a * x0 + b * cx + c * x1, a * y0 + b * cy + c * y1))
    return pts


@lru_cache(maxsize=256)
def heading_arrow(start: tuple[float, float], end: tuple[float, float], k: float,
                  shorten_start: float, shorten_end: float) -> tuple[Image.Image, tuple[int, int]]:
    """The Liberator's heading: a dashed navy arc with an arrowhead. Returns the sprite and its top-left."""
    pts = arrow_points(start, end, bulge=0.18 * math.dist(start, end))
    # trim both ends so the arrow starts beside the plane and stops at the target marker
    def trim(points: list[tuple[float, float]], dist: float) -> list[tuple[float, float]]:
        acc = 0.0
        for i in range(1, len(points)):
            acc += math.dist(points[i - 1], points[i])
            if acc >= dist:
                return points[i:]
        return points[-2:]

    pts = trim(pts, shorten_start)
    pts = list(reversed(trim(list(reversed(pts)), shorten_end)))
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    pad = 16 * k
    left, top = int(min(xs) - pad), int(min(ys) - pad)
    right, bottom = int(max(xs) + pad), int(max(ys) + pad)
    local = [(x - left, y - top) for x, y in pts]

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        sp = [(x * s, y * s) for x, y in local]
        width = int(4.2 * k * s)
        dash, gap = 11 * k * s, 7 * k * s
        acc, on = 0.0, True
        seg: list[tuple[float, float]] = [sp[0]]
        for a, b in itertools.pairwise(sp):
            acc += math.dist(a, b)
            seg.append(b)
            if acc >= (dash if on else gap):
                if on:
                    d.line(seg, fill=(240, 234, 214), width=width + int(3 * k * s))
                    d.line(seg, fill=ARROW, width=width)
                seg, acc, on = [b], 0.0, not on
        if on and len(seg) > 1:
            d.line(seg, fill=ARROW, width=width)
        (ax, ay), (bx, by) = sp[-4], sp[-1]
        ang = math.atan2(by - ay, bx - ax)
        head = 17 * k * s
        left_pt = (bx - head * math.cos(ang - 0.45), by - head * math.sin(ang - 0.45))
        right_pt = (bx - head * math.cos(ang + 0.45), by - head * math.sin(ang + 0.45))
        d.polygon([(bx, by), left_pt, right_pt], fill=ARROW, outline=(240, 234, 214))

    sprite = supersampled((right - left, bottom - top), draw, factor=2)
    return sprite, (left, top)


def rotated(im: Image.Image, degrees: float) -> Image.Image:
    return im.rotate(degrees, resample=Image.Resampling.BICUBIC, expand=True)


def clear_sprite_caches() -> None:
    """Forget every cached sprite, so the next board draws (and records) all its text again."""
    for fn in (disc, tag, next_stop, order_tag, target_flag, envelope, count_badge, tank, soldier, liberator, drop,
               hourglass, heading_arrow):
        fn.cache_clear()
