"""The side panel of Mali Powstańcy's board: round and phase, whose turn, the threat meter, the order track
(track.py) or the result (result.py), the players, and the Liberator's decks.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from render.frame import Frame
from render.kit import RGB, fit_text, paste, text_width
from render.mali import sprites
from render.mali.colours import INK, INK_FAINT, INK_SOFT, PANEL_BG, ROW_BG, URGENT, player_rgb
from render.mali.grid import MAP_W
from render.mali.lookups import token_name
from render.mali.result import draw_result
from render.mali.track import draw_track

if TYPE_CHECKING:
    from render.mali.renderer import Renderer


class Panel:
    """The side panel: round and phase, turn, threat, the order track, players, decks; or the result."""

    def __init__(self, r: Renderer, view: Mapping[str, Any], names: Mapping[str, str], frame: Frame) -> None:
        self.r = r
        self.v = view
        self.names = names
        self.f = frame
        self.d = ImageDraw.Draw(frame.image)
        self.x0 = r.px(MAP_W + 18)
        self.x1 = r.size[0] - r.px(18)

    def text(self, text: str, xy: tuple[float, float], kind: str, size: float, fill: RGB = INK,
             anchor: str = "lm") -> tuple[int, int, int, int]:
        return self.r.text(self.f.image, text, xy, kind, size, fill, anchor)

    def name(self, colour: str) -> str:
        raw = self.names.get(colour) or self.r.tr(f"colour.{colour}")
        return fit_text(raw, "bold", self.r.px(21), self.r.px(250))

    def rule(self, y: float) -> None:
        self.d.line((self.x0, y, self.x1, y), fill=INK_FAINT, width=max(self.r.px(2), 1))

    def draw(self) -> None:
        r = self.r
        self.f.dirty.add((r.px(MAP_W) + 3, r.px(42), r.size[0] - 3, r.size[1] - 3))
        y = self._header(r.px(50))
        self.rule(y)
        players_h = r.px(36) + self._player_block() * len(self.v.get("players") or [])
        footer_h = r.px(76) if self.v.get("liberator") else 0
        room = r.size[1] - y - players_h - footer_h - r.px(12 + 36 + 6 + 10 + 8)
        if self.v.get("result"):
            y = draw_result(self, y + r.px(12))
        else:
            y = draw_track(self, y + r.px(12), room)
        self.rule(y)
        y = self._players(y + r.px(10))
        self._footer(y)

    def _player_block(self) -> int:
        """Height of one player's block: the name line and as many detail lines as the busiest player needs."""
        lines = max((len(self._player_lines(p)) for p in self.v.get("players") or []), default=1)
        return self.r.px(40 + 22 * lines)

    def _player_lines(self, p: Mapping[str, Any]) -> list[str]:
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
        lines = [" · ".join(bits)]
        more: list[str] = []
        if opts.get("liberator"):
            tok = f"{r.tr('tokens')}: {int(p.get('tokens_held') or 0)}"
            used = [token_name(str(t), r.lang) for t in [*(p.get("ambushes") or []), *(p.get("used_tokens") or [])]]
            if used:
                tok += f" ({r.tr('used')}: {', '.join(used)})"
            more.append(tok)
        if opts.get("mail"):
            carried = sum(len(s.get("letters") or []) for s in mine)
            delivered = len(p.get("letters_delivered") or [])
            more.append(f"{r.tr('letters')}: {r.tr('carried')} {carried}, {r.tr('delivered')} {delivered}")
        if more:
            joined = " · ".join(more)
            if text_width(joined, "sans", r.px(18)) <= self.x1 - self.x0 - r.px(40):
                lines.append(joined)
            else:
                lines += more
        return lines

    def _header(self, y: float) -> float:
        r, v = self.r, self.v
        phase = str(v.get("phase") or "")
        rnd = int(v.get("round") or 0)
        if phase == "ended":
            head = f"{r.tr('phase.ended').upper()} · {r.tr('round')} {rnd}"
        else:
            head = f"{r.tr('round')} {rnd} · {r.tr(f'phase.{phase}')}"
        self.text(head, (self.x0, y + r.px(14)), "bold", 27)
        y += r.px(52)
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
            box = self.text(f"{label}:", (self.x0, y), "sans", 22)
            x = box[2] + r.px(8)
            paste(self.f.image, sprites.disc(player_rgb(who), "", 12, r.k), (x + r.px(12), y), "mm")
            self.f.positions["turn"] = (int(x + r.px(12)), int(y))
            self.text(self.name(who), (x + r.px(30), y), "bold", 22)
            y += r.px(30)
            if detail:
                self.text(detail, (self.x0, y), "sans", 20, INK_SOFT)
                y += r.px(30)
            y += r.px(6)
        # threat meter
        threat, limit = int(v.get("threat") or 0), int(v.get("threat_limit") or 4)
        box = self.text(r.tr("threat"), (self.x0, y), "bold", 22)
        x = box[2] + r.px(14)
        bw, bh, gap = r.px(36), r.px(26), r.px(6)
        self.f.positions["threat"] = (int(x + bw / 2), int(y))
        for i in range(limit):
            fill = URGENT if i < threat else ROW_BG
            self.d.rectangle((x, y - bh / 2, x + bw, y + bh / 2), fill=fill, outline=INK, width=max(r.px(2), 1))
            x += bw + gap
        danger = threat >= limit - 1 and threat > 0
        self.text(f"{threat} / {limit}", (x + r.px(8), y), "bold", 25, URGENT if danger else INK)
        return y + r.px(28)

    def _players(self, y: float) -> float:
        r, v = self.r, self.v
        self.text(r.tr("players"), (self.x0, y + r.px(14)), "bold", 23)
        y += r.px(36)
        active = (v.get("turn") or {}).get("player") or v.get("waiting_for")
        block = self._player_block()
        for p in v.get("players") or []:
            c = str(p["colour"])
            extra = []
            if p.get("removed"):
                extra.append(r.tr("removed"))
            if p.get("hand") is not None:
                extra.append(r.tr("you"))
            key = ("player", c, self.name(c), c == active, bool(p.get("removed")), ", ".join(extra),
                   int(p.get("order_points") or 0), tuple(self._player_lines(p)), self.x1 - self.x0, block)
            card = r.cached(key, partial(self._player_card, key))
            self.f.image.paste(card, (self.x0, int(y) - r.px(2)))
            self.f.positions[f"player:{c}"] = (int(self.x0 + r.px(16)), int(y + r.px(14)))
            y += block
        return y

    def _player_card(self, key: tuple[Any, ...]) -> Image.Image:
        """One player's block, drawn once per content: colour, name, points, cards, drops, letters."""
        _, c, name, active, removed, extra, points, lines, w, block = key
        r = self.r
        card = Image.new("RGB", (w + 1, block - r.px(4)), PANEL_BG)
        d = ImageDraw.Draw(card)
        if active:
            d.rectangle((0, 0, w, card.height - 1), fill=ROW_BG, outline=player_rgb(c), width=max(r.px(3), 1))
        line1 = r.px(16)
        paste(card, sprites.disc(player_rgb(c), "", 12, r.k), (r.px(16), line1), "mm")
        box = r.text(card, name, (r.px(36), line1), "bold", 21, INK_FAINT if removed else INK)
        if extra:
            r.text(card, f"({extra})", (box[2] + r.px(6), line1), "sans", 18, INK_SOFT)
        r.text(card, f"{points} {r.tr('pts')}", (w - r.px(8), line1), "bold", 22, INK, "rm")
        for i, line in enumerate(lines):
            r.text(card, fit_text(line, "sans", r.px(18), w - r.px(40)), (r.px(36), r.px(40 + 22 * i)), "sans", 18,
                    INK)
        return card

    def _footer(self, y: float) -> None:
        r, v = self.r, self.v
        lib = v.get("liberator")
        if not lib:
            return
        y = max(y + r.px(6), r.size[1] - r.px(70))
        self.rule(y)
        y += r.px(20)
        paste(self.f.image, sprites.liberator(r.k * 0.5), (self.x0 + r.px(16), y + r.px(10)), "mm")
        if lib.get("gone") or not lib.get("space"):
            txt = r.tr("liberator_gone")
        else:
            spaces = r.data.spaces
            txt = spaces[lib["space"]].name if lib["space"] in spaces else str(lib["space"])
            if lib.get("next"):
                txt += " → " + (spaces[lib["next"]].name if lib["next"] in spaces else str(lib["next"]))
            txt = f"{r.tr('liberator')}: {txt}"
        line, size = r.fit_line(txt, "bold", 19, self.x1 - self.x0 - r.px(40))
        self.text(line, (self.x0 + r.px(40), y), "bold", size)
        y += r.px(25)
        self.text(f"{r.tr('liberator_cards')}: {int(lib.get('deck_size') or 0)} · "
                  f"{r.tr('liberator_stack')}: {int(lib.get('stack_size') or 0)}",
                  (self.x0 + r.px(40), y), "sans", 18, INK_SOFT)
