"""The panel below Mali Powstańcy's map: round, phase and threat, whose turn, then two columns — the order
track (track.py) on the left, the players, the prison and the Liberator on the right — or, once the game is
over, the result (result.py) across the whole width and, below it, whoever ended the game in prison.

Every text is at least MIN_TEXT (22 px) at the base width of 1080, so its capitals are at least 9.5 px high
once a phone shows the board 640 px wide; the players' counts grow to PLAYER_TEXT where the column has room
(tests/render/mali/test_phone_board.py measures every text of whole games).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from engine.mali.view import MaliView
from render.frame import Frame
from render.kit import RGB, fit_text, name_and_note, paste, text_width, wrap
from render.mali import sprites
from render.mali.colours import INK, INK_FAINT, INK_SOFT, PANEL_BG, ROW_BG, URGENT, player_rgb
from render.mali.grid import LEGEND_H, MAP_H, MIN_TEXT
from render.mali.lookups import token_name
from render.mali.result import draw_result
from render.mali.track import draw_track

if TYPE_CHECKING:
    from render.mali.renderer import Renderer

SPLIT = 530  # where the right column (players) starts, base px
LINE = 28  # base px between the lines of the Liberator's name when it takes two
PLAYER_TEXT = MIN_TEXT + 2  # base px: a player's counts where the column has room, else MIN_TEXT
NAME_TEXT = MIN_TEXT + 1  # base px: a player's name in their block
PRISON_ROW = 36  # base px per scout in the prison box
LIB_H = 84  # base px: the Liberator's rule, its one line and its cards' line, at the right column's foot


class Panel:
    """The panel: header across the width, then the track beside the players, prison and Liberator."""

    def __init__(self, r: Renderer, view: MaliView, names: Mapping[str, str], frame: Frame) -> None:
        self.r = r
        self.v = view
        self.names = names
        self.f = frame
        self.d = ImageDraw.Draw(frame.image)
        self.top = r.px(MAP_H)
        self.x0 = r.px(18)
        self.x1 = r.size[0] - r.px(18)
        self.split = r.px(SPLIT)

    def text(self, text: str, xy: tuple[float, float], kind: str, size: float, fill: RGB = INK,
             anchor: str = "lm") -> tuple[int, int, int, int]:
        box = self.r.text(self.f.image, text, xy, kind, size, fill, anchor)
        self.f.mark([box])
        return box

    def name(self, colour: str, width: float = 300, size: float = NAME_TEXT, kind: str = "bold") -> str:
        """A player's display name shortened with an ellipsis to `width` base px at `size`."""
        raw = name_and_note(self.names.get(colour) or "")[0] or self.r.tr(f"colour.{colour}")
        return fit_text(raw, kind, self.r.px(size), self.r.px(width))

    def line(self, xy: tuple[float, float, float, float], fill: RGB, width: int) -> None:
        self.d.line(xy, fill=fill, width=width)
        self.f.mark([(min(xy[0], xy[2]) - width, min(xy[1], xy[3]) - width, max(xy[0], xy[2]) + width,
                      max(xy[1], xy[3]) + width)])

    def rectangle(self, xy: tuple[float, float, float, float], fill: RGB, outline: RGB, width: int) -> None:
        self.d.rectangle(xy, fill=fill, outline=outline, width=width)
        self.f.mark([(xy[0] - 1, xy[1] - 1, xy[2] + 1, xy[3] + 1)])

    def paste(self, sprite: Image.Image, xy: tuple[float, float]) -> None:
        self.f.paste(sprite, xy, "mm")

    def rule(self, y: float, x0: float | None = None, x1: float | None = None) -> None:
        self.line((self.x0 if x0 is None else x0, y, self.x1 if x1 is None else x1, y), INK_FAINT,
                  max(self.r.px(2), 1))

    def draw(self) -> None:
        r = self.r
        # everything drawn marks its tiles, except the cards (track rows, player blocks): see Frame.cards
        y = self._header(self.top + r.px(34))
        self.rule(y)
        if self.v.get("result"):
            self.f.mark([(3, self.top + 3, r.size[0] - 3, r.size[1] - r.px(LEGEND_H))])  # drawn by hand
            inside = self._inside()
            y = draw_result(self, y + r.px(12), self._prison_h(inside, self.x0))
            self._prison(y + r.px(8), inside, self.x0)  # a scout in prison at the end stays on the board
            return
        bottom = r.size[1] - r.px(LEGEND_H)
        draw_track(self, y + r.px(12), self.x0, self.split - r.px(16), bottom - y - r.px(24))  # (12 above, 12 below)
        self.line((self.split - r.px(4), y + r.px(10), self.split - r.px(4), bottom - r.px(6)), INK_FAINT,
                  max(r.px(2), 1))
        inside = self._inside()
        below = self._prison_h(inside, self.split + r.px(8)) + self._liberator_h()
        right = self._players(y + r.px(12), bottom - below - (y + r.px(12)))
        right = self._prison(right, inside, self.split + r.px(8))
        self._liberator(right, bottom)

    # ---- header: round and phase, threat, whose turn ----
    def _header(self, y: float) -> float:
        r, v = self.r, self.v
        phase = str(v.get("phase") or "")
        rnd = int(v.get("round") or 0)
        if phase == "ended":
            head = f"{r.tr('phase.ended').upper()} · {r.tr('round')} {rnd}"
        else:
            head = f"{r.tr('round')} {rnd} · {r.tr(f'phase.{phase}')}"
        self.text(head, (self.x0, y), "bold", 28)
        self._threat(y)
        y += r.px(46)
        turn = v.get("turn")
        who: str | None = None
        detail = ""
        label = r.tr("turn")
        if turn:
            who = str(turn.get("player"))
            bits = []
            card = turn.get("card")
            if card is not None:
                value = str(card).split("-")[0]
                special = r.tr(f"cardname.{card}") if "-" in str(card) else ""
                bits.append(f"{r.tr('card')} {value}" + (f" · {special}" if special else ""))
                bits.append(f"{r.tr('mp_left')}: {int(turn.get('mp') or 0)}")
            else:
                bits.append(r.tr("no_card"))
            detail = " · ".join(bits)
        elif v.get("deploy_next"):
            sid = str(v["deploy_next"])
            who = sid.split("-")[0]
            label = r.tr("waiting")
            detail = f"{r.tr('deploy_next')}: {r.tr('lg.scout').split(' ')[0]} {sid.split('-')[-1]}"
        elif v.get("waiting_for"):
            who = str(v["waiting_for"])
            label = r.tr("waiting")
        if who:
            box = self.text(f"{label}:", (self.x0, y), "sans", 24)
            x = box[2] + r.px(8)
            self.paste(sprites.scout(who, "", 13, r.k), (x + r.px(14), y))
            self.f.positions["turn"] = (int(x + r.px(14)), int(y))
            box = self.text(self.name(who, 330, 24), (x + r.px(34), y), "bold", 24)
            if detail:
                room = self.x1 - box[2] - r.px(14)
                if text_width(f"· {detail}", "sans", r.px(MIN_TEXT)) <= room:
                    self.text(f"· {detail}", (box[2] + r.px(10), y), "sans", MIN_TEXT, INK_SOFT)
                else:
                    y += r.px(32)
                    self.text(detail, (self.x0, y), "sans", MIN_TEXT, INK_SOFT)
            y += r.px(26)
        return y

    def _threat(self, y: float) -> None:
        """The threat meter, right-aligned on the header line: big boxes that read at phone width."""
        r, v = self.r, self.v
        threat, limit = int(v.get("threat") or 0), int(v.get("threat_limit") or 4)
        bw, bh, gap = r.px(40), r.px(32), r.px(6)
        danger = threat >= limit - 1 and threat > 0
        count = f"{threat} / {limit}"
        count_w = r.px(14) + text_width(count, "bold", r.px(26))
        x = self.x1 - count_w - limit * (bw + gap)
        label = self.r.tr("threat")
        self.text(label, (x - r.px(12), y), "bold", 24, anchor="rm")
        self.f.positions["threat"] = (int(x + bw / 2), int(y))
        for i in range(limit):
            fill = URGENT if i < threat else ROW_BG
            self.rectangle((x, y - bh / 2, x + bw, y + bh / 2), fill, INK, max(r.px(3), 1))
            x += bw + gap
        self.text(count, (self.x1, y), "bold", 26, URGENT if danger else INK, "rm")

    # ---- the right column ----
    def _player_lines(self, p: Mapping[str, Any], width: int, size: int) -> list[str]:
        """A player's public counts, wrapped at " · " to the column's width."""
        r, v = self.r, self.v
        opts = v.get("options") or {}
        c = str(p["colour"])
        mine = [s for s in v.get("scouts") or [] if s.get("player") == c]
        bits = [f"{r.tr('cards')}: {int(p.get('hand_size') or 0)}",
                f"{r.tr('orders_done')}: {len(p.get('delivered') or [])}"]
        jailed = sum(1 for s in mine if not s.get("space") and int(s.get("prison") or 0) > 0)
        unplaced = sum(1 for s in mine if not s.get("space") and int(s.get("prison") or 0) == 0)
        if jailed:
            bits.append(f"{r.tr('in_prison')}: {jailed}")
        if unplaced and v.get("phase") == "deploy":
            bits.append(f"{r.tr('not_placed')}: {unplaced}")
        played = [r.tr(f"cardshort.{c}") if "-" in str(c) else str(c) for c in p.get("played") or []]
        if played:
            bits.append(f"{r.tr('played')}: {', '.join(played)}")
        if opts.get("liberator"):
            tok = f"{r.tr('tokens')}: {int(p.get('tokens_held') or 0)}"
            used = [token_name(str(t), r.lang) for t in [*(p.get("ambushes") or []), *(p.get("used_tokens") or [])]]
            if used:
                tok += f" ({r.tr('used')}: {', '.join(used)})"
            bits.append(tok)
        if opts.get("mail"):
            carried = sum(len(s.get("letters") or []) for s in mine)
            delivered = len(p.get("letters_delivered") or [])
            bits.append(f"{r.tr('letters')}: {r.tr('carried')} {carried}, {r.tr('delivered')} {delivered}")
        note = name_and_note(self.names.get(c) or "")[1]  # a player away: until when, on a line of its own
        lines: list[str] = [fit_text(note, "sans", r.px(size), width)] if note else []
        for bit in bits:
            trial = f"{lines[-1]} · {bit}" if lines else bit
            if lines and (len(lines) > 1 or not note) and text_width(trial, "sans", r.px(size)) <= width:
                lines[-1] = trial
            else:  # a bit too long for a line goes on between its words (the cards played, the drops used)
                lines += [fit_text(part, "sans", r.px(size), width) for part in wrap(bit, "sans", r.px(size), width)]
        return lines

    def _players(self, y: float, room: float) -> float:
        """The players' blocks, their counts as large as the column's `room` allows (PLAYER_TEXT down to
        MIN_TEXT)."""
        r, v = self.r, self.v
        x = self.split + r.px(8)
        self.text(r.tr("players"), (x, y + r.px(14)), "bold", 23)
        y += r.px(36)
        turn = v.get("turn")
        active = (turn.get("player") if turn else None) or v.get("waiting_for")
        w = self.x1 - x
        players = v.get("players") or []
        for size in range(PLAYER_TEXT, MIN_TEXT - 1, -1):
            texts = [tuple(self._player_lines(p, w - r.px(44), size)) for p in players]
            if r.px(36) + sum(r.px(46 + (size + 4) * len(t)) for t in texts) <= room:
                break
        for p, lines in zip(players, texts, strict=True):
            c = str(p["colour"])
            extra = []
            if p.get("removed"):
                extra.append(r.tr("removed"))
            if p.get("hand") is not None:
                extra.append(r.tr("you"))
            block = r.px(46 + (size + 4) * len(lines))
            key = ("player", c, self.name(c, 250), c == active, bool(p.get("removed")), ", ".join(extra),
                   int(p.get("order_points") or 0), lines, w, block, size)
            card = r.cached(key, partial(self._player_card, key))
            self.f.paste_card(key, card, (int(x), int(y) - r.px(2)))
            self.f.positions[f"player:{c}"] = (int(x + r.px(16)), int(y + r.px(14)))
            y += block
        return y

    def _player_card(self, key: tuple[Any, ...]) -> Image.Image:
        """One player's block, drawn once per content: shape, name, points, cards, drops, letters."""
        _, c, name, active, removed, extra, points, lines, w, block, size = key
        r = self.r
        card = Image.new("RGB", (w + 1, block - r.px(4)), PANEL_BG)
        d = ImageDraw.Draw(card)
        if active:
            d.rectangle((0, 0, w, card.height - 1), fill=ROW_BG, outline=player_rgb(c), width=max(r.px(4), 1))
        line1 = r.px(18)
        paste(card, sprites.scout(c, "", 12, r.k), (r.px(18), line1), "mm")
        box = r.text(card, name, (r.px(38), line1), "bold", NAME_TEXT, INK_FAINT if removed else INK)
        if extra:
            r.text(card, f"({extra})", (box[2] + r.px(6), line1), "sans", MIN_TEXT, INK_SOFT)
        r.text(card, f"{points} {r.tr('pts')}", (w - r.px(8), line1), "bold", 22, INK, "rm")
        for i, line in enumerate(lines):
            r.text(card, line, (r.px(38), r.px(43 + (size + 4) * i)), "sans", size, INK)
        return card

    def _inside(self) -> list[Mapping[str, Any]]:
        """The scouts in prison (B-5.6), in id order."""
        return sorted((s for s in self.v.get("scouts") or [] if not s.get("space") and int(s.get("prison") or 0) > 0),
                      key=lambda s: str(s["id"]))

    def _prison_rows(self, inside: list[Mapping[str, Any]], x: float) -> list[tuple[Mapping[str, Any], list[str]]]:
        """Each prisoner's words, from `x` to the panel's right edge: who, when they come back and where, broken
        after the arrow onto a second line when it does not fit one (a name is never cut for it)."""
        r = self.r
        hq = r.data.spaces[r.data.headquarters].name if r.data.headquarters in r.data.spaces else ""
        room = int(self.x1 - x) - r.px(56)
        rows = []
        for s in inside:
            back = r.tr("prison_back_next" if int(s["prison"]) <= 1 else "prison_back_later")
            who = self.name(str(s["player"]), 250 if x > self.x0 else 330, MIN_TEXT, "sans")
            if self.v.get("result"):  # nobody comes back at the end
                lines = [f"{who}: {r.tr('in_prison')}"]
            else:
                lines = [f"{who}: {back} → {hq}"]
                if text_width(lines[0], "sans", r.px(MIN_TEXT)) > room:
                    lines = [f"{who}: {back} →", hq]
            rows.append((s, [fit_text(line, "sans", r.px(MIN_TEXT), room) for line in lines]))
        return rows

    def _prison_h(self, inside: list[Mapping[str, Any]], x: float) -> int:
        """The prison box's height with its margin below, 0 when nobody is inside."""
        lines = sum(len(words) for _, words in self._prison_rows(inside, x))
        return self.r.px(44 + PRISON_ROW * lines + 12) if inside else 0

    def _prison(self, y: float, inside: list[Mapping[str, Any]], x: float) -> float:
        """Who is in prison (B-5.6), and when and where each comes back; from `x` to the panel's right edge."""
        r = self.r
        if not inside:
            return y
        rows = self._prison_rows(inside, x)
        h = r.px(44 + PRISON_ROW * sum(len(words) for _, words in rows))
        self.rectangle((x, y, self.x1, y + h), ROW_BG, INK, max(r.px(3), 1))
        self.text(r.tr("prison"), (x + r.px(12), y + r.px(20)), "bold", MIN_TEXT + 1)
        ly = y + r.px(56)
        for s, words in rows:
            self.paste(sprites.scout(str(s["player"]), str(s["number"]), 15, r.k), (x + r.px(24), ly))
            self.f.positions[f"prison:{s['id']}"] = (int(x + r.px(24)), int(ly))
            for line in words:
                self.text(line, (x + r.px(46), ly), "sans", MIN_TEXT)
                ly += r.px(PRISON_ROW)
        return y + h + r.px(12)

    def _liberator_lines(self, txt: str, room: int, spare: float) -> tuple[list[str], float]:
        """The Liberator's line, never cut inside a name: on one line if it fits; else broken after the arrow (or
        between words) onto more lines where the column has `spare` height for them; only a line that fits in no
        way is shortened, at a word's end."""
        r = self.r
        if text_width(txt, "bold", r.px(MIN_TEXT)) <= room:
            return [txt], MIN_TEXT
        head, arrow, tail = txt.rpartition(" → ")
        lines = [f"{head} →", tail] if arrow else wrap(txt, "bold", r.px(MIN_TEXT), room)
        if any(text_width(line, "bold", r.px(MIN_TEXT)) > room for line in lines):
            lines = wrap(txt, "bold", r.px(MIN_TEXT), room)
        if len(lines) > 1 and r.px(LINE) * (len(lines) - 1) <= spare and all(
                text_width(line, "bold", r.px(MIN_TEXT)) <= room for line in lines):
            return lines, MIN_TEXT
        words = txt.split()
        while len(words) > 1 and text_width(" ".join(words) + "…", "bold", r.px(MIN_TEXT)) > room:
            words.pop()
        return [" ".join(words).rstrip(" →") + "…"], MIN_TEXT

    def _liberator_text(self) -> str:
        r, lib = self.r, self.v.get("liberator")
        if not lib or lib.get("gone") or not lib.get("space"):
            return r.tr("liberator_gone")
        spaces = r.data.spaces
        txt = spaces[lib["space"]].name if lib["space"] in spaces else str(lib["space"])
        if lib.get("next"):
            txt += " → " + (spaces[lib["next"]].name if lib["next"] in spaces else str(lib["next"]))
        return f"{r.tr('liberator')}: {txt}"

    def _liberator_h(self) -> int:
        """The height the Liberator's lines take at the column's foot: a second line when its name and heading
        do not fit on one at MIN_TEXT (0 without the Liberator)."""
        r = self.r
        if not self.v.get("liberator"):
            return 0
        one = text_width(self._liberator_text(), "bold", r.px(MIN_TEXT)) <= self.x1 - self.split - r.px(52)
        return r.px(LIB_H + (0 if one else LINE))

    def _liberator(self, y: float, bottom: float) -> None:
        r, v = self.r, self.v
        lib = v.get("liberator")
        if not lib:
            return
        x = self.split + r.px(8)
        txt = self._liberator_text()
        room = self.x1 - x - r.px(44)
        lines, size = self._liberator_lines(txt, room, bottom - r.px(LIB_H - 4) - (y + r.px(4)))
        y = max(y + r.px(4), bottom - r.px(LIB_H - 4) - r.px(LINE) * (len(lines) - 1))
        self.rule(y, x, self.x1)
        y += r.px(24)
        self.paste(sprites.liberator(r.k * 0.5), (x + r.px(18), y + r.px(12)))
        for i, line in enumerate(lines):
            self.text(line, (x + r.px(44), y + r.px(LINE) * i), "bold", size)
        y += r.px(LINE) * (len(lines) - 1) + r.px(LINE + 2)
        self.text(f"{r.tr('liberator_cards')}: {int(lib.get('deck_size') or 0)} · "
                  f"{r.tr('liberator_stack')}: {int(lib.get('stack_size') or 0)}",
                  (x + r.px(44), y), "sans", MIN_TEXT, INK_SOFT)
