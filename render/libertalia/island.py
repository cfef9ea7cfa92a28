"""The island: today's characters left (low) to right (high) as they stand (RULES.md LT-6.3, LT-11.3).

Each card shows its rank big, the character's name and its owner (a band in the owner's colour with their
badge and name); the Midshipman is a grey card of its own. With two players the slots S1, S2, M, R1 …
are kept, so an empty slot shows as a dashed gap; the card waiting for its owner's choice is outlined.
"""

from __future__ import annotations

from render.libertalia import sprites
from render.libertalia.colours import (
    HIGHLIGHT_EDGE,
    INK,
    INK_SOFT,
    MIDSHIPMAN,
    SECTION_EDGE,
    SLOT_EMPTY,
    ink_on,
    player_rgb,
    tint,
)
from render.libertalia.context import Ctx
from render.libertalia.model import Board, IslandCard
from render.libertalia.strip import MARGIN, MIN_TEXT, Strip, W

HEAD = 48
CARD_H = 232
GAP = 10
MAX_CARD_W = 180


def slots(b: Board) -> list[IslandCard | None]:
    """The island's cards by slot, with None where a slot between two cards is empty."""
    if not b.island:
        return []
    by_slot = {c.slot: c for c in b.island}
    lo, hi = min(min(by_slot), 1), max(by_slot)  # slots count from 1 (S1 with two players, LT-11.3)
    if hi - lo + 1 > 2 * len(by_slot) + 2:  # slots that are not positions: just keep the order
        return list(b.island)
    return [by_slot.get(i) for i in range(lo, hi + 1)]


def rank_text(rank: float) -> str:
    return str(int(rank)) if rank == int(rank) else f"{int(rank)}½"


def draw_island(ctx: Ctx, b: Board) -> Strip:
    cards = slots(b)
    s = Strip(HEAD + (CARD_H if cards else 90) + 16)
    s.put(ctx.t("board.island"), (MARGIN, 6, W - MARGIN, HEAD - 4), "bold", 30)
    y = HEAD
    if not cards:
        s.panel((MARGIN, y, W - MARGIN, y + 90), fill=SLOT_EMPTY)
        empty = "board.island.empty" if b.phase in ("selection", "day", "") else "board.island.left"  # not "yet"
        s.put(ctx.t(empty), (MARGIN + 20, y, W - MARGIN - 20, y + 90), "sans", 24, INK_SOFT, "m")
        return s
    n = len(cards)
    cw = min(MAX_CARD_W, (W - 2 * MARGIN - GAP * (n - 1)) // n)
    x = (W - (n * cw + (n - 1) * GAP)) // 2
    for i, c in enumerate(cards):
        box = (x, y, x + cw, y + CARD_H)
        if c is None:
            _empty(s, box)
        else:
            owner = ctx.name(c.owner) if c.owner else ""
            s.piece(("island", ctx.lang, c, owner), (box[0], box[1], box[2] + 1, box[3] + 1), s.bg,
                    lambda t, c=c, cw=cw: _card(ctx, t, c, (0, 0, cw, CARD_H)))  # type: ignore[misc]
            key = f"island:{c.owner or 'midshipman'}:{rank_text(c.rank)}"
            s.positions[key] = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
        s.positions[f"slot:{i}"] = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
        x += cw + GAP
    return s


def _empty(s: Strip, box: tuple[int, int, int, int]) -> None:
    x0, y0, x1, y1 = box
    s.draw.rounded_rectangle(box, radius=14, fill=SLOT_EMPTY)
    dash = 14
    for xx in range(x0 + 10, x1 - 10, 2 * dash):
        s.draw.line((xx, y0 + 1, min(xx + dash, x1 - 10), y0 + 1), fill=SECTION_EDGE, width=3)
        s.draw.line((xx, y1 - 2, min(xx + dash, x1 - 10), y1 - 2), fill=SECTION_EDGE, width=3)


def _card(ctx: Ctx, s: Strip, c: IslandCard, box: tuple[int, int, int, int]) -> None:
    x0, y0, x1, y1 = box
    colour = player_rgb(c.owner) if c.owner else MIDSHIPMAN
    band = 46
    edge = HIGHLIGHT_EDGE if c.acting else INK
    s.draw.rounded_rectangle(box, radius=14, fill=tint(colour), outline=edge, width=7 if c.acting else 3)
    s.draw.rounded_rectangle((x0 + 3, y0 + 3, x1 - 3, y0 + band), radius=11, fill=colour)
    s.draw.rectangle((x0 + 3, y0 + band - 12, x1 - 3, y0 + band), fill=colour)
    on_band = ink_on(colour)
    if c.owner:
        s.sprite(sprites.badge(c.owner, 30), (x0 + 22, y0 + 3 + band // 2))
        s.put(ctx.name(c.owner), (x0 + 41, y0 + 6, x1 - 8, y0 + band), "bold", MIN_TEXT, on_band)
    else:
        s.put(ctx.character(c.rank), (x0 + 8, y0 + 6, x1 - 8, y0 + band), "bold", MIN_TEXT, on_band, "m")
    s.put(rank_text(c.rank), (x0 + 6, y0 + band + 8, x1 - 6, y0 + band + 96), "bold", 76, INK, "m", min_size=40)
    if c.owner:
        s.put(ctx.character(int(c.rank)), (x0 + 6, y0 + band + 100, x1 - 6, y1 - 8), "bold", 23, INK, "m",
              lines=2)
