"""Mali Powstańcy's board for the renderer's front door (render/facade.py): cached renderers per size and
language, built under their own locks, and a warm-up that builds the static layers before the first board.

A renderer costs a few tenths of a second to build (its static layers; the second language shares their
shapes) and a frame some 25 ms of CPU, more than half of it PNG encoding.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from typing import Any, cast

from engine.mali.view import MaliView
from render.mali.grid import BASE_W
from render.mali.keys import iter_piece_keys
from render.mali.renderer import Renderer
from render.strings import LANGS

_renderers: dict[tuple[int, str], Renderer] = {}
_lock = threading.Lock()
_building: dict[tuple[int, str], threading.Lock] = {}


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


def as_view(view: Mapping[str, Any]) -> MaliView:
    """A view handed over as JSON (by the service, a file, a test) as the engine built it: docs/VIEW.md. Where the
    renderer starts reading it as typed; a dict stays a dict."""
    return cast(MaliView, view)


def render_board(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl",
                 width: int = BASE_W) -> bytes:
    """PNG bytes of the board for `view`. `names` maps colours to display names (default: the colour)."""
    return get_renderer(width, lang).render(as_view(view), names)


def board_filename(view: Mapping[str, Any]) -> str:
    """The PNG's file name in a post: the round it was drawn in."""
    return f"board-r{view.get('round', 0)}.png"


def layout(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl",
           width: int = BASE_W) -> dict[str, tuple[int, int]]:
    """Where each piece of `view` is drawn, in pixels: keys like "scout:red-2", "carried:red-2" and
    "scout_letters:red-2" (its tags), "prison:red-3", "tank:CZ1", "drop:MO3", "letter:L04", "order:12" (its
    track row), "order_tag:12" (its pick-up slip), "target:12", "soldier", "liberator", "liberator_next",
    "player:red" (not on the final board), "score:red", "threat", "turn"."""
    return get_renderer(width, lang).compose(as_view(view), names).positions


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


__all__ = ["BASE_W", "board_filename", "get_renderer", "iter_piece_keys", "layout", "render_board", "warm_up"]
