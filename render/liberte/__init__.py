"""Liberté's board image: the public view in, a portrait PNG out (readable at phone width).

`render_board(view, names, lang)` draws the map (provinces by region, in election order, with their marks and
stacks), the election track, government and opposition, presence, the counter-revolution's count, supplies,
the turn track with its battles and the Battle Box, the offer, each player's display and public counts, who is
waited for and what for, an open tie-break, and the result once over. Pure and Discord-free; it reuses
render/'s shared kit (fonts, text, PNG palette). `warm_up()` builds the renderers (the shipped palette and its
codec) ahead of the first board.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping
from typing import Any

from render.facade import RENDER_POOL
from render.liberte.renderer import Composed, Renderer, get_renderer
from render.strings import LANGS

__all__ = ["Composed", "Renderer", "board_filename", "get_renderer", "layout", "render_board", "render_board_async",
           "warm_up"]

_pool = RENDER_POOL  # one pool for every game's boards: never more than MAX_RENDERS at once in all


def render_board(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl") -> bytes:
    """PNG bytes of the board for `view`; `names` maps colours to display names (default: the colour's name)."""
    return get_renderer(lang).render(view, names)


def board_filename(view: Mapping[str, Any]) -> str:
    """The PNG's file name in a post: the turn and phase it shows."""
    phase = "".join(ch for ch in str(view.get("phase") or "board") if ch.isalnum() or ch == "_")
    return f"liberte-t{view.get('turn', 0)}-{phase}.png"


async def render_board_async(view: Mapping[str, Any], names: Mapping[str, str] | None = None,
                             lang: str = "pl") -> bytes:
    """`render_board` off the event loop, at most MAX_RENDERS at once."""
    return await asyncio.get_running_loop().run_in_executor(_pool, render_board, view, names, lang)


def warm_up(langs: Iterable[str] = LANGS) -> None:
    """Build the renderers for `langs` now rather than on the first board."""
    for lang in langs:
        get_renderer(lang)


def layout(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl"
           ) -> dict[str, tuple[int, int]]:
    """Where each piece went, in pixels: "header", "placeholder", "waiting:<colour>", "tie:<contender>",
    "score:<colour>", "region:<id>", "province:<order>", "stack:<order>:<owner>", "track:<faction>",
    "presence:<colour>", "supply:<faction>", "turn:<n>", "battle_box:<colour>", "offer:<card>",
    "player:<colour>", "display:<colour>:<card>"."""
    return get_renderer(lang).compose(view, names).positions
