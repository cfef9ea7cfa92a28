"""Liberté's board compared by pixels with its golden image (DESIGN.md, "Render"), with the tolerance the other
boards use: a visible change fails (a stack's count, a marker, a card), antialiasing noise does not.

Regenerate the golden image after an intended visual change, and look at it, with
    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/render/liberte -q
"""

from __future__ import annotations

import copy
import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageStat

from render.liberte import render_board
from tests.render.liberte import fixtures as fx

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
# The tolerance of the other boards' goldens (tests/render/test_render.py): a visible change fails, scattered
# antialiasing noise does not; no 16 x 16 tile may hold more than TILE_PIXEL_LIMIT differing pixels.
MEAN_DIFF_LIMIT = 1.0
PIXEL_DIFF = 40
PIXEL_SHARE_LIMIT = 0.005
TILE = 16
TILE_PIXEL_LIMIT = 8
GOLDENS: dict[str, tuple[Callable[[], dict[str, Any]], str]] = {
    "busy_six_pl": (lambda: fx.busiest(6), "pl"),
}


def decode(png: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(png))
    assert im.format == "PNG"
    return im.convert("RGB")


def compare(a: Image.Image, b: Image.Image) -> tuple[list[float], float, int]:
    """Mean absolute difference per channel, the share of pixels off by more than PIXEL_DIFF, and the most
    such pixels in one TILE x TILE tile."""
    assert a.size == b.size, f"size changed: {a.size} != {b.size}"
    diff = ImageChops.difference(a, b)
    means = list(ImageStat.Stat(diff).mean)
    r, g, bl = diff.split()
    worst = ImageChops.lighter(ImageChops.lighter(r, g), bl)
    mask = worst.point(lambda v: 255 if v > PIXEL_DIFF else 0)
    over = mask.histogram()[255]
    densest = mask.reduce(TILE).getextrema()[1]
    assert isinstance(densest, int | float)
    return means, over / (a.width * a.height), round(densest * TILE * TILE / 255)


def visibly_different(means: list[float], share: float, densest: int) -> bool:
    return max(means) >= MEAN_DIFF_LIMIT or share >= PIXEL_SHARE_LIMIT or densest > TILE_PIXEL_LIMIT


@pytest.mark.parametrize("name", sorted(GOLDENS))
def test_matches_golden(name: str) -> None:
    make, lang = GOLDENS[name]
    png = render_board(make(), fx.NAMES, lang)
    path = GOLDEN_DIR / f"{name}.png"
    if UPDATE or not path.exists():
        if not UPDATE:
            pytest.fail(f"golden image {path} is missing; run with UPDATE_GOLDEN=1 to create it")
        GOLDEN_DIR.mkdir(exist_ok=True)
        path.write_bytes(png)
    means, share, densest = compare(decode(png), Image.open(path).convert("RGB"))
    assert not visibly_different(means, share, densest), (
        f"{name}: board image differs from {path.name} (mean {[round(m, 2) for m in means]}, {share:.3%} of "
        f"pixels, up to {densest} in one tile). If the change is intended, rerun with UPDATE_GOLDEN=1 and look.")


def _stack_grows(v: dict[str, Any]) -> None:
    v["provinces"]["3"][0]["n"] = 3 if v["provinces"]["3"][0]["n"] != 3 else 2


def _owner_changes(v: dict[str, Any]) -> None:
    st = v["provinces"]["10"][1]
    st["owner"] = "black" if st["owner"] != "black" else "green"


@pytest.mark.parametrize("change", [
    _stack_grows,
    _owner_changes,
    lambda v: v["track"].update(R=v["track"]["R"] + 1),
    lambda v: v["players"][2].update(hand_size=v["players"][2]["hand_size"] + 1),
    lambda v: v["players"][0].update(display=v["players"][0]["display"][1:]),
    lambda v: v.update(lost_battles=[]),
], ids=["stack count", "stack owner", "election marker", "hand size", "display card gone", "lost battle"])
def test_the_comparison_catches_a_small_visible_change(change: Callable[[dict[str, Any]], None]) -> None:
    view = fx.busiest(6)
    base = decode(render_board(view, fx.NAMES, "en"))
    changed = copy.deepcopy(view)
    change(changed)
    assert visibly_different(*compare(base, decode(render_board(changed, fx.NAMES, "en"))))
