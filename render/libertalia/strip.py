"""Libertalia's board bands: the shared strip (render/strip.py) in Libertalia's colours."""

from __future__ import annotations

from typing import ClassVar

from render.kit import RGB
from render.libertalia.colours import INK, PAPER, SECTION_BG, SECTION_EDGE
from render.strip import MARGIN, MIN_TEXT, Mark, W, clear_pieces, stack
from render.strip import Strip as BaseStrip


class Strip(BaseStrip):
    PAPER: ClassVar[RGB] = PAPER
    SECTION_BG: ClassVar[RGB] = SECTION_BG
    SECTION_EDGE: ClassVar[RGB] = SECTION_EDGE
    INK: ClassVar[RGB] = INK


__all__ = ["MARGIN", "MIN_TEXT", "Mark", "Strip", "W", "clear_pieces", "stack"]
