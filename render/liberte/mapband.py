"""The map (LB-1.1, 1.2): no coordinates exist in the data, so the provinces are laid out by region, each
region under a header in its tint, its provinces in election order, five to a row. A province shows its number
and name, its marks (counter-revolution, VP, Paris) and up to three stacks: blocks in the faction's colour,
as many as the stack holds, the count written on the top block and the controller's token on top.

A CR mark is lit while white controls the province (LB-8.4), so the counter-revolution's count reads off the
map. Each province cell is a cached piece: a board after one action redraws only the cells that changed.
"""

from __future__ import annotations

from data.liberte.loader import Province
from render.liberte import sprites
from render.liberte.colours import (
    FACTION_COLOURS,
    FACTION_RIM,
    GOLD,
    HEAD_BG,
    HIGHLIGHT,
    HIGHLIGHT_EDGE,
    INK,
    INK_SOFT,
    PAPER,
    SECTION_BG,
    SECTION_EDGE,
    WHITE,
    ink_on,
    region_tint,
)
from render.liberte.context import Ctx
from render.liberte.model import Board, Stack, white_controlled
from render.liberte.strip import MARGIN, Strip, W

PER_ROW = 5
GAP = 8
CELL_W = (W - 2 * MARGIN - GAP * (PER_ROW - 1)) // PER_ROW  # 200
CELL_H = 178
TITLE = 52
LEGEND_ROW = 36
REGION_HEAD = 42
TAG_W, TAG_H = 54, 32
BLOCK_W, BLOCK_H = 40, 23
TOKEN = 32
SLOT_W = 45


def legend(ctx: Ctx) -> list[tuple[str, str]]:
    """The marks a province can carry, each with what it means."""
    return [("cr", ctx.t("board.legend.cr")), ("vp", ctx.t("board.legend.vp")), ("paris", ctx.t("board.legend.paris"))]


def map_height(ctx: Ctx) -> int:
    rows = 0
    for region in ctx.regions():
        n = sum(1 for p in ctx.data.provinces if p.region == region.id)
        rows += max((n + PER_ROW - 1) // PER_ROW, 1)
    return TITLE + LEGEND_ROW * 3 + 8 + len(ctx.regions()) * (REGION_HEAD + 6) + rows * (CELL_H + GAP) + 8


def tag(ctx: Ctx, s: Strip, kind: str, box: tuple[int, int, int, int], lit: bool = False, vp: int = 0) -> None:
    """A province mark: "CR" (lit while white holds it), "2 VP" in gold, Paris's star on dark blue."""
    if kind == "cr":
        s.panel(box, fill=HIGHLIGHT if lit else WHITE, outline=HIGHLIGHT_EDGE if lit else INK, width=3 if lit else 2,
                radius=7)
        s.put(ctx.t("board.mark.cr"), box, "bold", 22, INK, "m")
    elif kind == "vp":
        s.panel(box, fill=GOLD, outline=INK, width=2, radius=7)
        s.put(ctx.t("board.mark.vp", vp=max(vp, 1)), box, "bold", 22, INK, "m")
    else:
        s.panel(box, fill=HEAD_BG, outline=INK, width=2, radius=7)
        s.put("★", box, "bold", 24, HIGHLIGHT, "m")


def draw_map(ctx: Ctx, b: Board) -> Strip:
    s = Strip(map_height(ctx), PAPER)
    s.put(ctx.t("board.map"), (MARGIN, 8, W - MARGIN, TITLE - 4), "bold", 32, INK)
    y = TITLE
    for kind, meaning in legend(ctx):
        tag(ctx, s, kind, (MARGIN, y + 3, MARGIN + TAG_W + (10 if kind == "vp" else 0), y + LEGEND_ROW - 3),
            vp=1)
        s.put(meaning, (MARGIN + TAG_W + 24, y, W - MARGIN, y + LEGEND_ROW), "sans", 24, INK_SOFT)
        y += LEGEND_ROW
    y += 8
    for index, region in enumerate(ctx.regions()):
        tint = region_tint(region.card_colour, index)
        number = index + 1
        s.panel((MARGIN, y, W - MARGIN, y + REGION_HEAD), fill=tint, outline=SECTION_EDGE, width=2, radius=10)
        s.panel((MARGIN + 8, y + 7, MARGIN + 40, y + REGION_HEAD - 7), fill=WHITE, outline=INK, width=2, radius=6)
        s.put(str(number), (MARGIN + 8, y + 7, MARGIN + 40, y + REGION_HEAD - 7), "bold", 22, INK, "m")
        s.put(region.name, (MARGIN + 52, y + 4, W - MARGIN - 12, y + REGION_HEAD - 4), "bold", 26, INK)
        s.positions[f"region:{region.id}"] = (MARGIN + 24, y + REGION_HEAD // 2)
        y += REGION_HEAD + 6
        provinces = [p for p in ctx.data.provinces if p.region == region.id]
        for i, prov in enumerate(provinces):
            x = MARGIN + (i % PER_ROW) * (CELL_W + GAP)
            yy = y + (i // PER_ROW) * (CELL_H + GAP)
            stacks = b.stacks(prov.order)
            lit = prov.cr and white_controlled(stacks)
            key = ("province", ctx.lang, ctx.folder, prov.order, stacks, lit)
            s.piece(key, (x, yy, x + CELL_W, yy + CELL_H), PAPER,
                    lambda t, prov=prov, stacks=stacks, lit=lit, tint=tint: _cell(  # type: ignore[misc]
                        ctx, t, prov, stacks, lit, tint))
            s.positions[f"province:{prov.order}"] = (x + CELL_W // 2, yy + CELL_H // 2)
            for j, st in enumerate(stacks[:3]):
                s.positions[f"stack:{prov.order}:{st.owner}"] = (x + 58 + j * SLOT_W + SLOT_W // 2, yy + CELL_H - 20)
        y += max((len(provinces) + PER_ROW - 1) // PER_ROW, 1) * (CELL_H + GAP)
    return s


def _cell(ctx: Ctx, s: Strip, prov: Province, stacks: tuple[Stack, ...], lit: bool, tint: tuple[int, int, int]
          ) -> None:
    s.panel((0, 0, CELL_W - 1, CELL_H - 1), fill=tint, outline=SECTION_EDGE, width=2, radius=10)
    disc = (6, 8, 44, 46)
    s.panel(disc, fill=GOLD if prov.paris else SECTION_BG, outline=INK, width=2, radius=19)
    s.put(str(prov.order), disc, "bold", 24, INK, "m")
    s.put(prov.name, (50, 4, CELL_W - 6, 62), "bold", 24, INK, lines=2)
    y = 66
    marks: list[tuple[str, int]] = []
    if prov.cr:
        marks.append(("cr", 0))
    if prov.vp:
        marks.append(("vp", prov.vp))
    if prov.paris:
        marks.append(("paris", 0))
    for kind, vp in marks:
        tag(ctx, s, kind, (4, y, 4 + TAG_W, y + TAG_H), lit=lit, vp=vp)
        y += TAG_H + 5
    base = CELL_H - 8
    for j, st in enumerate(stacks[:3]):
        x = 62 + j * SLOT_W
        top = base
        for k in range(max(min(st.n, 3), 1)):
            y1 = base - k * (BLOCK_H + 2)
            top = y1 - BLOCK_H
            s.panel((x, top, x + BLOCK_W, y1), fill=FACTION_COLOURS.get(st.faction, SECTION_BG),
                    outline=FACTION_RIM.get(st.faction, INK), width=2, radius=4)
        s.put(str(st.n), (x, top, x + BLOCK_W, top + BLOCK_H), "bold", 22,
              ink_on(FACTION_COLOURS.get(st.faction, SECTION_BG)), "m")
        s.sprite(sprites.badge(st.owner, TOKEN), (x + BLOCK_W / 2, top - TOKEN / 2 - 1))
