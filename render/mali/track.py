"""The order track below the map: one row per order (rounds left, its card, from → to, points, carrier), and
for an order in its last round what its failure would cause (forecast.py).

Each row is drawn once per content and cached by the renderer, so a redraw only pastes it.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from engine.mali.forecast import failure_effects
from render.kit import fit_text, paste, text_width
from render.mali import sprites
from render.mali.colours import INK, INK_FAINT, INK_SOFT, PANEL_BG, ROW_BG, ROW_URGENT, URGENT
from render.mali.grid import MIN_TEXT

if TYPE_CHECKING:
    from render.mali.panel import Panel

ROW_H, MIN_ROW_H, WARN_H = 62, 58, 30  # base px: a row, the least it shrinks to on a full track, the warning line


def draw_track(p: Panel, y: float, x0: float, x1: float, room: float) -> float:
    r, v = p.r, p.v
    track = sorted(v.get("track") or [], key=lambda t: (-int(t.get("position", 0)), int(t["order"])))
    title = p.text(r.tr("track"), (x0, y + r.px(14)), "bold", 23)
    stats = [f"{r.tr('deck')}: {int(v.get('deck_size') or 0)}"]
    failed = len(v.get("failed") or [])
    if failed:
        stats.append(f"{r.tr('failed')}: {failed}")
    if v.get("discarded"):
        stats.append(f"{r.tr('discarded')}: {len(v['discarded'])}")
    line = " · ".join(stats)
    if title[2] + r.px(12) + text_width(line, "sans", r.px(MIN_TEXT)) > x1:  # a line of its own, under the title
        y += r.px(30)
        room -= r.px(30)
        p.text(line, (x0, y + r.px(14)), "sans", MIN_TEXT, INK_SOFT)
    else:
        p.text(line, (x1, y + r.px(14)), "sans", MIN_TEXT, INK_SOFT, "rm")
    y += r.px(36)
    if not track:
        p.text(r.tr("track_empty"), (x0, y + r.px(16)), "sans", MIN_TEXT, INK_SOFT)
        return y + r.px(40)
    effects = failure_effects(v, r.data)
    scouts = {str(s["id"]): s for s in v.get("scouts") or []}
    warned = sum(1 for t in track if int(t["order"]) in effects)
    fit = (room - r.px(36 + 12) - warned * r.px(WARN_H)) / len(track)
    row_h = int(max(r.px(MIN_ROW_H), min(r.px(ROW_H), fit)))
    for t in track:
        effect = effects.get(int(t["order"]))
        h = row_h + (r.px(WARN_H) if effect else 0)
        _order_row(p, t, x0, y, int(x1 - x0), h - r.px(4), row_h - r.px(4), scouts, effect)
        y += h
    return y + r.px(6)


def _order_row(p: Panel, t: Mapping[str, Any], x0: float, y: float, w: int, h: int, line_h: int,
               scouts: Mapping[str, Mapping[str, Any]], effect: str | None) -> None:
    r = p.r
    spaces = r.data.spaces
    pickup = spaces[t["pickup"]].name if t["pickup"] in spaces else str(t["pickup"])
    dest = spaces[t["destination"]].name if t["destination"] in spaces else str(t["destination"])
    carrier = t.get("carrier")
    who: tuple[str, str] | None = None
    if carrier:
        s = scouts.get(str(carrier))
        who = (str(s["player"]) if s else str(carrier).split("-")[0],
               str(s["number"]) if s else str(carrier).split("-")[-1])
    key = ("order_row", int(t["order"]), pickup, dest, str(t.get("points", "?")), str(t.get("rounds_left", "?")),
           who, w, h, line_h, effect)
    card = r.cached(key, partial(_order_card, p, key))
    p.f.paste_card(key, card, (int(x0), int(y)))
    p.f.positions[f"order:{t['order']}"] = (int(x0 + r.px(84)), int(y + h / 2))


def _order_card(p: Panel, key: tuple[Any, ...]) -> Image.Image:
    """One track row, drawn once per content: rounds left, order card, from → to, points, carrier, and in its
    last round a red rim and what its failure causes."""
    _, order, pickup, dest, points, rounds_left, who, w, h, line_h, effect = key
    r = p.r
    k = r.k
    card = Image.new("RGB", (w + 1, h + 1), PANEL_BG)
    d = ImageDraw.Draw(card)
    urgent = rounds_left == "1"
    d.rectangle((0, 0, w, h), fill=ROW_URGENT if urgent else ROW_BG, outline=URGENT if urgent else INK_FAINT,
                width=max(r.px(4 if urgent else 1), 1))
    mid = line_h / 2 + r.px(1)
    bx = r.px(5)
    d.rectangle((bx, r.px(5), bx + r.px(50), h - r.px(5)), fill=URGENT if urgent else INK_SOFT)
    paste(card, sprites.hourglass(k * 0.9, (255, 255, 255)), (bx + r.px(12), h / 2), "mm")
    r.text(card, rounds_left, (bx + r.px(35), h / 2), "bold", 26, (255, 255, 255), "mm")
    paste(card, sprites.order_tag(order, k * 1.2, urgent), (r.px(84), mid), "mm")
    nx = r.px(114)
    room = w - r.px(104) - nx
    for head, text, kind, dy in (("", pickup, "sans", -13), ("→ ", dest, "bold", 13)):
        name = short_name(text, kind, r.px(MIN_TEXT), room - text_width(head, kind, r.px(MIN_TEXT)))
        r.text(card, head + name, (nx, mid + r.px(dy)), kind, MIN_TEXT, INK)
    if effect:
        # under the whole row but its hourglass, where the longest warning has room
        wx = bx + r.px(58)
        warning, size = r.fit_line(f"⚠ {r.tr(f'fail_{effect}')}", "bold", MIN_TEXT, w - wx - r.px(8))
        r.text(card, warning, (wx, h - r.px(WARN_H) / 2 - r.px(3)), "bold", size, URGENT)
    r.text(card, f"{points} {r.tr('pts')}", (w - r.px(48), mid), "bold", MIN_TEXT, INK, "rm")
    if who:
        paste(card, sprites.scout(who[0], who[1], 15, k), (w - r.px(22), mid), "mm")
    else:
        r.text(card, "—", (w - r.px(22), mid), "bold", MIN_TEXT, INK_FAINT, "mm")
    return card


def short_name(text: str, kind: str, px: int, width: int) -> str:
    """A space's name as it fits `width` px: whole, else its middle words cut to initials from the last one back
    ("Kościół św. S. Kostki"), else shortened with an ellipsis."""
    words = text.split(" ")
    for i in [-1, *range(len(words) - 2, 0, -1)]:
        if i >= 0:
            if len(words[i]) <= 2 or words[i].endswith("."):
                continue
            words[i] = words[i][0] + "."
        if text_width(" ".join(words), kind, px) <= width:
            return " ".join(words)
    return fit_text(text, kind, px, width)
