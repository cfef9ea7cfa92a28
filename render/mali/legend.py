"""The legend, a strip across the foot of the board: one entry per kind of piece in play (it depends on the
game's options), in three columns, with the game's title on its first line. Drawn once per options, into the
static layer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from render.kit import paste
from render.mali import sprites
from render.mali.colours import INK, INK_SOFT, LEGEND_BG, PLAYER_COLOURS, RING_RIM, ROW_URGENT, STREET, URGENT
from render.mali.grid import LEGEND_H, MARKER_R

if TYPE_CHECKING:
    from render.mali.renderer import Renderer

COLUMNS = 3
ROW = 34  # base px per entry row, when the strip has room for it
TOP = 40  # base px from the strip's top to its first row (the title line is above)
INSET_TOP, INSET_BOTTOM = 4, 10  # the strip's box within its band at the foot of the board


def rows_for(items: int) -> tuple[int, float]:
    """How many rows `items` entries take in the columns, and the base px per row: ROW, or less when every
    option is in play (13 entries: five rows, which at ROW would run past the foot of the board)."""
    rows = (items + COLUMNS - 1) // COLUMNS
    room = LEGEND_H - INSET_TOP - INSET_BOTTOM - TOP - 4  # (4: a margin below the last row)
    return rows, min(float(ROW), room / rows)


def _scouts(k: float) -> Image.Image:
    """The four players' pieces side by side: each colour has its own shape."""
    parts = [sprites.scout(c, "", 10, k) for c in PLAYER_COLOURS]
    out = Image.new("RGBA", (sum(p.width for p in parts), max(p.height for p in parts)), (0, 0, 0, 0))
    x = 0
    for p in parts:
        out.alpha_composite(p, (x, (out.height - p.height) // 2))
        x += p.width
    return out


def _urgent(k: float) -> Image.Image:
    w, h = int(40 * k), int(24 * k)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    ImageDraw.Draw(im).rectangle((0, 0, w - 1, h - 1), fill=(*ROW_URGENT, 255), outline=(*URGENT, 255),
                                 width=max(int(4 * k), 1))
    return im


def _ring(k: float) -> Image.Image:
    w, h = int(40 * k), int(12 * k)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.line((0, h / 2, w, h / 2), fill=(*RING_RIM, 255), width=max(int(9 * k), 1))
    d.line((0, h / 2, w, h / 2), fill=(*STREET, 255), width=max(int(4 * k), 1))
    return im


def entries(k: float, soldier: bool, liberator: bool, mail: bool) -> list[tuple[Image.Image, str]]:
    """The legend's entries (sprite, words key), in order: the soldier, Liberator and letters only when in play."""
    items: list[tuple[Image.Image, str]] = [
        (_scouts(k), "lg.scout"),
        (sprites.order_tag(7, k), "lg.order"),
        (sprites.target_flag(7, k), "lg.target"),
        (sprites.tag("7 → …", PLAYER_COLOURS["green"], k, size=16), "lg.carried"),
        (_urgent(k), "lg.urgent"),
        (sprites.tank(False, k * 0.8), "lg.small_tank"),
        (sprites.tank(True, k * 0.7), "lg.large_tank"),
    ]
    if soldier:
        items.append((sprites.soldier(k * 0.7), "lg.soldier"))
    if liberator:
        items += [(sprites.liberator(k * 0.55), "lg.liberator"), (sprites.next_stop(k * 0.7, MARKER_R), "lg.next_stop"),
                  (sprites.drop(k * 0.65), "lg.drop")]
    if mail:
        items.append((sprites.envelope("MO", k), "lg.letter"))
    items.append((_ring(k), "lg.ring"))
    return items


def draw_legend(r: Renderer, im: Image.Image, soldier: bool, liberator: bool, mail: bool) -> None:
    """Draw the legend onto `im`: scouts, orders, tanks, and the soldier, Liberator and letters when in play."""
    items = entries(r.k, soldier, liberator, mail)
    x0, x1 = r.px(10), r.size[0] - r.px(10)
    y0, y1 = r.size[1] - r.px(LEGEND_H) + r.px(INSET_TOP), r.size[1] - r.px(INSET_BOTTOM)
    d = ImageDraw.Draw(im)
    d.rectangle((x0, y0, x1, y1), fill=LEGEND_BG, outline=INK_SOFT, width=max(r.px(2), 1))
    r.text(im, r.tr("legend"), (x0 + r.px(12), y0 + r.px(20)), "serif", 19, INK_SOFT, "lm")
    r.text(im, r.tr("title"), (x1 - r.px(12), y0 + r.px(20)), "serif", 18, INK_SOFT, "rm", spacing=1)
    col_w = (x1 - x0) / COLUMNS
    rows, row_h = rows_for(len(items))
    for i, (sprite, key) in enumerate(items):
        col, row = divmod(i, rows)
        cx = x0 + col * col_w + r.px(44)
        y = y0 + r.px(TOP + row_h / 2 + row * row_h)
        scale = min(1.0, r.px(78) / sprite.width)  # within its column, and in the tighter rows within its row
        if row_h < ROW:
            scale = min(scale, r.px(row_h - 2) / sprite.height)
        if scale < 1:
            sprite = sprite.resize((max(1, round(sprite.width * scale)), max(1, round(sprite.height * scale))))
        paste(im, sprite, (cx, y), "mm")
        r.text(im, r.tr(key), (cx + r.px(46), y), "sans", 17, INK, "lm")

