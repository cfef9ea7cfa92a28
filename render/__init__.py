"""Board images: a view dict (docs/VIEW.md) in, PNG bytes out.

Pure and Discord-free. `render_board` draws synchronously; `render_board_async` runs it on a pool of two
threads, so the bot's event loop never blocks on drawing or PNG encoding and at most two boards are drawn at
once. `start_warm_up()` (called once at start-up) builds both languages' static layers off the event loop.
The facade (facade.py) and the drawing helpers are game-agnostic; Mali Powstańcy's board is in render/mali/.
"""

from __future__ import annotations

from render.facade import (
    MAX_RENDERS,
    board_filename,
    get_renderer,
    layout,
    render_board,
    render_board_async,
    start_warm_up,
    warm_up,
    warm_up_async,
)
from render.mali import BASE_W, Renderer, iter_piece_keys
from render.strings import LANGS

__all__ = [
    "BASE_W",
    "LANGS",
    "MAX_RENDERS",
    "Renderer",
    "board_filename",
    "get_renderer",
    "iter_piece_keys",
    "layout",
    "render_board",
    "render_board_async",
    "start_warm_up",
    "warm_up",
    "warm_up_async",
]
