"""Libertalia's board image: the public view in, a portrait PNG out (readable at phone width).

`render_board(view, names, lang)` draws the island, every ship, the loot of each day, each player's loot,
the reputation track, coins and scores, voyage, day and phase — or the final standings once the game is
over. Pure and Discord-free, like render/mali/; it reuses render/'s shared kit (fonts, text, PNG palette).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.libertalia.renderer import Composed, Renderer, get_renderer

__all__ = ["Composed", "Renderer", "get_renderer", "layout", "render_board"]


def render_board(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl") -> bytes:
    """PNG bytes of the board for `view`; `names` maps colours to display names (default: the colour's name)."""
    return get_renderer(lang).render(view, names)


def layout(view: Mapping[str, Any], names: Mapping[str, str] | None = None, lang: str = "pl") -> dict[str, tuple[int, int]]:
    """Where each piece went, in pixels: "island:<owner>:<rank>", "slot:<i>", "day:<n>", "loot:<day>:<kind>",
    "rep:<colour>", "player:<colour>", "ship:<colour>:<rank>", "supply:<colour>:<kind>", "waiting:<colour>",
    "score:<colour>" (final standings), "header"."""
    return get_renderer(lang).compose(view, names).positions
