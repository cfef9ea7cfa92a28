"""Cards face up (LB-9.1): the offer and each player's display, and the players' band with what is public of
each player (VP, hand size, unused tokens, Battle Box, presence, votes held). A hand is never drawn: only its
size is public (LB-4.11).

A card shows its value and faction colour on its top strip with its symbols (General, Cannon, Sans-Culottes:
one letter each, named in the legend), its title, and its region's number on the region's tint (the map's
headers carry the same numbers) or the word Club / Special. Each card is a cached piece.
"""

from __future__ import annotations

from data.liberte.loader import Card
from render.kit import text_width
from render.liberte import sprites
from render.liberte.colours import (
    CLUB_TINT,
    FACTION_COLOURS,
    FACTION_RIM,
    HIGHLIGHT,
    HIGHLIGHT_EDGE,
    INK,
    INK_SOFT,
    PAPER,
    SECTION_BG,
    SECTION_EDGE,
    SPECIAL_TINT,
    WHITE,
    ink_on,
    region_tint,
)
from render.liberte.context import Ctx
from render.liberte.model import Board, Player
from render.liberte.strip import MARGIN, Strip, W

CARD_W, CARD_H = 200, 138
CARD_GAP = (W - 2 * MARGIN - 5 * CARD_W) // 4
TITLE = 52
LEGEND = 40
STRIP = 42
HEAD = 56
STATS = 64
STATS_ONE = 38
EMPTY_ROW = 40
FLAGS = ("general", "cannon", "sans_culottes")


def legend_text(ctx: Ctx) -> str:
    return " · ".join(f"{ctx.t(f'board.flag.{f}')} {ctx.t(f'board.flag.{f}.name')}" for f in FLAGS)


def draw_card(ctx: Ctx, s: Strip, card: Card | None, cid: int) -> None:
    """One card face up, drawn on a piece CARD_W × CARD_H."""
    if card is None:  # a number the data set does not have: its number only
        s.panel((0, 0, CARD_W - 1, CARD_H - 1), fill=SECTION_BG, outline=SECTION_EDGE, width=2, radius=10)
        s.put(f"#{cid}", (8, 8, CARD_W - 8, CARD_H - 8), "bold", 28, INK, "m")
        return
    if card.type == "special":
        tint = SPECIAL_TINT
    elif card.type == "club":
        tint = CLUB_TINT
    else:
        ids = list(ctx.data.regions)
        index = ids.index(card.region) if card.region in ids else 0
        region = ctx.data.regions.get(card.region)
        tint = region_tint(region.card_colour if region else "", index)
    s.panel((0, 0, CARD_W - 1, CARD_H - 1), fill=tint, outline=INK, width=2, radius=10)
    if card.type == "special":
        band = (4, 4, CARD_W - 5, STRIP)
        s.panel(band, fill=INK_SOFT, outline=INK, width=1, radius=7)
        s.put(ctx.t("board.card.special"), band, "bold", 22, WHITE, "m")
    else:
        fill = FACTION_COLOURS.get(card.faction, SECTION_BG)
        band = (4, 4, CARD_W - 5, STRIP)
        s.panel(band, fill=fill, outline=FACTION_RIM.get(card.faction, INK), width=2, radius=7)
        s.put(str(card.value), (12, 4, 40, STRIP), "bold", 30, ink_on(fill), "m")
        x = CARD_W - 10
        for flag in reversed(FLAGS):
            if getattr(card, flag):
                disc = (x - 32, 10, x, STRIP - 2)
                s.panel(disc, fill=WHITE, outline=INK, width=2, radius=16)
                s.put(ctx.t(f"board.flag.{flag}"), disc, "bold", 22, INK, "m")
                x -= 38
    s.put(card.title, (8, STRIP + 2, CARD_W - 8, CARD_H - 38), "bold", 24, INK, lines=2)
    bottom = (8, CARD_H - 38, CARD_W - 8, CARD_H - 6)
    if card.type == "personality":
        rb = (8, CARD_H - 37, 40, CARD_H - 7)
        s.panel(rb, fill=WHITE, outline=INK, width=2, radius=6)
        s.put(str(ctx.region_number(card.region)), rb, "bold", 22, INK, "m")
        s.put(ctx.t("board.card.region"), (46, bottom[1], CARD_W - 70, bottom[3]), "sans", 22, INK_SOFT)
    else:
        s.put(ctx.t(f"board.card.{card.type}"), (8, bottom[1], CARD_W - 70, bottom[3]), "bold", 22, INK)
    s.put(f"#{card.id}", (CARD_W - 66, bottom[1], bottom[2], bottom[3]), "sans", 22, INK_SOFT, "r")


def card_piece(ctx: Ctx, s: Strip, cid: int, x: int, y: int) -> None:
    card = ctx.card(cid)
    s.piece(("card", ctx.lang, ctx.folder, cid), (x, y, x + CARD_W, y + CARD_H), PAPER,
            lambda t: draw_card(ctx, t, card, cid))


def rows_of(n: int) -> int:
    return (n + 4) // 5


def draw_offer(ctx: Ctx, b: Board) -> Strip:
    """The offer (face up, LB-2.5) beside the deck's size, and the legend of the cards' symbols."""
    s = Strip(TITLE + LEGEND + max(rows_of(len(b.offer)), 1) * (CARD_H + 10) + 8, PAPER)
    s.put(ctx.t("board.offer"), (MARGIN, 8, W - MARGIN, TITLE - 4), "bold", 32, INK)
    s.put(legend_text(ctx), (MARGIN, TITLE, W - MARGIN, TITLE + LEGEND), "sans", 24, INK_SOFT)
    y = TITLE + LEGEND
    if not b.offer:
        s.put(ctx.t("board.empty"), (MARGIN, y, W - MARGIN, y + CARD_H), "sans", 24, INK_SOFT)
    for i, cid in enumerate(b.offer):
        x = MARGIN + (i % 5) * (CARD_W + CARD_GAP)
        card_piece(ctx, s, cid, x, y + (i // 5) * (CARD_H + 10))
        s.positions[f"offer:{cid}"] = (x + CARD_W // 2, y + CARD_H // 2)
    return s


def stats_height(ctx: Ctx, p: Player) -> int:
    """One line of public counts, or two when they do not fit on one."""
    return STATS_ONE if text_width(stats_text(ctx, p), "sans", 24) <= W - 2 * MARGIN - 28 else STATS


def player_height(ctx: Ctx, p: Player) -> int:
    cards = rows_of(len(p.display)) * (CARD_H + 10) if p.display else EMPTY_ROW
    return HEAD + stats_height(ctx, p) + cards + 12


def stats_text(ctx: Ctx, p: Player) -> str:
    parts = [ctx.t("board.hand", count=p.hand_size), ctx.t("board.tokens", count=p.tokens)]
    if p.battle_box:
        parts.append(ctx.t("board.in.box", count=p.battle_box))
    if p.presence:
        parts.append(ctx.t("board.in.government"))
    if p.votes:
        held = ", ".join(f"{ctx.faction(f)} {n}" for f, n in p.votes)
        parts.append(ctx.t("board.votes", votes=held))
    if p.removed:
        parts.append(ctx.t("board.removed"))
    return " · ".join(parts)


def draw_player(ctx: Ctx, b: Board, p: Player, place: int) -> Strip:
    h = player_height(ctx, p)
    stats = stats_height(ctx, p)
    s = Strip(h + 8, PAPER)
    acting = b.waiting == p.colour and not b.ended
    s.panel((MARGIN, 0, W - MARGIN, h), fill=HIGHLIGHT if acting else SECTION_BG,
            outline=HIGHLIGHT_EDGE if acting else SECTION_EDGE, width=5 if acting else 2)
    s.put(f"{place}.", (MARGIN + 12, 6, MARGIN + 58, HEAD), "bold", 30, INK)
    s.sprite(sprites.badge(p.colour, 44), (MARGIN + 86, 6 + (HEAD - 6) // 2))
    s.put(ctx.name(p.colour), (MARGIN + 118, 6, W - MARGIN - 200, HEAD), "bold", 32, INK)
    s.put(ctx.t("board.vp", vp=p.vp), (W - MARGIN - 190, 6, W - MARGIN - 14, HEAD), "bold", 34, INK, "r")
    s.put(stats_text(ctx, p), (MARGIN + 14, HEAD, W - MARGIN - 14, HEAD + stats), "sans", 24, INK, lines=2)
    y = HEAD + stats
    if not p.display:
        s.put(ctx.t("board.display.empty"), (MARGIN + 14, y, W - MARGIN - 14, y + EMPTY_ROW), "sans", 24, INK_SOFT)
    inner = (W - 2 * MARGIN - 5 * CARD_W - 24) // 4
    for i, cid in enumerate(p.display):
        x = MARGIN + 12 + (i % 5) * (CARD_W + inner)
        card_piece(ctx, s, cid, x, y + (i // 5) * (CARD_H + 10))
        s.positions[f"display:{p.colour}:{cid}"] = (x + CARD_W // 2, y + CARD_H // 2)
    s.positions[f"player:{p.colour}"] = (MARGIN + 86, HEAD // 2)
    return s


def draw_players_head(ctx: Ctx) -> Strip:
    s = Strip(TITLE, PAPER)
    s.put(ctx.t("board.players"), (MARGIN, 8, W - MARGIN, TITLE - 4), "bold", 32, INK)
    return s
