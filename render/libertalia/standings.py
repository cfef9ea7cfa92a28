"""The final standings (RULES.md LT-15.3): places by score, then reputation; the winner's row lit, and under
each name the points of each voyage (LT-10.3), so a player sees where the game was won or lost."""

from __future__ import annotations

from render.libertalia import sprites
from render.libertalia.colours import INK, INK_SOFT, SECTION_BG, SECTION_EDGE, WIN, player_rgb
from render.libertalia.context import Ctx
from render.libertalia.model import Board, Standing
from render.libertalia.strip import MARGIN, Strip, W

HEAD = 56
ROW = 150


def standings(b: Board) -> list[Standing]:
    """The result, or (if a view has none) the players by score and then reputation."""
    if b.result:
        return list(b.result)
    pos = {c: i + 1 for i, c in enumerate(b.reputation)}
    ranked = sorted(b.players, key=lambda p: (-p.score, -pos.get(p.colour, 0)))
    return [Standing(p.colour, p.score, pos.get(p.colour, 0), i + 1) for i, p in enumerate(ranked)]


def draw_standings(ctx: Ctx, b: Board) -> Strip:
    rows = standings(b)
    s = Strip(HEAD + len(rows) * (ROW + 8) + 16)
    s.put(ctx.t("board.standings"), (MARGIN, 8, W - MARGIN, HEAD - 4), "bold", 34)
    y = HEAD
    for st in rows:
        first = st.place == 1
        s.panel((MARGIN, y, W - MARGIN, y + ROW), fill=WIN if first else SECTION_BG,
                outline=player_rgb(st.colour) if first else SECTION_EDGE, width=5 if first else 2)
        s.put(f"{st.place}.", (MARGIN + 14, y, MARGIN + 84, y + ROW), "bold", 52, INK)
        s.sprite(sprites.badge(st.colour, 64), (MARGIN + 126, y + ROW // 2))
        name_box = s.put(ctx.name(st.colour), (MARGIN + 170, y + 8, W - MARGIN - 250, y + 60), "bold", 40)
        sub = ctx.t("board.rep.place", position=st.reputation_position)
        if first:
            sub = f"{ctx.t('board.winner')} · {sub}"
        s.put(sub, (MARGIN + 170, y + 60, W - MARGIN - 250, y + 98), "sans", 24, INK_SOFT)
        player = b.player(st.colour)
        if player is not None and player.voyage_scores:
            by_voyage = " · ".join(ctx.t("board.voyage.points", voyage=i + 1, points=n)
                                   for i, n in enumerate(player.voyage_scores))
            s.put(by_voyage, (MARGIN + 170, y + 98, W - MARGIN - 250, y + ROW - 10), "bold", 24, INK)
        s.put(ctx.t("board.points", score=st.score), (W - MARGIN - 240, y, W - MARGIN - 18, y + ROW), "bold", 48,
              INK, "r")
        s.positions[f"score:{st.colour}"] = (name_box[0], y + ROW // 2)
        y += ROW + 8
    return s
