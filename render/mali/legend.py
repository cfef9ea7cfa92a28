"""The map's legend, bottom left: one row per kind of piece in play (it depends on the game's options)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from render.kit import paste
from render.mali import sprites
from render.mali.colours import INK, INK_SOFT, LEGEND_BG, RING_RIM, STREET

if TYPE_CHECKING:
    from render.mali.renderer import Renderer


def draw_legend(r: Renderer, im: Image.Image, soldier: bool, liberator: bool, mail: bool) -> None:
    """Draw the legend onto `im`: orders, tanks, and the soldier, Liberator and letters when in play."""
    k = r.k
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
    row = r.px(23)
    width = r.px(244)
    height = row * (len(items) + 1) + r.px(28)
    x0 = r.px(8)
    y0 = r.size[1] - r.px(8) - height
    d = ImageDraw.Draw(im)
    d.rectangle((x0, y0, x0 + width, y0 + height), fill=LEGEND_BG, outline=INK_SOFT, width=r.px(2))
    r.text(im, r.tr("legend"), (x0 + r.px(10), y0 + r.px(16)), "serif", 17, INK_SOFT, "lm")
    y = y0 + r.px(18) + row
    for sprite, key in items:
        paste(im, sprite, (x0 + r.px(26), y), "mm")
        r.text(im, r.tr(key), (x0 + r.px(50), y), "sans", 16, INK, "lm")
        y += row
    d.line((x0 + r.px(8), y, x0 + r.px(44), y), fill=RING_RIM, width=r.px(9))
    d.line((x0 + r.px(8), y, x0 + r.px(44), y), fill=STREET, width=r.px(4))
    r.text(im, r.tr("lg.ring"), (x0 + r.px(50), y), "sans", 16, INK, "lm")
