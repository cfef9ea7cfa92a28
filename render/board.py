"""The board image: a 1944 map of left-bank Warsaw with every public piece, and a side panel.

`Renderer` draws the static layers (map, districts, streets, ring, labels, legend, panel frame) once per
size and language and keeps them; a frame is a copy of that layer with the pieces pasted on, mapped onto a
fixed palette and PNG-encoded. Only public information is drawn (RULES.md H-1..H-3): even when handed a
player's own view, the image never shows a hand, token identities or a secret goal before the end.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache, partial
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from data.loader import GameData, game_data
from render import mapgeo, sprites
from render.kit import RGB, DirtyTiles, PaletteCodec, fit_text, paste, stripes, text_sprite, text_width, wrap
from render.sprites import INK, URGENT, player_rgb
from render.strings import tr

BASE_W, BASE_H = 1600, 1200
MAP_W = 1080  # the map's width at the base size; the panel takes the rest

# Grid (board.json) → base pixels. The renderer may refine the suggested grid: x is squeezed a little
# (left-bank Warsaw is taller than wide) and the river gets its own strip on the east.
GX0, GY0 = 0.55, -0.22
SX, SY = 74.0, 98.0

MARKER_R = 17.0

# Palette of the 1944 city map (muted, sepia).
PAPER: RGB = (238, 228, 204)
LAND_OUT: RGB = (226, 214, 186)
PANEL_BG: RGB = (232, 220, 192)
PANEL_EDGE: RGB = (150, 120, 86)
ROW_BG: RGB = (244, 236, 216)
ROW_URGENT: RGB = (246, 208, 194)
ROW_WIN: RGB = (240, 222, 150)
INK_SOFT: RGB = (112, 90, 64)
INK_FAINT: RGB = (150, 130, 104)
WATER: RGB = (152, 176, 182)
WATER_EDGE: RGB = (96, 124, 134)
PRAGA: RGB = (220, 212, 192)
STREET: RGB = (250, 244, 228)
STREET_CASE: RGB = (128, 98, 70)
RING_BAND = (180, 88, 48, 66)
RING_RIM: RGB = (168, 76, 40)
MARKER_FILL: RGB = (252, 248, 236)
HALO: RGB = (246, 238, 218)
FALLEN_TINT = (40, 30, 24, 70)
FALLEN_HATCH = (30, 20, 16, 120)

DISTRICT_TINT: dict[str, RGB] = {
    "ZO": (208, 194, 152),
    "WO": (218, 180, 164),
    "SR": (230, 208, 146),
    "PW": (182, 200, 190),
    "OC": (198, 204, 162),
    "MO": (206, 186, 204),
    "CZ": (222, 192, 146),
}
# Where each district's name sits (grid units), chosen to stay clear of spaces and streets.
DISTRICT_LABEL_AT: dict[str, tuple[float, float]] = {
    "ZO": (7.3, 0.05),
    "WO": (3.3, 3.05),
    "SR": (7.7, 6.55),
    "PW": (11.9, 4.55),
    "OC": (2.1, 8.1),
    "MO": (7.0, 9.75),
    "CZ": (11.7, 9.05),
}
# Space name placement: below the marker unless listed.
LABEL_SIDE: dict[str, str] = {"OC2": "left"}


def _options_key(options: Mapping[str, Any] | None) -> tuple[bool, bool, bool]:
    """What the static layer depends on: the legend shows the soldier, Liberator and letters only when in play."""
    opts = options or {}
    return (opts.get("variant", "basic") == "basic", bool(opts.get("liberator")), bool(opts.get("mail")))


def _darker(c: RGB, f: float) -> RGB:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


@dataclass
class Frame:
    """One board being drawn: the canvas, where every piece went (for tests and layout), what changed."""

    image: Image.Image
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)
    dirty: DirtyTiles = field(init=False)

    def __post_init__(self) -> None:
        self.dirty = DirtyTiles(self.image.size)

    def paste(self, sprite: Image.Image, xy: tuple[float, float], anchor: str = "mm") -> tuple[int, int, int, int]:
        box = paste(self.image, sprite, xy, anchor)
        self.dirty.add(box)
        return box

    def mark(self, boxes: Iterable[tuple[int, int, int, int]]) -> None:
        for box in boxes:
            self.dirty.add(box)


class Renderer:
    """Draws boards at one size in one language; build once, render many times (thread-safe)."""

    def __init__(self, width: int = BASE_W, lang: str = "pl") -> None:
        self.k = width / BASE_W
        self.size = (width, round(BASE_H * self.k))
        self.lang = lang
        self.data: GameData = game_data()
        self.centres = {sid: self.grid_px(s.x, s.y) for sid, s in self.data.spaces.items()}
        sites = {sid: (s.x, s.y) for sid, s in self.data.spaces.items()}
        outline = mapgeo.chaikin(mapgeo.CITY_OUTLINE, rounds=3)
        self.cells = mapgeo.voronoi_cells(sites, outline)
        self.outline = outline
        self.labels = {sid: self._label_sprites(sid) for sid in self.data.spaces}
        self.base = self._build_static()
        self._lock = threading.Lock()
        self._statics: dict[tuple[bool, bool, bool], Image.Image] = {}
        self._statics_p: dict[tuple[bool, bool, bool], Image.Image] = {}
        self._cards: dict[tuple[Any, ...], Image.Image] = {}
        self._fallen: dict[str, tuple[Image.Image, tuple[int, int]]] = {}
        self.codec = PaletteCodec(self._palette_samples(), exact=self._key_colours())

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

    # ---- coordinates ----
    def px(self, v: float) -> int:
        return round(v * self.k)

    def grid_px(self, x: float, y: float) -> tuple[float, float]:
        return ((x - GX0) * SX * self.k, (y - GY0) * SY * self.k)

    def tr(self, key: str) -> str:
        return tr(self.lang, key)

    # ---- static layer ----
    def _build_static(self) -> Image.Image:
        k = self.k
        W, H = self.size
        F = 2  # supersampling for the shapes; text is drawn afterwards at full size
        big = Image.new("RGB", (W * F, H * F), LAND_OUT)
        d = ImageDraw.Draw(big)

        def gp(x: float, y: float) -> tuple[float, float]:
            px, py = self.grid_px(x, y)
            return (px * F, py * F)

        # district areas
        for sid, cell in self.cells.items():
            if len(cell) >= 3:
                d.polygon([gp(*p) for p in cell], fill=DISTRICT_TINT.get(self.data.spaces[sid].district, PAPER))
        # district borders: edges of an index image, dashed by a stripe pattern
        idx = Image.new("L", big.size, 0)
        di = ImageDraw.Draw(idx)
        order = list(self.data.districts)
        for sid, cell in self.cells.items():
            if len(cell) >= 3:
                di.polygon([gp(*p) for p in cell], fill=1 + order.index(self.data.spaces[sid].district) * 30)
        edges = idx.filter(ImageFilter.FIND_EDGES).point(lambda v: 255 if v else 0)
        edges = edges.filter(ImageFilter.MaxFilter(5 if k >= 0.75 else 3))
        dash = stripes(big.size, int(26 * k * F), int(15 * k * F), (255, 255, 255, 255)).getchannel("A")
        big.paste(_darker(INK_SOFT, 0.9), (0, 0), ImageChops.multiply(edges, dash))
        d.line([gp(*p) for p in [*self.outline, self.outline[0]]], fill=INK_SOFT, width=int(3 * k * F),
               joint="curve")
        # Praga and the Vistula
        river = mapgeo.chaikin(mapgeo.RIVER, rounds=3, closed=False)
        west, east = mapgeo.river_banks(river, mapgeo.RIVER_WIDTH)
        far = (MAP_W + 40) / (SX) + GX0
        praga = [gp(*p) for p in east] + [gp(far, east[-1][1]), gp(far, east[0][1])]
        d.polygon(praga, fill=PRAGA)
        hatch = stripes((W * F, H * F), int(18 * k * F), int(2 * k * F), (*INK_FAINT, 90))
        pmask = Image.new("L", big.size, 0)
        ImageDraw.Draw(pmask).polygon(praga, fill=255)
        big.paste(hatch.convert("RGB"), (0, 0), ImageChops.multiply(pmask, hatch.getchannel("A")))
        water = [gp(*p) for p in west] + [gp(*p) for p in reversed(east)]
        d.polygon(water, fill=WATER)
        d.line([gp(*p) for p in west], fill=WATER_EDGE, width=int(3 * k * F), joint="curve")
        d.line([gp(*p) for p in east], fill=WATER_EDGE, width=int(3 * k * F), joint="curve")
        for off in (0.22, -0.22):
            ripple = [(x + off * 0.6, y) for x, y in river[4:-4]]
            d.line([gp(*p) for p in ripple], fill=_darker(WATER, 0.93), width=int(2 * k * F))
        # the outskirts ring: a soft band under its streets
        band = Image.new("RGBA", big.size, (0, 0, 0, 0))
        bd = ImageDraw.Draw(band)
        ring = list(self.data.ring)
        ring_pts = [self._c2(r, F) for r in [*ring, ring[0]]]
        bd.line(ring_pts, fill=RING_BAND, width=int(30 * k * F), joint="curve")
        big.paste(band.convert("RGB"), (0, 0), band.getchannel("A"))
        # streets
        for a, b in self._connections():
            d.line([self._c2(a, F), self._c2(b, F)], fill=STREET_CASE, width=int(12 * k * F))
        for a, b in self._connections():
            d.line([self._c2(a, F), self._c2(b, F)], fill=STREET, width=int(7 * k * F))
        # markers
        r = MARKER_R * k * F
        for sid, s in self.data.spaces.items():
            cx, cy = self._c2(sid, F)
            if s.ring:
                rr = r + 5 * k * F
                d.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=RING_RIM)
            d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=MARKER_FILL, outline=INK, width=int(3 * k * F))
            ir = 5 * k * F
            tint = _darker(DISTRICT_TINT.get(s.district, PAPER), 0.7)
            d.ellipse((cx - ir, cy - ir, cx + ir, cy + ir), fill=tint)
        # a map's neatline
        inset = 7 * k * F
        d.rectangle((inset, inset, MAP_W * k * F - inset, H * F - inset), outline=INK_SOFT, width=int(1.5 * k * F))
        # the panel
        d.rectangle((MAP_W * k * F, 0, W * F, H * F), fill=PANEL_BG)
        d.line((MAP_W * k * F, 0, MAP_W * k * F, H * F), fill=PANEL_EDGE, width=int(4 * k * F))
        d.rectangle((0, 0, W * F - 1, H * F - 1), outline=PANEL_EDGE, width=int(4 * k * F))
        im = big.reduce(F)
        self._static_text(im)
        return im

    def _c2(self, sid: str, f: int) -> tuple[float, float]:
        x, y = self.centres[sid]
        return (x * f, y * f)

    def _connections(self) -> list[tuple[str, str]]:
        seen: list[tuple[str, str]] = []
        for sid, s in self.data.spaces.items():
            for other in s.connections:
                if sid < other:
                    seen.append((sid, other))
        return seen

    def _text(self, canvas: Image.Image, text: str, xy: tuple[float, float], kind: str, size: float, fill: RGB,
              anchor: str = "lm", halo: RGB | None = None, halo_px: float = 0, spacing: float = 0) -> tuple[int, int, int, int]:
        sprite = text_sprite(text, kind, max(self.px(size), 6), fill, halo, self.px(halo_px) if halo else 0,
                             self.px(spacing))
        return paste(canvas, sprite, xy, anchor)

    def fit_line(self, text: str, kind: str, size: float, width: int) -> tuple[str, float]:
        """`text` at `size`, or two points smaller if that fits `width`, else shortened with an ellipsis."""
        for s in (size, size - 2):
            if text_width(text, kind, self.px(s)) <= width:
                return text, s
        return fit_text(text, kind, self.px(size - 2), width), size - 2

    def label_lines(self, sid: str) -> list[str]:
        name = self.data.spaces[sid].name
        if len(name) <= 13:
            return [name]
        return wrap(name, "bold", self.px(18), self.px(150))

    def _static_text(self, im: Image.Image) -> None:
        k = self.k
        for did in self.data.districts:
            self.district_label(im, did)
        # the river
        river_label = text_sprite(self.tr("river"), "serif", self.px(26), WATER_EDGE, None, 0, self.px(4))
        rx, ry = self.grid_px(14.28, 6.3)
        paste(im, sprites.rotated(river_label, -88), (rx, ry), "mm")
        # space names
        for sid in self.data.spaces:
            self.paste_label(im, sid)
        # compass and cartouche, top left
        cx, cy = self.px(34), self.px(58)
        d = ImageDraw.Draw(im)
        s = self.px(24)
        d.polygon([(cx, cy - s), (cx + s * 0.34, cy + s * 0.1), (cx, cy - s * 0.15)], fill=INK)
        d.polygon([(cx, cy - s), (cx - s * 0.34, cy + s * 0.1), (cx, cy - s * 0.15)], fill=INK_FAINT, outline=INK)
        self._text(im, "N", (cx, cy - s - self.px(10)), "serif", 16, INK, "mm")
        self._text(im, "WARSZAWA", (cx + self.px(24), cy - self.px(22)), "serif", 22, INK_SOFT, "lm", spacing=3)
        self._text(im, "SIERPIEŃ 1944" if self.lang == "pl" else "AUGUST 1944", (cx + self.px(24), cy + self.px(4)),
                   "serif", 16, INK_SOFT, "lm", spacing=2)
        # panel title
        self._text(im, self.tr("title"), (MAP_W * k + self.px(18), self.px(26)), "serif", 21, INK_SOFT, "lm",
                   spacing=1)

    def _label_sprites(self, sid: str) -> list[tuple[Image.Image, tuple[float, float], str]]:
        """A space's name as sprites with their anchor points: below its marker unless LABEL_SIDE says."""
        cx, cy = self.centres[sid]
        lines = self.label_lines(sid)
        lh = self.px(20)
        side = LABEL_SIDE.get(sid, "below")
        out: list[tuple[Image.Image, tuple[float, float], str]] = []
        for i, line in enumerate(lines):
            sprite = text_sprite(line, "bold", self.px(18), INK, HALO, self.px(3))
            if side == "below":
                out.append((sprite, (cx, cy + self.px(MARKER_R + 6) + lh / 2 + i * lh), "mm"))
            elif side == "above":
                out.append((sprite, (cx, cy - self.px(MARKER_R + 6) - lh / 2 - (len(lines) - 1 - i) * lh), "mm"))
            else:
                sign = 1 if side == "right" else -1
                x = cx + sign * self.px(MARKER_R + 8)
                out.append((sprite, (x, cy - (len(lines) - 1) * lh / 2 + i * lh), "lm" if sign > 0 else "rm"))
        return out

    def district_label(self, canvas: Image.Image, did: str) -> tuple[int, int, int, int]:
        """A district's name in spaced capitals, in a darker shade of its tint."""
        gx, gy = DISTRICT_LABEL_AT.get(did, (0.0, 0.0))
        tint = DISTRICT_TINT.get(did, PAPER)
        return self._text(canvas, self.data.districts[did].upper(), self.grid_px(gx, gy), "serif", 21,
                          _darker(tint, 0.5), "mm", tint, 3, spacing=3)

    def paste_label(self, canvas: Image.Image, sid: str) -> list[tuple[int, int, int, int]]:
        return [paste(canvas, sprite, xy, anchor) for sprite, xy, anchor in self.labels[sid]]

    def static_for(self, options: Mapping[str, Any] | None) -> Image.Image:
        """The static layer with the legend for these game options (built once per combination)."""
        key = _options_key(options)
        with self._lock:
            im = self._statics.get(key)
            if im is None:
                im = self.base.copy()
                self._legend(im, *key)
                self._statics[key] = im
            return im

    def _legend(self, im: Image.Image, soldier: bool, liberator: bool, mail: bool) -> None:
        k = self.k
        items: list[tuple[Image.Image, str]] = [
            (sprites.order_tag(7, k * 0.9), "lg.order"),
            (sprites.target_flag(7, k * 0.85), "lg.target"),
            (sprites.tank(False, k * 0.6), "lg.small_tank"),
            (sprites.tank(True, k * 0.5), "lg.large_tank"),
        ]
        if soldier:
            items.append((sprites.soldier(k * 0.62), "lg.soldier"))
        if liberator:
            items += [(sprites.liberator(k * 0.46), "lg.liberator"), (sprites.drop(k * 0.6), "lg.drop")]
        if mail:
            items.append((sprites.envelope("MO", k * 0.75), "lg.letter"))
        row = self.px(23)
        width = self.px(244)
        height = row * (len(items) + 1) + self.px(28)
        x0 = self.px(8)
        y0 = self.size[1] - self.px(8) - height
        d = ImageDraw.Draw(im)
        d.rectangle((x0, y0, x0 + width, y0 + height), fill=(242, 234, 214), outline=INK_SOFT, width=self.px(2))
        self._text(im, self.tr("legend"), (x0 + self.px(10), y0 + self.px(16)), "serif", 17, INK_SOFT, "lm")
        y = y0 + self.px(18) + row
        for sprite, key in items:
            paste(im, sprite, (x0 + self.px(26), y), "mm")
            self._text(im, self.tr(key), (x0 + self.px(50), y), "sans", 16, INK, "lm")
            y += row
        d.line((x0 + self.px(8), y, x0 + self.px(44), y), fill=RING_RIM, width=self.px(9))
        d.line((x0 + self.px(8), y, x0 + self.px(44), y), fill=STREET, width=self.px(4))
        self._text(im, self.tr("lg.ring"), (x0 + self.px(50), y), "sans", 16, INK, "lm")

    def _key_colours(self) -> list[RGB]:
        keys: list[RGB] = [INK, INK_SOFT, URGENT, (255, 255, 255), sprites.FLAG, sprites.ARROW, PANEL_BG, ROW_BG,
                           ROW_URGENT, ROW_WIN, sprites.PAPER_TAG, WATER, PRAGA, STREET, STREET_CASE, MARKER_FILL]
        keys += list(sprites.PLAYER_COLOURS.values())
        keys += list(DISTRICT_TINT.values())
        return keys

    def _palette_samples(self) -> list[Image.Image]:
        """What frames are made of: the static layer, fallen districts, and a sheet of every piece."""
        full = self.static_for({"variant": "basic", "liberator": True, "mail": True})
        fallen = full.copy()
        for did in self.data.districts:
            self._paste_fallen(fallen, did)
        sheet = Image.new("RGB", (self.px(800), self.px(400)), PANEL_BG)
        x = y = self.px(10)
        pieces: list[Image.Image] = []
        for colour, rgb in sprites.PLAYER_COLOURS.items():
            del colour
            pieces.append(sprites.disc(rgb, "3", 15, self.k))
            pieces.append(sprites.disc(rgb, "", 12, self.k))
        pieces += [sprites.tank(False, self.k), sprites.tank(True, self.k), sprites.soldier(self.k),
                   sprites.liberator(self.k), sprites.drop(self.k), sprites.order_tag(12, self.k),
                   sprites.order_tag(12, self.k, True), sprites.target_flag(12, self.k),
                   sprites.envelope("MO", self.k), sprites.count_badge(3, self.k)]
        for bg in (ROW_BG, ROW_URGENT, PANEL_BG, URGENT, ROW_WIN):
            block = Image.new("RGB", (self.px(120), self.px(40)), bg)
            paste(block, text_sprite("Ąę 12 →", "bold", self.px(20), INK), (self.px(4), self.px(20)), "lm")
            pieces.append(block.convert("RGBA"))
        for p in pieces:
            if x + p.width > sheet.width:
                x, y = self.px(10), y + self.px(60)
            paste(sheet, p, (x, y), "lt")
            x += p.width + self.px(6)
        return [full, fallen, sheet, sheet, sheet]

    # ---- fallen districts ----
    def _fallen_overlay(self, did: str) -> tuple[Image.Image, tuple[int, int]]:
        with self._lock:
            cached = self._fallen.get(did)
            if cached:
                return cached
            W, H = self.size
            mask = Image.new("L", (W, H), 0)
            md = ImageDraw.Draw(mask)
            for sid, cell in self.cells.items():
                if self.data.spaces[sid].district == did and len(cell) >= 3:
                    md.polygon([self.grid_px(*p) for p in cell], fill=255)
            # keep off the panel
            md.rectangle((self.px(MAP_W), 0, W, H), fill=0)
            box = mask.getbbox() or (0, 0, 1, 1)
            mask = mask.crop(box)
            size = mask.size
            layer = Image.new("RGBA", size, FALLEN_TINT)
            hatch = stripes(size, self.px(14), max(self.px(3), 1), FALLEN_HATCH)
            layer.alpha_composite(hatch)
            alpha = ImageChops.multiply(layer.getchannel("A"), mask)
            layer.putalpha(alpha)
            stamp = text_sprite(self.tr("fallen"), "serif", self.px(30), (150, 24, 20), (240, 228, 210),
                                self.px(3), self.px(5))
            stamp = sprites.rotated(stamp, 14)
            gx, gy = DISTRICT_LABEL_AT.get(did, (0.0, 0.0))
            sx, sy = self.grid_px(gx, gy)
            layer.alpha_composite(stamp, (max(0, int(sx - box[0] - stamp.width / 2)),
                                          max(0, int(sy - box[1] - stamp.height / 2 + self.px(48)))))
            result = (layer, (box[0], box[1]))
            self._fallen[did] = result
            return result

    def _paste_fallen(self, canvas: Image.Image, did: str) -> tuple[int, int, int, int]:
        layer, pos = self._fallen_overlay(did)
        canvas.paste(layer, pos, layer)
        return (pos[0], pos[1], pos[0] + layer.width, pos[1] + layer.height)

    # ---- a frame ----
    def compose(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> Frame:
        frame = Frame(self.static_for(view.get("options")).copy())
        _MapPieces(self, view, frame).draw()
        _Panel(self, view, names or {}, frame).draw()
        return frame

    def render(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> bytes:
        return self.codec.encode(self.final(view, names))

    def final(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> Image.Image:
        """The frame on the fixed palette: only the parts that changed are mapped, the rest is cached."""
        frame = self.compose(view, names)
        return self.codec.patch(self.static_p(view.get("options")), frame.image, frame.dirty.rects())

    def static_p(self, options: Mapping[str, Any] | None) -> Image.Image:
        """`static_for(options)` mapped onto the palette, kept for patching frames."""
        rgb = self.static_for(options)
        key = _options_key(options)
        with self._lock:
            p = self._statics_p.get(key)
            if p is None:
                p = self.codec.to_palette(rgb)
                self._statics_p[key] = p
            return p


class _MapPieces:
    """Places and draws the pieces on the map for one view."""

    def __init__(self, r: Renderer, view: Mapping[str, Any], frame: Frame) -> None:
        self.r = r
        self.v = view
        self.f = frame
        self.k = r.k

    def put(self, key: str, sprite: Image.Image, xy: tuple[float, float], anchor: str = "mm") -> None:
        box = self.f.paste(sprite, xy, anchor)
        self.f.positions[key] = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)

    def draw(self) -> None:
        r, v, k = self.r, self.v, self.k
        for did in v.get("fallen") or []:
            if did in r.data.districts:
                self.f.dirty.add(r._paste_fallen(self.f.image, did))
                self.f.mark([r.district_label(self.f.image, did)])
                fx, fy = r.grid_px(*DISTRICT_LABEL_AT.get(did, (0.0, 0.0)))
                self.f.positions[f"fallen:{did}"] = (int(fx), int(fy + r.px(48)))
                for sid in r.data.spaces_in(did):
                    self.f.mark(r.paste_label(self.f.image, sid))
        lib = v.get("liberator") or None
        lib_space = str(lib["space"]) if lib and lib.get("space") in r.centres else None
        lib_next = str(lib["next"]) if lib and lib.get("next") in r.centres else None
        if lib_space and lib_next:
            start, end = r.centres[lib_space], r.centres[lib_next]
            arrow, pos = sprites.heading_arrow(start, end, k, r.px(34), r.px(MARKER_R + 7))
            self.f.paste(arrow, pos, "lt")
        track = v.get("track") or []
        carried = {t["carrier"]: t for t in track if t.get("carrier")}
        pickups: dict[str, list[Mapping[str, Any]]] = {}
        targets: dict[str, list[Mapping[str, Any]]] = {}
        for t in track:
            if not t.get("carrier"):
                pickups.setdefault(t["pickup"], []).append(t)
            targets.setdefault(t["destination"], []).append(t)
        letters_at: dict[str, list[Mapping[str, Any]]] = {}
        for lt in v.get("letters") or []:
            letters_at.setdefault(lt["space"], []).append(lt)
        scouts_at: dict[str, list[Mapping[str, Any]]] = {}
        seat = {c: i for i, c in enumerate(v.get("seats") or [])}
        for s in v.get("scouts") or []:
            if s.get("space"):
                scouts_at.setdefault(s["space"], []).append(s)
        tanks = v.get("tanks") or {}
        drops = v.get("drops") or {}
        blocked = set(v.get("blocked") or [])
        for sid in r.data.space_order:
            cx, cy = r.centres[sid]
            if sid == lib_space:
                # the plane flies over its space, nose to its heading; what lies below stays on top
                angle = 0.0
                if lib_next:
                    nx, ny = r.centres[lib_next]
                    angle = math.degrees(math.atan2(-(ny - cy), nx - cx)) - 90
                plane = _plane(k, round(angle / 5) * 5)
                self.put("liberator", plane, (cx, cy))
                self.f.mark(r.paste_label(self.f.image, sid))
            if sid in blocked and sid not in tanks:
                self._cross(cx, cy)
                self.f.positions[f"blocked:{sid}"] = (int(cx), int(cy))
            if sid in tanks:
                large = tanks[sid] == "large"
                self.put(f"tank:{sid}", sprites.tank(large, k), (cx, cy - r.px(4)))
            # right of the marker: drops, then order slips and destination flags
            x = cx + r.px(MARKER_R + 4)
            if drops.get(sid):
                n = int(drops[sid])
                self.put(f"drop:{sid}", sprites.drop(k), (x, cy - r.px(6)), "lm")
                if n > 1:
                    self.f.paste(sprites.count_badge(n, k), (x + r.px(30), cy - r.px(20)), "mm")
                x += r.px(36)
            slips = [(f"order_tag:{t['order']}", sprites.order_tag(int(t["order"]), k, t.get("rounds_left") == 1))
                     for t in sorted(pickups.get(sid, []), key=lambda t: int(t["order"]))]
            flags = [(f"target:{t['order']}", sprites.target_flag(int(t["order"]), k))
                     for t in sorted(targets.get(sid, []), key=lambda t: int(t["order"]))]
            right = slips + flags
            lts = sorted(letters_at.get(sid, []), key=lambda lt: str(lt["id"]))
            env = [(f"letter:{lt['id']}", sprites.envelope(str(lt["to"]), k,
                                                            DISTRICT_TINT.get(str(lt["to"]), sprites.PAPER_TAG)))
                   for lt in lts]
            if LABEL_SIDE.get(sid) == "left":
                # the name takes the left side: everything goes right
                x = self._column(right, x, cy)
                self._column(env, x, cy)
                if v.get("soldier") == sid:
                    self.put("soldier", sprites.soldier(k), (x + r.px(2), cy + r.px(34)), "lm")
            else:
                self._column(right, x, cy)
                # left of the marker: letters lying here, and the soldier
                x = self._column(env, cx - r.px(MARKER_R + 4), cy, leftwards=True)
                if v.get("soldier") == sid:
                    self.put("soldier", sprites.soldier(k), (x - r.px(2), cy), "rm")
            # scouts in rows above the marker
            here = sorted(scouts_at.get(sid, []), key=lambda s: (seat.get(s["player"], 9), int(s["number"])))
            if here:
                self._scouts(here, carried, cx, cy)

    def _cross(self, cx: float, cy: float) -> None:
        d = ImageDraw.Draw(self.f.image)
        s = self.r.px(MARKER_R - 4)
        w = max(self.r.px(4), 1)
        self.f.dirty.add((cx - s - w, cy - s - w, cx + s + w, cy + s + w))
        d.line((cx - s, cy - s, cx + s, cy + s), fill=URGENT, width=w)
        d.line((cx - s, cy + s, cx + s, cy - s), fill=URGENT, width=w)

    def _column(self, items: list[tuple[str, Image.Image]], x: float, cy: float, leftwards: bool = False) -> float:
        """Stack sprites in columns of two beside a marker, clear of the name below it; returns the x past them."""
        if not items:
            return x
        gap = self.r.px(2)
        for start in range(0, len(items), 2):
            col = items[start:start + 2]
            height = sum(s.height for _, s in col) + gap * (len(col) - 1)
            width = max(s.width for _, s in col)
            y = cy + self.r.px(1) - height / 2
            for key, sprite in col:
                anchor = "rt" if leftwards else "lt"
                self.put(key, sprite, (x, y), anchor)
                y += sprite.height + gap
            x = x - width - gap if leftwards else x + width + gap
        return x

    def _scouts(self, here: list[Mapping[str, Any]], carried: Mapping[str, Mapping[str, Any]],
                cx: float, cy: float) -> None:
        """Scouts in rows above their marker, each a pill: numbered disc, carried order, letters carried."""
        r, k = self.r, self.k
        overlap = r.px(4)
        pills: list[tuple[Mapping[str, Any], list[tuple[str, Image.Image]]]] = []
        for s in here:
            parts = [(f"scout:{s['id']}", sprites.disc(player_rgb(str(s["player"])), str(s["number"]), 15, k))]
            t = carried.get(str(s["id"]))
            if t:
                parts.append((f"carried:{s['id']}", sprites.order_tag(int(t["order"]), k, t.get("rounds_left") == 1)))
            n_letters = len(s.get("letters") or [])
            if n_letters:
                parts.append((f"scout_letters:{s['id']}", sprites.envelope(str(n_letters), k, w=26, h=20,
                                                                            label_scale=0.8)))
            pills.append((s, parts))

        def width(parts: list[tuple[str, Image.Image]]) -> int:
            return sum(p.width for _, p in parts) - overlap * (len(parts) - 1)

        gap = r.px(4)
        rows: list[list[list[tuple[str, Image.Image]]]] = [[]]
        for _, parts in pills:
            row_w = sum(width(p) + gap for p in rows[-1])
            if rows[-1] and row_w + width(parts) > r.px(150):
                rows.append([])
            rows[-1].append(parts)
        y = cy - r.px(MARKER_R + 22)
        for row in rows:
            total = sum(width(p) for p in row) + gap * (len(row) - 1)
            x = cx - total / 2
            for parts in row:
                for key, sprite in parts:
                    self.put(key, sprite, (x, y), "lm")
                    x += sprite.width - overlap
                x += overlap + gap
            y -= r.px(33)


@lru_cache(maxsize=128)
def _plane(k: float, angle: int) -> Image.Image:
    """The Liberator over its space, turned to its heading, with a pale glow to lift it off the map."""
    plane = sprites.liberator(k * 1.5)
    if angle % 360:
        plane = sprites.rotated(plane, angle)
    pad = round(8 * k)
    out = Image.new("RGBA", (plane.width + 2 * pad, plane.height + 2 * pad), (0, 0, 0, 0))
    out.paste(plane, (pad, pad))
    glow = out.getchannel("A").filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.GaussianBlur(3 * k))
    glow = glow.point(lambda a: min(255, a * 3))
    halo = Image.new("RGBA", out.size, (*HALO, 0))
    halo.putalpha(glow)
    halo.alpha_composite(out)
    return halo


class _Panel:
    """The side panel: round and phase, turn, threat, the order track, players, decks; or the result."""

    def __init__(self, r: Renderer, view: Mapping[str, Any], names: Mapping[str, str], frame: Frame) -> None:
        self.r = r
        self.v = view
        self.names = names
        self.f = frame
        self.d = ImageDraw.Draw(frame.image)
        self.x0 = r.px(MAP_W + 18)
        self.x1 = r.size[0] - r.px(18)

    def text(self, text: str, xy: tuple[float, float], kind: str, size: float, fill: RGB = INK,
             anchor: str = "lm") -> tuple[int, int, int, int]:
        return self.r._text(self.f.image, text, xy, kind, size, fill, anchor)

    def name(self, colour: str) -> str:
        raw = self.names.get(colour) or self.r.tr(f"colour.{colour}")
        return fit_text(raw, "bold", self.r.px(21), self.r.px(250))

    def rule(self, y: float) -> None:
        self.d.line((self.x0, y, self.x1, y), fill=INK_FAINT, width=max(self.r.px(2), 1))

    def draw(self) -> None:
        r = self.r
        self.f.dirty.add((r.px(MAP_W) + 3, r.px(42), r.size[0] - 3, r.size[1] - 3))
        y = self._header(r.px(50))
        self.rule(y)
        players_h = r.px(36) + self._player_block() * len(self.v.get("players") or [])
        footer_h = r.px(76) if self.v.get("liberator") else 0
        room = r.size[1] - y - players_h - footer_h - r.px(12 + 36 + 6 + 10 + 8)
        if self.v.get("result"):
            y = self._result(y + r.px(12))
        else:
            y = self._track(y + r.px(12), room)
        self.rule(y)
        y = self._players(y + r.px(10))
        self._footer(y)

    def _player_block(self) -> int:
        """Height of one player's block: the name line and as many detail lines as the busiest player needs."""
        lines = max((len(self._player_lines(p)) for p in self.v.get("players") or []), default=1)
        return self.r.px(40 + 22 * lines)

    def _player_lines(self, p: Mapping[str, Any]) -> list[str]:
        r, v = self.r, self.v
        opts = v.get("options") or {}
        c = str(p["colour"])
        mine = [s for s in v.get("scouts") or [] if s.get("player") == c]
        bits = [f"{r.tr('cards')}: {int(p.get('hand_size') or 0)}",
                f"{r.tr('orders_done')}: {len(p.get('delivered') or [])}"]
        jailed = sum(1 for s in mine if not s.get("space") and int(s.get("prison") or 0) > 0)
        unplaced = sum(1 for s in mine if not s.get("space") and int(s.get("prison") or 0) == 0)
        if jailed:
            bits.append(f"{r.tr('in_prison')}: {jailed}")
        if unplaced and v.get("phase") == "deploy":
            bits.append(f"{r.tr('not_placed')}: {unplaced}")
        played = [r.tr(f"cardshort.{c}") if "-" in str(c) else str(c) for c in p.get("played") or []]
        if played:
            bits.append(f"{r.tr('played')}: {', '.join(played)}")
        lines = [" · ".join(bits)]
        more: list[str] = []
        if opts.get("liberator"):
            tok = f"{r.tr('tokens')}: {int(p.get('tokens_held') or 0)}"
            used = [_token_name(str(t), r.lang) for t in [*(p.get("ambushes") or []), *(p.get("used_tokens") or [])]]
            if used:
                tok += f" ({r.tr('used')}: {', '.join(used)})"
            more.append(tok)
        if opts.get("mail"):
            carried = sum(len(s.get("letters") or []) for s in mine)
            delivered = len(p.get("letters_delivered") or [])
            more.append(f"{r.tr('letters')}: {r.tr('carried')} {carried}, {r.tr('delivered')} {delivered}")
        if more:
            joined = " · ".join(more)
            if text_width(joined, "sans", r.px(18)) <= self.x1 - self.x0 - r.px(40):
                lines.append(joined)
            else:
                lines += more
        return lines

    def _header(self, y: float) -> float:
        r, v = self.r, self.v
        phase = str(v.get("phase") or "")
        rnd = int(v.get("round") or 0)
        if phase == "ended":
            head = f"{r.tr('phase.ended').upper()} · {r.tr('round')} {rnd}"
        else:
            head = f"{r.tr('round')} {rnd} · {r.tr(f'phase.{phase}')}"
        self.text(head, (self.x0, y + r.px(14)), "bold", 27)
        y += r.px(52)
        turn = v.get("turn")
        who: str | None = None
        detail = ""
        label = r.tr("turn")
        if turn:
            who = str(turn.get("player"))
            bits = []
            card = turn.get("card")
            if card is not None:
                value = str(card).split("-")[0]
                special = r.tr(f"cardname.{card}") if "-" in str(card) else ""
                bits.append(f"{r.tr('card')} {value}" + (f" · {special}" if special else ""))
                bits.append(f"{r.tr('mp_left')}: {int(turn.get('mp') or 0)}")
            else:
                bits.append(r.tr("no_card"))
            detail = " · ".join(bits)
        elif v.get("deploy_next"):
            sid = str(v["deploy_next"])
            who = sid.split("-")[0]
            label = r.tr("waiting")
            detail = f"{r.tr('deploy_next')}: {r.tr('lg.scout').split(' ')[0]} {sid.split('-')[-1]}"
        elif v.get("waiting_for"):
            who = str(v["waiting_for"])
            label = r.tr("waiting")
        if who:
            box = self.text(f"{label}:", (self.x0, y), "sans", 22)
            x = box[2] + r.px(8)
            paste(self.f.image, sprites.disc(player_rgb(who), "", 12, r.k), (x + r.px(12), y), "mm")
            self.f.positions["turn"] = (int(x + r.px(12)), int(y))
            self.text(self.name(who), (x + r.px(30), y), "bold", 22)
            y += r.px(30)
            if detail:
                self.text(detail, (self.x0, y), "sans", 20, INK_SOFT)
                y += r.px(30)
            y += r.px(6)
        # threat meter
        threat, limit = int(v.get("threat") or 0), int(v.get("threat_limit") or 4)
        box = self.text(r.tr("threat"), (self.x0, y), "bold", 22)
        x = box[2] + r.px(14)
        bw, bh, gap = r.px(36), r.px(26), r.px(6)
        self.f.positions["threat"] = (int(x + bw / 2), int(y))
        for i in range(limit):
            fill = URGENT if i < threat else ROW_BG
            self.d.rectangle((x, y - bh / 2, x + bw, y + bh / 2), fill=fill, outline=INK, width=max(r.px(2), 1))
            x += bw + gap
        danger = threat >= limit - 1 and threat > 0
        self.text(f"{threat} / {limit}", (x + r.px(8), y), "bold", 25, URGENT if danger else INK)
        return y + r.px(28)

    def _track(self, y: float, room: float) -> float:
        r, v = self.r, self.v
        track = sorted(v.get("track") or [], key=lambda t: (-int(t.get("position", 0)), int(t["order"])))
        self.text(r.tr("track"), (self.x0, y + r.px(14)), "bold", 23)
        stats = [f"{r.tr('deck')}: {int(v.get('deck_size') or 0)}"]
        failed = len(v.get("failed") or [])
        if failed:
            stats.append(f"{r.tr('failed')}: {failed}")
        if v.get("discarded"):
            stats.append(f"{r.tr('discarded')}: {len(v['discarded'])}")
        self.text(" · ".join(stats), (self.x1, y + r.px(14)), "sans", 18, INK_SOFT, "rm")
        y += r.px(36)
        if not track:
            self.text(r.tr("track_empty"), (self.x0, y + r.px(16)), "sans", 19, INK_SOFT)
            return y + r.px(40)
        row_h = int(max(r.px(44), min(r.px(50), room / len(track))))
        scouts = {str(s["id"]): s for s in v.get("scouts") or []}
        for t in track:
            self._order_row(t, y, row_h - r.px(4), scouts)
            y += row_h
        return y + r.px(6)

    def _order_row(self, t: Mapping[str, Any], y: float, h: int, scouts: Mapping[str, Mapping[str, Any]]) -> None:
        r = self.r
        spaces = r.data.spaces
        pickup = spaces[t["pickup"]].name if t["pickup"] in spaces else str(t["pickup"])
        dest = spaces[t["destination"]].name if t["destination"] in spaces else str(t["destination"])
        carrier = t.get("carrier")
        who: tuple[str, str] | None = None
        if carrier:
            s = scouts.get(str(carrier))
            who = (str(s["player"]) if s else str(carrier).split("-")[0],
                   str(s["number"]) if s else str(carrier).split("-")[-1])
        key = ("order_row", int(t["order"]), pickup, dest, str(t.get("points", "?")), str(t.get("rounds_left", "?")),
               who, self.x1 - self.x0, h)
        card = r.cached(key, partial(self._order_card, key))
        self.f.image.paste(card, (self.x0, int(y)))
        self.f.positions[f"order:{t['order']}"] = (int(self.x0 + r.px(84)), int(y + h / 2))

    def _order_card(self, key: tuple[Any, ...]) -> Image.Image:
        """One track row, drawn once per content: rounds left, order card, from → to, points, carrier."""
        _, order, pickup, dest, points, rounds_left, who, w, h = key
        r = self.r
        k = r.k
        card = Image.new("RGB", (w + 1, h + 1), PANEL_BG)
        d = ImageDraw.Draw(card)
        urgent = rounds_left == "1"
        d.rectangle((0, 0, w, h), fill=ROW_URGENT if urgent else ROW_BG, outline=URGENT if urgent else INK_FAINT,
                    width=max(r.px(3 if urgent else 1), 1))
        mid = h / 2
        bx = r.px(5)
        d.rectangle((bx, r.px(5), bx + r.px(50), h - r.px(5)), fill=URGENT if urgent else INK_SOFT)
        paste(card, sprites.hourglass(k * 0.9, (255, 255, 255)), (bx + r.px(12), mid), "mm")
        r._text(card, rounds_left, (bx + r.px(35), mid), "bold", 24, (255, 255, 255), "mm")
        paste(card, sprites.order_tag(order, k * 1.25, urgent), (r.px(84), mid), "mm")
        nx = r.px(112)
        room = w - r.px(122) - nx
        for text, kind, dy in ((pickup, "sans", -10), (f"→ {dest}", "bold", 11)):
            line, size = r.fit_line(text, kind, 18, room)
            r._text(card, line, (nx, mid + r.px(dy)), kind, size, INK)
        r._text(card, f"{points} {r.tr('pts')}", (w - r.px(52), mid), "bold", 20, INK, "rm")
        if who:
            paste(card, sprites.disc(player_rgb(who[0]), who[1], 15, k), (w - r.px(24), mid), "mm")
        else:
            r._text(card, "—", (w - r.px(24), mid), "bold", 20, INK_FAINT, "mm")
        return card

    def _result(self, y: float) -> float:
        r, v = self.r, self.v
        res = v["result"]
        outcome = str(res.get("outcome"))
        winners = [str(w) for w in res.get("winners") or []]
        self.text(r.tr("result"), (self.x0, y + r.px(14)), "bold", 23)
        y += r.px(44)
        box = self.text(r.tr(f"outcome.{outcome}") + (":" if outcome == "victory" and winners else ""),
                        (self.x0, y), "bold", 24, URGENT if outcome == "defeat" else INK)
        if outcome == "victory":
            x = box[2] + r.px(8)
            for w in winners:
                paste(self.f.image, sprites.disc(player_rgb(w), "", 11, r.k), (x + r.px(11), y), "mm")
                b = self.text(self.name(w), (x + r.px(26), y), "bold", 24)
                x = b[2] + r.px(14)
        y += r.px(36)
        # columns: name | orders | drops | letters | goal | total
        cols = [("col.orders", 206), ("col.tokens", 266), ("col.letters", 326), ("col.goal", 396)]
        self.text(r.tr("col.player"), (self.x0 + r.px(6), y), "bold", 16, INK_SOFT)
        for key, cx in cols:
            self.text(r.tr(key), (self.x0 + r.px(cx), y), "bold", 16, INK_SOFT, "mm")
        self.text(r.tr("col.total"), (self.x1 - r.px(6), y), "bold", 16, INK_SOFT, "rm")
        y += r.px(16)
        scores = sorted(res.get("scores") or [], key=lambda s: (-int(s.get("total", 0)),
                                                               -int(s.get("orders_delivered", 0))))
        row_h = r.px(50)
        for s in scores:
            c = str(s["colour"])
            self.d.rectangle((self.x0, y, self.x1, y + row_h - r.px(4)), fill=ROW_WIN if c in winners else ROW_BG,
                             outline=INK_FAINT, width=1)
            mid = y + (row_h - r.px(4)) / 2
            paste(self.f.image, sprites.disc(player_rgb(c), "", 11, r.k), (self.x0 + r.px(18), mid), "mm")
            self.f.positions[f"score:{c}"] = (int(self.x0 + r.px(18)), int(mid))
            self.text(fit_text(self.names.get(c) or r.tr(f"colour.{c}"), "bold", r.px(19), r.px(150)),
                      (self.x0 + r.px(36), mid), "bold", 19)
            letters = int(s.get("letters", 0))
            vals = [str(s.get("orders", 0)), str(s.get("tokens", 0)), f"{letters:+d}" if letters else "0"]
            for (_, cx), val in zip(cols, vals, strict=False):
                self.text(val, (self.x0 + r.px(cx), mid), "sans", 20, INK, "mm")
            goal = s.get("goal")
            gx = self.x0 + r.px(cols[-1][1])
            if goal:
                goal_pts = int(s.get("goal_points", 0))
                self.text(_goal_short(str(goal), r.lang), (gx, mid - r.px(10)), "sans", 15, INK_SOFT, "mm")
                self.text(f"+{goal_pts}" if goal_pts else "0", (gx, mid + r.px(10)), "bold", 18,
                          INK if goal_pts else INK_FAINT, "mm")
            else:
                self.text("—", (gx, mid), "sans", 20, INK_FAINT, "mm")
            self.text(str(s.get("total", 0)), (self.x1 - r.px(8), mid), "bold", 26, INK, "rm")
            y += row_h
        return y + r.px(8)

    def _players(self, y: float) -> float:
        r, v = self.r, self.v
        self.text(r.tr("players"), (self.x0, y + r.px(14)), "bold", 23)
        y += r.px(36)
        active = (v.get("turn") or {}).get("player") or v.get("waiting_for")
        block = self._player_block()
        for p in v.get("players") or []:
            c = str(p["colour"])
            extra = []
            if p.get("removed"):
                extra.append(r.tr("removed"))
            if p.get("hand") is not None:
                extra.append(r.tr("you"))
            key = ("player", c, self.name(c), c == active, bool(p.get("removed")), ", ".join(extra),
                   int(p.get("order_points") or 0), tuple(self._player_lines(p)), self.x1 - self.x0, block)
            card = r.cached(key, partial(self._player_card, key))
            self.f.image.paste(card, (self.x0, int(y) - r.px(2)))
            self.f.positions[f"player:{c}"] = (int(self.x0 + r.px(16)), int(y + r.px(14)))
            y += block
        return y

    def _player_card(self, key: tuple[Any, ...]) -> Image.Image:
        """One player's block, drawn once per content: colour, name, points, cards, drops, letters."""
        _, c, name, active, removed, extra, points, lines, w, block = key
        r = self.r
        card = Image.new("RGB", (w + 1, block - r.px(4)), PANEL_BG)
        d = ImageDraw.Draw(card)
        if active:
            d.rectangle((0, 0, w, card.height - 1), fill=ROW_BG, outline=player_rgb(c), width=max(r.px(3), 1))
        line1 = r.px(16)
        paste(card, sprites.disc(player_rgb(c), "", 12, r.k), (r.px(16), line1), "mm")
        box = r._text(card, name, (r.px(36), line1), "bold", 21, INK_FAINT if removed else INK)
        if extra:
            r._text(card, f"({extra})", (box[2] + r.px(6), line1), "sans", 18, INK_SOFT)
        r._text(card, f"{points} {r.tr('pts')}", (w - r.px(8), line1), "bold", 22, INK, "rm")
        for i, line in enumerate(lines):
            r._text(card, fit_text(line, "sans", r.px(18), w - r.px(40)), (r.px(36), r.px(40 + 22 * i)), "sans", 18,
                    INK)
        return card

    def _footer(self, y: float) -> None:
        r, v = self.r, self.v
        lib = v.get("liberator")
        if not lib:
            return
        y = max(y + r.px(6), r.size[1] - r.px(70))
        self.rule(y)
        y += r.px(20)
        paste(self.f.image, sprites.liberator(r.k * 0.5), (self.x0 + r.px(16), y + r.px(10)), "mm")
        if lib.get("gone") or not lib.get("space"):
            txt = r.tr("liberator_gone")
        else:
            spaces = r.data.spaces
            txt = spaces[lib["space"]].name if lib["space"] in spaces else str(lib["space"])
            if lib.get("next"):
                txt += " → " + (spaces[lib["next"]].name if lib["next"] in spaces else str(lib["next"]))
            txt = f"{r.tr('liberator')}: {txt}"
        line, size = r.fit_line(txt, "bold", 19, self.x1 - self.x0 - r.px(40))
        self.text(line, (self.x0 + r.px(40), y), "bold", size)
        y += r.px(25)
        self.text(f"{r.tr('liberator_cards')}: {int(lib.get('deck_size') or 0)} · "
                  f"{r.tr('liberator_stack')}: {int(lib.get('stack_size') or 0)}",
                  (self.x0 + r.px(40), y), "sans", 18, INK_SOFT)


@lru_cache(maxsize=64)
def _token_kind(token_id: str) -> str:
    t = game_data().drop_tokens.get(token_id)
    return t.kind if t else token_id


def _token_name(token_id: str, lang: str) -> str:
    return tr(lang, f"token.{_token_kind(token_id)}")


def _goal_short(goal_id: str, lang: str) -> str:
    g = game_data().goals.get(goal_id)
    if g is None:
        return goal_id
    if g.kind == "courier" and g.district:
        return g.district
    return tr(lang, "tokens" if g.kind == "most_drops" else "letters")


def iter_piece_keys(view: Mapping[str, Any]) -> Iterable[str]:
    """The position keys every public piece of `view` must get (see `Renderer.compose`)."""
    for s in view.get("scouts") or []:
        if s.get("space"):
            yield f"scout:{s['id']}"
            if s.get("letters"):
                yield f"scout_letters:{s['id']}"
    tanks = view.get("tanks") or {}
    for sid in tanks:
        yield f"tank:{sid}"
    for sid in view.get("blocked") or []:
        if sid not in tanks:
            yield f"blocked:{sid}"
    for did in view.get("fallen") or []:
        yield f"fallen:{did}"
    for sid, n in (view.get("drops") or {}).items():
        if n:
            yield f"drop:{sid}"
    for lt in view.get("letters") or []:
        yield f"letter:{lt['id']}"
    for t in view.get("track") or []:
        yield f"order:{t['order']}"
        yield f"target:{t['order']}"
        yield f"carried:{t['carrier']}" if t.get("carrier") else f"order_tag:{t['order']}"
    if view.get("soldier"):
        yield "soldier"
    lib = view.get("liberator")
    if lib and lib.get("space"):
        yield "liberator"
    for p in view.get("players") or []:
        yield f"player:{p['colour']}"
    if view.get("result"):
        for s in view["result"].get("scores") or []:
            yield f"score:{s['colour']}"
