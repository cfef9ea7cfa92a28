"""The shipped PNG palette still fits the drawings: it holds every flat ink exactly, and boards mapped onto it
stay within a hair of their true colours. When this fails, run `python -m render.liberte.palette_tool`."""

from __future__ import annotations

from PIL import Image, ImageChops, ImageStat

from render.codec import PaletteCodec
from render.liberte.colours import key_colours
from render.liberte.palette_data import PALETTE
from render.liberte.renderer import compose, palette
from tests.render.liberte import fixtures as fx


def percentile(im: Image.Image, q: float) -> int:
    hist = im.histogram()
    goal, seen = q * sum(hist), 0
    for level, n in enumerate(hist):
        seen += n
        if seen >= goal:
            return level
    return 255


def test_the_shipped_palette_is_used_and_holds_every_flat_ink() -> None:
    shipped = tuple(bytes.fromhex(PALETTE))
    assert palette() == shipped
    triples = {shipped[i:i + 3] for i in range(0, len(shipped), 3)}
    assert all(c in triples for c in key_colours())


def test_boards_keep_their_colours_on_the_shipped_palette() -> None:
    codec = PaletteCodec(list(palette()))
    for view in (fx.busiest(6), fx.finished(3), *fx.played_views(6, every=300)):
        rgb = compose(view, fx.NAMES, "pl").image
        mapped = codec.to_palette(rgb).convert("RGB")
        diff = ImageChops.difference(rgb, mapped).convert("L")
        assert ImageStat.Stat(diff).mean[0] < 2.0  # mean error, grey levels
        assert percentile(diff, 0.999) < 24, "antialiasing shades the palette lacks: regenerate it"
