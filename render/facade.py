"""The renderer's front door: any game's board off the event loop, at most MAX_RENDERS at once, and a warm-up
that builds every game's static layers before the first board is asked for.

A game's board module is named by its descriptor (games/: `board`) and loaded on first use; it gives
`render_board(view, names, lang) -> PNG bytes` and `board_filename(view)`, and may give `warm_up(langs)`. The bot
shares a small machine, so async renders run on their own pool of MAX_RENDERS threads: a burst of boards
queues there instead of taking every core or the default executor.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from games import game, games, load
from render.strings import LANGS

MAX_RENDERS = 2

RENDER_POOL = ThreadPoolExecutor(max_workers=MAX_RENDERS, thread_name_prefix="render")  # every game's boards
_pool = RENDER_POOL
_warm_ups: set[asyncio.Task[None]] = set()  # running warm-ups, kept so they are not garbage-collected
_log = logging.getLogger(__name__)


class NoBoard(LookupError):
    """The game draws no board."""


def board_module(key: str) -> Any:
    """The module that draws a game's board (games/: its descriptor's `board`); NoBoard if it has none."""
    spec = game(key)
    if spec.board is None:
        raise NoBoard(key)
    return load(spec.board)


def has_board(key: str | None) -> bool:
    return key is not None and game(key).board is not None


def render_board(key: str, view: Mapping[str, Any], names: Mapping[str, str] | None = None,
                 lang: str = "pl") -> bytes:
    """PNG bytes of the board of game `key` for its public `view`; `names` maps colours to display names."""
    png: bytes = board_module(key).render_board(view, names, lang)
    return png


def board_filename(key: str, view: Mapping[str, Any]) -> str:
    """The PNG's file name in a post: where in the game it was drawn."""
    name: str = board_module(key).board_filename(view)
    return name


async def render_board_async(key: str, view: Mapping[str, Any], names: Mapping[str, str] | None = None,
                             lang: str = "pl") -> bytes:
    """Any game's board off the event loop, on the render pool: never more than MAX_RENDERS run at once."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_pool, render_board, key, view, names, lang)


def warm_up(langs: Iterable[str] = LANGS) -> None:
    """Build every game's board renderers for `langs` (those whose board module offers a warm-up), so the
    first board is a plain frame. Safe to call more than once, and from several threads."""
    wanted = tuple(langs)
    for spec in games():
        if spec.board is not None:
            module = load(spec.board)
            if hasattr(module, "warm_up"):
                module.warm_up(wanted)


async def warm_up_async(langs: Iterable[str] = LANGS) -> None:
    """`warm_up` in a worker thread, so the event loop keeps serving while the layers are built."""
    wanted = tuple(langs)
    t0 = time.perf_counter()
    await asyncio.to_thread(warm_up, wanted)
    _log.info("board layers ready for %s in %.0f ms", ", ".join(wanted), (time.perf_counter() - t0) * 1000)


def start_warm_up(langs: Iterable[str] = LANGS) -> asyncio.Task[None]:
    """Run `warm_up_async` in the background of the running loop (a bot's `setup_hook`), without delaying it.

    A board asked for meanwhile waits for its renderer as it would without a warm-up. A failure is logged,
    not raised: boards are then built on first use.
    """
    task = asyncio.get_running_loop().create_task(warm_up_async(langs), name="render warm-up")
    _warm_ups.add(task)
    task.add_done_callback(_warm_up_done)
    return task


def _warm_up_done(task: asyncio.Task[None]) -> None:
    _warm_ups.discard(task)
    if not task.cancelled() and (exc := task.exception()) is not None:
        _log.error("board warm-up failed; boards will be built on first use", exc_info=exc)
