"""The trace of the last ended turn's moves (view["last_moves"]): a dashed line in the mover's colour along each
scout's path, from marker to marker, with a small arrowhead where it stopped.

Drawn under every piece, so the pieces and the space names stay on top; each step stops at the markers' rims
so the markers stay clean, and runs a little to the right of the street's centre, so a swap (two scouts
trading places along the same line) or a scout that went there and back shows both ways.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Collection, Mapping, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from render.kit import RGB, supersampled
from render.mali.colours import INK
from render.mali.grid import MARKER_R

Point = tuple[float, float]
Segment = tuple[Point, Point]

WIDTH = 5.5  # the dash's width (base px): about a street's light core (7), so it reads at 640 px wide
EDGE = 1.2  # the dark edge each side, so light colours (amber) read on the pale street
DASH, GAP = 10.0, 6.0
SIDE = 2.5  # how far right of the street's centre the trace runs
HEAD = 16.0  # the arrowhead's length
RIM = 4.0  # the gap left before a marker (base px); ring spaces' red rim adds RING_RIM
RING_RIM = 5.0


def segments(path: Sequence[str], centres: Mapping[str, Point], k: float,
             ring: Collection[str] = ()) -> list[Segment]:
    """Each step of the path, trimmed to the markers' rims and moved a little to the right of travel."""
    out: list[Segment] = []
    side = SIDE * k

    def trim(sid: str) -> float:
        return (MARKER_R + RIM + (RING_RIM if sid in ring else 0.0)) * k

    for a, b in itertools.pairwise(path):
        if a not in centres or b not in centres or a == b:
            continue
        (ax, ay), (bx, by) = centres[a], centres[b]
        length = math.dist((ax, ay), (bx, by))
        ta, tb = trim(a), trim(b)
        if length <= ta + tb + 4 * k:
            continue
        ux, uy = (bx - ax) / length, (by - ay) / length
        nx, ny = -uy * side, ux * side  # right of travel, with y pointing down
        out.append(((ax + ux * ta + nx, ay + uy * ta + ny), (bx - ux * tb + nx, by - uy * tb + ny)))
    return out


def trace_sprite(segs: Sequence[Segment], colour: RGB, k: float) -> tuple[Image.Image, tuple[int, int], Point]:
    """The dashed trace of one move: the sprite, its top-left on the board, and the arrowhead's centre."""
    return _sprite(tuple(segs), colour, round(k, 4))


@lru_cache(maxsize=256)
def _sprite(segs: tuple[Segment, ...], colour: RGB, k: float) -> tuple[Image.Image, tuple[int, int], Point]:
    xs = [p[0] for s in segs for p in s]
    ys = [p[1] for s in segs for p in s]
    pad = (HEAD + 6) * k
    left, top = int(min(xs) - pad), int(min(ys) - pad)
    right, bottom = int(max(xs) + pad) + 1, int(max(ys) + pad) + 1
    (ax, ay), (bx, by) = segs[-1]
    ang = math.atan2(by - ay, bx - ax)
    head = HEAD * k
    tip = (bx - left, by - top)
    base = (tip[0] - head * math.cos(ang), tip[1] - head * math.sin(ang))

    def draw(d: ImageDraw.ImageDraw, s: float) -> None:
        width = max(2, round(WIDTH * k * s))
        edge = max(2, round(2 * EDGE * k * s))
        for n, ((x0, y0), (x1, y1)) in enumerate(segs):
            p0 = ((x0 - left) * s, (y0 - top) * s)
            p1 = ((x1 - left) * s, (y1 - top) * s)
            if n == len(segs) - 1:  # the last step ends at the arrowhead's base
                p1 = (base[0] * s, base[1] * s)
            for a, b in _dashes(p0, p1, DASH * k * s, GAP * k * s):
                d.line([a, b], fill=INK, width=width + edge)
            for a, b in _dashes(p0, p1, DASH * k * s, GAP * k * s):
                d.line([a, b], fill=colour, width=width)
        wing = 0.5
        pts = [(tip[0] * s, tip[1] * s),
               ((tip[0] - head * math.cos(ang - wing)) * s, (tip[1] - head * math.sin(ang - wing)) * s),
               ((tip[0] - head * math.cos(ang + wing)) * s, (tip[1] - head * math.sin(ang + wing)) * s)]
        d.polygon(pts, fill=colour, outline=INK, width=max(1, round(EDGE * k * s)))

    sprite = supersampled((right - left, bottom - top), draw, factor=2)
    centre = ((tip[0] + base[0]) / 2 + left, (tip[1] + base[1]) / 2 + top)
    return sprite, (left, top), centre


def _dashes(a: Point, b: Point, dash: float, gap: float) -> list[Segment]:
    """The dashes along a→b, starting and ending with a dash (the last one may be shorter)."""
    length = math.dist(a, b)
    if length <= 0:
        return []
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    out: list[Segment] = []
    at = 0.0
    while at < length:
        end = min(at + dash, length)
        out.append(((a[0] + ux * at, a[1] + uy * at), (a[0] + ux * end, a[1] + uy * end)))
        at = end + gap
    return out
