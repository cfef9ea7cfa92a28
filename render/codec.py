"""Game-agnostic PNG output: which tiles of a frame changed, and encoding on one fixed palette.

Mapping a frame onto a fixed palette is a cached table look-up (milliseconds), far cheaper than a per-frame
quantisation, and a palette PNG is a third of the bytes of an RGB one. Only the changed tiles are mapped;
the rest comes from the static layer mapped once.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence

from PIL import Image

from render.kit import RGB


class DirtyTiles:
    """Which parts of a frame changed, as a few rectangles: boxes are snapped to a tile grid and runs of
    dirty tiles in a row are merged, so that only those parts need mapping onto the palette.

    Each tile row is a bit mask of its dirty tiles (bit i for tile column i): a frame marks some sixty boxes.
    """

    def __init__(self, size: tuple[int, int], tile: int = 32) -> None:
        self.size = size
        self.tile = tile
        self.cols = (size[0] + tile - 1) // tile
        self.rows = (size[1] + tile - 1) // tile
        self._bits = [0] * self.rows

    @property
    def marked(self) -> set[tuple[int, int]]:
        """The dirty tiles as (column, row) pairs."""
        return {(tx, ty) for ty, bits in enumerate(self._bits) for tx in range(self.cols) if bits >> tx & 1}

    def add(self, box: tuple[float, float, float, float]) -> None:
        t = self.tile
        x0 = max(int(box[0]) // t, 0)
        y0 = max(int(box[1]) // t, 0)
        x1 = min(math.ceil(box[2]) // t, self.cols - 1)
        y1 = min(math.ceil(box[3]) // t, self.rows - 1)
        if x1 < x0:
            return
        run = ((1 << (x1 - x0 + 1)) - 1) << x0
        for ty in range(y0, y1 + 1):
            self._bits[ty] |= run

    def rects(self) -> list[tuple[int, int, int, int]]:
        """Disjoint rectangles covering every marked tile (row runs, stacked where rows repeat)."""
        t = self.tile
        runs: dict[tuple[int, int], list[int]] = {}
        for ty, bits in enumerate(self._bits):
            tx = 0
            while bits:
                skip = (bits & -bits).bit_length() - 1  # trailing clean tiles
                bits >>= skip
                tx += skip
                length = (~bits & (bits + 1)).bit_length() - 1  # the run of dirty tiles that follows
                runs.setdefault((tx, tx + length), []).append(ty)
                bits >>= length
                tx += length
        out: list[tuple[int, int, int, int]] = []
        w, h = self.size
        for (a, b), tys in runs.items():
            first = prev = tys[0]
            for ty in [*tys[1:], -2]:
                if ty != prev + 1:
                    out.append((a * t, first * t, min(b * t, w), min((prev + 1) * t, h)))
                    first = ty
                prev = ty
        return out


def median_cut(samples: Sequence[Image.Image], exact: Sequence[RGB] = (), colours: int = 256) -> list[int]:
    """A palette (flat R, G, B list of `colours` entries) for frames made of `samples`.

    `exact` colours (the flat inks of a design) come first and are kept as they are; the rest is a median cut
    of the samples, which supplies the antialiasing shades. Slow (about half a second for a board), so a game
    may ship the result as data and only check that its samples have not changed.
    """
    keep = list(dict.fromkeys(exact))
    total_w = sum(s.width for s in samples)
    max_h = max(s.height for s in samples)
    sheet = Image.new("RGB", (total_w, max_h))
    x = 0
    for s in samples:
        sheet.paste(s.convert("RGB"), (x, 0))
        x += s.width
    cut = sheet.quantize(colours - len(keep), method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    raw = cut.getpalette() or []
    found = [(raw[i], raw[i + 1], raw[i + 2]) for i in range(0, min(len(raw), 3 * (colours - len(keep))), 3)]
    flat = [v for c in keep + found for v in c]
    flat += [0] * (3 * colours - len(flat))
    return flat


COMPRESS_LEVEL = 2
"""zlib level of the boards' PNGs. Encoding is most of a frame: level 6 costs two and a half times level 2
for 16 % fewer bytes. Levels 1 to 3 cost about the same; 2 keeps the busiest board anyone should see (every
district fallen) under 300 KB, where level 1 just passes it."""


class PaletteCodec:
    """PNG output with one fixed palette (a flat R, G, B list, see `median_cut`).

    Pillow writes palette images without a row filter (filters only help photographs) and with zlib's default
    strategy, which beats its run-length and fixed-code ones on these boards in time and bytes together.
    """

    def __init__(self, palette: Sequence[int], compress_level: int = COMPRESS_LEVEL) -> None:
        self.palette = Image.new("P", (1, 1))
        self.palette.putpalette(list(palette))
        self.compress_level = compress_level

    def settings(self) -> str:
        """The encoder settings in words (for benchmarks and logs)."""
        colours = len(self.palette.getpalette() or []) // 3
        return f"PNG, {colours}-colour palette, no row filter, zlib level {self.compress_level}, default strategy"

    def to_palette(self, im: Image.Image) -> Image.Image:
        rgb = im if im.mode == "RGB" else im.convert("RGB")
        return rgb.quantize(palette=self.palette, dither=Image.Dither.NONE)

    def encode(self, p_image: Image.Image) -> bytes:
        buf = io.BytesIO()
        p_image.save(buf, "PNG", compress_level=self.compress_level)
        return buf.getvalue()

    def patch(self, base: Image.Image, im: Image.Image, rects: list[tuple[int, int, int, int]]) -> Image.Image:
        """`base` (the palette version of what `im` was drawn on) with the `rects` of `im` mapped in.

        Same result as `to_palette(im)` when everything outside `rects` is unchanged, at a fraction of the cost.
        """
        out = base.copy()
        for box in rects:
            out.paste(self.to_palette(im.crop(box)), box[:2])
        return out
