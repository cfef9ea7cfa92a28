"""One horizontal band of a portrait board, drawn on its own and stacked with the others (Libertalia's and
Liberté's boards are such stacks).

A band knows its height before it is drawn, so a whole board's height follows its view. A game's own `Strip`
subclass names its colours (paper, panels, ink) as class constants; everything else is shared here.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from PIL import Image, ImageDraw

from render.codec import PaletteCodec
from render.kit import RGB, Box, fit_text, ink_box, paste, smallest_font_for_phone, text_sprite, text_width, wrap

W = 1080  # the board's width; a phone shows it about 640 px wide
MARGIN = 24
MIN_TEXT = smallest_font_for_phone(W)  # 22 px: capitals 9.5 px high once a phone shows the board 640 px wide

Mark = tuple[str, Box]  # what was drawn ("panel", "sprite", "piece" or the text) and its ink's box
MAX_PIECES = 384  # cached pieces (a card, a ship, a province cell: a few KB to 30 KB): about 12 MB at most

_pieces: OrderedDict[tuple[type, Hashable, tuple[int, int], RGB],
                      tuple[Image.Image, tuple[tuple[str, Box, Box], ...], tuple[Mark, ...]]]
_pieces = OrderedDict()
_pieces_lock = threading.Lock()


def clear_pieces() -> None:
    with _pieces_lock:
        _pieces.clear()


@dataclass
class Strip:
    PAPER: ClassVar[RGB] = (255, 255, 255)  # a game's subclass names its own four colours
    SECTION_BG: ClassVar[RGB] = (250, 250, 250)
    SECTION_EDGE: ClassVar[RGB] = (120, 120, 120)
    INK: ClassVar[RGB] = (0, 0, 0)

    height: int
    bg: RGB | None = None  # None: the game's paper
    width: int = W
    image: Image.Image = field(init=False)
    draw: ImageDraw.ImageDraw = field(init=False)
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)
    fits: list[tuple[str, Box, Box]] = field(default_factory=list)  # (text, where it went, the box it had)
    marks: list[Mark] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.bg is None:
            self.bg = self.PAPER
        self.image = Image.new("RGB", (self.width, max(self.height, 1)), self.bg)
        self.draw = ImageDraw.Draw(self.image)

    def panel(self, box: Box, fill: RGB | None = None, outline: RGB | None = None, width: int = 2,
              radius: int = 12) -> None:
        self.draw.rounded_rectangle(box, radius=radius, fill=fill or self.SECTION_BG,
                                    outline=outline or self.SECTION_EDGE, width=width)
        self.marks.append(("panel", box))

    def sprite(self, im: Image.Image, xy: tuple[float, float], anchor: str = "mm") -> Box:
        box = paste(self.image, im, xy, anchor)
        self.marks.append(("sprite", ink_box(im, box, alpha_above=0)))
        return box

    def piece(self, key: Hashable, box: Box, bg: RGB | None, draw: Callable[[Self], None]) -> None:
        """A small piece (a ship card, a province cell) drawn once by `draw` on a strip of `box`'s size and `bg`,
        then pasted from the cache wherever and whenever the same piece is asked for again."""
        x0, y0, x1, y1 = box
        size = (x1 - x0, y1 - y0)
        bg = bg or self.PAPER
        full = (type(self), key, size, bg)
        with _pieces_lock:
            hit = _pieces.get(full)
            if hit is not None:
                _pieces.move_to_end(full)
        if hit is None:
            sub = type(self)(size[1], bg, size[0])
            draw(sub)
            hit = (sub.image, tuple(sub.fits), tuple(sub.marks))
            with _pieces_lock:
                _pieces[full] = hit
                while len(_pieces) > MAX_PIECES:
                    _pieces.popitem(last=False)
        image, fits, marks = hit
        self.image.paste(image, (x0, y0))
        self.fits += [(t, _moved(a, x0, y0), _moved(b, x0, y0)) for t, a, b in fits]
        self.marks.append(("piece", box))
        self.marks += [(t, _moved(a, x0, y0)) for t, a in marks]

    def put(self, text: str, box: Box, kind: str = "bold", size: int = 22, fill: RGB | None = None, align: str = "l",
            min_size: int = MIN_TEXT, lines: int = 1) -> Box:
        """`text` fitted into `box` (left, middle or right aligned, centred vertically); returns its box."""
        x0, y0, x1, y1 = box
        width = x1 - x0
        chosen, px = _one_line(text, kind, size, min_size, width)
        if lines > 1 and (not chosen or px < size - 2):  # two lines at a bigger size read better than one tiny
            wrapped, wpx = _lines(text, kind, min(size, max(min_size, (y1 - y0) // lines - 2)), min_size, width,
                                  lines)
            if wrapped and (not chosen or wpx > px):
                chosen, px = wrapped, wpx
        if not chosen and kind == "bold":  # a word too wide in bold: the regular face is narrower, as big
            chosen, px = _lines(text, "sans", max(min(size, (y1 - y0) // lines - 2), min_size), min_size, width,
                                lines)
            kind = "sans" if chosen else kind
        if not chosen:  # shortened, a little above the smallest size
            px = min(size, min_size + 4)
            chosen = [fit_text(text, kind, px, width)]
        sprites = [text_sprite(line, kind, px, fill or self.INK) for line in chosen]
        step = int(px * 1.12)
        total = step * (len(sprites) - 1) + sprites[0].height
        top = (y0 + y1) / 2 - total / 2
        ax = {"l": "l", "m": "m", "r": "r"}[align]
        x = {"l": x0, "m": (x0 + x1) / 2, "r": x1}[align]
        out: Box | None = None
        for i, sp in enumerate(sprites):
            b = paste(self.image, sp, (x, top + i * step), f"{ax}t")
            out = b if out is None else (min(out[0], b[0]), min(out[1], b[1]), max(out[2], b[2]), max(out[3], b[3]))
            self.fits.append((chosen[i], b, box))
            self.marks.append((chosen[i], ink_box(sp, b, alpha_above=0)))
        assert out is not None
        return out


def _moved(box: Box, dx: int, dy: int) -> Box:
    return (box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy)


def _one_line(text: str, kind: str, size: int, min_size: int, width: int) -> tuple[list[str], int]:
    """`text` on one line at the biggest size from `size` down to `min_size` that fits, or nothing."""
    for px in range(size, min(min_size, size) - 1, -1):
        if text_width(text, kind, px) <= width:
            return [text], px
    return [], 0


def _lines(text: str, kind: str, size: int, min_size: int, width: int, most: int) -> tuple[list[str], int]:
    """`text` wrapped on at most `most` lines at the biggest size that fits, or nothing."""
    for px in range(size, min(min_size, size) - 1, -1):
        wrapped = wrap(text, kind, px, width)
        if len(wrapped) <= most and all(text_width(w, kind, px) <= width for w in wrapped):
            return wrapped, px
    return [], 0


def stack(strips: list[Strip], bg: RGB | None = None) -> Strip:
    """The strips one below the other, with their positions, fits and marks moved to board coordinates (on the
    first strip's game's paper unless `bg` says otherwise)."""
    out = (type(strips[0]) if strips else Strip)(sum(s.height for s in strips), bg)
    y = 0
    for s in strips:
        out.image.paste(s.image, (0, y))
        out.positions.update({k: (x, py + y) for k, (x, py) in s.positions.items()})
        out.fits += [(t, _moved(a, 0, y), _moved(b, 0, y)) for t, a, b in s.fits]
        out.marks += [(t, _moved(a, 0, y)) for t, a in s.marks]
        y += s.height
    return out


Keyed = tuple[tuple[Any, ...], Callable[[], Strip]]  # a band under the key of everything it shows, and its drawing


class BandRenderer:
    """A portrait board drawn band by band and put on a fixed palette: each band is mapped on its own and kept
    under its key (mapping is per pixel, so stacked mapped bands are the same image as the whole board mapped),
    and a board after one action redraws only the bands that changed. A game's subclass says which bands a view
    has (`bands`). Thread-safe: the cache has its lock, and text drawing holds render.kit's font lock."""

    def __init__(self, lang: str, codec: PaletteCodec, cache_size: int) -> None:
        self.lang = lang
        self.codec = codec
        self.cache_size = cache_size
        self._bands: OrderedDict[tuple[Any, ...], Image.Image] = OrderedDict()
        self._lock = threading.Lock()

    def bands(self, view: Mapping[str, Any], names: Mapping[str, str] | None) -> Sequence[Keyed]:
        raise NotImplementedError

    def band(self, key: tuple[Any, ...], build: Callable[[], Strip]) -> Image.Image:
        """A band mapped onto the palette, from the cache when the same band was drawn before."""
        with self._lock:
            hit = self._bands.get(key)
            if hit is not None:
                self._bands.move_to_end(key)
                return hit
        mapped = self.codec.to_palette(build().image)
        with self._lock:
            self._bands[key] = mapped
            while len(self._bands) > self.cache_size:
                self._bands.popitem(last=False)
        return mapped

    def final(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> Image.Image:
        """The board on the palette, stacked from its mapped bands."""
        bands = [self.band(key, build) for key, build in self.bands(view, names)]
        out = Image.new("P", (W, sum(band.height for band in bands)))
        out.putpalette(self.codec.palette.getpalette() or [])
        y = 0
        for band in bands:
            out.paste(band, (0, y))
            y += band.height
        return out

    def render(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> bytes:
        return self.codec.encode(self.final(view, names))

    def clear(self) -> None:
        with self._lock:
            self._bands.clear()
