"""The loot waiting on each day of this voyage (RULES.md LT-5.3): one row per day, today's lit up.

A day to come shows its tokens grouped by kind (the kind's own drawing, then how many and its name), in one
fixed order so a row reads the same from day to day. A day already played holds nothing any more (LT-8.4),
so it collapses to one short line: empty full-size boxes only pushed the ships down the phone's screen.
The loot chip is also the supply's chip in each player's block (ships.py), so both read alike.
"""

from __future__ import annotations

from collections import Counter

from render.kit import RGB, text_width
from render.libertalia import sprites
from render.libertalia.colours import (
    HIGHLIGHT,
    HIGHLIGHT_EDGE,
    INK,
    INK_SOFT,
    LOOT_ORDER,
    SECTION_BG,
    SECTION_EDGE,
    SLOT_EMPTY,
    WHITE,
)
from render.libertalia.context import Ctx
from render.libertalia.model import Board
from render.libertalia.strip import MARGIN, Box, Strip, W

HEAD = 48
LABEL_W = 150  # a day's name (and "today") left of its tokens
DONE_H = 40  # a day already played: one short line, beside the other played days
DONE_MAX_W = 260
CHIP_H = 46
CHIP_GAP = 10
PAD = 6
GAP = 6
CHIP_TEXT = 21

Chip = tuple[str, int, int]  # kind, count, width


def grouped(kinds: tuple[str, ...]) -> list[tuple[str, int]]:
    counts = Counter(kinds)
    order = {k: i for i, k in enumerate(LOOT_ORDER)}
    return sorted(counts.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0]))


def chip_rows(ctx: Ctx, groups: list[tuple[str, int]], x0: int, x1: int) -> list[list[Chip]]:
    """Loot chips laid out left to right between x0 and x1, a new row when the next would not fit."""
    rows: list[list[Chip]] = [[]]
    x = x0
    for kind, n in groups:
        w = 34 + 8 + text_width(ctx.loot_count(kind, n), "bold", CHIP_TEXT) + 18
        if rows[-1] and x + w > x1:
            rows.append([])
            x = x0
        rows[-1].append((kind, n, w))
        x += w + CHIP_GAP
    return rows if rows[0] else []


def loot_chip(ctx: Ctx, s: Strip, kind: str, n: int, w: int) -> None:
    """Tokens of one kind: the kind's drawing, then the count and the name as the catalogue says them
    ("2 beczki", "5 map"; not "2× beczka")."""
    s.draw.rounded_rectangle((0, 0, w, CHIP_H), radius=10, fill=WHITE, outline=SECTION_EDGE, width=2)
    s.sprite(sprites.loot_icon(kind, 34), (23, CHIP_H // 2))
    s.put(ctx.loot_count(kind, n), (46, 0, w - 6, CHIP_H), "bold", CHIP_TEXT)


def put_chips(ctx: Ctx, s: Strip, rows: list[list[Chip]], x0: int, y: int, key: str, bg: RGB) -> int:
    """Draws `rows` of chips from (x0, y) on a background `bg`, noting each as `<key>:<kind>`; returns the y
    below them."""
    for row in rows:
        x = x0
        for kind, n, w in row:
            s.piece(("loot_chip", ctx.lang, kind, n), (x, y, x + w + 1, y + CHIP_H + 1), bg,
                    lambda t, kind=kind, n=n, w=w: loot_chip(ctx, t, kind, n, w))  # type: ignore[misc]
            s.positions[f"{key}:{kind}"] = (x + 23, y + CHIP_H // 2)
            x += w + CHIP_GAP
        y += CHIP_H + GAP
    return y


def _layout(ctx: Ctx, b: Board) -> tuple[list[int], list[tuple[int, int, list[list[Chip]]]]]:
    """The days already played (their tokens gone), then each other day's (number, row height, chip rows)."""
    x0, x1 = MARGIN + LABEL_W, W - MARGIN - PAD
    played: list[int] = []
    rows_of: list[tuple[int, int, list[list[Chip]]]] = []
    for i, kinds in enumerate(b.loot_days):
        rows = chip_rows(ctx, grouped(kinds), x0, x1)
        if i + 1 < b.day and not rows:
            played.append(i + 1)
        else:
            rows_of.append((i + 1, max(len(rows), 1) * (CHIP_H + GAP) - GAP + 2 * PAD, rows))
    return played, rows_of


def draw_loot_days(ctx: Ctx, b: Board) -> Strip:
    played, days = _layout(ctx, b)
    s = Strip(HEAD + (DONE_H + GAP if played else 0) + sum(h + GAP for _, h, _ in days) + 10)
    s.put(ctx.t("board.loot.days"), (MARGIN, 6, W - MARGIN, HEAD - 4), "bold", 30)
    y = HEAD
    if played:  # one short line each, side by side
        pw = min(DONE_MAX_W, (W - 2 * MARGIN - GAP * (len(played) - 1)) // len(played))
        for i, day in enumerate(played):
            x = MARGIN + i * (pw + GAP)
            s.panel((x, y, x + pw, y + DONE_H), fill=SLOT_EMPTY, radius=8)
            s.put(f"{ctx.t('board.day.short', day=day)} · {ctx.t('board.day.done')}",
                  (x + 10, y, x + pw - 10, y + DONE_H), "sans", 21, INK_SOFT, "m")
            s.positions[f"day:{day}"] = (x + 8, y + DONE_H // 2)
        y += DONE_H + GAP
    for day, h, rows in days:
        box = (MARGIN, y, W - MARGIN, y + h)
        s.positions[f"day:{day}"] = (MARGIN + 10, y + h // 2)
        _day(ctx, s, b, day, box, rows)
        y += h + GAP
    return s


def _day(ctx: Ctx, s: Strip, b: Board, day: int, box: Box, rows: list[list[Chip]]) -> None:
    """Today's or a coming day's row: its name on the left, its tokens after it."""
    x0, y, x1, y1 = box
    today = day == b.day and b.phase != "ended"
    fill = HIGHLIGHT if today else SECTION_BG
    s.panel(box, fill=fill, outline=HIGHLIGHT_EDGE if today else SECTION_EDGE, width=6 if today else 2)
    title = ctx.t("board.day.short", day=day)
    label = (x0 + 14, y + PAD, x0 + LABEL_W - 8, y + PAD + CHIP_H)
    if today:
        s.put(title, (label[0], label[1], label[2], label[1] + 26), "bold", 24, INK)
        s.put(ctx.t("board.today"), (label[0], label[1] + 24, label[2], label[3]), "bold", 19, INK)
    else:
        s.put(title, label, "bold", 24, INK)
    if not rows:  # today after its dusk (LT-8.4), or a day that lost its tokens
        empty = ctx.t("board.day.done") if day == b.day else "—"
        s.put(empty, (x0 + LABEL_W, y, x1 - PAD, y1), "sans", 21, INK_SOFT)
    put_chips(ctx, s, rows, x0 + LABEL_W, y + PAD, f"loot:{day}", fill)
