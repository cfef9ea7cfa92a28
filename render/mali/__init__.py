"""Mali Powstańcy's board image: the map of left-bank Warsaw in 1944 with every public piece, and a side panel.

Game-specific drawing lives here; render/ holds what any game's board can reuse (fonts and text, geometry,
PNG palette coding, the frame, and the facade with its caches and concurrency limit).
"""

from __future__ import annotations

from render.mali.grid import BASE_H, BASE_W
from render.mali.keys import iter_piece_keys
from render.mali.renderer import Renderer

__all__ = ["BASE_H", "BASE_W", "Renderer", "iter_piece_keys"]
