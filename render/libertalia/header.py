"""The board's top band: voyage, day and phase in big letters, then who the table is waiting for."""

from __future__ import annotations

from render.kit import text_width
from render.libertalia import sprites
from render.libertalia.colours import HEAD_BG, HEAD_INK, HIGHLIGHT, INK, INK_SOFT, PAPER
from render.libertalia.context import Ctx
from render.libertalia.model import Board
from render.libertalia.strip import MARGIN, Strip, W

BAR = 96
ROW = 46
PER_ROW = 3
DEALT = 42
LABEL_W = 260  # the "waiting for" label's room at most; the names start after it


def waiting_list(b: Board) -> list[str]:
    """Who owes an action now: the pending choices' choosers first, then the view's waiting list."""
    out = [q.player for q in b.pending]
    out += [c for c in b.waiting if c not in out]
    return [] if b.ended else out


def draw_header(ctx: Ctx, b: Board) -> Strip:
    waiting = waiting_list(b)
    rows = (len(waiting) + PER_ROW - 1) // PER_ROW
    dealt = DEALT if b.dealt and not b.ended else 0
    s = Strip(BAR + dealt + (20 + rows * ROW if waiting else 12), PAPER)
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
    if dealt:
        ranks = " · ".join(str(r) for r in b.dealt)
        s.put(f"{ctx.t('board.dealt')}: {ranks}", (MARGIN, BAR + 8, W - MARGIN, BAR + DEALT), "sans", 23, INK_SOFT)
    if not waiting:
        return s
    y = BAR + dealt + 10
    label = s.put(f"{ctx.t('board.waiting')}:", (MARGIN, y, LABEL_W, y + ROW), "bold", 26, INK)
    x_names = max(label[2] + 16, LABEL_W // 2)
    per_row = min(PER_ROW, len(waiting))  # one or two names get the whole line between them
    col = (W - MARGIN - x_names) // per_row
    choosing = {q.player: q for q in b.pending}
    for i, c in enumerate(waiting):
        x = x_names + (i % per_row) * col
        yy = y + (i // per_row) * ROW
        s.sprite(sprites.badge(c, 34), (x + 18, yy + ROW // 2))
        name = ctx.name(c)
        q = choosing.get(c)
        box = s.put(name, (x + 42, yy + 4, x + col - 10, yy + ROW - 4), "bold", 24, INK)
        if q is not None and box[2] < x + col - 60:
            room = (box[2] + 6, yy + 4, x + col - 10, yy + ROW - 4)
            hint = f"({ctx.t('board.chooses')})"
            if q.source_rank is not None:  # what the choice is for: the acting character
                long = f"({ctx.t('board.chooses')}: {ctx.character(q.source_rank)})"
                hint = long if text_width(long, "sans", 19) <= room[2] - room[0] else hint
            s.put(hint, room, "sans", 19, INK_SOFT)
        s.positions[f"waiting:{c}"] = (x + 18, yy + ROW // 2)
    return s
