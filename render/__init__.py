"""Board images for Mali Powstańcy: a view dict (docs/VIEW.md) in, PNG bytes out.

Pure and Discord-free: `render_board` draws synchronously; `render_board_async` runs it in a worker thread
so the bot's event loop never blocks on drawing or PNG encoding. Static layers are built once per size and
language and cached at module level (see `get_renderer`).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Mapping
from typing import Any

from render.board import BASE_W, Renderer, iter_piece_keys
from render.strings import LANGS

__all__ = ["BASE_W", "LANGS", "Renderer", "get_renderer", "iter_piece_keys", "layout", "render_board",
           "render_board_async"]

_renderers: dict[tuple[int, str], Renderer] = {}
_lock = threading.Lock()


def get_renderer(width: int = BASE_W, lang: str = "pl") -> Renderer:
    """The cached renderer for this width and language (built on first use, about a second)."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")
    key = (width, lang)
    with _lock:
        r = _renderers.get(key)
        if r is None:
            r = Renderer(width, lang)
            _renderers[key] = r
        return r


def render_board(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl",
                 width: int = BASE_W) -> bytes:
    """PNG bytes of the board for `view`. `names` maps colours to display names (default: the colour)."""
    return get_renderer(width, lang).render(view, names)


async def render_board_async(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl",
                             width: int = BASE_W) -> bytes:
    """`render_board` off the event loop, in a worker thread."""
    return await asyncio.to_thread(render_board, view, names, lang, width)


def layout(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl",
           width: int = BASE_W) -> dict[str, tuple[int, int]]:
    """Where each piece of `view` is drawn, in pixels: keys like "scout:red-2", "tank:CZ1", "drop:MO3",
    "letter:L04", "order:12" (its track row), "order_tag:12" (its pick-up slip), "target:12", "soldier",
    "liberator", "player:red", "score:red", "threat"."""
    return get_renderer(width, lang).compose(view, names).positions
