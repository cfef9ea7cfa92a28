"""The board's top band: voyage, day and phase in big letters, then who the table is waiting for, and for a
player who must choose, what the choice is for."""

from __future__ import annotations

from render.kit import text_width
from render.libertalia import labels, sprites
from render.libertalia.colours import HEAD_BG, HEAD_INK, HIGHLIGHT, INK, INK_SOFT, PAPER, SECTION_BG, WHITE
from render.libertalia.context import Ctx
from render.libertalia.model import Board, Pending
from render.libertalia.strip import MARGIN, MIN_TEXT, Strip, W

BAR = 96
ROW = 46
ROW_CHOICE = 76  # a row whose players choose: the name, and under it what is chosen
PER_ROW = 3
PER_ROW_CHOICE = 2  # what is chosen needs the room of half a line, or a whole one when it is longer
DEALT_HEAD = 42  # "Dealt this voyage", then the six characters with their names, three to a row
DEALT_ROW = 48
DEALT_PER_ROW = 3
DEALT_GAP = 8
LABEL_W = 260  # the "waiting for" label's room at most; the names start after it
MIDSHIPMAN = "20.5"  # the Midshipman's rank, as the words room names it
# The character whose ability asks, for the kinds whose question is that character's (data keys); a dusk
# loot names the character taking it (the choice's source), the Midshipman's removal names the Midshipman.
ASKS: dict[str, str] = {
    "cook_take": "cook", "smuggler_take": "smuggler", "midshipman_remove": MIDSHIPMAN, "scout_place": "scout",
    "apprentice_copy": "apprentice", "innkeeper_return": "innkeeper", "preacher_keep": "preacher",
    "gunner_target": "gunner", "necromancer_raise": "necromancer", "brawler_target": "brawler",
    "thief_take": "thief", "recruiter_board": "recruiter", "watchman_swap": "watchman",
    "merchant_sell": "merchant", "surgeon_recover": "surgeon", "witch_copy": "witch",
}


def waiting_list(b: Board) -> list[str]:
    """Who owes an action now: the pending choices' choosers first, then the view's waiting list."""
    out = [q.player for q in b.pending]
    out += [c for c in b.waiting if c not in out]
    return [] if b.ended else out


def chosen(ctx: Ctx, q: Pending) -> str:
    """What a pending choice chooses, in words ("loot for the Captain", "Midshipman: a token to remove"),
    not only whose ability asks: "(chooses: Captain)" read as choosing the Captain. The acting character is the
    choice's source where it has one (an Apprentice copying the Scout asks as the Apprentice)."""
    key = f"board.for.{q.kind}"
    character = ASKS.get(q.kind) if q.kind == "midshipman_remove" or q.source_rank is None else q.source_rank
    if not labels.has_label(ctx.lang, key) or (q.kind == "loot_take" and character is None):
        key = "board.for.other"  # a kind this board does not know: still whose ability asks, if it is known
        return ctx.t("board.for.other.character", character=character) if character is not None else ctx.t(key)
    return ctx.t(key) if character is None else ctx.t(key, character=character)


def dealt_height(b: Board) -> int:
    if not b.dealt or b.ended:
        return 0
    rows = (len(b.dealt) + DEALT_PER_ROW - 1) // DEALT_PER_ROW
    return DEALT_HEAD + rows * (DEALT_ROW + DEALT_GAP) + 4


def draw_dealt(ctx: Ctx, s: Strip, b: Board, y: int) -> None:
    """The six characters dealt this voyage (LT-5.4), each rank with its name: bare ranks meant looking
    each one up."""
    s.put(ctx.t("board.dealt"), (MARGIN, y + 8, W - MARGIN, y + DEALT_HEAD), "bold", 24, INK_SOFT)
    cw = (W - 2 * MARGIN - DEALT_GAP * (DEALT_PER_ROW - 1)) // DEALT_PER_ROW
    for i, rank in enumerate(b.dealt):
        x = MARGIN + (i % DEALT_PER_ROW) * (cw + DEALT_GAP)
        yy = y + DEALT_HEAD + (i // DEALT_PER_ROW) * (DEALT_ROW + DEALT_GAP)
        s.piece(("dealt", ctx.lang, rank), (x, yy, x + cw + 1, yy + DEALT_ROW + 1), PAPER,
                lambda t, rank=rank: _dealt_card(ctx, t, rank, cw))  # type: ignore[misc]
        s.positions[f"dealt:{rank}"] = (x + cw // 2, yy + DEALT_ROW // 2)


def _dealt_card(ctx: Ctx, s: Strip, rank: int, w: int) -> None:
    s.panel((0, 0, w, DEALT_ROW), fill=SECTION_BG, radius=9)
    s.panel((5, 5, 58, DEALT_ROW - 5), fill=WHITE, outline=INK_SOFT, width=1, radius=7)
    s.put(str(rank), (6, 6, 57, DEALT_ROW - 6), "bold", 27, INK, "m")
    s.put(ctx.character(rank), (68, 4, w - 8, DEALT_ROW - 4), "bold", 23, INK)


def draw_header(ctx: Ctx, b: Board) -> Strip:
    waiting = waiting_list(b)
    choosing = {q.player: q for q in b.pending}
    asks = any(c in choosing for c in waiting)
    per_row = min(PER_ROW_CHOICE if asks else PER_ROW, max(len(waiting), 1))  # few names share the whole line
    waiting_label = f"{ctx.t('board.waiting')}:"
    x_names = max(MARGIN + min(text_width(waiting_label, "bold", 26), LABEL_W - MARGIN) + 16, LABEL_W // 2)
    said = {c: chosen(ctx, choosing[c]) for c in waiting if c in choosing}
    if any(text_width(t, "sans", MIN_TEXT) > (W - MARGIN - x_names) // per_row - 56 for t in said.values()):
        per_row = 1  # a long choice gets the whole line rather than losing its end
    row = ROW_CHOICE if asks else ROW
    rows = (len(waiting) + per_row - 1) // per_row
    dealt = dealt_height(b)
    s = Strip(BAR + dealt + (20 + rows * row if waiting else 12), PAPER)
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
        draw_dealt(ctx, s, b, BAR)
    if not waiting:
        return s
    y = BAR + dealt + 10
    s.put(waiting_label, (MARGIN, y, LABEL_W, y + ROW), "bold", 26, INK)
    col = (W - MARGIN - x_names) // per_row
    for i, c in enumerate(waiting):
        x = x_names + (i % per_row) * col
        yy = y + (i // per_row) * row
        s.sprite(sprites.badge(c, 34), (x + 18, yy + ROW // 2))
        s.put(ctx.name(c), (x + 42, yy + 4, x + col - 10, yy + ROW - 4), "bold", 24, INK)
        if c in said:
            s.put(said[c], (x + 42, yy + ROW - 6, x + col - 10, yy + row - 4), "sans", MIN_TEXT, INK_SOFT)
        s.positions[f"waiting:{c}"] = (x + 18, yy + ROW // 2)
    return s
