"""The reputation track (RULES.md §3): six spaces, lowest reputation left, each with its voyage-start
doubloons (LT-3.7) and the token on it; tokens of colours nobody plays are greyed (LT-3.6). Once the game is
over no voyage starts again, so the doubloons are left out: the track then only breaks ties (LT-15.3)."""

from __future__ import annotations

from functools import lru_cache

from render.libertalia import sprites
from render.libertalia.colours import INACTIVE, INACTIVE_INK, INK, INK_SOFT, SECTION_BG, SECTION_EDGE, player_rgb
from render.libertalia.context import Ctx
from render.libertalia.model import Board
from render.libertalia.strip import MARGIN, MIN_TEXT, Strip, W

HEAD = 48
SLOT_H = 178
GAP = 8
DEFAULT_COINS = (12, 11, 10, 9, 8, 7)  # LT-3.7 as written; the data file wins when it has the table


@lru_cache(maxsize=1)
def start_coins() -> tuple[int, ...]:
    """The doubloons each position gives at a voyage's start, from data/libertalia/tunables.json (for a view
    that does not carry them)."""
    try:
        from data.libertalia.loader import game_data

        coins = tuple(int(x) for x in game_data().tunables["reputation_coins"])
    except (ImportError, KeyError, TypeError, ValueError):
        return DEFAULT_COINS
    return coins if len(coins) == 6 else DEFAULT_COINS


def draw_track(ctx: Ctx, b: Board) -> Strip:
    s = Strip(HEAD + SLOT_H + 16)
    box = s.put(ctx.t("board.reputation"), (MARGIN, 6, W // 2, HEAD - 4), "bold", 30)
    s.put(f"{ctx.t('board.rep.low')} → {ctx.t('board.rep.high')}", (box[2] + 16, 10, W - MARGIN, HEAD - 4), "sans",
          22, INK_SOFT)
    coins = b.reputation_coins if len(b.reputation_coins) == 6 else start_coins()
    cw = (W - 2 * MARGIN - GAP * 5) // 6
    y = HEAD
    track = list(b.reputation) + [""] * (6 - len(b.reputation))
    for i, colour in enumerate(track[:6]):
        x = MARGIN + i * (cw + GAP)
        active = colour in b.active
        s.panel((x, y, x + cw, y + SLOT_H), fill=SECTION_BG if active else INACTIVE,
                outline=player_rgb(colour) if active else SECTION_EDGE, width=5 if active else 2)
        s.put(str(i + 1), (x + 10, y + 6, x + 40, y + 36), "bold", 22, INK_SOFT)
        if not b.ended:
            s.sprite(sprites.coin(26), (x + cw - 62, y + 22))
            s.put(str(coins[i]), (x + cw - 46, y + 6, x + cw - 8, y + 38), "bold", 24, INK)
        if colour:
            s.sprite(sprites.badge(colour, 64, faded=not active), (x + cw // 2, y + 80))
            label = ctx.name(colour) if active else ctx.colour(colour)
            s.put(label, (x + 8, y + 118, x + cw - 8, y + SLOT_H - 6), "bold" if active else "sans", MIN_TEXT,
                  INK if active else INACTIVE_INK, "m", lines=2)
            s.positions[f"rep:{colour}"] = (x + cw // 2, y + 80)
    return s
