"""The pieces on Mali Powstańcy's map for one view: fallen districts, the last turn's moves traced, the Liberator
and its heading, tanks and blocked spaces, drops, order slips and flags, letters, the soldier, and scouts in rows above their space.

Every piece drawn records its position under a key (see keys.py), for tests and `render.layout`, and the box
its ink covers (`Frame.boxes`): rows of scouts move aside, and the Liberator flies, where they cover no other
piece; a phone shows the board 640 px wide, where a piece half hidden is a piece lost.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw, ImageFilter

from engine.mali.view import MaliView
from render.frame import Frame
from render.kit import Box, fit_text, ink_box, ink_of
from render.mali import sprites, trace
from render.mali.colours import DISTRICT_TINT, HALO, PAPER_TAG, URGENT, player_rgb
from render.mali.grid import DISTRICT_LABEL_AT, LABEL_SIDE, MAP_H, MARKER_R, MIN_TEXT
from render.mali.static import district_label, paste_label

if TYPE_CHECKING:
    from render.mali.renderer import Renderer

PLANE_DX, PLANE_DY = 44, 30  # where the Liberator flies first, up and left of its space's marker (base px)
ROW_SHIFT = 120  # base px a row of scouts may move sideways to keep clear of another space's pieces
ROW_LIFT = 40  # base px it may rise as well, when moving sideways is not enough
RING_CLEAR = 33  # base px from a space's centre to the pieces beside it when the next-stop ring is around it
PILL_ROW_W = 240  # the widest row of scouts above a space before a new row starts (base px)


class MapPieces:
    """Places and draws the pieces on the map for one view."""

    def __init__(self, r: Renderer, view: MaliView, frame: Frame) -> None:
        self.r = r
        self.v = view
        self.f = frame
        self.k = r.k

    def put(self, key: str, sprite: Image.Image, xy: tuple[float, float], anchor: str = "mm") -> None:
        """Paste a marker; its centre goes to `positions` and the box its ink covers to `boxes`."""
        box = self.f.paste(sprite, xy, anchor)
        self.f.positions[key] = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
        self.f.boxes[key] = ink_box(sprite, box)

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
            ring = sprites.next_stop(k, MARKER_R + 6)
            self.f.boxes["liberator_next"] = ink_box(ring, self.f.paste(ring, end))
            self.f.positions["liberator_next"] = (int(end[0]), int(end[1] - r.px(MARKER_R + 6)))  # on the ring
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
            # the pieces beside the marker keep clear of the Liberator's next-stop ring around it
            clear = r.px(RING_CLEAR if sid == lib_next else MARKER_R + 4)
            if sid in blocked and sid not in tanks:
                self._cross(cx, cy)
                self.f.positions[f"blocked:{sid}"] = (int(cx), int(cy))
            if sid in tanks:
                large = tanks[sid] == "large"
                self.put(f"tank:{sid}", sprites.tank(large, k), (cx, cy - r.px(4)))
            # right of the marker: drops, then order slips and destination flags
            x = cx + clear
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
                x = self._column(env, cx - clear, cy, leftwards=True)
                if v.get("soldier") == sid:
                    self.put("soldier", sprites.soldier(k), (x - r.px(2), cy), "rm")
        # scouts in rows above their markers, once every other piece is down, so that a row can keep clear of
        # a neighbouring space's slips and flags
        for sid in r.data.space_order:
            here = sorted(scouts_at.get(sid, []), key=lambda s: (seat.get(s["player"], 9), int(s["number"])))
            if here:
                lift = r.px(RING_CLEAR - MARKER_R - 4) if sid == lib_next else 0
                self._scouts(here, carried, *r.centres[sid], lift)
        if lib_space:
            self._plane(lib_space, lib_next)

    def _plane(self, sid: str, heading: str | None) -> None:
        """The Liberator beside its space, its nose to the next stop, drawn last where it covers no piece.

        Tried up and left of the marker first, then around it at growing distances: the first place clear of
        every piece, space marker and name; else clear of the pieces and markers; else of the pieces alone
        (a name it covers is pasted again over it).
        """
        r = self.r
        cx, cy = r.centres[sid]
        angle = 0.0
        if heading:
            nx, ny = r.centres[heading]
            angle = math.degrees(math.atan2(-(ny - cy), nx - cx)) - 90
        plane = _plane(self.k, round(angle / 5) * 5)
        pieces = list(self.f.boxes.values())
        markers, names = _fixed_boxes(r)
        tiers = (pieces + markers + names, pieces + markers, pieces)
        ink = ink_of(plane) or (0, 0, *plane.size)
        spots = []
        for dx, dy in _PLANE_SPOTS:
            xy = (cx + r.px(dx), cy + r.px(dy))
            left, top, _, _ = _box(plane, xy, "mm")
            box = (left + ink[0], top + ink[1], left + ink[2], top + ink[3])
            if _within(box, r.size[0], r.px(MAP_H)):
                spots.append((xy, box))
        xy = next((xy for obstacles in tiers for xy, box in spots if not _hits(box, obstacles)),
                  spots[0][0] if spots else (cx - r.px(PLANE_DX), cy - r.px(PLANE_DY)))
        self.put("liberator", plane, xy)
        box = self.f.boxes["liberator"]
        for other, labels in r.labels.items():
            if any(_overlap(box, _box(sprite, at, anchor)) for sprite, at, anchor in labels):
                self.f.mark(paste_label(r, self.f.image, other))

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
                cx: float, cy: float, lift: int = 0) -> None:
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
                name = fit_text(spaces[dest].name if dest in spaces else dest, "bold", r.px(MIN_TEXT), r.px(104))
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
        y = cy - r.px(MARKER_R + 24) - lift
        for row in rows:
            total = sum(width(p) for p in row) + gap * (len(row) - 1)
            height = max(sprite.height for parts in row for _, sprite in parts)
            x, y = self._clear_row(cx - total / 2, y, total, height)
            for parts in row:
                for key, sprite in parts:
                    self.put(key, sprite, (x, y), "lm")
                    x += sprite.width - overlap
                x += overlap + gap
            y -= height + r.px(1)

    def _clear_row(self, x: float, y: float, width: float, height: int) -> tuple[float, float]:
        """Where a row of scouts starts (its left end and middle): centred over its space, or shifted sideways
        (up to ROW_SHIFT), then also raised (up to ROW_LIFT), until it covers no piece already drawn, such as a
        neighbouring space's scouts, and no space's marker or name; else no piece and no marker; else no piece
        at least (a name or marker it covers is the lesser loss), looking further if it must."""
        r = self.r
        # only what lies within the farthest reach can be in the way
        far = (x - r.px(ROW_SHIFT * 3), y - r.px(ROW_LIFT * 3) - height, x + width + r.px(ROW_SHIFT * 3), y + height)
        placed = [b for b in self.f.boxes.values() if _overlap(b, far)]
        markers, names = ([b for b in boxes if _overlap(b, far)] for boxes in _fixed_boxes(r))
        tiers = ((placed + markers + names, 1), (placed + markers, 1), (placed + markers, 2), (placed, 2), (placed, 3))
        w = math.ceil(width)
        for obstacles, reach in tiers:
            for dy in range(0, r.px(ROW_LIFT * reach) + 1, max(r.px(10), 1)):
                top = round(y - dy - height / 2)
                # the row's left ends that would touch what lies across this height; the nearest other is taken
                spans = [(o[0] - w - 1, o[2] + 1) for o in obstacles if o[1] < top + height and top < o[3]]
                left = _nearest_free(x, spans, (0, r.size[0] - w), r.px(ROW_SHIFT * reach))
                if left is not None:
                    return left, y - dy
        return x, y


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




def _spots() -> list[tuple[float, float]]:
    """Where the plane may fly, relative to its space (base px): up and left first, then around the space at
    growing distances, nearest the first direction first."""
    first = math.atan2(-PLANE_DY, -PLANE_DX)
    out: list[tuple[float, float]] = [(-PLANE_DX, -PLANE_DY)]
    for radius in (54.0, 68.0, 84.0, 102.0, 124.0):
        angles = sorted(range(0, 360, 20), key=lambda a: abs(math.remainder(math.radians(a) - first, math.tau)))
        out += [(radius * math.cos(math.radians(a)), radius * math.sin(math.radians(a))) for a in angles]
    return out


_PLANE_SPOTS = _spots()


_fixed: dict[int, tuple[Renderer, list[Box], list[Box]]] = {}


def _fixed_boxes(r: Renderer) -> tuple[list[Box], list[Box]]:
    """The boxes of the spaces' markers and of their names, which never move: once per renderer."""
    hit = _fixed.get(id(r))
    if hit is None or hit[0] is not r:
        m = r.px(MARKER_R + 2)
        markers = [(round(x) - m, round(y) - m, round(x) + m, round(y) + m) for x, y in r.centres.values()]
        names = [_box(sprite, xy, anchor) for labels in r.labels.values() for sprite, xy, anchor in labels]
        if len(_fixed) >= 16:
            _fixed.clear()
        hit = _fixed[id(r)] = (r, markers, names)
    return hit[1], hit[2]


def _box(sprite: Image.Image, xy: tuple[float, float], anchor: str) -> Box:
    """The box `paste` gives `sprite` at `xy`, without pasting it."""
    w, h = sprite.size
    left = xy[0] - (w / 2 if anchor[0] == "m" else w if anchor[0] == "r" else 0)
    top = xy[1] - (h / 2 if anchor[1] == "m" else h if anchor[1] == "b" else 0)
    return (round(left), round(top), round(left) + w, round(top) + h)




def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _nearest_free(x: float, spans: list[tuple[int, int]], bounds: tuple[int, int], reach: int) -> float | None:
    """The point nearest `x` (within `reach`; the left one on a tie) inside `bounds` and outside every open span
    (a span's ends are free); None if there is none."""
    lo, hi = max(bounds[0], x - reach), min(bounds[1], x + reach)
    ends = [float(e) for span in spans for e in span]
    free = [c for c in (x, lo, hi, *ends) if lo <= c <= hi and not any(a < c < b for a, b in spans)]
    return min(free, key=lambda c: (abs(c - x), c)) if free else None


def _hits(box: Box, others: Sequence[tuple[float, float, float, float]]) -> bool:
    return any(_overlap(box, o) for o in others)


def _within(box: Box, width: int, height: int) -> bool:
    return box[0] >= 0 and box[1] >= 0 and box[2] <= width and box[3] <= height
