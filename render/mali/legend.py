"""The legend, a strip across the foot of the board: one entry per kind of piece in play (it depends on the
game's options), in three columns under its name and, when letters are in play, the district codes written on
them on its last line. Drawn once per options, into the static layer.

The game's title is not repeated here (the map's cartouche and the post name it): the bytes it cost are
spent on larger words, within the PNG budget of bench/bench_render.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from render.kit import fit_text, paste, text_width
from render.mali import sprites
from render.mali.colours import INK, INK_SOFT, LEGEND_BG, PLAYER_COLOURS, RING_RIM, ROW_URGENT, STREET, URGENT
from render.mali.grid import LEGEND_H, MARKER_R, MIN_TEXT

if TYPE_CHECKING:
    from render.mali.renderer import Renderer

COLUMNS = 3
ROW = 40  # base px per entry row: the tallest sprite with words in it (an envelope) fits unscaled
TOP = 40  # base px from the strip's top to its first row (the title line is above)
INSET_TOP, INSET_BOTTOM = 4, 10  # the strip's box within its band at the foot of the board
ENTRY_TEXT = MIN_TEXT + 2  # base px: an entry's words, down to MIN_TEXT where a column is narrow
SPRITE_W = 84  # base px: the widest piece before an entry's words
WORDS_AT = 50  # base px from a piece's centre to its words
CODES_LINE = 28  # base px per line of district codes under the entries, when letters are in play
CODES_LINES = 2  # the codes and their districts do not fit one line at MIN_TEXT
CODES_H = CODES_LINE * CODES_LINES


def rows_for(items: int, codes: bool = False) -> tuple[int, float]:
    """How many rows `items` entries take in the columns, and the base px per row: ROW, or less if the strip
    had not room for it (with every option in play, 13 entries, it has: LEGEND_H is made for them)."""
    rows = (items + COLUMNS - 1) // COLUMNS
    room = LEGEND_H - INSET_TOP - INSET_BOTTOM - TOP - 4 - (CODES_H if codes else 0)  # (4: a margin)
    return rows, min(float(ROW), room / rows)


def _scouts(k: float) -> Image.Image:
    """The four players' pieces side by side: each colour has its own shape."""
    parts = [sprites.scout(c, "", 10, k) for c in PLAYER_COLOURS]
    out = Image.new("RGBA", (sum(p.width for p in parts), max(p.height for p in parts)), (0, 0, 0, 0))
    x = 0
    for p in parts:
        out.alpha_composite(p, (x, (out.height - p.height) // 2))
        x += p.width
    return out


def _urgent(k: float) -> Image.Image:
    w, h = int(40 * k), int(24 * k)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    ImageDraw.Draw(im).rectangle((0, 0, w - 1, h - 1), fill=(*ROW_URGENT, 255), outline=(*URGENT, 255),
                                 width=max(int(4 * k), 1))
    return im


def _ring(k: float) -> Image.Image:
    w, h = int(40 * k), int(12 * k)
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.line((0, h / 2, w, h / 2), fill=(*RING_RIM, 255), width=max(int(9 * k), 1))
    d.line((0, h / 2, w, h / 2), fill=(*STREET, 255), width=max(int(4 * k), 1))
    return im


def entries(k: float, soldier: bool, liberator: bool, mail: bool) -> list[tuple[Image.Image, str]]:
    """The legend's entries (sprite, words key), in order: the soldier, Liberator and letters only when in play."""
    items: list[tuple[Image.Image, str]] = [
        (_scouts(k), "lg.scout"),
        (sprites.order_tag(7, k), "lg.order"),
        (sprites.target_flag(7, k), "lg.target"),
        (sprites.tag("7 → …", PLAYER_COLOURS["green"], k), "lg.carried"),
        (_urgent(k), "lg.urgent"),
        (sprites.tank(False, k * 0.8), "lg.small_tank"),
        (sprites.tank(True, k * 0.7), "lg.large_tank"),
    ]
    if soldier:
        items.append((sprites.soldier(k * 0.7), "lg.soldier"))
    if liberator:
        items += [(sprites.liberator(k * 0.55), "lg.liberator"), (sprites.next_stop(k * 0.7, MARKER_R), "lg.next_stop"),
                  (sprites.drop(k * 0.65), "lg.drop")]
    if mail:
        items.append((sprites.envelope("MO", k), "lg.letter"))
    items.append((_ring(k), "lg.ring"))
    return items


def entry_scale(sprite: Image.Image, k: float, row_h: float) -> float:
    """How much an entry's piece is reduced to fit its place before the words (SPRITE_W) and its row: only pieces
    without words in them ever are (tests/render/mali/test_phone_board.py), so no word shrinks under MIN_TEXT."""
    return min(1.0, round(SPRITE_W * k) / sprite.width, round(row_h * k) / sprite.height)


def _columns(r: Renderer, words: list[str], rows: int, width: int) -> tuple[int, list[int], list[int]]:
    """The entries' text size and each column's left edge and room for words: each column as wide as its
    longest entry, the rest of the strip shared out; the largest size from ENTRY_TEXT down where all fit."""
    cols = [words[i:i + rows] for i in range(0, len(words), rows)]
    head = r.px(44 + WORDS_AT + 10)  # sprite and gap before an entry's words, and a margin after
    for size in range(ENTRY_TEXT, MIN_TEXT - 1, -1):
        need = [head + max(text_width(w, "sans", r.px(size)) for w in col) for col in cols]
        if sum(need) <= width or size == MIN_TEXT:
            break
    spare = max(0, width - sum(need)) // len(need)
    lefts = [sum(need[:i]) + spare * i for i in range(len(need))]
    return size, lefts, [n + spare - head for n in need]


def draw_legend(r: Renderer, im: Image.Image, soldier: bool, liberator: bool, mail: bool) -> None:
    """Draw the legend onto `im`: scouts, orders, tanks, and the soldier, Liberator and letters when in play."""
    items = entries(r.k, soldier, liberator, mail)
    x0, x1 = r.px(10), r.size[0] - r.px(10)
    y0, y1 = r.size[1] - r.px(LEGEND_H) + r.px(INSET_TOP), r.size[1] - r.px(INSET_BOTTOM)
    d = ImageDraw.Draw(im)
    d.rectangle((x0, y0, x1, y1), fill=LEGEND_BG, outline=INK_SOFT, width=max(r.px(2), 1))
    r.text(im, r.tr("legend"), (x0 + r.px(12), y0 + r.px(TOP / 2)), "serif", MIN_TEXT, INK_SOFT, "lm")
    rows, row_h = rows_for(len(items), mail)
    size, lefts, rooms = _columns(r, [r.tr(key) for _, key in items], rows, x1 - x0)
    for i, (sprite, key) in enumerate(items):
        col, row = divmod(i, rows)
        cx = x0 + lefts[col] + r.px(44)
        y = y0 + r.px(TOP + row_h / 2 + row * row_h)
        scale = entry_scale(sprite, r.k, row_h)
        if scale < 1:
            sprite = sprite.resize((max(1, round(sprite.width * scale)), max(1, round(sprite.height * scale))))
        paste(im, sprite, (cx, y), "mm")
        words, at = r.fit_line(r.tr(key), "sans", size, rooms[col])
        r.text(im, words, (cx + r.px(WORDS_AT), y), "sans", at, INK, "lm")
    if mail:
        # the codes on the letters' envelopes and tags, with the districts they stand for, under the entries
        lines = _code_lines(r, int(x1 - x0 - r.px(24)))
        for i, line in enumerate(lines):
            y = y0 + r.px(TOP + rows * row_h + 4 + CODES_LINE * (i + 0.5))
            r.text(im, line, (x0 + r.px(12), y), "sans", MIN_TEXT, INK, "lm")


def _code_lines(r: Renderer, width: int) -> list[str]:
    """"Letters go to: ZO Żoliborz · WO Wola · …" on one line if it fits `width` px, else on two of about the
    same length, broken between districts (a code never parted from its district's name)."""
    items = [f"{did} {name}" for did, name in r.data.districts.items()]
    head = f"{r.tr('lg.codes')}: "
    splits = [[head + " · ".join(items)]] + [[head + " · ".join(items[:i]), " · ".join(items[i:])]
                                             for i in range(1, len(items))]

    def widest(lines: list[str]) -> int:
        return max(text_width(line, "sans", r.px(MIN_TEXT)) for line in lines)

    best = min(splits, key=lambda lines: (widest(lines) > width, len(lines), widest(lines)))
    return [fit_text(line, "sans", r.px(MIN_TEXT), width) for line in best]
