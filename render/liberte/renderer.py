"""Liberté's board renderer: the bands of a view stacked into one portrait image, put on a fixed palette and
PNG-encoded.

Bands, top to bottom: the header (turn, phase, placeholder warning, who is waited for, an open tie-break), the
result once over, the map, the tracks (election, presence, counter-revolution, supplies, turn track, Battle
Box), the offer, and one band per player. Each band is drawn and mapped onto the palette on its own and kept
under what it shows (the static layers: a band that did not change is pasted from the cache, already mapped;
mapping is per pixel, so stacking mapped bands gives the same image as mapping the whole board). The palette is
a median cut of two sample boards with the design's flat inks kept exact, shipped in palette_data.py (tests
check it still fits the drawings; `python -m render.liberte.palette_tool` cuts it again).
Only public information is drawn (LB-9): model.py never reads a hand or a choice's options.
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
from render.liberte.cards import draw_offer, draw_player, draw_players_head
from render.liberte.colours import PAPER, key_colours
from render.liberte.context import Ctx
from render.liberte.header import draw_header, draw_result
from render.liberte.mapband import draw_map
from render.liberte.model import Board, data_for, read
from render.liberte.palette_data import PALETTE
from render.liberte.sample import sample_views
from render.liberte.strip import Mark, Strip, stack
from render.liberte.tracks import draw_tracks
from render.strip import BandRenderer

COMPRESS_LEVEL = 4  # zlib level: 60 % of the time of 6; level 3 let the busiest finished board pass 300 KB
CACHE_BANDS = 48  # mapped bands kept per language: the boards of a few games

Part = tuple[tuple[Any, ...], Callable[[], Strip]]


@dataclass(frozen=True)
class Composed:
    image: Image.Image
    positions: dict[str, tuple[int, int]]
    fits: list[tuple[str, Box, Box]]
    marks: list[Mark]


def parts(ctx: Ctx, b: Board) -> list[Part]:
    """The board's bands top to bottom, each under the key of everything it shows."""
    head = ("header", b.placeholder, b.turn, b.phase, b.round, b.ended, b.waiting, b.choice_kind, b.choice_tie, b.tie)
    out: list[Part] = [(head, lambda: draw_header(ctx, b))]
    if b.ended:
        out.append((("result", b.reason, b.scores), lambda: draw_result(ctx, b)))
    out.append((("map", b.provinces), lambda: draw_map(ctx, b)))
    tracks = ("tracks", b.track, b.government, b.opposition, tuple((p.colour, p.presence, p.battle_box)
                                                                   for p in b.players),
              b.supply, b.deck_size, b.discard_size, b.box_size, b.parked, b.lost_battles, b.turn, b.ended,
              b.provinces)
    out.append((tracks, lambda: draw_tracks(ctx, b)))
    if not b.ended:  # the offer matters no more once the game is over
        out.append((("offer", b.offer), lambda: draw_offer(ctx, b)))
    out.append((("players",), lambda: draw_players_head(ctx)))
    for i, p in enumerate(b.players):
        acting = b.waiting == p.colour and not b.ended
        out.append((("player", p, i + 1, acting),
                    lambda p=p, i=i: draw_player(ctx, b, p, i + 1)))  # type: ignore[misc]
    return out


def context(view: Mapping[str, Any], names: Mapping[str, str] | None, lang: str) -> tuple[Ctx, Board]:
    board = read(view)
    return Ctx.of(lang, data_for(board), names), board


def compose(view: Mapping[str, Any], names: Mapping[str, str] | None, lang: str) -> Composed:
    """The board in RGB, drawn afresh, with where every piece and every text went (for tests and tools)."""
    ctx, b = context(view, names, lang)
    board = stack([build() for _, build in parts(ctx, b)], PAPER)
    return Composed(board.image, board.positions, board.fits, board.marks)


def cut_palette() -> tuple[int, ...]:
    """A median cut of two sample boards (a busy 6-player game and a finished one, in both languages' words)
    with the flat inks kept exact: one palette for every board. Takes about a second."""
    busy, ended = sample_views()
    samples = [compose(busy, None, "pl").image, compose(ended, None, "en").image]
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
    """Draws Liberté boards in one language (render/strip.py: the band cache, the palette, the stacking)."""

    def __init__(self, lang: str = "pl") -> None:
        super().__init__(lang, PaletteCodec(list(palette()), COMPRESS_LEVEL), CACHE_BANDS)

    def compose(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> Composed:
        return compose(view, names, self.lang)

    def bands(self, view: Mapping[str, Any], names: Mapping[str, str] | None) -> list[Part]:
        ctx, b = context(view, names, self.lang)
        return [((ctx, *key), build) for key, build in parts(ctx, b)]


_renderers: dict[str, Renderer] = {}
_lock = threading.Lock()


def get_renderer(lang: str = "pl") -> Renderer:
    """The process's renderer for `lang` (built on first use: the palette's cut takes a few tenths of a second)."""
    with _lock:
        r = _renderers.get(lang)
        if r is None:
            r = _renderers[lang] = Renderer(lang)
        return r
