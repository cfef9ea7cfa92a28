"""Libertalia's board renderer: the bands of a view stacked into one portrait image, put on a fixed
palette and PNG-encoded.

The palette is a median cut of busy sample boards (sample.py) with the design's flat inks kept exact,
shipped in palette_data.py (tests check it still fits the drawings). Each band (header, island, loot, track, one per player)
is drawn and mapped onto the palette on its own and kept under what it shows: mapping is per pixel, so
stacking mapped bands gives the same image as mapping the whole board, and a board after one action redraws
only the bands that changed. Only public information is drawn (RULES.md LT-16): model.py never reads a
hand, a pick or a graveyard's contents, whatever view it is given.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image

from render.codec import PaletteCodec, median_cut
from render.kit import Box
from render.libertalia.colours import PAPER, key_colours
from render.libertalia.context import Ctx
from render.libertalia.header import draw_header, waiting_list
from render.libertalia.island import draw_island
from render.libertalia.loot_days import draw_loot_days
from render.libertalia.model import Board, read
from render.libertalia.palette_data import PALETTE
from render.libertalia.sample import sample_ended, sample_view
from render.libertalia.ships import draw_player, draw_ships_head
from render.libertalia.standings import draw_standings, standings
from render.libertalia.strip import Mark, Strip, stack
from render.libertalia.track import draw_track
from render.strip import BandRenderer

COMPRESS_LEVEL = 3  # zlib level: half the time of 6 for a few per cent more bytes on these flat images
CACHE_BANDS = 40  # mapped bands kept per language (0.1-0.4 MB each): the boards of a few games

Part = tuple[tuple[Any, ...], Callable[[], Strip]]


@dataclass(frozen=True)
class Composed:
    image: Image.Image
    positions: dict[str, tuple[int, int]]
    fits: list[tuple[str, Box, Box]]
    marks: list[Mark]  # every panel, sprite, piece and text with its ink's box (strip.py)


def parts(ctx: Ctx, b: Board) -> list[Part]:
    """The board's bands top to bottom, each under the key of everything it shows."""
    head = ("header", b.ended, b.voyage, b.voyages, b.day, b.days, b.phase, tuple(waiting_list(b)),
            tuple((q.player, q.kind, q.source_rank) for q in b.pending), b.dealt)
    out: list[Part] = [(head, lambda: draw_header(ctx, b))]
    track: Part = (("track", b.reputation, b.active, b.reputation_coins, b.ended), lambda: draw_track(ctx, b))
    if b.ended:
        voyages = tuple((p.colour, p.voyage_scores) for p in b.players)
        out.append((("standings", tuple(standings(b)), voyages), lambda: draw_standings(ctx, b)))
        out.append(track)
        return out
    out.append((("island", b.island, b.phase if not b.island else ""), lambda: draw_island(ctx, b)))
    out.append((("loot", b.loot_days, b.day), lambda: draw_loot_days(ctx, b)))
    out.append(track)
    out.append((("ships",), lambda: draw_ships_head(ctx)))
    selecting = b.phase == "selection"
    for p in b.players:
        out.append((("player", p, selecting), lambda p=p: draw_player(ctx, p, selecting)))  # type: ignore[misc]
    return out


def compose(view: Mapping[str, Any], names: Mapping[str, str] | None, lang: str) -> Composed:
    """The board in RGB, drawn afresh, with where every piece and every text went (for tests and tools)."""
    ctx = Ctx.of(lang, names)
    board = stack([build() for _, build in parts(ctx, read(view))], PAPER)
    return Composed(board.image, board.positions, board.fits, board.marks)


def cut_palette() -> tuple[int, ...]:
    """A median cut of two sample boards with the flat inks kept exact: one palette for both languages (the
    same inks and shapes, only the words differ). Takes a few tenths of a second."""
    samples = [compose(sample_view(), None, "pl").image, compose(sample_ended(), None, "en").image]
    return tuple(median_cut(samples, key_colours(), 256))


@lru_cache(maxsize=1)
def palette() -> tuple[int, ...]:
    """The shipped palette (palette_data.py) when it holds every flat ink, else a fresh cut."""
    shipped = tuple(bytes.fromhex(PALETTE))
    triples = {shipped[i:i + 3] for i in range(0, len(shipped), 3)}
    if len(shipped) == 768 and all(c in triples for c in key_colours()):
        return shipped
    return cut_palette()


class Renderer(BandRenderer):
    """Draws Libertalia boards in one language (render/strip.py: the band cache, the palette, the stacking)."""

    def __init__(self, lang: str = "pl") -> None:
        super().__init__(lang, PaletteCodec(list(palette()), COMPRESS_LEVEL), CACHE_BANDS)

    def compose(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> Composed:
        return compose(view, names, self.lang)

    def bands(self, view: Mapping[str, Any], names: Mapping[str, str] | None) -> list[Part]:
        ctx = Ctx.of(self.lang, names)
        return [((ctx, *key), build) for key, build in parts(ctx, read(view))]


_renderers: dict[str, Renderer] = {}
_lock = threading.Lock()


def get_renderer(lang: str = "pl") -> Renderer:
    """The process's renderer for `lang` (built on first use: the palette's cut takes a few tenths of a second)."""
    with _lock:
        r = _renderers.get(lang)
        if r is None:
            r = _renderers[lang] = Renderer(lang)
        return r
