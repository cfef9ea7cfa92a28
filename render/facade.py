"""The renderer's front door: cached renderers per size and language, renders off the event loop, at most
MAX_RENDERS at once, and a warm-up that builds the static layers before the first board is asked for.

A renderer costs a few tenths of a second to build (its static layers; the second language shares their
shapes) and a frame some 25 ms of CPU, more than half of it PNG encoding. The bot shares a small machine, so async renders run on their own pool of
MAX_RENDERS threads: a burst of boards queues there instead of taking every core or the default executor.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from importlib import import_module
from typing import Any

from render.mali import BASE_W, Renderer
from render.strings import LANGS

MAX_RENDERS = 2

_renderers: dict[tuple[int, str], Renderer] = {}
_lock = threading.Lock()
_building: dict[tuple[int, str], threading.Lock] = {}
RENDER_POOL = ThreadPoolExecutor(max_workers=MAX_RENDERS, thread_name_prefix="render")  # every game's boards
_pool = RENDER_POOL
OTHER_BOARDS = {"libertalia": "render.libertalia"}  # game -> the module that draws its board
_warm_ups: set[asyncio.Task[None]] = set()  # running warm-ups, kept so they are not garbage-collected
_log = logging.getLogger(__name__)


def get_renderer(width: int = BASE_W, lang: str = "pl") -> Renderer:
    """The cached renderer for this width and language (built on first use)."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")
    key = (width, lang)
    with _lock:
        r = _renderers.get(key)
        if r is not None:
            return r
        building = _building.setdefault(key, threading.Lock())
    # built under its own lock: a board in a language already built never waits for another being built
    with building:
        with _lock:
            r = _renderers.get(key)
        if r is None:
            r = Renderer(width, lang)
            with _lock:
                _renderers[key] = r
        return r


def render_board(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl",
                 width: int = BASE_W) -> bytes:
    """PNG bytes of the board for `view`. `names` maps colours to display names (default: the colour)."""
    return get_renderer(width, lang).render(view, names)


def render_any_board(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl",
                     width: int = BASE_W) -> bytes:
    """The board of any game's public view: the view names its game; Mali's is drawn here, another game's by
    its own room (imported on first use)."""
    room = _room_of(view)
    if room is not None:
        png: bytes = room.render_board(view, names, lang)
        return png
    return render_board(view, names, lang, width)


def board_filename(view: Mapping[str, Any]) -> str:
    """The PNG's file name in a post: where in the game it was drawn."""
    room = _room_of(view)
    if room is not None:
        name: str = room.board_filename(view)
        return name
    return f"board-r{view.get('round', 0)}.png"


def _room_of(view: Mapping[str, Any]) -> Any:
    """The render module of the view's game, or None for Mali Powstańcy (drawn by this facade)."""
    module = OTHER_BOARDS.get(str(view.get("game")))
    return None if module is None else import_module(module)


async def render_board_async(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl",
                             width: int = BASE_W) -> bytes:
    """Any game's board off the event loop, on the render pool: never more than MAX_RENDERS run at once."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_pool, render_any_board, view, names, lang, width)


def layout(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl",
           width: int = BASE_W) -> dict[str, tuple[int, int]]:
    """Where each piece of `view` is drawn, in pixels: keys like "scout:red-2", "carried:red-2" and
    "scout_letters:red-2" (its tags), "prison:red-3", "tank:CZ1", "drop:MO3", "letter:L04", "order:12" (its
    track row), "order_tag:12" (its pick-up slip), "target:12", "soldier", "liberator", "liberator_next",
    "player:red" (not on the final board), "score:red", "threat", "turn"."""
    return get_renderer(width, lang).compose(view, names).positions


def warm_up(langs: Iterable[str] = LANGS, width: int = BASE_W) -> None:
    """Build the renderers (static layers and palettes) for `langs`, so the first board is a plain frame.

    Also maps the static layer onto the palette, after which a game's options cost milliseconds, and then
    checks each shipped palette (Renderer.check_palette), once every language is ready. Safe to call more
    than once, and from several threads.
    """
    wanted = tuple(langs)
    for lang in wanted:
        get_renderer(width, lang).base_p()
    for lang in wanted:
        get_renderer(width, lang).check_palette()


async def warm_up_async(langs: Iterable[str] = LANGS, width: int = BASE_W) -> None:
    """`warm_up` in a worker thread, so the event loop keeps serving while the layers are built."""
    wanted = tuple(langs)
    t0 = time.perf_counter()
    await asyncio.to_thread(warm_up, wanted, width)
    _log.info("board layers ready for %s at %d px in %.0f ms", ", ".join(wanted), width,
              (time.perf_counter() - t0) * 1000)


def start_warm_up(langs: Iterable[str] = LANGS, width: int = BASE_W) -> asyncio.Task[None]:
    """Run `warm_up_async` in the background of the running loop (a bot's `setup_hook`), without delaying it.

    A board asked for meanwhile waits for its renderer as it would without a warm-up. A failure is logged,
    not raised: boards are then built on first use.
    """
    task = asyncio.get_running_loop().create_task(warm_up_async(langs, width), name="render warm-up")
    _warm_ups.add(task)
    task.add_done_callback(_warm_up_done)
    return task


def _warm_up_done(task: asyncio.Task[None]) -> None:
    _warm_ups.discard(task)
    if not task.cancelled() and (exc := task.exception()) is not None:
        _log.error("board warm-up failed; boards will be built on first use", exc_info=exc)
