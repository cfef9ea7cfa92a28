"""Mali Powstańcy's board renderer: the caches of one size and language, and the frame pipeline.

A frame is a copy of the static layer (static.py, with the legend for the game's options) with the pieces
(pieces.py) and the side panel (panel.py) drawn on, mapped onto the fixed palette (palette.py) and
PNG-encoded. Only public information is drawn (RULES.md H-1..H-3): even when handed a player's own view, the
image never shows a hand, token identities or a secret goal before the end.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from PIL import Image, ImageChops

from data.mali.loader import GameData, game_data
from engine.mali.view import MaliView
from render.codec import PaletteCodec
from render.frame import Frame
from render.geometry import chaikin, voronoi_cells
from render.kit import RGB, fit_text, paste, text_sprite, text_width
from render.mali import palette, static
from render.mali.fallen import FallenDistricts
from render.mali.grid import BASE_H, BASE_W, CITY_OUTLINE, GX0, GY0, MIN_TEXT, SX, SY
from render.mali.legend import draw_legend
from render.mali.panel import Panel
from render.mali.pieces import MapPieces
from render.mali.strings import tr

OptionsKey = tuple[bool, bool, bool]
_log = logging.getLogger(__name__)


def options_key(options: Mapping[str, Any] | None) -> OptionsKey:
    """What the static layer depends on: the legend shows the soldier, Liberator and letters only when in play."""
    opts = options or {}
    return (opts.get("variant", "basic") == "basic", bool(opts.get("liberator")), bool(opts.get("mail")))


class Renderer:
    """Draws boards at one size in one language; build once (a few tenths of a second), render many times.

    Thread-safe: the caches are guarded by one lock, and text drawing by the font lock in render.kit.
    """

    def __init__(self, width: int = BASE_W, lang: str = "pl") -> None:
        self.k = width / BASE_W
        self.size = (width, round(BASE_H * self.k))
        self.lang = lang
        self.data: GameData = game_data()
        self.centres = {sid: self.grid_px(s.x, s.y) for sid, s in self.data.spaces.items()}
        sites = {sid: (s.x, s.y) for sid, s in self.data.spaces.items()}
        outline = chaikin(CITY_OUTLINE, rounds=3)
        self.cells = voronoi_cells(sites, outline)
        self.outline = outline
        self.labels = {sid: static.label_sprites(self, sid) for sid in self.data.spaces}
        self.base = static.build_base(self)
        self._lock = threading.Lock()
        self._statics: dict[OptionsKey, Image.Image] = {}
        self._cards: dict[tuple[Any, ...], Image.Image] = {}
        self.fallen = FallenDistricts(self)
        # The shipped palette is trusted at first, so the first board does not wait for the sample images its
        # fingerprint is taken from; `check_palette` (warm_up, or this renderer's second board) makes sure.
        shipped = palette.shipped_palette(width, lang)
        self._mapped = Mapped(PaletteCodec(shipped if shipped is not None else palette.board_palette(self)))
        self._palette_checked = shipped is None
        self._frames = 0

    def cached(self, key: tuple[Any, ...], build: Callable[[], Image.Image]) -> Image.Image:
        """A drawn piece of panel (a track row, a player block), kept while its content stays the same."""
        with self._lock:
            hit = self._cards.get(key)
        if hit is not None:
            return hit
        card = build()
        with self._lock:
            if len(self._cards) >= 512:
                self._cards.clear()
            self._cards[key] = card
        return card

    # ---- coordinates and words ----
    def px(self, v: float) -> int:
        return round(v * self.k)

    def grid_px(self, x: float, y: float) -> tuple[float, float]:
        return ((x - GX0) * SX * self.k, (y - GY0) * SY * self.k)

    def tr(self, key: str) -> str:
        return tr(self.lang, key)

    def text(self, canvas: Image.Image, text: str, xy: tuple[float, float], kind: str, size: float, fill: RGB,
             anchor: str = "lm", halo: RGB | None = None, halo_px: float = 0,
             spacing: float = 0) -> tuple[int, int, int, int]:
        """Paste `text` at a base-size `size` (scaled, never under 6 px); returns the box it covers."""
        sprite = text_sprite(text, kind, max(self.px(size), 6), fill, halo, self.px(halo_px) if halo else 0,
                             self.px(spacing))
        return paste(canvas, sprite, xy, anchor)

    def fit_line(self, text: str, kind: str, size: float, width: int) -> tuple[str, float]:
        """`text` at `size`, or two points smaller (never under MIN_TEXT) if that fits `width`, else shortened
        with an ellipsis."""
        smaller = max(size - 2, MIN_TEXT)
        for s in (size, smaller):
            if text_width(text, kind, self.px(s)) <= width:
                return text, s
        return fit_text(text, kind, self.px(smaller), width), smaller

    # ---- static layers ----
    def static_for(self, options: Mapping[str, Any] | None) -> Image.Image:
        """The static layer with the legend for these game options (built once per combination)."""
        key = options_key(options)
        with self._lock:
            im = self._statics.get(key)
            if im is None:
                im = self.base.copy()
                draw_legend(self, im, *key)
                self._statics[key] = im
            return im

    @property
    def codec(self) -> PaletteCodec:
        """The palette and encoder in use."""
        return self._mapped.codec

    def check_palette(self) -> bool:
        """Whether the palette in use is the one this renderer's drawing calls for; if not (a shipped palette
        gone stale since palette_data.py was generated), cut the right one and use it from the next frame on.

        Costs the sample images and their fingerprint once (tens of ms once the pieces are drawn); safe to
        call from several threads.
        """
        with self._lock:
            if self._palette_checked:
                return True
            self._palette_checked = True
        want = palette.board_palette(self)
        if list(self.codec.palette.getpalette() or [])[:len(want)] == want:
            return True
        _log.warning("shipped board palette for %d px, %s is stale (run python -m render.mali.palette_tool); "
                     "using a fresh median cut", self.size[0], self.lang)
        self._mapped = Mapped(PaletteCodec(want))  # a frame under way keeps the palette it started with
        return False

    def base_p(self, mapped: Mapped | None = None) -> Image.Image:
        """The static layer without a legend, mapped onto the palette once (the slow part of `static_p`)."""
        m = mapped or self._mapped
        with self._lock:
            if m.base_p is None:
                m.base_p = m.codec.to_palette(self.base)
            return m.base_p

    def static_p(self, options: Mapping[str, Any] | None, mapped: Mapped | None = None) -> Image.Image:
        """`static_for(options)` mapped onto the palette, kept for patching frames.

        Made from `base_p` with only the legend's area mapped: the mapping is per pixel, so this is the same
        image as mapping the whole layer, and a new combination of options costs milliseconds, not 100 ms.
        """
        m = mapped or self._mapped
        rgb = self.static_for(options)
        key = options_key(options)
        with self._lock:
            p = m.statics_p.get(key)
        if p is not None:
            return p
        base_p = self.base_p(m)
        legend = ImageChops.difference(self.base, rgb).getbbox()
        p = m.codec.patch(base_p, rgb, [legend]) if legend else base_p.copy()
        with self._lock:
            return m.statics_p.setdefault(key, p)

    # ---- a frame ----
    def compose(self, view: MaliView, names: Mapping[str, str] | None = None) -> Frame:
        frame = Frame(self.static_for(view.get("options")).copy())
        MapPieces(self, view, frame).draw()
        Panel(self, view, names or {}, frame).draw()
        return frame

    def render(self, view: MaliView, names: Mapping[str, str] | None = None) -> bytes:
        self._frames += 1
        if self._frames == 2 and not self._palette_checked:
            self.check_palette()  # not before the first board, which should not wait for it
        return self.codec.encode(self.final(view, names))

    def final(self, view: MaliView, names: Mapping[str, str] | None = None) -> Image.Image:
        """The frame on the fixed palette: only the parts that changed are mapped, the rest is cached."""
        m = self._mapped  # one palette for the whole frame, even if `check_palette` replaces it meanwhile
        frame = self.compose(view, names)
        base = self.static_p(view.get("options"), m)
        if frame.cards:
            base = base.copy()
            for key, card, xy in frame.cards:  # in drawing order; what is drawn over a card is in a dirty tile
                base.paste(self.card_p(m, key, card), xy)
        return m.codec.patch(base, frame.image, frame.dirty.rects())

    def card_p(self, m: Mapped, key: Hashable, card: Image.Image) -> Image.Image:
        """A panel card mapped onto `m`'s palette, once per content (as the RGB cards are, see `cached`)."""
        with self._lock:
            hit = m.cards_p.get(key)
        if hit is not None:
            return hit
        p = m.codec.to_palette(card)
        with self._lock:
            if len(m.cards_p) >= 512:
                m.cards_p.clear()
            m.cards_p[key] = p
        return p


class Mapped:
    """A palette's codec and the static layers mapped onto it, replaced together if the palette is."""

    def __init__(self, codec: PaletteCodec) -> None:
        self.codec = codec
        self.base_p: Image.Image | None = None
        self.statics_p: dict[OptionsKey, Image.Image] = {}
        self.cards_p: dict[Hashable, Image.Image] = {}
