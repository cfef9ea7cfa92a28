"""The pieces on Mali Powstańcy's map for one view: fallen districts, the last turn's moves traced, the Liberator
and its heading, tanks and blocked spaces, drops, order slips and flags, letters, the soldier, and scouts in rows above their space.

Every piece drawn records its position under a key (see keys.py), for tests and `render.layout`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw, ImageFilter

from engine.mali.view import MaliView
from render.frame import Frame
from render.kit import fit_text
from render.mali import sprites, trace
from render.mali.colours import DISTRICT_TINT, HALO, PAPER_TAG, URGENT, player_rgb
from render.mali.grid import DISTRICT_LABEL_AT, LABEL_SIDE, MARKER_R
from render.mali.static import district_label, paste_label

if TYPE_CHECKING:
    from render.mali.renderer import Renderer

PLANE_DX, PLANE_DY = 44, 30  # where the Liberator flies, up and left of its space's marker (base px)
PILL_ROW_W = 210  # the widest row of scouts above a space before a new row starts (base px)


class MapPieces:
    """Places and draws the pieces on the map for one view."""

    def __init__(self, r: Renderer, view: MaliView, frame: Frame) -> None:
        self.r = r
        self.v = view
        self.f = frame
        self.k = r.k

    def put(self, key: str, sprite: Image.Image, xy: tuple[float, float], anchor: str = "mm") -> None:
        box = self.f.paste(sprite, xy, anchor)
        self.f.positions[key] = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)

    def draw(self) -> None:
        r, v, k = self.r, self.v, self.k
        for did in v.get("fallen") or []:
            if did in r.data.districts:
                self.f.dirty.add(r.fallen.paste(self.f.image, did))
                self.f.mark([district_label(r, self.f.image, did)])
                fx, fy = r.grid_px(*DISTRICT_LABEL_AT.get(did, (0.0, 0.0)))
                self.f.positions[f"fallen:{did}"] = (int(fx), int(fy + r.px(48)))
                for sid in r.data.spaces_in(did):
                    self.f.mark(paste_label(r, self.f.image, sid))
        self._traces()
        lib = v.get("liberator") or None
        lib_space = str(lib["space"]) if lib and lib.get("space") in r.centres else None
        lib_next = str(lib["next"]) if lib and lib.get("next") in r.centres else None
        if lib_space and lib_next:
            start, end = r.centres[lib_space], r.centres[lib_next]
            arrow, pos = sprites.heading_arrow(start, end, k, r.px(MARKER_R + 7), r.px(MARKER_R + 12))
            self.f.paste(arrow, pos, "lt")
            self.f.paste(sprites.next_stop(k, MARKER_R + 6), end)
            self.f.positions["liberator_next"] = (int(end[0]), int(end[1] - r.px(MARKER_R + 6)))  # on the ring
        if lib_space:
            # the plane, smaller than its space's pieces, flies up and left of the marker and is drawn under
            # them, so the space's name, scouts and tank stay readable; its nose points to the next stop
            cx, cy = r.centres[lib_space]
            angle = 0.0
            if lib_next:
                nx, ny = r.centres[lib_next]
                angle = math.degrees(math.atan2(-(ny - cy), nx - cx)) - 90
            self.put("liberator", _plane(k, round(angle / 5) * 5), (cx - r.px(PLANE_DX), cy - r.px(PLANE_DY)))
        track = v.get("track") or []
        carried = {carrier: t for t in track if (carrier := t.get("carrier"))}
        pickups: dict[str, list[Mapping[str, Any]]] = {}
        targets: dict[str, list[Mapping[str, Any]]] = {}
        for t in track:
            if not t.get("carrier"):
                pickups.setdefault(t["pickup"], []).append(t)
            targets.setdefault(t["destination"], []).append(t)
        letters_at: dict[str, list[Mapping[str, Any]]] = {}
        for lt in v.get("letters") or []:
            letters_at.setdefault(lt["space"], []).append(lt)
        scouts_at: dict[str, list[Mapping[str, Any]]] = {}
        seat = {c: i for i, c in enumerate(v.get("seats") or [])}
        for s in v.get("scouts") or []:
            if space := s.get("space"):
                scouts_at.setdefault(space, []).append(s)
        tanks = v.get("tanks") or {}
        drops = v.get("drops") or {}
        blocked = set(v.get("blocked") or [])
        for sid in r.data.space_order:
            cx, cy = r.centres[sid]
            if sid == lib_space:
                self.f.mark(paste_label(r, self.f.image, sid))
            if sid in blocked and sid not in tanks:
                self._cross(cx, cy)
                self.f.positions[f"blocked:{sid}"] = (int(cx), int(cy))
            if sid in tanks:
                large = tanks[sid] == "large"
                self.put(f"tank:{sid}", sprites.tank(large, k), (cx, cy - r.px(4)))
            # right of the marker: drops, then order slips and destination flags
            x = cx + r.px(MARKER_R + 4)
            if drops.get(sid):
                n = int(drops[sid])
                self.put(f"drop:{sid}", sprites.drop(k), (x, cy - r.px(6)), "lm")
                if n > 1:
                    self.f.paste(sprites.count_badge(n, k), (x + r.px(30), cy - r.px(20)), "mm")
                x += r.px(36)
            slips = [(f"order_tag:{t['order']}", sprites.order_tag(int(t["order"]), k, t.get("rounds_left") == 1))
                     for t in sorted(pickups.get(sid, []), key=lambda t: int(t["order"]))]
            flags = [(f"target:{t['order']}", sprites.target_flag(int(t["order"]), k))
                     for t in sorted(targets.get(sid, []), key=lambda t: int(t["order"]))]
            right = slips + flags
            lts = sorted(letters_at.get(sid, []), key=lambda lt: str(lt["id"]))
            env = [(f"letter:{lt['id']}", sprites.envelope(str(lt["to"]), k,
                                                            DISTRICT_TINT.get(str(lt["to"]), PAPER_TAG)))
                   for lt in lts]
            if LABEL_SIDE.get(sid) == "left":
                # the name takes the left side: everything goes right
                x = self._column(right, x, cy)
                self._column(env, x, cy)
                if v.get("soldier") == sid:
                    self.put("soldier", sprites.soldier(k), (x + r.px(2), cy + r.px(34)), "lm")
            else:
                self._column(right, x, cy)
                # left of the marker: letters lying here, and the soldier
                x = self._column(env, cx - r.px(MARKER_R + 4), cy, leftwards=True)
                if v.get("soldier") == sid:
                    self.put("soldier", sprites.soldier(k), (x - r.px(2), cy), "rm")
            # scouts in rows above the marker
            here = sorted(scouts_at.get(sid, []), key=lambda s: (seat.get(s["player"], 9), int(s["number"])))
            if here:
                self._scouts(here, carried, cx, cy)

    def _traces(self) -> None:
        """The previous turn's moves, under every piece; the names they cross are pasted again on top."""
        r = self.r
        crossed: set[str] = set()
        ring = {sid for sid, sp in r.data.spaces.items() if sp.ring}
        for i, m in enumerate(self.v.get("last_moves") or []):
            path = [str(sid) for sid in m.get("path") or []]
            segs = trace.segments(path, r.centres, r.k, ring)
            if not segs:
                continue
            sprite, topleft, head = trace.trace_sprite(segs, player_rgb(str(m.get("colour"))), r.k)
            self.f.paste(sprite, topleft, "lt")
            self.f.positions[f"trace:{i}"] = (int(head[0]), int(head[1]))
            crossed.update(sid for sid in path if sid in r.labels)
        for sid in sorted(crossed):
            self.f.mark(paste_label(r, self.f.image, sid))

    def _cross(self, cx: float, cy: float) -> None:
        d = ImageDraw.Draw(self.f.image)
        s = self.r.px(MARKER_R - 4)
        w = max(self.r.px(4), 1)
        self.f.dirty.add((cx - s - w, cy - s - w, cx + s + w, cy + s + w))
        d.line((cx - s, cy - s, cx + s, cy + s), fill=URGENT, width=w)
        d.line((cx - s, cy + s, cx + s, cy - s), fill=URGENT, width=w)

    def _column(self, items: list[tuple[str, Image.Image]], x: float, cy: float, leftwards: bool = False) -> float:
        """Stack sprites in columns of two beside a marker, clear of the name below it; returns the x past them."""
        if not items:
            return x
        gap = self.r.px(2)
        for start in range(0, len(items), 2):
            col = items[start:start + 2]
            height = sum(s.height for _, s in col) + gap * (len(col) - 1)
            width = max(s.width for _, s in col)
            y = cy + self.r.px(1) - height / 2
            for key, sprite in col:
                anchor = "rt" if leftwards else "lt"
                self.put(key, sprite, (x, y), anchor)
                y += sprite.height + gap
            x = x - width - gap if leftwards else x + width + gap
        return x

    def _scouts(self, here: list[Mapping[str, Any]], carried: Mapping[str, Mapping[str, Any]],
                cx: float, cy: float) -> None:
        """Scouts in rows above their marker, each a pill: the numbered piece in its player's shape, then tags in
        the player's colour for the order it carries (number → destination) and its letters (their districts)."""
        r, k = self.r, self.k
        overlap = r.px(4)
        pills: list[tuple[Mapping[str, Any], list[tuple[str, Image.Image]]]] = []
        spaces = r.data.spaces
        for s in here:
            colour = str(s["player"])
            parts = [(f"scout:{s['id']}", sprites.scout(colour, str(s["number"]), 15, k))]
            t = carried.get(str(s["id"]))
            if t:
                dest = str(t["destination"])
                name = fit_text(spaces[dest].name if dest in spaces else dest, "bold", r.px(16), r.px(112))
                parts.append((f"carried:{s['id']}", sprites.tag(f"{int(t['order'])} → {name}", player_rgb(colour), k)))
            letters = [str(lt) for lt in s.get("letters") or []]
            if letters:
                to = sorted(r.data.letters[lt].destination if lt in r.data.letters else "?" for lt in letters)
                parts.append((f"scout_letters:{s['id']}", sprites.tag(" ".join(to), player_rgb(colour), k,
                                                                       icon="letter")))
            pills.append((s, parts))

        def width(parts: list[tuple[str, Image.Image]]) -> int:
            return sum(p.width for _, p in parts) - overlap * (len(parts) - 1)

        gap = r.px(4)
        rows: list[list[list[tuple[str, Image.Image]]]] = [[]]
        for _, parts in pills:
            row_w = sum(width(p) + gap for p in rows[-1])
            if rows[-1] and row_w + width(parts) > r.px(PILL_ROW_W):
                rows.append([])
            rows[-1].append(parts)
        y = cy - r.px(MARKER_R + 24)
        for row in rows:
            total = sum(width(p) for p in row) + gap * (len(row) - 1)
            x = cx - total / 2
            for parts in row:
                for key, sprite in parts:
                    self.put(key, sprite, (x, y), "lm")
                    x += sprite.width - overlap
                x += overlap + gap
            y -= r.px(37)


@lru_cache(maxsize=128)
def _plane(k: float, angle: int) -> Image.Image:
    """The Liberator over its space, turned to its heading, with a pale glow to lift it off the map."""
    plane = sprites.liberator(k * 0.8)
    if angle % 360:
        plane = sprites.rotated(plane, angle)
    pad = round(6 * k)
    out = Image.new("RGBA", (plane.width + 2 * pad, plane.height + 2 * pad), (0, 0, 0, 0))
    out.paste(plane, (pad, pad))
    glow = out.getchannel("A").filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.GaussianBlur(3 * k))
    glow = glow.point(lambda a: min(255, a * 3))
    halo = Image.new("RGBA", out.size, (*HALO, 0))
    halo.putalpha(glow)
    halo.alpha_composite(out)
    return halo
