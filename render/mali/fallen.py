"""A fallen district's overlay: a dark hatched wash over its area and a red FALLEN stamp, built once each."""

from __future__ import annotations

import threading
from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image, ImageChops, ImageDraw

from render.kit import RGBA, stripe_mask, text_sprite
from render.mali import sprites
from render.mali.colours import FALLEN_HATCH, FALLEN_TINT, STAMP_HALO, STAMP_RED
from render.mali.grid import DISTRICT_LABEL_AT, MAP_H

if TYPE_CHECKING:
    from render.mali.renderer import Renderer


@lru_cache(maxsize=1)
def hatched_tint() -> RGBA:
    """FALLEN_HATCH composited over FALLEN_TINT, as Pillow composites them."""
    tint = Image.new("RGBA", (1, 1), FALLEN_TINT)
    tint.alpha_composite(Image.new("RGBA", (1, 1), FALLEN_HATCH))
    px = tint.getpixel((0, 0))
    assert isinstance(px, tuple)
    return (int(px[0]), int(px[1]), int(px[2]), int(px[3]))


class FallenDistricts:
    """The overlays of one renderer (size and language), built on first use and kept (thread-safe)."""

    def __init__(self, r: Renderer) -> None:
        self.r = r
        self._lock = threading.Lock()
        self._overlays: dict[str, tuple[Image.Image, tuple[int, int]]] = {}

    def overlay(self, did: str) -> tuple[Image.Image, tuple[int, int]]:
        """The RGBA overlay of district `did`, cropped to its area, and where its top left corner goes."""
        with self._lock:
            cached = self._overlays.get(did)
            if cached:
                return cached
            result = self._build(did)
            self._overlays[did] = result
            return result

    def paste(self, canvas: Image.Image, did: str) -> tuple[int, int, int, int]:
        layer, pos = self.overlay(did)
        canvas.paste(layer, pos, layer)
        return (pos[0], pos[1], pos[0] + layer.width, pos[1] + layer.height)

    def _build(self, did: str) -> tuple[Image.Image, tuple[int, int]]:
        r = self.r
        W, H = r.size
        mask = Image.new("L", (W, H), 0)
        md = ImageDraw.Draw(mask)
        for sid, cell in r.cells.items():
            if r.data.spaces[sid].district == did and len(cell) >= 3:
                md.polygon([r.grid_px(*p) for p in cell], fill=255)
        # keep off the panel
        md.rectangle((0, r.px(MAP_H), W, H), fill=0)
        box = mask.getbbox() or (0, 0, 1, 1)
        mask = mask.crop(box)
        size = mask.size
        layer = Image.new("RGBA", size, FALLEN_TINT)
        # the hatch is one colour over one colour: paint the blend where its lines are (the same pixels as
        # compositing a hatched layer, without making one)
        lines = stripe_mask(size, r.px(14), max(r.px(3), 1)).convert("1", dither=Image.Dither.NONE)
        layer.paste(hatched_tint(), (0, 0), lines)
        alpha = ImageChops.multiply(layer.getchannel("A"), mask)
        layer.putalpha(alpha)
        stamp = text_sprite(r.tr("fallen"), "serif", r.px(30), STAMP_RED, STAMP_HALO, r.px(3), r.px(5))
        stamp = sprites.rotated(stamp, 14)
        gx, gy = DISTRICT_LABEL_AT.get(did, (0.0, 0.0))
        sx, sy = r.grid_px(gx, gy)
        layer.alpha_composite(stamp, (max(0, int(sx - box[0] - stamp.width / 2)),
                                      max(0, int(sy - box[1] - stamp.height / 2 + r.px(48)))))
        return (layer, (box[0], box[1]))
