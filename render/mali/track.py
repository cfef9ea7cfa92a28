"""The order track in the side panel: one row per order (rounds left, its card, from → to, points, carrier).

Each row is drawn once per content and cached by the renderer, so a redraw only pastes it.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from render.kit import paste
from render.mali import sprites
from render.mali.colours import INK, INK_FAINT, INK_SOFT, PANEL_BG, ROW_BG, ROW_URGENT, URGENT, player_rgb

if TYPE_CHECKING:
    from render.mali.panel import Panel


def draw_track(p: Panel, y: float, room: float) -> float:
    r, v = p.r, p.v
    track = sorted(v.get("track") or [], key=lambda t: (-int(t.get("position", 0)), int(t["order"])))
    p.text(r.tr("track"), (p.x0, y + r.px(14)), "bold", 23)
    stats = [f"{r.tr('deck')}: {int(v.get('deck_size') or 0)}"]
    failed = len(v.get("failed") or [])
    if failed:
        stats.append(f"{r.tr('failed')}: {failed}")
    if v.get("discarded"):
        stats.append(f"{r.tr('discarded')}: {len(v['discarded'])}")
    p.text(" · ".join(stats), (p.x1, y + r.px(14)), "sans", 18, INK_SOFT, "rm")
    y += r.px(36)
    if not track:
        p.text(r.tr("track_empty"), (p.x0, y + r.px(16)), "sans", 19, INK_SOFT)
        return y + r.px(40)
    row_h = int(max(r.px(44), min(r.px(50), room / len(track))))
    scouts = {str(s["id"]): s for s in v.get("scouts") or []}
    for t in track:
        _order_row(p, t, y, row_h - r.px(4), scouts)
        y += row_h
    return y + r.px(6)


def _order_row(p: Panel, t: Mapping[str, Any], y: float, h: int, scouts: Mapping[str, Mapping[str, Any]]) -> None:
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
           who, p.x1 - p.x0, h)
    card = r.cached(key, partial(_order_card, p, key))
    p.f.image.paste(card, (p.x0, int(y)))
    p.f.positions[f"order:{t['order']}"] = (int(p.x0 + r.px(84)), int(y + h / 2))


def _order_card(p: Panel, key: tuple[Any, ...]) -> Image.Image:
    """One track row, drawn once per content: rounds left, order card, from → to, points, carrier."""
    _, order, pickup, dest, points, rounds_left, who, w, h = key
    r = p.r
    k = r.k
    card = Image.new("RGB", (w + 1, h + 1), PANEL_BG)
    d = ImageDraw.Draw(card)
    urgent = rounds_left == "1"
    d.rectangle((0, 0, w, h), fill=ROW_URGENT if urgent else ROW_BG, outline=URGENT if urgent else INK_FAINT,
                width=max(r.px(3 if urgent else 1), 1))
    mid = h / 2
    bx = r.px(5)
    d.rectangle((bx, r.px(5), bx + r.px(50), h - r.px(5)), fill=URGENT if urgent else INK_SOFT)
    paste(card, sprites.hourglass(k * 0.9, (255, 255, 255)), (bx + r.px(12), mid), "mm")
    r.text(card, rounds_left, (bx + r.px(35), mid), "bold", 24, (255, 255, 255), "mm")
    paste(card, sprites.order_tag(order, k * 1.25, urgent), (r.px(84), mid), "mm")
    nx = r.px(112)
    room = w - r.px(122) - nx
    for text, kind, dy in ((pickup, "sans", -10), (f"→ {dest}", "bold", 11)):
        line, size = r.fit_line(text, kind, 18, room)
        r.text(card, line, (nx, mid + r.px(dy)), kind, size, INK)
    r.text(card, f"{points} {r.tr('pts')}", (w - r.px(52), mid), "bold", 20, INK, "rm")
    if who:
        paste(card, sprites.disc(player_rgb(who[0]), who[1], 15, k), (w - r.px(24), mid), "mm")
    else:
        r.text(card, "—", (w - r.px(24), mid), "bold", 20, INK_FAINT, "mm")
    return card
