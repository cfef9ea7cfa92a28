"""One board image being drawn, game-agnostic: the canvas, where each piece went, which tiles changed."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from PIL import Image

from render.codec import DirtyTiles
from render.kit import paste


@dataclass
class Frame:
    """The canvas, the position of every piece by key (for tests and `layout`), and the changed tiles."""

    image: Image.Image
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)
    dirty: DirtyTiles = field(init=False)

    def __post_init__(self) -> None:
        self.dirty = DirtyTiles(self.image.size)

    def paste(self, sprite: Image.Image, xy: tuple[float, float], anchor: str = "mm") -> tuple[int, int, int, int]:
        box = paste(self.image, sprite, xy, anchor)
        self.dirty.add(box)
        return box

    def mark(self, boxes: Iterable[tuple[int, int, int, int]]) -> None:
        for box in boxes:
            self.dirty.add(box)
