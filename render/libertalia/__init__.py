"""Libertalia's board image: the public view in, a portrait PNG out (readable at phone width).

`render_board(view, names, lang)` draws the island, every ship, the loot of each day, each player's loot,
the reputation track, coins and scores, voyage, day and phase — or the final standings once the game is
over. Pure and Discord-free, like render/mali/; it reuses render/'s shared kit (fonts, text, PNG palette).
`render_board_async` draws on the render pool shared with Mali's boards (MAX_RENDERS threads in all), so the event loop
never waits on drawing; `warm_up()` cuts the palette and builds both languages' renderers ahead of the first
board (a few tenths of a second).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping
from typing import Any

from render.facade import RENDER_POOL
from render.libertalia.renderer import Composed, Renderer, get_renderer
from render.strings import LANGS

__all__ = ["Composed", "Renderer", "board_filename", "get_renderer", "layout", "render_board", "render_board_async", "warm_up"]

_pool = RENDER_POOL  # one pool for every game's boards: never more than MAX_RENDERS at once in all


def render_board(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl") -> bytes:
    """PNG bytes of the board for `view`; `names` maps colours to display names (default: the colour's name)."""
    return get_renderer(lang).render(view, names)


def board_filename(view: Mapping[str, Any]) -> str:
    """The PNG's file name in a post: the voyage and day it shows."""
    return f"board-v{view.get('voyage', 0)}d{view.get('day', 0)}.png"


async def render_board_async(view: Mapping[str, Any], names: Mapping[str, str] | None = None,
                             lang: str = "pl") -> bytes:
    """`render_board` off the event loop, at most MAX_RENDERS at once."""
    return await asyncio.get_running_loop().run_in_executor(_pool, render_board, view, names, lang)


def warm_up(langs: Iterable[str] = LANGS) -> None:
    """Cut the palette and build the renderers for `langs` now rather than on the first board."""
    for lang in langs:
        get_renderer(lang)


def layout(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl") -> dict[str, tuple[int, int]]:
    """Where each piece went, in pixels: "dealt:<rank>", "island:<owner>:<rank>", "slot:<i>", "day:<n>", "loot:<day>:<kind>",
    "rep:<colour>", "player:<colour>", "ship:<colour>:<rank>", "supply:<colour>:<kind>", "waiting:<colour>",
    "score:<colour>" (final standings), "header"."""
    return get_renderer(lang).compose(view, names).positions
