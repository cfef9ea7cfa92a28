"""The tracks: the election track with government and opposition (LB-6.11), the Presence-in-Government box
(LB-6.14), the counter-revolution's count (LB-8.3), the block supplies and piles, the turn track with each
turn's battle, its VP, parked blocks and lost battles (LB-D.5, LB-5.4), and the Battle Box (LB-4.5)."""

from __future__ import annotations

from render.liberte import sprites
from render.liberte.colours import (
    EMPTY,
    FACTION_COLOURS,
    FACTION_RIM,
    FACTIONS,
    GOLD,
    HIGHLIGHT,
    HIGHLIGHT_EDGE,
    INK,
    INK_SOFT,
    PAPER,
    SECTION_BG,
    SECTION_EDGE,
    WHITE,
    ink_on,
)
from render.liberte.context import Ctx
from render.liberte.model import Board, white_controlled
from render.liberte.strip import MARGIN, Strip, W

TITLE = 52
TRACK_ROW = 52
LABEL_W = 190
ROLE_W = 170
LINE = 50
TURN_H = 176
TURN_H_LOW = 140  # no parked blocks to show
BOX_ROW = 56


def tracks_height(b: Board) -> int:
    box_rows = max((sum(1 for p in b.players if p.battle_box) + 2) // 3, 1)
    return TITLE + 3 * TRACK_ROW + 3 * LINE + 16 + TITLE + turn_height(b) + 12 + BOX_ROW * box_rows + 24


def turn_height(b: Board) -> int:
    return TURN_H if any(n for _, counts in b.parked for _, n in counts) else TURN_H_LOW


def cr_count(ctx: Ctx, b: Board) -> tuple[int, int]:
    """White-held CR provinces and Lost Battles (LB-8.3, LB-5.4): the two parts of the counter-revolution's count."""
    held = sum(1 for p in ctx.data.provinces if p.cr and white_controlled(b.stacks(p.order)))
    return held, len(b.lost_battles)


def draw_tracks(ctx: Ctx, b: Board) -> Strip:
    s = Strip(tracks_height(b), PAPER)
    s.put(ctx.t("board.election"), (MARGIN, 8, W - MARGIN, TITLE - 4), "bold", 32, INK)
    top = int(ctx.data.r("election_track_max_space"))
    track = dict(b.track)
    x0 = MARGIN + LABEL_W + 10
    cell = (W - MARGIN - ROLE_W - 10 - x0) // (top + 1)
    y = TITLE
    for f in FACTIONS:
        fill = FACTION_COLOURS[f]
        s.panel((MARGIN, y + 5, MARGIN + LABEL_W, y + TRACK_ROW - 5), fill=fill, outline=FACTION_RIM[f], radius=8)
        s.put(ctx.faction(f), (MARGIN + 8, y + 5, MARGIN + LABEL_W - 8, y + TRACK_ROW - 5), "bold", 24, ink_on(fill),
              "m")
        # the track itself is ground the marker stands on (drawn, not a panel holding things)
        s.draw.rounded_rectangle((x0, y + 12, x0 + cell * (top + 1), y + TRACK_ROW - 12), radius=6, fill=EMPTY,
                                 outline=SECTION_EDGE, width=1)
        n = track.get(f, 0)
        cx = x0 + min(n, top) * cell + cell // 2
        marker = (cx - 19, y + 6, cx + 19, y + TRACK_ROW - 6)
        s.panel(marker, fill=fill, outline=INK, width=3, radius=19)
        s.put(str(n) if n <= top else f"{top}+", marker, "bold", 22, ink_on(fill), "m")
        s.positions[f"track:{f}"] = (cx, y + TRACK_ROW // 2)
        role = "government" if b.government == f else "opposition" if b.opposition == f else ""
        if role:
            rb = (W - MARGIN - ROLE_W, y + 6, W - MARGIN, y + TRACK_ROW - 6)
            s.panel(rb, fill=HIGHLIGHT if role == "government" else SECTION_BG, outline=INK, width=2, radius=8)
            s.put(ctx.t(f"board.{role}"), rb, "bold", 22, INK, "m")
        y += TRACK_ROW
    y += 8
    # the Presence-in-Government box
    lb = s.put(f"{ctx.t('board.presence')}:", (MARGIN, y, W // 2, y + LINE), "bold", 24, INK)
    present = [p.colour for p in b.players if p.presence]
    x = lb[2] + 14
    for c in present:
        s.sprite(sprites.badge(c, 36), (x + 18, y + LINE // 2))
        s.positions[f"presence:{c}"] = (x + 18, y + LINE // 2)
        x += 44
    if not present:
        s.put(ctx.t("board.none"), (x, y, W - MARGIN, y + LINE), "sans", 24, INK_SOFT)
    y += LINE
    held, lost = cr_count(ctx, b)
    need = int(ctx.data.r("counter_revolution_cr_needed"))
    s.put(ctx.t("board.cr.count", held=held, lost=lost, total=held + lost, need=need), (MARGIN, y, W - MARGIN,
          y + LINE), "sans", 24, INK, lines=2)
    y += LINE
    # supplies and piles, on one line
    lb = s.put(f"{ctx.t('board.supply')}:", (MARGIN, y, W // 3, y + LINE), "bold", 24, INK)
    x = lb[2] + 14
    for f, n in b.supply:
        s.panel((x, y + 12, x + 32, y + LINE - 12), fill=FACTION_COLOURS[f], outline=FACTION_RIM[f], radius=5)
        s.put(str(n), (x + 38, y, x + 84, y + LINE), "bold", 26, INK)
        s.positions[f"supply:{f}"] = (x + 16, y + LINE // 2)
        x += 92
    piles = ctx.t("board.piles", deck=b.deck_size, discard=b.discard_size, box=b.box_size)
    s.put(piles, (x + 6, y, W - MARGIN, y + LINE), "sans", 24, INK, lines=2)
    y += LINE + 16
    y = draw_turns(ctx, s, b, y)
    draw_battle_box(ctx, s, b, y)
    return s


def draw_turns(ctx: Ctx, s: Strip, b: Board, y: int) -> int:
    """The turn track: each turn's space with its battle and VP; the current turn lit; parked blocks (LB-2.4)
    and a Lost Battle's white block (LB-5.4) on their spaces."""
    s.put(ctx.t("board.turns"), (MARGIN, y + 8, W - MARGIN, y + TITLE - 4), "bold", 32, INK)
    y += TITLE
    rows = ctx.data.turn_track
    turns = int(ctx.data.r("turns"))
    gap = 8
    cw = (W - 2 * MARGIN - gap * (turns - 1)) // max(turns, 1)
    parked = dict(b.parked)
    th = turn_height(b)
    for i in range(turns):
        t = i + 1
        x = MARGIN + i * (cw + gap)
        now = t == b.turn and not b.ended
        s.panel((x, y, x + cw, y + th), fill=HIGHLIGHT if now else SECTION_BG,
                outline=HIGHLIGHT_EDGE if now else SECTION_EDGE, width=4 if now else 2)
        s.put(ctx.t("board.turn.space", turn=t), (x + 10, y + 6, x + cw - 10, y + 40), "bold", 26, INK)
        row = rows.get(t)
        if row is not None and row.battle_vp:
            s.put(row.battle_name or ctx.t("board.battle"), (x + 10, y + 42, x + cw - 10, y + 96), "sans", 22,
                  INK, lines=2)
            vb = (x + 10, y + 100, x + 90, y + 132)
            s.panel(vb, fill=GOLD, outline=INK, width=2, radius=7)
            s.put(ctx.t("board.mark.vp", vp=row.battle_vp), vb, "bold", 22, INK, "m")
        else:
            s.put(ctx.t("board.no.battle"), (x + 10, y + 42, x + cw - 10, y + 96), "sans", 22, INK_SOFT, lines=2)
        bx = x + 10
        for f, n in parked.get(t, ()):
            if n:
                s.panel((bx, y + th - 36, bx + 28, y + th - 10), fill=FACTION_COLOURS[f],
                        outline=FACTION_RIM[f], radius=4)
                s.put(str(n), (bx + 30, y + th - 40, bx + 54, y + th - 6), "bold", 22, INK)
                bx += 58
        if t in b.lost_battles:
            lb = (x + cw - 120, y + 100, x + cw - 10, y + 132)
            s.panel(lb, fill=WHITE, outline=INK, width=3, radius=5)
            s.put(ctx.t("board.lost"), lb, "bold", 22, INK, "m")
        s.positions[f"turn:{t}"] = (x + cw // 2, y + th // 2)
    return y + th + 12


def draw_battle_box(ctx: Ctx, s: Strip, b: Board, y: int) -> None:
    """The Battle Box (LB-4.5): each player's tokens in it."""
    inside = [(p.colour, p.battle_box) for p in b.players if p.battle_box]
    rows = max((len(inside) + 2) // 3, 1)
    s.panel((MARGIN, y, W - MARGIN, y + BOX_ROW * rows), fill=SECTION_BG, outline=INK, width=3)
    s.put(f"{ctx.t('board.battle.box')}:", (MARGIN + 12, y, MARGIN + 300, y + BOX_ROW), "bold", 24, INK)
    col = (W - 2 * MARGIN - 320) // 3
    if not inside:
        s.put(ctx.t("board.empty"), (MARGIN + 320, y, W - MARGIN - 12, y + BOX_ROW), "sans", 24, INK_SOFT)
    for i, (c, n) in enumerate(inside):
        x = MARGIN + 320 + (i % 3) * col
        yy = y + (i // 3) * BOX_ROW
        s.sprite(sprites.badge(c, 38), (x + 20, yy + BOX_ROW // 2))
        s.put(f"× {n}", (x + 44, yy, x + col - 8, yy + BOX_ROW), "bold", 26, INK)
        s.positions[f"battle_box:{c}"] = (x + 20, yy + BOX_ROW // 2)
