"""Ten's board, drawn with the renderer's shared kit (render/kit.py): the count as a bar of ten cells, the
players' names, and whose turn it is."""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from render.kit import paste, text_sprite
from words.compose import text

W, H = 640, 360
INK = (30, 30, 30)
PAPER = (245, 240, 225)
FILLED = (200, 80, 60)


def render_board(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl") -> bytes:
    im = Image.new("RGB", (W, H), PAPER)
    d = ImageDraw.Draw(im)
    count, target = int(view.get("count") or 0), int(view.get("target") or 10)
    cell = (W - 80) // target
    for i in range(target):
        box = (40 + i * cell, 120, 40 + (i + 1) * cell - 6, 200)
        d.rectangle(box, fill=FILLED if i < count else PAPER, outline=INK, width=3)
    paste(im, text_sprite(text("toy/game", "board-count", lang, count=count, target=target), "bold", 40, INK),
          (W / 2, 70))
    players = [str((names or {}).get(p["colour"]) or p["colour"]) for p in view.get("players") or []]
    paste(im, text_sprite(" · ".join(players), "sans", 28, INK), (W / 2, 270))
    out = io.BytesIO()
    im.save(out, "PNG")
    return out.getvalue()


def board_filename(view: Mapping[str, Any]) -> str:
    return f"board-ten-{view.get('count', 0)}.png"
