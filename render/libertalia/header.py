"""The board's top band: voyage, day and phase in big letters, then who the table is waiting for."""

from __future__ import annotations

from render.libertalia import sprites
from render.libertalia.colours import HEAD_BG, HEAD_INK, HIGHLIGHT, INK, INK_SOFT, PAPER
from render.libertalia.context import Ctx
from render.libertalia.model import Board
from render.libertalia.strip import MARGIN, Strip, W

BAR = 96
ROW = 46
PER_ROW = 3


def waiting_list(b: Board) -> list[str]:
    """Who owes an action now: the pending choices' choosers first, then the view's waiting list."""
    out = [q.player for q in b.pending]
    out += [c for c in b.waiting if c not in out]
    return [] if b.ended else out


def draw_header(ctx: Ctx, b: Board) -> Strip:
    waiting = waiting_list(b)
    rows = (len(waiting) + PER_ROW - 1) // PER_ROW
    s = Strip(BAR + (16 + 40 + rows * ROW if waiting else 12), PAPER)
    s.draw.rectangle((0, 0, W, BAR), fill=HEAD_BG)
    if b.ended:
        head = f"{ctx.t('board.title')} · {ctx.phase('ended')}"
        s.put(head, (MARGIN, 8, W - MARGIN, BAR - 8), "bold", 44, HEAD_INK)
    else:
        head = f"{ctx.t('board.voyage', voyage=b.voyage, voyages=b.voyages)} · {ctx.t('board.day', day=b.day, days=b.days)}"
        box = s.put(head, (MARGIN, 8, W * 3 // 5, BAR - 8), "bold", 44, HEAD_INK)
        phase = ctx.phase(b.phase) if b.phase else ""
        s.put(phase, (box[2] + 24, 8, W - MARGIN, BAR - 8), "bold", 34, HIGHLIGHT, "r")
    s.positions["header"] = (MARGIN, BAR // 2)
    if not waiting:
        return s
    y = BAR + 12
    s.put(f"{ctx.t('board.waiting')}:", (MARGIN, y, W - MARGIN, y + 36), "bold", 26, INK)
    y += 40
    col = (W - 2 * MARGIN) // PER_ROW
    choosing = {q.player: q for q in b.pending}
    for i, c in enumerate(waiting):
        x = MARGIN + (i % PER_ROW) * col
        yy = y + (i // PER_ROW) * ROW
        s.sprite(sprites.badge(c, 34), (x + 18, yy + ROW // 2))
        name = ctx.name(c)
        q = choosing.get(c)
        box = s.put(name, (x + 42, yy + 4, x + col - 10, yy + ROW - 4), "bold", 24, INK)
        if q is not None and box[2] < x + col - 60:
            s.put(f"({ctx.t('board.chooses')})", (box[2] + 6, yy + 4, x + col - 10, yy + ROW - 4), "sans", 19,
                  INK_SOFT)
        s.positions[f"waiting:{c}"] = (x + 18, yy + ROW // 2)
    return s
