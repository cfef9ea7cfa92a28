"""The static layer of Mali Powstańcy's board, drawn once per size and language: districts and their borders,
the Vistula and Praga, the outskirts ring, streets, space markers and names, compass, and the panel's frame.

Shapes are drawn at twice the size and reduced (antialiasing); text is drawn afterwards at full size.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from render.geometry import chaikin, river_banks
from render.kit import darker, max_filter, paste, stripe_mask, text_sprite, text_width, wrap
from render.mali import sprites
from render.mali.colours import (
    DISTRICT_TINT,
    HALO,
    INK,
    INK_FAINT,
    INK_SOFT,
    LAND_OUT,
    MARKER_FILL,
    PANEL_BG,
    PANEL_EDGE,
    PAPER,
    PRAGA,
    RING_BAND,
    RING_RIM,
    STREET,
    STREET_CASE,
    WATER,
    WATER_EDGE,
)
from render.mali.grid import (
    DISTRICT_LABEL_AT,
    GX0,
    LABEL_SIDE,
    MAP_H,
    MAP_W,
    MARKER_R,
    MIN_TEXT,
    RIVER,
    RIVER_WIDTH,
    SX,
)

if TYPE_CHECKING:
    from render.mali.renderer import Renderer

Box = tuple[int, int, int, int]
LabelSprite = tuple[Image.Image, tuple[float, float], str]
BORDER_TILE, PASTE_TILE = 256, 128  # px of the supersampled image: see `borders` and `paste_sparse`


_shapes: dict[tuple[int, int], Image.Image] = {}  # by size: the shapes do not depend on the language
_shapes_lock = threading.Lock()


def build_base(r: Renderer) -> Image.Image:
    """The map and the empty panel below it, without the legend (which depends on the game's options)."""
    with _shapes_lock:
        shapes = _shapes.get(r.size)
        if shapes is None:
            shapes = _shapes[r.size] = build_shapes(r)
    im = shapes.copy()
    static_text(r, im)
    return im


def build_shapes(r: Renderer) -> Image.Image:
    """The base without its words, the same in every language: drawn once per size, shared by languages.

    The layers that cover part of the map (borders, Praga's hatching, the ring band) are combined only inside
    their bounding boxes, which gives the same pixels as working on the whole supersampled image.
    """
    k = r.k
    W, H = r.size
    F = 2  # supersampling for the shapes; text is drawn afterwards at full size
    big = Image.new("RGB", (W * F, H * F), LAND_OUT)
    d = ImageDraw.Draw(big)

    def gp(x: float, y: float) -> tuple[float, float]:
        px, py = r.grid_px(x, y)
        return (px * F, py * F)

    def c2(sid: str) -> tuple[float, float]:
        x, y = r.centres[sid]
        return (x * F, y * F)

    # district areas
    for sid, cell in r.cells.items():
        if len(cell) >= 3:
            d.polygon([gp(*p) for p in cell], fill=DISTRICT_TINT.get(r.data.spaces[sid].district, PAPER))
    # district borders: edges of an index image, thickened, dashed by a stripe pattern
    idx = Image.new("L", big.size, 0)
    di = ImageDraw.Draw(idx)
    order = list(r.data.districts)
    for sid, cell in r.cells.items():
        if len(cell) >= 3:
            di.polygon([gp(*p) for p in cell], fill=1 + order.index(r.data.spaces[sid].district) * 30)
    borders(big, idx, 5 if k >= 0.75 else 3, int(26 * k * F), int(15 * k * F))
    d.line([gp(*p) for p in [*r.outline, r.outline[0]]], fill=INK_SOFT, width=int(3 * k * F), joint="curve")
    # Praga and the Vistula
    river = chaikin(RIVER, rounds=3, closed=False)
    west, east = river_banks(river, RIVER_WIDTH)
    far = (MAP_W + 40) / (SX) + GX0
    praga = [gp(*p) for p in east] + [gp(far, east[-1][1]), gp(far, east[0][1])]
    d.polygon(praga, fill=PRAGA)
    pmask = Image.new("L", big.size, 0)
    ImageDraw.Draw(pmask).polygon(praga, fill=255)
    # the hatch and the ring band are one flat colour each: paste the colour through their alpha
    box = pmask.getbbox()
    if box is not None:
        hatch = stripe_mask(big.size, int(18 * k * F), int(2 * k * F), box, 90)
        big.paste(INK_FAINT, box, ImageChops.multiply(pmask.crop(box), hatch))
    water = [gp(*p) for p in west] + [gp(*p) for p in reversed(east)]
    d.polygon(water, fill=WATER)
    d.line([gp(*p) for p in west], fill=WATER_EDGE, width=int(3 * k * F), joint="curve")
    d.line([gp(*p) for p in east], fill=WATER_EDGE, width=int(3 * k * F), joint="curve")
    for off in (0.22, -0.22):
        ripple = [(x + off * 0.6, y) for x, y in river[4:-4]]
        d.line([gp(*p) for p in ripple], fill=darker(WATER, 0.93), width=int(2 * k * F))
    # the outskirts ring: a soft band under its streets (its alpha drawn alone, as RING_BAND's alpha would be)
    band = Image.new("L", big.size, 0)
    ring = list(r.data.ring)
    ImageDraw.Draw(band).line([c2(s) for s in [*ring, ring[0]]], fill=RING_BAND[3], width=int(30 * k * F),
                              joint="curve")
    paste_sparse(big, RING_BAND[:3], band)
    # streets
    streets = connections(r)
    for a, b in streets:
        d.line([c2(a), c2(b)], fill=STREET_CASE, width=int(12 * k * F))
    for a, b in streets:
        d.line([c2(a), c2(b)], fill=STREET, width=int(7 * k * F))
    # markers
    mr = MARKER_R * k * F
    for sid, s in r.data.spaces.items():
        cx, cy = c2(sid)
        if s.ring:
            rr = mr + 5 * k * F
            d.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=RING_RIM)
        d.ellipse((cx - mr, cy - mr, cx + mr, cy + mr), fill=MARKER_FILL, outline=INK, width=int(3 * k * F))
        ir = 5 * k * F
        tint = darker(DISTRICT_TINT.get(s.district, PAPER), 0.7)
        d.ellipse((cx - ir, cy - ir, cx + ir, cy + ir), fill=tint)
    # a map's neatline
    inset = 7 * k * F
    d.rectangle((inset, inset, MAP_W * k * F - inset, MAP_H * k * F - inset), outline=INK_SOFT,
                width=int(1.5 * k * F))
    # the panel, below the map
    d.rectangle((0, MAP_H * k * F, W * F, H * F), fill=PANEL_BG)
    d.line((0, MAP_H * k * F, W * F, MAP_H * k * F), fill=PANEL_EDGE, width=int(4 * k * F))
    d.rectangle((0, 0, W * F - 1, H * F - 1), outline=PANEL_EDGE, width=int(4 * k * F))
    return big.reduce(F)


def borders(big: Image.Image, idx: Image.Image, size: int, period: int, width: int) -> None:
    """Paint the dashed district borders: where `idx` (district numbers) changes, thickened by a `size` max
    filter and cut by 45° stripes.

    Worked out tile by tile, skipping tiles whose surroundings hold one district: borders are thin, so most
    of the map is skipped. Each tile is filtered with `reach` pixels around it, as far as its pixels look
    (the edge filter's one pixel, then half the max filter), so the result is the same as filtering the whole
    image at once (the edge filter copies the image's outermost pixels, so a tile on the image's edge inside
    a district is not skipped).
    """
    box = idx.getbbox()
    if box is None:
        return
    reach = size // 2 + 1
    ink = darker(INK_SOFT, 0.9)
    w, h = big.size
    for tile in tiles(grown(box, size, big.size), BORDER_TILE):
        around = grown(tile, reach, big.size)
        part = idx.crop(around)
        lo, hi = part.getextrema()
        on_edge = around[0] == 0 or around[1] == 0 or around[2] == w or around[3] == h
        if lo == hi and (lo == 0 or not on_edge):
            continue
        edges = max_filter(part.filter(ImageFilter.FIND_EDGES).point(lambda v: 255 if v else 0), size)
        inner = (tile[0] - around[0], tile[1] - around[1], tile[2] - around[0], tile[3] - around[1])
        dash = stripe_mask(big.size, period, width, tile)
        # both masks hold only 0 and 255, so their product does too: paste through it as a bilevel mask,
        # which sets pixels instead of blending every one of them
        big.paste(ink, tile, ImageChops.multiply(edges.crop(inner), dash).convert("1", dither=Image.Dither.NONE))


def paste_sparse(big: Image.Image, colour: tuple[int, int, int], mask: Image.Image) -> None:
    """`big.paste(colour, (0, 0), mask)` for a mask that is mostly empty: tile by tile, skipping empty tiles
    (blending through a mask costs as much for its empty pixels as for the others)."""
    box = mask.getbbox()
    if box is None:
        return
    for tile in tiles(box, PASTE_TILE):
        part = mask.crop(tile)
        if part.getbbox() is not None:
            big.paste(colour, tile, part)


def tiles(box: Box, size: int) -> list[Box]:
    """`box` cut into squares of `size` (smaller at its right and bottom edges)."""
    x0, y0, x1, y1 = box
    return [(x, y, min(x + size, x1), min(y + size, y1)) for y in range(y0, y1, size) for x in range(x0, x1, size)]


def grown(box: Box, by: int, size: tuple[int, int]) -> Box:
    """`box` grown by `by` pixels on every side, within an image of `size`."""
    return (max(box[0] - by, 0), max(box[1] - by, 0), min(box[2] + by, size[0]), min(box[3] + by, size[1]))


def connections(r: Renderer) -> list[tuple[str, str]]:
    """Every street once, as a pair of space ids."""
    seen: list[tuple[str, str]] = []
    for sid, s in r.data.spaces.items():
        for other in s.connections:
            if sid < other:
                seen.append((sid, other))
    return seen


def static_text(r: Renderer, im: Image.Image) -> None:
    """District, river and space names, the compass and the cartouche (Warsaw, August 1944)."""
    for did in r.data.districts:
        district_label(r, im, did)
    # the river
    river_label = text_sprite(r.tr("river"), "serif", r.px(26), WATER_EDGE, None, 0, r.px(4))
    rx, ry = r.grid_px(14.28, 6.3)
    paste(im, sprites.rotated(river_label, -88), (rx, ry), "mm")
    # space names
    for sid in r.data.spaces:
        paste_label(r, im, sid)
    # compass and cartouche, top left
    cx, cy = r.px(34), r.px(58)
    d = ImageDraw.Draw(im)
    s = r.px(24)
    d.polygon([(cx, cy - s), (cx + s * 0.34, cy + s * 0.1), (cx, cy - s * 0.15)], fill=INK)
    d.polygon([(cx, cy - s), (cx - s * 0.34, cy + s * 0.1), (cx, cy - s * 0.15)], fill=INK_FAINT, outline=INK)
    r.text(im, "N", (cx, cy - s - r.px(10)), "serif", MIN_TEXT, INK, "mm")
    r.text(im, "WARSZAWA", (cx + r.px(24), cy - r.px(22)), "serif", 22, INK_SOFT, "lm", spacing=3)
    r.text(im, "SIERPIEŃ 1944" if r.lang == "pl" else "AUGUST 1944", (cx + r.px(24), cy + r.px(4)),
           "serif", MIN_TEXT, INK_SOFT, "lm", spacing=2)


NAME_TEXT = MIN_TEXT  # base px: a space's name
NAME_W = 170  # base px: a name wider than this takes two lines


def label_lines(r: Renderer, sid: str) -> list[str]:
    """A space's name, wrapped to two lines when it is long."""
    name = r.data.spaces[sid].name
    if text_width(name, "bold", r.px(NAME_TEXT)) <= r.px(NAME_W):
        return [name]
    return wrap(name, "bold", r.px(NAME_TEXT), r.px(NAME_W))


def label_sprites(r: Renderer, sid: str) -> list[LabelSprite]:
    """A space's name as sprites with their anchor points: below its marker unless LABEL_SIDE says."""
    cx, cy = r.centres[sid]
    lines = label_lines(r, sid)
    lh = r.px(NAME_TEXT + 3)
    side = LABEL_SIDE.get(sid, "below")
    out: list[LabelSprite] = []
    for i, line in enumerate(lines):
        sprite = text_sprite(line, "bold", r.px(NAME_TEXT), INK, HALO, r.px(3))
        if side == "below":
            out.append((sprite, (cx, cy + r.px(MARKER_R + 6) + lh / 2 + i * lh), "mm"))
        elif side == "above":
            out.append((sprite, (cx, cy - r.px(MARKER_R + 6) - lh / 2 - (len(lines) - 1 - i) * lh), "mm"))
        else:
            sign = 1 if side == "right" else -1
            x = cx + sign * r.px(MARKER_R + 8)
            out.append((sprite, (x, cy - (len(lines) - 1) * lh / 2 + i * lh), "lm" if sign > 0 else "rm"))
    return out


def district_label(r: Renderer, canvas: Image.Image, did: str) -> Box:
    """A district's name in spaced capitals, in a darker shade of its tint."""
    gx, gy = DISTRICT_LABEL_AT.get(did, (0.0, 0.0))
    tint = DISTRICT_TINT.get(did, PAPER)
    return r.text(canvas, r.data.districts[did].upper(), r.grid_px(gx, gy), "serif", MIN_TEXT, darker(tint, 0.5), "mm",
                  tint, 3, spacing=3)


def paste_label(r: Renderer, canvas: Image.Image, sid: str) -> list[Box]:
    """A space's name pasted again (over a fallen district or the plane), so it stays readable."""
    return [paste(canvas, sprite, xy, anchor) for sprite, xy, anchor in r.labels[sid]]
