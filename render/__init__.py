"""Board images: a game's public view in, PNG bytes out.

Pure and Discord-free. `render_board(game, view)` draws synchronously with the game's own board module (its
descriptor's `board`, games/); `render_board_async` runs it on a pool of two threads, so the bot's event loop
never blocks on drawing or PNG encoding and at most two boards are drawn at once. `start_warm_up()` (called
once at start-up) builds every game's static layers off the event loop. The facade (facade.py) and the drawing
helpers (kit, codec, frame, geometry) are game-agnostic; each game draws in its own room (render/mali/,
render/libertalia/).
"""

from __future__ import annotations

from render.facade import (
    MAX_RENDERS,
    NoBoard,
    board_filename,
    has_board,
    render_board,
    render_board_async,
    start_warm_up,
    warm_up,
    warm_up_async,
)
from render.strings import LANGS

__all__ = ["LANGS", "MAX_RENDERS", "NoBoard", "board_filename", "has_board", "render_board", "render_board_async",
           "start_warm_up", "warm_up", "warm_up_async"]
