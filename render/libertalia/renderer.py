"""Libertalia's board renderer: the bands of a view stacked into one portrait image, put on a fixed
palette and PNG-encoded.

The palette is a median cut of a busy sample board (sample.py) with the design's flat inks kept exact,
cut once per process (a few tenths of a second); a frame then costs its drawing, a table look-up per pixel
and the PNG encoding. Only public information is drawn (RULES.md LT-16): model.py never reads a hand, a
pick or a graveyard's contents, whatever view it is given.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image

from render.codec import PaletteCodec, median_cut
from render.libertalia.colours import PAPER, key_colours
from render.libertalia.context import Ctx
from render.libertalia.header import draw_header
from render.libertalia.island import draw_island
from render.libertalia.loot_days import draw_loot_days
from render.libertalia.model import Board, read
from render.libertalia.sample import sample_ended, sample_view
from render.libertalia.ships import draw_ships
from render.libertalia.standings import draw_standings
from render.libertalia.strip import Box, Strip, stack
from render.libertalia.track import draw_track

COMPRESS_LEVEL = 3  # zlib level: 3 is half the time of 6 for a few per cent more bytes on flat images


@dataclass(frozen=True)
class Composed:
    image: Image.Image
    positions: dict[str, tuple[int, int]]
    fits: list[tuple[str, Box, Box]]


def strips(ctx: Ctx, b: Board) -> list[Strip]:
    """The board's bands, top to bottom: a game in play, or the final standings once it has ended."""
    if b.ended:
        return [draw_header(ctx, b), draw_standings(ctx, b), draw_track(ctx, b)]
    return [draw_header(ctx, b), draw_island(ctx, b), draw_loot_days(ctx, b), draw_track(ctx, b),
            draw_ships(ctx, b)]


def compose(view: Mapping[str, Any], names: Mapping[str, str] | None, lang: str) -> Composed:
    ctx = Ctx(lang, dict(names or {}))
    image, positions, fits = stack(strips(ctx, read(view)), PAPER)
    return Composed(image, positions, fits)


@lru_cache(maxsize=1)
def palette() -> tuple[int, ...]:
    """One palette for both languages: the same inks and shapes, only the words differ."""
    samples = [compose(sample_view(), None, "pl").image, compose(sample_ended(), None, "en").image]
    return tuple(median_cut(samples, key_colours(), 256))


class Renderer:
    """Draws Libertalia boards in one language; thread-safe (text drawing holds render.kit's font lock)."""

    def __init__(self, lang: str = "pl") -> None:
        self.lang = lang
        self.codec = PaletteCodec(list(palette()), COMPRESS_LEVEL)

    def compose(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> Composed:
        return compose(view, names, self.lang)

    def final(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> Image.Image:
        return self.codec.to_palette(self.compose(view, names).image)

    def render(self, view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> bytes:
        return self.codec.encode(self.final(view, names))


_renderers: dict[str, Renderer] = {}
_lock = threading.Lock()


def get_renderer(lang: str = "pl") -> Renderer:
    with _lock:
        r = _renderers.get(lang)
        if r is None:
            r = _renderers[lang] = Renderer(lang)
        return r
