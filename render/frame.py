"""One board image being drawn, game-agnostic: the canvas, where each piece went, which tiles changed, and
the opaque cards pasted whole (their palette version is pasted as it is, not mapped again)."""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field

from PIL import Image

from render.codec import DirtyTiles
from render.kit import paste


@dataclass
class Frame:
    """The canvas, the position of every piece by key (for tests and `layout`), the box each marker covers (so
    a test can check that no marker hides another), the changed tiles, and the cards: opaque images pasted
    without a mask, kept under a key so a renderer can map each onto its palette once and paste that (what lies
    under a card needs no mapping; what is drawn over one marks its tiles)."""

    image: Image.Image
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)
    boxes: dict[str, tuple[int, int, int, int]] = field(default_factory=dict)
    dirty: DirtyTiles = field(init=False)
    cards: list[tuple[Hashable, Image.Image, tuple[int, int]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.dirty = DirtyTiles(self.image.size)

    def paste(self, sprite: Image.Image, xy: tuple[float, float], anchor: str = "mm") -> tuple[int, int, int, int]:
        box = paste(self.image, sprite, xy, anchor)
        self.dirty.add(box)
        return box

    def mark(self, boxes: Iterable[tuple[float, float, float, float]]) -> None:
        for box in boxes:
            self.dirty.add(box)

    def paste_card(self, key: Hashable, card: Image.Image, xy: tuple[int, int]) -> None:
        """Paste an opaque `card` (no mask) at `xy`; `key` names its content, for its palette version."""
        self.image.paste(card, xy)
        self.cards.append((key, card, xy))
