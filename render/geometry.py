"""Plane geometry for drawn maps, game-agnostic: smoothing, clipping, Voronoi cells, river banks.

Works in any units (a game's board grid); a game keeps its own outlines and rivers (render/mali/grid.py)
and uses these to turn them into areas that follow its data if a space moves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Point = tuple[float, float]


def chaikin(points: Sequence[Point], rounds: int = 3, closed: bool = True) -> list[Point]:
    """Corner-cutting smoothing: straight hand-drawn polylines become soft curves."""
    pts = list(points)
    for _ in range(rounds):
        out: list[Point] = []
        n = len(pts)
        segs = n if closed else n - 1
        if not closed:
            out.append(pts[0])
        for i in range(segs):
            (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % n]
            out.append((0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1))
            out.append((0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1))
        if not closed:
            out.append(pts[-1])
        pts = out
    return pts


def clip_half_plane(poly: Sequence[Point], a: float, b: float, c: float) -> list[Point]:
    """Keep the part of `poly` where a·x + b·y <= c (Sutherland–Hodgman against one line)."""
    out: list[Point] = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        fp = a * p[0] + b * p[1] - c
        fq = a * q[0] + b * q[1] - c
        if fp <= 0:
            out.append(p)
        if (fp < 0 < fq) or (fq < 0 < fp):
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def voronoi_cells(sites: dict[str, Point], bounds: Sequence[Point]) -> dict[str, list[Point]]:
    """Each site's Voronoi cell intersected with the polygon `bounds`."""
    cells: dict[str, list[Point]] = {}
    for sid, (x0, y0) in sites.items():
        poly = list(bounds)
        for other, (x1, y1) in sites.items():
            if other == sid or not poly:
                continue
            # points closer to (x0, y0) than to (x1, y1)
            a, b = x1 - x0, y1 - y0
            c = (x1 * x1 + y1 * y1 - x0 * x0 - y0 * y0) / 2
            poly = clip_half_plane(poly, a, b, c)
        cells[sid] = poly
    return cells


def river_banks(centre: Sequence[Point], width: float) -> tuple[list[Point], list[Point]]:
    """Left (west) and right (east) banks of a river drawn north to south."""
    west: list[Point] = []
    east: list[Point] = []
    n = len(centre)
    for i, (x, y) in enumerate(centre):
        px, py = centre[max(i - 1, 0)]
        nx, ny = centre[min(i + 1, n - 1)]
        dx, dy = nx - px, ny - py
        length = math.hypot(dx, dy) or 1.0
        # normal pointing east (right of the direction of travel southwards)
        ex, ey = -dy / length, dx / length
        if ex < 0:
            ex, ey = -ex, -ey
        west.append((x - ex * width / 2, y - ey * width / 2))
        east.append((x + ex * width / 2, y + ey * width / 2))
    return west, east
