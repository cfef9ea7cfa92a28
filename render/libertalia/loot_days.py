"""The loot waiting on each day of this voyage (RULES.md LT-5.3): one column per day, today's lit up.

Tokens are grouped by kind (count, the kind's own drawing, its name), in one fixed order so a column
reads the same from day to day; a day already played shows as taken.
"""

from __future__ import annotations

from collections import Counter

from render.libertalia import sprites
from render.libertalia.colours import (
    HIGHLIGHT,
    HIGHLIGHT_EDGE,
    INK,
    INK_FAINT,
    INK_SOFT,
    LOOT_ORDER,
    SECTION_BG,
    SECTION_EDGE,
    SLOT_EMPTY,
)
from render.libertalia.context import Ctx
from render.libertalia.model import Board
from render.libertalia.strip import MARGIN, Strip, W

HEAD = 48
COL_HEAD = 56
ROW = 44
GAP = 8
ICON_X = 22  # the centre of a row's loot drawing


def grouped(kinds: tuple[str, ...]) -> list[tuple[str, int]]:
    counts = Counter(kinds)
    order = {k: i for i, k in enumerate(LOOT_ORDER)}
    return sorted(counts.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0]))


def draw_loot_days(ctx: Ctx, b: Board) -> Strip:
    days = b.loot_days
    rows = max([len(grouped(d)) for d in days] + [1])
    col_h = COL_HEAD + rows * ROW + 10
    s = Strip(HEAD + col_h + 16)
    s.put(ctx.t("board.loot.days"), (MARGIN, 6, W - MARGIN, HEAD - 4), "bold", 30)
    n = max(len(days), 1)
    cw = (W - 2 * MARGIN - GAP * (n - 1)) // n
    y = HEAD
    for i, kinds in enumerate(days):
        day = i + 1
        x = MARGIN + i * (cw + GAP)
        today = day == b.day and b.phase != "ended"
        past = day < b.day and not kinds
        fill = HIGHLIGHT if today else SLOT_EMPTY if past else SECTION_BG
        s.panel((x, y, x + cw, y + col_h), fill=fill, outline=HIGHLIGHT_EDGE if today else SECTION_EDGE,
                width=6 if today else 2)
        title = ctx.t("board.day.short", day=day)
        s.put(title, (x + 10, y + 4, x + cw - 10, y + 32), "bold", 24, INK if not past else INK_SOFT, "m")
        sub = ctx.t("board.today") if today else ctx.t("board.day.done") if past else ""
        if sub:
            s.put(sub, (x + 10, y + 30, x + cw - 10, y + COL_HEAD - 2), "bold" if today else "sans", 19,
                  INK if today else INK_FAINT, "m")
        s.positions[f"day:{day}"] = (x + cw // 2, y + COL_HEAD // 2)
        yy = y + COL_HEAD
        for kind, count in grouped(kinds):
            s.piece(("loot_row", ctx.lang, kind, count), (x + 6, yy, x + cw - 6, yy + ROW), fill,
                    lambda t, kind=kind, count=count, w=cw - 12: _row(ctx, t, kind, count, w))  # type: ignore[misc]
            s.positions[f"loot:{day}:{kind}"] = (x + 6 + ICON_X, yy + ROW // 2)
            yy += ROW
    return s


def _row(ctx: Ctx, s: Strip, kind: str, count: int, w: int) -> None:
    """Tokens of one kind on a day: the kind's drawing, then how many and its name as the catalogue says them
    ("2 beczki", "5 map"; not "2 beczka")."""
    s.sprite(sprites.loot_icon(kind, 34), (ICON_X, ROW // 2))
    s.put(ctx.loot_count(kind, count), (ICON_X + 25, 0, w, ROW), "bold", 20)
