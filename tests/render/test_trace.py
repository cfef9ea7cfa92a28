"""The last ended turn's moves (view["last_moves"]) are traced on the board in the mover's colour, along each
step of the path, under the pieces, and still there at a phone's 640 px."""

from __future__ import annotations

import copy
import io
import math
from typing import Any

import pytest
from PIL import Image

import tests.render.fixtures as fx
from render.mali.board import get_renderer, layout, render_board
from render.mali.colours import player_rgb
from render.mali.trace import segments

PATH = ["WO3", "OC1", "SR4"]  # Pałac Michla → Kolonia Staszica → Politechnika: streets clear of fresh_basic's pieces


def traced(view: dict[str, Any], colour: str, scout: str, path: list[str]) -> dict[str, Any]:
    v = copy.deepcopy(view)
    v["last_moves"] = [{"colour": colour, "scout": scout, "path": path, "kind": "move"}]
    return v


def rgb(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def near(im: Image.Image, xy: tuple[float, float], colour: tuple[int, int, int], radius: int) -> int:
    """How many pixels within `radius` of `xy` are close to `colour`."""
    x0, y0 = round(xy[0]), round(xy[1])
    hits = 0
    for x in range(x0 - radius, x0 + radius + 1):
        for y in range(y0 - radius, y0 + radius + 1):
            px = im.getpixel((x, y))
            assert isinstance(px, tuple)
            if math.dist(px[:3], colour) < 40:
                hits += 1
    return hits


@pytest.mark.parametrize(("width", "colour"), [(1080, "red"), (1080, "orange"), (640, "violet"), (640, "green")])
def test_each_step_is_traced_in_the_movers_colour(width: int, colour: str) -> None:
    view = fx.fresh_basic()
    before = rgb(render_board(view, width=width))
    after = rgb(render_board(traced(view, colour, f"{colour}-1", PATH), width=width))
    r = get_renderer(width)
    want = player_rgb(colour)
    segs = segments(PATH, r.centres, r.k, {sid for sid, s in r.data.spaces.items() if s.ring})
    assert len(segs) == 2
    radius = max(4, round(10 * r.k))  # a dash or a gap is about 10 base px: look a dash's length around
    for a, b in segs:
        for t in (0.3, 0.5, 0.7):
            xy = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            assert near(after, xy, want, radius) > 3, f"no {colour} trace at {xy} ({width} px)"
            assert near(before, xy, want, radius) == 0, f"{colour} already there at {xy} without a trace"
    # the markers themselves stay clean: the trace stops at their rims
    for sid in PATH:
        cx, cy = r.centres[sid]
        assert near(after, (cx, cy), want, max(2, round(8 * r.k))) == 0


def test_the_trace_is_under_the_pieces_and_has_a_position() -> None:
    view = fx.fresh_basic()
    for s in view["scouts"]:
        if s["id"] == "red-2":
            s["space"] = "SR4"  # its disc sits above Politechnika's marker, where the trace to PAST-a runs
    plain = render_board(view)
    path = ["SR4", "SR2"]
    moved = traced(view, "red", "red-1", path)
    pos = layout(moved)
    assert "trace:0" in pos
    scout = pos["scout:red-2"]
    a, b = rgb(plain), rgb(render_board(moved))
    box = (scout[0] - 6, scout[1] - 6, scout[0] + 7, scout[1] + 7)
    assert a.crop(box).tobytes() == b.crop(box).tobytes(), "the trace was drawn over a scout"
    assert "trace:0" not in layout(view)


def test_no_moves_no_trace_and_a_move_in_place_draws_nothing() -> None:
    view = fx.fresh_basic()
    plain = render_board(view)
    assert render_board(dict(view, last_moves=[])) == plain
    assert render_board(traced(view, "red", "red-1", ["OC1"])) == plain
