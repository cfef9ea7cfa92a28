"""The end-of-game result across the panel: the outcome, the winners, how a tie was broken and why the game
ended, and each player's score by column.

The final board shows only these final scores: no player blocks with order points beside them. The rows grow
into the room that leaves (up to MAX_GROW), so that the scores read well on a phone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from render.kit import fit_text, paste, wrap
from render.mali import sprites
from render.mali.colours import INK, INK_FAINT, INK_SOFT, ROW_BG, ROW_WIN, URGENT
from render.mali.grid import LEGEND_H, MIN_TEXT
from render.mali.lookups import goal_short
from render.strings import LANGS
from words.mali.result import result_notes

if TYPE_CHECKING:
    from render.mali.panel import Panel

MAX_GROW = 1.8  # how much larger than the base the score rows may grow into free room
ROW = 60  # base px: a score row at the base size (its goal's two lines of MIN_TEXT)
NOTE_SIZE = MIN_TEXT + 1  # the tie-break and the end's reason: capitals over 9.5 px even on a board drawn 640 wide


def draw_result(p: Panel, y: float, below: int = 0) -> float:
    """The result from `y` down, leaving `below` base-scaled px free above the legend (for the prison box)."""
    r, v = p.r, p.v
    res = v["result"]
    assert res is not None  # drawn only on the final board
    outcome = str(res.get("outcome"))
    winners = [str(w) for w in res.get("winners") or []]
    p.text(r.tr("result"), (p.x0, y + r.px(14)), "bold", 23)
    y += r.px(50)
    box = p.text(r.tr(f"outcome.{outcome}") + (":" if outcome == "victory" and winners else ""),
                    (p.x0, y), "bold", 24, URGENT if outcome == "defeat" else INK)
    if outcome == "victory":
        x = box[2] + r.px(8)
        for w in winners:
            paste(p.f.image, sprites.scout(w, "", 12, r.k), (x + r.px(12), y), "mm")
            b = p.text(p.name(w), (x + r.px(32), y), "bold", 24)
            x = b[2] + r.px(14)
    y += r.px(34)
    # how a tie was broken and why the game ended, under the outcome, wrapped to the panel (a phone shows the
    # board some 640 px wide: the words stay on the panel and large enough to read)
    for note in result_notes(res, r.lang if r.lang in LANGS else LANGS[0]):
        for line in wrap(note, "sans", int(r.px(NOTE_SIZE)), int(p.x1 - p.x0)):
            p.text(line, (p.x0, y), "sans", NOTE_SIZE, INK_SOFT)
            y += r.px(NOTE_SIZE + 8)
    y += r.px(14)
    # columns: name | orders | drops | letters | goal | total
    cols = [("col.orders", 470), ("col.tokens", 590), ("col.letters", 710), ("col.goal", 850)]
    p.text(r.tr("col.player"), (p.x0 + r.px(6), y), "bold", MIN_TEXT, INK_SOFT)
    for key, cx in cols:
        p.text(r.tr(key), (p.x0 + r.px(cx), y), "bold", MIN_TEXT, INK_SOFT, "mm")
    p.text(r.tr("col.total"), (p.x1 - r.px(6), y), "bold", MIN_TEXT, INK_SOFT, "rm")
    y += r.px(24)
    scores = sorted(res.get("scores") or [], key=lambda s: (-int(s.get("total", 0)),
                                                           -int(s.get("orders_delivered", 0))))
    # the rows grow into the room the panel has (up to MAX_GROW times): read on a phone, the final board
    # is small, and without the track and the players' blocks its lower part would stay empty
    room = r.size[1] - r.px(LEGEND_H) - r.px(24) - below - y
    g = max(1.0, min(MAX_GROW, room / (max(1, len(scores)) * r.px(ROW))))
    row_h = r.px(ROW * g)
    for s in scores:
        c = str(s["colour"])
        p.d.rectangle((p.x0, y, p.x1, y + row_h - r.px(4)), fill=ROW_WIN if c in winners else ROW_BG,
                         outline=INK_FAINT, width=1)
        mid = y + (row_h - r.px(4)) / 2
        paste(p.f.image, sprites.scout(c, "", 12 * g, r.k), (p.x0 + r.px(18 * g), mid), "mm")
        p.f.positions[f"score:{c}"] = (int(p.x0 + r.px(18 * g)), int(mid))
        p.text(fit_text(p.names.get(c) or r.tr(f"colour.{c}"), "bold", r.px(22 * g), r.px(380 - 40 * g)),
               (p.x0 + r.px(40 * g), mid), "bold", 22 * g)
        letters = int(s.get("letters", 0))
        vals = [str(s.get("orders", 0)), str(s.get("tokens", 0)), f"{letters:+d}" if letters else "0"]
        for (_, cx), val in zip(cols, vals, strict=False):
            p.text(val, (p.x0 + r.px(cx), mid), "sans", 22 * g, INK, "mm")
        goal = s.get("goal")
        gx = p.x0 + r.px(cols[-1][1])
        if goal:
            goal_pts = int(s.get("goal_points", 0))
            p.text(goal_short(str(goal), r.lang), (gx, mid - r.px(12 * g)), "sans", MIN_TEXT * g, INK_SOFT, "mm")
            p.text(f"+{goal_pts}" if goal_pts else "0", (gx, mid + r.px(13 * g)), "bold", MIN_TEXT * g,
                   INK if goal_pts else INK_FAINT, "mm")
        else:
            p.text("—", (gx, mid), "sans", MIN_TEXT * g, INK_FAINT, "mm")
        p.text(str(s.get("total", 0)), (p.x1 - r.px(8), mid), "bold", 28 * g, INK, "rm")
        y += row_h
    return y + r.px(8)
