"""Each player's public corner (RULES.md LT-16.1): name and badge, coins and score, hand and graveyard
sizes, whether they have picked, every character in their ship (kept ones marked with a hook) and their
loot supply. Hands, picks and graveyard contents are never drawn."""

from __future__ import annotations

from render.libertalia import sprites
from render.libertalia.colours import (
    INACTIVE_INK,
    INK,
    INK_SOFT,
    KEPT,
    SECTION_BG,
    WHITE,
    player_rgb,
    tint,
)
from render.libertalia.context import Ctx
from render.libertalia.loot_days import CHIP_H as LOOT_H
from render.libertalia.loot_days import Chip, chip_rows, grouped, put_chips
from render.libertalia.model import Player
from render.libertalia.strip import MARGIN, MIN_TEXT, Strip, W

HEAD = 48
TOP = 106  # name line and status line
PAD = 14
X0, X1 = MARGIN + PAD, W - MARGIN - PAD
# Four cards a row: a card's name then has 180 px, room for the widest one-word name ("Quartermaster") on one
# line and any two-word name on two, at the phone's smallest size (five a row left 130 px, too few).
PER_ROW = 4
CHIP_GAP = 8
CHIP_W, CHIP_H = (X1 - X0 - CHIP_GAP * (PER_ROW - 1)) // PER_ROW, 60


def _loot_chips(ctx: Ctx, p: Player) -> list[list[Chip]]:
    """The supply as rows of chips."""
    return chip_rows(ctx, grouped(tuple(k for k, c in p.loot for _ in range(c))), X0, X1)


def block_height(ctx: Ctx, p: Player) -> int:
    ship_rows = max((len(p.ship) + PER_ROW - 1) // PER_ROW, 1)
    loot_rows = max(len(_loot_chips(ctx, p)), 1)
    return TOP + ship_rows * (CHIP_H + CHIP_GAP) + 6 + loot_rows * (LOOT_H + 6) + 10


def draw_ships_head(ctx: Ctx) -> Strip:
    s = Strip(HEAD)
    s.put(ctx.t("board.ships"), (MARGIN, 6, W - MARGIN, HEAD - 4), "bold", 30)
    return s


def draw_player(ctx: Ctx, p: Player, selecting: bool) -> Strip:
    """One player's block (with the gap below it): a band of its own, so an unchanged player is not redrawn."""
    h = block_height(ctx, p)
    s = Strip(h + 12)
    _block(ctx, s, p, selecting, 0, h)
    return s


def _block(ctx: Ctx, s: Strip, p: Player, selecting: bool, y: int, h: int) -> None:
    c = p.colour
    s.panel((MARGIN, y, W - MARGIN, y + h), fill=SECTION_BG, outline=player_rgb(c), width=5)
    s.draw.rectangle((MARGIN + 3, y + 10, MARGIN + 9, y + h - 10), fill=player_rgb(c))
    s.sprite(sprites.badge(c, 46), (X0 + 26, y + 34))
    s.positions[f"player:{c}"] = (X0 + 26, y + 34)
    s.put(ctx.name(c), (X0 + 58, y + 8, X1 - 300, y + 60), "bold", 32, INACTIVE_INK if p.removed else INK)
    for i, (label, value) in enumerate(((ctx.t("board.coins"), p.coins), (ctx.t("board.score"), p.score))):
        bx = X1 - (2 - i) * 146
        s.put(label, (bx, y + 4, bx + 136, y + 30), "sans", MIN_TEXT, INK_SOFT, "r")
        box = s.put(str(value), (bx + 40, y + 30, bx + 136, y + 68), "bold", 34, INK, "r")
        if i == 0:
            s.sprite(sprites.coin(28), (box[0] - 21, y + 49))
    bits = [ctx.t("board.hand", count=p.hand_size), ctx.t("board.graveyard", count=p.graveyard_size)]
    if ctx.note(c):  # a player away: until when, first, so that it is never the part cut
        bits.insert(0, ctx.note(c))
    kept = [str(c.rank) for c in p.ship if c.kept]
    if kept:
        bits.append(f"{ctx.t('board.kept')}: {', '.join(kept)}")
    if p.removed:
        bits.append(ctx.t("board.removed"))
    elif selecting and p.hand_size > 0:
        bits.append(ctx.t("board.picked") if p.picked else ctx.t("board.choosing"))
    s.put(" · ".join(bits), (X0 + 58, y + 68, X1, y + 100), "sans", MIN_TEXT, INK_SOFT)
    yy = y + TOP
    if not p.ship:
        s.put(ctx.t("board.ship.empty"), (X0, yy, X1, yy + CHIP_H), "sans", MIN_TEXT, INK_SOFT)
        yy += CHIP_H + CHIP_GAP
    for i, card in enumerate(p.ship):
        if i and i % PER_ROW == 0:
            yy += CHIP_H + CHIP_GAP
        x = X0 + (i % PER_ROW) * (CHIP_W + CHIP_GAP)
        s.piece(("ship", ctx.lang, c, card.rank, card.kept), (x, yy, x + CHIP_W + 1, yy + CHIP_H + 1), SECTION_BG,
                lambda t, card=card: _chip(ctx, t, c, card.rank, card.kept))  # type: ignore[misc]
        s.positions[f"ship:{c}:{card.rank}"] = (x + CHIP_W // 2, yy + CHIP_H // 2)
    if p.ship:
        yy += CHIP_H + CHIP_GAP
    yy += 6
    rows = _loot_chips(ctx, p)
    if not rows:
        s.put(ctx.t("board.loot.none"), (X0, yy, X1, yy + LOOT_H), "sans", MIN_TEXT, INK_SOFT)
    put_chips(ctx, s, rows, X0, yy, f"supply:{c}", SECTION_BG)


def _chip(ctx: Ctx, s: Strip, colour: str, rank: int, kept: bool) -> None:
    """A ship card: its rank on white (on blue with a thick blue rim if a hook keeps it, LT-12.7), its name."""
    x0, y0, x1, y1 = 0, 0, CHIP_W, CHIP_H
    box = (x0, y0, x1, y1)
    s.draw.rounded_rectangle(box, radius=9, fill=tint(player_rgb(colour), 0.8), outline=KEPT if kept else INK,
                             width=6 if kept else 2)
    s.draw.rounded_rectangle((x0 + 5, y0 + 5, x0 + 50, y1 - 5), radius=7, fill=KEPT if kept else WHITE)
    s.put(str(rank), (x0 + 6, y0 + 4, x0 + 49, y1 - 4), "bold", 28, WHITE if kept else INK, "m")
    s.put(ctx.character(rank), (x0 + 58, y0 + 4, x1 - 6, y1 - 4), "bold", MIN_TEXT, INK, lines=2)
