"""Game-agnostic drawing helpers: shipped fonts, cached text and shape sprites, hatching, a fast max filter.

Nothing here knows about Mali Powstańcy, so a second game's renderer can reuse it as it is.
Sprites are cached: a board redrawn after every phase keeps asking for the same labels and discs,
and pasting a cached RGBA sprite costs far less than rasterising text or shapes again.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFont

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


# How a text reads on a phone: the height of its capitals once the board is shown PHONE_WIDTH px wide. Capitals
# are 0.73 of the font size in all three shipped faces (measured: font(kind, 100).getbbox("H")), so a board 1080
# px wide needs text of at least 22 px for capitals of 9.5 px on a phone.
PHONE_WIDTH = 640
PHONE_CAPITALS_PX = 9.5  # the smallest height of capitals on a phone held upright (issue 24)
CAP_HEIGHT = 0.73


def capitals_on_phone(px: float, width: int) -> float:
    """The height of the capitals of text drawn `px` high in an image `width` px wide, shown PHONE_WIDTH wide."""
    return px * CAP_HEIGHT * PHONE_WIDTH / width


def smallest_font_for_phone(width: int) -> int:
    """The smallest font size whose capitals read PHONE_CAPITALS_PX high on a phone (22 at 1080 px wide)."""
    px = 1
    while capitals_on_phone(px, width) < PHONE_CAPITALS_PX:
        px += 1
    return px


_text_logs: list[list[tuple[str, float]]] = []  # open `recording_text` logs
_log_lock = threading.Lock()


def note_text(text: str, px: float) -> None:
    """Record that `text` is rasterised at `px` pixels in its final image (for the readability tests)."""
    if _text_logs:
        with _log_lock:
            for log in _text_logs:
                log.append((text, px))


@contextmanager
def recording_text() -> Iterator[list[tuple[str, float]]]:
    """Collect (text, final pixel size) of every text drawn meanwhile. Cached sprites are not drawn again, so
    a test clears the caches (see `clear_sprite_caches` in render.mali.sprites) or builds a fresh renderer."""
    log: list[tuple[str, float]] = []
    with _log_lock:
        _text_logs.append(log)
    try:
        yield log
    finally:
        with _log_lock:
            _text_logs.remove(log)


Box = tuple[int, int, int, int]
_inks: dict[tuple[int, int], tuple[Image.Image, Box | None]] = {}  # by sprite: most are cached, pasted on every board


def ink_of(sprite: Image.Image, alpha_above: int = 40) -> Box | None:
    """The box of `sprite`'s visible pixels (alpha above `alpha_above`; None if it has no alpha or no ink),
    remembered per sprite object (kept, so its id is not reused)."""
    key = (id(sprite), alpha_above)
    hit = _inks.get(key)
    if hit is not None and hit[0] is sprite:
        return hit[1]
    ink = None
    if sprite.mode == "RGBA":
        ink = sprite.getchannel("A").point([0] * (alpha_above + 1) + [255] * (255 - alpha_above)).getbbox()
    if len(_inks) >= 4096:
        _inks.clear()
    _inks[key] = (sprite, ink)
    return ink


def ink_box(sprite: Image.Image, box: Box, alpha_above: int = 40) -> Box:
    """The part of `box` (where `sprite` was pasted) its visible pixels cover, without the transparent margin."""
    ink = ink_of(sprite, alpha_above)
    return (box[0] + ink[0], box[1] + ink[1], box[0] + ink[2], box[1] + ink[3]) if ink else box


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
    note_text(text, size)
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


def stripes(size: tuple[int, int], period: int, width: int, colour: RGBA,
            box: tuple[int, int, int, int] | None = None) -> Image.Image:
    """Diagonal hatching (45°) on a transparent RGBA tile.

    With `box`, only that part of the tile: the same pixels as `stripes(size, ...).crop(box)` (the same lines,
    moved by whole pixels), for a fraction of the cost when the box is small.
    """
    x0, y0, x1, y1 = box or (0, 0, *size)
    im = Image.new("RGBA", (x1 - x0, y1 - y0), (0, 0, 0, 0))
    _stripe_lines(ImageDraw.Draw(im), size, period, width, colour, (x0, y0, x1, y1))
    return im


def stripe_mask(size: tuple[int, int], period: int, width: int, box: tuple[int, int, int, int] | None = None,
                value: int = 255) -> Image.Image:
    """`stripes(size, period, width, (r, g, b, value), box)`'s alpha channel alone ("L"), drawn directly."""
    x0, y0, x1, y1 = box or (0, 0, *size)
    im = Image.new("L", (x1 - x0, y1 - y0), 0)
    _stripe_lines(ImageDraw.Draw(im), size, period, width, value, (x0, y0, x1, y1))
    return im


def _stripe_lines(d: ImageDraw.ImageDraw, size: tuple[int, int], period: int, width: int, fill: RGBA | int,
                  box: tuple[int, int, int, int]) -> None:
    """The 45° lines x + y = off + h of a `size` tile that cross `box`, drawn moved to the box's corner."""
    w, h = size
    x0, y0, x1, y1 = box
    reach = width + 2  # a line's pixels lie this close to its centre line, and closer
    for off in range(-h, w + h, period):
        if off + h + reach < x0 + y0 or off + h - reach > x1 + y1:
            continue
        d.line([(off - x0, h - y0), (off + h - x0, -y0)], fill=fill, width=width)


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


def name_and_note(raw: str) -> tuple[str, str]:
    """A display name as the front end gives it, and the note on its second line (a player away: "Anna" and
    "(away until …)"): the name goes where names go, the note on a line of its own, so neither is cut."""
    name, _, note = raw.partition("\n")
    return name.strip(), " ".join(note.split())


def fit_text(text: str, kind: str, size: int, max_width: int) -> str:
    """`text` without characters the font lacks, shortened with an ellipsis to fit `max_width` pixels."""
    clean = "".join(ch for ch in text if has_glyph(kind, ch)).strip() or "?"
    if text_width(clean, kind, size) <= max_width:
        return clean
    while len(clean) > 1 and text_width(clean + "…", kind, size) > max_width:
        clean = clean[:-1]
    return clean.rstrip() + "…"


def darker(c: RGB, f: float) -> RGB:
    """`c` scaled towards black by the factor `f` (0..1)."""
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def max_filter(im: Image.Image, size: int) -> Image.Image:
    """The same pixels as `im.filter(ImageFilter.MaxFilter(size))` on an "L" image, about ten times faster.

    A square max is a row max followed by a column max (it is separable); Pillow's rank filter sorts the whole
    size × size window for every pixel instead. Each line max doubles its window until the next doubling
    would pass `size`, then takes two overlapping windows (3 steps for 5, not 4). Out-of-image pixels count as
    0, which gives what Pillow's edge-replicating border gives, since the nearest edge pixel is always inside
    the window.
    """
    if im.mode != "L" or size < 1 or size % 2 == 0:
        raise ValueError(f"max_filter needs an 'L' image and an odd size, got {im.mode!r} and {size}")
    r = size // 2
    w, h = im.size
    pad = Image.new("L", (w + 2 * r, h + 2 * r), 0)
    pad.paste(im, (r, r))
    rows = _window_max(pad, size, 0)
    return _window_max(rows, size, 1).crop((0, 0, w, h))


def _window_max(im: Image.Image, size: int, axis: int) -> Image.Image:
    """Pixel i of the result is the max of pixels i .. i + size - 1 of `im` along `axis` (0: x, 1: y); the
    last size - 1 pixels along it are not meaningful."""
    w, h = im.size

    def shifted(src: Image.Image, by: int) -> Image.Image:
        box = (by, 0, by + w, h) if axis == 0 else (0, by, w, by + h)
        return src.crop(box)  # past the edge crop gives 0, only ever in the meaningless tail

    out, span = im, 1
    while span * 2 <= size:
        out = ImageChops.lighter(out, shifted(out, span))
        span *= 2
    if span < size:
        out = ImageChops.lighter(out, shifted(out, size - span))
    return out


Point = tuple[float, float]


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[Point] | None:
    """The outline of a player's token `shape` (square, triangle, diamond, hexagon, star) around (cx, cy) with
    radius `r`; None for a circle. The boards give each colour a shape too, so no player is told by colour alone."""
    def ring(n: int, start: float, rr: float) -> list[Point]:
        return [(cx + rr * math.cos(math.radians(start + i * 360 / n)), cy + rr * math.sin(math.radians(start + i * 360 / n)))
                for i in range(n)]

    if shape == "square":
        q = r * 0.84
        return [(cx - q, cy - q), (cx + q, cy - q), (cx + q, cy + q), (cx - q, cy + q)]
    if shape == "triangle":
        return ring(3, -90, r * 1.12)
    if shape == "diamond":
        return ring(4, -90, r * 1.08)
    if shape == "hexagon":
        return ring(6, 0, r)
    if shape == "star":
        outer, inner = ring(5, -90, r * 1.12), ring(5, -54, r * 0.5)
        return [p for pair in zip(outer, inner, strict=True) for p in pair]
    return None


def draw_shape(d: ImageDraw.ImageDraw, shape: str, cx: float, cy: float, r: float, fill: RGB, rim: RGB,
           rim_w: float) -> None:
    """A token's shape, `fill` inside a rim `rim_w` wide."""
    pts = shape_points(shape, cx, cy, r)
    if pts is None:
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=rim)
        q = r - rim_w
        d.ellipse((cx - q, cy - q, cx + q, cy + q), fill=fill)
        return
    d.polygon(pts, fill=rim)
    inner = shape_points(shape, cx, cy, r - rim_w * (1.9 if shape in ("triangle", "star") else 1.2))
    if inner is not None:
        d.polygon(inner, fill=fill)


def luminance(c: RGB) -> float:
    """Relative luminance (WCAG 2)."""
    def lin(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def contrast(a: RGB, b: RGB) -> float:
    """WCAG 2's contrast ratio of two colours (1 to 21): a board's text must reach 4.5 on its background."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
