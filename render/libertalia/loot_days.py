"""The loot waiting on each day of this voyage (RULES.md LT-5.3): one row per day, today's lit up.

A day to come shows its tokens grouped by kind (the kind's own drawing, then how many and its name), in one
fixed order so a row reads the same from day to day. A day already played holds nothing any more (LT-8.4),
so it collapses to one short box, side by side with the other played days (on a second line if they do not
fit one): empty full-size boxes only pushed the ships down the phone's screen.
The loot chip is also the supply's chip in each player's block (ships.py), so both read alike.
"""

from __future__ import annotations

from collections import Counter

from render.kit import RGB, Box, text_width
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
from render.libertalia.strip import MARGIN, MIN_TEXT, Strip, W

HEAD = 48
LABEL_W = 150  # a day's name (and "today") left of its tokens
DONE_H = 40  # a day already played: one short line, beside the other played days
CHIP_H = 46
CHIP_GAP = 10
PAD = 6
GAP = 6
CHIP_TEXT = MIN_TEXT
TODAY_H = 72  # today's row at least: its name, and "today" under it

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


def _played_text(ctx: Ctx, day: int) -> str:
    return f"{ctx.t('board.day.short', day=day)} · {ctx.t('board.day.done')}"


def _played_rows(ctx: Ctx, played: list[int]) -> tuple[int, int]:
    """The played days' box width (the widest text's) and how many share a line."""
    pw = max(text_width(_played_text(ctx, d), "sans", MIN_TEXT) for d in played) + 28
    pw = min(pw, W - 2 * MARGIN)
    return pw, max((W - 2 * MARGIN + GAP) // (pw + GAP), 1)


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
            h = max(len(rows), 1) * (CHIP_H + GAP) - GAP + 2 * PAD
            rows_of.append((i + 1, max(h, TODAY_H) if i + 1 == b.day and not b.ended else h, rows))
    return played, rows_of


def draw_loot_days(ctx: Ctx, b: Board) -> Strip:
    played, days = _layout(ctx, b)
    pw, per_line = _played_rows(ctx, played) if played else (0, 1)
    lines = (len(played) + per_line - 1) // per_line
    s = Strip(HEAD + lines * (DONE_H + GAP) + sum(h + GAP for _, h, _ in days) + 10)
    s.put(ctx.t("board.loot.days"), (MARGIN, 6, W - MARGIN, HEAD - 4), "bold", 30)
    y = HEAD
    for i, day in enumerate(played):  # one short box each, side by side
        x = MARGIN + (i % per_line) * (pw + GAP)
        yy = y + (i // per_line) * (DONE_H + GAP)
        s.panel((x, yy, x + pw, yy + DONE_H), fill=SLOT_EMPTY, radius=8)
        s.put(_played_text(ctx, day), (x + 10, yy, x + pw - 10, yy + DONE_H), "sans", MIN_TEXT, INK_SOFT, "m")
        s.positions[f"day:{day}"] = (x + 8, yy + DONE_H // 2)
    y += lines * (DONE_H + GAP)
    for day, h, rows in days:
        box = (MARGIN, y, W - MARGIN, y + h)
        s.positions[f"day:{day}"] = (MARGIN + 10, y + h // 2)
        _day(ctx, s, b, day, box, rows)
        y += h + GAP
    return s


def _day(ctx: Ctx, s: Strip, b: Board, day: int, box: Box, rows: list[list[Chip]]) -> None:
    """Today's or a coming day's row: its name on the left, its tokens after it."""
    x0, y, x1, y1 = box
    today = day == b.day and not b.ended
    fill = HIGHLIGHT if today else SECTION_BG
    s.panel(box, fill=fill, outline=HIGHLIGHT_EDGE if today else SECTION_EDGE, width=6 if today else 2)
    title = ctx.t("board.day.short", day=day)
    lx0, lx1 = x0 + 14, x0 + LABEL_W - 8
    if today:  # the day's name, and under it "today"
        half = y + TODAY_H // 2
        s.put(title, (lx0, y + PAD, lx1, half), "bold", 24, INK)
        s.put(ctx.t("board.today"), (lx0, half, lx1, y + TODAY_H - PAD), "bold", MIN_TEXT, INK)
    else:
        s.put(title, (lx0, y + PAD, lx1, y + PAD + CHIP_H), "bold", 24, INK)
    if not rows:  # today after its dusk (LT-8.4), or a day that lost its tokens
        empty = ctx.t("board.day.done") if day == b.day else "—"
        s.put(empty, (x0 + LABEL_W, y, x1 - PAD, y1), "sans", MIN_TEXT, INK_SOFT)
    chips_h = len(rows) * (CHIP_H + GAP) - GAP
    put_chips(ctx, s, rows, x0 + LABEL_W, y + max(PAD, (y1 - y - chips_h) // 2), f"loot:{day}", fill)
