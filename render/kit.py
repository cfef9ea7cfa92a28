"""Game-agnostic drawing helpers: shipped fonts, cached text and shape sprites, palette PNG encoding.

Nothing here knows about Mali Powstańcy, so a second game's renderer can reuse it as it is.
Sprites are cached: a board redrawn after every phase keeps asking for the same labels and discs,
and pasting a cached RGBA sprite costs far less than rasterising text or shapes again.
"""

from __future__ import annotations

import io
import math
import threading
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"
FONT_FILES: dict[str, str] = {
    "sans": "DejaVuSansCondensed.ttf",
    "bold": "DejaVuSansCondensed-Bold.ttf",
    "serif": "DejaVuSerifCondensed-Bold.ttf",
}

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

# FreeType faces are not safe to use from two threads at once; renders run in worker threads.
FT_LOCK = threading.RLock()


@lru_cache(maxsize=64)
def font(kind: str, size: int) -> ImageFont.FreeTypeFont:
    """A shipped font (never one installed on the machine) at `size` pixels."""
    try:
        name = FONT_FILES[kind]
    except KeyError:
        raise ValueError(f"unknown font kind {kind!r}; known: {sorted(FONT_FILES)}") from None
    path = FONT_DIR / name
    if not path.is_file():
        raise FileNotFoundError(f"shipped font missing: {path}")
    return ImageFont.truetype(str(path), size)


@lru_cache(maxsize=8192)
def text_width(text: str, kind: str, size: int) -> int:
    with FT_LOCK:
        return int(font(kind, size).getlength(text) + 0.5)


def wrap(text: str, kind: str, size: int, max_width: int) -> list[str]:
    """Greedy word wrap to `max_width` pixels (a single over-long word stays on its own line)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, kind, size) > max_width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


@lru_cache(maxsize=4096)
def text_sprite(text: str, kind: str, size: int, fill: RGB, halo: RGB | None = None, halo_px: int = 0,
                spacing: int = 0) -> Image.Image:
    """Text as a tight RGBA sprite, optionally with a halo (outline) so it reads over a busy map.

    `spacing` adds pixels between letters (for spaced capitals on a map).
    """
    with FT_LOCK:
        f = font(kind, size)
        pad = halo_px + 2
        if spacing:
            widths = [f.getlength(ch) for ch in text]
            width = int(sum(widths) + spacing * max(len(text) - 1, 0)) + 2 * pad
        else:
            width = int(f.getlength(text)) + 2 * pad
        ascent, descent = f.getmetrics()
        height = ascent + descent + 2 * pad
        im = Image.new("RGBA", (max(width, 1), height), (0, 0, 0, 0))
        d = ImageDraw.Draw(im)
        stroke = halo_px if halo else 0
        if spacing:
            x = float(pad)
            for ch, w in zip(text, widths, strict=True):
                d.text((x, pad), ch, font=f, fill=fill, stroke_width=stroke, stroke_fill=halo)
                x += w + spacing
        else:
            d.text((pad, pad), text, font=f, fill=fill, stroke_width=stroke, stroke_fill=halo)
    bbox = im.getbbox()
    if bbox is None:
        return im
    # Keep the full line height (so baselines align) but trim empty columns.
    return im.crop((bbox[0], 0, bbox[2], height))


def paste(canvas: Image.Image, sprite: Image.Image, xy: tuple[float, float], anchor: str = "mm") -> tuple[int, int, int, int]:
    """Paste an RGBA sprite with its alpha; `anchor` as in Pillow text: l/m/r then t/m/b. Returns the box."""
    w, h = sprite.size
    x, y = xy
    ax, ay = anchor[0], anchor[1]
    left = x - (w / 2 if ax == "m" else w if ax == "r" else 0)
    top = y - (h / 2 if ay == "m" else h if ay == "b" else 0)
    box = (round(left), round(top))
    canvas.paste(sprite, box, sprite)
    return (box[0], box[1], box[0] + w, box[1] + h)


def supersampled(size: tuple[int, int], draw: Callable[[ImageDraw.ImageDraw, float], None], factor: int = 4) -> Image.Image:
    """An antialiased RGBA sprite: `draw(d, s)` paints at `factor` times the size (s is the factor)."""
    big = Image.new("RGBA", (size[0] * factor, size[1] * factor), (0, 0, 0, 0))
    draw(ImageDraw.Draw(big), float(factor))
    return big.resize(size, Image.Resampling.LANCZOS)


def stripes(size: tuple[int, int], period: int, width: int, colour: RGBA) -> Image.Image:
    """Diagonal hatching (45°) on a transparent RGBA tile."""
    w, h = size
    im = Image.new("RGBA", size, (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    for off in range(-h, w + h, period):
        d.line([(off, h), (off + h, 0)], fill=colour, width=width)
    return im


class DirtyTiles:
    """Which parts of a frame changed, as a few rectangles: boxes are snapped to a tile grid and runs of
    dirty tiles in a row are merged, so that only those parts need mapping onto the palette."""

    def __init__(self, size: tuple[int, int], tile: int = 32) -> None:
        self.size = size
        self.tile = tile
        self.cols = (size[0] + tile - 1) // tile
        self.rows = (size[1] + tile - 1) // tile
        self.marked: set[tuple[int, int]] = set()

    def add(self, box: tuple[float, float, float, float]) -> None:
        t = self.tile
        x0 = max(int(box[0]) // t, 0)
        y0 = max(int(box[1]) // t, 0)
        x1 = min(math.ceil(box[2]) // t, self.cols - 1)
        y1 = min(math.ceil(box[3]) // t, self.rows - 1)
        for ty in range(y0, y1 + 1):
            for tx in range(x0, x1 + 1):
                self.marked.add((tx, ty))

    def rects(self) -> list[tuple[int, int, int, int]]:
        """Disjoint rectangles covering every marked tile (row runs, stacked where rows repeat)."""
        t = self.tile
        runs: dict[tuple[int, int], list[int]] = {}
        for ty in range(self.rows):
            tx = 0
            while tx < self.cols:
                if (tx, ty) in self.marked:
                    start = tx
                    while tx < self.cols and (tx, ty) in self.marked:
                        tx += 1
                    runs.setdefault((start, tx), []).append(ty)
                else:
                    tx += 1
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


class PaletteCodec:
    """PNG output with one fixed palette, built once from sample images.

    Mapping a frame onto a fixed palette is a cached table look-up (milliseconds), far cheaper than a
    per-frame quantisation, and a palette PNG is a third of the bytes of an RGB one. `exact` colours
    (the flat inks of the design) are kept as they are; the rest of the palette is a median cut of the
    samples, which supplies the antialiasing shades.
    """

    def __init__(self, samples: list[Image.Image], exact: list[RGB] | None = None, colours: int = 256,
                 compress_level: int = 6) -> None:
        keep = list(dict.fromkeys(exact or []))
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
        self.palette = Image.new("P", (1, 1))
        self.palette.putpalette(flat)
        self.compress_level = compress_level

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


@lru_cache(maxsize=4096)
def has_glyph(kind: str, ch: str) -> bool:
    """Whether the shipped font draws `ch` itself rather than its missing-glyph box."""
    if ch.isspace():
        return True
    return _glyph_bitmap(kind, ch) != _glyph_bitmap(kind, "\uffff")


@lru_cache(maxsize=4096)
def _glyph_bitmap(kind: str, ch: str) -> bytes:
    with FT_LOCK:
        f = font(kind, 24)
        im = Image.new("L", (48, 48), 0)
        ImageDraw.Draw(im).text((4, 4), ch, font=f, fill=255)
    return im.tobytes()


def fit_text(text: str, kind: str, size: int, max_width: int) -> str:
    """`text` without characters the font lacks, shortened with an ellipsis to fit `max_width` pixels."""
    clean = "".join(ch for ch in text if has_glyph(kind, ch)).strip() or "?"
    if text_width(clean, kind, size) <= max_width:
        return clean
    while len(clean) > 1 and text_width(clean + "…", kind, size) > max_width:
        clean = clean[:-1]
    return clean.rstrip() + "…"
