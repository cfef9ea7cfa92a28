"""The board's PNG palette: the design's flat inks kept exact, plus a median cut of what frames are made of.

The median cut takes about half a second per size and language, so the palettes of the default size are
shipped in palette_data.py, each under a fingerprint of the images it was cut from. A renderer starts with
the shipped palette for its size and language, and checks the fingerprint (building those images, a few
tens of ms) after its first board or in the start-up warm-up: a changed drawing, board or font then gets a
fresh median cut from there on, until the data is regenerated with

    python -m render.mali.palette_tool
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from PIL import Image

from render.codec import median_cut
from render.kit import RGB, paste, text_sprite
from render.mali import sprites
from render.mali.colours import (
    ARROW,
    DISTRICT_TINT,
    FLAG,
    INK,
    INK_SOFT,
    MARKER_FILL,
    PANEL_BG,
    PAPER_TAG,
    PLAYER_COLOURS,
    PRAGA,
    ROW_BG,
    ROW_URGENT,
    ROW_WIN,
    STREET,
    STREET_CASE,
    URGENT,
    WATER,
)
from render.mali.palette_data import PALETTES, SHIPPED

if TYPE_CHECKING:
    from render.mali.renderer import Renderer

COLOURS = 256


def key_colours() -> list[RGB]:
    """The flat inks of the design, kept exactly in the palette."""
    keys: list[RGB] = [INK, INK_SOFT, URGENT, (255, 255, 255), FLAG, ARROW, PANEL_BG, ROW_BG,
                       ROW_URGENT, ROW_WIN, PAPER_TAG, WATER, PRAGA, STREET, STREET_CASE, MARKER_FILL]
    keys += list(PLAYER_COLOURS.values())
    keys += list(DISTRICT_TINT.values())
    return keys


def samples(r: Renderer) -> list[Image.Image]:
    """What frames are made of: the static layer, fallen districts, and a sheet of every piece."""
    full = r.static_for({"variant": "basic", "liberator": True, "mail": True})
    fallen = full.copy()
    for did in r.data.districts:
        r.fallen.paste(fallen, did)
    sheet = Image.new("RGB", (r.px(800), r.px(400)), PANEL_BG)
    x = y = r.px(10)
    pieces: list[Image.Image] = []
    for colour, rgb in PLAYER_COLOURS.items():
        pieces.append(sprites.scout(colour, "3", 15, r.k))
        pieces.append(sprites.scout(colour, "", 12, r.k))
        pieces.append(sprites.tag("12 → Ąę", rgb, r.k))
        pieces.append(sprites.tag("MO CZ", rgb, r.k, icon="letter"))
    pieces += [sprites.tank(False, r.k), sprites.tank(True, r.k), sprites.soldier(r.k), sprites.next_stop(r.k, 23),
               sprites.liberator(r.k), sprites.drop(r.k), sprites.order_tag(12, r.k),
               sprites.order_tag(12, r.k, True), sprites.target_flag(12, r.k),
               sprites.envelope("MO", r.k), sprites.count_badge(3, r.k)]
    for bg in (ROW_BG, ROW_URGENT, PANEL_BG, URGENT, ROW_WIN):
        block = Image.new("RGB", (r.px(120), r.px(40)), bg)
        paste(block, text_sprite("Ąę 12 →", "bold", r.px(20), INK), (r.px(4), r.px(20)), "lm")
        pieces.append(block.convert("RGBA"))
    for p in pieces:
        if x + p.width > sheet.width:
            x, y = r.px(10), y + r.px(60)
        paste(sheet, p, (x, y), "lt")
        x += p.width + r.px(6)
    return [full, fallen, sheet, sheet, sheet]


def fingerprint(images: list[Image.Image], exact: list[RGB]) -> str:
    """A hash of everything the median cut depends on: the sample pixels, the exact colours, their count."""
    h = hashlib.sha256(f"{COLOURS}:{exact}".encode())
    for im in images:
        h.update(f"{im.mode}{im.size}".encode())
        h.update(im.tobytes())
    return h.hexdigest()


def shipped_palette(width: int, lang: str) -> list[int] | None:
    """The palette shipped for this size and language, unchecked (see `board_palette` for the check)."""
    key = SHIPPED.get((width, lang))
    return list(bytes.fromhex(PALETTES[key])) if key in PALETTES else None


def board_palette(r: Renderer) -> list[int]:
    """The palette for `r`'s frames: the shipped one when its fingerprint matches, else a fresh median cut."""
    images, exact = samples(r), key_colours()
    shipped = PALETTES.get(fingerprint(images, exact))
    if shipped is not None:
        return list(bytes.fromhex(shipped))
    return median_cut(images, exact, COLOURS)
