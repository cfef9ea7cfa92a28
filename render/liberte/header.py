"""The board's top bands: turn and phase in big letters, the placeholder warning (LB-D.8), who the table waits
for and what for, an open tie-break with what each contender advanced, and once over, the result (LB-8)."""

from __future__ import annotations

from render.liberte import sprites
from render.liberte.colours import (
    FACTION_COLOURS,
    FACTION_RIM,
    HEAD_BG,
    HEAD_INK,
    HIGHLIGHT,
    HIGHLIGHT_EDGE,
    INK,
    INK_SOFT,
    PAPER,
    SECTION_BG,
    SECTION_EDGE,
    WARN_BG,
    WHITE,
    WIN,
    player_rgb,
)
from render.liberte.context import Ctx
from render.liberte.labels import has_label
from render.liberte.model import Board
from render.liberte.strip import MARGIN, Strip, W

BAR = 96
WARN = 74
WAIT_ROW = 64
TIE_HEAD = 44
TIE_ROW = 50
RESULT_HEAD = 64
RESULT_ROW = 76


def phase_text(ctx: Ctx, b: Board) -> str:
    if b.ended:
        return ctx.t("board.phase.ended")
    if b.phase == "action" and b.round:
        return ctx.t("board.phase.action.round", round=b.round)
    key = f"board.phase.{b.phase}"
    return ctx.t(key) if b.phase else ""


def awaited(ctx: Ctx, b: Board) -> str:
    """What the waited-for player is asked, in words (a kind this board does not know: "their move")."""
    if b.choice_kind == "tiebreak":
        key = f"board.await.tiebreak.{b.choice_tie}"
    else:
        key = f"board.await.{b.choice_kind}"
    return ctx.t(key) if has_label(ctx.lang, key) else ctx.t("board.await.other")


def draw_header(ctx: Ctx, b: Board) -> Strip:
    turns = int(ctx.data.r("turns"))
    tie = b.tie if not b.ended else None
    tie_h = 0 if tie is None else TIE_HEAD + ((len(tie.contenders) + 1) // 2) * TIE_ROW + 12
    wait_h = WAIT_ROW if b.waiting and not b.ended else 0
    s = Strip(BAR + (WARN if b.placeholder else 0) + wait_h + tie_h + 12, PAPER)
    s.draw.rectangle((0, 0, W, BAR), fill=HEAD_BG)
    head = f"{ctx.t('board.title')} · {ctx.t('board.turn', turn=b.turn, turns=turns)}"
    box = s.put(head, (MARGIN, 8, W * 3 // 5, BAR - 8), "bold", 42, HEAD_INK)
    s.put(phase_text(ctx, b), (box[2] + 24, 8, W - MARGIN, BAR - 8), "bold", 34, HIGHLIGHT, "r", lines=2)
    s.positions["header"] = (MARGIN, BAR // 2)
    y = BAR
    if b.placeholder:  # LB-D.8: every board of the placeholder set says it is not the game's map or cards
        s.draw.rectangle((0, y, W, y + WARN), fill=WARN_BG)
        s.put(ctx.t("board.placeholder"), (MARGIN, y + 4, W - MARGIN, y + WARN - 4), "bold", 28, WHITE, "m",
              lines=2)
        s.positions["placeholder"] = (W // 2, y + WARN // 2)
        y += WARN
    if wait_h and b.waiting:
        label = f"{ctx.t('board.waiting')}:"
        lb = s.put(label, (MARGIN, y + 8, 330, y + WAIT_ROW - 4), "bold", 28, INK)
        x = lb[2] + 16
        s.sprite(sprites.badge(b.waiting, 40), (x + 20, y + WAIT_ROW // 2 + 2))
        nb = s.put(ctx.name(b.waiting), (x + 50, y + 8, min(x + 430, W - 330), y + WAIT_ROW - 4), "bold", 28, INK)
        s.put(f"— {awaited(ctx, b)}", (nb[2] + 12, y + 8, W - MARGIN, y + WAIT_ROW - 4), "sans", 26, INK_SOFT,
              lines=2)
        s.positions[f"waiting:{b.waiting}"] = (x + 20, y + WAIT_ROW // 2)
        y += WAIT_ROW
    if tie is not None:
        draw_tie(ctx, s, b, y + 4)
    return s


def draw_tie(ctx: Ctx, s: Strip, b: Board, y: int) -> None:
    """An open tie-break (LB-0.6): what it decides, its round, and each contender with the value advanced this
    round (a dash: not yet, or declined)."""
    tie = b.tie
    assert tie is not None
    rows = (len(tie.contenders) + 1) // 2
    s.panel((MARGIN, y, W - MARGIN, y + TIE_HEAD + rows * TIE_ROW), fill=HIGHLIGHT, outline=HIGHLIGHT_EDGE, width=3)
    what = ctx.t(f"board.tie.{tie.kind}") if tie.kind in ("battle", "province", "track", "vp") else ctx.t(
        "board.tie.other")
    if tie.kind == "province" and tie.province:
        what = ctx.t("board.tie.province.at", province=tie.province)
    head = f"{what} · {ctx.t('board.tie.round', round=tie.round)}"
    s.put(head, (MARGIN + 16, y + 6, W - MARGIN - 16, y + TIE_HEAD), "bold", 26, INK)
    adv = dict(tie.advanced)
    col = (W - 2 * MARGIN - 32) // 2
    for i, c in enumerate(tie.contenders):
        x = MARGIN + 16 + (i % 2) * col
        yy = y + TIE_HEAD + (i // 2) * TIE_ROW
        if c in FACTION_COLOURS:
            s.panel((x, yy + 6, x + 40, yy + TIE_ROW - 6), fill=FACTION_COLOURS[c], outline=FACTION_RIM[c], radius=6)
            who = ctx.faction(c)
        else:
            s.sprite(sprites.badge(c, 38), (x + 20, yy + TIE_ROW // 2))
            who = ctx.name(c)
        said = f"{who}: {ctx.t('board.tie.advanced', value=adv[c])}" if c in adv else who
        s.put(said, (x + 50, yy + 4, x + col - 16, yy + TIE_ROW - 4), "bold", 24, INK)
        s.positions[f"tie:{c}"] = (x + 20, yy + TIE_ROW // 2)


def draw_result(ctx: Ctx, b: Board) -> Strip:
    """The end (LB-8): why it ended, then everyone in order of the result, the winners lit; after a sudden end
    each player's faction points (votes, blocks on the map, blocks on cards) as the engine counted them."""
    rows = b.scores
    s = Strip(RESULT_HEAD + len(rows) * (RESULT_ROW + 8) + 12, PAPER)
    reason = b.reason if b.reason in ("turns", "radical_landslide", "counter_revolution") else "other"
    s.put(ctx.t(f"board.result.{reason}"), (MARGIN, 8, W - MARGIN, RESULT_HEAD - 4), "bold", 34, INK, lines=2)
    y = RESULT_HEAD
    place = 0
    for i, sc in enumerate(rows):
        place = place if i and sc.winner and rows[i - 1].winner else i + 1
        s.panel((MARGIN, y, W - MARGIN, y + RESULT_ROW), fill=WIN if sc.winner else SECTION_BG,
                outline=player_rgb(sc.colour) if sc.winner else SECTION_EDGE, width=5 if sc.winner else 2)
        s.put(f"{place}.", (MARGIN + 12, y, MARGIN + 70, y + RESULT_ROW), "bold", 40, INK)
        s.sprite(sprites.badge(sc.colour, 52), (MARGIN + 104, y + RESULT_ROW // 2))
        name = ctx.name(sc.colour)
        if sc.winner:
            name = f"{name} · {ctx.t('board.winner')}"
        right = W - MARGIN - 16
        if sc.points is not None:
            votes, on_map, cards, total = sc.points
            s.put(name, (MARGIN + 144, y + 4, right - 200, y + 44), "bold", 30, INK)
            s.put(ctx.t("board.result.points", votes=votes, map=on_map, cards=cards),
                  (MARGIN + 144, y + 44, right - 200, y + RESULT_ROW - 4), "sans", 24, INK_SOFT)
            s.put(ctx.t("board.points", points=total), (right - 190, y, right, y + RESULT_ROW), "bold", 36, INK, "r")
        else:
            s.put(name, (MARGIN + 144, y + 4, right - 200, y + RESULT_ROW - 4), "bold", 32, INK, lines=2)
            s.put(ctx.t("board.vp", vp=sc.vp), (right - 190, y, right, y + RESULT_ROW), "bold", 36, INK, "r")
        s.positions[f"score:{sc.colour}"] = (MARGIN + 104, y + RESULT_ROW // 2)
        y += RESULT_ROW + 8
    return s

